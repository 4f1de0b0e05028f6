// Errors in the file metadata section and in `dense_resource`, as mlir-opt 22
// reports them.
// RUN: affine-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// expected-error@+2 {{unknown key 'weights' in file metadata dictionary}}
{-#
  weights: {}
#-}

// -----

// expected-error@+2 {{expected identifier key in file metadata dictionary}}
{-#
  "dialect_resources": {}
#-}

// -----

// expected-error@+3 {{dialect 'torch' is unknown}}
{-#
  dialect_resources: {
    torch: { w: "0x04000000" }
  }
#-}

// -----

// expected-error@+3 {{unexpected 'resource' section for dialect 'arith'}}
{-#
  dialect_resources: {
    arith: { w: "0x04000000" }
  }
#-}

// -----

// expected-error@+3 {{unknown 'resource' key 'w' for dialect 'ml_program'}}
{-#
  dialect_resources: {
    ml_program: { w: "0x04000000" }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'w'}}
{-#
  dialect_resources: {
    builtin: {
      w: "0x0400000g"
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'w'}}
{-#
  dialect_resources: {
    builtin: {
      w: true
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'w' to encode alignment in first 4 bytes}}
{-#
  dialect_resources: {
    builtin: {
      w: "0x0400"
    }
  }
#-}

// -----

// expected-error@+4 {{expected hex string blob for key 'w' to encode alignment in first 4 bytes, but got non-power-of-2 value: 6}}
{-#
  dialect_resources: {
    builtin: {
      w: "0x0600000001"
    }
  }
#-}

// -----

// expected-error@+4 {{expected identifier key for 'resource' entry}}
{-#
  dialect_resources: {
    builtin: {
      7: "0x04000000"
    }
  }
#-}

// -----

// expected-error@+4 {{expected string value for key 'retries'}}
{-#
  external_resources: {
    tool: {
      retries: 3
    }
  }
#-}

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"foo.op"() {w = dense_resource<w> : i32} : () -> ()

// -----

// expected-error@+1 {{`dense_resource` expected a shaped type}}
"foo.op"() {w = dense_resource<w> : complex<f32>} : () -> ()

// -----

// expected-error@+1 {{expected identifier key for 'resource' entry}}
"foo.op"() {w = dense_resource<1> : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected '<' after 'dense_resource'}}
"foo.op"() {w = dense_resource w : tensor<2xi8>} : () -> ()

// -----

// expected-error@+1 {{expected ':'}}
"foo.op"() {w = dense_resource<w>} : () -> ()
