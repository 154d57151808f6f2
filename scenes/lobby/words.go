package lobby

import (
	"errors"
	"fmt"
	"runtime"
	"strings"

	"parlor/game/catalog"
	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/game/rating"
	"parlor/scenes/table/room"
	"parlor/scenes/ui"
)

// The lobby's words and colours: what its screens say, in one place.

// Headings and buttons of the lobby.
const (
	lobbyTitle      = "Play online"
	lobbyBlurb      = "Open tables, quick games and ratings, with players on this server."
	lobbyNameAsk    = "Choose the name other players see: 1 to 24 characters. You can change it later on your profile."
	lobbySigningIn  = "Signing in…"
	lobbyMaking     = "Making your profile…"
	lobbyReading    = "Reading the profile link…"
	lobbyDown       = "Reconnecting to the game server…"
	lobbyNoTables   = "No open tables yet. Quick game pairs you with the next player who looks; or create a table and wait here for others."
	lobbyNoneOfGame = "No open tables of %s yet. Quick game pairs you with the next player who looks."
	quickNote       = "You are paired with the waiting player closest to your rating; the range widens the longer you wait."
	quickAnyNote    = "Any options: you play whichever options the player you are paired with chose."
	ratedNote       = "Rated games are for people only, with no take-backs, hints or values."
	privateNote     = "A private table is casual: its invite links go to whoever you send them to."
	openNote        = "Your table waits in the lobby until its seats are taken; the game then starts for everyone."
	tableClosed     = "The table closed before its game started: its host left."
	tableGoneAway   = "You were away too long: you no longer sit at that table."
)

// Colours of the lobby: a rated game's tag, and a row that is the
// player's own.
var (
	ratedColor  = ui.AccentColor
	casualColor = ui.MutedColor
	mineColor   = ui.Fade(ui.AccentColor, 0.7)
)

// noLobbyServer says, in the player's words, why the lobby cannot be
// reached at site.
func noLobbyServer(site string, err error) string {
	var e *online.Error
	switch {
	case errors.Is(err, client.ErrNoServer) && runtime.GOOS == "js":
		return room.NoServer
	case errors.Is(err, client.ErrNoServer):
		return "No Parlor game server answers at " + site + ". To meet players, run one with go run ./wasm, or point Parlor at one with parlor -server URL (or $PARLOR_URL)."
	case errors.As(err, &e) && e.Code == online.ErrInternal:
		return "The game server at " + site + " cannot meet players now: " + ui.Sentence(strings.TrimSuffix(e.Message, ".")) + "."
	}
	return room.CannotOpen(err)
}

// serverSays is a server's refusal of a lobby message, in the player's
// words.
func serverSays(e *online.Error) string {
	return "The game server says: " + ui.Sentence(strings.TrimSuffix(e.Message, ".")) + "."
}

// swapQuestion asks before a profile link takes the place of the
// device's profile: "Use Ann's profile on this device?".
func swapQuestion(theirs string) string {
	return "Use " + possessive(theirs) + " profile on this device?"
}

// swapNote says what becomes of the device's profile, mine.
func swapNote(mine string) string {
	return "Your profile " + mine + " stays on its other devices; its link brings it back here."
}

// possessive is "Ann's", "Jess'".
func possessive(name string) string {
	if strings.HasSuffix(name, "s") {
		return name + "'"
	}
	return name + "'s"
}

// seatsFree says how many seats of t are open: "1 seat free".
func seatsFree(t protocol.TableInfo) string {
	n := 0
	for _, s := range t.Seats {
		if s.Kind == online.KindOpen {
			n++
		}
	}
	if n == 1 {
		return "1 seat free"
	}
	return fmt.Sprintf("%d seats free", n)
}

// ratedWord is "Rated" or "Casual".
func ratedWord(rated bool) string {
	if rated {
		return "Rated"
	}
	return "Casual"
}

// kindWord is "Quick game" for a seek, "Table" for a table opened.
func kindWord(t protocol.TableInfo) string {
	if t.Quick {
		return "Quick game"
	}
	return "Table"
}

