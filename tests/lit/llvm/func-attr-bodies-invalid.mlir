// The bodies of #llvm.vec_type_hint, #llvm.memory_effects and
// #llvm.target_features are checked as mlir-opt 22 checks them.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+1 {{duplicate or unknown struct parameter name: hnit}}
llvm.func @f() attributes {vec_type_hint = #llvm.vec_type_hint<hnit = i32>}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_VecTypeHintAttr parameter 'hint' which is to be a `TypeAttr`}}
llvm.func @f() attributes {vec_type_hint = #llvm.vec_type_hint<hint = 3>}

// -----

// expected-error @+2 {{integer value too large}}
// expected-error @+1 {{failed to parse LLVM_VecTypeHintAttr parameter 'is_signed' which is to be a `bool`}}
llvm.func @f() attributes {vec_type_hint = #llvm.vec_type_hint<hint = i32, is_signed = 2>}

// -----

// expected-error @+1 {{struct is missing required parameter: hint}}
llvm.func @f() attributes {vec_type_hint = #llvm.vec_type_hint<is_signed = true>}

// -----

// expected-error @+1 {{expected ','}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = read, inaccessibleMem = none>}

// -----

// expected-error @+2 {{expected one of [none, read, write, readwrite] for LLVM ModRefInfo, got: all}}
// expected-error @+1 {{failed to parse LLVM_MemoryEffectsAttr parameter 'argMem' which is to be a `ModRefInfo`}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, argMem = all, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}

// -----

// expected-error @+1 {{duplicate or unknown struct parameter name: other}}
llvm.func @f() attributes {memory_effects = #llvm.memory_effects<other = none, other = read, inaccessibleMem = none, errnoMem = none, targetMem0 = none, targetMem1 = none>}

// -----

// expected-error @+1 {{target features must start with '+' or '-'}}
llvm.func @f() attributes {target_features = #llvm.target_features<["+sse", "avx"]>}

// -----

// expected-error @+1 {{target features can not contain ','}}
llvm.func @f() attributes {target_features = #llvm.target_features<["+sse,+avx"]>}

// -----

// expected-error @+1 {{target features can not be null or empty}}
llvm.func @f() attributes {target_features = #llvm.target_features<[""]>}

// -----

// expected-error @+2 {{invalid kind of attribute specified}}
// expected-error @+1 {{failed to parse LLVM_TargetFeaturesAttr parameter 'features' which is to be a `::llvm::ArrayRef<StringAttr>`}}
llvm.func @f() attributes {target_features = #llvm.target_features<[1]>}

// -----

// expected-error @+1 {{'llvm.func' op requires zero results}}
%0 = "llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "f"}> ({
}) : () -> (i32)
