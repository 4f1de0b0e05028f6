// llvm.func's vec_type_hint, memory_effects and target_features (and the
// same attributes anywhere else) are read, validated and printed in
// mlir-opt 22's canonical form: memory locations in declaration order,
// a default is_signed dropped.
// RUN: affine-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s -allow-unregistered-dialect -mlir-print-op-generic > %t.ours && %mlir_opt %s -allow-unregistered-dialect -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK: llvm.func @kernel() attributes {memory_effects = #llvm.memory_effects<other = write, argMem = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = readwrite>, target_features = #llvm.target_features<["+avx2", "-sse4a"]>, vec_type_hint = #llvm.vec_type_hint<hint = vector<4xi32>>}
// CHECK: llvm.func @signed() attributes {target_features = #llvm.target_features<[]>, vec_type_hint = #llvm.vec_type_hint<hint = i16, is_signed = true>}
// CHECK: "test.op"() {a = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, b = #llvm.vec_type_hint<hint = !llvm.ptr>} : () -> ()

llvm.func @kernel() attributes {vec_type_hint = #llvm.vec_type_hint<is_signed = false, hint = vector<4xi32>>, memory_effects = #llvm.memory_effects<targetMem1 = readwrite, argMem = read, other = "write", inaccessibleMem = none, errnoMem = none, targetMem0 = none>, target_features = #llvm.target_features<["+avx2", "-sse4a"]>} {
  llvm.return
}
llvm.func @signed() attributes {vec_type_hint = #llvm.vec_type_hint<hint = i16, is_signed = 1>, target_features = #llvm.target_features<[]>} {
  llvm.return
}
"test.op"() {a = #llvm.memory_effects<other = none, argMem = readwrite, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>, b = #llvm.vec_type_hint<hint = !llvm.ptr>} : () -> ()
