// llvm.func in generic form: its properties as mlir-opt 22 declares them.
// Keys it does not declare are dropped from `<{...}>`, default-valued ones
// (CConv, linkage, visibility_) are filled in, inherent attributes written
// in the attribute dictionary become properties, and the newer ones
// (arm_*, fp-math strings and booleans, work-group sizes, vec_type_hint)
// are properties too.
// RUN: affine-opt %s --split-input-file --mlir-print-op-generic > %t
// RUN: %mlir_opt %s --split-input-file --mlir-print-op-generic | diff %t -
// RUN: FileCheck %s < %t
// RUN: affine-opt %s --split-input-file > %t.c
// RUN: %mlir_opt %s --split-input-file | diff %t.c -

// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "defaults", visibility_ = 0 : i64}>
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "defaults", bogus = 1}> ({
}) : () -> ()

// -----

// CHECK: "llvm.func"() <{CConv = #llvm.cconv<ccc>, alignment = 8 : i64, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, no_inline, sym_name = "from_dict", visibility_ = 0 : i64}> ({
// CHECK-NEXT: }) {other} : () -> ()
"llvm.func"() ({
}) {function_type = !llvm.func<void ()>, sym_name = "from_dict", alignment = 8 : i64, no_inline, other} : () -> ()

// -----

// CHECK: arm_locally_streaming, arm_streaming
// CHECK-SAME: denormal_fp_math = "ieee", fp_contract = "fast"
// CHECK-SAME: intel_reqd_sub_group_size = 16 : i32
// CHECK-SAME: no_infs_fp_math = true
// CHECK-SAME: reqd_work_group_size = array<i32: 8, 4, 1>
// CHECK-SAME: vec_type_hint = #llvm.vec_type_hint<hint = i32>
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "newer", arm_streaming, arm_locally_streaming, denormal_fp_math = "ieee", fp_contract = "fast", intel_reqd_sub_group_size = 16 : i32, no_infs_fp_math = true, reqd_work_group_size = array<i32: 8, 4, 1>, vec_type_hint = #llvm.vec_type_hint<hint = i32>, work_group_size_hint = array<i32: 2, 2, 2>, instrument_function_entry = "f", prefer_vector_width = "256"}> ({
}) : () -> ()

// -----

// CHECK: "llvm.func"() <{CConv = #llvm.cconv<fastcc>, function_type = !llvm.func<i32 (i32)>, linkage = #llvm.linkage<internal>, personality = @p, section = "s", sym_name = "body", unnamed_addr = 2 : i64, visibility_ = 1 : i64}>
"llvm.func"() <{function_type = !llvm.func<i32 (i32)>, sym_name = "body", CConv = #llvm.cconv<fastcc>, linkage = #llvm.linkage<internal>, personality = @p, section = "s", unnamed_addr = 2 : i64, visibility_ = 1 : i64}> ({
^bb0(%a: i32):
  "llvm.return"(%a) : (i32) -> ()
}) : () -> ()
