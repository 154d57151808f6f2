// Package arena sets two computer players against each other over many
// games and says how they fared: wins, draws and losses with a 95%
// interval, the mean length of a game and the mean think time per move.
// It is how the levels of every game are judged (each must beat the one
// below), and what `parlor -arena` runs.
//
// Every move goes through a record.Match, so the engine checks each one:
// an arena run is also thousands of games of legal moves. A run is
// deterministic: game i draws its chance events from seed S+i and its
// bots' randomness from (S, i, ply), so its results (all but the think
// times) do not depend on the number of workers or the machine.
package arena

import (
	"errors"
	"fmt"
	"runtime"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/catalog"
	"parlor/game/record"
)

// Side is one of the two players of a run: a level of the catalog, or any
// bot being tried out.
type Side struct {
	// Name says who it is in the report: "hard".
	Name string
	// New makes a fresh bot for a game with options o.
	New func(o catalog.Options) ai.Bot
}

// Level is the side of a level of the catalog.
func Level(l catalog.Level) Side { return Side{Name: l.Name, New: l.Bot} }

// DefaultMaxPlies is the generous cap on a game's length (moves and chance
// events) when Config.MaxPlies is 0; a longer game is an error.
const DefaultMaxPlies = 20000

// MaxGames is the most games a run may play: the results of every game
// are kept.
const MaxGames = 1_000_000

// Config describes a run.
type Config struct {
	// Options are the game and its options.
	Options catalog.Options
	// A is the side the report is about; B its opponent. In a game of n
	// seats, A plays one seat and B every other.
	A, B Side
	// Games is the number of games; game i puts A in seat i mod n.
	Games int
	// Seed seeds the run: game i draws its chance events from Seed+i, and
	// its bots from Seed, i and the ply.
	Seed uint64
	// Workers is the number of games played at once; 0 means
	// runtime.GOMAXPROCS(0). The results do not depend on it.
	Workers int
	// MaxPlies caps a game's length; 0 means DefaultMaxPlies.
	MaxPlies int
	// Duplicate plays duplicate games: the n games from n·k on (n the
	// seats) all draw their chance events from Seed+k, with A in each seat
	// in turn, so that the luck of the dice or the pile falls to each seat
	// alike.
	Duplicate bool
	// DrawAfter, if above 0, stops a game still going after that many
	// plies and counts it a draw: Yote has no rule against two players
	// moving to and fro for ever.
	DrawAfter int
	// Each, if set, is called with every game's result in the order of
	// the games, from the goroutine that called Run.
	Each func(GameResult)
}

// Run plays the games of c and gathers their results. An illegal move, a
// bot that cannot move or a game longer than the cap stops the run with an
// error that names the game, the ply and the move.
func Run(c Config) (*Result, error) {
	if err := c.check(); err != nil {
		return nil, err
	}
	workers := c.Workers
	if workers <= 0 {
		workers = runtime.GOMAXPROCS(0)
	}
	workers = min(workers, c.Games)

	type done struct {
		g   GameResult
		err error
	}
	var (
		next    atomic.Int64 // the next game to hand out
		stopped atomic.Bool  // an error: hand out no more games
		wg      sync.WaitGroup
		out     = make(chan done, workers)
	)
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for !stopped.Load() {
				i := int(next.Add(1) - 1)
				if i >= c.Games {
					return
				}
				g, err := c.play(i)
				if err != nil {
					stopped.Store(true)
				}
				out <- done{g, err}
			}
		}()
	}
	go func() { wg.Wait(); close(out) }()

	// Gather in the order of the games, so Each and the totals see the
	// same sequence whatever the workers' timing. Games are handed out in
	// order, so every game before a failed one is played to its end, and
	// the error reported is the first game's that failed.
	r := &Result{Options: c.Options, A: c.A.Name, B: c.B.Name, Seed: c.Seed, DrawAfter: c.DrawAfter, Duplicate: c.Duplicate, Games: make([]GameResult, c.Games)}
	have := make([]bool, c.Games)
	var errs []done
	emitted := 0
	for d := range out {
		if d.err != nil {
			errs = append(errs, d)
			continue
		}
		r.Games[d.g.Index], have[d.g.Index] = d.g, true
		for emitted < c.Games && have[emitted] && len(errs) == 0 {
			if c.Each != nil {
				c.Each(r.Games[emitted])
			}
			emitted++
		}
	}
	if len(errs) > 0 {
		first := slices.MinFunc(errs, func(a, b done) int { return a.g.Index - b.g.Index })
		return nil, first.err
	}
	r.total()
	return r, nil
}

