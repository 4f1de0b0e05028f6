//! `-affine-loop-tile` (MLIR's `LoopTiling.cpp` in LLVM 22): tiles every
//! band (the maximal perfect nest of each `affine.for` directly in the
//! function) whose dependences allow rectangular tiles, with `tile-size`
//! for every loop, or `tile-sizes` (missing sizes are 4, extra ones are
//! ignored), or sizes from the cache model (`cache-size` KiB, default 512).
//! With `separate`, full tiles are separated from partial ones
//! ([`crate::utils::separate_tiles`]).
//!
//! Deliberate differences from `mlir-opt` 22, each where its output is
//! wrong: the dependence check is exact
//! ([`affine_analysis::loop_dependences::is_tiling_valid`]; with sizes that
//! keep the iteration order only `mlir-opt`'s rule decides), bands whose
//! bounds depend on outer band loops are left alone
//! ([`crate::utils::tiling`]), and a tile size of 0 in `tile-sizes` is an
//! error (`mlir-opt` divides by it).

use affine_analysis::loop_analysis::constant_trip_count;
use affine_analysis::loop_dependences::is_tiling_valid_with;
use affine_ir::printer::print_op_local;
use affine_ir::{Context, Diagnostic, OpId, PrintOptions};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};
use crate::utils::loop_nest::tileable_bands;
use crate::utils::separate_tiles::separate_full_tiles;
use crate::utils::tile_sizes::cache_model_tile_sizes;

/// MLIR's default `cache-size` (KiB).
pub const DEFAULT_CACHE_SIZE_KIB: u64 = 512;
use crate::utils::tiling::tile_perfectly_nested;

pub use crate::utils::tile_sizes::DEFAULT_TILE_SIZE;

/// The pass and its options.
#[derive(Clone, Debug)]
pub struct AffineLoopTiling {
    /// `tile-size`: one size for every loop (0: not given).
    pub tile_size: u64,
    /// `tile-sizes`: sizes per loop of each band.
    pub tile_sizes: Vec<u64>,
    /// `separate`: separate full tiles from partial ones.
    pub separate: bool,
    /// `cache-size`: the cache the model tiles for, in KiB (used when no
    /// size is given).
    pub cache_size_kib: u64,
    /// Reproduce `mlir-opt` 22's output even where it is wrong (for
    /// differential tests).
    pub mlir_compat: bool,
}

/// Registry entry for `-affine-loop-tile`.
pub fn pass_info() -> PassInfo {
    PassInfo {
        name: "affine-loop-tile",
        summary: "Tile affine loop nests",
        options: vec![
            PassOption {
                name: "tile-size",
                kind: OptionKind::Unsigned,
                help: "Use this tile size for all loops",
                default: OptionDefault::Value("0"),
            },
            PassOption {
                name: "tile-sizes",
                kind: OptionKind::UnsignedList,
                help: "List of tile sizes for each perfect nest (overridden by -tile-size)",
                default: OptionDefault::EmptyList,
            },
            PassOption {
                name: "separate",
                kind: OptionKind::Bool,
                help: "Separate full and partial tiles (default: false)",
                default: OptionDefault::Value("false"),
            },
            PassOption {
                name: "cache-size",
                kind: OptionKind::Unsigned64,
                help: "Set size of cache to tile for in KiB (default: 512)",
                default: OptionDefault::Value("512"),
            },
        ],
        anchor: Some("func.func"),
        create,
    }
}

impl Default for AffineLoopTiling {
    /// The pass with `mlir-opt`'s defaults (the cache model for 512 KiB).
    fn default() -> Self {
        AffineLoopTiling {
            tile_size: 0,
            tile_sizes: Vec::new(),
            separate: false,
            cache_size_kib: DEFAULT_CACHE_SIZE_KIB,
            mlir_compat: false,
        }
    }
}

fn create(options: &PassOptions) -> Box<dyn Pass> {
    Box::new(AffineLoopTiling::from_options(options))
}

