// Folds and canonicalization patterns on integers wider than 64 bits
// (i65, i127, i128, i129, i256), values near the edges of their range:
// constant chains (addi/subi/muli of an argument and constants, constants
// beyond i128 included), binary folds, cmpi, trunci/index_cast of values
// beyond i128, sitofp/uitofp from and fptosi/fptoui to widths above 128
// bits, cmpf of a converted wide integer against a constant, and the
// extended multiplications (which did not fold above 64 bits). Exact on
// every width: nothing wraps at 128 bits (a chain of i129 constants used to
// combine in 128 bits, a negative i256 converted unsigned used to read as
// a 128-bit value, a large float converted to i256 used to saturate at
// i128). Output identical to mlir-opt 22's.
// RUN: affine-opt %s -canonicalize > %t.ours
// RUN: %mlir_opt %s -canonicalize | diff - %t.ours
// RUN: affine-opt %s -canonicalize | FileCheck %s

// CHECK-LABEL: func.func @wraps_at_the_width
// CHECK-DAG: %[[K1:.*]] = arith.constant -340282366920938463463374607431768211456 : i129
// CHECK-DAG: %[[K2:.*]] = arith.constant 340282366920938463463374607431768211456 : i256
// CHECK-DAG: %[[K3:.*]] = arith.constant -1 : index
// CHECK: arith.addi %arg0, %[[K1]] : i129
// CHECK: arith.addi %arg1, %[[K2]] : i256
// CHECK: return %{{.*}}, %{{.*}}, %[[K3]]
func.func @wraps_at_the_width(%x: i129, %y: i256) -> (i129, i256, index) {
  %a = arith.constant 340282366920938463463374607431768211455 : i129
  %b = arith.constant 1 : i129
  %s = arith.addi %x, %a : i129
  %t = arith.addi %s, %b : i129
  %c = arith.constant 340282366920938463463374607431768211455 : i256
  %u = arith.addi %y, %c : i256
  %b2 = arith.constant 1 : i256
  %v = arith.addi %u, %b2 : i256
  %i = arith.index_cast %a : i129 to index
  return %t, %v, %i : i129, i256, index
}

// CHECK-LABEL: func.func @chains_i65
func.func @chains_i65(%x: i65) -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65) {
  %a0 = arith.constant 0 : i65
  %b0 = arith.constant 0 : i65
  %i0 = arith.addi %x, %a0 : i65
  %r0 = arith.addi %i0, %b0 : i65
  %a1 = arith.constant 3 : i65
  %b1 = arith.constant 3 : i65
  %i1 = arith.addi %a1, %x : i65
  %r1 = arith.addi %i1, %b1 : i65
  %a2 = arith.constant -1 : i65
  %b2 = arith.constant 3 : i65
  %i2 = arith.addi %x, %a2 : i65
  %r2 = arith.addi %b2, %i2 : i65
  %a3 = arith.constant 1 : i65
  %b3 = arith.constant 3 : i65
  %i3 = arith.addi %a3, %x overflow<nsw> : i65
  %r3 = arith.addi %b3, %i3 overflow<nsw> : i65
  %a4 = arith.constant -1 : i65
  %b4 = arith.constant 1 : i65
  %i4 = arith.subi %x, %a4 : i65
  %r4 = arith.addi %i4, %b4 : i65
  %a5 = arith.constant 3 : i65
  %b5 = arith.constant -1 : i65
  %i5 = arith.subi %a5, %x : i65
  %r5 = arith.addi %i5, %b5 : i65
  %a6 = arith.constant -1 : i65
  %b6 = arith.constant -18446744073709551616 : i65
  %i6 = arith.subi %x, %a6 : i65
  %r6 = arith.addi %b6, %i6 : i65
  %a7 = arith.constant 5 : i65
  %b7 = arith.constant 1 : i65
  %i7 = arith.subi %a7, %x overflow<nsw> : i65
  %r7 = arith.addi %b7, %i7 overflow<nsw> : i65
  %a8 = arith.constant 0 : i65
  %b8 = arith.constant 18446744073709551615 : i65
  %i8 = arith.addi %x, %a8 : i65
  %r8 = arith.subi %i8, %b8 : i65
  %a9 = arith.constant -18446744073709551615 : i65
  %b9 = arith.constant -1 : i65
  %i9 = arith.addi %a9, %x : i65
  %r9 = arith.subi %i9, %b9 : i65
  %a10 = arith.constant 3 : i65
  %b10 = arith.constant -7 : i65
  %i10 = arith.addi %x, %a10 : i65
  %r10 = arith.subi %b10, %i10 : i65
  %a11 = arith.constant 18446744073709551615 : i65
  %b11 = arith.constant 0 : i65
  %i11 = arith.addi %a11, %x overflow<nsw> : i65
  %r11 = arith.subi %b11, %i11 overflow<nsw> : i65
  %a12 = arith.constant -1 : i65
  %b12 = arith.constant -18446744073709551616 : i65
  %i12 = arith.subi %x, %a12 : i65
  %r12 = arith.subi %i12, %b12 : i65
  %a13 = arith.constant 0 : i65
  %b13 = arith.constant 18446744073709551616 : i65
  %i13 = arith.subi %a13, %x : i65
  %r13 = arith.subi %i13, %b13 : i65
  %a14 = arith.constant -18446744073709551615 : i65
  %b14 = arith.constant -1 : i65
  %i14 = arith.subi %x, %a14 : i65
  %r14 = arith.subi %b14, %i14 : i65
  %a15 = arith.constant 0 : i65
  %b15 = arith.constant 18446744073709551614 : i65
  %i15 = arith.subi %a15, %x overflow<nsw> : i65
  %r15 = arith.subi %b15, %i15 overflow<nsw> : i65
  %a16 = arith.constant 1 : i65
  %b16 = arith.constant 18446744073709551616 : i65
  %i16 = arith.muli %x, %a16 : i65
  %r16 = arith.muli %i16, %b16 : i65
  %a17 = arith.constant 5 : i65
  %b17 = arith.constant -7 : i65
  %i17 = arith.muli %a17, %x : i65
  %r17 = arith.muli %i17, %b17 : i65
  %a18 = arith.constant -18446744073709551615 : i65
  %b18 = arith.constant 3 : i65
  %i18 = arith.muli %x, %a18 : i65
  %r18 = arith.muli %b18, %i18 : i65
  %a19 = arith.constant 18446744073709551614 : i65
  %b19 = arith.constant -18446744073709551615 : i65
  %i19 = arith.muli %a19, %x overflow<nsw> : i65
  %r19 = arith.muli %b19, %i19 overflow<nsw> : i65
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19 : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65
}

