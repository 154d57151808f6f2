package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"parlor/game/online/client"
	"parlor/scenes/ui"
)

// The lobby's ways to the profile page and the leaderboard. This file is
// a stand-in, kept tiny: the branch that writes those pages replaces it
// at the merge with their real scenes (scenes/profile*.go,
// scenes/leaders*.go).

// profilePage is the page of the profile lobby is signed in as, on site;
// back is where its back button goes.
func (o opener) profilePage(site string, lobby *client.Lobby, back ui.Scene) ui.Scene {
	return &coming{what: "Your profile page", back: back}
}

// leaders is the leaderboard of family on site.
func (o opener) leaders(site, family string, back ui.Scene) ui.Scene {
	return &coming{what: "The leaderboard of " + familyTitle(family), back: back}
}

// coming says a page is on its way, with a way back.
type coming struct {
	what string
	back ui.Scene
	btn  ui.Button
}

func (c *coming) Update(ctx *ui.Context) {
	th := ctx.Theme
	c.btn = ui.Button{Label: "‹ Lobby", Rect: ui.Rect{X: 16 * th.U, Y: 12 * th.U, W: 104 * th.U, H: th.Tap(40)}}
	if c.btn.Clicked(&ctx.Input) || ctx.Input.Has(ui.IntentBack) {
		ctx.Go(c.back)
	}
}

func (c *coming) Draw(screen *ebiten.Image, ctx *ui.Context) {
	th := ctx.Theme
	th.Background(screen)
	c.btn.Draw(screen, th, &ctx.Input)
	th.Text(screen, c.what+" is coming.", th.Face(ui.Medium, 20), ctx.W/2, ctx.H/2, ui.Centered, ui.MutedColor)
}

func (c *coming) Targets() ui.Targets { return ui.Targets{"back": c.btn.Rect} }

func (c *coming) Probe() map[string]any { return map[string]any{"scene": "coming", "what": c.what} }
