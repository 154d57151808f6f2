package protocol_test

import (
	"strings"
	"testing"

	"parlor/game/online/protocol"
)

// challengesTitle is the title of PROTOCOL.md's section on challenges,
// whose tables the doc tests read as the lobby's.
const challengesTitle = "Challenges"

// challengesTables are the section's table of client messages, and its
// table of server messages with what follows.
func challengesTables(t *testing.T) (client, server string) {
	t.Helper()
	client, server, _ = strings.Cut(section(t, protocolDoc(t), challengesTitle), "\nServer → client")
	return client, server
}

// TestTheDocumentListsTheDeclineReasons: the section names every reason
// a challenge may be declined with.
func TestTheDocumentListsTheDeclineReasons(t *testing.T) {
	client, _ := challengesTables(t)
	for _, r := range protocol.DeclineReasons {
		if !strings.Contains(client, "`"+r+"`") {
			t.Errorf("PROTOCOL.md does not name the reason %q", r)
		}
	}
}