// CHECK-LABEL: func.func @chains_i127
func.func @chains_i127(%x: i127) -> (i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127) {
  %a0 = arith.constant 3 : i127
  %b0 = arith.constant 85070591730234615865843651857942052862 : i127
  %i0 = arith.addi %x, %a0 : i127
  %r0 = arith.addi %i0, %b0 : i127
  %a1 = arith.constant 3 : i127
  %b1 = arith.constant -85070591730234615865843651857942052864 : i127
  %i1 = arith.addi %a1, %x : i127
  %r1 = arith.addi %i1, %b1 : i127
  %a2 = arith.constant 85070591730234615865843651857942052862 : i127
  %b2 = arith.constant -7 : i127
  %i2 = arith.addi %x, %a2 : i127
  %r2 = arith.addi %b2, %i2 : i127
  %a3 = arith.constant 3 : i127
  %b3 = arith.constant 0 : i127
  %i3 = arith.addi %a3, %x overflow<nsw> : i127
  %r3 = arith.addi %b3, %i3 overflow<nsw> : i127
  %a4 = arith.constant 18446744073709551616 : i127
  %b4 = arith.constant 5 : i127
  %i4 = arith.subi %x, %a4 : i127
  %r4 = arith.addi %i4, %b4 : i127
  %a5 = arith.constant -7 : i127
  %b5 = arith.constant -1 : i127
  %i5 = arith.subi %a5, %x : i127
  %r5 = arith.addi %i5, %b5 : i127
  %a6 = arith.constant 18446744073709551616 : i127
  %b6 = arith.constant 3 : i127
  %i6 = arith.subi %x, %a6 : i127
  %r6 = arith.addi %b6, %i6 : i127
  %a7 = arith.constant 18446744073709551616 : i127
  %b7 = arith.constant 5 : i127
  %i7 = arith.subi %a7, %x overflow<nsw> : i127
  %r7 = arith.addi %b7, %i7 overflow<nsw> : i127
  %a8 = arith.constant -1 : i127
  %b8 = arith.constant 0 : i127
  %i8 = arith.addi %x, %a8 : i127
  %r8 = arith.subi %i8, %b8 : i127
  %a9 = arith.constant 1 : i127
  %b9 = arith.constant -1 : i127
  %i9 = arith.addi %a9, %x : i127
  %r9 = arith.subi %i9, %b9 : i127
  %a10 = arith.constant 5 : i127
  %b10 = arith.constant 85070591730234615865843651857942052862 : i127
  %i10 = arith.addi %x, %a10 : i127
  %r10 = arith.subi %b10, %i10 : i127
  %a11 = arith.constant 0 : i127
  %b11 = arith.constant 85070591730234615865843651857942052862 : i127
  %i11 = arith.addi %a11, %x overflow<nsw> : i127
  %r11 = arith.subi %b11, %i11 overflow<nsw> : i127
  %a12 = arith.constant 18446744073709551616 : i127
  %b12 = arith.constant 0 : i127
  %i12 = arith.subi %x, %a12 : i127
  %r12 = arith.subi %i12, %b12 : i127
  %a13 = arith.constant -7 : i127
  %b13 = arith.constant 0 : i127
  %i13 = arith.subi %a13, %x : i127
  %r13 = arith.subi %i13, %b13 : i127
  %a14 = arith.constant -85070591730234615865843651857942052863 : i127
  %b14 = arith.constant -1 : i127
  %i14 = arith.subi %x, %a14 : i127
  %r14 = arith.subi %b14, %i14 : i127
  %a15 = arith.constant -7 : i127
  %b15 = arith.constant 18446744073709551616 : i127
  %i15 = arith.subi %a15, %x overflow<nsw> : i127
  %r15 = arith.subi %b15, %i15 overflow<nsw> : i127
  %a16 = arith.constant 5 : i127
  %b16 = arith.constant 1 : i127
  %i16 = arith.muli %x, %a16 : i127
  %r16 = arith.muli %i16, %b16 : i127
  %a17 = arith.constant -7 : i127
  %b17 = arith.constant 1 : i127
  %i17 = arith.muli %a17, %x : i127
  %r17 = arith.muli %i17, %b17 : i127
  %a18 = arith.constant 1 : i127
  %b18 = arith.constant 85070591730234615865843651857942052862 : i127
  %i18 = arith.muli %x, %a18 : i127
  %r18 = arith.muli %b18, %i18 : i127
  %a19 = arith.constant -1 : i127
  %b19 = arith.constant -85070591730234615865843651857942052864 : i127
  %i19 = arith.muli %a19, %x overflow<nsw> : i127
  %r19 = arith.muli %b19, %i19 overflow<nsw> : i127
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19 : i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127
}

