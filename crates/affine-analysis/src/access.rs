//! Memory accesses of affine loads and stores (MLIR's `MemRefAccess`) and
//! the composition of their subscript maps through `affine.apply` chains
//! (MLIR's `fullyComposeAffineMapAndOperands` + `simplifyAffineMap` +
//! `canonicalizeMapAndOperands`).
//!
//! The composed map ([`ValueMap`]) is over SSA values only: loop induction
//! variables and other non-symbol values are dims, values valid as affine
//! symbols (top-level values of the affine scope) are symbols, constants and
//! `memref.dim` of static dimensions are folded into the expressions.

use affine_dialects::affine::scope::{constant_int_value, is_valid_dim, is_valid_symbol};
use affine_dialects::affine::{AccessKind, AffineAccessView, AffineApplyView};
use affine_ir::affine::{AffineExpr, AffineMap, IntegerSet};
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
    pub fn access_map(&self, ctx: &mut Context, res: Resolution) -> ValueMap {
        compose_map(ctx, self.map, &self.indices, res)
    }
}

/// How SSA values that are not affine ops are resolved while composing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Resolution {
    /// Fold `memref.dim` of a static dimension to its size (exact, but
    /// `mlir-opt` 22 does not do it: its analyses keep such values as
    /// unknown symbols).
    pub fold_static_dims: bool,
}

impl Resolution {
    /// What `mlir-opt` 22 does: only constant ops are folded.
    pub const MLIR: Resolution = Resolution { fold_static_dims: false };
    /// Everything that is known is folded.
    pub const EXACT: Resolution = Resolution { fold_static_dims: true };

    /// The constant `v` is known to be under this resolution.
    pub fn constant(self, ctx: &Context, v: ValueId) -> Option<i64> {
        constant_int_value(ctx, v).or_else(|| if self.fold_static_dims { static_dim_size(ctx, v) } else { None })
    }
}

/// The size of a static dimension read by `memref.dim %m, %c` (constant
/// index).
fn static_dim_size(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = ctx.ir.defining_op(v)?;
    if ctx.op_name_str(ctx.ir.op(op).name) != "memref.dim" {
        return None;
    }
    let idx = affine_dialects::memref::dim_index(ctx, op)?;
    let src = *ctx.ir.operands(op).first()?;
    let shape = ctx.shape(ctx.ir.value_type(src))?;
    let size = *shape.get(usize::try_from(idx).ok()?)?;
    (size != affine_ir::context::DYNAMIC).then_some(size)
}

/// An affine map or integer set being canonicalized: its expressions with
/// the number of dims and symbols they range over.
struct Exprs {
    exprs: Vec<AffineExpr>,
    num_dims: usize,
    num_syms: usize,
}

impl Exprs {
    fn remap(&mut self, ctx: &mut Context, dims: &[AffineExpr], syms: &[AffineExpr], nd: usize, ns: usize) {
        for e in &mut self.exprs {
            *e = ctx.affine.replace_dims_and_symbols(*e, dims, syms);
        }
        self.num_dims = nd;
        self.num_syms = ns;
    }

    fn used_inputs(&self, ctx: &Context) -> (Vec<bool>, Vec<bool>) {
        let mut used_d = vec![false; self.num_dims];
        let mut used_s = vec![false; self.num_syms];
        for &e in &self.exprs {
            ctx.affine.walk_expr(e, &mut |x| match ctx.affine.data(x) {
                affine_ir::affine::AffineExprData::Dim(p) => {
                    if let Some(u) = used_d.get_mut(p as usize) {
                        *u = true;
                    }
                }
                affine_ir::affine::AffineExprData::Symbol(p) => {
                    if let Some(u) = used_s.get_mut(p as usize) {
                        *u = true;
                    }
                }
                _ => {}
            });
        }
        (used_d, used_s)
    }
}

