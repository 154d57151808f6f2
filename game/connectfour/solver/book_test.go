package solver

import (
	"bytes"
	"testing"
)

func TestBookRoundTrip(t *testing.T) {
	b := NewBookBuilder()
	lines := map[string]int{"": 3, "44": 2, "43": 4, "4453": 5, "1": 6}
	for m, c := range lines {
		p, err := FromMoves(m)
		if err != nil {
			t.Fatal(err)
		}
		b.Add(p, c)
	}
	data := b.Bytes(6)
	book, err := ParseBook(data)
	if err != nil {
		t.Fatal(err)
	}
	if book.Len() != len(lines) || book.Depth() != 6 {
		t.Fatalf("book of %d entries, depth %d", book.Len(), book.Depth())
	}
	mirror := func(s string) string {
		m := []byte(s)
		for i := range m {
			m[i] = '8' - m[i] + '0'
		}
		return string(m)
	}
	for m, c := range lines {
		p, _ := FromMoves(m)
		if got, ok := book.Move(p); !ok || got != c {
			t.Errorf("%q: book move %d %v, want %d", m, got, ok, c)
		}
		if p.Key() == p.MirrorKey() {
			continue // symmetric: its own mirror
		}
		q, _ := FromMoves(mirror(m))
		if got, ok := book.Move(q); !ok || got != Width-1-c {
			t.Errorf("mirror of %q: book move %d %v, want %d", m, got, ok, Width-1-c)
		}
	}
	p, _ := FromMoves("17")
	if _, ok := book.Move(p); ok {
		t.Error("the book has a position it was never given")
	}
	if !bytes.Equal(book2bytes(book), data) {
		t.Error("entries do not survive a round trip")
	}
}

// book2bytes writes a parsed book again.
func book2bytes(b *Book) []byte {
	nb := NewBookBuilder()
	nb.AddBook(b)
	return nb.Bytes(b.depth)
}

func TestParseBookErrors(t *testing.T) {
	b := NewBookBuilder()
	p, _ := FromMoves("44")
	b.Add(p, 2)
	p, _ = FromMoves("4")
	b.Add(p, 3)
	good := b.Bytes(4)
	tests := map[string][]byte{
		"empty":      nil,
		"magic":      append([]byte("C4BX"), good[4:]...),
		"version":    append(append([]byte("C4BK"), 9), good[5:]...),
		"depth":      append(append([]byte("C4BK"), 1, 99), good[6:]...),
		"cut short":  good[:len(good)-1],
		"trailing":   append(append([]byte{}, good...), 0),
		"count":      append(append([]byte("C4BK"), 1, 4, 200), good[7:]...),
		"bad column": append(append([]byte("C4BK"), 1, 4, 1), 7),
	}
	for name, data := range tests {
		if _, err := ParseBook(data); err == nil {
			t.Errorf("%s: ParseBook accepted corrupt data", name)
		}
	}
}

// FuzzParseBook checks that ParseBook never panics, and that what it accepts
// writes back to the same bytes.
func FuzzParseBook(f *testing.F) {
	b := NewBookBuilder()
	for _, m := range []string{"", "44", "4453", "12"} {
		p, _ := FromMoves(m)
		b.Add(p, len(m)%Width)
	}
	f.Add(b.Bytes(6))
	f.Add([]byte("C4BK\x01\x02\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		book, err := ParseBook(data)
		if err != nil {
			return
		}
		if !bytes.Equal(book2bytes(book), data) {
			t.Fatalf("%x reads but does not write back the same", data)
		}
		var p Position
		book.Move(p)
	})
}

// TestAnalysisBook checks that an Analysis with a book plays the book's move
// until it proves better, and credits it with a win.
func TestAnalysisBook(t *testing.T) {
	p, err := FromMoves("444444")
	if err != nil {
		t.Fatal(err)
	}
	b := NewBookBuilder()
	b.Add(p, 5)
	book, err := ParseBook(b.Bytes(8))
	if err != nil {
		t.Fatal(err)
	}
	s := New(testTableBits)
	s.SetBook(book)
	a := s.Analyze(p)
	a.Step(1)
	for _, v := range a.Values() {
		if v.Book != (v.Col == 5) {
			t.Errorf("value %+v: only column 5 is the book's", v)
		}
	}
	if col, lo, exact := a.Best(); col != 5 || lo < 1 || exact {
		t.Errorf("before any search Best is %d %d %v, want the book's 5 credited with a win, not exact", col, lo, exact)
	}
	q, _ := FromMoves("4444445")
	s.SetBook(nil)
	if a := s.Analyze(q); a.bookCol != -1 {
		t.Error("a solver without a book found a book move")
	}
}

func TestBookPrune(t *testing.T) {
	b := NewBookBuilder()
	add := func(moves string, col int) {
		p, err := FromMoves(moves)
		if err != nil {
			t.Fatal(err)
		}
		b.Add(p, col)
	}
	add("", 3)     // the root plays 4
	add("41", 3)   // on a line: 4 then the reply 1
	add("42", 1)   // on a line
	add("4", 3)    // a second-player position: never on a line
	add("43", 2)   // on a line; the book plays 3 (columns here are 0-based)
	add("4332", 0) // on a line: 3, then the reply 2
	add("4344", 0) // off the lines: the book plays 3 after 43, not 4
	add("11", 3)   // off the lines: the book never opens in 1
	if d := b.Prune(Position{}); d != 4 {
		t.Errorf("deepest position left at %d stones, want 4", d)
	}
	want := []string{"", "41", "42", "43", "4332", "47"} // 47: 41's mirror
	if b.Len() != len(want)-1 {
		t.Fatalf("%d entries left, want %d", b.Len(), len(want))
	}
	for _, m := range want {
		p, _ := FromMoves(m)
		if _, ok := b.Move(p); !ok {
			t.Errorf("%q pruned, but it is on a line", m)
		}
	}
}
