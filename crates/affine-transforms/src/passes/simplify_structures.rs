//! `-affine-simplify-structures` (MLIR's `SimplifyAffineStructures.cpp` in
//! LLVM 22), on each function:
//!
//! 1. every affine map and integer set held by an op of the function (as a
//!    property or an attribute) is simplified: map results with MLIR's
//!    `simplifyAffineExpr` (flattening with semi-affine pre-simplification,
//!    [`affine_ir::affine::AffineStore::simplify_affine_map`]), sets through
//!    their constraint system
//!    ([`affine_analysis::simplify_set::simplify_integer_set`]: empty sets
//!    become `1 == 0`, trivially redundant constraints go);
//! 2. the canonicalization patterns of `affine.apply`, `affine.for` and
//!    `affine.if` (and folding) are applied greedily to those ops and the
//!    ops the rewrites create (MLIR's `applyOpPatternsGreedily` with
//!    `ExistingAndNewOps`), so that always-true / always-false `affine.if`s
//!    are inlined or removed and `affine.apply`s canonicalized.

use affine_analysis::simplify_set::simplify_integer_set;
use affine_dialects::affine::names;
use affine_ir::context::Attribute;
use affine_ir::fxhash::FxHashMap;
use affine_ir::ir::WalkOrder;
use affine_ir::rewrite::RewritePatternSet;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;
use crate::rewrite::{FrozenPatterns, GreedyConfig, Strictness, apply_op_patterns};

/// The pass (no options).
#[derive(Clone, Copy, Debug, Default)]
pub struct SimplifyAffineStructures;

/// Registry entry for `-affine-simplify-structures` (on `func.func`).
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-simplify-structures",
        summary: "Simplify affine expressions in maps/sets and normalize memrefs",
        options: Vec::new(),
        anchor: Some("func.func"),
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(SimplifyAffineStructures)
}

/// The ops whose canonicalization patterns the pass applies.
const SIMPLIFIED_OPS: [&str; 3] = [names::APPLY, names::FOR, names::IF];

impl Pass for SimplifyAffineStructures {
    fn run(&mut self, ctx: &mut Context, func: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let mut set = RewritePatternSet::new();
        for name in SIMPLIFIED_OPS {
            if let Some(add) = ctx.registry.get(name).and_then(|d| d.canonicalize) {
                add(name, &mut set);
            }
        }
        let patterns = FrozenPatterns::from_set(set);
        let mut simplified: FxHashMap<Attribute, Attribute> = FxHashMap::default();
        let mut to_simplify = Vec::new();
        for op in ctx.ir.walk(func, WalkOrder::PostOrder) {
            simplify_attributes(ctx, op, &mut simplified);
            let name = ctx.op_name_str(ctx.ir.op(op).name);
            if SIMPLIFIED_OPS.contains(&name) {
                to_simplify.push(op);
            }
        }
        // MLIR rewrites without a limit, and some semi-affine maps never
        // settle: composing and simplifying them only swaps the order of
        // their floordiv terms, back and forth (mlir-opt 22 loops until
        // memory runs out on `(d0, d1)[s0] -> (d1 + d1 * s0 + ..)` fed by a
        // floordiv map, differential seed 1212). User input must not hang:
        // allow far more rewrites than a settling rewrite needs, then stop.
        let limit = i64::try_from(to_simplify.len()).unwrap_or(i64::MAX / 64).saturating_mul(64).saturating_add(1024);
        let config = GreedyConfig {
            strictness: Strictness::ExistingAndNewOps,
            max_num_rewrites: limit,
            ..GreedyConfig::default()
        };
        // MLIR ignores whether the rewrite converged.
        apply_op_patterns(ctx, &to_simplify, &patterns, config);
        Ok(())
    }
}

/// Replaces each affine map / integer set property or attribute of `op` by
/// its simplified form (`cache` remembers the answers per attribute).
fn simplify_attributes(ctx: &mut Context, op: OpId, cache: &mut FxHashMap<Attribute, Attribute>) {
    let data = ctx.ir.op(op);
    let (n_props, n_attrs) = (data.props.len(), data.attrs.len());
    for i in 0..n_props + n_attrs {
        let data = ctx.ir.op(op);
        let value = if i < n_props { data.props[i].value } else { data.attrs[i - n_props].value };
        let new = match cache.get(&value) {
            Some(&s) => s,
            None => {
                let s = simplified_attribute(ctx, value);
                cache.insert(value, s);
                s
            }
        };
        if new != value {
            let data = ctx.ir.op_mut(op);
            if i < n_props {
                data.props[i].value = new;
            } else {
                data.attrs[i - n_props].value = new;
            }
        }
    }
}

/// The simplified form of an affine map or integer set attribute (other
/// attributes unchanged).
fn simplified_attribute(ctx: &mut Context, attr: Attribute) -> Attribute {
    if let Some(map) = ctx.attr_affine_map(attr) {
        let s = ctx.affine.simplify_affine_map(map);
        return if s == map { attr } else { ctx.affine_map_attr(s) };
    }
    if let Some(set) = ctx.attr_integer_set(attr) {
        let s = simplify_integer_set(ctx, set);
        return if s == set { attr } else { ctx.integer_set_attr(s) };
    }
    attr
}
