//go:build !js

package solver

// Table sizes for the tests and benchmarks natively: 2^20 slots (8 MiB) for
// the tests, 2^24 (128 MiB) for the benchmarks.
const (
	testTableBits  = 20
	benchTableBits = 24
)
