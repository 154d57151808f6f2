package term

import (
	"strings"

	"parlor/game"
	"parlor/game/kalah"
	"parlor/game/record"
)

func newKalah(m *record.Match) view {
	return &moves{m: m, status: func(s game.State) string { return strings.Join(s.(*kalah.Game).Status(), "\n") }}
}
