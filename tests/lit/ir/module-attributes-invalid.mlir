// RUN: affine-opt %s --split-input-file --verify-diagnostics
// RUN: %mlir_opt %s --split-input-file --verify-diagnostics

// builtin.module takes only dialect attributes (dotted names) besides its
// symbol name and visibility; the first other one in name order is
// reported, on nested modules too.

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'b'}}
module attributes {test.y = 2, c = 3, b = 1} {
}

// -----

module {
  // expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'x'}}
  module @inner attributes {x} {
  }
}

// -----

// The symbol's own attributes and dialect attributes are fine.
module @named attributes {sym_visibility = "private", test.y = 2, gpu.container_module} {
}

// -----

// A named module is a symbol: its visibility is checked (before the
// module's own attribute check); an unnamed one's is not (found by
// mutation-diff seed 512).
// expected-error @+1 {{'builtin.module' op visibility expected to be one of ["public", "private", "nested"], but got "priv-1ate"}}
module @named attributes {sym_visibility = "priv-1ate", b} {
}

// -----

// expected-error @+1 {{'builtin.module' op can only contain attributes with dialect-prefixed names, found: 'b'}}
module attributes {sym_visibility = "priv-1ate", b} {
}

// -----

// The symbol's own attributes written in a module's dictionary must be
// strings: checked while parsing (the generated parser's
// `verifyInherentAttrs`), at the dictionary.
// expected-error @+1 {{custom op 'builtin.module' 'builtin.module' op attribute 'sym_visibility' failed to satisfy constraint: string attribute}}
module attributes {sym_visibility = 1 : i32} {
}

// -----

// expected-error @+1 {{custom op 'builtin.module' 'builtin.module' op attribute 'sym_name' failed to satisfy constraint: string attribute}}
module attributes {sym_name = @m} {
}
