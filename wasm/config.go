package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"strings"
	"time"
)

// config is how the server command runs: each field a setting, given by
// a flag, by an environment variable, or by its default — a flag wins
// over the environment, the environment over the default.
type config struct {
	Addr        string
	Build       bool
	Out         string
	BuildNone   bool
	DB          string
	Origins     string
	MetricsAddr string
	LogFormat   string
	LogLevel    string
	DrainDelay  time.Duration
	RPID        string
	DeadAfter   time.Duration

	// The commands, which do something else than serve: print the
	// version, or write a release (release.go) stamped with a version.
	Version      bool
	Release      string
	VersionStamp string
}

// command is a flag that runs a command rather than sets how the server
// runs: it has no environment variable.
type command struct {
	flag  string
	ptr   any // *string or *bool
	usage string
}

// commands are c's commands, in the order -h lists them.
func commands(c *config) []command {
	return []command{
		{flag: "version", ptr: &c.Version, usage: "print the build's version and exit"},
		{flag: "release", ptr: &c.Release, usage: "write a release to this folder: parlor-server (the site inside), the desktop programs, the site as a folder and a zip, parlor.service and SHA256SUMS"},
		{flag: "version-stamp", ptr: &c.VersionStamp, usage: "with -release, the version stamped into every binary (default: git describe --always --dirty, else dev)"},
	}
}

// setting is one of config's fields: its flag, its environment
// variable, its default (shown: how the table says it, when not the
// value itself), what it means, and what it may be.
type setting struct {
	flag, env string
	ptr       any // *string, *bool or *time.Duration
	def       string
	shown     string
	usage     string
	check     func(string) error
}

// settings are c's settings, in the order the table lists them: the one
// place that says them, which -h prints and docs/operating.md copies.
func settings(c *config) []setting {
	return []setting{
		{flag: "addr", env: "PARLOR_ADDR", ptr: &c.Addr, def: "127.0.0.1:8080",
			usage: "address to serve the site and the game server on (`:8080` for every interface)"},
		{flag: "db", env: "PARLOR_DB", ptr: &c.DB, shown: "online.db in the user's configuration folder, under parlor/",
			usage: "the online games' database: an SQLite file, or a postgres:// URL that several servers share"},
		{flag: "origins", env: "PARLOR_ORIGINS", ptr: &c.Origins, shown: "none",
			usage: "other hosts whose pages may play online here, comma-separated (`example.com,*.example.org`)"},
		{flag: "metrics-addr", env: "PARLOR_METRICS_ADDR", ptr: &c.MetricsAddr, shown: "none: /metrics on -addr",
			usage: "a separate address for /metrics, /healthz and /readyz, so that the metrics need not be public"},
		{flag: "log-format", env: "PARLOR_LOG_FORMAT", ptr: &c.LogFormat, def: "text",
			usage: "the log's format on standard error: `text` or `json`", check: oneOf("text", "json")},
		{flag: "log-level", env: "PARLOR_LOG_LEVEL", ptr: &c.LogLevel, def: "info",
			usage: "the least level logged: `debug` (rooms loaded and unloaded too), `info`, `warn` or `error`", check: oneOf("debug", "info", "warn", "error")},
		{flag: "drain-delay", env: "PARLOR_DRAIN_DELAY", ptr: &c.DrainDelay, def: "0s",
			usage: "on SIGTERM, how long /readyz answers 503 before the server stops taking connections (`10s`: time for a load balancer to look)"},
		{flag: "build", env: "PARLOR_BUILD", ptr: &c.Build, def: "false",
			usage: "build the site and exit without serving"},
		{flag: "o", env: "PARLOR_OUT", ptr: &c.Out, shown: "dist/ at the module root",
			usage: "the site's folder: where it is built, and served from"},
		{flag: "build-none", env: "PARLOR_BUILD_NONE", ptr: &c.BuildNone, def: "false",
			usage: "serve the site's folder as it is, without building it (no Go toolchain needed)"},
		{flag: "rp-id", env: "PARLOR_RP_ID", ptr: &c.RPID, shown: "none: no passkeys",
			usage: "the passkeys' relying party: the site's host name as browsers reach it (`parlor.example.com`, or `localhost` to try them), never an IP address; its pages' origin is https:// and it (for localhost, http://localhost and -addr's port too)"},
		{flag: "dead-after", env: "PARLOR_DEAD_AFTER", ptr: &c.DeadAfter, def: "10s",
			usage: "with a postgres:// -db, how long the other servers wait, unheard from, before they take a server for dead (at least `1s`; give every server the same): its players show offline to their friends, its rooms' connections count as gone; each server says it is alive every 3/10 of this"},
	}
}

