//go:build !js

package server

import (
	"context"
	"time"

	"github.com/prometheus/client_golang/prometheus"

	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/store"
)

// Namespace prefixes the name of every metric of the server's.
const Namespace = "parlor"

// The kinds of connection the connections gauge counts.
const (
	// KindLobby is a connection in no room: new, in the lobby, listing
	// its rooms or signing in.
	KindLobby = "lobby"
	// KindPlay is a connection seated in a room.
	KindPlay = "play"
	// KindWatch is a spectator's connection.
	KindWatch = "watch"
)

// Metrics are the server's measures for Prometheus. A nil *Metrics
// measures nothing: every method may be called on one.
type Metrics struct {
	rooms       prometheus.Gauge
	conns       *prometheus.GaugeVec
	messages    *prometheus.CounterVec
	errors      *prometheus.CounterVec
	moves       prometheus.Counter
	appendTime  prometheus.Histogram
	notifyLag   prometheus.Histogram
	roomsMade   *prometheus.CounterVec
	roomsEnded  prometheus.Counter
	connsOpened prometheus.Counter
}

// NewMetrics makes the server's metrics and registers them with reg (a
// registry of the caller's; never the global default one by this
// package). They are named parlor_…:
//
//   - rooms_loaded (gauge): the rooms loaded now;
//   - connections{kind} (gauge): the connections open now, by kind
//     (lobby, play, watch);
//   - connections_opened_total (counter);
//   - messages_total{type} (counter): the clients' messages read, by
//     type (only the protocol's types: a message that does not decode is
//     counted as an error);
//   - errors_total{code} (counter): the errors sent to clients, by code;
//   - moves_total (counter): the moves made on this server, the
//     computer's too (rate() gives moves a second);
//   - rooms_made_total{how} (counter): create, rematch or table;
//   - rooms_ended_total (counter): the games that ended here;
//   - store_append_seconds (histogram): how long the store takes to
//     append an event;
//   - notify_lag_seconds (histogram): with a shared store (PostgreSQL),
//     the time from an event made by a server to its arrival, by NOTIFY,
//     at this one (only events that carry when they were made: those of
//     games with a clock, online.Event.At).
func NewMetrics(reg prometheus.Registerer) (*Metrics, error) {
	m := &Metrics{
		rooms: prometheus.NewGauge(prometheus.GaugeOpts{Namespace: Namespace, Name: "rooms_loaded",
			Help: "Rooms loaded now."}),
		conns: prometheus.NewGaugeVec(prometheus.GaugeOpts{Namespace: Namespace, Name: "connections",
			Help: "WebSocket connections open now, by kind: lobby (in no room), play (seated), watch (spectating)."}, []string{"kind"}),
		connsOpened: prometheus.NewCounter(prometheus.CounterOpts{Namespace: Namespace, Name: "connections_opened_total",
			Help: "WebSocket connections opened."}),
		messages: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Name: "messages_total",
			Help: "Client messages read, by type."}, []string{"type"}),
		errors: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Name: "errors_total",
			Help: "Errors sent to clients, by code."}, []string{"code"}),
		moves: prometheus.NewCounter(prometheus.CounterOpts{Namespace: Namespace, Name: "moves_total",
			Help: "Moves made on this server, the computer's too."}),
		roomsMade: prometheus.NewCounterVec(prometheus.CounterOpts{Namespace: Namespace, Name: "rooms_made_total",
			Help: "Rooms made, by how: create, rematch or table (the lobby's)."}, []string{"how"}),
		roomsEnded: prometheus.NewCounter(prometheus.CounterOpts{Namespace: Namespace, Name: "rooms_ended_total",
			Help: "Games that ended in a room loaded here."}),
		appendTime: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: Namespace, Name: "store_append_seconds",
			Help:    "Time the store takes to append an event to a room's log.",
			Buckets: prometheus.ExponentialBuckets(0.0005, 2, 14)}), // 0.5 ms to 4 s
		notifyLag: prometheus.NewHistogram(prometheus.HistogramOpts{Namespace: Namespace, Name: "notify_lag_seconds",
			Help:    "With a shared store: time from an event made on another server to its arrival here by NOTIFY (games with a clock).",
			Buckets: prometheus.ExponentialBuckets(0.001, 2, 14)}), // 1 ms to 8 s
	}
	for _, c := range []prometheus.Collector{m.rooms, m.conns, m.connsOpened, m.messages, m.errors, m.moves, m.roomsMade, m.roomsEnded, m.appendTime, m.notifyLag} {
		if err := reg.Register(c); err != nil {
			return nil, err
		}
	}
	for _, k := range []string{KindLobby, KindPlay, KindWatch} {
		m.conns.WithLabelValues(k) // shown at 0 before the first
	}
	return m, nil
}

