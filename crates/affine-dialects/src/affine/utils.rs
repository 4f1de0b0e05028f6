//! Shared utilities on affine maps / integer sets applied to SSA operands,
//! as MLIR 22 has them in `AffineOps.cpp`: canonicalisation of a map or set
//! together with its operands, composition of the `affine.apply` ops that
//! produce the operands, and the `makeComposed*` builders.
//!
//! Every pass that rewrites affine ops goes through these, so that the maps
//! and operand lists they produce are the ones `mlir-opt` 22 prints (operand
//! order, which operands become symbols, which constants are folded).
//!
//! | MLIR | here |
//! |------|------|
//! | `canonicalizeMapAndOperands` | [`canonicalize_map_and_operands`] |
//! | `canonicalizeSetAndOperands` | [`canonicalize_set_and_operands`] |
//! | `composeAffineMapAndOperands` (static in MLIR) | [`compose_affine_map_and_operands`] |
//! | `fullyComposeAffineMapAndOperands` | [`fully_compose_affine_map_and_operands`] |
//! | `composeSetAndOperands` (static in MLIR) | [`compose_set_and_operands`] |
//! | `foldAttributesIntoMap` | [`fold_constants_into_map`] |
//! | `makeComposedAffineApply` | [`make_composed_affine_apply`], [`make_composed_affine_apply_expr`] |
//! | `makeComposedFoldedAffineApply` | [`make_composed_folded_affine_apply`], [`make_composed_folded_affine_apply_expr`] |
//! | `makeComposedAffineMin` | [`make_composed_affine_min`] (and [`make_composed_affine_max`]) |
//! | `makeComposedFoldedAffineMin` / `Max` | [`make_composed_folded_affine_min`], [`make_composed_folded_affine_max`] |
//! | `getValueOrCreateConstantIndexOp` | [`value_or_create_constant_index`] |
//!
//! `canonicalize_map_and_operands_with`, `canonicalize_set_and_operands_with`
//! and `fully_compose_affine_map_and_operands_with` take the
//! [`ConstantFolder`] deciding which operands are constants (analyses fold
//! more than MLIR's constant ops, see `affine_analysis::access::Resolution`).
//!
//! The map / set and operand list are passed as `&mut` and rewritten in
//! place, as MLIR's functions do, so a pass can chain them.

use affine_ir::affine::{AffineExpr, AffineExprData, AffineExprKind, AffineMap, IntegerSet};
use affine_ir::context::{Context, Location};
use affine_ir::ir::{InsertPoint, OpId, ValueId};
use smallvec::SmallVec;

use super::builders::{build_apply, build_max, build_min};
use super::scope::{constant_int_value, is_valid_dim, is_valid_symbol};
use super::views::{AffineApplyView, AffineIndexOpView, BasisElem};

/// How constant operands are recognized while canonicalizing: the constant
/// value of an SSA value, if it has one. The default,
/// [`constant_operand`], is MLIR's `m_Constant` on an integer attribute;
/// analyses that know more (e.g. static `memref.dim` sizes) pass their
/// own to the `*_with` variants.
pub type ConstantFolder<'f> = &'f dyn Fn(&Context, ValueId) -> Option<i64>;

/// The constant integer value of `v` if a constant-like op defines it
/// (MLIR's `matchPattern(v, m_Constant(&intAttr))`).
pub fn constant_operand(ctx: &Context, v: ValueId) -> Option<i64> {
    constant_int_value(ctx, v)
}

/// One flag per input (inline: maps have few inputs).
type Flags = SmallVec<[bool; 16]>;

/// Result expressions (of a map) or constraint expressions (of a set) over
/// `num_dims` dims then `num_syms` symbols, while they are being rewritten.
struct Exprs {
    exprs: SmallVec<[AffineExpr; 4]>,
    num_dims: usize,
    num_syms: usize,
    /// The map the expressions were read from, if any: [`Exprs::to_map`]
    /// gives it back without interning when they are still its results.
    source: Option<AffineMap>,
}

impl Exprs {
    fn of_map(ctx: &Context, m: AffineMap) -> Self {
        let d = ctx.affine.map_data(m);
        Exprs {
            exprs: SmallVec::from_slice(&d.results),
            num_dims: d.num_dims as usize,
            num_syms: d.num_symbols as usize,
            source: Some(m),
        }
    }

    fn to_map(&self, ctx: &mut Context) -> AffineMap {
        if let Some(m) = self.source {
            let d = ctx.affine.map_data(m);
            if d.num_dims as usize == self.num_dims
                && d.num_symbols as usize == self.num_syms
                && d.results[..] == self.exprs[..]
            {
                return m;
            }
        }
        ctx.affine.map(self.num_dims as u32, self.num_syms as u32, &self.exprs)
    }

    fn num_inputs(&self) -> usize {
        self.num_dims + self.num_syms
    }

    /// MLIR's `replaceDimsAndSymbols`: `d<i>` becomes `dims[i]`, `s<i>`
    /// becomes `syms[i]`; the result ranges over `nd` dims and `ns` symbols.
    fn replace(&mut self, ctx: &mut Context, dims: &[AffineExpr], syms: &[AffineExpr], nd: usize, ns: usize) {
        for e in &mut self.exprs {
            *e = ctx.affine.replace_dims_and_symbols(*e, dims, syms);
        }
        self.num_dims = nd;
        self.num_syms = ns;
    }

    /// Which dims and which symbols some expression uses.
    fn used_inputs(&self, ctx: &Context) -> (Flags, Flags) {
        // A direct walk: one node lookup per node, no dynamic callback.
        fn mark(ctx: &Context, e: AffineExpr, dims: &mut Flags, syms: &mut Flags) {
            match ctx.affine.data(e) {
                AffineExprData::Dim(p) => {
                    if let Some(u) = dims.get_mut(p as usize) {
                        *u = true;
                    }
                }
                AffineExprData::Symbol(p) => {
                    if let Some(u) = syms.get_mut(p as usize) {
                        *u = true;
                    }
                }
                AffineExprData::Binary(_, l, r) => {
                    mark(ctx, l, dims, syms);
                    mark(ctx, r, dims, syms);
                }
                AffineExprData::Constant(_) => {}
            }
        }
        let mut dims: Flags = smallvec::smallvec![false; self.num_dims];
        let mut syms: Flags = smallvec::smallvec![false; self.num_syms];
        for &e in &self.exprs {
            mark(ctx, e, &mut dims, &mut syms);
        }
        (dims, syms)
    }
}

/// MLIR's `canonicalizePromotedSymbols`: dim operands that are valid
/// symbols become symbols, appended after the existing symbols in operand
/// order.
fn promote_symbols(ctx: &mut Context, e: &mut Exprs, operands: &mut Vec<ValueId>) {
    // Usually no dim operand is a symbol: nothing to rebuild.
    let Some(first) = operands[..e.num_dims].iter().position(|&v| is_valid_symbol(ctx, v)) else { return };
    let old_ns = e.num_syms;
    let mut result = Vec::with_capacity(operands.len());
    let mut promoted = Vec::new();
    let mut dim_remap = Vec::with_capacity(e.num_dims);
    for (i, &v) in operands[..e.num_dims].iter().enumerate() {
        if i == first || (i > first && is_valid_symbol(ctx, v)) {
            dim_remap.push(ctx.affine.symbol((old_ns + promoted.len()) as u32));
            promoted.push(v);
        } else {
            dim_remap.push(ctx.affine.dim(result.len() as u32));
            result.push(v);
        }
    }
    if promoted.is_empty() {
        return;
    }
    let nd = result.len();
    result.extend_from_slice(&operands[e.num_dims..]);
    let np = promoted.len();
    result.extend(promoted);
    *operands = result;
    e.replace(ctx, &dim_remap, &[], nd, old_ns + np);
}

