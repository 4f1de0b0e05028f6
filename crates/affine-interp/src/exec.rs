//! The executor: runs compiled instruction trees over register frames.

use crate::affmap::{floor_div, modulo};
use crate::error::{ErrorKind, InterpError, TResult, Trap};
use crate::memory::{AllocKind, MemDesc, Memory, fmt_idx, make_map_layout, next_index, row_major_strides};
use crate::ops::{FOp, IOp, bool_bits, cast, fbin, fcmp, fma, ibin, icmp};
use crate::program::*;
use crate::scalar::{FloatKind, ScalarType};
use std::rc::Rc;

/// A vector value in a register: lanes as raw bits, and per-lane poison
/// flags (empty when no lane is poison).
#[derive(Clone, Default, Debug)]
pub(crate) struct VecVal {
    pub data: Vec<u64>,
    pub poison: Vec<bool>,
}

impl VecVal {
    /// True if lane `i` is poison.
    #[inline]
    pub fn lane_poison(&self, i: usize) -> bool {
        self.poison.get(i).copied().unwrap_or(false)
    }

    /// Marks lane `i` poison. Vectors are often built lane by lane, so the
    /// flags grow on demand (lanes past their end are not poison).
    fn set_poison(&mut self, i: usize) {
        if self.poison.len() <= i {
            self.poison.resize(self.data.len().max(i + 1), false);
        }
        self.poison[i] = true;
    }

    /// Clears the poison flag of lane `i`.
    fn clear_poison(&mut self, i: usize) {
        if let Some(p) = self.poison.get_mut(i) {
            *p = false;
        }
    }

    /// An all-poison vector of `n` lanes.
    fn all_poison(n: usize) -> Self {
        VecVal { data: vec![0; n], poison: vec![true; n] }
    }
}

/// A value moved between frames.
#[derive(Clone, Debug)]
pub(crate) enum Val {
    S(u64, bool),
    V(VecVal),
    M(MemDesc),
}

/// Registers of one function activation.
#[derive(Debug, Default)]
pub(crate) struct Frame {
    pub s: Vec<u64>,
    pub p: Vec<bool>,
    /// True once any scalar register of this frame has held poison; while
    /// false, the poison flags need not be consulted.
    pub anyp: bool,
    pub v: Vec<VecVal>,
    pub m: Vec<MemDesc>,
}

#[cold]
fn poison_trap(what: &str) -> Trap {
    Trap::new(ErrorKind::PoisonUse, format!("use of a poison value as {what}"))
}

impl Frame {
    /// A frame sized for `f`.
    pub fn new(f: &Func) -> Self {
        Frame {
            s: vec![0; f.n_s],
            p: vec![false; f.n_s],
            anyp: false,
            v: vec![VecVal::default(); f.n_v],
            m: vec![MemDesc::default(); f.n_m],
        }
    }

    /// Reads a scalar that must not be poison.
    #[inline]
    fn get(&self, r: R, what: &str) -> TResult<u64> {
        if self.anyp && self.p[r as usize] {
            return Err(poison_trap(what));
        }
        Ok(self.s[r as usize])
    }

    #[inline]
    fn is_p(&self, r: R) -> bool {
        self.anyp && self.p[r as usize]
    }

    /// Writes a defined scalar.
    #[inline]
    fn set(&mut self, r: R, v: u64) {
        self.s[r as usize] = v;
        if self.anyp {
            self.p[r as usize] = false;
        }
    }

    /// Writes a scalar or poison.
    #[inline]
    fn set_opt(&mut self, r: R, v: Option<u64>) {
        match v {
            Some(v) => self.set(r, v),
            None => {
                self.anyp = true;
                self.s[r as usize] = 0;
                self.p[r as usize] = true;
            }
        }
    }

    /// Checks that none of `regs` is poison.
    #[inline]
    fn check_deps(&self, regs: &[R], what: &str) -> TResult<()> {
        if self.anyp && regs.iter().any(|&r| self.p[r as usize]) {
            return Err(poison_trap(what));
        }
        Ok(())
    }

    /// Reads any register as a [`Val`].
    pub fn read(&self, s: Slot) -> Val {
        match s {
            Slot::S(r) => Val::S(self.s[r as usize], self.is_p(r)),
            Slot::V(r) => Val::V(self.v[r as usize].clone()),
            Slot::M(r) => Val::M(self.m[r as usize].clone()),
        }
    }

    /// Writes any register from a [`Val`].
    pub fn write(&mut self, s: Slot, v: Val) {
        match (s, v) {
            (Slot::S(r), Val::S(x, p)) => self.set_opt(r, if p { None } else { Some(x) }),
            (Slot::V(r), Val::V(x)) => self.v[r as usize] = x,
            (Slot::M(r), Val::M(x)) => self.m[r as usize] = x,
            _ => {}
        }
    }

    /// Copies register `src` into `dst` (same class).
    #[inline]
    fn copy(&mut self, dst: Slot, src: Slot) {
        if dst == src {
            return;
        }
        match (dst, src) {
            (Slot::S(d), Slot::S(s)) => {
                let (v, p) = (self.s[s as usize], self.is_p(s));
                self.s[d as usize] = v;
                if self.anyp {
                    self.p[d as usize] = p;
                }
            }
            (Slot::V(d), Slot::V(s)) => {
                let v = self.v[s as usize].clone();
                self.v[d as usize] = v;
            }
            (Slot::M(d), Slot::M(s)) => {
                let v = self.m[s as usize].clone();
                self.m[d as usize] = v;
            }
            _ => {}
        }
    }

    /// Parallel copy `dsts[k] <- srcs[k]`.
    fn copy_all(&mut self, dsts: &[Slot], srcs: &[Slot], needs_temp: bool) {
        if needs_temp {
            let tmp: Vec<Val> = srcs.iter().map(|&s| self.read(s)).collect();
            for (&d, v) in dsts.iter().zip(tmp) {
                self.write(d, v);
            }
        } else {
            for (&d, &s) in dsts.iter().zip(srcs) {
                self.copy(d, s);
            }
        }
    }
}

/// A trap attached to the site of the instruction that raised it.
#[derive(Debug)]
pub(crate) struct Fault {
    pub trap: Trap,
    pub site: u32,
}

/// Error while executing one instruction.
pub(crate) enum E {
    /// Raised by this instruction.
    T(Trap),
    /// Raised inside a nested body (already placed).
    F(Fault),
}

impl From<Trap> for E {
    #[inline]
    fn from(t: Trap) -> Self {
        E::T(t)
    }
}

impl From<Fault> for E {
    #[inline]
    fn from(f: Fault) -> Self {
        E::F(f)
    }
}

/// Control flow out of a body.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum Flow {
    Next,
    Return,
    /// Continue with block `n` of the enclosing [`Cfg`] (one past its last
    /// block: leave it).
    Branch(u32),
}

/// Copies the arguments of `edge` into its block's arguments and says
/// where to go.
fn take_edge(f: &mut Frame, edge: &Edge) -> Flow {
    f.copy_all(&edge.params, &edge.args, true);
    Flow::Branch(edge.target)
}

/// Evaluates one lane / scalar op.
#[inline]
fn elem(op: ElemOp, a: u64, b: u64, c: u64) -> TResult<Option<u64>> {
    match op {
        ElemOp::I(o, w, fl) => ibin(o, w, fl, a, b),
        ElemOp::F(o, t) => Ok(Some(fbin(o, t, a, b))),
        ElemOp::ICmp(p, w) => Ok(Some(bool_bits(icmp(p, w, a, b)))),
        ElemOp::FCmp(p) => Ok(Some(bool_bits(fcmp(p, a, b)))),
        ElemOp::Cast(o, f, t) => Ok(cast(o, f, t, a)),
        ElemOp::Select => Ok(Some(if a & 1 != 0 { b } else { c })),
        ElemOp::Fma(t) => Ok(Some(fma(t, a, b, c))),
        ElemOp::Wide(w) => crate::wide::elem(w, a, b, c),
        ElemOp::ClampF => Ok(Some(crate::ops::clampf(a, b, c))),
        ElemOp::FPowI(t, w) => Ok(Some(crate::ops::fpowi(t, w, a, b))),
        ElemOp::Scaling { truncate, from, scale, to, mode } => {
            Ok(Some(crate::ops::scaling_cast(truncate, from, scale, to, mode, a, b)))
        }
    }
}

/// Identity element of a reduction.
pub(crate) fn red_identity(k: RedKind, t: ScalarType) -> u64 {
    let w = t.int_width();
    let int = |v: i64| crate::scalar::sext(w, v) as u64;
    if let ScalarType::Float(f) = t
        && f.is_wide()
    {
        let v = match k {
            RedKind::MulF => 1.0,
            RedKind::MaximumF | RedKind::MaxNumF => f64::NEG_INFINITY,
            RedKind::MinimumF | RedKind::MinNumF => f64::INFINITY,
            _ => 0.0,
        };
        return crate::wide::identity(f, v);
    }
    match k {
        RedKind::AddF | RedKind::Assign => {
            if matches!(t, ScalarType::Float(_)) {
                0.0f64.to_bits()
            } else {
                0
            }
        }
        RedKind::MulF => 1.0f64.to_bits(),
        RedKind::MaximumF | RedKind::MaxNumF => f64::NEG_INFINITY.to_bits(),
        RedKind::MinimumF | RedKind::MinNumF => f64::INFINITY.to_bits(),
        RedKind::AddI | RedKind::OrI | RedKind::XorI | RedKind::MaxU => 0,
        RedKind::MulI => 1,
        RedKind::AndI | RedKind::MinU => u64::MAX,
        RedKind::MaxS => int(if w >= 64 { i64::MIN } else { -(1i64 << (w - 1)) }),
        RedKind::MinS => int(if w >= 64 { i64::MAX } else { (1i64 << (w - 1)) - 1 }),
    }
}

