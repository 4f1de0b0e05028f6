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
printf "%8s %10s %12s %12s %8s %s\n" accesses remarks "mlir-opt s" "affine-opt s" ratio output
for n in "${sizes[@]}"; do
  python3 "$here/gen_nest.py" "$n" > "$work/nest.mlir"
  t0=$(date +%s.%N); "$ref" -test-memref-dependence-check "$work/nest.mlir" -o /dev/null 2> "$work/ref.txt"; t1=$(date +%s.%N)
  "$ours" -test-memref-dependence-check "$work/nest.mlir" -o /dev/null 2> "$work/ours.txt"; t2=$(date +%s.%N)
  if cmp -s "$work/ref.txt" "$work/ours.txt"; then same=identical; else same=DIFFERENT; fi
  remarks=$(grep -c "remark:" "$work/ref.txt" || true)
  python3 -c "import sys; r=$t1-$t0; o=$t2-$t1; print(f'{$n:8d} {$remarks:10d} {r:12.2f} {o:12.3f} {r/max(o,1e-9):7.1f}x $same')"
done
