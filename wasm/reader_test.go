package main

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"parlor/game"
	"parlor/game/cantstop"
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
	pick    func(s game.State, legal []game.Move, r *rand.Rand) game.Move
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

// climb rolls, takes the first choice, and stops half the time it may.
func climb(s game.State, legal []game.Move, r *rand.Rand) game.Move {
	if g := s.(*cantstop.Game); g.CanStop() && r.IntN(2) == 0 {
		return cantstop.Stop
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

// readerDOM is the screen reader's document as the test reads it.
type readerDOM struct {
	Title    string   `json:"title"`
	Position []string `json:"position"`
	Actions  []string `json:"actions"`
	Said     []string `json:"said"`
	Added    int      `json:"added"`
}

// readDOM reads the screen reader's document.
func (p *page) readDOM() readerDOM {
	p.t.Helper()
	return eval[readerDOM](p, `(function () {
		const text = (sel) => Array.from(document.querySelectorAll(sel), (e) => e.textContent);
		const said = document.getElementById('reader-said');
		return {
			title: document.getElementById('reader-title').textContent,
			position: text('#reader-position p'),
			actions: Array.from(document.querySelectorAll('#reader-actions button'), (b) => b.dataset.action),
			said: text('#reader-said p'),
			added: Number(said.dataset.added || 0),
		};
	})()`)
}

// pressDOM presses the screen reader's button for action id, as a screen
// reader does: the button takes the focus and is clicked, with no pointer
// or key event on the canvas.
func (p *page) pressDOM(id string) {
	p.t.Helper()
	ok := eval[bool](p, fmt.Sprintf(`(function () {
		const b = Array.from(document.querySelectorAll('#reader-actions button')).find((b) => b.dataset.action === %q);
		if (!b) return false;
		b.focus();
		b.click();
		return true;
	})()`, id))
	if !ok {
		p.t.Fatalf("no button %q in the screen reader's view: %+v", id, p.readDOM())
	}
}

// hasMove reports whether the view offers a move.
func (d readerDOM) hasMove() bool {
	return slices.ContainsFunc(d.Actions, func(a string) bool { return strings.HasPrefix(a, "move:") })
}

// news is what the live region said after it had said before.
func (d readerDOM) news(before int) []string {
	n := min(d.Added-before, len(d.Said))
	return d.Said[len(d.Said)-n:]
}

// playByReader plays a whole game of every game through the screen
// reader's view alone, against the computer: the game opened by its
// button in the menu, each of the person's moves by its button. After each
// move the live region must have said the move as the log words it, the
// buttons must be the legal moves of the position the page's record
// reaches, and the position in words the engine's.
func playByReader(t *testing.T, s *site) {
	for _, rg := range readerGames {
		o, err := games.Parse(rg.options)
		if err != nil {
			t.Fatal(err)
		}
		id := o.Game().ID
		t.Run(id, func(t *testing.T) {
			p := s.openWith(t, desktop, s.url, map[string]string{
				seatsKey(id):            "person random",
				"parlor:settings:" + id: o.String(),
			})
			p.waitFor("the menu", func(st map[string]any) bool { return st["scene"] == "menu" && settled(st) })
			p.pressDOM("game:" + id)
			st := p.waitFor("the game's table", inGame(id))
			if st["options"] != o.String() {
				t.Fatalf("the table plays %v, want %s", st["options"], o)
			}
			r := rand.New(rand.NewPCG(1, 2))
			moves, transcript := 0, []string{}
			for {
				st = p.waitFor("the person's move or the end", func(st map[string]any) bool {
					return settled(st) && (st["over"] == true || st["thinking"] != true && p.readDOM().hasMove())
				})
				m, err := record.Load(st["record"].(string))
				if err != nil {
					t.Fatal(err)
				}
				dom := p.readDOM()
				if dom.Title != o.Heading() || !slices.Equal(dom.Position, o.Game().Tell(m.State())) {
					t.Fatalf("after %d moves the reader's view says\n%s\n%s\nthe engine\n%s", moves, dom.Title,
						strings.Join(dom.Position, "\n"), strings.Join(o.Game().Tell(m.State()), "\n"))
				}
				if m.State().Over() {
					break
				}
				s := m.State()
				var want []string
				for _, mv := range s.Legal() {
					want = append(want, "move:"+s.MoveString(mv))
				}
				if got := dom.Actions[:len(want)]; !slices.Equal(got, want) {
					t.Fatalf("after %d moves the buttons are %q, the legal moves %q", moves, dom.Actions, want)
				}
				mv := rg.pick(s, s.Legal(), r)
				text, turns := s.MoveString(mv), len(m.Turns())
				p.pressDOM("move:" + text)
				st = p.waitFor("the move to be shown", func(st map[string]any) bool {
					return settled(st) && st["plies"].(float64) > float64(m.Plies()) && p.readDOM().Added > dom.Added
				})
				after, err := record.Load(st["record"].(string))
				if err != nil {
					t.Fatal(err)
				}
				played := after.Turns()[turns]
				if played.Text != text {
					t.Fatalf("the button %q played %q", text, played.Text)
				}
				news := p.readDOM().news(dom.Added)
				transcript = append(transcript, news...)
				said := strings.Join(news, " ")
				if !strings.Contains(said, ui.Sentence(played.Words)+".") {
					t.Fatalf("after %s the live region said %q, not %q", text, said, played.Words)
				}
				if moves++; moves == 3 {
					shot(t, p, "reader-"+id)
				}
			}
			t.Logf("%s: %d moves by the reader's buttons; %s", o, moves, st["headline"])
			if id == "kalah" {
				t.Logf("what the live region said, move by move:\n%s", strings.Join(transcript, "\n"))
			}
		})
	}
}
