// An affine.if whose fold puts a constant zero divisor into its set (the
// symbol operand is the constant 0) cannot be expanded. mlir-opt 22's
// conversion driver first folds the op in place, legalizes the folded op
// (its pattern fails: the first error) and, that having failed, tries the
// pattern once more on the same op (the second, identical error). The op
// stays, so the verifier then rejects the scf.yield its then-block ends
// with. Both tools report exactly this.
// RUN: not affine-opt %s -lower-affine 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -lower-affine 2>&1 | FileCheck %s

// CHECK: :[[@LINE+6]]:3: error: division by non-positive value is not supported
// CHECK: :[[@LINE+5]]:3: error: division by non-positive value is not supported
// CHECK: :[[@LINE+4]]:3: error: 'scf.yield' op expects parent op to be one of
func.func @folded_set_divides_by_zero(%a: index) {
  %c3 = arith.constant 3 : index
  %c0 = arith.constant 0 : index
  affine.if affine_set<(d0, d1)[s0] : (d0 >= 0, ((d1 - 4) ceildiv s0) >= 0)>(%a, %c3)[%c0] {
    "test.foo"(%a) : (index) -> ()
  }
  return
}
