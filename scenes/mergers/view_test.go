package mergers

import (
	"math/rand/v2"
	"strings"
	"testing"

	"parlor/game/mergers"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// mergerScript makes a merger in the simple game: A at C3-C4, B at
// C6-C7-D6, and C5 joins them.
var mergerScript = []string{"C3", "C4", "C6", "C7", "D6", "E8", "C5"}

func TestSimpleGameByClickingWithAMerger(t *testing.T) {
	r := newRig(t, "mergers", desktop, 1)
	g, _ := mergers.New(mergers.Options{Mode: mergers.Simple, Players: 2})
	for _, p := range mergerScript {
		r.s.Click("square:" + p)
		r.settle()
		pos, _ := mergers.ParsePos(p)
		if err := g.Play(mergers.PlaceMove(pos)); err != nil {
			t.Fatal(err)
		}
	}
	if r.state("board") != g.String() {
		t.Fatalf("board\n%s\nwant\n%s", r.state("board"), g)
	}
	if r.state("merging") != true {
		t.Fatal("the merger is not shown")
	}
	if r.has("square:A1") {
		t.Error("squares can be placed on while the merger is shown")
	}
	r.s.Save("mergers-simple-merger")
	// A click anywhere but on the button does not move the merger on.
	a1, _ := r.v.lay.view.square(mergers.Pos{})
	r.s.ClickAt(a1.Center())
	next := r.s.Scene().Targets()["merge:next"]
	r.s.ClickAt(next.X-4, next.Y+next.H/2)
	if r.state("merging") != true {
		t.Fatal("a click beside the button moved the merger on")
	}
	// The button is drawn where its target is.
	px := r.s.Draw()
	if c := px.At(next.X+next.W*0.06, next.Y+next.H*0.5); !uitest.Near(c, ui.AccentColor, 24) {
		t.Errorf("the merge:next target at %+v shows %v, not the button", next, c)
	}
	r.s.Click("merge:next")
	r.settle()
	if r.state("merging") != false || r.state("turn") != 2 {
		t.Fatalf("after the merger: %v", r.s.Scene().Probe())
	}
	c4, _ := r.v.lay.view.square(mergers.Pos{Row: 2, Col: 3})
	r.s.ClickAt(c4.Center()) // taken: nothing happens
	if r.state("board") != g.String() || r.tb.Match().Plies() != len(mergerScript) {
		t.Error("a click on a taken square changed the game")
	}
}

func TestAdvancedPlaceAndBuy(t *testing.T) {
	r := newRig(t, "mergers mode=advanced players=3", desktop, 5)
	if n := len(r.state("offered").([]string)); n != 8 {
		t.Fatalf("%d offered", n)
	}
	rnd := rand.New(rand.NewPCG(1, 2))
	// Place until someone founds a company, then buy into it.
	for tries := 0; len(r.game().Groups()) == 0 || !r.game().Buying(); tries++ {
		if tries > 60 {
			t.Fatal("no company founded")
		}
		if r.game().Buying() {
			r.s.Click("buy:confirm")
		} else {
			r.place(r.game().Placeable()[0], rnd)
		}
		r.settle()
		r.check("placing")
	}
	g := r.game()
	c := g.Groups()[0]
	me := g.Mover()
	cash := g.Player(me).Cash
	price := mergers.Value(c.Size)
	can := min(3, cash/price)
	for range can {
		r.s.Click("buy:+" + string(c.Symbol))
	}
	if r.has("buy:+" + string(c.Symbol)) {
		t.Errorf("+ still offered with %d in the cart (cash $%d, price $%d)", can, cash, price)
	}
	r.s.Click("buy:-" + string(c.Symbol))
	if r.state("cart") != can-1 {
		t.Fatalf("cart %v after one minus", r.state("cart"))
	}
	if can > 1 {
		// Undo first empties the cart, then takes back the placement.
		plies := r.tb.Match().Plies()
		r.s.Press(ui.IntentUndo)
		if r.state("cart") != 0 || r.tb.Match().Plies() != plies {
			t.Fatalf("undo with shares in the cart: cart %v, %d plies", r.state("cart"), r.tb.Match().Plies())
		}
		for range can - 1 {
			r.s.Click("buy:+" + string(c.Symbol))
		}
	}
	r.checkTexts("buying")
	r.s.Click("buy:confirm")
	r.settle()
	got := r.game().Player(me)
	if got.Cash != cash-(can-1)*price || got.Shares[c.Symbol] != can-1 {
		t.Errorf("after buying %d of %c: %+v", can-1, c.Symbol, got)
	}
	if r.state("buying") != false || r.state("turn") != (me+1)%3+1 {
		t.Errorf("the turn did not pass: %v", r.s.Scene().Probe())
	}
	r.check("buying")
}

// TestNothingToBuyGoesByItself checks that when the only buy is none, the
// view hands it over after a short pause, through the table; and that an
// undo does not hand it over again.
func TestNothingToBuyGoesByItself(t *testing.T) {
	for _, sz := range [][3]float64{desktop, phone} {
		r := newRig(t, "mergers mode=advanced players=3", sz, 2)
		x, y := r.s.Target("offer:" + r.game().Placeable()[0].String())
		tap(r, x, y)
		r.s.Settle()
		plies := r.tb.Match().Plies()
		if r.state("autoBuy") != true || !r.game().Buying() {
			t.Fatalf("no empty buy on its way: %v", r.s.Scene().Probe())
		}
		if st := r.tb.Probe()["headline"]; st != "Player 1 to play" {
			t.Errorf("headline %v", st)
		}
		if s := r.v.Status(); !strings.Contains(s, "Nothing to buy: there is no company yet") {
			t.Errorf("status %q", s)
		}
		r.checkTexts("nothing to buy")
		r.s.Save("mergers-nothing-to-buy-" + sizeName(sz))
		r.s.Idle(10, -1, -1)
		if r.tb.Match().Plies() != plies {
			t.Fatal("the empty buy went without a pause")
		}
		r.s.Idle(20, -1, -1)
		if r.tb.Match().Plies() <= plies || r.game().Buying() || r.state("turn") != 2 {
			t.Fatalf("the empty buy did not go: %d plies, %v", r.tb.Match().Plies(), r.s.Scene().Probe())
		}
		r.settle()
		r.check("the empty buy")
		// Undo brings the buy back, and it waits for the player.
		r.s.Click("undo")
		r.s.Idle(60, -1, -1)
		if !r.game().Buying() || r.state("autoBuy") != false {
			t.Fatalf("after undo: %v", r.s.Scene().Probe())
		}
		r.s.Click("buy:confirm")
		r.settle()
		if r.game().Buying() {
			t.Fatal("buy nothing did not play")
		}
		// Undo twice, then redo the placement: the buy waits in the redo
		// list, and is not played for the player.
		r.s.Click("undo")
		r.s.Click("undo")
		r.s.Click("redo")
		r.s.Idle(60, -1, -1)
		if !r.game().Buying() || !r.tb.Match().CanRedo() {
			t.Fatal("redoing a placement played the buy that follows it")
		}
		r.s.Click("redo")
		r.settle()
		r.check("redo")
	}
}

func sizeName(sz [3]float64) string {
	if sz[2] >= 2 {
		return "phone"
	}
	return "desktop"
}

// tap presses and releases at (x, y) in two ticks.
func tap(r *rig, x, y float64) {
	r.s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Down: true, Pressed: true})
	r.s.Tick(ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true})
}

