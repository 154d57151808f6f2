package ai

import (
	"math"
	"math/rand/v2"
	"slices"
	"time"

	"parlor/game"
)

// Policy picks a move for the player to move in a playout. Playouts call
// it only when a player (not chance) is to move and the game is not over.
type Policy func(s game.State, r *rand.Rand) game.Move

// MCTS is Monte Carlo tree search through game.State: UCT at the players'
// nodes, outcomes sampled by their probability at chance nodes, random (or
// Policy-guided) playouts, and, in two-player games, proven wins and
// losses carried up the tree (MCTS-solver), so a won position is played
// out by the shortest proof the tree holds and a lost move is never
// chosen while another is not.
//
// Before searching it screens the moves: a move that wins at once is
// played, and moves that let the next player win at once are dropped while
// another remains. The zero value is not ready: set Iterations.
type MCTS struct {
	// Iterations is the budget: the number of descents from the root.
	Iterations int
	// C is the exploration constant of UCT on rewards in [-1, 1]; 0 means
	// 1.0.
	C float64
	// Playout picks the playouts' moves; nil plays uniformly at random.
	Playout Policy
	// Limit cuts a playout short (scored as a draw) after this many moves;
	// 0 means 1000.
	Limit int
	// Loose picks the final move at random in proportion to its visits
	// instead of the most visited: a weaker, more human player.
	Loose bool
	// Among, when set, is the only moves the search may choose from at the
	// root (those of them that are legal): moves another search has not
	// ruled out.
	Among []game.Move

	root    game.State
	rng     *rand.Rand
	nodes   []node
	path    []int32
	buf     []game.Move // the playouts' move list
	rets    []float64
	players int
	solve   bool // two players: prove wins and losses
	done    int  // iterations run

	screen  screen
	survey  bool // analysis: every move searched, the whole budget spent
	decided bool
	move    game.Move
}

// node is one position of the tree, reached by move from its parent.
type node struct {
	move   game.Move
	visits int32
	first  int32   // first child, or -1 before expansion
	count  int32   // number of children
	value  float32 // sum of rewards for mover
	prob   float32 // a chance outcome's probability
	exact  float32 // the proven value for player 0
	mover  int8    // the player who chose move, or -1 for a chance outcome
	turn   int8    // the turn at this node once expanded
	proven bool
}

// Start begins a search of s.
func (b *MCTS) Start(s game.State, seed uint64) error {
	if err := Check(s); err != nil {
		return err
	}
	b.root = s.Clone()
	b.rng = NewRand(seed)
	b.players = s.Players()
	b.solve = b.players == 2
	b.nodes = b.nodes[:0]
	b.nodes = append(b.nodes, node{first: -1, mover: -1})
	b.rets = make([]float64, b.players)
	b.done, b.decided = 0, false
	b.screen.start(b.root)
	return nil
}

// Step searches for about d at most, and returns the move once the budget
// is spent or the position is proven.
func (b *MCTS) Step(d time.Duration) (game.Move, bool) {
	if b.decided {
		return b.move, true
	}
	deadline := time.Now().Add(d)
	if b.survey && b.nodes[0].first < 0 {
		b.expand(0, b.root, nil)
		b.screen.done = true
	}
	if !b.screen.done {
		if !b.screen.run(deadline) {
			return 0, false
		}
		if m, ok := b.screen.only(); ok {
			b.decided, b.move = true, m
			return m, true
		}
		b.expand(0, b.root, b.among(b.screen.keep))
	}
	clock := newClock(deadline)
	for b.done < b.Iterations && !b.settled() {
		b.iterate()
		b.done++
		if clock.up() {
			return 0, false
		}
	}
	return b.Stop(), true
}

// Stop decides with what the search has found so far.
func (b *MCTS) Stop() game.Move {
	if b.decided {
		return b.move
	}
	if !b.screen.done || b.nodes[0].first < 0 {
		b.move = b.screen.fallback()
	} else {
		b.move = b.nodes[b.best()].move
	}
	b.decided = true
	return b.move
}

// Iterations run so far, for benchmarks and the arena.
func (b *MCTS) Done() int { return b.done }

// settled reports whether more search cannot change the move: the root is
// proven, or the most visited move cannot be caught in the iterations left.
func (b *MCTS) settled() bool {
	r := &b.nodes[0]
	if r.proven {
		return !b.survey || b.allProven()
	}
	if b.Loose || b.survey {
		return false
	}
	var first, second int32
	for c := r.first; c < r.first+r.count; c++ {
		v := b.nodes[c].visits
		if v > first {
			first, second = v, first
		} else if v > second {
			second = v
		}
	}
	return int(first-second) > b.Iterations-b.done
}

// among is the moves of keep that are in b.Among, or keep when none are
// (or b.Among is not set).
func (b *MCTS) among(keep []game.Move) []game.Move {
	if b.Among == nil {
		return keep
	}
	var out []game.Move
	for _, m := range keep {
		if slices.Contains(b.Among, m) {
			out = append(out, m)
		}
	}
	if len(out) == 0 {
		return keep
	}
	return out
}

// allProven reports whether every move of the root is proven.
func (b *MCTS) allProven() bool {
	r := b.nodes[0]
	for _, k := range b.nodes[r.first : r.first+r.count] {
		if !k.proven {
			return false
		}
	}
	return true
}

