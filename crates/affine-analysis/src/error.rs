//! Why an analysis could not answer.

use affine_ir::OpId;
use affine_ir::affine::FlattenError;

/// Reasons an affine analysis gives up (the caller must then assume the
/// worst, e.g. a dependence).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisError {
    /// An op that should be a well-formed affine op is not.
    Malformed(OpId),
    /// A map or set is semi-affine or otherwise not flattenable.
    Flatten(FlattenError),
    /// The two accesses lie in different affine scopes, or have no common
    /// block inside their scope.
    DifferentScopes,
    /// A map operand could not be given a column of the constraint system
    /// (an internal inconsistency, reported rather than trusted).
    UnresolvedOperand,
    /// A memref region's access map could not be composed into its
    /// constraints (semi-affine; MLIR reports `getMemRefRegion: compose
    /// affine map failed` at the access).
    ComposeAccessMap(FlattenError),
}

impl std::fmt::Display for AnalysisError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            AnalysisError::Malformed(op) => write!(f, "malformed affine op #{}", op.0),
            AnalysisError::Flatten(e) => write!(f, "{e}"),
            AnalysisError::DifferentScopes => write!(f, "accesses are in different affine scopes"),
            AnalysisError::UnresolvedOperand => write!(f, "a map operand has no column in the constraint system"),
            AnalysisError::ComposeAccessMap(e) => write!(f, "access map not composable: {e}"),
        }
    }
}

impl std::error::Error for AnalysisError {}
