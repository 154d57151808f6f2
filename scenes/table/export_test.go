package table

import "parlor/game/online/client"

// ClientTable is the client's mirror of the room the table sits at, nil
// when it is not online: for the tests of the clocks, which set its time.
func (t *Screen) ClientTable() *client.Mirror {
	if t.room != nil {
		return t.room.Mirror()
	}
	return nil
}
