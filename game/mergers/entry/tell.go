package entry

import (
	"fmt"
	"maps"
	"slices"
	"strings"

	"parlor/game/mergers"
)

// tell says a Mergers position in words: each company with its tiles, the
// tiles of no company, and in the advanced game each player's cash and
// shares.
func tell(g *mergers.Game) []string {
	at := map[byte][]string{}
	for r := range mergers.Rows {
		for c := range mergers.Cols {
			p := mergers.Pos{Row: r, Col: c}
			if sym := g.At(p); sym != mergers.Empty {
				at[sym] = append(at[sym], p.String())
			}
		}
	}
	advanced := g.Options().Mode == mergers.Advanced
	lines := []string{tiles(g.Tiles()) + " on the board."}
	if advanced {
		var offered []string
		for _, p := range g.Offered() {
			offered = append(offered, p.String())
		}
		lines[0] = fmt.Sprintf("%s on the board, %d in the pile; offered: %s.", tiles(g.Tiles()), g.PileSize(), strings.Join(offered, ", "))
	}
	for _, gr := range g.Groups() {
		lines = append(lines, fmt.Sprintf("Company %c, %s: %s.", gr.Symbol, tiles(gr.Size), strings.Join(at[gr.Symbol], ", ")))
	}
	if lone := at[mergers.Lone]; len(lone) > 0 {
		lines = append(lines, "In no company: "+strings.Join(lone, ", ")+".")
	}
	if !advanced {
		return lines
	}
	for i := range g.Players() {
		p := g.Player(i)
		var held []string
		for _, sym := range slices.Sorted(maps.Keys(p.Shares)) {
			if n := p.Shares[sym]; n > 0 {
				held = append(held, fmt.Sprintf("%d of %c", n, sym))
			}
		}
		shares := "no shares"
		if len(held) > 0 {
			shares = "shares " + strings.Join(held, ", ")
		}
		lines = append(lines, fmt.Sprintf("Player %d has $%d and %s.", i+1, p.Cash, shares))
	}
	return lines
}

// tiles counts tiles: "1 tile", "3 tiles".
func tiles(n int) string {
	if n == 1 {
		return "1 tile"
	}
	return fmt.Sprintf("%d tiles", n)
}
