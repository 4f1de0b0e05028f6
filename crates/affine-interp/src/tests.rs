//! End-to-end tests: small programs written as MLIR text, parsed with the
//! affine-ir parser, run, and compared with expected printed results.

use super::*;
use affine_ir::parser::{ParseOptions, parse_source};

const F32: ScalarType = ScalarType::Float(FloatKind::F32);

/// Parses `src` and runs `@main` on `args`.
fn run(src: &str, args: Vec<RtValue>) -> Result<RunResult, InterpError> {
    let mut ctx = affine_dialects::new_context();
    let module = match parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {}", d.message),
    };
    let interp = Interpreter::new(&ctx, module)?;
    interp.run("main", args)
}

/// Runs and returns the printed result.
fn out(src: &str, args: Vec<RtValue>) -> String {
    match run(src, args) {
        Ok(r) => r.to_string(),
        Err(e) => panic!("unexpected error: {e}"),
    }
}

/// Runs, expecting an error of `kind` raised by `op`; returns the error.
fn fails(src: &str, args: Vec<RtValue>, kind: ErrorKind, op: &str) -> InterpError {
    match run(src, args) {
        Ok(r) => panic!("expected {kind:?} in {op}, got result:\n{r}"),
        Err(e) => {
            assert_eq!(e.kind, kind, "{e}");
            assert_eq!(e.op, op, "{e}");
            assert!(e.loc.starts_with("test.mlir:"), "{e}");
            e
        }
    }
}

fn f32s(shape: &[i64], v: &[f32]) -> RtValue {
    RtValue::MemRef(
        MemRefValue::new(F32, shape.to_vec(), v.iter().map(|&x| Scalar::Float(x as f64)).collect()).unwrap(),
    )
}

fn i32s(shape: &[i64], v: &[i64]) -> RtValue {
    RtValue::MemRef(
        MemRefValue::new(ScalarType::Int(32), shape.to_vec(), v.iter().map(|&x| Scalar::Int(x)).collect()).unwrap(),
    )
}

// ---------------------------------------------------------------- arith

#[test]
fn integer_wraparound_and_widths() {
    let src = r#"
func.func @main(%a: i8, %b: i8) -> (i8, i8, i1, i16, i8) {
  %s = arith.addi %a, %b : i8
  %m = arith.muli %a, %b : i8
  %t = arith.constant true
  %u = arith.addi %t, %t : i1
  %e = arith.extui %a : i8 to i16
  %n = arith.subi %a, %b overflow<nsw> : i8
  return %s, %m, %u, %e, %n : i8, i8, i1, i16, i8
}
"#;
    assert_eq!(
        out(src, vec![RtValue::int(8, 100), RtValue::int(8, 100)]),
        "ret0: i8 = -56\nret1: i8 = 16\nret2: i1 = 0\nret3: i16 = 100\nret4: i8 = 0\n"
    );
    // -100 - 100 overflows i8 under nsw: poison.
    assert_eq!(
        out(src, vec![RtValue::int(8, -100), RtValue::int(8, 100)]),
        "ret0: i8 = 0\nret1: i8 = -16\nret2: i1 = 0\nret3: i16 = 156\nret4: i8 = poison\n"
    );
}

#[test]
fn integer_division_family() {
    let src = r#"
func.func @main(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32, i32) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.remsi %a, %b : i32
  %2 = arith.floordivsi %a, %b : i32
  %3 = arith.ceildivsi %a, %b : i32
  %4 = arith.divui %a, %b : i32
  %5 = arith.remui %a, %b : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}
"#;
    assert_eq!(
        out(src, vec![RtValue::int(32, -7), RtValue::int(32, 2)]),
        "ret0: i32 = -3\nret1: i32 = -1\nret2: i32 = -4\nret3: i32 = -3\nret4: i32 = 2147483644\nret5: i32 = 1\n"
    );
    let e = fails(src, vec![RtValue::int(32, 1), RtValue::int(32, 0)], ErrorKind::DivisionByZero, "arith.divsi");
    assert_eq!(e.loc, "test.mlir:3:8");
    fails(src, vec![RtValue::int(32, i32::MIN as i64), RtValue::int(32, -1)], ErrorKind::Overflow, "arith.divsi");
}

#[test]
fn shifts_bitwise_minmax() {
    let src = r#"
func.func @main(%a: i8, %s: i8) -> (i8, i8, i8, i8, i8, i8, i8) {
  %0 = arith.shli %a, %s : i8
  %1 = arith.shrsi %a, %s : i8
  %2 = arith.shrui %a, %s : i8
  %3 = arith.xori %a, %s : i8
  %4 = arith.maxui %a, %s : i8
  %5 = arith.minsi %a, %s : i8
  %c9 = arith.constant 9 : i8
  %6 = arith.shli %a, %c9 : i8
  return %0, %1, %2, %3, %4, %5, %6 : i8, i8, i8, i8, i8, i8, i8
}
"#;
    assert_eq!(
        out(src, vec![RtValue::int(8, -128), RtValue::int(8, 3)]),
        "ret0: i8 = 0\nret1: i8 = -16\nret2: i8 = 16\nret3: i8 = -125\nret4: i8 = -128\nret5: i8 = -128\nret6: i8 = poison\n"
    );
}

#[test]
fn compare_and_select() {
    let src = r#"
func.func @main(%a: i32, %b: i32) -> (i1, i1, i32, i1, i1) {
  %lt = arith.cmpi slt, %a, %b : i32
  %ult = arith.cmpi ult, %a, %b : i32
  %sel = arith.select %ult, %a, %b : i32
  %z = arith.constant 0.0 : f32
  %nan = arith.divf %z, %z : f32
  %o = arith.cmpf oeq, %nan, %nan : f32
  %u = arith.cmpf uno, %nan, %z : f32
  return %lt, %ult, %sel, %o, %u : i1, i1, i32, i1, i1
}
"#;
    assert_eq!(
        out(src, vec![RtValue::int(32, -1), RtValue::int(32, 1)]),
        "ret0: i1 = 1\nret1: i1 = 0\nret2: i32 = 1\nret3: i1 = 0\nret4: i1 = 1\n"
    );
}

#[test]
fn float_rounding_per_type() {
    let src = r#"
func.func @main() -> (f16, bf16, f32, f64, f16) {
  %a = arith.constant 2048.0 : f16
  %one = arith.constant 1.0 : f16
  %s = arith.addf %a, %one : f16
  %x = arith.constant 1.0 : f32
  %three = arith.constant 3.0 : f32
  %third = arith.divf %x, %three : f32
  %b = arith.truncf %third : f32 to bf16
  %d = arith.extf %third : f32 to f64
  %t = arith.constant 0.1 : f64
  %h = arith.truncf %t : f64 to f16
  return %s, %b, %third, %d, %h : f16, bf16, f32, f64, f16
}
"#;
    assert_eq!(
        out(src, vec![]),
        "ret0: f16 = 2048\nret1: bf16 = 0.334\nret2: f32 = 0.33333334\nret3: f64 = 0.3333333432674408\nret4: f16 = 0.1\n"
    );
}

#[test]
fn float_min_max_and_casts() {
    let src = r#"
func.func @main(%a: f32, %b: f32) -> (f32, f32, i8, i8, f32, i32, f32) {
  %z = arith.constant 0.0 : f32
  %nan = arith.divf %z, %z : f32
  %0 = arith.maximumf %a, %nan : f32
  %1 = arith.minnumf %b, %nan : f32
  %2 = arith.fptosi %a : f32 to i8
  %3 = arith.fptosi %b : f32 to i8
  %c = arith.constant -1 : i8
  %4 = arith.uitofp %c : i8 to f32
  %5 = arith.bitcast %b : f32 to i32
  %6 = arith.negf %a : f32
  return %0, %1, %2, %3, %4, %5, %6 : f32, f32, i8, i8, f32, i32, f32
}
"#;
    assert_eq!(
        out(src, vec![RtValue::f32(300.5), RtValue::f32(-2.75)]),
        "ret0: f32 = nan\nret1: f32 = -2.75\nret2: i8 = poison\nret3: i8 = -2\nret4: f32 = 255\nret5: i32 = -1070596096\nret6: f32 = -300.5\n"
    );
}

