//go:build !js

package server_test

import (
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"encoding/binary"
	"encoding/json"
	"testing"
)

// authenticator is a software WebAuthn authenticator, as a browser and
// its platform would be: an ECDSA P-256 key of one discoverable
// credential, "none" attestation, and a signature counter. It answers
// the options the server sends, as the page hands them to the browser,
// with the credential a browser's toJSON writes. Its CBOR is written by
// hand: the few shapes WebAuthn needs.
type authenticator struct {
	t      *testing.T
	origin string // the page's origin, as the browser says it
	rpID   string // "" for the options' own
	key    *ecdsa.PrivateKey
	id     []byte
	user   []byte // the user handle the credential was made for
	count  uint32 // the signature counter; step is added at each use
	step   uint32
}

// newAuthenticator is an authenticator on a page of origin, whose
// counter goes up by step at each use (0: one that counts nothing).
func newAuthenticator(t *testing.T, origin string, step uint32) *authenticator {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		t.Fatal(err)
	}
	id := make([]byte, 16)
	rand.Read(id)
	return &authenticator{t: t, origin: origin, key: key, id: id, step: step}
}

// clone is another authenticator with the same credential and counter.
func (a *authenticator) clone() *authenticator {
	c := *a
	return &c
}

var b64 = base64.RawURLEncoding

// creationOptions are the fields of the registration's options it reads.
type creationOptions struct {
	Challenge string `json:"challenge"`
	RP        struct {
		ID string `json:"id"`
	} `json:"rp"`
	User struct {
		ID string `json:"id"`
	} `json:"user"`
}

// requestOptions are the fields of the sign-in's options it reads.
type requestOptions struct {
	Challenge string `json:"challenge"`
	RPID      string `json:"rpId"`
}

// cbor writers: a map's head, an integer (small, or negative down to
// -24), a byte string, a text string.
func cborHead(major byte, n int) []byte {
	switch {
	case n < 24:
		return []byte{major<<5 | byte(n)}
	case n < 256:
		return []byte{major<<5 | 24, byte(n)}
	default:
		return []byte{major<<5 | 25, byte(n >> 8), byte(n)}
	}
}

func cborInt(n int) []byte {
	if n < 0 {
		return cborHead(1, -1-n)
	}
	return cborHead(0, n)
}

func cborBytes(b []byte) []byte { return append(cborHead(2, len(b)), b...) }
func cborText(s string) []byte  { return append(cborHead(3, len(s)), s...) }

// coseKey is the credential's public key as COSE writes it: EC2, ES256,
// P-256, x and y.
func (a *authenticator) coseKey() []byte {
	point, err := a.key.PublicKey.Bytes() // 0x04, x, y
	if err != nil {
		a.t.Fatal(err)
	}
	x, y := point[1:33], point[33:]
	b := cborHead(5, 5)
	b = append(append(b, cborInt(1)...), cborInt(2)...)
	b = append(append(b, cborInt(3)...), cborInt(-7)...)
	b = append(append(b, cborInt(-1)...), cborInt(1)...)
	b = append(append(b, cborInt(-2)...), cborBytes(x)...)
	return append(append(b, cborInt(-3)...), cborBytes(y)...)
}

// authData is the authenticator's data for rpID: user present and
// verified, backup eligible, the counter, and (attested) the credential.
func (a *authenticator) authData(rpID string, attested bool) []byte {
	h := sha256.Sum256([]byte(rpID))
	flags := byte(0x01 | 0x04 | 0x08) // UP, UV, BE
	if attested {
		flags |= 0x40 // AT
	}
	b := append(h[:], flags)
	b = binary.BigEndian.AppendUint32(b, a.count)
	if attested {
		b = append(b, make([]byte, 16)...) // AAGUID: none
		b = binary.BigEndian.AppendUint16(b, uint16(len(a.id)))
		b = append(append(b, a.id...), a.coseKey()...)
	}
	return b
}

// clientData is the browser's client data of a ceremony of typ.
func (a *authenticator) clientData(typ, challenge string) []byte {
	b, err := json.Marshal(map[string]any{"type": typ, "challenge": challenge, "origin": a.origin, "crossOrigin": false})
	if err != nil {
		a.t.Fatal(err)
	}
	return b
}

// attestedRPHash is where the hash of the relying party's id begins in
// an attestation object create writes: after the map's head, "fmt",
// "none", "attStmt", {}, "authData" and the byte string's head.
const attestedRPHash = 1 + 4 + 5 + 8 + 1 + 9 + 2

// create answers a registration's options with a new credential's
// attestation, as the page sends it in add-passkey.
func (a *authenticator) create(options json.RawMessage) json.RawMessage {
	var o creationOptions
	if err := json.Unmarshal(options, &o); err != nil {
		a.t.Fatalf("the registration's options %s: %v", options, err)
	}
	user, err := b64.DecodeString(o.User.ID)
	if err != nil {
		a.t.Fatalf("the user's id %q: %v", o.User.ID, err)
	}
	a.user = user
	rpID := a.rpID
	if rpID == "" {
		rpID = o.RP.ID
	}
	att := cborHead(5, 3)
	att = append(append(att, cborText("fmt")...), cborText("none")...)
	att = append(append(att, cborText("attStmt")...), cborHead(5, 0)...)
	att = append(append(att, cborText("authData")...), cborBytes(a.authData(rpID, true))...)
	return a.credential(map[string]any{
		"clientDataJSON":    b64.EncodeToString(a.clientData("webauthn.create", o.Challenge)),
		"attestationObject": b64.EncodeToString(att),
		"transports":        []string{"internal"},
	})
}

// get answers a sign-in's options with an assertion of the credential,
// as the page sends it in passkey; the counter goes up by step first.
func (a *authenticator) get(options json.RawMessage) json.RawMessage {
	var o requestOptions
	if err := json.Unmarshal(options, &o); err != nil {
		a.t.Fatalf("the sign-in's options %s: %v", options, err)
	}
	rpID := a.rpID
	if rpID == "" {
		rpID = o.RPID
	}
	a.count += a.step
	data := a.authData(rpID, false)
	cd := a.clientData("webauthn.get", o.Challenge)
	h := sha256.Sum256(cd)
	signed := sha256.Sum256(append(data, h[:]...))
	sig, err := ecdsa.SignASN1(rand.Reader, a.key, signed[:])
	if err != nil {
		a.t.Fatal(err)
	}
	return a.credential(map[string]any{
		"clientDataJSON":    b64.EncodeToString(cd),
		"authenticatorData": b64.EncodeToString(data),
		"signature":         b64.EncodeToString(sig),
		"userHandle":        b64.EncodeToString(a.user),
	})
}

// credential is a PublicKeyCredential's JSON with this response.
func (a *authenticator) credential(response map[string]any) json.RawMessage {
	b, err := json.Marshal(map[string]any{
		"id": b64.EncodeToString(a.id), "rawId": b64.EncodeToString(a.id), "type": "public-key",
		"authenticatorAttachment": "platform", "clientExtensionResults": map[string]any{}, "response": response,
	})
	if err != nil {
		a.t.Fatal(err)
	}
	return b
}
