// mlir-opt 22 BUG (crash): the short forms of linalg.map / linalg.reduce
// cast every operand type to ShapedType while building the payload, and
// ReduceOp::verify reads input 0 without checking there is one; a scalar
// operand or a reduce with no operands crashes mlir-opt instead of
// reporting the ODS constraint. affine-opt reports it (the generic form
// shows mlir-opt's wording for the operand types). The test fails once
// upstream fixes the crashes.
//
// The inputs are in the RUN lines so that this file stays a valid input
// for the round-trip and fuzzing corpora.
// RUN: echo 'func.func @a(%%a: f32, %%c: memref<4xf32>) { linalg.map { math.absf } ins(%%a : f32) outs(%%c : memref<4xf32>) return }' > %t.map.mlir
// RUN: echo 'func.func @a() { linalg.reduce { arith.addf } dimensions = [] return }' > %t.reduce.mlir
// RUN: echo 'func.func @a(%%a: f32, %%c: memref<4xf32>) { "linalg.map"(%%a, %%c) ({ ^bb0(%%x: f32, %%y: f32): linalg.yield %%x : f32 }) : (f32, memref<4xf32>) -> () return }' > %t.generic.mlir
// RUN: not --crash %mlir_opt %t.map.mlir -o /dev/null
// RUN: not --crash %mlir_opt %t.reduce.mlir -o /dev/null
// RUN: not affine-opt %t.map.mlir 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: not affine-opt %t.reduce.mlir 2>&1 | FileCheck %s --check-prefix=REDUCE
// RUN: not %mlir_opt %t.generic.mlir 2>&1 | FileCheck %s --check-prefix=MAP
// RUN: not affine-opt %t.generic.mlir 2>&1 | FileCheck %s --check-prefix=MAP
// MAP: error: 'linalg.map' op operand #0 must be variadic of memref of any type values or ranked tensor of any type values, but got 'f32'
// REDUCE: error: 'linalg.reduce' op expected at least one input and one init, but found 0 operands
