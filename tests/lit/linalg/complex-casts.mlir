// The casts of linalg's region builders on complex, index and i1 element
// types, as mlir-opt 22's `convertScalarToDtype` makes them: a float or an
// integer becomes the real part of a complex (extended, truncated or
// converted to its element type, the imaginary part a zero constant), a
// complex of floats has both parts extended or truncated; an index becomes
// an integer with `index_cast` even when the cast is unsigned, an i1 is
// extended and converted as signed. add, sub, mul and div of complex
// elements are the complex dialect's ops.
// RUN: affine-opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops | FileCheck %s
// RUN: affine-opt %s -convert-linalg-to-affine-loops -canonicalize | FileCheck %s --check-prefix=CANON
// RUN: %mlir_opt %s -convert-linalg-to-affine-loops -canonicalize | FileCheck %s --check-prefix=CANON

// CHECK-LABEL: func.func @to_complex(
// CHECK-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CHECK-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4] : memref<4xf32>
// CHECK-NEXT: %1 = arith.extf %0 : f32 to f64
// CHECK-NEXT: %2 = complex.create %1, %cst_0 : complex<f64>
// CHECK-NEXT: affine.store %2, %arg2[%arg4] : memref<4xcomplex<f64>>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4] : memref<4xf32>
// CHECK-NEXT: %1 = arith.truncf %0 : f32 to f16
// CHECK-NEXT: %2 = complex.create %1, %cst : complex<f16>
// CHECK-NEXT: affine.store %2, %arg3[%arg4] : memref<4xcomplex<f16>>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg4] : memref<4xi8>
// CHECK-NEXT: %1 = arith.uitofp %0 : i8 to f64
// CHECK-NEXT: %2 = complex.create %1, %cst_0 : complex<f64>
// CHECK-NEXT: affine.store %2, %arg2[%arg4] : memref<4xcomplex<f64>>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg2[%arg4] : memref<4xcomplex<f64>>
// CHECK-NEXT: %1 = complex.re %0 : complex<f64>
// CHECK-NEXT: %2 = complex.im %0 : complex<f64>
// CHECK-NEXT: %3 = arith.truncf %1 : f64 to f16
// CHECK-NEXT: %4 = arith.truncf %2 : f64 to f16
// CHECK-NEXT: %5 = complex.create %3, %4 : complex<f16>
// CHECK-NEXT: affine.store %5, %arg3[%arg4] : memref<4xcomplex<f16>>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg3[%arg4] : memref<4xcomplex<f16>>
// CHECK-NEXT: %1 = complex.re %0 : complex<f16>
// CHECK-NEXT: %2 = complex.im %0 : complex<f16>
// CHECK-NEXT: %3 = arith.extf %1 : f16 to f64
// CHECK-NEXT: %4 = arith.extf %2 : f16 to f64
// CHECK-NEXT: %5 = complex.create %3, %4 : complex<f64>
// CHECK-NEXT: affine.store %5, %arg2[%arg4] : memref<4xcomplex<f64>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @complex_arith(
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: %2 = complex.add %0, %1 : complex<f32>
// CHECK-NEXT: affine.store %2, %arg0[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: %2 = complex.sub %0, %1 : complex<f32>
// CHECK-NEXT: affine.store %2, %arg0[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: %2 = complex.mul %0, %1 : complex<f32>
// CHECK-NEXT: affine.store %2, %arg0[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: %2 = complex.div %0, %1 : complex<f32>
// CHECK-NEXT: affine.store %2, %arg0[%arg2] : memref<4xcomplex<f32>>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @int_casts(
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg0[%arg4] : memref<4xindex>
// CHECK-NEXT: %1 = arith.index_cast %0 : index to i32
// CHECK-NEXT: affine.store %1, %arg2[%arg4] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg4] : memref<4xi1>
// CHECK-NEXT: %1 = arith.extsi %0 : i1 to i32
// CHECK-NEXT: affine.store %1, %arg2[%arg4] : memref<4xi32>
// CHECK-NEXT: }
// CHECK-NEXT: affine.for %arg4 = 0 to 4 {
// CHECK-NEXT: %0 = affine.load %arg1[%arg4] : memref<4xi1>
// CHECK-NEXT: %1 = arith.sitofp %0 : i1 to f32
// CHECK-NEXT: affine.store %1, %arg3[%arg4] : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }

