#!/usr/bin/env python3
"""Writes a large MLIR module for the loop-pipeline benchmark to stdout.

Usage: gen_module.py NUM_FUNCTIONS

Each function holds loop nests of the kinds the pipeline transforms:
a matrix product (a 3-d band that tiles), a 2-d stencil between two
buffers, a reduction with iter_args, a loop with invariant loads and
arithmetic, and a loop with a trip count that is not a multiple of the
unroll factor. Bounds are constants, so every decision of the passes is
one mlir-opt 22 makes correctly (its output is the reference)."""
import sys

count = int(sys.argv[1]) if len(sys.argv) > 1 else 2000
out = sys.stdout
for i in range(count):
    n = 16 + 4 * (i % 5)
    m = n + 3 + i % 3
    k = 5 + i % 7
    out.write(f"""func.func @kernel_{i}(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>, %C: memref<{n}x{n}xf32>, %D: memref<{m}xf32>, %E: memref<{m}xf32>) -> f32 {{
  %zero = arith.constant 0.0 : f32
  %scale = arith.constant {i % 9}.5 : f32
  affine.for %i = 0 to {n} {{
    affine.for %j = 0 to {n} {{
      affine.for %k = 0 to {n} {{
        %a = affine.load %A[%i, %k] : memref<{n}x{n}xf32>
        %b = affine.load %B[%k, %j] : memref<{n}x{n}xf32>
        %c = affine.load %C[%i, %j] : memref<{n}x{n}xf32>
        %p = arith.mulf %a, %b : f32
        %s = arith.addf %c, %p : f32
        affine.store %s, %C[%i, %j] : memref<{n}x{n}xf32>
      }}
    }}
  }}
  affine.for %x = 1 to {n - 1} {{
    affine.for %y = 1 to {n - 1} {{
      %u = affine.load %A[%x - 1, %y] : memref<{n}x{n}xf32>
      %v = affine.load %A[%x + 1, %y] : memref<{n}x{n}xf32>
      %w = affine.load %A[%x, %y - 1] : memref<{n}x{n}xf32>
      %z = affine.load %A[%x, %y + 1] : memref<{n}x{n}xf32>
      %s1 = arith.addf %u, %v : f32
      %s2 = arith.addf %w, %z : f32
      %s3 = arith.addf %s1, %s2 : f32
      %s4 = arith.mulf %s3, %scale : f32
      affine.store %s4, %B[%x, %y] : memref<{n}x{n}xf32>
    }}
  }}
  %sum = affine.for %r = 0 to {m} iter_args(%acc = %zero) -> (f32) {{
    %d = affine.load %D[%r] : memref<{m}xf32>
    %t = arith.addf %acc, %d : f32
    affine.yield %t : f32
  }}
  affine.for %p = 0 to {m} {{
    %inv = affine.load %D[{k}] : memref<{m}xf32>
    %twice = arith.addf %inv, %inv : f32
    %scaled = arith.mulf %twice, %scale : f32
    %e = affine.load %E[%p] : memref<{m}xf32>
    %f = arith.addf %e, %scaled : f32
    affine.store %f, %E[%p] : memref<{m}xf32>
  }}
  affine.for %q = 2 to {m} step 3 {{
    %g = affine.load %D[%q] : memref<{m}xf32>
    %h = arith.mulf %g, %g : f32
    affine.store %h, %E[%q] : memref<{m}xf32>
  }}
  return %sum : f32
}}
""")
