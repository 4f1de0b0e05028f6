//! IR storage: arenas of operations, blocks, regions and values addressed by
//! typed 32-bit ids, with intrusive doubly-linked lists for op and block order
//! and per-value use lists.
//!
//! Invariants:
//! * every live op is either detached (`parent == None`) or linked in exactly
//!   one block; every live block is detached or linked in one region;
//! * `value.uses` contains `(op, i)` iff `op.operands[i] == value` for live ops,
//!   at the position the op records for operand `i` (in the arena's pool of
//!   use positions, `Ir::use_pos`), so a use is removed in constant time;
//!   MLIR's use-list order (most recent use first, as MLIR prepends each new
//!   use) is kept by a stamp per operand slot (`Ir::use_stamp`) and given
//!   by [`Ir::uses_in_mlir_order`];
//! * erased entities keep their slot (ids are never reused) and are marked dead.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use smallvec::SmallVec;

use crate::context::{Attribute, Ident, Location, NamedAttr, OpName, Type};
use crate::thin::ThinList;

/// Values of an op (operands, results) stored inline up to four (most ops
/// have at most four): no heap block per op, and walks read them from the
/// op's own record. Same size as a `Vec` (24 bytes).
pub type ValueList = SmallVec<[ValueId; 4]>;
/// Regions of an op, inline up to four (24 bytes, as a `Vec`).
pub type RegionList = SmallVec<[RegionId; 4]>;
/// Successor blocks of an op: most ops have none, so the list is one
/// pointer in the op's record (see [`ThinList`]).
pub type BlockList = ThinList<BlockId>;
/// Named attributes of an op, inline up to two (24 bytes, as a `Vec`): an
/// op's properties.
pub type AttrList = SmallVec<[NamedAttr; 2]>;
/// An op's discardable attributes: most ops have none, so the list is one
/// pointer in the op's record (see [`ThinList`]).
pub type DiscardableAttrs = ThinList<NamedAttr>;
/// Uses of a value, inline up to two (24 bytes, as a `Vec`): most values
/// have one or two uses, which then need no heap block of their own (one
/// allocation less per value, and no pointer to chase on use queries).
pub type UseList = SmallVec<[Use; 2]>;

macro_rules! entity {
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

entity!(
    /// An operation.
    OpId
);
entity!(
    /// A basic block.
    BlockId
);
entity!(
    /// A region.
    RegionId
);
entity!(
    /// An SSA value (op result or block argument).
    ValueId
);

/// One use of a value: operand `index` of `op`.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Use {
    /// The using op.
    pub op: OpId,
    /// Operand index in the op.
    pub index: u32,
}

/// Where a value is defined.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ValueDef {
    /// Result `index` of `op`.
    OpResult(OpId, u32),
    /// Argument `index` of `block`.
    BlockArg(BlockId, u32),
}

/// Storage of one value.
#[derive(Clone, Debug)]
pub struct ValueData {
    /// Its type.
    pub ty: Type,
    /// Its definition.
    pub def: ValueDef,
    /// Its uses (unordered).
    pub uses: UseList,
    /// Location (used for block arguments).
    pub loc: Option<Location>,
}

/// Storage of one operation.
///
/// The layout is fixed (`repr(C)`), with the fields every walk over the IR
/// reads (next op, name, regions, results) next to each other in the first
/// 64 bytes: on large inputs the walks (verification, naming, printing)
/// are bound by memory, and this way they touch fewer cache lines per op.
/// A record is 160 bytes (the positions of the op's uses live in the
/// arena's pool; the successors and discardable attributes, which most ops
/// lack, are one pointer each), aligned on 32 bytes. On large inputs the
/// first touch of the op arena was half of all page faults; a record of
/// 192 bytes (three whole lines) cost a fifth more pages than this one.
#[derive(Clone, Debug)]
#[repr(C, align(32))]
pub struct OpData {
    /// Next op in the block.
    pub next: Option<OpId>,
    /// Op name.
    pub name: OpName,
    /// False once erased.
    pub alive: bool,
    /// Regions.
    pub regions: RegionList,
    /// Results.
    pub results: ValueList,
    /// Successor blocks.
    pub successors: BlockList,
    /// Containing block.
    pub parent: Option<BlockId>,
    /// Position in the block (see [`Ir::is_before_in_block`]); meaningful
    /// only while the block's order is valid.
    order: OrderIndex,
    /// Start of this op's range in `Ir::use_pos`: entry `use_base + i`
    /// is where operand `i`'s use sits in its value's use list.
    use_base: u32,
    /// Operands.
    pub operands: ValueList,
    /// Location.
    pub loc: Location,
    /// Previous op in the block.
    pub prev: Option<OpId>,
    /// Length of the range at `use_base` (at least the number of operands;
    /// kept when the op is released, so that a reused slot reuses it).
    use_cap: u32,
    /// Discardable attributes, sorted by name.
    pub attrs: DiscardableAttrs,
    /// Inherent attributes ("properties"), sorted by name.
    pub props: AttrList,
}

// 160 bytes per op record (see [`OpData`]).
const _: () = assert!(std::mem::size_of::<OpData>() == 160);

/// Storage of one block (fields the IR walks read first, as in [`OpData`]).
#[derive(Clone, Debug, Default)]
#[repr(C)]
pub struct BlockData {
    /// First op.
    pub first: Option<OpId>,
    /// Next block in the region.
    pub next: Option<BlockId>,
    /// Last op.
    pub last: Option<OpId>,
    /// Containing region.
    pub parent: Option<RegionId>,
    /// Arguments.
    pub args: Vec<ValueId>,
    /// Previous block in the region.
    pub prev: Option<BlockId>,
    /// False once erased.
    pub alive: bool,
    /// Ops using this block as successor: (op, successor index).
    pub pred_uses: Vec<(OpId, u32)>,
    /// True while the ops' order indices increase along the block.
    order_valid: OrderValid,
}

/// Gap between consecutive order indices after a renumbering, so that ops
/// inserted later can usually take an index between their neighbours.
const ORDER_STRIDE: u32 = 8;

/// The gap between consecutive indices when a block of `count` ops is
/// renumbered: the ops take half of the index range, so the other half is
/// left for appends.
fn spread_stride(count: u64) -> u32 {
    let spread = (u32::MAX as u64 / 2) / (count + 1);
    spread.clamp(ORDER_STRIDE as u64, u32::MAX as u64) as u32
}

/// An op's cached position in its block (MLIR's `Operation::orderIndex`).
///
/// Atomic (relaxed: plain loads and stores on every target we build for)
/// so that order queries can renumber a block through a shared reference,
/// and read-only analyses may share an [`Ir`] between threads.
#[derive(Debug, Default)]
struct OrderIndex(AtomicU32);

impl OrderIndex {
    #[inline]
    fn get(&self) -> u32 {
        self.0.load(Ordering::Relaxed)
    }
    #[inline]
    fn set(&self, v: u32) {
        self.0.store(v, Ordering::Relaxed)
    }
}

impl Clone for OrderIndex {
    fn clone(&self) -> Self {
        OrderIndex(AtomicU32::new(self.get()))
    }
}

/// Whether a block's order indices are up to date (release/acquire, so a
/// thread that sees `true` also sees the indices another thread wrote).
#[derive(Debug, Default)]
struct OrderValid(AtomicBool);

impl OrderValid {
    #[inline]
    fn get(&self) -> bool {
        self.0.load(Ordering::Acquire)
    }
    #[inline]
    fn set(&self, v: bool) {
        self.0.store(v, Ordering::Release)
    }
}

impl Clone for OrderValid {
    fn clone(&self) -> Self {
        OrderValid(AtomicBool::new(self.get()))
    }
}

/// Storage of one region.
#[derive(Clone, Debug, Default)]
pub struct RegionData {
    /// First block.
    pub first: Option<BlockId>,
    /// Last block.
    pub last: Option<BlockId>,
    /// Owning op.
    pub parent: Option<OpId>,
}

/// Description of an op to create (MLIR's `OperationState`).
#[derive(Clone, Debug)]
pub struct OpState {
    /// Op name.
    pub name: OpName,
    /// Operands.
    pub operands: Vec<ValueId>,
    /// Result types.
    pub result_types: Vec<Type>,
    /// Discardable attributes (sorted on creation).
    pub attrs: Vec<NamedAttr>,
    /// Properties (sorted on creation).
    pub props: Vec<NamedAttr>,
    /// Successors.
    pub successors: Vec<BlockId>,
    /// Regions (already created, detached; use [`Ir::new_region`]).
    pub regions: Vec<RegionId>,
    /// Location.
    pub loc: Location,
}

impl OpState {
    /// An empty state for `name` at `loc`.
    pub fn new(name: OpName, loc: Location) -> Self {
        OpState {
            name,
            operands: Vec::new(),
            result_types: Vec::new(),
            attrs: Vec::new(),
            props: Vec::new(),
            successors: Vec::new(),
            regions: Vec::new(),
            loc,
        }
    }
}

/// Converts a state's list to its stored form, leaving the emptied buffer
/// behind in `v` when the list fits inline (an outgrown list moves its
/// buffer into the stored form).
#[inline]
fn take_inline<A: smallvec::Array>(v: &mut Vec<A::Item>) -> SmallVec<A>
where
    A::Item: Copy,
{
    if v.is_empty() {
        // Most ops have no attributes, successors or regions: no copy call.
        SmallVec::new()
    } else if v.len() <= A::size() {
        let s = SmallVec::from_slice(v);
        v.clear();
        s
    } else {
        SmallVec::from_vec(std::mem::take(v))
    }
}

/// [`take_inline`] for a list stored as a [`ThinList`]: the entries are
/// copied out, the emptied buffer stays in `v`.
#[inline]
fn take_thin<T: Copy>(v: &mut Vec<T>) -> ThinList<T> {
    let l = ThinList::from_slice(v);
    v.clear();
    l
}

