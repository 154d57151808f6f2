package term

import (
	"bufio"
	"errors"
	"fmt"
	"strings"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/game/term/view"
)

// onlineSession is a game in the terminal whose match is on a server.
type onlineSession struct {
	s   *client.Session
	t   *client.Mirror // the session's
	g   *catalog.Game
	v   view.View
	out *bufio.Writer

	awaiting int // the event the player's move will be, while it is sent
	running  int // the seat whose time ran at the last clock line, -1 for none
	first    int // the seat whose first move was due then, -1 for none
}

// run reads the player's lines and the server's messages until the game
// is over or the player types x. At the end of input it follows the game
// to its end.
func (o *onlineSession) run(in <-chan string) error {
	defer o.out.Flush()
	o.intro()
	o.v.Start(o.out)
	o.clocks()
	for o.out.Flush() == nil && o.t.End == nil {
		select {
		case line, ok := <-in:
			if !ok {
				in = nil // nothing more to type: watch on
				continue
			}
			if line == "x" || line == "X" {
				o.v.Quit(o.out)
				return nil
			}
			if line != "" {
				o.line(line)
			}
		case m, ok := <-o.s.Incoming():
			_, refused, err := o.receive(m, ok)
			if err != nil {
				return err
			}
			if refused != nil {
				fmt.Fprintf(o.out, "error: %s\n", refused.Message)
			}
		}
	}
	return nil
}

// intro says who the player is, and the game's clock if it has one.
func (o *onlineSession) intro() {
	if o.t.Seat < 0 {
		fmt.Fprintln(o.out, "you are watching")
	} else {
		fmt.Fprintf(o.out, "you play %s\n", o.name(o.t.Seat))
	}
	if o.t.Clock.Timed() {
		fmt.Fprintf(o.out, "the clock: %s\n", o.t.Clock.Label())
	}
}

// clocks prints, in a game with a clock, the clock line: each seat's time
// left and whose runs (clocks.String).
func (o *onlineSession) clocks() {
	if c, ok := tableClocks(o.t, o.t.Match.Options().Seats(), o.t.Now()); ok {
		fmt.Fprintln(o.out, c)
		o.running, o.first = c.running, firstDue(c)
	}
}

// firstDue is the seat whose first move c says is due, -1 for none.
func firstDue(c clocks) int {
	if c.grace > 0 {
		return c.first
	}
	return -1
}

// line plays one line: an answer to an undo asked, a command, or a move.
func (o *onlineSession) line(line string) {
	switch strings.ToLower(line) {
	case "yes", "no":
		if o.t.Asking < 0 || o.t.Asking == o.t.Seat {
			fmt.Fprintln(o.out, "error: no one is asking to take a move back")
			return
		}
		o.request(func(s *client.Session) error { return s.Answer(strings.EqualFold(line, "yes")) })
	case "undo":
		if o.t.Seat < 0 {
			fmt.Fprintln(o.out, "error: spectators watch; they do not take moves back")
			return
		}
		if o.request((*client.Session).Undo) {
			fmt.Fprintln(o.out, "asked to take back a move")
		}
	case "help":
		help(o.out, o.g)
		fmt.Fprint(o.out, onlineCommands)
		o.v.Ask(o.out)
	case "redo", "hint", "analyze":
		fmt.Fprintf(o.out, "error: %s is for games played here, not online\n", strings.ToLower(line))
	default:
		if o.v.Play(line, o.out) {
			o.clocks()
		}
	}
}

// onlineCommands are the commands of a game online, printed after help's.
const onlineCommands = `online:
  undo   ask the other players to take back your last move
  yes, no  answer a player who asks to take back a move
`

// request sends a request by send (one of the session's typed calls:
// Undo, Answer…) at the room's last event, in flight until answered,
// and reports whether it went.
func (o *onlineSession) request(send func(*client.Session) error) bool {
	if err := send(o.s); err != nil {
		fmt.Fprintln(o.out, "error: the connection to the game server is down: ask again when it is back")
		return false
	}
	return true
}

// receive plays a server's message, prints what it did and returns the
// events it played and the server's refusal of the pending message, if
// it was refused. With ok false (the session's messages ended) it
// returns the error that the connection is closed.
func (o *onlineSession) receive(m client.Message, ok bool) ([]online.Event, *online.Error, error) {
	if !ok {
		return nil, nil, errors.New("the connection to the game server is closed")
	}
	asking := o.t.Asking
	u := o.s.Take(m)
	if u.Down {
		fmt.Fprintln(o.out, "connection lost: reconnecting…")
		return nil, nil, nil
	}
	if u.Broken != nil {
		return nil, nil, fmt.Errorf("the game here and on the server differ: %w", u.Broken)
	}
	if _, ok := m.Payload.(protocol.Welcome); ok {
		fmt.Fprintln(o.out, "reconnected")
	}
	played, refused := u.Played, u.Refused
	for _, e := range played {
		o.show(e)
	}
	switch m := m.Payload.(type) {
	case protocol.UndoAsked:
		if o.t.Asking != o.t.Seat && o.t.Asking >= 0 && asking != o.t.Asking && o.t.Seat >= 0 {
			if o.t.Offer == online.KindDraw {
				fmt.Fprintf(o.out, "%s offers a draw: type yes or no\n", o.name(o.t.Asking))
			} else {
				fmt.Fprintf(o.out, "%s asks to take back a move: type yes or no\n", o.name(o.t.Asking))
			}
		}
	case protocol.UndoRefused:
		if m.By != o.t.Seat {
			fmt.Fprintf(o.out, "%s refused to take back the move\n", o.name(m.By))
		}
	case protocol.Seats:
		fmt.Fprintln(o.out, o.seats())
		// A clock starts or stops, or a first move comes due: the last seat
		// is taken, the computer plays on.
		if c, ok := tableClocks(o.t, o.t.Match.Options().Seats(), o.t.Now()); ok && (c.running != o.running || firstDue(c) != o.first) {
			o.clocks()
		}
	case protocol.End:
		fmt.Fprintf(o.out, "the game is over: %s. The dice and tiles came from seed %s, which matches the server's commitment at the start.\n", m.Result, m.Seed)
		for _, r := range m.Ratings { // a rated game's
			fmt.Fprintf(o.out, "%s: %s → %s\n", o.player(r.Seat), r.Before, r.After)
		}
	}
	return played, refused, nil
}

