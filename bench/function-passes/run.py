#!/usr/bin/env python3
"""Function passes on all cores: a module of many functions, each with
hundreds of loop nests, through a pipeline of function passes.

Usage: run.py [--functions F] [--nests N] [--pipeline P] [--repeat R] [--no-mlir-opt]

Runs, side by side in one run and on the same generated file:
  - affine-opt with threads (the default),
  - affine-opt with --mlir-disable-threading,
  - mlir-opt 22 with threads (unless --no-mlir-opt),
each R times (the best wall time is kept), and reports wall time, CPU time
(user + sys) and CPU/wall for each, whether affine-opt's threaded output is
byte-identical to its one-thread output (it must be), and whether it is
byte-identical to mlir-opt's. Exits non-zero when the outputs of the two
affine-opt runs differ or a tool fails.

The functions are producer-consumer chains over function-local buffers
(fusion fuses them and privatises the buffers), elementwise nests over
arguments and row reductions with iter_args, so every pass of the default
pipeline has work in every function.
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))
DEFAULT_PIPELINE = (
    "builtin.module(func.func(affine-loop-fusion,affine-loop-invariant-code-motion,"
    "affine-loop-unroll{unroll-factor=2},canonicalize,cse))"
)


def function(out, f, nests):
    """One function with `nests` loop nests (a third each: chain, elementwise, reduction)."""
    out.write(f"func.func @f{f}(%A: memref<64x64xf32>, %B: memref<64x64xf32>, %R: memref<64xf32>) {{\n")
    out.write("  %zero = arith.constant 0.000000e+00 : f32\n")
    out.write("  %two = arith.constant 2.000000e+00 : f32\n")
    prev = "%A"
    for i in range(nests):
        kind = i % 3
        if kind == 0:
            # Producer into a fresh local buffer, consumed by the next nest.
            out.write(f"  %t{i} = memref.alloc() : memref<64x64xf32>\n")
            out.write(f"""  affine.for %i{i} = 0 to 64 {{
    affine.for %j{i} = 0 to 64 {{
      %a{i} = affine.load {prev}[%i{i}, %j{i}] : memref<64x64xf32>
      %m{i} = arith.mulf %a{i}, %two : f32
      affine.store %m{i}, %t{i}[%i{i}, %j{i}] : memref<64x64xf32>
    }}
  }}
""")
            prev = f"%t{i}"
        elif kind == 1:
            out.write(f"""  affine.for %i{i} = 0 to 64 {{
    affine.for %j{i} = 0 to 64 {{
      %a{i} = affine.load {prev}[%i{i}, %j{i}] : memref<64x64xf32>
      %s{i} = arith.addf %a{i}, %two : f32
      affine.store %s{i}, %B[%i{i}, %j{i}] : memref<64x64xf32>
    }}
  }}
""")
        else:
            out.write(f"""  affine.for %i{i} = 0 to 64 {{
    %r{i} = affine.for %j{i} = 0 to 64 iter_args(%acc{i} = %zero) -> (f32) {{
      %a{i} = affine.load %B[%i{i}, %j{i}] : memref<64x64xf32>
      %s{i} = arith.addf %acc{i}, %a{i} : f32
      affine.yield %s{i} : f32
    }}
    affine.store %r{i}, %R[%i{i}] : memref<64xf32>
  }}
""")
    out.write("  return\n}\n")


def timed(cmd, repeat):
    """Best wall time over `repeat` runs, with that run's CPU time and output."""
    best = None
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        start = time.perf_counter()
        proc = subprocess.run(cmd, capture_output=True)
        wall = time.perf_counter() - start
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
        if proc.returncode != 0:
            sys.stderr.write(proc.stderr.decode(errors="replace")[-2000:])
            sys.exit(f"failed ({proc.returncode}): {' '.join(cmd)}")
        if best is None or wall < best[0]:
            best = (wall, cpu, proc.stdout)
    return best


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--functions", type=int, default=16)
    ap.add_argument("--nests", type=int, default=300)
    ap.add_argument("--pipeline", default=DEFAULT_PIPELINE)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--no-mlir-opt", action="store_true")
    args = ap.parse_args()

    target = os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target"))
    subprocess.run(["cargo", "build", "--profile", "dist", "-q", "-p", "affine-opt"], cwd=REPO, check=True)
    ours = os.path.join(target, "dist", "affine-opt")
    ref = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")

    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "module.mlir")
        with open(path, "w") as out:
            for f in range(args.functions):
                function(out, f, args.nests)
        size = os.path.getsize(path) / 1e6
        print(f"{args.functions} functions x {args.nests} nests ({size:.1f} MB), {os.cpu_count()} cores")
        print(f"pipeline: {args.pipeline}")
        flags = [f"--pass-pipeline={args.pipeline}", path]
        runs = [
            ("affine-opt (threads)", [ours, *flags]),
            ("affine-opt (one thread)", [ours, "--mlir-disable-threading", *flags]),
        ]
        if not args.no_mlir_opt:
            runs.append(("mlir-opt 22 (threads)", [ref, *flags]))
        results = {}
        print(f"{'run':26} {'wall s':>8} {'CPU s':>8} {'CPU/wall':>9}")
        for name, cmd in runs:
            wall, cpu, output = timed(cmd, args.repeat)
            results[name] = (wall, cpu, output)
            print(f"{name:26} {wall:8.2f} {cpu:8.2f} {cpu / wall:9.2f}")
        threaded, single = results["affine-opt (threads)"][2], results["affine-opt (one thread)"][2]
        same = threaded == single
        print(f"threaded output identical to one-thread output: {'yes' if same else 'NO'}")
        if "mlir-opt 22 (threads)" in results:
            ref_wall = results["mlir-opt 22 (threads)"][0]
            print(f"identical to mlir-opt 22: {'yes' if threaded == results['mlir-opt 22 (threads)'][2] else 'no'}")
            print(f"wall-time speed-up against mlir-opt 22: {ref_wall / results['affine-opt (threads)'][0]:.1f}x")
        if not same:
            sys.exit(1)


if __name__ == "__main__":
    main()
