package main

import (
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlor/game/games"
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
	noServer.invite()
	st := noServer.waitFor("the no-server message", func(st map[string]any) bool {
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

	bin, addr, db := serverBinary(t)
	srv := serveSite(t, bin, addr, db, dir)
	url := "http://" + addr + "/"

	host := s.openFor(t, lite, url, map[string]string{"kalah": "person invite"}, tabLife)
	host.start("kalah")
	if st := host.waitFor("a settled table", settled); st["targets"].(map[string]any)["houses:-"] == nil {
		host.act("settings") // no room for them in the panel
	}
	for _, c := range []string{"houses:-", "houses:-", "seeds:-", "seeds:-"} {
		host.act(c)
	}
	shot(t, host, "online-settings-invite")
	host.invite()
	st = host.waitFor("the room", func(st map[string]any) bool { return st["online"] != nil && st["overlay"] == "invite" })
	if st["options"] != "kalah houses=4 seeds=2" {
		t.Fatalf("the room's game is %v", st["options"])
	}
	links := st["online"].(map[string]any)["links"].(map[string]any)
	bothSizes(t, host, "online-invite")

	guest := s.openFor(t, litePhone, links["invite:2"].(string), peopleSeats(), tabLife)
	guest.waitFor("the join screen", func(st map[string]any) bool { return st["scene"] == "join" && st["game"] != nil })
	bothSizes(t, guest, "online-join")
	guest.act("play")
	guest.waitFor("the guest's table", func(st map[string]any) bool { return st["scene"] == "kalah" && seat(st) == 1 })
	watcher := s.openFor(t, lite, links["watch"].(string), peopleSeats(), tabLife)
	watcher.waitFor("the watcher's table", func(st map[string]any) bool { return st["scene"] == "kalah" && seat(st) == -1 })
	host.act("close")
	pages := []*page{host, guest}
	for moves := 0; ; moves++ {
		st := host.waitFor("a settled table", settled)
		m, err := record.Load(games.All(), st["record"].(string))
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
			m := guest.marks()
			t.Logf("reload to the board live again: %d ms (the page's first frame at %.0f ms, the seat asked for at %.0f ms, opened at %.0f ms)",
				time.Since(begin).Milliseconds(), m["drawn"]-epochMS(begin), m["online:open"]-epochMS(begin), m["online:opened"]-epochMS(begin))
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
			back := time.Now()
			for _, p := range pages {
				p.waitFor("the page back", func(st map[string]any) bool { return onlineOf(st)["down"] == false && event(st) == n })
				t.Logf("the server answering again to the page live: %.0f ms (seen by the test at %d ms)",
					p.marks()["online:live"]-epochMS(back), time.Since(back).Milliseconds())
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
	host.waitFor("the list of online games", func(st map[string]any) bool {
		g, _ := st["games"].([]any)
		return st["scene"] == "online" && len(g) == 1 && strings.Contains(g[0].(string), "Finished")
	})
	bothSizes(t, host, "online-games")
}

// invite clicks Invite and start, behind the settings button on a small
// screen, and gives the name Ann when the page asks for one (none kept).
func (p *page) invite() map[string]any {
	p.t.Helper()
	st := p.waitFor("a settled table", settled)
	if _, ok := st["targets"].(map[string]any)["apply"]; !ok {
		p.act("settings")
	}
	if st = p.act("apply"); st["overlay"] != "name" {
		return st
	}
	// No name kept yet: the one who invites is asked hers first.
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent("Ann")); err != nil {
		p.t.Fatal(err)
	}
	p.waitFor("the name typed", func(st map[string]any) bool { return st["name"] == "Ann" })
	return p.act("confirm")
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
// (desktop and phone). Without $PARLOR_SHOTS it takes none and leaves the
// page as it is: a page drawn in software takes seconds to lay itself out
// and draw at another size and back, and nothing is asserted of it here
// (the session subtest resizes its page and checks it).
func bothSizes(t *testing.T, p *page, name string) {
	t.Helper()
	if !shooting() {
		return
	}
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
			if err := chromedp.Do(p.ctx, sz.size, hold(400*time.Millisecond, 2)); err != nil { // laid out again
				t.Fatal(err)
			}
		}
		shot(t, p, name+"-"+sz.name)
	}
	restore := chromedp.EmulateViewport(1000, 700, chromedp.EmulateScale(1))
	if p.touch {
		restore = phone.size
	}
	if err := chromedp.Do(p.ctx, restore, hold(300*time.Millisecond, 2)); err != nil {
		t.Fatal(err)
	}
}

// desktopJoins has the desktop program, under Xvfb, join a Connect Four
// room made from the browser (parlor -open LINK, Enter on the join
// screen) and play a move by clicking its window: the browser sees it.
func desktopJoins(t *testing.T, s *site, dir string) {
	xdotool, err := exec.LookPath("xdotool")
	if err != nil || os.Getenv("DISPLAY") == "" {
		if os.Getenv(noSkipEnv) != "" {
			t.Fatalf("the desktop test needs xdotool and a display (xvfb-run) and %s is set", noSkipEnv)
		}
		t.Skip("the desktop test needs xdotool and a display: run under xvfb-run with xdotool installed")
	}
	bin, addr, db := serverBinary(t)
	serveSite(t, bin, addr, db, dir)
	host := s.openFor(t, desktop, "http://"+addr+"/", map[string]string{"connectfour": "person invite"}, tabLife)
	host.start("connectfour")
	host.invite()
	st := host.waitFor("the room", func(st map[string]any) bool { return st["online"] != nil && st["overlay"] == "invite" })
	link := onlineOf(st)["links"].(map[string]any)["invite:2"].(string)
	host.act("close")
	host.act("column:0")

	parlor := desktopProgram.binary(t)
	home := t.TempDir()
	cmd := exec.Command(parlor, "-open", link)
	cmd.Env = append(os.Environ(), "HOME="+home, "XDG_CONFIG_HOME="+filepath.Join(home, ".config"))
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { cmd.Process.Kill(); cmd.Wait() })
	xdo := func(args ...string) string {
		t.Helper()
		out, err := exec.Command(xdotool, args...).Output()
		if err != nil {
			t.Fatalf("xdotool %v: %v", args, err)
		}
		return strings.TrimSpace(string(out))
	}
	win := strings.Fields(xdo("search", "--sync", "--onlyvisible", "--name", "Parlor"))[0]
	if shooting() {
		time.Sleep(3 * time.Second) // for the shot: the join screen has most likely looked at the invite
		desktopShot(t, win, "desktop-online-join")
	}
	exec.Command(xdotool, "windowfocus", "--sync", win).Run()
	// Return plays once the join screen has looked at the invite, which
	// the test cannot see: it is pressed again until the host sees the
	// desktop seated (Return does nothing on the table, with no focus).
	seated := func(st map[string]any) bool {
		return strings.Contains(strings.Join(anyStrings(onlineOf(st)["players"]), " "), ":here")
	}
	for wait := host.patience(); ; {
		xdo("key", "--window", win, "Return")
		st, ok := host.pollFor(3*time.Second, seated)
		if ok {
			break
		}
		if wait.out() {
			t.Fatalf("waiting for the desktop seated, %v; the host's state is %v", wait, brief(st))
		}
	}
	var w, h float64
	for _, line := range strings.Split(xdo("getwindowgeometry", "--shell", win), "\n") {
		if v, ok := strings.CutPrefix(line, "WIDTH="); ok {
			w, _ = strconv.ParseFloat(v, 64)
		}
		if v, ok := strings.CutPrefix(line, "HEIGHT="); ok {
			h, _ = strconv.ParseFloat(v, 64)
		}
	}
	// Clicks across the board until one plays a column: the window's
	// table may not be drawn yet, and its frames cannot be seen, so a
	// round of clicks that plays nothing is clicked again, each held
	// longer, until the host sees the move.
	held := 100 * time.Millisecond
	for wait := host.patience(); event(host.state()) < 2 && !wait.out(); held = min(2*held, 2*time.Second) {
		for x := 0.1; x < 0.6 && event(host.state()) < 2; x += 0.05 {
			xdo("mousemove", "--window", win, strconv.Itoa(int(x*w)), strconv.Itoa(int(0.55*h)))
			xdo("mousedown", "1")
			time.Sleep(held)
			xdo("mouseup", "1")
			host.pollFor(400*time.Millisecond, func(st map[string]any) bool { return event(st) >= 2 })
		}
	}
	st = host.waitFor("the desktop's move", func(st map[string]any) bool { return event(st) == 2 && st["plies"] == 2.0 })
	t.Logf("the desktop played: %s", lines(st["record"])[len(lines(st["record"]))-1])
	if shooting() {
		time.Sleep(time.Second) // for the shot: the window has drawn the move
		desktopShot(t, win, "desktop-online-table")
	}
}

// desktopShot saves the desktop window as name.png in $PARLOR_SHOTS, when
// set, with ImageMagick's import.
func desktopShot(t *testing.T, win, name string) {
	dir := os.Getenv("PARLOR_SHOTS")
	if dir == "" {
		return
	}
	if out, err := exec.Command("import", "-window", win, filepath.Join(dir, name+".png")).CombinedOutput(); err != nil {
		t.Logf("no screenshot of the desktop: %v %s", err, out)
	}
}

// anyStrings reads a JSON list of strings.
func anyStrings(v any) []string {
	var out []string
	l, _ := v.([]any)
	for _, s := range l {
		if str, ok := s.(string); ok {
			out = append(out, str)
		}
	}
	return out
}

// onlineGames plays whole games of Connect Four, Yote, Can't Stop and
// Mergers online between two browser contexts by clicking, Can't Stop and
// Mergers with a third seat the server's computer plays: the records on
// both pages end the same. (Kalah is played in playOnline, with the moves
// shown as they play; here both pages ask for less motion, and the people
// pick moves that end a game sooner than moves at random, as the reader's
// games do.)
func onlineGames(t *testing.T, s *site, dir string) {
	bin, addr, db := serverBinary(t)
	serveSite(t, bin, addr, db, dir)
	url := "http://" + addr + "/"
	for _, tc := range []struct {
		id, seats string
		clicks    []string // the settings of the game, clicked before Invite and start
		pick      picker   // the people's moves
		targets   func(seat int, move string) []string
	}{
		{"connectfour", "person invite", []string{"rules:classic"}, anyMove, func(_ int, mv string) []string {
			return []string{"column:" + strings.Fields(mv)[1]}
		}},
		{"yote", "person invite", nil, takeMost, func(seat int, mv string) []string {
			f := strings.Fields(mv)
			if f[0] == "p" { // from the mover's tray to the square
				return []string{"tray:" + []string{"X", "O"}[seat], "square:" + f[1]}
			}
			var clicks []string
			for _, sq := range f[1:] { // the stone, where it goes, the stone it removes
				clicks = append(clicks, "square:"+sq)
			}
			return clicks
		}},
		{"cantstop", "person invite easy", []string{"players:3"}, climb, func(_ int, mv string) []string {
			switch mv {
			case "r":
				return []string{"roll"}
			case "s":
				return []string{"stop"}
			}
			return []string{"option:" + mv}
		}},
		{"mergers", "person invite easy", []string{"players:3"}, joinBiggest, func(_ int, mv string) []string {
			rest, buying := strings.CutPrefix(mv, "buy")
			if !buying {
				return []string{"square:" + mv} // the simple game: any empty square
			}
			var clicks []string
			for _, part := range strings.Split(rest, ",") {
				if f := strings.Fields(part); len(f) == 2 {
					n, _ := strconv.Atoi(f[1])
					for range n {
						clicks = append(clicks, "buy:+"+f[0])
					}
				}
			}
			return append(clicks, "buy:confirm")
		}},
	} {
		s.run(t, tc.id, func(t *testing.T) {
			host := s.openStored(t, lite, url, lessMotion(presetSeats(map[string]string{tc.id: tc.seats})), tabLife)
			host.start(tc.id)
			if st := host.waitFor("a settled table", settled); len(tc.clicks) > 0 && st["targets"].(map[string]any)[tc.clicks[0]] == nil {
				host.act("settings")
			}
			for _, c := range tc.clicks {
				host.act(c)
			}
			host.invite()
			st := host.waitFor("the room", func(st map[string]any) bool { return st["online"] != nil && st["overlay"] == "invite" })
			link := onlineOf(st)["links"].(map[string]any)["invite:2"].(string)
			host.act("close")
			guest := s.openStored(t, lite, link, lessMotion(presetSeats(peopleSeats())), tabLife)
			guest.waitFor("the join screen", func(st map[string]any) bool { return st["scene"] == "join" && st["game"] != nil })
			guest.act("play")
			guest.waitFor("the guest's table", func(st map[string]any) bool { return st["scene"] == tc.id && seat(st) == 1 })
			pages := []*page{host, guest}
			rng := rand.New(rand.NewPCG(5, uint64(len(tc.id))))
			moves := 0
			for ; ; moves++ {
				st := host.waitFor("a settled table", func(st map[string]any) bool { return settled(st) && onlineOf(st)["pending"] == false })
				m, err := record.Load(games.All(), st["record"].(string))
				if err != nil {
					t.Fatal(err)
				}
				state := m.State()
				if state.Over() || moves > 600 {
					break
				}
				n := event(st)
				if p := int(state.Turn()); p < len(pages) {
					legal := state.Legal()
					mv := state.MoveString(tc.pick(state, legal, rng))
					for pst := pages[p].state(); pst["merging"] == true; pst = pages[p].state() {
						pages[p].act("merge:next") // a merger on show is stepped through first
					}
					for _, c := range tc.targets(p, mv) {
						pages[p].clickChanges(c)
					}
				}
				for _, p := range pages { // the next event on both pages: a person's move, or the computer's
					p.waitFor("the next event", func(st map[string]any) bool { return event(st) > n && settled(st) })
				}
			}
			final := host.waitFor("the end", func(st map[string]any) bool { return st["over"] == true })
			end := guest.waitFor("the end", func(st map[string]any) bool { return st["over"] == true })
			if final["record"] != end["record"] {
				t.Errorf("the records differ:\n%s\n---\n%s", final["record"], end["record"])
			}
			t.Logf("%s: %d decisions by clicks, %d lines of record; %s", tc.id, moves, len(lines(final["record"])), final["headline"])
		})
	}
}
