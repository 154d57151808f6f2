//go:build !js

package lobby

import (
	"strings"
	"testing"
	"time"

	onlinelobby "parlor/game/online/lobby"
)

// TestAQuickPairingNamesNoSeatBeforeTheDraw: Ann seeks a quick game of
// Kalah and Bo is paired with her. The room draws who sits where as the
// game starts, so the host is told that Bo sat down at her table, but not
// at which seat: the seat the seek gave him may not be his.
func TestAQuickPairingNamesNoSeatBeforeTheDraw(t *testing.T) {
	site := lobbyOnMemory(t)
	s := reach(t, site, desktop, "filter:kalah", "quick", "submit")
	tickUntil(t, s, 5*time.Second, "the seek", func() bool { return stage(s) == "waiting" })
	l := s.Scene().(*lobby)
	game := l.view.sitting.Table.Game
	bo := player(t, site, "Bo")
	if err := bo.Quick(onlinelobby.SeekSpec{Game: game, Any: l.view.sitting.Table.Any, Rated: l.view.sitting.Table.Rated}); err != nil {
		t.Fatal(err)
	}
	var said []string
	tickUntil(t, s, 5*time.Second, "Bo at the table", func() bool {
		said = l.Speech().Said
		return strings.Contains(strings.Join(said, " "), "Bo sat down") || stage(s) != "waiting"
	})
	for _, line := range said {
		if strings.HasPrefix(line, "Bo sat down") && (strings.Contains(line, "North") || strings.Contains(line, "South")) {
			t.Errorf("before the draw of the seats, the host hears %q", line)
		}
	}
}