// CHECK-LABEL: func.func @chains_i128
func.func @chains_i128(%x: i128) -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128) {
  %a0 = arith.constant -170141183460469231731687303715884105727 : i128
  %b0 = arith.constant 3 : i128
  %i0 = arith.addi %x, %a0 : i128
  %r0 = arith.addi %i0, %b0 : i128
  %a1 = arith.constant 3 : i128
  %b1 = arith.constant 18446744073709551616 : i128
  %i1 = arith.addi %a1, %x : i128
  %r1 = arith.addi %i1, %b1 : i128
  %a2 = arith.constant -170141183460469231731687303715884105727 : i128
  %b2 = arith.constant 170141183460469231731687303715884105727 : i128
  %i2 = arith.addi %x, %a2 : i128
  %r2 = arith.addi %b2, %i2 : i128
  %a3 = arith.constant -170141183460469231731687303715884105727 : i128
  %b3 = arith.constant 170141183460469231731687303715884105727 : i128
  %i3 = arith.addi %a3, %x overflow<nsw> : i128
  %r3 = arith.addi %b3, %i3 overflow<nsw> : i128
  %a4 = arith.constant 1 : i128
  %b4 = arith.constant -1 : i128
  %i4 = arith.subi %x, %a4 : i128
  %r4 = arith.addi %i4, %b4 : i128
  %a5 = arith.constant 18446744073709551616 : i128
  %b5 = arith.constant 18446744073709551616 : i128
  %i5 = arith.subi %a5, %x : i128
  %r5 = arith.addi %i5, %b5 : i128
  %a6 = arith.constant 3 : i128
  %b6 = arith.constant 0 : i128
  %i6 = arith.subi %x, %a6 : i128
  %r6 = arith.addi %b6, %i6 : i128
  %a7 = arith.constant -1 : i128
  %b7 = arith.constant -170141183460469231731687303715884105727 : i128
  %i7 = arith.subi %a7, %x overflow<nsw> : i128
  %r7 = arith.addi %b7, %i7 overflow<nsw> : i128
  %a8 = arith.constant 0 : i128
  %b8 = arith.constant 170141183460469231731687303715884105726 : i128
  %i8 = arith.addi %x, %a8 : i128
  %r8 = arith.subi %i8, %b8 : i128
  %a9 = arith.constant 1 : i128
  %b9 = arith.constant 3 : i128
  %i9 = arith.addi %a9, %x : i128
  %r9 = arith.subi %i9, %b9 : i128
  %a10 = arith.constant 170141183460469231731687303715884105726 : i128
  %b10 = arith.constant 170141183460469231731687303715884105727 : i128
  %i10 = arith.addi %x, %a10 : i128
  %r10 = arith.subi %b10, %i10 : i128
  %a11 = arith.constant 3 : i128
  %b11 = arith.constant -1 : i128
  %i11 = arith.addi %a11, %x overflow<nsw> : i128
  %r11 = arith.subi %b11, %i11 overflow<nsw> : i128
  %a12 = arith.constant -7 : i128
  %b12 = arith.constant 1 : i128
  %i12 = arith.subi %x, %a12 : i128
  %r12 = arith.subi %i12, %b12 : i128
  %a13 = arith.constant 18446744073709551616 : i128
  %b13 = arith.constant 1 : i128
  %i13 = arith.subi %a13, %x : i128
  %r13 = arith.subi %i13, %b13 : i128
  %a14 = arith.constant -7 : i128
  %b14 = arith.constant 170141183460469231731687303715884105727 : i128
  %i14 = arith.subi %x, %a14 : i128
  %r14 = arith.subi %b14, %i14 : i128
  %a15 = arith.constant -7 : i128
  %b15 = arith.constant -7 : i128
  %i15 = arith.subi %a15, %x overflow<nsw> : i128
  %r15 = arith.subi %b15, %i15 overflow<nsw> : i128
  %a16 = arith.constant 170141183460469231731687303715884105727 : i128
  %b16 = arith.constant 170141183460469231731687303715884105726 : i128
  %i16 = arith.muli %x, %a16 : i128
  %r16 = arith.muli %i16, %b16 : i128
  %a17 = arith.constant -7 : i128
  %b17 = arith.constant -7 : i128
  %i17 = arith.muli %a17, %x : i128
  %r17 = arith.muli %i17, %b17 : i128
  %a18 = arith.constant 170141183460469231731687303715884105726 : i128
  %b18 = arith.constant -1 : i128
  %i18 = arith.muli %x, %a18 : i128
  %r18 = arith.muli %b18, %i18 : i128
  %a19 = arith.constant 0 : i128
  %b19 = arith.constant 1 : i128
  %i19 = arith.muli %a19, %x overflow<nsw> : i128
  %r19 = arith.muli %b19, %i19 overflow<nsw> : i128
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19 : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128
}

// CHECK-LABEL: func.func @chains_i129
func.func @chains_i129(%x: i129) -> (i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129) {
  %a0 = arith.constant -1 : i129
  %b0 = arith.constant 3 : i129
  %i0 = arith.addi %x, %a0 : i129
  %r0 = arith.addi %i0, %b0 : i129
  %a1 = arith.constant 170141183460469231731687303715884105727 : i129
  %b1 = arith.constant -340282366920938463463374607431768211456 : i129
  %i1 = arith.addi %a1, %x : i129
  %r1 = arith.addi %i1, %b1 : i129
  %a2 = arith.constant 1 : i129
  %b2 = arith.constant -1 : i129
  %i2 = arith.addi %x, %a2 : i129
  %r2 = arith.addi %b2, %i2 : i129
  %a3 = arith.constant -340282366920938463463374607431768211456 : i129
  %b3 = arith.constant -340282366920938463463374607431768211455 : i129
  %i3 = arith.addi %a3, %x overflow<nsw> : i129
  %r3 = arith.addi %b3, %i3 overflow<nsw> : i129
  %a4 = arith.constant 3 : i129
  %b4 = arith.constant -170141183460469231731687303715884105728 : i129
  %i4 = arith.subi %x, %a4 : i129
  %r4 = arith.addi %i4, %b4 : i129
  %a5 = arith.constant 170141183460469231731687303715884105727 : i129
  %b5 = arith.constant 170141183460469231731687303715884105727 : i129
  %i5 = arith.subi %a5, %x : i129
  %r5 = arith.addi %i5, %b5 : i129
  %a6 = arith.constant 340282366920938463463374607431768211455 : i129
  %b6 = arith.constant 18446744073709551616 : i129
  %i6 = arith.subi %x, %a6 : i129
  %r6 = arith.addi %b6, %i6 : i129
  %a7 = arith.constant 340282366920938463463374607431768211454 : i129
  %b7 = arith.constant 3 : i129
  %i7 = arith.subi %a7, %x overflow<nsw> : i129
  %r7 = arith.addi %b7, %i7 overflow<nsw> : i129
  %a8 = arith.constant -340282366920938463463374607431768211456 : i129
  %b8 = arith.constant 170141183460469231731687303715884105727 : i129
  %i8 = arith.addi %x, %a8 : i129
  %r8 = arith.subi %i8, %b8 : i129
  %a9 = arith.constant 340282366920938463463374607431768211455 : i129
  %b9 = arith.constant -1 : i129
  %i9 = arith.addi %a9, %x : i129
  %r9 = arith.subi %i9, %b9 : i129
  %a10 = arith.constant 0 : i129
  %b10 = arith.constant -340282366920938463463374607431768211456 : i129
  %i10 = arith.addi %x, %a10 : i129
  %r10 = arith.subi %b10, %i10 : i129
  %a11 = arith.constant -340282366920938463463374607431768211455 : i129
  %b11 = arith.constant 0 : i129
  %i11 = arith.addi %a11, %x overflow<nsw> : i129
  %r11 = arith.subi %b11, %i11 overflow<nsw> : i129
  %a12 = arith.constant 0 : i129
  %b12 = arith.constant -170141183460469231731687303715884105728 : i129
  %i12 = arith.subi %x, %a12 : i129
  %r12 = arith.subi %i12, %b12 : i129
  %a13 = arith.constant -170141183460469231731687303715884105728 : i129
  %b13 = arith.constant -340282366920938463463374607431768211456 : i129
  %i13 = arith.subi %a13, %x : i129
  %r13 = arith.subi %i13, %b13 : i129
  %a14 = arith.constant 18446744073709551616 : i129
  %b14 = arith.constant 170141183460469231731687303715884105727 : i129
  %i14 = arith.subi %x, %a14 : i129
  %r14 = arith.subi %b14, %i14 : i129
  %a15 = arith.constant 340282366920938463463374607431768211454 : i129
  %b15 = arith.constant 340282366920938463463374607431768211455 : i129
  %i15 = arith.subi %a15, %x overflow<nsw> : i129
  %r15 = arith.subi %b15, %i15 overflow<nsw> : i129
  %a16 = arith.constant 340282366920938463463374607431768211455 : i129
  %b16 = arith.constant 340282366920938463463374607431768211454 : i129
  %i16 = arith.muli %x, %a16 : i129
  %r16 = arith.muli %i16, %b16 : i129
  %a17 = arith.constant 340282366920938463463374607431768211454 : i129
  %b17 = arith.constant -1 : i129
  %i17 = arith.muli %a17, %x : i129
  %r17 = arith.muli %i17, %b17 : i129
  %a18 = arith.constant 18446744073709551616 : i129
  %b18 = arith.constant 170141183460469231731687303715884105727 : i129
  %i18 = arith.muli %x, %a18 : i129
  %r18 = arith.muli %b18, %i18 : i129
  %a19 = arith.constant 170141183460469231731687303715884105727 : i129
  %b19 = arith.constant 170141183460469231731687303715884105727 : i129
  %i19 = arith.muli %a19, %x overflow<nsw> : i129
  %r19 = arith.muli %b19, %i19 overflow<nsw> : i129
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19 : i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129
}

