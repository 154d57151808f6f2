//go:build !js

package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
)

// fileHost keeps saved games as files in a folder under the user's config
// directory, and "copies" by writing a file there: the desktop build has no
// clipboard without cgo.
type fileHost struct {
	dir  string
	base string // the game server's site, when given (-server)
}

// DefaultBase is where share links made on the desktop point: the page
// `go run ./wasm` serves, until Parlor is published somewhere.
const DefaultBase = "http://127.0.0.1:8080/"

// newHost is the host of the desktop build: files in
// os.UserConfigDir()/parlor; server, when not "", is the game server's
// site (Base).
func newHost(server string) (*fileHost, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return nil, err
	}
	return &fileHost{dir: filepath.Join(dir, "parlor"), base: server}, nil
}

// file is where key is kept: "record:kalah" in record-kalah.txt.
func (h *fileHost) file(key string) string {
	return filepath.Join(h.dir, strings.NewReplacer(":", "-", "/", "-", "\\", "-").Replace(key)+".txt")
}

// Load reads key's file.
func (h *fileHost) Load(key string) string {
	b, err := os.ReadFile(h.file(key))
	if err != nil {
		return ""
	}
	return string(b)
}

// Store writes key's file, through a temporary file so that a crash never
// leaves half a record; "" removes it.
func (h *fileHost) Store(key, value string) error {
	name := h.file(key)
	if value == "" {
		if err := os.Remove(name); err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
		return nil
	}
	if err := os.MkdirAll(h.dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(h.dir, ".save-*")
	if err != nil {
		return err
	}
	if _, err := tmp.WriteString(value); err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), name)
}

// Base is the server given (-server URL), else $PARLOR_URL when set,
// else DefaultBase.
func (h *fileHost) Base() string {
	if h.base != "" {
		return h.base
	}
	if u := os.Getenv("PARLOR_URL"); u != "" {
		return u
	}
	return DefaultBase
}

// Copy writes text to shared.txt beside the saved games.
func (h *fileHost) Copy(text string) (string, error) {
	if err := h.Store("shared", text); err != nil {
		return "", err
	}
	return "saved in " + h.file("shared"), nil
}

// PrefersReducedMotion is false: the desktop build reads no system
// preference for motion (the player's setting still reduces it).
func (h *fileHost) PrefersReducedMotion() bool { return false }

// pageLink is "": only the browser is opened with a link in its address.
func pageLink() string { return "" }
