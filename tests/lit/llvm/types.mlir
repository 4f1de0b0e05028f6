// LLVM dialect types read and print as in mlir-opt 22: nested LLVM types
// lose their `!llvm.` prefix, address space 0 is elided, nested attributes
// keep their aliases.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: #map = affine_map<(d0) -> (d0 + 1)>
// CHECK: "t.x"() {a = !llvm.func<void (i32, ...)>, b = !llvm.func<ptr ()>, c = !llvm.struct<"a", packed (i32)>, d = !llvm.struct<()>, e = !llvm.struct<packed ()>, f = !llvm.array<2 x struct<(i32)>>, g = !llvm.struct<(i32, struct<"b", (f32)>)>, h = !llvm.token, i = !llvm.ptr, j = !llvm.ptr<1>, k = !llvm.struct<(i32, ptr)>, l = !llvm.struct<"o", opaque>, m = !llvm.target<"spirv.Image">, n = !llvm.array<2 x memref<4xf32, #map>>, o = !llvm.func<i32 (...)>, p = !llvm.void, q = !llvm.label, r = !llvm.metadata} : () -> ()
"t.x"() {a = !llvm.func<void (i32, ...)>, b = !llvm.func<ptr ()>, c = !llvm.struct<"a", packed (i32)>, d = !llvm.struct<()>, e = !llvm.struct<packed ()>, f = !llvm.array<2 x struct<(i32)>>, g = !llvm.struct<(i32, struct<"b", (f32)>)>, h = !llvm.token, i = !llvm.ptr<0>, j = !llvm.ptr< 1 >, k = !llvm.struct<( i32 ,!llvm.ptr)>, l = !llvm.struct<"o", opaque>, m = !llvm.target<"spirv.Image">, n = !llvm.array<2 x memref<4xf32, affine_map<(d0) -> (d0 + 1)>>>, o = !llvm.func<i32 (...)>, p = !llvm.void, q = !llvm.label, r = !llvm.metadata} : () -> ()
