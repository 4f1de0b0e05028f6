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
