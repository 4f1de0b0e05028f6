// LLVM enum attributes print in mlir-opt 22's canonical spelling.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK: "t.x"() {a = #llvm.fastmath<nnan, ninf>, b = #llvm.linkage<internal>, c = #llvm.tailcallkind<tail>, d = #llvm.framePointerKind<"non-leaf">, e = #llvm.overflow<nsw, nuw>, f = #llvm.fastmath<fast>, g = #llvm.cconv<fastcc>, h = #llvm.fastmath<none>}
"t.x"() {a = #llvm.fastmath<ninf,nnan>, b = #llvm.linkage<"internal">, c = #llvm.tailcallkind<tail>, d = #llvm.framePointerKind<"non-leaf">, e = #llvm.overflow<nuw, nsw>, f = #llvm.fastmath<nnan, ninf, nsz, arcp, contract, afn, reassoc>, g = #llvm.cconv<fastcc>, h = #llvm.fastmath<none>} : () -> ()