/// Combines an accumulator with a value.
#[inline]
pub(crate) fn red_combine(k: RedKind, t: ScalarType, acc: u64, v: u64) -> TResult<Option<u64>> {
    let w = t.int_width();
    let ft = match t {
        ScalarType::Float(f) => f,
        _ => FloatKind::F64,
    };
    let op = match k {
        RedKind::Assign => return Ok(Some(v)),
        RedKind::AddF => ElemOp::F(FOp::Add, ft),
        RedKind::MulF => ElemOp::F(FOp::Mul, ft),
        RedKind::MaximumF => ElemOp::F(FOp::MaximumF, ft),
        RedKind::MinimumF => ElemOp::F(FOp::MinimumF, ft),
        RedKind::MaxNumF => ElemOp::F(FOp::MaxNumF, ft),
        RedKind::MinNumF => ElemOp::F(FOp::MinNumF, ft),
        RedKind::AddI => ElemOp::I(IOp::Add, w, 0),
        RedKind::MulI => ElemOp::I(IOp::Mul, w, 0),
        RedKind::AndI => ElemOp::I(IOp::And, w, 0),
        RedKind::OrI => ElemOp::I(IOp::Or, w, 0),
        RedKind::XorI => ElemOp::I(IOp::Xor, w, 0),
        RedKind::MaxS => ElemOp::I(IOp::MaxS, w, 0),
        RedKind::MinS => ElemOp::I(IOp::MinS, w, 0),
        RedKind::MaxU => ElemOp::I(IOp::MaxU, w, 0),
        RedKind::MinU => ElemOp::I(IOp::MinU, w, 0),
    };
    let op = match op {
        ElemOp::F(o, k) if k.is_wide() => ElemOp::Wide(crate::wide::WideElemOp::Bin(o, k)),
        op => op,
    };
    elem(op, acc, v, 0)
}

/// Evaluates memory indices into `out`.
#[inline]
fn eval_idx(f: &Frame, idx: &Idx, out: &mut Vec<i64>) -> TResult<()> {
    match idx {
        Idx::Regs(rs) => {
            out.clear();
            for &r in rs.iter() {
                out.push(f.get(r, "an index")? as i64);
            }
            Ok(())
        }
        Idx::Map(m, deps) => {
            f.check_deps(deps, "an index")?;
            m.eval_into(&f.s, out)
        }
    }
}

/// The buffer address of an access when everything is well-defined and
/// the layout is strided; `None` sends the caller to the slow path, which
/// re-evaluates and reports the precise error.
#[inline(always)]
fn fast_address(mem: &Memory, d: &MemDesc, idx: &Idx, f: &Frame) -> Option<usize> {
    if d.layout.is_some() {
        return None;
    }
    let b = mem.bufs.get(d.buf as usize)?;
    if b.generation != d.generation || !b.live {
        return None;
    }
    let n = d.sizes.len();
    let sizes = &d.sizes[..n];
    let strides = d.strides.get(..n)?;
    let mut a = d.offset;
    match idx {
        Idx::Map(m, deps) => {
            let res = &m.results[..];
            if res.len() != n || (f.anyp && deps.iter().any(|&r| f.p[r as usize])) {
                return None;
            }
            for k in 0..n {
                let i = res[k].eval(&f.s).ok()?;
                if i < 0 || i >= sizes[k] {
                    return None;
                }
                a = a.wrapping_add(i.wrapping_mul(strides[k]));
            }
        }
        Idx::Regs(rs) => {
            let rs = &rs[..];
            if rs.len() != n {
                return None;
            }
            for k in 0..n {
                let r = rs[k] as usize;
                if f.anyp && f.p[r] {
                    return None;
                }
                let i = f.s[r] as i64;
                if i < 0 || i >= sizes[k] {
                    return None;
                }
                a = a.wrapping_add(i.wrapping_mul(strides[k]));
            }
        }
    }
    if a < 0 || a as usize >= b.data.len() {
        return None;
    }
    Some(a as usize)
}

fn mixed(f: &Frame, m: &Mixed) -> TResult<i64> {
    match *m {
        DimSize::Static(v) => Ok(v),
        DimSize::Reg(r) => Ok(f.get(r, "a size or position")? as i64),
    }
}

/// The machine: memory, globals and call state of one run.
pub(crate) struct Machine<'p> {
    pub prog: &'p Program,
    pub mem: Memory,
    pub globals: Vec<MemDesc>,
    allocas: Vec<u32>,
    depth: u32,
    /// Remaining loop iterations allowed (guards against non-termination).
    pub fuel: u64,
    ret: Vec<Val>,
    tmp: Vec<i64>,
    /// Number of instructions (ops) executed so far.
    pub executed: u64,
    /// The frames of the callers of the running function (moved here
    /// during a call), so that [`Machine::safepoint`] sees every register.
    callers: Vec<Frame>,
}

/// Maximum call depth.
const MAX_DEPTH: u32 = 256;

impl<'p> Machine<'p> {
    /// A machine with globals allocated and initialised.
    pub fn new(prog: &'p Program, fuel: u64) -> Result<Self, InterpError> {
        let mut m = Machine {
            prog,
            mem: Memory::default(),
            globals: Vec::new(),
            allocas: Vec::new(),
            depth: 0,
            fuel,
            ret: Vec::new(),
            tmp: Vec::new(),
            executed: 0,
            callers: Vec::new(),
        };
        // The program's f80/f128 constants and the inputs made so far.
        crate::wide::pin_all();
        for g in &prog.globals {
            let d = m.alloc_desc(&g.ty, g.ty.shape.clone(), &[], AllocKind::Global).map_err(|t| {
                let mut e = InterpError::new(t.kind, t.message);
                e.op = "memref.global".to_string();
                e.loc = format!("@{}", g.name);
                e
            })?;
            if let Some(init) = &g.init {
                let b = &mut m.mem.bufs[d.buf as usize];
                if init.len() == b.data.len() {
                    b.data.copy_from_slice(init);
                } else if init.len() == 1 {
                    b.data.fill(init[0]);
                }
            }
            m.mem.bufs[d.buf as usize].readonly = g.constant;
            m.globals.push(d);
        }
        Ok(m)
    }

    /// Converts a placed fault into a user-facing error.
    pub fn fault_to_error(&self, f: Fault) -> InterpError {
        let (op, loc, location) = self.prog.sites.get(f.site as usize).cloned().unwrap_or_default();
        InterpError { kind: f.trap.kind, op, loc, location, message: f.trap.message }
    }

    /// Calls function `fi` with `args`, returning its results.
    pub fn call(&mut self, fi: usize, args: Vec<Val>) -> Result<Vec<Val>, InterpError> {
        let func = match self.prog.funcs.get(fi) {
            Some(Ok(f)) => f,
            Some(Err(e)) => return Err(e.clone()),
            None => return Err(InterpError::new(ErrorKind::UnknownFunction, "no such function")),
        };
        let mut frame = Frame::new(func);
        for (&s, v) in func.args.iter().zip(args) {
            frame.write(s, v);
        }
        let mark = self.allocas.len();
        let r = self.run(&mut frame, &func.body);
        self.pop_allocas(mark);
        match r {
            Ok(_) => Ok(std::mem::take(&mut self.ret)),
            Err(f) => Err(self.fault_to_error(f)),
        }
    }

    fn pop_allocas(&mut self, mark: usize) {
        while self.allocas.len() > mark {
            if let Some(b) = self.allocas.pop() {
                self.mem.release(b);
            }
        }
    }

    /// A loop back-edge, where every live value is in a register, a
    /// memory cell or a pending return value: every
    /// [`crate::wide::COLLECT_PERIOD`] steps, frees the `f80` / `f128`
    /// values none of them holds (one mask test otherwise).
    #[inline]
    fn safepoint(&mut self, f: &Frame) {
        if self.fuel & (crate::wide::COLLECT_PERIOD - 1) == 0 && crate::wide::wants_collection() {
            self.collect_wide(f);
        }
    }

    #[cold]
    fn collect_wide(&mut self, f: &Frame) {
        let (callers, mem, ret) = (&self.callers, &self.mem, &self.ret);
        crate::wide::collect(|visit| {
            for fr in callers.iter().chain(std::iter::once(f)) {
                visit(&fr.s);
                for v in &fr.v {
                    visit(&v.data);
                }
            }
            for b in mem.bufs.iter().filter(|b| b.live) {
                visit(&b.data);
            }
            for v in ret {
                match v {
                    Val::S(x, _) => visit(&[*x]),
                    Val::V(v) => visit(&v.data),
                    Val::M(_) => {}
                }
            }
        });
    }

    #[inline]
    fn tick(&mut self) -> TResult<()> {
        if self.fuel == 0 {
            return Err(Trap::new(ErrorKind::StepLimit, "iteration limit exhausted"));
        }
        self.fuel -= 1;
        Ok(())
    }

