package memstore_test

import (
	"parlor/game/online/store"
	"testing"

	"parlor/game/online/memstore"
	"parlor/game/online/storetest"
)

func TestMemoryStore(t *testing.T) {
	storetest.Run(t, func(*testing.T) store.Store { return memstore.New() })
}
