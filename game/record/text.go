package record

import (
	"fmt"
	"os"
	"strconv"
	"strings"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/games"
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
// than Game and Seed.

// Text writes the record.
func (m *Match) Text() string {
	var b strings.Builder
	fmt.Fprintf(&b, "[Game %q]\n[Seed \"%d\"]\n\n", m.opts.String(), m.seed)
	for _, t := range m.texts {
		b.WriteString(t)
		b.WriteByte('\n')
	}
	return b.String()
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

// Load reads a record and replays it, checking every move with the engine.
// A record that is malformed, names an unknown game or option, or holds a
// move that cannot be played is refused with an error naming the line and
// why. Chance events still due at its end are drawn from its seed.
func Load(text string) (*Match, error) {
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
			if m, err = start(gameTag, gameLine, seedTag, haveSeed, n); err != nil {
				return nil, err
			}
		}
		if err := m.replay(line); err != nil {
			return nil, &LineError{n, err}
		}
	}
	if m == nil {
		var err error
		if m, err = start(gameTag, gameLine, seedTag, haveSeed, len(lines)); err != nil {
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
func start(gameTag string, gameLine int, seedTag string, haveSeed bool, n int) (*Match, error) {
	if gameTag == "" {
		return nil, &LineError{n, fmt.Errorf(`the record does not say which game it is: it needs a tag like [Game "kalah houses=6 seeds=4"] before the moves`)}
	}
	o, err := games.Parse(gameTag)
	if err != nil {
		return nil, &LineError{gameLine, err}
	}
	var seed uint64
	if haveSeed {
		if seed, err = strconv.ParseUint(seedTag, 10, 64); err != nil {
			return nil, &LineError{n, fmt.Errorf("the seed %q is not a whole number", seedTag)}
		}
	}
	s, err := o.New()
	if err != nil {
		return nil, &LineError{gameLine, err}
	}
	return &Match{opts: o, seed: seed, states: []game.State{s}}, nil
}

// replay plays one recorded move, a player's or a chance outcome, as it is.
func (m *Match) replay(text string) error {
	cur := m.State()
	if cur.Over() {
		return fmt.Errorf("%q comes after the end of the game", text)
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

// LoadState reads the record in file and returns the position it reaches
// and its options: a catalog.Loader, for the solvers' commands. An error
// names the file.
func LoadState(file string) (game.State, catalog.Options, error) {
	text, err := os.ReadFile(file)
	if err != nil {
		return nil, catalog.Options{}, err
	}
	m, err := Load(string(text))
	if err != nil {
		return nil, catalog.Options{}, fmt.Errorf("%s: %w", file, err)
	}
	return m.State().Clone(), m.Options(), nil
}
