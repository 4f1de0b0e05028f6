//! Compilation of a module's IR into the instruction trees of
//! [`crate::program`].
//!
//! The compiler reads ops by name and generic layout (operands, attribute /
//! property names as printed by `mlir-opt --mlir-print-op-generic`), so it
//! does not depend on how each dialect's custom syntax is parsed.

use std::collections::HashMap;

use affine_ir::affine::{AffineExprData, AffineStore};
use affine_ir::context::{AttrData, Attribute, Context, DYNAMIC, FloatKind, Type, TypeData};
use affine_ir::ir::{BlockId, OpId, RegionId, ValueId};

use crate::affmap::{CExpr, CMap, compile_map, compile_set};
use crate::error::{ErrorKind, InterpError};
use crate::ops::{CastOp, EXACT, FOp, FloatClassFn, IOp, IntMathFn, MathFn, NSW, NUW, bool_bits};
use crate::program::*;
use crate::scalar::{ScalarType, sext};

mod cfg;
mod linalg;

type CResult<T> = Result<T, InterpError>;

/// Names of ops that end a region body.
fn is_terminator(name: &str) -> bool {
    matches!(
        name,
        "affine.yield"
            | "scf.yield"
            | "vector.yield"
            | "scf.condition"
            | "scf.reduce"
            | "scf.reduce.return"
            | "linalg.yield"
            | "memref.alloca_scope.return"
            | "memref.atomic_yield"
    )
}

/// Per-function compile state.
struct FnState {
    slots: HashMap<ValueId, Slot>,
    n_s: u32,
    n_v: u32,
    n_m: u32,
    /// Mask (and passthru) of an enclosing `vector.mask`, consumed by the
    /// maskable op compiled inside it.
    pending_mask: Option<(R, Option<R>)>,
    /// Set when an `alloca` was compiled (for scope tracking).
    saw_alloca: bool,
    /// Index of each block of the multi-block regions compiled so far in
    /// its [`Cfg`].
    block_index: HashMap<BlockId, u32>,
    /// Induction variables of the enclosing structured `linalg` ops
    /// (innermost last), for `linalg.index`.
    linalg_ivs: Vec<Vec<R>>,
}

/// The module compiler.
pub(crate) struct Compiler<'c> {
    ctx: &'c Context,
    func_index: HashMap<String, u32>,
    global_index: HashMap<String, u32>,
    sites: Vec<(String, String, Option<affine_ir::Location>)>,
    /// The `gpu.module` whose function is being compiled (its symbol table
    /// is where that function's calls resolve), `None` at the top level.
    scope: Option<String>,
}

/// The name a function is registered under: its symbol name, prefixed by
/// `module::` for a function of `gpu.module @module`.
fn scoped_name(scope: Option<&str>, name: &str) -> String {
    match scope {
        Some(m) => format!("{m}::{name}"),
        None => name.to_string(),
    }
}

/// Compiles every `func.func` and `memref.global` of `module`, and the
/// `gpu.func`s and `func.func`s of its `gpu.module`s (registered as
/// `module::function`). A kernel runs as one sequential function: ops that
/// depend on the launch (thread and block ids, barriers, ...) are not
/// supported, so such kernels are reported as not runnable.
pub(crate) fn compile_module(ctx: &Context, module: OpId) -> CResult<Program> {
    let mut c =
        Compiler { ctx, func_index: HashMap::new(), global_index: HashMap::new(), sites: Vec::new(), scope: None };
    let mut prog = Program::default();
    let mut funcs: Vec<(OpId, Option<String>)> = Vec::new();
    let top_ops = c.top_level_ops(module);
    let mut register = |c: &mut Compiler, op: OpId, scope: Option<String>, prog: &mut Program| {
        let name = scoped_name(scope.as_deref(), &c.sym_name(op).unwrap_or_default());
        c.func_index.insert(name.clone(), funcs.len() as u32);
        prog.func_names.push(name);
        funcs.push((op, scope));
    };
    for op in &top_ops {
        match c.name(*op) {
            "func.func" => register(&mut c, *op, None, &mut prog),
            "gpu.module" => {
                let scope = c.sym_name(*op).unwrap_or_default();
                for inner in c.body_ops(*op) {
                    if matches!(c.name(inner), "gpu.func" | "func.func") {
                        register(&mut c, inner, Some(scope.clone()), &mut prog);
                    }
                }
            }
            "memref.global" => {
                let g = c.global(*op)?;
                c.global_index.insert(g.name.clone(), prog.globals.len() as u32);
                prog.globals.push(g);
            }
            _ => {}
        }
    }
    for (f, scope) in funcs {
        c.scope = scope;
        let r = c.func(f);
        prog.funcs.push(r);
    }
    prog.sites = std::mem::take(&mut c.sites);
    Ok(prog)
}

impl<'c> Compiler<'c> {
    fn st(&self) -> &AffineStore {
        &self.ctx.affine
    }

