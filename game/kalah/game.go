package kalah

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game"
)

// Limits on the board's size.
const (
	MaxHouses = 12
	MaxSeeds  = 12
)

// Capture is what a capture took: the mover's house where the last seed
// fell, the opposite house, and the seeds both held.
type Capture struct {
	House, Opposite Pit
	Seeds           int
}

// Sowing is what one move did, for scenes to show step by step.
type Sowing struct {
	Mover Side
	From  Pit   // the house sown
	Sown  []Pit // where each seed fell, in order
	Extra bool  // the last seed fell in the mover's store: she moves again
	// Capture is the capture the last seed made, or nil.
	Capture *Capture
	// Swept is how many seeds each side moved from its houses to its store
	// when the game ended, indexed by Side; zero when it did not end.
	Swept [2]int
}

// Game is a game of Kalah(h, s). It holds its pits in an array and what
// the last move did in a few numbers, so that search can copy a game and
// play on it without allocating.
type Game struct {
	frame  Frame
	seeds0 int
	pits   [2*MaxHouses + 2]int // seeds in each pit, by ring index
	turn   Side
	over   bool
	last   sown    // what the last move did
	shown  *Sowing // Last's account of it, made when first asked for
}

// sown is what a move did, in numbers: Last makes a Sowing of it.
type sown struct {
	from    int // the house sown; 0 before the first move
	seeds   int // the seeds it held
	mover   Side
	extra   bool
	capture Capture // Seeds is 0 when there was none
	swept   [2]int
}

// New starts Kalah with h houses a side and s seeds in each house, South to
// move.
func New(h, s int) (*Game, error) {
	if h < 1 || h > MaxHouses {
		return nil, fmt.Errorf("a side has 1 to %d houses, not %d", MaxHouses, h)
	}
	if s < 1 || s > MaxSeeds {
		return nil, fmt.Errorf("a house starts with 1 to %d seeds, not %d", MaxSeeds, s)
	}
	g := &Game{frame: NewFrame(h), seeds0: s}
	for _, p := range g.frame.Pits() {
		if !p.IsStore() {
			g.pits[g.frame.index(p)] = s
		}
	}
	return g, nil
}

// Frame is the board's structure.
func (g *Game) Frame() Frame { return g.frame }

// Houses and Seeds are h and s.
func (g *Game) Houses() int { return g.frame.h }

// Seeds is the number of seeds each house started with.
func (g *Game) Seeds() int { return g.seeds0 }

// Count is the number of seeds in p (0 for a pit not on the board).
func (g *Game) Count(p Pit) int {
	if !g.frame.Valid(p) {
		return 0
	}
	return g.pits[g.frame.index(p)]
}

// Store is the number of seeds in side s's store.
func (g *Game) Store(s Side) int { return g.Count(g.frame.Store(s)) }

// Mover is the side to move; once the game is over, the side that moved last.
func (g *Game) Mover() Side { return g.turn }

// Last is what the last move did, or nil before the first. Every call
// until the next move returns the same Sowing, which is not to be changed.
func (g *Game) Last() *Sowing {
	if g.shown == nil && g.last.from != 0 {
		g.shown = g.last.sowing(g.frame)
	}
	return g.shown
}

// sowing spells out l on frame f: where each seed fell.
func (l sown) sowing(f Frame) *Sowing {
	s := &Sowing{Mover: l.mover, From: Pit{l.mover, l.from}, Sown: make([]Pit, 0, l.seeds), Extra: l.extra, Swept: l.swept}
	i, skip := f.index(s.From), f.index(f.Store(l.mover.Other()))
	for len(s.Sown) < l.seeds {
		if i = (i + 1) % f.Len(); i != skip {
			s.Sown = append(s.Sown, f.pit(i))
		}
	}
	if l.capture.Seeds > 0 {
		c := l.capture
		s.Capture = &c
	}
	return s
}

// Players is 2: South is seat 0, North seat 1.
func (g *Game) Players() int { return 2 }

// Turn is the seat to move, or game.Nobody once the game is over.
func (g *Game) Turn() game.Player {
	if g.over {
		return game.Nobody
	}
	return g.turn.Seat()
}

// Over reports whether one side's houses have emptied.
func (g *Game) Over() bool { return g.over }

// Winner is the side with more seeds in its store once the game is over;
// ok is false before the end and for a tie.
func (g *Game) Winner() (s Side, ok bool) {
	if !g.over || g.Store(South) == g.Store(North) {
		return 0, false
	}
	if g.Store(North) > g.Store(South) {
		return North, true
	}
	return South, true
}

// Returns is 1 for the winner, -1 for the loser, 0 each for a tie or before
// the end.
func (g *Game) Returns() []float64 {
	r := make([]float64, 2)
	if w, ok := g.Winner(); ok {
		r[w], r[w.Other()] = 1, -1
	}
	return r
}

// refusal is why a house cannot be sown, as a code: cheap to test for
// every house, and worded by Check only when a player is told.
type refusal uint8

const (
	sowOK    refusal = iota
	refOver          // the game is over
	refStore         // house 0 is the store
	refNoPit         // no such house
	refEmpty         // the house has no seeds
)

// refuse says why house n of the side to move cannot be sown, or sowOK. It
// formats nothing and allocates nothing.
func (g *Game) refuse(n int) refusal {
	switch {
	case g.over:
		return refOver
	case n == 0:
		return refStore
	case n < 0 || n > g.frame.h:
		return refNoPit
	case g.pits[g.frame.index(Pit{g.turn, n})] == 0:
		return refEmpty
	}
	return sowOK
}

