// Entries of vector.contract's leading dictionary other than its trait
// attributes are ordinary attributes (printed in the trailing dictionary).
// RUN: affine-opt %s | FileCheck %s
// RUN: affine-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: vector.contract {indexing_maps = [#map, #map, #map1], iterator_types = ["reduction"], kind = #vector.kind<add>} %arg0, %arg0, %arg1 {test.extra = 1 : i64} : vector<8xf32>, vector<8xf32> into f32
// GENERIC: <{indexing_maps = [#map, #map, #map1], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<add>}> {test.extra = 1 : i64}
func.func @f(%l: vector<8xf32>, %a: f32) -> f32 {
  %0 = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["reduction"], test.extra = 1} %l, %l, %a : vector<8xf32>, vector<8xf32> into f32
  return %0 : f32
}
