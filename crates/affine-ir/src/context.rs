//! The [`Context`]: uniquing tables for identifiers, op names, types,
//! attributes and locations (MLIR's `MLIRContext`), the affine interner, the
//! op registry and the IR arenas.
//!
//! Everything that is uniqued is referred to by a `Copy` 32-bit id; two ids
//! of the same kind are equal iff the uniqued values are structurally equal.

use std::borrow::Cow;
use std::hash::Hash;
use std::sync::Arc;

use crate::fxhash::{FxHashMap, fx_hash};

use crate::affine::{AffineMap, AffineStore, IntegerSet};
use crate::dialect::{OpDef, Registry};
use crate::ir::Ir;

macro_rules! id_type {
    ($(#[$m:meta])* $name:ident) => {
        $(#[$m])*
        #[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        pub struct $name(pub u32);
        impl $name {
            /// The raw index of this id.
            #[inline]
            pub fn index(self) -> usize {
                self.0 as usize
            }
        }
    };
}

id_type!(
    /// An interned identifier string (attribute names, symbol names, file names).
    Ident
);
id_type!(
    /// An interned operation name such as `affine.for`.
    OpName
);
id_type!(
    /// An interned type (see [`TypeData`]).
    Type
);
id_type!(
    /// An interned attribute (see [`AttrData`]).
    Attribute
);
id_type!(
    /// An interned location (see [`LocData`]).
    Location
);
id_type!(
    /// A source buffer registered with [`Context::register_source`].
    SourceId
);

/// The marker used for a dynamic dimension (`?`) or offset/stride, as
/// MLIR's `ShapedType::kDynamic`.
pub const DYNAMIC: i64 = i64::MIN;

/// Signedness of an integer type.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`.
    Signless,
    /// `siN`.
    Signed,
    /// `uiN`.
    Unsigned,
}

/// Floating-point formats: every float type of MLIR 22's builtin dialect.
/// Their semantics (precision, exponent range, Inf/NaN encoding) are in
/// [`crate::float`].
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `f4E2M1FN` (OCP MX FP4: finite only).
    F4E2M1FN,
    /// `f6E2M3FN` (OCP MX FP6: finite only).
    F6E2M3FN,
    /// `f6E3M2FN` (OCP MX FP6: finite only).
    F6E3M2FN,
    /// `f8E5M2` (IEEE-like).
    F8E5M2,
    /// `f8E4M3` (IEEE-like).
    F8E4M3,
    /// `f8E4M3FN` (NaN as all ones, no infinities).
    F8E4M3FN,
    /// `f8E5M2FNUZ` (NaN as negative zero, no infinities, bias 16).
    F8E5M2FNUZ,
    /// `f8E4M3FNUZ` (NaN as negative zero, no infinities, bias 8).
    F8E4M3FNUZ,
    /// `f8E4M3B11FNUZ` (NaN as negative zero, no infinities, bias 11).
    F8E4M3B11FNUZ,
    /// `f8E3M4` (IEEE-like).
    F8E3M4,
    /// `f8E8M0FNU` (OCP MX scale: powers of two, unsigned, NaN as all ones).
    F8E8M0FNU,
    /// `f16` (IEEE half).
    F16,
    /// `bf16`.
    BF16,
    /// `tf32` (19 bits: f32's exponent, f16's precision).
    TF32,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
    /// `f80` (x87 extended). Values are [`crate::float::WideFloat`]s.
    F80,
    /// `f128` (IEEE quad). Values are [`crate::float::WideFloat`]s.
    F128,
}

/// The structure of a type.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `index`.
    Index,
    /// `iN`, `siN`, `uiN`.
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness.
        signedness: Signedness,
    },
    /// A float type.
    Float(FloatKind),
    /// `none`.
    None,
    /// `memref<shape x elem, layout, memory_space>`.
    MemRef {
        /// Dimension sizes ([`DYNAMIC`] for `?`).
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Layout attribute (affine map or strided); `None` is the identity.
        layout: Option<Attribute>,
        /// Memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xelem, memory_space>`.
    UnrankedMemRef {
        /// Element type.
        elem: Type,
        /// Memory space attribute.
        memory_space: Option<Attribute>,
    },
    /// `vector<[4]x8xf32>`.
    Vector {
        /// Dimension sizes.
        shape: Vec<i64>,
        /// Per-dimension scalable flags (same length as `shape`).
        scalable: Vec<bool>,
        /// Element type.
        elem: Type,
    },
    /// `tensor<4x?xf32, encoding>`.
    RankedTensor {
        /// Dimension sizes ([`DYNAMIC`] for `?`).
        shape: Vec<i64>,
        /// Element type.
        elem: Type,
        /// Optional encoding attribute.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`.
    UnrankedTensor {
        /// Element type.
        elem: Type,
    },
    /// `tuple<...>`.
    Tuple(Vec<Type>),
    /// `(inputs) -> results`.
    Function {
        /// Input types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `complex<elem>`.
    Complex(Type),
    /// A dialect type kept as text: `!dialect.body` (text excludes the `!`).
    /// Unregistered dialects' types keep their text as written; registered
    /// dialects use it for types without parameters (`!gpu.async.token`),
    /// in the canonical spelling their parse hook produces.
    Opaque(String),
    /// A registered dialect's type with parameters (`!llvm.struct<(i32)>`),
    /// printed by its dialect's hook (see [`crate::dialect::SymbolHooks`]).
    Dialect(DialectData),
}

/// The structure of an attribute.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum AttrData {
    /// `unit`.
    Unit,
    /// `true` / `false` (MLIR stores it as `i1` integer; kept separately for speed,
    /// [`Context::int_attr`] with an `i1` type produces this).
    Bool(bool),
    /// Integer with its type (integer or index). The value is sign-extended
    /// from the type width (zero-extended for unsigned types).
    Integer {
        /// Value.
        value: i128,
        /// Type.
        ty: Type,
    },
    /// Integer of a type wider than 128 bits whose value does not fit an
    /// `i128` (`2^200 : i256`), kept exactly: sign-wrapped into
    /// `-2^(w-1) .. 2^(w-1)` for signless and signed types, `0 .. 2^w` for
    /// unsigned ones. Every value that fits an `i128` is an `Integer`.
    BigInteger {
        /// Value.
        value: num_bigint::BigInt,
        /// Type.
        ty: Type,
    },
    /// Float of a format no wider than `f64` with its type; the value stored
    /// as the `f64` bit pattern (exact for all these formats; NaN payloads of
    /// IEEE-like formats in the high significand bits).
    Float {
        /// `f64::to_bits` of the value.
        bits: u64,
        /// Type.
        ty: Type,
    },
    /// Float of type `f80` or `f128`, stored as the format's own bit pattern
    /// (see [`crate::float::WideFloat`]).
    WideFloat {
        /// `bitcastToAPInt` of the value.
        bits: u128,
        /// Type.
        ty: Type,
    },
    /// A string attribute (raw bytes after unescaping), with optional type.
    String {
        /// Contents.
        value: String,
        /// Optional type (`"abc" : i32`).
        ty: Option<Type>,
    },
    /// `[a, b, ...]`.
    Array(Vec<Attribute>),
    /// `{a = .., b}`; sorted by name.
    Dictionary(Vec<NamedAttr>),
    /// A type used as an attribute.
    Type(Type),
    /// `@root::@nested`.
    SymbolRef {
        /// Root symbol.
        root: Ident,
        /// Nested references.
        nested: Vec<Ident>,
    },
    /// `affine_map<...>`.
    AffineMap(AffineMap),
    /// `affine_set<...>`.
    IntegerSet(IntegerSet),
    /// `strided<[strides], offset: o>` memref layout.
    Strided {
        /// Strides ([`DYNAMIC`] for `?`).
        strides: Vec<i64>,
        /// Offset ([`DYNAMIC`] for `?`).
        offset: i64,
    },
    /// `array<i64: 1, 2>` and friends (dense arrays of a scalar element type).
    DenseArray {
        /// Element type (integer or float).
        elem: Type,
        /// Elements; each is an `Integer`/`Bool`/`Float` attribute of `elem`.
        values: Vec<Attribute>,
    },
    /// `dense<...> : type` elements attribute.
    DenseElements {
        /// Shaped type (tensor or vector).
        ty: Type,
        /// `true` if a single value stands for all elements.
        splat: bool,
        /// Scalar element attributes in row-major order (one if splat).
        values: Vec<Attribute>,
    },
    /// `dense_resource<name> : type`: elements stored in the blob `name`
    /// of the file's `dialect_resources` section (MLIR's
    /// `DenseResourceElementsAttr`; the blob is looked up with
    /// [`Context::resource_blob`]).
    DenseResource {
        /// The resource key (as written; the text format never renames).
        name: String,
        /// Shaped type.
        ty: Type,
    },
    /// `sparse<indices, values> : type` (MLIR's `SparseElementsAttr`).
    SparseElements {
        /// Shaped type.
        ty: Type,
        /// The indices: a `DenseElements` attribute of `i64` elements,
        /// `tensor<N x rank>` (or `tensor<N>` for a 1-d type).
        indices: Attribute,
        /// The values: a `DenseElements` attribute of the type's element
        /// type, `tensor<N>`.
        values: Attribute,
    },
    /// A location used as an attribute.
    Loc(Location),
    /// A dialect attribute kept as text: `#dialect.body` (text excludes `#`).
    /// Registered dialects use it for attributes without nested attributes
    /// or types (`#arith.fastmath<nnan,ninf>`), in the canonical spelling
    /// their parse hook produces (so equal values are equal ids).
    Opaque(String),
    /// An unregistered dialect's attribute (`#foo.bar`, `#foo.bar : i32`),
    /// MLIR's `OpaqueAttr`: a typed attribute whose type is `none` unless
    /// one is written.
    TypedOpaque {
        /// Canonical `dialect.body` or `dialect<body>`, without `#`.
        text: String,
        /// The type; printed after ` : ` unless it is `none`.
        ty: Type,
    },
    /// A registered dialect's attribute with nested attributes or types
    /// (`#dlti.dl_entry<i64, dense<64> : vector<2xi64>>`), printed by its
    /// dialect's hook (see [`crate::dialect::SymbolHooks`]).
    Dialect(DialectData),
    /// `distinct[N]<attr>` (MLIR's `DistinctAttr`): an attribute that is
    /// equal only to itself, whatever it refers to. Each one made by
    /// [`Context::distinct_attr`] gets a fresh `uid`, so two with the same
    /// referenced attribute are two attributes; the `N` of the text names
    /// one within a file only (the parser maps it to the attribute, the
    /// printer renumbers them 0, 1, ... in printing order).
    Distinct {
        /// Unique within the context (not the printed id).
        uid: u64,
        /// The referenced attribute (`unit` for `distinct[N]<>`).
        referenced: Attribute,
    },
}

/// The data of a blob resource: the alignment written in its first four
/// bytes and the bytes after them.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct ResourceBlob {
    /// Alignment (0 or a power of two).
    pub align: u32,
    /// The data.
    pub data: Vec<u8>,
}

