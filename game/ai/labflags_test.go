package ai

import "flag"

// Flags of the Mergers lab, until it moves to game/mergers/bot.
var (
	lab   = flag.Bool("lab", false, "run the policy lab")
	rollG = flag.Int("rollg", 200, "")
)
