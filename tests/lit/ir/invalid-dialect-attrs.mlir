// Bad dialect attributes and types: mlir-opt 22's diagnostics (the
// reference passes the same checks).
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
// expected-error @+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
"t.x"() {a = #arith.fastmath<w>} : () -> ()

// -----

// expected-error @+1 {{expected '>'}}
"t.x"() {a = #arith.fastmath<nnan ninf>} : () -> ()

// -----

// expected-error @+1 {{unbalanced '<' character in pretty dialect name}}
"t.x"() {a = #arith.fastmath<nnan} : () -> ()

// -----

// expected-error @+2 {{expected ::mlir::gpu::AddressSpace to be one of: global, workgroup, private}}
// expected-error @+1 {{failed to parse GPU_AddressSpaceAttr parameter 'value' which is to be a `::mlir::gpu::AddressSpace`}}
func.func @f(%a: memref<4xf32, #gpu.address_space<bad>>) {
  return
}

// -----

// expected-error @+2 {{expected ::mlir::gpu::Dimension to be one of: x, y, z}}
// expected-error @+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
"t.x"() {a = #gpu<dim w>} : () -> ()

// -----

// expected-error @+2 {{expected valid keyword or string}}
// expected-error @+1 {{failed to parse GPU_DimensionAttr parameter 'value' which is to be a `::mlir::gpu::Dimension`}}
"t.x"() {a = #gpu.dim<x>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `x` in dialect `arith`}}
"t.x"() {a = #arith.x} : () -> ()

// -----

// expected-error @+1 {{dialect 'func' provides no attribute parsing hook}}
"t.x"() {a = #func.foo} : () -> ()

// -----

// expected-error @+1 {{dialect 'memref' provides no type parsing hook}}
"t.x"() {a = !memref.foo} : () -> ()

// -----

// expected-error @+1 {{unknown gpu type: x}}
"t.x"() {a = !gpu.x} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `w` in dialect `ub`}}
"t.x"() {a = #ub.w} : () -> ()
