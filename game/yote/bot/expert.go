package bot

import (
	"errors"
	"math/bits"
	"slices"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/yote"
)

// Yote is the Expert player of Yote: iterative-deepening alpha-beta
// (negamax) with a transposition table, jumps searched on past the depth
// until the position is quiet, and an evaluation that knows the game —
// pieces on the board and in reserve, the jump and its bonus capture,
// pieces under threat, mobility and the draw when both sides are down to
// three. Its budget is a number of positions, so it plays the same move
// from the same seed however its thinking is sliced; the search runs on a
// stack of its own, so it pauses after any position and resumes.
type Yote struct {
	// Nodes is the number of positions it may search for a move.
	Nodes int

	tt       []ytEntry
	stack    [ytMaxPly + 1]ytFrame
	moves    []game.Move // every frame's moves, each frame a stretch of it
	sp       int         // the frame under search
	nodes    int
	depth    int // the iteration under way
	root     []game.Move
	best     game.Move // the best move of the last iteration done
	iterBest game.Move
	iterHave bool
	decided  bool
	move     game.Move
}

// Search limits.
const (
	ytMaxPly   = 64
	ytWin      = 1_000_000 // a win at the root; less by one a ply
	ytInf      = 2 * ytWin
	ytTableLen = 1 << 16
	ytQuiet    = 6 // jumps searched at most past the depth
)

// ytEntry is a transposition table slot.
type ytEntry struct {
	a, b  uint64 // the position, exactly
	value int32
	depth int8
	bound int8 // ytExact, ytLower or ytUpper
	move  game.Move
}

const (
	ytEmpty int8 = iota
	ytExact
	ytLower
	ytUpper
)

// ytFrame is one position on the search's stack.
type ytFrame struct {
	g           yote.Game
	alpha, beta int
	alpha0      int
	depth       int
	entered     bool
	quiet       bool // a quiescence position: jumps only, standing pat allowed
	from, n, i  int  // its moves are moves[from:from+n], the i-th next
	best        int
	bestMove    game.Move
	ka, kb      uint64
}

var errNotYote = errors.New("this player plays Yote only")

// Start sets up the search of s.
func (b *Yote) Start(s game.State, seed uint64) error {
	g, err := ai.CheckAs[*yote.Game](s, errNotYote)
	if err != nil {
		return err
	}
	if b.tt == nil {
		b.tt = make([]ytEntry, ytTableLen)
	}
	clear(b.tt)
	b.root = g.AppendLegal(b.root[:0])
	r := ai.NewRand(seed)
	r.Shuffle(len(b.root), func(i, j int) { b.root[i], b.root[j] = b.root[j], b.root[i] })
	b.best, b.decided, b.nodes, b.depth = b.root[0], false, 0, 0
	if len(b.root) == 1 {
		b.move, b.decided = b.root[0], true
		return nil
	}
	b.stack[0] = ytFrame{g: *g}
	b.startIteration()
	return nil
}

// startIteration begins the search one ply deeper.
func (b *Yote) startIteration() {
	b.depth++
	g := b.stack[0].g
	b.stack[0] = ytFrame{g: g, alpha: -ytInf, beta: ytInf, alpha0: -ytInf, depth: b.depth}
	b.sp, b.iterHave = 0, false
	b.moves = b.moves[:0]
}

// Step searches for about d at most and returns the move once decided.
func (b *Yote) Step(d time.Duration) (game.Move, bool) {
	if b.decided {
		return b.move, true
	}
	deadline := time.Now().Add(d)
	for k := 0; ; k++ {
		if b.nodes >= b.Nodes || b.depth > ytMaxPly-ytQuiet-2 {
			return b.Stop(), true
		}
		if b.step() {
			// An iteration is done.
			b.best = b.stack[0].bestMove
			if v := b.stack[0].best; v >= ytWin-ytMaxPly || v <= -ytWin+ytMaxPly {
				// Won or lost for certain: deeper search changes nothing.
				return b.Stop(), true
			}
			b.startIteration()
		}
		if k&255 == 255 && time.Now().After(deadline) {
			return 0, false
		}
	}
}

// Stop decides with the last iteration's move, or the move under way
// that has proven better.
func (b *Yote) Stop() game.Move {
	if !b.decided {
		b.move = b.best
		if b.iterHave {
			b.move = b.iterBest
		}
		b.decided = true
	}
	return b.move
}

// step runs the search one stage on: it enters a position, or goes on to
// its next move, or returns from it. It reports whether the root returned.
func (b *Yote) step() bool {
	f := &b.stack[b.sp]
	if !f.entered {
		if v, done := b.enter(f); done {
			return b.ret(v)
		}
	}
	if f.i < f.n && f.alpha < f.beta {
		m := b.moves[f.from+f.i]
		c := &b.stack[b.sp+1]
		c.g = f.g
		c.g.Play(m)
		c.alpha, c.beta, c.alpha0 = -f.beta, -f.alpha, -f.beta
		c.depth, c.entered, c.quiet = f.depth-1, false, f.quiet || f.depth <= 1
		b.sp++
		return false
	}
	if !f.quiet {
		b.store(f)
	}
	return b.ret(f.best)
}

// ret returns v from the frame under search to its parent; it reports
// whether that frame was the root.
func (b *Yote) ret(v int) bool {
	f := &b.stack[b.sp]
	b.moves = b.moves[:f.from]
	if b.sp == 0 {
		f.best = v
		return true
	}
	b.sp--
	p := &b.stack[b.sp]
	v = -v
	m := b.moves[p.from+p.i]
	p.i++
	if v > p.best {
		p.best, p.bestMove = v, m
		if v > p.alpha {
			p.alpha = v
		}
		if b.sp == 0 {
			b.iterBest, b.iterHave = m, true
		}
	}
	return false
}

