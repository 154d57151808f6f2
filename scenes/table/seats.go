package table

import (
	"strconv"
	"strings"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/scenes/prefs"
)

// DefaultSeat is who plays seat i for a first-time visitor: a person in
// the first seat and the computer at Medium in every other.
func DefaultSeat(i int) string {
	if i == 0 {
		return catalog.Person
	}
	return "medium"
}

// mostSeats is the most seats game g can have: its largest player count,
// or the seats of its defaults when the count is not an option.
func mostSeats(g *catalog.Game) int {
	n := len(g.Defaults().Seats())
	if p, ok := g.ParamFor(catalog.PlayerCount); ok {
		n = max(n, p.Max)
		for _, c := range p.Choices {
			if k, err := strconv.Atoi(c); err == nil {
				n = max(n, k)
			}
		}
	}
	return n
}

// seatWord reports whether w names who may play a seat: a person or a
// level offered in the settings.
func seatWord(g *catalog.Game, w string) bool {
	if w == catalog.Person || w == Invite {
		return true
	}
	l, ok := g.Level(w)
	return ok && !l.Hidden && l.Name == w
}

// ParseSeats reads the stored seats of game g. A missing or broken value
// gives the defaults; missing words at the end are filled with theirs.
func ParseSeats(g *catalog.Game, stored string) []string {
	words := strings.Fields(stored)
	n := mostSeats(g)
	seats := make([]string, max(n, len(words)))
	for i := range seats {
		seats[i] = DefaultSeat(i)
	}
	for _, w := range words {
		if !seatWord(g, w) {
			return seats
		}
	}
	copy(seats, words)
	return seats
}

// loadSeats reads the seats of game g from the host.
func (t *Screen) loadSeats(g *catalog.Game) {
	t.computer.seats = ParseSeats(g, t.host.Load(prefs.SeatsKey(g.ID)))
}

// setSeat makes seat i played by who (catalog.Person, Invite or a level's name),
// at once: the game goes on, and the computer's thinking starts afresh.
func (t *Screen) setSeat(i int, who string) {
	if i < 0 || i >= len(t.computer.seats) || t.computer.seats[i] == who {
		return
	}
	t.computer.seats[i] = who
	t.keep(prefs.SeatsKey(t.match.Options().Game().ID), strings.Join(t.computer.seats, " "), "your choice of players")
	t.cancel()
	t.stopThinking()
	t.clearHint()
}

// allPeople makes every seat a person's: pass and play.
func (t *Screen) allPeople() {
	for i := range t.computer.seats {
		t.setSeat(i, catalog.Person)
	}
}

// seatLevel is the level of the computer playing seat p; ok is false for
// a person's seat.
func (t *Screen) seatLevel(p game.Player) (l catalog.Level, ok bool) { return t.drv.level(t, p) }

// computerToMove reports whether the computer plays the seat to move.
func (t *Screen) computerToMove() bool {
	s := t.match.State()
	if s.Over() {
		return false
	}
	_, ok := t.seatLevel(s.Turn())
	return ok
}

// personToMove reports whether a person plays the seat to move.
func (t *Screen) personToMove() bool { return t.drv.personToMove(t) }

// isPerson reports whether seat word w is a person's: at this screen, or
// invited (who plays here until the game goes online).
func isPerson(w string) bool { return w == catalog.Person || w == Invite }

// people reports which seats of the match a person plays.
func (t *Screen) people() []bool { return t.drv.people(t) }

// seatsText is who plays each seat of the pending game, for State.
func (t *Screen) seatsText() string {
	n := min(len(t.pending.Seats()), len(t.computer.seats))
	return strings.Join(t.computer.seats[:n], " ")
}
