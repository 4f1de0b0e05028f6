// Generic-form property dictionaries as mlir-opt 22 handles them: keys a
// registered op does not declare are dropped, default-valued properties
// are set when left out, a key in <{...}> wins over the same inherent
// attribute in the attribute dictionary, and unregistered ops keep their
// properties as written (an empty dictionary, a non-dictionary).
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK-LABEL: sym_name = "props"
func.func @props(%a: i32, %f: f32, %i: index) -> i32 {
  // CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nsw>}>
  %0 = "arith.addi"(%a, %a) <{overflowFlags = #arith.overflow<nsw>, unknown_key = 1 : i32}> : (i32, i32) -> i32
  // CHECK: "arith.addi"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<none>}>
  %1 = "arith.addi"(%0, %a) <{}> : (i32, i32) -> i32
  // CHECK: "arith.muli"(%{{.*}}, %{{.*}}) <{overflowFlags = #arith.overflow<nuw>}> : (i32, i32) -> i32
  %2 = "arith.muli"(%1, %a) <{overflowFlags = #arith.overflow<nuw>}> {overflowFlags = #arith.overflow<nsw>} : (i32, i32) -> i32
  // CHECK: "arith.addf"(%{{.*}}, %{{.*}}) <{fastmath = #arith.fastmath<none>}> {keep = 2 : i32}
  %3 = "arith.addf"(%f, %f) <{}> {keep = 2 : i32} : (f32, f32) -> f32
  // CHECK: "math.sqrt"(%{{.*}}) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
  %4 = "math.sqrt"(%3) <{dropped}> : (f32) -> f32
  // CHECK: "affine.apply"(%{{.*}}) <{map = #{{.*}}}> : (index) -> index
  %5 = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0 + 1)>, extra = "x"}> : (index) -> index
  // CHECK: "foo.empty"() <{}> : () -> ()
  "foo.empty"() <{}> : () -> ()
  // CHECK: "foo.scalar"() <1 : i32> : () -> ()
  "foo.scalar"() <1 : i32> : () -> ()
  // CHECK: "foo.dict"() <{a = 1 : i64, b = 2 : i64}> : () -> ()
  "foo.dict"() <{a = 1, b = 2}> : () -> ()
  return %2 : i32
}
