//! The fusion report (`--fusion-report`, or the pass option
//! `report=text|json` of `-affine-loop-fusion`): for every candidate pair in
//! the order the pass considers them, the source and destination nests,
//! the memrefs that link them, the slice found at each depth with its
//! bounds in named form, the compute costs and the storage reduction, and
//! the decision with its reason. `mlir-opt` has only a debug log for this.
//!
//! Each candidate is one remark at the destination nest. Loop variables
//! are named by their position in their nest: `%i0, %i1, ...` for the
//! destination's loops, `%i0', %i1', ...` for the source's (the slice's),
//! `%s0, ...` for other values the bounds use.

use std::fmt::Write as _;

use affine_analysis::loop_nest::affine_for_ivs;
use affine_analysis::slice::{ComputationSliceState, slice_trip_count_map};
use affine_dialects::affine::AffineForView;
use affine_ir::affine::AffineMap;
use affine_ir::{Context, Diagnostic, Location, OpId, ValueId};

use crate::utils::fusion::{FusionCost, FusionResult};

/// How the report is written.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ReportFormat {
    /// Readable text, several lines per candidate.
    Text,
    /// One JSON object per candidate (one line), for tools.
    Json,
}

/// What happened at one depth of a candidate.
#[derive(Clone, Debug, Default)]
pub struct DepthEntry {
    /// The depth (1 = outermost loop of the destination).
    pub depth: usize,
    /// Why no valid slice exists there, if none does.
    pub failure: Option<&'static str>,
    /// The slice bounds in named form.
    pub bounds: String,
    /// Iterations of the source the slice runs per destination iteration.
    pub slice_iterations: Option<u64>,
    /// Costs of fusing at this depth (when the cost model looked at it).
    pub cost: Option<FusionCost>,
    /// Source region size over slice region size (when computed).
    pub storage_reduction: Option<f64>,
}

/// One candidate pair.
#[derive(Clone, Debug)]
pub struct Candidate {
    /// `producer-consumer` or `sibling`.
    pub kind: &'static str,
    /// Source nest location.
    pub src: Location,
    /// Destination nest location.
    pub dst: Location,
    /// The memrefs that link them, named.
    pub memrefs: Vec<String>,
    /// Depth by depth.
    pub depths: Vec<DepthEntry>,
    /// The compute tolerance in force (0 for a source with a dependence
    /// cycle).
    pub tolerance: f64,
    /// Whether the source has a dependence cycle (so no additional
    /// compute is tolerated).
    pub cyclic: bool,
    /// The depth fused at, if fused.
    pub fused_depth: Option<usize>,
    /// Why fused at that depth, or why not fused.
    pub reason: String,
}

impl Candidate {
    /// A candidate between the nests `src` and `dst` linked by `memrefs`.
    pub fn new(ctx: &Context, kind: &'static str, src: OpId, dst: OpId, memrefs: &[ValueId]) -> Candidate {
        Candidate {
            kind,
            src: ctx.ir.op(src).loc,
            dst: ctx.ir.op(dst).loc,
            memrefs: memrefs.iter().map(|&m| memref_name(ctx, m)).collect(),
            depths: Vec::new(),
            tolerance: 0.0,
            cyclic: false,
            fused_depth: None,
            reason: String::new(),
        }
    }

    /// Records the outcome of `can_fuse_loops` at `depth`, with the slice.
    pub fn record_depth(
        &mut self,
        ctx: &mut Context,
        depth: usize,
        result: FusionResult,
        slice: &ComputationSliceState,
        src: OpId,
        dst: OpId,
    ) {
        let failure = match result {
            FusionResult::Success => None,
            FusionResult::FailPrecondition => Some("no slice can be computed"),
            FusionResult::FailBlockDependence => Some("an op between the nests depends on both"),
            FusionResult::FailFusionDependence => Some("a dependence would be violated"),
            FusionResult::FailIncorrectSlice => Some("the slice would not be valid"),
        };
        let mut e = DepthEntry { depth, failure, ..Default::default() };
        if failure.is_none() {
            e.bounds = slice_bounds_text(ctx, slice, src, dst);
            e.slice_iterations = slice_trip_count_map(ctx, slice).map(|m| m.values().product());
        }
        self.depths.push(e);
    }

    /// The entry of `depth` (created if missing).
    pub fn depth_mut(&mut self, depth: usize) -> &mut DepthEntry {
        if let Some(i) = self.depths.iter().position(|d| d.depth == depth) {
            return &mut self.depths[i];
        }
        self.depths.push(DepthEntry { depth, ..Default::default() });
        self.depths.last_mut().expect("just pushed")
    }

    /// The decision: fused at `depth` because of `why`.
    pub fn fused(&mut self, depth: usize, why: impl Into<String>) {
        self.fused_depth = Some(depth);
        self.reason = why.into();
    }

