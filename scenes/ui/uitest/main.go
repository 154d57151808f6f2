// Package uitest is the harness for testing scenes built on parlor/scenes/ui:
// an offscreen Screen that ticks a scene with scripted input and reads back
// what it drew, and the TestMain machinery that runs a package's tests inside
// Ebitengine's game loop.
package uitest

import (
	"errors"
	"fmt"
	"os"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// noSkipEnv names the variable that turns every skip for a missing display
// into a failure.
const noSkipEnv = "PARLOR_NO_SKIP"

// displayErr is why the scene tests cannot run, or nil when they run inside
// Ebitengine's game loop.
var displayErr error

// runner runs the package's tests inside the game loop's first Update, where
// images can be drawn and read back.
type runner struct {
	m    *testing.M
	code int
	ran  bool
}

func (r *runner) Update() error {
	if !r.ran {
		r.ran = true
		r.code = r.m.Run()
	}
	return ebiten.Termination
}
func (r *runner) Draw(*ebiten.Image)         {}
func (r *runner) Layout(int, int) (int, int) { return 64, 64 }

// Main runs a package's tests inside Ebitengine's game loop and exits; call
// it from TestMain. Without a display the tests run anyway, and those that
// draw skip through NeedDisplay; with PARLOR_NO_SKIP set, a missing display
// fails instead.
func Main(m *testing.M) {
	r := &runner{m: m}
	ebiten.SetWindowSize(64, 64)
	ebiten.SetWindowTitle("Parlor scene tests")
	ebiten.SetRunnableOnUnfocused(true)
	err := ebiten.RunGame(r)
	if r.ran {
		os.Exit(r.code)
	}
	if err == nil {
		err = errors.New("the game loop ended before the tests ran")
	}
	displayErr = err
	if os.Getenv(noSkipEnv) != "" {
		fmt.Fprintf(os.Stderr, "scene tests need a display (%s is set): %v\n", noSkipEnv, err)
		os.Exit(1)
	}
	os.Exit(m.Run())
}

// NeedDisplay skips a test or benchmark that draws when there is no display
// (Main found none).
func NeedDisplay(t testing.TB) {
	t.Helper()
	if displayErr != nil {
		t.Skipf("no display for Ebitengine (run under xvfb-run): %v", displayErr)
	}
}
