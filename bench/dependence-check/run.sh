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
# Each tool runs under /usr/bin/time: wall seconds, CPU seconds (user+sys,
# steadier than wall time on a shared machine) and peak RSS.
printf "%8s %10s %22s %22s %10s %10s %s\n" accesses remarks "mlir-opt wall/cpu/MB" "affine-opt wall/cpu/MB" "wall ratio" "cpu ratio" output
for n in "${sizes[@]}"; do
  python3 "$here/gen_nest.py" "$n" "${gen_flags[@]}" > "$work/nest.mlir"
  /usr/bin/time -f "%e %U %S %M" -o "$work/ref.time" "$ref" -test-memref-dependence-check "${tool_flags[@]}" "$work/nest.mlir" -o /dev/null 2> "$work/ref.txt" || true
  /usr/bin/time -f "%e %U %S %M" -o "$work/ours.time" "$ours" -test-memref-dependence-check "${tool_flags[@]}" "$work/nest.mlir" -o /dev/null 2> "$work/ours.txt" || true
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
