// Option values LLVM's command-line parsers reject, reported as mlir-opt 22
// does: the parser's message after the tool's name, then an empty error and
// the pipelines the pass was being added to. Each option's C++ type decides
// the wording (uint: 32 bits, ulong: 64 bits, long, floating point, bool).

// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-parallelize{max-nested=4294967296}))" 2>&1 | FileCheck %s --check-prefix=UINT
// UINT: affine-opt: for the --max-nested option: '4294967296' value invalid for uint argument!
// UINT-NEXT: <unknown>:0: error: {{$}}
// UINT-NEXT: failed to add `affine-parallelize` with options `max-nested=4294967296`
// UINT-NEXT: failed to add `func.func` with options `` to inner pipeline

// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=4,x}))" 2>&1 | FileCheck %s --check-prefix=LIST
// LIST: affine-opt: for the --tile-sizes option: 'x' value invalid for uint argument!

// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-tile{cache-size=-1}))" 2>&1 | FileCheck %s --check-prefix=ULONG
// ULONG: affine-opt: for the --cache-size option: '-1' value invalid for ulong argument!

// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=two}))" 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: affine-opt: for the --unroll-factor option: 'two' value invalid for long argument!

// RUN: not affine-opt %s --pass-pipeline="builtin.module(affine-loop-fusion{compute-tolerance=abc})" 2>&1 | FileCheck %s --check-prefix=FLOAT
// FLOAT: affine-opt: for the --compute-tolerance option: 'abc' value invalid for floating point argument!
// FLOAT-NEXT: <unknown>:0: error: {{$}}
// FLOAT-NEXT: failed to add `affine-loop-fusion` with options `compute-tolerance=abc`

// RUN: not affine-opt %s --pass-pipeline="builtin.module(func.func(affine-parallelize{parallel-reductions=2}))" 2>&1 | FileCheck %s --check-prefix=BOOL
// BOOL: affine-opt: for the --parallel-reductions option: '2' is invalid value for boolean argument! Try 0 or 1

// RUN: not affine-opt %s --pass-pipeline="builtin.module(affine-loop-fusion{mode=bogus})" 2>&1 | FileCheck %s --check-prefix=ENUM
// ENUM: affine-opt: for the --mode option: Cannot find option named 'bogus'!

// A pass given as a flag names no pipeline.
// RUN: not affine-opt %s -affine-loop-tile="tile-size=x" 2>&1 | FileCheck %s --check-prefix=FLAG
// FLAG: affine-opt: for the --tile-size option: 'x' value invalid for uint argument!
// FLAG-NEXT: <unknown>:0: error: {{$}}
// FLAG-NOT: failed to add

func.func @f() {
  return
}
