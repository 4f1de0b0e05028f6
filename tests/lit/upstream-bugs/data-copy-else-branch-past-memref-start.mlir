// mlir-opt 22 BUG (miscompile, out-of-bounds access):
// -affine-data-copy-generate computes the region of an access under an
// affine.if from the loop bounds alone. In this FIR shift register (the
// shape of tests/frontends/hls-fir-shift.mlir), the else branch reads
// %sr[-%k + 6] only for %k != 7 (the then branch takes %k = 7), so it
// reads %sr[0 .. 6]; but with %k in 0 .. 7 the region is %sr[-1 .. 6], the
// union with the other accesses %sr[-1 .. 7], and the copy loops of %sr run
// from -1: the copy-in reads %sr[-1] and the copy-out, after the whole
// nest, writes that stale element back before the start of %sr.
//
// What memory sits there decides what breaks. Below, @main places %sr
// right after %y in one buffer (two memref.view of it), so %sr[-1] is the
// upper half of %y[3]: the copy-out of %sr, which mlir-opt puts after the
// one of %y, writes back the 0 the copy-in read, and %y[3] = -94
// (0xFFFFFFA2) becomes 0x0000FFA2 = 65442. mlir-runner shows it, and then
// aborts: the 8-element buffer of %sr is written at index -1 too, which
// corrupts the heap (glibc: "malloc(): unaligned tcache chunk detected").
// tests/frontends/known-differences.txt names this test for
// hls-fir-shift.mlir under data-copy.
//
// Ours: the region of an access under an affine.if that can reach outside
// the memref gets the memref's bounds, so the copy loops run from 0 (as
// tests/lit/upstream-bugs/data-copy-guarded-past-memref-end.mlir for the
// then branch), and the result is right.
//
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-space=0 | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-space=0 --check-semantics=3 -o /dev/null
// RUN: %mlir_opt %s -affine-data-copy-generate=fast-mem-space=0 | FileCheck %s --check-prefix=UPSTREAM
// RUN: %mlir_opt %s -affine-data-copy-generate=fast-mem-space=0 | not affine-opt --run=fir --run-inputs='[[1, 2, 3, -100], [0, 0, 0, 0], [1, 1, 1, 1, 1, 1, 1, 1], [0, 0, 0, 0, 0, 0, 0, 0]]' 2>&1 | FileCheck %s --check-prefix=WRONG-INTERP
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: affine-opt %s -affine-data-copy-generate=fast-mem-space=0 | %mlir_opt %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-CORRECT
// RUN: %mlir_opt %s -affine-data-copy-generate=fast-mem-space=0 | %mlir_opt %lower_to_llvm | not --crash %mlir_runner 2>&1 | FileCheck %s --check-prefix=RUNNER-WRONG

// The copy-in of %sr, and its copy-out after the nest (a 0 to 8 loop);
// no copy loop starts at -1.
// CHECK-LABEL: func.func @fir
// CHECK-NOT: = -1 to 8
// CHECK: affine.load %arg3[%arg4] : memref<8xi16>
// CHECK-NOT: = -1 to 8
// CHECK: affine.for %arg4 = 0 to 4 {
// CHECK: affine.for %arg4 = 0 to 8 {
// CHECK-NEXT: affine.load %alloc_11[%arg4] : memref<8xi16>
// CHECK-NEXT: affine.store %{{.*}}, %arg3[%arg4] : memref<8xi16>
// CHECK-NOT: = -1 to 8
// UPSTREAM-LABEL: func.func @fir
// UPSTREAM: affine.for %{{.*}} = -1 to 8 {
// UPSTREAM-NEXT: affine.load %arg3
// WRONG-INTERP: out of bounds
// RUNNER-CORRECT: data =
// RUNNER-CORRECT-NEXT: [1,  3,  6,  -94]
// RUNNER-WRONG: data =
// RUNNER-WRONG-NEXT: [1,  3,  6,  65442]
// RUNNER-WRONG: malloc()

#map = affine_map<(d0) -> (-d0 + 7)>
#set = affine_set<(d0) : (d0 - 7 == 0)>
func.func @fir(%x: memref<4xi16>, %y: memref<4xi32>, %taps: memref<8xi16>, %sr: memref<8xi16>) {
  %c0_i32 = arith.constant 0 : i32
  affine.for %k = 0 to 8 {
    %z = arith.constant 0 : i16
    affine.store %z, %sr[%k] : memref<8xi16>
  }
  affine.for %n = 0 to 4 {
    %0 = affine.load %x[%n] : memref<4xi16>
    %1 = affine.for %k = 0 to 8 iter_args(%acc = %c0_i32) -> (i32) {
      %2 = affine.apply #map(%k)
      affine.if #set(%k) {
        affine.store %0, %sr[0] : memref<8xi16>
      } else {
        %8 = affine.load %sr[-%k + 6] : memref<8xi16>
        affine.store %8, %sr[%2] : memref<8xi16>
      }
      %3 = affine.load %sr[%2] : memref<8xi16>
      %4 = affine.load %taps[%2] : memref<8xi16>
      %5 = arith.extsi %3 : i16 to i32
      %6 = arith.extsi %4 : i16 to i32
      %7 = arith.muli %5, %6 : i32
      %9 = arith.addi %acc, %7 : i32
      affine.yield %9 : i32
    }
    affine.store %1, %y[%n] : memref<4xi32>
  }
  return
}

func.func private @printMemrefI32(memref<*xi32>)

// x = [1, 2, 3, -100], all taps 1: y[n] = x[0] + ... + x[n]. %y is bytes
// 0 .. 15 of one buffer and %sr bytes 16 .. 31, so %sr[-1] is bytes 14 and
// 15, the upper half of %y[3].
func.func @main() {
  %c0 = arith.constant 0 : index
  %c16 = arith.constant 16 : index
  %bytes = memref.alloc() : memref<32xi8>
  %y = memref.view %bytes[%c0][] : memref<32xi8> to memref<4xi32>
  %sr = memref.view %bytes[%c16][] : memref<32xi8> to memref<8xi16>
  %x = memref.alloc() : memref<4xi16>
  %taps = memref.alloc() : memref<8xi16>
  %zero = arith.constant 0 : i32
  %one = arith.constant 1 : i16
  affine.for %i = 0 to 4 {
    affine.store %zero, %y[%i] : memref<4xi32>
  }
  affine.for %i = 0 to 8 {
    affine.store %one, %taps[%i] : memref<8xi16>
  }
  %v0 = arith.constant 1 : i16
  %v1 = arith.constant 2 : i16
  %v2 = arith.constant 3 : i16
  %v3 = arith.constant -100 : i16
  affine.store %v0, %x[0] : memref<4xi16>
  affine.store %v1, %x[1] : memref<4xi16>
  affine.store %v2, %x[2] : memref<4xi16>
  affine.store %v3, %x[3] : memref<4xi16>
  call @fir(%x, %y, %taps, %sr) : (memref<4xi16>, memref<4xi32>, memref<8xi16>, memref<8xi16>) -> ()
  %u = memref.cast %y : memref<4xi32> to memref<*xi32>
  call @printMemrefI32(%u) : (memref<*xi32>) -> ()
  memref.dealloc %bytes : memref<32xi8>
  memref.dealloc %x : memref<4xi16>
  memref.dealloc %taps : memref<8xi16>
  return
}
