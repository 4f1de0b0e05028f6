// gpu.shuffle, gpu.all_reduce (operation or body region, uniform),
// gpu.yield and gpu.subgroup_reduce (uniform, clustered) print as
// mlir-opt 22 prints them (its double space after the op name included),
// custom and generic forms; -cse merges shuffles (pure) but not the
// reductions (they synchronize work items), as mlir-opt does.
// RUN: affine-opt %s > %t.ours && %mlir_opt %s > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -cse > %t.ours && %mlir_opt %s -cse > %t.ref && diff %t.ref %t.ours
// RUN: affine-opt %s -mlir-print-op-generic | affine-opt | FileCheck %s
// RUN: affine-opt %s -cse | FileCheck %s --check-prefix=CSE

// CHECK-LABEL: gpu.func @k
// CHECK-NEXT: %shuffleResult, %valid = gpu.shuffle xor %arg0, %arg1, %arg2 : f32
// CHECK-NEXT: %shuffleResult_0, %valid_1 = gpu.shuffle idx %arg3, %arg1, %arg2 : vector<4xf32>
// CHECK-NEXT: %0 = gpu.all_reduce add %arg0 uniform {
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %1 = gpu.all_reduce %arg0 {
// CHECK-NEXT: ^bb0(%arg5: f32, %arg6: f32):
// CHECK-NEXT:   %7 = arith.addf %arg5, %arg6 : f32
// CHECK-NEXT:   gpu.yield %7 : f32
// CHECK-NEXT: } : (f32) -> f32
// CHECK-NEXT: %2 = gpu.all_reduce maxnumf %arg0 {
// CHECK-NEXT: } {foo} : (f32) -> f32
// CHECK-NEXT: %3 = gpu.subgroup_reduce add %arg0 : (f32) -> f32
// CHECK-NEXT: %4 = gpu.subgroup_reduce mul %arg3 uniform : (vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %5 = gpu.subgroup_reduce add %arg0 cluster(size = 4) : (f32) -> f32
// CHECK-NEXT: %6 = gpu.subgroup_reduce maxsi %arg4 cluster(size = 4, stride = 2) {bar} : (i32) -> i32
gpu.module @m {
  gpu.func @k(%a: f32, %i: i32, %w: i32, %v: vector<4xf32>, %n: i32) kernel {
    %s, %ok = gpu.shuffle xor %a, %i, %w : f32
    %s2, %ok2 = gpu.shuffle idx %v, %i, %w : vector<4xf32>
    %r = gpu.all_reduce add %a uniform {} : (f32) -> (f32)
    %r2 = gpu.all_reduce %a {
    ^bb(%x : f32, %y : f32):
      %z = arith.addf %x, %y : f32
      gpu.yield %z : f32
    } : (f32) -> (f32)
    %r3 = gpu.all_reduce maxnumf %a {} {foo} : (f32) -> (f32)
    %sr = gpu.subgroup_reduce add %a : (f32) -> f32
    %sr2 = gpu.subgroup_reduce mul %v uniform : (vector<4xf32>) -> vector<4xf32>
    %sr3 = gpu.subgroup_reduce add %a cluster(size = 4) : (f32) -> f32
    %sr4 = gpu.subgroup_reduce maxsi %n cluster(size = 4, stride = 2) {bar} : (i32) -> i32
    gpu.return
  }
}

// CSE-LABEL: func.func @cse
// CSE-NEXT: %0 = gpu.subgroup_reduce add %arg0 : (f32) -> f32
// CSE-NEXT: %1 = gpu.subgroup_reduce add %arg0 : (f32) -> f32
// CSE-NEXT: %shuffleResult, %valid = gpu.shuffle xor %arg0, %arg1, %arg2 : f32
// CSE-NEXT: %2 = gpu.all_reduce add %arg0 {
// CSE-NEXT: } : (f32) -> f32
// CSE-NEXT: %3 = gpu.all_reduce add %arg0 {
// CSE-NEXT: } : (f32) -> f32
// CSE-NEXT: return %0, %1, %shuffleResult, %shuffleResult, %2, %3
func.func @cse(%a: f32, %i: i32, %w: i32) -> (f32, f32, f32, f32, f32, f32) {
  %r1 = gpu.subgroup_reduce add %a : (f32) -> f32
  %r2 = gpu.subgroup_reduce add %a : (f32) -> f32
  %s1, %v1 = gpu.shuffle xor %a, %i, %w : f32
  %s2, %v2 = gpu.shuffle xor %a, %i, %w : f32
  %a1 = gpu.all_reduce add %a {} : (f32) -> (f32)
  %a2 = gpu.all_reduce add %a {} : (f32) -> (f32)
  return %r1, %r2, %s1, %s2, %a1, %a2 : f32, f32, f32, f32, f32, f32
}
