// Data layout specs as frontends write them: the older `#dlti.dl_entry`
// list form reads and prints in 22's `key = value` form; mlir-opt 22 agrees.
// RUN: affine-opt %s --split-input-file | FileCheck %s
// RUN: %mlir_opt %s --split-input-file | FileCheck %s

// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "little", i64 = dense<64> : vector<2xi64>, !llvm.ptr = dense<64> : vector<4xi64>>, llvm.data_layout = "e-m:e-i64:64", llvm.target_triple = "x86_64-unknown-linux-gnu"}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<"dlti.endianness", "little">, #dlti.dl_entry<i64, dense<64> : vector<2xi64>>, #dlti.dl_entry<!llvm.ptr, dense<64> : vector<4xi64>>>, llvm.data_layout = "e-m:e-i64:64", llvm.target_triple = "x86_64-unknown-linux-gnu"} {}

// -----

// Entries in the new form; untyped integers get their i64 type; nested
// attributes keep their aliases.
// CHECK: #map = affine_map<(d0) -> (d0)>
// CHECK: module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32 : i64, f80 = dense<128> : vector<2xi64>, "dlti.stack_alignment" = 128 : i32, "x" = #dlti.map<"a" = 1 : i64, i32 = #map>>}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = 32, f80 = dense<128> : vector<2xi64>, "dlti.stack_alignment" = 128 : i32, "x" = #dlti.map<"a" = 1, i32 = affine_map<(d0) -> (d0)>>>} {}

// -----

// An entry on its own prints as an entry; the verbose form reads too.
// CHECK: "test.op"() {a = #dlti.dl_entry<"x", 2 : i32>, b = #dlti.dl_spec<>, c = #dlti.dl_spec<"y" = 1 : i64>}
"test.op"() {a = #dlti.dl_entry<"x", 2 : i32>, b = #dlti.dl_spec<>, c = #dlti<dl_spec<"y" = 1>>} : () -> ()
