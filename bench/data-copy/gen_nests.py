#!/usr/bin/env python3
"""Prints a function whose loop %t holds K nests that each read and write
their own 4-element slice of one memref (so every nest's copies are checked
against the K - 1 others when they leave %t), for
-affine-data-copy-generate with a fast memory too small for %t's footprint
(each nest is a range of its own)."""
import argparse

p = argparse.ArgumentParser(description=__doc__)
p.add_argument("-k", type=int, default=200, help="nests in the loop (default 200)")
a = p.parse_args()
n = 4 * a.k
print(f"func.func @nests(%A: memref<{n}xf32>) {{")
print("  affine.for %t = 0 to 8 {")
for k in range(a.k):
    print(f"    affine.for %i{k} = {4 * k} to {4 * k + 4} {{")
    print(f"      %v{k} = affine.load %A[%i{k}] : memref<{n}xf32>")
    print(f"      %w{k} = arith.addf %v{k}, %v{k} : f32")
    print(f"      affine.store %w{k}, %A[%i{k}] : memref<{n}xf32>")
    print("    }")
print("  }")
print("  return")
print("}")
