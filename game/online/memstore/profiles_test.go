package memstore_test

import (
	"testing"

	"parlor/game/online/memstore"
	"parlor/game/online/store"
	"parlor/game/online/storetest"
)

func TestMemoryProfiles(t *testing.T) {
	storetest.Profiles(t, func(*testing.T) store.Profiles { return memstore.New() })
}

func TestMemoryKeys(t *testing.T) {
	storetest.Keys(t, func(*testing.T) storetest.KeysStore { return memstore.New() })
}

func TestMemoryFriends(t *testing.T) {
	storetest.Friends(t, func(*testing.T) storetest.FriendsStore { return memstore.New() })
}

func TestMemoryChallenges(t *testing.T) {
	storetest.Challenges(t, func(*testing.T) storetest.ChallengesStore { return memstore.New() })
}
