package connectfour

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game"
)

// Rules picks a rule set.
type Rules int

const (
	// Growing is the handout's game: it starts 5 rows × 4 columns, grows up
	// and right up to a cap, and only horizontal and vertical lines win.
	Growing Rules = iota
	// Classic is the familiar game: 7 columns × 6 rows that never grow,
	// diagonals count, and a full board is a draw.
	Classic
)

// String names the rule set as the terminal option does.
func (r Rules) String() string {
	if r == Classic {
		return "classic"
	}
	return "growing"
}

// ParseRules reads "growing" or "classic".
func ParseRules(s string) (Rules, error) {
	switch strings.ToLower(s) {
	case "growing", "handout", "":
		return Growing, nil
	case "classic":
		return Classic, nil
	}
	return 0, fmt.Errorf("unknown rules %q: choose growing or classic", s)
}

// Sizes of the classic board and the default cap on a growing one.
const (
	ClassicRows = 6
	ClassicCols = 7
	DefaultCap  = 16
)

// Options configure a game. The zero value is the handout's game, player 1
// first, with a 16 × 16 cap.
type Options struct {
	Rules Rules
	// First is the seat that moves first: 0 (player 1) or 1 (player 2).
	First game.Player
	// MaxRows and MaxCols cap a growing board; 0 means DefaultCap. Past the
	// cap a full column is refused and a full board is a draw.
	MaxRows, MaxCols int
}

// Game is a game of Connect Four between two players who take turns.
type Game struct {
	opt    Options
	board  *Board
	turn   game.Player
	winner game.Player
	line   []Point
	draw   bool
}

// New starts a game with the given options.
func New(o Options) (*Game, error) {
	if o.First != 0 && o.First != 1 {
		return nil, fmt.Errorf("the first player must be seat 0 or 1, not %d", o.First)
	}
	rows, cols := MinRows, MinCols
	if o.Rules == Classic {
		rows, cols = ClassicRows, ClassicCols
		o.MaxRows, o.MaxCols = rows, cols
	}
	if o.MaxRows == 0 {
		o.MaxRows = DefaultCap
	}
	if o.MaxCols == 0 {
		o.MaxCols = DefaultCap
	}
	if o.MaxRows < rows || o.MaxCols < cols {
		return nil, fmt.Errorf("the size cap %d×%d is smaller than the %d×%d board", o.MaxRows, o.MaxCols, rows, cols)
	}
	b := NewSizedBoard(rows, cols, DefaultTokens)
	if o.MaxRows*o.MaxCols <= maxReserve {
		b.reserve(o.MaxRows, o.MaxCols)
	}
	return &Game{opt: o, board: b, turn: o.First, winner: game.Nobody}, nil
}

// maxReserve is the most squares a game makes room for at the start, so
// that its board grows to the cap without allocating.
const maxReserve = 64 * 64

// Options are the options the game was made with, defaults filled in.
func (g *Game) Options() Options { return g.opt }

// Players is 2.
func (g *Game) Players() int { return 2 }

// Turn is the seat to move, or game.Nobody once the game is over.
func (g *Game) Turn() game.Player {
	if g.Over() {
		return game.Nobody
	}
	return g.turn
}

// Over reports whether someone has won or the board is full.
func (g *Game) Over() bool { return g.winner != game.Nobody || g.draw }

// Winner is the seat that won, or game.Nobody.
func (g *Game) Winner() game.Player { return g.winner }

// WinningLine is the winning line of four or more, or nil.
func (g *Game) WinningLine() []Point { return g.line }

// Rows and Cols are the board's current size.
func (g *Game) Rows() int { return g.board.NumRows() }

// Cols is the number of columns the board has now.
func (g *Game) Cols() int { return g.board.NumColumns() }

// At is the token on square p.
func (g *Game) At(p Point) Cell { return g.board.At(p) }

// Height is the number of tokens in column c.
func (g *Game) Height(c int) int { return g.board.Height(c) }

// Placed is the number of tokens on the board.
func (g *Game) Placed() int { return g.board.Placed() }

// Last is the square of the most recent token; ok is false before the first.
func (g *Game) Last() (p Point, ok bool) { return g.board.Last(), g.board.Placed() > 0 }

// Token is the string that prints seat p's tokens: the handout's R and Y.
// How a board looks is not a rule, so it is no option of the game.
func (g *Game) Token(p game.Player) string {
	if p == 1 {
		return DefaultTokens.P2
	}
	return DefaultTokens.P1
}

