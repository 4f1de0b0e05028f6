// Loop annotations and TBAA are read as MLIR's struct(params) format: keys
// in any order, values checked, printed in declaration order with
// `key = value`, defaults and absent parameters left out, nested attributes
// (also written in their stripped `<...>` form) through their aliases, and
// aliases of locations below the annotation that holds them. Checked with
// both tools.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s | affine-opt | FileCheck %s

// CHECK: #access_group = #llvm.access_group<id = distinct[0]<>>
// CHECK: #access_group1 = #llvm.access_group<id = distinct[1]<>>
// CHECK: #loc = loc("a.c":1:2)
// CHECK: #loc1 = loc("a.c":3:4)
// CHECK: #loc2 = loc("a.c":5:6)
// CHECK: #loc3 = loc("a.c":7:8)
// CHECK: #loop_unroll = #llvm.loop_unroll<disable = false, count = 4 : i32>
// CHECK: #loop_vectorize = #llvm.loop_vectorize<disable = true, width = 8 : i64>
// CHECK: #tbaa_root = #llvm.tbaa_root<id = "cpp">
// CHECK: #tbaa_root1 = #llvm.tbaa_root
// CHECK: #loc4 = loc(fused[#loc, #loc1])
// CHECK: #loc5 = loc(fused[#loc2, #loc3])
// CHECK: #loop_annotation = #llvm.loop_annotation<disableNonforced = true, vectorize = #loop_vectorize, unroll = #loop_unroll, mustProgress = true, startLoc = #loc4, endLoc = #loc5, parallelAccesses = #access_group, #access_group1>
// CHECK: #tbaa_type_desc = #llvm.tbaa_type_desc<id = "char", members = {<#tbaa_root, 0>}>
// CHECK: #tbaa_type_desc1 = #llvm.tbaa_type_desc<id = "int", members = {<#tbaa_type_desc, 0>, <#tbaa_root1, 4>}>
// CHECK: #tbaa_tag = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc1, offset = 0>
// CHECK: #tbaa_tag1 = #llvm.tbaa_tag<base_type = #tbaa_type_desc1, access_type = #tbaa_type_desc, offset = -4, constant = true>
// CHECK: llvm.load %arg0 {tbaa = [#tbaa_tag, #tbaa_tag1]}
// CHECK: llvm.br ^bb1 {loop_annotation = #loop_annotation}

#ag0 = #llvm.access_group<id = distinct[0]<>>
#ag1 = #llvm.access_group<id = distinct[1]<>>
#root = #llvm.tbaa_root<>
#cpp = #llvm.tbaa_root<id="cpp">
#char = #llvm.tbaa_type_desc<members = {<#cpp,0>}, id = "char">
#int = #llvm.tbaa_type_desc<id="int", members={<#char, 0>,<#root, 4>}>
#la = #llvm.loop_annotation<mustProgress = true, unroll = <count = 4 : i32, disable = false>,
                            vectorize = <width = 8, disable = true>, disableNonforced = true,
                            startLoc = loc(fused["a.c":1:2, "a.c":3:4]), endLoc = loc(fused["a.c":5:6, "a.c":7:8]),
                            parallelAccesses = #ag0, #ag1>
llvm.func @f(%p: !llvm.ptr) {
  %0 = llvm.load %p {tbaa = [#llvm.tbaa_tag<access_type = #int, base_type = #int, offset = 0, constant = false>,
                            #llvm.tbaa_tag<constant = true, offset = -4, base_type = #int, access_type = #char>]} : !llvm.ptr -> i32
  llvm.br ^bb1 {loop_annotation = #la}
^bb1:
  llvm.return
}
