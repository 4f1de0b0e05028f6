#!/usr/bin/env python3
"""Loop fusion benchmark: affine-opt against mlir-opt 22, side by side.

For each shape of gen.py (a chain of producer-consumer nests in greedy mode,
with and without deallocations of its temporaries; N sibling nests reading
one input in sibling mode; N nests over shared buffers in greedy mode) at
three sizes, runs both
tools once on the same file, checks the outputs are identical, and prints CPU
time (user + sys), peak memory, the speed-up and, per shape, the growth
exponent of each tool's time between the two largest sizes
(log(t2/t1) / log(n2/n1)). Ends with the worst speed-up of each shape.

Usage: run.py [--ours PATH] [--ref PATH] [--scale F] [--shape chain|private|sibling|shared]
"""
import argparse
import math
import os
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))

# shape -> (pass flag, sizes)
SHAPES = {
    "chain": ("-affine-loop-fusion", [800, 1600, 3200]),
    "private": ("-affine-loop-fusion", [800, 1600, 3200]),
    "sibling": ("-affine-loop-fusion=mode=sibling", [200, 400, 800]),
    # mlir-opt 22 is exponential on this shape (75 nests take it seconds,
    # 100 several minutes). Sizes are multiples of 3: when the last nest
    # is an elementwise one (N = 2 mod 3), mlir-opt 22 fuses a row
    # reduction wrongly (it drops the iter_args accumulation) and the
    # outputs differ on purpose.
    "shared": ("-affine-loop-fusion", [45, 60, 75]),
}


def run(tool, flag, src, out):
    """(cpu seconds, peak MB) of one run, output written to out."""
    proc = subprocess.run(
        ["/usr/bin/time", "-f", "%U %S %M", tool, src, flag, "-o", out],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    lines = proc.stderr.decode().strip().splitlines()
    if proc.returncode != 0:
        sys.exit(f"{tool} failed on {src}: {proc.stderr.decode()[:2000]}")
    user, system, kb = lines[-1].split()
    return float(user) + float(system), int(kb) / 1024


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", default=os.path.join(REPO, "target", "release", "affine-opt"))
    ap.add_argument("--ref", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--scale", type=float, default=1.0, help="multiply every size (0.25 for a quick run)")
    ap.add_argument("--shape", choices=list(SHAPES), action="append")
    args = ap.parse_args()
    print(f"{'shape':<8} {'N':>5} {'mlir-opt s':>10} {'ours s':>8} {'speed-up':>9} {'ref MB':>7} {'our MB':>7}")
    summary = []
    with tempfile.TemporaryDirectory() as work:
        for shape in args.shape or list(SHAPES):
            flag, sizes = SHAPES[shape]
            times = []
            for n in sizes:
                n = max(2, int(n * args.scale))
                src = os.path.join(work, f"{shape}-{n}.mlir")
                with open(src, "w") as f:
                    subprocess.run([sys.executable, os.path.join(HERE, "gen.py"), shape, str(n)], stdout=f, check=True)
                ref_out, our_out = os.path.join(work, "ref.mlir"), os.path.join(work, "ours.mlir")
                ref_s, ref_mb = run(args.ref, flag, src, ref_out)
                our_s, our_mb = run(args.ours, flag, src, our_out)
                with open(ref_out, "rb") as a, open(our_out, "rb") as b:
                    if a.read() != b.read():
                        sys.exit(f"outputs differ on {shape} N={n}")
                speedup = ref_s / max(our_s, 1e-3)
                print(f"{shape:<8} {n:>5} {ref_s:>10.2f} {our_s:>8.2f} {speedup:>8.1f}x {ref_mb:>7.0f} {our_mb:>7.0f}", flush=True)
                times.append((n, ref_s, our_s, speedup))
            (n1, r1, o1, _), (n2, r2, o2, _) = times[-2], times[-1]
            grow = lambda a, b: math.log(max(b, 1e-3) / max(a, 1e-3)) / math.log(n2 / n1)
            print(f"{shape:<8} growth exponent: mlir-opt {grow(r1, r2):.2f}, ours {grow(o1, o2):.2f}; outputs identical")
            summary.append((shape, times[-1][3]))
    for shape, s in summary:
        print(f"{shape}: speed-up at the largest size {s:.1f}x")


if __name__ == "__main__":
    main()
