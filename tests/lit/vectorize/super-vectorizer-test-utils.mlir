// -affine-super-vectorizer-test: vector-shape-ratio, compose-maps and
// vectorize-affine-loop-nest, identical to mlir-opt 22 (remarks, "NYI" errors
// and exit status included).
//
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="vector-shape-ratio=4,8" > %t.ours 2>&1
// RUN: %mlir_opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="vector-shape-ratio=4,8" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="vector-shape-ratio=2,5,2" > %t.ours 2>&1
// RUN: %mlir_opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="vector-shape-ratio=2,5,2" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test="vector-shape-ratio=4,8" 2>&1 | FileCheck %s --check-prefix=RATIO
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=compose-maps > %t.ours 2>&1
// RUN: %mlir_opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=compose-maps > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=compose-maps 2>&1 | FileCheck %s --check-prefix=COMPOSE
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=vectorize-affine-loop-nest > %t.ours 2>&1
// RUN: %mlir_opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=vectorize-affine-loop-nest > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=vectorize-affine-loop-nest 2>/dev/null | FileCheck %s --check-prefix=NEST
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=vectorize-affine-loop-nest 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK
// RUN: affine-opt -allow-unregistered-dialect %s -split-input-file -affine-super-vectorizer-test=vectorize-affine-loop-nest --check-semantics=2 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM

// SEM-NOT: computes something else

// RATIO: matched: %cst = arith.constant dense<1.000000e+00> : vector<8x256xf32> with shape ratio: 2, 32
// RATIO: matched: %cst_0 = arith.constant dense<1.000000e+00> : vector<1x3x7x8x8xf32> with shape ratio: 1, 3, 7, 2, 1
// RATIO-NOT: vector<1x3x7x4x4xf32> with
func.func @shapes(%arg0: index, %arg1: index) -> f32 {
  %0 = memref.alloc(%arg0, %arg1) : memref<?x?xf32>
  %cst_1 = arith.constant dense<1.000000e+00> : vector<8x256xf32>
  %cst_a = arith.constant dense<1.000000e+00> : vector<1x3x7x8x8xf32>
  %cst_b = arith.constant dense<1.000000e+00> : vector<1x3x7x4x4xf32>
  %cst_c = arith.constant dense<1.000000e+00> : vector<3x4x5x8xf32>
  %cst_e = arith.constant dense<1.000000e+00> : vector<1x2x10x32xf32>
  %c7 = arith.constant 7 : index
  %9 = memref.load %0[%c7, %c7] : memref<?x?xf32>
  return %9 : f32
}

// -----

// COMPOSE: Composed map: (d0) -> ((d0 * 4) floordiv 3 + 8)
func.func @compose() {
  "test_affine_map"() { affine_map = affine_map<(d0) -> (d0 - 1)> } : () -> ()
  "test_affine_map"() { affine_map = affine_map<(d0) -> (d0 + 7)> } : () -> ()
  "test_affine_map"() { affine_map = affine_map<(d0) -> (d0 * 4)> } : () -> ()
  "test_affine_map"() { affine_map = affine_map<(d0) -> (d0 floordiv 3)> } : () -> ()
  return
}

// -----

// COMPOSE: Composed map: (d0)[s0, s1, s2] -> (d0 + s1 + s2 + 1, d0 - s0 - s2 - 1)
func.func @compose_symbols() {
  "test_affine_map"() { affine_map = affine_map<(d0)[s0] -> (d0 + s0, d0 - s0)> } : () -> ()
  "test_affine_map"() { affine_map = affine_map<(d0, d1)[s0, s1] -> (d0 + 1 + s1, d1 - 1 - s0)> } : () -> ()
  return
}

// -----

// The outermost loop is vectorized by 4 (a transposed write inside).
// NEST-LABEL: func.func @double_loop_nest
// NEST:         affine.for %{{.*}} = 0 to 20 step 4 {
// NEST:           affine.for %{{.*}} = 0 to 30 {
// NEST:             vector.transfer_write %{{.*}}, %{{.*}}[%{{.*}}, %{{.*}}] {permutation_map = #{{.*}}} : vector<4xf32>, memref<20x30xf32>
// SEM: @double_loop_nest: same results
func.func @double_loop_nest(%a: memref<20x30xf32>, %b: memref<20xf32>) {
  affine.for %i = 0 to 20 {
    %b_ld = affine.load %b[%i] : memref<20xf32>
    affine.for %j = 0 to 30 {
      %a_ld = affine.load %a[%i, %j] : memref<20x30xf32>
      affine.store %a_ld, %a[%i, %j] : memref<20x30xf32>
    }
    affine.store %b_ld, %b[%i] : memref<20xf32>
  }
  return
}

// -----

// REMARK: remark: Outermost loop cannot be parallel
func.func @not_parallel(%in: memref<512xf32>) -> f32 {
 %cst = arith.constant 1.000000e+00 : f32
 %r = affine.for %j = 0 to 512 iter_args(%acc = %cst) -> (f32) {
   %add = arith.addf %acc, %acc : f32
   affine.yield %add : f32
 }
 return %r : f32
}
