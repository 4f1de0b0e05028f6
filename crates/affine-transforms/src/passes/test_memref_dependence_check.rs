//! `-test-memref-dependence-check` (MLIR's
//! `mlir/test/lib/Dialect/Affine/TestMemRefDependenceCheck.cpp`): for every
//! ordered pair of `affine.load` / `affine.store` ops in the op the pass
//! runs on (numbered in walk order), and every loop depth from 1 to the
//! number of common surrounding loops plus one, emits the remark
//! `dependence from A to B at depth D = false | true | [lb, ub]...` at the
//! source op, with `mlir-opt`'s `see current operation:` note.

use affine_analysis::dependence::surrounding_ivs;
use affine_analysis::{
    AliasMode, DependenceOptions, DependenceResult, MemRefAccess, PairCheck, Precision, RelationCache,
};
use affine_dialects::affine::AccessKind;
use affine_ir::ir::WalkOrder;
use affine_ir::printer::print_op_local;
use affine_ir::{Context, Diagnostic, OpId, PrintOptions, ValueId};

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
    let mut s = String::new();
    push_direction_vector_str(&mut s, has_dep, num_common_loops, depth, components);
    s
}

/// [`direction_vector_str`] appended to `out` (no string of its own).
fn push_direction_vector_str(
    out: &mut String,
    has_dep: bool,
    num_common_loops: usize,
    depth: usize,
    components: &[affine_analysis::DependenceComponent],
) {
    if !has_dep {
        out.push_str("false");
        return;
    }
    if components.is_empty() || depth > num_common_loops {
        out.push_str("true");
        return;
    }
    for c in components {
        out.push('[');
        match c.lb.filter(|&v| v != i64::MIN) {
            Some(v) => push_decimal(out, v),
            None => out.push_str("-inf"),
        }
        out.push_str(", ");
        match c.ub.filter(|&v| v != i64::MAX) {
            Some(v) => push_decimal(out, v),
            None => out.push_str("+inf"),
        }
        out.push(']');
    }
}

