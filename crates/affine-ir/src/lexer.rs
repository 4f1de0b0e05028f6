//! Byte-level lexer for the MLIR textual format. Tokens are spans into the
//! source; nothing is allocated while lexing.

/// Token kinds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Tok {
    /// End of input.
    Eof,
    /// Lexing error (message in [`Lexer::error`]).
    Error,
    /// `foo`, `i32`, `affine.for`.
    BareIdent,
    /// `@foo` or `@"foo"`.
    AtIdent,
    /// `%foo`, `%0`.
    PercentIdent,
    /// `^bb0`.
    CaretIdent,
    /// `#map`, `#1`, `#dialect.attr`.
    HashIdent,
    /// `!alias`, `!dialect.type`.
    ExclIdent,
    /// Integer literal (decimal or `0x` hex).
    Integer,
    /// Float literal.
    Float,
    /// String literal (span includes quotes).
    String,
    /// `(`.
    LParen,
    /// `)`.
    RParen,
    /// `[`.
    LSquare,
    /// `]`.
    RSquare,
    /// `{`.
    LBrace,
    /// `}`.
    RBrace,
    /// `<`.
    Less,
    /// `>`.
    Greater,
    /// `,`.
    Comma,
    /// `:`.
    Colon,
    /// `=`.
    Equal,
    /// `->`.
    Arrow,
    /// `?`.
    Question,
    /// `*`.
    Star,
    /// `+`.
    Plus,
    /// `-`.
    Minus,
    /// `...`.
    Ellipsis,
    /// A `/` that does not start a `//` comment. No rule of the grammar
    /// accepts it, but MLIR 22's lexer makes it a token (not a lexing
    /// error), so the parser reports what it expected there.
    Slash,
    /// `{-#`.
    FileMetadataBegin,
    /// `#-}`.
    FileMetadataEnd,
    /// `|`.
    VerticalBar,
}

/// A token: kind and byte span.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Token {
    /// Kind.
    pub kind: Tok,
    /// Start byte offset.
    pub start: usize,
    /// End byte offset (exclusive).
    pub end: usize,
}

/// The lexer: a cursor over the bytes.
pub struct Lexer<'a> {
    /// The source bytes.
    pub src: &'a [u8],
    /// Current position.
    pub pos: usize,
    /// End position (exclusive) of the lexed range.
    pub end: usize,
    /// Message of the last `Tok::Error`.
    pub error: &'static str,
}

/// Character classes of bytes, one table lookup per byte in the hot loops.
const IDENT: u8 = 1;
const SUFFIX: u8 = 2;

const fn char_classes() -> [u8; 256] {
    let mut t = [0u8; 256];
    let mut c = 0usize;
    while c < 256 {
        let b = c as u8;
        if b.is_ascii_alphanumeric() || b == b'_' || b == b'$' || b == b'.' {
            t[c] = IDENT | SUFFIX;
        } else if b == b'-' {
            t[c] = SUFFIX;
        }
        c += 1;
    }
    t
}

static CLASSES: [u8; 256] = char_classes();

#[inline]
fn is_ident_char(c: u8) -> bool {
    CLASSES[c as usize] & IDENT != 0
}

#[inline]
fn is_suffix_char(c: u8) -> bool {
    CLASSES[c as usize] & SUFFIX != 0
}

/// The first position at or after `pos` where `f` does not hold (or the end).
#[inline(always)]
fn scan(src: &[u8], mut pos: usize, f: impl Fn(u8) -> bool) -> usize {
    while pos < src.len() && f(src[pos]) {
        pos += 1;
    }
    pos
}

/// The first position at or after `pos` that is not whitespace or in a
/// `//` comment. MLIR's lexer skips a NUL byte that is not the end of the
/// buffer like whitespace.
#[inline(always)]
fn skip_trivia_in(src: &[u8], mut pos: usize) -> usize {
    while pos < src.len() {
        match src[pos] {
            b' ' | b'\t' | b'\n' | b'\r' | 0 => pos += 1,
            b'/' if src.get(pos + 1) == Some(&b'/') => {
                while pos < src.len() && !matches!(src[pos], b'\n' | b'\r') {
                    pos += 1;
                }
            }
            _ => break,
        }
    }
    pos
}

impl<'a> Lexer<'a> {
    /// A lexer over `src[start..end]`.
    pub fn new(src: &'a [u8], start: usize, end: usize) -> Self {
        Lexer { src, pos: start, end, error: "" }
    }

