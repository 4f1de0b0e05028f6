//! The host-side sparse ops of the `gpu` dialect (cuSPARSE handles):
//! creating and destroying dense tensors and sparse matrices
//! (`gpu.create_dn_tensor`, `gpu.create_coo`, `gpu.create_csr`, ...),
//! SpMV / SpMM / SDDMM with their buffer-size queries, the SpGEMM
//! descriptor ops, `gpu.spmat_get_size` and `gpu.set_csr_pointers`.
//!
//! Their assembly formats are uniform (async dependencies, operands,
//! optional `{MODE}` after a matrix, `attr-dict`, types, `into` a compute
//! type), so one table describes each op and one parser, printer and
//! verifier serve them all, with `mlir-opt` 22's spacing and its ODS
//! constraints in order. They keep unknown memory effects, as in MLIR.

use super::attrs::{PRUNE_FLAG, SPGEMM_KIND, TRANSPOSE_MODE};
use super::ops::{add_token, is_async_token, parse_async, print_async, verify_optional_token_result};
use crate::arith::types::{check_operand, check_result, custom_error, op_error, parse_kw, prop, set_state_prop};
use crate::dialect_attrs::EnumAttr;
use crate::enum_keyword::{EnumParam, parse_enum_case};
use affine_ir::context::{AttrData, Attribute, Context, Type, TypeData};
use affine_ir::diag::Diagnostic;
use affine_ir::dialect::{Arity, OpDef, OpShape, PropDecl, PropKind, Registry};
use affine_ir::ir::{OpId, OpState, ValueId};
use affine_ir::lexer::Tok;
use affine_ir::parser::{OpParser, PResult, UnresolvedOperand};
use affine_ir::printer::OpPrinter;

/// The kind of an operand or result.
#[derive(Clone, Copy, PartialEq, Eq)]
enum K {
    Index,
    Memref,
    DnTensor,
    SpMat,
    SpGemm,
}

impl K {
    /// The ODS summary of the type constraint.
    fn summary(self) -> &'static str {
        match self {
            K::Index => "index",
            K::Memref => "memref of any type values",
            K::DnTensor => "dense tensor handle type",
            K::SpMat => "sparse matrix handle type",
            K::SpGemm => "SpGEMM operation handle type",
        }
    }

    /// The opaque name of a handle type.
    fn handle(self) -> Option<&'static str> {
        match self {
            K::DnTensor => Some("gpu.sparse.dntensor_handle"),
            K::SpMat => Some("gpu.sparse.spmat_handle"),
            K::SpGemm => Some("gpu.sparse.spgemmop_handle"),
            K::Index | K::Memref => None,
        }
    }

    fn accepts(self, ctx: &Context, t: Type) -> bool {
        match (self, ctx.type_data(t)) {
            (K::Index, TypeData::Index) | (K::Memref, TypeData::MemRef { .. }) => true,
            (_, TypeData::Opaque(s)) => self.handle() == Some(s.as_str()),
            _ => false,
        }
    }

    /// The type an operand of this kind resolves to, when fixed.
    fn fixed_type(self, ctx: &mut Context) -> Option<Type> {
        match self {
            K::Index => Some(ctx.index_type()),
            K::Memref => None,
            _ => self.handle().map(|h| ctx.ty(TypeData::Opaque(h.into()))),
        }
    }
}

/// An operand group after the async dependencies.
#[derive(Clone, Copy)]
struct Group {
    kind: K,
    variadic: bool,
}

const fn one(kind: K) -> Group {
    Group { kind, variadic: false }
}

const fn many(kind: K) -> Group {
    Group { kind, variadic: true }
}

