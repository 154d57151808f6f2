package lobby

import (
	"fmt"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// backToGames is the screen reader's button back to the menu, on the
// screens where the canvas has a menu button or Esc.
var backToGames = ui.Action{ID: "menu", Label: "Back to the games"}

// Speech tells a screen reader what is being opened, said once, and the
// way back.
func (c *connecting) Speech() *ui.Speech {
	if c.speech.Title == "" {
		c.speech = ui.Speech{Title: "Parlor", Picture: "Opening a game online", Position: []string{c.msg},
			Said: []string{c.msg}, Told: 1, ActionsTitle: "What you can do", Actions: []ui.Action{backToGames}}
	}
	return &c.speech
}

// Act goes back to the menu, as Esc does.
func (c *connecting) Act(ctx *ui.Context, id string) {
	if id == backToGames.ID {
		c.back(ctx)
	}
}

// Speech tells a screen reader the invitation: the game, who sits where,
// whether hints are on, a field for the name and Play as Yellow; the
// messages said as they come, why not at once.
func (j *join) Speech() *ui.Speech {
	sp := &j.speech
	j.said.Fill(sp)
	j.alerts.FillAlerts(sp)
	key := fmt.Sprint(j.room != nil, j.joining != nil, j.message, "|", j.field.Name)
	if key == j.spoken && sp.Title != "" {
		return sp
	}
	j.spoken = key
	sp.Title, sp.Picture = "You are invited to play", "An invitation to a game online"
	sp.Position, sp.ActionsTitle, sp.Actions = nil, "Join the game", nil
	if r := j.room; r != nil {
		sp.Title += " " + j.heading()
		for i, p := range r.Players {
			who := j.who(i, p)
			if who == youMaybe {
				who = "offered to you" // "you?" would be read as a question, or a symbol
			}
			sp.Position = append(sp.Position, p.Name+": "+who+".")
		}
		sp.Position = append(sp.Position, helpsWords(r.Helps))
		sp.Actions = []ui.Action{
			{ID: "name", Label: "Your name", Kind: ui.KindText, Value: j.field.Name, Submit: "play"},
			{ID: "play", Label: "Play as " + j.seatName(), Disabled: j.joining != nil},
		}
	}
	sp.Position = clean(append(sp.Position, j.message))
	sp.Actions = append(sp.Actions, backToGames)
	return sp
}

// heading is the invitation's game as its heading: "Connect Four –
// Classic".
func (j *join) heading() string {
	if o, err := games.Parse(j.room.Game); err == nil {
		return o.Heading()
	}
	return j.room.Game
}

// youMaybe is the seat an invitation offers, as the screen says it.
const youMaybe = "you?"

// who says who plays seat i, p: "the computer", "Bo", "invited", "you?";
// "(away)" when a person is not connected.
func (j *join) who(i int, p online.SeatInfo) string {
	who := "invited"
	switch {
	case p.Kind == online.KindComputer:
		who = "the computer"
	case p.Kind == online.KindPerson && p.Player != "":
		who = p.Player
	case p.Kind == online.KindPerson:
		who = "a player"
	case j.room.Seat == i:
		who = youMaybe
	}
	if p.Kind == online.KindPerson && !p.Online {
		who += " (away)"
	}
	return who
}

// helpsWords says whether a game online has hints and values.
func helpsWords(on bool) string {
	if on {
		return "Hints and values are on in this game, for every player."
	}
	return "Hints and values are off in this game."
}

// Act does what the screen reader's control names, as the canvas does:
// "name=Ann" puts Ann in the name field (as typing does), "play" takes the
// seat, "menu" goes back. A control not on offer is ignored.
func (j *join) Act(ctx *ui.Context, id string) {
	if name, v, ok := ui.Valued(id); ok && name == "name" && j.room != nil {
		j.field.Name = table.CleanName(v)
		return
	}
	switch {
	case id == backToGames.ID:
		j.leave(ctx)
	case id == "play" && j.room != nil && j.joining == nil:
		j.take()
	}
}
