#!/usr/bin/env python3
"""Differential test of generic-form properties: affine-opt vs mlir-opt 22.

Every `// -----` chunk of the project's file tests and of the upstream
conformance files that mlir-opt accepts is printed in generic form by
mlir-opt (`--mlir-print-op-generic`). For each op name seen (the first
--per-op occurrences of it), variants of that one op are made by editing
its property dictionary `<{...}>` and its attribute dictionary `{...}`:

  unknown     an extra unknown key in `<{}>` (dropped by registered ops)
  empty       `<{}>` added to an op written without properties
  drop-K      property K removed (default-valued ones come back)
  bad-K       property K given a value of the wrong attribute kind
  to-attrs    the properties moved into the discardable dictionary
  non-dict    `<1 : i32>` as the properties

Both tools run on every variant (`--mlir-print-op-generic
--allow-unregistered-dialect`); stdout, stderr and the exit status must
match. Prints `DIFF <op> <variant>` per mismatch (with --show-diff a diff)
and a closing count; exits non-zero on a difference.

Usage: scripts/props-sweep.py [--tool PATH] [--ref PATH] [--per-op N] [--only OP]
"""

import argparse
import difflib
import glob
import os
import subprocess
import sys
import tempfile
from collections import defaultdict

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DEFAULT_REF = "/usr/lib/llvm-22/bin/mlir-opt"
TARGET_DIR = os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")
DEFAULT_TOOL = os.path.join(TARGET_DIR, "release", "affine-opt")
FLAGS = ["--mlir-print-op-generic", "--allow-unregistered-dialect"]
# The shared folder (conformance files) beside the repository; a worktree
# elsewhere names it with AFFINE_SHARED_DIR.
SHARED = os.environ.get("AFFINE_SHARED_DIR") or os.path.join(ROOT, "..", "shared")


def chunks():
    paths = sorted(
        glob.glob(os.path.join(ROOT, "tests", "lit", "**", "*.mlir"), recursive=True)
        + glob.glob(os.path.join(SHARED, "conformance", "upstream", "**", "*.mlir"), recursive=True)
    )
    paths = [p for p in paths if os.sep + "Output" + os.sep not in p]
    for path in paths:
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for i, chunk in enumerate(text.split("\n// -----")):
            if "expected-" in chunk:
                continue
            yield f"{os.path.relpath(path, ROOT)}#{i}", chunk


def run(tool, text, tmp):
    path = os.path.join(tmp, "in.mlir")
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)
    try:
        p = subprocess.run([tool, *FLAGS, path], capture_output=True, timeout=60)
    except subprocess.TimeoutExpired:
        return None
    return p.returncode, p.stdout.decode("utf-8", "replace"), p.stderr.decode("utf-8", "replace").replace(path, "FILE")


def match_close(s, i):
    """Index just past the bracket group opening at s[i] (strings skipped)."""
    pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
    stack = []
    j = i
    while j < len(s):
        c = s[j]
        if c == '"':
            j += 1
            while j < len(s) and s[j] != '"':
                j += 2 if s[j] == "\\" else 1
        elif c in "([{<":
            stack.append(pairs[c])
        elif c in ")]}>":
            if c == ">" and j > 0 and s[j - 1] == "-":
                pass  # `->` in a function type
            elif stack and stack[-1] == c:
                stack.pop()
                if not stack:
                    return j + 1
            elif c == ">":
                pass
            else:
                return None
        j += 1
    return None


def split_top(s):
    """Splits a dictionary body at its top-level commas."""
    out, depth, cur, j = [], 0, "", 0
    while j < len(s):
        c = s[j]
        if c == '"':
            k = j + 1
            while k < len(s) and s[k] != '"':
                k += 2 if s[k] == "\\" else 1
            cur += s[j : k + 1]
            j = k + 1
            continue
        if c in "([{<":
            depth += 1
        elif c in ")]}>" and not (c == ">" and j > 0 and s[j - 1] == "-"):
            depth -= 1
        if c == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
        j += 1
    if cur.strip():
        out.append(cur.strip())
    return out


def parse_op_line(line):
    """(name, props span, props entries, attrs span, attrs entries) of a generic op line, or None."""
    q = line.find('"')
    if q < 0:
        return None
    e = line.find('"', q + 1)
    name = line[q + 1 : e]
    if "." not in name or not line[e + 1 :].startswith("("):
        return None
    j = match_close(line, e + 1)
    if j is None:
        return None
    if line[j:].startswith("["):
        j = match_close(line, j)
        if j is None:
            return None
    props = None
    if line[j:].startswith(" <{"):
        k = match_close(line, j + 1)
        if k is None:
            return None
        props = (j, k, split_top(line[j + 3 : k - 2]))
        j = k
    # The attribute dictionary follows the regions (on a later line when
    # there are regions): only single-line ops get attribute edits.
    attrs = None
    if line[j:].startswith(" {"):
        k = match_close(line, j + 1)
        if k is not None:
            attrs = (j, k, split_top(line[j + 2 : k - 1]))
    return name, props, attrs, j


