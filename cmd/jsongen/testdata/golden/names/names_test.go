package names

// wire is declared in the package block of the package's tests, so the
// generated file, compiled with them, imports package wire by another
// name.
var wire = "taken"
