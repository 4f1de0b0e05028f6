// `--dump-pass-pipeline` prints the pass manager on stderr before it runs,
// as mlir-opt 22 prints it: every option of every pass, set or not, in
// name order (an empty list prints as nothing but keeps its separating
// space), values as the option's C++ type prints them (integers in
// decimal whatever radix they were written in, doubles as `%e`, strings
// with a space in braces), flag passes anchored on a narrower op inside
// that op's pipeline (implicit nesting), once per chunk. The outputs of
// both tools are compared byte for byte.

// Every pass we register, with its defaults.
// RUN: affine-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(func.func(affine-data-copy-generate,affine-parallelize,affine-scalrep,affine-loop-coalescing,affine-loop-fusion,affine-loop-invariant-code-motion,affine-loop-normalize,affine-loop-tile,affine-loop-unroll,affine-loop-unroll-jam,affine-pipeline-data-transfer,affine-simplify-structures,affine-super-vectorize,test-affine-access-analysis,test-affine-data-copy,test-loop-fusion,test-scf-for-utils,test-loop-permutation,test-memref-bound-check,test-memref-dependence-check,affine-expand-index-ops,affine-expand-index-ops-as-affine),canonicalize,cse,convert-linalg-to-affine-loops,lower-affine)" -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(func.func(affine-data-copy-generate,affine-parallelize,affine-scalrep,affine-loop-coalescing,affine-loop-fusion,affine-loop-invariant-code-motion,affine-loop-normalize,affine-loop-tile,affine-loop-unroll,affine-loop-unroll-jam,affine-pipeline-data-transfer,affine-simplify-structures,affine-super-vectorize,test-affine-access-analysis,test-affine-data-copy,test-loop-fusion,test-scf-for-utils,test-loop-permutation,test-memref-bound-check,test-memref-dependence-check,affine-expand-index-ops,affine-expand-index-ops-as-affine),canonicalize,cse,convert-linalg-to-affine-loops,lower-affine)" -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=DEFAULTS < %t.ours

// DEFAULTS:      Pass Manager with 5 passes:
// DEFAULTS-NEXT: builtin.module(
// DEFAULTS-NEXT:   func.func(
// DEFAULTS-NEXT:     affine-data-copy-generate{fast-mem-capacity=18446744073709551615 fast-mem-space=1 generate-dma=false min-dma-transfer=1024 skip-non-unit-stride-loops=false slow-mem-space=0 tag-mem-space=0},
// DEFAULTS:          affine-loop-fusion{compute-tolerance=3.000000e-01 fast-mem-space=0 local-buf-threshold=0 maximal=false mode=greedy},
// DEFAULTS:          affine-loop-tile{cache-size=512 separate=false tile-size=0 },
// DEFAULTS:          affine-super-vectorize{ vectorize-reductions=false },
// DEFAULTS:        canonicalize{  max-iterations=10 max-num-rewrites=-1 region-simplify=normal test-convergence=false top-down=true},
// DEFAULTS-NEXT:   cse,

// Values as the C++ option types print them.
// RUN: affine-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=0x10,010 tile-size=0b11 separate=1 tile-sizes=7},affine-loop-fusion{compute-tolerance=1e10 mode=producer maximal local-buf-threshold=0x20 compute-tolerance=.5},affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=True},affine-loop-unroll{unroll-factor=-1 cleanup-unroll=FALSE}),canonicalize{disable-patterns=A,{b c},'d e' enable-patterns={x y} max-iterations=0x3 region-simplify=aggressive top-down=0})" -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=0x10,010 tile-size=0b11 separate=1 tile-sizes=7},affine-loop-fusion{compute-tolerance=1e10 mode=producer maximal local-buf-threshold=0x20 compute-tolerance=.5},affine-super-vectorize{virtual-vector-size=4 vectorize-reductions=True},affine-loop-unroll{unroll-factor=-1 cleanup-unroll=FALSE}),canonicalize{disable-patterns=A,{b c},'d e' enable-patterns={x y} max-iterations=0x3 region-simplify=aggressive top-down=0})" -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=VALUES < %t.ours

// VALUES:      affine-loop-tile{cache-size=512 separate=true tile-size=3 tile-sizes={16,8,7}},
// VALUES-NEXT: affine-loop-fusion{compute-tolerance=5.000000e-01 fast-mem-space=0 local-buf-threshold=32 maximal=true mode=producer},
// VALUES-NEXT: affine-super-vectorize{ vectorize-reductions=true virtual-vector-size={4}},
// VALUES-NEXT: affine-loop-unroll{cleanup-unroll=false unroll-factor=-1 unroll-full-threshold=1 unroll-num-reps=1 unroll-up-to-factor=false}
// VALUES:      canonicalize{disable-patterns={A,{b c},{d e}} enable-patterns=

// Pass flags: a pass anchored on functions is shown nested in its own
// `func.func(...)`, one per flag; op-agnostic and interface passes stay at
// the top. With --split-input-file the pipeline is dumped for every chunk.
// RUN: affine-opt %s --split-input-file --dump-pass-pipeline -affine-data-copy-generate="generate-dma=true" -affine-scalrep -cse -test-loop-permutation -affine-loop-fusion -canonicalize -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --split-input-file --dump-pass-pipeline -affine-data-copy-generate="generate-dma=true" -affine-scalrep -cse -test-loop-permutation -affine-loop-fusion -canonicalize -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: FileCheck %s --check-prefix=FLAGS < %t.ours

// FLAGS:      Pass Manager with 6 passes:
// FLAGS-NEXT: builtin.module(
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     affine-data-copy-generate{fast-mem-capacity=18446744073709551615 fast-mem-space=1 generate-dma=true
// FLAGS-NEXT:   ),
// FLAGS-NEXT:   func.func(
// FLAGS-NEXT:     affine-scalrep
// FLAGS-NEXT:   ),
// FLAGS-NEXT:   cse,
// FLAGS:      Pass Manager with 6 passes:

// No passes at all, and nested anchors.
// RUN: affine-opt %s --dump-pass-pipeline -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --dump-pass-pipeline -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref
// RUN: affine-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(gpu.module(gpu.func(canonicalize{max-iterations=2},cse)),any(cse))" -o /dev/null 2> %t.ours
// RUN: mlir-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(gpu.module(gpu.func(canonicalize{max-iterations=2},cse)),any(cse))" -o /dev/null 2> %t.ref
// RUN: diff %t.ours %t.ref

// A pipeline that cannot be built is reported instead of dumped.
// RUN: not affine-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=08}))" -o /dev/null 2> %t.ours
// RUN: not mlir-opt %s --dump-pass-pipeline --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=08}))" -o /dev/null 2> %t.ref
// RUN: sed 's/^mlir-opt:/affine-opt:/' %t.ref | diff %t.ours -

func.func @first(%m: memref<4xf32>) {
  return
}

// -----

func.func @second() {
  return
}
