package term

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"parlor/game"
	"parlor/game/cantstop"
)

var cantStopGame = Game{
	Name: "cantstop",
	Flags: func(fs *flag.FlagSet) func() (Session, error) {
		players := fs.Int("players", 2, "players, 2 to 4: Orange, Yellow, Green, Blue")
		seed := fs.Uint64("seed", 1, "seed for the dice: the same seed rolls the same dice")
		return func() (Session, error) {
			g, err := cantstop.New(*players)
			if err != nil {
				return nil, err
			}
			return &cantStopSession{g: g, dice: rand.New(rand.NewPCG(*seed, *seed))}, nil
		}
	},
}

// cantStopSession plays Can't Stop: r rolls, a number picks a choice, s
// stops.
type cantStopSession struct {
	g    *cantstop.Game
	dice *rand.Rand
}

func (s *cantStopSession) Start(w io.Writer) { s.show(w) }

func (s *cantStopSession) Line(line string, w io.Writer) {
	g := s.g
	m, err := g.ParseMove(line)
	if err == nil && m == cantstop.Roll {
		err = g.Play(m)
		if err == nil {
			err = game.Resolve(g, s.dice)
		}
		if err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
			return
		}
		ev := g.Last()
		fmt.Fprintf(w, "dice: %d %d %d %d\n", ev.Dice[0], ev.Dice[1], ev.Dice[2], ev.Dice[3])
		if ev.Kind == "bust" {
			fmt.Fprintf(w, "bust: %s\n", ev)
			s.show(w)
			return
		}
		for i, o := range g.Choices() {
			fmt.Fprintf(w, "%d: %s\n", i+1, o)
		}
		fmt.Fprintln(w, g.Prompt())
		return
	}
	if err == nil {
		err = g.Play(m)
	}
	if err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return
	}
	if ev := g.Last(); ev.Kind == "stop" {
		fmt.Fprintln(w, ev)
	}
	s.show(w)
}

func (s *cantStopSession) Quit(io.Writer) {}

// show prints the board and what comes next.
func (s *cantStopSession) show(w io.Writer) {
	fmt.Fprint(w, s.g.String())
	var won []string
	for p := range s.g.Players() {
		won = append(won, fmt.Sprintf("%s %d", cantstop.Color(p), s.g.Won(cantstop.Color(p))))
	}
	fmt.Fprintf(w, "columns won: %s\n", strings.Join(won, ", "))
	hint := ""
	switch {
	case s.g.Over():
	case s.g.CanStop():
		hint = " (r or s)"
	default:
		hint = " (r)"
	}
	fmt.Fprintln(w, s.g.Prompt()+hint)
}
