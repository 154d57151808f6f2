package main

import (
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/record"
)

// pace is the least time from the start of the computer's turn to its
// move that the test accepts: the table waits half a second (table.Pace,
// 30 ticks), and the page's watch samples a few times a frame.
const pace = 450 * time.Millisecond

// playComputer plays Connect Four (classic rules) against the computer at
// Medium, as a first-time visitor does, by clicking a random legal column
// on each of the person's turns, for ten moves or to the end. The page's
// watch sees the computer think, decide and play, no sooner than half a
// second after its turn began; the record and board agree with a local
// engine; a hint is offered on the person's turn and not once the game is
// over. The page reports its longest frames, overall and while the
// computer thought. Undo takes back the computer's reply with the person's
// move before it.
func playComputer(t *testing.T, s *site) {
	p := s.openSeated(t, desktop, s.url, nil) // a first-time visitor
	st := p.start("connectfour")
	if st["seats"] != "person medium" {
		t.Fatalf("a first-time visitor's seats are %q, want a person against Medium", st["seats"])
	}
	st = p.configure("connectfour rules=classic first=1 rows=16 cols=16", "rules:classic")
	o, err := games.Parse(st["options"].(string))
	if err != nil {
		t.Fatal(err)
	}
	g, err := o.New()
	if err != nil {
		t.Fatal(err)
	}
	l := &local{t: t, g: g}
	l.follow(st, "the new game")
	p.watch(0)
	rng := rand.New(rand.NewPCG(13, 1))
	before, mine := "", 0 // the board before the person's last move, and its ply
	moves, thought := 0, 0
	for moves < 10 && !g.Over() {
		moves++
		st = p.waitFor("the person's turn", func(st map[string]any) bool { return settled(st) && st["thinking"] == false })
		if st["turn"] != "p1" || st["canHint"] != true {
			t.Fatalf("after the computer's reply, %v is to move and a hint is offered: %v", st["turn"], st["canHint"])
		}
		legal := g.Legal()
		m := legal[rng.IntN(len(legal))]
		what := fmt.Sprintf("the person's move %d, %s,", moves, g.MoveString(m))
		before, mine = g.String(), l.n
		p.clickIn(st, fmt.Sprintf("column:%d", m))
		p.waitFor("the computer's reply", func(st map[string]any) bool {
			n := int(st["plies"].(float64))
			return n >= mine+2 || n == mine+1 && st["over"] == true
		})
		st = p.waitFor("the reply to land", settled)
		replies := l.reply(st, what, m)
		if g.Over() && st["canHint"] != false {
			t.Errorf("with the game over, a hint is offered: %v", st["canHint"])
		}
		if len(replies) == 0 {
			break // the person's move ended the game
		}
		tn, ok := turns(p.watched().Log)[l.n]
		if !ok {
			t.Fatalf("after %s the page's watch saw no reply", what)
		}
		if tn.wait() < pace {
			t.Errorf("after %s the computer played %v after its turn began, sooner than %v", what, tn.wait(), pace)
		}
		if tn.thought {
			thought++
		}
		t.Logf("after %s the computer thought %v (seen thinking: %v) and played %s %v after its turn began",
			what, tn.think().Round(time.Millisecond), tn.thought, strings.Join(replies, ", "), tn.wait().Round(time.Millisecond))
	}
	// A reply decided in the slice of search that begins its turn, as a
	// win in one may be, is never seen thinking; most are.
	if thought == 0 {
		t.Errorf("the computer was never seen thinking in %d moves", moves)
	}
	st = p.state()
	w := p.watched()
	fps, least := w.fps()
	for _, k := range []string{"longestFrameMs", "longestThinkingFrameMs"} {
		if f, ok := st[k].(float64); !ok || f <= 0 {
			t.Errorf("the page reports %s %v, want a number above 0", k, st[k])
		}
	}
	t.Logf("against Medium, %d moves (over: %v): longest frame %.1f ms, while thinking %.1f ms; %.0f fps (least %.0f)",
		moves, g.Over(), st["longestFrameMs"], st["longestThinkingFrameMs"], fps, least)
	shot(t, p, "computer")
	// Undo returns to the person's last decision.
	st = p.act("undo")
	if st["plies"] != float64(mine) || st["board"] != before || st["turn"] != "p1" || st["thinking"] != false {
		t.Fatalf("undo against the computer left %v plies, %v to move, board\n%s\nwant %d plies and\n%s", st["plies"], st["turn"], st["board"], mine, before)
	}
}

