#!/usr/bin/env bash
# Builds the interpreter benchmark with the optimised `dist` profile and runs
# it on every kernel in this directory. Usage: bench/interp/run.sh [REPEAT]
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/../.." && pwd)"
repeat="${1:-3}"
cd "$root"
cargo build --profile dist -p affine-interp --example interp_bench >&2
bin="${CARGO_TARGET_DIR:-$root/target}/dist/examples/interp_bench"
for f in "$here"/*.mlir; do
  "$bin" "$f" main "$repeat"
done
