// RUN: affine-opt %s --split-input-file --verify-diagnostics --allow-unregistered-dialect

func.func @transfer_read_rank(%m: memref<?x?xf32>, %i: index, %pad: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires 2 indices}}
  %0 = vector.transfer_read %m[%i], %pad : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @transfer_read_pad_type(%m: memref<?xf32>, %i: index, %pad: i32) {
  // expected-error @+1 {{use of value '%pad' expects different type than prior uses: 'f32' vs 'i32'}}
  %0 = vector.transfer_read %m[%i], %pad : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_map(%m: memref<?x?xf32>, %i: index, %pad: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %0 = vector.transfer_read %m[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_read_in_bounds(%m: memref<?xf32>, %i: index, %pad: f32) {
  // expected-error @+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0) -> (d0)> vs inBounds of size: 2}}
  %0 = vector.transfer_read %m[%i], %pad {in_bounds = [true, false]} : memref<?xf32>, vector<4xf32>
  return
}

// -----

// expected-note @+1 {{prior use here}}
func.func @transfer_read_mask_type(%m: memref<?xf32>, %i: index, %pad: f32, %mask: vector<8xi1>) {
  // expected-error @+1 {{use of value '%mask' expects different type than prior uses: 'vector<4xi1>' vs 'vector<8xi1>'}}
  %0 = vector.transfer_read %m[%i], %pad, %mask : memref<?xf32>, vector<4xf32>
  return
}

// -----

func.func @transfer_write_rank(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @transfer_read_not_shaped(%i: index, %pad: f32) {
  // expected-error @+1 {{custom op 'vector.transfer_read' requires memref or ranked tensor type}}
  %0 = vector.transfer_read %pad[%i], %pad : f32, vector<4xf32>
  return
}

// -----

func.func @broadcast_bad(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @reduction_type(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op failed to verify that source operand and result have same element type}}
  %0 = vector.reduction <add>, %v : vector<4xf32> into i32
  return
}

// -----

func.func @reduction_rank(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction rank: 2}}
  %0 = vector.reduction <add>, %v : vector<2x4xf32> into f32
  return
}

// -----

func.func @reduction_int_kind(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %0 = vector.reduction <and>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @extract_oob(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[4] : f32 from vector<4xf32>
  return
}

// -----

func.func @extract_rank(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[1, 2] : f32 from vector<4xf32>
  return
}

// -----

func.func @insert_oob(%v: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %s, %v[7] : f32 into vector<4xf32>
  return
}

// -----

func.func @shape_cast_bad(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (8) and result (7)}}
  %0 = vector.shape_cast %v : vector<2x4xf32> to vector<7xf32>
  return
}

// -----

func.func @create_mask_count(%n: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %n : vector<4x8xi1>
  return
}

// -----

func.func @constant_mask_oob() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @fma_type(%a: vector<4xi32>) {
  // expected-error @+1 {{'vector.fma' op operand #0 must be vector of floating-point values, but got 'vector<4xi32>'}}
  %0 = vector.fma %a, %a, %a : vector<4xi32>
  return
}

// -----

func.func @load_rank(%m: memref<?x?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op requires 2 indices}}
  %0 = vector.load %m[%i] : memref<?x?xf32>, vector<8xf32>
  return
}

// -----

func.func @load_elem(%m: memref<?xf32>, %i: index) {
  // expected-error @+1 {{'vector.load' op base and result element types should match}}
  %0 = vector.load %m[%i] : memref<?xf32>, vector<8xi32>
  return
}

// -----

func.func @mask_two_ops(%m: vector<4xi1>, %v: vector<4xf32>) {
  // expected-error @+1 {{'vector.mask' op expects a MaskableOpInterface within the mask region}}
  %0 = vector.mask %m { %a = arith.addf %v, %v : vector<4xf32>
  vector.yield %a : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

// -----

func.func @contract_bad(%a: vector<4x8xf32>, %b: vector<8x16xf32>, %c: vector<4x16xf32>) {
  // expected-error @+1 {{'vector.contract' op expected at least one contracting dimension pair}}
  %0 = vector.contract {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>], iterator_types = ["parallel", "parallel", "parallel"]} %a, %b, %c : vector<4x8xf32>, vector<8x16xf32> into vector<4x16xf32>
  return
}

// -----

func.func @step_bad() {
  // expected-error @+1 {{'vector.step' op result #0 must be vector of index values of ranks 1, but got 'vector<4xi32>'}}
  %0 = vector.step : vector<4xi32>
  return
}

// -----

func.func @g(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[5] : f32 from vector<4xf32>
  return
}

// -----
func.func @h(%v: vector<4xf32>, %s: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %v, %v[0] : vector<4xf32> into vector<4xf32>
  return
}

// -----
func.func @i(%m: memref<?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %0 = vector.transfer_read %m[%i], %p {permutation_map = affine_map<(d0) -> (d0 + 1)>} : memref<?xf32>, vector<4xf32>
  return
}

// -----
func.func @j(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error @+1 {{'vector.transfer_read' op requires a permutation_map that is a permutation (found one dim used more than once)}}
  %0 = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d0)>} : memref<?x?xf32>, vector<4x4xf32>
  return
}

