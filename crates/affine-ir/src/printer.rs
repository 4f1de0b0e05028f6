//! The IR printer, reproducing `mlir-opt`'s output: SSA value naming
//! (`%0`, `%arg0`, `%c0`, `%cst_0`, result groups), block naming (`^bb1`
//! with `// pred:` comments), alias hoisting (`#map`, `#set`, `#loc`),
//! generic form (`--mlir-print-op-generic`) and trailing locations
//! (`--mlir-print-debuginfo`).
//!
//! [`OpPrinter`] is also the API custom op printers use (MLIR's `OpAsmPrinter`).

use crate::fxhash::FxHashMap;
use std::fmt::Write;

use crate::asm::{AliasKey, AliasState, AsmWriter};
use crate::context::{AttrData, Attribute, Context, NamedAttr, Type, TypeData};
use crate::dialect::traits;
use crate::ir::{BlockId, OpId, RegionId, ValueDef, ValueId};

/// Printing options (the `--mlir-print-*` flags).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in generic form.
    pub generic: bool,
    /// Print trailing `loc(...)` for ops and block arguments.
    pub debug_info: bool,
    /// Print a non-splat elements attribute with more elements than this as
    /// `dense_resource<__elided__>` (`--mlir-elide-elementsattrs-if-larger`;
    /// ops in diagnostics use 16, as MLIR's diagnostics do).
    pub elide_elements_over: Option<u64>,
    /// Leave out of the file metadata section every resource value whose
    /// printed form is longer than this (`--mlir-elide-resource-strings-if-larger`).
    pub elide_resources_over: Option<u64>,
    /// Comment every op and block argument with the users of its values
    /// (`--mlir-print-value-users`: `// user: %3`, `// id: %4` for an op
    /// without results, `// %arg0 is used by %2` for block arguments).
    pub value_users: bool,
}

impl PrintOptions {
    /// How MLIR prints an op inside a diagnostic (`see current operation:`):
    /// generic form or not as given, elements attributes over 16 elements
    /// elided.
    pub fn for_diagnostic(generic: bool, debug_info: bool) -> Self {
        PrintOptions {
            generic,
            debug_info,
            elide_elements_over: Some(DIAGNOSTIC_ELEMENTS_LIMIT),
            ..PrintOptions::default()
        }
    }
}

/// The largest elements attribute MLIR prints in full inside a diagnostic
/// (`OpPrintingFlags::elideLargeElementsAttrs`' default).
pub const DIAGNOSTIC_ELEMENTS_LIMIT: u64 = 16;

/// No name assigned (dense name tables).
const NO_NAME: u32 = u32::MAX;
/// Flag bit: the rest is an index into `NameState::named`.
const NAMED: u32 = 1 << 31;

#[derive(Clone, Debug)]
enum ValName<'n> {
    Num(u32),
    Named(&'n str),
}

/// SSA names for values and blocks of one printed root op, in dense
/// tables indexed by value / block id.
///
/// Names are stored in one text buffer (`name_text`, spans in `named`) and
/// the names in scope are a hash table from the name's hash to its index
/// in `named`: no allocation per name.
#[derive(Default)]
struct NameState {
    values: Vec<u32>,
    /// Spans of `name_text` (start, end).
    named: Vec<(u32, u32)>,
    name_text: String,
    result_groups: FxHashMap<OpId, Vec<u32>>,
    blocks: Vec<u32>,
    /// Names in scope: hash of the name -> index in `named`.
    used: FxHashMap<u64, u32>,
    /// Names in scope whose hash collides with the one in `used`, by hash
    /// (Fx collides on names such as `alloc_1234` / `alloc_1335`: with
    /// thousands of them a flat list made each lookup linear).
    used_collisions: FxHashMap<u64, Vec<u32>>,
    /// Indices in `named` of the names in scope, in definition order.
    used_log: Vec<u32>,
    /// Per value id: a result of an op with several results (printed as
    /// `%name#i`); false for everything else.
    multi_result: Vec<bool>,
    /// Under `value_users`, the ids of ops without results (MLIR numbers
    /// them from the value counter, so that they can be named as users).
    op_ids: FxHashMap<OpId, u32>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

/// Prints operations (and is the API for custom printers).
pub struct OpPrinter<'c> {
    /// The context.
    pub ctx: &'c Context,
    w: AsmWriter<'c>,
    indent: usize,
    opts: PrintOptions,
    names: NameState,
    default_dialect: Vec<&'static str>,
    /// True during the alias collection pass (output is discarded).
    collecting: bool,
    /// True when printing without a collection pass (aliases numbered on
    /// first use).
    single_pass: bool,
    /// Set in single-pass mode when something was printed whose alias
    /// order may differ from MLIR's collection walk (see [`print_op_parts`]).
    single_pass_unsure: bool,
    /// Reused buffer for operand names (see `print_affine_map_of_ssa_ids`).
    scratch: String,
    /// A block whose ops are not printed: where they would go is recorded
    /// in `split` instead (the threaded printer prints them elsewhere).
    split_block: Option<BlockId>,
    /// Where the ops of `split_block` belong, once it was reached.
    split: Option<SplitPoint>,
    /// A value or block without a name was printed (`<<UNKNOWN ...>>`):
    /// the threaded printer then prints sequentially, where the name may
    /// be known (a use outside the definition's top-level op).
    saw_unknown: bool,
}

/// Where the ops of a block left out by the printer belong (see
/// `OpPrinter::split_block`): the output offset, the printer state the
/// ops are printed in, and the ops to print (without an elided terminator).
struct SplitPoint {
    offset: usize,
    indent: usize,
    default_dialect: Vec<&'static str>,
    ops: Vec<OpId>,
}

impl NameState {
    fn get(&self, v: ValueId) -> Option<ValName<'_>> {
        match self.values.get(v.index()).copied() {
            None | Some(NO_NAME) => None,
            Some(x) if x & NAMED != 0 => Some(ValName::Named(self.named_str((x & !NAMED) as usize))),
            Some(x) => Some(ValName::Num(x)),
        }
    }
    fn named_str(&self, i: usize) -> &str {
        let (a, b) = self.named[i];
        &self.name_text[a as usize..b as usize]
    }
    /// True if `name` is in scope.
    fn is_used(&self, name: &str) -> bool {
        let h = crate::fxhash::fx_hash(name);
        match self.used.get(&h) {
            None => false,
            Some(&i) => {
                self.named_str(i as usize) == name
                    || self
                        .used_collisions
                        .get(&h)
                        .is_some_and(|c| c.iter().any(|&ci| self.named_str(ci as usize) == name))
            }
        }
    }
    /// Adds the name `text[start..]` (just appended by the caller) to
    /// `named` and to the scope; returns its index.
    fn add_used(&mut self, start: usize) -> u32 {
        let i = self.named.len() as u32;
        self.named.push((start as u32, self.name_text.len() as u32));
        let h = crate::fxhash::fx_hash(self.named_str(i as usize));
        match self.used.entry(h) {
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(i);
            }
            std::collections::hash_map::Entry::Occupied(_) => self.used_collisions.entry(h).or_default().push(i),
        }
        self.used_log.push(i);
        i
    }
    /// Removes name `i` from the scope.
    fn remove_used(&mut self, i: u32) {
        let h = crate::fxhash::fx_hash(self.named_str(i as usize));
        if let Some(c) = self.used_collisions.get_mut(&h)
            && let Some(p) = c.iter().position(|&ci| ci == i)
        {
            c.swap_remove(p);
            if c.is_empty() {
                self.used_collisions.remove(&h);
            }
            return;
        }
        if self.used.get(&h) == Some(&i) {
            self.used.remove(&h);
            // Promote a colliding name with the same hash, if any.
            if let Some(c) = self.used_collisions.get_mut(&h)
                && let Some(ci) = c.pop()
            {
                if c.is_empty() {
                    self.used_collisions.remove(&h);
                }
                self.used.insert(h, ci);
            }
        }
    }
    fn has(&self, v: ValueId) -> bool {
        self.values.get(v.index()).is_some_and(|&x| x != NO_NAME)
    }
    fn set_num(&mut self, v: ValueId, n: u32) {
        self.values[v.index()] = n;
    }
    fn set_named(&mut self, v: ValueId, i: u32) {
        self.values[v.index()] = NAMED | i;
    }
    fn block(&self, b: BlockId) -> Option<u32> {
        self.blocks.get(b.index()).copied().filter(|&x| x != NO_NAME)
    }
}

