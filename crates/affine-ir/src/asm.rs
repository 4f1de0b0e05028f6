//! Textual printing of types, attributes and locations exactly as `mlir-opt`
//! prints them, including float formatting (LLVM `APFloat::toString` rules)
//! and attribute alias references (`#map`, `#set`, `#loc`).

use crate::fxhash::FxHashMap;
use std::fmt::Write;

use crate::context::{
    AttrData, Attribute, Context, DYNAMIC, DialectData, FloatKind, LocData, Location, Signedness, Type, TypeData,
};
use crate::float::WideFloat;

/// The alias prefix groups, in the order their definitions are printed.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum AliasKind {
    /// `#loc`, `#loc1`, ...
    Loc,
    /// `#map`, `#map1`, ...
    Map,
    /// `#set`, `#set1`, ...
    Set,
    /// A dialect attribute's alias named by its dialect
    /// ([`crate::dialect::DialectHooks::alias_name`], MLIR's
    /// `OpAsmDialectInterface::getAlias`): `#loop_annotation`, ...
    Named(&'static str),
}

impl AliasKind {
    /// The alias name before its number.
    pub fn prefix(self) -> &'static str {
        match self {
            AliasKind::Loc => "loc",
            AliasKind::Map => "map",
            AliasKind::Set => "set",
            AliasKind::Named(name) => name,
        }
    }
}

/// What an alias stands for.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum AliasKey {
    /// An attribute (affine map, integer set).
    Attr(Attribute),
    /// A location.
    Loc(Location),
}

/// One alias candidate seen during the collection pass.
#[derive(Clone, Copy, Debug)]
struct Pending {
    key: AliasKey,
    kind: AliasKind,
    depth: u32,
    deferrable: bool,
}

/// Attribute aliases, computed like MLIR's `AliasInitializer`: a collection
/// pass records every aliasable entity in printing order (with its nesting
/// depth and whether all its uses are trailing locations), then
/// [`AliasState::finalize`] numbers them per prefix in (depth, encounter)
/// order. Without a collection pass, aliases are numbered on first use.
#[derive(Default, Debug, Clone)]
pub struct AliasState {
    map: FxHashMap<AliasKey, (AliasKind, u32)>,
    /// True during the collection pass.
    pub collecting: bool,
    /// True after [`AliasState::finalize`]: unknown entities print inline.
    pub frozen: bool,
    pending: Vec<Pending>,
    pending_index: FxHashMap<AliasKey, usize>,
    /// Final order of definitions: (kind, number, key, depth, deferrable).
    order: Vec<(AliasKind, u32, AliasKey, u32, bool)>,
    /// The next number of each alias name.
    counts: FxHashMap<&'static str, u32>,
    /// True once a location alias was numbered on first use (without a
    /// collection pass): its number may then differ from MLIR's, which
    /// orders location aliases by nesting depth.
    pub loc_numbered_on_first_use: bool,
    /// When set, alias references are written as placeholders (`\0`, the
    /// reference's sequence number in decimal, `\0`) and their keys are
    /// recorded here in writing order: the threaded printer numbers the
    /// aliases of a part of the module before the parts printed before it
    /// are known, and replaces the placeholders once they are (see
    /// `printer::print_op_pieces`).
    pub deferred_refs: Option<Vec<AliasKey>>,
}

impl AliasState {
    /// Returns the alias of `a`, creating one of kind `k` if it has none.
    /// While collecting, records the use and returns a placeholder.
    pub fn get_or_create(&mut self, a: AliasKey, k: AliasKind) -> Option<(AliasKind, u32)> {
        self.use_alias(a, k, 0, false)
    }

    /// Records / looks up an alias use with nesting `depth`; `deferrable`
    /// is true for uses as trailing op locations.
    /// Returns `None` when frozen and `a` has no alias (print it inline).
    pub fn use_alias(&mut self, a: AliasKey, k: AliasKind, depth: u32, deferrable: bool) -> Option<(AliasKind, u32)> {
        if self.collecting {
            match self.pending_index.get(&a) {
                Some(&i) => {
                    let p = &mut self.pending[i];
                    p.deferrable &= deferrable;
                    p.depth = p.depth.max(depth);
                }
                None => {
                    self.pending_index.insert(a, self.pending.len());
                    self.pending.push(Pending { key: a, kind: k, depth, deferrable });
                }
            }
            return Some((k, 0));
        }
        if let Some(&v) = self.map.get(&a) {
            return Some(v);
        }
        if self.frozen {
            return None;
        }
        if matches!(k, AliasKind::Loc | AliasKind::Named(_)) {
            self.loc_numbered_on_first_use = true;
        }
        let idx = self.next_number(k);
        self.map.insert(a, (k, idx));
        self.order.push((k, idx, a, 0, false));
        Some((k, idx))
    }

    /// Ends the collection pass: numbers the recorded aliases as MLIR does
    /// (stable sort by depth, then prefix; numbers per prefix in that order).
    pub fn finalize(&mut self) {
        self.collecting = false;
        self.frozen = true;
        let mut v = std::mem::take(&mut self.pending);
        self.pending_index.clear();
        v.sort_by_key(|p| (p.depth, p.kind.prefix()));
        for p in v {
            let idx = self.next_number(p.kind);
            self.map.insert(p.key, (p.kind, idx));
            self.order.push((p.kind, idx, p.key, p.depth, p.deferrable));
        }
    }

    /// The next number of alias name `k` (counted per name).
    fn next_number(&mut self, k: AliasKind) -> u32 {
        let c = self.counts.entry(k.prefix()).or_insert(0);
        *c += 1;
        *c - 1
    }

    /// Writes `#prefixN`.
    pub fn write_alias_name(out: &mut String, k: AliasKind, idx: u32) {
        out.push('#');
        out.push_str(k.prefix());
        if idx > 0 {
            let _ = write!(out, "{idx}");
        }
    }

    /// Alias definitions in printing order: (kind, number, key, deferrable).
    pub fn sorted(&self) -> Vec<(AliasKind, u32, AliasKey, bool)> {
        let mut v: Vec<_> = self.order.clone();
        v.sort_by_key(|&(k, i, _, d, _)| (d, k.prefix(), i));
        v.into_iter().map(|(k, i, a, _, def)| (k, i, a, def)).collect()
    }

    /// True if no alias was created.
    pub fn is_empty(&self) -> bool {
        self.order.is_empty()
    }

