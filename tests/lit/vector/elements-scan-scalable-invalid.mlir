// Verifier and parser messages of vector.to_elements, vector.deinterleave,
// vector.scan, vector.type_cast and vector.scalable.insert / extract, as
// mlir-opt 22's (ODS constraints first, then the op's own checks).
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @f(%v: vector<2xf32>) {
  // expected-error @+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:3 = "vector.to_elements"(%v) : (vector<2xf32>) -> (f32, f32, f32)
  return
}

// -----

func.func @f(%v: vector<2xf32>) {
  // expected-error @+1 {{'vector.to_elements' op failed to verify that shaped type 'source' matches 'elements' element count and types}}
  %0:2 = "vector.to_elements"(%v) : (vector<2xf32>) -> (f32, i32)
  return
}

// -----

func.func @f(%v: f32) {
  // expected-error @+1 {{'vector.to_elements' op operand #0 must be vector of any type values, but got 'f32'}}
  %0:2 = "vector.to_elements"(%v) : (f32) -> (f32, f32)
  return
}

// -----

// expected-error @+1 {{vector types must have positive constant sizes but got 0}}
func.func @f(%v: vector<0xf32>) {
  vector.to_elements %v : vector<0xf32>
  return
}

// -----

func.func @f(%v: vector<2xf32>) {
  // expected-error @+1 {{custom op 'vector.to_elements' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0:2 = vector.to_elements %v : f32
  return
}

// -----

func.func @f(%v: vector<2xf32>) {
  // expected-error @+1 {{'vector.to_elements' op requires a single operand}}
  %0:2 = "vector.to_elements"() : () -> (f32, f32)
  return
}

// -----

func.func @f(%v: vector<2xf32>) {
  // expected-error @+1 {{'vector.to_elements' op requires a single operand}}
  %0:2 = "vector.to_elements"(%v, %v) : (vector<2xf32>, vector<2xf32>) -> (f32, f32)
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x4xf32>) -> (vector<2x2xf32>, vector<2x3xf32>)
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x4xf32>) -> (vector<2x4xf32>, vector<2x4xf32>)
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x4xf32>) -> (vector<2x2xi32>, vector<2x2xi32>)
  return
}

// -----

func.func @f(%v: vector<f32>) {
  // expected-error @+1 {{'vector.deinterleave' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0:2 = "vector.deinterleave"(%v) : (vector<f32>) -> (vector<f32>, vector<f32>)
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op result #0 must be vector of any type values, but got 'f32'}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x4xf32>) -> (f32, f32)
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that all of {res1, res2} have same type}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x4xf32>) -> (vector<2x2xf32>, vector<[2]x2xf32>)
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x4xf32>) -> (vector<1x2xf32>, vector<1x2xf32>)
  return
}

// -----

func.func @f(%v: vector<2x[4]xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x[4]xf32>) -> (vector<2x2xf32>, vector<2x2xf32>)
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{custom op 'vector.deinterleave' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0, %1 = vector.deinterleave %v : vector<2x4xf32> -> f32
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{custom op 'vector.deinterleave' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0, %1 = vector.deinterleave %v : f32 -> vector<2x2xf32>
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x4xf32>) -> (vector<2x2xf32>)
  return
}

// -----

func.func @f(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op requires a single operand}}
  %0:2 = "vector.deinterleave"(%v, %v) : (vector<2x4xf32>, vector<2x4xf32>) -> (vector<2x2xf32>, vector<2x2xf32>)
  return
}

// -----

func.func @f(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x3xf32>) -> (vector<2x2xf32>, vector<2x3xf32>)
  return
}

// -----

func.func @f(%v: vector<2x3xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op result #0 must be vector of any type values, but got 'f32'}}
  %0:2 = "vector.deinterleave"(%v) : (vector<2x3xf32>) -> (f32, vector<2x3xf32>)
  return
}

// -----

func.func @f(%v: vector<f32>) {
  // expected-error @+1 {{'vector.deinterleave' op operand #0 must be vector of any type values, but got 'vector<f32>'}}
  %0:2 = "vector.deinterleave"(%v) : (vector<f32>) -> (f32, vector<2x3xf32>)
  return
}

// -----

func.func @f(%v: vector<[3]xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the source vector has an even number of elements}}
  %0:2 = "vector.deinterleave"(%v) : (vector<[3]xf32>) -> (vector<[2]xf32>, vector<[2]xf32>)
  return
}

// -----

