package record

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"parlor/game"
	"parlor/game/catalog"
)

// A record's text is a short header of tags, in the spirit of chess's PGN,
// then one move per line in the game's own notation (the terminal's),
// chance outcomes included:
//
//	[Game "kalah houses=6 seeds=4"]
//	[Seed "1234"]
//
//	S3
//	N2
//
// Blank lines and lines starting with ";" are ignored; so are tags other
// than Game and Seed (Tags reads them all). Every chance outcome must be
// the one the seed draws at that point of the record. A mirror's record
// says [Seed "secret"]: its chance outcomes are taken as written.

// Tag is one tag of a record's header: [Name "Value"].
type Tag struct {
	Name, Value string
}

// Text writes the record; a mirror's says [Seed "secret"].
func (m *Match) Text() string { return m.TextWith() }

// TextWith writes the record with more tags in its header, after Game and
// Seed, in the order given: a game's result, say, for a record that ends
// a game online. Load reads such a text as it reads Text's; Tags reads
// the tags back. A tag whose name is not a word of letters and digits, or
// is Game or Seed, is left out, so that the text always loads.
func (m *Match) TextWith(tags ...Tag) string {
	var b strings.Builder
	seed := strconv.FormatUint(m.seed, 10)
	if m.mirror {
		seed = secretSeed
	}
	fmt.Fprintf(&b, "[Game %q]\n[Seed %q]\n", m.opts.String(), seed)
	for _, t := range tags {
		if tagName(t.Name) && t.Name != "Game" && t.Name != "Seed" {
			fmt.Fprintf(&b, "[%s %q]\n", t.Name, t.Value)
		}
	}
	b.WriteByte('\n')
	for _, t := range m.texts {
		b.WriteString(t)
		b.WriteByte('\n')
	}
	return b.String()
}

// tagName reports whether name is a word of ASCII letters and digits.
func tagName(name string) bool {
	if name == "" {
		return false
	}
	for _, r := range name {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || '0' <= r && r <= '9') {
			return false
		}
	}
	return true
}

// Tags reads the tags of a record's header, in order, Game and Seed
// included, up to its first move; the moves are not read. A tag that is
// malformed is refused with a *LineError, as Load refuses it.
func Tags(text string) ([]Tag, error) {
	if len(text) > MaxText {
		return nil, fmt.Errorf("the record is too long: %d bytes, at most %d", len(text), MaxText)
	}
	var tags []Tag
	for i, raw := range strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n") {
		line := strings.TrimSpace(raw)
		switch {
		case line == "" || strings.HasPrefix(line, ";"):
			continue
		case !strings.HasPrefix(line, "["):
			return tags, nil
		}
		name, value, err := parseTag(line)
		if err != nil {
			return nil, &LineError{i + 1, err}
		}
		tags = append(tags, Tag{name, value})
	}
	return tags, nil
}

// MaxText is the longest record Load reads, in bytes.
const MaxText = 1 << 20

// LineError is a record refused at one of its lines.
type LineError struct {
	Line int // from 1
	Err  error
}

func (e *LineError) Error() string { return fmt.Sprintf("line %d: %v", e.Line, e.Err) }

func (e *LineError) Unwrap() error { return e.Err }

// Load reads a record of one of games and replays it, checking every move
// with the engine
// and every chance outcome (a roll of the dice, a tile drawn) against the
// one the record's seed draws there (with no Seed tag, the seed is 0). A
// record that is malformed, names a game not in games or an unknown
// option, holds a move
// that cannot be played or a die or a tile that is not its seed's is
// refused with an error naming the line and why: a *LineError. Chance
// events still due at its end are drawn from its seed.
//
// A record whose seed is "secret" — a mirror's, copied during a game
// online — loads as a mirror: its chance outcomes are taken as written,
// none is drawn at its end, and a move that would draw one is refused
// with ErrSecretSeed.
func Load(games catalog.Catalog, text string) (*Match, error) {
	if len(text) > MaxText {
		return nil, fmt.Errorf("the record is too long: %d bytes, at most %d", len(text), MaxText)
	}
	lines := strings.Split(strings.ReplaceAll(text, "\r\n", "\n"), "\n")
	var (
		gameTag, seedTag string
		gameLine         int
		haveSeed         bool
		m                *Match
	)
	for i, raw := range lines {
		n := i + 1
		line := strings.TrimSpace(raw)
		switch {
		case line == "" || strings.HasPrefix(line, ";"):
			continue
		case strings.HasPrefix(line, "["):
			if m != nil {
				return nil, &LineError{n, fmt.Errorf("a tag after the first move")}
			}
			name, value, err := parseTag(line)
			if err != nil {
				return nil, &LineError{n, err}
			}
			switch name {
			case "Game":
				if gameTag != "" {
					return nil, &LineError{n, fmt.Errorf("a second Game tag")}
				}
				gameTag, gameLine = value, n
			case "Seed":
				if haveSeed {
					return nil, &LineError{n, fmt.Errorf("a second Seed tag")}
				}
				seedTag, haveSeed = value, true
			}
			continue
		}
		if m == nil {
			var err error
			if m, err = start(games, gameTag, gameLine, seedTag, haveSeed, n); err != nil {
				return nil, err
			}
		}
		if err := m.replay(line); err != nil {
			return nil, &LineError{n, err}
		}
	}
	if m == nil {
		var err error
		if m, err = start(games, gameTag, gameLine, seedTag, haveSeed, len(lines)); err != nil {
			return nil, err
		}
	}
	if err := m.resolve(); err != nil {
		return nil, err
	}
	return m, nil
}

