//! `spirv.module`, `spirv.func`, `spirv.Constant`, `spirv.Return` and
//! `spirv.ReturnValue` with `mlir-opt` 22's custom syntax, result names and
//! verifiers. The terminators and the constant are pure; `spirv.func` is
//! an isolated, function-like symbol (passes anchored on functions run on
//! it, as MLIR's `FunctionOpInterface` passes do).

use super::types::{array_parts, is_spirv_type, pointer_parts};
use super::{ADDRESSING_MODEL, FUNCTION_CONTROL, MEMORY_MODEL};
use crate::arith::types::{Shape, check_shape, custom_error, parse_symbol_name, plain_error, prop, set_state_prop};
use crate::dialect_attrs::EnumAttr;
use crate::func::{FunctionArguments, parse_function_arguments, parse_function_results, print_function_body};
use affine_ir::asm::write_escaped_string;
use affine_ir::context::{AttrData, Attribute, Context, FloatKind, Signedness, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpDef, OpShape, Registry, traits};
use affine_ir::ir::{OpId, OpState, WalkOrder};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};
use affine_ir::printer::OpPrinter;
use affine_ir::verify::op_error;

/// The count traits of `spirv.module` and `spirv.func`: one region, no
/// result, successor or operand.
const ONE_REGION: OpShape = OpShape::fixed(0, 0).with_regions(Arity::Exactly(1));

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    reg.add(OpDef {
        parse: Some(parse_module),
        print: Some(print_module),
        shape: Some(ONE_REGION),
        verify_regions: Some(verify_module),
        traits: traits::ISOLATED_FROM_ABOVE
            | traits::NO_TERMINATOR
            | traits::SINGLE_BLOCK
            | traits::SYMBOL_TABLE
            | traits::SYMBOL,
        inherent_attrs: &["addressing_model", "memory_model", "vce_triple", "sym_name"],
        ..OpDef::new("spirv.module")
    });
    reg.add(OpDef {
        parse: Some(parse_func),
        print: Some(print_func),
        shape: Some(ONE_REGION),
        verify: Some(verify_func),
        traits: traits::ISOLATED_FROM_ABOVE | traits::SYMBOL | traits::AUTOMATIC_ALLOCATION_SCOPE,
        inherent_attrs: &[
            "function_type",
            "arg_attrs",
            "res_attrs",
            "sym_name",
            "function_control",
            "linkage_attributes",
        ],
        ..OpDef::new("spirv.func")
    });
    reg.add(OpDef {
        parse: Some(parse_constant),
        print: Some(print_constant),
        verify_structure: Some(|ctx, op| check_shape(ctx, op, &Shape::fixed(0, 1))),
        verify: Some(verify_constant),
        result_names: Some(constant_names),
        constant_value: Some(constant_value),
        traits: traits::PURE | traits::CONSTANT_LIKE,
        inherent_attrs: &["value"],
        ..OpDef::new("spirv.Constant")
    });
    reg.add(OpDef {
        parse: Some(parse_return),
        print: Some(print_return),
        traits: traits::TERMINATOR | traits::RETURN_LIKE | traits::PURE,
        ..OpDef::new("spirv.Return")
    });
    reg.add(OpDef {
        parse: Some(parse_return_value),
        print: Some(print_return_value),
        verify: Some(verify_return_value_count),
        traits: traits::TERMINATOR | traits::RETURN_LIKE | traits::PURE,
        ..OpDef::new("spirv.ReturnValue")
    });
}

/// The `function_type` of a `spirv.func`: (inputs, results).
pub fn func_signature(ctx: &Context, op: OpId) -> Option<(Vec<Type>, Vec<Type>)> {
    let t = ctx.attr_type(prop(ctx, op, "function_type")?)?;
    match ctx.type_data(t) {
        TypeData::Function { inputs, results } => Some((inputs.clone(), results.clone())),
        _ => None,
    }
}

