// Package cli is Mergers on the command line: its view in the terminal
// (parlor -text). It lives apart from the game's catalog entry
// (game/mergers/entry) so that what plays the game's rules alone, the game
// server among them, links no terminal; package registry (the program's
// games) attaches it to the game.
package cli

import (
	"fmt"
	"io"
	"strings"

	"parlor/game/mergers"
	"parlor/game/term/view"
)

// mergersView plays Mergers in the terminal: a position to place; in the advanced game a
// buy line after every placement ("buy A 2, C 1", or "buy" for none). The
// match draws the tiles.
type mergersView struct {
	view.Plain
	m view.Match
}

// Terminal is Mergers' view in the terminal (parlor -text) of a match.
func Terminal(m view.Match) view.View { return &mergersView{m: m} }

// printer is the printer of the current position.
func (v *mergersView) printer() *mergersSession {
	return &mergersSession{g: v.m.State().(*mergers.Game)}
}

func (v *mergersView) Start(w io.Writer) { v.Show(w) }

func (v *mergersView) Show(w io.Writer) {
	s := v.printer()
	fmt.Fprint(w, s.g.String())
	s.prompt(w)
}

func (v *mergersView) Play(line string, w io.Writer) bool {
	before := v.m.State().(*mergers.Game)
	buying := before.Buying()
	ply := v.m.Plies()
	if err := v.m.PlayText(line); err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return false
	}
	s := v.printer()
	if !buying {
		s.placed(w)
		return true
	}
	// The buy as it stood before the tiles were drawn after it.
	bought := v.m.At(ply + 1).(*mergers.Game)
	if b := bought.Bought(); len(b) > 0 {
		fmt.Fprintf(w, "player %d bought %s\n", (bought.Mover()+bought.Players()-1)%bought.Players()+1, strings.TrimPrefix(bought.MoveString(mergers.BuyMove(b)), "buy "))
	}
	g := s.g
	for _, d := range g.Draws() {
		if d.Discarded {
			fmt.Fprintf(w, "discarded %s: it cannot be placed\n", d.Pos)
		} else {
			fmt.Fprintf(w, "drew %s\n", d.Pos)
		}
	}
	if g.Over() {
		fmt.Fprint(w, g.String())
	}
	s.prompt(w)
	return true
}

// mergersSession prints a Mergers position.
type mergersSession struct {
	g *mergers.Game
}

// placed reports a placement: mergers and payouts, the board, and what next.
func (s *mergersSession) placed(w io.Writer) {
	g := s.g
	pl := g.Last()
	for k, mg := range pl.Merges {
		into, _ := g.Group(mg.Into)
		fmt.Fprintf(w, "%c (%s, %d tiles) merges into %c (%s)", mg.Absorbed.Symbol, mg.Absorbed.Name, mg.Absorbed.Size, mg.Into, into.Name)
		if g.Options().Mode == mergers.Advanced {
			var paid []string
			for i, amount := range pl.Payouts[k] {
				if amount > 0 {
					paid = append(paid, fmt.Sprintf("player %d $%d", i+1, amount))
				}
			}
			if len(paid) == 0 {
				paid = []string{"nobody held shares"}
			}
			fmt.Fprintf(w, ": $%d a share; paid %s", mergers.Value(mg.Absorbed.Size), strings.Join(paid, ", "))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, g.String())
	s.prompt(w)
}

// prompt says what comes next, or how the game ended.
func (s *mergersSession) prompt(w io.Writer) {
	g := s.g
	switch {
	case g.Over():
		fmt.Fprintln(w, s.result())
	case g.Buying():
		fmt.Fprintf(w, "player %d: buy up to %d shares (like buy A 2, C 1), or buy for none\n", g.Mover()+1, mergers.MaxBuy)
	case g.Options().Mode == mergers.Advanced:
		fmt.Fprintf(w, "player %d: place one of %s\n", g.Mover()+1, offered(g))
	default:
		fmt.Fprintf(w, "player %d: place a tile (like C3)\n", g.Mover()+1)
	}
}

// offered lists the offered positions that can be placed.
func offered(g *mergers.Game) string {
	var ps []string
	for _, p := range g.Offered() {
		if g.Check(p) == nil {
			ps = append(ps, p.String())
		}
	}
	return strings.Join(ps, " ")
}

// result says who won and why.
func (s *mergersSession) result() string {
	g := s.g
	var ws []string
	for _, i := range g.Winners() {
		ws = append(ws, fmt.Sprintf("player %d", i+1))
	}
	who := strings.Join(ws, " and ")
	if len(ws) == 1 {
		who += " wins"
	} else {
		who += " tie"
	}
	if g.Options().Mode == mergers.Simple {
		return fmt.Sprintf("%s: %s", who, g.EndReason())
	}
	var money []string
	for i := range g.Players() {
		money = append(money, fmt.Sprintf("player %d $%d", i+1, g.Player(i).Cash))
	}
	return fmt.Sprintf("the game is over: %s; everyone sold her shares: %s; %s", g.EndReason(), strings.Join(money, ", "), who)
}
