// Types of the wrong kind where ODS reads a type of one kind (found by
// scripts/typekind-diff.py): the custom parsers refuse them at the type,
// before any operand is resolved, with mlir-opt 22's messages; the rest
// are ODS constraints the verifiers check.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @f(%m: memref<4xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.store' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  vector.store %v, %m[%i] : memref<4xf32>, f32
  return
}

// -----

func.func @f(%m: memref<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'vector.load' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = vector.load %m[%i] : tensor<4xf32>, vector<4xf32>
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'vector.broadcast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.broadcast %a : f32 to f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.shape_cast' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.shape_cast %a : f32 to vector<4xf32>
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.reduction' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.reduction <add>, %a : f32 into f32
  return
}

// -----

func.func @f(%a: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.extract' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.extract %a[0] : f32 from f32
  return
}

// -----

func.func @f(%a: f32, %b: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.insert' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.insert %a, %b[0] : f32 into f32
  return
}

// -----

func.func @f(%a: i1) {
  // expected-error @+1 {{custom op 'vector.from_elements' invalid kind of type specified: expected builtin.vector, but found 'i1'}}
  %0 = vector.from_elements %a, %a : i1
  return
}

// -----

func.func @f(%a: vector<2xf32>, %b: vector<4xf32>) {
  // expected-error @+1 {{custom op 'vector.insert_strided_slice' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.insert_strided_slice %a, %b {offsets = [0], strides = [1]} : vector<2xf32> into f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'vector.fma' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.fma %a, %a, %a : f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'vector.outerproduct' expected vector type for operand #1}}
  %0 = vector.outerproduct %a, %a : f32, f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'vector.multi_reduction' invalid kind of type specified: expected builtin.vector, but found 'f32'}}
  %0 = vector.multi_reduction <add>, %a, %a [0] : f32 to f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'math.isinf' 'operand' must be floating-point-like, but got 'index'}}
  %0 = math.isinf %a : index
  return
}

// -----

func.func @f(%a: complex<f32>) {
  // expected-error @+1 {{custom op 'complex.abs' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.abs %a : f32
  return
}

// -----

func.func @f(%a: f32) {
  // expected-error @+1 {{custom op 'complex.create' invalid kind of type specified: expected builtin.complex, but found 'f32'}}
  %0 = complex.create %a, %a : f32
  return
}

// -----

func.func @f(%a: memref<4xf32>) {
  // expected-error @+1 {{custom op 'gpu.memcpy' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  gpu.memcpy %a, %a : memref<4xf32>, tensor<4xf32>
  return
}

// -----

func.func @f(%a: memref<4xf32>, %v: f32) {
  // expected-error @+1 {{custom op 'gpu.memset' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  gpu.memset %a, %v : tensor<4xf32>, f32
  return
}

// -----

func.func @f(%a: memref<*xf32>) {
  // expected-error @+1 {{custom op 'gpu.dealloc' invalid kind of type specified: expected builtin.memref, but found 'memref<*xf32>'}}
  gpu.dealloc %a : memref<*xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'gpu.alloc' invalid kind of type specified: expected builtin.memref, but found 'tensor<4xf32>'}}
  %0 = gpu.alloc () : tensor<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'gpu.subgroup_id' invalid kind of type specified: expected builtin.index, but found 'f32'}}
  %0 = gpu.subgroup_id : f32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'gpu.thread_id' op result #0 must be index, but got 'f32'}}
  %0 = "gpu.thread_id"() <{dimension = #gpu<dim x>}> : () -> f32
  return
}

// -----

gpu.module @m {
  // expected-error @+1 {{'gpu.func' op expected memref type in attribution}}
  gpu.func @k(%a: memref<4xf32>) workgroup(%w: tensor<4xf32>) kernel {
    gpu.return
  }
}

// -----

func.func @f(%a: tensor<4xf32>) {
  // expected-error @+1 {{custom op 'tensor.cast' invalid kind of type specified}}
  %0 = tensor.cast %a : memref<4xf32> to tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.extract' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xf32>'}}
  %0 = tensor.extract %a[%i] : tensor<*xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index, %v: f32) {
  // expected-error @+1 {{custom op 'tensor.insert' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.insert %v into %a[%i] : memref<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %b: tensor<2xf32>) {
  // expected-error @+1 {{custom op 'tensor.insert_slice' invalid kind of type specified: expected builtin.tensor, but found 'memref<2xf32>'}}
  %0 = tensor.insert_slice %b into %a[0][2][1] : memref<2xf32> into tensor<4xf32>
  return
}

// -----

func.func @f(%a: tensor<4xf32>, %i: index) {
  // expected-error @+1 {{custom op 'tensor.dim' invalid kind of type specified}}
  %0 = tensor.dim %a, %i : memref<4xf32>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{custom op 'tensor.empty' invalid kind of type specified: expected builtin.tensor, but found 'memref<4xf32>'}}
  %0 = tensor.empty() : memref<4xf32>
  return
}

// -----

func.func @f(%i: index) {
  // expected-error @+1 {{custom op 'tensor.from_elements' invalid kind of type specified: expected builtin.tensor, but found 'tensor<*xindex>'}}
  %0 = tensor.from_elements %i : tensor<*xindex>
  return
}

// -----

// expected-error @+1 {{cannot apply encoding to unranked tensor}}
func.func @f(%a: tensor<*xf32, 1>)

// -----

func.func @f(%p: !llvm.ptr, %i: index) {
  // expected-error @+1 {{'llvm.store' op operand #0 must be LLVM type with size, but got 'index'}}
  llvm.store %i, %p : index, !llvm.ptr
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.struct<"a", opaque>'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"a", opaque>
  return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got 'index'}}
  %0 = llvm.load %p atomic seq_cst {alignment = 16 : i64} : !llvm.ptr -> index
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.mlir.poison' op result #0 must be LLVM dialect-compatible type, but got 'index'}}
  %0 = llvm.mlir.poison : index
  return
}

// -----

// expected-error @+1 {{custom op 'memref.global' 'memref.global' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
memref.global @g : memref<2xf32> = dense<1.0> {alignment = 0}

// -----

func.func @f(%t: tensor<8xf32>, %s: tensor<1xf32>) -> tensor<8xf32> {
  %r = scf.forall (%i) in (8) shared_outs(%o = %t) -> (tensor<8xf32>) {
    scf.forall.in_parallel {
      // expected-error @+1 {{custom op 'tensor.parallel_insert_slice' invalid kind of type specified: expected builtin.tensor, but found 'memref<1xf32>'}}
      tensor.parallel_insert_slice %s into %o[%i] [1] [1] : memref<1xf32> into tensor<8xf32>
    }
  }
  return %r : tensor<8xf32>
}
