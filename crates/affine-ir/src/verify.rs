//! The verifier: structural checks every op gets (terminators, single-block
//! regions, unregistered ops, symbol uniqueness, SSA dominance), plus each
//! registered op's `verify` hook. Messages follow `mlir-opt`.

use crate::fxhash::FxHashMap;

use crate::context::{AttrData, Context};
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
    let msg = format!("see current operation: {}", op_in_diagnostic(ctx, op));
    Diagnostic { severity: crate::diag::Severity::Note, loc: ctx.ir.op(op).loc, message: msg, notes: Vec::new() }
}

/// An op as MLIR's `Diagnostic::appendOp` writes it into a message: the
/// generic form, starting on a new line when it spans several lines.
pub fn op_in_diagnostic(ctx: &Context, op: OpId) -> String {
    let text = print_op_local(ctx, op, &PrintOptions::for_diagnostic(true, ctx.diag_debug_info));
    if text.contains('\n') { format!("\n{text}") } else { text }
}

/// The `SingleBlock` part of `SingleBlockImplicitTerminator`, checked when
/// the op is entered: every block has a terminator position to check.
pub fn check_non_empty_blocks(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    for &r in ctx.ir.regions(op) {
        if ctx.ir.region_blocks(r).any(|b| ctx.ir.block(b).last.is_none()) {
            return Err(op_error(ctx, op, "expects a non-empty block"));
        }
    }
    Ok(())
}

/// `SingleBlockImplicitTerminator<term>`'s region check: every block ends
/// with `term`. MLIR runs it after the nested ops are verified, so a
/// misplaced terminator reports its own error first.
pub fn check_implicit_terminator(ctx: &Context, op: OpId, term: &str) -> Result<(), Diagnostic> {
    check_non_empty_blocks(ctx, op)?;
    for &r in ctx.ir.regions(op) {
        for b in ctx.ir.region_blocks(r) {
            if let Some(l) = ctx.ir.block(b).last
                && ctx.op_name_str(ctx.ir.op(l).name) != term
            {
                let found = ctx.op_name_str(ctx.ir.op(l).name).to_string();
                let e = op_error(ctx, op, &format!("expects regions to end with '{term}', found '{found}'"));
                return Err(e.with_note(
                    ctx.ir.op(op).loc,
                    format!("in custom textual format, the absence of terminator implies '{term}'"),
                ));
            }
        }
    }
    Ok(())
}

/// Verifies `root` and everything nested in it; returns the first error
/// (see [`verify_all`] for all of them).
pub fn verify(ctx: &Context, root: OpId) -> Result<(), Diagnostic> {
    match verify_all(ctx, root).into_iter().next() {
        Some(d) => Err(d),
        None => Ok(()),
    }
}

/// Verifies `root` like MLIR's `OperationVerifier` and returns every error,
/// in the order `mlir-opt` prints them: each isolated-from-above op (e.g.
/// each function) is verified independently, so one error per failing
/// function is reported; within one, verification stops at the first error.
///
/// Order of checks (as MLIR): on entering an op, its parent constraint,
/// traits and `verify` hook, and its regions' structure; then its nested
/// ops and blocks (block terminator checks after the block's ops); nested
/// isolated ops; then region verifiers (`verify_regions`), symbol tables and
/// the unregistered-op check; finally SSA dominance for the isolated op.
pub fn verify_all(ctx: &Context, root: OpId) -> Vec<Diagnostic> {
    verify_all_threaded(ctx, root, 1)
}

/// [`verify_all`] verifying the isolated-from-above ops directly nested in
/// one op (such as a module's functions) on up to `threads` threads, as
/// MLIR's verifier does when multithreading is enabled. Each thread takes a
/// contiguous run of those ops, so the errors come out in the order of a
/// sequential run, and every check is the sequential one.
pub fn verify_all_threaded(ctx: &Context, root: OpId, threads: usize) -> Vec<Diagnostic> {
    let mut st = VerifyState::new(ctx, root, threads.max(1));
    verify_op_and_dominance(ctx, root, &mut st);
    std::mem::take(&mut st.errors)
}

/// Fewest isolated ops per thread worth verifying on threads of their own.
const MIN_ISOLATED_PER_THREAD: usize = 8;

/// Stack of each verification thread: nesting depth is the input's (only
/// the pages used are committed).
const VERIFY_STACK_BYTES: usize = 1 << 30;

/// What one verification carries from op to op (so that the IR is walked
/// once for the structural checks and once per isolated op for isolation
/// and dominance together).
struct VerifyState {
    /// The errors so far (one per failing isolated op).
    errors: Vec<Diagnostic>,
    /// For each block (by index), the mark of the isolation-and-dominance
    /// walk that visited it last: a value defined in a block carrying the
    /// mark of the walk of an isolated op is inside that op without walking
    /// up its ancestors.
    block_owner: BlockMarks,
    /// How many ops with a `verify_symbol_uses` hook were entered so far: a
    /// symbol table with none nested needs no walk for symbol uses.
    symbol_use_ops: usize,
    /// The dominance result of the isolated op whose isolation walk just
    /// checked it too (so [`verify_op_and_dominance`] does not walk again).
    dominance: Option<(OpId, Result<(), Diagnostic>)>,
    /// Isolation and dominance of the operands met by the structural walk
    /// of the op being verified (see [`OperandCheck`]).
    walk: OperandCheck,
    /// The blocks the structural walk is in (see [`OpenBlocks`]).
    open: OpenBlocks,
    /// Threads the isolated ops nested in one op may be verified on.
    threads: usize,
}

impl VerifyState {
    fn new(ctx: &Context, root: OpId, threads: usize) -> Self {
        let mut block_owner = BLOCK_MARKS.with(|m| m.take());
        let walk = OperandCheck::new(ctx, root, block_owner.fresh());
        VerifyState {
            errors: Vec::new(),
            block_owner,
            symbol_use_ops: 0,
            dominance: None,
            walk,
            open: Vec::new(),
            threads,
        }
    }
}

