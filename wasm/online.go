package main

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"time"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/postgres"
	"parlor/game/online/server"
	"parlor/game/online/sqlite"
)

// gameServer opens the online games' database at db — a PostgreSQL URL
// (postgres://…), which any number of servers may share, or an SQLite
// file, by default in the user's configuration folder — and returns the
// server of their rooms, and what closes both.
func gameServer(db, origins string) (http.Handler, func(), error) {
	store, err := openStore(db)
	if err != nil {
		return nil, nil, err
	}
	var allowed []string
	for _, o := range strings.Split(origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			allowed = append(allowed, o)
		}
	}
	s := server.New(server.Config{Store: store, Games: games.All(), Origins: allowed})
	return s, func() {
		s.Close()
		store.Close()
	}, nil
}

// openStore opens the store db names.
func openStore(db string) (online.Store, error) {
	if strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://") {
		ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
		defer cancel()
		store, err := postgres.Open(ctx, db)
		if err != nil {
			return nil, fmt.Errorf("the online games' database: %w", err)
		}
		log.Printf("online games in PostgreSQL")
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
	log.Printf("online games in %s", db)
	return store, nil
}
