// The checks LLVM's data layout parser makes of an llvm.data_layout
// string, on any op, with mlir-opt 22's diagnostics (LLVM's message ends
// in a newline).
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+1 {{'builtin.module' op invalid data layout descriptor: unknown specifier 'x'}}
module attributes {llvm.data_layout = "x"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: empty specification is not allowed}}
module attributes {llvm.data_layout = "e--"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: malformed specification, must be just 'e' or 'E'}}
module attributes {llvm.data_layout = "ex"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: ABI alignment must be a 16-bit integer}}
module attributes {llvm.data_layout = "e-i64:abc"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: i8 must be 8-bit aligned}}
module attributes {llvm.data_layout = "i8:16"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: preferred alignment cannot be less than the ABI alignment}}
module attributes {llvm.data_layout = "i16:16:8"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: size must be a non-zero 24-bit integer}}
module attributes {llvm.data_layout = "n8:0"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: malformed specification, must be of the form "p[<n>]:<size>:<abi>[:<pref>[:<idx>]]"}}
module attributes {llvm.data_layout = "E-p:32"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: 'z' is not a valid pointer specification flag}}
module attributes {llvm.data_layout = "pz:64:64"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: address space 0 cannot be unstable or have external state}}
module attributes {llvm.data_layout = "pu:64:64"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: index size cannot be larger than the pointer size}}
module attributes {llvm.data_layout = "p:64:64:64:128"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: stack natural alignment must be a power of two times the byte width}}
module attributes {llvm.data_layout = "S3"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: unknown function pointer alignment type 'x'}}
module attributes {llvm.data_layout = "Fx8"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: address space must be a 24-bit integer}}
module attributes {llvm.data_layout = "P16777216"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: unknown mangling mode}}
module attributes {llvm.data_layout = "e-m:q"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: address space 0 cannot be non-integral}}
module attributes {llvm.data_layout = "ni:0"} {}

// -----

// expected-error @+1 {{invalid data layout descriptor: size must be zero}}
module attributes {llvm.data_layout = "a1:8"} {}

// -----

// expected-error @+1 {{'func.func' op invalid data layout descriptor: unknown specifier 'z'}}
func.func @f() attributes {llvm.data_layout = "zz"} {
  return
}

// -----

// A valid layout as clang writes it.
module attributes {llvm.data_layout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"} {}
