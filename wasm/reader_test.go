package main

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"parlor/game"
	"parlor/game/cantstop"
	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/mergers"
	"parlor/game/record"
	"parlor/game/yote"
	"parlor/scenes/ui"
)

// readerGames are the games the screen reader's test plays to the end, in
// options that end soon, each with the way its person picks a move.
var readerGames = []struct {
	options string
	pick    picker
}{
	{"connectfour rules=classic first=1", anyMove},
	{"kalah houses=4 seeds=3", anyMove},
	{"yote rows=4", takeMost},
	{"cantstop players=2", climb},
	{"mergers mode=simple players=2", joinBiggest},
}

// anyMove picks a legal move at random.
func anyMove(_ game.State, legal []game.Move, r *rand.Rand) game.Move {
	return legal[r.IntN(len(legal))]
}

// takeMost picks a Yote move that leaves the other side the fewest pieces.
func takeMost(s game.State, legal []game.Move, r *rand.Rand) game.Move {
	g := s.(*yote.Game)
	other := g.Mover().Other()
	best, left := anyMove(s, legal, r), g.Total(other)
	for _, m := range legal {
		after := g.Clone().(*yote.Game)
		if after.Play(m) == nil && after.Total(other) < left {
			best, left = m, after.Total(other)
		}
	}
	return best
}

// climb rolls, takes a choice that moves two markers where there is one
// (else the first), and stops as soon as it may: of these pickers', its
// games end in the fewest decisions (about 60 of the person's against a
// random player, where stopping half the time it may takes about 80).
func climb(s game.State, legal []game.Move, _ *rand.Rand) game.Move {
	g := s.(*cantstop.Game)
	if g.CanStop() {
		return cantstop.Stop
	}
	for _, c := range g.Choices() {
		if m := cantstop.ChooseMove(c); c.B != 0 && slices.Contains(legal, m) {
			return m
		}
	}
	return legal[0]
}

// joinBiggest places the Mergers tile that makes the largest group.
func joinBiggest(s game.State, legal []game.Move, r *rand.Rand) game.Move {
	best, size := anyMove(s, legal, r), 0
	for _, m := range legal {
		after := s.Clone().(*mergers.Game)
		if after.Play(m) != nil {
			continue
		}
		for _, gr := range after.Groups() {
			if gr.Size > size {
				best, size = m, gr.Size
			}
		}
	}
	return best
}

// readerDOM is the screen reader's document as the test reads it: the
// scene's part, or the dialog's while one is open.
type readerDOM struct {
	Title    string   `json:"title"`
	Position []string `json:"position"`
	Actions  []string `json:"actions"`
	Said     []string `json:"said"`
	Added    int      `json:"added"`
	// Dialog is the open dialog's title ("" for none), Role its role,
	// Text its text, Message its message and Focus the action (or
	// "title") the keyboard is on.
	Dialog  string   `json:"dialog"`
	Role    string   `json:"role"`
	Text    []string `json:"text"`
	Message string   `json:"message"`
	Focus   string   `json:"focus"`
	Alert   string   `json:"alert"`
}

// readDOM reads the screen reader's document.
func (p *page) readDOM() readerDOM {
	p.t.Helper()
	return eval[readerDOM](p, `(function () {
		const text = (sel) => Array.from(document.querySelectorAll(sel), (e) => e.textContent);
		const said = document.getElementById('reader-said');
		const dialog = document.getElementById('reader-dialog');
		const open = dialog && !dialog.hidden;
		const list = open ? '#reader-dialog-actions' : '#reader-actions';
		const a = document.activeElement;
		return {
			title: document.getElementById('reader-title').textContent,
			position: text('#reader-position p'),
			actions: Array.from(document.querySelectorAll(list + ' [data-action]'), (b) => b.dataset.action),
			said: text('#reader-said p'),
			added: Number(said.dataset.added || 0),
			dialog: open ? document.getElementById('reader-dialog-title').textContent : '',
			role: open ? dialog.getAttribute('role') : '',
			text: open ? text('#reader-dialog-text > *') : [],
			message: open ? document.getElementById('reader-dialog-message').textContent : '',
			focus: a && a.dataset && a.dataset.action ? a.dataset.action : (a && a.tagName === 'H1' ? 'title' : (a && a.tagName === 'H2' ? 'dialog' : '')),
			alert: document.getElementById('reader-alert').textContent,
		};
	})()`)
}

// pressDOM presses the screen reader's control for action id, as a screen
// reader does: the control takes the focus and is clicked (a button
// pressed, a radio chosen, a box ticked), with no pointer or key event on
// the canvas.
func (p *page) pressDOM(id string) {
	p.t.Helper()
	ok := eval[bool](p, fmt.Sprintf(`(function () {
		const b = Array.from(document.querySelectorAll('#reader [data-action]')).find((b) => b.dataset.action === %q && !b.closest('[hidden]'));
		if (!b) return false;
		b.focus();
		b.click();
		return true;
	})()`, id))
	if !ok {
		p.t.Fatalf("no control %q in the screen reader's view: %+v", id, p.readDOM())
	}
}

