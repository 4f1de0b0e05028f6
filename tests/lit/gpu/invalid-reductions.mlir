// Bad gpu.shuffle / gpu.all_reduce / gpu.subgroup_reduce are rejected with
// mlir-opt 22's messages (the reference passes the same checks).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

func.func @f(%a: f32, %i: i32, %w: i32) {
  // expected-error @+2 {{custom op 'gpu.shuffle' expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx}}
  // expected-error @+1 {{custom op 'gpu.shuffle' failed to parse GPU_ShuffleModeAttr parameter 'value' which is to be a `::mlir::gpu::ShuffleMode`}}
  %s, %ok = gpu.shuffle bad %a, %i, %w : f32
  return
}

// -----

func.func @f(%a: index, %i: i32, %w: i32) {
  // expected-error @+1 {{'gpu.shuffle' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'index'}}
  %s, %ok = gpu.shuffle xor %a, %i, %w : index
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce %a {} : (f32) -> (f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %r = gpu.all_reduce and %a {} : (f32) -> (f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected either an op attribute or a non-empty body}}
  %r = gpu.all_reduce add %a {
  ^bb(%x : f32, %y : f32):
    gpu.yield %x : f32
  } : (f32) -> (f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected two region arguments}}
  %r = gpu.all_reduce %a {
  ^bb(%x : f32):
    gpu.yield %x : f32
  } : (f32) -> (f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{incorrect region argument type}}
  %r = gpu.all_reduce %a {
  ^bb(%x : f32, %y : i32):
    gpu.yield %x : f32
  } : (f32) -> (f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{expected one gpu.yield operand}}
  %r = gpu.all_reduce %a {
  ^bb(%x : f32, %y : f32):
    gpu.yield %y, %x : f32, f32
  } : (f32) -> (f32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{incorrect gpu.yield type}}
  %r = gpu.all_reduce %a {
  ^bb(%x : f32, %y : f32):
    %i = arith.constant 1 : i32
    gpu.yield %i : i32
  } : (f32) -> (f32)
  return
}

// -----

func.func @f(%a: i32) {
  // expected-error @+1 {{`maxnumf` reduction operation is not compatible with type 'i32'}}
  %r = gpu.all_reduce maxnumf %a {} : (i32) -> (i32)
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{`and` reduction operation is not compatible with type 'f32'}}
  %r = gpu.subgroup_reduce and %a : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op cluster size 3 is not a power of two}}
  %r = gpu.subgroup_reduce add %a cluster(size = 3) : (f32) -> f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op cluster stride 0 is not a power of two}}
  %r = gpu.subgroup_reduce add %a cluster(size = 4, stride = 0) : (f32) -> f32
  return
}

// -----

func.func @f(%a: vector<2x2xf32>) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op operand #0 must be Integer or Float or fixed-length vector of Integer or Float values of ranks 1, but got 'vector<2x2xf32>'}}
  %r = gpu.subgroup_reduce add %a : (vector<2x2xf32>) -> vector<2x2xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{'gpu.subgroup_reduce' op requires the same type for all operands and results}}
  %r = gpu.subgroup_reduce add %a : (f32) -> f64
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'gpu.subgroup_reduce' invalid op kind}}
  %r = gpu.subgroup_reduce bad %a : (f32) -> f32
  return
}

// -----

// Keyword errors inside `cluster(...)` are custom-op errors at the token
// (found by scripts/mutation-diff.py --seed 2).
func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'gpu.subgroup_reduce' expected 'stride'}}
  %r = gpu.subgroup_reduce add %a cluster(size = 4, strid = 2) : (f32) -> f32
  return
}
