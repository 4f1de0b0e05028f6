// Every way --run-inputs can be wrong gets an error that names the argument,
// its MLIR type and the value, at the function whose inputs they are; nothing
// is wrapped, truncated or rounded into range. (The input forms are in the
// README's "Running functions" section; run-inputs.mlir shows them working.)
//
// RUN: not affine-opt %s --run=int --run-inputs='[4294967298]' 2>&1 | FileCheck %s --check-prefix=INT-RANGE
// RUN: not affine-opt %s --run=int --run-inputs='[-2147483649]' 2>&1 | FileCheck %s --check-prefix=INT-NEG
// RUN: not affine-opt %s --run=int --run-inputs='[1.5]' 2>&1 | FileCheck %s --check-prefix=INT-FRACTION
// RUN: not affine-opt %s --run=int --run-inputs='["abc"]' 2>&1 | FileCheck %s --check-prefix=INT-STRING
// RUN: not affine-opt %s --run=int --run-inputs='[true]' 2>&1 | FileCheck %s --check-prefix=INT-BOOL
// RUN: not affine-opt %s --run=int --run-inputs='[[1]]' 2>&1 | FileCheck %s --check-prefix=INT-LIST
// RUN: not affine-opt %s --run=int --run-inputs='[null]' 2>&1 | FileCheck %s --check-prefix=INT-NULL
// RUN: not affine-opt %s --run=int --run-inputs='[{"type": "i32"}]' 2>&1 | FileCheck %s --check-prefix=INT-NO-VALUE
// RUN: not affine-opt %s --run=int --run-inputs='[{"shape": [2], "value": 1}]' 2>&1 | FileCheck %s --check-prefix=INT-SHAPE
// RUN: not affine-opt %s --run=int --run-inputs='[1, 2]' 2>&1 | FileCheck %s --check-prefix=COUNT
// RUN: not affine-opt %s --run=int --run-inputs='[1' 2>&1 | FileCheck %s --check-prefix=JSON
// RUN: not affine-opt %s --run=int --run-inputs='5' 2>&1 | FileCheck %s --check-prefix=NOT-ARRAY
// RUN: not affine-opt %s --run=int --run-inputs='{"results": []}' 2>&1 | FileCheck %s --check-prefix=NO-ARGUMENTS
// RUN: not affine-opt %s --run=int --run-inputs='{"argumentz": [1]}' 2>&1 | FileCheck %s --check-prefix=TOP-KEY
// RUN: not affine-opt %s --run=flags --run-inputs='[2, 0]' 2>&1 | FileCheck %s --check-prefix=I1-RANGE
// RUN: not affine-opt %s --run=flags --run-inputs='[0, 18446744073709551616]' 2>&1 | FileCheck %s --check-prefix=INDEX-RANGE
// RUN: not affine-opt %s --run=floats --run-inputs='[1e39, 0]' 2>&1 | FileCheck %s --check-prefix=F32-OVERFLOW
// RUN: not affine-opt %s --run=floats --run-inputs='[0, 65520]' 2>&1 | FileCheck %s --check-prefix=F16-OVERFLOW
// RUN: not affine-opt %s --run=floats --run-inputs='[0, "0x1FFFF"]' 2>&1 | FileCheck %s --check-prefix=F16-BITS
// RUN: not affine-opt %s --run=floats --run-inputs='["-0x3F800000", 0]' 2>&1 | FileCheck %s --check-prefix=NEGATIVE-BITS
// RUN: not affine-opt %s --run=floats --run-inputs='["0x1p128", 0]' 2>&1 | FileCheck %s --check-prefix=HEX-OVERFLOW
// RUN: not affine-opt %s --run=floats --run-inputs='["1.2.3", 0]' 2>&1 | FileCheck %s --check-prefix=F32-MALFORMED
// RUN: not affine-opt %s --run=bytes --run-inputs='[[1, 300]]' 2>&1 | FileCheck %s --check-prefix=ELEMENT-RANGE
// RUN: not affine-opt %s --run=bytes --run-inputs='[[1, "poison"]]' 2>&1 | FileCheck %s --check-prefix=ELEMENT-POISON
// RUN: not affine-opt %s --run=bytes --run-inputs='[[1, null]]' 2>&1 | FileCheck %s --check-prefix=ELEMENT-NULL
// RUN: not affine-opt %s --run=bytes --run-inputs='[[1, 2, 3]]' 2>&1 | FileCheck %s --check-prefix=LENGTH
// RUN: not affine-opt %s --run=rows --run-inputs='[[[1, 2], [3, 4]]]' 2>&1 | FileCheck %s --check-prefix=SHAPE
// RUN: not affine-opt %s --run=rows --run-inputs='[[1, 2, 3]]' 2>&1 | FileCheck %s --check-prefix=RANK
// RUN: not affine-opt %s --run=rows --run-inputs='[[[1, 2, 3], [4]]]' 2>&1 | FileCheck %s --check-prefix=RAGGED
// RUN: not affine-opt %s --run=rows --run-inputs='[[[1, 2, 3], 4]]' 2>&1 | FileCheck %s --check-prefix=RAGGED-DEPTH
// RUN: not affine-opt %s --run=rows --run-inputs='[0.5]' 2>&1 | FileCheck %s --check-prefix=SPLAT-DYNAMIC
// RUN: not affine-opt %s --run=rows --run-inputs='[{"shape": [2, 4]}]' 2>&1 | FileCheck %s --check-prefix=SHAPE-KEY
// RUN: not affine-opt %s --run=rows --run-inputs='[{"shape": [-1, 3]}]' 2>&1 | FileCheck %s --check-prefix=SHAPE-NEGATIVE
// RUN: not affine-opt %s --run=rows --run-inputs='[{"shape": [2, 3], "fil": 1}]' 2>&1 | FileCheck %s --check-prefix=UNKNOWN-KEY
// RUN: not affine-opt %s --run=rows --run-inputs='[{"type": "memref<2x3xf32>"}]' 2>&1 | FileCheck %s --check-prefix=TYPE-KEY
// RUN: not affine-opt %s --run=rows --run-inputs='[{"shape": [2, 3], "fill": 1, "value": []}]' 2>&1 | FileCheck %s --check-prefix=TWO-SOURCES
// RUN: not affine-opt %s --run=rows --run-inputs='[{"shape": [2, 3], "fill": [1]}]' 2>&1 | FileCheck %s --check-prefix=FILL-LIST
// RUN: not affine-opt %s --run=rows --run-inputs='[{"shape": [2, 3], "random": -1}]' 2>&1 | FileCheck %s --check-prefix=RANDOM-SEED
// RUN: not affine-opt %s --run=rows --run-inputs='[{"shape": [100000000, 3]}]' 2>&1 | FileCheck %s --check-prefix=TOO-LARGE
// RUN: not affine-opt %s --run=rows --run-inputs='["dense<[[1, 2, 3]>"]' 2>&1 | FileCheck %s --check-prefix=DENSE
// RUN: not affine-opt %s --run=rows --run-inputs='[{"type": "memref<1x3xf64>", "value": [[1, 2, 3], [4, 5, 6]]}]' 2>&1 | FileCheck %s --check-prefix=VALUE-VS-TYPE
// RUN: not affine-opt %s --run=open --run-inputs='[[]]' 2>&1 | FileCheck %s --check-prefix=EMPTY-OPEN
// RUN: not affine-opt %s --run=vec --run-inputs='[[1, 2, 3, 4]]' 2>&1 | FileCheck %s --check-prefix=VECTOR
// RUN: not affine-opt %s --run=int --run-inputs=@%S/no-such-file.json 2>&1 | FileCheck %s --check-prefix=NO-FILE

