// llvm.func generic forms mlir-opt 22 rejects for their properties: a
// value of the wrong storage class in `<{...}>`, a missing required
// property, and ODS constraints checked by the verifier (integer widths,
// an LLVM function type, arrays of dictionaries).
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{invalid properties {function_type = !llvm.func<void ()>, sym_name = 3 : i64} for op llvm.func: Invalid attribute `sym_name` in property conversion: 3 : i64}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = 3}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op requires attribute 'sym_name'}}
"llvm.func"() <{function_type = !llvm.func<void ()>}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "a", alignment = 8 : i32}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'intel_reqd_sub_group_size' failed to satisfy constraint: 32-bit signless integer attribute}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "a", intel_reqd_sub_group_size = 8 : i64}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'function_type' failed to satisfy constraint: type attribute of LLVM function type}}
"llvm.func"() <{function_type = i32, sym_name = "g"}> ({
}) : () -> ()

// -----

// expected-error @+1 {{invalid properties {frame_pointer = 1 : i64, function_type = !llvm.func<void ()>, sym_name = "a"} for op llvm.func: Invalid attribute `frame_pointer` in property conversion: 1 : i64}}
"llvm.func"() <{function_type = !llvm.func<void ()>, sym_name = "a", frame_pointer = 1}> ({
}) : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
"llvm.func"() ({
}) {function_type = !llvm.func<void ()>, sym_name = 3} : () -> ()

// -----

// expected-error @+1 {{'llvm.func' op attribute 'arg_attrs' failed to satisfy constraint: Array of dictionary attributes}}
"llvm.func"() <{function_type = !llvm.func<void (i32)>, sym_name = "a", arg_attrs = [1]}> ({
}) : () -> ()
