// Bad gpu printf/rotate/subgroup_broadcast/dynamic_shared_memory, subgroup_mma
// and sparse ops are rejected with mlir-opt 22's messages (the reference
// passes the same checks).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// -----

func.func @f(%x: index, %m: memref<*xf32>) {
  // expected-error @+1 {{'gpu.printf' op operand #1 must be variadic of integer or index or floating-point, but got 'memref<*xf32>'}}
  "gpu.printf"(%x, %m) <{format = "a"}> : (index, memref<*xf32>) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'gpu.printf' op requires attribute 'format'}}
  "gpu.printf"(%x) : (index) -> ()
  return
}

// -----

func.func @f(%i: i32) {
  // expected-error @+1 {{custom op 'gpu.printf' number of operands and types do not match: got 1 operands and 2 types}}
  gpu.printf "x" , %i : i32, i32
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op address space must be address_space<workgroup>}}
  %0 = gpu.dynamic_shared_memory : memref<?xi8>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op result memref type must be memref<?xi8, #gpu.address_space<workgroup>>}}
  %0 = gpu.dynamic_shared_memory : memref<4xi8, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @f() {
  // expected-error @+1 {{'gpu.dynamic_shared_memory' op result #0 must be 1D memref of 8-bit signless integer values, but got 'memref<?xi16, #gpu.address_space<workgroup>>'}}
  %0 = gpu.dynamic_shared_memory : memref<?xi16, #gpu.address_space<workgroup>>
  return
}

// -----

func.func @f(%r: memref<4xf32>) {
  // expected-error @+1 {{'gpu.host_register' op operand #0 must be unranked.memref of any type values, but got 'memref<4xf32>'}}
  "gpu.host_register"(%r) : (memref<4xf32>) -> ()
  return
}

// -----

func.func @f(%x: index) {
  // expected-error @+1 {{'gpu.set_default_device' op operand #0 must be 32-bit signless integer, but got 'index'}}
  "gpu.set_default_device"(%x) : (index) -> ()
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'gpu.rotate' op attribute 'width' failed to satisfy constraint: 32-bit signless integer attribute whose value is a power of two > 0}}
  %3, %4 = gpu.rotate %f, 1, 12 : f32
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'gpu.rotate' op attribute 'offset' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0}}
  %3, %4 = gpu.rotate %f, -1, 16 : f32
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'gpu.rotate' op offset must be in the range [0, 16)}}
  %3, %4 = gpu.rotate %f, 16, 16 : f32
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'gpu.rotate' op failed to verify that all of {value, rotateResult} have same type}}
  %3:2 = "gpu.rotate"(%f) <{offset = 1 : i32, width = 16 : i32}> : (f32) -> (f64, i1)
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'gpu.subgroup_broadcast' op lane must be specified for `specific_lane` broadcast}}
  %7 = gpu.subgroup_broadcast %f, specific_lane : f32
  return
}

// -----

func.func @f(%f: f32, %i: i32) {
  // expected-error @+1 {{'gpu.subgroup_broadcast' op lane can only be specified for `specific_lane` broadcast}}
  %7 = gpu.subgroup_broadcast %f, first_active_lane %i : f32
  return
}

// -----