/// Prints `op` (usually a `builtin.module`) as `mlir-opt` does, including
/// alias definitions and a trailing newline.
pub fn print_op(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    let (head, mut body, tail) = print_op_parts(ctx, op, opts);
    if head.is_empty() && tail.is_empty() {
        return body;
    }
    let mut out = String::with_capacity(head.len() + body.len() + tail.len());
    out.push_str(&head);
    out.push_str(&body);
    out.push_str(&tail);
    body.clear();
    out
}

/// Like [`print_op`], but returns the output in three parts (alias
/// definitions printed before the body, the body, and location alias
/// definitions printed after it) whose concatenation is [`print_op`]'s
/// result. Callers writing to a file can write the parts one after the
/// other without joining them (which would copy the whole output).
pub fn print_op_parts(ctx: &Context, op: OpId, opts: &PrintOptions) -> (String, String, String) {
    print_op_parts_with_buffer(ctx, op, opts, String::new())
}

/// [`print_op_parts`] printing the body into `buffer` (cleared first).
/// Handing over a large buffer that is no longer needed (such as the input
/// text, once parsed) saves allocating and faulting in fresh memory for the
/// output.
pub fn print_op_parts_with_buffer(
    ctx: &Context,
    op: OpId,
    opts: &PrintOptions,
    mut buffer: String,
) -> (String, String, String) {
    let mut p = OpPrinter::new(ctx, opts.clone());
    buffer.clear();
    p.w.out = buffer;
    p.number_root(op);
    if !opts.debug_info {
        // Single pass: aliases are numbered on first use. Without debug
        // info only affine maps and integer sets get aliases; they all have
        // depth 0, so numbering them in printing order is what MLIR's alias
        // initializer computes, as long as the collection walk visits them
        // in printing order. It does not for generic ops (regions, then
        // types, then attributes) and it gives nested locations a depth:
        // when either shows up, print again with a collection pass.
        p.single_pass = true;
        p.print_operation(op);
        p.w.out.push('\n');
        let unsure = p.single_pass_unsure || p.w.aliases.as_ref().is_some_and(|a| a.loc_numbered_on_first_use);
        if !unsure || p.w.aliases.as_ref().is_none_or(|a| a.is_empty()) {
            return p.finish_parts(op);
        }
        p = OpPrinter::new(ctx, opts.clone());
        p.number_root(op);
    }
    // Pass 1 (MLIR's alias initializer): walk in printing order to collect
    // aliasable attributes and locations; the text is discarded.
    if opts.debug_info || needs_alias_pass(ctx, op) {
        if let Some(a) = p.w.aliases.as_mut() {
            a.collecting = true;
        }
        p.collecting = true;
        p.print_operation(op);
        p.collecting = false;
        p.w.out.clear();
        p.w.used_resources.clear();
        if let Some(a) = p.w.aliases.as_mut() {
            a.finalize();
        }
    }
    p.print_operation(op);
    p.w.out.push('\n');
    p.finish_parts(op)
}

/// Writes the file metadata section MLIR prints after a top-level op:
/// the `builtin` blobs of the resources `used` (in that order; one without
/// a blob is left out) and every external resource, each value left out
/// when its text is longer than `limit` (the section is opened all the
/// same, as MLIR does). Nothing when there is no entry at all.
pub fn write_file_metadata(out: &mut String, ctx: &Context, used: &[String], limit: Option<u64>) {
    use crate::context::ResourceValue;
    let blobs: Vec<(&str, &crate::context::ResourceBlob)> =
        used.iter().filter_map(|k| ctx.resource_blob(k).map(|b| (k.as_str(), b))).collect();
    let external = &ctx.resources.external;
    if blobs.is_empty() && external.iter().all(|(_, entries)| entries.is_empty()) {
        return;
    }
    out.push_str("\n{-#\n");
    // (section opened, group opened, entry written in the group)
    let mut sections_written = 0;
    let mut write_section = |out: &mut String, section: &str, groups: Vec<(&str, Vec<(&str, String)>)>| {
        let mut section_open = false;
        for (group, entries) in groups {
            let mut group_open = false;
            for (key, value) in entries {
                if limit.is_some_and(|l| value.len() as u64 > l) {
                    continue;
                }
                if !section_open {
                    if sections_written > 0 {
                        out.push_str(",\n");
                    }
                    out.push_str("  ");
                    out.push_str(section);
                    out.push_str(": {\n");
                    section_open = true;
                    sections_written += 1;
                } else if !group_open {
                    out.push_str(",\n");
                }
                if !group_open {
                    out.push_str("    ");
                    crate::asm::write_keyword_or_string(out, group);
                    out.push_str(": {\n");
                    group_open = true;
                } else {
                    out.push_str(",\n");
                }
                out.push_str("      ");
                crate::asm::write_keyword_or_string(out, key);
                out.push_str(": ");
                out.push_str(&value);
            }
            if group_open {
                out.push_str("\n    }");
            }
        }
        if section_open {
            out.push_str("\n  }");
        }
    };
    let blob_text = |b: &crate::context::ResourceBlob| {
        let mut t = String::from("\"0x");
        for byte in b.align.to_le_bytes().iter().chain(b.data.iter()) {
            let _ = write!(t, "{byte:02X}");
        }
        t.push('"');
        t
    };
    let builtin: Vec<(&str, String)> = blobs.iter().map(|(k, b)| (*k, blob_text(b))).collect();
    write_section(out, "dialect_resources", vec![("builtin", builtin)]);
    let groups = external
        .iter()
        .map(|(group, entries)| {
            let entries = entries
                .iter()
                .map(|(key, value)| {
                    let text = match value {
                        ResourceValue::Blob(b) => blob_text(b),
                        ResourceValue::Bool(v) => v.to_string(),
                        ResourceValue::String(v) => {
                            let mut t = String::new();
                            crate::asm::write_escaped_string(&mut t, v);
                            t
                        }
                    };
                    (key.as_str(), text)
                })
                .collect();
            (group.as_str(), entries)
        })
        .collect();
    write_section(out, "external_resources", groups);
    out.push_str("\n#-}\n");
}

/// Prints `op` as [`print_op`] does, but with every attribute, type and
/// location written where it is used instead of through an alias
/// (`--mlir-print-local-scope`, MLIR's `OpPrintingFlags::useLocalScope`).
pub fn print_op_local_scope(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    let mut p = OpPrinter::new(ctx, opts.clone());
    p.w.aliases = None;
    p.w.distinct.deferred = false;
    p.number_root(op);
    p.print_operation(op);
    p.w.out.push('\n');
    std::mem::take(&mut p.w.out)
}

/// Fewest value slots in the context for [`print_op_pieces`] to print on
/// several threads (below that, starting threads costs more than it saves).
const MIN_THREADED_VALUES: usize = 16_384;

/// Stack of each printing thread: printing recurses once per nesting level
/// (only the pages used are committed).
const PRINT_STACK_BYTES: usize = 1 << 30;

/// Prints `op` as [`print_op_parts_with_buffer`] does, on up to `threads`
/// threads when it is a large op with one block (a module of functions),
/// and returns the output as pieces to be written one after the other:
/// alias definitions, the body (in several pieces when printed on threads)
/// and the trailing location aliases. The bytes are the same as
/// [`print_op`]'s for any number of threads; with `threads <= 1` this is
/// the sequential printer.
pub fn print_op_pieces(ctx: &Context, op: OpId, opts: &PrintOptions, buffer: String, threads: usize) -> Vec<String> {
    if threads >= 2
        && ctx.ir.num_value_slots() >= MIN_THREADED_VALUES
        && let Some(pieces) = print_threaded(ctx, op, opts, threads, None)
    {
        return pieces;
    }
    let (head, body, tail) = print_op_parts_with_buffer(ctx, op, opts, buffer);
    vec![head, body, tail]
}

/// [`print_op`] through the threaded printer, whatever the size of `op`, in
/// parts of `part_len` top-level ops; `None` when the threaded printer
/// declines (it then leaves `op` to the sequential one). For tests
/// comparing both.
#[doc(hidden)]
pub fn print_op_threaded_for_test(
    ctx: &Context,
    op: OpId,
    opts: &PrintOptions,
    threads: usize,
    part_len: usize,
) -> Option<String> {
    print_threaded(ctx, op, opts, threads.max(1), Some(part_len.max(1))).map(|pieces| pieces.concat())
}

/// One part of a module's top-level ops, printed on its own.
struct PrintedPart {
    text: String,
    /// The aliases the part used, in their order of first use.
    aliases: AliasState,
    /// Something was printed whose single-pass alias numbering may differ
    /// from MLIR's.
    unsure: bool,
    /// A value or block without a name was printed.
    unknown: bool,
}

