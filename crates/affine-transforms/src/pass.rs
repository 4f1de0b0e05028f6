//! The `Pass` trait and the runner that applies a [`PipelineSpec`] to a module.
//!
//! Passes report through a [`DiagnosticSink`] (remarks from analysis test
//! passes, warnings, errors) instead of printing, so the command line can
//! render them like `mlir-opt` or check them under `--verify-diagnostics`.
//! The sink hands each diagnostic on as it is emitted (the command line
//! writes it out at once), so memory does not grow with their number.

use affine_ir::ir::{InternedIdMap, Ir, SameIds};
use affine_ir::{Context, Diagnostic, OpId};

use crate::pipeline::{PipelineElement, PipelineSpec};
use crate::registry::{FUNCTION_LIKE_OPS, FUNCTION_OP_INTERFACE, PassRegistry};

/// Where passes send the diagnostics they emit, in emission order: a
/// handler called with each diagnostic and the context its locations
/// belong to (MLIR's `DiagnosticEngine` handler). The runner also sends
/// the IR dumps of `--mlir-print-ir-*` through it, so that they keep their
/// place among the diagnostics.
pub struct DiagnosticSink<'h> {
    handler: Box<SinkHandler<'h>>,
    /// False when the receiver drops `see current operation:` notes
    /// (`--mlir-print-op-on-diagnostic=false`).
    op_notes: bool,
}

/// What a [`DiagnosticSink`] calls with each diagnostic.
pub type DiagnosticHandler<'h> = dyn FnMut(&Context, Diagnostic) + 'h;

/// What a [`DiagnosticSink`] made with [`DiagnosticSink::with_events`] calls
/// with each diagnostic and IR dump.
pub type SinkHandler<'h> = dyn FnMut(&Context, SinkEvent) + 'h;

/// One thing a pipeline run reports, in order.
#[derive(Clone, Debug)]
pub enum SinkEvent {
    /// A diagnostic a pass emitted.
    Diagnostic(Diagnostic),
    /// An IR dump of `--mlir-print-ir-before/after*` (header, IR and the
    /// blank lines after it, as `mlir-opt` writes it to stderr).
    IrDump(String),
    /// The same dump, for a file of the `--mlir-print-ir-tree-dir` tree.
    IrDumpToTree(TreeDump),
}

/// An IR dump bound for `--mlir-print-ir-tree-dir` (MLIR's
/// `FileTreeIRPrinterConfig`): the receiver numbers the dumps of each op
/// and writes `<dir>/<op>_<symbol>/.../<counters>_<pass>.mlir`.
#[derive(Clone, Debug)]
pub struct TreeDump {
    /// The op the pass ran on and its ancestors, outermost first.
    pub ops: Vec<TreeDumpOp>,
    /// The pass argument (`cse`), the end of the file name.
    pub pass: String,
    /// The dump, as it would be written to stderr.
    pub text: String,
}

/// One op on the path of a [`TreeDump`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TreeDumpOp {
    /// Its directory: the op name with `_` for `.`, `_`, and its symbol
    /// name or `no-symbol-name` (`func_func_main`).
    pub dir: String,
    /// Its position in its block (with the positions of its ancestors,
    /// it tells apart ops that share a directory name).
    pub position: u32,
}

impl TreeDumpOp {
    /// The entry for `op`.
    fn of(ctx: &Context, op: OpId) -> Self {
        let name = ctx.op_name_str(ctx.ir.op(op).name).replace('.', "_");
        let symbol = symbol_name(ctx, op).unwrap_or_else(|| "no-symbol-name".to_string());
        let mut position = 0;
        let mut prev = ctx.ir.op(op).prev;
        while let Some(p) = prev {
            position += 1;
            prev = ctx.ir.op(p).prev;
        }
        TreeDumpOp { dir: format!("{name}_{symbol}"), position }
    }

    /// The entries for `op` and its ancestors, outermost first.
    fn path(ctx: &Context, op: OpId) -> Vec<Self> {
        let mut path = vec![Self::of(ctx, op)];
        let mut cur = op;
        while let Some(parent) = ctx.ir.parent_op(cur) {
            path.push(Self::of(ctx, parent));
            cur = parent;
        }
        path.reverse();
        path
    }
}

impl<'h> DiagnosticSink<'h> {
    /// A sink that calls `handler` with every diagnostic, in order (IR
    /// dumps, if the run makes any, are dropped).
    pub fn new(mut handler: impl FnMut(&Context, Diagnostic) + 'h) -> Self {
        Self::with_events(move |ctx, event| {
            if let SinkEvent::Diagnostic(d) = event {
                handler(ctx, d)
            }
        })
    }

    /// A sink that calls `handler` with every diagnostic and IR dump, in
    /// the order they are made.
    pub fn with_events(handler: impl FnMut(&Context, SinkEvent) + 'h) -> Self {
        DiagnosticSink { handler: Box::new(handler), op_notes: true }
    }

    /// The same sink, telling passes that its receiver drops the
    /// `see current operation:` notes, so they need not print the op.
    pub fn without_op_notes(mut self) -> Self {
        self.op_notes = false;
        self
    }

    /// Whether `see current operation:` notes are shown (a pass reporting
    /// many diagnostics skips printing its ops when they are not).
    pub fn op_notes(&self) -> bool {
        self.op_notes
    }

    /// A sink that appends every diagnostic to `out` (for tests and
    /// library users that want them as values).
    pub fn collect_into(out: &'h mut Vec<Diagnostic>) -> Self {
        Self::new(move |_, d| out.push(d))
    }

    /// Hands a diagnostic on; `ctx` is the context its locations live in.
    pub fn emit(&mut self, ctx: &Context, diag: Diagnostic) {
        (self.handler)(ctx, SinkEvent::Diagnostic(diag))
    }