/// MLIR's `canonicalizeMapOrSetAndOperands`: dims that are valid symbols
/// become symbols, symbols that are only valid dims become dims, unused and
/// duplicate operands are dropped and constant symbols are folded.
fn canonicalize_exprs(ctx: &mut Context, m: &mut Exprs, operands: &mut Vec<ValueId>, res: Resolution) {
    if operands.is_empty() {
        return;
    }
    // canonicalizePromotedSymbols.
    let old_ns = m.num_syms;
    let mut result = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dim_remap = Vec::with_capacity(m.num_dims);
    for (i, &v) in operands.iter().enumerate() {
        if i < m.num_dims {
            if is_valid_symbol(ctx, v) {
                dim_remap.push(ctx.affine.symbol((old_ns + promoted.len()) as u32));
                promoted.push(v);
            } else {
                dim_remap.push(ctx.affine.dim((result.len()) as u32));
                result.push(v);
            }
        } else {
            result.push(v);
        }
    }
    let nd = m.num_dims - promoted.len();
    let np = promoted.len();
    result.extend(promoted);
    *operands = result;
    m.remap(ctx, &dim_remap, &[], nd, old_ns + np);

    // legalizeDemotedDims.
    let old_nd = m.num_dims;
    let mut result: Vec<ValueId> = operands[..old_nd].to_vec();
    let mut demoted = Vec::new();
    let mut kept = Vec::new();
    let mut sym_remap = Vec::with_capacity(m.num_syms);
    for &v in &operands[old_nd..] {
        if is_valid_dim(ctx, v) && !is_valid_symbol(ctx, v) {
            sym_remap.push(ctx.affine.dim((old_nd + demoted.len()) as u32));
            demoted.push(v);
        } else {
            sym_remap.push(ctx.affine.symbol(kept.len() as u32));
            kept.push(v);
        }
    }
    let (ndem, nkept) = (demoted.len(), kept.len());
    result.extend(demoted);
    result.extend(kept);
    *operands = result;
    m.remap(ctx, &[], &sym_remap, old_nd + ndem, nkept);

    // Unused / duplicate dims and symbols; constant symbols are folded.
    let (used_d, used_s) = m.used_inputs(ctx);
    let mut result = Vec::with_capacity(operands.len());
    let mut dim_remap = Vec::with_capacity(m.num_dims);
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next_dim = 0u32;
    for (i, &used) in used_d.iter().enumerate() {
        let zero = ctx.affine.constant(0);
        if !used {
            dim_remap.push(zero);
            continue;
        }
        let v = operands[i];
        match seen.iter().find(|(x, _)| *x == v) {
            Some(&(_, e)) => dim_remap.push(e),
            None => {
                let e = ctx.affine.dim(next_dim);
                next_dim += 1;
                seen.push((v, e));
                result.push(v);
                dim_remap.push(e);
            }
        }
    }
    let mut sym_remap = Vec::with_capacity(m.num_syms);
    let mut seen: Vec<(ValueId, AffineExpr)> = Vec::new();
    let mut next_sym = 0u32;
    for (i, &used) in used_s.iter().enumerate() {
        if !used {
            sym_remap.push(ctx.affine.constant(0));
            continue;
        }
        let v = operands[m.num_dims + i];
        if let Some(c) = res.constant(ctx, v) {
            sym_remap.push(ctx.affine.constant(c));
            continue;
        }
        match seen.iter().find(|(x, _)| *x == v) {
            Some(&(_, e)) => sym_remap.push(e),
            None => {
                let e = ctx.affine.symbol(next_sym);
                next_sym += 1;
                seen.push((v, e));
                result.push(v);
                sym_remap.push(e);
            }
        }
    }
    *operands = result;
    m.remap(ctx, &dim_remap, &sym_remap, next_dim as usize, next_sym as usize);
}

/// MLIR's `canonicalizeMapAndOperands`.
pub fn canonicalize_map(ctx: &mut Context, map: AffineMap, operands: &mut Vec<ValueId>, res: Resolution) -> AffineMap {
    let d = ctx.affine.map_data(map).clone();
    let mut m = Exprs { exprs: d.results, num_dims: d.num_dims as usize, num_syms: d.num_symbols as usize };
    canonicalize_exprs(ctx, &mut m, operands, res);
    ctx.affine.map(m.num_dims as u32, m.num_syms as u32, &m.exprs)
}

/// The dim and symbol operands of a map being composed; `None` marks an
/// operand that was substituted away.
struct ComposeOperands {
    dims: Vec<Option<ValueId>>,
    syms: Vec<Option<ValueId>>,
}

/// One step of MLIR's `composeAffineMapAndOperands`: if the operand at
/// `pos` (dims then symbols) is an `affine.apply` result, substitute its
/// (canonicalized) map, appending the apply's operands to the dim and
/// symbol lists.
fn replace_dim_or_sym(
    ctx: &mut Context,
    m: &mut Exprs,
    pos: usize,
    ops: &mut ComposeOperands,
    res: Resolution,
) -> bool {
    let (nd, ns) = (ops.dims.len(), ops.syms.len());
    let is_dim = pos < nd;
    let slot = if is_dim { &mut ops.dims[pos] } else { &mut ops.syms[pos - nd] };
    let Some(v) = *slot else { return false };
    let Some(op) = ctx.ir.defining_op(v) else { return false };
    let Some(view) = AffineApplyView::get(ctx, op).filter(|a| a.min.is_none()) else { return false };
    let (apply_map, apply_operands) = (view.map, view.operands.to_vec());
    if ctx.affine.map_data(apply_map).results.len() != 1 {
        return false;
    }
    *slot = None;
    let mut compose_operands = apply_operands;
    let compose_map = canonicalize_map(ctx, apply_map, &mut compose_operands, res);
    let cd = ctx.affine.map_data(compose_map).clone();
    let shifted = ctx.affine.shift_dims(cd.results[0], cd.num_dims, nd as u32, 0);
    let replacement = ctx.affine.shift_symbols(shifted, cd.num_symbols, ns as u32, 0);
    let cnd = cd.num_dims as usize;
    ops.dims.extend(compose_operands[..cnd].iter().map(|&v| Some(v)));
    ops.syms.extend(compose_operands[cnd..].iter().map(|&v| Some(v)));
    // Replace the one input; the others keep their positions.
    let dim_map: Vec<AffineExpr> =
        (0..nd).map(|i| if is_dim && i == pos { replacement } else { ctx.affine.dim(i as u32) }).collect();
    let sym_map: Vec<AffineExpr> =
        (0..ns).map(|i| if !is_dim && i + nd == pos { replacement } else { ctx.affine.symbol(i as u32) }).collect();
    m.remap(ctx, &dim_map, &sym_map, nd + cnd, ns + cd.num_symbols as usize);
    true
}

