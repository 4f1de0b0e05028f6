//! Identifiers interned first in every [`Context`](crate::Context), in a
//! fixed order, so that their ids are compile-time constants.
//!
//! The dialects look the same few attribute and property names up on every
//! visit of every op (a loop's bounds, an access's map, a constant's value,
//! a function's name); with these constants such a lookup compares `u32`
//! ids ([`crate::ir::Ir::attr`]) instead of hashing or comparing strings.
//! Every context starts with these names at ids `0..TEXTS.len()` (workers
//! share them through their frozen base), so the constants hold in all of
//! them. Adding a name is appending a line: the ids of the others do not
//! depend on anything but this list, and output never depends on ids
//! (attribute dictionaries are ordered by name text).

use crate::context::Ident;

macro_rules! known_idents {
    ($($(#[$doc:meta])* $name:ident = $text:literal,)*) => {
        #[allow(non_camel_case_types, clippy::upper_case_acronyms)]
        #[repr(u32)]
        enum Index {
            $($name,)*
        }
        $(
            $(#[$doc])*
            pub const $name: Ident = Ident(Index::$name as u32);
        )*
        /// The texts of the known identifiers, in id order.
        pub(crate) const TEXTS: &[&str] = &[$($text,)*];

        /// The known identifier spelled `s`, if it is one: the same id as
        /// [`Context::lookup_ident`](crate::Context::lookup_ident) gives,
        /// without hashing `s` or touching the interner (code that takes a
        /// property name as a string gets the id-keyed lookup this way).
        #[inline]
        pub fn lookup(s: &str) -> Option<Ident> {
            match s {
                $($text => Some($name),)*
                _ => None,
            }
        }
    };
}

known_idents! {
    /// `value` (constants).
    VALUE = "value",
    /// `sym_name` (symbols).
    SYM_NAME = "sym_name",
    /// `sym_visibility` (symbols).
    SYM_VISIBILITY = "sym_visibility",
    /// `function_type` (functions).
    FUNCTION_TYPE = "function_type",
    /// `arg_attrs` (functions).
    ARG_ATTRS = "arg_attrs",
    /// `res_attrs` (functions).
    RES_ATTRS = "res_attrs",
    /// `operandSegmentSizes` (`AttrSizedOperandSegments`).
    OPERAND_SEGMENT_SIZES = "operandSegmentSizes",
    /// `map` (affine accesses and `affine.apply`/`min`/`max`).
    MAP = "map",
    /// `lowerBoundMap` (`affine.for`).
    LOWER_BOUND_MAP = "lowerBoundMap",
    /// `upperBoundMap` (`affine.for`).
    UPPER_BOUND_MAP = "upperBoundMap",
    /// `step` (`affine.for`).
    STEP = "step",
    /// `condition` (`affine.if`).
    CONDITION = "condition",
    /// `predicate` (comparisons).
    PREDICATE = "predicate",
    /// `overflowFlags` (integer arithmetic).
    OVERFLOW_FLAGS = "overflowFlags",
    /// `fastmath` (float arithmetic).
    FASTMATH = "fastmath",
    /// `callee` (calls).
    CALLEE = "callee",
    /// `isExact` (integer shifts and divisions).
    IS_EXACT = "isExact",
    /// `roundingmode` (float truncations).
    ROUNDINGMODE = "roundingmode",
    /// `lowerBoundsMap` (`affine.parallel`).
    LOWER_BOUNDS_MAP = "lowerBoundsMap",
    /// `upperBoundsMap` (`affine.parallel`).
    UPPER_BOUNDS_MAP = "upperBoundsMap",
    /// `lowerBoundsGroups` (`affine.parallel`).
    LOWER_BOUNDS_GROUPS = "lowerBoundsGroups",
    /// `upperBoundsGroups` (`affine.parallel`).
    UPPER_BOUNDS_GROUPS = "upperBoundsGroups",
    /// `steps` (`affine.parallel`).
    STEPS = "steps",
    /// `reductions` (`affine.parallel`).
    REDUCTIONS = "reductions",
    /// `src_map` (`affine.dma_start`).
    SRC_MAP = "src_map",
    /// `dst_map` (`affine.dma_start`).
    DST_MAP = "dst_map",
    /// `tag_map` (`affine.dma_start` / `affine.dma_wait`).
    TAG_MAP = "tag_map",
    /// `permutation_map` (vector transfers).
    PERMUTATION_MAP = "permutation_map",
    /// `in_bounds` (vector transfers).
    IN_BOUNDS = "in_bounds",
    /// `static_basis` (`affine.delinearize_index` / `linearize_index`).
    STATIC_BASIS = "static_basis",
    /// `disjoint` (`affine.linearize_index`).
    DISJOINT = "disjoint",
    /// `no_inline` (functions).
    NO_INLINE = "no_inline",
    /// `alignment` (allocations).
    ALIGNMENT = "alignment",
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Context;

    #[test]
    fn known_idents_are_constants_in_every_context() {
        let mut ctx = Context::new();
        assert_eq!(ctx.ident_str(LOWER_BOUND_MAP), "lowerBoundMap");
        assert_eq!(ctx.lookup_ident("callee"), Some(CALLEE));
        assert_eq!(ctx.ident("value"), VALUE);
        let fork = ctx.fork();
        let worker = ctx.worker(&fork);
        assert_eq!(worker.lookup_ident("operandSegmentSizes"), Some(OPERAND_SEGMENT_SIZES));
        for (i, text) in TEXTS.iter().enumerate() {
            assert_eq!(worker.ident_str(Ident(i as u32)), *text);
            assert_eq!(lookup(text), Some(Ident(i as u32)));
        }
        assert_eq!(lookup("lowerBoundMa"), None);
        assert_eq!(lookup("not_known"), None);
    }
}
