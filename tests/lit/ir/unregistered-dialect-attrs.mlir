// Attributes and types of unregistered dialects need
// --allow-unregistered-dialect, as in mlir-opt 22.
// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// expected-error @+1 {{#"unk"<"x<1>"> : 'none' attribute created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
"func.x"() {a = #unk.x<1>} : () -> ()

// -----

// expected-error @+1 {{`!"unk"<"x<1>">` type created with unregistered dialect. If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used}}
func.func @f(%a: !unk.x<1>) { return }
