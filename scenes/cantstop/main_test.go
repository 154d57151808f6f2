package cantstop

import (
	"testing"

	"parlor/scenes/ui/uitest"
)

func TestMain(m *testing.M) { uitest.Main(m) }
