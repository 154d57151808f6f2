package clock_test

import (
	"testing"
	"time"

	"parlor/game/clock"
)

// TestTheTimeLeftReadsOneWay: a real-time clock reads m:ss, h:mm:ss from
// an hour and m:ss.t under ten seconds, cut and never below 0:00.0; a
// correspondence clock reads in days and hours, then hours and minutes,
// then as a real-time clock under an hour.
func TestTheTimeLeftReadsOneWay(t *testing.T) {
	rt := clock.Control{Base: 5 * time.Minute, Increment: 3 * time.Second}
	cd := clock.Control{Days: 3}
	for _, c := range []struct {
		tc   clock.Control
		left time.Duration
		want string
	}{
		{rt, 5 * time.Minute, "5:00"},
		{rt, 4*time.Minute + 32*time.Second + 900*time.Millisecond, "4:32"},
		{rt, 10 * time.Second, "0:10"},
		{rt, 9*time.Second + 990*time.Millisecond, "0:09.9"},
		{rt, 9*time.Second + 400*time.Millisecond, "0:09.4"},
		{rt, 50 * time.Millisecond, "0:00.0"},
		{rt, 0, "0:00.0"},
		{rt, -time.Second, "0:00.0"},
		{rt, 59*time.Minute + 59*time.Second, "59:59"},
		{rt, time.Hour + 2*time.Minute + 3*time.Second, "1:02:03"},
		{rt, 29 * time.Hour, "29:00:00"},
		{clock.Control{}, 4 * time.Minute, "4:00"},
		{cd, 72 * time.Hour, "3 days"},
		{cd, 3*24*time.Hour + 5*time.Hour + 59*time.Minute, "3 days 5 h"},
		{cd, 49 * time.Hour, "2 days 1 h"},
		{cd, 47*time.Hour + 59*time.Minute, "1 day 23 h"},
		{cd, 29 * time.Hour, "1 day 5 h"},
		{cd, 24 * time.Hour, "1 day"},
		{cd, 23*time.Hour + 59*time.Minute + 59*time.Second, "23 h 59 min"},
		{cd, 5*time.Hour + 40*time.Minute, "5 h 40 min"},
		{cd, 5 * time.Hour, "5 h"},
		{cd, 5*time.Hour + 20*time.Minute + 30*time.Second, "5 h 20 min"},
		{cd, 2*24*time.Hour + 23*time.Hour + 59*time.Minute, "2 days 23 h"},
		{cd, time.Hour, "1 h"},
		{cd, 9 * time.Second, "0:09.0"},
		{cd, 59*time.Minute + 59*time.Second, "59:59"},
		{cd, 40*time.Minute + 30*time.Second, "40:30"},
		{cd, 5*time.Second + 300*time.Millisecond, "0:05.3"},
		{cd, 0, "0:00.0"},
	} {
		if got := clock.Left(c.tc, c.left); got != c.want {
			t.Errorf("Left(%q, %v) = %q, want %q", c.tc, c.left, got, c.want)
		}
	}
}
