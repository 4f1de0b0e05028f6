//! Readable dependence reports: for every dependence between two affine
//! memory accesses of a module, which ops, what kind (RAW / WAR / WAW /
//! RAR), which loop carries it, the distance / direction vector in words
//! and the dependence polyhedron with named columns. Also a step-by-step
//! dump of the polyhedra the check builds (source and destination access
//! relations, inverse, composition, ordering constraints, projection), in
//! MLIR's tableau format and in named form.
//!
//! Value names are the ones `mlir-opt` prints (`%arg0`, `%alloc`, `%0`, ...),
//! taken from the printer so that they match the printed IR of the
//! enclosing function. Primed names (`%arg0'`) are the sink's copies of the
//! loop induction variables.

use std::collections::HashMap;

use affine_dialects::affine::{AccessKind, names};
use affine_ir::ir::WalkOrder;
use affine_ir::printer::print_op_local;
use affine_ir::{Context, OpId, PrintOptions, ValueId};
use presburger::{Identifier, IntegerRelation, VarKind};
use serde_json::{Value as Json, json};

use crate::access::MemRefAccess;
use crate::constraints::id_value;
use crate::dependence::{
    AliasMode, DependenceComponent, DependenceDetails, DependenceOptions, DependenceResult, check_with_details,
};

/// What to include in a report.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExplainOptions {
    /// Also report read-after-read (input) dependences.
    pub include_rar: bool,
    /// How distinct memref values are compared (default
    /// [`AliasMode::Views`]: views of one buffer are dependent).
    pub alias_mode: AliasMode,
    /// Also list pairs the analysis could not decide.
    pub include_failures: bool,
}

impl Default for ExplainOptions {
    fn default() -> Self {
        ExplainOptions { include_rar: false, alias_mode: AliasMode::Views, include_failures: true }
    }
}

/// The kind of a dependence, by what the source and sink do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DependenceKind {
    /// Read after write (flow / true dependence).
    Raw,
    /// Write after read (anti dependence).
    War,
    /// Write after write (output dependence).
    Waw,
    /// Read after read (input dependence; not a constraint on reordering).
    Rar,
}

impl DependenceKind {
    fn of(src: &MemRefAccess, dst: &MemRefAccess) -> Self {
        match (src.is_write(), dst.is_write()) {
            (true, false) => DependenceKind::Raw,
            (false, true) => DependenceKind::War,
            (true, true) => DependenceKind::Waw,
            (false, false) => DependenceKind::Rar,
        }
    }

    /// `RAW`, `WAR`, `WAW` or `RAR`.
    pub fn as_str(self) -> &'static str {
        match self {
            DependenceKind::Raw => "RAW",
            DependenceKind::War => "WAR",
            DependenceKind::Waw => "WAW",
            DependenceKind::Rar => "RAR",
        }
    }
}

/// Caches printer names of values.
struct Namer {
    names: HashMap<ValueId, String>,
}

impl Namer {
    fn new() -> Self {
        Namer { names: HashMap::new() }
    }

    fn name(&mut self, ctx: &Context, v: ValueId) -> String {
        if let Some(n) = self.names.get(&v) {
            return n.clone();
        }
        let n = compute_name(ctx, v).unwrap_or_else(|| format!("%v{}", v.0));
        self.names.insert(v, n.clone());
        n
    }
}

