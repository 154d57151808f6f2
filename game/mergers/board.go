// Package mergers is Parlor's tile-and-company game, after the handout's
// "Boardgame" inspired by Sid Sackson's Acquire: tiles placed on a 9 × 12
// board form groups by 4-adjacency, groups merge, and in the advanced game
// the groups are companies whose shares the players buy and are paid for.
package mergers

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Board size.
const (
	Rows = 9  // A to I
	Cols = 12 // 1 to 12
)

// Pos is a square: a row from 0 (A) and a column from 0 (1).
type Pos struct{ Row, Col int }

// String writes the position as the handout does, such as "C3".
func (p Pos) String() string { return string(rune('A'+p.Row)) + strconv.Itoa(p.Col+1) }

// index numbers the squares from 0 to 107, row by row.
func (p Pos) index() int { return p.Row*Cols + p.Col }

func posAt(i int) Pos { return Pos{i / Cols, i % Cols} }

// OnBoard reports whether p is a square of the board.
func (p Pos) OnBoard() bool { return p.Row >= 0 && p.Row < Rows && p.Col >= 0 && p.Col < Cols }

// ParsePos reads a position such as "C3" or "c3".
func ParsePos(s string) (Pos, error) {
	s = strings.TrimSpace(s)
	if len(s) < 2 {
		return Pos{}, fmt.Errorf("%q is not a position: a row A to I and a column 1 to 12, like C3", s)
	}
	r := int(strings.ToUpper(s[:1])[0]) - 'A'
	c, err := strconv.Atoi(s[1:])
	p := Pos{r, c - 1}
	if err != nil || s[1] == '+' || s[1] == '-' || !p.OnBoard() {
		return Pos{}, fmt.Errorf("%q is not a position: a row A to I and a column 1 to 12, like C3", s)
	}
	return p, nil
}

// neighbours are the up to four squares 4-adjacent to p.
func (p Pos) neighbours() []Pos {
	var ns []Pos
	for _, d := range [4][2]int{{-1, 0}, {1, 0}, {0, -1}, {0, 1}} {
		if q := (Pos{p.Row + d[0], p.Col + d[1]}); q.OnBoard() {
			ns = append(ns, q)
		}
	}
	return ns
}

// Lone marks a tile that belongs to no group; Empty a free square.
const (
	Empty byte = 0
	Lone  byte = '#'
)

// symbols are the groups' letters in the order groups are founded: A to Z,
// then a to z, then digits (a game founds at most 54 groups).
const symbols = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"

// names are the companies' names, one for each capital letter.
var names = [26]string{"Atlas", "Beacon", "Cobalt", "Delta", "Ember", "Falcon", "Granite", "Harbor", "Ion",
	"Juniper", "Kestrel", "Lumen", "Meridian", "Nimbus", "Orchid", "Pioneer", "Quartz", "Raven", "Summit",
	"Tidal", "Umber", "Vector", "Willow", "Xenon", "Yarrow", "Zenith"}

// Group is a group of two or more 4-adjacent tiles: its symbol, name, age
// (the turn it was founded) and size.
type Group struct {
	Symbol byte
	Name   string
	Age    int
	Size   int
}

// older reports whether group a absorbs group b when they merge: the
// larger absorbs, and on equal sizes the older.
func older(a, b *Group) bool {
	if a.Size != b.Size {
		return a.Size > b.Size
	}
	return a.Age < b.Age
}

// Merge is one step of a merger: a group absorbed into another.
type Merge struct {
	Absorbed Group // as it was just before
	Into     byte
}

// Placement is what placing a tile did.
type Placement struct {
	Pos     Pos
	Founded byte    // the symbol of a group the tile founded, or 0
	Grew    byte    // the group the tile joined (after any merger), or 0
	Joined  int     // lone tiles that joined a group with it
	Merges  []Merge // in the order they happened
	// Payouts, in the advanced game, are what each player was paid for her
	// shares in each absorbed company, by merge then player.
	Payouts [][]int
}

