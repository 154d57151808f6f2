//go:build !js

package lobby

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// screens are the sizes the pages are laid out at (w, h, device scale):
// desktops (1100 × 760, 1000 × 700 and a HiDPI 1280 × 800) and phones held
// upright (390 × 844, 375 × 667 and 411 × 914 CSS pixels).
var screens = [][3]float64{{1100, 760, 1}, {1000, 700, 1}, {2560, 1600, 2}, {1170, 2532, 3}, {750, 1334, 2}, {1080, 2400, 2.625}}

// shotName names a screen's size in CSS pixels, for its screenshot.
func shotName(sz [3]float64) string { return fmt.Sprintf("%.0fx%.0f", sz[0]/sz[2], sz[1]/sz[2]) }

// phone reports whether sz is a phone's screen.
func phone(sz [3]float64) bool { return sz[0]/sz[2] < 600 }

// checkLayout checks a page on screen sz: its targets on the screen,
// apart and big enough (44 CSS pixels each way on a phone, but for the
// plot's points, a strip of the plot each), and its text (uitest.CheckText).
func checkLayout(t *testing.T, label string, s *uitest.Screen, sz [3]float64) {
	t.Helper()
	targets := s.Scene().Targets()
	uitest.CheckTargets(t, label, targets, sz[0], sz[1])
	uitest.CheckText(t, label, s)
	if !phone(sz) {
		return
	}
	tap := 44*sz[2] - 0.5
	for name, r := range targets {
		if (r.W < tap || r.H < tap) && !strings.HasPrefix(name, "point:") {
			t.Errorf("%s: target %s is %.0f × %.0f CSS px", label, name, r.W/sz[2], r.H/sz[2])
		}
	}
}

// standings are n rows of a leaderboard, the best first; the row at
// rank mine (from 1) is profile me's.
func standings(n, mine int, me string) protocol.Leaderboard {
	m := protocol.Leaderboard{Game: "kalah"}
	names := []string{"Ann", "Bo", "Cy", "Dee", "Ezekiel Bartholomew-Smythe", "Flo", "Gus"}
	for i := range n {
		s := onlinelobby.Standing{Profile: fmt.Sprintf("p%d", i), Name: names[i%len(names)], R: 2150 - 13.7*float64(i), RD: 50 + float64(i%50), Games: 200 - 3*i}
		if i+1 == mine {
			s.Profile, s.Name = me, "Me"
		}
		m.Leaders = append(m.Leaders, s)
	}
	return m
}

// TestLeaderboardOfFifty feeds a fabricated answer of 50 rows to the
// board the way the server's answers come, and looks at it on desktops
// and phones: every row reached by its pages, the player's own row lit,
// a row opening its player's page and the page coming back.
func TestLeaderboardOfFifty(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	me := signIn(t, site, "Me")
	for _, sz := range screens {
		label := shotName(sz)
		o, _ := newOpener()
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], o.leaders(site, me, "kalah houses=6", nil))
		until(t, s, "the server's answer", func() bool { return s.State("loaded") == true })
		if s.State("family") != "kalah" || s.State("empty") == nil {
			t.Fatalf("%s: a new server's board: %v", label, s.Scene().Probe())
		}
		l := s.Scene().(*leaderboard)
		l.take(client.LobbyUpdate{Payload: standings(onlinelobby.LeadersShown, 7, me.Me.ID)})
		s.Idle(1, -1, -1)
		if s.State("leaders") != 50 || s.State("mine") != 7 {
			t.Fatalf("%s: the board after 50 rows: %v", label, s.Scene().Probe())
		}
		checkLayout(t, label, s, sz)
		s.Save("leaders-" + label)
		if seen := throughPages(t, label, s, sz, "page:next", "row:"); len(seen) != 50 {
			t.Errorf("%s: the pages show %d rows of 50", label, len(seen))
		}
	}
}