// CanSow reports whether house n of the side to move may be sown now:
// Check(n) is nil, without wording a reason.
func (g *Game) CanSow(n int) bool { return g.refuse(n) == sowOK }

// Check says why house n of the side to move cannot be sown, or returns nil.
func (g *Game) Check(n int) error {
	p := Pit{g.turn, n}
	switch g.refuse(n) {
	case refOver:
		return game.ErrOver
	case refStore:
		return fmt.Errorf("%s is a store: sow from one of your houses", p)
	case refNoPit:
		return fmt.Errorf("there is no house %s: %s's houses are %s1 to %s%d", p, g.turn, p.Label()[:1], p.Label()[:1], g.frame.h)
	case refEmpty:
		return fmt.Errorf("%s is empty: sow from a house that has seeds", p)
	}
	return nil
}

// Legal lists the mover's non-empty houses, by number.
func (g *Game) Legal() []game.Move {
	var buf [MaxHouses]game.Move
	ms := g.AppendLegal(buf[:0])
	if len(ms) == 0 {
		return nil
	}
	return append([]game.Move(nil), ms...)
}

// AppendLegal appends the moves Legal lists to ms and returns the extended
// slice: for search, which can list moves into one buffer again and again.
func (g *Game) AppendLegal(ms []game.Move) []game.Move {
	for n := 1; n <= g.frame.h; n++ {
		if g.CanSow(n) {
			ms = append(ms, game.Move(n))
		}
	}
	return ms
}

// Play sows house m of the side to move.
func (g *Game) Play(m game.Move) error {
	n := int(m)
	if g.refuse(n) != sowOK {
		return g.Check(n)
	}
	f, mover := g.frame, g.turn
	from := Pit{mover, n}
	i := f.index(from)
	left := g.pits[i]
	l := sown{from: n, seeds: left, mover: mover}
	g.pits[i] = 0
	skip, size := f.index(f.Store(mover.Other())), f.Len()
	for left > 0 {
		if i++; i == size {
			i = 0
		}
		if i == skip {
			continue
		}
		g.pits[i]++
		left--
	}
	last := f.pit(i)
	switch {
	case last == f.Store(mover):
		l.extra = true
	case last.Owner == mover && g.pits[i] == 1:
		opp, _ := f.Opposite(last)
		if j := f.index(opp); g.pits[j] > 0 {
			l.capture = Capture{House: last, Opposite: opp, Seeds: g.pits[i] + g.pits[j]}
			g.pits[f.index(f.Store(mover))] += g.pits[i] + g.pits[j]
			g.pits[i], g.pits[j] = 0, 0
		}
	}
	if !l.extra {
		g.turn = mover.Other()
	}
	if g.housesEmpty(South) || g.housesEmpty(North) {
		g.over = true
		for _, side := range [2]Side{South, North} {
			for h := 1; h <= f.h; h++ {
				j := f.index(Pit{side, h})
				l.swept[side] += g.pits[j]
				g.pits[f.index(f.Store(side))] += g.pits[j]
				g.pits[j] = 0
			}
		}
	}
	g.last = l
	if g.shown != nil {
		g.shown = nil
	}
	return nil
}

// housesEmpty reports whether all of side s's houses are empty.
func (g *Game) housesEmpty(s Side) bool {
	for h := 1; h <= g.frame.h; h++ {
		if g.pits[g.frame.index(Pit{s, h})] > 0 {
			return false
		}
	}
	return true
}

// Clone returns an independent copy.
func (g *Game) Clone() game.State {
	ng := *g
	return &ng
}

// MoveString is the label of house m of the side to move, such as "S3".
func (g *Game) MoveString(m game.Move) string { return Pit{g.turn, int(m)}.Label() }

// ParseMove reads the label of one of the mover's houses ("S3"), or a bare
// house number ("3").
func (g *Game) ParseMove(s string) (game.Move, error) {
	s = strings.TrimSpace(s)
	if n, err := strconv.Atoi(s); err == nil {
		return game.Move(n), nil
	}
	p, err := ParsePit(s)
	if err != nil {
		return 0, err
	}
	if g.over {
		return 0, game.ErrOver
	}
	if !g.frame.Valid(p) {
		return 0, fmt.Errorf("there is no pit %s: the houses are N1 to N%d and S1 to S%d", p, g.frame.h, g.frame.h)
	}
	if p.Owner != g.turn {
		return 0, fmt.Errorf("%s is %s's pit, and it is %s's turn", p, p.Owner, g.turn)
	}
	return game.Move(p.Num), nil
}

// String prints the board as the handout's Figure 2: North's labels and
// seeds above, the two stores on the middle line, South's seeds and labels
// below, columns separated by tabs.
func (g *Game) String() string {
	h := g.frame.h
	var b strings.Builder
	row := func(cells func(i int) string) {
		b.WriteByte('\t')
		for i := 1; i <= h; i++ {
			b.WriteString(cells(i))
			b.WriteByte('\t')
		}
		b.WriteByte('\n')
	}
	row(func(i int) string { return Pit{North, i}.Label() })
	row(func(i int) string { return fmt.Sprintf("[%d]", g.Count(Pit{North, i})) })
	fmt.Fprintf(&b, "N0 [%d]%s[%d] S0\n", g.Store(North), strings.Repeat("\t", h+1), g.Store(South))
	row(func(i int) string { return fmt.Sprintf("[%d]", g.Count(Pit{South, h + 1 - i})) })
	row(func(i int) string { return Pit{South, h + 1 - i}.Label() })
	return b.String()
}
