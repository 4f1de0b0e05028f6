//! `affine-opt`: an `mlir-opt`-compatible command line for the affine toolkit.
//!
//! Reads MLIR text (a file or `-` for stdin), optionally splits it at
//! `// -----`, parses and verifies each chunk, runs the requested passes and
//! prints the result exactly as `mlir-opt` 22 would. Diagnostics are rendered
//! like `mlir-opt`'s, or checked against `expected-*` comments under
//! `--verify-diagnostics`.

mod background_writer;
mod cli;
mod driver;
mod execute;
mod help;
mod ir_tree;
mod parallel_parse;
mod split;
mod timing;
mod verify_diagnostics;

use std::process::ExitCode;

/// The allocator of the command line. The IR, the analyses and the worker
/// contexts of the parallel pass runner make many small, short-lived
/// allocations from several threads; glibc's allocator spent about a fifth
/// of the loop pipeline's CPU time in `malloc`/`free` (bench/loop-pipeline),
/// mimalloc's thread-local free lists about half of that. The library
/// crates leave the choice to their users.
#[global_allocator]
static ALLOCATOR: Mimalloc = Mimalloc;

/// mimalloc (v2, transparent huge pages off), called through its plain
/// entry points when the alignment asked for is one every mimalloc block
/// has (a machine word: block sizes are whole words from aligned pages).
/// The `mimalloc` crate's `MiMalloc` always takes the aligned entry points,
/// whose extra checks cost a fair part of each of the millions of small
/// allocations a large module makes.
struct Mimalloc;

/// The alignment of every block mimalloc hands out.
const WORD_ALIGN: usize = std::mem::size_of::<usize>();

// SAFETY: every method forwards to mimalloc's allocation functions, which
// return blocks of at least the requested size, aligned to `WORD_ALIGN` by
// the plain entry points and to `layout.align()` by the aligned ones (used
// whenever the alignment is larger); `mi_free` and `mi_realloc*` accept any
// block of either kind.
unsafe impl std::alloc::GlobalAlloc for Mimalloc {
    #[inline]
    unsafe fn alloc(&self, layout: std::alloc::Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if layout.align() <= WORD_ALIGN {
                libmimalloc_sys::mi_malloc(layout.size()) as *mut u8
            } else {
                libmimalloc_sys::mi_malloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn alloc_zeroed(&self, layout: std::alloc::Layout) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            if layout.align() <= WORD_ALIGN {
                libmimalloc_sys::mi_zalloc(layout.size()) as *mut u8
            } else {
                libmimalloc_sys::mi_zalloc_aligned(layout.size(), layout.align()) as *mut u8
            }
        }
    }

    #[inline]
    unsafe fn dealloc(&self, ptr: *mut u8, _layout: std::alloc::Layout) {
        // SAFETY: see the impl.
        unsafe { libmimalloc_sys::mi_free(ptr as *mut std::ffi::c_void) }
    }

    #[inline]
    unsafe fn realloc(&self, ptr: *mut u8, layout: std::alloc::Layout, new_size: usize) -> *mut u8 {
        // SAFETY: see the impl.
        unsafe {
            let p = ptr as *mut std::ffi::c_void;
            if layout.align() <= WORD_ALIGN {
                libmimalloc_sys::mi_realloc(p, new_size) as *mut u8
            } else {
                libmimalloc_sys::mi_realloc_aligned(p, new_size, layout.align()) as *mut u8
            }
        }
    }
}

/// Stack of the thread that does the work. Parsing, verification, printing,
/// analyses and passes recurse once per nesting level; this is sized for
/// the parser's limit (`affine_ir::parser::MAX_NESTING` levels), past which
/// the input gets a diagnostic. Only the pages actually used are committed.
const STACK_BYTES: usize = 1 << 30;

fn main() -> ExitCode {
    let worker = std::thread::Builder::new().name("affine-opt".into()).stack_size(STACK_BYTES).spawn(run);
    match worker.map(|handle| handle.join()) {
        Ok(Ok(code)) => code,
        Ok(Err(panic)) => std::panic::resume_unwind(panic),
        Err(e) => {
            eprintln!("error: cannot start the worker thread: {e}");
            ExitCode::from(1)
        }
    }
}

fn run() -> ExitCode {
    let args: Vec<String> = std::env::args().collect();
    let registry = affine_transforms::default_registry();
    let options = match cli::parse_args(&args, &registry) {
        Ok(cli::Parsed::Run(options)) => options,
        Ok(cli::Parsed::Exit(text, code)) => {
            print!("{text}");
            return ExitCode::from(code);
        }
        Err(message) => {
            eprint!("{message}");
            return ExitCode::from(1);
        }
    };
    match driver::run(&options, &registry) {
        Ok(true) => ExitCode::SUCCESS,
        Ok(false) => ExitCode::from(1),
        Err(message) => {
            eprintln!("{message}");
            ExitCode::from(1)
        }
    }
}
