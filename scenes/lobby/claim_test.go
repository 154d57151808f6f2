//go:build !js

package lobby

import (
	"context"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/onlinetest"
	"parlor/game/online/server"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// TestAnAwaySeatOfARatedGameOfTwoIsAWin: in a rated game of two whose
// other player has gone, the table offers Claim win rather than the
// computer, its question says the game ends, and its one button ends it as
// the away seat's resignation.
func TestAnAwaySeatOfARatedGameOfTwoIsAWin(t *testing.T) {
	uitest.NeedDisplay(t)
	site := onlinetest.Site(t, server.Config{Away: 100 * time.Millisecond})

	ann, bo := signIn(t, site, "Ann"), signIn(t, site, "Bo")
	if err := ann.Quick(onlinelobby.SeekSpec{Game: "kalah", Rated: true}); err != nil {
		t.Fatal(err)
	}
	waitLobby(t, ann, "Ann's seek", func(client.LobbyUpdate) bool { return ann.Sitting.On() })
	if err := bo.Quick(onlinelobby.SeekSpec{Game: "kalah", Rated: true}); err != nil {
		t.Fatal(err)
	}
	waitLobby(t, bo, "Bo's game", func(u client.LobbyUpdate) bool { return u.Started })
	waitLobby(t, ann, "Ann's game", func(u client.LobbyUpdate) bool { return u.Started })
	mine, err := client.Open(context.Background(), site, games.All(), ann.Hello())
	if err != nil {
		t.Fatal(err)
	}
	theirs, err := client.Open(context.Background(), site, games.All(), bo.Hello())
	if err != nil {
		t.Fatal(err)
	}
	away := theirs.Mirror().Seat
	theirs.Close() // Bo goes
	gone := time.Now()

	o, _ := newOpener()
	s := uitest.NewScreen(t, 1100, 760, 1, o.onlineTable(mine, site, ""))
	target := "computer:" + string(rune('1'+away))
	deadline := time.Now().Add(onlinetest.Wait)
	for _, ok := s.Scene().Targets()[target]; !ok; _, ok = s.Scene().Targets()[target] {
		if time.Now().After(deadline) {
			t.Fatalf("no %s button after %v: %v", target, onlinetest.Wait, s.Scene().Probe())
		}
		s.Tick(ui.Input{X: -1, Y: -1})
		time.Sleep(5 * time.Millisecond)
	}
	for time.Since(gone) < 300*time.Millisecond { // away longer than the server's Away
		s.Tick(ui.Input{X: -1, Y: -1})
		time.Sleep(5 * time.Millisecond)
	}
	s.Click(target)
	if st := s.Scene().Probe(); st["overlay"] != "hand" {
		t.Fatalf("the away seat's button opened %v", st["overlay"])
	}
	s.Save("table-claim-win")
	var level string
	for name := range s.Scene().Targets() {
		if len(name) > 6 && name[:6] == "level:" {
			if level != "" {
				t.Fatalf("a rated game of two offers levels to choose: %v and %v", level, name)
			}
			level = name
		}
	}
	s.Click(level)
	until(t, s, "the game won", func() bool {
		if st, _ := s.Scene().Probe()["online"].(map[string]any); st != nil && st["over"] == true {
			return true
		}
		if note, _ := s.State("note").(string); note != "" {
			t.Fatalf("claiming the win: %s", note)
		}
		return false
	})
	if h := s.State("headline"); h != "Bo resigned: Ann wins" {
		t.Errorf("the headline after claiming the win: %v", h)
	}
	if r, _ := s.Scene().Probe()["online"].(map[string]any)["ratings"].(string); r == "" {
		t.Errorf("a claimed win shows no ratings: %v", s.Scene().Probe()["online"])
	}
}