/// The threaded printer. Each op of the root's block is isolated from the
/// others as far as names go: MLIR numbers the regions nested in them
/// each from the same counters and names in scope (those of the root's
/// block), so each part of the block is numbered and printed on its own
/// by whichever thread takes it. Aliases are numbered on first use in the
/// sequential printer (without debug info, only affine maps and integer
/// sets get one, all at depth 0): the first part prints its aliases by
/// name (nothing before it used any), the others write placeholders that
/// are replaced once every part is printed and the aliases are numbered in
/// part order. Returns `None` (the caller prints sequentially) whenever the
/// output could differ: generic form, debug info, a root that is not one
/// block of ops, anything that makes the sequential printer print again
/// with a collection pass, an alias in the root's own text, names not
/// found.
fn print_threaded(
    ctx: &Context,
    op: OpId,
    opts: &PrintOptions,
    threads: usize,
    part_len: Option<usize>,
) -> Option<Vec<String>> {
    // The file metadata lists the resources in order of first use over
    // the whole output: left to the sequential printer.
    // Distinct attributes are numbered in printing order over the whole
    // output: left to the sequential printer too.
    if opts.generic || opts.debug_info || opts.value_users || ctx.resources.has_any() || ctx.has_distinct_attrs() {
        return None;
    }
    let ir = &ctx.ir;
    let &[region] = ir.regions(op) else { return None };
    let block = ir.entry_block(region)?;
    if ir.block(block).next.is_some() {
        return None;
    }
    // The root's own text, with the place of its block's ops.
    let mut frame = OpPrinter::new(ctx, opts.clone());
    frame.single_pass = true;
    frame.split_block = Some(block);
    frame.number_root_level(op, region);
    frame.print_operation(op);
    frame.w.out.push('\n');
    let split = frame.split.take()?;
    if frame.single_pass_unsure || frame.saw_unknown || frame.w.aliases.as_ref().is_some_and(|a| !a.is_empty()) {
        return None;
    }
    if split.ops.len() < 2 {
        return None;
    }
    let part_len = part_len.unwrap_or_else(|| (split.ops.len() / (threads * 8)).clamp(1, 64));
    let parts: Vec<&[OpId]> = split.ops.chunks(part_len).collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let work = || {
        let mut p = OpPrinter::new(ctx, opts.clone());
        p.single_pass = true;
        let counters = p.number_root_level(op, region);
        p.indent = split.indent;
        p.default_dialect = split.default_dialect.clone();
        let mut done = Vec::new();
        let mut last_len = 0;
        loop {
            let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            let Some(ops) = parts.get(i) else { break };
            let part = p.print_part(ops, i > 0, counters, last_len);
            last_len = part.text.len();
            done.push((i, part));
        }
        done
    };
    let mut printed: Vec<Option<PrintedPart>> = (0..parts.len()).map(|_| None).collect();
    let mut store = |done: Vec<(usize, PrintedPart)>| {
        for (i, part) in done {
            printed[i] = Some(part);
        }
    };
    std::thread::scope(|s| {
        let helpers: Vec<_> = (1..threads.min(parts.len()))
            .filter_map(|_| {
                std::thread::Builder::new()
                    .name("affine-opt-print".into())
                    .stack_size(PRINT_STACK_BYTES)
                    .spawn_scoped(s, work)
                    .ok()
            })
            .collect();
        store(work());
        for h in helpers {
            match h.join() {
                Ok(done) => store(done),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
    });
    let mut printed: Vec<PrintedPart> = printed.into_iter().collect::<Option<_>>()?;
    let any_alias = printed.iter().any(|p| !p.aliases.is_empty());
    if printed.iter().any(|p| p.unknown || (any_alias && p.unsure)) {
        return None;
    }
    // Number the aliases in order of first use over the parts in order:
    // the sequential printer's numbering.
    let mut aliases = AliasState::default();
    for part in &printed {
        for (k, _, key) in part.aliases.creation_order() {
            aliases.get_or_create(key, k);
        }
    }
    // Replace the placeholders, on the threads again (each a run of parts).
    let per_thread = printed.len().div_ceil(threads);
    let resolved = std::thread::scope(|s| {
        let aliases = &aliases;
        let resolve_run = move |run: &mut [PrintedPart]| {
            run.iter_mut().all(|part| {
                // The first part wrote the names themselves.
                let Some(refs) = part.aliases.deferred_refs.take() else { return true };
                if refs.is_empty() && !part.text.contains('\0') {
                    return true;
                }
                match resolve_alias_refs(&part.text, &refs, aliases) {
                    Some(text) => {
                        part.text = text;
                        true
                    }
                    None => false,
                }
            })
        };
        let mut runs = printed.chunks_mut(per_thread);
        let first = runs.next();
        let helpers: Vec<_> = runs
            .map(|run| {
                std::thread::Builder::new().name("affine-opt-print".into()).spawn_scoped(s, move || resolve_run(run))
            })
            .collect();
        let mut ok = first.is_none_or(resolve_run);
        for h in helpers {
            ok &= match h {
                Ok(h) => match h.join() {
                    Ok(ok) => ok,
                    Err(panic) => std::panic::resume_unwind(panic),
                },
                Err(_) => false,
            };
        }
        ok
    });
    if !resolved {
        return None;
    }
    let AliasDefinitions { head, tail, .. } = alias_definitions(ctx, aliases);
    let mut frame_text = std::mem::take(&mut frame.w.out);
    let after_ops = frame_text.split_off(split.offset);
    let mut pieces = Vec::with_capacity(printed.len() + 4);
    pieces.push(head);
    pieces.push(frame_text);
    pieces.extend(printed.into_iter().map(|p| p.text));
    pieces.push(after_ops);
    pieces.push(tail);
    Some(pieces)
}

/// `text` with each alias placeholder (see [`AliasState::deferred_refs`])
/// replaced by the name `aliases` gives its key; `None` unless the
/// placeholders are exactly the references recorded in `refs`, in order
/// (so text moved or dropped by a custom printer after writing a
/// reference is never resolved wrongly).
fn resolve_alias_refs(text: &str, refs: &[AliasKey], aliases: &AliasState) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = String::with_capacity(text.len() + refs.len() * 4);
    let mut pos = 0;
    let mut seq = 0usize;
    while let Some(found) = text[pos..].find('\0') {
        let start = pos + found;
        out.push_str(&text[pos..start]);
        let digits = bytes[start + 1..].iter().take_while(|b| b.is_ascii_digit()).count();
        let end = start + 1 + digits;
        if digits == 0 || digits > 10 || bytes.get(end) != Some(&0) {
            return None;
        }
        if text[start + 1..end].parse::<usize>().ok()? != seq {
            return None;
        }
        let (k, i) = aliases.lookup(refs.get(seq)?)?;
        AliasState::write_alias_name(&mut out, k, i);
        seq += 1;
        pos = end + 1;
    }
    if seq != refs.len() {
        return None;
    }
    out.push_str(&text[pos..]);
    Some(out)
}

/// True if anything under `op` may need an alias (affine maps / sets,
/// locations used as attributes, memref layouts in types).
fn needs_alias_pass(ctx: &Context, op: OpId) -> bool {
    fn attr_has(ctx: &Context, a: Attribute) -> bool {
        match ctx.attr_data(a) {
            AttrData::AffineMap(_) | AttrData::IntegerSet(_) | AttrData::Loc(_) => true,
            AttrData::Dialect(d) => {
                ctx.registry.dialect_hooks(d.dialect()).alias_name.is_some_and(|f| f(d).is_some())
                    || d.params.iter().any(|&p| attr_has(ctx, p))
            }
            AttrData::Array(v) => v.iter().any(|&x| attr_has(ctx, x)),
            AttrData::Dictionary(v) => v.iter().any(|na| attr_has(ctx, na.value)),
            AttrData::Distinct { referenced, .. } => {
                !matches!(ctx.attr_data(*referenced), AttrData::Unit) || attr_has(ctx, *referenced)
            }
            AttrData::Type(t) => type_has(ctx, *t),
            AttrData::DenseElements { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::SparseElements { ty, .. } => type_has(ctx, *ty),
            _ => false,
        }
    }
    fn type_has(ctx: &Context, t: Type) -> bool {
        match ctx.type_data(t) {
            TypeData::MemRef { layout, elem, memory_space, .. } => {
                layout.is_some_and(|l| attr_has(ctx, l))
                    || memory_space.is_some_and(|m| attr_has(ctx, m))
                    || type_has(ctx, *elem)
            }
            TypeData::Function { inputs, results } => inputs.iter().chain(results).any(|&x| type_has(ctx, x)),
            TypeData::Tuple(v) => v.iter().any(|&x| type_has(ctx, x)),
            TypeData::RankedTensor { encoding: Some(_), .. } => true,
            TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } | TypeData::Complex(elem) => {
                type_has(ctx, *elem)
            }
            _ => false,
        }
    }
    let mut seen_types = crate::fxhash::FxHashSet::default();
    let mut found = false;
    ctx.ir.walk_pre(op, &mut |o| {
        if found {
            return;
        }
        let d = ctx.ir.op(o);
        if d.props.iter().chain(d.attrs.iter()).any(|na| attr_has(ctx, na.value)) {
            found = true;
            return;
        }
        let mut check = |t: Type| {
            if seen_types.insert(t) && type_has(ctx, t) {
                found = true;
            }
        };
        for &v in d.operands.iter().chain(d.results.iter()) {
            check(ctx.ir.value_type(v));
        }
        for &r in &d.regions {
            for b in ctx.ir.region_blocks(r) {
                for &a in ctx.ir.block_args(b) {
                    check(ctx.ir.value_type(a));
                }
            }
        }
    });
    found
}

/// Prints a nested op on its own (no alias section, no trailing newline),
/// naming values as they are named when the closest isolated-from-above
/// ancestor is printed (as MLIR's `Operation::print` does). Used for
/// diagnostics notes.
pub fn print_op_local(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    LocalOpPrinter::new(ctx, opts).print(op)
}

/// Prints ops as [`print_op_local`] does, numbering their closest
/// isolated-from-above ancestor once for all the ops under it rather than
/// once per op: a pass attaching a note to each op of a huge function
/// would otherwise number the whole function per note (quadratic). The IR
/// must not change while one printer is in use.
pub struct LocalOpPrinter<'c> {
    ctx: &'c Context,
    opts: PrintOptions,
    printer: Option<(OpId, OpPrinter<'c>)>,
}

impl<'c> LocalOpPrinter<'c> {
    /// A printer with `opts` (nothing numbered yet).
    pub fn new(ctx: &'c Context, opts: &PrintOptions) -> Self {
        LocalOpPrinter { ctx, opts: opts.clone(), printer: None }
    }

    /// The context printed from.
    pub fn context(&self) -> &'c Context {
        self.ctx
    }

    /// `op` printed on its own (see [`print_op_local`]).
    pub fn print(&mut self, op: OpId) -> String {
        let ctx = self.ctx;
        let mut root = op;
        while !ctx.op_has_trait(root, traits::ISOLATED_FROM_ABOVE) {
            match ctx.ir.parent_op(root) {
                Some(par) => root = par,
                None => break,
            }
        }
        if self.printer.as_ref().is_none_or(|(r, _)| *r != root) {
            let mut p = OpPrinter::new(ctx, self.opts.clone());
            p.w.aliases = None;
            p.w.distinct.deferred = false;
            p.number_root(root);
            self.printer = Some((root, p));
        }
        let (_, p) = self.printer.as_mut().expect("a printer for the root");
        p.w.out.clear();
        // Each op printed on its own numbers its distinct attributes from 0.
        p.w.distinct.clear();
        p.print_operation(op);
        std::mem::take(&mut p.w.out)
    }
}

