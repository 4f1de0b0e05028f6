// RUN: affine-opt %s --split-input-file --verify-diagnostics

// Two unnamed slots collide, as in MLIR 22 (whose own diagnostic carries
// an uninitialised location; ours points at the block ids).
func.func @one_block_id(%i: index) {
  // expected-error @+1 {{region entry argument '' is already in use}}
  gpu.launch blocks(%bx) in (%x = %i, %y = %i, %z = %i) threads(%tx, %ty, %tz) in (%a = %i, %b = %i, %c = %i) {
    gpu.terminator
  }
  return
}
