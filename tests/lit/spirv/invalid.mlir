// Bad spirv types, attributes and ops are rejected with mlir-opt 22's
// messages (the reference passes the same checks).
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{expected single integer for array element count}}
"t.x"() {a = !spirv.array<2x3xi32>} : () -> ()

// -----

// expected-error @+1 {{expected array length greater than 0}}
"t.x"() {a = !spirv.array<0 x i32>} : () -> ()

// -----

// expected-error @+1 {{cannot use 'index' to compose SPIR-V types}}
"t.x"() {a = !spirv.array<2 x index>} : () -> ()

// -----

// expected-error @+1 {{ArrayStride must be greater than zero}}
"t.x"() {a = !spirv.array<2 x i32, stride=0>} : () -> ()

// -----

// expected-error @+1 {{expected 'stride'}}
"t.x"() {a = !spirv.array<2 x i32, strid=4>} : () -> ()

// -----

// expected-error @+1 {{expected ','}}
"t.x"() {a = !spirv.ptr<f32>} : () -> ()

// -----

// expected-error @+1 {{unknown storage class: Bad}}
"t.x"() {a = !spirv.ptr<f32, Bad>} : () -> ()

// -----

// expected-error @+1 {{offset specification must be given for all members}}
"t.x"() {a = !spirv.struct<(f32 [0], i32)>} : () -> ()

// -----

// expected-error @+1 {{unknown SPIR-V type: foo}}
"t.x"() {a = !spirv.foo} : () -> ()

// -----

// expected-error @+1 {{only 1/8/16/32/64-bit integer type allowed but found 'i128'}}
"t.x"() {a = !spirv.array<2 x i128>} : () -> ()

// -----

// expected-error @+1 {{only 1-D vector allowed but found 'vector<2x2xf32>'}}
"t.x"() {a = !spirv.array<2 x vector<2x2xf32>>} : () -> ()

// -----

// expected-error @+1 {{vector length has to be less than or equal to 4 but found 8}}
"t.x"() {a = !spirv.rtarray<vector<8xf32>>} : () -> ()

// -----

// expected-error @+1 {{recursive struct reference not nested in struct definition}}
"t.x"() {a = !spirv.struct<S>} : () -> ()

// -----

