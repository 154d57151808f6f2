// Command bookgen builds the weak opening book of classic Connect Four for
// the first player: from the empty board, one winning column at each of the
// first player's positions and every reply of the second player, down to a
// given number of stones. With -check it also measures how much work the
// solver needs to find a win in each first-player position just past the
// book, from an empty table, which is what sets the depth the book must
// reach.
//
//	go run ./game/connectfour/solver/bookgen -depth 8 -out game/connectfour/solver/book/classic.book
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"slices"
	"time"

	"parlor/game/connectfour/solver"
)

func main() {
	depth := flag.Int("depth", 8, "the book covers first-player positions of fewer stones than this (even)")
	out := flag.String("out", "", "write the book to this file")
	bits := flag.Int("tt", 24, "table size of the generating solver, as log2 of slots")
	check := flag.Bool("check", false, "measure the work to find a win in every first-player position at the depth")
	checkBits := flag.Int("check.tt", 22, "table size for -check, as log2 of slots")
	checkNodes := flag.Uint64("check.nodes", 50_000_000, "with -check, give up on a position after this many positions searched")
	flag.Parse()
	if *depth%2 != 0 || *depth < 0 {
		log.Fatal("the depth must be even: the book ends before a first-player position")
	}
	g := &gen{s: solver.New(*bits), b: solver.NewBookBuilder(), depth: *depth, start: time.Now(), leaves: map[uint64]solver.Position{}}
	g.visit(solver.Position{})
	el := time.Since(g.start)
	fmt.Printf("book: depth %d, %d positions, %d leaves, %.1f s\n", *depth, g.b.Len(), len(g.leaves), el.Seconds())
	if *out != "" {
		data := g.b.Bytes(*depth)
		if err := os.WriteFile(*out, data, 0o644); err != nil {
			log.Fatal(err)
		}
		fmt.Printf("wrote %s: %d bytes\n", *out, len(data))
	}
	if *check {
		checkLeaves(g.leaves, *checkBits, *checkNodes)
	}
}

type gen struct {
	s      *solver.Solver
	b      *solver.BookBuilder
	depth  int
	start  time.Time
	leaves map[uint64]solver.Position // first-player positions at the depth, by canonical key
	done   int
}

// visit handles a first-player position.
func (g *gen) visit(p solver.Position) {
	if p.Moves() >= g.depth {
		k, _ := p.CanonicalKey()
		g.leaves[k] = p
		return
	}
	if _, ok := g.b.Move(p); ok {
		return
	}
	for _, c := range p.LegalMoves() {
		if p.IsWinningMove(c) {
			return // the solver sees a win at once; no entry needed
		}
	}
	col := g.winningMove(p)
	g.b.Add(p, col)
	g.done++
	if g.done%50 == 0 || p.Moves() <= 4 {
		fmt.Printf("%7.1fs  %d positions  last at %d stones\n", time.Since(g.start).Seconds(), g.done, p.Moves())
	}
	k := p
	k.Play(col)
	for _, r := range k.LegalMoves() {
		q := k
		q.Play(r)
		g.visit(q)
	}
}

// order is the columns to try, the middle first.
var order = []int{3, 2, 4, 1, 5, 0, 6}

// winningMove finds a winning column of p that the solver proves quickly:
// each candidate, middle first, gets a budget of positions that grows
// fourfold a round, and the first one proven a win is taken.
func (g *gen) winningMove(p solver.Position) int {
	cands := slices.DeleteFunc(slices.Clone(order), func(c int) bool { return !p.CanPlay(c) })
	for limit := uint64(1 << 16); len(cands) > 0; limit *= 4 {
		for i := 0; i < len(cands); {
			win, decided := g.s.Wins(p, cands[i], limit)
			switch {
			case win:
				return cands[i]
			case decided:
				cands = slices.Delete(cands, i, i+1)
			default:
				i++
			}
		}
	}
	log.Fatalf("no winning move in a first-player position of the book: %v", p)
	return -1
}

// checkLeaves analyses every leaf from an empty table until a move is
// proven to win and prints the work it took.
func checkLeaves(leaves map[uint64]solver.Position, bits int, limit uint64) {
	s := solver.New(bits)
	var nodes []uint64
	var times []time.Duration
	failed := 0
	keys := make([]uint64, 0, len(leaves))
	for k := range leaves {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		s.Reset()
		a := s.Analyze(leaves[k])
		t := time.Now()
		for {
			done := a.Step(1 << 16)
			if wins(a) || done {
				break
			}
			if a.Nodes() >= limit {
				failed++
				break
			}
		}
		nodes = append(nodes, a.Nodes())
		times = append(times, time.Since(t))
	}
	slices.Sort(nodes)
	slices.Sort(times)
	n := len(nodes)
	if n == 0 {
		return
	}
	fmt.Printf("check: %d leaves, %d not proven within %d positions\n", n, failed, limit)
	for _, q := range []float64{0.5, 0.9, 0.99, 1} {
		i := min(int(q*float64(n)), n-1)
		fmt.Printf("  %3.0f%%: %d positions, %v\n", q*100, nodes[i], times[i])
	}
}

// wins reports whether the analysis has proven some move a win.
func wins(a *solver.Analysis) bool {
	for _, v := range a.Values() {
		if v.Lo >= 1 {
			return true
		}
	}
	return false
}
