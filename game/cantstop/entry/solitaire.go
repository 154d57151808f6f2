package entry

import (
	"fmt"
	"math/rand/v2"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/cantstop"
	"parlor/game/catalog"
)

// solitaire is Can't Stop played alone: the turns to win three columns,
// each stop and each bust a turn (Glenn and Aloi's measure).
var solitaire = &catalog.Solitaire{Goal: "win three columns", Play: playAlone}

// playAlone plays game i of a run seeded by seed with bot b alone and
// counts its turns; a game still going after maxPlies is an error.
func playAlone(b ai.Bot, seed uint64, i, maxPlies int) (int, error) {
	g, err := cantstop.New(1)
	if err != nil {
		return 0, err
	}
	dice := rand.New(rand.NewPCG(seed+uint64(i), 0x5011))
	turns := 0
	for ply := 0; !g.Over(); ply++ {
		if ply > maxPlies {
			return turns, fmt.Errorf("no win after %d plies", ply)
		}
		var m game.Move
		chance := g.Turn() == game.Chance
		if chance {
			m, err = game.Sample(g, dice)
		} else {
			m, err = ai.Think(b, g, seed*1_000_003+uint64(i)*10_007+uint64(ply))
		}
		if err == nil {
			err = g.Play(m)
		}
		if err != nil {
			return turns, err
		}
		// A turn ends with dice that bust, or with the player's stop.
		if chance && g.Last().Kind == "bust" || !chance && m == cantstop.Stop {
			turns++
		}
	}
	return turns, nil
}
