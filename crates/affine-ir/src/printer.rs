//! The IR printer, reproducing `mlir-opt`'s output: SSA value naming
//! (`%0`, `%arg0`, `%c0`, `%cst_0`, result groups), block naming (`^bb1`
//! with `// pred:` comments), alias hoisting (`#map`, `#set`, `#loc`),
//! generic form (`--mlir-print-op-generic`) and trailing locations
//! (`--mlir-print-debuginfo`).
//!
//! [`OpPrinter`] is also the API custom op printers use (MLIR's `OpAsmPrinter`).

use crate::fxhash::{FxHashMap, FxHashSet};
use std::fmt::Write;

use crate::asm::{AliasKey, AliasState, AsmWriter};
use crate::context::{AttrData, Attribute, Context, NamedAttr, Type, TypeData};
use crate::dialect::traits;
use crate::ir::{BlockId, OpId, RegionId, ValueDef, ValueId};

/// Printing options (the `--mlir-print-*` flags).
#[derive(Clone, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in generic form.
    pub generic: bool,
    /// Print trailing `loc(...)` for ops and block arguments.
    pub debug_info: bool,
}

/// No name assigned (dense name tables).
const NO_NAME: u32 = u32::MAX;
/// Flag bit: the rest is an index into `NameState::named`.
const NAMED: u32 = 1 << 31;

#[derive(Clone, Debug)]
enum ValName<'n> {
    Num(u32),
    Named(&'n str),
}

/// SSA names for values and blocks of one printed root op, in dense
/// tables indexed by value / block id.
#[derive(Default)]
struct NameState {
    values: Vec<u32>,
    named: Vec<String>,
    result_groups: FxHashMap<OpId, Vec<u32>>,
    blocks: Vec<u32>,
    used: FxHashSet<String>,
    used_log: Vec<String>,
    next_value: u32,
    next_arg: u32,
    next_conflict: u32,
}

/// Prints operations (and is the API for custom printers).
pub struct OpPrinter<'c> {
    /// The context.
    pub ctx: &'c Context,
    w: AsmWriter<'c>,
    indent: usize,
    opts: PrintOptions,
    names: NameState,
    default_dialect: Vec<&'static str>,
    /// True during the alias collection pass (output is discarded).
    collecting: bool,
}

impl NameState {
    fn get(&self, v: ValueId) -> Option<ValName<'_>> {
        match self.values.get(v.index()).copied() {
            None | Some(NO_NAME) => None,
            Some(x) if x & NAMED != 0 => Some(ValName::Named(&self.named[(x & !NAMED) as usize])),
            Some(x) => Some(ValName::Num(x)),
        }
    }
    fn has(&self, v: ValueId) -> bool {
        self.values.get(v.index()).is_some_and(|&x| x != NO_NAME)
    }
    fn set_num(&mut self, v: ValueId, n: u32) {
        self.values[v.index()] = n;
    }
    fn set_named(&mut self, v: ValueId, s: String) {
        self.values[v.index()] = NAMED | self.named.len() as u32;
        self.named.push(s);
    }
    fn block(&self, b: BlockId) -> Option<u32> {
        self.blocks.get(b.index()).copied().filter(|&x| x != NO_NAME)
    }
}

/// Prints `op` (usually a `builtin.module`) as `mlir-opt` does, including
/// alias definitions and a trailing newline.
pub fn print_op(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    let mut p = OpPrinter::new(ctx, opts.clone());
    p.number_root(op);
    // Pass 1 (MLIR's alias initializer): walk in printing order to collect
    // aliasable attributes and locations; the text is discarded.
    if opts.debug_info || needs_alias_pass(ctx, op) {
        if let Some(a) = p.w.aliases.as_mut() {
            a.collecting = true;
        }
        p.collecting = true;
        p.print_operation(op);
        p.collecting = false;
        p.w.out.clear();
        if let Some(a) = p.w.aliases.as_mut() {
            a.finalize();
        }
    }
    p.print_operation(op);
    p.w.out.push('\n');
    p.finish()
}

