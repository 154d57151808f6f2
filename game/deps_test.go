//go:build !js

package game_test

import (
	"os/exec"
	"strings"
	"testing"
)

// TestNoEbitengine fails if any rule engine depends on Ebitengine, directly or
// through another package: rules stay pure Go, testable anywhere.
func TestNoEbitengine(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", "parlor/game/...").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.Contains(p, "hajimehoshi/ebiten") {
			t.Errorf("a package under game/ depends on %s", p)
		}
	}
	if !strings.Contains(string(out), "parlor/game/connectfour") {
		t.Errorf("go list did not list the engines:\n%s", out)
	}
}

// given are the packages that read a game's text ("kalah houses=4") — a
// record, a room, its client and its server, the stores — and are given
// the games they work with (a catalog.Catalog) rather than finding them.
var given = []string{
	"parlor/game/catalog",
	"parlor/game/record",
	"parlor/game/online",
	"parlor/game/online/client",
	"parlor/game/online/server",
	"parlor/game/online/sqlstore",
	"parlor/game/online/sqlite",
	"parlor/game/online/postgres",
}

// TestRecordsAndRoomsLinkNoGame fails if a package that is given its games
// depends, directly or through another package, on a game's bot, solver,
// entry, on the list of games (game/games) or on the terminal: a record
// parser, the referee and its server link none of them.
func TestRecordsAndRoomsLinkNoGame(t *testing.T) {
	out, err := exec.Command("go", append([]string{"list", "-f", "{{.ImportPath}} {{join .Deps \" \"}}"}, given...)...).CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	listed := map[string]bool{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		listed[f[0]] = true
		for _, p := range f[1:] {
			if linksAGame(p) {
				t.Errorf("%s depends on %s", f[0], p)
			}
		}
	}
	for _, p := range given {
		if !listed[p] {
			t.Errorf("go list did not list %s:\n%s", p, out)
		}
	}
}

// linksAGame reports whether package p is one that record and online must
// not depend on: a bot, a solver, an entry, a game's command line (its
// terminal view, its solver's command), the list of games or the
// terminal.
func linksAGame(p string) bool {
	if !strings.HasPrefix(p, "parlor/") {
		return false
	}
	if p == "parlor/game/games" || p == "parlor/game/term" || strings.HasPrefix(p, "parlor/game/term/") {
		return true
	}
	for _, part := range strings.Split(p, "/") {
		if part == "bot" || part == "solver" || part == "entry" || part == "cli" {
			return true
		}
	}
	return false
}

// TestLinksAGame checks what linksAGame refuses: a bot, a solver and its
// command, an entry, the list of games, the terminal; not an engine, the
// shared search or the catalog.
func TestLinksAGame(t *testing.T) {
	for p, want := range map[string]bool{
		"parlor/game/kalah/solver/solvecmd": true,
		"parlor/game/yote/bot":              true,
		"parlor/game/mergers/entry":         true,
		"parlor/game/yote/cli":              true,
		"parlor/game/games":                 true,
		"parlor/game/term/view":             true,
		"parlor/game/kalah":                 false,
		"parlor/game/ai":                    false,
		"parlor/game/catalog":               false,
		"example.com/bot":                   false,
	} {
		if linksAGame(p) != want {
			t.Errorf("linksAGame(%s) = %v", p, !want)
		}
	}
}

// TestTheServerLinksNoTerminal fails if the game server's program (wasm:
// go run ./wasm, and parlor-server, the same built for a release) depends
// on the terminal, a game's command line (its terminal view, its solver's
// command), the program's registry of games or the screens: it plays the
// games' rules alone (game/games).
func TestTheServerLinksNoTerminal(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}}", "parlor/wasm").CombinedOutput()
	if err != nil {
		t.Fatalf("go list: %v\n%s", err, out)
	}
	for _, p := range strings.Fields(string(out)) {
		if p == "parlor/game/term" || strings.HasPrefix(p, "parlor/game/term/") || strings.HasSuffix(p, "/cli") ||
			strings.HasSuffix(p, "/solvecmd") || p == "parlor/scenes/registry" || strings.HasPrefix(p, "parlor/scenes") {
			t.Errorf("the server's program depends on %s", p)
		}
	}
	if !strings.Contains(string(out), "parlor/game/games") {
		t.Errorf("go list did not list the server's games:\n%s", out)
	}
}
