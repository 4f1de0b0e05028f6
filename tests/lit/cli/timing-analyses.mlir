// --mlir-timing shows the analyses a pass asks MLIR's analysis manager for
// (`(A) DominanceInfo` under CSE; dominance, post-dominance and alias
// analysis under -affine-scalrep) where they are not cached for the op
// the pass runs on: CSE keeps dominance valid when it changes the IR and
// everything when it does not; scalrep keeps nothing; a nested pipeline
// clears its parent's cache. The trees of both tools are compared with
// the times masked. A failed run has no `Output` row.

// RUN: affine-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(cse,affine-scalrep,canonicalize),cse)" --mlir-timing -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ *\( *[0-9.]+%\)/T/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.ours
// RUN: mlir-opt %s --mlir-disable-threading --pass-pipeline="builtin.module(func.func(cse,affine-scalrep,canonicalize),cse)" --mlir-timing -o /dev/null 2>&1 | sed -E 's/ *[0-9]+\.[0-9]+ *\( *[0-9.]+%\)/T/g; s/[0-9]+\.[0-9]+ seconds/N seconds/' > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours

// With threads (user times are shown; the tree is the same).
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-scalrep,cse))" --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=THREADS
// THREADS:      AffineScalarReplacement
// THREADS-NEXT: (A) DominanceInfo
// THREADS-NEXT: (A) PostDominanceInfo
// THREADS-NEXT: (A) AliasAnalysis
// THREADS-NEXT: CSE
// THREADS-NEXT: (A) DominanceInfo

// RUN: not affine-opt %s -affine-loop-unroll --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILED
// RUN: not mlir-opt %s -affine-loop-unroll --mlir-timing -o /dev/null 2>&1 | FileCheck %s --check-prefix=FAILED
// FAILED:     Parser
// FAILED-NOT: Output
// FAILED:     Rest

// CHECK:      'func.func' Pipeline
// CHECK-NEXT:  CSE
// CHECK-NEXT:  (A) DominanceInfo
// CHECK-NEXT:  AffineScalarReplacement
// CHECK-NEXT:  (A) PostDominanceInfo
// CHECK-NEXT:  (A) AliasAnalysis
// CHECK-NEXT:  Canonicalizer
// CHECK-NEXT:  CSE
// CHECK-NEXT:  (A) DominanceInfo
// CHECK-NEXT:  Output

func.func @f(%m: memref<10xf32>, %a: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 0 : index
  %v = affine.load %m[%c0] : memref<10xf32>
  affine.store %v, %m[%c1] : memref<10xf32>
  %w = affine.load %m[%c1] : memref<10xf32>
  return %w : f32
}

func.func @g() {
  return
}
