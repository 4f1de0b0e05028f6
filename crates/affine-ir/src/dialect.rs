//! The op registry: how dialects describe their operations.
//!
//! An operation is data ([`crate::ir::OpData`]); what makes it "registered"
//! is an [`OpDef`] in the context's [`Registry`], keyed by the full op name.
//! An `OpDef` is a plain struct of function pointers and trait flags, so
//! dialect files can add ops without touching any other file.
//!
//! # Adding a dialect
//!
//! 1. In a crate above this one (the project's dialects live in
//!    `affine-dialects`), write `pub fn register(reg: &mut Registry)`.
//! 2. Call it when building the registry the context is created with
//!    (`affine_dialects::register_all` registers the project's dialects).
//! 3. For each op, call `reg.add(OpDef { .. })`, filling the hooks you need
//!    and leaving the rest as in [`OpDef::new`].
//!
//! Hooks:
//! * `parse(&mut OpParser, &mut OpState) -> PResult<()>`: custom assembly
//!   parser. The op name (and the `%res =` part) are already consumed; fill
//!   `state.operands`, `state.result_types`, `state.props`/`state.attrs`,
//!   `state.regions`. Use `OpParser`'s helpers (they mirror `OpAsmParser`).
//! * `print(&mut OpPrinter, OpId)`: custom printer. The `%res = ` prefix and
//!   op name are already written; write the rest (start with a space).
//! * `verify(&Context, OpId) -> Result<(), Diagnostic>`: op-specific checks;
//!   report with `crate::verify::op_error(ctx, op, "message")`, which
//!   produces `'dialect.op' op message` like MLIR.
//! * `verify_regions(&Context, OpId)`: like `verify` but run after the nested
//!   ops are verified (MLIR's `verifyRegions`, region traits).
//! * `result_names(&Context, OpId, &mut Vec<(u32, String)>)`: suggested
//!   SSA names (`c0`, `cst`, `alloc`), i.e. `getAsmResultNames`.
//! * `effects(&Context, OpId, &mut Vec<MemEffect>)`: memory effects.
//! * `fold(&mut Context, OpId, &[Option<Attribute>], &mut Vec<FoldResult>) -> bool`:
//!   MLIR's `fold` (see [`crate::rewrite`]): given the constant operands,
//!   push one result per op result and return true, or change the op in
//!   place and return true with nothing pushed, or return false.
//! * `constant_value(&Context, OpId) -> Option<Attribute>`: for
//!   constant-like ops, the constant they produce (MLIR's `m_Constant`).
//! * `canonicalize(op name, &mut RewritePatternSet)`: adds the op's
//!   canonicalization patterns (MLIR's `getCanonicalizationPatterns`).
//! * `successor_operands` / `erase_successor_operand`: MLIR's
//!   `BranchOpInterface` (which operands a branch forwards to each successor).
//!
//! A dialect whose folds produce constants registers how to build them with
//! [`Registry::set_constant_materializer`] (MLIR's
//! `Dialect::materializeConstant`).
//!
//! # Dialect attributes and types
//!
//! A dialect that has attributes (`#arith.fastmath<nnan>`) or types
//! (`!llvm.ptr`) registers [`DialectHooks`] with
//! [`Registry::set_dialect_hooks`] (MLIR's `Dialect::parseAttribute`,
//! `printAttribute`, `parseType`, `printType`):
//! * `parse_attr(&mut OpParser, Option<Type>) -> PResult<Attribute>` and
//!   `parse_type(&mut OpParser) -> PResult<Type>` are called with the parser
//!   on the symbol's data: after `#dialect.` in the pretty form
//!   (`#arith.fastmath<nnan>`: the next token is the keyword `fastmath`),
//!   after `<` in the verbose form (`#gpu<dim x>`: the next token is `dim`).
//!   They parse the mnemonic and the body with the usual [`OpParser`]
//!   helpers, validate it (their errors are the user's diagnostics), and
//!   return the value in its canonical form: [`AttrData::Opaque`](crate::context::AttrData::Opaque) /
//!   [`TypeData::Opaque`](crate::context::TypeData::Opaque) holding the canonical text for values without
//!   nested attributes or types, or [`AttrData::Dialect`](crate::context::AttrData::Dialect) /
//!   [`TypeData::Dialect`](crate::context::TypeData::Dialect) with the parameters as attributes otherwise.
//!   The core then moves on after the symbol's body, as MLIR does.
//! * `print_attr` / `print_type(&mut AsmWriter, &DialectData)` write a
//!   `Dialect` value's text after `#dialect` / `!dialect`, starting with the
//!   mnemonic (`fastmath<fast>`); the core prints it in the pretty form
//!   `#dialect.fastmath<fast>` when the text allows it, else as
//!   `#dialect<text>`, as MLIR does. Nested attributes and types written with
//!   the [`AsmWriter`] get their aliases like any other.
//!
//! * `verify_op_attr(&Context, OpId, &NamedAttr)` checks a discardable
//!   attribute named `dialect.something` on any op (the data layout in
//!   `dlti.dl_spec`), when the verifier enters the op.
//!
//! A registered dialect without a hook rejects its attributes / types with
//! MLIR's "dialect 'x' provides no attribute parsing hook".
//!
//! # Example: a tiny `toy.double` op (`%r = toy.double %x : i32`)
//!
//! ```
//! use affine_ir::dialect::{OpDef, Registry, traits};
//! use affine_ir::parser::{OpParser, PResult};
//! use affine_ir::printer::OpPrinter;
//! use affine_ir::ir::{OpId, OpState};
//! use affine_ir::lexer::Tok;
//!
//! fn parse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
//!     let x = p.parse_operand()?;              // %x
//!     p.parse_optional_attr_dict(&mut st.attrs)?;
//!     p.expect(Tok::Colon)?;                   // :
//!     let t = p.parse_type()?;                 // i32
//!     p.resolve_operand(&x, t, &mut st.operands)?;
//!     st.result_types.push(t);
//!     Ok(())
//! }
//! fn print(p: &mut OpPrinter, op: OpId) {
//!     let x = p.ctx.ir.operands(op)[0];
//!     p.write(" ");
//!     p.print_operand(x);
//!     p.print_optional_attr_dict(op, &[]);
//!     p.write(" : ");
//!     p.print_type(p.ctx.ir.value_type(x));
//! }
//! let mut reg = Registry::default();
//! reg.add(OpDef { parse: Some(parse), print: Some(print), traits: traits::PURE,
//!                 ..OpDef::new("toy.double") });
//! let mut ctx = affine_ir::Context::with_registry(reg);
//! let m = affine_ir::parse_source(&mut ctx, "%0 = \"t.a\"() : () -> i32\n%1 = toy.double %0 : i32",
//!                                 "x.mlir", &Default::default());
//! ```
//! (unregistered `t.a` needs `ctx.allow_unregistered_dialect = true`; the
//! example only shows the shape of the API).
//!
//! # Testing against mlir-opt
//!
//! Write a small `.mlir` file, run `/usr/lib/llvm-22/bin/mlir-opt file.mlir`
//! and compare with `affine_ir::print_op(&ctx, module, &PrintOptions::default())`.
//! `crates/affine-ir/tests/roundtrip.rs` shows the harness.

