package null

import "github.com/zerojson/json/internal/registry"

// The types' wire methods, for package json to call at a value's address
// without making an interface of it (see package registry). Value[T] is
// left out: its instances are not known here.
func init() {
	registry.RegisterMethods[Bool]()
	registry.RegisterMethods[Byte]()
	registry.RegisterMethods[Float]()
	registry.RegisterMethods[Int]()
	registry.RegisterMethods[Int16]()
	registry.RegisterMethods[Int32]()
	registry.RegisterMethods[String]()
	registry.RegisterMethods[Time]()
}
