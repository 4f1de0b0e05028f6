//! Folders and canonicalization patterns of the `scf` ops, as `mlir-opt` 22
//! has them (`SCF.cpp`, and the generic `RegionBranchOpInterface` patterns
//! of `ControlFlowInterfaces.cpp` that `scf.for`, `scf.if`, `scf.while`,
//! `scf.execute_region` and `scf.index_switch` use):
//!
//! * the region-branch patterns, over the edges between an op and its
//!   regions: a successor input (loop-carried value, result) that can only
//!   receive one outside value is replaced by it; two inputs fed the same
//!   values on every edge are merged; tied sets of dead inputs are erased
//!   with the operands feeding them; an op whose control flow takes a single
//!   acyclic path (`scf.for` of one or zero iterations, `scf.if` on a
//!   constant, `scf.execute_region`, `scf.index_switch` on a constant; not
//!   `scf.while`, even when its condition is `false`) is replaced by its
//!   body;
//! * `scf.if`: the `xori %c, true` condition folds by swapping the regions;
//!   adjacent ifs on the same (or negated) condition are combined, nested
//!   ifs become one on `andi`, the condition is known inside the regions,
//!   yields of outside values become `arith.select`, an empty else goes,
//!   results that are the condition or its negation are replaced;
//! * `scf.parallel`: dimensions of one iteration are dropped (a loop of
//!   zero iterations goes), nested parallel loops merge;
//! * `scf.while`: the condition is true in the after region, comparisons
//!   equivalent to it fold, the condition's arguments are aligned with the
//!   before block's;
//! * `scf.execute_region` with several blocks is inlined into a function.
//!
//! Trip counts are MLIR 22's `constantTripCount`: zero when the bounds are
//! the same value or the step is a non-positive constant; otherwise from
//! constant bounds (signed or, for `unsigned` loops, unsigned; a signed
//! difference that overflows counts as zero iterations) or from an upper
//! bound `lb + c` with `nsw` (`nuw` for unsigned loops), divided by a
//! constant step, rounded up.

use affine_ir::fxhash::FxHashMap as HashMap;

use affine_ir::NamedAttr;
use affine_ir::context::{AttrData, Attribute, Context, Location, Type};
use affine_ir::ir::{BlockId, InsertPoint, OpId, OpState, RegionId, ValueDef, ValueId, ValueMap};
use affine_ir::rewrite::{
    FoldResult, PatternRewriter, RewritePatternSet, constant_value, materialize_constant, op_dialect,
};

use crate::arith::num::{ApInt, const_int, int_width};
use crate::arith::overflow_bits;
use crate::arith::types::prop;

// ----------------------------------------------------------------------
// Registration
// ----------------------------------------------------------------------

/// The canonicalization patterns of the scf op `name`, in MLIR's order.
pub fn patterns(name: &str, set: &mut RewritePatternSet) {
    match name {
        "scf.execute_region" => {
            set.add_fn("MultiBlockExecuteInliner", "scf.execute_region", multi_block_execute_inliner);
            add_region_branch_patterns(set, "scf.execute_region");
            set.add_fn("InlineRegionBranchOp", "scf.execute_region", inline_region_branch_op);
        }
        "scf.for" => {
            add_region_branch_patterns(set, "scf.for");
            set.add_fn("InlineRegionBranchOp", "scf.for", inline_region_branch_op);
        }
        "scf.if" => {
            set.add_fn("CombineIfs", "scf.if", combine_ifs);
            set.add_fn("CombineNestedIfs", "scf.if", combine_nested_ifs);
            set.add_fn("ConditionPropagation", "scf.if", condition_propagation);
            set.add_fn("ConvertTrivialIfToSelect", "scf.if", convert_trivial_if_to_select);
            set.add_fn("RemoveEmptyElseBranch", "scf.if", remove_empty_else_branch);
            set.add_fn("ReplaceIfYieldWithConditionOrValue", "scf.if", replace_if_yield_with_condition_or_value);
            add_region_branch_patterns(set, "scf.if");
            set.add_fn("InlineRegionBranchOp", "scf.if", inline_region_branch_op);
        }
        "scf.index_switch" => {
            add_region_branch_patterns(set, "scf.index_switch");
            set.add_fn("InlineRegionBranchOp", "scf.index_switch", inline_region_branch_op);
        }
        "scf.parallel" => {
            set.add_fn("ParallelOpSingleOrZeroIterationDimsFolder", "scf.parallel", parallel_single_or_zero_iteration);
            set.add_fn("MergeNestedParallelLoops", "scf.parallel", merge_nested_parallel_loops);
        }
        "scf.while" => {
            set.add_fn("WhileConditionTruth", "scf.while", while_condition_truth);
            set.add_fn("WhileCmpCond", "scf.while", while_cmp_cond);
            set.add_fn("WhileOpAlignBeforeArgs", "scf.while", while_align_before_args);
            // No `InlineRegionBranchOp`: `mlir-opt` 22 keeps an `scf.while`
            // whose condition is a constant `false` (its before region
            // runs once), whatever its arguments, results and effects; only
            // one without results and effects goes, as trivially dead.
            add_region_branch_patterns(set, "scf.while");
        }
        _ => {}
    }
}

fn add_region_branch_patterns(set: &mut RewritePatternSet, root: &'static str) {
    set.add_fn("MakeRegionBranchOpSuccessorInputsDead", root, make_successor_inputs_dead);
    set.add_fn("RemoveDuplicateSuccessorInputUses", root, remove_duplicate_successor_input_uses);
    set.add_fn("RemoveDeadRegionBranchOpSuccessorInputs", root, remove_dead_successor_inputs);
}

/// The `fold` hook of `scf.if`: `if (xori %c, true)` swaps its regions
/// and branches on `%c` (in place).
pub fn fold(ctx: &mut Context, op: OpId, _c: &[Option<Attribute>], _results: &mut Vec<FoldResult>) -> bool {
    if name(ctx, op) != "scf.if" {
        return false;
    }
    let regions = ctx.ir.regions(op).to_vec();
    if regions.len() != 2 || ctx.ir.region_is_empty(regions[1]) {
        return false;
    }
    let cond = ctx.ir.operands(op)[0];
    let Some(x) = ctx.ir.defining_op(cond) else { return false };
    if name(ctx, x) != "arith.xori" || !is_one(ctx, ctx.ir.operands(x)[1]) {
        return false;
    }
    let lhs = ctx.ir.operands(x)[0];
    ctx.ir.set_operand(op, 0, lhs);
    let then_blocks: Vec<BlockId> = ctx.ir.region_blocks(regions[0]).collect();
    let else_blocks: Vec<BlockId> = ctx.ir.region_blocks(regions[1]).collect();
    for &b in then_blocks.iter().chain(&else_blocks) {
        ctx.ir.detach_block(b);
    }
    for b in else_blocks {
        ctx.ir.append_block(regions[0], b);
    }
    for b in then_blocks {
        ctx.ir.append_block(regions[1], b);
    }
    true
}

// ----------------------------------------------------------------------
// Helpers
// ----------------------------------------------------------------------

fn name(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.ir.op(op).name)
}

fn loc(ctx: &Context, op: OpId) -> Location {
    ctx.ir.op(op).loc
}

/// The region holding the definition of `v`.
pub fn value_region(ctx: &Context, v: ValueId) -> Option<RegionId> {
    ctx.ir.value_parent_block(v).and_then(|b| ctx.ir.block(b).parent)
}

/// MLIR's `Region::isAncestor`: `r` is `anc` or nested in it.
pub fn region_is_ancestor(ctx: &Context, anc: RegionId, mut r: RegionId) -> bool {
    loop {
        if r == anc {
            return true;
        }
        let Some(op) = ctx.ir.region(r).parent else { return false };
        let Some(up) = ctx.ir.parent_region(op) else { return false };
        r = up;
    }
}

fn op_region_is_in(ctx: &Context, op: OpId, anc: RegionId) -> bool {
    ctx.ir.parent_region(op).is_some_and(|r| region_is_ancestor(ctx, anc, r))
}

fn only_block(ctx: &Context, r: RegionId) -> Option<BlockId> {
    let b = ctx.ir.entry_block(r)?;
    ctx.ir.block(b).next.is_none().then_some(b)
}

