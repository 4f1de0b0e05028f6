// Attributes and types of unregistered dialects print in MLIR's canonical
// form (`#foo<0>` for `#foo.0`, `#foo.a.b` for `#foo<a.b>`) and keep their
// type; a second attribute dictionary after linalg.generic's is read;
// SPIR-V's cooperative matrix properties (KHR with uint32 sizes and a
// bool, NV with int sizes) take their parameters in any order and print
// them in declaration order.
// RUN: affine-opt %s -allow-unregistered-dialect | FileCheck %s
// RUN: %mlir_opt %s -allow-unregistered-dialect | FileCheck %s

// CHECK: "x"() {a = #map480<0> : bf16, b = #foo.a.b, c = #foo<a$b>, d = [#foo.x : f32], e = #foo.y} : () -> ()
"x"() {a = #map480.0 : bf16, b = #foo<a.b>, c = #foo.a$b, d = [#foo.x : f32], e = #foo.y : none} : () -> ()
// CHECK: "x"() : () -> (!foo<0>, !foo.a.b)
%0:2 = "x"() : () -> (!foo.0, !foo<a.b>)
// CHECK: #spirv.coop_matrix_props_khr<m_size = 4294967295, n_size = 16, k_size = 4294967295, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = true, scope = <Subgroup>>
// CHECK-SAME: #spirv.coop_matrix_props_nv<m_size = -1, n_size = 8, k_size = 8, a_type = f16, b_type = f16, c_type = f16, result_type = f16, scope = <Workgroup>>
"x"() {r = #spirv.resource_limits<cooperative_matrix_properties_khr = [#spirv.coop_matrix_props_khr<scope = #spirv.scope<Subgroup>, acc_sat = 1, result_type = i32, c_type = i32, b_type = i8, a_type = i8, k_size = true, n_size = 0x10, m_size = -1>], cooperative_matrix_properties_nv = [#spirv.coop_matrix_props_nv<m_size = -1, n_size = 8, k_size = 8, a_type = f16, b_type = f16, c_type = f16, result_type = f16, scope = <Workgroup>>]>} : () -> ()
func.func @generic_second_dict(%c: memref<4xf32>, %v: f32) {
  // CHECK: linalg.generic {doc = "x", indexing_maps = [#map], iterator_types = ["parallel"]} outs
  linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} {doc = "x"} outs(%c : memref<4xf32>) {
  ^bb0(%o: f32):
    linalg.yield %v : f32
  }
  return
}
