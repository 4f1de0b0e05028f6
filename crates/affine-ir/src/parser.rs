//! Recursive-descent parser for the MLIR textual format (generic op form,
//! custom forms through registered hooks, types, attributes, locations,
//! aliases). Errors are [`Diagnostic`] values worded as `mlir-opt` words them.
//!
//! [`OpParser`] is also the API custom op parsers use (MLIR's `OpAsmParser`).

use crate::context::StrInterner;
use crate::fxhash::FxHashMap;

use crate::affine::{self, AffineMap, MapOrSet};
use crate::context::{
    AttrData, Attribute, Context, DYNAMIC, FloatKind, Ident, LocData, Location, NamedAttr, ResourceBlob, ResourceValue,
    Signedness, SourceId, Type, TypeData,
};
use crate::diag::Diagnostic;
use crate::dialect::{OpDef, PropDecl, PropKind};
use crate::ir::{BlockId, InsertPoint, OpId, OpState, RegionId, ValueId};
use crate::lexer::{Lexer, Tok, Token, unescape_string};

/// Parser result: errors are diagnostics.
pub type PResult<T> = Result<T, Diagnostic>;

/// Options for parsing a buffer.
#[derive(Clone, Debug, Default)]
pub struct ParseOptions {
    /// Accept ops of unregistered dialects.
    pub allow_unregistered_dialect: bool,
    /// Byte range of the buffer to parse (for `--split-input-file`); the
    /// whole buffer if `None`. Locations stay relative to the whole buffer.
    /// For chunks after a `// -----` marker, start the range right after the
    /// marker text: the implicit module then gets that position as its
    /// location, as in `mlir-opt` (the first chunk's module is at `file:0:0`).
    pub range: Option<(usize, usize)>,
}

/// An SSA name without its `%`. Names up to 23 bytes (all but the most
/// unusual) are stored inline: one is made for every operand parsed, and a
/// `String` each would be an allocation per use.
#[derive(Clone)]
pub enum SsaName {
    /// A short name: its first `len` bytes of `buf`.
    Inline {
        /// Length in bytes.
        len: u8,
        /// The bytes (valid UTF-8 up to `len`, zero after it: equality
        /// compares whole buffers).
        buf: [u8; 23],
    },
    /// A longer name.
    Heap(Box<str>),
}

impl SsaName {
    /// A name with the text `s`.
    pub fn new(s: &str) -> Self {
        let n = s.len();
        if n <= 23 {
            let mut buf = [0u8; 23];
            if (1..8).contains(&n) {
                // Most names: one word, without a variable-length `memcpy` call.
                buf[..8].copy_from_slice(&crate::fxhash::load_partial(s.as_bytes()).to_le_bytes());
            } else {
                buf[..n].copy_from_slice(s.as_bytes());
            }
            SsaName::Inline { len: n as u8, buf }
        } else {
            SsaName::Heap(s.into())
        }
    }
    /// The bytes of the name (no UTF-8 check, for hashing and comparing).
    fn as_bytes(&self) -> &[u8] {
        match self {
            SsaName::Inline { len, buf } => &buf[..*len as usize],
            SsaName::Heap(s) => s.as_bytes(),
        }
    }
    /// The text of the name.
    pub fn as_str(&self) -> &str {
        match self {
            // Copied from a `&str` whole, so always valid.
            SsaName::Inline { len, buf } => std::str::from_utf8(&buf[..*len as usize]).unwrap_or(""),
            SsaName::Heap(s) => s,
        }
    }
}

impl std::ops::Deref for SsaName {
    type Target = str;
    fn deref(&self) -> &str {
        self.as_str()
    }
}

impl From<&str> for SsaName {
    fn from(s: &str) -> Self {
        SsaName::new(s)
    }
}

impl From<String> for SsaName {
    fn from(s: String) -> Self {
        SsaName::new(&s)
    }
}

impl PartialEq for SsaName {
    #[inline]
    fn eq(&self, other: &Self) -> bool {
        match (self, other) {
            // The bytes after `len` are zero: comparing the whole buffers
            // is exact, and a fixed-size comparison needs no `memcmp` call.
            (SsaName::Inline { len: a, buf: x }, SsaName::Inline { len: b, buf: y }) => a == b && x == y,
            _ => self.as_bytes() == other.as_bytes(),
        }
    }
}

impl Eq for SsaName {}

/// Hashes the name to one word ([`ssa_table_hash`]): in the scope table it
/// is the bucket position itself; other tables mix it again.
impl std::hash::Hash for SsaName {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        state.write_u64(ssa_table_hash(self.as_bytes()));
    }
}

/// The hash of an SSA name in the scope table ([`IsolatedScope::values`],
/// whose hasher passes it through unchanged): names ending in a number
/// (`%v0`, `%v1`, ..., `%12`) are hashed by their prefix and the number
/// over 16, and the number modulo 16 is added, so that sixteen consecutive
/// names share a group of neighbouring buckets instead of sixteen random
/// ones. On large straight-line functions the table outgrows the caches
/// and each definition and use paid a cache miss (a quarter of parsing).
/// Blocks of sixteen still land at random places (no long runs of
/// occupied buckets), and the top seven bits (the table's tag byte) mix
/// the whole name so that neighbours rarely share a tag. Other names get
/// the fully mixed hash of their bytes.
fn ssa_table_hash(b: &[u8]) -> u64 {
    const BLOCK_BITS: u32 = 4;
    const TAG_SHIFT: u32 = 57;
    let digits = b.iter().rev().take_while(|c| c.is_ascii_digit()).count();
    if digits == 0 || digits > 18 {
        return crate::context::bytes_hash(b);
    }
    let (prefix, number) = b.split_at(b.len() - digits);
    let n = number.iter().fold(0u64, |acc, &d| acc * 10 + u64::from(d - b'0'));
    let h = crate::context::bytes_hash(prefix);
    let block = crate::fxhash::mix(h ^ (n >> BLOCK_BITS));
    let tag = crate::fxhash::mix(h ^ n.rotate_left(32));
    let low_mask = (1u64 << TAG_SHIFT) - 1;
    (block & low_mask & !((1 << BLOCK_BITS) - 1)) | (n & ((1 << BLOCK_BITS) - 1)) | (tag & !low_mask)
}

/// The hasher of [`IsolatedScope::values`]: an [`SsaName`] writes its
/// [`ssa_table_hash`], which is kept as is.
#[derive(Default)]
struct SsaTableHasher(u64);

impl std::hash::Hasher for SsaTableHasher {
    #[inline]
    fn finish(&self) -> u64 {
        self.0
    }
    #[inline]
    fn write_u64(&mut self, x: u64) {
        self.0 = x;
    }
    fn write(&mut self, bytes: &[u8]) {
        self.0 = crate::fxhash::mix(self.0 ^ crate::context::bytes_hash(bytes));
    }
}

impl std::fmt::Debug for SsaName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl std::fmt::Display for SsaName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A cached list of SSA-id expressions: its map and, per operand, the
/// offset of the name from the list's start and the name's length.
type SsaMapEntry = (AffineMap, smallvec::SmallVec<[(u32, u32); 4]>);

/// The operand use `name` (`%x` or `%x#N`, as an affine map of SSA ids
/// spells it) written at `offset`.
fn ssa_operand(name: &str, offset: usize) -> UnresolvedOperand {
    let (n, num) = match name.trim_start_matches('%').split_once('#') {
        Some((a, b)) => (SsaName::new(a), b.parse().unwrap_or(0)),
        None => (SsaName::new(name.trim_start_matches('%')), 0),
    };
    UnresolvedOperand { name: n, number: num, offset }
}

/// An operand use not yet resolved to a value: `%name#number`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnresolvedOperand {
    /// Name without `%`.
    pub name: SsaName,
    /// Result number (`#n`), 0 if absent.
    pub number: u32,
    /// Byte offset of the use.
    pub offset: usize,
}

/// A region argument being defined: `%name: type loc(...)`.
#[derive(Clone, Debug)]
pub struct Argument {
    /// The SSA name (without `%`).
    pub name: UnresolvedOperand,
    /// Its type.
    pub ty: Type,
    /// Optional location.
    pub loc: Option<Location>,
}

/// A defined SSA name: `count` consecutive value ids starting at `first`
/// (results of one op are allocated consecutively).
struct ValueEntry {
    first: u32,
    count: u32,
    offset: usize,
}

struct BlockEntry {
    block: BlockId,
    defined: bool,
    offset: usize,
}

/// The SSA names visible in one isolated scope, keyed by their text: one
/// lookup per use in a table holding only the names currently in scope
/// (names defined in a region leave it when the region ends).
#[derive(Default)]
struct IsolatedScope {
    values: std::collections::HashMap<SsaName, ValueEntry, std::hash::BuildHasherDefault<SsaTableHasher>>,
    /// Names defined in the open non-isolated regions of this scope, in
    /// definition order (one list for all of them: a region's names are the
    /// tail from its start in `region_starts`).
    defs_log: Vec<SsaName>,
    /// Where each open region's names start in `defs_log`.
    region_starts: Vec<usize>,
    forward: FxHashMap<(SsaName, u32), (ValueId, usize)>,
}

impl IsolatedScope {
    /// Removes the names of the innermost open region.
    fn end_region(&mut self) {
        let start = self.region_starts.pop().unwrap_or(self.defs_log.len());
        let n = self.defs_log.len() - start;
        // When the region's names are all the table holds (a function body
        // at the top level), emptying the table at once is cheaper than
        // removing them one by one, unless the table is much larger than
        // what it holds (clearing costs a byte per bucket).
        if n == self.values.len() && n >= self.values.capacity() / 16 {
            self.values.clear();
            self.defs_log.truncate(start);
        } else {
            for d in self.defs_log.drain(start..) {
                self.values.remove(&d);
            }
        }
    }
}

enum LocTarget {
    Op(OpId),
    Value(ValueId),
}

/// A trailing location parsed before the op it belongs to is created.
enum PendingLoc {
    None,
    Loc(Location),
    /// `loc(#alias)` and the alias's offset, resolved at the end.
    Alias(String, usize),
}

/// The parser (and the custom-op parsing API).
pub struct OpParser<'a> {
    /// The context (types, attributes and IR are created here).
    pub ctx: &'a mut Context,
    src: &'a str,
    lex: Lexer<'a>,
    tok: Token,
    file: Ident,
    /// The registered source window (locations are byte offsets), if the
    /// context accepted one for this buffer.
    source: Option<SourceId>,
    /// Byte range of the registered window.
    window: (usize, usize),
    /// Line starts of the whole buffer, for locations outside the window.
    fallback_lines: Option<Vec<usize>>,
    type_aliases: FxHashMap<String, Type>,
    /// Types by their text, for simple shaped types and integer and float
    /// keywords (see `parse_builtin_type`).
    type_cache: FxHashMap<&'a str, Type>,
    /// Bodies of `affine_map<...>` / `affine_set<...>` attributes parsed so
    /// far, by their text (see `parse_keyword_attr`).
    affine_cache: FxHashMap<&'a str, MapOrSet>,
    /// Subscript and bound lists of SSA ids (`[%i, %j + 1]`) parsed so far,
    /// by their text: the map and, per operand, the offset of its name from
    /// the list's start and the name's length (see
    /// `parse_affine_map_of_ssa_ids`).
    ssa_map_cache: FxHashMap<&'a str, SsaMapEntry>,
    attr_aliases: FxHashMap<String, Attribute>,
    /// The distinct attributes of this file by the id written in
    /// `distinct[N]<...>` (MLIR's `SymbolState::distinctAttributes`).
    distinct_attrs: FxHashMap<u64, Attribute>,
    scopes: Vec<IsolatedScope>,
    /// Emptied scopes of finished isolated regions, for reuse.
    spare_scopes: Vec<IsolatedScope>,
    block_scopes: Vec<FxHashMap<u32, BlockEntry>>,
    names: StrInterner,
    default_dialect: Vec<&'static str>,
    deferred_locs: Vec<(LocTarget, String, usize)>,
    /// Op states whose lists are empty but keep their buffers (see
    /// [`Ir::create_op_reusing`](crate::ir::Ir::create_op_reusing)): one per
    /// nesting level of custom ops being parsed, reused for every op.
    /// Boxed on purpose: taking a state out and putting it back moves a
    /// pointer instead of copying the 152-byte state (twice per op).
    #[allow(clippy::vec_box)]
    spare_states: Vec<Box<OpState>>,
    forward_ref_name: crate::context::OpName,
    allow_unregistered: bool,
    range_start: usize,
    /// How many regions, types and attributes are open around the current
    /// token (see [`MAX_NESTING`]).
    nesting: usize,
    /// End of the dialect attribute or type a dialect hook is parsing.
    symbol_end: usize,
    /// Errors and warnings reported without failing the parse (see
    /// [`OpParser::emit_error_and_continue`], [`OpParser::emit_warning`]).
    nonfatal: Vec<Diagnostic>,
}

/// The largest name table of a finished isolated region kept for reuse.
const SPARE_SCOPE_CAPACITY: usize = 1024;

/// The deepest nesting of regions, types and attributes the parser accepts.
///
/// Parsing, verification, printing and the analyses recurse once per
/// level; the command line runs them on a thread whose stack is sized for
/// this depth, so that deeper input gets this diagnostic instead of a
/// stack overflow (`mlir-opt` 22 crashes on a few thousand nested loops).
pub const MAX_NESTING: usize = 20_000;

/// Parses `src` (named `name` in locations) into a `builtin.module`; ops at
/// the top level are wrapped in an implicit module as `mlir-opt` does.
pub fn parse_source(ctx: &mut Context, src: &str, name: &str, opts: &ParseOptions) -> PResult<OpId> {
    parse_source_reporting(ctx, src, name, opts).0
}

/// [`parse_source`], also returning the errors and warnings a dialect
/// parser reported without failing, in the order they were emitted (MLIR's
/// `#spirv.target_env` reports an unknown client API, vendor or device type
/// and goes on with `Unknown`; linalg's region builders warn of casts they
/// cannot make): `mlir-opt` prints them before anything else and still
/// succeeds.
pub fn parse_source_reporting(
    ctx: &mut Context,
    src: &str,
    name: &str,
    opts: &ParseOptions,
) -> (PResult<OpId>, Vec<Diagnostic>) {
    let (start, end) = opts.range.unwrap_or((0, src.len()));
    let mut p = OpParser::new(ctx, src, name, start, end.min(src.len()));
    // Reserving the arenas up front avoids growing them by copying (on one
    // long function the copies and the first touch of each new array were
    // a fifth of the parse). Printed MLIR has about one op and one value per
    // line (a few more with implicit terminators), and one block per 160
    // bytes; capacity that is never touched costs no memory.
    let len = end.saturating_sub(start);
    let lines = p.source.map_or(len / 48, |s| p.ctx.source_line_count_in(s, start, end));
    let per_line = lines + lines / 4 + 16;
    p.ctx.ir.reserve(per_line.max(len / 48), per_line.max(len / 48), len / 160);
    p.allow_unregistered = opts.allow_unregistered_dialect || p.ctx.allow_unregistered_dialect;
    let result = p.parse_top_level();
    (result, p.nonfatal)
}

impl<'a> OpParser<'a> {
    fn new(ctx: &'a mut Context, src: &'a str, name: &str, start: usize, end: usize) -> Self {
        let file = ctx.ident(name);
        let source = ctx.register_source(name, src, start, end);
        let window_start =
            src.as_bytes()[..start.min(src.len())].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let window = (window_start, end.min(src.len()));
        let forward_ref_name = ctx.op_name("builtin.__forward_ref");
        let mut lex = Lexer::new(src.as_bytes(), start, end);
        let tok = lex.next_token();
        OpParser {
            ctx,
            src,
            lex,
            tok,
            file,
            source,
            window,
            fallback_lines: None,
            type_aliases: FxHashMap::default(),
            type_cache: FxHashMap::default(),
            affine_cache: FxHashMap::default(),
            ssa_map_cache: FxHashMap::default(),
            attr_aliases: FxHashMap::default(),
            distinct_attrs: FxHashMap::default(),
            names: StrInterner::default(),
            scopes: vec![IsolatedScope::default()],
            spare_scopes: Vec::new(),
            block_scopes: Vec::new(),
            default_dialect: vec!["builtin"],
            deferred_locs: Vec::new(),
            spare_states: Vec::new(),
            forward_ref_name,
            allow_unregistered: false,
            range_start: start,
            nesting: 0,
            symbol_end: 0,
            nonfatal: Vec::new(),
        }
    }

    /// Reports `d` without failing the parse (MLIR's `emitError` whose
    /// caller goes on); see [`parse_source_reporting`].
    pub fn emit_error_and_continue(&mut self, d: Diagnostic) {
        self.nonfatal.push(d);
    }

    /// Reports a warning (MLIR's `emitWarning` while parsing, e.g. a linalg
    /// region builder's cast it cannot make): printed where it is emitted,
    /// among the parser's diagnostics, without failing the parse nor the
    /// run; see [`parse_source_reporting`].
    pub fn emit_warning(&mut self, d: Diagnostic) {
        debug_assert_eq!(d.severity, crate::diag::Severity::Warning);
        self.nonfatal.push(d);
    }

    // ------------------------------------------------------------------
    // Token helpers
    // ------------------------------------------------------------------

