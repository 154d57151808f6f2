//go:build !js

package table_test

import (
	"slices"
	"testing"

	"parlor/game"
)

// TestAnOnlineGameIsReviewedOnceOver checks that an online game is reviewed once over
// (not while it goes on with hints off), on the match shown, which it
// never plays on.
func TestAnOnlineGameIsReviewedOnceOver(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "kalah houses=4 seeds=3", "person invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	for i, c := range []game.Move{1, 4} { // South's S1 throws her win away (+6 with S3); North's N4 is best
		st := []*onlineSeat{a, guest}[i]
		st.hand.Move(c)
		a.until(t, "the move on both tables", func() bool { return a.settled(i+1) && guest.settled(i+1) }, guest)
	}
	if _, ok := a.s.Scene().Targets()["review"]; ok {
		t.Fatal("Review is offered while the game goes on with hints off")
	}
	guest.s.Click("resign")
	guest.s.Click("confirm")
	a.until(t, "the end", func() bool { return a.online()["over"] == true && guest.online()["over"] == true }, guest)
	text := a.tb.Match().Text()
	a.s.Click("review")
	a.until(t, "the review", func() bool { return reviewOf(&a.setting)["shown"] == true }, guest)
	if c := reviewOf(&a.setting); !slices.Contains(c["marks"].([]string), "1:blunder:S3") {
		t.Fatalf("the review online: %v", c)
	}
	if a.tb.Match().Text() != text {
		t.Error("the review changed the match")
	}
	a.s.Idle(1, -1, -1) // laid out with the review
	a.s.Click("log:1")
	if a.s.State("best") != "S3" || !a.hand.HintOn {
		t.Errorf("the blunder chosen online: best %v", a.s.State("best"))
	}
	a.shots(t, "review-online")
}
