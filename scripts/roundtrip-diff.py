#!/usr/bin/env python3
"""Differential round trip of affine-opt against mlir-opt 22.

For every `.mlir` file under the given files/folders (and, with --generated N,
N programs from the project's random generator), run

    TOOL --split-input-file --allow-unregistered-dialect FILE

with our `affine-opt` and with the reference `mlir-opt` 22, and require:
stdout byte-identical, the same exit status, and (for inputs the reference
rejects) the same diagnostics line for line, the file path normalised.
Prints `SAME|DIFF file` per input and a closing `N passed, M failed` line;
exits non-zero on any difference. `--show-diff` prints a unified diff.
"""
import argparse
import difflib
import os
import subprocess
import sys
import tempfile

REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
DEFAULT_REF = "/usr/lib/llvm-22/bin/mlir-opt"
# Cargo's output folder: CARGO_TARGET_DIR when set (a per-worktree target dir), else <repo>/target.
TARGET_DIR = os.environ.get("CARGO_TARGET_DIR") or os.path.join(REPO, "target")
DEFAULT_OURS = os.path.join(TARGET_DIR, "release", "affine-opt")
FLAGS = ["--split-input-file", "--allow-unregistered-dialect"]


def run(tool, path, extra):
    try:
        p = subprocess.run([tool, *FLAGS, *extra, path], capture_output=True, timeout=120)
    except subprocess.TimeoutExpired:
        return "timeout", b"", f"{os.path.basename(tool)} timed out after 120 s"
    err = p.stderr.decode("utf-8", "replace").replace(path, "FILE")
    return p.returncode, p.stdout, err


def collect(paths):
    files = []
    for p in paths:
        if os.path.isdir(p):
            for root, dirs, names in os.walk(p):
                # lit's scratch files (Output/) are generated, not test inputs.
                dirs[:] = [d for d in dirs if d != "Output"]
                files += [os.path.join(root, n) for n in sorted(names) if n.endswith(".mlir")]
        else:
            files.append(p)
    return sorted(files)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("paths", nargs="*")
    ap.add_argument("--ref", default=os.environ.get("MLIR_OPT", DEFAULT_REF))
    ap.add_argument("--tool", default=DEFAULT_OURS)
    ap.add_argument("--generated", type=int, default=0, help="also check N generated programs")
    ap.add_argument("--seed", type=int, default=0, help="first generator seed (programs use seeds SEED..SEED+N-1)")
    ap.add_argument("--show-diff", action="store_true")
    ap.add_argument("--flavors", default="deps,exec,fusion", help="generator flavors to cycle through")
    ap.add_argument("--extra", action="append", default=[], help="extra flag for both tools")
    ap.add_argument("--known-differences", help="file listing inputs (one basename per line, # comments) that are "
                    "known to differ; they are reported but do not fail the run, and one that now matches fails "
                    "the run until it is removed from the list (a ratchet)")
    args = ap.parse_args()
    for tool in (args.ref, args.tool):
        if not os.access(tool, os.X_OK):
            sys.exit(f"error: {tool} is not an executable (install mlir-22-tools / build affine-opt)")

    files = collect(args.paths)
    tmp = tempfile.mkdtemp(prefix="roundtrip-")
    if args.generated:
        gen = os.path.join(TARGET_DIR, "release", "gen-affine")
        if not os.access(gen, os.X_OK):
            sys.exit(f"error: {gen} missing: build the workspace in release mode first")
        for seed in range(args.seed, args.seed + args.generated):
            flavors = args.flavors.split(",")
            flavor = flavors[seed % len(flavors)]
            out = subprocess.run([gen, "--seed", str(seed), "--flavor", flavor], capture_output=True, check=True)
            path = os.path.join(tmp, f"gen-{flavor}-{seed}.mlir")
            with open(path, "wb") as f:
                f.write(out.stdout)
            files.append(path)

    known = set()
    if args.known_differences:
        with open(args.known_differences) as f:
            known = {l.split("#")[0].strip() for l in f} - {""}
    passed = failed = known_failed = 0
    stale = []
    for path in files:
        rel = os.path.relpath(path, REPO) if not path.startswith(tmp) else os.path.basename(path)
        with open(path, encoding="utf-8", errors="replace") as f:
            if "roundtrip-diff: skip" in f.read():
                # A file that says so (an mlir-opt hang kept in upstream-bugs).
                print(f"SKIP {path}")
                continue
        ref = run(args.ref, path, args.extra)
        ours = run(args.tool, path, args.extra)
        is_known = any(rel.endswith(k) for k in known)
        if ref == ours:
            passed += 1
            print(f"SAME {path}")
            if is_known:
                stale.append(rel)
            continue
        if is_known:
            known_failed += 1
            print(f"DIFF (known) {path}")
        else:
            failed += 1
            print(f"DIFF {path}")
        if args.show_diff:
            if ref[0] != ours[0]:
                print(f"  exit status: mlir-opt {ref[0]}, affine-opt {ours[0]}")
            for name, a, b in (("stdout", ref[1].decode("utf-8", "replace"), ours[1].decode("utf-8", "replace")),
                               ("stderr", ref[2], ours[2])):
                d = list(difflib.unified_diff(a.splitlines(), b.splitlines(), f"mlir-opt {name}", f"affine-opt {name}", lineterm="", n=1))
                for line in d[:60]:
                    print("  " + line)
    for rel in stale:
        print(f"error: {rel} now matches mlir-opt: remove it from {args.known_differences}")
    print(f"roundtrip: {passed} passed, {failed + len(stale)} failed, {known_failed} known differences")
    sys.exit(1 if failed or stale else 0)


if __name__ == "__main__":
    main()