/// MLIR's `legalizeDemotedDims`: symbol operands that are valid dims but
/// not valid symbols become dims, appended after the existing dims.
fn legalize_demoted_dims(ctx: &mut Context, e: &mut Exprs, operands: &mut Vec<ValueId>) {
    let demote = |ctx: &Context, v: ValueId| is_valid_dim(ctx, v) && !is_valid_symbol(ctx, v);
    // Usually every symbol operand is a valid symbol: nothing to rebuild.
    let Some(first) = operands[e.num_dims..].iter().position(|&v| demote(ctx, v)) else { return };
    let old_nd = e.num_dims;
    let mut demoted = Vec::new();
    let mut kept = Vec::with_capacity(e.num_syms);
    let mut sym_remap = Vec::with_capacity(e.num_syms);
    for (i, &v) in operands[old_nd..].iter().enumerate() {
        if i == first || (i > first && demote(ctx, v)) {
            sym_remap.push(ctx.affine.dim((old_nd + demoted.len()) as u32));
            demoted.push(v);
        } else {
            sym_remap.push(ctx.affine.symbol(kept.len() as u32));
            kept.push(v);
        }
    }
    if demoted.is_empty() {
        return;
    }
    let (ndem, nkept) = (demoted.len(), kept.len());
    operands.truncate(old_nd);
    operands.extend(demoted);
    operands.extend(kept);
    e.replace(ctx, &[], &sym_remap, old_nd + ndem, nkept);
}

/// MLIR's `canonicalizeMapOrSetAndOperands`.
///
/// Returns true when the result is *settled*: no constant was folded into
/// the expressions and no two inputs were merged, the only rewrites that
/// can leave an input unused after the expressions are rebuilt. Every
/// other step renames inputs one to one, so canonicalizing a settled
/// result again changes nothing (its dims that are symbols were promoted,
/// its symbols that are only dims were demoted, every input is used once).
fn canonicalize_exprs(ctx: &mut Context, e: &mut Exprs, operands: &mut Vec<ValueId>, fold: ConstantFolder<'_>) -> bool {
    if operands.is_empty() || operands.len() != e.num_inputs() {
        return true;
    }
    promote_symbols(ctx, e, operands);
    legalize_demoted_dims(ctx, e, operands);

    let (used_dims, used_syms) = e.used_inputs(ctx);
    if is_identity_remap(ctx, e.num_dims, operands, &used_dims, &used_syms, fold) {
        return true;
    }
    let zero = ctx.affine.constant(0);
    let mut result: SmallVec<[ValueId; 8]> = SmallVec::with_capacity(operands.len());
    // Unused inputs map to a placeholder no expression refers to.
    let mut dim_remap: SmallVec<[AffineExpr; 8]> = smallvec::smallvec![zero; e.num_dims];
    // Operands are few: a linear scan beats hashing (and allocates nothing).
    let mut seen: SmallVec<[(ValueId, AffineExpr); 8]> = SmallVec::with_capacity(operands.len());
    let mut next_dim = 0u32;
    let mut settled = true;
    for (i, _) in used_dims.iter().enumerate().filter(|(_, u)| **u) {
        let v = operands[i];
        dim_remap[i] = match seen.iter().find(|(s, _)| *s == v) {
            Some(&(_, d)) => {
                settled = false;
                d
            }
            None => {
                let d = ctx.affine.dim(next_dim);
                next_dim += 1;
                result.push(v);
                seen.push((v, d));
                d
            }
        };
    }
    let mut sym_remap: SmallVec<[AffineExpr; 8]> = smallvec::smallvec![zero; e.num_syms];
    seen.clear();
    let mut next_sym = 0u32;
    for (i, _) in used_syms.iter().enumerate().filter(|(_, u)| **u) {
        let v = operands[e.num_dims + i];
        // Constants only need folding in symbol positions: constant dims
        // were promoted to symbols above.
        if let Some(c) = fold(ctx, v) {
            sym_remap[i] = ctx.affine.constant(c);
            settled = false;
            continue;
        }
        sym_remap[i] = match seen.iter().find(|(s, _)| *s == v) {
            Some(&(_, s)) => {
                settled = false;
                s
            }
            None => {
                let s = ctx.affine.symbol(next_sym);
                next_sym += 1;
                result.push(v);
                seen.push((v, s));
                s
            }
        };
    }
    // Every input used once, in order, and no constant symbol: the remaps
    // are the identity and so are the expressions and operands.
    if next_dim as usize == e.num_dims && next_sym as usize == e.num_syms {
        return true;
    }
    e.replace(ctx, &dim_remap, &sym_remap, next_dim as usize, next_sym as usize);
    operands.clear();
    operands.extend_from_slice(&result);
    settled
}

/// True when the remapping of [`canonicalize_exprs`] would be the identity:
/// every dim and every symbol is used, no two dim operands (no two symbol
/// operands) are the same value and no symbol operand is a constant. This is
/// the usual case on a revisit; deciding it first spares interning the
/// remap expressions only to find they rename nothing.
fn is_identity_remap(
    ctx: &Context,
    num_dims: usize,
    operands: &[ValueId],
    used_dims: &Flags,
    used_syms: &Flags,
    fold: ConstantFolder<'_>,
) -> bool {
    if !used_dims.iter().chain(used_syms.iter()).all(|&u| u) {
        return false;
    }
    let (dims, syms) = operands.split_at(num_dims);
    let distinct = |vs: &[ValueId]| vs.iter().enumerate().all(|(i, v)| !vs[..i].contains(v));
    distinct(dims) && distinct(syms) && syms.iter().all(|&v| fold(ctx, v).is_none())
}

/// Canonicalizes `map` applied to `operands` (MLIR's
/// `canonicalizeMapAndOperands`): dim operands that are valid symbols are
/// promoted to symbols (appended after the existing symbols), symbol
/// operands that are only valid dims become dims, unused operands are
/// dropped, repeated operands share one dim / symbol, and constant symbol
/// operands are folded into the map. The result expressions are rebuilt
/// through the simplifying constructors but not otherwise simplified
/// (MLIR's callers run `simplifyAffineMap` themselves where they need it).
///
/// Operands that do not match the map's input count leave both unchanged
/// (MLIR asserts).
pub fn canonicalize_map_and_operands(ctx: &mut Context, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    canonicalize_map_and_operands_with(ctx, map, operands, &constant_operand);
}

/// [`canonicalize_map_and_operands`] with the constant operands to fold
/// recognized by `fold`.
pub fn canonicalize_map_and_operands_with(
    ctx: &mut Context,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
    fold: ConstantFolder<'_>,
) {
    let mut e = Exprs::of_map(ctx, *map);
    canonicalize_exprs(ctx, &mut e, operands, fold);
    *map = e.to_map(ctx);
}

/// Canonicalizes the integer set `set` applied to `operands` (MLIR's
/// `canonicalizeSetAndOperands`), with the same rules as
/// [`canonicalize_map_and_operands`] applied to the constraints.
pub fn canonicalize_set_and_operands(ctx: &mut Context, set: &mut IntegerSet, operands: &mut Vec<ValueId>) {
    canonicalize_set_and_operands_with(ctx, set, operands, &constant_operand);
}

/// [`canonicalize_set_and_operands`] with the constant operands to fold
/// recognized by `fold`.
pub fn canonicalize_set_and_operands_with(
    ctx: &mut Context,
    set: &mut IntegerSet,
    operands: &mut Vec<ValueId>,
    fold: ConstantFolder<'_>,
) {
    let d = ctx.affine.set_data(*set);
    let eq_flags = d.eq_flags.clone();
    let mut e = Exprs {
        exprs: SmallVec::from_slice(&d.constraints),
        num_dims: d.num_dims as usize,
        num_syms: d.num_symbols as usize,
        source: None,
    };
    canonicalize_exprs(ctx, &mut e, operands, fold);
    *set = ctx.affine.set(e.num_dims as u32, e.num_syms as u32, &e.exprs, &eq_flags);
}

/// The `affine.apply` defining `v`, as (map, operands), if any.
fn apply_producer(ctx: &Context, v: ValueId) -> Option<(AffineMap, Vec<ValueId>)> {
    let op = ctx.ir.defining_op(v)?;
    let view = AffineApplyView::get(ctx, op).filter(|a| a.min.is_none())?;
    Some((view.map, view.operands.to_vec()))
}