/// The printed name of `v`, read off the printed form of its defining op
/// or of the op owning its block.
fn compute_name(ctx: &Context, v: ValueId) -> Option<String> {
    let opts = PrintOptions { generic: false, debug_info: false, elide_elements_over: None, ..PrintOptions::default() };
    if let Some(op) = ctx.ir.defining_op(v) {
        let idx = ctx.ir.results(op).iter().position(|&r| r == v)?;
        let text = print_op_local(ctx, op, &opts);
        let lhs = text.split(" = ").next()?;
        let parts: Vec<&str> = lhs.split(", ").map(str::trim).collect();
        if parts.len() == 1 {
            let p = parts[0];
            return Some(match p.split_once(':') {
                Some((base, _)) => format!("{base}#{idx}"),
                None => p.to_string(),
            });
        }
        return parts.get(idx).map(|s| s.to_string());
    }
    // Block argument: look in the header of the owning op.
    let block = ctx.ir.value_parent_block(v)?;
    let idx = ctx.ir.block_args(block).iter().position(|&a| a == v)?;
    let owner = ctx.ir.block_parent_op(block)?;
    let name = ctx.op_name_str(ctx.ir.op(owner).name);
    let text = print_op_local(ctx, owner, &opts);
    let first = text.lines().next()?;
    let args: Vec<String> = if name == names::FOR {
        let rest = first.strip_prefix("affine.for ")?;
        let mut out = vec![rest.split_whitespace().next()?.to_string()];
        if let Some(pos) = first.find("iter_args(") {
            let inner = &first[pos + "iter_args(".len()..];
            for part in inner.split(')').next()?.split(", ") {
                out.push(part.split(" = ").next()?.trim().to_string());
            }
        }
        out
    } else {
        // `op (%a, %b) = ...` or `func.func @f(%arg0: t, ...)`: every `%name`
        // followed by `:` or `)`/`,` in the first parenthesized group.
        let open = first.find('(')?;
        let inner = &first[open + 1..];
        let mut depth = 1i32;
        let mut end = inner.len();
        for (i, c) in inner.char_indices() {
            match c {
                '(' | '<' | '[' | '{' => depth += 1,
                ')' | '>' | ']' | '}' => {
                    depth -= 1;
                    if depth == 0 {
                        end = i;
                        break;
                    }
                }
                _ => {}
            }
        }
        inner[..end]
            .split(", ")
            .filter_map(|p| p.trim().strip_prefix('%').map(|r| format!("%{}", r.split(':').next().unwrap_or(r))))
            .collect()
    };
    args.get(idx).cloned()
}

/// One dependence found in the module.
struct Found {
    src: usize,
    dst: usize,
    depth: usize,
    kind: DependenceKind,
    details: DependenceDetails,
}

struct Analysis {
    accesses: Vec<MemRefAccess>,
    found: Vec<Found>,
    failures: Vec<(usize, usize, String)>,
}

fn analyze(ctx: &mut Context, module: OpId, opts: &ExplainOptions, record_steps: bool) -> Analysis {
    let accesses: Vec<MemRefAccess> =
        ctx.ir.walk(module, WalkOrder::PreOrder).into_iter().filter_map(|o| MemRefAccess::from_op(ctx, o)).collect();
    let dopts = DependenceOptions { allow_rar: opts.include_rar, alias_mode: opts.alias_mode, ..Default::default() };
    let mut found = Vec::new();
    let mut failures = Vec::new();
    for (i, src) in accesses.iter().enumerate() {
        for (j, dst) in accesses.iter().enumerate() {
            let ncl = crate::dependence::common_surrounding_loops(ctx, src.op, dst.op);
            for depth in 1..=ncl + 1 {
                let d = check_with_details(ctx, src, dst, depth, true, dopts, record_steps);
                match &d.result {
                    DependenceResult::HasDependence => {
                        found.push(Found { src: i, dst: j, depth, kind: DependenceKind::of(src, dst), details: d })
                    }
                    DependenceResult::Failure(e) => {
                        if opts.include_failures && depth == 1 {
                            failures.push((i, j, e.to_string()));
                        }
                    }
                    DependenceResult::NoDependence => {}
                }
            }
        }
    }
    Analysis { accesses, found, failures }
}

fn op_desc(ctx: &Context, a: &MemRefAccess, index: usize) -> String {
    let name = ctx.op_name_str(ctx.ir.op(a.op).name);
    format!("`{name}` #{index} ({})", loc_str(ctx, a.op))
}

fn loc_str(ctx: &Context, op: OpId) -> String {
    let loc = ctx.ir.op(op).loc;
    match ctx.loc_file_line_col(loc) {
        Some((f, l, c)) => format!("{f}:{l}:{c}"),
        None => ctx.loc_to_string(loc),
    }
}

fn kind_word(a: &MemRefAccess) -> &'static str {
    match a.kind {
        AccessKind::Load => "load",
        AccessKind::Store => "store",
        AccessKind::VectorLoad => "vector load",
        AccessKind::VectorStore => "vector store",
    }
}

/// Step of the loop owning `iv` (1 when unknown).
fn loop_step(ctx: &Context, c: &DependenceComponent) -> i64 {
    c.op.and_then(|op| affine_dialects::affine::AffineForView::get(ctx, op)).map_or(1, |v| v.step.max(1))
}

fn iterations(k: i64, step: i64) -> String {
    let (n, exact) = (k / step, k % step == 0);
    let unit = |n: i64| if n == 1 { "iteration".to_string() } else { "iterations".to_string() };
    if exact {
        format!("{n} {}", unit(n))
    } else {
        format!("a distance of {k} in the induction variable ({step} per iteration)")
    }
}

