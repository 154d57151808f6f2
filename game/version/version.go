// Package version holds the version of Parlor's build: the one a release
// stamps into every binary at link time, or, in a build that was not
// stamped, "dev" with the source's revision when the Go toolchain recorded
// it.
//
// A release stamps it with
//
//	go build -ldflags "-X parlor/game/version.stamp=v1.2.0" …
//
// (Symbol names the variable); go run ./wasm -release does so for every
// binary it writes.
package version

import "runtime/debug"

// Symbol is the linker's name of the stamped version, for -ldflags -X.
const Symbol = "parlor/game/version.stamp"

// stamp is set by the linker (-X) and never at run time.
var stamp string

// String is the build's version: the stamped one, else "dev", followed by
// the revision of the source it was built from when that is known
// ("dev abc123def456", "dev abc123def456-dirty").
func String() string {
	info, _ := debug.ReadBuildInfo()
	return describe(stamp, info)
}

// describe is the version of a build stamped with stamp ("" for none)
// whose build information is info (nil for none).
func describe(stamp string, info *debug.BuildInfo) string {
	if stamp != "" {
		return stamp
	}
	if info == nil {
		return "dev"
	}
	if v := info.Main.Version; v != "" && v != "(devel)" { // go install parlor@v1.2.0
		return v
	}
	var rev string
	var dirty bool
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			rev = s.Value
		case "vcs.modified":
			dirty = s.Value == "true"
		}
	}
	if rev == "" {
		return "dev"
	}
	if len(rev) > 12 {
		rev = rev[:12]
	}
	if dirty {
		rev += "-dirty"
	}
	return "dev " + rev
}