/// An [`OpState`] with its lists in their stored form.
struct OpLists<'a> {
    name: OpName,
    operands: ValueList,
    result_types: &'a [Type],
    attrs: DiscardableAttrs,
    props: AttrList,
    successors: BlockList,
    regions: RegionList,
    loc: Location,
}

/// An insertion point.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// At the end of a block.
    BlockEnd(BlockId),
    /// At the start of a block.
    BlockStart(BlockId),
    /// Before an op.
    Before(OpId),
    /// After an op.
    After(OpId),
}

/// Walk order.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum WalkOrder {
    /// Parent before nested ops.
    PreOrder,
    /// Nested ops before parent.
    PostOrder,
}

/// The IR arenas.
#[derive(Default, Debug, Clone)]
pub struct Ir {
    ops: Vec<OpData>,
    blocks: Vec<BlockData>,
    regions: Vec<RegionData>,
    values: Vec<ValueData>,
    /// Positions of the ops' uses in their values' use lists: op `o`'s
    /// operand `i` is at `use_pos[o.use_base + i]`. One pool for the arena
    /// instead of a list per op keeps op records small (fewer cache lines
    /// per op on every walk, less memory to fault in).
    use_pos: Vec<u32>,
    /// When each operand slot (same indexing as `use_pos`) last became a
    /// use of its value: larger is more recent. MLIR's use lists are linked
    /// lists with new uses at the front, and rewrites visit users in that
    /// order; the stamps give that order without keeping the lists sorted.
    use_stamp: Vec<u64>,
    /// The next stamp.
    next_stamp: u64,
    /// Slots released by [`Ir::release_regions`], reused only by
    /// [`Ir::import_op`] (so that moving a function's body out to a worker
    /// and back does not grow the arenas; ids held by passes are never
    /// reused behind their back, since only whole released bodies, which
    /// nothing refers to any more, are recycled).
    free: FreeSlots,
    /// Number of calls to mutating methods so far (see [`Ir::edit_count`]).
    edits: u64,
}

/// Released slots (see [`Ir::release_regions`]).
#[derive(Default, Debug, Clone)]
struct FreeSlots {
    ops: Vec<OpId>,
    blocks: Vec<BlockId>,
    regions: Vec<RegionId>,
    values: Vec<ValueId>,
}

/// How interned ids are translated when IR moves between contexts (see
/// [`Ir::import_op`]): a worker context's own types, attributes and so on
/// get new ids when they are merged into the parent's tables.
pub trait InternedIdMap {
    /// The id of a type in the destination context.
    fn ty(&self, t: Type) -> Type;
    /// The id of an attribute in the destination context.
    fn attr(&self, a: Attribute) -> Attribute;
    /// The id of a location in the destination context.
    fn loc(&self, l: Location) -> Location;
    /// The id of an op name in the destination context.
    fn op_name(&self, n: OpName) -> OpName;
    /// The id of an identifier in the destination context.
    fn ident(&self, i: Ident) -> Ident;
}

/// The ids of the source arena's values (or blocks) copied by
/// [`Ir::import_op`] to the new ones: a table indexed by source id (hashing
/// every id cost more than the copy itself). The tables are kept per
/// thread and reused: only the entries a copy set are reset after it, so a
/// small function copied out of a large module does not pay for a table
/// the size of the module's arena each time.
struct ImportIdMap {
    table: Vec<u32>,
    touched: Vec<u32>,
}

thread_local! {
    /// Tables of finished copies, for the next ones on this thread.
    static IMPORT_TABLES: std::cell::RefCell<Vec<ImportIdMap>> = const { std::cell::RefCell::new(Vec::new()) };
}

impl ImportIdMap {
    /// Marks an id that was not copied.
    const ABSENT: u32 = u32::MAX;

    /// A table for a source arena of `source_slots` ids, all absent.
    fn take(source_slots: usize) -> Self {
        let mut map = IMPORT_TABLES
            .with(|tables| tables.borrow_mut().pop())
            .unwrap_or(ImportIdMap { table: Vec::new(), touched: Vec::new() });
        if map.table.len() < source_slots {
            map.table.resize(source_slots, Self::ABSENT);
        }
        map
    }

    fn insert(&mut self, from: u32, to: u32) {
        let slot = &mut self.table[from as usize];
        if *slot == Self::ABSENT {
            self.touched.push(from);
        }
        *slot = to;
    }

    fn get(&self, from: u32) -> Option<u32> {
        self.table.get(from as usize).copied().filter(|&to| to != Self::ABSENT)
    }

    /// Resets the entries this copy set and keeps the table for the next.
    fn give_back(mut self) {
        for &from in &self.touched {
            self.table[from as usize] = Self::ABSENT;
        }
        self.touched.clear();
        IMPORT_TABLES.with(|tables| tables.borrow_mut().push(self));
    }
}

/// The identity translation (source and destination share their tables).
pub struct SameIds;

impl InternedIdMap for SameIds {
    fn ty(&self, t: Type) -> Type {
        t
    }
    fn attr(&self, a: Attribute) -> Attribute {
        a
    }
    fn loc(&self, l: Location) -> Location {
        l
    }
    fn op_name(&self, n: OpName) -> OpName {
        n
    }
    fn ident(&self, i: Ident) -> Ident {
        i
    }
}

impl Ir {
    // ---------- accessors ----------

