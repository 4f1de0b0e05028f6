// RUN: affine-opt %s --split-input-file | FileCheck %s
// RUN: affine-opt %s --split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEAR
// Each chunk is parsed and printed on its own; chunk outputs are separated by the marker.

// CHECK-LABEL: func.func @first
func.func @first() {
  return
}

// -----

// CHECK: {{^//[ ]-----$}}
// CHECK-NEXT: module {
// CHECK-NEXT:   func.func @second
func.func @second() {
  return
}
// -----
// A near miss of the marker is a warning, and the chunk goes on past it.
// NEAR: split-input-file.mlir:[[@LINE+1]]:7: warning: near miss with file split marker
// ----
func.func @third() {
  return
}
