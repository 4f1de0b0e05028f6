# lit configuration for affine-opt's MLIR-style file tests.
#
# Every `.mlir` file under this folder is a test: its `// RUN:` lines run with
# `affine-opt` (our binary), `FileCheck`, `not` and the reference `mlir-opt` 22
# on PATH. An MLIR engineer can add a test here without reading any harness code.
import os
import lit.formats

config.name = "affine-opt"
config.test_format = lit.formats.ShTest(execute_external=True)
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)

repo = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
bin_dir = os.environ.get("AFFINE_OPT_BIN_DIR", os.path.join(repo, "target", "release"))
llvm_bin = os.environ.get("LLVM_BIN_DIR", "/usr/lib/llvm-22/bin")

for tool in ("FileCheck", "not", "mlir-opt", "mlir-runner"):
    if not os.path.exists(os.path.join(llvm_bin, tool)):
        lit_config.fatal(f"{tool} not found in {llvm_bin}: install mlir-22-tools and llvm-22-tools")
if not os.path.exists(os.path.join(bin_dir, "affine-opt")):
    lit_config.fatal(f"affine-opt not found in {bin_dir}: run `cargo build --release` first")

config.environment["PATH"] = os.pathsep.join([bin_dir, llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
config.substitutions.append(("%mlir_opt", os.path.join(llvm_bin, "mlir-opt")))

# JIT execution with the reference tools (tests/lit/upstream-bugs/ confirm
# mlir-opt miscompiles with them): `%lower_to_llvm` is the mlir-opt pass list
# of affine-testing's runner (LOWERING_PIPELINE), `%mlir_runner` runs `@main`
# with the runtime library that provides `printMemrefF32` and friends.
llvm_lib = os.environ.get("LLVM_LIB_DIR", os.path.join(os.path.dirname(llvm_bin), "lib"))
runner_libs = []
for stem in ("libmlir_runner_utils", "libmlir_c_runner_utils"):
    found = sorted(f for f in os.listdir(llvm_lib) if f.startswith(stem + ".so")) if os.path.isdir(llvm_lib) else []
    if not found:
        lit_config.fatal(f"{stem}.so not found in {llvm_lib}: install mlir-22-tools (or set LLVM_LIB_DIR)")
    runner_libs.append(os.path.join(llvm_lib, found[-1]))
config.substitutions.append(
    (
        "%lower_to_llvm",
        "-lower-affine -convert-vector-to-scf -convert-scf-to-cf -convert-vector-to-llvm "
        "-expand-strided-metadata -lower-affine -convert-arith-to-llvm -convert-index-to-llvm "
        "-finalize-memref-to-llvm -convert-func-to-llvm -convert-cf-to-llvm -convert-ub-to-llvm "
        "-reconcile-unrealized-casts",
    )
)
config.substitutions.append(
    (
        "%mlir_runner",
        f"{os.path.join(llvm_bin, 'mlir-runner')} -e main -entry-point-result=void "
        f"-shared-libs={','.join(runner_libs)}",
    )
)
