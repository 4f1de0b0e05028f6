//! Vectorization of one loop nest under a strategy (MLIR's
//! `vectorizeLoopNest` and the `vectorize*` functions of
//! `SuperVectorize.cpp`): every op of the scalar nest is visited in
//! pre-order and a vector counterpart is built after the nest (loops with
//! scaled steps, `vector.transfer_read` / `transfer_write` for loads and
//! stores, broadcasts of uniform values, splat constants, widened
//! elementwise ops, vector accumulators with a `vector.reduction` after
//! the loop); on success the scalar nest is erased.
//!
//! On top of MLIR's algorithm, [`super::super_vectorize_lanes`] decides
//! beforehand whether the vector code computes exactly what the scalar
//! nest computes, and which stores must be masked so that no lane past the
//! end of a loop writes memory; a refusal there leaves the IR untouched.

use std::collections::HashMap;

use affine_analysis::parallel::{LoopReduction, match_reduction};
use affine_analysis::vectorization::{loop_iv, make_permutation_map, vectorizable_loop_body};
use affine_dialects::affine::builders::{build_apply, build_for, build_min};
use affine_dialects::affine::utils::make_composed_affine_apply;
use affine_dialects::affine::{AffineAccessView, AffineApplyView, AffineForView, OpFoldResult, ReductionKind, names};
use affine_dialects::arith::builders::{build_binary, build_constant, build_select};
use affine_dialects::ub::build_poison;
use affine_dialects::vector::builders::{
    build_broadcast, build_create_mask, build_reduction, build_transfer_read, build_transfer_write, build_with_types,
};
use affine_ir::affine::AffineMap;
use affine_ir::context::{AttrData, Attribute, Type, TypeData};
use affine_ir::ir::{BlockId, InsertPoint, ValueDef, WalkOrder};
use affine_ir::{Context, Diagnostic, OpId, ValueId};

use super::super_vectorize::{Refusal, Strategy};
use super::super_vectorize_lanes::LaneFacts;
use affine_analysis::vectorization::lanes::LaneShape;

/// An insertion point of MLIR's `OpBuilder`: before an op, or at the end
/// of a block (where new ops are appended).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Ip {
    Before(OpId),
    End(BlockId),
}

impl Ip {
    fn at(self) -> InsertPoint {
        match self {
            Ip::Before(o) => InsertPoint::Before(o),
            Ip::End(b) => InsertPoint::BlockEnd(b),
        }
    }

    /// `setInsertionPointAfter(op)`.
    fn after(ctx: &Context, op: OpId) -> Ip {
        match ctx.ir.op(op).next {
            Some(n) => Ip::Before(n),
            None => Ip::End(ctx.ir.op(op).parent.expect("op in a block")),
        }
    }

    /// `setInsertionPointToStart(block)`.
    fn start(ctx: &Context, block: BlockId) -> Ip {
        match ctx.ir.block(block).first {
            Some(o) => Ip::Before(o),
            None => Ip::End(block),
        }
    }

    /// `setInsertionPointAfterValue(v)`.
    fn after_value(ctx: &Context, v: ValueId) -> Ip {
        match ctx.ir.value(v).def {
            ValueDef::OpResult(op, _) => Ip::after(ctx, op),
            ValueDef::BlockArg(b, _) => Ip::start(ctx, b),
        }
    }

    fn block(self, ctx: &Context) -> BlockId {
        match self {
            Ip::Before(o) => ctx.ir.op(o).parent.expect("op in a block"),
            Ip::End(b) => b,
        }
    }
}

/// What vectorizing a nest did beyond MLIR's algorithm.
#[derive(Clone, Copy, Debug, Default)]
pub(crate) struct NestStats {
    /// Stores masked so that lanes past the end of a loop do not write.
    pub masked_stores: usize,
}

/// How a nest failed to vectorize.
#[derive(Debug)]
pub(crate) enum NestFailure {
    /// MLIR 22 fails here too; the vector root loop is erased but ops
    /// created outside it stay (as MLIR leaves them), except those using
    /// erased values.
    Mlir(Refusal),
    /// Only we refuse (the vector code would compute something else); every
    /// op created is erased, the IR is as before.
    Unsafe(Refusal),
}

/// MLIR's `VectorizationState`.
struct State<'s> {
    strategy: &'s Strategy,
    /// Element type -> vector type of the strategy's shape (shared by the
    /// nests of a function: every nest asks for the same few).
    vector_types: &'s mut Vec<(Type, Type)>,
    facts: LaneFacts,
    ip: Ip,
    /// Scalar op -> its vector replacement (loops, loads, stores, widened ops).
    op_vector: HashMap<OpId, OpId>,
    /// Scalar value -> vector value.
    value_vector: HashMap<ValueId, ValueId>,
    /// Scalar value -> scalar value inside the vector nest (ivs, applies).
    value_scalar: HashMap<ValueId, ValueId>,
    /// Results of vectorized reduction loops -> their scalar value.
    loop_result_scalar: Vec<(ValueId, ValueId)>,
    /// New vector loop -> its vector dimension.
    vec_loop_dim: HashMap<OpId, usize>,
    /// New vector loop -> the scalar loop it replaces.
    vec_loop_scalar: HashMap<OpId, OpId>,
    /// New vector loop -> its 1-D tail mask.
    vec_loop_mask: HashMap<OpId, ValueId>,
    /// New vector loop -> its remaining iteration count (n-D store masks).
    vec_loop_iters_left: HashMap<OpId, ValueId>,
    /// Every op created, in creation order.
    created: Vec<OpId>,
    /// Stores given a mask.
    masked_stores: usize,
    diags: Vec<Diagnostic>,
}

