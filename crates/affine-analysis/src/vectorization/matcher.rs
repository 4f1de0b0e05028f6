//! Nested op patterns (MLIR's `NestedPattern` / `NestedMatch` in
//! `mlir/lib/Dialect/Affine/Analysis/NestedMatcher.cpp`): "an `affine.for`
//! accepted by this filter with, somewhere below it, an `affine.for`
//! accepted by that filter", matched over a whole function.
//!
//! Matching walks the ops in post-order (nested ops before their parent,
//! as MLIR's `Operation::walk`), so a loop's matches come after those of
//! the loops inside it; a nested pattern is matched in the subtree of the
//! op, excluding the op itself, at any depth.

use affine_dialects::affine::names;
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, OpId};

/// A filter deciding whether an op matches one level of a pattern.
pub type Filter<'a> = Box<dyn FnMut(&Context, OpId) -> bool + 'a>;

/// A pattern: a filter on an op and patterns its subtree must match.
pub struct NestedPattern<'a> {
    filter: Filter<'a>,
    nested: Vec<NestedPattern<'a>>,
}

/// One match of a [`NestedPattern`]: the op and the matches of the nested
/// pattern below it (in post-order).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NestedMatch {
    /// The matched op.
    pub op: OpId,
    /// Matches of the nested pattern in the op's subtree.
    pub children: Vec<NestedMatch>,
}

impl<'a> NestedPattern<'a> {
    /// Any op accepted by `filter` (MLIR's `matcher::Op`).
    pub fn op(filter: impl FnMut(&Context, OpId) -> bool + 'a) -> Self {
        NestedPattern { filter: Box::new(filter), nested: Vec::new() }
    }

    /// An `affine.for` accepted by `filter` containing a match of each of
    /// `nested` (MLIR's `matcher::For(filter, nested)`).
    pub fn for_op(mut filter: impl FnMut(&Context, OpId) -> bool + 'a, nested: Vec<NestedPattern<'a>>) -> Self {
        NestedPattern {
            filter: Box::new(move |ctx: &Context, op| is_op(ctx, op, names::FOR) && filter(ctx, op)),
            nested,
        }
    }

    /// Any `affine.if` (MLIR's `matcher::If()`).
    pub fn any_if() -> Self {
        NestedPattern::op(|ctx: &Context, op| is_op(ctx, op, names::IF))
    }

    /// The number of pattern levels (1 without nested patterns).
    pub fn depth(&self) -> usize {
        1 + self.nested.iter().map(NestedPattern::depth).max().unwrap_or(0)
    }

    /// Every match in the ops of `root`'s subtree, `root` included, in
    /// post-order (MLIR's `NestedPattern::match`).
    pub fn match_all(&mut self, ctx: &Context, root: OpId) -> Vec<NestedMatch> {
        let mut out = Vec::new();
        self.match_subtree(ctx, root, None, &mut out);
        out
    }

    fn match_subtree(&mut self, ctx: &Context, root: OpId, skip: Option<OpId>, out: &mut Vec<NestedMatch>) {
        for op in ctx.ir.walk(root, WalkOrder::PostOrder) {
            if Some(op) != skip {
                self.match_one(ctx, op, out);
            }
        }
    }

    fn match_one(&mut self, ctx: &Context, op: OpId, out: &mut Vec<NestedMatch>) {
        if !(self.filter)(ctx, op) {
            return;
        }
        if self.nested.is_empty() {
            out.push(NestedMatch { op, children: Vec::new() });
            return;
        }
        for nested in &mut self.nested {
            let mut children = Vec::new();
            nested.match_subtree(ctx, op, Some(op), &mut children);
            if children.is_empty() {
                return;
            }
            out.push(NestedMatch { op, children });
        }
    }
}

fn is_op(ctx: &Context, op: OpId, name: &str) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == name
}
