package main

import (
	"context"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// firstVisit opens the page as a first-time visitor (a browser context
// of its own), listening to its console from before the navigation, and
// waits until the service worker has taken the build in: the page warns
// of nothing ("parlor: …" warnings are real failures, such as no offline
// play).
func firstVisit(t *testing.T, s *site, dir string) {
	plain := httptest.NewServer(newPlainHost(dir)) // any static host
	defer plain.Close()
	ctx, cancel := chromedp.NewContext(s.browser, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, tabLife)
	defer cancel()
	var (
		mu       sync.Mutex
		warnings []string
	)
	err := chromedp.Listen(ctx, func(ev any) {
		if e, ok := ev.(*runtime.EventConsoleAPICalled); ok && (e.Type == runtime.ConsoleAPICalledTypeWarning || e.Type == runtime.ConsoleAPICalledTypeError) {
			var parts []string
			for _, a := range e.Args {
				parts = append(parts, strings.Trim(string(a.Value), `"`))
			}
			if text := strings.Join(parts, " "); strings.HasPrefix(text, "parlor") {
				mu.Lock()
				warnings = append(warnings, text)
				mu.Unlock()
			}
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	if err := chromedp.Do(ctx, desktop.size, chromedp.Navigate(plain.URL+"/")); err != nil {
		t.Fatal(err)
	}
	p := &page{t: t, ctx: ctx}
	p.firstFrame()
	waitJS(p, `(async () => { const r = await navigator.serviceWorker.getRegistration(); return r && r.active ? 'active' : ''; })()`)
	// What the page says after the worker is in: a second and 60 of its
	// frames.
	if err := chromedp.Do(ctx, hold(time.Second, 60)); err != nil {
		t.Fatal(err)
	}
	mu.Lock()
	defer mu.Unlock()
	if len(warnings) > 0 {
		t.Errorf("a first visit warned: %q", warnings)
	}
}
