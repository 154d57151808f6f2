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
