package lobby

import "time"

// The challenges' rules: how long one stays open, and how many a
// profile may send.
const (
	// ChallengeLapse is how long a challenge stays open unanswered.
	ChallengeLapse = 10 * time.Minute
	// ChallengesOpen is how many challenges a profile may have open at
	// once; ChallengesHourly how many she may send in an hour, whatever
	// became of them.
	ChallengesOpen   = 5
	ChallengesHourly = 30
)