impl<'c> OpPrinter<'c> {
    fn new(ctx: &'c Context, opts: PrintOptions) -> Self {
        let mut w = AsmWriter::new(ctx);
        w.aliases = Some(AliasState::default());
        w.elide_elements_over = opts.elide_elements_over;
        // The alias definitions are written after the body they precede:
        // distinct ids are numbered once the output is complete.
        w.distinct.deferred = true;
        OpPrinter {
            ctx,
            w,
            indent: 0,
            opts,
            names: NameState::default(),
            default_dialect: vec!["builtin"],
            collecting: false,
            single_pass: false,
            single_pass_unsure: false,
            scratch: String::new(),
            split_block: None,
            split: None,
            saw_unknown: false,
        }
    }

    /// Alias definitions before the body, the body, alias definitions after it.
    fn finish_parts(mut self, root: OpId) -> (String, String, String) {
        let aliases = self.w.aliases.take().unwrap_or_default();
        let AliasDefinitions { head, mut tail, head_resources, tail_resources } = alias_definitions(self.ctx, aliases);
        // As MLIR's `printTopLevelOperation`: a top-level op is followed by
        // the file metadata (after the deferred location aliases), whose
        // resources are those the text uses, in printing order (aliases
        // before the body, the body, deferred aliases).
        if self.ctx.ir.parent_op(root).is_none() {
            let mut used = head_resources;
            for r in self.w.used_resources.iter().chain(&tail_resources) {
                if !used.contains(r) {
                    used.push(r.clone());
                }
            }
            write_file_metadata(&mut tail, self.ctx, &used, self.opts.elide_resources_over);
        }
        let mut body = std::mem::take(&mut self.w.out);
        if self.ctx.has_distinct_attrs() {
            let mut head = head;
            crate::asm::renumber_distinct(&mut [&mut head, &mut body, &mut tail]);
            return (head, body, tail);
        }
        (head, body, tail)
    }

    // ------------------------------------------------------------------
    // Naming
    // ------------------------------------------------------------------

    /// Sizes the name tables for every value and block of the context.
    fn init_name_tables(&mut self) {
        self.names.values = vec![NO_NAME; self.ctx.ir.num_value_slots()];
        self.names.blocks = vec![NO_NAME; self.ctx.ir.num_block_slots()];
        self.names.multi_result = vec![false; self.ctx.ir.num_value_slots()];
    }

    /// Numbers `root` and its region `r` (block arguments and results of
    /// the ops in it) as [`OpPrinter::number_root`] does before the regions
    /// nested in those ops, and returns the counters each of these starts
    /// from: each such region is then numbered on its own with
    /// `number_region_tree(region, counters)`, in any order.
    fn number_root_level(&mut self, root: OpId, r: RegionId) -> (u32, u32, u32) {
        self.init_name_tables();
        self.number_op(root);
        let mut nested = Vec::new();
        self.number_region(r, &mut nested);
        (self.names.next_value, self.names.next_arg, self.names.next_conflict)
    }

    /// Numbers and prints `ops` (top-level ops of the threaded printer),
    /// each on its own line at the current indentation, with a fresh alias
    /// table (placeholders for references when `deferred`); `counters` are
    /// those [`OpPrinter::number_root_level`] returned, `size_hint` the
    /// length of the previous part.
    fn print_part(&mut self, ops: &[OpId], deferred: bool, counters: (u32, u32, u32), size_hint: usize) -> PrintedPart {
        let ctx = self.ctx;
        for &o in ops {
            for &r in ctx.ir.regions(o) {
                self.number_region_tree(r, counters);
            }
        }
        let mut aliases = AliasState::default();
        if deferred {
            aliases.deferred_refs = Some(Vec::new());
        }
        self.w.aliases = Some(aliases);
        self.w.out = String::with_capacity(size_hint + size_hint / 8);
        self.single_pass_unsure = false;
        self.saw_unknown = false;
        for &o in ops {
            self.write_indent();
            self.print_operation(o);
            self.w.out.push('\n');
        }
        let aliases = self.w.aliases.take().unwrap_or_default();
        let unsure = self.single_pass_unsure || aliases.loc_numbered_on_first_use;
        PrintedPart { text: std::mem::take(&mut self.w.out), aliases, unsure, unknown: self.saw_unknown }
    }

    fn number_root(&mut self, op: OpId) {
        self.init_name_tables();
        // Under `value_users`, a root without results takes the first id,
        // but its regions are numbered from the counters it started from
        // (MLIR's `SSANameState` saves them before numbering the root).
        let before = (self.names.next_value, self.names.next_arg, self.names.next_conflict);
        // The root's own results come first (MLIR's `SSANameState` numbers
        // the op it starts from before its regions): an isolated op printed
        // in a diagnostic note shows `%0 = "gpu.all_reduce"(...)`.
        self.number_op(op);
        if self.opts.generic {
            // Generic form implies unique SSA ids (MLIR's
            // `shouldPrintUniqueSSAIDs`): counters are never restored and
            // regions are numbered in the order of MLIR's LIFO work stack.
            let mut stack: Vec<RegionId> = self.ctx.ir.regions(op).to_vec();
            while let Some(r) = stack.pop() {
                self.number_region(r, &mut stack);
            }
            return;
        }
        let regions = self.ctx.ir.regions(op).to_vec();
        let saved = if self.ctx.ir.results(op).is_empty() {
            before
        } else {
            (self.names.next_value, self.names.next_arg, self.names.next_conflict)
        };
        for r in regions {
            self.number_region_tree(r, saved);
        }
    }

