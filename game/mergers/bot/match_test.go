package bot_test

import (
	"testing"

	"parlor/game"

	"parlor/game/games"
	"parlor/game/record"
)

// start is a match of the game in options text, after the moves given.
func start(t *testing.T, text string, seed uint64, moves ...string) *record.Match {
	t.Helper()
	o, err := games.Parse(text)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(o, seed)
	if err != nil {
		t.Fatal(err)
	}
	for _, mv := range moves {
		if err := m.PlayText(mv); err != nil {
			t.Fatalf("%s: %v", mv, err)
		}
	}
	return m
}

// oneMove finds the mover's moves that win at once, and — when some moves
// let the next player win at once and some do not — those that do not.
func oneMove(s game.State) (win, safe map[game.Move]bool) {
	if s.Turn() < 0 {
		return nil, nil
	}
	me := s.Turn()
	win, safe = map[game.Move]bool{}, map[game.Move]bool{}
	unsafe := 0
	for _, m := range s.Legal() {
		a := s.Clone()
		if a.Play(m) != nil {
			continue
		}
		if a.Over() {
			if a.Returns()[me] > 0 {
				win[m] = true
			}
			if a.Returns()[me] >= 0 {
				safe[m] = true
			}
			continue
		}
		next, lost := a.Turn(), false
		if next >= 0 && next != me {
			for _, r := range a.Legal() {
				b := a.Clone()
				if b.Play(r) == nil && b.Over() && b.Returns()[next] > 0 && b.Returns()[me] < 0 {
					lost = true
					break
				}
			}
		}
		if lost {
			unsafe++
		} else {
			safe[m] = true
		}
	}
	if unsafe == 0 || len(safe) == 0 {
		safe = nil
	}
	return win, safe
}