/// Vectorizes the nest rooted at `root` (loops of `strategy`), MLIR's
/// `vectorizeLoopNest`. Diagnostics MLIR emits on the way are appended to
/// `diags`.
///
/// `body_known_vectorizable`: the caller knows MLIR's
/// `isVectorizableLoopBody` check of `root` (without contiguity) passes on
/// the IR as it is (it passed with contiguity, which only refuses more, and
/// nothing in `root` changed since), so it is not redone. `vector_types`
/// caches the strategy-shaped vector type of each element type.
pub(crate) fn vectorize_loop_nest(
    ctx: &mut Context,
    root: OpId,
    strategy: &Strategy,
    body_known_vectorizable: bool,
    vector_types: &mut Vec<(Type, Type)>,
    diags: &mut Vec<Diagnostic>,
) -> Result<NestStats, NestFailure> {
    if !body_known_vectorizable {
        let body = vectorizable_loop_body(ctx, root, false, diags);
        if !body.vectorizable {
            return Err(NestFailure::Mlir(Refusal::Body(body.refusal)));
        }
    }
    let facts = super::super_vectorize_lanes::check_nest(ctx, root, strategy).map_err(NestFailure::Unsafe)?;
    let mut state = State {
        strategy,
        vector_types,
        facts,
        ip: Ip::after(ctx, root),
        op_vector: HashMap::new(),
        value_vector: HashMap::new(),
        value_scalar: HashMap::new(),
        loop_result_scalar: Vec::new(),
        vec_loop_dim: HashMap::new(),
        vec_loop_scalar: HashMap::new(),
        vec_loop_mask: HashMap::new(),
        vec_loop_iters_left: HashMap::new(),
        created: Vec::new(),
        masked_stores: 0,
        diags: Vec::new(),
    };
    let ops = ctx.ir.walk(root, WalkOrder::PreOrder);
    for op in ops {
        if let Err(failure) = state.vectorize_op(ctx, op) {
            diags.append(&mut state.diags);
            state.roll_back(ctx, root, &failure);
            return Err(failure);
        }
    }
    diags.append(&mut state.diags);
    for &(scalar, replacement) in &state.loop_result_scalar {
        ctx.ir.replace_all_uses(scalar, replacement);
    }
    ctx.ir.erase_op(root);
    Ok(NestStats { masked_stores: state.masked_stores })
}

