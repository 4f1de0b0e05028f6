//! The memref dependence graph of a block (MLIR's `MemRefDependenceGraph`,
//! `mlir/lib/Dialect/Affine/Analysis/Utils.cpp`): one node per top-level
//! loop nest, affine load/store, op producing values used in a nest, and op
//! with memory effects; one edge per memref (or SSA value) through which
//! two nodes may depend on each other.
//!
//! Fusion walks and updates it; its node order and edge order decide which
//! fusions are tried first, so both follow MLIR 22: nodes are iterated in
//! the order of LLVM's `DenseMap<unsigned, Node>` (emulated by
//! [`NodeOrder`]), edges in insertion order. One difference: MLIR adds the
//! memref edges in the order of a map keyed by heap addresses (so its order
//! varies between runs); here memrefs are taken in the order they are first
//! accessed, which is deterministic.
//!
//! Like MLIR's, the graph has no edge between accesses to one buffer
//! through different views (`memref.cast`, `memref.subview`, ...); it
//! records which accessed memrefs are such aliases
//! ([`MemRefDependenceGraph::view_aliases`]) so that fusion can refuse what
//! would reorder them.

use affine_ir::fxhash::{FxHashMap, FxHashSet};

use affine_dialects::affine::names;
use affine_ir::dialect::{EffectKind, traits};
use affine_ir::ir::WalkOrder;
use affine_ir::{BlockId, Context, OpId, ValueId};

use crate::access::{MemRefAccess, access_memref_and_kind};
use crate::dependence::{DependenceResult, RelationCache, check_with_details_cached};
use crate::loop_nest::mlir_precision;
use crate::loop_nest::{affine_for_ivs, is_for, is_memory_effect_free, is_memref, nesting_depth};

/// Ops that forward to their regions in a well-defined way (MLIR's
/// `RegionBranchOpInterface`).
const REGION_BRANCH_OPS: &[&str] = &[
    "affine.for",
    "affine.if",
    "affine.parallel",
    "scf.for",
    "scf.if",
    "scf.while",
    "scf.parallel",
    "scf.forall",
    "scf.execute_region",
    "scf.index_switch",
    "memref.alloca_scope",
];

/// The memref `op` is a view of, if it is a view-like op (MLIR's
/// `ViewLikeOpInterface`).
pub use affine_dialects::memref::view_source;

/// The buffer `memref` is a view of (through any chain of view-like ops),
/// or `memref` itself.
pub fn memref_root(ctx: &Context, memref: ValueId) -> ValueId {
    let mut cur = memref;
    while let Some(src) = ctx.ir.defining_op(cur).and_then(|d| view_source(ctx, d)) {
        cur = src;
    }
    cur
}

/// True if `op` implements MLIR's `RegionBranchOpInterface`.
pub fn is_region_branch_op(ctx: &Context, op: OpId) -> bool {
    REGION_BRANCH_OPS.contains(&ctx.op_name_str(ctx.ir.op(op).name))
}

/// The memref an affine access op reads or writes.
pub fn access_memref(ctx: &Context, op: OpId) -> Option<ValueId> {
    access_memref_and_kind(ctx, op).map(|(m, _)| m)
}

/// True if `op` may have an effect of `kind` on `value`: a declared one
/// (MLIR's `hasEffect<Kind>(op, value)`), or, for an op with unknown
/// effects (a call), a read or write of each memref operand. MLIR's
/// `hasEffect` is false there, so its graph has no edge through a call that
/// writes a buffer and fuses across it (see
/// `tests/lit/fusion/soundness/call-writes-buffer.mlir`).
pub fn has_effect_on(ctx: &Context, op: OpId, kind: EffectKind, value: ValueId) -> bool {
    match ctx.memory_effects(op) {
        Some(e) => e.iter().any(|e| e.kind == kind && e.value == Some(value)),
        None => {
            matches!(kind, EffectKind::Read | EffectKind::Write)
                && !ctx.op_has_trait(op, traits::RECURSIVE_MEMORY_EFFECTS)
                && ctx.ir.operands(op).contains(&value)
        }
    }
}

/// True if `op` declares an effect of `kind` (on anything).
fn has_effect(ctx: &Context, op: OpId, kind: EffectKind) -> bool {
    ctx.memory_effects(op).is_some_and(|e| e.iter().any(|e| e.kind == kind))
}

/// The accesses found in one op and its nest (MLIR's
/// `LoopNestStateCollector`).
#[derive(Clone, Debug, Default)]
pub struct LoopNestState {
    /// `affine.for` ops, in walk (post-)order.
    pub for_ops: Vec<OpId>,
    /// Affine loads.
    pub loads: Vec<OpId>,
    /// Affine stores.
    pub stores: Vec<OpId>,
    /// Other ops reading memrefs (ops with unknown effects once per memref
    /// operand).
    pub memref_loads: Vec<OpId>,
    /// Other ops writing memrefs (likewise).
    pub memref_stores: Vec<OpId>,
    /// Ops freeing memrefs.
    pub memref_frees: Vec<OpId>,
    /// Affine loads and stores (true for a store), in walk order.
    pub accesses: Vec<(OpId, bool)>,
    /// True if the nest holds an `affine.if`.
    pub has_if: bool,
}

impl LoopNestState {
    /// Collects the accesses of `root` and everything nested in it.
    pub fn collect(ctx: &Context, root: OpId) -> LoopNestState {
        let mut s = LoopNestState::default();
        s.add(ctx, root);
        s
    }

    /// The induction variables of the loops in `for_ops` (an
    /// `affine.for`'s is its body's first argument, on verified IR).
    pub fn loop_ivs<'c>(&'c self, ctx: &'c Context) -> impl Iterator<Item = ValueId> + 'c {
        self.for_ops.iter().filter_map(move |&f| {
            let body = ctx.ir.regions(f).first().and_then(|&r| ctx.ir.entry_block(r))?;
            ctx.ir.block_args(body).first().copied()
        })
    }

    /// Adds the accesses of `root` and everything nested in it.
    fn add(&mut self, ctx: &Context, root: OpId) {
        let s = self;
        let if_name = ctx.lookup_op_name(names::IF);
        for op in ctx.ir.walk(root, WalkOrder::PostOrder) {
            if is_for(ctx, op) {
                s.for_ops.push(op);
            } else if let Some((_, write)) = access_memref_and_kind(ctx, op) {
                if write {
                    s.stores.push(op)
                } else {
                    s.loads.push(op)
                }
                s.accesses.push((op, write));
            } else {
                if if_name == Some(ctx.ir.op(op).name) {
                    s.has_if = true;
                }
                match ctx.memory_effects(op) {
                    None => {
                        if ctx.op_has_trait(op, traits::RECURSIVE_MEMORY_EFFECTS) {
                            continue;
                        }
                        for &v in ctx.ir.operands(op) {
                            if is_memref(ctx, v) {
                                s.memref_loads.push(op);
                                s.memref_stores.push(op);
                            }
                        }
                    }
                    Some(_) => {
                        if has_effect(ctx, op, EffectKind::Read) {
                            s.memref_loads.push(op);
                        }
                        if has_effect(ctx, op, EffectKind::Write) {
                            s.memref_stores.push(op);
                        }
                        if has_effect(ctx, op, EffectKind::Free) {
                            s.memref_frees.push(op);
                        }
                    }
                }
            }
        }
    }
}

/// How many entries of a node's access list one use of a memref is worth
/// in [`Node::accesses_of`] (which walks use lists instead of the list when
/// that is cheaper).
const USE_COST: usize = 8;

/// A node of the graph: a top-level op and the memory accesses in it.
#[derive(Clone, Debug)]
pub struct Node {
    /// Unique id (never reused).
    pub id: u32,
    /// The top-level op.
    pub op: OpId,
    /// Affine loads in the op.
    pub loads: Vec<OpId>,
    /// Affine stores in the op.
    pub stores: Vec<OpId>,
    /// Non-affine reads.
    pub memref_loads: Vec<OpId>,
    /// Non-affine writes.
    pub memref_stores: Vec<OpId>,
    /// Frees.
    pub memref_frees: Vec<OpId>,
    /// The affine loads and stores (true for a store) in walk order: what
    /// the fusion utilities would otherwise walk the nest for.
    pub accesses: Vec<(OpId, bool)>,
    /// True if the nest holds an `affine.if` (MLIR's `gatherLoadsAndStores`
    /// refuses such a nest).
    pub has_if: bool,
    /// The induction variables of the `affine.for` loops of the nest (the
    /// fusion soundness check's renaming asks about every column).
    pub loop_ivs: FxHashSet<ValueId>,
}

impl Node {
    fn new(id: u32, op: OpId) -> Node {
        Node {
            id,
            op,
            loads: Vec::new(),
            stores: Vec::new(),
            memref_loads: Vec::new(),
            memref_stores: Vec::new(),
            memref_frees: Vec::new(),
            accesses: Vec::new(),
            has_if: false,
            loop_ivs: FxHashSet::default(),
        }
    }

