//! Structural memo of the producer-consumer analyses of a nest pair.
//!
//! The polyhedral questions loop fusion asks about a (source, destination)
//! pair — the slice union at each depth and its validity, the dependences
//! between and inside the nests, the cost model's regions, footprints and
//! statistics, the soundness check — are functions of the two nests'
//! *structure*: their ops, attributes (loop bounds, access maps), types and
//! operand wiring, with the memrefs they access told apart only by which
//! is which. A chain of similar nests asks them again for every candidate,
//! on nests that differ only in the names of the memrefs they link.
//!
//! [`PairShape`] is that structure in canonical form: both nests walked in
//! pre-order, every op as its name, attributes, result types and operands,
//! where an operand is a value defined inside the pair (numbered in walk
//! order), a memref defined outside (numbered by first use, with its type,
//! what defines it and whether anything else than the pair and its
//! deallocations uses it), or any other outside value (by identity: a
//! constant, a symbol). Two pairs with equal shapes get equal answers, and
//! the answers' values and ops (a slice's loop IVs, bound operands and
//! insertion point) carry over by position ([`PairShape::canonical_slice`],
//! [`PairShape::slice_from`]). The key is compared in full on lookup (a
//! hash map over the token lists), never trusted by hash alone.

use affine_analysis::slice::ComputationSliceState;
use affine_ir::affine::AffineMap;
use affine_ir::fxhash::FxHashMap;
use affine_ir::ir::WalkOrder;
use affine_ir::{Context, NamedAttr, OpId, OpName, Type, TypeData, ValueId};

/// One element of a pair's canonical structure.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ShapeToken {
    /// An op, by name, with its operand, result and region counts.
    Op(OpName, u32, u32, u32),
    /// A block of a region with its argument count.
    Block(u32),
    /// An inherent or discardable attribute of the op.
    Attr(NamedAttr),
    /// The end of an op's attributes (discardable ones follow inherent ones).
    AttrsEnd,
    /// The type of a value defined in the pair.
    Type(Type),
    /// A value defined in the pair, by its number in walk order.
    Local(u32),
    /// A memref defined outside the pair, by its number in order of first use.
    Memref(u32),
    /// What defines a memref class (its type, its defining op's name or
    /// none for a block argument, whether ops other than the pair's and
    /// deallocations use it, whether a deallocation does).
    MemrefClass(Type, Option<OpName>, bool, bool),
    /// Another value defined outside the pair, by identity.
    Outside(ValueId),
    /// A number the analyses depend on (a depth, a flag, a count).
    Num(u64),
}

/// A value of a memoized answer: one defined in the pair (by number) or
/// outside it (by identity).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum CanonicalValue {
    /// The pair's value with this number.
    Local(u32),
    /// A value defined outside the pair.
    Outside(ValueId),
}

/// A [`ComputationSliceState`] with its values and insertion point as
/// positions in the pair.
#[derive(Clone, Debug, PartialEq)]
pub struct CanonicalSlice {
    ivs: Vec<CanonicalValue>,
    lbs: Vec<Option<AffineMap>>,
    ubs: Vec<Option<AffineMap>>,
    lb_operands: Vec<Vec<CanonicalValue>>,
    ub_operands: Vec<Vec<CanonicalValue>>,
    insert_point: Option<u32>,
}

/// The canonical structure of a (source, destination) nest pair (or of
/// one nest).
#[derive(Debug)]
pub struct PairShape {
    /// The key: equal keys, equal answers.
    pub key: Vec<ShapeToken>,
    ops: Vec<OpId>,
    values: Vec<ValueId>,
    value_numbers: FxHashMap<ValueId, u32>,
    op_numbers: FxHashMap<OpId, u32>,
    memrefs: Vec<ValueId>,
}

impl PairShape {
    /// The shape of the nests rooted at `src` and `dst`, or `None` when a
    /// memref they access has more than `max_uses` uses (telling the
    /// pair's uses from others would cost more than it saves).
    pub fn build(ctx: &Context, src: OpId, dst: OpId, max_uses: usize) -> Option<PairShape> {
        Self::build_roots(ctx, &[src, dst], max_uses)
    }

