// mlir-opt 22 BUG (miscompile): -affine-scalrep treats an
// affine.vector_load / affine.vector_store as an access to its first
// element only.
//
// @forward: A[0..3] = %v, then A[1] = %s, then the vector load of A[0..3]
// is replaced by %v: lane 1 should be %s. mlir-opt's dependence check of
// the scalar store A[1] against the vector load A[0] sees A[1] != A[0].
// @dead: A[0..3] = %v, then A[0] = %s; mlir-opt erases the vector store as
// overwritten (same subscript, post-dominated), losing A[1..3].
// Ours checks every lane pair (vectors of up to 64 lanes, else it assumes
// an overlap) and removes a store only if the later one writes the same
// type.
//
// The WRONG lines check what mlir-opt's output computes, so this test fails
// once upstream fixes the pass.
//
// RUN: affine-opt %s -split-input-file -affine-scalrep | FileCheck %s
// RUN: affine-opt %s -split-input-file -affine-scalrep --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
// RUN: affine-opt %s --run=forward --run-inputs='[[0,0,0,0,0,0,0,0],[1,2,3,4],9]' | FileCheck %s --check-prefix=CORRECT-FWD
// RUN: %mlir_opt %s -affine-scalrep | affine-opt --run=forward --run-inputs='[[0,0,0,0,0,0,0,0],[1,2,3,4],9]' | FileCheck %s --check-prefix=WRONG-FWD
// RUN: affine-opt %s --run=dead --run-inputs='[[0,0,0,0,0,0,0,0],[1,2,3,4],9]' | FileCheck %s --check-prefix=CORRECT-DEAD
// RUN: %mlir_opt %s -affine-scalrep | affine-opt --run=dead --run-inputs='[[0,0,0,0,0,0,0,0],[1,2,3,4],9]' | FileCheck %s --check-prefix=WRONG-DEAD

// SEM-NOT: computes something else
// SEM-NOT: not checked
// CORRECT-FWD: ret0: vector<4xf32> = [1, 9, 3, 4]
// WRONG-FWD: ret0: vector<4xf32> = [1, 2, 3, 4]
// CORRECT-DEAD: arg0: memref<8xf32> = [9, 2, 3, 4, 0, 0, 0, 0]
// WRONG-DEAD: arg0: memref<8xf32> = [9, 0, 0, 0, 0, 0, 0, 0]

// CHECK-LABEL: func.func @forward
// CHECK:         affine.vector_store
// CHECK-NEXT:    affine.store
// CHECK-NEXT:    %[[X:.*]] = affine.vector_load
// CHECK-NEXT:    return %[[X]]
// SEM: @forward: same results
func.func @forward(%A: memref<8xf32>, %v: vector<4xf32>, %s: f32) -> vector<4xf32> {
  affine.vector_store %v, %A[0] : memref<8xf32>, vector<4xf32>
  affine.store %s, %A[1] : memref<8xf32>
  %x = affine.vector_load %A[0] : memref<8xf32>, vector<4xf32>
  return %x : vector<4xf32>
}

// -----

// CHECK-LABEL: func.func @dead
// CHECK:         affine.vector_store
// CHECK-NEXT:    affine.store
// SEM: @dead: same results
func.func @dead(%A: memref<8xf32>, %v: vector<4xf32>, %s: f32) {
  affine.vector_store %v, %A[0] : memref<8xf32>, vector<4xf32>
  affine.store %s, %A[0] : memref<8xf32>
  return
}