    fn name(&self, op: OpId) -> &'c str {
        self.ctx.op_name_str(self.ctx.ir.op(op).name)
    }

    fn attr(&self, op: OpId, name: &str) -> Option<Attribute> {
        let d = self.ctx.ir.op(op);
        d.props.iter().chain(d.attrs.iter()).find(|na| self.ctx.ident_str(na.name) == name).map(|na| na.value)
    }

    fn loc(&self, op: OpId) -> String {
        match self.ctx.loc_file_line_col(self.ctx.ir.op(op).loc) {
            Some((f, l, c)) => format!("{f}:{l}:{c}"),
            None => "unknown".to_string(),
        }
    }

    fn err(&self, op: OpId, kind: ErrorKind, msg: impl Into<String>) -> InterpError {
        InterpError {
            kind,
            op: self.name(op).to_string(),
            loc: self.loc(op),
            location: Some(self.ctx.ir.op(op).loc),
            message: msg.into(),
        }
    }

    fn top_level_ops(&self, module: OpId) -> Vec<OpId> {
        if self.name(module) != "builtin.module" {
            return vec![module];
        }
        self.body_ops(module)
    }

    /// The ops of every block of `op`'s regions, in order.
    fn body_ops(&self, op: OpId) -> Vec<OpId> {
        let ir = &self.ctx.ir;
        let mut out = Vec::new();
        for &r in ir.regions(op) {
            for b in ir.region_blocks(r) {
                out.extend(ir.block_ops(b));
            }
        }
        out
    }

    fn sym_name(&self, op: OpId) -> Option<String> {
        self.attr(op, "sym_name").and_then(|a| self.ctx.attr_str(a).map(|s| s.to_string()))
    }

    fn symbol_ref(&self, a: Attribute) -> Option<String> {
        match self.ctx.attr_data(a) {
            AttrData::SymbolRef { root, nested } if nested.is_empty() => Some(self.ctx.ident_str(*root).to_string()),
            AttrData::String { value, .. } => Some(value.clone()),
            _ => None,
        }
    }

    fn attr_i64(&self, op: OpId, name: &str) -> Option<i64> {
        self.attr(op, name).and_then(|a| self.ctx.attr_int(a)).map(|v| v as i64)
    }

    /// Integer list from a dense array, array of integers or dense elements.
    fn int_list(&self, a: Attribute) -> Option<Vec<i64>> {
        match self.ctx.attr_data(a) {
            AttrData::DenseArray { values, .. } | AttrData::Array(values) => {
                values.iter().map(|&v| self.ctx.attr_int(v).map(|x| x as i64)).collect()
            }
            AttrData::DenseElements { ty, splat, values } => {
                let vals: Option<Vec<i64>> = values.iter().map(|&v| self.ctx.attr_int(v).map(|x| x as i64)).collect();
                let vals = vals?;
                if *splat {
                    let n: i64 = self.ctx.shape(*ty).map(|s| s.iter().product()).unwrap_or(1);
                    Some(vec![*vals.first()?; n.max(0) as usize])
                } else {
                    Some(vals)
                }
            }
            _ => None,
        }
    }

    fn bool_list(&self, a: Attribute) -> Option<Vec<bool>> {
        match self.ctx.attr_data(a) {
            AttrData::DenseArray { values, .. } | AttrData::Array(values) => {
                values.iter().map(|&v| self.ctx.attr_int(v).map(|x| x != 0)).collect()
            }
            _ => None,
        }
    }

    fn scalar_type(&self, t: Type) -> Option<ScalarType> {
        match self.ctx.type_data(t) {
            TypeData::Index => Some(ScalarType::Index),
            TypeData::Integer { width, .. } if (1..=64).contains(width) => Some(ScalarType::Int(*width)),
            TypeData::Float(k) => Some(ScalarType::Float(*k)),
            _ => None,
        }
    }

    fn layout(&self, layout: Option<Attribute>, rank: usize) -> Result<LayoutTy, String> {
        let Some(a) = layout else {
            return Ok(LayoutTy::Identity);
        };
        match self.ctx.attr_data(a) {
            AttrData::Strided { strides, offset } => {
                Ok(LayoutTy::Strided { strides: strides.clone(), offset: *offset })
            }
            AttrData::AffineMap(m) => {
                let st = self.st();
                let d = st.map_data(*m);
                if d.num_dims as usize != rank {
                    return Err("layout map dimension count does not match the rank".into());
                }
                let is_identity = d.num_symbols == 0
                    && d.results.len() == rank
                    && d.results.iter().enumerate().all(|(i, &e)| st.data(e) == AffineExprData::Dim(i as u32));
                if is_identity {
                    return Ok(LayoutTy::Identity);
                }
                let n_in = (d.num_dims + d.num_symbols) as usize;
                let regs: Vec<u32> = (0..n_in as u32).collect();
                let map = compile_map(st, *m, &regs).ok_or("bad layout map")?;
                if d.num_symbols == 0 && map.results.len() == 1 {
                    let mut strides = vec![0i64; rank];
                    let offset = match &map.results[0] {
                        CExpr::Const(c) => Some(*c),
                        CExpr::Reg1 { r, c } => {
                            strides[*r as usize] = 1;
                            Some(*c)
                        }
                        CExpr::Linear { terms, c } => {
                            for &(r, k) in terms.iter() {
                                strides[r as usize] = k;
                            }
                            Some(*c)
                        }
                        CExpr::Prog(_) => None,
                    };
                    if let Some(offset) = offset {
                        return Ok(LayoutTy::Strided { strides, offset });
                    }
                }
                Ok(LayoutTy::Map { map, num_symbols: d.num_symbols })
            }
            _ => Err(format!("unsupported memref layout {}", self.ctx.attr_to_string(a))),
        }
    }

    fn vty(&self, t: Type) -> Result<VTy, String> {
        if let Some(s) = self.scalar_type(t) {
            return Ok(VTy::S(s));
        }
        match self.ctx.type_data(t) {
            TypeData::Vector { shape, scalable, elem } => {
                if scalable.iter().any(|&s| s) {
                    return Err("scalable vectors are not supported".into());
                }
                let e = self.scalar_type(*elem).ok_or("unsupported vector element type")?;
                Ok(VTy::V(e, shape.clone()))
            }
            TypeData::MemRef { shape, elem, layout, .. } => {
                let e = self
                    .scalar_type(*elem)
                    .ok_or_else(|| format!("unsupported memref element type {}", self.ctx.type_to_string(*elem)))?;
                Ok(VTy::M(MemTy { elem: e, shape: shape.clone(), layout: self.layout(*layout, shape.len())? }))
            }
            _ => Err(format!("unsupported type {}", self.ctx.type_to_string(t))),
        }
    }

    fn global(&self, op: OpId) -> CResult<Global> {
        let name = self.sym_name(op).ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "global without sym_name"))?;
        let ty = self
            .attr(op, "type")
            .and_then(|a| self.ctx.attr_type(a))
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "global without type"))?;
        let VTy::M(mt) = self.vty(ty).map_err(|m| self.err(op, ErrorKind::Unsupported, m))? else {
            return Err(self.err(op, ErrorKind::MalformedIr, "global type is not a memref"));
        };
        let init = match self.attr(op, "initial_value") {
            Some(a) => match self.ctx.attr_data(a) {
                AttrData::DenseElements { .. } | AttrData::DenseResource { .. } | AttrData::SparseElements { .. } => {
                    Some(
                        self.dense_bits(a, mt.elem)
                            .ok_or_else(|| self.err(op, ErrorKind::Unsupported, "unsupported initial value"))?,
                    )
                }
                _ => None,
            },
            None => None,
        };
        Ok(Global { name, ty: mt, init, constant: self.attr(op, "constant").is_some() })
    }

    /// Element bits of a scalar attribute for type `t`.
    fn scalar_bits(&self, a: Attribute, t: ScalarType) -> Option<u64> {
        match (self.ctx.attr_data(a), t) {
            (AttrData::Bool(b), _) => Some(bool_bits(*b)),
            (AttrData::Integer { value, .. }, ScalarType::Int(w)) => Some(sext(w, *value as i64) as u64),
            (AttrData::Integer { value, .. }, ScalarType::Index) => Some(*value as i64 as u64),
            (AttrData::WideFloat { bits, .. }, ScalarType::Float(f)) if f.is_wide() => Some(crate::wide::handle(*bits)),
            (AttrData::Float { bits, .. }, ScalarType::Float(f)) if f.is_wide() => {
                Some(crate::wide::from_f64(f, f64::from_bits(*bits)))
            }
            (AttrData::Float { bits, .. }, ScalarType::Float(f)) => {
                Some(crate::scalar::round_to(f, f64::from_bits(*bits)).to_bits())
            }
            _ => None,
        }
    }

    /// The bits of an element of type `t` stored little-endian in `raw`
    /// (a `dense_resource` blob's layout: one byte per `i1`).
    fn raw_bits(raw: &[u8], t: ScalarType) -> u64 {
        let mut v: u128 = 0;
        for (i, &b) in raw.iter().enumerate().take(16) {
            v |= u128::from(b) << (8 * i);
        }
        match t {
            ScalarType::Int(1) => bool_bits(v != 0),
            ScalarType::Int(w) => sext(w, v as u64 as i64) as u64,
            ScalarType::Index => v as u64,
            ScalarType::Float(f) if f.is_wide() => crate::wide::handle(v),
            ScalarType::Float(f) => crate::scalar::round_to(f, affine_ir::float::from_bits(v, f)).to_bits(),
        }
    }

    /// Bytes one element of type `t` takes in a `dense_resource` blob.
    fn raw_width(t: ScalarType) -> Option<usize> {
        match t {
            ScalarType::Int(1) => Some(1),
            ScalarType::Int(w) if w % 8 == 0 => Some(w as usize / 8),
            ScalarType::Index => Some(8),
            ScalarType::Float(f) if f.width() % 8 == 0 => Some(f.width() as usize / 8),
            _ => None,
        }
    }

    /// All element bits of an elements attribute: dense (splats expanded),
    /// `dense_resource` (read from its blob, which must hold exactly the
    /// elements of its type) or sparse (zero where no index is given).
    fn dense_bits(&self, a: Attribute, t: ScalarType) -> Option<Vec<u64>> {
        match self.ctx.attr_data(a) {
            AttrData::DenseResource { name, ty } => {
                let blob = self.ctx.resource_blob(name)?;
                let n = self.ctx.shape(*ty)?.iter().product::<i64>().max(0) as usize;
                let w = Self::raw_width(t)?;
                if blob.data.len() != n * w {
                    return None;
                }
                return Some(blob.data.chunks(w).map(|c| Self::raw_bits(c, t)).collect());
            }
            AttrData::SparseElements { ty, indices, values } => {
                let shape = self.ctx.shape(*ty)?.to_vec();
                let n = shape.iter().product::<i64>().max(0) as usize;
                // Zero is all-zero bits in every element representation.
                let mut out = vec![0u64; n];
                let vals = self.dense_bits(*values, t)?;
                let idx = self.int_list(*indices)?;
                let rank = shape.len().max(1);
                for (k, v) in vals.into_iter().enumerate() {
                    let pos = idx.get(k * rank..(k + 1) * rank)?;
                    let mut flat = 0i64;
                    for (d, &i) in pos.iter().enumerate() {
                        flat = flat * shape.get(d).copied().unwrap_or(1) + i;
                    }
                    *out.get_mut(usize::try_from(flat).ok()?)? = v;
                }
                return Some(out);
            }
            _ => {}
        }
        let AttrData::DenseElements { ty, splat, values } = self.ctx.attr_data(a) else {
            return None;
        };
        let vals: Option<Vec<u64>> = values.iter().map(|&v| self.scalar_bits(v, t)).collect();
        let vals = vals?;
        if *splat {
            let n: i64 = self.ctx.shape(*ty).map(|s| s.iter().product()).unwrap_or(1);
            Some(vec![*vals.first()?; n.max(0) as usize])
        } else {
            Some(vals)
        }
    }

    fn site(&mut self, op: OpId) -> u32 {
        let s = self.sites.len() as u32;
        self.sites.push((self.name(op).to_string(), self.loc(op), Some(self.ctx.ir.op(op).loc)));
        s
    }

    fn func(&mut self, op: OpId) -> CResult<Func> {
        let name = self.sym_name(op).unwrap_or_default();
        let ir = &self.ctx.ir;
        let region = ir.regions(op).first().copied();
        let Some(entry) = region.and_then(|r| ir.entry_block(r)) else {
            return Err(self.err(op, ErrorKind::UnknownFunction, format!("function @{name} has no body")));
        };
        let region = region.unwrap_or(RegionId(0));
        let fty = self.attr(op, "function_type").and_then(|a| self.ctx.attr_type(a));
        // A kernel's workgroup / private attributions are entry arguments
        // past the function type's inputs: memory whose sharing between
        // threads a sequential run cannot model.
        if let Some(ft) = fty
            && let TypeData::Function { inputs, .. } = self.ctx.type_data(ft)
            && ir.block_args(entry).len() > inputs.len()
        {
            return Err(self.err(
                op,
                ErrorKind::Unsupported,
                format!("function @{name} has workgroup or private attributions"),
            ));
        }
        let mut fs = FnState {
            slots: HashMap::new(),
            n_s: 0,
            n_v: 0,
            n_m: 0,
            pending_mask: None,
            saw_alloca: false,
            block_index: HashMap::new(),
            linalg_ivs: Vec::new(),
        };
        let mut args = Vec::new();
        let mut arg_types = Vec::new();
        let mut arg_type_names = Vec::new();
        for &a in ir.block_args(entry) {
            let t = ir.value_type(a);
            arg_types.push(self.vty(t).map_err(|m| self.err(op, ErrorKind::Unsupported, m))?);
            arg_type_names.push(self.ctx.type_to_string(t));
            args.push(self.def(&mut fs, a).map_err(|m| self.err(op, ErrorKind::Unsupported, m))?);
        }
        let mut result_types = Vec::new();
        if let Some(ft) = fty
            && let TypeData::Function { results, .. } = self.ctx.type_data(ft)
        {
            for &t in results {
                result_types.push(self.vty(t).map_err(|m| self.err(op, ErrorKind::Unsupported, m))?);
            }
        }
        let body = if ir.region_blocks(region).count() == 1 {
            self.block(&mut fs, entry)?.0
        } else {
            let cfg = self.cfg(&mut fs, op, region, &[])?;
            let mut body = Vec::new();
            self.push(&mut body, op, Inst::Cfg(Box::new(cfg)));
            body
        };
        Ok(Func {
            n_s: fs.n_s as usize,
            n_v: fs.n_v as usize,
            n_m: fs.n_m as usize,
            args,
            arg_types,
            location: self.ctx.ir.op(op).loc,
            arg_type_names,
            result_types,
            body: body.into_boxed_slice(),
        })
    }

    /// Assigns a register to a new value.
    fn def(&self, fs: &mut FnState, v: ValueId) -> Result<Slot, String> {
        let t = self.ctx.ir.value_type(v);
        let s = match self.vty(t)? {
            VTy::S(_) => {
                fs.n_s += 1;
                Slot::S(fs.n_s - 1)
            }
            VTy::V(..) => {
                fs.n_v += 1;
                Slot::V(fs.n_v - 1)
            }
            VTy::M(_) => {
                fs.n_m += 1;
                Slot::M(fs.n_m - 1)
            }
        };
        fs.slots.insert(v, s);
        Ok(s)
    }

    /// Compiles the ops of a block; returns the instructions and the
    /// operands of its terminator (if it ends with a region terminator).
    fn block(&mut self, fs: &mut FnState, b: BlockId) -> CResult<(Vec<Placed>, Option<OpId>)> {
        let ir = &self.ctx.ir;
        let mut out = Vec::new();
        for op in ir.block_ops(b) {
            if is_terminator(self.name(op)) {
                return Ok((out, Some(op)));
            }
            self.op(fs, op, &mut out)?;
        }
        Ok((out, None))
    }

    /// Compiles a single-block region whose entry arguments get registers.
    /// Returns (args, body, terminator).
    fn region(&mut self, fs: &mut FnState, op: OpId, r: RegionId) -> CResult<(Vec<Slot>, Vec<Placed>, Option<OpId>)> {
        let ir = &self.ctx.ir;
        let nblocks = ir.region_blocks(r).count();
        if nblocks == 0 {
            return Ok((Vec::new(), Vec::new(), None));
        }
        if nblocks > 1 {
            return Err(self.err(op, ErrorKind::Unsupported, "regions with several blocks are not supported"));
        }
        let b = ir.entry_block(r).unwrap_or(BlockId(0));
        let mut args = Vec::new();
        for &a in ir.block_args(b) {
            args.push(self.def(fs, a).map_err(|m| self.err(op, ErrorKind::Unsupported, m))?);
        }
        let (body, term) = self.block(fs, b)?;
        Ok((args, body, term))
    }

    fn use_(&self, fs: &FnState, op: OpId, v: ValueId) -> CResult<Slot> {
        fs.slots
            .get(&v)
            .copied()
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand defined outside the function"))
    }

    fn s(&self, fs: &FnState, op: OpId, v: ValueId) -> CResult<R> {
        match self.use_(fs, op, v)? {
            Slot::S(r) => Ok(r),
            _ => Err(self.err(op, ErrorKind::MalformedIr, "expected a scalar operand")),
        }
    }

    fn m(&self, fs: &FnState, op: OpId, v: ValueId) -> CResult<R> {
        match self.use_(fs, op, v)? {
            Slot::M(r) => Ok(r),
            _ => Err(self.err(op, ErrorKind::MalformedIr, "expected a memref operand")),
        }
    }

    fn v(&self, fs: &FnState, op: OpId, v: ValueId) -> CResult<R> {
        match self.use_(fs, op, v)? {
            Slot::V(r) => Ok(r),
            _ => Err(self.err(op, ErrorKind::MalformedIr, "expected a vector operand")),
        }
    }

    /// Compiles `op`'s single region as an automatic allocation scope (allocas
    /// die with each run of it). `what` names the op in the error for a missing body.
    fn scoped_region(&mut self, fs: &mut FnState, op: OpId, what: &str) -> CResult<ScopedRegion> {
        let r = *self
            .ctx
            .ir
            .regions(op)
            .first()
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, format!("{what} without body")))?;
        let saw = std::mem::replace(&mut fs.saw_alloca, false);
        let (args, body, term) = self.region(fs, op, r)?;
        let has_alloca = std::mem::replace(&mut fs.saw_alloca, saw);
        Ok(ScopedRegion { args, body, term, has_alloca })
    }

    /// Compiles the body of a loop with an induction variable and
    /// `iter_args` (`affine.for`, `scf.for`), checking that the body's
    /// arguments, its yield, the loop's inits and results agree in number.
    fn iter_args_loop_body(
        &mut self,
        fs: &mut FnState,
        op: OpId,
        what: &str,
        inits: &[Slot],
        results: &[Slot],
    ) -> CResult<IterArgsLoopBody> {
        let ScopedRegion { args, body, term, has_alloca } = self.scoped_region(fs, op, what)?;
        fs.saw_alloca |= has_alloca;
        let Some((Slot::S(iv), iters)) = args.split_first().map(|(a, b)| (*a, b.to_vec())) else {
            return Err(self.err(op, ErrorKind::MalformedIr, format!("{what} body needs an induction variable")));
        };
        let yields = self.term_operands(fs, term)?;
        if yields.len() != iters.len() || inits.len() != iters.len() || results.len() != iters.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "iter_args / yield / result count mismatch"));
        }
        let yield_needs_temp = needs_temp(&iters, &yields);
        Ok(IterArgsLoopBody { iv, iters, yields, yield_needs_temp, body, has_alloca })
    }

    fn term_operands(&self, fs: &FnState, term: Option<OpId>) -> CResult<Vec<Slot>> {
        match term {
            Some(t) => self.ctx.ir.operands(t).iter().map(|&v| self.use_(fs, t, v)).collect(),
            None => Ok(Vec::new()),
        }
    }

    fn vty_of(&self, op: OpId, v: ValueId) -> CResult<VTy> {
        self.vty(self.ctx.ir.value_type(v)).map_err(|m| self.err(op, ErrorKind::Unsupported, m))
    }

    fn map_attr(&self, op: OpId, name: &str) -> CResult<affine_ir::affine::AffineMap> {
        self.attr(op, name)
            .and_then(|a| self.ctx.attr_affine_map(a))
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, format!("missing affine map '{name}'")))
    }

    fn map_inputs(&self, m: affine_ir::affine::AffineMap) -> usize {
        let d = self.st().map_data(m);
        (d.num_dims + d.num_symbols) as usize
    }

    /// Compiles a map over operand values.
    fn cmap(
        &self,
        fs: &FnState,
        op: OpId,
        m: affine_ir::affine::AffineMap,
        vals: &[ValueId],
    ) -> CResult<(CMap, Box<[R]>)> {
        let regs = vals.iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
        let cm = compile_map(self.st(), m, &regs)
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "affine map operand count mismatch"))?;
        Ok((cm, regs.into_boxed_slice()))
    }

    fn push(&mut self, out: &mut Vec<Placed>, op: OpId, inst: Inst) {
        let site = self.site(op);
        out.push(Placed { site, inst });
    }

    fn def_all(&self, fs: &mut FnState, op: OpId) -> CResult<Vec<Slot>> {
        self.ctx
            .ir
            .results(op)
            .iter()
            .map(|&v| self.def(fs, v).map_err(|m| self.err(op, ErrorKind::Unsupported, m)))
            .collect()
    }

    /// The first result of `op`.
    fn res0(&self, op: OpId) -> CResult<ValueId> {
        self.ctx
            .ir
            .results(op)
            .first()
            .copied()
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "expected a result"))
    }

    /// Operand `i` of `op` (from the already fetched list `ops`).
    fn arg(&self, op: OpId, ops: &[ValueId], i: usize) -> CResult<ValueId> {
        ops.get(i).copied().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, format!("missing operand #{i}")))
    }

    /// `func.return` / `gpu.return`: returns `operands` from the function.
    fn function_return(
        &mut self,
        fs: &mut FnState,
        op: OpId,
        operands: &[ValueId],
        out: &mut Vec<Placed>,
    ) -> CResult<()> {
        let vals = operands.iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
        self.push(out, op, Inst::Return { vals: vals.into() });
        Ok(())
    }

    fn one_result(&self, fs: &mut FnState, op: OpId) -> CResult<Slot> {
        let rs = self.def_all(fs, op)?;
        if rs.len() != 1 {
            return Err(self.err(op, ErrorKind::MalformedIr, "expected one result"));
        }
        Ok(rs[0])
    }

    fn attr_text(&self, op: OpId, name: &str) -> Option<String> {
        self.attr(op, name).map(|a| self.ctx.attr_to_string(a))
    }

    fn red_kind(&self, s: &str, float: bool) -> Option<RedKind> {
        Some(match s {
            "add" | "addi" | "addf" => {
                if float {
                    RedKind::AddF
                } else {
                    RedKind::AddI
                }
            }
            "mul" | "muli" | "mulf" => {
                if float {
                    RedKind::MulF
                } else {
                    RedKind::MulI
                }
            }
            "minui" | "minu" => RedKind::MinU,
            "minsi" | "mins" => RedKind::MinS,
            "maxui" | "maxu" => RedKind::MaxU,
            "maxsi" | "maxs" => RedKind::MaxS,
            "minnumf" => RedKind::MinNumF,
            "maxnumf" => RedKind::MaxNumF,
            "minimumf" => RedKind::MinimumF,
            "maximumf" => RedKind::MaximumF,
            "and" | "andi" => RedKind::AndI,
            "or" | "ori" => RedKind::OrI,
            "xor" | "xori" => RedKind::XorI,
            "assign" => RedKind::Assign,
            _ => return None,
        })
    }

    /// Compiles one op (not a terminator) into `out`.
    fn op(&mut self, fs: &mut FnState, op: OpId, out: &mut Vec<Placed>) -> CResult<()> {
        let name = self.name(op);
        let ir = &self.ctx.ir;
        let operands: Vec<ValueId> = ir.operands(op).to_vec();
        let masked_before = fs.pending_mask.is_some();
        let (dialect, opname) = name.split_once('.').unwrap_or(("", name));
        match dialect {
            "arith" => self.arith(fs, op, opname, &operands, out)?,
            // Float `math` ops compile like arith's (elementwise, scalar or vector).
            "math" => self.arith(fs, op, name, &operands, out)?,
            "affine" => self.affine(fs, op, opname, &operands, out)?,
            "memref" => self.memref(fs, op, opname, &operands, out)?,
            "vector" => self.vector(fs, op, opname, &operands, out)?,
            "scf" => self.scf(fs, op, opname, &operands, out)?,
            "index" => self.index(fs, op, opname, &operands, out)?,
            "cf" => self.cf(fs, op, opname, out)?,
            "linalg" if opname == "index" => self.linalg_index(fs, op, out)?,
            "linalg" => match affine_dialects::linalg::structured_parts(self.ctx, op) {
                Some(parts) => self.linalg_structured(fs, op, parts, out)?,
                None => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op '{name}'"))),
            },
            "func" => match opname {
                "call" => {
                    let callee = self
                        .attr(op, "callee")
                        .and_then(|a| self.symbol_ref(a))
                        .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "call without callee"))?;
                    let fi = *self
                        .func_index
                        .get(&scoped_name(self.scope.as_deref(), &callee))
                        .ok_or_else(|| self.err(op, ErrorKind::UnknownFunction, format!("unknown callee @{callee}")))?;
                    let args = operands.iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                    let results = self.def_all(fs, op)?;
                    self.push(out, op, Inst::Call { func: fi, args: args.into(), results: results.into() });
                }
                "return" => self.function_return(fs, op, &operands, out)?,
                _ => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op '{name}'"))),
            },
            "gpu" if opname == "return" => self.function_return(fs, op, &operands, out)?,
            "ub" if opname == "poison" => {
                let r = self.one_result(fs, op)?;
                let lanes = match self.vty_of(op, self.res0(op)?)? {
                    VTy::V(_, shape) => shape.iter().product::<i64>() as usize,
                    _ => 1,
                };
                self.push(out, op, Inst::Poison { dst: r, lanes });
            }
            _ => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op '{name}'"))),
        }
        if masked_before && fs.pending_mask.is_some() {
            return Err(self.err(op, ErrorKind::Unsupported, format!("masking of '{name}' is not supported")));
        }
        Ok(())
    }

    fn arith(&mut self, fs: &mut FnState, op: OpId, name: &str, ops: &[ValueId], out: &mut Vec<Placed>) -> CResult<()> {
        let ir = &self.ctx.ir;
        if name == "constant" {
            let a =
                self.attr(op, "value").ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "constant without value"))?;
            let r = self.one_result(fs, op)?;
            match (r, self.vty_of(op, self.res0(op)?)?) {
                (Slot::S(d), VTy::S(t)) => {
                    let bits = self
                        .scalar_bits(a, t)
                        .ok_or_else(|| self.err(op, ErrorKind::Unsupported, "unsupported constant value"))?;
                    self.push(out, op, Inst::Const { dst: d, bits });
                }
                (Slot::V(d), VTy::V(t, _)) => {
                    let data = self
                        .dense_bits(a, t)
                        .ok_or_else(|| self.err(op, ErrorKind::Unsupported, "unsupported constant value"))?;
                    self.push(out, op, Inst::VConst { dst: d, data: data.into() });
                }
                _ => return Err(self.err(op, ErrorKind::Unsupported, "unsupported constant type")),
            }
            return Ok(());
        }
        let res = *ir.results(op).first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "expected a result"))?;
        let rty = self.vty_of(op, res)?;
        let relem = match &rty {
            VTy::S(t) | VTy::V(t, _) => *t,
            VTy::M(_) => {
                if name == "select" {
                    ScalarType::Index
                } else {
                    return Err(self.err(op, ErrorKind::Unsupported, "arith op on memrefs"));
                }
            }
        };
        let in_ty = match ops.first().map(|&v| self.vty_of(op, v)).transpose()? {
            Some(VTy::S(t)) | Some(VTy::V(t, _)) => t,
            _ => relem,
        };
        let flags = {
            let mut f = 0u8;
            if let Some(t) = self.attr_text(op, "overflowFlags") {
                if t.contains("nsw") {
                    f |= NSW;
                }
                if t.contains("nuw") {
                    f |= NUW;
                }
            }
            if self.attr(op, "isExact").is_some() {
                f |= EXACT;
            }
            f
        };
        let w = in_ty.int_width();
        let ft = match in_ty {
            ScalarType::Float(f) => f,
            _ => FloatKind::F64,
        };
        let iop = |o: IOp| Some(ElemOp::I(o, w, flags));
        let fop = |o: FOp| Some(ElemOp::F(o, ft));
        let cst = |o: CastOp| Some(ElemOp::Cast(o, in_ty, relem));
        let eop = match name {
            "addi" => iop(IOp::Add),
            "subi" => iop(IOp::Sub),
            "muli" => iop(IOp::Mul),
            "divsi" => iop(IOp::DivS),
            "divui" => iop(IOp::DivU),
            "remsi" => iop(IOp::RemS),
            "remui" => iop(IOp::RemU),
            "ceildivsi" => iop(IOp::CeilDivS),
            "ceildivui" => iop(IOp::CeilDivU),
            "floordivsi" => iop(IOp::FloorDivS),
            "andi" => iop(IOp::And),
            "ori" => iop(IOp::Or),
            "xori" => iop(IOp::Xor),
            "shli" => iop(IOp::Shl),
            "shrsi" => iop(IOp::ShrS),
            "shrui" => iop(IOp::ShrU),
            "maxsi" => iop(IOp::MaxS),
            "maxui" => iop(IOp::MaxU),
            "minsi" => iop(IOp::MinS),
            "minui" => iop(IOp::MinU),
            "addf" => fop(FOp::Add),
            "subf" => fop(FOp::Sub),
            "mulf" => fop(FOp::Mul),
            "divf" => fop(FOp::Div),
            "remf" => fop(FOp::Rem),
            "maximumf" => fop(FOp::MaximumF),
            "minimumf" => fop(FOp::MinimumF),
            "maxnumf" => fop(FOp::MaxNumF),
            "minnumf" => fop(FOp::MinNumF),
            "cmpi" | "cmpf" => {
                let p = self.attr_i64(op, "predicate").or_else(|| {
                    // `index.cmp` holds `#index<cmp_predicate slt>` in `pred`.
                    let t = self.attr_text(op, "predicate").or_else(|| self.attr_text(op, "pred"))?;
                    let names: &[&str] = if name == "cmpi" {
                        &["eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge"]
                    } else {
                        &[
                            "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult",
                            "ule", "une", "uno", "true",
                        ]
                    };
                    names
                        .iter()
                        .position(|n| t.contains(&format!("<{n}>")) || t.ends_with(&format!(" {n}>")) || t == *n)
                        .map(|p| p as i64)
                });
                let p = p.ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing predicate"))? as u8;
                Some(if name == "cmpi" { ElemOp::ICmp(p, w) } else { ElemOp::FCmp(p) })
            }
            "select" => Some(ElemOp::Select),
            "extsi" => cst(CastOp::ExtSI),
            "extui" => cst(CastOp::ExtUI),
            "trunci" => cst(CastOp::TruncI),
            "index_cast" => cst(CastOp::IndexCast),
            "index_castui" => cst(CastOp::IndexCastUI),
            "sitofp" => cst(CastOp::SIToFP),
            "uitofp" => cst(CastOp::UIToFP),
            "fptosi" => cst(CastOp::FPToSI),
            "fptoui" => cst(CastOp::FPToUI),
            "extf" => cst(CastOp::ExtF),
            "truncf" => match self.attr_i64(op, "roundingmode") {
                Some(m @ 1..=4) => cst(CastOp::TruncFMode(m as u8)),
                _ => cst(CastOp::TruncF),
            },
            "bitcast" => cst(CastOp::Bitcast),
            "negf" => cst(CastOp::NegF),
            "scaling_extf" | "scaling_truncf" => {
                let scale = match ops.get(1).map(|&v| self.vty_of(op, v)).transpose()? {
                    Some(VTy::S(ScalarType::Float(k)) | VTy::V(ScalarType::Float(k), _)) => k,
                    _ => return Err(self.err(op, ErrorKind::MalformedIr, "scaling cast without a float scale")),
                };
                // `-arith-expand` (the only lowering) reads a scale of 16
                // bits or more as its f8E8M0FNU exponent and rejects other
                // scale formats.
                if scale != FloatKind::F8E8M0FNU && scale.width() < 16 {
                    return Err(self.err(
                        op,
                        ErrorKind::Unsupported,
                        format!("scale of type {} (neither f8E8M0FNU nor 16 bits or wider)", scale.name()),
                    ));
                }
                let (ScalarType::Float(from), ScalarType::Float(to)) = (in_ty, relem) else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "scaling cast of non-floats"));
                };
                let mode = self.attr_i64(op, "roundingmode").unwrap_or(0) as u8;
                Some(ElemOp::Scaling { truncate: name == "scaling_truncf", from, scale, to, mode })
            }
            "math.fma" => Some(ElemOp::Fma(ft)),
            "math.clampf" => Some(ElemOp::ClampF),
            "math.fpowi" => {
                let exp_width = match ops.get(1).map(|&v| self.vty_of(op, v)).transpose()? {
                    Some(VTy::S(t)) | Some(VTy::V(t, _)) => t.int_width(),
                    _ => return Err(self.err(op, ErrorKind::MalformedIr, "math.fpowi needs an exponent")),
                };
                Some(ElemOp::FPowI(ft, exp_width))
            }
            "math.ipowi" => iop(IOp::Pow),
            "math.powf" => fop(FOp::Pow),
            "math.atan2" => fop(FOp::Atan2),
            "math.copysign" => fop(FOp::CopySign),
            _ => name.strip_prefix("math.").and_then(|m| {
                MathFn::of(m)
                    .map(CastOp::Math)
                    .or_else(|| IntMathFn::of(m).map(CastOp::IntMath))
                    .or_else(|| FloatClassFn::of(m).map(CastOp::FloatClass))
                    .and_then(cst)
            }),
        };
        // Ops with two results compute each one with its own lane op.
        let eops: Vec<ElemOp> = match (name, eop) {
            ("addui_extended", _) => vec![ElemOp::I(IOp::Add, w, 0), ElemOp::I(IOp::AddCarry, w, 0)],
            ("mulsi_extended", _) => vec![ElemOp::I(IOp::Mul, w, 0), ElemOp::I(IOp::MulHiS, w, 0)],
            ("mului_extended", _) => vec![ElemOp::I(IOp::Mul, w, 0), ElemOp::I(IOp::MulHiU, w, 0)],
            ("math.sincos", _) => {
                let unary = |f: MathFn| ElemOp::Cast(CastOp::Math(f), in_ty, relem);
                vec![unary(MathFn::Sin), unary(MathFn::Cos)]
            }
            (_, Some(e)) => vec![e],
            (_, None) => {
                let full = if name.contains('.') { name.to_string() } else { format!("arith.{name}") };
                return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op '{full}'")));
            }
        };
        // Ops reading or producing f80 / f128 values compute on handles.
        let wide = |t: ScalarType| matches!(t, ScalarType::Float(k) if k.is_wide());
        let eops = if wide(in_ty) || wide(relem) {
            let wide_kind = if let ScalarType::Float(k) = relem { k } else { ft };
            let kind = if wide(in_ty) { ft } else { wide_kind };
            eops.into_iter()
                .map(|e| crate::wide::WideElemOp::of(e, kind))
                .collect::<Result<Vec<_>, _>>()
                .map_err(|m| self.err(op, ErrorKind::Unsupported, m))?
        } else {
            eops
        };
        let srcs: Vec<Slot> = ops.iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<_>>()?;
        if srcs.is_empty() {
            return Err(self.err(op, ErrorKind::MalformedIr, "missing operands"));
        }
        let dsts = self.def_all(fs, op)?;
        if dsts.len() != eops.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, format!("expected {} result(s)", eops.len())));
        }
        for (eop, dst) in eops.into_iter().zip(dsts) {
            let inst = self.elementwise_inst(op, name, eop, dst, &srcs)?;
            self.push(out, op, inst);
        }
        Ok(())
    }

    /// The `index` dialect's ops with MLIR 22's semantics on a 64-bit
    /// `index`: each computes what the `arith` op of the same meaning does
    /// (`-convert-index-to-llvm` lowers them to the same LLVM operations),
    /// so they compile as that op; `index.sizeof` is 64.
    fn index(&mut self, fs: &mut FnState, op: OpId, name: &str, ops: &[ValueId], out: &mut Vec<Placed>) -> CResult<()> {
        let arith = match name {
            "add" => "addi",
            "sub" => "subi",
            "mul" => "muli",
            "divs" => "divsi",
            "divu" => "divui",
            "ceildivs" => "ceildivsi",
            "ceildivu" => "ceildivui",
            "floordivs" => "floordivsi",
            "rems" => "remsi",
            "remu" => "remui",
            "maxs" => "maxsi",
            "maxu" => "maxui",
            "mins" => "minsi",
            "minu" => "minui",
            "shl" => "shli",
            "shrs" => "shrsi",
            "shru" => "shrui",
            "and" => "andi",
            "or" => "ori",
            "xor" => "xori",
            "cmp" => "cmpi",
            "casts" => "index_cast",
            "castu" => "index_castui",
            "constant" | "bool.constant" => "constant",
            "sizeof" => {
                let Slot::S(dst) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "index.sizeof yields an index"));
                };
                self.push(out, op, Inst::Const { dst, bits: 64 });
                return Ok(());
            }
            _ => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op 'index.{name}'"))),
        };
        self.arith(fs, op, arith, ops, out)
    }

    /// The instruction applying `eop` to `srcs` (scalars, or vectors lane by
    /// lane; `select` also picks between whole vectors or memrefs).
    fn elementwise_inst(&self, op: OpId, name: &str, eop: ElemOp, dst: Slot, srcs: &[Slot]) -> CResult<Inst> {
        let pick = |k: usize| srcs.get(k).copied().unwrap_or(srcs[0]);
        Ok(match (dst, pick(0)) {
            (Slot::S(d), Slot::S(a)) => {
                let reg = |s: Slot| if let Slot::S(r) = s { Ok(r) } else { Err(()) };
                let (b, c) = (reg(pick(1)), reg(pick(2)));
                match (b, c) {
                    (Ok(b), Ok(c)) => Inst::Scalar { op: eop, dst: d, a, b, c },
                    _ => return Err(self.err(op, ErrorKind::MalformedIr, "mixed operand kinds")),
                }
            }
            (Slot::V(d), Slot::V(a)) => {
                let reg = |s: Slot| if let Slot::V(r) = s { Ok(r) } else { Err(()) };
                match (reg(pick(1)), reg(pick(2))) {
                    (Ok(b), Ok(c)) => Inst::Vector { op: eop, dst: d, a, b, c, scalar_cond: false },
                    _ => return Err(self.err(op, ErrorKind::MalformedIr, "mixed operand kinds")),
                }
            }
            (Slot::V(d), Slot::S(a)) if name == "select" => match (pick(1), pick(2)) {
                (Slot::V(b), Slot::V(c)) => Inst::Vector { op: eop, dst: d, a, b, c, scalar_cond: true },
                _ => return Err(self.err(op, ErrorKind::MalformedIr, "mixed operand kinds")),
            },
            (Slot::M(_), Slot::S(cond)) if name == "select" => Inst::SelectSlot { dst, cond, a: pick(1), b: pick(2) },
            _ => return Err(self.err(op, ErrorKind::MalformedIr, "mixed operand kinds")),
        })
    }

    fn affine(
        &mut self,
        fs: &mut FnState,
        op: OpId,
        name: &str,
        ops: &[ValueId],
        out: &mut Vec<Placed>,
    ) -> CResult<()> {
        match name {
            "apply" | "min" | "max" => {
                let m = self.map_attr(op, "map")?;
                let (cm, deps) = self.cmap(fs, op, m, ops)?;
                let Slot::S(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "non-scalar result"));
                };
                let inst = if name == "apply" {
                    let e = cm
                        .results
                        .first()
                        .cloned()
                        .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "affine.apply map has no result"))?;
                    Inst::Apply { dst: d, e, deps }
                } else {
                    Inst::MinMax { dst: d, map: cm, deps, min: name == "min" }
                };
                self.push(out, op, inst);
            }
            "load" | "vector_load" | "store" | "vector_store" | "prefetch" => {
                let is_store = name.ends_with("store");
                let base = usize::from(is_store);
                if ops.len() <= base {
                    return Err(self.err(op, ErrorKind::MalformedIr, "missing memref operand"));
                }
                let mem = self.m(fs, op, ops[base])?;
                let m = self.map_attr(op, "map")?;
                let (cm, deps) = self.cmap(fs, op, m, &ops[base + 1..])?;
                let idx = Idx::Map(cm, deps);
                let inst = match name {
                    "load" => {
                        let Slot::S(d) = self.one_result(fs, op)? else {
                            return Err(self.err(op, ErrorKind::MalformedIr, "non-scalar load"));
                        };
                        Inst::Load { dst: d, mem, idx }
                    }
                    "store" => Inst::Store { val: self.s(fs, op, self.arg(op, ops, 0)?)?, mem, idx },
                    "vector_load" => {
                        let VTy::V(_, shape) = self.vty_of(op, self.res0(op)?)? else {
                            return Err(self.err(op, ErrorKind::MalformedIr, "expected a vector result"));
                        };
                        let Slot::V(d) = self.one_result(fs, op)? else {
                            return Err(self.err(op, ErrorKind::MalformedIr, "expected a vector result"));
                        };
                        Inst::VLoad { dst: d, mem, idx, shape: shape.into() }
                    }
                    "vector_store" => {
                        let VTy::V(_, shape) = self.vty_of(op, self.arg(op, ops, 0)?)? else {
                            return Err(self.err(op, ErrorKind::MalformedIr, "expected a vector value"));
                        };
                        Inst::VStore { val: self.v(fs, op, self.arg(op, ops, 0)?)?, mem, idx, shape: shape.into() }
                    }
                    _ => Inst::Nop,
                };
                self.push(out, op, inst);
            }
            "for" => {
                let lbm = self.map_attr(op, "lowerBoundMap")?;
                let ubm = self.map_attr(op, "upperBoundMap")?;
                let (nl, nu) = (self.map_inputs(lbm), self.map_inputs(ubm));
                if ops.len() < nl + nu {
                    return Err(self.err(op, ErrorKind::MalformedIr, "too few bound operands"));
                }
                let (lb, mut deps) = self.cmap(fs, op, lbm, &ops[..nl])?;
                let (ub, deps2) = self.cmap(fs, op, ubm, &ops[nl..nl + nu])?;
                let mut dv = deps.to_vec();
                dv.extend_from_slice(&deps2);
                deps = dv.into();
                let step = self.attr_i64(op, "step").unwrap_or(1);
                let inits = ops[nl + nu..].iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let results = self.def_all(fs, op)?;
                let lp = self.iter_args_loop_body(fs, op, "affine.for", &inits, &results)?;
                self.push(
                    out,
                    op,
                    Inst::AffineFor(Box::new(AffineFor {
                        iv: lp.iv,
                        lb,
                        ub,
                        bound_deps: deps,
                        step,
                        inits: inits.into(),
                        iters: lp.iters.into(),
                        yields: lp.yields.into(),
                        yield_needs_temp: lp.yield_needs_temp,
                        results: results.into(),
                        body: lp.body.into(),
                        has_alloca: lp.has_alloca,
                    })),
                );
            }
            "if" => {
                let set = self
                    .attr(op, "condition")
                    .and_then(|a| self.ctx.attr_integer_set(a))
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "affine.if without condition"))?;
                let regs = ops.iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let cs = compile_set(self.st(), set, &regs)
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "integer set operand count mismatch"))?;
                self.if_common(fs, op, Cond::Set(cs, regs.into()), out)?;
            }
            "parallel" => self.affine_parallel(fs, op, ops, out)?,
            "delinearize_index" | "linearize_index" => {
                let sb = self
                    .attr(op, "static_basis")
                    .and_then(|a| self.int_list(a))
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing static_basis"))?;
                let ndyn = sb.iter().filter(|&&v| v == DYNAMIC).count();
                if ops.len() < ndyn {
                    return Err(self.err(op, ErrorKind::MalformedIr, "too few basis operands"));
                }
                let nidx = ops.len() - ndyn;
                let mut dyn_regs = ops[nidx..].iter().map(|&v| self.s(fs, op, v));
                let mut basis = Vec::new();
                for &b in &sb {
                    basis.push(if b == DYNAMIC {
                        BasisEnt::Reg(dyn_regs.next().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "basis"))??)
                    } else {
                        BasisEnt::Static(b)
                    });
                }
                let idx_regs = ops[..nidx].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let results = self.def_all(fs, op)?;
                let rregs: Vec<R> = results
                    .iter()
                    .map(|s| if let Slot::S(r) = s { Ok(*r) } else { Err(()) })
                    .collect::<Result<_, _>>()
                    .map_err(|_| self.err(op, ErrorKind::MalformedIr, "non-index result"))?;
                let inst = if name == "delinearize_index" {
                    let src = *idx_regs
                        .first()
                        .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing linear index"))?;
                    Inst::Delinearize { dsts: rregs.into(), src, basis: basis.into() }
                } else {
                    let dst = *rregs.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing result"))?;
                    let disjoint = self
                        .attr(op, "disjoint")
                        .is_some_and(|a| matches!(self.ctx.attr_data(a), AttrData::Unit | AttrData::Bool(true)));
                    Inst::Linearize { dst, srcs: idx_regs.into(), basis: basis.into(), disjoint }
                };
                self.push(out, op, inst);
            }
            "dma_start" => {
                let sm = self.map_attr(op, "src_map")?;
                let dm = self.map_attr(op, "dst_map")?;
                let tm = self.map_attr(op, "tag_map")?;
                let (ns, nd, nt) = (self.map_inputs(sm), self.map_inputs(dm), self.map_inputs(tm));
                let need = 3 + ns + nd + nt + 1;
                if ops.len() != need && ops.len() != need + 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "unexpected dma_start operand count"));
                }
                let src = self.m(fs, op, self.arg(op, ops, 0)?)?;
                let (sc, sd) = self.cmap(fs, op, sm, &ops[1..1 + ns])?;
                let o = 1 + ns;
                let stride_on_dst = dst_space_is_slower(self.ctx, ops[0], ops[o]);
                let dst = self.m(fs, op, ops[o])?;
                let (dc, dd) = self.cmap(fs, op, dm, &ops[o + 1..o + 1 + nd])?;
                let o = o + 1 + nd;
                let tag = self.m(fs, op, ops[o])?;
                let (tc, td) = self.cmap(fs, op, tm, &ops[o + 1..o + 1 + nt])?;
                let o = o + 1 + nt;
                let num = self.s(fs, op, ops[o])?;
                let stride = if ops.len() == need + 2 {
                    Some((self.s(fs, op, ops[o + 1])?, self.s(fs, op, ops[o + 2])?))
                } else {
                    None
                };
                self.push(
                    out,
                    op,
                    Inst::DmaStart(Box::new(Dma {
                        src,
                        src_idx: Idx::Map(sc, sd),
                        dst,
                        dst_idx: Idx::Map(dc, dd),
                        tag,
                        tag_idx: Idx::Map(tc, td),
                        num,
                        stride,
                        stride_on_dst,
                    })),
                );
            }
            "dma_wait" => {
                let tm = self.map_attr(op, "tag_map")?;
                let nt = self.map_inputs(tm);
                if ops.len() != nt + 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "unexpected dma_wait operand count"));
                }
                let tag = self.m(fs, op, self.arg(op, ops, 0)?)?;
                let (tc, td) = self.cmap(fs, op, tm, &ops[1..1 + nt])?;
                let num = self.s(fs, op, ops[1 + nt])?;
                self.push(out, op, Inst::DmaWait { tag, tag_idx: Idx::Map(tc, td), num });
            }
            _ => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op 'affine.{name}'"))),
        }
        Ok(())
    }

    fn if_common(&mut self, fs: &mut FnState, op: OpId, cond: Cond, out: &mut Vec<Placed>) -> CResult<()> {
        let ir = &self.ctx.ir;
        let results = self.def_all(fs, op)?;
        let regions = ir.regions(op).to_vec();
        let (then_body, then_yields) = match regions.first() {
            Some(&r) => {
                let (_, b, t) = self.region(fs, op, r)?;
                (b, self.term_operands(fs, t)?)
            }
            None => (Vec::new(), Vec::new()),
        };
        let (else_body, else_yields) = match regions.get(1) {
            Some(&r) => {
                let (_, b, t) = self.region(fs, op, r)?;
                (b, self.term_operands(fs, t)?)
            }
            None => (Vec::new(), Vec::new()),
        };
        if then_yields.len() != results.len() || (else_yields.len() != results.len()) {
            return Err(self.err(op, ErrorKind::MalformedIr, "if yields do not match its results"));
        }
        self.push(
            out,
            op,
            Inst::If(Box::new(IfInst {
                cond,
                then_body: then_body.into(),
                then_yields: then_yields.into(),
                else_body: else_body.into(),
                else_yields: else_yields.into(),
                results: results.into(),
            })),
        );
        Ok(())
    }

    fn affine_parallel(&mut self, fs: &mut FnState, op: OpId, ops: &[ValueId], out: &mut Vec<Placed>) -> CResult<()> {
        let ir = &self.ctx.ir;
        let lbm = self.map_attr(op, "lowerBoundsMap")?;
        let ubm = self.map_attr(op, "upperBoundsMap")?;
        let lg = self
            .attr(op, "lowerBoundsGroups")
            .and_then(|a| self.int_list(a))
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing lowerBoundsGroups"))?;
        let ug = self
            .attr(op, "upperBoundsGroups")
            .and_then(|a| self.int_list(a))
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing upperBoundsGroups"))?;
        let steps = self
            .attr(op, "steps")
            .and_then(|a| self.int_list(a))
            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing steps"))?;
        let (nl, nu) = (self.map_inputs(lbm), self.map_inputs(ubm));
        if ops.len() != nl + nu {
            return Err(self.err(op, ErrorKind::MalformedIr, "unexpected bound operand count"));
        }
        let (lcm, ld) = self.cmap(fs, op, lbm, &ops[..nl])?;
        let (ucm, ud) = self.cmap(fs, op, ubm, &ops[nl..])?;
        let split = |cm: CMap, groups: &[i64]| -> Option<Vec<CMap>> {
            let mut res = cm.results.into_vec().into_iter();
            let mut v = Vec::new();
            for &g in groups {
                let part: Vec<CExpr> = (0..g).map(|_| res.next()).collect::<Option<_>>()?;
                v.push(CMap { results: part.into() });
            }
            Some(v)
        };
        let lbs = split(lcm, &lg).ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "bad lowerBoundsGroups"))?;
        let ubs = split(ucm, &ug).ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "bad upperBoundsGroups"))?;
        let reds = match self.attr(op, "reductions") {
            Some(a) => {
                let names = [
                    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
                    "mins", "minu", "mulf", "muli", "ori", "xori",
                ];
                match self.int_list(a) {
                    Some(v) => v
                        .iter()
                        .map(|&k| names.get(k as usize).and_then(|n| self.red_kind(n, n.ends_with('f'))))
                        .collect::<Option<Vec<_>>>(),
                    None => {
                        let t = self.ctx.attr_to_string(a);
                        let parts: Vec<String> = t
                            .trim_matches(|c| c == '[' || c == ']')
                            .split(',')
                            .map(|s| {
                                let s = s.trim().trim_matches('"');
                                s.rsplit('<').next().unwrap_or(s).trim_end_matches('>').to_string()
                            })
                            .filter(|s| !s.is_empty())
                            .collect();
                        parts.iter().map(|n| self.red_kind(n, n.ends_with('f'))).collect::<Option<Vec<_>>>()
                    }
                }
                .ok_or_else(|| self.err(op, ErrorKind::Unsupported, "unsupported reduction kind"))?
            }
            None => Vec::new(),
        };
        let results = self.def_all(fs, op)?;
        if reds.len() != results.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "reductions do not match results"));
        }
        let mut red = Vec::new();
        for (k, &v) in ir.results(op).iter().enumerate() {
            match self.vty_of(op, v)? {
                VTy::S(t) => red.push((reds[k], t)),
                _ => return Err(self.err(op, ErrorKind::Unsupported, "non-scalar affine.parallel reduction")),
            }
        }
        let ScopedRegion { args, body, term, has_alloca } = self.scoped_region(fs, op, "affine.parallel")?;
        fs.saw_alloca |= has_alloca;
        let ivs: Vec<R> = args
            .iter()
            .map(|s| if let Slot::S(r) = s { Ok(*r) } else { Err(()) })
            .collect::<Result<_, _>>()
            .map_err(|_| self.err(op, ErrorKind::MalformedIr, "bad induction variables"))?;
        if ivs.len() != lbs.len() || ivs.len() != ubs.len() || ivs.len() != steps.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "bounds / steps do not match the induction variables"));
        }
        let yields = self.term_operands(fs, term)?;
        if yields.len() != results.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "yield does not match results"));
        }
        let mut deps = ld.to_vec();
        deps.extend_from_slice(&ud);
        self.push(
            out,
            op,
            Inst::Parallel(Box::new(ParInst {
                ivs: ivs.into(),
                lbs: lbs.into(),
                ubs: ubs.into(),
                bound_deps: deps.into(),
                steps: steps.into(),
                reductions: red.into(),
                yields: yields.into(),
                results: results.into(),
                body: body.into(),
                has_alloca,
            })),
        );
        Ok(())
    }

    fn memref(
        &mut self,
        fs: &mut FnState,
        op: OpId,
        name: &str,
        ops: &[ValueId],
        out: &mut Vec<Placed>,
    ) -> CResult<()> {
        let ir = &self.ctx.ir;
        match name {
            "alloc" | "alloca" => {
                let res = self.res0(op)?;
                let VTy::M(mt) = self.vty_of(op, res)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "alloc of a non-memref"));
                };
                let ndyn = mt.shape.iter().filter(|&&s| s == DYNAMIC).count();
                if ops.len() < ndyn {
                    return Err(self.err(op, ErrorKind::MalformedIr, "too few dynamic sizes"));
                }
                let mut dyn_it = ops[..ndyn].iter();
                let mut sizes = Vec::new();
                for &s in &mt.shape {
                    sizes.push(if s == DYNAMIC {
                        let v = dyn_it
                            .next()
                            .copied()
                            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "too few dynamic sizes"))?;
                        DimSize::Reg(self.s(fs, op, v)?)
                    } else {
                        DimSize::Static(s)
                    });
                }
                let symbols = ops[ndyn..].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let Slot::M(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "alloc of a non-memref"));
                };
                if name == "alloca" {
                    fs.saw_alloca = true;
                }
                self.push(
                    out,
                    op,
                    Inst::Alloc {
                        dst: d,
                        ty: Box::new(mt),
                        sizes: sizes.into(),
                        symbols: symbols.into(),
                        stack: name == "alloca",
                    },
                );
            }
            "dealloc" => {
                let mem =
                    self.m(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                self.push(out, op, Inst::Dealloc { mem });
            }
            "load" | "store" => {
                let base = usize::from(name == "store");
                if ops.len() <= base {
                    return Err(self.err(op, ErrorKind::MalformedIr, "missing memref operand"));
                }
                let mem = self.m(fs, op, ops[base])?;
                let idx = ops[base + 1..].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let idx = Idx::Regs(idx.into());
                let inst = if name == "load" {
                    let Slot::S(d) = self.one_result(fs, op)? else {
                        return Err(self.err(op, ErrorKind::Unsupported, "memref of vectors"));
                    };
                    Inst::Load { dst: d, mem, idx }
                } else {
                    Inst::Store { val: self.s(fs, op, self.arg(op, ops, 0)?)?, mem, idx }
                };
                self.push(out, op, inst);
            }
            "prefetch" => self.push(out, op, Inst::Nop),
            "dma_start" => {
                let parts = affine_dialects::memref::dma::dma_start_parts(self.ctx, op)
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "unexpected dma_start operands"))?;
                let regs = |c: &Self, fs: &mut FnState, r: std::ops::Range<usize>| -> CResult<Box<[_]>> {
                    ops[r].iter().map(|&v| c.s(fs, op, v)).collect::<CResult<Vec<_>>>().map(Vec::into_boxed_slice)
                };
                let src = self.m(fs, op, ops[parts.src])?;
                let src_idx = Idx::Regs(regs(self, fs, parts.src + 1..parts.dst)?);
                let dst = self.m(fs, op, ops[parts.dst])?;
                let dst_idx = Idx::Regs(regs(self, fs, parts.dst + 1..parts.num_elements)?);
                let num = self.s(fs, op, ops[parts.num_elements])?;
                let tag = self.m(fs, op, ops[parts.tag])?;
                let tag_end = parts.stride.unwrap_or(ops.len());
                let tag_idx = Idx::Regs(regs(self, fs, parts.tag + 1..tag_end)?);
                let stride = match parts.stride {
                    Some(s) => Some((self.s(fs, op, ops[s])?, self.s(fs, op, ops[s + 1])?)),
                    None => None,
                };
                let stride_on_dst = dst_space_is_slower(self.ctx, ops[parts.src], ops[parts.dst]);
                let dma = Dma { src, src_idx, dst, dst_idx, tag, tag_idx, num, stride, stride_on_dst };
                self.push(out, op, Inst::DmaStart(Box::new(dma)));
            }
            "dma_wait" => {
                if ops.len() < 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "memref.dma_wait needs a tag and a size"));
                }
                let tag = self.m(fs, op, ops[0])?;
                let idx = ops[1..ops.len() - 1].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let num = self.s(fs, op, ops[ops.len() - 1])?;
                self.push(out, op, Inst::DmaWait { tag, tag_idx: Idx::Regs(idx.into()), num });
            }
            "dim" => {
                if ops.len() != 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "memref.dim needs two operands"));
                }
                let mem = self.m(fs, op, self.arg(op, ops, 0)?)?;
                let idx = self.s(fs, op, self.arg(op, ops, 1)?)?;
                let Slot::S(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                self.push(out, op, Inst::Dim { dst: d, mem, idx });
            }
            "cast" | "assume_alignment" => {
                let src =
                    self.m(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                if ir.results(op).is_empty() {
                    self.push(out, op, Inst::Nop);
                    return Ok(());
                }
                let VTy::M(mt) = self.vty_of(op, self.res0(op)?)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "cast to a non-memref"));
                };
                let Slot::M(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                let inst = if name == "cast" {
                    Inst::MemCast { dst: d, src, ty: Box::new(mt) }
                } else {
                    Inst::Copy { dst: Slot::M(d), src: Slot::M(src) }
                };
                self.push(out, op, inst);
            }
            "subview" => {
                let get = |n: &str| {
                    self.attr(op, n)
                        .and_then(|a| self.int_list(a))
                        .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, format!("missing {n}")))
                };
                let (so, ss, st) = (get("static_offsets")?, get("static_sizes")?, get("static_strides")?);
                let src =
                    self.m(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                let mut dyns = ops[1..].iter();
                let mut mixed = |stat: &[i64]| -> CResult<Vec<Mixed>> {
                    let mut v = Vec::new();
                    for &x in stat {
                        v.push(if x == DYNAMIC {
                            let val = dyns
                                .next()
                                .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "too few dynamic operands"))?;
                            DimSize::Reg(self.s(fs, op, *val)?)
                        } else {
                            DimSize::Static(x)
                        });
                    }
                    Ok(v)
                };
                let offsets = mixed(&so)?;
                let sizes = mixed(&ss)?;
                let strides = mixed(&st)?;
                let VTy::M(rt) = self.vty_of(op, self.res0(op)?)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                let kept = rank_reduction_mask(&ss, &rt.shape)
                    .ok_or_else(|| self.err(op, ErrorKind::Unsupported, "cannot infer the rank reduction"))?;
                let Slot::M(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                self.push(
                    out,
                    op,
                    Inst::Subview(Box::new(Subview {
                        dst: d,
                        src,
                        offsets: offsets.into(),
                        sizes: sizes.into(),
                        strides: strides.into(),
                        kept: kept.into(),
                    })),
                );
            }
            "realloc" => {
                let res = self.res0(op)?;
                let VTy::M(mt) = self.vty_of(op, res)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "realloc of a non-memref"));
                };
                let src = self.m(fs, op, self.arg(op, ops, 0)?)?;
                let size = match (mt.shape.first(), ops.get(1)) {
                    (Some(&DYNAMIC), Some(&v)) => DimSize::Reg(self.s(fs, op, v)?),
                    (Some(&s), None) if s != DYNAMIC => DimSize::Static(s),
                    _ => return Err(self.err(op, ErrorKind::MalformedIr, "bad realloc size")),
                };
                let Slot::M(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "realloc of a non-memref"));
                };
                self.push(out, op, Inst::Realloc { dst: d, src, ty: Box::new(mt), size });
            }
            "copy" => {
                if ops.len() != 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "memref.copy needs two operands"));
                }
                let (src, dst) = (self.m(fs, op, self.arg(op, ops, 0)?)?, self.m(fs, op, self.arg(op, ops, 1)?)?);
                self.push(out, op, Inst::MemCopy { src, dst });
            }
            "reinterpret_cast" | "expand_shape" | "collapse_shape" => {
                let src =
                    self.m(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                let VTy::M(rt) = self.vty_of(op, self.res0(op)?)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                let mut dyns = ops[1..].iter();
                let mut mixed = |stat: &[i64]| -> CResult<Vec<Mixed>> {
                    let mut v = Vec::new();
                    for &x in stat {
                        v.push(if x == DYNAMIC {
                            let val = dyns
                                .next()
                                .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "too few dynamic operands"))?;
                            DimSize::Reg(self.s(fs, op, *val)?)
                        } else {
                            DimSize::Static(x)
                        });
                    }
                    Ok(v)
                };
                let get = |n: &str| {
                    self.attr(op, n)
                        .and_then(|a| self.int_list(a))
                        .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, format!("missing {n}")))
                };
                let groups = || -> CResult<Box<[Box<[usize]>]>> {
                    let a = self
                        .attr(op, "reassociation")
                        .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing reassociation"))?;
                    let AttrData::Array(gs) = self.ctx.attr_data(a) else {
                        return Err(self.err(op, ErrorKind::MalformedIr, "bad reassociation"));
                    };
                    gs.iter()
                        .map(|&g| {
                            self.int_list(g)
                                .map(|v| v.iter().map(|&x| x as usize).collect::<Box<[usize]>>())
                                .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "bad reassociation"))
                        })
                        .collect()
                };
                let how = match name {
                    "reinterpret_cast" => {
                        let (so, ss, st) = (get("static_offsets")?, get("static_sizes")?, get("static_strides")?);
                        let offset = mixed(&so)?
                            .into_iter()
                            .next()
                            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing offset"))?;
                        let sizes = mixed(&ss)?;
                        let strides = mixed(&st)?;
                        Reshape::Reinterpret { offset, sizes: sizes.into(), strides: strides.into() }
                    }
                    "expand_shape" => {
                        let shape = self
                            .attr(op, "static_output_shape")
                            .and_then(|a| self.int_list(a))
                            .unwrap_or_else(|| rt.shape.clone());
                        let sizes = mixed(&shape)?;
                        Reshape::Expand { groups: groups()?, sizes: sizes.into() }
                    }
                    _ => Reshape::Collapse { groups: groups()? },
                };
                let Slot::M(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                self.push(out, op, Inst::Reshape { dst: d, src, how: Box::new(how) });
            }
            "transpose" => {
                let src =
                    self.m(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                let perm = self
                    .attr(op, "permutation")
                    .and_then(|a| self.ctx.attr_affine_map(a))
                    .and_then(|m| affine_dialects::memref::permutation_dims(self.ctx, m))
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "transpose without a permutation"))?;
                let Slot::M(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                let how = Reshape::Transpose { perm: perm.into() };
                self.push(out, op, Inst::Reshape { dst: d, src, how: Box::new(how) });
            }
            "reshape" => {
                if ops.len() != 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "memref.reshape needs two operands"));
                }
                let (src, shape) = (self.m(fs, op, ops[0])?, self.m(fs, op, ops[1])?);
                let VTy::M(rt) = self.vty_of(op, self.res0(op)?)? else {
                    return Err(self.err(op, ErrorKind::Unsupported, "reshape to an unranked memref"));
                };
                let Slot::M(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                self.push(out, op, Inst::ShapeReshape { dst: d, src, shape, rank: rt.shape.len() });
            }
            "alloca_scope" => {
                let results = self.def_all(fs, op)?;
                let ScopedRegion { body, term, has_alloca, .. } = self.scoped_region(fs, op, "memref.alloca_scope")?;
                let yields = self.term_operands(fs, term)?;
                if yields.len() != results.len() {
                    return Err(self.err(op, ErrorKind::MalformedIr, "alloca_scope result count mismatch"));
                }
                self.push(
                    out,
                    op,
                    Inst::AllocaScope { body: body.into(), yields: yields.into(), results: results.into(), has_alloca },
                );
            }
            "atomic_rmw" => {
                if ops.len() < 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "memref.atomic_rmw needs a value and a memref"));
                }
                let VTy::S(ty) = self.vty_of(op, ops[0])? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "atomic_rmw of a non-scalar"));
                };
                let kind_name = affine_dialects::memref::atomic::atomic_rmw_kind(self.ctx, op)
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "atomic_rmw without a kind"))?
                    .name();
                let kind = self
                    .red_kind(kind_name, matches!(ty, ScalarType::Float(_)))
                    .ok_or_else(|| self.err(op, ErrorKind::Unsupported, format!("atomic_rmw kind '{kind_name}'")))?;
                let val = self.s(fs, op, ops[0])?;
                let mem = self.m(fs, op, ops[1])?;
                let idx = ops[2..].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let Slot::S(dst) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                let a = AtomicRmw { dst, val, mem, idx: Idx::Regs(idx.into()), kind, ty };
                self.push(out, op, Inst::AtomicRmw(Box::new(a)));
            }
            "generic_atomic_rmw" => {
                let mem =
                    self.m(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                let idx = ops[1..].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let Slot::S(dst) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                let r =
                    *ir.regions(op).first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing region"))?;
                let (args, body, term) = self.region(fs, op, r)?;
                let yields = self.term_operands(fs, term)?;
                let (&[Slot::S(arg)], &[Slot::S(yield_)]) = (args.as_slice(), yields.as_slice()) else {
                    return Err(self.err(
                        op,
                        ErrorKind::MalformedIr,
                        "generic_atomic_rmw needs one argument and one yield",
                    ));
                };
                let g = GenericAtomicRmw { dst, mem, idx: Idx::Regs(idx.into()), arg, body: body.into(), yield_ };
                self.push(out, op, Inst::GenericAtomicRmw(Box::new(g)));
            }
            "get_global" => {
                let g = self
                    .attr(op, "name")
                    .and_then(|a| self.symbol_ref(a))
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing global name"))?;
                let gi = *self
                    .global_index
                    .get(&g)
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, format!("unknown global @{g}")))?;
                let Slot::M(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                self.push(out, op, Inst::GetGlobal { dst: d, global: gi });
            }
            _ => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op 'memref.{name}'"))),
        }
        Ok(())
    }

    fn transfer(&mut self, fs: &mut FnState, op: OpId, ops: &[ValueId], read: bool) -> CResult<Transfer> {
        let (vec_val, mem_pos) = if read { (self.res0(op)?, 0) } else { (self.arg(op, ops, 0)?, 1) };
        let VTy::V(_, vshape) = self.vty_of(op, vec_val)? else {
            return Err(self.err(op, ErrorKind::Unsupported, "transfer of a non-vector"));
        };
        if ops.len() <= mem_pos {
            return Err(self.err(op, ErrorKind::MalformedIr, "missing source operand"));
        }
        let VTy::M(mt) = self.vty_of(op, ops[mem_pos])? else {
            return Err(self.err(op, ErrorKind::Unsupported, "transfers on tensors are not supported"));
        };
        let rank = mt.shape.len();
        let mem = self.m(fs, op, ops[mem_pos])?;
        let idx_end = mem_pos + 1 + rank;
        if ops.len() < idx_end {
            return Err(self.err(op, ErrorKind::MalformedIr, "too few indices"));
        }
        let indices = ops[mem_pos + 1..idx_end].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
        let mut rest = ops[idx_end..].iter();
        let pad = if read {
            let p = rest.next().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing padding"))?;
            Some(self.s(fs, op, *p).map_err(|_| self.err(op, ErrorKind::Unsupported, "vector padding"))?)
        } else {
            None
        };
        let mut mask = match rest.next() {
            Some(&m) => Some(self.v(fs, op, m)?),
            None => None,
        };
        let mut passthru = None;
        if let Some((m, pt)) = fs.pending_mask.take() {
            if mask.is_some() {
                return Err(self.err(op, ErrorKind::MalformedIr, "doubly masked transfer"));
            }
            mask = Some(m);
            passthru = pt;
        }
        let perm: Vec<Option<usize>> = match self.attr(op, "permutation_map").and_then(|a| self.ctx.attr_affine_map(a))
        {
            Some(m) => {
                let st = self.st();
                let d = st.map_data(m);
                d.results
                    .iter()
                    .map(|&e| match st.data(e) {
                        AffineExprData::Dim(i) => Ok(Some(i as usize)),
                        AffineExprData::Constant(0) => Ok(None),
                        _ => Err(self.err(op, ErrorKind::MalformedIr, "bad permutation map")),
                    })
                    .collect::<CResult<_>>()?
            }
            None => (rank - vshape.len().min(rank)..rank).map(Some).collect(),
        };
        if perm.len() != vshape.len() {
            return Err(self.err(op, ErrorKind::MalformedIr, "permutation map does not match the vector rank"));
        }
        let in_bounds = match self.attr(op, "in_bounds").and_then(|a| self.bool_list(a)) {
            Some(v) if v.len() == vshape.len() => v,
            _ => perm.iter().map(|p| p.is_none()).collect(),
        };
        let mut mask_dims: Vec<usize> = (0..perm.len()).filter(|&k| perm[k].is_some()).collect();
        mask_dims.sort_by_key(|&k| perm[k]);
        let vec = match self.use_(fs, op, vec_val) {
            Ok(Slot::V(r)) if !read => r,
            _ if read => match self.one_result(fs, op)? {
                Slot::V(r) => r,
                _ => return Err(self.err(op, ErrorKind::MalformedIr, "bad result")),
            },
            _ => return Err(self.err(op, ErrorKind::MalformedIr, "bad vector operand")),
        };
        Ok(Transfer {
            vec,
            mem,
            indices: indices.into(),
            pad,
            mask,
            passthru,
            perm: perm.into(),
            in_bounds: in_bounds.into(),
            vshape: vshape.into(),
            mask_dims: mask_dims.into(),
        })
    }

    fn vector(
        &mut self,
        fs: &mut FnState,
        op: OpId,
        name: &str,
        ops: &[ValueId],
        out: &mut Vec<Placed>,
    ) -> CResult<()> {
        let ir = &self.ctx.ir;
        let shape_of = |this: &Self, v: ValueId| -> CResult<Vec<i64>> {
            match this.vty_of(op, v)? {
                VTy::V(_, s) => Ok(s),
                VTy::S(_) => Ok(Vec::new()),
                VTy::M(_) => Err(this.err(op, ErrorKind::MalformedIr, "memref where a vector is expected")),
            }
        };
        let vres = |this: &Self, fs: &mut FnState| -> CResult<R> {
            match this.one_result(fs, op)? {
                Slot::V(r) => Ok(r),
                _ => Err(this.err(op, ErrorKind::MalformedIr, "expected a vector result")),
            }
        };
        match name {
            "transfer_read" => {
                let t = self.transfer(fs, op, ops, true)?;
                self.push(out, op, Inst::TransferRead(Box::new(t)));
            }
            "transfer_write" => {
                if !ir.results(op).is_empty() {
                    return Err(self.err(op, ErrorKind::Unsupported, "transfer_write on tensors"));
                }
                let t = self.transfer(fs, op, ops, false)?;
                self.push(out, op, Inst::TransferWrite(Box::new(t)));
            }
            "load" | "store" => {
                let base = usize::from(name == "store");
                if ops.len() <= base {
                    return Err(self.err(op, ErrorKind::MalformedIr, "missing memref operand"));
                }
                let mem = self.m(fs, op, ops[base])?;
                let idx = ops[base + 1..].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let idx = Idx::Regs(idx.into());
                let inst = if name == "load" {
                    let shape = shape_of(self, self.res0(op)?)?;
                    let d = vres(self, fs)?;
                    Inst::VLoad { dst: d, mem, idx, shape: shape.into() }
                } else {
                    let shape = shape_of(self, self.arg(op, ops, 0)?)?;
                    Inst::VStore { val: self.v(fs, op, self.arg(op, ops, 0)?)?, mem, idx, shape: shape.into() }
                };
                self.push(out, op, inst);
            }
            "shuffle" | "interleave" => {
                if ops.len() != 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "expected two operands"));
                }
                let s1 = shape_of(self, ops[0])?;
                let n: i64 = s1.iter().product();
                let lanes: Vec<i64> = if name == "shuffle" {
                    let mask = self
                        .attr(op, "mask")
                        .and_then(|a| self.ctx.attr_dense_i64s(a))
                        .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing mask"))?;
                    let outer = s1.first().copied().unwrap_or(1);
                    let inner = if s1.is_empty() { 1 } else { s1[1..].iter().product() };
                    let mut l = Vec::new();
                    for &m in &mask {
                        for j in 0..inner {
                            l.push(match m {
                                -1 => -1,
                                m if m < outer => m * inner + j,
                                m => n + (m - outer) * inner + j,
                            });
                        }
                    }
                    l
                } else {
                    let w = s1.last().copied().unwrap_or(1).max(1);
                    let mut l = Vec::with_capacity(2 * n.max(0) as usize);
                    for o in 0..n / w {
                        for j in 0..w {
                            l.push(o * w + j);
                            l.push(n + o * w + j);
                        }
                    }
                    l
                };
                let a = self.v(fs, op, ops[0])?;
                let b = self.v(fs, op, ops[1])?;
                let d = vres(self, fs)?;
                self.push(out, op, Inst::LaneSelect { dst: d, a, b, lanes: lanes.into() });
            }
            "maskedload" | "maskedstore" | "expandload" | "compressstore" | "gather" | "scatter" => {
                let store = matches!(name, "maskedstore" | "compressstore" | "scatter");
                let indexed = matches!(name, "gather" | "scatter");
                let fixed = if indexed { 4 } else { 3 };
                if ops.len() < fixed {
                    return Err(self.err(op, ErrorKind::MalformedIr, "malformed masked access"));
                }
                if !matches!(self.vty_of(op, ops[0])?, VTy::M(_)) || (store && !ir.results(op).is_empty()) {
                    return Err(self.err(op, ErrorKind::Unsupported, format!("vector.{name} on tensors")));
                }
                let nidx = ops.len() - fixed;
                let (mask_v, val_v) = (ops[ops.len() - 2], ops[ops.len() - 1]);
                let vec_v = if store { val_v } else { self.res0(op)? };
                let shape = shape_of(self, vec_v)?;
                if shape.len() != 1 {
                    return Err(self.err(
                        op,
                        ErrorKind::Unsupported,
                        format!("vector.{name} of a vector of rank {}", shape.len()),
                    ));
                }
                let mem = self.m(fs, op, ops[0])?;
                let idx = ops[1..1 + nidx].iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let addr = match name {
                    "maskedload" | "maskedstore" => LaneAddr::Contiguous,
                    "expandload" | "compressstore" => LaneAddr::Compressed,
                    _ => {
                        let iv = ops[1 + nidx];
                        let w = match self.vty_of(op, iv)? {
                            VTy::V(ScalarType::Int(w), _) => w,
                            _ => 64,
                        };
                        LaneAddr::Indexed(self.v(fs, op, iv)?, w)
                    }
                };
                let mask = self.v(fs, op, mask_v)?;
                let (vec, passthru) = if store {
                    (self.v(fs, op, val_v)?, None)
                } else {
                    (vres(self, fs)?, Some(self.v(fs, op, val_v)?))
                };
                let lanes = shape[0].max(0) as usize;
                let m = MaskedAccess { store, vec, mem, idx: idx.into(), mask, passthru, addr, lanes };
                self.push(out, op, Inst::MaskedAccess(Box::new(m)));
            }
            "broadcast" | "splat" => {
                let src =
                    self.use_(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                let src_shape = shape_of(self, self.arg(op, ops, 0)?)?;
                let dst_shape = shape_of(self, self.res0(op)?)?;
                let d = vres(self, fs)?;
                self.push(
                    out,
                    op,
                    Inst::Broadcast { dst: d, src, src_shape: src_shape.into(), dst_shape: dst_shape.into() },
                );
            }
            "reduction" => {
                let VTy::S(t) = self.vty_of(op, self.res0(op)?)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                let text = self.attr_text(op, "kind").unwrap_or_default();
                let kname = text.rsplit('<').next().unwrap_or(&text).trim_end_matches('>').trim().to_string();
                let kind = self.red_kind(&kname, matches!(t, ScalarType::Float(_))).ok_or_else(|| {
                    self.err(op, ErrorKind::Unsupported, format!("unsupported reduction kind '{text}'"))
                })?;
                let src =
                    self.v(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                let acc = match ops.get(1) {
                    Some(&a) => Some(self.s(fs, op, a)?),
                    None => None,
                };
                let mask = fs.pending_mask.take().map(|(m, _)| m);
                let Slot::S(d) = self.one_result(fs, op)? else {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad result"));
                };
                self.push(out, op, Inst::Reduction { kind, ty: t, dst: d, src, acc, mask });
            }
            "extract" | "insert" => {
                let pos_attr = self
                    .attr(op, "static_position")
                    .and_then(|a| self.int_list(a))
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing static_position"))?;
                let first_dyn = if name == "extract" { 1 } else { 2 };
                let mut dyns = ops.get(first_dyn..).unwrap_or(&[]).iter();
                let mut pos = Vec::new();
                for &p in &pos_attr {
                    pos.push(if p == DYNAMIC {
                        let v = dyns
                            .next()
                            .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "too few dynamic positions"))?;
                        DimSize::Reg(self.s(fs, op, *v)?)
                    } else {
                        DimSize::Static(p)
                    });
                }
                if name == "extract" {
                    let src_shape = shape_of(self, self.arg(op, ops, 0)?)?;
                    let src = self.v(fs, op, self.arg(op, ops, 0)?)?;
                    let dst = self.one_result(fs, op)?;
                    self.push(out, op, Inst::Extract { dst, src, pos: pos.into(), src_shape: src_shape.into() });
                } else {
                    if ops.len() < 2 {
                        return Err(self.err(op, ErrorKind::MalformedIr, "missing operands"));
                    }
                    let dest_shape = shape_of(self, self.arg(op, ops, 1)?)?;
                    let val = self.use_(fs, op, self.arg(op, ops, 0)?)?;
                    let dest = self.v(fs, op, self.arg(op, ops, 1)?)?;
                    let d = vres(self, fs)?;
                    self.push(
                        out,
                        op,
                        Inst::Insert { dst: d, val, dest, pos: pos.into(), dest_shape: dest_shape.into() },
                    );
                }
            }
            "create_mask" => {
                let shape = shape_of(self, self.res0(op)?)?;
                let bounds = ops.iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let d = vres(self, fs)?;
                self.push(out, op, Inst::CreateMask { dst: d, bounds: bounds.into(), shape: shape.into() });
            }
            "constant_mask" => {
                let shape = shape_of(self, self.res0(op)?)?;
                let sizes = self
                    .attr(op, "mask_dim_sizes")
                    .and_then(|a| self.int_list(a))
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing mask_dim_sizes"))?;
                let n: i64 = shape.iter().product();
                let mut data = Vec::with_capacity(n.max(0) as usize);
                if n > 0 {
                    let mut idx = vec![0i64; shape.len()];
                    loop {
                        data.push(bool_bits(idx.iter().zip(&sizes).all(|(&i, &b)| i < b)));
                        if !crate::memory::next_index(&mut idx, &shape) {
                            break;
                        }
                    }
                }
                let d = vres(self, fs)?;
                self.push(out, op, Inst::VConst { dst: d, data: data.into() });
            }
            "mask" => {
                let m =
                    self.v(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing mask"))?)?;
                let pt = match ops.get(1) {
                    Some(&p) => Some(self.v(fs, op, p)?),
                    None => None,
                };
                let results = self.def_all(fs, op)?;
                let r = *ir
                    .regions(op)
                    .first()
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "vector.mask without body"))?;
                fs.pending_mask = Some((m, pt));
                let (_, body, term) = self.region(fs, op, r)?;
                if fs.pending_mask.take().is_some() && !body.is_empty() {
                    return Err(self.err(op, ErrorKind::Unsupported, "masked op kind is not supported"));
                }
                let yields = self.term_operands(fs, term)?;
                self.push(out, op, Inst::Region { body: body.into(), yields: yields.into(), results: results.into() });
            }
            "shape_cast" => {
                let src =
                    self.v(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                let d = vres(self, fs)?;
                self.push(out, op, Inst::ShapeCast { dst: d, src });
            }
            "to_elements" => {
                // One scalar extract per element, in row-major order.
                let src_val = self.arg(op, ops, 0)?;
                let src_shape = shape_of(self, src_val)?;
                let src = self.v(fs, op, src_val)?;
                let dsts = self.def_all(fs, op)?;
                for (lin, dst) in dsts.into_iter().enumerate() {
                    let mut rest = lin as i64;
                    let mut pos = vec![DimSize::Static(0); src_shape.len()];
                    for (d, &n) in src_shape.iter().enumerate().rev() {
                        pos[d] = DimSize::Static(rest % n.max(1));
                        rest /= n.max(1);
                    }
                    self.push(
                        out,
                        op,
                        Inst::Extract { dst, src, pos: pos.into(), src_shape: src_shape.clone().into() },
                    );
                }
            }
            "from_elements" => {
                let srcs = ops.iter().map(|&v| self.s(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let d = vres(self, fs)?;
                self.push(out, op, Inst::FromElements { dst: d, srcs: srcs.into() });
            }
            "transpose" => {
                let perm = self
                    .attr(op, "permutation")
                    .and_then(|a| self.int_list(a))
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing permutation"))?;
                let src_shape = shape_of(self, self.arg(op, ops, 0)?)?;
                let src = self.v(fs, op, self.arg(op, ops, 0)?)?;
                let d = vres(self, fs)?;
                self.push(
                    out,
                    op,
                    Inst::Transpose {
                        dst: d,
                        src,
                        perm: perm.iter().map(|&p| p as usize).collect(),
                        src_shape: src_shape.into(),
                    },
                );
            }
            _ => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op 'vector.{name}'"))),
        }
        Ok(())
    }

    fn scf(&mut self, fs: &mut FnState, op: OpId, name: &str, ops: &[ValueId], out: &mut Vec<Placed>) -> CResult<()> {
        let ir = &self.ctx.ir;
        match name {
            "for" => {
                if ops.len() < 3 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "scf.for needs bounds and step"));
                }
                let ty = match self.vty_of(op, self.arg(op, ops, 0)?)? {
                    VTy::S(t) => t,
                    _ => return Err(self.err(op, ErrorKind::MalformedIr, "bad bound type")),
                };
                let (lb, ub, step) = (
                    self.s(fs, op, self.arg(op, ops, 0)?)?,
                    self.s(fs, op, self.arg(op, ops, 1)?)?,
                    self.s(fs, op, self.arg(op, ops, 2)?)?,
                );
                let inits = ops[3..].iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let results = self.def_all(fs, op)?;
                let lp = self.iter_args_loop_body(fs, op, "scf.for", &inits, &results)?;
                self.push(
                    out,
                    op,
                    Inst::ScfFor(Box::new(ScfFor {
                        iv: lp.iv,
                        ty,
                        unsigned: self.attr(op, "unsignedCmp").is_some(),
                        lb,
                        ub,
                        step,
                        inits: inits.into(),
                        iters: lp.iters.into(),
                        yields: lp.yields.into(),
                        yield_needs_temp: lp.yield_needs_temp,
                        results: results.into(),
                        body: lp.body.into(),
                        has_alloca: lp.has_alloca,
                    })),
                );
            }
            "if" => {
                let c = self.s(fs, op, *ops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "operand"))?)?;
                self.if_common(fs, op, Cond::Reg(c), out)?;
            }
            "execute_region" => {
                let results = self.def_all(fs, op)?;
                let r =
                    *ir.regions(op).first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing region"))?;
                if ir.region_blocks(r).count() > 1 {
                    let cfg = self.cfg(fs, op, r, &results)?;
                    self.push(out, op, Inst::Cfg(Box::new(cfg)));
                    return Ok(());
                }
                let (_, body, term) = self.region(fs, op, r)?;
                let yields = self.term_operands(fs, term)?;
                self.push(out, op, Inst::Region { body: body.into(), yields: yields.into(), results: results.into() });
            }
            "index_switch" => self.index_switch(fs, op, ops, out)?,
            "while" => {
                let inits = ops.iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let results = self.def_all(fs, op)?;
                let regions = ir.regions(op).to_vec();
                if regions.len() != 2 {
                    return Err(self.err(op, ErrorKind::MalformedIr, "scf.while needs two regions"));
                }
                let (before_args, before_body, bterm) = self.region(fs, op, regions[0])?;
                let bterm = bterm.ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing scf.condition"))?;
                let cops = ir.operands(bterm).to_vec();
                let cond =
                    self.s(fs, bterm, *cops.first().ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "condition"))?)?;
                let forwarded = cops[1..].iter().map(|&v| self.use_(fs, bterm, v)).collect::<CResult<Vec<_>>>()?;
                let (after_args, after_body, aterm) = self.region(fs, op, regions[1])?;
                let after_yields = self.term_operands(fs, aterm)?;
                self.push(
                    out,
                    op,
                    Inst::ScfWhile(Box::new(ScfWhile {
                        inits: inits.into(),
                        before_args: before_args.into(),
                        before_body: before_body.into(),
                        cond,
                        forwarded: forwarded.into(),
                        after_args: after_args.into(),
                        after_body: after_body.into(),
                        after_yields: after_yields.into(),
                        results: results.into(),
                    })),
                );
            }
            "parallel" => {
                let seg = self
                    .attr(op, "operandSegmentSizes")
                    .and_then(|a| self.int_list(a))
                    .ok_or_else(|| self.err(op, ErrorKind::MalformedIr, "missing operandSegmentSizes"))?;
                if seg.len() != 4 || seg.iter().sum::<i64>() as usize != ops.len() {
                    return Err(self.err(op, ErrorKind::MalformedIr, "bad operandSegmentSizes"));
                }
                let n = seg[0] as usize;
                let regs =
                    |this: &Self, vs: &[ValueId]| vs.iter().map(|&v| this.s(fs, op, v)).collect::<CResult<Vec<_>>>();
                let lbs = regs(self, &ops[..n])?;
                let ubs = regs(self, &ops[n..2 * n])?;
                let steps = regs(self, &ops[2 * n..3 * n])?;
                let inits = ops[3 * n..].iter().map(|&v| self.use_(fs, op, v)).collect::<CResult<Vec<_>>>()?;
                let results = self.def_all(fs, op)?;
                let ScopedRegion { args, body, term, has_alloca } = self.scoped_region(fs, op, "scf.parallel")?;
                fs.saw_alloca |= has_alloca;
                let ivs: Vec<R> = args
                    .iter()
                    .map(|s| if let Slot::S(r) = s { Ok(*r) } else { Err(()) })
                    .collect::<Result<_, _>>()
                    .map_err(|_| self.err(op, ErrorKind::MalformedIr, "bad induction variables"))?;
                let mut reduces = Vec::new();
                if let Some(t) = term {
                    let tops = ir.operands(t).to_vec();
                    let tregions = ir.regions(t).to_vec();
                    if tops.len() != tregions.len() || tops.len() != results.len() {
                        return Err(self.err(t, ErrorKind::MalformedIr, "scf.reduce operands do not match"));
                    }
                    for (k, &rr) in tregions.iter().enumerate() {
                        let operand = self.use_(fs, t, tops[k])?;
                        let (rargs, rbody, rterm) = self.region(fs, t, rr)?;
                        let rets = self.term_operands(fs, rterm)?;
                        if rargs.len() != 2 || rets.len() != 1 {
                            return Err(self.err(t, ErrorKind::MalformedIr, "bad scf.reduce region"));
                        }
                        reduces.push(ScfReduce {
                            operand,
                            lhs: rargs[0],
                            rhs: rargs[1],
                            body: rbody.into(),
                            ret: rets[0],
                        });
                    }
                }
                self.push(
                    out,
                    op,
                    Inst::ScfParallel(Box::new(ScfParallel {
                        ivs: ivs.into(),
                        lbs: lbs.into(),
                        ubs: ubs.into(),
                        steps: steps.into(),
                        inits: inits.into(),
                        results: results.into(),
                        reduces: reduces.into(),
                        body: body.into(),
                        has_alloca,
                    })),
                );
            }
            _ => return Err(self.err(op, ErrorKind::Unsupported, format!("unsupported op 'scf.{name}'"))),
        }
        Ok(())
    }
}

