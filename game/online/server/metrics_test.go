//go:build !js

package server_test

import (
	"math"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"
	dto "github.com/prometheus/client_model/go"
	"github.com/prometheus/common/expfmt"
	"github.com/prometheus/common/model"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/onlinetest"
	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// operated is a running server with the operator's view on an address
// of its own, as -metrics-addr serves it: /healthz, /readyz and
// /metrics, its metrics in a registry of its own.
type operated struct {
	*running
	base string // http://127.0.0.1:port
}

// withOps runs a server with config c through open, measured, and
// serves its operator's view.
func withOps(t *testing.T, c server.Config, open func(server.Config) *running) *operated {
	t.Helper()
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	m, err := server.NewMetrics(reg)
	if err != nil {
		t.Fatal(err)
	}
	c.Metrics = m
	r := open(c)
	mux := http.NewServeMux()
	mux.Handle("/healthz", server.Healthz())
	mux.Handle("/readyz", r.srv.Readyz())
	mux.Handle("/metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{}))
	hs := httptest.NewServer(mux)
	t.Cleanup(hs.Close)
	return &operated{running: r, base: hs.URL}
}

// scrape fetches /metrics and parses it as Prometheus's text format.
func (o *operated) scrape(t *testing.T) map[string]*dto.MetricFamily {
	t.Helper()
	res, err := http.Get(o.base + "/metrics")
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Fatalf("/metrics: %s", res.Status)
	}
	p := expfmt.NewTextParser(model.UTF8Validation)
	fams, err := p.TextToMetricFamilies(res.Body)
	if err != nil {
		t.Fatalf("/metrics does not parse: %v", err)
	}
	return fams
}

// value is the sum, over the series of metric name whose labels include
// labels ("k=v"), of a counter's or a gauge's value or a histogram's
// count; -1 if there is no such metric.
func value(fams map[string]*dto.MetricFamily, name string, labels ...string) float64 {
	f, ok := fams[name]
	if !ok {
		return -1
	}
	sum := 0.0
series:
	for _, m := range f.Metric {
		for _, l := range labels {
			k, v, _ := strings.Cut(l, "=")
			if !hasLabel(m, k, v) {
				continue series
			}
		}
		switch {
		case m.Counter != nil:
			sum += m.Counter.GetValue()
		case m.Gauge != nil:
			sum += m.Gauge.GetValue()
		case m.Histogram != nil:
			sum += float64(m.Histogram.GetSampleCount())
		}
	}
	return sum
}

func hasLabel(m *dto.Metric, k, v string) bool {
	for _, l := range m.Label {
		if l.GetName() == k && l.GetValue() == v {
			return true
		}
	}
	return false
}

// want is what a metric should be: its value (value's) between min and
// max.
type want struct {
	name     string
	labels   []string
	min, max float64
}

// some is the least a metric that counted something is.
const some = 1e-9

// check checks fams against ws.
func check(t *testing.T, fams map[string]*dto.MetricFamily, ws []want) {
	t.Helper()
	for _, w := range ws {
		if v := value(fams, w.name, w.labels...); v < w.min || v > w.max {
			t.Errorf("%s%v = %g, want it in [%g, %g]", w.name, w.labels, v, w.min, w.max)
		}
	}
}

// TestMetricsCountARealGame plays a game to its end over real WebSockets
// with a spectator, and a stray message, and reads /metrics as
// Prometheus would: the rooms, connections by kind, messages by type,
// errors by code, moves and the store's appends counted; once every
// connection has closed the connections gauge is back to 0.
func TestMetricsCountARealGame(t *testing.T) {
	o := withOps(t, fast, func(c server.Config) *running { return start(t, c, "") })
	g := games.All()[0].Defaults().String()
	a := onlinetest.Dial(t, o.url, protocol.Create{Game: g, Seats: []string{online.SeatYou, online.SeatInvite}})
	b := onlinetest.Dial(t, o.url, protocol.Join{Invite: a.Created.Invites[1]})
	w := onlinetest.Dial(t, o.url, protocol.Hello{Token: a.Created.Watch})
	stray := dialRaw(t, o.url, nil)
	stray.send(protocol.Resign{})
	if m := stray.until(protocol.TypeError); m.Code != online.ErrNotInRoom {
		t.Fatalf("resign in no room: %s", m.Code)
	}
	n := playToTheEnd(t, rand.New(rand.NewPCG(1, 2)), []*onlinetest.Player{a, b}, w)

	many := math.Inf(1)
	check(t, o.scrape(t), []want{
		{"parlor_rooms_loaded", nil, 1, 1},
		{"parlor_connections", []string{"kind=play"}, 2, 2},
		{"parlor_connections", []string{"kind=watch"}, 1, 1},
		{"parlor_connections", []string{"kind=lobby"}, 1, 1},
		{"parlor_connections_opened_total", nil, 4, 4},
		{"parlor_messages_total", []string{"type=create"}, 1, 1},
		{"parlor_messages_total", []string{"type=join"}, 1, 1},
		{"parlor_messages_total", []string{"type=hello"}, 1, 1},
		{"parlor_messages_total", []string{"type=move"}, 1, many},
		{"parlor_errors_total", []string{"code=not-in-room"}, 1, 1},
		{"parlor_errors_total", nil, 1, 1},
		{"parlor_moves_total", nil, float64(n), float64(n)},
		{"parlor_store_append_seconds", nil, float64(n), float64(n)},
		{"parlor_rooms_made_total", []string{"how=create"}, 1, 1},
		{"parlor_rooms_ended_total", nil, 1, 1},
		{"parlor_notify_lag_seconds", nil, 0, 0}, // no shared store
		{"go_goroutines", nil, some, many},
		{"process_resident_memory_bytes", nil, some, many},
	})
	if t.Failed() {
		t.FailNow()
	}

	for _, p := range []*onlinetest.Player{a, b, w} {
		p.Session.Close()
	}
	stray.ws.CloseNow()
	waitFor(t, "the connections gauge back to 0", func() bool {
		return value(o.scrape(t), "parlor_connections") == 0
	})
}

// TestMetricsNotifyLag: with two servers sharing PostgreSQL, the moves
// made on one reach the other by NOTIFY, and the other measures how long
// after they were made. The game has a clock: the events of a game
// without one carry no time (online.Event.At), and have no lag measured.
func TestMetricsNotifyLag(t *testing.T) {
	url := pgtest.URL(t)
	one := withOps(t, fast, func(c server.Config) *running { return startShared(t, c, url) })
	two := withOps(t, fast, func(c server.Config) *running { return startShared(t, c, url) })
	g := games.All()[0].Defaults().String()
	a := onlinetest.Dial(t, one.url, protocol.Create{Game: g, Seats: []string{online.SeatYou, online.SeatInvite}, Clock: "30+30"})
	b := onlinetest.Dial(t, two.url, protocol.Join{Invite: a.Created.Invites[1]})
	n := playToTheEnd(t, rand.New(rand.NewPCG(3, 4)), []*onlinetest.Player{a, b})
	lag := func(o *operated) float64 { return value(o.scrape(t), "parlor_notify_lag_seconds") }
	waitFor(t, "both servers to hear of the other's moves", func() bool { return lag(one) > 0 && lag(two) > 0 })
	moves := value(one.scrape(t), "parlor_moves_total") + value(two.scrape(t), "parlor_moves_total")
	if moves != float64(n) {
		t.Errorf("the servers count %g moves, the game has %d", moves, n)
	}
}
