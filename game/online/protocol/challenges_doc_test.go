package protocol_test

import (
	"strings"
	"testing"

	"parlor/game/online/protocol"
)

// challengesTitle is the title of PROTOCOL.md's section on challenges,
// whose tables the doc tests read as the lobby's.
const challengesTitle = "Challenges"

// TestTheDocumentListsTheDeclineReasons: the section names every reason
// a challenge may be declined with.
func TestTheDocumentListsTheDeclineReasons(t *testing.T) {
	client, _ := sectionTables(t, challengesTitle)
	for _, r := range protocol.DeclineReasons {
		if !strings.Contains(client, "`"+r+"`") {
			t.Errorf("PROTOCOL.md does not name the reason %q", r)
		}
	}
}
