package lobby

import (
	"fmt"
	"strconv"
	"strings"

	"parlor/game/online/client"
	"parlor/game/rating"
	"parlor/scenes/table"
	"parlor/scenes/ui"
)

// Targets names the page's click targets: "back"; on the own page
// "rename", "carry" and "delete"; the families ("family:kalah", or
// "family:prev" and "family:next"); the plot's points ("point:3", after
// game 3; "point:0" the start); the recent games on show ("game:1" the
// latest) and the pager ("newer", "older"); a task's "name", "ok",
// "cancel" and "copy".
func (p *profile) Targets() ui.Targets {
	v := &p.v
	t := ui.Targets{"back": v.back.Rect}
	if p.mode != viewing {
		tv := &v.task
		t["cancel"] = tv.cancel.Rect
		if tv.ok.Label != "" && !tv.ok.Disabled {
			t["ok"] = tv.ok.Rect
		}
		switch p.mode {
		case renaming:
			t["name"] = p.field.Rect
		case carrying:
			t["copy"] = tv.copy.Rect
		}
		return t
	}
	if !p.loaded {
		return t
	}
	if p.own {
		t["rename"], t["carry"], t["delete"] = v.rename.Rect, v.carry.Rect, v.remove.Rect
		t["keys"] = v.keys.Rect
	}
	p.friendTargets(t)
	p.picker.targets(t)
	for i, pt := range v.plot.Points {
		t["point:"+strconv.Itoa(pt.Game)] = v.plot.strip(i)
	}
	for i, r := range v.rows {
		t["game:"+strconv.Itoa(p.pages.first+i+1)] = r
	}
	p.pages.targets(t)
	return t
}

// Probe describes the page for tests: who, the family on show and its
// rating, the points of its history, the games listed, the task, the
// back button's label and the message.
func (p *profile) Probe() map[string]any {
	st := map[string]any{"scene": "profile", "own": p.own, "loaded": p.loaded, "name": p.who.Name, "deleted": p.who.Deleted,
		"family": p.picker.family(), "families": p.picker.families, "games": len(p.games), "rows": len(p.v.rows),
		"mode": [...]string{"viewing", "renaming", "deleting", "carrying", "blocking"}[p.mode], "message": p.message, "asking": p.asking(), "back": p.v.back.Label,
		"follow": p.fr.follow.Label, "block": p.fr.block.Label}
	if f := p.family(); f != nil {
		st["rating"], st["history"] = f.Shown, len(f.History)
	}
	if n := len(p.v.plot.Points); n > 0 {
		st["point"] = pointWords(p.v.plot.Points[p.shownPoint()])
	}
	return st
}

// Speech tells a screen reader the page: the ratings, the history of
// the family on show, point by point, and the recent games, with a
// button for each family, each finished game and each task.
func (p *profile) Speech() *ui.Speech {
	key := fmt.Sprint(p.shown, p.loaded, p.mode, p.picker.selected, p.asking(), p.field.Name, p.message, p.fr.known, p.fr.asking, p.fr.follow.Label, p.fr.block.Label)
	if key != p.spoken || p.speech.Title == "" {
		p.spoken = key
		p.speech = p.makeSpeech()
		p.speech.Dialog = p.taskDialog()
	}
	p.said.Fill(&p.speech)
	return &p.speech
}

// taskDialog is the task open over the page as a dialog, or nil: Rename
// with its field, Use on another device with its link, Delete (an alert
// dialog: it cannot be undone); Esc cancels.
func (p *profile) taskDialog() *ui.Dialog {
	if p.mode == viewing {
		return nil
	}
	title, words := p.taskWords()
	d := &ui.Dialog{Title: title, Alert: p.mode == deleting || p.mode == blocking, Text: []ui.Block{{Text: words}}, Message: p.message, Cancel: "cancel"}
	switch p.mode {
	case renaming:
		d.Actions = []ui.Action{{ID: "name", Label: "Your new name", Kind: ui.KindText, Value: p.field.Name, Submit: "ok"}, {ID: "ok", Label: "Save"}}
	case deleting:
		d.Actions = []ui.Action{{ID: "ok", Label: "Delete for good"}}
	case blocking:
		d.Actions = []ui.Action{{ID: "ok", Label: "Block " + p.who.Name}}
	case carrying:
		d.Text = append(d.Text, ui.Block{Text: "The link: " + p.lobby.ProfileLink()})
		d.Actions = []ui.Action{{ID: "copy", Label: "Copy the link"}}
	}
	d.Actions = append(d.Actions, ui.Action{ID: "cancel", Label: map[bool]string{true: "Done", false: "Cancel"}[p.mode == carrying]})
	return d
}

