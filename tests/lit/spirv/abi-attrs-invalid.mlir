// mlir-opt 22's checks of spirv.* attributes: the ABI attributes' syntax,
// `spirv.entry_point_abi` on ops (any other spirv.* op attribute is
// unsupported), `spirv.interface_var_abi` on function arguments (a storage
// class only on scalars; argument errors come without the op's dump), and
// no spirv.* attribute on function results; declarations are checked too.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: [[@LINE+1]]:1: error: 'spirv.interface_var_abi' attribute cannot specify storage class when attaching to a non-scalar value
func.func @non_scalar(%a: memref<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1), StorageBuffer>}) {
  return
}
// CHECK-NEXT: {{^}}func.func @non_scalar
// CHECK-NEXT: {{^}}^
// CHECK-NOT: note

// -----

// CHECK: [[@LINE+1]]:1: error: found unsupported 'spirv.interface_var_abi' attribute on operation
func.func @on_op() attributes {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>} {
  return
}
// CHECK-NEXT: {{^}}func.func @on_op
// CHECK-NEXT: {{^}}^
// CHECK-NEXT: note: see current operation:

// -----

// CHECK: error: found unsupported 'spirv.entry_point_abi' attribute on region argument
func.func @on_arg(%a: f32 {spirv.entry_point_abi = #spirv.entry_point_abi<>}) {
  return
}

// -----

// CHECK: error: 'spirv.interface_var_abi' must be a spirv::InterfaceVarABIAttr
func.func @not_abi(%a: f32 {spirv.interface_var_abi = 1}) {
  return
}

// -----

// CHECK: error: 'spirv.entry_point_abi' attribute must be an entry point ABI attribute
func.func @not_entry() attributes {spirv.entry_point_abi = 1} {
  return
}

// -----

// CHECK: error: found unsupported 'spirv.foo' attribute on region argument
func.func private @decl(f32 {spirv.foo = 1})

// -----

// CHECK: error: found unsupported 'spirv.foo' attribute on operation
func.func @unknown() attributes {spirv.foo = 1} {
  return
}

// -----

// CHECK: error: cannot attach SPIR-V attributes to region result which is not part of a spirv::GraphARMOp type
func.func @result() -> (f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}) {
  %c = arith.constant 1.0 : f32
  return %c : f32
}

// -----

// Arguments are checked before results.
// CHECK: error: 'func.func' op arguments may only have dialect attributes
func.func @order(%a: f32 {foo = 1}) -> (f32 {bar = 1}) {
  return %a : f32
}

// -----

// CHECK: [[@LINE+1]]:76: error: expected ','
func.func @f(%a: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0)>}) { return }

// -----

// CHECK: [[@LINE+1]]:82: error: unknown storage class: Bogus
func.func @f(%a: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1), Bogus>}) { return }

// -----

// CHECK: [[@LINE+1]]:74: error: expected '('
func.func @f(%a: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<0, 1>}) { return }

// -----

// CHECK: [[@LINE+2]]:75: error: integer value too large
// CHECK: [[@LINE+1]]:75: error: missing descriptor set
func.func @f(%a: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(4294967296, 1)>}) { return }

// -----

// CHECK: [[@LINE+1]]:75: error: integer value too large
func.func @f(%a: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(-2147483648, 1)>}) { return }

// -----

// CHECK: [[@LINE+2]]:91: error: expected '['
// CHECK: [[@LINE+1]]:92: error: failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`
func.func @f() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = 1>} { return }

// -----

// CHECK: [[@LINE+1]]:83: error: duplicate or unknown struct parameter name: bogus
func.func @f() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<bogus = 1>} { return }

// -----

// CHECK: [[@LINE+1]]:111: error: duplicate or unknown struct parameter name: subgroup_size
func.func @f() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 16, subgroup_size = 8>} { return }

// -----

// CHECK: [[@LINE+1]]:75: error: missing descriptor set
func.func @f(%a: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(x, 1)>}) { return }

// -----

// CHECK: [[@LINE+2]]:78: error: integer value too large
// CHECK: [[@LINE+1]]:78: error: missing binding
func.func @f(%a: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, -5000000000)>}) { return }

// -----

// A struct that does not start with a parameter name must end at once; a
// missing name after a comma gets ODS's two errors.
// CHECK: [[@LINE+1]]:75: error: expected '>'
func.func @f() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<#map = 16>} { return }

// -----

// CHECK: [[@LINE+2]]:95: error: expected valid keyword
// CHECK: [[@LINE+1]]:95: error: expected a parameter name in struct
func.func @f() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 16, 5>} { return }