    /// Hands an IR dump on.
    pub fn emit_ir_dump(&mut self, ctx: &Context, text: String) {
        (self.handler)(ctx, SinkEvent::IrDump(text))
    }

    /// Hands an event on (a diagnostic with its locations in `ctx`).
    fn emit_event(&mut self, ctx: &Context, event: SinkEvent) {
        (self.handler)(ctx, event)
    }
}

impl std::fmt::Debug for DiagnosticSink<'_> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DiagnosticSink")
    }
}

/// A pass's typed options as written (`key`, `value`), already checked
/// against the pass's declaration.
#[derive(Clone, Debug, Default)]
pub struct PassOptions {
    /// Key/value pairs in the order written; later ones win.
    pub values: Vec<(String, String)>,
}

impl PassOptions {
    /// The last value given for `key`.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.values.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v.as_str())
    }

    /// A boolean option (`true`/`1` or a bare flag), `default` if absent.
    pub fn get_bool(&self, key: &str, default: bool) -> bool {
        self.get(key).map_or(default, |v| matches!(v, "" | "true" | "1" | "TRUE" | "True"))
    }

    /// An unsigned option, `default` if absent (values were checked when parsed).
    pub fn get_u64(&self, key: &str, default: u64) -> u64 {
        self.get(key).and_then(|v| v.parse().ok()).unwrap_or(default)
    }

    /// A signed integer option, `default` if absent.
    pub fn get_i64(&self, key: &str, default: i64) -> i64 {
        self.get(key).and_then(|v| v.parse().ok()).unwrap_or(default)
    }

    /// A comma-separated integer list option, empty if absent; an option
    /// given several times appends to the list, as in MLIR.
    pub fn get_i64_list(&self, key: &str) -> Vec<i64> {
        self.list_elements(key).filter_map(|s| s.parse().ok()).collect()
    }

    /// A comma-separated list of strings (MLIR's list-element rules), empty
    /// if absent; an option given several times appends to the list.
    pub fn get_string_list(&self, key: &str) -> Vec<String> {
        self.list_elements(key).map(String::from).collect()
    }

    /// The elements of every occurrence of list option `key`, in order.
    fn list_elements<'a>(&'a self, key: &'a str) -> impl Iterator<Item = &'a str> + 'a {
        self.values.iter().filter(move |(k, _)| k == key).flat_map(|(_, v)| crate::pipeline::split_list(v))
    }
}

/// A transformation or analysis run on one op (its anchor).
///
/// A pass anchored on an op that is isolated from above (`func.func`,
/// `gpu.func`) owns that op and everything nested in it, and nothing else:
/// it must not read or change the IR outside it (sibling functions, the
/// module). The runner relies on this to run the pass on all such ops of a
/// module at once, each on its own thread with its own copy of the op
/// (hence `Send`); the interned types, attributes and affine maps of the
/// context stay shared.
pub trait Pass: Send {
    /// Runs on `op` (an op named like the pass's anchor). An `Err` stops the
    /// pipeline; the diagnostic is reported as an error.
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic>;

    /// The analyses `mlir-opt`'s pass asks its analysis manager for
    /// (`getAnalysis<DominanceInfo>()`), by MLIR's names, in order. The
    /// runner keeps MLIR's cache of them per op: `--mlir-timing` shows an
    /// `(A) DominanceInfo` row under the pass when one is not cached.
    /// Ours are computed lazily inside the pass, as MLIR's dominance is:
    /// the row times the request, not the pass's use of the analysis.
    fn analyses(&self) -> &'static [&'static str] {
        &[]
    }

    /// The analyses that stay cached after the pass ran (MLIR's
    /// `markAnalysesPreserved`), given whether it changed the IR.
    fn preserved(&self, _changed: bool) -> PreservedAnalyses {
        PreservedAnalyses::None
    }
}

/// What a pass leaves valid in the analysis cache of the op it ran on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PreservedAnalyses {
    /// Nothing (MLIR's default).
    None,
    /// Every analysis (`markAllAnalysesPreserved`).
    All,
    /// These analyses (by MLIR's names).
    Only(&'static [&'static str]),
}

/// How [`run_pipeline_with`] runs a pipeline.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Verify the IR after every pass (`mlir-opt`'s default; `--verify-each=false` turns it off).
    pub verify_each: bool,
    /// Run a nested pipeline on the isolated ops of a parent (functions of
    /// a module) on several threads (`--mlir-disable-threading` turns it off).
    /// The output and the diagnostics are the same either way.
    pub threading: bool,
    /// Dump the IR before / after passes (`--mlir-print-ir-*`), through the
    /// sink; `None` dumps nothing.
    pub ir_printing: Option<std::sync::Arc<IrPrinting>>,
}

impl Default for RunOptions {
    fn default() -> Self {
        RunOptions { verify_each: true, threading: true, ir_printing: None }
    }
}

/// Time spent in a pass or a nested pipeline (`--mlir-timing`): one node
/// of the execution time report's tree, children in first-run order.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct TimingNode {
    /// What ran: a pass by `mlir-opt`'s name for it (`CSE`), or a nested
    /// pipeline (`'func.func' Pipeline`).
    pub name: String,
    /// Wall-clock time.
    pub wall: std::time::Duration,
    /// Time summed over the threads it ran on (equal to `wall` when it ran
    /// on one thread at a time).
    pub user: std::time::Duration,
    /// What ran inside it.
    pub children: Vec<TimingNode>,
    /// The position of the pass (or nested pipeline) in its pipeline: a
    /// pass placed twice (`canonicalize,cse,canonicalize`) gets one row per
    /// place, as in mlir-opt's tree; runs of one place on many ops add up.
    pub instance: usize,
}

