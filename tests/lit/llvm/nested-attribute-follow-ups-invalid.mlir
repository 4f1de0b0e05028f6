// An attribute nested in an llvm TBAA or loop attribute that fails to
// parse gets the follow-up error of 22's generated parser for the
// parameter being read (found by mutation-diff seed 1).
// Every chunk carries expected-error lines (also checked with
// -verify-diagnostics), so scripts/mutation-diff.py leaves it out.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics
// RUN: not affine-opt %s -split-input-file 2> %t.ours
// RUN: not %mlir_opt %s -split-input-file 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s < %t.ours
// CHECK: failed to parse LLVM_TBAATagAttr parameter 'base_type' which is to be a `TBAATypeDescriptorAttr`
// CHECK: failed to parse LLVM_TBAATagAttr parameter 'access_type' which is to be a `TBAATypeDescriptorAttr`
// CHECK: failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`
// CHECK-NEXT: members
// CHECK-NEXT: ^
// CHECK-NEXT: failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members'
// CHECK: failed to parse LoopAnnotationAttr parameter 'vectorize' which is to be a `LoopVectorizeAttr`
// CHECK: failed to parse LoopAnnotationAttr parameter 'parallelAccesses'
// CHECK: failed to parse LoopVectorizeAttr parameter 'followupAll' which is to be a `LoopAnnotationAttr`
// roundtrip-diff: skip (the inputs are invalid on purpose)

// expected-error @+2 {{undefined symbol alias id 'nope'}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'base_type'}}
#tag = #llvm.tbaa_tag<base_type = #nope, access_type = #nope, offset = 0>

// -----
#d = #llvm.tbaa_type_desc<id = "x", members = {<#llvm.tbaa_root<id = "a">, 0>}>
// expected-error @+2 {{undefined symbol alias id 'nope'}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'access_type'}}
#la = #llvm.tbaa_tag<base_type = #d, access_type = #nope, offset = 0>

// -----
// expected-error @+3 {{undefined symbol alias id 'nope'}}
// expected-error @+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc'}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members'}}
#la = #llvm.tbaa_type_desc<id = "x", members = {<#llvm.tbaa_root<id = "a">, 0>, <#nope, 4>}>

// -----
// expected-error @+2 {{undefined symbol alias id 'nope'}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'vectorize'}}
#la = #llvm.loop_annotation<vectorize = #nope, mustProgress = true>
llvm.func @f(%p: !llvm.ptr) {
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
}

// -----
// expected-error @+2 {{undefined symbol alias id 'nope'}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses'}}
#la = #llvm.loop_annotation<parallelAccesses = #nope>

// -----
// expected-error @+2 {{undefined symbol alias id 'nope'}}
// expected-error @+1 {{failed to parse LoopVectorizeAttr parameter 'followupAll'}}
#la = #llvm.loop_vectorize<disable = false, followupAll = #nope>
