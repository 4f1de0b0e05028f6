//! The memory model: buffers with generation counters and memref
//! descriptors (buffer, offset, sizes, strides, optional layout map).
//!
//! A buffer slot is reused after `memref.dealloc`, but its generation is
//! bumped, so a stale descriptor is detected as a use after free instead of
//! silently reading the new occupant.

use std::rc::Rc;

use crate::affmap::CMap;
use crate::error::{ErrorKind, TResult, Trap};
use crate::scalar::ScalarType;

/// How a buffer came to be.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) enum AllocKind {
    /// `memref.alloc`: may be deallocated.
    Heap,
    /// `memref.alloca`: freed when its allocation scope ends.
    Stack,
    /// A `memref.global`.
    Global,
    /// Memory passed in by the caller.
    Argument,
}

/// One allocation.
#[derive(Clone, Debug)]
pub(crate) struct Buffer {
    /// Element type.
    pub elem: ScalarType,
    /// Elements as raw bits (see [`crate::scalar`]).
    pub data: Vec<u64>,
    /// Generation; bumped on free.
    pub generation: u32,
    /// False once freed.
    pub live: bool,
    /// Origin.
    pub kind: AllocKind,
    /// True for `constant` globals.
    pub readonly: bool,
    /// True once the program stored into the buffer (through any view):
    /// `--run` shows the memref arguments and globals a run wrote.
    pub written: bool,
    /// Per-element poison flags, only used when poison may be stored
    /// ([`Memory::poison_in_memory`]); empty while no element is poison.
    pub poison: Vec<bool>,
}

/// A non-strided layout given by an affine map from indices (and layout
/// symbols) to the physical index space.
#[derive(Clone, Debug)]
pub(crate) struct MapLayout {
    /// The layout map compiled over pseudo-registers: indices `0..rank`,
    /// then symbols.
    pub map: CMap,
    /// Values of the layout symbols.
    pub symbols: Vec<i64>,
    /// Row-major strides of the physical space (one per map result).
    pub phys_strides: Vec<i64>,
}

/// A memref value: a view of a buffer.
#[derive(Clone, Debug, Default)]
pub(crate) struct MemDesc {
    /// Buffer slot.
    pub buf: u32,
    /// Generation of the slot this view was made for.
    pub generation: u32,
    /// Offset of element `[0, .., 0]` (strided layouts).
    pub offset: i64,
    /// Dimension sizes.
    pub sizes: Vec<i64>,
    /// Strides (strided layouts).
    pub strides: Vec<i64>,
    /// Non-strided layout, if any (then `offset`/`strides` are unused).
    pub layout: Option<Rc<MapLayout>>,
}

impl MemDesc {
    /// Number of elements in the view.
    pub fn num_elements(&self) -> i64 {
        self.sizes.iter().product()
    }
}

/// All buffers of a run.
#[derive(Default, Debug)]
pub(crate) struct Memory {
    /// Buffer slots.
    pub bufs: Vec<Buffer>,
    free: Vec<u32>,
    /// LLVM's semantics for poison in memory: a store of poison makes the
    /// element poison and loads of it yield poison, instead of the store
    /// being an error. Off by default.
    pub poison_in_memory: bool,
    /// True once any element has been made poison: while false, loads and
    /// stores need not look at the flags.
    pub any_poison: bool,
}

/// Row-major strides for `sizes`.
pub(crate) fn row_major_strides(sizes: &[i64]) -> Vec<i64> {
    let mut s = vec![1i64; sizes.len()];
    for k in (0..sizes.len().saturating_sub(1)).rev() {
        s[k] = s[k + 1].saturating_mul(sizes[k + 1].max(1));
    }
    s
}

/// Renders an index list as `[1, 2]`.
pub(crate) fn fmt_idx(idx: &[i64]) -> String {
    let parts: Vec<String> = idx.iter().map(|v| v.to_string()).collect();
    format!("[{}]", parts.join(", "))
}

/// Largest buffer the interpreter agrees to allocate (elements).
pub(crate) const MAX_ELEMENTS: i64 = 1 << 28;