    /// The shape of the one nest rooted at `root` (as [`Self::build`]).
    pub fn build_nest(ctx: &Context, root: OpId, max_uses: usize) -> Option<PairShape> {
        Self::build_roots(ctx, &[root], max_uses)
    }

    fn build_roots(ctx: &Context, roots: &[OpId], max_uses: usize) -> Option<PairShape> {
        let mut s = PairShape {
            key: Vec::with_capacity(256),
            ops: Vec::new(),
            values: Vec::new(),
            value_numbers: FxHashMap::default(),
            op_numbers: FxHashMap::default(),
            memrefs: Vec::new(),
        };
        // Number everything the pair defines first: an operand may be
        // defined later in walk order (a graph region).
        for &root in roots {
            for op in ctx.ir.walk(root, WalkOrder::PreOrder) {
                s.op_numbers.insert(op, s.ops.len() as u32);
                s.ops.push(op);
                for &r in ctx.ir.regions(op) {
                    for b in ctx.ir.region_blocks(r) {
                        for &a in ctx.ir.block_args(b) {
                            s.number_value(a);
                        }
                    }
                }
                for &v in ctx.ir.results(op) {
                    s.number_value(v);
                }
            }
        }
        let mut memref_numbers: FxHashMap<ValueId, u32> = FxHashMap::default();
        let mut outside_memrefs: Vec<ValueId> = Vec::new();
        for i in 0..s.ops.len() {
            let op = s.ops[i];
            if i > 0 && roots.contains(&op) {
                s.key.push(ShapeToken::Num(u64::MAX));
            }
            let data = ctx.ir.op(op);
            let operands = ctx.ir.operands(op);
            let results = ctx.ir.results(op);
            let regions = ctx.ir.regions(op);
            s.key.push(ShapeToken::Op(data.name, operands.len() as u32, results.len() as u32, regions.len() as u32));
            s.key.extend(data.props.iter().map(|&a| ShapeToken::Attr(a)));
            s.key.push(ShapeToken::AttrsEnd);
            s.key.extend(data.attrs.iter().map(|&a| ShapeToken::Attr(a)));
            s.key.push(ShapeToken::AttrsEnd);
            for &r in regions {
                for b in ctx.ir.region_blocks(r) {
                    let args = ctx.ir.block_args(b);
                    s.key.push(ShapeToken::Block(args.len() as u32));
                    s.key.extend(args.iter().map(|&a| ShapeToken::Type(ctx.ir.value_type(a))));
                }
            }
            s.key.extend(results.iter().map(|&v| ShapeToken::Type(ctx.ir.value_type(v))));
            for &v in operands {
                let token = if let Some(&n) = s.value_numbers.get(&v) {
                    ShapeToken::Local(n)
                } else if matches!(ctx.type_data(ctx.ir.value_type(v)), TypeData::MemRef { .. }) {
                    let next = memref_numbers.len() as u32;
                    let n = *memref_numbers.entry(v).or_insert_with(|| {
                        outside_memrefs.push(v);
                        next
                    });
                    ShapeToken::Memref(n)
                } else {
                    ShapeToken::Outside(v)
                };
                s.key.push(token);
            }
        }
        // Each memref class: its type, definition and other users.
        for &m in &outside_memrefs {
            let uses = ctx.ir.uses(m);
            if uses.len() > max_uses {
                return None;
            }
            let (mut elsewhere, mut dealloc) = (false, false);
            for u in uses {
                if roots.iter().any(|&r| ctx.ir.is_ancestor(r, u.op)) {
                    continue;
                }
                if ctx.op_name_str(ctx.ir.op(u.op).name) == "memref.dealloc" {
                    dealloc = true;
                } else {
                    elsewhere = true;
                }
            }
            let def = ctx.ir.defining_op(m).map(|d| ctx.ir.op(d).name);
            s.key.push(ShapeToken::MemrefClass(ctx.ir.value_type(m), def, elsewhere, dealloc));
        }
        s.memrefs = outside_memrefs;
        Some(s)
    }

