#!/usr/bin/env python3
"""Writes one loop nest with N memory accesses (loads and stores over a few
memrefs, subscripts with symbols, strides and floordiv/mod) to stdout, for
timing -test-memref-dependence-check. Usage: gen_nest.py N [SEED]"""
import random
import sys

n = int(sys.argv[1])
rng = random.Random(int(sys.argv[2]) if len(sys.argv) > 2 else 1)
print("func.func @nest(%A: memref<1024x1024xf32>, %B: memref<1024x1024xf32>, %C: memref<1024xf32>, %s: index, %t: index) {")
print("  %cst = arith.constant 1.000000e+00 : f32")
print("  affine.for %i = 0 to 64 {")
print("    affine.for %j = max affine_map<(d0)[s0] -> (0, d0 - s0)>(%i)[%s] to min affine_map<(d0)[s0] -> (64, d0 + s0)>(%i)[%t] step 2 {")
terms = ["%i", "%j", "%i + %j", "%i * 2 + 1", "%j floordiv 2", "(%i + 3) mod 8", "symbol(%s) + %i", "%j * 3 + symbol(%t)"]
for k in range(n):
    mem = rng.choice(["%A", "%B", "%C"])
    if mem == "%C":
        sub = rng.choice(terms)
        ty = "memref<1024xf32>"
    else:
        sub = f"{rng.choice(terms)}, {rng.choice(terms)}"
        ty = "memref<1024x1024xf32>"
    if rng.random() < 0.5:
        print(f"      %v{k} = affine.load {mem}[{sub}] : {ty}")
    else:
        print(f"      affine.store %cst, {mem}[{sub}] : {ty}")
print("    }")
print("  }")
print("  return")
print("}")
