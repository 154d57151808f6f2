package main

import (
	"cmp"
	"context"
	"encoding/json"
	"fmt"
	"maps"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// startupSteps names the page's start-up marks (index.html's and the Go
// side's, perf.Mark), each for the work that ends at it.
var startupSteps = map[string]string{
	"fetch":    "the page, to its script",
	"fetched":  "download (main.wasm.gz), unpacked and compiled as it comes",
	"unpacked": "unpacking: the rest of the stream",
	"compiled": "compiling: the rest",
	"main":     "Go start-up and package initialisation",
	"theme":    "theme: fonts",
	"host":     "host: storage",
	"scene":    "the first scene (menu, catalog)",
	"run":      "window settings, icon",
	"update":   "Ebitengine start-up to the first Update",
	"updated":  "our first Update",
	"draw":     "Ebitengine between Update and Draw",
	"drawn":    "our first Draw (text, icons)",
}

// loadMarks opens url in a browser context of its own (a first visit,
// nothing cached) at the desktop size, waits for the first frame and
// returns the page's parlor marks: name to milliseconds since navigation.
func loadMarks(t *testing.T, s *site, url string) map[string]float64 {
	t.Helper()
	ctx, cancel := chromedp.NewContext(s.browser, chromedp.WithNewBrowserContext())
	defer cancel()
	ctx, cancel = context.WithTimeout(ctx, tabLife)
	defer cancel()
	if err := chromedp.Do(ctx, desktop.size, chromedp.Navigate(url)); err != nil {
		t.Fatalf("loading %s: %v", url, err)
	}
	const marks = `JSON.stringify(Object.fromEntries(performance.getEntriesByType('mark').
		filter(m => m.name.startsWith('parlor:')).map(m => [m.name.slice(7), m.startTime])))`
	out, err := chromedp.Run(ctx, chromedp.Poll[string](`performance.getEntriesByType("mark").some(m => m.name.startsWith("parlor:drawn")) && `+marks,
		chromedp.WithPollingTimeout(waitMost)))
	if err != nil {
		t.Fatalf("waiting for the first frame of %s: %v", url, err)
	}
	m := map[string]float64{}
	if err := json.Unmarshal([]byte(out), &m); err != nil {
		t.Fatalf("the marks %q: %v", out, err)
	}
	return m
}

// breakdown writes one load's marks in time order, each with the time
// since the mark before it.
func breakdown(m map[string]float64) string {
	names := slices.SortedFunc(maps.Keys(m), func(a, b string) int { return cmp.Compare(m[a], m[b]) })
	var b strings.Builder
	prev := 0.0
	for _, n := range names {
		fmt.Fprintf(&b, "  %-9s %6.0f ms  +%5.0f  %s\n", n, m[n], m[n]-prev, startupSteps[n])
		prev = m[n]
	}
	return b.String()
}

// median is the middle of xs (the lower middle of an even number).
func median(xs []float64) float64 {
	xs = slices.Sorted(slices.Values(xs))
	return xs[(len(xs)-1)/2]
}

// startup logs where the time from navigation to the first frame goes,
// from the marks the page sets (a first visit; with -browser.long three,
// and the median load's breakdown). With -browser.long it also builds
// Ebitengine's hello world, loads it and Parlor in turn, and logs the
// ratio of their first frames: the target is 1.25.
func startup(t *testing.T, s *site) {
	n := 1
	if *long {
		n = 3
	}
	var loads []map[string]float64
	for range n {
		loads = append(loads, loadMarks(t, s, s.url))
	}
	slices.SortFunc(loads, func(a, b map[string]float64) int { return cmp.Compare(a["drawn"], b["drawn"]) })
	var firsts []string
	for _, m := range loads {
		for _, k := range []string{"fetch", "compiled", "main", "scene", "update", "drawn"} {
			if _, ok := m[k]; !ok {
				t.Errorf("the page set no %q mark: %v", k, m)
			}
		}
		firsts = append(firsts, fmt.Sprintf("%.0f", m["drawn"]))
	}
	t.Logf("navigation to first frame, first visits: %s ms; the median load:\n%s",
		strings.Join(firsts, ", "), breakdown(loads[(n-1)/2]))
	if !*long {
		return
	}
	hello := helloSite(t)
	const rounds = 7
	var ours, theirs []float64
	var helloLoads []map[string]float64
	for range rounds {
		m := loadMarks(t, s, hello)
		helloLoads = append(helloLoads, m)
		theirs = append(theirs, m["drawn"])
		ours = append(ours, loadMarks(t, s, s.url)["drawn"])
	}
	slices.SortFunc(helloLoads, func(a, b map[string]float64) int { return cmp.Compare(a["drawn"], b["drawn"]) })
	t.Logf("the hello world's median load:\n%s", breakdown(helloLoads[rounds/2]))
	t.Logf("first frame, %d loads each in turn: Ebitengine's hello world %.0f ms (median of %.0f), Parlor %.0f ms (median of %.0f): ratio %.2f (target 1.25)",
		rounds, median(theirs), theirs, median(ours), ours, median(ours)/median(theirs))
}

// helloSite builds Ebitengine's hello world (testdata/hello) with the
// page's build flags and serves it as Ebitengine's documentation loads a
// game: main.wasm, uncompressed, streamed into the compiler.
func helloSite(t *testing.T) string {
	t.Helper()
	root, err := moduleRoot()
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", filepath.Join(dir, "main.wasm"), "./wasm/testdata/hello")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("building the hello world: %v\n%s", err, out)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		t.Fatal(err)
	}
	for src, dst := range map[string]string{
		filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js"): "wasm_exec.js",
		filepath.Join(root, "wasm", "testdata", "hello", "index.html"):                  "index.html",
	} {
		b, err := os.ReadFile(src)
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, dst), b, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	srv := httptest.NewServer(http.FileServer(http.Dir(dir)))
	t.Cleanup(srv.Close)
	return srv.URL + "/"
}