func.func @f(%f: f32, %x: index) {
  // expected-error @+1 {{'gpu.subgroup_broadcast' op operand #1 must be 32-bit signless integer, but got 'index'}}
  %7 = "gpu.subgroup_broadcast"(%f, %x) <{broadcast_type = #gpu<broadcast specific_lane>}> : (f32, index) -> f32
  return
}

// -----

func.func @f(%m: memref<32x32xf16, 3>, %i: index) {
  // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' op requires attribute 'leadDimension'}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @f(%mi: memref<32x32xi16>, %i: index) {
  // expected-error @+1 {{'gpu.subgroup_mma_load_matrix' op operand #0 must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values, but got 'memref<32x32xi16>'}}
  %0 = gpu.subgroup_mma_load_matrix %mi[%i, %i] {leadDimension = 32 : index} : memref<32x32xi16> -> !gpu.mma_matrix<16x16xf16, "AOp">
  return
}

// -----

func.func @f(%m: memref<16x16xf32, strided<[32, 2]>>, %i: index) {
  // expected-error @+1 {{expected source memref most minor dim must have unit stride}}
  %0 = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<16x16xf32, strided<[32, 2]>> -> !gpu.mma_matrix<16x16xf32, "AOp">
  return
}

// -----

func.func @f(%A: !gpu.mma_matrix<16x16xf16, "AOp">, %m: memref<32x32xf16, 3>, %i: index) {
  // expected-error @+1 {{expected the operand matrix being stored to have 'COp' operand type}}
  gpu.subgroup_mma_store_matrix %A, %m[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf16, "AOp">, memref<32x32xf16, 3>
  return
}

// -----

func.func @f(%A: !gpu.mma_matrix<16x16xf16, "AOp">, %B: !gpu.mma_matrix<16x16xf16, "BOp">, %C: !gpu.mma_matrix<16x16xf32, "COp">) {
  // expected-error @+1 {{operands must be in the order AOp, BOp, COp}}
  %D = gpu.subgroup_mma_compute %B, %A, %C : !gpu.mma_matrix<16x16xf16, "BOp">, !gpu.mma_matrix<16x16xf16, "AOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @f(%A: !gpu.mma_matrix<16x16xf16, "AOp">, %B: !gpu.mma_matrix<16x16xf16, "BOp">, %C: !gpu.mma_matrix<16x8xf32, "COp">) {
  // expected-error @+1 {{operand shapes do not satisfy matmul constraints}}
  %D = gpu.subgroup_mma_compute %A, %B, %C : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x8xf32, "COp">
  return
}

// -----

func.func @f(%i8: i8) {
  // expected-error @+1 {{'gpu.subgroup_mma_constant_matrix' op operand #0 must be 8-bit signed integer or 8-bit unsigned integer or 32-bit signless integer or 16-bit float or 32-bit float, but got 'i8'}}
  %C2 = "gpu.subgroup_mma_constant_matrix"(%i8) : (i8) -> !gpu.mma_matrix<16x16xsi8, "COp">
  return
}

// -----

func.func @f(%h: f16) {
  // expected-error @+1 {{custom op 'gpu.subgroup_mma_constant_matrix' 'res' must be MMAMatrix type, but got 'f16'}}
  %C2 = gpu.subgroup_mma_constant_matrix %h : f16
  return
}

// -----

func.func @f(%f: f32) {
  // expected-error @+1 {{'gpu.subgroup_mma_elementwise' op operand #0 must be variadic of MMAMatrix type, but got 'f32'}}
  %E = gpu.subgroup_mma_elementwise addf %f : (f32) -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @f(%C: !gpu.mma_matrix<16x16xf32, "COp">, %i: index) {
  // expected-error @+1 {{'gpu.subgroup_mma_extract_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %x = gpu.subgroup_mma_extract_thread_local %C[%i] : !gpu.mma_matrix<16x16xf32, "COp"> -> f16
  return
}

// -----

func.func @f(%h: f16, %C: !gpu.mma_matrix<16x16xf32, "COp">, %i: index) {
  // expected-error @+1 {{'gpu.subgroup_mma_insert_thread_local' op failed to verify that value type matches element type of mma_matrix}}
  %y = gpu.subgroup_mma_insert_thread_local %h, %C[%i] : f16, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  return
}

// -----

func.func @f(%m: memref<?xf64>, %x: index) {
  // expected-error @+1 {{'gpu.create_dn_tensor' op operand count (2) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  %d = "gpu.create_dn_tensor"(%m, %x) : (memref<?xf64>, index) -> !gpu.sparse.dntensor_handle
  return
}

// -----

func.func @f(%u: memref<*xf32>, %x: index) {
  // expected-error @+1 {{'gpu.create_dn_tensor' op operand #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %d = "gpu.create_dn_tensor"(%u, %x) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (memref<*xf32>, index) -> !gpu.sparse.dntensor_handle
  return
}

// -----

func.func @f(%sp: !gpu.sparse.spmat_handle) {
  // expected-error @+1 {{'gpu.destroy_dn_tensor' op operand #0 must be dense tensor handle type, but got '!gpu.sparse.spmat_handle'}}
  "gpu.destroy_dn_tensor"(%sp) : (!gpu.sparse.spmat_handle) -> ()
  return
}

// -----

func.func @f(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error @+1 {{'gpu.spmv_buffer_size' op requires attribute 'computeType'}}
  %x = "gpu.spmv_buffer_size"(%sp, %dn, %dn) : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> index
  return
}

// -----

func.func @f(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %bs = gpu.spmv_buffer_size %sp, %dn, %dn into 3
  return
}

// -----

func.func @f(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error @+1 {{'gpu.spmm_buffer_size' op result #1 must be async token type, but got 'index'}}
  %x:2 = "gpu.spmm_buffer_size"(%sp, %dn, %dn) <{computeType = f32, resultSegmentSizes = array<i32: 1, 1>}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index)
  return
}

// -----

func.func @f(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error @+1 {{'gpu.spmm_buffer_size' op result count (2) does not match with the total size (0) specified in attribute 'resultSegmentSizes'}}
  %x:2 = "gpu.spmm_buffer_size"(%sp, %dn, %dn) <{computeType = f32}> : (!gpu.sparse.spmat_handle, !gpu.sparse.dntensor_handle, !gpu.sparse.dntensor_handle) -> (index, index)
  return
}

// -----

func.func @f(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle, %b: memref<?xi8>) {
  // expected-error @+1 {{custom op 'gpu.spmm' number of operands and types do not match: got 1 operands and 2 types}}
  gpu.spmm %sp, %dn, %dn, %b : memref<?xi8>, memref<?xi8> into f32
  return
}

// -----

func.func @f(%d: !gpu.sparse.spgemmop_handle, %sp: !gpu.sparse.spmat_handle, %x: index, %b: memref<?xi8>) {
  // expected-error @+1 {{'gpu.spgemm_work_estimation_or_compute' op requires attribute 'kind'}}
  %x2 = "gpu.spgemm_work_estimation_or_compute"(%d, %sp, %sp, %sp, %x, %b) <{computeType = f32}> : (!gpu.sparse.spgemmop_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, !gpu.sparse.spmat_handle, index, memref<?xi8>) -> index
  return
}

// -----

func.func @f(%sp: !gpu.sparse.spmat_handle, %dn: !gpu.sparse.dntensor_handle) {
  // expected-error @+2 {{custom op 'gpu.spmv_buffer_size' expected ::mlir::gpu::TransposeMode to be one of: NON_TRANSPOSE, TRANSPOSE, CONJUGATE_TRANSPOSE}}
  // expected-error @+1 {{custom op 'gpu.spmv_buffer_size' failed to parse GPU_TransposeModeAttr parameter 'value' which is to be a `::mlir::gpu::TransposeMode`}}
  %bs = gpu.spmv_buffer_size %sp {BOGUS}, %dn, %dn into f32
  return
}

// -----

// A size assignment whose id list starts with something else than an SSA
// name (mutation-diff seed 1).
func.func @f(%i: index) {
  // expected-error @+1 {{expected SSA operand}}
  gpu.launch blocks((%bx, %bz) in (%x = %i, %y = %i, %z = %i) threads(%tx, %ty, %tz) in (%a = %i, %b = %i, %c = %i) {
    gpu.terminator
  }
  return
}