// CHECK-LABEL: func.func @chains_i256
func.func @chains_i256(%x: i256) -> (i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256) {
  %a0 = arith.constant 18446744073709551616 : i256
  %b0 = arith.constant 1 : i256
  %i0 = arith.addi %x, %a0 : i256
  %r0 = arith.addi %i0, %b0 : i256
  %a1 = arith.constant 340282366920938463463374607431768211456 : i256
  %b1 = arith.constant 1 : i256
  %i1 = arith.addi %a1, %x : i256
  %r1 = arith.addi %i1, %b1 : i256
  %a2 = arith.constant 0 : i256
  %b2 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %i2 = arith.addi %x, %a2 : i256
  %r2 = arith.addi %b2, %i2 : i256
  %a3 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %b3 = arith.constant 170141183460469231731687303715884105727 : i256
  %i3 = arith.addi %a3, %x overflow<nsw> : i256
  %r3 = arith.addi %b3, %i3 overflow<nsw> : i256
  %a4 = arith.constant -1 : i256
  %b4 = arith.constant -1 : i256
  %i4 = arith.subi %x, %a4 : i256
  %r4 = arith.addi %i4, %b4 : i256
  %a5 = arith.constant 0 : i256
  %b5 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %i5 = arith.subi %a5, %x : i256
  %r5 = arith.addi %i5, %b5 : i256
  %a6 = arith.constant 340282366920938463463374607431768211456 : i256
  %b6 = arith.constant 1 : i256
  %i6 = arith.subi %x, %a6 : i256
  %r6 = arith.addi %b6, %i6 : i256
  %a7 = arith.constant 0 : i256
  %b7 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %i7 = arith.subi %a7, %x overflow<nsw> : i256
  %r7 = arith.addi %b7, %i7 overflow<nsw> : i256
  %a8 = arith.constant -170141183460469231731687303715884105728 : i256
  %b8 = arith.constant 1 : i256
  %i8 = arith.addi %x, %a8 : i256
  %r8 = arith.subi %i8, %b8 : i256
  %a9 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
  %b9 = arith.constant 1 : i256
  %i9 = arith.addi %a9, %x : i256
  %r9 = arith.subi %i9, %b9 : i256
  %a10 = arith.constant -170141183460469231731687303715884105728 : i256
  %b10 = arith.constant 0 : i256
  %i10 = arith.addi %x, %a10 : i256
  %r10 = arith.subi %b10, %i10 : i256
  %a11 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %b11 = arith.constant 1 : i256
  %i11 = arith.addi %a11, %x overflow<nsw> : i256
  %r11 = arith.subi %b11, %i11 overflow<nsw> : i256
  %a12 = arith.constant 340282366920938463463374607431768211456 : i256
  %b12 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
  %i12 = arith.subi %x, %a12 : i256
  %r12 = arith.subi %i12, %b12 : i256
  %a13 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %b13 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %i13 = arith.subi %a13, %x : i256
  %r13 = arith.subi %i13, %b13 : i256
  %a14 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
  %b14 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %i14 = arith.subi %x, %a14 : i256
  %r14 = arith.subi %b14, %i14 : i256
  %a15 = arith.constant 18446744073709551616 : i256
  %b15 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %i15 = arith.subi %a15, %x overflow<nsw> : i256
  %r15 = arith.subi %b15, %i15 overflow<nsw> : i256
  %a16 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %b16 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %i16 = arith.muli %x, %a16 : i256
  %r16 = arith.muli %i16, %b16 : i256
  %a17 = arith.constant -170141183460469231731687303715884105728 : i256
  %b17 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %i17 = arith.muli %a17, %x : i256
  %r17 = arith.muli %i17, %b17 : i256
  %a18 = arith.constant 340282366920938463463374607431768211456 : i256
  %b18 = arith.constant 0 : i256
  %i18 = arith.muli %x, %a18 : i256
  %r18 = arith.muli %b18, %i18 : i256
  %a19 = arith.constant 1 : i256
  %b19 = arith.constant 18446744073709551616 : i256
  %i19 = arith.muli %a19, %x overflow<nsw> : i256
  %r19 = arith.muli %b19, %i19 overflow<nsw> : i256
  return %r0, %r1, %r2, %r3, %r4, %r5, %r6, %r7, %r8, %r9, %r10, %r11, %r12, %r13, %r14, %r15, %r16, %r17, %r18, %r19 : i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256
}

