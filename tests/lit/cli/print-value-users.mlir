// `--mlir-print-value-users` comments each op with the users of its
// results (`// user: %2`, `// users: %3, %2` in use-list order: the most
// recent use first; one parenthesised list per result of an op with
// several; `// unused`), an op without results but with operands with its
// own id (`// id: %5`: such ops are numbered along with the values), and
// each block argument on a line of its own at the top of its block. The
// outputs of both tools are compared byte for byte, in custom and generic
// form (whose numbering never restarts) and in IR dumps.

// RUN: affine-opt %s --mlir-print-value-users > %t.ours
// RUN: mlir-opt %s --mlir-print-value-users > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// RUN: affine-opt %s --mlir-print-value-users --mlir-print-op-generic > %t.ours
// RUN: mlir-opt %s --mlir-print-value-users --mlir-print-op-generic > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=GENERIC < %t.ours
// RUN: affine-opt %s --mlir-print-value-users --mlir-print-debuginfo > %t.ours
// RUN: mlir-opt %s --mlir-print-value-users --mlir-print-debuginfo > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s --mlir-print-value-users -cse --mlir-print-ir-after=cse --mlir-disable-threading -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --mlir-print-value-users -cse --mlir-print-ir-after=cse --mlir-disable-threading -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s --mlir-print-value-users --pass-pipeline="builtin.module(func.func(cse))" --mlir-print-ir-before=cse -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --mlir-print-value-users --pass-pipeline="builtin.module(func.func(cse))" --mlir-print-ir-before=cse -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=DUMP < %t.ours

// CHECK-LABEL: func.func @sum(
// CHECK-NEXT:    // %arg0 is unused
// CHECK-NEXT:    // %arg1 is used by %3, %7
// CHECK-NEXT:    %c0 = arith.constant 0 : index // user: %3
// CHECK-NEXT:    %cst = arith.constant 1.000000e+00 : f32 // users: %2#0, %2#1
// CHECK-NEXT:    %2:2 = affine.for %arg2 = 0 to 10 iter_args(%arg3 = %cst, %arg4 = %cst) -> (f32, f32) {
// CHECK-NEXT:      // %arg2 is used by %7
// CHECK-NEXT:      // %arg3 is used by %8
// CHECK-NEXT:      // %arg4 is unused
// CHECK-NEXT:      %7 = affine.load %arg1[%arg2] : memref<10xf32> // users: %9, %8
// CHECK-NEXT:      %8 = arith.addf %arg3, %7 : f32 // user: %9
// CHECK-NEXT:      affine.yield %8, %7 : f32, f32 // id: %9
// CHECK-NEXT:    } // users: (%4, %3), (unused)
// CHECK-NEXT:    affine.store %2#0, %arg1[%c0] : memref<10xf32> // id: %3
// CHECK-NEXT:    cf.br ^bb1(%2#0 : f32) // id: %4
// CHECK-NEXT:  ^bb1(%5: f32):  // pred: ^bb0
// CHECK-NEXT:    // %5 is used by %6
// CHECK-NEXT:    return %5 : f32 // id: %6
// CHECK-LABEL: func.func @nothing() {
// CHECK-NEXT:    return
// CHECK-NEXT:  }

// GENERIC:      %6:2 = "affine.for"(%5, %5)
// GENERIC:      "func.return"() : () -> ()
// GENERIC-NEXT: }) : () -> ()

// DUMP:      // -----// IR Dump Before CSE (cse) //----- //
// DUMP-NEXT: func.func @sum(%arg0: index, %arg1: memref<10xf32>) -> f32 {
// DUMP-NEXT:   // %arg0 is unused

func.func @sum(%a: index, %m: memref<10xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1.0 : f32
  %r:2 = affine.for %i = 0 to 10 iter_args(%acc = %one, %last = %one) -> (f32, f32) {
    %v = affine.load %m[%i] : memref<10xf32>
    %s = arith.addf %acc, %v : f32
    affine.yield %s, %v : f32, f32
  }
  affine.store %r#0, %m[%c0] : memref<10xf32>
  cf.br ^bb1(%r#0 : f32)
^bb1(%x: f32):
  return %x : f32
}

func.func @nothing() {
  return
}
