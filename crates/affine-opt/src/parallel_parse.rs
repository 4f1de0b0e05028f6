//! Parsing a large module's top-level functions on several threads.
//!
//! A cheap pre-scan (brackets, strings and comments) finds the lines that
//! start a top-level `func.func` at column 0. When the text at the top level
//! is nothing but such functions (no alias definitions, no file metadata, no
//! other top-level op), it is cut at those lines into parts; each part is
//! parsed by the ordinary parser, on a thread of its own, into a worker
//! context of a fork of the chunk's context, whose registered source window
//! it shares (so locations are the byte offsets the sequential parse makes,
//! line:col relative to the whole file). The main thread brings the parts'
//! ops into one implicit module in order while later parts are still being
//! parsed. Any parse error or reported diagnostic in any part gives up: the
//! caller then parses the chunk sequentially into a fresh context, so that
//! diagnostics are exactly the sequential parser's.

use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use affine_ir::context::Fork;
use affine_ir::ir::{InsertPoint, OpState};
use affine_ir::{Context, OpId, ParseOptions};

/// Chunks smaller than this are parsed sequentially (threads would not pay).
const MIN_BYTES: usize = 256 * 1024;

/// Fewer top-level functions than this are parsed sequentially.
const MIN_FUNCTIONS: usize = 16;

/// Parts per thread (parts are handed out one at a time, so that threads
/// finish together, and imported in order as they come).
const PARTS_PER_THREAD: usize = 8;

/// Stack of each parsing thread (as deep as the main worker's: the parser
/// recurses once per nesting level; only the pages used are committed).
const STACK_BYTES: usize = 1 << 30;

/// Parses bytes `opts.range` of `text` into `ctx` on `threads` threads, if
/// the chunk is a large enough sequence of top-level functions, and returns
/// its (implicit) module. `None`: not parsed in parallel; `ctx` must then be
/// replaced by a fresh context when `*touched` is set (it holds the
/// leftovers of the attempt), before parsing sequentially.
pub fn parse(
    ctx: &mut Context,
    text: &str,
    name: &str,
    opts: &ParseOptions,
    threads: usize,
    touched: &mut bool,
) -> Option<OpId> {
    if threads < 2 {
        return None;
    }
    let (start, end) = opts.range.unwrap_or((0, text.len()));
    let end = end.min(text.len());
    if end.saturating_sub(start) < MIN_BYTES {
        return None;
    }
    let points = split_points(text.as_bytes(), start, end)?;
    if points.len() < MIN_FUNCTIONS {
        return None;
    }
    let ranges = part_ranges(&points, end, threads * PARTS_PER_THREAD);
    *touched = true;
    let source = ctx.register_source(name, text, start, end)?;
    // The module's arenas, reserved as the sequential parser reserves them
    // (from the line count), so that importing the parts does not grow them
    // by copying.
    let len = end - start;
    let per_line = ctx.source_line_count(source) * 5 / 4 + 16;
    ctx.ir.reserve(per_line.max(len / 48), per_line.max(len / 48), len / 160);
    let fork = ctx.fork();
    let module = parse_parts(ctx, &fork, (text, name), opts, &ranges, threads);
    ctx.join(fork);
    let body = module?;
    // The implicit module, located as the sequential parser locates it.
    let loc = if start == 0 { ctx.file_loc(name, 0, 0) } else { ctx.source_loc(source, start) };
    let mut st = OpState::new(ctx.op_name("builtin.module"), loc);
    st.regions.push(body);
    Some(ctx.ir.create_op(st))
}

/// A part's parse: its worker context (detached from the fork) and the ops
/// of its top level, or `None` if it failed or reported anything.
type Parsed = Option<(Context, Vec<OpId>)>;

