//go:build !js

package table_test

import (
	"strings"
	"testing"

	"parlor/scenes/ui"
)

// TestSpeechSaysARemotePlayersMove plays Kalah between two tables through
// a real game server, each move by the screen reader's buttons: each side
// hears the other's move as the log words it, as it hears its own.
func TestSpeechSaysARemotePlayersMove(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=3 seeds=2", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return strings.Contains(strings.Join(a.players(), " "), ":Bo:here") }, guest)
	tables := []*onlineSeat{a, guest}
	for played := 0; played < 4 && !a.tb.Match().State().Over(); played++ {
		turn := int(a.tb.Match().State().Turn())
		mover, other := tables[turn], tables[1-turn]
		told := other.tb.Speech().Told
		mover.until(t, "the buttons", func() bool { return len(moves(mover.tb.Speech())) > 0 }, other)
		pick := moves(mover.tb.Speech())[0]
		n := a.online()["n"].(int)
		mover.tb.Act(mover.s.Context(), "move:"+pick)
		a.until(t, "the move on both tables", func() bool {
			k, _ := a.online()["n"].(int)
			return k > n && a.settled(k) && guest.settled(k)
		}, guest)
		other.until(t, "the announcement", func() bool { return other.tb.Speech().Told > told }, mover)
		turns := other.tb.Match().Turns()
		words := ui.Sentence(turns[len(turns)-1].Words)
		if said := strings.Join(ui.News(other.tb.Speech(), told), " "); turns[len(turns)-1].Text != pick || !strings.Contains(said, words) {
			t.Fatalf("move %d (%s): the other table heard %q, want %q", played+1, pick, said, words)
		}
	}
}