/// An element of an assembly format after `custom<AsyncDependencies>`.
#[derive(Clone, Copy)]
enum F {
    /// `` `{` $prop `}` ``: a required enum.
    Prefix(&'static str),
    /// An operand group, by index.
    Opd(usize),
    /// `` (`{` $prop^ `}`)? ``: a transpose mode, printed unless the default.
    Mode(&'static str),
    Comma,
    Dict,
    Colon,
    /// `type($group)`.
    Types(usize),
    /// `type($bufferSzs)`: the variadic results.
    ResultTypes,
    Into,
    /// `$computeType`.
    Compute,
}

/// One sparse op.
struct SparseOp {
    name: &'static str,
    /// Operand groups after the async dependencies, in ODS order.
    operands: &'static [Group],
    /// Results before the optional async token, with their names.
    results: &'static [(K, &'static str)],
    /// A variadic `index` result group before the token, by name
    /// (`gpu.spmm_buffer_size`'s `bufferSzs`).
    variadic_results: Option<&'static str>,
    format: &'static [F],
    props: &'static [PropDecl],
    /// `AttrSizedOperandSegments`.
    operand_segments: bool,
}

const IDX: Group = one(K::Index);
const MEM: Group = one(K::Memref);
const DN: Group = one(K::DnTensor);
const SP: Group = one(K::SpMat);
const DESC: Group = one(K::SpGemm);

/// The transpose-mode enum's summary.
const MODE_SUMMARY: &str = "transpose mode of sparse matrix supported by sparse tensor ops";

fn non_transpose(ctx: &mut Context) -> Attribute {
    TRANSPOSE_MODE.attr(ctx, 0)
}

fn zero_segments(ctx: &mut Context) -> Attribute {
    ctx.dense_i32_array_attr(&[0, 0])
}

const COMPUTE: PropDecl = PropDecl::req("computeType", PropKind::Type).desc("any type attribute");
const MODE_A: PropDecl =
    PropDecl::with_default("modeA", PropKind::Dialect("gpu<mat_transpose_mode "), non_transpose).desc(MODE_SUMMARY);
const MODE_B: PropDecl =
    PropDecl::with_default("modeB", PropKind::Dialect("gpu<mat_transpose_mode "), non_transpose).desc(MODE_SUMMARY);

use F::{Colon, Comma, Compute, Dict, Into, Mode, Opd, Prefix, Types};