/// Parses the parts on `threads` threads and imports them, in order, into a
/// new region of `ctx` (the top level of the module); `None` if a part
/// failed (the region and what was imported are left behind).
fn parse_parts(
    ctx: &mut Context,
    fork: &Fork,
    (text, name): (&str, &str),
    opts: &ParseOptions,
    ranges: &[(usize, usize)],
    threads: usize,
) -> Option<affine_ir::RegionId> {
    let workers: Vec<Mutex<Option<Context>>> = ranges.iter().map(|_| Mutex::new(Some(ctx.worker(fork)))).collect();
    let next = AtomicUsize::new(0);
    let failed = AtomicBool::new(false);
    let (tx, rx) = std::sync::mpsc::channel::<(usize, Parsed)>();
    let mut out = None;
    std::thread::scope(|scope| {
        for t in 0..threads {
            let tx = tx.clone();
            let (workers, next, failed) = (&workers, &next, &failed);
            let spawned =
                std::thread::Builder::new().name(format!("affine-opt-parse-{t}")).stack_size(STACK_BYTES).spawn_scoped(
                    scope,
                    move || loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        if i >= ranges.len() || failed.load(Ordering::Relaxed) {
                            break;
                        }
                        let Some(mut worker) = workers[i].lock().ok().and_then(|mut w| w.take()) else { break };
                        let part = ParseOptions { range: Some(ranges[i]), ..opts.clone() };
                        let (result, nonfatal) = affine_ir::parse_source_reporting(&mut worker, text, name, &part);
                        let parsed = match result {
                            Ok(module) if nonfatal.is_empty() => {
                                let ops = top_level_ops(&worker, module);
                                worker.detach_from_fork();
                                Some((worker, ops))
                            }
                            _ => {
                                failed.store(true, Ordering::Relaxed);
                                None
                            }
                        };
                        if tx.send((i, parsed)).is_err() {
                            break;
                        }
                    },
                );
            if spawned.is_err() {
                failed.store(true, Ordering::Relaxed);
            }
        }
        drop(tx);
        out = import_in_order(ctx, &rx, ranges.len(), &failed);
        if out.is_none() {
            failed.store(true, Ordering::Relaxed);
        }
    });
    // Workers never taken (after a failure) still hold the fork.
    drop(workers);
    out
}

/// Receives the parts and imports them in order into a new region of
/// `ctx`, each as soon as it and the ones before it are parsed.
fn import_in_order(
    ctx: &mut Context,
    rx: &std::sync::mpsc::Receiver<(usize, Parsed)>,
    count: usize,
    failed: &AtomicBool,
) -> Option<affine_ir::RegionId> {
    let region = ctx.ir.new_region();
    let block = ctx.ir.new_block(&[]);
    ctx.ir.append_block(region, block);
    let mut waiting: Vec<Option<(Context, Vec<OpId>)>> = (0..count).map(|_| None).collect();
    let mut done = vec![false; count];
    let mut next = 0;
    while next < count {
        let (i, parsed) = rx.recv().ok()?;
        let (worker, ops) = parsed?;
        waiting[i] = Some((worker, ops));
        done[i] = true;
        while next < count && done[next] {
            let (worker, ops) = waiting[next].take()?;
            let ids = ctx.merge_worker(&worker);
            for op in ops {
                let copy = ctx.ir.import_op(&worker.ir, op, &ids);
                ctx.ir.insert_op(copy, InsertPoint::BlockEnd(block));
            }
            next += 1;
        }
        if failed.load(Ordering::Relaxed) {
            return None;
        }
    }
    Some(region)
}

/// The ops of the top level of a parsed (implicit) module.
fn top_level_ops(worker: &Context, module: OpId) -> Vec<OpId> {
    let mut ops = Vec::new();
    for &r in worker.ir.regions(module) {
        for b in worker.ir.region_blocks(r) {
            ops.extend(worker.ir.block_ops(b));
        }
    }
    ops
}

/// Groups the function starts `points` into at most `parts` ranges of
/// about equal size, each a run of whole functions; the last ends at `end`.
fn part_ranges(points: &[usize], end: usize, parts: usize) -> Vec<(usize, usize)> {
    let target = (end - points[0]) / parts.max(1);
    let mut ranges = Vec::with_capacity(parts + 1);
    let mut from = points[0];
    for &p in &points[1..] {
        if p - from >= target {
            ranges.push((from, p));
            from = p;
        }
    }
    ranges.push((from, end));
    ranges
}

