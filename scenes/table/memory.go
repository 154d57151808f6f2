package table

import (
	"errors"
	"maps"
)

// MemoryHost is a Host that keeps everything in memory, for tests: a map
// for storage, a clipboard, a fixed base address, and a system preference
// for motion set by hand.
type MemoryHost struct {
	Values    map[string]string
	Clipboard string
	// NoClipboard makes Copy fail, as on a platform without one.
	NoClipboard bool
	// Full, when set, is the error every Store returns, storing nothing:
	// a host whose storage is full or forbidden.
	Full error
	// Site, when set, is the page's address: where links point and the
	// game server is.
	Site string
	// ReducedMotion is the system's preference for reduced motion, as the
	// page's prefers-reduced-motion.
	ReducedMotion bool
}

// NewMemoryHost makes an empty MemoryHost.
func NewMemoryHost() *MemoryHost { return &MemoryHost{Values: map[string]string{}} }

// Load returns the value under key.
func (h *MemoryHost) Load(key string) string { return h.Values[key] }

// Store keeps value under key, or removes key for ""; it fails with Full
// when that is set.
func (h *MemoryHost) Store(key, value string) error {
	if h.Full != nil {
		return h.Full
	}
	if value == "" {
		delete(h.Values, key)
		return nil
	}
	h.Values[key] = value
	return nil
}

// Base is Site, or a fixed address.
func (h *MemoryHost) Base() string {
	if h.Site != "" {
		return h.Site
	}
	return "https://parlor.example/"
}

// Copy puts text on the clipboard.
func (h *MemoryHost) Copy(text string) (string, error) {
	if h.NoClipboard {
		return "", errors.New("there is no clipboard here")
	}
	h.Clipboard = text
	return "on the clipboard", nil
}

// PrefersReducedMotion is ReducedMotion.
func (h *MemoryHost) PrefersReducedMotion() bool { return h.ReducedMotion }

// Snapshot is a copy of the stored values.
func (h *MemoryHost) Snapshot() map[string]string { return maps.Clone(h.Values) }