/// The ops, in the order of `GPUOps.td`.
const OPS: &[SparseOp] = &[
    SparseOp {
        name: "gpu.create_dn_tensor",
        operands: &[MEM, many(K::Index)],
        results: &[(K::DnTensor, "dnTensor")],
        variadic_results: None,
        format: &[Opd(0), Comma, Opd(1), Dict, Colon, Types(1), Into, Types(0)],
        props: &[PropDecl::new("operandSegmentSizes", PropKind::Segments(3))],
        operand_segments: true,
    },
    SparseOp {
        name: "gpu.destroy_dn_tensor",
        operands: &[DN],
        results: &[],
        variadic_results: None,
        format: &[Opd(0), Dict],
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.create_coo",
        operands: &[IDX, IDX, IDX, MEM, MEM, MEM],
        results: &[(K::SpMat, "spmat")],
        variadic_results: None,
        format: &[
            Opd(0),
            Comma,
            Opd(1),
            Comma,
            Opd(2),
            Comma,
            Opd(3),
            Comma,
            Opd(4),
            Comma,
            Opd(5),
            Dict,
            Colon,
            Types(3),
            Comma,
            Types(4),
            Comma,
            Types(5),
        ],
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.create_coo_aos",
        operands: &[IDX, IDX, IDX, MEM, MEM],
        results: &[(K::SpMat, "spmat")],
        variadic_results: None,
        format: &[
            Opd(0),
            Comma,
            Opd(1),
            Comma,
            Opd(2),
            Comma,
            Opd(3),
            Comma,
            Opd(4),
            Dict,
            Colon,
            Types(3),
            Comma,
            Types(4),
        ],
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.create_csr",
        operands: &[IDX, IDX, IDX, MEM, MEM, MEM],
        results: &[(K::SpMat, "spmat")],
        variadic_results: None,
        format: CREATE_3_MEMREFS,
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.create_csc",
        operands: &[IDX, IDX, IDX, MEM, MEM, MEM],
        results: &[(K::SpMat, "spmat")],
        variadic_results: None,
        format: CREATE_3_MEMREFS,
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.create_bsr",
        operands: &[IDX, IDX, IDX, IDX, IDX, MEM, MEM, MEM],
        results: &[(K::SpMat, "spmat")],
        variadic_results: None,
        format: &[
            Opd(0),
            Comma,
            Opd(1),
            Comma,
            Opd(2),
            Comma,
            Opd(3),
            Comma,
            Opd(4),
            Comma,
            Opd(5),
            Comma,
            Opd(6),
            Comma,
            Opd(7),
            Dict,
            Colon,
            Types(5),
            Comma,
            Types(6),
            Comma,
            Types(7),
        ],
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.create_2to4_spmat",
        operands: &[IDX, IDX, MEM],
        results: &[(K::SpMat, "spMat")],
        variadic_results: None,
        format: &[Prefix("pruneFlag"), Opd(0), Comma, Opd(1), Comma, Opd(2), Dict, Colon, Types(2)],
        props: &[PropDecl::with_default("pruneFlag", PropKind::Dialect("gpu<prune_2to4_spmat_flag "), |ctx| {
            PRUNE_FLAG.attr(ctx, 2)
        })
        .desc("pruning strategy for 2:4 sparse matrix")],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.destroy_sp_mat",
        operands: &[SP],
        results: &[],
        variadic_results: None,
        format: &[Opd(0), Dict],
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spmv_buffer_size",
        operands: &[SP, DN, DN],
        results: &[(K::Index, "bufferSz")],
        variadic_results: None,
        format: &[Opd(0), Mode("modeA"), Comma, Opd(1), Comma, Opd(2), Dict, Into, Compute],
        props: &[COMPUTE, MODE_A],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spmv",
        operands: &[SP, DN, DN, MEM],
        results: &[],
        variadic_results: None,
        format: &[
            Opd(0),
            Mode("modeA"),
            Comma,
            Opd(1),
            Comma,
            Opd(2),
            Comma,
            Opd(3),
            Dict,
            Colon,
            Types(3),
            Into,
            Compute,
        ],
        props: &[COMPUTE, MODE_A],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spmm_buffer_size",
        operands: &[SP, DN, DN],
        results: &[],
        variadic_results: Some("bufferSzs"),
        format: &[
            Opd(0),
            Mode("modeA"),
            Comma,
            Opd(1),
            Mode("modeB"),
            Comma,
            Opd(2),
            Dict,
            Colon,
            F::ResultTypes,
            Into,
            Compute,
        ],
        props: &[
            COMPUTE,
            MODE_A,
            MODE_B,
            PropDecl::with_default("resultSegmentSizes", PropKind::DenseI32Array, zero_segments),
        ],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spmm",
        operands: &[SP, DN, DN, many(K::Memref)],
        results: &[],
        variadic_results: None,
        format: &[
            Opd(0),
            Mode("modeA"),
            Comma,
            Opd(1),
            Mode("modeB"),
            Comma,
            Opd(2),
            Comma,
            Opd(3),
            Dict,
            Colon,
            Types(3),
            Into,
            Compute,
        ],
        props: &[COMPUTE, MODE_A, MODE_B, PropDecl::new("operandSegmentSizes", PropKind::Segments(5))],
        operand_segments: true,
    },
    SparseOp {
        name: "gpu.sddmm_buffer_size",
        operands: &[DN, DN, SP],
        results: &[(K::Index, "bufferSz")],
        variadic_results: None,
        format: &[Opd(0), Mode("modeA"), Comma, Opd(1), Mode("modeB"), Comma, Opd(2), Dict, Into, Compute],
        props: &[COMPUTE, MODE_A, MODE_B],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.sddmm",
        operands: &[DN, DN, SP, MEM],
        results: &[],
        variadic_results: None,
        format: &[
            Opd(0),
            Mode("modeA"),
            Comma,
            Opd(1),
            Mode("modeB"),
            Comma,
            Opd(2),
            Comma,
            Opd(3),
            Dict,
            Colon,
            Types(3),
            Into,
            Compute,
        ],
        props: &[COMPUTE, MODE_A, MODE_B],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spgemm_create_descr",
        operands: &[],
        results: &[(K::SpGemm, "desc")],
        variadic_results: None,
        format: &[Dict],
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spgemm_destroy_descr",
        operands: &[DESC],
        results: &[],
        variadic_results: None,
        format: &[Opd(0), Dict],
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spgemm_work_estimation_or_compute",
        // desc, spmatA, spmatB, spmatC, bufferSz, buffer.
        operands: &[DESC, SP, SP, SP, IDX, MEM],
        results: &[(K::Index, "bufferSzNew")],
        variadic_results: None,
        format: &[
            Prefix("kind"),
            Opd(1),
            Mode("modeA"),
            Comma,
            Opd(2),
            Mode("modeB"),
            Comma,
            Opd(3),
            Comma,
            Opd(0),
            Comma,
            Opd(4),
            Comma,
            Opd(5),
            Dict,
            Colon,
            Compute,
            Into,
            Types(5),
        ],
        props: &[
            COMPUTE,
            PropDecl::req("kind", PropKind::Dialect("gpu<spgemm_work_estimation_or_compute_kind "))
                .desc("choose whether spgemm_work_estimation_or_compute does work estimation or compute"),
            MODE_A,
            MODE_B,
        ],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spgemm_copy",
        operands: &[DESC, SP, SP, SP],
        results: &[],
        variadic_results: None,
        format: &[
            Opd(1),
            Mode("modeA"),
            Comma,
            Opd(2),
            Mode("modeB"),
            Comma,
            Opd(3),
            Comma,
            Opd(0),
            Dict,
            Colon,
            Compute,
        ],
        props: &[COMPUTE, MODE_A, MODE_B],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.spmat_get_size",
        operands: &[SP],
        results: &[(K::Index, "rows"), (K::Index, "cols"), (K::Index, "nnz")],
        variadic_results: None,
        format: &[Opd(0), Dict],
        props: &[],
        operand_segments: false,
    },
    SparseOp {
        name: "gpu.set_csr_pointers",
        operands: &[SP, MEM, MEM, MEM],
        results: &[],
        variadic_results: None,
        format: &[
            Opd(0),
            Comma,
            Opd(1),
            Comma,
            Opd(2),
            Comma,
            Opd(3),
            Dict,
            Colon,
            Types(1),
            Comma,
            Types(2),
            Comma,
            Types(3),
        ],
        props: &[],
        operand_segments: false,
    },
];

