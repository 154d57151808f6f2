package table

import (
	"image/color"
	"strconv"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/clock"
	"parlor/scenes/sound"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// The clocks of a game online with a time control: each seat's time
// left, beside its name in AT THE TABLE, the running one highlighted and
// red under ten seconds; a soft tick each second of the last ten of this
// seat's own time, and a word to a screen reader as they begin; C says
// every seat's time.

// A clock under ten seconds is red: the running one filled with a red dark
// enough for the ordinary ink, the others in a red light enough to read
// on the panel (both 4.5:1, textPairs).
var (
	lowClockFill = color.RGBA{0xb8, 0x33, 0x2a, 0xff}
	lowClockInk  = color.RGBA{0xff, 0x8f, 0x80, 0xff}
)

// lowTime is the time left under which a clock is low: red, ticking,
// and told.
const lowTime = 10 * time.Second

// ClockText is a seat's time left as a clock shows it: clock.Left's text
// ("4:32", "0:07.3", "1:02:03"), and a correspondence game's with "left"
// ("1 day 5 h left", "40:12 left").
func ClockText(tc clock.Control, left time.Duration) string {
	if tc.Correspondence() && left > 0 {
		return clock.Left(tc, left) + " left"
	}
	return clock.Left(tc, left)
}

// ClockWords are a seat's time left as a screen reader is told it: the
// clock's text, but "7 seconds" under ten seconds and "no time left"
// once out.
func ClockWords(tc clock.Control, left time.Duration) string {
	switch {
	case left <= 0:
		return "no time left"
	case !tc.Correspondence() && left < lowTime:
		n := int(left / time.Second)
		if n == 1 {
			return "1 second"
		}
		return strconv.Itoa(n) + " seconds"
	}
	return ClockText(tc, left)
}

// clocks are the seats' times left now, and the seat whose clock runs
// (-1 for none); nil where the game on show has no clock.
func (t *Screen) clocks() (left []time.Duration, running int) {
	r := t.room
	if r == nil || !r.Mirror().Clock.Timed() {
		return nil, -1
	}
	return r.Mirror().Left(r.Now()), r.Mirror().Running()
}

// clockWidth is the room a seat's clock takes in AT THE TABLE, whatever
// it reads: the widest of its texts in face.
func clockWidth(th *ui.Theme, face *ui.Face, tc clock.Control, text string) float64 {
	tw, _ := th.Measure(text, face)
	wide := "00:00"
	if tc.Correspondence() {
		wide = "40 min left"
	}
	ww, _ := th.Measure(wide, face)
	return max(tw, ww) + 12*th.U
}

// clockFace is the face of the seats' clocks.
func clockFace(th *ui.Theme) *ui.Face { return th.Face(ui.Bold, 15) }

// drawClock draws seat i's clock ending at right, in a row whose middle
// is cy, and returns where it begins: the running clock on the accent
// (red when low), the others in muted ink.
func (t *Screen) drawClock(dst *ebiten.Image, th *ui.Theme, tc clock.Control, left time.Duration, running bool, right, cy float64) float64 {
	u := th.U
	face := clockFace(th)
	text := ClockText(tc, left)
	w := clockWidth(th, face, tc, text)
	h := max(20*u, face.Size*1.35)
	r := ui.Rect{X: right - w, Y: cy - h/2, W: w, H: h}
	fill, ink := clockInks(left, running)
	if _, _, _, a := fill.RGBA(); a > 0 {
		th.FillRoundRect(dst, r, 6*u, fill)
	}
	cx, y := r.Center()
	th.Text(dst, text, face, cx, y, ui.Centered, ink)
	return r.X
}

// clockInks are a clock's fill and the ink of its time: the running
// clock on the accent (red when low), the others on a faint fill in
// ordinary ink, red when low.
func clockInks(left time.Duration, running bool) (fill, ink color.Color) {
	switch {
	case left <= 0:
		return ui.Fade(lowClockFill, 0.35), ui.TextColor
	case running && left < lowTime:
		return lowClockFill, ui.TextColor
	case running:
		return ui.AccentColor, ui.BackgroundColor
	case left < lowTime:
		return color.RGBA{}, lowClockInk
	}
	return ui.Fade(ui.BackgroundColor, 0.6), ui.TextColor
}

// clockState is what the table last did with this seat's clock: the
// second last ticked, and whether the warning was said.
type clockState struct {
	tickAt int  // the whole seconds left at the last tick, 0 for none
	warned bool // "10 seconds left" was said, until the clock is over ten seconds again
	// turn is whether this seat was to move at the last tick (to tell a
	// turn that begins), and asked whether permission to tell it was
	// asked for this table's seat.
	turn, asked bool
}

// watchClocks runs once a tick: this seat's own clock ticks under ten
// seconds, sound on, and a screen reader is told as it passes under ten;
// a page hidden is told that this seat's turn begins.
func (t *Screen) watchClocks() {
	r := t.room
	if r == nil {
		t.clock = clockState{}
		return
	}
	t.tellTurn(r)
	left, running := t.clocks()
	me := r.Mirror().Seat
	if me < 0 || me >= len(left) {
		return
	}
	mine := left[me]
	if mine >= lowTime || t.over() {
		t.clock.warned, t.clock.tickAt = false, 0
		return
	}
	if !t.clock.warned && running == me && mine > 0 {
		t.clock.warned = true
		t.speech.Say(strconv.Itoa(int(lowTime/time.Second)) + " seconds left.")
	}
	if sec := int((mine + time.Second - 1) / time.Second); running == me && mine > 0 && sec != t.clock.tickAt {
		t.clock.tickAt = sec
		if p := t.sounds.player; p != nil && !p.Muted {
			p.Play(sound.Tick)
		}
	}
}

// tellTurn shows the page's notification once this seat's turn begins
// while the page is hidden (notify is the page's), and asks once, the
// first time this screen sits at a timed game, for permission to.
func (t *Screen) tellTurn(r *room.Room) {
	if r.Mirror().Seat >= 0 && r.Mirror().Clock.Timed() && !t.clock.asked {
		t.clock.asked = true
		room.AskToNotify(t.host)
	}
	mine := r.Mirror().MyTurn() && !t.over()
	if mine && !t.clock.turn {
		g := t.match.Options().Game().Title
		body := "It is your turn at " + t.match.Options().Heading() + "."
		if left, _ := t.clocks(); r.Mirror().Seat < len(left) {
			body = "It is your turn: " + ClockWords(r.Mirror().Clock, left[r.Mirror().Seat]) + " on your clock."
			if r.Mirror().Clock.Correspondence() {
				body = "It is your turn: " + ClockWords(r.Mirror().Clock, left[r.Mirror().Seat]) + "."
			}
		}
		room.Notify("Your move in "+g, body)
	}
	t.clock.turn = mine
}

// clockSpeech says each seat's time and who is to move: "South 4:32,
// North 3:10, North to move." ("your move" for this seat's turn); "" in
// a game without a clock.
func (t *Screen) clockSpeech() string {
	r := t.room
	left, running := t.clocks()
	if left == nil {
		return ""
	}
	var parts []string
	for i := range left {
		if i < len(r.Mirror().Players) {
			parts = append(parts, r.Mirror().Players[i].Name+" "+ClockWords(r.Mirror().Clock, left[i]))
		}
	}
	s := strings.Join(parts, ", ")
	switch {
	case running >= 0 && running == r.Mirror().Seat:
		s += ", your move"
	case running >= 0:
		s += ", " + r.Mirror().Players[running].Name + " to move"
	}
	if first := r.FirstMove(true); first != "" {
		return s + ". " + first
	}
	return s + "."
}

// clockPosition is the clocks as the position's words tell them: the
// time control and each seat's time as of the last move; nil without a
// clock.
func (t *Screen) clockPosition() []string {
	r := t.room
	if r == nil || !r.Mirror().Clock.Timed() || len(r.Mirror().Clocks) == 0 {
		return nil
	}
	var parts []string
	for i, d := range r.Mirror().Clocks {
		if i < len(r.Mirror().Players) {
			parts = append(parts, r.Mirror().Players[i].Name+" "+ClockWords(r.Mirror().Clock, d))
		}
	}
	return []string{"Clock: " + r.Mirror().Clock.Label() + ". At the last move: " + strings.Join(parts, ", ") + ". Press C for the time left now."}
}

// sayClocks tells a screen reader the clocks now (the key C), where the
// game has them.
func (t *Screen) sayClocks() {
	if s := t.clockSpeech(); s != "" {
		t.speech.Say(s)
	}
}

// clocksProbe adds the clocks to a probe: each seat's clock as shown and
// the one running.
func (t *Screen) clocksProbe(st map[string]any) {
	left, running := t.clocks()
	if left == nil {
		return
	}
	var texts []string
	for _, d := range left {
		texts = append(texts, ClockText(t.room.Mirror().Clock, d))
	}
	st["clocks"], st["running"] = texts, running
}
