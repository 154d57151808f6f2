package memstore_test

import (
	"testing"

	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/online/storetest"
)

func TestMemoryProfiles(t *testing.T) {
	storetest.Profiles(t, func(*testing.T) online.Profiles { return memstore.New() })
}
