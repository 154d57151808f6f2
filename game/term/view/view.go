// Package view is what a game writes to be played in the terminal (parlor
// -text): a View that prints its board in the handout's form and reads its
// moves, one line at a time, playing them through a Match. Each game's view
// lives beside its code (game/kalah/cli: Terminal); package registry, at
// the program's top, gives them (Views) to package term, which runs the
// session around them. The catalog knows no view.
package view

import (
	"fmt"
	"io"

	"parlor/game"
	"parlor/game/catalog"
)

// Match is what a view plays through and reads from: a record.Match, which
// checks every move with the engine and records it.
type Match interface {
	// State is the current position; never play on it.
	State() game.State
	// Play checks a move with the engine and plays it.
	Play(m game.Move) error
	// PlayText reads a move in the game's notation and plays it.
	PlayText(s string) error
	// Plies is the number of moves in the record, chance outcomes included.
	Plies() int
	// At is the position after the first i moves of the record.
	At(i int) game.State
}

// View prints one game in the terminal and reads its moves. It plays
// through the match and reads what each move did from the match's state.
type View interface {
	// Start writes what is shown before the first move (or after -load):
	// the board and what comes next.
	Start(w io.Writer)
	// Show writes the board and what comes next, as after a move: after
	// undo and redo.
	Show(w io.Writer)
	// Play plays one line of input (never blank, never a command), writing
	// the result or an "error: " line. It reports whether the match moved.
	Play(line string, w io.Writer) bool
	// Cancel drops a move half entered (Yote's jump waiting for the piece
	// it removes) and reports whether there was one.
	Cancel() bool
	// Ask asks again for the rest of a move half entered, if there is one.
	Ask(w io.Writer)
	// Quit writes what is said when the player types "x".
	Quit(w io.Writer)
}

// Plain gives a view the methods of a game whose every line is a whole
// move and that says nothing on quitting.
type Plain struct{}

// Cancel has no half-entered move to drop.
func (Plain) Cancel() bool { return false }

// Ask has nothing to ask.
func (Plain) Ask(io.Writer) {}

// Quit says nothing.
func (Plain) Quit(io.Writer) {}

// Moves is the view of a game whose every line is one move in its
// notation: the board and a status line are printed at the start and after
// every move.
type Moves struct {
	Plain
	// M is the match played.
	M Match
	// Status says whose turn it is, or how the game ended.
	Status func(game.State) string
}

// Start prints the board and the status.
func (v *Moves) Start(w io.Writer) { v.Show(w) }

// Play plays the line as a move, or writes why it cannot be played.
func (v *Moves) Play(line string, w io.Writer) bool {
	if err := v.M.PlayText(line); err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return false
	}
	v.Show(w)
	return true
}

// Show prints the board and the status.
func (v *Moves) Show(w io.Writer) {
	s := v.M.State()
	fmt.Fprint(w, s.String())
	fmt.Fprintln(w, v.Status(s))
}

// Views are the games' views in the terminal, each keyed by the game's
// catalog entry. The program's top (package registry) gives them to the
// terminal, which lists no game: what plays a game's rules alone (a
// record, the game server) so links no view.
type Views map[*catalog.Game]func(Match) View

// New makes game g's view of match m; a game with no view is an error.
func (vs Views) New(g *catalog.Game, m Match) (View, error) {
	v, ok := vs[g]
	if !ok {
		return nil, fmt.Errorf("%s cannot be played in the terminal", g.Title)
	}
	return v(m), nil
}
