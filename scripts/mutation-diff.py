#!/usr/bin/env python3
"""Differential test of diagnostics on invalid inputs: affine-opt vs mlir-opt 22.

Takes `// -----` chunks of the project's file tests and of the upstream
conformance files (chunks that carry `expected-` annotations are skipped),
applies one random mutation to each (delete a line, replace or delete a
word, insert a token), runs both tools on the result and requires the same
stdout, the same stderr and the same success/failure. Deterministic for a
given seed, so a failure can be replayed; every mismatching input is saved
under --keep for inspection.

Normalised before comparing: the 'Available dialects' note (each tool lists
the dialects it has). Inputs on which mlir-opt crashes or times out are
skipped (a crash is not a behaviour to match).

Usage: scripts/mutation-diff.py [--seed N] [--count N] [--tool PATH] [--ref PATH] [--filter TEXT]
"""

import argparse
import glob
import os
import random
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_REF = "/usr/lib/llvm-22/bin/mlir-opt"
DEFAULT_TOOL = os.path.join(ROOT, "target", "release", "affine-opt")

# Tokens inserted or substituted by the mutations: punctuation and keywords
# the grammar cares about, plus a few well-formed fragments in wrong places.
TOKENS = [
    "%0", "%arg0", ":", "(", ")", "{", "}", "[", "]", "<", ">", ",", "=", "->",
    "i32", "index", "f32", "memref<4xf32>", "affine_map<(d0) -> (d0)>", "0", "-1",
    "to", "step", "iter_args", "affine.yield", '"x"', "#map", "^bb0", "loc(unknown)",
]


# Not normalised: the sorted path order (which decides what a seed samples)
# depends on the spelling of this prefix.
CONFORMANCE = os.path.join(ROOT, "..", "shared", "conformance", "upstream")


def corpus_chunks():
    # The seeds' samples are only comparable across checkouts when the corpus
    # is the same, so a missing conformance tree is an error, not a smaller
    # corpus (which would silently sample other chunks).
    upstream = glob.glob(os.path.join(CONFORMANCE, "**", "*.mlir"), recursive=True)
    if not upstream:
        sys.exit(
            f"error: no conformance inputs under {os.path.normpath(CONFORMANCE)}; link the shared "
            "directory (with conformance/upstream) next to this checkout"
        )
    paths = sorted(glob.glob(os.path.join(ROOT, "tests", "lit", "**", "*.mlir"), recursive=True) + upstream)
    # lit's scratch files (Output/) are generated, not test inputs.
    paths = [p for p in paths if os.sep + "Output" + os.sep not in p]
    chunks = []
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for chunk in text.split("\n// -----"):
            if "expected-" in chunk:
                continue
            lines = [l for l in chunk.split("\n") if not l.strip().startswith("//")]
            if len(lines) > 3:
                chunks.append(lines)
    return chunks


def mutate(rng, lines):
    lines = list(lines)
    i = rng.randrange(len(lines))
    line = lines[i]
    words = re.split(r"(\s+)", line)
    kind = rng.randrange(4)
    if kind == 0:
        lines.pop(i)
    elif kind == 1 and words:
        words[rng.randrange(len(words))] = rng.choice(TOKENS)
        lines[i] = "".join(words)
    elif kind == 2 and words:
        words[rng.randrange(len(words))] = ""
        lines[i] = "".join(words)
    elif line:
        at = rng.randrange(len(line))
        lines[i] = line[:at] + rng.choice(TOKENS) + line[at:]
    return "\n".join(lines) + "\n"


def normalise(stderr):
    return re.sub(r"note: Available dialects: [^\n]*", "note: Available dialects: ...", stderr)


def run(cmd, cwd):
    try:
        return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, timeout=20)
    except subprocess.TimeoutExpired:
        return None


def compare(tool, ref_tool, src, work, keep):
    """Runs both tools on `src` (written in the folder `work`): None if the
    reference crashed or timed out (not a behaviour to match), else whether
    stdout, stderr or success differ. A differing input is saved as `keep`
    and its first error lines are printed."""
    with open(os.path.join(work, "in.mlir"), "w", encoding="utf-8") as f:
        f.write(src)
    flags = ["--allow-unregistered-dialect", "in.mlir"]
    ref = run([ref_tool] + flags, work)
    if ref is None or ref.returncode < 0 or "PLEASE submit a bug report" in ref.stderr:
        return None
    ours = run([tool] + flags, work)
    same = (
        ours is not None
        and ours.stdout == ref.stdout
        and normalise(ours.stderr) == normalise(ref.stderr)
        and (ours.returncode == 0) == (ref.returncode == 0)
    )
    if not same:
        with open(keep, "w", encoding="utf-8") as f:
            f.write(src)

        def first(r):
            return (r.stderr.splitlines() or [""])[0] if r else "(timed out)"

        print(f"DIFF {keep}\n  mlir-opt:   {first(ref)}\n  affine-opt: {first(ours)}", flush=True)
    return not same


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--tool", default=DEFAULT_TOOL)
    ap.add_argument("--ref", default=os.environ.get("MLIR_OPT", DEFAULT_REF))
    ap.add_argument("--keep", default=os.path.join(ROOT, "target", "mutation-diff"))
    ap.add_argument(
        "--filter",
        default=None,
        help="sample only chunks whose text contains this string (e.g. 'llvm.'); without it the "
        "whole corpus, so seeds stay comparable",
    )
    args = ap.parse_args()
    for exe in (args.tool, args.ref):
        if not os.access(exe, os.X_OK):
            sys.exit(f"error: {exe} is not an executable")
    rng = random.Random(args.seed)
    chunks = corpus_chunks()
    if args.filter:
        chunks = [c for c in chunks if args.filter in "\n".join(c)]
    print(f"mutation-diff: {len(chunks)} chunks to sample from")
    os.makedirs(args.keep, exist_ok=True)
    differ = skipped = 0
    with tempfile.TemporaryDirectory() as work:
        for k in range(args.count):
            src = mutate(rng, rng.choice(chunks))
            result = compare(args.tool, args.ref, src, work, os.path.join(args.keep, f"seed{args.seed}-{k}.mlir"))
            if result is None:
                skipped += 1
            elif result:
                differ += 1
    print(f"mutation-diff: seed {args.seed}, {args.count} inputs, {differ} differ, {skipped} skipped (reference crashed)")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
