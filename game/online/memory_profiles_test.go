package online_test

import (
	"testing"

	"parlor/game/online"
	"parlor/game/online/storetest"
)

func TestMemoryProfiles(t *testing.T) {
	storetest.Profiles(t, func(*testing.T) online.Profiles { return online.NewMemory() })
}
