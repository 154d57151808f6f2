//go:build !js

package lobby

import (
	"fmt"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// pageOf is a fabricated profile message for profile id, named name: a
// long history of Connect Four (more games than the plot shows), a few
// games of Kalah and one of Yote, and 20 recent games, some rated, some
// under way.
func pageOf(id, name string) protocol.ProfilePage {
	at := time.Date(2026, 3, 1, 20, 0, 0, 0, time.UTC).UnixMilli()
	family := func(f string, n int, r0 float64) protocol.FamilyInfo {
		fi := protocol.FamilyInfo{Family: f, Games: n}
		r, rd := r0, 350.0
		for i := range n {
			out := []string{onlinelobby.OutcomeWin, onlinelobby.OutcomeWin, onlinelobby.OutcomeLoss, onlinelobby.OutcomeDraw, onlinelobby.OutcomeWin}[i%5]
			switch out {
			case onlinelobby.OutcomeWin:
				r += 40 * rd / 350
				fi.Wins++
			case onlinelobby.OutcomeLoss:
				r -= 50 * rd / 350
				fi.Losses++
			default:
				fi.Draws++
			}
			rd = max(55, rd*0.9)
			fi.History = append(fi.History, protocol.PointInfo{Room: fmt.Sprintf("%s-%d", f, i), At: at + int64(i)*3_600_000, R: r, RD: rd, Outcome: out})
		}
		fi.R, fi.RD, fi.Vol = r, rd, 0.06
		fi.Shown = fmt.Sprintf("%.0f", r)
		if rd > 110 {
			fi.Shown += "?"
		}
		return fi
	}
	m := protocol.ProfilePage{Profile: protocol.ProfileInfo{ID: id, Name: name},
		Families: []protocol.FamilyInfo{family("kalah", 4, 1500), family("connectfour-classic", 45, 1500), family("yote", 1, 1500)}}
	cf := m.Families[1]
	for i := range onlinelobby.GamesShown {
		r := protocol.RoomInfo{Room: cf.History[44-i].Room, Game: "connectfour rules=classic", Seat: i % 2, Over: i > 0, Turn: -1,
			Players: []online.SeatInfo{{Name: "Red", Player: name, Kind: online.KindPerson}, {Name: "Yellow", Player: "Cy", Kind: online.KindPerson}}}
		if i%2 == 1 {
			r.Players[0].Player, r.Players[1].Player = "Bartholomew the Magnificent", name
		}
		if i == 3 {
			r.Room, r.Game, r.Seat = "casual", "kalah houses=6 seeds=4", 0
			r.Players = []online.SeatInfo{{Name: "South", Player: name, Kind: online.KindPerson}, {Name: "North", Kind: online.KindComputer, Level: "hard"}}
		}
		m.Rooms = append(m.Rooms, r)
	}
	return m
}

// TestProfileLayout feeds a fabricated page to the own page and to
// another's, the way the server's answers come, and looks at them on
// desktops and phones: the family picked shows its plot (the last 30
// points of 45), every recent game is reached by the pages, and the
// targets and text fit.
func TestProfileLayout(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	me, bo := signIn(t, site, "Ann"), signIn(t, site, "Bo")
	for _, sz := range screens {
		for _, who := range []*client.Lobby{me, bo} {
			label := shotName(sz)
			if who == bo {
				label += " another's"
			}
			o, _ := newOpener()
			s := uitest.NewScreen(t, sz[0], sz[1], sz[2], o.profilePage(site, me, who.Me.ID, nil))
			until(t, s, "the server's answer", func() bool { return s.State("asking") == "" })
			s.Scene().(*profile).take(client.LobbyUpdate{Payload: pageOf(who.Me.ID, who.Me.Name)})
			s.Idle(1, -1, -1)
			if s.State("family") != "connectfour-classic" || s.State("history") != 45 || s.State("games") != 20 {
				t.Fatalf("%s: the page: %v", label, s.Scene().Probe())
			}
			if got := slices.Clone(s.State("families").([]string)); !slices.Equal(got, []string{"connectfour-classic", "kalah", "yote"}) {
				t.Errorf("%s: the families in the order %v", label, got)
			}
			points := 0
			for name := range s.Scene().Targets() {
				if strings.HasPrefix(name, "point:") {
					points++
				}
			}
			if points != plotMax {
				t.Errorf("%s: %d points to pick, want %d", label, points, plotMax)
			}
			checkLayout(t, label, s, sz)
			if who == me {
				s.Save("profile-" + shotName(sz))
			} else {
				s.Save("profile-other-" + shotName(sz))
			}
			if seen := throughPages(t, label, s, sz, "older", "game:"); len(seen) != 20 {
				t.Errorf("%s: the pages show %d games of 20", label, len(seen))
			}
			for _, f := range []string{"kalah", "yote"} {
				pick := "family:" + f
				if _, ok := s.Scene().Targets()[pick]; !ok {
					pick = "family:next"
				}
				for range 3 {
					if s.State("family") == f {
						break
					}
					s.Click(pick)
				}
				if s.State("family") != f {
					t.Fatalf("%s: the picker does not reach %s: %v", label, f, s.Scene().Probe())
				}
				checkLayout(t, label+" "+f, s, sz)
			}
			if phone(sz) && who == me {
				s.Save("profile-yote-" + shotName(sz))
			}
		}
	}
}

// TestProfilePlotByKeys picks the plot's points by the arrows and Enter,
// and by the pointer, and tells the point picked under the plot and in
// the screen reader's document.
func TestProfilePlotByKeys(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	me := signIn(t, site, "Ann")
	o, _ := newOpener()
	s := uitest.NewScreen(t, 1100, 760, 1, o.profilePage(site, me, "", nil))
	until(t, s, "the server's answer", func() bool { return s.State("asking") == "" })
	page := pageOf(me.Me.ID, "Ann")
	s.Scene().(*profile).take(client.LobbyUpdate{Payload: page})
	s.Idle(1, -1, -1)
	hist := page.Families[1].History
	if want := fmt.Sprintf("after game 45: %.0f", hist[44].R); !strings.HasPrefix(s.State("point").(string), want) {
		t.Errorf("the plot tells %q at first, want the latest, %q", s.State("point"), want)
	}
	for range 60 {
		if s.Focused() == "point:40" {
			break
		}
		s.Key(ui.NavNext)
	}
	if s.Focused() != "point:40" {
		t.Fatalf("Tab does not reach the plot's points: %q", s.Focused())
	}
	s.Key(ui.NavLeft)
	s.Key(ui.NavLeft)
	if s.Focused() != "point:38" {
		t.Fatalf("Left twice from game 40 goes to %q", s.Focused())
	}
	s.Save("profile-keys-1100x760")
	s.Key(ui.NavActivate)
	s.Idle(2, -1, -1)
	if want := fmt.Sprintf("after game 38: %.0f", hist[37].R); !strings.HasPrefix(s.State("point").(string), want) {
		t.Errorf("Enter on game 38 tells %q, want %q", s.State("point"), want)
	}
	s.Click("point:16")
	s.Idle(1, -1, -1)
	if want := fmt.Sprintf("after game 16: %.0f", hist[15].R); !strings.HasPrefix(s.State("point").(string), want) {
		t.Errorf("a click on game 16 tells %q, want %q", s.State("point"), want)
	}
	sp := s.Scene().(ui.Speaker).Speech()
	for _, want := range []string{
		"Connect Four – Classic: " + page.Families[1].Shown,
		"History of Connect Four – Classic, oldest first:",
		fmt.Sprintf("After game 16: %.0f, won", hist[15].R),
		"Connect Four – Classic against Cy: won",
		"Kalah (6, 4) against the computer: finished.",
		fmt.Sprintf("After game 1: %.0f?, won", hist[0].R),
	} {
		if !containsLine(sp.Position, want) {
			t.Errorf("the reader's document has no line %q: %q", want, sp.Position)
		}
	}
	if !slices.ContainsFunc(sp.Actions, func(a ui.Action) bool { return a.ID == "family:kalah" }) ||
		slices.ContainsFunc(sp.Actions, func(a ui.Action) bool { return a.ID == "game:1" }) ||
		!slices.ContainsFunc(sp.Actions, func(a ui.Action) bool { return a.ID == "game:2" }) {
		t.Errorf("the reader's buttons: %v", sp.Actions)
	}
	s.Click("game:1")
	if msg, _ := s.State("message").(string); !strings.Contains(msg, "under way") {
		t.Errorf("a game under way says %q", msg)
	}
}

// TestProfileTasksLayout opens each task of the own page — renaming,
// carrying to another device, deleting — on desktops and phones, and
// looks at it.
func TestProfileTasksLayout(t *testing.T) {
	uitest.NeedDisplay(t)
	site := lobbyServer(t)
	me := signIn(t, site, "Ann")
	for _, sz := range screens {
		o, _ := newOpener()
		s := uitest.NewScreen(t, sz[0], sz[1], sz[2], o.profilePage(site, me, "", nil))
		until(t, s, "the server's answer", func() bool { return s.State("asking") == "" })
		s.Scene().(*profile).take(client.LobbyUpdate{Payload: pageOf(me.Me.ID, "Ann")})
		s.Idle(1, -1, -1)
		for _, task := range []struct{ button, mode string }{{"rename", "renaming"}, {"carry", "carrying"}, {"delete", "deleting"}} {
			label := shotName(sz) + " " + task.mode
			s.Click(task.button)
			if s.State("mode") != task.mode {
				t.Fatalf("%s: %s opened %v", label, task.button, s.State("mode"))
			}
			checkLayout(t, label, s, sz)
			s.Save("profile-" + task.button + "-" + shotName(sz))
			s.Click("cancel")
			if s.State("mode") != "viewing" {
				t.Fatalf("%s: cancel left %v", label, s.State("mode"))
			}
		}
	}
}