func.func @f(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.deinterleave' op failed to verify that the trailing dimension of the results is half the width of source trailing dimension}}
  %0:2 = "vector.deinterleave"(%v) : (vector<[4]xf32>) -> (vector<2xf32>, vector<2xf32>)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<8xf32>) {
  // expected-error @+1 {{'vector.scan' op reduction dimension 2 has to be less than 2}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 2} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<8xf32>) {
  // expected-error @+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1} : vector<4x8xf32>, vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.scan' op initial value rank 2 has to be equal to 1}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1} : vector<4x8xf32>, vector<4x8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op unsupported reduction type 'f32' for kind 'and'}}
  %0:2 = vector.scan <and>, %v, %i {inclusive = true, reduction_dim = 1} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op requires attribute 'inclusive'}}
  %0:2 = vector.scan <add>, %v, %i {reduction_dim = 1} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op requires attribute 'reduction_dim'}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op failed to verify that all of {initial_value, accumulated_value} have same type}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<3xf32>)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op failed to verify that all of {source, dest} have same type}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x7xf32>, vector<4xf32>)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op result #1 must be vector of any type values, but got 'f32'}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, f32)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: f32) {
  // expected-error @+1 {{'vector.scan' op operand #1 must be vector of any type values, but got 'f32'}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1 : i64}> : (vector<4x8xf32>, f32) -> (vector<4x8xf32>, vector<4xf32>)
  return
}

// -----

func.func @f(%v: vector<8xi32>, %i: vector<i32>) {
  // expected-error @+1 {{'vector.scan' op unsupported reduction type 'i32' for kind 'maxnumf'}}
  %0:2 = vector.scan <maxnumf>, %v, %i {inclusive = false, reduction_dim = 0} : vector<8xi32>, vector<i32>
  return
}

// -----

func.func @f(%v: vector<8xi32>, %i: vector<i32>) {
  // expected-error @+2 {{custom op 'vector.scan' expected ::mlir::vector::CombiningKind to be one of: add, mul, minui, minsi, minnumf, maxui, maxsi, maxnumf, and, or, xor, maximumf, minimumf}}
  // expected-error @+1 {{custom op 'vector.scan' failed to parse Vector_CombiningKindAttr parameter 'value' which is to be a `::mlir::vector::CombiningKind`}}
  %0:2 = vector.scan <bogus>, %v, %i {inclusive = false, reduction_dim = 0} : vector<8xi32>, vector<i32>
  return
}

// -----

func.func @f(%v: vector<8xi32>, %i: vector<i32>) {
  // expected-error @+1 {{expected ','}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = false, reduction_dim = 0} : vector<8xi32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op failed to verify that all of {source, dest} have same type}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x7xf32>, vector<3xf32>)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op incompatible input/initial value shapes}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = -1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{invalid properties {inclusive = 1 : i64, kind = #vector.kind<add>, reduction_dim = 1 : i64} for op vector.scan: Invalid attribute `inclusive` in property conversion: 1 : i64}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, inclusive = 1, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op requires attribute 'kind'}}
  %0:2 = "vector.scan"(%v, %i) <{inclusive = true, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{'vector.scan' op attribute 'reduction_dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, reduction_dim = 1 : i32, inclusive = true}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>, vector<4xf32>)
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{operation defines 1 results but was provided 2 to bind}}
  %0:2 = "vector.scan"(%v, %i) <{kind = #vector.kind<add>, inclusive = true, reduction_dim = 1 : i64}> : (vector<4x8xf32>, vector<4xf32>) -> (vector<4x8xf32>)
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  %0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<vector<4x8xf32>>
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<2xvector<4x8xf32>>'}}
  %1 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<2xvector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<vector<4x4xf32>>'}}
  %0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<vector<4x4xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result and operand with same underlying scalar type: 'memref<vector<4x8xi32>>'}}
  %0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<vector<4x8xi32>>
  return
}

// -----

func.func @f(%m: memref<?x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<?x8xf32>'}}
  %0 = "vector.type_cast"(%m) : (memref<?x8xf32>) -> memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, strided<[16, 1]>>) {
  // expected-error @+1 {{'vector.type_cast' op expects operand to be a memref with identity layout}}
  %0 = "vector.type_cast"(%m) : (memref<4x8xf32, strided<[16, 1]>>) -> memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32, 1>) {
  // expected-error @+1 {{'vector.type_cast' op expects result in same memory space}}
  %0 = "vector.type_cast"(%m) : (memref<4x8xf32, 1>) -> memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects result to be a memref with identity layout}}
  %0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<vector<4x8xf32>, strided<[], offset: 3>>
  return
}

// -----

func.func @f(%m: tensor<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'tensor<4x8xf32>'}}
  %0 = "vector.type_cast"(%m) : (tensor<4x8xf32>) -> memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{custom op 'vector.type_cast' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = vector.type_cast %m : memref<4x8xf32> to f32
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{custom op 'vector.type_cast' invalid kind of type specified: expected builtin.memref, but found 'f32'}}
  %0 = vector.type_cast %m : f32 to memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op expects concatenated result and operand shapes to be equal: 'memref<2xvector<4x8xf32>>'}}
  %0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<2xvector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<*xf32>) {
  // expected-error @+1 {{'vector.type_cast' op operand #0 must be statically shaped memref of any type values, but got 'memref<*xf32>'}}
  %0 = "vector.type_cast"(%m) : (memref<*xf32>) -> memref<vector<4x8xf32>>
  return
}

