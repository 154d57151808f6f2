package online

import (
	"context"
	"encoding/binary"
	"errors"
	"io"
	"time"

	"parlor/game/catalog"
	"parlor/game/rating"
)

// Rated says the room's game counts for its players' ratings.
func (r *Room) Rated() bool { return r.rec.Rated }

// Profile is the profile seat plays as, "" for none.
func (r *Room) Profile(seat int) string {
	if seat < 0 || seat >= len(r.rec.Seats) {
		return ""
	}
	return r.rec.Seats[seat].Profile
}

// Forfeited reports whether seat's person lost her seat to the computer
// in a rated game: it ranks last, whatever the computer then made of it.
func (r *Room) Forfeited(seat int) bool {
	s := r.rec.Seats[seat]
	return r.rec.Rated && s.Level != "" && s.Profile != ""
}

// HandResigns reports whether handing an away seat to the computer ends
// the game instead, as that seat's resignation: in a rated game of two,
// where the computer may not play and the absence loses.
func HandResigns(rated bool, seats int) bool { return rated && seats == 2 }

// Ranks are the seats' places once the game is over, 0 the best, equal
// places for a tie: the final standing a rated game is rated by
// (rating.Game). A resignation puts its seat last and everyone else
// first together; a draw, agreed or on the board, puts everyone first;
// otherwise the game's result ranks them (its Returns: the winners first,
// the others after them, tied among themselves). In a rated game a seat
// given to the computer by the absence rule comes last whatever the
// computer made of it, after a resignation too.
func (r *Room) Ranks() []int {
	n := len(r.rec.Seats)
	score := make([]float64, n) // higher is better
	switch {
	case r.g.Drawn, r.g.FlagDraw, r.g.Aborted >= 0:
	case r.g.Resigned >= 0:
		score[r.g.Resigned] = -1
	case r.g.Flagged >= 0:
		score[r.g.Flagged] = -1
	default:
		copy(score, r.g.Match.State().Returns())
	}
	for i := range n {
		if r.Forfeited(i) {
			score[i] = -2
		}
	}
	ranks := make([]int, n)
	for i := range n {
		for j := range n {
			if score[j] > score[i] {
				ranks[i]++
			}
		}
	}
	return ranks
}

// Outcomes are each seat's outcome by its place: a win alone first, a
// draw first with others, else a loss.
func Outcomes(ranks []int) []string {
	out := make([]string, len(ranks))
	for i, r := range ranks {
		tied := 0
		for _, q := range ranks {
			if q == r {
				tied++
			}
		}
		switch {
		case r > 0:
			out[i] = OutcomeLoss
		case tied > 1:
			out[i] = OutcomeDraw
		default:
			out[i] = OutcomeWin
		}
	}
	return out
}

// Rate rates room r's game once it is over, if it is rated: it reads the
// players' ratings in the game's family, works out the new ones
// (rating.Game by Ranks) and records them (Profiles.Rate), once: a room
// rated already (by another server) gives the changes recorded then. It
// returns the changes, in seat order; nil for a game not rated or not
// over.
func (r *Room) Rate(ctx context.Context, p Profiles, now time.Time) ([]RatingChange, error) {
	if !r.rec.Rated || !r.Over() || r.g.Aborted >= 0 { // an aborted game counts for no one
		return nil, nil
	}
	if done, err := p.Rated(ctx, r.rec.ID); err != nil || done != nil {
		return done, err
	}
	family := r.opts.Family()
	ids := make([]string, len(r.rec.Seats))
	for i, s := range r.rec.Seats {
		ids[i] = s.Profile
	}
	have, err := p.Ratings(ctx, ids)
	if err != nil {
		return nil, err
	}
	before := make([]rating.Rating, len(ids))
	for i, id := range ids {
		before[i] = rating.Initial()
		for _, fr := range have[id] {
			if fr.Family == family {
				before[i] = fr.Glicko()
			}
		}
	}
	ranks := r.Ranks()
	after := rating.Game(before, ranks)
	outcomes := Outcomes(ranks)
	changes := make([]RatingChange, len(ids))
	for i, id := range ids {
		changes[i] = RatingChange{Seat: i, Profile: id, Before: before[i], After: after[i], Outcome: outcomes[i]}
	}
	err = p.Rate(ctx, r.rec.ID, family, changes, now)
	if errors.Is(err, ErrConflict) {
		return p.Rated(ctx, r.rec.ID)
	}
	if err != nil {
		return nil, err
	}
	return changes, nil
}

