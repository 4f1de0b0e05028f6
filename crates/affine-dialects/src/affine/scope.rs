//! Affine scopes and the rules for valid affine dimensions and symbols
//! (MLIR's `isValidDim`, `isValidSymbol`, `isTopLevelValue`,
//! `getAffineScope` in `mlir/lib/Dialect/Affine/IR/AffineOps.cpp`).
//!
//! An *affine scope* is a region held by an op with the
//! [`traits::AFFINE_SCOPE`] trait (`func.func`, `builtin.module`, ...).
//! Symbols are values that are fixed for a whole execution of the scope's
//! region: values defined at its top level, constants, pure ops of symbols,
//! `memref.dim` of memrefs whose size is a symbol, and values that dominate
//! the scope op. Dimensions are symbols plus induction variables of
//! `affine.for` / `affine.parallel` and `affine.apply` /
//! `affine.{de,}linearize_index` results of dimensions.
//!
//! The verifiers of affine ops check their map operands with these rules and
//! the dependence analysis uses them to decide which values are parameters.

// Fx hashing: these memo tables are built for every affine operand checked.
use affine_ir::fxhash::FxHashMap as HashMap;

use affine_ir::context::{Context, DYNAMIC, TypeData};
use affine_ir::dialect::traits;
use affine_ir::ir::{OpId, RegionId, ValueDef, ValueId};

use super::{Code, code_of, is_code};

/// True if `op` is registered with all trait bits `t` (unregistered ops
/// have no traits, as in MLIR's `hasTrait`).
fn has_trait(ctx: &Context, op: OpId, t: u32) -> bool {
    ctx.op_has_trait(op, t)
}

/// The name of an op as a string.
fn op_name(ctx: &Context, op: OpId) -> &str {
    ctx.op_name_str(ctx.ir.op(op).name)
}

/// True if the value has type `index`.
fn is_index(ctx: &Context, v: ValueId) -> bool {
    ctx.is_index(ctx.ir.value_type(v))
}

/// The op owning the block that defines block argument `v` (`None` for op
/// results and detached blocks).
fn block_arg_owner_op(ctx: &Context, v: ValueId) -> Option<OpId> {
    match ctx.ir.value(v).def {
        ValueDef::BlockArg(b, _) => ctx.ir.block_parent_op(b),
        ValueDef::OpResult(..) => None,
    }
}

/// The region in which `v` is defined (the region of the defining op, or
/// of the block owning the argument).
fn value_region(ctx: &Context, v: ValueId) -> Option<RegionId> {
    match ctx.ir.value(v).def {
        ValueDef::BlockArg(b, _) => ctx.ir.block(b).parent,
        ValueDef::OpResult(o, _) => ctx.ir.parent_region(o),
    }
}

/// The parent op of a region.
fn region_op(ctx: &Context, r: RegionId) -> Option<OpId> {
    ctx.ir.region(r).parent
}

/// The closest region enclosing `op` that is held by an op with the
/// `AffineScope` trait (MLIR's `getAffineScope`); `None` if there is none.
pub fn affine_scope(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(parent) = ctx.ir.parent_op(cur) {
        if has_trait(ctx, parent, traits::AFFINE_SCOPE) {
            return ctx.ir.parent_region(cur);
        }
        cur = parent;
    }
    None
}

/// The closest region enclosing `op` whose parent op is not an
/// `affine.for`, `affine.if` or `affine.parallel` (MLIR's
/// `getAffineAnalysisScope`): the region an affine analysis works in.
pub fn affine_analysis_scope(ctx: &Context, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    while let Some(parent) = ctx.ir.parent_op(cur) {
        if !matches!(code_of(ctx, parent), Some(Code::For | Code::If | Code::Parallel)) {
            return ctx.ir.parent_region(cur);
        }
        cur = parent;
    }
    None
}

/// True if `v` is defined at the top level of `region` or is one of its
/// block arguments (MLIR's `isTopLevelValue(value, region)`).
pub fn is_top_level_value_in(ctx: &Context, v: ValueId, region: RegionId) -> bool {
    value_region(ctx, v) == Some(region)
}

