// The checks of #llvm.di_file and #llvm.di_basic_type, with mlir-opt 22's
// diagnostics (its message doubles "debug info").
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+2 {{invalid debug info debug info tag name: DW_TAG_foo}}
// expected-error @+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_basic_type<tag = DW_TAG_foo, name = "x">} {}

// -----

// expected-error @+2 {{invalid debug info debug info tag name: DW_TAG_lo_user}}
// expected-error @+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_basic_type<tag = DW_TAG_lo_user, name = "x">} {}

// -----

// expected-error @+2 {{expected valid keyword}}
// expected-error @+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'tag' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_basic_type<tag = 1, name = "x">} {}

// -----

// expected-error @+2 {{invalid debug info debug info encoding name: DW_ATE_HP_float80}}
// expected-error @+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'encoding' which is to be a `unsigned`}}
module attributes {test.a = #llvm.di_basic_type<name = "x", encoding = DW_ATE_HP_float80>} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DIBasicTypeAttr parameter 'name' which is to be a `StringAttr`}}
module attributes {test.a = #llvm.di_basic_type<name = 1>} {}

// -----

// expected-error @+1 {{struct is missing required parameter: name}}
module attributes {test.a = #llvm.di_basic_type<sizeInBits = 8>} {}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: name}}
module attributes {test.a = #llvm.di_basic_type<name = "x", name = "y">} {}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse LLVM_DIFileAttr parameter 'directory' which is to be a `StringAttr`}}
module attributes {test.a = #llvm.di_file<"a.c" in>} {}

// -----

// expected-error @+1 {{expected 'in'}}
module attributes {test.a = #llvm.di_file<"a.c">} {}

// -----

// expected-error @+2 {{expected attribute value}}
// expected-error @+1 {{failed to parse LLVM_DIFileAttr parameter 'name' which is to be a `StringAttr`}}
module attributes {test.a = #llvm.di_file<a in "x">} {}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_DIFileAttr parameter 'directory' which is to be a `StringAttr`}}
module attributes {test.a = #llvm.di_file<"a" in 1>} {}
