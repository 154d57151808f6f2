package sqlstore

import (
	"fmt"
	"slices"
	"strings"
)

// Types are a database's words where the databases' schemas differ.
type Types struct {
	// Int64 is a 64-bit integer; Float a 64-bit floating-point number;
	// Bool a truth value, and False its false; Lines an event's lines.
	Int64, Float, Bool, False, Lines string
	// IfNotExists follows CREATE TABLE and CREATE INDEX: "IF NOT EXISTS "
	// for a store that makes what is missing each time it opens.
	IfNotExists string
	// ByKey follows a table whose rows are kept by their primary key of
	// several columns (SQLite's " WITHOUT ROWID").
	ByKey string
}

// table is one of the stores' tables: its columns in order, and its
// primary key where it is of several columns.
type table struct {
	name    string
	columns []column
	key     string
}

// column is a table's column: its name and its definition, in which
// {int64}, {float}, {bool}, {false} and {lines} stand for the Types'
// words.
type column struct{ name, def string }

// tables are the stores' tables. A column once released keeps its
// definition: the stores' migrations add it as it is written here. A
// room's seed is its uint64 in decimal, since SQLite's integers are
// signed; its time of creation is in Unix nanoseconds, which
// PostgreSQL's timestamps would round. An event's lines are NULL when
// there are none.
//
// A room's clock, and a lobby table's, is its time control as
// clock.Control.String writes it, "" for none. An event's clocks are
// each seat's milliseconds left after it, in decimal, joined by commas
// ("" for none); its at and deadline are Unix milliseconds, 0 for none
// (and in the events stored before they were kept). A room's held is
// when a server last took it up or let it go (Unix milliseconds, 0 for
// never); the servers are the servers' last beats (Unix milliseconds),
// and the holds which servers hold which rooms: a room's clock ran
// until the latest of its held and its holders' beats (Rooms.Hold). A
// server gone keeps its row, and its holds of the rooms it held as it
// died: nothing prunes them yet.
//
// The lobby's tables follow the rooms': the profiles (a deleted one keeps
// its row, without name or key), their ratings in each family and the
// history of them, the rooms rated (the changes as JSON, in seat order),
// and the lobby's open tables and their seats (a time never set, as an
// open seat's Seen, is 0). Then the friends': whether a profile hides
// being online (its hide_online), its follows and its blocks.
var tables = []table{
	{name: "rooms", columns: []column{
		{"id", "TEXT PRIMARY KEY"},
		{"game", "TEXT NOT NULL"},
		{"seed", "TEXT NOT NULL"},
		{"salt", "TEXT NOT NULL"},
		{"watch_hash", "TEXT NOT NULL"},
		{"watch", "TEXT NOT NULL DEFAULT ''"},
		{"created", "{int64} NOT NULL"},
		{"helps", "{bool} NOT NULL DEFAULT {false}"},
		{"rated", "{bool} NOT NULL DEFAULT {false}"},
		{"clock", "TEXT NOT NULL DEFAULT ''"},
		{"held", "{int64} NOT NULL DEFAULT 0"},
	}},
	{name: "seats", key: "room, seat", columns: []column{
		{"room", "TEXT NOT NULL REFERENCES rooms(id)"},
		{"seat", "INTEGER NOT NULL"},
		{"level", "TEXT NOT NULL"},
		{"token_hash", "TEXT NOT NULL DEFAULT ''"},
		{"invite_hash", "TEXT NOT NULL DEFAULT ''"},
		{"name", "TEXT NOT NULL DEFAULT ''"},
		{"profile", "TEXT NOT NULL DEFAULT ''"},
	}},
	{name: "events", key: "room, n", columns: []column{
		{"room", "TEXT NOT NULL REFERENCES rooms(id)"},
		{"n", "INTEGER NOT NULL"},
		{"kind", "TEXT NOT NULL"},
		{"seat", "INTEGER NOT NULL"},
		{"lines", "{lines}"},
		{"plies", "INTEGER NOT NULL"},
		{"over", "{bool} NOT NULL"},
		{"clocks", "TEXT NOT NULL DEFAULT ''"},
		{"at", "{int64} NOT NULL DEFAULT 0"},
		{"deadline", "{int64} NOT NULL DEFAULT 0"},
	}},
	{name: "servers", columns: []column{
		{"id", "TEXT PRIMARY KEY"},
		{"beat", "{int64} NOT NULL"},
	}},
	{name: "holds", key: "room, server", columns: []column{
		{"room", "TEXT NOT NULL REFERENCES rooms(id)"},
		{"server", "TEXT NOT NULL"},
	}},
	{name: "profiles", columns: []column{
		{"id", "TEXT PRIMARY KEY"},
		{"name", "TEXT NOT NULL"},
		{"key_hash", "TEXT NOT NULL"},
		{"created", "{int64} NOT NULL"},
		{"deleted", "{bool} NOT NULL DEFAULT {false}"},
		{"hide_online", "{bool} NOT NULL DEFAULT {false}"},
	}},
	{name: "ratings", key: "profile, family", columns: []column{
		{"profile", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"family", "TEXT NOT NULL"},
		{"r", "{float} NOT NULL"},
		{"rd", "{float} NOT NULL"},
		{"vol", "{float} NOT NULL"},
		{"games", "INTEGER NOT NULL"},
		{"wins", "INTEGER NOT NULL"},
		{"losses", "INTEGER NOT NULL"},
		{"draws", "INTEGER NOT NULL"},
	}},
	{name: "history", key: "profile, family, room", columns: []column{
		{"profile", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"family", "TEXT NOT NULL"},
		{"room", "TEXT NOT NULL"},
		{"at", "{int64} NOT NULL"},
		{"r", "{float} NOT NULL"},
		{"rd", "{float} NOT NULL"},
		{"outcome", "TEXT NOT NULL"},
	}},
	{name: "rated", columns: []column{
		{"room", "TEXT PRIMARY KEY"},
		{"family", "TEXT NOT NULL"},
		{"changes", "TEXT NOT NULL"},
	}},
	// any_options and is_full: ANY and FULL are PostgreSQL's keywords.
	{name: "lobby_tables", columns: []column{
		{"id", "TEXT PRIMARY KEY"},
		{"game", "TEXT NOT NULL"},
		{"any_options", "{bool} NOT NULL DEFAULT {false}"},
		{"rated", "{bool} NOT NULL DEFAULT {false}"},
		{"quick", "{bool} NOT NULL DEFAULT {false}"},
		{"host", "TEXT NOT NULL"},
		{"created", "{int64} NOT NULL"},
		{"is_full", "{bool} NOT NULL DEFAULT {false}"},
		{"clock", "TEXT NOT NULL DEFAULT ''"},
	}},
	{name: "lobby_seats", key: "tbl, seat", columns: []column{
		{"tbl", "TEXT NOT NULL REFERENCES lobby_tables(id)"},
		{"seat", "INTEGER NOT NULL"},
		{"level", "TEXT NOT NULL DEFAULT ''"},
		{"profile", "TEXT NOT NULL DEFAULT ''"},
		{"name", "TEXT NOT NULL DEFAULT ''"},
		{"token_hash", "TEXT NOT NULL DEFAULT ''"},
		{"r", "{float} NOT NULL DEFAULT 0"},
		{"rd", "{float} NOT NULL DEFAULT 0"},
		{"seen", "{int64} NOT NULL DEFAULT 0"},
	}},
	// The profiles' other ways in (store.Keys): their passkeys (the id in
	// URL-safe base64, the COSE public key in standard base64, used 0 for
	// never), the hashes of their recovery codes, and the hashes of the
	// keys given to the browsers a passkey or a code signed in.
	{name: "passkeys", columns: []column{
		{"id", "TEXT PRIMARY KEY"},
		{"profile", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"name", "TEXT NOT NULL"},
		{"public_key", "TEXT NOT NULL"},
		{"sign_count", "{int64} NOT NULL DEFAULT 0"},
		{"backup_eligible", "{bool} NOT NULL DEFAULT {false}"},
		{"created", "{int64} NOT NULL"},
		{"used", "{int64} NOT NULL DEFAULT 0"},
	}},
	{name: "recovery_codes", columns: []column{
		{"hash", "TEXT PRIMARY KEY"},
		{"profile", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"created", "{int64} NOT NULL"},
	}},
	{name: "profile_keys", columns: []column{
		{"key_hash", "TEXT PRIMARY KEY"},
		{"profile", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"created", "{int64} NOT NULL"},
	}},
	// The friends (friends.go): who follows whom, who blocks whom.
	{name: "follows", key: "follower, followed", columns: []column{
		{"follower", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"followed", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"at", "{int64} NOT NULL"},
	}},
	{name: "blocks", key: "blocker, blocked", columns: []column{
		{"blocker", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"blocked", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"at", "{int64} NOT NULL"},
	}},
	// The challenges (challenges.go): each from its sender to the profile
	// challenged, open until settled (its state), with its times in
	// Unix nanoseconds (settled 0 while open).
	{name: "challenges", columns: []column{
		{"id", "TEXT PRIMARY KEY"},
		{"sender", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"recipient", "TEXT NOT NULL REFERENCES profiles(id)"},
		{"game", "TEXT NOT NULL"},
		{"clock", "TEXT NOT NULL DEFAULT ''"},
		{"rated", "{bool} NOT NULL DEFAULT {false}"},
		{"first_seat", "TEXT NOT NULL"},
		{"sender_hash", "TEXT NOT NULL"},
		{"created", "{int64} NOT NULL"},
		{"expires", "{int64} NOT NULL"},
		{"silent", "{bool} NOT NULL DEFAULT {false}"},
		{"state", "TEXT NOT NULL"},
		{"reason", "TEXT NOT NULL DEFAULT ''"},
		{"room", "TEXT NOT NULL DEFAULT ''"},
		{"settled", "{int64} NOT NULL DEFAULT 0"},
	}},
}