/// True if `v` is defined at the top level of an affine scope, i.e. its
/// defining op (or owning block) is immediately inside an op with the
/// `AffineScope` trait (MLIR's `isTopLevelValue(value)`).
pub fn is_top_level_value(ctx: &Context, v: ValueId) -> bool {
    let parent = match ctx.ir.value(v).def {
        ValueDef::BlockArg(b, _) => ctx.ir.block_parent_op(b),
        ValueDef::OpResult(o, _) => ctx.ir.parent_op(o),
    };
    parent.is_some_and(|p| has_trait(ctx, p, traits::AFFINE_SCOPE))
}

/// If `v` is the induction variable of an `affine.for`, that op (MLIR's
/// `getForInductionVarOwner`; iter_args are not induction variables).
pub fn for_induction_var_owner(ctx: &Context, v: ValueId) -> Option<OpId> {
    let ValueDef::BlockArg(b, 0) = ctx.ir.value(v).def else {
        return None;
    };
    let owner = ctx.ir.block_parent_op(b)?;
    is_code(ctx, owner, Code::For).then_some(owner)
}

/// If `v` is one of the induction variables of an `affine.parallel`, that
/// op (MLIR's `getAffineParallelInductionVarOwner`).
pub fn parallel_induction_var_owner(ctx: &Context, v: ValueId) -> Option<OpId> {
    let owner = block_arg_owner_op(ctx, v)?;
    is_code(ctx, owner, Code::Parallel).then_some(owner)
}

/// True if `v` is an induction variable of an `affine.for` or
/// `affine.parallel` (MLIR's `isAffineInductionVar`).
pub fn is_affine_induction_var(ctx: &Context, v: ValueId) -> bool {
    for_induction_var_owner(ctx, v).is_some() || parallel_induction_var_owner(ctx, v).is_some()
}

/// The constant integer value of `v` if it is produced by a constant-like
/// op holding an integer `value` attribute.
pub fn constant_int_value(ctx: &Context, v: ValueId) -> Option<i64> {
    let op = ctx.ir.defining_op(v)?;
    if !has_trait(ctx, op, traits::CONSTANT_LIKE) {
        return None;
    }
    let attr = ctx.ir.attr(op, affine_ir::known::VALUE)?;
    ctx.attr_int(attr).and_then(|x| i64::try_from(x).ok())
}

/// True if `v` can be used as an affine symbol anywhere (MLIR's
/// `isValidSymbol(value)`): an index value defined at the top level of an
/// affine scope, or valid as a symbol in the scope of its definition.
pub fn is_valid_symbol(ctx: &Context, v: ValueId) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if is_top_level_value(ctx, v) {
        return true;
    }
    match ctx.ir.defining_op(v) {
        Some(def) => is_valid_symbol_in(ctx, v, affine_scope(ctx, def)),
        None => false,
    }
}

/// True if `v` can be used as an affine dimension anywhere (MLIR's
/// `isValidDim(value)`).
pub fn is_valid_dim(ctx: &Context, v: ValueId) -> bool {
    if !is_index(ctx, v) {
        return false;
    }
    if let Some(def) = ctx.ir.defining_op(v) {
        return is_valid_dim_in(ctx, v, affine_scope(ctx, def));
    }
    if is_affine_induction_var(ctx, v) {
        return true;
    }
    block_arg_owner_op(ctx, v).is_some_and(|p| has_trait(ctx, p, traits::AFFINE_SCOPE))
}

/// True if `v` can be used as a symbol by a use whose polyhedral scope is
/// `region` (MLIR's `isValidSymbol(value, region)`). With `region == None`
/// only values that are symbols regardless of the region structure are
/// accepted (constants, pure ops of such values, some `dim` results).
pub fn is_valid_symbol_in(ctx: &Context, v: ValueId, region: Option<RegionId>) -> bool {
    Rules::new(ctx).symbol(v, region)
}

/// True if `v` can be used as a dimension by a use whose polyhedral scope is
/// `region` (MLIR's `isValidDim(value, region)`).
pub fn is_valid_dim_in(ctx: &Context, v: ValueId, region: Option<RegionId>) -> bool {
    Rules::new(ctx).dim(v, region)
}