/// The canonical text of an enum attribute property (`GLSL450` of
/// `spirv.memory_model<GLSL450>`).
fn enum_case_text<'c>(ctx: &'c Context, op: OpId, name: &str, def: &EnumAttr) -> Option<&'c str> {
    let AttrData::Opaque(text) = ctx.attr_data(prop(ctx, op, name)?) else { return None };
    text.strip_prefix(def.name)?.strip_prefix('<')?.strip_suffix('>')
}

// ---------------------------------------------------------------------------
// spirv.module
// ---------------------------------------------------------------------------

/// MLIR's `parseEnumKeywordAttr`: a keyword naming a case of `def`.
fn parse_enum_keyword(p: &mut OpParser, st: &mut OpState, def: &EnumAttr, attr_name: &str) -> PResult<()> {
    let at = p.offset();
    let Some(word) = p.parse_optional_keyword_any() else {
        return Err(custom_error(p, st, at, "expected valid keyword"));
    };
    let Some(value) = def.case_value(word) else {
        return Err(custom_error(p, st, at, format!("invalid {attr_name} attribute specification: {word}")));
    };
    let a = def.attr(p.ctx, value);
    set_state_prop(p.ctx, st, attr_name, a);
    Ok(())
}

/// `@name? AddressingModel MemoryModel (requires #spirv.vce<...>)?
/// (attributes {...})? region`.
fn parse_module(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    if p.at(Tok::AtIdent) {
        let name = p.parse_symbol_name()?;
        let a = p.ctx.string_attr(&name);
        set_state_prop(p.ctx, st, "sym_name", a);
    }
    parse_enum_keyword(p, st, &ADDRESSING_MODEL, "addressing_model")?;
    parse_enum_keyword(p, st, &MEMORY_MODEL, "memory_model")?;
    if p.parse_optional_keyword("requires") {
        let at = p.offset();
        let a = p.parse_attribute()?;
        if !matches!(p.ctx.attr_data(a), AttrData::Opaque(t) if t.starts_with("spirv.vce<")) {
            return Err(custom_error(p, st, at, "invalid kind of attribute specified"));
        }
        set_state_prop(p.ctx, st, "vce_triple", a);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    let r = p.parse_module_body()?;
    st.regions.push(r);
    Ok(())
}

fn print_module(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    if let Some(name) = prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)) {
        p.write(" ");
        p.print_symbol_name(name);
    }
    for (def, name) in [(&ADDRESSING_MODEL, "addressing_model"), (&MEMORY_MODEL, "memory_model")] {
        p.write(" ");
        p.write(enum_case_text(ctx, op, name, def).unwrap_or(""));
    }
    let mut elided = vec!["addressing_model", "memory_model", "sym_name"];
    if let Some(vce) = prop(ctx, op, "vce_triple") {
        p.write(" requires ");
        p.print_attribute(vce);
        elided.push("vce_triple");
    }
    p.print_optional_attr_dict_with_keyword(op, &elided);
    p.write(" ");
    p.print_region(ctx.ir.regions(op)[0], true, true);
}

