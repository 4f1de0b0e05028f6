//! [`ThinList`]: a list that is usually empty, stored as one pointer.

use std::ops::{Deref, DerefMut};

/// A list that is empty for most of its owners (an op's discardable
/// attributes, its successor blocks): one pointer in the owner's record
/// (8 bytes against a `SmallVec`'s 24), its entries on the heap when there
/// are any. Reads go through the slice it derefs to.
// The box is the point: a `Vec` is three words, the box one.
#[allow(clippy::box_collection)]
pub struct ThinList<T>(Option<Box<Vec<T>>>);

impl<T> ThinList<T> {
    /// The empty list (allocates nothing).
    #[inline]
    pub const fn new() -> Self {
        ThinList(None)
    }

    /// The entries.
    #[inline]
    pub fn as_slice(&self) -> &[T] {
        match &self.0 {
            Some(v) => v,
            None => &[],
        }
    }

    /// The entries, mutably.
    #[inline]
    pub fn as_mut_slice(&mut self) -> &mut [T] {
        match &mut self.0 {
            Some(v) => v,
            None => &mut [],
        }
    }

    /// A list of `v`'s entries (none allocated when `v` is empty).
    pub fn from_vec(v: Vec<T>) -> Self {
        if v.is_empty() { ThinList(None) } else { ThinList(Some(Box::new(v))) }
    }

    fn vec_mut(&mut self) -> &mut Vec<T> {
        self.0.get_or_insert_with(Default::default)
    }

    /// Appends `x`.
    pub fn push(&mut self, x: T) {
        self.vec_mut().push(x)
    }

    /// Inserts `x` at `i` (panics if `i > len`, as `Vec::insert`).
    pub fn insert(&mut self, i: usize, x: T) {
        self.vec_mut().insert(i, x)
    }

    /// Removes and returns the entry at `i` (panics if out of range, as
    /// `Vec::remove`).
    pub fn remove(&mut self, i: usize) -> T {
        let v = self.vec_mut();
        let x = v.remove(i);
        if v.is_empty() {
            self.0 = None;
        }
        x
    }

    /// Keeps the entries `f` accepts.
    pub fn retain(&mut self, f: impl FnMut(&T) -> bool) {
        if let Some(v) = &mut self.0 {
            v.retain(f);
            if v.is_empty() {
                self.0 = None;
            }
        }
    }

    /// Keeps the first `len` entries.
    pub fn truncate(&mut self, len: usize) {
        if let Some(v) = &mut self.0 {
            v.truncate(len);
            if v.is_empty() {
                self.0 = None;
            }
        }
    }

    /// Removes every entry (and frees their storage).
    pub fn clear(&mut self) {
        self.0 = None;
    }

    /// The entries as a `Vec`, leaving the list empty.
    pub fn take_vec(&mut self) -> Vec<T> {
        self.0.take().map_or_else(Vec::new, |b| *b)
    }
}

impl<T: Copy> ThinList<T> {
    /// A list of copies of `s`'s entries.
    pub fn from_slice(s: &[T]) -> Self {
        if s.is_empty() { ThinList(None) } else { ThinList(Some(Box::new(s.to_vec()))) }
    }
}

impl<T> Default for ThinList<T> {
    fn default() -> Self {
        ThinList(None)
    }
}

impl<T: Clone> Clone for ThinList<T> {
    fn clone(&self) -> Self {
        match &self.0 {
            Some(v) if !v.is_empty() => ThinList(Some(v.clone())),
            _ => ThinList(None),
        }
    }
}

impl<T> Deref for ThinList<T> {
    type Target = [T];
    #[inline]
    fn deref(&self) -> &[T] {
        self.as_slice()
    }
}

impl<T> DerefMut for ThinList<T> {
    #[inline]
    fn deref_mut(&mut self) -> &mut [T] {
        self.as_mut_slice()
    }
}

impl<T: PartialEq> PartialEq for ThinList<T> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<T: Eq> Eq for ThinList<T> {}

impl<T: std::hash::Hash> std::hash::Hash for ThinList<T> {
    fn hash<H: std::hash::Hasher>(&self, state: &mut H) {
        self.as_slice().hash(state)
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for ThinList<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

impl<T> FromIterator<T> for ThinList<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Self::from_vec(iter.into_iter().collect())
    }
}

impl<T> Extend<T> for ThinList<T> {
    fn extend<I: IntoIterator<Item = T>>(&mut self, iter: I) {
        let mut iter = iter.into_iter().peekable();
        if iter.peek().is_some() {
            self.vec_mut().extend(iter);
        }
    }
}

impl<T> IntoIterator for ThinList<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;
    fn into_iter(mut self) -> Self::IntoIter {
        self.take_vec().into_iter()
    }
}

impl<'a, T> IntoIterator for &'a ThinList<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_slice().iter()
    }
}

impl<'a, T> IntoIterator for &'a mut ThinList<T> {
    type Item = &'a mut T;
    type IntoIter = std::slice::IterMut<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.as_mut_slice().iter_mut()
    }
}

impl<T> From<Vec<T>> for ThinList<T> {
    fn from(v: Vec<T>) -> Self {
        Self::from_vec(v)
    }
}

#[cfg(test)]
mod tests {
    use super::ThinList;

    #[test]
    fn empty_list_allocates_nothing_and_edits_keep_order() {
        let mut l: ThinList<u32> = ThinList::new();
        assert!(l.is_empty() && l.0.is_none());
        assert_eq!(std::mem::size_of::<ThinList<u32>>(), 8);
        l.push(3);
        l.insert(0, 1);
        l.extend([5, 7]);
        assert_eq!(&*l, &[1, 3, 5, 7]);
        l[1] = 4;
        assert_eq!(l.remove(0), 1);
        l.retain(|&x| x != 5);
        assert_eq!(l.to_vec(), vec![4, 7]);
        assert_eq!(l, ThinList::from_slice(&[4, 7]));
        l.truncate(0);
        assert!(l.0.is_none());
        l.extend(std::iter::empty());
        assert!(l.0.is_none());
        let c: ThinList<u32> = (0..3).collect();
        assert_eq!(c.clone().take_vec(), vec![0, 1, 2]);
        l.push(9);
        l.retain(|_| false);
        assert!(l.0.is_none() && l == ThinList::default());
    }
}
