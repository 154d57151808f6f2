package main

import (
	"context"
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
)

// reconnectTimes measures, with one page alone (a quiet machine: no other
// page draws), how soon a seat is live again: its first visit and three
// reloads, from navigation to the welcome taken; and three restarts of a
// SIGKILLed server, each after an outage of three seconds (a deploy's),
// from the restarted server answering to the page's welcome. It logs each
// and their medians; the aim is under two seconds for both. The online
// subtest logs the same figures with three pages drawing at once.
func reconnectTimes(t *testing.T, s *site, dir string) {
	bin, addr, db := serverBinary(t)
	srv := serveSite(t, bin, addr, db, dir)
	site := "http://" + addr + "/"
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	op, err := client.Open(ctx, site, games.All(), protocol.Create{Game: "kalah", Seats: []string{"you", "invite"}, Name: "Ann"})
	if err != nil {
		t.Fatal(err)
	}
	op.Close()
	link := client.Link{Site: site, Kind: client.LinkSeat, Key: op.Mirror().Token}.String()

	live := func(p *page) {
		p.waitFor("the seat live", func(st map[string]any) bool {
			return st["scene"] == "kalah" && seat(st) == 0 && onlineOf(st)["down"] == false
		})
	}
	begin := time.Now()
	p := s.openWith(t, lite, link, nil)
	live(p)
	var loads []float64
	loads = append(loads, p.marks()["online:opened"]-epochMS(begin))
	for range 3 {
		begin := time.Now()
		p.reload()
		live(p)
		loads = append(loads, p.marks()["online:opened"]-epochMS(begin))
	}
	const outage = 3 * time.Second
	var backs []float64
	for range 3 {
		srv.kill()
		p.waitFor("the page to see the server gone", func(st map[string]any) bool { return onlineOf(st)["down"] == true })
		time.Sleep(outage) // not a wait for a state: how long the server is away
		srv = serveSite(t, bin, addr, db, dir)
		back := time.Now()
		live(p)
		backs = append(backs, p.marks()["online:live"]-epochMS(back))
	}
	t.Logf("one page alone: navigation to its seat live: first visit %.0f ms, reloads %s (median of the four %.0f ms); "+
		"a restarted server answering to the page live, after %v away: %s (median %.0f ms)",
		loads[0], msList(loads[1:]), median(loads), outage, msList(backs), median(backs))
}

// msList writes figures in milliseconds: "812, 904, 950 ms".
func msList(xs []float64) string {
	var b strings.Builder
	for i, x := range xs {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%.0f", x)
	}
	return b.String() + " ms"
}

// marks returns the page's parlor marks (perf.Mark), each name's last, as
// milliseconds since the Unix epoch.
func (p *page) marks() map[string]float64 {
	p.t.Helper()
	raw := eval[string](p, `JSON.stringify(Object.fromEntries(performance.getEntriesByType('mark').
		filter(m => m.name.startsWith('parlor:')).map(m => [m.name.slice(7), performance.timeOrigin + m.startTime])))`)
	m := map[string]float64{}
	if err := json.Unmarshal([]byte(raw), &m); err != nil {
		p.t.Fatalf("the marks %q: %v", raw, err)
	}
	return m
}

// epochMS is t in milliseconds since the Unix epoch, as the page's marks are.
func epochMS(t time.Time) float64 { return float64(t.UnixMicro()) / 1000 }