/// True if `v` is defined by an op [`replace_dim_or_sym`] may substitute
/// (`affine.apply` or `affine.delinearize_index`): a name check, without
/// building views.
fn is_composable_producer(ctx: &Context, v: ValueId) -> bool {
    ctx.ir.defining_op(v).is_some_and(|op| {
        let name = ctx.op_name_str(ctx.ir.op(op).name);
        name == super::names::APPLY || name == super::names::DELINEARIZE_INDEX
    })
}

/// The `affine.delinearize_index` defining `v`, if any.
fn delinearize_producer(ctx: &Context, v: ValueId) -> Option<OpId> {
    let op = ctx.ir.defining_op(v)?;
    (ctx.op_name_str(ctx.ir.op(op).name) == super::names::DELINEARIZE_INDEX).then_some(op)
}

/// The addends of `e` (its tree of additions flattened, left to right).
fn addends(ctx: &Context, e: AffineExpr, out: &mut Vec<AffineExpr>) {
    match ctx.affine.as_binary(e) {
        Some((AffineExprKind::Add, l, r)) => {
            addends(ctx, l, out);
            addends(ctx, r, out);
        }
        _ => out.push(e),
    }
}

/// `e` with the addends `terms` (each present once) replaced by the single
/// addend `to`, which comes first, followed by the remaining ones in order;
/// `None` if some term is not an addend of `e`.
fn replace_linearization(ctx: &mut Context, e: AffineExpr, terms: &[AffineExpr], to: AffineExpr) -> Option<AffineExpr> {
    let mut parts = Vec::new();
    addends(ctx, e, &mut parts);
    let mut used = vec![false; parts.len()];
    for &t in terms {
        let i = (0..parts.len()).find(|&i| !used[i] && parts[i] == t)?;
        used[i] = true;
    }
    let mut sum = to;
    for (&p, &u) in parts.iter().zip(&used) {
        if !u {
            sum = ctx.affine.add(sum, p);
        }
    }
    Some(sum)
}

/// MLIR 22's composition through `affine.delinearize_index` (its
/// `replaceAffineDelinearizeIndexInverseExpression`): when every result of
/// the delinearization `delin` (static basis) is an input of `e` and
/// `e` contains the expression that linearizes them back
/// (`r0 * stride0 + r1 * stride1 + ... + r_last`), that expression is
/// replaced by the linear index, appended as a new dim (or symbol when all
/// the results are symbols). False if nothing was replaced.
fn replace_delinearize_inverse(
    ctx: &mut Context,
    e: &mut Exprs,
    delin: OpId,
    dims: &mut Inputs,
    syms: &mut Inputs,
) -> bool {
    let Some(view) = AffineIndexOpView::get(ctx, delin) else { return false };
    let mut basis = Vec::with_capacity(view.basis.len() + 1);
    if !view.has_outer_bound() {
        basis.push(None);
    }
    for b in &view.basis {
        match *b {
            BasisElem::Static(c) => basis.push(Some(c)),
            BasisElem::Dynamic(_) => return false,
        }
    }
    let (results, linear) = (view.multi_index.to_vec(), view.linear_index);
    // The input standing for each result (dims first, as MLIR scans).
    let mut inputs: Vec<Option<AffineExpr>> = vec![None; results.len()];
    for (pos, v) in dims.iter().enumerate() {
        if let Some(i) = v.and_then(|v| results.iter().position(|&r| r == v)) {
            inputs[i] = Some(ctx.affine.dim(pos as u32));
        }
    }
    for (pos, v) in syms.iter().enumerate() {
        if let Some(i) = v.and_then(|v| results.iter().position(|&r| r == v)) {
            inputs[i] = Some(ctx.affine.symbol(pos as u32));
        }
    }
    let Some(inputs) = inputs.into_iter().collect::<Option<Vec<_>>>() else { return false };
    // Strides from the innermost result out.
    let mut strides = vec![1i64; inputs.len()];
    let mut stride = 1i64;
    for i in (0..inputs.len()).rev() {
        strides[i] = stride;
        let Some(next) = basis.get(i).copied().flatten().and_then(|b| stride.checked_mul(b)) else {
            if i > 0 {
                return false;
            }
            break;
        };
        stride = next;
    }
    // The terms `r_i * stride_i` the expression must have among its addends.
    let terms: Vec<AffineExpr> = inputs.iter().zip(&strides).map(|(&x, &st)| ctx.affine.mul_const(x, st)).collect();
    let all_symbols = inputs.iter().all(|&x| matches!(ctx.affine.data(x), AffineExprData::Symbol(_)));
    let replacement =
        if all_symbols { ctx.affine.symbol(syms.len() as u32) } else { ctx.affine.dim(dims.len() as u32) };
    let mut changed = false;
    for x in &mut e.exprs {
        if let Some(r) = replace_linearization(ctx, *x, &terms, replacement) {
            *x = r;
            changed = true;
        }
    }
    if !changed {
        return false;
    }
    // The inputs the replacement consumed are dropped, as a substituted
    // `affine.apply` input is: a result that was an input twice is then
    // found at its other position by the next scan, so every occurrence
    // is replaced (`[%d#0, %d#0, %i]` of a one-result delinearization
    // composes to `3 * %i`, as in `mlir-opt` 22; affine-passes
    // differential index kernel 745).
    for &x in &inputs {
        match ctx.affine.data(x) {
            AffineExprData::Dim(p) if !e.exprs.iter().any(|&y| ctx.affine.is_function_of_dim(y, p)) => {
                dims[p as usize] = None;
            }
            AffineExprData::Symbol(p) if !e.exprs.iter().any(|&y| ctx.affine.is_function_of_symbol(y, p)) => {
                syms[p as usize] = None;
            }
            _ => {}
        }
    }
    if all_symbols {
        syms.push(Some(linear));
    } else {
        dims.push(Some(linear));
    }
    e.num_dims = dims.len();
    e.num_syms = syms.len();
    true
}

/// The values standing for the dims (or the symbols) during composition;
/// `None` once substituted.
type Inputs = SmallVec<[Option<ValueId>; 8]>;

/// MLIR's `replaceDimOrSym`: if the input at `pos` (dims then symbols) is
/// produced by an `affine.apply`, substitutes the apply's (canonicalized)
/// expression for it, appending the apply's dims and symbols to `dims` and
/// `syms`; the replaced entry becomes `None`. `e` always ranges over
/// `dims.len()` dims and `syms.len()` symbols.
fn replace_dim_or_sym(
    ctx: &mut Context,
    e: &mut Exprs,
    pos: usize,
    dims: &mut Inputs,
    syms: &mut Inputs,
    fold: ConstantFolder<'_>,
) -> bool {
    let (nd, ns) = (dims.len(), syms.len());
    let is_dim = pos < nd;
    let slot = if is_dim { &mut dims[pos] } else { &mut syms[pos - nd] };
    let Some(v) = *slot else { return false };
    if let Some(delin) = delinearize_producer(ctx, v) {
        return replace_delinearize_inverse(ctx, e, delin, dims, syms);
    }
    let Some((mut apply_map, mut apply_operands)) = apply_producer(ctx, v) else { return false };
    if ctx.affine.map_data(apply_map).results.len() != 1 {
        return false;
    }
    *slot = None;
    // Promote dims to symbols where possible so that the composed map stays
    // valid.
    canonicalize_map_and_operands_with(ctx, &mut apply_map, &mut apply_operands, fold);
    let d = ctx.affine.map_data(apply_map);
    let (and, ans, result) = (d.num_dims, d.num_symbols, d.results[0]);
    let shifted = ctx.affine.shift_dims(result, and, nd as u32, 0);
    let replacement = ctx.affine.shift_symbols(shifted, ans, ns as u32, 0);
    dims.extend(apply_operands[..and as usize].iter().map(|&v| Some(v)));
    syms.extend(apply_operands[and as usize..].iter().map(|&v| Some(v)));
    // Only the one input changes: substitute it without interning identity
    // tables for all the others.
    let input = if is_dim { pos } else { pos - nd } as u32;
    for x in &mut e.exprs {
        *x = ctx.affine.replace_one_input(*x, is_dim, input, replacement);
    }
    e.num_dims = dims.len();
    e.num_syms = syms.len();
    true
}

