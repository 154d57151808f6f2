package ui

// Scroller scrolls content taller than its view: by the mouse wheel over
// the view, or by dragging a finger or the mouse. Offset is how far the
// content is scrolled, from 0 (its top in view) to Max.
type Scroller struct {
	Offset float64
	// Max is how far the content can scroll: its height less the view's.
	Max float64
	// Dragged reports that the press now ending moved the content, so its
	// release is not a click.
	Dragged bool
	grab    float64 // the pointer's y when the drag began, less Offset
	held    bool
}

// Update scrolls for this tick's input over view, where content is the
// height of what is shown in it; step is the height of one wheel line.
func (s *Scroller) Update(in *Input, view Rect, content, step float64) {
	s.Max = max(0, content-view.H)
	if in.Pressed && view.Contains(in.X, in.Y) {
		s.held, s.Dragged, s.grab = true, false, in.Y+s.Offset
	}
	if s.held && (in.Down || in.Released) {
		off := s.grab - in.Y
		if d := off - s.Offset; d > 8 || d < -8 || s.Dragged {
			s.Dragged = true
			s.Offset = off
		}
	}
	if in.Released || !in.Down {
		s.held = false
	}
	if in.WheelY != 0 && view.Contains(in.X, in.Y) {
		s.Offset -= in.WheelY * step
	}
	s.Offset = min(max(s.Offset, 0), s.Max)
}

// Clicked reports whether r, in screen coordinates, was clicked, and not
// dragged, this tick.
func (s *Scroller) Clicked(in *Input, r Rect) bool {
	return in.Clicked(r) && !s.Dragged
}

// ToEnd scrolls to the bottom of the content.
func (s *Scroller) ToEnd() { s.Offset = s.Max }

// Keys scrolls by the keys of nav over a view page tall: Page Up and Page
// Down a page less a line, Home and End to the ends, and, when lines is
// set, Up and Down a line of step. It reports whether a key asked to
// scroll (at an end, it may not move).
func (s *Scroller) Keys(nav Nav, lines bool, step, page float64) bool {
	off := s.Offset
	switch {
	case nav&NavHome != 0:
		off = 0
	case nav&NavEnd != 0:
		off = s.Max
	case nav&NavPageUp != 0:
		off -= max(page-step, step)
	case nav&NavPageDown != 0:
		off += max(page-step, step)
	case lines && nav&NavUp != 0:
		off -= step
	case lines && nav&NavDown != 0:
		off += step
	default:
		return false
	}
	s.Offset = min(max(off, 0), s.Max)
	return true
}
