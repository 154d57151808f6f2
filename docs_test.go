package main

import (
	"context"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"parlor/game/games"
)

// The docs' commands: README.md and docs/*.md show commands of two
// programs, this one (go run . …, parlor …, and a mode on its own such as
// -quick GAME -online URL) and the server (go run ./wasm …). Every flag a
// command names must be one the program takes, as the program itself says
// (its -h); a fenced block marked "sh runnable" is run, and must exit 0.

// programs knows the flags the two programs take, asking each.
type programs struct {
	wasm map[string]bool            // the flags of go run ./wasm
	help map[string]map[string]bool // the flags of this program's "-mode name", by mode and name
}

// rootFlags are the flags this program's mode takes with name, read from
// what "-mode name -h" prints (with no mode, the flags parlor -h names
// after "parlor ": the window's and the modes): the flags its help lists, or, where it
// refuses -h, the flags its refusal names. A name that is no game (GAME,
// a link, a file) stands for any game: the flags of every game together.
func (p *programs) rootFlags(mode, name string) map[string]bool {
	if mode == "" { // the window's flags, and the modes: what parlor -h names after "parlor "
		if p.help[""] == nil {
			var out strings.Builder
			p.help[""] = map[string]bool{}
			if err := run([]string{"-h"}, strings.NewReader(""), &out, &out); err == nil {
				for _, m := range usageFlag.FindAllStringSubmatch(out.String(), -1) {
					p.help[""][m[1]] = true
				}
			}
		}
		return p.help[""]
	}
	names := []string{name}
	if _, err := games.Lookup(name); err != nil {
		names = nil
		for _, g := range games.All() {
			names = append(names, g.ID)
		}
	}
	all := map[string]bool{}
	for _, n := range names {
		key := mode + " " + n
		if p.help[key] == nil {
			var out strings.Builder
			set := map[string]bool{}
			if err := run([]string{"-" + mode, n, "-h"}, strings.NewReader(""), &out, &out); err != nil {
				for _, m := range namedFlag.FindAllStringSubmatch(err.Error(), -1) {
					set[m[1]] = m[1] != mode
				}
			} else {
				for _, m := range helpFlag.FindAllStringSubmatch(out.String(), -1) {
					set[m[1]] = true
				}
			}
			p.help[key] = set
		}
		for f, ok := range p.help[key] {
			all[f] = all[f] || ok
		}
	}
	return all
}

// check says what is wrong with c's flags, if anything.
func (p *programs) check(c docCommand) error {
	args := c.args
	if c.program == "./wasm" {
		return unknownFlags(args, p.wasm, "go run ./wasm")
	}
	switch {
	case len(args) == 0 || len(args) == 1 && isHelp(args[0]):
		return nil
	case isMode(strings.SplitN(args[0], "=", 2)[0]):
		mode, name, rest, ok := modeArgs(args)
		if !ok || strings.HasPrefix(name, "-") { // "-solve" alone, or "-arena -solitaire"
			mode, name, rest = strings.TrimLeft(args[0], "-"), "", args[1:]
		}
		return unknownFlags(rest, p.rootFlags(mode, name), "parlor -"+mode+" "+name)
	}
	return unknownFlags(args, p.rootFlags("", ""), "parlor")
}

// unknownFlags names the flags among args that known lacks.
func unknownFlags(args []string, known map[string]bool, program string) error {
	var bad []string
	for _, a := range args {
		if f := flagName(a); f != "" && !known[f] && f != "h" && f != "help" {
			bad = append(bad, "-"+f)
		}
	}
	if len(bad) == 0 {
		return nil
	}
	var takes []string
	for f, ok := range known {
		if ok {
			takes = append(takes, "-"+f)
		}
	}
	slices.Sort(takes)
	return fmt.Errorf("%s does not take %s (it takes %s)", program, strings.Join(bad, ", "), strings.Join(takes, " "))
}

