//! `-test-memref-dependence-check` (MLIR's
//! `mlir/test/lib/Dialect/Affine/TestMemRefDependenceCheck.cpp`): for every
//! ordered pair of `affine.load` / `affine.store` ops in the op the pass
//! runs on (numbered in walk order), and every loop depth from 1 to the
//! number of common surrounding loops plus one, emits the remark
//! `dependence from A to B at depth D = false | true | [lb, ub]...` at the
//! source op, with `mlir-opt`'s `see current operation:` note.

use affine_analysis::{
    AliasMode, DependenceOptions, DependenceResult, MemRefAccess, Precision, RelationCache, check_with_details_cached,
    common_surrounding_loops,
};
use affine_dialects::affine::AccessKind;
use affine_ir::ir::WalkOrder;
use affine_ir::printer::print_op_local;
use affine_ir::{Context, Diagnostic, OpId, PrintOptions};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::PassInfo;

/// The pass. `print_op_on_diagnostic` mirrors
/// `--mlir-print-op-on-diagnostic` (default true).
///
/// Deliberate difference from `mlir-opt`: distinct memref values that are
/// views of the same buffer (or of unknown provenance) are reported as
/// dependent (`[-inf, +inf]` per common loop) instead of independent
/// ([`AliasMode::Views`]); see `tests/lit/dependences/differences.mlir`.
/// Precision is decided as MLIR does ([`Precision::Mlir`]) so that the
/// printed results match `mlir-opt` (the library default is exact).
#[derive(Clone, Debug)]
pub struct TestMemRefDependenceCheck {
    /// Attach the `see current operation:` note to every remark.
    pub print_op_on_diagnostic: bool,
    /// How distinct memref values are compared.
    pub alias_mode: AliasMode,
}

impl Default for TestMemRefDependenceCheck {
    fn default() -> Self {
        TestMemRefDependenceCheck { print_op_on_diagnostic: true, alias_mode: AliasMode::Views }
    }
}

impl TestMemRefDependenceCheck {
    /// The pass, with or without the `see current operation:` notes (the
    /// command line passes `!--mlir-print-op-on-diagnostic=false`).
    pub fn new(print_op_on_diagnostic: bool) -> Self {
        TestMemRefDependenceCheck { print_op_on_diagnostic, ..Self::default() }
    }

    /// Boxed instance for a pipeline built by the command line when
    /// `--mlir-print-op-on-diagnostic` is given explicitly.
    pub fn boxed(print_op_on_diagnostic: bool) -> Box<dyn Pass> {
        Box::new(Self::new(print_op_on_diagnostic))
    }
}

/// Registry entry for `-test-memref-dependence-check`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "test-memref-dependence-check",
        summary: "Checks dependences between all pairs of memref accesses.",
        options: vec![],
        anchor: None,
        create,
    }
}

fn create(_: &PassOptions) -> Box<dyn Pass> {
    Box::new(TestMemRefDependenceCheck::default())
}

/// MLIR's `getDirectionVectorStr`.
pub fn direction_vector_str(
    has_dep: bool,
    num_common_loops: usize,
    depth: usize,
    components: &[affine_analysis::DependenceComponent],
) -> String {
    if !has_dep {
        return "false".into();
    }
    if components.is_empty() || depth > num_common_loops {
        return "true".into();
    }
    let mut s = String::new();
    for c in components {
        let lb = c.lb.filter(|&v| v != i64::MIN).map_or_else(|| "-inf".to_string(), |v| v.to_string());
        let ub = c.ub.filter(|&v| v != i64::MAX).map_or_else(|| "+inf".to_string(), |v| v.to_string());
        s.push_str(&format!("[{lb}, {ub}]"));
    }
    s
}

impl TestMemRefDependenceCheck {
    /// Attaches the `see current operation:` note; the op is printed once
    /// per (op, form) and reused for every remark about it.
    fn with_note(
        &self,
        ctx: &Context,
        op: OpId,
        d: Diagnostic,
        generic: bool,
        printed: &mut std::collections::HashMap<(OpId, bool), String>,
    ) -> Diagnostic {
        if !self.print_op_on_diagnostic {
            return d;
        }
        let msg = printed.entry((op, generic)).or_insert_with(|| {
            let text = print_op_local(ctx, op, &PrintOptions { generic, debug_info: false });
            let mut msg = String::from("see current operation: ");
            if text.contains('\n') {
                msg.push('\n');
            }
            msg.push_str(&text);
            msg
        });
        let loc = ctx.ir.op(op).loc;
        d.with_note(loc, msg.clone())
    }
}

impl Pass for TestMemRefDependenceCheck {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let mut printed = std::collections::HashMap::new();
        let mut relations = RelationCache::default();
        let accesses: Vec<MemRefAccess> = ctx
            .ir
            .walk(op, WalkOrder::PreOrder)
            .into_iter()
            .filter_map(|o| MemRefAccess::from_op(ctx, o))
            .filter(|a| matches!(a.kind, AccessKind::Load | AccessKind::Store))
            .collect();
        for (i, src) in accesses.iter().enumerate() {
            for (j, dst) in accesses.iter().enumerate() {
                let ncl = common_surrounding_loops(ctx, src.op, dst.op);
                for depth in 1..=ncl + 1 {
                    let opts =
                        DependenceOptions { allow_rar: false, alias_mode: self.alias_mode, precision: Precision::Mlir };
                    let details = check_with_details_cached(ctx, src, dst, depth, true, opts, false, &mut relations);
                    let (result, comps) = (details.result, details.components);
                    let loc = ctx.ir.op(src.op).loc;
                    let diag = match result {
                        DependenceResult::Failure(_) => {
                            let d = Diagnostic::error(loc, "dependence check failed");
                            self.with_note(ctx, src.op, d, true, &mut printed)
                        }
                        r => {
                            let s = direction_vector_str(r.has_dependence(), ncl, depth, &comps);
                            let d =
                                Diagnostic::remark(loc, format!("dependence from {i} to {j} at depth {depth} = {s}"));
                            self.with_note(ctx, src.op, d, false, &mut printed)
                        }
                    };
                    sink.emit(ctx, diag);
                }
            }
        }
        Ok(())
    }
}
