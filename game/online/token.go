package online

import (
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"io"
	"strconv"
)

// NewToken draws a token of 128 random bits from rnd (crypto/rand.Reader
// in the server), written in 22 characters of URL-safe base64: room ids,
// seat tokens, invites and spectators' tokens are all drawn apart, so no
// one of them tells anything of another.
func NewToken(rnd io.Reader) (string, error) {
	var b [16]byte
	if _, err := io.ReadFull(rnd, b[:]); err != nil {
		return "", fmt.Errorf("drawing a token: %w", err)
	}
	return base64.RawURLEncoding.EncodeToString(b[:]), nil
}

// Hash is how a token is stored and looked up: its SHA-256 in hex, so that
// the store's contents alone seat no one.
func Hash(token string) string {
	h := sha256.Sum256([]byte(token))
	return hex.EncodeToString(h[:])
}

// Commitment is what a room publishes of its seed while the game runs:
// the SHA-256, in hex, of the seed in decimal, a colon and the salt — for
// seed 42 and salt "ab12", of the text "42:ab12". At the end the room
// reveals seed and salt, and anyone can check them against it.
func Commitment(seed uint64, salt string) string {
	h := sha256.Sum256([]byte(strconv.FormatUint(seed, 10) + ":" + salt))
	return hex.EncodeToString(h[:])
}

// DrawSeed draws a room's seed and salt (128 bits, in hex) from rnd.
func DrawSeed(rnd io.Reader) (uint64, string, error) {
	var b [24]byte
	if _, err := io.ReadFull(rnd, b[:]); err != nil {
		return 0, "", fmt.Errorf("drawing the seed: %w", err)
	}
	return binary.LittleEndian.Uint64(b[:8]), hex.EncodeToString(b[8:]), nil
}
