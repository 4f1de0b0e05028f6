//! `-test-scf-for-utils` (MLIR's `mlir/test/lib/Dialect/SCF/TestSCFUtils.cpp`
//! in LLVM 22): annotates every loop-like op with its static trip count as
//! `mlir-opt` 22 computes it (`"test.trip-count" = N : iW`, or `"none"`),
//! and with `test-replace-with-new-yields` first gives every `scf.for` with
//! results a second copy of its loop-carried values, updated by
//! `arith.addf` of the yielded value with itself.
//!
//! The trip count is that of `scf.for`'s `getStaticTripCount` in LLVM 22,
//! computed in the loop's integer width (64 bits for `index`): zero when
//! the bounds are the same value, when the step is a constant `<= 0`, or
//! when constant bounds are out of order (signed or unsigned comparison as
//! the loop says); otherwise `ceil((ub - lb) / step)` when both bounds are
//! constants, or when `ub = arith.addi lb, C` with the overflow flag of the
//! comparison (`nsw` signed, `nuw` unsigned) and a negative `C` means zero.
//! Every other loop-like op (`affine.for` included, as in LLVM 22) is
//! `"none"`.

use affine_dialects::arith::{constant_int, overflow_bits};
use affine_dialects::scf::{for_is_unsigned, for_parts, for_with_additional_iter_args};
use affine_ir::context::NamedAttr;
use affine_ir::ir::{InsertPoint, OpState, WalkOrder};
use affine_ir::{Context, Diagnostic, OpId, ValueId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};

/// The pass and its option.
#[derive(Clone, Copy, Debug, Default)]
pub struct TestScfForUtils {
    /// Give each `scf.for` with results a copy of its loop-carried values.
    pub replace_with_new_yields: bool,
}

/// Registry entry for `-test-scf-for-utils`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "test-scf-for-utils",
        summary: "test scf.for utils",
        options: vec![PassOption {
            name: "test-replace-with-new-yields",
            kind: OptionKind::Bool,
            help: "Test replacing a loop with a new loop that returns new additional yield values",
            default: OptionDefault::Value("false"),
        }],
        anchor: Some("func.func"),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(TestScfForUtils { replace_with_new_yields: options.get_bool("test-replace-with-new-yields", false) })
}

/// The loop-like ops of our dialects (MLIR's `LoopLikeOpInterface`).
const LOOP_LIKE: &[&str] = &["scf.for", "scf.parallel", "scf.while", "affine.for", "affine.parallel"];

/// The attribute the pass sets.
const TRIP_COUNT_ATTR: &str = "test.trip-count";

impl Pass for TestScfForUtils {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        if self.replace_with_new_yields {
            let fors: Vec<OpId> = ctx
                .ir
                .walk(op, WalkOrder::PostOrder)
                .into_iter()
                .filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "scf.for")
                .collect();
            for for_op in fors {
                replace_with_doubled_yields(ctx, for_op);
            }
        }
        let loops: Vec<OpId> = ctx
            .ir
            .walk(op, WalkOrder::PostOrder)
            .into_iter()
            .filter(|&o| LOOP_LIKE.contains(&ctx.op_name_str(ctx.ir.op(o).name)))
            .collect();
        for l in loops {
            let value = match scf_for_static_trip_count(ctx, l) {
                Some((count, width)) => {
                    let ty = ctx.int_type(width);
                    ctx.int_attr(ty, count)
                }
                None => ctx.string_attr("none"),
            };
            let name = ctx.ident(TRIP_COUNT_ATTR);
            let mut attrs = std::mem::take(&mut ctx.ir.op_mut(l).attrs);
            attrs.retain(|a| a.name != name);
            attrs.push(NamedAttr { name, value });
            ctx.sort_named(&mut attrs);
            ctx.ir.op_mut(l).attrs = attrs;
        }
        Ok(())
    }
}

