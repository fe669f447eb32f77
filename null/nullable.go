package null

// This file holds, once for every type of this package, what the types do
// with a value and its validity alone; each type's methods and
// constructors pass their own value field and Valid.

// deref returns *p and true, or the zero T and false if p is nil: the
// arguments of a New function for a pointer that may be nil.
func deref[T any](p *T) (T, bool) {
	if p == nil {
		var zero T
		return zero, false
	}
	return *p, true
}

// valueOrZero returns v if valid is set, else the zero T.
func valueOrZero[T any](v T, valid bool) T {
	if !valid {
		var zero T
		return zero
	}
	return v
}

// pointerTo returns a pointer to v, a copy of the caller's value, or nil
// if valid is not set.
func pointerTo[T any](v T, valid bool) *T {
	if !valid {
		return nil
	}
	return &v
}

// equal reports whether two nullable values, a and b with their validity,
// are both null or both valid with values that compare equal with ==.
func equal[T comparable](a T, aValid bool, b T, bValid bool) bool {
	return aValid == bValid && (!aValid || a == b)
}
