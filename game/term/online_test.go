//go:build !js

package term_test

import (
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"parlor/game"
	"parlor/game/games"
	"parlor/game/online/client"
	"parlor/game/online/onlinetest"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
	"parlor/game/online/sqlite"
	"parlor/game/term"
)

// screen is a terminal's output, read while it is written.
type screen struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *screen) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *screen) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// wait waits until the screen shows a match of re, and returns it; for at
// most onlinetest.Wait, generous for a busy machine.
func (s *screen) wait(t *testing.T, re *regexp.Regexp) []string {
	t.Helper()
	for deadline := time.Now().Add(onlinetest.Wait); time.Now().Before(deadline); time.Sleep(5 * time.Millisecond) {
		if m := re.FindStringSubmatch(s.String()); m != nil {
			return m
		}
	}
	t.Fatalf("the screen never showed %s:\n%s", re, s)
	return nil
}

// TestTwoTerminalsPlayEveryGameOnline plays every game between two
// terminals through a game server: one creates the game with -online, the
// other takes the invite it prints with -join, and each types its moves
// when its turn comes; a spectator follows. Both see every move, the
// other's printed as "<seat> plays <move>", and the end with the seed
// that matches the commitment.
func TestTwoTerminalsPlayEveryGameOnline(t *testing.T) {
	store, err := sqlite.Open(filepath.Join(t.TempDir(), "online.db"))
	if err != nil {
		t.Fatal(err)
	}
	srv := server.New(server.Config{Store: store, Games: games.All(), Rate: 1e4, Burst: 1e4, Logf: t.Logf})
	mux := http.NewServeMux()
	mux.Handle("/online", srv)
	hs := httptest.NewServer(mux)
	t.Cleanup(func() { hs.CloseClientConnections(); hs.Close(); srv.Close(); store.Close() })

	for i, g := range games.All() {
		t.Run(g.ID, func(t *testing.T) {
			var screens [2]*screen
			var inputs [2]*io.PipeWriter
			done := make(chan error, 2)
			run := func(k int, f func(in io.Reader, out io.Writer) error) {
				r, w := io.Pipe()
				screens[k], inputs[k] = &screen{}, w
				go func() { done <- f(r, screens[k]) }()
			}
			run(0, func(in io.Reader, out io.Writer) error {
				return term.Run(term.GameViews, g.ID, []string{"-online", hs.URL, "-name", "Ann"}, in, out)
			})
			invite := screens[0].wait(t, regexp.MustCompile(`invite for seat 2 \(([^)]+)\): (\S+)`))
			watch := screens[0].wait(t, regexp.MustCompile(`to watch: (\S+)`))[1]
			run(1, func(in io.Reader, out io.Writer) error {
				return term.Join(term.GameViews, invite[2], []string{"-name", "Bob"}, in, out)
			})
			screens[1].wait(t, regexp.MustCompile(`you play `+invite[1]))
			screens[0].wait(t, regexp.MustCompile(`at the table: .* “Ann” \(you\), `+regexp.QuoteMeta(invite[1])+` “Bob”`))

			t.Cleanup(func() {
				if t.Failed() {
					t.Logf("terminal 1:\n%s\nterminal 2:\n%s", screens[0], screens[1])
				}
			})
			l, err := client.ParseLink(watch)
			if err != nil {
				t.Fatal(err)
			}
			url, _ := client.SocketURL(hs.URL)
			spectator := onlinetest.Dial(t, url, protocol.Hello{Token: l.Key})
			rng := rand.New(rand.NewPCG(uint64(i), 11))
			moves, own := 0, [2]int{}
			others := playsLines(spectator.Table.Match.Options().Seats())
			for !spectator.Table.Match.State().Over() {
				st := spectator.Table.Match.State()
				mv, err := game.RandomMove(st, rng)
				if err != nil {
					t.Fatal(err)
				}
				n, k := spectator.Table.N, st.Turn()
				// Type the move once that terminal has shown every event.
				for deadline := time.Now().Add(onlinetest.Wait); own[k]+others.count(screens[k]) < n; time.Sleep(2 * time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatalf("terminal %d never showed event %d", k+1, n)
					}
				}
				io.WriteString(inputs[k], st.MoveString(mv)+"\n")
				if !spectator.CatchUp(t, n+1) {
					t.FailNow()
				}
				own[k]++
				moves++
			}
			if !spectator.CatchUp(t, spectator.Table.N) {
				t.FailNow()
			}
			for range 2 {
				select {
				case err := <-done:
					if err != nil {
						t.Fatal(err)
					}
				case <-time.After(onlinetest.Wait):
					t.Fatal("a terminal did not end with the game")
				}
			}
			for k, s := range screens {
				out := s.String()
				if strings.Contains(out, "error:") {
					t.Errorf("terminal %d printed an error:\n%s", k+1, out)
				}
				if !strings.Contains(out, "the game is over: "+spectator.Table.End.Result) || !strings.Contains(out, "matches the server's commitment") {
					t.Errorf("terminal %d did not print the end:\n%s", k+1, out[max(0, len(out)-600):])
				}
			}
			if other := strings.Count(screens[1].String(), spectator.Table.Players[0].Name+" plays "); other == 0 {
				t.Errorf("the second terminal printed none of the first's moves")
			}
			t.Logf("%d moves", moves)
			inputs[0].Close()
			inputs[1].Close()
		})
	}
}

// plays counts the lines "<seat> plays <move>" on a screen.
type plays struct{ re *regexp.Regexp }

func playsLines(seats []string) plays {
	return plays{regexp.MustCompile(`(?m)^(` + strings.Join(seats, "|") + `) plays `)}
}

func (p plays) count(s *screen) int { return len(p.re.FindAllString(s.String(), -1)) }
