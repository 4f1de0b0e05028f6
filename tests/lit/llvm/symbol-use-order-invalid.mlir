// Symbol uses are verified in the order of MLIR 22's walkSymbolTable: the
// ops of the module first, then the bodies from the last one back, nested
// regions after the ops of the region that holds them. The first failure
// is the one reported.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

llvm.func @a() {
  llvm.call @missing_a() : () -> ()
  llvm.return
}
llvm.func @b() {
  // expected-error @+1 {{'llvm.call' op 'missing_b' does not reference a symbol in the current scope}}
  llvm.call @missing_b() : () -> ()
  llvm.return
}

// -----

llvm.func @a() {
  llvm.call @missing_a() : () -> ()
  llvm.return
}
// expected-error @+1 {{'llvm.mlir.global_ctors' op 'nope' does not reference a valid LLVM function}}
llvm.mlir.global_ctors ctors = [@nope], priorities = [0 : i32], data = [#llvm.zero]

// -----

func.func @a() {
  scf.execute_region {
    %0 = llvm.mlir.addressof @inner : !llvm.ptr
    scf.yield
  }
  // expected-error @+1 {{'llvm.mlir.addressof' op must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' or 'llvm.func' or 'llvm.mlir.ifunc'}}
  %1 = llvm.mlir.addressof @outer : !llvm.ptr
  return
}
