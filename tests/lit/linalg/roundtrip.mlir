// linalg on buffers reads and prints as in mlir-opt 22: named ops keep their
// short form (the region the parser builds is elided, with casts to the
// output element type), `linalg.generic` prints its iterator types as
// strings and names its block arguments %in / %out, extra attributes go
// after `attrs =`.
// RUN: affine-opt %s | FileCheck %s
// RUN: %mlir_opt %s | FileCheck %s
// RUN: affine-opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC

// CHECK: #[[$T:.*]] = affine_map<(d0, d1, d2) -> (d2, d0)>
// CHECK-LABEL: func.func @named
// CHECK: linalg.matmul {bar, foo = 1 : i64} ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xf32>)
// CHECK: linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(
// CHECK: linalg.matmul indexing_maps = [#[[$T]], #{{.*}}, #{{.*}}] ins(%arg3, %arg1
// CHECK: linalg.matvec ins(%arg5, %arg6 : memref<4x8xf32>, memref<8xf32>) outs(%arg7 : memref<4xf32>)
// CHECK: linalg.dot ins(%arg6, %arg6 : memref<8xf32>, memref<8xf32>) outs(%arg8 : memref<f32>)
// CHECK: linalg.fill ins(%arg9 : f32) outs(%arg5 : memref<4x8xf32>)
// CHECK: linalg.add ins(%arg5, %arg5 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg5 : memref<4x8xf32>)

// GENERIC-LABEL: sym_name = "named"
// GENERIC: "linalg.matmul"(%{{.*}}) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
// GENERIC: "arith.sitofp"(%{{.*}}) : (i8) -> f32
// GENERIC: "arith.mulf"
// GENERIC: }) {bar, foo = 1 : i64} : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xf32>) -> ()
// GENERIC: "arith.uitofp"
// GENERIC: "arith.muli"
// GENERIC: "linalg.matvec"
// GENERIC: {linalg.memoized_indexing_maps = [
func.func @named(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xf32>, %d: memref<8x4xi8>, %f: memref<4x16xi8>,
                 %m: memref<4x8xf32>, %v: memref<8xf32>, %w: memref<4xf32>, %s: memref<f32>, %x: f32) {
  linalg.matmul {foo = 1} ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xf32>) {bar}
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xf32>)
  linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
    ins(%d, %b : memref<8x4xi8>, memref<8x16xi8>) outs(%f : memref<4x16xi8>)
  linalg.matvec ins(%m, %v : memref<4x8xf32>, memref<8xf32>) outs(%w : memref<4xf32>)
  linalg.dot ins(%v, %v : memref<8xf32>, memref<8xf32>) outs(%s : memref<f32>)
  linalg.fill ins(%x : f32) outs(%m : memref<4x8xf32>)
  linalg.add ins(%m, %m : memref<4x8xf32>, memref<4x8xf32>) outs(%m : memref<4x8xf32>)
  return
}

// CHECK-LABEL: func.func @generic
// CHECK: linalg.generic {doc = "d", indexing_maps = [#{{.*}}, #{{.*}}], iterator_types = ["parallel", "reduction"], library_call = "foo"} ins(%arg0 : memref<?x?xf32>) outs(%arg1 : memref<?xf32>) attrs =  {zz = 2 : i64} {
// CHECK-NEXT: ^bb0(%in: f32, %out: f32):
// CHECK-NEXT: %0 = linalg.index 1 : index
// CHECK-NEXT: %1 = arith.addf %in, %out : f32
// CHECK-NEXT: linalg.yield %1 : f32
// GENERIC-LABEL: sym_name = "generic"
// GENERIC: iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>]
func.func @generic(%a: memref<?x?xf32>, %c: memref<?xf32>) {
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"], library_call = "foo", doc = "d"}
      ins(%a : memref<?x?xf32>) outs(%c : memref<?xf32>) attrs = {zz = 2} {
  ^bb0(%x: f32, %y: f32):
    %i = linalg.index 1 : index
    %r = arith.addf %x, %y : f32
    linalg.yield %r : f32
  }
  return
}
