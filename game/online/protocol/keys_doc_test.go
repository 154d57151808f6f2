package protocol_test

import (
	"strings"
	"testing"

	"parlor/game/online"
)

// keysTitle is the title of PROTOCOL.md's section on passkeys and
// recovery codes, whose tables the doc tests read as the lobby's.
const keysTitle = "Passkeys and recovery codes"

// keysTables are the section's table of client messages, and its table
// of server messages with what follows.
func keysTables(t *testing.T) (client, server string) {
	t.Helper()
	client, server, _ = strings.Cut(section(t, protocolDoc(t), keysTitle), "\nServer → client")
	return client, server
}

// TestTheDocumentListsTheKeysErrors: the section's table of errors gives
// every error code of passkeys and recovery codes.
func TestTheDocumentListsTheKeysErrors(t *testing.T) {
	_, server := keysTables(t)
	_, errs, ok := strings.Cut(server, "\nErrors of passkeys and recovery codes:")
	if !ok {
		t.Fatal("PROTOCOL.md has no table of the errors of passkeys and recovery codes")
	}
	for _, code := range []string{online.ErrNoPasskeys, online.ErrPasskey} {
		if !strings.Contains(errs, "\n| `"+code+"` | ") {
			t.Errorf("PROTOCOL.md does not list the error %q", code)
		}
	}
}
