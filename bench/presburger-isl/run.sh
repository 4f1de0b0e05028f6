#!/bin/sh
# Builds the isl harness and the Rust benchmark, then compares presburger with
# isl on the same random systems. Extra arguments go to the Rust binary
# (e.g. --systems 500 --seed 7 --budget-us 2000).
set -e
cd "$(dirname "$0")"
make -s isl_harness
cargo run --release -q -- --harness ./isl_harness "$@"