#[test]
fn index_casts() {
    let src = r#"
func.func @main(%a: i8) -> (index, index, i8) {
  %0 = arith.index_cast %a : i8 to index
  %1 = arith.index_castui %a : i8 to index
  %c = arith.constant 1000 : index
  %2 = arith.index_cast %c : index to i8
  return %0, %1, %2 : index, index, i8
}
"#;
    assert_eq!(out(src, vec![RtValue::int(8, -1)]), "ret0: index = -1\nret1: index = 255\nret2: i8 = -24\n");
}

// ---------------------------------------------------------------- affine

#[test]
fn affine_for_iter_args_and_bounds() {
    // sum of i for i in [max(2, n-10), min(n, 9)) step 3
    let src = r#"
func.func @main(%n: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %r:2 = affine.for %i = max affine_map<(d0) -> (2, d0 - 10)>(%n) to min affine_map<(d0) -> (d0, 9)>(%n) step 3
      iter_args(%s = %c0, %k = %c0) -> (index, index) {
    %s2 = arith.addi %s, %i : index
    %k2 = affine.apply affine_map<(d0) -> (d0 + 1)>(%k)
    affine.yield %s2, %k2 : index, index
  }
  return %r#0, %r#1 : index, index
}
"#;
    // n = 12: i = 2, 5, 8
    assert_eq!(out(src, vec![RtValue::index(12)]), "ret0: index = 15\nret1: index = 3\n");
    // n = 4: i = 2 only
    assert_eq!(out(src, vec![RtValue::index(4)]), "ret0: index = 2\nret1: index = 1\n");
    // empty loop returns the inits
    assert_eq!(out(src, vec![RtValue::index(1)]), "ret0: index = 0\nret1: index = 0\n");
}

#[test]
fn affine_for_swapping_iter_args() {
    let src = r#"
func.func @main() -> (i32, i32) {
  %a = arith.constant 1 : i32
  %b = arith.constant 2 : i32
  %r:2 = affine.for %i = 0 to 3 iter_args(%x = %a, %y = %b) -> (i32, i32) {
    affine.yield %y, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
"#;
    assert_eq!(out(src, vec![]), "ret0: i32 = 2\nret1: i32 = 1\n");
}

#[test]
fn affine_apply_floordiv_mod_semantics() {
    let src = r#"
func.func @main(%i: index, %s: index) -> (index, index, index, index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 floordiv 4)>(%i)
  %1 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%i)
  %2 = affine.apply affine_map<(d0) -> (d0 ceildiv 4)>(%i)
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0 * 2 - 1)>(%i)[%s]
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%s]
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
"#;
    assert_eq!(
        out(src, vec![RtValue::index(-7), RtValue::index(5)]),
        "ret0: index = -2\nret1: index = 1\nret2: index = -1\nret3: index = -12\nret4: index = 3\n"
    );
    fails(src, vec![RtValue::index(3), RtValue::index(0)], ErrorKind::DivisionByZero, "affine.apply");
}

#[test]
fn affine_min_max() {
    let src = r#"
func.func @main(%i: index) -> (index, index) {
  %0 = affine.min affine_map<(d0) -> (d0 * 2, 10, 100 - d0)>(%i)
  %1 = affine.max affine_map<(d0) -> (d0 * 2, 10, 100 - d0)>(%i)
  return %0, %1 : index, index
}
"#;
    assert_eq!(out(src, vec![RtValue::index(3)]), "ret0: index = 6\nret1: index = 97\n");
}

#[test]
fn affine_if_with_results() {
    let src = r#"
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 mod 2 == 0)>
func.func @main(%A: memref<8xi32>, %n: index) {
  affine.for %i = 0 to 8 {
    %c1 = arith.constant 1 : i32
    %c2 = arith.constant 2 : i32
    %v = affine.if #set(%i)[%n] -> i32 {
      affine.yield %c1 : i32
    } else {
      affine.yield %c2 : i32
    }
    affine.store %v, %A[%i] : memref<8xi32>
    affine.if affine_set<(d0) : (d0 == 7)>(%i) {
      %c9 = arith.constant 9 : i32
      affine.store %c9, %A[%i] : memref<8xi32>
    }
  }
  return
}
"#;
    assert_eq!(
        out(src, vec![i32s(&[8], &[0; 8]), RtValue::index(3)]),
        "arg0: memref<8xi32> = [2, 2, 2, 2, 1, 2, 1, 9]\n"
    );
}

#[test]
fn affine_parallel_reductions() {
    let src = r#"
func.func @main(%A: memref<3x4xf32>, %B: memref<3x4xi32>) -> (f32, i32, i32) {
  %r:3 = affine.parallel (%i, %j) = (0, 0) to (3, 4) reduce ("addf", "maxs", "muli") -> (f32, i32, i32) {
    %a = affine.load %A[%i, %j] : memref<3x4xf32>
    %b = affine.load %B[%i, %j] : memref<3x4xi32>
    affine.yield %a, %b, %b : f32, i32, i32
  }
  return %r#0, %r#1, %r#2 : f32, i32, i32
}
"#;
    let a: Vec<f32> = (0..12).map(|x| x as f32 * 0.5).collect();
    let b: Vec<i64> = vec![1, -2, 3, 1, 1, 1, 5, 1, 1, -1, 1, 1];
    assert_eq!(
        out(src, vec![f32s(&[3, 4], &a), i32s(&[3, 4], &b)]),
        "ret0: f32 = 33\nret1: i32 = 5\nret2: i32 = 30\narg0: memref<3x4xf32> = [[0, 0.5, 1, 1.5], [2, 2.5, 3, 3.5], [4, 4.5, 5, 5.5]]\narg1: memref<3x4xi32> = [[1, -2, 3, 1], [1, 1, 5, 1], [1, -1, 1, 1]]\n"
    );
}

#[test]
fn affine_parallel_steps_and_bound_groups() {
    let src = r#"
func.func @main(%A: memref<10xi32>, %n: index) {
  affine.parallel (%i) = (max(1, symbol(%n) - 8)) to (min(9, symbol(%n))) step (3) {
    %c = arith.index_cast %i : index to i32
    affine.store %c, %A[%i] : memref<10xi32>
  }
  return
}
"#;
    assert_eq!(
        out(src, vec![i32s(&[10], &[0; 10]), RtValue::index(10)]),
        "arg0: memref<10xi32> = [0, 0, 2, 0, 0, 5, 0, 0, 8, 0]\n"
    );
}

#[test]
fn affine_load_store_out_of_bounds() {
    let src = r#"
func.func @main(%A: memref<4x4xf32>, %n: index) {
  affine.for %i = 0 to %n {
    %v = affine.load %A[%i, %i + 1] : memref<4x4xf32>
    affine.store %v, %A[%i, %i] : memref<4x4xf32>
  }
  return
}
"#;
    let z = f32s(&[4, 4], &[0.0; 16]);
    assert!(run(src, vec![z.clone(), RtValue::index(3)]).is_ok());
    let e = fails(src, vec![z, RtValue::index(4)], ErrorKind::OutOfBounds, "affine.load");
    assert_eq!(e.loc, "test.mlir:4:10");
    assert!(e.message.contains("[3, 4]"), "{e}");
}

#[test]
fn affine_vector_load_store() {
    let src = r#"
func.func @main(%A: memref<2x8xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : vector<4xf32>
  %v = affine.vector_load %A[0, 2] : memref<2x8xf32>, vector<4xf32>
  %s = arith.addf %v, %c : vector<4xf32>
  affine.vector_store %s, %A[1, 4] : memref<2x8xf32>, vector<4xf32>
  return
}
"#;
    let a: Vec<f32> = (0..16).map(|x| x as f32).collect();
    assert_eq!(
        out(src, vec![f32s(&[2, 8], &a)]),
        "arg0: memref<2x8xf32> = [[0, 1, 2, 3, 4, 5, 6, 7], [8, 9, 10, 11, 3, 5, 7, 9]]\n"
    );
}

