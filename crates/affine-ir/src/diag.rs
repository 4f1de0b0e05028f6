//! Diagnostics (errors, warnings, remarks, notes) and their rendering,
//! byte-identical to `mlir-opt`'s `SourceMgrDiagnosticHandler`:
//!
//! ```text
//! file.mlir:3:12: error: use of undeclared SSA value name
//!   "test.b"(%x) : (i32) -> ()
//!            ^
//! ```

use crate::context::{Context, LocData, Location};

/// Severity of a diagnostic.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Severity {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `remark`.
    Remark,
    /// `note`.
    Note,
}

impl Severity {
    /// The word printed after the location.
    pub fn as_str(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Remark => "remark",
            Severity::Note => "note",
        }
    }
}

/// A diagnostic with attached notes.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct Diagnostic {
    /// Severity.
    pub severity: Severity,
    /// Where it is reported.
    pub loc: Location,
    /// The message.
    pub message: String,
    /// Diagnostics printed right after this one: its notes, and follow-up
    /// errors `mlir-opt` emits for the same failure (e.g. an attribute
    /// parser's error after an enum's), which keep `Severity::Error`.
    pub notes: Vec<Diagnostic>,
}

impl Diagnostic {
    /// An error.
    pub fn error(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: message.into(), notes: Vec::new() }
    }
    /// A warning.
    pub fn warning(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Warning, loc, message: message.into(), notes: Vec::new() }
    }
    /// A remark.
    pub fn remark(loc: Location, message: impl Into<String>) -> Self {
        Diagnostic { severity: Severity::Remark, loc, message: message.into(), notes: Vec::new() }
    }
    /// A failure that prints nothing (MLIR's `signalPassFailure()` without
    /// a diagnostic): the run fails, no message is shown.
    pub fn silent_failure(loc: Location) -> Self {
        Diagnostic { severity: Severity::Error, loc, message: String::new(), notes: Vec::new() }
    }
    /// True for a [`Diagnostic::silent_failure`].
    pub fn is_silent(&self) -> bool {
        self.severity == Severity::Error && self.message.is_empty() && self.notes.is_empty()
    }
    /// Attaches a note and returns `self`.
    pub fn with_note(mut self, loc: Location, message: impl Into<String>) -> Self {
        self.notes.push(Diagnostic { severity: Severity::Note, loc, message: message.into(), notes: Vec::new() });
        self
    }

    /// Renders this diagnostic and its notes as `mlir-opt` prints them to stderr.
    pub fn render(&self, ctx: &Context, sm: &SourceMgr) -> String {
        let mut out = String::new();
        self.render_into(ctx, sm, &mut out);
        out
    }

    /// [`Diagnostic::render`] appending to `out` (a buffer reused across
    /// diagnostics saves an allocation per diagnostic when there are many).
    pub fn render_into(&self, ctx: &Context, sm: &SourceMgr, out: &mut String) {
        self.render_into_cached(ctx, sm, &mut RenderCache::default(), out);
    }

    /// [`Diagnostic::render_into`] reusing the location prefix and source
    /// excerpt of the last location rendered through `cache` (a pass that
    /// reports many diagnostics on one op, with a note at the same place,
    /// renders that location's `file:line:col` and source line once).
    pub fn render_into_cached(&self, ctx: &Context, sm: &SourceMgr, cache: &mut RenderCache, out: &mut String) {
        // The location is looked up once for the diagnostic and once per
        // note at a new location (a note at the same location id has the
        // same file, line and column).
        let mut place = ctx.loc_file_line_col(self.loc);
        render_one(ctx, sm, self.loc, place, self.severity, &self.message, true, cache, out);
        let mut prev = self.loc;
        for n in &self.notes {
            // A follow-up error is a diagnostic of its own and always shows
            // its source line; a note repeats it only for a new location.
            let show_source = n.severity != Severity::Note || n.loc != prev;
            if n.loc != prev {
                place = ctx.loc_file_line_col(n.loc);
            }
            render_one(ctx, sm, n.loc, place, n.severity, &n.message, show_source, cache, out);
            prev = n.loc;
        }
    }
}

