package main

import (
	"fmt"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/record"
)

// setHash sets the page's fragment to link's, as pasting link into the
// address bar of a tab that shows Parlor does (only the fragment changes:
// the page is not loaded again).
func (p *page) setHash(link string) {
	p.t.Helper()
	eval[any](p, fmt.Sprintf(`location.hash = %q`, link[strings.Index(link, "#"):]))
}

// followLinks plays two moves of Connect Four, then gives the page's
// address links as pasting them would: the game's own link changes
// nothing but a note; another game's link asks first (Stay here stays,
// the address bar cleared), then Open the link opens it, and the game
// left is the menu's Continue.
func followLinks(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	p.start("connectfour")
	var st map[string]any
	for _, col := range []int{2, 3} {
		st = p.act(fmt.Sprintf("column:%d", col))
	}
	rec, own := st["record"].(string), st["link"].(string)
	p.setHash(own)
	st = p.waitFor("the note on the game's own link", func(st map[string]any) bool {
		n, _ := st["note"].(string)
		return strings.Contains(n, "this game's")
	})
	if st["scene"] != "connectfour" || st["overlay"] != "" || st["record"] != rec {
		t.Fatalf("the game's own link changed the page: %v", brief(st))
	}
	m, err := record.Load(games.All(), "[Game \"kalah houses=4 seeds=2\"]\n[Seed \"5\"]\n\nS1\n")
	if err != nil {
		t.Fatal(err)
	}
	other := m.Link(s.url)
	for _, stay := range []bool{true, false} {
		p.setHash(other)
		st = p.waitFor("the question", func(st map[string]any) bool { return st["overlay"] == "link" && settled(st) })
		if st["overlayTitle"] != "Leave this game for the link's?" || st["scene"] != "connectfour" {
			t.Fatalf("the question: %v", brief(st))
		}
		if hash := eval[string](p, `location.hash`); hash != "" {
			t.Errorf("the address bar still holds the link's fragment %.20q…", hash)
		}
		if stay {
			shot(t, p, "link-change-question")
			st = p.act("cancel")
			if st["scene"] != "connectfour" || st["overlay"] != "" || st["record"] != rec {
				t.Fatalf("Stay here left the game: %v", brief(st))
			}
		}
	}
	p.clickChanges("confirm")
	st = p.waitFor("the link's game", inGame("kalah"))
	if st["record"] != m.Text() || !strings.Contains(st["note"].(string), "link") {
		t.Fatalf("Open the link opened %v", brief(st))
	}
	p.act("menu")
	st = p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	if st["continue"] != recordGame(rec) {
		t.Errorf("the menu's Continue is %v, not the game left (%s)", st["continue"], recordGame(rec))
	}
}
