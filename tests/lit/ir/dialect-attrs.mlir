// Dialect attributes in discardable positions and memory spaces are parsed,
// validated and printed as mlir-opt 22 does (canonical spellings); the
// verbose form `#dialect<...>` is an attribute, not an alias reference;
// unregistered dialects keep their text.
// RUN: affine-opt %s --allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s --allow-unregistered-dialect | FileCheck %s

#alias = 1
// CHECK: "test.op"() {a = #gpu<dim x>, b = 1 : i64, c = #other<"body">} : () -> ()
"test.op"() {a = #gpu<dim x>, b = #alias, c = #other<"body">} : () -> ()

// CHECK: "test.op"() {a = #arith.fastmath<nnan,ninf>, b = #arith.fastmath<fast>, c = #arith.fastmath<none>, d = #arith.fastmath<nnan,contract>, e = #arith.overflow<nsw, nuw>, f = #arith.overflow<nsw>} : () -> ()
"test.op"() {a = #arith.fastmath<nnan, ninf>, b = #arith.fastmath<nnan,ninf,nsz,arcp,contract,afn,reassoc>, c = #arith.fastmath<none>, d = #arith.fastmath<contract, "nnan">, e = #arith.overflow<nuw,nsw>, f = #arith<overflow<none, nsw>>} : () -> ()

// CHECK: "test.op"() {a = #gpu.address_space<workgroup>, b = #gpu.thread<linear_dim_3>, c = #gpu<all_reduce_op add>, d = #gpu<shuffle_mode xor>, e = #gpu.block<y>, f = #gpu.address_space<private>} : () -> ()
"test.op"() {a = #gpu.address_space<workgroup>, b = #gpu.thread<linear_dim_3>, c = #gpu<all_reduce_op add>, d = #gpu<shuffle_mode  xor>, e = #gpu.block<y>, f = #gpu.address_space<"private">} : () -> ()

// CHECK: "test.op"() {a = #vector.kind<maxnumf>, b = #vector.iterator_type<parallel>, c = #ub.poison, d = #ub.poison, e = !gpu.async.token, f = !gpu.mma_matrix<16x16xf16, "AOp">} : () -> ()
"test.op"() {a = #vector.kind<maxnumf>, b = #vector.iterator_type<parallel>, c = #ub.poison, d = #ub<poison>, e = !gpu.async.token, f = !gpu.mma_matrix<16x16xf16, "AOp">} : () -> ()

// CHECK: func.func @f(%arg0: memref<4xf32, #gpu.address_space<workgroup>>)
func.func @f(%a: memref<4xf32, #gpu.address_space<workgroup>>) {
  return
}
