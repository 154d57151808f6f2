package ui

import (
	"strings"
	"testing"
)

// TestTextFloor checks that no face is smaller than MinText CSS pixels,
// asked for directly or shrunk to fit, on a phone's scale and a desktop's,
// and that a face asked for larger keeps its size.
func TestTextFloor(t *testing.T) {
	th, err := NewTheme()
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name       string
		w, h, dpr  float64
		size, want float64 // units asked for; the face's pixels
	}{
		{"phone, small text", 1170, 2532, 3, 14, MinText * 3},
		{"phone, a heading", 1170, 2532, 3, 30, 30 * 0.62 * 3},
		{"desktop, tiny text", 1000, 700, 1, 8, MinText},
		{"desktop, body text", 1000, 700, 1, 15, 15},
	} {
		th.Fit(tc.w, tc.h, tc.dpr)
		if got := th.Face(Regular, tc.size).Size; got < tc.want-0.02 || got > tc.want+0.02 {
			t.Errorf("%s: Face is %.2f px, want %.2f", tc.name, got, tc.want)
		}
		long := strings.Repeat("Kalah sows ", 20)
		if got := th.FaceFor(long, Regular, tc.size, 10).Size; got < MinText*tc.dpr-0.02 {
			t.Errorf("%s: FaceFor shrank to %.2f px, under %v CSS px", tc.name, got, MinText)
		}
	}
}

// TestFitTextCutsShort checks FitText: a string that fits is kept whole;
// one that does not at the smallest face is cut short with an ellipsis
// and then fits.
func TestFitTextCutsShort(t *testing.T) {
	th, err := NewTheme()
	if err != nil {
		t.Fatal(err)
	}
	th.Fit(1170, 2532, 3)
	for _, tc := range []struct {
		s     string
		width float64
		whole bool
	}{
		{"South", 400, true},
		{"North sows N5, plays again, and again, and again", 300, false},
		{"Pick how to use the dice", 150, false},
		{"Medium", 5, false},
	} {
		s, f := th.FitText(tc.s, Medium, 13, tc.width)
		w, _ := th.Measure(s, f)
		switch {
		case tc.whole && s != tc.s:
			t.Errorf("%q in %v: cut to %q", tc.s, tc.width, s)
		case !tc.whole && !strings.HasSuffix(s, "…"):
			t.Errorf("%q in %v: %q has no ellipsis", tc.s, tc.width, s)
		case !tc.whole && s != "…" && w > tc.width:
			t.Errorf("%q in %v: %q is %.0f wide", tc.s, tc.width, s, w)
		}
	}
}
