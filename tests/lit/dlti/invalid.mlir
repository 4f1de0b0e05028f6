// Data layout errors, as mlir-opt 22 reports them (the same file passes
// --verify-diagnostics with mlir-opt 22).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// Polygeist emits alignments as `vector<2xi32>`; 22 wants i64.
// expected-error @+1 {{expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i64, dense<64> : vector<2xi32>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i64, dense<64> : vector<2xi32>>>} {}

// -----

// expected-error @+1 {{expected 1 or 2 elements in the data layout entry #dlti.dl_entry<i64, dense<[32, 64, 128]> : vector<3xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i64 = dense<[32, 64, 128]> : vector<3xi64>>} {}

// -----

// expected-error @+1 {{preferred alignment is expected to be greater than or equal to the abi alignment in data layout entry #dlti.dl_entry<f32, dense<[64, 32]> : vector<2xi64>>}}
module attributes {dlti.dl_spec = #dlti.dl_spec<f32 = dense<[64, 32]> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{expected integer attribute in the data layout entry for 'index'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<index = "x">} {}

// -----

// expected-error @+1 {{expected layout attribute for '!llvm.ptr' to be a dense integer elements attribute with 3 or 4 elements}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = 64>} {}

// -----

// expected-error @+1 {{expected i64 parameters for '!llvm.ptr'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<!llvm.ptr = dense<[64, 64, 64, 64]> : vector<4xi32>>} {}

// -----

// expected-error @+1 {{'dlti.endianness' data layout entry is expected to be either 'big' or 'little'}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.endianness" = "mid">} {}

// -----

// expected-error @+1 {{unexpected data layout for a built-in type}}
module attributes {dlti.dl_spec = #dlti.dl_spec<memref<4xf32> = 1>} {}

// -----

// expected-error @+1 {{'dlti.dl_spec' is expected to be a #dlti.dl_spec attribute}}
module attributes {dlti.dl_spec = 1} {}

// -----

// expected-error @+1 {{attribute 'dlti.foo' not supported by dialect}}
module attributes {dlti.foo = 1} {}

// -----

// expected-error @+1 {{repeated DLTI key: i64}}
module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i64, dense<64> : vector<2xi64>>, i64 = dense<32> : vector<2xi64>>} {}

// -----

// expected-error @+1 {{empty string as DLTI key is not allowed}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"" = 1>} {}

// -----

// expected-error @+1 {{invalid kind of attribute specified}}
module attributes {dlti.dl_spec = #dlti.dl_spec<1 = 2>} {}

// -----

// expected-error @+1 {{expected '='}}
module attributes {dlti.dl_spec = #dlti.dl_spec<i32 : 1>} {}

// -----

// expected-error @+1 {{expected a type or a quoted string}}
"test.op"() {a = #dlti.dl_entry<1, 2>} : () -> ()

// -----

// expected-error @+1 {{value associated with key "CPU" is not a DLTI device spec}}
"test.op"() {a = #dlti.target_system_spec<"CPU" = 1>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `dl_foo` in dialect `dlti`}}
"test.op"() {a = #dlti.dl_foo<1>} : () -> ()

// -----

// The DLTI dialect accepts only its own entry names (found by mutation-diff
// seed 417).
// expected-error @+1 {{unknown data layout entry name: dlti.stack_stepalignment}}
module attributes {dlti.dl_spec = #dlti.dl_spec<"dlti.stack_alignment" = 128 : i32, "dlti.stack_stepalignment" = 128 : i32>} {}
