//go:build !js

package lobby

import (
	"context"
	"errors"

	"parlor/game/online/protocol"
)

// passkeysHere says that passkeys are the browser's: the desktop
// program keeps its key file.
func passkeysHere() (ok bool, why string) {
	return false, "Passkeys are the browser's: this program keeps your profile in its key file."
}

// credential is the browser's: outside it, there are no passkeys.
func credential(context.Context, string, protocol.JSONObject) ([]byte, error) {
	return nil, errors.New("passkeys are the browser's")
}

// printCodes is the browser's: the desktop shows the codes to copy by
// hand.
func printCodes(string, []string) error {
	return errors.New("printing is the browser's: copy the codes by hand")
}