/// The value of a resource entry of the file metadata.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum ResourceValue {
    /// `"0x..."`: a blob.
    Blob(ResourceBlob),
    /// `true` / `false`.
    Bool(bool),
    /// Any other string.
    String(String),
}

/// The file metadata (`{-# ... #-}`) a parse keeps: the `builtin` blobs
/// `dense_resource` attributes refer to, and the `external_resources`
/// groups, which `mlir-opt` keeps as they are and prints back.
#[derive(Clone, Debug, Default)]
pub struct Resources {
    /// The `builtin` blobs by key.
    pub blobs: FxHashMap<String, ResourceBlob>,
    /// External resource groups in order of first appearance, each with its
    /// entries in order (a repeated key is kept twice, as in MLIR).
    pub external: Vec<(String, Vec<(String, ResourceValue)>)>,
}

impl Resources {
    /// True if the input had any resource entry (blob or external).
    pub fn has_any(&self) -> bool {
        !self.blobs.is_empty() || self.external.iter().any(|(_, entries)| !entries.is_empty())
    }
}

/// A dialect attribute or type with parameters: its full name
/// (`dialect.mnemonic`) and parameters, every one an attribute (types as
/// type attributes, numbers as integer attributes, keywords as strings).
/// Only the dialect's print hook knows the spelling; the core walks the
/// parameters generically (alias collection, merging worker contexts).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct DialectData {
    /// `dialect.mnemonic`, e.g. `"llvm.struct"`.
    pub name: &'static str,
    /// The parameters, as the dialect's parse hook laid them out.
    pub params: Vec<Attribute>,
}

impl DialectData {
    /// The dialect namespace (the part of the name before the first `.`).
    pub fn dialect(&self) -> &'static str {
        self.name.split_once('.').map_or(self.name, |(d, _)| d)
    }
}

/// A `name = value` pair of a dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The name.
    pub name: Ident,
    /// The value.
    pub value: Attribute,
}

/// A growable list of named attributes ([`Context::sort_named`] sorts a
/// `Vec` or an op's inline list alike).
pub trait NamedAttrList {
    /// The entries.
    fn as_mut_slice(&mut self) -> &mut [NamedAttr];
    /// Keeps the first `len` entries.
    fn truncate_to(&mut self, len: usize);
}

impl NamedAttrList for Vec<NamedAttr> {
    fn as_mut_slice(&mut self) -> &mut [NamedAttr] {
        self
    }
    fn truncate_to(&mut self, len: usize) {
        self.truncate(len)
    }
}

impl NamedAttrList for crate::ir::DiscardableAttrs {
    fn as_mut_slice(&mut self) -> &mut [NamedAttr] {
        self
    }
    fn truncate_to(&mut self, len: usize) {
        self.truncate(len)
    }
}

impl NamedAttrList for crate::ir::AttrList {
    fn as_mut_slice(&mut self) -> &mut [NamedAttr] {
        self
    }
    fn truncate_to(&mut self, len: usize) {
        self.truncate(len)
    }
}

/// The structure of a location.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum LocData {
    /// `loc(unknown)`.
    Unknown,
    /// `loc("file":line:col)`.
    FileLineCol {
        /// File name.
        file: Ident,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        col: u32,
    },
    /// MLIR's `FileLineColRange` with other than a line and a column:
    /// `loc("file":line)` (printed with column 0), `loc("file":l:c to :ec)`
    /// (`end_line` `None`) or `loc("file":l:c to el:ec)`. Distinct from the
    /// [`LocData::FileLineCol`] it may print as, as in MLIR.
    FileRange {
        /// File name.
        file: Ident,
        /// Start line.
        line: u32,
        /// Start column and end (`None` for a line-only location): the end
        /// line (`None` for the start line, as written) and the end column.
        range: Option<(u32, Option<u32>, u32)>,
    },
    /// `loc("name"(child))` or `loc("name")`.
    Name {
        /// The name.
        name: Ident,
        /// Child location (`None` if the child is unknown).
        child: Option<Location>,
    },
    /// `loc(callsite(callee at caller))`.
    CallSite {
        /// Callee location.
        callee: Location,
        /// Caller location.
        caller: Location,
    },
    /// `loc(fused<metadata>[a, b])`.
    Fused {
        /// Fused locations.
        locs: Vec<Location>,
        /// Optional metadata attribute.
        metadata: Option<Attribute>,
    },
}

/// A uniquing table: values stored once (in a `Vec`), referred to by index.
/// The hash table maps a value's hash to its index, so values are not
/// stored twice.
///
/// A table can be *layered* over a frozen one shared with other contexts
/// (see [`Context::fork`]): ids below the frozen table's length are the
/// frozen table's, later ids are this table's own ("local") values.
#[derive(Debug, Clone)]
pub struct Uniquer<T: Hash + Eq + Clone> {
    /// The frozen table this one is layered over, if any.
    base: Option<Arc<Uniquer<T>>>,
    /// Number of ids the frozen table holds (0 without one).
    base_len: u32,
    items: Vec<T>,
    /// hash -> local index of the first item with that hash.
    map: FxHashMap<u64, u32>,
    /// Further items whose hash collides with an earlier one (rare).
    collisions: FxHashMap<u64, Vec<u32>>,
}

impl<T: Hash + Eq + Clone> Default for Uniquer<T> {
    fn default() -> Self {
        Uniquer {
            base: None,
            base_len: 0,
            items: Vec::new(),
            map: FxHashMap::default(),
            collisions: FxHashMap::default(),
        }
    }
}

impl<T: Hash + Eq + Clone> Uniquer<T> {
    /// Interns `v`, returning its index.
    pub fn intern(&mut self, v: T) -> u32 {
        let h = fx_hash(&v);
        if let Some(base) = &self.base
            && let Some(i) = base.lookup_hashed(h, &v)
        {
            return i;
        }
        let next = self.items.len() as u32;
        match self.map.get(&h) {
            None => {
                self.items.push(v);
                self.map.insert(h, next);
                self.base_len + next
            }
            Some(&i) => {
                if self.items[i as usize] == v {
                    return self.base_len + i;
                }
                if let Some(list) = self.collisions.get(&h)
                    && let Some(&j) = list.iter().find(|&&j| self.items[j as usize] == v)
                {
                    return self.base_len + j;
                }
                self.items.push(v);
                self.collisions.entry(h).or_default().push(next);
                self.base_len + next
            }
        }
    }
    /// Reserves room for `n` more values.
    pub fn reserve(&mut self, n: usize) {
        self.items.reserve(n);
        self.map.reserve(n);
    }
    /// Looks up `v` without interning.
    pub fn lookup(&self, v: &T) -> Option<u32> {
        self.lookup_hashed(fx_hash(v), v)
    }
    fn lookup_hashed(&self, h: u64, v: &T) -> Option<u32> {
        if let Some(base) = &self.base
            && let Some(i) = base.lookup_hashed(h, v)
        {
            return Some(i);
        }
        let &i = self.map.get(&h)?;
        if &self.items[i as usize] == v {
            return Some(self.base_len + i);
        }
        self.collisions.get(&h)?.iter().copied().find(|&j| &self.items[j as usize] == v).map(|j| self.base_len + j)
    }
    /// The value at index `i`.
    #[inline]
    pub fn get(&self, i: u32) -> &T {
        match &self.base {
            Some(base) if i < self.base_len => base.get(i),
            _ => &self.items[(i - self.base_len) as usize],
        }
    }
    /// Number of interned values.
    pub fn len(&self) -> usize {
        self.base_len as usize + self.items.len()
    }
    /// True if nothing is interned.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Moves the contents into a shared frozen table; `self` becomes an
    /// empty layer over it.
    fn freeze(&mut self) -> Arc<Self> {
        let frozen = Arc::new(std::mem::take(self));
        *self = Self::layered(frozen.clone());
        frozen
    }
    /// An empty table layered over `base`.
    fn layered(base: Arc<Self>) -> Self {
        Uniquer { base_len: base.len() as u32, base: Some(base), ..Self::default() }
    }
    /// Undoes [`Uniquer::freeze`] (`frozen` should be the only reference
    /// left, else it is copied). What was interned in this layer meanwhile
    /// is appended to the unfrozen table in id order, so its ids stay valid:
    /// none of those values is in `frozen` (a layer interns only what its
    /// base lacks), so each lands at the next id.
    fn unfreeze(&mut self, frozen: Arc<Self>) {
        let mut layer = std::mem::take(self);
        // The layer's own reference goes first, so that `frozen` is unique.
        layer.base = None;
        *self = Arc::try_unwrap(frozen).unwrap_or_else(|shared| (*shared).clone());
        debug_assert_eq!(self.len(), layer.base_len as usize);
        for v in layer.items {
            let _id = self.intern(v);
            debug_assert_eq!(_id as usize + 1, self.len());
        }
    }
    /// The values this layer added over its frozen table, in id order
    /// (their ids start at the frozen table's length).
    fn local_items(&self) -> &[T] {
        &self.items
    }
    /// The number of ids of the frozen table under this layer.
    fn base_len(&self) -> u32 {
        self.base_len
    }
}

/// A string interner whose lookups do not allocate.
///
/// The strings live one after the other in a single buffer; the table maps
/// a string's hash to its index, so a lookup hashes the string once and
/// compares it with one stored string (no pointer chasing to a separate
/// allocation per string). Layered over a frozen interner like [`Uniquer`].
#[derive(Debug, Clone, Default)]
pub struct StrInterner {
    /// The frozen interner this one is layered over, if any.
    base: Option<Arc<StrInterner>>,
    /// Number of ids the frozen interner holds (0 without one).
    base_len: u32,
    text: String,
    /// `(start, end)` of each local string in `text`.
    spans: Vec<(u32, u32)>,
    /// hash -> local index of the first string with that hash.
    map: FxHashMap<u64, u32>,
    /// Further strings whose hash collides with an earlier one (rare).
    collisions: Vec<(u64, u32)>,
    /// A small direct-mapped cache of recent lookups (see [`RecentCache`]):
    /// the same few names (attribute names the dialects look up for every
    /// op) are looked up again and again, while the table may hold many
    /// more (symbol names) and miss the CPU caches.
    recent: RecentCache,
}

