//! The `vector` dialect's attributes (`#vector.kind<add>`,
//! `#vector.iterator_type<parallel>`, `#vector.punctuation<comma>`),
//! parsed, validated and printed as `mlir-opt` does wherever they appear.

use crate::dialect_attrs::{CaseMessage, EnumAttr, parse_enum_attrs};
use affine_ir::context::{Attribute, Type};
use affine_ir::dialect::DialectHooks;
use affine_ir::parser::{OpParser, PResult};

/// `#vector.kind<...>` (MLIR's `CombiningKind`).
pub(crate) const KIND: EnumAttr = EnumAttr {
    name: "vector.kind",
    keyword_form: false,
    cases: &[
        ("add", 0),
        ("mul", 1),
        ("minui", 2),
        ("minsi", 3),
        ("minnumf", 4),
        ("maxui", 5),
        ("maxsi", 6),
        ("maxnumf", 7),
        ("and", 8),
        ("or", 9),
        ("xor", 10),
        ("maximumf", 11),
        ("minimumf", 12),
    ],
    bit_separator: None,
    attr_def: "Vector_CombiningKindAttr",
    param: "value",
    cpp_type: "::mlir::vector::CombiningKind",
    message: CaseMessage::Ods,
};

/// `#vector.iterator_type<...>`.
pub(crate) const ITERATOR_TYPE: EnumAttr = EnumAttr {
    name: "vector.iterator_type",
    keyword_form: false,
    cases: &[("parallel", 0), ("reduction", 1)],
    bit_separator: None,
    attr_def: "Vector_IteratorTypeEnum",
    param: "value",
    cpp_type: "::mlir::vector::IteratorType",
    message: CaseMessage::Ods,
};

/// `#vector.punctuation<...>` of `vector.print`.
pub(crate) const PUNCTUATION: EnumAttr = EnumAttr {
    name: "vector.punctuation",
    keyword_form: false,
    cases: &[("no_punctuation", 0), ("newline", 1), ("comma", 2), ("open", 3), ("close", 4)],
    bit_separator: None,
    attr_def: "Vector_PrintPunctuation",
    param: "value",
    cpp_type: "::mlir::vector::PrintPunctuation",
    message: CaseMessage::Ods,
};

/// The dialect hooks of `vector`.
pub(crate) const HOOKS: DialectHooks = DialectHooks { parse_attr: Some(parse_attr), ..DialectHooks::NONE };

fn parse_attr(p: &mut OpParser, _ty: Option<Type>) -> PResult<Attribute> {
    parse_enum_attrs(p, "vector", &[&KIND, &ITERATOR_TYPE, &PUNCTUATION])
}
