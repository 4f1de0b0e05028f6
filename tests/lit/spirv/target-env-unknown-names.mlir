// An unknown client API, vendor or device type in #spirv.target_env is an
// error mlir-opt 22 reports and goes on from: the value is Unknown (so it
// does not print), the output is printed and the exit status is 0.
// RUN: affine-opt %s 2>&1 | FileCheck %s
// RUN: %mlir_opt %s 2>&1 | FileCheck %s

// CHECK: [[@LINE+4]]:87: error: unknown client API: OpenGL
// CHECK: [[@LINE+3]]:95: error: unknown vendor: Mesa
// CHECK: [[@LINE+2]]:100: error: unknown device type: Baz
// CHECK: module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, #spirv.resource_limits<>>} {
module attributes {spirv.target_env = #spirv.target_env<#spirv.vce<v1.0, [], []>, api=OpenGL, Mesa:Baz:3, #spirv.resource_limits<>>} {}
