//go:build !js

package lobby

import (
	"bufio"
	"os"
	"parlor/scenes/table/room"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"parlor/game/online/client"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// writtenTabs reads the online screens' Tab orders docs/keyboard.md
// writes down: each block fenced as ```tab SCREEN```, by SCREEN.
func writtenTabs(t *testing.T) map[string][]string {
	t.Helper()
	f, err := os.Open("../../docs/keyboard.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	out := map[string][]string{}
	cur := ""
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case cur != "" && line == "```":
			cur = ""
		case cur != "":
			out[cur] = append(out[cur], strings.Fields(line)...)
		case strings.HasPrefix(line, "```tab "):
			cur = strings.TrimPrefix(line, "```tab ")
			out[cur] = []string{}
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// tabRound is the stops Tab goes round on s, from nothing back to the
// first.
func tabRound(s *uitest.Screen) []string {
	var got []string
	for range len(s.Scene().Targets()) + 2 {
		s.Key(ui.NavNext)
		if len(got) > 0 && s.Focused() == got[0] {
			break
		}
		got = append(got, s.Focused())
	}
	return got
}

// runs writes a round of Tab as docs/keyboard.md does: a run of stops
// named with one prefix (up to its last colon) as "prefix*" — a run of
// one too, but for a name the docs write whole (one of whole) — and
// reports a run of numbered stops out of their numbers' order.
func runs(t *testing.T, stops, whole []string) []string {
	t.Helper()
	var out []string
	last, lastN := "", -1
	for _, s := range stops {
		i := strings.LastIndex(s, ":")
		if i < 0 || slices.Contains(whole, s) {
			out, last = append(out, s), ""
			continue
		}
		prefix := s[:i+1] + "*"
		n, err := strconv.Atoi(s[i+1:])
		if prefix == last {
			if err == nil && n <= lastN {
				t.Errorf("Tab goes to %s after %s%d", s, s[:i+1], lastN)
			}
			lastN = n
			continue
		}
		out, last, lastN = append(out, prefix), prefix, n
	}
	return out
}

// TestOnlineScreensFollowTheWrittenOrder checks that Tab goes round the
// lobby's list and its form, a profile, the leaderboard and "Your games"
// as docs/keyboard.md writes down.
func TestOnlineScreensFollowTheWrittenOrder(t *testing.T) {
	written := writtenTabs(t)
	check := func(name string, s *uitest.Screen) {
		t.Helper()
		want, ok := written[name]
		if !ok {
			t.Errorf("docs/keyboard.md writes down no Tab order of %s", name)
			return
		}
		round := tabRound(s)
		if got := runs(t, round, want); !slices.Equal(got, want) {
			t.Errorf("%s: Tab goes\n%s\n(%s)\nthe docs say\n%s", name, strings.Join(got, " "), strings.Join(round, " "), strings.Join(want, " "))
		}
	}
	site := lobbyOnMemory(t)
	opens(t, site)
	s, _ := enterLobby(t, site, "Ann", [3]float64{1100, 760, 1})
	tickUntil(t, s, 5*time.Second, "the tables", func() bool { return len(s.State("tables").([]string)) >= 5 })
	check("lobby", s)
	s.Click("filter:connectfour")
	s.Click("create")
	check("lobby create", s)

	site2 := lobbyServer(t)
	me, bo := signIn(t, site2, "Ann"), signIn(t, site2, "Bo")
	o, h := newOpener()
	p := uitest.NewScreen(t, 1100, 760, 1, o.profilePage(site2, me, "", nil))
	until(t, p, "the server's answer", func() bool { return p.State("asking") == "" })
	p.Scene().(*profile).take(client.LobbyUpdate{Payload: pageOf(me.Me.ID, me.Me.Name)})
	p.Idle(1, -1, -1)
	check("profile", p)

	l := uitest.NewScreen(t, 1100, 760, 1, o.leaders(site2, me, "", nil))
	until(t, l, "the server's answer", func() bool { return l.State("loaded") == true })
	board := standings(12, 3, me.Me.ID)
	board.Game = l.State("family").(string)
	board.Leaders[1].Profile, board.Leaders[1].Name = bo.Me.ID, "Bo"
	l.Scene().(*leaderboard).take(client.LobbyUpdate{Payload: board})
	l.Idle(1, -1, -1)
	check("leaders", l)

	for _, id := range []string{"a", "b", "c"} {
		if err := room.Hold(h, room.Held{Room: id, Site: site2, Token: "t" + id, Game: "kalah"}); err != nil {
			t.Fatal(err)
		}
	}
	check("yours", uitest.NewScreen(t, 1100, 760, 1, newYours(o)))
}