// build builds the package pkg of this module into dir and returns the
// program's path.
func build(t *testing.T, goCmd, dir, pkg string) string {
	t.Helper()
	bin := filepath.Join(dir, "parlor-"+strings.Trim(pkg, "./"))
	if out, err := exec.Command(goCmd, "build", "-o", bin, pkg).CombinedOutput(); err != nil {
		t.Fatalf("go build %s: %v\n%s", pkg, err, out)
	}
	return bin
}

// docPages are README.md and docs/*.md, by name.
func docPages(t *testing.T) map[string]string {
	t.Helper()
	names, err := filepath.Glob("docs/*.md")
	if err != nil {
		t.Fatal(err)
	}
	pages := map[string]string{}
	for _, name := range append(names, "README.md") {
		b, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		pages[name] = string(b)
	}
	return pages
}

// need is the path of the tool name, skipping the test without it
// (failing with PARLOR_NO_SKIP set).
func need(t *testing.T, name, why string) string {
	t.Helper()
	path, err := exec.LookPath(name)
	if err != nil {
		if os.Getenv("PARLOR_NO_SKIP") != "" {
			t.Fatalf("%s is needed %s: %v", name, why, err)
		}
		t.Skipf("%s is needed %s: %v", name, why, err)
	}
	return path
}

func TestTheDocsCommandsAreFound(t *testing.T) {
	fence := "```"
	for _, c := range []struct {
		name, text string
		want       []docCommand
		runnable   int
	}{
		{"prompts: output lines and comments left out",
			fence + "sh\n$ printf 'S3\\n' | go run . -text kalah -houses 4   # a comment\nvalue +6\nparlor -text yote\n$ go run ./wasm -addr :9000\n" + fence,
			[]docCommand{{program: ".", args: []string{"-text", "kalah", "-houses", "4"}}, {program: "./wasm", args: []string{"-addr", ":9000"}}}, 0},
		{"no prompts: every line, variables and quotes",
			fence + "sh\ngo run ./wasm -build   # writes dist/\nPARLOR_DB=x go run . -open 'http://h/#join=1'\napt-get install xvfb\n" + fence,
			[]docCommand{{program: "./wasm", args: []string{"-build"}}, {program: ".", args: []string{"-open", "http://h/#join=1"}}}, 0},
		{"redirections and continued lines",
			fence + "sh runnable\ngo run . -text connectfour \\\n  -ai 1=easy </dev/null > out.txt 2>&1\n" + fence,
			[]docCommand{{program: ".", args: []string{"-text", "connectfour", "-ai", "1=easy"}}}, 1},
		{"inline code over two lines, and a mode alone",
			"run `go run ./wasm -addr 0.0.0.0:8080 -db\n'postgres://p'` or `-quick GAME\n-online URL`, not `-load FILE` nor `go test ./wasm -args -browser.long`",
			[]docCommand{{program: "./wasm", args: []string{"-addr", "0.0.0.0:8080", "-db", "postgres://p"}}, {program: ".", args: []string{"-quick", "GAME", "-online", "URL"}}}, 0},
		{"a block that is not sh",
			fence + "\ngo run . -text kalah\n" + fence + "\n" + fence + "order kalah\nparlor -text kalah\n" + fence,
			nil, 0},
	} {
		got, blocks := docCommands("page.md", c.text)
		for i := range got {
			got[i].where = ""
		}
		if !slices.EqualFunc(got, c.want, func(a, b docCommand) bool {
			return a.program == b.program && slices.Equal(a.args, b.args)
		}) {
			t.Errorf("%s: found %q, want %q", c.name, got, c.want)
		}
		if len(blocks) != c.runnable {
			t.Errorf("%s: %d runnable blocks, want %d", c.name, len(blocks), c.runnable)
		}
	}
}

