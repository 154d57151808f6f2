package main

import (
	"context"
	"encoding/json"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// firstClick clicks (and, on the phone, taps) a card of the menu as soon
// as the page reports the menu, without waiting for anything else:
// whatever the page shows takes the click, even in the first, slow frames
// and while the loading screen fades away. Each screen once; with
// -browser.long, twice, for a click lost now and then.
func firstClick(t *testing.T, s *site) {
	screens := []screen{desktop, phone}
	if *long {
		screens = append(screens, desktop, phone)
	}
	for _, sc := range screens {
		clickAtOnce(t, s, sc)
	}
}

// clickAtOnce opens the page on screen sc as a first visit and clicks the
// Kalah card the moment the page reports the menu.
func clickAtOnce(t *testing.T, s *site, sc screen) {
	t.Helper()
	ctx, cancel := chromedp.NewContext(s.browser, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, tabLife)
	defer cancel()
	if err := chromedp.Do(ctx, sc.size, presetSeats(peopleSeats()), chromedp.Navigate(s.url)); err != nil {
		t.Fatal(err)
	}
	raw, err := chromedp.Run(ctx, chromedp.Poll[string](`window.parlor && window.parlor.state && JSON.parse(window.parlor.state()).scene === 'menu' && window.parlor.state()`,
		chromedp.WithPollingInterval(5*time.Millisecond), chromedp.WithPollingTimeout(waitMost)))
	if err != nil {
		t.Fatalf("%s: waiting for the menu: %v", sc.name, err)
	}
	var st map[string]any
	if err := json.Unmarshal([]byte(raw), &st); err != nil {
		t.Fatal(err)
	}
	// A quick click or tap, as people make them: the button is down for
	// 20 ms, often less than a tick of the first frames.
	p := &page{t: t, ctx: ctx, touch: sc.touch}
	xy, ok := st["targets"].(map[string]any)["game:kalah"].([]any)
	if !ok {
		t.Fatalf("%s: the menu has no Kalah card: %v", sc.name, st["targets"])
	}
	if x, y := xy[0].(float64), xy[1].(float64); sc.touch {
		p.tapFor(x, y, 20*time.Millisecond)
	} else {
		p.clickFor(x, y, 20*time.Millisecond)
	}
	p.waitFor(sc.name+": Kalah's table after the first click (a lost click leaves the menu)", func(st map[string]any) bool { return st["scene"] == "kalah" })
}
