// `spirv.decoration` on function arguments (func.func and spirv.func):
// a `#spirv.decoration<Case>` of any SPIR-V decoration is accepted and
// printed as mlir-opt 22 prints it (custom and generic forms).
// RUN: affine-opt %s --allow-unregistered-dialect > %t.ours && %mlir_opt %s --allow-unregistered-dialect > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s --allow-unregistered-dialect -mlir-print-op-generic > %t.ours && %mlir_opt %s --allow-unregistered-dialect -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: func.func @f(%arg0: !spirv.ptr<f32, StorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}, %arg1: f32 {spirv.decoration = #spirv.decoration<Aliased>})
func.func @f(%a: !spirv.ptr<f32, StorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}, %b: f32 {spirv.decoration = #spirv.decoration<Aliased>}) {
  return
}

spirv.module Logical GLSL450 {
  // A PhysicalStorageBuffer pointer needs Aliased or Restrict; a pointer
  // to one (or to an array of them) AliasedPointer or RestrictPointer.
  // CHECK: spirv.func @g(%arg0: !spirv.ptr<f32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}, %arg1: !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<AliasedPointer>}, %arg2: !spirv.ptr<!spirv.array<2 x !spirv.ptr<f32, PhysicalStorageBuffer>>, Function> {spirv.decoration = #spirv.decoration<Aliased>}) "None"
  spirv.func @g(%a: !spirv.ptr<f32, PhysicalStorageBuffer> {spirv.decoration = #spirv.decoration<Restrict>}, %b: !spirv.ptr<!spirv.ptr<f32, PhysicalStorageBuffer>, Function> {spirv.decoration = #spirv.decoration<AliasedPointer>}, %c: !spirv.ptr<!spirv.array<2 x !spirv.ptr<f32, PhysicalStorageBuffer>>, Function> {spirv.decoration = #spirv.decoration<Aliased>}) "None" {
    spirv.Return
  }
}

// Elsewhere it is just an attribute.
// CHECK: "t.x"() {d = #spirv.decoration<CacheControlStoreINTEL>}
"t.x"() {d = #spirv.decoration<CacheControlStoreINTEL>} : () -> ()