    /// The memref of each affine load and store of the node (true for a
    /// store), in walk order, read from the op's operands (no op name
    /// lookup; memrefs replaced in place are seen).
    pub fn accessed_memrefs<'c>(&'c self, ctx: &'c Context) -> impl Iterator<Item = (ValueId, bool)> + 'c {
        self.accesses.iter().map(move |&(o, write)| (ctx.ir.operands(o)[usize::from(write)], write))
    }

    /// The node's affine loads and stores of one of `memrefs` (true for a
    /// store), in walk order: `accesses` filtered by memref. Found from the
    /// memrefs' use lists when those are much shorter than the node's
    /// access list (a destination grown by many fusions accesses many
    /// memrefs, each used by a few ops), by filtering `accesses` otherwise.
    /// Both give the same list while `accesses` is the nest's (the graph
    /// keeps it so: every affine load and store inside the node's op, the
    /// op included, in post-order; accesses have no regions, so that is
    /// program order), as `access_memref_and_kind` reads an access's memref
    /// from the same operand `accessed_memrefs` does.
    pub fn accesses_of(&self, ctx: &Context, memrefs: &[ValueId]) -> Vec<(OpId, bool)> {
        let uses: usize = memrefs.iter().map(|&m| ctx.ir.uses(m).len()).sum();
        // A use costs an ancestor walk and a share of the sort.
        if uses.saturating_mul(USE_COST) >= self.accesses.len() {
            let memref_of = |&(o, write): &(OpId, bool)| ctx.ir.operands(o)[usize::from(write)];
            if memrefs.len() > 8 {
                let set: FxHashSet<ValueId> = memrefs.iter().copied().collect();
                return self.accesses.iter().copied().filter(|a| set.contains(&memref_of(a))).collect();
            }
            return self.accesses.iter().copied().filter(|a| memrefs.contains(&memref_of(a))).collect();
        }
        self.accesses_of_from_uses(ctx, memrefs)
    }

    /// [`Self::accesses_of`] from the memrefs' use lists.
    fn accesses_of_from_uses(&self, ctx: &Context, memrefs: &[ValueId]) -> Vec<(OpId, bool)> {
        let mut out: Vec<(OpId, bool)> = Vec::new();
        for &m in memrefs {
            for u in ctx.ir.uses(m) {
                if let Some((memref, write)) = access_memref_and_kind(ctx, u.op)
                    && memref == m
                    && ctx.ir.is_ancestor(self.op, u.op)
                {
                    out.push((u.op, write));
                }
            }
        }
        out.sort_by(|a, b| crate::fusion_legality::post_order_cmp(ctx, self.op, a.0, b.0));
        out.dedup_by_key(|&mut (o, _)| o);
        out
    }

    /// Whether an affine load of the node reads `memref`: what
    /// [`Self::has_load`] answers (its loads are affine ones), from the
    /// memref's uses when they are fewer than the node's loads.
    pub fn reads(&self, ctx: &Context, memref: ValueId) -> bool {
        let uses = ctx.ir.uses(memref);
        if uses.len().saturating_mul(USE_COST) >= self.loads.len() {
            return self.has_load(ctx, memref);
        }
        uses.iter()
            .any(|u| access_memref_and_kind(ctx, u.op) == Some((memref, false)) && ctx.ir.is_ancestor(self.op, u.op))
    }

    /// MLIR's `gatherLoadsAndStores` on the node's nest: its affine loads
    /// and stores in walk order, or `None` if it holds an `affine.if`.
    pub fn loads_and_stores(&self) -> Option<Vec<OpId>> {
        (!self.has_if).then(|| self.accesses.iter().map(|&(o, _)| o).collect())
    }

    /// Number of ops in the node reading `memref` (MLIR's `getLoadOpCount`).
    pub fn load_op_count(&self, ctx: &Context, memref: ValueId) -> usize {
        self.loads
            .iter()
            .filter(|&&op| match access_memref(ctx, op) {
                Some(m) => m == memref,
                None => has_effect_on(ctx, op, EffectKind::Read, memref),
            })
            .count()
    }

    /// Whether an op of the node reads `memref` (MLIR's `getLoadOpCount`
    /// being non-zero; stops at the first).
    pub fn has_load(&self, ctx: &Context, memref: ValueId) -> bool {
        self.loads.iter().any(|&op| match access_memref(ctx, op) {
            Some(m) => m == memref,
            None => has_effect_on(ctx, op, EffectKind::Read, memref),
        })
    }

    /// Number of ops in the node writing `memref` (MLIR's
    /// `getStoreOpCount`, non-affine writes included).
    pub fn store_op_count(&self, ctx: &Context, memref: ValueId) -> usize {
        self.stores
            .iter()
            .chain(&self.memref_stores)
            .filter(|&&op| match access_memref_and_kind(ctx, op) {
                Some((m, true)) => m == memref,
                _ => has_effect_on(ctx, op, EffectKind::Write, memref),
            })
            .count()
    }

    /// MLIR's `hasStore`.
    pub fn has_store(&self, ctx: &Context, memref: ValueId) -> bool {
        self.stores.iter().chain(&self.memref_stores).any(|&op| match access_memref_and_kind(ctx, op) {
            Some((m, true)) => m == memref,
            _ => has_effect_on(ctx, op, EffectKind::Write, memref),
        })
    }

    /// MLIR's `hasFree`.
    pub fn has_free(&self, ctx: &Context, memref: ValueId) -> bool {
        self.memref_frees.iter().any(|&op| has_effect_on(ctx, op, EffectKind::Free, memref))
    }

    /// The affine stores of the node to `memref`.
    pub fn store_ops_for(&self, ctx: &Context, memref: ValueId) -> Vec<OpId> {
        self.stores.iter().copied().filter(|&op| access_memref(ctx, op) == Some(memref)).collect()
    }

    /// The affine loads of the node from `memref`.
    pub fn load_ops_for(&self, ctx: &Context, memref: ValueId) -> Vec<OpId> {
        self.loads.iter().copied().filter(|&op| access_memref(ctx, op) == Some(memref)).collect()
    }

    /// Memrefs the node both loads and stores (MLIR's
    /// `getLoadAndStoreMemrefSet`).
    pub fn load_and_store_memrefs(&self, ctx: &Context) -> Vec<ValueId> {
        let loaded: FxHashSet<ValueId> = self.loads.iter().filter_map(|&o| access_memref(ctx, o)).collect();
        let mut out = Vec::new();
        for &s in &self.stores {
            if let Some(m) = access_memref(ctx, s)
                && loaded.contains(&m)
                && !out.contains(&m)
            {
                out.push(m);
            }
        }
        out
    }
}

/// An edge: the node at the other end and the memref (or SSA value) it is
/// for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edge {
    /// The other node.
    pub id: u32,
    /// The memref or value.
    pub value: ValueId,
}

/// The `id` of a removed edge's slot in an [`EdgeList`].
const REMOVED: u32 = u32::MAX;

/// One node's incoming or outgoing edges in insertion order (MLIR's
/// `SmallVector<Edge>` per node). A removed edge leaves a hole that
/// iteration skips, so removal is not a scan and a move of the rest of the
/// list: a node with edges to thousands of others (the constant every nest
/// of a function uses, a grown nest) is not scanned per removed edge. The
/// holes are squeezed out once they outnumber the edges (the graph then
/// renumbers the slots it keeps, see [`MemRefDependenceGraph`]).
#[derive(Clone, Debug, Default)]
pub struct EdgeList {
    slots: Vec<Edge>,
    live: usize,
}

impl EdgeList {
    /// The edges, in insertion order.
    pub fn iter(&self) -> EdgeIter<'_> {
        self.slots.iter().filter(|e| e.id != REMOVED)
    }

    /// The number of edges.
    pub fn len(&self) -> usize {
        self.live
    }

    /// True if there is no edge.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Appends `e`; returns its slot.
    fn push(&mut self, e: Edge) -> u32 {
        self.slots.push(e);
        self.live += 1;
        (self.slots.len() - 1) as u32
    }

    /// Removes the edge in `slot` (which must hold one).
    fn remove_slot(&mut self, slot: u32) {
        let e = &mut self.slots[slot as usize];
        debug_assert_ne!(e.id, REMOVED, "edge slot already empty");
        e.id = REMOVED;
        self.live -= 1;
    }

    /// True when the holes outnumber the edges (and are worth squeezing).
    fn wants_compaction(&self) -> bool {
        let holes = self.slots.len() - self.live;
        holes > 16 && holes > self.live
    }

    /// Squeezes out the holes; calls `moved(edge, new_slot)` for each edge
    /// in its new slot.
    fn compact(&mut self, mut moved: impl FnMut(Edge, u32)) {
        self.slots.retain(|e| e.id != REMOVED);
        for (i, &e) in self.slots.iter().enumerate() {
            moved(e, i as u32);
        }
    }
}

/// The iterator of [`EdgeList::iter`].
pub type EdgeIter<'a> = std::iter::Filter<std::slice::Iter<'a, Edge>, fn(&&Edge) -> bool>;