    /// The alias of `a`, if it has one (nothing is created or recorded).
    pub fn lookup(&self, a: &AliasKey) -> Option<(AliasKind, u32)> {
        self.map.get(a).copied()
    }

    /// The aliases in the order they were created (first use without a
    /// collection pass), with their kind, number and key.
    pub fn creation_order(&self) -> impl Iterator<Item = (AliasKind, u32, AliasKey)> + '_ {
        self.order.iter().map(|&(k, i, a, _, _)| (k, i, a))
    }
}

/// The ids a writer gives distinct attributes (`distinct[N]<...>`): MLIR
/// numbers them 0, 1, ... in the order it prints them. A writer whose
/// output is printed in another order than it is written (the op printer
/// writes the alias definitions after the body they precede) writes
/// placeholders instead, which [`renumber_distinct`] replaces once the
/// output is complete.
#[derive(Default, Debug, Clone)]
pub struct DistinctIds {
    /// Write placeholders (`\x01`, the attribute's uid, `\x01`).
    pub deferred: bool,
    /// The id of each distinct attribute written so far, by uid.
    ids: FxHashMap<u64, u64>,
}

impl DistinctIds {
    /// Forgets the ids given so far (a new output starts from 0).
    pub fn clear(&mut self) {
        self.ids.clear();
    }
}

/// Replaces the distinct attribute placeholders of the pieces of an output
/// (in the order they are printed) by ids numbered 0, 1, ... in order of
/// first appearance (see [`DistinctIds`]).
pub fn renumber_distinct(pieces: &mut [&mut String]) {
    let mut ids: FxHashMap<&str, u64> = FxHashMap::default();
    let mut renumbered: Vec<String> = Vec::new();
    for piece in pieces.iter() {
        if !piece.contains('\x01') {
            renumbered.push(String::new());
            continue;
        }
        let mut out = String::with_capacity(piece.len());
        let mut rest = piece.as_str();
        while let Some(start) = rest.find('\x01') {
            out.push_str(&rest[..start]);
            let after = &rest[start + 1..];
            let Some(end) = after.find('\x01') else {
                out.push_str(&rest[start..]);
                rest = "";
                break;
            };
            let next = ids.len() as u64;
            let id = *ids.entry(&after[..end]).or_insert(next);
            let _ = write!(out, "{id}");
            rest = &after[end + 1..];
        }
        out.push_str(rest);
        renumbered.push(out);
    }
    for (piece, new) in pieces.iter_mut().zip(renumbered) {
        if piece.contains('\x01') {
            **piece = new;
        }
    }
}

/// Writes types, attributes and locations into a string buffer.
pub struct AsmWriter<'c> {
    /// The context owning the printed entities.
    pub ctx: &'c Context,
    /// Output buffer.
    pub out: String,
    /// Alias table; `None` prints everything inline.
    pub aliases: Option<AliasState>,
    /// Non-splat elements attributes with more elements than this print as
    /// `dense_resource<__elided__>` ([`crate::printer::PrintOptions`]).
    pub elide_elements_over: Option<u64>,
    /// The `dense_resource` keys written so far, in order of first use
    /// (the blobs the file metadata section prints).
    pub used_resources: Vec<String>,
    /// While collecting aliases: one more than the largest alias depth of
    /// the aliased entities written since it was reset (the depth of an
    /// alias holding them, as MLIR's alias initializer computes it).
    alias_depth: u32,
    /// The ids of the distinct attributes written.
    pub distinct: DistinctIds,
    /// While collecting aliases: the attributes written are the metadata
    /// of a location whose alias can be deferred to the end of the output.
    attr_deferrable: bool,
}

impl<'c> AsmWriter<'c> {
    /// A writer printing everything inline (no aliases).
    pub fn new(ctx: &'c Context) -> Self {
        AsmWriter {
            ctx,
            out: String::new(),
            aliases: None,
            elide_elements_over: None,
            used_resources: Vec::new(),
            alias_depth: 0,
            distinct: DistinctIds::default(),
            attr_deferrable: false,
        }
    }

    /// Writes `distinct[N]<referenced>` (`<>` for `unit`), `N` the id the
    /// writer gives `uid` (see [`DistinctIds`]).
    fn write_distinct(&mut self, uid: u64, referenced: Attribute) {
        self.out.push_str("distinct[");
        if self.distinct.deferred {
            let _ = write!(self.out, "\x01{uid}\x01");
        } else {
            let next = self.distinct.ids.len() as u64;
            let id = *self.distinct.ids.entry(uid).or_insert(next);
            let _ = write!(self.out, "{id}");
        }
        self.out.push_str("]<");
        if !matches!(self.ctx.attr_data(referenced), AttrData::Unit) {
            self.write_attr(referenced, false);
        }
        self.out.push('>');
    }

    /// Writes a reference to alias `(k, i)` of `key`: its name, or a
    /// placeholder when the alias table defers references
    /// ([`AliasState::deferred_refs`]).
    fn write_alias_ref(&mut self, key: AliasKey, k: AliasKind, i: u32) {
        if let Some(refs) = self.aliases.as_mut().and_then(|a| a.deferred_refs.as_mut()) {
            self.out.push('\0');
            let _ = write!(self.out, "{}", refs.len());
            self.out.push('\0');
            refs.push(key);
            return;
        }
        AliasState::write_alias_name(&mut self.out, k, i);
    }

