// vector.multi_reduction reads its attribute dictionary before the reduced
// dimensions (`$acc attr-dict $reduction_dims`): a `{` there opens the
// dictionary, so `{[1]` is a missing attribute name, as in mlir-opt 22.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @brace_before_dims(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  // expected-error @+1 {{expected attribute name}}
  %0 = vector.multi_reduction <add>, %v, %acc {[1] : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}

// -----

func.func @dims_then_dict(%v: vector<2x4xf32>, %acc: vector<2xf32>) -> vector<2xf32> {
  // expected-error @+1 {{expected ':'}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] {test.tag} : vector<2x4xf32> to vector<2xf32>
  return %0 : vector<2xf32>
}
