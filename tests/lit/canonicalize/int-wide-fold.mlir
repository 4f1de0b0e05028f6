// Constant folding of arith integer ops on types wider than 128 bits
// (values beyond i128 are AttrData::BigInteger): results wrap to the width
// as LLVM's APInt; division by zero, MIN / -1 and ceildivsi of a minimum
// operand do not fold; a shift folds when the amount of the last element
// computed is in range (over-wide elements shift as APInt does), as
// mlir-opt 22 does, for i32 too. Folds that return an operand (x + 0,
// maxsi(x, MAX)) keep the operand. Expected output: mlir-opt 22's.
// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: affine-opt %s -canonicalize > %t.ours
// RUN: %mlir_opt %s -canonicalize | diff - %t.ours

// CHECK-LABEL: func.func @scalars
// CHECK-DAG: arith.constant 340282366920938463463374607431768211454 : i129
// CHECK-DAG: arith.constant -340282366920938463463374607431768211452 : i129
// CHECK-DAG: arith.constant 54386670240260197397430507758118426752224975358683912100809677706933299686606 : i256
// CHECK-DAG: arith.constant 680564733841876926926749214863536422909 : i256
// CHECK-DAG: arith.constant 1267650600228229401496703205376 : i129
// CHECK-NOT: arith.addi
// CHECK-NOT: arith.extui
func.func @scalars() -> (i129, i129, i129, i129, i129, i129, i256, i256, i256, i1, i1, i256, i256, i129, i129, i129, i129, i129) {
  %a = arith.constant 340282366920938463463374607431768211457 : i129
  %b = arith.constant -3 : i129
  %c = arith.constant 12345678901234567890123456789012345678901234567890 : i256
  %d = arith.constant -98765432109876543210987654321 : i256
  %0 = arith.addi %a, %b : i129
  %1 = arith.subi %a, %b : i129
  %2 = arith.muli %a, %b : i129
  %3 = arith.divsi %a, %b : i129
  %4 = arith.divui %a, %b : i129
  %5 = arith.remsi %a, %b : i129
  %6 = arith.muli %c, %d : i256
  %7 = arith.andi %c, %d : i256
  %8 = arith.xori %c, %d : i256
  %9 = arith.cmpi slt, %c, %d : i256
  %10 = arith.cmpi ult, %c, %d : i256
  %11 = arith.extsi %b : i129 to i256
  %12 = arith.extui %b : i129 to i256
  %13 = arith.trunci %c : i256 to i129
  %s = arith.constant 100 : i129
  %14 = arith.shli %a, %s : i129
  %15 = arith.ori %a, %b : i129
  %16 = arith.remui %a, %b : i129
  %17 = arith.shrsi %b, %s : i129
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17 : i129, i129, i129, i129, i129, i129, i256, i256, i256, i1, i1, i256, i256, i129, i129, i129, i129, i129
}

// CHECK-LABEL: func.func @not_folded
// CHECK: arith.divsi
// CHECK: arith.ceildivsi
// CHECK: arith.remui
// CHECK: arith.shli
func.func @not_folded() -> (i130, i130, i130, i130) {
  %min = arith.constant -680564733841876926926749214863536422912 : i130
  %m1 = arith.constant -1 : i130
  %max = arith.constant 680564733841876926926749214863536422911 : i130
  %z = arith.constant 0 : i130
  %big = arith.constant 131 : i130
  %0 = arith.divsi %min, %m1 : i130
  %1 = arith.ceildivsi %min, %max : i130
  %2 = arith.remui %max, %z : i130
  %3 = arith.shli %max, %big : i130
  return %0, %1, %2, %3 : i130, i130, i130, i130
}

