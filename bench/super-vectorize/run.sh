#!/usr/bin/env bash
# Super-vectorizer benchmark: -affine-super-vectorize="virtual-vector-size=128
# vectorize-reductions=true" with affine-opt and with mlir-opt 22, side by side,
# on one function of N loop nests (row reductions with iter_args, elementwise
# 2-D nests, column accumulations) over memref<64x128xf32>.
# Usage: bench/super-vectorize/run.sh [N...]   (default: 1000 2000 4000 8000 16000)
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$here/../.."
(cd "$repo" && cargo build --profile dist -q -p affine-opt)
ours="${CARGO_TARGET_DIR:-$repo/target}/dist/affine-opt"
ref="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(1000 2000 4000 8000 16000)
opts="virtual-vector-size=128 vectorize-reductions=true"
# Each tool runs under /usr/bin/time: wall seconds, CPU seconds (user+sys,
# steadier than wall time on a shared machine) and peak RSS.
printf "%8s %22s %22s %10s %10s %s\n" nests "mlir-opt wall/cpu/MB" "affine-opt wall/cpu/MB" "wall ratio" "cpu ratio" output
: > "$work/rows"
for n in "${sizes[@]}"; do
  python3 "$here/gen_nests.py" "$n" > "$work/nests.mlir"
  /usr/bin/time -f "%e %U %S %M" -o "$work/ref.time" "$ref" -affine-super-vectorize="$opts" "$work/nests.mlir" -o "$work/ref.out"
  /usr/bin/time -f "%e %U %S %M" -o "$work/ours.time" "$ours" -affine-super-vectorize="$opts" "$work/nests.mlir" -o "$work/ours.out"
  if cmp -s "$work/ref.out" "$work/ours.out"; then same=identical; else same=DIFFERENT; fi
  python3 - "$n" "$work/ref.time" "$work/ours.time" "$same" "$work/rows" <<'PY'
import sys
n, ref_file, ours_file, same, rows = sys.argv[1:]
def read(path):
    wall, user, sys_, rss = open(path).read().split()[-4:]
    return float(wall), float(user) + float(sys_), int(rss) // 1024
rw, rc, rm = read(ref_file)
ow, oc, om = read(ours_file)
cell = lambda w, c, m: f"{w:.2f}/{c:.2f}/{m}"
print(f"{int(n):8d} {cell(rw, rc, rm):>22} {cell(ow, oc, om):>22} "
      f"{rw / max(ow, 1e-9):9.1f}x {rc / max(oc, 1e-9):9.1f}x {same}")
open(rows, "a").write(f"{n} {rc} {oc}\n")
PY
done
# Growth exponent: least-squares slope of log(cpu time) against log(N).
python3 - "$work/rows" <<'PY'
import math, sys
rows = [tuple(map(float, l.split())) for l in open(sys.argv[1]) if l.strip()]
if len(rows) >= 2:
    def slope(pairs):
        xs = [math.log(n) for n, _ in pairs]
        ys = [math.log(max(t, 1e-6)) for _, t in pairs]
        mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
        return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)
    print(f"growth (cpu time ~ N^k): mlir-opt k = {slope([(n, r) for n, r, _ in rows]):.2f}, "
          f"affine-opt k = {slope([(n, o) for n, _, o in rows]):.2f}")
PY
