#!/usr/bin/env python3
"""Generates the fusion benchmark inputs.

gen.py chain N   -- one function with N producer-consumer nests: a chain of
                    elementwise and stencil ops over temporaries (each nest
                    reads the previous nest's buffer and writes its own),
                    like the pipelines mlir-opt's users feed to
                    -affine-loop-fusion.
gen.py private N -- the chain without deallocations: every temporary is
                    used by its two nests only, so fusion privatizes it (a
                    1x1 buffer) and the fused nest grows by three accesses
                    per fusion (mlir-opt 22 grows like N^2 here).
gen.py sibling N -- one function with N nests that all read one input and
                    each write their own output (input-reuse, sibling fusion).
gen.py shared N  -- one function of N nests over four shared buffers: row
                    reductions with iter_args, elementwise nests and column
                    accumulations, so every nest depends on nearly every
                    other (mlir-opt 22's dependence-path search is
                    exponential here).
"""
import sys

SIZE = 64


def chain(n, dealloc=True):
    out = []
    out.append(f"func.func @chain(%in: memref<{SIZE}x{SIZE}xf32>, %out: memref<{SIZE}x{SIZE}xf32>) {{")
    out.append("  %cst = arith.constant 0.5 : f32")
    for k in range(n - 1):
        out.append(f"  %t{k} = memref.alloc() : memref<{SIZE}x{SIZE}xf32>")
    for k in range(n):
        src = "%in" if k == 0 else f"%t{k - 1}"
        dst = "%out" if k == n - 1 else f"%t{k}"
        kind = k % 3
        if kind == 2 and k > 0:
            # 1-D stencil along j: reads j and j + 1.
            out.append(f"  affine.for %i = 0 to {SIZE} {{")
            out.append(f"    affine.for %j = 0 to {SIZE - 1} {{")
            out.append(f"      %a = affine.load {src}[%i, %j] : memref<{SIZE}x{SIZE}xf32>")
            out.append(f"      %b = affine.load {src}[%i, %j + 1] : memref<{SIZE}x{SIZE}xf32>")
            out.append("      %s = arith.addf %a, %b : f32")
            out.append("      %m = arith.mulf %s, %cst : f32")
            out.append(f"      affine.store %m, {dst}[%i, %j] : memref<{SIZE}x{SIZE}xf32>")
        else:
            op = "arith.mulf" if kind == 0 else "arith.addf"
            out.append(f"  affine.for %i = 0 to {SIZE} {{")
            out.append(f"    affine.for %j = 0 to {SIZE} {{")
            out.append(f"      %a = affine.load {src}[%i, %j] : memref<{SIZE}x{SIZE}xf32>")
            out.append(f"      %m = {op} %a, %cst : f32")
            out.append(f"      affine.store %m, {dst}[%i, %j] : memref<{SIZE}x{SIZE}xf32>")
        out.append("    }")
        out.append("  }")
    if dealloc:
        for k in range(n - 1):
            out.append(f"  memref.dealloc %t{k} : memref<{SIZE}x{SIZE}xf32>")
    out.append("  return")
    out.append("}")
    return "\n".join(out) + "\n"


def sibling(n):
    out = []
    args = ", ".join(f"%o{k}: memref<{SIZE}x{SIZE}xf32>" for k in range(n))
    out.append(f"func.func @siblings(%in: memref<{SIZE}x{SIZE}xf32>, {args}) {{")
    out.append("  %cst = arith.constant 0.5 : f32")
    for k in range(n):
        op = ["arith.mulf", "arith.addf", "arith.subf"][k % 3]
        out.append(f"  affine.for %i = 0 to {SIZE} {{")
        out.append(f"    affine.for %j = 0 to {SIZE} {{")
        out.append(f"      %a = affine.load %in[%i, %j] : memref<{SIZE}x{SIZE}xf32>")
        out.append(f"      %m = {op} %a, %cst : f32")
        out.append(f"      affine.store %m, %o{k}[%i, %j] : memref<{SIZE}x{SIZE}xf32>")
        out.append("    }")
        out.append("  }")
    out.append("  return")
    out.append("}")
    return "\n".join(out) + "\n"


def private(n):
    return chain(n, dealloc=False)


def shared(n):
    rows, cols = 64, 128
    out = [
        f"func.func @shared(%A: memref<{rows}x{cols}xf32>, %B: memref<{rows}x{cols}xf32>, "
        f"%R: memref<{rows}xf32>, %S: memref<{cols}xf32>) {{",
        "  %zero = arith.constant 0.000000e+00 : f32",
        "  %two = arith.constant 2.000000e+00 : f32",
    ]
    for k in range(n):
        kind = k % 3
        if kind == 0:
            # Row reduction with iter_args into R.
            out.append(f"  affine.for %i{k} = 0 to {rows} {{")
            out.append(f"    %r{k} = affine.for %j{k} = 0 to {cols} iter_args(%acc{k} = %zero) -> (f32) {{")
            out.append(f"      %a{k} = affine.load %A[%i{k}, %j{k}] : memref<{rows}x{cols}xf32>")
            out.append(f"      %s{k} = arith.addf %acc{k}, %a{k} : f32")
            out.append(f"      affine.yield %s{k} : f32")
            out.append("    }")
            out.append(f"    affine.store %r{k}, %R[%i{k}] : memref<{rows}xf32>")
            out.append("  }")
        elif kind == 1:
            # Elementwise A -> B.
            out.append(f"  affine.for %i{k} = 0 to {rows} {{")
            out.append(f"    affine.for %j{k} = 0 to {cols} {{")
            out.append(f"      %a{k} = affine.load %A[%i{k}, %j{k}] : memref<{rows}x{cols}xf32>")
            out.append(f"      %m{k} = arith.mulf %a{k}, %two : f32")
            out.append(f"      affine.store %m{k}, %B[%i{k}, %j{k}] : memref<{rows}x{cols}xf32>")
            out.append("    }")
            out.append("  }")
        else:
            # Column accumulation of B into S.
            out.append(f"  affine.for %j{k} = 0 to {cols} {{")
            out.append(f"    affine.for %i{k} = 0 to {rows} {{")
            out.append(f"      %b{k} = affine.load %B[%i{k}, %j{k}] : memref<{rows}x{cols}xf32>")
            out.append(f"      %o{k} = affine.load %S[%j{k}] : memref<{cols}xf32>")
            out.append(f"      %s{k} = arith.addf %o{k}, %b{k} : f32")
            out.append(f"      affine.store %s{k}, %S[%j{k}] : memref<{cols}xf32>")
            out.append("    }")
            out.append("  }")
    out.append("  return")
    out.append("}")
    return "\n".join(out) + "\n"


if __name__ == "__main__":
    kind, n = sys.argv[1], int(sys.argv[2])
    sys.stdout.write({"chain": chain, "private": private, "sibling": sibling, "shared": shared}[kind](n))
