// Package cli is Yote on the command line: its view in the terminal (parlor
// -text). It lives apart from the game's catalog entry (game/yote/entry) so
// that what plays the game's rules alone, the game server among them, links
// no terminal; package registry (the program's games) attaches it to the
// game.
package cli

import (
	"fmt"
	"io"
	"strconv"

	"parlor/game/term/view"
	"parlor/game/yote"
)

// yoteView plays Yote as the handout's program does: "p n" to place,
// "m a b" to move; after a jump it asks for the square of the opponent's
// piece to remove, and the next line is that number. The jump and its
// removal go to the match as one move, "m a b r".
type yoteView struct {
	m    view.Match
	jump *yote.Move // a jump waiting for its removal
}

// Terminal is Yote's view in the terminal (parlor -text) of a match.
func Terminal(m view.Match) view.View { return &yoteView{m: m} }

func (v *yoteView) game() *yote.Game { return v.m.State().(*yote.Game) }

func (v *yoteView) Start(w io.Writer) {
	fmt.Fprintln(w, "Yote: X moves first. p N places a piece from the reserve on square N; m A B moves from A to B; x exits.")
	v.Show(w)
}

func (v *yoteView) Play(line string, w io.Writer) bool {
	g := v.game()
	if v.jump != nil {
		n, err := strconv.Atoi(line)
		if err != nil {
			fmt.Fprintf(w, "error: %q is not a square number: type the square of the %s piece to remove\n", line, g.Mover().Other())
			v.Ask(w)
			return false
		}
		m := *v.jump
		m.Remove = n
		if err := v.apply(m); err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
			v.Ask(w)
			return false
		}
		v.jump = nil
		v.Show(w)
		return true
	}
	m, err := yote.ParseMove(line)
	if err == nil && m.Kind == yote.Slide {
		var k yote.Kind
		k, err = g.Step(m.From, m.To)
		if err == nil && k == yote.Jump && len(g.Removable(m.From, m.To)) > 0 {
			m.Kind = yote.Jump
			v.jump = &m
			v.Ask(w)
			return false
		}
	}
	if err == nil {
		err = v.apply(m)
	}
	if err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return false
	}
	v.Show(w)
	return true
}

// apply checks m with the engine, as the handout's program words its
// refusals, and plays it through the match as the move it is (a slide or
// a jump).
func (v *yoteView) apply(m yote.Move) error {
	g := v.game()
	if err := g.Check(m); err != nil {
		return err
	}
	if m.Kind != yote.Place {
		m.Kind, _ = g.Step(m.From, m.To)
	}
	return v.m.Play(m.Encode())
}

// cancel drops a jump waiting for its removal.
func (v *yoteView) Cancel() bool {
	had := v.jump != nil
	v.jump = nil
	return had
}

// ask prompts for the piece a jump removes, if one is waiting.
func (v *yoteView) Ask(w io.Writer) {
	if v.jump == nil {
		return
	}
	g := v.game()
	fmt.Fprintf(w, "%s jumps from %d to %d and captures. Enter the square of another %s piece to remove:\n",
		g.Mover(), v.jump.From, v.jump.To, g.Mover().Other())
}

// show prints the board and the next prompt, or the end.
func (v *yoteView) Show(w io.Writer) {
	g := v.game()
	fmt.Fprint(w, g.String())
	if g.Over() {
		fmt.Fprintln(w, g.Result())
		return
	}
	fmt.Fprintf(w, "%d. Enter move for %s:\n", g.MoveNumber()+1, g.Mover())
}

// quit says who has more pieces, on the board and in reserve.
func (v *yoteView) Quit(w io.Writer) {
	g := v.game()
	x, o := g.Total(yote.X), g.Total(yote.O)
	switch {
	case x > o:
		fmt.Fprintf(w, "X has more pieces: %d to %d, on the board and in reserve\n", x, o)
	case o > x:
		fmt.Fprintf(w, "O has more pieces: %d to %d, on the board and in reserve\n", o, x)
	default:
		fmt.Fprintf(w, "X and O have the same number of pieces: %d each, on the board and in reserve\n", x)
	}
}
