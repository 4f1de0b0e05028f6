//! `-affine-data-copy-generate` (MLIR's `AffineDataCopyGeneration.cpp`):
//! replaces the affine loads and stores of memrefs in the slow memory space
//! by accesses to buffers in the fast memory space, with copies (point-wise
//! loop nests or DMAs) in and out of them. Each block is split into ranges
//! (each `affine.for`, and the straight-line ops between them); a loop whose
//! memory footprint exceeds the fast memory capacity (or, with
//! `skip-non-unit-stride-loops`, whose step is not 1) is not copied for as
//! a whole: the pass recurses into its body instead.

use affine_analysis::access::MemRefAccess;
use affine_analysis::loop_nest::nesting_depth;
use affine_analysis::region::{RegionOptions, memory_footprint_bytes};
use affine_dialects::affine::{AffineForView, names};
use affine_dialects::arith::build_constant_index;
use affine_ir::diag::Severity;
use affine_ir::ir::{InsertPoint, WalkOrder};
use affine_ir::{BlockId, Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};
use crate::utils::data_copy::{
    CopyDiagnostics, CopyNests, CopyOptions, affine_data_copy_generate, compute_region_reporting, op_diagnostic,
    simplify_copy_nests,
};

/// The pass and its options.
#[derive(Clone, Debug)]
pub struct AffineDataCopyGeneration {
    /// Fast memory capacity in KiB (`u64::MAX`: unlimited).
    pub fast_mem_capacity_kib: u64,
    /// Memory space of the buffers.
    pub fast_mem_space: u32,
    /// DMAs instead of point-wise copies.
    pub generate_dma: bool,
    /// Minimum DMA transfer size in bytes (accepted, unused, as in MLIR).
    pub min_dma_transfer: i64,
    /// Recurse into loops of non-unit step instead of using the footprint.
    pub skip_non_unit_stride_loops: bool,
    /// Memory space of the memrefs to copy.
    pub slow_mem_space: u32,
    /// Memory space of the DMA tags.
    pub tag_mem_space: u32,
    /// Hoist copies as `mlir-opt` 22 does, also past conflicting accesses
    /// of other ranges (wrong for some programs; for differential tests,
    /// not an option of the pass).
    pub mlir_compat_hoisting: bool,
    /// Copy boxes past the ends of dynamic dimensions as `mlir-opt` 22
    /// does (wrong for some inputs; for differential tests, not an option
    /// of the pass).
    pub mlir_compat_dynamic_ends: bool,
}

impl Default for AffineDataCopyGeneration {
    fn default() -> Self {
        AffineDataCopyGeneration {
            fast_mem_capacity_kib: u64::MAX,
            fast_mem_space: 1,
            generate_dma: false,
            min_dma_transfer: 1024,
            skip_non_unit_stride_loops: false,
            slow_mem_space: 0,
            tag_mem_space: 0,
            mlir_compat_hoisting: false,
            mlir_compat_dynamic_ends: false,
        }
    }
}

/// Registry entry for `-affine-data-copy-generate`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-data-copy-generate",
        summary: "Generate explicit copying for affine memory operations",
        options: vec![
            PassOption {
                name: "fast-mem-capacity",
                kind: OptionKind::Unsigned64,
                help: "Set fast memory space capacity in KiB (default: unlimited)",
                default: OptionDefault::Value("18446744073709551615"),
            },
            PassOption {
                name: "fast-mem-space",
                kind: OptionKind::Unsigned,
                help: "Fast memory space identifier for copy generation (default: 1)",
                default: OptionDefault::Value("1"),
            },
            PassOption {
                name: "generate-dma",
                kind: OptionKind::Bool,
                help: "Generate DMA instead of point-wise copy",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "min-dma-transfer",
                kind: OptionKind::Integer,
                help: "Minimum DMA transfer size supported by the target in bytes",
                default: OptionDefault::Value("1024"),
            },
            PassOption {
                name: "skip-non-unit-stride-loops",
                kind: OptionKind::Bool,
                help: "Testing purposes: avoid non-unit stride loop choice depths for copy placement",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "slow-mem-space",
                kind: OptionKind::Unsigned,
                help: "Slow memory space identifier for copy generation (default: 0)",
                default: OptionDefault::Value("0"),
            },
            PassOption {
                name: "tag-mem-space",
                kind: OptionKind::Unsigned,
                help: "Tag memory space identifier for copy generation (default: 0)",
                default: OptionDefault::Value("0"),
            },
        ],
        anchor: Some("func.func"),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineDataCopyGeneration::from_options(options))
}

impl AffineDataCopyGeneration {
    /// The pass with the (already checked) options of a pipeline.
    pub fn from_options(options: &PassOptions) -> Self {
        let d = AffineDataCopyGeneration::default();
        AffineDataCopyGeneration {
            fast_mem_capacity_kib: options.get_u64("fast-mem-capacity", d.fast_mem_capacity_kib),
            fast_mem_space: options.get_u64("fast-mem-space", 1) as u32,
            generate_dma: options.get_bool("generate-dma", false),
            min_dma_transfer: options.get_i64("min-dma-transfer", d.min_dma_transfer),
            skip_non_unit_stride_loops: options.get_bool("skip-non-unit-stride-loops", false),
            slow_mem_space: options.get_u64("slow-mem-space", 0) as u32,
            tag_mem_space: options.get_u64("tag-mem-space", 0) as u32,
            mlir_compat_hoisting: false,
            mlir_compat_dynamic_ends: false,
        }
    }
}

/// Emits `diags` in order.
pub(crate) fn emit_all(ctx: &Context, sink: &mut DiagnosticSink<'_>, diags: CopyDiagnostics) {
    for d in diags {
        sink.emit(ctx, d);
    }
}

