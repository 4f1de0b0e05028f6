// Dialect attributes in their pretty form `#dialect<...>` (no '.' in the
// name) are attributes, not alias references.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s

#alias = 1
// CHECK: "test.op"() {a = #gpu<dim x>, b = 1 : i64, c = #other<"body">} : () -> ()
"test.op"() {a = #gpu<dim x>, b = #alias, c = #other<"body">} : () -> ()