impl AffineLoopTiling {
    /// The pass with the (already checked) options of a pipeline.
    pub fn from_options(options: &PassOptions) -> Self {
        AffineLoopTiling {
            tile_size: options.get_u64("tile-size", 0),
            tile_sizes: options.get_i64_list("tile-sizes").into_iter().map(|v| v.max(0) as u64).collect(),
            separate: options.get_bool("separate", false),
            cache_size_kib: options.get_u64("cache-size", DEFAULT_CACHE_SIZE_KIB),
            mlir_compat: false,
        }
    }

    /// MLIR's `getTileSizes` for `band`: `tile-size` for every loop, else
    /// `tile-sizes` (padded with the default size), else the cache model.
    fn tile_sizes_for(&self, ctx: &mut Context, band: &[OpId], sink: &mut DiagnosticSink<'_>) -> Vec<u64> {
        let n = band.len();
        if self.tile_size != 0 {
            return vec![self.tile_size; n];
        }
        if !self.tile_sizes.is_empty() {
            let mut sizes = self.tile_sizes.clone();
            sizes.resize(n, DEFAULT_TILE_SIZE);
            return sizes;
        }
        let (sizes, diagnostics) = cache_model_tile_sizes(ctx, band, self.cache_size_kib);
        for (op, d) in diagnostics {
            // mlir-opt's `see current operation:` note (the command line
            // drops it under `--mlir-print-op-on-diagnostic=false`).
            let text = print_op_local(ctx, op, &PrintOptions::for_diagnostic(false, false));
            let separator = if text.contains('\n') { "\n" } else { "" };
            let loc = ctx.ir.op(op).loc;
            let d = d.with_note(loc, format!("see current operation: {separator}{text}"));
            sink.emit(ctx, d);
        }
        sizes
    }
}

/// Whether tiling `band` by `sizes` runs its iterations in the original
/// order, so that any dependences allow it: the loops before some loop `k`
/// get tiles of one iteration and the loops after `k` a single tile
/// (constant trip counts no larger than their sizes). The cache model picks
/// tiles of one iteration for bands with large footprints. `mlir-opt` 22's
/// rule does not know this and may still refuse such a band (a 1-d band
/// in which it finds a negative dependence component).
fn keeps_iteration_order(ctx: &mut Context, band: &[OpId], sizes: &[u64]) -> bool {
    (0..band.len()).any(|k| {
        sizes[..k].iter().all(|&s| s == 1)
            && band[k + 1..]
                .iter()
                .zip(&sizes[k + 1..])
                .all(|(&l, &s)| constant_trip_count(ctx, l).is_some_and(|t| s >= t))
    })
}

impl Pass for AffineLoopTiling {
    fn run(&mut self, ctx: &mut Context, op: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        if self.tile_size == 0 && self.tile_sizes.contains(&0) {
            let loc = ctx.unknown_loc();
            return Err(Diagnostic::error(loc, "invalid option: 'tile-sizes' must be positive"));
        }
        for band in tileable_bands(ctx, op) {
            // Sizes first, as mlir-opt 22 computes them (and reports the
            // cache model's warnings) for every band, also one it then
            // cannot tile.
            let sizes = self.tile_sizes_for(ctx, &band, sink);
            // Sizes that keep the iteration order are sound whatever the
            // dependences: then only mlir-opt 22's own rule decides.
            let mlir_rule_only = self.mlir_compat || keeps_iteration_order(ctx, &band, &sizes);
            if !is_tiling_valid_with(ctx, &band, mlir_rule_only) {
                continue;
            }
            let Ok(tiled) = tile_perfectly_nested(ctx, &band, &sizes, self.mlir_compat) else { continue };
            if self.separate {
                // A band whose tiles are all full stays as it is.
                let _ = separate_full_tiles(ctx, &tiled[band.len()..]);
            }
        }
        Ok(())
    }
}