/// True if anything under `op` may need an alias (affine maps / sets,
/// locations used as attributes, memref layouts in types).
fn needs_alias_pass(ctx: &Context, op: OpId) -> bool {
    fn attr_has(ctx: &Context, a: Attribute) -> bool {
        match ctx.attr_data(a) {
            AttrData::AffineMap(_) | AttrData::IntegerSet(_) | AttrData::Loc(_) => true,
            AttrData::Array(v) => v.iter().any(|&x| attr_has(ctx, x)),
            AttrData::Dictionary(v) => v.iter().any(|na| attr_has(ctx, na.value)),
            AttrData::Type(t) => type_has(ctx, *t),
            AttrData::DenseElements { ty, .. } => type_has(ctx, *ty),
            _ => false,
        }
    }
    fn type_has(ctx: &Context, t: Type) -> bool {
        match ctx.type_data(t) {
            TypeData::MemRef { layout, elem, memory_space, .. } => {
                layout.is_some_and(|l| attr_has(ctx, l))
                    || memory_space.is_some_and(|m| attr_has(ctx, m))
                    || type_has(ctx, *elem)
            }
            TypeData::Function { inputs, results } => inputs.iter().chain(results).any(|&x| type_has(ctx, x)),
            TypeData::Tuple(v) => v.iter().any(|&x| type_has(ctx, x)),
            TypeData::RankedTensor { encoding: Some(_), .. } => true,
            TypeData::Vector { elem, .. } | TypeData::RankedTensor { elem, .. } | TypeData::Complex(elem) => {
                type_has(ctx, *elem)
            }
            _ => false,
        }
    }
    let mut seen_types = crate::fxhash::FxHashSet::default();
    let mut found = false;
    ctx.ir.walk_pre(op, &mut |o| {
        if found {
            return;
        }
        let d = ctx.ir.op(o);
        if d.props.iter().chain(d.attrs.iter()).any(|na| attr_has(ctx, na.value)) {
            found = true;
            return;
        }
        let mut check = |t: Type| {
            if seen_types.insert(t) && type_has(ctx, t) {
                found = true;
            }
        };
        for &v in d.operands.iter().chain(d.results.iter()) {
            check(ctx.ir.value_type(v));
        }
        for &r in &d.regions {
            for b in ctx.ir.region_blocks(r) {
                for &a in ctx.ir.block_args(b) {
                    check(ctx.ir.value_type(a));
                }
            }
        }
    });
    found
}

/// Prints a nested op on its own (no alias section, no trailing newline),
/// naming values as they are named when the closest isolated-from-above
/// ancestor is printed (as MLIR's `Operation::print` does). Used for
/// diagnostics notes.
pub fn print_op_local(ctx: &Context, op: OpId, opts: &PrintOptions) -> String {
    let mut p = OpPrinter::new(ctx, opts.clone());
    p.w.aliases = None;
    let mut root = op;
    while !ctx.op_has_trait(root, traits::ISOLATED_FROM_ABOVE) {
        match ctx.ir.parent_op(root) {
            Some(par) => root = par,
            None => break,
        }
    }
    p.number_root(root);
    p.print_operation(op);
    p.w.out
}

impl<'c> OpPrinter<'c> {
    fn new(ctx: &'c Context, opts: PrintOptions) -> Self {
        let mut w = AsmWriter::new(ctx);
        w.aliases = Some(AliasState::default());
        OpPrinter {
            ctx,
            w,
            indent: 0,
            opts,
            names: NameState::default(),
            default_dialect: vec!["builtin"],
            collecting: false,
        }
    }

