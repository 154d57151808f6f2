package online

// Rated says the room's game counts for its players' ratings.
func (r *Room) Rated() bool { return r.rec.Rated }

// Profile is the profile seat plays as, "" for none.
func (r *Room) Profile(seat int) string {
	if seat < 0 || seat >= len(r.rec.Seats) {
		return ""
	}
	return r.rec.Seats[seat].Profile
}

// Forfeited reports whether seat's person lost her seat to the computer
// in a rated game: it ranks last, whatever the computer then made of it.
func (r *Room) Forfeited(seat int) bool {
	s := r.rec.Seats[seat]
	return r.rec.Rated && s.Level != "" && s.Profile != ""
}

// HandResigns reports whether handing an away seat to the computer ends
// the game instead, as that seat's resignation: in a rated game of two,
// where the computer may not play and the absence loses.
func HandResigns(rated bool, seats int) bool { return rated && seats == 2 }

// Ranks are the seats' places once the game is over, 0 the best, equal
// places for a tie: the final standing a rated game is rated by
// (rating.Game). A resignation puts its seat last and everyone else
// first together; a draw, agreed or on the board, puts everyone first;
// otherwise the game's result ranks them (its Returns: the winners first,
// the others after them, tied among themselves). In a rated game a seat
// given to the computer by the absence rule comes last whatever the
// computer made of it, after a resignation too.
func (r *Room) Ranks() []int {
	n := len(r.rec.Seats)
	score := make([]float64, n) // higher is better
	switch {
	case r.g.Drawn, r.g.FlagDraw, r.g.Aborted >= 0:
	case r.g.Resigned >= 0:
		score[r.g.Resigned] = -1
	case r.g.Flagged >= 0:
		score[r.g.Flagged] = -1
	default:
		copy(score, r.g.Match.State().Returns())
	}
	for i := range n {
		if r.Forfeited(i) {
			score[i] = -2
		}
	}
	ranks := make([]int, n)
	for i := range n {
		for j := range n {
			if score[j] > score[i] {
				ranks[i]++
			}
		}
	}
	return ranks
}

// Ratable reports whether the room's game is to be rated now: rated, and
// over, and not aborted (an aborted game counts for no one).
func (r *Room) Ratable() bool { return r.rec.Rated && r.Over() && r.g.Aborted < 0 }

// checkRated refuses the spec of a rated game that is not one: no
// profile, the computer or more than one seat of the creator's, hints.
func checkRated(m Spec, profile string) *Error {
	if !m.Rated {
		return nil
	}
	if profile == "" {
		return Errorf(ErrProfileNeeded, "a rated game is played as a profile: send profile or new-profile first")
	}
	if m.Helps {
		return Errorf(ErrRated, "a rated game has no hints or values")
	}
	yours := 0
	for _, s := range m.Seats {
		switch s {
		case SeatYou:
			yours++
		case SeatInvite:
		default:
			return Errorf(ErrRated, "a rated game is for people only: seat %q cannot be the computer's", s)
		}
	}
	if yours != 1 {
		return Errorf(ErrRated, "in a rated game a profile takes one seat; invite the others")
	}
	return nil
}
