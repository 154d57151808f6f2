package main

import (
	"context"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"parlor/game/games"
	"parlor/game/online/postgres"
	"parlor/game/online/server"
	"parlor/game/online/sqlite"
	"parlor/game/online/store"
)

// gameServer opens the online games' database c.DB names — a
// PostgreSQL URL (postgres://…), which any number of servers may share,
// or an SQLite file, by default in the user's configuration folder — and
// returns the server of their rooms, logging to logger and measured by
// metrics, and what closes both.
func gameServer(c config, logger *slog.Logger, metrics *server.Metrics) (*server.Server, func(), error) {
	store, err := openStore(c.DB, c.DeadAfter, logger)
	if err != nil {
		return nil, nil, err
	}
	var allowed []string
	for _, o := range strings.Split(c.Origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			allowed = append(allowed, o)
		}
	}
	s := server.New(server.Config{Store: store, Games: games.All(), Origins: allowed, Log: logger, Metrics: metrics,
		RPID: c.RPID, RPOrigins: rpOrigins(c.RPID, c.Addr)})
	return s, func() {
		s.Close()
		store.Close()
	}, nil
}

// metricsRegistry is a registry of the server's own for /metrics, with
// the Go runtime's and the process's collectors; package server adds
// Parlor's.
func metricsRegistry() *prometheus.Registry {
	reg := prometheus.NewRegistry()
	reg.MustRegister(collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return reg
}

// opsMux serves the operator's view of rooms: /healthz, /readyz, and,
// with metrics, /metrics from reg.
func opsMux(rooms *server.Server, reg *prometheus.Registry, metrics bool) *http.ServeMux {
	mux := http.NewServeMux()
	mux.Handle("/healthz", server.Healthz())
	mux.Handle("/readyz", rooms.Readyz())
	if metrics {
		mux.Handle("/metrics", promhttp.HandlerFor(reg, promhttp.HandlerOpts{Registry: reg}))
	}
	return mux
}

// openStore opens the store db names; a PostgreSQL one takes a server
// sharing it for dead after dead unheard from.
func openStore(db string, dead time.Duration, logger *slog.Logger) (store.Store, error) {
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		store, err := postgres.OpenDeadAfter(ctx, db, dead)
		if err != nil {
			return nil, fmt.Errorf("the online games' database: %w", err)
		}
		logger.Info("online games in PostgreSQL")
		return store, nil
	}
	if db == "" {
		dir, err := os.UserConfigDir()
		if err != nil {
			return nil, fmt.Errorf("no folder for the online games' database (give one with -db): %w", err)
		}
		db = filepath.Join(dir, "parlor", "online.db")
	}
	if err := os.MkdirAll(filepath.Dir(db), 0o755); err != nil {
		return nil, err
	}
	store, err := sqlite.Open(db)
	if err != nil {
		return nil, fmt.Errorf("the online games' database %s: %w", db, err)
	}
	logger.Info("online games in SQLite", "file", db)
	return store, nil
}

// rpOrigins are the origins of the pages that may use the passkeys of
// relying party id: https:// and id, and for localhost, which browsers
// take for a secure context over plain http, http://localhost and the
// port of addr (the site's own address) too.
func rpOrigins(id, addr string) []string {
	if id == "" {
		return nil
	}
	origins := []string{"https://" + id}
	if _, port, err := net.SplitHostPort(addr); err == nil && id == "localhost" {
		origins = append(origins, "http://localhost:"+port)
	}
	return origins
}
