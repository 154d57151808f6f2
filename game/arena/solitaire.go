package arena

import (
	"fmt"
	"math"
	"math/rand/v2"
	"runtime"
	"sync"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/cantstop"
	"parlor/game/catalog"
)

// SolitaireResult is how a Can't Stop player fares alone: the turns it
// takes to win three columns, over many games.
type SolitaireResult struct {
	Name   string
	Games  int
	Turns  []int   // game by game
	Mean   float64 // mean turns
	Lo, Hi float64 // the mean's 95% interval
}

func (r SolitaireResult) String() string {
	return fmt.Sprintf("solitaire: cantstop — %s alone, %d games\nmean %.3f turns to win three columns (95%% CI %.3f–%.3f)\n",
		r.Name, r.Games, r.Mean, r.Lo, r.Hi)
}

// Solitaire plays games of Can't Stop alone with side's player (options
// o give it its game's options; the game is the solitaire one): game i
// rolls its dice from seed+i and the bot's randomness from seed, i and the
// ply. Every move goes through the engine, as in Run. Turns are counted
// as the published figures count them: each stop and each bust, the
// winning stop included.
func Solitaire(side Side, o catalog.Options, games int, seed uint64, workers int) (SolitaireResult, error) {
	if games < 1 || games > MaxGames {
		return SolitaireResult{}, fmt.Errorf("games must be from 1 to %d, not %d", MaxGames, games)
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	r := SolitaireResult{Name: side.Name, Games: games, Turns: make([]int, games)}
	errs := make([]error, games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, games) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r.Turns[i], errs[i] = solitaireGame(side.New(o), seed, i)
			}
		}()
	}
	for i := range games {
		next <- i
	}
	close(next)
	wg.Wait()
	sum, sq := 0.0, 0.0
	for i, t := range r.Turns {
		if errs[i] != nil {
			return r, fmt.Errorf("game %d: %w", i+1, errs[i])
		}
		sum += float64(t)
		sq += float64(t) * float64(t)
	}
	n := float64(games)
	r.Mean = sum / n
	half := 0.0
	if games > 1 {
		sd := math.Sqrt(max(0, (sq-n*r.Mean*r.Mean)/(n-1)))
		half = 1.96 * sd / math.Sqrt(n)
	}
	r.Lo, r.Hi = r.Mean-half, r.Mean+half
	return r, nil
}

// solitaireGame plays game i alone with bot b and counts its turns.
func solitaireGame(b ai.Bot, seed uint64, i int) (int, error) {
	g, err := cantstop.New(1)
	if err != nil {
		return 0, err
	}
	dice := rand.New(rand.NewPCG(seed+uint64(i), 0x5011))
	turns := 0
	for ply := 0; !g.Over(); ply++ {
		if ply > DefaultMaxPlies {
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