def bad_value(v):
    """An attribute of another kind than `v`."""
    if v.startswith('"'):
        return "7 : i32"
    return '"bad"'


def variants(line):
    p = parse_op_line(line)
    if p is None:
        return
    name, props, attrs, after = p
    if props is not None:
        s, e, entries = props
        def with_props(es):
            body = " <{" + ", ".join(es) + "}>" if es is not None else ""
            return line[:s] + body + line[e:]
        yield "unknown", with_props(entries + ["zz_unknown = 5 : i64"])
        yield "non-dict", line[:s] + " <1 : i32>" + line[e:]
        for i, ent in enumerate(entries):
            key = ent.split(" = ")[0].strip()
            rest = entries[:i] + entries[i + 1 :]
            yield f"drop-{key}", with_props(rest if rest else None)
            val = ent.split(" = ", 1)[1] if " = " in ent else "unit"
            yield f"bad-{key}", with_props(entries[:i] + [f"{key} = {bad_value(val)}"] + entries[i + 1 :])
        if attrs is None and "(" not in line[e:e + 2]:
            # Properties as discardable attributes (the backward-compatible form).
            tail = line[e:]
            colon = tail.find(" : ")
            if colon >= 0 and not tail[:colon].strip():
                yield "to-attrs", line[:s] + " {" + ", ".join(entries) + "}" + tail
    else:
        # No properties: `<{}>` and an unknown key.
        yield "empty", line[:after] + " <{}>" + line[after:]
        yield "unknown", line[:after] + " <{zz_unknown = 5 : i64}>" + line[after:]
        if attrs is not None:
            s, e, entries = attrs
            yield "attrs-to-props", line[:after] + " <{" + ", ".join(entries) + "}>" + line[after:s] + line[e:]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--ref", default=DEFAULT_REF)
    ap.add_argument("--tool", default=DEFAULT_TOOL)
    ap.add_argument("--per-op", type=int, default=1)
    ap.add_argument("--only", action="append", default=[])
    ap.add_argument("--show-diff", action="store_true")
    ap.add_argument("--keep", help="folder to save differing inputs in")
    args = ap.parse_args()
    tmp = tempfile.mkdtemp(prefix="props-sweep-")
    seen = defaultdict(int)
    cases = same = 0
    diffs = []
    for where, chunk in chunks():
        ref = run(args.ref, chunk, tmp)
        if ref is None or ref[0] != 0:
            continue
        lines = ref[1].split("\n")
        for li, line in enumerate(lines):
            p = parse_op_line(line)
            if p is None:
                continue
            name = p[0]
            if args.only and name not in args.only:
                continue
            if seen[name] >= args.per_op:
                continue
            seen[name] += 1
            for kind, new in variants(line):
                text = "\n".join(lines[:li] + [new] + lines[li + 1 :])
                r = run(args.ref, text, tmp)
                if r is None or r[0] < 0 or "PLEASE submit a bug report" in r[2]:
                    continue
                o = run(args.tool, text, tmp)
                cases += 1
                if r == o:
                    same += 1
                    continue
                diffs.append((name, kind))
                print(f"DIFF {name} {kind} ({where})")
                if args.keep:
                    os.makedirs(args.keep, exist_ok=True)
                    with open(os.path.join(args.keep, f"{name}-{kind}.mlir"), "w") as f:
                        f.write(text)
                if args.show_diff:
                    if o is None:
                        print("  affine-opt timed out")
                        continue
                    if r[0] != o[0]:
                        print(f"  exit status: mlir-opt {r[0]}, affine-opt {o[0]}")
                    for label, a, b in (("stdout", r[1], o[1]), ("stderr", r[2], o[2])):
                        d = list(difflib.unified_diff(a.splitlines(), b.splitlines(), f"mlir-opt {label}",
                                                      f"affine-opt {label}", lineterm="", n=0))
                        for l in d[:12]:
                            print("  " + l[:400])
    print(f"props-sweep: {len(seen)} ops, {cases} variants, {same} same, {len(diffs)} differ "
          f"({len({n for n, _ in diffs})} ops)")
    sys.exit(1 if diffs else 0)


if __name__ == "__main__":
    main()
