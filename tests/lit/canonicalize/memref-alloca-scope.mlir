// RUN: affine-opt %s -canonicalize | FileCheck %s
// RUN: %mlir_opt %s -canonicalize | FileCheck %s

// memref.alloca_scope is inlined when its body cannot allocate on the
// stack, or when it is the last op of a one-block region of an allocation
// scope (AllocaScopeInliner); otherwise its stack allocations move before
// the outermost parent below the enclosing allocation scope, when the
// scope and every such parent end their regions (AllocaScopeHoister).

// CHECK-LABEL: func.func @no_alloca(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: memref.store %arg1, %arg0[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = arith.addf %arg1, %arg1 : f32
// CHECK-NEXT: return %0 : f32
func.func @no_alloca(%m: memref<4xf32>, %v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %c0 = arith.constant 0 : index
    memref.store %v, %m[%c0] : memref<4xf32>
    %x = arith.addf %v, %v : f32
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

// CHECK-LABEL: func.func @last_in_func(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK-NEXT: memref.store %arg0, %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: %0 = memref.load %alloca[%c0] : memref<4xf32>
// CHECK-NEXT: return %0 : f32
func.func @last_in_func(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %v, %a[%c0] : memref<4xf32>
    %x = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  return %r : f32
}

// Not the last op: inlining would extend the allocation's lifetime.
// CHECK-LABEL: func.func @not_last(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %0 = memref.alloca_scope  -> (f32) {
// CHECK-NEXT: %alloca = memref.alloca() : memref<4xf32>
// CHECK: memref.alloca_scope.return %2 : f32
// CHECK-NEXT: }
// CHECK-NEXT: %1 = arith.mulf %0, %0 : f32
func.func @not_last(%v: f32) -> f32 {
  %r = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    memref.store %v, %a[%c0] : memref<4xf32>
    %x = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %x : f32
  }
  %y = arith.mulf %r, %r : f32
  return %y : f32
}

// affine.for and scf.for are allocation scopes themselves.
// CHECK-LABEL: func.func @in_loops(
// CHECK: affine.for %arg3 = 0 to 8 {
// CHECK-NEXT: %alloca = memref.alloca(%arg2) : memref<?xf32>
// CHECK-NEXT: %alloca_0 = memref.alloca(%arg3) : memref<?xf32>
// CHECK: scf.for %arg3 = %c0 to %arg2 step %c1 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
func.func @in_loops(%out: memref<8xf32>, %v: f32, %n: index) {
  affine.for %i = 0 to 8 {
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      %b = memref.alloca(%i) : memref<?xf32>
      %c0 = arith.constant 0 : index
      memref.store %v, %a[%c0] : memref<?xf32>
      memref.store %v, %b[%c0] : memref<?xf32>
      %x = memref.load %a[%c0] : memref<?xf32>
      %y = memref.load %b[%c0] : memref<?xf32>
      %z = arith.addf %x, %y : f32
      memref.store %z, %out[%i] : memref<8xf32>
    }
  }
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    memref.alloca_scope {
      %a = memref.alloca() : memref<2xf32>
      memref.store %v, %a[%c0] : memref<2xf32>
      %x = memref.load %a[%c0] : memref<2xf32>
      memref.store %x, %out[%i] : memref<8xf32>
    }
  }
  return
}

// Nested scopes: both are inlined.
// CHECK-LABEL: func.func @nested_scopes(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
func.func @nested_scopes(%v: f32, %out: memref<8xf32>) {
  memref.alloca_scope {
    affine.for %i = 0 to 8 {
      memref.alloca_scope {
        %a = memref.alloca() : memref<2xf32>
        %c0 = arith.constant 0 : index
        memref.store %v, %a[%c0] : memref<2xf32>
        %x = memref.load %a[%c0] : memref<2xf32>
        memref.store %x, %out[%i] : memref<8xf32>
      }
    }
  }
  return
}

