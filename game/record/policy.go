package record

import (
	"errors"
	"slices"
)

// ErrNoneOfYours is UndoTurn's answer, against the computer, to people who
// have made no move yet: there is nothing of theirs to take back.
var ErrNoneOfYours = errors.New("there is no move of yours to take back")

// UndoTurn is what "undo" means at a table where people[p] reports whether
// a person plays seat p — the one policy of the table, the terminal and
// the server. Against the computer (some seats people's, some the
// computer's) it takes back every decision since a person's last one, that
// one included, so that the person is to move again as then, the
// computer's replies with it; if no person has decided yet it changes
// nothing and returns ErrNoneOfYours. With people only, or only the
// computer, it takes back one decision. Chance outcomes go back with the
// decision that set them off, and redo brings the same ones.
func (m *Match) UndoTurn(people []bool) error {
	if !vsComputer(people) {
		return m.Undo()
	}
	last := -1
	for i := range m.moves {
		if !m.IsChance(i) && person(people, int(m.states[i].Turn())) {
			last = i
		}
	}
	if last < 0 {
		return ErrNoneOfYours
	}
	for m.Plies() > last {
		if err := m.Undo(); err != nil {
			return err
		}
	}
	return nil
}

// RedoTurn replays the last decision undone and, against the computer,
// every decision undone after it until a person is to move again or the
// game ends: UndoTurn's inverse. It returns the ply where the last decision
// it replayed starts, so that a view can show that decision being made.
func (m *Match) RedoTurn(people []bool) (last int, err error) {
	last = m.Plies()
	if err := m.Redo(); err != nil {
		return last, err
	}
	for vsComputer(people) && m.CanRedo() && !m.personToMove(people) {
		last = m.Plies()
		if err := m.Redo(); err != nil {
			return last, err
		}
	}
	return last, nil
}

// personToMove reports whether a person is to move in a game not over.
func (m *Match) personToMove(people []bool) bool {
	s := m.State()
	return !s.Over() && person(people, int(s.Turn()))
}

// vsComputer reports whether people play against the computer: some seats
// are people's and some the computer's.
func vsComputer(people []bool) bool {
	return slices.Contains(people, true) && slices.Contains(people, false)
}

// person reports whether a person plays seat p.
func person(people []bool, p int) bool { return p >= 0 && p < len(people) && people[p] }
