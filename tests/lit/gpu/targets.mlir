// The target attributes of gpu.module (#nvvm.target, #rocdl.target): their
// parameters in any order, printed in MLIR 22's order with those holding
// their default left out (`#nvvm.target` when all do), and MLIR's checks.
// The expected output is mlir-opt 22's (the second RUN line checks that).
// RUN: affine-opt %s -split-input-file -verify-diagnostics | FileCheck %s
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics | FileCheck %s

// CHECK: gpu.module @a [#nvvm.target<chip = "sm_80">] {
gpu.module @a [#nvvm.target<chip="sm_80">] {}

// -----

// Every parameter at its default, written or not.
// CHECK: gpu.module @b [#nvvm.target, #nvvm.target, #rocdl.target, #rocdl.target] {
gpu.module @b [#nvvm.target, #nvvm.target<triple = "nvptx64-nvidia-cuda", chip = "sm_50", features = "", O = 2, verifyTarget = true>, #rocdl.target<>, #rocdl.target<abi = "600", chip = "gfx900", O = 2, triple = "amdgcn-amd-amdhsa">] {}

// -----

// #rocdl.target is not checked when parsed (O = 4, an empty triple).
// CHECK: gpu.module @c [#nvvm.target<O = 3, chip = "sm_90", features = "+ptx80", flags = {fast}, link = ["lib.bc"], verifyTarget = false>, #rocdl.target<O = 1, chip = "gfx90a", abi = "500">, #rocdl.target<O = 4, triple = "">] {
gpu.module @c [#nvvm.target<verifyTarget = false, link = ["lib.bc"], flags = {fast}, features = "+ptx80", chip = "sm_90", O = 3>, #rocdl.target<abi = "500", chip = "gfx90a", O = 1>, #rocdl.target<triple = "", O = 4>] {}

// -----

// A kernel module as GPU flows leave it, with a launch from the host.
// CHECK-LABEL: module attributes {gpu.container_module} {
// CHECK:         gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
module attributes {gpu.container_module} {
  func.func @host(%m: memref<8xf32>) {
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    gpu.launch_func @kernels::@scale blocks in (%c1, %c1, %c1) threads in (%c8, %c1, %c1) args(%m : memref<8xf32>)
    return
  }
  gpu.module @kernels [#nvvm.target<chip = "sm_80">] {
    gpu.func @scale(%m: memref<8xf32>) kernel {
      affine.for %i = 0 to 8 {
        %v = affine.load %m[%i] : memref<8xf32>
        %w = arith.addf %v, %v : f32
        affine.store %w, %m[%i] : memref<8xf32>
      }
      gpu.return
    }
  }
}

// -----

// expected-error @+1 {{The optimization level must be a number between 0 and 3.}}
gpu.module @o [#nvvm.target<O = 4>] {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: foo}}
gpu.module @u [#nvvm.target<foo = 1>] {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: chip}}
gpu.module @d [#nvvm.target<chip = "sm_80", chip = "sm_90">] {}

// -----

// expected-error @+1 {{The target triple cannot be empty.}}
gpu.module @t [#nvvm.target<triple = "">] {}

// -----

// expected-error @+2 {{expected string}}
// expected-error @+1 {{failed to parse NVVM_TargetAttr parameter 'chip' which is to be a `::llvm::StringRef`}}
gpu.module @s [#nvvm.target<chip = 3>] {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse NVVM_TargetAttr parameter 'flags' which is to be a `DictionaryAttr`}}
gpu.module @f [#nvvm.target<flags = 3>] {}

// -----

// expected-error @+1 {{The target chip cannot be empty.}}
gpu.module @e [#nvvm.target<chip = "">] {}

// -----

// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse NVVM_TargetAttr parameter 'O' which is to be a `int`}}
gpu.module @o [#nvvm.target<O = "x">] {}