    #[inline]
    fn peek(&self, off: usize) -> u8 {
        let p = self.pos + off;
        if p < self.end { self.src[p] } else { 0 }
    }

    /// Skips whitespace and `//` comments.
    pub fn skip_trivia(&mut self) {
        let src = &self.src[..self.end.min(self.src.len())];
        self.pos = skip_trivia_in(src, self.pos);
    }

    /// Lexes the next token.
    ///
    /// The scanning loops run over a local slice ending at `end` and a local
    /// position, so that each byte costs one bound check (not two: the
    /// lexed range's end and the buffer's length); the rare paths (strings,
    /// errors) are out of line.
    pub fn next_token(&mut self) -> Token {
        let src = &self.src[..self.end.min(self.src.len())];
        let start = skip_trivia_in(src, self.pos);
        let Some(&c) = src.get(start) else {
            self.pos = start;
            return Token { kind: Tok::Eof, start, end: start };
        };
        let peek = |p: usize| src.get(p).copied().unwrap_or(0);
        let mut pos = start + 1;
        let kind = match c {
            b'(' => Tok::LParen,
            b')' => Tok::RParen,
            b'[' => Tok::LSquare,
            b']' => Tok::RSquare,
            b'{' => {
                if peek(pos) == b'-' && peek(pos + 1) == b'#' {
                    pos += 2;
                    Tok::FileMetadataBegin
                } else {
                    Tok::LBrace
                }
            }
            b'}' => Tok::RBrace,
            b'<' => Tok::Less,
            b'>' => Tok::Greater,
            b',' => Tok::Comma,
            b':' => Tok::Colon,
            b'=' => Tok::Equal,
            b'?' => Tok::Question,
            b'*' => Tok::Star,
            b'+' => Tok::Plus,
            b'|' => Tok::VerticalBar,
            // `//` comments were skipped as trivia.
            b'/' => Tok::Slash,
            b'-' => {
                if peek(pos) == b'>' {
                    pos += 1;
                    Tok::Arrow
                } else {
                    Tok::Minus
                }
            }
            b'.' => {
                if peek(pos) == b'.' && peek(pos + 1) == b'.' {
                    pos += 2;
                    Tok::Ellipsis
                } else {
                    // Reported after the first dot, as MLIR does.
                    self.pos = pos;
                    return self.error_token("expected three consecutive dots for an ellipsis", start, pos);
                }
            }
            b'%' | b'^' | b'#' | b'!' => {
                if c == b'#' && peek(pos) == b'-' && peek(pos + 1) == b'}' {
                    pos += 2;
                    Tok::FileMetadataEnd
                } else {
                    let kind = match c {
                        b'%' => Tok::PercentIdent,
                        b'^' => Tok::CaretIdent,
                        b'#' => Tok::HashIdent,
                        _ => Tok::ExclIdent,
                    };
                    let c0 = peek(pos);
                    if c0.is_ascii_digit() {
                        pos = scan(src, pos, |b| b.is_ascii_digit());
                    } else if c0.is_ascii_alphabetic() || matches!(c0, b'_' | b'$' | b'.' | b'-') {
                        pos = scan(src, pos, is_suffix_char);
                    } else {
                        // Reported at the prefix character, as MLIR does.
                        self.pos = pos;
                        return self.prefix_error(c, start);
                    }
                    kind
                }
            }
            b'0'..=b'9' => {
                if c == b'0' && peek(pos) == b'x' && peek(pos + 1).is_ascii_hexdigit() {
                    pos = scan(src, pos + 1, |b| b.is_ascii_hexdigit());
                    Tok::Integer
                } else {
                    pos = scan(src, pos, |b| b.is_ascii_digit());
                    if peek(pos) != b'.' {
                        Tok::Integer
                    } else {
                        pos = scan(src, pos + 1, |b| b.is_ascii_digit());
                        if matches!(peek(pos), b'e' | b'E')
                            && (peek(pos + 1).is_ascii_digit()
                                || (matches!(peek(pos + 1), b'-' | b'+') && peek(pos + 2).is_ascii_digit()))
                        {
                            pos = scan(src, pos + 2, |b| b.is_ascii_digit());
                        }
                        Tok::Float
                    }
                }
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                pos = scan(src, pos, is_ident_char);
                Tok::BareIdent
            }
            b'"' => {
                self.pos = pos;
                return self.lex_string(start);
            }
            b'@' => {
                self.pos = pos;
                return self.lex_at_ident(start);
            }
            _ => {
                // Reported at the character, as MLIR does.
                self.pos = pos;
                return self.error_token("unexpected character", start, start);
            }
        };
        self.pos = pos;
        Token { kind, start, end: pos }
    }

