//! The [`Context`]: uniquing tables for identifiers, op names, types,
//! attributes and locations (MLIR's `MLIRContext`), the affine interner, the
//! op registry and the IR arenas.
//!
//! Everything that is uniqued is referred to by a `Copy` 32-bit id; two ids
//! of the same kind are equal iff the uniqued values are structurally equal.

use std::hash::Hash;

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

/// Floating-point formats.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum FloatKind {
    /// `f16` (IEEE half).
    F16,
    /// `bf16`.
    BF16,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl FloatKind {
    /// Bit width of the format.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
        }
    }
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
    Opaque(String),
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
    /// Float with its type; the value stored as the `f64` bit pattern (exact
    /// for every supported format).
    Float {
        /// `f64::to_bits` of the value.
        bits: u64,
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
    /// A location used as an attribute.
    Loc(Location),
    /// A dialect attribute kept as text: `#dialect.body` (text excludes `#`).
    Opaque(String),
}

/// A `name = value` pair of a dictionary.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct NamedAttr {
    /// The name.
    pub name: Ident,
    /// The value.
    pub value: Attribute,
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
#[derive(Debug, Clone)]
pub struct Uniquer<T: Hash + Eq + Clone> {
    items: Vec<T>,
    /// hash -> index of the first item with that hash.
    map: FxHashMap<u64, u32>,
    /// Further items whose hash collides with an earlier one (rare).
    collisions: FxHashMap<u64, Vec<u32>>,
}

impl<T: Hash + Eq + Clone> Default for Uniquer<T> {
    fn default() -> Self {
        Uniquer { items: Vec::new(), map: FxHashMap::default(), collisions: FxHashMap::default() }
    }
}

impl<T: Hash + Eq + Clone> Uniquer<T> {
    /// Interns `v`, returning its index.
    pub fn intern(&mut self, v: T) -> u32 {
        let h = fx_hash(&v);
        match self.map.get(&h) {
            None => {
                let i = self.items.len() as u32;
                self.items.push(v);
                self.map.insert(h, i);
                i
            }
            Some(&i) => {
                if self.items[i as usize] == v {
                    return i;
                }
                if let Some(list) = self.collisions.get(&h)
                    && let Some(&j) = list.iter().find(|&&j| self.items[j as usize] == v)
                {
                    return j;
                }
                let j = self.items.len() as u32;
                self.items.push(v);
                self.collisions.entry(h).or_default().push(j);
                j
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
        let h = fx_hash(v);
        let &i = self.map.get(&h)?;
        if &self.items[i as usize] == v {
            return Some(i);
        }
        self.collisions.get(&h)?.iter().copied().find(|&j| &self.items[j as usize] == v)
    }
    /// The value at index `i`.
    #[inline]
    pub fn get(&self, i: u32) -> &T {
        &self.items[i as usize]
    }
    /// Number of interned values.
    pub fn len(&self) -> usize {
        self.items.len()
    }
    /// True if nothing is interned.
    pub fn is_empty(&self) -> bool {
        self.items.is_empty()
    }
}

/// A string interner whose lookups do not allocate.
#[derive(Debug, Clone, Default)]
pub struct StrInterner {
    strings: Vec<Box<str>>,
    map: FxHashMap<Box<str>, u32>,
}

impl StrInterner {
    /// Interns `s`.
    pub fn intern(&mut self, s: &str) -> u32 {
        if let Some(&i) = self.map.get(s) {
            return i;
        }
        let i = self.strings.len() as u32;
        self.strings.push(s.into());
        self.map.insert(s.into(), i);
        i
    }
    /// Looks `s` up without interning.
    pub fn lookup(&self, s: &str) -> Option<u32> {
        self.map.get(s).copied()
    }
    /// The string at index `i`.
    #[inline]
    pub fn get(&self, i: u32) -> &str {
        &self.strings[i as usize]
    }
}

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
    /// Affine expressions, maps and sets.
    pub affine: AffineStore,
    /// The IR arenas (operations, blocks, regions, values).
    pub ir: Ir,
    /// Registered operations and dialects.
    pub registry: Registry,
    /// Registered op definition per [`OpName`] index (cache of `registry`).
    op_defs: Vec<Option<OpDef>>,
    /// Accept ops of unregistered dialects (`--allow-unregistered-dialect`).
    pub allow_unregistered_dialect: bool,
    /// Print locations in ops shown by diagnostics (`see current operation:`),
    /// as `mlir-opt --mlir-print-debuginfo` does.
    pub diag_debug_info: bool,
}

impl Default for Context {
    fn default() -> Self {
        Self::new()
    }
}

impl Context {
    /// Creates a context with every dialect of [`crate::dialects::register_all`] registered.
    pub fn new() -> Self {
        let mut reg = Registry::default();
        crate::dialects::register_all(&mut reg);
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
            affine: AffineStore::new(),
            ir: Ir::default(),
            registry,
            op_defs: Vec::new(),
            allow_unregistered_dialect: false,
            diag_debug_info: false,
        };
        // Pre-intern the op names of registered ops so lookups are O(1).
        let names: Vec<String> = ctx.registry.op_names().map(|s| s.to_string()).collect();
        for n in names {
            ctx.op_name(&n);
        }
        ctx
    }

