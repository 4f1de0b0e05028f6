// mlir-opt 22 declares the three inheritance DIFlags all as bit 16, so any
// of them means all three, and a value of one case prints unquoted even
// when its text holds several (which 22 then cannot read back: no
// round-trip RUN line here).
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s

// CHECK: #di_local_variable = #llvm.di_local_variable<scope = #di_file, flags = SingleInheritance|MultipleInheritance|VirtualInheritance>
// CHECK: #di_local_variable1 = #llvm.di_local_variable<scope = #di_file, flags = "Protected|SingleInheritance|MultipleInheritance|VirtualInheritance">
module attributes {t.a = #llvm.di_local_variable<flags = MultipleInheritance, scope = #llvm.di_file<"a" in "b">>,
                   t.b = #llvm.di_local_variable<flags = "VirtualInheritance|Bit1", scope = #llvm.di_file<"a" in "b">>} {}
