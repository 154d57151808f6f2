package prefs

import "testing"

// TestKeysAreDistinct checks that no two things are kept under one key,
// and that the keys are the ones devices already hold (changing one
// forgets what players kept under it).
func TestKeysAreDistinct(t *testing.T) {
	keys := []struct{ got, want string }{
		{LastKey, "last"},
		{SoundKey, "sound"},
		{MotionKey, "motion"},
		{ValuesKey, "values"},
		{HeldKey, "online:seats"},
		{NameKey, "online:name"},
		{HelpsKey, "online:helps"},
		{HereKey, "online:here"},
		{ClockKey, "online:clock"},
		{NotifyKey, "online:notify"},
		{RecordKey("kalah"), "record:kalah"},
		{SettingsKey("kalah"), "settings:kalah"},
		{SeatsKey("kalah"), "seats:kalah"},
		{ReviewKey("kalah"), "review:kalah"},
	}
	seen := map[string]bool{}
	for _, k := range keys {
		if k.got != k.want {
			t.Errorf("a key is %q, devices keep %q", k.got, k.want)
		}
		if seen[k.got] {
			t.Errorf("two things are kept under %q", k.got)
		}
		seen[k.got] = true
	}
}
