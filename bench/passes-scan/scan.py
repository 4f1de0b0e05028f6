#!/usr/bin/env python3
"""Times affine passes on the shapes of bench/parse-print/gen_shapes.py at
two sizes, affine-opt against mlir-opt 22 side by side (CPU time of each
child), and prints per pass and shape: both times at the larger size, the
speed-up, the growth exponent of each tool between the two sizes
(log(t2/t1)/log(n2/n1): 1 is linear, 2 quadratic) and whether both tools
wrote the same stdout and stderr bytes and exit code.

Usage: scan.py AFFINE_OPT [PASSES] [SHAPES]
  PASSES  passes separated by ';', each a shell-quoted argument list
          (default: every pass of the README's table)
  SHAPES  comma-separated shapes (default one-func,chain,deep)
Environment: MLIR_OPT (default /usr/lib/llvm-22/bin/mlir-opt), SIZES_<shape>
(e.g. SIZES_deep=50,100), WORKDIR (where inputs are written, default the
current directory). Exits 1 if an output differs where it is not a known
deliberate difference (listed in KNOWN_DIFFERENCES).
"""
import math
import os
import resource
import shlex
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
GEN = os.path.join(HERE, "..", "parse-print", "gen_shapes.py")
MLIR = os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt")
DEFAULT_PASSES = ";".join([
    "-affine-data-copy-generate",
    "'-affine-data-copy-generate=fast-mem-space=0 skip-non-unit-stride-loops'",
    "-affine-data-copy-generate=generate-dma",
    "-affine-data-copy-generate=fast-mem-capacity=16",
    "-affine-loop-tile",
    # A func.func pass without a pass-manager default nesting in mlir-opt.
    "--pass-pipeline=builtin.module(func.func(affine-loop-unroll-jam))",
    "-affine-parallelize",
    "-affine-simplify-structures",
    "-affine-pipeline-data-transfer",
    "-affine-loop-coalescing",
    "-affine-super-vectorize=virtual-vector-size=128",
    "-lower-affine",
    "-cse",
    "-affine-expand-index-ops",
    "-test-affine-access-analysis",
])
SIZES = {
    "one-func": (1000, 2000),
    "chain": (800, 1600),
    "deep": (50, 100),
    "many-funcs": (2000, 4000),
    "deep-inner": (100, 200),
    "straight": (20000, 40000),
}
# (pass prefix, shape): smaller sizes where mlir-opt 22 takes minutes (its
# tiling rule on a 100-deep nest; ours takes 0.14 s there).
PASS_SIZES = {
    ("-affine-loop-tile", "deep"): (30, 50),
}
# (pass prefix, shape): affine-opt differs from mlir-opt 22 on purpose there
# (mlir-opt's output is wrong; see the file test named).
KNOWN_DIFFERENCES = {
    # The stencil loops run 1 to 255: mlir-opt writes a whole vector past the
    # loop's end (tests/lit/upstream-bugs/super-vectorize-writes-past-loop-end.mlir).
    ("-affine-super-vectorize", "chain"): "upstream-bugs/super-vectorize-writes-past-loop-end.mlir",
}


def cpu_run(tool, args, path):
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    p = subprocess.run([tool] + args + [path], capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime, p


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    ours = sys.argv[1]
    passes = (sys.argv[2] if len(sys.argv) > 2 else DEFAULT_PASSES).split(";")
    shapes = (sys.argv[3] if len(sys.argv) > 3 else "one-func,chain,deep").split(",")
    workdir = os.environ.get("WORKDIR", ".")
    sizes = {}
    for shape in shapes:
        env = os.environ.get("SIZES_" + shape.replace("-", "_"))
        sizes[shape] = tuple(int(x) for x in env.split(",")) if env else SIZES[shape]
        extra = [n for (p, s), ns in PASS_SIZES.items() if s == shape and not env for n in ns]
        for n in list(sizes[shape]) + extra:
            path = os.path.join(workdir, f"{shape}-{n}.mlir")
            if not os.path.exists(path):
                text = subprocess.run([sys.executable, GEN, shape, str(n)], capture_output=True, text=True,
                                      check=True).stdout
                with open(path, "w") as f:
                    f.write(text)
    print(f"load average before: {os.getloadavg()[0]:.1f}", flush=True)
    unexpected = 0
    for spec in passes:
        args = shlex.split(spec)
        for shape in shapes:
            rows = []
            override = next((ns for (p, s), ns in PASS_SIZES.items() if spec.startswith(p) and s == shape), None)
            env_given = os.environ.get("SIZES_" + shape.replace("-", "_"))
            for n in (override if override and not env_given else sizes[shape]):
                path = os.path.join(workdir, f"{shape}-{n}.mlir")
                tm, pm = cpu_run(MLIR, args, path)
                to, po = cpu_run(ours, args, path)
                same = pm.stdout == po.stdout and pm.stderr == po.stderr and pm.returncode == po.returncode
                rows.append((n, tm, to, same, pm.returncode, po.returncode))
            (n1, m1, o1, s1, _, _), (n2, m2, o2, s2, rc_m, rc_o) = rows
            grow = lambda a, b: math.log(max(b, 1e-3) / max(a, 1e-3)) / math.log(n2 / n1)
            same = s1 and s2
            note = ""
            if not same:
                known = next((v for (p, s), v in KNOWN_DIFFERENCES.items() if spec.startswith(p) and s == shape), None)
                if known:
                    note = f" (deliberate: {known})"
                else:
                    unexpected += 1
            print(f"{spec[:58]:58s} {shape:9s} N={n2:6d} mlir {m2:7.2f}s ours {o2:7.2f}s "
                  f"{m2 / max(o2, 1e-3):6.1f}x growth mlir {grow(m1, m2):.2f} ours {grow(o1, o2):.2f} "
                  f"same={same} rc={rc_m},{rc_o}{note}", flush=True)
    print(f"load average after: {os.getloadavg()[0]:.1f}", flush=True)
    sys.exit(1 if unexpected else 0)


if __name__ == "__main__":
    main()
