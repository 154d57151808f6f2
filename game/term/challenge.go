package term

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"parlor/game/clock"
	"parlor/game/games"
	"parlor/game/online/protocol"
	"parlor/game/term/view"
)

// Challenge challenges the profile named who to a game online and plays
// it: it signs in to the lobby of the game server of -online URL as
// Quick does, finds who among the profiles its profile follows (by
// name, in any case, or by her profile's id: names are not unique, and
// a name two of them share is refused), challenges her to game name
// with the options in args (as -quick takes them, but -any), says that
// it waits, and prints her answer: declined (with her reason), or the
// challenge lapsed, which end with ExitStatus 1; accepted, it plays the
// game as -online does. An empty line, x, or the end of in, while
// waiting cancels the challenge. The challenges others send the profile
// meanwhile are printed.
func Challenge(views view.Views, keys Keys, who string, args []string, in io.Reader, out io.Writer) error {
	if len(args) == 1 && isHelpArg(args[0]) {
		fmt.Fprint(out, challengeUsage)
		return nil
	}
	if len(args) == 0 || strings.HasPrefix(args[0], "-") {
		return fmt.Errorf("-challenge %s needs a game: parlor -challenge NAME GAME -online URL [options]", who)
	}
	g, err := games.Lookup(args[0])
	if err != nil {
		return err
	}
	q, err := parseQuick(g, args[1:], out)
	if err != nil {
		return err
	}
	if q.any {
		return errors.New("-challenge names the game's options: -any is for -quick")
	}
	ctx := context.Background()
	l, err := signIn(ctx, keys, q.site, q.name, out)
	if err != nil {
		return refused(err, out)
	}
	defer l.Close()
	w := &waiter{l: l, out: out}
	to, err := w.friendNamed(who)
	if err != nil {
		return err
	}
	if err := l.Challenge(to.ID, q.o.String(), q.clock, q.rated, ""); err != nil {
		return err
	}
	typed := lines(in)
	if err := w.challenge(typed, to, kindOf(q.rated, q.clock)); err != nil || !w.started {
		return err
	}
	return w.play(ctx, views, q.site, typed)
}

// kindOf is a game's kind as the waiting line says it: "rated" or
// "casual", and its clock.
func kindOf(rated bool, tc clock.Control) string {
	kind := "casual"
	if rated {
		kind = "rated"
	}
	if tc.Timed() {
		kind += ", " + tc.Label()
	}
	return kind
}

// friendNamed is the profile followed named who (in any case), or whose
// id is who: an error if none is, or several are.
func (w *waiter) friendNamed(who string) (protocol.ProfileInfo, error) {
	if err := w.l.Friends(); err != nil {
		return protocol.ProfileInfo{}, err
	}
	for listed := false; !listed; {
		m, ok := <-w.l.Incoming()
		if !ok {
			return protocol.ProfileInfo{}, errors.New("the connection to the game server is closed")
		}
		u := w.l.Take(m)
		if u.Refused != nil {
			fmt.Fprintf(w.out, "error: %s\n", u.Refused.Message)
			return protocol.ProfileInfo{}, ExitStatus(1)
		}
		_, listed = u.Payload.(protocol.FriendsList)
	}
	var named []protocol.ProfileInfo
	for _, f := range w.l.Following() {
		if f.Profile.ID == who {
			return f.Profile, nil
		}
		if strings.EqualFold(f.Profile.Name, who) {
			named = append(named, f.Profile)
		}
	}
	switch len(named) {
	case 1:
		return named[0], nil
	case 0:
		return protocol.ProfileInfo{}, fmt.Errorf("you follow no one named %q: follow her first (parlor -friends lists whom you follow), or give her profile's id", who)
	}
	var ids []string
	for _, p := range named {
		ids = append(ids, p.ID)
	}
	return protocol.ProfileInfo{}, fmt.Errorf("%d profiles you follow are named %q: give her profile's id (%s)", len(named), who, strings.Join(ids, ", "))
}

// challenge waits for the answer to the challenge sent to profile to, a
// game of kind: it says that it waits, and what became of it, and
// cancels it when the player stops waiting; accepted, it waits for the
// game's start (started).
func (w *waiter) challenge(typed <-chan string, to protocol.ProfileInfo, kind string) error {
	id := ""
	for {
		select {
		case line, ok := <-typed:
			if !ok {
				typed = nil // the end of input: cancel
			} else if line != "" && line != "x" && line != "X" {
				fmt.Fprintln(w.out, "error: the game has not started: press Enter or Ctrl-D to cancel the challenge")
				continue
			}
			if id != "" && !w.stopping && w.l.CancelChallenge(id) == nil {
				w.stopping = true
			}
		case m, ok := <-w.l.Incoming():
			if !ok {
				return errors.New("the connection to the game server is closed")
			}
			done, err := w.take(m)
			if done || err != nil {
				return err
			}
			c := w.last.Challenge
			if c == nil || c.From.ID != w.l.Me.ID || c.To.ID != to.ID || id != "" && c.ID != id {
				continue
			}
			switch c.State {
			case protocol.ChallengeOpen:
				if id == "" {
					id = c.ID
					fmt.Fprintf(w.out, "challenged %s (%s); waiting for her answer… press Enter or Ctrl-D to cancel\n", to.Name, kind)
				}
			case protocol.ChallengeAccepted:
				fmt.Fprintf(w.out, "%s accepts\n", to.Name)
			case protocol.ChallengeDeclined:
				fmt.Fprintf(w.out, "%s declines: %s\n", to.Name, strings.ReplaceAll(c.Reason, "-", " "))
				return ExitStatus(1)
			case protocol.ChallengeCancelled:
				fmt.Fprintln(w.out, "challenge cancelled")
				return nil
			case protocol.ChallengeLapsed:
				fmt.Fprintln(w.out, "the challenge lapsed: no answer in time")
				return ExitStatus(1)
			}
		}
	}
}

// incoming prints a challenge sent to the player while she waits.
func (w *waiter) incoming(c *protocol.ChallengeInfo) {
	if c != nil && c.To.ID == w.l.Me.ID && c.State == protocol.ChallengeOpen {
		fmt.Fprintf(w.out, "%s challenges you: %s (%s)\n", c.From.Name, c.Game, kindOf(c.Rated, c.Clock))
	}
}

// challengeUsage is what parlor -challenge NAME -h prints.
const challengeUsage = `usage: parlor -challenge NAME GAME -online URL [options]

Challenges NAME, a profile that this device's profile on the game server
of the Parlor site at URL follows (by her name, in any case, or her
profile's id), to a game of GAME, waits for her answer, and plays the game
in the terminal if she accepts. Enter (or x, or the end of input) while
waiting cancels the challenge. The game's options are -quick's (parlor
-quick GAME -h).

options:
  -online URL
    	the site whose game server she plays on (required)
  -rated
    	a rated game: it counts for both players' ratings
  -name NAME
    	the name of the profile made if this device keeps none for the
    	server (default $USER, or Player)
  -clock MIN+SEC
    	a real-time game: MIN minutes each and SEC seconds more a move
  -days N
    	a correspondence game: N days a move
`
