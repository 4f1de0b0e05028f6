// Dense string elements (MLIR's `DenseStringElementsAttr`): `dense<...>` of
// an element type that is neither a number nor complex holds strings,
// printed escaped, as a splat when all are equal; a single string literal
// is a splat of that string.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --mlir-print-op-generic | FileCheck %s

// CHECK: a = dense<["a", "b"]> : tensor<2x!tf.string>
// CHECK-SAME: b = dense<"x"> : tensor<2x!tf.string>
// CHECK-SAME: c = dense<"a"> : tensor<2x!tf.string>
// CHECK-SAME: d = dense<{{\[\[}}"a\0A"], ["\22q"]]> : tensor<2x1x!foo.bar>
// CHECK-SAME: e = dense<"0x0102"> : tensor<2x!tf.string>
// CHECK-SAME: f = dense<""> : tensor<!tf.string>
"foo.op"() {
  a = dense<["a", "b"]> : tensor<2x!tf.string>,
  b = dense<"x"> : tensor<2x!tf.string>,
  c = dense<["a", "a"]> : tensor<2x!tf.string>,
  d = dense<[["a\n"], ["\"q"]]> : tensor<2x1x!foo.bar>,
  e = dense<"0x0102"> : tensor<2x!tf.string>,
  f = dense<""> : tensor<!tf.string>
} : () -> ()
