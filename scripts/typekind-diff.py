#!/usr/bin/env python3
"""Differential test of type-kind diagnostics: affine-opt vs mlir-opt 22.

Takes the `// -----` chunks that scripts/mutation-diff.py samples (the
project's file tests and the upstream conformance files, without
`expected-` annotations), picks lines that contain --filter (e.g. 'memref.'
for the memref ops), and replaces one operand/result type on such a line by
a type of a wrong kind:

    memref<..>  -> tensor<..>        tensor<..>  -> memref<..>
    vector<NxT> -> T                 complex<T>  -> T
    iN / index  -> f32               fN / bf16   -> index
    !llvm.ptr   -> i64

Both tools run on the result; stdout, stderr and success must be the same
(an op checks the kind of a type where ODS does: at the type in custom
syntax, in the verifier otherwise). Deterministic for a given seed; inputs
on which mlir-opt crashes or times out are skipped. Mismatching inputs are
saved under --keep.

Usage: scripts/typekind-diff.py --filter memref. [--seed N] [--count N] [--tool PATH]
"""

import argparse
import importlib.util
import os
import random
import re
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
_spec = importlib.util.spec_from_file_location("mutation_diff", os.path.join(HERE, "mutation-diff.py"))
md = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(md)

CONTAINERS = re.compile(r"\b(memref|tensor|vector|complex)<")
SCALARS = re.compile(r"(?<![\w%#@^.<!])(index|i\d+|f\d+|bf16)\b(?![<.\w])")


def closing(line, open_at):
    """The end of the `<...>` that starts at `open_at` (`->` inside is no
    bracket), or None."""
    depth = 0
    for j in range(open_at, len(line)):
        if line[j] == "<":
            depth += 1
        elif line[j] == ">" and line[j - 1] != "-":
            depth -= 1
            if depth == 0:
                return j + 1
    return None


def wrong_kind(t):
    """A type of another kind for the type text `t`."""
    if t.startswith("memref<"):
        return "tensor<" + t[len("memref<") :]
    if t.startswith("tensor<"):
        return "memref<" + t[len("tensor<") :]
    if t.startswith("vector<"):
        m = re.search(r"x([^x<>\[\]]+)>$", t)
        return m.group(1) if m else "f32"
    if t.startswith("complex<"):
        return t[len("complex<") : -1]
    if t == "!llvm.ptr":
        return "i64"
    if t.startswith(("f", "bf")):
        return "index"
    return "f32"


def type_spans(line):
    """(start, end) of the types written on `line`."""
    out = []
    for m in CONTAINERS.finditer(line):
        end = closing(line, m.end() - 1)
        if end is not None and not any(a <= m.start() < b for a, b in out):
            out.append((m.start(), end))
    for m in re.finditer(r"!llvm\.ptr\b(?!<)", line):
        out.append((m.start(), m.end()))
    for m in SCALARS.finditer(line):
        if not any(a <= m.start() < b for a, b in out):
            out.append((m.start(), m.end()))
    return sorted(out)


def candidates(chunks, needle):
    """Every (chunk, line, span) where a type on a line containing `needle`
    can be replaced."""
    out = []
    for c, lines in enumerate(chunks):
        for i, line in enumerate(lines):
            if needle in line:
                for span in type_spans(line):
                    out.append((c, i, span))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--filter", required=True, help="replace types only on lines containing this text")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=200)
    ap.add_argument("--tool", default=md.DEFAULT_TOOL)
    ap.add_argument("--ref", default=os.environ.get("MLIR_OPT", md.DEFAULT_REF))
    ap.add_argument("--keep", default=os.path.join(md.ROOT, "target", "typekind-diff"))
    args = ap.parse_args()
    for exe in (args.tool, args.ref):
        if not os.access(exe, os.X_OK):
            sys.exit(f"error: {exe} is not an executable")
    chunks = md.corpus_chunks()
    cands = candidates(chunks, args.filter)
    rng = random.Random(args.seed)
    rng.shuffle(cands)
    print(f"typekind-diff: {len(cands)} types to replace on lines with {args.filter!r}")
    os.makedirs(args.keep, exist_ok=True)
    seen = set()
    n = differ = skipped = 0
    with tempfile.TemporaryDirectory() as work:
        for c, i, (a, b) in cands:
            if n >= args.count:
                break
            lines = list(chunks[c])
            line = lines[i]
            lines[i] = line[:a] + wrong_kind(line[a:b]) + line[b:]
            src = "\n".join(lines) + "\n"
            if src in seen:
                continue
            seen.add(src)
            n += 1
            result = md.compare(args.tool, args.ref, src, work, os.path.join(args.keep, f"seed{args.seed}-{n}.mlir"))
            if result is None:
                skipped += 1
            elif result:
                differ += 1
    print(f"typekind-diff: seed {args.seed}, {n} inputs, {differ} differ, {skipped} skipped (reference crashed)")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