/// MLIR's `spirv::ModuleOp::verifyRegions`: only SPIR-V ops, inside the
/// module and inside its functions, and no external functions.
fn verify_module(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some(block) = ctx.ir.entry_block(ctx.ir.regions(op)[0]) else { return Ok(()) };
    for child in ctx.ir.block_ops(block) {
        if !ctx.op_name_str(ctx.ir.op(child).name).starts_with("spirv.") {
            return Err(plain_error(ctx, child, "'spirv.module' can only contain spirv.* ops"));
        }
        if ctx.op_name_str(ctx.ir.op(child).name) != "spirv.func" {
            continue;
        }
        let body = ctx.ir.regions(child)[0];
        if ctx.ir.region_is_empty(body) {
            if prop(ctx, child, "linkage_attributes").is_none() {
                return Err(plain_error(
                    ctx,
                    child,
                    "'spirv.module' cannot contain external functions without 'Import' linkage_attributes (LinkageAttributes)",
                ));
            }
            continue;
        }
        for nested in ctx.ir.walk(child, WalkOrder::PreOrder).into_iter().skip(1) {
            if !ctx.op_name_str(ctx.ir.op(nested).name).starts_with("spirv.") {
                return Err(plain_error(ctx, nested, "functions in 'spirv.module' can only contain spirv.* ops"));
            }
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// spirv.func
// ---------------------------------------------------------------------------

/// MLIR's generated `symbolizeFunctionControl`: `None`, or `|`-separated
/// bits (spaces around them allowed).
fn symbolize_function_control(text: &str) -> Option<u32> {
    if text == "None" {
        return Some(0);
    }
    text.split('|').try_fold(0, |acc, word| {
        let bit = FUNCTION_CONTROL.case_value(word.trim()).filter(|&b| b != 0)?;
        Some(acc | bit)
    })
}

/// `@name(args) (-> results)? "control" (attributes {...})? body?`.
fn parse_func(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let name = parse_symbol_name(p, st)?;
    let a = p.ctx.string_attr(&name);
    set_state_prop(p.ctx, st, "sym_name", a);
    let FunctionArguments { args, types: inputs, attrs: arg_attrs } = parse_function_arguments(p, st)?;
    let (results, res_attrs) = parse_function_results(p)?;
    let ft = p.ctx.function_type(inputs, results);
    let fta = p.ctx.type_attr(ft);
    set_state_prop(p.ctx, st, "function_type", fta);
    // MLIR's `parseEnumStrAttr`: any attribute, which must be a string
    // naming the control bits.
    let at = p.offset();
    let none = p.ctx.none_type();
    let control = p.parse_attribute_typed(Some(none))?;
    let Some(text) = p.ctx.attr_str(control).map(str::to_string) else {
        return Err(custom_error(p, st, at, "expected function_control attribute specified as string"));
    };
    let Some(bits) = symbolize_function_control(&text) else {
        let mut quoted = String::new();
        write_escaped_string(&mut quoted, &text);
        return Err(custom_error(p, st, at, format!("invalid function_control attribute specification: {quoted}")));
    };
    let ca = FUNCTION_CONTROL.attr(p.ctx, bits);
    set_state_prop(p.ctx, st, "function_control", ca);
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    for (name, lists) in [("arg_attrs", arg_attrs), ("res_attrs", res_attrs)] {
        if lists.iter().any(|l| !l.is_empty()) {
            let dicts: Vec<Attribute> = lists.into_iter().map(|l| p.ctx.dict_attr(l)).collect();
            let arr = p.ctx.array_attr(dicts);
            set_state_prop(p.ctx, st, name, arr);
        }
    }
    let r = match p.parse_optional_region(&args, false)? {
        Some(r) => r,
        None => p.ctx.ir.new_region(),
    };
    st.regions.push(r);
    Ok(())
}

fn print_func(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    p.write(" ");
    p.print_symbol_name(prop(ctx, op, "sym_name").and_then(|a| ctx.attr_str(a)).unwrap_or(""));
    let (inputs, results) = func_signature(ctx, op).unwrap_or_default();
    crate::func::print_function_signature(p, op, &inputs, &results);
    p.write(" \"");
    p.write(enum_case_text(ctx, op, "function_control", &FUNCTION_CONTROL).unwrap_or("None"));
    p.write("\"");
    p.print_optional_attr_dict_with_keyword(
        op,
        &["function_control", "function_type", "arg_attrs", "res_attrs", "sym_name"],
    );
    print_function_body(p, op);
}

/// MLIR's `spirv::FuncOp::verifyType` and `verifyBody`: at most one
/// result, and every return in the body agrees with it.
/// The case of the first `spirv.decoration` attribute of argument `i` of
/// `func`, if it is a decoration attribute.
fn arg_decoration(ctx: &Context, func: OpId, i: usize) -> Option<&str> {
    let AttrData::Array(dicts) = ctx.attr_data(prop(ctx, func, "arg_attrs")?) else { return None };
    let AttrData::Dictionary(entries) = ctx.attr_data(*dicts.get(i)?) else { return None };
    let na = entries.iter().find(|na| ctx.ident_str(na.name) == "spirv.decoration")?;
    match ctx.attr_data(na.value) {
        AttrData::Opaque(s) => s.strip_prefix("spirv.decoration<")?.strip_suffix('>'),
        _ => None,
    }
}

/// MLIR's `spirv::FuncOp::verifyType` (SPV_KHR_physical_storage_buffer):
/// an argument pointing to a PhysicalStorageBuffer pointer needs
/// `AliasedPointer` or `RestrictPointer`; a PhysicalStorageBuffer pointer
/// (or a pointer to an array of them) needs `Aliased` or `Restrict`.
fn verify_physical_pointer_args(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    const PHYSICAL: &str = "PhysicalStorageBuffer";
    let Some((inputs, _)) = func_signature(ctx, op) else { return Ok(()) };
    for (i, &t) in inputs.iter().enumerate() {
        let Some((pointee, class)) = pointer_parts(ctx, t) else { continue };
        let has = |cases: [&str; 2]| arg_decoration(ctx, op, i).is_some_and(|d| cases.contains(&d));
        if let Some((_, inner_class)) = pointer_parts(ctx, pointee) {
            if inner_class == PHYSICAL && !has(["AliasedPointer", "RestrictPointer"]) {
                return Err(op_error(
                    ctx,
                    op,
                    "with a pointer points to a physical buffer pointer must be decorated either 'AliasedPointer' or \
                     'RestrictPointer'",
                ));
            }
            continue;
        }
        let class = match array_parts(ctx, pointee) {
            Some((_, elem, _)) => pointer_parts(ctx, elem).map(|(_, c)| c),
            None => Some(class),
        };
        if class == Some(PHYSICAL) && !has(["Aliased", "Restrict"]) {
            return Err(op_error(
                ctx,
                op,
                "with physical buffer pointer must be decorated either 'Aliased' or 'Restrict'",
            ));
        }
    }
    Ok(())
}

fn verify_func(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let Some((_, results)) = func_signature(ctx, op) else {
        return Err(op_error(ctx, op, "requires attribute 'function_type'"));
    };
    if prop(ctx, op, "function_control").is_none() {
        return Err(op_error(ctx, op, "requires attribute 'function_control'"));
    }
    if results.len() > 1 {
        return Err(op_error(ctx, op, "cannot have more than one result"));
    }
    verify_physical_pointer_args(ctx, op)?;
    for nested in ctx.ir.walk(op, WalkOrder::PreOrder).into_iter().skip(1) {
        match ctx.op_name_str(ctx.ir.op(nested).name) {
            "spirv.Return" if !results.is_empty() => {
                return Err(op_error(ctx, nested, "cannot be used in functions returning value"));
            }
            "spirv.ReturnValue" => {
                let n = ctx.ir.operands(nested).len();
                if results.len() != 1 || n != 1 {
                    return Err(op_error(
                        ctx,
                        nested,
                        &format!("returns 1 value but enclosing function requires {} results", results.len()),
                    ));
                }
                let t = ctx.ir.value_type(ctx.ir.operands(nested)[0]);
                if t != results[0] {
                    return Err(op_error(
                        ctx,
                        nested,
                        &format!(
                            " return value's type ('{}') mismatch with function's result type ('{}')",
                            ctx.type_to_string(t),
                            ctx.type_to_string(results[0])
                        ),
                    ));
                }
            }
            _ => {}
        }
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// spirv.Return / spirv.ReturnValue
// ---------------------------------------------------------------------------

fn parse_return(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_return(p: &mut OpPrinter, op: OpId) {
    p.print_optional_attr_dict(op, &[]);
}

/// `$value attr-dict : type($value)`.
fn parse_return_value(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.resolve_operand(&v, t, &mut st.operands)
}

fn print_return_value(p: &mut OpPrinter, op: OpId) {
    let v = p.ctx.ir.operands(op).first().copied();
    if let Some(v) = v {
        p.write(" ");
        p.print_operand(v);
    }
    p.print_optional_attr_dict(op, &[]);
    if let Some(v) = v {
        p.write(" : ");
        let t = p.ctx.ir.value_type(v);
        p.print_type(t);
    }
}

/// ODS: exactly one operand (a generic `spirv.ReturnValue` may have any).
fn verify_return_value_count(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let n = ctx.ir.operands(op).len();
    if n != 1 {
        return Err(op_error(ctx, op, &format!("expected 1 operands, but found {n}")));
    }
    Ok(())
}

// ---------------------------------------------------------------------------
// spirv.Constant
// ---------------------------------------------------------------------------

/// `attribute (: type)?`: the type follows only when the attribute has
/// none of its own or a tensor type (`dense<..> : tensor<2xi32> :
/// !spirv.array<2 x i32>`).
fn parse_constant(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let value = p.parse_attribute()?;
    set_state_prop(p.ctx, st, "value", value);
    let own = p.ctx.attr_value_type(value);
    let ty = match own {
        Some(t)
            if !matches!(
                p.ctx.type_data(t),
                TypeData::None | TypeData::RankedTensor { .. } | TypeData::UnrankedTensor { .. }
            ) =>
        {
            t
        }
        _ => p.parse_colon_type()?,
    };
    st.result_types.push(ty);
    Ok(())
}

fn print_constant(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let Some(value) = prop(ctx, op, "value") else { return };
    p.write(" ");
    p.print_attribute(value);
    let t = ctx.ir.value_type(ctx.ir.results(op)[0]);
    if array_parts(ctx, t).is_some() {
        p.write(" : ");
        p.print_type(t);
    }
}

fn constant_value(ctx: &Context, op: OpId) -> Option<Attribute> {
    prop(ctx, op, "value")
}

/// MLIR's `spirv::ConstantOp::getAsmResultNames`: `%true`/`%false`,
/// `%cst5_i32`, `%cst_f32`, `%cst_vec_3xi32`, else `%cst`.
fn constant_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    let t = ctx.ir.value_type(ctx.ir.results(op)[0]);
    let value = prop(ctx, op, "value").map(|a| ctx.attr_data(a));
    let int_type = match ctx.type_data(t) {
        TypeData::Integer { width, signedness } => Some((*width, *signedness)),
        _ => None,
    };
    let mut name = String::from("cst");
    match value {
        Some(AttrData::Bool(b)) => {
            out.push((0, if *b { "true" } else { "false" }.to_string()));
            return;
        }
        Some(AttrData::Integer { value, .. }) => {
            if let Some((1, _)) = int_type {
                out.push((0, if *value != 0 { "true" } else { "false" }.to_string()));
                return;
            }
            name.push_str(&value.to_string());
        }
        _ => {}
    }
    match ctx.type_data(t) {
        TypeData::Integer { .. } | TypeData::Float(_) => {
            name.push('_');
            name.push_str(&ctx.type_to_string(t));
        }
        TypeData::Vector { shape, elem, .. } => {
            name.push_str(&format!("_vec_{}", shape.first().copied().unwrap_or(0)));
            if matches!(ctx.type_data(*elem), TypeData::Integer { .. } | TypeData::Float(_)) {
                name.push('x');
                name.push_str(&ctx.type_to_string(*elem));
            }
        }
        _ => {}
    }
    out.push((0, name));
}

/// The ODS result constraint of `spirv.Constant` (MLIR's
/// `SPIRV_Type`).
fn is_spirv_result_type(ctx: &Context, t: Type) -> bool {
    let scalar = |t: Type| match ctx.type_data(t) {
        TypeData::Integer { width, .. } => matches!(width, 1 | 8 | 16 | 32 | 64),
        TypeData::Float(k) => matches!(k, FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::BF16),
        _ => false,
    };
    match ctx.type_data(t) {
        TypeData::None => true,
        TypeData::Vector { shape, scalable, elem } => {
            shape.len() == 1 && !scalable[0] && matches!(shape[0], 2 | 3 | 4 | 8 | 16) && scalar(*elem)
        }
        _ => scalar(t) || is_spirv_type(ctx, t),
    }
}

const RESULT_CONSTRAINT: &str = "void or bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 or vector of bool or 8/16/32/64-bit integer or 16/32/64-bit float or BFloat16 values of length 2/3/4/8/16 or any SPIR-V pointer type or any SPIR-V array type or any SPIR-V runtime array type or any SPIR-V struct type or any SPIR-V cooperative matrix type or any SPIR-V matrix type or any SPIR-V sampled image type or any SPIR-V image type or any SPIR-V tensorArm type";

/// MLIR's `spirv::ConstantOp::verify` (after the ODS result constraint):
/// the value's type must be the result type, or for dense elements a
/// (nested) `!spirv.array` with as many elements of the same type; an
/// array attribute needs an array result whose element type each element
/// has.
fn verify_constant(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let t = ctx.ir.value_type(ctx.ir.results(op)[0]);
    if !is_spirv_result_type(ctx, t) {
        return Err(op_error(
            ctx,
            op,
            &format!("result #0 must be {RESULT_CONSTRAINT}, but got '{}'", ctx.type_to_string(t)),
        ));
    }
    let Some(value) = prop(ctx, op, "value") else {
        return Err(op_error(ctx, op, "requires attribute 'value'"));
    };
    verify_constant_value(ctx, op, value, t)
}

fn verify_constant_value(ctx: &Context, op: OpId, value: Attribute, t: Type) -> Result<(), Diagnostic> {
    let shown = |t: Type| ctx.type_to_string(t);
    match ctx.attr_data(value) {
        AttrData::Bool(_) | AttrData::Integer { .. } | AttrData::Float { .. } => {
            let vt = match ctx.attr_data(value) {
                AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => *ty,
                _ => return bool_matches(ctx, op, t),
            };
            if vt != t {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("result type ({}) does not match value type ({})", quoted(ctx, t), quoted(ctx, vt)),
                ));
            }
            Ok(())
        }
        AttrData::DenseElements { ty: vt, .. } => {
            if *vt == t {
                return Ok(());
            }
            let Some((mut count, mut elem, _)) = array_parts(ctx, t) else {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "result or element type ('{}') does not match value type ('{}'), must be the same or spirv.array",
                        shown(t),
                        shown(*vt)
                    ),
                ));
            };
            while let Some((n, inner, _)) = array_parts(ctx, elem) {
                count *= n;
                elem = inner;
            }
            if !matches!(ctx.type_data(elem), TypeData::Integer { .. } | TypeData::Float(_)) {
                return Err(op_error(ctx, op, "only support nested array result type"));
            }
            let (shape, value_elem) = match ctx.type_data(*vt) {
                TypeData::Vector { shape, elem, .. } | TypeData::RankedTensor { shape, elem, .. } => {
                    (shape.clone(), *elem)
                }
                _ => (Vec::new(), *vt),
            };
            if value_elem != elem {
                return Err(op_error(
                    ctx,
                    op,
                    &format!(
                        "result element type ('{}') does not match value element type ('{}')",
                        shown(elem),
                        shown(value_elem)
                    ),
                ));
            }
            let n: i64 = shape.iter().product();
            if n != count {
                return Err(op_error(
                    ctx,
                    op,
                    &format!("result number of elements ({count}) does not match value number of elements ({n})"),
                ));
            }
            Ok(())
        }
        AttrData::Array(items) => {
            let Some((_, elem, _)) = array_parts(ctx, t) else {
                return Err(op_error(ctx, op, "must have spirv.array result type for array value"));
            };
            for &item in items {
                verify_constant_value(ctx, op, item, elem)?;
            }
            Ok(())
        }
        _ => Err(op_error(ctx, op, &format!("cannot have attribute: {}", ctx.attr_to_string(value)))),
    }
}

/// A `true`/`false` value: its type is `i1`.
fn bool_matches(ctx: &Context, op: OpId, t: Type) -> Result<(), Diagnostic> {
    if matches!(ctx.type_data(t), TypeData::Integer { width: 1, signedness: Signedness::Signless }) {
        return Ok(());
    }
    Err(op_error(ctx, op, &format!("result type ({}) does not match value type ('i1')", quoted(ctx, t))))
}

fn quoted(ctx: &Context, t: Type) -> String {
    format!("'{}'", ctx.type_to_string(t))
}