/// Appends the decimal form of `v` (what `{v}` formats, without the
/// formatting machinery: there are several numbers in each of the
/// quadratically many remarks).
fn push_decimal(out: &mut String, v: i64) {
    // Loop numbers, depths and most distances have one or two digits.
    if (0..100).contains(&v) {
        let v = v as u8;
        if v >= 10 {
            out.push(char::from(b'0' + v / 10));
        }
        out.push(char::from(b'0' + v % 10));
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    let mut m = v.unsigned_abs();
    loop {
        i -= 1;
        buf[i] = b'0' + (m % 10) as u8;
        m /= 10;
        if m == 0 {
            break;
        }
    }
    if v < 0 {
        out.push('-');
    }
    for &d in &buf[i..] {
        out.push(char::from(d));
    }
}

/// The `see current operation:` note text of `op` (MLIR prints the op
/// generically when the diagnostic is an error).
fn op_note(ctx: &Context, op: OpId, generic: bool) -> String {
    let text = print_op_local(ctx, op, &PrintOptions::for_diagnostic(generic, false));
    let mut msg = String::from("see current operation: ");
    if text.contains('\n') {
        msg.push('\n');
    }
    msg.push_str(&text);
    msg
}

impl Pass for TestMemRefDependenceCheck {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let mut relations = RelationCache::default();
        let accesses: Vec<MemRefAccess> = ctx
            .ir
            .walk(op, WalkOrder::PreOrder)
            .into_iter()
            .filter_map(|o| MemRefAccess::from_op(ctx, o))
            .filter(|a| matches!(a.kind, AccessKind::Load | AccessKind::Store))
            .collect();
        // Per access, computed once: its surrounding loops (for the number
        // of common loops of each pair) and its notes, printed once and
        // copied into every remark about it (custom form for remarks,
        // generic form for errors).
        let ivs: Vec<Vec<ValueId>> = accesses.iter().map(|a| surrounding_ivs(ctx, a.op)).collect();
        let mut notes: Vec<[Option<String>; 2]> = vec![[None, None]; accesses.len()];
        let opts = DependenceOptions { allow_rar: false, alias_mode: self.alias_mode, precision: Precision::Mlir };
        // Notes the command line drops (`--mlir-print-op-on-diagnostic=false`)
        // are not built.
        let with_notes = self.print_op_on_diagnostic && sink.op_notes();
        for (i, src) in accesses.iter().enumerate() {
            let loc = ctx.ir.op(src.op).loc;
            for (j, dst) in accesses.iter().enumerate() {
                let ncl = ivs[i].iter().zip(&ivs[j]).take_while(|(x, y)| x == y).count();
                let pair = PairCheck::new(ctx, src, dst, opts, &mut relations);
                for depth in 1..=ncl + 1 {
                    let details = pair.check_depth(depth, true, false, &mut relations);
                    let (mut diag, generic) = match details.result {
                        DependenceResult::Failure(_) => (Diagnostic::error(loc, "dependence check failed"), true),
                        r => {
                            let mut msg = String::with_capacity(64);
                            msg.push_str("dependence from ");
                            push_decimal(&mut msg, i as i64);
                            msg.push_str(" to ");
                            push_decimal(&mut msg, j as i64);
                            msg.push_str(" at depth ");
                            push_decimal(&mut msg, depth as i64);
                            msg.push_str(" = ");
                            push_direction_vector_str(&mut msg, r.has_dependence(), ncl, depth, &details.components);
                            (Diagnostic::remark(loc, msg), false)
                        }
                    };
                    if with_notes {
                        let note = notes[i][usize::from(generic)].get_or_insert_with(|| op_note(ctx, src.op, generic));
                        diag = diag.with_note(loc, note.clone());
                    }
                    sink.emit(ctx, diag);
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{TestMemRefDependenceCheck, push_decimal};
    use crate::pass::{DiagnosticSink, Pass};
    use affine_ir::{Diagnostic, ParseOptions};

    /// The remarks of the pass on a two-access loop, with a sink that
    /// shows op notes or one that drops them.
    fn remarks(op_notes: bool) -> Vec<Diagnostic> {
        let text = "func.func @f(%A: memref<8xf32>) {\n  affine.for %i = 0 to 8 {\n    \
                    %v = affine.load %A[%i] : memref<8xf32>\n    \
                    affine.store %v, %A[%i + 1] : memref<8xf32>\n  }\n  return\n}\n";
        let mut ctx = affine_dialects::new_context();
        let opts = ParseOptions { allow_unregistered_dialect: false, range: None };
        let module = affine_ir::parse_source(&mut ctx, text, "m.mlir", &opts).expect("parses");
        let mut out = Vec::new();
        let mut sink = DiagnosticSink::collect_into(&mut out);
        if !op_notes {
            sink = sink.without_op_notes();
        }
        TestMemRefDependenceCheck::default().run(&mut ctx, module, &mut sink).expect("runs");
        drop(sink);
        out
    }

    /// The op notes are built only for a receiver that shows them; the
    /// remarks are the same either way.
    #[test]
    fn op_notes_only_when_shown() {
        let with = remarks(true);
        let without = remarks(false);
        assert_eq!(with.len(), 8);
        assert!(with.iter().all(|d| d.notes.len() == 1 && d.notes[0].message.starts_with("see current operation:")));
        assert!(without.iter().all(|d| d.notes.is_empty()));
        let messages = |ds: &[Diagnostic]| ds.iter().map(|d| d.message.clone()).collect::<Vec<_>>();
        assert_eq!(messages(&with), messages(&without));
        assert_eq!(with[2].message, "dependence from 0 to 1 at depth 1 = false");
    }

    /// The hand-written decimal form is what `format!` gives.
    #[test]
    fn push_decimal_matches_format() {
        for v in [0, 1, -1, 9, 10, -10, 99, 100, -99, 12345, -98765, i64::MAX, i64::MIN, i64::MIN + 1] {
            let mut s = String::from("x");
            push_decimal(&mut s, v);
            assert_eq!(s, format!("x{v}"));
        }
    }
}
