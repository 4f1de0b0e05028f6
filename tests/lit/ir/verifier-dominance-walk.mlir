// RUN: not affine-opt --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | FileCheck %s
// RUN: not affine-opt --allow-unregistered-dialect --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=VALID

// The verifier checks isolation and dominance along its structural walk and
// only walks again, in MLIR's order, to report the error when that walk
// found one: errors and their order are mlir-opt 22's.

// A use in a nested region of a value defined later in the function.
func.func @later(%m: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    affine.store %late, %m[%i] : memref<4xi32>
  }
  %late = arith.constant 1 : i32
  return
}

// CHECK: :[[# @LINE - 6]]:5: error: operand #0 does not dominate this use
// CHECK: note: operand defined here (op in a parent region)

// -----

// Two uses that do not dominate: the nested one comes first in the text,
// but MLIR checks every op of a region before the regions nested in it.
func.func @order(%m: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xi32>
  }
  %w = arith.addi %v, %v : i32
  %v = arith.constant 1 : i32
  return
}

// CHECK: :[[# @LINE - 5]]:8: error: operand #0 does not dominate this use
// CHECK: :[[# @LINE - 5]]:8: note: operand defined here (op in the same block)
// CHECK-NOT: :[[# @LINE - 9]]:{{.*}}error

// -----

// An unreachable block may use anything: no dominance error.
func.func @unreachable() -> i32 {
  %a = arith.constant 1 : i32
  return %a : i32
^bb1:
  %b = arith.addi %c, %c : i32
  %c = arith.constant 2 : i32
  cf.br ^bb1
}

// VALID-LABEL: func.func @unreachable
// VALID: ^bb1:
// VALID-NEXT: %{{.*}} = arith.addi %[[C:.*]], %[[C]] : i32
// VALID-NEXT: %[[C]] = arith.constant 2 : i32

// -----

// Dominance across blocks: ^bb2 is reached from ^bb1 only, not dominated
// by ^bb3 where the value is defined.
func.func @blocks(%p: i1) -> i32 {
  cf.cond_br %p, ^bb1, ^bb3
^bb1:
  cf.br ^bb2
^bb2:
  %s = arith.addi %x, %x : i32
  return %s : i32
^bb3:
  %x = arith.constant 3 : i32
  cf.br ^bb2
}

// CHECK: :[[# @LINE - 7]]:8: error: operand #0 does not dominate this use
// CHECK: :[[# @LINE - 5]]:8: note: operand defined here (op in the same region)

// -----

// Valid after all the above: the same shapes in order.
func.func @valid(%m: memref<4xi32>, %p: i1) -> i32 {
  %v = arith.constant 1 : i32
  affine.for %i = 0 to 4 {
    affine.store %v, %m[%i] : memref<4xi32>
  }
  cf.cond_br %p, ^bb1, ^bb2
^bb1:
  cf.br ^bb2
^bb2:
  return %v : i32
}

// VALID-LABEL: func.func @valid

// -----

// Isolation is found along the same walk: a function using a value
// defined outside it, in a nested region.
%outer = "test.producer"() : () -> i32
func.func @iso(%m: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    affine.store %outer, %m[%i] : memref<4xi32>
  }
  return
}

// CHECK: :[[# @LINE - 5]]:5: error: 'affine.store' op using value defined outside the region
// CHECK: note: required by region isolation constraints
// CHECK-NOT: error
