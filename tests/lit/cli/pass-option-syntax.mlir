// Pass option text split as MLIR 22's PassOptions parser splits it:
// spaces separate options; quotes and (nested) braces protect spaces; an
// unclosed quote is an ordinary character and an unclosed brace runs to the
// end; one enclosing pair of quotes or matching braces is dropped from a
// value and from each list element, which are trimmed; list elements split
// at commas outside braces, parentheses, brackets and quotes; an empty key
// is skipped; only booleans may omit '=value'; a list option given twice
// appends. Every case is compared byte
// for byte with mlir-opt 22 (the tool name at the start of a line aside).

// an unclosed brace runs to the end of the options
// RUN: not affine-opt %s '-affine-loop-unroll=unroll-factor={1' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.1.ours
// RUN: not %mlir_opt %s '-affine-loop-unroll=unroll-factor={1' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.1.ref
// RUN: diff %t.1.ours %t.1.ref

// an unclosed quote is an ordinary character
// RUN: not affine-opt %s "-affine-loop-unroll=unroll-factor='2" 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.2.ours
// RUN: not %mlir_opt %s "-affine-loop-unroll=unroll-factor='2" 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.2.ref
// RUN: diff %t.2.ours %t.2.ref

// parentheses nest in list elements
// RUN: not affine-opt %s '-affine-loop-tile=tile-sizes=1,(2,3),4' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.3.ours
// RUN: not %mlir_opt %s '-affine-loop-tile=tile-sizes=1,(2,3),4' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.3.ref
// RUN: diff %t.3.ours %t.3.ref

// a braced element loses its braces
// RUN: not affine-opt %s '-affine-loop-tile=tile-sizes=1,{2,3}' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.4.ours
// RUN: not %mlir_opt %s '-affine-loop-tile=tile-sizes=1,{2,3}' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.4.ref
// RUN: diff %t.4.ours %t.4.ref

// only matching braces are dropped
// RUN: not affine-opt %s '-affine-loop-tile=tile-sizes=1,{2}}' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.5.ours
// RUN: not %mlir_opt %s '-affine-loop-tile=tile-sizes=1,{2}}' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.5.ref
// RUN: diff %t.5.ours %t.5.ref

// only matching braces are dropped
// RUN: not affine-opt %s '-affine-loop-unroll=unroll-factor={4}{5}' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.6.ours
// RUN: not %mlir_opt %s '-affine-loop-unroll=unroll-factor={4}{5}' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.6.ref
// RUN: diff %t.6.ours %t.6.ref

// an element with an unclosed quote runs to the end
// RUN: not affine-opt %s "-affine-loop-tile=tile-sizes=1,'2'x',3" 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.7.ours
// RUN: not %mlir_opt %s "-affine-loop-tile=tile-sizes=1,'2'x',3" 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.7.ref
// RUN: diff %t.7.ours %t.7.ref

// a space ends the value: '1' is another key
// RUN: not affine-opt %s '-affine-loop-tile=tile-sizes= 1' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.8.ours
// RUN: not %mlir_opt %s '-affine-loop-tile=tile-sizes= 1' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.8.ref
// RUN: diff %t.8.ours %t.8.ref

// braces are dropped once
// RUN: not affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor={{4}}}))' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.9.ours
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor={{4}}}))' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.9.ref
// RUN: diff %t.9.ours %t.9.ref

// an option without '=' needs a value unless boolean
// RUN: not affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes}))' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.10.ours
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes}))' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.10.ref
// RUN: diff %t.10.ours %t.10.ref

// an empty enum value
// RUN: not affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=}))' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.11.ours
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-fusion{mode=}))' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.11.ref
// RUN: diff %t.11.ours %t.11.ref

// an empty value is not a number
// RUN: not affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor= 2}))' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.12.ours
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-unroll{unroll-factor= 2}))' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.12.ref
// RUN: diff %t.12.ours %t.12.ref

// an empty element
// RUN: not affine-opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=1,{},2}))' 2>&1 | sed -e 's/^affine-opt:/TOOL:/' > %t.13.ours
// RUN: not %mlir_opt %s --pass-pipeline='builtin.module(func.func(affine-loop-tile{tile-sizes=1,{},2}))' 2>&1 | sed -e 's/^mlir-opt:/TOOL:/' > %t.13.ref
// RUN: diff %t.13.ours %t.13.ref

// braced and quoted elements
// RUN: affine-opt %s '-affine-loop-tile=tile-sizes=1,{2},4' > %t.14.ours
// RUN: %mlir_opt %s '-affine-loop-tile=tile-sizes=1,{2},4' > %t.14.ref
// RUN: diff %t.14.ours %t.14.ref

// braced and quoted elements
// RUN: affine-opt %s '-affine-loop-tile=tile-sizes=1,"2",4' > %t.15.ours
// RUN: %mlir_opt %s '-affine-loop-tile=tile-sizes=1,"2",4' > %t.15.ref
// RUN: diff %t.15.ours %t.15.ref

// an empty key is skipped
// RUN: affine-opt %s '-affine-loop-tile=tile-sizes=2 =3' > %t.16.ours
// RUN: %mlir_opt %s '-affine-loop-tile=tile-sizes=2 =3' > %t.16.ref
// RUN: diff %t.16.ours %t.16.ref

// elements are trimmed
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes={ 1 , 2 }}))" > %t.17.ours
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes={ 1 , 2 }}))" > %t.17.ref
// RUN: diff %t.17.ours %t.17.ref

// quoted values are trimmed
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=' 2'}))" > %t.18.ours
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(affine-loop-unroll{unroll-factor=' 2'}))" > %t.18.ref
// RUN: diff %t.18.ours %t.18.ref

// an empty list
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=}))" > %t.19.ours
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(affine-loop-tile{tile-sizes=}))" > %t.19.ref
// RUN: diff %t.19.ours %t.19.ref

// an empty boolean is true
// RUN: affine-opt %s --pass-pipeline="builtin.module(func.func(affine-loop-fusion{maximal=}))" > %t.20.ours
// RUN: %mlir_opt %s --pass-pipeline="builtin.module(func.func(affine-loop-fusion{maximal=}))" > %t.20.ref
// RUN: diff %t.20.ours %t.20.ref

// a list option given twice appends (tile sizes 4 then 2 and 8)
// RUN: affine-opt %s '-affine-loop-tile=tile-sizes=4 tile-sizes=2,8' > %t.twice.ours
// RUN: %mlir_opt %s '-affine-loop-tile=tile-sizes=4 tile-sizes=2,8' > %t.twice.ref
// RUN: diff %t.twice.ours %t.twice.ref
// RUN: FileCheck %s --check-prefix=TWICE < %t.twice.ours
// TWICE: affine.for %{{.*}} = 0 to 8 step 4 {
// TWICE-NEXT: affine.for %{{.*}} = 0 to 8 step 2 {
// TWICE-NEXT: affine.for %{{.*}} = 0 to 8 step 8 {

// The tile sizes and unroll factors show in the output.
// RUN: affine-opt %s '-affine-loop-tile=tile-sizes=1,{2},4' | FileCheck %s
// CHECK: affine.for %{{.*}} = 0 to 8 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 step 2 {
// CHECK-NEXT: affine.for %{{.*}} = 0 to 8 step 4 {
func.func @nest(%m: memref<8x8x8xf32>, %n: memref<8x8x8xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      affine.for %k = 0 to 8 {
        %v = affine.load %m[%i, %j, %k] : memref<8x8x8xf32>
        affine.store %v, %n[%k, %j, %i] : memref<8x8x8xf32>
      }
    }
  }
  return
}
