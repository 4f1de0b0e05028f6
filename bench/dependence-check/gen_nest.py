#!/usr/bin/env python3
"""Writes one loop nest with N memory accesses to stdout, for timing
-test-memref-dependence-check. Usage: gen_nest.py N [SEED] [--stencil]

Default: a 2-deep nest (`max`/`min` bounds, a step) with loads and stores over
three memrefs; subscripts with symbols, strides and floordiv/mod.

--stencil: a 3-deep nest with all accesses in the innermost loop and
stencil-like subscripts (offsets, strides, skews, a symbol, floordiv and
mod); N^2 pairs at depths 1..4 give 4 N^2 remarks.

--deep-inner: one nest N loops deep with one load and one store in the
innermost loop (4 pairs at depths 1..N+1: 4 (N+1) remarks over systems of
2 N variables), for the growth of the check with the depth."""
import random
import sys

args = [a for a in sys.argv[1:] if not a.startswith("--")]
stencil = "--stencil" in sys.argv[1:]
deep_inner = "--deep-inner" in sys.argv[1:]
n = int(args[0])
rng = random.Random(int(args[1]) if len(args) > 1 else 1)


def emit(access, indent):
    """Prints N accesses drawn by `access()` (memref, subscripts, type), each
    a load or a store."""
    for k in range(n):
        mem, sub, ty = access()
        if rng.random() < 0.5:
            print(f"{indent}%v{k} = affine.load {mem}[{sub}] : {ty}")
        else:
            print(f"{indent}affine.store %cst, {mem}[{sub}] : {ty}")


def plain_nest():
    print("func.func @nest(%A: memref<1024x1024xf32>, %B: memref<1024x1024xf32>, %C: memref<1024xf32>, %s: index, %t: index) {")
    print("  %cst = arith.constant 1.000000e+00 : f32")
    print("  affine.for %i = 0 to 64 {")
    print("    affine.for %j = max affine_map<(d0)[s0] -> (0, d0 - s0)>(%i)[%s] to min affine_map<(d0)[s0] -> (64, d0 + s0)>(%i)[%t] step 2 {")
    terms = ["%i", "%j", "%i + %j", "%i * 2 + 1", "%j floordiv 2", "(%i + 3) mod 8", "symbol(%s) + %i", "%j * 3 + symbol(%t)"]

    def access():
        mem = rng.choice(["%A", "%B", "%C"])
        if mem == "%C":
            return mem, rng.choice(terms), "memref<1024xf32>"
        return mem, f"{rng.choice(terms)}, {rng.choice(terms)}", "memref<1024x1024xf32>"

    emit(access, "      ")
    print("    }")
    print("  }")


def off(c):
    return "" if c == 0 else (f" + {c}" if c > 0 else f" - {-c}")


def subscript(iv):
    """One stencil-like subscript over the loop IVs %i, %j, %k."""
    c = rng.randint(-2, 2)
    kind = rng.randrange(7)
    if kind <= 2:  # plain offset: %j + 1
        return f"{iv}{off(c)}"
    if kind == 3:  # stride: %j * 2 + 1
        return f"{iv} * {rng.choice([2, 3])}{off(c)}"
    if kind == 4:  # skew: %i + %k - 1
        other = rng.choice([v for v in ("%i", "%j", "%k") if v != iv])
        return f"{iv} + {other}{off(c)}"
    if kind == 5:  # symbol: %j + symbol(%s)
        return f"{iv} + symbol(%s){off(c)}"
    if rng.random() < 0.5:
        return f"({iv}{off(c)}) floordiv {rng.choice([2, 4])}"
    return f"({iv}{off(c)}) mod {rng.choice([4, 8])}"


def stencil_nest():
    print("func.func @stencil(%A: memref<256x256x256xf32>, %B: memref<256x256xf32>, %C: memref<256x256xf32>, %s: index) {")
    print("  %cst = arith.constant 1.000000e+00 : f32")
    print("  affine.for %i = 1 to 63 {")
    print("    affine.for %j = 1 to 63 {")
    print("      affine.for %k = 1 to 63 {")

    def access():
        mem = rng.choice(["%A", "%B", "%C"])
        if mem == "%A":
            return mem, ", ".join(subscript(iv) for iv in ("%i", "%j", "%k")), "memref<256x256x256xf32>"
        ivs = rng.choice([("%i", "%j"), ("%j", "%k"), ("%i", "%k")])
        return mem, ", ".join(subscript(iv) for iv in ivs), "memref<256x256xf32>"

    emit(access, "        ")
    print("      }")
    print("    }")
    print("  }")


def deep_inner_nest():
    print("func.func @deep_inner(%A: memref<4xf32>) {")
    for d in range(n):
        print("  " * min(d + 1, 8) + f"affine.for %i{d} = 0 to 2 {{")
    pad = "  " * min(n + 1, 8)
    print(pad + f"%v = affine.load %A[%i{n - 1} + 1] : memref<4xf32>")
    print(pad + f"affine.store %v, %A[%i{n - 1}] : memref<4xf32>")
    for d in reversed(range(n)):
        print("  " * min(d + 1, 8) + "}")


if deep_inner:
    deep_inner_nest()
elif stencil:
    stencil_nest()
else:
    plain_nest()
print("  return")
print("}")