fn last_op(ctx: &Context, b: BlockId) -> Option<OpId> {
    ctx.ir.block(b).last
}

/// `yield` of the last block of region `r` (MLIR's `thenYield`/`elseYield`).
fn region_yield(ctx: &Context, r: RegionId) -> Option<OpId> {
    let b = ctx.ir.region(r).last?;
    last_op(ctx, b).filter(|&t| name(ctx, t) == "scf.yield")
}

/// An integer (or `i1`) constant scalar (MLIR's `m_ConstantInt`).
pub(crate) fn scalar_int(ctx: &Context, v: ValueId) -> Option<ApInt> {
    let a = constant_value(ctx, v)?;
    match ctx.attr_data(a) {
        AttrData::Integer { value, ty } => Some(ApInt::new(int_width(ctx, *ty)?, *value)),
        AttrData::Bool(b) => Some(ApInt::new(1, *b as i128)),
        _ => None,
    }
}

/// A constant `i1` (MLIR's `m_Constant(&boolAttr)`).
fn const_bool(ctx: &Context, v: ValueId) -> Option<bool> {
    match ctx.attr_data(constant_value(ctx, v)?) {
        AttrData::Bool(b) => Some(*b),
        _ => None,
    }
}

/// MLIR's `m_One`: the constant integer (or splat) one.
pub(crate) fn is_one(ctx: &Context, v: ValueId) -> bool {
    const_int(ctx, constant_value(ctx, v)).is_some_and(|i| i.is_one())
}

fn value_loc(ctx: &mut Context, v: ValueId) -> Location {
    match ctx.ir.value(v).def {
        ValueDef::OpResult(o, _) => ctx.ir.op(o).loc,
        ValueDef::BlockArg(..) => match ctx.ir.value(v).loc {
            Some(l) => l,
            None => ctx.unknown_loc(),
        },
    }
}

fn types_of(ctx: &Context, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|&v| ctx.ir.value_type(v)).collect()
}

/// Creates op `op_name` at the insertion point.
fn create(
    rw: &mut PatternRewriter<'_>,
    op_name: &str,
    operands: Vec<ValueId>,
    result_types: Vec<Type>,
    regions: Vec<RegionId>,
    loc: Location,
) -> OpId {
    let n = rw.ctx.op_name(op_name);
    let mut st = OpState::new(n, loc);
    st.operands = operands;
    st.result_types = result_types;
    st.regions = regions;
    rw.create(st)
}

pub(crate) fn create_value(
    rw: &mut PatternRewriter<'_>,
    op_name: &str,
    operands: Vec<ValueId>,
    ty: Type,
    loc: Location,
) -> ValueId {
    let o = create(rw, op_name, operands, vec![ty], vec![], loc);
    rw.ctx.ir.result(o, 0)
}

/// `arith.constant` of an `i1`.
pub(crate) fn bool_constant(rw: &mut PatternRewriter<'_>, b: bool, loc: Location) -> ValueId {
    let ty = rw.ctx.i1_type();
    let a = rw.ctx.bool_attr(b);
    let o = crate::arith::fold::build_constant(rw, a, ty, loc);
    rw.ctx.ir.result(o, 0)
}

/// A copy of `op`'s description (name, operands, attributes, location)
/// with new empty regions and the given result types.
fn state_like(ctx: &mut Context, op: OpId, result_types: Vec<Type>) -> OpState {
    let d = ctx.ir.op(op).clone();
    let mut st = OpState::new(d.name, d.loc);
    st.operands = d.operands.to_vec();
    st.result_types = result_types;
    st.attrs = d.attrs.to_vec();
    st.props = d.props.to_vec();
    st.successors = d.successors.to_vec();
    for _ in 0..d.regions.len() {
        st.regions.push(ctx.ir.new_region());
    }
    st
}

/// MLIR's `RewriterBase::eraseOpResults`: `op` is replaced by a copy
/// without the results in `erase` (which must be unused), taking its
/// regions.
fn erase_op_results(rw: &mut PatternRewriter<'_>, op: OpId, erase: &[bool]) -> OpId {
    let results = rw.ctx.ir.results(op).to_vec();
    let kept: Vec<ValueId> = results.iter().zip(erase).filter(|(_, e)| !**e).map(|(&r, _)| r).collect();
    let types = types_of(rw.ctx, &kept);
    let st = state_like(rw.ctx, op, types);
    let (old_regions, new_regions) = (rw.ctx.ir.regions(op).to_vec(), st.regions.clone());
    for (o, n) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_at_end(o, n);
    }
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let new_results = rw.ctx.ir.results(new).to_vec();
    let mut next = new_results.into_iter();
    let values: Vec<ValueId> =
        results.iter().zip(erase).map(|(&r, &e)| if e { r } else { next.next().unwrap_or(r) }).collect();
    rw.replace_op(op, &values);
    new
}

// ----------------------------------------------------------------------
// Trip counts
// ----------------------------------------------------------------------

/// `scf.for`'s upper bound minus its lower bound when the upper bound is
/// `arith.addi %lb, %c` with `nsw` (signed loops) or `nuw` (MLIR's
/// `scf::computeUbMinusLb`).
fn ub_minus_lb(ctx: &Context, lb: ValueId, ub: ValueId, signed: bool) -> Option<ApInt> {
    let add = ctx.ir.defining_op(ub)?;
    if name(ctx, add) != "arith.addi" {
        return None;
    }
    let flags = overflow_bits(ctx, add);
    if (signed && flags & 1 == 0) || (!signed && flags & 2 == 0) {
        return None;
    }
    let ops = ctx.ir.operands(add);
    if ops[0] != lb {
        return None;
    }
    scalar_int(ctx, ops[1])
}

/// MLIR 22's `constantTripCount` (see the module documentation).
pub fn trip_count(ctx: &Context, lb: ValueId, ub: ValueId, step: ValueId, signed: bool) -> Option<ApInt> {
    let width = int_width(ctx, ctx.ir.value_type(lb))?;
    if width > 127 {
        return None;
    }
    let zero = ApInt::zero(width);
    if lb == ub {
        return Some(zero);
    }
    let step_c = scalar_int(ctx, step);
    if let Some(s) = step_c
        && (s.is_zero() || s.is_negative())
    {
        return Some(zero);
    }
    let diff = match (scalar_int(ctx, lb), scalar_int(ctx, ub)) {
        (Some(l), Some(u)) => {
            let empty = if signed { !l.slt(u) } else { !l.ult(u) };
            if empty {
                return Some(zero);
            }
            let d = u.wrapping_sub(l);
            if signed && d.is_negative() {
                return Some(zero);
            }
            d
        }
        (Some(_), None) | (None, Some(_)) => return None,
        (None, None) => {
            let d = ub_minus_lb(ctx, lb, ub, signed)?;
            if d.is_negative() {
                return Some(zero);
            }
            d
        }
    };
    let s = step_c?;
    let q = diff.udiv(s);
    Some(if diff.urem(s).is_zero() { q } else { q.wrapping_add(ApInt::new(width, 1)) })
}

fn for_trip_count(ctx: &Context, op: OpId) -> Option<ApInt> {
    let ops = ctx.ir.operands(op);
    let unsigned = prop(ctx, op, "unsignedCmp").is_some();
    trip_count(ctx, ops[0], ops[1], ops[2], !unsigned)
}

// ----------------------------------------------------------------------
// The region-branch model (RegionBranchOpInterface of the scf ops)
// ----------------------------------------------------------------------

/// Where control goes: back to the op (its results) or into a region.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Succ {
    Parent,
    Region(RegionId),
}

/// A branch point: the op itself (`None`) or a region terminator.
type Point = Option<OpId>;

/// An operand slot: (owner, operand index).
type Slot = (OpId, usize);

fn is_region_branch_terminator(ctx: &Context, t: OpId) -> bool {
    matches!(name(ctx, t), "scf.yield" | "scf.condition")
}

/// MLIR's `getAllRegionBranchPoints`.
fn branch_points(ctx: &Context, op: OpId) -> Vec<Point> {
    let mut v = vec![None];
    for &r in ctx.ir.regions(op) {
        for b in ctx.ir.region_blocks(r) {
            if let Some(t) = last_op(ctx, b)
                && is_region_branch_terminator(ctx, t)
            {
                v.push(Some(t));
            }
        }
    }
    v
}

