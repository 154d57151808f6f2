package table

import (
	"strings"

	"parlor/scenes/ui"
)

// valuesList is the moves' values as a screen reader's list, while the
// values are shown on the board: "Sow S3: win in 5", best first, each move
// named as its button (moves, by id) is.
func (t *Screen) valuesList(moves []ui.Action) []ui.List {
	a := &t.analysis
	if !a.on || !a.shown || a.analyst == nil {
		return nil
	}
	s := t.match.State()
	labels := map[string]string{}
	for _, m := range moves {
		if n, ok := strings.CutPrefix(m.ID, "move:"); ok {
			labels[n] = m.Label
		}
	}
	var items []string
	for _, v := range a.analyst.Values() {
		name := s.MoveString(v.Move)
		if l, ok := labels[name]; ok {
			name = l
		}
		items = append(items, name+": "+v.Text)
	}
	if len(items) == 0 {
		return nil
	}
	return []ui.List{{Title: "Values of the moves", Items: items}}
}

// valuesKey is the state of the values the reader's list depends on:
// whether they are shown, and when the view was last given them.
type valuesKey struct {
	on, shown, done bool
	pulled          int
}

// valuesState is the values' state now (valuesKey).
func (t *Screen) valuesState() valuesKey {
	a := &t.analysis
	return valuesKey{on: a.on, shown: a.shown, done: a.done, pulled: a.pulled}
}
