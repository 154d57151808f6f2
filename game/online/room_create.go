package online

import (
	"context"
	"io"
	"slices"
	"strings"
	"time"

	"parlor/game/catalog"
	"parlor/game/clock"
)

// Secrets are what a room's creator is given, once: the tokens of the
// seats she plays, the invites of the seats left open, and the
// spectators' token.
type Secrets struct {
	Tokens  map[int]string
	Invites map[int]string
	Watch   string
}

// Spec is what a room is made of, as its creator asks for it.
type Spec struct {
	// Game is the game, one of the catalog's, and its options in the
	// canonical text ("kalah houses=6 seeds=4").
	Game string
	// Seats has one spec for each seat of the game: SeatYou for the
	// creator, SeatInvite for a seat a friend takes by its invite, or a
	// level's name for the computer.
	Seats []string
	// Name is what the creator goes by (see CleanName).
	Name string
	// Helps turns hints and values on for the players.
	Helps bool
	// Rated makes the game count for the players' ratings.
	Rated bool
	// Clock is the time control ("5+3", "3d"; "" for none: see
	// clock.Parse).
	Clock string
}

// Create starts the room spec asks for: the game, one of games, its
// seats, options and clock; profile is the id of the creator's profile
// ("" for none), which her seats carry. A rated game needs a profile, one
// seat of hers and the others invited, and no hints or values. It draws
// the room's id, seed, salt and tokens from rnd (crypto/rand.Reader in the
// server) and stores the room.
func Create(ctx context.Context, store Log, games catalog.Catalog, spec Spec, profile string, rnd io.Reader, now time.Time) (*Room, Secrets, *Error) {
	m := spec
	text, specs, name := m.Game, m.Seats, m.Name
	var sec Secrets
	name, ne := CleanName(name)
	if ne != nil {
		return nil, sec, ne
	}
	o, err := games.Parse(text)
	if err == nil {
		_, err = o.New() // options that do not go together: the advanced game for 2
	}
	if err != nil {
		return nil, sec, Errorf(ErrBadGame, "%v", err)
	}
	names := o.Seats()
	if len(specs) != len(names) {
		return nil, sec, Errorf(ErrBadGame, "%s has %d seats (%s); give one for each", o.Game().Title, len(names), strings.Join(names, ", "))
	}
	if e := checkRated(m, profile); e != nil {
		return nil, sec, e
	}
	tc, err := clock.Parse(m.Clock)
	if err != nil {
		return nil, sec, Errorf(ErrBadMessage, "%v", err)
	}
	rec := RoomRecord{Game: o.String(), Created: now.UTC(), Seats: make([]SeatRecord, len(specs)), Helps: m.Helps, Rated: m.Rated, Clock: tc}
	sec.Tokens, sec.Invites = map[int]string{}, map[int]string{}
	draw := func(into *string) error {
		t, err := NewToken(rnd)
		*into = t
		return err
	}
	errs := []error{draw(&rec.ID), draw(&sec.Watch)}
	rec.WatchHash, rec.Watch = Hash(sec.Watch), sec.Watch
	people := 0
	for i, spec := range specs {
		var t string
		switch spec = strings.ToLower(spec); spec {
		case SeatYou:
			errs = append(errs, draw(&t))
			sec.Tokens[i], rec.Seats[i].TokenHash, rec.Seats[i].Name, rec.Seats[i].Profile = t, Hash(t), name, profile
			people++
		case SeatInvite:
			errs = append(errs, draw(&t))
			sec.Invites[i], rec.Seats[i].InviteHash = t, Hash(t)
			people++
		default:
			l, ok := o.Level(spec)
			if !ok {
				return nil, sec, Errorf(ErrBadGame, "seat %d: %q is not %q, %q or a level of %s (%s)", i+1, spec, SeatYou, SeatInvite, o.Game().Title, o.LevelNames())
			}
			rec.Seats[i].Level = l.Name
		}
	}
	if len(sec.Tokens) == 0 {
		return nil, sec, Errorf(ErrBadGame, "one seat at least must be %q: the creator's", SeatYou)
	}
	seed, salt, err := DrawSeed(rnd)
	errs = append(errs, err)
	for _, err := range errs {
		if err != nil {
			return nil, sec, Errorf(ErrInternal, "%v", err)
		}
	}
	rec.Seed, rec.Salt = seed, salt
	r, err := open(store, games, rec, nil)
	if err != nil {
		return nil, sec, Errorf(ErrInternal, "%v", err)
	}
	if err := store.Create(ctx, rec); err != nil {
		return nil, sec, Errorf(ErrInternal, "the room could not be stored: %v", err)
	}
	return r, sec, nil
}

// Rematch starts the next game of room r, once it is over: the same game
// and options, the same seats with the same tokens, invites, names and
// computers, and the same spectators' token, with a new id, seed and salt.
// Its tokens find the new room from now on (the store's Find gives the
// newest), so everyone's links lead to the rematch.
func Rematch(ctx context.Context, store Log, r *Room, rnd io.Reader, now time.Time) (*Room, *Error) {
	if !r.Over() {
		return nil, Errorf(ErrBadMessage, "a rematch comes after the end of the game")
	}
	rec := r.rec
	rec.Seats = slices.Clone(r.rec.Seats)
	for _, s := range rec.Seats {
		rec.Rated = rec.Rated && s.Level == "" // a seat lost to the computer: the rematch is casual
	}
	rec.Created = now.UTC()
	if !rec.Created.After(r.rec.Created) {
		rec.Created = r.rec.Created.Add(time.Nanosecond) // newer, whatever the clock says
	}
	seed, salt, err := DrawSeed(rnd)
	if err == nil {
		rec.ID, err = NewToken(rnd)
	}
	if err != nil {
		return nil, Errorf(ErrInternal, "%v", err)
	}
	rec.Seed, rec.Salt = seed, salt
	next, err := open(store, r.games, rec, nil)
	if err != nil {
		return nil, Errorf(ErrInternal, "%v", err)
	}
	if err := store.Create(ctx, rec); err != nil {
		return nil, Errorf(ErrInternal, "the rematch could not be stored: %v", err)
	}
	return next, nil
}
