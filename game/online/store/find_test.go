package store_test

import (
	"errors"
	"slices"
	"testing"
	"time"

	"parlor/game/online"
	"parlor/game/online/store"
)

func TestNewest(t *testing.T) {
	at := time.Date(2031, 3, 14, 15, 9, 26, 0, time.UTC)
	for _, c := range []struct {
		name  string
		found []store.Found
		want  string
	}{
		{"One", []store.Found{{"a", at}}, "a"},
		{"Newer", []store.Found{{"b", at.Add(time.Nanosecond)}, {"c", at}}, "b"},
		{"NewerLast", []store.Found{{"c", at}, {"b", at.Add(time.Nanosecond)}}, "b"},
		{"SameTimeLastID", []store.Found{{"b", at}, {"c", at}, {"a", at}}, "c"},
		{"SameInstantOtherZone", []store.Found{{"b", at.In(time.FixedZone("X", 3600))}, {"a", at}}, "b"},
	} {
		if got, err := store.Newest(c.found); err != nil || got != c.want {
			t.Errorf("%s: Newest = %q, %v; want %q", c.name, got, err, c.want)
		}
	}
	if got, err := store.Newest(nil); !errors.Is(err, online.ErrNoRoom) {
		t.Errorf("Newest of none = %q, %v; want ErrNoRoom", got, err)
	}
}

func TestListHashes(t *testing.T) {
	in := []string{"b", "", "a", "b", ""}
	if got, want := store.ListHashes(in), []string{"a", "b"}; !slices.Equal(got, want) {
		t.Errorf("ListHashes = %q, want %q", got, want)
	}
	if !slices.Equal(in, []string{"b", "", "a", "b", ""}) {
		t.Errorf("ListHashes changed its argument: %q", in)
	}
	if got := store.ListHashes([]string{""}); len(got) != 0 {
		t.Errorf("ListHashes of the empty hash = %q, want none", got)
	}
}
