package main

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// releaseUnit checks the release's parlor.service: it holds the hardening
// the service is meant to have, and systemd-analyze verify finds nothing
// to say of it once its ExecStart names the release's parlor-server (it
// checks that the binary is there and runs), nor systemd-analyze security
// an exposure above 2.0.
func releaseUnit(t *testing.T, dir string) {
	b, err := os.ReadFile(filepath.Join(dir, unitName))
	if err != nil {
		t.Fatal(err)
	}
	text := string(b)
	lines := strings.Split(text, "\n")
	for _, want := range []string{
		"ExecStart=" + unitExec + " ",
		"DynamicUser=yes",
		"StateDirectory=parlor",
		"Environment=PARLOR_DB=/var/lib/parlor/online.db",
		"Environment=PARLOR_ADDR=",
		"ProtectSystem=strict",
		"ProtectHome=yes",
		"PrivateTmp=yes",
		"NoNewPrivileges=yes",
		"CapabilityBoundingSet=",
		"SystemCallFilter=@system-service",
		"KillSignal=SIGTERM",
		"Restart=on-failure",
	} {
		found := false
		for _, l := range lines {
			found = found || strings.HasPrefix(l, want)
		}
		if !found {
			t.Errorf("%s has no line %s…", unitName, want)
		}
	}

	tool, err := exec.LookPath("systemd-analyze")
	if err != nil {
		if os.Getenv(noSkipEnv) != "" {
			t.Fatalf("no systemd-analyze and %s is set: install it (apt-get install systemd)", noSkipEnv)
		}
		t.Skip("no systemd-analyze: install it (apt-get install systemd) to check the unit")
	}
	if strings.Count(text, unitExec) != 1 {
		t.Fatalf("%s names %s %d times, want once (ExecStart)", unitName, unitExec, strings.Count(text, unitExec))
	}
	file := filepath.Join(t.TempDir(), unitName)
	here := strings.Replace(text, unitExec, filepath.Join(dir, serverName), 1)
	if err := os.WriteFile(file, []byte(here), 0o644); err != nil {
		t.Fatal(err)
	}
	// verify exits 0 after a warning (an unknown key, one misspelt): any
	// word of it fails the test.
	if out, err := exec.Command(tool, "verify", "--man=no", file).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("systemd-analyze verify %s: %v\n%s", unitName, err, out)
	}
	if out, err := exec.Command(tool, "security", "--offline=yes", "--threshold=20", "--no-pager", file).CombinedOutput(); err != nil {
		t.Errorf("systemd-analyze security: %v (an exposure above 2.0)\n%s", err, out)
	}
}
