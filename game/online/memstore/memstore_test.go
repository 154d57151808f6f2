package memstore_test

import (
	"testing"

	"parlor/game/online/memstore"
	"parlor/game/online/store"
	"parlor/game/online/storetest"
)

func TestMemoryStore(t *testing.T) {
	storetest.Run(t, func(*testing.T) store.Store { return memstore.New() })
}
