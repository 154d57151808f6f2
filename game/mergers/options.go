package mergers

// Mode picks the simple or the advanced game.
type Mode int

const (
	// Simple: 2 to 6 players place tiles anywhere; the first to make a group
	// of 41 wins.
	Simple Mode = iota
	// Advanced: 3 to 6 players, companies, money and shares.
	Advanced
)

// String names the mode as the terminal option does.
func (m Mode) String() string { return [...]string{"simple", "advanced"}[m] }

// Rules of the game.
const (
	WinSize   = 41  // the simple game's winning group
	EndSize   = 40  // the advanced game ends when a company is larger
	SafeSize  = 11  // a company this large refuses to merge
	StartCash = 800 // each player's money at the start
	MaxBuy    = 3   // shares a player may buy after placing
	Offered   = 8   // positions offered face up
)

// Value is a company's value, and the price of one share, at a size.
func Value(size int) int {
	switch {
	case size <= 6:
		return 100 * size
	case size <= 10:
		return 600
	case size <= 20:
		return 700
	case size <= 30:
		return 800
	case size <= 40:
		return 900
	}
	return 1000
}

// Options configure a game.
type Options struct {
	Mode    Mode
	Players int
}
