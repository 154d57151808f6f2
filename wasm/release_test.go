package main

import (
	"archive/zip"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"
)

// releaseStamp is the version TestRelease stamps: a string no source
// holds, so a binary holding it was stamped by the linker.
const releaseStamp = "v0.0.0-releasetest"

// TestRelease writes a release with go run ./wasm -release into a temp
// folder, as an operator would, and checks what it holds: every file, its
// sums, the binaries' stamped versions and targets, the site's zip,
// parlor-server serving the site and a room with no Go toolchain on its
// PATH, and the systemd unit.
func TestRelease(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the site and four binaries: not in -short")
	}
	t.Parallel() // beside the other tests that run processes: see TestMain
	dir := t.TempDir()
	start := time.Now()
	cmd := exec.Command("go", "run", ".", "-release", dir, "-version-stamp", releaseStamp)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go run ./wasm -release: %v\n%s", err, out)
	}
	t.Logf("release built in %.0fs", time.Since(start).Seconds())

	t.Run("files", func(t *testing.T) { releaseFiles(t, dir) })
	t.Run("sums", func(t *testing.T) { releaseSums(t, dir) })
	t.Run("versions", func(t *testing.T) { releaseVersions(t, dir) })
	t.Run("zip", func(t *testing.T) { releaseZip(t, dir) })
	t.Run("server without PATH", func(t *testing.T) { releaseServer(t, dir) })
	t.Run("systemd unit", func(t *testing.T) { releaseUnit(t, dir) })
}

// releaseWants are the files a release holds besides SHA256SUMS.
func releaseWants() []string {
	want := []string{serverName + exe(runtime.GOOS), siteZipName, unitName}
	for _, d := range desktops {
		want = append(want, desktopName(d.goos, d.goarch))
	}
	for _, f := range []string{"index.html", "main.wasm", "main.wasm.gz", "wasm_exec.js", "sw.js", "manifest.webmanifest", "connectfour.book", "icon-192.png", "icon-512.png", "icon-maskable.png"} {
		want = append(want, siteDirName+"/"+f)
	}
	slices.Sort(want)
	return want
}

// releaseFiles checks that the release holds every file it should, none
// empty, and nothing else.
func releaseFiles(t *testing.T, dir string) {
	got, err := filesUnder(dir)
	if err != nil {
		t.Fatal(err)
	}
	want := append(releaseWants(), sumsName)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("the release holds\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	for _, f := range got {
		if fi, err := os.Stat(filepath.Join(dir, f)); err == nil && fi.Size() == 0 {
			t.Errorf("%s is empty", f)
		}
	}
}

// releaseSums checks that SHA256SUMS lists every other file of the
// release with its SHA-256, and that sha256sum -c agrees.
func releaseSums(t *testing.T, dir string) {
	b, err := os.ReadFile(filepath.Join(dir, sumsName))
	if err != nil {
		t.Fatal(err)
	}
	var listed []string
	for _, line := range strings.Split(strings.TrimSuffix(string(b), "\n"), "\n") {
		sum, name, ok := strings.Cut(line, "  ")
		if !ok {
			t.Fatalf("%s: a line not in sha256sum's format: %q", sumsName, line)
		}
		content, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			t.Error(err)
			continue
		}
		if h := sha256.Sum256(content); hex.EncodeToString(h[:]) != sum {
			t.Errorf("%s: %s has another SHA-256", sumsName, name)
		}
		listed = append(listed, name)
	}
	if want := releaseWants(); !slices.Equal(listed, want) {
		t.Errorf("%s lists\n%s\nwant\n%s", sumsName, strings.Join(listed, "\n"), strings.Join(want, "\n"))
	}
	if _, err := exec.LookPath("sha256sum"); err != nil {
		t.Log("no sha256sum here: the sums were checked by the test alone")
		return
	}
	check := exec.Command("sha256sum", "--check", "--strict", sumsName)
	check.Dir = dir
	if out, err := check.CombinedOutput(); err != nil {
		t.Errorf("sha256sum --check: %v\n%s", err, out)
	}
}

// releaseVersions checks that every binary is built for its target
// without cgo, stamped with the release's version, and says it with
// -version where it runs here.
func releaseVersions(t *testing.T, dir string) {
	out, err := exec.Command(filepath.Join(dir, serverName+exe(runtime.GOOS)), "-version").Output()
	if got, want := strings.TrimSpace(string(out)), serverName+" "+releaseStamp; err != nil || got != want {
		t.Errorf("parlor-server -version: %q, %v; want %q", got, err, want)
	}
	for _, d := range desktops {
		name := desktopName(d.goos, d.goarch)
		file := filepath.Join(dir, name)
		info, err := exec.Command("go", "version", "-m", file).Output()
		if err != nil {
			t.Errorf("go version -m %s: %v", name, err)
			continue
		}
		for _, setting := range []string{"GOOS=" + d.goos, "GOARCH=" + d.goarch, "CGO_ENABLED=0"} {
			if !strings.Contains(string(info), "\tbuild\t"+setting+"\n") {
				t.Errorf("%s is not built with %s:\n%s", name, setting, info)
			}
		}
		// -trimpath leaves -ldflags out of the build information: the
		// stamp, found in no source, is in the binary if -X put it there.
		if b, err := os.ReadFile(file); err != nil || !bytes.Contains(b, []byte(releaseStamp)) {
			t.Errorf("%s does not hold the version %s (%v)", name, releaseStamp, err)
		}
		if d.goos != runtime.GOOS || d.goarch != runtime.GOARCH {
			continue
		}
		out, err := exec.Command(file, "-version").Output()
		if got, want := strings.TrimSpace(string(out)), "parlor "+releaseStamp; err != nil || got != want {
			t.Errorf("%s -version: %q, %v; want %q", name, got, err, want)
		}
	}
}

// releaseZip checks that the site's zip holds the site's files, the same,
// at its top.
func releaseZip(t *testing.T, dir string) {
	zr, err := zip.OpenReader(filepath.Join(dir, siteZipName))
	if err != nil {
		t.Fatal(err)
	}
	defer zr.Close()
	var names []string
	for _, f := range zr.File {
		names = append(names, f.Name)
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatalf("%s: %v", f.Name, err)
		}
		want, err := os.ReadFile(filepath.Join(dir, siteDirName, filepath.FromSlash(f.Name)))
		if err != nil || !bytes.Equal(got, want) {
			t.Errorf("%s in the zip is not %s/%s (%v)", f.Name, siteDirName, f.Name, err)
		}
	}
	site, err := filesUnder(filepath.Join(dir, siteDirName))
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(names, site) || !slices.Contains(names, "index.html") || !slices.Contains(names, "main.wasm") {
		t.Errorf("the zip holds %v, want the site's %v with index.html and main.wasm", names, site)
	}
}
