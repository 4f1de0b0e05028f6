// `--list-passes` prints the registered passes as mlir-opt 22 prints its
// own: sorted by name, each with its summary, its options sorted by name
// with their value kinds and help, and the values of an enum option with
// their descriptions. mlir-opt lists many more passes; the lines of each
// pass we register are the same, byte for byte (affine-opt's extension
// options such as `report` are not listed). The input file is not read.

// RUN: affine-opt --list-passes > %t.ours
// RUN: mlir-opt --list-passes > %t.all
// Keep, from mlir-opt's list, the header and the lines of our passes.
// RUN: awk 'NR == FNR { if ($0 ~ /^  --/) ours[$1] = 1; next } FNR == 1 { print; next } /^  --/ { keep = ($1 in ours) } keep' %t.ours %t.all > %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --strict-whitespace < %t.ours

// CHECK:      Passes:
// CHECK-NEXT:   --affine-data-copy-generate                             -   Generate explicit copying for affine memory operations
// CHECK-NEXT:     --fast-mem-capacity=<ulong>                           - Set fast memory space capacity in KiB (default: unlimited)
// CHECK:        --affine-loop-fusion                                    -   Fuse affine loop nests
// CHECK-NEXT:     --compute-tolerance=<number>                          - Fractional increase in additional computation tolerated while fusing
// CHECK:          --mode=<value>                                        - fusion mode to attempt
// CHECK-NEXT:     =greedy                                             -   Perform greedy (both producer-consumer and sibling)  fusion
// CHECK-NEXT:     =producer                                           -   Perform only producer-consumer fusion
// CHECK-NEXT:     =sibling                                            -   Perform only sibling fusion
// CHECK-NEXT:   --affine-loop-invariant-code-motion                     -   Hoist loop invariant instructions outside of affine loops
// CHECK-NOT:  report
// CHECK:        --canonicalize                                          -   Canonicalize operations
// CHECK-NEXT:     --disable-patterns=<string>                           - Labels of patterns that should be filtered out during application
// CHECK:          --region-simplify=<value>                             - Perform control flow optimizations to the region tree
// CHECK-NEXT:     =disabled                                           -   Don't run any control-flow simplification.
// CHECK:        --cse                                                   -   Eliminate common sub-expressions
// CHECK-NEXT:   --lower-affine                                          -   Lower Affine operations to a combination of Arith and SCF operations

// The list goes to stdout and ends the run: no input is read, nothing else is printed.
// RUN: affine-opt --list-passes %s -cse 2>&1 | FileCheck %s --check-prefix=ONLY
// ONLY:     Passes:
// ONLY-NOT: @f

func.func @f() {
  return
}
