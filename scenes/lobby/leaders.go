package lobby

import (
	"fmt"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/games"
	"parlor/game/online/client"
	onlinelobby "parlor/game/online/lobby"
	"parlor/game/online/protocol"
	"parlor/game/rating"
	"parlor/scenes/ui"
)

// leaderboard is a family's leaderboard: its best settled ratings (RD 110
// or under), at most onlinelobby.LeadersShown, ranked, then apart its best
// provisional ones, each marked "?" with about how many more games
// settle it; the signed-in player's row lit, each row opening that
// player's page; a picker of the family.
type leaderboard struct {
	open  opener
	site  string
	lobby *client.Lobby
	back  ui.Scene

	picker  familyPicker           // every family of the catalog
	rows    []onlinelobby.Standing // the settled ratings
	prov    []onlinelobby.Standing // the provisional ones
	started bool                   // the board has asked for its first family
	loaded  bool                   // the answer for the family on show has come
	asked   string                 // the family whose leaderboard is asked for; "" for none
	askedAt time.Time
	message string
	pages   pager // the rows' pages
	said    ui.Announcer

	v      leadersView
	speech ui.Speech
	spoken string // what speech was made from
}

// leaders shows the leaderboard of a family (or of a game's text's
// family; for "", the player's own: ownFamily of them all, else the
// first), with a family picker. It uses the lobby's connection while on
// show (it asks for the board once on show, so that the scene before it
// takes no answer of its); back is where its back button goes.
func (o opener) leaders(site string, lobby *client.Lobby, family string, back ui.Scene) ui.Scene {
	l := &leaderboard{open: o, site: site, lobby: lobby, back: back,
		pages: newPager([2]string{"‹ Previous", "Next ›"}, [2]string{"page:prev", "page:next"})}
	if f := gameFamily(family); f != "" {
		family = f
	}
	if family == "" {
		family = ownFamily(lobby.Families, games.All().Families())
	}
	l.picker = newFamilyPicker(games.All().Families(), family)
	return l
}

// ownFamily is the player's own family of among, as her families say:
// the one she has played the most rated games of (of those alike, the
// one played last), where she most likely stands on the board; "" when
// she has played none of among.
func ownFamily(families []protocol.FamilyInfo, among []string) string {
	best, games, at := "", 0, int64(-1)
	for _, f := range families {
		if !slices.Contains(among, f.Family) || f.Games == 0 {
			continue
		}
		last := int64(0)
		if n := len(f.History); n > 0 {
			last = f.History[n-1].At
		}
		if f.Games > games || f.Games == games && last > at {
			best, games, at = f.Family, f.Games, last
		}
	}
	return best
}

// ask asks for the leaderboard of the family on show.
func (l *leaderboard) ask() {
	l.rows, l.prov, l.loaded, l.pages.page = nil, nil, false, 0
	l.asked, l.askedAt = l.picker.family(), time.Now()
	if err := l.lobby.Leaders(l.asked); err != nil {
		l.message = reconnecting
	}
}

// take applies what a message of the lobby's connection changed.
func (l *leaderboard) take(u client.LobbyUpdate) {
	if link, back := followLink(&l.message, u); link {
		if back && l.asked != "" {
			l.ask()
		}
		return
	}
	board, isBoard := u.Payload.(protocol.Leaderboard)
	switch {
	case u.Refused != nil && l.asked != "":
		l.asked, l.loaded = "", true
		l.tell("The leaderboard cannot be shown: " + refusal(u.Refused))
	case isBoard && board.Game == l.picker.family():
		l.rows, l.prov, l.loaded, l.asked = board.Leaders, board.Unsettled, true, ""
		if len(l.rows) == 0 && len(l.prov) == 0 {
			l.said.Say("No settled ratings yet in " + familyName(board.Game) + ".")
		}
	case u.Started:
		l.tell("Your game is ready: go back to the lobby to play it.")
	}
}

// tell shows message and tells a screen reader.
func (l *leaderboard) tell(message string) {
	l.message = message
	l.said.Say(message)
}

// mine is the signed-in player's rank on the board (from 1), 0 if she is
// not on it.
func (l *leaderboard) mine() int {
	for i, s := range l.rows {
		if s.Profile == l.lobby.Me.ID && s.Profile != "" {
			return i + 1
		}
	}
	return 0
}

// mineProvisional is the signed-in player's place among the provisional
// ratings (from 1), 0 if she is not among them.
func (l *leaderboard) mineProvisional() int {
	for i, s := range l.prov {
		if s.Profile == l.lobby.Me.ID && s.Profile != "" {
			return i + 1
		}
	}
	return 0
}