#[test]
fn affine_delinearize_linearize() {
    let src = r#"
func.func @main(%x: index, %b: index) -> (index, index, index, index, index, index) {
  %d:3 = affine.delinearize_index %x into (2, %b, 4) : index, index, index
  %l = affine.linearize_index [%d#0, %d#1, %d#2] by (2, %b, 4) : index
  %e:2 = affine.delinearize_index %x into (4) : index, index
  %m = affine.linearize_index [%e#0, %e#1] by (4) : index
  return %d#0, %d#1, %d#2, %l, %e#0, %m : index, index, index, index, index, index
}
"#;
    assert_eq!(
        out(src, vec![RtValue::index(23), RtValue::index(3)]),
        "ret0: index = 1\nret1: index = 2\nret2: index = 3\nret3: index = 23\nret4: index = 5\nret5: index = 23\n"
    );
}

/// The assumptions the canonicalization patterns rely on: a full basis
/// bounds the linear index to `[0, product)`, `disjoint` bounds every
/// bounded index to `[0, bound)`; outside them the results are poison.
#[test]
fn affine_index_op_assumptions_give_poison() {
    let src = r#"
func.func @main(%x: index, %i: index) -> (index, index, index, index) {
  %d:2 = affine.delinearize_index %x into (2, 4) : index, index
  %e:2 = affine.delinearize_index %x into (4) : index, index
  %l = affine.linearize_index disjoint [%x, %i] by (4) : index
  %m = affine.linearize_index disjoint [%x, %i] by (100, 4) : index
  return %d#0, %e#0, %l, %m : index, index, index, index
}
"#;
    assert_eq!(
        out(src, vec![RtValue::index(9), RtValue::index(3)]),
        "ret0: index = poison\nret1: index = 2\nret2: index = 39\nret3: index = 39\n"
    );
    assert_eq!(
        out(src, vec![RtValue::index(-1), RtValue::index(4)]),
        "ret0: index = poison\nret1: index = -1\nret2: index = poison\nret3: index = poison\n"
    );
    assert_eq!(
        out(src, vec![RtValue::index(7), RtValue::index(0)]),
        "ret0: index = 1\nret1: index = 1\nret2: index = 28\nret3: index = 28\n"
    );
}

#[test]
fn affine_dma_and_prefetch() {
    let src = r#"
func.func @main(%A: memref<8xf32>, %B: memref<2x4xf32>) {
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %n = arith.constant 5 : index
  affine.dma_start %A[%c0 + 2], %B[%c0, %c0 + 1], %tag[%c0], %n : memref<8xf32>, memref<2x4xf32>, memref<1xi32>
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  affine.prefetch %A[%c0 + 7], read, locality<3>, data : memref<8xf32>
  memref.dealloc %tag : memref<1xi32>
  return
}
"#;
    let a: Vec<f32> = (1..=8).map(|x| x as f32).collect();
    assert_eq!(
        out(src, vec![f32s(&[8], &a), f32s(&[2, 4], &[0.0; 8])]),
        "arg0: memref<8xf32> = [1, 2, 3, 4, 5, 6, 7, 8]\narg1: memref<2x4xf32> = [[0, 3, 4, 5], [6, 7, 0, 0]]\n"
    );
}

#[test]
fn affine_step_zero_is_an_error() {
    // The parser/verifier reject `step 0`, so parse a valid loop and set
    // its step property to 0 through the IR API.
    let src = r#"
func.func @main() {
  affine.for %i = 0 to 4 {
  }
  return
}
"#;
    let mut ctx = affine_dialects::new_context();
    let module = parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()).unwrap();
    let for_op = ctx
        .ir
        .walk(module, affine_ir::ir::WalkOrder::PreOrder)
        .into_iter()
        .find(|&o| ctx.op_name_str(ctx.ir.op(o).name) == "affine.for")
        .unwrap();
    let zero = ctx.index_attr(0);
    let step = ctx.ident("step");
    let props = &mut ctx.ir.op_mut(for_op).props;
    props.iter_mut().filter(|na| na.name == step).for_each(|na| na.value = zero);
    let interp = Interpreter::new(&ctx, module).unwrap();
    let e = interp.run("main", vec![]).unwrap_err();
    assert_eq!((e.kind, e.op.as_str()), (ErrorKind::InvalidStep, "affine.for"), "{e}");
    assert!(e.message.contains("step 0") && e.loc == "test.mlir:3:3", "{e}");
}

// ---------------------------------------------------------------- memref

#[test]
fn memref_alloc_dealloc_and_use_after_free() {
    let src = r#"
func.func @main(%n: index, %late: i1) -> f32 {
  %m = memref.alloc(%n) : memref<?xf32>
  %c0 = arith.constant 0 : index
  %v = arith.constant 4.5 : f32
  memref.store %v, %m[%c0] : memref<?xf32>
  %d = memref.dim %m, %c0 : memref<?xf32>
  scf.if %late {
    memref.dealloc %m : memref<?xf32>
  }
  %r = memref.load %m[%c0] : memref<?xf32>
  return %r : f32
}
"#;
    let f = RtValue::int(1, 0);
    assert_eq!(out(src, vec![RtValue::index(3), f]), "ret0: f32 = 4.5\n");
    let e = fails(src, vec![RtValue::index(3), RtValue::int(1, 1)], ErrorKind::UseAfterFree, "memref.load");
    assert_eq!(e.loc, "test.mlir:11:8");
    fails(src, vec![RtValue::index(0), RtValue::int(1, 0)], ErrorKind::OutOfBounds, "memref.store");
}

#[test]
fn memref_double_free_and_bad_free() {
    let src = r#"
func.func @main(%A: memref<4xf32>, %twice: i1) {
  %m = memref.alloc() : memref<4xf32>
  memref.dealloc %m : memref<4xf32>
  scf.if %twice {
    memref.dealloc %m : memref<4xf32>
  } else {
    memref.dealloc %A : memref<4xf32>
  }
  return
}
"#;
    let a = f32s(&[4], &[0.0; 4]);
    let e = fails(src, vec![a.clone(), RtValue::int(1, 1)], ErrorKind::InvalidFree, "memref.dealloc");
    assert_eq!(e.loc, "test.mlir:6:5");
    let e = fails(src, vec![a, RtValue::int(1, 0)], ErrorKind::InvalidFree, "memref.dealloc");
    assert_eq!(e.loc, "test.mlir:8:5");
}

#[test]
fn memref_subview_cast_copy() {
    let src = r#"
func.func @main(%A: memref<4x6xi32>, %o: index) -> index {
  %sv = memref.subview %A[1, %o] [2, 3] [2, 1] : memref<4x6xi32> to memref<2x3xi32, strided<[12, 1], offset: ?>>
  %row = memref.subview %A[3, 0] [1, 6] [1, 1] : memref<4x6xi32> to memref<6xi32, strided<[1], offset: 18>>
  %c = arith.constant 0 : i32
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  memref.store %c, %sv[%c1, %c2] : memref<2x3xi32, strided<[12, 1], offset: ?>>
  memref.store %c, %row[%c0] : memref<6xi32, strided<[1], offset: 18>>
  %dyn = memref.cast %A : memref<4x6xi32> to memref<?x?xi32>
  %d = memref.dim %dyn, %c1 : memref<?x?xi32>
  %tmp = memref.alloca() : memref<2x3xi32>
  memref.copy %sv, %tmp : memref<2x3xi32, strided<[12, 1], offset: ?>> to memref<2x3xi32>
  %sv2 = memref.subview %A[0, 0] [2, 3] [1, 1] : memref<4x6xi32> to memref<2x3xi32, strided<[6, 1]>>
  memref.copy %tmp, %sv2 : memref<2x3xi32> to memref<2x3xi32, strided<[6, 1]>>
  return %d : index
}
"#;
    let a: Vec<i64> = (1..=24).collect();
    assert_eq!(
        out(src, vec![i32s(&[4, 6], &a), RtValue::index(2)]),
        "ret0: index = 6\narg0: memref<4x6xi32> = [[9, 10, 11, 4, 5, 6], [21, 22, 0, 10, 11, 12], [13, 14, 15, 16, 17, 18], [0, 20, 21, 22, 0, 24]]\n"
    );
    fails(src, vec![i32s(&[4, 6], &a), RtValue::index(4)], ErrorKind::OutOfBounds, "memref.subview");
}

#[test]
fn memref_cast_to_wrong_static_shape() {
    let src = r#"
func.func @main(%A: memref<?xf32>) {
  %s = memref.cast %A : memref<?xf32> to memref<4xf32>
  return
}
"#;
    assert!(run(src, vec![f32s(&[4], &[0.0; 4])]).is_ok());
    fails(src, vec![f32s(&[3], &[0.0; 3])], ErrorKind::InvalidOperation, "memref.cast");
}

#[test]
fn memref_globals() {
    let src = r#"
memref.global "private" constant @lut : memref<4xi32> = dense<[10, 20, 30, 40]>
memref.global @acc : memref<2xi32> = dense<0>
func.func @main(%i: index) -> i32 {
  %g = memref.get_global @lut : memref<4xi32>
  %a = memref.get_global @acc : memref<2xi32>
  %v = memref.load %g[%i] : memref<4xi32>
  %c1 = arith.constant 1 : index
  memref.store %v, %a[%c1] : memref<2xi32>
  %w = memref.load %a[%c1] : memref<2xi32>
  memref.store %w, %g[%i] : memref<4xi32>
  return %w : i32
}
"#;
    fails(src, vec![RtValue::index(2)], ErrorKind::WriteToConstant, "memref.store");
    let src_ok = src.replace("  memref.store %w, %g[%i] : memref<4xi32>\n", "");
    assert_eq!(out(&src_ok, vec![RtValue::index(2)]), "ret0: i32 = 30\n@acc: memref<2xi32> = [0, 30]\n");
}

#[test]
fn memref_layouts_strided_and_affine_map() {
    // A column-major layout given as an affine map, and a strided argument.
    let src = r#"
func.func @main(%S: memref<2x2xf32, strided<[1, 2]>>) -> f32 {
  %T = memref.alloc() : memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.load %S[%c0, %c1] : memref<2x2xf32, strided<[1, 2]>>
  memref.store %v, %T[%c1, %c2] : memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %w = memref.load %T[%c1, %c2] : memref<2x3xf32, affine_map<(d0, d1) -> (d1, d0)>>
  return %w : f32
}
"#;
    let s = RtValue::MemRef(MemRefValue {
        elem: F32,
        shape: vec![2, 2],
        strides: vec![1, 2],
        offset: 0,
        buffer: [1.0, 2.0, 3.0, 4.0].iter().map(|&x| Scalar::Float(x)).collect(),
    });
    assert_eq!(out(src, vec![s]), "ret0: f32 = 3\narg0: memref<2x2xf32> = [[1, 3], [2, 4]]\n");
}

#[test]
fn alloca_in_loop_is_scoped() {
    let src = r#"
func.func @main() -> i32 {
  %z = arith.constant 0 : i32
  %r = affine.for %i = 0 to 1000 iter_args(%acc = %z) -> (i32) {
    %t = memref.alloca() : memref<1024xi32>
    %c = arith.constant 1 : i32
    affine.store %c, %t[%i] : memref<1024xi32>
    %v = affine.load %t[%i] : memref<1024xi32>
    %n = arith.addi %acc, %v : i32
    affine.yield %n : i32
  }
  return %r : i32
}
"#;
    assert_eq!(out(src, vec![]), "ret0: i32 = 1000\n");
}

#[test]
fn scf_for_and_parallel_are_allocation_scopes() {
    // mlir-opt 22's scf.for and scf.parallel are automatic allocation
    // scopes: an alloca dies with the iteration that made it. A memref
    // yielded to the next iteration (or out of the loop) is dangling, so
    // reading it is a use after free; without an alloca in the loop nothing
    // changes. (mlir-runner cannot show this: the lowered loop keeps every
    // iteration's stack slot until the function returns.)
    let yielded = r#"
func.func @main(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = memref.alloca() : memref<1xi32>
  %z = arith.constant 0 : i32
  memref.store %z, %init[%c0] : memref<1xi32>
  %last = scf.for %i = %c0 to %n step %c1 iter_args(%prev = %init) -> (memref<1xi32>) {
    %m = memref.alloca() : memref<1xi32>
    %v = memref.load %prev[%c0] : memref<1xi32>
    %one = arith.constant 1 : i32
    %w = arith.addi %v, %one : i32
    memref.store %w, %m[%c0] : memref<1xi32>
    scf.yield %m : memref<1xi32>
  }
  %r = memref.load %last[%c0] : memref<1xi32>
  return %r : i32
}
"#;
    assert_eq!(out(yielded, vec![RtValue::index(0)]), "ret0: i32 = 0\n");
    fails(yielded, vec![RtValue::index(1)], ErrorKind::UseAfterFree, "memref.load");
    fails(yielded, vec![RtValue::index(3)], ErrorKind::UseAfterFree, "memref.load");
    // Each iteration gets a live alloca of its own (freed at its end).
    let big = r#"
func.func @main(%n: index) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> (i32) {
    %t = memref.alloca() : memref<1024xi32>
    %one = arith.constant 1 : i32
    memref.store %one, %t[%i] : memref<1024xi32>
    %v = memref.load %t[%i] : memref<1024xi32>
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
"#;
    assert_eq!(out(big, vec![RtValue::index(1000)]), "ret0: i32 = 1000\n");
    let parallel = r#"
func.func @main(%out: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %keep = memref.alloca() : memref<1xi32>
  scf.parallel (%i) = (%c0) to (%c4) step (%c1) {
    %t = memref.alloca() : memref<1xi32>
    %x = arith.index_cast %i : index to i32
    memref.store %x, %t[%c0] : memref<1xi32>
    %v = memref.load %t[%c0] : memref<1xi32>
    memref.store %v, %out[%i] : memref<4xi32>
    scf.reduce
  }
  return
}
"#;
    assert_eq!(out(parallel, vec![i32s(&[4], &[0, 0, 0, 0])]), "arg0: memref<4xi32> = [0, 1, 2, 3]\n");
}

// ---------------------------------------------------------------- poison / ub

#[test]
fn poison_is_returned_but_not_stored() {
    let src = r#"
func.func @main(%A: memref<2xi32>, %store: i1) -> i32 {
  %p = ub.poison : i32
  %one = arith.constant 1 : i32
  %q = arith.addi %p, %one : i32
  %c0 = arith.constant 0 : index
  scf.if %store {
    memref.store %q, %A[%c0] : memref<2xi32>
  }
  return %q : i32
}
"#;
    assert_eq!(
        out(src, vec![i32s(&[2], &[0, 0]), RtValue::int(1, 0)]),
        "ret0: i32 = poison\narg0: memref<2xi32> = [0, 0]\n"
    );
    let e = fails(src, vec![i32s(&[2], &[0, 0]), RtValue::int(1, 1)], ErrorKind::PoisonUse, "memref.store");
    assert_eq!(e.loc, "test.mlir:8:5");
}

#[test]
fn poison_select_and_branch() {
    let src = r#"
func.func @main(%c: i1) -> (i32, i32) {
  %p = ub.poison : i32
  %one = arith.constant 1 : i32
  %s = arith.select %c, %one, %p : i32
  %b = ub.poison : i1
  %r = scf.if %b -> i32 {
    scf.yield %one : i32
  } else {
    scf.yield %one : i32
  }
  return %s, %r : i32, i32
}
"#;
    let e = fails(src, vec![RtValue::int(1, 1)], ErrorKind::PoisonUse, "scf.if");
    assert!(e.message.contains("condition"), "{e}");
}

/// Runs `@main` with poison allowed in memory (LLVM semantics).
fn run_poison_in_memory(src: &str, args: Vec<RtValue>) -> Result<RunResult, InterpError> {
    let mut ctx = affine_dialects::new_context();
    let module = match parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()) {
        Ok(m) => m,
        Err(d) => panic!("parse error: {}", d.message),
    };
    let mut interp = Interpreter::new(&ctx, module)?;
    interp.set_poison_in_memory(true);
    interp.run("main", args)
}

/// A transfer reading past the end pads with poison (several lanes: a
/// regression test for the lane-by-lane poison flags), stores the lanes,
/// overwrites some of them; what is left poison reads back as poison.
const POISON_LANES: &str = r#"
func.func @main(%A: memref<6xi32>, %B: memref<6xi32>, %use: i1) {
  %c0 = arith.constant 0 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %p = ub.poison : i32
  %v = vector.transfer_read %A[%c3], %p : memref<6xi32>, vector<6xi32>
  vector.transfer_write %v, %B[%c0] : vector<6xi32>, memref<6xi32>
  %seven = arith.constant 7 : i32
  memref.store %seven, %B[%c4] : memref<6xi32>
  %x = memref.load %B[%c3] : memref<6xi32>
  memref.store %x, %A[%c0] : memref<6xi32>
  scf.if %use {
    %i = arith.index_cast %x : i32 to index
    %y = memref.load %A[%i] : memref<6xi32>
  }
  return
}
"#;

#[test]
fn poison_in_memory_follows_llvm_when_enabled() {
    let args = |u| vec![i32s(&[6], &[1, 2, 3, 4, 5, 6]), i32s(&[6], &[0; 6]), RtValue::int(1, u)];
    // Strict by default: the store of a poison lane is an error.
    fails(POISON_LANES, args(0), ErrorKind::PoisonUse, "vector.transfer_write");
    let r = run_poison_in_memory(POISON_LANES, args(0)).unwrap();
    assert_eq!(
        r.to_string(),
        "arg0: memref<6xi32> = [poison, 2, 3, 4, 5, 6]\narg1: memref<6xi32> = [4, 5, 6, poison, 7, poison]\n"
    );
    // Using the loaded poison as an index is still an error.
    let e = run_poison_in_memory(POISON_LANES, args(1)).expect_err("poison index");
    assert_eq!(e.kind, ErrorKind::PoisonUse, "{e}");
}

// ---------------------------------------------------------------- scf / func

#[test]
fn scf_loops_and_calls() {
    let src = r#"
func.func @square(%x: i32) -> i32 {
  %y = arith.muli %x, %x : i32
  return %y : i32
}
func.func @fill(%A: memref<?xi32>, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?xi32>
  scf.for %i = %c0 to %n step %c1 {
    memref.store %v, %A[%i] : memref<?xi32>
  }
  return
}
func.func @main(%A: memref<?xi32>, %n: index) -> (i32, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.constant 0 : i32
  %three = arith.constant 3 : i32
  func.call @fill(%A, %three) : (memref<?xi32>, i32) -> ()
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %z) -> i32 {
    %ii = arith.index_cast %i : index to i32
    %sq = func.call @square(%ii) : (i32) -> i32
    %a = arith.addi %acc, %sq : i32
    scf.yield %a : i32
  }
  %w = scf.while (%x = %c1) : (index) -> index {
    %cond = arith.cmpi slt, %x, %n : index
    scf.condition(%cond) %x : index
  } do {
  ^bb0(%x: index):
    %x2 = arith.addi %x, %x : index
    scf.yield %x2 : index
  }
  return %s, %w : i32, index
}
"#;
    assert_eq!(
        out(src, vec![i32s(&[3], &[0, 0, 0]), RtValue::index(5)]),
        "ret0: i32 = 30\nret1: index = 8\narg0: memref<3xi32> = [3, 3, 3]\n"
    );
}