// roomLoaded counts a room loaded (+1) or unloaded (-1).
func (m *Metrics) roomLoaded(d float64) {
	if m != nil {
		m.rooms.Add(d)
	}
}

// connKind moves a connection from kind from to kind to ("" for none:
// opened, or closed).
func (m *Metrics) connKind(from, to string) {
	if m == nil || from == to {
		return
	}
	if from == "" {
		m.connsOpened.Inc()
	} else {
		m.conns.WithLabelValues(from).Dec()
	}
	if to != "" {
		m.conns.WithLabelValues(to).Inc()
	}
}

// message counts a client's message of type typ, decoded: one of the
// protocol's types (online.Decode refuses the others).
func (m *Metrics) message(typ string) {
	if m != nil {
		m.messages.WithLabelValues(typ).Inc()
	}
}

// sent counts what goes to a client: its errors, by code.
func (m *Metrics) sent(msg protocol.Message) {
	if e, ok := msg.(protocol.Error); ok && m != nil {
		m.errors.WithLabelValues(e.Code).Inc()
	}
}

// move counts a move made here.
func (m *Metrics) move() {
	if m != nil {
		m.moves.Inc()
	}
}

// made counts a room made, by how.
func (m *Metrics) made(how string) {
	if m != nil {
		m.roomsMade.WithLabelValues(how).Inc()
	}
}

// ended counts a game ended.
func (m *Metrics) ended() {
	if m != nil {
		m.roomsEnded.Inc()
	}
}

// appended observes a store's append that took d.
func (m *Metrics) appended(d time.Duration) {
	if m != nil {
		m.appendTime.Observe(d.Seconds())
	}
}

// heard observes the lag of events that arrived by a notification: from
// each event's At (its maker's wall clock) to now.
func (m *Metrics) heard(events []online.Event, now time.Time) {
	if m == nil {
		return
	}
	for _, ev := range events {
		if ev.At > 0 {
			m.notifyLag.Observe(max(0, now.Sub(time.UnixMilli(ev.At)).Seconds()))
		}
	}
}

// timed is what the server gives the rooms as their store: the
// configured one, whose appends are timed. A shared store stays shared
// (the rooms ask); the server itself asks the configured store for what
// else it can do.
func timed(s store.Store, m *Metrics) store.Store {
	if m == nil {
		return s
	}
	if sh, ok := s.(store.Shared); ok {
		return timedShared{sh, m}
	}
	return timedStore{s, m}
}

// timedStore is a Store whose appends are timed.
type timedStore struct {
	store.Store
	m *Metrics
}

// Append appends, timed.
func (t timedStore) Append(ctx context.Context, id string, e online.Event) error {
	return t.m.timeAppend(func() error { return t.Store.Append(ctx, id, e) })
}

// timedShared is a Shared store whose appends are timed.
type timedShared struct {
	store.Shared
	m *Metrics
}

// Append appends, timed.
func (t timedShared) Append(ctx context.Context, id string, e online.Event) error {
	return t.m.timeAppend(func() error { return t.Shared.Append(ctx, id, e) })
}

// timeAppend runs an append and observes how long it took.
func (m *Metrics) timeAppend(do func() error) error {
	start := time.Now()
	err := do()
	m.appended(time.Since(start))
	return err
}
