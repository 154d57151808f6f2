package online

// Error codes of passkeys and recovery codes.
const (
	// ErrNoPasskeys: the server takes no passkeys (no relying party set,
	// or an IP address set as one).
	ErrNoPasskeys = "no-passkeys"
	// ErrPasskey: the passkey's proof does not hold (a wrong
	// origin or relying party, a bad signature or attestation, a
	// challenge expired, used or never given, a cloned authenticator, a
	// credential unknown or another profile's).
	ErrPasskey = "passkey"
)
