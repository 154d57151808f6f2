// Package rating rates players by the Glicko-2 system, exactly as Mark
// Glickman's paper "Example of the Glicko-2 system" gives it (steps 1 to
// 8), and rates a game of any number of players by its final standing
// (Game).
//
// A rating is kept on the Glicko scale (1500 is a new player's rating);
// the algorithm works on the Glicko-2 scale, to which it is converted and
// back by the paper's factor 173.7178.
package rating

import (
	"math"
	"strconv"
)

// Rating is a Glicko-2 rating on the Glicko scale.
type Rating struct {
	// R is the rating: 1500 for a new player.
	R float64 `json:"rating"`
	// RD is the rating deviation, the rating's uncertainty: about 95% of
	// the time a player's strength is within two RDs of R.
	RD float64 `json:"rd"`
	// Vol is the volatility σ, how erratic the player's results are.
	Vol float64 `json:"vol"`
}

const (
	// Tau is the system constant τ, which bounds how fast the volatility
	// changes. Glickman suggests a value between 0.3 and 1.2; 0.5 is the
	// one his worked example uses, a middle choice kept here.
	Tau = 0.5

	// ProvisionalRD is the RD above which a rating is provisional: too
	// little is known of the player yet to trust it.
	ProvisionalRD = 110
)

const (
	initialR   = 1500
	initialRD  = 350
	initialVol = 0.06

	scale     = 173.7178 // Glicko to Glicko-2, step 2
	tolerance = 0.000001 // ε, the volatility's convergence, step 5
)

// Initial is a new player's rating: 1500, with RD 350 and volatility
// 0.06, the values the paper suggests.
func Initial() Rating { return Rating{R: initialR, RD: initialRD, Vol: initialVol} }

// Result is the outcome of one game against an opponent.
type Result struct {
	// Opponent is the opponent's rating before the rating period.
	Opponent Rating
	// Score is 1 for a win, 0.5 for a draw and 0 for a loss.
	Score float64
}

// Update is r after one rating period with results, by the system
// constant Tau: UpdateTau(r, results, Tau).
func Update(r Rating, results []Result) Rating { return UpdateTau(r, results, Tau) }

// UpdateTau is r after one rating period with results, by the system
// constant tau (steps 2 to 8 of the paper).
//
// With no results, only step 6 is taken: the RD grows to √(φ²+σ²)
// (converted back to the Glicko scale), and the rating and volatility are
// left as they are.
//
// The RD never comes out above 350, a new player's: after a long absence
// a player is no less known than one who never played. The Glicko-2
// paper sets no such bound, and without it the RD of a player who stays
// away grows without end; the original Glicko system caps it at 350 the
// same way.
func UpdateTau(r Rating, results []Result, tau float64) Rating {
	// Step 2: to the Glicko-2 scale.
	mu, phi, sigma := toGlicko2(r)
	if len(results) == 0 {
		// Step 6 alone.
		return fromGlicko2(mu, math.Sqrt(phi*phi+sigma*sigma), sigma)
	}
	// Steps 3 and 4.
	v, sum := variance(mu, results)
	delta := v * sum
	// Step 5.
	sigma = volatility(phi, sigma, v, delta, tau)
	// Step 6.
	phiStar := math.Sqrt(phi*phi + sigma*sigma)
	// Step 7.
	phi = 1 / math.Sqrt(1/(phiStar*phiStar)+1/v)
	mu += phi * phi * sum
	// Step 8.
	return fromGlicko2(mu, phi, sigma)
}

// toGlicko2 is step 2: r's μ, φ and σ on the Glicko-2 scale.
func toGlicko2(r Rating) (mu, phi, sigma float64) {
	return (r.R - initialR) / scale, r.RD / scale, r.Vol
}

// fromGlicko2 is step 8: the rating of μ, φ and σ on the Glicko scale,
// its RD capped at a new player's.
func fromGlicko2(mu, phi, sigma float64) Rating {
	return Rating{R: scale*mu + initialR, RD: min(scale*phi, initialRD), Vol: sigma}
}

