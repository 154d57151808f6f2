package lobby

import (
	"strconv"

	"parlor/scenes/ui"
)

// The online screens' reading orders, which Tab follows (ui.Orderer), as
// the table has its own: each screen's way back first, then what it shows
// from the top, a group of controls at a time, as the page's document
// lists them — not where the targets happen to stand (a form's two
// columns, a plot's points by their height). docs/keyboard.md writes them
// down, and order_test.go holds the two together.

// Order is the lobby's reading order: on the list, the way back, the
// profile and the leaderboard, the filters, Quick game and Create a
// table, the open tables, their players' pages, the pages; on a form, the way back, each row's
// controls in the form's order — down its columns, as the document lists
// them — and the button. Its other stages are read as they stand.
func (l *lobby) Order() []string {
	switch l.stage {
	case stageList:
		return []string{"menu", "profile", "leaders", ui.Each("filter:"), "quick", "create", ui.Each("sit:"), ui.Each("who:"), "page:prev", "page:next"}
	case stageForm:
		out := []string{"back"}
		for _, r := range l.form.rows {
			for _, p := range r.pickers {
				out = append(out, ui.CountDown(p.name, ""), ui.CountUp(p.name, ""))
			}
			if r.stepper != nil {
				out = append(out, ui.CountDown(r.name, ""), ui.CountUp(r.name, ""))
			}
			out = append(out, ui.Each(r.name+":"))
		}
		return append(out, "submit")
	}
	return nil
}

// Order is a profile's reading order: the way back, Follow and Block on
// another's, the tasks of one's own (Friends, Rename, Use on another
// device, Delete), the families, the plot's
// points from the oldest game to the latest, the recent games, the pages;
// while a task is open, its field or Copy, its button, Cancel, then the
// way back.
func (p *profile) Order() []string {
	if p.mode != viewing {
		return []string{"name", "copy", "ok", "cancel", "back"}
	}
	out := []string{"back", "follow", "block", "friends", "rename", "carry", "keys", "delete", ui.Each("family:")}
	for _, pt := range p.v.plot.Points {
		out = append(out, "point:"+strconv.Itoa(pt.Game))
	}
	return append(out, ui.Each("game:"), "newer", "older")
}

// Order is the leaderboard's reading order: the way back, the families,
// the rows from the first place down (the settled ratings, then the
// provisional), the pages.
func (l *leaderboard) Order() []string {
	return []string{"back", ui.Each("family:"), ui.Each("row:"), ui.Each("prov:"), "page:prev", "page:next"}
}

// Order is "Your games"' reading order: the way back, the games from the
// first.
func (y *yours) Order() []string {
	return []string{"menu", ui.Each("online:")}
}