/// MLIR's `getSuccessorRegions`.
fn successors(ctx: &Context, op: OpId, point: Point) -> Vec<Succ> {
    let regions = ctx.ir.regions(op);
    match name(ctx, op) {
        "scf.for" => {
            let body = Succ::Region(regions[0]);
            if let Some(tc) = for_trip_count(ctx, op) {
                if point.is_none() {
                    return vec![if tc.is_zero() { Succ::Parent } else { body }];
                }
                if tc.is_one() {
                    return vec![Succ::Parent];
                }
            }
            vec![body, Succ::Parent]
        }
        "scf.if" => {
            if point.is_some() {
                return vec![Succ::Parent];
            }
            let els = if ctx.ir.region_is_empty(regions[1]) { Succ::Parent } else { Succ::Region(regions[1]) };
            vec![Succ::Region(regions[0]), els]
        }
        "scf.while" => match point {
            None => vec![Succ::Region(regions[0])],
            Some(t) if ctx.ir.parent_region(t) == Some(regions[1]) => vec![Succ::Region(regions[0])],
            Some(_) => vec![Succ::Parent, Succ::Region(regions[1])],
        },
        "scf.execute_region" => match point {
            None => vec![Succ::Region(regions[0])],
            Some(_) => vec![Succ::Parent],
        },
        "scf.index_switch" => match point {
            None => regions.iter().map(|&r| Succ::Region(r)).collect(),
            Some(_) => vec![Succ::Parent],
        },
        _ => Vec::new(),
    }
}

/// MLIR's `getEntrySuccessorRegions` with the constant operands of `op`.
fn entry_successors_const(ctx: &Context, op: OpId) -> Vec<Succ> {
    let regions = ctx.ir.regions(op);
    match name(ctx, op) {
        "scf.if" => match const_bool(ctx, ctx.ir.operands(op)[0]) {
            Some(true) => vec![Succ::Region(regions[0])],
            Some(false) if ctx.ir.region_is_empty(regions[1]) => vec![Succ::Parent],
            Some(false) => vec![Succ::Region(regions[1])],
            None => successors(ctx, op, None),
        },
        "scf.index_switch" => {
            let Some(v) = constant_value(ctx, ctx.ir.operands(op)[0]) else { return successors(ctx, op, None) };
            let AttrData::Integer { value, .. } = ctx.attr_data(v) else { return successors(ctx, op, None) };
            let value = *value as i64;
            let cases = super::switch_cases(ctx, op);
            match cases.iter().position(|&c| c == value) {
                Some(i) => vec![Succ::Region(regions[i + 1])],
                None => vec![Succ::Region(regions[0])],
            }
        }
        _ => successors(ctx, op, None),
    }
}

/// The successors of terminator `t` with its constant operands.
fn terminator_successors_const(ctx: &Context, op: OpId, t: OpId) -> Vec<Succ> {
    if name(ctx, t) == "scf.condition" {
        let after = Succ::Region(ctx.ir.regions(op)[1]);
        return match const_bool(ctx, ctx.ir.operands(t)[0]) {
            Some(true) => vec![after],
            Some(false) => vec![Succ::Parent],
            None => vec![after, Succ::Parent],
        };
    }
    successors(ctx, op, Some(t))
}

/// The operand slots forwarded from `point` to `succ`.
fn successor_operands(ctx: &Context, op: OpId, point: Point, _succ: Succ) -> Vec<Slot> {
    match point {
        None => {
            let n = ctx.ir.operands(op).len();
            match name(ctx, op) {
                "scf.for" => (3..n).map(|i| (op, i)).collect(),
                "scf.while" => (0..n).map(|i| (op, i)).collect(),
                _ => Vec::new(),
            }
        }
        Some(t) => {
            let n = ctx.ir.operands(t).len();
            let start = if name(ctx, t) == "scf.condition" { 1 } else { 0 };
            (start..n).map(|i| (t, i)).collect()
        }
    }
}

/// The values that receive what is forwarded to `succ`.
fn successor_inputs(ctx: &Context, op: OpId, succ: Succ) -> Vec<ValueId> {
    match succ {
        Succ::Parent => ctx.ir.results(op).to_vec(),
        Succ::Region(r) => match name(ctx, op) {
            "scf.for" => ctx.ir.entry_block(r).map(|b| ctx.ir.block_args(b)[1..].to_vec()).unwrap_or_default(),
            "scf.while" => ctx.ir.entry_block(r).map(|b| ctx.ir.block_args(b).to_vec()).unwrap_or_default(),
            _ => Vec::new(),
        },
    }
}

fn slot_value(ctx: &Context, (o, i): Slot) -> ValueId {
    ctx.ir.operands(o)[i]
}

/// Successor operand slot → successor inputs, in discovery order.
fn operand_input_mapping(ctx: &Context, op: OpId) -> Vec<(Slot, Vec<ValueId>)> {
    let mut out: Vec<(Slot, Vec<ValueId>)> = Vec::new();
    let mut index: HashMap<Slot, usize> = HashMap::default();
    for point in branch_points(ctx, op) {
        for succ in successors(ctx, op, point) {
            let slots = successor_operands(ctx, op, point, succ);
            let inputs = successor_inputs(ctx, op, succ);
            for (slot, input) in slots.into_iter().zip(inputs) {
                let i = *index.entry(slot).or_insert_with(|| {
                    out.push((slot, Vec::new()));
                    out.len() - 1
                });
                out[i].1.push(input);
            }
        }
    }
    out
}

/// Successor input → operand slots feeding it, in discovery order.
fn input_operand_mapping(mapping: &[(Slot, Vec<ValueId>)]) -> Vec<(ValueId, Vec<Slot>)> {
    let mut out: Vec<(ValueId, Vec<Slot>)> = Vec::new();
    let mut index: HashMap<ValueId, usize> = HashMap::default();
    for (slot, inputs) in mapping {
        for &input in inputs {
            let i = *index.entry(input).or_insert_with(|| {
                out.push((input, Vec::new()));
                out.len() - 1
            });
            out[i].1.push(*slot);
        }
    }
    out
}

/// MLIR's `isDefinedBefore`: `a` (a value reaching successor input `b`)
/// can replace `b`.
fn is_defined_before(ctx: &Context, op: OpId, a: ValueId, b: ValueId) -> bool {
    let inside = value_region(ctx, a).and_then(|r| ctx.ir.region(r).parent) == Some(op);
    if !inside {
        return true;
    }
    match (ctx.ir.value(a).def, ctx.ir.value(b).def) {
        (_, ValueDef::OpResult(..)) => false,
        (ValueDef::BlockArg(ba, _), ValueDef::BlockArg(bb, _)) => ba == bb,
        _ => false,
    }
}

/// `MakeRegionBranchOpSuccessorInputsDead`: a successor input that can
/// only receive one value from outside the successor inputs is replaced by
/// that value.
fn make_successor_inputs_dead(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let inverse = input_operand_mapping(&operand_input_mapping(rw.ctx, op));
    let feeds: HashMap<ValueId, &Vec<Slot>> = inverse.iter().map(|(v, s)| (*v, s)).collect();
    let mut changed = false;
    for (value, _) in &inverse {
        let value = *value;
        if rw.ctx.ir.use_empty(value) {
            continue;
        }
        let mut reachable: Vec<ValueId> = Vec::new();
        let mut visited: Vec<ValueId> = Vec::new();
        let mut worklist = vec![value];
        while let Some(next) = worklist.pop() {
            match feeds.get(&next) {
                Some(slots) => {
                    for &slot in slots.iter() {
                        let v = slot_value(rw.ctx, slot);
                        if !visited.contains(&v) {
                            visited.push(v);
                            worklist.push(v);
                        }
                    }
                }
                None => {
                    if !reachable.contains(&next) {
                        reachable.push(next);
                    }
                }
            }
        }
        if reachable.len() != 1 || !is_defined_before(rw.ctx, op, reachable[0], value) {
            continue;
        }
        rw.replace_all_uses_with(value, reachable[0]);
        changed = true;
    }
    changed
}

/// The block or op owning a value, and its position there.
fn owner_and_number(ctx: &Context, v: ValueId) -> ((bool, usize), u32) {
    match ctx.ir.value(v).def {
        ValueDef::OpResult(o, i) => ((false, o.index()), i),
        ValueDef::BlockArg(b, i) => ((true, b.index()), i),
    }
}

