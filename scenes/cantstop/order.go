package cantstop

// Order is the board as its player reads it (table.Orderer): the choices
// the dice offer, in the order they stand, then Roll and Stop.
func (v *View) Order() []string {
	out := make([]string, 0, len(v.lay.choices)+2)
	for _, b := range v.lay.choices {
		out = append(out, "option:"+b.choice.String())
	}
	return append(out, "roll", "stop")
}
