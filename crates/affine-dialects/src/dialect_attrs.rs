//! Shared machinery for the dialects' attribute and type hooks
//! ([`affine_ir::dialect::DialectHooks`]): the mnemonic dispatch with MLIR's
//! "unknown attribute" errors, and enum attributes (`#arith.fastmath<nnan>`,
//! `#llvm.linkage<internal>`, `#gpu<dim x>`) parsed, validated and printed
//! the way the parsers MLIR generates for them do.
//!
//! An enum attribute is stored as [`AttrData::Opaque`] holding its canonical
//! text (`arith.fastmath<nnan,ninf>`), so equal values are equal ids and ops
//! that keep such attributes in properties read them back by text.

use affine_ir::context::{AttrData, Attribute, Context};
use affine_ir::diag::Diagnostic;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

/// How a bad case of an enum attribute is reported.
#[derive(Clone, Copy, Debug)]
pub(crate) enum CaseMessage {
    /// ODS: `expected ::mlir::gpu::Dimension to be one of: x, y, z`.
    Ods,
    /// LLVM's hand-written parsers: `expected one of [a, b] for <what>, got: w`
    /// (the list as MLIR spells it).
    Llvm {
        /// What the enum is (`LLVM linkage types`).
        what: &'static str,
        /// The list between the brackets.
        list: &'static str,
    },
}

/// An enum (or bit-enum) attribute of a dialect.
#[derive(Clone, Copy, Debug)]
pub(crate) struct EnumAttr {
    /// `dialect.mnemonic`, e.g. `arith.fastmath`.
    pub name: &'static str,
    /// Written `#dialect<mnemonic case>` (GPU's `#gpu<dim x>`) rather than
    /// `#dialect.mnemonic<case>`.
    pub keyword_form: bool,
    /// Case spellings and values (bit masks for bit enums), in declaration
    /// order.
    pub cases: &'static [(&'static str, u32)],
    /// For bit enums: the separator the printer puts between cases.
    pub bit_separator: Option<&'static str>,
    /// The ODS attribute definition (`GPU_DimensionAttr`).
    pub attr_def: &'static str,
    /// The parameter name (`value`, `linkage`).
    pub param: &'static str,
    /// The parameter's C++ type (`::mlir::gpu::Dimension`).
    pub cpp_type: &'static str,
    /// How a bad case is reported.
    pub message: CaseMessage,
}

