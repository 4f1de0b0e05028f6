// Bad identified spirv structs get mlir-opt 22's diagnostics: a reference
// outside the definition of its struct, a nested redefinition, an
// identifier that is not a bare keyword, bad member decorations and
// offsets (struct-body-conflict.mlir: a second body for an identifier).
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: [[@LINE+1]]:35: error: recursive struct reference not nested in struct definition
func.func private @outside(!spirv.struct<S>)

// -----

// CHECK: [[@LINE+1]]:62: error: recursive struct reference not nested in struct definition
func.func private @other(!spirv.struct<S, (!spirv.ptr<!spirv.struct<T>, Uniform>)>)

// -----

// CHECK: [[@LINE+1]]:66: error: identifier already used for an enclosing struct
func.func private @redefined(!spirv.struct<S, (!spirv.ptr<!spirv.struct<S, (i32)>, Uniform>)>)

// -----

// CHECK: [[@LINE+1]]:41: error: expected '('
func.func private @string(!spirv.struct<"a b", (i32)>)

// -----

// CHECK: [[@LINE+1]]:55: error: unknown attribute: 'Foo'
func.func private @bad_decoration(!spirv.struct<(i32 [Foo=1])>)

// -----

// CHECK: [[@LINE+1]]:56: error: expected attribute value
func.func private @no_value(!spirv.struct<(i32 [Offset=])>)

// -----

// CHECK: [[@LINE+1]]:47: error: integer value too large
func.func private @offset(!spirv.struct<(i32 [4294967296])>)

// -----

// CHECK: [[@LINE+1]]:59: error: offset specification must be given for all members
func.func private @second_offset(!spirv.struct<(i32, f32 [0])>)

// -----

// CHECK: [[@LINE+1]]:53: error: expected valid keyword
func.func private @struct_deco(!spirv.struct<(i32), 1>)
