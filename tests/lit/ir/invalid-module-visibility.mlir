// builtin.module is an optional symbol: with a name, its visibility must be
// public, private or nested; without one, sym_visibility is not checked.
// RUN: not affine-opt %s -split-input-file 2>&1 | FileCheck %s
// RUN: not %mlir_opt %s -split-input-file 2>&1 | FileCheck %s

// CHECK: error: 'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "%0private"
module @named attributes {sym_visibility = "%0private"} {
}

// -----

// CHECK: module attributes {sym_visibility = "hidden"} {
module attributes {sym_visibility = "hidden"} {
}