// enter starts on frame f: it counts the position, ends the search there
// when the game is over, the table knows its value or (in quiescence) it
// is quiet, and otherwise lists its moves, best first.
func (b *Yote) enter(f *ytFrame) (int, bool) {
	f.entered = true
	f.from, f.n, f.i = len(b.moves), 0, 0
	b.nodes++
	ply := b.sp
	g := &f.g
	if g.Over() {
		switch w := g.Winner(); {
		case w == game.Nobody:
			return 0, true
		case yote.Side(w) == g.Mover():
			return ytWin - ply, true
		default:
			return -ytWin + ply, true
		}
	}
	f.best, f.bestMove = -ytInf, 0
	var hint game.Move
	if !f.quiet {
		f.ka, f.kb = ytKey(g)
		e := b.slot(f)
		if e.bound != ytEmpty && e.a == f.ka && e.b == f.kb {
			hint = e.move
			if int(e.depth) >= f.depth && ply > 0 {
				v := int(e.value)
				switch {
				case e.bound == ytExact,
					e.bound == ytLower && v >= f.beta,
					e.bound == ytUpper && v <= f.alpha:
					return v, true
				}
			}
		}
	}
	if f.quiet {
		// Stand pat: the mover need not jump.
		stand := ytEval(g)
		if stand >= f.beta || f.depth <= -ytQuiet {
			return stand, true
		}
		f.best = stand
		f.alpha = max(f.alpha, stand)
	}
	if ply == 0 {
		b.moves = append(b.moves, b.root...)
	} else {
		b.moves = g.AppendLegal(b.moves)
	}
	ms := b.moves[f.from:]
	if f.quiet {
		// Jumps only.
		k := 0
		for _, m := range ms {
			if yote.Decode(m).Kind == yote.Jump {
				ms[k] = m
				k++
			}
		}
		b.moves = b.moves[:f.from+k]
		ms = ms[:k]
		if k == 0 {
			return f.best, true
		}
	}
	f.n = len(ms)
	b.order(g, ms, hint)
	return 0, false
}

// order puts the table's move first, then jumps (those removing the most
// threatening piece first), then the rest, keeping the list's order
// among equals.
func (b *Yote) order(g *yote.Game, ms []game.Move, hint game.Move) {
	them := g.Mover().Other()
	attackers, threat := g.Threats(them) // theirs that could jump, mine they could take
	rank := func(m game.Move) int {
		if m == hint && hint != 0 {
			return 0
		}
		mv := yote.Decode(m)
		switch mv.Kind {
		case yote.Jump:
			if mv.Remove > 0 && attackers&(1<<(mv.Remove-1)) != 0 {
				return 1
			}
			return 2
		case yote.Slide:
			if threat&(1<<(mv.From-1)) != 0 {
				return 3 // a piece under threat steps away
			}
		}
		return 4
	}
	slices.SortStableFunc(ms, func(x, y game.Move) int { return rank(x) - rank(y) })
}

// slot is the table's slot for frame f's position.
func (b *Yote) slot(f *ytFrame) *ytEntry {
	return &b.tt[bits.RotateLeft64(f.ka*0x9e3779b97f4a7c15^f.kb*0xc2b2ae3d27d4eb4f, 17)%ytTableLen]
}

// store keeps frame f's value in the table.
func (b *Yote) store(f *ytFrame) {
	bound := ytExact
	switch {
	case f.best <= f.alpha0:
		bound = ytUpper
	case f.best >= f.beta:
		bound = ytLower
	}
	e := b.slot(f)
	if e.bound != ytEmpty && int(e.depth) > f.depth && (e.a != f.ka || e.b != f.kb) {
		return // keep the deeper search of another position
	}
	*e = ytEntry{a: f.ka, b: f.kb, value: int32(f.best), depth: int8(f.depth), bound: bound, move: f.bestMove}
}

// ytKey is the position exactly, in two words: both sides' pieces, the
// side to move and the reserves.
func ytKey(g *yote.Game) (uint64, uint64) {
	a := uint64(g.Pieces(yote.X)) | uint64(g.Pieces(yote.O))<<32
	return a, uint64(g.Reserve(yote.X)) | uint64(g.Reserve(yote.O))<<8 | uint64(g.Mover())<<16
}

// Evaluation weights, in hundredths of a piece.
const (
	ytPiece   = 100 // a piece, on the board or in reserve
	ytOnBoard = 4   // a piece on the board rather than in reserve
	ytThreat  = 70  // the opponent can jump next turn
	ytThreats = 60  // and from two places, hard to meet both
	ytMobile  = 2   // a move more than the opponent
)

// ytEval values a quiet position for the side to move: the pieces each
// side has, the opponent's threats after this move, mobility; nearing the
// draw at three pieces a side the side ahead gains less from its lead.
func ytEval(g *yote.Game) int {
	me := g.Mover()
	them := me.Other()
	tm, tt := g.Total(me), g.Total(them)
	v := ytPiece * (tm - tt)
	if min(tm, tt) <= 5 {
		// Two jumps or fewer from the draw: a lead is worth less.
		v /= 2
	}
	v += ytOnBoard * (g.OnBoard(me) - g.OnBoard(them))
	v += ytMobile * (g.Mobility(me) - g.Mobility(them))
	if a, _ := g.Threats(them); a != 0 {
		v -= ytThreat
		if a&(a-1) != 0 {
			v -= ytThreats
		}
	}
	return v
}
