package table

import (
	"slices"
	"strings"

	"parlor/game/catalog"
	"parlor/game/online/client"
	"parlor/game/record"
	"parlor/scenes/ui"
)

// A link pasted into a tab that shows Parlor changes only the page's
// fragment; the page hands it to the scene on show, and a table follows
// it as the link would open at load — after asking, when that would
// leave a game under way.

// following is a link the table was given, to go to.
type following struct {
	open func() ui.Scene // the link's scene
	now  bool            // go at the next tick: nothing to lose, or agreed
}

// Follow takes a link the page's address was given while the table is on
// show (a share link, an invite, a seat's or the watch link), open making
// its scene. A link to the game on show changes nothing but a note; one
// that would leave a game under way asks first (the game left stays: the
// menu's Continue, or its online games); else the table goes at once.
func (t *Table) Follow(link string, open func() ui.Scene) {
	if t.isThisGame(link) {
		t.flash("That link is this game's, on show here already.")
		return
	}
	t.following = &following{open: open, now: !t.wouldLeave()}
	if !t.following.now {
		t.overlay.open(linkOverlay)
	}
}

// wouldLeave reports whether going elsewhere leaves a game under way:
// begun here and not over, or online and not over.
func (t *Table) wouldLeave() bool {
	if t.remote != nil {
		return !t.over()
	}
	return t.underWay()
}

// isThisGame reports whether link opens the game on show: online, a link
// to its room that this screen holds (its seat's, the watch link, an
// invite it made); here, a share link of this game at this move.
func (t *Table) isThisGame(link string) bool {
	if r := t.remote; r != nil {
		if strings.HasPrefix(link, "#") {
			link = t.host.Base() + link
		}
		l, err := client.ParseLink(link)
		if err != nil {
			return false
		}
		keys := []string{r.tab.Token, r.watch()}
		for _, k := range r.invites() {
			keys = append(keys, k)
		}
		return l.Key != "" && slices.Contains(keys, l.Key)
	}
	m, err := record.ParseLink(catalog.Catalog{t.match.Options().Game()}, link) // another game's link is not this game
	return err == nil && m.Text() == t.match.Text()
}

// answerLink goes to the link asked about, or stays.
func (t *Table) answerLink(yes bool) {
	t.overlay.kind = noOverlay
	if f := t.following; f != nil && yes {
		f.now = true
		return
	}
	t.following = nil
}

// linkWords say what happens to the game left for a link.
func (t *Table) linkWords() string {
	if t.remote != nil {
		return "You keep your seat: the game goes on, and Online games, on the menu, brings you back to it."
	}
	return "This game stays as it is: Continue, on the menu, brings it back (until you play on in the link's game)."
}