impl<'a> IntoIterator for &'a EdgeList {
    type Item = &'a Edge;
    type IntoIter = EdgeIter<'a>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl IntoIterator for EdgeList {
    type Item = Edge;
    type IntoIter = std::iter::Filter<std::vec::IntoIter<Edge>, fn(&Edge) -> bool>;
    fn into_iter(self) -> Self::IntoIter {
        self.slots.into_iter().filter(|e| e.id != REMOVED)
    }
}

const EMPTY: u32 = u32::MAX;
const TOMBSTONE: u32 = u32::MAX - 1;

/// The iteration order of LLVM's `DenseMap<unsigned, T>` over node ids:
/// open addressing with quadratic probing, hash `key * 37`, at least 64
/// buckets, growth at 3/4 load, rehash when tombstones fill the table.
/// MLIR's fusion visits the graph's nodes in this order.
#[derive(Clone, Debug, Default)]
pub struct NodeOrder {
    buckets: Vec<u32>,
    entries: usize,
    tombstones: usize,
}

impl NodeOrder {
    fn probe(&self, key: u32) -> (bool, usize) {
        let mask = self.buckets.len() - 1;
        let mut b = (key.wrapping_mul(37) as usize) & mask;
        let mut step = 1;
        let mut tomb: Option<usize> = None;
        loop {
            match self.buckets[b] {
                k if k == key => return (true, b),
                EMPTY => return (false, tomb.unwrap_or(b)),
                TOMBSTONE => {
                    tomb.get_or_insert(b);
                }
                _ => {}
            }
            b = (b + step) & mask;
            step += 1;
        }
    }

    fn grow(&mut self, at_least: usize) {
        let n = at_least.saturating_sub(1).checked_next_power_of_two().unwrap_or(0).max(64);
        let old = std::mem::replace(&mut self.buckets, vec![EMPTY; n]);
        self.tombstones = 0;
        for k in old {
            if k != EMPTY && k != TOMBSTONE {
                let (_, b) = self.probe(k);
                self.buckets[b] = k;
            }
        }
    }

    /// Inserts `key` (no-op if present).
    pub fn insert(&mut self, key: u32) {
        if !self.buckets.is_empty() && self.probe(key).0 {
            return;
        }
        let n = self.buckets.len();
        let new_entries = self.entries + 1;
        if new_entries * 4 >= n * 3 {
            self.grow(n * 2);
        } else if n - (new_entries + self.tombstones) <= n / 8 {
            self.grow(n);
        }
        let (_, b) = self.probe(key);
        if self.buckets[b] == TOMBSTONE {
            self.tombstones -= 1;
        }
        self.buckets[b] = key;
        self.entries += 1;
    }

    /// Removes `key` if present.
    pub fn remove(&mut self, key: u32) {
        if self.buckets.is_empty() {
            return;
        }
        let (found, b) = self.probe(key);
        if found {
            self.buckets[b] = TOMBSTONE;
            self.entries -= 1;
            self.tombstones += 1;
        }
    }

    /// The keys in iteration order.
    pub fn keys(&self) -> impl Iterator<Item = u32> + '_ {
        self.buckets.iter().copied().filter(|&k| k != EMPTY && k != TOMBSTONE)
    }
}

/// The memref dependence graph of one block (MLIR's
/// `MemRefDependenceGraph`).
#[derive(Clone, Debug)]
pub struct MemRefDependenceGraph {
    /// The block.
    pub block: BlockId,
    /// Nodes by id.
    pub nodes: FxHashMap<u32, Node>,
    /// Node ids in MLIR's iteration order.
    pub order: NodeOrder,
    /// Incoming edges of each node, in insertion order.
    pub in_edges: FxHashMap<u32, EdgeList>,
    /// Outgoing edges of each node, in insertion order.
    pub out_edges: FxHashMap<u32, EdgeList>,
    /// Number of edges on each memref.
    pub memref_edge_count: FxHashMap<ValueId, u32>,
    /// Memrefs in the order their edge counts were first recorded.
    pub memref_order: Vec<ValueId>,
    /// The next node id.
    pub next_node_id: u32,
    /// The edges of `in_edges`/`out_edges` as (source, destination, value),
    /// each with its slots in the source's out-list and the destination's
    /// in-list (kept by `add_edge`, `remove_edge` and the lists'
    /// compaction): whether an edge exists is a lookup, and removing one
    /// is no scan of a grown node's edge lists.
    edge_slots: FxHashMap<(u32, u32, ValueId), (u32, u32)>,
    /// The number of edges out of each node for each value (kept by
    /// `add_edge` and `remove_edge`): [`MemRefDependenceGraph::out_edge_count`]
    /// on a memref is a lookup, not a scan of a grown node's out-edges.
    out_value_count: FxHashMap<(u32, ValueId), u32>,
    /// For each node, the nodes with edges into it whose op is an
    /// `affine.for`, with the number of those edges (kept by `add_edge`,
    /// `remove_edge` and `set_node_op`):
    /// [`MemRefDependenceGraph::nest_sources`] does not scan a grown
    /// destination's in-edges, most of them from the allocations of the
    /// memrefs it took over, per candidate.
    nest_sources: FxHashMap<u32, FxHashMap<u32, u32>>,
    /// The memrefs of `memref_order`.
    memref_order_set: FxHashSet<ValueId>,
    /// The node of each node op (kept by the methods that add nodes and
    /// change their ops; [`MemRefDependenceGraph::node_of_op`] checks it).
    op_index: FxHashMap<OpId, u32>,
    /// The SSA (non-memref) edges of `in_edges`, per node, in the same
    /// order (kept by `add_edge` and `remove_edge`):
    /// [`MemRefDependenceGraph::defining_nodes`] reads them instead of
    /// filtering a grown destination's memref edges on every candidate.
    ssa_in_edges: FxHashMap<u32, Vec<Edge>>,
    /// Each memref accessed in the block that shares its underlying buffer
    /// with another accessed memref (a view of it, or the buffer of a
    /// view), mapped to that buffer ([`memref_root`]). Empty in the usual
    /// block without views: no edge of the graph is for these aliases.
    pub view_aliases: FxHashMap<ValueId, ValueId>,
}

/// Why [`MemRefDependenceGraph::new`] gave up on a block.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MdgError {
    /// An op affects a non-memref value through its memory effects.
    NonMemrefEffect(OpId),
    /// A region-holding op whose control flow is unknown.
    UnknownRegionOp(OpId),
}

impl MemRefDependenceGraph {
    /// MLIR's `init(fullAffineDependences = true)`: builds the graph of
    /// `block`. Pairs of affine nests on the same memref get an edge only
    /// if some pair of their accesses may depend on each other at the
    /// block's depth.
    pub fn new(ctx: &mut Context, block: BlockId) -> Result<MemRefDependenceGraph, MdgError> {
        Self::new_with_cache(ctx, block, &mut RelationCache::default())
    }

