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

for tool in ("FileCheck", "not", "mlir-opt"):
    if not os.path.exists(os.path.join(llvm_bin, tool)):
        lit_config.fatal(f"{tool} not found in {llvm_bin}: install mlir-22-tools and llvm-22-tools")
if not os.path.exists(os.path.join(bin_dir, "affine-opt")):
    lit_config.fatal(f"affine-opt not found in {bin_dir}: run `cargo build --release` first")

config.environment["PATH"] = os.pathsep.join([bin_dir, llvm_bin, config.environment.get("PATH", os.environ["PATH"])])
config.substitutions.append(("%mlir_opt", os.path.join(llvm_bin, "mlir-opt")))
