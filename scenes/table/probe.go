package table

// Probe describes the table for tests and the browser hook: the view's
// probe, then the record, the link and the table's own.
func (t *Screen) Probe() map[string]any {
	st := map[string]any{}
	t.view.Probe(st)
	o := t.match.Options()
	st["scene"] = o.Game().ID
	st["home"] = t.bar.menu.Label
	st["options"] = o.String()
	// The record and the link as of the last change, made once: the page
	// hook asks for the state often, and a link is a deflated record.
	if t.saved.link == "" {
		t.saved.link = t.match.Link(t.host.Base())
	}
	st["record"], st["link"] = t.saved.record, t.saved.link
	st["plies"] = t.match.Plies()
	st["over"] = t.over()
	st["animating"] = t.view.Busy()
	st["canUndo"], st["canRedo"] = t.match.CanUndo(), t.match.CanRedo()
	st["takeBack"] = t.takeBackOffered()
	st["reviewing"] = t.browsing // the log entry browsed, or -1 (the suites read it under this name)
	st["overlay"], st["overlayTitle"] = t.overlay.kind.String(), t.overlayTitle()
	st["note"] = t.note.text
	st["overlayMessage"] = t.overlay.message
	if t.overlay.kind != noOverlay {
		st["scroll"], st["scrollMax"] = t.overlay.scroll.Offset, t.overlay.scroll.Max
	}
	st["headline"], _ = t.headline()
	st["statusLine"], _ = t.status() // the view's own "status" is its words alone
	st["pending"] = t.pending.String()
	st["seats"] = t.seatsText()
	st["thinking"] = t.Thinking()
	st["canHint"] = t.hintOffered()
	st["showValues"], st["analysing"] = t.analysis.on, t.Analysing()
	if p := t.sounds.player; p != nil {
		st["sound"] = !p.Muted
	}
	if t.room != nil {
		st["online"] = t.room.State()
	}
	t.clocksProbe(st)
	if c := t.panel.settings.players.clock; c != nil {
		st["clockChoice"] = c.probe() // the clock WHO PLAYS offers, as a create says it
	}
	if t.overlay.kind == inviteOverlay {
		st["invite"] = t.overlay.invite.Probe()
	}
	if t.overlay.kind == nameOverlay {
		st["name"] = t.overlay.name.Name
	}
	if t.hint != "" {
		st["hint"] = t.hint // the view's own key, when it has one, says the same
	}
	st["review"] = t.review.Probe()
	if m, ok := t.review.At(t.browsing); ok && t.before {
		st["best"] = m.BestText // the best move, marked on the board
	}
	return st
}
