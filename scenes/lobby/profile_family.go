package lobby

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/scenes/ui"
)

// familyName is a family of ratings as people read it: its game's title,
// and the variant's label after a dash ("Connect Four – Classic",
// "Kalah"); an unknown family is shown as it is.
func familyName(family string) string {
	id, variant, _ := strings.Cut(family, "-")
	g, err := games.Lookup(id)
	if err != nil {
		return family
	}
	if variant == "" {
		return g.Title
	}
	label := ui.Sentence(variant)
	if p, ok := g.ParamFor(catalog.Variant); ok {
		for i, c := range p.Choices {
			if c == variant && i < len(p.Labels) {
				label = p.Labels[i]
			}
		}
	}
	return g.Title + " – " + label
}

// gameFamily is the family of ratings a game's text belongs to, or "".
func gameFamily(text string) string {
	o, err := games.Parse(text)
	if err != nil {
		return ""
	}
	return o.Family()
}

// takeLobby hands the lobby's waiting messages to take, without waiting:
// the lobby keeps its state (the tables, the player's seat) from each, for
// the lobby screen to show again. It takes at most a tick's worth.
func takeLobby(lobby *client.Lobby, take func(client.LobbyUpdate)) {
	if lobby == nil {
		return
	}
	for range 64 {
		select {
		case m, ok := <-lobby.Incoming():
			if !ok {
				return
			}
			take(lobby.Take(m))
		default:
			return
		}
	}
}

// refusal is the words of the server's refusal, for the player.
func refusal(e *online.Error) string {
	if e.Message == "" {
		return "The server refused: " + e.Code + "."
	}
	return strings.TrimSuffix(ui.Sentence(e.Message), ".") + "."
}

// familyPicker picks one family of ratings: a row (or two) of chips
// where they fit, else the family's name between ‹ and › buttons.
type familyPicker struct {
	families []string
	selected int
	chips    []ui.Rect // one a family, when they fit
	stepper  bool      // the chips do not fit: prev and next instead
	prev     ui.Button
	next     ui.Button
	name     ui.Rect // the stepper's name of the family
}

// newFamilyPicker picks among families, the one named selected at first
// (the first if none is).
func newFamilyPicker(families []string, selected string) familyPicker {
	p := familyPicker{families: families}
	p.pick(selected)
	return p
}

// pick selects family, if it is one of the picker's.
func (p *familyPicker) pick(family string) {
	for i, f := range p.families {
		if f == family {
			p.selected = i
		}
	}
}

// family is the family selected, "" when there is none.
func (p *familyPicker) family() string {
	if p.selected < 0 || p.selected >= len(p.families) {
		return ""
	}
	return p.families[p.selected]
}

// chipFace is the size of a chip's label.
const chipFace = 15

// column places the picker's chips one under another at the top of r,
// each as wide as r, and returns the height they take.
func (p *familyPicker) column(th *ui.Theme, r ui.Rect) float64 {
	p.chips, p.stepper = p.chips[:0], false
	h, gap := th.Tap(38), 8*th.U
	for i := range p.families {
		p.chips = append(p.chips, ui.Rect{X: r.X, Y: r.Y + float64(i)*(h+gap), W: r.W, H: h})
	}
	return float64(len(p.families))*(h+gap) - gap
}

// layout places the picker at the top of r, in at most rows rows of
// chips, and returns the height it takes (0 when there is one family or
// none: nothing to pick).
func (p *familyPicker) layout(th *ui.Theme, r ui.Rect, rows int) float64 {
	u := th.U
	p.chips, p.stepper = p.chips[:0], false
	if len(p.families) < 2 {
		return 0
	}
	h, gap := th.Tap(38), 8*u
	x, y, row := r.X, r.Y, 1
	for _, f := range p.families {
		tw, _ := th.Measure(familyName(f), th.Face(ui.Medium, chipFace))
		w := tw + 2*th.LabelPad() + 20*u
		if x > r.X && x+w > r.Right() {
			x, y, row = r.X, y+h+gap, row+1
		}
		p.chips = append(p.chips, ui.Rect{X: x, Y: y, W: min(w, r.W), H: h})
		x += w + gap
	}
	if row <= rows {
		return y + h - r.Y
	}
	p.chips, p.stepper = p.chips[:0], true
	bw := th.Tap(48)
	p.prev = ui.Button{Label: "‹", Rect: ui.Rect{X: r.X, Y: r.Y, W: bw, H: h}}
	p.next = ui.Button{Label: "›", Rect: ui.Rect{X: r.Right() - bw, Y: r.Y, W: bw, H: h}}
	p.name = ui.Rect{X: r.X + bw + gap, Y: r.Y, W: r.W - 2*(bw+gap), H: h}
	return h
}

// update selects the family clicked (or stepped to) this tick, and
// reports whether the selection changed.
func (p *familyPicker) update(in *ui.Input) bool {
	n := len(p.families)
	if n < 2 {
		return false
	}
	if p.stepper {
		switch {
		case p.prev.Clicked(in):
			p.selected = (p.selected + n - 1) % n
		case p.next.Clicked(in):
			p.selected = (p.selected + 1) % n
		default:
			return false
		}
		return true
	}
	for i, c := range p.chips {
		if in.Clicked(c) && i != p.selected {
			p.selected = i
			return true
		}
	}
	return false
}

// draw draws the chips, the selected one lit, or the stepper.
func (p *familyPicker) draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	u := th.U
	if p.stepper {
		p.prev.Draw(dst, th, in)
		p.next.Draw(dst, th, in)
		th.FillRoundRect(dst, p.name, 9*u, ui.BackgroundColor)
		name, face := th.FitText(familyName(p.family()), ui.Bold, 17, p.name.W-16*u)
		x, y := p.name.Center()
		th.Text(dst, name, face, x, y, ui.Centered, ui.AccentColor)
		return
	}
	for i, c := range p.chips {
		fill, ink := ui.ButtonColor, ui.MutedColor
		switch {
		case i == p.selected:
			fill, ink = ui.AccentColor, ui.BackgroundColor
		case in.Hovering(c):
			fill, ink = ui.ButtonHotColor, ui.TextColor
		}
		th.FillRoundRect(dst, c, c.H/2, fill)
		th.Label(dst, familyName(p.families[i]), ui.Medium, chipFace, c, ink)
	}
}

// targets names the chips ("family:kalah"), or the stepper's buttons
// ("family:prev", "family:next").
func (p *familyPicker) targets(t ui.Targets) {
	if p.stepper {
		t["family:prev"], t["family:next"] = p.prev.Rect, p.next.Rect
		return
	}
	for i, c := range p.chips {
		t["family:"+p.families[i]] = c
	}
}

// actions are the screen reader's buttons for the families not shown.
func (p *familyPicker) actions(verb string) []ui.Action {
	var as []ui.Action
	for i, f := range p.families {
		if i != p.selected && len(p.families) > 1 {
			as = append(as, ui.Action{ID: "family:" + f, Label: verb + " " + familyName(f)})
		}
	}
	return as
}

// act selects the family a screen reader's button names, and reports
// whether it did.
func (p *familyPicker) act(id string) bool {
	f, ok := strings.CutPrefix(id, "family:")
	if !ok || f == p.family() {
		return false
	}
	before := p.selected
	p.pick(f)
	return p.selected != before
}
