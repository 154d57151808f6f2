package lobby

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game/rating"
	"parlor/scenes/ui"
)

// Speech tells a screen reader the board: a line a row (rank, name,
// rating, games; for a provisional rating, how many more games settle
// it), with a button for each row's page and each other family.
func (l *leaderboard) Speech() *ui.Speech {
	key := fmt.Sprint(l.picker.selected, l.loaded, len(l.rows), len(l.prov), l.asked)
	if key != l.spoken || l.speech.Title == "" {
		l.spoken = key
		l.speech = l.makeSpeech()
	}
	l.said.Fill(&l.speech)
	return &l.speech
}

// makeSpeech makes the board's speech.
func (l *leaderboard) makeSpeech() ui.Speech {
	fam := familyName(l.picker.family())
	sp := ui.Speech{Title: "Leaderboard: " + fam, Picture: "The leaderboard of " + fam, ActionsTitle: "Players and games"}
	switch {
	case !l.loaded:
		sp.Position = []string{"Asking the server…"}
	case len(l.rows) == 0:
		sp.Position = []string{"No settled ratings yet: a rating settles once its RD is 110 or under.", l.standing()}
	default:
		sp.Position = []string{fmt.Sprintf("The best settled ratings of %s, %d players: rank, name, rating, games.", fam, len(l.rows)), l.standing()}
		for i, s := range l.rows {
			sp.Position = append(sp.Position, fmt.Sprintf("%d. %s: %s, %s.", i+1, s.Name, rating.Rating{R: s.R, RD: s.RD}, plural(s.Games, "game")))
			sp.Actions = append(sp.Actions, ui.Action{ID: "row:" + strconv.Itoa(i+1), Label: fmt.Sprintf("%d. %s's page", i+1, s.Name)})
		}
	}
	if l.loaded && len(l.prov) > 0 {
		sp.Position = append(sp.Position, fmt.Sprintf("Provisional ratings, not yet ranked (a question mark: RD over 110), %s: name, rating, games, and how many more games settle it.", plural(len(l.prov), "player")))
		for i, s := range l.prov {
			sp.Position = append(sp.Position, fmt.Sprintf("%s: %s, %s; %s.", s.Name, rating.Rating{R: s.R, RD: s.RD}, plural(s.Games, "game"), moreGames(s.More)))
			sp.Actions = append(sp.Actions, ui.Action{ID: "prov:" + strconv.Itoa(i+1), Label: possessive(s.Name) + " page (provisional)"})
		}
	}
	sp.Actions = append(sp.Actions, l.picker.actions("Show")...)
	_, words := backTo(l.back)
	sp.Actions = append(sp.Actions, ui.Action{ID: "back", Label: words})
	return sp
}

// Act does what a screen reader's button names, as its click would.
func (l *leaderboard) Act(ctx *ui.Context, id string) {
	switch {
	case id == "back":
		l.leave(ctx)
	case l.picker.act(id):
		l.ask()
	case strings.HasPrefix(id, "row:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "row:"))
		l.openRow(ctx, line{settledLine, n - 1})
	case strings.HasPrefix(id, "prov:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "prov:"))
		l.openRow(ctx, line{provLine, n - 1})
	}
}
