// Diagnostics mlir-opt 22 produces that affine-opt cannot match yet: dense<1> with a float element type must be rejected ('unexpected decimal integer literal for a floating point value').
// XFAIL: *
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note @+1 {{add a trailing dot to make the literal a float}}
memref.global @bad_init : memref<4xf32> = dense<1>
