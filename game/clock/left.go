package clock

import (
	"strconv"
	"time"
)

// Left writes a seat's time left under time control tc, the one text the
// table's clocks, "your games", the terminal and the reader show: a
// real-time clock as Time writes it ("4:32", "1:05:00", "0:09.4"); a
// correspondence clock in days and hours from a day ("3 days", "1 day 5
// h"), in hours and minutes from an hour ("5 h 20 min", "2 h"), and as
// Time under an hour ("40:12"). Nothing is left below "0:00.0".
func Left(tc Control, d time.Duration) string {
	const day = 24 * time.Hour
	if !tc.Correspondence() || d < time.Hour {
		return Time(d)
	}
	if d >= day {
		n, h := int(d/day), int(d%day/time.Hour)
		s := strconv.Itoa(n) + " days"
		if n == 1 {
			s = "1 day"
		}
		if h > 0 {
			s += " " + strconv.Itoa(h) + " h"
		}
		return s
	}
	h, m := int(d/time.Hour), int(d%time.Hour/time.Minute)
	if m > 0 {
		return strconv.Itoa(h) + " h " + strconv.Itoa(m) + " min"
	}
	return strconv.Itoa(h) + " h"
}
