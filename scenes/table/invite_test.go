//go:build !js

package table_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/ui/uitest"
)

// inviteProbe is the invite overlay's probe: the QR code's link, the
// links offered (key, name, link), the seats whose invites are elsewhere
// and this screen's own seat.
type inviteProbe struct {
	qr    string
	links []map[string]string
	notes []string
	seat  string
}

// openInvite opens the invite overlay on s and reads it.
func openInvite(t *testing.T, s *uitest.Screen) inviteProbe {
	t.Helper()
	s.Click("share")
	if s.State("overlay") != "invite" {
		t.Fatalf("Invite opened %q", s.State("overlay"))
	}
	m, _ := s.State("invite").(map[string]any)
	p := inviteProbe{}
	p.qr, _ = m["qr"].(string)
	p.links, _ = m["links"].([]map[string]string)
	p.notes, _ = m["notes"].([]string)
	p.seat, _ = m["seat"].(string)
	return p
}

// TestAGuestInvitesToWatch opens Invite on a guest's table, on a phone
// and on a desktop: it offers the watch link (its QR code, named, with
// Copy), says that the open seat's invite is with the device that made
// the game, and shows the guest's own seat link only apart, never as the
// code. The host's Invite still offers the open seat's invite first.
func TestAGuestInvitesToWatch(t *testing.T) {
	site := gameServer(t)
	a := hostOnline(t, site, "cantstop players=3", "person invite invite")
	guest := joinOnline(t, a.link(t, "invite:2"))
	a.until(t, "Bo seated", func() bool { return slices.Contains(a.players(), "Yellow:Bo:here") }, guest)
	watch, seat := a.link(t, "watch"), guest.link(t, "seat")
	for _, sz := range [][3]float64{{1170, 2532, 3}, {750, 1334, 2}, {1280, 800, 1}} {
		label := fmt.Sprintf("%.0fx%.0f", sz[0], sz[1])
		s := uiScreen(t, &guest.setting, sz)
		p := openInvite(t, s)
		s.Save("online-guest-invite-" + label)
		if title := s.State("overlayTitle"); title != "Invite someone to watch" {
			t.Errorf("%s: the guest's invite is titled %q", label, title)
		}
		if p.qr != watch {
			t.Errorf("%s: the QR code is of %q, not the watch link %q (the seat link is %q)", label, p.qr, watch, seat)
		}
		if len(p.links) == 0 || p.links[0]["key"] != "watch" || p.links[0]["link"] != watch || !strings.Contains(p.links[0]["name"], "watch") {
			t.Errorf("%s: the first link is %v, not the watch link named as such", label, p.links)
		}
		for _, l := range p.links {
			if l["link"] == seat || strings.HasPrefix(l["key"], "invite:") {
				t.Errorf("%s: the guest's invitations offer %v", label, l)
			}
		}
		if p.seat != seat {
			t.Errorf("%s: the guest's own seat, apart, is %q, not %q", label, p.seat, seat)
		}
		if len(p.notes) != 1 || !strings.HasPrefix(p.notes[0], "Green's invite is on the device that started the game") {
			t.Errorf("%s: the open seat is told as %q", label, p.notes)
		}
		tg := s.Scene().Targets()
		for _, name := range []string{"copy:watch", "qr", "copy:seat"} {
			if _, ok := tg[name]; !ok {
				t.Errorf("%s: no target %s", label, name)
			}
		}
		uitest.CheckTargets(t, label, tg, sz[0], sz[1])
		s.Click("copy:watch")
		if guest.host.Clipboard != watch {
			t.Errorf("%s: Copy put %q on the clipboard, not the watch link", label, guest.host.Clipboard)
		}
		s.Click("close")
	}
	p := openInvite(t, a.s)
	a.shots(t, "online-host-invite")
	if invite := a.link(t, "invite:3"); p.qr != invite || a.s.State("overlayTitle") != "Invite your friends" {
		t.Errorf("the host's invite: code %q titled %q; want the invite for Green %q", p.qr, a.s.State("overlayTitle"), invite)
	}
	if p.seat != a.link(t, "seat") || len(p.notes) != 0 {
		t.Errorf("the host's own seat %q, notes %q", p.seat, p.notes)
	}
}