impl TimingNode {
    /// The node named `name` at place `instance` in `list`, added (empty)
    /// if missing.
    pub fn entry<'l>(list: &'l mut Vec<TimingNode>, name: &str, instance: usize) -> &'l mut TimingNode {
        let at = match list.iter().position(|n| n.name == name && n.instance == instance) {
            Some(at) => at,
            None => {
                list.push(TimingNode { name: name.to_string(), instance, ..TimingNode::default() });
                list.len() - 1
            }
        };
        &mut list[at]
    }

    /// Adds `other`'s times to this node and its children (the same pass
    /// run again, on one thread).
    fn accumulate(&mut self, other: TimingNode) {
        self.wall += other.wall;
        self.user += other.user;
        accumulate_all(&mut self.children, other.children);
    }

    /// Merges `other`, the same node timed on another thread: the threads
    /// ran at the same time, so the wall time is the longest one and the
    /// user time the sum.
    fn merge_thread(&mut self, other: TimingNode) {
        self.wall = self.wall.max(other.wall);
        self.user += other.user;
        for child in other.children {
            match self.children.iter_mut().find(|c| c.name == child.name && c.instance == child.instance) {
                Some(mine) => mine.merge_thread(child),
                None => self.children.push(child),
            }
        }
    }
}

/// Adds the nodes of `more` into `list`, by name and place.
fn accumulate_all(list: &mut Vec<TimingNode>, more: Vec<TimingNode>) {
    for node in more {
        match list.iter_mut().find(|n| n.name == node.name && n.instance == node.instance) {
            Some(mine) => mine.accumulate(node),
            None => list.push(node),
        }
    }
}

/// Which passes a `--mlir-print-ir-before*` / `--mlir-print-ir-after*`
/// flag dumps the IR around.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum PassFilter {
    /// No pass.
    #[default]
    Nothing,
    /// Every pass (`-all`).
    All,
    /// The passes with these arguments (`--mlir-print-ir-after=cse,canonicalize`).
    Only(Vec<String>),
}

impl PassFilter {
    /// True if the pass with argument `pass` is selected.
    pub fn matches(&self, pass: &str) -> bool {
        match self {
            PassFilter::Nothing => false,
            PassFilter::All => true,
            PassFilter::Only(names) => names.iter().any(|n| n == pass),
        }
    }
}

/// `mlir-opt`'s IR printing instrumentation: which dumps a run makes and
/// how the IR in them is printed. Each dump is a header
/// (`// -----// IR Dump After CSE (cse) //----- //`) and the op the pass
/// ran on (printed on its own, with maps and sets inline, as MLIR prints a
/// nested op), or the whole top-level op under `module_scope`.
#[derive(Clone, Debug, Default)]
pub struct IrPrinting {
    /// Passes to dump the IR before.
    pub before: PassFilter,
    /// Passes to dump the IR after (also when they fail).
    pub after: PassFilter,
    /// Only dump after a pass if it changed the IR (`--mlir-print-ir-after-change`).
    pub after_change: bool,
    /// Only dump after a pass if it failed (`--mlir-print-ir-after-failure`).
    pub after_failure_only: bool,
    /// Print the whole top-level op rather than the op the pass ran on
    /// (`--mlir-print-ir-module-scope`; needs a sequential run).
    pub module_scope: bool,
    /// Print the top-level op without aliases too (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// How ops are printed (`--mlir-print-debuginfo`, `--mlir-print-op-generic`).
    pub print: affine_ir::printer::PrintOptions,
    /// Send the dumps to files of a directory tree rather than stderr
    /// (`--mlir-print-ir-tree-dir`): they come as [`SinkEvent::IrDumpToTree`].
    pub tree: bool,
}

impl IrPrinting {
    /// True if this configuration makes any dump at all (MLIR installs the
    /// instrumentation only then).
    pub fn enabled(&self) -> bool {
        self.before != PassFilter::Nothing || self.after != PassFilter::Nothing
    }

    /// The dump made `when` ("Before", "After") pass `pass` ran on `op`.
    fn dump(&self, ctx: &Context, op: OpId, nested: bool, when: &str, pass: &str, failed: bool) -> String {
        let class = crate::registry::mlir_pass_name(pass);
        let failed = if failed { " Failed" } else { "" };
        let mut out = format!("// -----// IR Dump {when} {class}{failed} ({pass})");
        if self.module_scope {
            out.push_str(&format!(" ('{}' operation", ctx.op_name_str(ctx.ir.op(op).name)));
            if let Some(sym) = symbol_name(ctx, op) {
                out.push_str(&format!(": @{sym}"));
            }
            out.push(')');
        }
        out.push_str(" //----- //\n");
        out.push_str(&self.print_ir(ctx, op, nested));
        out.push_str("\n\n");
        out
    }

    /// Hands the dump made `when` pass `pass` ran on `op` to the sink: as
    /// it is, or for the file tree.
    #[allow(clippy::too_many_arguments)]
    fn emit(
        &self,
        ctx: &Context,
        op: OpId,
        nested: bool,
        when: &str,
        pass: &str,
        failed: bool,
        sink: &mut DiagnosticSink<'_>,
    ) {
        let text = self.dump(ctx, op, nested, when, pass, failed);
        if self.tree {
            let dump = TreeDump { ops: TreeDumpOp::path(ctx, op), pass: pass.to_string(), text };
            sink.emit_event(ctx, SinkEvent::IrDumpToTree(dump));
        } else {
            sink.emit_ir_dump(ctx, text);
        }
    }

