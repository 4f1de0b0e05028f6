// An op in a diagnostic's message starts on its own line when it prints on
// several lines (MLIR's Diagnostic::appendOp), as in the error below.
// RUN: not affine-opt %s 2>&1 | FileCheck %s

// CHECK: block-without-terminator.mlir:[[@LINE+6]]:3: error: block with no terminator, has {{$}}
// CHECK-NEXT: "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>
// CHECK-NEXT: ^bb0(%arg1: index):
// CHECK: note: see current operation: {{$}}
// CHECK-NEXT: "affine.for"()
func.func @f(%A: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %a = affine.load %A[%i] : memref<4xf32>
  }
}
