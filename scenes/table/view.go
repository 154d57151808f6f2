// Package table is the game screen every game shares (Screen): one match,
// its board view, and everything around the board — the bar (menu, undo,
// redo, hint, values, rules, share, new game), the side panel (whose turn
// it is, the seats and settings, the clocks, the move log), browsing an
// earlier position, the game's review (a gamereview.Review, whose screens
// are in scenes/table/gamereview), the overlays (a dialog each,
// dialog_*.go), the computer's moves, sound and motion, what
// a screen reader is told and offered (speech*.go), and autosave. A game
// played here or online goes through a driver (driver.go): here, or a room
// on a server (remote.go), whose handle, words and seats held are in
// scenes/table/room; the invite, the requests and the seats at the table
// are the table's screens of it. Each game brings only a View of its board
// (this file: View, and the interfaces a view may add — Keyer, Orderer,
// Canceler, Hinter, Ender), drawn with what the views share: the hint's
// and the values' Marks, and a move's ValueTag. Every move, from a click,
// a key, undo, redo, a load or a link, goes through the screen's
// record.Match. The keys it keeps on the device are in scenes/prefs.
package table

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/catalog"
	"parlor/scenes/ui"
)

// Board is a game's front end, registered once beside its scene's code:
// the catalog entry it draws, a maker of its board view, and its menu
// card's picture.
type Board struct {
	// Game is the game's catalog entry.
	Game *catalog.Game
	// New makes a fresh view of the game's board.
	New func() View
	// Icon draws the game's picture for the menu in r.
	Icon func(dst *ebiten.Image, th *ui.Theme, r ui.Rect)
}

// View is one game's board. It lays out and draws the board, turns pointer
// input into complete moves, and animates what the match reports. It never
// plays a move itself: it hands moves to the table, and is told what
// happened.
type View interface {
	// Reset shows position s at once, with nothing animating: a new game,
	// an undo, a load, a position browsed.
	Reset(s game.State)
	// Show animates a change the match made, whatever asked for it: a
	// click, a redo, a computer.
	Show(c Change)
	// Busy reports whether an animation is running.
	Busy() bool
	// Finish ends any animation at once.
	Finish()
	// Layout places the board, and any controls of the game's own, in r.
	Layout(ctx *ui.Context, r ui.Rect)
	// Update advances animations by a tick and, when live (the person to
	// move may play), reads the pointer over the board. It returns a move
	// once the person has made a whole one (a Yote jump with its removal).
	Update(ctx *ui.Context, live bool) (game.Move, bool)
	// Draw draws the board as of the last Reset or Show.
	Draw(dst *ebiten.Image, ctx *ui.Context, live bool)
	// Status is a line for the panel under whose turn it is — what the
	// player is to do, what just happened — or "".
	Status() string
	// Seat draws a small mark of seat p (its token, its colour) in r.
	Seat(dst *ebiten.Image, th *ui.Theme, p game.Player, r ui.Rect)
	// Targets adds the board's click targets to t.
	Targets(t ui.Targets)
	// Probe adds what tests and the browser hook need to know of the
	// board to st: its position in printed form and the view's own state.
	Probe(st map[string]any)
}

// Keyer is a View with keys of its own (Connect Four's column numbers),
// listed in the rules overlay under the table's.
type Keyer interface {
	// Keys lists them, a "- key: what it does" line each.
	Keys() string
}

// Orderer is a View whose board has a reading order of its own: the
// board as its player reads it (Kalah's houses from the mover's store,
// Yote's squares as numbered). The table's Tab order starts with it,
// then goes on to the panel; a View that is no Orderer is read in screen
// order.
type Orderer interface {
	// Order lists the board's Tab stops in reading order as ui.Orderer
	// entries over the board's targets: names, and ui.Each, ui.Group and
	// ui.Skip patterns.
	Order() []string
}

// Canceler is a View that can hold something half done short of a move
// (Mergers: a board zoomed in, shares in the cart). Undo and Esc first ask
// it to cancel that, and do their own work only when there was nothing to
// cancel.
type Canceler interface {
	// Cancel drops a move half made and reports whether there was one.
	Cancel() bool
}

// Hinter is a View that can point out a move on its board: the hint the
// table asks the Hard level for. Hint(m, true) marks move m (a legal
// move of the position last Reset or Shown) until the next Reset, Show or
// Hint(0, false).
type Hinter interface {
	Hint(m game.Move, on bool)
}

// Ender is a View that says on the board itself whose turn it is (Can't
// Stop's caption over the dice, the mover's lit chip, the choices of the
// dice). End tells it that the game is over though its position goes on
// — a resignation, a draw agreed — with the words of the end, or "" while
// the game goes on: it then says the end there, and nothing of turns.
type Ender interface {
	End(words string)
}

// Change is what the match did: the position before, the moves made (a
// player's decision and the chance outcomes it set off), and the position
// after. The positions belong to the match: views read them, never play on
// them.
type Change struct {
	Before game.State
	Moves  []game.Move
	After  game.State
}

// Host is what the table needs of the platform: somewhere to keep saved
// games and settings, the page's address for links, the clipboard, and
// the system's preference for motion.
type Host interface {
	// Load returns the value stored under key, or "".
	Load(key string) string
	// Store keeps value under key; an empty value removes it.
	Store(key, value string) error
	// Base is the address a share link starts with.
	Base() string
	// Copy puts text where the player can take it from — the clipboard, or
	// a file on a desktop without one — and says where ("on the
	// clipboard"), or why it cannot.
	Copy(text string) (where string, err error)
	// PrefersReducedMotion reports whether the system asks for reduced
	// motion: on the page, prefers-reduced-motion; false where it cannot
	// say (the desktop). See ui.Motion.
	PrefersReducedMotion() bool
}
