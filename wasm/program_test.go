package main

import (
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"parlor/game/online/postgres/pgtest"
)

// TestMain runs the tests, then stops the PostgreSQL server a test
// started (pgtest) and removes the programs built for them.
//
// The tests that build or run processes of their own (TestRelease, the
// SIGKILL tests) are parallel: they run together once TestBrowser is
// done, as many at once as -parallel allows (GOMAXPROCS by default), each
// with its own addresses, files and database. Most of their time is
// waiting — on the server's pace of 20 messages a second, on a restart —
// while TestRelease's builds keep the cores busy.
func TestMain(m *testing.M) {
	code := pgtest.Main(m)
	for _, p := range []*program{serverProgram, desktopProgram} {
		p.remove()
	}
	os.Exit(code)
}

// The programs the tests run, each built once for the test binary.
var (
	serverProgram  = &program{name: "serve", pkg: ".", what: "the server"}
	desktopProgram = &program{name: "parlor", pkg: "..", what: "the desktop program"}
)

// program is a program the tests run, built by go build the first time a
// test asks for it and shared by every test after: the game server (this
// package) and the desktop program (the module's root). Building costs a
// link of some seconds each time; the tests run it as many processes as
// they like, each with its own address and files.
type program struct {
	name, pkg, what string // the binary's name, the package built (a folder from this one), what it is

	once      sync.Once
	dir, path string // the folder the build is in, and the binary
	err       error
}

// binary builds the program the first time it is asked and returns the
// binary's path; a build that failed fails every test that asks.
func (p *program) binary(t *testing.T) string {
	t.Helper()
	p.once.Do(func() {
		start := time.Now()
		if p.dir, p.err = os.MkdirTemp("", "parlor-test-"+p.name); p.err != nil {
			return
		}
		bin := filepath.Join(p.dir, p.name)
		if out, err := exec.Command("go", "build", "-o", bin, p.pkg).CombinedOutput(); err != nil {
			p.err = fmt.Errorf("%v\n%s", err, out)
			return
		}
		p.path = bin
		t.Logf("%s built in %.1fs, for every test that runs it", p.what, time.Since(start).Seconds())
	})
	if p.err != nil {
		t.Fatalf("building %s: %v", p.what, p.err)
	}
	return p.path
}

// remove removes the build, if there was one.
func (p *program) remove() {
	if p.dir != "" {
		os.RemoveAll(p.dir)
	}
}

// serverBinary returns the server, built once, with a free address and a
// database file of the test's own for it.
func serverBinary(t *testing.T) (bin, addr, db string) {
	t.Helper()
	return serverProgram.binary(t), freeAddr(t), filepath.Join(t.TempDir(), "online.db")
}

// freeAddr is a loopback address no one listens on.
func freeAddr(t *testing.T) string {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	return ln.Addr().String()
}
