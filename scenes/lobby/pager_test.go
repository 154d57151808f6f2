//go:build !js

package lobby

import (
	"slices"
	"strings"
	"testing"

	"parlor/scenes/ui/uitest"
)

// throughPages clicks next, page after page, until the list on s shows
// no such button (a hundred pages at most), checking each page's layout
// (checkLayout); it returns the targets seen named with one of prefixes,
// each once, sorted: every line of the list, when the pages reach them
// all.
func throughPages(t *testing.T, label string, s *uitest.Screen, sz [3]float64, next string, prefixes ...string) []string {
	t.Helper()
	var seen []string
	for range 100 {
		for name := range s.Scene().Targets() {
			if slices.ContainsFunc(prefixes, func(p string) bool { return strings.HasPrefix(name, p) }) && !slices.Contains(seen, name) {
				seen = append(seen, name)
			}
		}
		if _, ok := s.Scene().Targets()[next]; !ok {
			break
		}
		s.Click(next)
		checkLayout(t, label+" after "+next, s, sz)
	}
	slices.Sort(seen)
	return seen
}
