package online_test

import (
	"context"
	"strings"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/online/protocol"
)

// The order in which a room's messages are checked (PROTOCOL.md, Client →
// server): the seat, then n, then the end of the game, then the rest.

// TestTheOrderOfChecks: n comes before the end for every message of a
// room — a move, a resignation, an undo, a draw — and in a rated game an
// undo is refused as rated only once the seat, n and the end pass.
func TestTheOrderOfChecks(t *testing.T) {
	ctx := context.Background()
	clk := newFakeNow()
	r, _ := seated(t, "connectfour rules=classic", []string{online.SeatYou, online.SeatYou}, "1/4+0", clk)
	for _, mv := range []string{"p1 3", "p2 3", "p1 4"} { // Yellow's clock runs from her first move
		play(t, r, mv)
	}
	before := r.N()
	clk.advance(15 * time.Second)
	if _, ok, e := r.Flag(ctx); !ok || e != nil {
		t.Fatalf("no flag: %v", e)
	}
	// Yellow's answers, sent at the event before her flag and at the flag's.
	for _, c := range []struct {
		name string
		do   func(n int) *online.Error
	}{
		{"move", func(n int) *online.Error { _, _, e := r.Move(ctx, 1, n, "p2 3"); return e }},
		{"resign", func(n int) *online.Error { _, e := r.Resign(ctx, 1, n); return e }},
		{"undo", func(n int) *online.Error { _, _, e := r.AskUndo(ctx, 1, n); return e }},
		{"draw", func(n int) *online.Error { _, _, e := r.OfferDraw(ctx, 1, n); return e }},
	} {
		if e := c.do(before); e == nil || e.Code != online.ErrStale {
			t.Errorf("%s at the event before the flag: %v, want %s", c.name, e, online.ErrStale)
		}
		if e := c.do(r.N()); e == nil || e.Code != online.ErrOver {
			t.Errorf("%s at the flag's event: %v, want %s", c.name, e, online.ErrOver)
		}
	}

	rated, _, e := online.Create(ctx, memstore.New(), games.All(), online.Spec{Game: "kalah", Seats: []string{online.SeatYou, online.SeatInvite}, Rated: true}, "ann", newSeeded(1), clk.now())
	if e != nil {
		t.Fatal(e)
	}
	if _, _, e := rated.AskUndo(ctx, 0, 1); e == nil || e.Code != online.ErrStale {
		t.Errorf("an undo at an n the room has not reached, in a rated game: %v, want %s", e, online.ErrStale)
	}
	if _, _, e := rated.AskUndo(ctx, 0, 0); e == nil || e.Code != online.ErrRated {
		t.Errorf("an undo in a rated game: %v, want %s", e, online.ErrRated)
	}
}

// TestANameIsOneLine: a name with a line or paragraph separator, or a
// format character, is refused as a control character is.
func TestANameIsOneLine(t *testing.T) {
	for _, c := range []struct {
		name string
		ok   bool
	}{
		{"Ann", true},
		{"Zoë Ōkubo", true},
		{"  Ann  ", true},
		{"Ann\nBo", false},
		{"Ann\u0085Bo", false},     // next line, a C1 control
		{"Ann\u2028Bo", false},     // line separator
		{"Ann\u2029Bo", false},     // paragraph separator
		{"Ann\u200bBo", false},     // zero-width space
		{"\u202eAnn", false},       // right-to-left override
		{"Ann\ufeff", false},       // zero-width no-break space
		{"Ann\u00ad", false},       // soft hyphen
		{"A\u2066nn\u2069", false}, // isolates
	} {
		_, e := online.CleanName(c.name)
		if (e == nil) != c.ok {
			t.Errorf("CleanName(%q): %v, want ok %v", c.name, e, c.ok)
		}
		if e != nil && e.Code != online.ErrBadMessage {
			t.Errorf("CleanName(%q): %s, want %s", c.name, e.Code, online.ErrBadMessage)
		}
	}
}

// TestAKeyOfAnyLengthIsLookedUp: the form of profile's key tells nothing
// of a key's shape: a key of any length up to the message's limit passes
// to be looked up (and is bad-token when no profile has it).
func TestAKeyOfAnyLengthIsLookedUp(t *testing.T) {
	for _, n := range []int{1, 21, 22, 23, 64, 65, 100, 1000} {
		m := `{"type":"profile","key":"` + strings.Repeat("k", n) + `"}`
		if _, e := protocol.Decode([]byte(m)); e != nil {
			t.Errorf("a key of %d characters: %v", n, e)
		}
	}
	if _, e := protocol.Decode([]byte(`{"type":"profile","key":""}`)); e == nil || e.Code != online.ErrBadMessage {
		t.Errorf("no key: %v, want %s", e, online.ErrBadMessage)
	}
}
