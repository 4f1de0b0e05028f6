//! Parser for affine maps, integer sets and inline SSA-id expression lists,
//! following MLIR's `AffineParser` (grammar, precedence, error wording and
//! error locations).

use smallvec::SmallVec;

use super::store::{AffineExpr, AffineMap, AffineStore, IntegerSet};

/// Result of parsing an `affine_map` / `affine_set` body.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum MapOrSet {
    /// `(dims)[syms] -> (results)`.
    Map(AffineMap),
    /// `(dims)[syms] : (constraints)`.
    Set(IntegerSet),
}

/// A parse error at a byte offset of the source text.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct AffineParseError {
    /// Byte offset into the source string where the error is reported
    /// (absolute, i.e. counted from the start of `src`, as mlir-opt places it).
    pub offset: usize,
    /// Message, worded as `mlir-opt` words it.
    pub message: String,
    /// Errors `mlir-opt` reports after this one for the same failure, as
    /// (byte offset, message) in the order it prints them: each enclosing
    /// negation adds "missing operand of negation" at the token where the
    /// parse stopped.
    pub follow_ups: Vec<(usize, String)>,
}

impl AffineParseError {
    /// The error as a [`crate::diag::Diagnostic`], its follow-up errors
    /// attached; `loc_at` maps a byte offset to a location.
    pub fn into_diagnostic(self, mut loc_at: impl FnMut(usize) -> crate::context::Location) -> crate::diag::Diagnostic {
        let mut d = crate::diag::Diagnostic::error(loc_at(self.offset), self.message);
        for (off, msg) in self.follow_ups {
            d.notes.push(crate::diag::Diagnostic::error(loc_at(off), msg));
        }
        d
    }
}

impl std::fmt::Display for AffineParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} (at byte {})", self.message, self.offset)
    }
}

impl std::error::Error for AffineParseError {}

/// Whether an SSA id used inside an inline affine expression binds a
/// dimension or a symbol.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum DimOrSymbol {
    /// Bound to the next dimension position.
    Dim,
    /// Bound to the next symbol position.
    Symbol,
}

/// Delimiter around an inline SSA-id expression list.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Delimiter {
    /// `( ... )`.
    Paren,
    /// `[ ... ]`.
    Square,
}

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Tok {
    Eof,
    /// Bare identifier or keyword.
    Ident,
    /// `%name` or `%name#N`.
    Percent,
    /// Integer literal (decimal or hex).
    Integer,
    /// Something the affine grammar never accepts (float, string, ...).
    Other,
    /// A token MLIR's lexer rejects (a `%` not followed by a name, an
    /// unterminated string, a stray character, ...): the lexer reports it,
    /// with the message in `Parser::lex_error`, at the token's `end`.
    LexError,
    LParen,
    RParen,
    LSquare,
    RSquare,
    Comma,
    Plus,
    Minus,
    Star,
    Colon,
    Greater,
    Less,
    Equal,
    Arrow,
}

#[derive(Clone, Copy, Debug)]
struct Token {
    kind: Tok,
    start: usize,
    end: usize,
}

/// Low-precedence operators.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LowOp {
    Add,
    Sub,
}

/// High-precedence operators.
#[derive(Clone, Copy, PartialEq, Eq)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

type Resolver<'r> = &'r mut dyn FnMut(&str, bool) -> Result<DimOrSymbol, String>;

