package lobby

import (
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/scenes/ui"
)

// The names at the lobby's tables open their players' pages (where
// Follow and Block are): a click on a row, left of its Sit button, opens
// the page of the first player waiting there (not oneself); the screen
// reader has a button for each of them.

// sitters are the seats of t held by players with a profile, but the
// signed-in player's, with their seats' indexes.
func (l *lobby) sitters(t protocol.TableInfo) (seats []int) {
	for i, s := range t.Seats {
		if s.Kind == online.KindPerson && s.Profile != "" && s.Profile != l.view.me.ID {
			seats = append(seats, i)
		}
	}
	return seats
}

// nameRect is the part of row r that opens a sitter's page: left of its
// Sit button, half the button's margin apart from it.
func nameRect(r tableRow) ui.Rect {
	gap := (r.rect.Right() - r.sit.Rect.Right()) / 2
	return ui.Rect{X: r.rect.X, Y: r.rect.Y, W: r.sit.Rect.X - gap - r.rect.X, H: r.rect.H}
}

// nameTargets names the rows' names in t: "who:TABLE" for each row with
// another player at it.
func (l *lobby) nameTargets(t ui.Targets) {
	for _, r := range l.lay.rows {
		if len(l.sitters(r.t)) > 0 {
			t["who:"+r.t.ID] = nameRect(r)
		}
	}
}

// drawNameHover outlines row r while the pointer is on its names.
func (l *lobby) drawNameHover(dst *ebiten.Image, th *ui.Theme, in *ui.Input, r tableRow) {
	if len(l.sitters(r.t)) > 0 && in.Hovering(nameRect(r)) {
		th.OutlineRoundRect(dst, r.rect, 14*th.U, 2*th.U, ui.AccentColor, ui.PanelColor)
	}
}

// nameActions are the screen reader's buttons of t's players' pages:
// "who:TABLE:SEAT", "Ann's page".
func (l *lobby) nameActions(t protocol.TableInfo) []ui.Action {
	var as []ui.Action
	for _, i := range l.sitters(t) {
		as = append(as, ui.Action{ID: "who:" + t.ID + ":" + strconv.Itoa(i), Label: possessive(t.Seats[i].Player) + " page"})
	}
	return as
}

// openSitter opens the page a name's target or button names ("who:TABLE"
// the first player's at it, "who:TABLE:SEAT" that seat's), and reports
// whether it did.
func (l *lobby) openSitter(ctx *ui.Context, name string) bool {
	id, seat, _ := strings.Cut(strings.TrimPrefix(name, "who:"), ":")
	for _, t := range l.shown() {
		if t.ID != id {
			continue
		}
		seats := l.sitters(t)
		if seat != "" {
			n, err := strconv.Atoi(seat)
			if err != nil {
				return false
			}
			seats = []int{n}
		}
		for _, i := range seats {
			if i >= 0 && i < len(t.Seats) && t.Seats[i].Profile != "" {
				ctx.Go(l.open.profilePage(l.site, l.lob, t.Seats[i].Profile, l))
				return true
			}
		}
	}
	return false
}
