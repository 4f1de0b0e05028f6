// #llvm.constant_range<iN, lower, upper> (LLVM's `range` attribute) as
// mlir-opt 22 reads and prints it: bounds of any size wrap to N bits and
// print signed (`true` is 1, so i1's 1 prints as -1), the type's
// signedness is dropped, on function arguments and results too.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect | affine-opt --allow-unregistered-dialect | FileCheck %s

// CHECK: "t.x"() {a = #llvm.constant_range<i32, 0, 12>, b = #llvm.constant_range<i1, 0, -1>, c = #llvm.constant_range<i8, 44, 56>, d = #llvm.constant_range<i8, -1, -128>, e = #llvm.constant_range<i8, 16, 7>, f = #llvm.constant_range<i8, 1, 2>, g = #llvm.constant_range<i32, 1, -1610612737>, h = #llvm.constant_range<i128, 170141183460469231731687303715884105727, -170141183460469231731687303715884105728>} : () -> ()
"t.x"() {a = #llvm.constant_range<i32, 0, 12>, b = #llvm.constant_range<i1, false, true>, c = #llvm.constant_range<i8, 300, -200>, d = #llvm.constant_range<i8, 255, 128>, e = #llvm.constant_range<i8, 0x10, 7>, f = #llvm.constant_range<si8, 1, 2>, g = #llvm.constant_range<i32, true, 99999999999999999999999999999>, h = #llvm.constant_range<i128, 170141183460469231731687303715884105727, -170141183460469231731687303715884105728>} : () -> ()

// CHECK: llvm.func @f(i32 {llvm.range = #llvm.constant_range<i32, 0, 12>}) -> (i32 {llvm.range = #llvm.constant_range<i32, -5, 12>})
llvm.func @f(%x: i32 {llvm.range = #llvm.constant_range<i32, 0, 12>}) -> (i32 {llvm.range = #llvm.constant_range<i32, -5, 12>})