impl Drop for VerifyState {
    fn drop(&mut self) {
        // The table goes back for the next verification on this thread
        // (the larger one, when a nested state took it meanwhile).
        let marks = std::mem::take(&mut self.block_owner);
        BLOCK_MARKS.with(|m| {
            let kept = m.take();
            m.set(if kept.marks.len() > marks.marks.len() { kept } else { marks });
        });
    }
}

thread_local! {
    /// The block-mark table of the last verification on this thread, reused
    /// so that each verification does not clear a table as long as the
    /// arena's blocks (most verifications, those after each pass, visit one
    /// function of a large module).
    static BLOCK_MARKS: std::cell::Cell<BlockMarks> = std::cell::Cell::new(BlockMarks::default());
}

/// Per-block marks (by block index) told apart by epoch: every walk that
/// marks blocks takes a fresh mark, larger than any already in the table,
/// so no mark left by an earlier walk (of this verification or an earlier
/// one) matches it and the table never needs clearing.
#[derive(Default)]
struct BlockMarks {
    marks: Vec<u32>,
    /// For each block, `1 +` its position in the stack of open blocks when
    /// it was last entered (see [`OpenBlocks`]); stale entries are told
    /// apart by the stack itself.
    levels: Vec<u32>,
    /// The largest mark handed out (0 is "never marked").
    epoch: u32,
}

impl BlockMarks {
    /// A mark no block carries yet.
    fn fresh(&mut self) -> u32 {
        if self.epoch == u32::MAX {
            self.marks.fill(0);
            self.epoch = 0;
        }
        self.epoch += 1;
        self.epoch
    }

    /// Marks block `b` with `mark` (the table grown to `num_blocks`, the
    /// arena's block slots, when too short).
    #[inline]
    fn set(&mut self, b: BlockId, mark: u32, num_blocks: usize) {
        let i = b.index();
        if i >= self.marks.len() {
            self.marks.resize(num_blocks.max(i + 1), 0);
        }
        self.marks[i] = mark;
    }

    /// Whether block `b` carries `mark`.
    #[inline]
    fn has(&self, b: BlockId, mark: u32) -> bool {
        self.marks.get(b.index()) == Some(&mark)
    }

    /// The position of `b` in `open` (the blocks being walked), if it is
    /// open.
    #[inline]
    fn open_level(&self, b: BlockId, open: &OpenBlocks) -> Option<usize> {
        let k = (*self.levels.get(b.index())? as usize).checked_sub(1)?;
        (open.get(k).map(|e| e.0) == Some(b)).then_some(k)
    }

    /// Pushes `b` (whose first op is `first`) on `open`.
    fn open(&mut self, b: BlockId, first: OpId, open: &mut OpenBlocks, num_blocks: usize) {
        let i = b.index();
        if i >= self.levels.len() {
            self.levels.resize(num_blocks.max(i + 1), 0);
        }
        open.push((b, first));
        self.levels[i] = open.len() as u32;
    }
}

/// The blocks the structural walk is in, outermost first, each with the op
/// of it being visited (the one containing the walk's position): a value
/// defined in one of them is checked for dominance without walking up from
/// its user. Only ever holds truly open blocks (it is truncated when an
/// error ends a walk early), so a block found at its recorded position is
/// open.
type OpenBlocks = Vec<(BlockId, OpId)>;

/// Verifies each of `isolated` (ops isolated from above, nested in one op)
/// as [`verify_op_and_dominance`] does, on `st.threads` threads when there
/// are enough of them; returns false if any failed. Each thread has a state
/// of its own: nothing one isolated op's verification records is read by
/// another's (the block marks are per isolated op, the dominance result is
/// taken by the op that set it), so the outcome is the sequential one; the
/// errors and the count of symbol-use verifiers are merged in order.
fn verify_isolated_ops(ctx: &Context, isolated: &[OpId], st: &mut VerifyState) -> bool {
    let threads = st.threads.min(isolated.len() / MIN_ISOLATED_PER_THREAD);
    if threads < 2 {
        let mut ok = true;
        for &o in isolated {
            if !verify_op_and_dominance(ctx, o, st) {
                ok = false;
            }
        }
        return ok;
    }
    let chunk = isolated.len().div_ceil(threads);
    let run = |ops: &[OpId]| {
        let mut local = VerifyState::new(ctx, ops[0], 1);
        let mut ok = true;
        for &o in ops {
            if !verify_op_and_dominance(ctx, o, &mut local) {
                ok = false;
            }
        }
        (ok, std::mem::take(&mut local.errors), local.symbol_use_ops)
    };
    let results: Vec<_> = std::thread::scope(|scope| {
        let mut chunks = isolated.chunks(chunk);
        let first = chunks.next().unwrap_or(&[]);
        let handles: Vec<_> = chunks
            .map(|ops| {
                std::thread::Builder::new()
                    .stack_size(VERIFY_STACK_BYTES)
                    .spawn_scoped(scope, move || run(ops))
                    .map_err(|_| ops)
            })
            .collect();
        // The first run on this thread, while the others run on theirs; a
        // run whose thread could not start runs here too.
        let mut results = vec![run(first)];
        for h in handles {
            results.push(match h {
                Ok(h) => h.join().unwrap_or_else(|e| std::panic::resume_unwind(e)),
                Err(ops) => run(ops),
            });
        }
        results
    });
    let mut ok = true;
    for (chunk_ok, errors, symbol_use_ops) in results {
        ok &= chunk_ok;
        st.errors.extend(errors);
        st.symbol_use_ops += symbol_use_ops;
    }
    ok
}

/// Isolation and dominance checked along the structural walk of one op
/// (`root`), while each op's record is in cache from the structural
/// checks: the separate walk of [`verify_dominance_of`] (in MLIR's order,
/// to find the error MLIR reports) then only runs when this one found a
/// failure.
///
/// The structural walk visits the same ops as `verify_dominance_of`
/// (everything nested in `root` except inside nested isolated ops), in
/// another order: only whether some operand fails is order-independent.
struct OperandCheck {
    root: OpId,
    /// Whether `root` is isolated from above (operands defined outside it
    /// are then failures).
    isolated: bool,
    /// Some operand is defined outside `root` (only if `isolated`).
    isolation_failed: bool,
    /// The mark of the blocks entered (see [`BlockMarks`]).
    mark: u32,
    /// Some operand in a reachable block does not dominate its use.
    dominance_failed: bool,
    cache: DomCache,
}