impl State<'_> {
    fn create_ip(&mut self, op: OpId) -> OpId {
        self.created.push(op);
        op
    }

    fn vector_type(&mut self, ctx: &mut Context, elem: Type) -> Type {
        if let Some(&(_, t)) = self.vector_types.iter().find(|(e, _)| *e == elem) {
            return t;
        }
        let t = ctx.vector_type(self.strategy.vector_sizes.clone(), elem);
        self.vector_types.push((elem, t));
        t
    }

    fn scalar_of(&self, v: ValueId) -> ValueId {
        self.value_scalar.get(&v).copied().unwrap_or(v)
    }

    /// Undoes a failed vectorization.
    fn roll_back(&mut self, ctx: &mut Context, root: OpId, failure: &NestFailure) {
        match failure {
            NestFailure::Unsafe(_) => {
                for &op in self.created.iter().rev() {
                    if ctx.ir.is_alive(op) && ctx.ir.op(op).parent.is_some() {
                        ctx.ir.erase_op(op);
                    }
                }
            }
            NestFailure::Mlir(_) => {
                if let Some(&vec_root) = self.op_vector.get(&root)
                    && ctx.ir.is_alive(vec_root)
                {
                    ctx.ir.erase_op(vec_root);
                }
                // MLIR leaves the other ops it created outside the vector
                // root: broadcasts of uniform values (dead, kept as MLIR
                // keeps them), and the neutral vectors and reductions of a
                // reduction loop, which use the erased loop (MLIR then
                // crashes: `tests/lit/upstream-bugs/vectorize-reductions-
                // segfault.mlir`); those go.
                for &op in &self.created {
                    let keep = ctx.op_name_str(ctx.ir.op(op).name) == "vector.broadcast" && !uses_dead_value(ctx, op);
                    if ctx.ir.is_alive(op) && ctx.ir.op(op).parent.is_some() && !keep {
                        ctx.ir.erase_op(op);
                    }
                }
            }
        }
    }

    /// MLIR's `vectorizeOneOperation`.
    fn vectorize_op(&mut self, ctx: &mut Context, op: OpId) -> Result<(), NestFailure> {
        let name = ctx.op_name_str(ctx.ir.op(op).name);
        match name {
            names::LOAD => self.vectorize_load(ctx, op),
            names::STORE => self.vectorize_store(ctx, op),
            names::FOR => self.vectorize_for(ctx, op),
            names::YIELD => self.vectorize_yield(ctx, op),
            "arith.constant" => self
                .vectorize_constant(ctx, op)
                .map(|_| ())
                .ok_or(NestFailure::Mlir(Refusal::OperandNotVectorizable(op))),
            names::APPLY => self.vectorize_apply(ctx, op),
            _ if !ctx.ir.regions(op).is_empty() => Err(NestFailure::Mlir(Refusal::UnsupportedOp(op))),
            _ => self.widen(ctx, op).map(|_| ()),
        }
    }

    /// MLIR's `vectorizeConstant`: a splat vector constant at the start of
    /// the innermost vector loop around the insertion point.
    fn vectorize_constant(&mut self, ctx: &mut Context, const_op: OpId) -> Option<ValueId> {
        let result = *ctx.ir.results(const_op).first()?;
        let scalar_type = ctx.ir.value_type(result);
        if !affine_analysis::vectorization::is_valid_vector_element_type(ctx, scalar_type) {
            return None;
        }
        let value = affine_dialects::arith::constant_value(ctx, const_op)?;
        let vec_type = self.vector_type(ctx, scalar_type);
        let attr = ctx.attr(AttrData::DenseElements { ty: vec_type, splat: true, values: vec![value] });
        let mut parent = ctx.ir.block_parent_op(self.ip.block(ctx));
        while let Some(p) = parent {
            if self.vec_loop_dim.contains_key(&p) {
                break;
            }
            parent = ctx.ir.parent_op(p);
        }
        let vec_for = parent?;
        let body = AffineForView::get(ctx, vec_for)?.body;
        let loc = ctx.ir.op(const_op).loc;
        let new = build_constant(ctx, attr, vec_type, loc, Ip::start(ctx, body).at());
        self.create_ip(new);
        self.op_vector.insert(const_op, new);
        let new_value = ctx.ir.result(new, 0);
        self.value_vector.insert(result, new_value);
        Some(new_value)
    }

    /// MLIR's `vectorizeAffineApplyOp`: the apply stays scalar, on the
    /// scalar replacements of its operands.
    fn vectorize_apply(&mut self, ctx: &mut Context, apply: OpId) -> Result<(), NestFailure> {
        let view = AffineApplyView::get(ctx, apply).ok_or(NestFailure::Mlir(Refusal::UnsupportedOp(apply)))?;
        let (map, operands) = (view.map, view.operands.to_vec());
        if operands.iter().any(|o| self.value_vector.contains_key(o)) {
            return Err(NestFailure::Mlir(Refusal::ApplyOnVector(apply)));
        }
        let updated: Vec<ValueId> = operands.iter().map(|&o| self.scalar_of(o)).collect();
        let loc = ctx.ir.op(apply).loc;
        let new = build_apply(ctx, map, &updated, loc, self.ip.at());
        self.create_ip(new);
        self.value_scalar.insert(ctx.ir.result(apply, 0), ctx.ir.result(new, 0));
        Ok(())
    }

    /// MLIR's `isUniformDefinition`: the induction variable of a loop that
    /// is not vectorized, or an int/index/float value defined outside every
    /// vectorized loop.
    fn is_uniform(&self, ctx: &Context, v: ValueId) -> bool {
        if let Some(owner) = affine_dialects::affine::for_induction_var_owner(ctx, v)
            && !self.strategy.loop_to_vector_dim.contains_key(&owner)
        {
            return true;
        }
        let def_parent = match ctx.ir.value(v).def {
            ValueDef::OpResult(op, _) => ctx.ir.parent_op(op),
            ValueDef::BlockArg(b, _) => ctx.ir.block_parent_op(b),
        };
        for &l in self.strategy.loop_to_vector_dim.keys() {
            if def_parent.is_some_and(|p| ctx.ir.is_ancestor(l, p)) {
                return false;
            }
        }
        let t = ctx.ir.value_type(v);
        ctx.is_int_or_index(t) || ctx.float_kind(t).is_some()
    }

    /// MLIR's `vectorizeOperand`.
    fn vectorize_operand(&mut self, ctx: &mut Context, operand: ValueId) -> Option<ValueId> {
        if let Some(&v) = self.value_vector.get(&operand) {
            // A constant defined outside the nest is vectorized once per
            // vector loop; reuse it only where it dominates.
            if self.dominates_ip(ctx, v) {
                return Some(v);
            }
        }
        if matches!(ctx.type_data(ctx.ir.value_type(operand)), TypeData::Vector { .. }) {
            return None;
        }
        if let Some(def) = ctx.ir.defining_op(operand)
            && ctx.op_name_str(ctx.ir.op(def).name) == "arith.constant"
        {
            return self.vectorize_constant(ctx, def);
        }
        if self.is_uniform(ctx, operand) {
            return Some(self.vectorize_uniform(ctx, operand));
        }
        None
    }

    /// True if `v` is defined in a block enclosing the insertion point.
    fn dominates_ip(&self, ctx: &Context, v: ValueId) -> bool {
        let def_block = match ctx.ir.value(v).def {
            ValueDef::OpResult(op, _) => ctx.ir.op(op).parent,
            ValueDef::BlockArg(b, _) => Some(b),
        };
        let Some(def_block) = def_block else { return false };
        let mut block = Some(self.ip.block(ctx));
        while let Some(b) = block {
            if b == def_block {
                return true;
            }
            block = ctx.ir.block_parent_op(b).and_then(|p| ctx.ir.op(p).parent);
        }
        false
    }

    /// MLIR's `vectorizeUniform`: a broadcast right after the definition.
    fn vectorize_uniform(&mut self, ctx: &mut Context, value: ValueId) -> ValueId {
        let scalar = self.scalar_of(value);
        let ip = Ip::after_value(ctx, scalar);
        let vec_type = self.vector_type(ctx, ctx.ir.value_type(value));
        let loc = value_loc(ctx, value);
        let b = build_broadcast(ctx, vec_type, scalar, loc, ip.at());
        self.create_ip(b);
        let r = ctx.ir.result(b, 0);
        self.value_vector.insert(value, r);
        r
    }

    /// The vector loops around the insertion point with their vector
    /// dimension, innermost first (MLIR's `getEnclosingforOps` filtered by
    /// `vecLoopToVecDim`).
    fn enclosing_vector_loops(&self, ctx: &Context) -> Vec<OpId> {
        let mut out = Vec::new();
        let mut cur = ctx.ir.block_parent_op(self.ip.block(ctx));
        while let Some(p) = cur {
            if self.vec_loop_dim.contains_key(&p) {
                out.push(p);
            }
            cur = ctx.ir.parent_op(p);
        }
        out
    }

    /// Subscripts of a vector transfer for a scalar load/store: its map
    /// operands (scalar replacements) when the map is the identity, one
    /// `affine.apply` per map result otherwise (MLIR's
    /// `computeMemoryOpIndices`).
    fn transfer_indices(&mut self, ctx: &mut Context, op: OpId) -> Option<(Vec<ValueId>, bool)> {
        let view = AffineAccessView::get(ctx, op)?;
        let (map, map_operands) = (view.map, view.map_operands.to_vec());
        let rank = ctx.shape(ctx.ir.value_type(view.memref))?.len();
        let operands: Vec<ValueId> = map_operands.iter().map(|&o| self.scalar_of(o)).collect();
        let identity = ctx.affine.multi_dim_identity_map(rank as u32);
        if map == identity {
            return Some((operands, false));
        }
        let data = ctx.affine.map_data(map).clone();
        let loc = ctx.ir.op(op).loc;
        let mut indices = Vec::with_capacity(data.results.len());
        for &e in &data.results {
            let single = ctx.affine.map(data.num_dims, data.num_symbols, &[e]);
            let a = build_apply(ctx, single, &operands, loc, self.ip.at());
            self.create_ip(a);
            indices.push(ctx.ir.result(a, 0));
        }
        Some((indices, true))
    }

    /// The permutation map of a transfer at the insertion point, checked
    /// against the exact lanes of the access (`access`).
    fn permutation_map(
        &mut self,
        ctx: &mut Context,
        access: OpId,
        indices: &[ValueId],
    ) -> Result<AffineMap, NestFailure> {
        let loops = self.enclosing_vector_loops(ctx);
        let enclosing: Vec<(ValueId, usize)> =
            loops.iter().map(|&l| (loop_iv(ctx, l).expect("loop iv"), self.vec_loop_dim[&l])).collect();
        let rank = self.strategy.vector_sizes.len();
        let map = make_permutation_map(ctx, &enclosing, indices, rank)
            .ok_or(NestFailure::Mlir(Refusal::NoPermutationMap(access)))?;
        let results = ctx.affine.map_data(map).results.clone();
        let is_store = ctx.op_name_str(ctx.ir.op(access).name) == names::STORE;
        for &l in &loops {
            let scalar_loop = self.vec_loop_scalar[&l];
            let shape = match ctx.affine.data(results[self.vec_loop_dim[&l]]) {
                affine_ir::affine::AffineExprData::Dim(d) => LaneShape::Contiguous(d as usize),
                _ => LaneShape::Broadcast,
            };
            if is_store && shape == LaneShape::Broadcast {
                return Err(NestFailure::Unsafe(Refusal::BroadcastStore(access)));
            }
            if !self.facts.lanes_match(ctx, access, scalar_loop, shape) {
                return Err(NestFailure::Unsafe(Refusal::SubscriptMismatch(access)));
            }
        }
        Ok(map)
    }

    /// MLIR's `vectorizeAffineLoad`.
    fn vectorize_load(&mut self, ctx: &mut Context, load: OpId) -> Result<(), NestFailure> {
        let fail = NestFailure::Mlir(Refusal::UnsupportedOp(load));
        let view = AffineAccessView::get(ctx, load).ok_or(fail)?;
        let (memref, map) = (view.memref, view.map);
        let elem =
            ctx.element_type(ctx.ir.value_type(memref)).ok_or(NestFailure::Mlir(Refusal::UnsupportedOp(load)))?;
        let rank = ctx.shape(ctx.ir.value_type(memref)).map_or(0, <[i64]>::len);
        if map != ctx.affine.multi_dim_identity_map(rank as u32) {
            let operands = AffineAccessView::get(ctx, load).map(|v| v.map_operands.to_vec()).unwrap_or_default();
            let from_apply = operands.iter().any(|&o| {
                ctx.ir
                    .defining_op(self.scalar_of(o))
                    .is_some_and(|d| ctx.op_name_str(ctx.ir.op(d).name) == names::APPLY)
            });
            if from_apply {
                return Err(NestFailure::Mlir(Refusal::LoadSubscriptFromApply(load)));
            }
        }
        let (indices, _) = self.transfer_indices(ctx, load).ok_or(NestFailure::Mlir(Refusal::UnsupportedOp(load)))?;
        let perm = self.permutation_map(ctx, load, &indices)?;
        let loc = ctx.ir.op(load).loc;
        let vec_type = self.vector_type(ctx, elem);
        let pad = build_poison(ctx, elem, loc, self.ip.at());
        self.create_ip(pad);
        let pad = ctx.ir.result(pad, 0);
        let read = build_transfer_read(ctx, vec_type, memref, &indices, pad, perm, None, loc, self.ip.at());
        self.create_ip(read);
        self.op_vector.insert(load, read);
        self.value_vector.insert(ctx.ir.result(load, 0), ctx.ir.result(read, 0));
        Ok(())
    }

    /// MLIR's `vectorizeAffineStore`, with a mask on stores whose lanes may
    /// run past the end of a loop inside the memref.
    fn vectorize_store(&mut self, ctx: &mut Context, store: OpId) -> Result<(), NestFailure> {
        let view = AffineAccessView::get(ctx, store).ok_or(NestFailure::Mlir(Refusal::UnsupportedOp(store)))?;
        let (memref, stored) = (view.memref, view.value);
        let vector =
            self.vectorize_operand(ctx, stored).ok_or(NestFailure::Mlir(Refusal::OperandNotVectorizable(store)))?;
        let (indices, _) = self.transfer_indices(ctx, store).ok_or(NestFailure::Mlir(Refusal::UnsupportedOp(store)))?;
        let perm = self.permutation_map(ctx, store, &indices)?;
        let loc = ctx.ir.op(store).loc;
        let mask = if self.store_needs_mask(ctx, store, perm) {
            self.masked_stores += 1;
            Some(self.store_mask(ctx, perm)?)
        } else {
            None
        };
        let write = build_transfer_write(ctx, vector, memref, &indices, perm, mask, loc, self.ip.at());
        self.create_ip(write);
        self.op_vector.insert(store, write);
        Ok(())
    }

    /// True if a lane of a vector loop around the insertion point may write
    /// past the end of its loop inside the memref.
    fn store_needs_mask(&mut self, ctx: &mut Context, store: OpId, perm: AffineMap) -> bool {
        let results = ctx.affine.map_data(perm).results.clone();
        for l in self.enclosing_vector_loops(ctx) {
            if let affine_ir::affine::AffineExprData::Dim(d) = ctx.affine.data(results[self.vec_loop_dim[&l]]) {
                let scalar_loop = self.vec_loop_scalar[&l];
                if self.facts.store_needs_mask(ctx, store, scalar_loop, d as usize) {
                    return true;
                }
            }
        }
        false
    }

    /// The mask of a store at the insertion point: lane `k` of vector
    /// dimension `d` is on when the loop of that dimension still has `k`
    /// iterations to run. Its dimensions are in the order of the memref
    /// dimensions the permutation map uses.
    fn store_mask(&mut self, ctx: &mut Context, perm: AffineMap) -> Result<ValueId, NestFailure> {
        let loops = self.enclosing_vector_loops(ctx);
        if self.strategy.vector_sizes.len() == 1 && loops.len() == 1 {
            return self.create_mask(ctx, loops[0]).ok_or(NestFailure::Unsafe(Refusal::MaskUnavailable));
        }
        let results = ctx.affine.map_data(perm).results.clone();
        let mut dims: Vec<(usize, usize)> = Vec::new(); // (memref dim, vector dim)
        for (vd, &e) in results.iter().enumerate() {
            if let affine_ir::affine::AffineExprData::Dim(md) = ctx.affine.data(e) {
                dims.push((md as usize, vd));
            }
        }
        dims.sort();
        let mut bounds = Vec::with_capacity(dims.len());
        for &(_, vd) in &dims {
            let l = *loops
                .iter()
                .find(|&&l| self.vec_loop_dim[&l] == vd)
                .ok_or(NestFailure::Unsafe(Refusal::MaskUnavailable))?;
            bounds.push(self.iters_left(ctx, l));
        }
        let shape: Vec<i64> = dims.iter().map(|&(_, vd)| self.strategy.vector_sizes[vd]).collect();
        let i1 = ctx.i1_type();
        let mask_type = ctx.vector_type(shape, i1);
        let loc = ctx.ir.op(*loops.first().expect("vector loop")).loc;
        let m = build_create_mask(ctx, mask_type, &bounds, loc, self.ip.at());
        self.create_ip(m);
        Ok(ctx.ir.result(m, 0))
    }

    /// The number of iterations of the scalar loop left at the current
    /// iteration of vector loop `vec_for`: `ub - iv`, computed once at the
    /// start of its body (MLIR's `createMask` recipe).
    fn iters_left(&mut self, ctx: &mut Context, vec_for: OpId) -> ValueId {
        if let Some(&v) = self.vec_loop_iters_left.get(&vec_for) {
            return v;
        }
        let view = AffineForView::get(ctx, vec_for).expect("vector loop");
        let (ub_map, ub_operands, iv, body) = (view.upper_map, view.upper_operands.to_vec(), view.iv, view.body);
        let loc = ctx.ir.op(vec_for).loc;
        let ip = Ip::start(ctx, body);
        let ub_op = if ctx.affine.map_data(ub_map).results.len() == 1 {
            build_apply(ctx, ub_map, &ub_operands, loc, ip.at())
        } else {
            build_min(ctx, ub_map, &ub_operands, loc, ip.at())
        };
        self.create_ip(ub_op);
        let ub = ctx.ir.result(ub_op, 0);
        let (d0, d1) = (ctx.affine.dim(0), ctx.affine.dim(1));
        let sub = ctx.affine.sub(d0, d1);
        let sub_map = ctx.affine.map(2, 0, &[sub]);
        let operands = [OpFoldResult::Value(ub), OpFoldResult::Value(iv)];
        let left = make_composed_affine_apply(ctx, sub_map, &operands, loc, Ip::after(ctx, ub_op).at());
        self.create_ip(left);
        if ctx.ir.use_empty(ub) {
            ctx.ir.erase_op(ub_op);
        }
        let v = ctx.ir.result(left, 0);
        self.vec_loop_iters_left.insert(vec_for, v);
        v
    }

    /// MLIR's `createMask`: the 1-D mask of the last iteration of a vector
    /// loop whose trip count may not be a multiple of the vector size, at
    /// the start of its body; `None` when the bounds are constant and the
    /// trip count is a multiple.
    fn create_mask(&mut self, ctx: &mut Context, vec_for: OpId) -> Option<ValueId> {
        if let Some(&m) = self.vec_loop_mask.get(&vec_for) {
            return Some(m);
        }
        let view = AffineForView::get(ctx, vec_for)?;
        if let (Some(lb), Some(ub)) = (view.constant_lower_bound(ctx), view.constant_upper_bound(ctx))
            && ub.wrapping_sub(lb) % view.step == 0
        {
            return None;
        }
        let body = view.body;
        let loc = ctx.ir.op(vec_for).loc;
        let left = self.iters_left(ctx, vec_for);
        let i1 = ctx.i1_type();
        let mask_type = self.vector_type(ctx, i1);
        let ip = Ip::after(ctx, ctx.ir.defining_op(left).expect("apply"));
        let m = build_create_mask(ctx, mask_type, &[left], loc, ip.at());
        self.create_ip(m);
        let _ = body;
        let m = ctx.ir.result(m, 0);
        self.vec_loop_mask.insert(vec_for, m);
        Some(m)
    }

    /// MLIR's `vectorizeAffineForOp`.
    fn vectorize_for(&mut self, ctx: &mut Context, for_op: OpId) -> Result<(), NestFailure> {
        let view = AffineForView::get(ctx, for_op).ok_or(NestFailure::Mlir(Refusal::UnsupportedOp(for_op)))?;
        let (lb_map, ub_map, step, iv) = (view.lower_map, view.upper_map, view.step, view.iv);
        let lb_operands: Vec<ValueId> = view.lower_operands.iter().map(|&v| self.scalar_of(v)).collect();
        let ub_operands: Vec<ValueId> = view.upper_operands.iter().map(|&v| self.scalar_of(v)).collect();
        let (inits, iter_args, results) = (view.inits.to_vec(), view.iter_args.to_vec(), view.results.to_vec());
        let vector_dim = self.strategy.loop_to_vector_dim.get(&for_op).copied();
        if vector_dim.is_some() && !inits.is_empty() && step != 1 {
            return Err(NestFailure::Mlir(Refusal::ReductionWithNonUnitStep));
        }
        let new_step = match vector_dim {
            // MLIR keeps the step in an `unsigned`; the lane check refused
            // steps that would not fit.
            Some(d) => step * self.strategy.vector_sizes[d],
            None => step,
        };
        let reductions: Vec<LoopReduction> = match vector_dim {
            Some(_) if !inits.is_empty() => self.strategy.reduction_loops.get(&for_op).cloned().unwrap_or_default(),
            _ => Vec::new(),
        };
        if vector_dim.is_some() && reductions.len() != inits.len() {
            return Err(NestFailure::Mlir(Refusal::UnsupportedOp(for_op)));
        }
        let loc = ctx.ir.op(for_op).loc;
        let mut vec_inits = Vec::with_capacity(inits.len());
        if vector_dim.is_none() {
            for &init in &inits {
                let v = self
                    .vectorize_operand(ctx, init)
                    .ok_or(NestFailure::Mlir(Refusal::OperandNotVectorizable(for_op)))?;
                vec_inits.push(v);
            }
        } else {
            for (red, &init) in reductions.iter().zip(&inits) {
                let scalar_type = ctx.ir.value_type(init);
                let identity = identity_attr(ctx, red.kind, scalar_type)
                    .ok_or(NestFailure::Mlir(Refusal::OperandNotVectorizable(for_op)))?;
                let vec_type = self.vector_type(ctx, scalar_type);
                let attr = ctx.attr(AttrData::DenseElements { ty: vec_type, splat: true, values: vec![identity] });
                let init_loc = value_loc(ctx, init);
                let c = build_constant(ctx, attr, vec_type, init_loc, self.ip.at());
                self.create_ip(c);
                vec_inits.push(ctx.ir.result(c, 0));
            }
        }
        let vec_for =
            build_for(ctx, lb_map, &lb_operands, ub_map, &ub_operands, new_step, &vec_inits, loc, self.ip.at());
        self.create_ip(vec_for);
        let new_view = AffineForView::get(ctx, vec_for).expect("vector loop");
        let (new_body, new_iv, new_iter_args, new_results) =
            (new_view.body, new_view.iv, new_view.iter_args.to_vec(), new_view.results.to_vec());
        // MLIR creates the loop without terminator; the yield is vectorized.
        if let Some(t) = ctx.ir.terminator(new_body) {
            ctx.ir.erase_op(t);
        }
        self.op_vector.insert(for_op, vec_for);
        for (&r, &n) in results.iter().zip(&new_results) {
            self.value_vector.insert(r, n);
        }
        self.value_scalar.insert(iv, new_iv);
        for (&a, &n) in iter_args.iter().zip(&new_iter_args) {
            self.value_vector.insert(a, n);
        }
        if vector_dim.is_some() {
            for (i, red) in reductions.iter().enumerate() {
                let reduced = build_reduction(ctx, combining_kind(red.kind), new_results[i], loc, self.ip.at());
                self.create_ip(reduced);
                let reduced = ctx.ir.result(reduced, 0);
                let orig_init = inits[i];
                let final_value = if is_neutral_element_const(ctx, red.kind, orig_init) {
                    reduced
                } else {
                    let c = build_binary(ctx, combiner_op_name(red.kind), reduced, orig_init, loc, self.ip.at());
                    self.create_ip(c);
                    ctx.ir.result(c, 0)
                };
                self.loop_result_scalar.push((results[i], final_value));
            }
        }
        if let Some(d) = vector_dim {
            self.vec_loop_dim.insert(vec_for, d);
            self.vec_loop_scalar.insert(vec_for, for_op);
        }
        self.ip = Ip::start(ctx, new_body);
        if vector_dim.is_some() && !inits.is_empty() {
            self.create_mask(ctx, vec_for);
        }
        Ok(())
    }

    /// MLIR's `widenOp`: the same op on vectors.
    fn widen(&mut self, ctx: &mut Context, op: OpId) -> Result<OpId, NestFailure> {
        let result_types: Vec<Type> = ctx.ir.results(op).iter().map(|&r| ctx.ir.value_type(r)).collect();
        let vector_types: Vec<Type> = result_types.into_iter().map(|t| self.vector_type(ctx, t)).collect();
        let operands = ctx.ir.operands(op).to_vec();
        let mut vector_operands = Vec::with_capacity(operands.len());
        for o in operands {
            let v = self.vectorize_operand(ctx, o).ok_or(NestFailure::Mlir(Refusal::OperandNotVectorizable(op)))?;
            vector_operands.push(v);
        }
        let new = build_with_types(ctx, op, &vector_operands, &vector_types, self.ip.at());
        self.create_ip(new);
        self.op_vector.insert(op, new);
        let pairs: Vec<(ValueId, ValueId)> =
            ctx.ir.results(op).iter().copied().zip(ctx.ir.results(new).iter().copied()).collect();
        for (r, n) in pairs {
            self.value_vector.insert(r, n);
        }
        Ok(new)
    }

    /// MLIR's `vectorizeAffineYieldOp`: widened; in a masked reduction loop
    /// the reduced value is replaced by the neutral element in the lanes
    /// past the end of the loop.
    fn vectorize_yield(&mut self, ctx: &mut Context, yield_op: OpId) -> Result<(), NestFailure> {
        let new_yield = self.widen(ctx, yield_op)?;
        let parent = ctx.ir.block_parent_op(self.ip.block(ctx)).expect("yield in a loop");
        if let Some(&mask) = self.vec_loop_mask.get(&parent) {
            let view = AffineForView::get(ctx, parent).expect("vector loop");
            let (iter_args, inits) = (view.iter_args.to_vec(), view.inits.to_vec());
            let n = ctx.ir.operands(new_yield).len();
            for (i, &neutral) in inits.iter().enumerate().take(n) {
                let Some((reduced, combiner)) = match_reduction(ctx, &iter_args, i) else {
                    return Err(NestFailure::Mlir(Refusal::UnsupportedOp(yield_op)));
                };
                let loc = value_loc(ctx, reduced);
                let sel = build_select(ctx, mask, reduced, neutral, loc, InsertPoint::Before(combiner));
                self.create_ip(sel);
                let sel = ctx.ir.result(sel, 0);
                let operands = ctx.ir.operands(combiner).to_vec();
                for (k, o) in operands.into_iter().enumerate() {
                    if o == reduced {
                        ctx.ir.set_operand(combiner, k, sel);
                    }
                }
            }
        }
        self.ip = Ip::after(ctx, parent);
        Ok(())
    }
}

