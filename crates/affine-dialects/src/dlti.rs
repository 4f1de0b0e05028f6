//! The `dlti` dialect (data layout and target information): the attributes
//! frontends put on modules (`dlti.dl_spec = #dlti.dl_spec<...>`), parsed,
//! validated and printed as `mlir-opt` 22 does.
//!
//! Attributes: `#dlti.dl_entry<key, value>`, and the entry lists
//! `#dlti.dl_spec<...>`, `#dlti.map<...>`, `#dlti.target_system_spec<...>`,
//! `#dlti.target_device_spec<...>`, whose entries are written `key = value`
//! (a type or a quoted string as key) or, in the older form Polygeist and
//! friends still emit, as `#dlti.dl_entry<key, value>` (printed in the new
//! form). Each is an [`AttrData::Dialect`] whose parameters are the entries,
//! each entry a `dlti.dl_entry` with parameters `[key, value]` (a type key as
//! a type attribute).
//!
//! Verification (MLIR's `verifyOperationAttribute` and
//! `verifyDataLayoutSpec`): a `dlti.dl_spec` attribute on a `builtin.module`
//! has its entries checked per key kind: integer and float types take a
//! dense `i64` elements attribute of one or two alignments (ABI, preferred
//! not below it); `index` takes an integer; `!llvm.ptr` takes three or four
//! `i64` values; other builtin types take none; `"dlti.endianness"` is
//! `"big"` or `"little"`.

use crate::dialect_attrs::{parse_mnemonic, unknown_attr};
use affine_ir::asm::{AsmWriter, write_escaped_string};
use affine_ir::context::{AttrData, Attribute, Context, DialectData, NamedAttr, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{DialectHooks, Registry};
use affine_ir::ir::OpId;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::verify::current_op_note;

/// The attribute name of a module's data layout.
pub const DL_SPEC_ATTR: &str = "dlti.dl_spec";
const ENTRY: &str = "dlti.dl_entry";
/// The entry-list attributes, by mnemonic.
const LISTS: &[&str] = &["dlti.dl_spec", "dlti.map", "dlti.target_system_spec", "dlti.target_device_spec"];

/// Registers the `dlti` dialect.
pub fn register(reg: &mut Registry) {
    reg.set_dialect_hooks(
        "dlti",
        DialectHooks {
            parse_attr: Some(parse_attr),
            print_attr: Some(print_attr),
            verify_op_attr: Some(verify_op_attr),
            ..DialectHooks::NONE
        },
    );
}

fn parse_attr(p: &mut OpParser, _ty: Option<Type>) -> PResult<Attribute> {
    let (off, mnemonic) = parse_mnemonic(p)?;
    if mnemonic == "dl_entry" {
        return parse_entry(p);
    }
    match LISTS.iter().find(|n| n[5..] == mnemonic) {
        Some(&name) => parse_list(p, name, off),
        None => Err(unknown_attr(p, off, &mnemonic, "dlti")),
    }
}

fn entry_attr(ctx: &mut Context, key: Attribute, value: Attribute) -> Attribute {
    ctx.attr(AttrData::Dialect(DialectData { name: ENTRY, params: vec![key, value] }))
}

/// The `[key, value]` of a `#dlti.dl_entry`.
pub fn entry_parts(ctx: &Context, a: Attribute) -> Option<(Attribute, Attribute)> {
    match ctx.attr_data(a) {
        AttrData::Dialect(d) if d.name == ENTRY => Some((d.params[0], d.params[1])),
        _ => None,
    }
}

/// `<(type | "string"), attr>` after `dl_entry`.
fn parse_entry(p: &mut OpParser) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    let id_off = p.offset();
    let key = if let Some(t) = p.parse_optional_type()? {
        p.ctx.type_attr(t)
    } else if p.at(Tok::String) {
        let s = p.parse_string()?;
        p.ctx.attr(AttrData::String { value: s, ty: None })
    } else {
        return Err(p.error_at(id_off, "expected a type or a quoted string"));
    };
    p.expect(Tok::Comma)?;
    let value = p.parse_attribute()?;
    p.expect(Tok::Greater)?;
    Ok(entry_attr(p.ctx, key, value))
}