impl OperandCheck {
    fn new(ctx: &Context, root: OpId, mark: u32) -> Self {
        OperandCheck {
            root,
            isolated: ctx.op_has_trait(root, traits::ISOLATED_FROM_ABOVE),
            isolation_failed: false,
            mark,
            dominance_failed: false,
            cache: DomCache { trees: FxHashMap::default() },
        }
    }

    /// Marks block `b` (of a region nested in `root`) as inside `root`.
    fn enter_block(&self, b: BlockId, owner: &mut BlockMarks, num_blocks: usize) {
        if self.isolated {
            owner.set(b, self.mark, num_blocks);
        }
    }

    /// Checks the operands of `u` (in a block entered with
    /// [`Self::enter_block`]; `reachable`: whether that block is).
    /// `open`: the blocks the walk is in, `u`'s the last (see
    /// [`OpenBlocks`]).
    fn check_operands(&mut self, ctx: &Context, u: OpId, reachable: bool, owner: &BlockMarks, open: &OpenBlocks) {
        for &v in ctx.ir.operands(u) {
            if self.isolated && !self.isolation_failed && !defined_inside(ctx, self.root, v, owner, self.mark) {
                self.isolation_failed = true;
            }
            if reachable
                && !self.dominance_failed
                && !dominates_in_walk(ctx, v, owner, open).unwrap_or_else(|| self.cache.properly_dominates(ctx, v, u))
            {
                self.dominance_failed = true;
            }
        }
    }
}

/// [`DomCache::properly_dominates`] of `v` over the op being visited, when
/// `v` is defined in an open block of the walk (`None` otherwise, or when
/// the rules of an op using its own results decide): a block argument of
/// an enclosing block dominates everything nested in it, and a result in
/// an enclosing block dominates when its op comes before the visited op of
/// that block, or when the region is a graph region. Nothing is walked up.
#[inline]
fn dominates_in_walk(ctx: &Context, v: ValueId, marks: &BlockMarks, open: &OpenBlocks) -> Option<bool> {
    match ctx.ir.value(v).def {
        ValueDef::BlockArg(b, _) => marks.open_level(b, open).map(|_| true),
        ValueDef::OpResult(d, _) => {
            let db = ctx.ir.op(d).parent?;
            let u = open[marks.open_level(db, open)?].1;
            if u == d {
                return None;
            }
            let r = ctx.ir.block(db).parent?;
            Some(ctx.ir.is_before_in_block(d, u) || !has_ssa_dominance(ctx, r))
        }
    }
}

fn verify_op_and_dominance(ctx: &Context, op: OpId, st: &mut VerifyState) -> bool {
    let walk = OperandCheck::new(ctx, op, st.block_owner.fresh());
    let outer = std::mem::replace(&mut st.walk, walk);
    let open = st.open.len();
    let verified = verify_operation(ctx, op, st);
    // An error leaves the blocks it was found in on the stack.
    st.open.truncate(open);
    let walk = std::mem::replace(&mut st.walk, outer);
    if let Err(e) = verified {
        if let Some(e) = e {
            st.errors.push(e);
        }
        return false;
    }
    let dominance = match st.dominance.take() {
        Some((o, result)) if o == op => result,
        _ if !walk.dominance_failed => Ok(()),
        _ => verify_dominance_of(ctx, op, None).map_err(|e| e.expect("no isolation check")),
    };
    if let Err(e) = dominance {
        st.errors.push(e);
        return false;
    }
    true
}

/// `Err(None)`: failed, errors already recorded (nested isolated ops).
fn verify_operation(ctx: &Context, op: OpId, st: &mut VerifyState) -> Result<(), Option<Diagnostic>> {
    on_entrance(ctx, op).map_err(Some)?;
    let symbol_use_ops_before = st.symbol_use_ops;
    if ctx.op_def(ctx.ir.op(op).name).is_some_and(|d| d.verify_symbol_uses.is_some()) {
        st.symbol_use_ops += 1;
    }
    // Isolated ops directly nested here, verified in `on_exit`.
    let mut isolated: smallvec::SmallVec<[OpId; 4]> = smallvec::SmallVec::new();
    for &r in &ctx.ir.op(op).regions {
        // A single block is the entry block: reachable, no set needed.
        let single = ctx.ir.entry_block(r).is_some_and(|e| ctx.ir.block(e).next.is_none());
        let reachable = if single { Default::default() } else { reachable_blocks(ctx, r) };
        for b in ctx.ir.region_blocks(r) {
            st.walk.enter_block(b, &mut st.block_owner, ctx.ir.num_block_slots());
            let is_reachable = single || reachable.contains(&b);
            if ctx.ir.block(b).first.is_none() {
                block_on_entrance(ctx, b).map_err(Some)?;
            }
            // The block's entrance check (a branch before the end of the
            // block) is done along the walk; as it comes before any error of
            // the block's ops, an op's error is reported only if the rest of
            // the block passes it.
            let last = ctx.ir.block(b).last;
            let errors_before = st.errors.len();
            if let Some(first) = ctx.ir.block(b).first {
                st.block_owner.open(b, first, &mut st.open, ctx.ir.num_block_slots());
            }
            for o in ctx.ir.block_ops(b) {
                let od = ctx.ir.op(o);
                if let Some(top) = st.open.last_mut() {
                    top.1 = o;
                }
                st.walk.check_operands(ctx, o, is_reachable, &st.block_owner, &st.open);
                if !od.successors.is_empty() && Some(o) != last {
                    st.errors.truncate(errors_before);
                    return Err(Some(branch_not_last_error(ctx, o)));
                }
                if ctx.op_has_trait(o, traits::ISOLATED_FROM_ABOVE) && !od.regions.is_empty() {
                    isolated.push(o);
                } else if let Err(e) = verify_operation(ctx, o, st) {
                    if let Err(block_error) = block_on_entrance(ctx, b) {
                        st.errors.truncate(errors_before);
                        return Err(Some(block_error));
                    }
                    return Err(e);
                }
            }
            if ctx.ir.block(b).first.is_some() {
                st.open.pop();
            }
            block_on_exit(ctx, b).map_err(Some)?;
        }
    }
    on_exit(ctx, op, &isolated, symbol_use_ops_before, st)
}