/// One component in words, e.g. "2 iterations earlier of `%arg0`".
fn component_words(ctx: &Context, namer: &mut Namer, c: &DependenceComponent) -> String {
    let name = c.iv.map_or_else(|| "the loop".to_string(), |v| format!("`{}`", namer.name(ctx, v)));
    let step = loop_step(ctx, c);
    match (c.lb, c.ub) {
        (Some(0), Some(0)) => format!("the same iteration of {name}"),
        (Some(l), Some(u)) if l == u && l > 0 => format!("{} earlier of {name}", iterations(l, step)),
        (Some(l), Some(u)) if l == u => format!("{} later of {name}", iterations(-l, step)),
        (Some(l), Some(u)) if l >= 0 => format!("between {l} and {u} (induction variable distance) earlier of {name}"),
        (Some(l), Some(u)) if u <= 0 => {
            format!("between {} and {} (induction variable distance) later of {name}", -u, -l)
        }
        (Some(l), Some(u)) => {
            format!("anywhere from {} later to {u} earlier (induction variable distance) of {name}", -l)
        }
        (Some(l), None) if l > 0 => format!("at least {l} (induction variable distance) earlier of {name}"),
        (Some(0), None) => format!("the same or any earlier iteration of {name}"),
        (None, Some(u)) if u < 0 => format!("at least {} (induction variable distance) later of {name}", -u),
        (None, Some(0)) => format!("the same or any later iteration of {name}"),
        _ => format!("an unknown distance (any direction) of {name}"),
    }
}

fn interval(c: &DependenceComponent) -> String {
    let lb = c.lb.map_or("-inf".to_string(), |v| v.to_string());
    let ub = c.ub.map_or("+inf".to_string(), |v| v.to_string());
    format!("[{lb}, {ub}]")
}

/// Names for the columns of a dependence polyhedron `[src ivs, dst ivs,
/// symbols, locals]`: source IVs plain, sink IVs primed.
fn polyhedron_names(ctx: &Context, namer: &mut Namer, d: &DependenceDetails, poly: &IntegerRelation) -> Vec<String> {
    let mut out = Vec::new();
    for v in &d.src_dims {
        out.push(v.map_or_else(|| "?".to_string(), |v| namer.name(ctx, v)));
    }
    for v in &d.dst_dims {
        out.push(v.map_or_else(|| "?'".to_string(), |v| format!("{}'", namer.name(ctx, v))));
    }
    let sp = poly.space();
    for i in 0..sp.num_symbol_vars() {
        let v = sp.id(VarKind::Symbol, i).and_then(id_value);
        out.push(v.map_or_else(|| format!("s{i}"), |v| namer.name(ctx, v)));
    }
    out
}

/// A copy of `rel` whose dim and symbol columns are named `names` (in
/// column order), for readable printing.
fn named(rel: &IntegerRelation, names: &[String]) -> IntegerRelation {
    let mut r = rel.clone();
    let n = r.num_dim_and_symbol_vars();
    for (pos, name) in names.iter().enumerate().take(n) {
        let kind = r.space().var_kind_at(pos);
        let rel_pos = pos - r.var_kind_offset(kind);
        r.set_id(kind, rel_pos, Some(Identifier::Name(name.clone())));
    }
    r
}

/// The polyhedron of the report: named columns, and each constraint once
/// (the access equalities and the ordering equalities often coincide). The
/// step dumps keep MLIR's rows as they are.
fn readable_polyhedron(poly: &IntegerRelation, names: &[String]) -> String {
    let mut r = named(poly, names);
    r.remove_duplicates();
    r.to_readable()
}

/// Names the identified (SSA-valued) columns of a relation by their
/// printer names, leaving the others (memref subscripts) as `m<i>`.
fn named_by_values(ctx: &Context, namer: &mut Namer, rel: &IntegerRelation, prime_range: bool) -> IntegerRelation {
    let mut r = rel.clone();
    let n = r.num_dim_and_symbol_vars();
    let mut sub = 0;
    for pos in 0..n {
        let kind = r.space().var_kind_at(pos);
        let rel_pos = pos - r.var_kind_offset(kind);
        let name = match r.space().id_at(pos).and_then(id_value) {
            Some(v) => {
                let base = namer.name(ctx, v);
                if prime_range && kind == VarKind::Range { format!("{base}'") } else { base }
            }
            None => {
                sub += 1;
                format!("m{}", sub - 1)
            }
        };
        r.set_id(kind, rel_pos, Some(Identifier::Name(name)));
    }
    r
}