// TestLeaderboardByKeyboard moves through the board by the keys: Tab to
// the first row, Down to the next, Enter opens that player's page, and
// Escape comes back; the screen reader's document tells every row.
func TestLeaderboardByKeyboard(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	me, bo := signIn(t, site, "Me"), signIn(t, site, "Bo")
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1100, 760, 1, o.leaders(site, me, "", nil))
	until(t, s, "the server's answer", func() bool { return s.State("loaded") == true })
	board := standings(12, 3, me.Me.ID)
	board.Game = s.State("family").(string)
	board.Leaders[1].Profile, board.Leaders[1].Name = bo.Me.ID, "Bo"
	s.Scene().(*leaderboard).take(client.LobbyUpdate{Payload: board})
	s.Idle(1, -1, -1)
	for range 20 {
		if s.Focused() == "row:1" {
			break
		}
		s.Key(ui.NavNext)
	}
	if s.Focused() != "row:1" {
		t.Fatalf("Tab does not reach the first row: %q", s.Focused())
	}
	s.Key(ui.NavDown)
	if s.Focused() != "row:2" {
		t.Fatalf("Down from the first row goes to %q", s.Focused())
	}
	s.Key(ui.NavActivate)
	s.Settle()
	until(t, s, "Bo's page", func() bool { return s.State("name") == "Bo" })
	s.Press(ui.IntentBack)
	s.Settle()
	if s.State("scene") != "leaders" {
		t.Fatalf("Escape from Bo's page went to %v", s.State("scene"))
	}
	s.Idle(2, -1, -1) // the ring follows the targets of the tick before
	if _, ok := s.Scene().Targets()["row:2"]; s.Focused() == "" || ok && s.Focused() != "row:2" {
		t.Errorf("after Escape from Bo's page the ring is on %q, not back on Bo's row", s.Focused())
	}
	sp := s.Scene().(ui.Speaker).Speech()
	if !slices.Contains(sp.Position, "2. Bo: "+fmt.Sprint(math.Round(board.Leaders[1].R))+", 197 games.") {
		t.Errorf("the reader's document does not tell Bo's row: %q", sp.Position)
	}
	if !slices.ContainsFunc(sp.Actions, func(a ui.Action) bool { return a.ID == "row:2" && strings.Contains(a.Label, "Bo") }) {
		t.Errorf("the reader's document has no button for Bo's page: %v", sp.Actions)
	}
	s.Scene().(ui.Speaker).Act(s.Context(), "family:yote")
	until(t, s, "Yote's board", func() bool { return s.State("family") == "yote" && s.State("loaded") == true })
}

// TestFamilyNames names the seven families as the picker shows them.
func TestFamilyNames(t *testing.T) {
	want := map[string]string{
		"connectfour-growing": "Connect Four – Growing", "connectfour-classic": "Connect Four – Classic", "kalah": "Kalah",
		"yote": "Yote", "cantstop": "Can't Stop", "mergers-simple": "Mergers – Simple", "mergers-advanced": "Mergers – Advanced",
		"chess": "chess",
	}
	for f, name := range want {
		if got := familyName(f); got != name {
			t.Errorf("familyName(%q) = %q, want %q", f, got, name)
		}
	}
	for _, c := range []struct{ text, family string }{
		{"connectfour rules=classic", "connectfour-classic"}, {"kalah houses=4 seeds=3", "kalah"}, {"kalah", "kalah"}, {"no such game", ""},
	} {
		if got := gameFamily(c.text); got != c.family {
			t.Errorf("gameFamily(%q) = %q, want %q", c.text, got, c.family)
		}
	}
}

func TestOrdinal(t *testing.T) {
	for n, want := range map[int]string{1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 11: "11th", 12: "12th", 13: "13th", 21: "21st", 22: "22nd", 43: "43rd", 111: "111th"} {
		if got := ordinal(n); got != want {
			t.Errorf("ordinal(%d) = %q, want %q", n, got, want)
		}
	}
}

// TestLeaderboardAsksAgain loses the board's answer (taken by another
// scene, as a page opened before it came would take it, or never come)
// and sees the board ask again after askAgain rather than wait for ever.
func TestLeaderboardAsksAgain(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	me := signIn(t, site, "Me")
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1100, 760, 1, o.leaders(site, me, "yote", nil))
	l := s.Scene().(*leaderboard)
	// The first answer comes, to the board or to the test; either way it
	// is then lost.
	deadline := time.Now().Add(onlinetest.Wait)
	for taken := false; !taken && !l.loaded; {
		select {
		case m := <-me.Incoming():
			_, taken = me.Take(m).Payload.(protocol.Leaderboard)
		case <-time.After(10 * time.Millisecond):
			if time.Now().After(deadline) {
				t.Fatalf("no answer to the board's question after %v", onlinetest.Wait)
			}
		}
	}
	l.loaded, l.rows, l.asked = false, nil, l.picker.family() // asked, and no answer came
	s.Idle(5, -1, -1)
	if l.loaded {
		t.Fatal("the board has an answer it never asked again for")
	}
	l.askedAt = l.askedAt.Add(-askAgain)
	until(t, s, "the answer asked again", func() bool { return s.State("loaded") == true })
}
