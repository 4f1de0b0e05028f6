// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// llvm.getelementptr's trailing type is a FunctionType: any type is read,
// then its kind is checked at the type. vector.contract reports an unknown
// iterator type at its attribute dictionary. Both found by mutation-diff
// seed 2 once session 22's tests joined the corpus (verify-diagnostics form
// keeps the corpus as it is).

llvm.func @gep(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' invalid kind of type specified: expected builtin.function, but found '!llvm.ptr'}}
  %a = llvm.getelementptr inbounds %p[%i] : !llvm.ptr, f32
  llvm.return
}

// -----

func.func @contract(%a: vector<4xf32>, %b: vector<4xf32>, %c: f32) -> f32 {
  // expected-error @+1 {{custom op 'vector.contract' unexpected iterator_type (sideways)}}
  %r = vector.contract {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>], iterator_types = ["sideways"], kind = #vector.kind<add>} %a, %b, %c : vector<4xf32>, vector<4xf32> into f32
  return %r : f32
}
