// mlir-opt 22's errors on #spirv.target_env, #spirv.resource_limits and the
// capability and extension names of #spirv.vce.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: [[@LINE+1]]:42: error: unknown capability: Bogus
module attributes {x = #spirv.vce<v1.0, [Bogus], []>} {}

// -----

// CHECK: [[@LINE+1]]:59: error: unknown extension: SPV_KHR_bogus
module attributes {x = #spirv.vce<v1.0, [Shader, Int64], [SPV_KHR_bogus]>} {}

// -----

// A struct parameter name that is not one (or comes twice) is reported at
// its value.
// CHECK: [[@LINE+1]]:112: error: duplicate or unknown struct parameter name: foo
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<foo = 1>>} {}

// -----

// CHECK: [[@LINE+1]]:141: error: duplicate or unknown struct parameter name: subgroup_size
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<subgroup_size = 5, subgroup_size = 3>>} {}

// -----

// Integer parameters are `int`: the error, then ODS's at the next token.
// CHECK: [[@LINE+2]]:122: error: integer value too large
// CHECK: [[@LINE+1]]:132: error: failed to parse SPIRV_ResourceLimitsAttr parameter 'subgroup_size' which is to be a `int`
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<subgroup_size = 4294967295>>} {}

// -----

// CHECK: [[@LINE+2]]:122: error: expected integer value
// CHECK: [[@LINE+1]]:122: error: failed to parse SPIRV_ResourceLimitsAttr parameter 'subgroup_size' which is to be a `int`
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<subgroup_size = x>>} {}

// -----

// CHECK: [[@LINE+2]]:126: error: integer value too large
// CHECK: [[@LINE+1]]:137: error: failed to parse SPIRV_ResourceLimitsAttr parameter 'max_subgroup_size' which is to be a `std::optional<int>`
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<max_subgroup_size = 99999999999>>} {}

// -----

// An optional integer that is not there ends the struct.
// CHECK: [[@LINE+1]]:125: error: expected '>'
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<min_subgroup_size = 1.0>>} {}

// -----

// CHECK: [[@LINE+2]]:127: error: expected integer value
// CHECK: [[@LINE+1]]:127: error: failed to parse SPIRV_ResourceLimitsAttr parameter 'max_subgroup_size' which is to be a `std::optional<int>`
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<max_subgroup_size = -x>>} {}

// -----

// CHECK: [[@LINE+2]]:155: error: invalid kind of attribute specified
// CHECK: [[@LINE+1]]:156: error: failed to parse SPIRV_ResourceLimitsAttr parameter 'max_compute_workgroup_size' which is to be a `ArrayAttr`
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<subgroup_size = -5, max_compute_workgroup_size = 3>>} {}

// -----

// CHECK: [[@LINE+2]]:124: error: expected valid keyword
// CHECK: [[@LINE+1]]:124: error: expected a parameter name in struct
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<subgroup_size = 5,>>} {}

// -----

// CHECK: [[@LINE+1]]:106: error: expected '>'
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<5>>} {}

// -----

// CHECK: [[@LINE+1]]:119: error: expected '='
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<subgroup_size 5>>} {}

// -----

// The triple and the limits are read as any attribute, then checked.
// CHECK: [[@LINE+1]]:83: error: invalid kind of attribute specified
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.vce<v1.0, [], []>>} {}

// -----

// CHECK: [[@LINE+1]]:57: error: invalid kind of attribute specified
module attributes {spirv.target_env = #spirv.target_env<5, #spirv.resource_limits<>>} {}

// -----

// CHECK: [[@LINE+1]]:103: error: integer value too large
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, Intel:IntegratedGPU:99999999999, #spirv.resource_limits<>>} {}

// -----

// CHECK: [[@LINE+1]]:89: error: expected valid keyword
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, Intel:5, #spirv.resource_limits<>>} {}

// -----

// CHECK: [[@LINE+1]]:86: error: expected '='
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, api Vulkan, #spirv.resource_limits<>>} {}

// -----

// CHECK: [[@LINE+1]]:88: error: expected ','
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, Intel #spirv.resource_limits<>>} {}

// -----

// CHECK: [[@LINE+1]]:107: error: expected '>'
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<> 4>} {}

// -----

// CHECK: [[@LINE+1]]:1: error: 'spirv.target_env' must be a spirv::TargetEnvAttr
module attributes {spirv.target_env = #spirv.resource_limits<subgroup_size = 5>} {}

// -----

// CHECK: [[@LINE+1]]:1: error: found unsupported 'spirv.resource_limits' attribute on operation
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<subgroup_size = 5>>, spirv.resource_limits = #spirv.resource_limits<>} {}
