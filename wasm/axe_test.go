package main

import (
	"archive/tar"
	"bytes"
	"compress/gzip"
	"crypto/sha512"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlor/game/games"
)

// axe-core, the accessibility engine the audit runs in the page: the npm
// package's tarball, pinned by version and checked by its integrity.
const (
	axeVersion   = "4.14.1"
	axeTarball   = "https://registry.npmjs.org/axe-core/-/axe-core-" + axeVersion + ".tgz"
	axeIntegrity = "sha512-FHfa+lmNjQZfJz1q8wKqIDwC6DExcHt/pkjNQb09a3NPjCKg2rhu5qb2S4r76ASyFNNtuFooJpZe37OgudVGtQ=="
)

// axeScript returns axe-core's script, from the user's cache or else from
// the npm registry (then cached). Without the registry the test skips, or
// fails when PARLOR_NO_SKIP is set.
func axeScript(t *testing.T) string {
	t.Helper()
	cache := filepath.Join(os.TempDir(), "parlor-axe-core-"+axeVersion+".tgz")
	if dir, err := os.UserCacheDir(); err == nil {
		cache = filepath.Join(dir, "parlor", "axe-core-"+axeVersion+".tgz")
	}
	tgz, err := os.ReadFile(cache)
	if err != nil || checkIntegrity(tgz) != nil {
		tgz, err = fetch(axeTarball)
		if err == nil {
			err = checkIntegrity(tgz)
		}
		if err != nil {
			if os.Getenv(noSkipEnv) != "" {
				t.Fatalf("axe-core %s: %v (and %s is set)", axeVersion, err, noSkipEnv)
			}
			t.Skipf("axe-core %s could not be had from the npm registry: %v", axeVersion, err)
		}
		if os.MkdirAll(filepath.Dir(cache), 0o755) == nil {
			_ = os.WriteFile(cache, tgz, 0o644) // a cache: the next run fetches again if this fails
		}
	}
	js, err := untar(tgz, "package/axe.min.js")
	if err != nil {
		t.Fatalf("axe-core %s: %v", axeVersion, err)
	}
	return string(js)
}

// fetch downloads url.
func fetch(url string) ([]byte, error) {
	c := &http.Client{Timeout: time.Minute}
	resp, err := c.Get(url)
	if err != nil {
		return nil, err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return nil, fmt.Errorf("%s: %s", url, resp.Status)
	}
	return io.ReadAll(resp.Body)
}

// checkIntegrity checks b against the tarball's published integrity.
func checkIntegrity(b []byte) error {
	sum := sha512.Sum512(b)
	if got := "sha512-" + base64.StdEncoding.EncodeToString(sum[:]); got != axeIntegrity {
		return fmt.Errorf("the tarball's integrity is %s, want %s", got, axeIntegrity)
	}
	return nil
}

// untar returns the file named name in the gzipped tarball tgz.
func untar(tgz []byte, name string) ([]byte, error) {
	zr, err := gzip.NewReader(bytes.NewReader(tgz))
	if err != nil {
		return nil, err
	}
	tr := tar.NewReader(zr)
	for {
		h, err := tr.Next()
		if err != nil {
			return nil, fmt.Errorf("%s not in the tarball: %v", name, err)
		}
		if h.Name == name {
			return io.ReadAll(tr)
		}
	}
}

// axeViolation is one rule the page breaks, as axe reports it.
type axeViolation struct {
	ID     string `json:"id"`
	Impact string `json:"impact"`
	Help   string `json:"help"`
	Nodes  []struct {
		Target []any  `json:"target"`
		HTML   string `json:"html"`
	} `json:"nodes"`
}

// audit runs axe-core's WCAG 2.1 A and AA rules on the page and returns
// the violations.
func (p *page) audit(script string) []axeViolation {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](script+"\n;true")); err != nil {
		p.t.Fatalf("loading axe-core: %v", err)
	}
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']}})
		.then((r) => JSON.stringify(r.violations))`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("running axe-core: %v", err)
	}
	var vs []axeViolation
	if err := json.Unmarshal([]byte(raw), &vs); err != nil {
		p.t.Fatalf("axe-core's report %q: %v", raw, err)
	}
	return vs
}

// auditPages audits the menu and a table of every game with axe-core: no
// WCAG 2.1 A or AA rule that applies may be broken.
func auditPages(t *testing.T, s *site) {
	script := axeScript(t)
	p := s.open(t, desktop, s.url)
	menu := func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) }
	p.waitFor("the menu", menu)
	report := func(name string) {
		vs := p.audit(script)
		for _, v := range vs {
			var where []string
			for _, n := range v.Nodes {
				where = append(where, n.HTML)
			}
			t.Errorf("%s: %s (%s, %s): %s", name, v.ID, v.Impact, v.Help, strings.Join(where, "; "))
		}
		t.Logf("%s: axe-core %s, WCAG 2.1 A and AA: %d violations", name, axeVersion, len(vs))
	}
	report("menu")
	for _, g := range games.All() {
		p.pressDOM("game:" + g.ID)
		p.waitFor(g.Title+"'s table", inGame(g.ID))
		report(g.ID)
		p.pressDOM("menu")
		p.waitFor("the menu", menu)
	}
}
