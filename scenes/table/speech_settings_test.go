package table_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"parlor/scenes/prefs"
	"parlor/scenes/ui"
)

// formLines writes a settings form a control a line: its kind, id, label,
// and what it holds ("radio seat:1:person Person [Who plays Red] *").
func formLines(form []ui.Action) []string {
	kinds := map[ui.Kind]string{ui.KindButton: "button", ui.KindRadio: "radio", ui.KindCheck: "check", ui.KindNumber: "number"}
	var lines []string
	for _, a := range form {
		l := kinds[a.Kind] + " " + a.ID + " " + a.Label
		if a.Group != "" {
			l += " [" + a.Group + "]"
		}
		if a.Kind == ui.KindNumber {
			l += fmt.Sprintf(" =%s %d..%d", a.Value, a.Min, a.Max)
		}
		if a.Pressed {
			l += " *"
		}
		if a.Disabled {
			l += " (disabled)"
		}
		lines = append(lines, l)
	}
	return lines
}

// seatRadios are the lines of a seat's radio group, name its seat's name
// and chosen its chosen word.
func seatRadios(n int, name, chosen string, levels ...string) []string {
	who := append([]string{"person", "invite"}, levels...)
	var lines []string
	for i, w := range who {
		l := fmt.Sprintf("radio seat:%d:%s %s", n, w, ui.Sentence(w))
		if i == 0 {
			l += " [Who plays " + name + "]"
		}
		if w == chosen {
			l += " *"
		}
		lines = append(lines, l)
	}
	return lines
}

