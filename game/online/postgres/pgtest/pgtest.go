//go:build !js

// Package pgtest runs a throwaway PostgreSQL server for tests, from the
// binaries of Debian's postgresql package: initdb in a temporary folder,
// pg_ctl start on a free loopback port, and at the end pg_ctl stop and
// the folder removed. A test binary starts at most one, the first time a
// test asks for a database, and each test gets a database of its own.
//
// Without PostgreSQL a test that asks for it skips, saying why; with
// PARLOR_NO_SKIP set, it fails instead.
package pgtest

import (
	"context"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"slices"
	"strconv"
	"sync"
	"syscall"
	"testing"

	"github.com/jackc/pgx/v5"
)

// noSkipEnv names the variable that turns a skip for a missing PostgreSQL
// into a failure.
const noSkipEnv = "PARLOR_NO_SKIP"

// binEnv names the variable that may name the folder of PostgreSQL's
// binaries (initdb, pg_ctl); by default the newest under
// /usr/lib/postgresql, else what pg_config says, else $PATH.
const binEnv = "PARLOR_PG_BIN"

// server is the test binary's PostgreSQL server.
type server struct {
	dir, bin string
	port     int
	cred     *syscall.Credential // the user it runs as, when this is root
	dbs      int
	err      error
}

var (
	once sync.Once
	srv  server
	mu   sync.Mutex
)

// Main runs the tests and stops the server if one was started: call it
// from TestMain, os.Exit(pgtest.Main(m)).
func Main(m *testing.M) int {
	code := m.Run()
	if srv.dir != "" {
		srv.stop()
	}
	return code
}

// URL is the address of a new, empty database on the test binary's
// PostgreSQL server ("postgres://parlor@127.0.0.1:port/dbN"), dropped
// when t ends. The test skips if PostgreSQL is not installed (fails with
// PARLOR_NO_SKIP set), and fails if it does not start.
func URL(t testing.TB) string {
	t.Helper()
	once.Do(srv.start)
	if srv.err != nil {
		if errors.Is(srv.err, errMissing) {
			if os.Getenv(noSkipEnv) != "" {
				t.Fatalf("PostgreSQL is needed (%s is set): %v; apt-get install postgresql", noSkipEnv, srv.err)
			}
			t.Skipf("PostgreSQL is not installed (apt-get install postgresql): %v", srv.err)
		}
		t.Fatalf("the test's PostgreSQL: %v", srv.err)
	}
	mu.Lock()
	srv.dbs++
	name := fmt.Sprintf("db%d", srv.dbs)
	mu.Unlock()
	if err := srv.exec(t.Context(), "CREATE DATABASE "+name); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := srv.exec(context.Background(), "DROP DATABASE "+name+" WITH (FORCE)"); err != nil {
			t.Errorf("dropping the test's database: %v", err)
		}
	})
	return srv.url(name)
}

// Stop stops the server with an immediate shutdown (as a crash would),
// and Start starts it again on the same folder and port: for tests of the
// database going away. Only after URL.
func Stop(t testing.TB) {
	t.Helper()
	if err := srv.ctl("stop", "-m", "immediate"); err != nil {
		t.Fatal(err)
	}
}

// Start starts the server Stop stopped.
func Start(t testing.TB) {
	t.Helper()
	if err := srv.ctl("start", "-w", "-t", startWait, "-l", filepath.Join(srv.dir, "log"), "-o", srv.options()); err != nil {
		t.Fatal(err)
	}
}

func (s *server) url(db string) string {
	return fmt.Sprintf("postgres://parlor@127.0.0.1:%d/%s?sslmode=disable", s.port, db)
}

// exec runs one statement on the server's maintenance database.
func (s *server) exec(ctx context.Context, sql string) error {
	conn, err := pgx.Connect(ctx, s.url("postgres"))
	if err != nil {
		return err
	}
	defer conn.Close(context.Background())
	_, err = conn.Exec(ctx, sql)
	return err
}

var errMissing = errors.New("no initdb and pg_ctl found")

