package table

import (
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"parlor/scenes/ui"
)

// shareDialog is the link to this position, copied as it opens, and a
// button that copies the game's record.
type shareDialog struct{ plainDialog }

// openShare copies a link to this position and shows it.
func (t *Screen) openShare() {
	t.overlay.open(shareOverlay)
	link := t.match.Link(t.host.Base())
	t.overlay.message = "Copy this link and send it: it opens this game at this move."
	if where, err := t.host.Copy(link); err == nil {
		t.overlay.message = "The link is " + where + ": send it, and it opens this game at this move."
	}
}

func (shareDialog) name() string { return "share" }

func (shareDialog) title(*Screen) string { return "Share this game" }

func (shareDialog) size(_ *Screen, ctx *ui.Context, _, _ float64) (float64, float64) {
	u := ctx.Theme.U
	return min(ctx.W-24*u, 620*u), min(ctx.H-24*u, 420*u)
}

func (shareDialog) layout(t *Screen, ctx *ui.Context, in ui.Rect) {
	th := ctx.Theme
	o := &t.overlay
	bh := th.Tap(40)
	o.body.H -= bh + 12*th.U
	o.copyRec = ui.Button{Label: "Copy the record", Rect: ui.Rect{X: in.X, Y: in.Bottom() - bh, W: in.W, H: bh}}
	if o.width != o.body.W || o.lines == nil {
		o.width = o.body.W
		o.lines = layoutLink(th, o.message, t.match.Link(t.host.Base()), o.body.W)
	}
}

func (shareDialog) update(t *Screen, ctx *ui.Context) {
	if t.overlay.copyRec.Clicked(&ctx.Input) {
		t.actShare("copy-record")
	}
}

func (shareDialog) draw(t *Screen, dst *ebiten.Image, th *ui.Theme, in *ui.Input) {
	t.overlay.copyRec.Draw(dst, th, in)
}

func (shareDialog) targets(t *Screen, tg ui.Targets) { tg["copy-record"] = t.overlay.copyRec.Rect }

func (shareDialog) order(*Screen) []string { return []string{"text", "copy-record"} }

func (shareDialog) read(t *Screen, d *ui.Dialog) {
	o := &t.overlay
	d.Text = []ui.Block{{Text: "Send this link: it opens this game at this move."}}
	d.Message, d.Error = o.message, strings.Contains(o.message, "could not")
	d.Actions = []ui.Action{
		{ID: "copy-link", Label: "Copy the link", Kind: ui.KindCopy, Value: t.match.Link(t.host.Base())},
		{ID: "copy-record", Label: "Copy the record"},
		closeAction,
	}
}

func (shareDialog) act(t *Screen, _ *ui.Context, id string) { t.actShare(id) }

func (shareDialog) scrolls() bool { return true }

// actShare copies the link, or the record, as the share overlay's
// canvas does: the link with the words openShare has, the record with a
// note.
func (t *Screen) actShare(id string) {
	switch id {
	case "copy-link":
		link := t.match.Link(t.host.Base())
		if where, err := t.host.Copy(link); err != nil {
			t.overlay.message = "The link could not be copied: " + err.Error() + ". Copy it from the text."
		} else {
			t.overlay.message = "The link is " + where + ": send it, and it opens this game at this move."
		}
	case "copy-record":
		if where, err := t.host.Copy(t.match.Text()); err != nil {
			t.flash("The record could not be copied: " + err.Error())
		} else {
			t.flash("The game's record is " + where + ".")
		}
	}
}

// layoutLink lays out a message and a link, the link broken anywhere.
func layoutLink(th *ui.Theme, msg, link string, width float64) []line {
	u := th.U
	var out []line
	y := 0.0
	face := th.Face(ui.Regular, 15)
	for _, w := range th.Wrap(msg, face, width) {
		out = append(out, line{text: w, weight: ui.Regular, size: 15, y: y})
		y += th.LineGap(22, 15)
	}
	y += 10 * u
	small := th.Face(ui.Medium, 13)
	for len(link) > 0 {
		n := len(link)
		for n > 1 {
			if w, _ := th.Measure(link[:n], small); w <= width {
				break
			}
			n = n * 9 / 10
		}
		out = append(out, line{text: link[:n], weight: ui.Medium, size: 13, y: y})
		link = link[n:]
		y += th.LineGap(19, 13)
	}
	return out
}
