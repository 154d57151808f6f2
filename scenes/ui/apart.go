package ui

import "fmt"

// Apart tells apart the actions whose labels are the same, as a screen
// reader lists them: each such label gets its place among them, "Sit:
// Kalah (6, 4), casual (2 of 3)". It returns as itself when every label
// differs, else a copy.
func Apart(as []Action) []Action {
	count := map[string]int{}
	for _, a := range as {
		count[a.Label]++
	}
	var out []Action
	seen := map[string]int{}
	for i, a := range as {
		if count[a.Label] < 2 {
			continue
		}
		if out == nil {
			out = append([]Action(nil), as...)
		}
		seen[a.Label]++
		out[i].Label = fmt.Sprintf("%s (%d of %d)", a.Label, seen[a.Label], count[a.Label])
	}
	if out == nil {
		return as
	}
	return out
}
