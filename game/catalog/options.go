package catalog

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"parlor/game"
)

// Options are a game and a value for each of its options. The zero value is
// no game at all; start from Game.Defaults or Catalog.Parse. Options are values:
// With returns a changed copy.
type Options struct {
	game   *Game
	values []string
}

// Game is the game the options are for.
func (o Options) Game() *Game { return o.game }

// Get is the value of the option named name, or "" if there is none.
func (o Options) Get(name string) string {
	if o.game == nil {
		return ""
	}
	if i := o.game.index(name); i >= 0 {
		return o.values[i]
	}
	return ""
}

// Int is the value of a number option (0 if it is not one).
func (o Options) Int(name string) int {
	n, _ := strconv.Atoi(o.Get(name))
	return n
}

// With returns the options with name set to value, or an error that says
// why value is not allowed.
func (o Options) With(name, value string) (Options, error) {
	if o.game == nil {
		return o, fmt.Errorf("no game chosen")
	}
	i := o.game.index(name)
	if i < 0 {
		return o, fmt.Errorf("%s has no option %q", o.game.Title, name)
	}
	if err := o.game.Params[i].Check(value); err != nil {
		return o, err
	}
	n := Options{game: o.game, values: slices.Clone(o.values)}
	n.values[i] = value
	return n, nil
}

// String is the canonical text: the game's id, then name=value for every
// option in order: "kalah houses=6 seeds=4". Catalog.Parse reads it back
// exactly.
func (o Options) String() string {
	if o.game == nil {
		return ""
	}
	var b strings.Builder
	b.WriteString(o.game.ID)
	for i, p := range o.game.Params {
		fmt.Fprintf(&b, " %s=%s", p.Name, o.values[i])
	}
	return b.String()
}

// Equal reports whether o and p are the same game with the same options.
func (o Options) Equal(p Options) bool {
	return o.game == p.game && slices.Equal(o.values, p.values)
}

// New starts a game with these options. Options that are each allowed may
// still not go together (the advanced Mergers game needs three players):
// New says so.
func (o Options) New() (game.State, error) {
	if o.game == nil {
		return nil, fmt.Errorf("no game chosen")
	}
	return o.game.Start(o)
}

// Seats names the seats in order: "Red", "Yellow"; "South", "North".
func (o Options) Seats() []string { return o.game.Seats(o) }

// Heading is the game's title with what sets this game apart from the
// default: "Connect Four – Classic", "Kalah (6, 4)".
func (o Options) Heading() string {
	if o.game.Heading == nil {
		return o.game.Title
	}
	return o.game.Heading(o)
}

// VariantHeading is a Heading for a game that its Variant option alone
// sets apart: the title, and when that option is not at its default,
// " – " and its value with a capital: "Connect Four – Classic".
func VariantHeading(o Options) string {
	p, ok := o.game.ParamFor(Variant)
	if !ok || o.Get(p.Name) == p.Default {
		return o.game.Title
	}
	v := o.Get(p.Name)
	return o.game.Title + " – " + strings.ToUpper(v[:1]) + v[1:]
}

// Catalog is a list of games: the ones a program plays, and so the ones
// the text of its records, links and rooms may name ("kalah houses=4").
// The packages that read such texts (record, online) are given one; the
// program's own (package games) is put together at the top, so that a
// reader of records links no bot, solver or terminal view.
type Catalog []*Game

// Parse reads options in the canonical text, "kalah houses=6 seeds=4", for
// one of the games. An option left out takes its default; an unknown game
// or option, a value given twice or not allowed, is an error that says
// which.
func (c Catalog) Parse(s string) (Options, error) {
	f := strings.Fields(s)
	if len(f) == 0 {
		return Options{}, fmt.Errorf("no game named: choose one of %s", c.IDs())
	}
	g, err := c.Lookup(f[0])
	if err != nil {
		return Options{}, err
	}
	o := g.Defaults()
	seen := map[string]bool{}
	for _, kv := range f[1:] {
		name, value, ok := strings.Cut(kv, "=")
		if !ok {
			return Options{}, fmt.Errorf("%q is not an option: write name=value, like %s=%s", kv, g.Params[0].Name, g.Params[0].Default)
		}
		if seen[name] {
			return Options{}, fmt.Errorf("option %s is given twice", name)
		}
		seen[name] = true
		var err error
		if o, err = o.With(name, value); err != nil {
			return Options{}, err
		}
	}
	return o, nil
}

// Lookup finds the game with id, in any case; an unknown id is an error
// that names the games there are.
func (c Catalog) Lookup(id string) (*Game, error) {
	for _, g := range c {
		if strings.EqualFold(g.ID, id) {
			return g, nil
		}
	}
	return nil, fmt.Errorf("unknown game %q: choose one of %s", id, c.IDs())
}

// IDs lists the games' ids, for messages: "connectfour, kalah, …".
func (c Catalog) IDs() string {
	ids := make([]string, len(c))
	for i, g := range c {
		ids[i] = g.ID
	}
	return strings.Join(ids, ", ")
}

// Variants are option sets that between them try every value of every
// choice option (all their combinations) and both ends of every number
// option's range, the other options at their defaults; sets whose options
// do not go together are left out. Cross-game checks play them, so a game
// is checked in all its forms by being listed.
func (g *Game) Variants() []Options {
	vs := []Options{g.Defaults()}
	for _, p := range g.Params {
		if p.Choices == nil {
			continue
		}
		var next []Options
		for _, o := range vs {
			for _, c := range p.Choices {
				n, _ := o.With(p.Name, c)
				next = append(next, n)
			}
		}
		vs = next
	}
	for _, p := range g.Params {
		if p.Choices != nil {
			continue
		}
		for _, v := range []int{p.Min, p.Max} {
			if n, err := g.Defaults().With(p.Name, strconv.Itoa(v)); err == nil {
				vs = append(vs, n)
			}
		}
	}
	return slices.DeleteFunc(vs, func(o Options) bool {
		_, err := o.New()
		return err != nil
	})
}

// Family names the pool of ratings games of these options are rated in:
// the game's id, and the value of its Variant option if it has one
// ("connectfour-classic", "mergers-advanced", "kalah"). Every other
// option (a board's size, who moves first, the number of players) rates
// together: a player's strength at a game carries across them.
func (o Options) Family() string {
	if o.game == nil {
		return ""
	}
	if p, ok := o.game.ParamFor(Variant); ok {
		return o.game.ID + "-" + o.Get(p.Name)
	}
	return o.game.ID
}

// Families are the families of ratings of the catalog's games, in the
// catalog's order: each game's id, or one for each value of its Variant
// option ("connectfour-growing", "connectfour-classic").
func (c Catalog) Families() []string {
	var fs []string
	for _, g := range c {
		p, ok := g.ParamFor(Variant)
		if !ok {
			fs = append(fs, g.ID)
			continue
		}
		for _, v := range p.Choices {
			fs = append(fs, g.ID+"-"+v)
		}
	}
	return fs
}