    /// Writes a type.
    pub fn write_type(&mut self, t: Type) {
        let ctx = self.ctx;
        match ctx.type_data(t) {
            TypeData::Index => self.out.push_str("index"),
            TypeData::Integer { width, signedness } => {
                let p = match signedness {
                    Signedness::Signless => "i",
                    Signedness::Signed => "si",
                    Signedness::Unsigned => "ui",
                };
                self.out.push_str(p);
                push_u64(&mut self.out, u64::from(*width));
            }
            TypeData::Float(k) => self.out.push_str(k.name()),
            TypeData::None => self.out.push_str("none"),
            TypeData::MemRef { shape, elem, layout, memory_space } => {
                self.out.push_str("memref<");
                self.write_shape(shape, None);
                self.write_type(*elem);
                if let Some(l) = layout {
                    self.out.push_str(", ");
                    self.write_attr(*l, true);
                }
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.write_attr(*m, true);
                }
                self.out.push('>');
            }
            TypeData::UnrankedMemRef { elem, memory_space } => {
                self.out.push_str("memref<*x");
                self.write_type(*elem);
                if let Some(m) = memory_space {
                    self.out.push_str(", ");
                    self.write_attr(*m, true);
                }
                self.out.push('>');
            }
            TypeData::Vector { shape, scalable, elem } => {
                self.out.push_str("vector<");
                self.write_shape(shape, Some(scalable));
                self.write_type(*elem);
                self.out.push('>');
            }
            TypeData::RankedTensor { shape, elem, encoding } => {
                self.out.push_str("tensor<");
                self.write_shape(shape, None);
                self.write_type(*elem);
                if let Some(e) = encoding {
                    self.out.push_str(", ");
                    self.write_attr(*e, false);
                }
                self.out.push('>');
            }
            TypeData::UnrankedTensor { elem } => {
                self.out.push_str("tensor<*x");
                self.write_type(*elem);
                self.out.push('>');
            }
            TypeData::Tuple(ts) => {
                self.out.push_str("tuple<");
                self.write_type_list(ts);
                self.out.push('>');
            }
            TypeData::Function { inputs, results } => {
                self.out.push('(');
                self.write_type_list(inputs);
                self.out.push_str(") -> ");
                self.write_result_types(results);
            }
            TypeData::Complex(e) => {
                self.out.push_str("complex<");
                self.write_type(*e);
                self.out.push('>');
            }
            TypeData::Opaque(s) => {
                self.out.push('!');
                self.out.push_str(s);
            }
            TypeData::Dialect(d) => {
                let hook = ctx.registry.dialect_hooks(d.dialect()).print_type;
                self.write_dialect_symbol('!', d, hook);
            }
        }
    }

    /// Writes a parameterized dialect attribute or type: the dialect's hook
    /// writes the text after the dialect name, printed in the pretty form
    /// `#dialect.text` when the text allows it, else as `#dialect<text>`
    /// (MLIR's `printDialectSymbol`).
    fn write_dialect_symbol(&mut self, sigil: char, d: &DialectData, hook: Option<crate::dialect::PrintSymbolFn>) {
        let dialect = d.dialect();
        self.out.push(sigil);
        self.out.push_str(dialect);
        let start = self.out.len();
        match hook {
            Some(f) => f(self, d),
            None => {
                // A dialect without a printer (only a library user's
                // mistake): the name and the parameters in a list.
                self.out.push_str(&d.name[dialect.len() + 1..]);
                self.out.push('<');
                for (i, &p) in d.params.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_attr(p, false);
                }
                self.out.push('>');
            }
        }
        if !is_pretty_dialect_symbol(&self.out[start..]) {
            self.out.insert(start, '<');
            self.out.push('>');
        } else {
            self.out.insert(start, '.');
        }
    }

    fn write_shape(&mut self, shape: &[i64], scalable: Option<&Vec<bool>>) {
        for (i, &d) in shape.iter().enumerate() {
            let sc = scalable.is_some_and(|s| s.get(i).copied().unwrap_or(false));
            if sc {
                self.out.push('[');
            }
            if d == DYNAMIC {
                self.out.push('?');
            } else {
                push_i64(&mut self.out, d);
            }
            if sc {
                self.out.push(']');
            }
            self.out.push('x');
        }
    }

    /// Writes `a, b, c`.
    pub fn write_type_list(&mut self, ts: &[Type]) {
        for (i, &t) in ts.iter().enumerate() {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_type(t);
        }
    }

    /// Writes a result type list as MLIR does after `->`: a single non-function
    /// type bare, otherwise parenthesized.
    pub fn write_result_types(&mut self, ts: &[Type]) {
        if ts.len() == 1 && !matches!(self.ctx.type_data(ts[0]), TypeData::Function { .. }) {
            self.write_type(ts[0]);
        } else {
            self.out.push('(');
            self.write_type_list(ts);
            self.out.push(')');
        }
    }

    /// Writes an attribute. `elide_type` allows eliding `: i64` / `: f64`
    /// (MLIR's `AttrTypeElision::May`, used inside arrays and layouts).
    pub fn write_attr(&mut self, a: Attribute, elide_type: bool) {
        let ctx = self.ctx;
        match ctx.attr_data(a) {
            AttrData::Unit => self.out.push_str("unit"),
            AttrData::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrData::BigInteger { value, ty } => {
                let _ = write!(self.out, "{value} : ");
                self.write_type(*ty);
            }
            AttrData::Integer { value, ty } => {
                write_int_value(&mut self.out, ctx, *value, *ty);
                let is_i64 =
                    matches!(ctx.type_data(*ty), TypeData::Integer { width: 64, signedness: Signedness::Signless });
                if !(elide_type && is_i64) {
                    self.out.push_str(" : ");
                    self.write_type(*ty);
                }
            }
            AttrData::Float { bits, ty } => {
                let k = ctx.float_kind(*ty).unwrap_or(FloatKind::F64);
                write_float(&mut self.out, f64::from_bits(*bits), k);
                if !(elide_type && k == FloatKind::F64) {
                    self.out.push_str(" : ");
                    self.write_type(*ty);
                }
            }
            AttrData::WideFloat { bits, ty } => {
                let kind = ctx.float_kind(*ty).unwrap_or(FloatKind::F128);
                write_wide_float(&mut self.out, WideFloat { bits: *bits, kind });
                self.out.push_str(" : ");
                self.write_type(*ty);
            }
            AttrData::String { value, ty } => {
                write_escaped_string(&mut self.out, value);
                if let Some(t) = ty {
                    self.out.push_str(" : ");
                    self.write_type(*t);
                }
            }
            AttrData::Array(v) => {
                self.out.push('[');
                for (i, &e) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_attr(e, true);
                }
                self.out.push(']');
            }
            AttrData::Dictionary(v) => {
                self.out.push('{');
                for (i, na) in v.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_named_attr(na.name, na.value);
                }
                self.out.push('}');
            }
            AttrData::Type(t) => self.write_type(*t),
            AttrData::SymbolRef { root, nested } => {
                self.out.push('@');
                write_keyword_or_string(&mut self.out, ctx.ident_str(*root));
                for n in nested {
                    self.out.push_str("::@");
                    write_keyword_or_string(&mut self.out, ctx.ident_str(*n));
                }
            }
            AttrData::AffineMap(m) => {
                self.alias_depth = self.alias_depth.max(1);
                if let Some((k, i)) =
                    self.aliases.as_mut().and_then(|al| al.get_or_create(AliasKey::Attr(a), AliasKind::Map))
                {
                    self.write_alias_ref(AliasKey::Attr(a), k, i);
                } else {
                    self.out.push_str("affine_map<");
                    ctx.affine.write_map(&mut self.out, *m);
                    self.out.push('>');
                }
            }
            AttrData::IntegerSet(s) => {
                self.alias_depth = self.alias_depth.max(1);
                if let Some((k, i)) =
                    self.aliases.as_mut().and_then(|al| al.get_or_create(AliasKey::Attr(a), AliasKind::Set))
                {
                    self.write_alias_ref(AliasKey::Attr(a), k, i);
                } else {
                    self.out.push_str("affine_set<");
                    ctx.affine.write_set(&mut self.out, *s);
                    self.out.push('>');
                }
            }
            AttrData::Strided { strides, offset } => {
                self.out.push_str("strided<[");
                for (i, &s) in strides.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    write_dyn(&mut self.out, s);
                }
                self.out.push(']');
                if *offset != 0 {
                    self.out.push_str(", offset: ");
                    write_dyn(&mut self.out, *offset);
                }
                self.out.push('>');
            }
            AttrData::DenseArray { elem, values } => {
                self.out.push_str("array<");
                self.write_type(*elem);
                if !values.is_empty() {
                    self.out.push_str(": ");
                    let k = ctx.float_kind(*elem);
                    for (i, &v) in values.iter().enumerate() {
                        if i > 0 {
                            self.out.push_str(", ");
                        }
                        self.write_scalar_value(v, k);
                    }
                }
                self.out.push('>');
            }
            AttrData::DenseElements { ty, splat, values }
                if !*splat && self.elide_elements_over.is_some_and(|limit| (values.len() as u64) > limit) =>
            {
                self.out.push_str("dense_resource<__elided__> : ");
                self.write_type(*ty);
            }
            AttrData::DenseElements { ty, .. } => {
                self.out.push_str("dense<");
                self.write_dense_body(a, true);
                self.out.push_str("> : ");
                self.write_type(*ty);
            }
            AttrData::DenseResource { name, ty } => {
                self.out.push_str("dense_resource<");
                write_keyword_or_string(&mut self.out, name);
                self.out.push_str("> : ");
                self.write_type(*ty);
                if !self.used_resources.iter().any(|u| u == name) {
                    self.used_resources.push(name.clone());
                }
            }
            AttrData::SparseElements { ty, indices, values } => {
                // MLIR elides by the indices, and prints an attribute
                // without indices as `sparse<>`.
                let (count, splat) = match ctx.attr_data(*indices) {
                    AttrData::DenseElements { ty, splat, .. } => {
                        (ctx.shape(*ty).map_or(0, |s| s.iter().product::<i64>()), *splat)
                    }
                    _ => (0, false),
                };
                if !splat && self.elide_elements_over.is_some_and(|limit| count as u64 > limit) {
                    self.out.push_str("dense_resource<__elided__> : ");
                } else {
                    self.out.push_str("sparse<");
                    if count != 0 {
                        self.write_dense_body(*indices, false);
                        self.out.push_str(", ");
                        self.write_dense_body(*values, true);
                    }
                    self.out.push_str("> : ");
                }
                self.write_type(*ty);
            }
            AttrData::Loc(l) => self.write_loc_attr(*l),
            AttrData::Opaque(s) => {
                self.out.push('#');
                self.out.push_str(s);
            }
            AttrData::TypedOpaque { text, ty } => {
                self.out.push('#');
                self.out.push_str(text);
                if !matches!(ctx.type_data(*ty), TypeData::None) {
                    self.out.push_str(" : ");
                    self.write_type(*ty);
                }
            }
            AttrData::Dialect(d) => {
                let hooks = ctx.registry.dialect_hooks(d.dialect());
                match hooks.alias_name.and_then(|f| f(d)) {
                    Some(name) if self.aliases.is_some() => {
                        self.write_aliased(a, name, &|w: &mut Self| w.write_dialect_symbol('#', d, hooks.print_attr))
                    }
                    _ => self.write_dialect_symbol('#', d, hooks.print_attr),
                }
            }
            &AttrData::Distinct { uid, referenced } => {
                // MLIR's builtin dialect aliases a distinct attribute unless
                // it refers to `unit`.
                if self.aliases.is_some() && !matches!(ctx.attr_data(referenced), AttrData::Unit) {
                    self.write_aliased(a, "distinct", &|w: &mut Self| w.write_distinct(uid, referenced));
                } else {
                    self.write_distinct(uid, referenced);
                }
            }
        }
    }

    /// Writes an attribute that has an alias name (a dialect attribute,
    /// a distinct attribute), `write` writing it in full: while
    /// collecting, records it with its depth (one more than the deepest
    /// alias inside it); then its alias, or the attribute itself when it
    /// has none.
    fn write_aliased(&mut self, a: Attribute, name: &'static str, write: &dyn Fn(&mut Self)) {
        let collecting = self.aliases.as_ref().is_some_and(|al| al.collecting);
        let mut depth = 0;
        if collecting {
            let outer = std::mem::replace(&mut self.alias_depth, 0);
            let save = self.out.len();
            write(self);
            self.out.truncate(save);
            depth = self.alias_depth;
            self.alias_depth = outer.max(depth + 1);
        }
        let key = AliasKey::Attr(a);
        let deferrable = self.attr_deferrable;
        match self.aliases.as_mut().and_then(|al| al.use_alias(key, AliasKind::Named(name), depth, deferrable)) {
            Some((k, i)) => self.write_alias_ref(key, k, i),
            None => write(self),
        }
    }

    /// Writes a dialect attribute where its class is known from context (a
    /// parameter of one attribute class, MLIR's `printStrippedAttrOrType`):
    /// its alias if it has one, else its body without `#dialect.mnemonic`.
    pub fn write_attr_stripped(&mut self, a: Attribute) {
        let ctx = self.ctx;
        let AttrData::Dialect(d) = ctx.attr_data(a) else { return self.write_attr(a, false) };
        let hooks = ctx.registry.dialect_hooks(d.dialect());
        let Some(hook) = hooks.print_attr else { return self.write_attr(a, false) };
        let stripped = |w: &mut Self| {
            let start = w.out.len();
            hook(w, d);
            if let Some(lt) = w.out[start..].find('<') {
                w.out.drain(start..start + lt);
            }
        };
        match hooks.alias_name.and_then(|f| f(d)) {
            Some(name) if self.aliases.is_some() => self.write_aliased(a, name, &stripped),
            _ => stripped(self),
        }
    }

    /// Runs `f` (which writes nested attributes) as if what it writes sat
    /// `extra` levels of unaliased attributes deeper.
    pub fn with_extra_nesting(&mut self, extra: u32, f: impl FnOnce(&mut Self)) {
        let outer = std::mem::replace(&mut self.alias_depth, 0);
        f(self);
        let inner = self.alias_depth;
        self.alias_depth = if inner > 0 { outer.max(inner + extra) } else { outer };
    }

    /// Writes an aliased attribute's definition (what its alias stands
    /// for), the attributes nested in it through their own aliases.
    pub fn write_alias_definition(&mut self, a: Attribute) {
        let ctx = self.ctx;
        match ctx.attr_data(a) {
            AttrData::AffineMap(m) => {
                self.out.push_str("affine_map<");
                ctx.affine.write_map(&mut self.out, *m);
                self.out.push('>');
            }
            AttrData::IntegerSet(s) => {
                self.out.push_str("affine_set<");
                ctx.affine.write_set(&mut self.out, *s);
                self.out.push('>');
            }
            AttrData::Dialect(d) => {
                let hook = ctx.registry.dialect_hooks(d.dialect()).print_attr;
                self.write_dialect_symbol('#', d, hook);
            }
            &AttrData::Distinct { uid, referenced } => self.write_distinct(uid, referenced),
            _ => self.write_attr(a, false),
        }
    }

    /// Writes the elements of a `DenseElements` attribute as they appear
    /// between `dense<` and `>` (nested lists, a splat value or a hex string).
    fn write_dense_body(&mut self, a: Attribute, allow_hex: bool) {
        let ctx = self.ctx;
        let AttrData::DenseElements { ty, splat, values } = ctx.attr_data(a) else { return };
        let k = ctx.element_type(*ty).and_then(|e| ctx.float_kind(e));
        // Zero-bit elements have no splat storage: MLIR prints them
        // all (and as an empty hex string past 100).
        let zero_width =
            ctx.element_type(*ty).is_some_and(|e| matches!(ctx.type_data(e), TypeData::Integer { width: 0, .. }));
        let shape: Vec<i64> = ctx.shape(*ty).map(|s| s.to_vec()).unwrap_or_default();
        let expanded;
        let (splat, values) = if *splat && zero_width && !shape.is_empty() && !values.is_empty() {
            let n = shape.iter().product::<i64>().max(0) as usize;
            expanded = vec![values[0]; n.min(101)];
            (&false, &expanded)
        } else {
            (splat, values)
        };
        if *splat {
            if let Some(&v) = values.first() {
                self.write_scalar_value(v, k);
            }
        } else if allow_hex
            && values.len() > 100
            && !matches!(values.first().map(|&v| ctx.attr_data(v)), Some(AttrData::String { .. }))
        {
            // MLIR prints elements attributes with more than 100
            // elements as a hex string of the raw little-endian data.
            self.write_dense_hex(*ty, values);
        } else {
            let shape: Vec<i64> = ctx.shape(*ty).map(|s| s.to_vec()).unwrap_or_default();
            let total: i64 = shape.iter().product();
            if total != 0 || shape.is_empty() {
                let mut idx = 0usize;
                self.write_dense_nested(&shape, values, &mut idx, k);
            }
        }
    }

    fn write_loc_attr(&mut self, l: Location) {
        if self.aliases.is_some() {
            // An attribute holding a location (a loop annotation's
            // `startLoc`) sits above the location's alias.
            let depth = self.write_loc_alias(l, false);
            if self.aliases.as_ref().is_some_and(|al| al.collecting) {
                self.alias_depth = self.alias_depth.max(depth + 1);
            }
        } else {
            self.write_loc(l);
        }
    }

    /// Writes `#locN` for `l` (registering it and, while collecting, its
    /// nested locations first). Returns the alias depth of `l`.
    pub fn write_loc_alias(&mut self, l: Location, deferrable: bool) -> u32 {
        let collecting = self.aliases.as_ref().is_some_and(|a| a.collecting);
        let mut depth = 0;
        if collecting {
            let ctx = self.ctx;
            let children: Vec<Location> = match &*ctx.loc_data(l) {
                LocData::Name { child: Some(c), .. } => vec![*c],
                LocData::CallSite { callee, caller } => vec![*callee, *caller],
                LocData::Fused { locs, metadata } => {
                    if let Some(m) = metadata {
                        // The aliases of the metadata can be deferred with
                        // the location (MLIR visits a location's elements
                        // with its `canBeDeferred`), and count for its depth.
                        let save = self.out.len();
                        let outer_deferrable = std::mem::replace(&mut self.attr_deferrable, deferrable);
                        let outer_depth = std::mem::replace(&mut self.alias_depth, 0);
                        self.write_attr(*m, false);
                        depth = depth.max(self.alias_depth);
                        self.alias_depth = outer_depth;
                        self.attr_deferrable = outer_deferrable;
                        self.out.truncate(save);
                    }
                    locs.clone()
                }
                _ => Vec::new(),
            };
            for c in children {
                let save = self.out.len();
                let d = self.write_loc_alias(c, deferrable);
                self.out.truncate(save);
                depth = depth.max(d + 1);
            }
        }
        match self.aliases.as_mut().and_then(|al| al.use_alias(AliasKey::Loc(l), AliasKind::Loc, depth, deferrable)) {
            Some((k, i)) => self.write_alias_ref(AliasKey::Loc(l), k, i),
            None => self.write_loc(l),
        }
        depth
    }

    /// Writes a location nested in another one: an alias reference when
    /// aliases are enabled, inline otherwise.
    fn write_nested_loc(&mut self, l: Location) {
        if self.aliases.is_some() {
            self.write_loc_alias(l, false);
        } else {
            self.write_loc_inner(l);
        }
    }

    /// Writes `"0x..."` with the raw data of a dense elements attribute
    /// (i1 elements are bit-packed, LSB first).
    fn write_dense_hex(&mut self, ty: Type, values: &[Attribute]) {
        const HEX: &[u8; 16] = b"0123456789ABCDEF";
        let ctx = self.ctx;
        let elem = ctx.element_type(ty);
        let mut bytes: Vec<u8> = Vec::new();
        let width = elem.map(|e| match ctx.type_data(e) {
            TypeData::Integer { width, .. } => *width,
            TypeData::Index => 64,
            TypeData::Float(k) => k.width(),
            _ => 64,
        });
        if width == Some(1) {
            bytes.resize(values.len().div_ceil(8), 0);
            for (i, &v) in values.iter().enumerate() {
                if ctx.attr_int(v).unwrap_or(0) & 1 != 0 {
                    bytes[i / 8] |= 1 << (i % 8);
                }
            }
        } else {
            let nbytes = width.unwrap_or(64).div_ceil(8) as usize;
            for &v in values {
                let raw: u128 = match ctx.attr_data(v) {
                    AttrData::Integer { value, .. } => *value as u128,
                    AttrData::Bool(b) => *b as u128,
                    AttrData::Float { bits, ty } => {
                        let k = ctx.float_kind(*ty).unwrap_or(FloatKind::F64);
                        crate::float::to_bits(f64::from_bits(*bits), k)
                    }
                    AttrData::WideFloat { bits, .. } => *bits,
                    _ => 0,
                };
                for i in 0..nbytes {
                    bytes.push((raw >> (8 * i.min(15))) as u8);
                }
            }
        }
        self.out.push_str("\"0x");
        for b in bytes {
            self.out.push(HEX[(b >> 4) as usize] as char);
            self.out.push(HEX[(b & 15) as usize] as char);
        }
        self.out.push('"');
    }

    fn write_dense_nested(&mut self, shape: &[i64], values: &[Attribute], idx: &mut usize, k: Option<FloatKind>) {
        if shape.is_empty() {
            if let Some(&v) = values.get(*idx) {
                self.write_scalar_value(v, k);
            }
            *idx += 1;
            return;
        }
        self.out.push('[');
        for i in 0..shape[0].max(0) {
            if i > 0 {
                self.out.push_str(", ");
            }
            self.write_dense_nested(&shape[1..], values, idx, k);
        }
        self.out.push(']');
    }

    /// Writes the value of an integer/bool/float attribute without its type.
    pub fn write_scalar_value(&mut self, a: Attribute, k: Option<FloatKind>) {
        match self.ctx.attr_data(a) {
            AttrData::Integer { value, ty } => write_int_value(&mut self.out, self.ctx, *value, *ty),
            AttrData::BigInteger { value, .. } => {
                let _ = write!(self.out, "{value}");
            }
            AttrData::Bool(b) => self.out.push_str(if *b { "true" } else { "false" }),
            AttrData::Float { bits, .. } => {
                write_float(&mut self.out, f64::from_bits(*bits), k.unwrap_or(FloatKind::F64))
            }
            AttrData::WideFloat { bits, .. } => {
                write_wide_float(&mut self.out, WideFloat { bits: *bits, kind: k.unwrap_or(FloatKind::F128) })
            }
            _ => self.write_attr(a, true),
        }
    }

    /// Writes `name = value` (or just `name` for unit attributes).
    pub fn write_named_attr(&mut self, name: crate::context::Ident, value: Attribute) {
        write_keyword_or_string(&mut self.out, self.ctx.ident_str(name));
        if !matches!(self.ctx.attr_data(value), AttrData::Unit) {
            self.out.push_str(" = ");
            self.write_attr(value, false);
        }
    }

    /// Writes `loc(...)`.
    pub fn write_loc(&mut self, l: Location) {
        self.out.push_str("loc(");
        self.write_loc_inner(l);
        self.out.push(')');
    }

    /// Writes the body of a location (without `loc(...)`).
    pub fn write_loc_inner(&mut self, l: Location) {
        let ctx = self.ctx;
        match &*ctx.loc_data(l) {
            LocData::Unknown => self.out.push_str("unknown"),
            LocData::FileLineCol { file, line, col } => {
                write_escaped_string(&mut self.out, ctx.ident_str(*file));
                let _ = write!(self.out, ":{line}:{col}");
            }
            LocData::FileRange { file, line, range } => {
                // MLIR's printer: the end only when it differs from the
                // start, its line only when on another line.
                write_escaped_string(&mut self.out, ctx.ident_str(*file));
                let _ = write!(self.out, ":{line}:{}", range.map_or(0, |r| r.0));
                if let Some((col, end_line, end_col)) = *range {
                    match end_line {
                        Some(el) if el != *line => {
                            let _ = write!(self.out, " to {el}:{end_col}");
                        }
                        _ if end_col != col => {
                            let _ = write!(self.out, " to :{end_col}");
                        }
                        _ => {}
                    }
                }
            }
            LocData::Name { name, child } => {
                write_escaped_string(&mut self.out, ctx.ident_str(*name));
                if let Some(c) = child {
                    self.out.push('(');
                    self.write_nested_loc(*c);
                    self.out.push(')');
                }
            }
            LocData::CallSite { callee, caller } => {
                self.out.push_str("callsite(");
                self.write_nested_loc(*callee);
                self.out.push_str(" at ");
                self.write_nested_loc(*caller);
                self.out.push(')');
            }
            LocData::Fused { locs, metadata } => {
                self.out.push_str("fused");
                if let Some(m) = metadata {
                    self.out.push('<');
                    self.write_attr(*m, false);
                    self.out.push('>');
                }
                self.out.push('[');
                for (i, &c) in locs.iter().enumerate() {
                    if i > 0 {
                        self.out.push_str(", ");
                    }
                    self.write_nested_loc(c);
                }
                self.out.push(']');
            }
        }
    }
}

