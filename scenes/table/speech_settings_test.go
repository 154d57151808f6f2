package table_test

import (
	"fmt"
	"slices"
	"strings"
	"testing"

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
				"radio clock:none No clock [Clock online]", "radio clock:realtime Real time", "radio clock:days Days a move *",
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
