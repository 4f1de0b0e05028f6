#!/usr/bin/env bash
# Parse + print benchmark: affine-opt against mlir-opt 22, side by side, on
# the same generated module. Prints wall time and peak memory of each and the
# ratios. Usage: bench/parse-print/run.sh [SIZE_IN_MB]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
repo="$here/../.."
size_mb="${1:-50}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
(cd "$repo" && cargo build --profile dist -q -p affine-opt)
ours="${CARGO_TARGET_DIR:-$repo/target}/dist/affine-opt"
ref="${MLIR_OPT:-/usr/lib/llvm-22/bin/mlir-opt}"
python3 "$here/gen_module.py" $((size_mb * 1024 * 1024)) > "$work/big.mlir"
echo "input: $(du -h "$work/big.mlir" | cut -f1)"

measure() { # prints "seconds peak_kb"
  /usr/bin/time -f "%e %M" "$@" -o "$work/out.mlir" "$work/big.mlir" 2>&1 >/dev/null | tail -1
}
read -r ref_s ref_kb < <(measure "$ref")
cp "$work/out.mlir" "$work/ref.mlir"
read -r our_s our_kb < <(measure "$ours")
if cmp -s "$work/out.mlir" "$work/ref.mlir"; then same=identical; else same=DIFFERENT; fi
echo "mlir-opt 22 : ${ref_s}s, peak ${ref_kb} KB"
echo "affine-opt  : ${our_s}s, peak ${our_kb} KB"
python3 - "$ref_s" "$our_s" "$ref_kb" "$our_kb" "$same" <<'PY'
import sys
rs, os_, rk, ok, same = float(sys.argv[1]), float(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), sys.argv[5]
print(f"speed-up: {rs / max(os_, 1e-9):.2f}x   memory ratio (ours/ref): {ok / rk:.2f}   outputs {same}")
PY
