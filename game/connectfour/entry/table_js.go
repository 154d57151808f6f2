//go:build js

package entry

// tableBits sizes the solver's table, kept from one move to the next: in
// the browser 4 MiB (Connect Four 2^19 slots of 8 bytes), made within a frame.
const tableBits = 19
