// RUN: not affine-opt --allow-unregistered-dialect --split-input-file %s 2>&1 >/dev/null | FileCheck %s
// RUN: not affine-opt --allow-unregistered-dialect --split-input-file %s 2>/dev/null | FileCheck %s --check-prefix=VALID

// The verifier's structural walk answers dominance for values defined in
// the blocks it is in (the enclosing blocks of the use) without walking up
// from the use: these are the cases that answer decides. Errors are
// mlir-opt 22's.

// A use three loops deep of a value defined after the outermost loop.
func.func @deep(%m: memref<4x4x4xi32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      affine.for %k = 0 to 4 {
        affine.store %late, %m[%i, %j, %k] : memref<4x4x4xi32>
      }
    }
  }
  %late = arith.constant 1 : i32
  return
}

// CHECK: :[[# @LINE - 8]]:9: error: operand #0 does not dominate this use
// CHECK: :[[# @LINE - 5]]:11: note: operand defined here (op in a parent region)

// -----

// An op's result used inside the op's own region.
func.func @own_result() -> i32 {
  %r = scf.execute_region -> i32 {
    %c = arith.addi %r, %r : i32
    scf.yield %c : i32
  }
  return %r : i32
}

// CHECK: :[[# @LINE - 6]]:10: error: operand #0 does not dominate this use
// CHECK: :[[# @LINE - 8]]:8: note: operand defined here (op in a parent region)

// -----

// In a graph region (an unregistered op's), a use before the definition is
// fine, however deep the use.
func.func @graph(%m: memref<4xi32>) {
  "test.graph"() ({
    affine.for %i = 0 to 4 {
      affine.store %late, %m[%i] : memref<4xi32>
    }
    %late = arith.constant 1 : i32
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// VALID-LABEL: func.func @graph
// VALID: affine.store %[[LATE:.*]], %{{.*}}[%{{.*}}] : memref<4xi32>
// VALID: %[[LATE]] = arith.constant 1 : i32

// -----

// Values of enclosing blocks (arguments, induction variables, results
// before the loop) used deep inside: valid.
func.func @valid(%m: memref<4x4xi32>, %n: index) {
  %c = arith.constant 1 : i32
  affine.for %i = 0 to 4 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    affine.for %j = 0 to %n {
      %b = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%a, %j)
      affine.store %c, %m[%i, %b] : memref<4x4xi32>
    }
  }
  return
}

// VALID-LABEL: func.func @valid
// VALID: affine.store

// -----

// A use before its definition in the same block, two loops deep.
func.func @same_block_deep(%m: memref<4xi32>) {
  affine.for %i = 0 to 4 {
    affine.for %j = 0 to 4 {
      %x = arith.addi %y, %y : i32
      %y = arith.constant 2 : i32
      affine.store %x, %m[%j] : memref<4xi32>
    }
  }
  return
}

// CHECK: :[[# @LINE - 8]]:12: error: operand #0 does not dominate this use
// CHECK: :[[# @LINE - 8]]:12: note: operand defined here (op in the same block)
