#!/usr/bin/env python3
"""Differential test of generic-form structure diagnostics: affine-opt vs mlir-opt 22.

Collects the op names the project's file tests and the upstream conformance
files use (custom and generic form), and writes each op in the generic form
with operand, result and region lists of shapes its definition may not
accept:

    "dialect.op"(%a, %a) : (i32, i32) -> (i32)
    "dialect.op"() ({}) : () -> ()
    ...

Both tools run on the result; stdout, stderr and success must be the same:
an op checks its structural traits (region, result, successor and operand
counts) and its ODS operand/result constraints in MLIR's order, with MLIR's
messages, and never accepts a shape mlir-opt 22 refuses. Deterministic for a
given seed; inputs on which mlir-opt crashes or times out are skipped.
Mismatching inputs are saved under --keep.

Usage: scripts/generic-diff.py [--filter TEXT] [--seed N] [--count N] [--tool PATH]
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

# Dialects whose ops the project registers (others are unregistered in both tools).
DIALECTS = (
    "affine arith bufferization builtin cf complex dlti func gpu index linalg llvm math memref scf spirv "
    "tensor test ub vector"
).split()
OP_NAME = re.compile(r"(?:^|[\s=\"])(" + "|".join(DIALECTS) + r")\.([a-z_][a-zA-Z0-9_.]*)\b")

# Value types the shapes use: the function's arguments provide one of each.
TYPES = ["i32", "index", "f32", "memref<4xf32>", "vector<4xf32>", "tensor<4xf32>", "!llvm.ptr", "i1"]
ARGS = {t: f"%a{i}" for i, t in enumerate(TYPES)}


def shapes():
    """Operand types, result types and region text of every shape tried."""
    out = [((), (), ""), ((), (), " ({})"), (("i32",), ("i32",), " ({})"), ((), (), " ({}, {})")]
    for t in TYPES:
        out += [((t,), (), ""), ((), (t,), ""), ((t,), (t,), ""), ((t, t), (t,), ""), ((t,) * 3, (t, t), "")]
    return out


def program(op, operands, results, regions):
    args = ", ".join(f"{ARGS[t]}: {t}" for t in TYPES)
    uses = ", ".join(ARGS[t] for t in operands)
    defs = ", ".join(f"%r{i}" for i in range(len(results)))
    defs = f"{defs} = " if defs else ""
    return (
        f"func.func @f({args}) {{\n  {defs}\"{op}\"({uses}){regions} : ({', '.join(operands)}) -> "
        f"({', '.join(results)})\n  return\n}}\n"
    )


def op_names(chunks):
    names = set()
    for lines in chunks:
        for line in lines:
            if line.lstrip().startswith("//"):
                continue
            for m in OP_NAME.finditer(line):
                name = f"{m.group(1)}.{m.group(2)}"
                # Attribute and type spellings (`#llvm.fastmath`) and keys
                # (`llvm.linkage =`) are not ops.
                before = line[: m.start(1)]
                if before.endswith(("#", "!")) or line[m.end() :].lstrip().startswith("="):
                    continue
                names.add(name)
    return sorted(names)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--filter", default="", help="only ops whose name contains this text")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--count", type=int, default=300)
    ap.add_argument("--tool", default=md.DEFAULT_TOOL)
    ap.add_argument("--ref", default=os.environ.get("MLIR_OPT", md.DEFAULT_REF))
    ap.add_argument("--keep", default=os.path.join(md.ROOT, "target", "generic-diff"))
    args = ap.parse_args()
    for exe in (args.tool, args.ref):
        if not os.access(exe, os.X_OK):
            sys.exit(f"error: {exe} is not an executable")
    names = [n for n in op_names(md.corpus_chunks()) if args.filter in n]
    cands = [(n, s) for n in names for s in shapes()]
    rng = random.Random(args.seed)
    rng.shuffle(cands)
    print(f"generic-diff: {len(names)} ops, {len(cands)} inputs to sample from")
    os.makedirs(args.keep, exist_ok=True)
    n = differ = skipped = 0
    with tempfile.TemporaryDirectory() as work:
        for name, (operands, results, regions) in cands[: args.count]:
            n += 1
            src = program(name, operands, results, regions)
            keep = os.path.join(args.keep, f"seed{args.seed}-{n}.mlir")
            result = md.compare(args.tool, args.ref, src, work, keep)
            if result is None:
                skipped += 1
            elif result:
                differ += 1
    print(f"generic-diff: seed {args.seed}, {n} inputs, {differ} differ, {skipped} skipped (reference crashed)")
    sys.exit(1 if differ else 0)


if __name__ == "__main__":
    main()