/// True if an operand of `op` is defined by an erased op or block.
fn uses_dead_value(ctx: &Context, op: OpId) -> bool {
    ctx.ir.operands(op).iter().any(|&v| match ctx.ir.value(v).def {
        ValueDef::OpResult(d, _) => !ctx.ir.is_alive(d),
        ValueDef::BlockArg(b, _) => !ctx.ir.block(b).alive,
    })
}

/// The location MLIR gives a value: its defining op's, or for a block
/// argument its owner's.
fn value_loc(ctx: &Context, v: ValueId) -> affine_ir::context::Location {
    match ctx.ir.value(v).def {
        ValueDef::OpResult(op, _) => ctx.ir.op(op).loc,
        ValueDef::BlockArg(b, _) => {
            ctx.ir.value(v).loc.or_else(|| ctx.ir.block_parent_op(b).map(|p| ctx.ir.op(p).loc)).expect("location")
        }
    }
}

/// MLIR's `arith::getIdentityValueAttr`: the neutral element of a
/// reduction kind for a scalar type.
pub(crate) fn identity_attr(ctx: &mut Context, kind: ReductionKind, t: Type) -> Option<Attribute> {
    let float = ctx.float_kind(t);
    let width = match ctx.type_data(t) {
        TypeData::Integer { width, .. } => Some(*width),
        TypeData::Index => Some(64),
        _ => None,
    };
    let int = |ctx: &mut Context, v: i128| ctx.int_attr(t, v);
    let fl = |ctx: &mut Context, v: f64| ctx.float_attr(t, v);
    Some(match kind {
        ReductionKind::AddF => fl(ctx, 0.0),
        ReductionKind::MulF => fl(ctx, 1.0),
        ReductionKind::AddI | ReductionKind::OrI | ReductionKind::XOrI | ReductionKind::MaxU => {
            if float.is_some() {
                fl(ctx, 0.0)
            } else {
                int(ctx, 0)
            }
        }
        ReductionKind::MulI => int(ctx, 1),
        ReductionKind::AndI | ReductionKind::MinU => int(ctx, -1),
        ReductionKind::MaxS => int(ctx, -(1i128 << (width? - 1))),
        ReductionKind::MinS => int(ctx, (1i128 << (width? - 1)) - 1),
        ReductionKind::MaximumF => fl(ctx, f64::NEG_INFINITY),
        ReductionKind::MinimumF => fl(ctx, f64::INFINITY),
        ReductionKind::MaxNumF => fl(ctx, f64::from_bits(0xFFF8_0000_0000_0000)),
        ReductionKind::MinNumF => fl(ctx, f64::from_bits(0x7FF8_0000_0000_0000)),
        ReductionKind::Assign => return None,
    })
    .filter(|_| float.is_some() || width.is_some())
}