/// `gpu.create_coo`'s format, shared by `create_csr` and `create_csc`.
const CREATE_3_MEMREFS: &[F] = &[
    Opd(0),
    Comma,
    Opd(1),
    Comma,
    Opd(2),
    Comma,
    Opd(3),
    Comma,
    Opd(4),
    Comma,
    Opd(5),
    Dict,
    Colon,
    Types(3),
    Comma,
    Types(4),
    Comma,
    Types(5),
];

/// Registers the ops.
pub(super) fn register(reg: &mut Registry) {
    for (i, s) in OPS.iter().enumerate() {
        let fixed = s.operands.iter().filter(|g| !g.variadic).count() as u32;
        let results = s.results.len() as u32;
        let shape =
            OpShape::variadic(fixed, 0).with_results(if results == 0 { Arity::Any } else { Arity::AtLeast(results) });
        reg.add(OpDef {
            parse: Some(parse),
            print: Some(print),
            shape: Some(shape),
            verify_structure: Some(verify_result_segments),
            verify: Some(verify),
            result_names: Some(result_names),
            props: s.props,
            table_index: i as u32,
            ..OpDef::new(s.name)
        });
    }
}

/// The table entry of `op`'s definition.
fn entry(ctx: &Context, name: affine_ir::context::OpName) -> &'static SparseOp {
    let i = ctx.op_def(name).map_or(0, |d| d.table_index as usize);
    &OPS[i.min(OPS.len() - 1)]
}

