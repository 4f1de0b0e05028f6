#!/usr/bin/env bash
# Dependence check benchmark: `-test-memref-dependence-check` of affine-opt
# against mlir-opt 22, side by side, on generated nests with N accesses
# (N^2 pairs x 3 depths). Usage: bench/dependence-check/run.sh [N...]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$here/../.."
(cd "$repo" && cargo build --profile dist -q -p affine-opt)
ours="$repo/target/dist/affine-opt"
ref="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(25 50 100 200)
# Each tool runs under /usr/bin/time: wall seconds, CPU seconds (user+sys,
# steadier than wall time on a shared machine) and peak RSS.
printf "%8s %10s %22s %22s %10s %10s %s\n" accesses remarks "mlir-opt wall/cpu/MB" "affine-opt wall/cpu/MB" "wall ratio" "cpu ratio" output
for n in "${sizes[@]}"; do
  python3 "$here/gen_nest.py" "$n" > "$work/nest.mlir"
  /usr/bin/time -f "%e %U %S %M" -o "$work/ref.time" "$ref" -test-memref-dependence-check "$work/nest.mlir" -o /dev/null 2> "$work/ref.txt" || true
  /usr/bin/time -f "%e %U %S %M" -o "$work/ours.time" "$ours" -test-memref-dependence-check "$work/nest.mlir" -o /dev/null 2> "$work/ours.txt" || true
  if cmp -s "$work/ref.txt" "$work/ours.txt"; then same=identical; else same=DIFFERENT; fi
  remarks=$(grep -c "remark:" "$work/ref.txt" || true)
  python3 - "$n" "$remarks" "$work/ref.time" "$work/ours.time" "$same" <<'PY'
import sys
n, remarks, ref_file, ours_file, same = sys.argv[1:]
def read(path):
    wall, user, sys_, rss = open(path).read().split()[-4:]
    return float(wall), float(user) + float(sys_), int(rss) // 1024
rw, rc, rm = read(ref_file)
ow, oc, om = read(ours_file)
cell = lambda w, c, m: f"{w:.2f}/{c:.2f}/{m}"
print(f"{int(n):8d} {int(remarks):10d} {cell(rw, rc, rm):>22} {cell(ow, oc, om):>22} "
      f"{rw / max(ow, 1e-9):9.1f}x {rc / max(oc, 1e-9):9.1f}x {same}")
PY
done