/// True if copying `yields` into `iters` in order could read an already
/// overwritten register.
/// A region compiled as an automatic allocation scope.
struct ScopedRegion {
    /// The entry block's arguments.
    args: Vec<Slot>,
    body: Vec<Placed>,
    /// The region's terminator, if it has one.
    term: Option<OpId>,
    /// Whether the body allocates on the stack (so each run must free).
    has_alloca: bool,
}

/// A compiled loop body with an induction variable and `iter_args`.
struct IterArgsLoopBody {
    iv: R,
    iters: Vec<Slot>,
    yields: Vec<Slot>,
    yield_needs_temp: bool,
    body: Vec<Placed>,
    has_alloca: bool,
}

fn needs_temp(iters: &[Slot], yields: &[Slot]) -> bool {
    yields.iter().enumerate().any(|(k, y)| iters.iter().enumerate().any(|(j, i)| i == y && j != k))
}

/// MLIR's `computeRankReductionMask`: which source dims (by static subview
/// size) are kept to produce `reduced`; unit dims that do not match the
/// next result dim are dropped.
fn rank_reduction_mask(sizes: &[i64], reduced: &[i64]) -> Option<Vec<bool>> {
    let mut kept = vec![false; sizes.len()];
    let mut j = 0;
    for (k, &s) in sizes.iter().enumerate() {
        if j < reduced.len() && s == reduced[j] {
            kept[k] = true;
            j += 1;
        } else if s != 1 {
            return None;
        }
    }
    (j == reduced.len()).then_some(kept)
}

/// The integer memory space of a memref value (0 without one).
fn memory_space_id(ctx: &Context, memref: ValueId) -> i128 {
    match ctx.type_data(ctx.ir.value_type(memref)) {
        affine_ir::context::TypeData::MemRef { memory_space: Some(a), .. } => ctx.attr_int(*a).unwrap_or(0),
        _ => 0,
    }
}

/// True if a DMA from `src` to `dst` strides its destination: MLIR's DMA
/// stride is for the slower memory space, the one with the lower id.
fn dst_space_is_slower(ctx: &Context, src: ValueId, dst: ValueId) -> bool {
    memory_space_id(ctx, dst) < memory_space_id(ctx, src)
}
