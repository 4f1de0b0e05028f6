// MLIR uniques identified spirv structs by name: an identifier keeps the
// body it was first given, and a different body (here i32 then f32) makes
// the parse fail without a message, as in mlir-opt 22.
// RUN: not affine-opt %s 2>&1 | FileCheck --allow-empty %s
// RUN: not %mlir_opt %s 2>&1 | FileCheck --allow-empty %s

// CHECK-NOT: {{.}}
func.func private @first(!spirv.struct<B, (i32)>)
func.func private @second(!spirv.struct<B, (f32)>)