use crate::asm::AsmWriter;
use crate::context::{Attribute, Context, DialectData, Location, NamedAttr, Type};
use crate::diag::Diagnostic;
use crate::ir::{OpId, OpState, ValueId};
use crate::parser::{OpParser, PResult};
use crate::printer::OpPrinter;

/// Trait flags of an op (bit set).
pub mod traits {
    /// Must be the last op of its block.
    pub const TERMINATOR: u32 = 1;
    /// Regions cannot use values defined outside.
    pub const ISOLATED_FROM_ABOVE: u32 = 1 << 1;
    /// Starts a new affine scope (symbols are defined at this level).
    pub const AFFINE_SCOPE: u32 = 1 << 2;
    /// Blocks of its regions need no terminator.
    pub const NO_TERMINATOR: u32 = 1 << 3;
    /// Each region has at most one block.
    pub const SINGLE_BLOCK: u32 = 1 << 4;
    /// No memory effects, speculatable.
    pub const PURE: u32 = 1 << 5;
    /// Materializes a constant (`arith.constant`).
    pub const CONSTANT_LIKE: u32 = 1 << 6;
    /// Returns control to the parent op (`func.return`, `affine.yield`).
    pub const RETURN_LIKE: u32 = 1 << 7;
    /// Defines a symbol (`sym_name` attribute).
    pub const SYMBOL: u32 = 1 << 8;
    /// Its region is a symbol table (`builtin.module`).
    pub const SYMBOL_TABLE: u32 = 1 << 9;
    /// Commutative binary op.
    pub const COMMUTATIVE: u32 = 1 << 10;
    /// Automatic allocation scope (`memref.alloca` frees at its end).
    pub const AUTOMATIC_ALLOCATION_SCOPE: u32 = 1 << 11;
    /// Effects of nested ops are the op's effects (`affine.for`, `scf.if`).
    pub const RECURSIVE_MEMORY_EFFECTS: u32 = 1 << 12;
    /// Its regions are graph regions (MLIR's `RegionKind::Graph`): values
    /// may be used before they are defined.
    pub const GRAPH_REGION: u32 = 1 << 13;
    /// A cast (MLIR's `CastOpInterface`): a cast to the operand's own type
    /// folds to the operand.
    pub const CAST: u32 = 1 << 14;
    /// Idempotent (MLIR's `Idempotent`): `f(x, x)` is `x` and `f(f(x))` is
    /// `f(x)`.
    pub const IDEMPOTENT: u32 = 1 << 15;
}

/// Kind of a memory effect.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum EffectKind {
    /// Reads memory.
    Read,
    /// Writes memory.
    Write,
    /// Allocates memory.
    Allocate,
    /// Frees memory.
    Free,
}

/// One memory effect, on a value (memref) or on an unknown resource.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct MemEffect {
    /// What it does.
    pub kind: EffectKind,
    /// The memref it acts on (`None`: unknown / any memory).
    pub value: Option<ValueId>,
}

