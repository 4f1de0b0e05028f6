// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s

// Flattening `(e floordiv 4) mod 3` where `e` cancels to the constant -3:
// the quotient `e floordiv 4` folds to -1 and becomes a local, and the
// modulus's own quotient `(-1) floordiv 3` folds to the same -1, so it reuses
// that local. Its coefficient must become 1 - 3 = -2 (result 2), not be
// overwritten with -3 (which gave 3, out of bounds for the store below).

// CHECK-LABEL: func.func @mod_of_folded_floordiv
// CHECK:         %[[C2:.*]] = arith.constant 2 : index
// CHECK:         %[[CM1:.*]] = arith.constant -1 : index
// CHECK:         return %[[C2]], %[[CM1]] : index, index
func.func @mod_of_folded_floordiv(%i: index) -> (index, index) {
  %a = affine.apply affine_map<(d0) -> (-d0 + 2)>(%i)
  %b = affine.apply affine_map<(d0, d1) -> (((-d0 - d1 - 1) floordiv 4) mod 3)>(%i, %a)
  %c = affine.apply affine_map<(d0) -> ((-d0 - (-d0 + 2) - 1) floordiv 4)>(%i)
  return %b, %c : index, index
}

// CHECK-LABEL: func.func @store_index
// CHECK:         affine.store %{{.*}}, %{{.*}}[0, 2] : memref<3x3xf32>
func.func @store_index(%m: memref<3x3xf32>, %v: f32) {
  affine.for %i = 2 to 9 {
    affine.store %v, %m[0, ((-%i - (-%i + 2) - 1) floordiv 4) mod 3] : memref<3x3xf32>
  }
  return
}
