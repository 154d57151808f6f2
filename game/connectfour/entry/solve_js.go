//go:build js

package entry

import (
	"io"
	"parlor/game/catalog"
)

// solve is left out of the browser build, which has no terminal modes.
var solve func(args []string, in io.Reader, out io.Writer, load catalog.Loader) error
