//go:build !js

package solver

// Table sizes for the tests and benchmarks natively: 2^20 slots (8 MiB) for
// the tests, 2^22 (32 MiB) for the benchmarks, emptied before each op.
const (
	testTableBits  = 20
	benchTableBits = 22
)
