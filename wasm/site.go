package main

import (
	"bytes"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"parlor/assets"
	"parlor/game/connectfour/solver/book"
)

//go:embed sw.js
var serviceWorker string

// buildInfo is what the page and its service worker know of the build they
// belong to: its version (a hash of its files) and the sizes of the files,
// for a loading bar with a real total and a cache that is all of one build.
type buildInfo struct {
	Version string `json:"version"`
	Wasm    int64  `json:"wasm"` // main.wasm's bytes
	Gz      int64  `json:"gz"`   // main.wasm.gz's bytes
	// Files are the service worker's files, by the address it asks for
	// (with ?v=version where the page asks so), with their sizes (-1 for
	// unchecked: the page, which names the build itself).
	Files map[string]int64 `json:"files"`
}

// icons are the page's icons: file name, size, and whether maskable.
var icons = []struct {
	name     string
	size     int
	maskable bool
}{
	{"icon-192.png", 192, false},
	{"icon-512.png", 512, false},
	{"icon-maskable.png", 512, true},
}

// buildMark and buildEnd frame the build information in index.html; the
// copy in the module root holds a development stand-in.
const (
	buildMark = "/*build*/"
	buildEnd  = "/*end*/"
)

// writeSite writes what the page needs beside main.wasm and main.wasm.gz:
// the page with its build information, the icons, the web app manifest
// and the service worker.
func writeSite(root, dir string) (buildInfo, error) {
	info := buildInfo{Files: map[string]int64{}}
	h := sha256.New()
	versioned := []string{"main.wasm.gz", "wasm_exec.js", book.File}
	for _, f := range append([]string{"main.wasm"}, versioned...) {
		b, err := os.ReadFile(filepath.Join(dir, f))
		if err != nil {
			return info, err
		}
		h.Write(b)
	}
	page, err := os.ReadFile(filepath.Join(root, "index.html"))
	if err != nil {
		return info, err
	}
	h.Write(page)
	for _, ic := range icons {
		var buf bytes.Buffer
		if err := png.Encode(&buf, assets.DrawIcon(ic.size, ic.maskable)); err != nil {
			return info, err
		}
		if err := os.WriteFile(filepath.Join(dir, ic.name), buf.Bytes(), 0o644); err != nil {
			return info, err
		}
		h.Write(buf.Bytes())
		info.Files[ic.name] = int64(buf.Len())
	}
	info.Version = hex.EncodeToString(h.Sum(nil))[:12]
	for _, f := range versioned {
		fi, err := os.Stat(filepath.Join(dir, f))
		if err != nil {
			return info, err
		}
		info.Files[f+"?v="+info.Version] = fi.Size()
	}
	for f, size := range map[string]*int64{"main.wasm": &info.Wasm, "main.wasm.gz": &info.Gz} {
		fi, err := os.Stat(filepath.Join(dir, f))
		if err != nil {
			return info, err
		}
		*size = fi.Size()
	}

	manifest, err := json.MarshalIndent(map[string]any{
		"name":             "Parlor — classic board games",
		"short_name":       "Parlor",
		"description":      "Classic board games, faithfully played: Can't Stop, Mergers, Yote, Kalah and Connect Four.",
		"start_url":        "./",
		"scope":            "./",
		"display":          "standalone",
		"background_color": "#172230",
		"theme_color":      "#172230",
		"icons": []map[string]string{
			{"src": icons[0].name, "sizes": "192x192", "type": "image/png", "purpose": "any"},
			{"src": icons[1].name, "sizes": "512x512", "type": "image/png", "purpose": "any"},
			{"src": icons[2].name, "sizes": "512x512", "type": "image/png", "purpose": "maskable"},
		},
	}, "", "  ")
	if err != nil {
		return info, err
	}
	if err := os.WriteFile(filepath.Join(dir, "manifest.webmanifest"), manifest, 0o644); err != nil {
		return info, err
	}
	info.Files["manifest.webmanifest"] = int64(len(manifest))

	// The page, with this build's information in place of the stand-in.
	js, err := json.Marshal(struct {
		Version string `json:"version"`
		Wasm    int64  `json:"wasm"`
		Gz      int64  `json:"gz"`
	}{info.Version, info.Wasm, info.Gz})
	if err != nil {
		return info, err
	}
	i, j := bytes.Index(page, []byte(buildMark)), bytes.Index(page, []byte(buildEnd))
	if i < 0 || j < i {
		return info, fmt.Errorf("index.html has no %s…%s block for the build's information", buildMark, buildEnd)
	}
	out := append(append(append([]byte{}, page[:i+len(buildMark)]...), js...), page[j:]...)
	if err := os.WriteFile(filepath.Join(dir, "index.html"), out, 0o644); err != nil {
		return info, err
	}
	info.Files["index.html"] = -1

	all, err := json.Marshal(info)
	if err != nil {
		return info, err
	}
	sw := strings.Replace(serviceWorker, "{{BUILD}}", string(all), 1)
	return info, os.WriteFile(filepath.Join(dir, "sw.js"), []byte(sw), 0o644)
}
