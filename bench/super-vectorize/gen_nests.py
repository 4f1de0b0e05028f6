#!/usr/bin/env python3
"""Generates one function with N loop nests over memref<64x128xf32> for the
super-vectorizer benchmark, cycling through three kinds:

  * a row reduction: an `iter_args` sum over a row, stored per row;
  * an elementwise 2-D nest: C[i, j] = A[i, j] * B[i, j] + 1;
  * a column accumulation: an `iter_args` max over a column, stored per column.

Usage: gen_nests.py N > nests.mlir
"""
import sys


def main() -> None:
    n = int(sys.argv[1])
    out = [
        "func.func @kernels(%A: memref<64x128xf32>, %B: memref<64x128xf32>, %C: memref<64x128xf32>,",
        "                   %R: memref<64xf32>, %S: memref<128xf32>) {",
        "  %zero = arith.constant 0.0 : f32",
        "  %one = arith.constant 1.0 : f32",
    ]
    for k in range(n):
        kind = k % 3
        if kind == 0:
            out += [
                "  affine.for %i = 0 to 64 {",
                "    %s = affine.for %j = 0 to 128 iter_args(%acc = %zero) -> (f32) {",
                "      %a = affine.load %A[%i, %j] : memref<64x128xf32>",
                "      %n = arith.addf %acc, %a : f32",
                "      affine.yield %n : f32",
                "    }",
                "    affine.store %s, %R[%i] : memref<64xf32>",
                "  }",
            ]
        elif kind == 1:
            out += [
                "  affine.for %i = 0 to 64 {",
                "    affine.for %j = 0 to 128 {",
                "      %a = affine.load %A[%i, %j] : memref<64x128xf32>",
                "      %b = affine.load %B[%i, %j] : memref<64x128xf32>",
                "      %p = arith.mulf %a, %b : f32",
                "      %q = arith.addf %p, %one : f32",
                "      affine.store %q, %C[%i, %j] : memref<64x128xf32>",
                "    }",
                "  }",
            ]
        else:
            out += [
                "  affine.for %j = 0 to 128 {",
                "    %m = affine.for %i = 0 to 64 iter_args(%acc = %zero) -> (f32) {",
                "      %a = affine.load %B[%i, %j] : memref<64x128xf32>",
                "      %n = arith.maximumf %acc, %a : f32",
                "      affine.yield %n : f32",
                "    }",
                "    affine.store %m, %S[%j] : memref<128xf32>",
                "  }",
            ]
    out += ["  return", "}"]
    print("\n".join(out))


if __name__ == "__main__":
    main()