    /// [`MemRefDependenceGraph::new`] taking the access relations from (and
    /// leaving them in) `cache`: a pass that goes on to check dependences
    /// of the same accesses (fusion) does not compute them again.
    pub fn new_with_cache(
        ctx: &mut Context,
        block: BlockId,
        cache: &mut RelationCache,
    ) -> Result<MemRefDependenceGraph, MdgError> {
        let mut g = MemRefDependenceGraph {
            block,
            nodes: FxHashMap::default(),
            order: NodeOrder::default(),
            in_edges: FxHashMap::default(),
            ssa_in_edges: FxHashMap::default(),
            out_edges: FxHashMap::default(),
            memref_edge_count: FxHashMap::default(),
            memref_order: Vec::new(),
            next_node_id: 0,
            edge_slots: FxHashMap::default(),
            out_value_count: FxHashMap::default(),
            nest_sources: FxHashMap::default(),
            memref_order_set: FxHashSet::default(),
            op_index: FxHashMap::default(),
            view_aliases: FxHashMap::default(),
        };
        let mut accesses = MemRefAccessors::default();
        let mut for_to_node: FxHashMap<OpId, u32> = FxHashMap::default();
        let ops: Vec<OpId> = ctx.ir.block_ops(block).collect();
        for op in ops {
            if is_for(ctx, op) {
                let id = g.add_node_with_accesses(ctx, op, &mut accesses).ok_or(MdgError::NonMemrefEffect(op))?;
                for_to_node.insert(op, id);
            } else if let Some((memref, write)) = access_memref_and_kind(ctx, op) {
                let id = g.add_node(op);
                let node = g.nodes.get_mut(&id).expect("just added");
                if write {
                    node.stores.push(op);
                } else {
                    node.loads.push(op);
                }
                record_access(&mut accesses, memref, id);
            } else if (!ctx.ir.results(op).is_empty() && !ctx.ir.results_unused(op))
                || (!is_memory_effect_free(ctx, op)
                    && (ctx.ir.op(op).regions.is_empty() || is_region_branch_op(ctx, op)))
            {
                // A producer of values used in the block, or an op with
                // memory effects (unknown ops, non-affine accesses,
                // region ops with known control flow).
                g.add_node_with_accesses(ctx, op, &mut accesses).ok_or(MdgError::NonMemrefEffect(op))?;
            } else if !ctx.ir.op(op).regions.is_empty() && !is_region_branch_op(ctx, op) {
                return Err(MdgError::UnknownRegionOp(op));
            }
        }

        // SSA edges from value producers (nodes without stores) to the nests
        // using their values.
        let ids: Vec<u32> = g.order.keys().collect();
        for id in ids {
            let node = &g.nodes[&id];
            if !node.stores.is_empty() {
                continue;
            }
            let results = ctx.ir.results(node.op).to_vec();
            for v in results {
                let users: Vec<OpId> = mlir_users(ctx, v);
                for user in users {
                    if ancestor_in_block(ctx, block, user).is_none() {
                        continue;
                    }
                    let Some(&lp) = affine_for_ivs(ctx, user).iter().find(|&&l| ctx.ir.op(l).parent == Some(block))
                    else {
                        continue;
                    };
                    let to = for_to_node[&lp];
                    g.add_edge(ctx, id, to, v);
                }
            }
        }

        // Memref edges between nodes that may depend on each other.
        // (The checks do not read the edges: each memref's edges are added
        // after its pairs are checked, in the same order, without cloning
        // the nodes out of the graph for each pair.)
        let mut found: Vec<(u32, u32)> = Vec::new();
        for (memref, list) in &accesses.list {
            // Only pairs with a writer are checked: with the writers known
            // up front, a memref read by thousands of nests and written by
            // none (sibling fusion's shared input) costs no pair at all.
            let writes: Vec<bool> = list
                .iter()
                .map(|id| {
                    let n = &g.nodes[id];
                    n.has_store(ctx, *memref) || n.has_free(ctx, *memref)
                })
                .collect();
            let writers: Vec<usize> = (0..list.len()).filter(|&i| writes[i]).collect();
            for i in 0..list.len() {
                let src = &g.nodes[&list[i]];
                // The later nests to pair with, in order: all of them after
                // a writer, the later writers otherwise.
                let partners: Box<dyn Iterator<Item = usize> + '_> = if writes[i] {
                    Box::new(i + 1..list.len())
                } else {
                    Box::new(writers[writers.partition_point(|&w| w <= i)..].iter().copied())
                };
                for j in partners {
                    let dst = &g.nodes[&list[j]];
                    if may_depend(ctx, src, dst, *memref, cache) {
                        found.push((src.id, dst.id));
                    }
                }
            }
            for (s, d) in found.drain(..) {
                g.add_edge(ctx, s, d, *memref);
            }
        }
        g.record_view_aliases(ctx, &accesses.list);
        Ok(g)
    }

    /// Records, for each memref accessed in the block that shares its
    /// underlying buffer with another accessed memref (views of one buffer
    /// through `memref.subview`, `memref.cast`, ...), that buffer. MLIR's
    /// graph keys accesses by SSA value only and has no edge between such
    /// accesses; the graph here is MLIR's (so fusion makes MLIR's choices),
    /// and the fusion pass checks the accesses through different views
    /// itself before each fusion (see [`MemRefDependenceGraph::view_aliases`]
    /// and `tests/lit/fusion/soundness/view-aliasing.mlir`).
    fn record_view_aliases(&mut self, ctx: &Context, accesses: &[(ValueId, Vec<u32>)]) {
        // (Grouped by a map: a block accessing thousands of memrefs, one
        // buffer each, made a search of the groups per memref quadratic.
        // The order of the groups does not matter, only the map they fill.)
        let mut groups: FxHashMap<ValueId, Vec<ValueId>> = FxHashMap::default();
        for (m, _) in accesses {
            groups.entry(memref_root(ctx, *m)).or_default().push(*m);
        }
        for (root, members) in groups.into_iter().filter(|(_, m)| m.len() > 1) {
            for m in members {
                self.view_aliases.insert(m, root);
            }
        }
    }

    /// The accesses of node `id` (true for a write or free) to memrefs in
    /// [`MemRefDependenceGraph::view_aliases`], with the buffer of each:
    /// `(memref, buffer, write)`, once each.
    pub fn view_accesses(&self, ctx: &Context, id: u32) -> Vec<(ValueId, ValueId, bool)> {
        let mut out: Vec<(ValueId, ValueId, bool)> = Vec::new();
        if self.view_aliases.is_empty() {
            return out;
        }
        let node = self.node(id);
        let mut add = |m: ValueId, write: bool| {
            if let Some(&root) = self.view_aliases.get(&m)
                && !out.contains(&(m, root, write))
            {
                out.push((m, root, write));
            }
        };
        for (m, write) in node.accessed_memrefs(ctx) {
            add(m, write);
        }
        for (list, kind) in [
            (&node.memref_loads, EffectKind::Read),
            (&node.memref_stores, EffectKind::Write),
            (&node.memref_frees, EffectKind::Free),
        ] {
            for &o in list {
                // An effect on a non-memref value: every memref operand
                // may be affected.
                let values = effected_values(ctx, o, kind)
                    .unwrap_or_else(|| ctx.ir.operands(o).iter().copied().filter(|&v| is_memref(ctx, v)).collect());
                for v in values {
                    add(v, kind != EffectKind::Read);
                }
            }
        }
        out
    }

    /// MLIR's `addNodeToMDG`: a node for `op` with the accesses of its nest.
    fn add_node_with_accesses(&mut self, ctx: &Context, op: OpId, accesses: &mut MemRefAccessors) -> Option<u32> {
        let state = LoopNestState::collect(ctx, op);
        let id = self.add_node(op);
        let mut node = Node::new(id, op);
        node.accesses.clone_from(&state.accesses);
        node.has_if = state.has_if;
        node.loop_ivs = state.loop_ivs(ctx).collect();
        for &l in &state.loads {
            node.loads.push(l);
            record_access(accesses, access_memref(ctx, l)?, id);
        }
        for &s in &state.stores {
            node.stores.push(s);
            record_access(accesses, access_memref(ctx, s)?, id);
        }
        for (list, kind) in [
            (&state.memref_loads, EffectKind::Read),
            (&state.memref_stores, EffectKind::Write),
            (&state.memref_frees, EffectKind::Free),
        ] {
            for &o in list {
                for v in effected_values(ctx, o, kind)? {
                    record_access(accesses, v, id);
                }
                match kind {
                    EffectKind::Read => node.memref_loads.push(o),
                    EffectKind::Write => node.memref_stores.push(o),
                    _ => node.memref_frees.push(o),
                }
            }
        }
        self.op_index.insert(node.op, id);
        self.nodes.insert(id, node);
        Some(id)
    }

    /// The node `id`.
    pub fn node(&self, id: u32) -> &Node {
        &self.nodes[&id]
    }

    /// The node `id`, mutably.
    pub fn node_mut(&mut self, id: u32) -> &mut Node {
        self.nodes.get_mut(&id).expect("node exists")
    }

    /// True if node `id` exists.
    pub fn has_node(&self, id: u32) -> bool {
        self.nodes.contains_key(&id)
    }

    /// The node whose op is `op` (MLIR's `getForOpNode`).
    pub fn node_of_op(&self, op: OpId) -> Option<u32> {
        match self.op_index.get(&op) {
            Some(id) if self.nodes.get(id).is_some_and(|n| n.op == op) => Some(*id),
            // Every way a node gets its op (`add_node`, node construction,
            // `set_node_op`) records it in `op_index`, and no two nodes
            // share an op, so a missing or stale entry means `op` is no
            // node's op (this was a scan of all nodes, per op not a node).
            _ => {
                debug_assert!(!self.order.keys().any(|id| self.nodes[&id].op == op), "node op missing from op_index");
                None
            }
        }
    }

    /// Makes `op` the op of node `id` (after a transformation replaced it).
    pub fn set_node_op(&mut self, ctx: &Context, id: u32, op: OpId) {
        let was_nest = is_for(ctx, self.node(id).op);
        self.node_mut(id).op = op;
        self.op_index.insert(op, id);
        if was_nest != is_for(ctx, op) {
            // (Never seen: a nest's op is replaced by another nest's.)
            for e in self.out_edges.get(&id).map(|l| l.iter().copied().collect::<Vec<_>>()).unwrap_or_default() {
                let sources = self.nest_sources.entry(e.id).or_default();
                if was_nest {
                    sources.remove(&id);
                } else {
                    *sources.entry(id).or_insert(0) += 1;
                }
            }
        }
    }

    /// The distinct nodes whose op is an `affine.for` with an edge into
    /// node `id`, in no particular order.
    pub fn nest_sources(&self, id: u32) -> impl Iterator<Item = u32> + '_ {
        self.nest_sources.get(&id).into_iter().flat_map(|s| s.keys().copied())
    }

    /// Adds a node for `op` (no accesses); returns its id.
    pub fn add_node(&mut self, op: OpId) -> u32 {
        let id = self.next_node_id;
        self.next_node_id += 1;
        self.nodes.insert(id, Node::new(id, op));
        self.op_index.insert(op, id);
        self.order.insert(id);
        id
    }

    /// Removes node `id` and its edges.
    pub fn remove_node(&mut self, ctx: &Context, id: u32) {
        if let Some(ins) = self.in_edges.get(&id).cloned() {
            for e in ins {
                self.remove_edge(ctx, e.id, id, e.value);
            }
        }
        if let Some(outs) = self.out_edges.get(&id).cloned() {
            for e in outs {
                self.remove_edge(ctx, id, e.id, e.value);
            }
        }
        self.in_edges.remove(&id);
        self.nest_sources.remove(&id);
        self.ssa_in_edges.remove(&id);
        self.out_edges.remove(&id);
        self.nodes.remove(&id);
        self.order.remove(id);
    }

    /// True if there is an edge `src -> dst` (for `value` if given).
    pub fn has_edge(&self, src: u32, dst: u32, value: Option<ValueId>) -> bool {
        if let Some(v) = value {
            return self.edge_slots.contains_key(&(src, dst, v));
        }
        let (Some(outs), Some(ins)) = (self.out_edges.get(&src), self.in_edges.get(&dst)) else { return false };
        outs.iter().any(|e| e.id == dst) && ins.iter().any(|e| e.id == src)
    }

    /// Adds the edge `src -> dst` for `value` unless present.
    pub fn add_edge(&mut self, ctx: &Context, src: u32, dst: u32, value: ValueId) {
        if self.has_edge(src, dst, Some(value)) {
            return;
        }
        let out_slot = self.out_edges.entry(src).or_default().push(Edge { id: dst, value });
        let in_slot = self.in_edges.entry(dst).or_default().push(Edge { id: src, value });
        self.edge_slots.insert((src, dst, value), (out_slot, in_slot));
        *self.out_value_count.entry((src, value)).or_insert(0) += 1;
        if self.nodes.get(&src).is_some_and(|n| is_for(ctx, n.op)) {
            *self.nest_sources.entry(dst).or_default().entry(src).or_insert(0) += 1;
        }
        if !is_memref(ctx, value) {
            self.ssa_in_edges.entry(dst).or_default().push(Edge { id: src, value });
        }
        if is_memref(ctx, value) {
            let c = self.memref_edge_count.entry(value).or_insert_with(|| 0);
            if *c == 0 && self.memref_order_set.insert(value) {
                self.memref_order.push(value);
            }
            *c += 1;
        }
    }

    /// Removes the edge `src -> dst` for `value`.
    pub fn remove_edge(&mut self, ctx: &Context, src: u32, dst: u32, value: ValueId) {
        let slots = self.edge_slots.remove(&(src, dst, value));
        if is_memref(ctx, value) {
            if let Some(c) = self.memref_edge_count.get_mut(&value) {
                *c = c.saturating_sub(1);
            }
        } else if let Some(ins) = self.ssa_in_edges.get_mut(&dst)
            && let Some(p) = ins.iter().position(|e| e.id == src && e.value == value)
        {
            ins.remove(p);
        }
        let Some((out_slot, in_slot)) = slots else { return };
        if let Some(c) = self.out_value_count.get_mut(&(src, value)) {
            *c -= 1;
            if *c == 0 {
                self.out_value_count.remove(&(src, value));
            }
        }
        if let Some(sources) = self.nest_sources.get_mut(&dst)
            && let Some(c) = sources.get_mut(&src)
        {
            *c -= 1;
            if *c == 0 {
                sources.remove(&src);
            }
        }
        if let Some(ins) = self.in_edges.get_mut(&dst) {
            ins.remove_slot(in_slot);
            if ins.wants_compaction() {
                let slots = &mut self.edge_slots;
                ins.compact(|e, i| {
                    if let Some(s) = slots.get_mut(&(e.id, dst, e.value)) {
                        s.1 = i;
                    }
                });
            }
        }
        if let Some(outs) = self.out_edges.get_mut(&src) {
            outs.remove_slot(out_slot);
            if outs.wants_compaction() {
                let slots = &mut self.edge_slots;
                outs.compact(|e, i| {
                    if let Some(s) = slots.get_mut(&(src, e.id, e.value)) {
                        s.0 = i;
                    }
                });
            }
        }
    }

    /// MLIR's `hasDependencePath`: a path of edges from `src` to `dst`
    /// (nodes after `dst` in the block are not followed).
    ///
    /// MLIR's depth-first search keeps no visited set, so it walks every
    /// path: exponential in the number of nodes on a graph where many
    /// nests touch the same memrefs (a function of row reductions,
    /// elementwise nests and column accumulations over shared buffers:
    /// mlir-opt 22 needs minutes for 100 such nests). Whether a node
    /// leads to `dst` does not depend on the path taken to it, so each
    /// node is entered once: the same answer in time linear in the edges.
    pub fn has_dependence_path(&self, ctx: &Context, src: u32, dst: u32) -> bool {
        let dst_op = self.node(dst).op;
        let mut entered: FxHashSet<u32> = FxHashSet::default();
        entered.insert(src);
        let mut work: Vec<(u32, usize)> = vec![(src, 0)];
        while let Some(&mut (id, ref mut idx)) = work.last_mut() {
            if id == dst {
                return true;
            }
            // (The slots of the list, holes included: `idx` walks them.)
            let outs = self.out_edges.get(&id).map(|l| l.slots.as_slice()).unwrap_or(&[]);
            if *idx == outs.len() {
                work.pop();
                continue;
            }
            let e = outs[*idx];
            *idx += 1;
            if e.id == REMOVED || e.id == id || entered.contains(&e.id) {
                continue;
            }
            let after = ctx.ir.is_before_in_block(dst_op, self.node(e.id).op);
            if !after {
                entered.insert(e.id);
                work.push((e.id, 0));
            }
        }
        false
    }

    /// MLIR's `getIncomingMemRefAccesses`: incoming edges on `memref` from
    /// nodes that write it.
    pub fn incoming_memref_accesses(&self, ctx: &Context, id: u32, memref: ValueId) -> usize {
        self.in_edges
            .get(&id)
            .map(|ins| {
                ins.iter().filter(|e| e.value == memref && self.node(e.id).store_op_count(ctx, memref) > 0).count()
            })
            .unwrap_or(0)
    }

    /// MLIR's `getOutEdgeCount` (on `memref` if given).
    pub fn out_edge_count(&self, id: u32, memref: Option<ValueId>) -> usize {
        let Some(m) = memref else { return self.out_edges.get(&id).map_or(0, EdgeList::len) };
        let n = self.out_value_count.get(&(id, m)).map_or(0, |&c| c as usize);
        debug_assert_eq!(
            n,
            self.out_edges.get(&id).map_or(0, |o| o.iter().filter(|e| e.value == m).count()),
            "out-edge count by value"
        );
        n
    }

    /// MLIR's `gatherDefiningNodes`: nodes defining SSA (non-memref) values
    /// used in node `id`.
    pub fn defining_nodes(&self, ctx: &Context, id: u32) -> Vec<u32> {
        let mut out = Vec::new();
        for e in self.ssa_in_edges.get(&id).map(Vec::as_slice).unwrap_or(&[]) {
            if !out.contains(&e.id) {
                out.push(e.id);
            }
        }
        debug_assert_eq!(out, {
            let mut all = Vec::new();
            for e in self.in_edges.get(&id).into_iter().flatten() {
                if !is_memref(ctx, e.value) && !all.contains(&e.id) {
                    all.push(e.id);
                }
            }
            all
        });
        out
    }

    /// MLIR's `MemRefDependenceGraph::getFusedLoopNestInsertionPoint`: the
    /// op before which the nest fusing `src` into `dst` can be placed
    /// without breaking a dependence with an op between them (`None` when
    /// there is no such place).
    pub fn fused_loop_nest_insertion_point(&self, ctx: &Context, src: u32, dst: u32) -> Option<OpId> {
        if !self.out_edges.contains_key(&src) {
            return Some(self.node(dst).op);
        }
        if self.defining_nodes(ctx, dst).into_iter().any(|d| self.has_dependence_path(ctx, src, d)) {
            return None;
        }
        let (src_op, dst_op) = (self.node(src).op, self.node(dst).op);
        // The ops of the nodes `src` has edges to and of those with edges
        // into `dst`, built at the first op between the two (a grown
        // destination has thousands of incoming edges; adjacent nests need
        // neither set).
        let mut deps: Option<(FxHashSet<OpId>, FxHashSet<OpId>)> = None;
        let mut first_src_dep: Option<OpId> = None;
        let mut last_dst_dep: Option<usize> = None;
        let mut first_src_pos: Option<usize> = None;
        let mut cur = ctx.ir.op(src_op).next;
        let mut pos = 0;
        while let Some(o) = cur {
            if o == dst_op {
                break;
            }
            let (src_deps, dst_deps) = deps.get_or_insert_with(|| {
                let src_deps =
                    self.out_edges[&src].iter().filter(|e| e.id != dst).map(|e| self.node(e.id).op).collect();
                let dst_deps = self
                    .in_edges
                    .get(&dst)
                    .map(|ins| ins.iter().filter(|e| e.id != src).map(|e| self.node(e.id).op).collect())
                    .unwrap_or_default();
                (src_deps, dst_deps)
            });
            if src_deps.contains(&o) && first_src_pos.is_none() {
                first_src_pos = Some(pos);
                first_src_dep = Some(o);
            }
            if dst_deps.contains(&o) {
                last_dst_dep = Some(pos);
            }
            pos += 1;
            cur = ctx.ir.op(o).next;
        }
        match (first_src_pos, last_dst_dep) {
            (Some(f), Some(l)) if f <= l => None,
            (Some(_), _) => first_src_dep,
            _ => Some(dst_op),
        }
    }

    /// MLIR's `updateEdges(srcId, dstId, privateMemRefs, removeSrcId)` after
    /// fusing producer `src` into `dst`.
    pub fn update_edges_after_fusion(
        &mut self,
        ctx: &Context,
        src: u32,
        dst: u32,
        private_memrefs: &[ValueId],
        remove_src: bool,
    ) {
        if let Some(ins) = self.in_edges.get(&src).cloned() {
            for e in ins {
                if !private_memrefs.contains(&e.value) {
                    self.add_edge(ctx, e.id, dst, e.value);
                }
            }
        }
        if let Some(outs) = self.out_edges.get(&src).cloned() {
            for e in outs {
                if e.id == dst {
                    self.remove_edge(ctx, src, e.id, e.value);
                } else if remove_src {
                    self.add_edge(ctx, dst, e.id, e.value);
                    self.remove_edge(ctx, src, e.id, e.value);
                }
            }
        }
        if !private_memrefs.is_empty()
            && let Some(ins) = self.in_edges.get(&dst).cloned()
        {
            for e in ins {
                if private_memrefs.contains(&e.value) {
                    self.remove_edge(ctx, e.id, dst, e.value);
                }
            }
        }
    }

    /// MLIR's `updateEdges(sibId, dstId)` after fusing sibling `sib` into
    /// `dst`: `sib`'s edges move to `dst`.
    pub fn update_edges_after_sibling_fusion(&mut self, ctx: &Context, sib: u32, dst: u32) {
        if let Some(ins) = self.in_edges.get(&sib).cloned() {
            for e in ins {
                self.add_edge(ctx, e.id, dst, e.value);
                self.remove_edge(ctx, e.id, sib, e.value);
            }
        }
        if let Some(outs) = self.out_edges.get(&sib).cloned() {
            for e in outs {
                self.add_edge(ctx, dst, e.id, e.value);
                self.remove_edge(ctx, sib, e.id, e.value);
            }
        }
    }

    /// Replaces the loads and stores of node `id` with those of its op's
    /// nest now (MLIR's `clearNodeLoadAndStores` + `addToNode`; the
    /// non-affine lists are appended to, as MLIR does).
    pub fn refresh_node(&mut self, ctx: &Context, id: u32) {
        let op = self.node(id).op;
        let s = LoopNestState::collect(ctx, op);
        let loop_ivs = s.loop_ivs(ctx).collect();
        let node = self.node_mut(id);
        node.loop_ivs = loop_ivs;
        node.loads = s.loads;
        node.stores = s.stores;
        node.accesses = s.accesses;
        node.has_if = s.has_if;
        node.memref_loads.extend(s.memref_loads);
        node.memref_stores.extend(s.memref_stores);
        node.memref_frees.extend(s.memref_frees);
    }

    /// [`Self::refresh_node`] after `new_ops`, consecutive ops of one block
    /// in node `id`'s nest, were inserted (a fusion's slice) and nothing
    /// else in the nest changed but the memrefs of accesses: the new
    /// accesses are spliced into the node's lists at their place in walk
    /// order instead of walking the whole nest again (which grows with
    /// every fusion into it). Falls back to the full refresh when the nest
    /// or the new ops hold non-affine memory ops (whose lists MLIR appends
    /// the whole nest to again), or the place is in a block that is not
    /// the only one of its op.
    /// Returns false if it fell back.
    pub fn refresh_node_after_insertion(&mut self, ctx: &Context, id: u32, new_ops: &[OpId]) -> bool {
        let root = self.node(id).op;
        let mut added = LoopNestState::default();
        for &o in new_ops {
            added.add(ctx, o);
        }
        let node = self.node(id);
        let non_affine = |s: &[OpId], t: &[OpId], u: &[OpId]| !(s.is_empty() && t.is_empty() && u.is_empty());
        let simple = !non_affine(&node.memref_loads, &node.memref_stores, &node.memref_frees)
            && !non_affine(&added.memref_loads, &added.memref_stores, &added.memref_frees);
        let next = match new_ops.last() {
            Some(&last) if simple && ctx.ir.is_ancestor(root, last) && root != last => {
                first_access_after(ctx, root, last)
            }
            _ => Err(()),
        };
        let Ok(next) = next else {
            self.refresh_node(ctx, id);
            return false;
        };
        let node = self.node_mut(id);
        let at = match next {
            Some(a) => match node.accesses.iter().position(|&(o, _)| o == a) {
                Some(i) => i,
                None => {
                    self.refresh_node(ctx, id);
                    return false;
                }
            },
            None => node.accesses.len(),
        };
        node.loop_ivs.extend(added.loop_ivs(ctx));
        // The loads and stores are the accesses split by kind (in walk
        // order): the new ones go after those of the accesses before `at`
        // (counted up to `at`, found above by a search as long: not a
        // rebuild of a grown nest's lists).
        let loads_before = node.accesses[..at].iter().filter(|&&(_, write)| !write).count();
        let stores_before = at - loads_before;
        node.loads.splice(loads_before..loads_before, added.loads);
        node.stores.splice(stores_before..stores_before, added.stores);
        node.accesses.splice(at..at, added.accesses);
        node.has_if |= added.has_if;
        true
    }

    /// The memref edges into node `id` (MLIR's `forEachMemRefInputEdge`).
    pub fn memref_in_edges(&self, ctx: &Context, id: u32) -> Vec<Edge> {
        self.in_edges
            .get(&id)
            .map(|v| v.iter().copied().filter(|e| is_memref(ctx, e.value)).collect())
            .unwrap_or_default()
    }

    /// The memref edges out of node `id` (MLIR's `forEachMemRefOutputEdge`).
    pub fn memref_out_edges(&self, ctx: &Context, id: u32) -> Vec<Edge> {
        self.out_edges
            .get(&id)
            .map(|v| v.iter().copied().filter(|e| is_memref(ctx, e.value)).collect())
            .unwrap_or_default()
    }
}

