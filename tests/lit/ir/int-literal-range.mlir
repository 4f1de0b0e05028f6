// Integer literals take the range of their type as in mlir-opt 22: a
// signless iN reads -2^(N-1) ..= 2^N - 1 (both spellings of a bit pattern:
// 2^128 - 1 is the i128 -1), siN and uiN their own ranges (ui128 up to
// 2^128 - 1, printed unsigned); types wider than 128 bits keep any value
// of their range exactly (2^128 : i129 wraps to -2^128).
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
// CHECK-SAME: k = -340282366920938463463374607431768211456 : i129
// CHECK-SAME: l = 680564733841876926926749214863536422911 : ui129
// CHECK-SAME: m = -340282366920938463463374607431768211456 : si129
// CHECK-SAME: n = -1 : i129
// CHECK-SAME: o = dense<[57896044618658097711785492504343953926634992332820282019728792003956564819967, -1]> : tensor<2xi256>
// CHECK: %c340282366920938463463374607431768211456_i256 = arith.constant 340282366920938463463374607431768211456 : i256
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
               j = dense<[340282366920938463463374607431768211455, 7]> : tensor<2xi128>,
               k = 340282366920938463463374607431768211456 : i129,
               l = 680564733841876926926749214863536422911 : ui129,
               m = -340282366920938463463374607431768211456 : si129,
               n = 0x1FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF : i129,
               o = dense<[57896044618658097711785492504343953926634992332820282019728792003956564819967, -1]> : tensor<2xi256>} : () -> ()
  %4 = arith.constant 340282366920938463463374607431768211456 : i256
  "test.use"(%4) : (i256) -> ()
  return %0, %1, %2, %3 : i128, i128, i128, i128
}
