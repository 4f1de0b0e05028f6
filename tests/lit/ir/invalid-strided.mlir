// strided<...> layout syntax errors, with mlir-opt 22's messages.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{expected '<' after 'strided'}}
"test.op"() {a = strided[1]>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[x]>} : () -> ()

// -----

// expected-error @+1 {{expected a 64-bit signed integer or '?'}}
"test.op"() {a = strided<[99999999999999999999]>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"test.op"() {a = strided<[1] offset: 0>} : () -> ()

// -----

// expected-error @+1 {{expected 'offset' after comma}}
"test.op"() {a = strided<[1], off: 0>} : () -> ()

// -----

// expected-error @+1 {{expected ':' after 'offset'}}
"test.op"() {a = strided<[1], offset 0>} : () -> ()

// -----

func.func @subview_list(%m: memref<4x4xf32>) {
  // A failure inside a dynamic index list is followed by a summary error.
  // expected-error @+2 {{expected '[' in dynamic index list}}
  // expected-error @+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[0, 0] [1, 4]][1, 1] : memref<4x4xf32> to memref<4xf32, strided<[1]>>
  return
}

// -----

// MemRefType's own checks (MLIR's MemRefType::verify), reported at the
// element type or at the `memref` keyword (found by mutation-diff seed 394).
// expected-error @+1 {{invalid memref element type}}
func.func private @tensor_element(memref<4xtensor<f32>>)

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @unregistered_element(memref<4x!foo.bar>)

// -----

// expected-error @+1 {{memref layout mismatch between rank and affine map: 1 != 2}}
func.func private @map_rank(memref<4xf32, affine_map<(d0, d1) -> (d0)>>)

// -----

// expected-error @+1 {{expected the number of strides to match the rank}}
func.func private @strides_rank(memref<4xf32, strided<[1, 1]>>)

// -----

// An unregistered dialect's attribute is a builtin OpaqueAttr, which is
// not a memory space.
// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @opaque_space(memref<4xf32, #foo<x>>)

// -----

// expected-error @+1 {{unsupported memory space Attribute}}
func.func private @array_space(memref<*xf32, [1]>)
