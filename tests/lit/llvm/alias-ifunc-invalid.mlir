// The checks of llvm.mlir.alias and llvm.mlir.ifunc, with mlir-opt 22's
// diagnostics.
// RUN: affine-opt %s -split-input-file --verify-diagnostics
// RUN: %mlir_opt %s -split-input-file --verify-diagnostics

// expected-error @+1 {{'llvm.mlir.alias' op initializer region must always return a pointer}}
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.constant(1 : i32) : i32
  llvm.return %0 : i32
}

// -----

llvm.mlir.global external @g() : i32
// expected-error @+1 {{'llvm.mlir.alias' op 'common' linkage not supported in aliases, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, external or available_externally}}
llvm.mlir.alias common @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @g() : i32
llvm.mlir.alias external @a : i32 {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  // expected-error @+1 {{ops with side effects are not allowed in alias initializers}}
  %1 = llvm.load %0 : !llvm.ptr -> i32
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @g() : i32
// expected-error @+1 {{'llvm.mlir.alias' op expects type to be a valid element type for an LLVM global alias}}
llvm.mlir.alias external @a : !llvm.void {
  %0 = llvm.mlir.addressof @g : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}

// -----

llvm.mlir.global external @g() : i32
// expected-error @+1 {{'llvm.mlir.ifunc' op must have a function resolver}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr @g

// -----

llvm.func @r() -> !llvm.ptr
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver must be a definition}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr @r

// -----

llvm.func @r() -> i64 {
  %0 = llvm.mlir.constant(0 : i64) : i64
  llvm.return %0 : i64
}
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver must return a pointer}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr @r

// -----

llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @+1 {{'llvm.mlir.ifunc' op resolver has incorrect type}}
llvm.mlir.ifunc external @f : !llvm.func<void ()>, !llvm.ptr<1> @r

// -----

llvm.func @r() -> !llvm.ptr {
  %0 = llvm.mlir.zero : !llvm.ptr
  llvm.return %0 : !llvm.ptr
}
// expected-error @+1 {{'llvm.mlir.ifunc' op 'common' linkage not supported in ifuncs, available options: private, internal, linkonce, weak, linkonce_odr, weak_odr, or external linkage}}
llvm.mlir.ifunc common @f : !llvm.func<void ()>, !llvm.ptr @r

// -----

// The ifunc's types are type attributes: anything else is read as an
// attribute and rejected.
// expected-error @+1 {{custom op 'llvm.mlir.ifunc' invalid kind of attribute specified}}
llvm.mlir.ifunc @foo : "x", !llvm.ptr @resolver

// -----

// expected-error @+1 {{integer literal not valid for specified type}}
llvm.mlir.ifunc @foo : !llvm.func<void ()>, 3 @resolver

// -----

// expected-error @+1 {{expected attribute value}}
llvm.mlir.ifunc @foo : , !llvm.ptr @resolver

// -----

llvm.func @f() {
  // expected-error @+1 {{integer literal not valid for specified type}}
  %0 = llvm.mlir.addressof 3 : !llvm.ptr
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{custom op 'llvm.mlir.addressof' invalid kind of attribute specified}}
  %0 = llvm.mlir.addressof @a::@b : !llvm.ptr
  llvm.return
}
