package record

import (
	"bytes"
	"compress/flate"
	"encoding/base64"
	"errors"
	"fmt"
	"io"
	"strings"

	"parlor/game/catalog"
)

// linkKey introduces a record in a link's fragment: …/#game=….
const linkKey = "game="

// Link is a link to base that opens this game at this position: the
// record, compressed, in the URL's fragment, so any static host serves it.
func (m *Match) Link(base string) string {
	if i := strings.IndexByte(base, '#'); i >= 0 {
		base = base[:i]
	}
	return base + "#" + linkKey + EncodeLink(m.Text())
}

// EncodeLink packs a record's text for a link's fragment: deflated, then
// base64 for URLs, without padding.
func EncodeLink(text string) string {
	var b bytes.Buffer
	w, _ := flate.NewWriter(&b, flate.BestCompression) // the level is valid
	io.WriteString(w, text)
	w.Close()
	return base64.RawURLEncoding.EncodeToString(b.Bytes())
}

// linkAlphabet is the characters of base64 for URLs.
const linkAlphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"

// ErrNoRecord is returned by ParseLink for a link that carries no game.
var ErrNoRecord = errors.New("the link does not hold a game")

// ParseLink reads the record a link carries, from the whole link or just
// its fragment, and loads it as a record of one of games. A link that is truncated or damaged is
// refused with a message that says so.
func ParseLink(games catalog.Catalog, link string) (*Match, error) {
	text, err := DecodeLink(link)
	if err != nil {
		return nil, err
	}
	m, err := Load(games, text)
	if err != nil {
		return nil, fmt.Errorf("the link's game cannot be played: %w", err)
	}
	return m, nil
}

// DecodeLink unpacks the record text from a link or its fragment.
func DecodeLink(link string) (string, error) {
	if i := strings.IndexByte(link, '#'); i >= 0 {
		link = link[i+1:]
	}
	payload, ok := strings.CutPrefix(link, linkKey)
	if !ok {
		return "", ErrNoRecord
	}
	payload = strings.TrimRight(payload, "=")
	if strings.IndexFunc(payload, func(r rune) bool { return !strings.ContainsRune(linkAlphabet, r) }) >= 0 {
		return "", errors.New("the link is damaged: it has characters a Parlor link never has")
	}
	raw, err := base64.RawURLEncoding.DecodeString(payload)
	if err != nil {
		return "", errors.New("the link is cut short: copy the whole link and try again")
	}
	r := flate.NewReader(bytes.NewReader(raw))
	text, err := io.ReadAll(io.LimitReader(r, MaxText+1))
	if err != nil {
		return "", errors.New("the link is cut short or damaged: copy the whole link and try again")
	}
	if len(text) > MaxText {
		return "", errors.New("the link holds a record that is too long")
	}
	return string(text), nil
}
