//! The part of MLIR's `spirv` dialect affine code meets (functions lowered
//! from GPU kernels, fusion inside `spirv.func`): the composite types
//! ([`types`]: `!spirv.array`, `!spirv.rtarray`, `!spirv.ptr`,
//! `!spirv.struct`), the attributes that describe modules and functions
//! (`#spirv.function_control`, `#spirv.addressing_model`,
//! `#spirv.memory_model`, `#spirv.storage_class`, `#spirv.scope`,
//! `#spirv.vce` with its capability and extension names checked
//! ([`names`]), `#spirv.target_env` and `#spirv.resource_limits`
//! ([`target_env`]) with the cooperative matrix properties they list
//! (`coop_matrix`)), the ABI
//! attributes of functions and their arguments with 22's checks of
//! `spirv.*` attributes on ops, arguments and results (`abi`), and the
//! ops `spirv.module`, `spirv.func`, `spirv.Constant`, `spirv.Return` and
//! `spirv.ReturnValue` ([`ops`]), with `mlir-opt` 22's syntax and
//! diagnostics.

mod abi;
mod coop_matrix;
mod names;
mod ops;
mod target_env;
pub(crate) use target_env::is_target_env;
pub mod types;

use crate::dialect_attrs::{CaseMessage, EnumAttr, parse_mnemonic};
use affine_ir::context::{AttrData, Attribute, Type};
use affine_ir::dialect::{DialectHooks, Registry};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult};

/// Registers the `spirv` dialect.
pub fn register(reg: &mut Registry) {
    // MLIR's dialect calls `allowUnknownOperations()`: `"spirv.anything"`
    // parses and verifies as an unregistered op.
    reg.allow_unknown_ops("spirv");
    reg.set_dialect_hooks(
        "spirv",
        DialectHooks {
            parse_attr: Some(parse_attr),
            parse_type: Some(types::parse_type),
            print_type: Some(types::print_type),
            verify_op_attr: Some(abi::verify_op_attr),
            verify_region_arg_attr: Some(abi::verify_region_arg_attr),
            verify_region_result_attr: Some(abi::verify_region_result_attr),
            ..DialectHooks::NONE
        },
    );
    ops::register(reg);
}

const fn spirv_enum(
    name: &'static str,
    cases: &'static [(&'static str, u32)],
    bit_separator: Option<&'static str>,
    attr_def: &'static str,
    cpp_type: &'static str,
) -> EnumAttr {
    EnumAttr {
        name,
        keyword_form: false,
        cases,
        bit_separator,
        attr_def,
        param: "value",
        cpp_type,
        message: CaseMessage::Ods,
    }
}

/// `#spirv.function_control<Inline|Pure>` (a bit enum).
pub(crate) const FUNCTION_CONTROL: EnumAttr = spirv_enum(
    "spirv.function_control",
    &[("None", 0), ("Inline", 1), ("DontInline", 2), ("Pure", 4), ("Const", 8), ("OptNoneINTEL", 0x10000)],
    Some("|"),
    "SPIRV_FunctionControlAttr",
    "::mlir::spirv::FunctionControl",
);

/// `#spirv.scope<Subgroup>`.
pub(crate) const SCOPE: EnumAttr = spirv_enum(
    "spirv.scope",
    &[
        ("CrossDevice", 0),
        ("Device", 1),
        ("Workgroup", 2),
        ("Subgroup", 3),
        ("Invocation", 4),
        ("QueueFamily", 5),
        ("ShaderCallKHR", 6),
    ],
    None,
    "SPIRV_ScopeAttr",
    "::mlir::spirv::Scope",
);

/// `#spirv.addressing_model<Logical>`.
pub(crate) const ADDRESSING_MODEL: EnumAttr = spirv_enum(
    "spirv.addressing_model",
    &[("Logical", 0), ("Physical32", 1), ("Physical64", 2), ("PhysicalStorageBuffer64", 5348)],
    None,
    "SPIRV_AddressingModelAttr",
    "::mlir::spirv::AddressingModel",
);

/// `#spirv.memory_model<GLSL450>`.
pub(crate) const MEMORY_MODEL: EnumAttr = spirv_enum(
    "spirv.memory_model",
    &[("Simple", 0), ("GLSL450", 1), ("OpenCL", 2), ("Vulkan", 3)],
    None,
    "SPIRV_MemoryModelAttr",
    "::mlir::spirv::MemoryModel",
);