    /// Op storage.
    #[inline]
    pub fn op(&self, o: OpId) -> &OpData {
        &self.ops[o.index()]
    }
    /// Mutable op storage. Do not edit `operands` directly (use
    /// [`Ir::set_operand`]) or the list links.
    #[inline]
    pub fn op_mut(&mut self, o: OpId) -> &mut OpData {
        self.edits += 1;
        &mut self.ops[o.index()]
    }
    /// Block storage.
    #[inline]
    pub fn block(&self, b: BlockId) -> &BlockData {
        &self.blocks[b.index()]
    }
    /// Region storage.
    #[inline]
    pub fn region(&self, r: RegionId) -> &RegionData {
        &self.regions[r.index()]
    }
    /// Value storage.
    #[inline]
    pub fn value(&self, v: ValueId) -> &ValueData {
        &self.values[v.index()]
    }
    /// Type of a value.
    #[inline]
    pub fn value_type(&self, v: ValueId) -> Type {
        self.values[v.index()].ty
    }
    /// Changes the type of a value.
    pub fn set_value_type(&mut self, v: ValueId, t: Type) {
        self.edits += 1;
        self.values[v.index()].ty = t;
    }
    /// The op defining `v`, if it is an op result.
    pub fn defining_op(&self, v: ValueId) -> Option<OpId> {
        match self.values[v.index()].def {
            ValueDef::OpResult(o, _) => Some(o),
            ValueDef::BlockArg(..) => None,
        }
    }
    /// The block that owns the value's definition.
    pub fn value_parent_block(&self, v: ValueId) -> Option<BlockId> {
        match self.values[v.index()].def {
            ValueDef::OpResult(o, _) => self.op(o).parent,
            ValueDef::BlockArg(b, _) => Some(b),
        }
    }
    /// Operands of an op.
    #[inline]
    pub fn operands(&self, o: OpId) -> &[ValueId] {
        &self.ops[o.index()].operands
    }
    /// Results of an op.
    #[inline]
    pub fn results(&self, o: OpId) -> &[ValueId] {
        &self.ops[o.index()].results
    }
    /// Result `i` of an op.
    #[inline]
    pub fn result(&self, o: OpId, i: usize) -> ValueId {
        self.ops[o.index()].results[i]
    }
    /// Regions of an op.
    #[inline]
    pub fn regions(&self, o: OpId) -> &[RegionId] {
        &self.ops[o.index()].regions
    }
    /// Arguments of a block.
    #[inline]
    pub fn block_args(&self, b: BlockId) -> &[ValueId] {
        &self.blocks[b.index()].args
    }
    /// The op containing a block.
    pub fn block_parent_op(&self, b: BlockId) -> Option<OpId> {
        self.block(b).parent.and_then(|r| self.region(r).parent)
    }
    /// The op containing an op.
    pub fn parent_op(&self, o: OpId) -> Option<OpId> {
        self.op(o).parent.and_then(|b| self.block_parent_op(b))
    }
    /// The region containing an op.
    pub fn parent_region(&self, o: OpId) -> Option<RegionId> {
        self.op(o).parent.and_then(|b| self.block(b).parent)
    }
    /// True if the op has not been erased.
    pub fn is_alive(&self, o: OpId) -> bool {
        self.ops[o.index()].alive
    }
    /// Number of op slots (including erased ones).
    pub fn num_op_slots(&self) -> usize {
        self.ops.len()
    }
    /// Number of value slots (ids are `0..num_value_slots()`).
    pub fn num_value_slots(&self) -> usize {
        self.values.len()
    }
    /// Number of block slots (ids are `0..num_block_slots()`).
    pub fn num_block_slots(&self) -> usize {
        self.blocks.len()
    }
    /// Attribute `name` of an op (properties first, then discardable attributes).
    pub fn attr(&self, o: OpId, name: Ident) -> Option<Attribute> {
        let d = self.op(o);
        d.props.iter().chain(d.attrs.iter()).find(|na| na.name == name).map(|na| na.value)
    }
    /// Ops of a block in order.
    pub fn block_ops(&self, b: BlockId) -> BlockOps<'_> {
        BlockOps { ir: self, cur: self.block(b).first }
    }
    /// Blocks of a region in order.
    pub fn region_blocks(&self, r: RegionId) -> RegionBlocks<'_> {
        RegionBlocks { ir: self, cur: self.region(r).first }
    }
    /// First block of a region.
    pub fn entry_block(&self, r: RegionId) -> Option<BlockId> {
        self.region(r).first
    }
    /// Last op of a block.
    pub fn terminator(&self, b: BlockId) -> Option<OpId> {
        self.block(b).last
    }
    /// Number of ops in a block.
    pub fn block_len(&self, b: BlockId) -> usize {
        self.block_ops(b).count()
    }
    /// True if the region has no blocks.
    pub fn region_is_empty(&self, r: RegionId) -> bool {
        self.region(r).first.is_none()
    }
    /// Predecessor blocks of `b` (one entry per successor edge).
    pub fn predecessors(&self, b: BlockId) -> Vec<BlockId> {
        self.block(b).pred_uses.iter().filter_map(|&(o, _)| self.op(o).parent).collect()
    }

    /// Reserves room for `ops` more operations, `values` more values and
    /// `blocks` more blocks and regions (the parser calls this with an
    /// estimate from the input size, so that the arenas do not grow by
    /// copying on large inputs).
    pub fn reserve(&mut self, ops: usize, values: usize, blocks: usize) {
        self.ops.reserve(ops);
        self.use_pos.reserve(values + values / 2);
        self.use_stamp.reserve(values + values / 2);
        self.values.reserve(values);
        self.blocks.reserve(blocks);
        self.regions.reserve(blocks);
    }

    /// Erases everything, keeping the arenas' allocations: an arena reused
    /// for the next function of a parallel pass run (see
    /// `affine_transforms::pass`) does not grow again op by op. Every id of
    /// this arena is invalid afterwards.
    pub fn clear(&mut self) {
        self.ops.clear();
        self.use_pos.clear();
        self.use_stamp.clear();
        self.blocks.clear();
        self.regions.clear();
        self.values.clear();
        self.free.ops.clear();
        self.free.blocks.clear();
        self.free.regions.clear();
        self.free.values.clear();
    }

    // ---------- creation ----------

    fn new_value(&mut self, ty: Type, def: ValueDef) -> ValueId {
        let id = ValueId(self.values.len() as u32);
        self.values.push(ValueData { ty, def, uses: UseList::new(), loc: None });
        id
    }

    /// Creates a detached empty region.
    pub fn new_region(&mut self) -> RegionId {
        self.edits += 1;
        let id = RegionId(self.regions.len() as u32);
        self.regions.push(RegionData::default());
        id
    }

    /// Creates a detached block with arguments of the given types.
    pub fn new_block(&mut self, arg_types: &[Type]) -> BlockId {
        self.edits += 1;
        let id = BlockId(self.blocks.len() as u32);
        self.blocks.push(BlockData {
            alive: true,
            order_valid: OrderValid(AtomicBool::new(true)),
            ..Default::default()
        });
        for &t in arg_types {
            self.add_block_arg(id, t, None);
        }
        id
    }

    /// Appends an argument to a block.
    pub fn add_block_arg(&mut self, b: BlockId, ty: Type, loc: Option<Location>) -> ValueId {
        self.edits += 1;
        let idx = self.blocks[b.index()].args.len() as u32;
        let v = self.new_value(ty, ValueDef::BlockArg(b, idx));
        self.values[v.index()].loc = loc;
        self.blocks[b.index()].args.push(v);
        v
    }

    /// Removes argument `i` of a block; it must have no uses.
    pub fn erase_block_arg(&mut self, b: BlockId, i: usize) {
        self.edits += 1;
        self.blocks[b.index()].args.remove(i);
        let args = self.blocks[b.index()].args.clone();
        for (j, a) in args.into_iter().enumerate().skip(i) {
            self.values[a.index()].def = ValueDef::BlockArg(b, j as u32);
        }
    }

    /// Sets the location of a value (block argument locations).
    pub fn set_value_loc(&mut self, v: ValueId, loc: Option<Location>) {
        self.edits += 1;
        self.values[v.index()].loc = loc;
    }

    /// Appends a block at the end of a region.
    pub fn append_block(&mut self, r: RegionId, b: BlockId) {
        self.edits += 1;
        let last = self.regions[r.index()].last;
        {
            let bd = &mut self.blocks[b.index()];
            bd.parent = Some(r);
            bd.prev = last;
            bd.next = None;
        }
        match last {
            Some(l) => self.blocks[l.index()].next = Some(b),
            None => self.regions[r.index()].first = Some(b),
        }
        self.regions[r.index()].last = Some(b);
    }

    /// Inserts block `b` after block `after` in its region.
    pub fn insert_block_after(&mut self, after: BlockId, b: BlockId) {
        self.edits += 1;
        let r = self.blocks[after.index()].parent.expect("block in region");
        let next = self.blocks[after.index()].next;
        {
            let bd = &mut self.blocks[b.index()];
            bd.parent = Some(r);
            bd.prev = Some(after);
            bd.next = next;
        }
        self.blocks[after.index()].next = Some(b);
        match next {
            Some(n) => self.blocks[n.index()].prev = Some(b),
            None => self.regions[r.index()].last = Some(b),
        }
    }

    /// Unlinks a block from its region (keeps its contents).
    pub fn detach_block(&mut self, b: BlockId) {
        self.edits += 1;
        let (r, prev, next) = {
            let bd = &self.blocks[b.index()];
            (bd.parent, bd.prev, bd.next)
        };
        let Some(r) = r else { return };
        match prev {
            Some(p) => self.blocks[p.index()].next = next,
            None => self.regions[r.index()].first = next,
        }
        match next {
            Some(n) => self.blocks[n.index()].prev = prev,
            None => self.regions[r.index()].last = prev,
        }
        let bd = &mut self.blocks[b.index()];
        bd.parent = None;
        bd.prev = None;
        bd.next = None;
    }

    /// Creates a detached op from a state (results get fresh values).
    pub fn create_op(&mut self, mut st: OpState) -> OpId {
        self.create_op_reusing(&mut st)
    }

    /// [`Ir::create_op`] leaving `st` with its lists emptied but their
    /// buffers kept (a list too long to be stored inline gives its buffer to
    /// the op), so that the caller can build its next op in the same state
    /// without allocating the lists again (the parser does, for every op).
    pub fn create_op_reusing(&mut self, st: &mut OpState) -> OpId {
        self.edits += 1;
        let id = self.create_op_from_lists(OpLists {
            name: st.name,
            operands: take_inline(&mut st.operands),
            result_types: &st.result_types,
            attrs: take_thin(&mut st.attrs),
            props: take_inline(&mut st.props),
            successors: take_thin(&mut st.successors),
            regions: take_inline(&mut st.regions),
            loc: st.loc,
        });
        st.result_types.clear();
        id
    }

    /// [`Ir::create_op`] from lists already in their stored form (no
    /// conversion from `Vec`; used by cloning).
    fn create_op_from_lists(&mut self, st: OpLists<'_>) -> OpId {
        let id = OpId(self.ops.len() as u32);
        let results: ValueList = st
            .result_types
            .iter()
            .enumerate()
            .map(|(i, &t)| self.new_value(t, ValueDef::OpResult(id, i as u32)))
            .collect();
        let use_base = self.use_pos.len() as u32;
        for (i, &v) in st.operands.iter().enumerate() {
            let p = self.push_use(v, id, i);
            self.use_pos.push(p);
            self.use_stamp.push(self.next_stamp);
            self.next_stamp += 1;
        }
        let use_cap = st.operands.len() as u32;
        for (i, &s) in st.successors.iter().enumerate() {
            self.blocks[s.index()].pred_uses.push((id, i as u32));
        }
        for &r in &st.regions {
            self.regions[r.index()].parent = Some(id);
        }
        self.ops.push(OpData {
            name: st.name,
            operands: st.operands,
            use_base,
            use_cap,
            results,
            attrs: st.attrs,
            props: st.props,
            successors: st.successors,
            regions: st.regions,
            loc: st.loc,
            parent: None,
            order: OrderIndex::default(),
            prev: None,
            next: None,
            alive: true,
        });
        id
    }

    /// Creates an op and inserts it at `ip`.
    pub fn create_op_at(&mut self, st: OpState, ip: InsertPoint) -> OpId {
        self.edits += 1;
        let o = self.create_op(st);
        self.insert_op(o, ip);
        o
    }

    /// Links a detached op at an insertion point.
    pub fn insert_op(&mut self, o: OpId, ip: InsertPoint) {
        self.edits += 1;
        match ip {
            InsertPoint::BlockEnd(b) => {
                let last = self.blocks[b.index()].last;
                self.link(o, b, last, None);
            }
            InsertPoint::BlockStart(b) => {
                let first = self.blocks[b.index()].first;
                self.link(o, b, None, first);
            }
            InsertPoint::Before(x) => {
                let b = self.ops[x.index()].parent.expect("op in block");
                let prev = self.ops[x.index()].prev;
                self.link(o, b, prev, Some(x));
            }
            InsertPoint::After(x) => {
                let b = self.ops[x.index()].parent.expect("op in block");
                let next = self.ops[x.index()].next;
                self.link(o, b, Some(x), next);
            }
        }
    }

    fn link(&mut self, o: OpId, b: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        self.assign_order(o, b, prev, next);
        {
            let od = &mut self.ops[o.index()];
            od.parent = Some(b);
            od.prev = prev;
            od.next = next;
        }
        match prev {
            Some(p) => self.ops[p.index()].next = Some(o),
            None => self.blocks[b.index()].first = Some(o),
        }
        match next {
            Some(n) => self.ops[n.index()].prev = Some(o),
            None => self.blocks[b.index()].last = Some(o),
        }
    }

    /// Unlinks an op from its block (it stays alive and keeps its operands).
    pub fn detach_op(&mut self, o: OpId) {
        self.edits += 1;
        let (b, prev, next) = {
            let od = &self.ops[o.index()];
            (od.parent, od.prev, od.next)
        };
        let Some(b) = b else { return };
        match prev {
            Some(p) => self.ops[p.index()].next = next,
            None => self.blocks[b.index()].first = next,
        }
        match next {
            Some(n) => self.ops[n.index()].prev = prev,
            None => self.blocks[b.index()].last = prev,
        }
        let od = &mut self.ops[o.index()];
        od.parent = None;
        od.prev = None;
        od.next = None;
    }

    /// Moves an op before another op.
    pub fn move_before(&mut self, o: OpId, before: OpId) {
        self.edits += 1;
        self.detach_op(o);
        self.insert_op(o, InsertPoint::Before(before));
    }

    /// Moves an op after another op.
    pub fn move_after(&mut self, o: OpId, after: OpId) {
        self.edits += 1;
        self.detach_op(o);
        self.insert_op(o, InsertPoint::After(after));
    }

    /// Moves an op to the end of a block.
    pub fn move_to_block_end(&mut self, o: OpId, b: BlockId) {
        self.edits += 1;
        self.detach_op(o);
        self.insert_op(o, InsertPoint::BlockEnd(b));
    }

    // ---------- uses ----------

    /// Uses of a value, in no particular order (see
    /// [`Ir::uses_in_mlir_order`]).
    #[inline]
    pub fn uses(&self, v: ValueId) -> &[Use] {
        &self.values[v.index()].uses
    }
    /// True if a value has no uses.
    pub fn use_empty(&self, v: ValueId) -> bool {
        self.values[v.index()].uses.is_empty()
    }
    /// True if no result of the op is used.
    pub fn results_unused(&self, o: OpId) -> bool {
        self.op(o).results.iter().all(|&r| self.use_empty(r))
    }

    /// Appends the use (`op`, `index`) to `v`'s use list; returns its position.
    fn push_use(&mut self, v: ValueId, op: OpId, index: usize) -> u32 {
        let uses = &mut self.values[v.index()].uses;
        uses.push(Use { op, index: index as u32 });
        (uses.len() - 1) as u32
    }

    /// Adds the uses of `operands`, the new operand list of `o` (whose old
    /// uses are already removed), recording their positions in `o`'s range
    /// of `Ir::use_pos` (a new range at the end of the pool if the op's
    /// is too short).
    fn set_use_range(&mut self, o: OpId, operands: &[ValueId]) {
        let n = operands.len() as u32;
        if n > self.ops[o.index()].use_cap {
            let base = self.use_pos.len() as u32;
            self.use_pos.resize(self.use_pos.len() + n as usize, 0);
            self.use_stamp.resize(self.use_stamp.len() + n as usize, 0);
            let d = &mut self.ops[o.index()];
            d.use_base = base;
            d.use_cap = n;
        }
        let base = self.ops[o.index()].use_base as usize;
        for (i, &v) in operands.iter().enumerate() {
            let p = self.push_use(v, o, i);
            self.use_pos[base + i] = p;
            self.use_stamp[base + i] = self.next_stamp;
            self.next_stamp += 1;
        }
    }

    /// Removes operand `index` of `op` (whose value is `v`) from `v`'s use
    /// list in constant time (the last use moves into its place; the
    /// stamps keep MLIR's order).
    fn remove_use(&mut self, v: ValueId, op: OpId, index: usize) {
        let p = self.use_pos[self.ops[op.index()].use_base as usize + index] as usize;
        let uses = &mut self.values[v.index()].uses;
        debug_assert_eq!(uses.get(p), Some(&Use { op, index: index as u32 }));
        uses.swap_remove(p);
        if let Some(&moved) = uses.get(p) {
            let slot = self.ops[moved.op.index()].use_base as usize + moved.index as usize;
            self.use_pos[slot] = p as u32;
        }
    }

    /// The stamp of a use (larger: more recent).
    fn use_stamp_of(&self, u: Use) -> u64 {
        self.use_stamp[self.ops[u.op.index()].use_base as usize + u.index as usize]
    }

    /// The uses of `v` in MLIR's use-list order: most recent first (MLIR
    /// puts a new use at the front of its value's list; replacing all uses
    /// moves them one at a time, so they end up reversed). Rewrites that
    /// visit users (replace-all-uses, the greedy driver's worklist) follow
    /// this order, and so does the output.
    pub fn uses_in_mlir_order(&self, v: ValueId) -> SmallVec<[Use; 4]> {
        let mut uses: SmallVec<[Use; 4]> = self.values[v.index()].uses.iter().copied().collect();
        if uses.len() > 1 {
            uses.sort_unstable_by_key(|&u| std::cmp::Reverse(self.use_stamp_of(u)));
        }
        uses
    }

    /// Sets operand `i` of `o` to `v`.
    pub fn set_operand(&mut self, o: OpId, i: usize, v: ValueId) {
        self.edits += 1;
        let old = self.ops[o.index()].operands[i];
        self.remove_use(old, o, i);
        self.ops[o.index()].operands[i] = v;
        let p = self.push_use(v, o, i);
        let slot = self.ops[o.index()].use_base as usize + i;
        self.use_pos[slot] = p;
        self.use_stamp[slot] = self.next_stamp;
        self.next_stamp += 1;
    }

    /// Replaces the whole operand list of an op.
    pub fn set_operands(&mut self, o: OpId, new: Vec<ValueId>) {
        self.edits += 1;
        let old = std::mem::take(&mut self.ops[o.index()].operands);
        for (i, v) in old.into_iter().enumerate() {
            self.remove_use(v, o, i);
        }
        self.set_use_range(o, &new);
        self.ops[o.index()].operands = inline_list(new);
    }

    /// Replaces the successor `i` of `o`.
    pub fn set_successor(&mut self, o: OpId, i: usize, b: BlockId) {
        self.edits += 1;
        let old = self.ops[o.index()].successors[i];
        let key = (o, i as u32);
        let pu = &mut self.blocks[old.index()].pred_uses;
        if let Some(p) = pu.iter().position(|&x| x == key) {
            pu.swap_remove(p);
        }
        self.ops[o.index()].successors[i] = b;
        self.blocks[b.index()].pred_uses.push(key);
    }

    /// Replaces every use of `from` with `to`. As MLIR's
    /// `replaceAllUsesWith` (which moves the uses one at a time, most recent
    /// first, each to the front of `to`'s list), the moved uses become the
    /// most recent uses of `to`, in reverse order.
    pub fn replace_all_uses(&mut self, from: ValueId, to: ValueId) {
        self.edits += 1;
        if from == to {
            return;
        }
        let mut uses = std::mem::take(&mut self.values[from.index()].uses);
        // Most recent first, each becoming the most recent use of `to`.
        uses.sort_unstable_by_key(|&u| std::cmp::Reverse(self.use_stamp_of(u)));
        let start = self.values[to.index()].uses.len();
        for (k, u) in uses.iter().enumerate() {
            let d = &mut self.ops[u.op.index()];
            d.operands[u.index as usize] = to;
            let slot = d.use_base as usize + u.index as usize;
            self.use_pos[slot] = (start + k) as u32;
            self.use_stamp[slot] = self.next_stamp;
            self.next_stamp += 1;
        }
        self.values[to.index()].uses.extend(uses);
    }

    /// Replaces uses of `from` with `to` where `pred(use)` holds, visiting
    /// the uses in MLIR's use-list order (most recent first), as MLIR's
    /// `replaceUsesWithIf` does.
    pub fn replace_uses_if(&mut self, from: ValueId, to: ValueId, mut pred: impl FnMut(&Ir, Use) -> bool) {
        self.edits += 1;
        for u in self.uses_in_mlir_order(from) {
            if pred(self, u) {
                self.set_operand(u.op, u.index as usize, to);
            }
        }
    }

    /// Replaces all uses of the results of `o` with `new` (same arity) and erases `o`.
    pub fn replace_op(&mut self, o: OpId, new: &[ValueId]) {
        self.edits += 1;
        let res = self.ops[o.index()].results.clone();
        for (r, &n) in res.into_iter().zip(new) {
            self.replace_all_uses(r, n);
        }
        self.erase_op(o);
    }

    // ---------- erasure ----------

    /// Erases an op with its regions; it is unlinked first. Results must be
    /// unused by ops outside the erased subtree.
    pub fn erase_op(&mut self, o: OpId) {
        self.edits += 1;
        self.detach_op(o);
        self.drop_op(o);
    }

    fn drop_op(&mut self, o: OpId) {
        let regions = self.ops[o.index()].regions.clone();
        for r in regions {
            self.clear_region(r);
        }
        let operands = std::mem::take(&mut self.ops[o.index()].operands);
        for (i, v) in operands.into_iter().enumerate() {
            self.remove_use(v, o, i);
        }
        let succs = std::mem::take(&mut self.ops[o.index()].successors);
        for (i, s) in succs.into_iter().enumerate() {
            let pu = &mut self.blocks[s.index()].pred_uses;
            if let Some(p) = pu.iter().position(|&x| x == (o, i as u32)) {
                pu.swap_remove(p);
            }
        }
        self.ops[o.index()].alive = false;
    }

    /// Erases every block of a region (the region stays, empty).
    pub fn clear_region(&mut self, r: RegionId) {
        self.edits += 1;
        // Drop all ops first (post-order) so uses across blocks disappear.
        let blocks: Vec<BlockId> = self.region_blocks(r).collect();
        for &b in &blocks {
            let ops: Vec<OpId> = self.block_ops(b).collect();
            for o in ops.into_iter().rev() {
                self.drop_op(o);
            }
            let bd = &mut self.blocks[b.index()];
            bd.first = None;
            bd.last = None;
            bd.alive = false;
            bd.parent = None;
        }
        let rd = &mut self.regions[r.index()];
        rd.first = None;
        rd.last = None;
    }

    /// Erases a block (unlinking it) and all its ops.
    pub fn erase_block(&mut self, b: BlockId) {
        self.edits += 1;
        self.detach_block(b);
        let ops: Vec<OpId> = self.block_ops(b).collect();
        for o in ops.into_iter().rev() {
            self.drop_op(o);
        }
        let bd = &mut self.blocks[b.index()];
        bd.first = None;
        bd.last = None;
        bd.alive = false;
    }

    // ---------- block surgery ----------

    /// Splits the block of `at` before `at`: `at` and following ops move to
    /// a new block (with no arguments) inserted after the original. Returns it.
    pub fn split_block(&mut self, at: OpId) -> BlockId {
        self.edits += 1;
        let b = self.ops[at.index()].parent.expect("op in block");
        let nb = self.new_block(&[]);
        self.insert_block_after(b, nb);
        let mut cur = Some(at);
        while let Some(o) = cur {
            cur = self.ops[o.index()].next;
            self.detach_op(o);
            self.insert_op(o, InsertPoint::BlockEnd(nb));
        }
        nb
    }

    /// Moves all ops of `src` to the end of `dst`, replacing uses of `src`'s
    /// arguments with `arg_values`, then erases `src`.
    pub fn merge_blocks(&mut self, src: BlockId, dst: BlockId, arg_values: &[ValueId]) {
        self.edits += 1;
        let args = self.blocks[src.index()].args.clone();
        for (a, &v) in args.into_iter().zip(arg_values) {
            self.replace_all_uses(a, v);
        }
        let ops: Vec<OpId> = self.block_ops(src).collect();
        for o in ops {
            self.detach_op(o);
            self.insert_op(o, InsertPoint::BlockEnd(dst));
        }
        self.erase_block(src);
    }

    /// Moves all blocks of region `src` to the end of region `dst`.
    pub fn take_region_body(&mut self, src: RegionId, dst: RegionId) {
        self.edits += 1;
        let blocks: Vec<BlockId> = self.region_blocks(src).collect();
        for b in blocks {
            self.detach_block(b);
            self.append_block(dst, b);
        }
    }

    // ---------- cloning ----------

    /// Clones an op (with its regions) as a detached op. Operands are
    /// remapped through `map` (unmapped operands are kept); the new results
    /// and nested values are added to `map`.
    pub fn clone_op(&mut self, o: OpId, map: &mut ValueMap) -> OpId {
        self.edits += 1;
        let od = &self.ops[o.index()];
        let (name, loc, attrs, props) = (od.name, od.loc, od.attrs.clone(), od.props.clone());
        let operands: ValueList = od.operands.iter().map(|&v| map.lookup(v)).collect();
        let successors: BlockList = od.successors.iter().map(|&b| map.lookup_block(b)).collect();
        let old_results = od.results.clone();
        let old_regions = od.regions.clone();
        let mut regions = RegionList::with_capacity(old_regions.len());
        for &r in &old_regions {
            let nr = self.new_region();
            self.clone_region_into(r, nr, map);
            regions.push(nr);
        }
        let result_types: SmallVec<[Type; 4]> = old_results.iter().map(|&r| self.value_type(r)).collect();
        let n = self.create_op_from_lists(OpLists {
            name,
            operands,
            result_types: &result_types,
            attrs,
            props,
            successors,
            regions,
            loc,
        });
        for (i, &r) in old_results.iter().enumerate() {
            let nr = self.ops[n.index()].results[i];
            map.map(r, nr);
        }
        n
    }

    /// Clones the blocks of `src` to the end of `dst`, extending `map`.
    pub fn clone_region_into(&mut self, src: RegionId, dst: RegionId, map: &mut ValueMap) {
        self.edits += 1;
        self.clone_blocks_into(src, dst, map, false);
    }

    /// As [`Ir::clone_region_into`], but block arguments already in `map`
    /// get no copy: their uses take the mapped value (MLIR's
    /// `Region::cloneInto`, with which a pattern drops an induction variable
    /// by mapping it to a constant before cloning).
    pub fn clone_region_into_keeping_mapped_args(&mut self, src: RegionId, dst: RegionId, map: &mut ValueMap) {
        self.edits += 1;
        self.clone_blocks_into(src, dst, map, true);
    }

    fn clone_blocks_into(&mut self, src: RegionId, dst: RegionId, map: &mut ValueMap, skip_mapped_args: bool) {
        let blocks: Vec<BlockId> = self.region_blocks(src).collect();
        // Create all blocks first so successors can be mapped.
        for &b in &blocks {
            let args = self.blocks[b.index()].args.clone();
            let nb = self.new_block(&[]);
            for a in args {
                if skip_mapped_args && map.get(a).is_some() {
                    continue;
                }
                let t = self.value_type(a);
                let l = self.values[a.index()].loc;
                let na = self.add_block_arg(nb, t, l);
                map.map(a, na);
            }
            map.map_block(b, nb);
            self.append_block(dst, nb);
        }
        for &b in &blocks {
            let nb = map.lookup_block(b);
            let ops: Vec<OpId> = self.block_ops(b).collect();
            for o in ops {
                let c = self.clone_op(o, map);
                self.insert_op(c, InsertPoint::BlockEnd(nb));
            }
        }
    }

    // ---------- moving IR between arenas ----------

    /// Copies `root` (an op of `src`, with everything nested in it) into
    /// this arena as a detached op, translating interned ids with `ids`,
    /// and returns the copy. Operands must be defined inside `root` (as
    /// for ops isolated from above); slots released by
    /// [`Ir::release_regions`] are reused first. The copy keeps the order
    /// of ops, blocks and arguments, so it prints the same.
    pub fn import_op(&mut self, src: &Ir, root: OpId, ids: &dyn InternedIdMap) -> OpId {
        self.edits += 1;
        let mut values = ImportIdMap::take(src.values.len());
        let mut blocks = ImportIdMap::take(src.blocks.len());
        let mut pairs: Vec<(OpId, OpId)> = Vec::new();
        let new_root = self.import_structure(src, root, ids, &mut values, &mut blocks, &mut pairs);
        // Operands and successors once every value and block of the subtree exists.
        for (from, to) in pairs {
            let operands: ValueList =
                src.ops[from.index()].operands.iter().map(|&v| values.get(v.0).map_or(v, ValueId)).collect();
            self.set_use_range(to, &operands);
            self.ops[to.index()].operands = operands;
            let successors: BlockList =
                src.ops[from.index()].successors.iter().map(|&b| blocks.get(b.0).map_or(b, BlockId)).collect();
            for (i, &b) in successors.iter().enumerate() {
                self.blocks[b.index()].pred_uses.push((to, i as u32));
            }
            self.ops[to.index()].successors = successors;
        }
        values.give_back();
        blocks.give_back();
        new_root
    }

    /// Creates the op (results, regions, blocks, arguments, nested ops) of
    /// [`Ir::import_op`], leaving operands and successors for later.
    fn import_structure(
        &mut self,
        src: &Ir,
        op: OpId,
        ids: &dyn InternedIdMap,
        values: &mut ImportIdMap,
        blocks: &mut ImportIdMap,
        pairs: &mut Vec<(OpId, OpId)>,
    ) -> OpId {
        let d = &src.ops[op.index()];
        let translate_one = |na: &NamedAttr| NamedAttr { name: ids.ident(na.name), value: ids.attr(na.value) };
        let translate = |v: &[NamedAttr]| -> AttrList { v.iter().map(translate_one).collect() };
        let new = self.alloc_op(OpData {
            next: None,
            name: ids.op_name(d.name),
            alive: true,
            regions: RegionList::with_capacity(d.regions.len()),
            results: ValueList::with_capacity(d.results.len()),
            successors: BlockList::new(),
            parent: None,
            order: OrderIndex::default(),
            operands: ValueList::new(),
            use_base: 0,
            use_cap: 0,
            loc: ids.loc(d.loc),
            prev: None,
            attrs: d.attrs.iter().map(translate_one).collect(),
            props: translate(&d.props),
        });
        pairs.push((op, new));
        for (i, &r) in d.results.iter().enumerate() {
            let rd = &src.values[r.index()];
            let v = self.alloc_value(ValueData {
                ty: ids.ty(rd.ty),
                def: ValueDef::OpResult(new, i as u32),
                uses: UseList::new(),
                loc: rd.loc.map(|l| ids.loc(l)),
            });
            self.ops[new.index()].results.push(v);
            values.insert(r.0, v.0);
        }
        for &r in &d.regions {
            let nr = self.alloc_region(RegionData { first: None, last: None, parent: Some(new) });
            self.ops[new.index()].regions.push(nr);
            for b in src.region_blocks(r) {
                let nb = self.alloc_block();
                for (i, &a) in src.blocks[b.index()].args.iter().enumerate() {
                    let ad = &src.values[a.index()];
                    let v = self.alloc_value(ValueData {
                        ty: ids.ty(ad.ty),
                        def: ValueDef::BlockArg(nb, i as u32),
                        uses: UseList::new(),
                        loc: ad.loc.map(|l| ids.loc(l)),
                    });
                    self.blocks[nb.index()].args.push(v);
                    values.insert(a.0, v.0);
                }
                blocks.insert(b.0, nb.0);
                self.append_block(nr, nb);
            }
            for b in src.region_blocks(r) {
                let nb = BlockId(blocks.get(b.0).expect("block created above"));
                for c in src.block_ops(b) {
                    let nc = self.import_structure(src, c, ids, values, blocks, pairs);
                    self.insert_op(nc, InsertPoint::BlockEnd(nb));
                }
            }
        }
        new
    }

    fn alloc_op(&mut self, data: OpData) -> OpId {
        match self.free.ops.pop() {
            Some(id) => {
                // The released op's range of use positions goes with its slot.
                let (base, cap) = (self.ops[id.index()].use_base, self.ops[id.index()].use_cap);
                self.ops[id.index()] = OpData { use_base: base, use_cap: cap, ..data };
                id
            }
            None => {
                self.ops.push(data);
                OpId(self.ops.len() as u32 - 1)
            }
        }
    }

    fn alloc_value(&mut self, data: ValueData) -> ValueId {
        match self.free.values.pop() {
            Some(id) => {
                self.values[id.index()] = data;
                id
            }
            None => {
                self.values.push(data);
                ValueId(self.values.len() as u32 - 1)
            }
        }
    }

    fn alloc_block(&mut self) -> BlockId {
        let data = BlockData { alive: true, order_valid: OrderValid(AtomicBool::new(true)), ..Default::default() };
        match self.free.blocks.pop() {
            Some(id) => {
                self.blocks[id.index()] = data;
                id
            }
            None => {
                self.blocks.push(data);
                BlockId(self.blocks.len() as u32 - 1)
            }
        }
    }

    fn alloc_region(&mut self, data: RegionData) -> RegionId {
        match self.free.regions.pop() {
            Some(id) => {
                self.regions[id.index()] = data;
                id
            }
            None => {
                self.regions.push(data);
                RegionId(self.regions.len() as u32 - 1)
            }
        }
    }

    /// Erases everything inside the regions of `op` (the regions stay,
    /// empty) and keeps the slots for [`Ir::import_op`]. Nothing outside
    /// `op` may use a value defined inside it (true of ops isolated from
    /// above), and no id of the released IR may be used afterwards.
    pub fn release_regions(&mut self, op: OpId) {
        self.edits += 1;
        let regions = self.ops[op.index()].regions.clone();
        for r in regions {
            let blocks: Vec<BlockId> = self.region_blocks(r).collect();
            for b in blocks {
                let ops: Vec<OpId> = self.block_ops(b).collect();
                for o in ops {
                    self.release_op(o);
                }
                let bd = std::mem::take(&mut self.blocks[b.index()]);
                for a in bd.args {
                    self.release_value(a);
                }
                self.free.blocks.push(b);
            }
            let rd = &mut self.regions[r.index()];
            rd.first = None;
            rd.last = None;
        }
    }

    fn release_op(&mut self, o: OpId) {
        let d = &mut self.ops[o.index()];
        d.alive = false;
        d.parent = None;
        d.prev = None;
        d.next = None;
        d.operands = Default::default();
        d.successors = Default::default();
        d.attrs = Default::default();
        d.props = Default::default();
        let results = std::mem::take(&mut d.results);
        let regions = std::mem::take(&mut d.regions);
        for v in results {
            self.release_value(v);
        }
        for r in regions {
            let blocks: Vec<BlockId> = self.region_blocks(r).collect();
            for b in blocks {
                let ops: Vec<OpId> = self.block_ops(b).collect();
                for c in ops {
                    self.release_op(c);
                }
                let bd = std::mem::take(&mut self.blocks[b.index()]);
                for a in bd.args {
                    self.release_value(a);
                }
                self.free.blocks.push(b);
            }
            self.regions[r.index()] = RegionData::default();
            self.free.regions.push(r);
        }
        self.free.ops.push(o);
    }

    fn release_value(&mut self, v: ValueId) {
        self.values[v.index()].uses = UseList::new();
        self.free.values.push(v);
    }

    /// Gives `target` the region contents, attributes and properties of
    /// `donor` (a detached op with as many regions, e.g. made by
    /// [`Ir::import_op`]), whose regions are then empty, and erases
    /// `donor`. `target` keeps its id, operands, results and place.
    pub fn replace_body_with(&mut self, target: OpId, donor: OpId) {
        self.edits += 1;
        let pairs: Vec<(RegionId, RegionId)> = self.ops[donor.index()]
            .regions
            .iter()
            .copied()
            .zip(self.ops[target.index()].regions.iter().copied())
            .collect();
        for (from, to) in pairs {
            self.take_region_body(from, to);
        }
        let attrs = std::mem::take(&mut self.ops[donor.index()].attrs);
        let props = std::mem::take(&mut self.ops[donor.index()].props);
        let loc = self.ops[donor.index()].loc;
        let t = &mut self.ops[target.index()];
        t.attrs = attrs;
        t.props = props;
        t.loc = loc;
        self.release_op(donor);
    }

    // ---------- walking ----------

    /// Collects `root` and all nested ops in the given order.
    pub fn walk(&self, root: OpId, order: WalkOrder) -> Vec<OpId> {
        let mut out = Vec::new();
        self.walk_into(root, order, &mut out);
        out
    }

    fn walk_into(&self, o: OpId, order: WalkOrder, out: &mut Vec<OpId>) {
        if order == WalkOrder::PreOrder {
            out.push(o);
        }
        for &r in &self.ops[o.index()].regions {
            for b in self.region_blocks(r) {
                for c in self.block_ops(b) {
                    self.walk_into(c, order, out);
                }
            }
        }
        if order == WalkOrder::PostOrder {
            out.push(o);
        }
    }

    /// Calls `f` on `root` and nested ops in pre-order.
    pub fn walk_pre(&self, root: OpId, f: &mut dyn FnMut(OpId)) {
        f(root);
        for &r in &self.ops[root.index()].regions {
            for b in self.region_blocks(r) {
                for c in self.block_ops(b) {
                    self.walk_pre(c, f);
                }
            }
        }
    }

    /// How many mutating calls this IR has seen: equal counts before and
    /// after a pass mean the pass changed nothing (used to skip the
    /// verification after it, as MLIR does for a pass that preserved all
    /// analyses).
    pub fn edit_count(&self) -> u64 {
        self.edits
    }

    /// True if `anc` is `o` or a proper ancestor of `o`.
    pub fn is_ancestor(&self, anc: OpId, o: OpId) -> bool {
        let mut cur = Some(o);
        while let Some(c) = cur {
            if c == anc {
                return true;
            }
            cur = self.parent_op(c);
        }
        false
    }

    /// True if `a` is before `b` in the same block (false if they are in
    /// different blocks or detached). Constant time: ops carry cached order
    /// indices; a block whose indices ran out of room is renumbered once,
    /// lazily, by the first query after the mutation (as MLIR does).
    pub fn is_before_in_block(&self, a: OpId, b: OpId) -> bool {
        let Some(block) = self.op(a).parent else { return false };
        if self.op(b).parent != Some(block) {
            return false;
        }
        if !self.blocks[block.index()].order_valid.get() {
            self.renumber_block(block);
        }
        self.op(a).order.get() < self.op(b).order.get()
    }

    /// Gives every op of `b` a fresh index, spread over half of the index
    /// range (at least `ORDER_STRIDE` apart), so that many ops can later be
    /// inserted anywhere, including before the first op, before the block
    /// needs renumbering again.
    fn renumber_block(&self, b: BlockId) {
        let count = self.block_ops(b).count() as u64;
        let stride = spread_stride(count);
        let mut next_index = stride;
        for o in self.block_ops(b) {
            self.ops[o.index()].order.set(next_index);
            next_index = next_index.saturating_add(stride);
        }
        self.blocks[b.index()].order_valid.set(true);
    }

    /// Makes room for `o` between `prev` and `next` by spreading the
    /// indices of a window of ops around the insertion point evenly over
    /// the index interval around the window, doubling the window until the
    /// interval has room (an order-maintenance list's local relabelling).
    /// Without it, repeated insertions at one place (an alloc hoisted to the
    /// start of a function, after each fusion) would renumber the whole
    /// block every few insertions. Returns false when the window would be
    /// most of the block: the block is then renumbered lazily instead.
    fn relabel_around(&mut self, o: OpId, prev: Option<OpId>, next: Option<OpId>) -> bool {
        let mut window: std::collections::VecDeque<OpId> = std::collections::VecDeque::new();
        window.extend(prev);
        window.push_back(o);
        window.extend(next);
        let mut before = prev.and_then(|p| self.ops[p.index()].prev);
        let mut after = next.and_then(|n| self.ops[n.index()].next);
        let mut want = 4usize;
        loop {
            while window.len() < want && (before.is_some() || after.is_some()) {
                if let Some(x) = before {
                    window.push_front(x);
                    before = self.ops[x.index()].prev;
                }
                if let Some(x) = after {
                    window.push_back(x);
                    after = self.ops[x.index()].next;
                }
            }
            let low = before.map_or(0, |x| self.ops[x.index()].order.get()) as u64;
            let high = after.map_or(u32::MAX, |x| self.ops[x.index()].order.get()) as u64;
            let slots = window.len() as u64 + 1;
            if high > low && (high - low) / slots >= ORDER_STRIDE as u64 {
                let step = (high - low) / slots;
                for (i, &x) in window.iter().enumerate() {
                    self.ops[x.index()].order.set((low + step * (i as u64 + 1)) as u32);
                }
                return true;
            }
            if before.is_none() && after.is_none() {
                return false;
            }
            want *= 2;
        }
    }

    /// Gives `o`, about to be linked between `prev` and `next` in `b`, an
    /// index between theirs, or marks the block for renumbering if there
    /// is no room.
    fn assign_order(&mut self, o: OpId, b: BlockId, prev: Option<OpId>, next: Option<OpId>) {
        if !self.blocks[b.index()].order_valid.get() {
            return;
        }
        let low = prev.map_or(0, |p| self.ops[p.index()].order.get());
        let high = next.map_or(u32::MAX, |n| self.ops[n.index()].order.get());
        let index = if next.is_none() { low.checked_add(ORDER_STRIDE) } else { Some(low + (high - low) / 2) };
        match index {
            Some(i) if i > low && i < high => self.ops[o.index()].order.set(i),
            _ => {
                if !self.relabel_around(o, prev, next) {
                    self.blocks[b.index()].order_valid.set(false);
                }
            }
        }
    }
}