/// The first affine access after `op` (inside `root`) in a post-order walk
/// of `root`, `None` if there is none; `Err` if `op` or an op around it
/// below `root` has several blocks or regions (not searched).
fn first_access_after(ctx: &Context, root: OpId, op: OpId) -> Result<Option<OpId>, ()> {
    let mut cur = op;
    while cur != root {
        let Some(parent) = ctx.ir.parent_op(cur) else { return Err(()) };
        let regions = ctx.ir.regions(parent);
        if regions.len() != 1 || ctx.ir.region_blocks(regions[0]).nth(1).is_some() {
            return Err(());
        }
        let mut next = ctx.ir.op(cur).next;
        while let Some(o) = next {
            if let Some(a) = first_access_in(ctx, o)? {
                return Ok(Some(a));
            }
            next = ctx.ir.op(o).next;
        }
        // The parent itself comes next in post-order: a loop, not an access.
        if access_memref_and_kind(ctx, parent).is_some() {
            return Ok(Some(parent));
        }
        cur = parent;
    }
    Ok(None)
}

/// The first affine access in a post-order walk of `op`; `Err` if an op
/// on the way has several blocks or regions.
fn first_access_in(ctx: &Context, op: OpId) -> Result<Option<OpId>, ()> {
    let regions = ctx.ir.regions(op);
    if regions.len() > 1 {
        return Err(());
    }
    for &r in regions {
        let mut blocks = ctx.ir.region_blocks(r);
        let Some(b) = blocks.next() else { continue };
        if blocks.next().is_some() {
            return Err(());
        }
        for o in ctx.ir.block_ops(b) {
            if let Some(a) = first_access_in(ctx, o)? {
                return Ok(Some(a));
            }
        }
    }
    Ok(access_memref_and_kind(ctx, op).is_some().then_some(op))
}

