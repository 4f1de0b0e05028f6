// `!llvm.target` types as mlir-opt 22 reads and prints them: type
// parameters in the full type syntax, integer parameters as `unsigned`
// (a negated literal or `true` wraps around).
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: "t.x"() {a = !llvm.target<"spirv", 4294967295>, b = !llvm.target<"spirv", i32, 4294967292>, c = !llvm.target<"a", !llvm.ptr<3>, !llvm.struct<(i32)>, !llvm.void>, d = !llvm.target<"a", memref<2xf32>, index, 16, 0>, e = !llvm.target<"b", 4294967295, 0>, f = !llvm.target<"sp\22irv">} : () -> ()
"t.x"() {a = !llvm.target<"spirv", -1>, b = !llvm.target<"spirv", i32, -4>, c = !llvm.target<"a", ptr<3>, struct<(i32)>, void>, d = !llvm.target<"a", memref<2xf32>, index, 0x10, -0>, e = !llvm.target<"b", true, false>, f = !llvm.target<"sp\"irv">} : () -> ()

// A `spirv.` target type has a zero value and can be a global's type.
// CHECK-LABEL: llvm.mlir.global external @image() {addr_space = 0 : i32} : !llvm.target<"spirv.Image">
llvm.mlir.global external @image() : !llvm.target<"spirv.Image">

// CHECK-LABEL: llvm.func @zero_image()
// CHECK: llvm.mlir.zero : !llvm.target<"spirv.Event">
llvm.func @zero_image() {
  %0 = llvm.mlir.zero : !llvm.target<"spirv.Event">
  llvm.return
}
