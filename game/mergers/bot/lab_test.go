//go:build lab

package bot

import (
	"math/rand/v2"
	"sync"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/mergers"
)

type labBot func() ai.Bot

type saneBot struct{ m game.Move }

func (b *saneBot) Start(s game.State, seed uint64) error {
	b.m = mergers.SimMove(s.(*msSimple).saneMove(ai.NewRand(seed)))
	return nil
}
func (b *saneBot) Step(time.Duration) (game.Move, bool) { return b.m, true }
func (b *saneBot) Stop() game.Move                      { return b.m }

type anyBot struct{ m game.Move }

func (b *anyBot) Start(s game.State, seed uint64) error {
	var e []int8
	for i := range int8(mergers.SimSquares) {
		if s.(*msSimple).b.Cell[i] < 0 {
			e = append(e, i)
		}
	}
	b.m = mergers.SimMove(e[ai.NewRand(seed).IntN(len(e))])
	return nil
}
func (b *anyBot) Step(time.Duration) (game.Move, bool) { return b.m, true }
func (b *anyBot) Stop() game.Move                      { return b.m }

func sanePolicy(s game.State, r *rand.Rand) game.Move {
	return mergers.SimMove(s.(*msSimple).saneMove(r))
}

func simpleArena(t *testing.T, name string, games int, a, b labBot) {
	out := make([]int8, games)
	var think [2]time.Duration
	var moves [2]int
	var mu sync.Mutex
	var wg sync.WaitGroup
	next := make(chan int)
	for range 2 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range next {
				s := &msSimple{b: mergers.NewSimBoard(), players: 2, winner: -1}
				bots := [2]ai.Bot{a(), b()}
				aSeat := int8(i % 2)
				for ply := 0; !s.Over(); ply++ {
					side := 0
					if s.turn != aSeat {
						side = 1
					}
					t0 := time.Now()
					m, err := ai.Think(bots[side], s, uint64(i*1000+ply))
					d := time.Since(t0)
					mu.Lock()
					think[side] += d
					moves[side]++
					mu.Unlock()
					if err != nil {
						panic(err)
					}
					if err := s.Play(m); err != nil {
						panic(err)
					}
				}
				if s.winner == aSeat {
					out[i] = 1
				}
			}
		}()
	}
	for i := range games {
		next <- i
	}
	close(next)
	wg.Wait()
	w := 0
	for _, o := range out {
		w += int(o)
	}
	t.Logf("%-24s a wins %d of %d (%.1f%%); think a %v b %v", name, w, games, 100*float64(w)/float64(games),
		think[0]/time.Duration(max(1, moves[0])), think[1]/time.Duration(max(1, moves[1])))
}

func TestMergersSimpleLab(t *testing.T) {
	rnd := func() ai.Bot { return &anyBot{} }
	sane := func() ai.Bot { return &saneBot{} }
	mcts := func(n int) labBot {
		return func() ai.Bot { return &ai.MCTS{Iterations: n, Playout: sanePolicy} }
	}
	simpleArena(t, "sane vs random", 200, sane, rnd)
	simpleArena(t, "mcts100 vs sane", 200, mcts(100), sane)
	simpleArena(t, "mcts300 vs sane", 200, mcts(300), sane)
	simpleArena(t, "mcts1000 vs mcts300", 200, mcts(1000), mcts(300))
}

func BenchmarkMergersSanePlayout(b *testing.B) {
	r := rand.New(rand.NewPCG(1, 2))
	for b.Loop() {
		s := &msSimple{b: mergers.NewSimBoard(), players: 2, winner: -1}
		for !s.Over() {
			s.Place(s.saneMove(r))
		}
	}
}
