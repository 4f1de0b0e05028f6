//! A small, fast, non-cryptographic hasher (the "Fx" hash used by rustc and
//! Firefox) for the uniquing tables and parser/printer maps, where SipHash's
//! DoS resistance is not needed and its cost shows up on large inputs.

use std::collections::{HashMap, HashSet};
use std::hash::{BuildHasherDefault, Hasher};

/// The Fx hasher state.
#[derive(Default, Clone, Copy)]
pub struct FxHasher {
    hash: u64,
}

const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.hash = (self.hash.rotate_left(5) ^ w).wrapping_mul(SEED);
    }
}

impl Hasher for FxHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut a = [0u8; 8];
            a.copy_from_slice(c);
            self.add(u64::from_le_bytes(a));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            self.add(load_partial(rest) ^ ((rest.len() as u64) << 56));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        self.hash
    }
}

/// The little-endian word of 1 to 7 bytes, zero above them: what copying
/// them into a zeroed `[u8; 8]` gives, without the `memcpy` call of a
/// variable-length copy (two overlapping loads instead).
#[inline]
pub(crate) fn load_partial(b: &[u8]) -> u64 {
    let n = b.len();
    debug_assert!((1..8).contains(&n));
    if n >= 4 {
        let lo = u64::from(u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
        let hi = u64::from(u32::from_le_bytes([b[n - 4], b[n - 3], b[n - 2], b[n - 1]]));
        lo | (hi << (8 * (n - 4)))
    } else {
        let (b0, b1, b2) = (u64::from(b[0]), u64::from(b[n / 2]), u64::from(b[n - 1]));
        b0 | (b1 << (8 * (n / 2))) | (b2 << (8 * (n - 1)))
    }
}

/// `HashMap` with the Fx hasher.
pub type FxHashMap<K, V> = HashMap<K, V, BuildHasherDefault<FxHasher>>;
/// `HashSet` with the Fx hasher.
pub type FxHashSet<K> = HashSet<K, BuildHasherDefault<FxHasher>>;

/// Hashes one value with the Fx hasher, then mixes the high bits into the
/// low ones. The result is meant as a key of an `FxHashMap<u64, _>`, whose
/// bucket comes from the low bits of the key times an odd constant: without
/// the mixing, those depend only on the low bits of the last word hashed
/// (the first bytes of a short string), so names that differ only further
/// on (`matmul_0`, `matmul_1`, ...) would all land in the same buckets.
pub fn fx_hash<T: std::hash::Hash + ?Sized>(v: &T) -> u64 {
    let mut h = FxHasher::default();
    v.hash(&mut h);
    mix(h.finish())
}

/// A 64-bit finalizer (from SplitMix64): every input bit affects every
/// output bit.
#[inline]
pub fn mix(mut h: u64) -> u64 {
    h = (h ^ (h >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    h = (h ^ (h >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    h ^ (h >> 31)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn partial_loads_are_the_zero_padded_words() {
        let bytes = b"abcdefgh";
        for n in 1..8 {
            let mut a = [0u8; 8];
            a[..n].copy_from_slice(&bytes[..n]);
            assert_eq!(load_partial(&bytes[..n]), u64::from_le_bytes(a), "{n} bytes");
        }
    }
}
