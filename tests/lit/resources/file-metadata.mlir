// The file metadata section: blobs of `dense_resource` attributes and
// `external_resources` (kept as they are and printed back, every entry, a
// repeated key twice, groups in order of first appearance), each
// `--split-input-file` chunk with its own section, and
// `--mlir-elide-resource-strings-if-larger=N`, which leaves out every value
// printed longer than N characters (the section is opened all the same).
// RUN: affine-opt %s --allow-unregistered-dialect --split-input-file | FileCheck %s
// RUN: affine-opt %s --allow-unregistered-dialect --split-input-file --mlir-elide-resource-strings-if-larger=12 \
// RUN:   | FileCheck %s --check-prefix=ELIDE

// CHECK-LABEL: "foo.weights"() {w = dense_resource<w> : tensor<2xi16>} : () -> ()
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       w: "0x0200000001000200"
// CHECK-NEXT:     }
// CHECK-NEXT:   },
// CHECK-NEXT:   external_resources: {
// CHECK-NEXT:     tool: {
// CHECK-NEXT:       name: "a\22b",
// CHECK-NEXT:       name: "0x0800000001",
// CHECK-NEXT:       verbose: false,
// CHECK-NEXT:       level: "two"
// CHECK-NEXT:     },
// CHECK-NEXT:     other: {
// CHECK-NEXT:       "key with space": "0x00000000"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}

// ELIDE-LABEL: "foo.weights"() {w = dense_resource<w> : tensor<2xi16>} : () -> ()
// ELIDE:      {-#
// ELIDE-NEXT:   external_resources: {
// ELIDE-NEXT:     tool: {
// ELIDE-NEXT:       name: "a\22b",
// ELIDE-NEXT:       verbose: false,
// ELIDE-NEXT:       level: "two"
// ELIDE-NEXT:     },
// ELIDE-NEXT:     other: {
// ELIDE-NEXT:       "key with space": "0x00000000"
// ELIDE-NEXT:     }
// ELIDE-NEXT:   }
// ELIDE-NEXT: #-}
"foo.weights"() {w = dense_resource<w> : tensor<2xi16>} : () -> ()
{-#
  external_resources: {
    tool: { name: "a\"b", name: "0x0800000001", verbose: false },
    other: { "key with space": "0x10000000" }
  },
  dialect_resources: { builtin: { w: "0x0200000001000200" } }
#-}
{-# external_resources: { tool: { level: "two" } } #-}

// -----

// The blob of this chunk, not the one of the chunk before.
// CHECK-LABEL: "foo.weights"() {w = dense_resource<w> : tensor<1xi8>} : () -> ()
// CHECK:      {-#
// CHECK-NEXT:   dialect_resources: {
// CHECK-NEXT:     builtin: {
// CHECK-NEXT:       w: "0x010000002A"
// CHECK-NEXT:     }
// CHECK-NEXT:   }
// CHECK-NEXT: #-}
// ELIDE-LABEL: "foo.weights"() {w = dense_resource<w> : tensor<1xi8>} : () -> ()
// ELIDE:      {-#
// ELIDE-EMPTY:
// ELIDE-NEXT: #-}
"foo.weights"() {w = dense_resource<w> : tensor<1xi8>} : () -> ()
{-# dialect_resources: { builtin: { w: "0x010000002a" } } #-}

// -----

// No blob in this chunk: no section.
// CHECK-LABEL: "foo.weights"() {w = dense_resource<w> : tensor<1xi8>} : () -> ()
// CHECK-NOT: {-#
"foo.weights"() {w = dense_resource<w> : tensor<1xi8>} : () -> ()