fn on_entrance(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let d = ctx.ir.op(op);
    // Discardable attributes named after a dialect (`dlti.dl_spec`), by that
    // dialect's hook (MLIR's `verifyOperationAttribute`), before anything
    // else.
    for na in d.attrs.iter() {
        if let Some((dialect, _)) = ctx.ident_str(na.name).split_once('.')
            && let Some(f) = ctx.registry.dialect_hooks(dialect).verify_op_attr
        {
            f(ctx, op, na)?;
        }
    }
    let Some(def) = ctx.op_def(d.name) else {
        return Ok(());
    };
    if let Some(shape) = def.shape
        && let Some(msg) = shape.violation(d.regions.len(), d.results.len(), d.successors.len(), d.operands.len())
    {
        return Err(op_error(ctx, op, &msg));
    }
    if let Some(f) = def.verify_structure {
        f(ctx, op)?;
    }
    for p in def.props {
        // Declared segment sizes (MLIR's `AttrSizedOperandSegments`): zeros
        // when the generic form left them out. A structural trait, so
        // checked before the ODS invariants (required properties first).
        if let crate::dialect::PropKind::Segments(_) = p.kind
            && let Some(id) = ctx.lookup_ident(p.name)
            && let Some(a) = ctx.ir.attr(op, id)
            && let AttrData::DenseArray { values, .. } = ctx.attr_data(a)
        {
            let total: i128 = values.iter().map(|&v| ctx.attr_int(v).unwrap_or(0)).sum();
            if total != d.operands.len() as i128 {
                let msg = format!(
                    "operand count ({}) does not match with the total size ({total}) specified in attribute '{}'",
                    d.operands.len(),
                    p.name
                );
                return Err(op_error(ctx, op, &msg));
            }
        }
    }
    // `HasParent` is a structural trait: ODS lists it before `OpInvariants`
    // (`IsTerminator` is not, it comes after).
    if !def.parent_ops.is_empty() {
        let parent = ctx.ir.parent_op(op).map(|p| ctx.op_name_str(ctx.ir.op(p).name));
        if !parent.is_some_and(|p| def.parent_ops.contains(&p)) {
            let msg = if def.parent_ops.len() == 1 {
                format!("expects parent op '{}'", def.parent_ops[0])
            } else {
                format!("expects parent op to be one of '{}'", def.parent_ops.join(", "))
            };
            return Err(op_error(ctx, op, &msg));
        }
    }
    if let Some(f) = def.verify_invariants {
        f(ctx, op)?;
    }
    // Required properties, in name order, before the op's traits (MLIR's
    // generated `verifyInvariantsImpl`, the `OpInvariants` trait).
    if def.props.iter().any(|p| p.required) {
        let mut req: Vec<&str> = def.props.iter().filter(|p| p.required).map(|p| p.name).collect();
        req.sort_unstable();
        for name in req {
            if ctx.lookup_ident(name).is_none_or(|id| ctx.ir.attr(op, id).is_none()) {
                return Err(op_error(ctx, op, &format!("requires attribute '{name}'")));
            }
        }
    }
    if def.has(traits::TERMINATOR)
        && let Some(b) = d.parent
        && ctx.ir.block(b).last != Some(op)
    {
        return Err(op_error(ctx, op, "must be the last operation in the parent block"));
    }
    if def.has(traits::SINGLE_BLOCK) {
        for (i, &r) in d.regions.iter().enumerate() {
            if ctx.ir.region_blocks(r).count() > 1 {
                return Err(op_error(ctx, op, &format!("expects region #{i} to have 0 or 1 blocks")));
            }
        }
    }
    if def.has(traits::SYMBOL)
        && let Some(p) = ctx.ir.parent_op(op)
        && !ctx.op_has_trait(p, traits::SYMBOL_TABLE)
    {
        return Err(op_error(ctx, op, "symbol's parent must have the SymbolTable trait"));
    }
    // `builtin.module` is an optional symbol (MLIR's `isOptionalSymbol`):
    // checked as one when it has a name.
    let named_module = ctx.op_name_str(d.name) == "builtin.module"
        && ctx.ir.attr(op, crate::known::SYM_NAME).is_some_and(|a| ctx.attr_str(a).is_some());
    // MLIR's `verifySymbol`: a visibility that is not a string, then one
    // that is not a known visibility. The first is only reached where
    // `sym_visibility` is a discardable attribute (`gpu.func`): an op that
    // declares it as a property has an ODS constraint that comes first.
    if (def.has(traits::SYMBOL) || named_module)
        && let Some(v) = ctx.ir.attr(op, crate::known::SYM_VISIBILITY)
    {
        match ctx.attr_str(v) {
            None if def.props.iter().any(|p| p.name == "sym_visibility") => {}
            None => {
                let msg = format!(
                    "requires visibility attribute 'sym_visibility' to be a string attribute, but got {}",
                    ctx.attr_to_string(v)
                );
                return Err(op_error(ctx, op, &msg));
            }
            Some(s) if !["public", "private", "nested"].contains(&s) => {
                let msg =
                    format!("visibility expected to be one of [\"public\", \"private\", \"nested\"], but got \"{s}\"");
                return Err(op_error(ctx, op, &msg));
            }
            Some(_) => {}
        }
    }
    if let Some(f) = def.verify {
        f(ctx, op)?;
    }
    for (i, &r) in d.regions.iter().enumerate() {
        // MLIR limits graph regions to one block (whatever the op's traits).
        if def.has(traits::GRAPH_REGION) && ctx.ir.region_blocks(r).nth(1).is_some() {
            let mut e =
                Diagnostic::error(d.loc, format!("'{}' op expects graph region #{i} to have 0 or 1 blocks", def.name));
            e.notes.push(current_op_note(ctx, op));
            return Err(e);
        }
        if let Some(entry) = ctx.ir.entry_block(r)
            && !ctx.ir.block(entry).pred_uses.is_empty()
        {
            return Err(Diagnostic::error(d.loc, "entry block of region may not have predecessors"));
        }
    }
    Ok(())
}