/// MLIR's (static) `composeAffineMapAndOperands` on expressions: substitutes
/// `affine.apply` producers until none is left among the inputs, drops the
/// substituted inputs, then canonicalizes.
fn compose_exprs(ctx: &mut Context, e: &mut Exprs, operands: &mut Vec<ValueId>, fold: ConstantFolder<'_>) -> bool {
    if operands.len() != e.num_inputs() {
        return true;
    }
    // Without an `affine.apply` or `affine.delinearize_index` producer no
    // input is substituted: the pruning below would replace every input by
    // itself (`replace_dims_and_symbols` returns identical expressions
    // unchanged), so only the canonicalization is left.
    if !operands.iter().any(|&v| is_composable_producer(ctx, v)) {
        return canonicalize_exprs(ctx, e, operands, fold);
    }
    let mut dims: Inputs = operands[..e.num_dims].iter().map(|&v| Some(v)).collect();
    let mut syms: Inputs = operands[e.num_dims..].iter().map(|&v| Some(v)).collect();
    // Each successful replacement removes one `affine.apply` from the finite
    // producer DAG walked, so the loop ends.
    loop {
        let n = dims.len() + syms.len();
        if !(0..n).any(|pos| replace_dim_or_sym(ctx, e, pos, &mut dims, &mut syms, fold)) {
            break;
        }
    }
    // Prune the substituted (now unused) inputs.
    operands.clear();
    let zero = ctx.affine.constant(0);
    let mut dim_map: SmallVec<[AffineExpr; 8]> = SmallVec::with_capacity(dims.len());
    for v in &dims {
        match v {
            Some(v) => {
                dim_map.push(ctx.affine.dim(operands.len() as u32));
                operands.push(*v);
            }
            None => dim_map.push(zero),
        }
    }
    let nd = operands.len();
    let mut sym_map: SmallVec<[AffineExpr; 8]> = SmallVec::with_capacity(syms.len());
    for v in &syms {
        match v {
            Some(v) => {
                sym_map.push(ctx.affine.symbol((operands.len() - nd) as u32));
                operands.push(*v);
            }
            None => sym_map.push(zero),
        }
    }
    let ns = operands.len() - nd;
    e.replace(ctx, &dim_map, &sym_map, nd, ns);
    canonicalize_exprs(ctx, e, operands, fold)
}

/// Composes into `map` the `affine.apply` ops producing its `operands`,
/// transitively, then canonicalizes ([`canonicalize_map_and_operands`]) and
/// simplifies the map (MLIR's `composeAffineMapAndOperands`, the step the
/// `affine.apply` / load / store canonicalisation patterns use). The
/// operands of the result are those of the substituted applies, appended in
/// the order MLIR appends them, then canonicalized.
pub fn compose_affine_map_and_operands(ctx: &mut Context, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    compose_map_with(ctx, map, operands, &constant_operand);
}

fn compose_map_with(ctx: &mut Context, map: &mut AffineMap, operands: &mut Vec<ValueId>, fold: ConstantFolder<'_>) {
    compose_map_settled(ctx, map, operands, fold);
}

/// [`compose_affine_map_and_operands`], returning true if the result is
/// already canonical: [`canonicalize_map_and_operands`] on it would change
/// nothing (its last canonicalization was settled, see
/// [`canonicalize_exprs`], and the simplification kept the map as it was).
pub fn compose_affine_map_and_operands_settled(
    ctx: &mut Context,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
) -> bool {
    compose_map_settled(ctx, map, operands, &constant_operand)
}

fn compose_map_settled(
    ctx: &mut Context,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
    fold: ConstantFolder<'_>,
) -> bool {
    let mut e = Exprs::of_map(ctx, *map);
    let settled = if e.exprs.is_empty() {
        canonicalize_exprs(ctx, &mut e, operands, fold)
    } else {
        compose_exprs(ctx, &mut e, operands, fold)
    };
    let m = e.to_map(ctx);
    *map = ctx.affine.simplify_affine_map(m);
    settled && *map == m
}

/// True if some operand is the result of an `affine.apply`.
fn has_apply_operand(ctx: &Context, operands: &[ValueId]) -> bool {
    operands.iter().any(|&v| apply_producer(ctx, v).is_some())
}

/// Repeats [`compose_affine_map_and_operands`] while an operand is still
/// produced by an `affine.apply` (MLIR's `fullyComposeAffineMapAndOperands`,
/// with `composeAffineMin = false`). Without apply operands the map and
/// operands are left exactly as they are (not canonicalized).
pub fn fully_compose_affine_map_and_operands(ctx: &mut Context, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    fully_compose_affine_map_and_operands_with(ctx, map, operands, &constant_operand);
}

/// [`fully_compose_affine_map_and_operands`] with the constant operands to
/// fold while canonicalizing recognized by `fold`.
pub fn fully_compose_affine_map_and_operands_with(
    ctx: &mut Context,
    map: &mut AffineMap,
    operands: &mut Vec<ValueId>,
    fold: ConstantFolder<'_>,
) {
    while has_apply_operand(ctx, operands) {
        let before = (*map, operands.clone());
        compose_map_with(ctx, map, operands, fold);
        // Only malformed input (operand count not matching the map, an
        // `affine.apply` with several results) can leave an apply operand
        // that composition does not remove.
        if before.0 == *map && before.1 == *operands {
            break;
        }
    }
}

/// Composes the `affine.apply` ops producing the operands of an integer set
/// into its constraints (MLIR's `composeSetAndOperands`, what `affine.if`
/// folding does before [`canonicalize_set_and_operands`]). Nothing changes
/// when no operand comes from an `affine.apply`.
pub fn compose_set_and_operands(ctx: &mut Context, set: &mut IntegerSet, operands: &mut Vec<ValueId>) {
    if !has_apply_operand(ctx, operands) {
        return;
    }
    // View the constraints as the results of a map, compose, convert back.
    let d = ctx.affine.set_data(*set);
    let eq_flags = d.eq_flags.clone();
    let (nd, ns, cs) = (d.num_dims, d.num_symbols, d.constraints.clone());
    let mut map = ctx.affine.map(nd, ns, &cs);
    compose_affine_map_and_operands(ctx, &mut map, operands);
    let d = ctx.affine.map_data(map);
    let (nd, ns, cs) = (d.num_dims, d.num_symbols, d.results.clone());
    *set = ctx.affine.set(nd, ns, &cs, &eq_flags);
}

/// An operand that is either an SSA value or a known index constant
/// (MLIR's `OpFoldResult` with an `IntegerAttr`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum OpFoldResult {
    /// An SSA value.
    Value(ValueId),
    /// A constant index.
    Constant(i64),
}

impl From<ValueId> for OpFoldResult {
    fn from(v: ValueId) -> Self {
        OpFoldResult::Value(v)
    }
}

impl OpFoldResult {
    /// The value, if this is one.
    pub fn value(self) -> Option<ValueId> {
        match self {
            OpFoldResult::Value(v) => Some(v),
            OpFoldResult::Constant(_) => None,
        }
    }

    /// The constant, if this is one.
    pub fn constant(self) -> Option<i64> {
        match self {
            OpFoldResult::Constant(c) => Some(c),
            OpFoldResult::Value(_) => None,
        }
    }
}

/// Replaces the inputs of `map` whose operand is a constant by that
/// constant and renumbers the others; returns the new map and the remaining
/// (value) operands (MLIR's `foldAttributesIntoMap`). `operands` must have
/// one entry per map input.
pub fn fold_constants_into_map(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[OpFoldResult],
) -> (AffineMap, Vec<ValueId>) {
    let d = ctx.affine.map_data(map);
    let (nd, ns) = (d.num_dims as usize, d.num_symbols as usize);
    if operands.len() != nd + ns {
        // Malformed (MLIR asserts): keep the map; the op built from it will
        // fail verification instead of the compiler panicking.
        return (map, operands.iter().filter_map(|o| o.value()).collect());
    }
    let mut values = Vec::with_capacity(operands.len());
    let mut dims = Vec::with_capacity(nd);
    for o in &operands[..nd] {
        dims.push(match *o {
            OpFoldResult::Constant(c) => ctx.affine.constant(c),
            OpFoldResult::Value(v) => {
                values.push(v);
                ctx.affine.dim((values.len() - 1) as u32)
            }
        });
    }
    let num_dims = values.len();
    let mut syms = Vec::with_capacity(ns);
    for o in &operands[nd..] {
        syms.push(match *o {
            OpFoldResult::Constant(c) => ctx.affine.constant(c),
            OpFoldResult::Value(v) => {
                values.push(v);
                ctx.affine.symbol((values.len() - 1 - num_dims) as u32)
            }
        });
    }
    let num_syms = values.len() - num_dims;
    let m = ctx.affine.replace_dims_and_symbols_in_map(map, &dims, &syms, num_dims as u32, num_syms as u32);
    (m, values)
}