/// Slots of [`StrInterner::recent`].
const RECENT_SLOTS: usize = 64;

/// Recent lookups: each slot holds the low 32 bits of a string's hash and
/// its id plus one (0: empty) in one atomic word, so that a frozen
/// interner shared by several threads can keep using its cache (a stale
/// or torn entry only costs a string comparison, never a wrong answer).
struct RecentCache([std::sync::atomic::AtomicU64; RECENT_SLOTS]);

impl Default for RecentCache {
    fn default() -> Self {
        RecentCache(std::array::from_fn(|_| std::sync::atomic::AtomicU64::new(0)))
    }
}

impl Clone for RecentCache {
    fn clone(&self) -> Self {
        Self::default()
    }
}

impl std::fmt::Debug for RecentCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("RecentCache")
    }
}

/// Hash of a string for [`StrInterner`] (Fx over 8-byte words).
#[inline]
fn str_hash(s: &str) -> u64 {
    bytes_hash(s.as_bytes())
}

/// [`str_hash`] of the bytes of a string.
#[inline]
pub(crate) fn bytes_hash(b: &[u8]) -> u64 {
    const SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;
    let mut h = (b.len() as u64).wrapping_mul(SEED);
    let mut chunks = b.chunks_exact(8);
    for c in &mut chunks {
        let mut a = [0u8; 8];
        a.copy_from_slice(c);
        h = (h.rotate_left(5) ^ u64::from_le_bytes(a)).wrapping_mul(SEED);
    }
    let rest = chunks.remainder();
    if !rest.is_empty() {
        h = (h.rotate_left(5) ^ tail_word(rest)).wrapping_mul(SEED);
    }
    crate::fxhash::mix(h)
}

/// Byte equality without a `memcmp` call for short strings (most
/// identifiers), which the interner compares on every lookup.
#[inline]
fn short_eq(a: &[u8], b: &[u8]) -> bool {
    if a.len() != b.len() {
        return false;
    }
    if a.len() > 16 {
        return a == b;
    }
    let mut diff = 0u8;
    for (x, y) in a.iter().zip(b) {
        diff |= x ^ y;
    }
    diff == 0
}

/// The bytes of `b` (1 to 7) as a little-endian word, without a
/// variable-length copy (which would be a `memcpy` call) or a loop over
/// the bytes.
#[inline]
fn tail_word(b: &[u8]) -> u64 {
    crate::fxhash::load_partial(b)
}

impl StrInterner {
    #[inline]
    fn find(&self, h: u64, s: &str) -> Option<u32> {
        use std::sync::atomic::Ordering::Relaxed;
        let slot = &self.recent.0[(h as usize) % RECENT_SLOTS];
        let entry = slot.load(Relaxed);
        let (eh, ei) = ((entry >> 32) as u32, entry as u32);
        if eh == h as u32
            && ei != 0
            && ((ei - 1) as usize) < self.len()
            && short_eq(self.get(ei - 1).as_bytes(), s.as_bytes())
        {
            return Some(ei - 1);
        }
        let found = match &self.base {
            Some(base) => base.find(h, s).or_else(|| self.find_local(h, s)),
            None => self.find_local(h, s),
        };
        if let Some(i) = found {
            slot.store(((h as u32 as u64) << 32) | (i as u64 + 1), Relaxed);
        }
        found
    }

    fn find_local(&self, h: u64, s: &str) -> Option<u32> {
        let &i = self.map.get(&h)?;
        if short_eq(self.local(i).as_bytes(), s.as_bytes()) {
            return Some(self.base_len + i);
        }
        self.collisions.iter().find(|&&(ch, ci)| ch == h && self.local(ci) == s).map(|&(_, ci)| self.base_len + ci)
    }
    /// Interns `s`.
    pub fn intern(&mut self, s: &str) -> u32 {
        let h = str_hash(s);
        if let Some(i) = self.find(h, s) {
            return i;
        }
        let i = self.spans.len() as u32;
        let start = self.text.len() as u32;
        self.text.push_str(s);
        self.spans.push((start, self.text.len() as u32));
        match self.map.entry(h) {
            std::collections::hash_map::Entry::Vacant(e) => {
                e.insert(i);
            }
            std::collections::hash_map::Entry::Occupied(_) => self.collisions.push((h, i)),
        }
        self.base_len + i
    }
    /// Looks `s` up without interning.
    #[inline]
    pub fn lookup(&self, s: &str) -> Option<u32> {
        self.find(str_hash(s), s)
    }
    /// The string at index `i`.
    #[inline]
    pub fn get(&self, i: u32) -> &str {
        match &self.base {
            Some(base) if i < self.base_len => base.get(i),
            _ => self.local(i - self.base_len),
        }
    }
    #[inline]
    fn local(&self, i: u32) -> &str {
        let (a, b) = self.spans[i as usize];
        debug_assert!(self.text.is_char_boundary(a as usize) && self.text.is_char_boundary(b as usize));
        // SAFETY: every span is the `(start, end)` of a whole `&str` appended
        // to `text` by `intern` (nothing is ever removed from `text`), so
        // both ends are in bounds and on char boundaries. The checked
        // `get` showed in profiles: names are read on every op visit.
        unsafe { self.text.get_unchecked(a as usize..b as usize) }
    }
    /// Number of interned strings.
    pub fn len(&self) -> usize {
        self.base_len as usize + self.spans.len()
    }
    /// True if nothing is interned.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    fn freeze(&mut self) -> Arc<Self> {
        let frozen = Arc::new(std::mem::take(self));
        *self = Self::layered(frozen.clone());
        frozen
    }
    fn layered(base: Arc<Self>) -> Self {
        StrInterner { base_len: base.len() as u32, base: Some(base), ..Self::default() }
    }
    /// Undoes [`StrInterner::freeze`], keeping what this layer interned
    /// meanwhile at the same ids (as [`Uniquer::unfreeze`]).
    fn unfreeze(&mut self, frozen: Arc<Self>) {
        let mut layer = std::mem::take(self);
        // The layer's own reference goes first, so that `frozen` is unique.
        layer.base = None;
        *self = Arc::try_unwrap(frozen).unwrap_or_else(|shared| (*shared).clone());
        debug_assert_eq!(self.len(), layer.base_len as usize);
        for s in layer.local_strings() {
            let _id = self.intern(s);
            debug_assert_eq!(_id as usize + 1, self.len());
        }
    }
    /// The strings this layer added over its frozen interner, in id order.
    fn local_strings(&self) -> impl Iterator<Item = &str> {
        (0..self.spans.len() as u32).map(|i| self.local(i))
    }
}

/// The part of a source buffer whose locations are stored as byte offsets
/// (see [`Context::register_source`]).
#[derive(Debug, Clone)]
struct SourceWindow {
    /// The file name of the buffer.
    file: Ident,
    /// Offset of the first byte of the window in the offset location space
    /// (windows are laid one after the other, each one byte longer than
    /// its text so that the end position has an offset too).
    base: u32,
    /// Byte offset of the window in its buffer (a line start).
    start: u32,
    /// Length of the window in bytes.
    len: u32,
    /// Line number (1-based) of the window's first line.
    first_line: u32,
    /// Offsets of the line starts in the window, relative to `start`.
    line_starts: Vec<u32>,
    /// Address and length of the buffer registered (see
    /// [`Context::register_source`]: the same buffer registered again
    /// reuses the window).
    text: (usize, usize),
}

impl SourceWindow {
    /// Window-relative offset of `line:col`, if it lies inside the window.
    fn offset_of(&self, line: u32, col: u32) -> Option<u32> {
        let i = line.checked_sub(self.first_line)? as usize;
        let ls = *self.line_starts.get(i)?;
        let off = ls.checked_add(col.checked_sub(1)?)?;
        let limit = match self.line_starts.get(i + 1) {
            Some(&next) => next,
            None => self.len + 1,
        };
        (off < limit).then_some(off)
    }

    /// `(line, col)` of a window-relative offset.
    fn line_col(&self, off: u32) -> (u32, u32) {
        let i = self.line_starts.partition_point(|&s| s <= off) - 1;
        (self.first_line + i as u32, off - self.line_starts[i] + 1)
    }
}

/// Appends `i + 1` for every newline at offset `i` of `bytes` (this runs
/// over the whole input; `memchr` scans it with vector instructions).
fn push_line_starts(bytes: &[u8], out: &mut Vec<u32>) {
    out.extend(memchr::memchr_iter(b'\n', bytes).map(|i| (i + 1) as u32));
}

/// Location ids with this bit set are offset locations (see
/// [`Context::register_source`]); the other bits are the offset.
const OFFSET_LOC: u32 = 1 << 31;