    /// The decision: not fused because of `why`.
    pub fn not_fused(&mut self, why: impl Into<String>) {
        self.fused_depth = None;
        self.reason = why.into();
    }

    /// The report of this candidate as a remark: at the destination nest
    /// in text; for JSON at no location (the object holds the locations),
    /// so that each candidate is one line a tool can read.
    pub fn to_diagnostic(&self, ctx: &mut Context, format: ReportFormat) -> Diagnostic {
        match format {
            ReportFormat::Text => Diagnostic::remark(self.dst, self.text(ctx)),
            ReportFormat::Json => {
                let json = self.json(ctx);
                Diagnostic::remark(ctx.unknown_loc(), json)
            }
        }
    }

    fn text(&self, ctx: &Context) -> String {
        let mut s = String::new();
        let _ = write!(
            s,
            "fusion candidate ({}): source nest at {} into destination nest at {}, linked by {}",
            self.kind,
            where_(ctx, self.src),
            where_(ctx, self.dst),
            if self.memrefs.is_empty() { "no memref".to_string() } else { self.memrefs.join(", ") }
        );
        let mut depths = self.depths.clone();
        depths.sort_by_key(|d| d.depth);
        for d in &depths {
            let _ = write!(s, "\n  depth {}: ", d.depth);
            match d.failure {
                Some(f) => {
                    let _ = write!(s, "no valid slice ({f})");
                }
                None => {
                    let _ = write!(s, "slice {}", d.bounds);
                    if let Some(n) = d.slice_iterations {
                        let _ = write!(s, "; {n} source iteration{} per slice", if n == 1 { "" } else { "s" });
                    }
                }
            }
            if let Some(c) = &d.cost {
                let _ = write!(
                    s,
                    "\n    compute cost: source {}, destination {}, fused {}; additional compute {:.1}% (tolerance {:.1}%{})",
                    c.src_cost,
                    c.dst_cost,
                    c.fused_cost,
                    c.additional_fraction * 100.0,
                    self.tolerance * 100.0,
                    if self.cyclic { ": the source has a dependence cycle" } else { "" }
                );
            }
            if let Some(r) = d.storage_reduction {
                let _ = write!(s, "\n    storage reduction: {r:.2}x");
            }
        }
        match self.fused_depth {
            Some(d) => {
                let _ = write!(s, "\n  fused at depth {d}: {}", self.reason);
            }
            None => {
                let _ = write!(s, "\n  not fused: {}", self.reason);
            }
        }
        s
    }

    fn json(&self, ctx: &Context) -> String {
        let loc = |l: Location| match ctx.loc_file_line_col(l) {
            Some((f, line, col)) => serde_json::json!({ "file": f, "line": line, "col": col }),
            None => serde_json::Value::Null,
        };
        let mut depths = self.depths.clone();
        depths.sort_by_key(|d| d.depth);
        let depths: Vec<serde_json::Value> = depths
            .iter()
            .map(|d| {
                serde_json::json!({
                    "depth": d.depth,
                    "valid": d.failure.is_none(),
                    "failure": d.failure,
                    "bounds": if d.failure.is_none() { Some(&d.bounds) } else { None },
                    "slice_iterations": d.slice_iterations,
                    "src_cost": d.cost.as_ref().map(|c| c.src_cost),
                    "dst_cost": d.cost.as_ref().map(|c| c.dst_cost),
                    "fused_cost": d.cost.as_ref().map(|c| c.fused_cost),
                    "additional_compute_fraction": d.cost.as_ref().map(|c| c.additional_fraction),
                    "storage_reduction": d.storage_reduction,
                })
            })
            .collect();
        serde_json::json!({
            "kind": self.kind,
            "source": loc(self.src),
            "destination": loc(self.dst),
            "memrefs": self.memrefs,
            "depths": depths,
            "compute_tolerance": self.tolerance,
            "source_has_dependence_cycle": self.cyclic,
            "fused": self.fused_depth.is_some(),
            "depth": self.fused_depth,
            "reason": self.reason,
        })
        .to_string()
    }
}

/// `line L` (or `file:L:C` when the file is not the only one known).
pub(super) fn where_(ctx: &Context, l: Location) -> String {
    match ctx.loc_file_line_col(l) {
        Some((_, line, _)) => format!("line {line}"),
        None => "an unknown location".to_string(),
    }
}

/// The position of block argument `v` in its block.
fn arg_index(ctx: &Context, v: ValueId) -> u32 {
    match ctx.ir.value(v).def {
        affine_ir::ir::ValueDef::BlockArg(_, i) => i,
        affine_ir::ir::ValueDef::OpResult(_, i) => i,
    }
}

