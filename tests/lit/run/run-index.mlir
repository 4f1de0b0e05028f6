// The index dialect's ops run in the interpreter with mlir-opt 22's
// semantics for a 64-bit index: the same values as the program lowered with
// -convert-index-to-llvm (in %lower_to_llvm) and run by mlir-runner, on
// operands of both signs, a value near the signed minimum and an unsigned
// -1 (divisions rounding each way, unsigned forms, shifts by 0..63, both
// casts each way, i1 casts, sizeof = 64, constants). Division by zero and
// signed overflow are undefined behaviour, a shift by 64 or more is poison.
//
// RUN: affine-opt %s --run=all --run-inputs='[{"fill": 0}]' | FileCheck %s --check-prefix=OURS
// RUN: %mlir_opt %s %lower_to_llvm | %mlir_runner | FileCheck %s --check-prefix=RUNNER
// RUN: not affine-opt %s --run=divs --run-inputs='[5, 0]' 2>&1 | FileCheck %s --check-prefix=DIVZERO
// RUN: not affine-opt %s --run=divs --run-inputs='[-9223372036854775808, -1]' 2>&1 | FileCheck %s --check-prefix=OVERFLOW
// RUN: affine-opt %s --run=shl --run-inputs='[1, 64]' | FileCheck %s --check-prefix=POISON

