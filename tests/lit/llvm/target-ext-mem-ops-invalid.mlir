// Only the target extension types that support memory operations (the
// `spirv.` types and `aarch64.svcount`, MLIR's
// LLVMTargetExtType::supportsMemOps) can be loaded and stored, with
// mlir-opt 22's diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

llvm.func @loadable(%p: !llvm.ptr, %v: !llvm.target<"aarch64.svcount">) {
  %0 = llvm.load %p : !llvm.ptr -> !llvm.target<"spirv.Image", i32, 0>
  llvm.store %0, %p : !llvm.target<"spirv.Image", i32, 0>, !llvm.ptr
  llvm.store %v, %p : !llvm.target<"aarch64.svcount">, !llvm.ptr
  llvm.return
}

// -----

llvm.func @load_barrier(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.target<"amdgcn.named.barrier", 0>'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.target<"amdgcn.named.barrier", 0>
  llvm.return
}

// -----

llvm.func @store_tuple(%p: !llvm.ptr, %v: !llvm.target<"riscv.vector.tuple", !llvm.array<8 x i8>, 2>) {
  // expected-error @+1 {{'llvm.store' op operand #0 must be LLVM type with size, but got '!llvm.target<"riscv.vector.tuple", !llvm.array<8 x i8>, 2>'}}
  llvm.store %v, %p : !llvm.target<"riscv.vector.tuple", !llvm.array<8 x i8>, 2>, !llvm.ptr
  llvm.return
}