// reply checks the page's state st after the person's move m and the
// moves that followed it (the computer's, and any chance outcomes): the
// record must hold m next, and then only moves of seats the person does
// not play, which reply plays on l's engine and returns as the record
// writes them. Then the page's board must be the engine's.
func (l *local) reply(st map[string]any, what string, m game.Move) []string {
	l.t.Helper()
	moves := lines(st["record"])[3:]
	person := l.g.Turn()
	if want := l.g.MoveString(m); l.n >= len(moves) || moves[l.n] != want {
		l.t.Fatalf("after %s the record's move %d is not %q:\n%s", what, l.n+1, want, st["record"])
	}
	if err := l.g.Play(m); err != nil {
		l.t.Fatalf("%s: %v", what, err)
	}
	var replies []string
	for l.n++; l.n < len(moves); l.n++ {
		if l.g.Turn() == person {
			l.t.Fatalf("after %s the record has a move %q for the person that was not clicked:\n%s", what, moves[l.n], st["record"])
		}
		r, err := l.g.ParseMove(moves[l.n])
		if err == nil {
			err = l.g.Play(r)
		}
		if err != nil {
			l.t.Fatalf("after %s, the record's move %q: %v", what, moves[l.n], err)
		}
		replies = append(replies, moves[l.n])
	}
	if st["board"] != l.g.String() {
		l.t.Fatalf("after %s the page shows\n%s\nthe engine\n%s", what, st["board"], l.g.String())
	}
	return replies
}

// figureGames are the games the frame figures are taken on, a fast one
// and a slow one, and the computer's moves watched at each level;
// -browser.long watches more, on more games.
func figureGames() []struct {
	options string
	moves   int
} {
	if *long {
		return []struct {
			options string
			moves   int
		}{{"connectfour rules=classic", 6}, {"yote rows=6", 6}, {"mergers mode=advanced players=4", 8}, {"kalah", 6}}
	}
	return []struct {
		options string
		moves   int
	}{{"connectfour rules=classic", 1}, {"yote rows=6", 1}}
}

// frameFigures seats the computer at each level in every seat, on a fresh
// page each time (the page's longest frames are kept from its load), and
// watches it play a few moves. It prints for each level the longest frame
// (Update and Draw, Go time) while the computer thought, the page's frame
// rate, and each move's thinking and waiting time against the level's
// ceiling. The load of the machine is printed with them: the figures are
// wall time, and other processes take the CPU from the page.
func frameFigures(t *testing.T, s *site) {
	if b, err := os.ReadFile("/proc/loadavg"); err == nil {
		t.Logf("load average: %s", strings.TrimSpace(string(b)))
	}
	for _, fg := range figureGames() {
		o, err := games.Parse(fg.options)
		if err != nil {
			t.Fatal(err)
		}
		for _, lv := range o.Levels() {
			if lv.Hidden {
				continue
			}
			s.run(t, o.Game().ID+"-"+lv.Name, func(t *testing.T) {
				f := watchLevel(t, s, o, lv, fg.moves)
				t.Logf("%s at %s: %s", o, lv.Title, f)
				if *long && *strict && f.thinking > 20 {
					t.Errorf("the longest frame while the computer thought took %.1f ms, over 20 ms", f.thinking)
				}
			})
		}
	}
}

// strict makes the long frame figures fail when a frame while the
// computer thinks takes 20 ms or more; on a loaded machine the wall time
// of a frame says more about the load than about Parlor.
var strict = flag.Bool("browser.strict", false, "with -browser.long, fail on a frame of 20 ms or more while the computer thinks")

// figures are one level's frame figures.
type figures struct {
	thinking, longest float64 // the longest frames while thinking and overall, ms
	fps, least        float64 // the page's frame rate, mean and least sampled
	turns             []turn
	ceiling           time.Duration
	state             float64 // ms a call of window.parlor.state() takes: the watch's own cost
	slow              []string
}

func (f figures) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "longest frame while thinking %.1f ms (overall %.1f ms); %.0f fps (least %.0f); state() %.2f ms a call",
		f.thinking, f.longest, f.fps, f.least, f.state)
	if len(f.slow) > 0 {
		fmt.Fprintf(&b, "; the longest frame while thinking rose to %s", strings.Join(f.slow, ", "))
	}
	fmt.Fprintf(&b, "; moves (thinking/turn, ceiling %v):", f.ceiling)
	for _, tn := range f.turns {
		mark := ""
		if tn.think() > f.ceiling {
			mark = " over"
		}
		fmt.Fprintf(&b, " %.2f/%.2fs%s", tn.think().Seconds(), tn.wait().Seconds(), mark)
	}
	return b.String()
}

