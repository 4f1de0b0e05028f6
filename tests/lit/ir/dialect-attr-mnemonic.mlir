// A dialect attribute whose body does not start with a keyword: the
// generated dialect parsers of MLIR 22 (KeywordSwitch) report "expected valid
// keyword" at the body, not "unknown attribute ``" (found by mutation-diff on
// a linalg.reduce payload `{overflowFlags = #arith.(overflow<nsw>}`).
// A string is not a mnemonic either. Checked against mlir-opt 22.
// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

// expected-error @+1 {{expected valid keyword}}
"x.y"() {a = #arith.(overflow<nsw>} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"x.y"() {a = #llvm."linkage"<internal>} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"x.y"() {a = #spirv.123} : () -> ()

// -----

// expected-error @+1 {{expected valid keyword}}
"x.y"() {a = #gpu.(x>} : () -> ()

// -----

// expected-error @+1 {{unknown attribute `foo` in dialect `dlti`}}
"x.y"() {a = #dlti.foo} : () -> ()
