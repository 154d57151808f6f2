package table

import (
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
func (t *Screen) Follow(link string, open func() ui.Scene) {
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
func (t *Screen) wouldLeave() bool { return t.underWay() }

// isThisGame reports whether link opens the game on show: online, a link
// to its room that this screen holds (its seat's, the watch link, an
// invite it made); here, a share link of this game at this move.
func (t *Screen) isThisGame(link string) bool { return t.holds(link) }

// answerLink goes to the link asked about, or stays.
func (t *Screen) answerLink(yes bool) {
	t.overlay.kind = noOverlay
	if f := t.following; f != nil && yes {
		f.now = true
		return
	}
	t.following = nil
}

// linkWords say what happens to the game left for a link.
func (t *Screen) linkWords() string { return t.words().leaveForLink }
