//go:build js

package entry

import "parlor/game/term/view"

// terminal is left out of the browser build, which has no terminal mode.
var terminal func(view.Match) view.View
