//! Memory accesses of affine loads and stores (MLIR's `MemRefAccess`) and
//! the composition of their subscript maps through `affine.apply` chains
//! (MLIR's `fullyComposeAffineMapAndOperands` + `simplifyAffineMap` +
//! `canonicalizeMapAndOperands`).
//!
//! The composed map ([`ValueMap`]) is over SSA values only: loop induction
//! variables and other non-symbol values are dims, values valid as affine
//! symbols (top-level values of the affine scope) are symbols, constants and
//! `memref.dim` of static dimensions are folded into the expressions.

use affine_ir::affine::{AffineExpr, AffineMap, IntegerSet};
use affine_ir::dialects::affine::scope::{constant_int_value, is_affine_induction_var, is_valid_symbol};
use affine_ir::dialects::affine::{AccessKind, AffineAccessView, AffineApplyView};
use affine_ir::{Context, OpId, ValueId};

/// An affine map together with the SSA values bound to its dims then
/// symbols (MLIR's `AffineValueMap`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ValueMap {
    /// The map (`num_dims + num_symbols == operands.len()`).
    pub map: AffineMap,
    /// Values bound to the dims (first `num_dims`) then the symbols.
    pub operands: Vec<ValueId>,
}

impl ValueMap {
    /// Number of dim operands.
    pub fn num_dims(&self, ctx: &Context) -> usize {
        ctx.affine.map_data(self.map).num_dims as usize
    }
}

/// One affine memory access (MLIR's `MemRefAccess`): the op, the memref it
/// touches, whether it writes, and its subscript map and operands as
/// written on the op.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MemRefAccess {
    /// The `affine.load` / `affine.store` / `affine.vector_load` /
    /// `affine.vector_store` op.
    pub op: OpId,
    /// Which of the four it is.
    pub kind: AccessKind,
    /// The accessed memref value.
    pub memref: ValueId,
    /// The subscript map as written on the op.
    pub map: AffineMap,
    /// The map operands as written on the op.
    pub indices: Vec<ValueId>,
}

impl MemRefAccess {
    /// The access performed by `op`, or `None` if `op` is not an affine
    /// load/store (scalar or vector) or is malformed.
    pub fn from_op(ctx: &Context, op: OpId) -> Option<Self> {
        let v = AffineAccessView::get(ctx, op)?;
        Some(MemRefAccess { op, kind: v.kind, memref: v.memref, map: v.map, indices: v.map_operands.to_vec() })
    }

    /// True for stores (MLIR's `AffineWriteOpInterface`).
    pub fn is_write(&self) -> bool {
        self.kind.is_write()
    }

    /// The fully composed, simplified and canonicalized access map
    /// (MLIR's `MemRefAccess::getAccessMap`).
    pub fn access_map(&self, ctx: &mut Context) -> ValueMap {
        compose_map(ctx, self.map, &self.indices, true)
    }
}

/// Builds expressions over a growing list of dim and symbol values while
/// substituting `affine.apply` results and folding constants.
struct Composer {
    dims: Vec<ValueId>,
    syms: Vec<ValueId>,
    compose_apply: bool,
}

impl Composer {
    fn new(compose_apply: bool) -> Self {
        Composer { dims: Vec::new(), syms: Vec::new(), compose_apply }
    }

    /// The expression standing for value `v`.
    fn value_expr(&mut self, ctx: &mut Context, v: ValueId, depth: usize) -> AffineExpr {
        if let Some(c) = constant_int_value(ctx, v) {
            return ctx.affine.constant(c);
        }
        if let Some(c) = static_dim_size(ctx, v) {
            return ctx.affine.constant(c);
        }
        if self.compose_apply
            && depth < 256
            && let Some(op) = ctx.ir.defining_op(v)
            && let Some(view) = AffineApplyView::get(ctx, op).filter(|a| a.min.is_none())
        {
            let (map, operands) = (view.map, view.operands.to_vec());
            let data = ctx.affine.map_data(map).clone();
            if let Some(&result) = data.results.first() {
                let nd = data.num_dims as usize;
                let exprs: Vec<AffineExpr> = operands.iter().map(|&o| self.value_expr(ctx, o, depth + 1)).collect();
                let (d, s) = exprs.split_at(nd.min(exprs.len()));
                return ctx.affine.replace_dims_and_symbols(result, d, s);
            }
        }
        if !is_affine_induction_var(ctx, v) && is_valid_symbol(ctx, v) {
            let pos = position_or_push(&mut self.syms, v);
            ctx.affine.symbol(pos as u32)
        } else {
            let pos = position_or_push(&mut self.dims, v);
            ctx.affine.dim(pos as u32)
        }
    }

    /// Rewrites `exprs` (over `operands`, `num_dims` of them dims) into the
    /// composer's value space.
    fn rewrite(
        &mut self,
        ctx: &mut Context,
        exprs: &[AffineExpr],
        num_dims: usize,
        operands: &[ValueId],
    ) -> Vec<AffineExpr> {
        let vals: Vec<AffineExpr> = operands.iter().map(|&o| self.value_expr(ctx, o, 0)).collect();
        let (d, s) = vals.split_at(num_dims.min(vals.len()));
        exprs.iter().map(|&e| ctx.affine.replace_dims_and_symbols(e, d, s)).collect()
    }