// AbsorbedNames are the names of the companies the placement merged
// away, in the order they were absorbed.
func (pl *Placement) AbsorbedNames() []string {
	var names []string
	for _, mg := range pl.Merges {
		names = append(names, mg.Absorbed.Name)
	}
	return names
}

// board is the grid and its groups.
type board struct {
	cells   [Rows * Cols]byte
	groups  map[byte]*Group
	founded int // groups founded so far
	tiles   int
}

func newBoard() board { return board{groups: map[byte]*Group{}} }

func (b *board) at(p Pos) byte { return b.cells[p.index()] }

func (b *board) clone() board {
	nb := *b
	nb.groups = make(map[byte]*Group, len(b.groups))
	for k, g := range b.groups {
		c := *g
		nb.groups[k] = &c
	}
	return nb
}

// touching lists the distinct groups and the lone tiles next to p, groups
// in merge order: the one that absorbs first.
func (b *board) touching(p Pos) (groups []*Group, lone []Pos) {
	for _, q := range p.neighbours() {
		switch s := b.at(q); s {
		case Empty:
		case Lone:
			lone = append(lone, q)
		default:
			g := b.groups[s]
			if !containsGroup(groups, g) {
				groups = append(groups, g)
			}
		}
	}
	sort.Slice(groups, func(i, j int) bool { return older(groups[i], groups[j]) })
	return groups, lone
}

func containsGroup(gs []*Group, g *Group) bool {
	for _, x := range gs {
		if x == g {
			return true
		}
	}
	return false
}

// place puts a tile on the empty square p at turn and applies the rules:
// a lone tile, a new group, a grown group, or a merger.
func (b *board) place(p Pos, turn int) Placement {
	groups, lone := b.touching(p)
	pl := Placement{Pos: p}
	b.tiles++
	switch {
	case len(groups) == 0 && len(lone) == 0:
		b.cells[p.index()] = Lone
		return pl
	case len(groups) == 0:
		s := symbols[b.founded]
		name := names[b.founded%26]
		if b.founded >= 26 {
			name += [...]string{"", " II", " III"}[b.founded/26]
		}
		b.founded++
		b.groups[s] = &Group{Symbol: s, Name: name, Age: turn, Size: 0}
		pl.Founded = s
		groups = []*Group{b.groups[s]}
	}
	survivor := groups[0]
	for _, g := range groups[1:] {
		pl.Merges = append(pl.Merges, Merge{Absorbed: *g, Into: survivor.Symbol})
		for i, c := range b.cells {
			if c == g.Symbol {
				b.cells[i] = survivor.Symbol
			}
		}
		survivor.Size += g.Size
		delete(b.groups, g.Symbol)
	}
	for _, q := range append(lone, p) {
		b.cells[q.index()] = survivor.Symbol
		survivor.Size++
	}
	pl.Joined = len(lone)
	if pl.Founded == 0 {
		pl.Grew = survivor.Symbol
	}
	return pl
}

// Groups lists the groups, oldest first.
func (b *board) list() []Group {
	var gs []Group
	for _, g := range b.groups {
		gs = append(gs, *g)
	}
	sort.Slice(gs, func(i, j int) bool {
		return gs[i].Age < gs[j].Age || gs[i].Age == gs[j].Age && strings.IndexByte(symbols, gs[i].Symbol) < strings.IndexByte(symbols, gs[j].Symbol)
	})
	return gs
}

// grid prints the board: row letters, column numbers, and each square as
// '.', '#' for a lone tile, or its group's letter.
func (b *board) grid() string {
	var sb strings.Builder
	sb.WriteString("  ")
	for c := range Cols {
		fmt.Fprintf(&sb, "%3d", c+1)
	}
	sb.WriteByte('\n')
	for r := range Rows {
		sb.WriteByte(byte('A' + r))
		sb.WriteByte(' ')
		for c := range Cols {
			ch := b.at(Pos{r, c})
			if ch == Empty {
				ch = '.'
			}
			sb.WriteString("  ")
			sb.WriteByte(ch)
		}
		sb.WriteByte('\n')
	}
	return sb.String()
}
