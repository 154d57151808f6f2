package store

import (
	"context"
	"errors"
	"time"

	"parlor/game/clock"
)

// Challenges keeps the challenges one profile sends another, from their
// sending until they are settled: accepted, declined, cancelled or
// lapsed. The SQLite and PostgreSQL stores, and memstore.Store, are
// Challenges too. Every method is safe for concurrent use: a challenge
// is settled once, by the first of its settlings (Settle), whichever
// server makes it.
type Challenges interface {
	// SendChallenge stores c, open, if its sender has fewer than open
	// challenges open at c.Created (not lapsed by then) and sent fewer
	// than hourly in the hour before it: ErrChallenges or
	// ErrChallengeRate, writing nothing, if not. c.To must be a profile
	// not deleted (ErrNoProfile) and not c.From (ErrSelf); ErrConflict
	// if c.ID is taken.
	SendChallenge(ctx context.Context, c Challenge, open, hourly int) error
	// Challenge reads challenge id, open or settled; ErrNoChallenge if
	// there is none.
	Challenge(ctx context.Context, id string) (Challenge, error)
	// OpenChallenges are the challenges open at now that profile id
	// sent or received, the oldest first (then by id); the received are
	// those not Silent.
	OpenChallenges(ctx context.Context, id string, now time.Time) ([]Challenge, error)
	// Settle settles challenge id, open and not lapsed at s.At, as s
	// says, in one conditional write: it returns the challenge settled,
	// or ErrSettled with the challenge as it is (settled already, or
	// lapsed), or ErrNoChallenge.
	Settle(ctx context.Context, id string, s Settling) (Challenge, error)
	// Lapse settles as lapsed, at now, the challenges open whose time
	// ran out by now, and those sent by or to one of gone, and returns
	// them.
	Lapse(ctx context.Context, now time.Time, gone []string) ([]Challenge, error)
}

// SharedChallenges is a Shared store that tells every process of a
// challenge sent or settled on one (a Change with Challenge), so that
// each tells its connections.
type SharedChallenges interface {
	// NotifyChallenge tells every process that challenge id changed.
	NotifyChallenge(ctx context.Context, id string) error
}

// Challenge is a challenge: its id, its sender (From) and the profile
// challenged (To), the game's text, its time control, whether rated,
// who moves first (protocol's FirstRandom...), the hash of the seat
// token its sender's seat will hold, when it was sent and when it
// lapses; and, once settled, its State, the Reason it was declined
// with, the Room its game opened in and when (At). A Silent challenge
// is one the challenged never hears of (a block keeps them apart): its
// sender sees it open until it lapses or she cancels it.
type Challenge struct {
	ID, From, To     string
	Game             string
	Clock            clock.Control
	Rated            bool
	First            string
	FromHash         string
	Created, Expires time.Time
	Silent           bool
	State            string
	Reason, Room     string
	At               time.Time
}

// Settling is how a challenge is settled: its new State (never open), at
// At, with the Reason it was declined with, or the Room its game opens
// in (accepted).
type Settling struct {
	State, Reason, Room string
	At                  time.Time
}

// Open reports whether c is open at now: not settled, and not lapsed.
func (c Challenge) Open(now time.Time) bool {
	return c.State == ChallengeOpen && now.Before(c.Expires)
}

// ChallengeOpen and ChallengeLapsed are the States of a challenge open,
// and of one lapsed (protocol.ChallengeOpen, protocol.ChallengeLapsed).
const (
	ChallengeOpen   = "open"
	ChallengeLapsed = "lapsed"
)

// ErrNoChallenge, ErrSettled, ErrChallenges and ErrChallengeRate are the
// challenges' refusals: no such challenge, one settled already (or
// lapsed), a sender with as many open as she may, and one who sent as
// many as she may in the last hour.
var (
	ErrNoChallenge   = errors.New("there is no such challenge")
	ErrSettled       = errors.New("that challenge is settled already")
	ErrChallenges    = errors.New("that profile has as many challenges open as she may")
	ErrChallengeRate = errors.New("that profile sent as many challenges as she may this hour")
)
