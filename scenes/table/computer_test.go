package table_test

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/record"
	"parlor/scenes"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// setting is a table on a screen, with a hand to make the person's moves.
type setting struct {
	s     *uitest.Screen
	tb    *table.Screen
	hand  *tabletest.Hand
	host  *table.MemoryHost
	board table.Board
	seats []string // as the table reported them at the start
}

// boardOf is the front end of the game of options o; the test fails if it
// has none.
func boardOf(t testing.TB, o catalog.Options) table.Board {
	t.Helper()
	b, err := scenes.BoardOf(o.Game())
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// seat sets a table for options with seats ("" for a first-time visitor's)
// and bots from bot (nil for the levels' own), at 1280 × 800.
func seat(t *testing.T, options, seats string, bot func(catalog.Level, catalog.Options) ai.Bot) *setting {
	t.Helper()
	m := tabletest.Match(t, options, 7)
	b := boardOf(t, m.Options())
	h := &tabletest.Hand{View: b.New()}
	tb, host := tabletest.Seated(table.Config{Match: m, View: h, Bot: bot}, seats)
	st := &setting{s: uitest.NewScreen(t, 1280, 800, 1, tb), tb: tb, hand: h, host: host, board: b}
	st.seats = strings.Fields(st.s.State("seats").(string))
	return st
}

// uiScreen puts st's table on a screen of size sz (w, h, device scale).
func uiScreen(t *testing.T, st *setting, sz [3]float64) *uitest.Screen {
	return uitest.NewScreen(t, sz[0], sz[1], sz[2], st.tb)
}

// setSeat clicks target name ("seat:2:easy") in the panel, or in the
// settings overlay when the panel has no room for the settings.
func (st *setting) setSeat(name string) {
	if tg := st.s.Scene().Targets(); tg[name].W == 0 {
		open := "settings" // or the clock's button, in a panel short of room
		if _, ok := tg[open]; !ok && strings.HasPrefix(name, "clock") {
			open = "clock"
		}
		st.s.Click(open)
		defer st.s.Click("close")
	}
	st.s.Click(name)
}

// quick bots decide at once: tests of the table, not of the bots.
func quick(catalog.Level, catalog.Options) ai.Bot { return &ai.Random{} }

// person reports whether a person plays the seat to move.
func (st *setting) person() bool {
	s := st.tb.Match().State()
	return !s.Over() && s.Turn() >= 0 && st.seats[s.Turn()] == catalog.Person
}

// play runs the game to its end, at most limit ticks: the person's moves
// random legal ones from r, made through the view; the computer's by
// ticking. It returns the decisions each made.
func (st *setting) play(t *testing.T, r *rand.Rand, limit int) (persons, computers int) {
	t.Helper()
	m := st.tb.Match()
	for range limit {
		s := m.State()
		if s.Over() {
			return persons, computers
		}
		if st.person() && !st.hand.Waiting() && !st.hand.Busy() {
			legal := s.Legal()
			st.hand.Move(legal[r.IntN(len(legal))])
			persons++
		}
		n := m.Plies()
		st.s.Tick(ui.Input{X: -1, Y: -1})
		if m.Plies() > n && !st.personMoved(n) {
			computers++
		}
	}
	t.Fatalf("%s: not over after %d ticks: %d moves by the person, %d by the computer\n%s", m.Options(), limit, persons, computers, m.Text())
	return
}

// personMoved reports whether the decision at ply n was a person's.
func (st *setting) personMoved(n int) bool {
	return st.seats[st.tb.Match().At(n).Turn()] == catalog.Person
}

// TestWholeGamesAgainstTheComputer plays a whole game of each game, a
// person against the computer at Easy, and computer against computer,
// through the seats and the levels' own bots.
func TestWholeGamesAgainstTheComputer(t *testing.T) {
	for _, b := range scenes.Boards() {
		options := quickest(t, b.Game).String()
		for _, seats := range []string{"person easy", "easy easy"} {
			t.Run(options+"/"+seats, func(t *testing.T) {
				st := seat(t, options, seats, nil)
				persons, computers := st.play(t, rand.New(rand.NewPCG(1, 2)), 40000)
				if computers == 0 || (seats == "person easy") != (persons > 0) {
					t.Errorf("the person made %d decisions and the computer %d", persons, computers)
				}
				if st.s.State("thinking") != false || st.s.State("headline") == "" {
					t.Errorf("after the end: thinking %v, headline %v", st.s.State("thinking"), st.s.State("headline"))
				}
				t.Logf("%s: %d plies, %d decisions by the person, %d by the computer: %s", options, st.tb.Match().Plies(), persons, computers, st.s.State("headline"))
			})
		}
	}
}

// quickest is the variant of g for a quick whole game: of those with the
// fewest seats, the one whose random game (from a fixed seed) is shortest
// while every seat still decides at least twice.
func quickest(t *testing.T, g *catalog.Game) catalog.Options {
	t.Helper()
	var best catalog.Options
	bestSeats, bestPlies := 0, 0
	for _, o := range g.Variants() {
		m, err := record.New(o, 1)
		if err != nil {
			t.Fatal(err)
		}
		r := rand.New(rand.NewPCG(1, 1))
		for !m.State().Over() && m.Plies() < 100000 {
			legal := m.State().Legal()
			if err := m.Play(legal[r.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		seats := len(o.Seats())
		decisions := make([]int, seats)
		for i := range m.Plies() {
			if p := m.At(i).Turn(); !m.IsChance(i) && p >= 0 {
				decisions[p]++
			}
		}
		if slices.Min(decisions) < 2 {
			continue
		}
		if best.Game() == nil || seats < bestSeats || seats == bestSeats && m.Plies() < bestPlies {
			best, bestSeats, bestPlies = o, seats, m.Plies()
		}
	}
	if best.Game() == nil {
		t.Fatalf("%s has no variant in which every seat decides twice", g.Title)
	}
	return best
}

// slow is a bot that decides on its first legal move after n steps, and
// counts its steps.
type slow struct {
	n, steps int
	legal    []game.Move
}

func (b *slow) Start(s game.State, seed uint64) error {
	b.steps, b.legal = 0, s.Legal()
	return nil
}

func (b *slow) Step(time.Duration) (game.Move, bool) {
	b.steps++
	return b.legal[0], b.steps >= b.n
}

func (b *slow) Stop() game.Move { return b.legal[0] }

// waitFor ticks until ok, at most limit ticks, and returns the ticks run.
func (st *setting) waitFor(t *testing.T, what string, limit int, ok func() bool) int {
	t.Helper()
	for i := range limit {
		if ok() {
			return i
		}
		st.s.Tick(ui.Input{X: -1, Y: -1})
	}
	t.Fatalf("no %s after %d ticks: %v", what, limit, st.tb.Match().Text())
	return 0
}

// plies waits until the match has n plies.
func (st *setting) plies(t *testing.T, n int) int {
	t.Helper()
	return st.waitFor(t, fmt.Sprintf("ply %d", n), 2000, func() bool { return st.tb.Match().Plies() == n })
}

// TestTheComputerTakesItsTime checks that the computer thinks once a drawn
// frame, says it is thinking, waits while an overlay is open, and never
// moves sooner than table.Pace ticks after its turn began.
func TestTheComputerTakesItsTime(t *testing.T) {
	b := &slow{n: 5}
	st := seat(t, "connectfour rules=classic", "person easy", func(catalog.Level, catalog.Options) ai.Bot { return b })
	if st.s.State("headline") != "Red to play" || st.s.State("thinking") != false {
		t.Fatalf("at the start: %v, thinking %v", st.s.State("headline"), st.s.State("thinking"))
	}
	st.hand.Move(3)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	if st.tb.Match().Plies() != 1 {
		t.Fatal("the person's move was not played")
	}
	// Ticks that follow another with no frame drawn between do not think.
	steps := b.steps
	st.s.Context().Late = true
	st.s.Idle(10, -1, -1)
	st.s.Context().Late = false
	if b.steps != steps {
		t.Errorf("%d steps in late ticks", b.steps-steps)
	}
	st.s.Tick(ui.Input{X: -1, Y: -1})
	if b.steps != steps+1 || st.s.State("thinking") != true || st.s.State("headline") != "Yellow is thinking…" {
		t.Errorf("after a tick: %d steps, thinking %v, %v", b.steps, st.s.State("thinking"), st.s.State("headline"))
	}
	// The board takes no click for the computer.
	st.hand.Move(4)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	if st.tb.Match().Plies() != 1 || !st.hand.Waiting() {
		t.Fatal("the person played the computer's move")
	}
	st.hand.Forget()
	// An overlay holds the move back; thinking goes on.
	st.s.Click("rules")
	st.s.Idle(100, -1, -1)
	if st.tb.Match().Plies() != 1 || b.steps < 5 {
		t.Fatalf("with the rules open: %d plies, %d steps", st.tb.Match().Plies(), b.steps)
	}
	st.s.Click("close")
	if st.tb.Match().Plies() != 2 {
		t.Fatalf("%d plies after the rules closed", st.tb.Match().Plies())
	}
	// With a bot that decides at once, the move waits for its pace.
	b.n = 1
	st.seats = []string{"easy", "easy"}
	st.s.Click("seat:1:easy")
	st.plies(t, st.tb.Match().Plies()+1)
	for range 6 {
		n := st.tb.Match().Plies()
		ticks := st.plies(t, n+1)
		if ticks < table.Pace {
			t.Errorf("ply %d came %d ticks after the one before", n+1, ticks)
		}
	}
}

// lastDecision is the ply of m's last decision.
func lastDecision(m *record.Match) int {
	i := m.Plies() - 1
	for i > 0 && m.IsChance(i) {
		i--
	}
	return i
}

// TestUndoGoesBackToThePersonsMove checks that undo against the computer
// takes back its reply with the person's move, redo plays both again, and
// with no person at the table undo takes back one decision.
func TestUndoGoesBackToThePersonsMove(t *testing.T) {
	st := seat(t, "connectfour rules=classic", "person easy", quick)
	st.hand.Move(3)
	st.plies(t, 2)
	st.s.Click("undo")
	if st.tb.Match().Plies() != 0 || !st.person() || st.s.State("canRedo") != true {
		t.Fatalf("after undo: %v plies, person to move %v", st.tb.Match().Plies(), st.person())
	}
	st.s.Click("redo")
	if st.tb.Match().Plies() != 2 || !st.person() {
		t.Fatalf("after redo: %v plies, person to move %v", st.tb.Match().Plies(), st.person())
	}
	// While the computer thinks, undo takes back the person's move.
	st.hand.Move(4)
	st.s.Tick(ui.Input{X: -1, Y: -1})
	st.s.Press(ui.IntentUndo)
	if st.tb.Match().Plies() != 2 || !st.person() || st.s.State("thinking") != false {
		t.Fatalf("undo while thinking: %v plies", st.tb.Match().Plies())
	}

	// Can't Stop: the computer's whole turn, and the person's last
	// decision, go back together.
	cs := seat(t, "cantstop players=2", "person easy", quick)
	r := rand.New(rand.NewPCG(3, 4))
	last := -1
	for i := 0; i < 20000; i++ {
		m := cs.tb.Match()
		if cs.person() && !cs.hand.Busy() && !cs.hand.Waiting() {
			if last >= 0 && !cs.personMoved(lastDecision(m)) {
				break // the computer has had its turn
			}
			last = m.Plies()
			legal := m.State().Legal()
			cs.hand.Move(legal[r.IntN(len(legal))])
		}
		cs.s.Tick(ui.Input{X: -1, Y: -1})
	}
	m := cs.tb.Match()
	if m.Plies() <= last+2 {
		t.Fatalf("no computer's turn seen: %d plies, the person's last at %d", m.Plies(), last)
	}
	cs.s.Click("undo")
	if m.Plies() != last || !cs.person() {
		t.Errorf("undo went back to ply %d, want the person's move at %d", m.Plies(), last)
	}

	// Computer against computer: one decision.
	cc := seat(t, "connectfour rules=classic", "easy easy", quick)
	cc.plies(t, 3)
	cc.s.Press(ui.IntentUndo)
	if cc.tb.Match().Plies() != 2 {
		t.Errorf("undo with no person at the table left %d plies, want 2", cc.tb.Match().Plies())
	}
}
