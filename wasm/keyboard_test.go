package main

import (
	"context"
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"

	"parlor/game"
	"parlor/game/cantstop"
	"parlor/game/connectfour"
	"parlor/game/games"
	"parlor/game/kalah"
	"parlor/game/yote"
)

// keys are the keys the keyboard tests press, as the browser names them.
var keys = map[string]struct {
	code string
	vk   int64
}{
	"Tab":        {"Tab", 9},
	"Enter":      {"Enter", 13},
	"ArrowLeft":  {"ArrowLeft", 37},
	"ArrowUp":    {"ArrowUp", 38},
	"ArrowRight": {"ArrowRight", 39},
	"ArrowDown":  {"ArrowDown", 40},
	"PageUp":     {"PageUp", 33},
	"PageDown":   {"PageDown", 34},
	"End":        {"End", 35},
	"Home":       {"Home", 36},
	"r":          {"KeyR", 82},
	"s":          {"KeyS", 83},
	"1":          {"Digit1", 49},
	"2":          {"Digit2", 50},
	"3":          {"Digit3", 51},
	"4":          {"Digit4", 52},
	"5":          {"Digit5", 53},
	"6":          {"Digit6", 54},
	"7":          {"Digit7", 55},
}

// press presses and releases key, holding it for a few ticks (a key down
// and up within one tick would be lost), and waits until the page has
// taken it: until ok accepts its state.
func (p *page) press(key, what string, ok func(map[string]any) bool) map[string]any {
	p.t.Helper()
	p.send(key)
	return p.waitFor(what, ok)
}

// send presses and releases key, holding it for a few ticks: 50 ms and
// two of the page's frames at least.
func (p *page) send(key string) {
	p.t.Helper()
	k, ok := keys[key]
	if !ok {
		p.t.Fatalf("no key %q in the tests' keys", key)
	}
	ev := func(typ input.DispatchKeyEventType) chromedp.Action[chromedp.Void] {
		return chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
			_, err := cdp.Call(ctx, t, input.DispatchKeyEvent, input.DispatchKeyEventParams{Type: typ, Key: key, Code: k.code, WindowsVirtualKeyCode: k.vk, NativeVirtualKeyCode: k.vk})
			return err
		})
	}
	if err := chromedp.Do(p.ctx, ev(input.DispatchKeyEventTypeRawKeyDown), hold(50*time.Millisecond, 2), ev(input.DispatchKeyEventTypeKeyUp)); err != nil {
		p.t.Fatalf("pressing %s: %v", key, err)
	}
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

// keyTo moves the page's focus to the named target by the arrow keys,
// each towards it along the axis it is furthest on (the other axis when
// that one leads nowhere new), and Tab when neither does; then presses
// Enter on it and returns the state once the scene has settled.
func (p *page) keyTo(name string) map[string]any {
	p.t.Helper()
	// A board between moves (Mergers showing a merger) offers no squares
	// for a while: how long, a slow page says.
	st := p.waitFor("a settled scene offering "+name, func(st map[string]any) bool {
		tg, _ := st["targets"].(map[string]any)
		_, ok := tg[name]
		return settled(st) && ok
	})
	seen := map[any]bool{}
	for range 60 {
		focus := st["focus"]
		if focus == name {
			before := fingerprint(st)
			p.press("Enter", "Enter on "+name+" to take effect", func(st map[string]any) bool { return fingerprint(st) != before })
			return p.waitFor("the scene to settle after "+name, settled)
		}
		seen[focus] = true
		tg := st["targets"].(map[string]any)
		to, ok := tg[name].([]any)
		if !ok {
			p.t.Fatalf("no target %s: %v", name, brief(st))
		}
		var dirs []string
		if at, ok := tg[fmt.Sprint(focus)].([]any); ok {
			dx, dy := to[0].(float64)-at[0].(float64), to[1].(float64)-at[1].(float64)
			h, v := "ArrowRight", "ArrowDown"
			if dx < 0 {
				h = "ArrowLeft"
			}
			if dy < 0 {
				v = "ArrowUp"
			}
			switch {
			case math.Abs(dx) >= math.Abs(dy) && dx != 0:
				dirs = []string{h, v}
			case dy != 0:
				dirs = []string{v, h}
			}
			if dx == 0 || dy == 0 {
				dirs = dirs[:1]
			}
		}
		moved := false
		for _, k := range append(dirs, "Tab") {
			next := p.pressMaybe(k, func(st map[string]any) bool { return st["focus"] != focus })
			if f := next["focus"]; f != focus && (!seen[f] || k == "Tab" || f == name) {
				st, moved = next, true
				break
			}
			st = next
		}
		if !moved {
			p.t.Fatalf("the keys never reach %s from %v", name, focus)
		}
	}
	p.t.Fatalf("the keys never reach %s", name)
	return nil
}