/// `<entry, ...>` where an entry is `key = value` or a `#dlti.dl_entry`.
fn parse_list(p: &mut OpParser, name: &'static str, name_off: usize) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    let mut entries = Vec::new();
    if !p.consume_if(Tok::Greater) {
        loop {
            let entry_off = p.offset();
            let key = if let Some(t) = p.parse_optional_type()? {
                Some(p.ctx.type_attr(t))
            } else if p.at(Tok::String) {
                let s = p.parse_string()?;
                if s.is_empty() {
                    return Err(p.error_at(name_off, "empty string as DLTI key is not allowed"));
                }
                Some(p.ctx.attr(AttrData::String { value: s, ty: None }))
            } else {
                None
            };
            let entry = match key {
                Some(key) => {
                    p.expect_msg(Tok::Equal, "expected '='")?;
                    let value = p.parse_attribute()?;
                    entry_attr(p.ctx, key, value)
                }
                None => {
                    let a = p.parse_attribute()?;
                    if entry_parts(p.ctx, a).is_none() {
                        return Err(p.error_at(entry_off, "invalid kind of attribute specified"));
                    }
                    a
                }
            };
            entries.push(entry);
            if !p.consume_if(Tok::Comma) {
                break;
            }
        }
        p.expect(Tok::Greater)?;
    }
    let ctx = &*p.ctx;
    for (i, &e) in entries.iter().enumerate() {
        let (key, value) = entry_parts(ctx, e).expect("entries are dl_entry attributes");
        if entries[..i].iter().any(|&o| entry_parts(ctx, o).is_some_and(|(k, _)| k == key)) {
            let msg = format!("repeated DLTI key: {}", key_text(ctx, key));
            return Err(p.error_at(name_off, msg));
        }
        if name == "dlti.target_system_spec" && !is_list(ctx, value, "dlti.target_device_spec") {
            let msg = format!("value associated with key {} is not a DLTI device spec", key_text(ctx, key));
            return Err(p.error_at(name_off, msg));
        }
    }
    Ok(p.ctx.attr(AttrData::Dialect(DialectData { name, params: entries })))
}

fn is_list(ctx: &Context, a: Attribute, name: &str) -> bool {
    matches!(ctx.attr_data(a), AttrData::Dialect(d) if d.name == name)
}

/// A key as MLIR prints it in messages: the type, or the quoted string.
fn key_text(ctx: &Context, key: Attribute) -> String {
    let mut w = AsmWriter::new(ctx);
    write_key(&mut w, key);
    w.out
}

fn write_key(w: &mut AsmWriter, key: Attribute) {
    match w.ctx.attr_data(key) {
        AttrData::Type(t) => w.write_type(*t),
        AttrData::String { value, .. } => write_escaped_string(&mut w.out, value),
        _ => w.write_attr(key, false),
    }
}

fn print_attr(w: &mut AsmWriter, d: &DialectData) {
    let ctx = w.ctx;
    w.out.push_str(&d.name[5..]);
    w.out.push('<');
    if d.name == ENTRY {
        write_key(w, d.params[0]);
        w.out.push_str(", ");
        w.write_attr(d.params[1], false);
    } else {
        for (i, &e) in d.params.iter().enumerate() {
            if i > 0 {
                w.out.push_str(", ");
            }
            if let Some((key, value)) = entry_parts(ctx, e) {
                write_key(w, key);
                w.out.push_str(" = ");
                w.write_attr(value, false);
            }
        }
    }
    w.out.push('>');
}