    fn number_value(&mut self, v: ValueId) {
        self.value_numbers.insert(v, self.values.len() as u32);
        self.values.push(v);
    }

    /// Appends a number the answers depend on to the key.
    pub fn push_num(&mut self, n: u64) {
        self.key.push(ShapeToken::Num(n));
    }

    /// The class of a memref the pair accesses (defined outside it).
    pub fn memref_class(&self, memref: ValueId) -> Option<u32> {
        self.memrefs.iter().position(|&m| m == memref).map(|i| i as u32)
    }

    /// The classes of `memrefs`, or `None` if one is not the pair's.
    pub fn memref_classes(&self, memrefs: &[ValueId]) -> Option<Vec<u32>> {
        memrefs.iter().map(|&m| self.memref_class(m)).collect()
    }

    fn canonical_value(&self, v: ValueId) -> Option<CanonicalValue> {
        if let Some(&n) = self.value_numbers.get(&v) {
            return Some(CanonicalValue::Local(n));
        }
        // A memref of the pair would be renamed: not an outside value.
        if self.memref_class(v).is_some() {
            return None;
        }
        Some(CanonicalValue::Outside(v))
    }

    fn value_from(&self, v: CanonicalValue) -> ValueId {
        match v {
            CanonicalValue::Local(n) => self.values[n as usize],
            CanonicalValue::Outside(v) => v,
        }
    }

    /// `slice` in terms of positions in this pair, or `None` if it refers
    /// to something the shape does not name.
    pub fn canonical_slice(&self, slice: &ComputationSliceState) -> Option<CanonicalSlice> {
        let values = |vs: &[ValueId]| vs.iter().map(|&v| self.canonical_value(v)).collect::<Option<Vec<_>>>();
        let operands = |vss: &[Vec<ValueId>]| vss.iter().map(|vs| values(vs)).collect::<Option<Vec<_>>>();
        let insert_point = match slice.insert_point {
            Some(op) => Some(*self.op_numbers.get(&op)?),
            None => None,
        };
        Some(CanonicalSlice {
            ivs: values(&slice.ivs)?,
            lbs: slice.lbs.clone(),
            ubs: slice.ubs.clone(),
            lb_operands: operands(&slice.lb_operands)?,
            ub_operands: operands(&slice.ub_operands)?,
            insert_point,
        })
    }

