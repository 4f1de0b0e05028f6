// RUN: affine-opt %s -split-input-file -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -canonicalize | FileCheck %s

// The tensor folders and canonicalization patterns of MLIR 22 (beyond the
// slice ops' constant-argument folders): casts, dims, extract / insert,
// from_elements, empty, and the slice ops' folders and cast patterns.

// CHECK-LABEL: func.func @casts
// CHECK-SAME: (%[[T:.*]]: tensor<8x?xf32>, %[[U:.*]]: tensor<?x?xf32>)
// CHECK-NEXT: %[[A:.*]] = tensor.cast %[[T]] : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.cast %[[T]] : tensor<8x?xf32> to tensor<8x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[U]] : tensor<?x?xf32> to tensor<8x?xf32>
// CHECK-NEXT: %[[D:.*]] = tensor.cast %[[C]] : tensor<8x?xf32> to tensor<?x?xf32>
// CHECK-NEXT: return %[[T]], %[[A]], %[[B]], %[[D]]
func.func @casts(%t: tensor<8x?xf32>, %u: tensor<?x?xf32>) -> (tensor<8x?xf32>, tensor<?x?xf32>, tensor<8x4xf32>, tensor<?x?xf32>) {
  // An identity cast folds away.
  %0 = tensor.cast %t : tensor<8x?xf32> to tensor<8x?xf32>
  // A chain keeps its outer cast when the inner one checks nothing more.
  %1 = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<8x4xf32>
  // The inner cast checks the 8: the chain stays.
  %3 = tensor.cast %u : tensor<?x?xf32> to tensor<8x?xf32>
  %4 = tensor.cast %3 : tensor<8x?xf32> to tensor<?x?xf32>
  return %0, %1, %2, %4 : tensor<8x?xf32>, tensor<?x?xf32>, tensor<8x4xf32>, tensor<?x?xf32>
}

// -----

// CHECK-LABEL: func.func @dims
// CHECK-SAME: (%[[T:.*]]: tensor<8x?xf32>, %[[N:.*]]: index, %[[F:.*]]: f32)
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[C8:.*]] = arith.constant 8 : index
// CHECK: %[[D:.*]] = tensor.dim %[[T]], %[[C1]] : tensor<8x?xf32>
// CHECK: %[[D2:.*]] = tensor.dim %[[T]], %[[C1]] : tensor<8x?xf32>
// CHECK: return %[[C8]], %[[N]], %[[D]], %[[N]], %[[D2]]
func.func @dims(%t: tensor<8x?xf32>, %n: index, %f: f32) -> (index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // A static extent.
  %0 = tensor.dim %t, %c0 : tensor<8x?xf32>
  // The size operand of a tensor.empty.
  %e = tensor.empty(%n) : tensor<?x4xf32>
  %1 = tensor.dim %e, %c0 : tensor<?x4xf32>
  // Through a cast.
  %c = tensor.cast %t : tensor<8x?xf32> to tensor<?x?xf32>
  %2 = tensor.dim %c, %c1 : tensor<?x?xf32>
  // The size operand of a slice that keeps the rank.
  %s = tensor.extract_slice %t[0, 0] [4, %n] [1, 1] : tensor<8x?xf32> to tensor<4x?xf32>
  %3 = tensor.dim %s, %c1 : tensor<4x?xf32>
  // The dim of a destination-style op is the dim of its destination.
  %i = tensor.insert %f into %t[%c0, %c0] : tensor<8x?xf32>
  %4 = tensor.dim %i, %c1 : tensor<8x?xf32>
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}

// -----

// CHECK-LABEL: func.func @extracts
// CHECK-SAME: (%[[A:.*]]: f32, %[[B:.*]]: f32, %[[T:.*]]: tensor<?xf32>)
// CHECK-DAG: %[[I:.*]] = arith.constant 2 : i32
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK-DAG: %[[S:.*]] = arith.constant 2.000000e+00 : f32
// CHECK: %[[E:.*]] = tensor.extract %[[T]][%[[C0]]] : tensor<?xf32>
// CHECK-NEXT: return %[[B]], %[[S]], %[[E]], %[[I]], %[[A]]
func.func @extracts(%a: f32, %b: f32, %t: tensor<?xf32>) -> (f32, f32, f32, i32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // An element of a from_elements.
  %f = tensor.from_elements %a, %b : tensor<2xf32>
  %0 = tensor.extract %f[%c1] : tensor<2xf32>
  // An element of a splat.
  %cst = arith.constant dense<2.0> : tensor<4xf32>
  %1 = tensor.extract %cst[%c1] : tensor<4xf32>
  // Through a cast.
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %2 = tensor.extract %c[%c0] : tensor<4xf32>
  // An element of a dense constant.
  %cst2 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  %3 = tensor.extract %cst2[%c1] : tensor<3xi32>
  // What an insert at the same constant indices wrote.
  %i = tensor.insert %a into %t[%c1] : tensor<?xf32>
  %4 = tensor.extract %i[%c1] : tensor<?xf32>
  return %0, %1, %2, %3, %4 : f32, f32, f32, i32, f32
}

