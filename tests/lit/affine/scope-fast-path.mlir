// RUN: affine-opt %s | FileCheck %s

// Dimension operands that are affine.apply chains deeper than the
// verifiers' scope-free fast path follows, constants from the function's
// top level, and function arguments: all valid (the full rules decide).

// CHECK-LABEL: func.func @deep_apply_chain
func.func @deep_apply_chain(%A: memref<100xf32>, %n: index) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %b = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
    %c = affine.apply affine_map<(d0) -> (d0 + 1)>(%b)
    %d = affine.apply affine_map<(d0) -> (d0 + 1)>(%c)
    %e = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%d)[%n]
    // CHECK: %[[E:.*]] = affine.apply #map1(%{{.*}})[%arg1]
    // CHECK-NEXT: affine.load %arg0[%[[E]] + symbol(%c3) + symbol(%arg1)]
    %v = affine.load %A[%e + symbol(%c3) + symbol(%n)] : memref<100xf32>
    affine.store %v, %A[%e] : memref<100xf32>
  }
  return
}