    /// The slice `c` (of a pair of the same shape) in this pair.
    pub fn slice_from(&self, c: &CanonicalSlice) -> ComputationSliceState {
        let values = |vs: &[CanonicalValue]| vs.iter().map(|&v| self.value_from(v)).collect::<Vec<_>>();
        ComputationSliceState {
            ivs: values(&c.ivs),
            lbs: c.lbs.clone(),
            ubs: c.ubs.clone(),
            lb_operands: c.lb_operands.iter().map(|vs| values(vs)).collect(),
            ub_operands: c.ub_operands.iter().map(|vs| values(vs)).collect(),
            insert_point: c.insert_point.map(|n| self.ops[n as usize]),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::utils::fusion::{FusionStrategy, can_fuse_loops};
    use affine_analysis::dependence::RelationCache;
    use affine_ir::{ParseOptions, parse_source};

    /// A 2-d nest over 8 rows and `cols` columns copying `load` (an access
    /// of `%i`, `%j`), plus a constant if `add`, to `store[%i, %j]`.
    fn nest(load: &str, store: &str, cols: u32, add: bool) -> String {
        let (stored, addf) = if add { ("%w", "      %w = arith.addf %v, %cst : f32\n") } else { ("%v", "") };
        let store_ty = if store == "%e" { "memref<8x9xf32>" } else { "memref<8x8xf32>" };
        format!(
            "  affine.for %i = 0 to 8 {{\n    affine.for %j = 0 to {cols} {{\n      \
             %v = affine.load {load} : memref<8x8xf32>\n{addf}      \
             affine.store {stored}, {store}[%i, %j] : {store_ty}\n    }}\n  }}\n"
        )
    }

    /// Six nests: 0 -> 1 and 2 -> 3 are the same pair over other memrefs
    /// (each linked memref used by its pair only, the others also
    /// elsewhere); 2 -> 4 reads another subscript, 1 -> 5 writes another
    /// memref type.
    fn pairs(tail: &str) -> String {
        let nests = [
            nest("%a[%i, %j]", "%b", 8, false),
            nest("%b[%i, %j + 1]", "%c", 7, true),
            nest("%c[%i, %j]", "%d", 8, false),
            nest("%d[%i, %j + 1]", "%a", 7, true),
            nest("%c[%i, %j]", "%a", 7, true),
            nest("%c[%i, %j]", "%e", 8, false),
        ];
        format!(
            "func.func @f(%a: memref<8x8xf32>, %b: memref<8x8xf32>, %c: memref<8x8xf32>, %d: memref<8x8xf32>, \
             %e: memref<8x9xf32>) {{\n  %cst = arith.constant 1.0 : f32\n{}{tail}  return\n}}\n",
            nests.concat()
        )
    }

    fn parsed(src: &str) -> (Context, Vec<OpId>) {
        let mut ctx = affine_dialects::new_context();
        let module = parse_source(&mut ctx, src, "t.mlir", &ParseOptions::default()).expect("parse");
        let n = nests(&ctx, module);
        (ctx, n)
    }

    fn nests(ctx: &Context, module: OpId) -> Vec<OpId> {
        let func = ctx
            .ir
            .walk(module, WalkOrder::PreOrder)
            .into_iter()
            .find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "func.func");
        let func = func.expect("func");
        let body = ctx.ir.region_blocks(ctx.ir.regions(func)[0]).next().expect("body");
        ctx.ir.block_ops(body).filter(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "affine.for").collect()
    }

    #[test]
    fn equal_shapes_modulo_memref_names_and_their_slices_carry_over() {
        let (mut ctx, n) = parsed(&pairs(""));
        let shape = |ctx: &Context, s, d| PairShape::build(ctx, s, d, 64).expect("shape");
        let (p01, p23) = (shape(&ctx, n[0], n[1]), shape(&ctx, n[2], n[3]));
        assert_eq!(p01.key, p23.key, "the same pair over other memrefs");
        // Another subscript, another memref type: other shapes.
        assert_ne!(p23.key, shape(&ctx, n[2], n[4]).key);
        assert_ne!(p01.key, shape(&ctx, n[1], n[5]).key);
        // A slice computed on one pair, moved to the other, is the other's.
        let mut cache = RelationCache::default();
        let mut s01 = ComputationSliceState::default();
        let mut s23 = ComputationSliceState::default();
        let strategy = FusionStrategy::ProducerConsumer;
        can_fuse_loops(&mut ctx, n[0], n[1], 2, &mut s01, strategy, &mut cache);
        can_fuse_loops(&mut ctx, n[2], n[3], 2, &mut s23, strategy, &mut cache);
        assert!(s01.insert_point.is_some());
        let moved = p23.slice_from(&p01.canonical_slice(&s01).expect("canonical"));
        assert_eq!(moved.ivs, s23.ivs);
        assert_eq!(moved.lbs, s23.lbs);
        assert_eq!(moved.ubs, s23.ubs);
        assert_eq!(moved.lb_operands, s23.lb_operands);
        assert_eq!(moved.ub_operands, s23.ub_operands);
        assert_eq!(moved.insert_point, s23.insert_point);
    }

    #[test]
    fn other_users_of_a_memref_are_part_of_the_shape() {
        let (ctx, n) = parsed(&pairs("  %x = affine.load %d[0, 0] : memref<8x8xf32>\n"));
        let p01 = PairShape::build(&ctx, n[0], n[1], 64).expect("shape");
        let p23 = PairShape::build(&ctx, n[2], n[3], 64).expect("shape");
        assert_ne!(p01.key, p23.key, "%d is read after the pair, %b is not");
        assert!(PairShape::build(&ctx, n[2], n[3], 2).is_none(), "%d has more uses than allowed");
    }
}
