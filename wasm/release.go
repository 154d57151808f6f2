package main

import (
	"archive/zip"
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"io/fs"
	"log"
	"os"
	"os/exec"
	"path"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"parlor/game/version"
)

// unit is the systemd unit the release writes beside parlor-server.
//
//go:embed parlor.service
var unit string

// Names of what a release holds, in its folder.
const (
	serverName  = "parlor-server" // this machine's server, the site inside
	siteDirName = "site"          // the static site, for any static host
	siteZipName = "parlor-site.zip"
	unitName    = "parlor.service"
	sumsName    = "SHA256SUMS"
	unitExec    = "/usr/local/bin/" + serverName // the unit's ExecStart
)

// desktops are the desktop program's targets, each built without cgo
// (Ebitengine is pure Go on all three).
var desktops = []struct{ goos, goarch string }{
	{"linux", "amd64"},
	{"windows", "amd64"},
	{"darwin", "arm64"},
}

// desktopName is the file name of the desktop program for goos/goarch:
// parlor-linux-amd64, parlor-windows-amd64.exe.
func desktopName(goos, goarch string) string {
	return "parlor-" + goos + "-" + goarch + exe(goos)
}

// exe is the executables' suffix on goos.
func exe(goos string) string {
	if goos == "windows" {
		return ".exe"
	}
	return ""
}

// release writes Parlor's release to dir: parlor-server for this machine,
// serving the site built into it (no Go toolchain, dist/ or network
// needed when it runs); the desktop program for each of desktops; the
// static site as a folder and a zip; the systemd unit; and SHA256SUMS over
// all of them. Every binary is stamped with the version stamp, by default
// git describe --always --dirty, else "dev".
func release(dir, stamp string) error {
	start := time.Now()
	root, err := moduleRoot()
	if err != nil {
		return err
	}
	if stamp == "" {
		stamp = describe(root)
	}
	if strings.ContainsAny(stamp, " \t\n'\"\\") {
		return fmt.Errorf("version stamp %q: no spaces or quotes", stamp)
	}
	if dir, err = filepath.Abs(dir); err != nil {
		return err
	}
	siteDir := filepath.Join(dir, siteDirName)
	if err := os.RemoveAll(siteDir); err != nil { // no file of an older build left in it
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	log.Printf("release %s into %s", stamp, dir)

	step := time.Now()
	if err := build(root, siteDir); err != nil {
		return err
	}
	site, err := filesUnder(siteDir)
	if err != nil {
		return err
	}
	log.Printf("built %s/ in %.1fs (%s)", siteDirName, time.Since(step).Seconds(), sizes(siteDir))
	var written []string
	for _, name := range site {
		written = append(written, siteDirName+"/"+name)
	}

	ldflags := "-ldflags=-s -w -X " + version.Symbol + "=" + stamp
	server := serverName + exe(runtime.GOOS)
	overlay, err := embedOverlay(root, siteDir, site)
	if err != nil {
		return err
	}
	defer os.Remove(overlay)
	if err := goBuild(root, nil, filepath.Join(dir, server), "./wasm", "-tags", "release", "-overlay", overlay, ldflags); err != nil {
		return fmt.Errorf("building %s: %w", server, err)
	}
	written = append(written, server)
	for _, d := range desktops {
		name := desktopName(d.goos, d.goarch)
		env := []string{"GOOS=" + d.goos, "GOARCH=" + d.goarch}
		if err := goBuild(root, env, filepath.Join(dir, name), ".", ldflags); err != nil {
			return fmt.Errorf("building %s: %w", name, err)
		}
		written = append(written, name)
	}

	if err := zipDir(siteDir, site, filepath.Join(dir, siteZipName)); err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Join(dir, unitName), []byte(unit), 0o644); err != nil {
		return err
	}
	written = append(written, siteZipName, unitName)
	if err := writeSums(dir, written); err != nil {
		return err
	}
	log.Printf("release %s written in %.1fs: %d files, listed in %s", stamp, time.Since(start).Seconds(), len(written)+1, sumsName)
	return nil
}

