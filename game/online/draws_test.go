package online_test

import (
	"flag"
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/record"
)

var updateDraws = flag.Bool("update", false, "write testdata/draws.txt anew from the records")

// drawSeeds are the seeds testdata/draws.txt lists.
var drawSeeds = []uint64{42, 18446744073709551557}

// TestTheDrawsOfTwoSeeds: testdata/draws.txt, the table PROTOCOL.md points
// a client's author to, lists the first values of the generator and the
// first dice and tiles every game draws from two seeds. The records draw
// them so, and so does the generator written here from PROTOCOL.md's words
// alone (pcg, below), without Go's math/rand.
func TestTheDrawsOfTwoSeeds(t *testing.T) {
	var b strings.Builder
	b.WriteString("# The first draws of two seeds (PROTOCOL.md, \"The dice and the tiles\"):\n" +
		"# seed, then the generator's first four 64-bit values and the numbers\n" +
		"# x in [0, 1) they make, then per game the first twelve chance lines\n" +
		"# of its record (each player took the first of her legal moves; the\n" +
		"# moves between do not change what is drawn); - for a game without\n" +
		"# chance.\n")
	for _, seed := range drawSeeds {
		p := newPCG(seed)
		fmt.Fprintf(&b, "\nseed %d\nvalues %d %d %d %d\n", seed, p.next(), p.next(), p.next(), p.next())
		p = newPCG(seed)
		fmt.Fprintf(&b, "x %.17g %.17g %.17g %.17g\n", p.float64(), p.float64(), p.float64(), p.float64())
		for _, g := range games.All() {
			for _, o := range []string{g.Defaults().String()} {
				if adv, err := g.Defaults().With("mode", "advanced"); err == nil {
					adv, _ = adv.With("players", "3")
					o = adv.String()
				}
				lines := chanceLines(t, o, seed)
				if len(lines) == 0 {
					lines = []string{"-"}
				}
				fmt.Fprintf(&b, "%s: %s\n", o, strings.Join(lines, "; "))
				if own := ownDraws(t, o, seed, len(lines)); lines[0] != "-" && strings.Join(own, "; ") != strings.Join(lines, "; ") {
					t.Errorf("seed %d, %s: the generator as PROTOCOL.md says draws\n%s\nthe record\n%s", seed, o, strings.Join(own, "; "), strings.Join(lines, "; "))
				}
			}
		}
	}
	file := filepath.Join("testdata", "draws.txt")
	if *updateDraws {
		if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	if string(want) != b.String() {
		t.Errorf("%s says\n%s\nthe records draw\n%s", file, want, b.String())
	}
}

// chanceLines are the first chance lines (at most 12) of a game of o
// from seed, as its record writes them, each player taking the first of
// her legal moves.
func chanceLines(t *testing.T, o string, seed uint64) []string {
	t.Helper()
	opts, err := games.Parse(o)
	if err != nil {
		t.Fatal(err)
	}
	m, err := record.New(opts, seed)
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for i := 0; len(lines) < 12 && i < 400; i++ {
		for ; i < m.Plies(); i++ {
			if _, text := m.Ply(i); m.IsChance(i) && len(lines) < 12 {
				lines = append(lines, text)
			}
		}
		if m.State().Over() {
			break
		}
		if err := m.Play(m.State().Legal()[0]); err != nil {
			t.Fatal(err)
		}
		i--
	}
	return lines
}

// ownDraws draws n chance lines of game o from seed as PROTOCOL.md says:
// the k-th chance event takes the k-th value of the generator, a number
// x in [0, 1), and walks the outcomes in their order, subtracting each
// one's chance from x until x is below it.
func ownDraws(t *testing.T, o string, seed uint64, n int) []string {
	p := newPCG(seed)
	var out []string
	switch {
	case strings.HasPrefix(o, "cantstop"):
		for range n {
			i := pick(p.float64(), 1296)
			out = append(out, fmt.Sprintf("dice %d %d %d %d", i/216+1, i/36%6+1, i/6%6+1, i%6+1))
		}
	case strings.Contains(o, "mode=advanced"):
		var pile []string // A1…A12, B1…, I12
		for row := range 9 {
			for col := range 12 {
				pile = append(pile, string(rune('A'+row))+strconv.Itoa(col+1))
			}
		}
		for range n {
			i := pick(p.float64(), len(pile))
			out = append(out, "draw "+pile[i])
			pile = append(pile[:i], pile[i+1:]...)
		}
	}
	return out
}

// pick walks n equally likely outcomes with x as PROTOCOL.md says.
func pick(x float64, n int) int {
	prob := 1 / float64(n)
	for i := range n {
		if x < prob {
			return i
		}
		x -= prob
	}
	return n - 1
}

// pcg is PCG-DXSM with a 128-bit state, as PROTOCOL.md describes it.
type pcg struct{ hi, lo uint64 }

func newPCG(seed uint64) *pcg { return &pcg{seed, seed} }

func (p *pcg) next() uint64 {
	const (
		mulHi, mulLo = 2549297995355413924, 4865540595714422341
		incHi, incLo = 6364136223846793005, 1442695040888963407
	)
	hi, lo := bits.Mul64(p.lo, mulLo)
	hi += p.hi*mulLo + p.lo*mulHi
	lo, c := bits.Add64(lo, incLo, 0)
	hi, _ = bits.Add64(hi, incHi, c)
	p.hi, p.lo = hi, lo
	hi ^= hi >> 32
	hi *= 0xda942042e4dd58b5
	hi ^= hi >> 48
	return hi * (lo | 1)
}

func (p *pcg) float64() float64 { return float64(p.next()&(1<<53-1)) / (1 << 53) }
