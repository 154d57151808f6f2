package mergers

import (
	"errors"
	"fmt"
	"slices"
	"sort"
	"strings"

	"parlor/game"
)

// Move kinds, in the low two bits of a game.Move.
const (
	kindPlace = iota
	kindBuy
	kindDraw
)

// PlaceMove places a tile at p.
func PlaceMove(p Pos) game.Move { return game.Move(kindPlace | p.index()<<2) }

// DrawMove is the pile giving position p.
func DrawMove(p Pos) game.Move { return game.Move(kindDraw | p.index()<<2) }

// BuyMove buys the shares given, company symbol → count (MaxBuy in all at
// the most); an empty map buys none.
func BuyMove(shares map[byte]int) game.Move {
	var syms []int
	for s, n := range shares {
		for range n {
			syms = append(syms, strings.IndexByte(symbols, s))
		}
	}
	sort.Ints(syms)
	v := kindBuy
	if slices.Contains(syms, -1) {
		v |= 1 << 21 // not a company's symbol: refused by Play
	}
	for i := range MaxBuy {
		code := 63 // none
		if i < len(syms) && syms[i] >= 0 {
			code = syms[i]
		}
		v |= code << (2 + 6*i)
	}
	if len(syms) > MaxBuy {
		v |= 1 << 20 // too many: refused by Play
	}
	return game.Move(v)
}

// decodeBuy is the shares a buy move asks for.
func decodeBuy(m game.Move) (map[byte]int, error) {
	v := int(m)
	switch {
	case v>>21 != 0:
		return nil, errors.New("there is no such company")
	case v>>20 != 0:
		return nil, fmt.Errorf("a player buys %d shares at the most after placing", MaxBuy)
	}
	out := map[byte]int{}
	for i := range MaxBuy {
		code := v >> (2 + 6*i) & 63
		if code == 63 {
			continue
		}
		if code >= len(symbols) {
			return nil, errors.New("no such company")
		}
		out[symbols[code]]++
	}
	return out, nil
}