    /// Allocates a buffer for a memref of type `ty` with concrete `sizes`.
    pub fn alloc_desc(&mut self, ty: &MemTy, sizes: Vec<i64>, symbols: &[i64], kind: AllocKind) -> TResult<MemDesc> {
        if let Some(&s) = sizes.iter().find(|&&s| s < 0) {
            return Err(Trap::new(ErrorKind::InvalidOperation, format!("negative dimension size {s}")));
        }
        let count = sizes.iter().try_fold(1i64, |a, &s| a.checked_mul(s)).unwrap_or(i64::MAX);
        let (offset, strides, layout, len) = match &ty.layout {
            LayoutTy::Identity => (0, row_major_strides(&sizes), None, count),
            LayoutTy::Strided { strides, offset } => {
                if *offset == affine_ir_dynamic() || strides.contains(&affine_ir_dynamic()) {
                    return Err(Trap::new(
                        ErrorKind::Unsupported,
                        "allocation of a memref with dynamic strides or offset",
                    ));
                }
                let mut len = if count == 0 { 0 } else { offset.saturating_add(1) };
                if count > 0 {
                    for (&s, &st) in sizes.iter().zip(strides) {
                        len = len.saturating_add((s - 1).saturating_mul(st.abs()));
                    }
                }
                (*offset, strides.clone(), None, len)
            }
            LayoutTy::Map { map, .. } => {
                let (l, len) = make_map_layout(map.clone(), symbols.to_vec(), &sizes)?;
                (0, row_major_strides(&sizes), Some(Rc::new(l)), len)
            }
        };
        let (buf, generation) = self.mem.alloc(ty.elem, len, kind)?;
        Ok(MemDesc { buf, generation, offset, sizes, strides, layout })
    }

    /// Runs a body.
    pub fn run(&mut self, f: &mut Frame, body: &[Placed]) -> Result<Flow, Fault> {
        for p in body {
            self.executed += 1;
            match self.exec(f, &p.inst) {
                Ok(Flow::Next) => {}
                Ok(flow) => return Ok(flow),
                Err(E::T(trap)) => return Err(Fault { trap, site: p.site }),
                Err(E::F(fault)) => return Err(fault),
            }
        }
        Ok(Flow::Next)
    }

    /// Executes one instruction: the hot cases inline, the rest in
    /// [`Machine::exec_cold`] (keeps this function's stack frame small).
    #[inline]
    fn exec(&mut self, f: &mut Frame, inst: &Inst) -> Result<Flow, E> {
        match inst {
            Inst::Const { dst, bits } => f.set(*dst, *bits),
            Inst::Scalar { op, dst, a, b, c } => {
                let (a, b, c, dst) = (*a, *b, *c, *dst);
                if f.anyp && (f.p[a as usize] || f.p[b as usize] || f.p[c as usize]) {
                    let r = if let ElemOp::Select = op {
                        if f.p[a as usize] {
                            None
                        } else {
                            let pick = if f.s[a as usize] & 1 != 0 { b } else { c };
                            if f.p[pick as usize] { None } else { Some(f.s[pick as usize]) }
                        }
                    } else {
                        None
                    };
                    f.set_opt(dst, r);
                } else {
                    let r = elem(*op, f.s[a as usize], f.s[b as usize], f.s[c as usize])?;
                    f.set_opt(dst, r);
                }
            }
            Inst::Copy { dst, src } => f.copy(*dst, *src),
            Inst::Apply { dst, e, deps } => {
                f.check_deps(deps, "an affine operand")?;
                let v = e.eval(&f.s)?;
                f.set(*dst, v as u64);
            }
            Inst::MinMax { dst, map, deps, min } => {
                f.check_deps(deps, "an affine operand")?;
                let v = if *min { map.eval_min(&f.s)? } else { map.eval_max(&f.s)? };
                f.set(*dst, v as u64);
            }
            Inst::Load { dst, mem, idx } => {
                let d = &f.m[*mem as usize];
                let (v, p) = match fast_address(&self.mem, d, idx, f) {
                    Some(a) => (self.mem.bufs[d.buf as usize].data[a], self.mem.is_poison(d.buf, a)),
                    None => {
                        eval_idx(f, idx, &mut self.tmp)?;
                        self.mem.load_p(d, &self.tmp)?
                    }
                };
                if p {
                    f.set_opt(*dst, None);
                } else {
                    f.set(*dst, v);
                }
            }
            Inst::Store { val, mem, idx } => {
                let (v, p) = if self.mem.poison_in_memory && f.is_p(*val) {
                    (0, true)
                } else {
                    (f.get(*val, "a stored value")?, false)
                };
                let d = &f.m[*mem as usize];
                match fast_address(&self.mem, d, idx, f) {
                    Some(a) if !self.mem.bufs[d.buf as usize].readonly => {
                        let b = &mut self.mem.bufs[d.buf as usize];
                        b.data[a] = v;
                        b.written = true;
                        self.mem.set_poison_flag(d.buf, a, p);
                    }
                    _ => {
                        eval_idx(f, idx, &mut self.tmp)?;
                        self.mem.store_p(d, &self.tmp, v, p)?;
                    }
                }
            }
            Inst::AffineFor(l) => return self.exec_affine_for(f, l),
            Inst::ScfFor(l) => return self.exec_scf_for(f, l),
            Inst::If(i) => {
                let c = match &i.cond {
                    Cond::Set(s, deps) => {
                        f.check_deps(deps, "an affine.if operand")?;
                        s.contains(&f.s)?
                    }
                    Cond::Reg(r) => f.get(*r, "a branch condition")? & 1 != 0,
                };
                let (body, ys) = if c { (&i.then_body, &i.then_yields) } else { (&i.else_body, &i.else_yields) };
                if self.run(f, body)? == Flow::Return {
                    return Ok(Flow::Return);
                }
                f.copy_all(&i.results, ys, false);
            }
            _ => return self.exec_cold(f, inst),
        }
        Ok(Flow::Next)
    }

