package table

import (
	"strings"
	"unicode/utf8"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"parlor/game/online"
	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// The name a player goes by online, one policy wherever it is asked for:
// the join screen an invite opens, and before a game that invites others
// starts here. It is typed into a NameField, cleaned as the server keeps
// it (CleanName) and kept under prefs.NameKey (KeepName), so that the next
// game online knows it.

// Prompter is a Host with a box of its own for typing a name: the page's
// (window.prompt), which brings up a phone's keyboard where the canvas
// cannot.
type Prompter interface {
	// PromptName asks for the name, current at first; ok is false when
	// the player cancelled.
	PromptName(current string) (name string, ok bool)
}

// NameField is a field for the name the others see.
type NameField struct {
	Name string
	Rect ui.Rect
	// Typing says the field has the keyboard.
	Typing bool
	ticks  int

	// Label is the words over the field: "Your name" when "".
	Label string
}

// Update takes this tick's input: a click on the field gives it the
// keyboard (on a touch screen, the host's box where it has one), a press
// elsewhere takes it away; typed characters go on the name, Backspace
// takes the last off. It reports whether Enter was pressed.
func (f *NameField) Update(in *ui.Input, h Host) (enter bool) {
	f.ticks++
	if in.Clicked(f.Rect) {
		f.Typing = true
		if p, ok := h.(Prompter); ok && in.Touch {
			if name, ok := p.PromptName(f.Name); ok {
				f.Name = CleanName(name)
			}
		}
	} else if in.Pressed && !f.Rect.Contains(in.X, in.Y) {
		f.Typing = false
	}
	if !f.Typing {
		return false
	}
	for _, r := range in.Chars {
		if utf8.RuneCountInString(f.Name) < online.MaxName {
			f.Name += string(r)
		}
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyBackspace) && f.Name != "" {
		_, size := utf8.DecodeLastRuneInString(f.Name)
		f.Name = f.Name[:len(f.Name)-size]
	}
	return inpututil.IsKeyJustPressed(ebiten.KeyEnter) || inpututil.IsKeyJustPressed(ebiten.KeyKPEnter)
}

// Draw draws the field with "Your name" over it, and in it the name, or
// what stands for it while there is none (placeholder, muted); a caret
// blinks while it has the keyboard.
func (f *NameField) Draw(dst *ebiten.Image, th *ui.Theme, in *ui.Input, placeholder string) {
	u := th.U
	label := f.Label
	if label == "" {
		label = "Your name"
	}
	th.Text(dst, label, th.Face(ui.Medium, 13), f.Rect.X, f.Rect.Y-12*u, ui.MiddleLeft, ui.MutedColor)
	edge := ui.PanelEdgeColor
	if f.Typing {
		edge = ui.AccentColor
	}
	th.OutlineRoundRect(dst, f.Rect, 10*u, 2*u, edge, ui.PanelColor)
	name, ink := f.Name, ui.TextColor
	if name == "" {
		name, ink = placeholder, ui.MutedColor
	}
	if f.Typing && (in.Touch || (f.ticks/30)%2 == 0) {
		name, ink = f.Name+"|", ui.TextColor
	}
	name, face := th.FitText(name, ui.Medium, 18, f.Rect.W-24*u)
	th.Text(dst, name, face, f.Rect.X+14*u, f.Rect.Y+f.Rect.H/2, ui.MiddleLeft, ink)
}

// CleanName trims a typed name to what the server keeps
// (online.CleanName): its words on one line, at most online.MaxName
// characters; a name the server would refuse all the same is no name
// (the seat's own is shown).
func CleanName(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if r := []rune(s); len(r) > online.MaxName {
		s = string(r[:online.MaxName])
	}
	name, e := online.CleanName(s)
	if e != nil {
		return ""
	}
	return name
}

// KeepName cleans name and keeps it under prefs.NameKey, for the next game
// online; it returns the name kept, and why it could not be kept.
func KeepName(h Host, name string) (string, error) {
	name = CleanName(name)
	return name, h.Store(prefs.NameKey, name)
}
