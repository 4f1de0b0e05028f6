// A struct(params) attribute with a required parameter reads at least one
// key (an empty body is "expected valid keyword", not a missing parameter),
// as MLIR's generated parser does; #llvm.dereferenceable through the struct
// engine, with the 'custom op' prefix where llvm.inttoptr / llvm.load read
// its body. Checked with both tools.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {t.a = #llvm.di_basic_type<>} {}
// -----
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {t.a = #llvm.alias_scope_domain<>} {}
// -----
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {t.a = #llvm.tbaa_tag<>} {}
// -----
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {t.a = #llvm.di_local_variable<>} {}
// -----
// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {t.a = #llvm.dereferenceable<>} {}
// -----
// expected-error @+1 {{struct is missing required parameter: bytes}}
module attributes {t.a = #llvm.dereferenceable<mayBeNull = true>} {}
// -----
llvm.func @f(%a: i64) {
// expected-error @+2 {{custom op 'llvm.inttoptr' expected valid keyword}}
// expected-error @+1 {{custom op 'llvm.inttoptr' expected a parameter name in struct}}
  %0 = llvm.inttoptr %a dereferenceable<> : i64 to !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%a: i64) {
// expected-error @+2 {{custom op 'llvm.inttoptr' expected integer value}}
// expected-error @+1 {{custom op 'llvm.inttoptr' failed to parse LLVM_DereferenceableAttr parameter 'bytes' which is to be a `uint64_t`}}
  %0 = llvm.inttoptr %a dereferenceable<bytes = x> : i64 to !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%a: i64) {
// expected-error @+1 {{custom op 'llvm.inttoptr' duplicate or unknown struct parameter name: bytes}}
  %0 = llvm.inttoptr %a dereferenceable<bytes = 1, bytes = 2> : i64 to !llvm.ptr
  llvm.return
}
// -----
llvm.func @f(%a: !llvm.ptr) {
// expected-error @+1 {{custom op 'llvm.load' struct is missing required parameter: bytes}}
  %0 = llvm.load %a dereferenceable<mayBeNull = true> : !llvm.ptr -> !llvm.ptr
  llvm.return
}
