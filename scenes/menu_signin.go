package scenes

import (
	"parlor/scenes/lobby"
	"parlor/scenes/ui"
)

// signInButton is the menu's "Sign in with a passkey" (on the desktop,
// "Use a recovery code"), beside Play online, whose place is lobby; the
// menu's layout moves it under Play online where the corner's buttons
// leave no room.
func signInButton(ctx *ui.Context, lobbyAt ui.Rect) ui.Button {
	th := ctx.Theme
	u := th.U
	label := lobby.SignInLabel()
	w := th.LabelWidth(label, ui.Medium, 16, lobbyAt.H) + 24*u
	return ui.Button{Label: label, Rect: ui.Rect{X: lobbyAt.Right() + 8*u, Y: lobbyAt.Y, W: w, H: lobbyAt.H}}
}

// besideSignIn moves the Online games button, at r (beside Play online,
// or under it), past the sign-in button, at s, where the two would meet:
// beside it while the row has room up to right, else at the start of
// the next row.
func besideSignIn(ctx *ui.Context, r, s ui.Rect, right float64) ui.Rect {
	u := ctx.Theme.U
	if r.Y != s.Y && r.Y != s.Bottom()+8*u {
		return r
	}
	if r.Y == s.Y {
		r.X = s.Right() + 8*u
		if r.Right() <= right {
			return r
		}
	}
	r.X, r.Y = 16*u, s.Bottom()+8*u
	return r
}
