// -lower-affine builds memref/vector loads and stores with an explicit
// `nontemporal = false` (MLIR's builders do; a parsed op has none): the
// generic form shows it, and CSE in the same run keeps a lowered load apart
// from an equal parsed one. Expected output: mlir-opt 22's.
// RUN: affine-opt %s -lower-affine --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: %mlir_opt %s -lower-affine --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: affine-opt %s -lower-affine -cse | FileCheck %s --check-prefix=CSE
// RUN: %mlir_opt %s -lower-affine -cse | FileCheck %s --check-prefix=CSE

// GENERIC: %0 = "memref.load"(%arg0, %arg1) <{nontemporal = false}> : (memref<16xi64>, index) -> i64
// GENERIC-NEXT: %1 = "memref.load"(%arg0, %arg1) : (memref<16xi64>, index) -> i64
// GENERIC: "memref.store"(%0, %arg0, %{{.*}}) <{nontemporal = false}> : (i64, memref<16xi64>, index) -> ()
// GENERIC: "vector.load"(%arg0, %arg1) <{nontemporal = false}> : (memref<16xi64>, index) -> vector<2xi64>
// GENERIC: "vector.store"(%{{.*}}, %arg0, %arg1) <{nontemporal = false}> : (vector<2xi64>, memref<16xi64>, index) -> ()

// CSE: %0 = memref.load %arg0[%arg1] : memref<16xi64>
// CSE-NEXT: %1 = memref.load %arg0[%arg1] : memref<16xi64>
// CSE: return %0, %1, %1 : i64, i64, i64
func.func @f(%m: memref<16xi64>, %i: index) -> (i64, i64, i64) {
  %a = affine.load %m[%i] : memref<16xi64>
  %b = memref.load %m[%i] : memref<16xi64>
  %c = memref.load %m[%i] : memref<16xi64>
  affine.store %a, %m[%i + 1] : memref<16xi64>
  %v = affine.vector_load %m[%i] : memref<16xi64>, vector<2xi64>
  affine.vector_store %v, %m[%i] : memref<16xi64>, vector<2xi64>
  return %a, %b, %c : i64, i64, i64
}
