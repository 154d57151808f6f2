package ui

import (
	"strings"
)

// Wrap breaks s into lines no wider than width pixels in face, at spaces;
// a word too long for a line gets one of its own. Newlines in s are kept.
func (t *Theme) Wrap(s string, face *Face, width float64) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		line := ""
		for _, w := range strings.Fields(para) {
			try := w
			if line != "" {
				try = line + " " + w
			}
			if tw, _ := t.Measure(try, face); tw <= width || line == "" {
				line = try
				continue
			}
			lines = append(lines, line)
			line = w
		}
		lines = append(lines, line)
	}
	return lines
}
