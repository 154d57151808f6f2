package term

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"parlor/game/online/client"
)

// Keys is the folder where a device keeps the keys of its profiles, one
// file a game server: the desktop program's configuration folder, so that
// the terminal and the desktop share one profile a server. A profile's
// key signs in as it; whoever reads the file can play as it.
type Keys struct {
	// Dir is the folder: os.UserConfigDir()/parlor on a device.
	Dir string
}

// DeviceKeys is the device's folder of keys: os.UserConfigDir()/parlor,
// where the desktop program keeps its own.
func DeviceKeys() (Keys, error) {
	dir, err := os.UserConfigDir()
	if err != nil {
		return Keys{}, fmt.Errorf("no folder to keep your profile in: %w", err)
	}
	return Keys{Dir: filepath.Join(dir, "parlor")}, nil
}

// File is the file that keeps the key for site's server: the desktop's
// name for it (client.ProfileKey) with ':', '/' and '\' made '-', and
// ".txt": profile-127.0.0.1-8080.txt.
func (k Keys) File(site string) string {
	name := strings.NewReplacer(":", "-", "/", "-", "\\", "-").Replace(client.ProfileKey(site))
	return filepath.Join(k.Dir, name+".txt")
}

// Load is the key kept for site's server, "" if none is.
func (k Keys) Load(site string) string {
	b, err := os.ReadFile(k.File(site))
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(b))
}

// Store keeps key for site's server, readable by its owner alone. It
// writes a temporary file and renames it, so that a crash never leaves
// half a key.
func (k Keys) Store(site, key string) error {
	if err := os.MkdirAll(k.Dir, 0o755); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(k.Dir, ".save-*")
	if err != nil {
		return err
	}
	_, err = tmp.WriteString(key)
	err = errors.Join(err, tmp.Chmod(0o600), tmp.Sync(), tmp.Close())
	if err == nil {
		err = os.Rename(tmp.Name(), k.File(site))
	}
	if err != nil {
		os.Remove(tmp.Name())
		return fmt.Errorf("keeping your profile's key: %w", err)
	}
	return nil
}