/// MLIR's `DLTIDialect::verifyOperationAttribute`.
fn verify_op_attr(ctx: &Context, op: OpId, na: &NamedAttr) -> Result<(), Diagnostic> {
    let name = ctx.ident_str(na.name);
    let plain = |msg: String| {
        let mut d = Diagnostic::error(ctx.ir.op(op).loc, msg);
        d.notes.push(current_op_note(ctx, op));
        d
    };
    match name {
        "dlti.dl_spec" | "dlti.map" | "dlti.target_system_spec" => {
            if !is_list(ctx, na.value, name) {
                return Err(plain(format!("'{name}' is expected to be a #{name} attribute")));
            }
            if name == DL_SPEC_ATTR && ctx.op_name_str(ctx.ir.op(op).name) == "builtin.module" {
                return verify_data_layout(ctx, op, na.value);
            }
            Ok(())
        }
        _ => Err(plain(format!("attribute '{name}' not supported by dialect"))),
    }
}

/// The kind of key entries are grouped by for verification (MLIR buckets
/// them by type class).
#[derive(PartialEq, Eq, Clone, Copy)]
enum KeyClass {
    Index,
    Integer,
    Float(affine_ir::context::FloatKind),
    LlvmPtr,
    OtherBuiltin,
    Other,
}

fn key_class(ctx: &Context, t: Type) -> KeyClass {
    match ctx.type_data(t) {
        TypeData::Index => KeyClass::Index,
        TypeData::Integer { .. } => KeyClass::Integer,
        TypeData::Float(k) => KeyClass::Float(*k),
        TypeData::Opaque(s) if s == "llvm.ptr" || s.starts_with("llvm.ptr<") => KeyClass::LlvmPtr,
        TypeData::Opaque(_) | TypeData::Dialect(_) => KeyClass::Other,
        _ => KeyClass::OtherBuiltin,
    }
}

/// The `i64` values of a dense integer elements attribute with `i64`
/// elements (`None` otherwise).
fn dense_i64s(ctx: &Context, a: Attribute) -> Option<Vec<i128>> {
    let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) else { return None };
    let elem = ctx.element_type(*ty)?;
    if !matches!(ctx.type_data(elem), TypeData::Integer { .. }) {
        return None;
    }
    let mut v: Vec<i128> = values.iter().filter_map(|&x| ctx.attr_int(x)).collect();
    if *splat {
        let n: i64 = ctx.shape(*ty).map(|s| s.iter().product()).unwrap_or(1);
        v = vec![v.first().copied().unwrap_or(0); n.max(0) as usize];
    }
    Some(v)
}

fn is_i64_elements(ctx: &Context, a: Attribute) -> bool {
    let AttrData::DenseElements { ty, .. } = ctx.attr_data(a) else { return false };
    ctx.element_type(*ty).is_some_and(|e| {
        matches!(
            ctx.type_data(e),
            TypeData::Integer { width: 64, signedness: affine_ir::context::Signedness::Signless }
        )
    })
}

/// The `dlti.`-named data layout entries besides `dlti.endianness` that
/// the DLTI dialect accepts with any value (its `verifyEntry`).
const KNOWN_ENTRIES: &[&str] = &[
    "dlti.default_memory_space",
    "dlti.alloca_memory_space",
    "dlti.program_memory_space",
    "dlti.global_memory_space",
    "dlti.stack_alignment",
    "dlti.function_pointer_alignment",
    "dlti.legal_int_widths",
    "dlti.mangling_mode",
];

