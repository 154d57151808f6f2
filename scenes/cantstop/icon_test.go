package cantstop

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestIconDrawsTheColumnsAndATower checks the menu card's picture: squares
// of the board, and a white tower in the middle column.
func TestIconDrawsTheColumnsAndATower(t *testing.T) {
	uitest.NeedDisplay(t)
	img := ebiten.NewImage(100, 100)
	Icon(img, theme(t, desktop), ui.Rect{X: 0, Y: 0, W: 100, H: 100})
	// The middle column's top square holds the tower: white at its centre.
	x, y := 50, 17 // the centre of the fifth square up, 4.5 of 5.4 from the foot
	if c := img.At(x, y); !uitest.Near(rgba(c), colTower, 30) {
		t.Errorf("the tower is drawn %v", c)
	}
	// The left column's lowest square is a square of the board.
	if c := img.At(10, 95); !uitest.Near(rgba(c), colSquare, 30) {
		t.Errorf("the first column is drawn %v", c)
	}
}