/// MLIR's `isNeutralElementConst`: `v` is an `arith.constant` equal to the
/// neutral element of `kind`.
fn is_neutral_element_const(ctx: &mut Context, kind: ReductionKind, v: ValueId) -> bool {
    let t = ctx.ir.value_type(v);
    if !affine_analysis::vectorization::is_valid_vector_element_type(ctx, t) {
        return false;
    }
    let Some(identity) = identity_attr(ctx, kind, t) else { return false };
    let Some(def) = ctx.ir.defining_op(v) else { return false };
    ctx.op_name_str(ctx.ir.op(def).name) == "arith.constant"
        && affine_dialects::arith::constant_value(ctx, def) == Some(identity)
}

/// The `vector.reduction` combining kind of a reduction (MLIR's
/// `getVectorReductionOp`).
fn combining_kind(kind: ReductionKind) -> &'static str {
    match kind {
        ReductionKind::AddF | ReductionKind::AddI => "add",
        ReductionKind::MulF | ReductionKind::MulI => "mul",
        ReductionKind::MinimumF => "minimumf",
        ReductionKind::MaximumF => "maximumf",
        ReductionKind::MinNumF => "minnumf",
        ReductionKind::MaxNumF => "maxnumf",
        ReductionKind::MinS => "minsi",
        ReductionKind::MaxS => "maxsi",
        ReductionKind::MinU => "minui",
        ReductionKind::MaxU => "maxui",
        ReductionKind::AndI => "and",
        ReductionKind::OrI => "or",
        ReductionKind::XOrI | ReductionKind::Assign => "xor",
    }
}

/// The scalar `arith` op combining two partial results of a reduction
/// (MLIR's `arith::getReductionOp`).
fn combiner_op_name(kind: ReductionKind) -> &'static str {
    match kind {
        ReductionKind::AddF => "arith.addf",
        ReductionKind::AddI => "arith.addi",
        ReductionKind::MulF => "arith.mulf",
        ReductionKind::MulI => "arith.muli",
        ReductionKind::AndI => "arith.andi",
        ReductionKind::OrI => "arith.ori",
        ReductionKind::XOrI | ReductionKind::Assign => "arith.xori",
        ReductionKind::MaximumF => "arith.maximumf",
        ReductionKind::MinimumF => "arith.minimumf",
        ReductionKind::MaxNumF => "arith.maxnumf",
        ReductionKind::MinNumF => "arith.minnumf",
        ReductionKind::MaxS => "arith.maxsi",
        ReductionKind::MinS => "arith.minsi",
        ReductionKind::MaxU => "arith.maxui",
        ReductionKind::MinU => "arith.minui",
    }
}
