package bot

import (
	"errors"
	"math/rand/v2"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/mergers"
)

// Mergers is a computer player for Mergers.
//
// In the simple game it never leaves the next player a square that makes
// a group of 41 while another move remains, and takes such a square when
// it has one; beyond that it plays at random, or, with Iterations set,
// searches (MCTS) among those sane moves with sane players' playouts.
//
// In the advanced game it values a share by what shares of companies of
// its size brought in games among greedy players (msTable), and plays the
// placement and the buy that most raise its lead over the other players
// at those values. With Playouts set, it plays each of its options out
// that many times instead, over random orders of the pile, itself
// following that greedy rule and the others too (or, with RandomOthers,
// playing at random, greedily one turn in GreedyShare), and takes the
// option that won most.
type Mergers struct {
	// Iterations is the search budget in the simple game.
	Iterations int
	// Playouts is the number of games played out from each option in the
	// advanced game.
	Playouts int
	// RandomOthers has the playouts expect the other players to play at
	// random: a player for beginners, which plays well against them and
	// less well against players who think.
	RandomOthers bool
	// GreedyShare is, with RandomOthers, the chance that another player
	// plays a turn of a playout greedily rather than at random: a model of
	// the others between a beginner and a player who thinks.
	GreedyShare float64

	search  ai.MCTS
	simple  bool
	adv     mergers.SimAdvanced
	syms    map[int8]byte
	seed    uint64
	src     *rand.PCG
	rng     *rand.Rand
	valuer  msValuer
	opts    []msOption
	flat    ai.Flat // the playouts of the options
	legal   []game.Move
	decided bool
	move    game.Move
}

// msOption is one option of the advanced game: a placement, or a buy.
type msOption struct {
	place int8
	buy   [mergers.MaxBuy]int8
	move  game.Move
}

var errNotMergers = errors.New("this player plays Mergers only")

// Start reads the position and decides at once, or sets up the search.
func (b *Mergers) Start(s game.State, seed uint64) error {
	g, err := ai.CheckAs[*mergers.Game](s, errNotMergers)
	if err != nil {
		return err
	}
	b.decided, b.seed = false, seed
	b.simple = g.Options().Mode == mergers.Simple
	if b.simple {
		return b.startSimple(g, seed)
	}
	return b.startAdvanced(g, seed)
}

// startSimple plays a sane move, or starts the search.
func (b *Mergers) startSimple(g *mergers.Game, seed uint64) error {
	pos := simpleFrom(g)
	if b.Iterations <= 0 {
		b.decide(g, mergers.SimMove(pos.saneMove(ai.NewRand(seed))))
		return nil
	}
	b.search = ai.MCTS{Iterations: b.Iterations, Playout: sanePlayout}
	return b.search.Start(pos, seed)
}

// sanePlayout is the simple game's playout policy: a sane move at random.
func sanePlayout(s game.State, r *rand.Rand) game.Move {
	return mergers.SimMove(s.(*msSimple).saneMove(r))
}

// decide settles on m, or on the first legal move should m not be legal:
// the engine has the last word.
func (b *Mergers) decide(g *mergers.Game, m game.Move) {
	b.legal = g.Legal()
	b.move, b.decided = b.legal[0], true
	if b.isLegal(m) {
		b.move = m
	}
}

// isLegal reports whether the engine listed m.
func (b *Mergers) isLegal(m game.Move) bool {
	for _, l := range b.legal {
		if l == m {
			return true
		}
	}
	return false
}