// CHECK-LABEL: func.func @folds_i65
func.func @folds_i65() -> (i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i1, i1, i1, i1, index, i64) {
  %p0 = arith.constant 18446744073709551616 : i65
  %q0 = arith.constant 5 : i65
  %o0 = arith.andi %p0, %q0 : i65
  %p1 = arith.constant -18446744073709551615 : i65
  %q1 = arith.constant 18446744073709551614 : i65
  %o1 = arith.ori %p1, %q1 : i65
  %p2 = arith.constant 18446744073709551615 : i65
  %q2 = arith.constant 0 : i65
  %o2 = arith.xori %p2, %q2 : i65
  %p3 = arith.constant 5 : i65
  %q3 = arith.constant 64 : i65
  %o3 = arith.shli %p3, %q3 : i65
  %p4 = arith.constant -1 : i65
  %q4 = arith.constant 1 : i65
  %o4 = arith.shrui %p4, %q4 : i65
  %p5 = arith.constant 18446744073709551614 : i65
  %q5 = arith.constant 64 : i65
  %o5 = arith.shrsi %p5, %q5 : i65
  %p6 = arith.constant 0 : i65
  %q6 = arith.constant 0 : i65
  %o6 = arith.divsi %p6, %q6 : i65
  %p7 = arith.constant -7 : i65
  %q7 = arith.constant -18446744073709551615 : i65
  %o7 = arith.divui %p7, %q7 : i65
  %p8 = arith.constant 0 : i65
  %q8 = arith.constant 18446744073709551615 : i65
  %o8 = arith.remsi %p8, %q8 : i65
  %p9 = arith.constant 18446744073709551614 : i65
  %q9 = arith.constant -1 : i65
  %o9 = arith.remui %p9, %q9 : i65
  %p10 = arith.constant -18446744073709551616 : i65
  %q10 = arith.constant 18446744073709551614 : i65
  %o10 = arith.ceildivsi %p10, %q10 : i65
  %p11 = arith.constant 18446744073709551616 : i65
  %q11 = arith.constant 18446744073709551616 : i65
  %o11 = arith.ceildivui %p11, %q11 : i65
  %p12 = arith.constant -7 : i65
  %q12 = arith.constant -7 : i65
  %o12 = arith.floordivsi %p12, %q12 : i65
  %p13 = arith.constant -18446744073709551615 : i65
  %q13 = arith.constant 18446744073709551615 : i65
  %o13 = arith.maxsi %p13, %q13 : i65
  %p14 = arith.constant 18446744073709551614 : i65
  %q14 = arith.constant 5 : i65
  %o14 = arith.minui %p14, %q14 : i65
  %p15 = arith.constant 0 : i65
  %q15 = arith.constant -1 : i65
  %o15 = arith.addi %p15, %q15 : i65
  %p16 = arith.constant 18446744073709551615 : i65
  %q16 = arith.constant 18446744073709551614 : i65
  %o16 = arith.subi %p16, %q16 : i65
  %p17 = arith.constant -1 : i65
  %q17 = arith.constant 5 : i65
  %o17 = arith.muli %p17, %q17 : i65
  %ca0 = arith.constant -1 : i65
  %cb0 = arith.constant 18446744073709551615 : i65
  %c0 = arith.cmpi ult, %ca0, %cb0 : i65
  %ca1 = arith.constant 1 : i65
  %cb1 = arith.constant 3 : i65
  %c1 = arith.cmpi sgt, %ca1, %cb1 : i65
  %ca2 = arith.constant -1 : i65
  %cb2 = arith.constant -18446744073709551616 : i65
  %c2 = arith.cmpi uge, %ca2, %cb2 : i65
  %ca3 = arith.constant 18446744073709551616 : i65
  %cb3 = arith.constant 18446744073709551614 : i65
  %c3 = arith.cmpi sle, %ca3, %cb3 : i65
  %ix = arith.constant 18446744073709551615 : i65
  %idx = arith.index_cast %ix : i65 to index
  %tr = arith.trunci %ix : i65 to i64
  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12, %o13, %o14, %o15, %o16, %o17, %c0, %c1, %c2, %c3, %idx, %tr : i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i65, i1, i1, i1, i1, index, i64
}

// CHECK-LABEL: func.func @folds_i127
func.func @folds_i127() -> (i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i1, i1, i1, i1, index, i64) {
  %p0 = arith.constant -85070591730234615865843651857942052864 : i127
  %q0 = arith.constant 85070591730234615865843651857942052862 : i127
  %o0 = arith.andi %p0, %q0 : i127
  %p1 = arith.constant 0 : i127
  %q1 = arith.constant 1 : i127
  %o1 = arith.ori %p1, %q1 : i127
  %p2 = arith.constant 85070591730234615865843651857942052863 : i127
  %q2 = arith.constant 1 : i127
  %o2 = arith.xori %p2, %q2 : i127
  %p3 = arith.constant 3 : i127
  %q3 = arith.constant 63 : i127
  %o3 = arith.shli %p3, %q3 : i127
  %p4 = arith.constant 1 : i127
  %q4 = arith.constant 63 : i127
  %o4 = arith.shrui %p4, %q4 : i127
  %p5 = arith.constant -7 : i127
  %q5 = arith.constant 1 : i127
  %o5 = arith.shrsi %p5, %q5 : i127
  %p6 = arith.constant -85070591730234615865843651857942052864 : i127
  %q6 = arith.constant -7 : i127
  %o6 = arith.divsi %p6, %q6 : i127
  %p7 = arith.constant -1 : i127
  %q7 = arith.constant 5 : i127
  %o7 = arith.divui %p7, %q7 : i127
  %p8 = arith.constant 85070591730234615865843651857942052862 : i127
  %q8 = arith.constant 5 : i127
  %o8 = arith.remsi %p8, %q8 : i127
  %p9 = arith.constant -85070591730234615865843651857942052863 : i127
  %q9 = arith.constant 0 : i127
  %o9 = arith.remui %p9, %q9 : i127
  %p10 = arith.constant -1 : i127
  %q10 = arith.constant 5 : i127
  %o10 = arith.ceildivsi %p10, %q10 : i127
  %p11 = arith.constant 0 : i127
  %q11 = arith.constant 0 : i127
  %o11 = arith.ceildivui %p11, %q11 : i127
  %p12 = arith.constant -85070591730234615865843651857942052864 : i127
  %q12 = arith.constant 85070591730234615865843651857942052862 : i127
  %o12 = arith.floordivsi %p12, %q12 : i127
  %p13 = arith.constant 85070591730234615865843651857942052863 : i127
  %q13 = arith.constant 85070591730234615865843651857942052863 : i127
  %o13 = arith.maxsi %p13, %q13 : i127
  %p14 = arith.constant -1 : i127
  %q14 = arith.constant 85070591730234615865843651857942052863 : i127
  %o14 = arith.minui %p14, %q14 : i127
  %p15 = arith.constant -85070591730234615865843651857942052864 : i127
  %q15 = arith.constant 5 : i127
  %o15 = arith.addi %p15, %q15 : i127
  %p16 = arith.constant 0 : i127
  %q16 = arith.constant -85070591730234615865843651857942052864 : i127
  %o16 = arith.subi %p16, %q16 : i127
  %p17 = arith.constant 85070591730234615865843651857942052862 : i127
  %q17 = arith.constant 3 : i127
  %o17 = arith.muli %p17, %q17 : i127
  %ca0 = arith.constant -85070591730234615865843651857942052863 : i127
  %cb0 = arith.constant -1 : i127
  %c0 = arith.cmpi ult, %ca0, %cb0 : i127
  %ca1 = arith.constant -7 : i127
  %cb1 = arith.constant 3 : i127
  %c1 = arith.cmpi sgt, %ca1, %cb1 : i127
  %ca2 = arith.constant 0 : i127
  %cb2 = arith.constant 85070591730234615865843651857942052863 : i127
  %c2 = arith.cmpi uge, %ca2, %cb2 : i127
  %ca3 = arith.constant -85070591730234615865843651857942052864 : i127
  %cb3 = arith.constant -85070591730234615865843651857942052864 : i127
  %c3 = arith.cmpi sle, %ca3, %cb3 : i127
  %ix = arith.constant 85070591730234615865843651857942052863 : i127
  %idx = arith.index_cast %ix : i127 to index
  %tr = arith.trunci %ix : i127 to i64
  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12, %o13, %o14, %o15, %o16, %o17, %c0, %c1, %c2, %c3, %idx, %tr : i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i127, i1, i1, i1, i1, index, i64
}

