// RUN: affine-opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s
// RUN: affine-opt %s -allow-unregistered-dialect -canonicalize=top-down=false | FileCheck %s
// RUN: %mlir_opt %s -allow-unregistered-dialect -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -allow-unregistered-dialect -canonicalize=top-down=false | FileCheck %s

// MLIR 22's CloneOp::fold (memref::foldMemRefCast) and SimplifyClones, the
// canonicalization pattern of bufferization.clone. (The interpreter does not
// run bufferization.clone, so there is no --check-semantics run.)

// The source is freed after the clone in its block: the clone is the source,
// the dealloc goes.
// CHECK-LABEL: func.func @clone_dealloc_source(
// CHECK-NEXT: %alloc = memref.alloc(%arg0) : memref<?xf32>
// CHECK-NEXT: return %alloc : memref<?xf32>
// CHECK-NEXT: }
func.func @clone_dealloc_source(%n: index) -> memref<?xf32> {
  %a = memref.alloc(%n) : memref<?xf32>
  %c = bufferization.clone %a : memref<?xf32> to memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %c : memref<?xf32>
}

// The clone is freed in its block: the clone is the source, the dealloc goes.
// CHECK-LABEL: func.func @clone_dealloc_clone(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.load %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @clone_dealloc_clone(%a: memref<4xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %v = memref.load %c[%c0] : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return %v : f32
}

// An unused clone goes.
// CHECK-LABEL: func.func @clone_unused(
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @clone_unused(%a: memref<4xf32>) {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  return
}

// Types that differ but are cast compatible: a memref.cast of the source.
// CHECK-LABEL: func.func @clone_cast(
// CHECK-NEXT: %cast = memref.cast %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %cast : memref<?xf32>
// CHECK-NEXT: }
func.func @clone_cast(%a: memref<4xf32>) -> memref<?xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<?xf32>
  memref.dealloc %a : memref<4xf32>
  return %c : memref<?xf32>
}

// The folder: a memref.cast operand folds into the clone.
// CHECK-LABEL: func.func @clone_of_cast(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<?xf32>
// CHECK-NEXT: return %0 : memref<?xf32>
// CHECK-NEXT: }
func.func @clone_of_cast(%a: memref<4xf32>) -> memref<?xf32> {
  %m = memref.cast %a : memref<4xf32> to memref<?xf32>
  %c = bufferization.clone %m : memref<?xf32> to memref<?xf32>
  return %c : memref<?xf32>
}

// Both freed in one block: kept.
// CHECK-LABEL: func.func @clone_both_dealloc(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: "test.use"(%0) : (memref<4xf32>) -> ()
// CHECK-NEXT: memref.dealloc %0 : memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @clone_both_dealloc(%a: memref<4xf32>) {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  memref.dealloc %c : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// Nothing freed: kept.
// CHECK-LABEL: func.func @clone_no_dealloc(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_no_dealloc(%a: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  return %c : memref<4xf32>
}

// A dealloc of something else between the clone and the dealloc: kept.
// CHECK-LABEL: func.func @clone_free_between(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_free_between(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  memref.dealloc %b : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return %c : memref<4xf32>
}

// The source is a view of a freed allocation (ViewLikeOpInterface).
// CHECK-LABEL: func.func @clone_view_source(
// CHECK-NEXT: %alloc = memref.alloc() : memref<8xf32>
// CHECK-NEXT: %subview = memref.subview %alloc[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: return %subview : memref<2xf32, strided<[1], offset: 2>>
// CHECK-NEXT: }
func.func @clone_view_source(%n: index) -> memref<2xf32, strided<[1], offset: 2>> {
  %a = memref.alloc() : memref<8xf32>
  %s = memref.subview %a[2] [2] [1] : memref<8xf32> to memref<2xf32, strided<[1], offset: 2>>
  %c = bufferization.clone %s : memref<2xf32, strided<[1], offset: 2>> to memref<2xf32, strided<[1], offset: 2>>
  memref.dealloc %a : memref<8xf32>
  return %c : memref<2xf32, strided<[1], offset: 2>>
}

// The only dealloc is in another block: kept; with the clone freed in
// another block and the source in this one, the source dealloc goes.
// CHECK-LABEL: func.func @clone_other_block(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_other_block(%a: memref<4xf32>, %b: i1) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  scf.if %b {
    memref.dealloc %a : memref<4xf32>
  }
  return %c : memref<4xf32>
}

// CHECK-LABEL: func.func @clone_other_block2(
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_other_block2(%a: memref<4xf32>, %b: i1) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  scf.if %b {
    memref.dealloc %c : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return %c : memref<4xf32>
}

// Two deallocs of the source: kept.
// CHECK-LABEL: func.func @clone_two_deallocs(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: } else {
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_two_deallocs(%a: memref<4xf32>, %b: i1) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  scf.if %b {
    memref.dealloc %a : memref<4xf32>
  } else {
    memref.dealloc %a : memref<4xf32>
  }
  return %c : memref<4xf32>
}

// bufferization.dealloc declares no free effect: kept.
// CHECK-LABEL: func.func @clone_bdealloc(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: bufferization.dealloc (%arg0 : memref<4xf32>) if (%arg1)
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @clone_bdealloc(%a: memref<4xf32>, %cond: i1) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  bufferization.dealloc (%a : memref<4xf32>) if (%cond)
  return %c : memref<4xf32>
}

