//! The verifier: structural checks every op gets (terminators, single-block
//! regions, unregistered ops, symbol uniqueness, SSA dominance), plus each
//! registered op's `verify` hook. Messages follow `mlir-opt`.

use std::collections::HashMap;

use crate::context::Context;
use crate::diag::Diagnostic;
use crate::dialect::traits;
use crate::ir::{BlockId, OpId, RegionId, ValueDef, ValueId};
use crate::printer::{PrintOptions, print_op_local};

/// An error `'<op name>' op <msg>` at the op's location with the
/// `see current operation:` note `mlir-opt` attaches.
pub fn op_error(ctx: &Context, op: OpId, msg: &str) -> Diagnostic {
    let name = ctx.op_name_str(ctx.ir.op(op).name);
    let loc = ctx.ir.op(op).loc;
    let mut d = Diagnostic::error(loc, format!("'{name}' op {msg}"));
    d.notes.push(current_op_note(ctx, op));
    d
}

/// The `see current operation: ...` note for `op` (generic form; printed on
/// a new line when the op spans several lines).
pub fn current_op_note(ctx: &Context, op: OpId) -> Diagnostic {
    let text = print_op_local(ctx, op, &PrintOptions { generic: true, debug_info: false });
    let mut msg = String::from("see current operation: ");
    if text.contains('\n') {
        msg.push('\n');
    }
    msg.push_str(&text);
    Diagnostic { severity: crate::diag::Severity::Note, loc: ctx.ir.op(op).loc, message: msg, notes: Vec::new() }
}

/// Verifies `root` and everything nested in it; returns the first error.
pub fn verify(ctx: &Context, root: OpId) -> Result<(), Diagnostic> {
    verify_op(ctx, root)?;
    Ok(())
}

fn verify_op(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    let def = ctx.op_def(d.name);
    if def.is_none() {
        let name = ctx.op_name_str(d.name);
        if let Some((dialect, _)) = name.split_once('.')
            && ctx.registry.has_dialect(dialect)
        {
            let mut e = Diagnostic::error(
                d.loc,
                format!(
                    "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
                ),
            );
            e.notes.push(current_op_note(ctx, op));
            return Err(e);
        }
    }
    // Operand types are consistent by construction; check successor / region structure.
    if let Some(def) = def {
        if def.has(traits::SINGLE_BLOCK) {
            for (i, &r) in d.regions.iter().enumerate() {
                if ctx.ir.region_blocks(r).count() > 1 {
                    return Err(op_error(ctx, op, &format!("expects region #{i} to have 0 or 1 blocks")));
                }
            }
        }
        if def.has(traits::TERMINATOR)
            && let Some(b) = d.parent
            && ctx.ir.block(b).last != Some(op)
        {
            return Err(op_error(ctx, op, "must be the last operation in the parent block"));
        }
        if !def.has(traits::NO_TERMINATOR) {
            for &r in &d.regions {
                for b in ctx.ir.region_blocks(r) {
                    match ctx.ir.block(b).last {
                        None => {
                            return Err(op_error(ctx, op, "empty block: expect at least a terminator"));
                        }
                        Some(last) => {
                            let ld = ctx.op_def(ctx.ir.op(last).name);
                            if ld.is_some_and(|x| !x.has(traits::TERMINATOR)) {
                                let text =
                                    print_op_local(ctx, last, &PrintOptions { generic: true, debug_info: false });
                                let mut e = Diagnostic::error(
                                    ctx.ir.op(last).loc,
                                    format!("block with no terminator, has {text}"),
                                );
                                e.notes.push(current_op_note(ctx, last));
                                return Err(e);
                            }
                        }
                    }
                }
            }
        }
        if let Some(f) = def.verify {
            f(ctx, op)?;
        }
        if def.has(traits::SYMBOL)
            && let Some(p) = ctx.ir.parent_op(op)
            && !ctx.op_has_trait(p, traits::SYMBOL_TABLE)
        {
            return Err(op_error(ctx, op, "symbol's parent must have the SymbolTable trait"));
        }
        if def.has(traits::SYMBOL_TABLE) {
            verify_symbol_table(ctx, op)?;
        }
    }
    for &r in &d.regions {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                verify_op(ctx, o)?;
            }
        }
    }
    if let Some(f) = def.and_then(|d| d.verify_regions) {
        f(ctx, op)?;
    }
    // Dominance for SSA-CFG regions of registered ops (modules are graph regions).
    if let Some(def) = def
        && !def.has(traits::SYMBOL_TABLE)
    {
        for &r in &d.regions {
            verify_dominance(ctx, r, def.has(traits::ISOLATED_FROM_ABOVE))?;
        }
    }
    Ok(())
}

fn verify_symbol_table(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let mut seen: HashMap<&str, OpId> = HashMap::new();
    let Some(sym) = ctx.lookup_ident("sym_name") else {
        return Ok(());
    };
    for &r in ctx.ir.regions(op) {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                let Some(name) = ctx.ir.attr(o, sym).and_then(|a| ctx.attr_str(a)) else { continue };
                if let Some(&prev) = seen.get(name) {
                    let mut e = Diagnostic::error(ctx.ir.op(o).loc, format!("redefinition of symbol named '{name}'"));
                    e.notes.push(current_op_note(ctx, o));
                    let e = e.with_note(ctx.ir.op(prev).loc, "see existing symbol definition here");
                    return Err(e);
                }
                seen.insert(name, o);
            }
        }
    }
    Ok(())
}