// iterate runs one descent, playout and backup.
func (b *MCTS) iterate() {
	s := b.root.Clone()
	b.path = append(b.path[:0], 0)
	idx := int32(0)
	clear(b.rets)
	for {
		nd := &b.nodes[idx]
		if nd.proven && !(b.survey && idx == 0) {
			b.rets[0] = float64(nd.exact)
			b.rets[1] = -float64(nd.exact)
			break
		}
		if s.Over() {
			copy(b.rets, s.Returns())
			if b.solve {
				nd.proven, nd.exact = true, float32(b.rets[0])
			}
			break
		}
		if nd.first < 0 {
			if nd.visits == 0 {
				b.playout(s)
				break
			}
			b.expand(idx, s, nil)
		}
		c := b.pick(idx)
		if err := s.Play(b.nodes[c].move); err != nil {
			// The engine refused a move it listed: never search it again.
			b.nodes[c].proven, b.nodes[c].exact = true, -float32(b.sign(b.nodes[c].mover))
			b.nodes[c].mover = -1
			return
		}
		idx = c
		b.path = append(b.path, c)
	}
	b.backup()
}

// sign is 1 for player 0 and -1 for player 1.
func (b *MCTS) sign(p int8) float64 {
	if p == 1 {
		return -1
	}
	return 1
}

// expand adds the children of node idx, whose position is s: its legal
// moves (those in keep, when not nil) or its chance outcomes.
func (b *MCTS) expand(idx int32, s game.State, keep []game.Move) {
	turn := s.Turn()
	first := int32(len(b.nodes))
	if turn == game.Chance {
		for _, o := range s.(game.Chancer).Chances() {
			b.nodes = append(b.nodes, node{move: o.Move, prob: float32(o.Prob), first: -1, mover: -1})
		}
	} else {
		moves := keep
		if moves == nil {
			moves = s.Legal()
		}
		for _, m := range moves {
			b.nodes = append(b.nodes, node{move: m, first: -1, mover: int8(turn)})
		}
	}
	nd := &b.nodes[idx]
	nd.first, nd.count, nd.turn = first, int32(len(b.nodes))-first, int8(turn)
}

// pick chooses the child of node idx to descend into.
func (b *MCTS) pick(idx int32) int32 {
	nd := b.nodes[idx]
	if nd.turn == int8(game.Chance) {
		x := b.rng.Float32()
		for c := nd.first; c < nd.first+nd.count; c++ {
			if x < b.nodes[c].prob {
				return c
			}
			x -= b.nodes[c].prob
		}
		return nd.first + nd.count - 1
	}
	// An unvisited child first, starting at a random one.
	off := int32(b.rng.IntN(int(nd.count)))
	for i := range nd.count {
		c := nd.first + (off+i)%nd.count
		if b.nodes[c].visits == 0 && !b.nodes[c].proven {
			return c
		}
	}
	cp := b.C
	if cp == 0 {
		cp = 1
	}
	logN := math.Log(float64(nd.visits) + 1)
	best, bestScore := nd.first, math.Inf(-1)
	for c := nd.first; c < nd.first+nd.count; c++ {
		ch := &b.nodes[c]
		var score float64
		if ch.proven && b.survey && idx == 0 {
			continue // a survey searches the moves not yet proven
		}
		if ch.proven {
			score = float64(ch.exact) * b.sign(nd.turn)
			if score <= -1 {
				score = -10 // a proven loss: only when every move loses
			}
		} else {
			n := float64(ch.visits)
			score = float64(ch.value)/n + cp*math.Sqrt(logN/n)
		}
		if score > bestScore {
			best, bestScore = c, score
		}
	}
	return best
}

// playout plays s out with the policy and leaves the result in b.rets.
func (b *MCTS) playout(s game.State) {
	limit := b.Limit
	if limit == 0 {
		limit = 1000
	}
	for n := 0; !s.Over(); n++ {
		if n >= limit {
			return // b.rets is all zeros: a draw
		}
		var m game.Move
		switch {
		case s.Turn() == game.Chance:
			m, _ = game.Sample(s, b.rng)
		case b.Playout != nil:
			m = b.Playout(s, b.rng)
		default:
			if a, ok := s.(game.Appender); ok {
				b.buf = a.AppendLegal(b.buf[:0])
			} else {
				b.buf = append(b.buf[:0], s.Legal()...)
			}
			if len(b.buf) == 0 {
				return
			}
			m = b.buf[b.rng.IntN(len(b.buf))]
		}
		if s.Play(m) != nil {
			return
		}
	}
	copy(b.rets, s.Returns())
}

// best is the root's child to play: a proven win if there is one, else the
// most visited move that is not a proven loss (or, when Loose, a move drawn
// in proportion to visits).
func (b *MCTS) best() int32 {
	r := b.nodes[0]
	kids := b.nodes[r.first : r.first+r.count]
	sg := b.sign(r.turn)
	score := func(k node) float64 {
		if k.proven {
			v := float64(k.exact) * sg
			if v >= 1 {
				return math.Inf(1)
			}
			if v <= -1 {
				return -1 // only when every move is lost
			}
		}
		return float64(k.visits) + 1e-3*float64(k.value)/max(1, float64(k.visits))
	}
	if b.Loose && !r.proven {
		total := 0.0
		for _, k := range kids {
			if !k.proven || float64(k.exact)*sg > -1 {
				total += float64(k.visits)
			}
		}
		x := b.rng.Float64() * total
		for i, k := range kids {
			if k.proven && float64(k.exact)*sg <= -1 {
				continue
			}
			if x < float64(k.visits) {
				return r.first + int32(i)
			}
			x -= float64(k.visits)
		}
	}
	best, bestScore := r.first, math.Inf(-1)
	for i, k := range kids {
		if s := score(k); s > bestScore {
			best, bestScore = r.first+int32(i), s
		}
	}
	return best
}