// describe is git describe --always --dirty of the source at root, or
// "dev" where git cannot say.
func describe(root string) string {
	cmd := exec.Command("git", "describe", "--always", "--dirty")
	cmd.Dir = root
	out, err := cmd.Output()
	if v := strings.TrimSpace(string(out)); err == nil && v != "" {
		return v
	}
	return "dev"
}

// goBuild builds the package pkg of the module at root into the file out
// with go build's flags, env added to the environment, reproducibly
// (-trimpath) and without cgo, and says how long it took.
func goBuild(root string, env []string, out, pkg string, flags ...string) error {
	start := time.Now()
	args := append(append([]string{"build", "-trimpath"}, flags...), "-o", out, pkg)
	cmd := exec.Command("go", args...)
	cmd.Dir = root
	cmd.Env = append(append(os.Environ(), "CGO_ENABLED=0"), env...)
	cmd.Stdout, cmd.Stderr = os.Stderr, os.Stderr
	if err := cmd.Run(); err != nil {
		return err
	}
	log.Printf("built %s in %.1fs", filepath.Base(out), time.Since(start).Seconds())
	return nil
}

// embedOverlay writes a go build -overlay file that puts the site's files
// (names relative to siteDir, slash-separated) in wasm/embed/site, where
// embed_release.go embeds them, and returns its name. The source tree is
// left as it is: two releases may be built from it at once.
func embedOverlay(root, siteDir string, site []string) (string, error) {
	replace := map[string]string{}
	for _, name := range site {
		replace[filepath.Join(root, "wasm", "embed", "site", filepath.FromSlash(name))] = filepath.Join(siteDir, filepath.FromSlash(name))
	}
	b, err := json.Marshal(map[string]any{"Replace": replace})
	if err != nil {
		return "", err
	}
	f, err := os.CreateTemp("", "parlor-overlay-*.json")
	if err != nil {
		return "", err
	}
	if _, err := f.Write(b); err != nil {
		f.Close()
		os.Remove(f.Name())
		return "", err
	}
	return f.Name(), f.Close()
}

// filesUnder lists the files under dir, by their slash-separated names
// relative to it, sorted.
func filesUnder(dir string) ([]string, error) {
	var names []string
	err := fs.WalkDir(os.DirFS(dir), ".", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			names = append(names, name)
		}
		return err
	})
	slices.Sort(names)
	return names, err
}

// zipDir writes the files of dir (names relative to it) to the zip file
// dst, under the same names; what is compressed already is stored.
func zipDir(dir string, names []string, dst string) error {
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	zw := zip.NewWriter(out)
	for _, name := range names {
		if err := addToZip(zw, dir, name); err != nil {
			out.Close()
			return fmt.Errorf("%s: %w", dst, err)
		}
	}
	if err := zw.Close(); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// addToZip adds the file dir/name to zw as name.
func addToZip(zw *zip.Writer, dir, name string) error {
	f, err := os.Open(filepath.Join(dir, filepath.FromSlash(name)))
	if err != nil {
		return err
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return err
	}
	h, err := zip.FileInfoHeader(fi)
	if err != nil {
		return err
	}
	h.Name = name
	h.Method = zip.Deflate
	if ext := path.Ext(name); ext == ".gz" || ext == ".png" {
		h.Method = zip.Store
	}
	w, err := zw.CreateHeader(h)
	if err != nil {
		return err
	}
	_, err = io.Copy(w, f)
	return err
}

// writeSums writes dir/SHA256SUMS: the SHA-256 of each of the files of dir
// named (slash-separated), in the format of sha256sum, which checks them
// with sha256sum -c SHA256SUMS.
func writeSums(dir string, names []string) error {
	names = slices.Sorted(slices.Values(names))
	var b strings.Builder
	for _, name := range names {
		sum, err := fileSum(filepath.Join(dir, filepath.FromSlash(name)))
		if err != nil {
			return err
		}
		fmt.Fprintf(&b, "%s  %s\n", sum, name)
	}
	return os.WriteFile(filepath.Join(dir, sumsName), []byte(b.String()), 0o644)
}

// fileSum is the hex SHA-256 of the file's content.
func fileSum(file string) (string, error) {
	f, err := os.Open(file)
	if err != nil {
		return "", err
	}
	defer f.Close()
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil)), nil
}