#[test]
fn scf_parallel_with_reduce() {
    let src = r#"
func.func @main(%A: memref<6xi32>) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %init = arith.constant 100 : i32
  %r = scf.parallel (%i) = (%c0) to (%c6) step (%c1) init (%init) -> i32 {
    %v = memref.load %A[%i] : memref<6xi32>
    scf.reduce(%v : i32) {
    ^bb0(%l: i32, %rr: i32):
      %s = arith.addi %l, %rr : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
"#;
    assert_eq!(
        out(src, vec![i32s(&[6], &[1, 2, 3, 4, 5, 6])]),
        "ret0: i32 = 121\narg0: memref<6xi32> = [1, 2, 3, 4, 5, 6]\n"
    );
}

#[test]
fn scf_for_zero_step() {
    let src = r#"
func.func @main(%s: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  scf.for %i = %c0 to %c4 step %s {
  }
  return
}
"#;
    assert!(run(src, vec![RtValue::index(1)]).is_ok());
    fails(src, vec![RtValue::index(0)], ErrorKind::InvalidStep, "scf.for");
}

#[test]
fn step_limit_stops_infinite_loops() {
    let src = r#"
func.func @main() {
  %t = arith.constant true
  scf.while : () -> () {
    scf.condition(%t)
  } do {
    scf.yield
  }
  return
}
"#;
    let mut ctx = affine_dialects::new_context();
    let module = parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()).unwrap();
    let mut interp = Interpreter::new(&ctx, module).unwrap();
    interp.set_step_limit(1000);
    assert_eq!(interp.run("main", vec![]).unwrap_err().kind, ErrorKind::StepLimit);
}

// ---------------------------------------------------------------- vector

#[test]
fn vector_transfer_read_padding_permutation_mask() {
    let src = r#"
func.func @main(%A: memref<3x4xf32>, %m: vector<4xi1>) -> (vector<4xf32>, vector<2x3xf32>, vector<4xf32>) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1.0 : f32
  %a = vector.transfer_read %A[%c1, %c2], %pad : memref<3x4xf32>, vector<4xf32>
  %b = vector.transfer_read %A[%c1, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<2x3xf32>
  %c = vector.transfer_read %A[%c1, %c1], %pad, %m {in_bounds = [true]} : memref<3x4xf32>, vector<4xf32>
  return %a, %b, %c : vector<4xf32>, vector<2x3xf32>, vector<4xf32>
}
"#;
    let a: Vec<f32> = (0..12).map(|x| x as f32).collect();
    let mask = RtValue::Vector(VectorValue {
        elem: ScalarType::Int(1),
        shape: vec![4],
        data: vec![Scalar::Int(-1), Scalar::Int(0), Scalar::Int(-1), Scalar::Int(0)],
    });
    assert_eq!(
        out(src, vec![f32s(&[3, 4], &a), mask]),
        "ret0: vector<4xf32> = [6, 7, -1, -1]\nret1: vector<2x3xf32> = [[6, 10, -1], [7, 11, -1]]\nret2: vector<4xf32> = [5, -1, 7, -1]\narg0: memref<3x4xf32> = [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]]\n"
    );
}

#[test]
fn vector_transfer_in_bounds_violation() {
    let src = r#"
func.func @main(%A: memref<4xf32>, %i: index) -> vector<2xf32> {
  %pad = arith.constant 0.0 : f32
  %a = vector.transfer_read %A[%i], %pad {in_bounds = [true]} : memref<4xf32>, vector<2xf32>
  return %a : vector<2xf32>
}
"#;
    assert!(run(src, vec![f32s(&[4], &[0.0; 4]), RtValue::index(2)]).is_ok());
    fails(src, vec![f32s(&[4], &[0.0; 4]), RtValue::index(3)], ErrorKind::OutOfBounds, "vector.transfer_read");
}

#[test]
fn vector_transfer_write_masked_and_out_of_bounds() {
    let src = r#"
func.func @main(%A: memref<2x3xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = arith.constant dense<[[1, 2], [3, 4], [5, 6]]> : vector<3x2xi32>
  vector.transfer_write %v, %A[%c0, %c1] : vector<3x2xi32>, memref<2x3xi32>
  %w = arith.constant dense<9> : vector<3xi32>
  %c2 = arith.constant 2 : index
  %m = vector.create_mask %c2 : vector<3xi1>
  vector.transfer_write %w, %A[%c1, %c0], %m : vector<3xi32>, memref<2x3xi32>
  return
}
"#;
    assert_eq!(out(src, vec![i32s(&[2, 3], &[0; 6])]), "arg0: memref<2x3xi32> = [[0, 1, 2], [9, 9, 4]]\n");
}

#[test]
fn vector_broadcast_reduction_extract_insert() {
    let src = r#"
func.func @main(%x: f32, %i: index) -> (vector<2x3xf32>, f32, f32, vector<3xf32>, vector<2x3xf32>, f32, i32) {
  %b = vector.broadcast %x : f32 to vector<3xf32>
  %b2 = vector.broadcast %b : vector<3xf32> to vector<2x3xf32>
  %acc = arith.constant 10.0 : f32
  %r = vector.reduction <add>, %b, %acc : vector<3xf32> into f32
  %e = vector.extract %b2[1, 2] : f32 from vector<2x3xf32>
  %row = vector.extract %b2[%i] : vector<3xf32> from vector<2x3xf32>
  %y = arith.constant 7.0 : f32
  %ins = vector.insert %y, %b2[0, %i] : f32 into vector<2x3xf32>
  %oob = vector.extract %b[%i] : f32 from vector<3xf32>
  %iv = arith.constant dense<[3, -8, 5]> : vector<3xi32>
  %mx = vector.reduction <maxsi>, %iv : vector<3xi32> into i32
  return %b2, %r, %e, %row, %ins, %oob, %mx : vector<2x3xf32>, f32, f32, vector<3xf32>, vector<2x3xf32>, f32, i32
}
"#;
    assert_eq!(
        out(src, vec![RtValue::f32(1.5), RtValue::index(1)]),
        "ret0: vector<2x3xf32> = [[1.5, 1.5, 1.5], [1.5, 1.5, 1.5]]\nret1: f32 = 14.5\nret2: f32 = 1.5\nret3: vector<3xf32> = [1.5, 1.5, 1.5]\nret4: vector<2x3xf32> = [[1.5, 7, 1.5], [1.5, 1.5, 1.5]]\nret5: f32 = 1.5\nret6: i32 = 5\n"
    );
    // A dynamic position out of range gives poison.
    let r = out(src, vec![RtValue::f32(1.5), RtValue::index(5)]);
    assert!(r.contains("ret3: vector<3xf32> = [poison, poison, poison]"), "{r}");
    assert!(r.contains("ret5: f32 = poison"), "{r}");
}

#[test]
fn vector_masks_and_mask_op() {
    let src = r#"
func.func @main(%A: memref<4xf32>, %n: index) -> (vector<2x3xi1>, vector<4xf32>, f32) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %m2 = vector.create_mask %c2, %n : vector<2x3xi1>
  %m = vector.create_mask %n : vector<4xi1>
  %pad = arith.constant 0.0 : f32
  %v = vector.mask %m { vector.transfer_read %A[%c0], %pad : memref<4xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %full = vector.transfer_read %A[%c0], %pad : memref<4xf32>, vector<4xf32>
  %s = vector.mask %m { vector.reduction <add>, %full : vector<4xf32> into f32 } : vector<4xi1> -> f32
  return %m2, %v, %s : vector<2x3xi1>, vector<4xf32>, f32
}
"#;
    assert_eq!(
        out(src, vec![f32s(&[4], &[1.0, 2.0, 3.0, 4.0]), RtValue::index(2)]),
        "ret0: vector<2x3xi1> = [[1, 1, 0], [1, 1, 0]]\nret1: vector<4xf32> = [1, 2, 0, 0]\nret2: f32 = 3\narg0: memref<4xf32> = [1, 2, 3, 4]\n"
    );
}

// ---------------------------------------------------------------- API

#[test]
fn inputs_from_json_dense_and_random() {
    let src = r#"
func.func @main(%A: memref<2x?xf32>, %k: i32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %v = memref.load %A[%c1, %c0] : memref<2x?xf32>
  return %v : f32
}
"#;
    let mut ctx = affine_dialects::new_context();
    let module = parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()).unwrap();
    let interp = Interpreter::new(&ctx, module).unwrap();
    let args = interp.inputs_from_json("main", "[[[1, 2, 3], [4.5, 5, 6]], 7]").unwrap();
    let r = interp.run("main", args).unwrap();
    assert_eq!(r.returns[0].to_string(), "f32 = 4.5");
    let (tys, _) = interp.signature("main").unwrap();
    let a = parse_dense("dense<[[1.0, 2.0], [3.0, 4.0]]>", &tys[0]).unwrap();
    let r = interp.run("main", vec![a, RtValue::int(32, 0)]).unwrap();
    assert_eq!(r.returns[0].to_string(), "f32 = 3");
    let x = interp.random_inputs("main", 3, 5).unwrap();
    let y = interp.random_inputs("main", 3, 5).unwrap();
    assert_eq!(x, y);
    assert_eq!(interp.run("main", x).unwrap(), interp.run("main", y).unwrap());
    // Wrong argument kinds are reported, not panics.
    assert_eq!(interp.run("main", vec![RtValue::index(1), RtValue::int(32, 0)]).unwrap_err().kind, ErrorKind::BadInput);
    assert_eq!(interp.run("nope", vec![]).unwrap_err().kind, ErrorKind::UnknownFunction);
}

