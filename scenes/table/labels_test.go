//go:build !js

package table_test

import (
	"fmt"
	"slices"
	"testing"

	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// onlineSizes are the screens the online tables are drawn on: three
// phones and three desktop windows (w, h, device scale).
var onlineSizes = [][3]float64{{1170, 2532, 3}, {750, 1334, 2}, {1080, 2400, 2.625}, {1280, 800, 1}, {1000, 700, 1}, {2560, 1600, 2}}

// checkOnlineText draws st's table at every size and checks its text
// (uitest.CheckText): no label wider than its button, none cut short, none
// under the floor or off the screen.
func checkOnlineText(t *testing.T, st *onlineSeat, name string) {
	t.Helper()
	for _, sz := range onlineSizes {
		s := uiScreen(t, &st.setting, sz)
		label := fmt.Sprintf("%s %.0fx%.0f", name, sz[0], sz[1])
		uitest.CheckText(t, label, s)
		if sz == [3]float64{750, 1334, 2} || sz == [3]float64{1280, 800, 1} {
			s.Save(fmt.Sprintf("labels-%s-%.0fx%.0f", name, sz[0], sz[1]))
		}
	}
	st.s.Tick(ui.Input{X: -1, Y: -1}) // laid out for its own screen again
}

// TestOnlineLabelsFitTheirButtons draws the screens of a game online —
// the bar (Take back, Invite; at the end Rematch), AT THE TABLE (Offer a
// draw, Resign, Computer), the questions (Take it back, a draw, Resign,
// the computer's levels) and the invite — on phones and desktops, and
// checks that every button's label is whole and inside its button with
// room to spare.
func TestOnlineLabelsFitTheirButtons(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=6 seeds=4", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return slices.Contains(a.players(), "North:Bo:here") }, guest)
	a.hand.Move(a.tb.Match().State().Legal()[0])
	a.until(t, "the move", func() bool { return a.settled(1) && guest.settled(1) }, guest)
	checkOnlineText(t, a, "playing")
	checkOnlineText(t, guest, "waiting")
	a.s.Click("undo")
	guest.until(t, "the question", func() bool { return guest.s.State("overlay") == "ask" }, a)
	checkOnlineText(t, guest, "take-back-asked")
	guest.s.Click("decline")
	a.until(t, "the refusal", func() bool { return a.online()["asking"] == -1 }, guest)
	a.s.Click("draw")
	guest.until(t, "the offer", func() bool { return guest.s.State("overlay") == "ask" }, a)
	checkOnlineText(t, guest, "draw-offered")
	guest.s.Click("decline")
	guest.until(t, "the offer declined", func() bool { return guest.online()["asking"] == -1 }, a)
	guest.s.Click("share")
	checkOnlineText(t, guest, "invite")
	guest.s.Click("close")
	guest.s.Click("resign")
	checkOnlineText(t, guest, "resign")
	guest.s.Click("confirm")
	a.until(t, "the end", func() bool { return a.online()["over"] == true && guest.online()["over"] == true }, guest)
	checkOnlineText(t, a, "over")

	c := hostOnline(t, site, "cantstop players=3", "person invite invite")
	checkOnlineText(t, c, "invited")
	c.s.Click("computer:2")
	checkOnlineText(t, c, "hand")
}
