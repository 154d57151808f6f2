package arena

import (
	"fmt"
	"math"
	"runtime"
	"sync"

	"parlor/game/catalog"
)

// SolitaireResult is how a player fares alone (Can't Stop): the turns it
// takes to reach the game's goal (win three columns), over many games.
type SolitaireResult struct {
	Game   string // the game's id
	Goal   string // what it takes: "win three columns"
	Name   string
	Games  int
	Turns  []int   // game by game
	Mean   float64 // mean turns
	Lo, Hi float64 // the mean's 95% interval
}

func (r SolitaireResult) String() string {
	return fmt.Sprintf("solitaire: %s — %s alone, %d games\nmean %.3f turns to %s (95%% CI %.3f–%.3f)\n",
		r.Game, r.Name, r.Games, r.Mean, r.Goal, r.Lo, r.Hi)
}

// Solitaire plays games alone with side's player, as the game's entry
// says (catalog.Solitaire; options o give the bot its game's options):
// game i draws its chance events from seed+i and the bot's randomness from
// seed, i and the ply. Every move goes through the engine, as in Run. In
// Can't Stop turns are counted as the published figures count them: each
// stop and each bust, the winning stop included.
func Solitaire(side Side, o catalog.Options, games int, seed uint64, workers int) (SolitaireResult, error) {
	play := o.Game().Solitaire
	if play == nil {
		return SolitaireResult{}, fmt.Errorf("%s is not played alone", o.Game().Title)
	}
	if games < 1 || games > MaxGames {
		return SolitaireResult{}, fmt.Errorf("games must be from 1 to %d, not %d", MaxGames, games)
	}
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	r := SolitaireResult{Game: o.Game().ID, Goal: play.Goal, Name: side.Name, Games: games, Turns: make([]int, games)}
	errs := make([]error, games)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(workers, games) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				r.Turns[i], errs[i] = play.Play(side.New(o), seed, i, DefaultMaxPlies)
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
