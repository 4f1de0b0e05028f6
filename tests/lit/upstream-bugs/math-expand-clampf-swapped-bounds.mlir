// mlir-opt 22 BUG (miscompile): -math-expand-ops expands
// `math.clampf %x to [%lo, %hi]` into `maximumf(minimumf(%x, %lo), %hi)`,
// which is %hi whenever %lo <= %hi. The op is documented as
// `clampf(value, min, max) = maxf(minf(value, max), min)`; it is mlir-opt's
// only lowering of clampf on CPU. Our interpreter follows the documentation
// (0.5 clamped to [0, 1] is 0.5).
//
// The WRONG lines check what mlir-opt's expansion computes, so this test
// fails once upstream fixes the pass.
//
// RUN: affine-opt %s --run=clamp --run-inputs='[0.5, 0.0, 1.0]' | FileCheck %s --check-prefix=CORRECT
// RUN: %mlir_opt %s -math-expand-ops | FileCheck %s --check-prefix=EXPANDED
// RUN: %mlir_opt %s -math-expand-ops | affine-opt --run=clamp --run-inputs='[0.5, 0.0, 1.0]' | FileCheck %s --check-prefix=WRONG
// RUN: %mlir_opt %s -math-expand-ops %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER-WRONG

// CORRECT: ret0: f32 = 0.5
// EXPANDED: %[[MIN:.*]] = arith.minimumf %arg0, %arg1 : f32
// EXPANDED: arith.maximumf %[[MIN]], %arg2 : f32
// WRONG: ret0: f32 = 1
// RUNNER-WRONG: [1]
func.func @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %r = math.clampf %x to [%lo, %hi] : f32
  return %r : f32
}

func.func @main() {
  %x = arith.constant 0.5 : f32
  %lo = arith.constant 0.0 : f32
  %hi = arith.constant 1.0 : f32
  %r = call @clamp(%x, %lo, %hi) : (f32, f32, f32) -> f32
  %m = memref.alloc() : memref<1xf32>
  %c0 = arith.constant 0 : index
  memref.store %r, %m[%c0] : memref<1xf32>
  %u = memref.cast %m : memref<1xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}
func.func private @printMemrefF32(memref<*xf32>)
