//! `-affine-super-vectorizer-test` (MLIR's
//! `mlir/test/lib/Dialect/Affine/TestVectorizationUtils.cpp`): exercises the
//! vectorizer's utilities one mode at a time and reports in one remark at
//! an unknown location:
//!
//! - `vector-shape-ratio=a,b,..`: every op producing a vector whose shape
//!   is a multiple of `vector<a x b x .. x f32>`, with the ratio;
//! - `forward-slicing`, `backward-slicing`, `slicing`: the use-def slices
//!   of every `"slicing-test-op"`;
//! - `compose-maps`: the composition of the `affine_map` attributes of the
//!   `"test_affine_map"` ops (the last one applied first);
//! - `vectorize-affine-loop-nest`: vectorizes the outermost loop of the
//!   function's only loop nest by 4 (with its reductions).
//!
//! Where `mlir-opt` 22 crashes (slices of graph regions with two ops using
//! each other twice; a reduction in `vectorize-affine-loop-nest`; a zero
//! size in `vector-shape-ratio`), this pass answers.

use std::collections::HashMap;

use affine_analysis::parallel::{ParallelismOptions, is_loop_parallel};
use affine_analysis::use_def_slices::{SliceOptions, backward_slice, forward_slice, slice};
use affine_analysis::vectorization::{NestedPattern, compute_shape_ratio, operates_on_super_vectors_of, remark_at};
use affine_dialects::affine::names;
use affine_ir::affine::AffineMap;
use affine_ir::context::TypeData;
use affine_ir::printer::{PrintOptions, print_op_local};
use affine_ir::{Context, Diagnostic, OpId};

use super::super_vectorize::Strategy;
use super::super_vectorize_nest::vectorize_loop_nest;
use crate::pass::{DiagnosticSink, Pass, PassOptions};
use crate::registry::{OptionDefault, OptionKind, PassInfo, PassOption};

/// The modes of the test pass.
#[derive(Clone, Debug, Default)]
pub struct SuperVectorizerTest {
    /// `vector-shape-ratio`.
    pub vector_shape_ratio: Vec<i64>,
    /// `forward-slicing`.
    pub forward_slicing: bool,
    /// `backward-slicing`.
    pub backward_slicing: bool,
    /// `slicing`.
    pub slicing: bool,
    /// `compose-maps`.
    pub compose_maps: bool,
    /// `vectorize-affine-loop-nest`.
    pub vectorize_affine_loop_nest: bool,
}

/// Registry entry for `-affine-super-vectorizer-test`.
pub fn pass_info() -> PassInfo {
    let flag = |name, help| PassOption { name, kind: OptionKind::Bool, help, default: OptionDefault::Value("false") };
    PassInfo {
        name: "affine-super-vectorizer-test",
        summary: "Tests vectorizer standalone functionality.",
        options: vec![
            PassOption {
                name: "vector-shape-ratio",
                kind: OptionKind::IntList,
                help: "Specify the HW vector size for vectorization",
                default: OptionDefault::EmptyList,
            },
            flag("forward-slicing", "Enable testing forward static slicing and topological sort functionalities"),
            flag("backward-slicing", "Enable testing backward static slicing and topological sort functionalities"),
            flag("slicing", "Enable testing static slicing and topological sort functionalities"),
            flag(
                "compose-maps",
                "Enable testing the composition of AffineMap where each AffineMap in the composition is specified as the affine_map attribute in a constant op.",
            ),
            flag(
                "vectorize-affine-loop-nest",
                "Enable testing for the 'vectorizeAffineLoopNest' utility by vectorizing the outermost loops found",
            ),
        ],
        anchor: Some("func.func"),
        create,
    }
}

fn create(o: &PassOptions) -> Box<dyn Pass> {
    Box::new(SuperVectorizerTest {
        vector_shape_ratio: o.get_i64_list("vector-shape-ratio"),
        forward_slicing: o.get_bool("forward-slicing", false),
        backward_slicing: o.get_bool("backward-slicing", false),
        slicing: o.get_bool("slicing", false),
        compose_maps: o.get_bool("compose-maps", false),
        vectorize_affine_loop_nest: o.get_bool("vectorize-affine-loop-nest", false),
    })
}