    /// The IR of a dump around a pass on `op`: the op on its own (local
    /// scope) when it is nested in a block (or `nested`: a worker's copy of
    /// a nested op), the whole top-level op otherwise or under
    /// `module_scope`.
    fn print_ir(&self, ctx: &Context, op: OpId, nested: bool) -> String {
        let mut top = op;
        if self.module_scope {
            while let Some(parent) = ctx.ir.parent_op(top) {
                top = parent;
            }
        }
        // A top-level op prints as a whole file does (aliases first, a
        // newline at the end); a nested one on its own, without one.
        if nested || ctx.ir.parent_op(top).is_some() {
            affine_ir::printer::print_op_local(ctx, top, &self.print)
        } else if self.local_scope {
            affine_ir::printer::print_op_local_scope(ctx, top, &self.print)
        } else {
            affine_ir::printer::print_op(ctx, top, &self.print)
        }
    }
}

/// The `sym_name` of `op`, if it has a string one.
fn symbol_name(ctx: &Context, op: OpId) -> Option<String> {
    let key = ctx.lookup_ident("sym_name")?;
    match ctx.attr_data(ctx.ir.attr(op, key)?) {
        affine_ir::context::AttrData::String { value, .. } => Some(value.to_string()),
        _ => None,
    }
}

/// Runs `spec` on `module`, verifying the IR after every pass (unless
/// `verify_each` is off) as `mlir-opt` does. Stops at the first failure.
pub fn run_pipeline(
    ctx: &mut Context,
    module: OpId,
    spec: &PipelineSpec,
    registry: &PassRegistry,
    verify_each: bool,
    sink: &mut DiagnosticSink<'_>,
) -> Result<(), Diagnostic> {
    run_pipeline_with(ctx, module, spec, registry, RunOptions { verify_each, ..RunOptions::default() }, sink)
}

/// [`run_pipeline`] with every option.
pub fn run_pipeline_with(
    ctx: &mut Context,
    module: OpId,
    spec: &PipelineSpec,
    registry: &PassRegistry,
    options: RunOptions,
    sink: &mut DiagnosticSink<'_>,
) -> Result<(), Diagnostic> {
    run_pipeline_on_root(ctx, module, spec, registry, &options, sink, None)
}

/// [`run_pipeline_with`] timing every pass and nested pipeline (MLIR's
/// pass timing instrumentation, `--mlir-timing`): the result and the
/// top-level nodes of the execution time report, in the order they ran.
pub fn run_pipeline_timed(
    ctx: &mut Context,
    module: OpId,
    spec: &PipelineSpec,
    registry: &PassRegistry,
    options: RunOptions,
    sink: &mut DiagnosticSink<'_>,
) -> (Result<(), Diagnostic>, Vec<TimingNode>) {
    let mut timings = Vec::new();
    let result = run_pipeline_on_root(ctx, module, spec, registry, &options, sink, Some(&mut timings));
    (result, timings)
}

/// Checks that `module` is the op `spec` is anchored on and runs `spec` on
/// it, adding the passes' times to `timings` when given.
fn run_pipeline_on_root(
    ctx: &mut Context,
    module: OpId,
    spec: &PipelineSpec,
    registry: &PassRegistry,
    options: &RunOptions,
    sink: &mut DiagnosticSink<'_>,
    timings: Option<&mut Vec<TimingNode>>,
) -> Result<(), Diagnostic> {
    let root_name = ctx.op_name_str(ctx.ir.op(module).name).to_string();
    if root_name != spec.anchor {
        let loc = ctx.ir.op(module).loc;
        return Err(Diagnostic::error(loc, format!("can't run '{}' pass manager on '{}' op", spec.anchor, root_name)));
    }
    let runner = Runner { registry, options };
    runner.run_elements(ctx, module, &spec.elements, sink, false, timings)
}

/// A step of a pipeline on one op, once nested pipelines are grouped.
enum Step<'p> {
    /// A pass that runs on the op itself.
    Pass(&'p str, &'p [(String, String)]),
    /// Nested pipelines on the op's children, per child op name, run child
    /// by child in the children's order (MLIR merges adjacent nested pass
    /// managers into one adaptor: `-p1 -p2` on functions runs p1 then p2
    /// on the first function, then both on the next).
    Nested(Vec<(String, Vec<PipelineElement>)>),
}

struct Runner<'r> {
    registry: &'r PassRegistry,
    options: &'r RunOptions,
}

