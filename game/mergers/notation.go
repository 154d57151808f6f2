package mergers

import (
	"fmt"
	"sort"
	"strings"

	"parlor/game"
)

func posList(ps []Pos) string {
	var s []string
	for _, p := range ps {
		s = append(s, p.String())
	}
	return strings.Join(s, " ")
}

// MoveString writes a move as the terminal takes it: "C3", "buy A 2, C 1",
// "buy", or "draw C3".
func (g *Game) MoveString(m game.Move) string {
	switch int(m) & 3 {
	case kindPlace:
		return posAt(int(m) >> 2).String()
	case kindDraw:
		return "draw " + posAt(int(m)>>2).String()
	}
	want, err := decodeBuy(m)
	if err != nil {
		return "buy ?"
	}
	return buyString(want)
}

// buyString writes shares as "buy A 2, C 1", or "buy" for none.
func buyString(shares map[byte]int) string {
	var syms []byte
	for s, n := range shares {
		if n > 0 {
			syms = append(syms, s)
		}
	}
	sort.Slice(syms, func(i, j int) bool { return strings.IndexByte(symbols, syms[i]) < strings.IndexByte(symbols, syms[j]) })
	var parts []string
	for _, s := range syms {
		parts = append(parts, fmt.Sprintf("%c %d", s, shares[s]))
	}
	if len(parts) == 0 {
		return "buy"
	}
	return "buy " + strings.Join(parts, ", ")
}

// ParseMove reads a position ("C3"), a buy ("buy A 2, C 1", "buy A, C",
// "buy" for none), or "draw C3".
func (g *Game) ParseMove(s string) (game.Move, error) {
	s = strings.TrimSpace(s)
	if g.phase == over {
		return 0, game.ErrOver
	}
	low := strings.ToLower(s)
	switch {
	case low == "buy" || strings.HasPrefix(low, "buy "):
		want := map[byte]int{}
		for _, part := range strings.Split(strings.TrimSpace(s[3:]), ",") {
			f := strings.Fields(part)
			if len(f) == 0 {
				continue
			}
			if len(f[0]) != 1 || strings.IndexByte(symbols, f[0][0]) < 0 || len(f) > 2 {
				return 0, fmt.Errorf("%q is not a company and a count, like A 2", strings.TrimSpace(part))
			}
			n := 1
			if len(f) == 2 {
				if _, err := fmt.Sscan(f[1], &n); err != nil || n < 0 || n > MaxBuy {
					return 0, fmt.Errorf("%q is not a number of shares from 0 to %d", f[1], MaxBuy)
				}
			}
			want[f[0][0]] += n
		}
		return BuyMove(want), nil
	case strings.HasPrefix(low, "draw "):
		p, err := ParsePos(s[5:])
		if err != nil {
			return 0, err
		}
		return DrawMove(p), nil
	}
	p, err := ParsePos(s)
	if err != nil {
		return 0, err
	}
	return PlaceMove(p), nil
}

// String prints the board and the groups; in the advanced game also the
// players with their cash and shares, and the offered positions.
func (g *Game) String() string {
	var sb strings.Builder
	sb.WriteString(g.b.grid())
	sb.WriteString(GroupsLine(g.Groups()))
	sb.WriteByte('\n')
	if g.opt.Mode == Advanced {
		for i, p := range g.players {
			fmt.Fprintf(&sb, "player %d: $%d", i+1, p.Cash)
			if s := strings.TrimPrefix(buyString(p.Shares), "buy"); s != "" {
				sb.WriteString("; shares" + s)
			}
			sb.WriteByte('\n')
		}
		fmt.Fprintf(&sb, "offered: %s\n", posList(g.offered))
	}
	return sb.String()
}

// GroupsLine lists groups by symbol and size: "groups: A 5, B 2" or
// "groups: none".
func GroupsLine(gs []Group) string {
	var parts []string
	for _, gr := range gs {
		parts = append(parts, fmt.Sprintf("%c %d", gr.Symbol, gr.Size))
	}
	if len(parts) == 0 {
		return "groups: none"
	}
	return "groups: " + strings.Join(parts, ", ")
}
