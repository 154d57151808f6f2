package lobby

// MaxFollows is how many profiles one profile may follow at once: a
// follow past it is refused (too-many), until she unfollows one.
const MaxFollows = 500
