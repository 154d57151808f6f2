// Package cli is Can't Stop on the command line: its view in the terminal
// (parlor -text). It lives apart from the game's catalog entry
// (game/cantstop/entry) so that what plays the game's rules alone, the game
// server among them, links no terminal; package registry (the program's
// games) attaches it to the game.
package cli

import (
	"fmt"
	"io"
	"strings"

	"parlor/game/cantstop"
	"parlor/game/term/view"
)

// cantStopView plays Can't Stop: r rolls (the match draws the dice), a
// number picks a choice, s stops.
type cantStopView struct {
	view.Plain
	m view.Match
}

// Terminal is Can't Stop's view in the terminal (parlor -text) of a match.
func Terminal(m view.Match) view.View { return &cantStopView{m: m} }

func (v *cantStopView) game() *cantstop.Game { return v.m.State().(*cantstop.Game) }

func (v *cantStopView) Start(w io.Writer) { v.Show(w) }

func (v *cantStopView) Play(line string, w io.Writer) bool {
	mv, err := v.game().ParseMove(line)
	if err == nil {
		err = v.m.Play(mv)
	}
	if err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return false
	}
	g := v.game()
	ev := g.Last()
	if mv == cantstop.Roll {
		fmt.Fprintf(w, "dice: %d %d %d %d\n", ev.Dice[0], ev.Dice[1], ev.Dice[2], ev.Dice[3])
		if ev.Kind == "bust" {
			fmt.Fprintf(w, "bust: %s\n", ev)
			v.Show(w)
			return true
		}
		v.choices(w)
		return true
	}
	if ev.Kind == "stop" {
		fmt.Fprintln(w, ev)
	}
	v.Show(w)
	return true
}

// choices lists the choices for the dice and asks for one.
func (v *cantStopView) choices(w io.Writer) {
	g := v.game()
	for i, o := range g.Choices() {
		fmt.Fprintf(w, "%d: %s\n", i+1, o)
	}
	fmt.Fprintln(w, g.Prompt())
}

// show prints the board and what comes next; when a choice is to be
// made (after undo, or a loaded game), the dice and the choices.
func (v *cantStopView) Show(w io.Writer) {
	g := v.game()
	fmt.Fprint(w, g.String())
	var won []string
	for p := range g.Players() {
		won = append(won, fmt.Sprintf("%s %d", cantstop.Color(p), g.Won(cantstop.Color(p))))
	}
	fmt.Fprintf(w, "columns won: %s\n", strings.Join(won, ", "))
	if g.Choosing() {
		d := g.Dice()
		fmt.Fprintf(w, "dice: %d %d %d %d\n", d[0], d[1], d[2], d[3])
		v.choices(w)
		return
	}
	hint := ""
	switch {
	case g.Over():
	case g.CanStop():
		hint = " (r or s)"
	default:
		hint = " (r)"
	}
	fmt.Fprintln(w, g.Prompt()+hint)
}
