package memstore_test

import (
	"testing"

	"parlor/game/online"
	"parlor/game/online/memstore"
	"parlor/game/online/storetest"
)

func TestMemoryStore(t *testing.T) {
	storetest.Run(t, func(*testing.T) online.Store { return memstore.New() })
}