/// Which rule an operand of an affine op breaks (see
/// [`first_invalid_dim_or_symbol`]).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum InvalidOperand {
    /// A dim operand that is not a valid dimension.
    Dim,
    /// A symbol operand that is not a valid symbol.
    Symbol,
}

/// The first of `operands` (the first `num_dims` used as dims, the rest as
/// symbols, in `region`) that is not valid in its position, if any: what
/// the affine op verifiers check, with one memo table for all operands.
pub(crate) fn first_invalid_dim_or_symbol(
    ctx: &Context,
    operands: &[ValueId],
    num_dims: usize,
    region: Option<RegionId>,
) -> Option<InvalidOperand> {
    // The memo tables are made only for an operand the quick check below
    // cannot decide.
    let mut rules: Option<Rules<'_>> = None;
    for (i, &v) in operands.iter().enumerate() {
        // Index values defined at the top level of the scope (function
        // arguments, values computed before the loops) are both dims and
        // symbols: the first rule of `symbol_uncached`, which `dim` reaches
        // through `dim_uncached`; and `affine.apply`s of those and of
        // induction variables and constants are dims. No memo lookups or
        // insertions needed.
        if valid_in_scope_quick(ctx, v, i < num_dims, region, ANY_SCOPE_DEPTH) {
            continue;
        }
        let rules = rules.get_or_insert_with(|| Rules::new(ctx));
        if i < num_dims {
            if !rules.dim(v, region) {
                return Some(InvalidOperand::Dim);
            }
        } else if !rules.symbol(v, region) {
            return Some(InvalidOperand::Symbol);
        }
    }
    None
}

/// True if `v` is an index value defined at the top level of `region` (or
/// one of its block arguments): a valid dim and symbol there, the answer
/// the rules give before any other.
pub(crate) fn top_level_index_in(ctx: &Context, v: ValueId, region: Option<RegionId>) -> bool {
    region.is_some_and(|r| is_top_level_value_in(ctx, v, r)) && is_index(ctx, v)
}

/// [`valid_in_any_scope`] that also accepts index values defined at the
/// top level of `region` if one is given (what the rules answer first for
/// them, dims and symbols alike), at any depth of the `affine.apply`
/// operands it follows. True only where the rules of [`Rules`] give true:
/// false means they must decide.
pub(crate) fn valid_in_scope_quick(
    ctx: &Context,
    v: ValueId,
    as_dim: bool,
    region: Option<RegionId>,
    depth: u32,
) -> bool {
    if top_level_index_in(ctx, v, region) {
        return true;
    }
    if !is_index(ctx, v) {
        return false;
    }
    let Some(def) = ctx.ir.defining_op(v) else {
        return as_dim && is_affine_induction_var(ctx, v);
    };
    if has_trait(ctx, def, traits::CONSTANT_LIKE) {
        return true;
    }
    as_dim
        && depth > 0
        && matches!(code_of(ctx, def), Some(Code::Apply | Code::DelinearizeIndex | Code::LinearizeIndex))
        && ctx.ir.operands(def).iter().all(|&o| valid_in_scope_quick(ctx, o, true, region, depth - 1))
}

/// How deep [`valid_in_any_scope`] follows `affine.apply` operands before
/// leaving the answer to the memoized rules (bounds the work on DAGs).
pub(crate) const ANY_SCOPE_DEPTH: u32 = 3;

/// True if `v` is certainly a valid dimension (`as_dim`) or symbol for a use
/// in any affine scope: an index-typed constant, and for dimensions also an
/// induction variable or an `affine.apply` / `affine.{de,}linearize_index`
/// result whose operands are such dimensions. The rules of [`Rules`] give
/// `true` for all of these before looking at the scope; `false` here only
/// means the scope-dependent rules must decide.
pub(crate) fn valid_in_any_scope(ctx: &Context, v: ValueId, as_dim: bool) -> bool {
    valid_in_scope_quick(ctx, v, as_dim, None, ANY_SCOPE_DEPTH)
}

/// An index-typed induction variable of an `affine.for` / `affine.parallel`.
fn ctx_is_induction_var(ctx: &Context, v: ValueId) -> bool {
    matches!(ctx.ir.value(v).def, ValueDef::BlockArg(..)) && is_index(ctx, v) && is_affine_induction_var(ctx, v)
}