/// Global state shared by all IR: uniqued types, attributes, locations and
/// names, the affine interner, the op registry and the IR arenas ([`Ir`]).
///
/// The IR lives in the public field [`Context::ir`] so passes can borrow the
/// IR and the uniquing tables independently when needed.
#[derive(Debug)]
pub struct Context {
    idents: StrInterner,
    op_names: StrInterner,
    types: Uniquer<TypeData>,
    attrs: Uniquer<AttrData>,
    locs: Uniquer<LocData>,
    /// Source windows whose `file:line:col` locations are stored as offsets
    /// (shared with worker contexts, which never add any).
    sources: Arc<Vec<SourceWindow>>,
    /// Affine expressions, maps and sets.
    pub affine: AffineStore,
    /// The IR arenas (operations, blocks, regions, values).
    pub ir: Ir,
    /// Registered operations and dialects (shared with worker contexts).
    pub registry: Arc<Registry>,
    /// Registered op definition per [`OpName`] index (cache of `registry`).
    op_defs: Arc<Vec<Option<OpDef>>>,
    /// Accept ops of unregistered dialects (`--allow-unregistered-dialect`).
    pub allow_unregistered_dialect: bool,
    /// Print locations in ops shown by diagnostics (`see current operation:`),
    /// as `mlir-opt --mlir-print-debuginfo` does.
    pub diag_debug_info: bool,
    /// Attributes dialects build from a small key (see [`Context::memo_attr`]).
    attr_memo: FxHashMap<(&'static str, u64), Attribute>,
    /// The other way round: the key each memoized attribute was built from.
    attr_memo_keys: FxHashMap<(&'static str, Attribute), u64>,
    /// Ids of the scalar types interned so far (see [`ScalarTypes`]).
    scalar_types: ScalarTypes,
    /// The `affine_map<...>` attribute of each map asked for so far, by map
    /// id (`u32::MAX`: not yet): op builders wrap a map in its attribute
    /// for every access and bound they create. Cleared with the other
    /// caches when a worker detaches from its fork.
    map_attrs: Vec<u32>,
    /// The file metadata of the parsed input (shared with worker contexts).
    pub resources: Arc<Resources>,
    /// How many distinct attributes this context made (see
    /// [`Context::distinct_attr`]): the printer only renumbers them when
    /// there are some.
    distinct_count: u64,
}

/// Ids of the scalar types (`index`, `none`, signless integers up to 64
/// bits, floats) this context has interned, by a slot computed from the
/// type's structure: the parser and the passes ask for `index`, `i32`,
/// `f32`, ... hundreds of thousands of times on a large module, and each
/// lookup through the uniquing table hashes and compares the type's data.
/// Interned ids never change, so an entry stays right for the life of the
/// context; a worker detached from its fork drops them (they may be shared
/// ids it can no longer resolve).
#[derive(Clone, Debug)]
struct ScalarTypes([u32; SCALAR_TYPE_SLOTS]);

/// Slots of [`ScalarTypes`]: `index`, `none`, `i0`..`i64`, the float kinds.
const SCALAR_TYPE_SLOTS: usize = 2 + 65 + 18;

impl Default for ScalarTypes {
    fn default() -> Self {
        ScalarTypes([u32::MAX; SCALAR_TYPE_SLOTS])
    }
}

/// The [`ScalarTypes`] slot of a type, if it has one.
#[inline]
fn scalar_type_slot(d: &TypeData) -> Option<usize> {
    match *d {
        TypeData::Index => Some(0),
        TypeData::None => Some(1),
        TypeData::Integer { width, signedness: Signedness::Signless } if width <= 64 => Some(2 + width as usize),
        TypeData::Float(k) => Some(2 + 65 + k as usize).filter(|&s| s < SCALAR_TYPE_SLOTS),
        _ => None,
    }
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// Creates a context that knows only the `builtin` dialect (other
    /// dialects are registered by the crates that define them; see
    /// [`Context::with_registry`]).
    pub fn new() -> Self {
        let mut reg = Registry::default();
        crate::builtin::register(&mut reg);
        Self::with_registry(reg)
    }

    /// Creates a context with the given registry.
    pub fn with_registry(registry: Registry) -> Self {
        let mut ctx = Context {
            idents: StrInterner::default(),
            op_names: StrInterner::default(),
            types: Uniquer::default(),
            attrs: Uniquer::default(),
            locs: Uniquer::default(),
            sources: Arc::new(Vec::new()),
            affine: AffineStore::new(),
            ir: Ir::default(),
            registry: Arc::new(registry),
            op_defs: Arc::new(Vec::new()),
            allow_unregistered_dialect: false,
            diag_debug_info: false,
            attr_memo: FxHashMap::default(),
            attr_memo_keys: FxHashMap::default(),
            scalar_types: ScalarTypes::default(),
            map_attrs: Vec::new(),
            resources: Arc::new(Resources::default()),
            distinct_count: 0,
        };
        // The known identifiers first, at their constant ids.
        for (i, text) in crate::known::TEXTS.iter().enumerate() {
            let id = Ident(ctx.idents.intern(text));
            debug_assert_eq!(id.index(), i, "known identifiers are interned first");
        }
        // Pre-intern the op names of registered ops so lookups are O(1).
        let names: Vec<String> = ctx.registry.op_names().map(|s| s.to_string()).collect();
        for n in names {
            ctx.op_name(&n);
        }
        ctx
    }

    /// The blob of the `builtin` resource `name`, if the input's
    /// `dialect_resources` section gave it one.
    pub fn resource_blob(&self, name: &str) -> Option<&ResourceBlob> {
        self.resources.blobs.get(name)
    }

    // ----- identifiers and op names -----

    /// Interns an identifier. Inlined: for a literal `s` naming a known
    /// identifier (`affine_ir::known`), the match is decided at compile time.
    #[inline]
    pub fn ident(&mut self, s: &str) -> Ident {
        if let Some(id) = crate::known::lookup(s) {
            return id;
        }
        Ident(self.idents.intern(s))
    }
    /// Looks up an identifier without interning it (inlined as
    /// [`Context::ident`]).
    #[inline]
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
        if let Some(id) = crate::known::lookup(s) {
            return Some(id);
        }
        self.idents.lookup(s).map(Ident)
    }
    /// The text of an identifier.
    #[inline]
    pub fn ident_str(&self, i: Ident) -> &str {
        self.idents.get(i.0)
    }

    /// Interns an op name (`dialect.op`).
    pub fn op_name(&mut self, s: &str) -> OpName {
        let id = self.op_names.intern(s);
        if id as usize >= self.op_defs.len() {
            let def = self.registry.get(s).cloned();
            Arc::make_mut(&mut self.op_defs).push(def);
        }
        OpName(id)
    }
    /// Looks up an op name without interning.
    pub fn lookup_op_name(&self, s: &str) -> Option<OpName> {
        self.op_names.lookup(s).map(OpName)
    }
    /// The text of an op name.
    #[inline]
    pub fn op_name_str(&self, n: OpName) -> &str {
        self.op_names.get(n.0)
    }
    /// The registered definition of an op, if any.
    #[inline]
    pub fn op_def(&self, n: OpName) -> Option<&OpDef> {
        self.op_defs.get(n.index()).and_then(|d| d.as_ref())
    }

    // ----- types -----

    /// Interns a type.
    pub fn ty(&mut self, d: TypeData) -> Type {
        let Some(slot) = scalar_type_slot(&d) else { return Type(self.types.intern(d)) };
        let known = self.scalar_types.0[slot];
        if known != u32::MAX {
            return Type(known);
        }
        let t = self.types.intern(d);
        self.scalar_types.0[slot] = t;
        Type(t)
    }
    /// The structure of a type.
    #[inline]
    pub fn type_data(&self, t: Type) -> &TypeData {
        self.types.get(t.0)
    }
    /// Number of types interned so far (ids `0..n`): lets a dialect whose
    /// types are uniqued by a name, such as SPIR-V's identified structs,
    /// find an earlier type of that name.
    pub fn type_count(&self) -> usize {
        self.types.len()
    }
    /// `index`.
    pub fn index_type(&mut self) -> Type {
        self.ty(TypeData::Index)
    }
    /// Signless `iN`.
    pub fn int_type(&mut self, width: u32) -> Type {
        self.ty(TypeData::Integer { width, signedness: Signedness::Signless })
    }
    /// `i1`.
    pub fn i1_type(&mut self) -> Type {
        self.int_type(1)
    }
    /// A float type.
    pub fn float_type(&mut self, k: FloatKind) -> Type {
        self.ty(TypeData::Float(k))
    }
    /// `f32`.
    pub fn f32_type(&mut self) -> Type {
        self.float_type(FloatKind::F32)
    }
    /// `f64`.
    pub fn f64_type(&mut self) -> Type {
        self.float_type(FloatKind::F64)
    }
    /// `none`.
    pub fn none_type(&mut self) -> Type {
        self.ty(TypeData::None)
    }
    /// A function type.
    pub fn function_type(&mut self, inputs: Vec<Type>, results: Vec<Type>) -> Type {
        self.ty(TypeData::Function { inputs, results })
    }
    /// `vector<shape x elem>` (not scalable).
    pub fn vector_type(&mut self, shape: Vec<i64>, elem: Type) -> Type {
        let scalable = vec![false; shape.len()];
        self.ty(TypeData::Vector { shape, scalable, elem })
    }
    /// `memref<shape x elem>` with identity layout and default memory space.
    pub fn memref_type(&mut self, shape: Vec<i64>, elem: Type) -> Type {
        self.ty(TypeData::MemRef { shape, elem, layout: None, memory_space: None })
    }
    /// True for `index`.
    pub fn is_index(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Index)
    }
    /// The width of an integer type.
    pub fn int_width(&self, t: Type) -> Option<u32> {
        match self.type_data(t) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
    /// True for integer types of any signedness.
    pub fn is_integer(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Integer { .. })
    }
    /// True for integer or index types.
    pub fn is_int_or_index(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Integer { .. } | TypeData::Index)
    }
    /// The float kind of a float type.
    pub fn float_kind(&self, t: Type) -> Option<FloatKind> {
        match self.type_data(t) {
            TypeData::Float(k) => Some(*k),
            _ => None,
        }
    }
    /// Shape of a shaped (memref, vector, ranked tensor) type.
    pub fn shape(&self, t: Type) -> Option<&[i64]> {
        match self.type_data(t) {
            TypeData::MemRef { shape, .. } | TypeData::Vector { shape, .. } | TypeData::RankedTensor { shape, .. } => {
                Some(shape)
            }
            _ => None,
        }
    }
    /// Element type of a shaped type (memref, vector, tensor, complex).
    pub fn element_type(&self, t: Type) -> Option<Type> {
        match self.type_data(t) {
            TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. }
            | TypeData::Vector { elem, .. }
            | TypeData::RankedTensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::Complex(elem) => Some(*elem),
            _ => None,
        }
    }

    // ----- attributes -----

    /// Interns an attribute.
    pub fn attr(&mut self, d: AttrData) -> Attribute {
        Attribute(self.attrs.intern(d))
    }
    /// The attribute with structure `d` if it is interned already (for
    /// hooks that only have a shared context, such as a constant-like op's
    /// value whose attribute its parse or normalize hook interned).
    pub fn lookup_attr(&self, d: &AttrData) -> Option<Attribute> {
        self.attrs.lookup(d).map(Attribute)
    }
    /// The attribute a dialect builds from `key` (e.g. arith's overflow
    /// flags as bits), made by `make` the first time and remembered: ops
    /// that carry such an attribute would otherwise format and intern its
    /// text for every op parsed. `make` must depend on `(kind, key)` only,
    /// and distinct keys of one kind must give distinct attributes (so that
    /// [`Context::memo_attr_key`] can read the key back).
    pub fn memo_attr(
        &mut self,
        kind: &'static str,
        key: u64,
        make: impl FnOnce(&mut Context) -> Attribute,
    ) -> Attribute {
        if let Some(&a) = self.attr_memo.get(&(kind, key)) {
            return a;
        }
        let a = make(self);
        self.attr_memo.insert((kind, key), a);
        self.attr_memo_keys.insert((kind, a), key);
        a
    }
    /// The key [`Context::memo_attr`] built `a` from under `kind`, if it
    /// did (a lookup instead of reading the attribute's text back).
    pub fn memo_attr_key(&self, kind: &'static str, a: Attribute) -> Option<u64> {
        self.attr_memo_keys.get(&(kind, a)).copied()
    }
    /// The structure of an attribute.
    #[inline]
    pub fn attr_data(&self, a: Attribute) -> &AttrData {
        self.attrs.get(a.0)
    }
    /// A new distinct attribute referring to `referenced` (MLIR's
    /// `DistinctAttr::create`): unequal to every attribute made before.
    /// Its uid is the number of attributes interned so far, which no
    /// earlier attribute of this context can hold.
    pub fn distinct_attr(&mut self, referenced: Attribute) -> Attribute {
        self.distinct_count += 1;
        let uid = self.attrs.len() as u64;
        self.attr(AttrData::Distinct { uid, referenced })
    }
    /// True if this context made a distinct attribute.
    pub fn has_distinct_attrs(&self) -> bool {
        self.distinct_count > 0
    }
    /// `unit`.
    pub fn unit_attr(&mut self) -> Attribute {
        self.attr(AttrData::Unit)
    }
    /// `true` / `false`.
    pub fn bool_attr(&mut self, b: bool) -> Attribute {
        self.attr(AttrData::Bool(b))
    }
    /// An integer attribute of type `ty`; the value is truncated and
    /// re-extended to the type's width (an `i1` type gives a bool attribute).
    pub fn int_attr(&mut self, ty: Type, value: i128) -> Attribute {
        let value = match self.type_data(ty) {
            TypeData::Integer { width, signedness } => {
                if *width == 1 && *signedness == Signedness::Signless {
                    return self.bool_attr(value & 1 != 0);
                }
                normalize_int(value, *width, *signedness == Signedness::Unsigned)
            }
            _ => normalize_int(value, 64, false),
        };
        self.attr(AttrData::Integer { value, ty })
    }
    /// An `index` integer attribute.
    pub fn index_attr(&mut self, value: i64) -> Attribute {
        let t = self.index_type();
        self.int_attr(t, value as i128)
    }
    /// An `i64` integer attribute.
    pub fn i64_attr(&mut self, value: i64) -> Attribute {
        let t = self.int_type(64);
        self.int_attr(t, value as i128)
    }
    /// A float attribute; the value is rounded to the type's format.
    pub fn float_attr(&mut self, ty: Type, value: f64) -> Attribute {
        let v = match self.float_kind(ty) {
            Some(k) if k.is_wide() => {
                let bits = crate::float::WideFloat::from_f64(value, k).bits;
                return self.attr(AttrData::WideFloat { bits, ty });
            }
            Some(k) => crate::float::round(value, k),
            None => value,
        };
        self.attr(AttrData::Float { bits: v.to_bits(), ty })
    }
    /// A string attribute.
    pub fn string_attr(&mut self, s: &str) -> Attribute {
        self.attr(AttrData::String { value: s.to_string(), ty: None })
    }
    /// A type attribute.
    pub fn type_attr(&mut self, t: Type) -> Attribute {
        self.attr(AttrData::Type(t))
    }
    /// An array attribute.
    pub fn array_attr(&mut self, v: Vec<Attribute>) -> Attribute {
        self.attr(AttrData::Array(v))
    }
    /// A dictionary attribute; entries are sorted by name (later duplicates win).
    pub fn dict_attr(&mut self, mut v: Vec<NamedAttr>) -> Attribute {
        self.sort_named(&mut v);
        self.attr(AttrData::Dictionary(v))
    }
    /// A flat symbol reference `@name`.
    pub fn symbol_ref_attr(&mut self, name: &str) -> Attribute {
        let root = self.ident(name);
        self.attr(AttrData::SymbolRef { root, nested: Vec::new() })
    }
    /// An `affine_map<...>` attribute.
    pub fn affine_map_attr(&mut self, m: AffineMap) -> Attribute {
        let i = m.0 as usize;
        if let Some(&a) = self.map_attrs.get(i)
            && a != u32::MAX
        {
            return Attribute(a);
        }
        let a = self.attr(AttrData::AffineMap(m));
        // Map ids are dense; the bound only keeps a stray id from growing
        // the table without need.
        if i < 1 << 24 {
            if self.map_attrs.len() <= i {
                self.map_attrs.resize(i + 1, u32::MAX);
            }
            self.map_attrs[i] = a.0;
        }
        a
    }
    /// An `affine_set<...>` attribute.
    pub fn integer_set_attr(&mut self, s: IntegerSet) -> Attribute {
        self.attr(AttrData::IntegerSet(s))
    }
    /// `array<i64: ...>`.
    pub fn dense_i64_array_attr(&mut self, vals: &[i64]) -> Attribute {
        let t = self.int_type(64);
        let values = vals.iter().map(|&v| self.int_attr(t, v as i128)).collect();
        self.attr(AttrData::DenseArray { elem: t, values })
    }
    /// `array<i32: ...>`.
    pub fn dense_i32_array_attr(&mut self, vals: &[i32]) -> Attribute {
        // Short arrays of small sizes (`operandSegmentSizes`, rebuilt on
        // every edit of a loop's bounds) are remembered by value: one
        // lookup instead of interning a type, each element and the array.
        const BITS: u32 = 20;
        if vals.len() <= 3 && vals.iter().all(|&v| (0..1 << BITS).contains(&v)) {
            let key = vals.iter().fold(vals.len() as u64, |k, &v| (k << BITS) | v as u64);
            return self.memo_attr("array<i32>", key, |ctx| ctx.interned_dense_i32_array_attr(vals));
        }
        self.interned_dense_i32_array_attr(vals)
    }
    /// `array<i32: ...>`, interned element by element.
    fn interned_dense_i32_array_attr(&mut self, vals: &[i32]) -> Attribute {
        let t = self.int_type(32);
        let values = vals.iter().map(|&v| self.int_attr(t, v as i128)).collect();
        self.attr(AttrData::DenseArray { elem: t, values })
    }
    /// `array<i1: ...>` (`array<i1: true, false>`).
    pub fn dense_bool_array_attr(&mut self, vals: &[bool]) -> Attribute {
        let t = self.int_type(1);
        let values = vals.iter().map(|&v| self.bool_attr(v)).collect();
        self.attr(AttrData::DenseArray { elem: t, values })
    }
    /// The integer value of an integer/bool/index attribute.
    pub fn attr_int(&self, a: Attribute) -> Option<i128> {
        match self.attr_data(a) {
            AttrData::Integer { value, .. } => Some(*value),
            AttrData::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }
    /// The value of a float attribute of a format no wider than `f64`
    /// (`None` for `f80` / `f128`: see [`Context::attr_wide_float`]).
    pub fn attr_float(&self, a: Attribute) -> Option<f64> {
        match self.attr_data(a) {
            AttrData::Float { bits, .. } => Some(f64::from_bits(*bits)),
            _ => None,
        }
    }
    /// The value of an `f80` / `f128` float attribute.
    pub fn attr_wide_float(&self, a: Attribute) -> Option<crate::float::WideFloat> {
        match self.attr_data(a) {
            AttrData::WideFloat { bits, ty } => {
                Some(crate::float::WideFloat { bits: *bits, kind: self.float_kind(*ty)? })
            }
            _ => None,
        }
    }
    /// A float attribute holding an `f80` / `f128` value (`w.kind` must be
    /// the format of `ty`).
    pub fn wide_float_attr(&mut self, ty: Type, w: crate::float::WideFloat) -> Attribute {
        self.attr(AttrData::WideFloat { bits: w.bits, ty })
    }
    /// The contents of a string attribute.
    pub fn attr_str(&self, a: Attribute) -> Option<&str> {
        match self.attr_data(a) {
            AttrData::String { value, .. } => Some(value),
            _ => None,
        }
    }
    /// The affine map of an `affine_map` attribute.
    pub fn attr_affine_map(&self, a: Attribute) -> Option<AffineMap> {
        match self.attr_data(a) {
            AttrData::AffineMap(m) => Some(*m),
            _ => None,
        }
    }
    /// The integer set of an `affine_set` attribute.
    pub fn attr_integer_set(&self, a: Attribute) -> Option<IntegerSet> {
        match self.attr_data(a) {
            AttrData::IntegerSet(s) => Some(*s),
            _ => None,
        }
    }
    /// The type of a type attribute.
    pub fn attr_type(&self, a: Attribute) -> Option<Type> {
        match self.attr_data(a) {
            AttrData::Type(t) => Some(*t),
            _ => None,
        }
    }
    /// The elements of a dense array attribute as i64 (integer element types).
    pub fn attr_dense_i64s(&self, a: Attribute) -> Option<Vec<i64>> {
        match self.attr_data(a) {
            AttrData::DenseArray { values, .. } => values.iter().map(|&v| self.attr_int(v).map(|x| x as i64)).collect(),
            _ => None,
        }
    }
    /// The type of an elements attribute (dense, `dense_resource`, sparse).
    pub fn attr_value_type_of(&self, a: Attribute) -> Option<Type> {
        match self.attr_data(a) {
            AttrData::DenseElements { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::SparseElements { ty, .. } => Some(*ty),
            _ => None,
        }
    }
    /// The type of a typed attribute (integer, float, dense elements, typed string).
    pub fn attr_value_type(&mut self, a: Attribute) -> Option<Type> {
        match self.attr_data(a).clone() {
            AttrData::Integer { ty, .. }
            | AttrData::BigInteger { ty, .. }
            | AttrData::Float { ty, .. }
            | AttrData::WideFloat { ty, .. } => Some(ty),
            AttrData::Bool(_) => Some(self.i1_type()),
            AttrData::DenseElements { ty, .. }
            | AttrData::DenseResource { ty, .. }
            | AttrData::SparseElements { ty, .. } => Some(ty),
            AttrData::String { ty, .. } => ty,
            AttrData::TypedOpaque { ty, .. } => Some(ty),
            _ => None,
        }
    }
    /// Sorts named attributes by name (stable; later duplicates are removed
    /// keeping the last one, as MLIR's dictionary builder does). Takes a
    /// `Vec` or an op's inline [`crate::ir::AttrList`].
    pub fn sort_named(&self, v: &mut impl NamedAttrList) {
        let list = v.as_mut_slice();
        // Most lists have one entry or come in order (builders, printers'
        // round trips): strictly ascending names are sorted and duplicate
        // free already.
        if list.windows(2).all(|w| w[0].name != w[1].name && self.ident_str(w[0].name) < self.ident_str(w[1].name)) {
            return;
        }
        list.sort_by(|a, b| self.ident_str(a.name).cmp(self.ident_str(b.name)));
        // Dedup in place: a later entry with the same name overwrites the
        // value of the kept (earlier) one.
        let mut kept = 0usize;
        for i in 0..list.len() {
            if kept > 0 && list[kept - 1].name == list[i].name {
                list[kept - 1].value = list[i].value;
            } else {
                list[kept] = list[i];
                kept += 1;
            }
        }
        v.truncate_to(kept);
    }

    // ----- locations -----

    /// Interns a location.
    pub fn loc(&mut self, d: LocData) -> Location {
        if let LocData::FileLineCol { file, line, col } = d
            && let Some(l) = self.offset_loc_of(file, line, col)
        {
            return l;
        }
        Location(self.locs.intern(d))
    }
    /// The structure of a location.
    #[inline]
    pub fn loc_data(&self, l: Location) -> Cow<'_, LocData> {
        if l.0 & OFFSET_LOC != 0 {
            let (file, line, col) = self.offset_loc_parts(l);
            return Cow::Owned(LocData::FileLineCol { file, line, col });
        }
        Cow::Borrowed(self.locs.get(l.0))
    }

    /// Registers bytes `start..end` of the source buffer `text` named
    /// `file`, so that the locations of that range can be made with
    /// [`Context::source_loc`]: a location then is just its byte offset
    /// (no uniquing table entry, resolved to `line:col` when read). The
    /// parser does this for the buffer it reads; there is one entry per op
    /// otherwise. Registering a range of the same buffer (same `text`
    /// slice) that an existing window of the file covers returns that
    /// window: parsers of parts of one buffer on worker contexts of a fork
    /// then make the same locations as the parent would. Otherwise, returns
    /// `None` (and registers nothing) if the file already has a window, or
    /// the offset space is full; callers then intern `file:line:col`
    /// locations with [`Context::loc`].
    ///
    /// Locations stay uniqued: [`Context::loc`] returns the offset form for
    /// every `file:line:col` inside a registered window.
    pub fn register_source(&mut self, file: &str, text: &str, start: usize, end: usize) -> Option<SourceId> {
        let file = self.ident(file);
        let bytes = text.as_bytes();
        let end = end.min(bytes.len());
        let start = start.min(end);
        let start = bytes[..start].iter().rposition(|&b| b == b'\n').map_or(0, |p| p + 1);
        let identity = (text.as_ptr() as usize, text.len());
        if let Some(i) = self.sources.iter().position(|w| w.file == file) {
            let w = &self.sources[i];
            let covers = w.text == identity && w.start as usize <= start && end <= (w.start + w.len) as usize;
            return covers.then_some(SourceId(i as u32));
        }
        let base = self.sources.last().map_or(0u64, |w| w.base as u64 + w.len as u64 + 1);
        let len = end - start;
        if base + len as u64 + 1 >= OFFSET_LOC as u64 {
            return None;
        }
        let first_line = bytes[..start].iter().filter(|&&b| b == b'\n').count() + 1;
        let mut line_starts = Vec::with_capacity(len / 32 + 1);
        line_starts.push(0u32);
        push_line_starts(&bytes[start..end], &mut line_starts);
        let id = SourceId(self.sources.len() as u32);
        Arc::make_mut(&mut self.sources).push(SourceWindow {
            file,
            base: base as u32,
            start: start as u32,
            len: len as u32,
            first_line: first_line as u32,
            line_starts,
            text: identity,
        });
        Some(id)
    }

    /// How many lines the registered window of `src` has (the parser sizes
    /// its arenas from it).
    pub fn source_line_count(&self, src: SourceId) -> usize {
        self.sources[src.index()].line_starts.len()
    }

    /// How many lines bytes `start..end` of the buffer of `src` span (at
    /// least one; the offsets are clamped to its registered window).
    pub fn source_line_count_in(&self, src: SourceId, start: usize, end: usize) -> usize {
        let w = &self.sources[src.index()];
        let rel = |o: usize| (o as u32).saturating_sub(w.start).min(w.len);
        let (a, b) = (rel(start), rel(end));
        w.line_starts.partition_point(|&s| s <= b) - w.line_starts.partition_point(|&s| s <= a) + 1
    }

    /// The location of byte offset `offset` of a registered buffer (the
    /// offset must lie in the registered window or at its end).
    #[inline]
    pub fn source_loc(&self, src: SourceId, offset: usize) -> Location {
        let w = &self.sources[src.index()];
        let rel = (offset as u32).saturating_sub(w.start).min(w.len);
        Location(OFFSET_LOC | (w.base + rel))
    }

    /// `(line, col)` of byte offset `offset` of a registered buffer.
    pub fn source_line_col(&self, src: SourceId, offset: usize) -> (u32, u32) {
        let w = &self.sources[src.index()];
        w.line_col((offset as u32).saturating_sub(w.start).min(w.len))
    }

    fn offset_loc_of(&self, file: Ident, line: u32, col: u32) -> Option<Location> {
        let w = self.sources.iter().find(|w| w.file == file)?;
        let off = w.offset_of(line, col)?;
        Some(Location(OFFSET_LOC | (w.base + off)))
    }

    fn offset_loc_parts(&self, l: Location) -> (Ident, u32, u32) {
        let g = l.0 & !OFFSET_LOC;
        let i = self.sources.partition_point(|w| w.base <= g) - 1;
        let w = &self.sources[i];
        let (line, col) = w.line_col(g - w.base);
        (w.file, line, col)
    }
    /// Reserves room for `n` more locations (the parser calls this with an
    /// estimate from the input size).
    pub fn reserve_locations(&mut self, n: usize) {
        self.locs.reserve(n);
    }
    /// `loc(unknown)`.
    pub fn unknown_loc(&mut self) -> Location {
        self.loc(LocData::Unknown)
    }
    /// `loc("file":line:col)`.
    pub fn file_loc(&mut self, file: &str, line: u32, col: u32) -> Location {
        let file = self.ident(file);
        self.loc(LocData::FileLineCol { file, line, col })
    }
    /// The first file:line:col found in a location (for diagnostics).
    pub fn loc_file_line_col(&self, l: Location) -> Option<(&str, u32, u32)> {
        if l.0 & OFFSET_LOC != 0 {
            let (file, line, col) = self.offset_loc_parts(l);
            return Some((self.ident_str(file), line, col));
        }
        match self.locs.get(l.0) {
            LocData::Unknown => None,
            LocData::FileLineCol { file, line, col } => Some((self.ident_str(*file), *line, *col)),
            LocData::FileRange { file, line, range } => Some((self.ident_str(*file), *line, range.map_or(0, |r| r.0))),
            LocData::Name { child, .. } => child.and_then(|c| self.loc_file_line_col(c)),
            LocData::CallSite { callee, .. } => self.loc_file_line_col(*callee),
            LocData::Fused { locs, .. } => locs.iter().find_map(|&c| self.loc_file_line_col(c)),
        }
    }
}