/// `RemoveDuplicateSuccessorInputUses`: two successor inputs of the same
/// block or op fed the same value by every predecessor are merged.
fn remove_duplicate_successor_input_uses(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let inverse = input_operand_mapping(&operand_input_mapping(rw.ctx, op));
    let mut inputs: Vec<(ValueId, Vec<Slot>)> = inverse;
    inputs.sort_by_key(|(v, _)| owner_and_number(rw.ctx, *v).1);
    let mut changed = false;
    for i in 0..inputs.len() {
        for j in i + 1..inputs.len() {
            let (input1, input2) = (inputs[i].0, inputs[j].0);
            if rw.ctx.ir.use_empty(input2) {
                continue;
            }
            if owner_and_number(rw.ctx, input1).0 != owner_and_number(rw.ctx, input2).0 {
                continue;
            }
            let signature = |slots: &[Slot]| {
                let mut s: Vec<(OpId, ValueId)> = slots.iter().map(|&sl| (sl.0, slot_value(rw.ctx, sl))).collect();
                s.sort_by_key(|(o, _)| o.index());
                s
            };
            if signature(&inputs[i].1) == signature(&inputs[j].1) {
                rw.replace_all_uses_with(input2, input1);
                changed = true;
            }
        }
    }
    changed
}

/// `RemoveDeadRegionBranchOpSuccessorInputs`: sets of tied successor
/// inputs that are all unused are erased with the operands feeding them.
fn remove_dead_successor_inputs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let mapping = operand_input_mapping(rw.ctx, op);
    // Union-find over the inputs, in order of appearance.
    let mut members: Vec<ValueId> = Vec::new();
    let mut parent: Vec<usize> = Vec::new();
    let mut index: HashMap<ValueId, usize> = HashMap::default();
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    let mut id = |v: ValueId, members: &mut Vec<ValueId>, parent: &mut Vec<usize>| -> usize {
        *index.entry(v).or_insert_with(|| {
            members.push(v);
            parent.push(parent.len());
            parent.len() - 1
        })
    };
    for (_, inputs) in &mapping {
        let first = id(inputs[0], &mut members, &mut parent);
        for &next in &inputs[1..] {
            let n = id(next, &mut members, &mut parent);
            let (a, b) = (find(&mut parent, first), find(&mut parent, n));
            if a != b {
                let (lo, hi) = if a < b { (a, b) } else { (b, a) };
                parent[hi] = lo;
            }
        }
    }
    let roots: Vec<usize> = (0..members.len()).map(|i| find(&mut parent, i)).collect();
    let mut to_remove: Vec<ValueId> = Vec::new();
    for leader in 0..members.len() {
        if roots[leader] != leader {
            continue;
        }
        let set: Vec<ValueId> = (0..members.len()).filter(|&i| roots[i] == leader).map(|i| members[i]).collect();
        if set.iter().all(|&v| rw.ctx.ir.use_empty(v)) {
            to_remove.extend(set);
        }
    }
    if to_remove.is_empty() {
        return false;
    }
    // Operands feeding the removed values, grouped by owner.
    let inverse = input_operand_mapping(&mapping);
    let mut operand_owners: Vec<(OpId, Vec<usize>)> = Vec::new();
    for &v in &to_remove {
        if let Some((_, slots)) = inverse.iter().find(|(x, _)| *x == v) {
            for &(o, i) in slots {
                match operand_owners.iter_mut().find(|(x, _)| *x == o) {
                    Some((_, list)) => list.push(i),
                    None => operand_owners.push((o, vec![i])),
                }
            }
        }
    }
    for (o, mut drop) in operand_owners {
        drop.sort_unstable();
        drop.dedup();
        let kept: Vec<ValueId> = rw
            .ctx
            .ir
            .operands(o)
            .iter()
            .enumerate()
            .filter(|(i, _)| drop.binary_search(i).is_err())
            .map(|(_, &v)| v)
            .collect();
        rw.modify_op_in_place(o, |ctx| ctx.ir.set_operands(o, kept));
    }
    // Block arguments, grouped by block.
    let mut blocks: Vec<(BlockId, Vec<usize>)> = Vec::new();
    for &v in &to_remove {
        if let ValueDef::BlockArg(b, i) = rw.ctx.ir.value(v).def {
            match blocks.iter_mut().find(|(x, _)| *x == b) {
                Some((_, list)) => list.push(i as usize),
                None => blocks.push((b, vec![i as usize])),
            }
        }
    }
    for (b, mut idx) in blocks {
        idx.sort_unstable_by(|a, b| b.cmp(a));
        idx.dedup();
        let owner = rw.ctx.ir.block_parent_op(b).unwrap_or(op);
        rw.modify_op_in_place(owner, |ctx| {
            for i in idx {
                ctx.ir.erase_block_arg(b, i);
            }
        });
    }
    let results = rw.ctx.ir.results(op).to_vec();
    let erase: Vec<bool> = results.iter().map(|r| to_remove.contains(r)).collect();
    if erase.iter().any(|&e| e) {
        erase_op_results(rw, op, &erase);
    }
    true
}

/// `InlineRegionBranchOp`: an op whose control flow takes a single acyclic
/// path of single-block regions from and back to itself is replaced by the
/// bodies on that path (`scf.execute_region` only without `no_inline`;
/// the induction variable of an `scf.for` becomes its lower bound).
fn inline_region_branch_op(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    if name(ctx, op) == "scf.execute_region" && prop(ctx, op, "no_inline").is_some() {
        return false;
    }
    let mut path: Vec<(RegionId, BlockId, OpId)> = Vec::new();
    let mut succs = entry_successors_const(ctx, op);
    loop {
        if succs.len() != 1 {
            return false;
        }
        let Succ::Region(r) = succs[0] else { break };
        if path.iter().any(|(x, ..)| *x == r) {
            return false;
        }
        let Some(b) = only_block(ctx, r) else { return false };
        let Some(t) = last_op(ctx, b).filter(|&t| is_region_branch_terminator(ctx, t)) else { return false };
        path.push((r, b, t));
        succs = terminator_successors_const(ctx, op, t);
    }
    let is_for = name(ctx, op) == "scf.for";
    let mut point: Point = None;
    for &(r, b, t) in &path {
        let incoming: Vec<ValueId> =
            successor_operands(rw.ctx, op, point, Succ::Region(r)).into_iter().map(|s| slot_value(rw.ctx, s)).collect();
        let inputs = successor_inputs(rw.ctx, op, Succ::Region(r));
        let args = rw.ctx.ir.block_args(b).to_vec();
        // The lower bound of an `scf.for` (other region ops, such as
        // `scf.execute_region`, may have no operands at all).
        let lb = if is_for { rw.ctx.ir.operands(op).first().copied() } else { None };
        let values: Vec<ValueId> = args
            .iter()
            .map(|a| match inputs.iter().position(|x| x == a) {
                Some(k) => incoming[k],
                None => lb.unwrap_or(*a),
            })
            .collect();
        rw.inline_block_before(b, InsertPoint::Before(op), &values);
        point = Some(t);
    }
    let finals: Vec<ValueId> =
        successor_operands(rw.ctx, op, point, Succ::Parent).into_iter().map(|s| slot_value(rw.ctx, s)).collect();
    rw.replace_op(op, &finals);
    for (_, _, t) in path {
        rw.erase_op(t);
    }
    true
}

// ----------------------------------------------------------------------
// scf.execute_region
// ----------------------------------------------------------------------

