// Command bookgen builds the weak opening book of classic Connect Four for
// the first player: one winning column for each of the first player's
// positions in the book and every reply of the second player, from the
// empty board down to where the solver proves a win quickly enough.
//
// The book is built depth first. A first-player position with at least
// -depth stones is a leaf when an Analysis from an empty table (of -leaf.tt
// slots, as the Perfect level might have) proves some move a win within
// -leaf.nodes positions; otherwise it gets a book move too and the tree goes
// on below it, at most to -max stones. In a book position each column, the
// middle first, is first asked cheaply whether it wins (-quick positions);
// one proven to lose is dropped, and one not yet decided is tried by
// building its subtree: if every reply leads to a proven win, the column is
// proven to win and is the book's move.
//
//	go run ./game/connectfour/solver/bookgen -out game/connectfour/solver/book/classic.book
//
// Two runs can share the work: -from 44 builds the book below one
// first-player position, and a last run with -resume a.book,b.book merges
// the checkpoints and finishes from the empty board.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"slices"
	"strings"
	"time"

	"parlor/game/connectfour/solver"
)

func main() {
	depth := flag.Int("depth", 4, "first-player positions of fewer stones are always in the book")
	maxDepth := flag.Int("max", 20, "the book never holds positions of this many stones or more")
	out := flag.String("out", "", "write the book to this file")
	bits := flag.Int("tt", 24, "table size of the generating solver, as log2 of slots")
	quick := flag.Uint64("quick", 1<<16, "positions searched to ask whether a column wins before building its subtree")
	exact := flag.Int("exact", 0, "in first-player positions of fewer stones, decide whether each column wins by solving it outright before building its subtree (a column that only draws is never tried)")
	leafBits := flag.Int("leaf.tt", 21, "table size for the leaf proofs, as log2 of slots")
	leafNodes := flag.Uint64("leaf.nodes", 1_000_000, "a leaf must be proven a win within this many positions searched")
	every := flag.Duration("checkpoint", 3*time.Minute, "with -out, also write the book as it stands this often (every entry in it is proven)")
	resume := flag.String("resume", "", "start from the entries of this book (a checkpoint: every entry in it is proven)")
	from := flag.String("from", "", "build the book of this first-player position only (columns played, 1-based, like 44), to merge later with -resume: two runs can share the work")
	prune := flag.Bool("prune", false, "with -resume and -out, write only the entries on the lines the book plays from the -from position, and stop")
	flag.Parse()
	root, err := solver.FromMoves(*from)
	if err != nil || root.Moves()%2 != 0 {
		log.Fatalf("-from %q: not a position with the first player to move (%v)", *from, err)
	}
	g := &gen{out: *out, every: *every, lastSave: time.Now(),
		s: solver.New(*bits), leaf: solver.New(*leafBits), b: solver.NewBookBuilder(),
		depth: *depth, max: *maxDepth, quick: *quick, exact: *exact, leafNodes: *leafNodes,
		start: time.Now(), failed: map[uint64]bool{}, leaves: map[uint64]bool{},
	}
	for _, file := range strings.Split(*resume, ",") {
		if file == "" {
			continue
		}
		data, err := os.ReadFile(file)
		if err != nil {
			log.Fatal(err)
		}
		b, err := solver.ParseBook(data)
		if err != nil {
			log.Fatal(err)
		}
		g.b.AddBook(b)
		g.deepest = max(g.deepest, b.Depth()-1)
		fmt.Printf("resuming from %s: %d positions\n", file, b.Len())
	}
	if *prune {
		g.deepest = g.b.Prune(root)
		g.save()
		return
	}
	if !g.visit(root) {
		log.Fatalf("no book: the position %q was not proven a win within the limits", *from)
	}
	el := time.Since(g.start)
	fmt.Printf("book: %d positions, deepest at %d stones, %d leaves, %.0f s\n", g.b.Len(), g.deepest, len(g.leaves), el.Seconds())
	g.leafStats()
	g.save()
}

// save writes the book as it stands to the output file, through a
// temporary file so that the file is always a whole book.
func (g *gen) save() {
	if g.out == "" {
		return
	}
	data := g.b.Bytes(g.deepest + 1)
	tmp := g.out + ".tmp"
	if err := os.WriteFile(tmp, data, 0o644); err != nil {
		log.Fatal(err)
	}
	if err := os.Rename(tmp, g.out); err != nil {
		log.Fatal(err)
	}
	g.lastSave = time.Now()
	g.leafStats()
	fmt.Printf("%6.0fs  wrote %s: %d positions, %d bytes, depth %d\n", time.Since(g.start).Seconds(), g.out, g.b.Len(), len(data), g.deepest+1)
}

