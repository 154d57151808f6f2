package yote

import "parlor/game"

// CanWin reports whether seat p may still win: a side with three pieces
// or fewer, on the board and in reserve, can no longer. A jump takes two
// pieces at most, so the other side, with four or more, falls to three
// (a draw, both worn down) before it could fall to none; and it never has
// fewer pieces on the board than p for a blocked end.
func (g *Game) CanWin(p game.Player) bool { return g.Total(Side(p)) > 3 }