/// `MultiBlockExecuteInliner`: a multi-block `scf.execute_region` directly
/// in a function (or another execute_region) is inlined into the parent's
/// CFG, its yields becoming branches to the block after it.
fn multi_block_execute_inliner(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    if prop(rw.ctx, op, "no_inline").is_some() {
        return false;
    }
    let Some(parent) = rw.ctx.ir.parent_op(op) else { return false };
    let pname = name(rw.ctx, parent);
    if !matches!(pname, "func.func" | "gpu.func" | "scf.execute_region") {
        return false;
    }
    let region = rw.ctx.ir.regions(op)[0];
    let Some(entry) = rw.ctx.ir.entry_block(region) else { return false };
    let Some(prev_block) = rw.ctx.ir.op(op).parent else { return false };
    let post = rw.split_block(op);
    let l = loc(rw.ctx, op);
    rw.set_insertion_point(InsertPoint::BlockEnd(prev_block));
    crate::cf::build_br(rw, entry, vec![], l);
    let blocks: Vec<BlockId> = rw.ctx.ir.region_blocks(region).collect();
    for blk in &blocks {
        if let Some(t) = last_op(rw.ctx, *blk).filter(|&t| name(rw.ctx, t) == "scf.yield") {
            rw.set_insertion_point_before(t);
            let operands = rw.ctx.ir.operands(t).to_vec();
            let tl = loc(rw.ctx, t);
            crate::cf::build_br(rw, post, operands, tl);
            rw.erase_op(t);
        }
    }
    rw.inline_region_before(region, post);
    let results = rw.ctx.ir.results(op).to_vec();
    let mut args = Vec::with_capacity(results.len());
    for r in results {
        let t = rw.ctx.ir.value_type(r);
        args.push(rw.ctx.ir.add_block_arg(post, t, Some(l)));
    }
    rw.replace_op(op, &args);
    true
}

// ----------------------------------------------------------------------
// scf.if
// ----------------------------------------------------------------------

fn if_parts(ctx: &Context, op: OpId) -> (ValueId, RegionId, RegionId) {
    let r = ctx.ir.regions(op);
    (ctx.ir.operands(op)[0], r[0], r[1])
}

/// An `scf.if` of result types `types` on `cond` with two empty regions.
fn new_if(rw: &mut PatternRewriter<'_>, types: Vec<Type>, cond: ValueId, loc: Location) -> OpId {
    let (a, b) = (rw.ctx.ir.new_region(), rw.ctx.ir.new_region());
    create(rw, "scf.if", vec![cond], types, vec![a, b], loc)
}

/// MLIR's `IfOp::build(..., withElseRegion=false)`: a then block, with a
/// `scf.yield` if there are no results (not reported to the listener).
fn new_if_with_then(rw: &mut PatternRewriter<'_>, types: Vec<Type>, cond: ValueId, loc: Location) -> OpId {
    let then_r = rw.ctx.ir.new_region();
    let b = rw.ctx.ir.new_block(&[]);
    rw.ctx.ir.append_block(then_r, b);
    if types.is_empty() {
        let y = rw.ctx.op_name("scf.yield");
        rw.ctx.ir.create_op_at(OpState::new(y, loc), InsertPoint::BlockEnd(b));
    }
    let else_r = rw.ctx.ir.new_region();
    create(rw, "scf.if", vec![cond], types, vec![then_r, else_r], loc)
}

