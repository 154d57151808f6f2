package version

import (
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"strings"
	"testing"
)

func TestDescribe(t *testing.T) {
	rev := func(modified string) *debug.BuildInfo {
		return &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
			{Key: "vcs.revision", Value: "0123456789abcdef0123"},
			{Key: "vcs.modified", Value: modified},
		}}
	}
	for _, c := range []struct {
		name  string
		stamp string
		info  *debug.BuildInfo
		want  string
	}{
		{"stamped", "v1.2.0", rev("true"), "v1.2.0"},
		{"no information", "", nil, "dev"},
		{"no revision", "", &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}}, "dev"},
		{"revision", "", rev("false"), "dev 0123456789ab"},
		{"modified", "", rev("true"), "dev 0123456789ab-dirty"},
		{"module version", "", &debug.BuildInfo{Main: debug.Module{Version: "v1.3.0"}}, "v1.3.0"},
	} {
		if got := describe(c.stamp, c.info); got != c.want {
			t.Errorf("%s: describe = %q, want %q", c.name, got, c.want)
		}
	}
}

// TestStampedByTheLinker builds a program that prints String with
// -ldflags -X Symbol=…, and runs it: the linker's name is the right one.
func TestStampedByTheLinker(t *testing.T) {
	if testing.Short() {
		t.Skip("builds a program: not in -short")
	}
	if runtime.GOOS == "js" {
		t.Skip("no go command under js")
	}
	dir := t.TempDir()
	main := filepath.Join(dir, "main.go")
	src := "package main\n\nimport (\n\t\"fmt\"\n\n\t\"parlor/game/version\"\n)\n\nfunc main() { fmt.Print(version.String()) }\n"
	if err := os.WriteFile(main, []byte(src), 0o644); err != nil {
		t.Fatal(err)
	}
	bin := filepath.Join(dir, "v")
	build := exec.Command("go", "build", "-ldflags=-X "+Symbol+"=v9.8.7-test", "-o", bin, main)
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	out, err := exec.Command(bin).Output()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.TrimSpace(string(out)); got != "v9.8.7-test" {
		t.Errorf("the stamped program says %q, want v9.8.7-test", got)
	}
}
