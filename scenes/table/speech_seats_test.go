package table

import "testing"

// TestSeatSentenceSaysWhoPlaysWhat checks the words that tell a screen
// reader who plays which seat, from this screen: the person here first,
// then the others online, the computer with its level, the seats
// invited; everyone at this screen is pass and play.
func TestSeatSentenceSaysWhoPlaysWhat(t *testing.T) {
	you := func(seat string) holder { return holder{seat: seat, kind: heldHere} }
	cpu := func(seat, level string) holder { return holder{seat: seat, kind: heldComputer, name: level} }
	other := func(seat, name string) holder { return holder{seat: seat, kind: heldOther, name: name} }
	invited := func(seat string) holder { return holder{seat: seat, kind: heldInvited} }
	for _, c := range []struct {
		name     string
		hs       []holder
		watching bool
		want     string
	}{
		{"against the computer", []holder{you("Red"), cpu("Yellow", "Medium")}, false, "You play Red; the computer plays Yellow at Medium."},
		{"the computer first", []holder{cpu("South", "Hard"), you("North")}, false, "You play North; the computer plays South at Hard."},
		{"pass and play", []holder{you("Red"), you("Yellow")}, false, "Red and Yellow play at this screen, in turn."},
		{"pass and play, three", []holder{you("Red"), you("Yellow"), you("Green")}, false, "Red, Yellow and Green play at this screen, in turn."},
		{"two here, a computer", []holder{you("Red"), you("Yellow"), cpu("Green", "Easy")}, false, "You play Red and Yellow; the computer plays Green at Easy."},
		{"computers at one level", []holder{you("Red"), cpu("Yellow", "Easy"), cpu("Green", "Easy")}, false, "You play Red; the computer plays Yellow and Green at Easy."},
		{"computers at two levels", []holder{you("Red"), cpu("Yellow", "Easy"), cpu("Green", "Hard")}, false, "You play Red; the computer plays Yellow at Easy and Green at Hard."},
		{"the computer alone", []holder{cpu("Red", "Easy"), cpu("Yellow", "Hard")}, false, "The computer plays Red at Easy and Yellow at Hard."},
		{"online", []holder{other("Red", "Ann"), you("Yellow")}, false, "You play Yellow; Ann plays Red."},
		{"online, a name unknown", []holder{you("Red"), other("Yellow", "Yellow")}, false, "You play Red; another player plays Yellow."},
		{"online, the server's computer", []holder{you("Red"), other("Yellow", "Bo"), cpu("Green", "")}, false, "You play Red; Bo plays Yellow; the computer plays Green."},
		{"invited", []holder{you("Red"), invited("Yellow")}, false, "You play Red; Yellow is invited."},
		{"two invited", []holder{you("Red"), invited("Yellow"), invited("Green")}, false, "You play Red; Yellow and Green are invited."},
		{"watching", []holder{other("South", "Ann"), other("North", "Bo")}, true, "You are watching; Ann plays South; Bo plays North."},
		{"no seats", nil, false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := seatSentence(c.hs, c.watching); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}
