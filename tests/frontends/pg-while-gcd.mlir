// Polygeist shape: C `while` loops with integer division and remainder per
// array element: Euclid's gcd `while (b != 0) { t = a % b; a = b; b = t; }`
// as an scf.while carrying two i32 values inside an affine.for, and the
// Collatz step count `while (x != 1 && steps < 100) x = x % 2 ? 3 * x + 1 :
// x / 2;` with an scf.while whose before region computes the condition
// from both carries.
module attributes {llvm.target_triple = "x86_64-unknown-linux-gnu"} {
  func.func @gcd_all(%arg0: memref<?xi32>, %arg1: memref<?xi32>, %arg2: memref<?xi32>, %arg3: i32) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.index_cast %arg3 : i32 to index
    affine.for %arg4 = 0 to %0 {
      %1 = affine.load %arg0[%arg4] : memref<?xi32>
      %2 = affine.load %arg1[%arg4] : memref<?xi32>
      %3 = math.absi %1 : i32
      %4 = math.absi %2 : i32
      %5:2 = scf.while (%arg5 = %3, %arg6 = %4) : (i32, i32) -> (i32, i32) {
        %6 = arith.cmpi ne, %arg6, %c0_i32 : i32
        scf.condition(%6) %arg5, %arg6 : i32, i32
      } do {
      ^bb0(%arg5: i32, %arg6: i32):
        %6 = arith.remui %arg5, %arg6 : i32
        scf.yield %arg6, %6 : i32, i32
      }
      affine.store %5#0, %arg2[%arg4] : memref<?xi32>
    }
    return
  }
  func.func @collatz(%arg0: memref<64xi32>, %arg1: memref<64xi32>) attributes {llvm.linkage = #llvm.linkage<external>} {
    %c0_i32 = arith.constant 0 : i32
    %c1_i32 = arith.constant 1 : i32
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c100_i32 = arith.constant 100 : i32
    %c1023_i32 = arith.constant 1023 : i32
    affine.for %arg2 = 0 to 64 {
      %0 = affine.load %arg0[%arg2] : memref<64xi32>
      %1 = arith.andi %0, %c1023_i32 : i32
      %2 = arith.maxsi %1, %c1_i32 : i32
      %3:2 = scf.while (%arg3 = %2, %arg4 = %c0_i32) : (i32, i32) -> (i32, i32) {
        %4 = arith.cmpi ne, %arg3, %c1_i32 : i32
        %5 = arith.cmpi slt, %arg4, %c100_i32 : i32
        %6 = arith.andi %4, %5 : i1
        scf.condition(%6) %arg3, %arg4 : i32, i32
      } do {
      ^bb0(%arg3: i32, %arg4: i32):
        %4 = arith.remsi %arg3, %c2_i32 : i32
        %5 = arith.cmpi ne, %4, %c0_i32 : i32
        %6 = arith.muli %arg3, %c3_i32 : i32
        %7 = arith.addi %6, %c1_i32 : i32
        %8 = arith.divsi %arg3, %c2_i32 : i32
        %9 = arith.select %5, %7, %8 : i32
        %10 = arith.addi %arg4, %c1_i32 : i32
        scf.yield %9, %10 : i32, i32
      }
      affine.store %3#1, %arg1[%arg2] : memref<64xi32>
    }
    return
  }
}
