//go:build !js

package book

import (
	_ "embed"
	"sync"

	"parlor/game/connectfour/solver"
)

//go:embed classic.book
var data []byte

// parsed is the book read from data, once.
var parsed = sync.OnceValue(func() *solver.Book {
	b, err := solver.ParseBook(data)
	if err != nil {
		return nil // a broken build: the level plays on without its book
	}
	return b
})

// Load returns the opening book: at once, natively.
func Load() *solver.Book { return parsed() }
