package online_test

import (
	"fmt"
	"math/rand/v2"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/record"
)

// ended is a finished game as the room's end reveals it, with what its
// welcome said at the start.
type ended struct {
	record, commitment, salt, result string
	seed                             uint64
}

// finish plays a room of text, every seat a person's, with random legal
// moves from seed: to its end, or for decisions moves and then stop
// (stop resigns or agrees a draw), and returns its end.
func finish(t testing.TB, text string, seed uint64, decisions int, stop func(r *online.Room)) ended {
	t.Helper()
	r, _ := create(t, memstore.New(), text, people(t, text))
	commitment := r.Commitment()
	if stop == nil {
		playOut(t, r, seed)
	} else {
		rng := rand.New(rand.NewPCG(seed, 2))
		for range decisions {
			s := r.Match().State()
			mv, err := game.RandomMove(s, rng)
			if err != nil {
				t.Fatal(err)
			}
			if _, _, e := r.Move(ctx, int(s.Turn()), r.N(), s.MoveString(mv)); e != nil {
				t.Fatal(e)
			}
			if r.Over() {
				t.Fatalf("%s is over after %d moves", text, r.N())
			}
		}
		stop(r)
	}
	if !r.Over() {
		t.Fatalf("%s is not over", text)
	}
	end := r.End()
	s, err := strconv.ParseUint(end.Seed, 10, 64)
	if err != nil {
		t.Fatal(err)
	}
	return ended{end.Record, commitment, end.Salt, end.Result, s}
}

// resign gives the game up for the seat to move.
func resign(t testing.TB) func(r *online.Room) {
	return func(r *online.Room) {
		if _, e := r.Resign(ctx, int(r.Match().State().Turn()), r.N()); e != nil {
			t.Fatal(e)
		}
	}
}

// agreeDraw offers a draw from seat 0 and seat 1 accepts it.
func agreeDraw(t testing.TB) func(r *online.Room) {
	return func(r *online.Room) {
		n := r.N()
		if _, out, e := r.OfferDraw(ctx, 0, n); e != nil || out != online.UndoAsked {
			t.Fatalf("offer: %v, %v", out, e)
		}
		if _, out, e := r.Answer(ctx, 1, n, true); e != nil || out != online.UndoTaken {
			t.Fatalf("accept: %v, %v", out, e)
		}
	}
}

// line is the first line of text for which is says so, with its number
// (from 1).
func line(t testing.TB, text string, is func(string) bool) (int, string) {
	t.Helper()
	lines := strings.Split(text, "\n")
	i := slices.IndexFunc(lines, is)
	if i < 0 {
		t.Fatalf("no such line in\n%s", text)
	}
	return i + 1, lines[i]
}

// replaceLine replaces line n (from 1) of text with l.
func replaceLine(text string, n int, l string) string {
	lines := strings.Split(text, "\n")
	lines[n-1] = l
	return strings.Join(lines, "\n")
}

// withResult replaces the Result tag of a record with result, or drops
// it when result is "".
func withResult(text, result string) string {
	re := regexp.MustCompile(`(?m)^\[Result ".*"\]\n`)
	if result == "" {
		return re.ReplaceAllString(text, "")
	}
	return re.ReplaceAllLiteralString(text, fmt.Sprintf("[Result %q]\n", result))
}

