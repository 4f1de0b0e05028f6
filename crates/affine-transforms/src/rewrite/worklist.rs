//! The greedy driver's worklist (MLIR's `Worklist`): last in, first out,
//! each op at most once, removal in constant time.

use affine_ir::OpId;

const ABSENT: u32 = u32::MAX;

/// A LIFO set of ops. Removed entries leave a hole that `pop` skips.
#[derive(Default, Debug)]
pub struct Worklist {
    list: Vec<Option<OpId>>,
    /// Position in `list` of each op (by op index), `ABSENT` if not queued.
    position: Vec<u32>,
    /// Number of queued ops (entries of `list` that are not holes).
    live: usize,
}

impl Worklist {
    /// Empties the worklist.
    pub fn clear(&mut self) {
        for op in self.list.drain(..).flatten() {
            self.position[op.index()] = ABSENT;
        }
        self.live = 0;
    }

    /// True if no op is queued.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// True if `op` is queued.
    #[cfg(test)]
    pub fn contains(&self, op: OpId) -> bool {
        self.position.get(op.index()).is_some_and(|&p| p != ABSENT)
    }

    /// Queues `op` at the end unless it is already queued.
    pub fn push(&mut self, op: OpId) {
        if op.index() >= self.position.len() {
            self.position.resize(op.index() + 1, ABSENT);
        }
        if self.position[op.index()] != ABSENT {
            return;
        }
        self.position[op.index()] = self.list.len() as u32;
        self.list.push(Some(op));
        self.live += 1;
    }

    /// Takes the last queued op.
    pub fn pop(&mut self) -> Option<OpId> {
        loop {
            match self.list.pop()? {
                Some(op) => {
                    self.position[op.index()] = ABSENT;
                    self.live -= 1;
                    while matches!(self.list.last(), Some(None)) {
                        self.list.pop();
                    }
                    return Some(op);
                }
                None => continue,
            }
        }
    }

    /// Removes `op` if it is queued.
    pub fn remove(&mut self, op: OpId) {
        if let Some(p) = self.position.get_mut(op.index())
            && *p != ABSENT
        {
            self.list[*p as usize] = None;
            *p = ABSENT;
            self.live -= 1;
        }
    }

    /// Reverses the order (so that ops pushed in order pop in order).
    pub fn reverse(&mut self) {
        self.list.reverse();
        for (i, op) in self.list.iter().enumerate() {
            if let Some(op) = op {
                self.position[op.index()] = i as u32;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lifo_set_with_removal() {
        let mut w = Worklist::default();
        for i in [3, 1, 4, 1, 5] {
            w.push(OpId(i));
        }
        w.remove(OpId(4));
        assert!(!w.contains(OpId(4)) && w.contains(OpId(3)));
        assert_eq!(w.pop(), Some(OpId(5)));
        assert_eq!(w.pop(), Some(OpId(1)));
        w.push(OpId(9));
        w.reverse();
        assert_eq!(w.pop(), Some(OpId(3)));
        assert_eq!(w.pop(), Some(OpId(9)));
        assert!(w.is_empty());
        assert_eq!(w.pop(), None);
    }
}
