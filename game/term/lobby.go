package term

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/rating"
)

// ExitStatus is an error that ends the program quietly with its status:
// what went wrong is printed already (a server's refusal as an "error:"
// line, a profile not kept).
type ExitStatus int

func (e ExitStatus) Error() string { return fmt.Sprintf("exit status %d", int(e)) }

// ExitCode is the program's exit status.
func (e ExitStatus) ExitCode() int { return int(e) }

// Lobby prints the open tables of the lobby of the game server of the
// site at site, oldest first, one a line, or "no open tables"; args may
// give -game ID to list one game's alone.
func Lobby(site string, args []string, out io.Writer) error {
	id, err := oneFlag(args, out, "-lobby", "game", lobbyUsage, "a site's address and, to list one game's tables, -game ID")
	if err != nil {
		return err
	}
	if id != "" {
		if _, err := games.Lookup(id); err != nil {
			return err
		}
	}
	tables, err := client.Tables(context.Background(), site)
	if err != nil {
		return refused(err, out)
	}
	n := 0
	for _, t := range tables {
		if id == "" || gameID(t.Game) == id {
			fmt.Fprintln(out, tableLine(t))
			n++
		}
	}
	if n == 0 {
		fmt.Fprintln(out, "no open tables")
	}
	return nil
}

// refused prints a server's refusal as an "error:" line and ends with
// status 1; another error is returned as it is.
func refused(err error, out io.Writer) error {
	var e *online.Error
	if errors.As(err, &e) {
		fmt.Fprintf(out, "error: %s\n", e.Message)
		return ExitStatus(1)
	}
	return err
}

// gameID is the game's id a game's text begins with.
func gameID(text string) string {
	id, _, _ := strings.Cut(text, " ")
	return id
}

// tableLine is a table as -lobby lists it: "kalah houses=6 seeds=4
// rated  South: Ann (1523?)  North: open".
func tableLine(t protocol.TableInfo) string {
	parts := []string{t.Game}
	if t.Rated {
		parts = append(parts, "rated")
	} else {
		parts = append(parts, "casual")
	}
	if t.Quick {
		parts = append(parts, "quick")
	}
	if t.Any {
		parts = append(parts, "any options")
	}
	for _, s := range t.Seats {
		parts = append(parts, s.Name+": "+sitter(s))
	}
	return strings.Join(parts, "  ")
}

// sitter is who sits at a table's seat: "Ann (1523?)", "open",
// "computer (hard)".
func sitter(s protocol.TableSeatInfo) string {
	switch s.Kind {
	case online.KindPerson:
		return fmt.Sprintf("%s (%s)", s.Player, s.Rating)
	case online.KindComputer:
		return "computer (" + s.Level + ")"
	}
	return "open"
}