func TestVerify(t *testing.T) {
	dice := finish(t, "cantstop players=2", 4, 0, nil)
	tiles := finish(t, "mergers mode=advanced players=3", 5, 0, nil)
	kalah := finish(t, "kalah houses=4 seeds=3", 6, 0, nil)
	resigned := finish(t, "cantstop players=3", 7, 12, resign(t))
	drawn := finish(t, "connectfour rules=classic", 8, 6, agreeDraw(t))

	dieLine, die := line(t, dice.record, func(l string) bool { return strings.HasPrefix(l, "dice ") && l != "dice 1 1 1 1" })
	tileLine, tile := line(t, tiles.record, func(l string) bool { return strings.HasPrefix(l, "draw ") })
	otherTile := "draw A1"
	if tile == otherTile {
		otherTile = "draw A2"
	}
	moveLine, move := line(t, kalah.record, func(l string) bool { return strings.HasPrefix(l, "S") })
	seedTag := fmt.Sprintf("[Seed \"%d\"]", dice.seed)
	otherSeed := dice.seed + 1

	for _, tc := range []struct {
		name                      string
		text, commitment, salt    string
		want                      string // the error, or the summary after "ok: "
		wantPrefix, wantOK, exact bool
	}{
		{name: "can't stop", text: dice.record, commitment: dice.commitment, salt: dice.salt, wantOK: true,
			want: "cantstop players=2: "},
		{name: "mergers", text: tiles.record, commitment: tiles.commitment, salt: tiles.salt, wantOK: true,
			want: "mergers mode=advanced players=3: "},
		{name: "kalah, no chance", text: kalah.record, commitment: kalah.commitment, salt: kalah.salt, wantOK: true,
			want: "kalah houses=4 seeds=3: "},
		{name: "a resignation", text: resigned.record, commitment: resigned.commitment, salt: resigned.salt, wantOK: true,
			want: "; " + resigned.result},
		{name: "a draw agreed", text: drawn.record, commitment: drawn.commitment, salt: drawn.salt, wantOK: true,
			want: ": 6 moves; a draw, agreed"},
		{name: "commitment in capitals", text: kalah.record, commitment: strings.ToUpper(kalah.commitment), salt: kalah.salt, wantOK: true,
			want: "kalah houses=4 seeds=3: "},

		{name: "wrong commitment", text: dice.record, commitment: tiles.commitment, salt: dice.salt,
			want: fmt.Sprintf("the commitment does not match: the seed %d and salt %s hash to %s, not %s", dice.seed, dice.salt, dice.commitment, tiles.commitment), exact: true},
		{name: "wrong salt", text: dice.record, commitment: dice.commitment, salt: tiles.salt,
			want: fmt.Sprintf("the commitment does not match: the seed %d and salt %s hash to ", dice.seed, tiles.salt)},
		{name: "a changed seed", text: strings.Replace(dice.record, seedTag, fmt.Sprintf("[Seed \"%d\"]", otherSeed), 1), commitment: dice.commitment, salt: dice.salt,
			want: fmt.Sprintf("the commitment does not match: the seed %d and salt ", otherSeed)},
		{name: "a changed seed, committed to", text: strings.Replace(dice.record, seedTag, fmt.Sprintf("[Seed \"%d\"]", otherSeed), 1),
			commitment: online.Commitment(otherSeed, dice.salt), salt: dice.salt,
			want: fmt.Sprintf("line 6: the seed %d draws ", otherSeed)},
		{name: "a changed die", text: replaceLine(dice.record, dieLine, "dice 1 1 1 1"), commitment: dice.commitment, salt: dice.salt,
			want: fmt.Sprintf("line %d: the seed %d draws %q here, the record says \"dice 1 1 1 1\"", dieLine, dice.seed, die), exact: true},
		{name: "a changed tile", text: replaceLine(tiles.record, tileLine, otherTile), commitment: tiles.commitment, salt: tiles.salt,
			want: fmt.Sprintf("line %d: the seed %d draws %q here, the record says %q", tileLine, tiles.seed, tile, otherTile), exact: true},
		{name: "an illegal move", text: replaceLine(kalah.record, moveLine, "N1"), commitment: kalah.commitment, salt: kalah.salt,
			want: fmt.Sprintf("line %d: ", moveLine)},
		{name: "a move left out", text: replaceLine(kalah.record, moveLine, "; "+move), commitment: kalah.commitment, salt: kalah.salt,
			want: fmt.Sprintf("line %d: ", moveLine+1)},
		{name: "a missing result", text: withResult(dice.record, ""), commitment: dice.commitment, salt: dice.salt,
			want: `the record does not say how the game ended: the record a server sends at the end has a tag like [Result "South wins"] after its seed`, exact: true},
		{name: "a wrong result", text: withResult(dice.record, "Green wins"), commitment: dice.commitment, salt: dice.salt,
			want: fmt.Sprintf("the record says \"Green wins\", but its last position says %q", dice.result), exact: true},
		{name: "a resignation after the end", text: withResult(kalah.record, "South resigned: North wins"), commitment: kalah.commitment, salt: kalah.salt,
			want: `the record says "South resigned: North wins", but its last position says `},
		{name: "a draw agreed after the end", text: withResult(kalah.record, "a draw, agreed"), commitment: kalah.commitment, salt: kalah.salt,
			want: `the record says "a draw, agreed", but its last position says `},
		{name: "a game stopped without a word", text: withResult(resigned.record, "Orange wins"), commitment: resigned.commitment, salt: resigned.salt,
			want: `the record says "Orange wins", but its game is not over: it ends there only by a resignation ("Orange resigned: Yellow and Green share the win") or a draw agreed ("a draw, agreed")`, exact: true},
		{name: "a resignation of no seat", text: withResult(resigned.record, "Purple resigned: Orange wins"), commitment: resigned.commitment, salt: resigned.salt,
			want: `the record says "Purple resigned: Orange wins", but its game is not over`},
		{name: "a resignation's winners wrong", text: withResult(resigned.record, "Yellow resigned: Orange wins"), commitment: resigned.commitment, salt: resigned.salt,
			want: `the record says "Yellow resigned: Orange wins", but when Yellow resigns, the result is "Yellow resigned: Orange and Green share the win"`, exact: true},
		{name: "a draw agreed in a game without draws", text: withResult(resigned.record, "a draw, agreed"), commitment: resigned.commitment, salt: resigned.salt,
			want: `the record says "a draw, agreed", but Can't Stop has no draws`, exact: true},
		{name: "two results", text: strings.Replace(kalah.record, "[Result", "[Result \"a draw\"]\n[Result", 1), commitment: kalah.commitment, salt: kalah.salt,
			want: "a second Result tag", exact: true},
		{name: "a record copied during the game", text: strings.Replace(dice.record, seedTag, `[Seed "secret"]`, 1), commitment: dice.commitment, salt: dice.salt,
			want: "the record's seed is secret: it was copied during the game; check the record the server sends at its end", exact: true},
		{name: "no seed", text: strings.Replace(dice.record, seedTag+"\n", "", 1), commitment: dice.commitment, salt: dice.salt,
			want: `the record does not say its seed: the record of a game over has a tag like [Seed "42"]`, exact: true},
		{name: "a seed not a number", text: strings.Replace(dice.record, seedTag, `[Seed "x"]`, 1), commitment: dice.commitment, salt: dice.salt,
			want: `the seed "x" is not a whole number`, exact: true},
		{name: "a broken tag", text: strings.Replace(dice.record, seedTag, `[Seed 1`, 1), commitment: dice.commitment, salt: dice.salt,
			want: "line 2: a tag must end with ]", exact: true},
		{name: "not a record", text: "hello\n", commitment: dice.commitment, salt: dice.salt,
			want: `the record does not say its seed`},
		{name: "a commitment not hex", text: dice.record, commitment: "xyz", salt: dice.salt,
			want: `the commitment must be 64 hex digits (a SHA-256), not "xyz"`, exact: true},
		{name: "a commitment cut short", text: dice.record, commitment: dice.commitment[:62], salt: dice.salt,
			want: `the commitment must be 64 hex digits (a SHA-256), not `},
		{name: "a salt not hex", text: dice.record, commitment: dice.commitment, salt: "salt",
			want: `the salt must be hex digits, not "salt"`, exact: true},
		{name: "no salt", text: dice.record, commitment: dice.commitment, salt: "",
			want: `the salt must be hex digits, not ""`, exact: true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sum, err := online.Verify(games.All(), tc.text, tc.commitment, tc.salt)
			got := ""
			switch {
			case tc.wantOK && err != nil:
				t.Fatalf("refused: %v\n%s", err, tc.text)
			case tc.wantOK:
				got = sum.String()
			case err == nil:
				t.Fatalf("passed: %s\n%s", sum, tc.text)
			default:
				got = err.Error()
			}
			if tc.exact && got != tc.want || !tc.exact && !strings.Contains(got, tc.want) {
				t.Errorf("got\n\t%s\nwant\n\t%s", got, tc.want)
			}
		})
	}
}

