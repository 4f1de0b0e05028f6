// llvm.add/sub/mul/shl with overflow flags, exact/disjoint integer ops,
// float ops with fast-math flags, icmp/fcmp predicates and select print
// as mlir-opt 22 prints them; the generic form materializes the
// default-valued properties (overflowFlags = 0, fastmath<none>) as 22 does.
// RUN: affine-opt %s > %t.ours && %mlir_opt %s > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s
// RUN: affine-opt %s -cse | FileCheck %s --check-prefix=CSE

// CHECK-LABEL: llvm.func @ops
// CHECK-NEXT: %0 = llvm.add %arg0, %arg1 : i32
// CHECK-NEXT: %1 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = llvm.sub %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %3 = llvm.mul %arg0, %arg1 : i32
// CHECK-NEXT: %4 = llvm.sdiv %arg0, %arg1 : i32
// CHECK-NEXT: %5 = llvm.udiv exact %arg0, %arg1 : i32
// CHECK-NEXT: %6 = llvm.srem %arg0, %arg1 : i32
// CHECK-NEXT: %7 = llvm.urem %arg0, %arg1 : i32
// CHECK-NEXT: %8 = llvm.and %arg0, %arg1 : i32
// CHECK-NEXT: %9 = llvm.or disjoint %arg0, %arg1 : i32
// CHECK-NEXT: %10 = llvm.xor %arg0, %arg1 : i32
// CHECK-NEXT: %11 = llvm.shl %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %12 = llvm.lshr exact %arg0, %arg1 : i32
// CHECK-NEXT: %13 = llvm.ashr %arg0, %arg1 : i32
// CHECK-NEXT: %14 = llvm.icmp "slt" %arg0, %arg1 : i32
// CHECK-NEXT: %15 = llvm.fadd %arg2, %arg3 : f32
// CHECK-NEXT: %16 = llvm.fsub %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nnan, ninf>} : f32
// CHECK-NEXT: %17 = llvm.fmul %arg2, %arg3 {fastmathFlags = #llvm.fastmath<fast>} : f32
// CHECK-NEXT: %18 = llvm.fdiv %arg2, %arg3 : f32
// CHECK-NEXT: %19 = llvm.frem %arg2, %arg3 : f32
// CHECK-NEXT: %20 = llvm.fcmp "olt" %arg2, %arg3 : f32
// CHECK-NEXT: %21 = llvm.fneg %arg2 : f32
// CHECK-NEXT: %22 = llvm.select %14, %arg0, %arg1 : i1, i32
// CHECK-NEXT: %23 = llvm.fadd %arg4, %arg4 : vector<2xf32>
// CHECK-NEXT: %24 = llvm.icmp "eq" %arg5, %arg5 {foo} : vector<2xi32>
// CHECK-NEXT: %25 = llvm.fcmp "_true" %arg2, %arg3 {fastmathFlags = #llvm.fastmath<nsz>} : f32
llvm.func @ops(%a: i32, %b: i32, %x: f32, %y: f32, %v: vector<2xf32>, %w: vector<2xi32>) -> i32 {
  %0 = llvm.add %a, %b : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.sub %a, %b overflow<nuw, nsw> : i32
  %3 = llvm.mul %a, %b overflow<none> : i32
  %4 = llvm.sdiv %a, %b : i32
  %5 = llvm.udiv exact %a, %b : i32
  %6 = llvm.srem %a, %b : i32
  %7 = llvm.urem %a, %b : i32
  %8 = llvm.and %a, %b : i32
  %9 = llvm.or disjoint %a, %b : i32
  %10 = llvm.xor %a, %b : i32
  %11 = llvm.shl %a, %b overflow<nuw> : i32
  %12 = llvm.lshr exact %a, %b : i32
  %13 = llvm.ashr %a, %b : i32
  %14 = llvm.icmp "slt" %a, %b : i32
  %15 = llvm.fadd %x, %y : f32
  %16 = llvm.fsub %x, %y {fastmathFlags = #llvm.fastmath<ninf, nnan>} : f32
  %17 = llvm.fmul %x, %y {fastmathFlags = #llvm.fastmath<fast>} : f32
  %18 = llvm.fdiv %x, %y {fastmathFlags = #llvm.fastmath<none>} : f32
  %19 = llvm.frem %x, %y : f32
  %20 = llvm.fcmp "olt" %x, %y : f32
  %21 = llvm.fneg %x : f32
  %22 = llvm.select %14, %a, %b : i1, i32
  %23 = llvm.fadd %v, %v : vector<2xf32>
  %24 = llvm.icmp "eq" %w, %w {foo} : vector<2xi32>
  %25 = llvm.fcmp "_true" %x, %y {fastmathFlags = #llvm.fastmath<nsz>} : f32
  llvm.return %0 : i32
}

// Pure: -cse merges equal ops.
// CSE-LABEL: llvm.func @cse
// CSE-NEXT: %0 = llvm.add %arg0, %arg1 overflow<nsw> : i32
// CSE-NEXT: %1 = llvm.mul %0, %0 : i32
llvm.func @cse(%a: i32, %b: i32) -> i32 {
  %0 = llvm.add %a, %b overflow<nsw> : i32
  %1 = llvm.add %a, %b overflow<nsw> : i32
  %2 = llvm.mul %0, %1 : i32
  llvm.return %2 : i32
}
