package online_test

import (
	"context"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/online/store"
)

// fakeNow is a clock a test moves by hand.
type fakeNow struct{ t time.Time }

func newFakeNow() *fakeNow                 { return &fakeNow{t: time.Date(2026, 6, 1, 12, 0, 0, 0, time.UTC)} }
func (f *fakeNow) now() time.Time          { return f.t }
func (f *fakeNow) advance(d time.Duration) { f.t = f.t.Add(d) }

// timed makes a room of o with a person in every seat and time control
// tc, timed by clk.
func timed(t *testing.T, store store.Store, o catalog.Options, tc string, clk *fakeNow) *online.Room {
	t.Helper()
	seats := slices.Repeat([]string{online.SeatYou}, len(o.Seats()))
	r, _, e := online.Create(context.Background(), store, games.All(), online.Spec{Game: o.String(), Seats: seats, Clock: tc}, "", newSeeded(7), clk.now())
	if e != nil {
		t.Fatalf("create %s %s: %v", o, tc, e)
	}
	r.UseClock(clk.now)
	return r
}

// openings has every person's seat of r make its first move, at once (the
// computer's moving when it is to): from then on every seat's time runs
// on its clock, its first move's grace (FirstMove) behind it.
func openings(t *testing.T, r *online.Room, rng *rand.Rand) {
	t.Helper()
	moved := map[int]bool{}
	for {
		waiting := false
		for i, s := range r.Seats(nil) {
			waiting = waiting || s.Kind == online.KindPerson && !moved[i]
		}
		if !waiting || r.Over() {
			return
		}
		if _, ok := r.Computer(); ok {
			mv, err := game.RandomMove(r.Match().State(), rng)
			if err != nil {
				t.Fatal(err)
			}
			if _, e := r.PlayComputer(context.Background(), mv); e != nil {
				t.Fatal(e)
			}
			continue
		}
		moved[randomMove(t, r, rng).Seat] = true
	}
}

// randomMove plays a random legal move for the seat to move.
func randomMove(t *testing.T, r *online.Room, rng *rand.Rand) online.Event {
	t.Helper()
	s := r.Match().State()
	mv, err := game.RandomMove(s, rng)
	if err != nil {
		t.Fatal(err)
	}
	e, _, oe := r.Move(context.Background(), int(s.Turn()), r.N(), s.MoveString(mv))
	if oe != nil {
		t.Fatalf("move %s: %v", s.MoveString(mv), oe)
	}
	return e
}

// TestATurnIsOneMoveForTheClock: in Can't Stop a seat's rolls and
// choices run one clock until the turn passes, and the increment is added
// once, when it does.
func TestATurnIsOneMoveForTheClock(t *testing.T) {
	clk := newFakeNow()
	o, err := games.All().Parse("cantstop")
	if err != nil {
		t.Fatal(err)
	}
	r := timed(t, memstore.New(), o, "1+2", clk)
	rng := rand.New(rand.NewPCG(3, 3))
	openings(t, r, rng)
	for turn := 0; turn < 6; turn++ {
		p := r.Turn()
		left := r.Clocks()[p]
		var spent int64
		for moves := 1; ; moves++ {
			clk.advance(time.Second)
			spent += 1000
			e := randomMove(t, r, rng)
			if e.Turn != p { // the turn passed: the increment, once
				if e.Clocks[p] != left-spent+2000 {
					t.Fatalf("turn %d: seat %d had %d ms, spent %d over %d moves, has %d; want the increment once", turn, p, left, spent, moves, e.Clocks[p])
				}
				break
			}
			if e.Clocks[p] != left-spent {
				t.Fatalf("turn %d, move %d of the same turn: seat %d has %d ms, want %d (no increment within a turn)", turn, moves, p, e.Clocks[p], left-spent)
			}
		}
	}
}

// TestCorrespondenceGivesEachTurnItsDays: a correspondence game's seat has
// the days of a turn each time the turn comes to it, whatever it used
// before.
func TestCorrespondenceGivesEachTurnItsDays(t *testing.T) {
	clk := newFakeNow()
	o, _ := games.All().Parse("kalah")
	r := timed(t, memstore.New(), o, "2d", clk)
	day := int64(24 * time.Hour / time.Millisecond)
	rng := rand.New(rand.NewPCG(1, 2))
	spent := int64(0) // by the seat to move, in its turn
	for range 10 {
		p := r.Turn()
		clk.advance(5 * time.Hour)
		spent += 5 * 3600 * 1000
		if got := r.Clocks()[p]; got != 2*day-spent {
			t.Fatalf("seat %d after %d ms of its turn has %d ms", p, spent, got)
		}
		e := randomMove(t, r, rng)
		if e.Turn != p {
			spent = 0
		}
		if e.Turn != p && e.Turn >= 0 && e.Clocks[e.Turn] != 2*day {
			t.Fatalf("seat %d's turn begins with %d ms, not 2 days", e.Turn, e.Clocks[e.Turn])
		}
		if d, ok := r.Deadline(); ok && !d.Equal(clk.now().Add(time.Duration(r.Clocks()[r.Turn()])*time.Millisecond)) {
			t.Fatalf("the deadline %v is not now plus the time left", d)
		}
	}
}