/// MLIR's `verifyDataLayoutSpec` on a module's `dlti.dl_spec`.
fn verify_data_layout(ctx: &Context, op: OpId, spec: Attribute) -> Result<(), Diagnostic> {
    let loc = ctx.ir.op(op).loc;
    let err = |msg: String| Diagnostic::error(loc, msg);
    let AttrData::Dialect(d) = ctx.attr_data(spec) else { return Ok(()) };
    let entries: Vec<(Attribute, Attribute, Attribute)> =
        d.params.iter().filter_map(|&e| entry_parts(ctx, e).map(|(k, v)| (e, k, v))).collect();
    let entry_text = |e: Attribute| ctx.attr_to_string(e);
    // Type-keyed entries, class by class in order of first appearance.
    let mut classes: Vec<KeyClass> = Vec::new();
    for &(_, k, _) in &entries {
        if let AttrData::Type(t) = ctx.attr_data(k) {
            let c = key_class(ctx, *t);
            if !classes.contains(&c) {
                classes.push(c);
            }
        }
    }
    for class in classes {
        let group = entries.iter().filter(|(_, k, _)| match ctx.attr_data(*k) {
            AttrData::Type(t) => key_class(ctx, *t) == class,
            _ => false,
        });
        for &(e, k, v) in group {
            match class {
                KeyClass::Index => {
                    if ctx.attr_int(v).is_none() || matches!(ctx.attr_data(v), AttrData::Bool(_)) {
                        return Err(err("expected integer attribute in the data layout entry for 'index'".into()));
                    }
                }
                KeyClass::Integer | KeyClass::Float(_) => {
                    if !is_i64_elements(ctx, v) {
                        return Err(err(format!(
                            "expected a dense i64 elements attribute in the data layout entry {}",
                            entry_text(e)
                        )));
                    }
                    let vals = dense_i64s(ctx, v).unwrap_or_default();
                    if vals.is_empty() || vals.len() > 2 {
                        return Err(err(format!(
                            "expected 1 or 2 elements in the data layout entry {}",
                            entry_text(e)
                        )));
                    }
                    let (abi, preferred) = (vals[0] as u64, *vals.last().unwrap() as u64);
                    if preferred < abi {
                        return Err(err(format!(
                            "preferred alignment is expected to be greater than or equal to the abi alignment in \
                             data layout entry {}",
                            entry_text(e)
                        )));
                    }
                }
                KeyClass::LlvmPtr => {
                    let key = key_text(ctx, k);
                    let Some(vals) = dense_i64s(ctx, v).filter(|v| v.len() == 3 || v.len() == 4) else {
                        return Err(err(format!(
                            "expected layout attribute for '{key}' to be a dense integer elements attribute with 3 \
                             or 4 elements"
                        )));
                    };
                    if !is_i64_elements(ctx, v) {
                        return Err(err(format!("expected i64 parameters for '{key}'")));
                    }
                    if vals[2] < vals[1] {
                        return Err(err(
                            "preferred alignment is expected to be at least as large as ABI alignment".into()
                        ));
                    }
                }
                KeyClass::OtherBuiltin => return Err(err("unexpected data layout for a built-in type".into())),
                KeyClass::Other => {
                    return Err(err("data layout specified for a type that does not support it".into()));
                }
            }
        }
    }
    // String-keyed entries, by the dialect named in the key.
    for &(_, k, v) in &entries {
        let Some(id) = ctx.attr_str(k) else { continue };
        let Some((dialect, _)) = id.split_once('.') else { continue };
        if !ctx.registry.has_dialect(dialect) {
            continue;
        }
        if dialect != "dlti" {
            return Err(err(format!("the '{dialect}' dialect does not support identifier data layout entries")));
        }
        if id == "dlti.endianness" {
            if !matches!(ctx.attr_str(v), Some("big" | "little")) {
                return Err(err(
                    "'dlti.endianness' data layout entry is expected to be either 'big' or 'little'".into()
                ));
            }
        } else if !KNOWN_ENTRIES.contains(&id) {
            return Err(err(format!("unknown data layout entry name: {id}")));
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use crate::arith::types::testing::{error, roundtrip};

    #[test]
    fn old_entries_print_in_the_new_form() {
        let out = roundtrip(
            "module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<\"dlti.endianness\", \"little\">, \
             #dlti.dl_entry<i64, dense<64> : vector<2xi64>>>} {}",
        );
        assert!(
            out.contains("#dlti.dl_spec<\"dlti.endianness\" = \"little\", i64 = dense<64> : vector<2xi64>>"),
            "{out}"
        );
    }

    #[test]
    fn i32_alignments_are_rejected_like_mlir() {
        let e = error(
            "module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<i64, dense<64> : vector<2xi32>>>} {}",
        );
        assert!(
            e.contains(
                "expected a dense i64 elements attribute in the data layout entry #dlti.dl_entry<i64, dense<64> : \
                 vector<2xi32>>"
            ),
            "{e}"
        );
    }
}
