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
	return signInAs(ctx, lobby.SignInLabel(), lobbyAt)
}

// signInAs is the sign-in button labelled label on one line, at the
// button's full face, beside Play online.
func signInAs(ctx *ui.Context, label string, lobbyAt ui.Rect) ui.Button {
	th := ctx.Theme
	u := th.U
	w, _ := th.Measure(label, th.Face(ui.Medium, 16))
	w += 2*th.LabelPad() + 16*u
	return ui.Button{Label: label, Rect: ui.Rect{X: lobbyAt.Right() + 8*u, Y: lobbyAt.Y, W: w, H: lobbyAt.H}}
}

// fitSignIn fits the sign-in button b on Play online's row, up to
// right: as "Sign in" where its whole label does not fit, else under
// Play online, whole.
func fitSignIn(ctx *ui.Context, b *ui.Button, lobbyAt ui.Rect, right float64) {
	if b.Rect.Right() <= right {
		return
	}
	if short := signInAs(ctx, "Sign in", lobbyAt); short.Rect.Right() <= right {
		*b = short
		return
	}
	b.Rect.X, b.Rect.Y = lobbyAt.X, lobbyAt.Bottom()+8*ctx.Theme.U
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