// TestVerifySummary checks the summary of a finished game of Can't Stop:
// its counts are the record's.
func TestVerifySummary(t *testing.T) {
	e := finish(t, "cantstop players=2", 4, 0, nil)
	sum, err := online.Verify(games.All(), e.record, e.commitment, e.salt)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.Load(games.All(), e.record)
	if err != nil {
		t.Fatal(err)
	}
	rolls := strings.Count(e.record, "\ndice ")
	want := online.Summary{Game: "cantstop players=2", Seed: e.seed, Moves: m.Plies(), Chance: rolls, Result: e.result}
	if sum != want {
		t.Errorf("summary %+v, want %+v", sum, want)
	}
	if s := sum.String(); s != fmt.Sprintf("cantstop players=2: %d moves, %d of them dice or tiles from seed %d; %s", m.Plies(), rolls, e.seed, e.result) {
		t.Errorf("summary says %q", s)
	}
}

// TestTheEndRecordSaysTheResult: the record the end message carries has
// the result in a tag after the seed, as the message says it, and loads.
func TestTheEndRecordSaysTheResult(t *testing.T) {
	r, _ := create(t, memstore.New(), "kalah", people(t, "kalah"))
	if _, _, e := r.Move(ctx, 0, 0, "S3"); e != nil {
		t.Fatal(e)
	}
	if _, e := r.Resign(ctx, 1, r.N()); e != nil {
		t.Fatal(e)
	}
	end := r.End()
	want := fmt.Sprintf("[Game \"kalah houses=6 seeds=4\"]\n[Seed \"%s\"]\n[Result \"North resigned: South wins\"]\n\nS3\n", end.Seed)
	if end.Record != want || end.Result != "North resigned: South wins" {
		t.Errorf("the end's record\n%s\nwant\n%s", end.Record, want)
	}
	if m, err := record.Load(games.All(), end.Record); err != nil || m.Text() != r.Match().Text() {
		t.Errorf("the end's record loads: %v", err)
	}
	if tags, err := record.Tags(end.Record); err != nil || len(tags) != 3 || tags[2] != (record.Tag{Name: online.ResultTag, Value: end.Result}) {
		t.Errorf("its tags: %v, %v", tags, err)
	}
}
