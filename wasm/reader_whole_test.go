package main

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// The screen reader's document, whole: settings made, a game played and
// its dialogs answered through the document alone; the rules scrolled by
// keys on the board.

// setUpByReader opens Mergers from the menu, makes it the advanced game
// for three, the computer in two seats, in the Settings dialog, and plays
// it to the end, all through the screen reader's document: no pointer or
// key event reaches the canvas. On the way the dialog must take the
// keyboard as it opens and give it back as it closes, the settings' error
// must be said at once, and after each of the person's moves the keyboard
// must be on a move or the heading, never on Undo.
func setUpByReader(t *testing.T, s *site) {
	p := s.openStored(t, lite, s.url, lessMotion(nil), tabLife)
	p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	p.pressDOM("game:mergers")
	p.waitFor("Mergers' table", inGame("mergers"))
	p.waitDOM("the table's document", func(d readerDOM) bool { return slices.Contains(d.Actions, "settings") })
	p.pressDOM("settings")
	d := p.waitDOM("the settings dialog, with the keyboard in it", func(d readerDOM) bool { return d.Dialog == "Settings" && d.Focus == "dialog" })
	t.Logf("the settings dialog: %q", d.Actions)
	p.pressDOM("set:mode:advanced")
	if st := p.state(); !strings.Contains(p.readDOM().Message, "3 to 6") {
		// The game had more players already: no error to hear.
		t.Logf("advanced with %v: no error (%q)", st["options"], p.readDOM().Message)
	} else if d := p.readDOM(); !strings.Contains(d.Alert, "3 to 6") {
		t.Errorf("the settings' error %q is not said at once (the alert says %q)", d.Message, d.Alert)
	}
	p.pressDOM("set:players:3")
	p.waitDOM("three players", func(d readerDOM) bool { return slices.Contains(d.Actions, "seat:3:easy") && d.Message == "" })
	p.pressDOM("seat:1:person")
	p.pressDOM("seat:2:easy")
	p.pressDOM("seat:3:easy")
	bothSizes(t, p, "reader-settings")
	p.pressDOM("apply")
	st := p.waitFor("the advanced game for three", func(st map[string]any) bool {
		return strings.HasPrefix(st["options"].(string), "mergers mode=advanced players=3") && st["overlay"] == ""
	})
	t.Logf("the game: %v", st["options"])
	if d := p.waitDOM("the dialog closed", func(d readerDOM) bool { return d.Dialog == "" }); d.Focus == "" {
		t.Errorf("the dialog closed and the keyboard is nowhere: %+v", d)
	}
	r := rand.New(rand.NewPCG(3, 9))
	moves := 0
	for {
		st, m := p.personsTurn()
		if m.State().Over() {
			t.Logf("advanced Mergers through the document: %d moves of the person's; %s", moves, st["headline"])
			break
		}
		d := p.waitDOM("the person's moves", func(d readerDOM) bool {
			return slices.ContainsFunc(d.Actions, func(a string) bool { return strings.HasPrefix(a, "move:") })
		})
		if moves > 0 && d.Focus == "undo" {
			t.Fatalf("after a move the keyboard is on Undo: %+v", d)
		}
		var offered []string
		for _, a := range d.Actions {
			if strings.HasPrefix(a, "move:") {
				offered = append(offered, a)
			}
		}
		plies := m.Plies()
		p.pressDOM(offered[r.IntN(len(offered))])
		p.waitFor("the move played", func(st map[string]any) bool { return st["plies"].(float64) > float64(plies) })
		if moves++; moves == 5 {
			shot(t, p, "reader-mergers")
		}
	}
	if moves < 10 {
		t.Errorf("the game ended after %d of the person's moves", moves)
	}
}

// rulesByKeys opens the rules of Kalah and scrolls them by keys alone:
// Page Down, End, Home and the Down arrow.
func rulesByKeys(t *testing.T, s *site) {
	p := s.open(t, phone, s.url)
	p.start("kalah")
	st := p.act("rules")
	if st["overlay"] != "rules" {
		t.Fatalf("the rules did not open: %v", brief(st))
	}
	most, _ := st["scrollMax"].(float64)
	if most <= 0 {
		t.Fatalf("the rules do not scroll on a phone (scrollMax %v)", st["scrollMax"])
	}
	scroll := func(st map[string]any) float64 { f, _ := st["scroll"].(float64); return f }
	st = p.press("PageDown", "a page down", func(st map[string]any) bool { return scroll(st) > 0 })
	page := scroll(st)
	p.press("End", "the end", func(st map[string]any) bool { return scroll(st) == most })
	shot(t, p, "rules-end")
	p.press("Home", "the top", func(st map[string]any) bool { return scroll(st) == 0 })
	st = p.press("ArrowDown", "a line down", func(st map[string]any) bool { return scroll(st) > 0 })
	if line := scroll(st); line >= page {
		t.Errorf("a line down scrolls %.0f, a page %.0f", line, page)
	}
	p.press("PageUp", "a page up", func(st map[string]any) bool { return scroll(st) == 0 })
}
