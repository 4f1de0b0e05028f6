// --help in the layout of LLVM's command-line library, as mlir-opt prints
// it: overview, dialects, usage, the options sorted by name with their
// value kinds and a ` - ` column, enum values on their own lines, then
// the passes with their options.

// RUN: affine-opt --help | FileCheck %s --strict-whitespace
// RUN: affine-opt -h | FileCheck %s --strict-whitespace
// CHECK:      OVERVIEW: {{.+}}
// CHECK-EMPTY:
// CHECK-NEXT: Available Dialects: {{.*}}affine, arith, {{.*}}memref, {{.*}}scf{{.*}}
// CHECK-NEXT: USAGE: affine-opt [options] <input file>
// CHECK-EMPTY:
// CHECK-NEXT: OPTIONS:
// CHECK-EMPTY:
// CHECK-NEXT: General options:
// CHECK-EMPTY:
// CHECK-NEXT: {{^  --allow-unregistered-dialect +- Allow operations of unregistered dialects}}
// CHECK:      {{^  --mlir-elide-elementsattrs-if-larger=<uint> +- Elide ElementsAttrs}}
// CHECK:      {{^  --mlir-print-ir-after=<pass-arg> +- }}
// CHECK-NEXT: {{^  --mlir-print-ir-after-all +- }}
// CHECK:      {{^  --mlir-timing-display=<value> +- Display method for timing data$}}
// CHECK-NEXT: {{^    =list +-   display the results in a list sorted by total time$}}
// CHECK-NEXT: {{^    =tree +-   display the results in a nested tree view$}}
// CHECK:      {{^  -o <filename> +- Output file$}}
// CHECK:      {{^  --run-format=<value> +- }}
// CHECK-NEXT: {{^    =text +-   one line per argument or result$}}
// CHECK:      {{^  --split-input-file\[=<string>\] +- }}
// CHECK:      {{^  Compiler passes to run$}}
// CHECK-NEXT: {{^    Passes:$}}
// CHECK:      {{^      --affine-loop-tile +-   Tile affine loop nests$}}
// CHECK-NEXT: {{^        --cache-size=<ulong> +- Set size of cache to tile for in KiB \(default: 512\)$}}
// CHECK:      {{^Generic Options:$}}
// CHECK-EMPTY:
// CHECK-NEXT: {{^  --help +- Display available options$}}
// CHECK-NEXT: {{^  --list-passes +- }}
// CHECK-NEXT: {{^  --version +- Display the version of this program$}}
