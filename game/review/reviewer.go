package review

import (
	"fmt"
	"slices"
	"time"

	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/record"
)

// Reviewer reviews a match in slices, as a Bot thinks: Step from a
// frame's Update, never holding it past the slice.
type Reviewer struct {
	m     *record.Match
	o     catalog.Options
	plies []int // the decisions' places in the record
	i     int   // the next decision to analyse
	an    ai.Analyst
	out   Review
}

// New makes the reviewer of match m as it stands (a game over or under
// way); m is copied, and may go on.
func New(m *record.Match) *Reviewer {
	r := &Reviewer{m: m.Clone(), o: m.Options()}
	for i := range r.m.Plies() {
		if !r.m.IsChance(i) {
			r.plies = append(r.plies, i)
		} else {
			r.out.Chance = true
		}
	}
	r.out.Game = r.o.String()
	return r
}

// Progress is how many decisions are reviewed, of how many.
func (r *Reviewer) Progress() (done, total int) { return r.i, len(r.plies) }

// Done reports whether every decision is reviewed.
func (r *Reviewer) Done() bool { return r.i >= len(r.plies) }

// Step reviews for about d and reports whether the review is done. The
// analyses' budgets are work, not time (solver positions, search
// iterations): d decides only when Step yields, never how far a position is
// analysed, so the review is the same however it is sliced and however
// busy the machine. Each Step does some work, however small d.
func (r *Reviewer) Step(d time.Duration) (bool, error) {
	deadline := time.Now().Add(d)
	for !r.Done() {
		if r.an == nil {
			r.an = r.o.ReviewAnalyst()
			if err := r.an.Start(r.m.At(r.plies[r.i])); err != nil {
				return false, fmt.Errorf("move %d: %w", r.i+1, err)
			}
		}
		if !r.an.Step(max(0, time.Until(deadline))) {
			return false, nil
		}
		r.out.Moves = append(r.out.Moves, r.judge(r.plies[r.i], r.an.Values()))
		r.an = nil
		r.i++
		if !time.Now().Before(deadline) {
			break
		}
	}
	return r.Done(), nil
}

// judge reviews the decision at ply, whose moves the analysis valued as
// vs, best first. A best move is offered only where the analysis found it
// better than the move played: when the move played is valued as well as
// the top, or not valued at all, the best is the move played, with no
// BestText, and the move is not marked.
func (r *Reviewer) judge(ply int, vs []ai.Value) Move {
	s := r.m.At(ply)
	mv, text := r.m.Ply(ply)
	out := Move{Ply: ply, Seat: s.Turn(), Text: text, Played: ai.Value{Move: mv, Text: "?"}}
	if i := slices.IndexFunc(vs, func(v ai.Value) bool { return v.Move == mv }); i >= 0 {
		out.Played = vs[i]
		if top := vs[0]; top.Score > out.Played.Score {
			out.Best, out.BestText = top, s.MoveString(top.Move)
			out.Lost, out.Mark = Judge(out.Played, top)
		}
	} else if len(vs) > 0 { // not valued (the analysis had no time for it): judged as the best
		out.Played.Chance = vs[0].Chance
	}
	if out.BestText == "" {
		out.Best = out.Played
	}
	out.First = out.Played.Chance
	if s.Players() == 2 && out.Seat == 1 {
		out.First = 1 - out.Played.Chance
	}
	out.Accuracy = MoveAccuracy(out.Lost)
	return out
}

// Review is the review so far: complete once Step has said it is done.
// Accuracy is each seat's mean over its moves reviewed.
func (r *Reviewer) Review() Review {
	out := r.out
	out.Moves = append([]Move(nil), r.out.Moves...)
	n := len(r.o.Seats())
	sum, count := make([]float64, n), make([]int, n)
	for _, m := range out.Moves {
		if int(m.Seat) >= 0 && int(m.Seat) < n {
			sum[m.Seat] += m.Accuracy
			count[m.Seat]++
		}
	}
	out.Accuracy = make([]float64, n)
	for i := range n {
		out.Accuracy[i] = -1
		if count[i] > 0 {
			out.Accuracy[i] = sum[i] / float64(count[i])
		}
	}
	return out
}

// Run reviews match m whole, with no slicing: for the terminal and
// tests.
func Run(m *record.Match) (Review, error) {
	r := New(m)
	for {
		done, err := r.Step(time.Hour)
		if err != nil {
			return Review{}, err
		}
		if done {
			return r.Review(), nil
		}
	}
}