// pressMaybe presses key like press, and waits a little for ok to accept
// the page's state: it returns the state then, or once the wait is over
// (1.5 s and 10 of the page's frames: the key was seen while it was held).
func (p *page) pressMaybe(key string, ok func(map[string]any) bool) map[string]any {
	p.t.Helper()
	p.send(key)
	w := p.patienceOf(1500*time.Millisecond, 10, time.Minute)
	for {
		st := p.state()
		if ok(st) || w.out() {
			return st
		}
		time.Sleep(30 * time.Millisecond)
	}
}

// typeKey presses key, a game's own key, and returns the state once the
// scene has settled after it changed something.
func (p *page) typeKey(key string) map[string]any {
	p.t.Helper()
	before := fingerprint(p.waitFor("a settled scene", settled))
	p.press(key, "the key "+key+" to take effect", func(st map[string]any) bool { return fingerprint(st) != before })
	return p.waitFor("the scene to settle after "+key, settled)
}

// keyboardGames are the games the keyboard plays to the end in the
// browser beside Kalah, with the keys that make a move: the arrows and
// Enter, or the game's own keys.
var keyboardGames = []struct {
	options string
	pick    picker
	keys    func(p *page, s game.State, mv game.Move)
}{
	{"connectfour rules=classic first=1", anyMove, func(p *page, s game.State, mv game.Move) {
		if s.(*connectfour.Game).Placed()%4 < 2 {
			p.keyTo(fmt.Sprintf("column:%d", mv)) // left and right to the column, Enter drops
		} else {
			p.typeKey(fmt.Sprint(mv + 1)) // its number
		}
	}},
	{"yote rows=4", takeMost, func(p *page, s game.State, mv game.Move) {
		m := yote.Decode(mv)
		if m.Kind == yote.Place {
			p.keyTo("tray:" + s.(*yote.Game).Mover().String())
		} else {
			p.keyTo(fmt.Sprintf("square:%d", m.From))
		}
		p.keyTo(fmt.Sprintf("square:%d", m.To))
		if m.Remove != 0 {
			p.keyTo(fmt.Sprintf("square:%d", m.Remove))
		}
	}},
	{"cantstop players=2", climb, func(p *page, s game.State, mv game.Move) {
		g := s.(*cantstop.Game)
		switch {
		case mv == cantstop.Roll:
			p.typeKey("r")
		case mv == cantstop.Stop:
			p.typeKey("s")
		default:
			i := slices.IndexFunc(g.Choices(), func(c cantstop.Choice) bool { return cantstop.ChooseMove(c) == mv })
			p.typeKey(fmt.Sprint(i + 1))
		}
	}},
	{"mergers mode=simple players=2", joinBiggest, func(p *page, s game.State, mv game.Move) {
		p.keyTo("square:" + s.MoveString(mv))
	}},
}

// playGamesByKeyboard plays a whole game of Connect Four, Yote, Can't Stop
// and Mergers against the computer with key events only, from the menu.
func playGamesByKeyboard(t *testing.T, s *site) {
	for _, kg := range keyboardGames {
		o, err := games.Parse(kg.options)
		if err != nil {
			t.Fatal(err)
		}
		s.run(t, o.Game().ID, func(t *testing.T) {
			p := openAgainstComputer(t, s, o, func(p *page, card string) { p.keyClick(card) })
			wholeGame(t, p, o, kg.pick, func(s game.State, mv game.Move) { kg.keys(p, s, mv) }, nil, nil)
		})
	}
}

// playByKeyboard opens Kalah from the menu, sets a small board and plays
// it to the end with the keyboard only — Tab to a card, a setting, a
// house, Enter — checking the board after every move against the engine.
func playByKeyboard(t *testing.T, s *site) {
	p := s.open(t, desktop, s.url)
	p.keyClick("game:kalah")
	st := p.waitFor("Kalah's table", inGame("kalah"))
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
