// Folders and canonicalization patterns of the index dialect's binary ops
// and casts under -canonicalize, as in mlir-opt 22. An index is 32 or 64
// bits wide depending on the target, so two constants fold only where the
// answer does not depend on it: add, sub, mul, shl, and, or, xor always
// (wrapping at 64 bits; shl only by less than 32), the divisions,
// remainders, right shifts, min and max only when the 64-bit result
// truncated to 32 bits is the 32-bit result. Division or remainder by
// zero and shifts by 32 or more never fold.
// RUN: affine-opt %s --split-input-file -canonicalize > %t
// RUN: %mlir_opt %s --split-input-file -canonicalize | diff %t -
// RUN: FileCheck %s < %t

// CHECK-LABEL: func.func @wrapping() -> (index, index, index, index, index, index, index) {
// CHECK-NEXT:   %idx8 = index.constant 8
// CHECK-NEXT:   %idx-4294967294 = index.constant -4294967294
// CHECK-NEXT:   %idx24 = index.constant 24
// CHECK-NEXT:   %idx4294967298 = index.constant 4294967298
// CHECK-NEXT:   %idx9223372036854775801 = index.constant 9223372036854775801
// CHECK-NEXT:   %idx-4294967296 = index.constant -4294967296
// CHECK-NEXT:   %idx-9223372036854775807 = index.constant -9223372036854775807
// CHECK-NEXT:   return %idx8, %idx-4294967294, %idx24, %idx4294967298, %idx9223372036854775801, %idx-4294967296, %idx-9223372036854775807 : index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @wrapping() -> (index, index, index, index, index, index, index) {
  %max = index.constant 9223372036854775807
  %two = index.constant 2
  %six = index.constant 6
  %big = index.constant 4294967296
  %0 = index.add %six, %two
  %1 = index.sub %two, %big
  %2 = index.shl %six, %two
  %3 = index.or %big, %two
  %4 = index.xor %six, %max
  %5 = index.mul %big, %max
  %6 = index.add %max, %two
  %7 = index.sub %6, %two
  %8 = index.add %7, %two
  return %0, %1, %2, %3, %4, %5, %8 : index, index, index, index, index, index, index
}

// -----

// Signed divisions round toward zero (divs), down (floordivs) or up
// (ceildivs) on every sign combination.
// CHECK-LABEL: func.func @divisions() -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:   %idx-3 = index.constant -3
// CHECK-NEXT:   %idx-4 = index.constant -4
// CHECK-NEXT:   %idx-1 = index.constant -1
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %idx3 = index.constant 3
// CHECK-NEXT:   %idx4 = index.constant 4
// CHECK-NEXT:   return %idx-3, %idx-4, %idx-3, %idx-1, %idx1, %idx3, %idx-3, %idx4, %idx-4, %idx-3 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @divisions() -> (index, index, index, index, index, index, index, index, index, index) {
  %m7 = index.constant -7
  %p7 = index.constant 7
  %p2 = index.constant 2
  %m2 = index.constant -2
  %0 = index.divs %m7, %p2
  %1 = index.floordivs %m7, %p2
  %2 = index.ceildivs %m7, %p2
  %3 = index.rems %m7, %p2
  %4 = index.remu %p7, %p2
  %5 = index.divu %p7, %p2
  %6 = index.ceildivs %p7, %m2
  %7 = index.ceildivs %m7, %m2
  %8 = index.floordivs %p7, %m2
  %9 = index.divs %p7, %m2
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

// -----