/// The nodes accessing each memref (memrefs in order of first access,
/// nodes in order of addition), with each memref's position in the list:
/// a block with thousands of memrefs would otherwise search the list for
/// every access.
#[derive(Default)]
struct MemRefAccessors {
    list: Vec<(ValueId, Vec<u32>)>,
    index: FxHashMap<ValueId, usize>,
}

fn record_access(accesses: &mut MemRefAccessors, memref: ValueId, id: u32) {
    match accesses.index.get(&memref) {
        Some(&i) => {
            let list = &mut accesses.list[i].1;
            if !list.contains(&id) {
                list.push(id);
            }
        }
        None => {
            accesses.index.insert(memref, accesses.list.len());
            accesses.list.push((memref, vec![id]));
        }
    }
}

/// MLIR's `getEffectedValues<Kind>`: the memrefs `op` has effects of `kind`
/// on (all memref operands when its effects are unknown); `None` when an
/// effect is on a value that is not a memref.
fn effected_values(ctx: &Context, op: OpId, kind: EffectKind) -> Option<Vec<ValueId>> {
    match ctx.memory_effects(op) {
        None => {
            if ctx.op_has_trait(op, traits::RECURSIVE_MEMORY_EFFECTS) {
                return Some(Vec::new());
            }
            Some(ctx.ir.operands(op).iter().copied().filter(|&v| is_memref(ctx, v)).collect())
        }
        Some(effects) => {
            let mut out = Vec::new();
            for e in effects {
                if e.kind != kind {
                    continue;
                }
                let Some(v) = e.value else { continue };
                if !is_memref(ctx, v) {
                    return None;
                }
                out.push(v);
            }
            Some(out)
        }
    }
}

