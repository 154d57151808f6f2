package ui

import (
	"strconv"

	"github.com/hajimehoshi/ebiten/v2"
)

// Stepper picks a whole number in a range with a minus and a plus button.
type Stepper struct {
	Title    string
	Value    int
	Min, Max int
	Rect     Rect // the whole control
	// Labels, if set, are what the values from 0 show ("¼ min", "1 min",
	// …): the value is then a place in them, shown fitted to the room
	// between the buttons.
	Labels []string
}

// Minus and Plus are the rectangles of the two buttons.
func (s *Stepper) Minus() Rect { return Rect{s.Rect.X, s.Rect.Y, s.Rect.H * 1.2, s.Rect.H} }

// Plus is the rectangle of the plus button.
func (s *Stepper) Plus() Rect {
	return Rect{s.Rect.Right() - s.Rect.H*1.2, s.Rect.Y, s.Rect.H * 1.2, s.Rect.H}
}

// Update steps the value for a click this tick and reports whether it
// changed.
func (s *Stepper) Update(in *Input) bool {
	switch {
	case in.Clicked(s.Minus()) && s.Value > s.Min:
		s.Value--
	case in.Clicked(s.Plus()) && s.Value < s.Max:
		s.Value++
	default:
		return false
	}
	return true
}

// Draw draws the control with its title above it.
func (s *Stepper) Draw(dst *ebiten.Image, th *Theme, in *Input) {
	u := th.U
	th.controlWell(dst, s.Title, s.Rect)
	for i, r := range []Rect{s.Minus(), s.Plus()} {
		on := (i == 0 && s.Value > s.Min) || (i == 1 && s.Value < s.Max)
		r = r.Inset(3 * u)
		ink := Fade(MutedColor, 0.4)
		if on {
			ink = TextColor
			fill := ButtonColor
			if in.Hovering(r) {
				fill = ButtonHotColor
			}
			th.FillRoundRect(dst, r, 7*u, fill)
		}
		x, y := r.Center()
		th.Text(dst, [2]string{"−", "+"}[i], th.Face(Bold, 18), x, y, Centered, ink)
	}
	x, y := s.Rect.Center()
	if s.Value >= 0 && s.Value < len(s.Labels) {
		label, face := th.FitText(s.Labels[s.Value], Bold, 16, s.Rect.W-2*s.Minus().W)
		th.Text(dst, label, face, x, y, Centered, TextColor)
		return
	}
	th.Text(dst, strconv.Itoa(s.Value), th.Face(Bold, 16), x, y, Centered, TextColor)
}