/// The logical then/else blocks of `next` under `prev`'s condition.
fn combine_ifs(next: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let Some(prev) = ctx.ir.op(next).prev else { return false };
    if name(ctx, prev) != "scf.if" {
        return false;
    }
    let (next_cond, next_then_r, next_else_r) = if_parts(ctx, next);
    let (prev_cond, prev_then_r, prev_else_r) = if_parts(ctx, prev);
    let next_then_block = ctx.ir.region(next_then_r).last;
    let next_else_block = ctx.ir.region(next_else_r).last;
    let (mut next_then, mut next_else) = (None, None);
    if next_cond == prev_cond {
        next_then = next_then_block;
        next_else = next_else_block;
    }
    let negation_of = |c: ValueId, of: ValueId| {
        ctx.ir
            .defining_op(c)
            .filter(|&x| name(ctx, x) == "arith.xori")
            .is_some_and(|x| ctx.ir.operands(x)[0] == of && is_one(ctx, ctx.ir.operands(x)[1]))
    };
    if negation_of(next_cond, prev_cond) || negation_of(prev_cond, next_cond) {
        next_else = next_then_block;
        if next_else_block.is_some() {
            next_then = next_else_block;
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return false;
    }
    let prev_results = ctx.ir.results(prev).to_vec();
    let Some(prev_then_yield) = region_yield(ctx, prev_then_r) else { return false };
    let prev_then_vals = ctx.ir.operands(prev_then_yield).to_vec();
    let prev_else_vals = region_yield(ctx, prev_else_r).map(|y| ctx.ir.operands(y).to_vec()).unwrap_or_default();
    let next_then_region = next_then.and_then(|b| ctx.ir.block(b).parent);
    let next_else_region = next_else.and_then(|b| ctx.ir.block(b).parent);
    let n = prev_results.len().min(prev_then_vals.len()).min(prev_else_vals.len());
    for i in 0..n {
        let (res, tv, ev) = (prev_results[i], prev_then_vals[i], prev_else_vals[i]);
        let uses: Vec<_> = rw.ctx.ir.uses_in_mlir_order(res).into_iter().collect();
        for u in uses {
            if next_then_region.is_some_and(|r| op_region_is_in(rw.ctx, u.op, r)) {
                rw.modify_op_in_place(u.op, |c| c.ir.set_operand(u.op, u.index as usize, tv));
            } else if next_else_region.is_some_and(|r| op_region_is_in(rw.ctx, u.op, r)) {
                rw.modify_op_in_place(u.op, |c| c.ir.set_operand(u.op, u.index as usize, ev));
            }
        }
    }
    let mut merged_types = types_of(rw.ctx, &prev_results);
    let next_results = rw.ctx.ir.results(next).to_vec();
    merged_types.extend(types_of(rw.ctx, &next_results));
    let l = loc(rw.ctx, next);
    let combined = new_if_with_then(rw, merged_types, prev_cond, l);
    let (_, c_then, c_else) = if_parts(rw.ctx, combined);
    if let Some(b) = rw.ctx.ir.region(c_then).last {
        rw.erase_block(b);
    }
    rw.inline_region_at_end(prev_then_r, c_then);
    if let Some(nt) = next_then {
        merge_yielding_block(rw, nt, c_then);
    }
    rw.inline_region_at_end(prev_else_r, c_else);
    if let Some(ne) = next_else {
        if rw.ctx.ir.region_is_empty(c_else) {
            let r = rw.ctx.ir.block(ne).parent.expect("block in region");
            rw.inline_region_at_end(r, c_else);
        } else {
            merge_yielding_block(rw, ne, c_else);
        }
    }
    let all = rw.ctx.ir.results(combined).to_vec();
    let (pv, nv) = all.split_at(prev_results.len());
    let (pv, nv) = (pv.to_vec(), nv.to_vec());
    rw.replace_op(prev, &pv);
    rw.replace_op(next, &nv);
    true
}

/// Moves the ops of `source` to the end of the last block of `dest`, and
/// replaces the two yields by one yielding both operand lists.
fn merge_yielding_block(rw: &mut PatternRewriter<'_>, source: BlockId, dest: RegionId) {
    let Some(dest_block) = rw.ctx.ir.region(dest).last else { return };
    let Some(y1) = last_op(rw.ctx, dest_block) else { return };
    let Some(y2) = last_op(rw.ctx, source) else { return };
    rw.merge_blocks(source, dest_block, &[]);
    rw.set_insertion_point(InsertPoint::BlockEnd(dest_block));
    let mut vals = rw.ctx.ir.operands(y1).to_vec();
    vals.extend_from_slice(rw.ctx.ir.operands(y2));
    let l = loc(rw.ctx, y2);
    create(rw, "scf.yield", vals, vec![], vec![], l);
    rw.erase_op(y1);
    rw.erase_op(y2);
}

/// `CombineNestedIfs`: `if a { if b {..} }` becomes `if (andi a, b) {..}`.
fn combine_nested_ifs(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let (cond, then_r, else_r) = if_parts(ctx, op);
    let Some(then_b) = ctx.ir.region(then_r).last else { return false };
    if ctx.ir.block_len(then_b) != 2 {
        return false;
    }
    let else_b = ctx.ir.region(else_r).last;
    if else_b.is_some_and(|b| ctx.ir.block_len(b) != 1) {
        return false;
    }
    let Some(nested) = ctx.ir.block(then_b).first else { return false };
    if name(ctx, nested) != "scf.if" {
        return false;
    }
    let (ncond, nthen_r, nelse_r) = if_parts(ctx, nested);
    if ctx.ir.region(nelse_r).last.is_some_and(|b| ctx.ir.block_len(b) != 1) {
        return false;
    }
    let Some(then_yield) = region_yield(ctx, then_r) else { return false };
    let mut then_vals = ctx.ir.operands(then_yield).to_vec();
    let else_vals = region_yield(ctx, else_r).map(|y| ctx.ir.operands(y).to_vec()).unwrap_or_default();
    let mut upgrade = Vec::new();
    for (idx, slot) in then_vals.iter_mut().enumerate() {
        let v = *slot;
        if let ValueDef::OpResult(d, ni) = ctx.ir.value(v).def
            && d == nested
        {
            let Some(ney) = region_yield(ctx, nelse_r) else { return false };
            if else_vals.get(idx) != Some(&ctx.ir.operands(ney)[ni as usize]) {
                return false;
            }
            let Some(nty) = region_yield(ctx, nthen_r) else { return false };
            *slot = ctx.ir.operands(nty)[ni as usize];
            continue;
        }
        if value_region(ctx, v) == Some(then_r) {
            return false;
        }
        upgrade.push(idx);
    }
    let l = loc(ctx, op);
    let result_types = types_of(ctx, ctx.ir.results(op));
    let ct = ctx.ir.value_type(cond);
    let new_cond = create_value(rw, "arith.andi", vec![cond, ncond], ct, l);
    let new = new_if(rw, result_types, new_cond, l);
    let (_, new_then, new_else) = if_parts(rw.ctx, new);
    let new_block = rw.create_block(new_then, &[], None);
    let mut results = rw.ctx.ir.results(new).to_vec();
    rw.set_insertion_point_before(new);
    for idx in upgrade {
        let t = rw.ctx.ir.value_type(then_vals[idx]);
        results[idx] = create_value(rw, "arith.select", vec![cond, then_vals[idx], else_vals[idx]], t, l);
    }
    let Some(nested_then_block) = rw.ctx.ir.region(nthen_r).last else { return false };
    rw.merge_blocks(nested_then_block, new_block, &[]);
    rw.set_insertion_point(InsertPoint::BlockEnd(new_block));
    if let Some(y) = last_op(rw.ctx, new_block) {
        let yl = loc(rw.ctx, y);
        let state = {
            let n = rw.ctx.op_name("scf.yield");
            let mut st = OpState::new(n, yl);
            st.operands = then_vals;
            st
        };
        let ny = rw.create(state);
        let _ = ny;
        rw.replace_op(y, &[]);
    }
    if !else_vals.is_empty() {
        let eb = rw.create_block(new_else, &[], None);
        rw.set_insertion_point(InsertPoint::BlockEnd(eb));
        create(rw, "scf.yield", else_vals, vec![], vec![], l);
    }
    rw.replace_op(op, &results);
    true
}

/// `ConditionPropagation`: inside the then (else) region the condition is
/// `true` (`false`).
fn condition_propagation(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let (cond, then_r, else_r) = if_parts(rw.ctx, op);
    if constant_value(rw.ctx, cond).is_some() {
        return false;
    }
    let end = value_region(rw.ctx, cond);
    let l = loc(rw.ctx, op);
    let (mut t, mut f) = (None, None);
    let mut changed = false;
    let uses: Vec<_> = rw.ctx.ir.uses_in_mlir_order(cond).into_iter().collect();
    for u in uses {
        let mut r = rw.ctx.ir.parent_region(u.op);
        let mut side = None;
        while let Some(reg) = r {
            if Some(reg) == end {
                break;
            }
            if reg == then_r {
                side = Some(true);
                break;
            }
            if reg == else_r {
                side = Some(false);
                break;
            }
            r = rw.ctx.ir.region(reg).parent.and_then(|p| rw.ctx.ir.parent_region(p));
        }
        let Some(side) = side else { continue };
        changed = true;
        let slot = if side { &mut t } else { &mut f };
        let c = match *slot {
            Some(c) => c,
            None => {
                let c = bool_constant(rw, side, l);
                *slot = Some(c);
                c
            }
        };
        rw.modify_op_in_place(u.op, |ctx| ctx.ir.set_operand(u.op, u.index as usize, c));
    }
    changed
}

/// `ConvertTrivialIfToSelect`: results yielding values defined outside the
/// if become `arith.select`s (or the value, if both branches yield it).
fn convert_trivial_if_to_select(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    let results = ctx.ir.results(op).to_vec();
    if results.is_empty() {
        return false;
    }
    let (cond, then_r, else_r) = if_parts(ctx, op);
    let (Some(ty), Some(ey)) = (region_yield(ctx, then_r), region_yield(ctx, else_r)) else { return false };
    let tv = ctx.ir.operands(ty).to_vec();
    let ev = ctx.ir.operands(ey).to_vec();
    let inside: Vec<bool> = tv
        .iter()
        .zip(&ev)
        .map(|(&a, &b)| value_region(ctx, a) == Some(then_r) || value_region(ctx, b) == Some(else_r))
        .collect();
    let non_hoistable: Vec<Type> =
        tv.iter().zip(&inside).filter(|(_, i)| **i).map(|(&a, _)| ctx.ir.value_type(a)).collect();
    if non_hoistable.len() == results.len() {
        return false;
    }
    let l = loc(ctx, op);
    let replacement = new_if_with_then(rw, non_hoistable, cond, l);
    let (_, rt, re) = if_parts(rw.ctx, replacement);
    if let Some(b) = rw.ctx.ir.region(rt).last {
        rw.erase_block(b);
    }
    rw.ctx.ir.take_region_body(then_r, rt);
    rw.ctx.ir.take_region_body(else_r, re);
    let new_results = rw.ctx.ir.results(replacement).to_vec();
    let mut values = Vec::with_capacity(results.len());
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    rw.set_insertion_point_before(replacement);
    for i in 0..results.len() {
        let (a, b) = (tv[i], ev[i]);
        if inside[i] {
            values.push(new_results[true_yields.len()]);
            true_yields.push(a);
            false_yields.push(b);
        } else if a == b {
            values.push(a);
        } else {
            let t = rw.ctx.ir.value_type(a);
            values.push(create_value(rw, "arith.select", vec![cond, a, b], t, l));
        }
    }
    for (region, yields) in [(rt, true_yields), (re, false_yields)] {
        let Some(block) = rw.ctx.ir.region(region).last else { continue };
        let Some(old) = last_op(rw.ctx, block) else { continue };
        rw.set_insertion_point(InsertPoint::BlockEnd(block));
        let ol = loc(rw.ctx, old);
        create(rw, "scf.yield", yields, vec![], vec![], ol);
        rw.replace_op(old, &[]);
    }
    rw.replace_op(op, &values);
    true
}

/// `RemoveEmptyElseBranch`: an else region holding only `scf.yield` goes
/// (ifs without results).
fn remove_empty_else_branch(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let ctx = &*rw.ctx;
    if !ctx.ir.results(op).is_empty() {
        return false;
    }
    let (_, then_r, else_r) = if_parts(ctx, op);
    let Some(eb) = ctx.ir.region(else_r).last else { return false };
    if ctx.ir.block_len(eb) != 1 {
        return false;
    }
    let st = state_like(rw.ctx, op, Vec::new());
    let new_then = st.regions[0];
    let new = rw.create(st);
    let _ = new;
    rw.inline_region_at_end(then_r, new_then);
    rw.erase_op(op);
    true
}

/// `ReplaceIfYieldWithConditionOrValue`: a result yielding the same value
/// in both branches is that value; one yielding `true`/`false` is the
/// condition, `false`/`true` its negation.
fn replace_if_yield_with_condition_or_value(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let results = rw.ctx.ir.results(op).to_vec();
    if results.is_empty() {
        return false;
    }
    let (cond, then_r, else_r) = if_parts(rw.ctx, op);
    let (Some(ty), Some(ey)) = (region_yield(rw.ctx, then_r), region_yield(rw.ctx, else_r)) else { return false };
    rw.set_insertion_point_before(op);
    let l = loc(rw.ctx, op);
    let mut changed = false;
    for (i, &res) in results.iter().enumerate() {
        let (tv, fv) = (rw.ctx.ir.operands(ty)[i], rw.ctx.ir.operands(ey)[i]);
        if tv == fv {
            if !rw.ctx.ir.use_empty(res) {
                rw.ctx.ir.replace_all_uses(res, tv);
                changed = true;
            }
            continue;
        }
        let (Some(a), Some(b)) = (const_bool(rw.ctx, tv), const_bool(rw.ctx, fv)) else { continue };
        if !a && b && !rw.ctx.ir.use_empty(res) {
            let dialect = rw.ctx.ir.defining_op(tv).map(|d| op_dialect(rw.ctx, d).to_string()).unwrap_or_default();
            let i1 = rw.ctx.i1_type();
            let one = rw.ctx.bool_attr(true);
            let Some(c) = materialize_constant(rw, &dialect, one, i1, l) else { continue };
            let cv = rw.ctx.ir.result(c, 0);
            let ct = rw.ctx.ir.value_type(cond);
            let not = create_value(rw, "arith.xori", vec![cond, cv], ct, l);
            rw.ctx.ir.replace_all_uses(res, not);
            changed = true;
        }
        if a && !b && !rw.ctx.ir.use_empty(res) {
            rw.ctx.ir.replace_all_uses(res, cond);
            changed = true;
        }
    }
    changed
}

// ----------------------------------------------------------------------
// scf.parallel
// ----------------------------------------------------------------------

struct ParallelParts {
    lbs: Vec<ValueId>,
    ubs: Vec<ValueId>,
    steps: Vec<ValueId>,
    inits: Vec<ValueId>,
    body: BlockId,
}

fn parallel_parts(ctx: &Context, op: OpId) -> Option<ParallelParts> {
    let body = ctx.ir.entry_block(ctx.ir.regions(op)[0])?;
    let n = ctx.ir.block_args(body).len();
    let ops = ctx.ir.operands(op);
    if ops.len() < 3 * n {
        return None;
    }
    Some(ParallelParts {
        lbs: ops[..n].to_vec(),
        ubs: ops[n..2 * n].to_vec(),
        steps: ops[2 * n..3 * n].to_vec(),
        inits: ops[3 * n..].to_vec(),
        body,
    })
}

/// An `scf.parallel` state with the given bounds and inits and one empty
/// region (no block).
fn parallel_state(
    ctx: &mut Context,
    lbs: &[ValueId],
    ubs: &[ValueId],
    steps: &[ValueId],
    inits: &[ValueId],
    loc: Location,
) -> OpState {
    let n = ctx.op_name("scf.parallel");
    let mut st = OpState::new(n, loc);
    st.operands = lbs.iter().chain(ubs).chain(steps).chain(inits).copied().collect();
    st.result_types = types_of(ctx, inits);
    let seg = ctx.dense_i32_array_attr(&[lbs.len() as i32, ubs.len() as i32, steps.len() as i32, inits.len() as i32]);
    let key = ctx.ident("operandSegmentSizes");
    st.props.push(NamedAttr { name: key, value: seg });
    st.regions.push(ctx.ir.new_region());
    st
}

/// Appends the implicit `scf.reduce` to `b` (not reported).
fn add_reduce(ctx: &mut Context, b: BlockId, loc: Location) {
    let n = ctx.op_name("scf.reduce");
    ctx.ir.create_op_at(OpState::new(n, loc), InsertPoint::BlockEnd(b));
}

/// `ParallelOpSingleOrZeroIterationDimsFolder`.
fn parallel_single_or_zero_iteration(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(p) = parallel_parts(rw.ctx, op) else { return false };
    let l = loc(rw.ctx, op);
    let ivs = rw.ctx.ir.block_args(p.body).to_vec();
    let (mut nl, mut nu, mut ns) = (Vec::new(), Vec::new(), Vec::new());
    let mut map = ValueMap::new();
    for (i, &iv) in ivs.iter().enumerate() {
        let (lb, ub, step) = (p.lbs[i], p.ubs[i], p.steps[i]);
        if let Some(tc) = trip_count(rw.ctx, lb, ub, step, true) {
            if tc.is_zero() {
                rw.replace_op(op, &p.inits);
                return true;
            }
            if tc.is_one() {
                map.map(iv, lb);
                continue;
            }
        }
        nl.push(lb);
        nu.push(ub);
        ns.push(step);
    }
    if nl.len() == ivs.len() {
        return false;
    }
    if nl.is_empty() {
        let body_ops: Vec<OpId> = rw.ctx.ir.block_ops(p.body).collect();
        let Some((&reduce, body_ops)) = body_ops.split_last() else { return false };
        for &o in body_ops {
            rw.clone_op(o, &mut map);
        }
        let reduce_operands = rw.ctx.ir.operands(reduce).to_vec();
        let reduce_regions = rw.ctx.ir.regions(reduce).to_vec();
        let mut results = Vec::new();
        for (i, r) in reduce_regions.into_iter().enumerate() {
            let Some(rb) = rw.ctx.ir.entry_block(r) else { return false };
            let args = rw.ctx.ir.block_args(rb).to_vec();
            map.map(args[0], p.inits[results.len()]);
            let v = map.lookup(reduce_operands[i]);
            map.map(args[1], v);
            let rops: Vec<OpId> = rw.ctx.ir.block_ops(rb).collect();
            let Some((&ret, rops)) = rops.split_last() else { return false };
            for &o in rops {
                rw.clone_op(o, &mut map);
            }
            let rv = rw.ctx.ir.operands(ret)[0];
            results.push(map.lookup(rv));
        }
        rw.replace_op(op, &results);
        return true;
    }
    let st = parallel_state(rw.ctx, &nl, &nu, &ns, &p.inits, l);
    let region = st.regions[0];
    let new = rw.create(st);
    let old_region = rw.ctx.ir.regions(op)[0];
    clone_region_into(rw, old_region, region, &mut map);
    let results = rw.ctx.ir.results(new).to_vec();
    rw.replace_op(op, &results);
    true
}

/// MLIR's `cloneRegionBefore` into an empty region: block arguments
/// already in `map` are dropped; each cloned block's ops are reported
/// (post-order).
fn clone_region_into(rw: &mut PatternRewriter<'_>, src: RegionId, dst: RegionId, map: &mut ValueMap) {
    rw.ctx.ir.clone_region_into_keeping_mapped_args(src, dst, map);
    let blocks: Vec<BlockId> = rw.ctx.ir.region_blocks(dst).collect();
    for b in blocks {
        let ops: Vec<OpId> = rw.ctx.ir.block_ops(b).collect();
        for o in ops {
            for x in rw.ctx.ir.walk(o, affine_ir::ir::WalkOrder::PostOrder) {
                rw.notify_inserted(x);
            }
        }
    }
}

/// `MergeNestedParallelLoops`: a parallel loop whose body is only a
/// parallel loop (independent of the outer induction variables, without
/// reductions) merges with it.
fn merge_nested_parallel_loops(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some(outer) = parallel_parts(rw.ctx, op) else { return false };
    if rw.ctx.ir.block_len(outer.body) != 2 {
        return false;
    }
    let Some(inner_op) = rw.ctx.ir.block(outer.body).first else { return false };
    if name(rw.ctx, inner_op) != "scf.parallel" {
        return false;
    }
    let Some(inner) = parallel_parts(rw.ctx, inner_op) else { return false };
    let outer_args = rw.ctx.ir.block_args(outer.body).to_vec();
    let bounds: Vec<ValueId> = inner.lbs.iter().chain(&inner.ubs).chain(&inner.steps).copied().collect();
    if outer_args.iter().any(|a| bounds.contains(a)) {
        return false;
    }
    if !outer.inits.is_empty() || !inner.inits.is_empty() {
        return false;
    }
    let cat = |a: &[ValueId], b: &[ValueId]| a.iter().chain(b).copied().collect::<Vec<_>>();
    let (lbs, ubs, steps) = (cat(&outer.lbs, &inner.lbs), cat(&outer.ubs, &inner.ubs), cat(&outer.steps, &inner.steps));
    let l = loc(rw.ctx, op);
    let st = parallel_state(rw.ctx, &lbs, &ubs, &steps, &[], l);
    let region = st.regions[0];
    let index = rw.ctx.index_type();
    let body = rw.ctx.ir.new_block(&[]);
    for _ in 0..lbs.len() {
        rw.ctx.ir.add_block_arg(body, index, Some(l));
    }
    rw.ctx.ir.append_block(region, body);
    let ivs = rw.ctx.ir.block_args(body).to_vec();
    let inner_args = rw.ctx.ir.block_args(inner.body).to_vec();
    let mut map = ValueMap::new();
    for (a, v) in outer_args.iter().chain(&inner_args).zip(&ivs) {
        map.map(*a, *v);
    }
    let saved = rw.insertion_point();
    rw.set_insertion_point(InsertPoint::BlockEnd(body));
    let inner_ops: Vec<OpId> = rw.ctx.ir.block_ops(inner.body).collect();
    if let Some((_, ops)) = inner_ops.split_last() {
        for &o in ops {
            rw.clone_op(o, &mut map);
        }
    }
    add_reduce(rw.ctx, body, l);
    if let Some(ip) = saved {
        rw.set_insertion_point(ip);
    }
    rw.set_insertion_point_before(op);
    let new = rw.create(st);
    let _ = new;
    rw.replace_op(op, &[]);
    true
}

// ----------------------------------------------------------------------
// scf.while
// ----------------------------------------------------------------------

fn while_parts(ctx: &Context, op: OpId) -> Option<(BlockId, BlockId, OpId)> {
    let r = ctx.ir.regions(op);
    let before = ctx.ir.entry_block(r[0])?;
    let after = ctx.ir.entry_block(r[1])?;
    let cond = last_op(ctx, before).filter(|&t| name(ctx, t) == "scf.condition")?;
    Some((before, after, cond))
}

/// `WhileConditionTruth`: after-region arguments forwarded from the
/// condition itself are `true`.
fn while_condition_truth(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, after, term)) = while_parts(rw.ctx, op) else { return false };
    let cond = rw.ctx.ir.operands(term)[0];
    let args = rw.ctx.ir.operands(term)[1..].to_vec();
    let after_args = rw.ctx.ir.block_args(after).to_vec();
    let l = loc(rw.ctx, op);
    let mut t = None;
    let mut replaced = false;
    for (a, b) in args.into_iter().zip(after_args) {
        if a == cond && !rw.ctx.ir.use_empty(b) {
            let c = match t {
                Some(c) => c,
                None => {
                    let ty = rw.ctx.ir.value_type(cond);
                    let one = rw.ctx.bool_attr(true);
                    let o = crate::arith::fold::build_constant(rw, one, ty, l);
                    let c = rw.ctx.ir.result(o, 0);
                    t = Some(c);
                    c
                }
            };
            rw.replace_all_uses_with(b, c);
            replaced = true;
        }
    }
    replaced
}

