// The fusion pass memoizes the analyses of a (source, destination) nest
// pair by the pair's structure, the memrefs it links told apart only by
// which is which (utils/fusion_memo.rs). Four pairs of the same structure
// here, over different memrefs: what decides between them lies outside
// the nests and must be part of the key. %t1 is used by its two nests
// only (a private 1x16 buffer), %t2 is read again after them (kept whole),
// %t3 and %t4 are deallocated (kept whole; the pair analysed second reuses
// the first's answers). Output identical to mlir-opt 22, with the memo and
// with every memoized answer checked against a fresh one.
//
// RUN: affine-opt %s -affine-loop-fusion | FileCheck %s
// RUN: affine-opt %s -affine-loop-fusion > %t.ours
// RUN: %mlir_opt %s -affine-loop-fusion > %t.ref
// RUN: diff %t.ref %t.ours
// RUN: env AFFINE_FUSION_MEMO_CHECK=1 affine-opt %s -affine-loop-fusion > %t.checked
// RUN: diff %t.ref %t.checked
// RUN: affine-opt %s -affine-loop-fusion --check-semantics -o /dev/null 2>&1 | FileCheck %s --check-prefix=SEM

// SEM: same results

// CHECK-LABEL: func.func @same_shape_pairs
// CHECK:      %[[P:.*]] = memref.alloc() : memref<1x16xf32>
// CHECK:      %[[T2:.*]] = memref.alloc() : memref<16x16xf32>
// CHECK-NEXT: %[[T3:.*]] = memref.alloc() : memref<16x16xf32>
// CHECK-NEXT: %[[T4:.*]] = memref.alloc() : memref<16x16xf32>
// CHECK:      affine.store %{{.*}}, %[[P]][0, %{{.*}}] : memref<1x16xf32>
// CHECK:      affine.load %[[P]][0, %{{.*}} + 1] : memref<1x16xf32>
// CHECK:      affine.store %{{.*}}, %[[T2]][%{{.*}}, %{{.*}}] : memref<16x16xf32>
// CHECK:      affine.load %[[T2]][%{{.*}}, %{{.*}} + 1] : memref<16x16xf32>
// CHECK:      affine.store %{{.*}}, %[[T3]][%{{.*}}, %{{.*}}] : memref<16x16xf32>
// CHECK:      affine.load %[[T3]][%{{.*}}, %{{.*}} + 1] : memref<16x16xf32>
// CHECK:      affine.store %{{.*}}, %[[T4]][%{{.*}}, %{{.*}}] : memref<16x16xf32>
// CHECK:      affine.load %[[T4]][%{{.*}}, %{{.*}} + 1] : memref<16x16xf32>
// CHECK:      affine.load %[[T2]][15, 15] : memref<16x16xf32>
// CHECK:      memref.dealloc %[[T3]]
// CHECK-NEXT: memref.dealloc %[[T4]]
func.func @same_shape_pairs(%in1: memref<16x16xf32>, %in2: memref<16x16xf32>, %in3: memref<16x16xf32>, %in4: memref<16x16xf32>,
                            %o1: memref<16x16xf32>, %o2: memref<16x16xf32>, %o3: memref<16x16xf32>, %o4: memref<16x16xf32>, %r: memref<f32>) {
  %cst = arith.constant 0.5 : f32
  %t1 = memref.alloc() : memref<16x16xf32>
  %t2 = memref.alloc() : memref<16x16xf32>
  %t3 = memref.alloc() : memref<16x16xf32>
  %t4 = memref.alloc() : memref<16x16xf32>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %in1[%i, %j] : memref<16x16xf32>
      %m = arith.mulf %a, %cst : f32
      affine.store %m, %t1[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 15 {
      %a = affine.load %t1[%i, %j] : memref<16x16xf32>
      %b = affine.load %t1[%i, %j + 1] : memref<16x16xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %o1[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %in2[%i, %j] : memref<16x16xf32>
      %m = arith.mulf %a, %cst : f32
      affine.store %m, %t2[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 15 {
      %a = affine.load %t2[%i, %j] : memref<16x16xf32>
      %b = affine.load %t2[%i, %j + 1] : memref<16x16xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %o2[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %in3[%i, %j] : memref<16x16xf32>
      %m = arith.mulf %a, %cst : f32
      affine.store %m, %t3[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 15 {
      %a = affine.load %t3[%i, %j] : memref<16x16xf32>
      %b = affine.load %t3[%i, %j + 1] : memref<16x16xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %o3[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %in4[%i, %j] : memref<16x16xf32>
      %m = arith.mulf %a, %cst : f32
      affine.store %m, %t4[%i, %j] : memref<16x16xf32>
    }
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 15 {
      %a = affine.load %t4[%i, %j] : memref<16x16xf32>
      %b = affine.load %t4[%i, %j + 1] : memref<16x16xf32>
      %s = arith.addf %a, %b : f32
      affine.store %s, %o4[%i, %j] : memref<16x16xf32>
    }
  }
  %last = affine.load %t2[15, 15] : memref<16x16xf32>
  affine.store %last, %r[] : memref<f32>
  memref.dealloc %t3 : memref<16x16xf32>
  memref.dealloc %t4 : memref<16x16xf32>
  return
}