// CANON-LABEL: func.func @to_complex(
// CANON-NEXT: %cst = arith.constant 0.000000e+00 : f16
// CANON-NEXT: %cst_0 = arith.constant 0.000000e+00 : f64
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg4] : memref<4xf32>
// CANON-NEXT: %1 = arith.extf %0 : f32 to f64
// CANON-NEXT: %2 = complex.create %1, %cst_0 : complex<f64>
// CANON-NEXT: affine.store %2, %arg2[%arg4] : memref<4xcomplex<f64>>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg4] : memref<4xf32>
// CANON-NEXT: %1 = arith.truncf %0 : f32 to f16
// CANON-NEXT: %2 = complex.create %1, %cst : complex<f16>
// CANON-NEXT: affine.store %2, %arg3[%arg4] : memref<4xcomplex<f16>>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg1[%arg4] : memref<4xi8>
// CANON-NEXT: %1 = arith.uitofp %0 : i8 to f64
// CANON-NEXT: %2 = complex.create %1, %cst_0 : complex<f64>
// CANON-NEXT: affine.store %2, %arg2[%arg4] : memref<4xcomplex<f64>>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg2[%arg4] : memref<4xcomplex<f64>>
// CANON-NEXT: %1 = complex.re %0 : complex<f64>
// CANON-NEXT: %2 = complex.im %0 : complex<f64>
// CANON-NEXT: %3 = arith.truncf %1 : f64 to f16
// CANON-NEXT: %4 = arith.truncf %2 : f64 to f16
// CANON-NEXT: %5 = complex.create %3, %4 : complex<f16>
// CANON-NEXT: affine.store %5, %arg3[%arg4] : memref<4xcomplex<f16>>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg3[%arg4] : memref<4xcomplex<f16>>
// CANON-NEXT: %1 = complex.re %0 : complex<f16>
// CANON-NEXT: %2 = complex.im %0 : complex<f16>
// CANON-NEXT: %3 = arith.extf %1 : f16 to f64
// CANON-NEXT: %4 = arith.extf %2 : f16 to f64
// CANON-NEXT: %5 = complex.create %3, %4 : complex<f64>
// CANON-NEXT: affine.store %5, %arg2[%arg4] : memref<4xcomplex<f64>>
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-LABEL: func.func @complex_arith(
// CANON-NEXT: affine.for %arg2 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: %2 = complex.add %0, %1 : complex<f32>
// CANON-NEXT: affine.store %2, %arg0[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg2 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: %2 = complex.sub %0, %1 : complex<f32>
// CANON-NEXT: affine.store %2, %arg0[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg2 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: %2 = complex.mul %0, %1 : complex<f32>
// CANON-NEXT: affine.store %2, %arg0[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg2 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: %1 = affine.load %arg1[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: %2 = complex.div %0, %1 : complex<f32>
// CANON-NEXT: affine.store %2, %arg0[%arg2] : memref<4xcomplex<f32>>
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-LABEL: func.func @int_casts(
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg0[%arg4] : memref<4xindex>
// CANON-NEXT: %1 = arith.index_cast %0 : index to i32
// CANON-NEXT: affine.store %1, %arg2[%arg4] : memref<4xi32>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg1[%arg4] : memref<4xi1>
// CANON-NEXT: %1 = arith.extsi %0 : i1 to i32
// CANON-NEXT: affine.store %1, %arg2[%arg4] : memref<4xi32>
// CANON-NEXT: }
// CANON-NEXT: affine.for %arg4 = 0 to 4 {
// CANON-NEXT: %0 = affine.load %arg1[%arg4] : memref<4xi1>
// CANON-NEXT: %1 = arith.sitofp %0 : i1 to f32
// CANON-NEXT: affine.store %1, %arg3[%arg4] : memref<4xf32>
// CANON-NEXT: }
// CANON-NEXT: return
// CANON-NEXT: }
// CANON-NEXT: }

func.func @to_complex(%f: memref<4xf32>, %i: memref<4xi8>, %c: memref<4xcomplex<f64>>, %h: memref<4xcomplex<f16>>) {
  linalg.copy ins(%f : memref<4xf32>) outs(%c : memref<4xcomplex<f64>>)
  linalg.copy ins(%f : memref<4xf32>) outs(%h : memref<4xcomplex<f16>>)
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%i : memref<4xi8>) outs(%c : memref<4xcomplex<f64>>)
  linalg.copy ins(%c : memref<4xcomplex<f64>>) outs(%h : memref<4xcomplex<f16>>)
  linalg.copy ins(%h : memref<4xcomplex<f16>>) outs(%c : memref<4xcomplex<f64>>)
  return
}

func.func @complex_arith(%a: memref<4xcomplex<f32>>, %b: memref<4xcomplex<f32>>) {
  linalg.add ins(%a, %b : memref<4xcomplex<f32>>, memref<4xcomplex<f32>>) outs(%a : memref<4xcomplex<f32>>)
  linalg.sub ins(%a, %b : memref<4xcomplex<f32>>, memref<4xcomplex<f32>>) outs(%a : memref<4xcomplex<f32>>)
  linalg.mul ins(%a, %b : memref<4xcomplex<f32>>, memref<4xcomplex<f32>>) outs(%a : memref<4xcomplex<f32>>)
  linalg.div ins(%a, %b : memref<4xcomplex<f32>>, memref<4xcomplex<f32>>) outs(%a : memref<4xcomplex<f32>>)
  return
}

func.func @int_casts(%x: memref<4xindex>, %b: memref<4xi1>, %j: memref<4xi32>, %f: memref<4xf32>) {
  linalg.copy {cast = #linalg.type_fn<cast_unsigned>} ins(%x : memref<4xindex>) outs(%j : memref<4xi32>)
  linalg.copy ins(%b : memref<4xi1>) outs(%j : memref<4xi32>)
  linalg.copy ins(%b : memref<4xi1>) outs(%f : memref<4xf32>)
  return
}
