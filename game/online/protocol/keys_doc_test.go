package protocol_test

import (
	"strings"
	"testing"

	"parlor/game/online"
)

// keysTitle is the title of PROTOCOL.md's section on passkeys and
// recovery codes, whose tables the doc tests read as the lobby's.
const keysTitle = "Passkeys and recovery codes"

// TestTheDocumentListsTheKeysErrors: the section's table of errors gives
// every error code of passkeys and recovery codes.
func TestTheDocumentListsTheKeysErrors(t *testing.T) {
	_, server := sectionTables(t, keysTitle)
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
