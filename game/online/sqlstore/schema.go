package sqlstore

import (
	"fmt"
	"slices"
	"strings"
)

// Types are a database's words where the databases' schemas differ.
type Types struct {
	// Int64 is a 64-bit integer; Bool a truth value, and False its
	// false; Lines an event's lines.
	Int64, Bool, False, Lines string
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
// {int64}, {bool}, {false} and {lines} stand for the Types' words.
type column struct{ name, def string }

// tables are the stores' tables. A column once released keeps its
// definition: the stores' migrations add it as it is written here. A
// room's seed is its uint64 in decimal, since SQLite's integers are
// signed; its time of creation is in Unix nanoseconds, which
// PostgreSQL's timestamps would round. An event's lines are NULL when
// there are none.
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
	}},
	{name: "seats", key: "room, seat", columns: []column{
		{"room", "TEXT NOT NULL REFERENCES rooms(id)"},
		{"seat", "INTEGER NOT NULL"},
		{"level", "TEXT NOT NULL"},
		{"token_hash", "TEXT NOT NULL DEFAULT ''"},
		{"invite_hash", "TEXT NOT NULL DEFAULT ''"},
		{"name", "TEXT NOT NULL DEFAULT ''"},
	}},
	{name: "events", key: "room, n", columns: []column{
		{"room", "TEXT NOT NULL REFERENCES rooms(id)"},
		{"n", "INTEGER NOT NULL"},
		{"kind", "TEXT NOT NULL"},
		{"seat", "INTEGER NOT NULL"},
		{"lines", "{lines}"},
		{"plies", "INTEGER NOT NULL"},
		{"over", "{bool} NOT NULL"},
	}},
}

// indexes are the columns ("table.column") with an index of their own,
// for Find and List.
var indexes = []string{"seats.token_hash", "seats.invite_hash", "rooms.watch_hash"}

// Schema is the statements that make the tables of rooms, seats and
// events and their indexes, in t's words, but without the columns named
// in later ("table.column"): a later version of a database's schema
// added them (AddColumn), at the end of their tables.
func Schema(t Types, later ...string) []string {
	words := t.replacer()
	var stmts []string
	for _, tb := range tables {
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
		stmts = append(stmts, "CREATE TABLE "+t.IfNotExists+tb.name+" (\n\t\t"+strings.Join(defs, ",\n\t\t")+"\n\t)"+end)
	}
	for _, ix := range indexes {
		tb, c, _ := strings.Cut(ix, ".")
		stmts = append(stmts, fmt.Sprintf("CREATE INDEX %s%s_%s ON %s(%s)", t.IfNotExists, tb, c, tb, c))
	}
	return stmts
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
	return strings.NewReplacer("{int64}", t.Int64, "{bool}", t.Bool, "{false}", t.False, "{lines}", t.Lines)
}
