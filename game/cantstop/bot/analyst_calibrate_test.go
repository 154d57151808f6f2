package bot

import (
	"math"
	"math/rand/v2"
	"testing"

	"parlor/game/cantstop"
)

// TestAnalystCalibration fits the Analyst's logistic again: at the start
// of each turn of 3,000 games of the Rule of 28 against itself, the
// mover's work left w and her rival's v, and whether she went on to win,
// fitted by Newton's method to 1/(1+e^−z), z = a ln((v+1)/(w+1)) + b. It
// logs a and b, which should be AnalystSlope and AnalystTempo. Behind
// -analysis.
func TestAnalystCalibration(t *testing.T) {
	if !*analysis {
		t.Skip("half a minute: run with -analysis")
	}
	x := newCSExpert()
	r28 := rule28{threshold: 28, endgame: true}
	var xs []float64
	var ys []bool
	rng := rand.New(rand.NewPCG(7, 7))
	for range 3000 {
		p := cantstop.NewSim(2)
		var cs cantstop.SimChoices
		var turns []int8
		start := true
		for p.Winner < 0 {
			if start {
				xs = append(xs, math.Log((x.distOf(&p, 1-p.Turn)+1)/(x.distOf(&p, p.Turn)+1)))
				turns = append(turns, p.Turn)
				start = false
			}
			p.Choices(cantstop.SimRollOf(rng.IntN(1296)), &cs)
			if cs.N == 0 {
				p.Bust()
				start = true
				continue
			}
			k := 0
			if cs.N > 1 {
				k = r28.Choose(&p, &cs)
			}
			p.Take(cs.C[k])
			if r28.Stop(&p) {
				p.Stop()
				start = true
			}
		}
		for _, turn := range turns {
			ys = append(ys, turn == p.Winner)
		}
	}
	a, b := 0.0, 0.0
	for range 20 {
		var ga, gb, haa, hab, hbb float64
		for i, f := range xs {
			q := 1 / (1 + math.Exp(-(a*f + b)))
			y := 0.0
			if ys[i] {
				y = 1
			}
			w := q * (1 - q)
			ga, gb = ga+(y-q)*f, gb+(y-q)
			haa, hab, hbb = haa+w*f*f, hab+w*f, hbb+w
		}
		det := haa*hbb - hab*hab
		a += (hbb*ga - hab*gb) / det
		b += (haa*gb - hab*ga) / det
	}
	t.Logf("%d turns: slope %.2f, tempo %.2f (the Analyst's: %.2f, %.2f)", len(xs), a, b, AnalystSlope, AnalystTempo)
	if math.Abs(a-AnalystSlope) > 0.05 || math.Abs(b-AnalystTempo) > 0.05 {
		t.Errorf("the fit is %.2f, %.2f; the Analyst's logistic is %.2f, %.2f", a, b, AnalystSlope, AnalystTempo)
	}
}