/// MLIR's `mayBeValidWithoutTerminator`.
fn may_be_valid_without_terminator(ctx: &Context, b: BlockId) -> bool {
    let Some(r) = ctx.ir.block(b).parent else { return true };
    if ctx.ir.region_blocks(r).count() != 1 {
        return false;
    }
    match ctx.ir.region(r).parent {
        None => true,
        Some(o) => match ctx.op_def(ctx.ir.op(o).name) {
            None => true,
            Some(d) => d.has(traits::NO_TERMINATOR),
        },
    }
}

fn block_on_entrance(ctx: &Context, b: BlockId) -> Result<(), Diagnostic> {
    if ctx.ir.block(b).first.is_none() {
        if may_be_valid_without_terminator(ctx, b) {
            return Ok(());
        }
        // Blocks reached from a verified op always have an owner.
        let Some(owner) = ctx.ir.block_parent_op(b) else { return Ok(()) };
        return Err(Diagnostic::error(ctx.ir.op(owner).loc, "empty block: expect at least a terminator"));
    }
    let last = ctx.ir.block(b).last;
    for o in ctx.ir.block_ops(b) {
        if !ctx.ir.op(o).successors.is_empty() && Some(o) != last {
            return Err(branch_not_last_error(ctx, o));
        }
    }
    Ok(())
}

fn branch_not_last_error(ctx: &Context, o: OpId) -> Diagnostic {
    let mut e = Diagnostic::error(ctx.ir.op(o).loc, "operation with block successors must terminate its parent block");
    e.notes.push(current_op_note(ctx, o));
    e
}

fn block_on_exit(ctx: &Context, b: BlockId) -> Result<(), Diagnostic> {
    let Some(last) = ctx.ir.block(b).last else { return Ok(()) };
    let region = ctx.ir.block(b).parent;
    for &s in &ctx.ir.op(last).successors {
        if ctx.ir.block(s).parent != region {
            return Err(op_error(ctx, last, "branching to block of a different region"));
        }
    }
    if may_be_valid_without_terminator(ctx, b) {
        return Ok(());
    }
    // Unregistered ops might be terminators.
    if ctx.op_def(ctx.ir.op(last).name).is_some_and(|d| !d.has(traits::TERMINATOR)) {
        let text = op_in_diagnostic(ctx, last);
        let mut e = Diagnostic::error(ctx.ir.op(last).loc, format!("block with no terminator, has {text}"));
        e.notes.push(current_op_note(ctx, last));
        return Err(e);
    }
    Ok(())
}

/// `isolated`: the isolated ops directly nested in `op`'s regions, in
/// order; `symbol_use_ops_before`: [`VerifyState::symbol_use_ops`] when
/// `op` was entered.
fn on_exit(
    ctx: &Context,
    op: OpId,
    isolated: &[OpId],
    symbol_use_ops_before: usize,
    st: &mut VerifyState,
) -> Result<(), Option<Diagnostic>> {
    let d = ctx.ir.op(op);
    if !verify_isolated_ops(ctx, isolated, st) {
        return Err(None);
    }
    match ctx.op_def(d.name) {
        Some(def) => {
            if let Some(f) = def.verify_regions {
                f(ctx, op).map_err(Some)?;
            }
            if def.has(traits::ISOLATED_FROM_ABOVE) {
                // Isolation and dominance in one walk (only when the
                // structural walk found a failure); the dominance result
                // waits for `verify_op_and_dominance` (after the symbol
                // table checks, as in MLIR).
                let clean = !st.walk.isolation_failed && !st.walk.dominance_failed;
                let dominance =
                    match if clean { Ok(()) } else { verify_dominance_of(ctx, op, Some(&mut st.block_owner)) } {
                        Ok(()) => Ok(()),
                        Err(Some(e)) => Err(e),
                        Err(None) => {
                            // Some operand is defined outside: the walk in
                            // MLIR's order finds the one it reports.
                            verify_isolation(ctx, op).map_err(Some)?;
                            verify_dominance_of(ctx, op, None).map_err(|e| e.expect("no isolation check"))
                        }
                    };
                st.dominance = Some((op, dominance));
            }
            if def.has(traits::SYMBOL_TABLE) {
                verify_symbol_names(ctx, op).map_err(Some)?;
                // Only ops with a symbol-use verifier are visited: none
                // entered inside `op`, no walk.
                if st.symbol_use_ops != symbol_use_ops_before {
                    verify_symbol_uses(ctx, op).map_err(Some)?;
                }
            }
        }
        None => {
            let name = ctx.op_name_str(d.name);
            let dialect = name.split_once('.').map(|x| x.0).unwrap_or("");
            if ctx.registry.has_dialect(dialect) && !ctx.registry.allows_unknown_ops(dialect) {
                let mut e = Diagnostic::error(
                    d.loc,
                    format!(
                        "unregistered operation '{name}' found in dialect ('{dialect}') that does not allow unknown operations"
                    ),
                );
                e.notes.push(current_op_note(ctx, op));
                return Err(Some(e));
            }
        }
    }
    Ok(())
}

