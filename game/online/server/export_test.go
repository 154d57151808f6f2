//go:build !js

package server

import "time"

// AwayAfter is awayAfter, for the tests of package server_test.
func AwayAfter(tick time.Duration) time.Duration { return awayAfter(tick) }
