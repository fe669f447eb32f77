// Package other embeds an unexported struct by pointer: the generated
// code of another package cannot test it for nil.
package other

type Ptr struct {
	*inner
}

type inner struct {
	A int
}