/// MLIR's `fullyComposeAffineMapAndOperands` followed by
/// `simplifyAffineMap` and `canonicalizeMapAndOperands` (what
/// `MemRefAccess::getAccessMap` and `addBound` do): `affine.apply` producers
/// are substituted, constants folded, unused and duplicate operands dropped,
/// valid symbols made symbols. The operand order follows MLIR's (it decides
/// the column order of the constraint systems built from the map).
pub fn compose_map(ctx: &mut Context, map: AffineMap, operands: &[ValueId], res: Resolution) -> ValueMap {
    let d = ctx.affine.map_data(map).clone();
    let nd = d.num_dims as usize;
    let mut m = Exprs { exprs: d.results, num_dims: nd, num_syms: d.num_symbols as usize };
    let split = nd.min(operands.len());
    let mut ops = ComposeOperands {
        dims: operands[..split].iter().map(|&v| Some(v)).collect(),
        syms: operands[split..].iter().map(|&v| Some(v)).collect(),
    };
    // Bounded: each replacement consumes one affine.apply of a finite chain.
    for _ in 0..10_000 {
        let n = ops.dims.len() + ops.syms.len();
        if !(0..n).any(|pos| replace_dim_or_sym(ctx, &mut m, pos, &mut ops, res)) {
            break;
        }
    }
    let ComposeOperands { dims, syms } = ops;
    // Prune the replaced (null) operands.
    let mut ops = Vec::with_capacity(dims.len() + syms.len());
    let mut dim_map = Vec::with_capacity(dims.len());
    for v in &dims {
        match v {
            Some(v) => {
                dim_map.push(ctx.affine.dim(ops.len() as u32));
                ops.push(*v);
            }
            None => dim_map.push(ctx.affine.constant(0)),
        }
    }
    let nd2 = ops.len();
    let mut sym_map = Vec::with_capacity(syms.len());
    for v in &syms {
        match v {
            Some(v) => {
                sym_map.push(ctx.affine.symbol((ops.len() - nd2) as u32));
                ops.push(*v);
            }
            None => sym_map.push(ctx.affine.constant(0)),
        }
    }
    let ns2 = ops.len() - nd2;
    m.remap(ctx, &dim_map, &sym_map, nd2, ns2);
    let mut map = ctx.affine.map(m.num_dims as u32, m.num_syms as u32, &m.exprs);
    map = canonicalize_map(ctx, map, &mut ops, res);
    map = ctx.affine.simplify_affine_map(map);
    // getAccessMap / addBound: simplify and canonicalize once more.
    map = ctx.affine.simplify_affine_map(map);
    map = canonicalize_map(ctx, map, &mut ops, res);
    ValueMap { map, operands: ops }
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
pub fn canonicalize_set(ctx: &mut Context, set: IntegerSet, operands: &[ValueId], res: Resolution) -> ValueSet {
    let data = ctx.affine.set_data(set).clone();
    let mut m =
        Exprs { exprs: data.constraints, num_dims: data.num_dims as usize, num_syms: data.num_symbols as usize };
    let mut ops = operands.to_vec();
    canonicalize_exprs(ctx, &mut m, &mut ops, res);
    ValueSet { constraints: m.exprs, eq_flags: data.eq_flags, num_dims: m.num_dims, operands: ops }
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
        let mut ctx = affine_dialects::new_context();
        let text = "func.func @f(%n: index) {\n  %m = memref.alloc() : memref<100xf32>\n  %c3 = arith.constant 3 : index\n  affine.for %i = 0 to 10 {\n    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%c3]\n    %b = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%a)[%n]\n    %v = affine.load %m[%b] : memref<100xf32>\n  }\n  return\n}\n";
        let module = parse(&mut ctx, text);
        let load = ctx
            .ir
            .walk(module, affine_ir::ir::WalkOrder::PreOrder)
            .into_iter()
            .find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "affine.load")
            .expect("load");
        let acc = MemRefAccess::from_op(&ctx, load).expect("access");
        let vm = acc.access_map(&mut ctx, Resolution::MLIR);
        assert_eq!(ctx.affine.map_to_string(vm.map), "(d0)[s0] -> (d0 * 2 + s0 + 3)");
        assert_eq!(vm.operands.len(), 2);
    }
}
