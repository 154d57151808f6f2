package online

import (
	"context"
	"errors"
	"io"
	"slices"
	"strings"
	"unicode/utf8"

	"parlor/game"
)

// Role says who holds token hash h in this room: a seat, or -1 for a
// spectator (the spectators' token, or the token of a seat given to the
// computer since, whose person may still watch); ok is false for a token of no one here (an invite is not a
// role: it is claimed).
func (r *Room) Role(h string) (seat int, ok bool) {
	if h == r.rec.WatchHash {
		return -1, true
	}
	for i, s := range r.rec.Seats {
		switch {
		case s.TokenHash != h:
		case s.Level != "": // given to the computer: its person watches
			return -1, true
		default:
			return i, true
		}
	}
	return 0, false
}

// InviteSeat is the seat whose invite has hash h, or -1 when no open
// seat has it (its seat has been taken).
func (r *Room) InviteSeat(h string) int {
	return slices.IndexFunc(r.rec.Seats, func(s SeatRecord) bool { return s.InviteHash == h })
}

// Turn is the seat to move, or -1 once the game is over.
func (r *Room) Turn() int {
	return r.g.Turn()
}

// Claim seats whoever opened the invite whose hash is h, going by name
// (see CleanName) and playing as profile (an id, or ""), with a new token
// drawn from rnd, once it is durable.
func (r *Room) Claim(ctx context.Context, h, name, profile string, rnd io.Reader) (seat int, token string, e *Error) {
	name, e = CleanName(name)
	if e != nil {
		return 0, "", e
	}
	seat = r.InviteSeat(h)
	if seat < 0 {
		return 0, "", Errorf(ErrBadToken, "this invite has been used: its seat is taken")
	}
	if r.rec.Rated {
		if profile == "" {
			return 0, "", Errorf(ErrProfileNeeded, "a rated game is played as a profile: send profile or new-profile first")
		}
		for _, s := range r.rec.Seats {
			if s.Profile == profile {
				return 0, "", Errorf(ErrTaken, "you sit at this rated game already: a profile takes one seat")
			}
		}
	}
	token, err := NewToken(rnd)
	if err != nil {
		return 0, "", Errorf(ErrInternal, "%v", err)
	}
	sr := SeatRecord{TokenHash: Hash(token), Name: name, Profile: profile}
	if err := r.store.Claim(ctx, r.rec.ID, seat, sr); err != nil {
		if errors.Is(err, ErrConflict) && r.Refresh(ctx) == nil { // taken through another server
			return 0, "", Errorf(ErrBadToken, "this invite has been used: its seat is taken")
		}
		return 0, "", Errorf(ErrInternal, "the seat could not be stored: %v", err)
	}
	r.rec.Seats[seat] = sr
	r.clk.since = r.clk.now() // no time ran while a seat was open
	return seat, token, nil
}

// Seats says who sits where; online reports whether a seat's person is
// connected.
func (r *Room) Seats(online func(seat int) bool) []SeatInfo {
	return SeatInfos(r.opts.Seats(), r.rec.Seats, online)
}

// SeatInfos says who sits in seats, the seats of a game whose seats are
// named names; online reports whether a seat's person is connected (nil:
// no one is).
func SeatInfos(names []string, seats []SeatRecord, online func(seat int) bool) []SeatInfo {
	infos := make([]SeatInfo, len(seats))
	for i, s := range seats {
		info := SeatInfo{Kind: KindPerson, Player: s.Name, Profile: s.Profile}
		if i < len(names) {
			info.Name = names[i]
		}
		switch {
		case s.Level != "":
			info.Kind, info.Level = KindComputer, s.Level
		case s.TokenHash == "":
			info.Kind = KindOpen
		default:
			info.Online = online != nil && online(i)
		}
		infos[i] = info
	}
	return infos
}

