#!/usr/bin/env python3
"""Writes a large MLIR module of affine loop nests (default >= 50 MB) to stdout.

Functions cycle through a few shapes (matmul-like nests with iter_args,
stencils with min/max bounds and divisions, guarded updates) with varying
constants, so the printer's naming, alias hoisting and affine printing are
all exercised."""
import sys

target = int(sys.argv[1]) if len(sys.argv) > 1 else 50 * 1024 * 1024
out = sys.stdout
written = 0
i = 0
while written < target:
    n = 16 + i % 48
    k = 2 + i % 5
    text = f"""func.func @matmul_{i}(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>, %C: memref<{n}x{n}xf32>, %s: index) {{
  affine.for %i = 0 to {n} step {k} {{
    affine.for %ii = affine_map<(d0) -> (d0)>(%i) to min affine_map<(d0) -> (d0 + {k}, {n})>(%i) {{
      affine.for %j = 0 to {n} {{
        %init = affine.load %C[%ii, %j] : memref<{n}x{n}xf32>
        %r = affine.for %kk = 0 to {n} iter_args(%acc = %init) -> (f32) {{
          %a = affine.load %A[%ii, %kk] : memref<{n}x{n}xf32>
          %b = affine.load %B[%kk, %j] : memref<{n}x{n}xf32>
          %p = arith.mulf %a, %b : f32
          %q = arith.addf %acc, %p : f32
          affine.yield %q : f32
        }}
        affine.store %r, %C[%ii, %j] : memref<{n}x{n}xf32>
      }}
    }}
  }}
  affine.for %x = 1 to {n - 1} {{
    affine.for %y = max affine_map<(d0)[s0] -> (1, d0 - s0)>(%x)[%s] to {n - 1} {{
      %c = affine.load %A[%x - 1, %y floordiv 2] : memref<{n}x{n}xf32>
      %d = affine.load %A[%x + 1, (%y + {k}) mod {n}] : memref<{n}x{n}xf32>
      %e = arith.addf %c, %d : f32
      %cst = arith.constant {i % 7}.500000e+00 : f32
      %f = arith.mulf %e, %cst : f32
      affine.if affine_set<(d0, d1) : (d0 - d1 >= 0, d1 - {k} >= 0)>(%x, %y) {{
        affine.store %f, %B[%x, %y] : memref<{n}x{n}xf32>
      }} else {{
        affine.store %e, %B[%x, %y] : memref<{n}x{n}xf32>
      }}
    }}
  }}
  return
}}
"""
    out.write(text)
    written += len(text)
    i += 1