/// The `EnumAttr` and parse description of an enum property.
fn enum_of(prop: &str) -> (&'static EnumAttr, EnumParam) {
    match prop {
        "pruneFlag" => (
            &PRUNE_FLAG,
            EnumParam {
                cpp_enum: "::mlir::gpu::Prune2To4SpMatFlag",
                attr_def: "GPU_Prune2To4SpMatFlagAttr",
                cases: &["NONE", "PRUNE_ONLY", "PRUNE_AND_CHECK"],
            },
        ),
        "kind" => (
            &SPGEMM_KIND,
            EnumParam {
                cpp_enum: "::mlir::gpu::SpGEMMWorkEstimationOrComputeKind",
                attr_def: "GPU_SpGEMMWorkEstimationOrComputeKindAttr",
                cases: &["WORK_ESTIMATION", "COMPUTE"],
            },
        ),
        _ => (
            &TRANSPOSE_MODE,
            EnumParam {
                cpp_enum: "::mlir::gpu::TransposeMode",
                attr_def: "GPU_TransposeModeAttr",
                cases: &["NON_TRANSPOSE", "TRANSPOSE", "CONJUGATE_TRANSPOSE"],
            },
        ),
    }
}

/// `{` case `}` of an enum property.
fn parse_braced_enum(p: &mut OpParser, st: &mut OpState, name: &'static str) -> PResult<()> {
    let (attr, param) = enum_of(name);
    let op = p.ctx.op_name_str(st.name).to_string();
    let v = parse_enum_case(p, &op, &param, |w| attr.case_value(w))?;
    p.expect(Tok::RBrace)?;
    let a = attr.attr(p.ctx, v);
    set_state_prop(p.ctx, st, name, a);
    Ok(())
}

/// The case of an enum property (`TRANSPOSE`).
fn case_of(ctx: &Context, a: Attribute) -> Option<&str> {
    match ctx.attr_data(a) {
        AttrData::Opaque(s) => s.split_once(' ')?.1.strip_suffix('>'),
        _ => None,
    }
}

fn parse(p: &mut OpParser, st: &mut OpState) -> PResult<()> {
    let s = entry(p.ctx, st.name);
    let (is_async, n_deps) = parse_async(p, st)?;
    let mut groups: Vec<Vec<UnresolvedOperand>> = vec![Vec::new(); s.operands.len()];
    // The types a `type($group)` gave, and where each group starts.
    let mut types: Vec<Option<Vec<Type>>> = vec![None; s.operands.len()];
    let mut starts = vec![0; s.operands.len()];
    let mut var_results = Vec::new();
    for &f in s.format {
        match f {
            Prefix(name) => {
                p.expect(Tok::LBrace)?;
                parse_braced_enum(p, st, name)?;
            }
            Opd(i) => {
                starts[i] = p.offset();
                groups[i] = if s.operands[i].variadic { p.parse_operand_list()? } else { vec![p.parse_operand()?] };
            }
            Mode(name) => {
                if p.consume_if(Tok::LBrace) {
                    parse_braced_enum(p, st, name)?;
                }
            }
            Comma => p.expect(Tok::Comma)?,
            Dict => super::misc::parse_format_attr_dict(p, st)?,
            Colon => p.expect(Tok::Colon)?,
            Types(i) => {
                types[i] = Some(match (s.operands[i].kind, s.operands[i].variadic) {
                    (K::Memref, false) => vec![crate::arith::types::parse_type_of_kind(
                        p,
                        st,
                        "builtin.memref",
                        crate::arith::types::is_memref,
                    )?],
                    (K::Memref, true) => {
                        let mut v = vec![crate::arith::types::parse_type_of_kind(
                            p,
                            st,
                            "builtin.memref",
                            crate::arith::types::is_memref,
                        )?];
                        while p.consume_if(Tok::Comma) {
                            v.push(crate::arith::types::parse_type_of_kind(
                                p,
                                st,
                                "builtin.memref",
                                crate::arith::types::is_memref,
                            )?);
                        }
                        v
                    }
                    _ => p.parse_type_list()?,
                })
            }
            F::ResultTypes => var_results = p.parse_type_list()?,
            Into => parse_kw(p, st, "into")?,
            Compute => {
                let at = p.offset();
                let none = p.ctx.none_type();
                let a = p.parse_attribute_typed(Some(none))?;
                if !matches!(p.ctx.attr_data(a), AttrData::Type(_)) {
                    return Err(custom_error(p, st, at, "invalid kind of attribute specified"));
                }
                set_state_prop(p.ctx, st, "computeType", a);
            }
        }
    }
    for (i, g) in s.operands.iter().enumerate() {
        let tys = match (types[i].take(), g.kind.fixed_type(p.ctx)) {
            (Some(v), _) => v,
            (None, Some(t)) => vec![t; groups[i].len()],
            (None, None) => Vec::new(),
        };
        if tys.len() != groups[i].len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                groups[i].len(),
                tys.len()
            );
            return Err(custom_error(p, st, starts[i], msg));
        }
        p.resolve_operands(&groups[i], &tys, &mut st.operands)?;
    }
    for &(k, _) in s.results {
        let t = match k.fixed_type(p.ctx) {
            Some(t) => t,
            None => p.ctx.index_type(),
        };
        st.result_types.push(t);
    }
    let n_var = var_results.len();
    st.result_types.extend(var_results);
    add_token(p, st, is_async);
    if s.operand_segments {
        let mut seg = vec![n_deps as i32];
        seg.extend(groups.iter().map(|g| g.len() as i32));
        let a = p.ctx.dense_i32_array_attr(&seg);
        set_state_prop(p.ctx, st, "operandSegmentSizes", a);
    }
    if s.variadic_results.is_some() {
        let a = p.ctx.dense_i32_array_attr(&[n_var as i32, i32::from(is_async)]);
        set_state_prop(p.ctx, st, "resultSegmentSizes", a);
    }
    for d in s.props {
        if let Some(f) = d.default
            && crate::arith::types::state_prop(p.ctx, st, d.name).is_none()
        {
            let a = f(p.ctx);
            set_state_prop(p.ctx, st, d.name, a);
        }
    }
    Ok(())
}

