// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @poison_no_type() {
  // expected-error @+1 {{expected ':'}}
  %0 = ub.poison
  return
}

// -----

func.func @poison_results() {
  // expected-error @+1 {{'ub.poison' op requires one result}}
  "ub.poison"() <{value = #ub.poison}> : () -> ()
  return
}

// -----

func.func @poison_bad_attr() {
  // expected-error @+1 {{invalid properties {value = 1 : i32} for op ub.poison: Invalid attribute `value` in property conversion: 1 : i32}}
  %0 = "ub.poison"() <{value = 1 : i32}> : () -> i32
  return
}

// -----

func.func @w(%x: f32) {
  // expected-error @+1 {{expected operation name in quotes}}
  %0 = ub.poison : f32, f32
  return
}
