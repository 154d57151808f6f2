//go:build release

package main

import (
	"embed"
	"io/fs"
)

// site is the site parlor-server serves, built by go run ./wasm -release
// and mapped into embed/site by go build -overlay (or put there by hand
// before go build -tags release).
//
//go:embed all:embed/site
var site embed.FS

// embeddedSite is the site built into this binary.
func embeddedSite() fs.FS {
	sub, err := fs.Sub(site, "embed/site")
	if err != nil {
		panic(err) // embed/site is the embedded folder: fs.Sub cannot refuse it
	}
	return sub
}