// Unranked memrefs; incompatible types stay.
// CHECK-LABEL: func.func @clone_unranked(
// CHECK-NEXT: return %arg0 : memref<*xf32>
// CHECK-NEXT: }
func.func @clone_unranked(%a: memref<*xf32>) -> memref<*xf32> {
  %c = bufferization.clone %a : memref<*xf32> to memref<*xf32>
  memref.dealloc %a : memref<*xf32>
  return %c : memref<*xf32>
}

// CHECK-LABEL: func.func @clone_incompatible(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xi32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xi32>
// CHECK-NEXT: }
func.func @clone_incompatible(%a: memref<4xf32>) -> memref<4xi32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xi32>
  memref.dealloc %a : memref<4xf32>
  return %c : memref<4xi32>
}

// CHECK-LABEL: func.func private @ext(
func.func private @ext(memref<4xf32>)

// Ops without MemoryEffectOpInterface (func.call, affine.for around a
// dealloc) between the clone and the dealloc do not stop the pattern;
// memref.realloc (which frees) does.
// CHECK-LABEL: func.func @call_between(
// CHECK-NEXT: call @ext(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
func.func @call_between(%a: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  func.call @ext(%a) : (memref<4xf32>) -> ()
  memref.dealloc %a : memref<4xf32>
  return %c : memref<4xf32>
}

// CHECK-LABEL: func.func @loop_between(
// CHECK-NEXT: affine.for %arg2 = 0 to 4 {
// CHECK-NEXT: memref.dealloc %arg1 : memref<4xf32>
// CHECK-NEXT: }
// CHECK-NEXT: return %arg0 : memref<4xf32>
// CHECK-NEXT: }
func.func @loop_between(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  affine.for %i = 0 to 4 {
    memref.dealloc %b : memref<4xf32>
  }
  memref.dealloc %a : memref<4xf32>
  return %c : memref<4xf32>
}

// CHECK-LABEL: func.func @realloc_between(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: %1 = memref.realloc %arg1 : memref<4xf32> to memref<8xf32>
// CHECK-NEXT: memref.dealloc %arg0 : memref<4xf32>
// CHECK-NEXT: "test.use"(%0) : (memref<4xf32>) -> ()
// CHECK-NEXT: return %1 : memref<8xf32>
// CHECK-NEXT: }
func.func @realloc_between(%a: memref<4xf32>, %b: memref<4xf32>) -> memref<8xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %r = memref.realloc %b : memref<4xf32> to memref<8xf32>
  memref.dealloc %a : memref<4xf32>
  "test.use"(%c) : (memref<4xf32>) -> ()
  return %r : memref<8xf32>
}

// A dealloc before the clone (of a clone) in its block.
// CHECK-LABEL: func.func @dealloc_before(
// CHECK-NEXT: %0 = bufferization.clone %arg0 : memref<4xf32> to memref<4xf32>
// CHECK-NEXT: return %0 : memref<4xf32>
// CHECK-NEXT: }
func.func @dealloc_before(%a: memref<4xf32>) -> memref<4xf32> {
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %d = bufferization.clone %c : memref<4xf32> to memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return %d : memref<4xf32>
}

// In a nested block.
// CHECK-LABEL: func.func @nested(
// CHECK-NEXT: scf.if %arg1 {
// CHECK-NEXT: "test.use"(%arg0) : (memref<4xf32>) -> ()
// CHECK-NEXT: }
// CHECK-NEXT: return
// CHECK-NEXT: }
func.func @nested(%a: memref<4xf32>, %b: i1) {
  scf.if %b {
    %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
    "test.use"(%c) : (memref<4xf32>) -> ()
    memref.dealloc %c : memref<4xf32>
  }
  return
}

// Through a cast of an expand_shape.
// CHECK-LABEL: func.func @chain_views(
// CHECK-NEXT: %alloc = memref.alloc() : memref<4xf32>
// CHECK-NEXT: %expand_shape = memref.expand_shape %alloc {{\[\[}}0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
// CHECK-NEXT: return %expand_shape : memref<2x2xf32>
// CHECK-NEXT: }
func.func @chain_views(%n: index) -> memref<2x2xf32> {
  %a = memref.alloc() : memref<4xf32>
  %e = memref.expand_shape %a [[0, 1]] output_shape [2, 2] : memref<4xf32> into memref<2x2xf32>
  %m = memref.cast %e : memref<2x2xf32> to memref<?x2xf32>
  %c = bufferization.clone %m : memref<?x2xf32> to memref<2x2xf32>
  memref.dealloc %a : memref<4xf32>
  return %c : memref<2x2xf32>
}

// CHECK-LABEL: func.func @alloca_clone(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
// CHECK-NEXT: }
func.func @alloca_clone() -> f32 {
  %c0 = arith.constant 0 : index
  %a = memref.alloca() : memref<4xf32>
  %c = bufferization.clone %a : memref<4xf32> to memref<4xf32>
  %v = memref.load %c[%c0] : memref<4xf32>
  memref.dealloc %c : memref<4xf32>
  return %v : f32
}