// -----

// CHECK-LABEL: func.func @constants
// CHECK-DAG: %[[F:.*]] = arith.constant 3.000000e+00 : f32
// CHECK-DAG: %[[C1:.*]] = arith.constant 1 : index
// CHECK-DAG: %[[SPLAT:.*]] = arith.constant dense<2.000000e+00> : tensor<4xf32>
// CHECK-DAG: %[[DENSE:.*]] = arith.constant dense<[1, 2]> : tensor<2xi32>
// CHECK: %[[I:.*]] = tensor.insert %[[F]] into %[[SPLAT]][%[[C1]]] : tensor<4xf32>
// CHECK-NEXT: return %[[DENSE]], %[[SPLAT]], %[[I]]
func.func @constants() -> (tensor<2xi32>, tensor<4xf32>, tensor<4xf32>) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  // Constant elements make a dense constant.
  %f = tensor.from_elements %a, %b : tensor<2xi32>
  %cst = arith.constant dense<2.0> : tensor<4xf32>
  %c1 = arith.constant 1 : index
  // Inserting the splat value into the splat changes nothing.
  %x = arith.constant 2.0 : f32
  %i = tensor.insert %x into %cst[%c1] : tensor<4xf32>
  %y = arith.constant 3.0 : f32
  %j = tensor.insert %y into %cst[%c1] : tensor<4xf32>
  return %f, %i, %j : tensor<2xi32>, tensor<4xf32>, tensor<4xf32>
}

// -----

// CHECK-LABEL: func.func @empties
// CHECK-SAME: (%[[N:.*]]: index)
// CHECK-NEXT: %[[E:.*]] = tensor.empty(%[[N]]) : tensor<?x5xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.cast %[[E]] : tensor<?x5xf32> to tensor<?x?xf32>
// CHECK-NEXT: %[[E2:.*]] = tensor.empty(%[[N]]) : tensor<4x?xf32>
// CHECK-NEXT: return %[[C]], %[[E2]]
func.func @empties(%n: index) -> (tensor<?x?xf32>, tensor<4x?xf32>) {
  // A constant size moves into the type (a cast restores the old type).
  %c5 = arith.constant 5 : index
  %0 = tensor.empty(%n, %c5) : tensor<?x?xf32>
  // A cast adding static sizes makes a more static tensor.empty.
  %1 = tensor.empty(%n, %n) : tensor<?x?xf32>
  %2 = tensor.cast %1 : tensor<?x?xf32> to tensor<4x?xf32>
  return %0, %2 : tensor<?x?xf32>, tensor<4x?xf32>
}

// -----

// CHECK-LABEL: func.func @extract_slices
// CHECK-SAME: (%[[T:.*]]: tensor<8x16xf32>, %[[S:.*]]: tensor<4x4xf32>, %[[O:.*]]: index, %[[U:.*]]: tensor<16x16xf32>)
// CHECK-DAG: %[[SPLAT:.*]] = arith.constant dense<1.000000e+00> : tensor<2x2xf32>
// CHECK: %[[X:.*]] = tensor.extract_slice %[[U]][%[[O]], 0] [3, 4] [1, 1] : tensor<16x16xf32> to tensor<3x4xf32>
// CHECK-NEXT: %[[Y:.*]] = tensor.extract_slice %[[T]][%[[O]], 0] [4, 16] [1, 1] : tensor<8x16xf32> to tensor<4x16xf32>
// CHECK-NEXT: return %[[T]], %[[S]], %[[SPLAT]], %[[X]], %[[Y]]
func.func @extract_slices(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %o: index, %u: tensor<16x16xf32>) -> (tensor<8x16xf32>, tensor<4x4xf32>, tensor<2x2xf32>, tensor<3x4xf32>, tensor<4x16xf32>) {
  // The whole tensor.
  %0 = tensor.extract_slice %t[0, 0] [8, 16] [1, 1] : tensor<8x16xf32> to tensor<8x16xf32>
  // What an insert of the same slice wrote.
  %i = tensor.insert_slice %s into %t[%o, 2] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %1 = tensor.extract_slice %i[%o, 2] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  // A slice of a splat is a splat.
  %cst = arith.constant dense<1.0> : tensor<8x8xf32>
  %2 = tensor.extract_slice %cst[1, 1] [2, 2] [1, 1] : tensor<8x8xf32> to tensor<2x2xf32>
  // A slice of a cast that only loses static sizes reads the cast's source.
  %c = tensor.cast %u : tensor<16x16xf32> to tensor<?x?xf32>
  %3 = tensor.extract_slice %c[%o, 0] [3, 4] [1, 1] : tensor<?x?xf32> to tensor<3x4xf32>
  // A cast adding static sizes to a slice becomes the slice's sizes.
  %n = arith.addi %o, %o : index
  %4 = tensor.extract_slice %t[%o, 0] [%n, 16] [1, 1] : tensor<8x16xf32> to tensor<?x16xf32>
  %5 = tensor.cast %4 : tensor<?x16xf32> to tensor<4x16xf32>
  return %0, %1, %2, %3, %5 : tensor<8x16xf32>, tensor<4x4xf32>, tensor<2x2xf32>, tensor<3x4xf32>, tensor<4x16xf32>
}

