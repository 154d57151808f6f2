//go:build !js

package server_test

import (
	"fmt"
	"slices"
	"sync"
	"testing"
	"time"

	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// lobbyCrowd is how many connections the lobby's benchmarks open: the
// issue's figure.
const lobbyCrowd = 1000

// reportPercentiles reports the p50 and p99 of ds, in milliseconds, with
// what they measure in the metrics' names.
func reportPercentiles(b *testing.B, ds []time.Duration, what string) {
	slices.Sort(ds)
	b.ReportMetric(float64(percentile(ds, 0.5).Microseconds())/1000, what+"-p50-ms")
	b.ReportMetric(float64(percentile(ds, 0.99).Microseconds())/1000, what+"-p99-ms")
}

// crowd dials n connections to the server at url, each signed in as a
// profile of its own when profiles is true.
func crowd(b *testing.B, url string, n int, profiles bool) []*raw {
	conns := make([]*raw, n)
	for i := range conns {
		conns[i] = dialRaw(b, url, nil)
		if profiles {
			conns[i].profile(fmt.Sprintf("Player %d", i))
		}
	}
	return conns
}

// BenchmarkPairing1000: 1,000 profiles, each on its own connection to
// one server on SQLite, send quick for the same game at the same moment;
// a seeker is paired when she hears that her table (the last seated
// says which) has started. It reports the p50 and p99 of the time from
// her quick to then, and of the time to her first seated (the answer to
// quick), in milliseconds, and how many seeks the tick moved.
func BenchmarkPairing1000(b *testing.B) {
	r := start(b, server.Config{}, "")
	conns := crowd(b, r.url, lobbyCrowd, true)
	for b.Loop() {
		var (
			wg       sync.WaitGroup
			gate     = make(chan struct{})
			paired   = make([]time.Duration, len(conns))
			answered = make([]time.Duration, len(conns))
			moves    = make([]int, len(conns))
			errs     = make([]error, len(conns))
		)
		for i, c := range conns {
			wg.Go(func() {
				<-gate
				sent := time.Now()
				if errs[i] = c.write(protocol.Quick{Game: "connectfour rules=classic", Rated: true}); errs[i] != nil {
					return
				}
				first, err := c.readBefore(sent.Add(patience))
				if err != nil || first.Type != protocol.TypeSeated {
					errs[i] = fmt.Errorf("the answer to quick: %+v, %v", first, err)
					return
				}
				answered[i] = time.Since(sent)
				s, err := c.startedBefore(sent.Add(patience), sitting{table: first.Table.ID, token: first.Token})
				paired[i], moves[i], errs[i] = s.at.Sub(sent), s.moves, err
			})
		}
		close(gate)
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				b.Fatalf("seeker %d: %v", i, err)
			}
		}
		reportPercentiles(b, paired, "paired")
		reportPercentiles(b, answered, "seated")
		moved := 0
		for _, m := range moves {
			moved += m
		}
		b.ReportMetric(float64(moved), "moved")
	}
}

// BenchmarkLobbyFanout1000: 1,000 connections watch the lobby of one
// server on SQLite; a profile opens a table. It reports the p50 and p99
// of the time from the open sent until each watcher has the table, in
// milliseconds. (The table is closed again, and every watcher told,
// between two runs.)
func BenchmarkLobbyFanout1000(b *testing.B) {
	r := start(b, server.Config{}, "")
	watchers := crowd(b, r.url, lobbyCrowd, false)
	for _, w := range watchers {
		w.send(protocol.WatchLobby{})
		w.until(protocol.TypeLobby)
	}
	host := dialRaw(b, r.url, nil)
	host.profile("Host")
	// hear has every watcher read until a table message that ok
	// accepts; once they all read, it returns a wait that returns when
	// each had it.
	hear := func(ok func(protocol.TableInfo) bool) (wait func() []time.Time) {
		return hearAll(b, watchers, func(m wireMessage) bool { return m.Type == protocol.TypeTable && ok(*m.Table) })
	}
	for b.Loop() {
		wait := hear(func(t protocol.TableInfo) bool { return !t.Closed })
		sent := time.Now()
		host.send(protocol.Open{Game: "kalah", Seats: []string{"you", "open"}})
		at := wait()
		ds := make([]time.Duration, len(at))
		for i, t := range at {
			ds[i] = t.Sub(sent)
		}
		reportPercentiles(b, ds, "fanout")
		id := host.until(protocol.TypeSeated).Table.ID
		wait = hear(func(t protocol.TableInfo) bool { return t.ID == id && t.Closed })
		host.send(protocol.Stand{Table: id})
		host.until(protocol.TypeAck)
		wait()
	}
}