/// `WhileCmpCond`: in the after region, a comparison of the forwarded
/// operands of the condition's `cmpi` (same or inverted predicate) is a
/// constant.
fn while_cmp_cond(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((_, after, term)) = while_parts(rw.ctx, op) else { return false };
    let cond = rw.ctx.ir.operands(term)[0];
    let Some(cmp) = rw.ctx.ir.defining_op(cond).filter(|&c| name(rw.ctx, c) == "arith.cmpi") else { return false };
    let Some(pred) = crate::arith::cmpi_predicate(rw.ctx, cmp) else { return false };
    let cmp_ops = rw.ctx.ir.operands(cmp).to_vec();
    let args = rw.ctx.ir.operands(term)[1..].to_vec();
    let after_args = rw.ctx.ir.block_args(after).to_vec();
    let mut changed = false;
    for (a, b) in args.into_iter().zip(after_args) {
        for op_idx in 0..2 {
            if a != cmp_ops[op_idx] {
                continue;
            }
            let uses: Vec<_> = rw.ctx.ir.uses_in_mlir_order(b).into_iter().collect();
            for u in uses {
                if !rw.ctx.ir.is_alive(u.op) || name(rw.ctx, u.op) != "arith.cmpi" {
                    continue;
                }
                let cmp2 = u.op;
                if rw.ctx.ir.operands(cmp2)[1 - op_idx] != cmp_ops[1 - op_idx] {
                    continue;
                }
                let Some(pred2) = crate::arith::cmpi_predicate(rw.ctx, cmp2) else { continue };
                let same = if pred2 == pred {
                    true
                } else if pred2 == invert_cmpi_predicate(pred) {
                    false
                } else {
                    continue;
                };
                let l2 = loc(rw.ctx, cmp2);
                let ty = rw.ctx.ir.value_type(rw.ctx.ir.result(cmp2, 0));
                let a1 = rw.ctx.bool_attr(same);
                rw.set_insertion_point_before(cmp2);
                let c = crate::arith::fold::build_constant(rw, a1, ty, l2);
                let cv = rw.ctx.ir.result(c, 0);
                rw.replace_op(cmp2, &[cv]);
                changed = true;
            }
        }
    }
    changed
}