/// Custom parser hook.
pub type ParseFn = fn(&mut OpParser, &mut OpState) -> PResult<()>;
/// Custom printer hook.
pub type PrintFn = fn(&mut OpPrinter, OpId);
/// Verifier hook.
pub type VerifyFn = fn(&Context, OpId) -> Result<(), Diagnostic>;
/// Result name suggestion hook (`getAsmResultNames`): push (result index, name).
pub type ResultNamesFn = fn(&Context, OpId, &mut Vec<(u32, String)>);
/// Property normalization hook, run on the [`OpState`] after parsing
/// (generic or custom form) and after inherent attributes were moved to
/// properties: materialize default-valued properties, canonicalize spellings,
/// reject invalid ones (the `String` becomes an error at the op location).
pub type NormalizeFn = fn(&mut Context, &mut OpState) -> Result<(), String>;
/// Block argument name suggestions for a region of the op
/// (`getAsmBlockArgumentNames`): push (argument, name).
pub type BlockArgNamesFn = fn(&Context, OpId, crate::ir::RegionId, &mut Vec<(ValueId, String)>);
/// Memory effects hook.
pub type EffectsFn = fn(&Context, OpId, &mut Vec<MemEffect>);
/// Fold hook (MLIR's `fold`): the constant value of each operand (`None`
/// where not constant) in, one [`crate::rewrite::FoldResult`] per result
/// out (or none for an in-place update); false if nothing folds.
pub type FoldFn = fn(&mut Context, OpId, &[Option<Attribute>], &mut Vec<crate::rewrite::FoldResult>) -> bool;
/// The constant a constant-like op produces (MLIR's `m_Constant`).
pub type ConstantValueFn = fn(&Context, OpId) -> Option<Attribute>;
/// Adds the canonicalization patterns of the op named by the first
/// argument (MLIR's `getCanonicalizationPatterns`).
pub type CanonicalizeFn = fn(&str, &mut crate::rewrite::RewritePatternSet);

