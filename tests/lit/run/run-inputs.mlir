// The input forms of --run-inputs and what --run prints. Values go in and
// come out exactly: decimals are read to the nearest value of the
// parameter's own format (never through a wider one), `0x` digits are bit
// patterns (as in MLIR's float literals), and results print in the shortest
// form that reads back to the same bits.

// Doubles that serde_json's default parser misreads by one ULP, a value that
// needs an exponent, a negative zero, a hex float and a signalling NaN all
// survive a copy bit for bit. Only the memref the run wrote is printed.
// RUN: affine-opt %s --run=copy --run-inputs='[[1.0955198662648313, 0.015463917525773141, 2.77e-163, -0.0, "0x1.8p-3", "0x7FF0000000000001"], {"shape": [6]}]' | FileCheck %s --check-prefix=EXACT
// EXACT: @copy:
// EXACT-NEXT: arg1: memref<6xf64> = [1.0955198662648313, 0.015463917525773141, 2.77e-163, -0, 0.1875, 0x7FF0000000000001]
// EXACT-NOT: arg0

// 0/0 is the negative quiet NaN on x86 (mlir-runner prints -nan too); f32
// results print in f32's own shortest form.
// RUN: affine-opt %s --run=nan --run-inputs='[1.5, 0.1]' | FileCheck %s --check-prefix=NAN
// NAN: ret0: f64 = -nan
// NAN-NEXT: ret1: f64 = nan
// NAN-NEXT: ret2: f32 = 0.010000001

// Bit patterns for every float format, NaN payloads kept; signless integers
// take their unsigned spelling (255 is the i8 bit pattern of -1).
// RUN: affine-opt %s --run=bits --run-inputs='["0x7E01", "0xFF81", "0x3DCCCCCD", 255, 4294967295]' | FileCheck %s --check-prefix=BITS
// BITS: ret0: f16 = 0x7E01
// BITS-NEXT: ret1: bf16 = 0xFF81
// BITS-NEXT: ret2: f32 = 0.1
// BITS-NEXT: ret3: i8 = -1
// BITS-NEXT: ret4: i32 = -1

// Zero-size dynamic dimensions: an empty list takes its inner sizes from the
// type, or the shape is given; an elements literal works too.
// RUN: affine-opt %s --run=rows --run-inputs='[[]]' | FileCheck %s --check-prefix=EMPTY
// RUN: affine-opt %s --run=rows --run-inputs='[{"shape": [0, 3]}]' | FileCheck %s --check-prefix=EMPTY
// EMPTY: ret0: index = 0
// RUN: affine-opt %s --run=rows --run-inputs='["dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xf64>"]' --run-print-inputs | FileCheck %s --check-prefix=DENSE
// DENSE: input arg0: memref<2x3xf64> = {{\[\[}}1, 2, 3], [4, 5, 6]]
// DENSE-NEXT: ret0: index = 2

// Big buffers without typing them out: shape and fill, or a seeded generator.
// RUN: affine-opt %s --run=rows --run-inputs='[{"shape": [9, 3], "fill": 0.5}]' --run-print-inputs | FileCheck %s --check-prefix=FILL
// FILL: input arg0: memref<9x3xf64> = {{\[\[}}0.5, 0.5, 0.5], [0.5, 0.5, 0.5],
// FILL: ret0: index = 9
// RUN: affine-opt %s --run=scale --run-inputs='[{"type": "memref<2x3xf32>", "random": 5}, 1]' --run-print-inputs | FileCheck %s --check-prefix=RANDOM
// RANDOM: input arg0: memref<2x3xf32> = {{\[\[}}-2.375, 1.75, 2.625], [3, 4, -0.75]]
// RANDOM-NEXT: input arg1: f32 = 1
// RANDOM-NEXT: arg0: memref<2x3xf32> = {{\[\[}}-2.375, 1.75, 2.625], [3, 4, -0.75]]

// JSON output: results and written memrefs, null for the rest...
// RUN: affine-opt %s --run=scale --run-inputs='[{"shape": [2, 3], "fill": 0.5}, 3]' --run-format=json | FileCheck %s --check-prefix=JSON
// JSON:      {
// JSON-NEXT:   "function": "scale",
// JSON-NEXT:   "results": [],
// JSON-NEXT:   "arguments": [
// JSON-NEXT:     {"type": "memref<2x3xf32>", "value": {{\[\[}}1.5, 1.5, 1.5], [1.5, 1.5, 1.5]]},
// JSON-NEXT:     null
// JSON-NEXT:   ],
// JSON-NEXT:   "globals": {}
// JSON-NEXT: }

