package gamereview_test

import (
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/record"
	"parlor/scenes/table/gamereview"
	"parlor/scenes/table/tabletest"
)

// table is a gamereview.Table without a screen: a match, its log, the
// device's store, and what the player and a screen reader were told.
type table struct {
	m        *record.Match
	browsing int
	store    map[string]string
	told     []string
}

func (t *table) Match() *record.Match         { return t.m }
func (t *table) Log() ([]record.Turn, int)    { return t.m.Turns(), t.m.Plies() }
func (t *table) Offered() bool                { return t.m.Plies() > 0 }
func (t *table) Over() bool                   { return t.m.State().Over() }
func (t *table) Browsing() int                { return t.browsing }
func (t *table) Browse(i int)                 { t.browsing = i }
func (t *table) EndBrowse()                   { t.browsing = -1 }
func (t *table) Flash(note string)            { t.told = append(t.told, note) }
func (t *table) Note(note, said string)       { t.told = append(t.told, note, said) }
func (t *table) Say(said string)              { t.told = append(t.told, said) }
func (t *table) Load(key string) string       { return t.store[key] }
func (t *table) Keep(key, value, what string) { t.store[key] = value }
func (t *table) heard(s string) bool {
	return slices.ContainsFunc(t.told, func(l string) bool { return strings.Contains(l, s) })
}

// reviewed reviews tb's game to its end, in slices of a second.
func reviewed(t *testing.T, c *gamereview.Review) map[string]any {
	t.Helper()
	if !c.Act("review") {
		t.Fatal(`"review" is not the review's action`)
	}
	for i := 0; c.Running(); i++ {
		if i > 600 {
			t.Fatal("the review did not end")
		}
		c.Step(time.Second, false, false)
	}
	return c.Probe()
}

// TestAReviewAtATableOfItsOwn reviews the start of Kalah (4, 3) whose
// first move, S1, is a blunder (S3 wins), at a table that is only what a
// review needs of one: the blunder is marked and said in the log's words,
// the reader's actions choose it, the graph has its words, and the review
// is kept, so that another review of the same record is shown at once.
func TestAReviewAtATableOfItsOwn(t *testing.T) {
	m := tabletest.Match(t, "kalah houses=4 seeds=3", 1)
	for _, mv := range []string{"S1", "N4"} {
		if err := m.PlayText(mv); err != nil {
			t.Fatal(err)
		}
	}
	tb := &table{m: m, browsing: -1, store: map[string]string{}}
	c := gamereview.New(tb)
	if c.Key() != "offered" || c.Shown() {
		t.Fatalf("before the review: key %q, shown %v", c.Key(), c.Shown())
	}
	p := reviewed(t, c)
	if p["shown"] != true || !slices.Contains(p["marks"].([]string), "1:blunder:S3") {
		t.Fatalf("the review: %v", p)
	}
	e, ok := c.At(0)
	if sign, _ := gamereview.Sign(e.Mark); !ok || sign != "??" || e.BestText != "S3" || !strings.HasPrefix(e.Said, "Move 1, South sows S1: a blunder; the best move sows S3") {
		t.Errorf("move 1's review: %+v (%v)", e, ok)
	}
	if !tb.heard("Reviewed. Accuracy: South ") || !tb.heard("Move 1, South sows S1: a blunder") {
		t.Errorf("told %q", tb.told)
	}
	var ids []string
	for _, a := range c.Actions() {
		ids = append(ids, a.ID)
	}
	if !slices.Equal(ids, []string{"review:move:1", "review:close"}) {
		t.Errorf("the reader's actions %q", ids)
	}
	if c.Act("review:move:1"); tb.browsing != 0 {
		t.Errorf("review:move:1 browses %d", tb.browsing)
	}
	if l := c.List(); len(l) != 1 || len(l[0].Items) != 2 || !strings.HasSuffix(l[0].Items[0], "a blunder.") {
		t.Errorf("the value graph in words: %q", l)
	}
	if c.Act("review:close"); c.Shown() || tb.browsing != -1 {
		t.Errorf("after Close: shown %v, browsing %d", c.Shown(), tb.browsing)
	}
	again := gamereview.New(tb)
	if p := reviewed(t, again); p["shown"] != true || p["steps"] != 0 {
		t.Errorf("the review kept, again: %v", p)
	}
}
