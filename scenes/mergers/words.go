package mergers

import (
	"fmt"
	"strings"

	"parlor/game"
	"parlor/game/mergers"
	"parlor/scenes/ui"
)

// Status is the panel's line: what just happened and what to do now, or
// the merger on show, or why the game ended. The rules overlay has the
// rules; this says only what matters now.
func (v *View) Status() string {
	g := v.g
	if g == nil {
		return ""
	}
	switch {
	case g.Over():
		return ui.Sentence(g.EndReason()) + "."
	case v.staging():
		pl := g.Last()
		mg := pl.Merges[v.step]
		into, _ := g.Group(mg.Into)
		s := fmt.Sprintf("%s merges into %s", mg.Absorbed.Name, into.Name)
		if len(pl.Merges) > 1 {
			s += fmt.Sprintf(" (%d of %d)", v.step+1, len(pl.Merges))
		}
		return s + "."
	case g.Buying():
		if len(v.cache.buys(g, v.cart)) == 1 && cartSize(v.cart) == 0 {
			return join(v.note, "Nothing to buy: "+nothingReason(g)+".")
		}
		return join(v.note, fmt.Sprintf("Buy up to %d shares, or none.", mergers.MaxBuy))
	}
	do := "Place a tile on any empty square."
	switch {
	case g.Options().Mode == mergers.Advanced:
		do = "Place a tile on an offered position."
	case v.focus != nil:
		do = "Place a tile: choose a square, or go back to the whole board."
	case v.lay.zoomable:
		do = "Place a tile: first choose a part of the board to see it closer."
	}
	return join(v.note, do)
}

// join puts two sentences together, either of which may be "".
func join(a, b string) string {
	if a == "" || b == "" {
		return a + b
	}
	return a + " " + b
}

// nothingReason says why nothing can be bought.
func nothingReason(g *mergers.Game) string {
	if len(g.Groups()) == 0 {
		return "there is no company yet"
	}
	return "no share is within your money"
}

// placeNote says what the last placement did, from the position before it.
func placeNote(before, after *mergers.Game) string {
	pl := after.Last()
	switch {
	case len(pl.Merges) > 0:
		return fmt.Sprintf("%s merged %s into %s.", pl.Pos, andList(pl.AbsorbedNames()), after.GroupName(pl.Merges[0].Into))
	case pl.Founded != 0:
		return fmt.Sprintf("%s founded %s.", pl.Pos, after.GroupName(pl.Founded))
	case pl.Grew != 0:
		gr, _ := after.Group(pl.Grew)
		return fmt.Sprintf("%s grew %s to %d tiles.", pl.Pos, gr.Name, gr.Size)
	}
	return fmt.Sprintf("%s is a lone tile.", pl.Pos)
}

// drawNote says what the pile gave after the last buy.
func drawNote(g *mergers.Game) string {
	var drew, threw []string
	for _, d := range g.Draws() {
		if d.Discarded {
			threw = append(threw, d.Pos.String())
		} else {
			drew = append(drew, d.Pos.String())
		}
	}
	var s []string
	if len(drew) > 0 {
		s = append(s, "Drew "+andList(drew)+".")
	}
	if len(threw) > 0 {
		s = append(s, "Discarded "+andList(threw)+": unplayable.")
	}
	return strings.Join(s, " ")
}

// preview says in a few words what placing on p would do, from the engine
// on a clone: "founds a company", "grows Atlas", "merges 2", or why it
// cannot be placed.
func preview(g *mergers.Game, p mergers.Pos) string {
	if !g.CanPlace(p) {
		return "unplayable"
	}
	c := g.Clone().(*mergers.Game)
	if c.Play(mergers.PlaceMove(p)) != nil {
		return ""
	}
	pl := c.Last()
	switch {
	case len(pl.Merges) > 0:
		var ab []string
		for _, mg := range pl.Merges {
			ab = append(ab, string(mg.Absorbed.Symbol))
		}
		return fmt.Sprintf("%s into %c", strings.Join(ab, "+"), pl.Merges[0].Into)
	case pl.Founded != 0:
		return "founds " + string(pl.Founded)
	case pl.Grew != 0:
		return "grows " + string(pl.Grew)
	}
	return "lone tile"
}

// cache keeps what the engine said about the position on show, so that
// layout and drawing, each tick, do not ask again.
type cache struct {
	g      *mergers.Game
	places []mergers.Pos
	hints  map[mergers.Pos]string
	legal  map[game.Move]bool
	all    []game.Move
}

// sync forgets what was said of another position.
func (c *cache) sync(g *mergers.Game) {
	if c.g != g {
		*c = cache{g: g, places: g.Placeable(), hints: map[mergers.Pos]string{}}
		c.all = g.Legal()
		c.legal = map[game.Move]bool{}
		for _, m := range c.all {
			c.legal[m] = true
		}
	}
}

// placeable lists the squares the mover may place on.
func (c *cache) placeable(g *mergers.Game) []mergers.Pos {
	c.sync(g)
	return c.places
}

// hint is preview(g, p), once.
func (c *cache) hint(g *mergers.Game, p mergers.Pos) string {
	c.sync(g)
	h, ok := c.hints[p]
	if !ok {
		h = preview(g, p)
		c.hints[p] = h
	}
	return h
}

// buys lists the mover's legal buys.
func (c *cache) buys(g *mergers.Game, _ map[byte]int) []game.Move {
	c.sync(g)
	return c.all
}

// canAdd reports whether one more share of s can join the cart.
func (c *cache) canAdd(g *mergers.Game, cart map[byte]int, s byte) bool {
	c.sync(g)
	more := map[byte]int{s: 1}
	for k, n := range cart {
		more[k] += n
	}
	return c.legal[mergers.BuyMove(more)]
}
