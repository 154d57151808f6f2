package cantstop

import "parlor/scenes/table"

var _ table.Orderer = (*View)(nil) // Tab reads the board as its player does: the choices, then Roll and Stop