    // ----- identifiers and op names -----

    /// Interns an identifier.
    pub fn ident(&mut self, s: &str) -> Ident {
        Ident(self.idents.intern(s))
    }
    /// Looks up an identifier without interning it.
    pub fn lookup_ident(&self, s: &str) -> Option<Ident> {
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
            self.op_defs.push(def);
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
        Type(self.types.intern(d))
    }
    /// The structure of a type.
    #[inline]
    pub fn type_data(&self, t: Type) -> &TypeData {
        self.types.get(t.0)
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
    /// The structure of an attribute.
    #[inline]
    pub fn attr_data(&self, a: Attribute) -> &AttrData {
        self.attrs.get(a.0)
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
            Some(k) => crate::asm::round_to_format(value, k),
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
        self.attr(AttrData::AffineMap(m))
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
    /// The value of a float attribute.
    pub fn attr_float(&self, a: Attribute) -> Option<f64> {
        match self.attr_data(a) {
            AttrData::Float { bits, .. } => Some(f64::from_bits(*bits)),
            _ => None,
        }
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
    /// The type of a typed attribute (integer, float, dense elements, typed string).
    pub fn attr_value_type(&mut self, a: Attribute) -> Option<Type> {
        match self.attr_data(a).clone() {
            AttrData::Integer { ty, .. } | AttrData::Float { ty, .. } => Some(ty),
            AttrData::Bool(_) => Some(self.i1_type()),
            AttrData::DenseElements { ty, .. } => Some(ty),
            AttrData::String { ty, .. } => ty,
            _ => None,
        }
    }
    /// Sorts named attributes by name (stable; later duplicates are removed
    /// keeping the last one, as MLIR's dictionary builder does).
    pub fn sort_named(&self, v: &mut Vec<NamedAttr>) {
        v.sort_by(|a, b| self.ident_str(a.name).cmp(self.ident_str(b.name)));
        v.dedup_by(|later, earlier| {
            if later.name == earlier.name {
                earlier.value = later.value;
                true
            } else {
                false
            }
        });
    }

    // ----- locations -----

    /// Interns a location.
    pub fn loc(&mut self, d: LocData) -> Location {
        Location(self.locs.intern(d))
    }
    /// The structure of a location.
    #[inline]
    pub fn loc_data(&self, l: Location) -> &LocData {
        self.locs.get(l.0)
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
        match self.loc_data(l) {
            LocData::Unknown => None,
            LocData::FileLineCol { file, line, col } => Some((self.ident_str(*file), *line, *col)),
            LocData::Name { child, .. } => child.and_then(|c| self.loc_file_line_col(c)),
            LocData::CallSite { callee, .. } => self.loc_file_line_col(*callee),
            LocData::Fused { locs, .. } => locs.iter().find_map(|&c| self.loc_file_line_col(c)),
        }
    }
}

/// Truncates `v` to `width` bits and sign- or zero-extends it back.
pub fn normalize_int(v: i128, width: u32, unsigned: bool) -> i128 {
    if width >= 128 || width == 0 {
        return v;
    }
    let shift = 128 - width;
    if unsigned { (((v as u128) << shift) >> shift) as i128 } else { (v << shift) >> shift }
}

#[cfg(test)]
mod tests {
    use super::*;

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