// -----
func.func @k(%m: memref<?x?xf32>, %i: index, %v: vector<4x4xf32>) {
  // expected-error @+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : vector<4x4xf32>, memref<?x?xf32>
  return
}

// -----
func.func @l(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<4xf32> to vector<2x2xi32>
  return
}

// -----
func.func @m() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [1, 0] : vector<4x4xi1>
  return
}

// -----

func.func @t1(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @t2(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @t3(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<2x4xf32> to vector<8xf32>
  return
}

// -----

func.func @b1(%v: vector<4xi32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4xi32> to vector<4xi16>
  return
}

// -----

func.func @f1(%a: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 1 operands and 2 types}}
  %0 = vector.from_elements %a : vector<2xf32>
  return
}

// -----

func.func @m1(%v: vector<2x4xf32>, %acc: vector<4xf32>) {
  // expected-error @+1 {{'vector.multi_reduction' op destination type 'vector<4xf32>' is incompatible with source type 'vector<2x4xf32>'}}
  %0 = vector.multi_reduction <add>, %v, %acc [1] : vector<2x4xf32> to vector<4xf32>
  return
}

// -----

func.func @s1(%v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.extract_strided_slice' op expected offsets dimension 1 to be confined to [0, 4)}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 5], sizes = [2, 2], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @s2(%v: vector<2x4xf32>, %w: vector<2x2xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op expected strides to be confined to [1, 2)}}
  %0 = vector.insert_strided_slice %w, %v {offsets = [0, 2], strides = [2, 1]} : vector<2x2xf32> into vector<2x4xf32>
  return
}

// -----

func.func @strided_slice_attrs(%v: vector<2x4xf32>) {
  // ODS's required properties come before the operand checks.
  // expected-error @+1 {{'vector.extract_strided_slice' op requires attribute 'sizes'}}
  %0 = vector.extract_strided_slice %v {offsets = [0, 1], strides = [1, 1]} : vector<2x4xf32> to vector<2x2xf32>
  return
}

// -----

func.func @insert_strided_slice_attrs(%s: vector<2x2xf32>, %v: vector<2x4xf32>) {
  // expected-error @+1 {{'vector.insert_strided_slice' op requires attribute 'offsets'}}
  %0 = vector.insert_strided_slice %s, %v {offset = [0, 2], strides = [1, 1]} : vector<2x2xf32> into vector<2x4xf32>
  return
}

// -----

// mlir-opt 22 still reads trailing mask operands after the accumulator:
// one mask is a parse error at the op name...
func.func @contract_one_mask(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>, %m: vector<4x8xi1>) -> vector<4x4xf32> {
  // expected-error @+1 {{custom op 'vector.contract' expected zero or exactly 2 vector mask operands}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a, %m : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

// ... two parse (typed as i1 vectors of the lhs and rhs shapes) and the
// op, which has exactly three operands, fails to verify.
func.func @contract_two_masks(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>, %m0: vector<4x8xi1>, %m1: vector<8x4xi1>) -> vector<4x4xf32> {
  // expected-error @+1 {{'vector.contract' op expected 3 operands, but found 5}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a, %m0, %m1 : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}

// -----

func.func @contract_mask_types(%l: vector<4x8xf32>, %r: vector<8x4xf32>, %a: vector<4x4xf32>, %m0: vector<4x8xi1>, %m1: vector<8x4xi1>) -> vector<4x4xf32> {
  // expected-note @-1 {{prior use here}}
  // expected-error @+1 {{use of value '%m1' expects different type than prior uses: 'vector<4x8xi1>' vs 'vector<8x4xi1>'}}
  %0 = vector.contract {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} %l, %r, %a, %m1, %m0 : vector<4x8xf32>, vector<8x4xf32> into vector<4x4xf32>
  return %0 : vector<4x4xf32>
}
