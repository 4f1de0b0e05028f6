//! The `gpu` dialect's attributes and types, parsed, validated and printed
//! as `mlir-opt` does wherever they appear: the enum attributes
//! (`#gpu<dim x>`, `#gpu.address_space<workgroup>`, the mapping attributes
//! `#gpu.thread<x>` and friends, `#gpu<shuffle_mode xor>`, ...), and the
//! types `!gpu.async.token`, the sparse handles and
//! `!gpu.mma_matrix<16x16xf16, "AOp">`.

use crate::dialect_attrs::{CaseMessage, EnumAttr, parse_enum_attrs, parse_mnemonic};
use affine_ir::asm::AsmWriter;
use affine_ir::context::{AttrData, Attribute, DialectData, Type, TypeData};
use affine_ir::dialect::DialectHooks;
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

const DIMENSION_CASES: &[(&str, u32)] = &[("x", 0), ("y", 1), ("z", 2)];
const ADDRESS_SPACE_CASES: &[(&str, u32)] = &[("global", 1), ("workgroup", 2), ("private", 3)];
const MAPPING_CASES: &[(&str, u32)] = &[
    ("x", 0),
    ("y", 1),
    ("z", 2),
    ("linear_dim_0", 3),
    ("linear_dim_1", 4),
    ("linear_dim_2", 5),
    ("linear_dim_3", 6),
    ("linear_dim_4", 7),
    ("linear_dim_5", 8),
    ("linear_dim_6", 9),
    ("linear_dim_7", 10),
    ("linear_dim_8", 11),
    ("linear_dim_9", 12),
];
const REDUCTION_CASES: &[(&str, u32)] = &[
    ("add", 0),
    ("mul", 1),
    ("minui", 2),
    ("minsi", 3),
    ("minnumf", 4),
    ("maxui", 5),
    ("maxsi", 6),
    ("maxnumf", 7),
    ("and", 8),
    ("or", 9),
    ("xor", 10),
    ("minimumf", 11),
    ("maximumf", 12),
];

const fn gpu_enum(
    name: &'static str,
    keyword_form: bool,
    cases: &'static [(&'static str, u32)],
    attr_def: &'static str,
    param: &'static str,
    cpp_type: &'static str,
) -> EnumAttr {
    EnumAttr { name, keyword_form, cases, bit_separator: None, attr_def, param, cpp_type, message: CaseMessage::Ods }
}

/// `#gpu<dim x>`.
pub(crate) const DIM: EnumAttr =
    gpu_enum("gpu.dim", true, DIMENSION_CASES, "GPU_DimensionAttr", "value", "::mlir::gpu::Dimension");
/// `#gpu<shuffle_mode xor>`.
pub(crate) const SHUFFLE_MODE: EnumAttr = gpu_enum(
    "gpu.shuffle_mode",
    true,
    &[("xor", 0), ("up", 1), ("down", 2), ("idx", 3)],
    "GPU_ShuffleModeAttr",
    "value",
    "::mlir::gpu::ShuffleMode",
);
/// `#gpu<all_reduce_op add>`.
pub(crate) const ALL_REDUCE_OP: EnumAttr = gpu_enum(
    "gpu.all_reduce_op",
    true,
    REDUCTION_CASES,
    "GPU_AllReduceOperationAttr",
    "value",
    "::mlir::gpu::AllReduceOperation",
);
/// `#gpu<mma_element_wise addf>`.
pub(crate) const MMA_ELEMENT_WISE: EnumAttr = gpu_enum(
    "gpu.mma_element_wise",
    true,
    &[
        ("addf", 0),
        ("mulf", 1),
        ("subf", 2),
        ("maxf", 3),
        ("minf", 4),
        ("divf", 5),
        ("addi", 6),
        ("muli", 7),
        ("subi", 8),
        ("divs", 9),
        ("divu", 10),
        ("negatef", 11),
        ("negates", 12),
        ("extf", 13),
    ],
    "MMAElementWiseAttr",
    "value",
    "::mlir::gpu::MMAElementwiseOp",
);
/// `#gpu<broadcast first_active_lane>`.
pub(crate) const BROADCAST: EnumAttr = gpu_enum(
    "gpu.broadcast",
    true,
    &[("first_active_lane", 0), ("specific_lane", 1)],
    "GPU_BroadcastTypeAttr",
    "value",
    "::mlir::gpu::BroadcastType",
);
/// `#gpu<mat_transpose_mode TRANSPOSE>` (the sparse ops' `modeA`/`modeB`).
pub(crate) const TRANSPOSE_MODE: EnumAttr = gpu_enum(
    "gpu.mat_transpose_mode",
    true,
    &[("NON_TRANSPOSE", 0), ("TRANSPOSE", 1), ("CONJUGATE_TRANSPOSE", 2)],
    "GPU_TransposeModeAttr",
    "value",
    "::mlir::gpu::TransposeMode",
);
/// `#gpu<prune_2to4_spmat_flag PRUNE_ONLY>` (`gpu.create_2to4_spmat`).
pub(crate) const PRUNE_FLAG: EnumAttr = gpu_enum(
    "gpu.prune_2to4_spmat_flag",
    true,
    &[("NONE", 0), ("PRUNE_ONLY", 1), ("PRUNE_AND_CHECK", 2)],
    "GPU_Prune2To4SpMatFlagAttr",
    "value",
    "::mlir::gpu::Prune2To4SpMatFlag",
);
/// `#gpu<spgemm_work_estimation_or_compute_kind COMPUTE>`.
pub(crate) const SPGEMM_KIND: EnumAttr = gpu_enum(
    "gpu.spgemm_work_estimation_or_compute_kind",
    true,
    &[("WORK_ESTIMATION", 0), ("COMPUTE", 1)],
    "GPU_SpGEMMWorkEstimationOrComputeKindAttr",
    "value",
    "::mlir::gpu::SpGEMMWorkEstimationOrComputeKind",
);
/// `#gpu.address_space<workgroup>` (memory spaces of memrefs).
pub(crate) const ADDRESS_SPACE: EnumAttr = gpu_enum(
    "gpu.address_space",
    false,
    ADDRESS_SPACE_CASES,
    "GPU_AddressSpaceAttr",
    "value",
    "::mlir::gpu::AddressSpace",
);
const MAPPING_ID: &str = "::mlir::gpu::MappingId";
/// `#gpu.thread<x>` and the other mapping attributes of `scf.forall`.
pub(crate) const THREAD: EnumAttr =
    gpu_enum("gpu.thread", false, MAPPING_CASES, "GPUThreadMappingAttr", "thread", MAPPING_ID);