/// A slice of an op, in topological order.
type SliceFn = fn(&Context, OpId) -> Vec<OpId>;

fn print(ctx: &Context, op: OpId) -> String {
    print_op_local(ctx, op, &PrintOptions::default())
}

fn func_name(ctx: &Context, func: OpId) -> String {
    let id = ctx.lookup_ident("sym_name");
    let attr = id.and_then(|id| ctx.ir.attr(func, id));
    attr.and_then(|a| ctx.attr_str(a).map(str::to_string)).unwrap_or_default()
}

/// The ops named `name` in `func`, in post-order.
fn ops_named(ctx: &Context, func: OpId, name: &str) -> Vec<OpId> {
    NestedPattern::op(|ctx: &Context, op| ctx.op_name_str(ctx.ir.op(op).name) == name)
        .match_all(ctx, func)
        .into_iter()
        .map(|m| m.op)
        .collect()
}

impl Pass for SuperVectorizerTest {
    fn run(&mut self, ctx: &mut Context, func: OpId, sink: &mut DiagnosticSink<'_>) -> Result<(), Diagnostic> {
        let single_block = ctx.ir.regions(func).first().is_some_and(|&r| ctx.ir.region_blocks(r).count() == 1);
        if !single_block {
            return Ok(());
        }
        let mut out = String::new();
        let mut diags = Vec::new();
        if !self.vector_shape_ratio.is_empty() {
            self.vector_shape_ratio(ctx, func, &mut out, &mut diags);
        }
        let modes: [(bool, &str, SliceFn); 3] = [
            (self.forward_slicing, "forward static slice", |ctx, op| forward_slice(ctx, op, &SliceOptions::default())),
            (self.backward_slicing, "backward static slice", |ctx, op| {
                backward_slice(ctx, op, &SliceOptions::default()).unwrap_or_default()
            }),
            (self.slicing, "static slice", slice),
        ];
        for (enabled, title, slice_of) in modes {
            if !enabled {
                continue;
            }
            out.push('\n');
            out.push_str(&func_name(ctx, func));
            for op in ops_named(ctx, func, "slicing-test-op") {
                out.push_str(&format!("\nmatched: {} {title}: ", print(ctx, op)));
                for s in slice_of(ctx, op) {
                    out.push('\n');
                    out.push_str(&print(ctx, s));
                }
            }
        }
        if self.compose_maps {
            compose_maps(ctx, func, &mut out);
        }
        for d in diags.drain(..) {
            sink.emit(ctx, d);
        }
        if self.vectorize_affine_loop_nest {
            vectorize_outermost_loop(ctx, func, &mut out, &mut diags);
            for d in diags.drain(..) {
                sink.emit(ctx, d);
            }
        }
        if !out.is_empty() {
            let unknown = ctx.unknown_loc();
            sink.emit(ctx, Diagnostic::remark(unknown, out));
        }
        Ok(())
    }
}

impl SuperVectorizerTest {
    fn vector_shape_ratio(&self, ctx: &Context, func: OpId, out: &mut String, diags: &mut Vec<Diagnostic>) {
        let sub = self.vector_shape_ratio.clone();
        let matched = NestedPattern::op(|ctx: &Context, op| {
            operates_on_super_vectors_of(ctx, op, &sub, diags) && ctx.ir.results(op).len() == 1
        })
        .match_all(ctx, func);
        for m in matched {
            let result = ctx.ir.result(m.op, 0);
            let TypeData::Vector { shape, .. } = ctx.type_data(ctx.ir.value_type(result)) else { continue };
            match compute_shape_ratio(shape, &self.vector_shape_ratio) {
                None => diags.push(remark_at(ctx, m.op, "NOT MATCHED")),
                Some(ratio) => {
                    let ratio: Vec<String> = ratio.iter().map(i64::to_string).collect();
                    out.push_str(&format!("\nmatched: {} with shape ratio: {}", print(ctx, m.op), ratio.join(", ")));
                }
            }
        }
    }
}

