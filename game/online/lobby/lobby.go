// Package lobby is the lobby's domain: players' profiles and their
// ratings, the tables open to anyone (a table made public, or a quick
// game's seek) until their seats are full and a room is made for them
// (TableRoom), the pairing window of quick games (Seek, Window), and the
// rating glue that rates a room's game once it is over (Rate). The
// server's lobby (server/lobby_*.go) runs it; package store keeps it
// (store.Profiles). PROTOCOL.md's section "Lobby" describes the messages.
package lobby

import (
	"time"

	"parlor/game/rating"
)

// Profile is a player known across games: a name, and a secret key that
// signs a connection in as her (only its hash is kept).
type Profile struct {
	// ID names the profile publicly (lobby, leaderboards, rooms' seats):
	// 22 characters of URL-safe base64, drawn apart from the key.
	ID string
	// Name is what the player goes by (CleanName's rules, never "");
	// after deletion it is "".
	Name string
	// KeyHash is Hash of the key; "" once the profile is deleted.
	KeyHash string
	Created time.Time
	// Deleted says its owner deleted it: its games stay, its name is
	// shown as deleted.
	Deleted bool
}

// DeletedName is what a deleted profile is shown as.
const DeletedName = "(deleted)"

// Shown is the profile's name as others see it.
func (p Profile) Shown() string {
	if p.Deleted {
		return DeletedName
	}
	return p.Name
}

// Rating is a profile's Glicko-2 rating in one family of games (see
// catalog.Options.Family) on the Glicko scale, with its tally.
type Rating struct {
	Family string
	// R is the rating, RD its deviation, Vol its volatility.
	R, RD, Vol float64
	// Games are the rated games played; Wins, Losses and Draws split
	// them by how the profile ended (see Outcome).
	Games, Wins, Losses, Draws int
}

// RatingPoint is a profile's rating after one rated game: the history a
// profile page plots.
type RatingPoint struct {
	Room    string
	At      time.Time
	R, RD   float64
	Outcome string // OutcomeWin, OutcomeLoss or OutcomeDraw
}

// Outcomes of a rated game for one player: a win (first alone), a draw
// (first with others, or a drawn game) or a loss.
const (
	OutcomeWin  = "win"
	OutcomeLoss = "loss"
	OutcomeDraw = "draw"
)

// RatingChange is one seat's rating before and after a rated game, as
// `end` carries it and the store keeps it.
type RatingChange struct {
	Seat    int    `json:"seat"`
	Profile string `json:"profile"`
	// Before and After are the rating and deviation: {R, RD, Vol}.
	Before  Glicko `json:"before"`
	After   Glicko `json:"after"`
	Outcome string `json:"outcome"`
}

// Glicko is a rating, its deviation and its volatility.
type Glicko = rating.Rating

// Standing is a line of a leaderboard.
type Standing struct {
	Profile string  `json:"profile"`
	Name    string  `json:"name"`
	R       float64 `json:"rating"`
	RD      float64 `json:"rd"`
	Vol     float64 `json:"vol"`
	Games   int     `json:"games"`
	// More is about how many more rated games settle a provisional
	// rating (rating.GamesToSettle): 0 for a settled one. The server
	// works it out; a store leaves it 0.
	More int `json:"more"`
}

// Table is a game waiting for players in the lobby: made public by its
// host, or a quick game's seek. When its last seat is taken a room is
// made for it, with the table's id as the room's.
type Table struct {
	ID string
	// Game is the canonical text of the game and its options; with Any
	// (quick games only) any options of the same family do.
	Game  string
	Any   bool
	Rated bool
	// Quick says the table is a quick game's seek: paired by rating,
	// not listed for sitting by hand.
	Quick bool
	// Host is the profile that made it.
	Host  string
	Seats []TableSeat
	// Created is when the table was opened.
	Created time.Time
	// Full says every seat is taken: the room is being made, or made.
	Full bool
	// Clock is the time control of the table's game, as
	// clock.Control.String writes it ("" for none).
	Clock string
}

// TableSeat is a seat at a table: the computer's (Level), open (no
// Profile), or a profile's, with the hash of the seat token she was
// given as she sat and her rating as she sat.
type TableSeat struct {
	Level     string
	Profile   string
	Name      string
	TokenHash string
	R, RD     float64
	// Seen is the last time the sitter's server knew her connected: a
	// sitter gone 30 s loses her seat (store.Profiles.Sweep).
	Seen time.Time
}

// Open is the number of seats at t that are neither taken nor the
// computer's.
func (t Table) Open() int {
	n := 0
	for _, s := range t.Seats {
		if s.Level == "" && s.Profile == "" {
			n++
		}
	}
	return n
}

// Sitting reports the seat profile holds at t, or -1.
func (t Table) Sitting(profile string) int {
	for i, s := range t.Seats {
		if profile != "" && s.Profile == profile {
			return i
		}
	}
	return -1
}

// Seat specs of open besides online.SeatYou and a level: a seat for anyone in
// the lobby.
const SeatOpen = "open"

// Limits of the lobby.
const (
	// TablesPerProfile is the most tables not yet full a profile may
	// host at once, quick games' seeks included.
	TablesPerProfile = 3
	// SeekGone is how long a sitter may be away before she loses her
	// seat at a table not yet full (and a seek ends).
	SeekGone = 30 * time.Second
	// LeadersShown is the length of a leaderboard.
	LeadersShown = 50
	// GamesShown is how many of a profile's games whois lists.
	GamesShown = 20
)

// TableSpec is a table as its host asks for it in the lobby: the game
// and its options ("kalah houses=6 seeds=4"), one spec a seat (online.SeatYou
// for the host's, SeatOpen, or a computer's level), rated or not, and its
// time control ("5+3", "3d"; "" for none).
type TableSpec struct {
	Game  string
	Seats []string
	Rated bool
	Clock string
}

// SeekSpec is a quick game as a player asks for it: the game and its
// options, or with Any any options of its family, rated or not, and the
// time control sought ("" for none): a seek pairs only with one of the
// same clock.
type SeekSpec struct {
	Game  string
	Any   bool
	Rated bool
	Clock string
}