// start makes a cluster in a temporary folder and starts it.
func (s *server) start() {
	if s.bin, s.err = binaries(); s.err != nil {
		return
	}
	if s.dir, s.err = os.MkdirTemp("", "parlor-pg-"); s.err != nil {
		return
	}
	if os.Geteuid() == 0 { // PostgreSQL does not run as root
		if s.cred, s.err = postgresUser(); s.err != nil {
			return
		}
		if s.err = os.Chown(s.dir, int(s.cred.Uid), int(s.cred.Gid)); s.err != nil {
			return
		}
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		s.err = err
		return
	}
	s.port = ln.Addr().(*net.TCPAddr).Port
	ln.Close()
	data := filepath.Join(s.dir, "data")
	if s.err = s.run("initdb", "-D", data, "-U", "parlor", "-A", "trust", "-E", "UTF8", "--no-instructions"); s.err != nil {
		return
	}
	s.err = s.ctl("start", "-w", "-t", startWait, "-l", filepath.Join(s.dir, "log"), "-o", s.options())
}

// startWait is how many seconds pg_ctl waits for the server to start
// (its default is 60): generous, for a busy machine.
const startWait = "600"

// options are the server's: loopback only, its socket in its folder.
func (s *server) options() string {
	return fmt.Sprintf("-p %d -c listen_addresses=127.0.0.1 -k %s -c max_connections=300", s.port, s.dir)
}

// ctl runs pg_ctl on the cluster.
func (s *server) ctl(args ...string) error {
	return s.run("pg_ctl", append([]string{"-D", filepath.Join(s.dir, "data")}, args...)...)
}

// stop stops the server and removes its folder.
func (s *server) stop() {
	s.ctl("stop", "-m", "fast")
	os.RemoveAll(s.dir)
}

// run runs one of PostgreSQL's programs, as the postgres user when this
// is root.
func (s *server) run(name string, args ...string) error {
	cmd := exec.Command(filepath.Join(s.bin, name), args...)
	cmd.Dir = s.dir
	if s.cred != nil {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: s.cred}
	}
	if out, err := cmd.CombinedOutput(); err != nil {
		log, _ := os.ReadFile(filepath.Join(s.dir, "log"))
		return fmt.Errorf("%s: %v\n%s\n%s", name, err, out, log)
	}
	return nil
}

// binaries finds the folder of initdb and pg_ctl.
func binaries() (string, error) {
	has := func(dir string) bool {
		for _, b := range []string{"initdb", "pg_ctl"} {
			if _, err := os.Stat(filepath.Join(dir, b)); err != nil {
				return false
			}
		}
		return true
	}
	if dir := os.Getenv(binEnv); dir != "" {
		if has(dir) {
			return dir, nil
		}
		return "", fmt.Errorf("%w in %s (%s)", errMissing, dir, binEnv)
	}
	dirs, _ := filepath.Glob("/usr/lib/postgresql/*/bin")
	slices.SortFunc(dirs, func(a, b string) int { // the newest version first
		va, _ := strconv.Atoi(filepath.Base(filepath.Dir(a)))
		vb, _ := strconv.Atoi(filepath.Base(filepath.Dir(b)))
		return vb - va
	})
	if out, err := exec.Command("pg_config", "--bindir").Output(); err == nil {
		dirs = append(dirs, string(out[:len(out)-1]))
	}
	if p, err := exec.LookPath("initdb"); err == nil {
		dirs = append(dirs, filepath.Dir(p))
	}
	for _, d := range dirs {
		if has(d) {
			return d, nil
		}
	}
	return "", errMissing
}

// postgresUser is the credential of the postgres user the package made.
func postgresUser() (*syscall.Credential, error) {
	u, err := user.Lookup("postgres")
	if err != nil {
		return nil, fmt.Errorf("running as root, and no postgres user to run PostgreSQL as: %w", err)
	}
	uid, _ := strconv.Atoi(u.Uid)
	gid, _ := strconv.Atoi(u.Gid)
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}, nil
}