// 2^32 + 6 is 6 on 32 bits: these results differ in their low 32 bits
// between the widths (or are undefined on one), so they stay; remu by 4,
// maxu with 4 and mins with 2 agree and fold.
// CHECK-LABEL: func.func @width_dependent(%arg0: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:   %idx-9223372036854775808 = index.constant -9223372036854775808
// CHECK-NEXT:   %idx4294967302 = index.constant 4294967302
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx2 = index.constant 2
// CHECK-NEXT:   %idx4 = index.constant 4
// CHECK-NEXT:   %idx8 = index.constant 8
// CHECK-NEXT:   %idx32 = index.constant 32
// CHECK-NEXT:   %0 = index.divs %idx4294967302, %idx2
// CHECK-NEXT:   %1 = index.divu %idx4294967302, %idx2
// CHECK-NEXT:   %2 = index.ceildivu %idx4294967302, %idx4
// CHECK-NEXT:   %3 = index.shru %idx4294967302, %idx2
// CHECK-NEXT:   %4 = index.maxu %idx4294967302, %idx8
// CHECK-NEXT:   %5 = index.mins %idx4294967302, %idx8
// CHECK-NEXT:   %6 = index.shrs %idx4, %idx32
// CHECK-NEXT:   %7 = index.shl %idx4, %idx32
// CHECK-NEXT:   %8 = index.rems %idx4, %idx0
// CHECK-NEXT:   %9 = index.divu %idx4, %idx0
// CHECK-NEXT:   %10 = index.ceildivs %idx4, %idx0
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %idx2, %idx4294967302, %idx2, %6, %7, %8, %9, %10, %idx-9223372036854775808, %idx-9223372036854775808 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @width_dependent(%n: index) -> (index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index) {
  %big = index.constant 4294967302
  %c0 = index.constant 0
  %c2 = index.constant 2
  %c4 = index.constant 4
  %c8 = index.constant 8
  %c32 = index.constant 32
  %min = index.constant -9223372036854775808
  %m1 = index.constant -1
  %0 = index.divs %big, %c2
  %1 = index.divu %big, %c2
  %2 = index.ceildivu %big, %c4
  %3 = index.shru %big, %c2
  %4 = index.maxu %big, %c8
  %5 = index.mins %big, %c8
  %6 = index.remu %big, %c4
  %7 = index.maxu %big, %c4
  %8 = index.mins %big, %c2
  %9 = index.shrs %c4, %c32
  %10 = index.shl %c4, %c32
  %11 = index.rems %c4, %c0
  %12 = index.divu %c4, %c0
  %13 = index.ceildivs %c4, %c0
  // INT64_MIN / -1 wraps to INT64_MIN, 0 / -1 on 32 bits: both 0 when
  // truncated.
  %14 = index.divs %min, %m1
  %15 = index.floordivs %min, %m1
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : index, index, index, index, index, index, index, index, index, index, index, index, index, index, index, index
}

// -----

// add/sub x 0 and mul x 1 are x, mul x 0 is 0; the other identities
// (x / 1, x & -1, x | 0, x - x, ...) are not folded by MLIR 22.
// CHECK-LABEL: func.func @identities(%arg0: index) -> (index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %idx-1 = index.constant -1
// CHECK-NEXT:   %0 = index.sub %arg0, %arg0
// CHECK-NEXT:   %1 = index.divs %arg0, %idx1
// CHECK-NEXT:   %2 = index.and %arg0, %idx-1
// CHECK-NEXT:   %3 = index.or %arg0, %idx0
// CHECK-NEXT:   %4 = index.shl %arg0, %idx0
// CHECK-NEXT:   return %arg0, %arg0, %arg0, %arg0, %idx0, %0, %1, %2, %3, %4 : index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @identities(%x: index) -> (index, index, index, index, index, index, index, index, index, index) {
  %c0 = index.constant 0
  %c1 = index.constant 1
  %m1 = index.constant -1
  %0 = index.add %x, %c0
  %1 = index.add %c0, %x
  %2 = index.sub %x, %c0
  %3 = index.mul %c1, %x
  %4 = index.mul %x, %c0
  %5 = index.sub %x, %x
  %6 = index.divs %x, %c1
  %7 = index.and %x, %m1
  %8 = index.or %x, %c0
  %9 = index.shl %x, %c0
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : index, index, index, index, index, index, index, index, index, index
}

// -----

// The commutative ops (add, mul, maxs, maxu, mins, minu, and, or, xor) move
// a constant operand last; sub, the divisions and shifts do not.
// CHECK-LABEL: func.func @commutative(%arg0: index) -> (index, index, index, index, index, index, index, index, index, index, index) {
// CHECK-NEXT:   %idx3 = index.constant 3
// CHECK-NEXT:   %0 = index.add %arg0, %idx3
// CHECK-NEXT:   %1 = index.mul %arg0, %idx3
// CHECK-NEXT:   %2 = index.maxs %arg0, %idx3
// CHECK-NEXT:   %3 = index.maxu %arg0, %idx3
// CHECK-NEXT:   %4 = index.mins %arg0, %idx3
// CHECK-NEXT:   %5 = index.minu %arg0, %idx3
// CHECK-NEXT:   %6 = index.and %arg0, %idx3
// CHECK-NEXT:   %7 = index.or %arg0, %idx3
// CHECK-NEXT:   %8 = index.xor %arg0, %idx3
// CHECK-NEXT:   %9 = index.sub %idx3, %arg0
// CHECK-NEXT:   %10 = index.shl %idx3, %arg0
// CHECK-NEXT:   return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : index, index, index, index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @commutative(%x: index) -> (index, index, index, index, index, index, index, index, index, index, index) {
  %c3 = index.constant 3
  %0 = index.add %c3, %x
  %1 = index.mul %c3, %x
  %2 = index.maxs %c3, %x
  %3 = index.maxu %c3, %x
  %4 = index.mins %c3, %x
  %5 = index.minu %c3, %x
  %6 = index.and %c3, %x
  %7 = index.or %c3, %x
  %8 = index.xor %c3, %x
  %9 = index.sub %c3, %x
  %10 = index.shl %c3, %x
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : index, index, index, index, index, index, index, index, index, index, index
}

// -----

