// llvm.fcmp has a hand-written parser: a `fastmathFlags` in its attribute
// dictionary that is not an #llvm.fastmath (`3`, `3 : i8`, `"x"`, `true`,
// an #arith.fastmath) is dropped and leaves no flags at all, not the
// default: mlir-opt 22's setInherentAttr stores a null attribute over the
// default set when the op was created, so the generic form has no
// fastmathFlags. Written as an #llvm.fastmath it is kept; not written, it is
// the default `none`. (The ops with an assembly format, llvm.fadd,
// llvm.fneg, llvm.select and the intrinsics, reject such a value instead:
// see fastmath-spelling-invalid.mlir.)
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s
// RUN: affine-opt %s | FileCheck %s --check-prefix=CUSTOM
// RUN: %mlir_opt %s | FileCheck %s --check-prefix=CUSTOM
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours

// CHECK-LABEL: sym_name = "f"
// CUSTOM-LABEL: @f
llvm.func @f(%a: f32, %b: f32) {
  // CHECK: "llvm.fcmp"(%{{.*}}, %{{.*}}) <{predicate = 1 : i64}> : (f32, f32) -> i1
  // CUSTOM: llvm.fcmp "oeq" %{{.*}}, %{{.*}} : f32
  %0 = llvm.fcmp "oeq" %a, %b {fastmathFlags = 3} : f32
  // CHECK: "llvm.fcmp"(%{{.*}}, %{{.*}}) <{predicate = 2 : i64}> {foo} : (f32, f32) -> i1
  // CUSTOM: llvm.fcmp "ogt" %{{.*}}, %{{.*}} {foo} : f32
  %1 = llvm.fcmp "ogt" %a, %b {fastmathFlags = 3 : i8, foo} : f32
  // CHECK: "llvm.fcmp"(%{{.*}}, %{{.*}}) <{predicate = 1 : i64}> : (f32, f32) -> i1
  %2 = llvm.fcmp "oeq" %a, %b {fastmathFlags = "x"} : f32
  // CHECK: "llvm.fcmp"(%{{.*}}, %{{.*}}) <{predicate = 1 : i64}> : (f32, f32) -> i1
  %3 = llvm.fcmp "oeq" %a, %b {fastmathFlags = true} : f32
  // CHECK: "llvm.fcmp"(%{{.*}}, %{{.*}}) <{predicate = 1 : i64}> : (f32, f32) -> i1
  %4 = llvm.fcmp "oeq" %a, %b {fastmathFlags = #arith.fastmath<fast>} : f32
  // CHECK: "llvm.fcmp"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<fast>, predicate = 1 : i64}> : (f32, f32) -> i1
  // CUSTOM: llvm.fcmp "oeq" %{{.*}}, %{{.*}} {fastmathFlags = #llvm.fastmath<fast>} : f32
  %5 = llvm.fcmp "oeq" %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32
  // CHECK: "llvm.fcmp"(%{{.*}}, %{{.*}}) <{fastmathFlags = #llvm.fastmath<none>, predicate = 1 : i64}> : (f32, f32) -> i1
  %6 = llvm.fcmp "oeq" %a, %b : f32
  // llvm.icmp has no such property: the attribute stays discardable.
  // CHECK: "llvm.icmp"(%{{.*}}, %{{.*}}) <{predicate = 0 : i64}> {fastmathFlags = 3 : i64} : (i32, i32) -> i1
  %c = llvm.mlir.constant(1 : i32) : i32
  %7 = llvm.icmp "eq" %c, %c {fastmathFlags = 3} : i32
  llvm.return
}