/// Iterator over the ops of a block.
pub struct BlockOps<'a> {
    ir: &'a Ir,
    cur: Option<OpId>,
}

impl Iterator for BlockOps<'_> {
    type Item = OpId;
    #[inline]
    fn next(&mut self) -> Option<OpId> {
        let c = self.cur?;
        self.cur = self.ir.op(c).next;
        if let Some(n) = self.cur {
            // The caller works on `c` (verifies, numbers, prints it) while
            // the next op's record comes in: on large inputs every walk
            // over the IR is otherwise one cache miss per op, in a chain.
            prefetch(self.ir.op(n));
        }
        Some(c)
    }
}

/// `v` as an op's list: inline whenever its elements fit, whatever the
/// `Vec`'s capacity. (`SmallVec::from_vec` keeps the heap buffer of a `Vec`
/// whose capacity exceeds the inline one, and a `Vec` grown by `push` has
/// room for at least four: one property pushed into an [`OpState`] was a
/// heap block of its own per op, and a pointer to chase on every lookup.)
fn inline_list<A: smallvec::Array>(v: Vec<A::Item>) -> SmallVec<A>
where
    A::Item: Copy,
{
    if v.len() <= A::size() { SmallVec::from_slice(&v) } else { SmallVec::from_vec(v) }
}

