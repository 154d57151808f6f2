package memstore_test

import (
	"parlor/game/online/store"
	"testing"

	"parlor/game/online/memstore"
	"parlor/game/online/storetest"
)

func TestMemoryProfiles(t *testing.T) {
	storetest.Profiles(t, func(*testing.T) store.Profiles { return memstore.New() })
}
