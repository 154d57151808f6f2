package protocol

import (
	"slices"
	"strings"

	"parlor/game/clock"
	"parlor/game/online"
)

// The challenges' messages: PROTOCOL.md's section "Challenges".

// Message types of the challenges a client sends (challenge and
// challenges are the server's too).
const (
	TypeChallenge        = "challenge"         // challenge a profile; the server's: a challenge as it is now
	TypeCancelChallenge  = "cancel-challenge"  // take back a challenge sent
	TypeAcceptChallenge  = "accept-challenge"  // accept a challenge received: its room opens
	TypeDeclineChallenge = "decline-challenge" // decline one, with a reason
	TypeChallenges       = "challenges"        // the open challenges, sent and received
)

// Who moves first in a challenge's game (Challenge.First): drawn as its
// room opens (the default), the challenger, or the challenged.
const (
	FirstRandom     = "random"
	FirstChallenger = "challenger"
	FirstChallenged = "challenged"
)

// A challenge's states (ChallengeInfo.State): open until it is
// accepted, declined, cancelled by its challenger, or lapses.
const (
	ChallengeOpen      = "open"
	ChallengeAccepted  = "accepted"
	ChallengeDeclined  = "declined"
	ChallengeCancelled = "cancelled"
	ChallengeLapsed    = "lapsed"
)

// DeclineReasons are the reasons a challenge may be declined with, the
// first the default.
var DeclineReasons = []string{"not-now", "too-fast", "too-slow", "casual-only", "rated-only", "another-game"}

// Challenge challenges Profile to a game of Game (a game's text) with
// that time control, rated or casual; First says who moves first
// ("" or "random": drawn).
type Challenge struct {
	Profile string        `json:"profile,omitempty"`
	Game    string        `json:"game,omitempty"`
	Clock   clock.Control `json:"clock,omitzero"`
	Rated   bool          `json:"rated,omitempty"`
	First   string        `json:"first,omitempty"`
}

// CancelChallenge takes back the challenge whose id is Challenge.
type CancelChallenge struct {
	Challenge string `json:"challenge,omitempty"`
}

// AcceptChallenge accepts the challenge whose id is Challenge.
type AcceptChallenge struct {
	Challenge string `json:"challenge,omitempty"`
}

// DeclineChallenge declines the challenge whose id is Challenge, for
// Reason (one of DeclineReasons; "" for the first).
type DeclineChallenge struct {
	Challenge string `json:"challenge,omitempty"`
	Reason    string `json:"reason,omitempty"`
}

// ListChallenges asks for the open challenges (type "challenges").
type ListChallenges struct{}

// Type is "challenge".
func (Challenge) Type() string { return TypeChallenge }

// Type is "cancel-challenge".
func (CancelChallenge) Type() string { return TypeCancelChallenge }

// Type is "accept-challenge".
func (AcceptChallenge) Type() string { return TypeAcceptChallenge }

// Type is "decline-challenge".
func (DeclineChallenge) Type() string { return TypeDeclineChallenge }

// Type is "challenges".
func (ListChallenges) Type() string { return TypeChallenges }

// ChallengeInfo is a challenge as its two profiles see it: its id, who
// sent it (From) to whom (To), the game's text, its clock ("" for none),
// rated or not, who moves first, its State (ChallengeOpen...), the
// Reason it was declined with ("" unless declined), the Room its game
// opened in ("" unless accepted), and when it was sent and when it
// lapses (Unix milliseconds).
type ChallengeInfo struct {
	ID      string        `json:"id"`
	From    ProfileInfo   `json:"from"`
	To      ProfileInfo   `json:"to"`
	Game    string        `json:"game"`
	Clock   clock.Control `json:"clock"`
	Rated   bool          `json:"rated"`
	First   string        `json:"first"`
	State   string        `json:"state"`
	Reason  string        `json:"reason"`
	Room    string        `json:"room"`
	Created int64         `json:"created"`
	Expires int64         `json:"expires"`
}

// ChallengeNews tells both of a challenge's profiles of it, on every
// connection of theirs signed in to the lobby: as it is sent, accepted,
// declined, cancelled or lapses (type "challenge").
type ChallengeNews struct {
	Challenge ChallengeInfo `json:"challenge"`
}

// Challenges answers challenges: the open challenges the profile sent,
// and those it received, the oldest first.
type Challenges struct {
	Sent     []ChallengeInfo `json:"sent"`
	Received []ChallengeInfo `json:"received"`
}

// Type is "challenge".
func (ChallengeNews) Type() string { return TypeChallenge }

// Type is "challenges".
func (Challenges) Type() string { return TypeChallenges }

// decodeChallenges checks the form of a challenges' message.
func decodeChallenges(m message, str func(name, v string, need bool, max int) *online.Error) *online.Error {
	switch m.Type {
	case TypeChallenge:
		if e := str("profile", m.Profile, true, 64); e != nil {
			return e
		}
		switch m.First {
		case "", FirstRandom, FirstChallenger, FirstChallenged:
		default:
			return online.Errorf(online.ErrBadMessage, "\"first\" is %q, %q or %q", FirstRandom, FirstChallenger, FirstChallenged)
		}
		return str("game", m.Game, true, 200)
	case TypeCancelChallenge, TypeAcceptChallenge:
		return str("challenge", m.Challenge, true, 64)
	case TypeDeclineChallenge:
		if m.Reason != "" && !slices.Contains(DeclineReasons, m.Reason) {
			return online.Errorf(online.ErrBadMessage, "\"reason\" is one of %s", strings.Join(DeclineReasons, ", "))
		}
		return str("challenge", m.Challenge, true, 64)
	}
	return nil
}