    /// The current token.
    pub fn token(&self) -> Token {
        self.tok
    }
    /// Text of the current token.
    pub fn token_text(&self) -> &'a str {
        &self.src[self.tok.start..self.tok.end]
    }
    /// Advances to the next token.
    pub fn consume(&mut self) {
        self.tok = self.lex.next_token();
    }
    /// Resets the lexer to byte `pos` and lexes a token there.
    fn reset_to(&mut self, pos: usize) {
        self.lex.pos = pos;
        self.tok = self.lex.next_token();
    }
    /// True if the current token is `k`.
    pub fn at(&self, k: Tok) -> bool {
        self.tok.kind == k
    }
    /// True if the current token is the bare identifier `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == Tok::BareIdent && self.token_text() == kw
    }

    /// The location of byte offset `off`.
    pub fn loc_at(&mut self, off: usize) -> Location {
        if let Some(id) = self.source
            && off >= self.window.0
            && off <= self.window.1
        {
            return self.ctx.source_loc(id, off);
        }
        // Outside the registered window, or no window (a second buffer of
        // the same name in this context): a line table of our own, built on
        // first use.
        let off = off.min(self.src.len());
        let src = self.src;
        let starts = self.fallback_lines.get_or_insert_with(|| {
            let mut v = vec![0];
            v.extend(src.bytes().enumerate().filter(|&(_, b)| b == b'\n').map(|(i, _)| i + 1));
            v
        });
        let line = starts.partition_point(|&s| s <= off);
        let col = off - starts[line - 1] + 1;
        self.ctx.loc(LocData::FileLineCol { file: self.file, line: line as u32, col: col as u32 })
    }
    /// The location of the current token.
    pub fn current_location(&mut self) -> Location {
        let s = self.tok.start;
        self.loc_at(s)
    }
    /// Byte offset of the current token.
    pub fn offset(&self) -> usize {
        self.tok.start
    }
    /// An error diagnostic at byte offset `off`.
    pub fn error_at(&mut self, off: usize, msg: impl Into<String>) -> Diagnostic {
        // MLIR's lexer reports its error when the bad token is read and the
        // parser drops its own diagnostics while that token is current.
        if self.tok.kind == Tok::Error {
            let (m, e) = (self.lex.error, self.tok.end);
            let l = self.loc_at(e);
            return Diagnostic::error(l, m);
        }
        let l = self.loc_at(off);
        Diagnostic::error(l, msg)
    }
    /// An "unexpected token" error, located like MLIR's `emitWrongTokenError`:
    /// at the end of the previous token (whitespace and `//` comments between
    /// it and the current token are skipped backwards). Lexer errors are
    /// reported where the lexer found them.
    pub fn error(&mut self, msg: impl Into<String>) -> Diagnostic {
        if self.tok.kind == Tok::Error {
            let m = self.lex.error;
            let e = self.tok.end;
            return self.error_at(e, m);
        }
        let off = self.wrong_token_offset();
        self.error_at(off, msg)
    }

    /// Byte offset of the end of the dialect attribute or type a dialect
    /// hook is parsing (so a hook may keep the text as written).
    pub fn symbol_end(&self) -> usize {
        self.symbol_end
    }

    /// An error at the start of the current token.
    pub fn error_at_token(&mut self, msg: impl Into<String>) -> Diagnostic {
        let s = self.tok.start;
        self.error_at(s, msg)
    }

    fn wrong_token_offset(&self) -> usize {
        let b = self.src.as_bytes();
        // The buffer starts at the chunk (MLIR parses each split chunk as its
        // own buffer); with no previous token the error stays on the token.
        let floor = self.range_start.min(b.len());
        let mut end = self.tok.start.min(b.len());
        loop {
            while end > floor && matches!(b[end - 1], b' ' | b'\t') {
                end -= 1;
            }
            if end == floor {
                return self.tok.start;
            }
            if !matches!(b[end - 1], b'\n' | b'\r') {
                return end;
            }
            end -= 1;
            // If the previous line has a `//` comment, back up before it.
            let line_start =
                b[floor..end].iter().rposition(|&c| c == b'\n' || c == b'\r').map_or(floor, |p| floor + p + 1);
            if let Some(c) = self.src[line_start..end].find("//") {
                end = line_start + c;
            }
        }
    }
    /// Consumes token `k` or fails with `expected '<k>'`.
    pub fn expect(&mut self, k: Tok) -> PResult<()> {
        if self.tok.kind == k {
            self.consume();
            Ok(())
        } else {
            Err(self.error(format!("expected '{}'", tok_spelling(k))))
        }
    }
    /// Consumes token `k` or fails with `msg`.
    pub fn expect_msg(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.tok.kind == k {
            self.consume();
            Ok(())
        } else {
            Err(self.error(msg))
        }
    }
    /// Consumes token `k` if present.
    pub fn consume_if(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.consume();
            true
        } else {
            false
        }
    }
    /// Consumes the keyword `kw` or fails with `expected '<kw>'`.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.at_keyword(kw) {
            self.consume();
            Ok(())
        } else {
            Err(self.error(format!("expected '{kw}'")))
        }
    }
    /// Consumes the keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        if self.at_keyword(kw) {
            self.consume();
            true
        } else {
            false
        }
    }
    /// Consumes any bare identifier and returns it.
    pub fn parse_optional_keyword_any(&mut self) -> Option<&'a str> {
        if self.tok.kind == Tok::BareIdent {
            let s = self.token_text();
            self.consume();
            Some(s)
        } else {
            None
        }
    }
    /// Parses a `@symbol` name, returning it without `@`.
    pub fn parse_symbol_name(&mut self) -> PResult<String> {
        if self.tok.kind != Tok::AtIdent {
            return Err(self.error("expected valid '@'-identifier for symbol name"));
        }
        let s = self.symbol_text();
        self.consume();
        Ok(s)
    }
    fn symbol_text(&self) -> String {
        let t = &self.src.as_bytes()[self.tok.start + 1..self.tok.end];
        if t.first() == Some(&b'"') { unescape_string(t) } else { String::from_utf8_lossy(t).into_owned() }
    }
    /// Parses a string literal.
    pub fn parse_string(&mut self) -> PResult<String> {
        if self.tok.kind != Tok::String {
            return Err(self.error("expected string"));
        }
        let s = unescape_string(&self.src.as_bytes()[self.tok.start..self.tok.end]);
        self.consume();
        Ok(s)
    }
    /// Parses an optionally negative integer literal.
    pub fn parse_integer(&mut self) -> PResult<i64> {
        match self.parse_optional_integer()? {
            Some(v) => Ok(v),
            None => Err(self.error("expected integer value")),
        }
    }
    /// Parses an optionally negative integer literal if present, as MLIR's
    /// `parseOptionalInteger` into an `int64_t`: `true` and `false` are the
    /// 1-bit values 1 and 0 (so `true` sign-extends to -1), and a `-` must
    /// be followed by an integer ("expected integer value" at what follows).
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i64>> {
        if self.at_keyword("false") || self.at_keyword("true") {
            let v = if self.at_keyword("true") { -1 } else { 0 };
            self.consume();
            return Ok(Some(v));
        }
        let neg = if self.tok.kind == Tok::Minus {
            self.consume();
            if self.tok.kind != Tok::Integer {
                return Err(self.error("expected integer value"));
            }
            true
        } else {
            false
        };
        if self.tok.kind != Tok::Integer {
            return Ok(None);
        }
        let v = parse_int_literal(self.token_text()).ok_or_else(|| self.error("integer value too large"))?;
        self.consume();
        let v = if neg { -v } else { v };
        i64::try_from(v).map(Some).map_err(|_| self.error("integer value too large"))
    }

    // ------------------------------------------------------------------
    // Top level
    // ------------------------------------------------------------------

    fn parse_top_level(&mut self) -> PResult<OpId> {
        let top = self.ctx.ir.new_block(&[]);
        self.scopes[0].region_starts.push(0);
        self.block_scopes.push(FxHashMap::default());
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::Error => return Err(self.error("")),
                // As in MLIR, `#name`/`!name` at the top level always start
                // an alias definition.
                Tok::HashIdent | Tok::ExclIdent => {
                    if self.tok.kind == Tok::HashIdent {
                        self.parse_attr_alias_def()?
                    } else {
                        self.parse_type_alias_def()?
                    }
                }
                Tok::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    self.parse_operation(top)?;
                }
            }
        }
        if let Some(e) = self.undefined_blocks_error() {
            return Err(e);
        }
        self.finish_isolated_scope(0)?;
        self.resolve_deferred_locs()?;
        let ops: Vec<OpId> = self.ctx.ir.block_ops(top).collect();
        let module_name = self.ctx.op_name("builtin.module");
        if ops.len() == 1 && self.ctx.ir.op(ops[0]).name == module_name {
            self.ctx.ir.detach_op(ops[0]);
            self.ctx.ir.erase_block(top);
            return Ok(ops[0]);
        }
        let r = self.ctx.ir.new_region();
        self.ctx.ir.append_block(r, top);
        // mlir-opt gives the implicit module the location `file:0:0`, or for
        // a `--split-input-file` chunk the position where the chunk starts.
        let loc = if self.range_start == 0 {
            let file = self.ctx.ident_str(self.file).to_string();
            self.ctx.file_loc(&file, 0, 0)
        } else {
            self.loc_at(self.range_start)
        };
        let mut st = OpState::new(module_name, loc);
        st.regions.push(r);
        Ok(self.ctx.ir.create_op(st))
    }

    /// MLIR's `parseCommaSeparatedListUntil`: elements separated by commas
    /// up to `close` (an empty list allowed).
    fn parse_list_until(&mut self, close: Tok, mut element: impl FnMut(&mut Self) -> PResult<()>) -> PResult<()> {
        if self.consume_if(close) {
            return Ok(());
        }
        loop {
            element(self)?;
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect_msg(close, &format!("expected ',' or '{}'", tok_spelling(close)))
    }

    /// MLIR's `emitError(message)`: at the current token (one byte back at
    /// the end of the input).
    fn error_here(&mut self, msg: &str) -> Diagnostic {
        let off = if self.tok.kind == Tok::Eof { self.tok.start.saturating_sub(1) } else { self.tok.start };
        self.error_at(off, msg)
    }

    /// A resource key: a bare identifier or a string (MLIR's
    /// `parseOptionalKeywordOrString`).
    fn parse_resource_key(&mut self, what: &str) -> PResult<String> {
        match self.tok.kind {
            Tok::BareIdent => {
                let k = self.token_text().to_string();
                self.consume();
                Ok(k)
            }
            Tok::String => self.parse_string(),
            _ => Err(self.error_here(&format!("expected identifier key for '{what}' entry"))),
        }
    }

    /// `{-# key: {...}, ... #-}`: the file metadata dictionary, with its
    /// `dialect_resources` (blobs of `builtin`, which `dense_resource`
    /// attributes refer to) and `external_resources` (kept as they are and
    /// printed back, as `mlir-opt`'s fallback resource map does).
    fn parse_file_metadata(&mut self) -> PResult<()> {
        self.consume();
        self.parse_list_until(Tok::FileMetadataEnd, |p| {
            let key_off = p.tok.start;
            if p.tok.kind != Tok::BareIdent {
                return Err(p.error_here("expected identifier key in file metadata dictionary"));
            }
            let key = p.token_text();
            p.consume();
            p.expect_msg(Tok::Colon, "expected ':'")?;
            match key {
                "dialect_resources" => p.parse_resource_groups(Self::parse_dialect_resources),
                "external_resources" => p.parse_resource_groups(Self::parse_external_resources),
                _ => Err(p.error_at(key_off, format!("unknown key '{key}' in file metadata dictionary"))),
            }
        })
    }

    /// `{ name: { entries }, ... }`, each group's entries read by `group`.
    fn parse_resource_groups(&mut self, group: fn(&mut Self, &str, usize) -> PResult<()>) -> PResult<()> {
        self.expect_msg(Tok::LBrace, "expected '{'")?;
        self.parse_list_until(Tok::RBrace, |p| {
            let name_off = p.tok.start;
            if p.tok.kind != Tok::BareIdent {
                return Err(p.error_here("expected identifier key for 'resource' entry"));
            }
            let name = p.token_text();
            p.consume();
            p.expect_msg(Tok::Colon, "expected ':'")?;
            p.expect_msg(Tok::LBrace, "expected '{'")?;
            group(p, name, name_off)
        })
    }

    /// The entries of dialect `name` in `dialect_resources`: `builtin`
    /// keeps its blobs; the test dialect checks them (nothing can refer
    /// to them here); any other dialect of mlir-opt 22 takes no resources.
    fn parse_dialect_resources(&mut self, name: &str, name_off: usize) -> PResult<()> {
        if !MLIR_DIALECTS.contains(&name) {
            return Err(self.error_at(name_off, format!("dialect '{name}' is unknown")));
        }
        if !matches!(name, "builtin" | "test" | "ml_program") {
            return Err(self.error_here(&format!("unexpected 'resource' section for dialect '{name}'")));
        }
        self.parse_list_until(Tok::RBrace, |p| {
            let key_off = p.tok.start;
            let key = p.parse_resource_key("resource")?;
            if name == "ml_program" {
                return Err(p.error_at(key_off, format!("unknown 'resource' key '{key}' for dialect '{name}'")));
            }
            p.expect_msg(Tok::Colon, "expected ':'")?;
            let blob = p.parse_resource_blob(&key)?;
            p.consume();
            if name == "builtin" {
                std::sync::Arc::make_mut(&mut p.ctx.resources).blobs.insert(key, blob);
            }
            Ok(())
        })
    }

    /// The entries of group `name` in `external_resources`, kept in order.
    fn parse_external_resources(&mut self, name: &str, _name_off: usize) -> PResult<()> {
        let resources = std::sync::Arc::make_mut(&mut self.ctx.resources);
        let group = match resources.external.iter().position(|(g, _)| g == name) {
            Some(i) => i,
            None => {
                resources.external.push((name.to_string(), Vec::new()));
                resources.external.len() - 1
            }
        };
        self.parse_list_until(Tok::RBrace, |p| {
            let key = p.parse_resource_key("external_resources")?;
            p.expect_msg(Tok::Colon, "expected ':'")?;
            let value = if p.at_keyword("true") || p.at_keyword("false") {
                ResourceValue::Bool(p.at_keyword("true"))
            } else if p.tok.kind == Tok::String && p.token_text().starts_with("\"0x") {
                ResourceValue::Blob(p.parse_resource_blob(&key)?)
            } else if p.tok.kind == Tok::String {
                ResourceValue::String(unescape_string(&p.src.as_bytes()[p.tok.start..p.tok.end]))
            } else {
                let off = p.tok.start;
                return Err(p.error_at(off, format!("expected string value for key '{key}'")));
            };
            p.consume();
            std::sync::Arc::make_mut(&mut p.ctx.resources).external[group].1.push((key, value));
            Ok(())
        })
    }

    /// The current token as a resource blob (MLIR's `parseAsBlob`): a
    /// `"0x..."` hex string whose first four bytes are the alignment, 0
    /// or a power of two. The token is not consumed.
    fn parse_resource_blob(&mut self, key: &str) -> PResult<ResourceBlob> {
        let off = self.tok.start;
        let text = self.token_text();
        let bytes = (self.tok.kind == Tok::String)
            .then(|| text.get(1..text.len().saturating_sub(1)))
            .flatten()
            .and_then(decode_hex)
            .ok_or_else(|| self.error_at(off, format!("expected hex string blob for key '{key}'")))?;
        if bytes.len() < 4 {
            return Err(self.error_at(
                off,
                format!("expected hex string blob for key '{key}' to encode alignment in first 4 bytes"),
            ));
        }
        let align = u32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]);
        if align != 0 && !align.is_power_of_two() {
            return Err(self.error_at(
                off,
                format!(
                    "expected hex string blob for key '{key}' to encode alignment in first 4 bytes, but got \
                     non-power-of-2 value: {align}"
                ),
            ));
        }
        let data = bytes[4..].to_vec();
        // An empty blob has no alignment of its own (MLIR's default blob).
        let align = if data.is_empty() { 0 } else { align };
        Ok(ResourceBlob { align, data })
    }

    /// `dense_resource<key> : type` (the type may be left out where
    /// `expected` gives it, as in `memref.global`).
    fn parse_dense_resource(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let loc = self.tok.start;
        self.consume();
        self.expect_msg(Tok::Less, "expected '<' after 'dense_resource'")?;
        let name = self.parse_resource_key("resource")?;
        self.expect_msg(Tok::Greater, "expected '>'")?;
        let (ty, type_off) = match expected {
            Some(t) => (t, loc),
            None => {
                let off = self.tok.start;
                self.expect_msg(Tok::Colon, "expected ':'")?;
                (self.parse_type()?, off)
            }
        };
        let shaped = matches!(
            self.ctx.type_data(ty),
            TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
                | TypeData::Vector { .. }
                | TypeData::RankedTensor { .. }
                | TypeData::UnrankedTensor { .. }
        );
        if !shaped {
            return Err(self.error_at(type_off, "`dense_resource` expected a shaped type"));
        }
        Ok(self.ctx.attr(AttrData::DenseResource { name, ty }))
    }

    fn parse_attr_alias_def(&mut self) -> PResult<()> {
        let name = self.token_text()[1..].to_string();
        let off = self.tok.start;
        if self.attr_aliases.contains_key(&name) {
            return Err(self.error_at(off, format!("redefinition of attribute alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.error_at(off, "attribute names with a '.' are reserved for dialect-defined names"));
        }
        self.consume();
        self.expect_msg(Tok::Equal, "expected '=' in attribute alias definition")?;
        let a = self.parse_attribute()?;
        self.attr_aliases.insert(name, a);
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> PResult<()> {
        let name = self.token_text()[1..].to_string();
        let off = self.tok.start;
        if self.type_aliases.contains_key(&name) {
            return Err(self.error_at(off, format!("redefinition of type alias id '{name}'")));
        }
        if name.contains('.') {
            return Err(self.error_at(off, "type names with a '.' are reserved for dialect-defined names"));
        }
        self.consume();
        self.expect_msg(Tok::Equal, "expected '=' in type alias definition")?;
        let t = self.parse_type()?;
        self.type_aliases.insert(name, t);
        Ok(())
    }

    fn resolve_deferred_locs(&mut self) -> PResult<()> {
        let deferred = std::mem::take(&mut self.deferred_locs);
        for (target, name, off) in deferred {
            let loc = match self.attr_aliases.get(&name).map(|&a| self.ctx.attr_data(a).clone()) {
                Some(AttrData::Loc(l)) => l,
                Some(_) => return Err(self.error_at(off, format!("expected location, but found '{name}'"))),
                None => return Err(self.error_at(off, "operation location alias was never defined")),
            };
            match target {
                LocTarget::Op(o) => self.ctx.ir.op_mut(o).loc = loc,
                LocTarget::Value(v) => self.ctx.ir.set_value_loc(v, Some(loc)),
            }
        }
        Ok(())
    }

    // ------------------------------------------------------------------
    // Operations
    // ------------------------------------------------------------------

    /// Parses one operation and appends it to `block`.
    pub fn parse_operation(&mut self, block: BlockId) -> PResult<OpId> {
        let start = self.tok.start;
        // Result groups `%name:count` (at offset); up to four without an
        // allocation (this runs for every op).
        let mut inline: [(&'a str, u32, usize); 4] = [("", 0, 0); 4];
        let mut num_groups = 0usize;
        let mut overflow: Vec<(&'a str, u32, usize)> = Vec::new();
        if self.tok.kind == Tok::PercentIdent {
            loop {
                if self.tok.kind != Tok::PercentIdent {
                    return Err(self.error("expected valid ssa identifier"));
                }
                let name = &self.token_text()[1..];
                let off = self.tok.start;
                self.consume();
                let mut count = 1u32;
                if self.consume_if(Tok::Colon) {
                    if self.tok.kind != Tok::Integer {
                        return Err(self.error("expected integer number of results"));
                    }
                    count = self.token_text().parse().unwrap_or(0);
                    if count < 1 {
                        return Err(self.error("expected named operation to have at least 1 result"));
                    }
                    self.consume();
                }
                if num_groups < inline.len() {
                    inline[num_groups] = (name, count, off);
                } else {
                    overflow.push((name, count, off));
                }
                num_groups += 1;
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect_msg(Tok::Equal, "expected '=' after SSA name")?;
        }
        let op = match self.tok.kind {
            Tok::String => {
                let l = self.current_location();
                self.parse_generic_op(l)?
            }
            // `i32`, `si8`, `ui16` lex as integer types in MLIR, not as
            // identifiers, so they cannot start a custom op.
            Tok::BareIdent if !is_integer_type_spelling(self.token_text()) => {
                let l = self.current_location();
                self.parse_custom_op(l)?
            }
            _ => return Err(self.error("expected operation name in quotes")),
        };
        let results = inline[..num_groups.min(inline.len())].iter().chain(overflow.iter());
        let nres = self.ctx.ir.results(op).len();
        let bound: u32 = results.clone().map(|r| r.1).sum();
        if num_groups > 0 && nres == 0 {
            return Err(self.error_at(start, "cannot name an operation with no results"));
        }
        if num_groups > 0 && bound as usize != nres {
            return Err(
                self.error_at(start, format!("operation defines {nres} results but was provided {bound} to bind"))
            );
        }
        self.ctx.ir.insert_op(op, InsertPoint::BlockEnd(block));
        let mut idx = 0usize;
        for &(name, count, off) in results {
            let first = self.ctx.ir.results(op)[idx].0;
            idx += count as usize;
            self.define_range(name, first, count, off)?;
        }
        Ok(op)
    }

    fn parse_trailing_location(&mut self, target: LocTarget) -> PResult<()> {
        let pending = self.parse_pending_location()?;
        self.apply_location(target, pending);
        Ok(())
    }

    /// Parses an optional trailing `loc(...)` before its target exists.
    fn parse_pending_location(&mut self) -> PResult<PendingLoc> {
        if !self.at_keyword("loc") {
            return Ok(PendingLoc::None);
        }
        self.consume();
        self.expect_msg(Tok::LParen, "expected '(' in location")?;
        let pending = if self.tok.kind == Tok::HashIdent {
            let name = self.token_text()[1..].to_string();
            let off = self.tok.start;
            self.consume();
            PendingLoc::Alias(name, off)
        } else {
            PendingLoc::Loc(self.parse_loc_inner()?)
        };
        self.expect_msg(Tok::RParen, "expected ')' in location")?;
        Ok(pending)
    }

    /// Gives `target` a location parsed by [`Self::parse_pending_location`]
    /// (an alias is resolved at the end of the file).
    fn apply_location(&mut self, target: LocTarget, pending: PendingLoc) {
        match pending {
            PendingLoc::None => {}
            PendingLoc::Alias(name, off) => self.deferred_locs.push((target, name, off)),
            PendingLoc::Loc(l) => match target {
                LocTarget::Op(o) => self.ctx.ir.op_mut(o).loc = l,
                LocTarget::Value(v) => self.ctx.ir.set_value_loc(v, Some(l)),
            },
        }
    }

    fn check_dialect_registered(&mut self, name: &str, err_off: usize) -> PResult<Option<OpDef>> {
        let on = self.ctx.op_name(name);
        if let Some(d) = self.ctx.op_def(on) {
            return Ok(Some(*d));
        }
        if self.allow_unregistered {
            return Ok(None);
        }
        let dialect = name.split_once('.').map(|x| x.0).unwrap_or("");
        if !self.ctx.registry.has_dialect(dialect) {
            return Err(self.error_at(
                err_off,
                "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
            ));
        }
        Ok(None)
    }

    fn parse_generic_op(&mut self, loc: Location) -> PResult<OpId> {
        let name = unescape_string(&self.src.as_bytes()[self.tok.start..self.tok.end]);
        // MLIR checks the name at its token, before anything else.
        if name.is_empty() {
            return Err(self.error_at(self.tok.start, "empty operation name is invalid"));
        }
        if name.contains('\0') {
            return Err(self.error_at(self.tok.start, "null character not allowed in operation name"));
        }
        self.consume();
        let after_name = self.tok.start;
        let def = self.check_dialect_registered(&name, after_name)?;
        let op_name = self.ctx.op_name(&name);
        let mut st = OpState::new(op_name, loc);
        self.expect_msg(Tok::LParen, "expected '(' to start operand list")?;
        let mut operands = Vec::new();
        // MLIR's `parseOptionalSSAUseList`: a list only if a `%` starts it.
        if self.at(Tok::PercentIdent) {
            loop {
                operands.push(self.parse_operand()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_msg(Tok::RParen, "expected ')' to end operand list")?;
        if self.at(Tok::LSquare) {
            // MLIR refuses a successor list on a registered op that is not a
            // terminator before reading it (an unregistered op may be one).
            if def.is_some_and(|d| d.traits & crate::dialect::traits::TERMINATOR == 0) {
                return Err(self.error_at(self.tok.start, "successors in non-terminator"));
            }
            self.consume();
            // MLIR's `parseSuccessors` allows no empty list.
            if self.at(Tok::RSquare) {
                return Err(self.error("expected list element"));
            }
            loop {
                let b = self.parse_successor()?;
                st.successors.push(b);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect_msg(Tok::RSquare, "expected ']' to end successor list")?;
        }
        // MLIR parses any attribute here and sets the properties from it
        // once the op is complete (`setPropertiesFromAttribute`).
        let mut props_attr = None;
        if self.at(Tok::Less) {
            self.consume();
            props_attr = Some(self.parse_attribute()?);
            self.expect_msg(Tok::Greater, "expected '>' to close properties")?;
        }
        if self.at(Tok::LParen) {
            self.consume();
            let isolated = false;
            loop {
                // A generic op sets no default dialect: its regions keep the
                // enclosing one (MLIR pushes one only for custom syntax).
                let r = self.parse_region_impl(&[], isolated, None)?;
                st.regions.push(r);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect_msg(Tok::RParen, "expected ')' to end region list")?;
        }
        if self.at(Tok::LBrace) {
            self.parse_attr_dict_into(&mut st.attrs)?;
        }
        self.expect_msg(Tok::Colon, "expected ':' followed by operation type")?;
        let toff = self.tok.start;
        let fty = self.parse_type()?;
        let (inputs, results) = match self.ctx.type_data(fty) {
            TypeData::Function { inputs, results } => (inputs.clone(), results.clone()),
            _ => return Err(self.error_at(toff, "expected function type")),
        };
        if inputs.len() != operands.len() {
            // MLIR streams a '\0' character instead of "s" for one operand.
            let s = if operands.len() == 1 { "\0" } else { "s" };
            return Err(
                self.error_at(toff, format!("expected {} operand type{s} but had {}", operands.len(), inputs.len()))
            );
        }
        for (u, t) in operands.iter().zip(inputs) {
            self.resolve_operand(u, t, &mut st.operands)?;
        }
        st.result_types = results;
        // As MLIR's `parseGenericOperation`: inherent attributes written in
        // the attribute dictionary (no `<{...}>`) are checked before the
        // trailing location is parsed, a `<{...}>` is converted after.
        if let Some(d) = &def {
            self.split_inherent(d, &mut st);
            if props_attr.is_none() {
                self.verify_inherent_attrs(d, &st)?;
            }
        }
        let pending = self.parse_pending_location()?;
        match def {
            Some(d) => {
                if let Some(p) = props_attr {
                    self.set_props_from_attr(&d, &mut st, p)?;
                }
                self.fill_default_props(&d, &mut st);
                self.ctx.sort_named(&mut st.props);
                self.run_normalize(&d, &mut st)?;
            }
            None => {
                if let Some(p) = props_attr {
                    set_opaque_props(self.ctx, &mut st, p);
                }
                self.ctx.sort_named(&mut st.props);
                self.ctx.sort_named(&mut st.attrs);
            }
        }
        let op = self.ctx.ir.create_op(st);
        self.apply_location(LocTarget::Op(op), pending);
        Ok(op)
    }

    /// MLIR's `verifyInherentAttrs` on a generic op written without
    /// `<{...}>`: each declared property given in the attribute dictionary
    /// (in name order) must satisfy its constraint, else "'op' op attribute
    /// 'name' failed to satisfy constraint: summary" at the op. Only
    /// properties whose constraint is declared checked are checked, by their
    /// storage class.
    fn verify_inherent_attrs(&mut self, def: &OpDef, st: &OpState) -> PResult<()> {
        let mut order: Vec<&PropDecl> = def.props.iter().filter(|p| p.checked).collect();
        order.sort_by_key(|p| p.name);
        for p in order {
            let Some(na) = st.props.iter().find(|na| self.ctx.ident_str(na.name) == p.name) else { continue };
            if !p.satisfies(self.ctx, na.value) {
                let msg = format!(
                    "'{}' op attribute '{}' failed to satisfy constraint: {}",
                    self.ctx.op_name_str(st.name),
                    p.name,
                    p.summary
                );
                return Err(Diagnostic::error(st.loc, msg));
            }
        }
        Ok(())
    }

    /// Sets the properties of a registered op from the `<...>` attribute of
    /// its generic form, as MLIR's `setPropertiesFromAttr`: an op without
    /// properties or a value that is not a dictionary is an error; with
    /// declared properties, each declared key (attributes by name, then
    /// native properties) must hold a value of its storage class, and keys
    /// the op does not declare are dropped. A key written here wins over the
    /// same inherent attribute written in the attribute dictionary.
    fn set_props_from_attr(&mut self, def: &OpDef, st: &mut OpState, attr: Attribute) -> PResult<()> {
        let invalid = |ctx: &Context, why: String| {
            Diagnostic::error(
                st.loc,
                format!("invalid properties {} for op {}: {why}", ctx.attr_to_string(attr), ctx.op_name_str(st.name)),
            )
        };
        if !def.has_properties() {
            return Err(invalid(self.ctx, "this operation does not support properties".into()));
        }
        let AttrData::Dictionary(entries) = self.ctx.attr_data(attr) else {
            return Err(invalid(self.ctx, "expected DictionaryAttr to set properties".into()));
        };
        let entries = entries.clone();
        if def.props.is_empty() {
            // Not declared: every key is kept.
            for na in entries {
                set_named(&mut st.props, na);
            }
            return Ok(());
        }
        // Attribute properties are converted in name order, native ones after.
        let mut order: Vec<&PropDecl> = def.props.iter().collect();
        order.sort_by_key(|p| {
            (matches!(p.kind, PropKind::Segments(_)), if matches!(p.kind, PropKind::Segments(_)) { "" } else { p.name })
        });
        for p in order {
            let Some(na) = entries.iter().find(|na| self.ctx.ident_str(na.name) == p.name) else { continue };
            if !p.accepts(self.ctx, na.value) {
                if p.kind == PropKind::UnitProp {
                    return Err(Diagnostic::silent_failure(st.loc));
                }
                let why = match p.kind {
                    PropKind::Segments(n) => match self.ctx.attr_data(na.value) {
                        AttrData::DenseArray { values, .. } if dense_i32(self.ctx, na.value) => {
                            format!("size mismatch in attribute conversion: {} vs {n}", values.len())
                        }
                        _ => "expected DenseI32ArrayAttr for key `value`".to_string(),
                    },
                    PropKind::Native(msg) => msg.to_string(),
                    _ => format!(
                        "Invalid attribute `{}` in property conversion: {}",
                        p.name,
                        self.ctx.attr_to_string(na.value)
                    ),
                };
                return Err(invalid(self.ctx, why));
            }
            set_named(&mut st.props, *na);
        }
        Ok(())
    }

    /// Sets the default of every default-valued property the op lacks and
    /// zero segment sizes where none were given (MLIR's
    /// `populateDefaultProperties` and zero-initialized native storage).
    fn fill_default_props(&mut self, def: &OpDef, st: &mut OpState) {
        for p in def.props {
            let id = self.ctx.ident(p.name);
            if st.props.iter().any(|na| na.name == id) {
                continue;
            }
            let value = match (p.default, p.kind) {
                (Some(f), _) => f(self.ctx),
                (None, PropKind::Segments(n)) => {
                    let i32t = self.ctx.int_type(32);
                    let zero = self.ctx.int_attr(i32t, 0);
                    self.ctx.attr(AttrData::DenseArray { elem: i32t, values: vec![zero; n as usize] })
                }
                _ => continue,
            };
            st.props.push(NamedAttr { name: id, value });
        }
    }

    fn run_normalize(&mut self, def: &OpDef, st: &mut OpState) -> PResult<()> {
        if let Some(f) = def.normalize {
            f(self.ctx, st).map_err(|m| Diagnostic::error(st.loc, m))?;
            self.ctx.sort_named(&mut st.props);
        }
        Ok(())
    }

    /// Moves attributes that are inherent to the op into its properties.
    fn split_inherent(&mut self, def: &OpDef, st: &mut OpState) {
        // Nothing to move when no discardable attribute was written (the
        // usual custom form keeps its properties out of the dictionary).
        if !def.has_properties() || st.attrs.is_empty() {
            self.ctx.sort_named(&mut st.props);
            self.ctx.sort_named(&mut st.attrs);
            return;
        }
        let ctx = &*self.ctx;
        let (inh, rest): (Vec<NamedAttr>, Vec<NamedAttr>) =
            st.attrs.drain(..).partition(|na| def.is_inherent(ctx.ident_str(na.name)));
        st.attrs = rest;
        st.props.extend(inh);
        self.ctx.sort_named(&mut st.props);
        self.ctx.sort_named(&mut st.attrs);
    }

    fn parse_custom_op(&mut self, loc: Location) -> PResult<OpId> {
        let orig = self.token_text();
        let name_off = self.tok.start;
        // Fast path: a registered full name already interned. Only the
        // fields needed here are read out of its definition (a copy of the
        // whole `OpDef` was two `memcpy` calls per op); the slow path below
        // keeps a copy of the definition it found in the registry.
        let known = self
            .ctx
            .lookup_op_name(orig)
            .and_then(|n| self.ctx.op_def(n).map(|d| (n, d.parse, d.default_dialect, d.normalize, d.has_properties())));
        let (known_name, parse, default_dialect, normalize, has_props, slow_def) = match known {
            Some((n, parse, dd, normalize, has_props)) => (Some(n), parse, dd, normalize, has_props, None),
            None => {
                let (full, def) = self.lookup_custom_op_def(orig, name_off)?;
                (None, def.parse, def.default_dialect, def.normalize, def.has_properties(), Some((full, def)))
            }
        };
        let Some(parse) = parse else {
            return Err(self.error_at(name_off, format!("custom op '{orig}' is unknown")));
        };
        self.consume();
        let (op_name, slow_def) = match (known_name, slow_def) {
            (Some(n), _) => (n, None),
            (None, Some((full, def))) => (self.ctx.op_name(&full), Some(def)),
            (None, None) => return Err(self.error_at(name_off, "custom op is unknown")),
        };
        // The spare states are boxed: moving one in and out of the list is a
        // pointer, not a copy of the whole state.
        let mut st = match self.spare_states.pop() {
            Some(mut s) => {
                s.name = op_name;
                s.loc = loc;
                s
            }
            None => Box::new(OpState::new(op_name, loc)),
        };
        self.default_dialect.push(default_dialect);
        let r = parse(self, &mut st);
        self.default_dialect.pop();
        r?;
        if !has_props || st.attrs.is_empty() {
            // Nothing to move (see `split_inherent`).
            self.ctx.sort_named(&mut st.props);
            self.ctx.sort_named(&mut st.attrs);
        } else {
            let def = match slow_def {
                Some(d) => Some(d),
                None => self.ctx.op_def(op_name).copied(),
            };
            if let Some(def) = def {
                self.split_inherent(&def, &mut st);
            }
        }
        if let Some(f) = normalize {
            f(self.ctx, &mut st).map_err(|m| Diagnostic::error(st.loc, m))?;
            self.ctx.sort_named(&mut st.props);
        }
        let op = self.ctx.ir.create_op_reusing(&mut st);
        self.spare_states.push(st);
        self.parse_trailing_location(LocTarget::Op(op))?;
        Ok(op)
    }

    /// The full name and definition of the custom op spelled `orig` that is
    /// not interned with a definition yet: registered under its own name or
    /// under the default dialect's prefix; otherwise MLIR's errors.
    fn lookup_custom_op_def(&mut self, orig: &'a str, name_off: usize) -> PResult<(String, OpDef)> {
        if let Some(def) = self.ctx.registry.get(orig).copied() {
            return Ok((orig.to_string(), def));
        }
        // As MLIR: split at the first dot; a name with nothing after it
        // (`affine`, `affine.`) gets the default dialect prefix.
        if orig.split_once('.').is_some_and(|(_, op)| !op.is_empty()) {
            let dialect = orig.split_once('.').map(|x| x.0).unwrap_or("");
            if !self.ctx.registry.has_dialect(dialect) {
                let l = self.loc_at(name_off);
                return Err(Diagnostic::error(l, format!("Dialect `{dialect}' not found for custom op '{orig}' "))
                    .with_note(l, self.available_dialects_note()));
            }
            return Err(self.error_at(name_off, format!("custom op '{orig}' is unknown")));
        }
        let dd = self.default_dialect.last().copied().unwrap_or("");
        let tried = format!("{dd}.{orig}");
        if let Some(def) = self.ctx.registry.get(&tried).copied() {
            return Ok((tried, def));
        }
        if dd.is_empty() {
            let l = self.loc_at(name_off);
            return Err(Diagnostic::error(
                l,
                format!("Dialect `' not found for custom op '{orig}'  (tried '{tried}' as well)"),
            )
            .with_note(l, self.available_dialects_note()));
        }
        Err(self.error_at(name_off, format!("custom op '{orig}' is unknown (tried '{tried}' as well)")))
    }

    fn available_dialects_note(&self) -> String {
        let mut d: Vec<&str> = self.ctx.registry.op_names().filter_map(|n| n.split_once('.').map(|x| x.0)).collect();
        d.sort_unstable();
        d.dedup();
        format!(
            "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
            d.join(", ")
        )
    }

    // ------------------------------------------------------------------
    // SSA values
    // ------------------------------------------------------------------

    /// Parses `%name` or `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_ssa_use(true)
    }

    /// Parses the `%name` of an argument definition (a region or function
    /// argument), where a `#N` result number is an error.
    pub fn parse_argument_name(&mut self) -> PResult<UnresolvedOperand> {
        self.parse_ssa_use(false)
    }

    /// MLIR's `parseSSAUse`: `%name` and, when allowed, `#N`. A hash
    /// identifier after the name is always read as a result number.
    fn parse_ssa_use(&mut self, allow_result_number: bool) -> PResult<UnresolvedOperand> {
        if self.tok.kind != Tok::PercentIdent {
            return Err(self.error("expected SSA operand"));
        }
        let name = SsaName::new(&self.token_text()[1..]);
        let offset = self.tok.start;
        self.consume();
        let mut number = 0;
        if self.tok.kind == Tok::HashIdent {
            if !allow_result_number {
                return Err(self.error_at_token("result number not allowed in argument list"));
            }
            let t = &self.token_text()[1..];
            number = match t.parse() {
                Ok(n) => n,
                Err(_) => return Err(self.error_at_token("invalid SSA value result number")),
            };
            self.consume();
        }
        Ok(UnresolvedOperand { name, number, offset })
    }

    /// Parses an operand if the current token is `%...`.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand>> {
        if self.tok.kind == Tok::PercentIdent { self.parse_operand().map(Some) } else { Ok(None) }
    }

    /// Parses `[operands]`-style lists as MLIR's `parseOperandList` with a
    /// delimiter does (`parseCommaSeparatedList`): after the opening token
    /// every element must be an operand ("expected SSA operand").
    pub fn parse_comma_separated_operands(&mut self, open: Tok, close: Tok) -> PResult<Vec<UnresolvedOperand>> {
        self.expect(open)?;
        if self.consume_if(close) {
            return Ok(Vec::new());
        }
        let mut v = vec![self.parse_operand()?];
        while self.consume_if(Tok::Comma) {
            v.push(self.parse_operand()?);
        }
        self.expect(close)?;
        Ok(v)
    }

    /// Parses a possibly empty comma-separated operand list (no delimiters).
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand>> {
        let mut v = Vec::new();
        if self.tok.kind != Tok::PercentIdent {
            return Ok(v);
        }
        loop {
            v.push(self.parse_operand()?);
            if !self.consume_if(Tok::Comma) {
                return Ok(v);
            }
        }
    }

    /// Parses `(operands)` or `[operands]` depending on `open`/`close`
    /// (the declarative `(` $operands `)`: a non-operand ends the list).
    pub fn parse_delimited_operand_list(&mut self, open: Tok, close: Tok) -> PResult<Vec<UnresolvedOperand>> {
        self.expect(open)?;
        if self.consume_if(close) {
            return Ok(Vec::new());
        }
        let v = self.parse_operand_list()?;
        self.expect(close)?;
        Ok(v)
    }

    /// Resolves an operand to a value of type `ty` and pushes it to `out`.
    pub fn resolve_operand(&mut self, u: &UnresolvedOperand, ty: Type, out: &mut Vec<ValueId>) -> PResult<()> {
        let v = self.resolve_value(u, ty)?;
        out.push(v);
        Ok(())
    }

    /// Resolves a list of operands to values of the given types.
    pub fn resolve_operands(&mut self, us: &[UnresolvedOperand], tys: &[Type], out: &mut Vec<ValueId>) -> PResult<()> {
        for (u, &t) in us.iter().zip(tys) {
            self.resolve_operand(u, t, out)?;
        }
        Ok(())
    }

    /// Resolves an operand and returns the value (type-checked against `ty`).
    pub fn resolve_value(&mut self, u: &UnresolvedOperand, ty: Type) -> PResult<ValueId> {
        let scope = self.scopes.len() - 1;
        if let Some(e) = self.scopes[scope].values.get(&u.name) {
            if u.number >= e.count {
                return Err(self.error_at(u.offset, "reference to invalid result number"));
            }
            let v = ValueId(e.first + u.number);
            let def_off = e.offset;
            let vt = self.ctx.ir.value_type(v);
            if vt != ty {
                let msg = format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    u.name,
                    self.ctx.type_to_string(ty),
                    self.ctx.type_to_string(vt)
                );
                let dl = self.loc_at(def_off);
                return Err(self.error_at(u.offset, msg).with_note(dl, "prior use here"));
            }
            return Ok(v);
        }
        let key = (u.name.clone(), u.number);
        if let Some(&(v, off)) = self.scopes[scope].forward.get(&key) {
            let vt = self.ctx.ir.value_type(v);
            if vt != ty {
                let msg = format!(
                    "use of value '%{}' expects different type than prior uses: '{}' vs '{}'",
                    u.name,
                    self.ctx.type_to_string(ty),
                    self.ctx.type_to_string(vt)
                );
                let dl = self.loc_at(off);
                return Err(self.error_at(u.offset, msg).with_note(dl, "prior use here"));
            }
            return Ok(v);
        }
        let l = self.loc_at(u.offset);
        let mut st = OpState::new(self.forward_ref_name, l);
        st.result_types.push(ty);
        let o = self.ctx.ir.create_op(st);
        let v = self.ctx.ir.result(o, 0);
        self.scopes[scope].forward.insert(key, (v, u.offset));
        Ok(v)
    }

    /// Id of a block name: small decimal names (`^12`) map directly, others
    /// are interned (no allocation for repeated names).
    fn name_id(&mut self, s: &str) -> u32 {
        // Numeric fast path only for canonical spellings: `%00` and `%0` are
        // different names in MLIR.
        if !s.is_empty() && s.len() <= 9 && s.bytes().all(|c| c.is_ascii_digit()) && (s == "0" || !s.starts_with('0')) {
            let mut n = 0u32;
            for c in s.bytes() {
                n = n * 10 + (c - b'0') as u32;
            }
            return (1 << 31) | n;
        }
        self.names.intern(s)
    }

    fn define_values(&mut self, name: &str, vals: &[ValueId], off: usize) -> PResult<()> {
        let first = vals.first().map(|v| v.0).unwrap_or(0);
        debug_assert!(vals.iter().enumerate().all(|(i, v)| v.0 == first + i as u32));
        self.define_range(name, first, vals.len() as u32, off)
    }

    /// Defines `name` as the `count` consecutive values starting at `first`.
    fn define_range(&mut self, name: &str, first: u32, count: u32, off: usize) -> PResult<()> {
        let scope = self.scopes.len() - 1;
        let key = SsaName::new(name);
        let sc = &mut self.scopes[scope];
        let prev = if sc.forward.is_empty() {
            // No forward references to settle: one lookup defines the name.
            match sc.values.entry(key) {
                std::collections::hash_map::Entry::Vacant(e) => {
                    if !sc.region_starts.is_empty() {
                        sc.defs_log.push(e.key().clone());
                    }
                    e.insert(ValueEntry { first, count, offset: off });
                    return Ok(());
                }
                std::collections::hash_map::Entry::Occupied(e) => e.get().offset,
            }
        } else {
            match sc.values.get(&key) {
                Some(e) => e.offset,
                None => return self.define_range_with_forward(key, first, count, off),
            }
        };
        let l = self.loc_at(prev);
        Err(self.error_at(off, format!("redefinition of SSA value '%{name}'")).with_note(l, "previously defined here"))
    }

    /// [`Self::define_range`] when forward references are pending: those to
    /// `key` become uses of the new values.
    fn define_range_with_forward(&mut self, key: SsaName, first: u32, count: u32, off: usize) -> PResult<()> {
        let scope = self.scopes.len() - 1;
        let name = key.as_str();
        for i in 0..count {
            let v = ValueId(first + i);
            if let Some((fv, foff)) = self.scopes[scope].forward.remove(&(key.clone(), i)) {
                let ft = self.ctx.ir.value_type(fv);
                let vt = self.ctx.ir.value_type(v);
                if ft != vt {
                    let msg =
                        format!("definition of SSA value '%{name}#{i}' has type '{}'", self.ctx.type_to_string(vt));
                    let note = format!("previously used here with type '{}'", self.ctx.type_to_string(ft));
                    let l = self.loc_at(foff);
                    return Err(self.error_at(off, msg).with_note(l, note));
                }
                self.ctx.ir.replace_all_uses(fv, v);
                if let Some(o) = self.ctx.ir.defining_op(fv) {
                    self.ctx.ir.erase_op(o);
                }
            }
        }
        // A use of `%name#k` with k out of range that was forward-referenced.
        let bad = self.scopes[scope].forward.iter().find(|((n, k), _)| *n == key && *k >= count).map(|(_, &(_, o))| o);
        if let Some(o) = bad {
            return Err(self.error_at(o, "reference to invalid result number"));
        }
        let sc = &mut self.scopes[scope];
        if !sc.region_starts.is_empty() {
            sc.defs_log.push(key.clone());
        }
        sc.values.insert(key, ValueEntry { first, count, offset: off });
        Ok(())
    }

    /// Every forward reference left at the end of an isolated scope is an
    /// error; MLIR reports each one, in source order.
    fn finish_isolated_scope(&mut self, idx: usize) -> PResult<()> {
        let mut offsets: Vec<usize> = self.scopes[idx].forward.values().map(|&(_, o)| o).collect();
        if offsets.is_empty() {
            return Ok(());
        }
        offsets.sort_unstable();
        let mut first = self.error_at(offsets[0], "use of undeclared SSA value name");
        for &off in &offsets[1..] {
            let e = self.error_at(off, "use of undeclared SSA value name");
            first.notes.push(e);
        }
        Err(first)
    }

    // ------------------------------------------------------------------
    // Regions and blocks
    // ------------------------------------------------------------------

    /// Parses `%name : type` (with optional `loc(...)` if `allow_loc`) as a
    /// region argument definition.
    pub fn parse_argument(&mut self, allow_type: bool, allow_loc: bool) -> PResult<Argument> {
        let name = self.parse_argument_name()?;
        let ty = if allow_type {
            self.expect(Tok::Colon)?;
            self.parse_type()?
        } else {
            self.ctx.none_type()
        };
        let loc = if allow_loc { self.parse_optional_loc_spec()? } else { None };
        Ok(Argument { name, ty, loc })
    }

    /// Parses an optional `loc(...)` and returns it (alias references must
    /// be defined already).
    pub fn parse_optional_loc_spec(&mut self) -> PResult<Option<Location>> {
        if !self.at_keyword("loc") {
            return Ok(None);
        }
        self.consume();
        self.expect_msg(Tok::LParen, "expected '(' in location")?;
        let l = self.parse_loc_inner()?;
        self.expect_msg(Tok::RParen, "expected ')' in location")?;
        Ok(Some(l))
    }

    /// Parses a region `{...}`; `entry_args` become the entry block's
    /// arguments. `isolated` starts a new value name scope (MLIR's
    /// `enableNameShadowing`; MLIR's own parsers, including `func.func`,
    /// pass `false`: isolation is checked by the verifier). Ops inside use the
    /// default dialect of the op being parsed (`OpDef::default_dialect`).
    pub fn parse_region(&mut self, entry_args: &[Argument], isolated: bool) -> PResult<RegionId> {
        self.parse_region_impl(entry_args, isolated, None)
    }

    /// Parses the body region of a module-like op (`builtin.module`,
    /// `gpu.module`, `spirv.module`): no arguments, and an empty `{}` gets
    /// its one block, as those ops' parsers ensure.
    pub fn parse_module_body(&mut self) -> PResult<RegionId> {
        let r = self.parse_region(&[], false)?;
        if self.ctx.ir.region_is_empty(r) {
            let b = self.ctx.ir.new_block(&[]);
            self.ctx.ir.append_block(r, b);
        }
        Ok(r)
    }

    /// Parses a region if the next token is `{`.
    pub fn parse_optional_region(&mut self, entry_args: &[Argument], isolated: bool) -> PResult<Option<RegionId>> {
        if self.at(Tok::LBrace) { self.parse_region(entry_args, isolated).map(Some) } else { Ok(None) }
    }

    /// Pushes the default dialect used for ops inside regions parsed next
    /// (custom parsers of ops like `func.func` call this; pop after).
    pub fn push_default_dialect(&mut self, d: &'static str) {
        self.default_dialect.push(d);
    }
    /// Pops the default dialect.
    pub fn pop_default_dialect(&mut self) {
        self.default_dialect.pop();
    }

    /// Counts one more open region, type or attribute; an error past
    /// [`MAX_NESTING`]. Every call is paired with [`Self::leave_nesting`].
    fn enter_nesting(&mut self) -> PResult<()> {
        self.nesting += 1;
        if self.nesting > MAX_NESTING {
            return Err(self.error_at_token(format!(
                "nesting too deep: affine-opt accepts at most {MAX_NESTING} nested regions, types and attributes"
            )));
        }
        Ok(())
    }

    fn leave_nesting(&mut self) {
        self.nesting -= 1;
    }

    fn parse_region_impl(
        &mut self,
        entry_args: &[Argument],
        isolated: bool,
        default_dialect: Option<&'static str>,
    ) -> PResult<RegionId> {
        self.enter_nesting()?;
        let region = self.parse_region_unguarded(entry_args, isolated, default_dialect);
        self.leave_nesting();
        region
    }

    fn parse_region_unguarded(
        &mut self,
        entry_args: &[Argument],
        isolated: bool,
        default_dialect: Option<&'static str>,
    ) -> PResult<RegionId> {
        self.expect_msg(Tok::LBrace, "expected '{' to begin a region")?;
        if isolated {
            let fresh = self.spare_scopes.pop().unwrap_or_default();
            self.scopes.push(fresh);
        }
        let dd = default_dialect.unwrap_or_else(|| self.default_dialect.last().copied().unwrap_or(""));
        self.default_dialect.push(dd);
        let scope = self.scopes.len() - 1;
        // The names of an isolated region go with its scope (below), so only
        // the other regions record theirs to remove them at the end.
        if !isolated {
            let sc = &mut self.scopes[scope];
            sc.region_starts.push(sc.defs_log.len());
        }
        self.block_scopes.push(FxHashMap::default());
        let r = self.ctx.ir.new_region();
        let res = self.parse_region_body(r, entry_args);
        self.default_dialect.pop();
        self.block_scopes.pop();
        if !isolated {
            self.scopes[scope].end_region();
        }
        res?;
        if isolated {
            self.finish_isolated_scope(scope)?;
            if let Some(mut done) = self.scopes.pop() {
                // Small tables are kept for the next isolated region (many
                // small functions then reuse one table instead of growing
                // a new one each); clearing a large one would cost more
                // than it saves.
                if done.values.capacity() <= SPARE_SCOPE_CAPACITY && done.forward.capacity() <= SPARE_SCOPE_CAPACITY {
                    done.values.clear();
                    done.forward.clear();
                    done.defs_log.clear();
                    done.region_starts.clear();
                    self.spare_scopes.push(done);
                }
            }
        }
        Ok(r)
    }

    fn parse_region_body(&mut self, r: RegionId, entry_args: &[Argument]) -> PResult<()> {
        if self.at(Tok::RBrace) && entry_args.is_empty() {
            self.consume();
            return Ok(());
        }
        if !self.at(Tok::CaretIdent) {
            let b = self.ctx.ir.new_block(&[]);
            self.ctx.ir.append_block(r, b);
            for a in entry_args {
                let l = match a.loc {
                    Some(l) => l,
                    None => self.loc_at(a.name.offset),
                };
                let scope = self.scopes.len() - 1;
                let name = &a.name.name;
                let prev_use = self.scopes[scope].values.get(name).map(|e| e.offset).or_else(|| {
                    self.scopes[scope].forward.iter().filter(|((n, _), _)| n == name).map(|(_, &(_, o))| o).min()
                });
                if let Some(prev) = prev_use {
                    let pl = self.loc_at(prev);
                    return Err(self
                        .error_at(a.name.offset, format!("region entry argument '%{}' is already in use", a.name.name))
                        .with_note(pl, "previously referenced here"));
                }
                let v = self.ctx.ir.add_block_arg(b, a.ty, Some(l));
                self.define_values(&a.name.name, &[v], a.name.offset)?;
            }
            self.parse_block_body(b)?;
        } else if !entry_args.is_empty() {
            return Err(self.error_at_token("invalid block name in region with named arguments"));
        }
        while self.at(Tok::CaretIdent) {
            self.parse_block(r)?;
        }
        if let Some(e) = self.undefined_blocks_error() {
            return Err(e);
        }
        self.expect_msg(Tok::RBrace, "expected '}' to end region")?;
        Ok(())
    }

    /// MLIR's check at the end of a region: one "reference to an undefined
    /// block" error per block referenced but not defined in the current
    /// scope, in source order (the first, with the others as follow-ups).
    fn undefined_blocks_error(&mut self) -> Option<Diagnostic> {
        let mut offs: Vec<usize> =
            self.block_scopes.last()?.values().filter(|e| !e.defined).map(|e| e.offset).collect();
        offs.sort_unstable();
        let (&first, rest) = offs.split_first()?;
        let mut d = self.error_at(first, "reference to an undefined block");
        for &o in rest {
            let e = self.error_at(o, "reference to an undefined block");
            d.notes.push(e);
        }
        Some(d)
    }

    fn parse_block(&mut self, r: RegionId) -> PResult<()> {
        let name = &self.token_text()[1..];
        let nid = self.name_id(name);
        let off = self.tok.start;
        self.consume();
        let scopes = self.block_scopes.last_mut().expect("block scope");
        let b = match scopes.get_mut(&nid) {
            Some(e) if e.defined => {
                return Err(self.error_at(off, format!("redefinition of block '^{name}'")));
            }
            Some(e) => {
                e.defined = true;
                e.block
            }
            None => {
                let b = self.ctx.ir.new_block(&[]);
                self.block_scopes
                    .last_mut()
                    .expect("block scope")
                    .insert(nid, BlockEntry { block: b, defined: true, offset: off });
                b
            }
        };
        self.ctx.ir.append_block(r, b);
        if self.consume_if(Tok::LParen) && !self.consume_if(Tok::RParen) {
            loop {
                // Block arguments go through MLIR's parseSSADefOrUseAndType,
                // which accepts (and ignores) a `#N` suffix.
                let name = self.parse_operand()?;
                self.expect_msg(Tok::Colon, "expected ':' and type for SSA operand")?;
                let a = Argument { name, ty: self.parse_type()?, loc: None };
                let l = self.loc_at(a.name.offset);
                let v = self.ctx.ir.add_block_arg(b, a.ty, Some(l));
                self.define_values(&a.name.name, &[v], a.name.offset)?;
                self.parse_trailing_location(LocTarget::Value(v))?;
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            self.expect(Tok::RParen)?;
        }
        self.expect_msg(Tok::Colon, "expected ':' after block name")?;
        self.parse_block_body(b)
    }

    fn parse_block_body(&mut self, b: BlockId) -> PResult<()> {
        // At the end of the input this reports what MLIR does: the missing
        // operation ("expected operation name in quotes"), not the brace.
        while !matches!(self.tok.kind, Tok::CaretIdent | Tok::RBrace) {
            if self.tok.kind == Tok::Error {
                return Err(self.error(""));
            }
            self.parse_operation(b)?;
        }
        Ok(())
    }

    /// Parses a successor `^bb` reference.
    pub fn parse_successor(&mut self) -> PResult<BlockId> {
        if self.tok.kind != Tok::CaretIdent {
            return Err(self.error("expected block name"));
        }
        let name = &self.token_text()[1..];
        let nid = self.name_id(name);
        let off = self.tok.start;
        self.consume();
        let Some(scope) = self.block_scopes.last() else {
            return Err(self.error_at(off, "reference to an undefined block"));
        };
        if let Some(e) = scope.get(&nid) {
            return Ok(e.block);
        }
        let b = self.ctx.ir.new_block(&[]);
        if let Some(s) = self.block_scopes.last_mut() {
            s.insert(nid, BlockEntry { block: b, defined: false, offset: off });
        }
        Ok(b)
    }

    // ------------------------------------------------------------------
    // Types
    // ------------------------------------------------------------------

    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.enter_nesting()?;
        let ty = match self.tok.kind {
            Tok::LParen => self.parse_function_type(),
            Tok::ExclIdent => self.parse_excl_type(),
            Tok::BareIdent => self.parse_builtin_type(),
            _ => Err(self.error("expected non-function type")),
        };
        self.leave_nesting();
        ty
    }

    /// Whether MLIR's `parseOptionalAttribute` would read an attribute at
    /// this token: the tokens its switch lists (literals, `@`/`#` names,
    /// `[`, `{`, `-` and the keywords `affine_map`, `affine_set`, `dense`,
    /// `dense_resource`, `false`, `loc`, `sparse`, `true`, `unit`) or the
    /// start of a type. Other attribute keywords (`array`, `strided`,
    /// `distinct`, ...) are not optional attributes there.
    pub fn at_optional_attribute(&self) -> bool {
        match self.tok.kind {
            Tok::AtIdent
            | Tok::Float
            | Tok::Integer
            | Tok::HashIdent
            | Tok::LBrace
            | Tok::LSquare
            | Tok::Minus
            | Tok::String
            | Tok::LParen
            | Tok::ExclIdent => true,
            Tok::BareIdent => {
                let s = self.token_text();
                matches!(
                    s,
                    "affine_map"
                        | "affine_set"
                        | "dense"
                        | "dense_resource"
                        | "false"
                        | "loc"
                        | "sparse"
                        | "true"
                        | "unit"
                ) || is_type_keyword(s)
            }
            _ => false,
        }
    }

    /// Parses a type if one starts here.
    pub fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        match self.tok.kind {
            Tok::LParen | Tok::ExclIdent => self.parse_type().map(Some),
            Tok::BareIdent if is_type_keyword(self.token_text()) => self.parse_type().map(Some),
            _ => Ok(None),
        }
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.expect(Tok::Colon)?;
        self.parse_type()
    }

    /// Parses a comma-separated non-empty type list (no delimiters).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.consume_if(Tok::Comma) {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    /// Parses `: t1, t2` (a colon followed by a type list).
    pub fn parse_colon_type_list(&mut self) -> PResult<Vec<Type>> {
        self.expect(Tok::Colon)?;
        self.parse_type_list()
    }

    /// Parses a function result list: a single non-function type or `(types)`.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if self.at(Tok::LParen) {
            self.consume();
            if self.consume_if(Tok::RParen) {
                return Ok(Vec::new());
            }
            let v = self.parse_type_list()?;
            self.expect(Tok::RParen)?;
            Ok(v)
        } else {
            let off = self.tok.start;
            let t = self.parse_type()?;
            if matches!(self.ctx.type_data(t), TypeData::Function { .. }) {
                return Err(self.error_at(off, "expected non-function type"));
            }
            Ok(vec![t])
        }
    }

    /// Parses an optional `-> results`.
    pub fn parse_optional_arrow_type_list(&mut self) -> PResult<Vec<Type>> {
        if self.consume_if(Tok::Arrow) { self.parse_function_result_types() } else { Ok(Vec::new()) }
    }

    /// Parses `(inputs) -> results`.
    pub fn parse_function_type(&mut self) -> PResult<Type> {
        self.expect(Tok::LParen)?;
        let inputs = if self.consume_if(Tok::RParen) {
            Vec::new()
        } else {
            let v = self.parse_type_list()?;
            self.expect(Tok::RParen)?;
            v
        };
        self.expect_msg(Tok::Arrow, "expected '->' in function type")?;
        let results = self.parse_function_result_types()?;
        Ok(self.ctx.function_type(inputs, results))
    }

    fn parse_excl_type(&mut self) -> PResult<Type> {
        let text = &self.token_text()[1..];
        let adjacent_less = self.src.as_bytes().get(self.tok.end) == Some(&b'<');
        if !text.contains('.') && !adjacent_less {
            let name = text.to_string();
            let end = self.tok.end;
            let t = self.type_aliases.get(&name).copied();
            self.consume();
            return t.ok_or_else(|| self.error_at(end, format!("undefined symbol alias id '{name}'")));
        }
        let sym = self.dialect_symbol()?;
        if self.ctx.registry.has_dialect(sym.dialect) {
            let Some(hook) = self.ctx.registry.dialect_hooks(sym.dialect).parse_type else {
                let msg = format!("dialect '{}' provides no type parsing hook", sym.dialect);
                return Err(self.error_at(sym.data, msg));
            };
            let resume = self.tok.start;
            let outer = std::mem::replace(&mut self.symbol_end, sym.data_end);
            self.reset_to(sym.data);
            let t = hook(self);
            self.symbol_end = outer;
            self.reset_to(resume);
            return t;
        }
        if let Some(e) = self.invalid_namespace(sym.dialect, sym.loc) {
            return Err(e);
        }
        if !self.allow_unregistered {
            let msg = format!(
                "`!{}` type created with unregistered dialect. If this is intended, please call \
                 allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR \
                 opt tool used",
                opaque_spelling(sym.dialect, &self.src[sym.data..sym.data_end])
            );
            return Err(self.error_at(sym.loc, msg));
        }
        let text = opaque_text(sym.dialect, &self.src[sym.data..sym.data_end]);
        Ok(self.ctx.ty(TypeData::Opaque(text)))
    }

    /// Scans the dialect attribute or type starting at the current `#`/`!`
    /// token (MLIR's `parseExtendedSymbol`): the dialect name, where its
    /// symbol data starts and ends, and the balanced `<...>` body. Leaves
    /// the parser on the token after the symbol.
    fn dialect_symbol(&mut self) -> PResult<DialectSymbol<'a>> {
        let start = self.tok.start + 1;
        let ident = &self.src[start..self.tok.end];
        let (dialect, pretty) = match ident.split_once('.') {
            Some((d, _)) => (d, true),
            None => (ident, false),
        };
        let has_body = self.src.as_bytes().get(self.tok.end) == Some(&b'<');
        let mut sym = DialectSymbol {
            dialect,
            data: start + dialect.len() + 1,
            data_end: self.tok.end,
            end: self.tok.end,
            loc: self.tok.start,
        };
        if pretty {
            sym.loc = sym.data;
        }
        if has_body {
            let body_end = self.scan_dialect_body(self.tok.end)?;
            sym.end = body_end;
            // The verbose form `#dialect<data>` hands only `data` to the
            // dialect; the pretty form hands `mnemonic<data>`.
            sym.data_end = if pretty { body_end } else { body_end - 1 };
        }
        self.reset_to(sym.end);
        Ok(sym)
    }

    /// Finds the end of a balanced `<...>` body starting at byte `open`
    /// (MLIR's `parseDialectSymbolBody`, same errors).
    fn scan_dialect_body(&mut self, open: usize) -> PResult<usize> {
        let bytes = self.src.as_bytes();
        let mut stack: Vec<u8> = Vec::new();
        let mut i = open;
        // MLIR lexes strings in the body as tokens, so its errors are at the
        // last string read (or at the opening `<` before any).
        let mut err_at = open;
        loop {
            let c = if i < self.lex.end { bytes[i] } else { 0 };
            i += 1;
            let expect_open = match c {
                0 => {
                    self.reset_to(err_at);
                    let m = match stack.last() {
                        Some(&b) => format!("unbalanced '{}' character in pretty dialect name", b as char),
                        None => "unexpected nul or EOF in pretty dialect name".to_string(),
                    };
                    return Err(self.error_at(err_at, m));
                }
                b'<' | b'[' | b'(' | b'{' => {
                    stack.push(c);
                    continue;
                }
                b'-' => {
                    if i < self.lex.end && bytes[i] == b'>' {
                        i += 1;
                    }
                    continue;
                }
                b'>' => b'<',
                b']' => b'[',
                b')' => b'(',
                b'}' => b'{',
                b'"' => {
                    self.reset_to(i - 1);
                    if self.tok.kind != Tok::String {
                        let e = self.tok.start;
                        return Err(self.error_at(e, "expected string"));
                    }
                    err_at = i - 1;
                    i = self.tok.end;
                    continue;
                }
                _ => continue,
            };
            if stack.last() != Some(&expect_open) {
                let m = format!("unbalanced '{}' character in pretty dialect name", *stack.last().unwrap() as char);
                self.reset_to(err_at);
                return Err(self.error_at(err_at, m));
            }
            stack.pop();
            if stack.is_empty() {
                return Ok(i);
            }
        }
    }

    fn parse_builtin_type(&mut self) -> PResult<Type> {
        let text = self.token_text();
        let t = match text {
            "index" => TypeData::Index,
            "none" => TypeData::None,
            "memref" | "tensor" | "vector" | "tuple" | "complex" => {
                let kw = text;
                // A body of letters, digits, `?`, `_` and `.` only (as in
                // `memref<16x16xf32>`) ends at the first `>`: such a type's
                // text is looked up in a cache before being parsed.
                // (One bound check per byte: the slice ends at the lexed range's end.)
                let bytes = &self.src.as_bytes()[..self.lex.end.min(self.src.len())];
                let (start, mut i) = (self.tok.start, self.tok.end);
                let mut key = None;
                if i < bytes.len() && bytes[i] == b'<' {
                    i += 1;
                    while i < bytes.len()
                        && (bytes[i].is_ascii_alphanumeric() || matches!(bytes[i], b'?' | b'_' | b'.'))
                    {
                        i += 1;
                    }
                    if i < bytes.len() && bytes[i] == b'>' {
                        let k = &self.src[start..=i];
                        if let Some(&t) = self.type_cache.get(k) {
                            self.reset_to(i + 1);
                            return Ok(t);
                        }
                        key = Some(k);
                    }
                }
                self.consume();
                let t = self.parse_shaped_or_container(kw, start)?;
                if let Some(k) = key {
                    self.type_cache.insert(k, t);
                }
                return Ok(t);
            }
            _ => {
                // Integer and float keywords (`i32`, `f32`) seen before: one
                // lookup instead of the width parse or the float name search.
                if let Some(&t) = self.type_cache.get(text) {
                    self.consume();
                    return Ok(t);
                }
                let t = if let Some(t) = parse_int_type_name(text) {
                    checked_int_type(t, text).map_err(|m| self.error_at_token(m))?
                } else if let Some(k) = FloatKind::from_name(text) {
                    TypeData::Float(k)
                } else {
                    return Err(self.error("expected non-function type"));
                };
                self.consume();
                let t = self.ctx.ty(t);
                self.type_cache.insert(text, t);
                return Ok(t);
            }
        };
        self.consume();
        Ok(self.ctx.ty(t))
    }

    /// Parses a dimension list `4x?x[8]x` at byte level; stops before the
    /// element type. Returns (dims, scalable flags).
    /// Parses a dimension list `4x?x` (every size followed by `x`) and stops
    /// before what follows (an element type), as MLIR's
    /// `parseDimensionList(dims, allowDynamic)`; `?` is [`DYNAMIC`].
    pub fn parse_dimension_list(&mut self, allow_dynamic: bool) -> PResult<Vec<i64>> {
        let off = self.tok.start;
        let (dims, _) = self.parse_dims(false)?;
        if !allow_dynamic && dims.contains(&DYNAMIC) {
            return Err(self.error_at(off, "expected static shape"));
        }
        Ok(dims)
    }

    fn parse_dims(&mut self, allow_scalable: bool) -> PResult<(Vec<i64>, Vec<bool>)> {
        let bytes = self.src.as_bytes();
        let mut pos = self.tok.start;
        let mut dims = Vec::new();
        let mut scal = Vec::new();
        let end = self.lex.end;
        let skip_ws = |mut p: usize| {
            while p < end && matches!(bytes[p], b' ' | b'\t' | b'\n' | b'\r') {
                p += 1;
            }
            p
        };
        loop {
            pos = skip_ws(pos);
            let save = pos;
            let mut scalable = false;
            if allow_scalable && pos < self.lex.end && bytes[pos] == b'[' {
                scalable = true;
                pos = skip_ws(pos + 1);
                // Only an integer may follow `[` (MLIR's parseIntegerInDimensionList).
                if !(pos < self.lex.end && bytes[pos].is_ascii_digit()) {
                    return Err(self.error_at(pos, "invalid dimension"));
                }
            }
            // Vector dimensions (the scalable-capable lists) are never dynamic.
            let d = if !allow_scalable && pos < self.lex.end && bytes[pos] == b'?' {
                pos += 1;
                DYNAMIC
            } else if pos < self.lex.end && bytes[pos].is_ascii_digit() {
                let s = pos;
                while pos < self.lex.end && bytes[pos].is_ascii_digit() {
                    pos += 1;
                }
                self.src[s..pos].parse::<i64>().map_err(|_| self.error_at(s, "invalid dimension"))?
            } else {
                pos = save;
                break;
            };
            if scalable {
                pos = skip_ws(pos);
                if pos < self.lex.end && bytes[pos] == b']' {
                    pos += 1;
                } else {
                    return Err(self.error_at(pos, "missing ']' closing scalable dimension"));
                }
            }
            // `x` may be glued to the dimension (`4x`) or spaced (`4 x`).
            let p2 = skip_ws(pos);
            if p2 < self.lex.end && bytes[p2] == b'x' {
                pos = p2 + 1;
                dims.push(d);
                scal.push(scalable);
            } else {
                return Err(self.error_at(pos, "expected 'x' in dimension list"));
            }
        }
        self.reset_to(pos);
        Ok((dims, scal))
    }

    /// Parses the `<...>` body of the container type keyword `kw` (already
    /// consumed; it started at byte `start`, where MLIR reports the type's
    /// own verification errors).
    fn parse_shaped_or_container(&mut self, kw: &str, start: usize) -> PResult<Type> {
        let what = match kw {
            "memref" => "memref type",
            "tensor" => "tensor type",
            "vector" => "vector type",
            "tuple" => "tuple type",
            _ => "complex type",
        };
        if !self.consume_if(Tok::Less) {
            return Err(self.error(format!("expected '<' in {what}")));
        }
        // Where the element type of a complex or tensor type starts (MLIR
        // reports an invalid one there, once the closing '>' is read).
        let mut elem_at = start;
        let mut unranked_encoding = false;
        let t = match kw {
            "tuple" => {
                let v = if self.at(Tok::Greater) { Vec::new() } else { self.parse_type_list()? };
                TypeData::Tuple(v)
            }
            "complex" => {
                elem_at = self.tok.start;
                TypeData::Complex(self.parse_type()?)
            }
            "vector" => {
                let (shape, scalable) = self.parse_dims(true)?;
                let elem = self.parse_type()?;
                TypeData::Vector { shape, scalable, elem }
            }
            "tensor" => {
                if self.at(Tok::Star) {
                    let bytes = self.src.as_bytes();
                    let p = self.tok.end;
                    if p < self.lex.end && bytes[p] == b'x' {
                        self.reset_to(p + 1);
                    } else {
                        return Err(self.error_at(p, "expected 'x' in dimension list"));
                    }
                    elem_at = self.tok.start;
                    let elem = self.parse_type()?;
                    // An encoding is read as for a ranked tensor, then
                    // refused once the type is complete.
                    if self.consume_if(Tok::Comma) && self.at_optional_attribute() {
                        self.parse_attribute()?;
                        unranked_encoding = true;
                    }
                    TypeData::UnrankedTensor { elem }
                } else {
                    let (shape, _) = self.parse_dims(false)?;
                    elem_at = self.tok.start;
                    let elem = self.parse_type()?;
                    // MLIR reads the encoding with `parseOptionalAttribute`:
                    // a token no attribute starts with leaves it absent, and
                    // the closing '>' is then required.
                    let encoding = if self.consume_if(Tok::Comma) && self.at_optional_attribute() {
                        Some(self.parse_attribute()?)
                    } else {
                        None
                    };
                    TypeData::RankedTensor { shape, elem, encoding }
                }
            }
            _ => {
                // memref
                let unranked = self.at(Tok::Star);
                let mut shape = Vec::new();
                if unranked {
                    let bytes = self.src.as_bytes();
                    let p = self.tok.end;
                    if p < self.lex.end && bytes[p] == b'x' {
                        self.reset_to(p + 1);
                    } else {
                        return Err(self.error_at(p, "expected 'x' in dimension list"));
                    }
                } else {
                    shape = self.parse_dims(false)?.0;
                }
                let elem_at = self.tok.start;
                let elem = self.parse_type()?;
                if !is_valid_memref_element(self.ctx.type_data(elem)) {
                    return Err(self.error_at(elem_at, "invalid memref element type"));
                }
                let mut layout = None;
                let mut memory_space = None;
                // `(, layout)? (, memory-space)?` with MLIR's checks, each
                // reported at the token after the offending attribute.
                if !self.at(Tok::Greater) {
                    if !self.consume_if(Tok::Comma) {
                        return Err(self.error("expected ',' or '>' in memref type"));
                    }
                    if self.at(Tok::Greater) {
                        return Err(self.error("expected list element"));
                    }
                    loop {
                        let a = self.parse_attribute()?;
                        let is_layout =
                            matches!(self.ctx.attr_data(a), AttrData::AffineMap(_) | AttrData::Strided { .. });
                        if is_layout {
                            layout = Some(a);
                            if unranked {
                                return Err(self.error_at_token("cannot have affine map for unranked memref type"));
                            }
                            if memory_space.is_some() {
                                return Err(self.error_at_token("expected memory space to be last in memref type"));
                            }
                        } else if memory_space.is_some() {
                            return Err(self.error_at_token("multiple memory spaces specified in memref type"));
                        } else {
                            memory_space = Some(a);
                        }
                        if !self.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                    if !self.at(Tok::Greater) {
                        return Err(self.error("expected ',' or '>'"));
                    }
                }
                // MemRefType::verify: the layout fits the rank and the
                // memory space is a kind MLIR accepts.
                if let Some(l) = layout {
                    match self.ctx.attr_data(l) {
                        AttrData::AffineMap(m) => {
                            let dims = self.ctx.affine.map_data(*m).num_dims as usize;
                            if dims != shape.len() {
                                let msg = format!(
                                    "memref layout mismatch between rank and affine map: {} != {dims}",
                                    shape.len()
                                );
                                return Err(self.error_at(start, msg));
                            }
                        }
                        AttrData::Strided { strides, .. } if strides.len() != shape.len() => {
                            return Err(self.error_at(start, "expected the number of strides to match the rank"));
                        }
                        _ => {}
                    }
                }
                if let Some(ms) = memory_space
                    && !is_supported_memory_space(self.ctx.attr_data(ms))
                {
                    return Err(self.error_at(start, "unsupported memory space Attribute"));
                }
                // Identity layouts are not stored.
                if let Some(l) = layout
                    && let AttrData::AffineMap(m) = self.ctx.attr_data(l)
                    && is_identity_map(&self.ctx.affine, *m, shape.len())
                {
                    layout = None;
                }
                // Memory space 0 (i64) is the default.
                if let Some(ms) = memory_space
                    && let AttrData::Integer { value: 0, .. } = self.ctx.attr_data(ms)
                {
                    memory_space = None;
                }
                if unranked {
                    TypeData::UnrankedMemRef { elem, memory_space }
                } else {
                    TypeData::MemRef { shape, elem, layout, memory_space }
                }
            }
        };
        if !self.consume_if(Tok::Greater) {
            return Err(self.error(format!("expected '>' in {what}")));
        }
        match &t {
            TypeData::Complex(e)
                if !matches!(self.ctx.type_data(*e), TypeData::Integer { .. } | TypeData::Float(_)) =>
            {
                return Err(self.error_at(elem_at, "invalid element type for complex"));
            }
            TypeData::RankedTensor { elem, .. } | TypeData::UnrankedTensor { elem }
                if !is_valid_tensor_element(self.ctx.type_data(*elem)) =>
            {
                return Err(self.error_at(elem_at, "invalid tensor element type"));
            }
            TypeData::UnrankedTensor { .. } if unranked_encoding => {
                return Err(self.error_at_token("cannot apply encoding to unranked tensor"));
            }
            TypeData::Vector { elem, .. } if !is_valid_vector_element(self.ctx.type_data(*elem)) => {
                return Err(self.error_at(start, "failed to verify 'elementType': VectorElementTypeInterface instance"));
            }
            // `VectorType::verify`, after its element type.
            TypeData::Vector { shape, .. } if shape.iter().any(|&d| d <= 0) => {
                let dims = shape.iter().map(i64::to_string).collect::<Vec<_>>().join(", ");
                return Err(
                    self.error_at(start, format!("vector types must have positive constant sizes but got {dims}"))
                );
            }
            _ => {}
        }
        Ok(self.ctx.ty(t))
    }

    // ------------------------------------------------------------------
    // Attributes
    // ------------------------------------------------------------------

    /// Parses `{name = value, ...}` into `out` (appending). As MLIR's
    /// `parseAttributeDict`, an empty name ("expected valid attribute
    /// name") and a name written twice in this dictionary ("duplicate key
    /// 'name' in dictionary attribute") are rejected at the name.
    pub fn parse_attr_dict_into(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        self.expect_msg(Tok::LBrace, "expected '{' in attribute dictionary")?;
        if self.consume_if(Tok::RBrace) {
            return Ok(());
        }
        // Entries already in `out` belong to the caller, not to this
        // dictionary: only the keys read here count as seen.
        let first = out.len();
        // Small dictionaries are scanned; a large one gets a set, so that
        // reading it stays linear.
        let mut seen: Option<std::collections::HashSet<Ident>> = None;
        loop {
            let at = self.tok.start;
            let name = match self.tok.kind {
                Tok::BareIdent => {
                    let s = self.token_text().to_string();
                    self.consume();
                    s
                }
                Tok::String => self.parse_string()?,
                _ => return Err(self.error("expected attribute name")),
            };
            if name.is_empty() {
                return Err(self.error_at(at, "expected valid attribute name"));
            }
            let id = self.ctx.ident(&name);
            let dup = match &mut seen {
                Some(set) => !set.insert(id),
                None if out.len() - first < 16 => out[first..].iter().any(|na| na.name == id),
                None => {
                    let mut set: std::collections::HashSet<Ident> = out[first..].iter().map(|na| na.name).collect();
                    let dup = !set.insert(id);
                    seen = Some(set);
                    dup
                }
            };
            if dup {
                return Err(self.error_at(at, format!("duplicate key '{name}' in dictionary attribute")));
            }
            let value = if self.consume_if(Tok::Equal) { self.parse_attribute()? } else { self.ctx.unit_attr() };
            out.push(NamedAttr { name: id, value });
            if !self.consume_if(Tok::Comma) {
                break;
            }
        }
        self.expect_msg(Tok::RBrace, "expected '}' in attribute dictionary")
    }

    /// Parses an optional attribute dictionary `{...}`.
    pub fn parse_optional_attr_dict(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        if self.at(Tok::LBrace) {
            self.parse_attr_dict_into(out)?;
        }
        Ok(())
    }

    /// Parses an optional `attributes {...}`.
    pub fn parse_optional_attr_dict_with_keyword(&mut self, out: &mut Vec<NamedAttr>) -> PResult<()> {
        if self.parse_optional_keyword("attributes") {
            self.parse_attr_dict_into(out)?;
        }
        Ok(())
    }

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.enter_nesting()?;
        let attr = self.parse_attribute_typed(None);
        self.leave_nesting();
        attr
    }

    /// Parses an attribute; `ty` is the expected type for bare numeric
    /// literals (as in `arith.constant 1 : i32` where the type follows).
    pub fn parse_attribute_typed(&mut self, ty: Option<Type>) -> PResult<Attribute> {
        match self.tok.kind {
            Tok::Integer | Tok::Float | Tok::Minus => self.parse_number_attr(ty),
            Tok::BareIdent if ty.is_some() && self.at_keyword("dense") => self.parse_dense(ty),
            Tok::BareIdent if ty.is_some() && self.at_keyword("dense_resource") => self.parse_dense_resource(ty),
            Tok::BareIdent if ty.is_some() && self.at_keyword("sparse") => self.parse_sparse(ty),
            Tok::String => {
                let s = self.parse_string()?;
                let t = if self.consume_if(Tok::Colon) { Some(self.parse_type()?) } else { None };
                Ok(self.ctx.attr(AttrData::String { value: s, ty: t }))
            }
            Tok::LSquare => {
                self.consume();
                let mut v = Vec::new();
                if !self.at(Tok::RSquare) {
                    loop {
                        v.push(self.parse_attribute()?);
                        if !self.consume_if(Tok::Comma) {
                            break;
                        }
                    }
                }
                self.expect_msg(Tok::RSquare, "expected ',' or ']'")?;
                Ok(self.ctx.array_attr(v))
            }
            Tok::LBrace => {
                let mut v = Vec::new();
                self.parse_attr_dict_into(&mut v)?;
                Ok(self.ctx.dict_attr(v))
            }
            Tok::AtIdent => {
                let root = self.symbol_text();
                self.consume();
                let root = self.ctx.ident(&root);
                let mut nested = Vec::new();
                loop {
                    let bytes = self.src.as_bytes();
                    let p = self.tok.start;
                    if self.tok.kind == Tok::Colon && p + 1 < bytes.len() && bytes[p + 1] == b':' {
                        self.reset_to(p + 2);
                        if self.tok.kind != Tok::AtIdent {
                            // At the token, as MLIR's `emitError(curLoc, ...)`.
                            return Err(self.error_at_token("expected nested symbol reference identifier"));
                        }
                        let s = self.symbol_text();
                        self.consume();
                        nested.push(self.ctx.ident(&s));
                    } else {
                        break;
                    }
                }
                Ok(self.ctx.attr(AttrData::SymbolRef { root, nested }))
            }
            Tok::HashIdent => {
                let text = &self.token_text()[1..];
                // `#dialect.name...` or `#dialect<...>` is a dialect attribute;
                // a plain `#name` is an alias.
                let pretty = self.src.as_bytes().get(self.tok.end) == Some(&b'<');
                if text.contains('.') || pretty {
                    return self.parse_dialect_attr();
                }
                let name = text.to_string();
                let end = self.tok.end;
                let a = self.attr_aliases.get(&name).copied();
                self.consume();
                a.ok_or_else(|| self.error_at(end, format!("undefined symbol alias id '{name}'")))
            }
            Tok::LParen | Tok::ExclIdent => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            Tok::BareIdent => self.parse_keyword_attr(),
            _ => Err(self.error("expected attribute value")),
        }
    }

    /// Parses `#dialect.mnemonic<...>` / `#dialect<...>` (optionally
    /// followed by `: type`) with the dialect's hook; attributes of
    /// unregistered dialects are kept as text.
    fn parse_dialect_attr(&mut self) -> PResult<Attribute> {
        let sym = self.dialect_symbol()?;
        let ty = if self.consume_if(Tok::Colon) { Some(self.parse_type()?) } else { None };
        if self.ctx.registry.has_dialect(sym.dialect) {
            let Some(hook) = self.ctx.registry.dialect_hooks(sym.dialect).parse_attr else {
                let msg = format!("dialect '{}' provides no attribute parsing hook", sym.dialect);
                return Err(self.error_at(sym.data, msg));
            };
            let resume = self.tok.start;
            let outer = std::mem::replace(&mut self.symbol_end, sym.data_end);
            self.reset_to(sym.data);
            let a = hook(self, ty);
            self.symbol_end = outer;
            self.reset_to(resume);
            return a;
        }
        if let Some(e) = self.invalid_namespace(sym.dialect, sym.loc) {
            return Err(e);
        }
        if !self.allow_unregistered {
            let mut ty_text = String::from("none");
            if let Some(t) = ty {
                ty_text = self.ctx.type_to_string(t);
            }
            let msg = format!(
                "{} : '{ty_text}' attribute created with unregistered dialect. If this is intended, please call \
                 allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR \
                 opt tool used",
                opaque_spelling_attr(sym.dialect, &self.src[sym.data..sym.data_end])
            );
            return Err(self.error_at(sym.loc, msg));
        }
        let text = opaque_text(sym.dialect, &self.src[sym.data..sym.data_end]);
        let ty = ty.unwrap_or_else(|| self.ctx.none_type());
        Ok(self.ctx.attr(AttrData::TypedOpaque { text, ty }))
    }

    /// MLIR's `OpaqueAttr`/`OpaqueType` verifier's first check: the error
    /// for an unregistered dialect name that is no valid namespace
    /// (`[a-zA-Z_][a-zA-Z_0-9$]*`, or empty).
    fn invalid_namespace(&mut self, dialect: &str, loc: usize) -> Option<Diagnostic> {
        let b = dialect.as_bytes();
        let valid = b.is_empty()
            || ((b[0].is_ascii_alphabetic() || b[0] == b'_')
                && b[1..].iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$'));
        if valid {
            return None;
        }
        let mut quoted = String::new();
        crate::asm::write_escaped_string(&mut quoted, dialect);
        Some(self.error_at(loc, format!("invalid dialect namespace '{quoted}'")))
    }

    fn parse_keyword_attr(&mut self) -> PResult<Attribute> {
        let kw = self.token_text();
        match kw {
            "unit" => {
                self.consume();
                Ok(self.ctx.unit_attr())
            }
            "true" | "false" => {
                self.consume();
                Ok(self.ctx.bool_attr(kw == "true"))
            }
            "affine_map" | "affine_set" => {
                let what = if kw == "affine_map" { "affine map" } else { "integer set" };
                self.consume();
                if !self.at(Tok::Less) {
                    return Err(self.error(format!("expected '<' in {what}")));
                }
                let off = self.tok.end;
                // The same body text always parses to the same map or set
                // (the store interns it): a body seen before, ending where
                // that parse ended, is taken from the cache.
                let key = self.affine_body_text(off);
                if let Some(r) = key.and_then(|k| self.affine_cache.get(k).copied()) {
                    self.reset_to(off + key.map_or(0, str::len));
                    self.consume();
                    return Ok(match r {
                        MapOrSet::Map(m) => self.ctx.affine_map_attr(m),
                        MapOrSet::Set(s) => self.ctx.integer_set_attr(s),
                    });
                }
                let (r, used) = match affine::parse_affine_map_or_set(&mut self.ctx.affine, self.src, off) {
                    Ok(parsed) => parsed,
                    Err(e) => {
                        // MLIR's lexer is shared: after the failure the
                        // current token is where the body's parse stopped,
                        // which is where an op's follow-up error goes.
                        let stopped = e.follow_ups.last().map_or(e.offset, |f| f.0);
                        self.reset_to(stopped);
                        return Err(e.into_diagnostic(|o| self.loc_at(o)));
                    }
                };
                self.reset_to(off + used);
                if let Some(k) = key
                    && self.tok.kind == Tok::Greater
                    && self.tok.start == off + k.len()
                {
                    self.affine_cache.insert(k, r);
                }
                if !self.consume_if(Tok::Greater) {
                    return Err(self.error(format!("expected '>' in {what}")));
                }
                Ok(match r {
                    MapOrSet::Map(m) => self.ctx.affine_map_attr(m),
                    MapOrSet::Set(s) => self.ctx.integer_set_attr(s),
                })
            }
            "dense" => self.parse_dense(None),
            "dense_resource" => self.parse_dense_resource(None),
            "sparse" => self.parse_sparse(None),
            "array" => self.parse_dense_array(),
            "strided" => self.parse_strided(),
            "distinct" => self.parse_distinct(),
            "loc" => {
                self.consume();
                self.expect_msg(Tok::LParen, "expected '(' in inline location")?;
                let l = self.parse_loc_inner()?;
                self.expect_msg(Tok::RParen, "expected ')' in inline location")?;
                Ok(self.ctx.attr(AttrData::Loc(l)))
            }
            _ if is_type_keyword(kw) => {
                let t = self.parse_type()?;
                Ok(self.ctx.type_attr(t))
            }
            _ => Err(self.error("expected attribute value")),
        }
    }

    /// `distinct[N]<attr>` (MLIR's `Parser::parseDistinctAttr`): the
    /// distinct attribute this file names `N`, made on its first
    /// occurrence; a later one must refer to the same attribute. `<>`
    /// refers to `unit`.
    fn parse_distinct(&mut self) -> PResult<Attribute> {
        let loc = self.tok.start;
        self.consume();
        self.expect_msg(Tok::LSquare, "expected '[' after 'distinct'")?;
        if !self.at(Tok::Integer) {
            return Err(self.error("expected distinct ID"));
        }
        let text = self.token_text();
        let id = match text.strip_prefix("0x") {
            Some(h) => u64::from_str_radix(h, 16).ok(),
            None => text.parse::<u64>().ok(),
        };
        self.consume();
        let Some(id) = id else { return Err(self.error_at_token("expected an unsigned 64-bit integer")) };
        self.expect_msg(Tok::RSquare, "expected ']' to close distinct ID")?;
        self.expect_msg(Tok::Less, "expected '<' after distinct ID")?;
        let referenced = if self.consume_if(Tok::Greater) {
            self.ctx.unit_attr()
        } else {
            let a = match self.parse_attribute() {
                Ok(a) => a,
                Err(mut d) => {
                    // MLIR's second error, where the attribute's parse stopped.
                    d.notes.push(self.error_at_token("expected attribute"));
                    return Err(d);
                }
            };
            self.expect_msg(Tok::Greater, "expected '>' to close distinct attribute")?;
            a
        };
        match self.distinct_attrs.get(&id).copied() {
            None => {
                let a = self.ctx.distinct_attr(referenced);
                self.distinct_attrs.insert(id, a);
                Ok(a)
            }
            Some(a) => {
                let AttrData::Distinct { referenced: previous, .. } = *self.ctx.attr_data(a) else { return Ok(a) };
                if previous != referenced {
                    let msg = format!(
                        "referenced attribute does not match previous definition: {}",
                        self.ctx.attr_to_string(previous)
                    );
                    return Err(self.error_at(loc, msg));
                }
                Ok(a)
            }
        }
    }

    /// The text from `off` to the `>` that presumably closes an affine map
    /// or set body there (the first `>` not part of `->` or `>=`), if one
    /// comes within a few lines. Only a cache key: a body is cached when
    /// its parse ended right before that `>`, so a wrong guess only misses.
    fn affine_body_text(&self, off: usize) -> Option<&'a str> {
        const MAX_BODY: usize = 4096;
        let b = self.src.as_bytes();
        let end = self.lex.end.min(off.saturating_add(MAX_BODY));
        let mut i = off;
        while i < end {
            match b[i] {
                b'>' if !(i > off && b[i - 1] == b'-') && b.get(i + 1) != Some(&b'=') => {
                    return self.src.get(off..i);
                }
                // Not in a body: a nested attribute, string or comment.
                b'<' | b'"' | b'{' | b'/' | b'#' => return None,
                _ => i += 1,
            }
        }
        None
    }

    fn parse_number_attr(&mut self, ty_hint: Option<Type>) -> PResult<Attribute> {
        let start = self.tok.start;
        let neg = self.consume_if(Tok::Minus);
        let tok = self.tok;
        let text = self.token_text();
        if !matches!(tok.kind, Tok::Integer | Tok::Float) {
            return Err(self.error("expected constant integer or floating point value"));
        }
        self.consume();
        // As MLIR's parseAttribute(type): a `: type` suffix is read only
        // when the caller gives no type.
        let ty = if let Some(t) = ty_hint {
            t
        } else if self.consume_if(Tok::Colon) {
            self.parse_type()?
        } else if tok.kind == Tok::Float {
            self.ctx.f64_type()
        } else {
            self.ctx.int_type(64)
        };
        self.number_to_attr(neg, tok.kind, text, ty, start, IntLiteralSite::Attribute)
    }

    fn number_to_attr(
        &mut self,
        neg: bool,
        kind: Tok,
        text: &str,
        ty: Type,
        off: usize,
        site: IntLiteralSite,
    ) -> PResult<Attribute> {
        if let Some(k) = self.ctx.float_kind(ty) {
            let is_hex = kind == Tok::Integer && text.starts_with("0x");
            if kind == Tok::Integer && !is_hex {
                // `text` is a slice of the source: report at the literal.
                let lit = (text.as_ptr() as usize).wrapping_sub(self.src.as_ptr() as usize);
                let lit = if lit <= self.src.len() { lit } else { off };
                let l = self.loc_at(lit);
                return Err(Diagnostic::error(l, "unexpected decimal integer literal for a floating point value")
                    .with_note(l, "add a trailing dot to make the literal a float"));
            }
            if is_hex && neg {
                let lit = (text.as_ptr() as usize).wrapping_sub(self.src.as_ptr() as usize);
                let lit = if lit <= self.src.len() { lit } else { off };
                return Err(self.error_at(lit, "hexadecimal float literal should not have a leading minus"));
            }
            if is_hex {
                // The bit pattern of the value (MLIR's parseFloatFromIntegerLiteral).
                let bits = parse_hex_bits(&text[2..], k.width())
                    .ok_or_else(|| self.error_at(off, "hexadecimal float constant out of range for type"))?;
                return Ok(float_attr_from_bits(self.ctx, bits, ty, k));
            }
            // MLIR reads the literal as a `double` (strtod) and converts it.
            let v = crate::float::parse_decimal(text).ok_or_else(|| self.error_at(off, "invalid float literal"))?;
            let v = if neg { -v } else { v };
            if k.is_wide() {
                let bits = crate::float::WideFloat::from_f64(v, k).bits;
                return Ok(self.ctx.attr(AttrData::WideFloat { bits, ty }));
            }
            let v = crate::float::round(v, k);
            return Ok(self.ctx.attr(AttrData::Float { bits: v.to_bits(), ty }));
        }
        match self.ctx.type_data(ty).clone() {
            TypeData::Integer { width, signedness } => {
                if kind == Tok::Float {
                    let cur = self.tok.start;
                    return Err(self.error_at(cur, "floating point value not valid for specified type"));
                }
                // MLIR reports at the digits (after a minus sign); an
                // array element's error at the token after it.
                let lit = (text.as_ptr() as usize).wrapping_sub(self.src.as_ptr() as usize);
                let lit = if lit <= self.src.len() { lit } else { off };
                let unsigned = signedness == Signedness::Unsigned;
                if neg && unsigned {
                    match site {
                        IntLiteralSite::Attribute => {
                            return Err(
                                self.error_at(lit, "negative integer literal not valid for unsigned integer type")
                            );
                        }
                        IntLiteralSite::DenseElements => {
                            return Err(
                                self.error_at(lit, "expected unsigned integer elements, but parsed negative value")
                            );
                        }
                        // `array<ui8: -1>` is the bit pattern 255.
                        IntLiteralSite::DenseArray => {}
                    }
                }
                let after = self.tok.start;
                let range_error = |p: &mut Self| match site {
                    IntLiteralSite::Attribute => p.error_at(lit, "integer constant out of range for attribute"),
                    IntLiteralSite::DenseElements => p.error_at(lit, "integer constant out of range for type"),
                    IntLiteralSite::DenseArray => p.error_at(after, "integer constant out of range"),
                };
                if width > 128 {
                    return match wide_int_literal(text, neg, width, signedness, site) {
                        Some(v) => Ok(match i128::try_from(&v) {
                            Ok(v) => self.ctx.int_attr(ty, v),
                            Err(_) => self.ctx.attr(AttrData::BigInteger { value: v, ty }),
                        }),
                        None => Err(range_error(self)),
                    };
                }
                let Some(mag) = parse_uint_literal(text) else { return Err(range_error(self)) };
                // The range of the type, as MLIR's `buildAttributeAPInt`:
                // signless takes -2^(w-1) ..= 2^w - 1 (both spellings of
                // each bit pattern), signed and unsigned their own range (an
                // array element: the signless one).
                let half = |w: u32| if w > 128 { u128::MAX } else { 1u128 << (w - 1) };
                let fits = match (signedness, site) {
                    // `i0` holds only 0, and no negated literal.
                    _ if width == 0 => !neg && mag == 0,
                    // A negated value must have its sign bit set, which
                    // `-0` has not.
                    _ if neg => mag != 0 && mag <= half(width) && !(unsigned && site != IntLiteralSite::DenseArray),
                    (Signedness::Signed, s) if s != IntLiteralSite::DenseArray => mag < half(width),
                    _ => width >= 128 || mag >> width == 0,
                };
                if !fits {
                    return Err(range_error(self));
                }
                // Values are stored in an i128 (the bit pattern for a
                // 128-bit type).
                let v = if neg { (mag as i128).wrapping_neg() } else { mag as i128 };
                if width == 1 && signedness == Signedness::Signless {
                    return Ok(self.ctx.bool_attr(v & 1 != 0));
                }
                Ok(self.ctx.int_attr(ty, v))
            }
            TypeData::Index => {
                if kind == Tok::Float {
                    let cur = self.tok.start;
                    return Err(self.error_at(cur, "floating point value not valid for specified type"));
                }
                // Index attributes hold 64-bit signed values (and `-0` is
                // out of range as for integers). MLIR reports at the digits.
                let lit = (text.as_ptr() as usize).wrapping_sub(self.src.as_ptr() as usize);
                let lit = if lit <= self.src.len() { lit } else { off };
                let v = parse_int_literal(text)
                    .filter(|v| !(neg && *v == 0))
                    .map(|v| if neg { -v } else { v })
                    .filter(|v| i64::try_from(*v).is_ok())
                    .ok_or_else(|| match site {
                        IntLiteralSite::DenseElements => self.error_at(lit, "integer constant out of range for type"),
                        IntLiteralSite::DenseArray => self.error_at_token("integer constant out of range"),
                        IntLiteralSite::Attribute => self.error_at(lit, "integer constant out of range for attribute"),
                    })?;
                Ok(self.ctx.int_attr(ty, v))
            }
            // MLIR reports a float at the token after it (already consumed).
            _ if kind == Tok::Float => {
                let cur = self.tok.start;
                Err(self.error_at(cur, "floating point value not valid for specified type"))
            }
            // At the digits (after a minus sign), as MLIR's parseDecOrHexAttr.
            _ => {
                let lit = (text.as_ptr() as usize).wrapping_sub(self.src.as_ptr() as usize);
                let lit = if lit <= self.src.len() { lit } else { off };
                Err(self.error_at(lit, "integer literal not valid for specified type"))
            }
        }
    }

    /// MLIR's element type checks of `array<T ...>`: an integer or float
    /// type (or `index`, which mlir-opt 22 lets through and then crashes
    /// on; we accept it) whose width is 1 or a multiple of 8.
    fn check_dense_array_element(&mut self, elem: Type, type_loc: usize) -> PResult<()> {
        let width = match self.ctx.type_data(elem) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Float(k) => k.width(),
            TypeData::Index => return Ok(()),
            _ => {
                let msg = format!("expected integer or float type, got: '{}'", self.ctx.type_to_string(elem));
                return Err(self.error_at(type_loc, msg));
            }
        };
        if width != 1 && width % 8 != 0 {
            return Err(self.error_at(type_loc, "element type bitwidth must be a multiple of 8"));
        }
        Ok(())
    }

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect_msg(Tok::Less, "expected '<' after 'array'")?;
        let type_loc = self.tok.start;
        // A type error is followed by MLIR's own error at the type.
        let elem = match self.parse_type() {
            Ok(t) => t,
            Err(mut e) => {
                let l = self.loc_at(type_loc);
                e.notes.push(Diagnostic::error(l, "expected an integer or floating point type"));
                return Err(e);
            }
        };
        self.check_dense_array_element(elem, type_loc)?;
        let mut values = Vec::new();
        // MLIR's `DenseArrayElementParser::parseIntegerLiteral`: only
        // integer tokens (and `true`/`false` for `i1`), errors at the token.
        let int_width = match self.ctx.type_data(elem) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        };
        let is_float = matches!(self.ctx.type_data(elem), TypeData::Float(_));
        // MLIR's `parseDenseArrayAttr`: `array<T>` is empty; anything else
        // but `:` after the type is an error there.
        if self.consume_if(Tok::Greater) {
            return Ok(self.ctx.attr(AttrData::DenseArray { elem, values }));
        }
        self.expect_msg(Tok::Colon, "expected ':' after dense array type")?;
        {
            loop {
                let off = self.tok.start;
                let is_bool = |p: &Self| p.at_keyword("true") || p.at_keyword("false");
                let a = if let Some(width) = int_width {
                    // `DenseArrayElementParser::parseIntegerLiteral`.
                    let neg = self.consume_if(Tok::Minus);
                    if is_bool(self) {
                        if width != 1 {
                            return Err(self.error_at_token("expected i1 type for 'true' or 'false' values"));
                        }
                        let b = self.at_keyword("true");
                        self.consume();
                        self.ctx.bool_attr(b)
                    } else if self.at(Tok::Integer) {
                        let text = self.token_text();
                        self.consume();
                        // An `i1` (of any signedness) element is spelled
                        // `true`/`false` only; MLIR reports any integer
                        // there at the token after it.
                        if width == 1 {
                            return Err(self.error_at_token("expected 'true' or 'false' values for i1 type"));
                        }
                        self.number_to_attr(neg, Tok::Integer, text, elem, off, IntLiteralSite::DenseArray)?
                    } else {
                        return Err(self.error_at_token("expected integer literal"));
                    }
                } else if is_bool(self) && !is_float {
                    let b = self.at_keyword("true");
                    self.consume();
                    self.ctx.bool_attr(b)
                } else {
                    // `DenseArrayElementParser::parseFloatLiteral` for floats.
                    let neg = self.consume_if(Tok::Minus);
                    let tok = self.tok;
                    if !matches!(tok.kind, Tok::Integer | Tok::Float) {
                        return Err(if is_float {
                            self.error_at_token("expected floating point literal")
                        } else {
                            self.error("expected integer or float literal")
                        });
                    }
                    let text = self.token_text();
                    self.consume();
                    self.number_to_attr(neg, tok.kind, text, elem, off, IntLiteralSite::DenseArray)?
                };
                values.push(a);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
            // MLIR's message once the element list has been parsed.
            self.expect_msg(Tok::Greater, "expected '>' to close an array attribute")?;
            Ok(self.ctx.attr(AttrData::DenseArray { elem, values }))
        }
    }

    fn parse_strided(&mut self) -> PResult<Attribute> {
        self.consume();
        self.expect_msg(Tok::Less, "expected '<' after 'strided'")?;
        self.expect_msg(Tok::LSquare, "expected '['")?;
        let mut strides = Vec::new();
        if !self.at(Tok::RSquare) {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect_msg(Tok::RSquare, "expected ']'")?;
        let mut offset = 0;
        if !self.consume_if(Tok::Greater) {
            self.expect_msg(Tok::Comma, "expected ','")?;
            if !self.parse_optional_keyword("offset") {
                return Err(self.error("expected 'offset' after comma"));
            }
            self.expect_msg(Tok::Colon, "expected ':' after 'offset'")?;
            offset = self.parse_stride_or_offset()?;
            self.expect_msg(Tok::Greater, "expected '>'")?;
        }
        Ok(self.ctx.attr(AttrData::Strided { strides, offset }))
    }

    /// A stride or offset of `strided<...>`: `?` or an integer that fits
    /// `i64`, diagnosed at the token as MLIR does.
    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.consume_if(Tok::Question) {
            return Ok(DYNAMIC);
        }
        let at = self.tok.start;
        let negative = self.consume_if(Tok::Minus);
        let value = if self.at(Tok::Integer) { parse_int_literal(self.token_text()) } else { None };
        match value.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.consume();
                Ok(if negative { -v } else { v })
            }
            None => Err(self.error_at(at, "expected a 64-bit signed integer or '?'")),
        }
    }

    /// `dense<...>`; `expected` is the type used when no `: type` follows
    /// (MLIR's `parseAttribute(type)`, e.g. `memref.global` initial values).
    fn parse_dense(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let dense_off = self.tok.start;
        self.consume();
        self.expect_msg(Tok::Less, "expected '<' after 'dense'")?;
        let lit = self.parse_tensor_literal(true)?;
        self.expect(Tok::Greater)?;
        let toff = self.tok.start;
        // MLIR's `parseElementsLiteralType`: an expected type (e.g. the
        // `none` of a symbol or string operand) is used as is, and a
        // following `: type` is left for the caller to trip on.
        let ty = match expected {
            Some(t) => t,
            None => {
                self.expect(Tok::Colon)?;
                self.parse_type()?
            }
        };
        self.build_dense(ty, dense_off, toff, lit)
    }

    /// `sparse<indices, values> : type` or `sparse<> : type` (MLIR's
    /// `parseSparseElementsAttr` and `SparseElementsAttr::verify`).
    fn parse_sparse(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let loc = self.tok.start;
        self.consume();
        self.expect_msg(Tok::Less, "Expected '<' after 'sparse'")?;
        let i64_type = self.ctx.int_type(64);
        if self.consume_if(Tok::Greater) {
            let ty = self.parse_elements_literal_type(loc, expected)?;
            let rank = self.ctx.shape(ty).map_or(0, <[i64]>::len) as i64;
            let elem = self.ctx.element_type(ty).unwrap_or(ty);
            let indices_type =
                self.ctx.ty(TypeData::RankedTensor { shape: vec![0, rank], elem: i64_type, encoding: None });
            let values_type = self.ctx.ty(TypeData::RankedTensor { shape: vec![0], elem, encoding: None });
            let indices = self.ctx.attr(AttrData::DenseElements { ty: indices_type, splat: false, values: Vec::new() });
            let values = self.ctx.attr(AttrData::DenseElements { ty: values_type, splat: false, values: Vec::new() });
            return Ok(self.ctx.attr(AttrData::SparseElements { ty, indices, values }));
        }
        let indices_off = self.tok.start;
        let index_lit = self.parse_tensor_literal(false)?;
        self.expect_msg(Tok::Comma, "expected ','")?;
        let values_off = self.tok.start;
        let value_lit = self.parse_tensor_literal(true)?;
        self.expect_msg(Tok::Greater, "expected '>'")?;
        let toff = self.tok.start;
        let ty = self.parse_elements_literal_type(loc, expected)?;
        let shape = self.ctx.shape(ty).map(<[i64]>::to_vec).unwrap_or_default();
        let rank = shape.len() as i64;
        let indices_shape = if index_lit.shape.is_empty() { vec![1, rank] } else { index_lit.shape.clone() };
        let indices_type =
            self.ctx.ty(TypeData::RankedTensor { shape: indices_shape.clone(), elem: i64_type, encoding: None });
        let indices = self.build_dense(indices_type, indices_off, toff, index_lit)?;
        let elem = self.ctx.element_type(ty).unwrap_or(ty);
        let values_shape = if value_lit.shape.is_empty() { vec![indices_shape[0]] } else { value_lit.shape.clone() };
        let values_type = self.ctx.ty(TypeData::RankedTensor { shape: values_shape.clone(), elem, encoding: None });
        let values = self.build_dense(values_type, values_off, toff, value_lit)?;
        // The verifier's checks.
        if values_shape.len() != 1 {
            return Err(self.error_at(loc, "expected 1-d tensor for sparse element values"));
        }
        let join = |v: &[i64]| v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
        let shape_error = format!(
            "expected shape ([{}]); inferred shape of indices literal ([{}]); inferred shape of values literal ([{}])",
            join(&shape),
            join(&indices_shape),
            join(&values_shape)
        );
        let indices_ok = match indices_shape.len() {
            2 => indices_shape[1] == rank,
            1 => rank == 1,
            _ => false,
        };
        if !indices_ok || indices_shape[0] != values_shape[0] {
            return Err(self.error_at(loc, shape_error));
        }
        let (splat, raw) = match self.ctx.attr_data(indices) {
            AttrData::DenseElements { splat, values, .. } => (*splat, values.clone()),
            _ => (false, Vec::new()),
        };
        let raw: Vec<u64> = raw.iter().map(|&v| self.ctx.attr_int(v).unwrap_or(0) as u64).collect();
        let count = if splat { 1 } else { indices_shape[0].max(0) as usize };
        let width = rank.max(0) as usize;
        for i in 0..count {
            let index: Vec<u64> = if splat {
                vec![raw.first().copied().unwrap_or(0); width]
            } else {
                raw[i * width..(i + 1) * width].to_vec()
            };
            let inside = index.len() == shape.len() && index.iter().zip(&shape).all(|(&x, &d)| x < d as u64);
            if !inside {
                let msg = format!(
                    "sparse index #{i} is not contained within the value shape, with index=[{}], and type='{}'",
                    index.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "),
                    self.ctx.type_to_string(ty)
                );
                return Err(self.error_at(loc, msg));
            }
        }
        Ok(self.ctx.attr(AttrData::SparseElements { ty, indices, values }))
    }

    /// MLIR's `parseElementsLiteralType`: `: type` unless `expected` gives
    /// it; a shaped type of static shape.
    fn parse_elements_literal_type(&mut self, loc: usize, expected: Option<Type>) -> PResult<Type> {
        let ty = match expected {
            Some(t) => t,
            None => {
                self.expect_msg(Tok::Colon, "expected ':'")?;
                self.parse_type()?
            }
        };
        let Some(shape) = self.ctx.shape(ty) else {
            let shaped =
                matches!(self.ctx.type_data(ty), TypeData::UnrankedMemRef { .. } | TypeData::UnrankedTensor { .. });
            let msg = if shaped {
                "elements literal type must have static shape"
            } else {
                "elements literal must be a shaped type"
            };
            return Err(self.error_at(loc, msg));
        };
        if shape.contains(&DYNAMIC) {
            return Err(self.error_at(loc, "elements literal type must have static shape"));
        }
        Ok(ty)
    }

    /// MLIR's `TensorLiteralParser::parse`: a hex (or any) string, a
    /// nested list of literals, a single literal (a splat) or nothing.
    fn parse_tensor_literal(&mut self, allow_hex: bool) -> PResult<TensorLiteral<'a>> {
        let mut lit = TensorLiteral { lits: Vec::new(), hex: None, hex_off: 0, shape: Vec::new(), splat: false };
        if allow_hex && self.at(Tok::String) {
            lit.hex_off = self.tok.start;
            lit.hex = Some(self.parse_string()?);
        } else if self.at(Tok::LSquare) {
            lit.shape = self.parse_dense_list(&mut lit.lits)?;
        } else if !self.at(Tok::Greater) {
            self.parse_dense_literal(&mut lit.lits)?;
            lit.splat = true;
        }
        Ok(lit)
    }

    /// The elements attribute of type `ty` a parsed literal stands for
    /// (MLIR's `TensorLiteralParser::getAttr`); errors at `dense_off`, or
    /// at `toff` (the type) for a bad hex string.
    fn build_dense(&mut self, ty: Type, dense_off: usize, toff: usize, lit: TensorLiteral<'a>) -> PResult<Attribute> {
        let TensorLiteral { lits, hex, hex_off, shape: nested_shape, splat: mut is_splat } = lit;
        let Some(elem) = self.ctx.element_type(ty) else {
            return Err(self.error_at(dense_off, "elements literal must be a shaped type"));
        };
        let shape = self.ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let n: i64 = shape.iter().product();
        let numeric = matches!(
            self.ctx.type_data(elem),
            TypeData::Integer { .. } | TypeData::Index | TypeData::Float(_) | TypeData::Complex(_)
        );
        if !numeric {
            return self.dense_strings(ty, dense_off, hex, &lits, (nested_shape, is_splat));
        }
        let mut values = Vec::with_capacity(lits.len());
        if let Some(h) = hex {
            let bytes = decode_hex(&h)
                .ok_or_else(|| self.error_at(hex_off, "expected string containing hex digits starting with `0x`"))?;
            let w = match self.ctx.type_data(elem) {
                TypeData::Integer { width, .. } => (*width as usize).div_ceil(8),
                TypeData::Index => 8,
                TypeData::Float(k) => (k.width() as usize).div_ceil(8),
                _ => return Err(self.error_at(toff, "unsupported element type for hex dense")),
            };
            let n_elems: usize = self.ctx.shape(ty).map(|s| s.iter().product::<i64>().max(0) as usize).unwrap_or(1);
            let is_i1 = matches!(self.ctx.type_data(elem), TypeData::Integer { width: 1, .. });
            let byte_splat = bytes.len() == 1 && matches!(bytes[0], 0x00 | 0x01 | 0xFF);
            if is_i1 && n_elems > 1 && !byte_splat && bytes.len() == n_elems.div_ceil(8) {
                // Bit-packed booleans (LSB first).
                for i in 0..n_elems {
                    let bit = bytes[i / 8] >> (i % 8) & 1 != 0;
                    values.push(self.ctx.bool_attr(bit));
                }
            }
            for chunk in bytes.chunks(w.max(1)).take(if values.is_empty() { usize::MAX } else { 0 }) {
                let mut raw: u128 = 0;
                for (i, &b) in chunk.iter().enumerate().take(16) {
                    raw |= (b as u128) << (8 * i);
                }
                let a = match self.ctx.float_kind(elem) {
                    Some(k) => {
                        let raw = if k.width() < 128 { raw & ((1u128 << k.width()) - 1) } else { raw };
                        float_attr_from_bits(self.ctx, raw, elem, k)
                    }
                    None if is_i1 => self.ctx.bool_attr(raw != 0),
                    None => self.ctx.int_attr(elem, raw as u64 as i128),
                };
                values.push(a);
            }
            // Zero-bit elements (`i0`) have no bytes: the empty hex string
            // MLIR prints for them past 100 elements is a splat of 0.
            if values.is_empty()
                && n_elems > 0
                && matches!(self.ctx.type_data(elem), TypeData::Integer { width: 0, .. })
            {
                values.push(self.ctx.int_attr(elem, 0));
            }
            if values.len() == 1 {
                is_splat = true;
            } else if (values.len() as i64) != n {
                let msg =
                    format!("elements hex data size is invalid for provided type: '{}'", self.ctx.type_to_string(ty));
                return Err(self.error_at(dense_off, msg));
            }
        } else {
            for (neg, kind, text, off) in lits {
                if kind == Tok::String {
                    let msg = if self.ctx.float_kind(elem).is_some() {
                        "expected floating point literal"
                    } else {
                        "integer constant out of range for type"
                    };
                    return Err(self.error_at(off, msg));
                }
                if kind == Tok::Float && self.ctx.float_kind(elem).is_none() {
                    let at = if neg { self.src[off + 1..].find(text).map_or(off, |d| off + 1 + d) } else { off };
                    return Err(self.error_at(at, "expected integer elements, but parsed floating-point"));
                }
                let a = if kind == Tok::BareIdent {
                    self.ctx.bool_attr(text == "true")
                } else {
                    self.number_to_attr(neg, kind, text, elem, off, IntLiteralSite::DenseElements)?
                };
                values.push(a);
            }
        }
        if !is_splat && (values.len() as i64) != n && !values.is_empty() {
            return Err(self.error_at(
                dense_off,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    nested_shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", "),
                    shape.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ")
                ),
            ));
        }
        if let Some(k) = self.ctx.element_type(ty).and_then(|e| self.ctx.float_kind(e))
            && !k.semantics().signed
        {
            // Dense storage keeps the encoding: an unsigned format drops the sign.
            let elem = self.ctx.element_type(ty).unwrap_or(ty);
            for v in values.iter_mut() {
                if let Some(x) = self.ctx.attr_float(*v) {
                    *v = float_attr_from_bits(self.ctx, crate::float::to_bits(x, k), elem, k);
                }
            }
        }
        if !values.is_empty() && values.iter().all(|&v| v == values[0]) && n > 0 {
            values.truncate(1);
            is_splat = true;
        }
        Ok(self.ctx.attr(AttrData::DenseElements { ty, splat: is_splat, values }))
    }

    /// The elements of a `dense<...>` whose element type is neither a
    /// number nor complex: strings (MLIR's `DenseStringElementsAttr`). A
    /// single string literal is a splat of that string.
    fn dense_strings(
        &mut self,
        ty: Type,
        dense_off: usize,
        hex: Option<String>,
        lits: &[(bool, Tok, &'a str, usize)],
        (nested_shape, is_splat): (Vec<i64>, bool),
    ) -> PResult<Attribute> {
        let shape = self.ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
        let mut values = Vec::with_capacity(lits.len());
        if let Some(h) = hex {
            values.push(self.ctx.attr(AttrData::String { value: h, ty: None }));
        } else {
            if !is_splat && nested_shape != shape {
                let join = |v: &[i64]| v.iter().map(|d| d.to_string()).collect::<Vec<_>>().join(", ");
                let msg = format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    join(&nested_shape),
                    join(&shape)
                );
                return Err(self.error_at(dense_off, msg));
            }
            for &(_, kind, text, _) in lits {
                if kind != Tok::String {
                    return Err(self.error_at(dense_off, format!("expected string token, got {text}")));
                }
                let value = unescape_string(text.as_bytes());
                values.push(self.ctx.attr(AttrData::String { value, ty: None }));
            }
        }
        let n: i64 = shape.iter().product();
        let splat = n > 0 && !values.is_empty() && values.iter().all(|&v| v == values[0]);
        if splat {
            values.truncate(1);
        }
        Ok(self.ctx.attr(AttrData::DenseElements { ty, splat, values }))
    }

    fn parse_dense_literal(&mut self, lits: &mut Vec<(bool, Tok, &'a str, usize)>) -> PResult<()> {
        let off = self.tok.start;
        if self.at_keyword("true") || self.at_keyword("false") {
            lits.push((false, Tok::BareIdent, self.token_text(), off));
            self.consume();
            return Ok(());
        }
        if self.at(Tok::String) {
            // Kept as written: a string element (of a type other than
            // integer, index or float) or an error at the literal later.
            lits.push((false, Tok::String, self.token_text(), off));
            self.consume();
            return Ok(());
        }
        let neg = self.consume_if(Tok::Minus);
        if !matches!(self.tok.kind, Tok::Integer | Tok::Float) {
            // MLIR's `TensorLiteralParser::parseElement` reports at the
            // current token, with its own message after a minus.
            let msg = if neg {
                "expected integer or floating point literal"
            } else {
                "expected element literal of primitive type"
            };
            return Err(self.error_at_token(msg));
        }
        lits.push((neg, self.tok.kind, self.token_text(), off));
        self.consume();
        Ok(())
    }

    /// MLIR's `TensorLiteralParser::parseList`: a `[...]` list of literals
    /// or nested lists, returning its dimensions (its length, then those
    /// every element shares). An element whose dimensions differ from the
    /// first's is an error right after it.
    fn parse_dense_list(&mut self, lits: &mut Vec<(bool, Tok, &'a str, usize)>) -> PResult<Vec<i64>> {
        self.expect(Tok::LSquare)?;
        let mut count = 0i64;
        let mut inner: Option<Vec<i64>> = None;
        if !self.at(Tok::RSquare) {
            loop {
                let dims = if self.at(Tok::LSquare) {
                    self.parse_dense_list(lits)?
                } else {
                    self.parse_dense_literal(lits)?;
                    Vec::new()
                };
                count += 1;
                match &inner {
                    Some(first) if *first != dims => {
                        return Err(
                            self.error_at_token("tensor literal is invalid; ranks are not consistent between elements")
                        );
                    }
                    Some(_) => {}
                    None => inner = Some(dims),
                }
                if !self.consume_if(Tok::Comma) {
                    break;
                }
            }
        }
        self.expect(Tok::RSquare)?;
        let mut dims = vec![count];
        dims.extend(inner.unwrap_or_default());
        Ok(dims)
    }

    // ------------------------------------------------------------------
    // Locations
    // ------------------------------------------------------------------

    /// A line or column number of a file location: an integer token that
    /// fits `unsigned`, else `msg` at the token.
    fn parse_loc_number(&mut self, msg: &str) -> PResult<u32> {
        if !self.at(Tok::Integer) {
            return Err(self.error(msg));
        }
        let v = parse_int_literal(self.token_text()).and_then(|v| u32::try_from(v).ok());
        let Some(v) = v else { return Err(self.error(msg)) };
        self.consume();
        Ok(v)
    }

    fn parse_loc_inner(&mut self) -> PResult<Location> {
        match self.tok.kind {
            Tok::HashIdent => {
                let name = self.token_text()[1..].to_string();
                let end = self.tok.end;
                self.consume();
                match self.attr_aliases.get(&name).map(|&a| self.ctx.attr_data(a).clone()) {
                    Some(AttrData::Loc(l)) => Ok(l),
                    Some(_) => Err(self.error_at(end, "expected location attribute")),
                    None => Err(self.error_at(end, format!("undefined symbol alias id '{name}'"))),
                }
            }
            Tok::String => {
                let s = self.parse_string()?;
                if self.consume_if(Tok::Colon) {
                    // MLIR's `parseNameOrFileLineColRange` (its messages).
                    let line = self.parse_loc_number("expected integer line number in FileLineColRange")?;
                    let file = self.ctx.ident(&s);
                    if !self.consume_if(Tok::Colon) {
                        return Ok(self.ctx.loc(LocData::FileRange { file, line, range: None }));
                    }
                    let col = self.parse_loc_number("expected integer column number in FileLineColRange")?;
                    if !self.at_keyword("to") {
                        return Ok(self.ctx.loc(LocData::FileLineCol { file, line, col }));
                    }
                    self.consume();
                    let end_line = if self.at(Tok::Integer) {
                        Some(self.parse_loc_number("expected integer line number in FileLineColRange")?)
                    } else {
                        None
                    };
                    if !self.consume_if(Tok::Colon) {
                        return Err(self.error("expected either integer or `:` post `to` in FileLineColRange"));
                    }
                    let end_col = self.parse_loc_number("expected integer column number in FileLineColRange")?;
                    return Ok(self.ctx.loc(LocData::FileRange { file, line, range: Some((col, end_line, end_col)) }));
                }
                let name = self.ctx.ident(&s);
                let child = if self.consume_if(Tok::LParen) {
                    let c = self.parse_loc_inner()?;
                    self.expect_msg(Tok::RParen, "expected ')' after child location of NameLoc")?;
                    Some(c)
                } else {
                    None
                };
                Ok(self.ctx.loc(LocData::Name { name, child }))
            }
            Tok::BareIdent => {
                let kw = self.token_text();
                match kw {
                    "unknown" => {
                        self.consume();
                        Ok(self.ctx.unknown_loc())
                    }
                    "callsite" => {
                        self.consume();
                        self.expect_msg(Tok::LParen, "expected '(' in callsite location")?;
                        let callee = self.parse_loc_inner()?;
                        if !self.at_keyword("at") {
                            return Err(self.error("expected 'at' in callsite location"));
                        }
                        self.consume();
                        let caller = self.parse_loc_inner()?;
                        self.expect_msg(Tok::RParen, "expected ')' in callsite location")?;
                        Ok(self.ctx.loc(LocData::CallSite { callee, caller }))
                    }
                    "fused" => {
                        self.consume();
                        let metadata = if self.consume_if(Tok::Less) {
                            let a = self.parse_attribute()?;
                            self.expect_msg(Tok::Greater, "expected '>' after fused location metadata")?;
                            Some(a)
                        } else {
                            None
                        };
                        self.expect_msg(Tok::LSquare, "expected '[' in fused location")?;
                        let mut locs = Vec::new();
                        if !self.at(Tok::RSquare) {
                            loop {
                                locs.push(self.parse_loc_inner()?);
                                if !self.consume_if(Tok::Comma) {
                                    break;
                                }
                            }
                        }
                        self.expect_msg(Tok::RSquare, "expected ']' in fused location")?;
                        Ok(self.ctx.loc(LocData::Fused { locs, metadata }))
                    }
                    _ => Err(self.error("expected location instance")),
                }
            }
            _ => Err(self.error("expected location instance")),
        }
    }

    // ------------------------------------------------------------------
    // Affine helpers for custom parsers
    // ------------------------------------------------------------------

    /// Parses a bare affine map (`(i, j) -> (j, i)`, no `affine_map<>`), as
    /// MLIR's `OpAsmParser::parseAffineMap`: an integer set there is
    /// "expected AffineMap, but got IntegerSet" at its start.
    pub fn parse_affine_map_reference(&mut self) -> PResult<AffineMap> {
        let off = self.tok.start;
        if self.tok.kind == Tok::Error {
            return Err(self.error_at(off, ""));
        }
        let (r, used) = affine::parse_affine_map_or_set(&mut self.ctx.affine, self.src, off)
            .map_err(|e| e.into_diagnostic(|o| self.loc_at(o)))?;
        self.reset_to(off + used);
        match r {
            MapOrSet::Map(m) => Ok(m),
            MapOrSet::Set(_) => Err(self.error_at(off, "expected AffineMap, but got IntegerSet")),
        }
    }

    /// Parses an inline affine expression list over SSA ids (`[%i + 1, %j]`
    /// with `delim` Square, or `(...)` with Paren), as MLIR's
    /// `parseAffineMapOfSSAIds`. Returns the map and the operands (dims first,
    /// then symbols) in map order.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        delim: affine::Delimiter,
    ) -> PResult<(AffineMap, Vec<UnresolvedOperand>)> {
        let off = self.tok.start;
        // The map and the operand names are a function of the list's text
        // (the names are resolved later, by the caller): a list seen
        // before, whose parse ended at the same closing delimiter, is taken
        // from the cache.
        let key = self.ssa_list_text(off, delim);
        if let Some(k) = key
            && let Some((m, names)) = self.ssa_map_cache.get(k)
        {
            let m = *m;
            let operands = names
                .iter()
                .map(|&(rel, len)| {
                    let at = off + rel as usize;
                    ssa_operand(&self.src[at..at + len as usize], at)
                })
                .collect();
            self.reset_to(off + k.len());
            return Ok((m, operands));
        }
        // Inline while parsing: one allocation (the returned list) per map.
        // Each entry keeps the length of the name as written, for the cache.
        let mut dims: smallvec::SmallVec<[(UnresolvedOperand, u32); 4]> = smallvec::SmallVec::new();
        let mut syms: smallvec::SmallVec<[(UnresolvedOperand, u32); 2]> = smallvec::SmallVec::new();
        let mut searched = false;
        let src = self.src;
        let base = off;
        let mut resolver = |name: &str, is_sym: bool| -> Result<affine::DimOrSymbol, String> {
            // `name` is a subslice of `src`: its offset is the pointer
            // difference (checked, with a search as a fallback).
            let at = (name.as_ptr() as usize).wrapping_sub(src.as_ptr() as usize);
            let offset = if src.get(at..).is_some_and(|rest| rest.starts_with(name)) {
                at
            } else {
                searched = true;
                src[base..].find(name).map(|p| p + base).unwrap_or(base)
            };
            let u = ssa_operand(name, offset);
            let len = name.len() as u32;
            if is_sym {
                if !syms.iter().any(|(d, _)| *d == u) {
                    syms.push((u, len));
                }
                Ok(affine::DimOrSymbol::Symbol)
            } else {
                if !dims.iter().any(|(d, _)| *d == u) {
                    dims.push((u, len));
                }
                Ok(affine::DimOrSymbol::Dim)
            }
        };
        let (m, used) =
            affine::parse_affine_expr_list_with_ssa(&mut self.ctx.affine, self.src, off, delim, &mut resolver)
                .map_err(|e| e.into_diagnostic(|o| self.loc_at(o)))?;
        self.reset_to(off + used);
        if let Some(k) = key
            && k.len() == used
            && !searched
        {
            let names = dims.iter().chain(syms.iter()).map(|(u, len)| ((u.offset - off) as u32, *len)).collect();
            self.ssa_map_cache.insert(k, (m, names));
        }
        let mut operands = Vec::with_capacity(dims.len() + syms.len());
        operands.extend(dims.into_iter().map(|(u, _)| u));
        operands.extend(syms.into_iter().map(|(u, _)| u));
        Ok((m, operands))
    }

    /// The text of the list of SSA-id expressions opening with `delim` at
    /// `off`, through its closing delimiter, if it closes within a few
    /// lines (parentheses nest; square brackets do not). Only a cache key
    /// (see [`OpParser::parse_affine_map_of_ssa_ids`]): a list is cached
    /// when its parse ended at the same place.
    fn ssa_list_text(&self, off: usize, delim: affine::Delimiter) -> Option<&'a str> {
        const MAX_LIST: usize = 4096;
        let b = self.src.as_bytes();
        let end = self.lex.end.min(off.saturating_add(MAX_LIST));
        let (open, close) = match delim {
            affine::Delimiter::Paren => (b'(', b')'),
            affine::Delimiter::Square => (b'[', b']'),
        };
        if b.get(off) != Some(&open) {
            return None;
        }
        let mut depth = 0usize;
        for (i, &c) in b.iter().enumerate().take(end).skip(off) {
            if c == open {
                if depth > 0 && open == b'[' {
                    return None;
                }
                depth += 1;
            } else if c == close {
                depth -= 1;
                if depth == 0 {
                    return self.src.get(off..i + 1);
                }
            } else if matches!(c, b'"' | b'/' | b'{' | b'<') {
                // Not in such a list: a string, comment or attribute.
                return None;
            }
        }
        None
    }

    /// The source text.
    pub fn source(&self) -> &'a str {
        self.src
    }
}

