// Integer literals take the range of their type as in mlir-opt 22: a
// signless iN reads -2^(N-1) ..= 2^N - 1 (both spellings of a bit pattern:
// 2^128 - 1 is the i128 -1), siN and uiN their own ranges (ui128 up to
// 2^128 - 1, printed unsigned); wider types keep values beyond 64 bits.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect > %t.ours
// RUN: %mlir_opt %s --allow-unregistered-dialect | diff - %t.ours
// RUN: affine-opt %t.ours --allow-unregistered-dialect | diff - %t.ours

// CHECK-LABEL: func.func @wide_literals
// CHECK: arith.constant -1 : i128
// CHECK: arith.constant -170141183460469231731687303715884105728 : i128
// CHECK: arith.constant 170141183460469231731687303715884105727 : i128
// CHECK: arith.constant -1 : i128
// CHECK: a = 340282366920938463463374607431768211455 : ui128
// CHECK-SAME: b = 170141183460469231731687303715884105728 : ui128
// CHECK-SAME: c = -170141183460469231731687303715884105728 : si128
// CHECK-SAME: d = -1 : i256
// CHECK-SAME: e = 170141183460469231731687303715884105727 : i129
// CHECK-SAME: f = true
// CHECK-SAME: g = array<i128: -1, 5>
// CHECK-SAME: h = array<ui8: 255>
// CHECK-SAME: i = dense<340282366920938463463374607431768211455> : tensor<ui128>
// CHECK-SAME: j = dense<[-1, 7]> : tensor<2xi128>
func.func @wide_literals() -> (i128, i128, i128, i128) {
  %0 = arith.constant 340282366920938463463374607431768211455 : i128
  %1 = arith.constant 170141183460469231731687303715884105728 : i128
  %2 = arith.constant 170141183460469231731687303715884105727 : i128
  %3 = arith.constant 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i128
  "test.op"() {a = 340282366920938463463374607431768211455 : ui128,
               b = 170141183460469231731687303715884105728 : ui128,
               c = -170141183460469231731687303715884105728 : si128,
               d = -1 : i256,
               e = 170141183460469231731687303715884105727 : i129,
               f = -1 : i1,
               g = array<i128: 340282366920938463463374607431768211455, 5>,
               h = array<ui8: -1>,
               i = dense<340282366920938463463374607431768211455> : tensor<ui128>,
               j = dense<[340282366920938463463374607431768211455, 7]> : tensor<2xi128>} : () -> ()
  return %0, %1, %2, %3 : i128, i128, i128, i128
}