impl Runner<'_> {
    /// Runs `elements` on `op`; `worker_copy` says that `op` is a worker's
    /// copy of an op nested in the module (it has no parent here, but is
    /// printed as a nested op in IR dumps); the time of each pass is added
    /// to `timings` when given.
    fn run_elements(
        &self,
        ctx: &mut Context,
        op: OpId,
        elements: &[PipelineElement],
        sink: &mut DiagnosticSink<'_>,
        worker_copy: bool,
        mut timings: Option<&mut Vec<TimingNode>>,
    ) -> Result<(), Diagnostic> {
        // The analyses cached for `op` (MLIR's analysis manager of the op:
        // a pass leaves those it preserves; a nested pipeline, none).
        let mut cached: Vec<&'static str> = Vec::new();
        // A pass on any function-like op cannot run on another op (a
        // module): mlir-opt refuses the whole pipeline on this op before
        // any of its passes runs.
        let own_name = ctx.op_name_str(ctx.ir.op(op).name);
        if !FUNCTION_LIKE_OPS.contains(&own_name) {
            for element in elements {
                if let PipelineElement::Pass { name, .. } = element
                    && self.registry.lookup(name).is_some_and(|info| info.anchor == Some(FUNCTION_OP_INTERFACE))
                {
                    let message = format!(
                        "unable to schedule pass '{}' on a PassManager intended to run on '{own_name}'!",
                        crate::registry::mlir_class_name(name)
                    );
                    return Err(Diagnostic::error(ctx.unknown_loc(), message));
                }
            }
        }
        for (place, step) in self.steps(ctx, op, elements)?.into_iter().enumerate() {
            match step {
                Step::Pass(name, options) => {
                    let info = self.registry.lookup(name).expect("checked by steps");
                    let mut pass = (info.create)(&PassOptions { values: options.to_vec() });
                    let printing = self.options.ir_printing.as_deref().filter(|p| p.enabled());
                    if let Some(p) = printing
                        && p.before.matches(name)
                    {
                        p.emit(ctx, op, worker_copy, "Before", name, false, sink);
                    }
                    let dump_after = printing.filter(|p| p.after.matches(name));
                    let before_text = dump_after.filter(|p| p.after_change).map(|p| p.print_ir(ctx, op, worker_copy));
                    let edits = ctx.ir.edit_count();
                    let start = timings.is_some().then(std::time::Instant::now);
                    let mut analyses = Vec::new();
                    for &analysis in pass.analyses() {
                        if !cached.contains(&analysis) {
                            let requested = std::time::Instant::now();
                            cached.push(analysis);
                            analyses.push((analysis, requested.elapsed()));
                        }
                    }
                    let mut result = pass.run(ctx, op, sink);
                    let changed = ctx.ir.edit_count() != edits;
                    match pass.preserved(changed) {
                        PreservedAnalyses::All => {}
                        PreservedAnalyses::None => cached.clear(),
                        PreservedAnalyses::Only(kept) => cached.retain(|a| kept.contains(a)),
                    }
                    // MLIR does not verify again after a pass that preserved
                    // all analyses (changed nothing): the IR is the one that
                    // was verified before, so the answer would be the same.
                    if result.is_ok() && self.options.verify_each && changed {
                        result = affine_ir::verify::verify(ctx, op);
                    }
                    // As in MLIR, a pass's time includes the verification after it.
                    if let (Some(list), Some(start)) = (timings.as_deref_mut(), start) {
                        let spent = start.elapsed();
                        let node = TimingNode::entry(list, crate::registry::mlir_pass_name(name), place);
                        node.wall += spent;
                        node.user += spent;
                        for (analysis, spent) in analyses {
                            let row = TimingNode::entry(&mut node.children, &format!("(A) {analysis}"), 0);
                            row.wall += spent;
                            row.user += spent;
                        }
                    }
                    let Some(p) = dump_after else {
                        result?;
                        continue;
                    };
                    match result {
                        Err(e) => {
                            // The pass's error comes before the dump, as
                            // mlir-opt emits it while the pass runs.
                            if !e.is_silent() {
                                sink.emit(ctx, e);
                            }
                            p.emit(ctx, op, worker_copy, "After", name, true, sink);
                            return Err(Diagnostic::silent_failure(ctx.unknown_loc()));
                        }
                        Ok(()) => {
                            let changed = before_text.is_none_or(|before| before != p.print_ir(ctx, op, worker_copy));
                            if !p.after_failure_only && changed {
                                p.emit(ctx, op, worker_copy, "After", name, false, sink);
                            }
                        }
                    }
                }
                Step::Nested(managers) => {
                    // The adaptor running the nested pipelines preserves nothing.
                    cached.clear();
                    self.run_nested(ctx, op, &managers, sink, timings.as_deref_mut(), place)?
                }
            }
        }
        Ok(())
    }

    /// Groups `elements` as MLIR's pass manager does: a pass anchored on
    /// another op kind than `op`'s runs nested on each such child (implicit
    /// nesting), and adjacent nested pipelines merge into one step.
    fn steps<'p>(&self, ctx: &Context, op: OpId, elements: &'p [PipelineElement]) -> Result<Vec<Step<'p>>, Diagnostic> {
        let own_name = ctx.op_name_str(ctx.ir.op(op).name);
        let mut steps: Vec<Step<'p>> = Vec::new();
        for element in elements {
            let (anchor, nested) = match element {
                PipelineElement::Nested { anchor, elements } => (anchor.as_str(), elements.clone()),
                PipelineElement::Pass { name, options } => {
                    let info = self.registry.lookup(name).ok_or_else(|| {
                        Diagnostic::error(ctx.ir.op(op).loc, format!("'{name}' does not refer to a registered pass"))
                    })?;
                    match info.anchor {
                        // A function-interface pass runs on the function it
                        // is placed on (`run_elements` refuses other ops).
                        Some(FUNCTION_OP_INTERFACE) => {
                            steps.push(Step::Pass(name, options));
                            continue;
                        }
                        // A pass restricted to another op, given as a flag,
                        // runs on each such child (mlir-opt's implicit
                        // nesting; `--pass-pipeline` refuses it earlier).
                        Some(anchor) if anchor != own_name => (anchor, vec![element.clone()]),
                        _ => {
                            steps.push(Step::Pass(name, options));
                            continue;
                        }
                    }
                }
            };
            if let Some(Step::Nested(managers)) = steps.last_mut() {
                match managers.iter_mut().find(|(a, _)| a == anchor) {
                    Some((_, existing)) => existing.extend(nested),
                    None => managers.push((anchor.to_string(), nested)),
                }
            } else {
                steps.push(Step::Nested(vec![(anchor.to_string(), nested)]));
            }
        }
        Ok(steps)
    }

    /// Runs the nested pipelines on the children of `op` they are anchored
    /// on, in order. Children isolated from above (functions) run on worker
    /// threads, each on its own copy in a worker context; their results and
    /// diagnostics come back in the children's order, so the outcome is
    /// the one of a sequential run.
    fn run_nested(
        &self,
        ctx: &mut Context,
        op: OpId,
        managers: &[(String, Vec<PipelineElement>)],
        sink: &mut DiagnosticSink<'_>,
        timings: Option<&mut Vec<TimingNode>>,
        place: usize,
    ) -> Result<(), Diagnostic> {
        let start = std::time::Instant::now();
        // Each nested pipeline's passes are timed under a node of its own
        // (`'func.func' Pipeline`), as MLIR's pass managers are.
        let mut pipelines: Option<Vec<TimingNode>> = timings.is_some().then(|| {
            managers
                .iter()
                .map(|(anchor, _)| TimingNode { name: format!("'{anchor}' Pipeline"), ..TimingNode::default() })
                .collect()
        });
        let result = self.run_children(ctx, op, managers, sink, pipelines.as_mut());
        if let (Some(list), Some(pipelines)) = (timings, pipelines) {
            let elapsed = start.elapsed();
            let single = pipelines.len() == 1;
            for mut node in pipelines {
                let children_wall: std::time::Duration = node.children.iter().map(|c| c.wall).sum();
                let children_user: std::time::Duration = node.children.iter().map(|c| c.user).sum();
                node.wall = if single { elapsed } else { children_wall };
                node.user = node.wall.max(node.wall.saturating_sub(children_wall) + children_user);
                TimingNode::entry(list, &node.name.clone(), place).accumulate(node);
            }
        }
        result
    }

    /// [`Runner::run_nested`] without the timing of the step itself; the
    /// passes' times go to the node of their pipeline in `pipelines`
    /// (one per entry of `managers`).
    fn run_children(
        &self,
        ctx: &mut Context,
        op: OpId,
        managers: &[(String, Vec<PipelineElement>)],
        sink: &mut DiagnosticSink<'_>,
        mut pipelines: Option<&mut Vec<TimingNode>>,
    ) -> Result<(), Diagnostic> {
        let mut children: Vec<(OpId, &[PipelineElement], usize)> = Vec::new();
        for &region in &ctx.ir.op(op).regions {
            for block in ctx.ir.region_blocks(region) {
                for child in ctx.ir.block_ops(block) {
                    let name = ctx.op_name_str(ctx.ir.op(child).name);
                    if let Some(at) = managers.iter().position(|(a, _)| a == name) {
                        children.push((child, &managers[at].1, at));
                    }
                }
            }
        }
        let threads = worker_pool().current_num_threads();
        let parallel = self.options.threading
            && threads > 1
            && children.len() > 1
            && children.iter().all(|&(c, _, _)| ctx.op_has_trait(c, affine_ir::dialect::traits::ISOLATED_FROM_ABOVE));
        if !parallel {
            // As in MLIR, a child's failure does not stop the others: each
            // failing child reports its error, and the step fails at the end.
            let mut failed = false;
            for (child, elements, manager) in children {
                let timings = pipelines.as_deref_mut().map(|p| &mut p[manager].children);
                if let Err(e) = self.run_elements(ctx, child, elements, sink, false, timings) {
                    report_failure(ctx, e, sink);
                    failed = true;
                }
            }
            return if failed { Err(Diagnostic::silent_failure(ctx.unknown_loc())) } else { Ok(()) };
        }
        // Batches bound the memory held by worker copies at once. While a
        // batch's workers run, the main thread copies the previous batch's
        // functions back into `ctx` (interning into its own layer over the
        // fork: `Context::fork`), so the copy back does not leave the worker
        // threads idle. Each batch gets a fresh fork, which holds what the
        // batches before the previous one added (workers then find shared
        // maps and types there instead of interning copies to be merged).
        // The arenas of a batch's workers are reused two batches later,
        // once copied back, so that they do not grow again op by op (with
        // their page faults).
        let mut fork: Option<affine_ir::context::Fork> = None;
        let mut arenas = Vec::new();
        let mut pending: Vec<Job<'_>> = Vec::new();
        let mut copy_back = CopyBack {
            start: ArenaSlots::of(&ctx.ir),
            done: 0,
            total: children.len(),
            failed: false,
            thread_timings: std::collections::BTreeMap::new(),
        };
        let timed = pipelines.is_some();
        for batch in children.chunks(BATCH_PER_THREAD * threads) {
            // The previous batch has finished running: its workers let go
            // of the fork (keeping their own ids for the merge).
            for job in &mut pending {
                job.worker.detach_from_fork();
            }
            if let Some(old) = fork.take() {
                ctx.join(old);
            }
            let new_fork = ctx.fork();
            let mut jobs = self.copy_in(ctx, &new_fork, batch, &mut arenas, timed);
            fork = Some(new_fork);
            worker_pool().in_place_scope(|scope| {
                let jobs = &mut jobs;
                scope.spawn(move |_| {
                    use rayon::prelude::*;
                    jobs.par_iter_mut().for_each(|job| {
                        let events = &mut job.events;
                        let mut sink = DiagnosticSink::with_events(|_, event| events.push(event));
                        let timings = job.timings.as_mut();
                        job.thread = rayon::current_thread_index().unwrap_or(0);
                        job.result =
                            self.run_elements(&mut job.worker, job.root, job.elements, &mut sink, true, timings);
                    });
                });
                copy_back.run(ctx, std::mem::take(&mut pending), &mut arenas, sink);
            });
            pending = jobs;
        }
        for job in &mut pending {
            job.worker.detach_from_fork();
        }
        if let Some(old) = fork.take() {
            ctx.join(old);
        }
        copy_back.run(ctx, pending, &mut arenas, sink);
        if let Some(pipelines) = pipelines {
            // Per pipeline, the threads' times: each thread's runs add up,
            // the threads overlap.
            for ((manager, _), children) in copy_back.thread_timings {
                let target = &mut pipelines[manager];
                let mut merged = TimingNode { children: std::mem::take(&mut target.children), ..TimingNode::default() };
                merged.merge_thread(TimingNode { children, ..TimingNode::default() });
                target.children = merged.children;
            }
        }
        if copy_back.failed { Err(Diagnostic::silent_failure(ctx.unknown_loc())) } else { Ok(()) }
    }

    /// Makes the jobs of `batch`, each with a worker context over `fork`
    /// (in an arena of `arenas` when one is left by an earlier batch,
    /// emptied on the worker thread), and copies each child into its
    /// worker, in parallel (the children are read while nothing writes
    /// `ctx`).
    fn copy_in<'e>(
        &self,
        ctx: &Context,
        fork: &affine_ir::context::Fork,
        batch: &[(OpId, &'e [PipelineElement], usize)],
        arenas: &mut Vec<Ir>,
        timed: bool,
    ) -> Vec<Job<'e>> {
        // Job `i` gets the arena of job `i` two batches back: rayon splits
        // a batch by position, so the arena usually stays with the thread
        // whose allocations it holds (freeing another thread's blocks takes
        // the allocator's slower path).
        let reuse = arenas.len().min(batch.len());
        let mut reused = arenas.drain(..reuse);
        let mut jobs: Vec<Job<'e>> = batch
            .iter()
            .map(|&(child, elements, manager)| {
                let mut worker = ctx.worker(fork);
                if let Some(arena) = reused.next() {
                    worker.ir = arena;
                }
                let timings = timed.then(Vec::new);
                Job {
                    child,
                    elements,
                    manager,
                    worker,
                    root: child,
                    events: Vec::new(),
                    result: Ok(()),
                    timings,
                    thread: 0,
                }
            })
            .collect();
        drop(reused);
        worker_pool().install(|| {
            use rayon::prelude::*;
            jobs.par_iter_mut().for_each(|job| {
                job.worker.ir.clear();
                job.root = job.worker.ir.import_op(&ctx.ir, job.child, &SameIds);
                place_under_parent_shell(ctx, &mut job.worker, job.child, job.root);
            });
        });
        jobs
    }
}

