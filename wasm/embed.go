package main

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"io/fs"
	"net/http"
	"strings"
)

// siteHandler serves the site in fsys, sending main.wasm gzipped to
// browsers that accept it. Its files carry no times when embedded, so
// each gets an ETag of its content instead, for browsers to revalidate
// without fetching again: the hashes are taken once, here.
func siteHandler(fsys fs.FS) (http.Handler, error) {
	tags := map[string]string{}
	err := fs.WalkDir(fsys, ".", func(name string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		f, err := fsys.Open(name)
		if err != nil {
			return err
		}
		defer f.Close()
		h := sha256.New()
		if _, err := io.Copy(h, f); err != nil {
			return err
		}
		tags[name] = `"` + hex.EncodeToString(h.Sum(nil))[:20] + `"`
		return nil
	})
	if err != nil {
		return nil, err
	}
	if _, ok := tags["index.html"]; !ok {
		return nil, errors.New("the site has no index.html")
	}
	files := http.FileServerFS(fsys)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "no-cache")
		name := strings.TrimPrefix(r.URL.Path, "/")
		if name == "" || strings.HasSuffix(name, "/") {
			name += "index.html"
		}
		if strings.HasSuffix(name, ".webmanifest") {
			w.Header().Set("Content-Type", "application/manifest+json")
		}
		if name == "main.wasm" {
			w.Header().Set("Content-Type", "application/wasm")
			if tag, ok := tags["main.wasm.gz"]; ok && strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") {
				w.Header().Set("Content-Encoding", "gzip")
				w.Header().Set("Vary", "Accept-Encoding")
				w.Header().Set("ETag", tag)
				http.ServeFileFS(w, r, fsys, "main.wasm.gz")
				return
			}
		}
		if tag, ok := tags[name]; ok {
			w.Header().Set("ETag", tag)
		}
		files.ServeHTTP(w, r)
	}), nil
}