/// IsolatedFromAbove: no op inside may use a value defined outside. The
/// walk follows MLIR's (`verifyIsolationFromAbove`): each region of `op`
/// in turn, with a stack of pending regions whose ops are visited in
/// order, so that the op reported is the one `mlir-opt` reports.
fn verify_isolation(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let mut pending: Vec<RegionId> = Vec::new();
    for &top in ctx.ir.regions(op) {
        pending.push(top);
        while let Some(r) = pending.pop() {
            for b in ctx.ir.region_blocks(r) {
                for u in ctx.ir.block_ops(b) {
                    for &v in ctx.ir.operands(u) {
                        let inside = ctx
                            .ir
                            .value_parent_block(v)
                            .and_then(|b| ctx.ir.block_parent_op(b))
                            .is_some_and(|p| ctx.ir.is_ancestor(op, p));
                        if !inside {
                            let mut e = op_error(ctx, u, "using value defined outside the region");
                            e.notes.push(Diagnostic {
                                severity: crate::diag::Severity::Note,
                                loc: ctx.ir.op(op).loc,
                                message: "required by region isolation constraints".to_string(),
                                notes: Vec::new(),
                            });
                            return Err(e);
                        }
                    }
                    if !ctx.op_has_trait(u, traits::ISOLATED_FROM_ABOVE) {
                        pending.extend(ctx.ir.regions(u).iter().copied());
                    }
                }
            }
        }
    }
    Ok(())
}

/// Symbols of the symbol tables seen so far, built on first lookup (MLIR's
/// `SymbolTableCollection`): a lookup is a hash probe, not a walk of the
/// table's region.
#[derive(Default)]
pub struct SymbolTables {
    tables: FxHashMap<OpId, FxHashMap<crate::context::Ident, OpId>>,
}

impl SymbolTables {
    /// The op named `name` (the text of a `sym_name`) in the nearest symbol
    /// table around `from` (MLIR's `lookupNearestSymbolFrom` for a flat
    /// reference); `None` if there is no table or no such symbol.
    pub fn lookup_nearest(&mut self, ctx: &Context, from: OpId, name: crate::context::Ident) -> Option<OpId> {
        let mut table = ctx.ir.parent_op(from);
        while let Some(t) = table {
            if ctx.op_has_trait(t, traits::SYMBOL_TABLE) {
                break;
            }
            table = ctx.ir.parent_op(t);
        }
        let table = table?;
        let symbols = self.tables.entry(table).or_insert_with(|| {
            let mut symbols = FxHashMap::default();
            let sym = crate::known::SYM_NAME;
            for &r in ctx.ir.regions(table) {
                for b in ctx.ir.region_blocks(r) {
                    for o in ctx.ir.block_ops(b) {
                        if let Some(AttrData::String { value, .. }) = ctx.ir.attr(o, sym).map(|a| ctx.attr_data(a))
                            && let Some(id) = ctx.lookup_ident(value)
                        {
                            symbols.entry(id).or_insert(o);
                        }
                    }
                }
            }
            symbols
        });
        symbols.get(&name).copied()
    }
}

/// Calls the symbol-use verifier of every op nested in `table`, without
/// entering nested symbol tables, in the order of MLIR's `walkSymbolTable`:
/// a worklist of regions taken from its end, each region's ops in order
/// (so the ops of the table come first, then the body of its last op, and
/// so on).
fn verify_symbol_uses(ctx: &Context, table: OpId) -> Result<(), Diagnostic> {
    let mut tables = SymbolTables::default();
    let mut worklist: Vec<RegionId> = ctx.ir.regions(table).to_vec();
    while let Some(r) = worklist.pop() {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                if let Some(f) = ctx.op_def(ctx.ir.op(o).name).and_then(|d| d.verify_symbol_uses) {
                    f(ctx, o, &mut tables)?;
                }
                if !ctx.op_has_trait(o, traits::SYMBOL_TABLE) {
                    worklist.extend_from_slice(ctx.ir.regions(o));
                }
            }
        }
    }
    Ok(())
}