/// The integer values of a dense `i32` array property.
fn int_array(ctx: &Context, op: OpId, name: &str) -> Option<Vec<usize>> {
    let a = prop(ctx, op, name)?;
    ctx.attr_dense_i64s(a).map(|v| v.iter().map(|&x| x.max(0) as usize).collect())
}

/// The operand groups of `op` (async dependencies first): from the
/// segment sizes, or the fixed groups after the leading dependencies.
fn operand_groups(ctx: &Context, op: OpId, s: &SparseOp) -> Option<Vec<std::ops::Range<usize>>> {
    let n = ctx.ir.operands(op).len();
    let sizes: Vec<usize> = if s.operand_segments {
        let seg = int_array(ctx, op, "operandSegmentSizes")?;
        if seg.len() != s.operands.len() + 1 || seg.iter().sum::<usize>() != n {
            return None;
        }
        seg
    } else {
        let fixed = s.operands.len();
        let deps = n.checked_sub(fixed)?;
        std::iter::once(deps).chain(std::iter::repeat_n(1, fixed)).collect()
    };
    let mut at = 0;
    Some(
        sizes
            .into_iter()
            .map(|k| {
                let r = at..at + k;
                at += k;
                r
            })
            .collect(),
    )
}

/// The number of results before the optional token.
fn leading_results(ctx: &Context, op: OpId, s: &SparseOp) -> usize {
    match s.variadic_results {
        Some(_) => int_array(ctx, op, "resultSegmentSizes").and_then(|v| v.first().copied()).unwrap_or(0),
        None => s.results.len(),
    }
}