struct Parser<'s, 'a, 'r> {
    src: &'s str,
    pos: usize,
    tok: Token,
    last_end: usize,
    store: &'a mut AffineStore,
    /// Identifier name -> expression (declared dims/symbols, or SSA ids seen);
    /// inline: a parser is made for every map the IR parser reads.
    names: SmallVec<[(&'s str, AffineExpr); 8]>,
    resolver: Option<Resolver<'r>>,
    num_dim_operands: u32,
    num_symbol_operands: u32,
    /// Operators and nesting levels in the current top-level expression.
    num_ops: usize,
    /// Current parenthesis / negation nesting depth.
    depth: usize,
    /// Message of the last [`Tok::LexError`].
    lex_error: &'static str,
}

/// Upper bound on operators (plus nesting levels) in one expression; keeps
/// the recursive algorithms far from the stack limit.
const MAX_OPS_PER_EXPR: usize = 4096;
/// Upper bound on parenthesis / negation nesting.
const MAX_NESTING: usize = 256;

type PResult<T> = Result<T, AffineParseError>;

fn is_ident_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_ident_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

impl<'s, 'a, 'r> Parser<'s, 'a, 'r> {
    fn new(store: &'a mut AffineStore, src: &'s str, offset: usize) -> Self {
        let start = offset.min(src.len());
        let mut p = Parser {
            src,
            pos: start,
            tok: Token { kind: Tok::Eof, start, end: start },
            last_end: start,
            store,
            names: SmallVec::new(),
            resolver: None,
            num_dim_operands: 0,
            num_symbol_operands: 0,
            num_ops: 0,
            depth: 0,
            lex_error: "",
        };
        p.tok = p.lex();
        p
    }

    fn lex(&mut self) -> Token {
        let b = self.src.as_bytes();
        loop {
            while self.pos < b.len() && matches!(b[self.pos], b' ' | b'\t' | b'\n' | b'\r') {
                self.pos += 1;
            }
            if self.pos + 1 < b.len() && b[self.pos] == b'/' && b[self.pos + 1] == b'/' {
                while self.pos < b.len() && b[self.pos] != b'\n' && b[self.pos] != b'\r' {
                    self.pos += 1;
                }
                continue;
            }
            break;
        }
        let start = self.pos;
        if start >= b.len() {
            return Token { kind: Tok::Eof, start, end: start };
        }
        let c = b[start];
        let mut end = start + 1;
        let kind = match c {
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b',' => Tok::Comma,
            b'+' => Tok::Plus,
            b'*' => Tok::Star,
            b':' => Tok::Colon,
            b'>' => Tok::Greater,
            b'<' => Tok::Less,
            b'=' => Tok::Equal,
            b'-' => {
                if b.get(start + 1) == Some(&b'>') {
                    end = start + 2;
                    Tok::Arrow
                } else {
                    Tok::Minus
                }
            }
            b'%' => {
                // As MLIR's lexer: a name that starts with a digit is all
                // digits (`%0i0` is `%0` followed by `i0`).
                if b.get(end).is_some_and(|d| d.is_ascii_digit()) {
                    while end < b.len() && b[end].is_ascii_digit() {
                        end += 1;
                    }
                } else {
                    while end < b.len() && (is_ident_char(b[end]) || b[end] == b'-') {
                        end += 1;
                    }
                }
                if end == start + 1 {
                    // Reported at the `%`, as MLIR does.
                    self.lex_error = "invalid SSA name";
                    self.pos = end;
                    return Token { kind: Tok::LexError, start, end: start };
                } else {
                    // Optional result number `#N`.
                    if b.get(end) == Some(&b'#') && b.get(end + 1).is_some_and(|d| d.is_ascii_digit()) {
                        end += 1;
                        while end < b.len() && b[end].is_ascii_digit() {
                            end += 1;
                        }
                    }
                    Tok::Percent
                }
            }
            c if c.is_ascii_digit() => {
                if c == b'0'
                    && b.get(start + 1) == Some(&b'x')
                    && b.get(start + 2).is_some_and(|d| d.is_ascii_hexdigit())
                {
                    end = start + 2;
                    while end < b.len() && b[end].is_ascii_hexdigit() {
                        end += 1;
                    }
                    Tok::Integer
                } else {
                    while end < b.len() && b[end].is_ascii_digit() {
                        end += 1;
                    }
                    if b.get(end) == Some(&b'.') {
                        end += 1;
                        while end < b.len() && (b[end].is_ascii_digit() || matches!(b[end], b'e' | b'E' | b'+' | b'-'))
                        {
                            end += 1;
                        }
                        Tok::Other
                    } else {
                        Tok::Integer
                    }
                }
            }
            c if is_ident_start(c) => {
                while end < b.len() && is_ident_char(b[end]) {
                    end += 1;
                }
                Tok::Ident
            }
            _ => {
                // Anything else is no affine token; MLIR's lexer decides
                // whether it is a token at all (a string, `@name`, `#name`,
                // `...`) or an error (an unterminated string, a stray `.`).
                let mut lexer = crate::lexer::Lexer::new(b, start, b.len());
                let t = lexer.next_token();
                if t.kind == crate::lexer::Tok::Error {
                    self.lex_error = lexer.error;
                    // `end` is the error's location.
                    self.pos = t.end.max(start + 1);
                    return Token { kind: Tok::LexError, start, end: t.end };
                }
                // Consume one whole UTF-8 character.
                while end < b.len() && !self.src.is_char_boundary(end) {
                    end += 1;
                }
                Tok::Other
            }
        };
        self.pos = end;
        Token { kind, start, end }
    }

    fn spelling(&self) -> &'s str {
        &self.src[self.tok.start..self.tok.end]
    }

    fn consume(&mut self) {
        self.last_end = self.tok.end;
        self.tok = self.lex();
    }

    fn consume_if(&mut self, k: Tok) -> bool {
        if self.tok.kind == k {
            self.consume();
            true
        } else {
            false
        }
    }

    fn err<T>(&self, offset: usize, msg: impl Into<String>) -> PResult<T> {
        // A lexer error is reported when its token is read, so it is the
        // only error MLIR shows.
        if self.tok.kind == Tok::LexError {
            return Err(AffineParseError {
                offset: self.tok.end,
                message: self.lex_error.into(),
                follow_ups: Vec::new(),
            });
        }
        Err(AffineParseError { offset, message: msg.into(), follow_ups: Vec::new() })
    }

    /// Error at the current token.
    fn err_here<T>(&self, msg: impl Into<String>) -> PResult<T> {
        self.err(self.tok.start, msg)
    }

    /// MLIR's `emitWrongTokenError`: reported right after the previous
    /// non-blank character when the current token follows whitespace.
    fn err_wrong_token<T>(&self, msg: impl Into<String>) -> PResult<T> {
        let mut loc = self.tok.start;
        if self.tok.kind == Tok::Eof && loc > 0 {
            loc -= 1;
        }
        let b = self.src.as_bytes();
        let mut p = loc;
        while p > 0 && matches!(b[p - 1], b' ' | b'\t' | b'\n' | b'\r') {
            p -= 1;
        }
        if p == 0 {
            return self.err(loc, msg);
        }
        self.err(p, msg)
    }

    fn parse_token(&mut self, k: Tok, msg: &str) -> PResult<()> {
        if self.consume_if(k) { Ok(()) } else { self.err_wrong_token(msg) }
    }

    // ---------------------------------------------------------------------
    // Expressions.
    // ---------------------------------------------------------------------

    fn consume_if_low(&mut self) -> Option<LowOp> {
        match self.tok.kind {
            Tok::Plus => {
                self.consume();
                Some(LowOp::Add)
            }
            Tok::Minus => {
                self.consume();
                Some(LowOp::Sub)
            }
            _ => None,
        }
    }

    fn consume_if_high(&mut self) -> Option<HighOp> {
        let op = match self.tok.kind {
            Tok::Star => HighOp::Mul,
            Tok::Ident => match self.spelling() {
                "floordiv" => HighOp::FloorDiv,
                "ceildiv" => HighOp::CeilDiv,
                "mod" => HighOp::Mod,
                _ => return None,
            },
            _ => return None,
        };
        self.consume();
        Some(op)
    }

    fn high_binary(&mut self, op: HighOp, lhs: AffineExpr, rhs: AffineExpr, op_loc: usize) -> PResult<AffineExpr> {
        let s = &mut *self.store;
        match op {
            HighOp::Mul => {
                if !s.is_symbolic_or_constant(lhs) && !s.is_symbolic_or_constant(rhs) {
                    return self.err(
                        op_loc,
                        "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic",
                    );
                }
                Ok(s.mul(lhs, rhs))
            }
            HighOp::FloorDiv | HighOp::CeilDiv | HighOp::Mod => {
                if !s.is_symbolic_or_constant(rhs) {
                    let name = match op {
                        HighOp::FloorDiv => "floordiv",
                        HighOp::CeilDiv => "ceildiv",
                        _ => "mod",
                    };
                    return self.err(
                        op_loc,
                        format!(
                            "non-affine expression: right operand of {name} has to be either a constant or symbolic"
                        ),
                    );
                }
                Ok(match op {
                    HighOp::FloorDiv => s.floor_div(lhs, rhs),
                    HighOp::CeilDiv => s.ceil_div(lhs, rhs),
                    _ => s.modulo(lhs, rhs),
                })
            }
        }
    }

    fn low_binary(&mut self, op: LowOp, lhs: AffineExpr, rhs: AffineExpr) -> AffineExpr {
        match op {
            LowOp::Add => self.store.add(lhs, rhs),
            LowOp::Sub => self.store.sub(lhs, rhs),
        }
    }

    /// Parses one complete (top-level) expression, with the size guard reset.
    fn parse_top_expr(&mut self) -> PResult<AffineExpr> {
        self.num_ops = 0;
        self.parse_expr()
    }

    fn parse_expr(&mut self) -> PResult<AffineExpr> {
        self.parse_low()
    }

    /// Counts one operator / nesting level against the size guards that keep
    /// every recursive routine (simplifier, printer, flattener) within stack
    /// limits on adversarial input.
    fn count_op(&mut self) -> PResult<()> {
        self.num_ops += 1;
        if self.num_ops > MAX_OPS_PER_EXPR {
            return self.err_here("affine expression is too large");
        }
        Ok(())
    }

    /// MLIR's `parseAffineLowPrecOpExpr`, with its tail recursion as a loop.
    fn parse_low(&mut self) -> PResult<AffineExpr> {
        let mut llhs: Option<(AffineExpr, LowOp)> = None;
        loop {
            let lhs = self.parse_operand(llhs.is_some())?;
            if let Some(op) = self.consume_if_low() {
                self.count_op()?;
                let acc = match llhs {
                    Some((ll, lop)) => self.low_binary(lop, ll, lhs),
                    None => lhs,
                };
                llhs = Some((acc, op));
                continue;
            }
            let op_loc = self.tok.start;
            if let Some(hop) = self.consume_if_high() {
                self.count_op()?;
                let high = self.parse_high(lhs, hop, op_loc)?;
                let expr = match llhs {
                    Some((ll, lop)) => self.low_binary(lop, ll, high),
                    None => high,
                };
                if let Some(next) = self.consume_if_low() {
                    self.count_op()?;
                    llhs = Some((expr, next));
                    continue;
                }
                return Ok(expr);
            }
            return Ok(match llhs {
                Some((ll, lop)) => self.low_binary(lop, ll, lhs),
                None => lhs,
            });
        }
    }

    /// MLIR's `parseAffineHighPrecOpExpr` (left-associative chain of `*`,
    /// `floordiv`, `ceildiv`, `mod`) as a loop. Non-affine errors are
    /// reported at the operator following the offending operand, or at the
    /// last operator, as MLIR does.
    fn parse_high(&mut self, first: AffineExpr, first_op: HighOp, first_loc: usize) -> PResult<AffineExpr> {
        let (mut ll, mut lop, mut lloc) = (first, first_op, first_loc);
        loop {
            let lhs = self.parse_operand(true)?;
            let op_loc = self.tok.start;
            if let Some(op) = self.consume_if_high() {
                self.count_op()?;
                ll = self.high_binary(lop, ll, lhs, op_loc)?;
                lop = op;
                lloc = op_loc;
                continue;
            }
            return self.high_binary(lop, ll, lhs, lloc);
        }
    }

    fn parse_operand(&mut self, has_lhs: bool) -> PResult<AffineExpr> {
        match self.tok.kind {
            Tok::Ident if self.spelling() == "symbol" => self.parse_symbol_ssa_id(),
            Tok::Percent => self.parse_ssa_id(false),
            Tok::Integer => self.parse_integer(),
            Tok::LParen => {
                self.consume();
                if self.tok.kind == Tok::RParen {
                    return self.err_here("no expression inside parentheses");
                }
                self.enter_nesting()?;
                let e = self.parse_expr();
                self.depth -= 1;
                let e = e?;
                self.parse_token(Tok::RParen, "expected ')'")?;
                Ok(e)
            }
            Tok::Minus => {
                self.consume();
                self.enter_nesting()?;
                let operand = self.parse_operand(has_lhs);
                self.depth -= 1;
                // On error MLIR reports the operand's error, then "missing
                // operand of negation" at the token where the parse stopped
                // (unless that token is a lexer error, already reported).
                let operand = operand.map_err(|mut e| {
                    if self.tok.kind != Tok::LexError {
                        e.follow_ups.push((self.tok.start, "missing operand of negation".into()));
                    }
                    e
                })?;
                let m1 = self.store.constant(-1);
                Ok(self.store.mul(m1, operand))
            }
            Tok::Ident => self.parse_bare_id(),
            Tok::Plus | Tok::Star => {
                if has_lhs {
                    self.err_here("missing right operand of binary operator")
                } else {
                    self.err_here("missing left operand of binary operator")
                }
            }
            _ => {
                if has_lhs {
                    self.err_here("missing right operand of binary operator")
                } else {
                    self.err_here("expected affine expression")
                }
            }
        }
    }

    fn enter_nesting(&mut self) -> PResult<()> {
        self.depth += 1;
        if self.depth > MAX_NESTING {
            self.depth -= 1;
            return self.err_here("affine expression nested too deeply");
        }
        self.count_op()
    }

    fn parse_integer(&mut self) -> PResult<AffineExpr> {
        let sp = self.spelling();
        let val = if let Some(hex) = sp.strip_prefix("0x") {
            u64::from_str_radix(hex, 16).ok()
        } else {
            sp.parse::<u64>().ok()
        };
        match val.and_then(|v| i64::try_from(v).ok()) {
            Some(v) => {
                self.consume();
                Ok(self.store.constant(v))
            }
            None => self.err_here("constant too large for index"),
        }
    }

    fn parse_bare_id(&mut self) -> PResult<AffineExpr> {
        if self.tok.kind != Tok::Ident {
            return self.err_wrong_token("expected bare identifier");
        }
        let name = self.spelling();
        if let Some(&(_, e)) = self.names.iter().find(|(n, _)| *n == name) {
            self.consume();
            return Ok(e);
        }
        self.err_wrong_token("use of undeclared identifier")
    }

    fn parse_ssa_id(&mut self, is_symbol: bool) -> PResult<AffineExpr> {
        if self.resolver.is_none() {
            return self.err_wrong_token("unexpected ssa identifier");
        }
        if self.tok.kind != Tok::Percent {
            return self.err_wrong_token("expected ssa identifier");
        }
        let name = self.spelling();
        let loc = self.tok.start;
        // A hash identifier right after the name is read as a result number
        // (MLIR's `parseSSAUse`): `%x#map` is an invalid one.
        let b = self.src.as_bytes();
        if b.get(self.tok.end) == Some(&b'#')
            && b.get(self.tok.end + 1).is_some_and(|&c| c.is_ascii_alphabetic() || c == b'_' || c == b'$' || c == b'.')
        {
            return self.err(self.tok.end, "invalid SSA value result number".to_string());
        }
        // `%x#0` and `%x` name the same value (MLIR compares name and number).
        let key = name.strip_suffix("#0").unwrap_or(name);
        if let Some(&(_, e)) = self.names.iter().find(|(n, _)| *n == key) {
            self.consume();
            return Ok(e);
        }
        // Like MLIR's affine parser, a later use is matched by its name alone:
        // `%x#1` after `%x#0` reuses `%x` and leaves `#1` unparsed, which then
        // fails as unexpected text (mlir-opt reports "expected ']' ..." there).
        if let Some(hash) = name.find('#') {
            let base = &name[..hash];
            if let Some(&(_, e)) = self.names.iter().find(|(n, _)| n.split('#').next() == Some(base)) {
                self.last_end = loc + hash;
                self.pos = loc + hash;
                self.tok = self.lex();
                return Ok(e);
            }
        }
        let kind = match self.resolver.as_mut() {
            Some(r) => r(name, is_symbol),
            None => return self.err_wrong_token("unexpected ssa identifier"),
        };
        let kind = match kind {
            Ok(k) => k,
            Err(msg) => return self.err(loc, msg),
        };
        self.consume();
        let e = match kind {
            DimOrSymbol::Dim => {
                let e = self.store.dim(self.num_dim_operands);
                self.num_dim_operands += 1;
                e
            }
            DimOrSymbol::Symbol => {
                let e = self.store.symbol(self.num_symbol_operands);
                self.num_symbol_operands += 1;
                e
            }
        };
        self.names.push((key, e));
        Ok(e)
    }

    fn parse_symbol_ssa_id(&mut self) -> PResult<AffineExpr> {
        self.consume(); // `symbol`
        self.parse_token(Tok::LParen, "expected '(' at start of SSA symbol")?;
        let e = self.parse_ssa_id(true)?;
        self.parse_token(Tok::RParen, "expected ')' at end of SSA symbol")?;
        Ok(e)
    }

    // ---------------------------------------------------------------------
    // Lists, maps and sets.
    // ---------------------------------------------------------------------

    /// MLIR's `parseCommaSeparatedList` with a delimiter.
    fn comma_list(
        &mut self,
        delim: Delimiter,
        context: &str,
        elt: &mut dyn FnMut(&mut Self) -> PResult<()>,
    ) -> PResult<()> {
        let (open, close, open_s, close_s) = match delim {
            Delimiter::Paren => (Tok::LParen, Tok::RParen, "(", ")"),
            Delimiter::Square => (Tok::LSquare, Tok::RSquare, "[", "]"),
        };
        // Messages are only formatted on error (lists are parsed per op).
        if !self.consume_if(open) {
            return self.err_wrong_token(format!("expected '{open_s}'{context}"));
        }
        if self.consume_if(close) {
            return Ok(());
        }
        elt(self)?;
        while self.consume_if(Tok::Comma) {
            elt(self)?;
        }
        if !self.consume_if(close) {
            return self.err_wrong_token(format!("expected '{close_s}'{context}"));
        }
        Ok(())
    }

    fn parse_identifier_definition(&mut self, e: AffineExpr) -> PResult<()> {
        if self.tok.kind != Tok::Ident {
            return self.err_wrong_token("expected bare identifier");
        }
        let name = self.spelling();
        if self.names.iter().any(|(n, _)| *n == name) {
            return self.err_here(format!("redefinition of identifier '{name}'"));
        }
        self.consume();
        self.names.push((name, e));
        Ok(())
    }

    fn parse_map_or_set(&mut self) -> PResult<MapOrSet> {
        let mut num_dims = 0u32;
        self.comma_list(Delimiter::Paren, " in dimensional identifier list", &mut |p| {
            let d = p.store.dim(num_dims);
            num_dims += 1;
            p.parse_identifier_definition(d)
        })?;
        let mut num_symbols = 0u32;
        if self.tok.kind == Tok::LSquare {
            self.comma_list(Delimiter::Square, " in symbol list", &mut |p| {
                let s = p.store.symbol(num_symbols);
                num_symbols += 1;
                p.parse_identifier_definition(s)
            })?;
        }
        if self.consume_if(Tok::Arrow) {
            let mut exprs: SmallVec<[AffineExpr; 8]> = SmallVec::new();
            self.comma_list(Delimiter::Paren, " in affine map range", &mut |p| {
                exprs.push(p.parse_top_expr()?);
                Ok(())
            })?;
            return Ok(MapOrSet::Map(self.store.map(num_dims, num_symbols, &exprs)));
        }
        self.parse_token(Tok::Colon, "expected '->' or ':'")?;
        let mut constraints: SmallVec<[AffineExpr; 8]> = SmallVec::new();
        let mut eqs: SmallVec<[bool; 8]> = SmallVec::new();
        self.comma_list(Delimiter::Paren, " in integer set constraint list", &mut |p| {
            let (c, eq) = p.parse_constraint()?;
            constraints.push(c);
            eqs.push(eq);
            Ok(())
        })?;
        if constraints.is_empty() {
            let zero = self.store.constant(0);
            return Ok(MapOrSet::Set(self.store.set(num_dims, num_symbols, &[zero], &[true])));
        }
        Ok(MapOrSet::Set(self.store.set(num_dims, num_symbols, &constraints, &eqs)))
    }

    fn parse_constraint(&mut self) -> PResult<(AffineExpr, bool)> {
        let lhs = self.parse_top_expr()?;
        if self.consume_if(Tok::Greater) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_top_expr()?;
            return Ok((self.store.sub(lhs, rhs), false));
        }
        if self.consume_if(Tok::Less) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_top_expr()?;
            return Ok((self.store.sub(rhs, lhs), false));
        }
        if self.consume_if(Tok::Equal) && self.consume_if(Tok::Equal) {
            let rhs = self.parse_top_expr()?;
            return Ok((self.store.sub(lhs, rhs), true));
        }
        self.err_here("expected '== affine-expr' or '>= affine-expr' at end of affine constraint")
    }
}