// index is an index of a table's columns ("a, b"): unique among the rows
// where is true of, if it says so.
type index struct {
	table, columns string
	unique         bool
	where          string
}

// name is the index's name: its table's and its columns'.
func (ix index) name() string {
	return ix.table + "_" + strings.ReplaceAll(ix.columns, ", ", "_")
}

// of reports whether the index is of one of these tables or columns
// ("table" or "table.column").
func (ix index) of(names []string) bool {
	for c := range strings.SplitSeq(ix.columns, ", ") {
		if slices.Contains(names, ix.table+"."+c) {
			return true
		}
	}
	return slices.Contains(names, ix.table)
}

// indexes are the tables' indexes: for Find, List and Games, the
// leaderboards, and the lobby's sitters. A key hash is a profile's alone,
// but the deleted profiles' are all "".
var indexes = []index{
	{table: "seats", columns: "token_hash"},
	{table: "seats", columns: "invite_hash"},
	{table: "rooms", columns: "watch_hash"},
	{table: "seats", columns: "profile"},
	{table: "profiles", columns: "key_hash", unique: true, where: "key_hash != ''"},
	{table: "ratings", columns: "family, r"},
	{table: "lobby_seats", columns: "profile"},
	{table: "passkeys", columns: "profile"},
	{table: "recovery_codes", columns: "profile"},
	{table: "profile_keys", columns: "profile"},
	{table: "follows", columns: "followed"},
	{table: "blocks", columns: "blocked"},
	{table: "challenges", columns: "sender, state"},
	{table: "challenges", columns: "recipient, state"},
}