// standing says where the signed-in player stands in the family on show.
func (l *leaderboard) standing() string {
	if n := l.mine(); n > 0 {
		return fmt.Sprintf("You are %s, at %s.", ordinal(n), rating.Rating{R: l.rows[n-1].R, RD: l.rows[n-1].RD})
	}
	if n := l.mineProvisional(); n > 0 {
		s := l.prov[n-1]
		return fmt.Sprintf("Your rating, %s, is provisional: %s.", rating.Rating{R: s.R, RD: s.RD}, moreGames(s.More))
	}
	for _, f := range l.lobby.Families {
		if f.Family != l.picker.family() {
			continue
		}
		if r := (rating.Rating{R: f.R, RD: f.RD, Vol: f.Vol}); r.Provisional() {
			return fmt.Sprintf("Your rating, %s, is provisional: %s.", f.Shown, moreGames(rating.GamesToSettle(r)))
		}
		return fmt.Sprintf("Your rating, %s, is not among the best %d.", f.Shown, onlinelobby.LeadersShown)
	}
	return "You have played no rated game of " + familyName(l.picker.family()) + " yet."
}

// moreGames says how many more rated games settle a provisional rating:
// "about 8 more games settle it".
func moreGames(n int) string {
	if n == 1 {
		return "about 1 more game settles it"
	}
	return fewMore(n) + " settle it"
}

// fewMore is about how many more rated games settle a provisional
// rating, for its row: "about 8 more games"; "100 or more games" at
// rating.MaxToSettle.
func fewMore(n int) string {
	if n >= rating.MaxToSettle {
		return fmt.Sprintf("%d or more games", rating.MaxToSettle)
	}
	return "about " + plural(n, "more game")
}

// ordinal is n as a rank: "1st", "2nd", "23rd", "11th".
func ordinal(n int) string {
	suffix := "th"
	switch {
	case n%100 >= 11 && n%100 <= 13:
	case n%10 == 1:
		suffix = "st"
	case n%10 == 2:
		suffix = "nd"
	case n%10 == 3:
		suffix = "rd"
	}
	return fmt.Sprint(n) + suffix
}

// Update takes the lobby's messages and the player's clicks.
func (l *leaderboard) Update(ctx *ui.Context) {
	if !l.started {
		l.started = true
		l.ask()
	}
	if l.asked != "" && time.Since(l.askedAt) > askAgain { // its answer taken while away?
		l.ask()
	}
	takeLobby(l.lobby, l.take)
	l.layout(ctx)
	in := &ctx.Input
	v := &l.v
	switch {
	case v.back.Clicked(in) || in.Has(ui.IntentBack):
		l.leave(ctx)
	case l.picker.update(in):
		l.ask()
	case l.pages.update(in):
	default:
		for _, r := range v.rows {
			if in.Clicked(r.Rect) {
				l.openRow(ctx, r.line)
			}
		}
	}
}

// leave goes back where the board was opened from.
func (l *leaderboard) leave(ctx *ui.Context) {
	if l.back == nil {
		ctx.Go(l.open.Menu(""))
		return
	}
	ctx.Go(l.back)
}

// openRow opens the page of the player of a row.
func (l *leaderboard) openRow(ctx *ui.Context, n line) {
	if s, ok := l.standingOf(n); ok {
		ctx.Go(l.open.profilePage(l.site, l.lobby, s.Profile, l))
	}
}

// Draw draws the board.
func (l *leaderboard) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th, in := ctx.Theme, &ctx.Input
	u := th.U
	l.layout(ctx)
	v := &l.v
	drawPage(screen, ctx, &v.back)
	th.Text(screen, "Leaderboard", th.Face(ui.Bold, 30), ctx.W/2, v.titleY, ui.Centered, ui.AccentColor)
	l.picker.draw(screen, th, in)
	caption, f := th.FitText("Settled ratings (RD 110 or under), then provisional ones.", ui.Regular, 14, v.table.W)
	th.Text(screen, caption, f, v.table.X, v.caption, ui.MiddleLeft, ui.MutedColor)
	if l.message != "" {
		mf := th.Face(ui.Medium, 15)
		for i, line := range th.Wrap(l.message, mf, v.message.W) {
			th.Text(screen, line, mf, v.message.X+v.message.W/2, v.message.Y+float64(i)*max(21*u, mf.Size*1.35), ui.Align{H: ui.Middle, V: ui.Start}, ui.AccentColor)
		}
	}
	cx := v.table.X + v.table.W/2
	switch {
	case !l.loaded:
		th.Text(screen, "Asking the server…", th.Face(ui.Medium, 18), cx, v.head.Bottom()+60*u, ui.Centered, ui.MutedColor)
		return
	case len(l.rows) == 0 && len(l.prov) == 0:
		th.Text(screen, "No settled ratings yet", th.Face(ui.Bold, 22), cx, v.head.Y+40*u, ui.Centered, ui.TextColor)
		y := v.head.Y + 80*u
		nf := th.Face(ui.Regular, 16)
		for _, line := range th.Wrap(fmt.Sprintf("A rating settles once its RD is 110 or under: a new player's after about %d rated games.", rating.GamesToSettle(rating.Initial())), nf, v.table.W) {
			th.Text(screen, line, nf, cx, y, ui.Centered, ui.MutedColor)
			y += lineHeight(th, nf)
		}
		sf := th.Face(ui.Medium, 16)
		for _, line := range th.Wrap(l.standing(), sf, v.table.W) {
			th.Text(screen, line, sf, cx, y+12*u, ui.Centered, ui.AccentColor)
			y += lineHeight(th, sf)
		}
		return
	}
	l.drawTable(screen, th, in)
}