// check says what is wrong with c, or returns nil.
func (c *Config) check() error {
	switch {
	case c.Options.Game() == nil:
		return errors.New("arena: no game chosen")
	case c.A.New == nil || c.B.New == nil:
		return errors.New("arena: both sides need a bot")
	case c.Games <= 0 || c.Games > MaxGames:
		return fmt.Errorf("arena: the number of games must be from 1 to %d, not %d", MaxGames, c.Games)
	}
	_, err := c.Options.New()
	return err
}

// play plays game i to its end.
func (c *Config) play(i int) (GameResult, error) {
	o := c.Options
	g := GameResult{Index: i, Seed: c.Seed + uint64(i)}
	if c.Duplicate {
		g.Seed = c.Seed + uint64(i/len(o.Seats()))
	}
	fail := func(format string, args ...any) (GameResult, error) {
		return GameResult{Index: i}, fmt.Errorf("arena: game %d (seed %d): %s", i+1, g.Seed, fmt.Sprintf(format, args...))
	}
	m, err := record.New(o, g.Seed)
	if err != nil {
		return fail("%v", err)
	}
	n := m.State().Players()
	g.Seats = n
	g.ASeat = i % n
	bots := make([]ai.Bot, n)
	for p := range bots {
		side := c.B
		if p == g.ASeat {
			side = c.A
		}
		bots[p] = side.New(o)
	}
	limit := c.MaxPlies
	if limit <= 0 {
		limit = DefaultMaxPlies
	}
	for s := m.State(); !s.Over(); s = m.State() {
		ply := m.Plies()
		if c.DrawAfter > 0 && ply >= c.DrawAfter {
			g.Stopped = true
			break
		}
		if ply >= limit {
			return fail("no end after %d plies", ply)
		}
		p := s.Turn()
		if p < 0 || int(p) >= n {
			return fail("ply %d: the turn is %d, not a seat", ply+1, p)
		}
		side := 1
		if int(p) == g.ASeat {
			side = 0
		}
		name := []string{c.A.Name, c.B.Name}[side]
		start := time.Now()
		mv, err := ai.Think(bots[p], s, BotSeed(c.Seed, i, ply))
		g.Think[side] += time.Since(start)
		g.Decisions[side]++
		if err != nil {
			return fail("ply %d: %s in seat %d cannot move: %v", ply+1, name, p+1, err)
		}
		text := moveText(s, mv)
		if err := m.Play(mv); err != nil {
			return fail("ply %d: %s in seat %d played %s, which is refused: %v", ply+1, name, p+1, text, err)
		}
	}
	g.Plies = m.Plies()
	g.Returns = m.State().Returns()
	g.Outcome = outcome(g.Returns, g.ASeat)
	g.Record = m.Text()
	return g, nil
}

// moveText writes mv in the game's notation, or as its number if the game
// cannot write it (a bot's move may be anything).
func moveText(s game.State, mv game.Move) (text string) {
	defer func() {
		if recover() != nil || text == "" {
			text = fmt.Sprintf("move %d", mv)
		}
	}()
	return fmt.Sprintf("%q", s.MoveString(mv))
}

// BotSeed is the seed of the bot deciding at ply of game i of a run with
// seed: every decision of every game has its own.
func BotSeed(seed uint64, i, ply int) uint64 {
	return mix(mix(seed^mix(uint64(i))) ^ uint64(ply))
}

// mix is SplitMix64's finaliser: a well-spread hash of x.
func mix(x uint64) uint64 {
	x += 0x9e3779b97f4a7c15
	x = (x ^ x>>30) * 0xbf58476d1ce4e5b9
	x = (x ^ x>>27) * 0x94d049bb133111eb
	return x ^ x>>31
}
