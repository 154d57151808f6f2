// Package catalog describes each of Parlor's games once: its id and title,
// its options as data, how to start it, the names of its seats, its rules
// text, and the words its move log uses. The menu, the settings panel, the
// terminal's flags, game records and share links all read it.
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
	// Min and Max bound a number.
	Min, Max int
	// Default is the value a new player starts with.
	Default string
	// Hidden options are left off the settings panel; records, links and
	// the terminal still carry them.
	Hidden bool
}

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

// Game describes one game.
type Game struct {
	// ID names the game in records, links and the terminal: "kalah".
	ID string
	// Title is the game's name for people: "Kalah".
	Title string
	// Blurb is a line or two for the menu.
	Blurb string
	// Params are the game's options, in the order the canonical text gives
	// them.
	Params []Param
	// Rules is the full rules text (see the engines' rules.md).
	Rules string

	levels   []Level // Easy, Medium, Hard (the random player comes first)
	analyst  func(o Options) ai.Analyst
	start    func(o Options) (game.State, error)
	seats    func(o Options) []string
	describe func(before game.State, m game.Move, after game.State) string
	heading  func(o Options) string
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

func (g *Game) index(name string) int {
	for i, p := range g.Params {
		if p.Name == name {
			return i
		}
	}
	return -1
}

// Describe says in a few plain words what move m did, given the position
// before it and the position after it and any chance events it set off:
// "South sows S3, captures 5".
func (g *Game) Describe(before game.State, m game.Move, after game.State) string {
	return g.describe(before, m, after)
}

// Games lists every game, in the menu's order.
func Games() []*Game {
	return []*Game{connectFour, kalahGame, yoteGame, cantStopGame, mergersGame}
}

// Lookup finds a game by its id.
func Lookup(id string) (*Game, bool) {
	for _, g := range Games() {
		if g.ID == id {
			return g, true
		}
	}
	return nil, false
}

// IDs lists the games' ids, for messages: "connectfour, kalah, …".
func IDs() string {
	var ids []string
	for _, g := range Games() {
		ids = append(ids, g.ID)
	}
	return strings.Join(ids, ", ")
}
