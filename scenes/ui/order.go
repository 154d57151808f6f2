package ui

import (
	"cmp"
	"math"
	"slices"
	"strings"
)

// Orderer is a scene whose Tab order is its reading order, not its
// screen's: a board as its player reads it, then the panel. Tab and
// Shift+Tab go through the stops Order lists; the arrows stay geometric,
// over every target.
type Orderer interface {
	// Order lists the scene's Tab stops in reading order. An entry is
	//
	//   - a target's name: that target;
	//   - Each(prefix), "prefix*": every target whose name begins with
	//     prefix, each a stop, in screen order among them;
	//   - Group(prefix), "[prefix*]": those targets as one stop, Tab
	//     entering at the one last in focus (else the first in screen
	//     order) and the arrows moving among them — a grid of squares
	//     that would take a Tab each;
	//   - Skip(entry), "-entry": those targets are no Tab stops (the
	//     arrows and the pointer still reach them).
	//
	// A target named exactly takes the place of that entry wherever a
	// pattern would match it too; a pattern takes the targets that no
	// exact entry names and no earlier pattern took. Entries that match
	// nothing are passed over, and targets that no entry takes follow in
	// screen order.
	Order() []string
}

// Each is the Order entry of every target whose name begins with prefix,
// each a Tab stop, in screen order among them; Each("") is every target
// not placed otherwise.
func Each(prefix string) string { return prefix + "*" }

// Group is the Order entry of the targets whose names begin with prefix as
// one Tab stop, moved through by the arrows.
func Group(prefix string) string { return "[" + prefix + "*]" }

// Skip is the Order entry that takes the targets entry matches (a name or
// Each's pattern) out of Tab's round.
func Skip(entry string) string { return "-" + entry }

// entry is one parsed Order entry.
type entry struct {
	text    string // as written: a group's key
	name    string // the name, or the pattern's prefix
	pattern bool   // name is a prefix
	group   bool   // one stop for all it matches
	skip    bool   // no stop at all
}

// parseEntry reads an Order entry.
func parseEntry(s string) entry {
	e := entry{text: s}
	if rest, ok := strings.CutPrefix(s, "-"); ok {
		e.skip, s = true, rest
	}
	if strings.HasPrefix(s, "[") && strings.HasSuffix(s, "*]") {
		e.group, s = true, s[1:len(s)-1]
	}
	if rest, ok := strings.CutSuffix(s, "*"); ok {
		e.pattern, s = true, rest
	}
	e.name = s
	return e
}

// stop is one Tab stop: a target, or a group's targets in screen order.
type stop struct {
	key   string // the group's entry; "" for a single target
	names []string
}

// Stops lists the Tab stops of scene s over its targets, as Tab visits
// them: by its Order when it is an Orderer, else each target in screen
// order. Each stop is a target's name, or the names of a group (Group)
// joined by spaces.
func Stops(s Scene, targets Targets) []string {
	var out []string
	for _, st := range stopsOf(s, targets) {
		out = append(out, strings.Join(st.names, " "))
	}
	return out
}

// stopsOf lists the Tab stops of scene s over its targets.
func stopsOf(s Scene, targets Targets) []stop {
	screen := ReadingOrder(targets)
	o, ok := s.(Orderer)
	if !ok {
		out := make([]stop, len(screen))
		for i, n := range screen {
			out[i] = stop{names: []string{n}}
		}
		return out
	}
	entries := o.Order()
	named := map[string]bool{} // the targets exact entries name
	for _, text := range entries {
		if e := parseEntry(text); !e.pattern {
			if _, ok := targets[e.name]; ok {
				named[e.name] = true
			}
		}
	}
	taken := map[string]bool{}
	var out []stop
	for _, text := range entries {
		e := parseEntry(text)
		if !e.pattern {
			if named[e.name] && !taken[e.name] {
				taken[e.name] = true
				if !e.skip {
					out = append(out, stop{names: []string{e.name}})
				}
			}
			continue
		}
		var members []string
		for _, n := range screen {
			if strings.HasPrefix(n, e.name) && !named[n] && !taken[n] {
				taken[n] = true
				members = append(members, n)
			}
		}
		switch {
		case e.skip || len(members) == 0:
		case e.group:
			out = append(out, stop{key: e.text, names: members})
		default:
			for _, n := range members {
				out = append(out, stop{names: []string{n}})
			}
		}
	}
	for _, n := range screen {
		if !taken[n] {
			out = append(out, stop{names: []string{n}})
		}
	}
	return out
}

// ReadingOrder lists the targets' names by rows from the top (their
// middles in bands 16 pixels tall), left to right in a row, by name where
// two stand at the same place: the same order every time, whatever the
// map's. It is the Tab order of a scene that is no Orderer.
func ReadingOrder(targets Targets) []string {
	names := make([]string, 0, len(targets))
	for name := range targets {
		names = append(names, name)
	}
	slices.SortFunc(names, func(a, b string) int {
		ax, ay := targets[a].Center()
		bx, by := targets[b].Center()
		if c := cmp.Compare(math.Floor(ay/16), math.Floor(by/16)); c != 0 {
			return c
		}
		if c := cmp.Compare(ax, bx); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	return names
}