/// The rendered pieces of the last `file:line:col` location a
/// [`Diagnostic::render_into_cached`] printed: its `file:line:col: `
/// prefix and its source excerpt (source line and caret). Keyed by the
/// file name, line and column themselves (not by location id), so one
/// cache serves diagnostics of any context.
#[derive(Debug, Default)]
pub struct RenderCache {
    file: String,
    line: u32,
    col: u32,
    /// `file:line:col: ` (empty when nothing is cached).
    prefix: String,
    /// The source excerpt, once computed (`None`: not yet; `Some("")`:
    /// the line is not in the source manager).
    excerpt: Option<String>,
}

impl RenderCache {
    /// Makes the cache describe `file:line:col` (recomputing the prefix
    /// and forgetting the excerpt when it described another place).
    fn select(&mut self, file: &str, line: u32, col: u32) {
        if !self.prefix.is_empty() && self.line == line && self.col == col && self.file == file {
            return;
        }
        use std::fmt::Write as _;
        self.file.clear();
        self.file.push_str(file);
        self.line = line;
        self.col = col;
        self.prefix.clear();
        self.prefix.push_str(file);
        let _ = write!(self.prefix, ":{line}:{col}: ");
        self.excerpt = None;
    }
}

#[allow(clippy::too_many_arguments)]
fn render_one(
    ctx: &Context,
    sm: &SourceMgr,
    loc: Location,
    place: Option<(&str, u32, u32)>,
    sev: Severity,
    msg: &str,
    show_source: bool,
    cache: &mut RenderCache,
    out: &mut String,
) {
    match place {
        Some((file, line, col)) => {
            cache.select(file, line, col);
            out.push_str(&cache.prefix);
            out.push_str(sev.as_str());
            out.push_str(": ");
            out.push_str(msg);
            out.push('\n');
            if show_source {
                let excerpt = cache.excerpt.get_or_insert_with(|| {
                    let mut e = String::new();
                    if let Some(text) = sm.line_text(file, line) {
                        // LLVM's SourceMgr ends a line at a carriage return
                        // too, and finds no location (so shows no source)
                        // for a column past one.
                        let at = (col.saturating_sub(1) as usize).min(text.len());
                        if !text.as_bytes()[..at].contains(&b'\r') {
                            let end =
                                text.as_bytes()[at..].iter().position(|&c| c == b'\r').map_or(text.len(), |i| at + i);
                            push_source_excerpt(&mut e, &text[..end], col, 0);
                        }
                    }
                    e
                });
                out.push_str(excerpt);
            }
        }
        None => {
            let prefix = match &*ctx.loc_data(loc) {
                LocData::Unknown => "<unknown>:0".to_string(),
                _ => ctx.loc_to_string(loc),
            };
            out.push_str(&format!("{prefix}: {}: {msg}\n", sev.as_str()));
        }
    }
}

/// Appends a source line and the caret line under column `col` (1-based),
/// followed by `underline - 1` tildes for a range, as LLVM's SourceMgr
/// prints them (tabs expand to 8-column stops, in the line and before the caret).
/// A line with a non-ASCII byte gets no caret line, as in LLVM (whose
/// columns are bytes).
pub fn push_source_excerpt(out: &mut String, text: &str, col: u32, underline: u32) {
    let prefix = &text.as_bytes()[..(col.saturating_sub(1) as usize).min(text.len())];
    let ascii = text.is_ascii();
    if ascii && !text.contains('\t') {
        // The common case: the line as it is, and the caret under its column.
        out.reserve(text.len() + prefix.len() + underline as usize + 3);
        out.push_str(text);
        out.push('\n');
        out.extend(std::iter::repeat_n(' ', prefix.len()));
        out.push('^');
        out.extend(std::iter::repeat_n('~', underline.saturating_sub(1) as usize));
        out.push('\n');
        return;
    }
    let mut w = 0usize;
    for c in text.chars() {
        if c == '\t' {
            let next = (w / 8 + 1) * 8;
            while w < next {
                out.push(' ');
                w += 1;
            }
        } else {
            out.push(c);
            w += c.len_utf8();
        }
    }
    out.push('\n');
    if !ascii {
        return;
    }
    let mut w = 0usize;
    for &c in text.as_bytes().iter().take(col.saturating_sub(1) as usize) {
        let next = if c == b'\t' { (w / 8 + 1) * 8 } else { w + 1 };
        while w < next {
            out.push(' ');
            w += 1;
        }
    }
    out.push('^');
    for _ in 1..underline {
        out.push('~');
    }
    out.push('\n');
}

