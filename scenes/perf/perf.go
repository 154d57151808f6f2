// Package perf sets the page's performance marks: named moments of the
// start-up and of an online game's connection, which the browser tests
// read to say where the time goes. Outside the browser it does nothing.
package perf