/// One child's run on a worker thread (see [`Runner::run_nested`]).
struct Job<'e> {
    child: OpId,
    elements: &'e [PipelineElement],
    worker: Context,
    root: OpId,
    /// Diagnostics and IR dumps, in the order the child's run made them.
    events: Vec<SinkEvent>,
    result: Result<(), Diagnostic>,
    /// Which of the step's nested pipelines runs on the child.
    manager: usize,
    /// The passes' times, when timed.
    timings: Option<Vec<TimingNode>>,
    /// The worker thread it ran on.
    thread: usize,
}

/// The main thread's side of [`Runner::run_nested`]: brings finished
/// children back into the module, in the children's order.
struct CopyBack {
    /// The module's arena slots before the first child came back.
    start: ArenaSlots,
    /// Children copied back so far, and in all.
    done: usize,
    total: usize,
    /// Whether a child failed (each failure is reported as its child comes
    /// back; the others still run and come back, as in MLIR).
    failed: bool,
    /// The passes' times per (pipeline, worker thread), summed over the
    /// children that thread ran.
    thread_timings: std::collections::BTreeMap<(usize, usize), Vec<TimingNode>>,
}

impl CopyBack {
    /// Copies the finished `jobs` (whose workers are detached from their
    /// fork) back into `ctx` (which may be forked again: what the merge
    /// interns goes to its own layer), emits their diagnostics in order,
    /// and leaves their arenas in `arenas`.
    fn run(&mut self, ctx: &mut Context, jobs: Vec<Job<'_>>, arenas: &mut Vec<Ir>, sink: &mut DiagnosticSink<'_>) {
        let count = jobs.len();
        for mut job in jobs {
            let ids = ctx.merge_worker(&job.worker);
            // The worker's copy sits alone or in a shell standing for the
            // child's parent: paths of tree dumps start at the copy there.
            let shell_depth = usize::from(job.worker.ir.parent_op(job.root).is_some());
            ctx.ir.release_regions(job.child);
            let donor = ctx.ir.import_op(&job.worker.ir, job.root, &ids);
            ctx.ir.replace_body_with(job.child, donor);
            for event in job.events {
                let event = match event {
                    SinkEvent::Diagnostic(d) => SinkEvent::Diagnostic(translate_diagnostic(d, &ids)),
                    SinkEvent::IrDumpToTree(mut dump) => {
                        // The child's place in the module, then the copy's path below it.
                        let mut ops = TreeDumpOp::path(ctx, job.child);
                        ops.extend(dump.ops.drain(..).skip(shell_depth + 1));
                        dump.ops = ops;
                        SinkEvent::IrDumpToTree(dump)
                    }
                    dump => dump,
                };
                sink.emit_event(ctx, event);
            }
            if let Err(e) = job.result {
                report_failure(ctx, translate_diagnostic(e, &ids), sink);
                self.failed = true;
            }
            if let Some(timings) = job.timings.take() {
                accumulate_all(self.thread_timings.entry((job.manager, job.thread)).or_default(), timings);
            }
            arenas.push(std::mem::take(&mut job.worker.ir));
        }
        if count > 0 {
            self.done += count;
            self.start.reserve_for_remaining(&mut ctx.ir, self.done, self.total - self.done);
        }
    }
}