// ...and with --run-print-inputs every argument, so it is the next run's input.
// RUN: affine-opt %s --run=scale --run-inputs='[{"shape": [2, 3], "fill": 0.5}, 3]' --run-format=json --run-print-inputs > %t.step1.json
// RUN: affine-opt %s --run=scale --run-inputs=@%t.step1.json --run-format=json --run-print-inputs > %t.step2.json
// RUN: affine-opt %s --run=scale --run-inputs=@%t.step2.json | FileCheck %s --check-prefix=CHAIN
// CHAIN: arg0: memref<2x3xf32> = {{\[\[}}13.5, 13.5, 13.5], [13.5, 13.5, 13.5]]

// Results and globals: a written global is printed, a global only read is not.
// RUN: affine-opt %s --run=globals --run-format=json | FileCheck %s --check-prefix=GLOBALS
// GLOBALS:      "results": [
// GLOBALS-NEXT:   {"type": "vector<2xf16>", "value": [0.1, "-inf"]}
// GLOBALS-NEXT: ],
// GLOBALS:      "globals": {
// GLOBALS-NEXT:   "counter": {"type": "memref<1xi64>", "value": [9007199254740993]}
// GLOBALS-NEXT: }

// An argument with a static strided layout gets a buffer laid out as its
// type says; the list gives its logical contents.
// RUN: affine-opt %s --run=strided --run-inputs='[[1, 2, 3, 4]]' | FileCheck %s --check-prefix=STRIDED
// STRIDED: ret0: f32 = 2
// STRIDED-NEXT: arg0: memref<4xf32> = [1, 2, 3, 4]

func.func @strided(%A: memref<4xf32, strided<[2], offset: 1>>) -> f32 {
  %c1 = arith.constant 1 : index
  %v = memref.load %A[%c1] : memref<4xf32, strided<[2], offset: 1>>
  memref.store %v, %A[%c1] : memref<4xf32, strided<[2], offset: 1>>
  return %v : f32
}

func.func @copy(%A: memref<?xf64>, %B: memref<?xf64>) {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?xf64>
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i] : memref<?xf64>
    affine.store %v, %B[%i] : memref<?xf64>
  }
  return
}

func.func @nan(%x: f64, %y: f32) -> (f64, f64, f32) {
  %z = arith.subf %x, %x : f64
  %q = arith.divf %z, %z : f64
  %n = arith.negf %q : f64
  %w = arith.mulf %y, %y : f32
  return %q, %n, %w : f64, f64, f32
}

func.func @bits(%h: f16, %b: bf16, %f: f32, %i: i8, %u: i32) -> (f16, bf16, f32, i8, i32) {
  return %h, %b, %f, %i, %u : f16, bf16, f32, i8, i32
}

func.func @rows(%A: memref<?x3xf64>) -> index {
  %c0 = arith.constant 0 : index
  %n = memref.dim %A, %c0 : memref<?x3xf64>
  return %n : index
}

func.func @scale(%A: memref<2x3xf32>, %s: f32) {
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 3 {
      %v = affine.load %A[%i, %j] : memref<2x3xf32>
      %w = arith.mulf %v, %s : f32
      affine.store %w, %A[%i, %j] : memref<2x3xf32>
    }
  }
  return
}

memref.global "private" @counter : memref<1xi64> = dense<9007199254740992>
memref.global "private" @table : memref<2xi64> = dense<[1, 2]>

func.func @globals() -> vector<2xf16> {
  %c0 = arith.constant 0 : index
  %g = memref.get_global @counter : memref<1xi64>
  %t = memref.get_global @table : memref<2xi64>
  %one = memref.load %t[%c0] : memref<2xi64>
  %v = memref.load %g[%c0] : memref<1xi64>
  %w = arith.addi %v, %one : i64
  memref.store %w, %g[%c0] : memref<1xi64>
  %r = arith.constant dense<[0.1, 0xFC00]> : vector<2xf16>
  return %r : vector<2xf16>
}
