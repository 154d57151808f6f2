package online

import (
	"fmt"
	"slices"
	"strings"

	"parlor/game/record"
)

// Event is one entry of a room's log — a move, an undo, a resignation or
// a draw agreed — as the store keeps it and as clients receive it.
type Event struct {
	// N numbers the room's events from 1.
	N int `json:"n"`
	// Kind is KindMove, KindUndo, KindResign or KindDraw.
	Kind string `json:"kind"`
	// Seat is who moved, asked for the undo, resigned or offered the draw.
	Seat int `json:"seat"`
	// Lines are a move's lines of the record: the decision, then the dice
	// or tiles it set off; none for the other kinds.
	Lines []string `json:"lines"`
	// Plies is the record's length after the event.
	Plies int `json:"plies"`
	// Over reports whether the game ended with this event. Stored; a
	// client reads it from Turn.
	Over bool `json:"-"`
	// Turn is the seat to move after the event, -1 once the game is over.
	// It is not stored: the room knows it by playing the event.
	Turn int `json:"turn"`
	// Clocks are, in a game with a clock, each seat's time left after the
	// event in milliseconds, the increment added: the seat to move's runs
	// from the event on. [] in a game without a clock.
	Clocks []int64 `json:"clocks"`
	// Grace is, in a real-time game, the milliseconds the seat to move
	// after the event has for its first move, FirstMove, if it has made
	// none (its clock does not run until it does); 0 otherwise. Not
	// stored: the room works it out as it keeps the event.
	Grace int64 `json:"grace"`
	// At is when the event was made (Unix milliseconds, the server's
	// wall clock), and Deadline when the seat to move after it runs out
	// of time (0 for none): stored, not sent.
	At       int64 `json:"-"`
	Deadline int64 `json:"-"`
}

// Event kinds.
const (
	KindMove = "move"
	KindUndo = "undo"
	// KindResign is a seat's person giving the game up: it ends there.
	KindResign = "resign"
	// KindDraw is a draw the players agreed to: the game ends there.
	KindDraw = "draw"
	// KindFlag is a seat's time run out: in a game of two it ends there,
	// lost (or drawn, if the other side can no longer win); in a larger
	// game the computer takes the seat, and it goes on.
	KindFlag = "flag"
	// KindAbort is a seat of a real-time game that made no first move in
	// time (FirstMove): the game ends there, no one winning or losing.
	KindAbort = "abort"
)

// Repeats reports whether e is seat's move text: the same move sent again
// after the server took it, to be answered with e and never played twice.
func (e Event) Repeats(seat int, text string) bool {
	return e.Kind == KindMove && e.Seat == seat && len(e.Lines) > 0 && e.Lines[0] == strings.TrimSpace(text)
}

// Game is a room's game as its events leave it: the match, and how the
// players ended it if they did. The room plays its stored events on one,
// and a client its mirror of the room (Apply).
type Game struct {
	Match *record.Match
	// Resigned is the seat that gave the game up, -1 if none; Drawn says
	// the players agreed to a draw.
	Resigned int
	Drawn    bool
	// Flagged is the seat whose time ran out in a game of two, ending it,
	// -1 if none; FlagDraw says the other side could no longer win then.
	Flagged  int
	FlagDraw bool
	// Aborted is the seat whose first move did not come in time, ending
	// the game with no result, -1 if none.
	Aborted int
}

// NewGame is the game of match m, which no one has ended.
func NewGame(m *record.Match) Game { return Game{Match: m, Resigned: -1, Flagged: -1, Aborted: -1} }

// Apply plays event e on the game, checked by the engine: a move's
// decision must be the seat's to play, and the dice or tiles after it the
// record's (a mirror takes them from the event; a match that draws its
// own must draw the same); an undo goes back to the end of a turn. Either
// way the record is then e.Plies long. A failed Apply leaves the game out
// of step: its error says how.
func (g *Game) Apply(e Event) error {
	switch e.Kind {
	case KindMove:
		if len(e.Lines) == 0 {
			return fmt.Errorf("a move without its line")
		}
		if p := g.Match.State().Turn(); int(p) != e.Seat {
			return fmt.Errorf("a move of seat %d where seat %d is to move", e.Seat+1, p+1)
		}
		before := g.Match.Plies()
		for i, line := range e.Lines {
			if i > 0 && !g.Match.IsMirror() {
				break // drawn by the match from its seed: compared below
			}
			if err := g.Match.Append(line); err != nil {
				return fmt.Errorf("%q: %w", line, err)
			}
		}
		if got := lines(g.Match, before); !slices.Equal(got, e.Lines) {
			return fmt.Errorf("played as %q, the event says %q", got, e.Lines)
		}
	case KindResign:
		g.Resigned = e.Seat
	case KindDraw:
		g.Drawn = true
	case KindFlag: // in a larger game the seat goes to the computer: nothing ends
		if s := g.Match.State(); s.Players() == 2 && e.Seat >= 0 && e.Seat < 2 {
			g.Flagged, g.FlagDraw = e.Seat, flagDraws(s, e.Seat)
		}
	case KindAbort:
		if e.Seat < 0 || e.Seat >= g.Match.State().Players() {
			return fmt.Errorf("an abort by seat %d, which the game does not have", e.Seat+1)
		}
		g.Aborted = e.Seat
	case KindUndo: // back to the plies the event says: who plays which seat may have changed since it was asked
		if err := g.undoTo(e.Plies); err != nil {
			return err
		}
	default:
		return fmt.Errorf("an event of an unknown kind %q", e.Kind)
	}
	if g.Match.Plies() != e.Plies {
		return fmt.Errorf("%d plies after it, the event says %d", g.Match.Plies(), e.Plies)
	}
	return nil
}

// undoTo takes the match's decisions back, with the chance they set off,
// until the record is plies long.
func (g *Game) undoTo(plies int) error {
	for g.Match.Plies() > plies {
		if err := g.Match.Undo(); err != nil {
			return err
		}
	}
	if g.Match.Plies() != plies {
		return fmt.Errorf("%d plies is not the end of a turn: the record is %d plies long", plies, g.Match.Plies())
	}
	return nil
}

// Over reports whether the game has ended: by its rules, a resignation
// or a draw agreed.
func (g *Game) Over() bool {
	return g.Resigned >= 0 || g.Drawn || g.Flagged >= 0 || g.Aborted >= 0 || g.Match.State().Over()
}

// Turn is the seat to move, -1 once the game is over: what welcomes and
// events say as turn.
func (g *Game) Turn() int {
	if g.Over() {
		return -1
	}
	return int(g.Match.State().Turn())
}

// Result says how the game ended, in words (ResultText), with the seats
// called by names; "" while it goes on.
func (g *Game) Result(names []string) string {
	if g.Aborted >= 0 && !g.Match.State().Over() {
		return AbortText(names, g.Aborted)
	}
	if g.Flagged >= 0 && !g.Match.State().Over() {
		return FlagText(names, g.Flagged, g.FlagDraw)
	}
	return ResultText(names, g.Match.State(), g.Resigned, g.Drawn)
}

// lines are m's record lines from ply from on.
func lines(m *record.Match, from int) []string {
	var ls []string
	for i := from; i < m.Plies(); i++ {
		_, t := m.Ply(i)
		ls = append(ls, t)
	}
	return ls
}
