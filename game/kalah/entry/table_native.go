//go:build !js

package entry

// tableBits sizes the solver's table, kept from one move to the next:
// natively 16 MiB (Kalah 2^19 slots of 32 bytes).
const tableBits = 19