// setDOM sets the screen reader's number or text field for action id to
// value, as a person typing does: the field takes the focus, its value
// changes, and it is committed (a number's change, Enter in a text field).
func (p *page) setDOM(id, value string) {
	p.t.Helper()
	ok := eval[bool](p, fmt.Sprintf(`(function () {
		const e = Array.from(document.querySelectorAll('#reader input[data-action]')).find((e) => e.dataset.action === %q && !e.closest('[hidden]'));
		if (!e) return false;
		e.focus();
		e.value = %q;
		e.dispatchEvent(new Event('input', {bubbles: true}));
		if (e.type === 'text') {
			e.dispatchEvent(new KeyboardEvent('keydown', {key: 'Enter', bubbles: true}));
		} else {
			e.dispatchEvent(new Event('change', {bubbles: true}));
		}
		return true;
	})()`, id, value))
	if !ok {
		p.t.Fatalf("no field %q in the screen reader's view: %+v", id, p.readDOM())
	}
}

// typeDOM types text into the screen reader's field for action id with
// real key events, the field focused first, and checks that the page keeps
// what was typed across its frames (nothing sent yet: that is Enter's, or
// leaving the field).
func (p *page) typeDOM(id, text string) {
	p.t.Helper()
	ok := eval[bool](p, fmt.Sprintf(`(function () {
		const e = Array.from(document.querySelectorAll('#reader input[data-action]')).find((e) => e.dataset.action === %q && !e.closest('[hidden]'));
		if (!e) return false;
		e.focus();
		e.value = '';
		return true;
	})()`, id))
	if !ok {
		p.t.Fatalf("no field %q in the screen reader's view: %+v", id, p.readDOM())
	}
	if err := chromedp.Do(p.ctx, chromedp.KeyEvent(text), hold(100*time.Millisecond, 4)); err != nil {
		p.t.Fatal(err)
	}
	if got := eval[string](p, `document.activeElement.value`); got != text {
		p.t.Fatalf("typed %q into %s, and the field holds %q a few frames later", text, id, got)
	}
}

// waitDOM waits until ok accepts the screen reader's document.
func (p *page) waitDOM(what string, ok func(readerDOM) bool) readerDOM {
	p.t.Helper()
	var d readerDOM
	p.waitFor(what, func(map[string]any) bool {
		d = p.readDOM()
		return ok(d)
	})
	return d
}

// news is what the live region said after it had said before.
func (d readerDOM) news(before int) []string {
	n := min(d.Added-before, len(d.Said))
	return d.Said[len(d.Said)-n:]
}

// wholeGame plays a game of options o on page p, at its table, to the end
// against the computer in the second seat: for each of the person's moves
// pick chooses it in the position the page's record reaches, before (if
// set) looks at the page first, play makes the move on the page, and the
// record must then hold it; after (if set) looks at the page once the move
// is shown. It returns the number of the person's moves.
func wholeGame(t *testing.T, p *page, o catalog.Options, pick picker, play func(s game.State, mv game.Move),
	before func(m *record.Match), after func(text string, played record.Turn)) int {
	t.Helper()
	r := rand.New(rand.NewPCG(1, 2))
	moves := 0
	for {
		st, m := p.personsTurn()
		if before != nil {
			before(m)
		}
		s := m.State()
		if s.Over() {
			t.Logf("%s: %d moves; %s", o, moves, st["headline"])
			return moves
		}
		mv := pick(s, s.Legal(), r)
		text, turns := s.MoveString(mv), len(m.Turns())
		play(s, mv)
		st = p.waitFor("the move to be shown", func(st map[string]any) bool {
			return settled(st) && st["plies"].(float64) > float64(m.Plies())
		})
		rec, err := record.Load(games.All(), st["record"].(string))
		if err != nil {
			t.Fatal(err)
		}
		if played := rec.Turns()[turns]; played.Text != text {
			t.Fatalf("move %d: the page played %q, not %q", moves+1, played.Text, text)
		} else if after != nil {
			after(text, played)
		}
		if moves++; moves == 3 {
			shot(t, p, "whole-"+o.Game().ID)
		}
	}
}

// personsTurn waits until the page is settled with the person in the
// first seat to move, or the game over, and returns its state and the
// match its record reaches.
func (p *page) personsTurn() (map[string]any, *record.Match) {
	p.t.Helper()
	st := p.waitFor("the person's move or the end", func(st map[string]any) bool {
		if !settled(st) || st["thinking"] == true {
			return false
		}
		m, err := record.Load(games.All(), st["record"].(string))
		return err == nil && (m.State().Over() || m.State().Turn() == 0)
	})
	m, err := record.Load(games.All(), st["record"].(string))
	if err != nil {
		p.t.Fatal(err)
	}
	return st, m
}

// picker chooses a move from legal in s.
type picker func(s game.State, legal []game.Move, r *rand.Rand) game.Move

