package ui

import "testing"

// TestMeasureCountsLines checks how text is measured: nothing for no
// text; each line break, however written, adds a line; a break at the end
// adds none; the width is the widest line's.
func TestMeasureCountsLines(t *testing.T) {
	th, err := NewTheme()
	if err != nil {
		t.Fatal(err)
	}
	f := th.Face(Regular, 20)
	one := func(s string) (float64, float64) { return th.Measure(s, f) }
	if w, h := one(""); w != 0 || h != 0 {
		t.Errorf(`"" measures %g × %g, want 0 × 0`, w, h)
	}
	w1, h1 := one("Kalah")
	if w1 <= 0 || h1 < 20 || h1 > 30 {
		t.Fatalf(`"Kalah" measures %g × %g at 20 px`, w1, h1)
	}
	for _, tc := range []struct {
		s     string
		lines int
	}{
		{"Kalah\n", 1},
		{"Kalah\nKa", 2},
		{"Kalah\r\nKa", 2},
		{"Kalah\rKa", 2},
		{"Ka\nKalah\n\nK", 4},
	} {
		w, h := one(tc.s)
		if w != w1 {
			t.Errorf("%q is %g wide, want %g (its widest line's)", tc.s, w, w1)
		}
		if want := h1 + float64(tc.lines-1)*f.lineSpacing(); h != want {
			t.Errorf("%q is %g tall, want %g (%d lines)", tc.s, h, want, tc.lines)
		}
	}
	if tiny := th.Face(Bold, 0.001); tiny.Size <= 0 {
		t.Errorf("a tiny face has size %g", tiny.Size)
	}
	if b := f.render("", 0).Bounds(); b.Dx() < 1 || b.Dy() < 1 {
		t.Errorf("rendering no text makes a %v image", b)
	}
}
