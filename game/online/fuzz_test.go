package online_test

import (
	"strconv"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/record"
)

// FuzzRoom plays any sequence of messages on a room of Can't Stop with
// two people: moves from either seat or a spectator, at any n, legal or
// not; undos asked and answered. Whatever comes, the room never panics,
// a refused message changes nothing, and the room is always its stored
// log replayed.
func FuzzRoom(f *testing.F) {
	f.Add([]byte{0, 1, 2, 3, 4, 5, 6, 7, 8, 9})
	f.Add([]byte{3, 3, 3, 3, 0x43, 0x83, 0x13, 3, 3})
	f.Fuzz(func(t *testing.T, ops []byte) {
		store := memstore.New()
		r, _ := create(t, store, "cantstop players=2", people(t, "cantstop players=2"))
		for i, op := range ops {
			if i > 200 {
				break
			}
			seat := int(op&3) - 1 // -1 (a spectator), 0, 1, 2 (no seat)
			n := r.N() - int(op>>2&1)
			before, events := r.Match().Text(), r.N()
			var e *online.Error
			switch op >> 3 & 7 {
			case 0, 1, 2, 3:
				st := r.Match().State()
				text := "r"
				if legal := st.Legal(); len(legal) > 0 && !st.Over() && st.Turn() >= 0 {
					text = st.MoveString(legal[int(op>>5)%len(legal)])
				}
				_, _, e = r.Move(ctx, seat, n, text)
			case 4:
				_, _, e = r.Move(ctx, seat, n, string(ops[i:min(len(ops), i+5)]))
			case 5:
				_, _, e = r.AskUndo(ctx, seat, n)
			case 6, 7:
				_, _, e = r.Answer(ctx, seat, n, op>>6&1 == 1)
			}
			if e != nil && (r.Match().Text() != before || r.N() != events) {
				t.Fatalf("op %d (%08b) refused (%v) but changed the room", i, op, e)
			}
		}
		again, err := online.Load(ctx, store, games.All(), r.ID())
		if err != nil || again.Match().Text() != r.Match().Text() {
			t.Fatalf("the room is not its log replayed: %v", err)
		}
	})
}

// FuzzVerify checks any text as a finished game's record, with any salt
// and with the commitment to the seed the text states, so that a record
// gets past the commitment to the replay and the result: Verify never
// panics, and a record it passes loads to a game that ended as it says.
func FuzzVerify(f *testing.F) {
	for i, e := range []ended{
		finish(f, "kalah houses=3 seeds=2", 1, 0, nil),
		finish(f, "cantstop players=2", 2, 6, resign(f)),
		finish(f, "connectfour rules=classic", 3, 4, agreeDraw(f)),
		finish(f, "mergers mode=advanced players=3", 4, 3, resign(f)),
	} {
		f.Add(e.record, e.salt)
		f.Add(withResult(e.record, []string{"North wins", "a draw", "Orange resigned: Yellow wins", ""}[i]), e.salt)
	}
	f.Add("[Game \"kalah\"]\n[Seed \"secret\"]\n", "ab")
	f.Add("[Game \"yote\"]\n[Seed \"1\"]\n[Result \"a draw, agreed\"]\n", "00")
	f.Fuzz(func(t *testing.T, text, salt string) {
		online.Verify(games.All(), text, salt, salt)
		commitment := strings.Repeat("0", 64)
		if tags, err := record.Tags(text); err == nil {
			for _, tag := range tags {
				if seed, err := strconv.ParseUint(tag.Value, 10, 64); err == nil && tag.Name == "Seed" {
					commitment = online.Commitment(seed, salt)
				}
			}
		}
		sum, err := online.Verify(games.All(), text, commitment, salt)
		if err != nil {
			if err.Error() == "" {
				t.Fatal("an error without words")
			}
			return
		}
		m, err := record.Load(games.All(), text)
		if err != nil {
			t.Fatalf("passed, but does not load: %v", err)
		}
		if sum.Moves != m.Plies() || sum.Result == "" || sum.Game != m.Options().String() || m.IsMirror() {
			t.Fatalf("passed with %+v, a match of %d plies", sum, m.Plies())
		}
	})
}
