// A tensor type whose encoding after the comma is empty has none (MLIR
// reads the encoding as an optional attribute).
func.func private @tensor_empty_encoding(tensor<4xf32, >) -> tensor<?x2xi8, >
func.func private @tensor_type_encoding(tensor<4xf32, i32>)
