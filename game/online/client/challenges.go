package client

import (
	"slices"

	"parlor/game/clock"
	"parlor/game/online/protocol"
)

// The challenges, on a Lobby: its typed calls (challenge, cancel, accept,
// decline, and the list) and the open challenges as the server last told
// them, kept by Take with every challenge's news, which LobbyUpdate's
// Challenge carries too (a banner's news). Each news reaches every
// connection signed in as the profile, with no asking; after a drop
// (LobbyUpdate.Down) ask ListChallenges again for what was missed. An
// accepted challenge seats the player as quick pairing does: Sitting,
// then LobbyUpdate.Started.

// challenges is what a Lobby keeps of its profile's open challenges.
type challenges struct {
	sent, received []protocol.ChallengeInfo
}

// Challenge challenges the profile whose id is profile to a game of game
// (a game's text) with time control tc, rated or not; first is who moves
// first (protocol.FirstRandom, "" for it, FirstChallenger or
// FirstChallenged).
func (l *Lobby) Challenge(profile, game string, tc clock.Control, rated bool, first string) error {
	return l.Send(protocol.Challenge{Profile: profile, Game: game, Clock: tc, Rated: rated, First: first})
}

// CancelChallenge takes back challenge id, sent.
func (l *Lobby) CancelChallenge(id string) error {
	return l.Send(protocol.CancelChallenge{Challenge: id})
}

// AcceptChallenge accepts challenge id, received: its room opens for
// both (Sitting, then LobbyUpdate.Started).
func (l *Lobby) AcceptChallenge(id string) error {
	return l.Send(protocol.AcceptChallenge{Challenge: id})
}

// DeclineChallenge declines challenge id, received, for reason (one of
// protocol.DeclineReasons; "" for the first).
func (l *Lobby) DeclineChallenge(id, reason string) error {
	return l.Send(protocol.DeclineChallenge{Challenge: id, Reason: reason})
}

// ListChallenges asks for the open challenges, sent and received.
func (l *Lobby) ListChallenges() error { return l.Send(protocol.ListChallenges{}) }

// SentChallenges are the open challenges the profile sent, oldest first,
// as last told.
func (l *Lobby) SentChallenges() []protocol.ChallengeInfo { return l.challenges.sent }

// ReceivedChallenges are the open challenges the profile received,
// oldest first, as last told.
func (l *Lobby) ReceivedChallenges() []protocol.ChallengeInfo { return l.challenges.received }

// takeChallenges keeps the open challenges as told, and returns a
// challenge's news.
func (l *Lobby) takeChallenges(m protocol.Message) *protocol.ChallengeInfo {
	switch m := m.(type) {
	case protocol.Challenges:
		l.challenges.sent, l.challenges.received = m.Sent, m.Received
	case protocol.ChallengeNews:
		c := m.Challenge
		list := &l.challenges.received
		if c.From.ID == l.Me.ID {
			list = &l.challenges.sent
		}
		*list = slices.DeleteFunc(*list, func(o protocol.ChallengeInfo) bool { return o.ID == c.ID })
		if c.State == protocol.ChallengeOpen {
			*list = append(*list, c)
		}
		return &c
	}
	return nil
}
