// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @repeated_dim(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (i, j) -> (j, j) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @symbol(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (i, j)[s] -> (j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @not_a_dim(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map}}
  %t = memref.transpose %m (i, j) -> (j + 1, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @wrong_rank(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op expected a permutation map of same rank as the input}}
  %t = memref.transpose %m (i, j, k) -> (k, j, i) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

// The expected type is shown in canonical form: its layout as a simplified
// affine map.
func.func @missing_layout(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<3x2xf32>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf32>
  return
}

// -----

func.func @memory_space(%m: memref<2x3xf32, 1>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<3x2xf32, strided<[1, 3]>>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>, 1>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32, 1> to memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @dynamic_strides(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<?x?xf32, strided<[?, 1]>>' is not equivalent to the canonical transposed input type 'memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<?x?xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1]>>
  return
}

// -----

func.func @element_type(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result type 'memref<3x2xf64, strided<[1, 3]>>' is not equivalent to the canonical transposed input type 'memref<3x2xf32, affine_map<(d0, d1) -> (d0 + d1 * 3)>>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<3x2xf64, strided<[1, 3]>>
  return
}

// -----

func.func @unranked_result(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op result #0 must be strided memref of any type values, but got 'memref<*xf32>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> to memref<*xf32>
  return
}

// -----

func.func @not_strided(%m: memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>) {
  // expected-error @+1 {{'memref.transpose' op operand #0 must be strided memref of any type values, but got 'memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>> to memref<3x2xf32>
  return
}

// -----

func.func @unranked_source(%m: memref<*xf32>) {
  // expected-error @+1 {{custom op 'memref.transpose' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<*xf32> to memref<3x2xf32>
  return
}

// -----

func.func @set_not_map(%m: memref<2x3xf32>) {
  // expected-error @+1 {{expected AffineMap, but got IntegerSet}}
  %t = memref.transpose %m (i, j) : (i >= 0) : memref<2x3xf32> to memref<3x2xf32>
  return
}

// -----

func.func @missing_to(%m: memref<2x3xf32>) {
  // expected-error @+1 {{custom op 'memref.transpose' expected 'to'}}
  %t = memref.transpose %m (i, j) -> (j, i) : memref<2x3xf32> into memref<3x2xf32>
  return
}

// -----

func.func @no_permutation(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op requires attribute 'permutation'}}
  %t = "memref.transpose"(%m) : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @permutation_not_a_map(%m: memref<2x3xf32>) {
  // expected-error @+1 {{'memref.transpose' op attribute 'permutation' failed to satisfy constraint: AffineMap attribute}}
  %t = "memref.transpose"(%m) {permutation = 1 : i64} : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return
}

// -----

func.func @permutation_property(%m: memref<2x3xf32>) {
  // expected-error @+1 {{invalid properties {permutation = 1 : i64} for op memref.transpose: Invalid attribute `permutation` in property conversion: 1 : i64}}
  %t = "memref.transpose"(%m) <{permutation = 1 : i64}> : (memref<2x3xf32>) -> memref<3x2xf32, strided<[1, 3]>>
  return
}
