//! Functions of the C library that Rust's standard library does not expose
//! (or computes itself), called directly, for the `math` folders and the
//! interpreter. MLIR's folders call the C library's `erf`, `asinh`, ... (the
//! double function for `f64`, the float one for `f32`), and `mlir-runner`
//! resolves `-convert-math-to-libm`'s calls to the process's libm, the one
//! linked here: both results are bit-identical on the same machine.

/// The double-precision functions.
pub mod libm64 {
    #[link(name = "m")]
    unsafe extern "C" {
        /// `erf`.
        pub safe fn erf(x: f64) -> f64;
        /// `erfc`.
        pub safe fn erfc(x: f64) -> f64;
        /// `asinh`.
        pub safe fn asinh(x: f64) -> f64;
        /// `acosh`.
        pub safe fn acosh(x: f64) -> f64;
        /// `atanh`.
        pub safe fn atanh(x: f64) -> f64;
        /// `cbrt`. Rust's compiler-builtins define their own `cbrt`, which
        /// the link binds first; glibc's `_Float64` alias reaches the C
        /// library's.
        #[cfg_attr(target_env = "gnu", link_name = "cbrtf64")]
        pub safe fn cbrt(x: f64) -> f64;
    }
}

/// The single-precision functions of [`libm64`].
pub mod libm32 {
    #[link(name = "m")]
    unsafe extern "C" {
        /// `erff`.
        #[link_name = "erff"]
        pub safe fn erf(x: f32) -> f32;
        /// `erfcf`.
        #[link_name = "erfcf"]
        pub safe fn erfc(x: f32) -> f32;
        /// `asinhf`.
        #[link_name = "asinhf"]
        pub safe fn asinh(x: f32) -> f32;
        /// `acoshf`.
        #[link_name = "acoshf"]
        pub safe fn acosh(x: f32) -> f32;
        /// `atanhf`.
        #[link_name = "atanhf"]
        pub safe fn atanh(x: f32) -> f32;
        /// `cbrtf`.
        #[cfg_attr(target_env = "gnu", link_name = "cbrtf32")]
        #[cfg_attr(not(target_env = "gnu"), link_name = "cbrtf")]
        pub safe fn cbrt(x: f32) -> f32;
    }
}
