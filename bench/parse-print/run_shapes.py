#!/usr/bin/env python3
"""Parse + verify + print on the shapes users have, side by side with mlir-opt 22.

For every shape of gen_shapes.py at three sizes, runs both tools on the same
file (best of --repeat runs), checks the outputs are identical, and prints
CPU time (user + sys), peak memory, the speed-up and the memory ratio. Per
shape it reports the growth exponent of our time (log t2/t1 / log n2/n1
between the two largest sizes) and, at the end, the worst speed-up and the
worst memory ratio over every shape and size (the numbers that count).

Usage: run_shapes.py [--ours PATH] [--ref PATH] [--repeat N] [--scale F]
"""
import argparse
import math
import os
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))

# shape -> sizes (N of gen_shapes.py)
SIZES = {
    "one-func": [4000, 8000, 16000],
    "chain": [800, 1600, 3200],
    "many-funcs": [5000, 10000, 20000],
    "deep": [500, 1000, 2000],
    "straight": [50000, 100000, 200000],
}


def measure(cmd, out_path):
    """(cpu seconds, peak KB) of one run of cmd writing to out_path."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    with open(out_path, "wb") as out:
        proc = subprocess.run(cmd, stdout=out, stderr=subprocess.PIPE)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        sys.exit(f"{cmd[0]} failed: {proc.stderr.decode()[:2000]}")
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    # ru_maxrss of children is the max over all children so far: measure
    # peak memory with /usr/bin/time instead.
    return cpu


def peak_kb(cmd):
    proc = subprocess.run(["/usr/bin/time", "-f", "%M"] + cmd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    return int(proc.stderr.decode().strip().splitlines()[-1])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ours", default=os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target")), "dist", "affine-opt"))
    ap.add_argument("--ref", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--scale", type=float, default=1.0, help="multiply every size (e.g. 0.25 for a quick run)")
    args = ap.parse_args()
    worst_speedup, worst_mem = math.inf, 0.0
    with tempfile.TemporaryDirectory() as work:
        print(f"{'shape':<11} {'N':>7} {'MB':>6} {'mlir-opt s':>10} {'ours s':>8} {'speed-up':>8} {'ref MB':>7} {'our MB':>7} {'mem':>5}")
        for shape, sizes in SIZES.items():
            times = []
            for n in sizes:
                n = max(1, int(n * args.scale))
                src = os.path.join(work, f"{shape}-{n}.mlir")
                with open(src, "w") as f:
                    subprocess.run([sys.executable, os.path.join(HERE, "gen_shapes.py"), shape, str(n)], stdout=f, check=True)
                ref_out, our_out = os.path.join(work, "ref.mlir"), os.path.join(work, "ours.mlir")
                ref_s = min(measure([args.ref, src], ref_out) for _ in range(args.repeat))
                our_s = min(measure([args.ours, src], our_out) for _ in range(args.repeat))
                with open(ref_out, "rb") as a, open(our_out, "rb") as b:
                    if a.read() != b.read():
                        sys.exit(f"outputs differ on {shape} N={n}")
                ref_kb, our_kb = peak_kb([args.ref, src]), peak_kb([args.ours, src])
                speedup = ref_s / max(our_s, 1e-6)
                mem = our_kb / ref_kb
                worst_speedup, worst_mem = min(worst_speedup, speedup), max(worst_mem, mem)
                size_mb = os.path.getsize(src) / 1e6
                print(f"{shape:<11} {n:>7} {size_mb:>6.1f} {ref_s:>10.3f} {our_s:>8.3f} {speedup:>7.2f}x {ref_kb / 1024:>7.0f} {our_kb / 1024:>7.0f} {mem:>5.2f}")
                times.append((n, our_s))
            (n1, t1), (n2, t2) = times[-2], times[-1]
            if t1 > 0.01:
                print(f"{shape:<11} growth exponent of our time: {math.log(t2 / t1) / math.log(n2 / n1):.2f}")
    print(f"worst speed-up: {worst_speedup:.2f}x   worst memory ratio (ours/ref): {worst_mem:.2f}")


if __name__ == "__main__":
    main()