const BLOCK: EnumAttr = gpu_enum("gpu.block", false, MAPPING_CASES, "GPUBlockMappingAttr", "block", MAPPING_ID);
const WARP: EnumAttr = gpu_enum("gpu.warp", false, MAPPING_CASES, "GPUWarpMappingAttr", "warp", MAPPING_ID);
const WARPGROUP: EnumAttr =
    gpu_enum("gpu.warpgroup", false, MAPPING_CASES, "GPUWarpgroupMappingAttr", "warpgroup", MAPPING_ID);
const LANE: EnumAttr = gpu_enum("gpu.lane", false, MAPPING_CASES, "GPULaneMappingAttr", "lane", MAPPING_ID);
const MEMORY_SPACE: EnumAttr = gpu_enum(
    "gpu.memory_space",
    false,
    ADDRESS_SPACE_CASES,
    "GPUMemorySpaceMappingAttr",
    "address_space",
    "::mlir::gpu::AddressSpace",
);

/// The dialect hooks of `gpu`.
pub(crate) const HOOKS: DialectHooks = DialectHooks {
    parse_attr: Some(parse_attr),
    parse_type: Some(parse_type),
    print_type: Some(print_type),
    verify_op_attr: Some(super::ops::verify_container_module),
    ..DialectHooks::NONE
};

fn parse_attr(p: &mut OpParser, _ty: Option<Type>) -> PResult<Attribute> {
    parse_enum_attrs(
        p,
        "gpu",
        &[
            &DIM,
            &SHUFFLE_MODE,
            &ALL_REDUCE_OP,
            &MMA_ELEMENT_WISE,
            &BROADCAST,
            &TRANSPOSE_MODE,
            &PRUNE_FLAG,
            &SPGEMM_KIND,
            &ADDRESS_SPACE,
            &THREAD,
            &BLOCK,
            &WARP,
            &WARPGROUP,
            &LANE,
            &MEMORY_SPACE,
        ],
    )
}

/// The types without parameters, by mnemonic.
const LEAF_TYPES: &[&str] = &["async.token", "sparse.dntensor_handle", "sparse.spmat_handle", "sparse.spgemmop_handle"];

/// MLIR's `GPUDialect::parseType`: the mnemonic, then a type's body.
fn parse_type(p: &mut OpParser) -> PResult<Type> {
    let (off, mnemonic) = parse_mnemonic(p)?;
    if LEAF_TYPES.contains(&mnemonic.as_str()) {
        return Ok(p.ctx.ty(TypeData::Opaque(format!("gpu.{mnemonic}"))));
    }
    if mnemonic == "mma_matrix" {
        return parse_mma_matrix(p, off);
    }
    Err(p.error_at(off, format!("unknown gpu type: {mnemonic}")))
}

/// `!gpu.mma_matrix<16x16xf16, "AOp">`: two dimensions, an element type
/// (`si8`, `ui8`, `i32`, `f16`, `f32`, `f64`), and the operand (`AOp`,
/// `BOp`, `COp`). Errors are at the mnemonic (`off`), in MLIR's order: the
/// dimension count while parsing, then `MMAMatrixType::verifyInvariants`
/// (operand, element type).
fn parse_mma_matrix(p: &mut OpParser, off: usize) -> PResult<Type> {
    p.expect(Tok::Less)?;
    let shape = p.parse_dimension_list(false)?;
    let elem = p.parse_type()?;
    if shape.len() != 2 {
        return Err(p.error_at(off, "MMAMatrixType must have exactly two dimensions"));
    }
    p.expect(Tok::Comma)?;
    let operand = p.parse_string()?;
    p.expect(Tok::Greater)?;
    if !matches!(operand.as_str(), "AOp" | "BOp" | "COp") {
        return Err(p.error_at(off, "operand expected to be one of AOp, BOp or COp"));
    }
    if !["si8", "ui8", "i32", "f16", "f32", "f64"].contains(&p.ctx.type_to_string(elem).as_str()) {
        return Err(p.error_at(off, "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64"));
    }
    let ctx = &mut *p.ctx;
    let params = vec![
        ctx.index_attr(shape[0]),
        ctx.index_attr(shape[1]),
        ctx.type_attr(elem),
        ctx.attr(AttrData::String { value: operand, ty: None }),
    ];
    Ok(ctx.ty(TypeData::Dialect(DialectData { name: "gpu.mma_matrix", params })))
}

fn print_type(w: &mut AsmWriter, d: &DialectData) {
    let ctx = w.ctx;
    if let [r, c, elem, operand] = d.params[..] {
        let dim = |a| ctx.attr_int(a).unwrap_or(0);
        w.out.push_str(&format!("mma_matrix<{}x{}x", dim(r), dim(c)));
        if let AttrData::Type(t) = ctx.attr_data(elem) {
            w.write_type(*t);
        }
        w.out.push_str(", ");
        w.write_attr(operand, false);
        w.out.push('>');
    }
}
