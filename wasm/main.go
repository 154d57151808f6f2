// Command wasm builds Parlor for the browser and serves it.
//
//	go run ./wasm                  build dist/ and serve it on http://127.0.0.1:8080
//	go run ./wasm -addr :9000      serve on another address
//	go run ./wasm -build           build dist/ only, for publishing to any static host
//	go run ./wasm -db FILE         keep the online games in FILE
//	go run ./wasm -db postgres://… keep them in PostgreSQL, shared by any number of servers
//	go run ./wasm -release DIR     write a release to DIR (see release.go)
//	go run ./wasm -version         print the build's version
//
// Beside the site it serves the game server: WebSocket connections to
// /online play the rooms of package online, kept in a SQLite database
// (by default online.db in the user's configuration folder, under
// parlor/) or, with a postgres:// URL, in PostgreSQL, where several
// servers behind one load balancer serve the same rooms. -origins lists the other hosts whose pages may connect;
// -build-none serves dist/ as it is, without building it first.
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
	"flag"
	"fmt"
	"io"
	"log"
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
	"parlor/game/version"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8080", "address to serve on")
	buildOnly := flag.Bool("build", false, "build dist/ and exit without serving")
	out := flag.String("o", "", "output folder (default: dist/ at the module root)")
	noBuild := flag.Bool("build-none", false, "serve the output folder as it is, without building it")
	db := flag.String("db", "", "the database of the online games: an SQLite file, or a postgres:// URL that several servers share (default: online.db in the user's configuration folder, under parlor/)")
	origins := flag.String("origins", "", "other hosts whose pages may play online here, comma-separated (example.com,*.example.org)")
	rel := flag.String("release", "", "write a release to this folder: parlor-server (the site inside), the desktop programs, the site as a folder and a zip, parlor.service and SHA256SUMS")
	stamp := flag.String("version-stamp", "", "the version -release stamps into every binary (default: git describe --always --dirty, else dev)")
	showVersion := flag.Bool("version", false, "print the build's version and exit")
	flag.Parse()
	log.SetFlags(0)
	if *showVersion {
		fmt.Println("parlor-server", version.String())
		return
	}
	if *rel != "" {
		if err := release(*rel, *stamp); err != nil {
			log.Fatal(err)
		}
		return
	}

	var site http.Handler
	if fsys := embeddedSite(); fsys != nil { // parlor-server: never calls go
		h, err := siteHandler(fsys)
		if err != nil {
			log.Fatal(err)
		}
		site = h
		log.Printf("Parlor %s, its site built in", version.String())
	} else {
		dir := *out
		var root string
		if dir == "" || !*noBuild {
			r, err := moduleRoot()
			if err != nil {
				log.Fatal(err)
			}
			root = r
		}
		if dir == "" {
			dir = filepath.Join(root, "dist")
		}
		if !*noBuild {
			start := time.Now()
			if err := build(root, dir); err != nil {
				log.Fatal(err)
			}
			log.Printf("built %s in %.1fs (%s)", dir, time.Since(start).Seconds(), sizes(dir))
		}
		if *buildOnly {
			return
		}
		site = handler(dir)
	}
	rooms, closeRooms, err := gameServer(*db, *origins)
	if err != nil {
		log.Fatal(err)
	}
	ln, err := net.Listen("tcp", *addr)
	if err != nil {
		closeRooms()
		log.Fatal(err)
	}
	mux := http.NewServeMux()
	mux.Handle("/", site)
	mux.Handle("/online", rooms)
	hs := &http.Server{Handler: mux}
	fmt.Printf("Parlor is at http://%s/\n", displayAddr(ln.Addr()))
	go drain(hs, closeRooms)
	if err := hs.Serve(ln); err != http.ErrServerClosed {
		closeRooms()
		log.Fatal(err)
	}
	select {} // drain exits
}

// drain waits for SIGTERM or SIGINT, then stops taking connections, tells
// every client of a room to reconnect (behind a load balancer, to another
// server), lets the store go, and exits. Every move acknowledged is in
// the store already.
func drain(hs *http.Server, closeRooms func()) {
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, os.Interrupt)
	<-sig
	log.Printf("draining: the rooms' clients are told to reconnect")
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
