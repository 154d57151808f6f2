package lobby

import (
	"fmt"
	"strings"

	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// Speech tells a screen reader the lobby: on the way in, what is asked;
// in the list, who is signed in, the filter as radios, one chosen,
// and every open table as a Sit button; the form's options in groups,
// and the wait. Tables opened elsewhere are told politely, refusals and
// errors at once.
func (l *lobby) Speech() *ui.Speech {
	sp := &l.speech
	l.said.Fill(sp)
	l.alerts.FillAlerts(sp)
	if l.spoken == l.version && sp.Title != "" {
		return sp
	}
	l.spoken = l.version
	sp.Title, sp.Picture = lobbyTitle, "Parlor's lobby; what it shows is told below"
	sp.Position, sp.ActionsTitle, sp.Actions = nil, "What you can do", nil
	menu := ui.Action{ID: "menu", Label: "Back to the menu"}
	switch l.stage {
	case stageSigning:
		sp.Position = []string{lobbyBlurb, lobbySigningIn}
		sp.Actions = []ui.Action{menu}
	case stageName:
		sp.Position = []string{lobbyBlurb, lobbyNameAsk, l.message}
		sp.Actions = []ui.Action{{ID: "name", Label: "Your name", Kind: ui.KindText, Value: l.field.Name, Submit: "continue"},
			{ID: "continue", Label: "Continue"}, menu}
	case stageSwap:
		sp.Position = []string{swapQuestion(l.swap.theirs), swapNote(l.swap.mine)}
		sp.Actions = []ui.Action{{ID: "swap:use", Label: "Use " + possessive(l.swap.theirs) + " profile"}, {ID: "swap:keep", Label: "Keep " + l.swap.mine}, menu}
	case stageFailed:
		sp.Position = []string{l.message}
		sp.Actions = []ui.Action{{ID: "retry", Label: l.lay.retry.Label}, menu}
	case stageList:
		sp.Actions = []ui.Action{menu}
		l.listSpeech(sp)
	case stageForm:
		l.formSpeech(sp)
	case stageWaiting:
		s := l.view.sitting
		sp.Position = []string{l.waitTitle(), describe(s.Table.Game, s.Table.Any) + ", " + strings.ToLower(ratedWord(s.Table.Rated)) + clockPart(", ", s.Table.Clock) + "."}
		for i, seat := range s.Table.Seats {
			who := "a seat free"
			switch {
			case i == s.Seat:
				who = "you"
			case seat.Player != "":
				who = seat.Player + " " + seat.Rating
			case seat.Level != "":
				who = "the computer"
			}
			sp.Position = append(sp.Position, seat.Name+": "+who+".")
		}
		sp.Actions = []ui.Action{{ID: "cancel", Label: "Cancel: leave the table", Disabled: l.leaving}, menu}
	}
	sp.Position = clean(sp.Position)
	return sp
}

// clean drops the empty lines.
func clean(lines []string) []string {
	out := lines[:0]
	for _, s := range lines {
		if s != "" {
			out = append(out, s)
		}
	}
	return out
}

// listSpeech tells the list: who is signed in, the filter, the buttons,
// each open table.
func (l *lobby) listSpeech(sp *ui.Speech) {
	sp.Position = []string{l.whoWords() + ".", l.tablesWords(), l.listNote()}
	sp.ActionsTitle = "The lobby"
	sp.Actions = append(sp.Actions, ui.Action{ID: "quick", Label: "Quick game"}, ui.Action{ID: "create", Label: "Create a table"},
		ui.Action{ID: "profile", Label: "Your profile"}, ui.Action{ID: "leaders", Label: "Leaderboard"})
	for i, o := range l.lay.filters {
		a := ui.Action{ID: "filter:" + o.id, Label: o.label, Kind: ui.KindRadio, Pressed: o.id == l.filter || o.id == "all" && l.filter == ""}
		if i == 0 {
			a.Group = "Show the tables of"
		}
		sp.Actions = append(sp.Actions, a)
	}
	for i, t := range l.shown() {
		mine := l.mine(t)
		label := "Sit: " + describe(t.Game, t.Any) + ", " + strings.ToLower(ratedWord(t.Rated)) + clockPart(", ", t.Clock) + ", " + strings.ToLower(kindWord(t)) + ", " + waiters(t) + " waiting, " + seatsFree(t)
		if mine {
			label = "Your table: " + describe(t.Game, t.Any) + clockPart(", ", t.Clock) + ", " + seatsFree(t)
		}
		a := ui.Action{ID: "sit:" + t.ID, Label: label, Disabled: mine || l.asking}
		if i == 0 {
			a.Group = "Open tables"
		}
		sp.Actions = append(sp.Actions, a)
		sp.Actions = append(sp.Actions, l.nameActions(t)...)
	}
}

// formSpeech tells the form: each row's choices as radios (a set under
// its title), or its number with one more and one fewer; the button, and
// what it means.
func (l *lobby) formSpeech(sp *ui.Speech) {
	f := &l.form
	sp.Position = []string{f.title.text(), f.err, f.note()}
	sp.ActionsTitle = f.title.text()
	sp.Actions = append(sp.Actions, ui.Action{ID: "back", Label: "Back to the lobby"})
	for _, r := range f.rows {
		title := ui.Sentence(strings.ToLower(r.title))
		if len(r.pickers) > 0 {
			for i := range r.pickers {
				sp.Actions = append(sp.Actions, r.pickers[i].speech()...)
			}
			continue
		}
		if r.stepper != nil {
			s := r.stepper
			sp.Actions = append(sp.Actions,
				ui.Action{ID: ui.CountDown(r.name, ""), Label: fmt.Sprintf("One fewer (%d)", s.Value), Group: fmt.Sprintf("%s: %d", title, s.Value), Disabled: s.Value <= s.Min},
				ui.Action{ID: ui.CountUp(r.name, ""), Label: fmt.Sprintf("One more (%d)", s.Value), Disabled: s.Value >= s.Max})
			continue
		}
		for i, id := range r.ids {
			a := ui.Action{ID: r.name + ":" + id, Label: r.labels[i], Kind: ui.KindRadio, Pressed: i == r.selected}
			if i == 0 {
				a.Group = title
			}
			sp.Actions = append(sp.Actions, a)
		}
	}
	sp.Actions = append(sp.Actions, ui.Action{ID: "submit", Label: f.submitLabel(), Group: "When you are ready", Disabled: f.err != "" || l.asking})
}

// text is the block's words.
func (b textBlock) text() string { return strings.Join(b.lines, " ") }

// Act does what a screen reader's control asks, as its click would:
// "name=Ann" puts Ann in the name field, as typing does.
func (l *lobby) Act(ctx *ui.Context, id string) {
	if name, v, ok := ui.Valued(id); ok && name == "name" && l.stage == stageName {
		l.field.Name = table.CleanName(v)
		l.version++
		return
	}
	for _, a := range l.Speech().Actions {
		if a.ID != id || a.Disabled {
			continue
		}
		l.do(ctx, id)
		return
	}
}
