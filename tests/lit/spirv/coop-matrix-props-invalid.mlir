// `#spirv.coop_matrix_props_khr` errors as mlir-opt 22 reports them: every
// parameter is required once, sizes are uint32 (a literal wider than the
// value wraps only when it fits back), acc_sat a bool, scope a scope.
// RUN: affine-opt %s --split-input-file --verify-diagnostics -allow-unregistered-dialect
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics -allow-unregistered-dialect

// expected-error@+1 {{duplicate or unknown struct parameter name: m_size}}
"x"() {a = #spirv.coop_matrix_props_khr<m_size = 8, m_size = 8>} : () -> ()
// -----
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'n_size' which is to be a `uint32_t`}}
"x"() {a = #spirv.coop_matrix_props_khr<m_size = -12345678, n_size = -123456789>} : () -> ()
// -----
// expected-error@+2 {{integer value too large}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'acc_sat' which is to be a `bool`}}
"x"() {a = #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = 2>} : () -> ()
// -----
// expected-error@+1 {{expected ','}}
"x"() {a = #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, scope = <Subgroup>>} : () -> ()
// -----
// expected-error@+3 {{expected ::mlir::spirv::Scope to be one of: CrossDevice, Device, Workgroup, Subgroup, Invocation, QueueFamily, ShaderCallKHR}}
// expected-error@+2 {{failed to parse SPIRV_ScopeAttr parameter 'value' which is to be a `::mlir::spirv::Scope`}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'scope' which is to be a `mlir::spirv::ScopeAttr`}}
"x"() {a = #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = false, scope = <Foo>>} : () -> ()
// -----
// expected-error@+2 {{invalid kind of attribute specified}}
// expected-error@+1 {{failed to parse SPIRV_CooperativeMatrixPropertiesKHRAttr parameter 'scope' which is to be a `mlir::spirv::ScopeAttr`}}
"x"() {a = #spirv.coop_matrix_props_khr<m_size = 8, n_size = 8, k_size = 32, a_type = i8, b_type = i8, c_type = i32, result_type = i32, acc_sat = false, scope = #spirv.storage_class<Workgroup>>} : () -> ()
