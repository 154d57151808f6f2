package lobby

import (
	"context"
	"errors"

	"parlor/game/online"
	"parlor/game/online/client"
	"parlor/game/online/protocol"
	"parlor/scenes/prefs"
	"parlor/scenes/table"
)

// newLobby opens the lobby of site's server: signed in as the profile
// this device keeps for it, or asking a name for a new one.
func newLobby(o opener, site string) *lobby {
	l := &lobby{open: o, site: site, known: map[string]bool{}}
	l.begin()
	return l
}

// begin signs in as the profile the device keeps for the site, or asks
// a name for a new one.
func (l *lobby) begin() {
	key := l.open.host.Load(client.ProfileKey(l.site))
	if key == "" {
		l.askName("")
		return
	}
	l.signIn(key, "", false)
}

// newProfileLink opens the lobby of a profile link's site signed in as
// its profile, kept for the site from now on; when the device keeps
// another profile there, it asks first.
func newProfileLink(o opener, link client.Link) *lobby {
	l := &lobby{open: o, site: link.Site, known: map[string]bool{}, link: true}
	mine := o.host.Load(client.ProfileKey(link.Site))
	if mine == "" || mine == link.Key {
		l.signIn(link.Key, "", true)
		return l
	}
	ch := make(chan signed, 1)
	l.stage, l.swap.key, l.signing = stageSigning, mine, ch
	go func() {
		ctx := context.Background()
		lob, err := client.OpenLobby(ctx, link.Site, link.Key, "")
		s := signed{lob: lob, err: err}
		if err == nil {
			s.mine, _ = profileName(ctx, link.Site, mine)
		}
		ch <- s
	}()
	return l
}

// profileName is the name of the profile whose key is key on site's
// server.
func profileName(ctx context.Context, site, key string) (string, error) {
	conn, err := client.Connect(ctx, site)
	if err != nil {
		return "", err
	}
	defer conn.Close()
	if err := conn.Send(client.SignIn(key)); err != nil {
		return "", err
	}
	m, err := client.Expect[protocol.ProfilePage](conn)
	if err != nil {
		return "", err
	}
	return m.Profile.Name, nil
}

// askName asks the new profile's name, with a note (why) or none.
func (l *lobby) askName(note string) {
	l.stage, l.message = stageName, note
	l.field = table.NameField{Name: l.open.host.Load(prefs.NameKey), Typing: true}
	l.version++
}

// signIn signs in, in the background: as key's profile, or with no key
// as a new profile named name; keep keeps the key for the site once in.
func (l *lobby) signIn(key, name string, keep bool) {
	ch := make(chan signed, 1)
	l.stage, l.keep, l.message, l.signing = stageSigning, keep || key == "", "", ch
	site := l.site
	go func() {
		lob, err := client.OpenLobby(context.Background(), site, key, name)
		ch <- signed{lob: lob, err: err}
	}()
	l.version++
}

// signed takes the sign-in done in the background.
func (l *lobby) signed(s signed) {
	l.signing = nil
	l.version++
	var e *online.Error
	switch {
	case s.err != nil && errors.As(s.err, &e) && e.Code == online.ErrBadToken && l.link:
		l.stage, l.message = stageFailed, "That profile link is not one this server knows: the profile may have been deleted."
		l.alerts.Say(l.message)
	case s.err != nil && errors.As(s.err, &e) && e.Code == online.ErrBadToken:
		l.askName("This server does not know the profile this device kept: it may have been deleted. Choose a name for a new one.")
	case s.err != nil:
		l.stage, l.message = stageFailed, noLobbyServer(l.site, s.err)
		l.alerts.Say(l.message)
	case l.swap.key != "" && s.mine != "": // the device keeps another profile the server knows
		l.swap.lob, l.swap.theirs, l.swap.mine, l.stage = s.lob, s.lob.Me.Name, s.mine, stageSwap
		l.said.Say(swapQuestion(s.lob.Me.Name) + " " + swapNote(s.mine))
	default:
		l.keep = l.keep || l.swap.key != "" // the device's own profile is gone: the link's takes its place
		l.enter(s.lob)
	}
}

// enter shows the lobby signed in as lob, keeping its key if asked to.
func (l *lobby) enter(lob *client.Lobby) {
	l.lob, l.stage, l.swap = lob, stageList, swap{}
	l.sync()
	if l.keep {
		if err := l.open.host.Store(client.ProfileKey(l.site), lob.Key); err != nil {
			l.message = "Your profile could not be kept on this device (" + err.Error() + "): keep its link from your profile page."
			l.alerts.Say(l.message)
		}
		l.keep = false
	}
	if l.open.host.Load(prefs.NameKey) == "" {
		_ = l.open.host.Store(prefs.NameKey, lob.Me.Name) // the name games online go by; a default only
	}
	for _, t := range l.view.tables {
		l.known[t.ID] = true
	}
	l.said.Say("Signed in as " + lob.Me.Name + ". " + l.tablesWords())
}