// waiters says who sits at t, with ratings, and the computer's seats:
// "Ann 1523?, Easy computer".
func waiters(t protocol.TableInfo) string {
	var who []string
	for _, s := range t.Seats {
		switch s.Kind {
		case online.KindPerson:
			who = append(who, strings.TrimSpace(s.Player+" "+s.Rating))
		case online.KindComputer:
			title := s.Level
			if o, err := games.Parse(t.Game); err == nil {
				if l, ok := o.Level(s.Level); ok {
					title = l.Title
				}
			}
			who = append(who, title+" computer")
		}
	}
	return strings.Join(who, ", ")
}

// describe says what game a table's text is, as a row shows it: the
// heading (which says the options it sets apart: "Kalah (4, 3)"), then
// each option away from its default that the heading does not show
// ("Yellow first", "3 players"); with any, the options are any of the
// family's.
func describe(text string, any bool) string {
	o, err := games.Parse(text)
	if err != nil {
		return text
	}
	if any {
		return o.Heading() + ", any options"
	}
	parts := []string{o.Heading()}
	def := o.Game().Defaults()
	for _, p := range o.Game().Params {
		v := o.Get(p.Name)
		if p.Hidden || v == def.Get(p.Name) {
			continue
		}
		if back, err := o.With(p.Name, def.Get(p.Name)); err == nil && back.Heading() != o.Heading() {
			continue // the heading says it
		}
		switch p.Role {
		case catalog.PlayerCount:
			parts = append(parts, v+" players")
		case catalog.FirstSeat:
			parts = append(parts, optionLabel(o, p, v)+" first")
		default:
			parts = append(parts, strings.ToLower(p.Label)+" "+optionLabel(o, p, v))
		}
	}
	return strings.Join(parts, ", ")
}

// optionLabel is how value v of option p is shown: as the catalog labels
// it, a seat by its name (first=2 is Yellow), else capitalised.
func optionLabel(o catalog.Options, p catalog.Param, v string) string {
	if p.Role == catalog.FirstSeat {
		var n int
		if _, err := fmt.Sscan(v, &n); err == nil && n >= 1 && n <= len(o.Seats()) {
			return o.Seats()[n-1]
		}
	}
	for i, c := range p.Choices {
		if c == v && i < len(p.Labels) {
			return p.Labels[i]
		}
	}
	return ui.Sentence(v)
}

// familyTitle names a family of ratings: "Connect Four – Classic",
// "Kalah".
func familyTitle(family string) string {
	id, variant, _ := strings.Cut(family, "-")
	g, err := games.Lookup(id)
	if err != nil {
		return family
	}
	p, ok := g.ParamFor(catalog.Variant)
	if !ok || variant == "" {
		return g.Title
	}
	o, err := g.Defaults().With(p.Name, variant)
	if err != nil {
		return g.Title
	}
	return o.Heading()
}

// familyRating is a profile's rating in family as shown ("1523?"), the
// starting one if it has played none there.
func familyRating(fams []protocol.FamilyInfo, family string) string {
	for _, f := range fams {
		if f.Family == family {
			return f.Shown
		}
	}
	return rating.Initial().String()
}

// tableNews says what a table opened elsewhere is, for the screen reader:
// "Ann opened a table: Kalah (6, 4), rated".
func tableNews(t protocol.TableInfo) string {
	who := "Someone"
	for _, s := range t.Seats {
		if s.Kind == online.KindPerson && s.Player != "" {
			who = s.Player
			break
		}
	}
	what := strings.ToLower(ratedWord(t.Rated)) + clockPart(", ", t.Clock)
	if t.Quick {
		return who + " is looking for a game: " + describe(t.Game, t.Any) + ", " + what + "."
	}
	return who + " opened a table: " + describe(t.Game, t.Any) + ", " + what + "."
}

// waitClock is a wait as a clock shows it: "0:12", "1:05:00".
func waitClock(secs int) string {
	if secs >= 3600 {
		return fmt.Sprintf("%d:%02d:%02d", secs/3600, secs/60%60, secs%60)
	}
	return fmt.Sprintf("%d:%02d", secs/60, secs%60)
}