// checkRated refuses the spec of a rated game that is not one: no
// profile, the computer or more than one seat of the creator's, hints.
func checkRated(m Spec, profile string) *Error {
	if !m.Rated {
		return nil
	}
	if profile == "" {
		return Errorf(ErrProfileNeeded, "a rated game is played as a profile: send profile or new-profile first")
	}
	if m.Helps {
		return Errorf(ErrRated, "a rated game has no hints or values")
	}
	yours := 0
	for _, s := range m.Seats {
		switch s {
		case SeatYou:
			yours++
		case SeatInvite:
		default:
			return Errorf(ErrRated, "a rated game is for people only: seat %q cannot be the computer's", s)
		}
	}
	if yours != 1 {
		return Errorf(ErrRated, "in a rated game a profile takes one seat; invite the others")
	}
	return nil
}

// Seated is the seat of the room a table's sitter takes: her token's
// hash, her name and her profile; or the computer's level.
func (s TableSeat) Seated() SeatRecord {
	if s.Level != "" {
		return SeatRecord{Level: s.Level}
	}
	return SeatRecord{TokenHash: s.TokenHash, Name: s.Name, Profile: s.Profile}
}

// TableRoom is the record of the room for table t, once its seats are
// full, not yet stored: the room's id is the table's, its seats the
// table's (each sitter's token finds it), rated as the table is, with no
// hints or values; its seed and spectators' token are drawn from rnd.
// Store.Create, or RoomsCreator.CreateRooms for many at once, stores it
// (ErrConflict: a room made already for t, by another server or before a
// crash: load it instead). A quick game's sitters take the room's seats in an order
// drawn from rnd (a table's host chose hers).
func TableRoom(games catalog.Catalog, t Table, rnd io.Reader, now time.Time) (RoomRecord, error) {
	o, err := games.Parse(t.Game)
	if err == nil {
		_, err = o.New()
	}
	if err != nil {
		return RoomRecord{}, err
	}
	rec := RoomRecord{ID: t.ID, Game: o.String(), Created: now.UTC(), Rated: t.Rated, Clock: t.Clock, Seats: make([]SeatRecord, len(t.Seats))}
	for i, s := range t.Seats {
		rec.Seats[i] = s.Seated()
	}
	if t.Quick { // who sought first is not who moves first
		if err := shuffle(rec.Seats, rnd); err != nil {
			return RoomRecord{}, err
		}
	}
	if rec.Watch, err = NewToken(rnd); err != nil {
		return RoomRecord{}, err
	}
	rec.WatchHash = Hash(rec.Watch)
	if rec.Seed, rec.Salt, err = drawSeed(rnd); err != nil {
		return RoomRecord{}, err
	}
	return rec, nil
}

// shuffle puts seats in an order drawn from rnd (Fisher and Yates').
func shuffle(seats []SeatRecord, rnd io.Reader) error {
	var b [8]byte
	for i := len(seats) - 1; i > 0; i-- {
		if _, err := io.ReadFull(rnd, b[:]); err != nil {
			return err
		}
		j := int(binary.LittleEndian.Uint64(b[:]) % uint64(i+1))
		seats[i], seats[j] = seats[j], seats[i]
	}
	return nil
}

// Shown is a rating as players see it: "1523", "1523?" while provisional.
func (r Rating) Shown() string { return r.Glicko().String() }

// Glicko is the rating's Glicko-2 part.
func (r Rating) Glicko() Glicko { return Glicko{R: r.R, RD: r.RD, Vol: r.Vol} }