    fn finish(mut self) -> String {
        let aliases = self.w.aliases.take().unwrap_or_default();
        if aliases.is_empty() {
            return self.w.out;
        }
        let mut head = String::new();
        let mut tail = String::new();
        let sorted = aliases.sorted();
        let mut aw = AsmWriter::new(self.ctx);
        aw.aliases = Some(aliases);
        // Locations that are only used as trailing op locations are deferred
        // to the end of the output (as MLIR does); others come first.
        for (k, i, a, deferrable) in sorted {
            aw.out.clear();
            AliasState::write_alias_name(&mut aw.out, k, i);
            aw.out.push_str(" = ");
            match a {
                AliasKey::Loc(l) => aw.write_loc(l),
                AliasKey::Attr(a) => match self.ctx.attr_data(a) {
                    AttrData::AffineMap(m) => {
                        aw.out.push_str("affine_map<");
                        self.ctx.affine.write_map(&mut aw.out, *m);
                        aw.out.push('>');
                    }
                    AttrData::IntegerSet(s) => {
                        aw.out.push_str("affine_set<");
                        self.ctx.affine.write_set(&mut aw.out, *s);
                        aw.out.push('>');
                    }
                    _ => aw.write_attr(a, false),
                },
            }
            aw.out.push('\n');
            if deferrable {
                tail.push_str(&aw.out);
            } else {
                head.push_str(&aw.out);
            }
        }
        let mut out = std::mem::take(&mut self.w.out);
        out.insert_str(0, &head);
        out.push_str(&tail);
        out
    }

    // ------------------------------------------------------------------
    // Naming
    // ------------------------------------------------------------------

    fn number_root(&mut self, op: OpId) {
        self.names.values = vec![NO_NAME; self.ctx.ir.num_value_slots()];
        self.names.blocks = vec![NO_NAME; self.ctx.ir.num_block_slots()];
        if self.opts.generic {
            // Generic form implies unique SSA ids (MLIR's
            // `shouldPrintUniqueSSAIDs`): counters are never restored and
            // regions are numbered in the order of MLIR's LIFO work stack.
            let mut stack: Vec<RegionId> = self.ctx.ir.regions(op).to_vec();
            while let Some(r) = stack.pop() {
                self.number_region(r);
                let ir = &self.ctx.ir;
                for b in ir.region_blocks(r) {
                    for o in ir.block_ops(b) {
                        stack.extend(ir.regions(o).iter().copied());
                    }
                }
            }
            return;
        }
        let regions = self.ctx.ir.regions(op).to_vec();
        let saved = (self.names.next_value, self.names.next_arg, self.names.next_conflict);
        for r in regions {
            self.number_region_tree(r, saved);
        }
    }

    fn number_region_tree(&mut self, r: RegionId, counters: (u32, u32, u32)) {
        (self.names.next_value, self.names.next_arg, self.names.next_conflict) = counters;
        let mark = self.names.used_log.len();
        self.number_region(r);
        let after = (self.names.next_value, self.names.next_arg, self.names.next_conflict);
        let ir = &self.ctx.ir;
        let nested: Vec<RegionId> =
            ir.region_blocks(r).flat_map(|b| ir.block_ops(b)).flat_map(|o| ir.regions(o).iter().copied()).collect();
        for n in nested {
            self.number_region_tree(n, after);
        }
        // Pop the names scope of this region.
        while self.names.used_log.len() > mark {
            if let Some(s) = self.names.used_log.pop() {
                self.names.used.remove(&s);
            }
        }
    }

    fn number_region(&mut self, r: RegionId) {
        let ctx: &'c Context = self.ctx;
        let ir = &ctx.ir;
        for (i, b) in ir.region_blocks(r).enumerate() {
            self.names.blocks[b.index()] = i as u32;
            for &a in ir.block_args(b) {
                if i == 0 {
                    let n = format!("arg{}", self.names.next_arg);
                    self.names.next_arg += 1;
                    self.set_value_name(a, &n);
                } else {
                    self.set_value_name(a, "");
                }
            }
            for o in ir.block_ops(b) {
                self.number_op(o);
            }
        }
    }

