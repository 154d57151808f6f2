//go:build !js

package server_test

import (
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// TestATableWhoseHostLeftIsNotSatAt: Ann opens a table and leaves (a
// reload, a tab closed); before the sweep closes it (SeekGone), her
// table stays in the lobby, but nobody may sit at it while she is away —
// the game would start without her, her clock running. Back, signed in
// again, she is waiting again, and Bo sits.
func TestATableWhoseHostLeftIsNotSatAt(t *testing.T) {
	const tick = 50 * time.Millisecond
	r := start(t, server.Config{Tick: tick}, "")
	ann, bo := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	key, _ := ann.profile("Ann")
	bo.profile("Bo")
	ann.send(protocol.Open{Game: "kalah", Seats: []string{"you", "open"}})
	id := ann.until(protocol.TypeSeated).Table.ID
	ann.ws.CloseNow()
	left := time.Now()
	waitFor(t, "Ann away past her beats", func() bool { return time.Since(left) > server.AwayAfter(tick)+tick })
	e := bo.refused(protocol.Sit{Table: id}, online.ErrGone)
	t.Logf("Bo at Ann's table %v after she left: %s", time.Since(left), e.Message)

	ann = dialRaw(t, r.url, nil)
	ann.send(protocol.SignIn{Key: key})
	ann.until(protocol.TypeProfile)
	// Once a beat of her server has seen her again (a few ticks, longer on
	// a busy machine), Bo sits: he asks until he is seated.
	waitFor(t, "Bo seated at Ann's table, Ann back", func() bool {
		bo.send(protocol.Sit{Table: id})
		m := bo.await("the answer to sit", func(m wireMessage) bool {
			return m.Type == protocol.TypeSeated || m.Type == protocol.TypeError
		})
		if m.Type == protocol.TypeError && m.Code != online.ErrGone {
			t.Fatalf("Bo's sit refused: %s %s", m.Code, m.Message)
		}
		return m.Type == protocol.TypeSeated && m.Table.ID == id
	})
}

// TestASeekWhoseSeekerLeftPairsWithNobody: Ann asks for a quick game and
// leaves; while she is away her seek, still in the lobby until the sweep,
// is paired with nobody, neither by a seeker who asks nor by the tick
// that moves seeks to older ones: Bo, asking, waits at a seek of his own.
func TestASeekWhoseSeekerLeftPairsWithNobody(t *testing.T) {
	const tick = 50 * time.Millisecond
	r := start(t, server.Config{Tick: tick}, "")
	ann, bo := dialRaw(t, r.url, nil), dialRaw(t, r.url, nil)
	ann.profile("Ann")
	bo.profile("Bo")
	ann.send(protocol.Quick{Game: "kalah"})
	hers := ann.until(protocol.TypeSeated).Table.ID
	ann.ws.CloseNow()
	left := time.Now()
	waitFor(t, "Ann away past her beats", func() bool { return time.Since(left) > server.AwayAfter(tick)+tick })
	bo.send(protocol.Quick{Game: "kalah"})
	his := bo.until(protocol.TypeSeated).Table.ID
	if his == hers {
		t.Fatalf("Bo paired with Ann's seek %s while she is away", hers)
	}
	// A few ticks on, both seeks still wait in the lobby: none moved to
	// the other, no game started.
	seen := time.Now()
	waitFor(t, "a few ticks", func() bool { return time.Since(seen) > 6*tick })
	bo.send(protocol.WatchLobby{})
	waiting := map[string]bool{}
	for _, info := range bo.until(protocol.TypeLobby).Tables {
		waiting[info.ID] = info.Room == "" && !info.Closed
	}
	if !waiting[hers] || !waiting[his] {
		t.Errorf("after a few ticks, Ann's seek waits: %v, Bo's: %v; want both waiting", waiting[hers], waiting[his])
	}
}
