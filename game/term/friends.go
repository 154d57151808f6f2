package term

import (
	"context"
	"errors"
	"fmt"
	"io"
	"strings"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
)

// Friends prints the friends of the profile the device keeps for the
// game server of the site at site (keys): each profile it follows, one
// a line, with its presence now ("Ann  online, playing kalah: watch
// with parlor -join LINK", "Bob  offline"), or "you follow no one yet";
// then how many follow it. With no profile kept it says so and ends with
// status 1.
func Friends(keys Keys, site string, args []string, out io.Writer) error {
	if len(args) == 1 && isHelpArg(args[0]) {
		fmt.Fprint(out, friendsUsage)
		return nil
	}
	if len(args) > 0 {
		return fmt.Errorf("-friends takes a site's address alone; not %q", strings.Join(args, " "))
	}
	if _, err := client.SocketURL(site); err != nil {
		return err
	}
	key := keys.Load(site)
	if key == "" {
		fmt.Fprintf(out, "no profile for %s: play a quick game first\n", site)
		return ExitStatus(1)
	}
	f, err := client.FriendsOf(context.Background(), site, key)
	var e *online.Error
	if errors.As(err, &e) && e.Code == online.ErrBadToken {
		err = &online.Error{Code: e.Code, Message: fmt.Sprintf("the server knows no profile by the key kept in %s", keys.File(site))}
	}
	if err != nil {
		return refused(err, out)
	}
	for _, fr := range f.Following {
		fmt.Fprintln(out, friendLine(site, fr))
	}
	if len(f.Following) == 0 {
		fmt.Fprintln(out, "you follow no one yet")
	}
	fmt.Fprintf(out, "followed by %s\n", count(len(f.Followers), "profile", "profiles"))
	return nil
}

// isHelpArg reports whether arg asks for the usage.
func isHelpArg(arg string) bool {
	switch arg {
	case "-h", "-help", "--h", "--help":
		return true
	}
	return false
}

// friendLine is a profile followed as -friends prints it: "Ann  online,
// playing kalah houses=6 seeds=4: watch with parlor -join LINK", "Ann
// online", "Bob  offline".
func friendLine(site string, f protocol.FriendInfo) string {
	switch {
	case f.Room != "":
		watch := client.Link{Site: site, Kind: client.LinkWatch, Key: f.Watch}
		return fmt.Sprintf("%s  online, playing %s: watch with parlor -join %s", f.Profile.Name, f.Game, watch)
	case f.Online:
		return f.Profile.Name + "  online"
	}
	return f.Profile.Name + "  offline"
}

// friendsUsage is what parlor -friends URL -h prints.
const friendsUsage = `usage: parlor -friends URL

Prints the friends of the profile this device keeps for the game server of
the Parlor site at URL (parlor -quick makes one): each profile it follows,
one a line, online or offline, and the game it plays, if any, with the
link that watches it; then how many profiles follow it. With no profile
kept it says so and exits with status 1.
`
