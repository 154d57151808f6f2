// Package book holds classic Connect Four's opening book, made by our own
// solver (see ../bookgen): a winning move for the first player in every
// position she can reach against any replies, up to the depth where the
// solver proves a win within the Perfect level's budget by itself. The
// Perfect level and the analysis use it.
//
// Natively the book is built into the program. In the browser it is not,
// so that the page every visitor downloads does not grow: the first call of
// Load fetches it from beside the page (connectfour.book, which go run
// ./wasm copies into dist/), and later calls have it once it has come.
package book

// File is the name the book is published under beside the page.
const File = "connectfour.book"