    fn number_region_tree(&mut self, r: RegionId, counters: (u32, u32, u32)) {
        (self.names.next_value, self.names.next_arg, self.names.next_conflict) = counters;
        let mark = self.names.used_log.len();
        let mut nested = Vec::new();
        self.number_region(r, &mut nested);
        let after = (self.names.next_value, self.names.next_arg, self.names.next_conflict);
        for n in nested {
            self.number_region_tree(n, after);
        }
        // Pop the names scope of this region.
        while self.names.used_log.len() > mark {
            if let Some(i) = self.names.used_log.pop() {
                self.names.remove_used(i);
            }
        }
    }

    /// Numbers the block arguments and op results of region `r` and
    /// appends the regions of its ops, in order, to `nested` (collected in
    /// the same walk: on a large region a second walk misses the cache again).
    fn number_region(&mut self, r: RegionId, nested: &mut Vec<RegionId>) {
        let ctx: &'c Context = self.ctx;
        let ir = &ctx.ir;
        if !self.opts.generic
            && let Some(parent) = ir.region(r).parent
            && let Some(f) = ctx.op_def(ir.op(parent).name).and_then(|d| d.block_arg_names)
        {
            let mut names = Vec::new();
            f(ctx, parent, r, &mut names);
            for (v, name) in names {
                if !self.names.has(v) {
                    self.set_value_name(v, &name);
                }
            }
        }
        for (i, b) in ir.region_blocks(r).enumerate() {
            self.names.blocks[b.index()] = i as u32;
            for &a in ir.block_args(b) {
                if self.names.has(a) {
                    continue;
                }
                if i == 0 {
                    let mut buf = [0u8; 13];
                    buf[..3].copy_from_slice(b"arg");
                    let n = self.names.next_arg;
                    self.names.next_arg += 1;
                    let len = 3 + write_u32_digits(&mut buf[3..], n);
                    let name = std::str::from_utf8(&buf[..len]).unwrap_or("arg");
                    self.set_value_name(a, name);
                } else {
                    self.set_value_name(a, "");
                }
            }
            for o in ir.block_ops(b) {
                self.number_op(o);
                nested.extend_from_slice(ir.regions(o));
            }
        }
    }

    fn number_op(&mut self, o: OpId) {
        let ir = &self.ctx.ir;
        let results = ir.results(o);
        if results.is_empty() {
            if self.opts.value_users && !self.names.op_ids.contains_key(&o) {
                self.names.op_ids.insert(o, self.names.next_value);
                self.names.next_value += 1;
            }
            return;
        }
        if results.len() > 1 {
            for &r in results {
                if let Some(m) = self.names.multi_result.get_mut(r.index()) {
                    *m = true;
                }
            }
        }
        // Result groups other than the one starting at 0 (rare: allocated
        // only when a custom name starts one).
        let mut groups: Vec<u32> = Vec::new();
        if !self.opts.generic
            && let Some(def) = self.ctx.op_def(ir.op(o).name)
            && let Some(f) = def.result_names
        {
            let mut v = Vec::new();
            f(self.ctx, o, &mut v);
            for (i, name) in v {
                let Some(&val) = results.get(i as usize) else { continue };
                if self.names.has(val) || name.is_empty() {
                    continue;
                }
                self.set_value_name(val, &name);
                if i != 0 {
                    if groups.is_empty() {
                        groups.push(0);
                    }
                    groups.push(i);
                }
            }
        }
        let first = results[0];
        if !self.names.has(first) {
            self.names.set_num(first, self.names.next_value);
            self.names.next_value += 1;
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            groups.dedup();
            self.names.result_groups.insert(o, groups);
        }
    }

    fn set_value_name(&mut self, v: ValueId, name: &str) {
        if name.is_empty() {
            self.names.set_num(v, self.names.next_value);
            self.names.next_value += 1;
            return;
        }
        let name = sanitize_identifier_cow(name);
        let start = self.names.name_text.len();
        if !self.names.is_used(&name) {
            self.names.name_text.push_str(&name);
        } else {
            loop {
                self.names.name_text.truncate(start);
                self.names.name_text.push_str(&name);
                self.names.name_text.push('_');
                push_u32(&mut self.names.name_text, self.names.next_conflict);
                self.names.next_conflict += 1;
                if !self.names.is_used(&self.names.name_text[start..]) {
                    break;
                }
            }
        }
        let i = self.names.add_used(start);
        self.names.set_named(v, i);
    }

