package gamereview

import (
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"path/filepath"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game"
	"parlor/game/ai"
	"parlor/game/review"
	"parlor/scenes/ui"
	"parlor/scenes/ui/uitest"
)

// graphMoves is a made-up review of n moves by seats seats taking turns:
// the first seat's chance drifting about (each seat's own in a game of more), an inaccuracy, a mistake and a
// blunder along the way, and the last fifth of the game solved, won by
// the first seat.
func graphMoves(n, seats int) []review.Move {
	moves := make([]review.Move, n)
	for i := range moves {
		m := &moves[i]
		m.Ply, m.Seat = i, game.Player(i%seats)
		m.First = 0.5 + 0.3*math.Sin(float64(i)/4)*math.Exp(-float64(i)/float64(3*n))
		if seats > 2 { // each seat's own chance, about a fair share
			s := float64(m.Seat)
			m.First = (1 + 0.8*math.Sin(float64(i)/6+2*s)) / float64(seats)
		}
		m.Played = ai.Value{Chance: m.First}
		if i >= n-n/5 {
			m.First = 1
			if seats > 2 && m.Seat != 0 {
				m.First = 0
			}
			m.Played = ai.Value{Exact: true, Chance: m.First, Score: 2*m.First - 1}
		}
	}
	for mark, at := range map[string]float64{review.Inaccuracy: 0.2, review.Mistake: 0.45, review.Blunder: 0.7} {
		if i := int(at * float64(n)); i < n {
			moves[i].Mark = mark
		}
	}
	return moves
}

// graphTheme is a theme fitted to a w × h screen at device scale ds.
func graphTheme(t testing.TB, w, h, ds float64) *ui.Theme {
	t.Helper()
	uitest.NeedDisplay(t)
	th, err := ui.NewTheme()
	if err != nil {
		t.Fatal(err)
	}
	th.Fit(w, h, ds)
	return th
}

// laidGraph is a graph of moves laid out w wide at the top left of a
// screen, at the height it asks for.
func laidGraph(th *ui.Theme, moves []review.Move, seats int, w float64) *valueGraph {
	g := &valueGraph{}
	g.set(moves, seats)
	g.layout(ui.Rect{X: 10, Y: 20, W: w, H: g.height(th, w)})
	return g
}

// click is a click at (x, y).
func click(x, y float64) *ui.Input {
	return &ui.Input{X: x, Y: y, PressX: x, PressY: y, Released: true}
}

func TestValueGraphClick(t *testing.T) {
	th := graphTheme(t, 1000, 700, 1)
	g := laidGraph(th, graphMoves(40, 2), 2, 320)
	step := g.step
	if step <= 0 || len(g.pts) != 40 {
		t.Fatalf("step %v, %d points", step, len(g.pts))
	}
	x := func(i int) float64 { x, _ := g.point(i); return x }
	mid, bottom := g.oy+g.area.Y+g.area.H/2, g.oy+g.area.Bottom()
	for _, c := range []struct {
		name string
		in   *ui.Input
		want int
		ok   bool
	}{
		{"on the first point", click(g.point(0)), 0, true},
		{"on the last point", click(g.point(39)), 39, true},
		{"a little right of move 10", click(x(9)+0.4*step, mid), 9, true},
		{"a little left of move 11", click(x(10)-0.4*step, bottom), 10, true},
		{"on the labels", click(g.rect.X+1, mid), 0, true},
		{"at the right edge", click(g.rect.Right()-1, mid), 39, true},
		{"above the graph", click(x(5), g.rect.Y-2), 0, false},
		{"pressed outside", &ui.Input{X: x(5), Y: mid, PressX: x(5), PressY: g.rect.Bottom() + 5, Released: true}, 0, false},
		{"still down", &ui.Input{X: x(5), Y: mid, PressX: x(5), PressY: mid, Down: true}, 0, false},
	} {
		move, ok := g.update(c.in)
		if ok != c.ok || ok && move != c.want {
			t.Errorf("%s: update gives %d, %v; want %d, %v", c.name, move, ok, c.want, c.ok)
		}
	}
	empty := laidGraph(th, nil, 2, 320)
	if move, ok := empty.update(click(empty.rect.X+100, empty.rect.Y+20)); ok {
		t.Errorf("a click on an empty graph gives move %d", move)
	}
}