/// True if a dialect symbol's text can follow `#dialect.` (MLIR's
/// `isDialectSymbolSimpleEnoughForPrettyForm`): an identifier, optionally
/// followed by a body in `<...>`.
pub fn is_pretty_dialect_symbol(text: &str) -> bool {
    if !text.starts_with(|c: char| c.is_ascii_alphabetic()) {
        return false;
    }
    let rest = text.trim_start_matches(|c: char| c.is_ascii_alphanumeric() || c == '.' || c == '_');
    rest.is_empty() || (rest.starts_with('<') && rest.ends_with('>'))
}

fn write_dyn(out: &mut String, v: i64) {
    if v == DYNAMIC {
        out.push('?');
    } else {
        push_i64(out, v);
    }
}

/// Appends the decimal spelling of `v` (what `write!(out, "{v}")` writes),
/// without the formatting machinery: the printers write an integer for
/// most ops (shapes, widths, affine constants).
#[inline]
pub fn push_i64(out: &mut String, v: i64) {
    if v < 0 {
        out.push('-');
    }
    push_u64(out, v.unsigned_abs());
}

/// Appends the decimal spelling of `v` (see [`push_i64`]).
#[inline]
pub fn push_u64(out: &mut String, mut v: u64) {
    if v < 10 {
        out.push((b'0' + v as u8) as char);
        return;
    }
    let mut buf = [0u8; 20];
    let mut i = buf.len();
    while v != 0 {
        i -= 1;
        buf[i] = b'0' + (v % 10) as u8;
        v /= 10;
    }
    // ASCII digits: pushed as chars (no UTF-8 validation of the buffer).
    out.reserve(buf.len() - i);
    for &d in &buf[i..] {
        out.push(char::from(d));
    }
}

