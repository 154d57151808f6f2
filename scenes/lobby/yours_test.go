package lobby

import (
	"parlor/scenes/table/room"
	"slices"
	"testing"
	"time"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/protocol"
)

// TestYourOnlineGamesPutYourTimedMovesFirstSoonestFirst: the timed games
// where it is the player's move come first, the soonest deadline first;
// the others (not her move, no clock, over, watched, not known) keep the
// order they were held in.
func TestYourOnlineGamesPutYourTimedMovesFirstSoonestFirst(t *testing.T) {
	const now = 1_700_000_000_000
	info := func(turn int, deadline int64, over bool) protocol.RoomInfo {
		return protocol.RoomInfo{Turn: turn, Deadline: deadline, Over: over, Clock: clock.MustParse("5+3")}
	}
	for _, c := range []struct {
		name  string
		held  []room.Held // Room is the game's name; Seat the player's
		rooms map[string]protocol.RoomInfo
		want  []string
	}{
		{"no clocks keep their order",
			[]room.Held{{Room: "a"}, {Room: "b", Seat: 1}, {Room: "c"}},
			map[string]protocol.RoomInfo{"a": info(1, 0, false), "b": info(1, 0, false), "c": info(0, 0, false)},
			[]string{"a", "b", "c"}},
		{"your timed move before an untimed one",
			[]room.Held{{Room: "plain"}, {Room: "timed"}},
			map[string]protocol.RoomInfo{"plain": info(0, 0, false), "timed": info(0, now+60_000, false)},
			[]string{"timed", "plain"}},
		{"soonest deadline first",
			[]room.Held{{Room: "days"}, {Room: "minutes"}, {Room: "hours"}},
			map[string]protocol.RoomInfo{"days": info(0, now+3*86_400_000, false), "minutes": info(0, now+300_000, false), "hours": info(0, now+7_200_000, false)},
			[]string{"minutes", "hours", "days"}},
		{"their timed move is not first",
			[]room.Held{{Room: "theirs"}, {Room: "mine", Seat: 1}},
			map[string]protocol.RoomInfo{"theirs": info(1, now+1000, false), "mine": info(1, now+86_400_000, false)},
			[]string{"mine", "theirs"}},
		{"a finished game is not first",
			[]room.Held{{Room: "over"}, {Room: "live"}},
			map[string]protocol.RoomInfo{"over": info(0, now+1000, true), "live": info(0, now+60_000, false)},
			[]string{"live", "over"}},
		{"a watched game is not first",
			[]room.Held{{Room: "watched", Seat: -1}, {Room: "mine"}},
			map[string]protocol.RoomInfo{"watched": info(-1, now+1000, false), "mine": info(0, now+60_000, false)},
			[]string{"mine", "watched"}},
		{"a game the server did not tell of stays behind",
			[]room.Held{{Room: "unknown"}, {Room: "plain"}, {Room: "timed"}},
			map[string]protocol.RoomInfo{"plain": info(0, 0, false), "timed": info(0, now+60_000, false)},
			[]string{"timed", "unknown", "plain"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			var got []string
			for _, h := range byDeadline(c.held, c.rooms) {
				got = append(got, h.Room)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("ordered %q, want %q", got, c.want)
			}
		})
	}
}

// TestTheTimeLeftReadsAsAClockOrInDays: the time left to move reads in
// days, hours and minutes, or as a clock under an hour.
func TestTheTimeLeftReadsAsAClockOrInDays(t *testing.T) {
	now := time.UnixMilli(1_700_000_000_000)
	for _, c := range []struct {
		left time.Duration
		want string
	}{
		{3*24*time.Hour + 5*time.Hour, "3 days 5 h left"},
		{2 * 24 * time.Hour, "2 days left"},
		{47*time.Hour + 59*time.Minute, "1 day 23 h left"},
		{24 * time.Hour, "1 day left"},
		{5*time.Hour + 12*time.Minute + 30*time.Second, "5 h 12 min left"},
		{time.Hour, "1 h left"},
		{4*time.Minute + 32*time.Second, "4:32 left"},
		{4*time.Minute + 31*time.Second + 200*time.Millisecond, "4:31 left"},
		{300 * time.Millisecond, "0:00.3 left"},
		{0, "out of time"},
		{-time.Minute, "out of time"},
	} {
		if got := timeLeft(clock.Control{Days: 3}, now.Add(c.left).UnixMilli(), now); got != c.want {
			t.Errorf("%v left reads %q, want %q", c.left, got, c.want)
		}
	}
}

// TestYourOnlineGamesSayTheTimeLeft: a timed game's status says whose
// move it is and the time left to move; a game with no clock, or over,
// says none.
func TestYourOnlineGamesSayTheTimeLeft(t *testing.T) {
	now := time.UnixMilli(1_700_000_000_000)
	y := &yours{now: func() time.Time { return now }, info: map[string]protocol.RoomInfo{
		"corr":  {Turn: 0, Clock: clock.MustParse("3d"), Deadline: now.Add(50 * time.Hour).UnixMilli(), Players: []online.SeatInfo{{Name: "South"}, {Name: "North", Player: "Bo"}}},
		"blitz": {Turn: 1, Clock: clock.MustParse("5+3"), Deadline: now.Add(272 * time.Second).UnixMilli(), Players: []online.SeatInfo{{Name: "South"}, {Name: "North", Player: "Bo"}}},
		"plain": {Turn: 0, Players: []online.SeatInfo{{Name: "South"}, {Name: "North", Player: "Bo"}}},
		"over":  {Turn: -1, Over: true, Clock: clock.MustParse("5+3"), Deadline: now.Add(time.Minute).UnixMilli()},
	}}
	for id, want := range map[string]string{
		"corr":  "Your move · 2 days 2 h left",
		"blitz": "Waiting for Bo · 4:32 left",
		"plain": "Your move",
		"over":  "Finished",
	} {
		if got := y.status(room.Held{Room: id}); got != want {
			t.Errorf("%s says %q, want %q", id, got, want)
		}
	}
}

// TestTheTimeLeftIsSpokenToTheMinute: the screen reader's words for the
// time left change once a minute at most: minutes under an hour, "under a
// minute" at the end, as the row from an hour up.
func TestTheTimeLeftIsSpokenToTheMinute(t *testing.T) {
	now := time.UnixMilli(1_700_000_000_000)
	for _, c := range []struct {
		left time.Duration
		want string
	}{
		{5*time.Hour + 12*time.Minute, "5 h 12 min left"},
		{59*time.Minute + 59*time.Second, "59 min left"},
		{4*time.Minute + 32*time.Second, "4 min left"},
		{time.Minute, "1 min left"},
		{59 * time.Second, "under a minute left"},
		{0, "out of time"},
	} {
		if got := spokenLeft(clock.Control{Days: 3}, now.Add(c.left).UnixMilli(), now); got != c.want {
			t.Errorf("%v left is spoken %q, want %q", c.left, got, c.want)
		}
	}
}
