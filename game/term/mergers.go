package term

import (
	"flag"
	"fmt"
	"io"
	"math/rand/v2"
	"strings"

	"parlor/game"
	"parlor/game/mergers"
)

var mergersGame = Game{
	Name: "mergers",
	Flags: func(fs *flag.FlagSet) func() (Session, error) {
		mode := fs.String("mode", "simple", "simple (2 to 6 players, first group of 41 wins) or advanced (3 to 6 players, companies and shares)")
		players := fs.Int("players", 2, "number of players")
		seed := fs.Uint64("seed", 1, "seed for the pile of positions in the advanced game")
		return func() (Session, error) {
			var m mergers.Mode
			switch strings.ToLower(*mode) {
			case "simple":
				m = mergers.Simple
			case "advanced":
				m = mergers.Advanced
			default:
				return nil, fmt.Errorf("unknown mode %q: choose simple or advanced", *mode)
			}
			g, err := mergers.New(mergers.Options{Mode: m, Players: *players})
			if err != nil {
				return nil, err
			}
			s := &mergersSession{g: g, pile: rand.New(rand.NewPCG(*seed, *seed))}
			if err := game.Resolve(g, s.pile); err != nil {
				return nil, err
			}
			return s, nil
		}
	},
}

// mergersSession plays Mergers: a position to place; in the advanced game
// a buy line after every placement ("buy A 2, C 1", or "buy" for none).
type mergersSession struct {
	g    *mergers.Game
	pile *rand.Rand
}

func (s *mergersSession) Start(w io.Writer) {
	fmt.Fprint(w, s.g.String())
	s.prompt(w)
}

func (s *mergersSession) Line(line string, w io.Writer) {
	g := s.g
	buying := g.Buying()
	m, err := g.ParseMove(line)
	if err == nil {
		err = g.Play(m)
	}
	if err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return
	}
	if !buying {
		s.placed(w)
		return
	}
	if b := g.Bought(); len(b) > 0 {
		fmt.Fprintf(w, "player %d bought %s\n", (g.Mover()+g.Players()-1)%g.Players()+1, strings.TrimPrefix(g.MoveString(mergers.BuyMove(b)), "buy "))
	}
	if err := game.Resolve(g, s.pile); err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		return
	}
	for _, d := range g.Draws() {
		if d.Discarded {
			fmt.Fprintf(w, "discarded %s: it cannot be placed\n", d.Pos)
		} else {
			fmt.Fprintf(w, "drew %s\n", d.Pos)
		}
	}
	if g.Over() {
		fmt.Fprint(w, g.String())
	}
	s.prompt(w)
}

// placed reports a placement: mergers and payouts, the board, and what next.
func (s *mergersSession) placed(w io.Writer) {
	g := s.g
	pl := g.Last()
	for k, mg := range pl.Merges {
		into, _ := g.Group(mg.Into)
		fmt.Fprintf(w, "%c (%s, %d tiles) merges into %c (%s)", mg.Absorbed.Symbol, mg.Absorbed.Name, mg.Absorbed.Size, mg.Into, into.Name)
		if g.Options().Mode == mergers.Advanced {
			var paid []string
			for i, amount := range pl.Payouts[k] {
				if amount > 0 {
					paid = append(paid, fmt.Sprintf("player %d $%d", i+1, amount))
				}
			}
			if len(paid) == 0 {
				paid = []string{"nobody held shares"}
			}
			fmt.Fprintf(w, ": $%d a share; paid %s", mergers.Value(mg.Absorbed.Size), strings.Join(paid, ", "))
		}
		fmt.Fprintln(w)
	}
	fmt.Fprint(w, g.String())
	s.prompt(w)
}

// prompt says what comes next, or how the game ended.
func (s *mergersSession) prompt(w io.Writer) {
	g := s.g
	switch {
	case g.Over():
		fmt.Fprintln(w, s.result())
	case g.Buying():
		fmt.Fprintf(w, "player %d: buy up to %d shares (like buy A 2, C 1), or buy for none\n", g.Mover()+1, mergers.MaxBuy)
	case g.Options().Mode == mergers.Advanced:
		fmt.Fprintf(w, "player %d: place one of %s\n", g.Mover()+1, offered(g))
	default:
		fmt.Fprintf(w, "player %d: place a tile (like C3)\n", g.Mover()+1)
	}
}

// offered lists the offered positions that can be placed.
func offered(g *mergers.Game) string {
	var ps []string
	for _, p := range g.Offered() {
		if g.Check(p) == nil {
			ps = append(ps, p.String())
		}
	}
	return strings.Join(ps, " ")
}

// result says who won and why.
func (s *mergersSession) result() string {
	g := s.g
	var ws []string
	for _, i := range g.Winners() {
		ws = append(ws, fmt.Sprintf("player %d", i+1))
	}
	who := strings.Join(ws, " and ")
	if len(ws) == 1 {
		who += " wins"
	} else {
		who += " tie"
	}
	if g.Options().Mode == mergers.Simple {
		return fmt.Sprintf("%s: %s", who, g.EndReason())
	}
	var money []string
	for i := range g.Players() {
		money = append(money, fmt.Sprintf("player %d $%d", i+1, g.Player(i).Cash))
	}
	return fmt.Sprintf("the game is over: %s; everyone sold her shares: %s; %s", g.EndReason(), strings.Join(money, ", "), who)
}

func (s *mergersSession) Quit(io.Writer) {}