fn sentence(ctx: &Context, namer: &mut Namer, an: &Analysis, f: &Found) -> String {
    let (src, dst) = (&an.accesses[f.src], &an.accesses[f.dst]);
    let verb_dst = if dst.is_write() { "overwrites" } else { "reads" };
    let verb_src = if src.is_write() { "wrote" } else { "read" };
    let mut s = format!("the {} {verb_dst} what the {} {verb_src}", kind_word(dst), kind_word(src));
    if f.details.from_aliasing {
        s.push_str(" through a possibly aliasing memref (distance unknown)");
        return s;
    }
    let comps = &f.details.components;
    if f.depth > f.details.num_common_loops || comps.is_empty() {
        if f.details.num_common_loops == 0 {
            s.push_str(" earlier in program order (no common loop)");
        } else {
            s.push_str(" in the same iteration of every common loop");
        }
        return s;
    }
    let words: Vec<String> = comps.iter().map(|c| component_words(ctx, namer, c)).collect();
    s.push(' ');
    s.push_str(&words.join(", "));
    s
}

fn carried_by(ctx: &Context, namer: &mut Namer, f: &Found) -> (String, Option<String>) {
    if f.depth <= f.details.num_common_loops {
        let iv = f.details.src_dims.get(f.depth - 1).copied().flatten();
        let name = iv.map(|v| namer.name(ctx, v));
        (format!("carried by the loop of `{}` (depth {})", name.clone().unwrap_or_else(|| "?".into()), f.depth), name)
    } else {
        ("loop-independent (not carried by any loop)".to_string(), None)
    }
}

/// A text report of every dependence between affine memory accesses in
/// `module` (see the module docs).
pub fn explain_dependences(ctx: &mut Context, module: OpId, opts: &ExplainOptions) -> String {
    let an = analyze(ctx, module, opts, false);
    let mut namer = Namer::new();
    let mut out = String::new();
    out.push_str(&format!("{} memory accesses, {} dependences\n", an.accesses.len(), an.found.len()));
    for (k, a) in an.accesses.iter().enumerate() {
        let memref = namer.name(ctx, a.memref);
        out.push_str(&format!("  access #{k}: {} of {memref} at {}\n", kind_word(a), loc_str(ctx, a.op)));
    }
    for f in &an.found {
        let (src, dst) = (&an.accesses[f.src], &an.accesses[f.dst]);
        out.push('\n');
        out.push_str(&format!(
            "{} dependence from {} to {}\n",
            f.kind.as_str(),
            op_desc(ctx, src, f.src),
            op_desc(ctx, dst, f.dst)
        ));
        let (carried, _) = carried_by(ctx, &mut namer, f);
        out.push_str(&format!("  {carried}\n"));
        if !f.details.components.is_empty() {
            let v: String = f.details.components.iter().map(interval).collect();
            out.push_str(&format!("  distance/direction (sink - source): {v}\n"));
        }
        out.push_str(&format!("  {}\n", sentence(ctx, &mut namer, &an, f)));
        if let Some(poly) = &f.details.polyhedron {
            let names = polyhedron_names(ctx, &mut namer, &f.details, poly);
            out.push_str(&format!("  columns: {}\n", names.join(", ")));
            out.push_str(&format!("  polyhedron: {}\n", readable_polyhedron(poly, &names)));
        }
    }
    for (i, j, why) in &an.failures {
        out.push_str(&format!(
            "\nunknown: could not analyze {} -> {}: {why} (assume a dependence)\n",
            op_desc(ctx, &an.accesses[*i], *i),
            op_desc(ctx, &an.accesses[*j], *j)
        ));
    }
    out
}