/// The users of `v` in MLIR's use-list order ([`affine_ir::ir::Ir::uses_in_mlir_order`]:
/// the most recent use first), each once (at its first use in that
/// order). Creation order (op ids, newest first) is that order only while
/// no use was re-pointed: an operand set to `v` by an earlier pass of the
/// pipeline or a replacement (`setOperand` puts the use at the front of
/// `v`'s list in MLIR) comes first although its op is older.
pub fn mlir_users(ctx: &Context, v: ValueId) -> Vec<OpId> {
    let mut seen: FxHashSet<OpId> = FxHashSet::default();
    let mut users: Vec<OpId> = Vec::new();
    for u in ctx.ir.uses_in_mlir_order(v) {
        // (A set: a constant or an argument may have thousands of users.)
        if seen.insert(u.op) {
            users.push(u.op);
        }
    }
    users
}

/// The ancestor of `op` (or `op`) directly in `block`.
pub fn ancestor_in_block(ctx: &Context, block: BlockId, op: OpId) -> Option<OpId> {
    let mut cur = op;
    loop {
        if ctx.ir.op(cur).parent == Some(block) {
            return Some(cur);
        }
        cur = ctx.ir.parent_op(cur)?;
    }
}

/// MLIR's `mayDependence`: whether some access to `memref` in `src` may
/// depend on one in `dst` (exactly for affine nests; conservatively
/// otherwise).
fn may_depend(ctx: &mut Context, src: &Node, dst: &Node, memref: ValueId, cache: &mut RelationCache) -> bool {
    if !is_for(ctx, src.op) || !is_for(ctx, dst.op) {
        return true;
    }
    // Which memref an op of the non-affine lists touches. MLIR only expects
    // memref/affine loads and stores there (other ops are undefined
    // behaviour in `getMemRef`); any other op counts as touching every
    // memref it has an effect on.
    let touches = |ctx: &Context, op: OpId| -> bool {
        match ctx.op_name_str(ctx.ir.op(op).name) {
            "memref.load" => ctx.ir.operands(op).first() == Some(&memref),
            "memref.store" => ctx.ir.operands(op).get(1) == Some(&memref),
            _ => match access_memref(ctx, op) {
                Some(m) => m == memref,
                None => [EffectKind::Read, EffectKind::Write, EffectKind::Free]
                    .iter()
                    .any(|&k| effected_values(ctx, op, k).is_none_or(|vs| vs.contains(&memref))),
            },
        }
    };
    let non_affine = |ctx: &Context, srcs: &[OpId], dsts: &[&OpId]| {
        srcs.iter().any(|&s| touches(ctx, s)) && dsts.iter().any(|&&d| touches(ctx, d))
    };
    let d1: Vec<&OpId> =
        dst.loads.iter().chain(&dst.stores).chain(&dst.memref_loads).chain(&dst.memref_stores).collect();
    if non_affine(ctx, &src.memref_stores, &d1) {
        return true;
    }
    let d2: Vec<&OpId> = dst.stores.iter().chain(&dst.memref_stores).collect();
    if non_affine(ctx, &src.memref_loads, &d2) {
        return true;
    }
    let d3: Vec<&OpId> = dst.memref_loads.iter().chain(&dst.memref_stores).collect();
    if non_affine(ctx, &src.stores, &d3) {
        return true;
    }
    let d4: Vec<&OpId> = dst.memref_stores.iter().collect();
    if non_affine(ctx, &src.loads, &d4) {
        return true;
    }
    let depth = nesting_depth(ctx, src.op) + 1;
    for &s in src.stores.iter().chain(&src.loads) {
        let Some(sa) = MemRefAccess::from_op(ctx, s) else { continue };
        if sa.memref != memref {
            continue;
        }
        for &d in dst.stores.iter().chain(&dst.loads) {
            let Some(da) = MemRefAccess::from_op(ctx, d) else { continue };
            if da.memref != memref {
                continue;
            }
            let r = check_with_details_cached(ctx, &sa, &da, depth, false, mlir_precision(), false, cache).result;
            if r != DependenceResult::NoDependence {
                return true;
            }
        }
    }
    false
}