// NO-FILE: affine-opt: cannot read '{{.*}}no-such-file.json': No such file or directory

// Integers never wrap: 2^32 + 2 is not an i32.
// INT-RANGE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: 4294967298 does not fit in i32{{$}}
// INT-RANGE-NEXT: func.func @int(
// INT-NEG: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: -2147483649 does not fit in i32{{$}}
// INT-NEG-NEXT: func.func @int(
// A float is not an integer.
// INT-FRACTION: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: expected i32, got 1.5{{$}}
// INT-FRACTION-NEXT: func.func @int(
// INT-STRING: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: expected i32, got "abc"{{$}}
// INT-STRING-NEXT: func.func @int(
// True/false are i1 values only.
// INT-BOOL: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: expected i32, got true{{$}}
// INT-BOOL-NEXT: func.func @int(
// INT-LIST: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: expected i32, got a list{{$}}
// INT-LIST-NEXT: func.func @int(
// INT-NULL: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: no value (null): a --run-format=json output has null for arguments its run did not write (--run-print-inputs keeps them all){{$}}
// INT-NULL-NEXT: func.func @int(
// INT-NO-VALUE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: no value given for i32{{$}}
// INT-NO-VALUE-NEXT: func.func @int(
// INT-SHAPE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: "shape" is for memrefs and vectors, not i32{{$}}
// INT-SHAPE-NEXT: func.func @int(
// COUNT: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: @int takes 1 argument (i32), the inputs give 2{{$}}
// COUNT-NEXT: func.func @int(
// JSON: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: invalid JSON: EOF while parsing a list at line 1 column 2{{$}}
// JSON-NEXT: func.func @int(
// NOT-ARRAY: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: the inputs must be a JSON array with one entry per argument{{$}}
// NOT-ARRAY-NEXT: func.func @int(
// NO-ARGUMENTS: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: the inputs object has no "arguments" array (one entry per argument){{$}}
// NO-ARGUMENTS-NEXT: func.func @int(
// TOP-KEY: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: unknown key "argumentz": the inputs are a JSON array with one entry per argument, or an object with an "arguments" array{{$}}
// TOP-KEY-NEXT: func.func @int(
// I1-RANGE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: 2 does not fit in i1{{$}}
// I1-RANGE-NEXT: func.func @flags(
// INDEX-RANGE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg1: 18446744073709551616 does not fit in index{{$}}
// INDEX-RANGE-NEXT: func.func @flags(
// A finite number too large for the format is an error, not an infinity (serde_json spells 1e39 as 1e+39).
// F32-OVERFLOW: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: 1e+39 does not fit in f32{{$}}
// F32-OVERFLOW-NEXT: func.func @floats(
// 65520 rounds past the largest f16, 65504.
// F16-OVERFLOW: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg1: 65520 does not fit in f16{{$}}
// F16-OVERFLOW-NEXT: func.func @floats(
// A bit pattern wider than the type.
// F16-BITS: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg1: 0x1FFFF does not fit in f16{{$}}
// F16-BITS-NEXT: func.func @floats(
// NEGATIVE-BITS: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: expected f32, got -0x3F800000{{$}}
// NEGATIVE-BITS-NEXT: func.func @floats(
// HEX-OVERFLOW: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: 0x1p128 does not fit in f32{{$}}
// HEX-OVERFLOW-NEXT: func.func @floats(
// F32-MALFORMED: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: expected f32, got 1.2.3{{$}}
// F32-MALFORMED-NEXT: func.func @floats(
// An element names its index.
// ELEMENT-RANGE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0 (memref<2xi8>) at [1]: 300 does not fit in i8{{$}}
// ELEMENT-RANGE-NEXT: func.func @bytes(
// ELEMENT-POISON: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0 (memref<2xi8>) at [1]: a memref element cannot be poison{{$}}
// ELEMENT-POISON-NEXT: func.func @bytes(
// ELEMENT-NULL: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0 (memref<2xi8>) at [1]: expected a number, got null{{$}}
// ELEMENT-NULL-NEXT: func.func @bytes(
// LENGTH: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: a list of shape 3 does not match memref<2xi8>{{$}}
// LENGTH-NEXT: func.func @bytes(
// Shapes are spelled as in MLIR types.
// SHAPE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: a list of shape 2x2 does not match memref<?x3xf64>{{$}}
// SHAPE-NEXT: func.func @rows(
// RANK: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: a list of shape 3 does not match memref<?x3xf64>{{$}}
// RANK-NEXT: func.func @rows(
// RAGGED: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: ragged list: [1] has 1 entry where [0] has 3{{$}}
// RAGGED-NEXT: func.func @rows(
// RAGGED-DEPTH: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: ragged list: [1] is a number where [0] is a list{{$}}
// RAGGED-DEPTH-NEXT: func.func @rows(
// SPLAT-DYNAMIC: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: the sizes of memref<?x3xf64> are dynamic: give them with {"shape": [...], "fill": ...}{{$}}
// SPLAT-DYNAMIC-NEXT: func.func @rows(
// SHAPE-KEY: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: shape 2x4 does not match memref<?x3xf64>{{$}}
// SHAPE-KEY-NEXT: func.func @rows(
// SHAPE-NEGATIVE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: "shape" must be a list of sizes, got [-1,3]{{$}}
// SHAPE-NEGATIVE-NEXT: func.func @rows(
// UNKNOWN-KEY: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: unknown key "fil"; an input object takes "type", "shape", and one of "value", "fill", "random"{{$}}
// UNKNOWN-KEY-NEXT: func.func @rows(
// TYPE-KEY: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: type memref<2x3xf32> does not match memref<?x3xf64>{{$}}
// TYPE-KEY-NEXT: func.func @rows(
// TWO-SOURCES: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: give only one of "value", "fill" and "random", not value and fill{{$}}
// TWO-SOURCES-NEXT: func.func @rows(
// FILL-LIST: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: "fill" takes a single value, not a list{{$}}
// FILL-LIST-NEXT: func.func @rows(
// RANDOM-SEED: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: "random" takes a seed (0 to 2^64-1), got -1{{$}}
// RANDOM-SEED-NEXT: func.func @rows(
// TOO-LARGE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: shape 100000000x3 has 300000000 elements, more than the interpreter's limit of 268435456{{$}}
// TOO-LARGE-NEXT: func.func @rows(
// DENSE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: missing '>' after "dense<"{{$}}
// DENSE-NEXT: func.func @rows(
// VALUE-VS-TYPE: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: a list of shape 2x3 does not match the given shape 1x3{{$}}
// VALUE-VS-TYPE-NEXT: func.func @rows(
// An empty list cannot tell the inner size of memref<?x?xf32>.
// EMPTY-OPEN: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: an empty list leaves dimension 1 of memref<?x?xf32> open; give the sizes with {"shape": [...]}{{$}}
// EMPTY-OPEN-NEXT: func.func @open(
// VECTOR: run-input-errors.mlir:{{[0-9]+}}:1: error: --run-inputs: arg0: a list of shape 4 does not match vector<2x2xf32>{{$}}
// VECTOR-NEXT: func.func @vec(

func.func @int(%n: i32) { return }
func.func @flags(%b: i1, %i: index) { return }
func.func @floats(%x: f32, %h: f16) { return }
func.func @bytes(%B: memref<2xi8>) { return }
func.func @rows(%A: memref<?x3xf64>) { return }
func.func @open(%D: memref<?x?xf32>) { return }
func.func @vec(%v: vector<2x2xf32>) { return }
