package main

import (
	"strings"
	"testing"
	"time"

	"parlor/game/games"
	"parlor/game/record"
)

// playTimed plays Kalah online with a clock of a quarter of a minute
// between two browser contexts through the real server process: the host
// chooses the clock in WHO PLAYS, the guest joins on a phone-sized page,
// both pages show the clocks, whole while the host's first move is due
// (the first move untimed, online.FirstMove); the host moves, and her
// clock runs from then. The guest's page opens the table late (reloaded
// as the turn comes to it): its clock is whole, its first move due. The
// guest moves, the host again, and the guest lets her time run out. Both
// pages end the game "lost on time".
func playTimed(t *testing.T, s *site, dir string) {
	bin, addr, db := serverBinary(t)
	serveSite(t, bin, addr, db, dir)
	url := "http://" + addr + "/"

	host := s.openFor(t, lite, url, map[string]string{"kalah": "person invite"}, tabLife)
	host.start("kalah")
	st := host.waitFor("a settled table", settled)
	if st["targets"].(map[string]any)["clock:realtime"] == nil {
		host.act("settings") // no room for the clock's controls in the panel
	}
	for _, c := range []string{"clock:realtime", "clock-base:-", "clock-base:-", "clock-base:-", "clock-base:-", "clock-base:-", "clock-increment:-", "clock-increment:-", "clock-increment:-"} {
		st = host.act(c)
	}
	if st["clockChoice"] != "1/4+0" {
		t.Fatalf("the clock chosen is %v, not a quarter of a minute", st["clockChoice"])
	}
	host.invite()
	st = host.waitFor("the room", func(st map[string]any) bool { return st["online"] != nil && st["overlay"] == "invite" })
	links := st["online"].(map[string]any)["links"].(map[string]any)
	guest := s.openFor(t, litePhone, links["invite:2"].(string), peopleSeats(), tabLife)
	guest.waitFor("the join screen", func(st map[string]any) bool { return st["scene"] == "join" && st["game"] != nil })
	guest.act("play")
	guest.waitFor("the guest's table", func(st map[string]any) bool { return st["scene"] == "kalah" && seat(st) == 1 })
	host.act("close")

	// The host's first move is due: no clock runs, both pages say so.
	st = host.waitFor("South's first move due", func(st map[string]any) bool {
		return settled(st) && strings.HasPrefix(statusLine(st), "Make your first move within ")
	})
	if running(st) != -1 || clockText(st, 0) != "0:15" || clockText(st, 1) != "0:15" {
		t.Errorf("before the first move the host's page shows the clocks %v, running %d; want both whole, none running", st["clocks"], running(st))
	}
	guest.waitFor("South's first move due on the guest's page", func(st map[string]any) bool {
		return strings.Contains(statusLine(st), "'s first move within 0:") && strings.HasSuffix(statusLine(st), ", or the game is aborted.")
	})
	bothSizes(t, host, "online-first-move")

	// The host moves: her clock runs from her first move on.
	play := func(p *page, seat int) {
		st := p.waitFor("a settled table", settled)
		m, err := record.Load(games.All(), st["record"].(string))
		if err != nil {
			t.Fatal(err)
		}
		for int(m.State().Turn()) == seat {
			legal := m.State().Legal()
			p.clickChanges("pit:" + m.State().MoveString(legal[len(legal)-1]))
			st = p.waitFor("a settled table", func(st map[string]any) bool { return settled(st) && onlineOf(st)["pending"] == false })
			if m, err = record.Load(games.All(), st["record"].(string)); err != nil {
				t.Fatal(err)
			}
		}
	}
	play(host, 0)

	// The guest's page shows the table late: reloaded as the turn comes
	// to North, it opens with her clock whole and her first move due —
	// or, should it have taken longer than that move's 30 s, with the
	// game aborted, as the rule says.
	turned := time.Now()
	guest.reload()
	st = guest.waitFor("the guest's table, opened again", func(st map[string]any) bool {
		return st["scene"] == "kalah" && seat(st) == 1 && settled(st) &&
			(strings.HasPrefix(statusLine(st), "Make your first move within ") || st["over"] == true)
	})
	t.Logf("the guest's page showed the table again %d ms after the turn came to it", time.Since(turned).Milliseconds())
	if st["over"] == true {
		if h, _ := st["headline"].(string); !strings.Contains(h, "made no first move: the game is aborted") {
			t.Errorf("the late page's game is over: %q; want it aborted", h)
		}
		return
	}
	if running(st) != -1 || clockText(st, 1) != "0:15" {
		t.Errorf("the late page shows North's clock %q, running %d; want it whole and stopped until her first move", clockText(st, 1), running(st))
	}
	bothSizes(t, guest, "online-first-move-late")
	play(guest, 1)
	host.waitFor("South's clock to run", func(st map[string]any) bool { return running(st) == 0 })
	play(host, 0)

	// The guest's clock runs, goes red, and runs out.
	guest.waitFor("North's clock under 10 s", func(st map[string]any) bool {
		return running(st) == 1 && strings.HasPrefix(clockText(st, 1), "0:0")
	})
	bothSizes(t, guest, "online-clock-low")
	for _, p := range []*page{guest, host} {
		st := p.waitFor("the flag", func(st map[string]any) bool { return st["over"] == true })
		if h, _ := st["headline"].(string); !strings.Contains(h, "lost on time") {
			t.Errorf("the headline at the end is %q", h)
		}
	}
	bothSizes(t, guest, "online-lost-on-time")
}

// running is the seat whose clock runs on the page, -1 for none.
func running(st map[string]any) int {
	if r, ok := st["running"].(float64); ok {
		return int(r)
	}
	return -1
}

// clockText is seat's clock as the page shows it.
func clockText(st map[string]any, seat int) string {
	cs, _ := st["clocks"].([]any)
	if seat >= len(cs) {
		return ""
	}
	s, _ := cs[seat].(string)
	return s
}

// statusLine is the line under the page's headline.
func statusLine(st map[string]any) string {
	s, _ := st["statusLine"].(string)
	return s
}
