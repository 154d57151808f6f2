package bot

import (
	"flag"
	"math/rand/v2"
	"testing"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/cantstop"
	"parlor/game/review"
)

var analysis = flag.Bool("analysis", false, "measure the analysis's marks on generated games against the Rule of 28 (a minute)")

// analysisTally counts, over generated games, the decisions of each kind
// and how many of them the review marks.
type analysisTally struct {
	games              int
	bad, badMarked     int // clearly bad rolls
	badLoses           int // those that lose 10 points by the playouts
	rule, ruleMarked   int // decisions the Rule of 28 makes
	other, otherMarked int // other rolls past where the Rule stops
}

// csDecision is a roll-or-stop decision of a generated game, before the
// move is played.
type csDecision struct {
	g    *cantstop.Game
	p    cantstop.Sim
	move game.Move
	// bad is a clearly bad roll: three towers out, a progress score of 28
	// or more and a bust chance of 30% or more. rule is a decision the
	// Rule of 28 makes.
	bad, rule bool
}

// playGenerated plays the game of seed, the Rule of 28 (Yellow) against a
// player who rolls on where it stops (Orange: the Rule, but where it stops
// short of winning she rolls on with the chance reckless, drawn from the
// seed), and calls visit at each decision to roll or stop until it
// returns false.
func playGenerated(t *testing.T, seed uint64, reckless float64, visit func(d csDecision) bool) {
	t.Helper()
	r28 := rule28{threshold: 28, endgame: true}
	rng := rand.New(rand.NewPCG(seed, seed))
	g, _ := cantstop.New(2)
	for turns := 0; !g.Over() && turns < 2000; turns++ {
		p := cantstop.SimOf(g)
		var err error
		switch {
		case g.Turn() == game.Chance:
			d := [4]int{rng.IntN(6) + 1, rng.IntN(6) + 1, rng.IntN(6) + 1, rng.IntN(6) + 1}
			err = g.Play(cantstop.DiceMove(d))
		case g.Choosing():
			var cs cantstop.SimChoices
			for _, c := range g.Choices() {
				cs.C[cs.N] = cantstop.SimChoice{A: int8(c.A), B: int8(c.B)}
				cs.N++
			}
			k := 0
			if cs.N > 1 {
				k = r28.Choose(&p, &cs)
			}
			err = g.Play(cantstop.ChooseMove(g.Choices()[k]))
		case !g.CanStop():
			err = g.Play(cantstop.Roll)
		default:
			ruleStops := r28.Stop(&p)
			m := cantstop.Roll
			if ruleStops && (p.StopWins() || p.Turn != 0 || rng.Float64() >= reckless) {
				m = cantstop.Stop
			}
			d := csDecision{g: g, p: p, move: m, rule: (m == cantstop.Stop) == ruleStops}
			d.bad = m == cantstop.Roll && p.Placed == cantstop.Towers && rule28Score(&p) >= 28 && p.BustOdds()*10 >= 1296*3
			if !visit(d) {
				return
			}
			err = g.Play(m)
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// judged is what the analysis a says of move m in g, judged as the review
// judges it: the points lost and whether it is marked.
func judged(t *testing.T, a ai.Analyst, g *cantstop.Game, m game.Move) (float64, bool) {
	t.Helper()
	vs, err := ai.Analyze(a, g)
	if err != nil {
		t.Fatal(err)
	}
	v, ok := valueOf(vs, m)
	if !ok {
		t.Fatalf("no value for %s: %v", g.MoveString(m), vs)
	}
	lost, mark := review.Judge(v, vs[0])
	return lost, mark != ""
}

// measureAnalysis plays the generated games of seeds first to
// first+games-1 and judges every decision to roll or stop with the
// analysis, as the review does.
func measureAnalysis(t *testing.T, first, games uint64, reckless float64) analysisTally {
	var tl analysisTally
	r28 := rule28{threshold: 28, endgame: true}
	a := &Analyst{}
	for seed := first; seed < first+games; seed++ {
		tl.games++
		playGenerated(t, seed, reckless, func(d csDecision) bool {
			_, marked := judged(t, a, d.g, d.move)
			switch {
			case d.bad:
				tl.bad++
				if playoutLoss(d.p, r28, seed) >= review.InaccuracyLoss {
					tl.badLoses++
				}
				if marked {
					tl.badMarked++
				}
			case d.rule:
				tl.rule++
				if marked {
					tl.ruleMarked++
				}
			default:
				tl.other++
				if marked {
					tl.otherMarked++
				}
			}
			return true
		})
	}
	return tl
}

// playoutLoss is what rolling loses against stopping in p, by 4,000
// games played out from each with the Rule of 28 in both seats.
func playoutLoss(p cantstop.Sim, pol cantstop.Policy, seed uint64) float64 {
	r := rand.New(rand.NewPCG(seed, 99))
	wins := 0
	for range 4000 {
		q := p
		if q.Playout(pol, r, 1000) == p.Turn {
			wins--
		}
		q = p
		if q.Stop(); q.Winner == p.Turn || q.Winner < 0 && q.Playout(pol, r, 1000) == p.Turn {
			wins++
		}
	}
	return float64(wins) / 4000
}

// TestAnalysisMarksAgainstTheRuleOf28 measures the analysis on generated
// games, a tuning set (seeds 1 to 100) and a held-out one (seeds 1001 to
// 1100), and logs how many clearly bad rolls it marks, and how many of
// them lose 10 points or more by the Rule of 28's own playouts, and how
// many of the Rule's decisions it marks. It asks, as issue 48 does, that
// on the held-out set at least 8 in 10 clearly bad rolls be marked and at
// most 1 in 20 of the Rule's decisions. Behind -analysis.
func TestAnalysisMarksAgainstTheRuleOf28(t *testing.T) {
	if !*analysis {
		t.Skip("a minute: run with -analysis")
	}
	for _, set := range []struct {
		name  string
		first uint64
	}{{"tuning", 1}, {"held out", 1001}} {
		tl := measureAnalysis(t, set.first, 100, 0.3)
		t.Logf("%s: %d games; clearly bad rolls marked %d of %d (%d lose 10 points or more by the Rule of 28's playouts); the Rule's decisions marked %d of %d; other rolls past the Rule marked %d of %d",
			set.name, tl.games, tl.badMarked, tl.bad, tl.badLoses, tl.ruleMarked, tl.rule, tl.otherMarked, tl.other)
		if set.first == 1 {
			continue
		}
		if tl.badMarked*10 < tl.bad*8 {
			t.Errorf("%d of %d clearly bad rolls marked, want 8 in 10 at least", tl.badMarked, tl.bad)
		}
		if tl.ruleMarked*20 > tl.rule {
			t.Errorf("%d of %d decisions of the Rule of 28 marked, want at most 1 in 20", tl.ruleMarked, tl.rule)
		}
	}
}
