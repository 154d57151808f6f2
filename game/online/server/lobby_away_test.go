package server_test

import (
	"testing"
	"time"

	"parlor/game/online"
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
	ann.send(online.ClientMessage{Type: online.TypeOpen, Game: "kalah", Seats: []string{"you", "open"}})
	id := ann.until(online.TypeSeated).Table.ID
	ann.ws.CloseNow()
	left := time.Now()
	waitFor(t, "Ann away past her beats", func() bool { return time.Since(left) > server.AwayAfter(tick)+tick })
	e := bo.refused(online.ClientMessage{Type: online.TypeSit, Table: id}, online.ErrGone)
	t.Logf("Bo at Ann's table %v after she left: %s", time.Since(left), e.Message)

	ann = dialRaw(t, r.url, nil)
	ann.send(online.ClientMessage{Type: online.TypeProfile, Key: key})
	ann.until(online.TypeProfile)
	back := time.Now()
	waitFor(t, "a beat of Ann's", func() bool { return time.Since(back) > 3*tick })
	bo.send(online.ClientMessage{Type: online.TypeSit, Table: id})
	if m := bo.until(online.TypeSeated); m.Table.ID != id {
		t.Errorf("Bo sits at %s, not Ann's %s", m.Table.ID, id)
	}
}