/// Parses an affine map or integer set starting at `offset` (which must be
/// at, or whitespace before, the `(` of the dimension list), e.g. the text
/// after `affine_map<`. Dim/symbol names are arbitrary bare identifiers
/// (`(i, j)[N] -> (i + j * N)`). Returns the interned result and the number
/// of bytes consumed from `offset` (up to the end of the final `)`; trailing
/// text such as `>` is left to the caller). An integer set without
/// constraints becomes `0 == 0`, as in MLIR.
pub fn parse_affine_map_or_set(
    store: &mut AffineStore,
    src: &str,
    offset: usize,
) -> Result<(MapOrSet, usize), AffineParseError> {
    let start = offset.min(src.len());
    let mut p = Parser::new(store, src, start);
    let r = p.parse_map_or_set()?;
    Ok((r, p.last_end - start))
}

/// Parses a delimited, comma-separated list of affine expressions over SSA
/// ids (`[%i + 3, symbol(%n) floordiv 2]`), as MLIR's
/// `parseAffineMapOfSSAIds` (used by `affine.load`, `affine.store`,
/// `affine.prefetch`, `affine.parallel` bounds, ...).
///
/// `resolver(name, is_symbol)` is called once per distinct SSA id, in order
/// of first appearance (`name` includes `%` and any `#N` suffix;
/// `is_symbol` is true inside `symbol(...)`). It returns whether the id binds
/// a dim or a symbol — MLIR's rule is `Symbol` iff `is_symbol` — or an error
/// message (reported at the id). A later use of an already-seen id reuses its
/// binding, even inside `symbol(...)`. `name` is a subslice of `src`, so its
/// byte offset is `name.as_ptr() as usize - src.as_ptr() as usize`.
/// Dims and symbols are numbered
/// separately in order of first appearance, so the op's operand list is the
/// dims followed by the symbols. A list with only constants yields a
/// `() -> (...)` map. Returns the map and the number of bytes consumed from
/// `offset` (through the closing delimiter).
pub fn parse_affine_expr_list_with_ssa(
    store: &mut AffineStore,
    src: &str,
    offset: usize,
    delimiter: Delimiter,
    resolver: &mut dyn FnMut(&str, bool) -> Result<DimOrSymbol, String>,
) -> Result<(AffineMap, usize), AffineParseError> {
    let start = offset.min(src.len());
    let mut p = Parser::new(store, src, start);
    p.resolver = Some(resolver);
    let mut exprs: SmallVec<[AffineExpr; 8]> = SmallVec::new();
    p.comma_list(delimiter, " in affine map", &mut |p| {
        exprs.push(p.parse_top_expr()?);
        Ok(())
    })?;
    let (nd, ns) = (p.num_dim_operands, p.num_symbol_operands);
    let consumed = p.last_end - start;
    Ok((store.map(nd, ns, &exprs), consumed))
}

/// Parses a single affine expression over SSA ids (MLIR's
/// `parseAffineExprOfSSAIds`), with the same `resolver` protocol as
/// [`parse_affine_expr_list_with_ssa`]. Returns the expression, the number of
/// dims and symbols bound, and the bytes consumed from `offset`.
pub fn parse_affine_expr_with_ssa(
    store: &mut AffineStore,
    src: &str,
    offset: usize,
    resolver: &mut dyn FnMut(&str, bool) -> Result<DimOrSymbol, String>,
) -> Result<(AffineExpr, u32, u32, usize), AffineParseError> {
    let start = offset.min(src.len());
    let mut p = Parser::new(store, src, start);
    p.resolver = Some(resolver);
    let e = p.parse_top_expr()?;
    Ok((e, p.num_dim_operands, p.num_symbol_operands, p.last_end - start))
}
