package protocol

import (
	"reflect"
	"strings"
)

// The routing table: every type of message, who sends it, which part of
// the server answers it or sends it, and (for the server's) the fields
// it always carries (its payload's). Decode, Encode, the server's dispatch and the test
// that holds PROTOCOL.md to the code all read it; a new message is one
// row here.

// Side is who sends a message.
type Side int

// The sides.
const (
	Client Side = iota // a client sends it
	Server             // the server sends it
)

// Scope is the part of the server that answers a client's message, or
// sends a server's.
type Scope int

// The scopes.
const (
	// Conn: the connection answers it itself (ping, list, peek) or
	// answers for everything (error).
	Conn Scope = iota
	// Enter: it puts the connection in a room (create, join, hello).
	Enter
	// Room: the room the connection is in answers it, or sends it.
	Room
	// Lobby: the lobby answers it, or sends it.
	Lobby
)

// Route is one type of message's row in Routes.
type Route struct {
	Type  string
	From  Side
	Scope Scope
	// Payload is a zero value of the message's Go type: the one Decode
	// gives back for a client's message, the one the server sends.
	Payload Message
}

// Fields are the fields the route's messages carry besides "type", in
// the order they are written: a server's message carries them all,
// always.
func (r Route) Fields() []string {
	t := reflect.TypeOf(r.Payload)
	fields := []string{}
	for i := range t.NumField() {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		fields = append(fields, name)
	}
	return fields
}