/// A readable name for a memref: `%argN` for a block argument, else the
/// op defining it and its line.
pub(super) fn memref_name(ctx: &Context, m: ValueId) -> String {
    match ctx.ir.defining_op(m) {
        None => format!("%arg{}", arg_index(ctx, m)),
        Some(d) => {
            let name = ctx.op_name_str(ctx.ir.op(d).name).to_string();
            match ctx.loc_file_line_col(ctx.ir.op(d).loc) {
                Some((_, line, _)) => format!("the {name} at line {line}"),
                None => format!("a {name} result"),
            }
        }
    }
}

/// The slice bounds of `slice` in named form: `%i0' = %i0` for a slice
/// loop running once per destination iteration, `lb <= %i1' < ub`
/// otherwise; loops the slice leaves whole are listed with their own bounds.
fn slice_bounds_text(ctx: &mut Context, slice: &ComputationSliceState, src: OpId, dst: OpId) -> String {
    let src_ivs: Vec<ValueId> = nest_ivs(ctx, src);
    let dst_ivs: Vec<ValueId> = nest_ivs(ctx, dst);
    let name = |ctx: &Context, v: ValueId| -> String {
        if let Some(i) = dst_ivs.iter().position(|&x| x == v) {
            return format!("%i{i}");
        }
        if let Some(i) = src_ivs.iter().position(|&x| x == v) {
            return format!("%i{i}'");
        }
        match ctx.ir.defining_op(v) {
            None => format!("%arg{}", arg_index(ctx, v)),
            Some(_) => "%v".to_string(),
        }
    };
    let mut parts = Vec::new();
    for (k, &iv) in slice.ivs.iter().enumerate() {
        let iv_name = name(ctx, iv);
        let bound = |ctx: &Context, map: Option<AffineMap>, ops: &[ValueId]| -> Option<String> {
            let map = map.filter(|&m| !ctx.affine.map_data(m).results.is_empty())?;
            let data = ctx.affine.map_data(map).clone();
            let nd = data.num_dims;
            let names: Vec<String> = ops.iter().map(|&v| name(ctx, v)).collect();
            let exprs: Vec<String> = data
                .results
                .iter()
                .map(|&e| {
                    let mut out = String::new();
                    ctx.affine.write_expr_with(&mut out, e, &mut |o, is_sym, pos| {
                        let idx = if is_sym { nd + pos } else { pos } as usize;
                        o.push_str(names.get(idx).map_or("?", String::as_str));
                    });
                    out
                })
                .collect();
            Some(if exprs.len() == 1 { exprs[0].clone() } else { format!("max/min({})", exprs.join(", ")) })
        };
        let lb = bound(ctx, slice.lbs[k], &slice.lb_operands[k]);
        let ub = bound(ctx, slice.ubs[k], &slice.ub_operands[k]);
        let once = match (slice.lbs[k], slice.ubs[k]) {
            (Some(l), Some(u)) => {
                let (l, u) = (ctx.affine.map_data(l).clone(), ctx.affine.map_data(u).clone());
                l.results.len() == 1 && u.results.len() == 1 && slice.lb_operands[k] == slice.ub_operands[k] && {
                    let one = ctx.affine.constant(1);
                    let next = ctx.affine.add(l.results[0], one);
                    ctx.affine.simplify_expr(next, l.num_dims, l.num_symbols) == u.results[0]
                }
            }
            _ => false,
        };
        parts.push(match (lb, ub) {
            (Some(l), _) if once => format!("{iv_name} = {l}"),
            (Some(l), Some(u)) => format!("{l} <= {iv_name} < {u}"),
            _ => match AffineForView::get(ctx, affine_analysis::loop_nest::iv_owner(ctx, iv).unwrap_or(src)) {
                Some(v) => match (v.constant_lower_bound(ctx), v.constant_upper_bound(ctx)) {
                    (Some(l), Some(u)) => format!("{l} <= {iv_name} < {u} (whole loop)"),
                    _ => format!("{iv_name} (whole loop)"),
                },
                None => format!("{iv_name} (whole loop)"),
            },
        });
    }
    parts.join(", ")
}

/// The induction variables of the loops around `root` and of the nest
/// rooted at it (the first loop at each level), outermost first.
fn nest_ivs(ctx: &Context, root: OpId) -> Vec<ValueId> {
    let mut out: Vec<ValueId> =
        affine_for_ivs(ctx, root).iter().filter_map(|&l| AffineForView::get(ctx, l).map(|v| v.iv)).collect();
    let mut cur = root;
    while let Some(v) = AffineForView::get(ctx, cur) {
        out.push(v.iv);
        match ctx.ir.block_ops(v.body).find(|&o| AffineForView::get(ctx, o).is_some()) {
            Some(inner) => cur = inner,
            None => break,
        }
    }
    out
}