/// Per-region dominance check of all uses nested in `r`.
fn verify_dominance(ctx: &Context, r: RegionId, isolated: bool) -> Result<(), Diagnostic> {
    let ir = &ctx.ir;
    let blocks: Vec<BlockId> = ir.region_blocks(r).collect();
    let dom = if blocks.len() > 1 { Some(Dominators::compute(ctx, &blocks)) } else { None };
    let mut pos: HashMap<OpId, usize> = HashMap::new();
    for &b in &blocks {
        for (i, o) in ir.block_ops(b).enumerate() {
            pos.insert(o, i);
        }
    }
    for &b in &blocks {
        for o in ir.block_ops(b) {
            // Check every use in `o` and its nested ops (nested regions of
            // isolated ops are checked by their own verification).
            let mut stack = vec![o];
            while let Some(u) = stack.pop() {
                for (idx, &v) in ir.operands(u).iter().enumerate() {
                    check_use(ctx, r, isolated, &blocks, dom.as_ref(), &pos, o, u, idx, v)?;
                }
                if u != o && ctx.op_has_trait(u, traits::ISOLATED_FROM_ABOVE) {
                    continue;
                }
                if u != o && ctx.op_has_trait(u, traits::SYMBOL_TABLE) {
                    continue;
                }
                for &nr in ir.regions(u) {
                    for nb in ir.region_blocks(nr) {
                        stack.extend(ir.block_ops(nb));
                    }
                }
            }
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn check_use(
    ctx: &Context,
    r: RegionId,
    isolated: bool,
    _blocks: &[BlockId],
    dom: Option<&Dominators>,
    pos: &HashMap<OpId, usize>,
    top_user: OpId,
    user: OpId,
    idx: usize,
    v: ValueId,
) -> Result<(), Diagnostic> {
    let ir = &ctx.ir;
    let Some(def_block) = ir.value_parent_block(v) else {
        return Ok(());
    };
    // Only values defined directly in this region are checked here; values
    // from enclosing regions were checked at their level.
    if ir.block(def_block).parent != Some(r) {
        // A value defined in a region that does not enclose the user.
        if !encloses(ctx, def_block, user) {
            if isolated && !is_defined_inside(ctx, r, def_block) {
                let e = op_error(ctx, user, "using value defined outside the region");
                return Err(e);
            }
            return Err(dominance_error(ctx, user, idx, v));
        }
        return Ok(());
    }
    let use_block = ir.op(top_user).parent.expect("op in block");
    let ok = if def_block == use_block {
        match ir.value(v).def {
            ValueDef::BlockArg(..) => true,
            ValueDef::OpResult(d, _) => {
                let dp = pos.get(&d).copied().unwrap_or(usize::MAX);
                let up = pos.get(&top_user).copied().unwrap_or(0);
                dp < up || (d == top_user && user != top_user)
            }
        }
    } else {
        dom.is_some_and(|d| d.dominates(def_block, use_block))
    };
    if !ok {
        return Err(dominance_error(ctx, user, idx, v));
    }
    Ok(())
}

fn dominance_error(ctx: &Context, user: OpId, idx: usize, v: ValueId) -> Diagnostic {
    let mut e = Diagnostic::error(ctx.ir.op(user).loc, format!("operand #{idx} does not dominate this use"));
    e.notes.push(current_op_note(ctx, user));
    if let Some(d) = ctx.ir.defining_op(v) {
        e.notes.push(Diagnostic {
            severity: crate::diag::Severity::Note,
            loc: ctx.ir.op(d).loc,
            message: "operand defined here".to_string(),
            notes: Vec::new(),
        });
        if ctx.ir.op(d).parent == ctx.ir.op(user).parent
            && let Some(n) = e.notes.last_mut()
        {
            n.message.push_str(" (op in the same block)");
        }
    }
    e
}

fn encloses(ctx: &Context, def_block: BlockId, user: OpId) -> bool {
    let mut cur = ctx.ir.op(user).parent;
    while let Some(b) = cur {
        if b == def_block {
            return true;
        }
        cur = ctx.ir.block_parent_op(b).and_then(|o| ctx.ir.op(o).parent);
    }
    false
}

fn is_defined_inside(ctx: &Context, r: RegionId, b: BlockId) -> bool {
    let mut cur = Some(b);
    while let Some(bb) = cur {
        if ctx.ir.block(bb).parent == Some(r) {
            return true;
        }
        cur = ctx.ir.block_parent_op(bb).and_then(|o| ctx.ir.op(o).parent);
    }
    false
}

/// Dominator sets of a region's CFG (iterative bit-set algorithm).
struct Dominators {
    index: HashMap<BlockId, usize>,
    dom: Vec<Vec<bool>>,
}

impl Dominators {
    fn compute(ctx: &Context, blocks: &[BlockId]) -> Self {
        let n = blocks.len();
        let index: HashMap<BlockId, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let preds: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| ctx.ir.predecessors(b).into_iter().filter_map(|p| index.get(&p).copied()).collect())
            .collect();
        let mut dom = vec![vec![true; n]; n];
        dom[0] = vec![false; n];
        dom[0][0] = true;
        let mut changed = true;
        while changed {
            changed = false;
            for i in 1..n {
                let mut new = vec![true; n];
                if preds[i].is_empty() {
                    // Unreachable: dominated by everything (as MLIR treats it).
                } else {
                    for &p in &preds[i] {
                        for k in 0..n {
                            new[k] &= dom[p][k];
                        }
                    }
                }
                new[i] = true;
                if new != dom[i] {
                    dom[i] = new;
                    changed = true;
                }
            }
        }
        Dominators { index, dom }
    }

    fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        match (self.index.get(&a), self.index.get(&b)) {
            (Some(&ia), Some(&ib)) => self.dom[ib][ia],
            _ => false,
        }
    }
}