/// Where a dialect attribute or type sits in the source (see
/// `OpParser::dialect_symbol`).
struct DialectSymbol<'a> {
    /// The dialect namespace.
    dialect: &'a str,
    /// Start of the data handed to the dialect.
    data: usize,
    /// End of that data.
    data_end: usize,
    /// Byte after the whole symbol.
    end: usize,
    /// Where MLIR reports errors about the symbol as a whole.
    loc: usize,
}

/// The canonical text of an unregistered dialect's attribute or type
/// (without its sigil), as MLIR's `printDialectSymbol` prints it:
/// `dialect.data` when the data allows the pretty form, else `dialect<data>`.
fn opaque_text(dialect: &str, data: &str) -> String {
    if crate::asm::is_pretty_dialect_symbol(data) { format!("{dialect}.{data}") } else { format!("{dialect}<{data}>") }
}

/// MLIR's spelling of an opaque attribute in diagnostics: `#"dialect"<"data">`.
fn opaque_spelling_attr(dialect: &str, data: &str) -> String {
    format!("#{}", opaque_spelling(dialect, data))
}

/// `"dialect"<"data">` with both parts escaped as strings.
fn opaque_spelling(dialect: &str, data: &str) -> String {
    let mut s = String::new();
    crate::asm::write_escaped_string(&mut s, dialect);
    s.push('<');
    crate::asm::write_escaped_string(&mut s, data);
    s.push('>');
    s
}

