package gamereview

import (
	"testing"

	"parlor/scenes/ui/uitest"
)

// TestMain runs the tests inside Ebitengine's game loop, where images can be
// drawn and read back; see uitest.Main.
func TestMain(m *testing.M) { uitest.Main(m) }
