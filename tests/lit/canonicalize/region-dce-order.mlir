// Region DCE decides liveness in one round when every user is decided
// before the value it uses (ops last to first, nested regions first) and
// falls back to rounds until nothing changes otherwise: in a graph region
// a use may come before the definition, and in a CFG a branch may feed a
// block visited earlier.
// RUN: affine-opt %s -canonicalize --allow-unregistered-dialect | FileCheck %s
// RUN: affine-opt %s -canonicalize --allow-unregistered-dialect > %t.ours
// RUN: %mlir_opt %s -canonicalize --allow-unregistered-dialect > %t.ref
// RUN: diff %t.ref %t.ours

// CHECK-LABEL: func.func @graph_use_before_def
// CHECK-NEXT:    test.isolated_graph_region {
// CHECK-NEXT:      "foo.use"(%[[A:.*]]) : (i32) -> ()
// CHECK-NEXT:      %[[A]] = arith.addi %[[C:.*]], %[[E:.*]] : i32
// CHECK-NEXT:      %[[C]] = arith.addi %[[E]], %[[F:.*]] : i32
// CHECK-NEXT:      %[[E]] = "foo.src"() : () -> i32
// CHECK-NEXT:      %[[F]] = "foo.src"() : () -> i32
// CHECK-NEXT:    }
func.func @graph_use_before_def() {
  test.isolated_graph_region {
    "foo.use"(%a) : (i32) -> ()
    %a = arith.addi %c, %e : i32
    %dead = arith.muli %c, %e : i32
    %c = arith.addi %e, %f : i32
    %e = "foo.src"() : () -> i32
    %f = "foo.src"() : () -> i32
  }
  return
}

// A loop-carried block argument is live only through the back edge; the
// one feeding nothing but itself is dead and goes with its operands.
// CHECK-LABEL: func.func @cfg_loop
// CHECK:         ^bb1(%[[I:.*]]: i32):
// CHECK-NOT:     arith.muli
// CHECK:         cf.cond_br
func.func @cfg_loop(%n: i32, %x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  cf.br ^loop(%x, %x : i32, i32)
^loop(%i: i32, %junk: i32):
  %next = arith.addi %i, %c1 : i32
  %j2 = arith.muli %junk, %junk : i32
  %done = arith.cmpi sge, %next, %n : i32
  cf.cond_br %done, ^exit, ^loop(%next, %j2 : i32, i32)
^exit:
  return %next : i32
}

// Structured code: a dead chain inside nested regions goes in one round.
// CHECK-LABEL: func.func @nested_dead_chain
// CHECK-NOT:     arith.addi
// CHECK:         return
func.func @nested_dead_chain(%m: memref<8xi32>, %x: i32) {
  affine.for %i = 0 to 8 {
    %a = arith.addi %x, %x : i32
    affine.for %j = 0 to 4 {
      %b = arith.addi %a, %x : i32
      scf.execute_region {
        %c = arith.addi %b, %a : i32
        scf.yield
      }
    }
  }
  return
}
