package table

import (
	"parlor/game"
	"parlor/game/ai"
)

// Marks are what the table asks a board view to point out on the
// position it shows: a hinted move and the moves' values. A view embeds
// Marks for its Hint and ShowValues, draws them in its own way, and
// clears them (Clear) on every Reset and Show.
type Marks struct {
	// Hinted is the move pointed out, while Hinting.
	Hinted game.Move
	// Hinting says a move is pointed out.
	Hinting bool
	// Vals are the moves' values, when shown; nil when not.
	Vals []ai.Value
}

// Hint points out move m (on is true) until the next Reset or Show, or
// takes the hint away (on is false).
func (k *Marks) Hint(m game.Move, on bool) { k.Hinted, k.Hinting = m, on }

// ShowValues shows the moves' values vs (nil takes them away) until the
// next Reset or Show.
func (k *Marks) ShowValues(vs []ai.Value) { k.Vals = vs }

// Clear takes the hint and the values away.
func (k *Marks) Clear() { *k = Marks{} }

// HintState adds the hinted move, if any, to a view's state as "hint", in
// the notation of s, the position shown.
func (k *Marks) HintState(st map[string]any, s game.State) {
	if k.Hinting {
		st["hint"] = s.MoveString(k.Hinted)
	}
}