    // ------------------------------------------------------------------
    // Output helpers (custom printer API)
    // ------------------------------------------------------------------

    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.w.out.push_str(s);
    }
    /// The output buffer (for `write!`).
    pub fn out(&mut self) -> &mut String {
        &mut self.w.out
    }
    /// Writes the SSA name of a value (`%0`, `%arg1`, `%c0`, `%3#1`).
    pub fn print_operand(&mut self, v: ValueId) {
        self.write_value_id(v, true);
    }
    /// Writes a comma-separated list of operands.
    pub fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.w.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }
    /// The printed SSA name of a value (e.g. for affine expression printing).
    pub fn value_name(&mut self, v: ValueId) -> String {
        let start = self.w.out.len();
        self.print_operand(v);
        let s = self.w.out[start..].to_string();
        self.w.out.truncate(start);
        s
    }
    /// Writes a type.
    pub fn print_type(&mut self, t: Type) {
        self.w.write_type(t);
    }
    /// Writes a comma-separated type list.
    pub fn print_types(&mut self, ts: &[Type]) {
        self.w.write_type_list(ts);
    }
    /// Writes a functional type `(inputs) -> results` from value lists.
    pub fn print_functional_type(&mut self, inputs: &[ValueId], results: &[ValueId]) {
        let ir = &self.ctx.ir;
        let it: Vec<Type> = inputs.iter().map(|&v| ir.value_type(v)).collect();
        let rt: Vec<Type> = results.iter().map(|&v| ir.value_type(v)).collect();
        self.w.out.push('(');
        self.w.write_type_list(&it);
        self.w.out.push_str(") -> ");
        self.w.write_result_types(&rt);
    }
    /// Writes result types after `->` (bare single type or parenthesized list).
    pub fn print_result_types(&mut self, ts: &[Type]) {
        self.w.write_result_types(ts);
    }
    /// Writes an attribute (with aliases, type not elided).
    pub fn print_attribute(&mut self, a: Attribute) {
        self.w.write_attr(a, false);
    }
    /// Writes an elements attribute without its ` : type` (MLIR's
    /// `printAttributeWithoutType`), recording the resources it uses.
    pub fn print_elements_without_type(&mut self, a: Attribute) {
        let start = self.w.out.len();
        self.w.write_attr(a, false);
        if let Some(ty) = self.ctx.attr_value_type_of(a) {
            let suffix = format!(" : {}", self.ctx.type_to_string(ty));
            if self.w.out[start..].ends_with(&suffix) {
                let len = self.w.out.len() - suffix.len();
                self.w.out.truncate(len);
            }
        }
    }
    /// Writes an attribute eliding an `i64`/`f64` type.
    pub fn print_attribute_elide_type(&mut self, a: Attribute) {
        self.w.write_attr(a, true);
    }
    /// Writes the value of an integer/float attribute without its type.
    pub fn print_attribute_value(&mut self, a: Attribute) {
        let fk = match self.ctx.attr_data(a) {
            AttrData::Float { ty, .. } | AttrData::WideFloat { ty, .. } => self.ctx.float_kind(*ty),
            _ => None,
        };
        self.w.write_scalar_value(a, fk);
    }
    /// Writes `@name`.
    pub fn print_symbol_name(&mut self, name: &str) {
        self.w.out.push('@');
        crate::asm::write_keyword_or_string(&mut self.w.out, name);
    }
    /// Writes ` {a = 1, b}` with the op's attributes and properties minus
    /// `elided` (nothing if empty).
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        let attrs = self.merged_attrs(op, elided);
        self.print_attr_list(&attrs, false);
    }
    /// Writes ` attributes {a = 1}` (nothing if empty).
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        let attrs = self.merged_attrs(op, elided);
        self.print_attr_list(&attrs, true);
    }
    /// Writes ` {..}` for an explicit list of named attributes.
    pub fn print_named_attrs(&mut self, attrs: &[NamedAttr]) {
        self.print_attr_list(attrs, false);
    }

    fn merged_attrs(&self, op: OpId, elided: &[&str]) -> Vec<NamedAttr> {
        let d = self.ctx.ir.op(op);
        let mut v: Vec<NamedAttr> = d
            .props
            .iter()
            .chain(d.attrs.iter())
            .filter(|na| !elided.contains(&self.ctx.ident_str(na.name)))
            .copied()
            .collect();
        if !d.props.is_empty() && !d.attrs.is_empty() {
            v.sort_by(|a, b| self.ctx.ident_str(a.name).cmp(self.ctx.ident_str(b.name)));
        }
        v
    }

    fn print_attr_list(&mut self, attrs: &[NamedAttr], keyword: bool) {
        if attrs.is_empty() {
            return;
        }
        self.w.out.push_str(if keyword { " attributes {" } else { " {" });
        for (i, na) in attrs.iter().enumerate() {
            if i > 0 {
                self.w.out.push_str(", ");
            }
            self.w.write_named_attr(na.name, na.value);
        }
        self.w.out.push('}');
    }

    /// Writes a successor block name (`^bb1`).
    pub fn print_successor(&mut self, b: BlockId) {
        self.write_block_name(b);
    }

    /// Writes `%arg0: type` for a block argument, with `attrs` and (in
    /// debug-info mode) its location.
    pub fn print_region_argument(&mut self, v: ValueId, attrs: &[NamedAttr]) {
        self.print_operand(v);
        self.w.out.push_str(": ");
        let t = self.ctx.ir.value_type(v);
        self.w.write_type(t);
        self.print_attr_list(attrs, false);
        if self.opts.debug_info {
            self.write_arg_loc(v);
        }
    }

    /// Writes ` loc(...)` for a block argument (inline, as MLIR does not
    /// alias argument locations; nested locations are aliased).
    fn write_arg_loc(&mut self, v: ValueId) {
        let l = self.ctx.ir.value(v).loc.unwrap_or_else(|| self.ctx.ir.op(self.block_owner_op(v)).loc);
        self.w.out.push(' ');
        if self.collecting {
            self.w.write_loc_alias(l, false);
        } else {
            self.w.write_loc(l);
        }
    }

    /// Writes a block argument's name without its type (MLIR's
    /// `printRegionArgument(arg, {}, /*omitType=*/true)`, used by
    /// `affine.for` for its induction variable), with its location in
    /// debug-info mode.
    pub fn print_region_argument_no_type(&mut self, v: ValueId) {
        self.print_operand(v);
        if self.opts.debug_info {
            self.write_arg_loc(v);
        }
    }

    fn block_owner_op(&self, v: ValueId) -> OpId {
        match self.ctx.ir.value(v).def {
            ValueDef::BlockArg(b, _) => self.ctx.ir.block_parent_op(b).unwrap_or(OpId(0)),
            ValueDef::OpResult(o, _) => o,
        }
    }

    /// Writes an affine map applied to SSA operands: dims print as the
    /// operand names, symbols as `symbol(%name)` (MLIR's
    /// `printAffineMapOfSSAIds`).
    pub fn print_affine_map_of_ssa_ids(&mut self, map: crate::affine::AffineMap, operands: &[ValueId]) {
        // The names are printed once into a scratch buffer (no String per
        // operand: this runs for every affine load and store).
        let mut buf = std::mem::take(&mut self.scratch);
        buf.clear();
        let mut ends: [usize; 8] = [0; 8];
        let small = operands.len() <= ends.len();
        let mut long_ends = Vec::new();
        for (i, &v) in operands.iter().enumerate() {
            let start = self.w.out.len();
            self.print_operand(v);
            buf.push_str(&self.w.out[start..]);
            self.w.out.truncate(start);
            if small {
                ends[i] = buf.len();
            } else {
                long_ends.push(buf.len());
            }
        }
        let ends: &[usize] = if small { &ends[..operands.len()] } else { &long_ends };
        let mut refs_small: [&str; 8] = [""; 8];
        let mut refs_long = Vec::new();
        let mut prev = 0;
        for (i, &e) in ends.iter().enumerate() {
            if small {
                refs_small[i] = &buf[prev..e];
            } else {
                refs_long.push(&buf[prev..e]);
            }
            prev = e;
        }
        let refs: &[&str] = if small { &refs_small[..ends.len()] } else { &refs_long };
        self.ctx.affine.write_map_of_ssa_ids(&mut self.w.out, map, refs);
        drop(refs_long);
        self.scratch = buf;
    }

    /// MLIR's `increaseIndent`: what follows (newlines, regions) is
    /// indented two more spaces, until [`OpPrinter::decrease_indent`].
    pub fn increase_indent(&mut self) {
        self.indent += 2;
    }
    /// MLIR's `decreaseIndent`.
    pub fn decrease_indent(&mut self) {
        self.indent = self.indent.saturating_sub(2);
    }
    /// MLIR's `printNewline`: a newline and the current indentation.
    pub fn print_newline(&mut self) {
        self.w.out.push('\n');
        self.write_indent();
    }

    /// Writes a region: `{`, its blocks, `}` at the current indentation.
    pub fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool) {
        self.print_region_full(r, print_entry_args, print_terminators, false);
    }

    /// Writes a region with MLIR's full flag set.
    pub fn print_region_full(
        &mut self,
        r: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        self.w.out.push_str("{\n");
        let ir = &self.ctx.ir;
        if let Some(entry) = ir.entry_block(r) {
            let owner = ir.region(r).parent;
            let dd = if self.opts.generic {
                ""
            } else {
                owner.and_then(|o| self.ctx.op_def(ir.op(o).name)).map(|d| d.default_dialect).unwrap_or("")
            };
            self.default_dialect.push(dd);
            let always_header = (print_empty_block && ir.block(entry).first.is_none())
                || (print_entry_args && !ir.block_args(entry).is_empty());
            self.print_block(entry, always_header, print_terminators);
            let mut cur = ir.block(entry).next;
            while let Some(b) = cur {
                self.print_block(b, true, true);
                cur = ir.block(b).next;
            }
            self.default_dialect.pop();
        }
        self.write_indent();
        self.w.out.push('}');
    }

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.w.out.push(' ');
        }
    }

    fn print_block(&mut self, b: BlockId, print_header: bool, print_terminator: bool) {
        let ir = &self.ctx.ir;
        if print_header {
            self.write_indent();
            self.write_block_name(b);
            let args = ir.block_args(b).to_vec();
            if !args.is_empty() {
                self.w.out.push('(');
                for (i, a) in args.into_iter().enumerate() {
                    if i > 0 {
                        self.w.out.push_str(", ");
                    }
                    self.print_operand(a);
                    self.w.out.push_str(": ");
                    self.w.write_type(ir.value_type(a));
                    if self.opts.debug_info {
                        self.write_arg_loc(a);
                    }
                }
                self.w.out.push(')');
            }
            self.w.out.push(':');
            let preds = ir.predecessors(b);
            let is_entry = ir.block(b).prev.is_none();
            if preds.is_empty() {
                if !is_entry {
                    self.w.out.push_str("  // no predecessors");
                }
            } else if preds.len() == 1 {
                self.w.out.push_str("  // pred: ");
                self.write_block_name(preds[0]);
            } else {
                let mut ps: Vec<(u32, BlockId)> =
                    preds.iter().map(|&p| (self.names.block(p).unwrap_or(u32::MAX), p)).collect();
                ps.sort_by_key(|x| x.0);
                let _ = write!(self.w.out, "  // {} preds: ", ps.len());
                for (i, (_, p)) in ps.into_iter().enumerate() {
                    if i > 0 {
                        self.w.out.push_str(", ");
                    }
                    self.write_block_name(p);
                }
            }
            self.w.out.push('\n');
        }
        self.indent += 2;
        if self.opts.value_users {
            for &a in ir.block_args(b) {
                self.write_indent();
                self.w.out.push_str("// ");
                self.write_value_id(a, true);
                if ir.use_empty(a) {
                    self.w.out.push_str(" is unused");
                } else {
                    self.w.out.push_str(" is used by ");
                    self.write_value_users(a);
                }
                self.w.out.push('\n');
            }
        }
        let last = ir.block(b).last;
        let mut cur = ir.block(b).first;
        if self.split_block == Some(b) {
            let mut ops = Vec::new();
            while let Some(o) = cur {
                cur = ir.op(o).next;
                if !print_terminator && Some(o) == last && self.is_elidable_terminator(o) {
                    break;
                }
                ops.push(o);
            }
            self.split = Some(SplitPoint {
                offset: self.w.out.len(),
                indent: self.indent,
                default_dialect: self.default_dialect.clone(),
                ops,
            });
            self.indent -= 2;
            return;
        }
        while let Some(o) = cur {
            cur = ir.op(o).next;
            if !print_terminator && Some(o) == last && self.is_elidable_terminator(o) {
                break;
            }
            if self.collecting {
                // The collection pass only needs the side effects.
                self.w.out.clear();
            }
            self.write_indent();
            self.print_operation(o);
            self.w.out.push('\n');
        }
        self.indent -= 2;
    }

    fn is_elidable_terminator(&self, o: OpId) -> bool {
        // MLIR drops the last op when terminators are not printed; only do it
        // for real terminators so that a missing terminator does not hide ops.
        self.ctx.op_has_trait(o, traits::TERMINATOR)
    }

    fn write_block_name(&mut self, b: BlockId) {
        match self.names.block(b) {
            Some(i) => {
                let _ = write!(self.w.out, "^bb{i}");
            }
            None => {
                self.saw_unknown = true;
                self.w.out.push_str("<<UNKNOWN BLOCK>>");
            }
        }
    }

    fn write_value_id(&mut self, v: ValueId, print_result_no: bool) {
        let ir = &self.ctx.ir;
        let mut lookup = v;
        let mut result_no: Option<u32> = None;
        // Only results of ops with several results need their definition
        // (two more random reads per operand otherwise).
        let multi = self.names.multi_result.get(v.index()).copied().unwrap_or(true);
        if multi && let ValueDef::OpResult(o, i) = ir.value(v).def {
            let n = ir.results(o).len() as u32;
            if n > 1 {
                match self.names.result_groups.get(&o) {
                    None => {
                        result_no = Some(i);
                        lookup = ir.results(o)[0];
                    }
                    Some(groups) => {
                        let pos = groups.partition_point(|&g| g <= i);
                        let start = groups[pos - 1];
                        let size = if pos < groups.len() { groups[pos] - start } else { n - start };
                        if size != 1 {
                            result_no = Some(i - start);
                        }
                        lookup = ir.results(o)[start as usize];
                    }
                }
            }
        }
        match self.names.get(lookup) {
            Some(ValName::Num(n)) => {
                self.w.out.push('%');
                push_u32(&mut self.w.out, n);
            }
            Some(ValName::Named(s)) => {
                self.w.out.push('%');
                self.w.out.push_str(s);
            }
            None => {
                self.saw_unknown = true;
                self.w.out.push_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
        }
        if print_result_no && let Some(r) = result_no {
            let _ = write!(self.w.out, "#{r}");
        }
    }

    // ------------------------------------------------------------------
    // Operations
    // ------------------------------------------------------------------

    fn print_operation(&mut self, o: OpId) {
        let ctx: &'c Context = self.ctx;
        let ir = &ctx.ir;
        if self.collecting && self.opts.debug_info {
            // MLIR's alias initializer visits the op location first.
            let save = self.w.out.len();
            self.w.write_loc_alias(ir.op(o).loc, true);
            self.w.out.truncate(save);
        }
        let n = ir.results(o).len() as u32;
        if n > 0 {
            let groups = self.names.result_groups.get(&o).cloned();
            let results = ir.results(o);
            match groups {
                Some(g) => {
                    for (gi, &start) in g.iter().enumerate() {
                        if gi > 0 {
                            self.w.out.push_str(", ");
                        }
                        let end = g.get(gi + 1).copied().unwrap_or(n);
                        self.write_value_id(results[start as usize], false);
                        if end - start > 1 {
                            let _ = write!(self.w.out, ":{}", end - start);
                        }
                    }
                }
                None => {
                    self.write_value_id(results[0], false);
                    if n > 1 {
                        let _ = write!(self.w.out, ":{n}");
                    }
                }
            }
            self.w.out.push_str(" = ");
        }
        let name = ir.op(o).name;
        let def = self.ctx.op_def(name);
        match def.and_then(|d| d.print) {
            Some(f) if !self.opts.generic => {
                let full = self.ctx.op_name_str(name);
                let dd = self.default_dialect.last().copied().unwrap_or("");
                // `dialect.op` prints as `op` inside a region whose default
                // dialect is `dialect` (checking the `.` first rules out
                // most names without comparing the prefix).
                let n = dd.len();
                let short = (n > 0
                    && full.len() > n + 1
                    && full.as_bytes()[n] == b'.'
                    && full.as_bytes()[..n] == *dd.as_bytes())
                .then(|| &full[n + 1..])
                .filter(|s| !s.contains('.'));
                self.w.out.push_str(short.unwrap_or(full));
                f(self, o);
            }
            _ => self.print_generic(o),
        }
        if self.opts.debug_info {
            let l = ir.op(o).loc;
            self.w.out.push_str(" loc(");
            if self.w.aliases.is_some() {
                self.w.write_loc_alias(l, true);
            } else {
                self.w.write_loc_inner(l);
            }
            self.w.out.push(')');
        }
        if self.opts.value_users {
            self.write_users_comment(o);
        }
    }

    /// `--mlir-print-value-users`: the comment after an op (MLIR's
    /// `printUsersComment`): the op's id when it has operands but no
    /// results, `unused` when no result is used, else the users of each
    /// result (in parentheses per result when there are several).
    fn write_users_comment(&mut self, o: OpId) {
        let ctx: &'c Context = self.ctx;
        let ir = &ctx.ir;
        let results = ir.results(o);
        if results.is_empty() {
            if !ir.operands(o).is_empty() {
                self.w.out.push_str(" // id: ");
                self.write_op_id(o);
            }
            return;
        }
        if ir.results_unused(o) {
            self.w.out.push_str(" // unused");
            return;
        }
        // "user" when the op's only result feeds one op with at most one result.
        let mut users: Vec<OpId> = Vec::new();
        for &r in results {
            for u in ir.uses(r) {
                if !users.contains(&u.op) {
                    users.push(u.op);
                }
            }
        }
        let used_in_results: usize = users.iter().map(|&u| ir.results(u).len()).sum();
        let one = used_in_results <= 1 && users.len() <= 1 && results.len() == 1;
        self.w.out.push_str(if one { " // user: " } else { " // users: " });
        let brackets = results.len() > 1;
        for (i, r) in results.iter().copied().enumerate() {
            if i > 0 {
                self.w.out.push_str(", ");
            }
            if brackets {
                self.w.out.push('(');
            }
            self.write_value_users(r);
            if brackets {
                self.w.out.push(')');
            }
        }
    }

    /// The users of `v` in MLIR's use-list order, each once (MLIR's
    /// `printValueUsers`): an op's results, or its id if it has none.
    fn write_value_users(&mut self, v: ValueId) {
        let ctx: &'c Context = self.ctx;
        let ir = &ctx.ir;
        if ir.use_empty(v) {
            self.w.out.push_str("unused");
        }
        let uses = ir.uses_in_mlir_order(v);
        let mut seen: Vec<OpId> = Vec::with_capacity(uses.len());
        for (i, u) in uses.into_iter().enumerate() {
            if seen.contains(&u.op) {
                continue;
            }
            seen.push(u.op);
            if i > 0 {
                self.w.out.push_str(", ");
            }
            let results = ir.results(u.op);
            if results.is_empty() {
                self.write_op_id(u.op);
            } else {
                for (k, r) in results.iter().copied().enumerate() {
                    if k > 0 {
                        self.w.out.push_str(", ");
                    }
                    self.write_value_id(r, true);
                }
            }
        }
    }

    /// The id of an op without results (see `NameState::op_ids`).
    fn write_op_id(&mut self, o: OpId) {
        match self.names.op_ids.get(&o).copied() {
            Some(n) => {
                self.w.out.push('%');
                push_u32(&mut self.w.out, n);
            }
            None => self.w.out.push_str("<<UNKNOWN OPERATION>>"),
        }
    }

    /// Writes the generic form of an op (after the results).
    pub fn print_generic(&mut self, o: OpId) {
        let ctx: &'c Context = self.ctx;
        let ir = &ctx.ir;
        let d = ir.op(o);
        if self.single_pass {
            self.single_pass_unsure = true;
        }
        if self.collecting {
            // MLIR's alias initializer visits a generic op's regions first,
            // then operand and result types, then its attributes.
            for &r in &d.regions {
                self.print_region_full(r, true, true, true);
            }
            for &v in d.operands.iter().chain(d.results.iter()) {
                self.w.write_type(ir.value_type(v));
            }
            // Properties of unregistered ops are an opaque dictionary that
            // MLIR's alias initializer does not visit.
            let registered = self.ctx.op_def(d.name).is_some();
            let props: &[NamedAttr] = if registered { &d.props } else { &[] };
            for na in props.iter().chain(d.attrs.iter()) {
                self.w.write_attr(na.value, false);
            }
            return;
        }
        crate::asm::write_escaped_string(&mut self.w.out, self.ctx.op_name_str(d.name));
        self.w.out.push('(');
        let operands = &d.operands;
        self.print_operands(operands);
        self.w.out.push(')');
        if !d.successors.is_empty() {
            self.w.out.push('[');
            for (i, &s) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.w.out.push_str(", ");
                }
                self.write_block_name(s);
            }
            self.w.out.push(']');
        }
        if let [na] = &d.props[..]
            && self.ctx.ident_str(na.name).is_empty()
        {
            // An unregistered op's properties that are not a non-empty
            // dictionary (`<{}>`, `<1 : i32>`), kept as written.
            self.w.out.push_str(" <");
            self.w.write_attr(na.value, false);
            self.w.out.push('>');
        } else if !d.props.is_empty() {
            self.w.out.push_str(" <{");
            for (i, na) in d.props.iter().enumerate() {
                if i > 0 {
                    self.w.out.push_str(", ");
                }
                self.w.write_named_attr(na.name, na.value);
            }
            self.w.out.push_str("}>");
        }
        if !d.regions.is_empty() {
            self.w.out.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.w.out.push_str(", ");
                }
                self.print_region_full(r, true, true, true);
            }
            self.w.out.push(')');
        }
        self.print_attr_list(&d.attrs, false);
        self.w.out.push_str(" : ");
        self.print_functional_type(operands, &d.results);
    }

    /// Current indentation (spaces).
    pub fn indent(&self) -> usize {
        self.indent
    }
}