    #[inline(never)]
    fn exec_cold(&mut self, f: &mut Frame, inst: &Inst) -> Result<Flow, E> {
        match inst {
            Inst::Cfg(cfg) => return self.exec_cfg(f, cfg),
            Inst::Br(edge) => return Ok(take_edge(f, edge)),
            Inst::CondBr { cond, edges } => {
                let c = f.get(*cond, "a cf.cond_br condition")?;
                return Ok(take_edge(f, &edges[usize::from(c & 1 == 0)]));
            }
            Inst::Switch { flag, values, edges } => {
                let v = f.get(*flag, "a cf.switch flag")? as i64;
                let k = values.iter().position(|&c| c == v).unwrap_or(values.len());
                return Ok(take_edge(f, &edges[k]));
            }
            Inst::Assert { cond, msg } if f.get(*cond, "a cf.assert condition")? & 1 == 0 => {
                return Err(Trap::new(ErrorKind::AssertionFailed, format!("assertion failed: {msg}")).into());
            }
            Inst::Assert { .. } => {}
            Inst::IndexSwitch { flag, values, bodies, results } => {
                let v = f.get(*flag, "an scf.index_switch operand")? as i64;
                let k = values.iter().position(|&c| c == v).unwrap_or(values.len());
                let case = &bodies[k];
                if self.run(f, &case.body)? == Flow::Return {
                    return Ok(Flow::Return);
                }
                f.copy_all(results, &case.yields, false);
            }
            Inst::VConst { dst, data } => f.v[*dst as usize] = VecVal { data: data.to_vec(), poison: Vec::new() },
            Inst::Poison { dst, lanes } => match *dst {
                Slot::S(r) => f.set_opt(r, None),
                Slot::V(r) => f.v[r as usize] = VecVal::all_poison(*lanes),
                Slot::M(_) => return Err(Trap::new(ErrorKind::Unsupported, "poison memref").into()),
            },
            Inst::Vector { op, dst, a, b, c, scalar_cond } => {
                self.exec_vector(f, *op, *dst, *a, *b, *c, *scalar_cond)?
            }
            Inst::SelectSlot { dst, cond, a, b } => {
                let c = f.get(*cond, "a select condition")?;
                f.copy(*dst, if c & 1 != 0 { *a } else { *b });
            }
            Inst::VLoad { dst, mem, idx, shape } => {
                eval_idx(f, idx, &mut self.tmp)?;
                let d = &f.m[*mem as usize];
                let base = self.tmp.clone();
                let mut out = VecVal::default();
                self.walk_vector(d, &base, shape, |mem, d, mi| {
                    let (v, p) = mem.load_p(d, mi)?;
                    out.data.push(v);
                    if p {
                        out.set_poison(out.data.len() - 1);
                    }
                    Ok(())
                })?;
                f.v[*dst as usize] = out;
            }
            Inst::VStore { val, mem, idx, shape } => {
                eval_idx(f, idx, &mut self.tmp)?;
                let base = self.tmp.clone();
                let v = &f.v[*val as usize];
                if !self.mem.poison_in_memory && v.poison.iter().any(|&p| p) {
                    return Err(poison_trap("a stored value").into());
                }
                let d = &f.m[*mem as usize];
                let mut k = 0usize;
                self.walk_vector_mut(d, &base, shape, |mem, d, mi| {
                    mem.store_p(d, mi, v.data[k], v.lane_poison(k))?;
                    k += 1;
                    Ok(())
                })?;
            }
            Inst::Delinearize { dsts, src, basis } => {
                let x = f.get(*src, "a linear index")? as i64;
                let mut bs = Vec::with_capacity(basis.len());
                for b in basis.iter() {
                    bs.push(match *b {
                        BasisEnt::Static(v) => v,
                        BasisEnt::Reg(r) => f.get(r, "a basis element")? as i64,
                    });
                }
                // With as many basis elements as results, the first one is
                // only the (unused) outer bound.
                let n = dsts.len();
                let need = n.saturating_sub(1);
                if bs.len() < need {
                    return Err(Trap::new(ErrorKind::MalformedIr, "basis too short").into());
                }
                let inner = &bs[bs.len() - need..];
                let mut rem = x;
                for k in (1..n).rev() {
                    let b = inner[k - 1];
                    f.set(dsts[k], modulo(rem, b)? as u64);
                    rem = floor_div(rem, b)?;
                }
                if n > 0 {
                    f.set(dsts[0], rem as u64);
                }
                // A full basis (outer bound included) asserts that the linear
                // index lies in `[0, product)`, which the canonicalization
                // patterns rely on; outside it the results are poison (a
                // non-positive inner size has trapped above, as the
                // expansion into divisions does).
                if bs.len() == n && n > 0 && !in_product_range(x, &bs) {
                    for &d in dsts.iter() {
                        f.set_opt(d, None);
                    }
                }
            }
            Inst::Linearize { dst, srcs, basis, disjoint } => {
                let mut bs = Vec::with_capacity(basis.len());
                for b in basis.iter() {
                    bs.push(match *b {
                        BasisEnt::Static(v) => v,
                        BasisEnt::Reg(r) => f.get(r, "a basis element")? as i64,
                    });
                }
                // The basis may omit the outermost bound.
                let need = srcs.len().saturating_sub(1);
                if bs.len() < need {
                    return Err(Trap::new(ErrorKind::MalformedIr, "basis too short").into());
                }
                let inner = &bs[bs.len() - need..];
                let ovf = || Trap::new(ErrorKind::Overflow, "linearized index overflows i64");
                let mut acc = 0i64;
                // `disjoint` asserts `0 <= index < bound` for every index
                // that has a bound (the first one may have none).
                let first_bounded = srcs.len() - bs.len();
                for (k, &r) in srcs.iter().enumerate() {
                    let v = f.get(r, "an index")? as i64;
                    if *disjoint && k >= first_bounded && !(0..bs[k - first_bounded]).contains(&v) {
                        f.set_opt(*dst, None);
                        return Ok(Flow::Next);
                    }
                    if k > 0 {
                        acc = acc.checked_mul(inner[k - 1]).ok_or_else(ovf)?;
                    }
                    acc = acc.checked_add(v).ok_or_else(ovf)?;
                }
                f.set(*dst, acc as u64);
            }
            Inst::Parallel(p) => return self.exec_parallel(f, p),
            Inst::ScfParallel(p) => return self.exec_scf_parallel(f, p),
            Inst::ScfWhile(w) => return self.exec_while(f, w),
            Inst::AllocaScope { body, yields, results, has_alloca } => {
                let mark = self.allocas.len();
                let flow = self.run(f, body)?;
                if flow != Flow::Return {
                    f.copy_all(results, yields, false);
                }
                if *has_alloca {
                    self.pop_allocas(mark);
                }
                if flow == Flow::Return {
                    return Ok(Flow::Return);
                }
            }
            Inst::ShapeReshape { dst, src, shape, rank } => {
                let nd = self.shape_reshape(f, *src, *shape, *rank)?;
                self.mem.check_live(&nd)?;
                f.m[*dst as usize] = nd;
            }
            Inst::AtomicRmw(a) => {
                eval_idx(f, &a.idx, &mut self.tmp)?;
                let d = &f.m[a.mem as usize];
                let (old, old_poison) = self.mem.load_p(d, &self.tmp)?;
                let new = if old_poison || f.is_p(a.val) {
                    None
                } else {
                    red_combine(a.kind, a.ty, old, f.s[a.val as usize])?
                };
                let (v, p) = match new {
                    Some(v) => (v, false),
                    None if self.mem.poison_in_memory => (0, true),
                    None => return Err(poison_trap("a value stored by memref.atomic_rmw").into()),
                };
                self.mem.store_p(d, &self.tmp, v, p)?;
                f.set_opt(a.dst, (!old_poison).then_some(old));
            }
            Inst::GenericAtomicRmw(g) => {
                eval_idx(f, &g.idx, &mut self.tmp)?;
                let idx = self.tmp.clone();
                let (old, old_poison) = self.mem.load_p(&f.m[g.mem as usize], &idx)?;
                f.set_opt(g.arg, (!old_poison).then_some(old));
                if self.run(f, &g.body)? == Flow::Return {
                    return Ok(Flow::Return);
                }
                let (v, p) = if self.mem.poison_in_memory && f.is_p(g.yield_) {
                    (0, true)
                } else {
                    (f.get(g.yield_, "a value stored by memref.generic_atomic_rmw")?, false)
                };
                self.mem.store_p(&f.m[g.mem as usize], &idx, v, p)?;
                f.set_opt(g.dst, (!old_poison).then_some(old));
            }
            Inst::Region { body, yields, results } => {
                if self.run(f, body)? == Flow::Return {
                    return Ok(Flow::Return);
                }
                f.copy_all(results, yields, false);
            }
            Inst::Call { func, args, results } => {
                if self.depth >= MAX_DEPTH {
                    return Err(Trap::new(ErrorKind::StackOverflow, "call depth limit exceeded").into());
                }
                let callee = match self.prog.funcs.get(*func as usize) {
                    Some(Ok(c)) => c,
                    Some(Err(e)) => {
                        return Err(Trap::new(e.kind, format!("callee cannot run: {}", e.message)).into());
                    }
                    None => return Err(Trap::new(ErrorKind::UnknownFunction, "no such callee").into()),
                };
                let mut nf = Frame::new(callee);
                for (&a, &s) in args.iter().zip(callee.args.iter()) {
                    nf.write(s, f.read(a));
                }
                self.depth += 1;
                let mark = self.allocas.len();
                self.callers.push(std::mem::take(f));
                let r = self.run(&mut nf, &callee.body);
                *f = self.callers.pop().unwrap_or_default();
                self.pop_allocas(mark);
                self.depth -= 1;
                r?;
                let rets = std::mem::take(&mut self.ret);
                for (&d, v) in results.iter().zip(rets) {
                    f.write(d, v);
                }
            }
            Inst::Return { vals } => {
                self.ret.clear();
                for &s in vals.iter() {
                    self.ret.push(f.read(s));
                }
                return Ok(Flow::Return);
            }
            Inst::Alloc { dst, ty, sizes, symbols, stack } => {
                let mut sz = Vec::with_capacity(sizes.len());
                for s in sizes.iter() {
                    sz.push(mixed(f, s)?);
                }
                let mut syms = Vec::with_capacity(symbols.len());
                for &r in symbols.iter() {
                    syms.push(f.get(r, "a layout symbol")? as i64);
                }
                let kind = if *stack { AllocKind::Stack } else { AllocKind::Heap };
                let d = self.alloc_desc(ty, sz, &syms, kind)?;
                if *stack {
                    self.allocas.push(d.buf);
                }
                f.m[*dst as usize] = d;
            }
            Inst::Realloc { dst, src, ty, size } => {
                let n = mixed(f, size)?;
                let old = f.m[*src as usize].clone();
                let data = self.mem.read_all(&old)?;
                let d = self.alloc_desc(ty, vec![n], &[], AllocKind::Heap)?;
                for (i, &(v, p)) in data.iter().enumerate().take(n.max(0) as usize) {
                    // Elements never written stay uninitialized.
                    if !p {
                        self.mem.store_p(&d, &[i as i64], v, false)?;
                    }
                }
                self.mem.dealloc(&old)?;
                f.m[*dst as usize] = d;
            }
            Inst::Dealloc { mem } => self.mem.dealloc(&f.m[*mem as usize])?,
            Inst::Dim { dst, mem, idx } => {
                let i = f.get(*idx, "a dimension index")? as i64;
                let d = &f.m[*mem as usize];
                let Some(&s) = usize::try_from(i).ok().and_then(|i| d.sizes.get(i)) else {
                    return Err(Trap::new(
                        ErrorKind::OutOfBounds,
                        format!("dimension index {i} out of range for rank {}", d.sizes.len()),
                    )
                    .into());
                };
                f.set(*dst, s as u64);
            }
            Inst::MemCast { dst, src, ty } => {
                let d = f.m[*src as usize].clone();
                check_cast(&d, ty)?;
                f.m[*dst as usize] = d;
            }
            Inst::Subview(sv) => {
                let nd = self.subview(f, sv)?;
                f.m[sv.dst as usize] = nd;
            }
            Inst::MemCopy { src, dst } => {
                let (s, d) = (&f.m[*src as usize], &f.m[*dst as usize]);
                if s.sizes != d.sizes {
                    return Err(Trap::new(
                        ErrorKind::InvalidOperation,
                        format!("memref.copy between shapes {} and {}", fmt_idx(&s.sizes), fmt_idx(&d.sizes)),
                    )
                    .into());
                }
                let data = self.mem.read_all(s)?;
                write_all(&mut self.mem, d, &data)?;
            }
            Inst::Reshape { dst, src, how } => {
                let nd = reshape(f, &f.m[*src as usize], how)?;
                self.mem.check_live(&nd)?;
                f.m[*dst as usize] = nd;
            }
            Inst::GetGlobal { dst, global } => {
                f.m[*dst as usize] = self.globals[*global as usize].clone();
            }
            Inst::DmaStart(d) => self.dma(f, d)?,
            Inst::DmaWait { tag, tag_idx, num } => {
                f.get(*num, "a DMA size")?;
                eval_idx(f, tag_idx, &mut self.tmp)?;
                self.mem.address(&f.m[*tag as usize], &self.tmp)?;
            }
            Inst::TransferRead(t) => self.transfer_read(f, t)?,
            Inst::TransferWrite(t) => self.transfer_write(f, t)?,
            Inst::Broadcast { dst, src, src_shape, dst_shape } => {
                let n: i64 = dst_shape.iter().product();
                let out = match *src {
                    Slot::S(r) => {
                        if f.is_p(r) {
                            VecVal::all_poison(n as usize)
                        } else {
                            VecVal { data: vec![f.s[r as usize]; n as usize], poison: Vec::new() }
                        }
                    }
                    Slot::V(r) => broadcast(&f.v[r as usize], src_shape, dst_shape),
                    Slot::M(_) => return Err(Trap::new(ErrorKind::MalformedIr, "broadcast of memref").into()),
                };
                f.v[*dst as usize] = out;
            }
            Inst::Reduction { kind, ty, dst, src, acc, mask } => {
                let v = &f.v[*src as usize];
                let mut poison = false;
                let mut cur: Option<u64> = None;
                if let Some(a) = acc {
                    poison |= f.is_p(*a);
                    cur = Some(f.s[*a as usize]);
                }
                for (i, &x) in v.data.iter().enumerate() {
                    if let Some(m) = mask
                        && f.v[*m as usize].data.get(i).is_some_and(|&b| b & 1 == 0)
                    {
                        continue;
                    }
                    poison |= v.lane_poison(i);
                    cur = Some(match cur {
                        None => x,
                        Some(c) => match red_combine(*kind, *ty, c, x)? {
                            Some(r) => r,
                            None => {
                                poison = true;
                                0
                            }
                        },
                    });
                }
                let r = cur.unwrap_or_else(|| red_identity(*kind, *ty));
                f.set_opt(*dst, if poison { None } else { Some(r) });
            }
            Inst::Extract { dst, src, pos, src_shape } => {
                let mut p = Vec::with_capacity(pos.len());
                for m in pos.iter() {
                    p.push(mixed(f, m)?);
                }
                let inner: i64 = src_shape[p.len().min(src_shape.len())..].iter().product();
                let oob = p.iter().zip(src_shape.iter()).any(|(&i, &n)| i < 0 || i >= n);
                let mut off = 0i64;
                for (&i, &n) in p.iter().zip(src_shape.iter()) {
                    off = off * n + i;
                }
                let lo = (off * inner) as usize;
                match *dst {
                    Slot::S(r) => {
                        if oob {
                            f.set_opt(r, None);
                        } else {
                            let v = &f.v[*src as usize];
                            let (x, pz) = (v.data[lo], v.lane_poison(lo));
                            f.set_opt(r, if pz { None } else { Some(x) });
                        }
                    }
                    Slot::V(r) => {
                        let out = if oob {
                            VecVal::all_poison(inner as usize)
                        } else {
                            let v = &f.v[*src as usize];
                            let hi = lo + inner as usize;
                            VecVal {
                                data: v.data[lo..hi].to_vec(),
                                poison: if v.poison.is_empty() {
                                    Vec::new()
                                } else {
                                    (lo..hi).map(|i| v.lane_poison(i)).collect()
                                },
                            }
                        };
                        f.v[r as usize] = out;
                    }
                    Slot::M(_) => {}
                }
            }
            Inst::Insert { dst, val, dest, pos, dest_shape } => {
                let mut p = Vec::with_capacity(pos.len());
                for m in pos.iter() {
                    p.push(mixed(f, m)?);
                }
                let total: i64 = dest_shape.iter().product();
                let inner: i64 = dest_shape[p.len().min(dest_shape.len())..].iter().product();
                let oob = p.iter().zip(dest_shape.iter()).any(|(&i, &n)| i < 0 || i >= n);
                let out = if oob {
                    VecVal::all_poison(total as usize)
                } else {
                    let mut off = 0i64;
                    for (&i, &n) in p.iter().zip(dest_shape.iter()) {
                        off = off * n + i;
                    }
                    let lo = (off * inner) as usize;
                    let mut o = f.v[*dest as usize].clone();
                    match *val {
                        Slot::S(r) => {
                            o.data[lo] = f.s[r as usize];
                            if f.is_p(r) {
                                o.set_poison(lo);
                            } else {
                                o.clear_poison(lo);
                            }
                        }
                        Slot::V(r) => {
                            let v = &f.v[r as usize];
                            for k in 0..inner as usize {
                                o.data[lo + k] = v.data[k];
                                if v.lane_poison(k) {
                                    o.set_poison(lo + k);
                                } else {
                                    o.clear_poison(lo + k);
                                }
                            }
                        }
                        Slot::M(_) => {}
                    }
                    o
                };
                f.v[*dst as usize] = out;
            }
            Inst::CreateMask { dst, bounds, shape } => {
                let mut bs = Vec::with_capacity(bounds.len());
                for &r in bounds.iter() {
                    bs.push(f.get(r, "a mask bound")? as i64);
                }
                let n: i64 = shape.iter().product();
                let mut data = Vec::with_capacity(n as usize);
                if n > 0 {
                    let mut idx = vec![0i64; shape.len()];
                    loop {
                        data.push(bool_bits(idx.iter().zip(&bs).all(|(&i, &b)| i < b)));
                        if !next_index(&mut idx, shape) {
                            break;
                        }
                    }
                }
                f.v[*dst as usize] = VecVal { data, poison: Vec::new() };
            }
            Inst::ShapeCast { dst, src } => {
                let v = f.v[*src as usize].clone();
                f.v[*dst as usize] = v;
            }
            Inst::FromElements { dst, srcs } => {
                let mut o = VecVal { data: Vec::with_capacity(srcs.len()), poison: Vec::new() };
                for (i, &r) in srcs.iter().enumerate() {
                    o.data.push(f.s[r as usize]);
                    if f.is_p(r) {
                        o.set_poison(i);
                    }
                }
                f.v[*dst as usize] = o;
            }
            Inst::Transpose { dst, src, perm, src_shape } => {
                let v = &f.v[*src as usize];
                let dshape: Vec<i64> = perm.iter().map(|&p| src_shape[p]).collect();
                let sstr = row_major_strides(src_shape);
                let n = v.data.len();
                let mut o = VecVal { data: Vec::with_capacity(n), poison: Vec::new() };
                if n > 0 {
                    let mut idx = vec![0i64; dshape.len()];
                    loop {
                        let mut lin = 0i64;
                        for (i, &p) in perm.iter().enumerate() {
                            lin += idx[i] * sstr[p];
                        }
                        let l = lin as usize;
                        o.data.push(v.data[l]);
                        if v.lane_poison(l) {
                            o.set_poison(o.data.len() - 1);
                        }
                        if !next_index(&mut idx, &dshape) {
                            break;
                        }
                    }
                }
                f.v[*dst as usize] = o;
            }
            Inst::LaneSelect { dst, a, b, lanes } => {
                let (va, vb) = (&f.v[*a as usize], &f.v[*b as usize]);
                let na = va.data.len() as i64;
                let mut o = VecVal { data: Vec::with_capacity(lanes.len()), poison: Vec::new() };
                for (i, &k) in lanes.iter().enumerate() {
                    let (v, l) = if k < 0 {
                        (None, 0)
                    } else if k < na {
                        (Some(va), k)
                    } else {
                        (Some(vb), k - na)
                    };
                    match v.filter(|v| (l as usize) < v.data.len()) {
                        Some(v) => {
                            o.data.push(v.data[l as usize]);
                            if v.lane_poison(l as usize) {
                                o.set_poison(i);
                            }
                        }
                        None => {
                            o.data.push(0);
                            o.set_poison(i);
                        }
                    }
                }
                f.v[*dst as usize] = o;
            }
            Inst::MaskedAccess(m) => self.masked_access(f, m)?,
            Inst::Nop => {}
            _ => {}
        }
        Ok(Flow::Next)
    }

