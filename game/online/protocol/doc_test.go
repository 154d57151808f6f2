package protocol_test

import (
	"encoding/json"
	"maps"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"parlor/game/games"
	"parlor/game/online"
	"parlor/game/online/protocol"
)

// protocolDoc reads PROTOCOL.md.
func protocolDoc(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// section is the text of PROTOCOL.md's section headed title.
func section(t *testing.T, doc, title string) string {
	t.Helper()
	_, after, ok := strings.Cut(doc, "\n## "+title+"\n")
	if !ok {
		t.Fatalf("PROTOCOL.md has no section %q", title)
	}
	body, _, _ := strings.Cut(after, "\n## ")
	return body
}

// fieldNames are the `names` a table cell lists before any parenthesis
// that explains them.
var fieldName = regexp.MustCompile("`([a-z]+)`")

func cellFields(cell string) []string {
	var names []string
	depth := 0
	start := 0
	for i, r := range cell { // drop what parentheses say
		switch r {
		case '(':
			if depth == 0 {
				for _, m := range fieldName.FindAllStringSubmatch(cell[start:i], -1) {
					names = append(names, m[1])
				}
			}
			depth++
		case ')':
			depth--
			start = i + 1
		}
	}
	if depth == 0 {
		for _, m := range fieldName.FindAllStringSubmatch(cell[start:], -1) {
			names = append(names, m[1])
		}
	}
	return names
}

// TestTheDocumentListsEveryFieldTheServerSends: PROTOCOL.md's table of
// server messages names, for each type, exactly the fields its messages
// carry; and each type's message carries them all, even empty, and no
// other.
func TestTheDocumentListsEveryFieldTheServerSends(t *testing.T) {
	_, lobby, _ := strings.Cut(section(t, protocolDoc(t), "Lobby"), "\nServer → client")
	_, keys := sectionTables(t, keysTitle)
	_, challenges := sectionTables(t, challengesTitle)
	doc := section(t, protocolDoc(t), "Server → client") + lobby + keys + challenges
	row := regexp.MustCompile("(?m)^\\| `([a-z-]+)` \\|(.*?)\\|[^|]*\\|$")
	seen := map[string]bool{}
	for _, m := range row.FindAllStringSubmatch(doc, -1) {
		typ, cell := m[1], m[2]
		r, ok := protocol.Lookup(protocol.Server, typ)
		want := r.Fields()
		if !ok {
			t.Errorf("PROTOCOL.md lists a message %q the server does not send", typ)
			continue
		}
		seen[typ] = true
		got := cellFields(cell)
		if typ == protocol.TypeRooms { // the list's entries' fields follow its name
			got = got[:1]
		}
		if !slices.Equal(sorted(got), sorted(want)) {
			t.Errorf("PROTOCOL.md says %s carries %v; the server sends %v", typ, got, want)
		}
	}
	for _, r := range protocol.Routes {
		typ := r.Type
		if r.From != protocol.Server {
			continue
		}
		if !seen[typ] {
			t.Errorf("PROTOCOL.md does not list the message %q", typ)
		}
		b := protocol.Encode(r.Payload)
		var got map[string]json.RawMessage
		if err := json.Unmarshal(b, &got); err != nil {
			t.Fatalf("%s: %v", b, err)
		}
		keys := slices.DeleteFunc(slices.Collect(maps.Keys(got)), func(k string) bool { return k == "type" })
		if !slices.Equal(sorted(keys), sorted(r.Fields())) {
			t.Errorf("an empty %s is written %s", typ, b)
		}
		for k, v := range got {
			if string(v) == "null" {
				t.Errorf("an empty %s writes %s as null: %s", typ, k, b)
			}
		}
	}
}

// TestTheDocumentListsEveryMessageAClientSends: PROTOCOL.md's tables of
// client messages (Client → server, and the lobby's) name every type the
// routing table routes, and no other; the lobby's are the lobby's.
func TestTheDocumentListsEveryMessageAClientSends(t *testing.T) {
	doc := protocolDoc(t)
	lobby, _, _ := strings.Cut(section(t, doc, "Lobby"), "\nServer → client")
	row := regexp.MustCompile("(?m)^\\| `([a-z-]+)` \\|")
	seen := map[string]protocol.Scope{}
	keys, _ := sectionTables(t, keysTitle)
	challenges, _ := sectionTables(t, challengesTitle)
	for part, text := range map[protocol.Scope]string{protocol.Room: section(t, doc, "Client → server"), protocol.Lobby: lobby + keys + challenges} {
		for _, m := range row.FindAllStringSubmatch(text, -1) {
			seen[m[1]] = part
		}
	}
	for _, r := range protocol.Routes {
		if r.From != protocol.Client {
			continue
		}
		part, ok := seen[r.Type]
		switch {
		case !ok:
			t.Errorf("PROTOCOL.md does not list the client's message %q", r.Type)
		case (part == protocol.Lobby) != (r.Scope == protocol.Lobby):
			t.Errorf("PROTOCOL.md lists %q in the wrong section", r.Type)
		}
		delete(seen, r.Type)
	}
	for typ := range seen {
		if _, ok := protocol.Lookup(protocol.Client, typ); !ok {
			t.Errorf("PROTOCOL.md lists a client's message %q no route has", typ)
		}
	}
}

// TestEmptyListsAreWritten: a welcome with no events, an event with no
// lines, a created with no invites and a rooms with no rooms write [] and
// {}, never leave the field out.
func TestEmptyListsAreWritten(t *testing.T) {
	for _, c := range []struct {
		m    protocol.Message
		want string
	}{
		{protocol.Welcome{}, `"events":[]`},
		{protocol.Welcome{}, `"start":[]`},
		{protocol.Welcome{}, `"players":[]`},
		{protocol.Created{}, `"invites":{}`},
		{protocol.Rooms{}, `"rooms":[]`},
		{protocol.Rooms{Rooms: []protocol.RoomInfo{{Room: "r"}}}, `"players":[]`},
		{protocol.Event{N: 3, Event: online.Event{N: 3, Kind: online.KindResign}}, `"lines":[]`},
		{protocol.Welcome{Events: []online.Event{{N: 1, Kind: online.KindUndo}}}, `"lines":[]`},
		{protocol.UndoAsked{}, `"offer":""`},
		{protocol.Welcome{Seat: -1}, `"seat":-1`},
	} {
		if b := string(protocol.Encode(c.m)); !strings.Contains(b, c.want) {
			t.Errorf("%s: %s has no %s", c.m.Type(), b, c.want)
		}
	}
}

// TestTheDocumentNamesEveryGame: PROTOCOL.md's table of games gives every
// game's canonical text with its defaults, its options and its seats.
func TestTheDocumentNamesEveryGame(t *testing.T) {
	doc := section(t, protocolDoc(t), "Games")
	for _, g := range games.All() {
		o := g.Defaults()
		if !strings.Contains(doc, "| `"+o.String()+"` |") {
			t.Errorf("PROTOCOL.md does not give %s's canonical text %q", g.Title, o.String())
		}
		for _, p := range g.Params {
			if !strings.Contains(doc, "`"+p.Name+"`") {
				t.Errorf("PROTOCOL.md does not name %s's option %s", g.Title, p.Name)
			}
		}
		for _, v := range g.Variants() {
			for _, s := range v.Seats() {
				if !strings.Contains(doc, s) && !strings.HasPrefix(s, "Player ") {
					t.Errorf("PROTOCOL.md does not name %s's seat %s", g.Title, s)
				}
			}
		}
		for _, name := range strings.FieldsFunc(o.LevelNames(), func(r rune) bool { return r == ',' || r == ' ' }) {
			if name != "or" && !strings.Contains(doc, "`"+name+"`") {
				t.Errorf("PROTOCOL.md does not name %s's level %s", g.Title, name)
			}
		}
	}
}

func sorted(s []string) []string {
	s = slices.Clone(s)
	slices.Sort(s)
	return s
}

// sectionTables are the table of client messages of PROTOCOL.md's section
// titled title, and its table of server messages with what follows.
func sectionTables(t *testing.T, title string) (client, server string) {
	t.Helper()
	client, server, _ = strings.Cut(section(t, protocolDoc(t), title), "\nServer → client")
	return client, server
}
