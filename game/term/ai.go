package term

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/record"
)

// aiFlags collects the -ai SEAT=LEVEL flags as given; they are checked
// once the game's seats are known (after -load, from the record).
type aiFlags []string

func (f *aiFlags) String() string { return strings.Join(*f, " ") }

func (f *aiFlags) Set(v string) error {
	*f = append(*f, v)
	return nil
}

// computers reads the -ai flags for a game of g with these seats: the
// level of each seat the computer plays, nil for a person's.
func computers(o catalog.Options, seats []string, flags []string) ([]*catalog.Level, error) {
	levels := make([]*catalog.Level, len(seats))
	for _, f := range flags {
		seat, name, ok := strings.Cut(f, "=")
		n, err := strconv.Atoi(strings.TrimSpace(seat))
		if !ok || err != nil {
			return nil, fmt.Errorf("-ai %s: write SEAT=LEVEL, like -ai 2=medium", f)
		}
		if n < 1 || n > len(seats) {
			return nil, fmt.Errorf("-ai %s: %s has seats %s", f, o.Game().Title, seatList(seats))
		}
		l, ok := o.Level(strings.TrimSpace(name))
		if !ok {
			return nil, fmt.Errorf("-ai %s: %s has no level %q: choose %s", f, o.Game().Title, name, o.LevelNames())
		}
		if levels[n-1] != nil {
			return nil, fmt.Errorf("-ai %s: seat %d is given twice", f, n)
		}
		levels[n-1] = &l
	}
	return levels, nil
}

// seatList writes "1 (South) and 2 (North)".
func seatList(seats []string) string {
	var s []string
	for i, name := range seats {
		s = append(s, fmt.Sprintf("%d (%s)", i+1, name))
	}
	if len(s) < 2 {
		return strings.Join(s, "")
	}
	return strings.Join(s[:len(s)-1], ", ") + " and " + s[len(s)-1]
}

// botSeed is the seed of a computer's decision at ply of the record: the
// same game from the same -ai-seed is the same, across -save and -load.
func botSeed(aiSeed uint64, ply int) uint64 {
	return aiSeed ^ uint64(ply)*0x9E3779B97F4A7C15
}

// computer is the level of the computer to move, if a computer is to move
// in a game not over.
func (s *session) computer() (catalog.Level, bool) {
	st := s.m.State()
	p := st.Turn()
	if st.Over() || p < 0 || int(p) >= len(s.levels) || s.levels[p] == nil {
		return catalog.Level{}, false
	}
	return *s.levels[p], true
}

// seats reports whether a person plays a seat, and whether the computer
// does.
func (s *session) seats() (person, computer bool) {
	for _, l := range s.levels {
		if l == nil {
			person = true
		} else {
			computer = true
		}
	}
	return person, computer
}

// vsComputer reports whether a person plays against the computer: then
// undo and redo go from a turn of a person's to a turn of a person's.
func (s *session) vsComputer() bool {
	person, computer := s.seats()
	return person && computer
}

// think asks level l for its move in the current position.
func (s *session) think(l catalog.Level) (game.Move, error) {
	return ai.Think(l.Bot(s.m.Options()), s.m.State(), botSeed(s.aiSeed, s.m.Plies()))
}

// autoplay plays the computers' moves while one is to move: "computer
// plays <move>", then what the view prints for that move typed. A
// computer that cannot move, or a move the view refuses, is an error: it
// would be a bug, and the loop must not spin.
func (s *session) autoplay(w io.Writer) error {
	for {
		l, ok := s.computer()
		if !ok {
			return nil
		}
		mv, err := s.think(l)
		if err != nil {
			return fmt.Errorf("the computer (%s) cannot move: %w", l.Name, err)
		}
		text := s.m.State().MoveString(mv)
		if s.m.IsMirror() && drawsChance(s.m.State(), mv) {
			// A record of a game online, its seed secret: no one here can
			// draw what the move sets off, and the computer cannot wait.
			return fmt.Errorf("the computer (%s) cannot play %s: %w", l.Name, text, record.ErrSecretSeed)
		}
		fmt.Fprintf(w, "computer plays %s\n", text)
		if !s.v.Play(text, w) {
			return fmt.Errorf("the computer's move %q was refused", text)
		}
		s.write(w)
	}
}

// drawsChance reports whether mv, played in s, sets off dice or tiles.
func drawsChance(s game.State, mv game.Move) bool {
	after := s.Clone()
	return after.Play(mv) == nil && after.Turn() == game.Chance
}

// hint prints the move the hinter (the Hard level) would play for the
// person to move.
func (s *session) hint(w io.Writer) {
	st := s.m.State()
	if st.Over() {
		fmt.Fprintln(w, "error: the game is over: there is no move to hint at")
		return
	}
	if _, ok := s.computer(); ok {
		fmt.Fprintln(w, "error: the computer is to move, not you")
		return
	}
	mv, err := s.think(s.hinter)
	if err != nil {
		fmt.Fprintf(w, "error: no hint: %v\n", err)
		return
	}
	fmt.Fprintf(w, "hint: %s\n", st.MoveString(mv))
}

// analyze prints the value of every legal move for the player to move,
// best first, one a line: "<move>: <value>".
func (s *session) analyze(w io.Writer) {
	st := s.m.State()
	if st.Over() {
		fmt.Fprintln(w, "error: the game is over: there is no move to analyze")
		return
	}
	vs, err := ai.Analyze(s.m.Options().Analyst(), st)
	if err != nil {
		fmt.Fprintf(w, "error: no analysis: %v\n", err)
		return
	}
	for _, v := range vs {
		fmt.Fprintf(w, "%s: %s\n", st.MoveString(v.Move), v.Text)
	}
}

// people reports which seats a person plays: those with no computer level.
func (s *session) people() []bool {
	people := make([]bool, len(s.levels))
	for i, l := range s.levels {
		people[i] = l == nil
	}
	return people
}

// undo takes back moves as the match's undo policy says: against the
// computer, back to the person's last decision.
func (s *session) undo() error { return s.m.UndoTurn(s.people()) }

// redo replays what undo took back.
func (s *session) redo() error {
	_, err := s.m.RedoTurn(s.people())
	return err
}
