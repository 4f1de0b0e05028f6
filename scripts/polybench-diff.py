#!/usr/bin/env python3
"""PolyBench kernels (or any directory of programs) through every affine pass.

For each kernel in tests/polybench/*.mlir (or --dir DIR) and each pass
configuration of the chosen set (--configs: `polybench`, the default, or
`frontends`, for tests/frontends/: frontend output that also goes through
parsing alone, -convert-linalg-to-affine-loops and gpu.module pipelines),
runs affine-opt and mlir-opt 22 and compares stdout and stderr:

* SAME: identical.
* KNOWN: different, and the pair is listed in tests/polybench/known-differences.txt
  (or --known-differences FILE; by default DIR/known-differences.txt)
  with the reason (each reason is a deliberate difference where mlir-opt 22
  is wrong or speculates; each has a file test). A listed pair that has
  become SAME fails the run, so the list only shrinks (except a pair whose
  reason starts with NONDETERMINISTIC: mlir-opt 22's own output varies from
  run to run there).
* DIFF: different and not listed: fails the run.

Every configuration also runs affine-opt with --check-semantics: the
transformed kernel must compute what the kernel computes on random inputs
(inputs on which the kernel itself has undefined behaviour are skipped by
the check). Usage: polybench-diff.py [--tool PATH] [--mlir-opt PATH]
[--dir DIR] [--known-differences FILE] [--configs polybench|frontends] [-v]
"""
import argparse
import os
import subprocess
import sys
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
KERNELS = os.path.join(ROOT, "tests", "polybench")

# Pass configurations of the PolyBench kernels: name -> arguments.
POLYBENCH_CONFIGS = {
    "canonicalize": ["-canonicalize"],
    "cse": ["-cse"],
    "lower-affine": ["-lower-affine"],
    "fusion": ["-affine-loop-fusion"],
    "fusion-producer": ["-affine-loop-fusion=mode=producer"],
    "fusion-sibling": ["-affine-loop-fusion=mode=sibling"],
    "fusion-maximal": ["-affine-loop-fusion=maximal"],
    "tile-4": ["-affine-loop-tile=tile-size=4"],
    "tile-32-separate": ["-affine-loop-tile=tile-size=32 separate"],
    "tile-cache": ["-affine-loop-tile=cache-size=1"],
    "unroll-2": ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=2}))"],
    "unroll-4-cleanup": ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-factor=4 cleanup-unroll=true}))"],
    "unroll-full": ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll{unroll-full-threshold=4}))"],
    "unroll-jam-2": ["--pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam{unroll-jam-factor=2}))"],
    "scalrep": ["-affine-scalrep"],
    "licm": ["-affine-loop-invariant-code-motion"],
    "normalize": ["-affine-loop-normalize"],
    "parallelize": ["-affine-parallelize"],
    "parallelize-reductions": ["-affine-parallelize=parallel-reductions"],
    "simplify-structures": ["-affine-simplify-structures"],
    "data-copy": ["-affine-data-copy-generate=fast-mem-space=0"],
    "data-copy-2": ["-affine-data-copy-generate=fast-mem-space=2 generate-dma=false"],
    "vectorize-4": ["-affine-super-vectorize=virtual-vector-size=4"],
    "vectorize-8-reductions": ["-affine-super-vectorize=virtual-vector-size=8 vectorize-reductions"],
    "coalescing": ["-affine-loop-coalescing"],
    "pipeline-data-transfer": ["-affine-pipeline-data-transfer"],
    "dependences": ["-test-memref-dependence-check"],
    "tile-unroll-scalrep-canonicalize": [
        "--pass-pipeline=builtin.module(func.func(affine-loop-tile{tile-size=4},affine-loop-unroll{unroll-factor=2},"
        "affine-scalrep,affine-loop-invariant-code-motion,affine-loop-normalize),canonicalize,cse)"
    ],
    "fusion-tile-lower": [
        "--pass-pipeline=builtin.module(func.func(affine-loop-fusion,affine-loop-tile{tile-size=8}),canonicalize,"
        "func.func(lower-affine),cse)"
    ],
}

# Pass configurations of the frontend programs (tests/frontends/): parsing
# alone, the passes a frontend flow runs, linalg lowered to affine loops
# first, and passes nested on the functions of gpu.modules.
FRONTEND_CONFIGS = {
    "roundtrip": [],
    "canonicalize": ["-canonicalize"],
    "cse": ["-cse"],
    "lower-affine": ["-lower-affine"],
    "linalg-to-affine": ["-convert-linalg-to-affine-loops"],
    "fusion": ["-affine-loop-fusion"],
    "tile": ["-affine-loop-tile"],
    "unroll": ["-affine-loop-unroll"],
    "scalrep": ["-affine-scalrep"],
    "vectorize-4": ["-affine-super-vectorize=virtual-vector-size=4"],
    "licm": ["-affine-loop-invariant-code-motion"],
    "linalg-fusion-scalrep": [
        "--pass-pipeline=builtin.module(func.func(convert-linalg-to-affine-loops,affine-loop-fusion,affine-scalrep),"
        "canonicalize)"
    ],
    "linalg-vectorize": [
        "--pass-pipeline=builtin.module(func.func(convert-linalg-to-affine-loops,"
        "affine-super-vectorize{virtual-vector-size=4}))"
    ],
    "pipeline": [
        "--pass-pipeline=builtin.module(func.func(convert-linalg-to-affine-loops,affine-loop-fusion,affine-scalrep,"
        "affine-loop-invariant-code-motion,affine-loop-tile{tile-size=4},affine-loop-unroll{unroll-factor=2}),"
        "canonicalize,cse)"
    ],
    "lowering": [
        "--pass-pipeline=builtin.module(func.func(convert-linalg-to-affine-loops),canonicalize,func.func(lower-affine),"
        "cse,canonicalize)"
    ],
    # Copies into on-chip memory as HLS flows ask for them (point-wise, fast
    # memory space 1), and as DMAs (fast memory space 2, tags in space 1, a
    # minimum transfer size). (With fast-mem-capacity=4 or
    # skip-non-unit-stride-loops, mlir-opt 22's copies of hls-tiled-minmax
    # read out of bounds, ours are clamped:
    # tests/lit/upstream-bugs/data-copy-tile-box-past-memref-start.mlir.)
    "data-copy": ["-affine-data-copy-generate=generate-dma=false fast-mem-space=1"],
    "data-copy-dma": ["-affine-data-copy-generate=generate-dma fast-mem-space=2 tag-mem-space=1 min-dma-transfer=64"],
    "gpu-module": [
        "--pass-pipeline=builtin.module(gpu.module(gpu.func(affine-loop-unroll{unroll-factor=2}),"
        "func.func(affine-scalrep,affine-loop-invariant-code-motion)),canonicalize)"
    ],
}