// makeSpeech makes the page's speech.
func (p *profile) makeSpeech() ui.Speech {
	sp := ui.Speech{Title: p.who.Name + "'s page", Picture: "A player's ratings and games", ActionsTitle: "On this page"}
	switch {
	case !p.loaded:
		sp.Title, sp.Position = "A player's page", []string{"Asking the server for the page…"}
	case p.own:
		sp.Title = "Your profile: " + p.who.Name
	case p.who.Deleted:
		sp.Title = "A deleted profile"
	}
	_, back := backTo(p.back)
	if !p.loaded {
		sp.Actions = []ui.Action{{ID: "back", Label: back}}
		return sp
	}
	line, friends := p.friendActions()
	if line != "" {
		sp.Position = append(sp.Position, line)
	}
	sp.Position = append(sp.Position, p.ratingLines()...)
	sp.Position = append(sp.Position, p.gameLines()...)
	sp.Actions = p.picker.actions("Show the history of")
	for i, g := range p.games {
		if g.Over {
			sp.Actions = append(sp.Actions, ui.Action{ID: "game:" + strconv.Itoa(i+1), Label: "Review " + p.rowOf(g).words()})
		}
	}
	if p.own {
		sp.Actions = append(sp.Actions, ui.Action{ID: "rename", Label: "Rename"}, ui.Action{ID: "carry", Label: "Use on another device"}, ui.Action{ID: "keys", Label: "Ways to sign in: passkeys, recovery codes, sign out everywhere"}, ui.Action{ID: "delete", Label: "Delete the profile"})
	}
	sp.Actions = append(sp.Actions, friends...)
	sp.Actions = append(sp.Actions, ui.Action{ID: "back", Label: back})
	return sp
}

// ratingLines are the ratings in words, a family a line, then the
// history of the family on show.
func (p *profile) ratingLines() []string {
	if len(p.families) == 0 {
		return []string{"No rated games yet."}
	}
	lines := []string{"Ratings, one for each family of games played (a question mark: provisional, its RD over 110):"}
	for _, f := range p.families {
		lines = append(lines, fmt.Sprintf("%s: %s, RD %.0f; %s: %s.", familyName(f.Family), f.Shown, f.RD, plural(f.Games, "game"), tally(f)))
	}
	f := p.family()
	if f == nil {
		return lines
	}
	lines = append(lines, "History of "+familyName(f.Family)+", oldest first:")
	start := rating.Initial()
	lines = append(lines, ui.Sentence(pointWords(plotPoint{R: start.R, RD: start.RD}))+".")
	for i, h := range f.History {
		pt := plotPoint{Game: i + 1, R: h.R, RD: h.RD, Outcome: h.Outcome}
		lines = append(lines, ui.Sentence(pointWords(pt))+", "+day(h.At)+".")
	}
	return lines
}

// gameLines are the recent games in words, a game a line.
func (p *profile) gameLines() []string {
	if len(p.games) == 0 {
		return []string{"No recent games."}
	}
	lines := []string{"Recent games, the latest first:"}
	for _, g := range p.games {
		lines = append(lines, p.rowOf(g).words()+".")
	}
	return lines
}

// words are a row of the recent games as the speech says it: the game,
// who else played, how it went and, once rated, when ("Kalah (6, 4)
// against Bo: won, 3 Mar 2026").
func (w row) words() string {
	s := w.game + " " + w.against + ": " + strings.ToLower(w.result)
	if w.when != "" {
		s += ", " + w.when
	}
	return s
}

// Act does what a screen reader's control names, as its click would:
// "name=Anne" puts Anne in the rename's field, as typing does.
func (p *profile) Act(ctx *ui.Context, id string) {
	if name, v, ok := ui.Valued(id); ok && name == "name" && p.mode == renaming {
		p.field.Name = table.CleanName(v)
		return
	}
	switch {
	case id == "back":
		p.leave(ctx)
	case id == "cancel" && p.mode != viewing:
		p.mode, p.message = viewing, ""
	case id == "ok" && p.mode == renaming:
		p.rename(p.field.Name)
	case id == "ok" && p.mode == deleting && p.asking() == "":
		p.message = "Deleting…"
		p.ask(client.DeleteProfile())
	case id == "copy" && p.mode == carrying:
		p.copyLink()
	case id == "ok" && p.mode == blocking:
		p.blockNow()
	case p.mode != viewing || !p.loaded:
	case p.befriend(id):
	case id == "rename" && p.own:
		p.startRename()
	case id == "carry" && p.own:
		p.mode = carrying
	case id == "delete" && p.own:
		p.mode = deleting
	case id == "keys" && p.own:
		p.next = p.open.keysPage(p.site, p.lobby, p)
	case p.picker.act(id):
		p.picked = -1
	case strings.HasPrefix(id, "game:"):
		n, _ := strconv.Atoi(strings.TrimPrefix(id, "game:"))
		p.openGame(n - 1)
	}
}
