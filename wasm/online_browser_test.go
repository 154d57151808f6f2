package main

import (
	"net"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlor/game/record"
)

// playOnline plays Kalah online between two browser contexts of their own
// (their own storage: two devices) through the real server process, a
// third watching: the host invites from WHO PLAYS, the guest takes the
// invite on a phone-sized page, and each clicks its own moves. Midway the
// guest reloads and comes back to its seat; one take-back is declined and
// one accepted; the server is killed with SIGKILL and started again, and
// both pages say so, reconnect by themselves and finish. At the end the
// three records are one, and the host's menu lists the game. Before it
// all, the static site (no server) says what inviting needs.
func playOnline(t *testing.T, s *site, dir string) {
	noServer := s.openSeated(t, desktop, s.url, map[string]string{"kalah": "person invite"})
	noServer.start("kalah")
	st := noServer.invite()
	st = noServer.waitFor("the no-server message", func(st map[string]any) bool {
		m, _ := st["overlayMessage"].(string)
		return strings.Contains(m, "needs the Parlor server")
	})
	if st["online"] != nil || st["plies"] != 0.0 {
		t.Fatalf("without a server the game changed: %v", brief(st))
	}
	shot(t, noServer, "online-no-server")
	if err := chromedp.Cancel(noServer.ctx); err != nil { // the tab closed: the machine's time is for the others
		t.Fatal(err)
	}

	bin := filepath.Join(t.TempDir(), "serve")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("building the server: %v\n%s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	db := filepath.Join(t.TempDir(), "online.db")
	srv := serveSite(t, bin, addr, db, dir)
	url := "http://" + addr + "/"

	host := s.openFor(t, desktop, url, map[string]string{"kalah": "person invite"}, 15*time.Minute)
	host.start("kalah")
	for _, c := range []string{"houses:-", "houses:-", "seeds:-", "seeds:-"} {
		host.act(c)
	}
	host.invite()
	st = host.waitFor("the room", func(st map[string]any) bool { return st["online"] != nil && st["overlay"] == "invite" })
	if st["options"] != "kalah houses=4 seeds=2" {
		t.Fatalf("the room's game is %v", st["options"])
	}
	links := st["online"].(map[string]any)["links"].(map[string]any)
	bothSizes(t, host, "online-invite")

	guest := s.openFor(t, phone, links["invite:2"].(string), peopleSeats(), 15*time.Minute)
	guest.waitFor("the join screen", func(st map[string]any) bool { return st["scene"] == "join" && st["game"] != nil })
	bothSizes(t, guest, "online-join")
	guest.act("play")
	guest.waitFor("the guest's table", func(st map[string]any) bool { return st["scene"] == "kalah" && seat(st) == 1 })
	watcher := s.openFor(t, desktop, links["watch"].(string), peopleSeats(), 15*time.Minute)
	watcher.waitFor("the watcher's table", func(st map[string]any) bool { return st["scene"] == "kalah" && seat(st) == -1 })
	host.act("close")
	pages := []*page{host, guest}
	for moves := 0; ; moves++ {
		st := host.waitFor("a settled table", settled)
		m, err := record.Load(st["record"].(string))
		if err != nil {
			t.Fatal(err)
		}
		s := m.State()
		if s.Over() {
			break
		}
		n := event(st)
		mover, other := pages[s.Turn()], pages[1-s.Turn()]
		if moves == 1 {
			bothSizes(t, other, "online-waiting")
		}
		legal := s.Legal()
		mover.clickChanges("pit:" + s.MoveString(legal[moves%len(legal)]))
		n = atEvent(t, pages, n+1)
		switch moves {
		case 3: // the guest reloads: back at its seat
			begin := time.Now()
			guest.reload()
			guest.waitFor("the guest back at its seat", func(st map[string]any) bool {
				return st["scene"] == "kalah" && seat(st) == 1 && event(st) == n && onlineOf(st)["down"] == false
			})
			t.Logf("reload to the board live again: %d ms", time.Since(begin).Milliseconds())
		case 5: // the mover asks to take the move back: declined, then accepted
			mover.clickChanges("undo")
			other.waitFor("the question", func(st map[string]any) bool { return st["overlay"] == "ask" })
			bothSizes(t, other, "online-take-back")
			other.act("decline")
			mover.waitFor("the answer", func(st map[string]any) bool { return strings.Contains(st["note"].(string), "said no") })
			mover.clickChanges("undo")
			other.waitFor("the question again", func(st map[string]any) bool { return st["overlay"] == "ask" })
			other.act("accept")
			n = atEvent(t, pages, n+1)
		case 8: // the server is killed and started again
			srv.kill()
			for _, p := range pages {
				p.waitFor("the page to see the server gone", func(st map[string]any) bool { return onlineOf(st)["down"] == true })
			}
			bothSizes(t, host, "online-reconnecting")
			srv = serveSite(t, bin, addr, db, dir)
			for _, p := range pages {
				p.waitFor("the page back", func(st map[string]any) bool { return onlineOf(st)["down"] == false && event(st) == n })
			}
		}
	}
	final := host.waitFor("the end", func(st map[string]any) bool { return st["over"] == true && onlineOf(st)["over"] == true })
	for _, p := range []*page{guest, watcher} {
		st := p.waitFor("the end", func(st map[string]any) bool { return st["over"] == true })
		if st["record"] != final["record"] {
			t.Errorf("the records differ:\n%s\n---\n%s", final["record"], st["record"])
		}
	}
	host.act("menu")
	host.act("online")
	st = host.waitFor("the list of online games", func(st map[string]any) bool {
		g, _ := st["games"].([]any)
		return st["scene"] == "online" && len(g) == 1 && strings.Contains(g[0].(string), "Finished")
	})
	bothSizes(t, host, "online-games")
}

// invite clicks Invite and start, behind the settings button on a small
// screen.
func (p *page) invite() map[string]any {
	p.t.Helper()
	st := p.waitFor("a settled table", settled)
	if _, ok := st["targets"].(map[string]any)["apply"]; !ok {
		p.act("settings")
	}
	return p.act("apply")
}

// onlineOf is the table's online probe.
func onlineOf(st map[string]any) map[string]any {
	o, _ := st["online"].(map[string]any)
	if o == nil {
		return map[string]any{}
	}
	return o
}

// seat is the page's seat at its room (-1 watching, -2 none).
func seat(st map[string]any) int {
	if s, ok := onlineOf(st)["seat"].(float64); ok {
		return int(s)
	}
	return -2
}

// event is the last event the page has.
func event(st map[string]any) int {
	n, _ := onlineOf(st)["n"].(float64)
	return int(n)
}

// atEvent waits until every page is at event n, settled, and returns n.
func atEvent(t *testing.T, pages []*page, n int) int {
	t.Helper()
	for _, p := range pages {
		p.waitFor("the event on every page", func(st map[string]any) bool {
			return event(st) == n && onlineOf(st)["pending"] == false && settled(st)
		})
	}
	return n
}

// bothSizes takes a screenshot of the page at its size and at the other
// (desktop and phone).
func bothSizes(t *testing.T, p *page, name string) {
	t.Helper()
	sizes := []struct {
		name string
		size chromedp.Action[chromedp.Void]
	}{{"desktop", chromedp.EmulateViewport(1000, 700)}, {"phone", chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(3))}}
	if p.touch {
		sizes[0], sizes[1] = sizes[1], sizes[0]
		sizes[1].size = chromedp.EmulateViewport(1000, 700, chromedp.EmulateScale(1))
	}
	for i, sz := range sizes {
		if i > 0 {
			if err := chromedp.Do(p.ctx, sz.size); err != nil {
				t.Fatal(err)
			}
			time.Sleep(400 * time.Millisecond)
		}
		shot(t, p, name+"-"+sz.name)
	}
	restore := chromedp.EmulateViewport(1000, 700, chromedp.EmulateScale(1))
	if p.touch {
		restore = phone.size
	}
	if err := chromedp.Do(p.ctx, restore); err != nil {
		t.Fatal(err)
	}
	time.Sleep(300 * time.Millisecond)
}