type gen struct {
	out        string
	every      time.Duration
	lastSave   time.Time
	leafDepth  [solver.Cells + 1]int // leaves by stones
	s, leaf    *solver.Solver
	b          *solver.BookBuilder
	depth, max int
	exact      int
	quick      uint64
	leafNodes  uint64
	start      time.Time
	failed     map[uint64]bool // first-player positions not proven within the limits
	leaves     map[uint64]bool // first-player positions proven quickly enough
	leafWork   []uint64
	leafTime   []time.Duration
	deepest    int
	lastPrint  time.Time
}

// order is the columns to try, the middle first.
var order = []int{3, 2, 4, 1, 5, 0, 6}

// visit proves a first-player position p a win, adding what the book needs
// for it, and reports whether it could.
func (g *gen) visit(p solver.Position) bool {
	for _, c := range p.LegalMoves() {
		if p.IsWinningMove(c) {
			return true // the solver sees a win at once
		}
	}
	key, _ := p.CanonicalKey()
	if _, ok := g.b.Move(p); ok || g.leaves[key] {
		return true
	}
	if g.failed[key] {
		return false
	}
	var known []solver.Value
	if p.Moves() >= g.depth {
		leaf, vals := g.isLeaf(p)
		if leaf {
			g.leaves[key] = true
			g.leafDepth[p.Moves()]++
			return true
		}
		known = vals
	}
	if p.Moves() >= g.max {
		g.failed[key] = true
		return false
	}
	for _, c := range g.candidates(p, known) {
		budget := g.quick
		if p.Moves() < g.exact {
			budget = 0 // no limit
		}
		win, decided := g.s.Wins(p, c, budget)
		if decided && !win {
			continue
		}
		if g.subtree(p, c) {
			g.b.Add(p, c)
			g.deepest = max(g.deepest, p.Moves())
			g.progress(p)
			if g.out != "" && time.Since(g.lastSave) > g.every {
				g.save()
			}
			return true
		}
	}
	g.failed[key] = true
	return false
}

// candidates lists the columns of p to try, middle first, leaving out those
// the leaf analysis (if any) proved do not win.
func (g *gen) candidates(p solver.Position, known []solver.Value) []int {
	var cs []int
	for _, c := range order {
		if !p.CanPlay(c) {
			continue
		}
		lost := false
		for _, v := range known {
			if v.Col == c && v.Hi <= 0 {
				lost = true
			}
		}
		if !lost {
			cs = append(cs, c)
		}
	}
	return cs
}

// subtree reports whether every reply to column c in p leads to a proven win.
func (g *gen) subtree(p solver.Position, c int) bool {
	k := p
	k.Play(c)
	if k.Won() {
		return true
	}
	for _, r := range k.LegalMoves() {
		if k.IsWinningMove(r) {
			return false
		}
		q := k
		q.Play(r)
		if !g.visit(q) {
			return false
		}
	}
	return true
}

// isLeaf reports whether an Analysis of p from an empty table proves a move
// a win within the leaf budget, and records the work it took. It also
// returns what the analysis found of each move.
func (g *gen) isLeaf(p solver.Position) (bool, []solver.Value) {
	g.leaf.Reset()
	a := g.leaf.Analyze(p)
	t := time.Now()
	for a.Nodes() < g.leafNodes {
		done := a.Step(1 << 14)
		for _, v := range a.Values() {
			if v.Lo >= 1 {
				g.leafWork = append(g.leafWork, a.Nodes())
				g.leafTime = append(g.leafTime, time.Since(t))
				return true, nil
			}
		}
		if done {
			break
		}
	}
	return false, a.Values()
}

func (g *gen) progress(p solver.Position) {
	if time.Since(g.lastPrint) < 10*time.Second && p.Moves() > 4 {
		return
	}
	g.lastPrint = time.Now()
	fmt.Printf("%6.0fs  %d book positions  %d leaves  %d unproven  deepest %d  (just added one at %d stones)\n",
		time.Since(g.start).Seconds(), g.b.Len(), len(g.leaves), len(g.failed), g.deepest, p.Moves())
}

// leafStats prints how much work the leaves took.
func (g *gen) leafStats() {
	n := len(g.leafWork)
	if n == 0 {
		return
	}
	w := slices.Clone(g.leafWork)
	t := slices.Clone(g.leafTime)
	slices.Sort(w)
	slices.Sort(t)
	fmt.Print("leaves by stones:")
	for d, c := range g.leafDepth {
		if c > 0 {
			fmt.Printf(" %d: %d", d, c)
		}
	}
	fmt.Println()
	fmt.Printf("leaf proofs (Analysis from an empty table until a move is proven to win): %d\n", n)
	for _, q := range []float64{0.5, 0.9, 0.99, 1} {
		i := min(int(q*float64(n)), n-1)
		fmt.Printf("  %3.0f%%: %d positions, %v\n", q*100, w[i], t[i])
	}
}