// g is the paper's g(φ), which weighs a result by the opponent's RD.
func g(phi float64) float64 { return 1 / math.Sqrt(1+3*phi*phi/(math.Pi*math.Pi)) }

// expect is the paper's E(μ, μj, φj): the score a player of μ expects
// against an opponent of μj and φj.
func expect(mu, muj, phij float64) float64 { return 1 / (1 + math.Exp(-g(phij)*(mu-muj))) }

// variance is step 3 and the sum of step 4: v, the estimated variance of
// the rating from the results alone, and Σ g(φj)(sj − E), of which the
// estimated improvement Δ is v times.
func variance(mu float64, results []Result) (v, sum float64) {
	var inv float64
	for _, res := range results {
		muj, phij, _ := toGlicko2(res.Opponent)
		gj, e := g(phij), expect(mu, muj, phij)
		inv += gj * gj * e * (1 - e)
		sum += gj * (res.Score - e)
	}
	return 1 / inv, sum
}

// volatility is step 5: the new volatility σ', found by the Illinois
// algorithm (a regula falsi) as the root of the paper's f to within
// tolerance.
func volatility(phi, sigma, v, delta, tau float64) float64 {
	a := math.Log(sigma * sigma)
	phi2, delta2 := phi*phi, delta*delta
	f := func(x float64) float64 {
		ex := math.Exp(x)
		d := phi2 + v + ex
		return ex*(delta2-phi2-v-ex)/(2*d*d) - (x-a)/(tau*tau)
	}
	// The initial bracket.
	A := a
	var B float64
	if delta2 > phi2+v {
		B = math.Log(delta2 - phi2 - v)
	} else {
		k := 1.0
		for f(a-k*tau) < 0 {
			k++
		}
		B = a - k*tau
	}
	fA, fB := f(A), f(B)
	for math.Abs(B-A) > tolerance {
		C := A + (A-B)*fA/(fB-fA)
		fC := f(C)
		// The paper's 2022 revision has ≤ here, its 2013 text <: they
		// differ only when f(C) is exactly 0, the root found.
		if fC*fB <= 0 {
			A, fA = B, fB
		} else {
			fA /= 2
		}
		B, fB = C, fC
	}
	return math.Exp(A / 2)
}

// Provisional reports whether r is provisional: its RD is over
// ProvisionalRD.
func (r Rating) Provisional() bool { return r.RD > ProvisionalRD }

// String is the rating rounded to a whole number (halves away from zero:
// 1464.5 shows as "1465"), with "?" after it when it is provisional:
// "1523?", "1464".
func (r Rating) String() string {
	s := strconv.FormatFloat(math.Round(r.R), 'f', 0, 64)
	if r.Provisional() {
		s += "?"
	}
	return s
}

// MaxToSettle is the most GamesToSettle counts: a rating that takes more
// (a very erratic player's, whose volatility keeps its RD up) is said to
// take MaxToSettle.
const MaxToSettle = 100

// GamesToSettle is about how many more rated games bring r's RD to
// ProvisionalRD or under, settling it: 0 if it is settled already. It
// counts games each of which is its own rating period, played against
// an opponent of r's own rating whose RD is ProvisionalRD (a settled
// player's) and volatility a new player's, and drawn (the result
// expected of equals, so that the rating and the volatility stay much
// as they are), as Update rates them. Wins and losses settle it about as
// fast; a game of more players, several results at once, faster. It is
// at most MaxToSettle.
func GamesToSettle(r Rating) int {
	n := 0
	for ; r.Provisional() && n < MaxToSettle; n++ {
		opponent := Rating{R: r.R, RD: ProvisionalRD, Vol: initialVol}
		r = Update(r, []Result{{Opponent: opponent, Score: 0.5}})
	}
	return n
}