/// The same report as JSON: `{"accesses": [...], "dependences": [...],
/// "unknown": [...]}`.
pub fn explain_dependences_json(ctx: &mut Context, module: OpId, opts: &ExplainOptions) -> String {
    let an = analyze(ctx, module, opts, false);
    let mut namer = Namer::new();
    let accesses: Vec<Json> = an
        .accesses
        .iter()
        .enumerate()
        .map(|(k, a)| {
            json!({
                "index": k,
                "op": ctx.op_name_str(ctx.ir.op(a.op).name),
                "kind": kind_word(a),
                "memref": namer.name(ctx, a.memref),
                "location": loc_str(ctx, a.op),
            })
        })
        .collect();
    let mut deps = Vec::new();
    for f in &an.found {
        let (carried, loop_iv) = carried_by(ctx, &mut namer, f);
        let comps: Vec<Json> = f
            .details
            .components
            .iter()
            .map(|c| {
                json!({
                    "loop": c.iv.map(|v| namer.name(ctx, v)),
                    "lb": c.lb,
                    "ub": c.ub,
                    "text": interval(c),
                })
            })
            .collect();
        let (columns, poly) = match &f.details.polyhedron {
            Some(p) => {
                let names = polyhedron_names(ctx, &mut namer, &f.details, p);
                let readable = readable_polyhedron(p, &names);
                (names, Some(readable))
            }
            None => (Vec::new(), None),
        };
        deps.push(json!({
            "source": f.src,
            "sink": f.dst,
            "kind": f.kind.as_str(),
            "depth": f.depth,
            "carried_by": loop_iv,
            "carried": carried,
            "components": comps,
            "explanation": sentence(ctx, &mut namer, &an, f),
            "may_alias": f.details.from_aliasing,
            "columns": columns,
            "polyhedron": poly,
        }));
    }
    let unknown: Vec<Json> =
        an.failures.iter().map(|(i, j, why)| json!({"source": i, "sink": j, "reason": why})).collect();
    let doc = json!({"accesses": accesses, "dependences": deps, "unknown": unknown});
    serde_json::to_string_pretty(&doc).unwrap_or_default()
}

/// The steps of the dependence check (source and sink access relations,
/// inverse, composition, ordering constraints, projected dependence
/// polyhedron) for every dependent pair and depth, each in MLIR's tableau
/// format and in named form.
pub fn dump_dependence_polyhedra(ctx: &mut Context, module: OpId, opts: &ExplainOptions) -> String {
    let an = analyze(ctx, module, opts, true);
    let mut namer = Namer::new();
    let mut out = String::new();
    for f in &an.found {
        let (src, dst) = (&an.accesses[f.src], &an.accesses[f.dst]);
        out.push_str(&format!(
            "=== {} from {} to {} at depth {}\n",
            f.kind.as_str(),
            op_desc(ctx, src, f.src),
            op_desc(ctx, dst, f.dst),
            f.depth
        ));
        for (title, rel) in &f.details.steps {
            out.push_str(title);
            out.push('\n');
            out.push_str(&rel.dump_flat());
            let named_rel = if rel.num_domain_vars() == 0 && title.starts_with("with ordering") {
                let names = polyhedron_names(ctx, &mut namer, &f.details, rel);
                named(rel, &names)
            } else if title == "Dependence polyhedron" {
                let mut names: Vec<String> = f
                    .details
                    .components
                    .iter()
                    .map(|c| format!("d({})", c.iv.map_or_else(|| "?".into(), |v| namer.name(ctx, v))))
                    .collect();
                names.truncate(rel.num_dim_and_symbol_vars());
                named(rel, &names)
            } else {
                named_by_values(ctx, &mut namer, rel, title != "srcRel" && title != "dstRel")
            };
            out.push_str(&format!("named: {}\n\n", named_rel.to_readable()));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::{SEED, parse};

    #[test]
    fn explains_seed_distance_in_words() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(&mut ctx, SEED);
        let text = explain_dependences(&mut ctx, m, &ExplainOptions::default());
        assert!(text.contains("RAW dependence from `affine.store` #0"), "{text}");
        assert!(text.contains("carried by the loop of `%arg0` (depth 1)"), "{text}");
        assert!(
            text.contains(
                "the load reads what the store wrote 2 iterations earlier of `%arg0`, the same iteration of `%arg1`"
            ),
            "{text}"
        );
        assert!(text.contains("columns: %arg0, %arg1, %arg0', %arg1'"), "{text}");
        let json = explain_dependences_json(&mut ctx, m, &ExplainOptions::default());
        let v: Json = serde_json::from_str(&json).expect("valid json");
        assert_eq!(v["dependences"][0]["kind"], "RAW");
        assert_eq!(v["dependences"][0]["components"][0]["lb"], 2);
    }

    #[test]
    fn dumps_walkthrough_steps() {
        let mut ctx = affine_dialects::new_context();
        let m = parse(&mut ctx, SEED);
        let text = dump_dependence_polyhedra(&mut ctx, m, &ExplainOptions::default());
        for step in ["srcRel", "dstRel", "dstRel.inverse()", "dstRel.compose(srcRel)", "Dependence polyhedron"] {
            assert!(text.contains(&format!("{step}\n")), "missing {step}: {text}");
        }
        assert!(text.contains("(None None Value Value const)"), "{text}");
    }
}
