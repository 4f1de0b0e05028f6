//! The `arith` dialect's attributes: `#arith.fastmath<...>` and
//! `#arith.overflow<...>`, parsed, validated and printed as `mlir-opt` does
//! wherever they appear (`#arith.fastmath<contract, nnan>` prints as
//! `#arith.fastmath<nnan,contract>`).

use crate::dialect_attrs::{CaseMessage, EnumAttr, parse_enum_attrs};
use affine_ir::context::{Attribute, Type};
use affine_ir::dialect::DialectHooks;
use affine_ir::parser::{OpParser, PResult};

/// `#arith.fastmath<...>` (MLIR's `FastMathFlags`, a bit enum).
pub(crate) const FASTMATH: EnumAttr = EnumAttr {
    name: "arith.fastmath",
    keyword_form: false,
    cases: &[
        ("none", 0),
        ("reassoc", 1),
        ("nnan", 2),
        ("ninf", 4),
        ("nsz", 8),
        ("arcp", 16),
        ("contract", 32),
        ("afn", 64),
        ("fast", 127),
    ],
    bit_separator: Some(","),
    attr_def: "Arith_FastMathAttr",
    param: "value",
    cpp_type: "::mlir::arith::FastMathFlags",
    message: CaseMessage::Ods,
};

/// `#arith.overflow<...>` (MLIR's `IntegerOverflowFlags`, a bit enum).
pub(crate) const OVERFLOW: EnumAttr = EnumAttr {
    name: "arith.overflow",
    keyword_form: false,
    cases: &[("none", 0), ("nsw", 1), ("nuw", 2)],
    bit_separator: Some(", "),
    attr_def: "Arith_IntegerOverflowAttr",
    param: "value",
    cpp_type: "::mlir::arith::IntegerOverflowFlags",
    message: CaseMessage::Ods,
};

/// The dialect hooks of `arith`.
pub(crate) const HOOKS: DialectHooks = DialectHooks { parse_attr: Some(parse_attr), ..DialectHooks::NONE };

fn parse_attr(p: &mut OpParser, _ty: Option<Type>) -> PResult<Attribute> {
    parse_enum_attrs(p, "arith", &[&FASTMATH, &OVERFLOW])
}
