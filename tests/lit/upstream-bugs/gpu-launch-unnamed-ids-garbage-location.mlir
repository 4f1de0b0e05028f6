// mlir-opt 22 BUG (uninitialised location): gpu.launch's parser copies each
// id list into its three region-argument slots whatever its length, so a
// single block id leaves two slots unnamed; they collide with "region entry
// argument '' is already in use", which mlir-opt reports at a location read
// from the unnamed slot (a column far past the line's end, different on
// each run). affine-opt reports the same error at the block ids. The test
// checks only the message of mlir-opt's (the location is not stable).
//
// The input is in the RUN lines so that this file stays a valid input for
// the round-trip and fuzzing corpora.
// RUN: echo 'func.func @f(%%i: index) {' > %t.mlir
// RUN: echo '  gpu.launch blocks(%%bx) in (%%x = %%i, %%y = %%i, %%z = %%i) threads(%%tx, %%ty, %%tz) in (%%a = %%i, %%b = %%i, %%c = %%i) {' >> %t.mlir
// RUN: echo '    gpu.terminator' >> %t.mlir
// RUN: echo '  }' >> %t.mlir
// RUN: echo '  return' >> %t.mlir
// RUN: echo '}' >> %t.mlir
// RUN: not %mlir_opt %t.mlir -o /dev/null 2>&1 | FileCheck %s --check-prefix=REF
// RUN: not affine-opt %t.mlir 2>&1 | FileCheck %s --check-prefix=OURS
// REF: error: region entry argument '' is already in use
// OURS: .mlir:2:20: error: region entry argument '' is already in use