/// The single-result map `e` is a function of: as many dims and symbols as
/// the highest positions it uses (MLIR's `AffineMap::inferFromExprList`).
fn map_of_expr(ctx: &mut Context, e: AffineExpr) -> AffineMap {
    let (mut nd, mut ns) = (0u32, 0u32);
    ctx.affine.walk_expr(e, &mut |x| match ctx.affine.data(x) {
        AffineExprData::Dim(p) => nd = nd.max(p + 1),
        AffineExprData::Symbol(p) => ns = ns.max(p + 1),
        _ => {}
    });
    ctx.affine.map(nd, ns, &[e])
}

/// Creates at `ip` an `affine.apply` of `map` (one result) to `operands`,
/// after folding constant operands into the map and composing the
/// `affine.apply` ops producing the others (MLIR's
/// `makeComposedAffineApply`), so chains of applies never grow.
pub fn make_composed_affine_apply(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[OpFoldResult],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let (mut map, mut values) = fold_constants_into_map(ctx, map, operands);
    compose_affine_map_and_operands(ctx, &mut map, &mut values);
    build_apply(ctx, map, &values, loc, ip)
}

/// [`make_composed_affine_apply`] of the single expression `e` (its map
/// has as many dims and symbols as the highest positions `e` uses).
pub fn make_composed_affine_apply_expr(
    ctx: &mut Context,
    e: AffineExpr,
    operands: &[OpFoldResult],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let map = map_of_expr(ctx, e);
    make_composed_affine_apply(ctx, map, operands, loc, ip)
}

/// The constants of the operands of `op`, `None` for non-constant ones.
fn constant_operands(ctx: &Context, operands: &[ValueId]) -> Vec<Option<i64>> {
    operands.iter().map(|&v| constant_int_value(ctx, v)).collect()
}

/// Folds `e` (over `nd` dims then symbols) given constant operands:
/// `Some(Ok(c))` if every input it uses is constant, `Some(Err)` if it then
/// has no value (division by zero, ... MLIR's poison), `None` otherwise.
fn fold_expr(
    ctx: &Context,
    e: AffineExpr,
    nd: usize,
    consts: &[Option<i64>],
) -> Option<Result<i64, affine_ir::affine::EvalError>> {
    let mut all_known = true;
    ctx.affine.walk_expr(e, &mut |x| match ctx.affine.data(x) {
        AffineExprData::Dim(p) => all_known &= consts.get(p as usize).copied().flatten().is_some(),
        AffineExprData::Symbol(p) => all_known &= consts.get(nd + p as usize).copied().flatten().is_some(),
        _ => {}
    });
    if !all_known {
        return None;
    }
    let vals: Vec<i64> = consts.iter().map(|c| c.unwrap_or(0)).collect();
    let (dims, syms) = vals.split_at(nd.min(vals.len()));
    Some(ctx.affine.eval_expr(e, dims, syms))
}

/// `AffineApplyOp::fold`: the operand the result expression is, or its
/// constant value; `None` if it does not fold (or folds to poison, which
/// is left to run time: MLIR returns a poison attribute there that its
/// callers cannot materialize as an index constant).
fn fold_apply(ctx: &Context, op: OpId) -> Option<OpFoldResult> {
    let view = AffineApplyView::get(ctx, op)?;
    let d = ctx.affine.map_data(view.map);
    let nd = d.num_dims as usize;
    let e = *d.results.first()?;
    match ctx.affine.data(e) {
        AffineExprData::Dim(p) => return view.operands.get(p as usize).map(|&v| OpFoldResult::Value(v)),
        AffineExprData::Symbol(p) => return view.operands.get(nd + p as usize).map(|&v| OpFoldResult::Value(v)),
        _ => {}
    }
    let consts = constant_operands(ctx, view.operands);
    fold_expr(ctx, e, nd, &consts)?.ok().map(OpFoldResult::Constant)
}

/// Like [`make_composed_affine_apply`], but returns the folded result
/// instead of creating an op when the composed apply folds to one of its
/// operands or to a constant (MLIR's `makeComposedFoldedAffineApply`). No op
/// is left behind in that case; materialize a constant result with
/// [`value_or_create_constant_index`].
pub fn make_composed_folded_affine_apply(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[OpFoldResult],
    loc: Location,
    ip: InsertPoint,
) -> OpFoldResult {
    let op = make_composed_affine_apply(ctx, map, operands, loc, ip);
    match fold_apply(ctx, op) {
        Some(r) => {
            ctx.ir.erase_op(op);
            r
        }
        None => OpFoldResult::Value(ctx.ir.result(op, 0)),
    }
}

/// [`make_composed_folded_affine_apply`] of the single expression `e`.
pub fn make_composed_folded_affine_apply_expr(
    ctx: &mut Context,
    e: AffineExpr,
    operands: &[OpFoldResult],
    loc: Location,
    ip: InsertPoint,
) -> OpFoldResult {
    let map = map_of_expr(ctx, e);
    make_composed_folded_affine_apply(ctx, map, operands, loc, ip)
}

/// MLIR's `composeMultiResultAffineMap`: composes each result separately
/// (composition is defined on single results), concatenates their dims and
/// symbols, and canonicalizes the whole (which merges repeated operands).
fn compose_multi_result_map(ctx: &mut Context, map: &mut AffineMap, operands: &mut Vec<ValueId>) {
    let d = ctx.affine.map_data(*map);
    let num_results = d.results.len();
    let mut dims = Vec::new();
    let mut syms = Vec::new();
    let mut exprs = Vec::with_capacity(num_results);
    for i in 0..num_results {
        let mut sub = ctx.affine.sub_map(*map, &[i]);
        let mut sub_operands = operands.clone();
        fully_compose_affine_map_and_operands(ctx, &mut sub, &mut sub_operands);
        canonicalize_map_and_operands(ctx, &mut sub, &mut sub_operands);
        let sd = ctx.affine.map_data(sub);
        let (snd, sns, r) = (sd.num_dims, sd.num_symbols, sd.results[0]);
        let shifted = ctx.affine.shift_dims(r, snd, dims.len() as u32, 0);
        exprs.push(ctx.affine.shift_symbols(shifted, sns, syms.len() as u32, 0));
        dims.extend_from_slice(&sub_operands[..snd as usize]);
        syms.extend_from_slice(&sub_operands[snd as usize..]);
    }
    *map = ctx.affine.map(dims.len() as u32, syms.len() as u32, &exprs);
    dims.extend(syms);
    *operands = dims;
    canonicalize_map_and_operands(ctx, map, operands);
}

/// MLIR's `makeComposedMinMax`: constants folded into the map, each result
/// composed, then `build` creates the op.
fn make_composed_min_max(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[OpFoldResult],
    build: fn(&mut Context, AffineMap, &[ValueId], Location, InsertPoint) -> OpId,
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    let (mut map, mut values) = fold_constants_into_map(ctx, map, operands);
    compose_multi_result_map(ctx, &mut map, &mut values);
    build(ctx, map, &values, loc, ip)
}

/// Creates at `ip` an `affine.min` of `map` applied to `operands`, with
/// constants folded into the map and producing `affine.apply` ops composed
/// into each result (MLIR's `makeComposedAffineMin`).
pub fn make_composed_affine_min(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[OpFoldResult],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    make_composed_min_max(ctx, map, operands, build_min, loc, ip)
}

/// The `affine.max` counterpart of [`make_composed_affine_min`] (what
/// MLIR's `makeComposedFoldedAffineMax` builds before folding).
pub fn make_composed_affine_max(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[OpFoldResult],
    loc: Location,
    ip: InsertPoint,
) -> OpId {
    make_composed_min_max(ctx, map, operands, build_max, loc, ip)
}

