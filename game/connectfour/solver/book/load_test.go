//go:build !js

package book

import "testing"

// TestLoad checks that the book built into the program reads back and
// holds positions.
func TestLoad(t *testing.T) {
	b := Load()
	if b == nil || b.Len() == 0 {
		t.Fatalf("the built-in book is %v", b)
	}
	if Load() != b {
		t.Error("the book is read again on every call")
	}
}