// -----

func.func @f(%m: memref<4x8xf32>) {
  // expected-error @+1 {{'vector.type_cast' op result #0 must be memref of any type values, but got 'memref<*xvector<4x8xf32>>'}}
  %0 = "vector.type_cast"(%m) : (memref<4x8xf32>) -> memref<*xvector<4x8xf32>>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that position is a multiple of the source length.}}
  %0 = vector.scalable.insert %x, %b[3] : vector<4xf32> into vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %1 = vector.scalable.extract %b[3] : vector<4xf32> from vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xi32>, %b: vector<[8]xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that all of {valueToStore, dest} have same element type}}
  %0 = vector.scalable.insert %s, %b[0] : vector<[4]xi32> into vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that all of {source, result} have same element type}}
  %1 = vector.scalable.extract %b[0] : vector<[4]xi32> from vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<8xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op operand #1 must be  of ranks 1, but got 'vector<8xf32>'}}
  %0 = vector.scalable.insert %s, %b[0] : vector<[4]xf32> into vector<8xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<8xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op operand #0 must be  of ranks 1, but got 'vector<8xf32>'}}
  %1 = vector.scalable.extract %b[0] : vector<[4]xf32> from vector<8xf32>
  return
}

// -----

func.func @f(%s: vector<[4]x2xf32>, %b: vector<[8]x2xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op operand #0 must be  of ranks 1, but got 'vector<[4]x2xf32>'}}
  %0 = vector.scalable.insert %s, %b[0] : vector<[4]x2xf32> into vector<[8]x2xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.scalable.insert"(%s, %b) <{pos = 0 : i64}> : (vector<[4]xf32>, vector<[8]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op requires attribute 'pos'}}
  %0 = "vector.scalable.insert"(%s, %b) : (vector<[4]xf32>, vector<[8]xf32>) -> vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.scalable.extract' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.scalable.extract %b[4] : f32 from vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>, %x: vector<4xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that position is a multiple of the result length.}}
  %0 = vector.scalable.extract %b[4] : vector<[16]xf32> from vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xi32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that all of {valueToStore, dest} have same element type}}
  %0 = "vector.scalable.insert"(%s, %b) <{pos = 3 : i64}> : (vector<[4]xi32>, vector<[8]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op failed to verify that all of {dest, result} have same type}}
  %0 = "vector.scalable.insert"(%s, %b) <{pos = 3 : i64}> : (vector<[4]xf32>, vector<[8]xf32>) -> vector<[4]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xi32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op failed to verify that all of {source, result} have same element type}}
  %0 = "vector.scalable.extract"(%b) <{pos = 3 : i64}> : (vector<[8]xf32>) -> vector<[4]xi32>
  return
}

// -----

func.func @f(%s: vector<[4]xi32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.extract' op result #0 must be  of ranks 1, but got 'vector<[4]x2xi32>'}}
  %0 = "vector.scalable.extract"(%b) <{pos = 3 : i64}> : (vector<[8]xf32>) -> vector<[4]x2xi32>
  return
}

// -----

func.func @f(%s: vector<[4]xi32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op result #0 must be  of ranks 1, but got 'vector<8xf32>'}}
  %0 = "vector.scalable.insert"(%s, %b) <{pos = 3 : i64}> : (vector<[4]xi32>, vector<[8]xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xi32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{'vector.scalable.insert' op attribute 'pos' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "vector.scalable.insert"(%s, %b) <{pos = 3 : i32}> : (vector<[4]xi32>, vector<[8]xf32>) -> vector<8xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.scan' 'vector.scan' op attribute 'reduction_dim' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = true, reduction_dim = 1 : i32} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%v: vector<4x8xf32>, %i: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.scan' 'vector.scan' op attribute 'inclusive' failed to satisfy constraint: bool attribute}}
  %0:2 = vector.scan <add>, %v, %i {inclusive = 1, reduction_dim = 1} : vector<4x8xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{expected ']'}}
  %0 = vector.scalable.insert %s, %b[4 : i32] : vector<[4]xf32> into vector<[8]xf32>
  return
}

// -----

func.func @f(%s: vector<[4]xf32>, %b: vector<[8]xf32>) {
  // expected-error @+1 {{floating point value not valid for specified type}}
  %0 = vector.scalable.insert %s, %b[4.0] : vector<[4]xf32> into vector<[8]xf32>
  return
}
