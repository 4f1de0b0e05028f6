#!/usr/bin/env bash
# Dependence check benchmark: `-test-memref-dependence-check` of affine-opt
# against mlir-opt 22, side by side, on generated nests with N accesses.
# Usage: bench/dependence-check/run.sh [--stencil | --deep-inner] [--no-note] [N...]
#   --stencil     3-deep stencil-like nest (gen_nest.py --stencil), 4 N^2 remarks
#   --deep-inner  N loops deep, one load and one store innermost (N is the depth)
#   --no-note  both tools run with --mlir-print-op-on-diagnostic=false
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$here/../.."
gen_flags=()
tool_flags=()
sizes=()
for a in "$@"; do
  case "$a" in
    --stencil) gen_flags+=(--stencil) ;;
    --deep-inner) gen_flags+=(--deep-inner) ;;
    --no-note) tool_flags+=(--mlir-print-op-on-diagnostic=false) ;;
    *) sizes+=("$a") ;;
  esac
done
[ ${#sizes[@]} -gt 0 ] || sizes=(25 50 100 200)
(cd "$repo" && cargo build --profile dist -q -p affine-opt)
ours="${CARGO_TARGET_DIR:-$repo/target}/dist/affine-opt"
ref="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
echo "generator: gen_nest.py ${gen_flags[*]:-}; tool flags: ${tool_flags[*]:-(none)}"
# Each size runs mlir-opt REPEAT times (default 3) and affine-opt 5 times as
# often, alternating; medians of wall and CPU seconds (user+sys from rusage,
# steadier than wall time on a shared machine), maximum peak RSS.
repeat="${REPEAT:-3}"
printf "%8s %10s %24s %24s %10s %10s %s\n" accesses remarks "mlir-opt wall/cpu/MB" "affine-opt wall/cpu/MB" "wall ratio" "cpu ratio" output
for n in "${sizes[@]}"; do
  python3 "$here/gen_nest.py" "$n" "${gen_flags[@]}" > "$work/nest.mlir"
  python3 "$here/time_pair.py" "$repeat" 5 "$work/ref.txt" "$work/ours.txt" -- \
    "$ref" -test-memref-dependence-check "${tool_flags[@]}" "$work/nest.mlir" -o /dev/null -- \
    "$ours" -test-memref-dependence-check "${tool_flags[@]}" "$work/nest.mlir" -o /dev/null > "$work/times"
  if cmp -s "$work/ref.txt" "$work/ours.txt"; then same=identical; else same=DIFFERENT; fi
  remarks=$(grep -c "remark:" "$work/ref.txt" || true)
  python3 - "$n" "$remarks" "$work/times" "$same" <<'PY'
import sys
n, remarks, times, same = sys.argv[1:]
rw, rc, rm, ow, oc, om = (float(x) for x in open(times).read().split())
cell = lambda w, c, m: f"{w:.3f}/{c:.3f}/{int(m)}"
print(f"{int(n):8d} {int(remarks):10d} {cell(rw, rc, rm):>24} {cell(ow, oc, om):>24} "
      f"{rw / max(ow, 1e-9):9.1f}x {rc / max(oc, 1e-9):9.1f}x {same}")
PY
done
