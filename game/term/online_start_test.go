//go:build !js

package term_test

import (
	"io"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/online/server"
	"parlor/game/online/sqlite"
	"parlor/game/term"
)

// TestTheOpeningDealShowsOnline: advanced Mergers begins with eight tiles
// drawn before anyone moves; a terminal playing it online shows them
// offered, and takes one of them as its first move.
func TestTheOpeningDealShowsOnline(t *testing.T) {
	store, err := sqlite.Open(filepath.Join(t.TempDir(), "online.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv := server.New(server.Config{Store: store, Games: games.All(), Logf: t.Logf})
	mux := http.NewServeMux()
	mux.Handle("/online", srv)
	hs := httptest.NewServer(mux)
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close(); srv.Close(); store.Close() })

	in, typed := io.Pipe()
	out := &screen{}
	done := make(chan error, 1)
	go func() {
		done <- term.Run(term.GameViews, "mergers", []string{"-mode", "advanced", "-players", "3", "-ai", "2=easy", "-ai", "3=easy", "-online", hs.URL}, in, out)
	}()
	t.Cleanup(func() {
		io.WriteString(typed, "x\n") // leave
		typed.Close()
		select {
		case <-done:
		case <-time.After(time.Minute):
			t.Error("the terminal did not end when told to leave")
		}
		if t.Failed() {
			t.Logf("the terminal:\n%s", out)
		}
	})
	offer := out.wait(t, regexp.MustCompile(`place one of ((?:[A-I]\d+ ){7}[A-I]\d+)`))
	first := regexp.MustCompile(`[A-I]\d+`).FindString(offer[1])
	io.WriteString(typed, first+"\n")
	out.wait(t, regexp.MustCompile(`player 1: buy up to 3 shares`))
}
