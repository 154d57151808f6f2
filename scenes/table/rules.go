package table

import (
	"strings"

	"parlor/scenes/ui"
)

// keysHelp lists the keyboard shortcuts, shown under the rules.
const keysHelp = "# Keys\n- Tab, Shift+Tab: move the ring to the next or the last thing you can click (the board's places, the buttons, the settings)\n- Arrow keys: move the ring to the nearest thing that way; on a count (a setting's + and −, a share in a cart), Up and Down change it\n- Enter or Space: click what the ring is on\n- Ctrl+Z: undo the last move (against the computer, back to your last move)\n- Ctrl+Shift+Z or Ctrl+Y: redo\n- H: a hint, the move the Hard level would play\n- V: show or hide the value of every move you may play\n- M: sound off or on\n- C, in a game online with a clock: hear each player's time left\n- Esc: close this, or go back to the menu\n- F6, on the web page: to the page's document for a screen reader (the position, your moves, the settings, the dialogs), and back\n- ?: these rules"

// layoutRules lays out rules text — "# " headings, "- " bullets and
// paragraphs — wrapped to width.
func layoutRules(th *ui.Theme, text string, width float64) []line {
	u := th.U
	var out []line
	y := 0.0
	for _, raw := range strings.Split(text, "\n") {
		raw = strings.TrimSpace(raw)
		l := line{weight: ui.Regular, size: 15}
		switch {
		case raw == "":
			y += 8 * u
			continue
		case strings.HasPrefix(raw, "# "):
			l.weight, l.size, raw = ui.Bold, 18, raw[2:]
			if y > 0 {
				y += 10 * u
			}
		case strings.HasPrefix(raw, "- "):
			l.indent, raw = 18*u, raw[2:]
			out = append(out, line{text: "•", weight: ui.Bold, size: 15, indent: 4 * u, y: y})
		}
		face := th.Face(l.weight, l.size)
		for _, w := range th.Wrap(raw, face, width-l.indent) {
			l.text, l.y = w, y
			l.soft = l.weight == ui.Regular
			out = append(out, l)
			y += max(l.size*1.45*u, face.Size*1.35)
		}
	}
	return out
}