// TestSettingsForm checks the settings as a form, in the canvas's order:
// an option's choices as radios under its title, a number as a spin
// button, All people from three seats, a seat's radio group by its name,
// and the apply button, disabled until a setting changes; a seat invited
// adds the checkbox of hints online and the clock's radios.
func TestSettingsForm(t *testing.T) {
	levels := []string{"easy", "medium", "hard"}
	mergers := slices.Concat(levels, []string{"expert"})
	apply := "button apply New game with these settings (disabled)"
	for _, tc := range []struct {
		options, seats string
		act            []string // done through the form first
		want           [][]string
	}{
		{"kalah houses=6 seeds=4", "person medium", nil, [][]string{
			{"number set:houses Houses =6 1..12", "number set:seeds Seeds =4 1..12"},
			seatRadios(1, "South", "person", slices.Concat(levels, []string{"perfect"})...),
			seatRadios(2, "North", "medium", slices.Concat(levels, []string{"perfect"})...),
			{apply}}},
		{"mergers mode=simple players=2", "person medium", nil, [][]string{
			{"radio set:mode:simple Simple [Game] *", "radio set:mode:advanced Advanced",
				"radio set:players:2 2 [Players] *", "radio set:players:3 3", "radio set:players:4 4", "radio set:players:5 5", "radio set:players:6 6"},
			seatRadios(1, "Player 1", "person", mergers...),
			seatRadios(2, "Player 2", "medium", mergers...),
			{apply}}},
		{"mergers mode=simple players=2", "person person person", []string{"set:mode:advanced", "set:players:3"}, [][]string{
			{"radio set:mode:simple Simple [Game]", "radio set:mode:advanced Advanced *",
				"radio set:players:2 2 [Players]", "radio set:players:3 3 *", "radio set:players:4 4", "radio set:players:5 5", "radio set:players:6 6",
				"button all-people All people [Who plays] (disabled)"},
			seatRadios(1, "Player 1", "person", mergers...),
			seatRadios(2, "Player 2", "person", mergers...),
			seatRadios(3, "Player 3", "person", mergers...),
			{"button apply New game with these settings"}}},
		{"connectfour rules=classic first=1", "person invite", []string{"clock:days"}, [][]string{
			{"radio set:rules:growing Growing [Rules]", "radio set:rules:classic Classic *",
				"radio set:first:1 Red [First to play] *", "radio set:first:2 Yellow"},
			seatRadios(1, "Red", "person", slices.Concat(levels, []string{"perfect"})...),
			seatRadios(2, "Yellow", "invite", slices.Concat(levels, []string{"perfect"})...),
			{"check helps Hints and values online",
				"radio clock:none No clock [Clock online]", "radio clock:realtime Real-time", "radio clock:days Days a move *",
				"radio clock-days:1 1 day [Days a move]", "radio clock-days:2 2 days", "radio clock-days:3 3 days *", "radio clock-days:5 5 days", "radio clock-days:7 7 days",
				"button apply Invite and start"}}},
	} {
		t.Run(tc.options+" "+tc.seats, func(t *testing.T) {
			st := seat(t, tc.options, tc.seats, quick)
			for _, id := range tc.act {
				if !st.tb.ActSettings(id) {
					t.Fatalf("%s is not the form's", id)
				}
			}
			got, want := formLines(st.tb.SettingsForm()), slices.Concat(tc.want...)
			if !slices.Equal(got, want) {
				t.Errorf("the form is\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
			}
		})
	}
}

// clickSetting clicks the canvas's control name ("mode:advanced",
// "seat:2:hard", "apply") in the panel, or in the settings' overlay when
// the panel has no room for the settings.
func (st *setting) clickSetting(name string) {
	if name != "apply" {
		st.setSeat(name)
		return
	}
	if _, ok := st.s.Scene().Targets()[name]; !ok {
		st.s.Click("settings")
	}
	st.s.Click(name)
}

// TestSettingsFormDoesWhatTheCanvasDoes sets advanced Mergers for three
// players, two of them the computer, mid-game, on two tables: one by the
// canvas's clicks, one by the form alone. After each control the pending
// settings and the seats are the same; apply asks first on both, and the
// new games are the same game, their settings and seats kept alike.
func TestSettingsFormDoesWhatTheCanvasDoes(t *testing.T) {
	canvas := seat(t, "mergers mode=simple players=2", everyone, quick)
	form := seat(t, "mergers mode=simple players=2", everyone, quick)
	for _, st := range []*setting{canvas, form} {
		st.decide(t, 1)
	}
	for _, step := range []struct{ click, act string }{
		{"mode:advanced", "set:mode:advanced"},
		{"players:3", "set:players:3"},
		{"seat:2:hard", "seat:2:hard"},
		{"seat:3:easy", "seat:3:easy"},
		{"apply", "apply"},
	} {
		canvas.clickSetting(step.click)
		if !form.tb.ActSettings(step.act) {
			t.Fatalf("%s is not the form's", step.act)
		}
		form.s.Idle(1, -1, -1)
		for _, k := range []string{"pending", "seats", "options", "overlay"} {
			if c, f := canvas.s.State(k), form.s.State(k); c != f {
				t.Fatalf("after %s the form's %s is %v, the canvas's %v", step.act, k, f, c)
			}
		}
	}
	if got := form.s.State("overlay"); got != "confirm" {
		t.Fatalf("apply mid-game did not ask first: overlay %q", got)
	}
	for _, st := range []*setting{canvas, form} {
		st.s.Click("confirm")
		st.s.Settle()
	}
	const want = "mergers mode=advanced players=3"
	for _, k := range []string{"options", "seats", "overlay"} {
		if c, f := canvas.s.State(k), form.s.State(k); c != f {
			t.Errorf("the new game's %s is %v by the form, %v by the canvas", k, f, c)
		}
	}
	if got := form.s.State("options"); got != want || form.s.State("seats") != "person hard easy" {
		t.Errorf("the form's new game is %v with seats %v, want %s with person hard easy", got, form.s.State("seats"), want)
	}
	for _, key := range []string{prefs.SettingsKey("mergers"), prefs.SeatsKey("mergers")} {
		if c, f := canvas.host.Load(key), form.host.Load(key); c != f {
			t.Errorf("%s kept %q by the form, %q by the canvas", key, f, c)
		}
	}
}

// TestSettingsFormRefuses checks what the form does not do: a number the
// game does not allow is refused and said, the pending settings kept; an
// apply disabled (nothing changed, or settings that cannot start a game)
// starts nothing; a control not on offer (a seat the game has not, the
// choices of a game online while no seat is invited, any control while
// another overlay is open) is ignored. The game under way is never
// touched.
func TestSettingsFormRefuses(t *testing.T) {
	for _, tc := range []struct {
		name           string
		options, seats string
		before         []string // the form's controls done first
		click          string   // a canvas click then
		id             string
		note           string // what is said, "" for nothing
	}{
		{name: "a number over the most", options: "kalah houses=6 seeds=4", id: "set:houses=13", note: "Houses must be from 1 to 12, not 13."},
		{name: "a number under the least", options: "kalah houses=6 seeds=4", id: "set:seeds=0", note: "Seeds must be from 1 to 12, not 0."},
		{name: "not a number", options: "kalah houses=6 seeds=4", id: "set:houses=six", note: `Houses must be a number from 1 to 12, not "six".`},
		{name: "a choice as a number", options: "mergers mode=simple players=2", id: "set:players=3"},
		{name: "apply unchanged", options: "kalah houses=6 seeds=4", id: "apply"},
		{name: "apply with a problem", options: "mergers mode=simple players=2", before: []string{"set:mode:advanced"}, id: "apply"},
		{name: "a seat the game has not", options: "connectfour rules=classic first=1", id: "seat:3:easy"},
		{name: "a level the game has not", options: "connectfour rules=classic first=1", id: "seat:2:expert"},
		{name: "the clock, no seat invited", options: "connectfour rules=classic first=1", id: "clock:days"},
		{name: "hints online, no seat invited", options: "connectfour rules=classic first=1", id: "helps"},
		{name: "days a move, the clock in real time", options: "connectfour rules=classic first=1", before: []string{"seat:2:invite", "clock:realtime"}, id: "clock-days:3"},
		{name: "another overlay open", options: "kalah houses=6 seeds=4", click: "rules", id: "set:houses=5"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			st := seat(t, tc.options, "person person", quick)
			st.decide(t, 1)
			for _, id := range tc.before {
				st.tb.ActSettings(id)
			}
			if tc.click != "" {
				st.s.Click(tc.click)
			}
			st.s.Idle(1, -1, -1)
			m, rec := st.tb.Match(), st.tb.Match().Text()
			before := fmt.Sprint(st.s.State("pending"), st.s.State("seats"), st.s.State("overlay"), st.host.Load(prefs.ClockKey), st.host.Load(prefs.HelpsKey))
			if !st.tb.ActSettings(tc.id) {
				t.Fatalf("%s is not the form's", tc.id)
			}
			st.s.Idle(1, -1, -1)
			after := fmt.Sprint(st.s.State("pending"), st.s.State("seats"), st.s.State("overlay"), st.host.Load(prefs.ClockKey), st.host.Load(prefs.HelpsKey))
			if after != before {
				t.Errorf("%s changed the settings from %s to %s", tc.id, before, after)
			}
			if st.tb.Match() != m || m.Text() != rec {
				t.Errorf("%s touched the game", tc.id)
			}
			if got := st.s.State("note"); got != tc.note {
				t.Errorf("%s said %q, want %q", tc.id, got, tc.note)
			}
			if tc.note == "" {
				return
			}
			// Said at once, and again when refused again.
			for range 2 {
				told := st.tb.Speech().AlertsTold
				st.tb.ActSettings(tc.id)
				sp := st.tb.Speech()
				if sp.AlertsTold != told+1 || sp.Alerts[len(sp.Alerts)-1] != tc.note {
					t.Errorf("%s refused: alerts %q (%d told, %d before)", tc.id, sp.Alerts, sp.AlertsTold, told)
				}
			}
		})
	}
}

