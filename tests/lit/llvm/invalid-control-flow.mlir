// The checks of llvm.br, llvm.cond_br, llvm.switch, llvm.indirectbr and
// llvm.unreachable, with mlir-opt 22's diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

llvm.func @f(%c: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 3 vs 2}}
  llvm.cond_br %c weights([1, 2, 3]), ^bb1, ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: i32) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  llvm.switch %v : i32, ^bb1 [
    1: ^bb1
  ] {branch_weights = array<i32: 1>}
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: i32) {
  // expected-error @+1 {{'llvm.switch' op expects number of case values to match number of case destinations}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: i32) {
  // expected-error @+1 {{expects case value type to match condition value type}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<1> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: f32) {
  // expected-error @+1 {{'llvm.switch' op operand #0 must be signless integer, but got 'f32'}}
  "llvm.switch"(%v)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: i64) {
  // expected-error @+1 {{'llvm.switch' op caseOperands count (0) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "llvm.switch"(%v)[^bb1, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: i64) {
  // expected-error @+1 {{'llvm.switch' op requires attribute 'case_operand_segments'}}
  "llvm.switch"(%v)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: i32) {
  // expected-error @+1 {{custom op 'llvm.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  llvm.switch %v : f32, ^bb1 [
    1: ^bb1
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @f(%v: i64) {
  llvm.switch %v : i64, ^bb1 [
    // expected-error @+1 {{custom op 'llvm.switch' integer value too large}}
    9223372036854775808: ^bb1
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @f(%c: i1, %v: i64) {
  // expected-error @+1 {{custom op 'llvm.switch' number of operands and types do not match: got 1 operands and 2 types}}
  llvm.switch %v : i64, ^bb1 [
    1: ^bb1(%c : i1, i1)
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @f(%c: i1, %v: i64) {
  llvm.switch %v : i64, ^bb1 [
    1: ^bb1,
    // expected-error @+1 {{custom op 'llvm.switch' expected integer value}}
    x: ^bb1
  ]
^bb1:
  llvm.return
}

// -----

llvm.func @f(%c: i1, %x: i32) {
  // expected-error @+1 {{custom op 'llvm.cond_br' number of operands and types do not match: got 2 operands and 1 types}}
  llvm.cond_br %c, ^bb1(%x, %x : i32), ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @f(%x: i32) {
  // expected-error @+1 {{custom op 'llvm.br' number of operands and types do not match: got 1 operands and 2 types}}
  llvm.br ^bb1(%x : i32, i32)
^bb1:
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  // expected-error @+1 {{custom op 'llvm.cond_br' 'llvm.cond_br' op attribute 'branch_weights' failed to satisfy constraint: i32 dense array attribute}}
  llvm.cond_br %c, ^bb1, ^bb1 {branch_weights = 3}
^bb1:
  llvm.return
}

// -----

func.func @f(%c: i1, %m: memref<i32>) {
  // expected-error @+1 {{'llvm.cond_br' op operand #1 must be variadic of LLVM dialect-compatible type, but got 'memref<i32>'}}
  llvm.cond_br %c, ^bb1(%m : memref<i32>), ^bb1(%m : memref<i32>)
^bb1(%x : memref<i32>):
  llvm.return
}

// -----

func.func @f(%v: i64) {
  // expected-error @+1 {{'llvm.cond_br' op operand #0 must be 1-bit signless integer, but got 'i64'}}
  "llvm.cond_br"(%v)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  llvm.return
}

// -----

func.func @f(%c: i1) {
  // expected-error @+1 {{'llvm.cond_br' op requires 2 successors but found 1}}
  "llvm.cond_br"(%c)[^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f(%c: i1) {
  // expected-error @+1 {{branch has 0 operands for successor #0, but target block has 1}}
  "llvm.cond_br"(%c)[^bb1, ^bb1] <{branch_weights = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1(%z : i32):
  llvm.return
}

// -----

llvm.func @f(%c: i1, %p: !llvm.ptr) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  llvm.indirectbr %p : !llvm.ptr, [^bb1(%c : i1)]
^bb1:
  llvm.return
}

// -----

func.func @f(%v: i64) {
  // expected-error @+1 {{'llvm.indirectbr' op operand #0 must be LLVM pointer type, but got 'i64'}}
  "llvm.indirectbr"(%v)[^bb1] <{indbr_operand_segments = array<i32: 0>}> : (i64) -> ()
^bb1:
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.indirectbr' op succOperands count (0) does not match with the total size (1) specified in attribute 'indbr_operand_segments'}}
  "llvm.indirectbr"(%p)[^bb1] <{indbr_operand_segments = array<i32: 1>}> : (!llvm.ptr) -> ()
^bb1:
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.indirectbr' op requires attribute 'indbr_operand_segments'}}
  "llvm.indirectbr"(%p)[^bb1] : (!llvm.ptr) -> ()
^bb1:
  llvm.return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{use of value '%p' expects different type than prior uses: '!llvm.ptr<1>' vs '!llvm.ptr'}}
  llvm.indirectbr %p : <1>, [^bb1]
^bb1:
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.unreachable' op requires zero operands}}
  "llvm.unreachable"(%p) : (!llvm.ptr) -> ()
}

// -----

func.func @f() {
  // expected-error @+1 {{'llvm.unreachable' op requires 0 successors but found 1}}
  "llvm.unreachable"()[^bb1] : () -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.unreachable' op must be the last operation in the parent block}}
  llvm.unreachable
  llvm.return
}

// -----

// A loop annotation's constraint has an empty summary.
llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.br' 'llvm.br' op attribute 'loop_annotation' failed to satisfy constraint: }}
  llvm.br ^bb1 {loop_annotation = 3}
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.br' op attribute 'loop_annotation' failed to satisfy constraint: }}
  "llvm.br"()[^bb1] {loop_annotation = 3} : () -> ()
^bb1:
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.blocktag' 'llvm.blocktag' op attribute 'tag' failed to satisfy constraint: }}
  llvm.blocktag <id = 1> {tag = 3}
  llvm.return
}

// -----

llvm.func @f(%c: i1, %v: i64) {
  llvm.switch %v : i64, ^bb1 [
    // expected-error @+1 {{result number not allowed in argument list}}
    1: ^bb1(%c#0 : i1)
  ]
^bb1(%x: i1):
  llvm.return
}

// -----

// llvm.indirectbr's successor list: MLIR's parseCommaSeparatedList appends
// its context to the bracket messages (mutation-diff seed 18).
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected '['successor blocks}}
  llvm.indirectbr %p : !llvm.ptr, ^bb1
^bb1:
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected ']'successor blocks}}
  llvm.indirectbr %p : !llvm.ptr, [^bb1 ^bb1]
^bb1:
  llvm.return
}
