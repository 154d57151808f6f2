//go:build !js

package lobby

import (
	"testing"

	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
)

// TestProfileSaysHowAGameEnded checks the words a profile gives the table
// for a finished game's record (table.Config.Ended), which may stop short
// of its end (lost on time): the owner's result, "You" on her own page and
// the profile's name on another's.
func TestProfileSaysHowAGameEnded(t *testing.T) {
	games := []protocol.RoomInfo{{Room: "won", Over: true}, {Room: "lost", Over: true}, {Room: "drawn", Over: true}, {Room: "casual", Over: true}}
	families := []protocol.FamilyInfo{{Family: "kalah-6-4", History: []protocol.PointInfo{
		{Room: "won", Outcome: onlinelobby.OutcomeWin}, {Room: "lost", Outcome: onlinelobby.OutcomeLoss}, {Room: "drawn", Outcome: onlinelobby.OutcomeDraw}}}}
	cases := []struct {
		own        bool
		room, want string
	}{
		{true, "won", "You won"},
		{true, "lost", "You lost"},
		{false, "lost", "Bo lost"},
		{false, "drawn", "A draw"},
		{true, "casual", "The game is over"},
	}
	for _, c := range cases {
		p := &profile{own: c.own, who: protocol.ProfileInfo{Name: "Bo"}, games: games, families: families}
		if got := p.endOf(c.room); got != c.want {
			t.Errorf("own %v, room %s: %q, want %q", c.own, c.room, got, c.want)
		}
	}
}
