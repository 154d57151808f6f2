package clock

import (
	"database/sql"
	"database/sql/driver"
	"encoding"
	"fmt"
)

// The time control travels as its text: JSON and any other text encoding
// carry it as String writes it and Parse reads it, and a database column
// keeps that text ("" for none).
var (
	_ encoding.TextMarshaler   = Control{}
	_ encoding.TextUnmarshaler = (*Control)(nil)
	_ sql.Scanner              = (*Control)(nil)
	_ driver.Valuer            = Control{}
)

// MarshalText writes the time control as String does ("5+3", "3d", ""
// for none).
func (tc Control) MarshalText() ([]byte, error) { return []byte(tc.String()), nil }

// UnmarshalText reads a time control as Parse does, and refuses what
// Parse refuses, leaving tc as it was.
func (tc *Control) UnmarshalText(b []byte) error {
	c, err := Parse(string(b))
	if err != nil {
		return err
	}
	*tc = c
	return nil
}

// Scan reads a time control from a database column: its text as String
// wrote it (a string or bytes), or NULL for none.
func (tc *Control) Scan(src any) error {
	switch v := src.(type) {
	case nil:
		*tc = Control{}
		return nil
	case string:
		return tc.UnmarshalText([]byte(v))
	case []byte:
		return tc.UnmarshalText(v)
	}
	return fmt.Errorf("a time control is kept as text, not %T", src)
}

// Value is the time control as a database column keeps it: its text as
// String writes it.
func (tc Control) Value() (driver.Value, error) { return tc.String(), nil }

// MustParse is Parse for a text known to be a time control (a test's, a
// constant's): it panics on one Parse refuses.
func MustParse(s string) Control {
	tc, err := Parse(s)
	if err != nil {
		panic(err)
	}
	return tc
}