fn tok_spelling(k: Tok) -> &'static str {
    match k {
        Tok::LParen => "(",
        Tok::RParen => ")",
        Tok::LSquare => "[",
        Tok::RSquare => "]",
        Tok::LBrace => "{",
        Tok::RBrace => "}",
        Tok::Less => "<",
        Tok::Greater => ">",
        Tok::Comma => ",",
        Tok::Colon => ":",
        Tok::Equal => "=",
        Tok::Arrow => "->",
        Tok::Question => "?",
        Tok::Star => "*",
        Tok::Plus => "+",
        Tok::Minus => "-",
        Tok::Ellipsis => "...",
        Tok::VerticalBar => "|",
        Tok::FileMetadataEnd => "#-}",
        _ => "token",
    }
}

/// MLIR's `BaseMemRefType::isValidElementType`: scalars, complex, vector
/// and memref types, and the dialect types implementing
/// `MemRefElementTypeInterface` (in mlir-opt 22 only the `ptr` dialect's).
fn is_valid_memref_element(t: &TypeData) -> bool {
    match t {
        TypeData::Index
        | TypeData::Integer { .. }
        | TypeData::Float(_)
        | TypeData::Complex(_)
        | TypeData::Vector { .. }
        | TypeData::MemRef { .. }
        | TypeData::UnrankedMemRef { .. } => true,
        TypeData::Dialect(d) => d.dialect() == "ptr",
        TypeData::Opaque(text) => text.split(['.', '<']).next() == Some("ptr"),
        TypeData::None
        | TypeData::RankedTensor { .. }
        | TypeData::UnrankedTensor { .. }
        | TypeData::Tuple(_)
        | TypeData::Function { .. } => false,
    }
}