// openAgainstComputer opens a tab with a person against the computer at
// random in game o's seats and o as its settings, and opens o's table from
// the menu with open (which gets the menu's card, "game:kalah").
func openAgainstComputer(t *testing.T, s *site, o catalog.Options, open func(p *page, card string)) *page {
	t.Helper()
	id := o.Game().ID
	store := presetStorage(map[string]string{
		seatsKey(id):            "person random",
		"parlor:settings:" + id: o.String(),
	})
	p := s.openStored(t, lite, s.url, lessMotion(store), tabLife)
	p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
	open(p, "game:"+id)
	if st := p.waitFor("the game's table", inGame(id)); st["options"] != o.String() {
		t.Fatalf("the table plays %v, want %s", st["options"], o)
	}
	return p
}

// lessMotion runs preset, then asks for less motion, as a person who has
// asked the system for it: the page shows every move at once (and the
// whole games go faster).
func lessMotion(preset chromedp.Action[chromedp.Void]) chromedp.Action[chromedp.Void] {
	return chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
		if preset != nil {
			if _, err := preset(ctx, tg); err != nil {
				return err
			}
		}
		_, err := cdp.Call(ctx, tg, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-reduced-motion", Value: "reduce"}}})
		return err
	})
}

// playByReader plays a whole game of every game through the screen
// reader's view alone, against the computer: the game opened by its
// button in the menu, each of the person's moves by its button. Before
// each move the buttons must be the legal moves of the position the page's
// record reaches and the position in words the engine's; after it the
// live region must have said the move as the log words it.
func playByReader(t *testing.T, s *site) {
	for _, rg := range readerGames {
		o, err := games.Parse(rg.options)
		if err != nil {
			t.Fatal(err)
		}
		s.run(t, o.Game().ID, func(t *testing.T) {
			p := openAgainstComputer(t, s, o, (*page).pressDOM)
			var transcript []string
			seen := p.readDOM().Added
			dom := p.readDOM()
			before := func(m *record.Match) {
				dom = p.readDOM()
				transcript, seen = append(transcript, dom.news(seen)...), dom.Added // the computer's moves
				// First who plays what, then the engine's words.
				if dom.Title != o.Heading() || len(dom.Position) == 0 || !strings.HasPrefix(dom.Position[0], "You play") ||
					!slices.Equal(dom.Position[1:], o.Game().Tell(m.State())) {
					t.Fatalf("the reader's view says\n%s\n%s\nthe engine\n%s", dom.Title,
						strings.Join(dom.Position, "\n"), strings.Join(o.Game().Tell(m.State()), "\n"))
				}
				if m.State().Over() {
					return
				}
				var want []string
				for _, mv := range m.State().Legal() {
					want = append(want, "move:"+m.State().MoveString(mv))
				}
				if got := dom.Actions[:min(len(want), len(dom.Actions))]; !slices.Equal(got, want) {
					t.Fatalf("the buttons are %q, the legal moves %q", dom.Actions, want)
				}
			}
			play := func(s game.State, mv game.Move) { p.pressDOM("move:" + s.MoveString(mv)) }
			after := func(text string, played record.Turn) {
				now := p.waitForDOM("the live region to speak", func(d readerDOM) bool { return d.Added > dom.Added })
				news := now.news(dom.Added)
				transcript, seen = append(transcript, news...), now.Added
				if said := strings.Join(news, " "); !strings.Contains(said, ui.Sentence(played.Words)) {
					t.Fatalf("after %s the live region said %q, not %q", text, said, played.Words)
				}
			}
			wholeGame(t, p, o, rg.pick, play, before, after)
			if o.Game().ID == "kalah" {
				t.Logf("what the live region said, move by move:\n%s", strings.Join(transcript, "\n"))
				leaveTheGame(t, p, transcript)
			}
		})
	}
}

// leaveTheGame goes back to the games from a game played by the reader,
// whose live region said transcript: on the menu the live region and the
// alert region keep nothing of the game, and the canvas's label says the
// way out of it, F6, as it does on every screen.
func leaveTheGame(t *testing.T, p *page, transcript []string) {
	t.Helper()
	title := p.readDOM().Title
	p.pressDOM("menu")
	d := p.waitForDOM("the menu", func(d readerDOM) bool { return d.Title != title })
	for _, l := range d.Said {
		if slices.Contains(transcript, l) {
			t.Errorf("on the menu the live region still says the game's %q", l)
		}
	}
	if d.Alert != "" {
		t.Errorf("on the menu the alert region says %q", d.Alert)
	}
	if label := eval[string](p, `document.querySelector('canvas').getAttribute('aria-label')`); !strings.Contains(label, "F6") {
		t.Errorf("the menu's canvas is labelled %q", label)
	}
}

// waitForDOM polls the screen reader's document until ok accepts it.
func (p *page) waitForDOM(what string, ok func(readerDOM) bool) readerDOM {
	p.t.Helper()
	w := p.patience()
	for {
		d := p.readDOM()
		if ok(d) {
			return d
		}
		if w.out() {
			p.t.Fatalf("waiting for %s, %v; the reader's view is %+v", what, w, d)
		}
		time.Sleep(50 * time.Millisecond)
	}
}