/// Asks the CPU to bring the first two cache lines of `d` (the fields the
/// walks read: links, name, regions, results, parent, operands) into the
/// cache, without waiting for them.
#[inline(always)]
fn prefetch(d: &OpData) {
    #[cfg(target_arch = "x86_64")]
    {
        use std::arch::x86_64::{_MM_HINT_T0, _mm_prefetch};
        let p = (d as *const OpData).cast::<i8>();
        // SAFETY: a prefetch is only a hint: it never faults and has no
        // effect on the program's state, whatever the address (here both
        // lines are within or just past a live `OpData`); SSE is part of
        // the x86_64 baseline.
        unsafe {
            _mm_prefetch::<_MM_HINT_T0>(p);
            _mm_prefetch::<_MM_HINT_T0>(p.wrapping_add(64));
        }
    }
    #[cfg(not(target_arch = "x86_64"))]
    let _ = d;
}

/// Iterator over the blocks of a region.
pub struct RegionBlocks<'a> {
    ir: &'a Ir,
    cur: Option<BlockId>,
}

impl Iterator for RegionBlocks<'_> {
    type Item = BlockId;
    fn next(&mut self) -> Option<BlockId> {
        let c = self.cur?;
        self.cur = self.ir.block(c).next;
        Some(c)
    }
}

