// Package catalog is the form in which each of Parlor's games describes
// itself once: its id and title, its options as data, how to start it, the
// names of its seats, its rules text, the words its move log uses and its
// computer levels. The games write their entries beside their own code
// (game/kalah/entry) and package games lists them in a Catalog; the menu,
// the settings panel, the terminal's flags, the arena, game records and
// share links all read them. The package knows no game itself, nor its
// front ends: package registry, at the program's top, gives each game's
// board, terminal view and solver beside its entry.
package catalog

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game"
	"parlor/game/ai"
)

// Param is one option of a game, described as data.
type Param struct {
	// Name is the option's name in the canonical text ("houses=6") and the
	// terminal's flag (-houses 6).
	Name string
	// Label is the settings panel's title for it.
	Label string
	// Help says in one line what it means.
	Help string
	// Choices are the allowed values of an option picked from a list; nil
	// for a number.
	Choices []string
	// Labels, if set, are how the settings show each of Choices ("4 × 5"
	// for 4); unset, a choice is shown capitalised.
	Labels []string
	// Min and Max bound a number.
	Min, Max int
	// Default is the value a new player starts with.
	Default string
	// Hidden options are left off the settings panel; records, links and
	// the terminal still carry them.
	Hidden bool
	// Role says what the option is to code that is not the game's own (the
	// settings, the seats, the terminal): the number of players, the seat
	// that moves first. Most options are the game's own (Setting).
	Role Role
}

// Role is what an option is to code that is not the game's own, which
// finds an option by its role (Game.ParamFor), never by its name.
type Role uint8

const (
	// Setting is an option only the game reads: Kalah's houses.
	Setting Role = iota
	// PlayerCount is the number of players: a choice or a number, the
	// game's seats as many.
	PlayerCount
	// FirstSeat is the seat that moves first, counted from 1: the
	// settings show its choices by the seats' names.
	FirstSeat
	// Variant is an option whose values are games apart for ratings
	// (Connect Four's rules, Mergers' mode): each value is rated on its
	// own (Options.Family).
	Variant
)

// Check says why v is not an allowed value, or returns nil.
func (p Param) Check(v string) error {
	if p.Choices != nil {
		for _, c := range p.Choices {
			if c == v {
				return nil
			}
		}
		return fmt.Errorf("%s must be %s, not %q", p.Name, orList(p.Choices), v)
	}
	n, err := strconv.Atoi(v)
	if err != nil || strconv.Itoa(n) != v {
		return fmt.Errorf("%s must be a number from %d to %d, not %q", p.Name, p.Min, p.Max, v)
	}
	if n < p.Min || n > p.Max {
		return fmt.Errorf("%s must be from %d to %d, not %d", p.Name, p.Min, p.Max, n)
	}
	return nil
}

// orList writes "a, b or c".
func orList(s []string) string {
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " or " + s[len(s)-1]
}

// Game describes one game: everything Parlor's layers need to know of it
// beside its engine. Each game's entry is written once, beside its own code
// (game/kalah/entry), and listed once (package games); the menu, the
// settings, the terminal, the arena, records and links all find it there.
type Game struct {
	// ID names the game in records, links and the terminal: "kalah".
	ID string
	// Title is the game's name for people: "Kalah".
	Title string
	// Blurb is a line or two for the menu.
	Blurb string
	// Draws says whether a game can end in a draw: online, the players
	// may then agree to one.
	Draws bool
	// Params are the game's options, in the order the canonical text gives
	// them.
	Params []Param
	// Rules is the full rules text (see the engines' rules.md).
	Rules string

	// Computer lists the computer's levels, weakest first (Levels puts the
	// random player in front of them).
	Computer []Level
	// Analyst makes the analysis of a game with options o: the value of
	// every legal move.
	Analyst func(o Options) ai.Analyst
	// Review, if set, makes the analysis the review uses instead of
	// Analyst's: one whose values depend on the position alone, the same
	// on every machine and in the page (Analyst's may lean on what the
	// page has fetched so far, as Connect Four's opening book).
	Review func(o Options) ai.Analyst
	// Start starts a game with options o; options that are each allowed
	// may still not go together, and Start says so.
	Start func(o Options) (game.State, error)
	// Seats names the seats of a game with options o, in turn order.
	Seats func(o Options) []string
	// Describe says in a few plain words what move m did, given the
	// position before it and the position after it and any chance events
	// it set off: "South sows S3, captures 5".
	Describe func(before game.State, m game.Move, after game.State) string
	// Label, if set, is the words of move m's button for a screen reader,
	// as a thing to do, in position s: "Take 4 and 11", "Buy 2 Atlas
	// shares at $300 each". Unset, Describe's words are the label, less
	// the mover's name.
	Label func(s game.State, m game.Move) string
	// Tell says the position in words, for a screen reader: a few short
	// sentences, one a line of the result, each a part of the board (a
	// column, a side, a player's pieces). The page shows them beside the
	// canvas, where the terminal's board print would read badly aloud.
	// TellOf makes one of a function of the game's own position type.
	Tell func(s game.State) []string
	// Heading, if set, is the game's title with what sets a game with
	// options o apart from the default: "Kalah (6, 4)". Unset, the title.
	Heading func(o Options) string
	// Solitaire, if set, is how one computer player plays the game alone
	// (parlor -arena -solitaire).
	Solitaire *Solitaire
}

// TellOf is a Tell of tell, which says a position of the game's own
// type G (its engine's *Game): each position Tell is given is one.
func TellOf[G game.State](tell func(g G) []string) func(s game.State) []string {
	return func(s game.State) []string { return tell(s.(G)) }
}

// LabelAfter is a Label of label, which says move m from the positions
// before and after it, of the game's own type G: what the engine does
// with the move on a copy. A move the engine refuses is labelled in the
// game's notation.
func LabelAfter[G game.State](label func(before, after G, m game.Move) string) func(s game.State, m game.Move) string {
	return func(s game.State, m game.Move) string {
		after := s.Clone()
		if after.Play(m) != nil {
			return s.MoveString(m)
		}
		return label(s.(G), after.(G), m)
	}
}

// Loader reads the record in file and returns the position it reaches,
// with its options.
type Loader func(file string) (game.State, Options, error)

// Solitaire is a game one computer player plays alone, for a yardstick of
// its strength: how many turns it takes to reach Goal.
type Solitaire struct {
	// Goal says what the player is after: "win three columns".
	Goal string
	// Play plays game i of a run seeded by seed with bot b alone and
	// returns the turns it took; a game still going after maxPlies (moves
	// and chance events) is an error.
	Play func(b ai.Bot, seed uint64, i, maxPlies int) (turns int, err error)
}

// Defaults are the game's options with every value at its default.
func (g *Game) Defaults() Options {
	o := Options{game: g, values: make([]string, len(g.Params))}
	for i, p := range g.Params {
		o.values[i] = p.Default
	}
	return o
}

// Param is the option named name; ok is false if the game has none.
func (g *Game) Param(name string) (p Param, ok bool) {
	i := g.index(name)
	if i < 0 {
		return Param{}, false
	}
	return g.Params[i], true
}

// ParamFor is the option with role r; ok is false if the game has none.
// A game has one option of a role at most (Setting aside).
func (g *Game) ParamFor(r Role) (p Param, ok bool) {
	for _, p := range g.Params {
		if p.Role == r {
			return p, true
		}
	}
	return Param{}, false
}

func (g *Game) index(name string) int {
	for i, p := range g.Params {
		if p.Name == name {
			return i
		}
	}
	return -1
}
