//! Enum cases written as keywords inside custom op syntax (`overflow<nsw>`,
//! `vector.reduction <add>`, `gpu.thread_id x`), parsed and diagnosed the way
//! the `FieldParser` MLIR generates for an enum attribute parameter does.
//!
//! A bad case produces two errors, as in `mlir-opt`: the enum's own message
//! (`expected ::mlir::arith::IntegerOverflowFlags to be one of: ...` or
//! `expected valid keyword or string`), then the attribute parser's
//! `failed to parse <AttrDef> parameter 'value' ...` at the token where
//! parsing stopped. The second is attached to the first as a follow-up error.

use affine_ir::diag::Diagnostic;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

/// The names MLIR's diagnostics use for one enum attribute parameter.
pub(crate) struct EnumParam {
    /// The C++ enum, e.g. `::mlir::arith::IntegerOverflowFlags`.
    pub cpp_enum: &'static str,
    /// The ODS attribute definition holding it, e.g. `Arith_IntegerOverflowAttr`.
    pub attr_def: &'static str,
    /// The valid cases in declaration order, as listed by the error.
    pub cases: &'static [&'static str],
}

/// `overflow<...>` flags of `arith` ops.
pub(crate) const INTEGER_OVERFLOW_FLAGS: EnumParam = EnumParam {
    cpp_enum: "::mlir::arith::IntegerOverflowFlags",
    attr_def: "Arith_IntegerOverflowAttr",
    cases: &["none", "nsw", "nuw"],
};

/// `fastmath<...>` flags of `arith` and `math` ops.
pub(crate) const FAST_MATH_FLAGS: EnumParam = EnumParam {
    cpp_enum: "::mlir::arith::FastMathFlags",
    attr_def: "Arith_FastMathAttr",
    cases: &["none", "reassoc", "nnan", "ninf", "nsz", "arcp", "contract", "afn", "fast"],
};

/// MLIR's `parseKeywordOrString` for one case: a bare identifier (which
/// includes words like `i32`) or a string literal, with its offset;
/// otherwise the pair of errors at the current token.
fn parse_case_spelling(p: &mut OpParser, op_name: &str, param: &EnumParam) -> PResult<(usize, String)> {
    let off = p.offset();
    let spelling = if p.at(Tok::BareIdent) {
        let w = p.token_text().to_string();
        p.consume();
        Some(w)
    } else if p.at(Tok::String) {
        p.parse_string().ok()
    } else {
        None
    };
    spelling.map(|w| (off, w)).ok_or_else(|| enum_errors(p, op_name, param, off, "expected valid keyword or string"))
}

/// The pair of errors for a bad case: `first` at byte offset `first_at`, then
/// the attribute parser's error at the current token.
fn enum_errors(p: &mut OpParser, op_name: &str, param: &EnumParam, first_at: usize, first: &str) -> Diagnostic {
    let mut e = p.error_at(first_at, format!("custom op '{op_name}' {first}"));
    let here = p.offset();
    let follow_up = p.error_at(
        here,
        format!(
            "custom op '{op_name}' failed to parse {} parameter 'value' which is to be a `{}`",
            param.attr_def, param.cpp_enum
        ),
    );
    e.notes.push(follow_up);
    e
}

fn not_one_of(param: &EnumParam) -> String {
    format!("expected {} to be one of: {}", param.cpp_enum, param.cases.join(", "))
}

/// Parses one case of `param` for op `op_name`; `lookup` maps a spelling to
/// its value (`None` for an invalid spelling).
pub(crate) fn parse_enum_case<T>(
    p: &mut OpParser,
    op_name: &str,
    param: &EnumParam,
    lookup: impl Fn(&str) -> Option<T>,
) -> PResult<T> {
    let (off, word) = parse_case_spelling(p, op_name, param)?;
    match lookup(&word) {
        Some(v) => Ok(v),
        None => Err(enum_errors(p, op_name, param, off, &not_one_of(param))),
    }
}

/// Parses the comma-separated cases of a bit enum (`nsw, nuw`), OR-ing the
/// bits `lookup` gives for each; an invalid case is reported at the first
/// case, as MLIR does.
pub(crate) fn parse_bit_enum_cases(
    p: &mut OpParser,
    op_name: &str,
    param: &EnumParam,
    lookup: impl Fn(&str) -> Option<u32>,
) -> PResult<u32> {
    let start = p.offset();
    let mut bits = 0;
    loop {
        let (_, word) = parse_case_spelling(p, op_name, param)?;
        match lookup(&word) {
            Some(b) => bits |= b,
            None => return Err(enum_errors(p, op_name, param, start, &not_one_of(param))),
        }
        if !p.consume_if(Tok::Comma) {
            return Ok(bits);
        }
    }
}
