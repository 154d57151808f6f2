package table

import (
	"strings"

	"parlor/game/catalog"
	"parlor/game/online"
)

// Who plays which seat, said from this screen's point of view: "You play
// Red; the computer plays Yellow at Medium." It leads the position told
// to a screen reader, and is said when a table opens and at each new
// game.

// holderKind is how a seat is held, as this screen tells it.
type holderKind int

const (
	heldHere     holderKind = iota // by a person at this screen: you
	heldComputer                   // by the computer
	heldInvited                    // by someone invited, not yet seated
	heldOther                      // online, by another person
)

// holder is who holds one seat.
type holder struct {
	seat string // the seat's name: "Red"
	kind holderKind
	// name is the computer's level ("Medium") or the other person's name
	// ("Ann"); "" when not known.
	name string
}

// seatSentence says who plays which seat: "You play Red; the computer
// plays Yellow at Medium.", "Red and Yellow play at this screen, in
// turn.", online "You play Yellow; Ann plays Red." watching says this
// screen holds no seat (a spectator online).
func seatSentence(hs []holder, watching bool) string {
	var here, invited []string
	for _, h := range hs {
		switch h.kind {
		case heldHere:
			here = append(here, h.seat)
		case heldInvited:
			invited = append(invited, h.seat)
		}
	}
	if !watching && len(hs) > 1 && len(here) == len(hs) {
		return and(here) + " play at this screen, in turn."
	}
	var parts []string
	if watching {
		parts = append(parts, "you are watching")
	}
	if len(here) > 0 {
		parts = append(parts, "you play "+and(here))
	}
	for _, h := range hs {
		if h.kind != heldOther {
			continue
		}
		if h.name == "" || h.name == h.seat {
			parts = append(parts, "another player plays "+h.seat)
		} else {
			parts = append(parts, h.name+" plays "+h.seat)
		}
	}
	if c := computerWords(hs); c != "" {
		parts = append(parts, "the computer plays "+c)
	}
	switch len(invited) {
	case 0:
	case 1:
		parts = append(parts, invited[0]+" is invited")
	default:
		parts = append(parts, and(invited)+" are invited")
	}
	if len(parts) == 0 {
		return ""
	}
	s := strings.Join(parts, "; ")
	return strings.ToUpper(s[:1]) + s[1:] + "."
}

// computerWords say which seats the computer plays and at what level:
// "Yellow at Medium", "Yellow and Green at Easy", "Yellow at Easy and
// Green at Hard"; "" when it plays none.
func computerWords(hs []holder) string {
	var seats, each []string
	level, same := "", true
	for _, h := range hs {
		if h.kind != heldComputer {
			continue
		}
		if len(seats) == 0 {
			level = h.name
		}
		same = same && h.name == level
		seats = append(seats, h.seat)
		if h.name == "" {
			each = append(each, h.seat)
		} else {
			each = append(each, h.seat+" at "+h.name)
		}
	}
	switch {
	case len(seats) == 0:
		return ""
	case same && level != "":
		return and(seats) + " at " + level
	case same:
		return and(seats)
	}
	return and(each)
}

// and joins words as a list is said: "A", "A and B", "A, B and C".
func and(words []string) string {
	switch n := len(words); n {
	case 0:
		return ""
	case 1:
		return words[0]
	default:
		return strings.Join(words[:n-1], ", ") + " and " + words[n-1]
	}
}

// holders are who holds each seat of the game on show: here, from the
// seats WHO PLAYS chose; online, from the room.
func (t *Screen) holders() (hs []holder, watching bool) {
	o := t.match.Options()
	seats := o.Seats()
	if r := t.room; r != nil {
		for i, p := range r.Mirror().Players {
			h := holder{seat: p.Name, kind: heldOther, name: p.Player}
			if i < len(seats) {
				h.seat = seats[i]
			}
			switch {
			case p.Kind == online.KindComputer:
				h.kind, h.name = heldComputer, ""
				if l, ok := o.Level(p.Level); ok {
					h.name = l.Title
				}
			case p.Kind == online.KindOpen:
				h.kind = heldInvited
			case i == r.Mirror().Seat:
				h.kind = heldHere
			}
			hs = append(hs, h)
		}
		return hs, r.Mirror().Seat < 0
	}
	for i, seat := range seats {
		h := holder{seat: seat}
		if i < len(t.computer.seats) {
			switch w := t.computer.seats[i]; {
			case w == Invite:
				h.kind = heldInvited
			case w != catalog.Person:
				h.kind = heldComputer
				if l, ok := o.Level(w); ok {
					h.name = l.Title
				}
			}
		}
		hs = append(hs, h)
	}
	return hs, false
}

// seatWords say who plays which seat of the game on show (seatSentence).
func (t *Screen) seatWords() string { return seatSentence(t.holders()) }