// TestEveryFlagTheDocsNameExists: every flag of every command README.md
// and docs/*.md show is one its program takes, by the program's own -h.
func TestEveryFlagTheDocsNameExists(t *testing.T) {
	goCmd := need(t, "go", "to build go run ./wasm and ask it its flags")
	t.Setenv("XDG_CONFIG_HOME", t.TempDir()) // -quick and -profile look for the device's keys
	wasm := build(t, goCmd, t.TempDir(), "./wasm")
	help, _ := exec.Command(wasm, "-h").CombinedOutput() // -h exits 0 or 2 as the flag package decides
	p := &programs{wasm: map[string]bool{}, help: map[string]map[string]bool{}}
	for _, re := range []*regexp.Regexp{helpFlag, tableFlag} { // the flag package's list, or the settings' table
		for _, m := range re.FindAllStringSubmatch(string(help), -1) {
			p.wasm[m[1]] = true
		}
	}
	if !p.wasm["addr"] || !p.wasm["db"] {
		t.Fatalf("go run ./wasm -h lists no -addr or -db: read as %v from\n%s", p.wasm, help)
	}

	t.Run("a flag that is not there", func(t *testing.T) {
		page := "```sh\n$ go run . -text kalah -houses 4 -no-such 1\n$ go run ./wasm -addr :1 -no-such2\n```\n" +
			"`parlor -verify FILE -salt HEX -no-such3`, `go run . -unknown x`, `-arena GAME -a easy -b hard -no-such4`"
		cmds, _ := docCommands("page.md", page)
		var errs []string
		for _, c := range cmds {
			if err := p.check(c); err != nil {
				errs = append(errs, err.Error())
			}
		}
		for _, want := range []string{"-no-such (", "-no-such2 (", "-no-such3 (", "parlor does not take -unknown (", "-no-such4 ("} {
			if !slices.ContainsFunc(errs, func(e string) bool { return strings.Contains(e, want) }) {
				t.Errorf("no error names %q; errors:\n%s", want, strings.Join(errs, "\n"))
			}
		}
		if len(errs) != 5 {
			t.Errorf("%d errors, want 5:\n%s", len(errs), strings.Join(errs, "\n"))
		}
	})

	pages := docPages(t)
	seen := map[string]int{}
	for _, name := range slices.Sorted(maps.Keys(pages)) {
		cmds, _ := docCommands(name, pages[name])
		for _, c := range cmds {
			seen[c.program]++
			if err := p.check(c); err != nil {
				t.Errorf("%s: %v", c.where, err)
			}
		}
	}
	t.Logf("checked %d commands of go run . (parlor) and %d of go run ./wasm", seen["."], seen["./wasm"])
	if seen["."] == 0 || seen["./wasm"] == 0 {
		t.Errorf("the docs show %d commands of go run . and %d of go run ./wasm: the search for them is broken", seen["."], seen["./wasm"])
	}
}

// TestTheRunnableCommandsOfTheDocsRun runs every block marked "sh
// runnable" in README.md and docs/*.md, each in a folder of its own, with
// go run . and parlor as this program built: each must exit 0.
func TestTheRunnableCommandsOfTheDocsRun(t *testing.T) {
	goCmd := need(t, "go", "to build the program the docs run")
	sh := need(t, "sh", "to run the docs' commands")
	bin := build(t, goCmd, t.TempDir(), ".")
	pages := docPages(t)
	runs := 0
	for name, text := range pages {
		_, blocks := docCommands(name, text)
		for _, b := range blocks {
			runs++
			script := "set -e\nparlor() { \"$PARLOR_BIN\" \"$@\"; }\n"
			for _, l := range b.lines {
				if strings.Contains(l, "go run ./wasm") {
					t.Errorf("%s: go run ./wasm serves until stopped: not runnable", b.where)
				}
				script += goRunRoot.ReplaceAllString(l, "parlor$1") + "\n"
			}
			ctx, cancel := context.WithTimeout(context.Background(), 10*time.Minute)
			cmd := exec.CommandContext(ctx, sh, "-c", script)
			cmd.Dir = t.TempDir()
			cmd.Env = append(os.Environ(), "PARLOR_BIN="+bin)
			out, err := cmd.CombinedOutput()
			cancel()
			if err != nil {
				t.Errorf("%s: %v\n%s\nprinted\n%s", b.where, err, script, out)
			}
		}
	}
	if runs == 0 {
		t.Error("no block of the docs is marked sh runnable: keep a few quick ones that this test runs")
	}
}