/// The predicate with the opposite outcome (MLIR's `invertPredicate`),
/// as an index into `CMPI_PREDICATES`.
fn invert_cmpi_predicate(p: usize) -> usize {
    // eq ne slt sle sgt sge ult ule ugt uge
    const INV: [usize; 10] = [1, 0, 5, 4, 3, 2, 9, 8, 7, 6];
    INV.get(p).copied().unwrap_or(p)
}

/// `WhileOpAlignBeforeArgs`: when the condition forwards exactly the
/// before block's arguments in another order, they are reordered to match.
fn while_align_before_args(op: OpId, rw: &mut PatternRewriter<'_>) -> bool {
    let Some((before, after, term)) = while_parts(rw.ctx, op) else { return false };
    let before_args = rw.ctx.ir.block_args(before).to_vec();
    let term_args = rw.ctx.ir.operands(term)[1..].to_vec();
    if before_args == term_args {
        return false;
    }
    let mut seen = Vec::new();
    for a in &term_args {
        if seen.contains(a) {
            return false;
        }
        seen.push(*a);
    }
    if before_args.len() != term_args.len() {
        return false;
    }
    // mapping[j] = i where term_args[j] == before_args[i].
    let mut mapping = vec![0usize; before_args.len()];
    for (i, a) in before_args.iter().enumerate() {
        let Some(j) = term_args.iter().position(|x| x == a) else { return false };
        mapping[j] = i;
    }
    let cond = rw.ctx.ir.operands(term)[0];
    rw.set_insertion_point_before(term);
    let tl = loc(rw.ctx, term);
    let mut ops = vec![cond];
    ops.extend(&before_args);
    create(rw, "scf.condition", ops, vec![], vec![], tl);
    rw.replace_op(term, &[]);
    let results = rw.ctx.ir.results(op).to_vec();
    let mut new_types: Vec<Option<Type>> = vec![None; before_args.len()];
    for (i, &j) in mapping.iter().enumerate() {
        new_types[j] = Some(rw.ctx.ir.value_type(results[i]));
    }
    let Some(new_types) = new_types.into_iter().collect::<Option<Vec<Type>>>() else { return false };
    let l = loc(rw.ctx, op);
    let inits = rw.ctx.ir.operands(op).to_vec();
    let (br, ar) = (rw.ctx.ir.new_region(), rw.ctx.ir.new_region());
    let nb = rw.ctx.ir.new_block(&[]);
    for &v in &inits {
        let t = rw.ctx.ir.value_type(v);
        let vl = value_loc(rw.ctx, v);
        rw.ctx.ir.add_block_arg(nb, t, Some(vl));
    }
    rw.ctx.ir.append_block(br, nb);
    let na = rw.ctx.ir.new_block(&[]);
    for &t in &new_types {
        rw.ctx.ir.add_block_arg(na, t, Some(l));
    }
    rw.ctx.ir.append_block(ar, na);
    rw.set_insertion_point_before(op);
    let new = create(rw, "scf.while", inits, new_types, vec![br, ar], l);
    let new_results = rw.ctx.ir.results(new).to_vec();
    let na_args = rw.ctx.ir.block_args(na).to_vec();
    let res: Vec<ValueId> = mapping.iter().map(|&j| new_results[j]).collect();
    let after_vals: Vec<ValueId> = mapping.iter().map(|&j| na_args[j]).collect();
    let nb_args = rw.ctx.ir.block_args(nb).to_vec();
    rw.inline_block_before(before, InsertPoint::BlockStart(nb), &nb_args);
    rw.inline_block_before(after, InsertPoint::BlockStart(na), &after_vals);
    rw.replace_op(op, &res);
    true
}