/// The storage classes as enum cases (value: position in
/// [`types::STORAGE_CLASSES`]).
const STORAGE_CLASS_CASES: &[(&str, u32)] = &[
    ("UniformConstant", 0),
    ("Input", 1),
    ("Uniform", 2),
    ("Output", 3),
    ("Workgroup", 4),
    ("CrossWorkgroup", 5),
    ("Private", 6),
    ("Function", 7),
    ("Generic", 8),
    ("PushConstant", 9),
    ("AtomicCounter", 10),
    ("Image", 11),
    ("StorageBuffer", 12),
    ("CallableDataKHR", 13),
    ("IncomingCallableDataKHR", 14),
    ("RayPayloadKHR", 15),
    ("HitAttributeKHR", 16),
    ("IncomingRayPayloadKHR", 17),
    ("ShaderRecordBufferKHR", 18),
    ("PhysicalStorageBuffer", 19),
    ("TaskPayloadWorkgroupEXT", 20),
    ("CodeSectionINTEL", 21),
    ("DeviceOnlyINTEL", 22),
    ("HostOnlyINTEL", 23),
];

/// `#spirv.storage_class<Workgroup>` (memref memory spaces of kernels
/// lowered to SPIR-V).
const STORAGE_CLASS: EnumAttr = spirv_enum(
    "spirv.storage_class",
    STORAGE_CLASS_CASES,
    None,
    "SPIRV_StorageClassAttr",
    "::mlir::spirv::StorageClass",
);

/// `#spirv.decoration<Restrict>` (on function arguments) and the
/// decorations of struct members. The values are the cases' positions in
/// MLIR's declaration order (which follows the SPIR-V numbering), used
/// only to order and compare them.
pub(crate) const DECORATION: EnumAttr = spirv_enum(
    "spirv.decoration",
    &[
        ("RelaxedPrecision", 0),
        ("SpecId", 1),
        ("Block", 2),
        ("BufferBlock", 3),
        ("RowMajor", 4),
        ("ColMajor", 5),
        ("ArrayStride", 6),
        ("MatrixStride", 7),
        ("GLSLShared", 8),
        ("GLSLPacked", 9),
        ("CPacked", 10),
        ("BuiltIn", 11),
        ("NoPerspective", 12),
        ("Flat", 13),
        ("Patch", 14),
        ("Centroid", 15),
        ("Sample", 16),
        ("Invariant", 17),
        ("Restrict", 18),
        ("Aliased", 19),
        ("Volatile", 20),
        ("Constant", 21),
        ("Coherent", 22),
        ("NonWritable", 23),
        ("NonReadable", 24),
        ("Uniform", 25),
        ("UniformId", 26),
        ("SaturatedConversion", 27),
        ("Stream", 28),
        ("Location", 29),
        ("Component", 30),
        ("Index", 31),
        ("Binding", 32),
        ("DescriptorSet", 33),
        ("Offset", 34),
        ("XfbBuffer", 35),
        ("XfbStride", 36),
        ("FuncParamAttr", 37),
        ("FPRoundingMode", 38),
        ("FPFastMathMode", 39),
        ("LinkageAttributes", 40),
        ("NoContraction", 41),
        ("InputAttachmentIndex", 42),
        ("Alignment", 43),
        ("MaxByteOffset", 44),
        ("AlignmentId", 45),
        ("MaxByteOffsetId", 46),
        ("NoSignedWrap", 47),
        ("NoUnsignedWrap", 48),
        ("ExplicitInterpAMD", 49),
        ("OverrideCoverageNV", 50),
        ("PassthroughNV", 51),
        ("ViewportRelativeNV", 52),
        ("SecondaryViewportRelativeNV", 53),
        ("PerPrimitiveEXT", 54),
        ("PerVertexKHR", 55),
        ("NonUniform", 56),
        ("RestrictPointer", 57),
        ("AliasedPointer", 58),
        ("BindlessSamplerNV", 59),
        ("BindlessImageNV", 60),
        ("BoundSamplerNV", 61),
        ("BoundImageNV", 62),
        ("SIMTCallINTEL", 63),
        ("ReferencedIndirectlyINTEL", 64),
        ("ClobberINTEL", 65),
        ("SideEffectsINTEL", 66),
        ("VectorComputeVariableINTEL", 67),
        ("FuncParamIOKindINTEL", 68),
        ("VectorComputeFunctionINTEL", 69),
        ("StackCallINTEL", 70),
        ("GlobalVariableOffsetINTEL", 71),
        ("CounterBuffer", 72),
        ("UserSemantic", 73),
        ("UserTypeGOOGLE", 74),
        ("FunctionRoundingModeINTEL", 75),
        ("FunctionDenormModeINTEL", 76),
        ("RegisterINTEL", 77),
        ("MemoryINTEL", 78),
        ("NumbanksINTEL", 79),
        ("BankwidthINTEL", 80),
        ("MaxPrivateCopiesINTEL", 81),
        ("SinglepumpINTEL", 82),
        ("DoublepumpINTEL", 83),
        ("MaxReplicatesINTEL", 84),
        ("SimpleDualPortINTEL", 85),
        ("MergeINTEL", 86),
        ("BankBitsINTEL", 87),
        ("ForcePow2DepthINTEL", 88),
        ("BurstCoalesceINTEL", 89),
        ("CacheSizeINTEL", 90),
        ("DontStaticallyCoalesceINTEL", 91),
        ("PrefetchINTEL", 92),
        ("StallEnableINTEL", 93),
        ("FuseLoopsInFunctionINTEL", 94),
        ("AliasScopeINTEL", 95),
        ("NoAliasINTEL", 96),
        ("BufferLocationINTEL", 97),
        ("IOPipeStorageINTEL", 98),
        ("FunctionFloatingPointModeINTEL", 99),
        ("SingleElementVectorINTEL", 100),
        ("VectorComputeCallableFunctionINTEL", 101),
        ("MediaBlockIOINTEL", 102),
        ("CacheControlLoadINTEL", 103),
        ("CacheControlStoreINTEL", 104),
    ],
    None,
    "SPIRV_DecorationAttr",
    "::mlir::spirv::Decoration",
);