/// The recursive dim / symbol rules with memoization: the recursion through
/// pure ops and `affine.apply` operands would otherwise be exponential on
/// DAGs of shared operands.
struct Rules<'c> {
    ctx: &'c Context,
    symbols: HashMap<(ValueId, Option<RegionId>), bool>,
    dims: HashMap<(ValueId, Option<RegionId>), bool>,
}

impl<'c> Rules<'c> {
    fn new(ctx: &'c Context) -> Self {
        Rules { ctx, symbols: HashMap::default(), dims: HashMap::default() }
    }

    fn symbol(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        if let Some(&r) = self.symbols.get(&(v, region)) {
            return r;
        }
        // Provisional answer for cycles (graph regions): not a symbol.
        self.symbols.insert((v, region), false);
        let r = self.symbol_uncached(v, region);
        self.symbols.insert((v, region), r);
        r
    }

    fn symbol_uncached(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        let ctx = self.ctx;
        if !is_index(ctx, v) {
            return false;
        }
        if let Some(r) = region
            && is_top_level_value_in(ctx, v, r)
        {
            return true;
        }
        let Some(def) = ctx.ir.defining_op(v) else {
            // A block argument that is not top-level is a symbol if it
            // dominates the region's parent op.
            return self.dominates_scope_op(v, region);
        };
        if has_trait(ctx, def, traits::CONSTANT_LIKE) {
            return true;
        }
        if has_trait(ctx, def, traits::PURE) && ctx.ir.operands(def).iter().all(|&o| self.symbol(o, region)) {
            return true;
        }
        if is_dim_like(ctx, def) {
            return self.dim_op_valid_symbol(def, region);
        }
        self.dominates_scope_op(v, region)
    }

    /// The recursion of `isValidSymbol` into the region enclosing the parent
    /// op of `region`, unless that op is isolated from above.
    fn dominates_scope_op(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        let ctx = self.ctx;
        let Some(r) = region else { return false };
        let Some(rop) = region_op(ctx, r) else {
            return false;
        };
        if has_trait(ctx, rop, traits::ISOLATED_FROM_ABOVE) {
            return false;
        }
        match ctx.ir.parent_region(rop) {
            Some(parent) => self.symbol(v, Some(parent)),
            None => false,
        }
    }

    fn dim(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        // Induction variables are dims whatever the region (the answer of
        // `dim_uncached`), without the symbol walk up the region tree.
        if ctx_is_induction_var(self.ctx, v) {
            return true;
        }
        if let Some(&r) = self.dims.get(&(v, region)) {
            return r;
        }
        self.dims.insert((v, region), false);
        let r = self.dim_uncached(v, region);
        self.dims.insert((v, region), r);
        r
    }

    fn dim_uncached(&mut self, v: ValueId, region: Option<RegionId>) -> bool {
        let ctx = self.ctx;
        if !is_index(ctx, v) {
            return false;
        }
        if self.symbol(v, region) {
            return true;
        }
        let Some(def) = ctx.ir.defining_op(v) else {
            return is_affine_induction_var(ctx, v);
        };
        match code_of(ctx, def) {
            Some(Code::Apply | Code::DelinearizeIndex | Code::LinearizeIndex) => {
                ctx.ir.operands(def).iter().all(|&o| self.dim(o, region))
            }
            _ if is_dim_like(ctx, def) => ctx.ir.operands(def).first().is_some_and(|&src| is_top_level_value(ctx, src)),
            _ => false,
        }
    }

    /// MLIR's `isDimOpValidSymbol`: the result of a `dim` op is a symbol if
    /// its source is a top-level value, or a `memref.alloc` / `memref.view` /
    /// `memref.subview` (through `memref.cast`s) whose corresponding size is
    /// static or a valid symbol.
    fn dim_op_valid_symbol(&mut self, dim_op: OpId, region: Option<RegionId>) -> bool {
        let ctx = self.ctx;
        match dim_size_source(ctx, dim_op) {
            DimSize::Symbol => true,
            DimSize::Invalid => false,
            DimSize::Value(s) => self.symbol(s, region),
        }
    }
}

