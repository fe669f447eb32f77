package null

import "github.com/zerojson/json/internal/methodtab"

// The types' wire methods, for package json to call at a value's address
// without making an interface of it (see package methodtab). Value[T] is
// left out: its instances are not known here.
func init() {
	methodtab.Register[Bool]()
	methodtab.Register[Byte]()
	methodtab.Register[Float]()
	methodtab.Register[Int]()
	methodtab.Register[Int16]()
	methodtab.Register[Int32]()
	methodtab.Register[String]()
	methodtab.Register[Time]()
}