// OURS: arg0: memref<4x28xi64> = {{\[\[}}-4, -10, -21, -2, 6148914691236517203, -2, 6148914691236517203, -3, -1, 0, 3, -7, -7, 3, -224, -1, 576460752303423487, 1, -5, -6, 1, 0, 0, -7, 4294967289, 64, 1, -42], [4, 10, -21, -2, 0, -2, 1, -3, 1, 7, 7, -3, -3, 7, -9223372036854775808, 0, 0, 5, -1, -6, 0, 1, -1, 7, 7, 64, 1, -42], [-9223372036854775805, 9223372036854775807, 2, -4611686018427387903, 4611686018427387904, -4611686018427387903, 4611686018427387905, -4611686018427387904, -1, 1, 2, -9223372036854775807, -9223372036854775807, 2, 2, -4611686018427387904, 4611686018427387904, 0, -9223372036854775805, -9223372036854775805, 1, 0, 0, 1, 1, 64, 1, -42], [4, -6, -5, 0, 3689348814741910323, 0, 3689348814741910323, -1, -1, 0, 5, -1, -1, 5, -1, -1, -1, 5, -1, -6, 1, 0, 0, -1, 4294967295, 64, 1, -42]]
// RUNNER: {{\[\[}}-4,   -10,   -21,   -2,   6148914691236517203,   -2,   6148914691236517203,   -3,   -1,   0,   3,   -7,   -7,   3,   -224,   -1,   576460752303423487,   1,   -5,   -6,   1,   0,   0,   -7,   4294967289,   64,   1,   -42],
// RUNNER-NEXT: [4,   10,   -21,   -2,   0,   -2,   1,   -3,   1,   7,   7,   -3,   -3,   7,   -9223372036854775808,   0,   0,   5,   -1,   -6,   0,   1,   -1,   7,   7,   64,   1,   -42],
// RUNNER-NEXT: [-9223372036854775805,   9223372036854775807,   2,   -4611686018427387903,   4611686018427387904,   -4611686018427387903,   4611686018427387905,   -4611686018427387904,   -1,   1,   2,   -9223372036854775807,   -9223372036854775807,   2,   2,   -4611686018427387904,   4611686018427387904,   0,   -9223372036854775805,   -9223372036854775805,   1,   0,   0,   1,   1,   64,   1,   -42],
// RUNNER-NEXT: [4,   -6,   -5,   0,   3689348814741910323,   0,   3689348814741910323,   -1,   -1,   0,   5,   -1,   -1,   5,   -1,   -1,   -1,   5,   -1,   -6,   1,   0,   0,   -1,   4294967295,   64,   1,   -42]]
func.func @row(%a: index, %b: index, %s: index, %out: memref<4x28xi64>, %r: index) {
  %add = index.add %a, %b
  %sub = index.sub %a, %b
  %mul = index.mul %a, %b
  %divs = index.divs %a, %b
  %divu = index.divu %a, %b
  %ceildivs = index.ceildivs %a, %b
  %ceildivu = index.ceildivu %a, %b
  %floordivs = index.floordivs %a, %b
  %rems = index.rems %a, %b
  %remu = index.remu %a, %b
  %maxs = index.maxs %a, %b
  %maxu = index.maxu %a, %b
  %mins = index.mins %a, %b
  %minu = index.minu %a, %b
  %shl = index.shl %a, %s
  %shrs = index.shrs %a, %s
  %shru = index.shru %a, %s
  %and = index.and %a, %b
  %or = index.or %a, %b
  %xor = index.xor %a, %b
  %slt = index.cmp slt(%a, %b)
  %ult = index.cmp ult(%a, %b)
  %sge = index.cmp sge(%a, %b)
  %slt_x = index.castu %slt : i1 to index
  %ult_x = index.castu %ult : i1 to index
  %sge_x = index.casts %sge : i1 to index
  %t32 = index.casts %a : index to i32
  %back_s = index.casts %t32 : i32 to index
  %back_u = index.castu %t32 : i32 to index
  %size = index.sizeof
  %t = index.bool.constant true
  %t_x = index.castu %t : i1 to index
  %k = index.constant -42
  %add_64 = index.casts %add : index to i64
  %col0 = index.constant 0
  memref.store %add_64, %out[%r, %col0] : memref<4x28xi64>
  %sub_64 = index.casts %sub : index to i64
  %col1 = index.constant 1
  memref.store %sub_64, %out[%r, %col1] : memref<4x28xi64>
  %mul_64 = index.casts %mul : index to i64
  %col2 = index.constant 2
  memref.store %mul_64, %out[%r, %col2] : memref<4x28xi64>
  %divs_64 = index.casts %divs : index to i64
  %col3 = index.constant 3
  memref.store %divs_64, %out[%r, %col3] : memref<4x28xi64>
  %divu_64 = index.casts %divu : index to i64
  %col4 = index.constant 4
  memref.store %divu_64, %out[%r, %col4] : memref<4x28xi64>
  %ceildivs_64 = index.casts %ceildivs : index to i64
  %col5 = index.constant 5
  memref.store %ceildivs_64, %out[%r, %col5] : memref<4x28xi64>
  %ceildivu_64 = index.casts %ceildivu : index to i64
  %col6 = index.constant 6
  memref.store %ceildivu_64, %out[%r, %col6] : memref<4x28xi64>
  %floordivs_64 = index.casts %floordivs : index to i64
  %col7 = index.constant 7
  memref.store %floordivs_64, %out[%r, %col7] : memref<4x28xi64>
  %rems_64 = index.casts %rems : index to i64
  %col8 = index.constant 8
  memref.store %rems_64, %out[%r, %col8] : memref<4x28xi64>
  %remu_64 = index.casts %remu : index to i64
  %col9 = index.constant 9
  memref.store %remu_64, %out[%r, %col9] : memref<4x28xi64>
  %maxs_64 = index.casts %maxs : index to i64
  %col10 = index.constant 10
  memref.store %maxs_64, %out[%r, %col10] : memref<4x28xi64>
  %maxu_64 = index.casts %maxu : index to i64
  %col11 = index.constant 11
  memref.store %maxu_64, %out[%r, %col11] : memref<4x28xi64>
  %mins_64 = index.casts %mins : index to i64
  %col12 = index.constant 12
  memref.store %mins_64, %out[%r, %col12] : memref<4x28xi64>
  %minu_64 = index.casts %minu : index to i64
  %col13 = index.constant 13
  memref.store %minu_64, %out[%r, %col13] : memref<4x28xi64>
  %shl_64 = index.casts %shl : index to i64
  %col14 = index.constant 14
  memref.store %shl_64, %out[%r, %col14] : memref<4x28xi64>
  %shrs_64 = index.casts %shrs : index to i64
  %col15 = index.constant 15
  memref.store %shrs_64, %out[%r, %col15] : memref<4x28xi64>
  %shru_64 = index.casts %shru : index to i64
  %col16 = index.constant 16
  memref.store %shru_64, %out[%r, %col16] : memref<4x28xi64>
  %and_64 = index.casts %and : index to i64
  %col17 = index.constant 17
  memref.store %and_64, %out[%r, %col17] : memref<4x28xi64>
  %or_64 = index.casts %or : index to i64
  %col18 = index.constant 18
  memref.store %or_64, %out[%r, %col18] : memref<4x28xi64>
  %xor_64 = index.casts %xor : index to i64
  %col19 = index.constant 19
  memref.store %xor_64, %out[%r, %col19] : memref<4x28xi64>
  %slt_x_64 = index.casts %slt_x : index to i64
  %col20 = index.constant 20
  memref.store %slt_x_64, %out[%r, %col20] : memref<4x28xi64>
  %ult_x_64 = index.casts %ult_x : index to i64
  %col21 = index.constant 21
  memref.store %ult_x_64, %out[%r, %col21] : memref<4x28xi64>
  %sge_x_64 = index.casts %sge_x : index to i64
  %col22 = index.constant 22
  memref.store %sge_x_64, %out[%r, %col22] : memref<4x28xi64>
  %back_s_64 = index.casts %back_s : index to i64
  %col23 = index.constant 23
  memref.store %back_s_64, %out[%r, %col23] : memref<4x28xi64>
  %back_u_64 = index.casts %back_u : index to i64
  %col24 = index.constant 24
  memref.store %back_u_64, %out[%r, %col24] : memref<4x28xi64>
  %size_64 = index.casts %size : index to i64
  %col25 = index.constant 25
  memref.store %size_64, %out[%r, %col25] : memref<4x28xi64>
  %t_x_64 = index.casts %t_x : index to i64
  %col26 = index.constant 26
  memref.store %t_x_64, %out[%r, %col26] : memref<4x28xi64>
  %k_64 = index.casts %k : index to i64
  %col27 = index.constant 27
  memref.store %k_64, %out[%r, %col27] : memref<4x28xi64>
  return
}