/// `compose-maps`: composes the maps of the `test_affine_map` ops, the
/// last one applied first, and prints the simplified result.
fn compose_maps(ctx: &mut Context, func: OpId, out: &mut String) {
    let Some(attr_name) = ctx.lookup_ident("affine_map") else { return };
    let ops = ops_named(ctx, func, "test_affine_map");
    let maps: Vec<_> =
        ops.iter().rev().filter_map(|&op| ctx.ir.attr(op, attr_name).and_then(|a| ctx.attr_affine_map(a))).collect();
    let Some((&first, rest)) = maps.split_first() else { return };
    let mut composed = first;
    for &m in rest {
        match compose_unchecked(ctx, composed, m) {
            Some(c) => composed = c,
            None => return,
        }
    }
    let simplified = ctx.affine.simplify_affine_map(composed);
    out.push_str("\nComposed map: ");
    out.push_str(&ctx.affine.map_to_string(simplified));
}

/// MLIR's `AffineMap::compose` without its assertion that `f` has as many
/// dims as `g` has results (the test pass composes whatever it is given):
/// dims of `f` past `g`'s results stay dims. `None` if one of them would
/// not be a dim of the result.
fn compose_unchecked(ctx: &mut Context, f: AffineMap, g: AffineMap) -> Option<AffineMap> {
    let (f_data, g_data) = (ctx.affine.map_data(f).clone(), ctx.affine.map_data(g).clone());
    let num_dims = g_data.num_dims;
    let num_syms = f_data.num_symbols + g_data.num_symbols;
    let dims: Vec<_> = (0..num_dims).map(|i| ctx.affine.dim(i)).collect();
    let syms: Vec<_> = (f_data.num_symbols..num_syms).map(|i| ctx.affine.symbol(i)).collect();
    let g_results: Vec<_> =
        g_data.results.iter().map(|&r| ctx.affine.replace_dims_and_symbols(r, &dims, &syms)).collect();
    if (g_results.len() as u32..f_data.num_dims)
        .any(|d| d >= num_dims && f_data.results.iter().any(|&e| ctx.affine.is_function_of_dim(e, d)))
    {
        return None;
    }
    let exprs: Vec<_> =
        f_data.results.iter().map(|&r| ctx.affine.replace_dims_and_symbols(r, &g_results, &[])).collect();
    Some(ctx.affine.map(num_dims, num_syms, &exprs))
}

/// `vectorize-affine-loop-nest`: MLIR's `gatherLoops` + vectorization of
/// the outermost loop by 4 with `vectorizeAffineLoopNest`.
fn vectorize_outermost_loop(ctx: &mut Context, func: OpId, out: &mut String, diags: &mut Vec<Diagnostic>) {
    let Some(&region) = ctx.ir.regions(func).first() else { return };
    let top: Vec<OpId> = ctx
        .ir
        .region_blocks(region)
        .flat_map(|b| ctx.ir.block_ops(b).collect::<Vec<_>>())
        .filter(|&op| ctx.op_name_str(ctx.ir.op(op).name) == names::FOR)
        .collect();
    let [outermost] = top[..] else { return };
    let mut reductions = Vec::new();
    if !is_loop_parallel(ctx, outermost, Some(&mut reductions), &ParallelismOptions::default()) {
        out.push_str("Outermost loop cannot be parallel\n");
        return;
    }
    let mut strategy =
        Strategy { vector_sizes: vec![4], loop_to_vector_dim: HashMap::from([(outermost, 0)]), ..Strategy::default() };
    if !reductions.is_empty() {
        strategy.reduction_loops.insert(outermost, reductions);
    }
    let _ = vectorize_loop_nest(ctx, outermost, &strategy, false, &mut Vec::new(), diags);
}
