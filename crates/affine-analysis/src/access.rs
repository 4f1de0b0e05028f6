//! Memory accesses of affine loads and stores (MLIR's `MemRefAccess`) and
//! the composition of their subscript maps through `affine.apply` chains
//! (MLIR's `fullyComposeAffineMapAndOperands` + `simplifyAffineMap` +
//! `canonicalizeMapAndOperands`, from `affine_dialects::affine::utils`).
//!
//! The composed map ([`ValueMap`]) is over SSA values only: loop induction
//! variables and other non-symbol values are dims, values valid as affine
//! symbols (top-level values of the affine scope) are symbols, constants and
//! `memref.dim` of static dimensions are folded into the expressions.

use affine_dialects::affine::scope::constant_int_value;
use affine_dialects::affine::utils::{
    canonicalize_map_and_operands_with, canonicalize_set_and_operands_with, fully_compose_affine_map_and_operands_with,
};
use affine_dialects::affine::{AccessKind, AffineAccessView, names};
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

/// The memref an affine access op touches and whether it writes, without
/// building a [`MemRefAccess`] (no allocation): what the fusion analyses
/// ask of every op of a nest they walk.
/// The op's name and operand layout decide (loads: `memref, indices`;
/// stores: `value, memref, indices`), as on verified IR; the subscript map
/// is not looked up.
#[inline]
pub fn access_memref_and_kind(ctx: &Context, op: OpId) -> Option<(ValueId, bool)> {
    let write = match ctx.op_name_str(ctx.ir.op(op).name) {
        names::LOAD | names::VECTOR_LOAD => false,
        names::STORE | names::VECTOR_STORE => true,
        _ => return None,
    };
    ctx.ir.operands(op).get(usize::from(write)).map(|&memref| (memref, write))
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

/// MLIR's `MemRefAccess::getAccessMap` / the first steps of
/// `FlatAffineValueConstraints::addBound`: `fullyComposeAffineMapAndOperands`
/// (`affine.apply` producers substituted), `simplifyAffineMap`, then
/// `canonicalizeMapAndOperands` (constants folded, unused and duplicate
/// operands dropped, valid symbols made symbols), with the constants `res`
/// knows folded. The operand order follows MLIR's (it decides the column
/// order of the constraint systems built from the map).
pub fn compose_map(ctx: &mut Context, map: AffineMap, operands: &[ValueId], res: Resolution) -> ValueMap {
    let fold = |c: &Context, v: ValueId| res.constant(c, v);
    let (mut map, mut operands) = (map, operands.to_vec());
    fully_compose_affine_map_and_operands_with(ctx, &mut map, &mut operands, &fold);
    map = ctx.affine.simplify_affine_map(map);
    canonicalize_map_and_operands_with(ctx, &mut map, &mut operands, &fold);
    ValueMap { map, operands }
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
    let fold = |c: &Context, v: ValueId| res.constant(c, v);
    let (mut set, mut operands) = (set, operands.to_vec());
    canonicalize_set_and_operands_with(ctx, &mut set, &mut operands, &fold);
    let d = ctx.affine.set_data(set);
    ValueSet {
        constraints: d.constraints.clone(),
        eq_flags: d.eq_flags.clone(),
        num_dims: d.num_dims as usize,
        operands,
    }
}

/// MLIR's `AffineValueMap::operator==`: the two maps (composed access
/// maps, see [`compose_map`]) have the same number of results and their
/// difference (`AffineValueMap::difference`: `a - b` over the union of the
/// operands, composed, canonicalized so equal values merge, simplified) is
/// zero in every result. Combined with equal memrefs this is MLIR's
/// `MemRefAccess::operator==` (the two accesses touch the same element
/// whenever they both run with the same operand values).
pub fn value_maps_equal(ctx: &mut Context, a: &ValueMap, b: &ValueMap) -> bool {
    let (ad, bd) = (ctx.affine.map_data(a.map).clone(), ctx.affine.map_data(b.map).clone());
    if ad.results.len() != bd.results.len() {
        return false;
    }
    let (a_dims, b_dims) = (ad.num_dims as usize, bd.num_dims as usize);
    let mut operands = Vec::with_capacity(a.operands.len() + b.operands.len());
    operands.extend_from_slice(&a.operands[..a_dims]);
    operands.extend_from_slice(&b.operands[..b_dims]);
    operands.extend_from_slice(&a.operands[a_dims..]);
    operands.extend_from_slice(&b.operands[b_dims..]);
    let (num_dims, num_symbols) = (ad.num_dims + bd.num_dims, ad.num_symbols + bd.num_symbols);
    let diffs: Vec<AffineExpr> = ad
        .results
        .iter()
        .zip(&bd.results)
        .map(|(&ea, &eb)| {
            let eb = ctx.affine.shift_dims(eb, bd.num_dims, ad.num_dims, 0);
            let eb = ctx.affine.shift_symbols(eb, bd.num_symbols, ad.num_symbols, 0);
            ctx.affine.sub(ea, eb)
        })
        .collect();
    let mut map = ctx.affine.map(num_dims, num_symbols, &diffs);
    let fold = |c: &Context, v: ValueId| Resolution::MLIR.constant(c, v);
    fully_compose_affine_map_and_operands_with(ctx, &mut map, &mut operands, &fold);
    canonicalize_map_and_operands_with(ctx, &mut map, &mut operands, &fold);
    let map = ctx.affine.simplify_affine_map(map);
    let results = ctx.affine.map_data(map).results.clone();
    results.into_iter().all(|e| ctx.affine.as_constant(e) == Some(0))
}

/// MLIR's `isInvariantAccess`: the affine load/store `op` accesses the same
/// element in every iteration of the loop whose induction variable is
/// `iv` (its composed, canonicalized access map no longer has `iv` as an
/// operand). False if `op` is not an affine access.
pub fn is_invariant_access(ctx: &mut Context, op: OpId, iv: ValueId) -> bool {
    let Some(access) = MemRefAccess::from_op(ctx, op) else { return false };
    !compose_and_canonicalize(ctx, access.map, &access.indices).operands.contains(&iv)
}

/// MLIR's `AffineValueMap::composeSimplifyAndCanonicalize`:
/// `fullyComposeAffineMapAndOperands` then `canonicalizeMapAndOperands`
/// (constants folded, unused operands dropped), without the flattening
/// `simplifyAffineMap` of [`compose_map`] (so `(4 * d0 + s0) mod 4` keeps
/// `d0`, as in `mlir-opt` 22).
pub fn compose_and_canonicalize(ctx: &mut Context, map: AffineMap, operands: &[ValueId]) -> ValueMap {
    let fold = |c: &Context, v: ValueId| Resolution::MLIR.constant(c, v);
    let (mut map, mut operands) = (map, operands.to_vec());
    fully_compose_affine_map_and_operands_with(ctx, &mut map, &mut operands, &fold);
    canonicalize_map_and_operands_with(ctx, &mut map, &mut operands, &fold);
    ValueMap { map, operands }
}

/// MLIR's `getReachableAffineApplyOps`: the `affine.apply` ops reachable
/// from `operands` through operands defined by `affine.apply`, in MLIR's
/// depth-first pre-order (an op reached twice is listed twice).
pub fn reachable_affine_apply_ops(ctx: &Context, operands: &[ValueId]) -> Vec<OpId> {
    // (value, index of the next operand of its defining apply to visit)
    let mut stack: Vec<(ValueId, usize)> = operands.iter().map(|&v| (v, 0)).collect();
    let mut out = Vec::new();
    while let Some(&mut (value, ref mut next)) = stack.last_mut() {
        let Some(apply) = ctx.ir.defining_op(value).filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == names::APPLY)
        else {
            stack.pop();
            continue;
        };
        if *next == 0 {
            out.push(apply);
        }
        match ctx.ir.operands(apply).get(*next) {
            Some(&operand) => {
                *next += 1;
                stack.push((operand, 0));
            }
            None => {
                stack.pop();
            }
        }
    }
    out
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

    use crate::tests::accesses;

    #[test]
    fn memref_and_kind_agree_with_full_access() {
        let mut ctx = affine_dialects::new_context();
        let text = "func.func @f(%a: memref<100xf32>, %b: memref<100xf32>, %n: index) {\n  affine.for %i = 0 to 10 {\n    %x = affine.load %a[%i + symbol(%n)] : memref<100xf32>\n    affine.store %x, %b[%i] : memref<100xf32>\n    %v = affine.vector_load %b[%i] : memref<100xf32>, vector<4xf32>\n    affine.vector_store %v, %a[%i * 2] : memref<100xf32>, vector<4xf32>\n    %y = memref.load %a[%n] : memref<100xf32>\n  }\n  return\n}\n";
        let module = parse(&mut ctx, text);
        let ops = ctx.ir.walk(module, affine_ir::ir::WalkOrder::PreOrder);
        let mut seen = 0;
        for o in ops {
            let full = MemRefAccess::from_op(&ctx, o).map(|a| (a.memref, a.is_write()));
            assert_eq!(access_memref_and_kind(&ctx, o), full);
            seen += usize::from(full.is_some());
        }
        assert_eq!(seen, 4);
    }

    #[test]
    fn equal_maps_by_difference() {
        let mut ctx = affine_dialects::new_context();
        let text = "func.func @f(%m: memref<100xf32>, %n: index) {\n  affine.for %i = 0 to 10 {\n    %a = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)\n    %x = affine.load %m[%a mod 4] : memref<100xf32>\n    %y = affine.load %m[%i mod 4] : memref<100xf32>\n    %z = affine.load %m[%i + symbol(%n)] : memref<100xf32>\n    %w = affine.load %m[%i + 1] : memref<100xf32>\n  }\n  return\n}\n";
        let module = parse(&mut ctx, text);
        let acc = accesses(&ctx, module);
        let maps: Vec<ValueMap> = acc.iter().map(|a| a.access_map(&mut ctx, Resolution::MLIR)).collect();
        assert!(value_maps_equal(&mut ctx, &maps[0], &maps[1]));
        assert!(!value_maps_equal(&mut ctx, &maps[1], &maps[2]));
        assert!(!value_maps_equal(&mut ctx, &maps[2], &maps[3]));
        assert!(value_maps_equal(&mut ctx, &maps[3], &maps[3]));
    }

    #[test]
    fn invariance_keeps_unsimplified_mod() {
        let mut ctx = affine_dialects::new_context();
        let text = "func.func @f(%m: memref<100xf32>, %n: index) {\n  affine.for %i = 0 to 10 {\n    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 * 2 + 3)>(%i)[%n]\n    %x = affine.load %m[(%i + %a + 1) mod 4] : memref<100xf32>\n    %y = affine.load %m[symbol(%n) + 2] : memref<100xf32>\n  }\n  return\n}\n";
        let module = parse(&mut ctx, text);
        let acc = accesses(&ctx, module);
        let for_op = ctx.ir.parent_op(acc[0].op).expect("loop");
        let iv = ctx.ir.block_args(ctx.ir.entry_block(ctx.ir.regions(for_op)[0]).expect("body"))[0];
        assert!(!is_invariant_access(&mut ctx, acc[0].op, iv));
        assert!(is_invariant_access(&mut ctx, acc[1].op, iv));
    }
}