// TestAClickDuringAnAnimationOnlyFinishesIt checks each animation: the
// tile landing, a merger's tiles changing colour, the drawn positions
// sliding in. A click on the board finishes it and plays nothing.
func TestAClickDuringAnAnimationOnlyFinishesIt(t *testing.T) {
	r := newRig(t, "mergers", desktop, 1, mergerScript[:6]...)
	x, y := r.s.Target("square:C5")
	tap(r, x, y)
	if r.state("animating") != true || r.tb.Match().Plies() != 7 {
		t.Fatalf("placing C5 did not animate: %d plies", r.tb.Match().Plies())
	}
	x2, y2 := r.s.Target("merge:next") // not yet live: the tile lands first
	tap(r, x2, y2)
	if r.state("animating") == true || r.state("merging") != true || r.tb.Match().Plies() != 7 {
		t.Fatalf("a click during the landing: %v", r.s.Scene().Probe())
	}
	tap(r, x2, y2)
	if r.state("animating") != true || r.state("step") != 1 {
		t.Fatalf("the merger step did not animate: %v", r.s.Scene().Probe())
	}
	a1, _ := r.v.lay.view.square(mergers.Pos{})
	tap(r, a1.X+a1.W/2, a1.Y+a1.H/2)
	if r.state("animating") == true || r.tb.Match().Plies() != 7 {
		t.Fatalf("a click during the merger's colours: %v", r.s.Scene().Probe())
	}
	r.s.Idle(2, -1, -1)
	tap(r, a1.X+a1.W/2, a1.Y+a1.H/2)
	if r.tb.Match().Plies() != 8 {
		t.Fatal("a click after the animations did not play")
	}

	// The advanced game: the positions drawn after a buy slide in.
	r = prePlayed(t, "mergers mode=advanced players=3", desktop, 4, 20)
	rnd := rand.New(rand.NewPCG(2, 2))
	for !r.game().Buying() || r.state("merging") == true || r.state("autoBuy") == true {
		r.decide(rnd)
		r.s.Settle()
	}
	plies := r.tb.Match().Plies()
	x, y = r.s.Target("buy:confirm")
	tap(r, x, y)
	if r.state("animating") != true || r.tb.Match().Plies() <= plies {
		t.Fatalf("the buy did not animate the draws: %v", r.s.Scene().Probe())
	}
	plies = r.tb.Match().Plies()
	bx, by := r.v.lay.view.sq.Center()
	tap(r, bx, by)
	if r.state("animating") == true || r.tb.Match().Plies() != plies {
		t.Fatalf("a click during the draws: %v", r.s.Scene().Probe())
	}
	r.check("the draws")
}