fn verify_symbol_names(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let mut seen: FxHashMap<&str, OpId> = FxHashMap::default();
    let sym = crate::known::SYM_NAME;
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

/// True if the region follows SSA dominance (registered owner that is not a
/// graph region; `builtin.module` and unregistered ops are graph regions).
pub fn has_ssa_dominance(ctx: &Context, r: RegionId) -> bool {
    match ctx.ir.region(r).parent {
        None => true,
        Some(o) => match ctx.op_def(ctx.ir.op(o).name) {
            None => false,
            Some(d) => !d.has(traits::SYMBOL_TABLE) && !d.has(traits::GRAPH_REGION),
        },
    }
}

/// The ancestor of `o` (or `o`) whose parent region is `r`.
fn ancestor_in_region(ctx: &Context, r: RegionId, o: OpId) -> Option<OpId> {
    let mut cur = o;
    loop {
        if ctx.ir.parent_region(cur) == Some(r) {
            return Some(cur);
        }
        cur = ctx.ir.parent_op(cur)?;
    }
}

/// The ancestor block of `b` (or `b`) whose parent region is `r`.
fn ancestor_block_in_region(ctx: &Context, r: RegionId, b: BlockId) -> Option<BlockId> {
    let mut cur = b;
    loop {
        if ctx.ir.block(cur).parent == Some(r) {
            return Some(cur);
        }
        let o = ctx.ir.block_parent_op(cur)?;
        cur = ctx.ir.op(o).parent?;
    }
}

fn region_is_proper_ancestor(ctx: &Context, anc: RegionId, r: RegionId) -> bool {
    let mut cur = ctx.ir.region(r).parent.and_then(|o| ctx.ir.parent_region(o));
    while let Some(c) = cur {
        if c == anc {
            return true;
        }
        cur = ctx.ir.region(c).parent.and_then(|o| ctx.ir.parent_region(o));
    }
    false
}

struct DomCache {
    trees: FxHashMap<RegionId, Dominators>,
}

impl DomCache {
    fn tree(&mut self, ctx: &Context, r: RegionId) -> &Dominators {
        self.trees.entry(r).or_insert_with(|| {
            let blocks: Vec<BlockId> = ctx.ir.region_blocks(r).collect();
            Dominators::compute(ctx, &blocks)
        })
    }
    /// Block `a` dominates block `b` (after moving `b` into `a`'s region).
    fn block_dominates(&mut self, ctx: &Context, a: BlockId, b: BlockId) -> bool {
        let Some(r) = ctx.ir.block(a).parent else { return false };
        let Some(b) = ancestor_block_in_region(ctx, r, b) else { return false };
        if a == b {
            return true;
        }
        self.tree(ctx, r).dominates(a, b)
    }
    fn properly_dominates(&mut self, ctx: &Context, v: ValueId, user: OpId) -> bool {
        match ctx.ir.value(v).def {
            ValueDef::BlockArg(b, _) => match ctx.ir.op(user).parent {
                Some(ub) => self.block_dominates(ctx, b, ub),
                None => false,
            },
            ValueDef::OpResult(d, _) => {
                let Some(db) = ctx.ir.op(d).parent else { return false };
                let Some(r) = ctx.ir.block(db).parent else { return false };
                if d == user {
                    return !has_ssa_dominance(ctx, r);
                }
                let Some(u) = ancestor_in_region(ctx, r, user) else { return false };
                if u == d {
                    return false;
                }
                let Some(ub) = ctx.ir.op(u).parent else { return false };
                if ub == db {
                    // The order first: it is constant time, and a
                    // definition before its use needs no look at the
                    // region's kind.
                    return ctx.ir.is_before_in_block(d, u) || !has_ssa_dominance(ctx, r);
                }
                db != ub && self.tree(ctx, r).dominates(db, ub)
            }
        }
    }
}

/// MLIR's `verifyDominanceOfRegions` for `op` (nested isolated ops excluded).
///
/// With `isolation` (a block-owner table, see [`VerifyState`]), the same
/// walk also checks that every operand is defined inside `op`: the first
/// such failure returns `Err(None)` (the caller finds the error MLIR
/// reports with [`verify_isolation`]); otherwise the result is dominance's.
fn verify_dominance_of(
    ctx: &Context,
    op: OpId,
    mut isolation: Option<&mut BlockMarks>,
) -> Result<(), Option<Diagnostic>> {
    let mut cache = DomCache { trees: FxHashMap::default() };
    let mut worklist = vec![op];
    let mut first_error: Option<Diagnostic> = None;
    let mark = isolation.as_deref_mut().map_or(0, |owner| owner.fresh());
    let num_blocks = ctx.ir.num_block_slots();
    while let Some(o) = worklist.pop() {
        for &r in ctx.ir.regions(o) {
            // A single block is the entry block: reachable, no set needed.
            let single = ctx.ir.entry_block(r).is_some_and(|e| ctx.ir.block(e).next.is_none());
            let reachable = if single { Default::default() } else { reachable_blocks(ctx, r) };
            for b in ctx.ir.region_blocks(r) {
                if let Some(owner) = isolation.as_deref_mut() {
                    owner.set(b, mark, num_blocks);
                }
                let is_reachable = single || reachable.contains(&b);
                for u in ctx.ir.block_ops(b) {
                    for (i, &v) in ctx.ir.operands(u).iter().enumerate() {
                        if let Some(owner) = isolation.as_deref()
                            && !defined_inside(ctx, op, v, owner, mark)
                        {
                            return Err(None);
                        }
                        if is_reachable && first_error.is_none() && !cache.properly_dominates(ctx, v, u) {
                            let e = dominance_error(ctx, u, i, v);
                            if isolation.is_none() {
                                return Err(Some(e));
                            }
                            first_error = Some(e);
                        }
                    }
                    if !ctx.ir.regions(u).is_empty() && !ctx.op_has_trait(u, traits::ISOLATED_FROM_ABOVE) {
                        worklist.push(u);
                    }
                }
            }
        }
    }
    match first_error {
        Some(e) => Err(Some(e)),
        None => Ok(()),
    }
}

/// True if `v` is defined inside `op` (in a block marked `mark` in
/// `owner`, else by walking up from its definition).
fn defined_inside(ctx: &Context, op: OpId, v: ValueId, owner: &BlockMarks, mark: u32) -> bool {
    let Some(b) = ctx.ir.value_parent_block(v) else { return false };
    if owner.has(b, mark) {
        return true;
    }
    ctx.ir.block_parent_op(b).is_some_and(|p| ctx.ir.is_ancestor(op, p))
}

/// The blocks of region `r` reachable from its entry block.
pub fn reachable_blocks(ctx: &Context, r: RegionId) -> crate::fxhash::FxHashSet<BlockId> {
    let mut seen = crate::fxhash::FxHashSet::default();
    let Some(entry) = ctx.ir.entry_block(r) else { return seen };
    let mut stack = vec![entry];
    while let Some(b) = stack.pop() {
        if !seen.insert(b) {
            continue;
        }
        if let Some(t) = ctx.ir.block(b).last {
            stack.extend(ctx.ir.op(t).successors.iter().copied());
        }
    }
    seen
}

fn dominance_error(ctx: &Context, user: OpId, idx: usize, v: ValueId) -> Diagnostic {
    let mut e = Diagnostic::error(ctx.ir.op(user).loc, format!("operand #{idx} does not dominate this use"));
    e.notes.push(current_op_note(ctx, user));
    let ub = ctx.ir.op(user).parent;
    let r1 = ub.and_then(|b| ctx.ir.block(b).parent);
    let note =
        |loc, message: String| Diagnostic { severity: crate::diag::Severity::Note, loc, message, notes: Vec::new() };
    match ctx.ir.value(v).def {
        ValueDef::OpResult(d, _) => {
            let db = ctx.ir.op(d).parent;
            let r2 = db.and_then(|b| ctx.ir.block(b).parent);
            let suffix = if db == ub {
                " (op in the same block)"
            } else if r1 == r2 {
                " (op in the same region)"
            } else if let (Some(a), Some(b)) = (r2, r1)
                && region_is_proper_ancestor(ctx, a, b)
            {
                " (op in a parent region)"
            } else if let (Some(a), Some(b)) = (r1, r2)
                && region_is_proper_ancestor(ctx, a, b)
            {
                " (op in a child region)"
            } else {
                " (op is neither in a parent nor in a child region)"
            };
            e.notes.push(note(ctx.ir.op(d).loc, format!("operand defined here{suffix}")));
        }
        ValueDef::BlockArg(b2, _) => {
            let loc = ctx.ir.block_parent_op(b2).map(|o| ctx.ir.op(o).loc).unwrap_or(ctx.ir.op(user).loc);
            let r2 = ctx.ir.block(b2).parent;
            let index = r2.map(|r| ctx.ir.region_blocks(r).position(|x| x == b2).unwrap_or(0)).unwrap_or(0);
            let rel = if r1 == r2 {
                " in the same region)"
            } else if let (Some(a), Some(b)) = (r2, r1)
                && region_is_proper_ancestor(ctx, a, b)
            {
                " in a parent region)"
            } else if let (Some(a), Some(b)) = (r1, r2)
                && region_is_proper_ancestor(ctx, a, b)
            {
                " in a child region)"
            } else {
                " neither in a parent nor in a child region)"
            };
            e.notes.push(note(loc, format!("operand defined as a block argument (block #{index}{rel}")));
        }
    }
    e
}

/// The dominator tree of a region's CFG (Cooper, Harvey and Kennedy's
/// iterative algorithm over reverse post-order), numbered by a walk of the
/// tree so that a dominance query is two comparisons.
///
/// As in MLIR (and LLVM), every block dominates an unreachable block, and
/// an unreachable block dominates no reachable one.
pub struct Dominators {
    index: FxHashMap<BlockId, usize>,
    /// Entry and exit times of each reachable block in a walk of the
    /// dominator tree (`None` for unreachable blocks).
    interval: Vec<Option<(u32, u32)>>,
}

impl Dominators {
    /// The dominator tree of the blocks of region `r`.
    pub fn of_region(ctx: &Context, r: RegionId) -> Self {
        let blocks: Vec<BlockId> = ctx.ir.region_blocks(r).collect();
        Self::compute(ctx, &blocks)
    }

    /// The reachable blocks in pre-order of the dominator tree (a block
    /// before the blocks it dominates), with the end of each block's
    /// subtree: the blocks of the subtree of `order[i].0` are
    /// `order[i..order[i].1]`.
    pub fn tree_preorder(&self) -> Vec<(BlockId, usize)> {
        let mut blocks: Vec<(BlockId, (u32, u32))> =
            self.index.iter().filter_map(|(&b, &i)| self.interval[i].map(|iv| (b, iv))).collect();
        blocks.sort_by_key(|&(_, (entry, _))| entry);
        (0..blocks.len())
            .map(|i| {
                let exit = blocks[i].1.1;
                let end = blocks.partition_point(|&(_, (entry, _))| entry <= exit);
                (blocks[i].0, end)
            })
            .collect()
    }

    fn compute(ctx: &Context, blocks: &[BlockId]) -> Self {
        let n = blocks.len();
        let index: FxHashMap<BlockId, usize> = blocks.iter().enumerate().map(|(i, &b)| (b, i)).collect();
        let succs: Vec<Vec<usize>> = blocks
            .iter()
            .map(|&b| match ctx.ir.block(b).last {
                Some(t) => ctx.ir.op(t).successors.iter().filter_map(|s| index.get(s).copied()).collect(),
                None => Vec::new(),
            })
            .collect();
        // Post-order of the blocks reachable from the entry (iterative DFS).
        let mut post_number = vec![usize::MAX; n];
        let mut post_order = Vec::with_capacity(n);
        if n > 0 {
            let mut visited = vec![false; n];
            let mut stack = vec![(0usize, 0usize)];
            visited[0] = true;
            while let Some(&mut (b, ref mut next_succ)) = stack.last_mut() {
                if let Some(&s) = succs[b].get(*next_succ) {
                    *next_succ += 1;
                    if !visited[s] {
                        visited[s] = true;
                        stack.push((s, 0));
                    }
                } else {
                    post_number[b] = post_order.len();
                    post_order.push(b);
                    stack.pop();
                }
            }
        }
        let mut preds: Vec<Vec<usize>> = vec![Vec::new(); n];
        for (b, ss) in succs.iter().enumerate() {
            if post_number[b] != usize::MAX {
                for &s in ss {
                    preds[s].push(b);
                }
            }
        }
        let mut idom = vec![usize::MAX; n];
        if n > 0 {
            idom[0] = 0;
        }
        let intersect = |idom: &[usize], mut a: usize, mut b: usize| {
            while a != b {
                while post_number[a] < post_number[b] {
                    a = idom[a];
                }
                while post_number[b] < post_number[a] {
                    b = idom[b];
                }
            }
            a
        };
        let mut changed = true;
        while changed {
            changed = false;
            for &b in post_order.iter().rev().skip(1) {
                let mut new_idom = usize::MAX;
                for &p in &preds[b] {
                    if idom[p] == usize::MAX {
                        continue;
                    }
                    new_idom = if new_idom == usize::MAX { p } else { intersect(&idom, p, new_idom) };
                }
                if new_idom != usize::MAX && idom[b] != new_idom {
                    idom[b] = new_idom;
                    changed = true;
                }
            }
        }
        // Number the dominator tree by an iterative walk.
        let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
        for &b in &post_order {
            if b != 0 && idom[b] != usize::MAX {
                children[idom[b]].push(b);
            }
        }
        let mut interval = vec![None; n];
        if n > 0 {
            let mut clock = 0u32;
            let mut stack = vec![(0usize, 0usize)];
            let mut entry_time = vec![0u32; n];
            entry_time[0] = clock;
            while let Some(&mut (b, ref mut next_child)) = stack.last_mut() {
                if let Some(&c) = children[b].get(*next_child) {
                    *next_child += 1;
                    clock += 1;
                    entry_time[c] = clock;
                    stack.push((c, 0));
                } else {
                    clock += 1;
                    interval[b] = Some((entry_time[b], clock));
                    stack.pop();
                }
            }
        }
        Dominators { index, interval }
    }

    /// True if block `a` dominates block `b` (both in the region).
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        let (Some(&ia), Some(&ib)) = (self.index.get(&a), self.index.get(&b)) else { return false };
        match (self.interval[ia], self.interval[ib]) {
            (_, None) => true,
            (None, Some(_)) => false,
            (Some((a_in, a_out)), Some((b_in, b_out))) => a_in <= b_in && b_out <= a_out,
        }
    }
}
