package lobby

import (
	"cmp"
	"math"
	"slices"
	"strings"
	"time"

	"parlor/game/catalog"
)

// Window is how far apart in rating a quick game pairs two players when
// the one who came first has waited w: 100 points at once, 10 more every
// second, and anyone at all after a minute.
func Window(w time.Duration) float64 {
	if w >= time.Minute {
		return math.Inf(1)
	}
	return 100 + 10*max(w, 0).Seconds()
}

// Seek is a player asking for a quick game: the game and its options (or,
// with Any, any options of its family), rated or not, her profile and her
// rating in the family.
type Seek struct {
	Options catalog.Options
	Any     bool
	Rated   bool
	Profile string
	R       float64
	// Clock is the time control sought, as clock.Control.String writes it.
	Clock string
}

// Fits reports whether seek s may take a seat at table t: another
// quick game's seek, not full, of the same family, rated alike, with
// options both accept, where s's profile does not sit.
func (s Seek) Fits(t Table, games catalog.Catalog) bool {
	if !t.Quick || t.Full || t.Open() == 0 || t.Rated != s.Rated || t.Clock != s.Clock || t.Sitting(s.Profile) >= 0 {
		return false
	}
	o, err := games.Parse(t.Game)
	if err != nil || o.Family() != s.Options.Family() {
		return false
	}
	return t.Any || s.Any || o.Equal(s.Options)
}

// TableRating is the rating of a table's sitters, on average: what a
// seek is paired by.
func TableRating(t Table) float64 {
	sum, n := 0.0, 0
	for _, st := range t.Seats {
		if st.Profile != "" {
			sum += st.R
			n++
		}
	}
	if n == 0 {
		return 1500
	}
	return sum / float64(n)
}

// Candidates are the tables of ts that s fits whose rating is within the
// window of the longer wait (the table's, since it opened), the closest
// in rating first, then the oldest.
func (s Seek) Candidates(ts []Table, games catalog.Catalog, now time.Time) []Table {
	var out []Table
	for _, t := range ts {
		if s.Fits(t, games) && math.Abs(TableRating(t)-s.R) <= Window(now.Sub(t.Created)) {
			out = append(out, t)
		}
	}
	slices.SortFunc(out, func(a, b Table) int {
		return cmp.Or(cmp.Compare(math.Abs(TableRating(a)-s.R), math.Abs(TableRating(b)-s.R)),
			a.Created.Compare(b.Created), strings.Compare(a.ID, b.ID))
	})
	return out
}

// Older reports whether table a came before b: opened earlier, or at the
// same time with the smaller id. A waiting seek joins only an older one,
// so that two servers never move two seeks into each other.
func Older(a, b Table) bool {
	return cmp.Or(a.Created.Compare(b.Created), strings.Compare(a.ID, b.ID)) < 0
}