// TestSettingsFormOnline checks the choices of a game online, offered
// while a seat is invited: hints online as a checkbox that ticks and
// unticks, and the clock's mode, minutes, seconds and days, each kept as
// the canvas keeps them.
func TestSettingsFormOnline(t *testing.T) {
	st := seat(t, "connectfour rules=classic first=1", "person medium", quick)
	for _, step := range []struct {
		id           string
		helps, clock string
	}{
		{"seat:2:invite", "", ""},
		{"helps", "on", ""},
		{"clock:realtime", "on", "5+3"},
		{"clock-base:60", "on", "1+3"},
		{"clock-increment:0", "on", "1+0"},
		{"clock-base:15", "on", "1/4+0"},
		{"helps", "", "1/4+0"},
		{"clock:days", "", "3d"},
		{"clock-days:7", "", "7d"},
		{"clock:none", "", ""},
	} {
		if !st.tb.ActSettings(step.id) {
			t.Fatalf("%s is not the form's", step.id)
		}
		st.s.Idle(1, -1, -1)
		if h, c := st.host.Load(prefs.HelpsKey), st.host.Load(prefs.ClockKey); h != step.helps || c != step.clock {
			t.Fatalf("after %s hints are %q and the clock %q, want %q and %q", step.id, h, c, step.helps, step.clock)
		}
		form := st.tb.SettingsForm()
		pressed := slices.ContainsFunc(form, func(a ui.Action) bool { return a.ID == step.id && a.Pressed })
		if step.id != "helps" && !pressed {
			t.Errorf("after %s the form does not show it chosen", step.id)
		}
		if got := st.s.State("clockChoice"); got != step.clock && !(step.clock == "" && got == "none") {
			t.Errorf("after %s the canvas's clock shows %v, want %q", step.id, got, step.clock)
		}
	}
}

// TestSettingsKeyFollowsTheForm checks that whatever changes the form
// changes the settings' key, which the speech's cache is keyed on: a form
// changed under an unchanged key would never reach the reader.
func TestSettingsKeyFollowsTheForm(t *testing.T) {
	st := seat(t, "connectfour rules=classic first=1", "person medium", quick)
	for _, id := range []string{"set:rules:growing", "set:first:2", "seat:2:hard", "seat:2:invite", "helps", "clock:realtime", "clock-base:60", "clock-increment:10", "clock:days", "clock-days:5", "seat:2:easy"} {
		form, key := fmt.Sprint(st.tb.SettingsForm()), st.tb.SettingsKey()
		st.tb.ActSettings(id)
		if fmt.Sprint(st.tb.SettingsForm()) == form {
			t.Fatalf("%s did not change the form", id)
		}
		if st.tb.SettingsKey() == key {
			t.Errorf("%s changed the form, not the key %q", id, key)
		}
	}
}