/// True if `s` can be printed without quotes as an identifier
/// (`[a-zA-Z_][a-zA-Z0-9_$.]*`).
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    b.iter().all(|&c| c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.')
}

/// Writes `s` bare if it is a valid identifier, else as a quoted string.
pub fn write_keyword_or_string(out: &mut String, s: &str) {
    if is_bare_identifier(s) {
        out.push_str(s);
    } else {
        write_escaped_string(out, s);
    }
}

/// Writes `"s"` with LLVM's `printEscapedString` escaping (`\\`, and `\XX`
/// uppercase hex for `"` and non-printable bytes); `s` may hold bytes that
/// are not UTF-8 ([`crate::bytestr`]).
pub fn write_escaped_string(out: &mut String, s: &str) {
    const HEX: &[u8; 16] = b"0123456789ABCDEF";
    out.push('"');
    for &c in crate::bytestr::decoded_bytes(s).iter() {
        if c == b'\\' {
            out.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            out.push(c as char);
        } else {
            out.push('\\');
            out.push(HEX[(c >> 4) as usize] as char);
            out.push(HEX[(c & 15) as usize] as char);
        }
    }
    out.push('"');
}

/// Rounds `v` to the nearest value representable in format `k` (ties to
/// even), with the format's overflow and gradual underflow
/// ([`crate::float::round`]).
pub fn round_to_format(v: f64, k: FloatKind) -> f64 {
    crate::float::round(v, k)
}

