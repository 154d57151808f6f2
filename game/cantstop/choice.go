package cantstop

import "fmt"

// Choice is one way a roll can be used: the columns climbed. A is always
// set; B is 0 when only A is climbed, and equal to A when A is climbed
// twice.
type Choice struct{ A, B int }

// String describes the choice in a player's words: "7 and 9", "only 5",
// "8 twice".
func (c Choice) String() string {
	switch {
	case c.B == 0:
		return fmt.Sprintf("only %d", c.A)
	case c.A == c.B:
		return fmt.Sprintf("%d twice", c.A)
	}
	return fmt.Sprintf("%d and %d", c.A, c.B)
}

// Pairing is one of the three ways to pair four dice, the totals it makes,
// and the choices it offers (none when neither total can be used).
type Pairing struct {
	Dice    [2][2]int
	Totals  [2]int
	Choices []Choice
}

// pairings are the three ways to split four dice into two pairs, by index.
var pairings = [3][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}}
