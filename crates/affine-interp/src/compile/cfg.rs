//! Regions of several blocks (unstructured control flow): `cf.br`,
//! `cf.cond_br`, `cf.switch`, `cf.assert`, multi-block function bodies and
//! `scf.execute_region`s, and `scf.index_switch`.
//!
//! A region's blocks are compiled in reverse postorder from the entry block,
//! so every value is assigned its register (at its definition) before any
//! use: in reverse postorder a block's dominators come first. Blocks no edge
//! reaches never run and are not compiled. Every block's arguments get
//! registers before any body is compiled, so a branch can name the
//! arguments of a block compiled later.

use affine_ir::ir::{BlockId, OpId, RegionId, ValueId};

use super::{CResult, Compiler, FnState};
use crate::error::ErrorKind;
use crate::program::{Cfg, Edge, Inst, Placed, Slot, YieldingBody};
use crate::scalar::sext;

/// The blocks of `r` reachable from its entry, in reverse postorder.
fn reverse_postorder(c: &Compiler<'_>, r: RegionId) -> Vec<BlockId> {
    let ir = &c.ctx.ir;
    let Some(entry) = ir.entry_block(r) else { return Vec::new() };
    let successors = |b: BlockId| -> Vec<BlockId> {
        ir.block_ops(b).last().map(|t| ir.op(t).successors.to_vec()).unwrap_or_default()
    };
    let mut visited = std::collections::HashSet::from([entry]);
    let mut post = Vec::new();
    // (block, its successors, next successor to visit)
    let mut stack = vec![(entry, successors(entry), 0usize)];
    while let Some((b, succ, next)) = stack.last_mut() {
        if let Some(&s) = succ.get(*next) {
            *next += 1;
            if visited.insert(s) {
                let ss = successors(s);
                stack.push((s, ss, 0));
            }
        } else {
            post.push(*b);
            stack.pop();
        }
    }
    post.reverse();
    post
}

impl Compiler<'_> {
    /// Compiles region `r` of `op` as a control-flow graph. The entry
    /// block's arguments must already have registers. A region terminator
    /// (`scf.yield`) leaves the region, copying its operands into `exit`
    /// (the results of the op owning the region); `func.return` returns
    /// from the function as anywhere else.
    pub(super) fn cfg(&mut self, fs: &mut FnState, op: OpId, r: RegionId, exit: &[Slot]) -> CResult<Cfg> {
        let order = reverse_postorder(self, r);
        let ir = &self.ctx.ir;
        for (k, &b) in order.iter().enumerate() {
            fs.block_index.insert(b, k as u32);
            if k > 0 {
                for &a in ir.block_args(b) {
                    self.def(fs, a).map_err(|m| self.err(op, ErrorKind::Unsupported, m))?;
                }
            }
        }
        let mut blocks = Vec::with_capacity(order.len());
        for &b in &order {
            let (mut body, term) = self.block(fs, b)?;
            if let Some(t) = term {
                if self.name(t) != "scf.yield" {
                    let msg = format!("'{}' ending a block of several", self.name(t));
                    return Err(self.err(t, ErrorKind::Unsupported, msg));
                }
                let args = self.term_operands(fs, Some(t))?;
                if args.len() != exit.len() {
                    return Err(self.err(t, ErrorKind::MalformedIr, "yield operand count does not match the results"));
                }
                let edge = Edge { target: order.len() as u32, params: exit.into(), args: args.into() };
                self.push(&mut body, t, Inst::Br(Box::new(edge)));
            }
            blocks.push(body.into_boxed_slice());
        }
        Ok(Cfg { blocks: blocks.into_boxed_slice() })
    }

    /// The edge of branch `op` to `dest` forwarding `args`.
    fn edge(&self, fs: &FnState, op: OpId, dest: BlockId, args: &[ValueId]) -> CResult<Edge> {
        let target = *fs
            .block_index
            .get(&dest)
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "branch to a block outside its region"))?;
        let params = self.ctx.ir.block_args(dest);
        if params.len() != args.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "branch operand count does not match the block"));
        }
        let params = params.iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
        let args = args.iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
        Ok(Edge { target, params: params.into(), args: args.into() })
    }

    /// Compiles a `cf` op.
    pub(super) fn cf(&mut self, fs: &mut FnState, op: OpId, name: &str, out: &mut Vec<Placed>) -> CResult<()> {
        let ctx = self.ctx;
        let succ = ctx.ir.op(op).successors.clone();
        let edge_to = |k: usize| -> CResult<Edge> {
            let dest = *succ.get(k).ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing successor"))?;
            self.edge(fs, op, dest, &affine_dialects::cf::successor_operands(ctx, op, k))
        };
        let first_operand = || -> CResult<ValueId> {
            ctx.ir.operands(op).first().copied().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing operand"))
        };
        let inst = match name {
            "br" => Inst::Br(Box::new(edge_to(0)?)),
            "cond_br" => {
                let cond = self.s(fs, op, first_operand()?)?;
                Inst::CondBr { cond, edges: Box::new([edge_to(0)?, edge_to(1)?]) }
            }
            "switch" => {
                let flag_value = first_operand()?;
                let flag = self.s(fs, op, flag_value)?;
                let width = match self.vty_of(op, flag_value)? {
                    crate::program::VTy::S(t) => t.int_width(),
                    _ => return Err(self.err(op, ErrorKind::MalformedIr, "cf.switch flag is not a scalar")),
                };
                let values: Vec<i64> = affine_dialects::cf::switch_case_values(ctx, op)
                    .into_iter()
                    .map(|v| sext(width, v as i64))
                    .collect();
                if succ.len() != values.len() + 1 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "cf.switch case count does not match"));
                }
                // Cases first, the default (successor 0) last.
                let mut edges = (1..succ.len()).map(&edge_to).collect::<CResult<Vec<_>>>()?;
                edges.push(edge_to(0)?);
                Inst::Switch { flag, values: values.into(), edges: edges.into() }
            }
            "assert" => {
                let cond = self.s(fs, op, first_operand()?)?;
                let msg = self.attr(op, "msg").and_then(|a| ctx.attr_str(a)).unwrap_or_default();
                Inst::Assert { cond, msg: msg.into() }
            }
            _ => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op 'cf.{name}'"))),
        };
        self.push(out, op, inst);
        Ok(())
    }

    /// Compiles `scf.index_switch`: its region 0 is the default, regions
    /// 1.. the cases in the order of its `cases` attribute.
    pub(super) fn index_switch(
        &mut self,
        fs: &mut FnState,
        op: OpId,
        ops: &[ValueId],
        out: &mut Vec<Placed>,
    ) -> CResult<()> {
        let flag = self.s(fs, op, self.arg(op, ops, 0)?)?;
        let values = self
            .attr(op, "cases")
            .and_then(|a| self.int_list(a))
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "scf.index_switch without cases"))?;
        let results = self.def_all(fs, op)?;
        let regions = self.ctx.ir.regions(op).to_vec();
        if regions.len() != values.len() + 1 {
            return Err(self.err(op, ErrorKind::MalformedIr, "scf.index_switch region count does not match"));
        }
        let mut bodies = Vec::with_capacity(regions.len());
        // Cases first, the default last.
        for &r in regions[1..].iter().chain(&regions[..1]) {
            let (_, body, term) = self.region(fs, op, r)?;
            let yields = self.term_operands(fs, term)?;
            bodies.push(YieldingBody { body: body.into(), yields: yields.into() });
        }
        self.push(
            out,
            op,
            Inst::IndexSwitch { flag, values: values.into(), bodies: bodies.into(), results: results.into() },
        );
        Ok(())
    }
}
