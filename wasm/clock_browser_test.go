package main

import (
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/record"
)

// playTimed plays Kalah online with a clock of a quarter of a minute
// between two browser contexts through the real server process: the host
// chooses the clock in WHO PLAYS, the guest joins on a phone-sized page,
// both pages show the clocks and the one of the seat to move runs down;
// the host moves, and the guest lets her time run out. Both pages end the
// game "lost on time".
func playTimed(t *testing.T, s *site, dir string) {
	bin, addr, db := serverBinary(t)
	serveSite(t, bin, addr, db, dir)
	url := "http://" + addr + "/"

	host := s.openFor(t, desktop, url, map[string]string{"kalah": "person invite"}, tabLife)
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
	guest := s.openFor(t, phone, links["invite:2"].(string), peopleSeats(), tabLife)
	guest.waitFor("the join screen", func(st map[string]any) bool { return st["scene"] == "join" && st["game"] != nil })
	guest.act("play")
	guest.waitFor("the guest's table", func(st map[string]any) bool { return st["scene"] == "kalah" && seat(st) == 1 })
	host.act("close")

	// The host's clock runs on both pages.
	first := host.waitFor("the clocks", func(st map[string]any) bool { return running(st) == 0 })
	host.waitFor("South's clock to run down", func(st map[string]any) bool {
		return running(st) == 0 && clockText(st, 0) != clockText(first, 0)
	})
	guest.waitFor("South's clock on the guest's page", func(st map[string]any) bool { return running(st) == 0 })
	bothSizes(t, host, "online-clocks")

	// The host moves; the guest's clock runs, goes red, and runs out.
	st = host.waitFor("a settled table", settled)
	m, err := record.Load(games.All(), st["record"].(string))
	if err != nil {
		t.Fatal(err)
	}
	for m.State().Turn() == 0 {
		legal := m.State().Legal()
		host.clickChanges("pit:" + m.State().MoveString(legal[len(legal)-1]))
		st = host.waitFor("a settled table", func(st map[string]any) bool { return settled(st) && onlineOf(st)["pending"] == false })
		if m, err = record.Load(games.All(), st["record"].(string)); err != nil {
			t.Fatal(err)
		}
	}
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
