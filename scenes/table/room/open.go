package room

import (
	"errors"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/scenes/ui"
)

// NoServer is what the table says when the page's site has no game server.
const NoServer = "Online play needs the Parlor server, and this page was served without it. " +
	"To play with friends on other devices, run it with go run ./wasm — see Playing online in the README."

// CannotOpen says why an online game could not start or open, in the
// player's words.
func CannotOpen(err error) string {
	var e *online.Error
	switch {
	case errors.Is(err, client.ErrNoServer):
		return NoServer
	case errors.As(err, &e):
		return "The game server says: " + ui.Sentence(e.Message) + "."
	}
	return "The online game could not be opened: " + ui.Sentence(err.Error()) + "."
}
