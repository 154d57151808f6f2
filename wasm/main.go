// Command wasm builds Parlor for the browser and serves it.
//
//	go run ./wasm                  build dist/ and serve it on http://127.0.0.1:8080
//	go run ./wasm -addr :9000      serve on another address
//	go run ./wasm -build           build dist/ only, for publishing to any static host
//	go run ./wasm -db FILE         keep the online games in FILE
//	go run ./wasm -db postgres://… keep them in PostgreSQL, shared by any number of servers
//	go run ./wasm -h               the table of settings: each flag, its PARLOR_… variable, its default
//	go run ./wasm -release DIR     write a release to DIR (see release.go)
//	go run ./wasm -version         print the build's version
//
// Beside the site it serves the game server: WebSocket connections to
// /online play the rooms of package online, kept in a SQLite database
// (by default online.db in the user's configuration folder, under
// parlor/) or, with a postgres:// URL, in PostgreSQL, where several
// servers behind one load balancer serve the same rooms. -origins lists the other hosts whose pages may connect;
// -build-none serves dist/ as it is, without building it first. Every flag
// may be given by an environment variable instead (PARLOR_ADDR,
// PARLOR_DB, …: config.go, docs/operating.md); a flag given wins.
//
// For operators it serves /healthz (the process answers), /readyz (the
// store answers; 503 while draining) and Prometheus's /metrics (on
// -metrics-addr if given), and logs through log/slog (-log-format json).
//
// parlor-server, the server -release writes, is this command with the site
// built into it: it serves that site, never builds one, and ignores -build,
// -build-none and -o.
//
// dist/ holds index.html (with the build's version and file sizes),
// main.wasm, main.wasm.gz (which the page fetches and unpacks itself, so
// that any static host sends the small file; this server also sends it for
// main.wasm to browsers that accept gzip), wasm_exec.js, connectfour.book
// (the opening book, fetched when first needed), and what makes the page
// an installable app that plays offline: manifest.webmanifest, the icons
// and sw.js, the service worker.
package main

import (
	"compress/gzip"
	"errors"
	"flag"
	"fmt"
	"io"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"parlor/game/connectfour/solver/book"
	"parlor/game/online/server"
	"parlor/game/version"
)

func main() {
	c, err := parseConfig(os.Args[1:], os.LookupEnv, os.Stderr)
	if errors.Is(err, flag.ErrHelp) {
		return
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(2)
	}
	if c.Version {
		fmt.Println("parlor-server", version.String())
		return
	}
	logger := c.logger(os.Stderr)
	fatal := func(err error) {
		logger.Error(err.Error())
		os.Exit(1)
	}
	if c.Release != "" {
		if err := release(c.Release, c.VersionStamp); err != nil {
			fatal(err)
		}
		return
	}

	var site http.Handler
	if fsys := embeddedSite(); fsys != nil { // parlor-server: never calls go
		h, err := siteHandler(fsys)
		if err != nil {
			fatal(err)
		}
		site = h
		logger.Info("Parlor, its site built in", "version", version.String())
	} else {
		dir := c.Out
		var root string
		if dir == "" || !c.BuildNone {
			r, err := moduleRoot()
			if err != nil {
				fatal(err)
			}
			root = r
		}
		if dir == "" {
			dir = filepath.Join(root, "dist")
		}
		if !c.BuildNone {
			start := time.Now()
			if err := build(root, dir); err != nil {
				fatal(err)
			}
			logger.Info("built the site", "dir", dir, "seconds", fmt.Sprintf("%.1f", time.Since(start).Seconds()), "sizes", sizes(dir))
		}
		if c.Build {
			return
		}
		site = handler(dir)
	}
	reg := metricsRegistry()
	metrics, err := server.NewMetrics(reg)
	if err != nil {
		fatal(err)
	}
	rooms, closeRooms, err := gameServer(c, logger, metrics)
	if err != nil {
		fatal(err)
	}
	ln, err := net.Listen("tcp", c.Addr)
	if err != nil {
		closeRooms()
		fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/", site)
	mux.Handle("/online", rooms)
	ops := opsMux(rooms, reg, c.MetricsAddr == "")
	mux.Handle("/healthz", ops)
	mux.Handle("/readyz", ops)
	if c.MetricsAddr == "" {
		mux.Handle("/metrics", ops)
	} else {
		mln, err := net.Listen("tcp", c.MetricsAddr)
		if err != nil {
			closeRooms()
			fatal(err)
		}
		logger.Info("metrics served apart", "url", "http://"+displayAddr(mln.Addr())+"/metrics")
		go func() {
			if err := (&http.Server{Handler: opsMux(rooms, reg, true)}).Serve(mln); err != nil {
				logger.Error("serving the metrics", "err", err)
			}
		}()
	}
	hs := &http.Server{Handler: mux, ErrorLog: slog.NewLogLogger(logger.Handler(), slog.LevelWarn)}
	fmt.Printf("Parlor is at http://%s/\n", displayAddr(ln.Addr()))
	go drain(hs, rooms, closeRooms, c.DrainDelay, logger)
	if err := hs.Serve(ln); err != http.ErrServerClosed {
		closeRooms()
		fatal(err)
	}
	select {} // drain exits
}

// drain waits for SIGTERM or SIGINT, then says it is not ready (/readyz
// answers 503) for delay, stops taking connections, tells every client
// of a room to reconnect (behind a load balancer, to another server),
// lets the store go, and exits. Every move acknowledged is in the store
// already.
func drain(hs *http.Server, rooms *server.Server, closeRooms func(), delay time.Duration, logger *slog.Logger) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
	<-sig
	rooms.Drain()
	logger.Info("draining: not ready; the rooms' clients are told to reconnect", "delay", delay.String())
	time.Sleep(delay)
	hs.SetKeepAlivesEnabled(false)
	ln := make(chan struct{})
	go func() { hs.Close(); close(ln) }()
	closeRooms()
	<-ln
	time.Sleep(200 * time.Millisecond) // the close frames on their way
	os.Exit(0)
}