impl AffineDataCopyGeneration {
    /// The copy options (capacity in bytes).
    fn copy_options(&self) -> CopyOptions {
        let capacity = if self.fast_mem_capacity_kib == u64::MAX {
            u64::MAX
        } else {
            self.fast_mem_capacity_kib.wrapping_mul(1024)
        };
        CopyOptions {
            generate_dma: self.generate_dma,
            slow_memory_space: self.slow_mem_space,
            fast_memory_space: self.fast_mem_space,
            tag_memory_space: self.tag_mem_space,
            fast_mem_capacity_bytes: capacity,
            hoist_past_conflicts: self.mlir_compat_hoisting,
            copy_past_dynamic_ends: self.mlir_compat_dynamic_ends,
        }
    }

    /// MLIR's `runOnBlock`: copies for each `affine.for` of `block` (or
    /// inside it when its footprint is too large) and for the straight-line
    /// ranges between them.
    fn run_on_block(
        &self,
        ctx: &mut Context,
        block: BlockId,
        copy_nests: &mut CopyNests,
        sink: &mut DiagnosticSink<'_>,
    ) {
        let opts = self.copy_options();
        let candidate = |ctx: &Context, o: OpId, nests: &CopyNests| {
            let name = ctx.op_name_str(ctx.ir.op(o).name);
            (name == names::LOAD || name == names::STORE || name == names::FOR) && !nests.contains(o)
        };
        let find_from = |ctx: &Context, mut cur: Option<OpId>, nests: &CopyNests| {
            while let Some(o) = cur {
                if candidate(ctx, o, nests) {
                    return Some(o);
                }
                cur = ctx.ir.op(o).next;
            }
            None
        };
        let mut cur_begin = find_from(ctx, ctx.ir.block(block).first, copy_nests);
        let mut it = cur_begin;
        while let Some(op) = it {
            let is_loop = ctx.op_name_str(ctx.ir.op(op).name) == names::FOR && !copy_nests.contains(op);
            if !is_loop {
                it = ctx.ir.op(op).next;
                continue;
            }
            let begin = cur_begin.expect("a range start before a loop");
            self.generate(ctx, begin, op, copy_nests, sink);
            let recurse_inner = if self.skip_non_unit_stride_loops {
                AffineForView::get(ctx, op).is_some_and(|f| f.step != 1)
            } else {
                let (footprint, diags) = memory_footprint_bytes(ctx, op);
                let diags = footprint_diagnostics(ctx, op, diags);
                emit_all(ctx, sink, diags);
                footprint.is_some_and(|f| f as u64 > opts.fast_mem_capacity_bytes)
            };
            if recurse_inner {
                let body = AffineForView::get(ctx, op).expect("a loop").body;
                self.run_on_block(ctx, body, copy_nests, sink);
            } else {
                let next = ctx.ir.op(op).next.expect("a loop before its block's terminator");
                self.generate(ctx, op, next, copy_nests, sink);
            }
            cur_begin = find_from(ctx, ctx.ir.op(op).next, copy_nests);
            it = cur_begin;
        }
        if let Some(begin) = cur_begin {
            let end = ctx.ir.terminator(block).expect("a terminated block");
            self.generate(ctx, begin, end, copy_nests, sink);
        }
    }

    /// One call of the copy generation utility on `[begin, end)`.
    fn generate(
        &self,
        ctx: &mut Context,
        begin: OpId,
        end: OpId,
        copy_nests: &mut CopyNests,
        sink: &mut DiagnosticSink<'_>,
    ) {
        let mut diags = Vec::new();
        affine_data_copy_generate(ctx, begin, end, self.copy_options(), None, copy_nests, &mut diags);
        emit_all(ctx, sink, diags);
    }
}

/// The diagnostics of MLIR's `getMemoryFootprintBytes(for_op)` with the op
/// each is emitted on: the footprint stops at the first access whose
/// region cannot be computed (MLIR's region computation first reports a
/// semi-affine access map), or whose region cannot be unioned.
fn footprint_diagnostics(ctx: &mut Context, for_op: OpId, diags: Vec<Diagnostic>) -> CopyDiagnostics {
    let mut out = Vec::new();
    if diags.is_empty() {
        return out;
    }
    let depth = ctx.ir.op(for_op).parent.and_then(|b| ctx.ir.block(b).first).map_or(0, |f| nesting_depth(ctx, f));
    let accesses: Vec<OpId> = ctx
        .ir
        .walk(for_op, WalkOrder::PostOrder)
        .into_iter()
        .filter(|&o| MemRefAccess::from_op(ctx, o).is_some())
        .collect();
    for d in diags {
        let owner = accesses.iter().copied().find(|&o| ctx.ir.op(o).loc == d.loc).unwrap_or(for_op);
        if d.severity == Severity::Error {
            let mut compose = Vec::new();
            compute_region_reporting(ctx, owner, depth, RegionOptions::default(), &mut compose);
            out.extend(compose);
        }
        out.push(op_diagnostic(ctx, owner, d));
    }
    out
}

impl Pass for AffineDataCopyGeneration {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let Some(&body_region) = ctx.ir.regions(op).first() else { return Ok(()) };
        let Some(entry) = ctx.ir.entry_block(body_region) else { return Ok(()) };
        let loc = ctx.ir.op(op).loc;
        build_constant_index(ctx, 0, loc, InsertPoint::BlockStart(entry));
        let mut copy_nests = CopyNests::default();
        let blocks: Vec<BlockId> = ctx.ir.region_blocks(body_region).collect();
        for block in blocks {
            self.run_on_block(ctx, block, &mut copy_nests, sink);
        }
        simplify_copy_nests(ctx, &copy_nests);
        Ok(())
    }
}
