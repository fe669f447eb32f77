// Package methodtab holds, for types of this module that read and write
// themselves through the wire layer, functions that call those methods on
// the value at an address, which package json calls instead of the
// methods it finds by reflection.
//
// Without them, package json makes an interface out of the address of
// each such value it meets (reflect.NewAt, Value.Interface, a type
// assertion) to call the method through: the seed struct, with a null.Int
// and a null.String, took 277 more instructions to decode (8%) and 373
// more to encode (12%). A function made here for the type, once, calls
// the method directly. Package null registers its types in its init,
// before any program can encode or decode them.
package methodtab

import (
	"reflect"
	"sync"
	"unsafe"

	"github.com/zerojson/json/wire"
)

// Funcs call the wire methods of a type T on the T at address p.
type Funcs struct {
	// Read calls (*T).UnmarshalJSONWire.
	Read func(p unsafe.Pointer, r *wire.Reader) error
	// Write calls T.MarshalJSONWire.
	Write func(p unsafe.Pointer, w *wire.Writer) error
}

var registry sync.Map // reflect.Type → *Funcs

// Register records the Funcs of T, whose value has MarshalJSONWire and whose
// pointer has UnmarshalJSONWire.
func Register[T interface{ MarshalJSONWire(*wire.Writer) error }, PT interface {
	*T
	UnmarshalJSONWire(*wire.Reader) error
}]() {
	registry.Store(reflect.TypeFor[T](), &Funcs{
		Read:  func(p unsafe.Pointer, r *wire.Reader) error { return PT(p).UnmarshalJSONWire(r) },
		Write: func(p unsafe.Pointer, w *wire.Writer) error { return (*(*T)(p)).MarshalJSONWire(w) },
	})
}

// Lookup returns the Funcs registered for t, or nil.
func Lookup(t reflect.Type) *Funcs {
	if f, ok := registry.Load(t); ok {
		return f.(*Funcs)
	}
	return nil
}
