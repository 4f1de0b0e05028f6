#!/usr/bin/env python3
"""Generates the fusion benchmark inputs.

gen.py chain N   -- one function with N producer-consumer nests: a chain of
                    elementwise and stencil ops over temporaries (each nest
                    reads the previous nest's buffer and writes its own),
                    like the pipelines mlir-opt's users feed to
                    -affine-loop-fusion.
gen.py sibling N -- one function with N nests that all read one input and
                    each write their own output (input-reuse, sibling fusion).
"""
import sys

SIZE = 64


def chain(n):
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


if __name__ == "__main__":
    kind, n = sys.argv[1], int(sys.argv[2])
    sys.stdout.write({"chain": chain, "sibling": sibling}[kind](n))