// ToComputer gives seat to the computer at level, as the person at seat
// by asks (whoever runs the room checks that seat's person is away): its
// token and invite no longer hold it.
func (r *Room) ToComputer(ctx context.Context, by, seat int, level string) *Error {
	if e := r.checkSeat(by, "give seats to the computer"); e != nil {
		return e
	}
	switch {
	case r.Over():
		return Errorf(ErrOver, "the game is over")
	case seat >= len(r.rec.Seats):
		return Errorf(ErrBadMessage, "there is no seat %d: this game's seats are 0 to %d", seat, len(r.rec.Seats)-1)
	case seat == by:
		return Errorf(ErrBadMessage, "a player does not give her own seat away")
	case r.rec.Seats[seat].Level != "":
		return Errorf(ErrBadMessage, "the computer plays seat %d already", seat+1)
	}
	l, ok := r.opts.Level(level)
	if !ok || l.Hidden {
		var names []string
		for _, l := range r.opts.Levels() {
			if !l.Hidden {
				names = append(names, l.Name)
			}
		}
		return Errorf(ErrBadMessage, "%q is not a level a seat can be given in %s (%s)", level, r.opts.Game().Title, strings.Join(names, ", "))
	}
	if err := r.store.ToComputer(ctx, r.rec.ID, seat, l.Name); err != nil {
		if errors.Is(err, ErrConflict) && r.Refresh(ctx) == nil { // given through another server
			return Errorf(ErrBadMessage, "the computer plays seat %d already", seat+1)
		}
		return Errorf(ErrInternal, "the seat could not be stored: %v", err)
	}
	r.rec.Seats[seat] = SeatRecord{Level: l.Name, TokenHash: r.rec.Seats[seat].TokenHash, Profile: r.rec.Seats[seat].Profile}
	r.people[seat] = false
	if r.asked != nil { // the computer has no say in a request: it no longer waits on this seat
		r.asked.accepted[seat] = true
	}
	return nil
}

// checkSeat refuses to do for a spectator or a seat the room does not
// have.
func (r *Room) checkSeat(seat int, do string) *Error {
	switch {
	case seat < 0:
		return Errorf(ErrSpectator, "spectators watch; they do not %s", do)
	case seat >= len(r.rec.Seats):
		return Errorf(ErrBadToken, "there is no seat %d here", seat+1)
	case !r.people[seat]:
		// Given to the computer (away, or out of time): its person's
		// connection no longer plays it.
		return Errorf(ErrBadToken, "the computer plays seat %d now: you no longer hold it", seat+1)
	}
	return nil
}

// seatName names seat p.
func (r *Room) seatName(p game.Player) string {
	if names := r.opts.Seats(); p >= 0 && int(p) < len(names) {
		return names[p]
	}
	return "no one"
}

// MaxName is the longest name a player may go by, in characters.
const MaxName = 24

// CleanName is the name a player gave, trimmed: one line of at most
// MaxName printable characters ("" is no name: the seat's own is shown).
func CleanName(name string) (string, *Error) {
	name = strings.TrimSpace(name)
	switch {
	case !cleanLine(name) || !utf8.ValidString(name):
		return "", Errorf(ErrBadMessage, "a name is one line of text")
	case utf8.RuneCountInString(name) > MaxName:
		return "", Errorf(ErrBadMessage, "a name may be at most %d characters", MaxName)
	}
	return name, nil
}

// SeatInfo is a seat as everyone in the room sees it.
type SeatInfo struct {
	// Name is the seat's name in the game: "South", "Orange".
	Name string `json:"name"`
	// Player is what the seat's person goes by ("" if she gave no name,
	// or the seat is not a person's).
	Player string `json:"player"`
	// Kind is KindPerson, KindOpen or KindComputer; Level the computer's
	// ("" for a person's or an open seat).
	Kind  string `json:"kind"`
	Level string `json:"level"`
	// Online reports whether the seat's person has a connection open.
	Online bool `json:"online"`
	// Profile is the id of the profile the seat's person plays as ("" if
	// none).
	Profile string `json:"profile"`
}

// Seat kinds, in a create message's seats and in a SeatInfo.
const (
	SeatYou    = "you"    // create: a seat for the creator
	SeatInvite = "invite" // create: a seat for whoever opens its invite
	// A level's name ("hard") in create makes a computer seat.

	KindPerson   = "person"   // a seat a person has taken
	KindOpen     = "open"     // a seat waiting for its invite to be opened
	KindComputer = "computer" // a seat the server plays
)
