// File locations with a line only or with an end (MLIR's FileLineColRange):
// a line-only location prints with column 0, an end on the start line as
// `to :col`, an end equal to the start not at all; each stays a location of
// its own (own alias) even when it prints like another. Same as mlir-opt 22.
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-debuginfo | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-debuginfo > %t.ours
// RUN: %mlir_opt %s --allow-unregistered-dialect --mlir-print-debuginfo > %t.ref
// RUN: diff %t.ref %t.ours

// CHECK-DAG: = loc("a.c":3:0)
// CHECK-DAG: = loc("a.c":3:4 to :9)
// CHECK-DAG: = loc("a.c":3:4 to 5:6)
// CHECK-DAG: = loc("a.c":3:4)
"test.line"() : () -> () loc("a.c":3)
"test.line_col_zero"() : () -> () loc("a.c":3:0)
"test.same_line"() : () -> () loc("a.c":3:4 to 3:9)
"test.end_col"() : () -> () loc("a.c":3:4 to :9)
"test.lines"() : () -> () loc("a.c":3:4 to 5:6)
"test.empty"() : () -> () loc("a.c":3:4 to :4)
"test.point"() : () -> () loc("a.c":3:4)
"test.nested"() : () -> () loc(callsite("f"("a.c":7) at fused["a.c":1:2 to 2:1, "b.c":4]))
