//go:build !js

package server_test

import (
	"sync"
	"testing"
	"time"

	"parlor/game/online/protocol"
	"parlor/game/online/server"
)

// BenchmarkPresenceFanOut: 1,000 profiles, each on its own connection to
// one server on SQLite, follow Star and watch their friends; Star signs
// in. It reports the p50 and p99 of the time from her sign-in sent until
// each follower is told she is online, in milliseconds (the issue asks
// for a p99 under 200 ms). (She leaves again, and every follower is
// told, between two runs.)
func BenchmarkPresenceFanOut(b *testing.B) {
	r := start(b, server.Config{}, "")
	star := dialRaw(b, r.url, nil)
	key, id := star.profile("Star")
	followers := crowd(b, r.url, lobbyCrowd, true)
	for _, f := range followers {
		f.send(protocol.Follow{Profile: id})
		f.until(protocol.TypeFriends)
	}
	star.ws.CloseNow()
	hear := func(online bool) func() []time.Time {
		return hearAll(b, followers, func(m wireMessage) bool {
			return m.Type == protocol.TypePresence && m.Friend.Profile.ID == id && m.Friend.Online == online
		})
	}
	hear(false)()
	for b.Loop() {
		wait := hear(true)
		star = dialRaw(b, r.url, nil)
		sent := time.Now()
		star.send(protocol.SignIn{Key: key})
		at := wait()
		ds := make([]time.Duration, len(at))
		for i, t := range at {
			ds[i] = t.Sub(sent)
		}
		reportPercentiles(b, ds, "presence")
		star.until(protocol.TypeProfile)
		wait = hear(false)
		star.ws.CloseNow()
		wait()
	}
}

// hearAll has every connection of conns read until a message that ok
// accepts; once they all read, it returns a wait that returns when each
// had it, and when.
func hearAll(b *testing.B, conns []*raw, ok func(wireMessage) bool) (wait func() []time.Time) {
	at := make([]time.Time, len(conns))
	errs := make([]error, len(conns))
	var ready, wg sync.WaitGroup
	ready.Add(len(conns))
	for i, c := range conns {
		wg.Go(func() {
			ready.Done()
			for end := time.Now().Add(patience); ; {
				m, err := c.readBefore(end)
				if err != nil {
					errs[i] = err
					return
				}
				if ok(m) {
					at[i] = time.Now()
					return
				}
			}
		})
	}
	ready.Wait()
	return func() []time.Time {
		wg.Wait()
		for i, err := range errs {
			if err != nil {
				b.Fatalf("connection %d: %v", i, err)
			}
		}
		return at
	}
}
