//! `-test-affine-data-copy` (MLIR's `TestAffineDataCopy.cpp`): runs the
//! copy generation utilities on a function with a single loop nest whose
//! innermost loop is unique: over the body of the outermost loop (all
//! memrefs, or with `memref-filter` only the memref of the first load of
//! the innermost loop), or with `for-memref-region` for the region that
//! load accesses in the whole nest, placed around the nest. Copy buffers
//! are in memory space 0; `capacity-kib` bounds the fast memory (a warning
//! when exceeded; like `mlir-opt` 22, the value is taken as bytes).

use affine_analysis::region::RegionOptions;
use affine_dialects::affine::{AffineAccessView, AffineForView, names};
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};
use crate::utils::data_copy::{
    CopyNests, CopyOptions, affine_data_copy_generate_for, compute_region_reporting, generate_copy_for_mem_region,
    promote_copy_nests_and_collect_accesses, simplify_copy_accesses,
};

/// The test pass and its options.
#[derive(Clone, Debug)]
pub struct TestAffineDataCopy {
    /// Fast memory capacity in KiB (`u64::MAX`: unlimited).
    pub capacity_kib: u64,
    /// Copy only the memref of the first load of the innermost loop.
    pub memref_filter: bool,
    /// Copy the region of that load around the whole nest.
    pub for_memref_region: bool,
}

/// Registry entry for `-test-affine-data-copy`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "test-affine-data-copy",
        summary: "Tests affine data copy utility functions.",
        options: vec![
            PassOption {
                name: "capacity-kib",
                kind: OptionKind::Unsigned64,
                help: "Test copy generation enforcing a limit of capacity (default: unlimited)",
                default: OptionDefault::Value("18446744073709551615"),
            },
            PassOption {
                name: "for-memref-region",
                kind: OptionKind::Bool,
                help: "Test copy generation for a single memref region",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "memref-filter",
                kind: OptionKind::Bool,
                help: "Enable memref filter testing in affine data copy optimization",
                default: OptionDefault::Value("false"),
            },
        ],
        anchor: Some("func.func"),
        create,
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(TestAffineDataCopy {
        capacity_kib: options.get_u64("capacity-kib", u64::MAX),
        memref_filter: options.get_bool("memref-filter", false),
        for_memref_region: options.get_bool("for-memref-region", false),
    })
}

/// MLIR's `gatherLoops`: the `affine.for` ops of `func` by nesting depth,
/// only through `affine.for` bodies (a level is added, possibly empty, on
/// entering a loop body; the last, empty, level is dropped).
fn loops_by_depth(ctx: &Context, func: OpId) -> Vec<Vec<OpId>> {
    fn gather(ctx: &Context, block: affine_ir::BlockId, depth: usize, out: &mut Vec<Vec<OpId>>) {
        if depth == out.len() {
            out.push(Vec::new());
        }
        for op in ctx.ir.block_ops(block) {
            if let Some(f) = AffineForView::get(ctx, op) {
                out[depth].push(op);
                gather(ctx, f.body, depth + 1, out);
            }
        }
    }
    let mut out = Vec::new();
    for &r in ctx.ir.regions(func) {
        for b in ctx.ir.region_blocks(r) {
            gather(ctx, b, 0, &mut out);
        }
    }
    out.pop();
    out
}

impl Pass for TestAffineDataCopy {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let loops = loops_by_depth(ctx, op);
        let (Some(outer), Some(inner)) = (loops.first(), loops.last()) else { return Ok(()) };
        if outer.len() != 1 || inner.len() != 1 {
            return Ok(());
        }
        let (nest, innermost) = (outer[0], inner[0]);
        let mut load = None;
        if self.memref_filter || self.for_memref_region {
            let body = AffineForView::get(ctx, innermost).expect("a loop").body;
            load = ctx.ir.block_ops(body).find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == names::LOAD);
            if load.is_none() {
                return Ok(());
            }
        }
        // As `mlir-opt` 22's test pass: the option's value is used as a
        // number of bytes (despite its name).
        let capacity = self.capacity_kib;
        let opts = CopyOptions {
            generate_dma: false,
            slow_memory_space: 0,
            fast_memory_space: 0,
            tag_memory_space: 0,
            fast_mem_capacity_bytes: capacity,
            hoist_past_conflicts: false,
            copy_past_dynamic_ends: false,
        };
        let mut copy_nests = CopyNests::default();
        let mut diags = Vec::new();
        if self.for_memref_region {
            let load = load.expect("a load");
            let region = compute_region_reporting(ctx, load, 0, RegionOptions::default(), &mut diags);
            crate::passes::affine_data_copy_generate::emit_all(ctx, sink, std::mem::take(&mut diags));
            let Some(mut region) = region else { return Ok(()) };
            region.loc = ctx.ir.op(nest).loc;
            // The copy nest made here is not simplified (MLIR's test pass
            // does not see it).
            let _ = generate_copy_for_mem_region(ctx, &region, nest, opts);
        } else {
            let filter = load.and_then(|l| AffineAccessView::get(ctx, l).map(|a| a.memref));
            if !affine_data_copy_generate_for(ctx, nest, opts, filter, &mut copy_nests, &mut diags) {
                return Ok(());
            }
        }
        crate::passes::affine_data_copy_generate::emit_all(ctx, sink, diags);
        // MLIR's test pass keeps only the patterns of the kind of the last
        // copy access (load or store) and applies them to all of them.
        let accesses = promote_copy_nests_and_collect_accesses(ctx, &copy_nests);
        if let Some(&last) = accesses.last() {
            let kind = if ctx.op_name_str(ctx.ir.op(last).name) == names::LOAD { names::LOAD } else { names::STORE };
            simplify_copy_accesses(ctx, &accesses, &[kind], true);
        }
        Ok(())
    }
}
