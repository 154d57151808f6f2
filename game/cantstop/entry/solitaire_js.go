//go:build js

package entry

import "parlor/game/catalog"

// solitaire is left out of the browser build, which has no arena.
var solitaire *catalog.Solitaire
