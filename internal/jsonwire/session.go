package jsonwire

// Package json hands Writers and Readers of its own to the methods it calls
// (and to the code jsongen writes); through them, those carry on the
// encoding or decoding in progress: a Writer it hands out carries an
// Encoding, a Reader a Decoding. This is the one way from a Writer or a
// Reader back to package json's state. A Writer or a Reader of a user's
// carries neither.

// An Encoding is the encoding in progress that a Writer belongs to.
type Encoding struct {
	// Engine is package json's state of the encoding.
	Engine any
}

// A Decoding is the decoding in progress that a Reader belongs to.
type Decoding struct {
	// Engine is package json's state of the decoding.
	Engine any
}

// Session returns the encoding w belongs to, or nil.
func (w *Writer) Session() *Encoding { return w.session }

// SetSession makes w belong to the encoding s (nil for none).
func (w *Writer) SetSession(s *Encoding) { w.session = s }

// Session returns the decoding r belongs to, or nil.
func (r *Reader) Session() *Decoding { return r.session }

// SetSession makes r belong to the decoding s (nil for none).
func (r *Reader) SetSession(s *Decoding) { r.session = s }