// start begins the match a record's header describes, before its first
// move (at line n).
func start(games catalog.Catalog, gameTag string, gameLine int, seedTag string, haveSeed bool, n int) (*Match, error) {
	if gameTag == "" {
		return nil, &LineError{n, fmt.Errorf(`the record does not say which game it is: it needs a tag like [Game "kalah houses=6 seeds=4"] before the moves`)}
	}
	o, err := games.Parse(gameTag)
	if err != nil {
		return nil, &LineError{gameLine, err}
	}
	var seed uint64
	mirror := haveSeed && seedTag == secretSeed
	if haveSeed && !mirror {
		if seed, err = strconv.ParseUint(seedTag, 10, 64); err != nil {
			return nil, &LineError{n, fmt.Errorf("the seed %q is not a whole number", seedTag)}
		}
	}
	s, err := o.New()
	if err != nil {
		return nil, &LineError{gameLine, err}
	}
	return &Match{opts: o, seed: seed, states: []game.State{s}, mirror: mirror}, nil
}

// replay plays one recorded move, a player's or a chance outcome, as it
// is. Where a chance event is due, on a match that draws its own chance,
// the move must be the outcome the seed draws there.
func (m *Match) replay(text string) error {
	cur := m.State()
	if cur.Over() {
		return fmt.Errorf("%q comes after the end of the game", text)
	}
	if cur.Turn() == game.Chance && !m.mirror {
		want, err := m.draw()
		if err != nil {
			return err
		}
		if got, err := cur.ParseMove(text); err != nil || cur.MoveString(got) != cur.MoveString(want) {
			return fmt.Errorf("the seed %d draws %q here, the record says %q", m.seed, cur.MoveString(want), text)
		}
		if err := m.push(want); err != nil {
			return fmt.Errorf("%s: %w", text, err)
		}
		return nil
	}
	mv, err := cur.ParseMove(text)
	if err != nil {
		return err
	}
	if err := m.push(mv); err != nil {
		return fmt.Errorf("%s: %w", text, err)
	}
	return nil
}

// parseTag reads [Name "value"].
func parseTag(line string) (name, value string, err error) {
	inner, ok := strings.CutSuffix(strings.TrimPrefix(line, "["), "]")
	if !ok {
		return "", "", fmt.Errorf("a tag must end with ]")
	}
	name, quoted, ok := strings.Cut(inner, " ")
	if !ok || name == "" {
		return "", "", fmt.Errorf(`a tag is written [Name "value"]`)
	}
	value, err = strconv.Unquote(strings.TrimSpace(quoted))
	if err != nil {
		return "", "", fmt.Errorf(`the value of tag %s must be in double quotes`, name)
	}
	return name, value, nil
}

// StateLoader is the catalog.Loader of the solvers' commands for records
// of games: it reads the record in a file and returns the position it
// reaches and its options. An error names the file.
func StateLoader(games catalog.Catalog) catalog.Loader {
	return func(file string) (game.State, catalog.Options, error) {
		text, err := os.ReadFile(file)
		if err != nil {
			return nil, catalog.Options{}, err
		}
		m, err := Load(games, string(text))
		if err != nil {
			return nil, catalog.Options{}, fmt.Errorf("%s: %w", file, err)
		}
		return m.State().Clone(), m.Options(), nil
	}
}
