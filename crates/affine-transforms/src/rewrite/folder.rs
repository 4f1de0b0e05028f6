//! MLIR's `OperationFolder` (`FoldUtils.cpp`): folds ops and keeps one
//! constant op per (dialect, value, type) in each insertion region, at the
//! start of the region's entry block.
//!
//! The insertion region of an op is the closest enclosing region whose
//! parent op is isolated from above (or unregistered, or top-level), so
//! constants used inside loops are hoisted to the function body. When a
//! constant is merged into an existing one, the survivor's location becomes
//! unknown, as in MLIR 22.

use affine_ir::context::{Attribute, Ident, Location, Type};
use affine_ir::dialect::traits;
use affine_ir::fxhash::FxHashMap;
use affine_ir::ir::{BlockId, InsertPoint, RegionId, ValueId};
use affine_ir::rewrite::{
    FoldOutcome, FoldResult, PatternRewriter, constant_op_value, fold_op, materialize_constant, op_dialect,
};
use affine_ir::{Context, OpId};
use smallvec::SmallVec;

type ConstantKey = (Ident, Attribute, Type);

/// Folds ops and uniques the constants it materializes (and those it is
/// told about) per insertion region.
#[derive(Default, Debug)]
pub struct OperationFolder {
    scopes: FxHashMap<RegionId, FxHashMap<ConstantKey, OpId>>,
    /// The dialects each folder-owned constant is registered under (inline:
    /// usually one).
    referenced: FxHashMap<OpId, SmallVec<[Ident; 2]>>,
    /// The dialect identifier of each op name met, by op name index (the
    /// folder registers every constant of every seeding).
    dialects: Vec<Option<Ident>>,
}

/// The folder the greedy driver uses to deduplicate constants when seeding.
pub type ConstantFolder = OperationFolder;

/// Where constants folded in `block` go: the closest enclosing region whose
/// parent op is isolated from above, unregistered, or top-level.
pub fn insertion_region(ctx: &Context, mut block: BlockId) -> Option<RegionId> {
    loop {
        let region = ctx.ir.block(block).parent?;
        let Some(parent) = ctx.ir.region(region).parent else { return Some(region) };
        if !ctx.is_registered(parent) || ctx.op_has_trait(parent, traits::ISOLATED_FROM_ABOVE) {
            return Some(region);
        }
        match ctx.ir.op(parent).parent {
            Some(b) => block = b,
            None => return Some(region),
        }
    }
}

impl OperationFolder {
    /// A folder with no known constants.
    pub fn new() -> Self {
        Self::default()
    }

    /// True if the folder created or registered `op`.
    pub fn is_folder_owned_constant(&self, op: OpId) -> bool {
        self.referenced.contains_key(&op)
    }

    fn dialect_ident(&mut self, ctx: &mut Context, op: OpId) -> Ident {
        let name = ctx.ir.op(op).name.index();
        if let Some(Some(id)) = self.dialects.get(name) {
            return *id;
        }
        // The dialect name is interned already (it prefixes op names) in
        // all but odd cases: no String per constant.
        let id = match ctx.lookup_ident(op_dialect(ctx, op)) {
            Some(id) => id,
            None => {
                let d = op_dialect(ctx, op).to_string();
                ctx.ident(&d)
            }
        };
        if name >= self.dialects.len() {
            self.dialects.resize(name + 1, None);
        }
        self.dialects[name] = Some(id);
        id
    }

    /// Moves a folder-owned constant to the front of its block unless the op
    /// before it is also folder-owned.
    fn rehoist(&self, ctx: &mut Context, op: OpId) {
        let Some(block) = ctx.ir.op(op).parent else { return };
        if ctx.ir.block(block).first != Some(op)
            && !ctx.ir.op(op).prev.is_some_and(|p| self.is_folder_owned_constant(p))
        {
            ctx.ir.detach_op(op);
            ctx.ir.insert_op(op, InsertPoint::BlockStart(block));
        }
    }

