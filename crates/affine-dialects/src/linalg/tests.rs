use crate::arith::types::testing::{error, roundtrip, roundtrip_generic};

const MATMUL: &str = "func.func @f(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xi32>) {\n  \
                      linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)\n  \
                      return\n}";

#[test]
fn named_op_region_is_built_with_casts() {
    assert!(roundtrip(MATMUL).contains(
        "linalg.matmul ins(%arg0, %arg1 : memref<4x8xi8>, memref<8x16xi8>) outs(%arg2 : memref<4x16xi32>)\n"
    ));
    let g = roundtrip_generic(MATMUL);
    assert!(g.contains("\"arith.extsi\""), "{g}");
    assert!(g.contains("\"arith.muli\""), "{g}");
    assert!(g.contains("indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>"), "{g}");
}

#[test]
fn generic_prints_iterator_types_as_strings_and_names_block_args() {
    let src = "func.func @g(%a: memref<4xf32>, %c: memref<4xf32>) {\n  linalg.generic {indexing_maps = \
               [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]} ins(%a : \
               memref<4xf32>) outs(%c : memref<4xf32>) {\n  ^bb0(%x: f32, %y: f32):\n    %s = arith.addf %x, %y : \
               f32\n    linalg.yield %s : f32\n  }\n  return\n}";
    let out = roundtrip(src);
    assert!(out.contains("iterator_types = [\"parallel\"]}"), "{out}");
    assert!(out.contains("^bb0(%in: f32, %out: f32):"), "{out}");
}

#[test]
fn fill_type_mismatch_and_bad_shapes_are_errors() {
    let e = error(
        "func.func @f(%x: i32, %c: memref<4xf32>) {\n  linalg.fill ins(%x : i32) outs(%c : memref<4xf32>)\n  return\n}",
    );
    assert!(e.contains("expected fill value type ('i32') to match output element type ('f32')"), "{e}");
    let e = error(
        "func.func @f(%a: memref<4x8xf32>, %b: memref<7x16xf32>, %c: memref<4x16xf32>) {\n  linalg.matmul ins(%a, \
         %b : memref<4x8xf32>, memref<7x16xf32>) outs(%c : memref<4x16xf32>)\n  return\n}",
    );
    assert!(e.contains("inferred input/output operand #1 has shape's dimension #0 to be 8, but found 7"), "{e}");
}

/// Folds every `linalg.index` of `src` (MLIR's `IndexOp::fold`): the
/// constant 0 where the loop's static range is 1, nothing otherwise.
fn index_folds(src: &str) -> Vec<Option<i64>> {
    use affine_ir::rewrite::{FoldOutcome, FoldResult, fold_op};
    let mut ctx = crate::new_context();
    let m = crate::arith::types::testing::parse(&mut ctx, src).unwrap_or_else(|e| panic!("{e}"));
    let ops: Vec<_> = ctx
        .ir
        .walk(m, affine_ir::ir::WalkOrder::PreOrder)
        .into_iter()
        .filter(|&o| super::index_dim(&ctx, o).is_some())
        .collect();
    ops.into_iter()
        .map(|o| match fold_op(&mut ctx, o) {
            FoldOutcome::Results(r) => match r.as_slice() {
                [FoldResult::Attr(a)] => {
                    let v = ctx.attr_int(*a).map(|v| v as i64);
                    // Interned: the same attribute as `0 : index`.
                    assert_eq!(*a, ctx.index_attr(v.unwrap_or(-1)), "not an index attribute");
                    v
                }
                other => panic!("unexpected fold {other:?}"),
            },
            FoldOutcome::Failed => None,
            FoldOutcome::InPlace => panic!("folded in place"),
        })
        .collect()
}

#[test]
fn index_of_unit_loop_folds_to_zero() {
    // d0 is named first by %a (size 1), d1 by %a (dynamic), d2 by %b (4);
    // %b's size 1 for d1 does not count.
    let src = "func.func @f(%a: memref<1x?xf32>, %b: memref<4x1xf32>) {\n  linalg.generic {indexing_maps = \
               [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>], iterator_types = \
               [\"parallel\", \"parallel\", \"parallel\"]} ins(%a : memref<1x?xf32>) outs(%b : memref<4x1xf32>) {\n  \
               ^bb0(%x: f32, %y: f32):\n    %i = linalg.index 0 : index\n    %j = linalg.index 1 : index\n    %k \
               = linalg.index 2 : index\n    linalg.yield %x : f32\n  }\n  return\n}";
    assert_eq!(index_folds(src), vec![Some(0), None, None]);
}