fn print(p: &mut OpPrinter, op: OpId) {
    let ctx = p.ctx;
    let s = entry(ctx, ctx.ir.op(op).name);
    let Some(groups) = operand_groups(ctx, op, s) else { return };
    let ops = ctx.ir.operands(op).to_vec();
    print_async(p, op, groups[0].len());
    let group = |i: usize| -> &[ValueId] { &ops[groups[i + 1].clone()] };
    let mut elided: Vec<&str> = s.props.iter().map(|d| d.name).collect();
    elided.push("operandSegmentSizes");
    for &f in s.format {
        match f {
            Prefix(name) => {
                p.write("{ ");
                p.write(prop(ctx, op, name).and_then(|a| case_of(ctx, a)).unwrap_or(""));
                p.write("}");
            }
            Opd(i) => {
                p.write(" ");
                p.print_operands(group(i));
            }
            Mode(name) => {
                if let Some(c) = prop(ctx, op, name).and_then(|a| case_of(ctx, a))
                    && c != "NON_TRANSPOSE"
                {
                    p.write("{ ");
                    p.write(c);
                    p.write("}");
                }
            }
            Comma => p.write(","),
            Dict => p.print_optional_attr_dict(op, &elided),
            Colon => p.write(" :"),
            Types(i) => {
                p.write(" ");
                let tys: Vec<Type> = group(i).iter().map(|&v| ctx.ir.value_type(v)).collect();
                p.print_types(&tys);
            }
            F::ResultTypes => {
                p.write(" ");
                let n = leading_results(ctx, op, s);
                let tys: Vec<Type> = ctx.ir.results(op)[..n].iter().map(|&v| ctx.ir.value_type(v)).collect();
                p.print_types(&tys);
            }
            Into => p.write(" into"),
            Compute => {
                p.write(" ");
                if let Some(t) = prop(ctx, op, "computeType").and_then(|a| ctx.attr_type(a)) {
                    p.print_type(t);
                }
            }
        }
    }
}

/// ODS's result names (`%spmat`, `%asyncToken`), which MLIR suggests only
/// for ops that declare more than one result group: an op whose only
/// result is the optional token keeps numbered names.
fn result_names(ctx: &Context, op: OpId, out: &mut Vec<(u32, String)>) {
    let s = entry(ctx, ctx.ir.op(op).name);
    if s.results.is_empty() && s.variadic_results.is_none() {
        return;
    }
    for (i, &(_, name)) in s.results.iter().enumerate() {
        out.push((i as u32, name.into()));
    }
    if let Some(name) = s.variadic_results {
        out.push((0, name.into()));
    }
    let n = leading_results(ctx, op, s);
    if ctx.ir.results(op).len() > n {
        out.push((n as u32, "asyncToken".into()));
    }
}

/// `AttrSizedResultSegments` of `gpu.spmm_buffer_size`: the segment sizes
/// add up to the result count (a structural trait, before the ODS
/// invariants).
fn verify_result_segments(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let s = entry(ctx, ctx.ir.op(op).name);
    if s.variadic_results.is_none() {
        return Ok(());
    }
    let seg = int_array(ctx, op, "resultSegmentSizes").unwrap_or_default();
    let total: usize = seg.iter().sum();
    let n = ctx.ir.results(op).len();
    if total != n {
        let msg = format!(
            "result count ({n}) does not match with the total size ({total}) specified in attribute 'resultSegmentSizes'"
        );
        return Err(op_error(ctx, op, msg));
    }
    Ok(())
}

/// ODS's operand and result constraints, in order.
fn verify(ctx: &Context, op: OpId) -> Result<(), Diagnostic> {
    let s = entry(ctx, ctx.ir.op(op).name);
    let Some(groups) = operand_groups(ctx, op, s) else { return Ok(()) };
    for i in groups[0].clone() {
        check_operand(ctx, op, i, "variadic of async token type", is_async_token)?;
    }
    for (g, range) in s.operands.iter().zip(&groups[1..]) {
        let variadic = if g.variadic { "variadic of " } else { "" };
        let desc = format!("{variadic}{}", g.kind.summary());
        for i in range.clone() {
            check_operand(ctx, op, i, &desc, |ctx, t| g.kind.accepts(ctx, t))?;
        }
    }
    for (i, &(k, _)) in s.results.iter().enumerate() {
        check_result(ctx, op, i, k.summary(), |ctx, t| k.accepts(ctx, t))?;
    }
    let n = leading_results(ctx, op, s);
    if s.variadic_results.is_some() {
        for i in 0..n {
            check_result(ctx, op, i, "variadic of index", |ctx, t| K::Index.accepts(ctx, t))?;
        }
    }
    verify_optional_token_result(ctx, op, n)
}
