// #spirv.target_env and #spirv.resource_limits read and print as in
// mlir-opt 22: the client API, vendor and device type print only when
// known, the device id only after a known device type (and not when it is
// 0x7FFFFFFF; it reads as an unsigned 32-bit value), the resource limits
// in declaration order and only when they differ from their defaults (an
// integer parameter reads true as -1 and false as 0; the cooperative matrix
// lists have no default, so even an empty one prints).
// RUN: affine-opt %s -split-input-file | FileCheck %s
// RUN: %mlir_opt %s -split-input-file | FileCheck %s
// RUN: affine-opt %s -split-input-file | affine-opt -split-input-file | FileCheck %s

// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, AMD:DiscreteGPU:12, #spirv.resource_limits<max_compute_shared_memory_size = 65536, max_compute_workgroup_invocations = 1024, max_compute_workgroup_size = [1024 : i32, 1024 : i32, 1024 : i32], subgroup_size = 64>>} {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.3, [Shader, Int8, Shader], [SPV_KHR_storage_buffer_storage_class]>, api=Vulkan, AMD:DiscreteGPU:12, #spirv.resource_limits<subgroup_size = 64, max_compute_workgroup_size = [1024 : i32, 1024 : i32, 1024 : i32], max_compute_shared_memory_size = 65536, max_compute_workgroup_invocations = 1024>>} {}

// -----

// Defaults and unknowns do not print.
// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=Unknown, Unknown:CPU:3, #spirv.resource_limits<subgroup_size = 32, max_compute_workgroup_size = [128 : i32, 128 : i32, 64 : i32], max_compute_shared_memory_size = 16384, max_compute_workgroup_invocations = 128>>} {}

// -----

// CHECK: #spirv.target_env<#spirv.vce<v1.0, [], []>, api=Metal, Intel:IntegratedGPU, #spirv.resource_limits<>>
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=Metal, Intel:IntegratedGPU:2147483647, #spirv.resource_limits<>>} {}

// -----

// CHECK: #spirv.target_env<#spirv.vce<v1.0, [], []>, api=WebGPU, NVIDIA:Other:4294967295, #spirv.resource_limits<>>
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=WebGPU, NVIDIA:Other:-1, #spirv.resource_limits<>>} {}

// -----

// CHECK: #spirv.target_env<#spirv.vce<v1.0, [], []>, ARM, #spirv.resource_limits<>>
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, ARM:Unknown:0, #spirv.resource_limits<>>} {}

// -----

// CHECK: #spirv.resource_limits<max_compute_workgroup_size = [1, 2], subgroup_size = -1, min_subgroup_size = 0, max_subgroup_size = 8, cooperative_matrix_properties_khr = [], cooperative_matrix_properties_nv = [1]>
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=OpenCL, #spirv.resource_limits<cooperative_matrix_properties_nv = [1], cooperative_matrix_properties_khr = [], max_subgroup_size = 8, min_subgroup_size = false, subgroup_size = true, max_compute_workgroup_size = [1, 2]>>} {}

// -----

// CHECK-LABEL: func.func @on_function()
// CHECK-SAME: attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform], [SPV_KHR_8bit_storage]>, Qualcomm, #spirv.resource_limits<subgroup_size = 16, max_subgroup_size = -2147483648>>}
func.func @on_function() attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.5, [Shader, GroupNonUniform], [SPV_KHR_8bit_storage]>, Qualcomm, #spirv.resource_limits<subgroup_size = 0x10, max_subgroup_size = -2147483648>>} {
  return
}