/// A value and block mapping used by cloning (MLIR's `IRMapping`).
#[derive(Default, Debug, Clone)]
pub struct ValueMap {
    values: std::collections::HashMap<ValueId, ValueId>,
    blocks: std::collections::HashMap<BlockId, BlockId>,
}

impl ValueMap {
    /// An empty mapping.
    pub fn new() -> Self {
        Self::default()
    }
    /// Maps `from` to `to`.
    pub fn map(&mut self, from: ValueId, to: ValueId) {
        self.values.insert(from, to);
    }
    /// The mapped value or `v` itself.
    pub fn lookup(&self, v: ValueId) -> ValueId {
        self.values.get(&v).copied().unwrap_or(v)
    }
    /// The mapped value if any.
    pub fn get(&self, v: ValueId) -> Option<ValueId> {
        self.values.get(&v).copied()
    }
    /// Maps a block.
    pub fn map_block(&mut self, from: BlockId, to: BlockId) {
        self.blocks.insert(from, to);
    }
    /// The mapped block or `b` itself.
    pub fn lookup_block(&self, b: BlockId) -> BlockId {
        self.blocks.get(&b).copied().unwrap_or(b)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::context::Context;

    fn mk(ctx: &mut Context, name: &str, operands: Vec<ValueId>, nres: usize) -> OpState {
        let n = ctx.op_name(name);
        let l = ctx.unknown_loc();
        let t = ctx.int_type(32);
        let mut st = OpState::new(n, l);
        st.operands = operands;
        st.result_types = vec![t; nres];
        st
    }

    /// `uses_in_mlir_order` keeps MLIR's use-list order: removing a use
    /// leaves the others in place, and replacing all uses moves them,
    /// reversed, after the existing uses of the new value (MLIR prepends
    /// each moved use).
    #[test]
    fn use_lists_keep_mlir_order() {
        let mut ctx = Context::new();
        let b = ctx.ir.new_block(&[]);
        let s = mk(&mut ctx, "t.a", vec![], 1);
        let a = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b));
        let va = ctx.ir.result(a, 0);
        let s = mk(&mut ctx, "t.c", vec![], 1);
        let c = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b));
        let vc = ctx.ir.result(c, 0);
        let users: Vec<OpId> = (0..4)
            .map(|_| {
                let s = mk(&mut ctx, "t.u", vec![va], 0);
                ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b))
            })
            .collect();
        let s = mk(&mut ctx, "t.u", vec![vc], 0);
        let on_c = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b));
        // Oldest first (MLIR's list reversed), as the checks read easier.
        let order = |ctx: &Context, v| ctx.ir.uses_in_mlir_order(v).iter().rev().map(|u| u.op).collect::<Vec<_>>();
        ctx.ir.erase_op(users[1]);
        assert_eq!(order(&ctx, va), vec![users[0], users[2], users[3]]);
        ctx.ir.replace_all_uses(va, vc);
        assert_eq!(order(&ctx, vc), vec![on_c, users[3], users[2], users[0]]);
        ctx.ir.erase_op(users[3]);
        assert_eq!(order(&ctx, vc), vec![on_c, users[2], users[0]]);
        ctx.ir.replace_uses_if(vc, va, |_, _| true);
        assert_eq!(order(&ctx, va), vec![users[0], users[2], on_c]);
        check_uses(&ctx.ir);
    }

    #[test]
    fn create_insert_replace_erase() {
        let mut ctx = Context::new();
        let b = ctx.ir.new_block(&[]);
        let s1 = mk(&mut ctx, "t.a", vec![], 1);
        let a = ctx.ir.create_op_at(s1, InsertPoint::BlockEnd(b));
        let va = ctx.ir.result(a, 0);
        let s2 = mk(&mut ctx, "t.b", vec![va, va], 1);
        let bop = ctx.ir.create_op_at(s2, InsertPoint::BlockEnd(b));
        assert_eq!(ctx.ir.uses(va).len(), 2);
        let s3 = mk(&mut ctx, "t.c", vec![], 1);
        let c = ctx.ir.create_op_at(s3, InsertPoint::Before(bop));
        assert_eq!(ctx.ir.block_ops(b).collect::<Vec<_>>(), vec![a, c, bop]);
        let vc = ctx.ir.result(c, 0);
        ctx.ir.replace_all_uses(va, vc);
        assert!(ctx.ir.use_empty(va));
        assert_eq!(ctx.ir.operands(bop), &[vc, vc]);
        ctx.ir.erase_op(a);
        assert_eq!(ctx.ir.block_ops(b).collect::<Vec<_>>(), vec![c, bop]);
        ctx.ir.move_before(bop, c);
        assert_eq!(ctx.ir.block_ops(b).collect::<Vec<_>>(), vec![bop, c]);
        ctx.ir.erase_op(bop);
        assert!(ctx.ir.use_empty(vc));
    }

    #[test]
    fn cleared_arena_imports_like_a_fresh_one() {
        let mut ctx = Context::new();
        let region = ctx.ir.new_region();
        let b = ctx.ir.new_block(&[]);
        ctx.ir.append_block(region, b);
        let s1 = mk(&mut ctx, "t.a", vec![], 1);
        let a = ctx.ir.create_op_at(s1, InsertPoint::BlockEnd(b));
        let va = ctx.ir.result(a, 0);
        let s2 = mk(&mut ctx, "t.b", vec![va], 0);
        ctx.ir.create_op_at(s2, InsertPoint::BlockEnd(b));
        let mut st = mk(&mut ctx, "t.root", vec![], 0);
        st.regions.push(region);
        let root = ctx.ir.create_op(st);
        let mut fresh = Ir::default();
        let copy = fresh.import_op(&ctx.ir, root, &SameIds);
        let mut reused = ctx.ir.clone();
        reused.clear();
        assert_eq!((reused.ops.len(), reused.values.len(), reused.blocks.len()), (0, 0, 0));
        let again = reused.import_op(&ctx.ir, root, &SameIds);
        assert_eq!(again, copy);
        assert_eq!(reused.walk(again, WalkOrder::PreOrder), fresh.walk(copy, WalkOrder::PreOrder));
        let inner = reused.walk(again, WalkOrder::PreOrder)[2];
        assert_eq!(reused.operands(inner), fresh.operands(inner));
        check_uses(&reused);
    }

    #[test]
    fn short_lists_stay_inline_and_operand_lists_can_grow_and_shrink() {
        let mut ctx = Context::new();
        let b = ctx.ir.new_block(&[]);
        let st = mk(&mut ctx, "t.a", vec![], 2);
        let a = ctx.ir.create_op_at(st, InsertPoint::BlockEnd(b));
        let (v0, v1) = (ctx.ir.result(a, 0), ctx.ir.result(a, 1));
        // One property pushed into the state (a `Vec` with room for four)
        // is stored inline in the op record, not in a heap block.
        let mut st = mk(&mut ctx, "t.b", vec![v0], 1);
        let key = ctx.ident("key");
        let unit = ctx.unit_attr();
        st.props.push(NamedAttr { name: key, value: unit });
        let user = ctx.ir.create_op_at(st, InsertPoint::BlockEnd(b));
        assert!(!ctx.ir.op(user).props.spilled());
        assert_eq!(ctx.ir.attr(user, key), Some(unit));
        // Two uses fit in the value's record.
        let st = mk(&mut ctx, "t.c", vec![v0], 0);
        let other = ctx.ir.create_op_at(st, InsertPoint::BlockEnd(b));
        assert!(!ctx.ir.value(v0).uses.spilled());
        // Growing the operand list moves the op's use positions to a new
        // range of the pool; shrinking it and growing it back reuses that.
        ctx.ir.set_operands(user, vec![v1, v0, v1, v0, v1]);
        check_uses(&ctx.ir);
        ctx.ir.set_operands(user, vec![v0]);
        check_uses(&ctx.ir);
        let pool = ctx.ir.use_pos.len();
        ctx.ir.set_operands(user, vec![v1, v1, v0]);
        assert_eq!(ctx.ir.use_pos.len(), pool);
        check_uses(&ctx.ir);
        ctx.ir.set_operand(other, 0, v1);
        ctx.ir.erase_op(user);
        check_uses(&ctx.ir);
        assert_eq!(ctx.ir.uses(v1), &[Use { op: other, index: 0 }]);
        assert!(ctx.ir.use_empty(v0));
    }

    /// The id tables `import_op` reuses between copies on one thread are
    /// reset after each copy: a second copy, of another subtree, gets its
    /// own operands (an id the first copy translated, and that the second
    /// uses from outside itself, is not translated again).
    #[test]
    fn consecutive_imports_do_not_share_translations() {
        let mut ctx = Context::new();
        let outer = mk(&mut ctx, "t.outer", vec![], 1);
        let outer = ctx.ir.create_op(outer);
        let v_outer = ctx.ir.result(outer, 0);
        let make_root = |ctx: &mut Context, uses_outer: bool| {
            let region = ctx.ir.new_region();
            let b = ctx.ir.new_block(&[]);
            ctx.ir.append_block(region, b);
            let s = mk(ctx, "t.a", vec![], 1);
            let a = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b));
            let va = ctx.ir.result(a, 0);
            let operands = if uses_outer { vec![va, v_outer] } else { vec![va] };
            let s = mk(ctx, "t.b", operands, 0);
            ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b));
            let mut st = mk(ctx, "t.root", vec![], 0);
            st.regions.push(region);
            ctx.ir.create_op(st)
        };
        // The first copy includes `t.outer` (and translates its result).
        let mut st = mk(&mut ctx, "t.holder", vec![], 0);
        let region = ctx.ir.new_region();
        let b = ctx.ir.new_block(&[]);
        ctx.ir.append_block(region, b);
        st.regions.push(region);
        let holder = ctx.ir.create_op(st);
        ctx.ir.insert_op(outer, InsertPoint::BlockEnd(b));
        let second = make_root(&mut ctx, true);
        let mut dest = Ir::default();
        dest.new_value(Type(0), ValueDef::OpResult(OpId(0), 0));
        let first_copy = dest.import_op(&ctx.ir, holder, &SameIds);
        let second_copy = dest.import_op(&ctx.ir, second, &SameIds);
        let inner = dest.walk(second_copy, WalkOrder::PreOrder)[2];
        let inner_a = dest.walk(second_copy, WalkOrder::PreOrder)[1];
        // `%va` is the second copy's own; `v_outer` is not defined inside
        // it, so its id is kept as is (not the first copy's translation).
        assert_eq!(dest.operands(inner), &[dest.result(inner_a, 0), v_outer]);
        assert_ne!(dest.result(dest.walk(first_copy, WalkOrder::PreOrder)[1], 0), v_outer);
    }

    /// Checks the use-list invariant: every use of a value sits at the
    /// position its op records, and every operand of a live op is a use.
    fn check_uses(ir: &Ir) {
        for (vi, vd) in ir.values.iter().enumerate() {
            for (p, u) in vd.uses.iter().enumerate() {
                let od = &ir.ops[u.op.index()];
                assert_eq!(od.operands[u.index as usize], ValueId(vi as u32));
                assert_eq!(ir.use_pos[od.use_base as usize + u.index as usize] as usize, p);
            }
        }
        for (oi, od) in ir.ops.iter().enumerate() {
            if od.alive {
                for (i, &v) in od.operands.iter().enumerate() {
                    assert!(ir.uses(v).contains(&Use { op: OpId(oi as u32), index: i as u32 }));
                }
            }
        }
    }

    #[test]
    fn use_lists_stay_consistent_under_mutation() {
        let mut ctx = Context::new();
        let b = ctx.ir.new_block(&[]);
        let mut values = Vec::new();
        for _ in 0..4 {
            let s = mk(&mut ctx, "t.def", vec![], 1);
            let o = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b));
            values.push(ctx.ir.result(o, 0));
        }
        let mut users = Vec::new();
        let mut state = 12345u64;
        let mut next = |n: usize| {
            state = state.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            (state >> 33) as usize % n
        };
        for step in 0..2000 {
            match next(5) {
                0 | 1 => {
                    let operands = (0..next(4)).map(|_| values[next(values.len())]).collect();
                    let s = mk(&mut ctx, "t.use", operands, 0);
                    users.push(ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b)));
                }
                2 if !users.is_empty() => {
                    let u = users.swap_remove(next(users.len()));
                    ctx.ir.erase_op(u);
                }
                3 if !users.is_empty() => {
                    let u = users[next(users.len())];
                    let n = ctx.ir.operands(u).len();
                    if n > 0 {
                        ctx.ir.set_operand(u, next(n), values[next(values.len())]);
                    }
                }
                _ => {
                    let (a, c) = (values[next(values.len())], values[next(values.len())]);
                    ctx.ir.replace_all_uses(a, c);
                }
            }
            if step % 100 == 0 {
                check_uses(&ctx.ir);
            }
        }
        check_uses(&ctx.ir);
    }

    #[test]
    fn order_queries_follow_mutations() {
        let mut ctx = Context::new();
        let b = ctx.ir.new_block(&[]);
        let mut ops = Vec::new();
        for _ in 0..40 {
            let s = mk(&mut ctx, "t.a", vec![], 0);
            ops.push(ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b)));
        }
        // Insert many ops at the same spot: the gap runs out and the block
        // is renumbered lazily.
        let anchor = ops[20];
        for _ in 0..100 {
            let s = mk(&mut ctx, "t.b", vec![], 0);
            let o = ctx.ir.create_op_at(s, InsertPoint::Before(anchor));
            assert!(ctx.ir.is_before_in_block(o, anchor));
            assert!(ctx.ir.is_before_in_block(ops[19], o));
        }
        for _ in 0..30 {
            let s = mk(&mut ctx, "t.c", vec![], 0);
            let o = ctx.ir.create_op_at(s, InsertPoint::BlockStart(b));
            assert!(ctx.ir.is_before_in_block(o, ops[0]));
        }
        ctx.ir.move_after(ops[0], ops[39]);
        let order: Vec<OpId> = ctx.ir.block_ops(b).collect();
        for (i, &x) in order.iter().enumerate() {
            for &y in &order[i + 1..] {
                assert!(ctx.ir.is_before_in_block(x, y));
                assert!(!ctx.ir.is_before_in_block(y, x));
            }
        }
        let other = ctx.ir.new_block(&[]);
        let s = mk(&mut ctx, "t.d", vec![], 0);
        let elsewhere = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(other));
        assert!(!ctx.ir.is_before_in_block(ops[1], elsewhere));
    }

    #[test]
    fn order_stays_consistent_under_many_insertions_at_one_place() {
        // Allocs hoisted to a function's start after each fusion: thousands
        // of insertions before the first op, each followed by order queries.
        // The local relabelling keeps the indices increasing along the block.
        let mut ctx = Context::new();
        let b = ctx.ir.new_block(&[]);
        let mut ops = Vec::new();
        for _ in 0..500 {
            let s = mk(&mut ctx, "t.a", vec![], 0);
            ops.push(ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b)));
        }
        assert!(ctx.ir.is_before_in_block(ops[0], ops[499]));
        let mut seed = 12345u64;
        for i in 0..3000 {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            let s = mk(&mut ctx, "t.b", vec![], 0);
            let at = match (seed >> 33) % 4 {
                0 | 1 => InsertPoint::BlockStart(b),
                2 => InsertPoint::Before(ops[(seed >> 40) as usize % ops.len()]),
                _ => InsertPoint::After(ops[(seed >> 40) as usize % ops.len()]),
            };
            let o = ctx.ir.create_op_at(s, at);
            if let Some(n) = ctx.ir.op(o).next {
                assert!(ctx.ir.is_before_in_block(o, n), "insertion {i}");
            }
            if let Some(p) = ctx.ir.op(o).prev {
                assert!(ctx.ir.is_before_in_block(p, o), "insertion {i}");
            }
            ops.push(o);
        }
        let order: Vec<OpId> = ctx.ir.block_ops(b).collect();
        for w in order.windows(2) {
            assert!(ctx.ir.is_before_in_block(w[0], w[1]));
            assert!(!ctx.ir.is_before_in_block(w[1], w[0]));
        }
    }

    #[test]
    fn edit_count_moves_with_mutations_only() {
        let mut ctx = Context::new();
        let b = ctx.ir.new_block(&[]);
        let s = mk(&mut ctx, "t.a", vec![], 1);
        let a = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b));
        let before = ctx.ir.edit_count();
        // Queries do not count.
        let _ = (ctx.ir.block_ops(b).count(), ctx.ir.result(a, 0), ctx.ir.is_before_in_block(a, a));
        assert_eq!(ctx.ir.edit_count(), before);
        let v = ctx.ir.result(a, 0);
        let s = mk(&mut ctx, "t.b", vec![v], 0);
        let user = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(b));
        let after_create = ctx.ir.edit_count();
        assert!(after_create > before);
        ctx.ir.erase_op(user);
        assert!(ctx.ir.edit_count() > after_create);
    }

    #[test]
    fn clone_split_merge() {
        let mut ctx = Context::new();
        let i32t = ctx.int_type(32);
        let outer_b = ctx.ir.new_block(&[]);
        let r = ctx.ir.new_region();
        let inner = ctx.ir.new_block(&[i32t]);
        ctx.ir.append_block(r, inner);
        let arg = ctx.ir.block_args(inner)[0];
        let s = mk(&mut ctx, "t.use", vec![arg], 1);
        let u = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(inner));
        let mut s = mk(&mut ctx, "t.loop", vec![], 0);
        s.regions = vec![r];
        let lp = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(outer_b));
        let mut m = ValueMap::new();
        let c = ctx.ir.clone_op(lp, &mut m);
        ctx.ir.insert_op(c, InsertPoint::After(lp));
        let cr = ctx.ir.regions(c)[0];
        let cb = ctx.ir.entry_block(cr).unwrap();
        let cu = ctx.ir.block_ops(cb).next().unwrap();
        assert_ne!(cu, u);
        assert_eq!(ctx.ir.operands(cu), &[ctx.ir.block_args(cb)[0]]);
        assert_eq!(ctx.ir.walk(c, WalkOrder::PostOrder), vec![cu, c]);
        // split / merge
        let s = mk(&mut ctx, "t.x", vec![], 0);
        let x = ctx.ir.create_op_at(s, InsertPoint::BlockEnd(inner));
        let nb = ctx.ir.split_block(x);
        assert_eq!(ctx.ir.block_ops(nb).collect::<Vec<_>>(), vec![x]);
        ctx.ir.merge_blocks(nb, inner, &[]);
        assert_eq!(ctx.ir.block_ops(inner).collect::<Vec<_>>(), vec![u, x]);
    }
}
