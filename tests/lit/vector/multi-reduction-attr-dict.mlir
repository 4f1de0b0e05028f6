// vector.multi_reduction's format is `$acc attr-dict $reduction_dims`: the
// attribute dictionary comes before the reduced dimensions, in parsing and
// printing, as in mlir-opt 22.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s

// CHECK-LABEL: func @with_attrs
// CHECK: vector.multi_reduction <add>, %{{.*}}, %{{.*}} {test.tag = 1 : i32} [1] : vector<2x4xf32> to vector<2xf32>
func.func @with_attrs(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  %0 = vector.multi_reduction <add>, %v, %acc {test.tag = 1 : i32} [1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