impl Memory {
    /// Allocates a zero-filled buffer of `len` elements.
    pub fn alloc(&mut self, elem: ScalarType, len: i64, kind: AllocKind) -> TResult<(u32, u32)> {
        if !(0..=MAX_ELEMENTS).contains(&len) {
            return Err(Trap::new(ErrorKind::InvalidOperation, format!("cannot allocate {len} elements")));
        }
        let data = vec![0u64; len as usize];
        if let Some(slot) = self.free.pop() {
            let b = &mut self.bufs[slot as usize];
            b.elem = elem;
            b.data = data;
            b.live = true;
            b.kind = kind;
            b.readonly = false;
            b.written = false;
            b.poison = Vec::new();
            return Ok((slot, b.generation));
        }
        let slot = self.bufs.len() as u32;
        self.bufs.push(Buffer {
            elem,
            data,
            generation: 0,
            live: true,
            kind,
            readonly: false,
            written: false,
            poison: Vec::new(),
        });
        Ok((slot, 0))
    }

    /// Frees a buffer (any kind; callers check what may be freed).
    pub fn release(&mut self, slot: u32) {
        if let Some(b) = self.bufs.get_mut(slot as usize)
            && b.live
        {
            b.live = false;
            b.generation = b.generation.wrapping_add(1);
            b.data = Vec::new();
            self.free.push(slot);
        }
    }

    /// `memref.dealloc` semantics.
    pub fn dealloc(&mut self, d: &MemDesc) -> TResult<()> {
        let b = self.bufs.get(d.buf as usize).ok_or_else(|| Trap::new(ErrorKind::InvalidFree, "invalid buffer"))?;
        if !b.live || b.generation != d.generation {
            return Err(Trap::new(ErrorKind::InvalidFree, "double free: memref already deallocated"));
        }
        if b.kind != AllocKind::Heap {
            let what = match b.kind {
                AllocKind::Stack => "memref.alloca",
                AllocKind::Global => "a memref.global",
                _ => "the caller (function argument)",
            };
            return Err(Trap::new(
                ErrorKind::InvalidFree,
                format!("dealloc of memory owned by {what}, not obtained from memref.alloc"),
            ));
        }
        self.release(d.buf);
        Ok(())
    }

    /// Checks that the buffer behind `d` is still alive.
    #[inline]
    pub fn check_live(&self, d: &MemDesc) -> TResult<&Buffer> {
        match self.bufs.get(d.buf as usize) {
            Some(b) if b.generation == d.generation && b.live => Ok(b),
            _ => Err(Trap::new(ErrorKind::UseAfterFree, "access to a deallocated memref")),
        }
    }

    /// Linear address of `idx` in the buffer of `d`, with bounds checks.
    #[inline]
    pub fn address(&self, d: &MemDesc, idx: &[i64]) -> TResult<usize> {
        let b = self.check_live(d)?;
        if idx.len() != d.sizes.len() {
            return Err(Trap::new(
                ErrorKind::MalformedIr,
                format!("{} indices for a rank-{} memref", idx.len(), d.sizes.len()),
            ));
        }
        for (k, (&i, &n)) in idx.iter().zip(&d.sizes).enumerate() {
            if i < 0 || i >= n {
                return Err(Trap::new(
                    ErrorKind::OutOfBounds,
                    format!(
                        "index {} out of bounds for memref of shape {} (dimension {k})",
                        fmt_idx(idx),
                        fmt_idx(&d.sizes)
                    ),
                ));
            }
        }
        let a = match &d.layout {
            None => {
                let mut a = d.offset;
                for (&i, &s) in idx.iter().zip(&d.strides) {
                    a = a.wrapping_add(i.wrapping_mul(s));
                }
                a
            }
            Some(l) => layout_address(l, idx)?,
        };
        if a < 0 || a as usize >= b.data.len() {
            return Err(Trap::new(
                ErrorKind::OutOfBounds,
                format!(
                    "index {} maps to element {a} outside the underlying buffer of {} elements",
                    fmt_idx(idx),
                    b.data.len()
                ),
            ));
        }
        Ok(a as usize)
    }

    /// True if element `a` (a physical address) of buffer `buf` is poison.
    #[inline]
    pub fn is_poison(&self, buf: u32, a: usize) -> bool {
        self.any_poison && self.bufs[buf as usize].poison.get(a).copied().unwrap_or(false)
    }

    /// Sets or clears the poison flag of element `a` of buffer `buf`.
    #[inline]
    pub fn set_poison_flag(&mut self, buf: u32, a: usize, poison: bool) {
        if !poison && !self.any_poison {
            return;
        }
        let b = &mut self.bufs[buf as usize];
        if poison {
            if b.poison.len() <= a {
                b.poison.resize(b.data.len().max(a + 1), false);
            }
            b.poison[a] = true;
            self.any_poison = true;
        } else if let Some(p) = b.poison.get_mut(a) {
            *p = false;
        }
    }