/// Reports the failure of one child of a nested step (nothing for a
/// silent one, whose diagnostics were already emitted).
fn report_failure(ctx: &Context, failure: Diagnostic, sink: &mut DiagnosticSink<'_>) {
    if !failure.is_silent() {
        sink.emit(ctx, failure);
    }
}

/// Children run per thread in one batch of [`Runner::run_batch`]. A
/// batch's worker copies and contexts are alive at once: larger batches
/// (16 per thread was tried) touched more fresh memory than the fewer
/// waits between batches saved.
const BATCH_PER_THREAD: usize = 4;

/// The slot counts of an arena (ops, values, blocks), to follow how much
/// the functions copied back from workers grow it.
struct ArenaSlots {
    ops: usize,
    values: usize,
    blocks: usize,
}

impl ArenaSlots {
    fn of(ir: &Ir) -> Self {
        ArenaSlots { ops: ir.num_op_slots(), values: ir.num_value_slots(), blocks: ir.num_block_slots() }
    }

    /// Reserves in `ir` (which had `self`'s slot counts before the first
    /// batch) the growth that the `remaining` children are expected to add,
    /// at the average growth of the `done` ones so far. The functions of a
    /// pipeline that tiles and unrolls come back about twice as large, and
    /// copying them back would otherwise grow the module's arenas by
    /// doubling, copying (and page-faulting) the whole arena each time.
    /// At most the arena's current size is reserved (what one doubling
    /// would add), so a wrong guess costs no more than the growth it
    /// replaces; capacity is not memory touched.
    fn reserve_for_remaining(&self, ir: &mut Ir, done: usize, remaining: usize) {
        if done == 0 || remaining == 0 {
            return;
        }
        let now = ArenaSlots::of(ir);
        let expect = |before: usize, after: usize| {
            let per_child = after.saturating_sub(before).div_ceil(done);
            per_child.saturating_mul(remaining).min(after)
        };
        ir.reserve(expect(self.ops, now.ops), expect(self.values, now.values), expect(self.blocks, now.blocks));
    }
}