/// SPIR-V versions a `#spirv.vce` triple may name.
const VERSIONS: &[&str] = &["v1.0", "v1.1", "v1.2", "v1.3", "v1.4", "v1.5", "v1.6"];

/// MLIR's `SPIRVDialect::parseAttribute` for the attributes above.
fn parse_attr(p: &mut OpParser, ty: Option<Type>) -> PResult<Attribute> {
    // SPIR-V attributes have no type: a `: type` after one is rejected at
    // its name before its body is read.
    if ty.is_some() {
        return Err(p.error_at(p.offset(), "unexpected type"));
    }
    let (off, mnemonic) = parse_mnemonic(p)?;
    match [&FUNCTION_CONTROL, &ADDRESSING_MODEL, &MEMORY_MODEL, &STORAGE_CLASS, &DECORATION, &SCOPE]
        .into_iter()
        .find(|d| d.mnemonic() == mnemonic)
    {
        Some(def) => def.parse_body(p),
        None if mnemonic == "vce" => parse_vce(p),
        None if mnemonic == coop_matrix::KHR => coop_matrix::parse_coop_matrix_props(p, true),
        None if mnemonic == coop_matrix::NV => coop_matrix::parse_coop_matrix_props(p, false),
        None if mnemonic == target_env::TARGET_ENV => target_env::parse_target_env(p),
        None if mnemonic == target_env::RESOURCE_LIMITS => target_env::parse_resource_limits(p),
        None if mnemonic == abi::INTERFACE_VAR_ABI => abi::parse_interface_var_abi(p),
        None if mnemonic == abi::ENTRY_POINT_ABI => abi::parse_entry_point_abi(p),
        None => Err(p.error_at(off, format!("unknown SPIR-V attribute kind: {mnemonic}"))),
    }
}

/// `vce<version, [capabilities], [extensions]>`, kept as its canonical text.
fn parse_vce(p: &mut OpParser) -> PResult<Attribute> {
    p.expect(Tok::Less)?;
    let at = p.offset();
    let Some(version) = p.parse_optional_keyword_any() else {
        return Err(p.error_at(p.offset(), "expected valid keyword"));
    };
    // MLIR reads the comma after the version before it looks the version up.
    p.expect(Tok::Comma)?;
    if !VERSIONS.contains(&version) {
        return Err(p.error_at(at, format!("unknown version: {version}")));
    }
    let mut text = format!("spirv.vce<{version}");
    for (i, (known, what)) in
        [(names::CAPABILITIES, "capability"), (names::EXTENSIONS, "extension")].into_iter().enumerate()
    {
        if i > 0 {
            p.expect(Tok::Comma)?;
        }
        p.expect(Tok::LSquare)?;
        let mut words = Vec::new();
        if !p.consume_if(Tok::RSquare) {
            loop {
                let at = p.offset();
                let Some(w) = p.parse_optional_keyword_any() else {
                    return Err(p.error_at(p.offset(), "expected valid keyword"));
                };
                if known.binary_search(&w).is_err() {
                    return Err(p.error_at(at, format!("unknown {what}: {w}")));
                }
                words.push(w);
                if !p.consume_if(Tok::Comma) {
                    break;
                }
            }
            p.expect(Tok::RSquare)?;
        }
        text.push_str(&format!(", [{}]", words.join(", ")));
    }
    p.expect(Tok::Greater)?;
    text.push('>');
    Ok(p.ctx.attr(AttrData::Opaque(text)))
}
