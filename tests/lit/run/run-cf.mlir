// Functions and scf.execute_region bodies of several blocks (cf.br,
// cf.cond_br, cf.switch with block arguments, cf.assert) and scf.index_switch
// run in the interpreter, so passes producing or rewriting unstructured
// control flow can be checked with --check-semantics.
//
// RUN: affine-opt %s --run=loop --run-inputs='[10]' | FileCheck %s --check-prefix=LOOP
// RUN: affine-opt %s --run=swap --run-inputs='[1, 2, 3]' | FileCheck %s --check-prefix=SWAP
// RUN: affine-opt %s --run=switch --run-inputs='[1, 2.5]' | FileCheck %s --check-prefix=SWITCH-ONE
// RUN: affine-opt %s --run=switch --run-inputs='[-3, 2.5]' | FileCheck %s --check-prefix=SWITCH-NEG
// RUN: affine-opt %s --run=switch --run-inputs='[7, 2.5]' | FileCheck %s --check-prefix=SWITCH-NEG
// RUN: affine-opt %s --run=region --run-inputs='[true, 2]' | FileCheck %s --check-prefix=REGION-T
// RUN: affine-opt %s --run=region --run-inputs='[false, 2]' | FileCheck %s --check-prefix=REGION-F
// RUN: not affine-opt %s --run=assert --run-inputs='[false]' 2>&1 | FileCheck %s --check-prefix=ASSERT
// RUN: affine-opt %s -canonicalize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM
//
// MLIR's own software ipowi/fpowi (-convert-math-to-funcs: loops of cf
// branches) compute what the interpreter computes for the math ops:
// RUN: affine-opt %s --run=powers --run-inputs='[1.5, -3, 7, 5]' | FileCheck %s --check-prefix=POW
// RUN: %mlir_opt %s -convert-math-to-funcs | affine-opt --run=powers --run-inputs='[1.5, -3, 7, 5]' | FileCheck %s --check-prefix=POW
// RUN: %mlir_opt %s -convert-math-to-funcs | affine-opt -canonicalize --check-semantics=3 2>&1 >/dev/null | FileCheck %s --check-prefix=SEM-FUNCS

// SEM: @loop: same results on 3 of 3 random inputs
// SEM: @swap: same results on 3 of 3 random inputs
// SEM: @switch: same results on 3 of 3 random inputs
// SEM: @region: same results on 3 of 3 random inputs
// SEM: @assert: same results on 3 of 3 random inputs
// SEM: @powers: same results on 3 of 3 random inputs
// SEM-NOT: not checked
// SEM-FUNCS: @__mlir_math_fpowi_f32_i32: same results on 3 of 3 random inputs
// SEM-FUNCS: @__mlir_math_ipowi_i32: same results on 3 of 3 random inputs

// LOOP: ret0: i32 = 45
func.func @loop(%n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  cf.br ^head(%c0, %c0 : i32, i32)
^head(%i: i32, %acc: i32):
  %done = arith.cmpi sge, %i, %n : i32
  cf.cond_br %done, ^exit(%acc : i32), ^body
^body:
  %a = arith.addi %acc, %i : i32
  %j = arith.addi %i, %c1 : i32
  cf.br ^head(%j, %a : i32, i32)
^exit(%r: i32):
  return %r : i32
}

// Block arguments are assigned all at once: the branch swaps %x and %y.
// SWAP: ret0: i32 = 2
// SWAP-NEXT: ret1: i32 = 1
func.func @swap(%a: i32, %b: i32, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  cf.br ^head(%c0, %a, %b : index, i32, i32)
^head(%i: index, %x: i32, %y: i32):
  %done = arith.cmpi sge, %i, %n : index
  cf.cond_br %done, ^exit, ^body
^body:
  %j = arith.addi %i, %c1 : index
  cf.br ^head(%j, %y, %x : index, i32, i32)
^exit:
  return %x, %y : i32, i32
}

// SWITCH-ONE: ret0: f32 = 5
// SWITCH-NEG: ret0: f32 = -2.5
func.func @switch(%f: i32, %v: f32) -> f32 {
  cf.switch %f : i32, [
    default: ^d(%v : f32),
    1: ^one,
    -3: ^d(%v : f32)
  ]
^one:
  %t = arith.addf %v, %v : f32
  return %t : f32
^d(%x: f32):
  %n = arith.negf %x : f32
  return %n : f32
}

// REGION-T: ret0: i32 = 40
// REGION-F: ret0: i32 = -1
func.func @region(%c: i1, %x: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    cf.cond_br %c, ^a, ^b
  ^a:
    %y = arith.muli %x, %x : i32
    scf.yield %y : i32
  ^b:
    scf.yield %x : i32
  }
  %ri = arith.index_cast %r : i32 to index
  %s = scf.index_switch %ri -> i32
  case 4 {
    %k = arith.constant 40 : i32
    scf.yield %k : i32
  }
  default {
    %k = arith.constant -1 : i32
    scf.yield %k : i32
  }
  return %s : i32
}

// ASSERT: error: 'cf.assert' op assertion-failed: assertion failed: c must hold
func.func @assert(%c: i1) {
  cf.assert %c, "c must hold"
  return
}

// POW: ret0: f32 = 3.375
// POW-NEXT: ret1: f32 = 0.2962963
// POW-NEXT: ret2: i32 = 16807
// POW-NEXT: ret3: i32 = 0
func.func @powers(%x: f32, %n: i32, %a: i32, %b: i32) -> (f32, f32, i32, i32) {
  %three = arith.constant 3 : i32
  %p = math.fpowi %x, %three : f32, i32
  %q = math.fpowi %x, %n : f32, i32
  %r = math.ipowi %a, %b : i32
  %m = arith.subi %n, %n : i32
  %neg = arith.subi %m, %b : i32
  %s = math.ipowi %a, %neg : i32
  return %p, %q, %r, %s : f32, f32, i32, i32
}