/// The bit pattern of `v` in format `k` (a format no wider than `f64`).
pub fn float_bits(v: f64, k: FloatKind) -> u64 {
    crate::float::to_bits(v, k) as u64
}

/// Decimal digits of |v| (most significant first, no trailing zeros) and the
/// exponent `exp` such that |v| ~= digits * 10^exp, computed exactly as LLVM's
/// `APFloat::toString` does before its final rounding (including the early
/// truncation of `AdjustToPrecision` on the binary significand).
/// `v` must be finite and nonzero.
fn decimal_digits(v: f64, format_precision: usize) -> (Vec<u8>, i32) {
    use num_bigint::BigUint;
    let bits = v.abs().to_bits();
    let biased = ((bits >> 52) & 0x7ff) as i32;
    let frac = bits & ((1u64 << 52) - 1);
    let (mut mant, mut exp) = if biased == 0 { (frac, -1074) } else { (frac | (1u64 << 52), biased - 1075) };
    let tz = mant.trailing_zeros() as i32;
    mant >>= tz;
    exp += tz;
    let mut sig = BigUint::from(mant);
    if exp > 0 {
        sig <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        sig *= BigUint::from(5u32).pow((-exp) as u32);
    }
    // AdjustToPrecision on the integer significand (truncating).
    let nbits = sig.bits() as usize;
    let required = (format_precision * 196).div_ceil(59);
    if nbits > required {
        let tens = (nbits - required) * 59 / 196;
        if tens > 0 {
            exp += tens as i32;
            sig /= BigUint::from(10u32).pow(tens as u32);
        }
    }
    let s = sig.to_string();
    let mut digits: Vec<u8> = s.bytes().map(|c| c - b'0').collect();
    while digits.len() > 1 && digits.last() == Some(&0) {
        digits.pop();
        exp += 1;
    }
    (digits, exp)
}