    /// Reads the element at `idx` and whether it is poison.
    #[inline]
    pub fn load_p(&self, d: &MemDesc, idx: &[i64]) -> TResult<(u64, bool)> {
        let a = self.address(d, idx)?;
        Ok((self.bufs[d.buf as usize].data[a], self.is_poison(d.buf, a)))
    }

    /// Writes the element at `idx`, or poison when `poison` is set (which
    /// is an error unless [`Memory::poison_in_memory`]).
    #[inline]
    pub fn store_p(&mut self, d: &MemDesc, idx: &[i64], v: u64, poison: bool) -> TResult<()> {
        let a = self.address(d, idx)?;
        let b = &mut self.bufs[d.buf as usize];
        if b.readonly {
            return Err(Trap::new(ErrorKind::WriteToConstant, "store into a constant memref.global"));
        }
        if poison && !self.poison_in_memory {
            return Err(Trap::new(ErrorKind::PoisonUse, "use of a poison value as a stored value"));
        }
        b.data[a] = v;
        b.written = true;
        self.set_poison_flag(d.buf, a, poison);
        Ok(())
    }

    /// Reads the whole view in row-major logical order, with poison flags.
    pub fn read_all(&self, d: &MemDesc) -> TResult<Vec<(u64, bool)>> {
        let mut out = Vec::with_capacity(d.num_elements().max(0) as usize);
        let mut idx = vec![0i64; d.sizes.len()];
        if d.sizes.iter().any(|&s| s <= 0) {
            self.check_live(d)?;
            return Ok(out);
        }
        loop {
            out.push(self.load_p(d, &idx)?);
            if !next_index(&mut idx, &d.sizes) {
                break;
            }
        }
        Ok(out)
    }
}

/// Advances a row-major multi-index; false when it wraps around.
pub(crate) fn next_index(idx: &mut [i64], sizes: &[i64]) -> bool {
    for k in (0..idx.len()).rev() {
        idx[k] += 1;
        if idx[k] < sizes[k] {
            return true;
        }
        idx[k] = 0;
    }
    false
}

/// Physical address under a map layout.
pub(crate) fn layout_address(l: &MapLayout, idx: &[i64]) -> TResult<i64> {
    let mut regs: Vec<u64> = idx.iter().map(|&v| v as u64).collect();
    regs.extend(l.symbols.iter().map(|&v| v as u64));
    let mut a = 0i64;
    for (e, &s) in l.map.results.iter().zip(&l.phys_strides) {
        let v = e.eval(&regs)?;
        a = a
            .checked_add(v.checked_mul(s).ok_or_else(|| Trap::new(ErrorKind::Overflow, "layout overflow"))?)
            .ok_or_else(|| Trap::new(ErrorKind::Overflow, "layout overflow"))?;
    }
    Ok(a)
}

/// Builds a map layout for a view of `sizes`: evaluates the map over every
/// index to find the physical extent of each result, and returns the
/// layout with the buffer length it needs.
pub(crate) fn make_map_layout(map: CMap, symbols: Vec<i64>, sizes: &[i64]) -> TResult<(MapLayout, i64)> {
    let nres = map.results.len();
    let mut maxes = vec![0i64; nres];
    let count: i64 = sizes.iter().product();
    if count > MAX_ELEMENTS {
        return Err(Trap::new(ErrorKind::InvalidOperation, "memref too large"));
    }
    if count > 0 {
        let mut idx = vec![0i64; sizes.len()];
        loop {
            let mut regs: Vec<u64> = idx.iter().map(|&v| v as u64).collect();
            regs.extend(symbols.iter().map(|&v| v as u64));
            for (k, e) in map.results.iter().enumerate() {
                let v = e.eval(&regs)?;
                if v < 0 {
                    return Err(Trap::new(
                        ErrorKind::OutOfBounds,
                        format!("layout map sends index {} to negative position {v}", fmt_idx(&idx)),
                    ));
                }
                maxes[k] = maxes[k].max(v);
            }
            if !next_index(&mut idx, sizes) {
                break;
            }
        }
    }
    let extents: Vec<i64> = maxes.iter().map(|m| m.saturating_add(1)).collect();
    let phys_strides = row_major_strides(&extents);
    let len = if count == 0 { 0 } else { extents.iter().try_fold(1i64, |a, &e| a.checked_mul(e)).unwrap_or(i64::MAX) };
    Ok((MapLayout { map, symbols, phys_strides }, len))
}