// displayAddr makes a listening address clickable: an unspecified host
// becomes 127.0.0.1.
func displayAddr(a net.Addr) string {
	host, port, err := net.SplitHostPort(a.String())
	if err != nil {
		return a.String()
	}
	if ip := net.ParseIP(host); ip == nil || ip.IsUnspecified() {
		host = "127.0.0.1"
	}
	return net.JoinHostPort(host, port)
}

// moduleRoot is the folder holding Parlor's go.mod.
func moduleRoot() (string, error) {
	out, err := exec.Command("go", "env", "GOMOD").Output()
	if err != nil {
		return "", fmt.Errorf("go env GOMOD: %w", err)
	}
	mod := strings.TrimSpace(string(out))
	if mod == "" || mod == os.DevNull {
		return "", fmt.Errorf("run this inside the Parlor module")
	}
	return filepath.Dir(mod), nil
}

// build compiles Parlor to WebAssembly and writes the site to dir.
func build(root, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wasm := filepath.Join(dir, "main.wasm")
	cmd := exec.Command("go", "build", "-trimpath", "-ldflags=-s -w", "-o", wasm, ".")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return fmt.Errorf("building main.wasm: %w", err)
	}
	goroot, err := exec.Command("go", "env", "GOROOT").Output()
	if err != nil {
		return fmt.Errorf("go env GOROOT: %w", err)
	}
	execJS := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec.js")
	if _, err := os.Stat(execJS); err != nil {
		execJS = filepath.Join(strings.TrimSpace(string(goroot)), "misc", "wasm", "wasm_exec.js")
	}
	for src, dst := range map[string]string{
		execJS: "wasm_exec.js",
		// The opening book, fetched by the page only when the Perfect
		// level or the values first need it.
		filepath.Join(root, "game", "connectfour", "solver", "book", "classic.book"): book.File,
	} {
		if err := copyFile(src, filepath.Join(dir, dst)); err != nil {
			return err
		}
	}
	if err := gzipFile(wasm, wasm+".gz"); err != nil {
		return err
	}
	_, err = writeSite(root, dir)
	return err
}

func copyFile(src, dst string) error {
	b, err := os.ReadFile(src)
	if err != nil {
		return err
	}
	return os.WriteFile(dst, b, 0o644)
}

func gzipFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	zw, err := gzip.NewWriterLevel(out, gzip.BestCompression)
	if err != nil {
		out.Close()
		return err
	}
	if _, err := io.Copy(zw, in); err != nil {
		out.Close()
		return err
	}
	if err := zw.Close(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// sizes describes the wasm's size, raw and gzipped, in MiB.
func sizes(dir string) string {
	var s []string
	for _, f := range []string{"main.wasm", "main.wasm.gz"} {
		if fi, err := os.Stat(filepath.Join(dir, f)); err == nil {
			s = append(s, fmt.Sprintf("%s %.2f MiB", f, float64(fi.Size())/(1<<20)))
		}
	}
	return strings.Join(s, ", ")
}

// handler serves dir, sending main.wasm gzipped to browsers that accept it.
func handler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		if strings.HasSuffix(r.URL.Path, ".webmanifest") {
			w.Header().Set("Content-Type", "application/manifest+json")
		}
		if r.URL.Path == "/main.wasm" {
			w.Header().Set("Content-Type", "application/wasm")
			gz := filepath.Join(dir, "main.wasm.gz")
			if _, err := os.Stat(gz); err == nil && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Set("Vary", "Accept-Encoding")
				http.ServeFile(w, r, gz)
				return
			}
		}
		files.ServeHTTP(w, r)
	})
}
