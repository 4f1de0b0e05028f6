//! Byte strings held in Rust `String`s without loss.
//!
//! An MLIR string attribute is a sequence of bytes, not necessarily UTF-8:
//! `"\FF\80"` is valid MLIR, C frontends put arbitrary bytes in
//! `llvm.mlir.global` initialisers, and `mlir-opt` prints every byte back as
//! it was. The IR keeps strings as `String` (symbol names, keywords and
//! almost every attribute are text), so bytes that are not part of valid
//! UTF-8 are carried as code points of a reserved block at the top of the
//! Supplementary Private Use Area-B: byte `b` (always `>= 0x80`, since ASCII
//! is always valid) becomes `U+10FF00 + b`.
//!
//! The encoding is unambiguous: a genuine character of the reserved block
//! `U+10FF80..=U+10FFFF` in the input is itself stored byte by byte (its
//! four UTF-8 bytes are all `>= 0x80`), so decoding maps every reserved code
//! point back to exactly one byte and every other character to its UTF-8.
//! Strings that are valid UTF-8 and contain no reserved character (all real
//! text) are stored unchanged.

use std::borrow::Cow;

/// First code point of the reserved block; byte `b` is `RAW_BYTE_BASE + b`.
const RAW_BYTE_BASE: u32 = 0x10_FF00;

/// The first UTF-8 byte of every reserved code point (and of any code point
/// in `U+100000..=U+10FFFF`): a cheap filter before decoding.
const RESERVED_LEAD: u8 = 0xF4;

fn is_reserved(c: char) -> bool {
    (RAW_BYTE_BASE + 0x80..=RAW_BYTE_BASE + 0xFF).contains(&(c as u32))
}

fn push_raw_byte(out: &mut String, b: u8) {
    // `b >= 0x80`, so the code point lies in U+10FF80..=U+10FFFF: valid.
    out.push(char::from_u32(RAW_BYTE_BASE + u32::from(b)).unwrap_or(char::REPLACEMENT_CHARACTER));
}

/// Stores `bytes` as a `String` losslessly (the inverse of [`decoded_bytes`]).
pub fn encode_bytes(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(s) if !s.as_bytes().contains(&RESERVED_LEAD) || !s.chars().any(is_reserved) => s,
        Ok(s) => encode_slow(s.as_bytes()),
        Err(e) => encode_slow(e.as_bytes()),
    }
}

fn encode_slow(mut rest: &[u8]) -> String {
    let mut out = String::with_capacity(rest.len() + 8);
    while !rest.is_empty() {
        let (valid, tail) = match std::str::from_utf8(rest) {
            Ok(s) => (s, &[][..]),
            Err(e) => {
                let (good, bad) = rest.split_at(e.valid_up_to());
                // `good` is valid UTF-8 by construction.
                (std::str::from_utf8(good).unwrap_or_default(), bad)
            }
        };
        for c in valid.chars() {
            if is_reserved(c) {
                let mut buf = [0u8; 4];
                for &b in c.encode_utf8(&mut buf).as_bytes() {
                    push_raw_byte(&mut out, b);
                }
            } else {
                out.push(c);
            }
        }
        if tail.is_empty() {
            break;
        }
        // The invalid sequence is `error_len` bytes long, or runs to the end.
        let bad_len = std::str::from_utf8(tail).err().and_then(|e| e.error_len()).unwrap_or(tail.len()).max(1);
        for &b in &tail[..bad_len.min(tail.len())] {
            push_raw_byte(&mut out, b);
        }
        rest = &tail[bad_len.min(tail.len())..];
    }
    out
}

/// The bytes a string stored by [`encode_bytes`] stands for.
pub fn decoded_bytes(s: &str) -> Cow<'_, [u8]> {
    if !s.as_bytes().contains(&RESERVED_LEAD) {
        return Cow::Borrowed(s.as_bytes());
    }
    let mut out = Vec::with_capacity(s.len());
    for c in s.chars() {
        if is_reserved(c) {
            out.push((c as u32 - RAW_BYTE_BASE) as u8);
        } else {
            let mut buf = [0u8; 4];
            out.extend_from_slice(c.encode_utf8(&mut buf).as_bytes());
        }
    }
    Cow::Owned(out)
}

/// The number of bytes a stored string stands for (what MLIR's
/// `StringRef::size` reports, e.g. for an `!llvm.array<N x i8>` initialiser).
pub fn decoded_len(s: &str) -> usize {
    decoded_bytes(s).len()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn round_trip(bytes: &[u8]) {
        let s = encode_bytes(bytes.to_vec());
        assert_eq!(&*decoded_bytes(&s), bytes, "{bytes:?} via {s:?}");
    }

    #[test]
    fn text_is_stored_unchanged() {
        for t in ["", "abc", "a\"b\\", "€ and text", "\u{100000}"] {
            assert_eq!(encode_bytes(t.as_bytes().to_vec()), t);
            assert!(matches!(decoded_bytes(t), Cow::Borrowed(_)) || t.contains('\u{100000}'));
        }
    }

    #[test]
    fn invalid_bytes_survive() {
        round_trip(b"x\xFF\x80y");
        round_trip(b"\xC3");
        round_trip(b"\xE2\x82");
        round_trip(b"\xF4\x90\x80\x80");
        round_trip(b"ok\xE2\x82\xAC\xC0\xAF");
    }

    #[test]
    fn reserved_characters_are_not_confused_with_raw_bytes() {
        // U+10FF80 (F4 8F BE 80) must not decode to the single byte 0x80.
        round_trip("\u{10FF80}".as_bytes());
        round_trip("a\u{10FFFF}b\u{10FF7F}".as_bytes());
        let mixed: Vec<u8> = [&b"\x80"[..], "\u{10FF80}".as_bytes()].concat();
        round_trip(&mixed);
        assert_ne!(encode_bytes(b"\x80".to_vec()), encode_bytes("\u{10FF80}".as_bytes().to_vec()));
    }

    #[test]
    fn every_short_byte_string_round_trips() {
        for a in 0..=255u8 {
            for b in [0u8, 0x41, 0x80, 0x8F, 0xBE, 0xBF, 0xC3, 0xF4, 0xFF] {
                round_trip(&[a, b]);
                round_trip(&[0xF4, a, b, 0x80]);
            }
        }
    }
}
