package assets

import "testing"

func TestIconDecodes(t *testing.T) {
	img, err := Icon()
	if err != nil {
		t.Fatal(err)
	}
	if b := img.Bounds(); b.Dx() != 64 || b.Dy() != 64 {
		t.Errorf("icon is %v, want 64×64", b)
	}
}

// TestDrawIcon checks the drawn icon at a large size against the 64 × 64
// one: the same colours at the tokens' centres, transparent corners, and
// a maskable icon with no transparency at all.
func TestDrawIcon(t *testing.T) {
	small, err := Icon()
	if err != nil {
		t.Fatal(err)
	}
	big := DrawIcon(512, false)
	for _, p := range [][2]int{{20, 20}, {44, 20}, {20, 44}, {44, 44}, {32, 4}} {
		r1, g1, b1, _ := small.At(p[0], p[1]).RGBA()
		r2, g2, b2, _ := big.At(p[0]*8, p[1]*8).RGBA()
		if r1>>8 != r2>>8 || g1>>8 != g2>>8 || b1>>8 != b2>>8 {
			t.Errorf("at %v: drawn %02x%02x%02x, the icon has %02x%02x%02x", p, r2>>8, g2>>8, b2>>8, r1>>8, g1>>8, b1>>8)
		}
	}
	if _, _, _, a := big.At(1, 1).RGBA(); a != 0 {
		t.Errorf("the corner is not transparent (alpha %d)", a)
	}
	m := DrawIcon(192, true)
	for _, p := range [][2]int{{0, 0}, {191, 191}, {0, 191}} {
		if _, _, _, a := m.At(p[0], p[1]).RGBA(); a != 0xffff {
			t.Errorf("maskable icon: %v not opaque", p)
		}
	}
}