    fn operands(&self) -> Vec<ValueId> {
        self.dims.iter().chain(self.syms.iter()).copied().collect()
    }
}

fn position_or_push(list: &mut Vec<ValueId>, v: ValueId) -> usize {
    match list.iter().position(|&x| x == v) {
        Some(p) => p,
        None => {
            list.push(v);
            list.len() - 1
        }
    }
}

/// The size of a static dimension read by `memref.dim %m, %c` (constant
/// index), as MLIR's canonicalization folds it.
fn static_dim_size(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = ctx.ir.defining_op(v)?;
    if ctx.op_name_str(ctx.ir.op(op).name) != "memref.dim" {
        return None;
    }
    let idx = affine_ir::dialects::memref::dim_index(ctx, op)?;
    let src = *ctx.ir.operands(op).first()?;
    let shape = ctx.shape(ctx.ir.value_type(src))?;
    let size = *shape.get(usize::try_from(idx).ok()?)?;
    (size != affine_ir::context::DYNAMIC).then_some(size)
}

/// Composes `map(operands)` through `affine.apply` producers (when
/// `compose_apply`), folds constants, simplifies, and drops unused
/// operands. Dims are non-symbol values (induction variables), symbols are
/// valid affine symbols, each value appears once.
pub fn compose_map(ctx: &mut Context, map: AffineMap, operands: &[ValueId], compose_apply: bool) -> ValueMap {
    let data = ctx.affine.map_data(map).clone();
    let mut c = Composer::new(compose_apply);
    let results = c.rewrite(ctx, &data.results, data.num_dims as usize, operands);
    let m = ctx.affine.map(c.dims.len() as u32, c.syms.len() as u32, &results);
    let m = ctx.affine.simplify_affine_map(m);
    canonicalize(ctx, m, c.operands())
}

/// Drops unused dims and symbols of `map`.
fn canonicalize(ctx: &mut Context, map: AffineMap, operands: Vec<ValueId>) -> ValueMap {
    let (used_d, used_s) = ctx.affine.map_used_inputs(map);
    let nd = used_d.len();
    let unused_d: Vec<bool> = used_d.iter().map(|u| !u).collect();
    let unused_s: Vec<bool> = used_s.iter().map(|u| !u).collect();
    let m = ctx.affine.compress_dims(map, &unused_d);
    let m = ctx.affine.compress_symbols(m, &unused_s);
    let mut ops = Vec::new();
    for (i, &v) in operands.iter().enumerate() {
        let used = if i < nd { used_d[i] } else { used_s.get(i - nd).copied().unwrap_or(false) };
        if used {
            ops.push(v);
        }
    }
    ValueMap { map: m, operands: ops }
}

/// An integer set over canonical operands (constants folded, top-level
/// values promoted to symbols, duplicates merged), as MLIR's
/// `canonicalizeSetAndOperands` (which does not compose `affine.apply`).
pub struct ValueSet {
    /// Constraint expressions over the dims then symbols of `operands`.
    pub constraints: Vec<AffineExpr>,
    /// `true` for `== 0`, `false` for `>= 0`.
    pub eq_flags: Vec<bool>,
    /// Number of dim operands.
    pub num_dims: usize,
    /// Dim then symbol values.
    pub operands: Vec<ValueId>,
}

/// Canonicalizes `set(operands)` (see [`ValueSet`]).
pub fn canonicalize_set(ctx: &mut Context, set: IntegerSet, operands: &[ValueId]) -> ValueSet {
    let data = ctx.affine.set_data(set).clone();
    let mut c = Composer::new(false);
    let constraints = c.rewrite(ctx, &data.constraints, data.num_dims as usize, operands);
    ValueSet { constraints, eq_flags: data.eq_flags, num_dims: c.dims.len(), operands: c.operands() }
}

#[cfg(test)]
mod tests {
    use super::*;
    use affine_ir::{ParseOptions, parse_source};

    fn parse(ctx: &mut Context, text: &str) -> OpId {
        parse_source(ctx, text, "t.mlir", &ParseOptions::default()).expect("parse")
    }

    #[test]
    fn composes_apply_chain_and_folds_constants() {
        let mut ctx = Context::new();
        let text = "func.func @f(%n: index) {\n  %m = memref.alloc() : memref<100xf32>\n  %c3 = arith.constant 3 : index\n  affine.for %i = 0 to 10 {\n    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%c3]\n    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%n]\n    %v = affine.load %m[%b] : memref<100xf32>\n  }\n  return\n}\n";
        let module = parse(&mut ctx, text);
        let load = ctx
            .ir
            .walk(module, affine_ir::ir::WalkOrder::PreOrder)
            .into_iter()
            .find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "affine.load")
            .expect("load");
        let acc = MemRefAccess::from_op(&ctx, load).expect("access");
        let vm = acc.access_map(&mut ctx);
        assert_eq!(ctx.affine.map_to_string(vm.map), "(d0)[s0] -> (d0 * 2 + s0 + 3)");
        assert_eq!(vm.operands.len(), 2);
    }
}
