// Identified spirv structs that refer to themselves or to an enclosing
// struct (`!spirv.struct<S>` inside the body of `S`), member decorations
// with values (sorted as mlir-opt 22 sorts them), offsets read as u32,
// and decorations of the struct itself after its members; printed as
// mlir-opt 22 prints them (custom and generic forms, and a round trip).
// RUN: affine-opt %s > %t.ours && %mlir_opt %s > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s

// CHECK-LABEL: func.func private @self(!spirv.struct<S, (f32, !spirv.ptr<!spirv.struct<S>, StorageBuffer>)>)
func.func private @self(!spirv.struct<S, (f32, !spirv.ptr<!spirv.struct<S>, StorageBuffer>)>)

// A second use of S with the same body is the same type.
// CHECK-LABEL: func.func private @same(!spirv.struct<S, (f32, !spirv.ptr<!spirv.struct<S>, StorageBuffer>)>)
func.func private @same(!spirv.struct<S, (f32, !spirv.ptr<!spirv.struct<S>, StorageBuffer>)>)

// struct A { struct B *b; }; struct B { struct A *a; struct B *b; }
// CHECK-LABEL: func.func private @mutual(!spirv.struct<A, (!spirv.ptr<!spirv.struct<B, (!spirv.ptr<!spirv.struct<A>, Uniform>, !spirv.ptr<!spirv.struct<B>, Uniform>)>, Uniform>)>)
func.func private @mutual(!spirv.struct<A, (!spirv.ptr<!spirv.struct<B, (!spirv.ptr<!spirv.struct<A>, Uniform>, !spirv.ptr<!spirv.struct<B>, Uniform>)>, Uniform>)>)

// Without a pointer in between (mlir-opt 22 does not object).
// CHECK-LABEL: func.func private @direct(!spirv.struct<D, (!spirv.array<2 x !spirv.struct<D>>)>)
func.func private @direct(!spirv.struct<D, (!spirv.array<2 x !spirv.struct<D>>)>)

// A literal struct inside an identified one may refer to it.
// CHECK-LABEL: func.func private @literal_inside(!spirv.struct<L, (!spirv.struct<(!spirv.ptr<!spirv.struct<L>, Uniform>)>)>)
func.func private @literal_inside(!spirv.struct<L, (!spirv.struct<(!spirv.ptr<!spirv.struct<L>, Uniform>)>)>)

// CHECK-LABEL: func.func private @empty(!spirv.struct<E, ()>, !spirv.struct<E, ()>)
func.func private @empty(!spirv.struct<E, ()>, !spirv.struct<E, ()>)

// Member decorations sorted by decoration; values printed without types.
// CHECK-LABEL: func.func private @decorations(!spirv.struct<(i32 [NonWritable, NonWritable, Offset=4], f32 [NonReadable])>, !spirv.struct<(i32 [0, BuiltIn=3, Restrict], f32 [4, Restrict=2])>, !spirv.struct<(i32 [Offset=16, Alignment=1.500000e+00, MaxByteOffset="x"])>)
func.func private @decorations(!spirv.struct<(i32 [Offset=4, NonWritable, NonWritable], f32 [NonReadable])>, !spirv.struct<(i32 [0, Restrict, BuiltIn=3], f32 [4, Restrict=2])>, !spirv.struct<(i32 [Offset=0x10, Alignment=1.5 : f32, MaxByteOffset="x"])>)

// Offsets are u32: -1 is 4294967295; an empty list is no decoration.
// CHECK-LABEL: func.func private @offsets(!spirv.struct<(i32 [4294967295])>, !spirv.struct<(i32, f32)>)
func.func private @offsets(!spirv.struct<(i32 [-1])>, !spirv.struct<(i32 [], f32)>)

// Decorations of the struct itself.
// CHECK-LABEL: func.func private @struct_decorations(!spirv.struct<(i32), Block, Restrict>, !spirv.struct<R, (i32 [0], !spirv.ptr<!spirv.struct<R>, Uniform> [4]), Block=1>)
func.func private @struct_decorations(!spirv.struct<(i32), Restrict, Block>, !spirv.struct<R, (i32 [0], !spirv.ptr<!spirv.struct<R>, Uniform> [4]), Block=1>)

// In a spirv.func signature.
spirv.module Logical GLSL450 {
  // CHECK-LABEL: spirv.func @in_spirv(%arg0: !spirv.ptr<!spirv.struct<N, (f32, !spirv.ptr<!spirv.struct<N>, StorageBuffer>)>, StorageBuffer>) "None"
  spirv.func @in_spirv(%arg0: !spirv.ptr<!spirv.struct<N, (f32, !spirv.ptr<!spirv.struct<N>, StorageBuffer>)>, StorageBuffer>) "None" {
    spirv.Return
  }
}