// TestZoomOnAPhone checks that on a phone, where the simple game's squares
// are smaller than a finger, a tap zooms in on the board, the squares
// then take taps, and the whole board comes back.
func TestZoomOnAPhone(t *testing.T) {
	r := newRig(t, "mergers", phone, 1)
	if r.has("square:A1") || !r.has("zoom") {
		t.Fatalf("the phone's board takes taps on squares of %.0f CSS px", r.v.lay.view.cell/3)
	}
	r.checkTargets("phone, whole board", phone)
	e5, _ := r.v.lay.view.square(mergers.Pos{Row: 4, Col: 4})
	r.s.ClickAt(e5.Center())
	if r.state("zoomed") != true || !r.has("square:E5") || r.tb.Match().Plies() != 0 {
		t.Fatalf("a tap did not zoom in around E5: %v", r.s.Scene().Targets())
	}
	r.checkTargets("phone, zoomed in", phone)
	r.checkTexts("phone, zoomed in")
	if s := r.v.Status(); strings.Contains(strings.ToLower(s), "click") {
		t.Errorf("the status says click on a phone: %q", s)
	}
	r.s.Save("mergers-phone-zoomed")
	r.s.Press(ui.IntentBack)
	if r.state("zoomed") != false || r.state("scene") != "mergers" {
		t.Fatal("Esc did not take the board back out")
	}
	r.s.ClickAt(e5.Center())
	r.s.Click("zoom:out")
	if r.state("zoomed") != false || !r.has("zoom") {
		t.Fatal("zoom:out did not show the whole board")
	}
	r.s.ClickAt(e5.Center())
	r.s.Click("square:E5")
	r.settle()
	if r.tb.Match().Plies() != 1 || r.state("zoomed") != false {
		t.Fatalf("placing E5 zoomed in: %v", r.s.Scene().Probe())
	}
}