/// A context's uniquing tables, frozen so that worker contexts can share
/// them (see [`Context::fork`]).
#[derive(Debug)]
pub struct Fork {
    idents: Arc<StrInterner>,
    op_names: Arc<StrInterner>,
    types: Arc<Uniquer<TypeData>>,
    attrs: Arc<Uniquer<AttrData>>,
    locs: Arc<Uniquer<LocData>>,
    affine: Arc<AffineStore>,
}

/// How the ids a worker context created map to ids of the parent once
/// merged ([`Context::merge_worker`]); ids the worker shared with the
/// parent map to themselves.
#[derive(Debug, Default)]
pub struct WorkerIdMap {
    idents: (u32, Vec<Ident>),
    op_names: (u32, Vec<OpName>),
    types: (u32, Vec<Type>),
    attrs: (u32, Vec<Attribute>),
    locs: (u32, Vec<Location>),
    exprs: (u32, Vec<crate::affine::AffineExpr>),
    maps: (u32, Vec<AffineMap>),
    sets: (u32, Vec<IntegerSet>),
}

/// Looks up a worker id in one table of a [`WorkerIdMap`].
#[inline]
fn remapped<T: Copy>(table: &(u32, Vec<T>), id: u32, same: T) -> T {
    if id < table.0 { same } else { table.1[(id - table.0) as usize] }
}

