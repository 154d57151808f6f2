package cantstop

import _ "embed"

// RulesText is the full rules of Can't Stop as this package plays them, written
// for players: rules.md beside this file, embedded. Lines beginning "# " are
// section headings, lines beginning "- " are bullet items, and every other
// non-blank line is a whole paragraph, left for the reader to wrap.
//
//go:embed rules.md
var RulesText string