// -----

// CHECK-LABEL: func.func @insert_slices
// CHECK-SAME: (%[[T:.*]]: tensor<8x16xf32>, %[[S:.*]]: tensor<4x4xf32>, %[[R:.*]]: tensor<4x4xf32>, %[[O:.*]]: index, %[[Z:.*]]: tensor<?x4xf32>)
// CHECK-DAG: %[[C0:.*]] = arith.constant 0 : index
// CHECK: %[[A:.*]] = tensor.insert_slice %[[R]] into %[[T]][%[[O]], 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: %[[B:.*]] = tensor.insert_slice %[[S]] into %[[T]][0, 4] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: %[[CAST:.*]] = tensor.cast %[[Z]] : tensor<?x4xf32> to tensor<2x4xf32>
// CHECK-NEXT: %[[C:.*]] = tensor.insert_slice %[[CAST]] into %[[T]][%[[O]], 0] [2, 4] [1, 1] : tensor<2x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: %[[D:.*]] = tensor.insert_slice %[[S]] into %[[T]][0, 0] [4, 4] [1, %[[C0]]] : tensor<4x4xf32> into tensor<8x16xf32>
// CHECK-NEXT: return %[[S]], %[[A]], %[[T]], %[[T]], %[[B]], %[[C]], %[[D]]
func.func @insert_slices(%t: tensor<8x16xf32>, %s: tensor<4x4xf32>, %r: tensor<4x4xf32>, %o: index, %z: tensor<?x4xf32>) -> (tensor<4x4xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  // The whole (static) tensor.
  %0 = tensor.insert_slice %s into %r[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  // Overwriting the same slice: the first insert is skipped.
  %1 = tensor.insert_slice %s into %t[%o, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  %2 = tensor.insert_slice %r into %1[%o, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  // Inserting back what was extracted.
  %e = tensor.extract_slice %t[%o, 4] [4, 4] [1, 1] : tensor<8x16xf32> to tensor<4x4xf32>
  %3 = tensor.insert_slice %e into %t[%o, 4] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<8x16xf32>
  // An empty slice.
  %empty = tensor.empty() : tensor<0x4xf32>
  %4 = tensor.insert_slice %empty into %t[%o, 0] [0, 4] [1, 1] : tensor<0x4xf32> into tensor<8x16xf32>
  // A cast losing static sizes folds into the insert.
  // (the sizes take the cast source's static extents).
  %c = tensor.cast %s : tensor<4x4xf32> to tensor<?x4xf32>
  %5 = tensor.insert_slice %c into %t[0, 4] [%o, 4] [1, 1] : tensor<?x4xf32> into tensor<8x16xf32>
  // Constant sizes more static than the source: the source is cast.
  %6 = tensor.insert_slice %z into %t[%o, 0] [%c2, 4] [1, 1] : tensor<?x4xf32> into tensor<8x16xf32>
  // A zero stride stays an operand of an insert.
  %7 = tensor.insert_slice %s into %t[0, 0] [4, 4] [1, %c0] : tensor<4x4xf32> into tensor<8x16xf32>
  return %0, %2, %3, %4, %5, %6, %7 : tensor<4x4xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>, tensor<8x16xf32>
}