impl WorkerIdMap {
    /// The parent's id of a worker's affine expression.
    pub fn expr(&self, e: crate::affine::AffineExpr) -> crate::affine::AffineExpr {
        remapped(&self.exprs, e.0, e)
    }
    /// The parent's id of a worker's affine map.
    pub fn map(&self, m: AffineMap) -> AffineMap {
        remapped(&self.maps, m.0, m)
    }
    /// The parent's id of a worker's integer set.
    pub fn set(&self, s: IntegerSet) -> IntegerSet {
        remapped(&self.sets, s.0, s)
    }
}

impl crate::ir::InternedIdMap for WorkerIdMap {
    fn ty(&self, t: Type) -> Type {
        remapped(&self.types, t.0, t)
    }
    fn attr(&self, a: Attribute) -> Attribute {
        remapped(&self.attrs, a.0, a)
    }
    fn loc(&self, l: Location) -> Location {
        if l.0 & OFFSET_LOC != 0 { l } else { remapped(&self.locs, l.0, l) }
    }
    fn op_name(&self, n: OpName) -> OpName {
        remapped(&self.op_names, n.0, n)
    }
    fn ident(&self, i: Ident) -> Ident {
        remapped(&self.idents, i.0, i)
    }
}

impl Context {
    /// Freezes the uniquing tables so that worker contexts ([`Context::worker`])
    /// can share them while each works on IR of its own, on its own thread
    /// (how function passes run in parallel: MLIR's context is shared by
    /// threads through locks; ours is frozen and layered, so that lookups
    /// stay lock-free and the ids a run creates do not depend on thread
    /// timing). Until [`Context::join`], this context's IR may be read and
    /// changed, and it may intern (a worker's merge, [`Context::merge_worker`],
    /// may run while other workers of the fork still run): what it interns
    /// goes to a layer of its own over the frozen tables, which workers do
    /// not see, and keeps its ids when the tables are joined.
    pub fn fork(&mut self) -> Fork {
        Fork {
            idents: self.idents.freeze(),
            op_names: self.op_names.freeze(),
            types: self.types.freeze(),
            attrs: self.attrs.freeze(),
            locs: self.locs.freeze(),
            affine: self.affine.freeze(),
        }
    }