// startAdvanced lists the options and decides at once if the greedy rule
// decides or only one option is left.
func (b *Mergers) startAdvanced(g *mergers.Game, seed uint64) error {
	if b.src == nil {
		b.src = rand.NewPCG(0, 0)
		b.rng = rand.New(b.src)
	}
	b.src.Seed(seed, 0)
	b.adv, b.syms = mergers.SimAdvancedOf(g, b.rng)
	a := &b.adv
	b.opts = b.opts[:0]
	var first game.Move // the greedy rule's move
	if a.Buying {
		b.valuer.value(a)
		best := b.valuer.bestBuy(a)
		first = b.buyMove(best)
		b.addBuy(best)
		b.addBuy([mergers.MaxBuy]int8{-1, -1, -1})
		for _, c := range b.valuer.cos[:b.valuer.n] {
			k := min(mergers.MaxBuy, int(a.Cash[a.Turn]/a.Price(c)))
			buy := [mergers.MaxBuy]int8{-1, -1, -1}
			for j := range k {
				buy[j] = c
			}
			if k > 0 {
				b.addBuy(buy)
			}
		}
	} else {
		p, _ := greedyPlace(a, &b.valuer)
		first = mergers.SimMove(p)
		var ps [mergers.Offered]int8
		for _, q := range ps[:a.Placeable(&ps)] {
			b.opts = append(b.opts, msOption{place: q, move: mergers.SimMove(q)})
		}
	}
	b.decide(g, first)
	if b.Playouts > 0 && len(b.opts) > 1 {
		b.decided = false
		b.flat.Playouts, b.flat.Max, b.flat.Play = b.Playouts, mergers.SimWin, b.playout
		b.flat.Start(len(b.opts))
	}
	return nil
}

// buyMove is the engine's move buying the shares of the roots given.
func (b *Mergers) buyMove(roots [mergers.MaxBuy]int8) game.Move {
	want := map[byte]int{}
	for _, r := range roots {
		if r >= 0 {
			want[b.syms[r]]++
		}
	}
	return mergers.BuyMove(want)
}

// addBuy adds a buy to the options unless it is there already.
func (b *Mergers) addBuy(roots [mergers.MaxBuy]int8) {
	m := b.buyMove(roots)
	for _, o := range b.opts {
		if o.move == m {
			return
		}
	}
	b.opts = append(b.opts, msOption{place: -1, buy: roots, move: m})
}

// Step searches or plays games out for about d at most, and returns the
// move once decided.
func (b *Mergers) Step(d time.Duration) (game.Move, bool) {
	if b.decided {
		return b.move, true
	}
	if b.simple {
		m, ok := b.search.Step(d)
		if ok {
			b.move, b.decided = m, true
		}
		return m, ok
	}
	if !b.flat.Run(time.Now().Add(d)) {
		return 0, false
	}
	return b.Stop(), true
}

// playout plays option i out once over the k-th order of the pile, the
// same for every option, and scores it for the mover: mergers.SimWin for a win,
// a share of it for a win shared, 0 for a loss.
func (b *Mergers) playout(i, k int) int {
	a := b.adv
	me := a.Turn
	b.src.Seed(b.seed, uint64(k)+1)
	a.Shuffle(b.rng)
	if o := b.opts[i]; o.place >= 0 {
		a.Place(o.place)
		b.valuer.value(&a)
		a.Buy(b.valuer.bestBuy(&a))
	} else {
		a.Buy(o.buy)
	}
	for !a.Over {
		if b.RandomOthers && a.Turn != me && (b.GreedyShare == 0 || b.rng.Float64() >= b.GreedyShare) {
			randomTurn(&a, b.rng)
		} else {
			greedyTurn(&a, &b.valuer)
		}
	}
	return a.Score(me)
}

// Stop decides with what the search or the playouts have found so far.
func (b *Mergers) Stop() game.Move {
	if b.decided {
		return b.move
	}
	if b.simple {
		b.move = b.search.Stop()
	} else {
		// The option that scored most over whole rounds, the greedy
		// rule's move among equals.
		pref := -1
		for i, o := range b.opts {
			if o.move == b.move {
				pref = i
			}
		}
		best := b.flat.Best(pref)
		if b.isLegal(b.opts[best].move) {
			b.move = b.opts[best].move
		}
	}
	b.decided = true
	return b.move
}