// TestTimeRunsOutInEveryGame: in every game of two, the seat to move loses
// on time once its time is spent, and not a moment before; its move after
// that is refused. In games of three, the computer takes the seat at
// Medium and the game goes on.
func TestTimeRunsOutInEveryGame(t *testing.T) {
	for _, g := range games.All() {
		sets := []catalog.Options{g.Defaults()}
		if three, err := g.Defaults().With("players", "3"); err == nil {
			sets = append(sets, three)
		}
		for _, o := range sets {
			t.Run(o.String(), func(t *testing.T) {
				clk := newFakeNow()
				store := memstore.New()
				r := timed(t, store, o, "1/4+0", clk)
				openings(t, r, rand.New(rand.NewPCG(5, 5))) // every seat's first move, at once
				p := r.Turn()
				clk.advance(15*time.Second - time.Millisecond)
				if _, ok, e := r.Flag(context.Background()); ok || e != nil {
					t.Fatalf("flagged with a millisecond left: %v", e)
				}
				clk.advance(time.Millisecond)
				e, ok, oe := r.Flag(context.Background())
				if !ok || oe != nil || e.Kind != online.KindFlag || e.Seat != p || e.Clocks[p] != 0 {
					t.Fatalf("Flag = %+v, %v, %v", e, ok, oe)
				}
				_, log, _ := store.Room(context.Background(), r.ID())
				if last := log[len(log)-1]; last.Kind != online.KindFlag {
					t.Fatalf("the store's last event is %+v", last)
				}
				if len(o.Seats()) == 2 {
					if !r.Over() || !strings.Contains(r.Result(), "on time") {
						t.Fatalf("over %v, result %q", r.Over(), r.Result())
					}
					if ranks := r.Ranks(); ranks[p] <= ranks[1-p] && !strings.Contains(r.Result(), "draw") {
						t.Fatalf("ranks %v: seat %d lost on time", ranks, p)
					}
					return
				}
				if r.Over() {
					t.Fatal("a game of three ended when a seat's time ran out")
				}
				if info := r.Seats(nil)[p]; info.Kind != online.KindComputer || info.Level != online.FlagLevel {
					t.Fatalf("seat %d is %+v, not the computer at %s", p, info, online.FlagLevel)
				}
				if l, ok := r.Computer(); !ok || l.Name != online.FlagLevel {
					t.Fatalf("the computer is not to move: %v %v", l, ok)
				}
				if _, ok := r.Deadline(); ok {
					t.Fatal("the computer's time runs")
				}
				s := r.Match().State()
				mv, _ := game.RandomMove(s, rand.New(rand.NewPCG(1, 1)))
				if _, _, e := r.Move(context.Background(), p, r.N(), s.MoveString(mv)); e == nil || e.Code != online.ErrBadToken {
					t.Fatalf("the flagged player moved for the computer's seat: %v", e)
				}
			})
		}
	}
}

// TestTimeRunsOutAgainstASideThatCannotWin: a Kalah seat whose time runs
// out while it holds more than half the seeds in its store draws: the
// other side can no longer win.
func TestTimeRunsOutAgainstASideThatCannotWin(t *testing.T) {
	o, _ := games.All().Parse("kalah")
	for seed := uint64(0); seed < 200; seed++ {
		clk := newFakeNow()
		r := timed(t, memstore.New(), o, "1/4+0", clk)
		rng := rand.New(rand.NewPCG(seed, 9))
		for !r.Over() {
			s := r.Match().State()
			if p := s.Turn(); !game.CanWin(s, 1-p) {
				clk.advance(time.Minute)
				if _, ok, e := r.Flag(context.Background()); !ok || e != nil {
					t.Fatalf("no flag: %v", e)
				}
				if want := "could no longer win: a draw on time"; !strings.Contains(r.Result(), want) {
					t.Fatalf("result %q, want %q", r.Result(), want)
				}
				if ranks := r.Ranks(); ranks[0] != 0 || ranks[1] != 0 {
					t.Fatalf("a draw on time ranks %v", ranks)
				}
				return
			}
			randomMove(t, r, rng)
		}
	}
	t.Fatal("no game of 200 reached a position where the side not to move could no longer win")
}

// TestALoadedRoomChargesNoOneForTheTimeNoServerHeldIt: a room loaded again
// goes on from the clocks stored with its last event, the seat to move
// charged until a server last held the room; the time since, when no
// server held it, is charged to no one.
func TestALoadedRoomChargesNoOneForTheTimeNoServerHeldIt(t *testing.T) {
	clk := newFakeNow()
	store := memstore.New()
	o, _ := games.All().Parse("connectfour")
	r := timed(t, store, o, "5+0", clk)
	rng := rand.New(rand.NewPCG(1, 1))
	openings(t, r, rng)
	clk.advance(10 * time.Second)
	randomMove(t, r, rng)
	load := func() *online.Room {
		t.Helper()
		back, err := online.Load(context.Background(), store, games.All(), r.ID())
		if err != nil {
			t.Fatal(err)
		}
		back.UseClock(clk.now)
		return back
	}
	clk.advance(20 * time.Second)
	clk.advance(time.Hour) // the server went away without saying it held the room
	if got := load().Clocks(); got[0] != 290_000 || got[1] != 300_000 {
		t.Fatalf("loaded again, never held: %v, want [290000 300000]", got)
	}
	clk.advance(-time.Hour)
	if err := store.Beat(context.Background(), "server", clk.now()); err != nil { // held 20 s after the move
		t.Fatal(err)
	}
	if err := store.Hold(context.Background(), "server", r.ID(), clk.now().Add(-15*time.Second)); err != nil { // since 5 s after it
		t.Fatal(err)
	}
	clk.advance(time.Hour)
	back := load()
	if got := back.Clocks(); got[0] != 290_000 || got[1] != 280_000 {
		t.Fatalf("loaded an hour after a server held it, 20 s into seat 2's turn: %v, want [290000 280000]", got)
	}
	clk.advance(3 * time.Second)
	if got := back.Clocks(); got[1] != 277_000 {
		t.Fatalf("3 s after the load seat 2 has %d ms, want 277000", got[1])
	}
}
