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
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"parlor/game/games"
	"parlor/game/record"
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

// audit runs axe-core's WCAG 2.1 A and AA rules and its best practices
// on the page and returns the violations.
func (p *page) audit(script string) []axeViolation {
	p.t.Helper()
	if _, err := chromedp.Run(p.ctx, chromedp.Evaluate[bool](script+"\n;true")); err != nil {
		p.t.Fatalf("loading axe-core: %v", err)
	}
	raw, err := chromedp.Run(p.ctx, chromedp.Evaluate[string](`axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']}})
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

// auditor audits pages with axe-core, each report named, failing the test
// for every violation; it counts the audits.
type auditor struct {
	t      *testing.T
	script string
	audits int
}

// report audits p as it is now, as name.
func (a *auditor) report(p *page, name string) {
	a.t.Helper()
	vs := p.audit(a.script)
	for _, v := range vs {
		var where []string
		for _, n := range v.Nodes {
			where = append(where, n.HTML)
		}
		a.t.Errorf("%s: %s (%s, %s): %s", name, v.ID, v.Impact, v.Help, strings.Join(where, "; "))
	}
	a.audits++
	a.t.Logf("%s: axe-core %s, WCAG 2.1 A and AA and best practices: %d violations", name, axeVersion, len(vs))
}

// tableOverlays are the overlays every game's table opens, by the
// targets that open them.
var tableOverlays = []string{"rules", "share", "settings"}

// auditPages audits the menu, a table of every game and each of its
// overlays (the rules, the share link, the settings, the question before
// a new game) with axe-core: no WCAG 2.1 A or AA rule and no best
// practice that applies may be broken. Each overlay must be its
// document's dialog.
func auditPages(t *testing.T, s *site) {
	a := &auditor{t: t, script: axeScript(t)}
	p := s.open(t, lite, s.url)
	menu := func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) }
	p.waitFor("the menu", menu)
	a.report(p, "menu")
	for _, g := range games.All() {
		p.pressDOM("game:" + g.ID)
		p.waitFor(g.Title+"'s table", inGame(g.ID))
		a.report(p, g.ID)
		for _, o := range tableOverlays {
			a.overlay(p, g.ID, o, o)
		}
		// A move, so that a new game asks first.
		if d := p.readDOM(); len(d.Actions) > 0 && strings.HasPrefix(d.Actions[0], "move:") {
			plies := p.state()["plies"].(float64)
			p.pressDOM(d.Actions[0])
			p.waitFor("the move", func(st map[string]any) bool { return settled(st) && st["plies"].(float64) > plies })
			a.overlay(p, g.ID, "new", "confirm")
		}
		p.pressDOM("menu")
		p.waitFor("the menu", menu)
	}
	t.Logf("%d audits", a.audits)
}

// overlay opens the overlay kind of p's table by clicking target, audits
// it, checks it is the document's dialog, and closes it by the dialog's
// Esc.
func (a *auditor) overlay(p *page, game, target, kind string) {
	a.t.Helper()
	st := p.waitFor("a settled table", settled)
	if _, ok := st["targets"].(map[string]any)[target]; !ok {
		return // not on offer at this size or now
	}
	if st = p.act(target); st["overlay"] != kind {
		a.t.Logf("%s: %s opened %v, not %s", game, target, st["overlay"], kind)
		return
	}
	d := p.waitDOM("the overlay's dialog", func(d readerDOM) bool { return d.Dialog != "" })
	if len(d.Actions) == 0 && kind != "rules" {
		a.t.Errorf("%s: the %s dialog %q has no controls", game, kind, d.Dialog)
	}
	a.report(p, game+" "+kind)
	p.act("close")
	p.waitDOM("the dialog closed", func(d readerDOM) bool { return d.Dialog == "" })
}

// auditOnline audits the screens and dialogs of a game online with
// axe-core, through the real server: the invite (the links, each with its
// copy button, the QR code described), the join screen, the question of a
// take-back (an alert dialog, answered through the document) and the
// question before resigning.
func auditOnline(t *testing.T, s *site, dir string) {
	a := &auditor{t: t, script: axeScript(t)}
	bin, addr, db := serverBinary(t)
	serveSite(t, bin, addr, db, dir)
	url := "http://" + addr + "/"
	host := s.openFor(t, lite, url, map[string]string{"kalah": "person invite"}, tabLife)
	host.start("kalah")
	// Invite and start, through the document: no name is kept yet, so the
	// page asks for one first.
	host.pressDOM("settings")
	host.waitDOM("the settings dialog", func(d readerDOM) bool { return d.Dialog == "Settings" })
	host.pressDOM("apply")
	host.waitFor("the name asked", func(st map[string]any) bool { return st["overlay"] == "name" })
	host.waitDOM("the name's dialog", func(d readerDOM) bool { return slices.Contains(d.Actions, "name") })
	a.report(host, "name")
	host.typeDOM("name", "Ann")
	if err := chromedp.Do(host.ctx, chromedp.KeyEvent(kb.Enter)); err != nil { // Enter: Invite and start
		t.Fatal(err)
	}
	st := host.waitFor("the room", func(st map[string]any) bool { return st["online"] != nil && st["overlay"] == "invite" })
	d := host.waitDOM("the invite's dialog", func(d readerDOM) bool { return d.Dialog != "" })
	if !slices.ContainsFunc(d.Text, func(s string) bool { return strings.Contains(s, "QR code") }) {
		t.Errorf("the invite's dialog does not describe its QR code: %q", d.Text)
	}
	a.report(host, "invite")
	links := st["online"].(map[string]any)["links"].(map[string]any)
	guest := s.openFor(t, litePhone, links["invite:2"].(string), peopleSeats(), tabLife)
	guest.waitFor("the join screen", func(st map[string]any) bool { return st["scene"] == "join" && st["game"] != nil })
	guest.waitDOM("the join screen's document", func(d readerDOM) bool { return len(d.Actions) > 1 })
	a.report(guest, "join")
	guest.setDOM("name", "Bo")
	guest.pressDOM("play")
	guest.waitFor("the guest's table", func(st map[string]any) bool { return st["scene"] == "kalah" && seat(st) == 1 })
	host.act("close")
	pages := []*page{host, guest}
	n := atEvent(t, pages, event(host.waitFor("a settled table", settled)))
	m, err := record.Load(games.All(), host.state()["record"].(string))
	if err != nil {
		t.Fatal(err)
	}
	host.clickChanges("pit:" + m.State().MoveString(m.State().Legal()[0]))
	atEvent(t, pages, n+1)
	host.clickChanges("undo")
	guest.waitFor("the question", func(st map[string]any) bool { return st["overlay"] == "ask" })
	d = guest.waitDOM("the question's dialog", func(d readerDOM) bool { return d.Dialog != "" })
	if d.Role != "alertdialog" {
		t.Errorf("the take-back question is a %q, not an alert dialog", d.Role)
	}
	a.report(guest, "take-back question")
	guest.pressDOM(d.Actions[len(d.Actions)-1]) // No, through the document
	host.waitFor("the answer", func(st map[string]any) bool { return strings.Contains(st["note"].(string), "said no") })
	host.act("resign")
	host.waitFor("the question", func(st map[string]any) bool { return st["overlay"] == "resign" })
	host.waitDOM("the resign dialog", func(d readerDOM) bool { return d.Dialog != "" })
	a.report(host, "resign")
	t.Logf("%d audits", a.audits)
}