CONFIG_SETS = {"polybench": POLYBENCH_CONFIGS, "frontends": FRONTEND_CONFIGS}


def run(cmd, timeout=60):
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, errors="replace")
        return p.returncode, p.stdout, p.stderr.replace(cmd[0], "TOOL")
    except subprocess.TimeoutExpired:
        return "timeout", "", ""


def load_known(path):
    known = {}
    with open(path) as f:
        for line in f:
            line = line.split("#", 1)[0].strip()
            if not line:
                continue
            kernel, config, reason = (part.strip() for part in line.split("|", 2))
            known[(kernel, config)] = reason
    return known


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--tool", default=os.path.join(ROOT, "target", "release", "affine-opt"))
    ap.add_argument("--mlir-opt", default="/usr/lib/llvm-22/bin/mlir-opt")
    ap.add_argument("--dir", default=KERNELS, help="directory of .mlir programs (default tests/polybench)")
    ap.add_argument("--known-differences", help="the listed differences (default DIR/known-differences.txt)")
    ap.add_argument("--configs", choices=sorted(CONFIG_SETS), default="polybench", help="pass configuration set")
    ap.add_argument("-v", "--verbose", action="store_true")
    args = ap.parse_args()
    CONFIGS = CONFIG_SETS[args.configs]
    kernels_dir = args.dir
    known_path = args.known_differences or os.path.join(kernels_dir, "known-differences.txt")
    for tool in (args.tool, args.mlir_opt):
        if not os.access(tool, os.X_OK):
            sys.exit(f"error: {tool} is missing")
    known = load_known(known_path)
    kernels = sorted(f for f in os.listdir(kernels_dir) if f.endswith(".mlir"))
    if not kernels:
        sys.exit(f"error: no kernels in {kernels_dir}")
    for kernel, config in known:
        if kernel not in kernels or config not in CONFIGS:
            sys.exit(f"error: {known_path} names {kernel} | {config}, which does not exist")

    def check(job):
        kernel, config = job
        path = os.path.join(kernels_dir, kernel)
        ours = run([args.tool, path] + CONFIGS[config])
        ref = run([args.mlir_opt, path] + CONFIGS[config])
        sem = run([args.tool, path] + CONFIGS[config] + ["--check-semantics"], timeout=120)
        return kernel, config, ours, ref, sem

    jobs = [(k, c) for k in kernels for c in CONFIGS]
    counts = {"SAME": 0, "KNOWN": 0, "DIFF": 0, "STALE": 0, "SEMANTICS": 0}
    failures = []
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for kernel, config, ours, ref, sem in pool.map(check, jobs):
            same = ours == ref
            listed = (kernel, config) in known
            if same and not listed:
                status = "SAME"
            elif same and known[(kernel, config)].startswith("NONDETERMINISTIC"):
                # mlir-opt 22's output varies from run to run: this run's
                # happens to be ours.
                status = "KNOWN"
            elif same:
                status = "STALE"
                failures.append(f"{kernel} | {config}: now identical to mlir-opt 22; remove it from {os.path.basename(known_path)}")
            elif listed:
                status = "KNOWN"
            else:
                status = "DIFF"
                detail = f"rc {ours[0]} vs {ref[0]}"
                for a, b in zip((ref[1] + ref[2]).splitlines(), (ours[1] + ours[2]).splitlines()):
                    if a != b:
                        detail += f"\n    mlir-opt: {a}\n    ours:     {b}"
                        break
                failures.append(f"{kernel} | {config}: differs from mlir-opt 22 ({detail})")
            counts[status] += 1
            if sem[0] == "timeout" or "semantic check failed" in sem[2] or "the transformed program" in sem[2]:
                counts["SEMANTICS"] += 1
                failures.append(f"{kernel} | {config}: --check-semantics: {sem[2].strip()[:400]}")
            if args.verbose:
                print(f"{status:6} {kernel} | {config}")
    print(
        f"polybench-diff: {os.path.basename(os.path.normpath(kernels_dir))}: {len(kernels)} files x {len(CONFIGS)} configurations: {counts['SAME']} same, "
        f"{counts['KNOWN']} known differences, {counts['DIFF']} differ, {counts['STALE']} stale, "
        f"{counts['SEMANTICS']} semantic failures"
    )
    for f in failures:
        print("FAIL " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