    #[allow(clippy::too_many_arguments)]
    fn exec_vector(&mut self, f: &mut Frame, op: ElemOp, dst: R, a: R, b: R, c: R, scalar_cond: bool) -> TResult<()> {
        let (vb, vc) = (&f.v[b as usize], &f.v[c as usize]);
        let out = if scalar_cond {
            // select with scalar condition: pick a whole vector.
            let cond = f.get(a, "a select condition")?;
            if cond & 1 != 0 { vb.clone() } else { vc.clone() }
        } else {
            let va = &f.v[a as usize];
            let n = va.data.len();
            let mut o = VecVal { data: Vec::with_capacity(n), poison: Vec::new() };
            for i in 0..n {
                let x = va.data[i];
                let y = vb.data.get(i).copied().unwrap_or(0);
                let z = vc.data.get(i).copied().unwrap_or(0);
                let pz = if let ElemOp::Select = op {
                    va.lane_poison(i) || if x & 1 != 0 { vb.lane_poison(i) } else { vc.lane_poison(i) }
                } else {
                    va.lane_poison(i) || vb.lane_poison(i) || vc.lane_poison(i)
                };
                let r = if pz { None } else { elem(op, x, y, z)? };
                match r {
                    Some(v) => o.data.push(v),
                    None => {
                        o.data.push(0);
                        o.set_poison(i);
                    }
                }
            }
            o
        };
        f.v[dst as usize] = out;
        Ok(())
    }

    /// Visits the memory indices of a vector of `shape` placed at `base`
    /// along the trailing memref dimensions.
    fn walk_vector(
        &self,
        d: &MemDesc,
        base: &[i64],
        shape: &[i64],
        mut visit: impl FnMut(&Memory, &MemDesc, &[i64]) -> TResult<()>,
    ) -> TResult<()> {
        for_each_vector_index(base, shape, |mi| visit(&self.mem, d, mi))
    }

    fn walk_vector_mut(
        &mut self,
        d: &MemDesc,
        base: &[i64],
        shape: &[i64],
        mut visit: impl FnMut(&mut Memory, &MemDesc, &[i64]) -> TResult<()>,
    ) -> TResult<()> {
        for_each_vector_index(base, shape, |mi| visit(&mut self.mem, d, mi))
    }

