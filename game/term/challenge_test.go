//go:build !js

package term_test

import (
	"errors"
	"io"
	"regexp"
	"strings"
	"testing"

	"parlor/game/clock"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/game/term"
)

// challengeFriends makes, on site, Ann's profile, kept in keys, who
// follows the profiles named in names (each a client signed in), and
// returns her lobby and theirs.
func challengeFriends(t *testing.T, site string, keys term.Keys, names ...string) (*client.Lobby, []*client.Lobby) {
	t.Helper()
	ann, err := client.OpenLobby(t.Context(), site, "", "Ann")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(ann.Close)
	if err := keys.Store(site, ann.Key); err != nil {
		t.Fatal(err)
	}
	var ls []*client.Lobby
	for _, name := range names {
		l, err := client.OpenLobby(t.Context(), site, "", name)
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(l.Close)
		if err := ann.Follow(l.Me.ID); err != nil {
			t.Fatal(err)
		}
		for len(ann.Following()) < len(ls)+1 {
			ann.Take(<-ann.Incoming())
		}
		ls = append(ls, l)
	}
	return ann, ls
}

// challenged reads l's messages until a challenge's news, open, and
// returns it.
func challenged(t *testing.T, l *client.Lobby) protocol.ChallengeInfo {
	t.Helper()
	for {
		u := l.Take(<-l.Incoming())
		if c := u.Challenge; c != nil && c.State == protocol.ChallengeOpen {
			return *c
		}
	}
}

// TestChallengeFromTheTerminal: -challenge bob, whom Ann follows, waits
// for his answer: declined, it says why and ends with status 1;
// accepted, the game starts and Ann plays it (her first board is
// enough); Ctrl-D while waiting cancels it.
func TestChallengeFromTheTerminal(t *testing.T) {
	site := lobbyServer(t)
	keys := term.Keys{Dir: t.TempDir()}
	_, ls := challengeFriends(t, site, keys, "Bob")
	bob := ls[0]
	run := func() *terminal {
		return start(func(in io.Reader, out io.Writer) error {
			return term.Challenge(term.GameViews, keys, "bob", []string{"connectfour", "-rules", "classic", "-online", site, "-rated"}, in, out)
		})
	}
	waiting := regexp.MustCompile(`challenged Bob \(rated\); waiting for her answer… press Enter or Ctrl-D to cancel\n`)

	tm := run()
	tm.out.wait(t, waiting)
	if err := bob.DeclineChallenge(challenged(t, bob).ID, "too-slow"); err != nil {
		t.Fatal(err)
	}
	var status term.ExitStatus
	if err := tm.end(t); !errors.As(err, &status) || !strings.HasSuffix(tm.out.String(), "Bob declines: too slow\n") {
		t.Errorf("declined: %v\n%s", err, tm.out)
	}
	tm.typed.Close()

	tm = run()
	tm.out.wait(t, waiting)
	c := challenged(t, bob)
	if !strings.HasPrefix(c.Game, "connectfour rules=classic ") || !c.Rated {
		t.Errorf("Bob is challenged to %+v", c)
	}
	if err := bob.AcceptChallenge(c.ID); err != nil {
		t.Fatal(err)
	}
	tm.out.wait(t, regexp.MustCompile(`Bob accepts\n(?s:.*)the game starts\n(?s:.*)you play (Red|Yellow)`))
	tm.typed.Close() // the game goes on without her: the server's end closes it

	tm = run()
	tm.out.wait(t, waiting)
	challenged(t, bob)
	tm.typed.Close()
	if err := tm.end(t); err != nil || !strings.HasSuffix(tm.out.String(), "challenge cancelled\n") {
		t.Errorf("cancelled: %v\n%s", err, tm.out)
	}
}

// TestChallengeNamesOneProfile: a name no profile followed has, or two
// have, is refused, saying so; a profile's id is taken.
func TestChallengeNamesOneProfile(t *testing.T) {
	site := lobbyServer(t)
	keys := term.Keys{Dir: t.TempDir()}
	_, ls := challengeFriends(t, site, keys, "Bob", "BOB", "Cy")
	for _, c := range []struct{ who, want string }{
		{"dee", `you follow no one named "dee"`},
		{"bob", `2 profiles you follow are named "bob": give her profile's id (` + ls[0].Me.ID + ", " + ls[1].Me.ID + ")"},
	} {
		var out strings.Builder
		err := term.Challenge(term.GameViews, keys, c.who, []string{"kalah", "-online", site}, strings.NewReader(""), &out)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("-challenge %s: %v, want %q", c.who, err, c.want)
		}
	}
	tm := start(func(in io.Reader, out io.Writer) error {
		return term.Challenge(term.GameViews, keys, ls[1].Me.ID, []string{"kalah", "-online", site, "-days", "3"}, in, out)
	})
	defer tm.typed.Close()
	tm.out.wait(t, regexp.MustCompile(`challenged BOB \(casual, 3 days a move\); waiting`))
	if c := challenged(t, ls[1]); c.Clock != (clock.Control{Days: 3}) {
		t.Errorf("BOB is challenged to %+v", c)
	}
}

// TestQuickPrintsIncomingChallenges: a terminal waiting for a quick
// game prints a challenge sent to its profile.
func TestQuickPrintsIncomingChallenges(t *testing.T) {
	site := lobbyServer(t)
	keys := term.Keys{Dir: t.TempDir()}
	ann, _ := challengeFriends(t, site, keys)
	cy, err := client.OpenLobby(t.Context(), site, "", "Cy")
	if err != nil {
		t.Fatal(err)
	}
	defer cy.Close()
	tm := start(func(in io.Reader, out io.Writer) error {
		return term.Quick(term.GameViews, keys, "yote", []string{"-online", site}, in, out)
	})
	defer tm.typed.Close()
	tm.out.wait(t, regexp.MustCompile(`waiting for a player`))
	if err := cy.Challenge(ann.Me.ID, "kalah", clock.MustParse("5+3"), true, protocol.FirstChallenged); err != nil {
		t.Fatal(err)
	}
	tm.out.wait(t, regexp.MustCompile(`Cy challenges you: kalah houses=6 seeds=4 \(rated, 5 min \+ 3 s\)\n`))
}