// CHECK-LABEL: func.func @folds_i128
func.func @folds_i128() -> (i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i1, i1, i1, i1, index, i64) {
  %p0 = arith.constant 0 : i128
  %q0 = arith.constant -170141183460469231731687303715884105727 : i128
  %o0 = arith.andi %p0, %q0 : i128
  %p1 = arith.constant -170141183460469231731687303715884105727 : i128
  %q1 = arith.constant 18446744073709551616 : i128
  %o1 = arith.ori %p1, %q1 : i128
  %p2 = arith.constant -170141183460469231731687303715884105727 : i128
  %q2 = arith.constant 0 : i128
  %o2 = arith.xori %p2, %q2 : i128
  %p3 = arith.constant -1 : i128
  %q3 = arith.constant 63 : i128
  %o3 = arith.shli %p3, %q3 : i128
  %p4 = arith.constant 0 : i128
  %q4 = arith.constant 1 : i128
  %o4 = arith.shrui %p4, %q4 : i128
  %p5 = arith.constant 170141183460469231731687303715884105727 : i128
  %q5 = arith.constant 64 : i128
  %o5 = arith.shrsi %p5, %q5 : i128
  %p6 = arith.constant 170141183460469231731687303715884105726 : i128
  %q6 = arith.constant 1 : i128
  %o6 = arith.divsi %p6, %q6 : i128
  %p7 = arith.constant 1 : i128
  %q7 = arith.constant 170141183460469231731687303715884105726 : i128
  %o7 = arith.divui %p7, %q7 : i128
  %p8 = arith.constant -170141183460469231731687303715884105727 : i128
  %q8 = arith.constant -1 : i128
  %o8 = arith.remsi %p8, %q8 : i128
  %p9 = arith.constant 18446744073709551616 : i128
  %q9 = arith.constant -170141183460469231731687303715884105727 : i128
  %o9 = arith.remui %p9, %q9 : i128
  %p10 = arith.constant 0 : i128
  %q10 = arith.constant -1 : i128
  %o10 = arith.ceildivsi %p10, %q10 : i128
  %p11 = arith.constant 18446744073709551616 : i128
  %q11 = arith.constant -7 : i128
  %o11 = arith.ceildivui %p11, %q11 : i128
  %p12 = arith.constant 170141183460469231731687303715884105727 : i128
  %q12 = arith.constant 18446744073709551616 : i128
  %o12 = arith.floordivsi %p12, %q12 : i128
  %p13 = arith.constant 1 : i128
  %q13 = arith.constant -170141183460469231731687303715884105727 : i128
  %o13 = arith.maxsi %p13, %q13 : i128
  %p14 = arith.constant 18446744073709551616 : i128
  %q14 = arith.constant 1 : i128
  %o14 = arith.minui %p14, %q14 : i128
  %p15 = arith.constant 170141183460469231731687303715884105727 : i128
  %q15 = arith.constant -7 : i128
  %o15 = arith.addi %p15, %q15 : i128
  %p16 = arith.constant 170141183460469231731687303715884105727 : i128
  %q16 = arith.constant 18446744073709551616 : i128
  %o16 = arith.subi %p16, %q16 : i128
  %p17 = arith.constant 170141183460469231731687303715884105727 : i128
  %q17 = arith.constant -1 : i128
  %o17 = arith.muli %p17, %q17 : i128
  %ca0 = arith.constant -1 : i128
  %cb0 = arith.constant -170141183460469231731687303715884105728 : i128
  %c0 = arith.cmpi ult, %ca0, %cb0 : i128
  %ca1 = arith.constant 170141183460469231731687303715884105727 : i128
  %cb1 = arith.constant -7 : i128
  %c1 = arith.cmpi sgt, %ca1, %cb1 : i128
  %ca2 = arith.constant -1 : i128
  %cb2 = arith.constant 0 : i128
  %c2 = arith.cmpi uge, %ca2, %cb2 : i128
  %ca3 = arith.constant -170141183460469231731687303715884105728 : i128
  %cb3 = arith.constant 18446744073709551616 : i128
  %c3 = arith.cmpi sle, %ca3, %cb3 : i128
  %ix = arith.constant 170141183460469231731687303715884105727 : i128
  %idx = arith.index_cast %ix : i128 to index
  %tr = arith.trunci %ix : i128 to i64
  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12, %o13, %o14, %o15, %o16, %o17, %c0, %c1, %c2, %c3, %idx, %tr : i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i128, i1, i1, i1, i1, index, i64
}