#[test]
fn unsupported_ops_are_reported_when_run() {
    let src = r#"
func.func @main(%x: f32) -> f32 {
  %y = "math.not_an_op"(%x) : (f32) -> f32
  return %y : f32
}
"#;
    let mut ctx = affine_dialects::new_context();
    ctx.allow_unregistered_dialect = true;
    let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
    let module = parse_source(&mut ctx, src, "test.mlir", &opts).unwrap();
    let interp = Interpreter::new(&ctx, module).unwrap();
    let e = interp.run("main", vec![RtValue::f32(4.0)]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported);
    assert_eq!(e.op, "math.not_an_op");
}

#[test]
fn math_ops_on_scalars_and_vectors() {
    let src = r#"
func.func @main(%x: f32, %v: vector<2xf32>) -> (f32, f32, vector<2xf32>, f32) {
  %s = math.sqrt %x : f32
  %e = math.exp %x : f32
  %a = math.absf %v : vector<2xf32>
  %p = math.powf %x, %x : f32
  return %s, %e, %a, %p : f32, f32, vector<2xf32>, f32
}
"#;
    let mut ctx = affine_dialects::new_context();
    let module = parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()).unwrap();
    let interp = Interpreter::new(&ctx, module).unwrap();
    let f32t = ScalarType::Float(crate::scalar::FloatKind::F32);
    let v = RtValue::Vector(VectorValue {
        elem: f32t,
        shape: vec![2],
        data: vec![Scalar::Float(-1.5), Scalar::Float(2.0)],
    });
    let r = interp.run("main", vec![RtValue::f32(4.0), v]).unwrap();
    let abs =
        RtValue::Vector(VectorValue { elem: f32t, shape: vec![2], data: vec![Scalar::Float(1.5), Scalar::Float(2.0)] });
    assert_eq!(r.returns, vec![RtValue::f32(2.0), RtValue::f32(4f64.exp() as f32), abs, RtValue::f32(256.0)]);
}