/// MLIR's `TensorType::isValidElementType`: the builtin scalar, complex,
/// vector and opaque types, and any dialect type (a dialect checks its own).
fn is_valid_tensor_element(t: &TypeData) -> bool {
    match t {
        TypeData::Index
        | TypeData::Integer { .. }
        | TypeData::Float(_)
        | TypeData::Complex(_)
        | TypeData::Vector { .. }
        | TypeData::Dialect(_)
        | TypeData::Opaque(_) => true,
        TypeData::None
        | TypeData::RankedTensor { .. }
        | TypeData::UnrankedTensor { .. }
        | TypeData::MemRef { .. }
        | TypeData::UnrankedMemRef { .. }
        | TypeData::Tuple(_)
        | TypeData::Function { .. } => false,
    }
}

/// The element types of `vector` (ODS `VectorElementTypeInterface`):
/// integers, `index`, floats, and of mlir-opt 22's dialect types the
/// pointers of the `llvm` and `ptr` dialects.
fn is_valid_vector_element(t: &TypeData) -> bool {
    match t {
        TypeData::Index | TypeData::Integer { .. } | TypeData::Float(_) => true,
        TypeData::Dialect(d) => matches!(d.name, "llvm.ptr" | "ptr.ptr"),
        TypeData::Opaque(text) => matches!(text.split('<').next(), Some("llvm.ptr" | "ptr.ptr")),
        TypeData::None
        | TypeData::Complex(_)
        | TypeData::Vector { .. }
        | TypeData::RankedTensor { .. }
        | TypeData::UnrankedTensor { .. }
        | TypeData::MemRef { .. }
        | TypeData::UnrankedMemRef { .. }
        | TypeData::Tuple(_)
        | TypeData::Function { .. } => false,
    }
}

