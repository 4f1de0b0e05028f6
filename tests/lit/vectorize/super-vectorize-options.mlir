// The options of -affine-super-vectorize and mlir-opt 22's errors for them,
// byte for byte (stderr and exit status compared with mlir-opt's).
//
// A size that is not positive is an error at the function:
// RUN: not affine-opt %s -affine-super-vectorize="virtual-vector-size=0" 2>&1 | FileCheck %s --check-prefix=ZERO
// RUN: not affine-opt %s -affine-super-vectorize="virtual-vector-size=0" > %t.ours 2>&1
// RUN: not %mlir_opt %s -affine-super-vectorize="virtual-vector-size=0" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: not affine-opt %s -affine-super-vectorize="virtual-vector-size=4,-1" 2>&1 | FileCheck %s --check-prefix=ZERO
// ZERO: error: Vectorization factor must be greater than zero.
//
// test-fastest-varying must give one dimension per vector size: a remark,
// and the pass fails.
// RUN: not affine-opt %s -affine-super-vectorize="virtual-vector-size=4 test-fastest-varying=0,1" 2>&1 | FileCheck %s --check-prefix=FASTEST
// RUN: not affine-opt %s -affine-super-vectorize="virtual-vector-size=4 test-fastest-varying=0,1" > %t.ours 2>&1
// RUN: not %mlir_opt %s -affine-super-vectorize="virtual-vector-size=4 test-fastest-varying=0,1" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// FASTEST: remark: Fastest varying pattern specified with different size than the vector size.
// FASTEST-NOT: error
//
// Reductions only with one vector size (also when no size is given):
// RUN: not affine-opt %s -affine-super-vectorize="virtual-vector-size=4,4 vectorize-reductions=true" 2>&1 | FileCheck %s --check-prefix=RED
// RUN: not affine-opt %s -affine-super-vectorize="vectorize-reductions" > %t.ours 2>&1
// RUN: not %mlir_opt %s -affine-super-vectorize="vectorize-reductions" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RED: error: Vectorizing reductions is supported only for 1-D vectors.
//
// No size, or more than 3: nothing is vectorized (as mlir-opt 22 does).
// RUN: affine-opt %s -affine-super-vectorize | FileCheck %s --check-prefix=NONE
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=1,2,3,4" | FileCheck %s --check-prefix=NONE
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=1,2,3,4" > %t.ours 2>&1
// RUN: %mlir_opt %s -affine-super-vectorize="virtual-vector-size=1,2,3,4" > %t.ref 2>&1
// RUN: diff %t.ref %t.ours
// RUN: affine-opt %s -affine-super-vectorize="virtual-vector-size=4" --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// SEM: @f: same results on 3 of 3 random inputs
// NONE-NOT: vector
// NONE: affine.store

func.func @f(%A: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    %v = affine.load %A[%i] : memref<8xf32>
    affine.store %v, %A[%i] : memref<8xf32>
  }
  return
}