// watchLevel opens a new game of o in a fresh page with people in every
// seat, seats the computer at level lv in each (the first seat last, so
// that it starts thinking once all are set), and watches it play moves
// moves.
func watchLevel(t *testing.T, s *site, o catalog.Options, lv catalog.Level, moves int) figures {
	t.Helper()
	m, err := record.New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	p := s.open(t, desktop, m.Link(s.url))
	p.waitFor("the new game", inGame(o.Game().ID))
	p.watch(100 * time.Millisecond)
	f := figures{ceiling: lv.Ceiling}
	f.state = eval[float64](p, `(() => { const t = performance.now(); for (let i = 0; i < 10; i++) window.parlor.state(); return (performance.now() - t) / 10 })()`)
	p.seatAll(lv.Name, len(o.Seats()))
	wait := p.patienceFor(time.Duration(moves)*(3*lv.Ceiling+3*time.Second) + 20*time.Second) // a slow page stretches a ceiling
	var w watched
	for {
		w = p.watched()
		if len(turns(w.Log)) >= moves || w.Log[len(w.Log)-1].Over {
			break
		}
		if wait.out() {
			t.Fatalf("the computer played %d moves of %d in %v; the page's state: %v", len(turns(w.Log)), moves, wait, brief(p.state()))
		}
		time.Sleep(300 * time.Millisecond)
	}
	st := p.state()
	f.thinking, _ = st["longestThinkingFrameMs"].(float64)
	f.longest, _ = st["longestFrameMs"].(float64)
	f.fps, f.least = w.fps()
	for _, tn := range turns(w.Log) {
		f.turns = append(f.turns, tn)
	}
	slices.SortFunc(f.turns, func(a, b turn) int { return a.plies - b.plies })
	if len(f.turns) == 0 {
		t.Fatalf("the page's watch saw no moves: %v", w.Log)
	}
	f.slow = slowFrames(w.Log, f.turns)
	return f
}

// seatAll seats the computer at level lv in each of the n seats by
// clicking the settings, the first seat last, so that the computer starts
// thinking once all are set. On a narrow panel the settings are behind
// their button, and the computer waits for them to close.
func (p *page) seatAll(lv string, n int) {
	p.t.Helper()
	st := p.waitFor("a settled table", settled)
	_, behind := st["targets"].(map[string]any)["settings"]
	if behind {
		if st = p.act("settings"); st["overlay"] != "settings" {
			p.t.Fatalf("the settings button opened %q", st["overlay"])
		}
	}
	for i := n; i >= 1; i-- {
		st := p.waitFor("a settled table", settled)
		p.clickIn(st, fmt.Sprintf("seat:%d:%s", i, lv))
		p.waitFor(fmt.Sprintf("seat %d to be the computer's", i), func(st map[string]any) bool {
			w := strings.Fields(st["seats"].(string))
			return len(w) == n && w[i-1] == lv
		})
	}
	if behind {
		if st = p.act("close"); st["overlay"] != "" {
			p.t.Fatalf("close left %q open", st["overlay"])
		}
	}
}

// slowFrames says when the longest frame while thinking rose to 20 ms or
// more: in which move (numbered from 1) and how far into its turn, as
// the watch saw it (up to its interval late).
func slowFrames(log []sample, turns []turn) []string {
	var out []string
	last := 0.0
	for _, s := range log {
		if s.Long > last && s.Long >= 20 {
			where := "between moves"
			for i, tn := range turns {
				if s.T >= tn.start && s.T <= tn.moved {
					where = fmt.Sprintf("move %d +%.1fs", i+1, (s.T-tn.start)/1000)
				}
			}
			out = append(out, fmt.Sprintf("%.0f ms at %s", s.Long, where))
		}
		last = max(last, s.Long)
	}
	return out
}

// showValues opens classic Connect Four at a position where the person
// is to move against Medium, turns the values on by clicking, and waits
// for them to be worked out; then again after a move. The page reports its
// longest frame while the values were worked out (counted with the
// computer's thinking).
func showValues(t *testing.T, s *site) {
	o, err := games.Parse("connectfour rules=classic")
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, 1)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range []string{"p1 3", "p2 3", "p1 2", "p2 4", "p1 4", "p2 2"} {
		if err := m.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	p := s.open(t, desktop, m.Link(s.url))
	p.waitFor("the game", inGame("connectfour"))
	if eval[bool](p, `performance.getEntriesByType('resource').some(e => e.name.includes('/connectfour.book'))`) {
		t.Error("the page fetched the opening book before anything needed it")
	}
	p.seatAll("person", 2)
	st := p.act("values")
	if st["showValues"] != true {
		t.Fatalf("the values button left showValues %v", st["showValues"])
	}
	// Software WebGL draws a dozen frames a second, and the values are
	// worked out a few milliseconds a frame: wait longer than for a move.
	start := time.Now()
	for wait := p.patienceFor(90 * time.Second); st["analysing"] != false && !wait.out(); {
		time.Sleep(200 * time.Millisecond)
		st = p.state()
	}
	if st["analysing"] != false {
		t.Fatalf("the values were still being worked out after %v", time.Since(start).Round(time.Second))
	}
	t.Logf("values worked out in about %v; longest frame while working %.1f ms (overall %.1f ms)",
		time.Since(start).Round(100*time.Millisecond), st["longestThinkingFrameMs"], st["longestFrameMs"])
	if f, ok := st["longestThinkingFrameMs"].(float64); !ok || f <= 0 {
		t.Errorf("the page reports no frame while working: %v", st["longestThinkingFrameMs"])
	} else if *strict && f > 20 {
		t.Errorf("the longest frame while working out values took %.1f ms, over 20 ms", f)
	}
	// The opening book came when the values first needed it, not before.
	fetched := eval[bool](p, `performance.getEntriesByType('resource').some(e => e.name.includes('/connectfour.book'))`)
	if !fetched {
		t.Error("the page did not fetch the opening book for the values")
	}
	shot(t, p, "values")
}