/// MLIR's `isSupportedMemorySpace`: integer, string and dictionary
/// attributes, and any registered dialect's attribute (an unregistered
/// dialect's attribute is a builtin `OpaqueAttr`, which is not).
fn is_supported_memory_space(a: &AttrData) -> bool {
    matches!(
        a,
        AttrData::Integer { .. }
            | AttrData::BigInteger { .. }
            | AttrData::Bool(_)
            | AttrData::String { .. }
            | AttrData::Dictionary(_)
            | AttrData::Opaque(_)
            | AttrData::Dialect(_)
    )
}

/// True if `s` starts a builtin type.
pub fn is_type_keyword(s: &str) -> bool {
    matches!(s, "index" | "none" | "memref" | "tensor" | "vector" | "tuple" | "complex")
        || parse_int_type_name(s).is_some()
        || FloatKind::from_name(s).is_some()
}

fn parse_int_type_name(s: &str) -> Option<TypeData> {
    let (sg, rest) = if let Some(r) = s.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = s.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = s.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    if rest.is_empty() || !rest.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    // A width that does not fit an `unsigned` stays a type token (MLIR's
    // lexer) and is rejected by `checked_int_type`.
    let width: u32 = rest.parse().unwrap_or(u32::MAX);
    Some(TypeData::Integer { width, signedness: sg })
}

