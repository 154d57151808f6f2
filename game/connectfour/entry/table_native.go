//go:build !js

package entry

// tableBits sizes the solver's table, kept from one move to the next:
// natively 16 MiB (Connect Four 2^21 slots of 8 bytes).
const tableBits = 21
