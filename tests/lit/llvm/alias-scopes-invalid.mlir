// The checks of access groups and alias scopes and of the metadata arrays
// of memory accesses, with mlir-opt 22's diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_AccessGroupAttr parameter 'id' which is to be a `DistinctAttr`}}
module attributes {test.a = #llvm.access_group<id = 1>} {}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{expected a parameter name in struct}}
module attributes {test.a = #llvm.access_group<>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_AliasScopeDomainAttr parameter 'description' which is to be a `StringAttr`}}
module attributes {test.a = #llvm.alias_scope_domain<id = distinct[0]<>, description = 1>} {}

// -----

// expected-error @+1 {{id of an alias scope must be a StringAttr or a DistrinctAttr}}
module attributes {test.a = #llvm.alias_scope<id = 5, domain = <id = distinct[0]<>>>} {}

// -----

// expected-error @+2 {{expected '<'}}
// expected-error @+1 {{failed to parse LLVM_AliasScopeAttr parameter 'domain' which is to be a `AliasScopeDomainAttr`}}
module attributes {test.a = #llvm.alias_scope<id = "x", domain = 1>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_AliasScopeAttr parameter 'domain' which is to be a `AliasScopeDomainAttr`}}
module attributes {test.a = #llvm.alias_scope<id = "x", domain = #llvm.access_group<id = distinct[0]<>>>} {}

// -----

// expected-error @+1 {{struct is missing required parameter: domain}}
module attributes {test.a = #llvm.alias_scope<id = "x">} {}

// -----

#g = #llvm.access_group<id = distinct[3]<>>
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  %0 = llvm.load %p {access_groups = [#g, 1]} : !llvm.ptr -> i32
  llvm.return
}

// -----

#g = #llvm.access_group<id = distinct[3]<>>
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'alias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  %0 = llvm.load %p {alias_scopes = [#g]} : !llvm.ptr -> i32
  llvm.return
}

// -----

#dom = #llvm.alias_scope_domain<id = distinct[0]<>, description = "f">
#s1 = #llvm.alias_scope<id = distinct[1]<>, domain = #dom>
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.store' op attribute 'noalias_scopes' failed to satisfy constraint: LLVM dialect alias scope array}}
  llvm.store %p, %p {noalias_scopes = [#s1, #dom]} : !llvm.ptr, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op attribute 'tbaa' failed to satisfy constraint: LLVM dialect TBAA tag metadata array}}
  %0 = llvm.load %p {tbaa = [1]} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @g()
llvm.func @f() {
  // expected-error @+1 {{'llvm.call' op attribute 'access_groups' failed to satisfy constraint: LLVM dialect access group metadata array}}
  llvm.call @g() {access_groups = [1]} : () -> ()
  llvm.return
}