/// The bitwidth checks of MLIR's `parseNonFunctionType` on an integer type
/// token (`i0` is valid); the message of a rejected width.
fn checked_int_type(t: TypeData, text: &str) -> Result<TypeData, &'static str> {
    match t {
        TypeData::Integer { width, .. } if width > 16_777_215 => {
            let digits = text.trim_start_matches(|c: char| c.is_ascii_alphabetic());
            if digits.parse::<u32>().is_err() {
                Err("invalid integer width")
            } else {
                Err("integer bitwidth is limited to 16777215 bits")
            }
        }
        t => Ok(t),
    }
}

/// Where an integer literal is parsed: MLIR words its range errors
/// differently in each place.
#[derive(Clone, Copy, PartialEq, Eq)]
enum IntLiteralSite {
    /// A standalone attribute (`5 : i8`).
    Attribute,
    /// An element of `array<...>`.
    DenseArray,
    /// An element of `dense<...>`.
    DenseElements,
}

/// A decimal or `0x` hexadecimal integer literal's magnitude; `None` past
/// 128 bits.
fn parse_uint_literal(s: &str) -> Option<u128> {
    match s.strip_prefix("0x") {
        Some(h) => u128::from_str_radix(h, 16).ok(),
        None => s.parse::<u128>().ok(),
    }
}