/// Puts the worker copy `root` of `child` in an op named as `child`'s
/// parent when `child`'s kind requires its parent (MLIR's `HasParent`,
/// e.g. `gpu.func` in `gpu.module`), so that the verification after each
/// pass sees the parent the op has in the module, or when `child` reads
/// `memref.global`s of its parent through `memref.get_global`: copies of
/// those globals go in the shell, so that folds looking them up (a load of
/// a constant global) see what they see in a one-thread run, as a nested
/// MLIR pass sees its parent's symbols. Only the copy of `child` comes
/// back from the worker.
fn place_under_parent_shell(ctx: &Context, worker: &mut Context, child: OpId, root: OpId) {
    let requires_parent = ctx.op_def(ctx.ir.op(child).name).is_some_and(|d| !d.parent_ops.is_empty());
    let Some(parent) = ctx.ir.parent_op(child) else { return };
    let globals = read_globals(ctx, parent, child);
    if !requires_parent && globals.is_empty() {
        return;
    }
    let region = worker.ir.new_region();
    let block = worker.ir.new_block(&[]);
    worker.ir.append_block(region, block);
    let mut shell = affine_ir::ir::OpState::new(ctx.ir.op(parent).name, worker.ir.op(root).loc);
    shell.regions.push(region);
    worker.ir.create_op(shell);
    for g in globals {
        let copy = worker.ir.import_op(&ctx.ir, g, &SameIds);
        worker.ir.insert_op(copy, affine_ir::ir::InsertPoint::BlockEnd(block));
    }
    worker.ir.insert_op(root, affine_ir::ir::InsertPoint::BlockEnd(block));
}

/// The `memref.global` ops in `parent`'s body that `memref.get_global` ops
/// inside `child` name (in body order).
fn read_globals(ctx: &Context, parent: OpId, child: OpId) -> Vec<OpId> {
    let Some(get_global) = ctx.lookup_op_name("memref.get_global") else { return Vec::new() };
    let (Some(name_key), Some(sym_key)) = (ctx.lookup_ident("name"), ctx.lookup_ident("sym_name")) else {
        return Vec::new();
    };
    let mut names = Vec::new();
    ctx.ir.walk_pre(child, &mut |o| {
        if ctx.ir.op(o).name == get_global
            && let Some(a) = ctx.ir.attr(o, name_key)
            && let affine_ir::context::AttrData::SymbolRef { root, .. } = ctx.attr_data(a)
        {
            names.push(*root);
        }
    });
    if names.is_empty() {
        return Vec::new();
    }
    let mut out = Vec::new();
    for &r in ctx.ir.regions(parent) {
        for b in ctx.ir.region_blocks(r) {
            for o in ctx.ir.block_ops(b) {
                if ctx.op_name_str(ctx.ir.op(o).name) != "memref.global" {
                    continue;
                }
                let named = ctx.ir.attr(o, sym_key).is_some_and(|a| {
                    matches!(ctx.attr_data(a), affine_ir::context::AttrData::String { value, .. }
                        if ctx.lookup_ident(value).is_some_and(|id| names.contains(&id)))
                });
                if named {
                    out.push(o);
                }
            }
        }
    }
    out
}

/// A worker's diagnostic with its locations in the parent context.
fn translate_diagnostic(mut d: Diagnostic, ids: &affine_ir::context::WorkerIdMap) -> Diagnostic {
    d.loc = ids.loc(d.loc);
    d.notes = d.notes.into_iter().map(|n| translate_diagnostic(n, ids)).collect();
    d
}

/// The threads function passes run on: one per core, each with a stack as
/// large as the command line's main worker (deep nests recurse deeply).
fn worker_pool() -> &'static rayon::ThreadPool {
    static POOL: std::sync::OnceLock<rayon::ThreadPool> = std::sync::OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .stack_size(WORKER_STACK_BYTES)
            .thread_name(|i| format!("affine-opt-worker-{i}"))
            .build()
            .expect("thread pool")
    })
}

/// Stack of each worker thread (only the pages used are committed).
pub const WORKER_STACK_BYTES: usize = 1 << 30;
