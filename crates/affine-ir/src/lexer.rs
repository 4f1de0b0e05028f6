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
        while self.pos < self.end {
            match self.src[self.pos] {
                // MLIR's lexer skips a NUL byte that is not the end of the
                // buffer like whitespace.
                b' ' | b'\t' | b'\n' | b'\r' | 0 => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.end && !matches!(self.src[self.pos], b'\n' | b'\r') {
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Token {
        self.skip_trivia();
        let start = self.pos;
        let tok = |kind, end| Token { kind, start, end };
        if self.pos >= self.end {
            return tok(Tok::Eof, self.pos);
        }
        let c = self.src[self.pos];
        self.pos += 1;
        let single = |l: &mut Self, k| tok(k, l.pos);
        match c {
            b'(' => single(self, Tok::LParen),
            b')' => single(self, Tok::RParen),
            b'[' => single(self, Tok::LSquare),
            b']' => single(self, Tok::RSquare),
            b'{' => {
                if self.peek(0) == b'-' && self.peek(1) == b'#' {
                    self.pos += 2;
                    return tok(Tok::FileMetadataBegin, self.pos);
                }
                single(self, Tok::LBrace)
            }
            b'}' => single(self, Tok::RBrace),
            b'<' => single(self, Tok::Less),
            b'>' => single(self, Tok::Greater),
            b',' => single(self, Tok::Comma),
            b':' => single(self, Tok::Colon),
            b'=' => single(self, Tok::Equal),
            b'?' => single(self, Tok::Question),
            b'*' => single(self, Tok::Star),
            b'+' => single(self, Tok::Plus),
            b'|' => single(self, Tok::VerticalBar),
            b'-' => {
                if self.peek(0) == b'>' {
                    self.pos += 1;
                    return tok(Tok::Arrow, self.pos);
                }
                single(self, Tok::Minus)
            }
            b'.' => {
                if self.peek(0) == b'.' && self.peek(1) == b'.' {
                    self.pos += 2;
                    return tok(Tok::Ellipsis, self.pos);
                }
                // Reported after the first dot, as MLIR does.
                self.error = "expected three consecutive dots for an ellipsis";
                tok(Tok::Error, self.pos)
            }
            b'"' => self.lex_string(start),
            b'@' => {
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
            b'%' | b'^' | b'#' | b'!' => {
                if c == b'#' && self.peek(0) == b'-' && self.peek(1) == b'}' {
                    self.pos += 2;
                    return tok(Tok::FileMetadataEnd, self.pos);
                }
                let kind = match c {
                    b'%' => Tok::PercentIdent,
                    b'^' => Tok::CaretIdent,
                    b'#' => Tok::HashIdent,
                    _ => Tok::ExclIdent,
                };
                let c0 = self.peek(0);
                if c0.is_ascii_digit() {
                    while self.pos < self.end && self.src[self.pos].is_ascii_digit() {
                        self.pos += 1;
                    }
                } else if c0.is_ascii_alphabetic() || matches!(c0, b'_' | b'$' | b'.' | b'-') {
                    while self.pos < self.end && is_suffix_char(self.src[self.pos]) {
                        self.pos += 1;
                    }
                } else {
                    self.error = match c {
                        b'%' => "invalid SSA name",
                        b'^' => "invalid block name",
                        b'#' => "invalid attribute name",
                        _ => "invalid type identifier",
                    };
                    // Reported at the prefix character, as MLIR does.
                    return tok(Tok::Error, start);
                }
                tok(kind, self.pos)
            }
            b'0'..=b'9' => {
                if c == b'0' && self.peek(0) == b'x' && self.peek(1).is_ascii_hexdigit() {
                    self.pos += 1;
                    while self.pos < self.end && self.src[self.pos].is_ascii_hexdigit() {
                        self.pos += 1;
                    }
                    return tok(Tok::Integer, self.pos);
                }
                while self.pos < self.end && self.src[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
                if self.peek(0) != b'.' {
                    return tok(Tok::Integer, self.pos);
                }
                self.pos += 1;
                while self.pos < self.end && self.src[self.pos].is_ascii_digit() {
                    self.pos += 1;
                }
                if matches!(self.peek(0), b'e' | b'E')
                    && (self.peek(1).is_ascii_digit()
                        || (matches!(self.peek(1), b'-' | b'+') && self.peek(2).is_ascii_digit()))
                {
                    self.pos += 2;
                    while self.pos < self.end && self.src[self.pos].is_ascii_digit() {
                        self.pos += 1;
                    }
                }
                tok(Tok::Float, self.pos)
            }
            c if c.is_ascii_alphabetic() || c == b'_' => {
                while self.pos < self.end && is_ident_char(self.src[self.pos]) {
                    self.pos += 1;
                }
                tok(Tok::BareIdent, self.pos)
            }
            _ => {
                // Reported at the character, as MLIR does.
                self.error = "unexpected character";
                tok(Tok::Error, start)
            }
        }
    }

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

/// Unescapes the contents of a string token (span including quotes).
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
    String::from_utf8(out).unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned())
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