/// An integer literal of a type wider than 128 bits, range-checked as in
/// [`Parser::number_to_attr`] and normalized as
/// [`AttrData::BigInteger`] stores it; `None` when out of range.
fn wide_int_literal(
    text: &str,
    neg: bool,
    width: u32,
    signedness: Signedness,
    site: IntLiteralSite,
) -> Option<num_bigint::BigInt> {
    use num_bigint::{BigInt, BigUint};
    let mag = match text.strip_prefix("0x") {
        Some(h) => BigUint::parse_bytes(h.as_bytes(), 16)?,
        None => BigUint::parse_bytes(text.as_bytes(), 10)?,
    };
    let full = BigUint::from(1u8) << width;
    let half = BigUint::from(1u8) << (width - 1);
    let signed = signedness == Signedness::Signed && site != IntLiteralSite::DenseArray;
    let fits = if neg {
        mag > BigUint::from(0u8) && mag <= half
    } else if signed {
        mag < half
    } else {
        mag < full
    };
    if !fits {
        return None;
    }
    let v = if neg { -BigInt::from(mag) } else { BigInt::from(mag) };
    // Signless values wrap into the signed range; unsigned ones (a negative
    // array element included) into 0 .. 2^w.
    Some(match signedness {
        Signedness::Unsigned if neg => v + BigInt::from(full),
        Signedness::Signless if v >= BigInt::from(half.clone()) => v - BigInt::from(full),
        _ => v,
    })
}

/// The value of an integer literal token (decimal or `0x` hexadecimal), if
/// it fits in an `i128`; custom op parsers read their integers with it too.
pub fn parse_int_literal(s: &str) -> Option<i128> {
    if let Some(h) = s.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok().and_then(|v| i128::try_from(v).ok())
    } else {
        s.parse::<i128>().ok()
    }
}

/// The float attribute of type `ty` (format `k`) whose encoding is `bits`.
fn float_attr_from_bits(ctx: &mut Context, bits: u128, ty: Type, k: FloatKind) -> Attribute {
    if k.is_wide() {
        let bits = crate::float::WideFloat::from_bits(bits, k).bits;
        return ctx.attr(AttrData::WideFloat { bits, ty });
    }
    let v = crate::float::from_bits(bits, k);
    ctx.attr(AttrData::Float { bits: v.to_bits(), ty })
}

/// Hex digits as a bit pattern of at most `width` bits (`None` if wider).
fn parse_hex_bits(hex: &str, width: u32) -> Option<u128> {
    let digits = hex.trim_start_matches('0');
    if digits.len() > 32 {
        return None;
    }
    let v = if digits.is_empty() { 0 } else { u128::from_str_radix(digits, 16).ok()? };
    (width >= 128 || v >> width == 0).then_some(v)
}

/// A tensor literal as parsed, before its type is known.
struct TensorLiteral<'a> {
    /// Raw literals: (negated, token kind, text, offset).
    lits: Vec<(bool, Tok, &'a str, usize)>,
    /// The string given instead of a list (hex data, or a string splat).
    hex: Option<String>,
    /// Where that string starts.
    hex_off: usize,
    /// The dimensions of the nested list (empty for a single literal).
    shape: Vec<i64>,
    /// A single literal without brackets.
    splat: bool,
}

/// The dialects `mlir-opt` 22 registers (file metadata may name any of them).
const MLIR_DIALECTS: &[&str] = &[
    "acc",
    "affine",
    "amdgpu",
    "amx",
    "arith",
    "arm_neon",
    "arm_sme",
    "arm_sve",
    "async",
    "bufferization",
    "builtin",
    "cf",
    "complex",
    "dlti",
    "emitc",
    "func",
    "gpu",
    "index",
    "irdl",
    "linalg",
    "llvm",
    "math",
    "memref",
    "ml_program",
    "mpi",
    "nvgpu",
    "nvvm",
    "omp",
    "pdl",
    "pdl_interp",
    "ptr",
    "quant",
    "rocdl",
    "scf",
    "shape",
    "shard",
    "smt",
    "sparse_tensor",
    "spirv",
    "tensor",
    "test",
    "test_dyn",
    "test_irdl_to_cpp",
    "tosa",
    "transform",
    "ub",
    "vector",
    "wasmssa",
    "x86vector",
    "xegpu",
    "xevm",
];

fn decode_hex(s: &str) -> Option<Vec<u8>> {
    let h = s.strip_prefix("0x")?;
    if h.len() % 2 != 0 {
        return None;
    }
    (0..h.len()).step_by(2).map(|i| u8::from_str_radix(&h[i..i + 2], 16).ok()).collect()
}

fn is_identity_map(store: &affine::AffineStore, m: AffineMap, rank: usize) -> bool {
    let d = store.map_data(m);
    if d.num_dims as usize != rank || d.results.len() != rank {
        return false;
    }
    d.results.iter().enumerate().all(|(i, &e)| store.data(e) == affine::AffineExprData::Dim(i as u32))
}

/// True for the spellings MLIR's lexer turns into an integer type token
/// (`[su]?i[0-9]+`) rather than a bare identifier.
fn is_integer_type_spelling(text: &str) -> bool {
    let rest = text.strip_prefix("si").or_else(|| text.strip_prefix("ui")).or_else(|| text.strip_prefix('i'));
    rest.is_some_and(|digits| !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
}

/// Replaces or adds a named entry.
fn set_named(list: &mut Vec<NamedAttr>, na: NamedAttr) {
    match list.iter_mut().find(|e| e.name == na.name) {
        Some(e) => e.value = na.value,
        None => list.push(na),
    }
}

/// True if `a` is an `array<i32: ...>`.
fn dense_i32(ctx: &Context, a: Attribute) -> bool {
    matches!(ctx.attr_data(a), AttrData::DenseArray { elem, .. } if ctx.int_width(*elem) == Some(32))
}

/// The properties of an unregistered op, kept as written: the entries of a
/// non-empty dictionary, or else (`<{}>`, `<1 : i32>`) the attribute itself
/// under the empty name, which the generic printer writes back as is.
fn set_opaque_props(ctx: &mut Context, st: &mut OpState, attr: Attribute) {
    match ctx.attr_data(attr) {
        AttrData::Dictionary(v) if !v.is_empty() => st.props = v.clone(),
        _ => {
            let name = ctx.ident("");
            st.props = vec![NamedAttr { name, value: attr }];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diag::SourceMgr;
    use crate::printer::{PrintOptions, print_op};

    fn roundtrip(src: &str) -> String {
        let mut ctx = Context::new();
        let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
        let m = parse_source(&mut ctx, src, "t.mlir", &opts).expect("parses");
        print_op(&ctx, m, &PrintOptions::default())
    }

    #[test]
    fn cached_affine_lists_and_maps_parse_as_the_first_time() {
        let mut ctx = Context::new();
        let src = "[%a mod 16, %s#1] [%a mod 16, %s#1] [%a mod 16,%s#1] affine_map<(d0) -> (d0 + 2)> \
                   affine_map<(d0) -> (d0 + 2)> affine_map<(d0)->(d0 + 2)>";
        let mut p = OpParser::new(&mut ctx, src, "t.mlir", 0, src.len());
        let lists: Vec<(AffineMap, Vec<UnresolvedOperand>)> =
            (0..3).map(|_| p.parse_affine_map_of_ssa_ids(affine::Delimiter::Square).expect("list parses")).collect();
        // The second list is the cached one: same map, names at its own offsets.
        assert_eq!(p.ssa_map_cache.len(), 2);
        for (i, (m, ops)) in lists.iter().enumerate() {
            assert_eq!(*m, lists[0].0);
            let names: Vec<(&str, u32)> = ops.iter().map(|u| (u.name.as_str(), u.number)).collect();
            assert_eq!(names, [("a", 0), ("s", 1)]);
            let start = [0, 18, 36][i];
            assert_eq!(ops[0].offset, start + 1);
            assert_eq!(&src[ops[1].offset..ops[1].offset + 2], "%s");
        }
        let attrs: Vec<Attribute> = (0..3).map(|_| p.parse_attribute().expect("map parses")).collect();
        assert_eq!(p.affine_cache.len(), 2);
        assert!(attrs.iter().all(|&a| a == attrs[0]));
        assert!(p.at(Tok::Eof));
    }

    #[test]
    fn ssa_table_hash_keeps_sixteen_numbered_names_together() {
        let h = |s: &str| ssa_table_hash(s.as_bytes());
        let tag = |x: u64| x >> 57;
        let low = |x: u64| x & ((1 << 57) - 1);
        // `%v16` .. `%v31`: one block, consecutive positions, spread tags.
        let block: Vec<u64> = (16..32).map(|i| h(&format!("v{i}"))).collect();
        for (i, &x) in block.iter().enumerate() {
            assert_eq!(low(x), low(block[0]) + i as u64);
        }
        let tags: std::collections::HashSet<u64> = block.iter().map(|&x| tag(x)).collect();
        assert!(tags.len() > 8, "neighbours mostly differ in their tag byte");
        // The next block, another prefix and leading zeros.
        assert_ne!(low(h("v32")) & !15, low(h("v16")) & !15);
        assert_ne!(h("w16"), h("v16"));
        assert_eq!(h("v07"), h("v7"));
        // Names without a trailing number, or with a huge one, are mixed.
        assert_eq!(h("arg"), crate::context::bytes_hash(b"arg"));
        let long = "9".repeat(30);
        assert_eq!(h(&long), crate::context::bytes_hash(long.as_bytes()));
        // Lookups of such names still work (leading zeros are other names).
        let out = roundtrip(
            "\"t.op\"() ({\n^bb0(%v7: i32, %v07: i64):\n  \"t.use\"(%v07, %v7) : (i64, i32) -> ()\n}) : () -> ()",
        );
        assert!(out.contains("\"t.use\"(%arg1, %arg0) : (i64, i32) -> ()"), "{out}");
    }

    fn error(src: &str) -> String {
        let mut ctx = Context::new();
        let mut sm = SourceMgr::new();
        sm.add_buffer("t.mlir", src);
        let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
        match parse_source(&mut ctx, src, "t.mlir", &opts) {
            Ok(_) => String::new(),
            Err(d) => d.render(&ctx, &sm),
        }
    }

    #[test]
    fn forward_references_resolve() {
        let out = roundtrip("\"x.g\"() ({\n  \"x.u\"(%v) : (i32) -> ()\n  %v = \"x.d\"() : () -> i32\n}) : () -> ()\n");
        assert!(out.contains("\"x.u\"(%0) : (i32) -> ()"), "{out}");
    }

    #[test]
    fn ssa_names_are_keyed_by_their_whole_text() {
        // `%0` and `%00`, `%a1` and `%a10` are different names; a name
        // defined in a region is gone after it and may be defined again.
        let out = roundtrip(
            "\"x.g\"() ({\n  %0 = \"x.d\"() : () -> i32\n  %00 = \"x.d\"() : () -> i64\n  %a1 = \"x.d\"() : () -> i8\n  %a10 = \"x.d\"() : () -> i16\n  \"x.r\"() ({\n    %t = \"x.d\"() : () -> f32\n  }) : () -> ()\n  %t = \"x.d\"() : () -> f64\n  \"x.u\"(%00, %0, %a10, %a1, %t) : (i64, i32, i16, i8, f64) -> ()\n}) : () -> ()\n",
        );
        assert!(out.contains("\"x.u\"(%1, %0, %3, %2, %4) : (i64, i32, i16, i8, f64) -> ()"), "{out}");
        let e = error("\"x.g\"() ({\n  %a = \"x.d\"() : () -> i32\n  %a = \"x.d\"() : () -> i32\n}) : () -> ()\n");
        assert!(e.starts_with("t.mlir:3:3: error: redefinition of SSA value '%a'"), "{e}");
        // A forward reference settled by a later definition of the same text.
        let e = error("\"x.g\"() ({\n  \"x.u\"(%b) : (i32) -> ()\n  %b = \"x.d\"() : () -> i64\n}) : () -> ()\n");
        assert!(e.contains("definition of SSA value '%b#0' has type 'i64'"), "{e}");
    }

    #[test]
    fn names_leave_with_their_region_however_the_table_is_emptied() {
        // The first region's names are all the table holds when it ends
        // (emptied at once); the nested region's are removed one by one
        // while the outer names stay; the second region sees none of the
        // first one's names and may define them again.
        let out = roundtrip(
            "\"x.g\"() ({\n  %a = \"x.d\"() : () -> i32\n  \"x.r\"() ({\n    %b = \"x.d\"() : () -> i8\n    \"x.u\"(%a, %b) : (i32, i8) -> ()\n  }) : () -> ()\n  %b = \"x.d\"() : () -> i16\n  \"x.u\"(%a, %b) : (i32, i16) -> ()\n}) : () -> ()\n\"x.g\"() ({\n  %a = \"x.d\"() : () -> i64\n  \"x.u\"(%a) : (i64) -> ()\n}) : () -> ()\n",
        );
        assert!(out.contains("\"x.u\"(%0, %1) : (i32, i16) -> ()"), "{out}");
        assert!(out.contains("\"x.u\"(%0) : (i64) -> ()"), "{out}");
        let e = error(
            "\"x.g\"() ({\n  %a = \"x.d\"() : () -> i32\n}) : () -> ()\n\"x.g\"() ({\n  \"x.u\"(%a) : (i32) -> ()\n}) : () -> ()\n",
        );
        assert!(e.starts_with("t.mlir:5:9: error: use of undeclared SSA value name"), "{e}");
        let e = error(
            "\"x.g\"() ({\n  \"x.r\"() ({\n    %b = \"x.d\"() : () -> i8\n  }) : () -> ()\n  \"x.u\"(%b) : (i8) -> ()\n}) : () -> ()\n",
        );
        assert!(e.starts_with("t.mlir:5:9: error: use of undeclared SSA value name"), "{e}");
    }

    #[test]
    fn undefined_value_is_an_error_not_a_panic() {
        let e = error("\"x.u\"(%v) : (i32) -> ()\n");
        assert_eq!(e, "t.mlir:1:7: error: use of undeclared SSA value name\n\"x.u\"(%v) : (i32) -> ()\n      ^\n");
        // Truncated inputs never panic.
        let src = "func.func @f(%a: memref<4x?xf32>) { \"x.a\"(%a) {m = affine_map<(d0) -> (d0)>} : (memref<4x?xf32>) -> () return }";
        for i in 0..src.len() {
            if src.is_char_boundary(i) {
                let _ = error(&src[..i]);
            }
        }
    }

    #[test]
    fn wrong_token_errors_point_after_previous_token() {
        let e = error("\"x.a\"() : () -> (i32\n");
        assert!(e.starts_with("t.mlir:1:21: error: expected ')'"), "{e}");
    }

    #[test]
    fn split_range_keeps_absolute_lines() {
        let src = "\"x.a\"() : () -> ()\n// -----\n\n\"x.b\"() : () -> ()\n";
        let start = src.find("// -----").expect("marker") + "// -----".len();
        let mut ctx = Context::new();
        let opts = ParseOptions { allow_unregistered_dialect: true, range: Some((start, src.len())) };
        let m = parse_source(&mut ctx, src, "s.mlir", &opts).expect("parses");
        let out = print_op(
            &ctx,
            m,
            &PrintOptions { generic: false, debug_info: true, elide_elements_over: None, ..PrintOptions::default() },
        );
        assert_eq!(
            out,
            "module {\n  \"x.b\"() : () -> () loc(#loc1)\n} loc(#loc)\n#loc = loc(\"s.mlir\":2:9)\n#loc1 = loc(\"s.mlir\":4:1)\n"
        );
    }

    #[test]
    fn second_buffer_with_the_same_name_gets_exact_locations() {
        let mut ctx = Context::new();
        let opts = ParseOptions { allow_unregistered_dialect: true, range: None };
        let a = "\"x.a\"() ({\n  \"x.r\"() : () -> ()\n}) : () -> ()\n";
        let b = "\n\n\"x.b\"() ({\n    \"x.r\"() : () -> ()\n}) : () -> ()\n";
        assert!(parse_source(&mut ctx, a, "x.mlir", &opts).is_ok());
        let m = parse_source(&mut ctx, b, "x.mlir", &opts).expect("parses");
        let out = print_op(
            &ctx,
            m,
            &PrintOptions { generic: false, debug_info: true, elide_elements_over: None, ..PrintOptions::default() },
        );
        assert!(out.contains("#loc1 = loc(\"x.mlir\":3:1)\n#loc2 = loc(\"x.mlir\":4:5)"), "{out}");
    }

    #[test]
    fn spaced_dimension_lists() {
        let out = roundtrip("\"x.a\"() : () -> memref<2 x ? x f32>\n");
        assert!(out.contains("memref<2x?xf32>"), "{out}");
    }
}