/// LLVM `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)`.
pub fn apfloat_to_string(v: f64, k: FloatKind, format_precision: u32, max_padding: u32, truncate_zero: bool) -> String {
    let mut s = String::new();
    if v.is_nan() {
        s.push_str("NaN");
        return s;
    }
    if v.is_infinite() {
        s.push_str(if v < 0.0 { "-Inf" } else { "+Inf" });
        return s;
    }
    if v.is_sign_negative() {
        s.push('-');
    }
    if v == 0.0 {
        if max_padding == 0 {
            if truncate_zero {
                s.push_str("0.0E+0");
            } else {
                s.push_str("0.0");
                if format_precision > 1 {
                    for _ in 0..format_precision - 1 {
                        s.push('0');
                    }
                }
                s.push_str("e+00");
            }
        } else {
            s.push('0');
        }
        return s;
    }
    let fp = if format_precision == 0 { 2 + k.precision() * 59 / 196 } else { format_precision } as usize;
    let (mut digits, mut exp) = decimal_digits(v, fp);
    // Round to `fp` significant digits, half-up on the first dropped digit.
    if digits.len() > fp {
        let dropped = digits[fp];
        exp += (digits.len() - fp) as i32;
        digits.truncate(fp);
        if dropped >= 5 {
            let mut i = fp;
            loop {
                if i == 0 {
                    digits.insert(0, 1);
                    digits.pop();
                    exp += 1;
                    break;
                }
                i -= 1;
                if digits[i] == 9 {
                    digits[i] = 0;
                } else {
                    digits[i] += 1;
                    break;
                }
            }
        }
        while digits.len() > 1 && digits.last() == Some(&0) {
            digits.pop();
            exp += 1;
        }
    }
    let nd = digits.len();
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp as u32 > max_padding || nd + exp as usize > fp
    } else {
        let msd = exp + nd as i32 - 1;
        if msd >= 0 { false } else { (-msd) as u32 > max_padding }
    };
    let dc = |d: u8| (b'0' + d) as char;
    if scientific {
        let e = exp + nd as i32 - 1;
        s.push(dc(digits[0]));
        s.push('.');
        if nd == 1 && truncate_zero {
            s.push('0');
        } else {
            for &d in &digits[1..] {
                s.push(dc(d));
            }
        }
        if !truncate_zero && fp > nd - 1 {
            for _ in 0..(fp - nd + 1) {
                s.push('0');
            }
        }
        s.push(if truncate_zero { 'E' } else { 'e' });
        s.push(if e >= 0 { '+' } else { '-' });
        let ea = e.unsigned_abs();
        if !truncate_zero && ea < 10 {
            s.push('0');
        }
        let _ = write!(s, "{ea}");
        return s;
    }
    if exp >= 0 {
        for &d in &digits {
            s.push(dc(d));
        }
        for _ in 0..exp {
            s.push('0');
        }
        return s;
    }
    let whole = exp + nd as i32;
    let mut i = 0usize;
    if whole > 0 {
        while i < whole as usize {
            s.push(dc(digits[i]));
            i += 1;
        }
        s.push('.');
    } else {
        s.push_str("0.");
        for _ in 0..(-whole) {
            s.push('0');
        }
    }
    while i < nd {
        s.push(dc(digits[i]));
        i += 1;
    }
    s
}

