package clock_test

import (
	"maps"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"

	"parlor/game/clock"
	"parlor/game/online"
	"parlor/game/online/protocol"
)

// validClocks is every text a client may send as "clock", by the grammar
// of PROTOCOL.md's Time controls, stated apart from the parser: each with
// the text the server writes back for it.
func validClocks() map[string]string {
	valid := map[string]string{"": "", "none": ""}
	bases := map[string]string{
		"1/4": "1/4", "0.25": "1/4", "1/2": "1/2", "0.5": "1/2",
		"1": "1", "2": "2", "3": "3", "5": "5", "10": "10", "15": "15", "30": "30",
	}
	for base, back := range bases {
		for inc := range 31 {
			valid[base+"+"+strconv.Itoa(inc)] = back + "+" + strconv.Itoa(inc)
		}
	}
	for _, d := range []string{"1", "2", "3", "5", "7"} {
		valid[d+"d"] = d + "d"
	}
	return valid
}

// TestTheDocumentsGrammarIsValidClocks: the grammar PROTOCOL.md gives for
// "clock" spells exactly validClocks, the texts the fuzz holds the parser
// to.
func TestTheDocumentsGrammarIsValidClocks(t *testing.T) {
	_, block, _ := strings.Cut(protocolSection(t, "Time controls"), "\n```\n")
	block, _, ok := strings.Cut(block, "\n```\n")
	if !ok {
		t.Fatal("PROTOCOL.md's Time controls have no grammar")
	}
	rules := map[string][][]string{} // each rule's alternatives, each a list of terms
	for line := range strings.Lines(block) {
		name, body, ok := strings.Cut(line, "=")
		if !ok {
			t.Fatalf("not a rule: %q", line)
		}
		for alt := range strings.SplitSeq(body, "|") {
			rules[strings.TrimSpace(name)] = append(rules[strings.TrimSpace(name)], strings.Fields(alt))
		}
	}
	var spell func(name string) []string
	spell = func(name string) []string {
		alts := rules[name]
		if len(alts) == 0 {
			t.Fatalf("no rule %q", name)
		}
		var texts []string
		for i, alt := range alts {
			if len(alt) == 1 && alt[0] == "…" { // the numbers between the alternatives either side
				from, _ := strconv.Atoi(strings.Trim(alts[i-1][0], `"`))
				to, _ := strconv.Atoi(strings.Trim(alts[i+1][0], `"`))
				for n := from + 1; n < to; n++ {
					texts = append(texts, strconv.Itoa(n))
				}
				continue
			}
			seq := []string{""}
			for _, term := range alt {
				parts := []string{strings.Trim(term, `"`)}
				if !strings.HasPrefix(term, `"`) {
					parts = spell(term)
				}
				var next []string
				for _, a := range seq {
					for _, b := range parts {
						next = append(next, a+b)
					}
				}
				seq = next
			}
			texts = append(texts, seq...)
		}
		return texts
	}
	doc, valid := spell("clock"), validClocks()
	for _, s := range doc {
		if _, ok := valid[s]; !ok {
			t.Errorf("PROTOCOL.md's grammar spells %q, validClocks has not", s)
		}
		delete(valid, s)
	}
	for _, s := range slices.Sorted(maps.Keys(valid)) {
		t.Errorf("validClocks has %q, PROTOCOL.md's grammar does not spell it", s)
	}
}

// badClocks are texts near the grammar that it does not take: the ones
// issue 47 found taken, and others like them.
var badClocks = []string{
	" 5+3", "5+3 ", "05+03", "5++3", "5+-0", "+3d", "3D", "NONE",
	"None", " none", "5+03", "5 +3", "5+3\n", "+5+3", "5+3+0", "-5+3", "5.0+3", "0.50+0", ".5+0",
	"¼+0", "½+0", "1/4", "1/2", "0.25", "0.5", "5", "3", "d", "+", "5+", "+3", "3 d", "03d", "+3d", "3dd",
	"4+0", "5+31", "5+100", "4d", "0d", "10d", "0+0", "9007199254740993+0", "5+9223372036854775808",
	"fast", "1/3+1",
}

func TestTimeControlsReadAsTheyAreWritten(t *testing.T) {
	for _, c := range []struct {
		in, out, label string
	}{
		{"", "", "No clock"},
		{"none", "", "No clock"},
		{"5+3", "5+3", "5 min + 3 s"},
		{"1/4+0", "1/4+0", "¼ min"},
		{"0.25+0", "1/4+0", "¼ min"},
		{"0.5+2", "1/2+2", "½ min + 2 s"},
		{"1/2+30", "1/2+30", "½ min + 30 s"},
		{"30+0", "30+0", "30 min"},
		{"3d", "3d", "3 days a move"},
		{"1d", "1d", "1 day a move"},
	} {
		tc, err := clock.Parse(c.in)
		if err != nil || tc.String() != c.out || tc.Label() != c.label {
			t.Errorf("ParseTimeControl(%q) = %q, %q, %v; want %q, %q", c.in, tc.String(), tc.Label(), err, c.out, c.label)
		}
	}
}