/// The alias definitions printed before the body and after it (locations
/// only used as trailing op locations).
fn alias_definitions(ctx: &Context, aliases: AliasState) -> AliasDefinitions {
    let mut defs = AliasDefinitions::default();
    if aliases.is_empty() {
        return defs;
    }
    let sorted = aliases.sorted();
    let mut aw = AsmWriter::new(ctx);
    aw.aliases = Some(aliases);
    aw.distinct.deferred = true;
    // Locations that are only used as trailing op locations are deferred
    // to the end of the output (as MLIR does); others come first.
    for (k, i, a, deferrable) in sorted {
        aw.out.clear();
        aw.used_resources.clear();
        AliasState::write_alias_name(&mut aw.out, k, i);
        aw.out.push_str(" = ");
        match a {
            AliasKey::Loc(l) => aw.write_loc(l),
            AliasKey::Attr(a) => aw.write_alias_definition(a),
        }
        aw.out.push('\n');
        let (text, used) = if deferrable {
            (&mut defs.tail, &mut defs.tail_resources)
        } else {
            (&mut defs.head, &mut defs.head_resources)
        };
        text.push_str(&aw.out);
        for r in aw.used_resources.drain(..) {
            if !used.contains(&r) {
                used.push(r);
            }
        }
    }
    defs
}

