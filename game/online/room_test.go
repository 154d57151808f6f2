package online_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/online/store"
	"parlor/game/record"
)

// seeded is a deterministic stand-in for crypto/rand in tests.
type seeded struct{ r *rand.ChaCha8 }

func newSeeded(s uint64) *seeded {
	var k [32]byte
	k[0], k[1] = byte(s), byte(s>>8)
	return &seeded{rand.NewChaCha8(k)}
}

func (s *seeded) Read(b []byte) (int, error) { return s.r.Read(b) }

// people is a seat spec of "you" for every seat of the game in text.
func people(t testing.TB, text string) []string {
	t.Helper()
	o, err := games.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	return slices.Repeat([]string{online.SeatYou}, len(o.Seats()))
}

func create(t testing.TB, store store.Store, text string, seats []string) (*online.Room, online.Secrets) {
	t.Helper()
	r, sec, e := online.Create(context.Background(), store, games.All(), online.Spec{Game: text, Seats: seats}, "", newSeeded(uint64(len(text))), time.Now())
	if e != nil {
		t.Fatalf("create %s: %v", text, e)
	}
	return r, sec
}

// playOut plays random legal moves through the room to its end.
func playOut(t testing.TB, r *online.Room, seed uint64) {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 1))
	for ply := 0; !r.Over(); ply++ {
		if ply > 5000 {
			t.Fatal("no end after 5000 moves")
		}
		s := r.Match().State()
		mv, err := game.RandomMove(s, rng)
		if err != nil {
			t.Fatal(err)
		}
		n := r.N()
		e, again, oe := r.Move(context.Background(), int(s.Turn()), n, s.MoveString(mv))
		if oe != nil || again || e.N != n+1 {
			t.Fatalf("move %s at event %d: %v (again %v, event %d)", s.MoveString(mv), n, oe, again, e.N)
		}
	}
}

// TestEveryGameReplaysFromItsCommitment plays every variant of every game
// to its end through a room, and checks what the end reveals: the seed
// and salt hash to the commitment made at the start, the record replays
// with record.Load as it stands and with its dice and tiles drawn afresh
// from the seed (record.Redraw), and the room loads again from the store
// as it was.
func TestEveryGameReplaysFromItsCommitment(t *testing.T) {
	for _, g := range games.All() {
		for i, o := range g.Variants() {
			t.Run(o.String(), func(t *testing.T) {
				store := memstore.New()
				r, _ := create(t, store, o.String(), people(t, o.String()))
				commitment := r.Commitment()
				if _, _, ok := r.Reveal(); ok {
					t.Fatal("the seed is revealed before the end")
				}
				playOut(t, r, uint64(i))
				seed, salt, ok := r.Reveal()
				if !ok || online.Commitment(seed, salt) != commitment {
					t.Fatalf("revealed seed %d and salt %q do not match the commitment %s", seed, salt, commitment)
				}
				text := r.Match().Text()
				if !strings.Contains(text, "[Seed \""+strconv.FormatUint(seed, 10)+"\"]") {
					t.Errorf("the record does not carry the seed revealed:\n%s", text)
				}
				if m, err := record.Load(games.All(), text); err != nil || !m.State().Over() {
					t.Fatalf("the record does not load to the end: %v", err)
				}
				if _, err := record.Redraw(games.All(), text); err != nil {
					t.Fatalf("the record's chance is not its seed's: %v", err)
				}
				again, err := online.Load(context.Background(), store, games.All(), r.ID())
				if err != nil || again.Match().Text() != text || again.N() != r.N() {
					t.Fatalf("loaded again: %v", err)
				}
			})
		}
	}
}

// TestRedrawRefusesDiceNotFromTheSeed changes one die of a Can't Stop
// record: neither Load nor Redraw takes it.
func TestRedrawRefusesDiceNotFromTheSeed(t *testing.T) {
	r, _ := create(t, memstore.New(), "cantstop players=2", people(t, "cantstop players=2"))
	playOut(t, r, 3)
	lines := strings.Split(r.Match().Text(), "\n")
	i := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "dice ") })
	if i < 0 {
		t.Fatalf("no roll of four dice in the record:\n%s", r.Match().Text())
	}
	other := "dice 1 1 1 1"
	if lines[i] == other {
		other = "dice 2 2 2 2"
	}
	lines[i] = other
	forged := strings.Join(lines, "\n")
	if _, err := record.Redraw(games.All(), forged); err == nil {
		t.Errorf("a record with a roll changed to %s passes Redraw", other)
	}
	if _, err := record.Load(games.All(), forged); err == nil || !strings.Contains(err.Error(), fmt.Sprintf("line %d: the seed ", i+1)) {
		t.Errorf("a record with a roll changed to %s: Load says %v", other, err)
	}
}

func timeNow() time.Time { return time.Now() }