// CHECK-LABEL: func.func @folds_i129
func.func @folds_i129() -> (i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i1, i1, i1, i1, index, i64) {
  %p0 = arith.constant -170141183460469231731687303715884105728 : i129
  %q0 = arith.constant 170141183460469231731687303715884105727 : i129
  %o0 = arith.andi %p0, %q0 : i129
  %p1 = arith.constant 340282366920938463463374607431768211455 : i129
  %q1 = arith.constant 1 : i129
  %o1 = arith.ori %p1, %q1 : i129
  %p2 = arith.constant 3 : i129
  %q2 = arith.constant -340282366920938463463374607431768211455 : i129
  %o2 = arith.xori %p2, %q2 : i129
  %p3 = arith.constant 340282366920938463463374607431768211455 : i129
  %q3 = arith.constant 1 : i129
  %o3 = arith.shli %p3, %q3 : i129
  %p4 = arith.constant 3 : i129
  %q4 = arith.constant 65 : i129
  %o4 = arith.shrui %p4, %q4 : i129
  %p5 = arith.constant -170141183460469231731687303715884105728 : i129
  %q5 = arith.constant 1 : i129
  %o5 = arith.shrsi %p5, %q5 : i129
  %p6 = arith.constant 170141183460469231731687303715884105727 : i129
  %q6 = arith.constant -340282366920938463463374607431768211455 : i129
  %o6 = arith.divsi %p6, %q6 : i129
  %p7 = arith.constant 0 : i129
  %q7 = arith.constant 1 : i129
  %o7 = arith.divui %p7, %q7 : i129
  %p8 = arith.constant 18446744073709551616 : i129
  %q8 = arith.constant 340282366920938463463374607431768211455 : i129
  %o8 = arith.remsi %p8, %q8 : i129
  %p9 = arith.constant -170141183460469231731687303715884105728 : i129
  %q9 = arith.constant -340282366920938463463374607431768211456 : i129
  %o9 = arith.remui %p9, %q9 : i129
  %p10 = arith.constant 1 : i129
  %q10 = arith.constant 340282366920938463463374607431768211454 : i129
  %o10 = arith.ceildivsi %p10, %q10 : i129
  %p11 = arith.constant 170141183460469231731687303715884105727 : i129
  %q11 = arith.constant 170141183460469231731687303715884105727 : i129
  %o11 = arith.ceildivui %p11, %q11 : i129
  %p12 = arith.constant 340282366920938463463374607431768211455 : i129
  %q12 = arith.constant -170141183460469231731687303715884105728 : i129
  %o12 = arith.floordivsi %p12, %q12 : i129
  %p13 = arith.constant 18446744073709551616 : i129
  %q13 = arith.constant 340282366920938463463374607431768211454 : i129
  %o13 = arith.maxsi %p13, %q13 : i129
  %p14 = arith.constant 3 : i129
  %q14 = arith.constant 1 : i129
  %o14 = arith.minui %p14, %q14 : i129
  %p15 = arith.constant -170141183460469231731687303715884105728 : i129
  %q15 = arith.constant 340282366920938463463374607431768211455 : i129
  %o15 = arith.addi %p15, %q15 : i129
  %p16 = arith.constant 170141183460469231731687303715884105727 : i129
  %q16 = arith.constant -340282366920938463463374607431768211455 : i129
  %o16 = arith.subi %p16, %q16 : i129
  %p17 = arith.constant 1 : i129
  %q17 = arith.constant 170141183460469231731687303715884105727 : i129
  %o17 = arith.muli %p17, %q17 : i129
  %ca0 = arith.constant 340282366920938463463374607431768211455 : i129
  %cb0 = arith.constant -340282366920938463463374607431768211456 : i129
  %c0 = arith.cmpi ult, %ca0, %cb0 : i129
  %ca1 = arith.constant 340282366920938463463374607431768211454 : i129
  %cb1 = arith.constant -1 : i129
  %c1 = arith.cmpi sgt, %ca1, %cb1 : i129
  %ca2 = arith.constant 18446744073709551616 : i129
  %cb2 = arith.constant 340282366920938463463374607431768211454 : i129
  %c2 = arith.cmpi uge, %ca2, %cb2 : i129
  %ca3 = arith.constant -1 : i129
  %cb3 = arith.constant 3 : i129
  %c3 = arith.cmpi sle, %ca3, %cb3 : i129
  %ix = arith.constant 340282366920938463463374607431768211455 : i129
  %idx = arith.index_cast %ix : i129 to index
  %tr = arith.trunci %ix : i129 to i64
  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12, %o13, %o14, %o15, %o16, %o17, %c0, %c1, %c2, %c3, %idx, %tr : i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i129, i1, i1, i1, i1, index, i64
}

// CHECK-LABEL: func.func @folds_i256
func.func @folds_i256() -> (i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i1, i1, i1, i1, index, i64) {
  %p0 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
  %q0 = arith.constant 1 : i256
  %o0 = arith.andi %p0, %q0 : i256
  %p1 = arith.constant 340282366920938463463374607431768211456 : i256
  %q1 = arith.constant 0 : i256
  %o1 = arith.ori %p1, %q1 : i256
  %p2 = arith.constant -170141183460469231731687303715884105728 : i256
  %q2 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %o2 = arith.xori %p2, %q2 : i256
  %p3 = arith.constant 0 : i256
  %q3 = arith.constant 255 : i256
  %o3 = arith.shli %p3, %q3 : i256
  %p4 = arith.constant -1 : i256
  %q4 = arith.constant 1 : i256
  %o4 = arith.shrui %p4, %q4 : i256
  %p5 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %q5 = arith.constant 255 : i256
  %o5 = arith.shrsi %p5, %q5 : i256
  %p6 = arith.constant -170141183460469231731687303715884105728 : i256
  %q6 = arith.constant 170141183460469231731687303715884105727 : i256
  %o6 = arith.divsi %p6, %q6 : i256
  %p7 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %q7 = arith.constant 18446744073709551616 : i256
  %o7 = arith.divui %p7, %q7 : i256
  %p8 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
  %q8 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %o8 = arith.remsi %p8, %q8 : i256
  %p9 = arith.constant -170141183460469231731687303715884105728 : i256
  %q9 = arith.constant -170141183460469231731687303715884105728 : i256
  %o9 = arith.remui %p9, %q9 : i256
  %p10 = arith.constant 18446744073709551616 : i256
  %q10 = arith.constant -170141183460469231731687303715884105728 : i256
  %o10 = arith.ceildivsi %p10, %q10 : i256
  %p11 = arith.constant 170141183460469231731687303715884105727 : i256
  %q11 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %o11 = arith.ceildivui %p11, %q11 : i256
  %p12 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %q12 = arith.constant 18446744073709551616 : i256
  %o12 = arith.floordivsi %p12, %q12 : i256
  %p13 = arith.constant 170141183460469231731687303715884105727 : i256
  %q13 = arith.constant 0 : i256
  %o13 = arith.maxsi %p13, %q13 : i256
  %p14 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
  %q14 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %o14 = arith.minui %p14, %q14 : i256
  %p15 = arith.constant 340282366920938463463374607431768211456 : i256
  %q15 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %o15 = arith.addi %p15, %q15 : i256
  %p16 = arith.constant 1 : i256
  %q16 = arith.constant 340282366920938463463374607431768211456 : i256
  %o16 = arith.subi %p16, %q16 : i256
  %p17 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819966 : i256
  %q17 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %o17 = arith.muli %p17, %q17 : i256
  %ca0 = arith.constant -170141183460469231731687303715884105728 : i256
  %cb0 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819968 : i256
  %c0 = arith.cmpi ult, %ca0, %cb0 : i256
  %ca1 = arith.constant 18446744073709551616 : i256
  %cb1 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %c1 = arith.cmpi sgt, %ca1, %cb1 : i256
  %ca2 = arith.constant 0 : i256
  %cb2 = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %c2 = arith.cmpi uge, %ca2, %cb2 : i256
  %ca3 = arith.constant 18446744073709551616 : i256
  %cb3 = arith.constant -57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %c3 = arith.cmpi sle, %ca3, %cb3 : i256
  %ix = arith.constant 57896044618658097711785492504343953926634992332820282019728792003956564819967 : i256
  %idx = arith.index_cast %ix : i256 to index
  %tr = arith.trunci %ix : i256 to i64
  return %o0, %o1, %o2, %o3, %o4, %o5, %o6, %o7, %o8, %o9, %o10, %o11, %o12, %o13, %o14, %o15, %o16, %o17, %c0, %c1, %c2, %c3, %idx, %tr : i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i256, i1, i1, i1, i1, index, i64
}