impl EnumAttr {
    /// The mnemonic (`fastmath`).
    pub fn mnemonic(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(_, m)| m)
    }

    fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(d, _)| d)
    }

    /// The case spelling of a (non-bit) enum value.
    pub fn case_name(&self, value: u32) -> Option<&'static str> {
        self.cases.iter().find(|c| c.1 == value).map(|c| c.0)
    }

    /// The value of a case spelling.
    pub fn case_value(&self, spelling: &str) -> Option<u32> {
        self.cases.iter().find(|c| c.0 == spelling).map(|c| c.1)
    }

    /// The printed cases of a value: the case itself, or for a bit enum
    /// `none` for 0, else groups (cases of several bits) first, then single
    /// bits, in declaration order (as MLIR's generated `stringify`).
    pub fn value_text(&self, value: u32) -> String {
        let Some(sep) = self.bit_separator else {
            return self.case_name(value).map(keyword_or_string).unwrap_or_default();
        };
        if value == 0 {
            return self.case_name(0).unwrap_or("none").to_string();
        }
        let mut rest = value;
        let mut words = Vec::new();
        for &(name, bits) in self.cases.iter().filter(|c| c.1.count_ones() > 1) {
            if rest & bits == bits {
                words.push(name);
                rest &= !bits;
            }
        }
        for &(name, bits) in self.cases.iter().filter(|c| c.1.count_ones() == 1) {
            if rest & bits == bits {
                words.push(name);
            }
        }
        words.join(sep)
    }

    /// The canonical text of the attribute with `value` (without `#`).
    pub fn text(&self, value: u32) -> String {
        if self.keyword_form {
            format!("{}<{} {}>", self.dialect(), self.mnemonic(), self.value_text(value))
        } else {
            format!("{}<{}>", self.name, self.value_text(value))
        }
    }

    /// The attribute with `value`.
    pub fn attr(&self, ctx: &mut Context, value: u32) -> Attribute {
        ctx.attr(AttrData::Opaque(self.text(value)))
    }

    /// Parses what follows the mnemonic (`<case>`, or ` case` in the keyword
    /// form) and returns the attribute.
    pub fn parse_body(&self, p: &mut OpParser) -> PResult<Attribute> {
        if !self.keyword_form {
            p.expect(Tok::Less)?;
        }
        let value = self.parse_value(p)?;
        if !self.keyword_form {
            p.expect(Tok::Greater)?;
        }
        Ok(self.attr(p.ctx, value))
    }

    /// Parses the case (or `,`-separated cases of a bit enum), with MLIR's
    /// two errors for a bad one.
    pub fn parse_value(&self, p: &mut OpParser) -> PResult<u32> {
        let start = p.offset();
        let mut value = 0;
        loop {
            let off = p.offset();
            let Some(word) = parse_keyword_or_string(p) else {
                // LLVM's enums have a field parser of their own
                // (`parseOptionalLLVMKeyword`) with its own message.
                let msg = match self.message {
                    CaseMessage::Llvm { what, .. } => format!("expected keyword for {what}"),
                    CaseMessage::Ods => "expected valid keyword or string".into(),
                };
                return Err(self.errors(p, off, msg));
            };
            match self.case_value(&word) {
                Some(v) => value |= v,
                None => {
                    let msg = match self.message {
                        CaseMessage::Ods => format!(
                            "expected {} to be one of: {}",
                            self.cpp_type,
                            self.cases.iter().map(|c| c.0).collect::<Vec<_>>().join(", ")
                        ),
                        CaseMessage::Llvm { what, list } => format!("expected one of [{list}] for {what}, got: {word}"),
                    };
                    let at = if self.bit_separator.is_some() { start } else { off };
                    return Err(self.errors(p, at, msg));
                }
            }
            // Bit enums are parsed with their printed separator (`|` for
            // SPIR-V's, `,` for the others).
            let separator = if self.bit_separator == Some("|") { Tok::VerticalBar } else { Tok::Comma };
            if self.bit_separator.is_none() || !p.consume_if(separator) {
                return Ok(value);
            }
        }
    }

    fn errors(&self, p: &mut OpParser, at: usize, first: String) -> Diagnostic {
        let mut e = p.error_at(at, first);
        let here = p.offset();
        let follow = p.error_at(
            here,
            format!(
                "failed to parse {} parameter '{}' which is to be a `{}`",
                self.attr_def, self.param, self.cpp_type
            ),
        );
        e.notes.push(follow);
        e
    }
}

/// MLIR's `parseOptionalKeywordOrString`: a bare identifier or a string.
pub(crate) fn parse_keyword_or_string(p: &mut OpParser) -> Option<String> {
    if p.at(Tok::BareIdent) {
        let w = p.token_text().to_string();
        p.consume();
        Some(w)
    } else if p.at(Tok::String) {
        p.parse_string().ok()
    } else {
        None
    }
}

/// A case spelling as MLIR prints it: bare if it is a bare identifier,
/// else quoted.
fn keyword_or_string(s: &str) -> String {
    let mut out = String::new();
    affine_ir::asm::write_keyword_or_string(&mut out, s);
    out
}

/// Reads the mnemonic at the start of a dialect symbol (MLIR's generated
/// `KeywordSwitch`): the bare identifier there, with its offset; anything
/// else is MLIR's "expected valid keyword" there.
pub(crate) fn parse_mnemonic(p: &mut OpParser) -> PResult<(usize, String)> {
    let off = p.offset();
    if p.at(Tok::BareIdent) {
        let m = p.token_text().to_string();
        p.consume();
        Ok((off, m))
    } else {
        Err(p.error_at(off, "expected valid keyword"))
    }
}

/// MLIR's "unknown attribute `m` in dialect `d`" at the mnemonic.
pub(crate) fn unknown_attr(p: &mut OpParser, off: usize, mnemonic: &str, dialect: &str) -> Diagnostic {
    p.error_at(off, format!("unknown attribute `{mnemonic}` in dialect `{dialect}`"))
}

/// Parses an attribute of a dialect whose attributes are all enums in
/// `defs`, as the generated dialect parser does.
pub(crate) fn parse_enum_attrs(p: &mut OpParser, dialect: &str, defs: &[&EnumAttr]) -> PResult<Attribute> {
    let (off, mnemonic) = parse_mnemonic(p)?;
    match defs.iter().find(|d| d.mnemonic() == mnemonic) {
        Some(def) => def.parse_body(p),
        None => Err(unknown_attr(p, off, &mnemonic, dialect)),
    }
}
