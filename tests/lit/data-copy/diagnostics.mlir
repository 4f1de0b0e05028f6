// Diagnostics of -affine-data-copy-generate as mlir-opt 22 emits them: a
// semi-affine access has no region (an error, also from the footprint
// computation; the whole memref is copied instead); invalid option values.
//
// RUN: affine-opt %s -affine-data-copy-generate 2>&1 | FileCheck %s
// RUN: affine-opt %s -affine-data-copy-generate > %t.ours 2>&1
// RUN: %mlir_opt %s -affine-data-copy-generate > %t.ref 2>&1
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s -affine-data-copy-generate --check-semantics=3 -o /dev/null 2>/dev/null
// RUN: not affine-opt %s -affine-data-copy-generate=fast-mem-space=-1 2>&1 | FileCheck %s --check-prefix=OPT
// RUN: not affine-opt %s -affine-data-copy-generate=fast-mem-capacity=x 2>&1 | FileCheck %s --check-prefix=CAP

// CHECK:     error: getMemRefRegion: compose affine map failed
// CHECK:     error: error obtaining memory region
// CHECK:     error: getMemRefRegion: compose affine map failed
// CHECK:     memref.alloc() : memref<16x16xf32, 1>
// OPT: for the --fast-mem-space option: '-1' value invalid for uint argument!
// CAP: for the --fast-mem-capacity option: 'x' value invalid for ulong argument!
func.func @semi_affine(%A: memref<16x16xf32>, %n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %v = affine.load %A[%i, (%j * symbol(%n)) mod 16] : memref<16x16xf32>
      affine.store %v, %A[%i, %j] : memref<16x16xf32>
    }
  }
  return
}