/// The test's use of `replaceWithAdditionalYields`: the loop gets its
/// initial values again as new loop-carried values (uses of the initial
/// values inside the loop switch to the new ones), each updated with
/// `arith.addf y, y` of the corresponding old yielded value `y`.
fn replace_with_doubled_yields(ctx: &mut Context, for_op: OpId) {
    let Some((_, _, _, inits, _)) = for_parts(ctx, for_op) else { return };
    if inits.is_empty() || ctx.ir.results(for_op).is_empty() {
        return;
    }
    let new_loop = for_with_additional_iter_args(ctx, for_op, &inits, true);
    let Some((_, _, _, _, body)) = for_parts(ctx, new_loop) else { return };
    let Some(yield_op) = ctx.ir.terminator(body) else { return };
    let old_yielded: Vec<ValueId> = ctx.ir.operands(yield_op)[..inits.len()].to_vec();
    let add = ctx.op_name("arith.addf");
    let loc = ctx.ir.op(new_loop).loc;
    let mut doubled = Vec::with_capacity(old_yielded.len());
    for y in old_yielded {
        let mut st = OpState::new(add, loc);
        st.operands = vec![y, y];
        st.result_types = vec![ctx.ir.value_type(y)];
        affine_dialects::arith::normalize_props(ctx, &mut st).ok();
        ctx.sort_named(&mut st.props);
        let op = ctx.ir.create_op_at(st, InsertPoint::Before(yield_op));
        doubled.push(ctx.ir.result(op, 0));
    }
    let n = ctx.ir.operands(yield_op).len();
    for (k, v) in doubled.into_iter().enumerate() {
        ctx.ir.set_operand(yield_op, n - inits.len() + k, v);
    }
}

/// `scf.for`'s static trip count in LLVM 22 and the width it is computed
/// in; `None` for other ops and when it is unknown.
fn scf_for_static_trip_count(ctx: &Context, op: OpId) -> Option<(i128, u32)> {
    let (lb, ub, step, _, _) = for_parts(ctx, op)?;
    let ty = ctx.ir.value_type(lb);
    let width = if ctx.is_index(ty) { 64 } else { ctx.int_width(ty)? };
    let signed = !for_is_unsigned(ctx, op);
    let bits = Bits { width };
    if lb == ub {
        return Some((0, width));
    }
    let step_cst = constant_int(ctx, step).map(|s| bits.wrap(s));
    if let Some(s) = step_cst
        && (s == 0 || bits.signed(s) < 0)
    {
        return Some((0, width));
    }
    let diff = match (constant_int(ctx, lb), constant_int(ctx, ub)) {
        (Some(l), Some(u)) => {
            let (l, u) = (bits.wrap(l), bits.wrap(u));
            let out_of_order = if signed { bits.signed(u) <= bits.signed(l) } else { u <= l };
            if out_of_order {
                return Some((0, width));
            }
            bits.wrap(u as i128 - l as i128)
        }
        (None, None) => ub_minus_lb(ctx, lb, ub, signed, bits)?,
        _ => return None,
    };
    if signed && bits.signed(diff) < 0 {
        return Some((0, width));
    }
    // As LLVM 22, the callback's difference is signed even for unsigned loops.
    if !signed && bits.signed(diff) < 0 && constant_int(ctx, lb).is_none() {
        return Some((0, width));
    }
    let step = step_cst?;
    let (d, s) = (bits.signed(diff), bits.signed(step));
    let mut count = d / s;
    if d % s != 0 {
        count += 1;
    }
    Some((bits.signed(bits.wrap(count)), width))
}

/// `ub - lb` when `ub = arith.addi lb, C` carries the overflow flag of the
/// loop's comparison (`nsw` signed, `nuw` unsigned).
fn ub_minus_lb(ctx: &Context, lb: ValueId, ub: ValueId, signed: bool, bits: Bits) -> Option<u128> {
    let def = ctx.ir.defining_op(ub)?;
    if ctx.op_name_str(ctx.ir.op(def).name) != "arith.addi" {
        return None;
    }
    let (lhs, rhs) = affine_dialects::arith::binary_operands(ctx, def)?;
    if lhs != lb {
        return None;
    }
    let flags = overflow_bits(ctx, def);
    let (nsw, nuw) = (flags & 1 != 0, flags & 2 != 0);
    if (signed && !nsw) || (!signed && !nuw) {
        return None;
    }
    constant_int(ctx, rhs).map(|c| bits.wrap(c))
}

/// Two's complement arithmetic in `width` bits (1 to 64).
#[derive(Clone, Copy)]
struct Bits {
    width: u32,
}

impl Bits {
    /// `v` modulo 2^width, as an unsigned bit pattern.
    fn wrap(self, v: i128) -> u128 {
        (v as u128) & ((1u128 << self.width) - 1)
    }

    /// The bit pattern read as a signed number.
    fn signed(self, v: u128) -> i128 {
        let sign = 1u128 << (self.width - 1);
        if v & sign != 0 { v as i128 - (1i128 << self.width) } else { v as i128 }
    }
}