// TestEveryValidClockReadsAndWritesBack: each text of the grammar is
// read, written back as the server writes it, and that reads as the same
// control.
func TestEveryValidClockReadsAndWritesBack(t *testing.T) {
	valid := validClocks()
	if len(valid) != 2+11*31+5 {
		t.Fatalf("the grammar gives %d texts", len(valid))
	}
	for in, out := range valid {
		tc, err := clock.Parse(in)
		if err != nil || tc.String() != out {
			t.Errorf("ParseTimeControl(%q) = %q, %v; want %q", in, tc.String(), err, out)
			continue
		}
		if back, err := clock.Parse(out); err != nil || back != tc {
			t.Errorf("%q reads as %+v, written back %q reads as %+v (%v)", in, tc, out, back, err)
		}
	}
}

// TestAClockOutsideTheGrammarIsRefused: ParseTimeControl refuses each of
// badClocks, and so does the protocol: create, open and quick with one are
// bad-message.
func TestAClockOutsideTheGrammarIsRefused(t *testing.T) {
	for _, s := range badClocks {
		if tc, err := clock.Parse(s); err == nil {
			t.Errorf("ParseTimeControl(%q) took it as %q", s, tc)
		}
		seats := []string{online.SeatYou, online.SeatInvite}
		for _, m := range []protocol.Message{
			protocol.Create{Game: "kalah", Seats: seats, Clock: s},
			protocol.Open{Game: "kalah", Seats: seats, Clock: s},
			protocol.Quick{Game: "kalah", Clock: s},
		} {
			b, err := protocol.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			if _, e := protocol.Decode(b); e == nil || e.Code != online.ErrBadMessage {
				t.Errorf("%s with the clock %q: %v, want %s", m.Type(), s, e, online.ErrBadMessage)
			}
		}
	}
}

// TestANullClockIsNone: "clock": null in create, open and quick is no
// clock, as "" and a missing clock are; a clock that is not text is
// bad-message.
func TestANullClockIsNone(t *testing.T) {
	for _, typ := range []string{protocol.TypeCreate, protocol.TypeOpen, protocol.TypeQuick} {
		for _, c := range []struct {
			clock string // the JSON of "clock", "" for none
			ok    bool
		}{
			{`null`, true},
			{`""`, true},
			{``, true},
			{`"5+3"`, true},
			{`5`, false},
			{`{}`, false},
			{`["5+3"]`, false},
		} {
			b := `{"type":"` + typ + `","game":"kalah","seats":["you","invite"]`
			if c.clock != "" {
				b += `,"clock":` + c.clock
			}
			b += `}`
			m, e := protocol.Decode([]byte(b))
			switch {
			case !c.ok && (e == nil || e.Code != online.ErrBadMessage):
				t.Errorf("%s: %v, want %s", b, e, online.ErrBadMessage)
			case c.ok && e != nil:
				t.Errorf("%s: %v", b, e)
			case c.ok && c.clock != `"5+3"` && clockOf(m) != "":
				t.Errorf("%s: the clock is %q, want none", b, clockOf(m))
			}
		}
	}
}

// clockOf is the clock of a create, an open or a quick.
func clockOf(m protocol.Message) string {
	switch m := m.(type) {
	case protocol.Create:
		return m.Clock
	case protocol.Open:
		return m.Clock
	case protocol.Quick:
		return m.Clock
	}
	return ""
}

// FuzzParseTimeControl: any text is read or refused without a panic; the
// texts read are exactly those of the grammar (validClocks), each written
// back as the server writes it.
func FuzzParseTimeControl(f *testing.F) {
	for _, s := range append([]string{"", "none", "5+3", "1/4+0", "0.5+30", "3d", "7d"}, badClocks...) {
		f.Add(s)
	}
	valid := validClocks()
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := clock.Parse(s)
		out, ok := valid[s]
		switch {
		case err == nil && !ok:
			t.Fatalf("%q is not of the grammar, read as %q", s, tc)
		case err != nil && ok:
			t.Fatalf("%q is of the grammar, refused: %v", s, err)
		case err == nil && tc.String() != out:
			t.Fatalf("%q written back as %q, want %q", s, tc, out)
		case tc.Timed() && tc.Start() <= 0:
			t.Fatalf("%q: a clock with no time", s)
		}
	})
}

// protocolSection is the text of the section headed title in the
// protocol's document (protocol/PROTOCOL.md).
func protocolSection(t *testing.T, title string) string {
	t.Helper()
	b, err := os.ReadFile("../online/protocol/PROTOCOL.md")
	if err != nil {
		t.Fatal(err)
	}
	_, after, ok := strings.Cut(string(b), "\n## "+title+"\n")
	if !ok {
		t.Fatalf("PROTOCOL.md has no section %q", title)
	}
	body, _, _ := strings.Cut(after, "\n## ")
	return body
}
