package ui

import (
	"image/color"
	"slices"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"
)

// Button is a labelled, rounded button. Its Rect is set by the scene's layout.
type Button struct {
	Label    string
	Rect     Rect
	Primary  bool // drawn in the accent colour
	Disabled bool
}

// Clicked reports whether the button was clicked this tick.
func (b *Button) Clicked(in *Input) bool { return !b.Disabled && in.Clicked(b.Rect) }

// Draw draws the button, lit when the pointer is over it.
func (b *Button) Draw(dst *ebiten.Image, th *Theme, in *Input) {
	u := th.U
	hot, fill, ink := b.look(in, b.Primary)
	r := b.Rect
	if hot && in.Down {
		r.Y += 1 * u
	}
	th.FillRoundRect(dst, Rect{r.X, r.Y + 2*u, r.W, r.H}, 10*u, ShadowColor)
	th.FillRoundRect(dst, r, 10*u, fill)
	th.Label(dst, b.Label, Medium, 16, r, ink)
}

// DrawSmall draws the button plainer than Draw, with a smaller label:
// the small buttons beside a panel's lines (Resign, Copy, Computer).
func (b *Button) DrawSmall(dst *ebiten.Image, th *Theme, in *Input) {
	u := th.U
	_, fill, ink := b.look(in, false)
	th.FillRoundRect(dst, b.Rect, 8*u, fill)
	th.Label(dst, b.Label, Medium, 14, b.Rect, ink)
}

// look is how the button is drawn now: whether the pointer is over it
// (never when it is disabled), its fill and its label's ink, in the
// accent colour if primary.
func (b *Button) look(in *Input, primary bool) (hot bool, fill, ink color.RGBA) {
	hot = !b.Disabled && in.Hovering(b.Rect)
	fill, ink = ButtonColor, TextColor
	switch {
	case b.Disabled:
		fill, ink = Fade(ButtonColor, 0.5), MutedColor
	case primary && hot:
		fill, ink = Mix(AccentColor, color.RGBA{0xff, 0xff, 0xff, 0xff}, 0.2), BackgroundColor
	case primary:
		fill, ink = AccentColor, BackgroundColor
	case hot:
		fill = ButtonHotColor
	}
	return hot, fill, ink
}

// LineGap is the distance between lines of text of the given size
// (units): gap units, or more where the text is held to MinText.
func (th *Theme) LineGap(gap, size float64) float64 {
	return max(gap*th.U, th.Face(Regular, size).Size*1.35)
}

// TitleRoom is the room a control's title takes above it, from the
// bottom of what is above: units, or more when the title is held to
// MinText.
func TitleRoom(th *Theme, units float64) float64 {
	return max(units*th.U, th.Face(Medium, 13).Size*1.25+10*th.U)
}

// Choice is a segmented control: a row of options, one selected.
type Choice struct {
	Title    string
	Options  []string
	Selected int
	Rect     Rect // the whole row of options
	// Widths, when set, are the options' shares of the row's width (they
	// sum to 1): see FitWidths. Else the options share it equally.
	Widths []float64
}

// Option is the rectangle of option i.
func (c *Choice) Option(i int) Rect {
	if len(c.Widths) != len(c.Options) || i >= len(c.Widths) {
		w := c.Rect.W / float64(len(c.Options))
		return Rect{c.Rect.X + float64(i)*w, c.Rect.Y, w, c.Rect.H}
	}
	x := c.Rect.X
	for _, f := range c.Widths[:i] {
		x += f * c.Rect.W
	}
	return Rect{x, c.Rect.Y, c.Widths[i] * c.Rect.W, c.Rect.H}
}

// FitWidths sizes the options to their labels, set in weight w at size:
// each gets room for its label whole (LabelWidth), and the narrowest are
// widened alike until the row is full, so that the least is as wide as
// it can be. Where the row has no room for every label whole, they share
// it equally. Call it once the Rect is set.
func (c *Choice) FitWidths(th *Theme, w Weight, size float64) {
	c.Widths = nil
	n := len(c.Options)
	need := make([]float64, n)
	total := 0.0
	for i, o := range c.Options {
		need[i] = th.LabelWidth(o, w, size, c.Rect.H)
		total += need[i]
	}
	if total > c.Rect.W || c.Rect.W <= 0 {
		return
	}
	// The level the narrower options are raised to: from the widest
	// down, an option keeps its own width while the row's rest, shared
	// by it and those narrower, would not reach it.
	sorted := slices.Sorted(slices.Values(need))
	level, rest := 0.0, c.Rect.W
	for i := n - 1; i >= 0; i-- {
		if l := rest / float64(i+1); l >= sorted[i] {
			level = l
			break
		}
		rest -= sorted[i]
	}
	for i := range need {
		c.Widths = append(c.Widths, max(need[i], level)/c.Rect.W)
	}
}

// Update selects the option clicked this tick and reports whether the
// selection changed.
func (c *Choice) Update(in *Input) bool {
	for i := range c.Options {
		if in.Clicked(c.Option(i)) && i != c.Selected {
			c.Selected = i
			return true
		}
	}
	return false
}

// Draw draws the control with its title above it.
func (c *Choice) Draw(dst *ebiten.Image, th *Theme, in *Input) {
	u := th.U
	th.controlWell(dst, c.Title, c.Rect)
	for i, o := range c.Options {
		r := c.Option(i).Inset(3 * u)
		ink := MutedColor
		switch {
		case i == c.Selected:
			th.FillRoundRect(dst, r, 7*u, AccentColor)
			ink = BackgroundColor
		case in.Hovering(r):
			th.FillRoundRect(dst, r, 7*u, ButtonHotColor)
			ink = TextColor
		}
		th.Label(dst, o, Medium, 14, c.Option(i), ink)
	}
}

// controlWell draws what a Choice and a Stepper share: the title above
// r, and the dark well that r's options or steps sit in.
func (th *Theme) controlWell(dst *ebiten.Image, title string, r Rect) {
	u := th.U
	th.Text(dst, title, th.Face(Medium, 13), r.X, r.Y-6*u, BottomLeft, MutedColor)
	th.FillRoundRect(dst, r, 9*u, BackgroundColor)
}

// Sentence capitalises the first letter of s, for the engines' status lines.
func Sentence(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Stop ends a sentence with a full stop, unless it has its own.
func Stop(s string) string {
	if s == "" || strings.HasSuffix(s, ".") || strings.HasSuffix(s, "…") || strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?") {
		return s
	}
	return s + "."
}