    /// The view `memref.reshape` makes: `src`'s elements, row-major, with
    /// the sizes held in the 1-D memref `shape` (integers sign-extended).
    fn shape_reshape(&self, f: &Frame, src: R, shape: R, rank: usize) -> TResult<MemDesc> {
        let (src, shape) = (&f.m[src as usize], &f.m[shape as usize]);
        if src.layout.is_some() {
            return Err(Trap::new(ErrorKind::Unsupported, "reshape of a memref with a non-strided layout"));
        }
        let n = shape.sizes.first().copied().unwrap_or(0);
        if n != rank as i64 {
            return Err(Trap::new(
                ErrorKind::InvalidOperation,
                format!("memref.reshape: the shape holds {n} sizes for a result of rank {rank}"),
            ));
        }
        let width = self.mem.bufs.get(shape.buf as usize).map_or(64, |b| b.elem.int_width());
        let mut sizes = Vec::with_capacity(rank);
        for i in 0..rank {
            let (v, poison) = self.mem.load_p(shape, &[i as i64])?;
            if poison {
                return Err(poison_trap("a memref.reshape size"));
            }
            let size = crate::scalar::sext(width, v as i64);
            if size < 0 {
                return Err(Trap::new(ErrorKind::InvalidOperation, format!("memref.reshape: negative size {size}")));
            }
            sizes.push(size);
        }
        let (count, src_count): (i64, i64) = (sizes.iter().product(), src.num_elements());
        if count != src_count {
            return Err(Trap::new(
                ErrorKind::InvalidOperation,
                format!("memref.reshape: {} has {count} elements, the source {src_count}", fmt_idx(&sizes)),
            ));
        }
        let expected = row_major_strides(&src.sizes);
        if src.sizes.iter().zip(src.strides.iter().zip(&expected)).any(|(&n, (&a, &b))| n > 1 && a != b) {
            return Err(Trap::new(ErrorKind::InvalidOperation, "memref.reshape of a non-contiguous memref"));
        }
        let strides = row_major_strides(&sizes);
        Ok(MemDesc { buf: src.buf, generation: src.generation, offset: src.offset, sizes, strides, layout: None })
    }

    fn exec_affine_for(&mut self, f: &mut Frame, l: &AffineFor) -> Result<Flow, E> {
        f.check_deps(&l.bound_deps, "a loop bound operand")?;
        let lb = l.lb.eval_max(&f.s)?;
        let ub = l.ub.eval_min(&f.s)?;
        if l.step <= 0 {
            return Err(Trap::new(ErrorKind::InvalidStep, format!("loop step {} is not positive", l.step)).into());
        }
        f.copy_all(&l.iters, &l.inits, false);
        let mut i = lb;
        while i < ub {
            self.tick()?;
            self.safepoint(f);
            f.set(l.iv, i as u64);
            let mark = self.allocas.len();
            self.run(f, &l.body)?;
            if l.has_alloca {
                self.pop_allocas(mark);
            }
            f.copy_all(&l.iters, &l.yields, l.yield_needs_temp);
            i = match i.checked_add(l.step) {
                Some(n) => n,
                None => break,
            };
        }
        f.copy_all(&l.results, &l.iters, false);
        Ok(Flow::Next)
    }

    fn exec_scf_for(&mut self, f: &mut Frame, l: &ScfFor) -> Result<Flow, E> {
        let w = l.ty.int_width();
        let rd = |f: &Frame, r: R| -> TResult<i128> {
            let v = f.get(r, "a loop bound")? as i64;
            Ok(if l.unsigned { crate::scalar::zext(w, v) as i128 } else { v as i128 })
        };
        let lb = rd(f, l.lb)?;
        let ub = rd(f, l.ub)?;
        let step = rd(f, l.step)?;
        if step <= 0 {
            return Err(Trap::new(ErrorKind::InvalidStep, format!("scf.for step {step} is not positive")).into());
        }
        f.copy_all(&l.iters, &l.inits, false);
        let mut i = lb;
        while i < ub {
            self.tick()?;
            self.safepoint(f);
            f.set(l.iv, crate::scalar::sext(w, i as i64) as u64);
            let mark = self.allocas.len();
            self.run(f, &l.body)?;
            if l.has_alloca {
                self.pop_allocas(mark);
            }
            f.copy_all(&l.iters, &l.yields, l.yield_needs_temp);
            i += step;
        }
        f.copy_all(&l.results, &l.iters, false);
        Ok(Flow::Next)
    }

    fn exec_parallel(&mut self, f: &mut Frame, p: &ParInst) -> Result<Flow, E> {
        f.check_deps(&p.bound_deps, "a loop bound operand")?;
        let n = p.ivs.len();
        let mut lbs = Vec::with_capacity(n);
        let mut ubs = Vec::with_capacity(n);
        for k in 0..n {
            lbs.push(p.lbs[k].eval_max(&f.s)?);
            ubs.push(p.ubs[k].eval_min(&f.s)?);
            if p.steps[k] <= 0 {
                return Err(
                    Trap::new(ErrorKind::InvalidStep, format!("loop step {} is not positive", p.steps[k])).into()
                );
            }
        }
        for (k, &(kind, ty)) in p.reductions.iter().enumerate() {
            if let Slot::S(r) = p.results[k] {
                f.set(r, red_identity(kind, ty));
            }
        }
        if (0..n).any(|k| lbs[k] >= ubs[k]) {
            return Ok(Flow::Next);
        }
        let mut cur = lbs.clone();
        loop {
            self.tick()?;
            self.safepoint(f);
            for (&iv, &c) in p.ivs.iter().zip(&cur) {
                f.set(iv, c as u64);
            }
            let mark = self.allocas.len();
            self.run(f, &p.body)?;
            if p.has_alloca {
                self.pop_allocas(mark);
            }
            for (k, &(kind, ty)) in p.reductions.iter().enumerate() {
                if let (Slot::S(acc), Slot::S(y)) = (p.results[k], p.yields[k]) {
                    let r = if f.is_p(acc) || f.is_p(y) {
                        None
                    } else {
                        red_combine(kind, ty, f.s[acc as usize], f.s[y as usize])?
                    };
                    f.set_opt(acc, r);
                }
            }
            // advance the odometer
            let mut k = n;
            loop {
                if k == 0 {
                    return Ok(Flow::Next);
                }
                k -= 1;
                match cur[k].checked_add(p.steps[k]) {
                    Some(v) if v < ubs[k] => {
                        cur[k] = v;
                        break;
                    }
                    _ => cur[k] = lbs[k],
                }
            }
        }
    }

    fn exec_scf_parallel(&mut self, f: &mut Frame, p: &ScfParallel) -> Result<Flow, E> {
        let n = p.ivs.len();
        let mut lbs = Vec::with_capacity(n);
        let mut ubs = Vec::with_capacity(n);
        let mut steps = Vec::with_capacity(n);
        for k in 0..n {
            lbs.push(f.get(p.lbs[k], "a loop bound")? as i64);
            ubs.push(f.get(p.ubs[k], "a loop bound")? as i64);
            let s = f.get(p.steps[k], "a loop step")? as i64;
            if s <= 0 {
                return Err(Trap::new(ErrorKind::InvalidStep, format!("scf.parallel step {s} is not positive")).into());
            }
            steps.push(s);
        }
        f.copy_all(&p.results, &p.inits, false);
        if (0..n).any(|k| lbs[k] >= ubs[k]) {
            return Ok(Flow::Next);
        }
        let mut cur = lbs.clone();
        loop {
            self.tick()?;
            self.safepoint(f);
            for (&iv, &c) in p.ivs.iter().zip(&cur) {
                f.set(iv, c as u64);
            }
            let mark = self.allocas.len();
            self.run(f, &p.body)?;
            for (k, red) in p.reduces.iter().enumerate() {
                f.copy(red.lhs, p.results[k]);
                f.copy(red.rhs, red.operand);
                self.run(f, &red.body)?;
                f.copy(p.results[k], red.ret);
            }
            if p.has_alloca {
                self.pop_allocas(mark);
            }
            let mut k = n;
            loop {
                if k == 0 {
                    return Ok(Flow::Next);
                }
                k -= 1;
                match cur[k].checked_add(steps[k]) {
                    Some(v) if v < ubs[k] => {
                        cur[k] = v;
                        break;
                    }
                    _ => cur[k] = lbs[k],
                }
            }
        }
    }

    /// Runs the blocks of a [`Cfg`] from its entry block; each branch
    /// counts as one iteration for the step limit.
    fn exec_cfg(&mut self, f: &mut Frame, cfg: &Cfg) -> Result<Flow, E> {
        let mut block = 0usize;
        loop {
            match self.run(f, &cfg.blocks[block])? {
                Flow::Branch(t) if t as usize >= cfg.blocks.len() => return Ok(Flow::Next),
                Flow::Branch(t) => {
                    self.tick()?;
                    self.safepoint(f);
                    block = t as usize;
                }
                Flow::Return => return Ok(Flow::Return),
                Flow::Next => return Err(Trap::new(ErrorKind::MalformedIr, "block without terminator").into()),
            }
        }
    }

    fn exec_while(&mut self, f: &mut Frame, w: &ScfWhile) -> Result<Flow, E> {
        f.copy_all(&w.before_args, &w.inits, false);
        loop {
            self.tick()?;
            self.safepoint(f);
            self.run(f, &w.before_body)?;
            let c = f.get(w.cond, "an scf.condition")?;
            if c & 1 == 0 {
                f.copy_all(&w.results, &w.forwarded, true);
                return Ok(Flow::Next);
            }
            f.copy_all(&w.after_args, &w.forwarded, true);
            self.run(f, &w.after_body)?;
            f.copy_all(&w.before_args, &w.after_yields, true);
        }
    }