// Schema is the statements that make the stores' tables and their
// indexes, in t's words, but without the tables and columns named in
// later ("table" or "table.column"), nor their indexes: a later version
// of a database's schema added them (Added), columns at the end of their
// tables.
func Schema(t Types, later ...string) []string {
	var stmts []string
	for _, tb := range tables {
		if !slices.Contains(later, tb.name) {
			stmts = append(stmts, t.create(tb, later))
		}
	}
	for _, ix := range indexes {
		if !ix.of(later) {
			stmts = append(stmts, t.index(ix))
		}
	}
	return stmts
}

// Added is the statements that add to a schema made without them
// (Schema's later) the tables and columns named ("table" or
// "table.column"), and their indexes; a table it makes is without the
// columns named in later, which a later version adds (AddColumn). It
// panics if there is no such table or column: the names are the
// program's own.
func Added(t Types, names []string, later ...string) []string {
	var stmts []string
	for _, name := range names {
		if strings.Contains(name, ".") {
			stmts = append(stmts, AddColumn(t, name))
			continue
		}
		i := slices.IndexFunc(tables, func(tb table) bool { return tb.name == name })
		if i < 0 {
			panic("sqlstore: no table " + name)
		}
		stmts = append(stmts, t.create(tables[i], later))
	}
	for _, ix := range indexes {
		if ix.of(names) && !ix.of(later) {
			stmts = append(stmts, t.index(ix))
		}
	}
	return stmts
}

// create is the statement that makes table tb without the columns named
// in later.
func (t Types) create(tb table, later []string) string {
	words := t.replacer()
	var defs []string
	for _, c := range tb.columns {
		if !slices.Contains(later, tb.name+"."+c.name) {
			defs = append(defs, c.name+" "+words.Replace(c.def))
		}
	}
	end := ""
	if tb.key != "" {
		defs = append(defs, "PRIMARY KEY ("+tb.key+")")
		end = t.ByKey
	}
	return "CREATE TABLE " + t.IfNotExists + tb.name + " (\n\t\t" + strings.Join(defs, ",\n\t\t") + "\n\t)" + end
}

// index is the statement that makes ix.
func (t Types) index(ix index) string {
	unique, where := "", ""
	if ix.unique {
		unique = "UNIQUE "
	}
	if ix.where != "" {
		where = " WHERE " + ix.where
	}
	return fmt.Sprintf("CREATE %sINDEX %s%s ON %s(%s)%s", unique, t.IfNotExists, ix.name(), ix.table, ix.columns, where)
}

// AddColumn is the statement that adds a column ("table.column") to its
// table, defined as Schema defines it. It panics if there is no such
// column: the names are the program's own.
func AddColumn(t Types, name string) string {
	tb, col, _ := strings.Cut(name, ".")
	for _, x := range tables {
		for _, c := range x.columns {
			if x.name == tb && c.name == col {
				return "ALTER TABLE " + tb + " ADD COLUMN " + col + " " + t.replacer().Replace(c.def)
			}
		}
	}
	panic("sqlstore: no column " + name)
}

// replacer writes t's words for the columns' placeholders.
func (t Types) replacer() *strings.Replacer {
	return strings.NewReplacer("{int64}", t.Int64, "{float}", t.Float, "{bool}", t.Bool, "{false}", t.False, "{lines}", t.Lines)
}
