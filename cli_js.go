//go:build js

package main

import (
	"errors"
	"io"
)

// command has no terminal modes to run in the browser, which keeps the
// arena, the terminal and the solvers' commands out of main.wasm.
func command(mode, name string, rest []string, in io.Reader, out io.Writer) error {
	return errors.New("-" + mode + " runs in the native program, not in the browser")
}
