//! The `Pass` trait and the runner that applies a [`PipelineSpec`] to a module.
//!
//! Passes report through a [`DiagnosticSink`] (remarks from analysis test
//! passes, warnings, errors) instead of printing, so the command line can
//! render them like `mlir-opt` or check them under `--verify-diagnostics`.
//! The sink hands each diagnostic on as it is emitted (the command line
//! writes it out at once), so memory does not grow with their number.

use affine_ir::{Context, Diagnostic, OpId};

use crate::pipeline::{PipelineElement, PipelineSpec};
use crate::registry::PassRegistry;

/// Where passes send the diagnostics they emit, in emission order: a
/// handler called with each diagnostic and the context its locations
/// belong to (MLIR's `DiagnosticEngine` handler).
pub struct DiagnosticSink<'h> {
    handler: Box<DiagnosticHandler<'h>>,
}

/// What a [`DiagnosticSink`] calls with each diagnostic.
pub type DiagnosticHandler<'h> = dyn FnMut(&Context, Diagnostic) + 'h;

impl<'h> DiagnosticSink<'h> {
    /// A sink that calls `handler` with every diagnostic, in order.
    pub fn new(handler: impl FnMut(&Context, Diagnostic) + 'h) -> Self {
        DiagnosticSink { handler: Box::new(handler) }
    }

    /// A sink that appends every diagnostic to `out` (for tests and
    /// library users that want them as values).
    pub fn collect_into(out: &'h mut Vec<Diagnostic>) -> Self {
        Self::new(move |_, d| out.push(d))
    }

    /// Hands a diagnostic on; `ctx` is the context its locations live in.
    pub fn emit(&mut self, ctx: &Context, diag: Diagnostic) {
        (self.handler)(ctx, diag)
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
        self.get(key).map_or(default, |v| matches!(v, "true" | "1" | "TRUE" | "True"))
    }

    /// An unsigned option, `default` if absent (values were checked when parsed).
    pub fn get_u64(&self, key: &str, default: u64) -> u64 {
        self.get(key).and_then(|v| v.parse().ok()).unwrap_or(default)
    }

    /// A signed integer option, `default` if absent.
    pub fn get_i64(&self, key: &str, default: i64) -> i64 {
        self.get(key).and_then(|v| v.parse().ok()).unwrap_or(default)
    }

    /// A comma-separated integer list option, empty if absent.
    pub fn get_i64_list(&self, key: &str) -> Vec<i64> {
        self.get(key)
            .map(|v| v.split(',').map(str::trim).filter(|s| !s.is_empty()).filter_map(|s| s.parse().ok()).collect())
            .unwrap_or_default()
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
    let root_name = ctx.op_name_str(ctx.ir.op(module).name).to_string();
    if root_name != spec.anchor {
        let loc = ctx.ir.op(module).loc;
        return Err(Diagnostic::error(loc, format!("can't run '{}' pass manager on '{}' op", spec.anchor, root_name)));
    }
    run_elements(ctx, module, &spec.elements, registry, verify_each, sink)
}

fn run_elements(
    ctx: &mut Context,
    op: OpId,
    elements: &[PipelineElement],
    registry: &PassRegistry,
    verify_each: bool,
    sink: &mut DiagnosticSink<'_>,
) -> Result<(), Diagnostic> {
    for element in elements {
        match element {
            PipelineElement::Nested { anchor, elements } => {
                for child in children_named(ctx, op, anchor) {
                    run_elements(ctx, child, elements, registry, verify_each, sink)?;
                }
            }
            PipelineElement::Pass { name, options } => {
                let info = registry.lookup(name).ok_or_else(|| {
                    Diagnostic::error(ctx.ir.op(op).loc, format!("'{name}' does not refer to a registered pass"))
                })?;
                let options = PassOptions { values: options.clone() };
                let own_name = ctx.op_name_str(ctx.ir.op(op).name).to_string();
                // Like mlir-opt's implicit nesting: a pass anchored on another
                // op kind runs on each such op directly nested in this one.
                let targets = match info.anchor {
                    Some(anchor) if anchor != own_name => children_named(ctx, op, anchor),
                    _ => vec![op],
                };
                for target in targets {
                    let mut pass = (info.create)(&options);
                    pass.run(ctx, target, sink)?;
                    if verify_each {
                        affine_ir::verify::verify(ctx, target)?;
                    }
                }
            }
        }
    }
    Ok(())
}

/// Ops named `name` directly inside the regions of `op`, in order.
fn children_named(ctx: &mut Context, op: OpId, name: &str) -> Vec<OpId> {
    let Some(wanted) = ctx.lookup_op_name(name) else { return Vec::new() };
    let mut out = Vec::new();
    for &region in &ctx.ir.op(op).regions {
        for block in ctx.ir.region_blocks(region) {
            for child in ctx.ir.block_ops(block) {
                if ctx.ir.op(child).name == wanted {
                    out.push(child);
                }
            }
        }
    }
    out
}