// oneOf checks that a value is one of vs.
func oneOf(vs ...string) func(string) error {
	return func(v string) error {
		for _, ok := range vs {
			if v == ok {
				return nil
			}
		}
		return fmt.Errorf("%q is not one of %s", v, strings.Join(vs, ", "))
	}
}

// parseConfig reads the settings from the command line args (without the
// program's name) and from the environment, through lookup (os.LookupEnv):
// a flag given wins, then a variable set and not empty, then the
// default. -h writes the table of settings to out and returns
// flag.ErrHelp. A bad value's error names the flag or the variable it
// came from.
func parseConfig(args []string, lookup func(string) (string, bool), out io.Writer) (config, error) {
	var c config
	ss := settings(&c)
	fs := flag.NewFlagSet("parlor-server", flag.ContinueOnError)
	fs.SetOutput(out)
	for _, s := range ss {
		define(fs, s.ptr, s.flag, s.def, s.usage)
	}
	cs := commands(&c)
	for _, cm := range cs {
		define(fs, cm.ptr, cm.flag, "", cm.usage) // off, or empty, by default
	}
	fs.Usage = func() {
		fmt.Fprintf(out, "Usage: go run ./wasm [flags], or parlor-server [flags]\n\nEach flag may be given by its environment variable instead; a flag given wins.\n\n%s\nCommands:\n\n| Flag | Does |\n|---|---|\n", table(ss))
		for _, cm := range cs {
			fmt.Fprintf(out, "| `-%s` | %s |\n", cm.flag, cm.usage)
		}
	}
	if err := fs.Parse(args); err != nil {
		return c, err
	}
	if fs.NArg() > 0 {
		return c, fmt.Errorf("unexpected argument %q: every setting is a flag (-h lists them)", fs.Arg(0))
	}
	from := map[string]string{} // where each setting came from, if not its default
	fs.Visit(func(f *flag.Flag) { from[f.Name] = "-" + f.Name })
	for _, s := range ss {
		if from[s.flag] != "" {
			continue
		}
		v, ok := lookup(s.env)
		if !ok || v == "" {
			continue
		}
		from[s.flag] = s.env
		if err := fs.Set(s.flag, v); err != nil {
			return c, fmt.Errorf("%s=%q: %v", s.env, v, err)
		}
	}
	for _, s := range ss {
		if s.check == nil {
			continue
		}
		v := fs.Lookup(s.flag).Value.String()
		if err := s.check(v); err != nil {
			where := from[s.flag]
			if where == "" {
				where = "the default of -" + s.flag
			}
			return c, fmt.Errorf("%s: %v", where, err)
		}
	}
	if c.DrainDelay < 0 {
		return c, errors.New("the drain delay cannot be negative")
	}
	if c.DeadAfter < time.Second {
		return c, fmt.Errorf("-dead-after %v: a server is taken for dead after 1s at least", c.DeadAfter)
	}
	return c, nil
}

// define defines flag name on fs for ptr (a *string, *bool or
// *time.Duration), its default def written as the flag would take it
// ("true", "10s").
func define(fs *flag.FlagSet, ptr any, name, def, usage string) {
	switch p := ptr.(type) {
	case *string:
		fs.StringVar(p, name, def, usage)
	case *bool:
		fs.BoolVar(p, name, def == "true", usage)
	case *time.Duration:
		d, err := time.ParseDuration(def)
		if err != nil {
			panic(fmt.Sprintf("setting -%s: default %q: %v", name, def, err))
		}
		fs.DurationVar(p, name, d, usage)
	}
}

// table is the settings' table, in Markdown: flag, variable, default,
// meaning.
func table(ss []setting) string {
	var b strings.Builder
	b.WriteString("| Flag | Variable | Default | Meaning |\n|---|---|---|---|\n")
	for _, s := range ss {
		def := s.shown
		if def == "" {
			def = "`" + s.def + "`"
		}
		fmt.Fprintf(&b, "| `-%s` | `%s` | %s | %s |\n", s.flag, s.env, def, s.usage)
	}
	return b.String()
}

// logger is the log the settings ask for, written to w.
func (c config) logger(w io.Writer) *slog.Logger {
	var level slog.Level
	level.UnmarshalText([]byte(c.LogLevel)) // checked by parseConfig
	o := &slog.HandlerOptions{Level: level}
	if c.LogFormat == "json" {
		return slog.New(slog.NewJSONHandler(w, o))
	}
	return slog.New(slog.NewTextHandler(w, o))
}
