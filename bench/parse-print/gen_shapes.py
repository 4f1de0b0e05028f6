#!/usr/bin/env python3
"""Writes an MLIR module of one of the shapes users have, at a given size.

Usage: gen_shapes.py SHAPE N

Shapes (N scales the size):
  one-func   one func.func with N loop nests: row reductions with iter_args,
             elementwise nests and column accumulations, over memrefs and
             constants defined at the top of the function and used throughout
  chain      one func.func with a chain of N producer-consumer nests over
             private buffers (each nest reads the previous nest's buffer)
  many-funcs N small functions (the shape of the 50 MB module of gen_module.py)
  deep       one loop nest N deep (every level reads and writes a memref)
  deep-inner one loop nest N deep with one load and one store in the innermost loop
  straight   one block of N straight-line arith ops, each using values
             defined at the top of the function and the previous result
"""
import sys


def one_func(n, out):
    out.write("func.func @main(%A: memref<64x128xf32>, %B: memref<64x128xf32>, %R: memref<64xf32>, %S: memref<128xf32>) {\n")
    out.write("  %zero = arith.constant 0.000000e+00 : f32\n")
    out.write("  %two = arith.constant 2.000000e+00 : f32\n")
    out.write("  %c1 = arith.constant 1 : index\n")
    for i in range(n):
        kind = i % 3
        if kind == 0:
            out.write(f"""  affine.for %i{i} = 0 to 64 {{
    %r{i} = affine.for %j{i} = 0 to 128 iter_args(%acc{i} = %zero) -> (f32) {{
      %a{i} = affine.load %A[%i{i}, %j{i}] : memref<64x128xf32>
      %s{i} = arith.addf %acc{i}, %a{i} : f32
      affine.yield %s{i} : f32
    }}
    affine.store %r{i}, %R[%i{i}] : memref<64xf32>
  }}
""")
        elif kind == 1:
            out.write(f"""  affine.for %i{i} = 0 to 64 {{
    affine.for %j{i} = 0 to 128 {{
      %a{i} = affine.load %A[%i{i}, %j{i}] : memref<64x128xf32>
      %m{i} = arith.mulf %a{i}, %two : f32
      %p{i} = arith.addf %m{i}, %zero : f32
      affine.store %p{i}, %B[%i{i}, %j{i}] : memref<64x128xf32>
    }}
  }}
""")
        else:
            out.write(f"""  affine.for %j{i} = 0 to 128 {{
    affine.for %i{i} = 0 to 64 {{
      %a{i} = affine.load %B[%i{i}, %j{i}] : memref<64x128xf32>
      %o{i} = affine.load %S[%j{i}] : memref<128xf32>
      %s{i} = arith.addf %o{i}, %a{i} : f32
      affine.store %s{i}, %S[%j{i}] : memref<128xf32>
    }}
  }}
""")
    out.write("  return\n}\n")


def chain(n, out):
    out.write("func.func @chain(%in: memref<256xf32>, %out: memref<256xf32>) {\n")
    out.write("  %cst = arith.constant 1.000000e+00 : f32\n")
    prev = "%in"
    for i in range(n):
        buf = f"%buf{i}"
        out.write(f"  {buf} = memref.alloc() : memref<256xf32>\n")
        if i % 2 == 0:
            out.write(f"""  affine.for %i{i} = 0 to 256 {{
    %v{i} = affine.load {prev}[%i{i}] : memref<256xf32>
    %w{i} = arith.addf %v{i}, %cst : f32
    affine.store %w{i}, {buf}[%i{i}] : memref<256xf32>
  }}
""")
        else:
            out.write(f"""  affine.for %i{i} = 1 to 255 {{
    %l{i} = affine.load {prev}[%i{i} - 1] : memref<256xf32>
    %r{i} = affine.load {prev}[%i{i} + 1] : memref<256xf32>
    %w{i} = arith.mulf %l{i}, %r{i} : f32
    affine.store %w{i}, {buf}[%i{i}] : memref<256xf32>
  }}
""")
        prev = buf
    out.write(f"""  affine.for %i = 0 to 256 {{
    %v = affine.load {prev}[%i] : memref<256xf32>
    affine.store %v, %out[%i] : memref<256xf32>
  }}
  return
}}
""")


def many_funcs(n, out):
    for i in range(n):
        m = 16 + i % 48
        out.write(f"""func.func @f{i}(%A: memref<{m}x{m}xf32>, %B: memref<{m}x{m}xf32>) {{
  %cst = arith.constant {i % 7}.500000e+00 : f32
  affine.for %i = 0 to {m} {{
    affine.for %j = max affine_map<(d0) -> (0, d0 - 4)>(%i) to {m} {{
      %a = affine.load %A[%i, %j floordiv 2] : memref<{m}x{m}xf32>
      %b = arith.mulf %a, %cst : f32
      affine.store %b, %B[%i, %j] : memref<{m}x{m}xf32>
    }}
  }}
  return
}}
""")


def deep(n, out):
    out.write("func.func @deep(%A: memref<4xf32>) {\n")
    # Indentation stops growing after a few levels, so the file grows
    # linearly with the depth.
    def pad(d):
        return "  " * min(d, 8)

    for d in range(n):
        out.write(pad(d + 1) + f"affine.for %i{d} = 0 to 2 {{\n")
        out.write(pad(d + 2) + f"%v{d} = affine.load %A[%i{d} + 1] : memref<4xf32>\n")
        out.write(pad(d + 2) + f"affine.store %v{d}, %A[%i{d}] : memref<4xf32>\n")
    for d in reversed(range(n)):
        out.write(pad(d + 1) + "}\n")
    out.write("  return\n}\n")


def deep_inner(n, out):
    out.write("func.func @deep_inner(%A: memref<4xf32>) {\n")
    for d in range(n):
        out.write("  " * min(d + 1, 8) + f"affine.for %i{d} = 0 to 2 {{\n")
    pad = "  " * min(n + 1, 8)
    out.write(pad + f"%v = affine.load %A[%i{n - 1} + 1] : memref<4xf32>\n")
    out.write(pad + f"affine.store %v, %A[%i{n - 1}] : memref<4xf32>\n")
    for d in reversed(range(n)):
        out.write("  " * min(d + 1, 8) + "}\n")
    out.write("  return\n}\n")


def straight(n, out):
    out.write("func.func @straight(%x: i64, %y: i64) -> i64 {\n")
    out.write("  %c3 = arith.constant 3 : i64\n")
    prev = "%x"
    for i in range(n):
        op = ("arith.addi", "arith.muli", "arith.xori", "arith.subi")[i % 4]
        other = ("%y", "%c3", "%x")[i % 3]
        out.write(f"  %v{i} = {op} {prev}, {other} : i64\n")
        prev = f"%v{i}"
    out.write(f"  return {prev} : i64\n}}\n")


SHAPES = {
    "one-func": one_func,
    "chain": chain,
    "many-funcs": many_funcs,
    "deep": deep,
    "deep-inner": deep_inner,
    "straight": straight,
}

if __name__ == "__main__":
    if len(sys.argv) != 3 or sys.argv[1] not in SHAPES:
        sys.exit(__doc__)
    SHAPES[sys.argv[1]](int(sys.argv[2]), sys.stdout)