// maxsi(x, MAX) is MAX, minsi(x, MAX) is x; an i128-range constant of a
// wider type is no extreme.
// CHECK-LABEL: func.func @extremes
// CHECK-NEXT: %[[MAX:.*]] = arith.constant 680564733841876926926749214863536422911 : i130
// CHECK-NEXT: %[[C:.*]] = arith.constant 170141183460469231731687303715884105727 : i130
// CHECK-NEXT: %[[M:.*]] = arith.maxsi %arg0, %[[C]] : i130
// CHECK-NEXT: return %[[MAX]], %arg0, %[[M]]
func.func @extremes(%x: i130) -> (i130, i130, i130) {
  %max = arith.constant 680564733841876926926749214863536422911 : i130
  %c = arith.constant 170141183460469231731687303715884105727 : i130
  %0 = arith.maxsi %x, %max : i130
  %1 = arith.minsi %x, %max : i130
  %2 = arith.maxsi %x, %c : i130
  return %0, %1, %2 : i130, i130, i130
}

// Vectors, and the shift rule on dense amounts.
// CHECK-LABEL: func.func @vectors
// CHECK-DAG: arith.constant dense<[0, -2, 9]> : vector<3xi32>
// CHECK-DAG: arith.shli %{{.*}} : vector<3xi32>
// CHECK-DAG: arith.constant dense<[0, 784637716923335095479473677900958302012794430558004314111, 3138550867693340381917894711603833208051177722232017256447]> : vector<3xi192>
func.func @vectors() -> (vector<3xi32>, vector<3xi32>, vector<3xi192>, vector<2xi256>) {
  %a = arith.constant dense<[7, -8, 9]> : vector<3xi32>
  %b = arith.constant dense<[40, 2, 0]> : vector<3xi32>
  %c = arith.constant dense<[1, 2, 40]> : vector<3xi32>
  %r = arith.shrsi %a, %b : vector<3xi32>
  %s = arith.shli %a, %c : vector<3xi32>
  %wa = arith.constant dense<3138550867693340381917894711603833208051177722232017256447> : vector<3xi192>
  %wb = arith.constant dense<[278430468116485605895336118027755333095136547723042089258, 2, 0]> : vector<3xi192>
  %w = arith.shrsi %wa, %wb : vector<3xi192>
  %va = arith.constant dense<[12345678901234567890123456789012345678901234567890, -1]> : vector<2xi256>
  %vb = arith.constant dense<-98765432109876543210987654321> : vector<2xi256>
  %v = arith.muli %va, %vb : vector<2xi256>
  return %r, %s, %w, %v : vector<3xi32>, vector<3xi32>, vector<3xi192>, vector<2xi256>
}

// floordivsi on dense divisors: an element dividing by zero gives its
// dividend and the fold holds unless the last element divides by zero
// (mlir-opt 22 overwrites its failure flag per element).
// CHECK-LABEL: func.func @floordiv_last_element
// CHECK-DAG: arith.constant dense<[3, -8, 3]> : vector<3xi32>
// CHECK-DAG: arith.floordivsi %{{.*}} : vector<3xi32>
// CHECK-DAG: arith.constant dense<[-340282366920938463463374607431768211456, 7, -2]> : vector<3xi129>
func.func @floordiv_last_element() -> (vector<3xi32>, vector<3xi32>, vector<3xi129>) {
  %a = arith.constant dense<[7, -8, 9]> : vector<3xi32>
  %b = arith.constant dense<[2, 0, 3]> : vector<3xi32>
  %c = arith.constant dense<[2, 3, 0]> : vector<3xi32>
  %r = arith.floordivsi %a, %b : vector<3xi32>
  %s = arith.floordivsi %a, %c : vector<3xi32>
  %wa = arith.constant dense<[-340282366920938463463374607431768211456, 7, 5]> : vector<3xi129>
  %wb = arith.constant dense<[-1, 0, -3]> : vector<3xi129>
  %w = arith.floordivsi %wa, %wb : vector<3xi129>
  return %r, %s, %w : vector<3xi32>, vector<3xi32>, vector<3xi129>
}