    /// A context with no IR whose tables are layered over the frozen ones:
    /// it sees every type, attribute, location and name of this context and
    /// interns new ones in its own layer.
    pub fn worker(&self, fork: &Fork) -> Context {
        Context {
            idents: StrInterner::layered(fork.idents.clone()),
            op_names: StrInterner::layered(fork.op_names.clone()),
            types: Uniquer::layered(fork.types.clone()),
            attrs: Uniquer::layered(fork.attrs.clone()),
            locs: Uniquer::layered(fork.locs.clone()),
            sources: self.sources.clone(),
            affine: AffineStore::layered(fork.affine.clone()),
            ir: Ir::default(),
            registry: self.registry.clone(),
            op_defs: self.op_defs.clone(),
            allow_unregistered_dialect: self.allow_unregistered_dialect,
            diag_debug_info: self.diag_debug_info,
            attr_memo: FxHashMap::default(),
            attr_memo_keys: FxHashMap::default(),
            scalar_types: ScalarTypes::default(),
            map_attrs: Vec::new(),
            resources: self.resources.clone(),
            distinct_count: self.distinct_count,
        }
    }

    /// Unfreezes the tables after [`Context::fork`], keeping what this
    /// context interned since (same ids). Every worker must have been
    /// dropped or passed through [`Context::detach_from_fork`] first (else
    /// the tables are copied).
    pub fn join(&mut self, fork: Fork) {
        self.idents.unfreeze(fork.idents);
        self.op_names.unfreeze(fork.op_names);
        self.types.unfreeze(fork.types);
        self.attrs.unfreeze(fork.attrs);
        self.locs.unfreeze(fork.locs);
        self.affine.unfreeze(fork.affine);
    }

    /// Drops a worker's references to the frozen tables, keeping what it
    /// interned itself (its ids stay valid for [`Context::merge_worker`]);
    /// the worker can no longer resolve shared ids.
    pub fn detach_from_fork(&mut self) {
        self.idents.base = None;
        self.op_names.base = None;
        self.types.base = None;
        self.attrs.base = None;
        self.attr_memo.clear();
        self.attr_memo_keys.clear();
        self.scalar_types = ScalarTypes::default();
        self.map_attrs.clear();
        self.locs.base = None;
        self.affine.detach_base();
    }

    /// Interns everything a (detached) worker added over the frozen tables
    /// into this (joined) context, in a deterministic order, and returns
    /// how the worker's ids map to this context's. Use the map to bring
    /// the worker's IR over ([`Ir::import_op`]) and its diagnostics.
    pub fn merge_worker(&mut self, worker: &Context) -> WorkerIdMap {
        let mut m = WorkerIdMap {
            idents: (worker.idents.base_len, Vec::new()),
            op_names: (worker.op_names.base_len, Vec::new()),
            ..WorkerIdMap::default()
        };
        for s in worker.idents.local_strings() {
            let id = self.ident(s);
            m.idents.1.push(id);
        }
        for s in worker.op_names.local_strings() {
            let id = self.op_name(s);
            m.op_names.1.push(id);
        }
        let parts = worker.affine.local_parts();
        m.exprs.0 = parts.first_expr;
        for data in &parts.exprs {
            use crate::affine::AffineExprData;
            let data = match *data {
                AffineExprData::Binary(k, l, r) => AffineExprData::Binary(k, m.expr(l), m.expr(r)),
                other => other,
            };
            let id = self.affine.intern(data);
            m.exprs.1.push(id);
        }
        m.maps.0 = parts.first_map;
        for d in parts.maps {
            let results: Vec<_> = d.results.iter().map(|&e| m.expr(e)).collect();
            let id = self.affine.map(d.num_dims, d.num_symbols, &results);
            m.maps.1.push(id);
        }
        m.sets.0 = parts.first_set;
        for d in parts.sets {
            let constraints: Vec<_> = d.constraints.iter().map(|&e| m.expr(e)).collect();
            let id = self.affine.set(d.num_dims, d.num_symbols, &constraints, &d.eq_flags);
            m.sets.1.push(id);
        }
        // Types, attributes and locations refer to each other in any order
        // (but never in a cycle): translate each on first need.
        let mut merge = MergeState {
            worker,
            types: vec![None; worker.types.local_items().len()],
            attrs: vec![None; worker.attrs.local_items().len()],
            locs: vec![None; worker.locs.local_items().len()],
        };
        for i in 0..merge.types.len() {
            self.merge_type(&mut merge, &m, Type(worker.types.base_len() + i as u32));
        }
        for i in 0..merge.attrs.len() {
            self.merge_attr(&mut merge, &m, Attribute(worker.attrs.base_len() + i as u32));
        }
        for i in 0..merge.locs.len() {
            self.merge_loc(&mut merge, &m, Location(worker.locs.base_len() + i as u32));
        }
        m.types = (worker.types.base_len(), merge.types.into_iter().map(|t| t.expect("merged")).collect());
        m.attrs = (worker.attrs.base_len(), merge.attrs.into_iter().map(|a| a.expect("merged")).collect());
        m.locs = (worker.locs.base_len(), merge.locs.into_iter().map(|l| l.expect("merged")).collect());
        m
    }

    fn merge_type(&mut self, st: &mut MergeState<'_>, m: &WorkerIdMap, t: Type) -> Type {
        let base = st.worker.types.base_len();
        if t.0 < base {
            return t;
        }
        if let Some(done) = st.types[(t.0 - base) as usize] {
            return done;
        }
        let data = match st.worker.types.get(t.0).clone() {
            TypeData::MemRef { shape, elem, layout, memory_space } => TypeData::MemRef {
                shape,
                elem: self.merge_type(st, m, elem),
                layout: layout.map(|a| self.merge_attr(st, m, a)),
                memory_space: memory_space.map(|a| self.merge_attr(st, m, a)),
            },
            TypeData::UnrankedMemRef { elem, memory_space } => TypeData::UnrankedMemRef {
                elem: self.merge_type(st, m, elem),
                memory_space: memory_space.map(|a| self.merge_attr(st, m, a)),
            },
            TypeData::Vector { shape, scalable, elem } => {
                TypeData::Vector { shape, scalable, elem: self.merge_type(st, m, elem) }
            }
            TypeData::RankedTensor { shape, elem, encoding } => TypeData::RankedTensor {
                shape,
                elem: self.merge_type(st, m, elem),
                encoding: encoding.map(|a| self.merge_attr(st, m, a)),
            },
            TypeData::UnrankedTensor { elem } => TypeData::UnrankedTensor { elem: self.merge_type(st, m, elem) },
            TypeData::Tuple(ts) => TypeData::Tuple(ts.into_iter().map(|x| self.merge_type(st, m, x)).collect()),
            TypeData::Function { inputs, results } => TypeData::Function {
                inputs: inputs.into_iter().map(|x| self.merge_type(st, m, x)).collect(),
                results: results.into_iter().map(|x| self.merge_type(st, m, x)).collect(),
            },
            TypeData::Complex(e) => TypeData::Complex(self.merge_type(st, m, e)),
            TypeData::Dialect(d) => TypeData::Dialect(self.merge_dialect_data(st, m, d)),
            leaf @ (TypeData::Index
            | TypeData::Integer { .. }
            | TypeData::Float(_)
            | TypeData::None
            | TypeData::Opaque(_)) => leaf,
        };
        let id = self.ty(data);
        st.types[(t.0 - base) as usize] = Some(id);
        id
    }

    fn merge_attr(&mut self, st: &mut MergeState<'_>, m: &WorkerIdMap, a: Attribute) -> Attribute {
        let base = st.worker.attrs.base_len();
        if a.0 < base {
            return a;
        }
        if let Some(done) = st.attrs[(a.0 - base) as usize] {
            return done;
        }
        let ident = |i: Ident| remapped(&m.idents, i.0, i);
        let data = match st.worker.attrs.get(a.0).clone() {
            AttrData::Integer { value, ty } => AttrData::Integer { value, ty: self.merge_type(st, m, ty) },
            AttrData::BigInteger { value, ty } => AttrData::BigInteger { value, ty: self.merge_type(st, m, ty) },
            AttrData::Float { bits, ty } => AttrData::Float { bits, ty: self.merge_type(st, m, ty) },
            AttrData::WideFloat { bits, ty } => AttrData::WideFloat { bits, ty: self.merge_type(st, m, ty) },
            AttrData::String { value, ty } => AttrData::String { value, ty: ty.map(|t| self.merge_type(st, m, t)) },
            AttrData::Array(v) => AttrData::Array(v.into_iter().map(|x| self.merge_attr(st, m, x)).collect()),
            AttrData::Dictionary(v) => AttrData::Dictionary(
                v.into_iter()
                    .map(|na| NamedAttr { name: ident(na.name), value: self.merge_attr(st, m, na.value) })
                    .collect(),
            ),
            AttrData::Type(t) => AttrData::Type(self.merge_type(st, m, t)),
            AttrData::SymbolRef { root, nested } => {
                AttrData::SymbolRef { root: ident(root), nested: nested.into_iter().map(ident).collect() }
            }
            AttrData::AffineMap(x) => AttrData::AffineMap(m.map(x)),
            AttrData::IntegerSet(x) => AttrData::IntegerSet(m.set(x)),
            AttrData::DenseArray { elem, values } => AttrData::DenseArray {
                elem: self.merge_type(st, m, elem),
                values: values.into_iter().map(|x| self.merge_attr(st, m, x)).collect(),
            },
            AttrData::DenseElements { ty, splat, values } => AttrData::DenseElements {
                ty: self.merge_type(st, m, ty),
                splat,
                values: values.into_iter().map(|x| self.merge_attr(st, m, x)).collect(),
            },
            AttrData::Loc(l) => AttrData::Loc(self.merge_loc(st, m, l)),
            AttrData::DenseResource { name, ty } => AttrData::DenseResource { name, ty: self.merge_type(st, m, ty) },
            AttrData::SparseElements { ty, indices, values } => AttrData::SparseElements {
                ty: self.merge_type(st, m, ty),
                indices: self.merge_attr(st, m, indices),
                values: self.merge_attr(st, m, values),
            },
            AttrData::TypedOpaque { text, ty } => AttrData::TypedOpaque { text, ty: self.merge_type(st, m, ty) },
            AttrData::Dialect(d) => AttrData::Dialect(self.merge_dialect_data(st, m, d)),
            AttrData::Distinct { referenced, .. } => {
                // A distinct attribute the worker made is a new one here
                // too (its worker uid may be another worker's).
                let referenced = self.merge_attr(st, m, referenced);
                let id = self.distinct_attr(referenced);
                st.attrs[(a.0 - base) as usize] = Some(id);
                return id;
            }
            leaf @ (AttrData::Unit | AttrData::Bool(_) | AttrData::Strided { .. } | AttrData::Opaque(_)) => leaf,
        };
        let id = self.attr(data);
        st.attrs[(a.0 - base) as usize] = Some(id);
        id
    }

