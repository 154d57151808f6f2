package connectfour

import (
	"fmt"
	"slices"
)

// Order is the board as it is read (table.Orderer): the columns from left
// to right, the one that widens the board where it stands.
func (v *View) Order() []string {
	cols := make([]int, len(v.lay.columns))
	for i := range cols {
		cols[i] = i
	}
	slices.SortStableFunc(cols, func(a, b int) int {
		ra, rb := v.lay.columns[a], v.lay.columns[b]
		switch {
		case ra.X < rb.X:
			return -1
		case ra.X > rb.X:
			return 1
		}
		return 0
	})
	out := make([]string, len(cols))
	for i, c := range cols {
		out[i] = fmt.Sprintf("column:%d", c)
	}
	return out
}