// expected-error @+1 {{unknown SPIR-V attribute kind: foo}}
"t.x"() {a = #spirv.foo<1>} : () -> ()

// -----

// expected-error @+1 {{unknown version: v1.7}}
"t.x"() {a = #spirv.vce<v1.7, [Shader], []>} : () -> ()

// -----

// The comma after the version is read before the version is looked up.
// expected-error @+1 {{expected ','}}
"t.x"() {a = #spirv.vce<v7.0 [Shader], []>} : () -> ()

// -----

spirv.func @f() "None" {
  // expected-error @+1 {{'spirv.Constant' op result #0 must be void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type, but got 'index'}}
  %0 = spirv.Constant 1 : index
  spirv.Return
}

// -----

spirv.func @f() "None" {
  // expected-error @+1 {{'spirv.Constant' op result or element type ('vector<2xi64>') does not match value type ('tensor<2xi32>'), must be the same or spirv.array}}
  %0 = spirv.Constant dense<1> : tensor<2xi32> : vector<2xi64>
  spirv.Return
}

// -----

spirv.func @f() "None" {
  // expected-error @+1 {{'spirv.Constant' op result number of elements (3) does not match value number of elements (2)}}
  %0 = spirv.Constant dense<1> : tensor<2xi32> : !spirv.array<3 x i32>
  spirv.Return
}

// -----

spirv.func @f() "None" {
  // expected-error @+1 {{'spirv.Constant' op must have spirv.array result type for array value}}
  %0 = spirv.Constant [1 : i32] : vector<2xi32>
  spirv.Return
}

// -----

spirv.func @f() "None" {
  // expected-error @+1 {{'spirv.Constant' op result type ('i32') does not match value type ('i64')}}
  %0 = spirv.Constant [1 : i64] : !spirv.array<1 x i32>
  spirv.Return
}

// -----

spirv.func @f() -> i32 "None" {
  // expected-error @+1 {{'spirv.Return' op cannot be used in functions returning value}}
  spirv.Return
}

// -----

spirv.func @f() "None" {
  %0 = spirv.Constant 1 : i32
  // expected-error @+1 {{'spirv.ReturnValue' op returns 1 value but enclosing function requires 0 results}}
  spirv.ReturnValue %0 : i32
}

// -----

spirv.func @f() -> i64 "None" {
  %0 = spirv.Constant 1 : i32
  // expected-error @+1 {{'spirv.ReturnValue' op  return value's type ('i32') mismatch with function's result type ('i64')}}
  spirv.ReturnValue %0 : i32
}

// -----

// expected-error @+1 {{custom op 'spirv.func' invalid function_control attribute specification: "Bad"}}
spirv.func @f() "Bad" {
  spirv.Return
}

// -----

// expected-error @+1 {{custom op 'spirv.func' invalid function_control attribute specification: "None|Inline"}}
spirv.func @f() "None|Inline" {
  spirv.Return
}

// -----

// expected-error @+1 {{'spirv.func' op cannot have more than one result}}
spirv.func @f() -> (i32, i32) "None"

// -----

// expected-error @+1 {{custom op 'spirv.module' invalid addressing_model attribute specification: Bad}}
spirv.module Bad GLSL450 {
}

// -----

// expected-error @+1 {{custom op 'spirv.module' expected valid keyword}}
spirv.module Logical {
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' can only contain spirv.* ops}}
  func.func @f() { return }
}

// -----

spirv.module Logical GLSL450 {
  spirv.func @f() "None" {
    // expected-error @+1 {{functions in 'spirv.module' can only contain spirv.* ops}}
    %0 = arith.constant 1 : i32
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // expected-error @+1 {{'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)}}
  spirv.func @f() "None"
}

// -----

// SPIR-V attributes have no type.
// expected-error @+1 {{unexpected type}}
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [Shader], []>, #spirv.resource_limits<>> : i32} {}

// -----

// expected-error @+1 {{unexpected type}}
"t.x"() {a = #spirv.storage_class<StorageBuffer> : i32} : () -> ()

// -----

// ABI integers are read as MLIR's parseInteger<uint32_t> reads them: `true`
// is the 1-bit -1 (4294967295), `-99999999` (8 digits, 32 bits) wraps; a
// negative literal of more than 8 digits (`-999999999`, 36 bits) is too
// large, and so is anything beyond 64 bits, reported at the literal.
func.func @abi_bool(%a: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(true, -99999999)>}) {
  return
}
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{missing descriptor set}}
func.func @abi_wide_negative(%a: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(-999999999, 0)>}) {
  return
}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{missing binding}}
func.func @abi_beyond_64_bits(%a: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 99999999999999999999)>}) {
  return
}

// -----

// Entry point parameters are signed (`int`): -1 stays -1, 2^31 is too large.
func.func @entry_signed() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = -1, target_width = true>} {
  return
}
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse SPIRV_EntryPointABIAttr parameter 'subgroup_size' which is to be a `std::optional<int>`}}
func.func @entry_too_large() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 2147483648>} {
  return
}

// -----

// workgroup_size is a DenseI32ArrayAttr: `]` is still expected after a bad
// element, then the parameter's own error (found by mutation-diff seed 395).
// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{expected ']'}}
// expected-error @+1 {{failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`}}
func.func @entry_bad_element() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, i32 1]>} {
  return
}

// -----

// expected-error @+2 {{expected ']'}}
// expected-error @+1 {{failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`}}
func.func @entry_missing_comma() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [1 2]>} {
  return
}

// -----

// `true` is the i1 value 1 sign-extended: -1.
"test.op"() {a = #spirv.entry_point_abi<workgroup_size = [true, false, 0x10]>} : () -> ()
// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse SPIRV_EntryPointABIAttr parameter 'workgroup_size' which is to be a `DenseI32ArrayAttr`}}
"test.op"() {a = #spirv.entry_point_abi<workgroup_size = [-2147483649]>, b} : () -> ()
