#!/usr/bin/env python3
"""Writes a large module with work for -canonicalize on every line (default
>= 20 MB) to stdout.

Functions (sizes varying with their number) have the shapes
canonicalization meets in affine pipelines: affine.apply chains feeding
loads and stores (composed into the access maps), min/max bounds with
constant and duplicate results, always-true affine.if, loops of one and of
zero iterations, integer and float constant arithmetic (folded, constants
hoisted and deduplicated), arith identities (x + 0, x * 1, select on a
constant), scf.if on a constant, dead ops, a loop-carried value passed
through, and memref.dim of a static shape."""
import sys

target = int(sys.argv[1]) if len(sys.argv) > 1 else 20 * 1024 * 1024
out = sys.stdout
written = 0
i = 0
while written < target:
    n = 16 + i % 48
    k = 2 + i % 5
    text = f"""func.func @f{i}(%A: memref<{n}x{n}xf32>, %B: memref<{n}x{n}xf32>, %v: memref<{n}xi32>, %s: index, %x: i32) -> i32 {{
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cn = arith.constant {n} : index
  %z = arith.constant 0 : i32
  %one = arith.constant 1 : i32
  %k = arith.constant {k} : i32
  %d = memref.dim %A, %c0 : memref<{n}x{n}xf32>
  affine.for %i = 0 to %d {{
    %a = affine.apply affine_map<(d0) -> (d0 + {k})>(%i)
    %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 - s0)>(%a)[%s]
    affine.for %j = max affine_map<(d0) -> (0, 0, d0 - {n})>(%i) to min affine_map<(d0) -> ({n}, {n}, d0 + {n})>(%i) {{
      %l = affine.load %A[%a mod {n}, %j] : memref<{n}x{n}xf32>
      %m = affine.load %B[%b floordiv 4 + %j - %j, %j] : memref<{n}x{n}xf32>
      %p = arith.mulf %l, %m : f32
      %c2 = arith.constant 2.000000e+00 : f32
      %c3 = arith.constant 3.000000e+00 : f32
      %c6 = arith.mulf %c2, %c3 : f32
      %q = arith.addf %p, %c6 : f32
      affine.if affine_set<(d0) : (d0 >= 0)>(%j) {{
        affine.store %q, %A[%a mod {n}, %j] : memref<{n}x{n}xf32>
      }}
    }}
    affine.for %t = 0 to 1 {{
      %w = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %t)
      %e = affine.load %B[%w mod {n}, %t] : memref<{n}x{n}xf32>
      affine.store %e, %A[%w mod {n}, 0] : memref<{n}x{n}xf32>
    }}
    affine.for %u = 5 to 3 {{
      affine.store %x, %v[%u] : memref<{n}xi32>
    }}
  }}
  %s1 = arith.addi %x, %z : i32
  %s2 = arith.muli %s1, %one : i32
  %s3 = arith.addi %k, %k : i32
  %s4 = arith.muli %s3, %k : i32
  %s5 = arith.addi %s2, %s4 : i32
  %dead = arith.subi %s5, %s3 : i32
  %t = arith.constant true
  %s6 = arith.select %t, %s5, %x : i32
  %r = scf.if %t -> (i32) {{
    %s7 = arith.addi %s6, %one : i32
    scf.yield %s7 : i32
  }} else {{
    scf.yield %x : i32
  }}
  %acc:2 = affine.for %y = 0 to {n} iter_args(%u0 = %r, %u1 = %x) -> (i32, i32) {{
    %e = affine.load %v[%y] : memref<{n}xi32>
    %f = arith.addi %u0, %e : i32
    affine.yield %f, %u1 : i32, i32
  }}
  return %acc#0 : i32
}}
"""
    out.write(text)
    written += len(text)
    i += 1
