package term

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"

	"parlor/game/catalog"
	"parlor/game/clock"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/term/view"
)

// quickArgs are the flags of -quick GAME: the game's options, and the
// game server's site, rated or not, any options of the family, the name
// of a profile made, and the clock asked for.
type quickArgs struct {
	o     catalog.Options
	site  string
	rated bool
	any   bool
	name  string
	clock clock.Control
}

// parseQuick reads the flags of -quick with game g from args; -h writes
// the usage to out and returns flag.ErrHelp.
func parseQuick(g *catalog.Game, args []string, out io.Writer) (quickArgs, error) {
	var q quickArgs
	flags := flag.NewFlagSet("parlor -quick "+g.ID, flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	flags.Usage = func() {} // -h is answered below; a mistake, in the error
	opts := g.Flags(flags)
	flags.StringVar(&q.site, "online", "", "the site whose game server pairs the players")
	flags.BoolVar(&q.rated, "rated", false, "a rated game")
	flags.BoolVar(&q.any, "any", false, "any options of the game's family")
	flags.StringVar(&q.name, "name", "", "the name of the profile made")
	var cf clockFlags
	cf.register(flags)
	if err := opts.Parse(args, "-quick", out, quickUsage); err != nil {
		return q, err
	}
	if q.site == "" {
		return q, fmt.Errorf("-quick %s needs -online URL: the site whose game server pairs the players", g.ID)
	}
	if _, err := client.SocketURL(q.site); err != nil {
		return q, err
	}
	set := map[string]bool{}
	flags.Visit(func(f *flag.Flag) { set[f.Name] = true })
	tc, err := cf.control(set)
	if err != nil {
		return q, err
	}
	q.clock = tc
	o, err := opts.Options()
	if err == nil {
		_, err = o.New() // options allowed each may still not go together
	}
	if err != nil {
		return q, err
	}
	q.o = o
	if q.name == "" {
		q.name = os.Getenv("USER")
	}
	if name, e := online.CleanName(q.name); e != nil || name == "" {
		q.name = "Player"
	}
	return q, nil
}

// quickUsage writes the options of -quick with game g.
func quickUsage(w io.Writer, g *catalog.Game) {
	fmt.Fprintf(w, "usage: parlor -quick %s -online URL [options]\n\n", g.ID)
	fmt.Fprintf(w, `Asks the game server of the Parlor site at URL for a game of %s with
another player who asks for one, and plays it in the terminal as -online
does. It signs in with the profile this device keeps for that server, or
makes one and keeps its key. Enter (or x, or the end of input) while
waiting stops looking.

options:
`, g.Title)
	g.WriteUsage(w)
	fmt.Fprint(w, `  -online URL
    	the site whose game server pairs the players (required)
  -rated
    	a rated game: it counts for both players' ratings
  -any
    	any options of the game's family will do, not only these
  -name NAME
    	the name of the profile made if this device keeps none for the
    	server (default $USER, or Player)
  -clock MIN+SEC
    	a real-time game: MIN minutes each (1/4, 1/2, 1, 2, 3, 5, 10, 15 or
    	30) and SEC seconds more after each move (0 to 30), as in -clock 5+3;
    	you are paired with a player who asks for the same clock
  -days N
    	a correspondence game: N days a move (1, 2, 3, 5 or 7)
`)
}

// Quick plays a quick game online: it signs in to the lobby of the game
// server of -online URL with the profile keys keeps for it (or makes one
// and keeps its key), asks to be paired for game name with the options in
// args (as -text takes them; -rated, -any; -clock or -days for a clock),
// says who comes and goes at its table, and once the table is full plays
// the game as -online does. An empty line, x, or the end of in, while
// waiting stops looking. A server's refusal is printed as an "error:" line
// and ends with ExitStatus 1.
func Quick(views view.Views, keys Keys, name string, args []string, in io.Reader, out io.Writer) error {
	g, err := games.Lookup(name)
	if err != nil {
		return err
	}
	q, err := parseQuick(g, args, out)
	if err != nil {
		return err
	}
	ctx := context.Background()
	l, err := signIn(ctx, keys, q.site, q.name, out)
	if err != nil {
		return refused(err, out)
	}
	defer l.Close()
	if err := l.Quick(lobby.SeekSpec{Game: q.o.String(), Any: q.any, Rated: q.rated, Clock: q.clock}); err != nil {
		return err
	}
	kind, whom := kindOf(q.rated, q.clock), "a player"
	if len(q.o.Seats()) > 2 {
		whom = "players"
	}
	fmt.Fprintf(out, "waiting for %s (%s)… press Enter or Ctrl-D to stop\n", whom, kind)
	typed := lines(in)
	w := &waiter{l: l, out: out}
	if err := w.wait(typed); err != nil || !w.started {
		return err
	}
	return w.play(ctx, views, q.site, typed)
}

// play plays the game the player's table started, in its room on the
// game server of site, as -online does, once she has left the lobby.
func (w *waiter) play(ctx context.Context, views view.Views, site string, typed <-chan string) error {
	op, err := client.Open(ctx, site, games.All(), w.l.Hello())
	if err != nil {
		return refused(err, w.out)
	}
	defer op.Close()
	w.l.Close()
	return play(views, op, typed, w.out)
}

// signIn opens the lobby of site's server as the profile keys keeps for
// it, or as a new profile named name, whose key it keeps. A key the
// server does not know (its profiles were lost) is replaced by a new
// profile's.
func signIn(ctx context.Context, keys Keys, site, name string, out io.Writer) (*client.Lobby, error) {
	if key := keys.Load(site); key != "" {
		l, err := client.OpenLobby(ctx, site, key, "")
		var e *online.Error
		if !errors.As(err, &e) || e.Code != online.ErrBadToken {
			return l, err
		}
		fmt.Fprintf(out, "the server knows no profile by the key kept in %s: making a new one\n", keys.File(site))
	}
	l, err := client.OpenLobby(ctx, site, "", name)
	if err != nil {
		return nil, err
	}
	if err := keys.Store(site, l.Key); err != nil {
		l.Close()
		return nil, err
	}
	fmt.Fprintf(out, "your profile: %s — to use it on another device open %s\n", l.Me.Name, l.ProfileLink())
	return l, nil
}

// waiter follows the lobby while the player waits at her table: it says
// who comes and goes, and stands when she stops looking.
type waiter struct {
	l   *client.Lobby
	out io.Writer

	started  bool // the table is full: its game starts
	stopping bool // the player stops looking
	stood    bool // the stand is sent
	down     bool // the connection dropped and is being dialled again
	// last is what the last message taken changed.
	last client.LobbyUpdate
}

// wait reads the lines typed and the lobby's messages until the table
// starts (started), the player has stopped looking, or it failed.
func (w *waiter) wait(typed <-chan string) error {
	for {
		select {
		case line, ok := <-typed:
			if !ok {
				typed = nil // the end of input: stop
			} else if line != "" && line != "x" && line != "X" {
				fmt.Fprintln(w.out, "error: the game has not started: press Enter or Ctrl-D to stop looking")
				continue
			}
			w.stopping = true
			w.stand()
		case m, ok := <-w.l.Incoming():
			if !ok {
				return errors.New("the connection to the game server is closed")
			}
			if done, err := w.take(m); done || err != nil {
				return err
			}
		}
	}
}

// stand sends the stand once the player, stopping, sits at a table.
func (w *waiter) stand() {
	if w.stopping && !w.stood && w.l.Sitting.On() && w.l.Stand() == nil {
		w.stood = true
	}
}

// take plays a message of the lobby and says whether the wait is over.
func (w *waiter) take(m client.Message) (done bool, err error) {
	before := w.l.Sitting
	u := w.l.Take(m)
	w.last = u
	w.incoming(u.Challenge)
	_, watching := m.Payload.(protocol.Tables)
	_, seated := m.Payload.(protocol.Seated)
	_, ack := m.Payload.(protocol.Ack)
	t, isTable := m.Payload.(protocol.Table)
	switch {
	case u.Down:
		w.down, w.stood = true, false
		fmt.Fprintln(w.out, "connection lost: reconnecting…")
		return false, nil
	case watching && w.down:
		w.down = false
		fmt.Fprintln(w.out, "reconnected")
		w.stand()
	case u.Refused != nil && w.stopping && w.l.Sitting.On():
		// the stand came too late: the table is full, and its start follows
	case u.Refused != nil:
		fmt.Fprintf(w.out, "error: %s\n", u.Refused.Message)
		if !w.l.Sitting.On() {
			return true, ExitStatus(1) // the quick was refused
		}
	case seated:
		w.seated()
		w.stand()
	case ack && w.stood:
		fmt.Fprintln(w.out, "stopped looking")
		return true, nil
	case isTable && before.On() && t.Table.ID == before.Table.ID:
		w.changes(before.Table, t.Table)
	}
	switch {
	case u.Started:
		fmt.Fprintln(w.out, "the game starts")
		w.started = true
		return true, nil
	case u.Closed && w.stopping:
		fmt.Fprintln(w.out, "stopped looking")
		return true, nil
	case u.Closed:
		fmt.Fprintln(w.out, "the server closed your table: you were away too long")
		return true, ExitStatus(1)
	}
	return false, nil
}

// seated says who is at the table the player sat at, besides her.
func (w *waiter) seated() {
	var others []string
	for _, s := range w.l.Sitting.Table.Seats {
		if s.Kind == online.KindPerson && s.Profile != w.l.Me.ID {
			others = append(others, sitter(s)+" as "+s.Name)
		}
	}
	if len(others) > 0 {
		fmt.Fprintf(w.out, "at the table: %s\n", strings.Join(others, ", "))
	}
}

// changes says who sat at the player's table, and who left it.
func (w *waiter) changes(before, after protocol.TableInfo) {
	for i, s := range after.Seats {
		var was protocol.TableSeatInfo
		if i < len(before.Seats) {
			was = before.Seats[i]
		}
		if was.Profile == s.Profile {
			continue
		}
		if was.Kind == online.KindPerson && was.Profile != w.l.Me.ID {
			fmt.Fprintf(w.out, "%s leaves\n", was.Player)
		}
		if s.Kind == online.KindPerson && s.Profile != w.l.Me.ID {
			fmt.Fprintf(w.out, "%s sits as %s\n", sitter(s), s.Name)
		}
	}
}