/// What decides whether a `dim` result is a symbol.
enum DimSize {
    /// Always a symbol (top-level source or static size).
    Symbol,
    /// Never (unknown source or dimension).
    Invalid,
    /// A symbol iff this dynamic size value is.
    Value(ValueId),
}

/// True if `v` may index an affine memory op (`affine.dma_start`,
/// `affine.dma_wait`, `affine.prefetch`): a valid dim or symbol in `region`.
pub fn is_valid_affine_index_operand(ctx: &Context, v: ValueId, region: Option<RegionId>) -> bool {
    is_valid_dim_in(ctx, v, region) || is_valid_symbol_in(ctx, v, region)
}

/// Ops implementing MLIR's `ShapedDimOpInterface` (`memref.dim`,
/// `tensor.dim`): operand 0 is the shaped value, operand 1 the dimension.
fn is_dim_like(ctx: &Context, op: OpId) -> bool {
    matches!(op_name(ctx, op), "memref.dim" | "tensor.dim") && ctx.ir.operands(op).len() == 2
}

/// The structural part of MLIR's `isDimOpValidSymbol` (see
/// [`Rules::dim_op_valid_symbol`]).
fn dim_size_source(ctx: &Context, dim_op: OpId) -> DimSize {
    let operands = ctx.ir.operands(dim_op);
    let (src, dim) = (operands[0], operands[1]);
    if is_top_level_value(ctx, src) {
        return DimSize::Symbol;
    }
    let Some(mut def) = ctx.ir.defining_op(src) else {
        return DimSize::Invalid;
    };
    let Some(index) = constant_int_value(ctx, dim) else {
        return DimSize::Invalid;
    };
    while op_name(ctx, def) == "memref.cast" {
        let Some(&cast_src) = ctx.ir.operands(def).first() else {
            return DimSize::Invalid;
        };
        if matches!(ctx.type_data(ctx.ir.value_type(cast_src)), TypeData::UnrankedMemRef { .. }) {
            return DimSize::Invalid;
        }
        match ctx.ir.defining_op(cast_src) {
            Some(d) => def = d,
            None => return DimSize::Invalid,
        }
    }
    let dynamic_sizes: &[ValueId] = match op_name(ctx, def) {
        "memref.alloc" => {
            let n = segment_size(ctx, def, 0).unwrap_or(ctx.ir.operands(def).len());
            &ctx.ir.operands(def)[..n.min(ctx.ir.operands(def).len())]
        }
        "memref.view" => ctx.ir.operands(def).get(2..).unwrap_or(&[]),
        "memref.subview" => {
            let ops = ctx.ir.operands(def);
            match (segment_size(ctx, def, 1), segment_size(ctx, def, 2)) {
                (Some(offsets), Some(sizes)) => ops.get(1 + offsets..1 + offsets + sizes).unwrap_or(&[]),
                _ => return DimSize::Invalid,
            }
        }
        _ => return DimSize::Invalid,
    };
    let Some(&result) = ctx.ir.results(def).first() else {
        return DimSize::Invalid;
    };
    let Some(shape) = ctx.shape(ctx.ir.value_type(result)) else {
        return DimSize::Invalid;
    };
    let Ok(index) = usize::try_from(index) else {
        return DimSize::Invalid;
    };
    if index >= shape.len() {
        return DimSize::Invalid;
    }
    if shape[index] != DYNAMIC {
        return DimSize::Symbol;
    }
    let pos = shape[..index].iter().filter(|&&s| s == DYNAMIC).count();
    match dynamic_sizes.get(pos) {
        Some(&s) => DimSize::Value(s),
        None => DimSize::Invalid,
    }
}

/// Entry `i` of the `operandSegmentSizes` property of `op`, if present.
fn segment_size(ctx: &Context, op: OpId, i: usize) -> Option<usize> {
    let attr = ctx.ir.attr(op, affine_ir::known::OPERAND_SEGMENT_SIZES)?;
    let sizes = ctx.attr_dense_i64s(attr)?;
    sizes.get(i).and_then(|&s| usize::try_from(s).ok())
}
