// Debug info attributes modelled as mlir-opt 22 models them: #llvm.di_file
// (`<"name" in "directory">`), #llvm.di_basic_type (struct(params) with the
// DWARF tag and encoding by name; a DW_TAG_null tag and a zero size are
// defaults, left out) and #llvm.di_null_type (no parameters; a body written
// after it is ignored). Keys in any order print in declaration order.
// Checked with both tools.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s

// CHECK: #di_basic_type = #llvm.di_basic_type<tag = DW_TAG_base_type, name = "int", sizeInBits = 32, encoding = DW_ATE_signed>
// CHECK-NEXT: #di_basic_type1 = #llvm.di_basic_type<name = "f", encoding = DW_ATE_float>
// CHECK-NEXT: #di_basic_type2 = #llvm.di_basic_type<name = "x", sizeInBits = 18446744073709551615>
// CHECK-NEXT: #di_basic_type3 = #llvm.di_basic_type<tag = DW_TAG_BORLAND_Delphi_variant, name = "v" : i32, sizeInBits = 16, encoding = DW_ATE_ASCII>
// CHECK-NEXT: #di_file = #llvm.di_file<"a.c" in "/d">
// CHECK-NEXT: #di_file1 = #llvm.di_file<"b.f90" : i32 in "">
// CHECK-NEXT: #di_null_type = #llvm.di_null_type
// CHECK-NEXT: module attributes {test.a = #di_basic_type, test.b = #di_basic_type1, test.c = #di_basic_type2, test.d = [#di_basic_type3, #di_null_type, #di_null_type], test.f = [#di_file, #di_file1]} {
module attributes {
  test.a = #llvm.di_basic_type<name = "int", encoding = DW_ATE_signed, sizeInBits = 32, tag = DW_TAG_base_type>,
  test.b = #llvm.di_basic_type<encoding = DW_ATE_float, name = "f", tag = DW_TAG_null, sizeInBits = 0>,
  test.c = #llvm.di_basic_type<name = "x", sizeInBits = -1>,
  test.d = [#llvm.di_basic_type<tag = DW_TAG_BORLAND_Delphi_variant, name = "v" : i32, encoding = DW_ATE_ASCII, sizeInBits = 0x10>, #llvm.di_null_type<>, #llvm.di_null_type<ignored = 1>],
  test.f = [#llvm.di_file<"a.c" in "/d">, #llvm.di_file<"b.f90" : i32 in "">]
} {}
