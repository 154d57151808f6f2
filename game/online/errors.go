package online

import (
	"fmt"
	"strings"
	"unicode"
)

// A refusal: the code and words of a message refused, which the referee
// and the lobby give and the server sends as an error message
// (PROTOCOL.md, Errors).

// Error codes. Each refuses one message and changes nothing.
const (
	ErrBadMessage  = "bad-message"   // not JSON, a missing field, a bad value
	ErrUnknownType = "unknown-type"  // no message of that type
	ErrTooBig      = "too-big"       // over MaxMessage
	ErrRate        = "rate"          // too many messages a second
	ErrBadToken    = "bad-token"     // no seat, invite or room has it
	ErrNotInRoom   = "not-in-room"   // a room's message before join or hello
	ErrSpectator   = "spectator"     // spectators do not move
	ErrNotYourTurn = "not-your-turn" // it is another seat's turn
	ErrStale       = "stale"         // n is not the room's last event
	ErrIllegal     = "illegal"       // the engine refuses the move
	ErrOver        = "over"          // the game is over
	ErrNoUndo      = "no-undo"       // nothing to take back, or no undo asked
	ErrBadGame     = "bad-game"      // create: unknown game, options or seats
	ErrTooMany     = "too-many"      // too many rooms from one address, or connections to a room
	ErrInternal    = "internal"      // the server failed (its store); try again
	ErrNotAway     = "not-away"      // hand: the seat's person is here, or not away long enough
)

// Error is a message refused: a code from the list above and what went
// wrong, in a player's words.
type Error struct {
	Code    string
	Message string
}

// Errorf makes an Error.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

func (e *Error) Error() string { return e.Message }

// cleanLine reports whether s is one line of printable text: no control
// character (Unicode's Cc: C0, DEL, C1), no line or paragraph separator
// (U+2028, U+2029) and no format character (Cf: the zero-width ones, the
// bidirectional marks and overrides, the soft hyphen, U+FEFF).
func cleanLine(s string) bool {
	return !strings.ContainsFunc(s, func(r rune) bool {
		return unicode.In(r, unicode.Cc, unicode.Cf, unicode.Zl, unicode.Zp)
	})
}

// Error codes of the lobby.
const (
	ErrProfileNeeded = "no-profile" // a message that needs a profile, before profile or new-profile
	ErrGone          = "gone"       // the table is gone, or full
	ErrTaken         = "taken"      // the seat is taken, or the profile sits at the table already
	ErrRated         = "rated"      // not in a rated game: a take-back, the computer, no profile
)