#[test]
fn vector_transfer_permuted_mask_matches_mlir_runner() {
    // Expected values were produced by lowering the same reads to LLVM with
    // mlir-opt 22 and running them with mlir-runner.
    let src = r#"
func.func @main(%A: memref<3x4xf32>) -> (vector<2x3xf32>, vector<2x3xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %pad = arith.constant -1.0 : f32
  %b = vector.transfer_read %A[%c1, %c2], %pad {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<2x3xf32>
  %m = vector.create_mask %c1, %c2 : vector<3x2xi1>
  %d = vector.transfer_read %A[%c0, %c1], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<3x4xf32>, vector<2x3xf32>
  return %b, %d : vector<2x3xf32>, vector<2x3xf32>
}
"#;
    let a: Vec<f32> = (0..12).map(|x| x as f32).collect();
    let r = run(src, vec![f32s(&[3, 4], &a)]).unwrap();
    assert_eq!(r.returns[0].to_string(), "vector<2x3xf32> = [[6, 10, -1], [7, 11, -1]]");
    assert_eq!(r.returns[1].to_string(), "vector<2x3xf32> = [[1, -1, -1], [2, -1, -1]]");
}

#[test]
fn vector_select_and_elementwise() {
    let src = r#"
func.func @main(%c: i1) -> (vector<3xi32>, vector<3xi32>, vector<3xi1>) {
  %a = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  %b = arith.constant dense<[30, 20, 10]> : vector<3xi32>
  %s = arith.select %c, %a, %b : vector<3xi32>
  %lt = arith.cmpi slt, %a, %b : vector<3xi32>
  %m = arith.select %lt, %b, %a : vector<3xi1>, vector<3xi32>
  %x = arith.muli %m, %a : vector<3xi32>
  return %s, %x, %lt : vector<3xi32>, vector<3xi32>, vector<3xi1>
}
"#;
    assert_eq!(
        out(src, vec![RtValue::int(1, 0)]),
        "ret0: vector<3xi32> = [30, 20, 10]\nret1: vector<3xi32> = [30, 40, 30]\nret2: vector<3xi1> = [1, 1, 1]\n"
    );
}

#[test]
fn rank_reducing_subview_with_dynamic_sizes() {
    let src = r#"
func.func @main(%A: memref<3x1x4xi32>, %n: index) -> i32 {
  %s = memref.subview %A[1, 0, 0] [1, 1, %n] [1, 1, 1] : memref<3x1x4xi32> to memref<?xi32, strided<[1], offset: 4>>
  %c1 = arith.constant 1 : index
  %v = memref.load %s[%c1] : memref<?xi32, strided<[1], offset: 4>>
  return %v : i32
}
"#;
    let a: Vec<i64> = (0..12).collect();
    let r = run(src, vec![i32s(&[3, 1, 4], &a), RtValue::index(3)]).unwrap();
    assert_eq!(r.returns[0].to_string(), "i32 = 5");
}

#[test]
fn memref_reshapes() {
    let src = r#"
func.func @main(%A: memref<12xi32>, %o: index) -> (i32, i32, i32) {
  %r = memref.reinterpret_cast %A to offset: [%o], sizes: [2, 3], strides: [3, 1] : memref<12xi32> to memref<2x3xi32, strided<[3, 1], offset: ?>>
  %e = memref.expand_shape %A [[0, 1]] output_shape [3, 4] : memref<12xi32> into memref<3x4xi32>
  %c = memref.collapse_shape %e [[0, 1]] : memref<3x4xi32> into memref<12xi32>
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %x = memref.load %r[%c1, %c2] : memref<2x3xi32, strided<[3, 1], offset: ?>>
  %y = memref.load %e[%c2, %c1] : memref<3x4xi32>
  %z = memref.load %c[%c7] : memref<12xi32>
  return %x, %y, %z : i32, i32, i32
}
"#;
    let a: Vec<i64> = (0..12).map(|x| x * 10).collect();
    let r = run(src, vec![i32s(&[12], &a), RtValue::index(4)]).unwrap();
    let s: Vec<String> = r.returns.iter().map(|v| v.to_string()).collect();
    assert_eq!(s, ["i32 = 90", "i32 = 90", "i32 = 70"]);
    // A reinterpretation reaching past the buffer faults on access.
    fails(src, vec![i32s(&[12], &a), RtValue::index(7)], ErrorKind::OutOfBounds, "memref.load");
}

#[test]
fn vector_shape_ops_and_poison_store() {
    let src = r#"
func.func @main(%A: memref<2x3xf32>, %store: i1) -> (vector<3x2xf32>, vector<6xf32>, vector<2xf32>) {
  %c0 = arith.constant 0 : index
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%c0, %c0], %pad : memref<2x3xf32>, vector<2x3xf32>
  %t = vector.transpose %v, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  %f = vector.shape_cast %v : vector<2x3xf32> to vector<6xf32>
  %x = arith.constant 1.5 : f32
  %p = ub.poison : f32
  %e = vector.from_elements %x, %p : vector<2xf32>
  scf.if %store {
    vector.transfer_write %e, %A[%c0, %c0] : vector<2xf32>, memref<2x3xf32>
  }
  return %t, %f, %e : vector<3x2xf32>, vector<6xf32>, vector<2xf32>
}
"#;
    let a = f32s(&[2, 3], &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let r = run(src, vec![a.clone(), RtValue::int(1, 0)]).unwrap();
    let s: Vec<String> = r.returns.iter().map(|v| v.to_string()).collect();
    assert_eq!(
        s,
        [
            "vector<3x2xf32> = [[1, 4], [2, 5], [3, 6]]",
            "vector<6xf32> = [1, 2, 3, 4, 5, 6]",
            "vector<2xf32> = [1.5, poison]"
        ]
    );
    fails(src, vec![a, RtValue::int(1, 1)], ErrorKind::PoisonUse, "vector.transfer_write");
}

#[test]
fn scf_execute_region_and_index_loops() {
    let src = r#"
func.func @main(%n: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %c1 = arith.constant 1 : i32
    %c0 = arith.constant 0 : i32
    %s = scf.for %i = %c0 to %n step %c1 iter_args(%a = %c0) -> (i32) : i32 {
      %b = arith.addi %a, %i : i32
      scf.yield %b : i32
    }
    scf.yield %s : i32
  }
  return %r : i32
}
"#;
    assert_eq!(out(src, vec![RtValue::int(32, 5)]), "ret0: i32 = 10\n");
}

