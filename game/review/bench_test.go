package review_test

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"parlor/game/ai"
	"parlor/game/games"
	"parlor/game/record"
	"parlor/game/review"
)

// writeRecords makes TestBenchRecords play the benchmarks' games again
// with the computer and write their records to testdata: go test
// ./game/review/ -run TestBenchRecords -args -review.write.
var writeRecords = flag.Bool("review.write", false, "play the benchmarks' games again and write their records to testdata")

// benchGame is a game the benchmarks review: played once by computer
// players of the given levels, seat by seat, and kept in testdata as its
// record's text, so that every run reviews the same moves.
type benchGame struct {
	file   string   // under testdata
	game   string   // the game and its options, as games.All().Parse reads them
	levels []string // each seat's level
	seed   uint64   // the record's seed (dice), and the bots' through botSeed
	plies  int      // the record is cut after so many plies; 0 plays the game out
}

// The benchmarks' games. Connect Four is a whole game of 40 plies, the
// length issue 38 names: Hard against Hard, seed 4, Yellow wins with the
// 40th disc (the first seed of twelve whose game lasts 40).
var (
	connectFour40 = benchGame{file: "connectfour40.txt", game: "connectfour rules=classic",
		levels: []string{"hard", "hard"}, seed: 4, plies: 40}
	kalah64 = benchGame{file: "kalah64.txt", game: "kalah houses=6 seeds=4",
		levels: []string{"hard", "hard"}, seed: 1}
	cantStop4 = benchGame{file: "cantstop4.txt", game: "cantstop players=4",
		levels: []string{"easy", "medium", "hard", "expert"}, seed: 1}
)

// botSeed is the seed of the bot deciding at ply of a game of seed:
// every decision has its own.
func botSeed(seed uint64, ply int) uint64 { return seed*1_000_003 + uint64(ply) }

// play plays g with its computer players and returns its record.
func (g benchGame) play() (*record.Match, error) {
	o, err := games.All().Parse(g.game)
	if err != nil {
		return nil, err
	}
	m, err := record.New(o, g.seed)
	if err != nil {
		return nil, err
	}
	var bots []ai.Bot
	for _, name := range g.levels {
		l, ok := o.Level(name)
		if !ok {
			return nil, fmt.Errorf("%s has no level %q", g.game, name)
		}
		bots = append(bots, l.Bot(o))
	}
	for !m.State().Over() && (g.plies == 0 || m.Plies() < g.plies) {
		s := m.State()
		mv, err := ai.Think(bots[s.Turn()], s, botSeed(g.seed, m.Plies()))
		if err != nil {
			return nil, fmt.Errorf("ply %d: %w", m.Plies()+1, err)
		}
		if err := m.Play(mv); err != nil {
			return nil, fmt.Errorf("ply %d: %w", m.Plies()+1, err)
		}
	}
	return m, nil
}

// header is the comment heading a record in testdata.
func (g benchGame) header() string {
	return fmt.Sprintf("; The game BenchmarkReview* reviews: %s, seats %s, bots seeded from %d.\n"+
		"; Made by go test ./game/review/ -run TestBenchRecords -args -review.write\n",
		g.game, strings.Join(g.levels, ", "), g.seed)
}

// load reads g's record from testdata.
func (g benchGame) load() (*record.Match, error) {
	text, err := os.ReadFile(filepath.Join("testdata", g.file))
	if err != nil {
		return nil, err
	}
	return record.Load(games.All(), string(text))
}