// Under scf.if (not a scope): the allocations are hoisted before the if
// (the unused ones are then erased), and the empty scope is inlined.
// CHECK-LABEL: func.func @hoist_from_if(
// CHECK-NEXT: %c0 = arith.constant 0 : index
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: scf.if %arg0 {
// CHECK-NEXT: memref.store %arg1, %alloca[%c0] : memref<2xf32>
func.func @hoist_from_if(%c: i1, %v: f32, %n: index, %out: memref<8xf32>) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<2xf32>
      %b = memref.alloca(%n) : memref<?xf32>
      %c0 = arith.constant 0 : index
      memref.store %v, %a[%c0] : memref<2xf32>
      memref.store %v, %b[%c0] : memref<?xf32>
      %x = memref.load %a[%c0] : memref<2xf32>
      memref.store %x, %out[%c0] : memref<8xf32>
    }
  }
  return
}

// The if is not the last op of the function: nothing moves.
// CHECK-LABEL: func.func @if_not_last(
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
func.func @if_not_last(%c: i1, %v: f32, %out: memref<8xf32>) {
  scf.if %c {
    memref.alloca_scope {
      %a = memref.alloca() : memref<2xf32>
      %c0 = arith.constant 0 : index
      memref.store %v, %a[%c0] : memref<2xf32>
      %x = memref.load %a[%c0] : memref<2xf32>
      memref.store %x, %out[%c0] : memref<8xf32>
    }
  }
  %c1 = arith.constant 1 : index
  memref.store %v, %out[%c1] : memref<8xf32>
  return
}

// Through affine.if up to the enclosing affine.for.
// CHECK-LABEL: func.func @affine_if(
// CHECK: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: %alloca = memref.alloca() : memref<2xf32>
// CHECK-NEXT: affine.if
func.func @affine_if(%v: f32, %out: memref<8xf32>) {
  affine.for %i = 0 to 8 {
    affine.if affine_set<(d0) : (d0 - 4 >= 0)>(%i) {
      memref.alloca_scope {
        %a = memref.alloca() : memref<2xf32>
        %c0 = arith.constant 0 : index
        memref.store %v, %a[%c0] : memref<2xf32>
        %x = memref.load %a[%c0] : memref<2xf32>
        memref.store %x, %out[%i] : memref<8xf32>
      }
    }
  }
  return
}

// An allocation sized by a value of the if's region stays.
// CHECK-LABEL: func.func @operand_inside(
// CHECK: scf.if %arg0 {
// CHECK-NEXT: %0 = memref.load
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: %alloca = memref.alloca(%0) : memref<?xf32>
func.func @operand_inside(%c: i1, %v: f32, %sizes: memref<2xindex>, %out: memref<?xf32>) {
  scf.if %c {
    %c0 = arith.constant 0 : index
    %n = memref.load %sizes[%c0] : memref<2xindex>
    memref.alloca_scope {
      %a = memref.alloca(%n) : memref<?xf32>
      memref.store %v, %a[%c0] : memref<?xf32>
      memref.copy %a, %out : memref<?xf32> to memref<?xf32>
    }
  }
  return
}

// A call might allocate: the scope under scf.if stays; under a loop (a
// scope, and the last op) it is inlined.
// CHECK-LABEL: func.func @calls(
// CHECK: scf.if %arg0 {
// CHECK-NEXT: memref.alloca_scope  {
// CHECK-NEXT: func.call @ext(%arg1) : (f32) -> ()
// CHECK: affine.for %arg2 = 0 to 8 {
// CHECK-NEXT: func.call @ext(%arg1) : (f32) -> ()
// CHECK-NEXT: }
func.func @calls(%c: i1, %v: f32) {
  scf.if %c {
    memref.alloca_scope {
      func.call @ext(%v) : (f32) -> ()
    }
  }
  affine.for %i = 0 to 8 {
    memref.alloca_scope {
      func.call @ext(%v) : (f32) -> ()
    }
  }
  return
}
func.func private @ext(f32)
