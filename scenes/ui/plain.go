package ui

import (
	"regexp"
	"slices"
	"strings"
)

// provisional is a provisional rating as the screen shows it: "1523?".
var provisional = regexp.MustCompile(`\b(\d{3,4})\?`)

// Plain says s as a screen reader should read it, without the symbols
// the screen shows: a provisional rating "1523?" is "1523, provisional",
// a rating's change "1500 → 1512" is "1500 to 1512".
func Plain(s string) string {
	if !strings.ContainsAny(s, "?→") {
		return s
	}
	s = strings.ReplaceAll(s, " → ", " to ")
	s = strings.ReplaceAll(s, "→", " to ")
	return provisional.ReplaceAllString(s, "$1, provisional")
}

// PlainSpeech is sp with every text a screen reader reads of it said
// plainly (Plain); sp is left as it was.
func PlainSpeech(sp *Speech) *Speech {
	out := *sp
	out.Title, out.Picture = Plain(sp.Title), Plain(sp.Picture)
	out.Position = plainAll(sp.Position)
	out.Said, out.Alerts = plainAll(sp.Said), plainAll(sp.Alerts)
	out.ActionsTitle = Plain(sp.ActionsTitle)
	out.Actions = plainActions(sp.Actions)
	if sp.Lists != nil {
		out.Lists = make([]List, len(sp.Lists))
		for i, l := range sp.Lists {
			out.Lists[i] = List{Title: Plain(l.Title), Items: plainAll(l.Items)}
		}
	}
	if d := sp.Dialog; d != nil {
		pd := *d
		pd.Title, pd.Message = Plain(d.Title), Plain(d.Message)
		pd.Text = slices.Clone(d.Text)
		for i := range pd.Text {
			pd.Text[i].Text = Plain(pd.Text[i].Text)
		}
		pd.Actions = plainActions(d.Actions)
		out.Dialog = &pd
	}
	return &out
}

// plainAll says each of ss plainly, in a new slice (nil for nil).
func plainAll(ss []string) []string {
	if ss == nil {
		return nil
	}
	out := make([]string, len(ss))
	for i, s := range ss {
		out[i] = Plain(s)
	}
	return out
}

// plainActions are as with their labels and groups' headings said
// plainly.
func plainActions(as []Action) []Action {
	out := slices.Clone(as)
	for i := range out {
		out[i].Label, out[i].Group = Plain(out[i].Label), Plain(out[i].Group)
	}
	return out
}
