//! The `Pass` trait and the runner that applies a [`PipelineSpec`] to a module.
//!
//! Passes report through a [`DiagnosticSink`] (remarks from analysis test
//! passes, warnings, errors) instead of printing, so the command line can
//! render them like `mlir-opt` or check them under `--verify-diagnostics`.

use affine_ir::{Context, Diagnostic, OpId};

use crate::pipeline::{PipelineElement, PipelineSpec};
use crate::registry::PassRegistry;

/// Where passes send the diagnostics they emit, in emission order.
#[derive(Debug, Default)]
pub struct DiagnosticSink {
    /// Everything emitted so far.
    pub diagnostics: Vec<Diagnostic>,
}

impl DiagnosticSink {
    /// Records a diagnostic.
    pub fn emit(&mut self, diag: Diagnostic) {
        self.diagnostics.push(diag);
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

    /// A comma-separated integer list option, empty if absent.
    pub fn get_i64_list(&self, key: &str) -> Vec<i64> {
        self.get(key)
            .map(|v| v.split(',').map(str::trim).filter(|s| !s.is_empty()).filter_map(|s| s.parse().ok()).collect())
            .unwrap_or_default()
    }
}

/// A transformation or analysis run on one op (its anchor).
pub trait Pass {
    /// Runs on `op` (an op named like the pass's anchor). An `Err` stops the
    /// pipeline; the diagnostic is reported as an error.
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink) -> Result<(), Diagnostic>;
}

/// Runs `spec` on `module`, verifying the IR after every pass (unless
/// `verify_each` is off) as `mlir-opt` does. Stops at the first failure.
pub fn run_pipeline(
    ctx: &mut Context,
    module: OpId,
    spec: &PipelineSpec,
    registry: &PassRegistry,
    verify_each: bool,
    sink: &mut DiagnosticSink,
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
    sink: &mut DiagnosticSink,
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