    fn merge_dialect_data(&mut self, st: &mut MergeState<'_>, m: &WorkerIdMap, d: DialectData) -> DialectData {
        DialectData { name: d.name, params: d.params.into_iter().map(|x| self.merge_attr(st, m, x)).collect() }
    }

    fn merge_loc(&mut self, st: &mut MergeState<'_>, m: &WorkerIdMap, l: Location) -> Location {
        let base = st.worker.locs.base_len();
        if l.0 & OFFSET_LOC != 0 || l.0 < base {
            return l;
        }
        if let Some(done) = st.locs[(l.0 - base) as usize] {
            return done;
        }
        let ident = |i: Ident| remapped(&m.idents, i.0, i);
        let data = match st.worker.locs.get(l.0).clone() {
            LocData::Unknown => LocData::Unknown,
            LocData::FileLineCol { file, line, col } => LocData::FileLineCol { file: ident(file), line, col },
            LocData::FileRange { file, line, range } => LocData::FileRange { file: ident(file), line, range },
            LocData::Name { name, child } => {
                LocData::Name { name: ident(name), child: child.map(|c| self.merge_loc(st, m, c)) }
            }
            LocData::CallSite { callee, caller } => {
                LocData::CallSite { callee: self.merge_loc(st, m, callee), caller: self.merge_loc(st, m, caller) }
            }
            LocData::Fused { locs, metadata } => LocData::Fused {
                locs: locs.into_iter().map(|c| self.merge_loc(st, m, c)).collect(),
                metadata: metadata.map(|a| self.merge_attr(st, m, a)),
            },
        };
        let id = self.loc(data);
        st.locs[(l.0 - base) as usize] = Some(id);
        id
    }
}

/// Progress of [`Context::merge_worker`]: the parent's id of each local
/// type, attribute and location of the worker merged so far.
struct MergeState<'w> {
    worker: &'w Context,
    types: Vec<Option<Type>>,
    attrs: Vec<Option<Attribute>>,
    locs: Vec<Option<Location>>,
}

/// Truncates `v` to `width` bits and sign- or zero-extends it back.
pub fn normalize_int(v: i128, width: u32, unsigned: bool) -> i128 {
    if width == 0 {
        return 0;
    }
    if width >= 128 {
        return v;
    }
    let shift = 128 - width;
    if unsigned { (((v as u128) << shift) >> shift) as i128 } else { (v << shift) >> shift }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_a_forked_context_interns_keeps_its_ids_after_join() {
        let mut c = Context::new();
        let before = c.ident("before");
        let f32_ty = c.ty(TypeData::Float(FloatKind::F32));
        let fork = c.fork();
        let mut w = c.worker(&fork);
        // The worker and the forked parent both intern new values.
        let w_ident = w.ident("shared-new");
        let w_ty = w.ty(TypeData::Integer { width: 7, signedness: Signedness::Signless });
        let ident = c.ident("shared-new");
        let own = c.ident("parent-only");
        let ty = c.ty(TypeData::Integer { width: 7, signedness: Signedness::Signless });
        let attr = c.string_attr("parent-attr");
        let d0 = c.affine.dim(0);
        let k = c.affine.constant(3);
        let e = c.affine.add(d0, k);
        let map = c.affine.map(1, 0, &[e]);
        assert_eq!(c.ident("before"), before);
        assert_eq!(c.ty(TypeData::Float(FloatKind::F32)), f32_ty);
        w.detach_from_fork();
        let ids = c.merge_worker(&w);
        assert_eq!(crate::ir::InternedIdMap::ident(&ids, w_ident), ident);
        assert_eq!(crate::ir::InternedIdMap::ty(&ids, w_ty), ty);
        drop(w);
        c.join(fork);
        // Same ids, same values, and interning again finds them.
        assert_eq!(c.ident_str(ident), "shared-new");
        assert_eq!(c.ident_str(own), "parent-only");
        assert_eq!(c.ident("parent-only"), own);
        assert_eq!(c.ty(TypeData::Integer { width: 7, signedness: Signedness::Signless }), ty);
        assert_eq!(c.string_attr("parent-attr"), attr);
        assert_eq!(c.affine.add(d0, k), e);
        assert_eq!(c.affine.map(1, 0, &[e]), map);
        assert_eq!(c.affine.map_data(map).results, vec![e]);
        // A second fork sees them.
        let fork = c.fork();
        let w = c.worker(&fork);
        assert_eq!(w.lookup_ident("parent-only"), Some(own));
        drop(w);
        c.join(fork);
    }

    #[test]
    fn memoized_attributes_are_made_once_and_read_back() {
        let mut c = Context::new();
        let mut made = 0;
        let mut make = |c: &mut Context, key: u64| {
            c.memo_attr("t.flags", key, |c| {
                made += 1;
                c.attr(AttrData::Opaque(format!("t.flags<{key}>")))
            })
        };
        let a = make(&mut c, 1);
        assert_eq!(make(&mut c, 1), a);
        let b = make(&mut c, 2);
        assert_ne!(a, b);
        assert_eq!(made, 2);
        assert_eq!(c.memo_attr_key("t.flags", a), Some(1));
        assert_eq!(c.memo_attr_key("t.flags", b), Some(2));
        assert_eq!(c.memo_attr_key("t.other", a), None);
        // The same text interned directly is the same attribute.
        assert_eq!(c.attr(AttrData::Opaque("t.flags<2>".into())), b);
        // A worker starts without the memo (its ids are its own).
        let fork = c.fork();
        let w = c.worker(&fork);
        assert_eq!(w.memo_attr_key("t.flags", a), None);
        drop(w);
        c.join(fork);
    }

    #[test]
    fn offset_locations_are_uniqued_with_interned_ones() {
        let mut c = Context::new();
        let text = "ab\ncde\n\nf";
        let id = c.register_source("f.mlir", text, 0, text.len()).expect("registered");
        // The same buffer again (a part of it, as parsers of parts on
        // worker contexts register it) gets the same window; another buffer
        // of the same name gets none.
        assert_eq!(c.register_source("f.mlir", text, 3, text.len()), Some(id));
        let copy = text.to_string();
        assert!(c.register_source("f.mlir", &copy, 0, copy.len()).is_none());
        // Offset 4 is `d`: line 2, column 2.
        let l = c.source_loc(id, 4);
        assert_eq!(c.loc_file_line_col(l), Some(("f.mlir", 2, 2)));
        assert_eq!(c.file_loc("f.mlir", 2, 2), l);
        assert_eq!(c.source_line_col(id, 8), (4, 1));
        assert!(matches!(&*c.loc_data(l), LocData::FileLineCol { line: 2, col: 2, .. }));
        // The newline ending a line and the end of the buffer have offsets too.
        assert_eq!(c.file_loc("f.mlir", 2, 4), c.source_loc(id, 6));
        assert_eq!(c.file_loc("f.mlir", 4, 2), c.source_loc(id, 9));
        // Past the end of a line, or another file: interned, still exact.
        let past = c.file_loc("f.mlir", 1, 9);
        assert_eq!(c.loc_file_line_col(past), Some(("f.mlir", 1, 9)));
        assert_eq!(c.file_loc("f.mlir", 1, 9), past);
        let other = c.file_loc("g.mlir", 2, 2);
        assert_ne!(other, l);
        assert_eq!(c.loc_file_line_col(other), Some(("g.mlir", 2, 2)));
    }

    #[test]
    fn offset_locations_of_a_window_keep_absolute_lines() {
        let mut c = Context::new();
        let text = "x\n// -----\ny z\n";
        let start = text.find('y').unwrap_or(0);
        let id = c.register_source("f.mlir", text, start, text.len()).expect("registered");
        let l = c.source_loc(id, start + 2);
        assert_eq!(c.loc_file_line_col(l), Some(("f.mlir", 3, 3)));
        assert_eq!(c.file_loc("f.mlir", 3, 3), l);
        // Before the window: interned.
        let before = c.file_loc("f.mlir", 1, 1);
        assert_eq!(c.loc_file_line_col(before), Some(("f.mlir", 1, 1)));
    }

    #[test]
    fn string_interner_round_trips() {
        let mut s = StrInterner::default();
        let names: Vec<String> = (0..2000).map(|i| format!("matmul_{i}")).collect();
        let ids: Vec<u32> = names.iter().map(|n| s.intern(n)).collect();
        for (n, &i) in names.iter().zip(&ids) {
            assert_eq!(s.get(i), n);
            assert_eq!(s.lookup(n), Some(i));
            assert_eq!(s.intern(n), i);
        }
        assert_eq!(s.lookup("matmul_x"), None);
        let long = "a_rather_long_identifier_name_over_sixteen_bytes";
        let i = s.intern(long);
        assert_eq!(s.lookup(long), Some(i));
        assert!(short_eq(b"abc", b"abc") && !short_eq(b"abc", b"abd") && !short_eq(b"ab", b"abc"));
    }

    #[test]
    fn interning_is_structural() {
        let mut c = Context::new();
        let a = c.int_type(32);
        let b = c.int_type(32);
        assert_eq!(a, b);
        let f = c.f32_type();
        assert_ne!(a, f);
        let x = c.int_attr(a, 300);
        let y = c.int_attr(b, 300);
        assert_eq!(x, y);
        let i8t = c.int_type(8);
        let z = c.int_attr(i8t, 200);
        assert_eq!(c.attr_int(z), Some(-56));
    }

    #[test]
    fn dict_sorted() {
        let mut c = Context::new();
        let u = c.unit_attr();
        let (b, a) = (c.ident("b"), c.ident("a"));
        let d = c.dict_attr(vec![NamedAttr { name: b, value: u }, NamedAttr { name: a, value: u }]);
        match c.attr_data(d) {
            AttrData::Dictionary(v) => assert_eq!(v[0].name, a),
            _ => panic!(),
        }
    }
}
