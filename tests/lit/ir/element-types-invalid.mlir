// The element types of the builtin container types, as mlir-opt 22 checks
// them: a tensor takes scalars, complex, vector and any dialect type
// (reported at the element once the '>' is read); a vector takes integers,
// index, floats and of the dialect types only pointers (reported at the
// vector type, by its ODS parameter constraint); a complex takes integers
// and floats.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{invalid tensor element type}}
func.func @tensor_of_tensor(%a: tensor<4xtensor<2xf32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func @unranked_tensor_of_tensor(%a: tensor<*xtensor<2xf32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func @tensor_of_memref(%a: tensor<?xmemref<2xf32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func @tensor_of_none(%a: tensor<4xnone>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func @tensor_of_tuple(%a: tensor<4xtuple<i32>>)

// -----

// expected-error @+1 {{invalid tensor element type}}
func.func @tensor_of_function(%a: tensor<4x(i32) -> i32>)

// -----

// The encoding is read before the element type is checked.
// expected-error @+1 {{invalid tensor element type}}
func.func @tensor_of_tensor_encoded(%a: tensor<4xtensor<2xf32>, "enc">)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @vector_of_tensor(%a: vector<4xtensor<2xf32>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @vector_of_vector(%a: vector<4xvector<2xf32>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @vector_of_complex(%a: vector<[4]xcomplex<f32>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @vector_of_none(%a: vector<4xnone>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @vector_of_struct(%a: vector<4x!llvm.struct<(i32)>>)

// -----

// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @vector_of_unregistered(%a: vector<4x!foo.bar>)

// -----

// The element check comes before the size check.
// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func @vector_of_tensor_zero(%a: vector<0xtensor<2xf32>>)

// -----

// expected-error @+1 {{invalid element type for complex}}
func.func @complex_of_index(%a: complex<index>)

// -----

// expected-error @+1 {{invalid element type for complex}}
func.func @complex_of_complex(%a: tensor<4xcomplex<complex<f32>>>)

// -----

// expected-error @+1 {{invalid element type for complex}}
func.func @complex_of_unregistered(%a: complex<!foo.bar>)

// -----

// Valid: dialect types in tensors, pointers in vectors, vectors in tensors.
func.func private @valid(tensor<4x!llvm.struct<(i32)>>, tensor<4x!foo.bar>, vector<4x!llvm.ptr>,
    vector<4x!llvm.ptr<1>>, tensor<4xvector<2xf32>>, tensor<4xcomplex<i8>>, vector<4xindex>)
