package main

import (
	"net/http"
	"net/http/httptest"
	"testing"
	"testing/fstest"
)

// TestReleaseSiteHandler serves a site from memory, as parlor-server
// serves the one built into it: main.wasm gzipped to whoever accepts it,
// the types the page needs, and an ETag on every file that a browser's
// revalidation is answered with 304.
func TestReleaseSiteHandler(t *testing.T) {
	site := fstest.MapFS{
		"index.html":           {Data: []byte("<!doctype html><title>Parlor</title>")},
		"main.wasm":            {Data: []byte("\x00asm raw")},
		"main.wasm.gz":         {Data: []byte("gzipped")},
		"manifest.webmanifest": {Data: []byte("{}")},
	}
	h, err := siteHandler(site)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		path, encoding string
		body, typ      string
		gzip           bool
	}{
		{"/", "", "<!doctype html><title>Parlor</title>", "text/html; charset=utf-8", false},
		{"/main.wasm", "gzip, br", "gzipped", "application/wasm", true},
		{"/main.wasm", "", "\x00asm raw", "application/wasm", false},
		{"/manifest.webmanifest", "", "{}", "application/manifest+json", false},
	} {
		req := httptest.NewRequest("GET", c.path, nil)
		if c.encoding != "" {
			req.Header.Set("Accept-Encoding", c.encoding)
		}
		w := httptest.NewRecorder()
		h.ServeHTTP(w, req)
		res := w.Result()
		if res.StatusCode != http.StatusOK || w.Body.String() != c.body || res.Header.Get("Content-Type") != c.typ || (res.Header.Get("Content-Encoding") == "gzip") != c.gzip {
			t.Errorf("GET %s (Accept-Encoding %q): %s %q, %s, encoding %q; want %q, %s, gzip %v", c.path, c.encoding, res.Status, w.Body, res.Header.Get("Content-Type"), res.Header.Get("Content-Encoding"), c.body, c.typ, c.gzip)
		}
		tag := res.Header.Get("ETag")
		if tag == "" {
			t.Errorf("GET %s: no ETag", c.path)
			continue
		}
		again := httptest.NewRequest("GET", c.path, nil)
		again.Header.Set("Accept-Encoding", c.encoding)
		again.Header.Set("If-None-Match", tag)
		w = httptest.NewRecorder()
		h.ServeHTTP(w, again)
		if w.Code != http.StatusNotModified {
			t.Errorf("GET %s again with its ETag: %d, want 304", c.path, w.Code)
		}
	}
	if _, err := siteHandler(fstest.MapFS{"main.wasm": {Data: []byte("x")}}); err == nil {
		t.Error("a site with no index.html is served")
	}
}
