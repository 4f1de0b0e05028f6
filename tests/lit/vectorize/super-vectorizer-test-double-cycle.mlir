// Slices in a graph region where two ops use each other twice: mlir-opt 22
// recurses until it crashes (its DFS forgets ops on the current path); the
// slice of each op is the other one.
//
// RUN: not --crash %mlir_opt -allow-unregistered-dialect %s -affine-super-vectorizer-test="forward-slicing=true" -o /dev/null 2>&1
// RUN: affine-opt -allow-unregistered-dialect %s -affine-super-vectorizer-test="forward-slicing=true" 2>&1 | FileCheck %s --check-prefix=FWD
// RUN: affine-opt -allow-unregistered-dialect %s -affine-super-vectorizer-test="backward-slicing=true" 2>&1 | FileCheck %s --check-prefix=BWD
// RUN: affine-opt -allow-unregistered-dialect %s -affine-super-vectorizer-test="slicing=true" 2>&1 | FileCheck %s --check-prefix=BOTH

// FWD: matched: [[V0:%.+]] = "slicing-test-op"([[V1:%.+]], [[V1]]) : (i1, i1) -> i1 forward static slice:
// FWD-NEXT: [[V1]] = "slicing-test-op"([[V0]], [[V0]]) : (i1, i1) -> i1
// FWD-NEXT: matched: [[V1]] = "slicing-test-op"([[V0]], [[V0]]) : (i1, i1) -> i1 forward static slice:
// FWD-NEXT: [[V0]] = "slicing-test-op"([[V1]], [[V1]]) : (i1, i1) -> i1
// BWD: matched: [[V0:%.+]] = "slicing-test-op"([[V1:%.+]], [[V1]]) : (i1, i1) -> i1 backward static slice:
// BWD-NEXT: [[V1]] = "slicing-test-op"([[V0]], [[V0]]) : (i1, i1) -> i1
// BWD-NEXT: matched: [[V1]] = "slicing-test-op"([[V0]], [[V0]]) : (i1, i1) -> i1 backward static slice:
// BWD-NEXT: [[V0]] = "slicing-test-op"([[V1]], [[V1]]) : (i1, i1) -> i1
// BOTH: matched: [[V0:%.+]] = "slicing-test-op"([[V1:%.+]], [[V1]]) : (i1, i1) -> i1 static slice:
// BOTH-NEXT: [[V0]] = "slicing-test-op"
// BOTH-NEXT: [[V1]] = "slicing-test-op"
func.func @graph_region_with_double_cycle() {
  test.isolated_graph_region {
    %0 = "slicing-test-op"(%1, %1) : (i1, i1) -> i1
    %1 = "slicing-test-op"(%0, %0) : (i1, i1) -> i1
  }
  return
}
