// Deep nests work up to the documented limit (affine_ir::parser::MAX_NESTING,
// 20,000 nested regions, types and attributes) and get a diagnostic past it,
// never a stack overflow. mlir-opt 22 crashes on a few thousand nested loops.
//
// RUN: python3 %S/../../../bench/parse-print/gen_shapes.py deep 6000 > %t.deep.mlir
// RUN: affine-opt %t.deep.mlir | FileCheck %s --check-prefix=DEEP
// RUN: affine-opt %t.deep.mlir --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: python3 %S/../../../bench/parse-print/gen_shapes.py deep-inner 30 > %t.inner.mlir
// RUN: affine-opt %t.inner.mlir -test-memref-dependence-check --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=DEP
// RUN: python3 %S/../../../bench/parse-print/gen_shapes.py deep 25000 > %t.deeper.mlir
// RUN: not affine-opt %t.deeper.mlir 2>&1 | FileCheck %s --check-prefix=LIMIT
// RUN: python3 -c "print('\"x.a\"() {a = ' + '[' * 30000 + ']' * 30000 + '} : () -> ()')" > %t.attr.mlir
// RUN: not affine-opt --allow-unregistered-dialect %t.attr.mlir 2>&1 | FileCheck %s --check-prefix=LIMIT

// DEEP: affine.for %arg6000 = 0 to 2 {
// DEEP: %5999 = affine.load %arg0[%arg6000 + 1] : memref<4xf32>
// GENERIC: "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
// DEP: remark: dependence from 0 to 1 at depth 30 = [0, 0][0, 0]
// DEP-SAME: [1, 1]
// LIMIT: error: nesting too deep: affine-opt accepts at most 20000 nested regions, types and attributes
