//go:build js

package entry

// tableBits sizes the solver's table, kept from one move to the next: in
// the browser 4 MiB (Kalah 2^17 of 32 bytes), made within a frame.
const tableBits = 17