// op(op(x, c1), c2) becomes op(x, c) when op(c2, c1) folds to a constant c,
// for the commutative ops; a chain collapses step by step. maxs of 2^32 and
// 1 depends on the width, so that pair stays.
// CHECK-LABEL: func.func @reassociate(%arg0: index, %arg1: index) -> (index, index, index, index, index, index, index, index) {
// CHECK-NEXT:   %idx0 = index.constant 0
// CHECK-NEXT:   %idx24 = index.constant 24
// CHECK-NEXT:   %idx5 = index.constant 5
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %idx2 = index.constant 2
// CHECK-NEXT:   %idx4294967296 = index.constant 4294967296
// CHECK-NEXT:   %0 = index.add %arg0, %idx1
// CHECK-NEXT:   %1 = index.add %arg0, %idx5
// CHECK-NEXT:   %2 = index.mul %arg0, %idx24
// CHECK-NEXT:   %3 = index.and %arg0, %idx0
// CHECK-NEXT:   %4 = index.minu %arg0, %idx2
// CHECK-NEXT:   %5 = index.maxs %arg1, %idx1
// CHECK-NEXT:   %6 = index.maxs %5, %idx4294967296
// CHECK-NEXT:   %7 = index.sub %arg0, %idx1
// CHECK-NEXT:   %8 = index.sub %7, %idx2
// CHECK-NEXT:   %9 = index.xor %arg0, %idx0
// CHECK-NEXT:   return %1, %2, %3, %4, %6, %8, %9, %0 : index, index, index, index, index, index, index, index
// CHECK-NEXT: }
func.func @reassociate(%x: index, %y: index) -> (index, index, index, index, index, index, index, index) {
  %c1 = index.constant 1
  %c2 = index.constant 2
  %c12 = index.constant 12
  %big = index.constant 4294967296
  %0 = index.add %x, %c1
  %1 = index.add %0, %c2
  %2 = index.add %c2, %1
  %3 = index.mul %x, %c2
  %4 = index.mul %3, %c12
  %5 = index.and %x, %c12
  %6 = index.and %5, %c2
  %7 = index.minu %x, %c12
  %8 = index.minu %7, %c2
  %9 = index.maxs %y, %c1
  %10 = index.maxs %9, %big
  %11 = index.sub %x, %c1
  %12 = index.sub %11, %c2
  %13 = index.xor %x, %c2
  %14 = index.xor %13, %c2
  return %2, %4, %6, %8, %10, %12, %14, %0 : index, index, index, index, index, index, index, index
}

// -----

// Casts of constants to index fold (sign- or zero-extended to 64 bits,
// which is right on 32 bits too); casts of index constants to i1 fold to
// index.bool.constant. Other integer results cannot be materialized by the
// index dialect, so those casts stay even where the value is known.
// CHECK-LABEL: func.func @casts(%arg0: index) -> (index, index, index, index, index, index, i1, i1, i32, i64, i1) {
// CHECK-NEXT:   %false = index.bool.constant false
// CHECK-NEXT:   %true = index.bool.constant true
// CHECK-NEXT:   %idx5 = index.constant 5
// CHECK-NEXT:   %idx-3 = index.constant -3
// CHECK-NEXT:   %idx4294967293 = index.constant 4294967293
// CHECK-NEXT:   %idx-1 = index.constant -1
// CHECK-NEXT:   %idx1 = index.constant 1
// CHECK-NEXT:   %0 = index.casts %idx-3 : index to i32
// CHECK-NEXT:   %1 = index.casts %0 : i32 to index
// CHECK-NEXT:   %2 = index.castu %idx5 : index to i32
// CHECK-NEXT:   %3 = index.casts %idx5 : index to i64
// CHECK-NEXT:   %4 = index.castu %arg0 : index to i1
// CHECK-NEXT:   return %idx-3, %idx4294967293, %idx-1, %idx1, %idx-1, %1, %true, %false, %2, %3, %4 : index, index, index, index, index, index, i1, i1, i32, i64, i1
// CHECK-NEXT: }
func.func @casts(%x: index) -> (index, index, index, index, index, index, i1, i1, i32, i64, i1) {
  %i = arith.constant -3 : i32
  %t = arith.constant true
  %w = arith.constant 36893488147419103231 : i72
  %five = index.constant 5
  %four = index.constant 4
  %0 = index.casts %i : i32 to index
  %1 = index.castu %i : i32 to index
  %2 = index.casts %t : i1 to index
  %3 = index.castu %t : i1 to index
  %4 = index.castu %w : i72 to index
  %5 = index.casts %0 : index to i32
  %6 = index.casts %5 : i32 to index
  %7 = index.casts %five : index to i1
  %8 = index.castu %four : index to i1
  %9 = index.castu %five : index to i32
  %10 = index.casts %five : index to i64
  %11 = index.castu %x : index to i1
  return %0, %1, %2, %3, %4, %6, %7, %8, %9, %10, %11 : index, index, index, index, index, index, i1, i1, i32, i64, i1
}
