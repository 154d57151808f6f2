package protocol

// The messages a client sends to play, each type its own payload (the
// lobby's are in lobby.go). Their fields are written in the order the
// wire has always had them; Marshal writes "type" before them.

// Message is a message of the wire: the payload of one type of message,
// which names its type.
type Message interface {
	Type() string
}

// InRoom is a message the sender's room answers (its route's scope is
// Room): it names the last event its sender had when it sent it.
type InRoom interface {
	Message
	Last() int
}

// Create starts a room.
type Create struct {
	// Game is the game and its options in the canonical text ("kalah
	// houses=6 seeds=4"); Seats each seat: "you", "invite" or a level.
	Game  string   `json:"game,omitempty"`
	Seats []string `json:"seats,omitempty"`
	// Name is what the creator goes by ("" for the seat's name).
	Name string `json:"name,omitempty"`
	// Helps turns hints and values on for the players (each joins
	// knowing).
	Helps bool `json:"helps,omitempty"`
	// Rated makes the game count for the players' ratings.
	Rated bool `json:"rated,omitempty"`
	// Clock is the time control ("5+3", "3d"; "" for none).
	Clock string `json:"clock,omitempty"`
}

// Join takes a seat by its invite, going by Name ("" for the seat's).
type Join struct {
	Invite string `json:"invite,omitempty"`
	Name   string `json:"name,omitempty"`
}

// Hello comes back to a seat, or watches, by a seat's or the spectators'
// Token; N is the last event the client has.
type Hello struct {
	Token string `json:"token,omitempty"`
	N     int    `json:"n"`
}

// Move plays a move in the game's notation; N is the last event the
// client had when it chose it.
type Move struct {
	N    int    `json:"n"`
	Move string `json:"move,omitempty"`
}

// Undo asks to take a move back at the room's last event N.
type Undo struct {
	N int `json:"n"`
}

// Answer accepts or refuses the undo, or the draw, asked at event N.
type Answer struct {
	N      int  `json:"n"`
	Accept bool `json:"accept,omitempty"`
}

// Ping is the heartbeat.
type Ping struct{}

// List asks for the rooms where seat tokens hold seats.
type List struct {
	Tokens []string `json:"tokens,omitempty"`
}

// Peek asks for the room an invite is for, before joining.
type Peek struct {
	Invite string `json:"invite,omitempty"`
}

// Hand gives an away player's Seat to the computer at Level.
type Hand struct {
	N     int    `json:"n"`
	Seat  int    `json:"seat"`
	Level string `json:"level,omitempty"`
}

// Rematch asks for the next game, same seats, new seed.
type Rematch struct {
	N int `json:"n"`
}

// Resign gives the game up, at the room's last event N.
type Resign struct {
	N int `json:"n"`
}

// Draw offers a draw at the room's last event N.
type Draw struct {
	N int `json:"n"`
}

// Type is "create".
func (Create) Type() string { return TypeCreate }

// Type is "join".
func (Join) Type() string { return TypeJoin }

// Type is "hello".
func (Hello) Type() string { return TypeHello }

// Type is "move".
func (Move) Type() string { return TypeMove }

// Type is "undo".
func (Undo) Type() string { return TypeUndo }

// Type is "answer".
func (Answer) Type() string { return TypeAnswer }

// Type is "ping".
func (Ping) Type() string { return TypePing }

// Type is "list".
func (List) Type() string { return TypeList }

// Type is "peek".
func (Peek) Type() string { return TypePeek }

// Type is "hand".
func (Hand) Type() string { return TypeHand }

// Type is "rematch".
func (Rematch) Type() string { return TypeRematch }

// Type is "resign".
func (Resign) Type() string { return TypeResign }

// Type is "draw".
func (Draw) Type() string { return TypeDraw }

// Last is N.
func (m Move) Last() int { return m.N }

// Last is N.
func (m Undo) Last() int { return m.N }

// Last is N.
func (m Answer) Last() int { return m.N }

// Last is N.
func (m Hand) Last() int { return m.N }

// Last is N.
func (m Rematch) Last() int { return m.N }

// Last is N.
func (m Resign) Last() int { return m.N }

// Last is N.
func (m Draw) Last() int { return m.N }