#[test]
fn unsupported_types_are_errors() {
    let src = r#"
func.func @main(%a: i128) -> i128 {
  return %a : i128
}
"#;
    let mut ctx = affine_dialects::new_context();
    let module = parse_source(&mut ctx, src, "test.mlir", &ParseOptions::default()).unwrap();
    let interp = Interpreter::new(&ctx, module).unwrap();
    let e = interp.run("main", vec![RtValue::int(64, 1)]).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e.message.contains("i128"), "{e}");
}

#[test]
fn dma_with_stride() {
    let src = r#"
func.func @main(%A: memref<12xf32>, %B: memref<6xf32>) {
  %tag = memref.alloca() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %n = arith.constant 6 : index
  %st = arith.constant 4 : index
  %per = arith.constant 2 : index
  affine.dma_start %A[%c0 + 1], %B[%c0], %tag[%c0], %n, %st, %per : memref<12xf32>, memref<6xf32>, memref<1xi32>
  affine.dma_wait %tag[%c0], %n : memref<1xi32>
  return
}
"#;
    let a: Vec<f32> = (0..12).map(|x| x as f32).collect();
    let r = run(src, vec![f32s(&[12], &a), f32s(&[6], &[0.0; 6])]).unwrap();
    assert_eq!(r.arg_memrefs[1].as_ref().unwrap().to_string(), "memref<6xf32> = [1, 2, 5, 6, 9, 10]");
}

#[test]
fn truncf_rounding_modes() {
    let src = r#"
func.func @main(%x: f64) -> (f16, f16, f16) {
  %a = arith.truncf %x : f64 to f16
  %b = arith.truncf %x downward : f64 to f16
  %c = arith.truncf %x upward : f64 to f16
  return %a, %b, %c : f16, f16, f16
}
"#;
    assert_eq!(
        // f16(0.1) rounds down to 0.0999755859375 (printed "0.1"), so
        // `downward` agrees with the default and `upward` is the next value.
        out(src, vec![RtValue::f64(0.1)]),
        "ret0: f16 = 0.1\nret1: f16 = 0.1\nret2: f16 = 0.10004\n"
    );
}

