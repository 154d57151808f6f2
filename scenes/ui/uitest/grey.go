package uitest

import (
	"cmp"
	"fmt"
	"image/color"
	"maps"
	"math"
	"os"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// Luma is the grey colour c turns to in a greyscale picture, from 0 to
// 255: its luma by the weights of ITU-R BT.601.
func Luma(c color.RGBA) float64 {
	return 0.299*float64(c.R) + 0.587*float64(c.G) + 0.114*float64(c.B)
}

// Grey is a greyscale copy of the frame: each pixel's luma in every
// colour channel, its alpha kept.
func (p *Pixels) Grey() *Pixels {
	g := &Pixels{w: p.w, h: p.h, buf: make([]byte, len(p.buf))}
	for i := 0; i < len(p.buf); i += 4 {
		l := byte(math.Round(Luma(color.RGBA{p.buf[i], p.buf[i+1], p.buf[i+2], 0})))
		g.buf[i], g.buf[i+1], g.buf[i+2], g.buf[i+3] = l, l, l, p.buf[i+3]
	}
	return g
}

// SaveGrey writes the frame in greyscale to $PARLOR_SHOTS/scene-NAME.png
// when that variable is set, to check by eye that what tells the players
// apart does not hang on hue; otherwise it does nothing.
func (s *Screen) SaveGrey(name string) {
	s.t.Helper()
	if os.Getenv("PARLOR_SHOTS") == "" {
		return
	}
	s.write(name, s.Draw().Grey())
}

// PatternDiff is how far apart the greyscale patterns of the frame's
// areas a and b are (b taken as large as a). Each pixel of an area counts
// by its rank among the area's lumas, from 0 for the darkest to 1 for the
// lightest (pixels of one grey share a rank), so that a piece that differs
// from another only in hue, or in how light it is or how strongly its
// parts stand out, has the same pattern; only a different shape, letter
// or mark moves the ranks. The result is the mean absolute difference of
// the two areas' ranks, at the best of b's nine placements a pixel apart
// (a piece drawn a fraction of a pixel elsewhere is the same piece): 0
// for one shape, about 1/3 for shapes that have nothing in common. A
// pixel off the frame counts as black.
func (p *Pixels) PatternDiff(a, b ui.Rect) float64 {
	w, h := int(math.Round(a.W)), int(math.Round(a.H))
	ra := ranks(p.lumas(int(math.Round(a.X)), int(math.Round(a.Y)), w, h))
	best := math.Inf(1)
	for dy := -1; dy <= 1; dy++ {
		for dx := -1; dx <= 1; dx++ {
			rb := ranks(p.lumas(int(math.Round(b.X))+dx, int(math.Round(b.Y))+dy, w, h))
			sum := 0.0
			for i := range ra {
				sum += math.Abs(ra[i] - rb[i])
			}
			best = min(best, sum/float64(max(1, len(ra))))
		}
	}
	return best
}

// lumas are the lumas of the w × h area from (x, y), row by row; a pixel
// off the frame counts as black.
func (p *Pixels) lumas(x, y, w, h int) []float64 {
	v := make([]float64, 0, max(0, w*h))
	for j := y; j < y+h; j++ {
		for i := x; i < x+w; i++ {
			l := 0.0
			if i >= 0 && j >= 0 && i < p.w && j < p.h {
				l = Luma(p.At(float64(i), float64(j)))
			}
			v = append(v, l)
		}
	}
	return v
}

// ranks is each value's rank among v, from 0 (the least) to 1 (the
// greatest); equal values share the middle of their ranks.
func ranks(v []float64) []float64 {
	idx := make([]int, len(v))
	for i := range idx {
		idx[i] = i
	}
	slices.SortFunc(idx, func(a, b int) int { return cmp.Compare(v[a], v[b]) })
	r := make([]float64, len(v))
	top := float64(max(1, len(v)-1))
	for i := 0; i < len(idx); {
		j := i
		for j < len(idx) && v[idx[j]] == v[idx[i]] {
			j++
		}
		mid := float64(i+j-1) / 2 / top
		for _, k := range idx[i:j] {
			r[k] = mid
		}
		i = j
	}
	return r
}

// Picture is a scene that only draws: the background, then the function.
// A test draws what it compares with it (the players' marks side by side,
// at known places).
type Picture func(dst *ebiten.Image, th *ui.Theme)

// Update does nothing.
func (Picture) Update(*ui.Context) {}

// Draw draws the background and the picture.
func (f Picture) Draw(dst *ebiten.Image, ctx *ui.Context) {
	ctx.Theme.Background(dst)
	f(dst, ctx.Theme)
}

// Targets are none.
func (Picture) Targets() ui.Targets { return ui.Targets{} }

// Probe names the scene.
func (Picture) Probe() map[string]any { return map[string]any{"scene": "picture"} }

// MinPatternDiff is how far apart in greyscale (see PatternDiff) two
// players' pieces must be to be told apart without their colours: their
// marks differ in shape, not only in hue or lightness. One piece drawn in
// two colours scores 0.01 or less; the games' marks score 0.07 and more.
const MinPatternDiff = 0.05

// CheckApart fails the test for every two of the named areas of frame p
// (each a piece of a different player) whose greyscale patterns are less
// than MinPatternDiff apart. label says which case in the messages.
func CheckApart(t testing.TB, label string, p *Pixels, areas map[string]ui.Rect) {
	t.Helper()
	names := slices.Sorted(maps.Keys(areas))
	for i, a := range names {
		for _, b := range names[i+1:] {
			d := p.PatternDiff(areas[a], areas[b])
			if testing.Verbose() {
				t.Logf("%s: %s and %s are %.2f apart in grey", label, a, b, d)
			}
			if d < MinPatternDiff {
				t.Errorf("%s: %s and %s are %.2f apart in grey, want %.2f or more: told apart by hue alone", label, a, b, d, MinPatternDiff)
			}
		}
	}
}

// Marks shows the marks of players 0 to n-1, each drawn by mark in a
// square size units wide (the theme's units, as the panel sizes its
// seats), side by side on a panel, on a w × h screen at device scale ds.
// It returns the screen, the frame it drew and each player's square.
func Marks(t testing.TB, w, h, ds float64, n int, size float64, mark func(dst *ebiten.Image, th *ui.Theme, p int, r ui.Rect)) (*Screen, *Pixels, []ui.Rect) {
	t.Helper()
	rects := make([]ui.Rect, n)
	pic := Picture(func(dst *ebiten.Image, th *ui.Theme) {
		side := size * th.U
		th.Panel(dst, ui.Rect{X: 10 * th.U, Y: 10 * th.U, W: float64(n)*2*side + side, H: 3 * side})
		for p := range n {
			rects[p] = ui.Rect{X: 10*th.U + side + float64(p)*2*side, Y: 10*th.U + side, W: side, H: side}
			mark(dst, th, p, rects[p])
		}
	})
	s := NewScreen(t, w, h, ds, pic)
	return s, s.Draw(), rects
}

// CheckMarksApart draws the seat marks of the players named in names (in
// seat order), each by mark, at the panel's two sizes (36 and 16 units) on
// a screen of size sz (w, h, device scale); it saves each drawing, in
// colour and in greyscale, as name-seats-N and name-seats-N-grey, and
// checks that every two marks differ in greyscale by their pattern over
// their middles (each square inset by inset of its width).
func CheckMarksApart(t testing.TB, name string, sz [3]float64, names []string, inset float64, mark func(dst *ebiten.Image, th *ui.Theme, p int, r ui.Rect)) {
	t.Helper()
	for _, size := range []float64{36, 16} {
		s, px, rects := Marks(t, sz[0], sz[1], sz[2], len(names), size, mark)
		s.Save(fmt.Sprintf("%s-seats-%.0f", name, size))
		s.SaveGrey(fmt.Sprintf("%s-seats-%.0f-grey", name, size))
		middles := map[string]ui.Rect{}
		for p, r := range rects {
			middles[names[p]] = r.Inset(r.W * inset)
		}
		CheckApart(t, fmt.Sprintf("%s seats at %.0f", name, size), px, middles)
	}
}
