// RUN: not affine-opt --split-input-file %s 2>&1 | FileCheck %s

// A branch before the end of a block is reported before the errors of the
// ops in front of it (the block is checked on entry, its ops after).

func.func @g(%c: i1) {
  "func.return"() : () -> ()
  cf.br ^bb1
  return
^bb1:
  return
}

// CHECK: :[[# @LINE - 6]]:3: error: operation with block successors must terminate its parent block
// CHECK-NOT: must be the last operation

// -----

// Symbol uses are verified inside functions nested in the module (the
// symbol-use walk is skipped only when no op with such a check is there).

func.func @h() {
  affine.for %i = 0 to 4 {
    func.call @missing() : () -> ()
  }
  return
}

// CHECK: :[[# @LINE - 5]]:5: error: 'func.call' op 'missing' does not reference a valid function