/// One source buffer.
#[derive(Debug, Clone)]
struct Buffer {
    name: String,
    text: String,
    line_starts: Vec<usize>,
}

/// Source buffers by name, for printing source lines in diagnostics.
#[derive(Debug, Clone, Default)]
pub struct SourceMgr {
    buffers: Vec<Buffer>,
}

impl SourceMgr {
    /// An empty source manager.
    pub fn new() -> Self {
        Self::default()
    }
    /// Adds a buffer under `name` (taking ownership of a `String` avoids a
    /// copy); returns its index.
    pub fn add_buffer(&mut self, name: &str, text: impl Into<String>) -> usize {
        let text: String = text.into();
        let mut line_starts = vec![0];
        for (i, b) in text.bytes().enumerate() {
            if b == b'\n' {
                line_starts.push(i + 1);
            }
        }
        self.buffers.push(Buffer { name: name.to_string(), text, line_starts });
        self.buffers.len() - 1
    }
    /// The text of buffer `idx` (as returned by [`SourceMgr::add_buffer`]).
    pub fn text(&self, idx: usize) -> &str {
        self.buffers.get(idx).map(|b| b.text.as_str()).unwrap_or("")
    }
    /// The text of line `line` (1-based) of the buffer named `name`, without
    /// the newline.
    pub fn line_text(&self, name: &str, line: u32) -> Option<&str> {
        let b = self.buffers.iter().rev().find(|b| b.name == name)?;
        let i = (line as usize).checked_sub(1)?;
        let start = *b.line_starts.get(i)?;
        let end = b.line_starts.get(i + 1).map(|e| e - 1).unwrap_or(b.text.len());
        let s = b.text.get(start..end)?;
        Some(s.strip_suffix('\r').unwrap_or(s))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_with_caret_and_note() {
        let mut ctx = Context::new();
        let mut sm = SourceMgr::new();
        sm.add_buffer("t.mlir", "a\n  \"x\"(%0)\n");
        let l = ctx.file_loc("t.mlir", 2, 7);
        let l1 = ctx.file_loc("t.mlir", 1, 1);
        let d = Diagnostic::error(l, "bad").with_note(l1, "here").with_note(l1, "again");
        assert_eq!(
            d.render(&ctx, &sm),
            "t.mlir:2:7: error: bad\n  \"x\"(%0)\n      ^\nt.mlir:1:1: note: here\na\n^\nt.mlir:1:1: note: again\n"
        );
    }

    #[test]
    fn cached_rendering_matches_uncached() {
        // One cache across diagnostics at the same place, at other places,
        // in another file and in another context (whose location ids mean
        // other places): the output is what rendering afresh gives.
        let mut ctx = Context::new();
        let mut other = Context::new();
        let mut sm = SourceMgr::new();
        sm.add_buffer("t.mlir", "a\n  \"x\"(%0)\n");
        sm.add_buffer("u.mlir", "b\n\tc\n");
        let l = ctx.file_loc("t.mlir", 2, 7);
        let l1 = ctx.file_loc("t.mlir", 1, 1);
        let lu = ctx.file_loc("u.mlir", 2, 2);
        let lo = other.file_loc("u.mlir", 1, 1);
        let lm = ctx.file_loc("missing.mlir", 3, 3);
        let diags = [
            (&ctx, Diagnostic::remark(l, "r1").with_note(l, "n")),
            (&ctx, Diagnostic::remark(l, "r2").with_note(l, "n")),
            (&ctx, Diagnostic::error(l1, "e").with_note(l, "there").with_note(l, "again")),
            (&ctx, Diagnostic::warning(lu, "w").with_note(l1, "n")),
            (&other, Diagnostic::remark(lo, "o")),
            (&ctx, Diagnostic::remark(lm, "m")),
            (&ctx, Diagnostic::remark(l, "r3")),
        ];
        let mut cache = RenderCache::default();
        let mut cached = String::new();
        let mut fresh = String::new();
        for (c, d) in &diags {
            d.render_into_cached(c, &sm, &mut cache, &mut cached);
            fresh.push_str(&d.render(c, &sm));
        }
        assert_eq!(cached, fresh);
        assert!(fresh.contains("u.mlir:2:2: warning: w\n        c\n        ^\n"));
        assert!(fresh.contains("u.mlir:1:1: remark: o\nb\n^\n"));
    }
}