/// MLIR's `foldMinMaxOp` as far as it replaces the op: the single symbol
/// operand of a `()[s0] -> (s0)` map, or the min / max of the results when
/// they all fold to constants.
fn fold_min_max(ctx: &Context, op: OpId) -> Option<OpFoldResult> {
    let view = AffineApplyView::get(ctx, op)?;
    let is_min = view.min?;
    let d = ctx.affine.map_data(view.map);
    let nd = d.num_dims as usize;
    let consts = constant_operands(ctx, view.operands);
    let folded: Vec<Option<i64>> =
        d.results.iter().map(|&r| fold_expr(ctx, r, nd, &consts).and_then(Result::ok)).collect();
    if d.num_symbols == 1
        && d.results.len() == 1
        && folded[0].is_none()
        && ctx.affine.data(d.results[0]) == AffineExprData::Symbol(0)
    {
        return view.operands.get(nd).map(|&v| OpFoldResult::Value(v));
    }
    let all: Option<Vec<i64>> = folded.into_iter().collect();
    let all = all?;
    let r = if is_min { all.iter().min() } else { all.iter().max() };
    r.map(|&c| OpFoldResult::Constant(c))
}

fn folded_min_max(ctx: &mut Context, op: OpId) -> OpFoldResult {
    match fold_min_max(ctx, op) {
        Some(r) => {
            ctx.ir.erase_op(op);
            r
        }
        None => OpFoldResult::Value(ctx.ir.result(op, 0)),
    }
}

/// Like [`make_composed_affine_min`], but returns the folded result instead
/// of creating an op when the composed `affine.min` folds (MLIR's
/// `makeComposedFoldedAffineMin`).
pub fn make_composed_folded_affine_min(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[OpFoldResult],
    loc: Location,
    ip: InsertPoint,
) -> OpFoldResult {
    let op = make_composed_affine_min(ctx, map, operands, loc, ip);
    folded_min_max(ctx, op)
}

/// Like [`make_composed_affine_max`], but returns the folded result instead
/// of creating an op when the composed `affine.max` folds (MLIR's
/// `makeComposedFoldedAffineMax`).
pub fn make_composed_folded_affine_max(
    ctx: &mut Context,
    map: AffineMap,
    operands: &[OpFoldResult],
    loc: Location,
    ip: InsertPoint,
) -> OpFoldResult {
    let op = make_composed_affine_max(ctx, map, operands, loc, ip);
    folded_min_max(ctx, op)
}

/// The value of `ofr`, creating `arith.constant <c> : index` at `ip` for a
/// constant (MLIR's `getValueOrCreateConstantIndexOp`).
pub fn value_or_create_constant_index(ctx: &mut Context, ofr: OpFoldResult, loc: Location, ip: InsertPoint) -> ValueId {
    match ofr {
        OpFoldResult::Value(v) => v,
        OpFoldResult::Constant(c) => {
            let op = crate::arith::build_constant_index(ctx, c, loc, ip);
            ctx.ir.result(op, 0)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::affine::views::{AffineAccessMut, AffineAccessView, AffineIfMut, AffineIfView};
    use affine_ir::ir::WalkOrder;
    use affine_ir::parser::{ParseOptions, parse_source};
    use affine_ir::printer::{PrintOptions, print_op};

    fn parse(ctx: &mut Context, src: &str) -> OpId {
        match parse_source(ctx, src, "t.mlir", &ParseOptions::default()) {
            Ok(m) => m,
            Err(d) => panic!("parse error: {}", d.message),
        }
    }

    fn print(ctx: &Context, m: OpId) -> String {
        affine_ir::verify::verify(ctx, m).unwrap_or_else(|d| panic!("verify: {}", d.message));
        print_op(ctx, m, &PrintOptions::default())
    }

    fn ops_named(ctx: &Context, root: OpId, name: &str) -> Vec<OpId> {
        ctx.ir
            .walk(root, WalkOrder::PreOrder)
            .into_iter()
            .filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == name)
            .collect()
    }

    /// Erases `affine.apply` and `arith.constant` ops whose results are
    /// unused, as the canonicalizer's dead-code removal does.
    fn erase_dead(ctx: &mut Context, root: OpId) {
        loop {
            let dead: Vec<OpId> = ctx
                .ir
                .walk(root, WalkOrder::PostOrder)
                .into_iter()
                .filter(|&o| {
                    matches!(ctx.op_name_str(ctx.ir.op(o).name), "affine.apply" | "arith.constant")
                        && ctx.ir.results_unused(o)
                })
                .collect();
            if dead.is_empty() {
                return;
            }
            for o in dead {
                ctx.ir.erase_op(o);
            }
        }
    }

    /// What `-canonicalize` does to affine loads, stores and ifs when no
    /// other pattern applies: compose + canonicalize the map (MLIR's
    /// `SimplifyAffineOp`), compose + canonicalize the set (`AffineIfOp::fold`).
    fn canonicalize_accesses(ctx: &mut Context, root: OpId) {
        for op in ctx.ir.walk(root, WalkOrder::PreOrder) {
            if let Some(v) = AffineAccessView::get(ctx, op) {
                let (mut map, mut operands) = (v.map, v.map_operands.to_vec());
                compose_affine_map_and_operands(ctx, &mut map, &mut operands);
                canonicalize_map_and_operands(ctx, &mut map, &mut operands);
                AffineAccessMut::get(ctx, op).unwrap().set_map_and_indices(map, &operands);
            } else if let Some(v) = AffineIfView::get(ctx, op) {
                let (mut set, mut operands) = (v.condition, v.operands.to_vec());
                compose_set_and_operands(ctx, &mut set, &mut operands);
                canonicalize_set_and_operands(ctx, &mut set, &mut operands);
                AffineIfMut::get(ctx, op).unwrap().set_conditional(set, &operands);
            }
        }
        erase_dead(ctx, root);
    }

    /// Input and `mlir-opt` 22 `-canonicalize` output: apply chains composed
    /// into loads / stores, valid symbols in dim positions promoted, constant
    /// symbols folded, repeated operands merged, applies composed into an
    /// `affine.if` condition.
    const CANON_INPUT: &str = "func.func @chain(%n: index, %m: memref<100x100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %a = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %n)
      %b = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%a)[%n]
      %v = affine.load %m[%b, %a] : memref<100x100xf32>
      affine.store %v, %m[%j, %b] : memref<100x100xf32>
    }
  }
  return
}
func.func @consts(%n: index, %m: memref<100xf32>) {
  %c3 = arith.constant 3 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + 7)>(%i)[%c3]
    %v = affine.load %m[%a + symbol(%n) - symbol(%n)] : memref<100xf32>
    affine.store %v, %m[%i + %c3] : memref<100xf32>
  }
  return
}
func.func @dup(%n: index, %m: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %v = affine.load %m[%i + %i + symbol(%n) + symbol(%n)] : memref<100xf32>
    affine.store %v, %m[%n + %i] : memref<100xf32>
  }
  return
}
func.func @sym_in_dim(%n: index, %k: index, %m: memref<100xf32>) {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0, d1, d2) -> (d2 * 3 + d1 - d0)>(%n, %i, %k)
    %v = affine.load %m[%a] : memref<100xf32>
    affine.store %v, %m[%i] : memref<100xf32>
  }
  return
}
func.func @cond(%n: index, %k: index, %m: memref<100xf32>) {
  %cst = arith.constant 1.0 : f32
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 4)>(%i)
    affine.if affine_set<(d0, d1, d2)[s0] : (d0 - d1 >= 0, d2 * 2 - s0 >= 0, d0 + d2 - 3 == 0)>(%a, %n, %i)[%c2] {
      affine.store %cst, %m[%i] : memref<100xf32>
    }
  }
  return
}
";

    const CANON_EXPECTED: &str = "#set = affine_set<(d0)[s0] : (d0 - s0 + 4 >= 0, d0 * 2 - 2 >= 0, d0 * 2 + 1 == 0)>