    /// An error token (`Tok::Error`) with `message`.
    #[cold]
    #[inline(never)]
    fn error_token(&mut self, message: &'static str, start: usize, end: usize) -> Token {
        self.error = message;
        Token { kind: Tok::Error, start, end }
    }

    /// The error of a `%`, `^`, `#` or `!` not followed by a name.
    #[cold]
    #[inline(never)]
    fn prefix_error(&mut self, c: u8, start: usize) -> Token {
        let message = match c {
            b'%' => "invalid SSA name",
            b'^' => "invalid block name",
            b'#' => "invalid attribute name",
            _ => "invalid type identifier",
        };
        self.error_token(message, start, start)
    }

    /// `@name` or `@"name"`, after the `@` (at `start`).
    #[inline(never)]
    fn lex_at_ident(&mut self, start: usize) -> Token {
        let tok = |kind, end| Token { kind, start, end };
        if self.peek(0) == b'"' {
            self.pos += 1;
            let t = self.lex_string(start + 1);
            if t.kind == Tok::Error {
                return t;
            }
            return tok(Tok::AtIdent, self.pos);
        }
        let c0 = self.peek(0);
        if !(c0.is_ascii_alphabetic() || c0 == b'_') {
            self.error = "@ identifier expected to start with letter or '_'";
            return tok(Tok::Error, self.pos);
        }
        // Unlike SSA names, symbol names take no '-' (`@a-b` is `@a`).
        while self.pos < self.end && is_ident_char(self.src[self.pos]) {
            self.pos += 1;
        }
        tok(Tok::AtIdent, self.pos)
    }

    #[inline(never)]
    fn lex_string(&mut self, start: usize) -> Token {
        while self.pos < self.end {
            match self.src[self.pos] {
                b'"' => {
                    self.pos += 1;
                    return Token { kind: Tok::String, start, end: self.pos };
                }
                // MLIR ends a string at a newline, vertical tab or form
                // feed (a carriage return is part of it).
                b'\n' | 0x0b | 0x0c => break,
                b'\\' => {
                    let n = self.peek(1);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if n.is_ascii_hexdigit() && self.peek(2).is_ascii_hexdigit() {
                        self.pos += 3;
                    } else {
                        self.error = "unknown escape in string literal";
                        return Token { kind: Tok::Error, start, end: self.pos };
                    }
                }
                _ => self.pos += 1,
            }
        }
        self.error = "expected '\"' in string literal";
        Token { kind: Tok::Error, start, end: self.pos }
    }
}

/// Unescapes the contents of a string token (span including quotes); bytes
/// that are not UTF-8 are kept (see [`crate::bytestr`]).
pub fn unescape_string(tok: &[u8]) -> String {
    let inner = if tok.len() >= 2 { &tok[1..tok.len() - 1] } else { tok };
    let mut out: Vec<u8> = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c == b'\\' && i + 1 < inner.len() {
            let n = inner[i + 1];
            match n {
                b'"' | b'\\' => {
                    out.push(n);
                    i += 2;
                }
                b'n' => {
                    out.push(b'\n');
                    i += 2;
                }
                b't' => {
                    out.push(b'\t');
                    i += 2;
                }
                _ => {
                    let h = |x: u8| (x as char).to_digit(16).unwrap_or(0) as u8;
                    if i + 2 < inner.len() {
                        out.push(h(n) * 16 + h(inner[i + 2]));
                    }
                    i += 3;
                }
            }
        } else {
            out.push(c);
            i += 1;
        }
    }
    crate::bytestr::encode_bytes(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<Tok> {
        let mut l = Lexer::new(s.as_bytes(), 0, s.len());
        let mut v = Vec::new();
        loop {
            let t = l.next_token();
            v.push(t.kind);
            if matches!(t.kind, Tok::Eof | Tok::Error) {
                return v;
            }
        }
    }

    #[test]
    fn basic_tokens() {
        use Tok::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1) -> 1.5e3 0x1F // c\n ^bb0 @f #map !t ..."),
            vec![
                PercentIdent,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentIdent,
                HashIdent,
                RParen,
                Arrow,
                Float,
                Integer,
                CaretIdent,
                AtIdent,
                HashIdent,
                ExclIdent,
                Ellipsis,
                Eof
            ]
        );
        assert_eq!(unescape_string(b"\"a\\22b\\0A\\n\""), "a\"b\n\n");
    }
}
