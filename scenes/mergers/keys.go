package mergers

// Keys lists Mergers' own keys: a share's count in the cart by Up and
// Down (the focus's count of ui.CountUp, on a company's card and its −).
func (v *View) Keys() string {
	return "- Up, Down: with the ring on a company's card or its − while buying, one share more or one fewer in the cart"
}