// show prints an event: another player's move, one line, then the board
// (and in a game with a clock the clock line); an undo, likewise. The
// player's own move the view has printed, unless it came back with a
// reconnect. A seat's time run out is one line: "<seat> ran out of time"
// where that ends the game (its end follows), "<seat> ran out of time:
// the computer plays on (medium)" where it goes on (the next board shows
// the clocks).
func (o *onlineSession) show(e online.Event) {
	switch {
	case e.Kind == online.KindResign:
		fmt.Fprintf(o.out, "%s resigns\n", o.name(e.Seat))
		return
	case e.Kind == online.KindDraw:
		fmt.Fprintln(o.out, "a draw, agreed")
		return
	case e.Kind == online.KindFlag && len(o.t.Match.Options().Seats()) == 2: // the game ends: its end follows
		fmt.Fprintf(o.out, "%s ran out of time\n", o.name(e.Seat))
		return
	case e.Kind == online.KindFlag: // a game of three or more goes on
		fmt.Fprintf(o.out, "%s ran out of time: the computer plays on (%s)\n", o.name(e.Seat), online.FlagLevel)
		return
	case e.Kind == online.KindAbort: // the game ends: its end follows
		fmt.Fprintf(o.out, "%s made no first move in time\n", o.name(e.Seat))
		return
	case e.Kind == online.KindUndo:
		fmt.Fprintf(o.out, "%s took back moves\n", o.name(e.Seat))
	case e.Seat != o.t.Seat || o.awaiting == 0:
		fmt.Fprintf(o.out, "%s plays %s\n", o.name(e.Seat), e.Lines[0])
	default:
		return
	}
	o.v.Cancel()
	o.v.Show(o.out)
	o.clocks()
}

// seats says who is at the table.
func (o *onlineSession) seats() string {
	var s []string
	for i, p := range o.t.Players {
		who := p.Name
		if p.Player != "" {
			who += " “" + p.Player + "”"
		}
		switch {
		case p.Kind == online.KindComputer:
			who += " (computer, " + p.Level + ")"
		case p.Kind == online.KindOpen:
			who += " (invited)"
		case i == o.t.Seat:
			who += " (you)"
		case !p.Online:
			who += " (away)"
		}
		s = append(s, who)
	}
	return "at the table: " + strings.Join(s, ", ")
}

// player is what seat's person goes by, else the seat's name.
func (o *onlineSession) player(seat int) string {
	if seat >= 0 && seat < len(o.t.Players) && o.t.Players[seat].Player != "" {
		return o.t.Players[seat].Player
	}
	return o.name(seat)
}

// name is seat's name.
func (o *onlineSession) name(seat int) string {
	if names := o.t.Match.Options().Seats(); seat >= 0 && seat < len(names) {
		return names[seat]
	}
	return "a spectator"
}

// remote is the match a view plays through online: it reads the table's
// mirror and sends its moves to the server, waiting for the answer.
type remote struct{ o *onlineSession }

func (r remote) State() game.State   { return r.o.t.Match.State() }
func (r remote) Plies() int          { return r.o.t.Match.Plies() }
func (r remote) At(i int) game.State { return r.o.t.Match.At(i) }

// PlayText reads a move and plays it.
func (r remote) PlayText(s string) error {
	mv, err := r.State().ParseMove(s)
	if err != nil {
		return err
	}
	return r.Play(mv)
}

// Play checks mv here as the engine would, sends it, and waits until the
// server has taken it (and sent its event) or refused it.
func (r remote) Play(mv game.Move) error {
	o := r.o
	st := o.t.Match.State()
	switch {
	case o.t.Seat < 0:
		return errors.New("spectators watch; they do not move")
	case st.Over():
		return errors.New("the game is over")
	case !o.t.MyTurn():
		return fmt.Errorf("it is %s's turn, not yours", o.name(int(st.Turn())))
	}
	n := o.t.N
	if _, queued, err := o.s.Play(mv); err != nil {
		return err
	} else if queued {
		fmt.Fprintln(o.out, "connection lost: it will be sent when the game server is back")
	}
	o.awaiting = n + 1
	defer func() { o.awaiting = 0 }()
	for {
		m, ok := <-o.s.Incoming()
		played, refused, err := o.receive(m, ok)
		if err != nil {
			return err
		}
		if refused != nil {
			return errors.New(refused.Message)
		}
		for _, e := range played {
			if e.N == n+1 {
				switch {
				case e.Seat == o.t.Seat && e.Kind == online.KindMove:
					return nil
				case e.Seat == o.t.Seat && e.Kind == online.KindFlag:
					return errors.New("your time ran out before your move reached the game server")
				case e.Seat == o.t.Seat && e.Kind == online.KindAbort:
					return errors.New("the time for your first move ran out before it reached the game server")
				}
				return errors.New("the game moved on before your move reached it: play again")
			}
		}
	}
}