module {
  func.func @chain(%arg0: index, %arg1: memref<100x100xf32>) {
    affine.for %arg2 = 0 to 10 {
      affine.for %arg3 = 0 to 10 {
        %0 = affine.load %arg1[%arg2 * 2 + symbol(%arg0) * 3, %arg2 + symbol(%arg0)] : memref<100x100xf32>
        affine.store %0, %arg1[%arg3, %arg2 * 2 + symbol(%arg0) * 3] : memref<100x100xf32>
      }
    }
    return
  }
  func.func @consts(%arg0: index, %arg1: memref<100xf32>) {
    affine.for %arg2 = 0 to 10 {
      %0 = affine.load %arg1[%arg2 * 3 + 7] : memref<100xf32>
      affine.store %0, %arg1[%arg2 + 3] : memref<100xf32>
    }
    return
  }
  func.func @dup(%arg0: index, %arg1: memref<100xf32>) {
    affine.for %arg2 = 0 to 10 {
      %0 = affine.load %arg1[%arg2 * 2 + symbol(%arg0) * 2] : memref<100xf32>
      affine.store %0, %arg1[%arg2 + symbol(%arg0)] : memref<100xf32>
    }
    return
  }
  func.func @sym_in_dim(%arg0: index, %arg1: index, %arg2: memref<100xf32>) {
    affine.for %arg3 = 0 to 10 {
      %0 = affine.load %arg2[%arg3 - symbol(%arg0) + symbol(%arg1) * 3] : memref<100xf32>
      affine.store %0, %arg2[%arg3] : memref<100xf32>
    }
    return
  }
  func.func @cond(%arg0: index, %arg1: index, %arg2: memref<100xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    affine.for %arg3 = 0 to 10 {
      affine.if #set(%arg3)[%arg0] {
        affine.store %cst, %arg2[%arg3] : memref<100xf32>
      }
    }
    return
  }
}
";

    /// Longer chains: applies of symbols used as symbols and as dims,
    /// results shared by several applies, `floordiv` / `mod` composed.
    const CHAIN_INPUT: &str = "func.func @symchain(%n: index, %k: index, %m: memref<100x100xf32>) {
  %s = affine.apply affine_map<()[s0, s1] -> (s0 * 4 + s1)>()[%n, %k]
  %t = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%s)
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%t]
    %b = affine.apply affine_map<(d0, d1) -> (d0 - d1)>(%a, %i)
    %c = affine.apply affine_map<(d0)[s0] -> (d0 mod 4 + s0)>(%b)[%s]
    %v = affine.load %m[%c, symbol(%t) + %i] : memref<100x100xf32>
    affine.store %v, %m[%i, %b] : memref<100x100xf32>
  }
  return
}
func.func @nested(%n: index, %m: memref<100x100xf32>) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %x0 = affine.apply affine_map<(d0) -> (d0 - 1)> (%i)
      %x1_0 = affine.apply affine_map<(d0, d1) -> (d0)> (%x0, %j)
      %x1_1 = affine.apply affine_map<(d0, d1) -> (d1 + 3)> (%x0, %j)
      %v = affine.load %m[%x1_0, %x1_1] : memref<100x100xf32>
      affine.store %v, %m[%x1_1 + %x1_0 * 2, symbol(%n)] : memref<100x100xf32>
    }
  }
  return
}
";

    const CHAIN_EXPECTED: &str = "module {
  func.func @symchain(%arg0: index, %arg1: index, %arg2: memref<100x100xf32>) {
    affine.for %arg3 = 0 to 10 {
      %0 = affine.load %arg2[symbol(%arg0) * 6 + symbol(%arg1) + symbol(%arg1) floordiv 2 - ((symbol(%arg0) * 2 + symbol(%arg1) floordiv 2) floordiv 4) * 4, %arg3 + symbol(%arg0) * 2 + symbol(%arg1) floordiv 2] : memref<100x100xf32>
      affine.store %0, %arg2[%arg3, symbol(%arg0) * 2 + symbol(%arg1) floordiv 2] : memref<100x100xf32>
    }
    return
  }
  func.func @nested(%arg0: index, %arg1: memref<100x100xf32>) {
    affine.for %arg2 = 0 to 10 {
      affine.for %arg3 = 0 to 10 {
        %0 = affine.load %arg1[%arg2 - 1, %arg3 + 3] : memref<100x100xf32>
        affine.store %0, %arg1[%arg3 + %arg2 * 2 + 1, symbol(%arg0)] : memref<100x100xf32>
      }
    }
    return
  }
}
";

    #[test]
    fn compose_and_canonicalize_match_mlir_canonicalize() {
        for (input, expected) in [(CANON_INPUT, CANON_EXPECTED), (CHAIN_INPUT, CHAIN_EXPECTED)] {
            let mut ctx = crate::new_context();
            let m = parse(&mut ctx, input);
            canonicalize_accesses(&mut ctx, m);
            assert_eq!(print(&ctx, m), expected);
        }
    }

    /// A function with index arguments `%n`, `%k` and a loop `%i` whose
    /// body is `body`; returns the module and the values (n, k, i).
    fn loop_fixture(ctx: &mut Context, body: &str) -> (OpId, [ValueId; 3]) {
        let src = format!(
            "func.func @f(%n: index, %k: index, %m: memref<100xf32>) {{\n  affine.for %i = 0 to 10 {{\n{body}\n  }}\n  return\n}}\n"
        );
        let module = parse(ctx, &src);
        let func = ops_named(ctx, module, "func.func")[0];
        let entry = ctx.ir.entry_block(ctx.ir.regions(func)[0]).unwrap();
        let args = ctx.ir.block_args(entry).to_vec();
        let for_op = ops_named(ctx, module, "affine.for")[0];
        let iv = ctx.ir.block_args(ctx.ir.entry_block(ctx.ir.regions(for_op)[0]).unwrap())[0];
        (module, [args[0], args[1], iv])
    }

    fn map(ctx: &mut Context, text: &str) -> AffineMap {
        match affine_ir::affine::parse_affine_map_or_set(&mut ctx.affine, text, 0) {
            Ok((affine_ir::affine::MapOrSet::Map(m), _)) => m,
            _ => panic!("not a map: {text}"),
        }
    }

    #[test]
    fn canonicalize_drops_unused_and_keeps_order() {
        let mut ctx = crate::new_context();
        let (_, [n, k, i]) = loop_fixture(&mut ctx, "");
        let mut m = map(&mut ctx, "(d0, d1)[s0, s1] -> (d1 + s1)");
        let mut ops = vec![n, i, n, k];
        canonicalize_map_and_operands(&mut ctx, &mut m, &mut ops);
        // %n in a dim position is a valid symbol but unused: dropped.
        assert_eq!(ctx.affine.map_to_string(m), "(d0)[s0] -> (d0 + s0)");
        assert_eq!(ops, vec![i, k]);
    }

    #[test]
    fn canonicalize_demotes_dims_used_as_symbols() {
        let mut ctx = crate::new_context();
        let (_, [n, _, i]) = loop_fixture(&mut ctx, "");
        let mut m = map(&mut ctx, "()[s0, s1] -> (s0 + s1 * 2)");
        let mut ops = vec![n, i];
        canonicalize_map_and_operands(&mut ctx, &mut m, &mut ops);
        assert_eq!(ctx.affine.map_to_string(m), "(d0)[s0] -> (d0 * 2 + s0)");
        assert_eq!(ops, vec![i, n]);
    }

    #[test]
    fn canonicalize_set_promotes_and_folds() {
        let mut ctx = crate::new_context();
        let (module, [n, _, i]) = loop_fixture(&mut ctx, "");
        let func = ops_named(&ctx, module, "func.func")[0];
        let entry = ctx.ir.entry_block(ctx.ir.regions(func)[0]).unwrap();
        let loc = ctx.unknown_loc();
        let c = crate::arith::build_constant_index(&mut ctx, 5, loc, InsertPoint::BlockStart(entry));
        let c = ctx.ir.result(c, 0);
        let s = match affine_ir::affine::parse_affine_map_or_set(
            &mut ctx.affine,
            "(d0, d1, d2) : (d0 - d1 >= 0, d2 - d1 == 0)",
            0,
        ) {
            Ok((affine_ir::affine::MapOrSet::Set(s), _)) => s,
            _ => panic!(),
        };
        let mut set = s;
        let mut ops = vec![i, n, c];
        canonicalize_set_and_operands(&mut ctx, &mut set, &mut ops);
        assert_eq!(ctx.affine.set_to_string(set), "(d0)[s0] : (d0 - s0 >= 0, -s0 + 5 == 0)");
        assert_eq!(ops, vec![i, n]);
    }

    #[test]
    fn fully_compose_leaves_apply_free_operands_alone() {
        let mut ctx = crate::new_context();
        let (_, [n, _, i]) = loop_fixture(&mut ctx, "");
        let m0 = map(&mut ctx, "(d0, d1) -> (d0 + d1)");
        let (mut m, mut ops) = (m0, vec![i, n]);
        fully_compose_affine_map_and_operands(&mut ctx, &mut m, &mut ops);
        assert_eq!((m, ops), (m0, vec![i, n]));
    }

    #[test]
    fn make_composed_apply_folds_constants_and_composes() {
        let mut ctx = crate::new_context();
        let (module, [n, _, i]) =
            loop_fixture(&mut ctx, "    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%i)[%n]");
        let apply = ops_named(&ctx, module, "affine.apply")[0];
        let a = ctx.ir.result(apply, 0);
        let loc = ctx.unknown_loc();
        let m = map(&mut ctx, "(d0, d1)[s0] -> (d0 + d1 * s0)");
        let ip = InsertPoint::After(apply);
        let ops = [OpFoldResult::Value(a), OpFoldResult::Value(i), OpFoldResult::Constant(3)];
        let new = make_composed_affine_apply(&mut ctx, m, &ops, loc, ip);
        let v = AffineApplyView::get(&ctx, new).unwrap();
        // (i * 2 + n) + i * 3, with %n promoted to a symbol.
        assert_eq!(ctx.affine.map_to_string(v.map), "(d0)[s0] -> (d0 * 5 + s0)");
        assert_eq!(v.operands, &[i, n]);
    }

    #[test]
    fn make_composed_folded_apply() {
        let mut ctx = crate::new_context();
        let (module, [n, _, i]) = loop_fixture(&mut ctx, "");
        let for_op = ops_named(&ctx, module, "affine.for")[0];
        let loc = ctx.unknown_loc();
        let ip = InsertPoint::BlockStart(ctx.ir.entry_block(ctx.ir.regions(for_op)[0]).unwrap());
        let before = ctx.ir.walk(module, WalkOrder::PreOrder).len();
        // All constant: folds to a constant, no op is left behind.
        let m = map(&mut ctx, "(d0)[s0] -> (d0 * s0 + 1)");
        let r = make_composed_folded_affine_apply(
            &mut ctx,
            m,
            &[OpFoldResult::Constant(3), OpFoldResult::Constant(4)],
            loc,
            ip,
        );
        assert_eq!(r, OpFoldResult::Constant(13));
        assert_eq!(ctx.ir.walk(module, WalkOrder::PreOrder).len(), before);
        // A valid symbol in a dim position is promoted; `()[s0] -> (s0)`
        // folds to the operand.
        let m = map(&mut ctx, "(d0, d1) -> (d1)");
        let r = make_composed_folded_affine_apply(&mut ctx, m, &[i.into(), n.into()], loc, ip);
        assert_eq!(r, OpFoldResult::Value(n));
        assert_eq!(ctx.ir.walk(module, WalkOrder::PreOrder).len(), before);
        // Not foldable: the op stays.
        let e = {
            let (d0, s0) = (ctx.affine.dim(0), ctx.affine.symbol(0));
            ctx.affine.add(d0, s0)
        };
        let r = make_composed_folded_affine_apply_expr(&mut ctx, e, &[i.into(), n.into()], loc, ip);
        let v = r.value().and_then(|v| ctx.ir.defining_op(v)).and_then(|o| AffineApplyView::get(&ctx, o)).unwrap();
        assert_eq!(ctx.affine.map_to_string(v.map), "(d0)[s0] -> (d0 + s0)");
        // Materializing a constant creates `arith.constant ... : index`.
        let c = value_or_create_constant_index(&mut ctx, OpFoldResult::Constant(13), loc, ip);
        assert_eq!(crate::arith::constant_index_value(&ctx, c), Some(13));
        let text = print(&ctx, module);
        assert!(text.contains("%c13 = arith.constant 13 : index\n"), "{text}");
    }

    #[test]
    fn make_composed_min_max() {
        let mut ctx = crate::new_context();
        let (module, [n, k, i]) = loop_fixture(&mut ctx, "    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)");
        let apply = ops_named(&ctx, module, "affine.apply")[0];
        let a = ctx.ir.result(apply, 0);
        let loc = ctx.unknown_loc();
        let ip = InsertPoint::After(apply);
        // Each result is composed separately, then operands are merged.
        let m = map(&mut ctx, "(d0, d1)[s0] -> (d0 * 4, d1 + s0, 10)");
        let op = make_composed_affine_min(&mut ctx, m, &[a.into(), i.into(), n.into()], loc, ip);
        let v = AffineApplyView::get(&ctx, op).unwrap();
        assert_eq!(v.min, Some(true));
        assert_eq!(ctx.affine.map_to_string(v.map), "(d0)[s0] -> (d0 * 4 + 4, d0 + s0, 10)");
        assert_eq!(v.operands, &[i, n]);
        // All results constant: the min / max folds.
        let m = map(&mut ctx, "()[s0, s1] -> (s0, s1 + 2, 7)");
        let ops = [OpFoldResult::Constant(3), OpFoldResult::Constant(9)];
        assert_eq!(make_composed_folded_affine_min(&mut ctx, m, &ops, loc, ip), OpFoldResult::Constant(3));
        assert_eq!(make_composed_folded_affine_max(&mut ctx, m, &ops, loc, ip), OpFoldResult::Constant(11));
        // A single symbol folds to its operand.
        let m = map(&mut ctx, "(d0) -> (d0)");
        assert_eq!(make_composed_folded_affine_max(&mut ctx, m, &[k.into()], loc, ip), OpFoldResult::Value(k));
        // Otherwise the op stays (a dim identity is not folded by MLIR).
        let r = make_composed_folded_affine_max(&mut ctx, m, &[i.into()], loc, ip);
        let o = r.value().and_then(|v| ctx.ir.defining_op(v)).unwrap();
        assert_eq!(ctx.op_name_str(ctx.ir.op(o).name), "affine.max");
        print(&ctx, module);
    }

    /// A settled composition is canonical: canonicalizing it again (what
    /// `SimplifyAffineOp` and loop bound canonicalization skip) changes
    /// nothing, and the result is that of compose + canonicalize. Both
    /// kinds of result occur among the accesses checked.
    #[test]
    fn settled_composition_is_canonical() {
        let (mut settled_seen, mut unsettled_seen) = (0, 0);
        for input in [CANON_INPUT, CHAIN_INPUT] {
            let mut ctx = crate::new_context();
            let module = parse(&mut ctx, input);
            for op in ctx.ir.walk(module, WalkOrder::PreOrder) {
                let Some(v) = AffineAccessView::get(&ctx, op) else { continue };
                let (map0, operands0) = (v.map, v.map_operands.to_vec());
                let (mut map, mut operands) = (map0, operands0.clone());
                let settled = compose_affine_map_and_operands_settled(&mut ctx, &mut map, &mut operands);
                let (mut again, mut again_ops) = (map, operands.clone());
                canonicalize_map_and_operands(&mut ctx, &mut again, &mut again_ops);
                if settled {
                    settled_seen += 1;
                    assert_eq!((again, &again_ops), (map, &operands), "settled result changed by canonicalization");
                } else {
                    unsettled_seen += 1;
                }
                let (mut reference, mut reference_ops) = (map0, operands0);
                compose_affine_map_and_operands(&mut ctx, &mut reference, &mut reference_ops);
                canonicalize_map_and_operands(&mut ctx, &mut reference, &mut reference_ops);
                assert_eq!((again, again_ops), (reference, reference_ops));
            }
        }
        assert!(settled_seen > 0 && unsettled_seen > 0, "{settled_seen} settled, {unsettled_seen} not");
    }
}
