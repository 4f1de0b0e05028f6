// The gpu ops 22 registers beyond launches and reductions (issue #13):
// printf, dynamic shared memory, host registration, the default device,
// cluster ids, rotate, subgroup_broadcast, the subgroup_mma ops and the
// sparse ops, printed as mlir-opt 22 prints them, spaces included, and
// identical in generic form.
// RUN: affine-opt %s | FileCheck %s --strict-whitespace
// RUN: %mlir_opt %s | FileCheck %s --strict-whitespace
// RUN: affine-opt %s -mlir-print-op-generic > %t.ours && %mlir_opt %s -mlir-print-op-generic > %t.ref && diff %t.ref %t.ours
// RUN: %mlir_opt %s -mlir-print-op-generic | affine-opt | FileCheck %s --strict-whitespace

func.func @misc(%i: i32, %f: f32, %x: index, %m: memref<*xf32>, %v: vector<4xf32>) {
  gpu.printf "Hello %d %f\n", %i, %f : i32, f32
  gpu.printf "none" {foo}
  %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
  gpu.host_register %m : memref<*xf32>
  gpu.host_unregister %m : memref<*xf32>
  gpu.set_default_device %i
  gpu.set_default_device {a} %i
  %1 = gpu.cluster_block_id x
  %2 = gpu.cluster_dim_blocks y upper_bound 8
  %3, %4 = gpu.rotate %f, 1, 16 : f32
  %5, %6 = gpu.rotate %v, 0, 4 {x} : vector<4xf32>
  %7 = gpu.subgroup_broadcast %f, first_active_lane : f32
  %8 = gpu.subgroup_broadcast %v, specific_lane %i : vector<4xf32>
  return
}
func.func @mma(%m: memref<32x32xf16, 3>, %i: index, %h: f16, %f: f32, %mf: memref<32x32xf32>) {
  %A = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
  %B = gpu.subgroup_mma_load_matrix %m[%i, %i] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
  %C = gpu.subgroup_mma_constant_matrix %f : !gpu.mma_matrix<16x16xf32, "COp">
  %D = gpu.subgroup_mma_compute %A, %B, %C {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  %E = gpu.subgroup_mma_elementwise addf %D, %C : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
  %x = gpu.subgroup_mma_extract_thread_local %E[%i] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
  %y = gpu.subgroup_mma_insert_thread_local %x, %E[%i] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
  gpu.subgroup_mma_store_matrix %y, %mf[%i, %i] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
  return
}
func.func @sparse(%arg0: index, %m: memref<?xf64>, %mi: memref<?xindex>, %t0: !gpu.async.token, %b: memref<?xi8>) {
  %dn, %t1 = gpu.create_dn_tensor async [%t0] %m, %arg0, %arg0 : index, index into memref<?xf64>
  %dn2 = gpu.create_dn_tensor %m, %arg0 : index into memref<?xf64>
  %t2 = gpu.destroy_dn_tensor async [%t1] %dn
  gpu.destroy_dn_tensor %dn2
  %sp, %t3 = gpu.create_coo async [%t2] %arg0, %arg0, %arg0, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %sp2 = gpu.create_coo_aos %arg0, %arg0, %arg0, %mi, %m {x} : memref<?xindex>, memref<?xf64>
  %sp3 = gpu.create_csr %arg0, %arg0, %arg0, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %sp4 = gpu.create_csc %arg0, %arg0, %arg0, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %sp5 = gpu.create_bsr %arg0, %arg0, %arg0, %arg0, %arg0, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
  %sp6, %t4 = gpu.create_2to4_spmat async [%t3] {PRUNE_ONLY} %arg0, %arg0, %m : memref<?xf64>
  %t5 = gpu.destroy_sp_mat async [%t4] %sp6
  %bs, %t6 = gpu.spmv_buffer_size async [%t5] %sp {TRANSPOSE}, %dn, %dn into f32
  %bs2 = gpu.spmv_buffer_size %sp, %dn, %dn into f64
  %t7 = gpu.spmv async [%t6] %sp, %dn, %dn, %b : memref<?xi8> into f64
  %bss:2, %t8 = gpu.spmm_buffer_size async [%t7] %sp, %dn {CONJUGATE_TRANSPOSE}, %dn : index, index into f32
  %t9 = gpu.spmm async [%t8] %sp {NON_TRANSPOSE}, %dn, %dn, %b, %b : memref<?xi8>, memref<?xi8> into f32
  %bs3 = gpu.sddmm_buffer_size %dn, %dn, %sp into f32
  gpu.sddmm %dn {TRANSPOSE}, %dn, %sp, %b : memref<?xi8> into f32
  %d, %t10 = gpu.spgemm_create_descr async [%t9]
  %bs4, %t11 = gpu.spgemm_work_estimation_or_compute async [%t10] {COMPUTE} %sp, %sp, %sp, %d, %arg0, %b : f32 into memref<?xi8>
  %t12 = gpu.spgemm_copy async [%t11] %sp, %sp, %sp, %d : f32
  %r, %c, %n = gpu.spmat_get_size %sp
  %t13 = gpu.set_csr_pointers async [%t12] %sp, %mi, %mi, %m : memref<?xindex>, memref<?xindex>, memref<?xf64>
  gpu.spgemm_destroy_descr %d
  gpu.wait [%t13]
  return
}

// CHECK-LABEL: func.func @misc(%arg0: i32, %arg1: f32, %arg2: index, %arg3: memref<*xf32>, %arg4: vector<4xf32>) {
// CHECK-NEXT: gpu.printf "Hello %d %f\0A", %arg0, %arg1 : i32, f32
// CHECK-NEXT: gpu.printf "none" {foo}
// CHECK-NEXT: %0 = gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// CHECK-NEXT: gpu.host_register %arg3 : memref<*xf32>
// CHECK-NEXT: gpu.host_unregister %arg3 : memref<*xf32>
// CHECK-NEXT: gpu.set_default_device %arg0
// CHECK-NEXT: gpu.set_default_device {a} %arg0
// CHECK-NEXT: %cluster_block_id_x = gpu.cluster_block_id  x
// CHECK-NEXT: %cluster_dim_blocks_y = gpu.cluster_dim_blocks  y upper_bound 8
// CHECK-NEXT: %rotateResult, %valid = gpu.rotate %arg1, 1, 16 : f32
// CHECK-NEXT: %rotateResult_0, %valid_1 = gpu.rotate %arg4, 0, 4 {x} : vector<4xf32>
// CHECK-NEXT: %1 = gpu.subgroup_broadcast %arg1,  first_active_lane : f32
// CHECK-NEXT: %2 = gpu.subgroup_broadcast %arg4,  specific_lane %arg0 : vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @mma(%arg0: memref<32x32xf16, 3>, %arg1: index, %arg2: f16, %arg3: f32, %arg4: memref<32x32xf32>) {
// CHECK-NEXT: %0 = gpu.subgroup_mma_load_matrix %arg0[%arg1, %arg1] {leadDimension = 32 : index} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "AOp">
// CHECK-NEXT: %1 = gpu.subgroup_mma_load_matrix %arg0[%arg1, %arg1] {leadDimension = 32 : index, transpose} : memref<32x32xf16, 3> -> !gpu.mma_matrix<16x16xf16, "BOp">
// CHECK-NEXT: %2 = gpu.subgroup_mma_constant_matrix %arg3 : !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %3 = gpu.subgroup_mma_compute %0, %1, %2 {a_transpose} : !gpu.mma_matrix<16x16xf16, "AOp">, !gpu.mma_matrix<16x16xf16, "BOp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %4 = gpu.subgroup_mma_elementwise  addf %3, %2 : (!gpu.mma_matrix<16x16xf32, "COp">, !gpu.mma_matrix<16x16xf32, "COp">) -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: %5 = gpu.subgroup_mma_extract_thread_local %4[%arg1] : !gpu.mma_matrix<16x16xf32, "COp"> -> f32
// CHECK-NEXT: %6 = gpu.subgroup_mma_insert_thread_local %5, %4[%arg1] : f32, !gpu.mma_matrix<16x16xf32, "COp"> -> !gpu.mma_matrix<16x16xf32, "COp">
// CHECK-NEXT: gpu.subgroup_mma_store_matrix %6, %arg4[%arg1, %arg1] {leadDimension = 32 : index} : !gpu.mma_matrix<16x16xf32, "COp">, memref<32x32xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @sparse(%arg0: index, %arg1: memref<?xf64>, %arg2: memref<?xindex>, %arg3: !gpu.async.token, %arg4: memref<?xi8>) {
// CHECK-NEXT: %dnTensor, %asyncToken = gpu.create_dn_tensor async [%arg3] %arg1, %arg0, %arg0 : index, index into memref<?xf64>
// CHECK-NEXT: %dnTensor_0 = gpu.create_dn_tensor  %arg1, %arg0 : index into memref<?xf64>
// CHECK-NEXT: %0 = gpu.destroy_dn_tensor async [%asyncToken] %dnTensor
// CHECK-NEXT: gpu.destroy_dn_tensor  %dnTensor_0
// CHECK-NEXT: %spmat, %asyncToken_1 = gpu.create_coo async [%0] %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_2 = gpu.create_coo_aos  %arg0, %arg0, %arg0, %arg2, %arg1 {x} : memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_3 = gpu.create_csr  %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_4 = gpu.create_csc  %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spmat_5 = gpu.create_bsr  %arg0, %arg0, %arg0, %arg0, %arg0, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: %spMat, %asyncToken_6 = gpu.create_2to4_spmat async [%asyncToken_1]{ PRUNE_ONLY} %arg0, %arg0, %arg1 : memref<?xf64>
// CHECK-NEXT: %1 = gpu.destroy_sp_mat async [%asyncToken_6] %spMat
// CHECK-NEXT: %bufferSz, %asyncToken_7 = gpu.spmv_buffer_size async [%1] %spmat{ TRANSPOSE}, %dnTensor, %dnTensor into f32
// CHECK-NEXT: %bufferSz_8 = gpu.spmv_buffer_size  %spmat, %dnTensor, %dnTensor into f64
// CHECK-NEXT: %2 = gpu.spmv async [%asyncToken_7] %spmat, %dnTensor, %dnTensor, %arg4 : memref<?xi8> into f64
// CHECK-NEXT: %bufferSzs:2, %asyncToken_9 = gpu.spmm_buffer_size async [%2] %spmat, %dnTensor{ CONJUGATE_TRANSPOSE}, %dnTensor : index, index into f32
// CHECK-NEXT: %3 = gpu.spmm async [%asyncToken_9] %spmat, %dnTensor, %dnTensor, %arg4, %arg4 : memref<?xi8>, memref<?xi8> into f32
// CHECK-NEXT: %bufferSz_10 = gpu.sddmm_buffer_size  %dnTensor, %dnTensor, %spmat into f32
// CHECK-NEXT: gpu.sddmm  %dnTensor{ TRANSPOSE}, %dnTensor, %spmat, %arg4 : memref<?xi8> into f32
// CHECK-NEXT: %desc, %asyncToken_11 = gpu.spgemm_create_descr async [%3]
// CHECK-NEXT: %bufferSzNew, %asyncToken_12 = gpu.spgemm_work_estimation_or_compute async [%asyncToken_11]{ COMPUTE} %spmat, %spmat, %spmat, %desc, %arg0, %arg4 : f32 into memref<?xi8>
// CHECK-NEXT: %4 = gpu.spgemm_copy async [%asyncToken_12] %spmat, %spmat, %spmat, %desc : f32
// CHECK-NEXT: %rows, %cols, %nnz = gpu.spmat_get_size  %spmat
// CHECK-NEXT: %5 = gpu.set_csr_pointers async [%4] %spmat, %arg2, %arg2, %arg1 : memref<?xindex>, memref<?xindex>, memref<?xf64>
// CHECK-NEXT: gpu.spgemm_destroy_descr  %desc
// CHECK-NEXT: gpu.wait [%5]
// CHECK-NEXT: return
// CHECK-NEXT: }