/// The offsets of the lines of `text[start..end]` that start a top-level
/// `func.func` (at column 0, outside any bracket), or `None` unless the top
/// level holds nothing else: before the first function only blank lines and
/// comments, and every other line at the top level that does not start
/// with a space or tab (a continuation of the function above) starts a
/// function. Brackets are counted outside strings and `//` comments;
/// unbalanced text gives `None` (the parser will report it).
pub fn split_points(text: &[u8], start: usize, end: usize) -> Option<Vec<usize>> {
    const FUNC: &[u8] = b"func.func ";
    let mut points = Vec::new();
    let mut depth = 0usize;
    let mut line_start = true;
    let mut i = start;
    while i < end {
        // Inside brackets only brackets, strings and comments matter: skip
        // the other bytes (most of the text) with one table lookup each.
        if depth > 0 {
            while i < end && !BRACKET_SCAN[text[i] as usize] {
                i += 1;
            }
            if i == end {
                break;
            }
        }
        let b = text[i];
        let comment = b == b'/' && text.get(i + 1) == Some(&b'/');
        if depth == 0 && !comment && !b.is_ascii_whitespace() {
            if line_start {
                if !text[i..end].starts_with(FUNC) {
                    return None;
                }
                points.push(i);
            } else if points.is_empty() {
                return None;
            }
        }
        line_start = false;
        match b {
            b'\n' => line_start = true,
            b'"' => {
                i += 1;
                while i < end && text[i] != b'"' {
                    if text[i] == b'\\' {
                        i += 1;
                    }
                    i += 1;
                }
            }
            b'/' if comment => {
                while i + 1 < end && text[i + 1] != b'\n' {
                    i += 1;
                }
            }
            b'{' | b'(' | b'[' => depth += 1,
            b'}' | b')' | b']' => depth = depth.checked_sub(1)?,
            _ => {}
        }
        i += 1;
    }
    (depth == 0 && !points.is_empty()).then_some(points)
}

/// The bytes [`split_points`] looks at inside brackets.
static BRACKET_SCAN: [bool; 256] = {
    let mut t = [false; 256];
    let mut k = 0;
    let special = b"\"/{}()[]";
    while k < special.len() {
        t[special[k] as usize] = true;
        k += 1;
    }
    t
};

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn split_points_of_functions() {
        let text = "// c\n\nfunc.func @a() {\n  \"x\"() {s = \"}\\\"{\"} : () -> ()\n  // }\n}\nfunc.func @b()\n  attributes {a} {\n}\n";
        let a = text.find("func.func @a").unwrap();
        let b = text.find("func.func @b").unwrap();
        assert_eq!(split_points(text.as_bytes(), 0, text.len()), Some(vec![a, b]));
    }

    #[test]
    fn split_points_refuse_other_top_level_text() {
        for text in [
            "#map = affine_map<(d0) -> (d0)>\nfunc.func @a() {\n}\n",
            "func.func @a() {\n}\nmodule {\n}\n",
            "module {\nfunc.func @a() {\n}\n}\n",
            "  %x = \"a\"() : () -> i32\nfunc.func @a() {\n}\n",
            "func.func @a() {\n",
            "func.func @a() }\n}\n",
            "{-# x #-}\nfunc.func @a() {\n}\n",
        ] {
            assert_eq!(split_points(text.as_bytes(), 0, text.len()), None, "{text}");
        }
    }

    #[test]
    fn part_ranges_cover_every_function_once() {
        let points = [0, 10, 20, 30, 40, 50, 60];
        for parts in 1..9 {
            let ranges = part_ranges(&points, 70, parts);
            assert_eq!(ranges.first().unwrap().0, 0);
            assert_eq!(ranges.last().unwrap().1, 70);
            assert!(ranges.windows(2).all(|w| w[0].1 == w[1].0 && points.contains(&w[1].0)));
            assert!(ranges.len() <= parts + 1);
        }
    }
}
