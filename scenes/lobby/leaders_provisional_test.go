//go:build !js

package lobby

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/rating"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestLeaderboardShowsProvisionalRatings: after one rated game on a new
// server no rating is settled, and the board says so, then lists the two
// provisional ratings apart, marked "?", each with about how many more
// games settle it, on the screen and to a screen reader; the player's
// own is lit and said.
func TestLeaderboardShowsProvisionalRatings(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	ann, bo := signIn(t, site, "Ann"), signIn(t, site, "Bo")
	changes := playRated(t, site, ann, bo, "connectfour rules=classic")
	mine := changes[0]
	if mine.Profile != ann.Me.ID {
		mine = changes[1]
	}
	more := rating.GamesToSettle(mine.After)
	for _, sz := range screens {
		label := shotName(sz)
		o, _ := newOpener()
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], o.leaders(site, ann, "connectfour-classic", nil))
		until(t, s, "the board", func() bool { return s.State("loaded") == true })
		if s.State("leaders") != 0 || s.State("provisional") != 2 || s.State("empty") != "No settled ratings yet" || s.State("mineProvisional") == 0 {
			t.Fatalf("%s: the board after one game: %v", label, s.Scene().Probe())
		}
		if want := fmt.Sprintf("Your rating, %s, is provisional: about %d more games settle it.", mine.After, more); s.State("standing") != want {
			t.Errorf("%s: standing %q, want %q", label, s.State("standing"), want)
		}
		for _, name := range []string{"prov:1", "prov:2"} {
			if _, ok := s.Scene().Targets()[name]; !ok {
				t.Errorf("%s: no row %s: %v", label, name, s.Scene().Targets())
			}
		}
		checkLayout(t, label, s, sz)
		s.Save("leaders-provisional-" + label)
		sp := s.Scene().(ui.Speaker).Speech()
		want := fmt.Sprintf("Ann: %s, 1 game; about %d more games settle it.", mine.After, more)
		if !slices.Contains(sp.Position, want) || !containsLine(sp.Position, "Provisional ratings") {
			t.Errorf("%s: the reader's document does not tell Ann's provisional rating (%q): %q", label, want, sp.Position)
		}
		if !slices.ContainsFunc(sp.Actions, func(a ui.Action) bool {
			return strings.HasPrefix(a.ID, "prov:") && a.Label == "Bo's page (provisional)"
		}) {
			t.Errorf("%s: no button for Bo's page: %v", label, sp.Actions)
		}
	}
}

// TestLeaderboardOfSettledAndProvisional feeds a board of 6 settled and
// 14 provisional ratings, the player's among the provisional: every row
// is reached through the pages, the provisional ones after the settled,
// under their heading, and a provisional row opens its player's page.
func TestLeaderboardOfSettledAndProvisional(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	me, bo := signIn(t, site, "Me"), signIn(t, site, "Bo")
	for _, sz := range screens {
		label := shotName(sz)
		o, _ := newOpener()
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], o.leaders(site, me, "kalah", nil))
		until(t, s, "the server's answer", func() bool { return s.State("loaded") == true })
		board := standings(6, 0, "")
		for i := range 14 {
			st := onlinelobby.Standing{Profile: fmt.Sprintf("q%d", i), Name: []string{"Hal", "Ida", "Jo", "Kit Marlowe-Featherstonehaugh"}[i%4], R: 1720 - 17*float64(i), RD: 120 + 15*float64(i), Vol: 0.06, Games: 8 - i/2}
			st.More = rating.GamesToSettle(rating.Rating{R: st.R, RD: st.RD, Vol: st.Vol})
			switch i {
			case 2:
				st.Profile, st.Name = me.Me.ID, "Me"
			case 0:
				st.Profile, st.Name = bo.Me.ID, "Bo"
			}
			board.Unsettled = append(board.Unsettled, st)
		}
		s.Scene().(*leaderboard).take(client.LobbyUpdate{Payload: board})
		s.Idle(1, -1, -1)
		if s.State("leaders") != 6 || s.State("provisional") != 14 || s.State("mineProvisional") != 3 || s.State("empty") != nil {
			t.Fatalf("%s: the board: %v", label, s.Scene().Probe())
		}
		checkLayout(t, label, s, sz)
		s.Save("leaders-settled-and-provisional-" + label)
		seen := throughPages(t, label, s, sz, "page:next", "row:", "prov:")
		s.Save("leaders-settled-and-provisional-last-" + label)
		if len(seen) != 20 {
			t.Errorf("%s: the pages show %d rows of 20: %v", label, len(seen), seen)
		}
		for s.Scene().Targets()["page:prev"] != (ui.Rect{}) {
			s.Click("page:prev")
		}
		for _, ok := s.Scene().Targets()["prov:1"]; !ok; _, ok = s.Scene().Targets()["prov:1"] {
			s.Click("page:next")
		}
		s.Click("prov:1")
		until(t, s, "Bo's page", func() bool { return s.State("name") == "Bo" })
	}
}