// oneFlag reads from args the one flag, name, that mode ("-lobby")
// takes: -h writes usage to out and returns flag.ErrHelp; anything else
// is refused with what mode takes.
func oneFlag(args []string, out io.Writer, mode, name, usage, takes string) (string, error) {
	flags := flag.NewFlagSet("parlor "+mode, flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	v := flags.String(name, "", "")
	if err := flags.Parse(args); errors.Is(err, flag.ErrHelp) {
		fmt.Fprint(out, usage)
		return "", err
	} else if err != nil || flags.NArg() > 0 {
		return "", fmt.Errorf("%s takes %s; not %q", mode, takes, strings.Join(args, " "))
	}
	return *v, nil
}

// Profile prints the profile the device keeps for the game server of
// the site at site (keys): "NAME (id ID)", then its rating in each
// family of games it has played, one a line, or "no rated games yet".
// With no profile kept it says so and ends with status 1. With -leaders
// FAMILY in args it prints that family's leaderboard instead, which needs
// no profile.
func Profile(keys Keys, site string, args []string, out io.Writer) error {
	leaders, err := oneFlag(args, out, "-profile", "leaders", profileUsage, "a site's address and, for a leaderboard, -leaders FAMILY")
	if err != nil {
		return err
	}
	if _, err := client.SocketURL(site); err != nil {
		return err
	}
	ctx := context.Background()
	if leaders != "" {
		family, ls, provisional, err := client.Leaders(ctx, site, leaders)
		if err != nil {
			return refused(err, out)
		}
		for i, l := range ls {
			fmt.Fprintln(out, leaderLine(i+1, l))
		}
		if len(ls) == 0 {
			fmt.Fprintf(out, "no settled ratings in %s yet\n", family)
		}
		for _, l := range provisional {
			fmt.Fprintln(out, provisionalLine(l))
		}
		return nil
	}
	key := keys.Load(site)
	if key == "" {
		fmt.Fprintf(out, "no profile for %s: play a quick game first\n", site)
		return ExitStatus(1)
	}
	p, err := client.ProfilePage(ctx, site, key)
	var e *online.Error
	if errors.As(err, &e) && e.Code == online.ErrBadToken {
		err = &online.Error{Code: e.Code, Message: fmt.Sprintf("the server knows no profile by the key kept in %s", keys.File(site))}
	}
	if err != nil {
		return refused(err, out)
	}
	if p.Profile.ID == "" {
		return errors.New("the game server sent a profile without its name")
	}
	fmt.Fprintf(out, "%s (id %s)\n", p.Profile.Name, p.Profile.ID)
	for _, f := range p.Families {
		fmt.Fprintln(out, familyLine(f))
	}
	if len(p.Families) == 0 {
		fmt.Fprintln(out, "no rated games yet")
	}
	return nil
}

// leaderLine is a line of a leaderboard: "1. Ann 1620 (12 games)".
func leaderLine(place int, l lobby.Standing) string {
	return fmt.Sprintf("%d. %s %s (%s)", place, l.Name, rating.Rating{R: l.R, RD: l.RD}, count(l.Games, "game", "games"))
}

// provisionalLine is a provisional rating as -leaders prints it, after
// the settled ones: "provisional: Bo 1662? (1 game; about 10 more games
// settle it)".
func provisionalLine(l lobby.Standing) string {
	settle := "about " + count(l.More, "more game settles", "more games settle") + " it"
	return fmt.Sprintf("provisional: %s %s (%s; %s)", l.Name, rating.Rating{R: l.R, RD: l.RD}, count(l.Games, "game", "games"), settle)
}

// familyLine is a rating as -profile prints it: "connectfour-classic
// 1523?  RD 180  3 games: 2 wins, 1 loss, 0 draws".
func familyLine(f protocol.FamilyInfo) string {
	return fmt.Sprintf("%s  %s  RD %.0f  %s: %s, %s, %s", f.Family, f.Shown, f.RD, count(f.Games, "game", "games"),
		count(f.Wins, "win", "wins"), count(f.Losses, "loss", "losses"), count(f.Draws, "draw", "draws"))
}

// count is "1 game", "3 games".
func count(n int, one, many string) string {
	if n == 1 {
		return "1 " + one
	}
	return fmt.Sprintf("%d %s", n, many)
}

// lobbyUsage is what parlor -lobby URL -h prints.
const lobbyUsage = `usage: parlor -lobby URL [-game ID]

Prints the open tables of the lobby of the game server of the Parlor site
at URL, oldest first, one a line: the game and its options, rated or
casual, quick (a quick game's seek) and any options, then each seat and
who sits there; or "no open tables".

options:
  -game ID
    	list the tables of this game alone (connectfour, kalah…)
`

// profileUsage is what parlor -profile URL -h prints.
const profileUsage = `usage: parlor -profile URL [-leaders FAMILY]

Prints the profile this device keeps for the game server of the Parlor
site at URL (parlor -quick makes one): its name and id, then its rating in
each family of games it has played, with its games won, lost and drawn.
With no profile kept it says so and exits with status 1.

options:
  -leaders FAMILY
    	print the best settled ratings of a family of games instead
    	(connectfour-classic, kalah…, or a game's text); needs no profile
`
