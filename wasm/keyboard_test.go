package main

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"parlor/game/kalah"
)

// keys are the keys the keyboard tests press, as the browser names them.
var keys = map[string]struct {
	code string
	vk   int64
}{
	"Tab":   {"Tab", 9},
	"Enter": {"Enter", 13},
}

// press presses and releases key, holding it for a few ticks (a key down
// and up within one tick would be lost), and waits until the page has
// taken it: until ok accepts its state.
func (p *page) press(key, what string, ok func(map[string]any) bool) map[string]any {
	p.t.Helper()
	k := keys[key]
	ev := func(typ input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: typ, Key: key, Code: k.code, WindowsVirtualKeyCode: k.vk, NativeVirtualKeyCode: k.vk})
			return err
		})
	}
	if err := chromedp.Do(p.ctx, ev(input.DispatchKeyEventTypeRawKeyDown), chromedp.Sleep(50*time.Millisecond), ev(input.DispatchKeyEventTypeKeyUp)); err != nil {
		p.t.Fatalf("pressing %s: %v", key, err)
	}
	return p.waitFor(what, ok)
}

// keyClick moves the page's focus to the named target by Tab and presses
// Enter on it, with no pointer event at all, and returns the state once the
// scene has settled after it.
func (p *page) keyClick(name string) map[string]any {
	p.t.Helper()
	st := p.waitFor("a settled scene", settled)
	for range len(st["targets"].(map[string]any)) + 2 {
		if st["focus"] == name {
			before := fingerprint(st)
			p.press("Enter", "Enter on "+name+" to take effect", func(st map[string]any) bool { return fingerprint(st) != before })
			return p.waitFor("the scene to settle after "+name, settled)
		}
		was := st["focus"]
		st = p.press("Tab", "Tab to move the focus from "+fmt.Sprint(was), func(st map[string]any) bool { return st["focus"] != was })
	}
	p.t.Fatalf("Tab never reaches %s", name)
	return nil
}

// playByKeyboard opens Kalah from the menu, sets a small board and plays
// it to the end with the keyboard only — Tab to a card, a setting, a
// house, Enter — checking the board after every move against the engine.
func playByKeyboard(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	st := p.keyClick("game:kalah")
	st = p.waitFor("Kalah's table", inGame("kalah"))
	opts := st["options"]
	if _, ok := st["targets"].(map[string]any)["settings"]; ok {
		p.keyClick("settings")
	}
	for _, c := range []string{"houses:-", "houses:-", "seeds:-"} {
		if st = p.keyClick(c); st["options"] != opts {
			t.Fatalf("%s changed the game in progress", c)
		}
	}
	if st = p.keyClick("apply"); st["overlay"] == "confirm" {
		st = p.keyClick("confirm")
	}
	if st["options"] != "kalah houses=4 seeds=3" {
		t.Fatalf("the keyboard started %v", st["options"])
	}
	g, _ := kalah.New(4, 3)
	l := &local{t: t, g: g}
	l.follow(st, "starting Kalah(4, 3)")
	for moves := 0; !g.Over(); moves++ {
		m := g.Legal()[len(g.Legal())-1]
		p.keyClick("pit:" + g.MoveString(m))
		l.follow(p.waitFor("the sowing to end", settled), fmt.Sprintf("move %d", moves+1), m)
	}
	if st := p.state(); st["over"] != true {
		t.Fatalf("the page's game is not over: %v", brief(st))
	}
	t.Logf("Kalah(4, 3) by keyboard ended: %s", strings.Join(g.Status(), "; "))
	shot(t, p, "keyboard-kalah-over")
}
