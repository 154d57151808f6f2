package main

import (
	"context"
	"slices"
	"strings"
	"testing"

	"parlor/game/online/client"
)

// befriendOnline has two players find each other on a real server
// process, two browser contexts of their own storage: Bo follows Ann from
// her name at her table in his lobby, Ann follows him back from her
// friends' Followers; each sees the other online; Ann hides and Bo sees
// her offline; Bo blocks Ann from her page and she sees him offline,
// then he unblocks her; Bo sits down to a game (Cy, a client of the
// test's, takes his table's other seat) and Ann sees him playing, and
// watches his game by the Watch button.
func befriendOnline(t *testing.T, s *site, dir string) {
	url, ann, bo, _ := annAndBo(t, s, dir)

	// 1. Bo follows Ann from her name at her table.
	id := ann.openTable()
	bo.waitFor("Ann's name in Bo's lobby", func(st map[string]any) bool { return settled(st) && hasTarget(st, "who:"+id) })
	bo.act("who:" + id)
	bo.waitFor("Ann's page with its Follow", func(st map[string]any) bool { return profileLoaded("Ann")(st) && hasTarget(st, "follow") })
	shot(t, bo, "friends-her-page")
	bo.act("follow")
	bo.waitFor("Ann followed", func(st map[string]any) bool { return st["follow"] == "Unfollow" && settled(st) })
	bo.act("back")
	bo.waitFor("Bo's lobby", func(st map[string]any) bool { return st["scene"] == "lobby" && st["stage"] == "list" && settled(st) })

	// 2. Ann follows him back; each sees the other online.
	ann.act("cancel")
	ann.waitFor("Ann back at the list", func(st map[string]any) bool { return st["stage"] == "list" && st["sitting"] == nil && settled(st) })
	ann.openFriends()
	ann.act("tab:followers")
	ann.waitFor("Bo among Ann's followers", friendLines("Bo: Follows you"))
	ann.act("follow:1")
	ann.waitFor("Bo followed back", friendLines("Bo: You follow each other"))
	ann.act("tab:following")
	ann.waitFor("Bo online", friendLines("Bo: Online"))
	bo.openFriends()
	bo.waitFor("Ann online", friendLines("Ann: Online"))
	bothSizes(t, ann, "friends-online")

	// 3. Ann hides: Bo sees her offline, then online again.
	ann.act("hide")
	ann.waitFor("Ann hidden", func(st map[string]any) bool { return st["hidden"] == true && settled(st) })
	bo.waitFor("Ann offline", friendLines("Ann: Offline"))
	shot(t, ann, "friends-hidden")
	ann.act("hide")
	bo.waitFor("Ann online again", friendLines("Ann: Online"))

	// 4. Bo blocks Ann from her page: she sees him offline; he unblocks.
	bo.act("who:1")
	bo.waitFor("Ann's page with its Block", func(st map[string]any) bool { return profileLoaded("Ann")(st) && hasTarget(st, "block") })
	bo.act("block")
	bo.waitFor("the block's question", func(st map[string]any) bool { return st["mode"] == "blocking" && settled(st) })
	if d := bo.waitDOM("the block's dialog", func(d readerDOM) bool { return d.Dialog != "" }); d.Role != "alertdialog" || !strings.HasPrefix(d.Dialog, "Block Ann") {
		t.Errorf("the block's question is told as %q (%s)", d.Dialog, d.Role)
	}
	shot(t, bo, "friends-block-ask")
	bo.act("ok")
	bo.waitFor("Ann blocked", func(st map[string]any) bool { return st["block"] == "Unblock" && settled(st) })
	ann.waitFor("Bo offline to Ann", friendLines("Bo: Offline"))
	bo.act("block")
	bo.waitFor("Ann unblocked", func(st map[string]any) bool { return st["block"] == "Block" && settled(st) })
	ann.waitFor("Bo online to Ann again", friendLines("Bo: Online"))

	// 5. Bo plays (Cy sits at his table): Ann sees it and watches.
	for range 3 { // Ann's page, his friends, his profile: back to the lobby
		bo.act("back")
	}
	bo.waitFor("Bo's lobby", func(st map[string]any) bool { return st["scene"] == "lobby" && st["stage"] == "list" && settled(st) })
	table := bo.openTable()
	cy, err := client.OpenLobby(context.Background(), url, "", "Cy")
	if err != nil {
		t.Fatal(err)
	}
	defer cy.Close()
	if err := cy.Sit(table); err != nil {
		t.Fatal(err)
	}
	bo.waitFor("Bo's game", func(st map[string]any) bool { return st["scene"] == "connectfour" && settled(st) })
	st := ann.waitFor("Bo playing", func(st map[string]any) bool {
		return settled(st) && hasTarget(st, "watch:1") && strings.HasPrefix(strings.Join(anyStrings(st["lines"]), "|"), "Bo: Playing Connect Four")
	})
	t.Logf("Ann's friends: %q", anyStrings(st["lines"]))
	bothSizes(t, ann, "friends-playing")
	ann.act("watch:1")
	st = ann.waitFor("Bo's game watched", func(st map[string]any) bool { return st["scene"] == "connectfour" && settled(st) })
	if on, _ := st["online"].(map[string]any); on["seat"] != -1.0 {
		t.Errorf("Watch opened Bo's game at seat %v, not as a spectator's", on["seat"])
	}
	shot(t, ann, "friends-watching")
}

// annAndBo starts a server process serving the site built in dir, and
// signs up Ann on a desktop and Bo on a phone, two browser contexts of
// their own storage: it returns the site's address, their pages and Bo's
// lobby's list.
func annAndBo(t *testing.T, s *site, dir string) (url string, ann, bo *page, st map[string]any) {
	t.Helper()
	bin, addr, db := serverBinary(t)
	serveSite(t, bin, addr, db, dir)
	url = "http://" + addr + "/"
	ann = s.openFor(t, lite, url, nil, tabLife)
	ann.signUp("Ann")
	bo = s.openFor(t, litePhone, url, nil, tabLife)
	return url, ann, bo, bo.signUp("Bo")
}

// openTable opens a casual table of Connect Four in the lobby, the page's
// player in the first seat, and returns its id once she sits there.
func (p *page) openTable() string {
	p.t.Helper()
	p.act("create")
	p.fillForm(map[string]string{"game": "connectfour", "where": "lobby", "rated": "casual", "seat": "0"})
	p.clickIn(p.waitFor("a settled form", settled), "submit")
	st := p.waitFor("a seat at the new table", func(st map[string]any) bool { return st["stage"] == "waiting" && st["sitting"] != nil })
	return st["sitting"].(string)
}

// openFriends goes from the lobby's list to the player's friends, by her
// profile page's Friends.
func (p *page) openFriends() {
	p.t.Helper()
	p.act("profile")
	p.waitFor("the own page with its Friends", func(st map[string]any) bool {
		return st["scene"] == "profile" && hasTarget(st, "friends") && settled(st)
	})
	p.act("friends")
	p.waitFor("the friends", func(st map[string]any) bool { return st["scene"] == "friends" && st["loaded"] == true && settled(st) })
}

// hasTarget reports whether the page's state st has a target named name.
func hasTarget(st map[string]any, name string) bool {
	_, ok := st["targets"].(map[string]any)[name]
	return ok
}

// friendLines accepts the friends page showing lines, settled.
func friendLines(lines ...string) func(map[string]any) bool {
	return func(st map[string]any) bool {
		return st["scene"] == "friends" && slices.Equal(anyStrings(st["lines"]), lines) && settled(st)
	}
}
