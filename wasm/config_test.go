package main

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
)

// TestConfigPrecedence: a flag given wins over its environment variable,
// a variable set over the default; an empty variable is unset; a bad
// value is refused, naming the flag or the variable it came from.
func TestConfigPrecedence(t *testing.T) {
	defaults, err := parseConfig(nil, func(string) (string, bool) { return "", false }, &bytes.Buffer{})
	if err != nil {
		t.Fatal(err)
	}
	if defaults.Addr != "127.0.0.1:8080" || defaults.LogFormat != "text" || defaults.LogLevel != "info" || defaults.DB != "" || defaults.BuildNone || defaults.DrainDelay != 0 || defaults.DeadAfter != 10*time.Second {
		t.Fatalf("the defaults: %+v", defaults)
	}
	for _, c := range []struct {
		name string
		args []string
		env  map[string]string
		want func(config) bool
		err  string // in the error; "" for none
	}{
		{"default", nil, nil, func(c config) bool { return c == defaults }, ""},
		{"variable over default", nil, map[string]string{"PARLOR_ADDR": ":9000", "PARLOR_DB": "postgres://db/parlor", "PARLOR_ORIGINS": "a.org,b.org"},
			func(c config) bool {
				return c.Addr == ":9000" && c.DB == "postgres://db/parlor" && c.Origins == "a.org,b.org"
			}, ""},
		{"flag over variable", []string{"-addr", ":9001", "-db=x.db"}, map[string]string{"PARLOR_ADDR": ":9000", "PARLOR_DB": "postgres://db/parlor"},
			func(c config) bool { return c.Addr == ":9001" && c.DB == "x.db" }, ""},
		{"flag over default, variable of another", []string{"-log-format", "json"}, map[string]string{"PARLOR_METRICS_ADDR": "127.0.0.1:9100"},
			func(c config) bool {
				return c.LogFormat == "json" && c.MetricsAddr == "127.0.0.1:9100" && c.Addr == defaults.Addr
			}, ""},
		{"an empty variable is unset", nil, map[string]string{"PARLOR_ADDR": "", "PARLOR_LOG_FORMAT": ""},
			func(c config) bool { return c == defaults }, ""},
		{"booleans and durations", nil, map[string]string{"PARLOR_BUILD_NONE": "true", "PARLOR_BUILD": "0", "PARLOR_DRAIN_DELAY": "15s"},
			func(c config) bool { return c.BuildNone && !c.Build && c.DrainDelay == 15*time.Second }, ""},
		{"a flag false over a variable true", []string{"-build-none=false"}, map[string]string{"PARLOR_BUILD_NONE": "true"},
			func(c config) bool { return !c.BuildNone }, ""},
		{"every variable", nil, map[string]string{"PARLOR_OUT": "site", "PARLOR_LOG_LEVEL": "debug", "PARLOR_BUILD": "true"},
			func(c config) bool { return c.Out == "site" && c.LogLevel == "debug" && c.Build }, ""},
		{"a bad variable is named", nil, map[string]string{"PARLOR_LOG_FORMAT": "xml"}, nil, "PARLOR_LOG_FORMAT"},
		{"a bad boolean variable is named", nil, map[string]string{"PARLOR_BUILD_NONE": "maybe"}, nil, "PARLOR_BUILD_NONE"},
		{"a bad duration variable is named", nil, map[string]string{"PARLOR_DRAIN_DELAY": "soon"}, nil, "PARLOR_DRAIN_DELAY"},
		{"a bad flag is named", []string{"-log-level", "loud"}, map[string]string{"PARLOR_LOG_LEVEL": "debug"}, nil, "-log-level"},
		{"a good flag hides a bad variable", []string{"-log-format", "text"}, map[string]string{"PARLOR_LOG_FORMAT": "xml"},
			func(c config) bool { return c.LogFormat == "text" }, ""},
		{"no arguments but flags", []string{"serve"}, nil, nil, "unexpected argument"},
		{"an unknown flag", []string{"-port", "80"}, nil, nil, "-port"},
		{"a server taken for dead sooner", nil, map[string]string{"PARLOR_DEAD_AFTER": "2s"},
			func(c config) bool { return c.DeadAfter == 2*time.Second }, ""},
		{"a server taken for dead too soon", []string{"-dead-after", "500ms"}, nil, nil, "-dead-after"},
	} {
		t.Run(c.name, func(t *testing.T) {
			lookup := func(k string) (string, bool) {
				v, ok := c.env[k]
				return v, ok
			}
			got, err := parseConfig(c.args, lookup, &bytes.Buffer{})
			switch {
			case c.err != "" && (err == nil || !strings.Contains(err.Error(), c.err)):
				t.Fatalf("parseConfig(%q, %v) = %+v, %v; want an error naming %s", c.args, c.env, got, err, c.err)
			case c.err == "" && err != nil:
				t.Fatalf("parseConfig(%q, %v): %v", c.args, c.env, err)
			case c.err == "" && !c.want(got):
				t.Fatalf("parseConfig(%q, %v) = %+v", c.args, c.env, got)
			}
		})
	}
}

// TestConfigTable: every setting has a flag and a PARLOR_ variable of
// its own; -h prints the table of settings, and docs/operating.md holds
// the same table, whole.
func TestConfigTable(t *testing.T) {
	var c config
	flags, envs := map[string]bool{}, map[string]bool{}
	for _, s := range settings(&c) {
		want := "PARLOR_" + strings.ToUpper(strings.ReplaceAll(s.flag, "-", "_"))
		if s.flag == "o" {
			want = "PARLOR_OUT"
		}
		if s.env != want || flags[s.flag] || envs[s.env] {
			t.Errorf("-%s has the variable %s (want %s, each once)", s.flag, s.env, want)
		}
		flags[s.flag], envs[s.env] = true, true
	}
	var help bytes.Buffer
	if _, err := parseConfig([]string{"-h"}, func(string) (string, bool) { return "", false }, &help); !errors.Is(err, flag.ErrHelp) {
		t.Fatalf("-h: %v", err)
	}
	tab := table(settings(&c))
	if !strings.Contains(help.String(), tab) {
		t.Errorf("-h prints\n%s\nnot the table\n%s", help.String(), tab)
	}
	doc, err := os.ReadFile(filepath.Join("..", "docs", "operating.md"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(doc), tab) {
		t.Errorf("docs/operating.md does not hold the table of settings as -h prints it:\n%s", tab)
	}
}

// TestRPOrigins: the passkeys' origins are https:// and the relying
// party, and for localhost http://localhost at the site's port too; none
// without a relying party.
func TestRPOrigins(t *testing.T) {
	for _, c := range []struct {
		id, addr string
		want     []string
	}{
		{"", ":8080", nil},
		{"parlor.example.com", ":8080", []string{"https://parlor.example.com"}},
		{"localhost", "127.0.0.1:8080", []string{"https://localhost", "http://localhost:8080"}},
		{"localhost", ":9000", []string{"https://localhost", "http://localhost:9000"}},
	} {
		if got := rpOrigins(c.id, c.addr); !slices.Equal(got, c.want) {
			t.Errorf("rpOrigins(%q, %q) = %q, want %q", c.id, c.addr, got, c.want)
		}
	}
}
