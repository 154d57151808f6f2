package games

import (
	"strings"
	"testing"
)

// TestRulesText checks each game's rules text keeps to the small format the overlay
// renders and the terminal prints: it opens with a heading; each non-blank
// line is a heading, a bullet or a whole paragraph (so two paragraph lines
// never touch: that would be a hand-wrapped paragraph); no line ends in
// spaces; and it is a readable length.
func TestRulesText(t *testing.T) {
	for _, g := range All() {
		t.Run(g.ID, func(t *testing.T) { checkRulesText(t, g.Rules) })
	}
}

// checkRulesText checks one game's rules text.
func checkRulesText(t *testing.T, text string) {
	if !strings.HasPrefix(text, "# ") {
		t.Fatalf("the rules text does not start with a heading: %.40q", text)
	}
	if !strings.HasSuffix(text, "\n") || strings.HasSuffix(text, "\n\n") {
		t.Error("the rules text should end with exactly one newline")
	}
	if n := len(strings.Fields(text)); n < 250 || n > 650 {
		t.Errorf("the rules text has %d words, want 250 to 650", n)
	}
	prevParagraph := false
	for i, line := range strings.Split(strings.TrimSuffix(text, "\n"), "\n") {
		n := i + 1
		if strings.TrimRight(line, " \t") != line {
			t.Errorf("line %d ends with spaces: %q", n, line)
		}
		paragraph := false
		switch {
		case line == "":
		case strings.HasPrefix(line, "# "):
			if strings.TrimSpace(line[2:]) == "" || len(line) > 40 {
				t.Errorf("line %d is not a short heading: %q", n, line)
			}
		case strings.HasPrefix(line, "- "):
			if strings.TrimSpace(line[2:]) == "" {
				t.Errorf("line %d is an empty bullet", n)
			}
		case strings.HasPrefix(line, "#"), strings.HasPrefix(line, "-"), strings.HasPrefix(line, "*"),
			strings.HasPrefix(line, "|"), strings.HasPrefix(line, ">"), strings.TrimLeft(line, " \t") != line:
			t.Errorf("line %d is neither a heading, a bullet nor a paragraph: %q", n, line)
		default:
			paragraph = true
			if prevParagraph {
				t.Errorf("line %d continues the paragraph above it: write each paragraph on one line", n)
			}
		}
		for _, mark := range []string{"**", "`", "](", "__"} {
			if strings.Contains(line, mark) {
				t.Errorf("line %d has markdown %q, which the overlay does not render: %q", n, mark, line)
			}
		}
		prevParagraph = paragraph
	}
}