    fn number_op(&mut self, o: OpId) {
        let ir = &self.ctx.ir;
        let results = ir.results(o);
        if results.is_empty() {
            return;
        }
        let mut groups: Vec<u32> = vec![0];
        if !self.opts.generic
            && let Some(def) = self.ctx.op_def(ir.op(o).name)
            && let Some(f) = def.result_names
        {
            let mut v = Vec::new();
            f(self.ctx, o, &mut v);
            for (i, name) in v {
                let Some(&val) = results.get(i as usize) else { continue };
                if self.names.has(val) || name.is_empty() {
                    continue;
                }
                self.set_value_name(val, &name);
                if i != 0 {
                    groups.push(i);
                }
            }
        }
        let first = results[0];
        if !self.names.has(first) {
            self.names.set_num(first, self.names.next_value);
            self.names.next_value += 1;
        }
        if groups.len() > 1 {
            groups.sort_unstable();
            groups.dedup();
            self.names.result_groups.insert(o, groups);
        }
    }

    fn set_value_name(&mut self, v: ValueId, name: &str) {
        if name.is_empty() {
            self.names.set_num(v, self.names.next_value);
            self.names.next_value += 1;
            return;
        }
        let name = sanitize_identifier(name);
        let unique = if !self.names.used.contains(&name) {
            name
        } else {
            loop {
                let probe = format!("{name}_{}", self.names.next_conflict);
                self.names.next_conflict += 1;
                if !self.names.used.contains(&probe) {
                    break probe;
                }
            }
        };
        self.names.used.insert(unique.clone());
        self.names.used_log.push(unique.clone());
        self.names.set_named(v, unique);
    }