#[test]
fn arith_edge_cases_match_mlir_runner() {
    // Expected values come from lowering this function to LLVM with
    // mlir-opt 22 and printing the results with mlir-runner.
    let src = r#"
func.func @main() -> (i8, i8, i8, i8, i8, i8, i32, i32, f16, bf16, f32, i16, i16, f32, f32) {
  %a = arith.constant -100 : i8
  %b = arith.constant 7 : i8
  %0 = arith.floordivsi %a, %b : i8
  %1 = arith.ceildivsi %a, %b : i8
  %2 = arith.remui %a, %b : i8
  %3 = arith.divui %a, %b : i8
  %4 = arith.shrui %a, %b : i8
  %5 = arith.muli %a, %b : i8
  %f = arith.constant 3.7e9 : f32
  %6 = arith.fptoui %f : f32 to i32
  %g = arith.constant -2.5 : f32
  %7 = arith.fptosi %g : f32 to i32
  %h = arith.constant 1000.3 : f32
  %8 = arith.truncf %h : f32 to f16
  %9 = arith.truncf %h : f32 to bf16
  %i = arith.constant 16777217 : i32
  %10 = arith.sitofp %i : i32 to f32
  %j = arith.constant 1.0e10 : f32
  %11 = arith.bitcast %8 : f16 to i16
  %12 = arith.bitcast %9 : bf16 to i16
  %k = arith.constant 0x7FC00000 : f32
  %13 = arith.minnumf %k, %g : f32
  %14 = arith.remf %h, %g : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14 : i8, i8, i8, i8, i8, i8, i32, i32, f16, bf16, f32, i16, i16, f32, f32
}
"#;
    assert_eq!(
        out(src, vec![]),
        "ret0: i8 = -15\nret1: i8 = -14\nret2: i8 = 2\nret3: i8 = 22\nret4: i8 = 1\nret5: i8 = 68\n\
         ret6: i32 = -594967296\nret7: i32 = -2\nret8: f16 = 1000.5\nret9: bf16 = 1000\nret10: f32 = 16777216\n\
         ret11: i16 = 25553\nret12: i16 = 17530\nret13: f32 = -2.5\nret14: f32 = 0.2999878\n"
    );
}

#[test]
fn math_clampf_powi_erf_sincos() {
    // clampf(x, lo, hi) = maximumf(minimumf(x, hi), lo), as documented.
    let src = r#"
func.func @main(%x: f32, %lo: f32, %hi: f32, %n: i32, %a: i8) -> (f32, f32, i8, f32, f32, f32, f32) {
  %c = math.clampf %x to [%lo, %hi] : f32
  %p = math.fpowi %x, %n : f32, i32
  %i = math.ipowi %a, %a : i8
  %e = math.erf %x : f32
  %ec = math.erfc %x : f32
  %s, %co = math.sincos %x : f32
  return %c, %p, %i, %e, %ec, %s, %co : f32, f32, i8, f32, f32, f32, f32
}
"#;
    let r = run(
        src,
        vec![RtValue::f32(0.5), RtValue::f32(0.0), RtValue::f32(1.0), RtValue::int(32, -2), RtValue::int(8, 3)],
    )
    .unwrap();
    let x = 0.5f32;
    assert_eq!(r.returns[0], RtValue::f32(0.5));
    assert_eq!(r.returns[1], RtValue::f32(4.0));
    assert_eq!(r.returns[2], RtValue::int(8, 27));
    assert_eq!(r.returns[5], RtValue::f32(x.sin()));
    assert_eq!(r.returns[6], RtValue::f32(x.cos()));
    let (RtValue::Scalar { value: Scalar::Float(e), .. }, RtValue::Scalar { value: Scalar::Float(ec), .. }) =
        (&r.returns[3], &r.returns[4])
    else {
        panic!("float results expected: {:?}", r.returns)
    };
    assert!((e - 0.520_499_9).abs() < 1e-6 && (ec - 0.479_500_1).abs() < 1e-6, "{e} {ec}");
    let clamp = |x: f32, lo: f32, hi: f32| {
        let r = run(
            src,
            vec![RtValue::f32(x), RtValue::f32(lo), RtValue::f32(hi), RtValue::int(32, 0), RtValue::int(8, 0)],
        )
        .unwrap();
        r.returns[0].clone()
    };
    assert_eq!(clamp(5.0, 0.0, 1.0), RtValue::f32(1.0));
    assert_eq!(clamp(-5.0, 0.0, 1.0), RtValue::f32(0.0));
    // Bounds crossed: the lower bound wins (it is applied last).
    assert_eq!(clamp(0.5, 2.0, 1.0), RtValue::f32(2.0));
    assert_eq!(clamp(-0.0, 0.0, 1.0).to_string(), RtValue::f32(0.0).to_string());
}

#[test]
fn powi_edge_cases() {
    use crate::ops::{fpowi, ipowi};
    use crate::scalar::FloatKind;
    // ipowi: negative exponents truncate 1 / a^|b|; 0^-n divides by zero.
    assert_eq!(ipowi(32, 2, -1), Ok(0));
    assert_eq!(ipowi(32, -1, -3), Ok(-1));
    assert_eq!(ipowi(32, -1, -4), Ok(1));
    assert_eq!(ipowi(32, 1, i64::from(i32::MIN)), Ok(1));
    assert_eq!(ipowi(32, 0, -2).unwrap_err().kind, ErrorKind::DivisionByZero);
    assert_eq!(ipowi(32, 0, 0), Ok(1));
    // Wrapping: 3^21 in i32, 2^8 in i8.
    assert_eq!(ipowi(32, 3, 21), Ok(3i32.wrapping_pow(21) as i64));
    assert_eq!(ipowi(8, 2, 8), Ok(0));
    assert_eq!(ipowi(8, -3, 5), Ok(-243i64 as i8 as i64));
    let f = |x: f64, n: i64, w: u32| f64::from_bits(fpowi(FloatKind::F32, w, x.to_bits(), n as u64));
    assert_eq!(f(f64::NAN, 0, 32), 1.0);
    assert_eq!(f(2.0, -2, 32), 0.25);
    assert_eq!(f(-1.0, i64::from(i32::MIN), 32), 1.0);
    assert_eq!(f(2.0, -1, 1), 0.5, "i1 exponent -1");
    // Each multiplication rounds to f32: 1.1^3 by squaring in f32.
    let x = 1.1f32;
    assert_eq!(f(f64::from(x), 3, 32), f64::from(x * (x * x)));
}

// ---------------------------------------------------------------- f80/f128 table

/// A long run making one new f128 value per iteration (through a call, so
/// that the caller's frame holds live values during collections) keeps the
/// value table bounded: values computed before the loop, in registers and
/// in memory, survive the collections.
#[test]
fn wide_value_table_stays_bounded() {
    let src = r#"
func.func @step(%x: f128, %one: f128) -> f128 {
  %y = arith.addf %x, %one : f128
  return %y : f128
}
func.func @main(%n: index) -> (f128, f128, f128) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %one = arith.constant 1.0 : f128
  %three = arith.constant 3.0 : f128
  %zero = arith.constant 0.0 : f128
  %third = arith.divf %one, %three : f128
  %m = memref.alloc() : memref<2xf128>
  %inv = arith.divf %one, %third : f128
  %s = arith.addf %inv, %third : f128
  memref.store %s, %m[%c0] : memref<2xf128>
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f128) {
    %next = func.call @step(%acc, %one) : (f128, f128) -> f128
    scf.yield %next : f128
  }
  %l = memref.load %m[%c0] : memref<2xf128>
  return %r, %third, %l : f128, f128, f128
}
"#;
    let n = 300_000;
    let got = out(src, vec![RtValue::Scalar { ty: ScalarType::Index, value: Scalar::Int(n) }]);
    assert!(got.contains("ret0: f128 = 300000"), "{got}");
    assert!(got.contains("ret1: f128 = 0.3333333333333333333333333333333333"), "{got}");
    assert!(got.contains("ret2: f128 = 3.3333333333333333333333333333333335"), "{got}");
    let live = crate::wide::live_values();
    assert!(live < 200_000, "{live} values live after {n} iterations");
}
