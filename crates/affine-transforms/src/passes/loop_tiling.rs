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
//! ([`affine_analysis::loop_dependences::is_tiling_valid`]), bands whose
//! bounds depend on outer band loops are left alone
//! ([`crate::utils::tiling`]), and a tile size of 0 in `tile-sizes` is an
//! error (`mlir-opt` divides by it).

use affine_analysis::loop_dependences::is_tiling_valid_with;
use affine_ir::{Context, Diagnostic, OpId};

use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionKind, PassInfo, PassOption};
use crate::utils::loop_nest::tileable_bands;
use crate::utils::separate_tiles::separate_full_tiles;
use crate::utils::tiling::tile_perfectly_nested;

/// MLIR's `kDefaultTileSize`.
pub const DEFAULT_TILE_SIZE: u64 = 4;

/// The pass and its options.
#[derive(Clone, Debug, Default)]
pub struct AffineLoopTiling {
    /// `tile-size`: one size for every loop (0: not given).
    pub tile_size: u64,
    /// `tile-sizes`: sizes per loop of each band.
    pub tile_sizes: Vec<u64>,
    /// `separate`: separate full tiles from partial ones.
    pub separate: bool,
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
            PassOption { name: "tile-size", kind: OptionKind::Unsigned, help: "Use this tile size for all loops" },
            PassOption {
                name: "tile-sizes",
                kind: OptionKind::UnsignedList,
                help: "List of tile sizes for each perfect nest (overridden by -tile-size)",
            },
            PassOption { name: "separate", kind: OptionKind::Bool, help: "Separate full and partial tiles" },
        ],
        anchor: Some("func.func"),
        create,
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
            mlir_compat: false,
        }
    }

    /// MLIR's `getTileSizes` for a band of `n` loops.
    fn tile_sizes_for(&self, n: usize) -> Vec<u64> {
        if self.tile_size != 0 {
            return vec![self.tile_size; n];
        }
        let mut sizes = self.tile_sizes.clone();
        sizes.resize(n, DEFAULT_TILE_SIZE);
        sizes
    }
}

impl Pass for AffineLoopTiling {
    fn run(&mut self, ctx: &mut Context, op: OpId, _sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        if self.tile_size == 0 && self.tile_sizes.contains(&0) {
            let loc = ctx.unknown_loc();
            return Err(Diagnostic::error(loc, "invalid option: 'tile-sizes' must be positive"));
        }
        for band in tileable_bands(ctx, op) {
            if !is_tiling_valid_with(ctx, &band, self.mlir_compat) {
                continue;
            }
            let sizes = self.tile_sizes_for(band.len());
            let Ok(tiled) = tile_perfectly_nested(ctx, &band, &sizes, self.mlir_compat) else { continue };
            if self.separate {
                // A band whose tiles are all full stays as it is.
                let _ = separate_full_tiles(ctx, &tiled[band.len()..]);
            }
        }
        Ok(())
    }
}