func.func @all(%out: memref<4x28xi64>) {
  %a0 = index.constant -7
  %b0 = index.constant 3
  %s0 = index.constant 5
  %r0 = index.constant 0
  call @row(%a0, %b0, %s0, %out, %r0) : (index, index, index, memref<4x28xi64>, index) -> ()
  %a1 = index.constant 7
  %b1 = index.constant -3
  %s1 = index.constant 63
  %r1 = index.constant 1
  call @row(%a1, %b1, %s1, %out, %r1) : (index, index, index, memref<4x28xi64>, index) -> ()
  %a2 = index.constant -9223372036854775807
  %b2 = index.constant 2
  %s2 = index.constant 1
  %r2 = index.constant 2
  call @row(%a2, %b2, %s2, %out, %r2) : (index, index, index, memref<4x28xi64>, index) -> ()
  %a3 = index.constant -1
  %b3 = index.constant 5
  %s3 = index.constant 0
  %r3 = index.constant 3
  call @row(%a3, %b3, %s3, %out, %r3) : (index, index, index, memref<4x28xi64>, index) -> ()
  return
}

func.func @main() {
  %m = memref.alloc() : memref<4x28xi64>
  call @all(%m) : (memref<4x28xi64>) -> ()
  %u = memref.cast %m : memref<4x28xi64> to memref<*xi64>
  call @printMemrefI64(%u) : (memref<*xi64>) -> ()
  return
}
func.func private @printMemrefI64(memref<*xi64>)

// DIVZERO: error: 'index.divs' op undefined behaviour (division-by-zero)
// OVERFLOW: error: 'index.divs' op undefined behaviour (overflow)
// POISON: ret0: index = poison
func.func @divs(%a: index, %b: index) -> index {
  %r = index.divs %a, %b
  return %r : index
}
func.func @shl(%a: index, %b: index) -> index {
  %r = index.shl %a, %b
  return %r : index
}
