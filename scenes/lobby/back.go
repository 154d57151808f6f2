package lobby

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// backTo names the scene a back button goes to, for the button (its
// label: "‹ Lobby", "‹ Leaderboard", "‹ Profile") and for a screen reader
// ("Back to the lobby", "Back to Ann's page"): a page says where it
// returns to. A nil scene is the menu ("‹ Menu", "Back to the menu").
func backTo(s ui.Scene) (label, words string) {
	switch s := s.(type) {
	case *lobby:
		return "‹ Lobby", "Back to the lobby"
	case *leaderboard:
		return "‹ Leaderboard", "Back to the leaderboard"
	case *profile:
		switch {
		case s.own:
			return "‹ Profile", "Back to your profile"
		case s.who.Name != "":
			return "‹ Profile", "Back to " + possessive(s.who.Name) + " page"
		}
		return "‹ Profile", "Back to the player's page"
	}
	return "‹ Menu", "Back to the menu"
}

// backButton is the back button at the top left of a page that returns
// to the scene to (nil: the menu), labelled as backTo names it: 104
// units wide, or as wide as its label needs.
func backButton(th *ui.Theme, to ui.Scene) ui.Button {
	u := th.U
	label, _ := backTo(to)
	w, _ := th.Measure(label, th.Face(ui.Medium, 16))
	return ui.Button{Label: label, Rect: ui.Rect{X: 16 * u, Y: 12 * u, W: max(104*u, w+2*th.LabelPad()+16*u), H: th.Tap(40)}}
}

// drawPage draws what every page with a back button begins with: the
// backdrop, and the button.
func drawPage(screen *ebiten.Image, ctx *ui.Context, back *ui.Button) {
	ctx.Theme.Background(screen)
	back.Draw(screen, ctx.Theme, &ctx.Input)
}
