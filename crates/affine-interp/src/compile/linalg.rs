//! Structured `linalg` ops on memrefs (`linalg.generic` and every named op
//! with a payload region: `fill`, `copy`, `matmul`, `add`...), compiled the
//! way `-convert-linalg-to-affine-loops` lowers them (MLIR's
//! `Linalg/Transforms/Loops.cpp`), into the interpreter's own loop nest:
//!
//! - one loop per iteration dimension, outermost first, from 0 to the size
//!   of the first operand dimension (inputs, then outputs) whose indexing
//!   map result is exactly that dimension (MLIR's shapes-to-loops map);
//! - at each point, every payload block argument that is used reads its
//!   operand through the operand's indexing map (a scalar operand is passed
//!   as is; MLIR's lowering loads every operand but its cleanup drops the
//!   unused loads, so an unused argument is never read);
//! - `linalg.index` is the induction variable of its dimension;
//! - the `linalg.yield`ed values are stored through the outputs' maps.

use affine_ir::affine::AffineExprData;
use affine_ir::ir::{OpId, ValueId};

use super::{CResult, Compiler, FnState};
use crate::affmap::{CExpr, CMap, compile_map};
use crate::error::ErrorKind;
use crate::program::{AffineFor, Idx, Inst, Placed, Slot};

impl Compiler<'_> {
    /// Compiles a structured op (`op` has `parts`) into `out`.
    pub(super) fn linalg_structured(
        &mut self,
        fs: &mut FnState,
        op: OpId,
        parts: affine_dialects::linalg::StructuredParts,
        out: &mut Vec<Placed>,
    ) -> CResult<()> {
        let ctx = self.ctx;
        if !ctx.ir.results(op).is_empty() {
            return Err(self.err(op, ErrorKind::Unsupported, "linalg ops on tensors are not supported"));
        }
        let operands: Vec<ValueId> = parts.inputs.iter().chain(&parts.outputs).copied().collect();
        if parts.maps.len() != operands.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "one indexing map per operand expected"));
        }
        let slots = operands.iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
        // Loop k runs over the first operand dimension indexed by exactly d_k.
        let mut sizes = Vec::with_capacity(parts.num_loops);
        for k in 0..parts.num_loops {
            let found = parts.maps.iter().zip(&slots).find_map(|(&m, &s)| {
                let Slot::M(mem) = s else { return None };
                let results = &ctx.affine.map_data(m).results;
                let pos = results.iter().position(|&e| ctx.affine.data(e) == AffineExprData::Dim(k as u32))?;
                Some((mem, pos))
            });
            let Some((mem, pos)) = found else {
                return Err(self.err(
                    op,
                    ErrorKind::Unsupported,
                    format!("no operand dimension gives the size of loop {k}"),
                ));
            };
            let (dim_index, size) = (self.fresh_scalar(fs), self.fresh_scalar(fs));
            self.push(out, op, Inst::Const { dst: dim_index, bits: pos as u64 });
            self.push(out, op, Inst::Dim { dst: size, mem, idx: dim_index });
            sizes.push(size);
        }
        let ivs: Vec<u32> = (0..parts.num_loops).map(|_| self.fresh_scalar(fs)).collect();

        // The payload: read the used block arguments, run the body, store.
        let region =
            *ctx.ir.regions(op).first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing region"))?;
        let saw = std::mem::replace(&mut fs.saw_alloca, false);
        fs.linalg_ivs.push(ivs.clone());
        let compiled = self.region(fs, op, region);
        fs.linalg_ivs.pop();
        let has_alloca = std::mem::replace(&mut fs.saw_alloca, saw);
        fs.saw_alloca |= has_alloca;
        let (args, body, term) = compiled?;
        if args.len() != operands.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "one payload argument per operand expected"));
        }
        let block_args = ctx.ir.entry_block(region).map(|b| ctx.ir.block_args(b).to_vec()).unwrap_or_default();
        let mut point = Vec::new();
        for (i, (&arg, &slot)) in args.iter().zip(&slots).enumerate() {
            if ctx.ir.use_empty(block_args[i]) {
                continue;
            }
            match (arg, slot) {
                (Slot::S(dst), Slot::M(mem)) => {
                    let map = self.operand_map(op, parts.maps[i], &ivs)?;
                    self.push(&mut point, op, Inst::Load { dst, mem, idx: Idx::Map(map, ivs.clone().into()) });
                }
                (Slot::S(_), Slot::S(_)) | (Slot::V(_), Slot::V(_)) => {
                    self.push(&mut point, op, Inst::Copy { dst: arg, src: slot })
                }
                _ => return Err(self.err(op, ErrorKind::Unsupported, "linalg operand of this kind is not supported")),
            }
        }
        point.extend(body);
        let yields = self.term_operands(fs, term)?;
        if yields.len() != parts.outputs.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "one yielded value per output expected"));
        }
        for (j, &y) in yields.iter().enumerate() {
            let i = parts.inputs.len() + j;
            let (Slot::S(val), Slot::M(mem)) = (y, slots[i]) else {
                return Err(self.err(op, ErrorKind::Unsupported, "linalg output that is not a memref of scalars"));
            };
            let map = self.operand_map(op, parts.maps[i], &ivs)?;
            self.push(&mut point, op, Inst::Store { val, mem, idx: Idx::Map(map, ivs.clone().into()) });
        }

        // The loop nest, innermost first.
        let mut body = point;
        for k in (0..parts.num_loops).rev() {
            let lb = CMap { results: Box::new([CExpr::Const(0)]) };
            let ub = CMap { results: Box::new([CExpr::Reg1 { r: sizes[k], c: 0 }]) };
            let inst = Inst::AffineFor(Box::new(AffineFor {
                iv: ivs[k],
                lb,
                ub,
                bound_deps: Box::new([sizes[k]]),
                step: 1,
                inits: Box::new([]),
                iters: Box::new([]),
                yields: Box::new([]),
                yield_needs_temp: false,
                results: Box::new([]),
                body: std::mem::take(&mut body).into(),
                has_alloca,
            }));
            self.push(&mut body, op, inst);
        }
        out.extend(body);
        Ok(())
    }

    /// `linalg.index`: the induction variable of its dimension.
    pub(super) fn linalg_index(&mut self, fs: &mut FnState, op: OpId, out: &mut Vec<Placed>) -> CResult<()> {
        let dim = affine_dialects::linalg::index_dim(self.ctx, op)
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "linalg.index without dim"))?;
        let iv = fs
            .linalg_ivs
            .last()
            .and_then(|ivs| ivs.get(dim).copied())
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "linalg.index outside a structured op"))?;
        let dst = self.one_result(fs, op)?;
        self.push(out, op, Inst::Copy { dst, src: Slot::S(iv) });
        Ok(())
    }

    /// The indexing map `m` over the induction variables.
    fn operand_map(&self, op: OpId, m: affine_ir::affine::AffineMap, ivs: &[u32]) -> CResult<CMap> {
        compile_map(self.st(), m, ivs)
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "indexing map does not match the loops"))
    }

    /// A scalar register no SSA value names.
    fn fresh_scalar(&self, fs: &mut FnState) -> u32 {
        fs.n_s += 1;
        fs.n_s - 1
    }
}
