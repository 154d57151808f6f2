package client

import (
	"parlor/game/online"
	"parlor/game/online/protocol"
)

// The messages a client sends are made here and by the typed calls of
// Session (its requests) and Lobby (its tables and seeks): a screen
// names what it asks for, never the message's fields. The messages
// below open a session (Open, Start, OpenAs take them) or ask the lobby
// a question whose answer a screen waits for, and may ask again.

// Create is the message that starts the room spec asks for.
func Create(spec online.Spec) protocol.Create {
	return protocol.Create{Game: spec.Game, Seats: spec.Seats, Name: spec.Name,
		Helps: spec.Helps, Rated: spec.Rated, Clock: spec.Clock}
}

// Join is the message that takes the seat of an invite, going by name
// ("" for the seat's name).
func Join(invite, name string) protocol.Join {
	return protocol.Join{Invite: invite, Name: name}
}

// Hello is the message that comes back to a seat, or watches, by a
// seat's or the spectators' token.
func Hello(token string) protocol.Hello {
	return protocol.Hello{Token: token}
}

// SignIn is the message that signs a connection in as the profile whose
// secret key is key.
func SignIn(key string) protocol.SignIn {
	return protocol.SignIn{Key: key}
}

// Whois asks for the page of the profile whose id is profile.
func Whois(profile string) protocol.Whois {
	return protocol.Whois{Profile: profile}
}

// RecordOf asks for the record of the finished room whose id is room.
func RecordOf(room string) protocol.Record {
	return protocol.Record{Room: room}
}

// Rename asks to give the profile signed in the name name.
func Rename(name string) protocol.Rename {
	return protocol.Rename{Name: name}
}

// DeleteProfile asks to delete the profile signed in.
func DeleteProfile() protocol.DeleteProfile {
	return protocol.DeleteProfile{}
}