/// True if `op` is an `affine.for`, `affine.if` or other affine op name.
pub fn is_affine_if(ctx: &Context, op: OpId) -> bool {
    ctx.op_name_str(ctx.ir.op(op).name) == names::IF
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The body block of the first `func.func` in `module`.
    fn first_func_block(ctx: &Context, module: OpId) -> BlockId {
        let func = ctx
            .ir
            .walk(module, WalkOrder::PreOrder)
            .into_iter()
            .find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "func.func")
            .unwrap();
        ctx.ir.region_blocks(ctx.ir.op(func).regions[0]).next().unwrap()
    }

    #[test]
    fn dense_map_order_matches_llvm() {
        // Keys 0..5 in 64 buckets: bucket = 37 * k mod 64.
        let mut o = NodeOrder::default();
        for k in 0..5 {
            o.insert(k);
        }
        assert_eq!(o.keys().collect::<Vec<_>>(), vec![0, 2, 4, 1, 3]);
        o.remove(4);
        o.insert(5);
        // 5 -> 185 mod 64 = 57.
        assert_eq!(o.keys().collect::<Vec<_>>(), vec![0, 2, 1, 3, 5]);
        // Growth keeps every key.
        for k in 6..100 {
            o.insert(k);
        }
        assert_eq!(o.keys().count(), 99);
    }

    /// The access lists spliced after an insertion match a full walk of
    /// the grown nest, wherever the new ops go: a body's start, between
    /// loops, before a terminator (no later access), inside an inner loop.
    #[test]
    fn refresh_after_insertion_matches_a_full_collect() {
        let text = "func.func @f(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {\n\
            affine.for %i = 0 to 8 {\n\
              affine.for %j = 0 to 8 {\n    %v = affine.load %a[%j] : memref<8xf32>\n    affine.store %v, %b[%j] : memref<8xf32>\n  }\n\
              affine.for %k = 0 to 8 {\n    %w = affine.load %b[%k] : memref<8xf32>\n    affine.store %w, %c[%k] : memref<8xf32>\n  }\n\
            }\n\
            affine.for %d = 0 to 8 {\n  %x = affine.load %c[%d] : memref<8xf32>\n  affine.store %x, %a[%d] : memref<8xf32>\n}\n\
            affine.for %d = 0 to 8 {\n  %x = affine.load %b[%d] : memref<8xf32>\n  affine.store %x, %c[%d] : memref<8xf32>\n}\n\
            affine.for %d = 0 to 8 {\n  %x = affine.load %a[%d] : memref<8xf32>\n  affine.store %x, %b[%d] : memref<8xf32>\n}\n\
            affine.for %d = 0 to 8 {\n  %x = affine.load %c[%d] : memref<8xf32>\n  affine.store %x, %c[%d] : memref<8xf32>\n}\n\
            return\n}\n";
        let mut ctx = affine_dialects::new_context();
        let module = crate::tests::parse(&mut ctx, text);
        let fors: Vec<OpId> =
            ctx.ir.walk(module, WalkOrder::PreOrder).into_iter().filter(|&o| is_for(&ctx, o)).collect();
        let (nest, inner_j, inner_k) = (fors[0], fors[1], fors[2]);
        let donors = &fors[3..7];
        let block = ctx.ir.op(nest).parent.expect("block");
        let mut mdg = MemRefDependenceGraph::new(&mut ctx, block).expect("graph builds");
        let id = mdg.node_of_op(nest).expect("node");
        let first_op = |ctx: &Context, lp: OpId| {
            let body = ctx.ir.region_blocks(ctx.ir.regions(lp)[0]).next().expect("body");
            ctx.ir.block_ops(body).next().expect("op")
        };
        let terminator = |ctx: &Context, lp: OpId| {
            let body = ctx.ir.region_blocks(ctx.ir.regions(lp)[0]).next().expect("body");
            ctx.ir.terminator(body).expect("yield")
        };
        let places = [first_op(&ctx, nest), inner_k, terminator(&ctx, nest), first_op(&ctx, inner_j)];
        for (&donor, &before) in donors.iter().zip(&places) {
            ctx.ir.move_before(donor, before);
            assert!(mdg.refresh_node_after_insertion(&ctx, id, &[donor]), "spliced, not collected again");
            let full = LoopNestState::collect(&ctx, nest);
            let node = mdg.node(id);
            assert_eq!(node.accesses, full.accesses);
            assert_eq!((&node.loads, &node.stores), (&full.loads, &full.stores));
            assert_eq!(node.loop_ivs, full.loop_ivs(&ctx).collect::<FxHashSet<_>>());
            // The accesses to some memrefs, from the list and from the
            // memrefs' uses, are the filtered walk.
            let memrefs: Vec<ValueId> = ctx.ir.block_args(block).to_vec();
            for set in [&memrefs[..1], &memrefs[1..], &memrefs[..]] {
                let of = |m: ValueId| set.contains(&m);
                let want: Vec<(OpId, bool)> =
                    full.accesses.iter().copied().filter(|&(o, w)| of(ctx.ir.operands(o)[usize::from(w)])).collect();
                assert!(!want.is_empty());
                assert_eq!(node.accesses_of(&ctx, set), want);
                assert_eq!(node.accesses_of_from_uses(&ctx, set), want);
            }
        }
    }

    /// MLIR's use lists put a new use first, also when an old op's operand
    /// is set to the value (`setOperand`): the users then are not in
    /// creation order, and `mlir_users` follows the use list.
    #[test]
    fn users_follow_the_use_list_not_creation_order() {
        let text = "func.func @f(%m: memref<8xf32>) {\n\
            %a = arith.constant 1.0 : f32\n\
            %b = arith.constant 2.0 : f32\n\
            affine.store %a, %m[0] : memref<8xf32>\n\
            affine.store %b, %m[1] : memref<8xf32>\n\
            affine.store %a, %m[2] : memref<8xf32>\n\
            return\n}\n";
        let mut ctx = affine_dialects::new_context();
        let module = crate::tests::parse(&mut ctx, text);
        let stores: Vec<OpId> = ctx
            .ir
            .walk(module, WalkOrder::PreOrder)
            .into_iter()
            .filter(|&o| access_memref_and_kind(&ctx, o).is_some_and(|(_, w)| w))
            .collect();
        let a = ctx.ir.operands(stores[0])[0];
        // Parsed: newest first, which is creation order.
        assert_eq!(mlir_users(&ctx, a), vec![stores[2], stores[0]]);
        // The middle store now stores `%a`: its use is the newest.
        ctx.ir.set_operand(stores[1], 0, a);
        assert_eq!(mlir_users(&ctx, a), vec![stores[1], stores[2], stores[0]]);
    }

    /// Reachability on a graph with exponentially many paths: 40 nests
    /// that all read and write `%a` (an edge from each to every later one)
    /// and a last nest on `%b` only. MLIR's search without a visited set
    /// walks all 2^38 paths before answering "no path" to the last nest.
    #[test]
    fn dependence_path_is_linear_on_dense_graphs() {
        let mut text = String::from("func.func @f(%a: memref<8xf32>, %b: memref<8xf32>) {\n");
        for _ in 0..40 {
            text.push_str(
                "  affine.for %i = 0 to 8 {\n    %v = affine.load %a[%i] : memref<8xf32>\n    affine.store %v, %a[%i] : memref<8xf32>\n  }\n",
            );
        }
        text.push_str(
            "  affine.for %i = 0 to 8 {\n    %v = affine.load %b[%i] : memref<8xf32>\n    affine.store %v, %b[%i] : memref<8xf32>\n  }\n  return\n}\n",
        );
        let mut ctx = affine_dialects::new_context();
        let module = crate::tests::parse(&mut ctx, &text);
        let block = first_func_block(&ctx, module);
        let mdg = MemRefDependenceGraph::new(&mut ctx, block).expect("graph builds");
        let mut ids: Vec<u32> = mdg.nodes.keys().copied().collect();
        ids.sort_by(|&x, &y| {
            if x == y {
                std::cmp::Ordering::Equal
            } else if ctx.ir.is_before_in_block(mdg.node(x).op, mdg.node(y).op) {
                std::cmp::Ordering::Less
            } else {
                std::cmp::Ordering::Greater
            }
        });
        assert_eq!(ids.len(), 41);
        let (first, last_a, on_b) = (ids[0], ids[39], ids[40]);
        assert!(mdg.has_dependence_path(&ctx, first, last_a));
        assert!(!mdg.has_dependence_path(&ctx, first, on_b));
        assert!(!mdg.has_dependence_path(&ctx, last_a, first));
    }

    /// Edges removed from the middle of long lists (holes, then the lists
    /// squeezed) and added again: the lists, the lookups and the paths
    /// through them are those of plain vectors edited in place.
    #[test]
    fn edge_lists_match_vectors_under_removal() {
        let text = "func.func @f(%a: memref<8xf32>, %b: memref<8xf32>, %c: memref<8xf32>) {\n  affine.for %i = 0 to 8 {\n  }\n  return\n}\n";
        let mut ctx = affine_dialects::new_context();
        let module = crate::tests::parse(&mut ctx, text);
        let block = first_func_block(&ctx, module);
        let memrefs: Vec<ValueId> = ctx.ir.block_args(block).to_vec();
        let (nest, ret) = (ctx.ir.block_ops(block).next().unwrap(), ctx.ir.block_ops(block).nth(1).unwrap());
        let mut mdg = MemRefDependenceGraph::new(&mut ctx, block).expect("graph builds");
        // Three nests (their op a loop) and three other nodes.
        let nodes: Vec<u32> = (0..6).map(|i| mdg.add_node(if i < 3 { nest } else { ret })).collect();
        // The model: per node, its in- and out-edges as vectors.
        let mut ins: FxHashMap<u32, Vec<Edge>> = FxHashMap::default();
        let mut outs: FxHashMap<u32, Vec<Edge>> = FxHashMap::default();
        let mut seed: u64 = 7;
        let mut next = |n: usize| {
            seed = seed.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((seed >> 33) as usize) % n
        };
        let mut squeezed = false;
        for step in 0..4000 {
            let slots_before: usize = mdg.out_edges.values().map(|l| l.slots.len()).sum();
            let (src, dst, value) = (nodes[next(6)], nodes[next(6)], memrefs[next(3)]);
            // Mostly removals once the lists are long, so that holes pile up.
            let remove = next(10) < if step % 1000 < 600 { 3 } else { 8 };
            if remove {
                mdg.remove_edge(&ctx, src, dst, value);
                squeezed |= mdg.out_edges.values().map(|l| l.slots.len()).sum::<usize>() < slots_before;
                if let Some(p) = outs.get(&src).and_then(|o| o.iter().position(|e| *e == Edge { id: dst, value })) {
                    outs.get_mut(&src).unwrap().remove(p);
                    let i = ins[&dst].iter().position(|e| *e == Edge { id: src, value }).unwrap();
                    ins.get_mut(&dst).unwrap().remove(i);
                }
            } else if !outs.get(&src).is_some_and(|o| o.contains(&Edge { id: dst, value })) {
                mdg.add_edge(&ctx, src, dst, value);
                outs.entry(src).or_default().push(Edge { id: dst, value });
                ins.entry(dst).or_default().push(Edge { id: src, value });
            }
            for &n in &nodes {
                let got_in: Vec<Edge> = mdg.in_edges.get(&n).into_iter().flatten().copied().collect();
                let got_out: Vec<Edge> = mdg.out_edges.get(&n).into_iter().flatten().copied().collect();
                assert_eq!(got_in, ins.get(&n).cloned().unwrap_or_default(), "in-edges of {n} at step {step}");
                assert_eq!(got_out, outs.get(&n).cloned().unwrap_or_default(), "out-edges of {n} at step {step}");
                assert_eq!(mdg.in_edges.get(&n).map_or(0, EdgeList::len), got_in.len());
                assert_eq!(mdg.out_edge_count(n, None), got_out.len());
                let mut nest_sources: Vec<u32> = mdg.nest_sources(n).collect();
                nest_sources.sort_unstable();
                let mut want: Vec<u32> = got_in.iter().map(|e| e.id).filter(|id| nodes[..3].contains(id)).collect();
                want.sort_unstable();
                want.dedup();
                assert_eq!(nest_sources, want, "nest sources of {n} at step {step}");
                for &v in &memrefs {
                    assert_eq!(mdg.out_edge_count(n, Some(v)), got_out.iter().filter(|e| e.value == v).count());
                }
                for &m in &nodes {
                    for &v in &memrefs {
                        let want = outs.get(&n).is_some_and(|o| o.contains(&Edge { id: m, value: v }));
                        assert_eq!(mdg.has_edge(n, m, Some(v)), want);
                    }
                }
            }
        }
        assert!(squeezed, "no list was squeezed: the test does not reach compaction");
    }
}