    /// Registers the constant op `op` of value `value` (MLIR's
    /// `insertKnownConstant`). If an equal constant is known, `op` is
    /// replaced by it and erased (false is returned); otherwise `op` moves to
    /// the start of its insertion region (unless already among the constants
    /// there) and becomes the known one (true).
    pub fn insert_known_constant(&mut self, rewriter: &mut PatternRewriter<'_>, op: OpId, value: Attribute) -> bool {
        if self.is_folder_owned_constant(op) {
            self.rehoist(rewriter.ctx, op);
            return true;
        }
        let Some(block) = rewriter.ctx.ir.op(op).parent else { return true };
        let Some(region) = insertion_region(rewriter.ctx, block) else { return true };
        let dialect = self.dialect_ident(rewriter.ctx, op);
        let ty = rewriter.ctx.ir.value_type(rewriter.ctx.ir.result(op, 0));
        let key = (dialect, value, ty);
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&key)) {
            self.notify_removal(rewriter.ctx, op);
            let results = rewriter.ctx.ir.results(existing).to_vec();
            rewriter.replace_op(op, &results);
            let unknown = rewriter.ctx.unknown_loc();
            rewriter.ctx.ir.op_mut(existing).loc = unknown;
            return false;
        }
        let Some(insert_block) = rewriter.ctx.ir.entry_block(region) else { return true };
        let ctx = &mut *rewriter.ctx;
        if block != insert_block {
            // Moved out of its block: its location no longer applies.
            ctx.ir.detach_op(op);
            ctx.ir.insert_op(op, InsertPoint::BlockStart(insert_block));
            let unknown = ctx.unknown_loc();
            ctx.ir.op_mut(op).loc = unknown;
        } else if ctx.ir.block(insert_block).first != Some(op)
            && !ctx.ir.op(op).prev.is_some_and(|p| self.is_folder_owned_constant(p))
        {
            ctx.ir.detach_op(op);
            ctx.ir.insert_op(op, InsertPoint::BlockStart(insert_block));
        }
        self.scopes.entry(region).or_default().insert(key, op);
        self.referenced.entry(op).or_default().push(dialect);
        true
    }

    /// Forgets `op` if it is a folder-owned constant (call before erasing it).
    pub fn notify_removal(&mut self, ctx: &Context, op: OpId) {
        let Some(dialects) = self.referenced.remove(&op) else { return };
        let Some(value) = constant_op_value(ctx, op) else { return };
        let Some(region) = ctx.ir.op(op).parent.and_then(|b| insertion_region(ctx, b)) else { return };
        let ty = ctx.ir.value_type(ctx.ir.result(op, 0));
        if let Some(map) = self.scopes.get_mut(&region) {
            for d in dialects {
                map.remove(&(d, value, ty));
            }
        }
    }

    /// Forgets every known constant.
    pub fn clear(&mut self) {
        self.scopes.clear();
        self.referenced.clear();
    }

    /// The constant of `value` and `ty` materialized by `dialect` at the
    /// start of the insertion region of `block`, reusing a known one
    /// (MLIR's `getOrCreateConstant`).
    pub fn get_or_create_constant(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        block: BlockId,
        dialect: &str,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<ValueId> {
        let region = insertion_region(rewriter.ctx, block)?;
        let entry = rewriter.ctx.ir.entry_block(region)?;
        rewriter.set_insertion_point(InsertPoint::BlockStart(entry));
        let op = self.try_get_or_create_constant(rewriter, region, dialect, value, ty, loc)?;
        Some(rewriter.ctx.ir.result(op, 0))
    }

    fn try_get_or_create_constant(
        &mut self,
        rewriter: &mut PatternRewriter<'_>,
        region: RegionId,
        dialect: &str,
        value: Attribute,
        ty: Type,
        loc: Location,
    ) -> Option<OpId> {
        let d = rewriter.ctx.ident(dialect);
        if let Some(&op) = self.scopes.get(&region).and_then(|m| m.get(&(d, value, ty))) {
            return Some(op);
        }
        let op = materialize_constant(rewriter, dialect, value, ty, loc)?;
        let nd = self.dialect_ident(rewriter.ctx, op);
        if nd == d {
            self.scopes.entry(region).or_default().insert((d, value, ty), op);
            self.referenced.entry(op).or_default().push(d);
            return Some(op);
        }
        // Materialized in another dialect: reuse an existing constant of
        // that dialect if any.
        if let Some(&existing) = self.scopes.get(&region).and_then(|m| m.get(&(nd, value, ty))) {
            self.notify_removal(rewriter.ctx, op);
            rewriter.erase_op(op);
            self.referenced.entry(existing).or_default().push(d);
            self.scopes.entry(region).or_default().insert((d, value, ty), existing);
            return Some(existing);
        }
        self.referenced.insert(op, smallvec::smallvec![d, nd]);
        let map = self.scopes.entry(region).or_default();
        map.insert((d, value, ty), op);
        map.insert((nd, value, ty), op);
        Some(op)
    }

    /// Folds `op` (MLIR's `tryToFold`): constants are materialized (or
    /// reused) at the start of the insertion region, the op's results are
    /// replaced and the op erased. Returns `Some(in_place)` on success.
    pub fn try_to_fold(&mut self, rewriter: &mut PatternRewriter<'_>, op: OpId) -> Option<bool> {
        if self.is_folder_owned_constant(op) {
            self.rehoist(rewriter.ctx, op);
            return None;
        }
        let results = match fold_op(rewriter.ctx, op) {
            FoldOutcome::Failed => return None,
            FoldOutcome::InPlace => {
                rewriter.notify_modified(op);
                return Some(true);
            }
            FoldOutcome::Results(r) => r,
        };
        let block = rewriter.ctx.ir.op(op).parent?;
        let region = insertion_region(rewriter.ctx, block)?;
        let entry = rewriter.ctx.ir.entry_block(region)?;
        rewriter.set_insertion_point(InsertPoint::BlockStart(entry));
        let dialect = op_dialect(rewriter.ctx, op).to_string();
        let loc = rewriter.ctx.ir.op(op).loc;
        let mut values = Vec::with_capacity(results.len());
        let mut created: Vec<OpId> = Vec::new();
        for (i, r) in results.into_iter().enumerate() {
            match r {
                FoldResult::Value(v) => values.push(v),
                FoldResult::Attr(a) => {
                    let ty = rewriter.ctx.ir.value_type(rewriter.ctx.ir.result(op, i));
                    let known = self.scopes.get(&region).map_or(0, |m| m.len());
                    match self.try_get_or_create_constant(rewriter, region, &dialect, a, ty, loc) {
                        Some(c) => {
                            if self.scopes.get(&region).map_or(0, |m| m.len()) > known {
                                created.push(c);
                            }
                            // The constant must dominate `op` in the same block.
                            if rewriter.ctx.ir.op(c).parent == Some(block)
                                && rewriter.ctx.ir.block(block).first != Some(c)
                            {
                                rewriter.ctx.ir.detach_op(c);
                                rewriter.ctx.ir.insert_op(c, InsertPoint::BlockStart(block));
                            }
                            values.push(rewriter.ctx.ir.result(c, 0));
                        }
                        None => {
                            for c in created {
                                self.notify_removal(rewriter.ctx, c);
                                rewriter.erase_op(c);
                            }
                            return None;
                        }
                    }
                }
            }
        }
        self.notify_removal(rewriter.ctx, op);
        rewriter.replace_op(op, &values);
        Some(false)
    }
}
