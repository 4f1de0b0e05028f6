// `--mlir-print-ir-tree-dir=DIR` writes the IR dumps of the
// `--mlir-print-ir-*` flags to files instead of stderr, as mlir-opt 22
// lays them out: a directory per op from the module down to the op the
// pass ran on (`<op name with _ for .>_<symbol or no-symbol-name>`), and
// files named by a counter per op on that path (each op counts its own
// dumps) and the pass argument. Both tools' trees are compared file by
// file, with and without threads.

// RUN: rm -rf %t.ours %t.seq %t.ref
// RUN: affine-opt %s --pass-pipeline="builtin.module(canonicalize,func.func(cse,canonicalize),cse,func.func(cse))" --mlir-print-ir-after-all --mlir-print-ir-before=cse --mlir-print-ir-tree-dir=%t.ours -o /dev/null 2> %t.stderr
// RUN: affine-opt %s --pass-pipeline="builtin.module(canonicalize,func.func(cse,canonicalize),cse,func.func(cse))" --mlir-print-ir-after-all --mlir-print-ir-before=cse --mlir-print-ir-tree-dir=%t.seq --mlir-disable-threading -o /dev/null
// RUN: mlir-opt %s --pass-pipeline="builtin.module(canonicalize,func.func(cse,canonicalize),cse,func.func(cse))" --mlir-print-ir-after-all --mlir-print-ir-before=cse --mlir-print-ir-tree-dir=%t.ref -o /dev/null
// RUN: diff -r %t.ours %t.ref
// RUN: diff -r %t.seq %t.ref
// Nothing goes to stderr.
// RUN: count 0 < %t.stderr
// RUN: cd %t.ours && find . -type f | sort | FileCheck %s

// CHECK:      ./builtin_module_no-symbol-name/0_canonicalize.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/1_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/2_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_first/0_0_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_first/0_1_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_first/0_2_canonicalize.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_first/2_3_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_first/2_4_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_second/0_0_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_second/0_1_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_second/0_2_canonicalize.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_second/2_3_cse.mlir
// CHECK-NEXT: ./builtin_module_no-symbol-name/func_func_second/2_4_cse.mlir

// A pass on functions only: the module, never dumped, counts 0.
// RUN: rm -rf %t.ours %t.ref
// RUN: affine-opt %s -cse --mlir-print-ir-after=cse --mlir-print-ir-module-scope --mlir-disable-threading --mlir-print-ir-tree-dir=%t.ours -o /dev/null
// RUN: mlir-opt %s -cse --mlir-print-ir-after=cse --mlir-print-ir-module-scope --mlir-disable-threading --mlir-print-ir-tree-dir=%t.ref -o /dev/null
// RUN: diff -r %t.ours %t.ref

// A directory that cannot be created is reported; the run goes on.
// RUN: rm -rf %t.missing
// RUN: affine-opt %s -cse --mlir-print-ir-after=cse --mlir-print-ir-tree-dir=%t.missing/tree 2>&1 >/dev/null | FileCheck %s --check-prefix=MISSING
// MISSING: Error while creating directory {{.*}}.missing/tree: No such file or directory

func.func @first(%a: i32) -> i32 {
  %0 = arith.addi %a, %a : i32
  %1 = arith.addi %a, %a : i32
  %2 = arith.muli %0, %1 : i32
  return %2 : i32
}

func.func @second() {
  return
}
