//go:build !js

package table_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/online/onlinetest"
	"parlor/game/online/server"
	"parlor/scenes/ui"
)

// TestAfterTheEndOnTime plays a timed Kalah to a loss on time, through a
// server whose clock the test moves, and reads both tables as a screen
// reader does: nobody is "to play" any more, no take back is offered (on
// the bar or as an action), and the clocks' button is no move of theirs.
func TestAfterTheEndOnTime(t *testing.T) {
	clk := onlinetest.NewClock()
	site := gameServerWith(t, server.Config{Clock: clk})
	a := hostOnline(t, site, "kalah houses=4 seeds=3", "person invite", "clock:realtime", "clock-base:-", "clock-base:-", "clock-base:-", "clock-increment:-", "clock-increment:-", "clock-increment:-")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return strings.Contains(strings.Join(a.players(), " "), ":Bo:here") }, guest)
	for n := 1; n <= 3; n++ {
		mover := []*onlineSeat{a, guest}[a.tb.Match().State().Turn()]
		mover.hand.Move(mover.tb.Match().State().Legal()[0])
		a.until(t, "a move", func() bool { return a.settled(n) && guest.settled(n) }, guest)
	}
	// Under ten seconds: the running clock red, and the other's, to be
	// seen (text on them to 4.5:1, textPairs).
	clk.Advance(53 * time.Second)
	a.until(t, "the clock low", func() bool {
		c, _ := a.s.State("clocks").([]string)
		return len(c) == 2 && strings.HasPrefix(c[1], "0:0")
	}, guest)
	a.shots(t, "online-clock-low-host")
	guest.shots(t, "online-clock-low-guest")
	told := []int{a.tb.Speech().Told, guest.tb.Speech().Told}
	clk.Advance(8 * time.Second)
	guest.until(t, "the end on time", func() bool { return guest.online()["over"] == true && a.online()["over"] == true }, a)
	for i, st := range []*onlineSeat{a, guest} {
		st.until(t, "the end told", func() bool { return strings.Contains(strings.Join(ui.News(st.tb.Speech(), told[i]), " "), "on time") })
		sp := st.tb.Speech()
		all := slices.Concat(ui.News(sp, told[i]), sp.Position, []string{st.s.State("headline").(string), st.s.State("statusLine").(string)})
		for _, s := range all {
			if strings.Contains(s, "to play") {
				t.Errorf("seat %d hears %q after the end", i+1, s)
			}
		}
		for _, act := range sp.Actions {
			if act.ID == "takeback" || act.ID == "undo" {
				t.Errorf("seat %d is offered %q after the end", i+1, act.Label)
			}
		}
		if on, _ := st.s.State("takeBack").(bool); on {
			t.Errorf("seat %d's bar offers a take back after the end", i+1)
		}
		if len(moves(sp)) == 0 && sp.ActionsTitle == "Your moves" {
			t.Errorf("seat %d: %q over %v with no moves", i+1, sp.ActionsTitle, sp.Actions)
		}
		st.shots(t, fmt.Sprintf("online-after-the-end-on-time-%d", i+1))
	}
}
