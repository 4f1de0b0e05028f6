// The checks of loop annotations and TBAA (MLIR's struct(params) format),
// with mlir-opt 22's diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+1 {{duplicate or unknown struct parameter name: cnt}}
module attributes {llvm.a = #llvm.loop_unroll<cnt = 1>} {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: disable}}
module attributes {llvm.a = #llvm.loop_unroll<disable = true, disable = true>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopUnrollAttr parameter 'disable' which is to be a `BoolAttr`}}
module attributes {llvm.a = #llvm.loop_unroll<disable = 1>} {}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {llvm.a = #llvm.loop_interleave<>} {}

// -----

// expected-error @+1 {{expected '>'}}
module attributes {llvm.a = #llvm.loop_interleave<count = 1, count = 2>} {}

// -----

// expected-error @+1 {{struct is missing required parameter: base_type}}
module attributes {llvm.a = #llvm.tbaa_tag<offset = 0>} {}

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'id' which is to be a `::llvm::StringRef`}}
module attributes {llvm.a = #llvm.tbaa_type_desc<id = x, members = {<#llvm.tbaa_root, 0>}>} {}

// -----

// expected-error @+3 {{expected integer value}}
// expected-error @+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'offset' which is to be a `int64_t`}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
module attributes {llvm.a = #llvm.tbaa_type_desc<id = "x", members = {<#llvm.tbaa_root, a>}>} {}

// -----

// A TBAA node (root or type descriptor) has no stripped form.
// expected-error @+3 {{invalid kind of attribute specified}}
// expected-error @+2 {{failed to parse LLVM_TBAAMemberAttr parameter 'typeDesc' which is to be a `TBAANodeAttr`}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
module attributes {llvm.a = #llvm.tbaa_type_desc<id = "x", members = {<1, 0>}>} {}

// -----

// At least one member.
// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LLVM_TBAATypeDescriptorAttr parameter 'members' which is to be a `::llvm::ArrayRef<TBAAMemberAttr>`}}
module attributes {llvm.a = #llvm.tbaa_type_desc<id = "x", members = {}>} {}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVM_TBAATagAttr parameter 'constant' which is to be a `bool`}}
module attributes {llvm.a = #llvm.tbaa_tag<base_type = #llvm.tbaa_type_desc<id = "x", members = {<#llvm.tbaa_root, 0>}>, access_type = #llvm.tbaa_type_desc<id = "x", members = {<#llvm.tbaa_root, 0>}>, offset = 0, constant = 2>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopUnrollAttr parameter 'followupAll' which is to be a `LoopAnnotationAttr`}}
module attributes {llvm.a = #llvm.loop_unroll<followupAll = #llvm.loop_unroll<count = 2>>} {}

// -----

// A location parameter must be a fused location.
// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'startLoc' which is to be a `FusedLoc`}}
module attributes {llvm.a = #llvm.loop_annotation<startLoc = loc("a":1:2)>} {}

// -----

// parallelAccesses reads access groups up to the last comma, so it can only
// come last.
// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LoopAnnotationAttr parameter 'parallelAccesses' which is to be a `::llvm::ArrayRef<AccessGroupAttr>`}}
module attributes {llvm.a = #llvm.loop_annotation<parallelAccesses = #llvm.access_group<id = distinct[0]<>>, mustProgress = true>} {}

// -----

// A parameter value that is no attribute at all also gets the follow-up.
// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse LLVM_VScaleRangeAttr parameter 'maxRange' which is to be a `IntegerAttr`}}
module attributes {llvm.a = #llvm.vscale_range<minRange = 2 : i64, maxRange =-> 8 : i16>} {}
