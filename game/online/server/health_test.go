//go:build !js

package server_test

import (
	"io"
	"net/http"
	"strings"
	"testing"

	"parlor/game/online/postgres/pgtest"
	"parlor/game/online/server"
	"parlor/game/online/store"
)

// get fetches url and returns its status and body.
func get(t *testing.T, url string) (int, string) {
	t.Helper()
	res, err := http.Get(url)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()
	b, err := io.ReadAll(res.Body)
	if err != nil {
		t.Fatal(err)
	}
	return res.StatusCode, string(b)
}

// TestHealthAndReadiness: /healthz answers 200 while the process does;
// /readyz 200 while the store answers, and 503, saying why, once the
// server drains (Drain, as SIGTERM starts it, or Close) or its store no
// longer answers — with SQLite and with PostgreSQL.
func TestHealthAndReadiness(t *testing.T) {
	stores := []struct {
		name string
		open func(t *testing.T, c server.Config) *running
	}{
		{"sqlite", func(t *testing.T, c server.Config) *running { return start(t, c, "") }},
		{"postgres", func(t *testing.T, c server.Config) *running { return startShared(t, c, pgtest.URL(t)) }},
	}
	steps := []struct {
		name string
		do   func(r *running)
		why  string // in /readyz's 503
	}{
		{"drain", func(r *running) { r.srv.Drain() }, "draining"},
		{"close", func(r *running) { r.stop() }, "draining"}, // Close, once
		{"store closed", func(r *running) { r.store.Close(); r.store = closed{r.store} }, "does not answer"},
	}
	for _, st := range stores {
		for _, step := range steps {
			t.Run(st.name+"/"+step.name, func(t *testing.T) {
				o := withOps(t, server.Config{}, func(c server.Config) *running { return st.open(t, c) })
				if code, body := get(t, o.base+"/healthz"); code != http.StatusOK || body != "ok\n" {
					t.Fatalf("/healthz: %d %q", code, body)
				}
				if code, body := get(t, o.base+"/readyz"); code != http.StatusOK {
					t.Fatalf("/readyz of a server at work: %d %q", code, body)
				}
				step.do(o.running)
				if code, body := get(t, o.base+"/readyz"); code != http.StatusServiceUnavailable || !strings.Contains(body, step.why) {
					t.Fatalf("/readyz after %s: %d %q, want 503 saying %q", step.name, code, body, step.why)
				}
				if code, _ := get(t, o.base+"/healthz"); code != http.StatusOK {
					t.Fatalf("/healthz after %s: %d", step.name, code)
				}
			})
		}
	}
}

// closed is a store closed already: the test's cleanup leaves it be.
type closed struct{ store.Store }

// Close does nothing: the store is closed.
func (closed) Close() error { return nil }
