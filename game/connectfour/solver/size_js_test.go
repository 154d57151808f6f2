//go:build js

package solver

// Node has little memory: 2^16 slots (512 KiB) for the tests, 2^20 (8 MiB)
// for the benchmarks.
const (
	testTableBits  = 16
	benchTableBits = 20
)