/// Parses decimal text correctly rounded to format `k` (as
/// `APFloat(semantics, text)`, which the printer's round-trip check uses).
pub fn parse_float_in_format(s: &str, k: FloatKind) -> Option<f64> {
    crate::float::parse_exact(s, k)
}

/// Writes a float value exactly as MLIR's `printFloatValue`.
pub fn write_float(out: &mut String, v: f64, k: FloatKind) {
    if v.is_finite() {
        let s = apfloat_to_string(v, k, 6, 0, false);
        if parse_float_in_format(&s, k).is_some_and(|p| p.to_bits() == v.to_bits()) {
            out.push_str(&s);
            return;
        }
        let s = apfloat_to_string(v, k, 0, 3, true);
        if s.contains('.') {
            out.push_str(&s);
            return;
        }
    }
    let _ = write!(out, "0x{:X}", crate::float::to_bits(v, k));
}

/// Writes an `f80` / `f128` value exactly as MLIR's `printFloatValue`.
pub fn write_wide_float(out: &mut String, w: WideFloat) {
    if !w.is_nan() && !w.is_infinite() {
        let s = w.to_string_with(6, 0, false);
        if WideFloat::parse(&s, w.kind).is_some_and(|p| p.bits == w.bits) {
            out.push_str(&s);
            return;
        }
        let s = w.to_string_with(0, 3, true);
        if s.contains('.') {
            out.push_str(&s);
            return;
        }
    }
    let _ = write!(out, "0x{:X}", w.bits);
}

impl Context {
    /// Prints a type as text.
    pub fn type_to_string(&self, t: Type) -> String {
        let mut w = AsmWriter::new(self);
        w.write_type(t);
        w.out
    }
    /// Prints an attribute as text (no aliases).
    pub fn attr_to_string(&self, a: Attribute) -> String {
        let mut w = AsmWriter::new(self);
        w.write_attr(a, false);
        w.out
    }
    /// Prints an attribute as text without the type a typed attribute
    /// would show (a memref memory space `1`, not `1 : i64`).
    pub fn attr_to_string_elided(&self, a: Attribute) -> String {
        let mut w = AsmWriter::new(self);
        w.write_attr(a, true);
        w.out
    }
    /// Prints a location as `loc(...)`.
    pub fn loc_to_string(&self, l: Location) -> String {
        let mut w = AsmWriter::new(self);
        w.write_loc(l);
        w.out
    }
}

/// Writes an integer attribute's value: a `ui128` value is stored as its
/// bit pattern (values from 2^127 on are negative `i128`s) and prints
/// unsigned; every other value is stored extended from its width.
fn write_int_value(out: &mut String, ctx: &Context, value: i128, ty: Type) {
    if matches!(ctx.type_data(ty), TypeData::Integer { width: 128, signedness: Signedness::Unsigned }) {
        let _ = write!(out, "{}", value as u128);
    } else if let Ok(v) = i64::try_from(value) {
        push_i64(out, v);
    } else {
        let _ = write!(out, "{value}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f(v: f64, k: FloatKind) -> String {
        let mut s = String::new();
        write_float(&mut s, round_to_format(v, k), k);
        s
    }

    #[test]
    fn floats_like_mlir() {
        assert_eq!(f(7.0, FloatKind::F32), "7.000000e+00");
        assert_eq!(f(0.1, FloatKind::F64), "1.000000e-01");
        assert_eq!(f(1.234567, FloatKind::F32), "1.23456705");
        assert_eq!(f(0.123456789, FloatKind::F64), "0.123456789");
        assert_eq!(f(123456789.0, FloatKind::F64), "0x419D6F3454000000");
        assert_eq!(f(1.0 / 3.0, FloatKind::F64), "0.33333333333333331");
        assert_eq!(f(-0.0, FloatKind::F32), "-0.000000e+00");
        assert_eq!(f(1e100, FloatKind::F64), "1.000000e+100");
        assert_eq!(f(f64::INFINITY, FloatKind::F64), "0x7FF0000000000000");
        assert_eq!(f(0.1, FloatKind::F16), "9.997550e-02");
        assert_eq!(f(2.5, FloatKind::BF16), "2.500000e+00");
        assert_eq!(f(1.5e-7, FloatKind::F32), "1.500000e-07");
        assert_eq!(f(f32::NAN as f64, FloatKind::F32), "0x7FC00000");
    }

    #[test]
    fn distinct_placeholders_are_numbered_in_output_order() {
        let mut head = String::from("#distinct = distinct[\x019\x01]<1 : i64>\n");
        let mut body = String::from("a = distinct[\x014\x01]<>, b = distinct[\x019\x01]<>, c = \"\\01\"\n");
        let mut tail = String::new();
        renumber_distinct(&mut [&mut head, &mut body, &mut tail]);
        assert_eq!(head, "#distinct = distinct[0]<1 : i64>\n");
        assert_eq!(body, "a = distinct[1]<>, b = distinct[0]<>, c = \"\\01\"\n");
        assert!(tail.is_empty());
    }

    #[test]
    fn a_distinct_attribute_is_unequal_to_every_other() {
        let mut ctx = Context::new();
        let unit = ctx.unit_attr();
        let a = ctx.distinct_attr(unit);
        let b = ctx.distinct_attr(unit);
        assert_ne!(a, b);
        assert!(ctx.has_distinct_attrs());
        let mut w = AsmWriter::new(&ctx);
        w.write_attr(b, false);
        w.out.push(' ');
        w.write_attr(a, false);
        w.write_attr(b, false);
        assert_eq!(w.out, "distinct[0]<> distinct[1]<>distinct[0]<>");
    }

    #[test]
    fn escapes() {
        let mut s = String::new();
        write_escaped_string(&mut s, "a\"b\n\t\\");
        assert_eq!(s, "\"a\\22b\\0A\\09\\\\\"");
    }
}
