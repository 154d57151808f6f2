package main

import (
	"fmt"
	"log"
	"net/http"
	"os"
	"path/filepath"
	"strings"

	"parlor/game/online/server"
	"parlor/game/online/sqlite"
)

// gameServer opens the online games' database at db (or the default
// place) and returns the server of their rooms, and what closes both.
func gameServer(db, origins string) (http.Handler, func(), error) {
	if db == "" {
		dir, err := os.UserConfigDir()
		if err != nil {
			return nil, nil, fmt.Errorf("no folder for the online games' database (give one with -db): %w", err)
		}
		db = filepath.Join(dir, "parlor", "online.db")
	}
	if err := os.MkdirAll(filepath.Dir(db), 0o755); err != nil {
		return nil, nil, err
	}
	store, err := sqlite.Open(db)
	if err != nil {
		return nil, nil, fmt.Errorf("the online games' database %s: %w", db, err)
	}
	var allowed []string
	for _, o := range strings.Split(origins, ",") {
		if o = strings.TrimSpace(o); o != "" {
			allowed = append(allowed, o)
		}
	}
	s := server.New(server.Config{Store: store, Origins: allowed})
	log.Printf("online games in %s", db)
	return s, func() {
		s.Close()
		store.Close()
	}, nil
}