/// A dialect's own canonicalization patterns (MLIR's
/// `Dialect::getCanonicalizationPatterns`), given the registry so that an
/// interface pattern can be added once per registered op that has the
/// interface.
pub type DialectCanonicalizeFn = fn(&Registry, &mut crate::rewrite::RewritePatternSet);
/// MLIR's `BranchOpInterface::getSuccessorOperands`: the operands of a
/// branch forwarded to the arguments of successor `i`.
pub type SuccessorOperandsFn = fn(&Context, OpId, usize) -> std::ops::Range<usize>;
/// Erases forwarded operand `j` of successor `i` of a branch (keeping
/// operand segment sizes right).
pub type EraseSuccessorOperandFn = fn(&mut Context, OpId, usize, usize);
/// Appends values to the operands forwarded to successor `i` of a branch
/// (keeping operand segment sizes right).
pub type AppendSuccessorOperandsFn = fn(&mut Context, OpId, usize, &[crate::ir::ValueId]);
/// Builds a constant op for an attribute and type at the rewriter's
/// insertion point (MLIR's `Dialect::materializeConstant`); `None` if the
/// dialect cannot.
pub type MaterializeFn = fn(&mut crate::rewrite::PatternRewriter<'_>, Attribute, Type, Location) -> Option<OpId>;
/// Symbol-use verifier hook (MLIR's `SymbolUserOpInterface::verifySymbolUses`):
/// checks the symbols an op refers to, looking them up in `tables`.
pub type VerifySymbolUsesFn = fn(&Context, OpId, &mut crate::verify::SymbolTables) -> Result<(), Diagnostic>;

/// Parses a dialect attribute from its symbol data (see the module docs);
/// the type is the one written after the body (`#d.x<...> : i32`), if any.
pub type ParseAttrFn = fn(&mut OpParser<'_>, Option<Type>) -> PResult<Attribute>;
/// Parses a dialect type from its symbol data (see the module docs).
pub type ParseTypeFn = fn(&mut OpParser<'_>) -> PResult<Type>;
/// Writes a [`DialectData`] value's text after `#dialect` / `!dialect`,
/// starting with its mnemonic.
pub type PrintSymbolFn = fn(&mut AsmWriter<'_>, &DialectData);

/// Verifies a discardable attribute named after the dialect
/// (`dlti.dl_spec = ...` on any op): MLIR's `verifyOperationAttribute`.
pub type VerifyOpAttrFn = fn(&Context, OpId, &NamedAttr) -> Result<(), Diagnostic>;
/// Verifier of a `dialect.*` attribute of a region argument or result of an
/// op (MLIR's `verifyRegionArgAttribute` / `verifyRegionResultAttribute`),
/// given the value's type.
pub type VerifyRegionAttrFn = fn(&Context, OpId, Type, &NamedAttr) -> Result<(), Diagnostic>;

/// How a dialect parses, prints and verifies its attributes and types (the
/// hooks of MLIR's `Dialect` class itself, as opposed to its ops').
#[derive(Clone, Copy, Debug, Default)]
pub struct DialectHooks {
    /// Attribute parser (`None`: the dialect has no attributes).
    pub parse_attr: Option<ParseAttrFn>,
    /// Printer of the dialect's [`AttrData::Dialect`](crate::context::AttrData::Dialect) attributes.
    pub print_attr: Option<PrintSymbolFn>,
    /// Type parser (`None`: the dialect has no types).
    pub parse_type: Option<ParseTypeFn>,
    /// Printer of the dialect's [`TypeData::Dialect`](crate::context::TypeData::Dialect) types.
    pub print_type: Option<PrintSymbolFn>,
    /// Verifier of discardable attributes whose name starts with
    /// `dialect.`, run when an op is entered, before its own verifier.
    pub verify_op_attr: Option<VerifyOpAttrFn>,
    /// Verifier of `dialect.*` attributes of function arguments.
    pub verify_region_arg_attr: Option<VerifyRegionAttrFn>,
    /// Verifier of `dialect.*` attributes of function results.
    pub verify_region_result_attr: Option<VerifyRegionAttrFn>,
    /// The alias name of a dialect attribute (MLIR's
    /// `OpAsmDialectInterface::getAlias`): the printer writes it as
    /// `#name`, `#name1`, ... with one definition at the top.
    pub alias_name: Option<AliasNameFn>,
}

/// The alias name of a dialect attribute, if it gets one.
pub type AliasNameFn = fn(&crate::context::DialectData) -> Option<&'static str>;

impl DialectHooks {
    /// No hooks (for `..DialectHooks::NONE` in constants).
    pub const NONE: DialectHooks = DialectHooks {
        parse_attr: None,
        print_attr: None,
        parse_type: None,
        print_type: None,
        verify_op_attr: None,
        verify_region_arg_attr: None,
        verify_region_result_attr: None,
        alias_name: None,
    };
}

/// The storage class of a property: which attributes MLIR's generated
/// `setPropertiesFromAttr` casts a `<{name = value}>` entry to without
/// failing ("Invalid attribute `name` in property conversion: value").
/// Constraints beyond the class (an `index` integer, a 32-bit element type)
/// are the verifier's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PropKind {
    /// `Attribute`: any attribute.
    Any,
    /// `UnitAttr`.
    Unit,
    /// `BoolAttr`.
    Bool,
    /// `IntegerAttr` (a `BoolAttr` is one too).
    Integer,
    /// `FloatAttr`.
    Float,
    /// `StringAttr`.
    String,
    /// `TypeAttr`.
    Type,
    /// `AffineMapAttr`.
    AffineMap,
    /// `IntegerSetAttr`.
    IntegerSet,
    /// `ArrayAttr`.
    Array,
    /// `DictionaryAttr`.
    Dictionary,
    /// `SymbolRefAttr` (nested references allowed).
    SymbolRef,
    /// `FlatSymbolRefAttr`.
    FlatSymbolRef,
    /// `DenseIntElementsAttr`: `dense<...>` of integer or index elements.
    DenseIntElements,
    /// `DenseI32ArrayAttr`.
    DenseI32Array,
    /// `DenseI64ArrayAttr`.
    DenseI64Array,
    /// `DenseBoolArrayAttr`.
    DenseBoolArray,
    /// `TypedAttr`: an attribute with a type (numbers, strings, elements).
    Typed,
    /// An integer enum attribute of MLIR's `I32EnumAttr` / `I64EnumAttr`
    /// kind: a signless integer of `width` bits holding one of the `cases`
    /// values `0..cases`.
    IntEnum {
        /// The integer width (32 or 64).
        width: u8,
        /// The number of cases.
        cases: u8,
    },
    /// An integer enum attribute whose case values are not `0..n`
    /// (LLVM's `RoundingMode`: 0 to 4, 7 and -1): a signless integer of
    /// `width` bits holding one of `values`.
    IntEnumValues {
        /// The integer width (32 or 64).
        width: u8,
        /// The case values.
        values: &'static [i128],
    },
    /// `ElementsAttr` (of the kinds modelled: dense elements).
    Elements,
    /// A native (non-attribute) enum property set from an `IntegerAttr`
    /// (LLVM's `overflowFlags`, `noWrapFlags`); the text is MLIR's error for
    /// another attribute ("expected IntegerAttr storage for ..."). Not an
    /// inherent attribute: written in the attribute dictionary it stays a
    /// discardable one.
    Native(&'static str),
    /// A native `bool` (`UnitProp`): set from a unit attribute (true) or a
    /// `BoolAttr`; any other attribute fails without a message, as in
    /// mlir-opt 22. Not an inherent attribute.
    UnitProp,
    /// A dialect attribute class, by its `dialect.mnemonic`
    /// (`"arith.fastmath"`), or for one printed without a mnemonic of its
    /// own, the start of its text up to the space (`"gpu<dim "`).
    Dialect(&'static str),
    /// A native `std::array<int32_t, n>` (`operandSegmentSizes`): always
    /// present (zeros until set), set from an `array<i32: ...>` of exactly
    /// `n` elements.
    Segments(u8),
}

/// Builds a property's default value (MLIR's `populateDefaultProperties`).
pub type PropDefaultFn = fn(&mut Context) -> Attribute;

/// One property of an op, as its ODS definition declares it.
#[derive(Clone, Copy, Debug)]
pub struct PropDecl {
    /// The name (`overflowFlags`).
    pub name: &'static str,
    /// Its storage class.
    pub kind: PropKind,
    /// The default of a default-valued property: set on every op created
    /// without it, so printed in generic form even when not written.
    pub default: Option<PropDefaultFn>,
    /// A required property (neither optional nor default-valued): the
    /// verifier reports its absence first ("requires attribute 'name'"), as
    /// MLIR's generated `verifyInvariants` does.
    pub required: bool,
    /// The summary of the property's attribute constraint ("Integer
    /// overflow arith flags"): an inherent attribute of the wrong class
    /// written in the attribute dictionary of a generic op is rejected at
    /// parse with "attribute 'name' failed to satisfy constraint: summary"
    /// (MLIR's `verifyInherentAttrs`). Empty: not checked there, unless
    /// `checked`.
    pub summary: &'static str,
    /// True if the constraint is checked where the summary is: set with a
    /// summary ([`PropDecl::desc`]) or for an attribute class whose ODS
    /// summary is empty ([`PropDecl::unsummarized`], LLVM's
    /// `LoopAnnotationAttr`: "failed to satisfy constraint: ").
    pub checked: bool,
    /// What the constraint requires beyond the storage class (a `TypeAttr`
    /// of a function type, an array of dictionaries), checked with it
    /// where the summary is: `None` when the class is the whole constraint.
    pub constraint: Option<fn(&Context, Attribute) -> bool>,
}

impl PropDecl {
    /// An optional property with no default.
    pub const fn new(name: &'static str, kind: PropKind) -> Self {
        PropDecl { name, kind, default: None, required: false, summary: "", checked: false, constraint: None }
    }
    /// A default-valued property.
    pub const fn with_default(name: &'static str, kind: PropKind, default: PropDefaultFn) -> Self {
        PropDecl { name, kind, default: Some(default), required: false, summary: "", checked: false, constraint: None }
    }
    /// A required property.
    pub const fn req(name: &'static str, kind: PropKind) -> Self {
        PropDecl { name, kind, default: None, required: true, summary: "", checked: false, constraint: None }
    }
    /// The same property with the summary of its attribute constraint.
    pub const fn desc(self, summary: &'static str) -> Self {
        PropDecl { summary, checked: true, ..self }
    }
    /// The same property, its constraint checked though its summary is
    /// empty.
    pub const fn unsummarized(self) -> Self {
        PropDecl { checked: true, ..self }
    }
    /// The same property with a constraint beyond its storage class.
    pub const fn check(self, constraint: fn(&Context, Attribute) -> bool) -> Self {
        PropDecl { constraint: Some(constraint), ..self }
    }
    /// True if `a` satisfies this property's attribute constraint: its
    /// storage class and the `constraint` check, if any.
    pub fn satisfies(&self, ctx: &Context, a: Attribute) -> bool {
        self.accepts(ctx, a) && self.constraint.is_none_or(|f| f(ctx, a))
    }
    /// True if `a` is of this property's storage class.
    pub fn accepts(&self, ctx: &Context, a: Attribute) -> bool {
        use crate::context::AttrData as D;
        let d = ctx.attr_data(a);
        match self.kind {
            PropKind::Any => true,
            PropKind::Unit => matches!(d, D::Unit),
            PropKind::Bool => matches!(d, D::Bool(_)),
            PropKind::Integer => matches!(d, D::Bool(_) | D::Integer { .. } | D::BigInteger { .. }),
            PropKind::Float => matches!(d, D::Float { .. } | D::WideFloat { .. }),
            PropKind::String => matches!(d, D::String { .. }),
            PropKind::Type => matches!(d, D::Type(_)),
            PropKind::AffineMap => matches!(d, D::AffineMap(_)),
            PropKind::IntegerSet => matches!(d, D::IntegerSet(_)),
            PropKind::Array => matches!(d, D::Array(_)),
            PropKind::Dictionary => matches!(d, D::Dictionary(_)),
            PropKind::SymbolRef => matches!(d, D::SymbolRef { .. }),
            PropKind::FlatSymbolRef => matches!(d, D::SymbolRef { nested, .. } if nested.is_empty()),
            PropKind::DenseIntElements => match d {
                D::DenseElements { ty, .. } => ctx.element_type(*ty).is_some_and(|e| {
                    matches!(
                        ctx.type_data(e),
                        crate::context::TypeData::Integer { .. } | crate::context::TypeData::Index
                    )
                }),
                _ => false,
            },
            PropKind::DenseI32Array => dense_array_of(ctx, d, 32),
            PropKind::DenseI64Array => dense_array_of(ctx, d, 64),
            PropKind::DenseBoolArray => dense_array_of(ctx, d, 1),
            PropKind::Typed => matches!(
                d,
                D::Bool(_)
                    | D::Integer { .. }
                    | D::BigInteger { .. }
                    | D::Float { .. }
                    | D::WideFloat { .. }
                    | D::String { .. }
                    | D::DenseElements { .. }
                    | D::DenseArray { .. }
                    | D::TypedOpaque { .. }
            ),
            PropKind::IntEnum { width, cases } => match d {
                D::Integer { value, ty } => {
                    matches!(ctx.type_data(*ty), crate::context::TypeData::Integer { width: w, signedness: crate::context::Signedness::Signless } if *w == width as u32)
                        && (0..cases as i128).contains(value)
                }
                _ => false,
            },
            PropKind::IntEnumValues { width, values } => match d {
                D::Integer { value, ty } => {
                    matches!(ctx.type_data(*ty), crate::context::TypeData::Integer { width: w, signedness: crate::context::Signedness::Signless } if *w == width as u32)
                        && values.contains(value)
                }
                _ => false,
            },
            // A name ending in a space is the start of a dialect attribute
            // without a mnemonic of its own (`gpu<dim `).
            PropKind::Dialect(name) if name.ends_with(' ') => match d {
                D::Opaque(text) => text.starts_with(name),
                D::Dialect(data) => name.strip_prefix(data.name).is_some_and(|r| r.starts_with('<')),
                _ => false,
            },
            PropKind::Dialect(name) => match d {
                D::Opaque(text) => text.strip_prefix(name).is_some_and(|rest| rest.is_empty() || rest.starts_with('<')),
                D::Dialect(data) => data.name == name,
                _ => false,
            },
            PropKind::Elements => matches!(d, D::DenseElements { .. }),
            PropKind::Native(_) => matches!(d, D::Bool(_) | D::Integer { .. }),
            PropKind::UnitProp => matches!(d, D::Unit | D::Bool(_)),
            PropKind::Segments(n) => match d {
                D::DenseArray { values, .. } => dense_array_of(ctx, d, 32) && values.len() == n as usize,
                _ => false,
            },
        }
    }
}

fn dense_array_of(ctx: &Context, d: &crate::context::AttrData, width: u32) -> bool {
    match d {
        crate::context::AttrData::DenseArray { elem, .. } => {
            matches!(ctx.type_data(*elem), crate::context::TypeData::Integer { width: w, .. } if *w == width)
        }
        _ => false,
    }
}

/// How many regions, results, successors or operands an op takes (the
/// `Zero*`, `One*`, `N*`, `AtLeastN*` and `Variadic*` count traits ODS
/// gives every op).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Arity {
    /// Exactly this many.
    Exactly(u32),
    /// At least this many (`AtLeastN*`).
    AtLeast(u32),
    /// Any number (`Variadic*`).
    Any,
}

/// The op's count traits, checked by the verifier before anything else
/// about the op (MLIR lists them first in every op's trait list, before
/// `OpInvariants`, `HasParent` and `Terminator`), with MLIR's messages, so
/// no later check, printer or pattern sees an op of the wrong shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OpShape {
    /// Number of regions.
    pub regions: Arity,
    /// Number of results.
    pub results: Arity,
    /// Number of successors.
    pub successors: Arity,
    /// Number of operands.
    pub operands: Arity,
}

impl OpShape {
    /// No region, no successor, `operands` operands and `results` results.
    pub const fn fixed(operands: u32, results: u32) -> Self {
        OpShape {
            regions: Arity::Exactly(0),
            results: Arity::Exactly(results),
            successors: Arity::Exactly(0),
            operands: Arity::Exactly(operands),
        }
    }
    /// Like [`OpShape::fixed`] with at least `min` operands.
    pub const fn variadic(min: u32, results: u32) -> Self {
        OpShape { operands: if min == 0 { Arity::Any } else { Arity::AtLeast(min) }, ..OpShape::fixed(0, results) }
    }
    /// This shape with `regions` regions.
    pub const fn with_regions(self, regions: Arity) -> Self {
        OpShape { regions, ..self }
    }
    /// This shape with `results` results.
    pub const fn with_results(self, results: Arity) -> Self {
        OpShape { results, ..self }
    }
    /// This shape with `operands` operands.
    pub const fn with_operands(self, operands: Arity) -> Self {
        OpShape { operands, ..self }
    }
    /// This shape with `successors` successors.
    pub const fn with_successors(self, successors: Arity) -> Self {
        OpShape { successors, ..self }
    }

    /// The first count trait `(regions, results, successors, operands)`
    /// violates, as MLIR words it.
    pub fn violation(&self, regions: usize, results: usize, successors: usize, operands: usize) -> Option<String> {
        let fits = |a: Arity, n: usize| match a {
            Arity::Exactly(k) => n == k as usize,
            Arity::AtLeast(k) => n >= k as usize,
            Arity::Any => true,
        };
        if !fits(self.regions, regions) {
            return Some(match self.regions {
                Arity::Exactly(0) => "requires zero regions".to_string(),
                Arity::Exactly(1) => "requires one region".to_string(),
                Arity::Exactly(k) => format!("expected {k} regions"),
                Arity::AtLeast(k) => format!("expected {k} or more regions"),
                Arity::Any => unreachable!("any count fits"),
            });
        }
        if !fits(self.results, results) {
            return Some(match self.results {
                Arity::Exactly(0) => "requires zero results".to_string(),
                Arity::Exactly(1) => "requires one result".to_string(),
                Arity::Exactly(k) => format!("expected {k} results"),
                Arity::AtLeast(k) => format!("expected {k} or more results"),
                Arity::Any => unreachable!("any count fits"),
            });
        }
        if !fits(self.successors, successors) {
            return Some(match self.successors {
                Arity::Exactly(1) => format!("requires 1 successor but found {successors}"),
                Arity::Exactly(k) => format!("requires {k} successors but found {successors}"),
                Arity::AtLeast(k) => format!("requires at least {k} successors but found {successors}"),
                Arity::Any => unreachable!("any count fits"),
            });
        }
        if !fits(self.operands, operands) {
            return Some(match self.operands {
                Arity::Exactly(0) => "requires zero operands".to_string(),
                Arity::Exactly(1) => "requires a single operand".to_string(),
                Arity::Exactly(k) => format!("expected {k} operands, but found {operands}"),
                Arity::AtLeast(k) => format!("expected {k} or more operands, but found {operands}"),
                Arity::Any => unreachable!("any count fits"),
            });
        }
        None
    }
}

/// Description of a registered op.
#[derive(Clone, Copy, Debug)]
pub struct OpDef {
    /// Full name (`dialect.op`).
    pub name: &'static str,
    /// Custom parser (`None`: only the generic form parses).
    pub parse: Option<ParseFn>,
    /// Custom printer (`None`: printed in generic form).
    pub print: Option<PrintFn>,
    /// The op's count traits (`None`: not declared; its verifiers check
    /// what they need). Checked first.
    pub shape: Option<OpShape>,
    /// The op's ODS-generated invariants (operand and result group sizes,
    /// operand, result and attribute constraints) when they must be checked
    /// before the position and parent checks of its traits: MLIR's
    /// `OpInvariants` trait precedes an op's declared traits (`Terminator`,
    /// `HasParent`), so a terminator with too many operands in the middle of
    /// a block reports the operand count, not its position.
    pub verify_invariants: Option<VerifyFn>,
    /// The structural traits ODS lists before `AttrSizedOperandSegments`
    /// (region, result and successor counts, a minimum operand count), when
    /// the op declares operand segments: run before the segment sizes are
    /// checked against the operands, as MLIR verifies traits in order.
    pub verify_structure: Option<VerifyFn>,
    /// Op-specific verifier.
    pub verify: Option<VerifyFn>,
    /// Verifier run after the nested ops are verified (MLIR's
    /// `verifyRegions` and region traits such as
    /// `SingleBlockImplicitTerminator`), so errors in nested ops come first.
    pub verify_regions: Option<VerifyFn>,
    /// Checks of the symbols the op refers to (`func.call`'s callee). Run
    /// by the enclosing symbol table's verifier after everything nested in
    /// it was verified, as in MLIR, with lookups cached per table.
    pub verify_symbol_uses: Option<VerifySymbolUsesFn>,
    /// Result name suggestions.
    pub result_names: Option<ResultNamesFn>,
    /// Names of the arguments of its regions' entry blocks (custom form
    /// only; `%in`, `%out` of `linalg.generic`).
    pub block_arg_names: Option<BlockArgNamesFn>,
    /// Memory effects (`None` with `PURE`: none; `None` without: unknown).
    pub effects: Option<EffectsFn>,
    /// Property normalization after parsing.
    pub normalize: Option<NormalizeFn>,
    /// Folder.
    pub fold: Option<FoldFn>,
    /// Value of a constant-like op.
    pub constant_value: Option<ConstantValueFn>,
    /// Canonicalization patterns.
    pub canonicalize: Option<CanonicalizeFn>,
    /// Branch successor operands (`BranchOpInterface`).
    pub successor_operands: Option<SuccessorOperandsFn>,
    /// Erases a branch successor operand (`BranchOpInterface`).
    pub erase_successor_operand: Option<EraseSuccessorOperandFn>,
    /// Appends branch successor operands (`BranchOpInterface`).
    pub append_successor_operands: Option<AppendSuccessorOperandsFn>,
    /// Trait flags from [`traits`].
    pub traits: u32,
    /// Default dialect for ops in its regions (`"func"` for `func.func`):
    /// ops of that dialect print and parse without the prefix.
    pub default_dialect: &'static str,
    /// Name of the terminator the custom printer elides / parser inserts
    /// (`affine.yield`), if any.
    pub implicit_terminator: Option<&'static str>,
    /// Names of inherent attributes (stored as properties); others are
    /// discardable attributes. Used by the generic parser/printer to put
    /// attributes in `<{...}>`.
    pub inherent_attrs: &'static [&'static str],
    /// The op's properties as its ODS definition declares them (empty: not
    /// declared yet; [`OpDef::inherent_attrs`] then says which names are
    /// inherent). When declared, the generic parser keeps only these keys
    /// of `<{...}>`, rejects values of another storage class with MLIR's
    /// message and sets the defaults of default-valued ones.
    pub props: &'static [PropDecl],
    /// Allowed parent ops (MLIR's `HasParent`); empty: any. Checked first,
    /// with MLIR's "expects parent op ..." message.
    pub parent_ops: &'static [&'static str],
    /// The op's index in its dialect's own op table (0 if it has none): a
    /// dialect that describes its ops by a table finds an op's entry from
    /// its definition (looked up by interned op name) instead of comparing
    /// names ([`Context::op_def`](crate::Context::op_def)).
    pub table_index: u32,
}

impl OpDef {
    /// A definition with no hooks and no traits.
    pub const fn new(name: &'static str) -> Self {
        OpDef {
            name,
            parse: None,
            print: None,
            shape: None,
            verify_invariants: None,
            verify_structure: None,
            verify: None,
            verify_regions: None,
            verify_symbol_uses: None,
            result_names: None,
            block_arg_names: None,
            effects: None,
            normalize: None,
            fold: None,
            constant_value: None,
            canonicalize: None,
            successor_operands: None,
            erase_successor_operand: None,
            append_successor_operands: None,
            traits: 0,
            default_dialect: "",
            implicit_terminator: None,
            inherent_attrs: &[],
            props: &[],
            parent_ops: &[],
            table_index: 0,
        }
    }
    /// True if `name` is an inherent attribute (a property) of the op.
    pub fn is_inherent(&self, name: &str) -> bool {
        if !self.props.is_empty() {
            return self
                .props
                .iter()
                .any(|p| p.name == name && !matches!(p.kind, PropKind::Native(_) | PropKind::UnitProp));
        }
        self.inherent_attrs.contains(&name)
    }
    /// True if the op has properties: a `<{...}>` dictionary on an op
    /// without (no inherent attribute) is rejected, as MLIR rejects it.
    pub fn has_properties(&self) -> bool {
        !self.props.is_empty() || !self.inherent_attrs.is_empty()
    }
    /// True if the op has all trait bits in `t`.
    #[inline]
    pub fn has(&self, t: u32) -> bool {
        self.traits & t == t
    }
}

/// Registered dialects and ops.
#[derive(Clone, Debug, Default)]
pub struct Registry {
    ops: crate::fxhash::FxHashMap<&'static str, OpDef>,
    dialects: Vec<&'static str>,
    /// Registered dialects that accept ops they do not define (like MLIR's
    /// test dialect).
    open_dialects: Vec<&'static str>,
    /// Constant materializers per dialect.
    materializers: Vec<(&'static str, MaterializeFn)>,
    /// Attribute and type hooks per dialect.
    dialect_hooks: Vec<(&'static str, DialectHooks)>,
    /// Dialect-level canonicalization patterns per dialect.
    dialect_canonicalizers: Vec<(&'static str, DialectCanonicalizeFn)>,
}

impl Registry {
    /// Registers (or replaces) an op; its dialect becomes known.
    pub fn add(&mut self, def: OpDef) {
        if let Some((d, _)) = def.name.split_once('.') {
            self.add_dialect_static(def.name, d.len());
        }
        self.ops.insert(def.name, def);
    }
    /// Declares the count traits of ops registered before (a dialect that
    /// keeps them in one table beside its op definitions). Names not
    /// registered are ignored.
    pub fn declare_shapes(&mut self, shapes: &[(&str, OpShape)]) {
        for &(name, shape) in shapes {
            if let Some(def) = self.ops.get_mut(name) {
                def.shape = Some(shape);
            }
        }
    }
    fn add_dialect_static(&mut self, full: &'static str, len: usize) {
        let d: &'static str = &full[..len];
        if !self.dialects.contains(&d) {
            self.dialects.push(d);
        }
    }
    /// Declares a dialect with no ops (so its ops are not "unregistered dialect").
    pub fn add_dialect(&mut self, name: &'static str) {
        if !self.dialects.contains(&name) {
            self.dialects.push(name);
        }
    }
    /// Sets how `dialect` parses, prints and verifies its attributes and types (the
    /// dialect becomes known).
    pub fn set_dialect_hooks(&mut self, dialect: &'static str, hooks: DialectHooks) {
        self.add_dialect(dialect);
        self.dialect_hooks.retain(|(d, _)| *d != dialect);
        self.dialect_hooks.push((dialect, hooks));
    }
    /// The hooks of `dialect` (all `None` if it has none).
    pub fn dialect_hooks(&self, dialect: &str) -> DialectHooks {
        self.dialect_hooks.iter().find(|(d, _)| *d == dialect).map(|(_, h)| *h).unwrap_or_default()
    }
    /// Lets a registered dialect accept ops it does not define.
    pub fn allow_unknown_ops(&mut self, dialect: &'static str) {
        if !self.open_dialects.contains(&dialect) {
            self.open_dialects.push(dialect);
        }
    }
    /// Whether `dialect` accepts ops it does not define.
    pub fn allows_unknown_ops(&self, dialect: &str) -> bool {
        self.open_dialects.contains(&dialect)
    }
    /// The definition of an op.
    pub fn get(&self, name: &str) -> Option<&OpDef> {
        self.ops.get(name)
    }
    /// The registered dialects, in registration order (for `--help`).
    pub fn dialects(&self) -> &[&'static str] {
        &self.dialects
    }
    /// True if `dialect` is registered.
    pub fn has_dialect(&self, dialect: &str) -> bool {
        self.dialects.contains(&dialect)
    }
    /// Sets how `dialect` materializes folded constants.
    pub fn set_constant_materializer(&mut self, dialect: &'static str, f: MaterializeFn) {
        self.materializers.retain(|(d, _)| *d != dialect);
        self.materializers.push((dialect, f));
    }
    /// How `dialect` materializes folded constants, if it can.
    pub fn constant_materializer(&self, dialect: &str) -> Option<MaterializeFn> {
        self.materializers.iter().find(|(d, _)| *d == dialect).map(|(_, f)| *f)
    }
    /// Sets the dialect-level canonicalization patterns of `dialect` (the
    /// dialect becomes known).
    pub fn set_dialect_canonicalizer(&mut self, dialect: &'static str, f: DialectCanonicalizeFn) {
        self.add_dialect(dialect);
        self.dialect_canonicalizers.retain(|(d, _)| *d != dialect);
        self.dialect_canonicalizers.push((dialect, f));
    }
    /// The dialect-level canonicalizers, in dialect name order (MLIR's
    /// `getLoadedDialects`).
    pub fn dialect_canonicalizers(&self) -> Vec<DialectCanonicalizeFn> {
        let mut v = self.dialect_canonicalizers.clone();
        v.sort_by_key(|&(d, _)| d);
        v.into_iter().map(|(_, f)| f).collect()
    }
    /// Names of all registered ops.
    pub fn op_names(&self) -> impl Iterator<Item = &'static str> + '_ {
        self.ops.keys().copied()
    }
}

impl Context {
    /// True if `op` is registered and has the trait bits `t`.
    pub fn op_has_trait(&self, op: OpId, t: u32) -> bool {
        self.op_def(self.ir.op(op).name).is_some_and(|d| d.has(t))
    }
    /// True if the op is registered.
    pub fn is_registered(&self, op: OpId) -> bool {
        self.op_def(self.ir.op(op).name).is_some()
    }
    /// Memory effects of an op: `Some(effects)` if known, `None` if unknown
    /// (unregistered op, or registered without `PURE` and without hook).
    /// Ops with `RECURSIVE_MEMORY_EFFECTS` report only their own effects here.
    pub fn memory_effects(&self, op: OpId) -> Option<Vec<MemEffect>> {
        let def = self.op_def(self.ir.op(op).name)?;
        if let Some(f) = def.effects {
            let mut v = Vec::new();
            f(self, op, &mut v);
            return Some(v);
        }
        if def.has(traits::PURE) || def.has(traits::RECURSIVE_MEMORY_EFFECTS) {
            return Some(Vec::new());
        }
        None
    }
}
