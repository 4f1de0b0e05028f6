#!/usr/bin/env python3
"""-canonicalize on a large generated module, affine-opt against mlir-opt 22
side by side in one run.

Usage: run.py [--size BYTES] [--repeat N] [--ours PATH] [--ref PATH]

Generates the module with gen_module.py, runs both tools on it N times
alternately (best CPU time of each is kept: user + sys, the machine is
shared), checks that the outputs are byte-identical, and prints CPU time,
peak memory, the speed-up and the memory ratio. Exits non-zero when a tool
fails or the outputs differ.
"""
import argparse
import os
import resource
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.abspath(os.path.join(HERE, "..", ".."))


def measure(cmd):
    """Runs `cmd` in a child and returns (user + sys seconds, peak KB) of that child."""
    pid = os.fork()
    if pid == 0:
        os.execv(cmd[0], cmd)
    _, status, usage = os.wait4(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"error: {' '.join(cmd)} failed")
    return usage.ru_utime + usage.ru_stime, usage.ru_maxrss


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--size", type=int, default=20 * 1024 * 1024)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--ours", default=os.path.join(os.environ.get("CARGO_TARGET_DIR", os.path.join(REPO, "target")),
                                                   "release", "affine-opt"))
    ap.add_argument("--ref", default=os.environ.get("MLIR_OPT", "/usr/lib/llvm-22/bin/mlir-opt"))
    args = ap.parse_args()
    for tool in (args.ours, args.ref):
        if not os.access(tool, os.X_OK):
            sys.exit(f"error: {tool} is not an executable (build affine-opt / install mlir-22-tools)")
    tmp = tempfile.mkdtemp(prefix="bench-canonicalize-")
    src = os.path.join(tmp, "in.mlir")
    with open(src, "w") as f:
        subprocess.run([sys.executable, os.path.join(HERE, "gen_module.py"), str(args.size)], stdout=f, check=True)
    outs = {name: os.path.join(tmp, f"{name}.mlir") for name in ("ref", "ours")}
    best = {}
    for _ in range(args.repeat):
        for name, tool in (("ref", args.ref), ("ours", args.ours)):
            t, kb = measure([tool, src, "-canonicalize", "-o", outs[name]])
            prev = best.get(name)
            best[name] = (min(t, prev[0]) if prev else t, max(kb, prev[1]) if prev else kb)
    with open(outs["ref"], "rb") as a, open(outs["ours"], "rb") as b:
        same = a.read() == b.read()
    (rt, rk), (ot, ok) = best["ref"], best["ours"]
    print(f"input: {os.path.getsize(src) / 1e6:.1f} MB, best of {args.repeat}")
    print(f"mlir-opt 22 -canonicalize: {rt:.2f} s CPU, peak {rk / 1024:.0f} MB")
    print(f"affine-opt  -canonicalize: {ot:.2f} s CPU, peak {ok / 1024:.0f} MB")
    print(f"speed-up {rt / max(ot, 1e-9):.2f}x, memory ours/ref {ok / rk:.2f}, outputs {'identical' if same else 'DIFFERENT'}")
    sys.exit(0 if same else 1)


if __name__ == "__main__":
    main()
