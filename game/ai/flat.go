package ai

import "time"

// Flat is flat Monte Carlo over a decision's options: it plays each option
// out Playouts times, in rounds of one playout of every option, and stops
// early once the leader cannot be caught by the rounds left. The k-th
// playout of every option should share its chance events (the k-th run of
// the dice, the k-th order of a pile), so that options are compared on the
// same luck. Its results depend only on the scores of the playouts, never
// on how the thinking is sliced.
type Flat struct {
	// Playouts is the number of rounds: playouts of each option.
	Playouts int
	// Max is the most one playout can score: the settled stop's bound.
	Max int
	// Play plays option i out with the k-th run of chance, and scores it
	// for the player to move, from 0 to Max.
	Play func(i, k int) int

	wins []int // the options' scores
	last []int // their scores in the round under way
	done int   // rounds run
	next int   // the option to play out next in this round
}

// Start sets up a search of n options.
func (f *Flat) Start(n int) {
	f.wins = append(f.wins[:0], make([]int, n)...)
	f.last = append(f.last[:0], make([]int, n)...)
	f.done, f.next = 0, 0
}

// Run plays options out until deadline, and reports whether the search is
// over: every round played, or the leader settled.
func (f *Flat) Run(deadline time.Time) bool {
	for f.done < f.Playouts && (f.next > 0 || !f.settled()) {
		sc := f.Play(f.next, f.done)
		f.wins[f.next] += sc
		f.last[f.next] = sc
		if f.next++; f.next == len(f.wins) {
			f.next = 0
			f.done++
		}
		if time.Now().After(deadline) {
			return false
		}
	}
	return true
}

// settled reports whether the rounds left cannot change the leader.
func (f *Flat) settled() bool {
	first, second := -1, -1
	for _, w := range f.wins {
		if w > first {
			first, second = w, first
		} else if w > second {
			second = w
		}
	}
	return first-second > f.Max*(f.Playouts-f.done)
}

// Best is the option that scored most over the whole rounds played (the
// round under way left out), preferring the option pref among equals and
// otherwise the first; pref may be -1.
func (f *Flat) Best(pref int) int {
	score := func(i int) int {
		if i < f.next {
			return f.wins[i] - f.last[i]
		}
		return f.wins[i]
	}
	best := -1
	for i := range f.wins {
		if best < 0 || score(i) > score(best) || score(i) == score(best) && i == pref {
			best = i
		}
	}
	return best
}

// Done is the number of whole rounds played.
func (f *Flat) Done() int { return f.done }
