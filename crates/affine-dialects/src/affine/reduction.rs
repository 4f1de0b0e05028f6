//! Reduction kinds of `affine.parallel` (MLIR's `arith::AtomicRMWKind`).
//!
//! `affine.parallel ... reduce ("addf", "maximumf")` stores each kind as its
//! integer value in the `reductions` array property, so the numbering must
//! be MLIR's.

use affine_ir::context::{Context, Signedness, Type, TypeData};

/// A reduction kind; the discriminant is MLIR's `AtomicRMWKind` value.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ReductionKind {
    /// Floating-point addition.
    AddF = 0,
    /// Integer addition.
    AddI = 1,
    /// Bitwise and.
    AndI = 2,
    /// Keeps the (single) yielded value.
    Assign = 3,
    /// IEEE `maximum` (NaN-propagating).
    MaximumF = 4,
    /// IEEE `maxNum`.
    MaxNumF = 5,
    /// Signed integer maximum.
    MaxS = 6,
    /// Unsigned integer maximum.
    MaxU = 7,
    /// IEEE `minimum` (NaN-propagating).
    MinimumF = 8,
    /// IEEE `minNum`.
    MinNumF = 9,
    /// Signed integer minimum.
    MinS = 10,
    /// Unsigned integer minimum.
    MinU = 11,
    /// Floating-point multiplication.
    MulF = 12,
    /// Integer multiplication.
    MulI = 13,
    /// Bitwise or.
    OrI = 14,
    /// Bitwise xor.
    XOrI = 15,
}

/// All kinds in value order.
const ALL: [ReductionKind; 16] = [
    ReductionKind::AddF,
    ReductionKind::AddI,
    ReductionKind::AndI,
    ReductionKind::Assign,
    ReductionKind::MaximumF,
    ReductionKind::MaxNumF,
    ReductionKind::MaxS,
    ReductionKind::MaxU,
    ReductionKind::MinimumF,
    ReductionKind::MinNumF,
    ReductionKind::MinS,
    ReductionKind::MinU,
    ReductionKind::MulF,
    ReductionKind::MulI,
    ReductionKind::OrI,
    ReductionKind::XOrI,
];

impl ReductionKind {
    /// The kind with MLIR value `v`.
    pub fn from_value(v: i128) -> Option<Self> {
        usize::try_from(v).ok().and_then(|i| ALL.get(i).copied())
    }

    /// The kind spelled `s` in the custom syntax (`"addf"`).
    pub fn from_name(s: &str) -> Option<Self> {
        ALL.iter().copied().find(|k| k.name() == s)
    }

    /// MLIR's integer value of the kind.
    pub fn value(self) -> i64 {
        self as i64
    }

    /// The spelling used in `reduce ("...")`.
    pub fn name(self) -> &'static str {
        match self {
            ReductionKind::AddF => "addf",
            ReductionKind::AddI => "addi",
            ReductionKind::AndI => "andi",
            ReductionKind::Assign => "assign",
            ReductionKind::MaximumF => "maximumf",
            ReductionKind::MaxNumF => "maxnumf",
            ReductionKind::MaxS => "maxs",
            ReductionKind::MaxU => "maxu",
            ReductionKind::MinimumF => "minimumf",
            ReductionKind::MinNumF => "minnumf",
            ReductionKind::MinS => "mins",
            ReductionKind::MinU => "minu",
            ReductionKind::MulF => "mulf",
            ReductionKind::MulI => "muli",
            ReductionKind::OrI => "ori",
            ReductionKind::XOrI => "xori",
        }
    }

    /// True if a result of type `t` may be reduced with this kind (MLIR's
    /// `isResultTypeMatchAtomicRMWKind`; `maxnumf`, `minnumf` and `xori`
    /// are rejected for every type, as upstream).
    pub fn accepts(self, ctx: &Context, t: Type) -> bool {
        let data = ctx.type_data(t);
        let is_float = matches!(data, TypeData::Float(_));
        let int_sign = match data {
            TypeData::Integer { signedness, .. } => Some(*signedness),
            _ => None,
        };
        match self {
            ReductionKind::AddF | ReductionKind::MulF | ReductionKind::MaximumF | ReductionKind::MinimumF => is_float,
            ReductionKind::AddI | ReductionKind::MulI | ReductionKind::OrI | ReductionKind::AndI => int_sign.is_some(),
            ReductionKind::Assign => true,
            ReductionKind::MaxS | ReductionKind::MinS => int_sign == Some(Signedness::Signed),
            ReductionKind::MaxU | ReductionKind::MinU => int_sign == Some(Signedness::Unsigned),
            ReductionKind::MaxNumF | ReductionKind::MinNumF | ReductionKind::XOrI => false,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_and_values_round_trip() {
        for (i, k) in ALL.iter().enumerate() {
            assert_eq!(k.value(), i as i64);
            assert_eq!(ReductionKind::from_name(k.name()), Some(*k));
            assert_eq!(ReductionKind::from_value(i as i128), Some(*k));
        }
        assert_eq!(ReductionKind::from_name("maxf"), None);
        assert_eq!(ReductionKind::from_value(16), None);
        assert_eq!(ReductionKind::from_value(-1), None);
    }

    #[test]
    fn type_compatibility() {
        let mut ctx = crate::new_context();
        let f32t = ctx.f32_type();
        let i32t = ctx.int_type(32);
        let si = ctx.ty(TypeData::Integer { width: 32, signedness: Signedness::Signed });
        assert!(ReductionKind::AddF.accepts(&ctx, f32t));
        assert!(!ReductionKind::AddF.accepts(&ctx, i32t));
        assert!(ReductionKind::MulI.accepts(&ctx, i32t));
        assert!(!ReductionKind::MaxS.accepts(&ctx, i32t));
        assert!(ReductionKind::MaxS.accepts(&ctx, si));
        assert!(ReductionKind::Assign.accepts(&ctx, i32t));
        assert!(!ReductionKind::XOrI.accepts(&ctx, i32t));
    }
}
