//go:build !release

package main

import "io/fs"

// embeddedSite is nil: the developer's command builds the site and serves
// it from a folder; only parlor-server (go build -tags release, see
// embed_release.go) carries it inside.
func embeddedSite() fs.FS { return nil }