// Routes is every type of message, the client's then the server's, in
// PROTOCOL.md's order.
var Routes = []Route{
	{Type: TypeCreate, From: Client, Scope: Enter, Payload: Create{}},
	{Type: TypeJoin, From: Client, Scope: Enter, Payload: Join{}},
	{Type: TypeHello, From: Client, Scope: Enter, Payload: Hello{}},
	{Type: TypeMove, From: Client, Scope: Room, Payload: Move{}},
	{Type: TypeUndo, From: Client, Scope: Room, Payload: Undo{}},
	{Type: TypeAnswer, From: Client, Scope: Room, Payload: Answer{}},
	{Type: TypePing, From: Client, Scope: Conn, Payload: Ping{}},
	{Type: TypeList, From: Client, Scope: Conn, Payload: List{}},
	{Type: TypeHand, From: Client, Scope: Room, Payload: Hand{}},
	{Type: TypeResign, From: Client, Scope: Room, Payload: Resign{}},
	{Type: TypeDraw, From: Client, Scope: Room, Payload: Draw{}},
	{Type: TypeRematch, From: Client, Scope: Room, Payload: Rematch{}},
	{Type: TypePeek, From: Client, Scope: Conn, Payload: Peek{}},

	{Type: TypeProfile, From: Client, Scope: Lobby, Payload: SignIn{}},
	{Type: TypeNewProfile, From: Client, Scope: Lobby, Payload: NewProfile{}},
	{Type: TypeRename, From: Client, Scope: Lobby, Payload: Rename{}},
	{Type: TypeDeleteProfile, From: Client, Scope: Lobby, Payload: DeleteProfile{}},
	{Type: TypeWhois, From: Client, Scope: Lobby, Payload: Whois{}},
	{Type: TypeLeaders, From: Client, Scope: Lobby, Payload: Leaders{}},
	{Type: TypeLobby, From: Client, Scope: Lobby, Payload: WatchLobby{}},
	{Type: TypeOpen, From: Client, Scope: Lobby, Payload: Open{}},
	{Type: TypeSit, From: Client, Scope: Lobby, Payload: Sit{}},
	{Type: TypeQuick, From: Client, Scope: Lobby, Payload: Quick{}},
	{Type: TypeStand, From: Client, Scope: Lobby, Payload: Stand{}},
	{Type: TypeRecord, From: Client, Scope: Lobby, Payload: Record{}},
	{Type: TypePasskeyOptions, From: Client, Scope: Lobby, Payload: PasskeyOptions{}},
	{Type: TypeAddPasskey, From: Client, Scope: Lobby, Payload: AddPasskey{}},
	{Type: TypePasskey, From: Client, Scope: Lobby, Payload: PasskeySignIn{}},
	{Type: TypePasskeys, From: Client, Scope: Lobby, Payload: ListPasskeys{}},
	{Type: TypeRemovePasskey, From: Client, Scope: Lobby, Payload: RemovePasskey{}},
	{Type: TypeRecoveryCodes, From: Client, Scope: Lobby, Payload: NewRecoveryCodes{}},
	{Type: TypeRecover, From: Client, Scope: Lobby, Payload: Recover{}},
	{Type: TypeSignOutEverywhere, From: Client, Scope: Lobby, Payload: SignOutEverywhere{}},
	{Type: TypeFollow, From: Client, Scope: Lobby, Payload: Follow{}},
	{Type: TypeUnfollow, From: Client, Scope: Lobby, Payload: Unfollow{}},
	{Type: TypeFriends, From: Client, Scope: Lobby, Payload: WatchFriends{}},
	{Type: TypeBlock, From: Client, Scope: Lobby, Payload: Block{}},
	{Type: TypeUnblock, From: Client, Scope: Lobby, Payload: Unblock{}},
	{Type: TypeHide, From: Client, Scope: Lobby, Payload: HideOnline{}},
	{Type: TypeChallenge, From: Client, Scope: Lobby, Payload: Challenge{}},
	{Type: TypeCancelChallenge, From: Client, Scope: Lobby, Payload: CancelChallenge{}},
	{Type: TypeAcceptChallenge, From: Client, Scope: Lobby, Payload: AcceptChallenge{}},
	{Type: TypeDeclineChallenge, From: Client, Scope: Lobby, Payload: DeclineChallenge{}},
	{Type: TypeChallenges, From: Client, Scope: Lobby, Payload: ListChallenges{}},

	{Type: TypeCreated, From: Server, Scope: Enter, Payload: Created{}},
	{Type: TypeWelcome, From: Server, Scope: Enter, Payload: Welcome{}},
	{Type: TypeEvent, From: Server, Scope: Room, Payload: Event{}},
	{Type: TypeAck, From: Server, Scope: Room, Payload: Ack{}},
	{Type: TypeError, From: Server, Scope: Conn, Payload: Error{}},
	{Type: TypeUndoAsked, From: Server, Scope: Room, Payload: UndoAsked{}},
	{Type: TypeUndoRefused, From: Server, Scope: Room, Payload: UndoRefused{}},
	{Type: TypeSeats, From: Server, Scope: Room, Payload: Seats{}},
	{Type: TypeEnd, From: Server, Scope: Room, Payload: End{}},
	{Type: TypePong, From: Server, Scope: Conn, Payload: Pong{}},
	{Type: TypeRooms, From: Server, Scope: Conn, Payload: Rooms{}},
	{Type: TypeRoom, From: Server, Scope: Conn, Payload: PeekedRoom{}},
	{Type: TypeNext, From: Server, Scope: Room, Payload: Next{}},

	{Type: TypeProfile, From: Server, Scope: Lobby, Payload: ProfilePage{}},
	{Type: TypeLobby, From: Server, Scope: Lobby, Payload: Tables{}},
	{Type: TypeTable, From: Server, Scope: Lobby, Payload: Table{}},
	{Type: TypeSeated, From: Server, Scope: Lobby, Payload: Seated{}},
	{Type: TypeLeaders, From: Server, Scope: Lobby, Payload: Leaderboard{}},
	{Type: TypeRecord, From: Server, Scope: Lobby, Payload: RoomRecord{}},
	{Type: TypePasskeyOptions, From: Server, Scope: Lobby, Payload: CeremonyOptions{}},
	{Type: TypePasskeys, From: Server, Scope: Lobby, Payload: Passkeys{}},
	{Type: TypeRecoveryCodes, From: Server, Scope: Lobby, Payload: RecoveryCodes{}},
	{Type: TypeFriends, From: Server, Scope: Lobby, Payload: FriendsList{}},
	{Type: TypePresence, From: Server, Scope: Lobby, Payload: Presence{}},
	{Type: TypeChallenge, From: Server, Scope: Lobby, Payload: ChallengeNews{}},
	{Type: TypeChallenges, From: Server, Scope: Lobby, Payload: Challenges{}},
}

// routes indexes Routes by side and type.
var routes = func() [2]map[string]Route {
	idx := [2]map[string]Route{{}, {}}
	for _, r := range Routes {
		idx[r.From][r.Type] = r
	}
	return idx
}()

// Lookup is the route of the messages of type typ that side sends, and
// whether there are any.
func Lookup(side Side, typ string) (Route, bool) {
	r, ok := routes[side][typ]
	return r, ok
}