/// The alias definitions printed before and after the body, and the
/// `dense_resource` keys each part uses (in order of first use).
#[derive(Default)]
struct AliasDefinitions {
    head: String,
    tail: String,
    head_resources: Vec<String>,
    tail_resources: Vec<String>,
}

/// Appends a decimal number without going through `fmt`.
fn push_u32(out: &mut String, n: u32) {
    let mut buf = [0u8; 10];
    let len = write_u32_digits(&mut buf, n);
    // ASCII digits only.
    out.push_str(std::str::from_utf8(&buf[..len]).unwrap_or_default());
}

/// Writes the decimal digits of `n` at the start of `buf` (at least 10
/// bytes long); returns how many.
fn write_u32_digits(buf: &mut [u8], n: u32) -> usize {
    let mut tmp = [0u8; 10];
    let mut i = tmp.len();
    let mut n = n;
    loop {
        i -= 1;
        tmp[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    let len = tmp.len() - i;
    buf[..len].copy_from_slice(&tmp[i..]);
    len
}

/// MLIR's `sanitizeIdentifier` for SSA names: invalid characters become
/// hex codes (spaces become `_`), a leading digit gets a `_` prefix.
pub fn sanitize_identifier(name: &str) -> String {
    sanitize_identifier_cow(name).into_owned()
}

/// [`sanitize_identifier`] without a copy when the name is valid already.
fn sanitize_identifier_cow(name: &str) -> std::borrow::Cow<'_, str> {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let needs_copy = name.as_bytes().first().is_some_and(|c| c.is_ascii_digit()) || !name.bytes().all(valid);
    if !needs_copy {
        return std::borrow::Cow::Borrowed(name);
    }
    let mut out = String::new();
    if name.as_bytes().first().is_some_and(|c| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.bytes() {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{:X}", c);
        }
    }
    std::borrow::Cow::Owned(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn conflicting_names_get_suffixes_and_scopes_are_popped() {
        let mut ns = NameState::default();
        for name in ["a", "b"] {
            let start = ns.name_text.len();
            ns.name_text.push_str(name);
            ns.add_used(start);
        }
        assert!(ns.is_used("a") && ns.is_used("b") && !ns.is_used("c"));
        let i = ns.used_log.pop().unwrap_or(0);
        ns.remove_used(i);
        assert!(ns.is_used("a") && !ns.is_used("b"));
    }

    #[test]
    fn names_with_colliding_hashes_stay_distinct_in_scope() {
        // Names of the `alloc_N` kind whose Fx hashes collide (they exist:
        // the tail after the first eight bytes lands in a few bits).
        let mut by_hash: FxHashMap<u64, Vec<String>> = FxHashMap::default();
        for n in 0..20000 {
            let name = format!("alloc_{n}");
            by_hash.entry(crate::fxhash::fx_hash(name.as_str())).or_default().push(name);
        }
        let mut pairs: Vec<Vec<String>> = by_hash.into_values().filter(|g| g.len() >= 2).collect();
        pairs.sort();
        assert!(pairs.len() >= 2, "colliding names among alloc_0..alloc_19999");
        let (p, q) = (&pairs[0], &pairs[1]);
        let add = |ns: &mut NameState, name: &str| {
            let start = ns.name_text.len();
            ns.name_text.push_str(name);
            ns.add_used(start)
        };
        // Removing the name held in `used` promotes its colliding one;
        // removing the colliding one leaves the held one.
        let mut ns = NameState::default();
        let (p0, p1, q0, q1) = (add(&mut ns, &p[0]), add(&mut ns, &p[1]), add(&mut ns, &q[0]), add(&mut ns, &q[1]));
        assert!([&p[0], &p[1], &q[0], &q[1]].iter().all(|n| ns.is_used(n)) && !ns.is_used("alloc_x"));
        ns.remove_used(p0);
        assert!(!ns.is_used(&p[0]) && ns.is_used(&p[1]));
        ns.remove_used(q1);
        assert!(ns.is_used(&q[0]) && !ns.is_used(&q[1]));
        ns.remove_used(p1);
        ns.remove_used(q0);
        assert!([&p[0], &p[1], &q[0], &q[1]].iter().all(|n| !ns.is_used(n)));
        assert!(ns.used.is_empty() && ns.used_collisions.is_empty());
    }

    #[test]
    fn alias_placeholders_resolve_only_when_exactly_as_recorded() {
        use crate::asm::AliasKind;
        let (a, b) = (AliasKey::Attr(Attribute(7)), AliasKey::Attr(Attribute(3)));
        let mut aliases = AliasState::default();
        aliases.get_or_create(b, AliasKind::Map);
        aliases.get_or_create(a, AliasKind::Map);
        let refs = [a, b, a];
        let text = "x = \u{0}0\u{0}(%a) to \u{0}1\u{0}, \u{0}2\u{0}\n";
        assert_eq!(resolve_alias_refs(text, &refs, &aliases).as_deref(), Some("x = #map1(%a) to #map, #map1\n"));
        assert_eq!(resolve_alias_refs("plain", &[], &aliases).as_deref(), Some("plain"));
        // A placeholder missing (text dropped after writing it), out of
        // order, repeated, malformed, or unknown: declined.
        for bad in [
            "\u{0}0\u{0} \u{0}2\u{0}",
            "\u{0}1\u{0} \u{0}0\u{0} \u{0}2\u{0}",
            "\u{0}0\u{0} \u{0}1\u{0} \u{0}1\u{0} \u{0}2\u{0}",
            "\u{0}0\u{0} \u{0}1\u{0} \u{0}2",
            "\u{0}0\u{0} \u{0}x\u{0} \u{0}1\u{0} \u{0}2\u{0}",
            "\u{0}0\u{0} \u{0}1\u{0}",
        ] {
            assert_eq!(resolve_alias_refs(bad, &refs, &aliases), None, "{bad:?}");
        }
        let unknown = [AliasKey::Attr(Attribute(99))];
        assert_eq!(resolve_alias_refs("\u{0}0\u{0}", &unknown, &aliases), None);
    }
}
