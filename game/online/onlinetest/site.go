//go:build !js

package onlinetest

import (
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"testing"

	"parlor/game/games"
	"parlor/game/online/server"
	"parlor/game/online/sqlite"
)

// Site runs a game server with config c on a new SQLite file in a
// temporary folder (c's Store, Games and Logf are set here: Parlor's
// games, the test's log) until the test ends, and returns its site's
// address ("http://127.0.0.1:port/"), whose /online it serves.
func Site(t testing.TB, c server.Config) string {
	t.Helper()
	store, err := sqlite.Open(filepath.Join(t.TempDir(), "online.db"))
	if err != nil {
		t.Fatal(err)
	}
	c.Store, c.Games, c.Logf = store, games.All(), t.Logf
	srv := server.New(c)
	mux := http.NewServeMux()
	mux.Handle("/online", srv)
	hs := httptest.NewServer(mux)
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close(); srv.Close(); store.Close() })
	return hs.URL + "/"
}
