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
