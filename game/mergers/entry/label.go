package entry

import (
	"fmt"

	"parlor/game"
	"parlor/game/mergers"
)

// label says move m of position g, which made after, as a thing to do, for
// a screen reader's button (catalog.LabelAfter plays it on a copy): "Place
// C5 and found Atlas with 3 tiles", "Place C5 and merge Beacon into Atlas;
// Beacon pays $300 a share, $600 to you", "Buy 1 share of Atlas for $300",
// "Buy no shares".
func label(g, after *mergers.Game, m game.Move) string {
	var l string
	switch {
	case g.Buying():
		l = "Buy no shares"
		if want := after.Bought(); len(want) > 0 {
			l = "Buy " + shareWords(g, want)
		}
		if after.Over() {
			l += ", and end the game"
		}
		return l
	case after.Last() == nil || g.Turn() == game.Chance:
		return g.MoveString(m) // a draw from the pile: chance's, not a player's
	}
	return placeLabel(g, after)
}

// placeLabel says the placement that made after from g: where, and what
// it does to the companies.
func placeLabel(g, after *mergers.Game) string {
	pl := after.Last()
	s := "Place " + pl.Pos.String()
	switch {
	case len(pl.Merges) > 0:
		into, _ := after.Group(pl.Merges[0].Into)
		s += fmt.Sprintf(" and merge %s into %s, growing it to %s", andList(pl.AbsorbedNames()), into.Name, plural(into.Size, "tile"))
		for k, mg := range pl.Merges {
			if k < len(pl.Payouts) {
				s += "; " + payLabel(mg, pl.Payouts[k][g.Mover()])
			}
		}
	case pl.Founded != 0:
		gr, _ := after.Group(pl.Founded)
		s += fmt.Sprintf(" and found %s with %s", after.GroupName(pl.Founded), plural(gr.Size, "tile"))
	case pl.Grew != 0:
		gr, _ := after.Group(pl.Grew)
		s += fmt.Sprintf(" and grow %s to %s", gr.Name, plural(gr.Size, "tile"))
	}
	if after.Over() {
		if isWinner(after, g.Mover()) {
			s += ", and win"
		} else {
			s += "; " + after.EndReason()
		}
	}
	return s
}

// payLabel says what a merger pays its absorbed company's holders, and
// the mover's part: "Beacon pays $300 a share, $600 to you".
func payLabel(mg mergers.Merge, mine int) string {
	s := fmt.Sprintf("%s pays %s a share", mg.Absorbed.Name, money(mergers.Value(mg.Absorbed.Size)))
	if mine > 0 {
		s += ", " + money(mine) + " to you"
	}
	return s
}