// Check says why column col cannot be played now, or returns nil if it can.
func (g *Game) Check(col int) error {
	switch {
	case g.Over():
		return game.ErrOver
	case col < 0:
		return fmt.Errorf("there is no column %d: columns are counted from 0", col)
	case g.opt.Rules == Classic && col >= ClassicCols:
		return fmt.Errorf("there is no column %d: the columns are 0 to %d", col, ClassicCols-1)
	case col >= g.opt.MaxCols:
		return fmt.Errorf("column %d is past the edge: the board grows to at most %d columns (0 to %d)", col, g.opt.MaxCols, g.opt.MaxCols-1)
	case g.opt.Rules == Classic && g.board.Height(col) >= ClassicRows:
		return fmt.Errorf("column %d is full", col)
	case g.board.Height(col) >= g.opt.MaxRows:
		return fmt.Errorf("column %d is full and the board grows to at most %d rows", col, g.opt.MaxRows)
	}
	return nil
}

// Legal lists every column that can be played, left to right. On a growing
// board that includes the columns past the right edge, up to the cap.
func (g *Game) Legal() []game.Move {
	n := 0
	if !g.Over() {
		for c := range g.opt.MaxCols {
			if g.board.Height(c) < g.opt.MaxRows {
				n++
			}
		}
	}
	if n == 0 {
		return nil
	}
	return g.AppendLegal(make([]game.Move, 0, n))
}

// AppendLegal appends the moves Legal lists to ms and returns the extended
// slice: for search, which can list moves into one buffer again and again.
func (g *Game) AppendLegal(ms []game.Move) []game.Move {
	if g.Over() {
		return ms
	}
	for c := range g.opt.MaxCols {
		if g.board.Height(c) < g.opt.MaxRows {
			ms = append(ms, game.Move(c))
		}
	}
	return ms
}

// Play drops the mover's token into column m.
func (g *Game) Play(m game.Move) error {
	col := int(m)
	if err := g.Check(col); err != nil {
		return err
	}
	c := First
	if g.turn == 1 {
		c = Second
	}
	g.board.drop(col, c)
	if diagonals := g.opt.Rules == Classic; g.board.wins(g.board.Last(), diagonals) {
		g.winner, g.line = g.turn, g.board.Line(g.board.Last(), diagonals)
		return nil
	}
	if g.board.Placed() == g.opt.MaxRows*g.opt.MaxCols {
		g.draw = true
		return nil
	}
	g.turn = 1 - g.turn
	return nil
}

// Clone returns an independent copy.
func (g *Game) Clone() game.State {
	// The game and its board in one allocation.
	both := &struct {
		g Game
		b Board
	}{g: *g}
	g.board.cloneInto(&both.b)
	both.g.board = &both.b
	both.g.line = append([]Point(nil), g.line...)
	return &both.g
}

// Returns is 1 for the winner and -1 for the loser; 0 each for a draw or an
// unfinished game.
func (g *Game) Returns() []float64 {
	r := make([]float64, 2)
	if g.winner != game.Nobody {
		r[g.winner], r[1-g.winner] = 1, -1
	}
	return r
}

// MoveString writes m in the handout's notation, such as "p1 3".
func (g *Game) MoveString(m game.Move) string {
	return fmt.Sprintf("p%d %d", g.turn+1, int(m))
}

// ParseMove reads a move in the handout's notation, "p1 3" or "p2 0", for the
// player to move.
func (g *Game) ParseMove(s string) (game.Move, error) {
	f := strings.Fields(s)
	if len(f) != 2 {
		return 0, fmt.Errorf("a move is a player and a column, like \"p1 3\"")
	}
	var p game.Player
	switch strings.ToLower(f[0]) {
	case "p1":
		p = 0
	case "p2":
		p = 1
	default:
		return 0, fmt.Errorf("unknown player %q: a move starts with p1 or p2", f[0])
	}
	col, err := strconv.Atoi(f[1])
	if err != nil {
		return 0, fmt.Errorf("the column %q is not a whole number", f[1])
	}
	if g.Over() {
		return 0, game.ErrOver
	}
	if p != g.turn {
		return 0, fmt.Errorf("it is p%d's turn (%s), not p%d's", g.turn+1, g.Token(g.turn), p+1)
	}
	return game.Move(col), nil
}

// String prints the board in the handout's form.
func (g *Game) String() string { return g.board.String() }
