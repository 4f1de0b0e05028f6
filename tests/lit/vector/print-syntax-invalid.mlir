// `vector.print` reads `($source^ : type($source))? oilist(str $stringLiteral
// | punctuation $punctuation) attr-dict` as ODS generates it (found by
// mutation-diff seed 1018): a missing source type is an operand/type count
// mismatch at the source, the clauses come after the type in any order, each
// at most once, and a string is printed alone.
// RUN: affine-opt %s -split-input-file -verify-diagnostics
// RUN: %mlir_opt %s -split-input-file -verify-diagnostics

func.func @missing_type(%a: f32) {
  // expected-error @+1 {{custom op 'vector.print' number of operands and types do not match: got 1 operands and 0 types}}
  vector.print %a :
  return
}

// -----

func.func @type_after_clause(%a: f32) {
  // expected-error @+1 {{expected ':'}}
  vector.print %a punctuation <comma> : f32
  return
}

// -----

func.func @twice(%a: f32) {
  // expected-error @+1 {{custom op 'vector.print' `punctuation` clause can appear at most once in the expansion of the oilist directive}}
  vector.print %a : f32 punctuation <comma> punctuation <open>
  return
}

// -----

func.func @str_twice() {
  // expected-error @+1 {{custom op 'vector.print' `str` clause can appear at most once in the expansion of the oilist directive}}
  vector.print str "x" str
  return
}

// -----

func.func @clause_before_missing_type(%a: f32) {
  // The clauses are read before the operands are resolved.
  // expected-error @+2 {{custom op 'vector.print' expected ::mlir::vector::PrintPunctuation to be one of: no_punctuation, newline, comma, open, close}}
  // expected-error @+1 {{custom op 'vector.print' failed to parse Vector_PrintPunctuation parameter 'value' which is to be a `::mlir::vector::PrintPunctuation`}}
  vector.print %a : punctuation <foo>
  return
}

// -----

func.func @str_with_source(%a: f32) {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print %a : f32 str "x"
  return
}

// -----

func.func @str_with_punctuation() {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print punctuation <comma> str "x"
  return
}

// -----

func.func @str_generic() {
  // expected-error @+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"() {stringLiteral = "x", punctuation = #vector.punctuation<close>} : () -> ()
  return
}