// CHECK-LABEL: func.func @casts
func.func @casts() -> (f32, f32, f64, f64, f128, i256, i256, i129, i129, f32) {
  %a = arith.constant -1 : i256
  %b = arith.constant 340282366920938463463374607431768211457 : i256
  %u = arith.uitofp %a : i256 to f32
  %s = arith.sitofp %b : i256 to f32
  %u2 = arith.uitofp %a : i256 to f64
  %s2 = arith.sitofp %a : i256 to f64
  %q = arith.uitofp %a : i256 to f128
  %f = arith.constant 1.0e+60 : f64
  %i = arith.fptosi %f : f64 to i256
  %j = arith.fptoui %f : f64 to i256
  %g = arith.constant -3.0e+38 : f32
  %k = arith.fptosi %g : f32 to i129
  %l = arith.fptoui %g : f32 to i129
  %c = arith.constant 170141183460469231731687303715884105727 : i129
  %m = arith.uitofp %c : i129 to f32
  return %u, %s, %u2, %s2, %q, %i, %j, %k, %l, %m : f32, f32, f64, f64, f128, i256, i256, i129, i129, f32
}
// CHECK-LABEL: func.func @cmpf
func.func @cmpf(%x: i129, %y: i256, %z: i200) -> (i1, i1, i1, i1, i1, i1) {
  %f = arith.sitofp %x : i129 to f32
  %c = arith.constant 1.0e+38 : f32
  %r = arith.cmpf olt, %f, %c : f32
  %g = arith.uitofp %y : i256 to f64
  %c2 = arith.constant 1.0e+70 : f64
  %r2 = arith.cmpf ogt, %g, %c2 : f64
  %c3 = arith.constant 1.0e+80 : f64
  %r3 = arith.cmpf ogt, %g, %c3 : f64
  %h = arith.sitofp %z : i200 to f128
  %c4 = arith.constant -1.0e+60 : f128
  %r4 = arith.cmpf oge, %h, %c4 : f128
  %c5 = arith.constant 2.5 : f64
  %r5 = arith.cmpf oeq, %g, %c5 : f64
  %c6 = arith.constant 1.5e+40 : f32
  %r6 = arith.cmpf ult, %f, %c6 : f32
  return %r, %r2, %r3, %r4, %r5, %r6 : i1, i1, i1, i1, i1, i1
}

// mulsi_extended / mului_extended fold above 64 bits (both halves exact).
// CHECK-LABEL: func.func @e()
// CHECK-NOT: _extended
func.func @e() -> (i65, i65, i128, i128, i129, i129, i256, i1, i200, i200, i65, i65) {
  %a = arith.constant -18446744073709551613 : i65
  %b = arith.constant 3 : i65
  %l, %h = arith.mulsi_extended %a, %b : i65
  %c = arith.constant 170141183460469231731687303715884105727 : i128
  %l2, %h2 = arith.mului_extended %c, %c : i128
  %d = arith.constant 340282366920938463463374607431768211455 : i129
  %l3, %h3 = arith.mulsi_extended %d, %d : i129
  %e = arith.constant -1 : i256
  %s, %o = arith.addui_extended %e, %e : i256, i1
  %f = arith.constant -5 : i200
  %g = arith.constant 7 : i200
  %q1:2 = arith.mulsi_extended %f, %g : i200
  %u1, %u2 = arith.mului_extended %a, %b : i65
  return %l, %h, %l2, %h2, %l3, %h3, %s, %o, %q1#0, %q1#1, %u1, %u2 : i65, i65, i128, i128, i129, i129, i256, i1, i200, i200, i65, i65
}

// addui_extended above 128 bits: the sum wraps at the width, not at 128
// bits, and constants beyond i128 fold too.
// CHECK-LABEL: func.func @addui_wide
// CHECK-NOT: addui_extended
func.func @addui_wide() -> (i129, i1, i256, i1, i200, i1) {
  %a = arith.constant 170141183460469231731687303715884105727 : i129
  %s, %o = arith.addui_extended %a, %a : i129, i1
  %b = arith.constant -170141183460469231731687303715884105729 : i256
  %c = arith.constant 18446744073709551618 : i256
  %s2, %o2 = arith.addui_extended %c, %b : i256, i1
  %d = arith.constant 803469022129495137770981046170581301261101496891396417650686 : i200
  %e = arith.constant 18446744073709551615 : i200
  %s3, %o3 = arith.addui_extended %e, %d : i200, i1
  return %s, %o, %s2, %o2, %s3, %o3 : i129, i1, i256, i1, i200, i1
}
