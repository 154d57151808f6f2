//go:build !js

package table_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// drawnTexts draws s and returns every string drawn.
func drawnTexts(s *uitest.Screen) []string {
	th := s.Context().Theme
	var out []string
	th.Traced = func(str string, _ *ui.Face, _ ui.Rect) { out = append(out, str) }
	s.Draw()
	th.Traced = nil
	return out
}

// turnWords are words that speak of whose turn it is.
var turnWords = []string{"to play", "to roll", "to place", "to move", "to buy", "'s turn", "your move", "waiting for", "is thinking", "your turn",
	"sow one", "drop a", "place a", "pick ", "roll again", "pair the four", "buy shares", "to remove"}

// speaksOfTurns returns the texts of texts that speak of a turn.
func speaksOfTurns(texts []string) []string {
	var out []string
	for _, s := range texts {
		for _, w := range turnWords {
			if strings.Contains(strings.ToLower(s), strings.ToLower(w)) && !slices.Contains(out, s) {
				out = append(out, s)
			}
		}
	}
	return out
}

// TestAnEndOnlineSaysWhoWonAndNoTurn plays a few moves of every game
// online, then the guest resigns (and in the games that have it, another
// game ends in a draw agreed): the headline on both tables says who
// resigned and who won, by their names, and nothing drawn on either
// table — the status, the board's own words — speaks of a turn.
func TestAnEndOnlineSaysWhoWonAndNoTurn(t *testing.T) {
	site := gameServer(t)
	for _, b := range scenes.Boards() {
		for _, end := range []string{"resign", "draw"} {
			t.Run(b.Game.ID+"/"+end, func(t *testing.T) {
				o := quickest(t, b.Game)
				a := hostOnline(t, site, o.String(), "person invite")
				guest := joinOnline(t, a.link(t, "invite:2"))
				a.until(t, "Bo seated", func() bool { return strings.Contains(strings.Join(a.players(), " "), ":Bo:here") }, guest)
				tables := []*onlineSeat{a, guest}
				for range 3 { // a few moves, each made where its seat is
					s := a.tb.Match().State()
					if s.Over() || s.Turn() < 0 || int(s.Turn()) > 1 {
						break
					}
					n := a.online()["n"].(int)
					tables[s.Turn()].hand.Move(s.Legal()[0])
					a.until(t, "the move on both tables", func() bool {
						k, _ := a.online()["n"].(int)
						return k > n && a.settled(k) && guest.settled(k)
					}, guest)
				}
				want := "Bo resigned: Ann wins"
				told := []int{a.tb.Speech().Told, guest.tb.Speech().Told}
				if end == "resign" {
					guest.s.Click("resign")
					guest.s.Click("confirm")
				} else {
					if _, ok := a.s.Scene().Targets()["draw"]; !ok {
						t.Skip("no draw offered in", b.Game.ID)
					}
					a.s.Click("draw")
					guest.until(t, "the offer", func() bool { return guest.s.State("overlay") == "ask" }, a)
					guest.s.Click("accept")
					want = "A draw, agreed"
				}
				a.until(t, "the end", func() bool { return a.online()["over"] == true && guest.online()["over"] == true }, guest)
				for i, st := range tables {
					st.s.Settle()
					who := []string{"host", "guest"}[i]
					if h := st.s.State("headline"); h != want {
						t.Errorf("the %s's headline says %q, not %q", who, h, want)
					}
					if said := strings.Join(ui.News(st.tb.Speech(), told[i]), " "); !strings.Contains(said, want) {
						t.Errorf("the %s's screen reader heard %q, not %q", who, said, want)
					}
					if turn := speaksOfTurns(drawnTexts(st.s)); len(turn) > 0 {
						t.Errorf("after the end the %s's table says %q", who, turn)
					}
					if status, _ := st.s.State("statusLine").(string); status == "" {
						t.Errorf("the %s's status is empty", who)
					}
					st.shots(t, fmt.Sprintf("online-%s-%s-%s", end, b.Game.ID, who))
				}
			})
		}
	}
}

// TestARecordEndedShortOfItsEnd opens the record of a game that ended
// before its rules ended it (lost on time online, as a profile opens it
// for review): the headline says how it ended, no one is to play — drawn
// or said — and a move taken back makes it a game to play on again.
func TestARecordEndedShortOfItsEnd(t *testing.T) {
	m := tabletest.Match(t, "kalah houses=4 seeds=3", 7)
	for range 3 {
		if err := m.Play(m.State().Legal()[0]); err != nil {
			t.Fatal(err)
		}
	}
	b := boardOf(t, m.Options())
	tb, _ := tabletest.Seated(table.Config{Match: m, View: b.New(), Linked: true, Ended: "You lost"}, "person person")
	s := uitest.NewScreen(t, 1280, 800, 1, tb)
	s.Settle()
	if h := s.State("headline"); h != "You lost" {
		t.Errorf("the headline says %q, not %q", h, "You lost")
	}
	sp := tb.Speech()
	if turn := speaksOfTurns(slices.Concat(drawnTexts(s), sp.Said, sp.Position)); len(turn) > 0 {
		t.Errorf("a game ended says %q", turn)
	}
	if len(moves(sp)) > 0 {
		t.Errorf("a game ended offers moves: %v", moves(sp))
	}
	s.Save("record-ended")
	s.Click("undo")
	s.Settle()
	if h, _ := s.State("headline").(string); !strings.Contains(h, "to play") {
		t.Errorf("a move taken back, the headline says %q", h)
	}
}
