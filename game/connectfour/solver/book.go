package solver

import (
	"encoding/binary"
	"errors"
	"fmt"
	"slices"
)

// bookMagic starts every book file; the byte after it is the format version.
const (
	bookMagic   = "C4BK"
	bookVersion = 1
)

// Book is a weak opening book for the first player: for positions of the
// first player's book tree, one column that keeps the win. Positions are
// keyed canonically, so a book entry also serves the mirrored position.
//
// The file is bookMagic, a version byte, the depth (a byte: the book covers
// positions of fewer stones than that), the number of entries (uvarint), and
// the entries in increasing order, each canonical key × 8 + column written as
// the uvarint difference from the previous one (from 0 for the first).
type Book struct {
	depth   int
	entries []uint64 // canonical key<<3 | column, sorted
}

// ParseBook reads a book written by BookBuilder.Bytes. It returns an error,
// and never panics, on data that is not such a book.
func ParseBook(data []byte) (*Book, error) {
	if len(data) < len(bookMagic)+2 || string(data[:len(bookMagic)]) != bookMagic {
		return nil, errors.New("not a Connect Four book")
	}
	data = data[len(bookMagic):]
	if data[0] != bookVersion {
		return nil, fmt.Errorf("book format version %d, want %d", data[0], bookVersion)
	}
	b := &Book{depth: int(data[1])}
	if b.depth > Cells {
		return nil, fmt.Errorf("book depth %d is past the end of the game", b.depth)
	}
	data = data[2:]
	n, k := uvarint(data)
	if k <= 0 {
		return nil, errors.New("book: bad entry count")
	}
	data = data[k:]
	if n > uint64(len(data)) {
		return nil, fmt.Errorf("book: %d entries cannot fit in %d bytes", n, len(data))
	}
	b.entries = make([]uint64, 0, n)
	var prev uint64
	for i := uint64(0); i < n; i++ {
		d, k := uvarint(data)
		if k <= 0 {
			return nil, fmt.Errorf("book: entry %d is cut short", i)
		}
		data = data[k:]
		if i > 0 && d == 0 || d > 1<<(keyBits+3) {
			return nil, fmt.Errorf("book: entry %d is out of order", i)
		}
		e := prev + d
		if e>>3 > keyMask || e>>3 == prev>>3 && i > 0 || int(e&7) >= Width {
			return nil, fmt.Errorf("book: entry %d is not a position and a column", i)
		}
		b.entries = append(b.entries, e)
		prev = e
	}
	if len(data) != 0 {
		return nil, fmt.Errorf("book: %d bytes after the last entry", len(data))
	}
	return b, nil
}

// uvarint is binary.Uvarint that also refuses a longer encoding than needed,
// so that a book has one form only.
func uvarint(data []byte) (uint64, int) {
	v, k := binary.Uvarint(data)
	if k > 1 && data[k-1] == 0 {
		return 0, -1
	}
	return v, k
}

// Depth is the number of stones the book reaches: it holds positions of
// fewer stones only.
func (b *Book) Depth() int { return b.depth }

// Len is the number of positions in the book.
func (b *Book) Len() int { return len(b.entries) }

// Move is the book's column for p, if the book holds p or its mirror image.
func (b *Book) Move(p Position) (col int, ok bool) {
	key, mirrored := p.CanonicalKey()
	i, _ := slices.BinarySearchFunc(b.entries, key, func(e, k uint64) int {
		switch {
		case e>>3 < k:
			return -1
		case e>>3 > k:
			return 1
		}
		return 0
	})
	if i == len(b.entries) || b.entries[i]>>3 != key {
		return 0, false
	}
	col = int(b.entries[i] & 7)
	if mirrored {
		col = Width - 1 - col
	}
	return col, true
}

// BookBuilder collects the entries of a book.
type BookBuilder struct {
	moves map[uint64]int // canonical key → column in the canonical orientation
}

// NewBookBuilder returns an empty builder.
func NewBookBuilder() *BookBuilder { return &BookBuilder{moves: map[uint64]int{}} }

// Add records col as the book's move in p (and in its mirror image),
// replacing what was there.
func (b *BookBuilder) Add(p Position, col int) {
	key, mirrored := p.CanonicalKey()
	if mirrored {
		col = Width - 1 - col
	}
	b.moves[key] = col
}

// Move is the column recorded for p, if any.
func (b *BookBuilder) Move(p Position) (col int, ok bool) {
	key, mirrored := p.CanonicalKey()
	col, ok = b.moves[key]
	if ok && mirrored {
		col = Width - 1 - col
	}
	return col, ok
}

// AddBook records every entry of book.
func (b *BookBuilder) AddBook(book *Book) {
	for _, e := range book.entries {
		b.moves[e>>3] = int(e & 7)
	}
}

// Len is the number of positions recorded.
func (b *BookBuilder) Len() int { return len(b.moves) }

// Bytes writes the book in the format ParseBook reads, with the given depth
// (the book holds positions of fewer stones than depth).
func (b *BookBuilder) Bytes(depth int) []byte {
	es := make([]uint64, 0, len(b.moves))
	for k, c := range b.moves {
		es = append(es, k<<3|uint64(c))
	}
	slices.Sort(es)
	out := append([]byte(bookMagic), bookVersion, byte(depth))
	out = binary.AppendUvarint(out, uint64(len(es)))
	var prev uint64
	for _, e := range es {
		out = binary.AppendUvarint(out, e-prev)
		prev = e
	}
	return out
}

// Prune drops every entry off the lines the book plays from p: those it
// reaches with the first player playing the book's moves and the second
// any reply. Runs that share work, or try a column and give it up, leave
// entries no game can reach. It returns the number of stones of the
// deepest position left.
func (b *BookBuilder) Prune(p Position) (deepest int) {
	keep := map[uint64]int{}
	var walk func(p Position)
	walk = func(p Position) {
		key, _ := p.CanonicalKey()
		if _, ok := keep[key]; ok {
			return
		}
		col, ok := b.Move(p)
		if !ok || !p.CanPlay(col) {
			return
		}
		keep[key] = b.moves[key]
		deepest = max(deepest, p.Moves())
		k := p
		k.Play(col)
		if k.Won() {
			return
		}
		for _, r := range k.LegalMoves() {
			q := k
			q.Play(r)
			walk(q)
		}
	}
	walk(p)
	b.moves = keep
	return deepest
}