func TestValueGraphKeys(t *testing.T) {
	th := graphTheme(t, 1000, 700, 1)
	g := laidGraph(th, graphMoves(5, 2), 2, 320)
	for _, c := range []struct {
		key      ebiten.Key
		selected int
		want     int
		ok       bool
	}{
		{ebiten.KeyArrowLeft, 3, 2, true},
		{ebiten.KeyArrowRight, 3, 4, true},
		{ebiten.KeyArrowLeft, 0, 0, false},
		{ebiten.KeyArrowRight, 4, 4, false},
		{ebiten.KeyArrowLeft, -1, 4, true},
		{ebiten.KeyArrowRight, -1, 0, true},
		{ebiten.KeyHome, 3, 0, true},
		{ebiten.KeyHome, 0, 0, false},
		{ebiten.KeyEnd, 1, 4, true},
		{ebiten.KeyEnd, -1, 4, true},
		{ebiten.KeyEnd, 4, 4, false},
		{ebiten.KeyA, 2, 2, false},
	} {
		move, ok := g.key(c.key, c.selected)
		if ok != c.ok || ok && move != c.want {
			t.Errorf("key %v from %d: %d, %v; want %d, %v", c.key, c.selected, move, ok, c.want, c.ok)
		}
	}
	var empty valueGraph
	if move, ok := empty.key(ebiten.KeyHome, -1); ok {
		t.Errorf("Home on an empty graph gives move %d", move)
	}
}

func TestValueGraphTargets(t *testing.T) {
	th := graphTheme(t, 1000, 700, 1)
	for _, n := range []int{1, 2, 30} {
		g := laidGraph(th, graphMoves(n, 2), 2, 320)
		tg := ui.Targets{}
		g.targets(tg)
		if len(tg) != n {
			t.Errorf("%d moves: %d targets", n, len(tg))
		}
		uitest.CheckTargets(t, fmt.Sprintf("%d moves", n), tg, 1000, 700)
		for i := range n {
			r, ok := tg[fmt.Sprintf("graph:%d", i+1)]
			if !ok {
				t.Errorf("%d moves: no graph:%d", n, i+1)
				continue
			}
			px, py := g.point(i)
			if x, _ := r.Center(); math.Abs(x-px) > 0.01 {
				t.Errorf("%d moves: graph:%d is centred on x %v, its point on %v", n, i+1, x, px)
			}
			if !r.Contains(px, py) || r.X < g.rect.X || r.Right() > g.rect.Right() || r.Y < g.rect.Y || r.Bottom() > g.rect.Bottom() {
				t.Errorf("%d moves: graph:%d at %+v, its point (%v, %v), the graph %+v", n, i+1, r, px, py, g.rect)
			}
			x, y := r.Center()
			if move, ok := g.update(click(x, y)); !ok || move != i {
				t.Errorf("%d moves: a click on graph:%d picks %d, %v", n, i+1, move, ok)
			}
		}
	}
}

func TestValueGraphHeight(t *testing.T) {
	for _, c := range []struct {
		name       string
		w, h, ds   float64
		panel      float64 // the panel's width in CSS pixels
		minH, maxH float64 // in CSS pixels
	}{
		{"phone", 390, 844, 3, 350, 90, 140},
		{"small phone", 320, 640, 2, 290, 90, 140},
		{"desktop", 1000, 700, 1, 320, 90, 140},
		{"large desktop", 2400, 1400, 2, 420, 90, 210},
	} {
		th := graphTheme(t, c.w*c.ds, c.h*c.ds, c.ds)
		w := c.panel * c.ds
		h := (&valueGraph{}).height(th, w)
		if h/c.ds < c.minH || h/c.ds > c.maxH {
			t.Errorf("%s: %v pixels high at %v wide; want %v to %v CSS pixels", c.name, h, w, c.minH, c.maxH)
		}
		g := laidGraph(th, graphMoves(60, 2), 2, w)
		if g.area.H < 40*c.ds {
			t.Errorf("%s: the values have %v pixels of height, at %v", c.name, g.area.H, g.rect)
		}
		if g.area.X < 0 || g.area.Y < 0 || g.area.Right() > g.rect.W || g.area.Bottom() > g.rect.H || g.area.W < 0.75*w {
			t.Errorf("%s: the values' area %+v does not fit the graph %+v well", c.name, g.area, g.rect)
		}
	}
}

