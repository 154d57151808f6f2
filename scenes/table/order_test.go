package table_test

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"

	"parlor/scenes"
	"parlor/scenes/table"
	"parlor/scenes/table/tabletest"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// written is one Tab order docs/keyboard.md writes down: a block fenced
// as ```order OPTIONS [after TARGET]``` (the whole round of Tab, from
// nothing back to its first stop) or ```order-start …``` (its start), on
// a new game of OPTIONS at 1280 × 800, every seat a person's, after a
// click on TARGET when one is given. A stop "[prefix*]" is a group
// (ui.Group): Tab lands on one of its targets.
type written struct {
	options, after string
	whole          bool
	stops          []string
}

// writtenOrders reads the orders docs/keyboard.md writes down.
func writtenOrders(t *testing.T) []written {
	t.Helper()
	f, err := os.Open("../../docs/keyboard.md")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var out []written
	var cur *written
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case cur != nil && line == "```":
			out = append(out, *cur)
			cur = nil
		case cur != nil:
			cur.stops = append(cur.stops, strings.Fields(line)...)
		case strings.HasPrefix(line, "```order"):
			head := strings.Fields(strings.TrimPrefix(line, "```"))
			w := written{whole: head[0] == "order"}
			opts, after, _ := strings.Cut(strings.Join(head[1:], " "), " after ")
			w.options, w.after = opts, after
			cur = &w
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return out
}

// matches reports whether the target Tab landed on is the written stop.
func matches(stop, name string) bool {
	if p, ok := strings.CutPrefix(stop, "["); ok {
		return strings.HasPrefix(name, strings.TrimSuffix(p, "*]"))
	}
	return stop == name
}

// TestTabFollowsTheWrittenOrder checks that Tab goes round every order
// docs/keyboard.md writes down as it says — each game's board as its
// player reads it, the panel, the overlays — and that every game's is
// there.
func TestTabFollowsTheWrittenOrder(t *testing.T) {
	orders := writtenOrders(t)
	games := map[string]bool{}
	for _, w := range orders {
		label := w.options
		if w.after != "" {
			label += " after " + w.after
		}
		t.Run(label, func(t *testing.T) {
			m := tabletest.Match(t, w.options, 1)
			games[m.Options().Game().ID] = true
			tb, _ := tabletest.Seated(table.Config{Match: m, View: boardOf(t, m.Options()).New(), Bot: quick}, everyone)
			s := uitest.NewScreen(t, 1280, 800, 1, tb)
			if w.after != "" {
				s.Click(w.after)
			}
			var got []string
			for range len(s.Scene().Targets()) + 1 {
				s.Key(ui.NavNext)
				if len(got) > 0 && s.Focused() == got[0] {
					break
				}
				got = append(got, s.Focused())
			}
			n := len(w.stops)
			if !w.whole {
				n = min(n, len(got))
			}
			if len(got) < n || w.whole && len(got) != n || !slices.EqualFunc(w.stops, got[:n], matches) {
				t.Errorf("Tab goes\n%s\nthe docs say\n%s", strings.Join(got, " "), strings.Join(w.stops, " "))
			}
		})
	}
	for _, id := range []string{"kalah", "connectfour", "yote", "cantstop", "mergers"} {
		if !games[id] {
			t.Errorf("docs/keyboard.md writes down no order of %s", id)
		}
	}
}

// TestEveryBoardLeadsTab checks, on every board's every variant, that Tab
// from nothing lands on the board first (when it has a target), and that
// the board's stops all come before the panel's.
func TestEveryBoardLeadsTab(t *testing.T) {
	for _, b := range scenes.Boards() {
		for _, o := range b.Game.Variants() {
			t.Run(o.String(), func(t *testing.T) {
				m := tabletest.Match(t, o.String(), 1)
				v := b.New()
				tb, _ := tabletest.Seated(table.Config{Match: m, View: v, Bot: quick}, everyone)
				s := uitest.NewScreen(t, 1280, 800, 1, tb)
				tg := ui.Targets{}
				v.Targets(tg)
				if len(tg) == 0 {
					t.Fatal("the board has no targets")
				}
				stops := ui.Stops(tb, s.Scene().Targets())
				board := true
				for _, st := range stops {
					_, on := tg[strings.Fields(st)[0]]
					if on && !board {
						t.Fatalf("the board's %s comes after the panel's in %q", st, stops)
					}
					board = board && on
				}
				s.Key(ui.NavNext)
				if _, ok := tg[s.Focused()]; !ok {
					t.Errorf("Tab lands first on %q, not on the board", s.Focused())
				}
			})
		}
	}
}
