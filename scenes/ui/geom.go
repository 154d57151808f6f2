package ui

// Rect is an axis-aligned rectangle in screen pixels.
type Rect struct{ X, Y, W, H float64 }

// Contains reports whether (x, y) lies inside r.
func (r Rect) Contains(x, y float64) bool {
	return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H
}

// Center is the middle of r.
func (r Rect) Center() (x, y float64) { return r.X + r.W/2, r.Y + r.H/2 }

// Inset shrinks r by d on every side.
func (r Rect) Inset(d float64) Rect { return Rect{r.X + d, r.Y + d, r.W - 2*d, r.H - 2*d} }

// Right is the x of r's right edge.
func (r Rect) Right() float64 { return r.X + r.W }

// Bottom is the y of r's lower edge.
func (r Rect) Bottom() float64 { return r.Y + r.H }

// SplitTop cuts a strip of height h off the top of r, returning it and the rest.
func (r Rect) SplitTop(h float64) (top, rest Rect) {
	return Rect{r.X, r.Y, r.W, h}, Rect{r.X, r.Y + h, r.W, r.H - h}
}

// SplitLeft cuts a strip of width w off the left of r, returning it and the rest.
func (r Rect) SplitLeft(w float64) (left, rest Rect) {
	return Rect{r.X, r.Y, w, r.H}, Rect{r.X + w, r.Y, r.W - w, r.H}
}

// Targets name the places a scene can be clicked, for tests and the browser
// hook: "column:3", "new", "menu".
type Targets map[string]Rect

// Tap is a length of units layout units, but never less than 44 CSS pixels:
// the least a finger can hit.
func (t *Theme) Tap(units float64) float64 { return max(units*t.U, 44*t.DeviceScale) }
