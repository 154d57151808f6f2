package protocol

// The friends' messages: PROTOCOL.md's section "Lobby", its parts
// "Friends", "Presence" and "Blocking".

// Message types of the friends a client sends.
const (
	TypeFollow   = "follow"      // follow a profile
	TypeUnfollow = "unfollow"    // stop following one
	TypeFriends  = "friends"     // the friends with their presence, and every change of it after
	TypeBlock    = "block"       // block a profile
	TypeUnblock  = "unblock"     // unblock one
	TypeHide     = "hide-online" // hide being online, or stop hiding it
)

// Message types of the friends the server sends (friends answers the
// messages above).
const (
	TypePresence = "presence" // a friend came online, went, started or ended a game
)

// Follow follows Profile.
type Follow struct {
	Profile string `json:"profile,omitempty"`
}

// Unfollow stops following Profile.
type Unfollow struct {
	Profile string `json:"profile,omitempty"`
}

// WatchFriends asks for the friends, and watches their presence (type
// "friends").
type WatchFriends struct{}

// Block blocks Profile.
type Block struct {
	Profile string `json:"profile,omitempty"`
}

// Unblock unblocks Profile.
type Unblock struct {
	Profile string `json:"profile,omitempty"`
}

// HideOnline hides being online from everyone (Hide), or shows it again
// to the followers (type "hide-online").
type HideOnline struct {
	Hide bool `json:"hide,omitempty"`
}

// Type is "follow".
func (Follow) Type() string { return TypeFollow }

// Type is "unfollow".
func (Unfollow) Type() string { return TypeUnfollow }

// Type is "friends".
func (WatchFriends) Type() string { return TypeFriends }

// Type is "block".
func (Block) Type() string { return TypeBlock }

// Type is "unblock".
func (Unblock) Type() string { return TypeUnblock }

// Type is "hide-online".
func (HideOnline) Type() string { return TypeHide }

// FriendInfo is a profile followed, with its presence as its follower
// may see it: Online while it is signed in to the lobby on some
// connection (of any server), unless it hides being online or blocks
// the follower; and while online, the game it plays, if any (Room not
// ""): the room, its game's text and its spectators' token, Watch, to
// say hello with and watch.
type FriendInfo struct {
	Profile ProfileInfo `json:"profile"`
	Online  bool        `json:"online"`
	Room    string      `json:"room"`
	Game    string      `json:"game"`
	Watch   string      `json:"watch"`
}

// FriendsList answers follow, unfollow, friends, block, unblock and
// hide-online (type "friends"): whom the profile follows, with their
// presence, in the order followed; who follows it (but those it
// blocks), in the order they did; whom it blocks, in the order blocked;
// and whether it hides being online.
type FriendsList struct {
	Following []FriendInfo  `json:"following"`
	Followers []ProfileInfo `json:"followers"`
	Blocked   []ProfileInfo `json:"blocked"`
	Hidden    bool          `json:"hidden"`
}

// Presence tells a connection that asked for its friends that the
// presence of one of them changed.
type Presence struct {
	Friend FriendInfo `json:"friend"`
}

// Type is "friends".
func (FriendsList) Type() string { return TypeFriends }

// Type is "presence".
func (Presence) Type() string { return TypePresence }