    // ------------------------------------------------------------------
    // Output helpers (custom printer API)
    // ------------------------------------------------------------------

    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.w.out.push_str(s);
    }
    /// The output buffer (for `write!`).
    pub fn out(&mut self) -> &mut String {
        &mut self.w.out
    }
    /// Writes the SSA name of a value (`%0`, `%arg1`, `%c0`, `%3#1`).
    pub fn print_operand(&mut self, v: ValueId) {
        self.write_value_id(v, true);
    }
    /// Writes a comma-separated list of operands.
    pub fn print_operands(&mut self, vs: &[ValueId]) {
        for (i, &v) in vs.iter().enumerate() {
            if i > 0 {
                self.w.out.push_str(", ");
            }
            self.print_operand(v);
        }
    }
    /// The printed SSA name of a value (e.g. for affine expression printing).
    pub fn value_name(&mut self, v: ValueId) -> String {
        let start = self.w.out.len();
        self.print_operand(v);
        let s = self.w.out[start..].to_string();
        self.w.out.truncate(start);
        s
    }
    /// Writes a type.
    pub fn print_type(&mut self, t: Type) {
        self.w.write_type(t);
    }
    /// Writes a comma-separated type list.
    pub fn print_types(&mut self, ts: &[Type]) {
        self.w.write_type_list(ts);
    }
    /// Writes a functional type `(inputs) -> results` from value lists.
    pub fn print_functional_type(&mut self, inputs: &[ValueId], results: &[ValueId]) {
        let ir = &self.ctx.ir;
        let it: Vec<Type> = inputs.iter().map(|&v| ir.value_type(v)).collect();
        let rt: Vec<Type> = results.iter().map(|&v| ir.value_type(v)).collect();
        self.w.out.push('(');
        self.w.write_type_list(&it);
        self.w.out.push_str(") -> ");
        self.w.write_result_types(&rt);
    }
    /// Writes result types after `->` (bare single type or parenthesized list).
    pub fn print_result_types(&mut self, ts: &[Type]) {
        self.w.write_result_types(ts);
    }
    /// Writes an attribute (with aliases, type not elided).
    pub fn print_attribute(&mut self, a: Attribute) {
        self.w.write_attr(a, false);
    }
    /// Writes an attribute eliding an `i64`/`f64` type.
    pub fn print_attribute_elide_type(&mut self, a: Attribute) {
        self.w.write_attr(a, true);
    }
    /// Writes the value of an integer/float attribute without its type.
    pub fn print_attribute_value(&mut self, a: Attribute) {
        let fk = match self.ctx.attr_data(a) {
            AttrData::Float { ty, .. } => self.ctx.float_kind(*ty),
            _ => None,
        };
        self.w.write_scalar_value(a, fk);
    }
    /// Writes `@name`.
    pub fn print_symbol_name(&mut self, name: &str) {
        self.w.out.push('@');
        crate::asm::write_keyword_or_string(&mut self.w.out, name);
    }
    /// Writes ` {a = 1, b}` with the op's attributes and properties minus
    /// `elided` (nothing if empty).
    pub fn print_optional_attr_dict(&mut self, op: OpId, elided: &[&str]) {
        let attrs = self.merged_attrs(op, elided);
        self.print_attr_list(&attrs, false);
    }
    /// Writes ` attributes {a = 1}` (nothing if empty).
    pub fn print_optional_attr_dict_with_keyword(&mut self, op: OpId, elided: &[&str]) {
        let attrs = self.merged_attrs(op, elided);
        self.print_attr_list(&attrs, true);
    }
    /// Writes ` {..}` for an explicit list of named attributes.
    pub fn print_named_attrs(&mut self, attrs: &[NamedAttr]) {
        self.print_attr_list(attrs, false);
    }

    fn merged_attrs(&self, op: OpId, elided: &[&str]) -> Vec<NamedAttr> {
        let d = self.ctx.ir.op(op);
        let mut v: Vec<NamedAttr> = d
            .props
            .iter()
            .chain(d.attrs.iter())
            .filter(|na| !elided.contains(&self.ctx.ident_str(na.name)))
            .copied()
            .collect();
        if !d.props.is_empty() && !d.attrs.is_empty() {
            v.sort_by(|a, b| self.ctx.ident_str(a.name).cmp(self.ctx.ident_str(b.name)));
        }
        v
    }

    fn print_attr_list(&mut self, attrs: &[NamedAttr], keyword: bool) {
        if attrs.is_empty() {
            return;
        }
        self.w.out.push_str(if keyword { " attributes {" } else { " {" });
        for (i, na) in attrs.iter().enumerate() {
            if i > 0 {
                self.w.out.push_str(", ");
            }
            self.w.write_named_attr(na.name, na.value);
        }
        self.w.out.push('}');
    }

    /// Writes a successor block name (`^bb1`).
    pub fn print_successor(&mut self, b: BlockId) {
        self.write_block_name(b);
    }

    /// Writes `%arg0: type` for a block argument, with `attrs` and (in
    /// debug-info mode) its location.
    pub fn print_region_argument(&mut self, v: ValueId, attrs: &[NamedAttr]) {
        self.print_operand(v);
        self.w.out.push_str(": ");
        let t = self.ctx.ir.value_type(v);
        self.w.write_type(t);
        self.print_attr_list(attrs, false);
        if self.opts.debug_info {
            self.write_arg_loc(v);
        }
    }

    /// Writes ` loc(...)` for a block argument (inline, as MLIR does not
    /// alias argument locations; nested locations are aliased).
    fn write_arg_loc(&mut self, v: ValueId) {
        let l = self.ctx.ir.value(v).loc.unwrap_or_else(|| self.ctx.ir.op(self.block_owner_op(v)).loc);
        self.w.out.push(' ');
        if self.collecting {
            self.w.write_loc_alias(l, false);
        } else {
            self.w.write_loc(l);
        }
    }

    /// Writes a block argument's name without its type (MLIR's
    /// `printRegionArgument(arg, {}, /*omitType=*/true)`, used by
    /// `affine.for` for its induction variable), with its location in
    /// debug-info mode.
    pub fn print_region_argument_no_type(&mut self, v: ValueId) {
        self.print_operand(v);
        if self.opts.debug_info {
            self.write_arg_loc(v);
        }
    }

    fn block_owner_op(&self, v: ValueId) -> OpId {
        match self.ctx.ir.value(v).def {
            ValueDef::BlockArg(b, _) => self.ctx.ir.block_parent_op(b).unwrap_or(OpId(0)),
            ValueDef::OpResult(o, _) => o,
        }
    }

    /// Writes an affine map applied to SSA operands: dims print as the
    /// operand names, symbols as `symbol(%name)` (MLIR's
    /// `printAffineMapOfSSAIds`).
    pub fn print_affine_map_of_ssa_ids(&mut self, map: crate::affine::AffineMap, operands: &[ValueId]) {
        let names: Vec<String> = operands.iter().map(|&v| self.value_name(v)).collect();
        let refs: Vec<&str> = names.iter().map(|s| s.as_str()).collect();
        self.ctx.affine.write_map_of_ssa_ids(&mut self.w.out, map, &refs);
    }

    /// Writes a region: `{`, its blocks, `}` at the current indentation.
    pub fn print_region(&mut self, r: RegionId, print_entry_args: bool, print_terminators: bool) {
        self.print_region_full(r, print_entry_args, print_terminators, false);
    }

    /// Writes a region with MLIR's full flag set.
    pub fn print_region_full(
        &mut self,
        r: RegionId,
        print_entry_args: bool,
        print_terminators: bool,
        print_empty_block: bool,
    ) {
        self.w.out.push_str("{\n");
        let ir = &self.ctx.ir;
        if let Some(entry) = ir.entry_block(r) {
            let owner = ir.region(r).parent;
            let dd = if self.opts.generic {
                ""
            } else {
                owner.and_then(|o| self.ctx.op_def(ir.op(o).name)).map(|d| d.default_dialect).unwrap_or("")
            };
            self.default_dialect.push(dd);
            let always_header = (print_empty_block && ir.block(entry).first.is_none())
                || (print_entry_args && !ir.block_args(entry).is_empty());
            self.print_block(entry, always_header, print_terminators);
            let mut cur = ir.block(entry).next;
            while let Some(b) = cur {
                self.print_block(b, true, true);
                cur = ir.block(b).next;
            }
            self.default_dialect.pop();
        }
        self.write_indent();
        self.w.out.push('}');
    }

    fn write_indent(&mut self) {
        for _ in 0..self.indent {
            self.w.out.push(' ');
        }
    }

    fn print_block(&mut self, b: BlockId, print_header: bool, print_terminator: bool) {
        let ir = &self.ctx.ir;
        if print_header {
            self.write_indent();
            self.write_block_name(b);
            let args = ir.block_args(b).to_vec();
            if !args.is_empty() {
                self.w.out.push('(');
                for (i, a) in args.into_iter().enumerate() {
                    if i > 0 {
                        self.w.out.push_str(", ");
                    }
                    self.print_operand(a);
                    self.w.out.push_str(": ");
                    self.w.write_type(ir.value_type(a));
                    if self.opts.debug_info {
                        self.write_arg_loc(a);
                    }
                }
                self.w.out.push(')');
            }
            self.w.out.push(':');
            let preds = ir.predecessors(b);
            let is_entry = ir.block(b).prev.is_none();
            if preds.is_empty() {
                if !is_entry {
                    self.w.out.push_str("  // no predecessors");
                }
            } else if preds.len() == 1 {
                self.w.out.push_str("  // pred: ");
                self.write_block_name(preds[0]);
            } else {
                let mut ps: Vec<(u32, BlockId)> =
                    preds.iter().map(|&p| (self.names.block(p).unwrap_or(u32::MAX), p)).collect();
                ps.sort_by_key(|x| x.0);
                let _ = write!(self.w.out, "  // {} preds: ", ps.len());
                for (i, (_, p)) in ps.into_iter().enumerate() {
                    if i > 0 {
                        self.w.out.push_str(", ");
                    }
                    self.write_block_name(p);
                }
            }
            self.w.out.push('\n');
        }
        self.indent += 2;
        let last = ir.block(b).last;
        let mut cur = ir.block(b).first;
        while let Some(o) = cur {
            cur = ir.op(o).next;
            if !print_terminator && Some(o) == last && self.is_elidable_terminator(o) {
                break;
            }
            if self.collecting {
                // The collection pass only needs the side effects.
                self.w.out.clear();
            }
            self.write_indent();
            self.print_operation(o);
            self.w.out.push('\n');
        }
        self.indent -= 2;
    }

    fn is_elidable_terminator(&self, o: OpId) -> bool {
        // MLIR drops the last op when terminators are not printed; only do it
        // for real terminators so that a missing terminator does not hide ops.
        self.ctx.op_has_trait(o, traits::TERMINATOR)
    }

    fn write_block_name(&mut self, b: BlockId) {
        match self.names.block(b) {
            Some(i) => {
                let _ = write!(self.w.out, "^bb{i}");
            }
            None => self.w.out.push_str("<<UNKNOWN BLOCK>>"),
        }
    }

    fn write_value_id(&mut self, v: ValueId, print_result_no: bool) {
        let ir = &self.ctx.ir;
        let mut lookup = v;
        let mut result_no: Option<u32> = None;
        if let ValueDef::OpResult(o, i) = ir.value(v).def {
            let n = ir.results(o).len() as u32;
            if n > 1 {
                match self.names.result_groups.get(&o) {
                    None => {
                        result_no = Some(i);
                        lookup = ir.results(o)[0];
                    }
                    Some(groups) => {
                        let pos = groups.partition_point(|&g| g <= i);
                        let start = groups[pos - 1];
                        let size = if pos < groups.len() { groups[pos] - start } else { n - start };
                        if size != 1 {
                            result_no = Some(i - start);
                        }
                        lookup = ir.results(o)[start as usize];
                    }
                }
            }
        }
        match self.names.get(lookup) {
            Some(ValName::Num(n)) => {
                self.w.out.push('%');
                push_u32(&mut self.w.out, n);
            }
            Some(ValName::Named(s)) => {
                self.w.out.push('%');
                self.w.out.push_str(s);
            }
            None => {
                self.w.out.push_str("<<UNKNOWN SSA VALUE>>");
                return;
            }
        }
        if print_result_no && let Some(r) = result_no {
            let _ = write!(self.w.out, "#{r}");
        }
    }

    // ------------------------------------------------------------------
    // Operations
    // ------------------------------------------------------------------

    fn print_operation(&mut self, o: OpId) {
        let ctx: &'c Context = self.ctx;
        let ir = &ctx.ir;
        if self.collecting && self.opts.debug_info {
            // MLIR's alias initializer visits the op location first.
            let save = self.w.out.len();
            self.w.write_loc_alias(ir.op(o).loc, true);
            self.w.out.truncate(save);
        }
        let n = ir.results(o).len() as u32;
        if n > 0 {
            let groups = self.names.result_groups.get(&o).cloned();
            let results = ir.results(o);
            match groups {
                Some(g) => {
                    for (gi, &start) in g.iter().enumerate() {
                        if gi > 0 {
                            self.w.out.push_str(", ");
                        }
                        let end = g.get(gi + 1).copied().unwrap_or(n);
                        self.write_value_id(results[start as usize], false);
                        if end - start > 1 {
                            let _ = write!(self.w.out, ":{}", end - start);
                        }
                    }
                }
                None => {
                    self.write_value_id(results[0], false);
                    if n > 1 {
                        let _ = write!(self.w.out, ":{n}");
                    }
                }
            }
            self.w.out.push_str(" = ");
        }
        let name = ir.op(o).name;
        let def = self.ctx.op_def(name);
        match def.and_then(|d| d.print) {
            Some(f) if !self.opts.generic => {
                let full = self.ctx.op_name_str(name);
                let dd = self.default_dialect.last().copied().unwrap_or("");
                let short = full
                    .strip_prefix(dd)
                    .and_then(|s| s.strip_prefix('.'))
                    .filter(|s| !dd.is_empty() && !s.contains('.'));
                self.w.out.push_str(short.unwrap_or(full));
                f(self, o);
            }
            _ => self.print_generic(o),
        }
        if self.opts.debug_info {
            let l = ir.op(o).loc;
            self.w.out.push_str(" loc(");
            if self.w.aliases.is_some() {
                self.w.write_loc_alias(l, true);
            } else {
                self.w.write_loc_inner(l);
            }
            self.w.out.push(')');
        }
    }

    /// Writes the generic form of an op (after the results).
    pub fn print_generic(&mut self, o: OpId) {
        let ctx: &'c Context = self.ctx;
        let ir = &ctx.ir;
        let d = ir.op(o);
        if self.collecting {
            // MLIR's alias initializer visits a generic op's regions first,
            // then operand and result types, then its attributes.
            for &r in &d.regions {
                self.print_region_full(r, true, true, true);
            }
            for &v in d.operands.iter().chain(d.results.iter()) {
                self.w.write_type(ir.value_type(v));
            }
            // Properties of unregistered ops are an opaque dictionary that
            // MLIR's alias initializer does not visit.
            let registered = self.ctx.op_def(d.name).is_some();
            let props: &[NamedAttr] = if registered { &d.props } else { &[] };
            for na in props.iter().chain(d.attrs.iter()) {
                self.w.write_attr(na.value, false);
            }
            return;
        }
        crate::asm::write_escaped_string(&mut self.w.out, self.ctx.op_name_str(d.name));
        self.w.out.push('(');
        let operands = &d.operands;
        self.print_operands(operands);
        self.w.out.push(')');
        if !d.successors.is_empty() {
            self.w.out.push('[');
            for (i, &s) in d.successors.iter().enumerate() {
                if i > 0 {
                    self.w.out.push_str(", ");
                }
                self.write_block_name(s);
            }
            self.w.out.push(']');
        }
        if !d.props.is_empty() {
            self.w.out.push_str(" <{");
            for (i, na) in d.props.iter().enumerate() {
                if i > 0 {
                    self.w.out.push_str(", ");
                }
                self.w.write_named_attr(na.name, na.value);
            }
            self.w.out.push_str("}>");
        }
        if !d.regions.is_empty() {
            self.w.out.push_str(" (");
            for (i, &r) in d.regions.iter().enumerate() {
                if i > 0 {
                    self.w.out.push_str(", ");
                }
                self.print_region_full(r, true, true, true);
            }
            self.w.out.push(')');
        }
        self.print_attr_list(&d.attrs, false);
        self.w.out.push_str(" : ");
        self.print_functional_type(operands, &d.results);
    }

    /// Current indentation (spaces).
    pub fn indent(&self) -> usize {
        self.indent
    }
}

/// Appends a decimal number without going through `fmt`.
fn push_u32(out: &mut String, mut n: u32) {
    let mut buf = [0u8; 10];
    let mut i = buf.len();
    loop {
        i -= 1;
        buf[i] = b'0' + (n % 10) as u8;
        n /= 10;
        if n == 0 {
            break;
        }
    }
    for &c in &buf[i..] {
        out.push(c as char);
    }
}

/// MLIR's `sanitizeIdentifier` for SSA names: invalid characters become
/// hex codes (spaces become `_`), a leading digit gets a `_` prefix.
pub fn sanitize_identifier(name: &str) -> String {
    let valid = |c: u8| c.is_ascii_alphanumeric() || b"$._-".contains(&c);
    let needs_copy = name.as_bytes().first().is_some_and(|c| c.is_ascii_digit()) || !name.bytes().all(valid);
    if !needs_copy {
        return name.to_string();
    }
    let mut out = String::new();
    if name.as_bytes().first().is_some_and(|c| c.is_ascii_digit()) {
        out.push('_');
    }
    for c in name.bytes() {
        if valid(c) {
            out.push(c as char);
        } else if c == b' ' {
            out.push('_');
        } else {
            let _ = write!(out, "{:X}", c);
        }
    }
    out
}
