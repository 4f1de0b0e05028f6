//! Transform utilities shared by the passes (MLIR's `Affine/Utils`):
//!
//! - [`loop_utils`]: loop transformation helpers (MLIR's `LoopUtils.cpp`),
//!   starting with [`loop_utils::promote_if_single_iteration`];
//! - [`loop_nest`]: perfect nests, tileable bands, loop permutation;
//! - [`unroll`], [`unroll_jam`]: unrolling and unroll-and-jam;
//! - [`tiling`]: rectangular tiling of perfect bands;
//! - [`separate_tiles`]: full tiles apart from partial ones;
//! - [`tile_sizes`]: the cache model of tiling;
//! - [`skew`]: shifting body ops against each other (software pipelining);
//! - [`normalize`]: loops to lower bound 0 and step 1;
//! - [`coalesce`]: perfect nests into one loop;
//! - [`scalar_replace`]: store-to-load forwarding and dead store removal
//!   (MLIR's `affineScalarReplace`);
//! - [`fusion`]: loop fusion utilities (MLIR's `LoopFusionUtils.cpp`);
//! - [`fusion_memo`]: the structural memo of loop fusion's nest-pair analyses;
//! - [`memref_utils`]: memref use replacement with index remapping;
//! - [`data_copy`]: explicit copies into fast memory buffers (MLIR's
//!   `affineDataCopyGenerate`).

pub mod coalesce;
pub mod data_copy;
pub mod fusion;
pub mod fusion_memo;
mod fusion_sink;
pub mod loop_nest;
pub mod loop_utils;
pub mod memref_utils;
pub mod normalize;
pub mod scalar_replace;
pub mod separate_tiles;
pub mod skew;
pub mod tile_sizes;
pub mod tiling;
pub mod unroll;
pub mod unroll_jam;
