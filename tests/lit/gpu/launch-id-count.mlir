// RUN: affine-opt %s --split-input-file | FileCheck %s
// RUN: affine-opt %s --split-input-file > %t.ours && %mlir_opt %s --split-input-file > %t.ref && diff %t.ours %t.ref

// MLIR 22's gpu.launch parser copies each id list into its three slots
// whatever its length: two block ids leave the third block id unnamed
// (it prints as a fresh argument), a fourth block id runs into the thread
// ids (which the threads section then overwrites). We accept what 22
// accepts and print what it prints.

// CHECK-LABEL: func.func @two_block_ids
// CHECK: gpu.launch blocks(%[[BX:[^,]*]], %{{.*}}, %{{.*}}) in
// CHECK: memref.store %[[BX]]
func.func @two_block_ids(%i: index, %m: memref<?xindex>) {
  gpu.launch blocks(%bx, %bz) in (%x = %i, %y = %i, %z = %i) threads(%tx, %ty, %tz) in (%a = %i, %b = %i, %c = %i) {
    memref.store %bz, %m[%tx] : memref<?xindex>
    memref.store %bx, %m[%ty] : memref<?xindex>
    gpu.terminator
  }
  return
}

// -----

// CHECK-LABEL: func.func @four_block_ids
// CHECK: gpu.launch blocks(
func.func @four_block_ids(%i: index, %m: memref<?xindex>) {
  gpu.launch blocks(%bx, %by, %bz, %bw) in (%x = %i, %y = %i, %z = %i) threads(%tx, %ty, %tz) in (%a = %i, %b = %i, %c = %i) {
    memref.store %bz, %m[%tx] : memref<?xindex>
    gpu.terminator
  }
  return
}
