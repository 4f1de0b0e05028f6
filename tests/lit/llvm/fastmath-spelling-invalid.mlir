// A `fastmathFlags` that is not an #llvm.fastmath, written in the attribute
// dictionary of an llvm op with an assembly format, is rejected by the
// generated parser ("failed to satisfy constraint"), in the generic form by
// verifyInherentAttrs, and in `<{...}>` by the property conversion. (The
// hand-written llvm.fcmp parser drops it: fcmp-fastmath-spelling.mlir.)
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

llvm.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{custom op 'llvm.fadd' 'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.fadd %a, %b {fastmathFlags = 3} : f32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.fneg' 'llvm.fneg' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.fneg %a {fastmathFlags = 3 : i32} : f32
  llvm.return
}

// -----

llvm.func @f(%c: i1, %a: f32, %b: f32) {
  // expected-error @+1 {{custom op 'llvm.select' 'llvm.select' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.select %c, %a, %b {fastmathFlags = "fast"} : i1, f32
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'llvm.intr.sqrt' 'llvm.intr.sqrt' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = llvm.intr.sqrt(%a) {fastmathFlags = 3} : (f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'llvm.fadd' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = "llvm.fadd"(%a, %b) {fastmathFlags = 1} : (f32, f32) -> f32
  llvm.return
}

// -----

llvm.func @f(%a: f32, %b: f32) {
  // expected-error @+1 {{'llvm.fcmp' op attribute 'fastmathFlags' failed to satisfy constraint: LLVM fastmath flags}}
  %0 = "llvm.fcmp"(%a, %b) {predicate = 1, fastmathFlags = 3} : (f32, f32) -> i1
  llvm.return
}

// -----

llvm.func @f(%a: f32) {
  // expected-error @+1 {{invalid properties {fastmathFlags = 3 : i64} for op llvm.intr.sqrt: Invalid attribute `fastmathFlags` in property conversion: 3 : i64}}
  %0 = "llvm.intr.sqrt"(%a) <{fastmathFlags = 3}> : (f32) -> f32
  llvm.return
}
