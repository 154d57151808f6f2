package sqlstore

import (
	"slices"
	"strings"
	"testing"
)

func TestQuestionMarks(t *testing.T) {
	for in, want := range map[string]string{
		"":                                   "",
		"SELECT 1":                           "SELECT 1",
		"WHERE id = $1 AND n > $12":          "WHERE id = ?1 AND n > ?12",
		"SELECT '$1', $2 || '$3''s' || $4":   "SELECT '$1', ?2 || '$3''s' || ?4",
		"SELECT $ FROM t$x WHERE a = $1$":    "SELECT $ FROM t$x WHERE a = ?1$",
		"VALUES ($1, $2), ($3, $4) -- end $": "VALUES (?1, ?2), (?3, ?4) -- end $",
	} {
		if got := QuestionMarks(in); got != want {
			t.Errorf("QuestionMarks(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestSQLite(t *testing.T) {
	for in, want := range map[string]string{
		"SELECT 1": "SELECT 1",
		`SELECT a FROM t WHERE b = $1 FOR UPDATE`:   `SELECT a FROM t WHERE b = ?1`,
		`SELECT a FROM t ORDER BY a COLLATE "C", b`: `SELECT a FROM t ORDER BY a COLLATE BINARY, b`,
	} {
		if got := SQLite(in); got != want {
			t.Errorf("SQLite(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestPlaces(t *testing.T) {
	for _, c := range []struct {
		from, n int
		want    string
	}{{1, 1, "$1"}, {1, 3, "$1, $2, $3"}, {7, 2, "$7, $8"}} {
		if got := places(c.from, c.n); got != c.want {
			t.Errorf("places(%d, %d) = %q, want %q", c.from, c.n, got, c.want)
		}
	}
}

var words = Types{Int64: "I64", Float: "F64", Bool: "B", False: "F", Lines: "L", IfNotExists: "IF NOT EXISTS ", ByKey: " BYKEY"}

// TestSchema checks the statements' words and what is left for later.
func TestSchema(t *testing.T) {
	all := strings.Join(Schema(words), "\n")
	for _, want := range []string{
		"CREATE TABLE IF NOT EXISTS rooms (\n\t\tid TEXT PRIMARY KEY,",
		"\t\twatch TEXT NOT NULL DEFAULT '',\n\t\tcreated I64 NOT NULL,\n\t\thelps B NOT NULL DEFAULT F,\n\t\trated B NOT NULL DEFAULT F,\n\t\tclock TEXT NOT NULL DEFAULT '',\n\t\theld I64 NOT NULL DEFAULT 0\n\t)\n",
		"\t\tover B NOT NULL,\n\t\tclocks TEXT NOT NULL DEFAULT '',\n\t\tat I64 NOT NULL DEFAULT 0,\n\t\tdeadline I64 NOT NULL DEFAULT 0,\n\t\tPRIMARY KEY (room, n)\n\t) BYKEY\n",
		"\t\tis_full B NOT NULL DEFAULT F,\n\t\tclock TEXT NOT NULL DEFAULT ''\n\t)\n",
		"\t\tprofile TEXT NOT NULL DEFAULT '',\n\t\tPRIMARY KEY (room, seat)\n\t) BYKEY\n",
		"\t\tlines L,\n",
		"\t\tr F64 NOT NULL,\n",
		"CREATE INDEX IF NOT EXISTS seats_token_hash ON seats(token_hash)",
		"CREATE INDEX IF NOT EXISTS ratings_family_r ON ratings(family, r)",
		"CREATE UNIQUE INDEX IF NOT EXISTS profiles_key_hash ON profiles(key_hash) WHERE key_hash != ''",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the schema lacks %q:\n%s", want, all)
		}
	}
	later := Schema(words, "rooms.watch", "seats.profile", "profiles")
	if len(later) != len(Schema(words))-3 { // the table, its index and seats.profile's
		t.Fatalf("Schema with columns for later has %d statements, want %d", len(later), len(Schema(words))-3)
	}
	for _, stmt := range later {
		seats := strings.HasPrefix(stmt, "CREATE TABLE IF NOT EXISTS seats (")
		if strings.Contains(stmt, "watch TEXT") || seats && strings.Contains(stmt, "profile") ||
			strings.HasPrefix(stmt, "CREATE TABLE IF NOT EXISTS profiles (") || strings.Contains(stmt, " seats_profile ") {
			t.Errorf("what was left for later is there: %s", stmt)
		}
	}
	if !slices.ContainsFunc(later, func(s string) bool { return strings.Contains(s, "watch_hash TEXT NOT NULL,\n\t\tcreated") }) {
		t.Errorf("rooms without their watch column:\n%s", strings.Join(later, "\n"))
	}
}

// TestAdded checks that what Schema leaves for later, Added adds.
func TestAdded(t *testing.T) {
	for _, c := range []struct {
		names []string
		want  []string
	}{
		{[]string{"rooms.watch"}, []string{"ALTER TABLE rooms ADD COLUMN watch TEXT NOT NULL DEFAULT ''"}},
		{[]string{"seats.profile", "profiles"}, []string{
			"ALTER TABLE seats ADD COLUMN profile TEXT NOT NULL DEFAULT ''",
			"CREATE TABLE IF NOT EXISTS profiles (\n\t\tid TEXT PRIMARY KEY,\n\t\tname TEXT NOT NULL,\n\t\tkey_hash TEXT NOT NULL,\n\t\tcreated I64 NOT NULL,\n\t\tdeleted B NOT NULL DEFAULT F,\n\t\thide_online B NOT NULL DEFAULT F\n\t)",
			"CREATE INDEX IF NOT EXISTS seats_profile ON seats(profile)",
			"CREATE UNIQUE INDEX IF NOT EXISTS profiles_key_hash ON profiles(key_hash) WHERE key_hash != ''",
		}},
	} {
		if got := Added(words, c.names); !slices.Equal(got, c.want) {
			t.Errorf("Added(%q) =\n%q\nwant\n%q", c.names, got, c.want)
		}
	}
	later := []string{"rooms.rated", "seats.profile", "profiles", "ratings", "history", "rated", "lobby_tables", "lobby_seats"}
	got := append(Schema(words, later...), Added(words, later)...)
	if len(got) != len(Schema(words))+2 { // the columns are added, not made
		t.Errorf("Schema and Added make %d statements, Schema alone %d", len(got), len(Schema(words)))
	}
	defer func() {
		if recover() == nil {
			t.Error("Added of a table there is not did not panic")
		}
	}()
	Added(words, []string{"nowhere"})
}

// TestAddedLater checks that a table Added makes is without the columns
// a later version adds, and that AddColumn adds them then.
func TestAddedLater(t *testing.T) {
	got := Added(words, []string{"lobby_tables"}, "rooms.clock", "lobby_tables.clock")
	want := []string{"CREATE TABLE IF NOT EXISTS lobby_tables (\n\t\tid TEXT PRIMARY KEY,\n\t\tgame TEXT NOT NULL,\n\t\t" +
		"any_options B NOT NULL DEFAULT F,\n\t\trated B NOT NULL DEFAULT F,\n\t\tquick B NOT NULL DEFAULT F,\n\t\t" +
		"host TEXT NOT NULL,\n\t\tcreated I64 NOT NULL,\n\t\tis_full B NOT NULL DEFAULT F\n\t)"}
	if !slices.Equal(got, want) {
		t.Errorf("Added(lobby_tables) with its clock for later =\n%q\nwant\n%q", got, want)
	}
	if got, want := AddColumn(words, "lobby_tables.clock"), "ALTER TABLE lobby_tables ADD COLUMN clock TEXT NOT NULL DEFAULT ''"; got != want {
		t.Errorf("AddColumn(lobby_tables.clock) = %q, want %q", got, want)
	}
}

// TestClocksText checks that an event's clocks read back as they were
// written, and that what is not clocks does not read.
func TestClocksText(t *testing.T) {
	for _, c := range [][]int64{nil, {0}, {300000, 299512}, {-1, 0, 1 << 62}} {
		text := clocksText(c)
		got, err := readClocks(text)
		if err != nil || !slices.Equal(got, c) || (c == nil) != (got == nil) {
			t.Errorf("clocks %v written %q read back as %v, %v", c, text, got, err)
		}
	}
	for _, bad := range []string{",", "1,", "x", "1,,2", " 1"} {
		if got, err := readClocks(bad); err == nil {
			t.Errorf("readClocks(%q) = %v, want an error", bad, got)
		}
	}
}

func TestAddColumn(t *testing.T) {
	for name, want := range map[string]string{
		"rooms.watch":     "ALTER TABLE rooms ADD COLUMN watch TEXT NOT NULL DEFAULT ''",
		"rooms.helps":     "ALTER TABLE rooms ADD COLUMN helps B NOT NULL DEFAULT F",
		"rooms.rated":     "ALTER TABLE rooms ADD COLUMN rated B NOT NULL DEFAULT F",
		"seats.name":      "ALTER TABLE seats ADD COLUMN name TEXT NOT NULL DEFAULT ''",
		"seats.profile":   "ALTER TABLE seats ADD COLUMN profile TEXT NOT NULL DEFAULT ''",
		"rooms.clock":     "ALTER TABLE rooms ADD COLUMN clock TEXT NOT NULL DEFAULT ''",
		"events.clocks":   "ALTER TABLE events ADD COLUMN clocks TEXT NOT NULL DEFAULT ''",
		"events.at":       "ALTER TABLE events ADD COLUMN at I64 NOT NULL DEFAULT 0",
		"events.deadline": "ALTER TABLE events ADD COLUMN deadline I64 NOT NULL DEFAULT 0",
	} {
		if got := AddColumn(words, name); got != want {
			t.Errorf("AddColumn(%s) = %q, want %q", name, got, want)
		}
	}
	defer func() {
		if recover() == nil {
			t.Error("AddColumn of a column there is not did not panic")
		}
	}()
	AddColumn(words, "rooms.name")
}
