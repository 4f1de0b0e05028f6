// Bad `spirv.decoration` attributes get mlir-opt 22's diagnostics: an
// unknown case (the ODS enum's two errors), a value that is not a
// decoration attribute (on the function, without the op's dump), and the
// attribute on an op or a result; spirv.func's checks of arguments that
// are (or point to) PhysicalStorageBuffer pointers come first.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: arg-decorations-invalid.mlir:[[@LINE+2]]:64: error: expected ::mlir::spirv::Decoration to be one of: RelaxedPrecision, SpecId,
// CHECK: arg-decorations-invalid.mlir:[[@LINE+1]]:67: error: failed to parse SPIRV_DecorationAttr parameter 'value' which is to be a `::mlir::spirv::Decoration`
func.func private @f(f32 {spirv.decoration = #spirv.decoration<Foo>})

// -----

// CHECK: arg-decorations-invalid.mlir:[[@LINE+2]]:1: error: 'spirv.decoration' must be a spirv::DecorationAttr
// CHECK-NOT: note
func.func private @f(f32 {spirv.decoration = 1})

// -----

// CHECK: arg-decorations-invalid.mlir:[[@LINE+1]]:1: error: found unsupported 'spirv.decoration' attribute on operation
module attributes {spirv.decoration = #spirv.decoration<Restrict>} {}

// -----

// CHECK: arg-decorations-invalid.mlir:[[@LINE+1]]:1: error: cannot attach SPIR-V attributes to region result which is not part of a spirv::GraphARMOp type
func.func private @f() -> (f32 {spirv.decoration = #spirv.decoration<Restrict>})

// -----

spirv.module Logical GLSL450 {
  // CHECK: arg-decorations-invalid.mlir:[[@LINE+1]]:3: error: 'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'
  spirv.func @wrong_case(%a: !spirv.ptr<f32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<AliasedPointer>}) "None" {
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // A value that is no decoration counts as none (checked before the
  // argument attribute itself).
  // CHECK: arg-decorations-invalid.mlir:[[@LINE+1]]:3: error: 'spirv.func' op with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'
  spirv.func @not_decoration(%a: !spirv.ptr<f32, PhysicalStorageBuffer> {spirv.decoration = 1}) "None" {
    spirv.Return
  }
}

// -----

spirv.module Logical GLSL450 {
  // CHECK: arg-decorations-invalid.mlir:[[@LINE+1]]:3: error: 'spirv.func' op with a pointer points to a physical buffer pointer must be decorated either 'AliasedPointer' or 'RestrictPointer'
  spirv.func @pointer_to_pointer(%a: !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<Restrict>}) "None" {
    spirv.Return
  }
}