// TestBenchRecords checks the benchmarks' records load, and are the
// games they say (cut at the length asked, or over); with -review.write
// it plays them again and writes them first.
func TestBenchRecords(t *testing.T) {
	for _, g := range []benchGame{connectFour40, kalah64, cantStop4} {
		t.Run(g.file, func(t *testing.T) {
			if *writeRecords {
				start := time.Now()
				m, err := g.play()
				if err != nil {
					t.Fatal(err)
				}
				t.Logf("%s: %d plies played in %v", g.file, m.Plies(), time.Since(start).Round(time.Millisecond))
				if err := os.WriteFile(filepath.Join("testdata", g.file), []byte(g.header()+m.Text()), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			m, err := g.load()
			if err != nil {
				t.Fatal(err)
			}
			if got := m.Options().String(); !strings.HasPrefix(got, strings.Fields(g.game)[0]) {
				t.Errorf("the record is of %s, want %s", got, g.game)
			}
			switch {
			case g.plies > 0 && m.Plies() != g.plies:
				t.Errorf("%d plies, want %d", m.Plies(), g.plies)
			case g.plies == 0 && !m.State().Over():
				t.Errorf("the game is not over after %d plies", m.Plies())
			}
		})
	}
}

// benchReview times the review of g's record, whole, as the terminal runs
// it (review.Run), and reports the time of one review and the number of
// decisions reviewed. The three benchmarks take minutes (Can't Stop's
// the most): run them with -benchtime 1x and -timeout 0, natively and
// under node (GOOS=js GOARCH=wasm, which stands in for the page: the
// review is the same there, byte for byte, as TestGoldenReviews checks).
// The analyses work within a budget of work per position (solver
// positions, search iterations), so a review proves as many positions on
// any machine, and takes longer on a loaded one. It logs the first review's marks and accuracies,
// and how many decisions the analysis left unproven (estimated: a solver
// that ran out of its budget, or a game with no solver).
func benchReview(b *testing.B, g benchGame) {
	m, err := g.load()
	if err != nil {
		b.Fatal(err)
	}
	var (
		first review.Review
		n     int
	)
	start := time.Now()
	for b.Loop() {
		r, err := review.Run(m)
		if err != nil {
			b.Fatal(err)
		}
		if n == 0 {
			first = r
		}
		n++
	}
	per := time.Since(start) / time.Duration(n)
	b.ReportMetric(float64(per.Microseconds())/1000, "ms/review")
	b.ReportMetric(float64(len(first.Moves)), "decisions")
	b.ReportMetric(float64(per.Microseconds())/1000/float64(max(1, len(first.Moves))), "ms/decision")
	b.Log(summary(m, first))
}

// summary says what a review found: the decisions, the marks each seat
// got, each seat's accuracy, and how many decisions were valued exactly.
func summary(m *record.Match, r review.Review) string {
	seats := m.Options().Seats()
	marks := make([]map[string]int, len(seats))
	moves := make([]int, len(seats))
	for i := range marks {
		marks[i] = map[string]int{}
	}
	exact, unproven := 0, 0
	for _, mv := range r.Moves {
		if int(mv.Seat) < 0 || int(mv.Seat) >= len(seats) {
			continue
		}
		moves[mv.Seat]++
		if mv.Mark != "" {
			marks[mv.Seat][mv.Mark]++
		}
		if mv.Best.Exact && (mv.Played.Exact || mv.Played.Text == "?") {
			exact++
		} else {
			unproven++
		}
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %d plies, %d decisions (%d valued exactly, %d estimated)", r.Game, m.Plies(), len(r.Moves), exact, unproven)
	for i, name := range seats {
		fmt.Fprintf(&sb, "\n  %-7s %3d moves, accuracy %5.1f%%: %d inaccuracies, %d mistakes, %d blunders",
			name, moves[i], r.Accuracy[i], marks[i][review.Inaccuracy], marks[i][review.Mistake], marks[i][review.Blunder])
	}
	return sb.String()
}

// BenchmarkReviewConnectFour40 reviews 40 plies of classic Connect Four,
// Hard against Hard: the exact solver (no opening book: the review's
// values depend on the position alone), and the Hard search's estimate
// where the solver runs out of its budget.
func BenchmarkReviewConnectFour40(b *testing.B) { benchReview(b, connectFour40) }

// BenchmarkReviewKalah reviews a whole game of Kalah (6, 4), Hard against
// Hard: the exact solver within its budget on every position.
func BenchmarkReviewKalah(b *testing.B) { benchReview(b, kalah64) }

// BenchmarkReviewCantStop4 reviews a whole game of Can't Stop for four,
// Easy, Medium, Hard and Expert: the Monte Carlo estimate of every
// decision, with the dice as they fell.
func BenchmarkReviewCantStop4(b *testing.B) { benchReview(b, cantStop4) }
