package term

import (
	"bufio"
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/game/term/view"
)

// create starts the game on the server of the -online site: the seat of
// -seat is the player's, the -ai seats the computer's, every other an
// invite. It prints the links, then plays as Join does.
func (s *session) create(in io.Reader, out io.Writer) error {
	o := s.m.Options()
	names := o.Seats()
	if s.seat < 1 || s.seat > len(names) {
		return fmt.Errorf("-seat %d: %s has seats %s", s.seat, o.Game().Title, seatList(names))
	}
	if s.levels[s.seat-1] != nil {
		return fmt.Errorf("-seat %d is given to the computer by -ai", s.seat)
	}
	specs := make([]string, len(names))
	for i, l := range s.levels {
		switch {
		case i == s.seat-1:
			specs[i] = online.SeatYou
		case l != nil:
			specs[i] = l.Name
		default:
			specs[i] = online.SeatInvite
		}
	}
	op, err := client.Open(context.Background(), s.online, games.All(), client.Create(online.Spec{Game: o.String(), Seats: specs, Name: s.name, Clock: s.clock.String()}))
	if err != nil {
		return err
	}
	defer op.Close()
	created := op.Created
	site := strings.TrimSuffix(s.online, "/") + "/"
	if s.clock.Timed() {
		fmt.Fprintf(out, "game online: %s, %s\n", o.Heading(), s.clock.Label())
	} else {
		fmt.Fprintf(out, "game online: %s\n", o.Heading())
	}
	for i, name := range names {
		switch {
		case created.Tokens[i] != "":
			fmt.Fprintf(out, "your seat: %d (%s); to come back to it: parlor -join %s\n", i+1, name, client.Link{Site: site, Kind: client.LinkSeat, Key: created.Tokens[i]})
		case created.Invites[i] != "":
			fmt.Fprintf(out, "invite for seat %d (%s): %s\n", i+1, name, client.Link{Site: site, Kind: client.LinkJoin, Key: created.Invites[i]})
		default:
			fmt.Fprintf(out, "seat %d (%s): the computer, %s\n", i+1, name, specs[i])
		}
	}
	fmt.Fprintf(out, "to watch: %s\n", client.Link{Site: site, Kind: client.LinkWatch, Key: created.Watch})
	return play(s.views, op, lines(in), out)
}

// Join plays a game online from a link: an invite takes its seat (args
// may give -name NAME, what the others see), a seat's link comes back to
// it, a spectators' link watches. Moves and boards print as in a game in
// the terminal; the other players' moves print as "<seat> plays <move>"
// before the board, and in a game with a clock the clocks after it.
func Join(views view.Views, link string, args []string, in io.Reader, out io.Writer) error {
	flags := flag.NewFlagSet("parlor -join", flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	name := flags.String("name", "", "the name the other players see")
	var cf clockFlags
	cf.register(flags)
	if err := flags.Parse(args); err != nil || flags.NArg() > 0 {
		return fmt.Errorf("-join takes a link and, to take an invite, -name NAME; not %q", strings.Join(args, " "))
	}
	set := map[string]bool{}
	flags.Visit(func(f *flag.Flag) { set[f.Name] = true })
	if set["clock"] || set["days"] {
		return errors.New("-clock and -days are for a game made with -online or -quick: -join plays with the clock the game was made with")
	}
	l, err := client.ParseLink(link)
	if err != nil {
		return err
	}
	var hello protocol.Message = client.Hello(l.Key)
	if l.Kind == client.LinkJoin {
		hello = client.Join(l.Key, *name)
	}
	op, err := client.Open(context.Background(), l.Site, games.All(), hello)
	if err != nil {
		return err
	}
	defer op.Close()
	return play(views, op, lines(in), out)
}

// play runs a game online once it is open, until the game is over or the
// player types x; in are the lines typed.
func play(views view.Views, op *client.Session, in <-chan string, out io.Writer) error {
	g := op.Match().Options().Game()
	o := &onlineSession{s: op, t: op.Mirror(), g: g, out: bufio.NewWriter(out), running: -1, first: -1}
	v, err := views.New(g, remote{o})
	if err != nil {
		return err
	}
	o.v = v
	return o.run(in)
}

// lines reads in line by line into a channel, closed at the end.
func lines(in io.Reader) <-chan string {
	ch := make(chan string)
	go func() {
		defer close(ch)
		r := bufio.NewReader(in)
		for {
			text, err := r.ReadString('\n')
			if text != "" {
				ch <- strings.TrimSpace(text)
			}
			if err != nil {
				return
			}
		}
	}()
	return ch
}