    fn subview(&self, f: &Frame, sv: &Subview) -> TResult<MemDesc> {
        let src = &f.m[sv.src as usize];
        self.mem.check_live(src)?;
        if src.layout.is_some() {
            return Err(Trap::new(ErrorKind::Unsupported, "subview of a memref with a non-strided layout"));
        }
        let rank = src.sizes.len();
        if sv.offsets.len() != rank || sv.sizes.len() != rank || sv.strides.len() != rank {
            return Err(Trap::new(ErrorKind::MalformedIr, "subview operand count does not match rank"));
        }
        let mut out = MemDesc {
            buf: src.buf,
            generation: src.generation,
            offset: src.offset,
            sizes: Vec::new(),
            strides: Vec::new(),
            layout: None,
        };
        let ovf = || Trap::new(ErrorKind::Overflow, "subview offset overflows i64");
        for k in 0..rank {
            let o = mixed(f, &sv.offsets[k])?;
            let s = mixed(f, &sv.sizes[k])?;
            let st = mixed(f, &sv.strides[k])?;
            if s < 0 {
                return Err(Trap::new(ErrorKind::InvalidOperation, format!("negative subview size {s}")));
            }
            if s > 0 {
                let last = o.checked_add((s - 1).checked_mul(st).ok_or_else(ovf)?).ok_or_else(ovf)?;
                if o < 0 || o >= src.sizes[k] || last < 0 || last >= src.sizes[k] {
                    return Err(Trap::new(
                        ErrorKind::OutOfBounds,
                        format!(
                            "subview dimension {k} (offset {o}, size {s}, stride {st}) exceeds source size {}",
                            src.sizes[k]
                        ),
                    ));
                }
            }
            out.offset = out.offset.checked_add(o.checked_mul(src.strides[k]).ok_or_else(ovf)?).ok_or_else(ovf)?;
            if sv.kept.get(k).copied().unwrap_or(true) {
                out.sizes.push(s);
                out.strides.push(src.strides[k].checked_mul(st).ok_or_else(ovf)?);
            }
        }
        Ok(out)
    }

    fn dma(&mut self, f: &Frame, d: &Dma) -> TResult<()> {
        let n = f.get(d.num, "a DMA size")? as i64;
        let (stride, per) = match d.stride {
            Some((s, p)) => (f.get(s, "a DMA stride")? as i64, f.get(p, "a DMA stride")? as i64),
            None => (0, 0),
        };
        let mut si = Vec::new();
        let mut di = Vec::new();
        let mut ti = Vec::new();
        eval_idx(f, &d.src_idx, &mut si)?;
        eval_idx(f, &d.dst_idx, &mut di)?;
        eval_idx(f, &d.tag_idx, &mut ti)?;
        let (src, dst, tag) = (&f.m[d.src as usize], &f.m[d.dst as usize], &f.m[d.tag as usize]);
        self.mem.address(tag, &ti)?;
        self.mem.address(src, &si)?;
        self.mem.address(dst, &di)?;
        let lin = |idx: &[i64], sizes: &[i64]| -> i64 {
            let mut l = 0i64;
            for (&i, &s) in idx.iter().zip(sizes) {
                l = l * s + i;
            }
            l
        };
        let s0 = lin(&si, &src.sizes);
        let d0 = lin(&di, &dst.sizes);
        // Element `k` of the transfer, strided on one side (the slower
        // memory space) and contiguous on the other.
        let strided = |base: i64, k: i64| -> TResult<i64> {
            if per > 0 {
                (k / per)
                    .checked_mul(stride)
                    .and_then(|o| o.checked_add(base + k % per))
                    .ok_or_else(|| Trap::new(ErrorKind::Overflow, "DMA stride overflows i64"))
            } else {
                Ok(base + k)
            }
        };
        let mut vals = Vec::with_capacity(n.max(0) as usize);
        for k in 0..n {
            let sl = if d.stride_on_dst { s0 + k } else { strided(s0, k)? };
            let idx = delin(sl, &src.sizes)
                .ok_or_else(|| Trap::new(ErrorKind::OutOfBounds, format!("DMA source element {sl} out of bounds")))?;
            vals.push(self.mem.load_p(src, &idx)?);
        }
        for (k, (v, p)) in vals.into_iter().enumerate() {
            let dl = if d.stride_on_dst { strided(d0, k as i64)? } else { d0 + k as i64 };
            let idx = delin(dl, &dst.sizes).ok_or_else(|| {
                Trap::new(ErrorKind::OutOfBounds, format!("DMA destination element {dl} out of bounds"))
            })?;
            self.mem.store_p(dst, &idx, v, p)?;
        }
        Ok(())
    }

    /// Runs an [`Inst::MaskedAccess`]: disabled lanes touch no memory.
    fn masked_access(&mut self, f: &mut Frame, m: &MaskedAccess) -> TResult<()> {
        let mut base = Vec::with_capacity(m.idx.len());
        for &r in m.idx.iter() {
            base.push(f.get(r, "an index")? as i64);
        }
        let d = f.m[m.mem as usize].clone();
        self.mem.check_live(&d)?;
        let Some(last) = base.len().checked_sub(1) else {
            return Err(Trap::new(ErrorKind::Unsupported, "masked access to a 0-d memref"));
        };
        let mask = f.v[m.mask as usize].clone();
        let offsets = match m.addr {
            LaneAddr::Indexed(r, _) => Some(f.v[r as usize].clone()),
            _ => None,
        };
        let mut out = VecVal { data: Vec::with_capacity(m.lanes), poison: Vec::new() };
        let mut k = 0i64;
        let mut mi = base.clone();
        for i in 0..m.lanes {
            if mask.lane_poison(i) {
                return Err(poison_trap("a mask lane"));
            }
            let on = mask.data.get(i).is_some_and(|&b| b & 1 != 0);
            if on {
                let off = match (&m.addr, &offsets) {
                    (LaneAddr::Contiguous, _) => i as i64,
                    (LaneAddr::Compressed, _) => k,
                    (LaneAddr::Indexed(_, w), Some(o)) => {
                        if o.lane_poison(i) {
                            return Err(poison_trap("an index lane"));
                        }
                        let sh = 64 - (*w).clamp(1, 64);
                        ((o.data[i] << sh) as i64) >> sh
                    }
                    _ => 0,
                };
                k += 1;
                mi[last] = base[last].saturating_add(off);
                if m.store {
                    let v = &f.v[m.vec as usize];
                    self.mem.store_p(&d, &mi, v.data[i], v.lane_poison(i))?;
                } else {
                    let (x, p) = self.mem.load_p(&d, &mi)?;
                    out.data.push(x);
                    if p {
                        out.set_poison(i);
                    }
                }
            } else if !m.store {
                let pt = m.passthru.map(|r| &f.v[r as usize]);
                let (x, p) = pt.map_or((0, true), |v| (v.data[i], v.lane_poison(i)));
                out.data.push(x);
                if p {
                    out.set_poison(i);
                }
            }
        }
        if !m.store {
            f.v[m.vec as usize] = out;
        }
        Ok(())
    }

    fn transfer_read(&mut self, f: &mut Frame, t: &Transfer) -> TResult<()> {
        let mut base = Vec::with_capacity(t.indices.len());
        for &r in t.indices.iter() {
            base.push(f.get(r, "a transfer index")? as i64);
        }
        let pad = t.pad.map(|r| (f.s[r as usize], f.is_p(r))).unwrap_or((0, false));
        let d = &f.m[t.mem as usize];
        self.mem.check_live(d)?;
        let n: i64 = t.vshape.iter().product();
        let mut out = VecVal { data: Vec::with_capacity(n.max(0) as usize), poison: Vec::new() };
        let mask = t.mask.map(|m| &f.v[m as usize]);
        let mshape: Vec<i64> = t.mask_dims.iter().map(|&k| t.vshape[k]).collect();
        if n > 0 {
            let mut pos = vec![0i64; t.vshape.len()];
            let mut mi = base.clone();
            loop {
                let i = out.data.len();
                let on = match mask {
                    Some(m) => {
                        let mut l = 0i64;
                        for (j, &k) in t.mask_dims.iter().enumerate() {
                            l = l * mshape[j] + pos[k];
                        }
                        m.data.get(l as usize).is_some_and(|&b| b & 1 != 0)
                    }
                    None => true,
                };
                let mut val = None;
                if on {
                    mi.copy_from_slice(&base);
                    let mut inb = true;
                    for (k, p) in t.perm.iter().enumerate() {
                        if let Some(dim) = *p {
                            mi[dim] = mi[dim].saturating_add(pos[k]);
                            if !t.in_bounds[k] && (mi[dim] < 0 || mi[dim] >= d.sizes[dim]) {
                                inb = false;
                            }
                        }
                    }
                    if inb {
                        val = Some(self.mem.load_p(d, &mi)?);
                    }
                } else if let Some(pt) = t.passthru {
                    let v = &f.v[pt as usize];
                    val = Some((v.data[i], v.lane_poison(i)));
                }
                let (x, pz) = val.unwrap_or(pad);
                out.data.push(x);
                if pz {
                    out.set_poison(i);
                }
                if !next_index(&mut pos, &t.vshape) {
                    break;
                }
            }
        }
        f.v[t.vec as usize] = out;
        Ok(())
    }

