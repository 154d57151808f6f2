package bot_test

import (
	"testing"

	"parlor/game/ai/aitest"
)

// BenchmarkExpert measures one move of the Expert level a few moves into
// a game: ns/op is its think time at its full budget (the page spreads it
// over frames).
func BenchmarkExpert(b *testing.B) {
	aitest.BenchmarkLevel(b, "expert", "cantstop players=2")
}