func TestValueGraphDraw(t *testing.T) {
	th := graphTheme(t, 1000, 700, 1)
	dst := ebiten.NewImage(400, 200)
	defer dst.Deallocate()
	for _, seats := range []int{2, 4} {
		for _, n := range []int{0, 1, 2, 300} {
			g := laidGraph(th, graphMoves(n, seats), seats, 340)
			if seats == 4 && n == 2 {
				g.seatColour = func(p game.Player) color.Color { return ui.AccentColor }
			}
			for _, sel := range []int{-1, 0, n - 1, n} {
				dst.Clear()
				hover := &ui.Input{X: g.rect.X + g.rect.W/2, Y: g.rect.Y + 10}
				g.draw(dst, th, hover, sel)
			}
			// A new size is laid out again.
			g.layout(ui.Rect{X: 0, Y: 0, W: 200, H: 100})
			g.draw(dst, th, &ui.Input{}, -1)
			if n == 0 {
				continue
			}
			if x, _ := g.point(n - 1); x > 200 {
				t.Errorf("%d seats, %d moves: the last point at %v after the graph shrank to 200", seats, n, x)
			}
		}
	}
	// The data once more, with no room at all.
	g := &valueGraph{}
	g.set(graphMoves(10, 2), 2)
	g.layout(ui.Rect{})
	g.draw(dst, th, &ui.Input{}, 3)
	g.targets(ui.Targets{})
}

// TestValueGraphShots draws the graph on a panel at a desktop's width and
// a phone's into $PARLOR_SHOTS when it is set.
func TestValueGraphShots(t *testing.T) {
	dir := os.Getenv("PARLOR_SHOTS")
	if dir == "" {
		t.Skip("PARLOR_SHOTS is not set")
	}
	for _, c := range []struct {
		name          string
		w, h, ds      float64
		panel         float64
		n, seats, sel int
	}{
		{"desktop", 1000, 700, 1, 320, 48, 2, 20},
		{"desktop-long", 1000, 700, 1, 320, 300, 2, 150},
		{"desktop-four", 1000, 700, 1, 320, 40, 4, -1},
		{"phone", 390, 844, 3, 350, 48, 2, 33},
		{"phone-short", 390, 844, 2, 350, 6, 2, 2},
	} {
		th := graphTheme(t, c.w*c.ds, c.h*c.ds, c.ds)
		w := c.panel * c.ds
		g := &valueGraph{}
		g.set(graphMoves(c.n, c.seats), c.seats)
		pad := 16 * th.U
		h := g.height(th, w-2*pad)
		g.layout(ui.Rect{X: pad, Y: pad, W: w - 2*pad, H: h})
		img := ebiten.NewImage(int(w), int(math.Ceil(h+2*pad)))
		img.Fill(ui.PanelColor)
		g.draw(img, th, &ui.Input{X: -1, Y: -1}, c.sel)
		b := img.Bounds()
		pix := make([]byte, 4*b.Dx()*b.Dy())
		img.ReadPixels(pix)
		img.Deallocate()
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		f, err := os.Create(filepath.Join(dir, "scene-valuegraph-"+c.name+".png"))
		if err != nil {
			t.Fatal(err)
		}
		err = png.Encode(f, &image.NRGBA{Pix: pix, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())})
		if cerr := f.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			t.Fatal(err)
		}
	}
}

// BenchmarkValueGraphDraw draws a 300-move game's graph, as a frame does,
// and waits for the drawing to be done.
func BenchmarkValueGraphDraw(b *testing.B) {
	uitest.NeedDisplay(b)
	th, err := ui.NewTheme()
	if err != nil {
		b.Fatal(err)
	}
	th.Fit(1000, 700, 1)
	dst := ebiten.NewImage(400, 200)
	defer dst.Deallocate()
	g := &valueGraph{}
	g.set(graphMoves(300, 2), 2)
	g.layout(ui.Rect{X: 10, Y: 10, W: 340, H: g.height(th, 340)})
	in := &ui.Input{X: 100, Y: 50}
	flush := ebiten.NewImage(1, 1)
	defer flush.Deallocate()
	for i := 0; b.Loop(); i++ {
		g.draw(dst, th, in, i%300)
		flush.At(0, 0)
	}
}