    fn transfer_write(&mut self, f: &mut Frame, t: &Transfer) -> TResult<()> {
        let mut base = Vec::with_capacity(t.indices.len());
        for &r in t.indices.iter() {
            base.push(f.get(r, "a transfer index")? as i64);
        }
        let d = &f.m[t.mem as usize];
        self.mem.check_live(d)?;
        let v = &f.v[t.vec as usize];
        let mask = t.mask.map(|m| &f.v[m as usize]);
        let mshape: Vec<i64> = t.mask_dims.iter().map(|&k| t.vshape[k]).collect();
        let n: i64 = t.vshape.iter().product();
        if n <= 0 {
            return Ok(());
        }
        let mut pos = vec![0i64; t.vshape.len()];
        let mut mi = base.clone();
        let mut i = 0usize;
        loop {
            let on = match mask {
                Some(m) => {
                    let mut l = 0i64;
                    for (j, &k) in t.mask_dims.iter().enumerate() {
                        l = l * mshape[j] + pos[k];
                    }
                    m.data.get(l as usize).is_some_and(|&b| b & 1 != 0)
                }
                None => true,
            };
            if on {
                mi.copy_from_slice(&base);
                let mut inb = true;
                for (k, p) in t.perm.iter().enumerate() {
                    if let Some(dim) = *p {
                        mi[dim] = mi[dim].saturating_add(pos[k]);
                        if !t.in_bounds[k] && (mi[dim] < 0 || mi[dim] >= d.sizes[dim]) {
                            inb = false;
                        }
                    }
                }
                if inb {
                    let p = v.lane_poison(i);
                    if p && !self.mem.poison_in_memory {
                        return Err(poison_trap("a stored vector lane"));
                    }
                    self.mem.store_p(d, &mi, v.data[i], p)?;
                }
            }
            i += 1;
            if !next_index(&mut pos, &t.vshape) {
                break;
            }
        }
        Ok(())
    }
}

/// Computes the view produced by a reshape.
fn reshape(f: &Frame, src: &MemDesc, how: &Reshape) -> TResult<MemDesc> {
    if src.layout.is_some() {
        return Err(Trap::new(ErrorKind::Unsupported, "reshape of a memref with a non-strided layout"));
    }
    let mut out = MemDesc {
        buf: src.buf,
        generation: src.generation,
        offset: src.offset,
        sizes: Vec::new(),
        strides: Vec::new(),
        layout: None,
    };
    let rank = src.sizes.len().min(src.strides.len());
    if let Reshape::Expand { groups, .. } | Reshape::Collapse { groups } = how {
        let limit = if matches!(how, Reshape::Collapse { .. }) { rank } else { usize::MAX };
        if groups.iter().flatten().any(|&d| d >= limit) {
            return Err(Trap::new(ErrorKind::MalformedIr, "reassociation index out of range"));
        }
    }
    match how {
        Reshape::Reinterpret { offset, sizes, strides } => {
            out.offset = mixed(f, offset)?;
            for (s, st) in sizes.iter().zip(strides.iter()) {
                let s = mixed(f, s)?;
                if s < 0 {
                    return Err(Trap::new(ErrorKind::InvalidOperation, format!("negative size {s}")));
                }
                out.sizes.push(s);
                out.strides.push(mixed(f, st)?);
            }
        }
        Reshape::Expand { groups, sizes } => {
            let mut rs = Vec::with_capacity(sizes.len());
            for s in sizes.iter() {
                rs.push(mixed(f, s)?);
            }
            out.sizes = rs.clone();
            out.strides = vec![0; rs.len()];
            for (k, g) in groups.iter().enumerate() {
                let (Some(&n), Some(&st)) = (src.sizes.get(k), src.strides.get(k)) else {
                    return Err(Trap::new(ErrorKind::MalformedIr, "reassociation does not match the rank"));
                };
                let prod: i64 = g.iter().map(|&d| rs.get(d).copied().unwrap_or(0)).product();
                if prod != n {
                    return Err(Trap::new(
                        ErrorKind::InvalidOperation,
                        format!("expand_shape: sizes of group {k} multiply to {prod}, source size is {n}"),
                    ));
                }
                let mut cur = st;
                for &d in g.iter().rev() {
                    let (Some(slot), Some(&sz)) = (out.strides.get_mut(d), rs.get(d)) else {
                        return Err(Trap::new(ErrorKind::MalformedIr, "reassociation index out of range"));
                    };
                    *slot = cur;
                    cur = cur.saturating_mul(sz);
                }
            }
        }
        Reshape::Transpose { perm } => {
            for &d in perm.iter() {
                let (Some(&n), Some(&st)) = (src.sizes.get(d), src.strides.get(d)) else {
                    return Err(Trap::new(ErrorKind::MalformedIr, "permutation does not match the rank"));
                };
                out.sizes.push(n);
                out.strides.push(st);
            }
        }
        Reshape::Collapse { groups } => {
            for g in groups.iter() {
                let mut size = 1i64;
                for w in g.windows(2) {
                    let (a, b) = (w[0], w[1]);
                    if src.sizes[a] > 1
                        && src.sizes[b] > 1
                        && src.strides[a] != src.strides[b].saturating_mul(src.sizes[b])
                    {
                        return Err(Trap::new(
                            ErrorKind::InvalidOperation,
                            "collapse_shape of non-contiguous dimensions",
                        ));
                    }
                }
                for &d in g.iter() {
                    size = size.saturating_mul(src.sizes[d]);
                }
                out.sizes.push(size);
                out.strides.push(g.last().map(|&d| src.strides[d]).unwrap_or(1));
            }
        }
    }
    Ok(out)
}

/// Row-major multi-index of linear position `l` in `sizes`.
fn delin(l: i64, sizes: &[i64]) -> Option<Vec<i64>> {
    let total: i64 = sizes.iter().product();
    if l < 0 || l >= total {
        return None;
    }
    let mut idx = vec![0i64; sizes.len()];
    let mut r = l;
    for k in (0..sizes.len()).rev() {
        idx[k] = r % sizes[k];
        r /= sizes[k];
    }
    Some(idx)
}

fn broadcast(v: &VecVal, src_shape: &[i64], dst_shape: &[i64]) -> VecVal {
    let n: i64 = dst_shape.iter().product();
    let mut o = VecVal { data: Vec::with_capacity(n as usize), poison: Vec::new() };
    if n <= 0 {
        return o;
    }
    let r = src_shape.len();
    let rr = dst_shape.len();
    let sstr = row_major_strides(src_shape);
    let mut idx = vec![0i64; rr];
    loop {
        let mut l = 0i64;
        for d in 0..r {
            let dd = rr - r + d;
            let i = if src_shape[d] == 1 { 0 } else { idx[dd] };
            l += i * sstr[d];
        }
        let l = l as usize;
        o.data.push(v.data.get(l).copied().unwrap_or(0));
        if v.lane_poison(l) {
            let k = o.data.len() - 1;
            o.set_poison(k);
        }
        if !next_index(&mut idx, dst_shape) {
            break;
        }
    }
    o
}

fn check_cast(d: &MemDesc, ty: &MemTy) -> TResult<()> {
    let dynm = affine_ir_dynamic();
    if ty.shape.len() != d.sizes.len() {
        return Err(Trap::new(ErrorKind::InvalidOperation, "memref.cast changes the rank"));
    }
    for (k, (&t, &s)) in ty.shape.iter().zip(&d.sizes).enumerate() {
        if t != dynm && t != s {
            return Err(Trap::new(
                ErrorKind::InvalidOperation,
                format!("memref.cast to static size {t} in dimension {k}, but the memref has size {s}"),
            ));
        }
    }
    if let LayoutTy::Strided { strides, offset } = &ty.layout {
        if *offset != dynm && *offset != d.offset {
            return Err(Trap::new(
                ErrorKind::InvalidOperation,
                format!("memref.cast to static offset {offset}, but the memref has offset {}", d.offset),
            ));
        }
        for (k, (&t, &s)) in strides.iter().zip(&d.strides).enumerate() {
            if t != dynm && t != s && d.sizes[k] != 1 {
                return Err(Trap::new(
                    ErrorKind::InvalidOperation,
                    format!("memref.cast to static stride {t} in dimension {k}, but the memref has stride {s}"),
                ));
            }
        }
    }
    Ok(())
}

/// Writes `data` over the whole view in row-major order.
pub(crate) fn write_all(mem: &mut Memory, d: &MemDesc, data: &[(u64, bool)]) -> TResult<()> {
    if d.sizes.iter().any(|&s| s <= 0) {
        return Ok(());
    }
    let mut idx = vec![0i64; d.sizes.len()];
    let mut k = 0;
    loop {
        let (v, p) = data[k];
        mem.store_p(d, &idx, v, p)?;
        k += 1;
        if !next_index(&mut idx, &d.sizes) {
            break;
        }
    }
    Ok(())
}

/// MLIR's `ShapedType::kDynamic`.
#[inline]
pub(crate) fn affine_ir_dynamic() -> i64 {
    i64::MIN
}

/// True if `0 <= x < product(basis)` (a product overflowing `i64` bounds
/// nothing).
fn in_product_range(x: i64, basis: &[i64]) -> bool {
    let mut product: i64 = 1;
    for &b in basis {
        match product.checked_mul(b) {
            Some(p) => product = p,
            None => return x >= 0,
        }
    }
    (0..product).contains(&x)
}

/// Calls `visit` with the memory index of every element of a vector of
/// `shape` placed at `base` along the trailing memref dimensions (nothing
/// for an empty vector).
fn for_each_vector_index(base: &[i64], shape: &[i64], mut visit: impl FnMut(&[i64]) -> TResult<()>) -> TResult<()> {
    let n = base.len();
    let k = shape.len();
    if k > n {
        return Err(Trap::new(ErrorKind::MalformedIr, "vector rank exceeds memref rank"));
    }
    if shape.iter().any(|&s| s <= 0) {
        return Ok(());
    }
    let mut pos = vec![0i64; k];
    let mut mi = base.to_vec();
    loop {
        for j in 0..k {
            mi[n - k + j] = base[n - k + j].saturating_add(pos[j]);
        }
        visit(&mi)?;
        if !next_index(&mut pos, shape) {
            break;
        }
    }
    Ok(())
}
