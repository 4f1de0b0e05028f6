//! Errors: undefined behaviour detected while running, unsupported IR found
//! while compiling, and bad user inputs. All are values, never panics.

use std::fmt;

use affine_ir::Location;

/// What went wrong.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum ErrorKind {
    /// A memory access outside the bounds of a memref (or of its buffer).
    OutOfBounds,
    /// A poison value was stored to memory or used where a defined value is
    /// required (branch condition, loop bound, index, size, ...).
    PoisonUse,
    /// Integer division or remainder by zero, or a non-positive divisor in
    /// an affine expression.
    DivisionByZero,
    /// Signed division overflow (`INT_MIN / -1`) or an affine expression
    /// overflowing `i64`.
    Overflow,
    /// Access to a buffer after `memref.dealloc`.
    UseAfterFree,
    /// `memref.dealloc` of memory that is already freed or was not
    /// obtained from `memref.alloc`.
    InvalidFree,
    /// A loop step of zero (or a negative `scf.for` step).
    InvalidStep,
    /// A store into a `constant` global.
    WriteToConstant,
    /// Any other violated precondition of an op (`memref.cast` to a
    /// mismatching static shape, negative allocation size, ...).
    InvalidOperation,
    /// The op, type or attribute is not supported by the interpreter.
    Unsupported,
    /// The IR is malformed (wrong operand count, missing attribute, ...).
    MalformedIr,
    /// The caller passed arguments that do not match the signature, or
    /// malformed input text/JSON.
    BadInput,
    /// The named function does not exist or has no body.
    UnknownFunction,
    /// Call depth limit reached.
    StackOverflow,
    /// The iteration budget given to the interpreter ran out (a guard
    /// against non-terminating programs).
    StepLimit,
    /// A `cf.assert` condition was false (the program aborts; defined
    /// behaviour, not undefined).
    AssertionFailed,
}

impl ErrorKind {
    /// A short stable name (`out-of-bounds`, `poison-use`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ErrorKind::OutOfBounds => "out-of-bounds",
            ErrorKind::PoisonUse => "poison-use",
            ErrorKind::DivisionByZero => "division-by-zero",
            ErrorKind::Overflow => "overflow",
            ErrorKind::UseAfterFree => "use-after-free",
            ErrorKind::InvalidFree => "invalid-free",
            ErrorKind::InvalidStep => "invalid-step",
            ErrorKind::WriteToConstant => "write-to-constant",
            ErrorKind::InvalidOperation => "invalid-operation",
            ErrorKind::Unsupported => "unsupported",
            ErrorKind::MalformedIr => "malformed-ir",
            ErrorKind::BadInput => "bad-input",
            ErrorKind::UnknownFunction => "unknown-function",
            ErrorKind::StackOverflow => "stack-overflow",
            ErrorKind::StepLimit => "step-limit",
            ErrorKind::AssertionFailed => "assertion-failed",
        }
    }

    /// True for the kinds that mean the program itself has undefined
    /// behaviour on the given inputs.
    pub fn is_undefined_behaviour(self) -> bool {
        matches!(
            self,
            ErrorKind::OutOfBounds
                | ErrorKind::PoisonUse
                | ErrorKind::DivisionByZero
                | ErrorKind::Overflow
                | ErrorKind::UseAfterFree
                | ErrorKind::InvalidFree
                | ErrorKind::InvalidStep
                | ErrorKind::WriteToConstant
                | ErrorKind::InvalidOperation
        )
    }
}

/// An interpreter error: the kind, the op (name) and its source location,
/// and a human-readable message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub struct InterpError {
    /// Classification.
    pub kind: ErrorKind,
    /// Name of the op that failed (`affine.load`), empty if none.
    pub op: String,
    /// Location of the op as `file:line:col` (or `unknown`), empty if none.
    pub loc: String,
    /// The op's location in the context that was run, for a diagnostic with
    /// the source line (`None` when not attached to an op).
    pub location: Option<Location>,
    /// Details.
    pub message: String,
}

impl InterpError {
    /// An error not attached to an op.
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        InterpError { kind, op: String::new(), loc: String::new(), location: None, message: message.into() }
    }

    /// The message of an `mlir-opt`-style diagnostic at [`Self::location`]:
    /// `'affine.load' op undefined behaviour (out-of-bounds): ...`.
    /// Bad inputs have no prefix: their message names the argument.
    pub fn diagnostic_message(&self) -> String {
        if self.kind == ErrorKind::BadInput && self.op.is_empty() {
            return self.message.clone();
        }
        let what = if self.kind.is_undefined_behaviour() {
            format!("undefined behaviour ({})", self.kind.name())
        } else {
            self.kind.name().to_string()
        };
        if self.op.is_empty() {
            format!("{what}: {}", self.message)
        } else {
            format!("'{}' op {what}: {}", self.op, self.message)
        }
    }
}

impl fmt::Display for InterpError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if !self.loc.is_empty() {
            write!(f, "{}: ", self.loc)?;
        }
        write!(f, "error ({})", self.kind.name())?;
        if !self.op.is_empty() {
            write!(f, " in '{}'", self.op)?;
        }
        write!(f, ": {}", self.message)
    }
}

impl std::error::Error for InterpError {}

/// A runtime trap before it is attached to its op: kind and message.
#[derive(Clone, PartialEq, Eq, Debug)]
pub(crate) struct Trap {
    pub kind: ErrorKind,
    pub message: String,
}

impl Trap {
    /// Creates a trap.
    #[cold]
    pub fn new(kind: ErrorKind, message: impl Into<String>) -> Self {
        Trap { kind, message: message.into() }
    }
}

/// Shorthand for a runtime result.
pub(crate) type TResult<T> = Result<T, Trap>;
