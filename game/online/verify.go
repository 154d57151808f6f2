package online

import (
	"encoding/hex"
	"fmt"
	"strconv"
	"strings"

	"parlor/game/catalog"
	"parlor/game/record"
)

// Summary is what Verify found in a finished game's record.
type Summary struct {
	// Game is the game and its options: "cantstop players=2".
	Game string
	// Seed is the seed the dice and the tiles came from.
	Seed uint64
	// Moves counts the lines of the record, Chance those of them that are
	// dice or tiles.
	Moves, Chance int
	// Result is how the game ended, as the record's Result tag says it.
	Result string
}

// String says it in one line: "cantstop players=2: 60 moves, 24 of them
// dice or tiles from seed 42; Orange wins", or for a game without chance
// "kalah houses=6 seeds=4: 40 moves; South wins".
func (s Summary) String() string {
	moves := s.Game + ": " + plural(s.Moves, "move", "moves")
	if s.Chance > 0 {
		moves += fmt.Sprintf(", %d of them dice or tiles from seed %d", s.Chance, s.Seed)
	}
	return moves + "; " + s.Result
}

// plural writes n and the noun for it: "1 move", "2 moves".
func plural(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return strconv.Itoa(n) + " " + many
}

// Verify checks the record a room sends at the end of a game (End), with
// the commitment its welcome carried at the start and the salt revealed at
// the end (hex, as the protocol sends them), and says what it found. It
// checks, in order and stopping at the first disagreement: that the
// record's header names a game and a seed; that the seed and the salt hash
// to the commitment; that the game is one of games, every move is legal
// and every die and tile the one the seed draws there (record.Redraw);
// that the record's Result tag says how the game ended in the words
// ResultText gives them — for a game over by its rules, its result; for a
// game stopped before, a resignation of one of its seats or a draw agreed
// (in a game that can be drawn). The error says what disagrees, in words.
func Verify(games catalog.Catalog, recordText, commitment, salt string) (Summary, error) {
	var sum Summary
	commitment, salt = strings.TrimSpace(commitment), strings.TrimSpace(salt)
	if b, err := hex.DecodeString(commitment); err != nil || len(b) != 32 {
		return sum, fmt.Errorf("the commitment must be 64 hex digits (a SHA-256), not %q", commitment)
	}
	if _, err := hex.DecodeString(salt); err != nil || salt == "" {
		return sum, fmt.Errorf("the salt must be hex digits, not %q", salt)
	}
	tags, err := record.Tags(recordText)
	if err != nil {
		return sum, err
	}
	seedTag, ok, err := tag(tags, "Seed")
	switch {
	case err != nil:
		return sum, err
	case !ok:
		return sum, fmt.Errorf(`the record does not say its seed: the record of a game over has a tag like [Seed "42"]`)
	case seedTag == "secret":
		return sum, fmt.Errorf("the record's seed is secret: it was copied during the game; check the record the server sends at its end")
	}
	seed, err := strconv.ParseUint(seedTag, 10, 64)
	if err != nil {
		return sum, fmt.Errorf("the seed %q is not a whole number", seedTag)
	}
	if got := Commitment(seed, salt); !strings.EqualFold(got, commitment) {
		return sum, fmt.Errorf("the commitment does not match: the seed %d and salt %s hash to %s, not %s", seed, salt, got, strings.ToLower(commitment))
	}
	m, err := record.Redraw(games, recordText)
	if err != nil {
		return sum, err
	}
	result, ok, err := tag(tags, ResultTag)
	switch {
	case err != nil:
		return sum, err
	case !ok:
		return sum, fmt.Errorf(`the record does not say how the game ended: the record a server sends at the end has a tag like [Result "South wins"] after its seed`)
	}
	if err := checkResult(m, result); err != nil {
		return sum, err
	}
	sum = Summary{Game: m.Options().String(), Seed: seed, Moves: m.Plies(), Result: result}
	for i := range m.Plies() {
		if m.IsChance(i) {
			sum.Chance++
		}
	}
	return sum, nil
}

// tag is the value of the header's tag name, if it has one; a second is
// an error.
func tag(tags []record.Tag, name string) (value string, ok bool, err error) {
	for _, t := range tags {
		if t.Name != name {
			continue
		}
		if ok {
			return "", false, fmt.Errorf("a second %s tag", name)
		}
		value, ok = t.Value, true
	}
	return value, ok, nil
}

// checkResult checks result against the last position of match m: the
// position's own result if the game is over, else a resignation or a
// draw agreed, each worded as ResultText words it.
func checkResult(m *record.Match, result string) error {
	seats, s := m.Options().Seats(), m.State()
	if s.Over() {
		if want := ResultText(seats, s, -1, false); result != want {
			return fmt.Errorf("the record says %q, but its last position says %q", result, want)
		}
		return nil
	}
	if result == ResultText(seats, s, -1, true) {
		if g := m.Options().Game(); !g.Draws {
			return fmt.Errorf("the record says %q, but %s has no draws", result, g.Title)
		}
		return nil
	}
	if p := int(s.Turn()); p >= 0 && result != "" && result == FlagText(seats, p, flagDraws(s, p)) {
		return nil // only the seat to move runs out of time
	}
	if p := int(s.Turn()); p >= 0 && result != "" && result == AbortText(seats, p) {
		if madeMove(m, p) {
			return fmt.Errorf("the record says %q, but %s made a move in it", result, seats[p])
		}
		return nil // only the seat to move, before its first move, aborts
	}
	for i, name := range seats {
		if !strings.HasPrefix(result, name+" resigned: ") {
			continue
		}
		if want := ResultText(seats, s, i, false); result != want {
			return fmt.Errorf("the record says %q, but when %s resigns, the result is %q", result, name, want)
		}
		return nil
	}
	return fmt.Errorf("the record says %q, but its game is not over: it ends there only by a resignation (%q) or a draw agreed (%q)",
		result, ResultText(seats, s, 0, false), ResultText(seats, s, -1, true))
}

// madeMove reports whether seat p made a decision in match m's record.
func madeMove(m *record.Match, p int) bool {
	for i := range m.Plies() {
		if !m.IsChance(i) && int(m.At(i).Turn()) == p {
			return true
		}
	}
	return false
}
