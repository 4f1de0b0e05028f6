// The SPIR-V ABI attributes of GPU-to-SPIR-V flows read and print as in
// mlir-opt 22: #spirv.interface_var_abi<(set, binding)> with an optional
// storage class (on scalar arguments), #spirv.entry_point_abi with its
// parameters in any order, printed workgroup_size, subgroup_size,
// target_width; set and binding are unsigned 32-bit (-1 is 4294967295).
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s | affine-opt | FileCheck %s

// CHECK-LABEL: func.func @kernel(
// CHECK-SAME: %arg0: memref<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>},
// CHECK-SAME: %arg1: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(2, 3), Uniform>},
// CHECK-SAME: %arg2: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(4294967295, 0), StorageBuffer>})
// CHECK-SAME: attributes {spirv.entry_point_abi = #spirv.entry_point_abi<workgroup_size = [32, 1, 1], subgroup_size = 16, target_width = 32>} {
// GENERIC: arg_attrs = [{spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>}, {spirv.interface_var_abi = #spirv.interface_var_abi<(2, 3), Uniform>}, {spirv.interface_var_abi = #spirv.interface_var_abi<(4294967295, 0), StorageBuffer>}]
func.func @kernel(%a: memref<4xf32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 1)>},
                  %b: f32 {spirv.interface_var_abi = #spirv.interface_var_abi<(2,3), Uniform>},
                  %c: i32 {spirv.interface_var_abi = #spirv.interface_var_abi<(-1, 0), StorageBuffer>})
    attributes {spirv.entry_point_abi = #spirv.entry_point_abi<target_width = 32, workgroup_size = [32, 1, 1], subgroup_size = 16>} {
  return
}

// CHECK-LABEL: func.func @partial()
// CHECK-SAME: attributes {spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 16>}
func.func @partial() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<subgroup_size = 16>} {
  return
}

// CHECK-LABEL: func.func @empty()
// CHECK-SAME: attributes {spirv.entry_point_abi = #spirv.entry_point_abi<>}
func.func @empty() attributes {spirv.entry_point_abi = #spirv.entry_point_abi<>} {
  return
}

// CHECK-LABEL: func.func private @decl(
// CHECK-SAME: memref<8xi32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>})
func.func private @decl(memref<8xi32> {spirv.interface_var_abi = #spirv.interface_var_abi<(0, 0)>})
