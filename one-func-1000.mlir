func.func @main(%A: memref<64x128xf32>, %B: memref<64x128xf32>, %R: memref<64xf32>, %S: memref<128xf32>) {
  %zero = arith.constant 0.000000e+00 : f32
  %two = arith.constant 2.000000e+00 : f32
  %c1 = arith.constant 1 : index
  affine.for %i0 = 0 to 64 {
    %r0 = affine.for %j0 = 0 to 128 iter_args(%acc0 = %zero) -> (f32) {
      %a0 = affine.load %A[%i0, %j0] : memref<64x128xf32>
      %s0 = arith.addf %acc0, %a0 : f32
      affine.yield %s0 : f32
    }
    affine.store %r0, %R[%i0] : memref<64xf32>
  }
  affine.for %i1 = 0 to 64 {
    affine.for %j1 = 0 to 128 {
      %a1 = affine.load %A[%i1, %j1] : memref<64x128xf32>
      %m1 = arith.mulf %a1, %two : f32
      %p1 = arith.addf %m1, %zero : f32
      affine.store %p1, %B[%i1, %j1] : memref<64x128xf32>
    }
  }
  affine.for %j2 = 0 to 128 {
    affine.for %i2 = 0 to 64 {
      %a2 = affine.load %B[%i2, %j2] : memref<64x128xf32>
      %o2 = affine.load %S[%j2] : memref<128xf32>
      %s2 = arith.addf %o2, %a2 : f32
      affine.store %s2, %S[%j2] : memref<128xf32>
    }
  }
  affine.for %i3 = 0 to 64 {
    %r3 = affine.for %j3 = 0 to 128 iter_args(%acc3 = %zero) -> (f32) {
      %a3 = affine.load %A[%i3, %j3] : memref<64x128xf32>
      %s3 = arith.addf %acc3, %a3 : f32
      affine.yield %s3 : f32
    }
    affine.store %r3, %R[%i3] : memref<64xf32>
  }
  affine.for %i4 = 0 to 64 {
    affine.for %j4 = 0 to 128 {
      %a4 = affine.load %A[%i4, %j4] : memref<64x128xf32>
      %m4 = arith.mulf %a4, %two : f32
      %p4 = arith.addf %m4, %zero : f32
      affine.store %p4, %B[%i4, %j4] : memref<64x128xf32>
    }
  }
  affine.for %j5 = 0 to 128 {
    affine.for %i5 = 0 to 64 {
      %a5 = affine.load %B[%i5, %j5] : memref<64x128xf32>
      %o5 = affine.load %S[%j5] : memref<128xf32>
      %s5 = arith.addf %o5, %a5 : f32
      affine.store %s5, %S[%j5] : memref<128xf32>
    }
  }
  affine.for %i6 = 0 to 64 {
    %r6 = affine.for %j6 = 0 to 128 iter_args(%acc6 = %zero) -> (f32) {
      %a6 = affine.load %A[%i6, %j6] : memref<64x128xf32>
      %s6 = arith.addf %acc6, %a6 : f32
      affine.yield %s6 : f32
    }
    affine.store %r6, %R[%i6] : memref<64xf32>
  }
  affine.for %i7 = 0 to 64 {
    affine.for %j7 = 0 to 128 {
      %a7 = affine.load %A[%i7, %j7] : memref<64x128xf32>
      %m7 = arith.mulf %a7, %two : f32
      %p7 = arith.addf %m7, %zero : f32
      affine.store %p7, %B[%i7, %j7] : memref<64x128xf32>
    }
  }
  affine.for %j8 = 0 to 128 {
    affine.for %i8 = 0 to 64 {
      %a8 = affine.load %B[%i8, %j8] : memref<64x128xf32>
      %o8 = affine.load %S[%j8] : memref<128xf32>
      %s8 = arith.addf %o8, %a8 : f32
      affine.store %s8, %S[%j8] : memref<128xf32>
    }
  }
  affine.for %i9 = 0 to 64 {
    %r9 = affine.for %j9 = 0 to 128 iter_args(%acc9 = %zero) -> (f32) {
      %a9 = affine.load %A[%i9, %j9] : memref<64x128xf32>
      %s9 = arith.addf %acc9, %a9 : f32
      affine.yield %s9 : f32
    }
    affine.store %r9, %R[%i9] : memref<64xf32>
  }
  affine.for %i10 = 0 to 64 {
    affine.for %j10 = 0 to 128 {
      %a10 = affine.load %A[%i10, %j10] : memref<64x128xf32>
      %m10 = arith.mulf %a10, %two : f32
      %p10 = arith.addf %m10, %zero : f32
      affine.store %p10, %B[%i10, %j10] : memref<64x128xf32>
    }
  }
  affine.for %j11 = 0 to 128 {
    affine.for %i11 = 0 to 64 {
      %a11 = affine.load %B[%i11, %j11] : memref<64x128xf32>
      %o11 = affine.load %S[%j11] : memref<128xf32>
      %s11 = arith.addf %o11, %a11 : f32
      affine.store %s11, %S[%j11] : memref<128xf32>
    }
  }
  affine.for %i12 = 0 to 64 {
    %r12 = affine.for %j12 = 0 to 128 iter_args(%acc12 = %zero) -> (f32) {
      %a12 = affine.load %A[%i12, %j12] : memref<64x128xf32>
      %s12 = arith.addf %acc12, %a12 : f32
      affine.yield %s12 : f32
    }
    affine.store %r12, %R[%i12] : memref<64xf32>
  }
  affine.for %i13 = 0 to 64 {
    affine.for %j13 = 0 to 128 {
      %a13 = affine.load %A[%i13, %j13] : memref<64x128xf32>
      %m13 = arith.mulf %a13, %two : f32
      %p13 = arith.addf %m13, %zero : f32
      affine.store %p13, %B[%i13, %j13] : memref<64x128xf32>
    }
  }
  affine.for %j14 = 0 to 128 {
    affine.for %i14 = 0 to 64 {
      %a14 = affine.load %B[%i14, %j14] : memref<64x128xf32>
      %o14 = affine.load %S[%j14] : memref<128xf32>
      %s14 = arith.addf %o14, %a14 : f32
      affine.store %s14, %S[%j14] : memref<128xf32>
    }
  }
  affine.for %i15 = 0 to 64 {
    %r15 = affine.for %j15 = 0 to 128 iter_args(%acc15 = %zero) -> (f32) {
      %a15 = affine.load %A[%i15, %j15] : memref<64x128xf32>
      %s15 = arith.addf %acc15, %a15 : f32
      affine.yield %s15 : f32
    }
    affine.store %r15, %R[%i15] : memref<64xf32>
  }
  affine.for %i16 = 0 to 64 {
    affine.for %j16 = 0 to 128 {
      %a16 = affine.load %A[%i16, %j16] : memref<64x128xf32>
      %m16 = arith.mulf %a16, %two : f32
      %p16 = arith.addf %m16, %zero : f32
      affine.store %p16, %B[%i16, %j16] : memref<64x128xf32>
    }
  }
  affine.for %j17 = 0 to 128 {
    affine.for %i17 = 0 to 64 {
      %a17 = affine.load %B[%i17, %j17] : memref<64x128xf32>
      %o17 = affine.load %S[%j17] : memref<128xf32>
      %s17 = arith.addf %o17, %a17 : f32
      affine.store %s17, %S[%j17] : memref<128xf32>
    }
  }
  affine.for %i18 = 0 to 64 {
    %r18 = affine.for %j18 = 0 to 128 iter_args(%acc18 = %zero) -> (f32) {
      %a18 = affine.load %A[%i18, %j18] : memref<64x128xf32>
      %s18 = arith.addf %acc18, %a18 : f32
      affine.yield %s18 : f32
    }
    affine.store %r18, %R[%i18] : memref<64xf32>
  }
  affine.for %i19 = 0 to 64 {
    affine.for %j19 = 0 to 128 {
      %a19 = affine.load %A[%i19, %j19] : memref<64x128xf32>
      %m19 = arith.mulf %a19, %two : f32
      %p19 = arith.addf %m19, %zero : f32
      affine.store %p19, %B[%i19, %j19] : memref<64x128xf32>
    }
  }
  affine.for %j20 = 0 to 128 {
    affine.for %i20 = 0 to 64 {
      %a20 = affine.load %B[%i20, %j20] : memref<64x128xf32>
      %o20 = affine.load %S[%j20] : memref<128xf32>
      %s20 = arith.addf %o20, %a20 : f32
      affine.store %s20, %S[%j20] : memref<128xf32>
    }
  }
  affine.for %i21 = 0 to 64 {
    %r21 = affine.for %j21 = 0 to 128 iter_args(%acc21 = %zero) -> (f32) {
      %a21 = affine.load %A[%i21, %j21] : memref<64x128xf32>
      %s21 = arith.addf %acc21, %a21 : f32
      affine.yield %s21 : f32
    }
    affine.store %r21, %R[%i21] : memref<64xf32>
  }
  affine.for %i22 = 0 to 64 {
    affine.for %j22 = 0 to 128 {
      %a22 = affine.load %A[%i22, %j22] : memref<64x128xf32>
      %m22 = arith.mulf %a22, %two : f32
      %p22 = arith.addf %m22, %zero : f32
      affine.store %p22, %B[%i22, %j22] : memref<64x128xf32>
    }
  }
  affine.for %j23 = 0 to 128 {
    affine.for %i23 = 0 to 64 {
      %a23 = affine.load %B[%i23, %j23] : memref<64x128xf32>
      %o23 = affine.load %S[%j23] : memref<128xf32>
      %s23 = arith.addf %o23, %a23 : f32
      affine.store %s23, %S[%j23] : memref<128xf32>
    }
  }
  affine.for %i24 = 0 to 64 {
    %r24 = affine.for %j24 = 0 to 128 iter_args(%acc24 = %zero) -> (f32) {
      %a24 = affine.load %A[%i24, %j24] : memref<64x128xf32>
      %s24 = arith.addf %acc24, %a24 : f32
      affine.yield %s24 : f32
    }
    affine.store %r24, %R[%i24] : memref<64xf32>
  }
  affine.for %i25 = 0 to 64 {
    affine.for %j25 = 0 to 128 {
      %a25 = affine.load %A[%i25, %j25] : memref<64x128xf32>
      %m25 = arith.mulf %a25, %two : f32
      %p25 = arith.addf %m25, %zero : f32
      affine.store %p25, %B[%i25, %j25] : memref<64x128xf32>
    }
  }
  affine.for %j26 = 0 to 128 {
    affine.for %i26 = 0 to 64 {
      %a26 = affine.load %B[%i26, %j26] : memref<64x128xf32>
      %o26 = affine.load %S[%j26] : memref<128xf32>
      %s26 = arith.addf %o26, %a26 : f32
      affine.store %s26, %S[%j26] : memref<128xf32>
    }
  }
  affine.for %i27 = 0 to 64 {
    %r27 = affine.for %j27 = 0 to 128 iter_args(%acc27 = %zero) -> (f32) {
      %a27 = affine.load %A[%i27, %j27] : memref<64x128xf32>
      %s27 = arith.addf %acc27, %a27 : f32
      affine.yield %s27 : f32
    }
    affine.store %r27, %R[%i27] : memref<64xf32>
  }
  affine.for %i28 = 0 to 64 {
    affine.for %j28 = 0 to 128 {
      %a28 = affine.load %A[%i28, %j28] : memref<64x128xf32>
      %m28 = arith.mulf %a28, %two : f32
      %p28 = arith.addf %m28, %zero : f32
      affine.store %p28, %B[%i28, %j28] : memref<64x128xf32>
    }
  }
  affine.for %j29 = 0 to 128 {
    affine.for %i29 = 0 to 64 {
      %a29 = affine.load %B[%i29, %j29] : memref<64x128xf32>
      %o29 = affine.load %S[%j29] : memref<128xf32>
      %s29 = arith.addf %o29, %a29 : f32
      affine.store %s29, %S[%j29] : memref<128xf32>
    }
  }
  affine.for %i30 = 0 to 64 {
    %r30 = affine.for %j30 = 0 to 128 iter_args(%acc30 = %zero) -> (f32) {
      %a30 = affine.load %A[%i30, %j30] : memref<64x128xf32>
      %s30 = arith.addf %acc30, %a30 : f32
      affine.yield %s30 : f32
    }
    affine.store %r30, %R[%i30] : memref<64xf32>
  }
  affine.for %i31 = 0 to 64 {
    affine.for %j31 = 0 to 128 {
      %a31 = affine.load %A[%i31, %j31] : memref<64x128xf32>
      %m31 = arith.mulf %a31, %two : f32
      %p31 = arith.addf %m31, %zero : f32
      affine.store %p31, %B[%i31, %j31] : memref<64x128xf32>
    }
  }
  affine.for %j32 = 0 to 128 {
    affine.for %i32 = 0 to 64 {
      %a32 = affine.load %B[%i32, %j32] : memref<64x128xf32>
      %o32 = affine.load %S[%j32] : memref<128xf32>
      %s32 = arith.addf %o32, %a32 : f32
      affine.store %s32, %S[%j32] : memref<128xf32>
    }
  }
  affine.for %i33 = 0 to 64 {
    %r33 = affine.for %j33 = 0 to 128 iter_args(%acc33 = %zero) -> (f32) {
      %a33 = affine.load %A[%i33, %j33] : memref<64x128xf32>
      %s33 = arith.addf %acc33, %a33 : f32
      affine.yield %s33 : f32
    }
    affine.store %r33, %R[%i33] : memref<64xf32>
  }
  affine.for %i34 = 0 to 64 {
    affine.for %j34 = 0 to 128 {
      %a34 = affine.load %A[%i34, %j34] : memref<64x128xf32>
      %m34 = arith.mulf %a34, %two : f32
      %p34 = arith.addf %m34, %zero : f32
      affine.store %p34, %B[%i34, %j34] : memref<64x128xf32>
    }
  }
  affine.for %j35 = 0 to 128 {
    affine.for %i35 = 0 to 64 {
      %a35 = affine.load %B[%i35, %j35] : memref<64x128xf32>
      %o35 = affine.load %S[%j35] : memref<128xf32>
      %s35 = arith.addf %o35, %a35 : f32
      affine.store %s35, %S[%j35] : memref<128xf32>
    }
  }
  affine.for %i36 = 0 to 64 {
    %r36 = affine.for %j36 = 0 to 128 iter_args(%acc36 = %zero) -> (f32) {
      %a36 = affine.load %A[%i36, %j36] : memref<64x128xf32>
      %s36 = arith.addf %acc36, %a36 : f32
      affine.yield %s36 : f32
    }
    affine.store %r36, %R[%i36] : memref<64xf32>
  }
  affine.for %i37 = 0 to 64 {
    affine.for %j37 = 0 to 128 {
      %a37 = affine.load %A[%i37, %j37] : memref<64x128xf32>
      %m37 = arith.mulf %a37, %two : f32
      %p37 = arith.addf %m37, %zero : f32
      affine.store %p37, %B[%i37, %j37] : memref<64x128xf32>
    }
  }
  affine.for %j38 = 0 to 128 {
    affine.for %i38 = 0 to 64 {
      %a38 = affine.load %B[%i38, %j38] : memref<64x128xf32>
      %o38 = affine.load %S[%j38] : memref<128xf32>
      %s38 = arith.addf %o38, %a38 : f32
      affine.store %s38, %S[%j38] : memref<128xf32>
    }
  }
  affine.for %i39 = 0 to 64 {
    %r39 = affine.for %j39 = 0 to 128 iter_args(%acc39 = %zero) -> (f32) {
      %a39 = affine.load %A[%i39, %j39] : memref<64x128xf32>
      %s39 = arith.addf %acc39, %a39 : f32
      affine.yield %s39 : f32
    }
    affine.store %r39, %R[%i39] : memref<64xf32>
  }
  affine.for %i40 = 0 to 64 {
    affine.for %j40 = 0 to 128 {
      %a40 = affine.load %A[%i40, %j40] : memref<64x128xf32>
      %m40 = arith.mulf %a40, %two : f32
      %p40 = arith.addf %m40, %zero : f32
      affine.store %p40, %B[%i40, %j40] : memref<64x128xf32>
    }
  }
  affine.for %j41 = 0 to 128 {
    affine.for %i41 = 0 to 64 {
      %a41 = affine.load %B[%i41, %j41] : memref<64x128xf32>
      %o41 = affine.load %S[%j41] : memref<128xf32>
      %s41 = arith.addf %o41, %a41 : f32
      affine.store %s41, %S[%j41] : memref<128xf32>
    }
  }
  affine.for %i42 = 0 to 64 {
    %r42 = affine.for %j42 = 0 to 128 iter_args(%acc42 = %zero) -> (f32) {
      %a42 = affine.load %A[%i42, %j42] : memref<64x128xf32>
      %s42 = arith.addf %acc42, %a42 : f32
      affine.yield %s42 : f32
    }
    affine.store %r42, %R[%i42] : memref<64xf32>
  }
  affine.for %i43 = 0 to 64 {
    affine.for %j43 = 0 to 128 {
      %a43 = affine.load %A[%i43, %j43] : memref<64x128xf32>
      %m43 = arith.mulf %a43, %two : f32
      %p43 = arith.addf %m43, %zero : f32
      affine.store %p43, %B[%i43, %j43] : memref<64x128xf32>
    }
  }
  affine.for %j44 = 0 to 128 {
    affine.for %i44 = 0 to 64 {
      %a44 = affine.load %B[%i44, %j44] : memref<64x128xf32>
      %o44 = affine.load %S[%j44] : memref<128xf32>
      %s44 = arith.addf %o44, %a44 : f32
      affine.store %s44, %S[%j44] : memref<128xf32>
    }
  }
  affine.for %i45 = 0 to 64 {
    %r45 = affine.for %j45 = 0 to 128 iter_args(%acc45 = %zero) -> (f32) {
      %a45 = affine.load %A[%i45, %j45] : memref<64x128xf32>
      %s45 = arith.addf %acc45, %a45 : f32
      affine.yield %s45 : f32
    }
    affine.store %r45, %R[%i45] : memref<64xf32>
  }
  affine.for %i46 = 0 to 64 {
    affine.for %j46 = 0 to 128 {
      %a46 = affine.load %A[%i46, %j46] : memref<64x128xf32>
      %m46 = arith.mulf %a46, %two : f32
      %p46 = arith.addf %m46, %zero : f32
      affine.store %p46, %B[%i46, %j46] : memref<64x128xf32>
    }
  }
  affine.for %j47 = 0 to 128 {
    affine.for %i47 = 0 to 64 {
      %a47 = affine.load %B[%i47, %j47] : memref<64x128xf32>
      %o47 = affine.load %S[%j47] : memref<128xf32>
      %s47 = arith.addf %o47, %a47 : f32
      affine.store %s47, %S[%j47] : memref<128xf32>
    }
  }
  affine.for %i48 = 0 to 64 {
    %r48 = affine.for %j48 = 0 to 128 iter_args(%acc48 = %zero) -> (f32) {
      %a48 = affine.load %A[%i48, %j48] : memref<64x128xf32>
      %s48 = arith.addf %acc48, %a48 : f32
      affine.yield %s48 : f32
    }
    affine.store %r48, %R[%i48] : memref<64xf32>
  }
  affine.for %i49 = 0 to 64 {
    affine.for %j49 = 0 to 128 {
      %a49 = affine.load %A[%i49, %j49] : memref<64x128xf32>
      %m49 = arith.mulf %a49, %two : f32
      %p49 = arith.addf %m49, %zero : f32
      affine.store %p49, %B[%i49, %j49] : memref<64x128xf32>
    }
  }
  affine.for %j50 = 0 to 128 {
    affine.for %i50 = 0 to 64 {
      %a50 = affine.load %B[%i50, %j50] : memref<64x128xf32>
      %o50 = affine.load %S[%j50] : memref<128xf32>
      %s50 = arith.addf %o50, %a50 : f32
      affine.store %s50, %S[%j50] : memref<128xf32>
    }
  }
  affine.for %i51 = 0 to 64 {
    %r51 = affine.for %j51 = 0 to 128 iter_args(%acc51 = %zero) -> (f32) {
      %a51 = affine.load %A[%i51, %j51] : memref<64x128xf32>
      %s51 = arith.addf %acc51, %a51 : f32
      affine.yield %s51 : f32
    }
    affine.store %r51, %R[%i51] : memref<64xf32>
  }
  affine.for %i52 = 0 to 64 {
    affine.for %j52 = 0 to 128 {
      %a52 = affine.load %A[%i52, %j52] : memref<64x128xf32>
      %m52 = arith.mulf %a52, %two : f32
      %p52 = arith.addf %m52, %zero : f32
      affine.store %p52, %B[%i52, %j52] : memref<64x128xf32>
    }
  }
  affine.for %j53 = 0 to 128 {
    affine.for %i53 = 0 to 64 {
      %a53 = affine.load %B[%i53, %j53] : memref<64x128xf32>
      %o53 = affine.load %S[%j53] : memref<128xf32>
      %s53 = arith.addf %o53, %a53 : f32
      affine.store %s53, %S[%j53] : memref<128xf32>
    }
  }
  affine.for %i54 = 0 to 64 {
    %r54 = affine.for %j54 = 0 to 128 iter_args(%acc54 = %zero) -> (f32) {
      %a54 = affine.load %A[%i54, %j54] : memref<64x128xf32>
      %s54 = arith.addf %acc54, %a54 : f32
      affine.yield %s54 : f32
    }
    affine.store %r54, %R[%i54] : memref<64xf32>
  }
  affine.for %i55 = 0 to 64 {
    affine.for %j55 = 0 to 128 {
      %a55 = affine.load %A[%i55, %j55] : memref<64x128xf32>
      %m55 = arith.mulf %a55, %two : f32
      %p55 = arith.addf %m55, %zero : f32
      affine.store %p55, %B[%i55, %j55] : memref<64x128xf32>
    }
  }
  affine.for %j56 = 0 to 128 {
    affine.for %i56 = 0 to 64 {
      %a56 = affine.load %B[%i56, %j56] : memref<64x128xf32>
      %o56 = affine.load %S[%j56] : memref<128xf32>
      %s56 = arith.addf %o56, %a56 : f32
      affine.store %s56, %S[%j56] : memref<128xf32>
    }
  }
  affine.for %i57 = 0 to 64 {
    %r57 = affine.for %j57 = 0 to 128 iter_args(%acc57 = %zero) -> (f32) {
      %a57 = affine.load %A[%i57, %j57] : memref<64x128xf32>
      %s57 = arith.addf %acc57, %a57 : f32
      affine.yield %s57 : f32
    }
    affine.store %r57, %R[%i57] : memref<64xf32>
  }
  affine.for %i58 = 0 to 64 {
    affine.for %j58 = 0 to 128 {
      %a58 = affine.load %A[%i58, %j58] : memref<64x128xf32>
      %m58 = arith.mulf %a58, %two : f32
      %p58 = arith.addf %m58, %zero : f32
      affine.store %p58, %B[%i58, %j58] : memref<64x128xf32>
    }
  }
  affine.for %j59 = 0 to 128 {
    affine.for %i59 = 0 to 64 {
      %a59 = affine.load %B[%i59, %j59] : memref<64x128xf32>
      %o59 = affine.load %S[%j59] : memref<128xf32>
      %s59 = arith.addf %o59, %a59 : f32
      affine.store %s59, %S[%j59] : memref<128xf32>
    }
  }
  affine.for %i60 = 0 to 64 {
    %r60 = affine.for %j60 = 0 to 128 iter_args(%acc60 = %zero) -> (f32) {
      %a60 = affine.load %A[%i60, %j60] : memref<64x128xf32>
      %s60 = arith.addf %acc60, %a60 : f32
      affine.yield %s60 : f32
    }
    affine.store %r60, %R[%i60] : memref<64xf32>
  }
  affine.for %i61 = 0 to 64 {
    affine.for %j61 = 0 to 128 {
      %a61 = affine.load %A[%i61, %j61] : memref<64x128xf32>
      %m61 = arith.mulf %a61, %two : f32
      %p61 = arith.addf %m61, %zero : f32
      affine.store %p61, %B[%i61, %j61] : memref<64x128xf32>
    }
  }
  affine.for %j62 = 0 to 128 {
    affine.for %i62 = 0 to 64 {
      %a62 = affine.load %B[%i62, %j62] : memref<64x128xf32>
      %o62 = affine.load %S[%j62] : memref<128xf32>
      %s62 = arith.addf %o62, %a62 : f32
      affine.store %s62, %S[%j62] : memref<128xf32>
    }
  }
  affine.for %i63 = 0 to 64 {
    %r63 = affine.for %j63 = 0 to 128 iter_args(%acc63 = %zero) -> (f32) {
      %a63 = affine.load %A[%i63, %j63] : memref<64x128xf32>
      %s63 = arith.addf %acc63, %a63 : f32
      affine.yield %s63 : f32
    }
    affine.store %r63, %R[%i63] : memref<64xf32>
  }
  affine.for %i64 = 0 to 64 {
    affine.for %j64 = 0 to 128 {
      %a64 = affine.load %A[%i64, %j64] : memref<64x128xf32>
      %m64 = arith.mulf %a64, %two : f32
      %p64 = arith.addf %m64, %zero : f32
      affine.store %p64, %B[%i64, %j64] : memref<64x128xf32>
    }
  }
  affine.for %j65 = 0 to 128 {
    affine.for %i65 = 0 to 64 {
      %a65 = affine.load %B[%i65, %j65] : memref<64x128xf32>
      %o65 = affine.load %S[%j65] : memref<128xf32>
      %s65 = arith.addf %o65, %a65 : f32
      affine.store %s65, %S[%j65] : memref<128xf32>
    }
  }
  affine.for %i66 = 0 to 64 {
    %r66 = affine.for %j66 = 0 to 128 iter_args(%acc66 = %zero) -> (f32) {
      %a66 = affine.load %A[%i66, %j66] : memref<64x128xf32>
      %s66 = arith.addf %acc66, %a66 : f32
      affine.yield %s66 : f32
    }
    affine.store %r66, %R[%i66] : memref<64xf32>
  }
  affine.for %i67 = 0 to 64 {
    affine.for %j67 = 0 to 128 {
      %a67 = affine.load %A[%i67, %j67] : memref<64x128xf32>
      %m67 = arith.mulf %a67, %two : f32
      %p67 = arith.addf %m67, %zero : f32
      affine.store %p67, %B[%i67, %j67] : memref<64x128xf32>
    }
  }
  affine.for %j68 = 0 to 128 {
    affine.for %i68 = 0 to 64 {
      %a68 = affine.load %B[%i68, %j68] : memref<64x128xf32>
      %o68 = affine.load %S[%j68] : memref<128xf32>
      %s68 = arith.addf %o68, %a68 : f32
      affine.store %s68, %S[%j68] : memref<128xf32>
    }
  }
  affine.for %i69 = 0 to 64 {
    %r69 = affine.for %j69 = 0 to 128 iter_args(%acc69 = %zero) -> (f32) {
      %a69 = affine.load %A[%i69, %j69] : memref<64x128xf32>
      %s69 = arith.addf %acc69, %a69 : f32
      affine.yield %s69 : f32
    }
    affine.store %r69, %R[%i69] : memref<64xf32>
  }
  affine.for %i70 = 0 to 64 {
    affine.for %j70 = 0 to 128 {
      %a70 = affine.load %A[%i70, %j70] : memref<64x128xf32>
      %m70 = arith.mulf %a70, %two : f32
      %p70 = arith.addf %m70, %zero : f32
      affine.store %p70, %B[%i70, %j70] : memref<64x128xf32>
    }
  }
  affine.for %j71 = 0 to 128 {
    affine.for %i71 = 0 to 64 {
      %a71 = affine.load %B[%i71, %j71] : memref<64x128xf32>
      %o71 = affine.load %S[%j71] : memref<128xf32>
      %s71 = arith.addf %o71, %a71 : f32
      affine.store %s71, %S[%j71] : memref<128xf32>
    }
  }
  affine.for %i72 = 0 to 64 {
    %r72 = affine.for %j72 = 0 to 128 iter_args(%acc72 = %zero) -> (f32) {
      %a72 = affine.load %A[%i72, %j72] : memref<64x128xf32>
      %s72 = arith.addf %acc72, %a72 : f32
      affine.yield %s72 : f32
    }
    affine.store %r72, %R[%i72] : memref<64xf32>
  }
  affine.for %i73 = 0 to 64 {
    affine.for %j73 = 0 to 128 {
      %a73 = affine.load %A[%i73, %j73] : memref<64x128xf32>
      %m73 = arith.mulf %a73, %two : f32
      %p73 = arith.addf %m73, %zero : f32
      affine.store %p73, %B[%i73, %j73] : memref<64x128xf32>
    }
  }
  affine.for %j74 = 0 to 128 {
    affine.for %i74 = 0 to 64 {
      %a74 = affine.load %B[%i74, %j74] : memref<64x128xf32>
      %o74 = affine.load %S[%j74] : memref<128xf32>
      %s74 = arith.addf %o74, %a74 : f32
      affine.store %s74, %S[%j74] : memref<128xf32>
    }
  }
  affine.for %i75 = 0 to 64 {
    %r75 = affine.for %j75 = 0 to 128 iter_args(%acc75 = %zero) -> (f32) {
      %a75 = affine.load %A[%i75, %j75] : memref<64x128xf32>
      %s75 = arith.addf %acc75, %a75 : f32
      affine.yield %s75 : f32
    }
    affine.store %r75, %R[%i75] : memref<64xf32>
  }
  affine.for %i76 = 0 to 64 {
    affine.for %j76 = 0 to 128 {
      %a76 = affine.load %A[%i76, %j76] : memref<64x128xf32>
      %m76 = arith.mulf %a76, %two : f32
      %p76 = arith.addf %m76, %zero : f32
      affine.store %p76, %B[%i76, %j76] : memref<64x128xf32>
    }
  }
  affine.for %j77 = 0 to 128 {
    affine.for %i77 = 0 to 64 {
      %a77 = affine.load %B[%i77, %j77] : memref<64x128xf32>
      %o77 = affine.load %S[%j77] : memref<128xf32>
      %s77 = arith.addf %o77, %a77 : f32
      affine.store %s77, %S[%j77] : memref<128xf32>
    }
  }
  affine.for %i78 = 0 to 64 {
    %r78 = affine.for %j78 = 0 to 128 iter_args(%acc78 = %zero) -> (f32) {
      %a78 = affine.load %A[%i78, %j78] : memref<64x128xf32>
      %s78 = arith.addf %acc78, %a78 : f32
      affine.yield %s78 : f32
    }
    affine.store %r78, %R[%i78] : memref<64xf32>
  }
  affine.for %i79 = 0 to 64 {
    affine.for %j79 = 0 to 128 {
      %a79 = affine.load %A[%i79, %j79] : memref<64x128xf32>
      %m79 = arith.mulf %a79, %two : f32
      %p79 = arith.addf %m79, %zero : f32
      affine.store %p79, %B[%i79, %j79] : memref<64x128xf32>
    }
  }
  affine.for %j80 = 0 to 128 {
    affine.for %i80 = 0 to 64 {
      %a80 = affine.load %B[%i80, %j80] : memref<64x128xf32>
      %o80 = affine.load %S[%j80] : memref<128xf32>
      %s80 = arith.addf %o80, %a80 : f32
      affine.store %s80, %S[%j80] : memref<128xf32>
    }
  }
  affine.for %i81 = 0 to 64 {
    %r81 = affine.for %j81 = 0 to 128 iter_args(%acc81 = %zero) -> (f32) {
      %a81 = affine.load %A[%i81, %j81] : memref<64x128xf32>
      %s81 = arith.addf %acc81, %a81 : f32
      affine.yield %s81 : f32
    }
    affine.store %r81, %R[%i81] : memref<64xf32>
  }
  affine.for %i82 = 0 to 64 {
    affine.for %j82 = 0 to 128 {
      %a82 = affine.load %A[%i82, %j82] : memref<64x128xf32>
      %m82 = arith.mulf %a82, %two : f32
      %p82 = arith.addf %m82, %zero : f32
      affine.store %p82, %B[%i82, %j82] : memref<64x128xf32>
    }
  }
  affine.for %j83 = 0 to 128 {
    affine.for %i83 = 0 to 64 {
      %a83 = affine.load %B[%i83, %j83] : memref<64x128xf32>
      %o83 = affine.load %S[%j83] : memref<128xf32>
      %s83 = arith.addf %o83, %a83 : f32
      affine.store %s83, %S[%j83] : memref<128xf32>
    }
  }
  affine.for %i84 = 0 to 64 {
    %r84 = affine.for %j84 = 0 to 128 iter_args(%acc84 = %zero) -> (f32) {
      %a84 = affine.load %A[%i84, %j84] : memref<64x128xf32>
      %s84 = arith.addf %acc84, %a84 : f32
      affine.yield %s84 : f32
    }
    affine.store %r84, %R[%i84] : memref<64xf32>
  }
  affine.for %i85 = 0 to 64 {
    affine.for %j85 = 0 to 128 {
      %a85 = affine.load %A[%i85, %j85] : memref<64x128xf32>
      %m85 = arith.mulf %a85, %two : f32
      %p85 = arith.addf %m85, %zero : f32
      affine.store %p85, %B[%i85, %j85] : memref<64x128xf32>
    }
  }
  affine.for %j86 = 0 to 128 {
    affine.for %i86 = 0 to 64 {
      %a86 = affine.load %B[%i86, %j86] : memref<64x128xf32>
      %o86 = affine.load %S[%j86] : memref<128xf32>
      %s86 = arith.addf %o86, %a86 : f32
      affine.store %s86, %S[%j86] : memref<128xf32>
    }
  }
  affine.for %i87 = 0 to 64 {
    %r87 = affine.for %j87 = 0 to 128 iter_args(%acc87 = %zero) -> (f32) {
      %a87 = affine.load %A[%i87, %j87] : memref<64x128xf32>
      %s87 = arith.addf %acc87, %a87 : f32
      affine.yield %s87 : f32
    }
    affine.store %r87, %R[%i87] : memref<64xf32>
  }
  affine.for %i88 = 0 to 64 {
    affine.for %j88 = 0 to 128 {
      %a88 = affine.load %A[%i88, %j88] : memref<64x128xf32>
      %m88 = arith.mulf %a88, %two : f32
      %p88 = arith.addf %m88, %zero : f32
      affine.store %p88, %B[%i88, %j88] : memref<64x128xf32>
    }
  }
  affine.for %j89 = 0 to 128 {
    affine.for %i89 = 0 to 64 {
      %a89 = affine.load %B[%i89, %j89] : memref<64x128xf32>
      %o89 = affine.load %S[%j89] : memref<128xf32>
      %s89 = arith.addf %o89, %a89 : f32
      affine.store %s89, %S[%j89] : memref<128xf32>
    }
  }
  affine.for %i90 = 0 to 64 {
    %r90 = affine.for %j90 = 0 to 128 iter_args(%acc90 = %zero) -> (f32) {
      %a90 = affine.load %A[%i90, %j90] : memref<64x128xf32>
      %s90 = arith.addf %acc90, %a90 : f32
      affine.yield %s90 : f32
    }
    affine.store %r90, %R[%i90] : memref<64xf32>
  }
  affine.for %i91 = 0 to 64 {
    affine.for %j91 = 0 to 128 {
      %a91 = affine.load %A[%i91, %j91] : memref<64x128xf32>
      %m91 = arith.mulf %a91, %two : f32
      %p91 = arith.addf %m91, %zero : f32
      affine.store %p91, %B[%i91, %j91] : memref<64x128xf32>
    }
  }
  affine.for %j92 = 0 to 128 {
    affine.for %i92 = 0 to 64 {
      %a92 = affine.load %B[%i92, %j92] : memref<64x128xf32>
      %o92 = affine.load %S[%j92] : memref<128xf32>
      %s92 = arith.addf %o92, %a92 : f32
      affine.store %s92, %S[%j92] : memref<128xf32>
    }
  }
  affine.for %i93 = 0 to 64 {
    %r93 = affine.for %j93 = 0 to 128 iter_args(%acc93 = %zero) -> (f32) {
      %a93 = affine.load %A[%i93, %j93] : memref<64x128xf32>
      %s93 = arith.addf %acc93, %a93 : f32
      affine.yield %s93 : f32
    }
    affine.store %r93, %R[%i93] : memref<64xf32>
  }
  affine.for %i94 = 0 to 64 {
    affine.for %j94 = 0 to 128 {
      %a94 = affine.load %A[%i94, %j94] : memref<64x128xf32>
      %m94 = arith.mulf %a94, %two : f32
      %p94 = arith.addf %m94, %zero : f32
      affine.store %p94, %B[%i94, %j94] : memref<64x128xf32>
    }
  }
  affine.for %j95 = 0 to 128 {
    affine.for %i95 = 0 to 64 {
      %a95 = affine.load %B[%i95, %j95] : memref<64x128xf32>
      %o95 = affine.load %S[%j95] : memref<128xf32>
      %s95 = arith.addf %o95, %a95 : f32
      affine.store %s95, %S[%j95] : memref<128xf32>
    }
  }
  affine.for %i96 = 0 to 64 {
    %r96 = affine.for %j96 = 0 to 128 iter_args(%acc96 = %zero) -> (f32) {
      %a96 = affine.load %A[%i96, %j96] : memref<64x128xf32>
      %s96 = arith.addf %acc96, %a96 : f32
      affine.yield %s96 : f32
    }
    affine.store %r96, %R[%i96] : memref<64xf32>
  }
  affine.for %i97 = 0 to 64 {
    affine.for %j97 = 0 to 128 {
      %a97 = affine.load %A[%i97, %j97] : memref<64x128xf32>
      %m97 = arith.mulf %a97, %two : f32
      %p97 = arith.addf %m97, %zero : f32
      affine.store %p97, %B[%i97, %j97] : memref<64x128xf32>
    }
  }
  affine.for %j98 = 0 to 128 {
    affine.for %i98 = 0 to 64 {
      %a98 = affine.load %B[%i98, %j98] : memref<64x128xf32>
      %o98 = affine.load %S[%j98] : memref<128xf32>
      %s98 = arith.addf %o98, %a98 : f32
      affine.store %s98, %S[%j98] : memref<128xf32>
    }
  }
  affine.for %i99 = 0 to 64 {
    %r99 = affine.for %j99 = 0 to 128 iter_args(%acc99 = %zero) -> (f32) {
      %a99 = affine.load %A[%i99, %j99] : memref<64x128xf32>
      %s99 = arith.addf %acc99, %a99 : f32
      affine.yield %s99 : f32
    }
    affine.store %r99, %R[%i99] : memref<64xf32>
  }
  affine.for %i100 = 0 to 64 {
    affine.for %j100 = 0 to 128 {
      %a100 = affine.load %A[%i100, %j100] : memref<64x128xf32>
      %m100 = arith.mulf %a100, %two : f32
      %p100 = arith.addf %m100, %zero : f32
      affine.store %p100, %B[%i100, %j100] : memref<64x128xf32>
    }
  }
  affine.for %j101 = 0 to 128 {
    affine.for %i101 = 0 to 64 {
      %a101 = affine.load %B[%i101, %j101] : memref<64x128xf32>
      %o101 = affine.load %S[%j101] : memref<128xf32>
      %s101 = arith.addf %o101, %a101 : f32
      affine.store %s101, %S[%j101] : memref<128xf32>
    }
  }
  affine.for %i102 = 0 to 64 {
    %r102 = affine.for %j102 = 0 to 128 iter_args(%acc102 = %zero) -> (f32) {
      %a102 = affine.load %A[%i102, %j102] : memref<64x128xf32>
      %s102 = arith.addf %acc102, %a102 : f32
      affine.yield %s102 : f32
    }
    affine.store %r102, %R[%i102] : memref<64xf32>
  }
  affine.for %i103 = 0 to 64 {
    affine.for %j103 = 0 to 128 {
      %a103 = affine.load %A[%i103, %j103] : memref<64x128xf32>
      %m103 = arith.mulf %a103, %two : f32
      %p103 = arith.addf %m103, %zero : f32
      affine.store %p103, %B[%i103, %j103] : memref<64x128xf32>
    }
  }
  affine.for %j104 = 0 to 128 {
    affine.for %i104 = 0 to 64 {
      %a104 = affine.load %B[%i104, %j104] : memref<64x128xf32>
      %o104 = affine.load %S[%j104] : memref<128xf32>
      %s104 = arith.addf %o104, %a104 : f32
      affine.store %s104, %S[%j104] : memref<128xf32>
    }
  }
  affine.for %i105 = 0 to 64 {
    %r105 = affine.for %j105 = 0 to 128 iter_args(%acc105 = %zero) -> (f32) {
      %a105 = affine.load %A[%i105, %j105] : memref<64x128xf32>
      %s105 = arith.addf %acc105, %a105 : f32
      affine.yield %s105 : f32
    }
    affine.store %r105, %R[%i105] : memref<64xf32>
  }
  affine.for %i106 = 0 to 64 {
    affine.for %j106 = 0 to 128 {
      %a106 = affine.load %A[%i106, %j106] : memref<64x128xf32>
      %m106 = arith.mulf %a106, %two : f32
      %p106 = arith.addf %m106, %zero : f32
      affine.store %p106, %B[%i106, %j106] : memref<64x128xf32>
    }
  }
  affine.for %j107 = 0 to 128 {
    affine.for %i107 = 0 to 64 {
      %a107 = affine.load %B[%i107, %j107] : memref<64x128xf32>
      %o107 = affine.load %S[%j107] : memref<128xf32>
      %s107 = arith.addf %o107, %a107 : f32
      affine.store %s107, %S[%j107] : memref<128xf32>
    }
  }
  affine.for %i108 = 0 to 64 {
    %r108 = affine.for %j108 = 0 to 128 iter_args(%acc108 = %zero) -> (f32) {
      %a108 = affine.load %A[%i108, %j108] : memref<64x128xf32>
      %s108 = arith.addf %acc108, %a108 : f32
      affine.yield %s108 : f32
    }
    affine.store %r108, %R[%i108] : memref<64xf32>
  }
  affine.for %i109 = 0 to 64 {
    affine.for %j109 = 0 to 128 {
      %a109 = affine.load %A[%i109, %j109] : memref<64x128xf32>
      %m109 = arith.mulf %a109, %two : f32
      %p109 = arith.addf %m109, %zero : f32
      affine.store %p109, %B[%i109, %j109] : memref<64x128xf32>
    }
  }
  affine.for %j110 = 0 to 128 {
    affine.for %i110 = 0 to 64 {
      %a110 = affine.load %B[%i110, %j110] : memref<64x128xf32>
      %o110 = affine.load %S[%j110] : memref<128xf32>
      %s110 = arith.addf %o110, %a110 : f32
      affine.store %s110, %S[%j110] : memref<128xf32>
    }
  }
  affine.for %i111 = 0 to 64 {
    %r111 = affine.for %j111 = 0 to 128 iter_args(%acc111 = %zero) -> (f32) {
      %a111 = affine.load %A[%i111, %j111] : memref<64x128xf32>
      %s111 = arith.addf %acc111, %a111 : f32
      affine.yield %s111 : f32
    }
    affine.store %r111, %R[%i111] : memref<64xf32>
  }
  affine.for %i112 = 0 to 64 {
    affine.for %j112 = 0 to 128 {
      %a112 = affine.load %A[%i112, %j112] : memref<64x128xf32>
      %m112 = arith.mulf %a112, %two : f32
      %p112 = arith.addf %m112, %zero : f32
      affine.store %p112, %B[%i112, %j112] : memref<64x128xf32>
    }
  }
  affine.for %j113 = 0 to 128 {
    affine.for %i113 = 0 to 64 {
      %a113 = affine.load %B[%i113, %j113] : memref<64x128xf32>
      %o113 = affine.load %S[%j113] : memref<128xf32>
      %s113 = arith.addf %o113, %a113 : f32
      affine.store %s113, %S[%j113] : memref<128xf32>
    }
  }
  affine.for %i114 = 0 to 64 {
    %r114 = affine.for %j114 = 0 to 128 iter_args(%acc114 = %zero) -> (f32) {
      %a114 = affine.load %A[%i114, %j114] : memref<64x128xf32>
      %s114 = arith.addf %acc114, %a114 : f32
      affine.yield %s114 : f32
    }
    affine.store %r114, %R[%i114] : memref<64xf32>
  }
  affine.for %i115 = 0 to 64 {
    affine.for %j115 = 0 to 128 {
      %a115 = affine.load %A[%i115, %j115] : memref<64x128xf32>
      %m115 = arith.mulf %a115, %two : f32
      %p115 = arith.addf %m115, %zero : f32
      affine.store %p115, %B[%i115, %j115] : memref<64x128xf32>
    }
  }
  affine.for %j116 = 0 to 128 {
    affine.for %i116 = 0 to 64 {
      %a116 = affine.load %B[%i116, %j116] : memref<64x128xf32>
      %o116 = affine.load %S[%j116] : memref<128xf32>
      %s116 = arith.addf %o116, %a116 : f32
      affine.store %s116, %S[%j116] : memref<128xf32>
    }
  }
  affine.for %i117 = 0 to 64 {
    %r117 = affine.for %j117 = 0 to 128 iter_args(%acc117 = %zero) -> (f32) {
      %a117 = affine.load %A[%i117, %j117] : memref<64x128xf32>
      %s117 = arith.addf %acc117, %a117 : f32
      affine.yield %s117 : f32
    }
    affine.store %r117, %R[%i117] : memref<64xf32>
  }
  affine.for %i118 = 0 to 64 {
    affine.for %j118 = 0 to 128 {
      %a118 = affine.load %A[%i118, %j118] : memref<64x128xf32>
      %m118 = arith.mulf %a118, %two : f32
      %p118 = arith.addf %m118, %zero : f32
      affine.store %p118, %B[%i118, %j118] : memref<64x128xf32>
    }
  }
  affine.for %j119 = 0 to 128 {
    affine.for %i119 = 0 to 64 {
      %a119 = affine.load %B[%i119, %j119] : memref<64x128xf32>
      %o119 = affine.load %S[%j119] : memref<128xf32>
      %s119 = arith.addf %o119, %a119 : f32
      affine.store %s119, %S[%j119] : memref<128xf32>
    }
  }
  affine.for %i120 = 0 to 64 {
    %r120 = affine.for %j120 = 0 to 128 iter_args(%acc120 = %zero) -> (f32) {
      %a120 = affine.load %A[%i120, %j120] : memref<64x128xf32>
      %s120 = arith.addf %acc120, %a120 : f32
      affine.yield %s120 : f32
    }
    affine.store %r120, %R[%i120] : memref<64xf32>
  }
  affine.for %i121 = 0 to 64 {
    affine.for %j121 = 0 to 128 {
      %a121 = affine.load %A[%i121, %j121] : memref<64x128xf32>
      %m121 = arith.mulf %a121, %two : f32
      %p121 = arith.addf %m121, %zero : f32
      affine.store %p121, %B[%i121, %j121] : memref<64x128xf32>
    }
  }
  affine.for %j122 = 0 to 128 {
    affine.for %i122 = 0 to 64 {
      %a122 = affine.load %B[%i122, %j122] : memref<64x128xf32>
      %o122 = affine.load %S[%j122] : memref<128xf32>
      %s122 = arith.addf %o122, %a122 : f32
      affine.store %s122, %S[%j122] : memref<128xf32>
    }
  }
  affine.for %i123 = 0 to 64 {
    %r123 = affine.for %j123 = 0 to 128 iter_args(%acc123 = %zero) -> (f32) {
      %a123 = affine.load %A[%i123, %j123] : memref<64x128xf32>
      %s123 = arith.addf %acc123, %a123 : f32
      affine.yield %s123 : f32
    }
    affine.store %r123, %R[%i123] : memref<64xf32>
  }
  affine.for %i124 = 0 to 64 {
    affine.for %j124 = 0 to 128 {
      %a124 = affine.load %A[%i124, %j124] : memref<64x128xf32>
      %m124 = arith.mulf %a124, %two : f32
      %p124 = arith.addf %m124, %zero : f32
      affine.store %p124, %B[%i124, %j124] : memref<64x128xf32>
    }
  }
  affine.for %j125 = 0 to 128 {
    affine.for %i125 = 0 to 64 {
      %a125 = affine.load %B[%i125, %j125] : memref<64x128xf32>
      %o125 = affine.load %S[%j125] : memref<128xf32>
      %s125 = arith.addf %o125, %a125 : f32
      affine.store %s125, %S[%j125] : memref<128xf32>
    }
  }
  affine.for %i126 = 0 to 64 {
    %r126 = affine.for %j126 = 0 to 128 iter_args(%acc126 = %zero) -> (f32) {
      %a126 = affine.load %A[%i126, %j126] : memref<64x128xf32>
      %s126 = arith.addf %acc126, %a126 : f32
      affine.yield %s126 : f32
    }
    affine.store %r126, %R[%i126] : memref<64xf32>
  }
  affine.for %i127 = 0 to 64 {
    affine.for %j127 = 0 to 128 {
      %a127 = affine.load %A[%i127, %j127] : memref<64x128xf32>
      %m127 = arith.mulf %a127, %two : f32
      %p127 = arith.addf %m127, %zero : f32
      affine.store %p127, %B[%i127, %j127] : memref<64x128xf32>
    }
  }
  affine.for %j128 = 0 to 128 {
    affine.for %i128 = 0 to 64 {
      %a128 = affine.load %B[%i128, %j128] : memref<64x128xf32>
      %o128 = affine.load %S[%j128] : memref<128xf32>
      %s128 = arith.addf %o128, %a128 : f32
      affine.store %s128, %S[%j128] : memref<128xf32>
    }
  }
  affine.for %i129 = 0 to 64 {
    %r129 = affine.for %j129 = 0 to 128 iter_args(%acc129 = %zero) -> (f32) {
      %a129 = affine.load %A[%i129, %j129] : memref<64x128xf32>
      %s129 = arith.addf %acc129, %a129 : f32
      affine.yield %s129 : f32
    }
    affine.store %r129, %R[%i129] : memref<64xf32>
  }
  affine.for %i130 = 0 to 64 {
    affine.for %j130 = 0 to 128 {
      %a130 = affine.load %A[%i130, %j130] : memref<64x128xf32>
      %m130 = arith.mulf %a130, %two : f32
      %p130 = arith.addf %m130, %zero : f32
      affine.store %p130, %B[%i130, %j130] : memref<64x128xf32>
    }
  }
  affine.for %j131 = 0 to 128 {
    affine.for %i131 = 0 to 64 {
      %a131 = affine.load %B[%i131, %j131] : memref<64x128xf32>
      %o131 = affine.load %S[%j131] : memref<128xf32>
      %s131 = arith.addf %o131, %a131 : f32
      affine.store %s131, %S[%j131] : memref<128xf32>
    }
  }
  affine.for %i132 = 0 to 64 {
    %r132 = affine.for %j132 = 0 to 128 iter_args(%acc132 = %zero) -> (f32) {
      %a132 = affine.load %A[%i132, %j132] : memref<64x128xf32>
      %s132 = arith.addf %acc132, %a132 : f32
      affine.yield %s132 : f32
    }
    affine.store %r132, %R[%i132] : memref<64xf32>
  }
  affine.for %i133 = 0 to 64 {
    affine.for %j133 = 0 to 128 {
      %a133 = affine.load %A[%i133, %j133] : memref<64x128xf32>
      %m133 = arith.mulf %a133, %two : f32
      %p133 = arith.addf %m133, %zero : f32
      affine.store %p133, %B[%i133, %j133] : memref<64x128xf32>
    }
  }
  affine.for %j134 = 0 to 128 {
    affine.for %i134 = 0 to 64 {
      %a134 = affine.load %B[%i134, %j134] : memref<64x128xf32>
      %o134 = affine.load %S[%j134] : memref<128xf32>
      %s134 = arith.addf %o134, %a134 : f32
      affine.store %s134, %S[%j134] : memref<128xf32>
    }
  }
  affine.for %i135 = 0 to 64 {
    %r135 = affine.for %j135 = 0 to 128 iter_args(%acc135 = %zero) -> (f32) {
      %a135 = affine.load %A[%i135, %j135] : memref<64x128xf32>
      %s135 = arith.addf %acc135, %a135 : f32
      affine.yield %s135 : f32
    }
    affine.store %r135, %R[%i135] : memref<64xf32>
  }
  affine.for %i136 = 0 to 64 {
    affine.for %j136 = 0 to 128 {
      %a136 = affine.load %A[%i136, %j136] : memref<64x128xf32>
      %m136 = arith.mulf %a136, %two : f32
      %p136 = arith.addf %m136, %zero : f32
      affine.store %p136, %B[%i136, %j136] : memref<64x128xf32>
    }
  }
  affine.for %j137 = 0 to 128 {
    affine.for %i137 = 0 to 64 {
      %a137 = affine.load %B[%i137, %j137] : memref<64x128xf32>
      %o137 = affine.load %S[%j137] : memref<128xf32>
      %s137 = arith.addf %o137, %a137 : f32
      affine.store %s137, %S[%j137] : memref<128xf32>
    }
  }
  affine.for %i138 = 0 to 64 {
    %r138 = affine.for %j138 = 0 to 128 iter_args(%acc138 = %zero) -> (f32) {
      %a138 = affine.load %A[%i138, %j138] : memref<64x128xf32>
      %s138 = arith.addf %acc138, %a138 : f32
      affine.yield %s138 : f32
    }
    affine.store %r138, %R[%i138] : memref<64xf32>
  }
  affine.for %i139 = 0 to 64 {
    affine.for %j139 = 0 to 128 {
      %a139 = affine.load %A[%i139, %j139] : memref<64x128xf32>
      %m139 = arith.mulf %a139, %two : f32
      %p139 = arith.addf %m139, %zero : f32
      affine.store %p139, %B[%i139, %j139] : memref<64x128xf32>
    }
  }
  affine.for %j140 = 0 to 128 {
    affine.for %i140 = 0 to 64 {
      %a140 = affine.load %B[%i140, %j140] : memref<64x128xf32>
      %o140 = affine.load %S[%j140] : memref<128xf32>
      %s140 = arith.addf %o140, %a140 : f32
      affine.store %s140, %S[%j140] : memref<128xf32>
    }
  }
  affine.for %i141 = 0 to 64 {
    %r141 = affine.for %j141 = 0 to 128 iter_args(%acc141 = %zero) -> (f32) {
      %a141 = affine.load %A[%i141, %j141] : memref<64x128xf32>
      %s141 = arith.addf %acc141, %a141 : f32
      affine.yield %s141 : f32
    }
    affine.store %r141, %R[%i141] : memref<64xf32>
  }
  affine.for %i142 = 0 to 64 {
    affine.for %j142 = 0 to 128 {
      %a142 = affine.load %A[%i142, %j142] : memref<64x128xf32>
      %m142 = arith.mulf %a142, %two : f32
      %p142 = arith.addf %m142, %zero : f32
      affine.store %p142, %B[%i142, %j142] : memref<64x128xf32>
    }
  }
  affine.for %j143 = 0 to 128 {
    affine.for %i143 = 0 to 64 {
      %a143 = affine.load %B[%i143, %j143] : memref<64x128xf32>
      %o143 = affine.load %S[%j143] : memref<128xf32>
      %s143 = arith.addf %o143, %a143 : f32
      affine.store %s143, %S[%j143] : memref<128xf32>
    }
  }
  affine.for %i144 = 0 to 64 {
    %r144 = affine.for %j144 = 0 to 128 iter_args(%acc144 = %zero) -> (f32) {
      %a144 = affine.load %A[%i144, %j144] : memref<64x128xf32>
      %s144 = arith.addf %acc144, %a144 : f32
      affine.yield %s144 : f32
    }
    affine.store %r144, %R[%i144] : memref<64xf32>
  }
  affine.for %i145 = 0 to 64 {
    affine.for %j145 = 0 to 128 {
      %a145 = affine.load %A[%i145, %j145] : memref<64x128xf32>
      %m145 = arith.mulf %a145, %two : f32
      %p145 = arith.addf %m145, %zero : f32
      affine.store %p145, %B[%i145, %j145] : memref<64x128xf32>
    }
  }
  affine.for %j146 = 0 to 128 {
    affine.for %i146 = 0 to 64 {
      %a146 = affine.load %B[%i146, %j146] : memref<64x128xf32>
      %o146 = affine.load %S[%j146] : memref<128xf32>
      %s146 = arith.addf %o146, %a146 : f32
      affine.store %s146, %S[%j146] : memref<128xf32>
    }
  }
  affine.for %i147 = 0 to 64 {
    %r147 = affine.for %j147 = 0 to 128 iter_args(%acc147 = %zero) -> (f32) {
      %a147 = affine.load %A[%i147, %j147] : memref<64x128xf32>
      %s147 = arith.addf %acc147, %a147 : f32
      affine.yield %s147 : f32
    }
    affine.store %r147, %R[%i147] : memref<64xf32>
  }
  affine.for %i148 = 0 to 64 {
    affine.for %j148 = 0 to 128 {
      %a148 = affine.load %A[%i148, %j148] : memref<64x128xf32>
      %m148 = arith.mulf %a148, %two : f32
      %p148 = arith.addf %m148, %zero : f32
      affine.store %p148, %B[%i148, %j148] : memref<64x128xf32>
    }
  }
  affine.for %j149 = 0 to 128 {
    affine.for %i149 = 0 to 64 {
      %a149 = affine.load %B[%i149, %j149] : memref<64x128xf32>
      %o149 = affine.load %S[%j149] : memref<128xf32>
      %s149 = arith.addf %o149, %a149 : f32
      affine.store %s149, %S[%j149] : memref<128xf32>
    }
  }
  affine.for %i150 = 0 to 64 {
    %r150 = affine.for %j150 = 0 to 128 iter_args(%acc150 = %zero) -> (f32) {
      %a150 = affine.load %A[%i150, %j150] : memref<64x128xf32>
      %s150 = arith.addf %acc150, %a150 : f32
      affine.yield %s150 : f32
    }
    affine.store %r150, %R[%i150] : memref<64xf32>
  }
  affine.for %i151 = 0 to 64 {
    affine.for %j151 = 0 to 128 {
      %a151 = affine.load %A[%i151, %j151] : memref<64x128xf32>
      %m151 = arith.mulf %a151, %two : f32
      %p151 = arith.addf %m151, %zero : f32
      affine.store %p151, %B[%i151, %j151] : memref<64x128xf32>
    }
  }
  affine.for %j152 = 0 to 128 {
    affine.for %i152 = 0 to 64 {
      %a152 = affine.load %B[%i152, %j152] : memref<64x128xf32>
      %o152 = affine.load %S[%j152] : memref<128xf32>
      %s152 = arith.addf %o152, %a152 : f32
      affine.store %s152, %S[%j152] : memref<128xf32>
    }
  }
  affine.for %i153 = 0 to 64 {
    %r153 = affine.for %j153 = 0 to 128 iter_args(%acc153 = %zero) -> (f32) {
      %a153 = affine.load %A[%i153, %j153] : memref<64x128xf32>
      %s153 = arith.addf %acc153, %a153 : f32
      affine.yield %s153 : f32
    }
    affine.store %r153, %R[%i153] : memref<64xf32>
  }
  affine.for %i154 = 0 to 64 {
    affine.for %j154 = 0 to 128 {
      %a154 = affine.load %A[%i154, %j154] : memref<64x128xf32>
      %m154 = arith.mulf %a154, %two : f32
      %p154 = arith.addf %m154, %zero : f32
      affine.store %p154, %B[%i154, %j154] : memref<64x128xf32>
    }
  }
  affine.for %j155 = 0 to 128 {
    affine.for %i155 = 0 to 64 {
      %a155 = affine.load %B[%i155, %j155] : memref<64x128xf32>
      %o155 = affine.load %S[%j155] : memref<128xf32>
      %s155 = arith.addf %o155, %a155 : f32
      affine.store %s155, %S[%j155] : memref<128xf32>
    }
  }
  affine.for %i156 = 0 to 64 {
    %r156 = affine.for %j156 = 0 to 128 iter_args(%acc156 = %zero) -> (f32) {
      %a156 = affine.load %A[%i156, %j156] : memref<64x128xf32>
      %s156 = arith.addf %acc156, %a156 : f32
      affine.yield %s156 : f32
    }
    affine.store %r156, %R[%i156] : memref<64xf32>
  }
  affine.for %i157 = 0 to 64 {
    affine.for %j157 = 0 to 128 {
      %a157 = affine.load %A[%i157, %j157] : memref<64x128xf32>
      %m157 = arith.mulf %a157, %two : f32
      %p157 = arith.addf %m157, %zero : f32
      affine.store %p157, %B[%i157, %j157] : memref<64x128xf32>
    }
  }
  affine.for %j158 = 0 to 128 {
    affine.for %i158 = 0 to 64 {
      %a158 = affine.load %B[%i158, %j158] : memref<64x128xf32>
      %o158 = affine.load %S[%j158] : memref<128xf32>
      %s158 = arith.addf %o158, %a158 : f32
      affine.store %s158, %S[%j158] : memref<128xf32>
    }
  }
  affine.for %i159 = 0 to 64 {
    %r159 = affine.for %j159 = 0 to 128 iter_args(%acc159 = %zero) -> (f32) {
      %a159 = affine.load %A[%i159, %j159] : memref<64x128xf32>
      %s159 = arith.addf %acc159, %a159 : f32
      affine.yield %s159 : f32
    }
    affine.store %r159, %R[%i159] : memref<64xf32>
  }
  affine.for %i160 = 0 to 64 {
    affine.for %j160 = 0 to 128 {
      %a160 = affine.load %A[%i160, %j160] : memref<64x128xf32>
      %m160 = arith.mulf %a160, %two : f32
      %p160 = arith.addf %m160, %zero : f32
      affine.store %p160, %B[%i160, %j160] : memref<64x128xf32>
    }
  }
  affine.for %j161 = 0 to 128 {
    affine.for %i161 = 0 to 64 {
      %a161 = affine.load %B[%i161, %j161] : memref<64x128xf32>
      %o161 = affine.load %S[%j161] : memref<128xf32>
      %s161 = arith.addf %o161, %a161 : f32
      affine.store %s161, %S[%j161] : memref<128xf32>
    }
  }
  affine.for %i162 = 0 to 64 {
    %r162 = affine.for %j162 = 0 to 128 iter_args(%acc162 = %zero) -> (f32) {
      %a162 = affine.load %A[%i162, %j162] : memref<64x128xf32>
      %s162 = arith.addf %acc162, %a162 : f32
      affine.yield %s162 : f32
    }
    affine.store %r162, %R[%i162] : memref<64xf32>
  }
  affine.for %i163 = 0 to 64 {
    affine.for %j163 = 0 to 128 {
      %a163 = affine.load %A[%i163, %j163] : memref<64x128xf32>
      %m163 = arith.mulf %a163, %two : f32
      %p163 = arith.addf %m163, %zero : f32
      affine.store %p163, %B[%i163, %j163] : memref<64x128xf32>
    }
  }
  affine.for %j164 = 0 to 128 {
    affine.for %i164 = 0 to 64 {
      %a164 = affine.load %B[%i164, %j164] : memref<64x128xf32>
      %o164 = affine.load %S[%j164] : memref<128xf32>
      %s164 = arith.addf %o164, %a164 : f32
      affine.store %s164, %S[%j164] : memref<128xf32>
    }
  }
  affine.for %i165 = 0 to 64 {
    %r165 = affine.for %j165 = 0 to 128 iter_args(%acc165 = %zero) -> (f32) {
      %a165 = affine.load %A[%i165, %j165] : memref<64x128xf32>
      %s165 = arith.addf %acc165, %a165 : f32
      affine.yield %s165 : f32
    }
    affine.store %r165, %R[%i165] : memref<64xf32>
  }
  affine.for %i166 = 0 to 64 {
    affine.for %j166 = 0 to 128 {
      %a166 = affine.load %A[%i166, %j166] : memref<64x128xf32>
      %m166 = arith.mulf %a166, %two : f32
      %p166 = arith.addf %m166, %zero : f32
      affine.store %p166, %B[%i166, %j166] : memref<64x128xf32>
    }
  }
  affine.for %j167 = 0 to 128 {
    affine.for %i167 = 0 to 64 {
      %a167 = affine.load %B[%i167, %j167] : memref<64x128xf32>
      %o167 = affine.load %S[%j167] : memref<128xf32>
      %s167 = arith.addf %o167, %a167 : f32
      affine.store %s167, %S[%j167] : memref<128xf32>
    }
  }
  affine.for %i168 = 0 to 64 {
    %r168 = affine.for %j168 = 0 to 128 iter_args(%acc168 = %zero) -> (f32) {
      %a168 = affine.load %A[%i168, %j168] : memref<64x128xf32>
      %s168 = arith.addf %acc168, %a168 : f32
      affine.yield %s168 : f32
    }
    affine.store %r168, %R[%i168] : memref<64xf32>
  }
  affine.for %i169 = 0 to 64 {
    affine.for %j169 = 0 to 128 {
      %a169 = affine.load %A[%i169, %j169] : memref<64x128xf32>
      %m169 = arith.mulf %a169, %two : f32
      %p169 = arith.addf %m169, %zero : f32
      affine.store %p169, %B[%i169, %j169] : memref<64x128xf32>
    }
  }
  affine.for %j170 = 0 to 128 {
    affine.for %i170 = 0 to 64 {
      %a170 = affine.load %B[%i170, %j170] : memref<64x128xf32>
      %o170 = affine.load %S[%j170] : memref<128xf32>
      %s170 = arith.addf %o170, %a170 : f32
      affine.store %s170, %S[%j170] : memref<128xf32>
    }
  }
  affine.for %i171 = 0 to 64 {
    %r171 = affine.for %j171 = 0 to 128 iter_args(%acc171 = %zero) -> (f32) {
      %a171 = affine.load %A[%i171, %j171] : memref<64x128xf32>
      %s171 = arith.addf %acc171, %a171 : f32
      affine.yield %s171 : f32
    }
    affine.store %r171, %R[%i171] : memref<64xf32>
  }
  affine.for %i172 = 0 to 64 {
    affine.for %j172 = 0 to 128 {
      %a172 = affine.load %A[%i172, %j172] : memref<64x128xf32>
      %m172 = arith.mulf %a172, %two : f32
      %p172 = arith.addf %m172, %zero : f32
      affine.store %p172, %B[%i172, %j172] : memref<64x128xf32>
    }
  }
  affine.for %j173 = 0 to 128 {
    affine.for %i173 = 0 to 64 {
      %a173 = affine.load %B[%i173, %j173] : memref<64x128xf32>
      %o173 = affine.load %S[%j173] : memref<128xf32>
      %s173 = arith.addf %o173, %a173 : f32
      affine.store %s173, %S[%j173] : memref<128xf32>
    }
  }
  affine.for %i174 = 0 to 64 {
    %r174 = affine.for %j174 = 0 to 128 iter_args(%acc174 = %zero) -> (f32) {
      %a174 = affine.load %A[%i174, %j174] : memref<64x128xf32>
      %s174 = arith.addf %acc174, %a174 : f32
      affine.yield %s174 : f32
    }
    affine.store %r174, %R[%i174] : memref<64xf32>
  }
  affine.for %i175 = 0 to 64 {
    affine.for %j175 = 0 to 128 {
      %a175 = affine.load %A[%i175, %j175] : memref<64x128xf32>
      %m175 = arith.mulf %a175, %two : f32
      %p175 = arith.addf %m175, %zero : f32
      affine.store %p175, %B[%i175, %j175] : memref<64x128xf32>
    }
  }
  affine.for %j176 = 0 to 128 {
    affine.for %i176 = 0 to 64 {
      %a176 = affine.load %B[%i176, %j176] : memref<64x128xf32>
      %o176 = affine.load %S[%j176] : memref<128xf32>
      %s176 = arith.addf %o176, %a176 : f32
      affine.store %s176, %S[%j176] : memref<128xf32>
    }
  }
  affine.for %i177 = 0 to 64 {
    %r177 = affine.for %j177 = 0 to 128 iter_args(%acc177 = %zero) -> (f32) {
      %a177 = affine.load %A[%i177, %j177] : memref<64x128xf32>
      %s177 = arith.addf %acc177, %a177 : f32
      affine.yield %s177 : f32
    }
    affine.store %r177, %R[%i177] : memref<64xf32>
  }
  affine.for %i178 = 0 to 64 {
    affine.for %j178 = 0 to 128 {
      %a178 = affine.load %A[%i178, %j178] : memref<64x128xf32>
      %m178 = arith.mulf %a178, %two : f32
      %p178 = arith.addf %m178, %zero : f32
      affine.store %p178, %B[%i178, %j178] : memref<64x128xf32>
    }
  }
  affine.for %j179 = 0 to 128 {
    affine.for %i179 = 0 to 64 {
      %a179 = affine.load %B[%i179, %j179] : memref<64x128xf32>
      %o179 = affine.load %S[%j179] : memref<128xf32>
      %s179 = arith.addf %o179, %a179 : f32
      affine.store %s179, %S[%j179] : memref<128xf32>
    }
  }
  affine.for %i180 = 0 to 64 {
    %r180 = affine.for %j180 = 0 to 128 iter_args(%acc180 = %zero) -> (f32) {
      %a180 = affine.load %A[%i180, %j180] : memref<64x128xf32>
      %s180 = arith.addf %acc180, %a180 : f32
      affine.yield %s180 : f32
    }
    affine.store %r180, %R[%i180] : memref<64xf32>
  }
  affine.for %i181 = 0 to 64 {
    affine.for %j181 = 0 to 128 {
      %a181 = affine.load %A[%i181, %j181] : memref<64x128xf32>
      %m181 = arith.mulf %a181, %two : f32
      %p181 = arith.addf %m181, %zero : f32
      affine.store %p181, %B[%i181, %j181] : memref<64x128xf32>
    }
  }
  affine.for %j182 = 0 to 128 {
    affine.for %i182 = 0 to 64 {
      %a182 = affine.load %B[%i182, %j182] : memref<64x128xf32>
      %o182 = affine.load %S[%j182] : memref<128xf32>
      %s182 = arith.addf %o182, %a182 : f32
      affine.store %s182, %S[%j182] : memref<128xf32>
    }
  }
  affine.for %i183 = 0 to 64 {
    %r183 = affine.for %j183 = 0 to 128 iter_args(%acc183 = %zero) -> (f32) {
      %a183 = affine.load %A[%i183, %j183] : memref<64x128xf32>
      %s183 = arith.addf %acc183, %a183 : f32
      affine.yield %s183 : f32
    }
    affine.store %r183, %R[%i183] : memref<64xf32>
  }
  affine.for %i184 = 0 to 64 {
    affine.for %j184 = 0 to 128 {
      %a184 = affine.load %A[%i184, %j184] : memref<64x128xf32>
      %m184 = arith.mulf %a184, %two : f32
      %p184 = arith.addf %m184, %zero : f32
      affine.store %p184, %B[%i184, %j184] : memref<64x128xf32>
    }
  }
  affine.for %j185 = 0 to 128 {
    affine.for %i185 = 0 to 64 {
      %a185 = affine.load %B[%i185, %j185] : memref<64x128xf32>
      %o185 = affine.load %S[%j185] : memref<128xf32>
      %s185 = arith.addf %o185, %a185 : f32
      affine.store %s185, %S[%j185] : memref<128xf32>
    }
  }
  affine.for %i186 = 0 to 64 {
    %r186 = affine.for %j186 = 0 to 128 iter_args(%acc186 = %zero) -> (f32) {
      %a186 = affine.load %A[%i186, %j186] : memref<64x128xf32>
      %s186 = arith.addf %acc186, %a186 : f32
      affine.yield %s186 : f32
    }
    affine.store %r186, %R[%i186] : memref<64xf32>
  }
  affine.for %i187 = 0 to 64 {
    affine.for %j187 = 0 to 128 {
      %a187 = affine.load %A[%i187, %j187] : memref<64x128xf32>
      %m187 = arith.mulf %a187, %two : f32
      %p187 = arith.addf %m187, %zero : f32
      affine.store %p187, %B[%i187, %j187] : memref<64x128xf32>
    }
  }
  affine.for %j188 = 0 to 128 {
    affine.for %i188 = 0 to 64 {
      %a188 = affine.load %B[%i188, %j188] : memref<64x128xf32>
      %o188 = affine.load %S[%j188] : memref<128xf32>
      %s188 = arith.addf %o188, %a188 : f32
      affine.store %s188, %S[%j188] : memref<128xf32>
    }
  }
  affine.for %i189 = 0 to 64 {
    %r189 = affine.for %j189 = 0 to 128 iter_args(%acc189 = %zero) -> (f32) {
      %a189 = affine.load %A[%i189, %j189] : memref<64x128xf32>
      %s189 = arith.addf %acc189, %a189 : f32
      affine.yield %s189 : f32
    }
    affine.store %r189, %R[%i189] : memref<64xf32>
  }
  affine.for %i190 = 0 to 64 {
    affine.for %j190 = 0 to 128 {
      %a190 = affine.load %A[%i190, %j190] : memref<64x128xf32>
      %m190 = arith.mulf %a190, %two : f32
      %p190 = arith.addf %m190, %zero : f32
      affine.store %p190, %B[%i190, %j190] : memref<64x128xf32>
    }
  }
  affine.for %j191 = 0 to 128 {
    affine.for %i191 = 0 to 64 {
      %a191 = affine.load %B[%i191, %j191] : memref<64x128xf32>
      %o191 = affine.load %S[%j191] : memref<128xf32>
      %s191 = arith.addf %o191, %a191 : f32
      affine.store %s191, %S[%j191] : memref<128xf32>
    }
  }
  affine.for %i192 = 0 to 64 {
    %r192 = affine.for %j192 = 0 to 128 iter_args(%acc192 = %zero) -> (f32) {
      %a192 = affine.load %A[%i192, %j192] : memref<64x128xf32>
      %s192 = arith.addf %acc192, %a192 : f32
      affine.yield %s192 : f32
    }
    affine.store %r192, %R[%i192] : memref<64xf32>
  }
  affine.for %i193 = 0 to 64 {
    affine.for %j193 = 0 to 128 {
      %a193 = affine.load %A[%i193, %j193] : memref<64x128xf32>
      %m193 = arith.mulf %a193, %two : f32
      %p193 = arith.addf %m193, %zero : f32
      affine.store %p193, %B[%i193, %j193] : memref<64x128xf32>
    }
  }
  affine.for %j194 = 0 to 128 {
    affine.for %i194 = 0 to 64 {
      %a194 = affine.load %B[%i194, %j194] : memref<64x128xf32>
      %o194 = affine.load %S[%j194] : memref<128xf32>
      %s194 = arith.addf %o194, %a194 : f32
      affine.store %s194, %S[%j194] : memref<128xf32>
    }
  }
  affine.for %i195 = 0 to 64 {
    %r195 = affine.for %j195 = 0 to 128 iter_args(%acc195 = %zero) -> (f32) {
      %a195 = affine.load %A[%i195, %j195] : memref<64x128xf32>
      %s195 = arith.addf %acc195, %a195 : f32
      affine.yield %s195 : f32
    }
    affine.store %r195, %R[%i195] : memref<64xf32>
  }
  affine.for %i196 = 0 to 64 {
    affine.for %j196 = 0 to 128 {
      %a196 = affine.load %A[%i196, %j196] : memref<64x128xf32>
      %m196 = arith.mulf %a196, %two : f32
      %p196 = arith.addf %m196, %zero : f32
      affine.store %p196, %B[%i196, %j196] : memref<64x128xf32>
    }
  }
  affine.for %j197 = 0 to 128 {
    affine.for %i197 = 0 to 64 {
      %a197 = affine.load %B[%i197, %j197] : memref<64x128xf32>
      %o197 = affine.load %S[%j197] : memref<128xf32>
      %s197 = arith.addf %o197, %a197 : f32
      affine.store %s197, %S[%j197] : memref<128xf32>
    }
  }
  affine.for %i198 = 0 to 64 {
    %r198 = affine.for %j198 = 0 to 128 iter_args(%acc198 = %zero) -> (f32) {
      %a198 = affine.load %A[%i198, %j198] : memref<64x128xf32>
      %s198 = arith.addf %acc198, %a198 : f32
      affine.yield %s198 : f32
    }
    affine.store %r198, %R[%i198] : memref<64xf32>
  }
  affine.for %i199 = 0 to 64 {
    affine.for %j199 = 0 to 128 {
      %a199 = affine.load %A[%i199, %j199] : memref<64x128xf32>
      %m199 = arith.mulf %a199, %two : f32
      %p199 = arith.addf %m199, %zero : f32
      affine.store %p199, %B[%i199, %j199] : memref<64x128xf32>
    }
  }
  affine.for %j200 = 0 to 128 {
    affine.for %i200 = 0 to 64 {
      %a200 = affine.load %B[%i200, %j200] : memref<64x128xf32>
      %o200 = affine.load %S[%j200] : memref<128xf32>
      %s200 = arith.addf %o200, %a200 : f32
      affine.store %s200, %S[%j200] : memref<128xf32>
    }
  }
  affine.for %i201 = 0 to 64 {
    %r201 = affine.for %j201 = 0 to 128 iter_args(%acc201 = %zero) -> (f32) {
      %a201 = affine.load %A[%i201, %j201] : memref<64x128xf32>
      %s201 = arith.addf %acc201, %a201 : f32
      affine.yield %s201 : f32
    }
    affine.store %r201, %R[%i201] : memref<64xf32>
  }
  affine.for %i202 = 0 to 64 {
    affine.for %j202 = 0 to 128 {
      %a202 = affine.load %A[%i202, %j202] : memref<64x128xf32>
      %m202 = arith.mulf %a202, %two : f32
      %p202 = arith.addf %m202, %zero : f32
      affine.store %p202, %B[%i202, %j202] : memref<64x128xf32>
    }
  }
  affine.for %j203 = 0 to 128 {
    affine.for %i203 = 0 to 64 {
      %a203 = affine.load %B[%i203, %j203] : memref<64x128xf32>
      %o203 = affine.load %S[%j203] : memref<128xf32>
      %s203 = arith.addf %o203, %a203 : f32
      affine.store %s203, %S[%j203] : memref<128xf32>
    }
  }
  affine.for %i204 = 0 to 64 {
    %r204 = affine.for %j204 = 0 to 128 iter_args(%acc204 = %zero) -> (f32) {
      %a204 = affine.load %A[%i204, %j204] : memref<64x128xf32>
      %s204 = arith.addf %acc204, %a204 : f32
      affine.yield %s204 : f32
    }
    affine.store %r204, %R[%i204] : memref<64xf32>
  }
  affine.for %i205 = 0 to 64 {
    affine.for %j205 = 0 to 128 {
      %a205 = affine.load %A[%i205, %j205] : memref<64x128xf32>
      %m205 = arith.mulf %a205, %two : f32
      %p205 = arith.addf %m205, %zero : f32
      affine.store %p205, %B[%i205, %j205] : memref<64x128xf32>
    }
  }
  affine.for %j206 = 0 to 128 {
    affine.for %i206 = 0 to 64 {
      %a206 = affine.load %B[%i206, %j206] : memref<64x128xf32>
      %o206 = affine.load %S[%j206] : memref<128xf32>
      %s206 = arith.addf %o206, %a206 : f32
      affine.store %s206, %S[%j206] : memref<128xf32>
    }
  }
  affine.for %i207 = 0 to 64 {
    %r207 = affine.for %j207 = 0 to 128 iter_args(%acc207 = %zero) -> (f32) {
      %a207 = affine.load %A[%i207, %j207] : memref<64x128xf32>
      %s207 = arith.addf %acc207, %a207 : f32
      affine.yield %s207 : f32
    }
    affine.store %r207, %R[%i207] : memref<64xf32>
  }
  affine.for %i208 = 0 to 64 {
    affine.for %j208 = 0 to 128 {
      %a208 = affine.load %A[%i208, %j208] : memref<64x128xf32>
      %m208 = arith.mulf %a208, %two : f32
      %p208 = arith.addf %m208, %zero : f32
      affine.store %p208, %B[%i208, %j208] : memref<64x128xf32>
    }
  }
  affine.for %j209 = 0 to 128 {
    affine.for %i209 = 0 to 64 {
      %a209 = affine.load %B[%i209, %j209] : memref<64x128xf32>
      %o209 = affine.load %S[%j209] : memref<128xf32>
      %s209 = arith.addf %o209, %a209 : f32
      affine.store %s209, %S[%j209] : memref<128xf32>
    }
  }
  affine.for %i210 = 0 to 64 {
    %r210 = affine.for %j210 = 0 to 128 iter_args(%acc210 = %zero) -> (f32) {
      %a210 = affine.load %A[%i210, %j210] : memref<64x128xf32>
      %s210 = arith.addf %acc210, %a210 : f32
      affine.yield %s210 : f32
    }
    affine.store %r210, %R[%i210] : memref<64xf32>
  }
  affine.for %i211 = 0 to 64 {
    affine.for %j211 = 0 to 128 {
      %a211 = affine.load %A[%i211, %j211] : memref<64x128xf32>
      %m211 = arith.mulf %a211, %two : f32
      %p211 = arith.addf %m211, %zero : f32
      affine.store %p211, %B[%i211, %j211] : memref<64x128xf32>
    }
  }
  affine.for %j212 = 0 to 128 {
    affine.for %i212 = 0 to 64 {
      %a212 = affine.load %B[%i212, %j212] : memref<64x128xf32>
      %o212 = affine.load %S[%j212] : memref<128xf32>
      %s212 = arith.addf %o212, %a212 : f32
      affine.store %s212, %S[%j212] : memref<128xf32>
    }
  }
  affine.for %i213 = 0 to 64 {
    %r213 = affine.for %j213 = 0 to 128 iter_args(%acc213 = %zero) -> (f32) {
      %a213 = affine.load %A[%i213, %j213] : memref<64x128xf32>
      %s213 = arith.addf %acc213, %a213 : f32
      affine.yield %s213 : f32
    }
    affine.store %r213, %R[%i213] : memref<64xf32>
  }
  affine.for %i214 = 0 to 64 {
    affine.for %j214 = 0 to 128 {
      %a214 = affine.load %A[%i214, %j214] : memref<64x128xf32>
      %m214 = arith.mulf %a214, %two : f32
      %p214 = arith.addf %m214, %zero : f32
      affine.store %p214, %B[%i214, %j214] : memref<64x128xf32>
    }
  }
  affine.for %j215 = 0 to 128 {
    affine.for %i215 = 0 to 64 {
      %a215 = affine.load %B[%i215, %j215] : memref<64x128xf32>
      %o215 = affine.load %S[%j215] : memref<128xf32>
      %s215 = arith.addf %o215, %a215 : f32
      affine.store %s215, %S[%j215] : memref<128xf32>
    }
  }
  affine.for %i216 = 0 to 64 {
    %r216 = affine.for %j216 = 0 to 128 iter_args(%acc216 = %zero) -> (f32) {
      %a216 = affine.load %A[%i216, %j216] : memref<64x128xf32>
      %s216 = arith.addf %acc216, %a216 : f32
      affine.yield %s216 : f32
    }
    affine.store %r216, %R[%i216] : memref<64xf32>
  }
  affine.for %i217 = 0 to 64 {
    affine.for %j217 = 0 to 128 {
      %a217 = affine.load %A[%i217, %j217] : memref<64x128xf32>
      %m217 = arith.mulf %a217, %two : f32
      %p217 = arith.addf %m217, %zero : f32
      affine.store %p217, %B[%i217, %j217] : memref<64x128xf32>
    }
  }
  affine.for %j218 = 0 to 128 {
    affine.for %i218 = 0 to 64 {
      %a218 = affine.load %B[%i218, %j218] : memref<64x128xf32>
      %o218 = affine.load %S[%j218] : memref<128xf32>
      %s218 = arith.addf %o218, %a218 : f32
      affine.store %s218, %S[%j218] : memref<128xf32>
    }
  }
  affine.for %i219 = 0 to 64 {
    %r219 = affine.for %j219 = 0 to 128 iter_args(%acc219 = %zero) -> (f32) {
      %a219 = affine.load %A[%i219, %j219] : memref<64x128xf32>
      %s219 = arith.addf %acc219, %a219 : f32
      affine.yield %s219 : f32
    }
    affine.store %r219, %R[%i219] : memref<64xf32>
  }
  affine.for %i220 = 0 to 64 {
    affine.for %j220 = 0 to 128 {
      %a220 = affine.load %A[%i220, %j220] : memref<64x128xf32>
      %m220 = arith.mulf %a220, %two : f32
      %p220 = arith.addf %m220, %zero : f32
      affine.store %p220, %B[%i220, %j220] : memref<64x128xf32>
    }
  }
  affine.for %j221 = 0 to 128 {
    affine.for %i221 = 0 to 64 {
      %a221 = affine.load %B[%i221, %j221] : memref<64x128xf32>
      %o221 = affine.load %S[%j221] : memref<128xf32>
      %s221 = arith.addf %o221, %a221 : f32
      affine.store %s221, %S[%j221] : memref<128xf32>
    }
  }
  affine.for %i222 = 0 to 64 {
    %r222 = affine.for %j222 = 0 to 128 iter_args(%acc222 = %zero) -> (f32) {
      %a222 = affine.load %A[%i222, %j222] : memref<64x128xf32>
      %s222 = arith.addf %acc222, %a222 : f32
      affine.yield %s222 : f32
    }
    affine.store %r222, %R[%i222] : memref<64xf32>
  }
  affine.for %i223 = 0 to 64 {
    affine.for %j223 = 0 to 128 {
      %a223 = affine.load %A[%i223, %j223] : memref<64x128xf32>
      %m223 = arith.mulf %a223, %two : f32
      %p223 = arith.addf %m223, %zero : f32
      affine.store %p223, %B[%i223, %j223] : memref<64x128xf32>
    }
  }
  affine.for %j224 = 0 to 128 {
    affine.for %i224 = 0 to 64 {
      %a224 = affine.load %B[%i224, %j224] : memref<64x128xf32>
      %o224 = affine.load %S[%j224] : memref<128xf32>
      %s224 = arith.addf %o224, %a224 : f32
      affine.store %s224, %S[%j224] : memref<128xf32>
    }
  }
  affine.for %i225 = 0 to 64 {
    %r225 = affine.for %j225 = 0 to 128 iter_args(%acc225 = %zero) -> (f32) {
      %a225 = affine.load %A[%i225, %j225] : memref<64x128xf32>
      %s225 = arith.addf %acc225, %a225 : f32
      affine.yield %s225 : f32
    }
    affine.store %r225, %R[%i225] : memref<64xf32>
  }
  affine.for %i226 = 0 to 64 {
    affine.for %j226 = 0 to 128 {
      %a226 = affine.load %A[%i226, %j226] : memref<64x128xf32>
      %m226 = arith.mulf %a226, %two : f32
      %p226 = arith.addf %m226, %zero : f32
      affine.store %p226, %B[%i226, %j226] : memref<64x128xf32>
    }
  }
  affine.for %j227 = 0 to 128 {
    affine.for %i227 = 0 to 64 {
      %a227 = affine.load %B[%i227, %j227] : memref<64x128xf32>
      %o227 = affine.load %S[%j227] : memref<128xf32>
      %s227 = arith.addf %o227, %a227 : f32
      affine.store %s227, %S[%j227] : memref<128xf32>
    }
  }
  affine.for %i228 = 0 to 64 {
    %r228 = affine.for %j228 = 0 to 128 iter_args(%acc228 = %zero) -> (f32) {
      %a228 = affine.load %A[%i228, %j228] : memref<64x128xf32>
      %s228 = arith.addf %acc228, %a228 : f32
      affine.yield %s228 : f32
    }
    affine.store %r228, %R[%i228] : memref<64xf32>
  }
  affine.for %i229 = 0 to 64 {
    affine.for %j229 = 0 to 128 {
      %a229 = affine.load %A[%i229, %j229] : memref<64x128xf32>
      %m229 = arith.mulf %a229, %two : f32
      %p229 = arith.addf %m229, %zero : f32
      affine.store %p229, %B[%i229, %j229] : memref<64x128xf32>
    }
  }
  affine.for %j230 = 0 to 128 {
    affine.for %i230 = 0 to 64 {
      %a230 = affine.load %B[%i230, %j230] : memref<64x128xf32>
      %o230 = affine.load %S[%j230] : memref<128xf32>
      %s230 = arith.addf %o230, %a230 : f32
      affine.store %s230, %S[%j230] : memref<128xf32>
    }
  }
  affine.for %i231 = 0 to 64 {
    %r231 = affine.for %j231 = 0 to 128 iter_args(%acc231 = %zero) -> (f32) {
      %a231 = affine.load %A[%i231, %j231] : memref<64x128xf32>
      %s231 = arith.addf %acc231, %a231 : f32
      affine.yield %s231 : f32
    }
    affine.store %r231, %R[%i231] : memref<64xf32>
  }
  affine.for %i232 = 0 to 64 {
    affine.for %j232 = 0 to 128 {
      %a232 = affine.load %A[%i232, %j232] : memref<64x128xf32>
      %m232 = arith.mulf %a232, %two : f32
      %p232 = arith.addf %m232, %zero : f32
      affine.store %p232, %B[%i232, %j232] : memref<64x128xf32>
    }
  }
  affine.for %j233 = 0 to 128 {
    affine.for %i233 = 0 to 64 {
      %a233 = affine.load %B[%i233, %j233] : memref<64x128xf32>
      %o233 = affine.load %S[%j233] : memref<128xf32>
      %s233 = arith.addf %o233, %a233 : f32
      affine.store %s233, %S[%j233] : memref<128xf32>
    }
  }
  affine.for %i234 = 0 to 64 {
    %r234 = affine.for %j234 = 0 to 128 iter_args(%acc234 = %zero) -> (f32) {
      %a234 = affine.load %A[%i234, %j234] : memref<64x128xf32>
      %s234 = arith.addf %acc234, %a234 : f32
      affine.yield %s234 : f32
    }
    affine.store %r234, %R[%i234] : memref<64xf32>
  }
  affine.for %i235 = 0 to 64 {
    affine.for %j235 = 0 to 128 {
      %a235 = affine.load %A[%i235, %j235] : memref<64x128xf32>
      %m235 = arith.mulf %a235, %two : f32
      %p235 = arith.addf %m235, %zero : f32
      affine.store %p235, %B[%i235, %j235] : memref<64x128xf32>
    }
  }
  affine.for %j236 = 0 to 128 {
    affine.for %i236 = 0 to 64 {
      %a236 = affine.load %B[%i236, %j236] : memref<64x128xf32>
      %o236 = affine.load %S[%j236] : memref<128xf32>
      %s236 = arith.addf %o236, %a236 : f32
      affine.store %s236, %S[%j236] : memref<128xf32>
    }
  }
  affine.for %i237 = 0 to 64 {
    %r237 = affine.for %j237 = 0 to 128 iter_args(%acc237 = %zero) -> (f32) {
      %a237 = affine.load %A[%i237, %j237] : memref<64x128xf32>
      %s237 = arith.addf %acc237, %a237 : f32
      affine.yield %s237 : f32
    }
    affine.store %r237, %R[%i237] : memref<64xf32>
  }
  affine.for %i238 = 0 to 64 {
    affine.for %j238 = 0 to 128 {
      %a238 = affine.load %A[%i238, %j238] : memref<64x128xf32>
      %m238 = arith.mulf %a238, %two : f32
      %p238 = arith.addf %m238, %zero : f32
      affine.store %p238, %B[%i238, %j238] : memref<64x128xf32>
    }
  }
  affine.for %j239 = 0 to 128 {
    affine.for %i239 = 0 to 64 {
      %a239 = affine.load %B[%i239, %j239] : memref<64x128xf32>
      %o239 = affine.load %S[%j239] : memref<128xf32>
      %s239 = arith.addf %o239, %a239 : f32
      affine.store %s239, %S[%j239] : memref<128xf32>
    }
  }
  affine.for %i240 = 0 to 64 {
    %r240 = affine.for %j240 = 0 to 128 iter_args(%acc240 = %zero) -> (f32) {
      %a240 = affine.load %A[%i240, %j240] : memref<64x128xf32>
      %s240 = arith.addf %acc240, %a240 : f32
      affine.yield %s240 : f32
    }
    affine.store %r240, %R[%i240] : memref<64xf32>
  }
  affine.for %i241 = 0 to 64 {
    affine.for %j241 = 0 to 128 {
      %a241 = affine.load %A[%i241, %j241] : memref<64x128xf32>
      %m241 = arith.mulf %a241, %two : f32
      %p241 = arith.addf %m241, %zero : f32
      affine.store %p241, %B[%i241, %j241] : memref<64x128xf32>
    }
  }
  affine.for %j242 = 0 to 128 {
    affine.for %i242 = 0 to 64 {
      %a242 = affine.load %B[%i242, %j242] : memref<64x128xf32>
      %o242 = affine.load %S[%j242] : memref<128xf32>
      %s242 = arith.addf %o242, %a242 : f32
      affine.store %s242, %S[%j242] : memref<128xf32>
    }
  }
  affine.for %i243 = 0 to 64 {
    %r243 = affine.for %j243 = 0 to 128 iter_args(%acc243 = %zero) -> (f32) {
      %a243 = affine.load %A[%i243, %j243] : memref<64x128xf32>
      %s243 = arith.addf %acc243, %a243 : f32
      affine.yield %s243 : f32
    }
    affine.store %r243, %R[%i243] : memref<64xf32>
  }
  affine.for %i244 = 0 to 64 {
    affine.for %j244 = 0 to 128 {
      %a244 = affine.load %A[%i244, %j244] : memref<64x128xf32>
      %m244 = arith.mulf %a244, %two : f32
      %p244 = arith.addf %m244, %zero : f32
      affine.store %p244, %B[%i244, %j244] : memref<64x128xf32>
    }
  }
  affine.for %j245 = 0 to 128 {
    affine.for %i245 = 0 to 64 {
      %a245 = affine.load %B[%i245, %j245] : memref<64x128xf32>
      %o245 = affine.load %S[%j245] : memref<128xf32>
      %s245 = arith.addf %o245, %a245 : f32
      affine.store %s245, %S[%j245] : memref<128xf32>
    }
  }
  affine.for %i246 = 0 to 64 {
    %r246 = affine.for %j246 = 0 to 128 iter_args(%acc246 = %zero) -> (f32) {
      %a246 = affine.load %A[%i246, %j246] : memref<64x128xf32>
      %s246 = arith.addf %acc246, %a246 : f32
      affine.yield %s246 : f32
    }
    affine.store %r246, %R[%i246] : memref<64xf32>
  }
  affine.for %i247 = 0 to 64 {
    affine.for %j247 = 0 to 128 {
      %a247 = affine.load %A[%i247, %j247] : memref<64x128xf32>
      %m247 = arith.mulf %a247, %two : f32
      %p247 = arith.addf %m247, %zero : f32
      affine.store %p247, %B[%i247, %j247] : memref<64x128xf32>
    }
  }
  affine.for %j248 = 0 to 128 {
    affine.for %i248 = 0 to 64 {
      %a248 = affine.load %B[%i248, %j248] : memref<64x128xf32>
      %o248 = affine.load %S[%j248] : memref<128xf32>
      %s248 = arith.addf %o248, %a248 : f32
      affine.store %s248, %S[%j248] : memref<128xf32>
    }
  }
  affine.for %i249 = 0 to 64 {
    %r249 = affine.for %j249 = 0 to 128 iter_args(%acc249 = %zero) -> (f32) {
      %a249 = affine.load %A[%i249, %j249] : memref<64x128xf32>
      %s249 = arith.addf %acc249, %a249 : f32
      affine.yield %s249 : f32
    }
    affine.store %r249, %R[%i249] : memref<64xf32>
  }
  affine.for %i250 = 0 to 64 {
    affine.for %j250 = 0 to 128 {
      %a250 = affine.load %A[%i250, %j250] : memref<64x128xf32>
      %m250 = arith.mulf %a250, %two : f32
      %p250 = arith.addf %m250, %zero : f32
      affine.store %p250, %B[%i250, %j250] : memref<64x128xf32>
    }
  }
  affine.for %j251 = 0 to 128 {
    affine.for %i251 = 0 to 64 {
      %a251 = affine.load %B[%i251, %j251] : memref<64x128xf32>
      %o251 = affine.load %S[%j251] : memref<128xf32>
      %s251 = arith.addf %o251, %a251 : f32
      affine.store %s251, %S[%j251] : memref<128xf32>
    }
  }
  affine.for %i252 = 0 to 64 {
    %r252 = affine.for %j252 = 0 to 128 iter_args(%acc252 = %zero) -> (f32) {
      %a252 = affine.load %A[%i252, %j252] : memref<64x128xf32>
      %s252 = arith.addf %acc252, %a252 : f32
      affine.yield %s252 : f32
    }
    affine.store %r252, %R[%i252] : memref<64xf32>
  }
  affine.for %i253 = 0 to 64 {
    affine.for %j253 = 0 to 128 {
      %a253 = affine.load %A[%i253, %j253] : memref<64x128xf32>
      %m253 = arith.mulf %a253, %two : f32
      %p253 = arith.addf %m253, %zero : f32
      affine.store %p253, %B[%i253, %j253] : memref<64x128xf32>
    }
  }
  affine.for %j254 = 0 to 128 {
    affine.for %i254 = 0 to 64 {
      %a254 = affine.load %B[%i254, %j254] : memref<64x128xf32>
      %o254 = affine.load %S[%j254] : memref<128xf32>
      %s254 = arith.addf %o254, %a254 : f32
      affine.store %s254, %S[%j254] : memref<128xf32>
    }
  }
  affine.for %i255 = 0 to 64 {
    %r255 = affine.for %j255 = 0 to 128 iter_args(%acc255 = %zero) -> (f32) {
      %a255 = affine.load %A[%i255, %j255] : memref<64x128xf32>
      %s255 = arith.addf %acc255, %a255 : f32
      affine.yield %s255 : f32
    }
    affine.store %r255, %R[%i255] : memref<64xf32>
  }
  affine.for %i256 = 0 to 64 {
    affine.for %j256 = 0 to 128 {
      %a256 = affine.load %A[%i256, %j256] : memref<64x128xf32>
      %m256 = arith.mulf %a256, %two : f32
      %p256 = arith.addf %m256, %zero : f32
      affine.store %p256, %B[%i256, %j256] : memref<64x128xf32>
    }
  }
  affine.for %j257 = 0 to 128 {
    affine.for %i257 = 0 to 64 {
      %a257 = affine.load %B[%i257, %j257] : memref<64x128xf32>
      %o257 = affine.load %S[%j257] : memref<128xf32>
      %s257 = arith.addf %o257, %a257 : f32
      affine.store %s257, %S[%j257] : memref<128xf32>
    }
  }
  affine.for %i258 = 0 to 64 {
    %r258 = affine.for %j258 = 0 to 128 iter_args(%acc258 = %zero) -> (f32) {
      %a258 = affine.load %A[%i258, %j258] : memref<64x128xf32>
      %s258 = arith.addf %acc258, %a258 : f32
      affine.yield %s258 : f32
    }
    affine.store %r258, %R[%i258] : memref<64xf32>
  }
  affine.for %i259 = 0 to 64 {
    affine.for %j259 = 0 to 128 {
      %a259 = affine.load %A[%i259, %j259] : memref<64x128xf32>
      %m259 = arith.mulf %a259, %two : f32
      %p259 = arith.addf %m259, %zero : f32
      affine.store %p259, %B[%i259, %j259] : memref<64x128xf32>
    }
  }
  affine.for %j260 = 0 to 128 {
    affine.for %i260 = 0 to 64 {
      %a260 = affine.load %B[%i260, %j260] : memref<64x128xf32>
      %o260 = affine.load %S[%j260] : memref<128xf32>
      %s260 = arith.addf %o260, %a260 : f32
      affine.store %s260, %S[%j260] : memref<128xf32>
    }
  }
  affine.for %i261 = 0 to 64 {
    %r261 = affine.for %j261 = 0 to 128 iter_args(%acc261 = %zero) -> (f32) {
      %a261 = affine.load %A[%i261, %j261] : memref<64x128xf32>
      %s261 = arith.addf %acc261, %a261 : f32
      affine.yield %s261 : f32
    }
    affine.store %r261, %R[%i261] : memref<64xf32>
  }
  affine.for %i262 = 0 to 64 {
    affine.for %j262 = 0 to 128 {
      %a262 = affine.load %A[%i262, %j262] : memref<64x128xf32>
      %m262 = arith.mulf %a262, %two : f32
      %p262 = arith.addf %m262, %zero : f32
      affine.store %p262, %B[%i262, %j262] : memref<64x128xf32>
    }
  }
  affine.for %j263 = 0 to 128 {
    affine.for %i263 = 0 to 64 {
      %a263 = affine.load %B[%i263, %j263] : memref<64x128xf32>
      %o263 = affine.load %S[%j263] : memref<128xf32>
      %s263 = arith.addf %o263, %a263 : f32
      affine.store %s263, %S[%j263] : memref<128xf32>
    }
  }
  affine.for %i264 = 0 to 64 {
    %r264 = affine.for %j264 = 0 to 128 iter_args(%acc264 = %zero) -> (f32) {
      %a264 = affine.load %A[%i264, %j264] : memref<64x128xf32>
      %s264 = arith.addf %acc264, %a264 : f32
      affine.yield %s264 : f32
    }
    affine.store %r264, %R[%i264] : memref<64xf32>
  }
  affine.for %i265 = 0 to 64 {
    affine.for %j265 = 0 to 128 {
      %a265 = affine.load %A[%i265, %j265] : memref<64x128xf32>
      %m265 = arith.mulf %a265, %two : f32
      %p265 = arith.addf %m265, %zero : f32
      affine.store %p265, %B[%i265, %j265] : memref<64x128xf32>
    }
  }
  affine.for %j266 = 0 to 128 {
    affine.for %i266 = 0 to 64 {
      %a266 = affine.load %B[%i266, %j266] : memref<64x128xf32>
      %o266 = affine.load %S[%j266] : memref<128xf32>
      %s266 = arith.addf %o266, %a266 : f32
      affine.store %s266, %S[%j266] : memref<128xf32>
    }
  }
  affine.for %i267 = 0 to 64 {
    %r267 = affine.for %j267 = 0 to 128 iter_args(%acc267 = %zero) -> (f32) {
      %a267 = affine.load %A[%i267, %j267] : memref<64x128xf32>
      %s267 = arith.addf %acc267, %a267 : f32
      affine.yield %s267 : f32
    }
    affine.store %r267, %R[%i267] : memref<64xf32>
  }
  affine.for %i268 = 0 to 64 {
    affine.for %j268 = 0 to 128 {
      %a268 = affine.load %A[%i268, %j268] : memref<64x128xf32>
      %m268 = arith.mulf %a268, %two : f32
      %p268 = arith.addf %m268, %zero : f32
      affine.store %p268, %B[%i268, %j268] : memref<64x128xf32>
    }
  }
  affine.for %j269 = 0 to 128 {
    affine.for %i269 = 0 to 64 {
      %a269 = affine.load %B[%i269, %j269] : memref<64x128xf32>
      %o269 = affine.load %S[%j269] : memref<128xf32>
      %s269 = arith.addf %o269, %a269 : f32
      affine.store %s269, %S[%j269] : memref<128xf32>
    }
  }
  affine.for %i270 = 0 to 64 {
    %r270 = affine.for %j270 = 0 to 128 iter_args(%acc270 = %zero) -> (f32) {
      %a270 = affine.load %A[%i270, %j270] : memref<64x128xf32>
      %s270 = arith.addf %acc270, %a270 : f32
      affine.yield %s270 : f32
    }
    affine.store %r270, %R[%i270] : memref<64xf32>
  }
  affine.for %i271 = 0 to 64 {
    affine.for %j271 = 0 to 128 {
      %a271 = affine.load %A[%i271, %j271] : memref<64x128xf32>
      %m271 = arith.mulf %a271, %two : f32
      %p271 = arith.addf %m271, %zero : f32
      affine.store %p271, %B[%i271, %j271] : memref<64x128xf32>
    }
  }
  affine.for %j272 = 0 to 128 {
    affine.for %i272 = 0 to 64 {
      %a272 = affine.load %B[%i272, %j272] : memref<64x128xf32>
      %o272 = affine.load %S[%j272] : memref<128xf32>
      %s272 = arith.addf %o272, %a272 : f32
      affine.store %s272, %S[%j272] : memref<128xf32>
    }
  }
  affine.for %i273 = 0 to 64 {
    %r273 = affine.for %j273 = 0 to 128 iter_args(%acc273 = %zero) -> (f32) {
      %a273 = affine.load %A[%i273, %j273] : memref<64x128xf32>
      %s273 = arith.addf %acc273, %a273 : f32
      affine.yield %s273 : f32
    }
    affine.store %r273, %R[%i273] : memref<64xf32>
  }
  affine.for %i274 = 0 to 64 {
    affine.for %j274 = 0 to 128 {
      %a274 = affine.load %A[%i274, %j274] : memref<64x128xf32>
      %m274 = arith.mulf %a274, %two : f32
      %p274 = arith.addf %m274, %zero : f32
      affine.store %p274, %B[%i274, %j274] : memref<64x128xf32>
    }
  }
  affine.for %j275 = 0 to 128 {
    affine.for %i275 = 0 to 64 {
      %a275 = affine.load %B[%i275, %j275] : memref<64x128xf32>
      %o275 = affine.load %S[%j275] : memref<128xf32>
      %s275 = arith.addf %o275, %a275 : f32
      affine.store %s275, %S[%j275] : memref<128xf32>
    }
  }
  affine.for %i276 = 0 to 64 {
    %r276 = affine.for %j276 = 0 to 128 iter_args(%acc276 = %zero) -> (f32) {
      %a276 = affine.load %A[%i276, %j276] : memref<64x128xf32>
      %s276 = arith.addf %acc276, %a276 : f32
      affine.yield %s276 : f32
    }
    affine.store %r276, %R[%i276] : memref<64xf32>
  }
  affine.for %i277 = 0 to 64 {
    affine.for %j277 = 0 to 128 {
      %a277 = affine.load %A[%i277, %j277] : memref<64x128xf32>
      %m277 = arith.mulf %a277, %two : f32
      %p277 = arith.addf %m277, %zero : f32
      affine.store %p277, %B[%i277, %j277] : memref<64x128xf32>
    }
  }
  affine.for %j278 = 0 to 128 {
    affine.for %i278 = 0 to 64 {
      %a278 = affine.load %B[%i278, %j278] : memref<64x128xf32>
      %o278 = affine.load %S[%j278] : memref<128xf32>
      %s278 = arith.addf %o278, %a278 : f32
      affine.store %s278, %S[%j278] : memref<128xf32>
    }
  }
  affine.for %i279 = 0 to 64 {
    %r279 = affine.for %j279 = 0 to 128 iter_args(%acc279 = %zero) -> (f32) {
      %a279 = affine.load %A[%i279, %j279] : memref<64x128xf32>
      %s279 = arith.addf %acc279, %a279 : f32
      affine.yield %s279 : f32
    }
    affine.store %r279, %R[%i279] : memref<64xf32>
  }
  affine.for %i280 = 0 to 64 {
    affine.for %j280 = 0 to 128 {
      %a280 = affine.load %A[%i280, %j280] : memref<64x128xf32>
      %m280 = arith.mulf %a280, %two : f32
      %p280 = arith.addf %m280, %zero : f32
      affine.store %p280, %B[%i280, %j280] : memref<64x128xf32>
    }
  }
  affine.for %j281 = 0 to 128 {
    affine.for %i281 = 0 to 64 {
      %a281 = affine.load %B[%i281, %j281] : memref<64x128xf32>
      %o281 = affine.load %S[%j281] : memref<128xf32>
      %s281 = arith.addf %o281, %a281 : f32
      affine.store %s281, %S[%j281] : memref<128xf32>
    }
  }
  affine.for %i282 = 0 to 64 {
    %r282 = affine.for %j282 = 0 to 128 iter_args(%acc282 = %zero) -> (f32) {
      %a282 = affine.load %A[%i282, %j282] : memref<64x128xf32>
      %s282 = arith.addf %acc282, %a282 : f32
      affine.yield %s282 : f32
    }
    affine.store %r282, %R[%i282] : memref<64xf32>
  }
  affine.for %i283 = 0 to 64 {
    affine.for %j283 = 0 to 128 {
      %a283 = affine.load %A[%i283, %j283] : memref<64x128xf32>
      %m283 = arith.mulf %a283, %two : f32
      %p283 = arith.addf %m283, %zero : f32
      affine.store %p283, %B[%i283, %j283] : memref<64x128xf32>
    }
  }
  affine.for %j284 = 0 to 128 {
    affine.for %i284 = 0 to 64 {
      %a284 = affine.load %B[%i284, %j284] : memref<64x128xf32>
      %o284 = affine.load %S[%j284] : memref<128xf32>
      %s284 = arith.addf %o284, %a284 : f32
      affine.store %s284, %S[%j284] : memref<128xf32>
    }
  }
  affine.for %i285 = 0 to 64 {
    %r285 = affine.for %j285 = 0 to 128 iter_args(%acc285 = %zero) -> (f32) {
      %a285 = affine.load %A[%i285, %j285] : memref<64x128xf32>
      %s285 = arith.addf %acc285, %a285 : f32
      affine.yield %s285 : f32
    }
    affine.store %r285, %R[%i285] : memref<64xf32>
  }
  affine.for %i286 = 0 to 64 {
    affine.for %j286 = 0 to 128 {
      %a286 = affine.load %A[%i286, %j286] : memref<64x128xf32>
      %m286 = arith.mulf %a286, %two : f32
      %p286 = arith.addf %m286, %zero : f32
      affine.store %p286, %B[%i286, %j286] : memref<64x128xf32>
    }
  }
  affine.for %j287 = 0 to 128 {
    affine.for %i287 = 0 to 64 {
      %a287 = affine.load %B[%i287, %j287] : memref<64x128xf32>
      %o287 = affine.load %S[%j287] : memref<128xf32>
      %s287 = arith.addf %o287, %a287 : f32
      affine.store %s287, %S[%j287] : memref<128xf32>
    }
  }
  affine.for %i288 = 0 to 64 {
    %r288 = affine.for %j288 = 0 to 128 iter_args(%acc288 = %zero) -> (f32) {
      %a288 = affine.load %A[%i288, %j288] : memref<64x128xf32>
      %s288 = arith.addf %acc288, %a288 : f32
      affine.yield %s288 : f32
    }
    affine.store %r288, %R[%i288] : memref<64xf32>
  }
  affine.for %i289 = 0 to 64 {
    affine.for %j289 = 0 to 128 {
      %a289 = affine.load %A[%i289, %j289] : memref<64x128xf32>
      %m289 = arith.mulf %a289, %two : f32
      %p289 = arith.addf %m289, %zero : f32
      affine.store %p289, %B[%i289, %j289] : memref<64x128xf32>
    }
  }
  affine.for %j290 = 0 to 128 {
    affine.for %i290 = 0 to 64 {
      %a290 = affine.load %B[%i290, %j290] : memref<64x128xf32>
      %o290 = affine.load %S[%j290] : memref<128xf32>
      %s290 = arith.addf %o290, %a290 : f32
      affine.store %s290, %S[%j290] : memref<128xf32>
    }
  }
  affine.for %i291 = 0 to 64 {
    %r291 = affine.for %j291 = 0 to 128 iter_args(%acc291 = %zero) -> (f32) {
      %a291 = affine.load %A[%i291, %j291] : memref<64x128xf32>
      %s291 = arith.addf %acc291, %a291 : f32
      affine.yield %s291 : f32
    }
    affine.store %r291, %R[%i291] : memref<64xf32>
  }
  affine.for %i292 = 0 to 64 {
    affine.for %j292 = 0 to 128 {
      %a292 = affine.load %A[%i292, %j292] : memref<64x128xf32>
      %m292 = arith.mulf %a292, %two : f32
      %p292 = arith.addf %m292, %zero : f32
      affine.store %p292, %B[%i292, %j292] : memref<64x128xf32>
    }
  }
  affine.for %j293 = 0 to 128 {
    affine.for %i293 = 0 to 64 {
      %a293 = affine.load %B[%i293, %j293] : memref<64x128xf32>
      %o293 = affine.load %S[%j293] : memref<128xf32>
      %s293 = arith.addf %o293, %a293 : f32
      affine.store %s293, %S[%j293] : memref<128xf32>
    }
  }
  affine.for %i294 = 0 to 64 {
    %r294 = affine.for %j294 = 0 to 128 iter_args(%acc294 = %zero) -> (f32) {
      %a294 = affine.load %A[%i294, %j294] : memref<64x128xf32>
      %s294 = arith.addf %acc294, %a294 : f32
      affine.yield %s294 : f32
    }
    affine.store %r294, %R[%i294] : memref<64xf32>
  }
  affine.for %i295 = 0 to 64 {
    affine.for %j295 = 0 to 128 {
      %a295 = affine.load %A[%i295, %j295] : memref<64x128xf32>
      %m295 = arith.mulf %a295, %two : f32
      %p295 = arith.addf %m295, %zero : f32
      affine.store %p295, %B[%i295, %j295] : memref<64x128xf32>
    }
  }
  affine.for %j296 = 0 to 128 {
    affine.for %i296 = 0 to 64 {
      %a296 = affine.load %B[%i296, %j296] : memref<64x128xf32>
      %o296 = affine.load %S[%j296] : memref<128xf32>
      %s296 = arith.addf %o296, %a296 : f32
      affine.store %s296, %S[%j296] : memref<128xf32>
    }
  }
  affine.for %i297 = 0 to 64 {
    %r297 = affine.for %j297 = 0 to 128 iter_args(%acc297 = %zero) -> (f32) {
      %a297 = affine.load %A[%i297, %j297] : memref<64x128xf32>
      %s297 = arith.addf %acc297, %a297 : f32
      affine.yield %s297 : f32
    }
    affine.store %r297, %R[%i297] : memref<64xf32>
  }
  affine.for %i298 = 0 to 64 {
    affine.for %j298 = 0 to 128 {
      %a298 = affine.load %A[%i298, %j298] : memref<64x128xf32>
      %m298 = arith.mulf %a298, %two : f32
      %p298 = arith.addf %m298, %zero : f32
      affine.store %p298, %B[%i298, %j298] : memref<64x128xf32>
    }
  }
  affine.for %j299 = 0 to 128 {
    affine.for %i299 = 0 to 64 {
      %a299 = affine.load %B[%i299, %j299] : memref<64x128xf32>
      %o299 = affine.load %S[%j299] : memref<128xf32>
      %s299 = arith.addf %o299, %a299 : f32
      affine.store %s299, %S[%j299] : memref<128xf32>
    }
  }
  affine.for %i300 = 0 to 64 {
    %r300 = affine.for %j300 = 0 to 128 iter_args(%acc300 = %zero) -> (f32) {
      %a300 = affine.load %A[%i300, %j300] : memref<64x128xf32>
      %s300 = arith.addf %acc300, %a300 : f32
      affine.yield %s300 : f32
    }
    affine.store %r300, %R[%i300] : memref<64xf32>
  }
  affine.for %i301 = 0 to 64 {
    affine.for %j301 = 0 to 128 {
      %a301 = affine.load %A[%i301, %j301] : memref<64x128xf32>
      %m301 = arith.mulf %a301, %two : f32
      %p301 = arith.addf %m301, %zero : f32
      affine.store %p301, %B[%i301, %j301] : memref<64x128xf32>
    }
  }
  affine.for %j302 = 0 to 128 {
    affine.for %i302 = 0 to 64 {
      %a302 = affine.load %B[%i302, %j302] : memref<64x128xf32>
      %o302 = affine.load %S[%j302] : memref<128xf32>
      %s302 = arith.addf %o302, %a302 : f32
      affine.store %s302, %S[%j302] : memref<128xf32>
    }
  }
  affine.for %i303 = 0 to 64 {
    %r303 = affine.for %j303 = 0 to 128 iter_args(%acc303 = %zero) -> (f32) {
      %a303 = affine.load %A[%i303, %j303] : memref<64x128xf32>
      %s303 = arith.addf %acc303, %a303 : f32
      affine.yield %s303 : f32
    }
    affine.store %r303, %R[%i303] : memref<64xf32>
  }
  affine.for %i304 = 0 to 64 {
    affine.for %j304 = 0 to 128 {
      %a304 = affine.load %A[%i304, %j304] : memref<64x128xf32>
      %m304 = arith.mulf %a304, %two : f32
      %p304 = arith.addf %m304, %zero : f32
      affine.store %p304, %B[%i304, %j304] : memref<64x128xf32>
    }
  }
  affine.for %j305 = 0 to 128 {
    affine.for %i305 = 0 to 64 {
      %a305 = affine.load %B[%i305, %j305] : memref<64x128xf32>
      %o305 = affine.load %S[%j305] : memref<128xf32>
      %s305 = arith.addf %o305, %a305 : f32
      affine.store %s305, %S[%j305] : memref<128xf32>
    }
  }
  affine.for %i306 = 0 to 64 {
    %r306 = affine.for %j306 = 0 to 128 iter_args(%acc306 = %zero) -> (f32) {
      %a306 = affine.load %A[%i306, %j306] : memref<64x128xf32>
      %s306 = arith.addf %acc306, %a306 : f32
      affine.yield %s306 : f32
    }
    affine.store %r306, %R[%i306] : memref<64xf32>
  }
  affine.for %i307 = 0 to 64 {
    affine.for %j307 = 0 to 128 {
      %a307 = affine.load %A[%i307, %j307] : memref<64x128xf32>
      %m307 = arith.mulf %a307, %two : f32
      %p307 = arith.addf %m307, %zero : f32
      affine.store %p307, %B[%i307, %j307] : memref<64x128xf32>
    }
  }
  affine.for %j308 = 0 to 128 {
    affine.for %i308 = 0 to 64 {
      %a308 = affine.load %B[%i308, %j308] : memref<64x128xf32>
      %o308 = affine.load %S[%j308] : memref<128xf32>
      %s308 = arith.addf %o308, %a308 : f32
      affine.store %s308, %S[%j308] : memref<128xf32>
    }
  }
  affine.for %i309 = 0 to 64 {
    %r309 = affine.for %j309 = 0 to 128 iter_args(%acc309 = %zero) -> (f32) {
      %a309 = affine.load %A[%i309, %j309] : memref<64x128xf32>
      %s309 = arith.addf %acc309, %a309 : f32
      affine.yield %s309 : f32
    }
    affine.store %r309, %R[%i309] : memref<64xf32>
  }
  affine.for %i310 = 0 to 64 {
    affine.for %j310 = 0 to 128 {
      %a310 = affine.load %A[%i310, %j310] : memref<64x128xf32>
      %m310 = arith.mulf %a310, %two : f32
      %p310 = arith.addf %m310, %zero : f32
      affine.store %p310, %B[%i310, %j310] : memref<64x128xf32>
    }
  }
  affine.for %j311 = 0 to 128 {
    affine.for %i311 = 0 to 64 {
      %a311 = affine.load %B[%i311, %j311] : memref<64x128xf32>
      %o311 = affine.load %S[%j311] : memref<128xf32>
      %s311 = arith.addf %o311, %a311 : f32
      affine.store %s311, %S[%j311] : memref<128xf32>
    }
  }
  affine.for %i312 = 0 to 64 {
    %r312 = affine.for %j312 = 0 to 128 iter_args(%acc312 = %zero) -> (f32) {
      %a312 = affine.load %A[%i312, %j312] : memref<64x128xf32>
      %s312 = arith.addf %acc312, %a312 : f32
      affine.yield %s312 : f32
    }
    affine.store %r312, %R[%i312] : memref<64xf32>
  }
  affine.for %i313 = 0 to 64 {
    affine.for %j313 = 0 to 128 {
      %a313 = affine.load %A[%i313, %j313] : memref<64x128xf32>
      %m313 = arith.mulf %a313, %two : f32
      %p313 = arith.addf %m313, %zero : f32
      affine.store %p313, %B[%i313, %j313] : memref<64x128xf32>
    }
  }
  affine.for %j314 = 0 to 128 {
    affine.for %i314 = 0 to 64 {
      %a314 = affine.load %B[%i314, %j314] : memref<64x128xf32>
      %o314 = affine.load %S[%j314] : memref<128xf32>
      %s314 = arith.addf %o314, %a314 : f32
      affine.store %s314, %S[%j314] : memref<128xf32>
    }
  }
  affine.for %i315 = 0 to 64 {
    %r315 = affine.for %j315 = 0 to 128 iter_args(%acc315 = %zero) -> (f32) {
      %a315 = affine.load %A[%i315, %j315] : memref<64x128xf32>
      %s315 = arith.addf %acc315, %a315 : f32
      affine.yield %s315 : f32
    }
    affine.store %r315, %R[%i315] : memref<64xf32>
  }
  affine.for %i316 = 0 to 64 {
    affine.for %j316 = 0 to 128 {
      %a316 = affine.load %A[%i316, %j316] : memref<64x128xf32>
      %m316 = arith.mulf %a316, %two : f32
      %p316 = arith.addf %m316, %zero : f32
      affine.store %p316, %B[%i316, %j316] : memref<64x128xf32>
    }
  }
  affine.for %j317 = 0 to 128 {
    affine.for %i317 = 0 to 64 {
      %a317 = affine.load %B[%i317, %j317] : memref<64x128xf32>
      %o317 = affine.load %S[%j317] : memref<128xf32>
      %s317 = arith.addf %o317, %a317 : f32
      affine.store %s317, %S[%j317] : memref<128xf32>
    }
  }
  affine.for %i318 = 0 to 64 {
    %r318 = affine.for %j318 = 0 to 128 iter_args(%acc318 = %zero) -> (f32) {
      %a318 = affine.load %A[%i318, %j318] : memref<64x128xf32>
      %s318 = arith.addf %acc318, %a318 : f32
      affine.yield %s318 : f32
    }
    affine.store %r318, %R[%i318] : memref<64xf32>
  }
  affine.for %i319 = 0 to 64 {
    affine.for %j319 = 0 to 128 {
      %a319 = affine.load %A[%i319, %j319] : memref<64x128xf32>
      %m319 = arith.mulf %a319, %two : f32
      %p319 = arith.addf %m319, %zero : f32
      affine.store %p319, %B[%i319, %j319] : memref<64x128xf32>
    }
  }
  affine.for %j320 = 0 to 128 {
    affine.for %i320 = 0 to 64 {
      %a320 = affine.load %B[%i320, %j320] : memref<64x128xf32>
      %o320 = affine.load %S[%j320] : memref<128xf32>
      %s320 = arith.addf %o320, %a320 : f32
      affine.store %s320, %S[%j320] : memref<128xf32>
    }
  }
  affine.for %i321 = 0 to 64 {
    %r321 = affine.for %j321 = 0 to 128 iter_args(%acc321 = %zero) -> (f32) {
      %a321 = affine.load %A[%i321, %j321] : memref<64x128xf32>
      %s321 = arith.addf %acc321, %a321 : f32
      affine.yield %s321 : f32
    }
    affine.store %r321, %R[%i321] : memref<64xf32>
  }
  affine.for %i322 = 0 to 64 {
    affine.for %j322 = 0 to 128 {
      %a322 = affine.load %A[%i322, %j322] : memref<64x128xf32>
      %m322 = arith.mulf %a322, %two : f32
      %p322 = arith.addf %m322, %zero : f32
      affine.store %p322, %B[%i322, %j322] : memref<64x128xf32>
    }
  }
  affine.for %j323 = 0 to 128 {
    affine.for %i323 = 0 to 64 {
      %a323 = affine.load %B[%i323, %j323] : memref<64x128xf32>
      %o323 = affine.load %S[%j323] : memref<128xf32>
      %s323 = arith.addf %o323, %a323 : f32
      affine.store %s323, %S[%j323] : memref<128xf32>
    }
  }
  affine.for %i324 = 0 to 64 {
    %r324 = affine.for %j324 = 0 to 128 iter_args(%acc324 = %zero) -> (f32) {
      %a324 = affine.load %A[%i324, %j324] : memref<64x128xf32>
      %s324 = arith.addf %acc324, %a324 : f32
      affine.yield %s324 : f32
    }
    affine.store %r324, %R[%i324] : memref<64xf32>
  }
  affine.for %i325 = 0 to 64 {
    affine.for %j325 = 0 to 128 {
      %a325 = affine.load %A[%i325, %j325] : memref<64x128xf32>
      %m325 = arith.mulf %a325, %two : f32
      %p325 = arith.addf %m325, %zero : f32
      affine.store %p325, %B[%i325, %j325] : memref<64x128xf32>
    }
  }
  affine.for %j326 = 0 to 128 {
    affine.for %i326 = 0 to 64 {
      %a326 = affine.load %B[%i326, %j326] : memref<64x128xf32>
      %o326 = affine.load %S[%j326] : memref<128xf32>
      %s326 = arith.addf %o326, %a326 : f32
      affine.store %s326, %S[%j326] : memref<128xf32>
    }
  }
  affine.for %i327 = 0 to 64 {
    %r327 = affine.for %j327 = 0 to 128 iter_args(%acc327 = %zero) -> (f32) {
      %a327 = affine.load %A[%i327, %j327] : memref<64x128xf32>
      %s327 = arith.addf %acc327, %a327 : f32
      affine.yield %s327 : f32
    }
    affine.store %r327, %R[%i327] : memref<64xf32>
  }
  affine.for %i328 = 0 to 64 {
    affine.for %j328 = 0 to 128 {
      %a328 = affine.load %A[%i328, %j328] : memref<64x128xf32>
      %m328 = arith.mulf %a328, %two : f32
      %p328 = arith.addf %m328, %zero : f32
      affine.store %p328, %B[%i328, %j328] : memref<64x128xf32>
    }
  }
  affine.for %j329 = 0 to 128 {
    affine.for %i329 = 0 to 64 {
      %a329 = affine.load %B[%i329, %j329] : memref<64x128xf32>
      %o329 = affine.load %S[%j329] : memref<128xf32>
      %s329 = arith.addf %o329, %a329 : f32
      affine.store %s329, %S[%j329] : memref<128xf32>
    }
  }
  affine.for %i330 = 0 to 64 {
    %r330 = affine.for %j330 = 0 to 128 iter_args(%acc330 = %zero) -> (f32) {
      %a330 = affine.load %A[%i330, %j330] : memref<64x128xf32>
      %s330 = arith.addf %acc330, %a330 : f32
      affine.yield %s330 : f32
    }
    affine.store %r330, %R[%i330] : memref<64xf32>
  }
  affine.for %i331 = 0 to 64 {
    affine.for %j331 = 0 to 128 {
      %a331 = affine.load %A[%i331, %j331] : memref<64x128xf32>
      %m331 = arith.mulf %a331, %two : f32
      %p331 = arith.addf %m331, %zero : f32
      affine.store %p331, %B[%i331, %j331] : memref<64x128xf32>
    }
  }
  affine.for %j332 = 0 to 128 {
    affine.for %i332 = 0 to 64 {
      %a332 = affine.load %B[%i332, %j332] : memref<64x128xf32>
      %o332 = affine.load %S[%j332] : memref<128xf32>
      %s332 = arith.addf %o332, %a332 : f32
      affine.store %s332, %S[%j332] : memref<128xf32>
    }
  }
  affine.for %i333 = 0 to 64 {
    %r333 = affine.for %j333 = 0 to 128 iter_args(%acc333 = %zero) -> (f32) {
      %a333 = affine.load %A[%i333, %j333] : memref<64x128xf32>
      %s333 = arith.addf %acc333, %a333 : f32
      affine.yield %s333 : f32
    }
    affine.store %r333, %R[%i333] : memref<64xf32>
  }
  affine.for %i334 = 0 to 64 {
    affine.for %j334 = 0 to 128 {
      %a334 = affine.load %A[%i334, %j334] : memref<64x128xf32>
      %m334 = arith.mulf %a334, %two : f32
      %p334 = arith.addf %m334, %zero : f32
      affine.store %p334, %B[%i334, %j334] : memref<64x128xf32>
    }
  }
  affine.for %j335 = 0 to 128 {
    affine.for %i335 = 0 to 64 {
      %a335 = affine.load %B[%i335, %j335] : memref<64x128xf32>
      %o335 = affine.load %S[%j335] : memref<128xf32>
      %s335 = arith.addf %o335, %a335 : f32
      affine.store %s335, %S[%j335] : memref<128xf32>
    }
  }
  affine.for %i336 = 0 to 64 {
    %r336 = affine.for %j336 = 0 to 128 iter_args(%acc336 = %zero) -> (f32) {
      %a336 = affine.load %A[%i336, %j336] : memref<64x128xf32>
      %s336 = arith.addf %acc336, %a336 : f32
      affine.yield %s336 : f32
    }
    affine.store %r336, %R[%i336] : memref<64xf32>
  }
  affine.for %i337 = 0 to 64 {
    affine.for %j337 = 0 to 128 {
      %a337 = affine.load %A[%i337, %j337] : memref<64x128xf32>
      %m337 = arith.mulf %a337, %two : f32
      %p337 = arith.addf %m337, %zero : f32
      affine.store %p337, %B[%i337, %j337] : memref<64x128xf32>
    }
  }
  affine.for %j338 = 0 to 128 {
    affine.for %i338 = 0 to 64 {
      %a338 = affine.load %B[%i338, %j338] : memref<64x128xf32>
      %o338 = affine.load %S[%j338] : memref<128xf32>
      %s338 = arith.addf %o338, %a338 : f32
      affine.store %s338, %S[%j338] : memref<128xf32>
    }
  }
  affine.for %i339 = 0 to 64 {
    %r339 = affine.for %j339 = 0 to 128 iter_args(%acc339 = %zero) -> (f32) {
      %a339 = affine.load %A[%i339, %j339] : memref<64x128xf32>
      %s339 = arith.addf %acc339, %a339 : f32
      affine.yield %s339 : f32
    }
    affine.store %r339, %R[%i339] : memref<64xf32>
  }
  affine.for %i340 = 0 to 64 {
    affine.for %j340 = 0 to 128 {
      %a340 = affine.load %A[%i340, %j340] : memref<64x128xf32>
      %m340 = arith.mulf %a340, %two : f32
      %p340 = arith.addf %m340, %zero : f32
      affine.store %p340, %B[%i340, %j340] : memref<64x128xf32>
    }
  }
  affine.for %j341 = 0 to 128 {
    affine.for %i341 = 0 to 64 {
      %a341 = affine.load %B[%i341, %j341] : memref<64x128xf32>
      %o341 = affine.load %S[%j341] : memref<128xf32>
      %s341 = arith.addf %o341, %a341 : f32
      affine.store %s341, %S[%j341] : memref<128xf32>
    }
  }
  affine.for %i342 = 0 to 64 {
    %r342 = affine.for %j342 = 0 to 128 iter_args(%acc342 = %zero) -> (f32) {
      %a342 = affine.load %A[%i342, %j342] : memref<64x128xf32>
      %s342 = arith.addf %acc342, %a342 : f32
      affine.yield %s342 : f32
    }
    affine.store %r342, %R[%i342] : memref<64xf32>
  }
  affine.for %i343 = 0 to 64 {
    affine.for %j343 = 0 to 128 {
      %a343 = affine.load %A[%i343, %j343] : memref<64x128xf32>
      %m343 = arith.mulf %a343, %two : f32
      %p343 = arith.addf %m343, %zero : f32
      affine.store %p343, %B[%i343, %j343] : memref<64x128xf32>
    }
  }
  affine.for %j344 = 0 to 128 {
    affine.for %i344 = 0 to 64 {
      %a344 = affine.load %B[%i344, %j344] : memref<64x128xf32>
      %o344 = affine.load %S[%j344] : memref<128xf32>
      %s344 = arith.addf %o344, %a344 : f32
      affine.store %s344, %S[%j344] : memref<128xf32>
    }
  }
  affine.for %i345 = 0 to 64 {
    %r345 = affine.for %j345 = 0 to 128 iter_args(%acc345 = %zero) -> (f32) {
      %a345 = affine.load %A[%i345, %j345] : memref<64x128xf32>
      %s345 = arith.addf %acc345, %a345 : f32
      affine.yield %s345 : f32
    }
    affine.store %r345, %R[%i345] : memref<64xf32>
  }
  affine.for %i346 = 0 to 64 {
    affine.for %j346 = 0 to 128 {
      %a346 = affine.load %A[%i346, %j346] : memref<64x128xf32>
      %m346 = arith.mulf %a346, %two : f32
      %p346 = arith.addf %m346, %zero : f32
      affine.store %p346, %B[%i346, %j346] : memref<64x128xf32>
    }
  }
  affine.for %j347 = 0 to 128 {
    affine.for %i347 = 0 to 64 {
      %a347 = affine.load %B[%i347, %j347] : memref<64x128xf32>
      %o347 = affine.load %S[%j347] : memref<128xf32>
      %s347 = arith.addf %o347, %a347 : f32
      affine.store %s347, %S[%j347] : memref<128xf32>
    }
  }
  affine.for %i348 = 0 to 64 {
    %r348 = affine.for %j348 = 0 to 128 iter_args(%acc348 = %zero) -> (f32) {
      %a348 = affine.load %A[%i348, %j348] : memref<64x128xf32>
      %s348 = arith.addf %acc348, %a348 : f32
      affine.yield %s348 : f32
    }
    affine.store %r348, %R[%i348] : memref<64xf32>
  }
  affine.for %i349 = 0 to 64 {
    affine.for %j349 = 0 to 128 {
      %a349 = affine.load %A[%i349, %j349] : memref<64x128xf32>
      %m349 = arith.mulf %a349, %two : f32
      %p349 = arith.addf %m349, %zero : f32
      affine.store %p349, %B[%i349, %j349] : memref<64x128xf32>
    }
  }
  affine.for %j350 = 0 to 128 {
    affine.for %i350 = 0 to 64 {
      %a350 = affine.load %B[%i350, %j350] : memref<64x128xf32>
      %o350 = affine.load %S[%j350] : memref<128xf32>
      %s350 = arith.addf %o350, %a350 : f32
      affine.store %s350, %S[%j350] : memref<128xf32>
    }
  }
  affine.for %i351 = 0 to 64 {
    %r351 = affine.for %j351 = 0 to 128 iter_args(%acc351 = %zero) -> (f32) {
      %a351 = affine.load %A[%i351, %j351] : memref<64x128xf32>
      %s351 = arith.addf %acc351, %a351 : f32
      affine.yield %s351 : f32
    }
    affine.store %r351, %R[%i351] : memref<64xf32>
  }
  affine.for %i352 = 0 to 64 {
    affine.for %j352 = 0 to 128 {
      %a352 = affine.load %A[%i352, %j352] : memref<64x128xf32>
      %m352 = arith.mulf %a352, %two : f32
      %p352 = arith.addf %m352, %zero : f32
      affine.store %p352, %B[%i352, %j352] : memref<64x128xf32>
    }
  }
  affine.for %j353 = 0 to 128 {
    affine.for %i353 = 0 to 64 {
      %a353 = affine.load %B[%i353, %j353] : memref<64x128xf32>
      %o353 = affine.load %S[%j353] : memref<128xf32>
      %s353 = arith.addf %o353, %a353 : f32
      affine.store %s353, %S[%j353] : memref<128xf32>
    }
  }
  affine.for %i354 = 0 to 64 {
    %r354 = affine.for %j354 = 0 to 128 iter_args(%acc354 = %zero) -> (f32) {
      %a354 = affine.load %A[%i354, %j354] : memref<64x128xf32>
      %s354 = arith.addf %acc354, %a354 : f32
      affine.yield %s354 : f32
    }
    affine.store %r354, %R[%i354] : memref<64xf32>
  }
  affine.for %i355 = 0 to 64 {
    affine.for %j355 = 0 to 128 {
      %a355 = affine.load %A[%i355, %j355] : memref<64x128xf32>
      %m355 = arith.mulf %a355, %two : f32
      %p355 = arith.addf %m355, %zero : f32
      affine.store %p355, %B[%i355, %j355] : memref<64x128xf32>
    }
  }
  affine.for %j356 = 0 to 128 {
    affine.for %i356 = 0 to 64 {
      %a356 = affine.load %B[%i356, %j356] : memref<64x128xf32>
      %o356 = affine.load %S[%j356] : memref<128xf32>
      %s356 = arith.addf %o356, %a356 : f32
      affine.store %s356, %S[%j356] : memref<128xf32>
    }
  }
  affine.for %i357 = 0 to 64 {
    %r357 = affine.for %j357 = 0 to 128 iter_args(%acc357 = %zero) -> (f32) {
      %a357 = affine.load %A[%i357, %j357] : memref<64x128xf32>
      %s357 = arith.addf %acc357, %a357 : f32
      affine.yield %s357 : f32
    }
    affine.store %r357, %R[%i357] : memref<64xf32>
  }
  affine.for %i358 = 0 to 64 {
    affine.for %j358 = 0 to 128 {
      %a358 = affine.load %A[%i358, %j358] : memref<64x128xf32>
      %m358 = arith.mulf %a358, %two : f32
      %p358 = arith.addf %m358, %zero : f32
      affine.store %p358, %B[%i358, %j358] : memref<64x128xf32>
    }
  }
  affine.for %j359 = 0 to 128 {
    affine.for %i359 = 0 to 64 {
      %a359 = affine.load %B[%i359, %j359] : memref<64x128xf32>
      %o359 = affine.load %S[%j359] : memref<128xf32>
      %s359 = arith.addf %o359, %a359 : f32
      affine.store %s359, %S[%j359] : memref<128xf32>
    }
  }
  affine.for %i360 = 0 to 64 {
    %r360 = affine.for %j360 = 0 to 128 iter_args(%acc360 = %zero) -> (f32) {
      %a360 = affine.load %A[%i360, %j360] : memref<64x128xf32>
      %s360 = arith.addf %acc360, %a360 : f32
      affine.yield %s360 : f32
    }
    affine.store %r360, %R[%i360] : memref<64xf32>
  }
  affine.for %i361 = 0 to 64 {
    affine.for %j361 = 0 to 128 {
      %a361 = affine.load %A[%i361, %j361] : memref<64x128xf32>
      %m361 = arith.mulf %a361, %two : f32
      %p361 = arith.addf %m361, %zero : f32
      affine.store %p361, %B[%i361, %j361] : memref<64x128xf32>
    }
  }
  affine.for %j362 = 0 to 128 {
    affine.for %i362 = 0 to 64 {
      %a362 = affine.load %B[%i362, %j362] : memref<64x128xf32>
      %o362 = affine.load %S[%j362] : memref<128xf32>
      %s362 = arith.addf %o362, %a362 : f32
      affine.store %s362, %S[%j362] : memref<128xf32>
    }
  }
  affine.for %i363 = 0 to 64 {
    %r363 = affine.for %j363 = 0 to 128 iter_args(%acc363 = %zero) -> (f32) {
      %a363 = affine.load %A[%i363, %j363] : memref<64x128xf32>
      %s363 = arith.addf %acc363, %a363 : f32
      affine.yield %s363 : f32
    }
    affine.store %r363, %R[%i363] : memref<64xf32>
  }
  affine.for %i364 = 0 to 64 {
    affine.for %j364 = 0 to 128 {
      %a364 = affine.load %A[%i364, %j364] : memref<64x128xf32>
      %m364 = arith.mulf %a364, %two : f32
      %p364 = arith.addf %m364, %zero : f32
      affine.store %p364, %B[%i364, %j364] : memref<64x128xf32>
    }
  }
  affine.for %j365 = 0 to 128 {
    affine.for %i365 = 0 to 64 {
      %a365 = affine.load %B[%i365, %j365] : memref<64x128xf32>
      %o365 = affine.load %S[%j365] : memref<128xf32>
      %s365 = arith.addf %o365, %a365 : f32
      affine.store %s365, %S[%j365] : memref<128xf32>
    }
  }
  affine.for %i366 = 0 to 64 {
    %r366 = affine.for %j366 = 0 to 128 iter_args(%acc366 = %zero) -> (f32) {
      %a366 = affine.load %A[%i366, %j366] : memref<64x128xf32>
      %s366 = arith.addf %acc366, %a366 : f32
      affine.yield %s366 : f32
    }
    affine.store %r366, %R[%i366] : memref<64xf32>
  }
  affine.for %i367 = 0 to 64 {
    affine.for %j367 = 0 to 128 {
      %a367 = affine.load %A[%i367, %j367] : memref<64x128xf32>
      %m367 = arith.mulf %a367, %two : f32
      %p367 = arith.addf %m367, %zero : f32
      affine.store %p367, %B[%i367, %j367] : memref<64x128xf32>
    }
  }
  affine.for %j368 = 0 to 128 {
    affine.for %i368 = 0 to 64 {
      %a368 = affine.load %B[%i368, %j368] : memref<64x128xf32>
      %o368 = affine.load %S[%j368] : memref<128xf32>
      %s368 = arith.addf %o368, %a368 : f32
      affine.store %s368, %S[%j368] : memref<128xf32>
    }
  }
  affine.for %i369 = 0 to 64 {
    %r369 = affine.for %j369 = 0 to 128 iter_args(%acc369 = %zero) -> (f32) {
      %a369 = affine.load %A[%i369, %j369] : memref<64x128xf32>
      %s369 = arith.addf %acc369, %a369 : f32
      affine.yield %s369 : f32
    }
    affine.store %r369, %R[%i369] : memref<64xf32>
  }
  affine.for %i370 = 0 to 64 {
    affine.for %j370 = 0 to 128 {
      %a370 = affine.load %A[%i370, %j370] : memref<64x128xf32>
      %m370 = arith.mulf %a370, %two : f32
      %p370 = arith.addf %m370, %zero : f32
      affine.store %p370, %B[%i370, %j370] : memref<64x128xf32>
    }
  }
  affine.for %j371 = 0 to 128 {
    affine.for %i371 = 0 to 64 {
      %a371 = affine.load %B[%i371, %j371] : memref<64x128xf32>
      %o371 = affine.load %S[%j371] : memref<128xf32>
      %s371 = arith.addf %o371, %a371 : f32
      affine.store %s371, %S[%j371] : memref<128xf32>
    }
  }
  affine.for %i372 = 0 to 64 {
    %r372 = affine.for %j372 = 0 to 128 iter_args(%acc372 = %zero) -> (f32) {
      %a372 = affine.load %A[%i372, %j372] : memref<64x128xf32>
      %s372 = arith.addf %acc372, %a372 : f32
      affine.yield %s372 : f32
    }
    affine.store %r372, %R[%i372] : memref<64xf32>
  }
  affine.for %i373 = 0 to 64 {
    affine.for %j373 = 0 to 128 {
      %a373 = affine.load %A[%i373, %j373] : memref<64x128xf32>
      %m373 = arith.mulf %a373, %two : f32
      %p373 = arith.addf %m373, %zero : f32
      affine.store %p373, %B[%i373, %j373] : memref<64x128xf32>
    }
  }
  affine.for %j374 = 0 to 128 {
    affine.for %i374 = 0 to 64 {
      %a374 = affine.load %B[%i374, %j374] : memref<64x128xf32>
      %o374 = affine.load %S[%j374] : memref<128xf32>
      %s374 = arith.addf %o374, %a374 : f32
      affine.store %s374, %S[%j374] : memref<128xf32>
    }
  }
  affine.for %i375 = 0 to 64 {
    %r375 = affine.for %j375 = 0 to 128 iter_args(%acc375 = %zero) -> (f32) {
      %a375 = affine.load %A[%i375, %j375] : memref<64x128xf32>
      %s375 = arith.addf %acc375, %a375 : f32
      affine.yield %s375 : f32
    }
    affine.store %r375, %R[%i375] : memref<64xf32>
  }
  affine.for %i376 = 0 to 64 {
    affine.for %j376 = 0 to 128 {
      %a376 = affine.load %A[%i376, %j376] : memref<64x128xf32>
      %m376 = arith.mulf %a376, %two : f32
      %p376 = arith.addf %m376, %zero : f32
      affine.store %p376, %B[%i376, %j376] : memref<64x128xf32>
    }
  }
  affine.for %j377 = 0 to 128 {
    affine.for %i377 = 0 to 64 {
      %a377 = affine.load %B[%i377, %j377] : memref<64x128xf32>
      %o377 = affine.load %S[%j377] : memref<128xf32>
      %s377 = arith.addf %o377, %a377 : f32
      affine.store %s377, %S[%j377] : memref<128xf32>
    }
  }
  affine.for %i378 = 0 to 64 {
    %r378 = affine.for %j378 = 0 to 128 iter_args(%acc378 = %zero) -> (f32) {
      %a378 = affine.load %A[%i378, %j378] : memref<64x128xf32>
      %s378 = arith.addf %acc378, %a378 : f32
      affine.yield %s378 : f32
    }
    affine.store %r378, %R[%i378] : memref<64xf32>
  }
  affine.for %i379 = 0 to 64 {
    affine.for %j379 = 0 to 128 {
      %a379 = affine.load %A[%i379, %j379] : memref<64x128xf32>
      %m379 = arith.mulf %a379, %two : f32
      %p379 = arith.addf %m379, %zero : f32
      affine.store %p379, %B[%i379, %j379] : memref<64x128xf32>
    }
  }
  affine.for %j380 = 0 to 128 {
    affine.for %i380 = 0 to 64 {
      %a380 = affine.load %B[%i380, %j380] : memref<64x128xf32>
      %o380 = affine.load %S[%j380] : memref<128xf32>
      %s380 = arith.addf %o380, %a380 : f32
      affine.store %s380, %S[%j380] : memref<128xf32>
    }
  }
  affine.for %i381 = 0 to 64 {
    %r381 = affine.for %j381 = 0 to 128 iter_args(%acc381 = %zero) -> (f32) {
      %a381 = affine.load %A[%i381, %j381] : memref<64x128xf32>
      %s381 = arith.addf %acc381, %a381 : f32
      affine.yield %s381 : f32
    }
    affine.store %r381, %R[%i381] : memref<64xf32>
  }
  affine.for %i382 = 0 to 64 {
    affine.for %j382 = 0 to 128 {
      %a382 = affine.load %A[%i382, %j382] : memref<64x128xf32>
      %m382 = arith.mulf %a382, %two : f32
      %p382 = arith.addf %m382, %zero : f32
      affine.store %p382, %B[%i382, %j382] : memref<64x128xf32>
    }
  }
  affine.for %j383 = 0 to 128 {
    affine.for %i383 = 0 to 64 {
      %a383 = affine.load %B[%i383, %j383] : memref<64x128xf32>
      %o383 = affine.load %S[%j383] : memref<128xf32>
      %s383 = arith.addf %o383, %a383 : f32
      affine.store %s383, %S[%j383] : memref<128xf32>
    }
  }
  affine.for %i384 = 0 to 64 {
    %r384 = affine.for %j384 = 0 to 128 iter_args(%acc384 = %zero) -> (f32) {
      %a384 = affine.load %A[%i384, %j384] : memref<64x128xf32>
      %s384 = arith.addf %acc384, %a384 : f32
      affine.yield %s384 : f32
    }
    affine.store %r384, %R[%i384] : memref<64xf32>
  }
  affine.for %i385 = 0 to 64 {
    affine.for %j385 = 0 to 128 {
      %a385 = affine.load %A[%i385, %j385] : memref<64x128xf32>
      %m385 = arith.mulf %a385, %two : f32
      %p385 = arith.addf %m385, %zero : f32
      affine.store %p385, %B[%i385, %j385] : memref<64x128xf32>
    }
  }
  affine.for %j386 = 0 to 128 {
    affine.for %i386 = 0 to 64 {
      %a386 = affine.load %B[%i386, %j386] : memref<64x128xf32>
      %o386 = affine.load %S[%j386] : memref<128xf32>
      %s386 = arith.addf %o386, %a386 : f32
      affine.store %s386, %S[%j386] : memref<128xf32>
    }
  }
  affine.for %i387 = 0 to 64 {
    %r387 = affine.for %j387 = 0 to 128 iter_args(%acc387 = %zero) -> (f32) {
      %a387 = affine.load %A[%i387, %j387] : memref<64x128xf32>
      %s387 = arith.addf %acc387, %a387 : f32
      affine.yield %s387 : f32
    }
    affine.store %r387, %R[%i387] : memref<64xf32>
  }
  affine.for %i388 = 0 to 64 {
    affine.for %j388 = 0 to 128 {
      %a388 = affine.load %A[%i388, %j388] : memref<64x128xf32>
      %m388 = arith.mulf %a388, %two : f32
      %p388 = arith.addf %m388, %zero : f32
      affine.store %p388, %B[%i388, %j388] : memref<64x128xf32>
    }
  }
  affine.for %j389 = 0 to 128 {
    affine.for %i389 = 0 to 64 {
      %a389 = affine.load %B[%i389, %j389] : memref<64x128xf32>
      %o389 = affine.load %S[%j389] : memref<128xf32>
      %s389 = arith.addf %o389, %a389 : f32
      affine.store %s389, %S[%j389] : memref<128xf32>
    }
  }
  affine.for %i390 = 0 to 64 {
    %r390 = affine.for %j390 = 0 to 128 iter_args(%acc390 = %zero) -> (f32) {
      %a390 = affine.load %A[%i390, %j390] : memref<64x128xf32>
      %s390 = arith.addf %acc390, %a390 : f32
      affine.yield %s390 : f32
    }
    affine.store %r390, %R[%i390] : memref<64xf32>
  }
  affine.for %i391 = 0 to 64 {
    affine.for %j391 = 0 to 128 {
      %a391 = affine.load %A[%i391, %j391] : memref<64x128xf32>
      %m391 = arith.mulf %a391, %two : f32
      %p391 = arith.addf %m391, %zero : f32
      affine.store %p391, %B[%i391, %j391] : memref<64x128xf32>
    }
  }
  affine.for %j392 = 0 to 128 {
    affine.for %i392 = 0 to 64 {
      %a392 = affine.load %B[%i392, %j392] : memref<64x128xf32>
      %o392 = affine.load %S[%j392] : memref<128xf32>
      %s392 = arith.addf %o392, %a392 : f32
      affine.store %s392, %S[%j392] : memref<128xf32>
    }
  }
  affine.for %i393 = 0 to 64 {
    %r393 = affine.for %j393 = 0 to 128 iter_args(%acc393 = %zero) -> (f32) {
      %a393 = affine.load %A[%i393, %j393] : memref<64x128xf32>
      %s393 = arith.addf %acc393, %a393 : f32
      affine.yield %s393 : f32
    }
    affine.store %r393, %R[%i393] : memref<64xf32>
  }
  affine.for %i394 = 0 to 64 {
    affine.for %j394 = 0 to 128 {
      %a394 = affine.load %A[%i394, %j394] : memref<64x128xf32>
      %m394 = arith.mulf %a394, %two : f32
      %p394 = arith.addf %m394, %zero : f32
      affine.store %p394, %B[%i394, %j394] : memref<64x128xf32>
    }
  }
  affine.for %j395 = 0 to 128 {
    affine.for %i395 = 0 to 64 {
      %a395 = affine.load %B[%i395, %j395] : memref<64x128xf32>
      %o395 = affine.load %S[%j395] : memref<128xf32>
      %s395 = arith.addf %o395, %a395 : f32
      affine.store %s395, %S[%j395] : memref<128xf32>
    }
  }
  affine.for %i396 = 0 to 64 {
    %r396 = affine.for %j396 = 0 to 128 iter_args(%acc396 = %zero) -> (f32) {
      %a396 = affine.load %A[%i396, %j396] : memref<64x128xf32>
      %s396 = arith.addf %acc396, %a396 : f32
      affine.yield %s396 : f32
    }
    affine.store %r396, %R[%i396] : memref<64xf32>
  }
  affine.for %i397 = 0 to 64 {
    affine.for %j397 = 0 to 128 {
      %a397 = affine.load %A[%i397, %j397] : memref<64x128xf32>
      %m397 = arith.mulf %a397, %two : f32
      %p397 = arith.addf %m397, %zero : f32
      affine.store %p397, %B[%i397, %j397] : memref<64x128xf32>
    }
  }
  affine.for %j398 = 0 to 128 {
    affine.for %i398 = 0 to 64 {
      %a398 = affine.load %B[%i398, %j398] : memref<64x128xf32>
      %o398 = affine.load %S[%j398] : memref<128xf32>
      %s398 = arith.addf %o398, %a398 : f32
      affine.store %s398, %S[%j398] : memref<128xf32>
    }
  }
  affine.for %i399 = 0 to 64 {
    %r399 = affine.for %j399 = 0 to 128 iter_args(%acc399 = %zero) -> (f32) {
      %a399 = affine.load %A[%i399, %j399] : memref<64x128xf32>
      %s399 = arith.addf %acc399, %a399 : f32
      affine.yield %s399 : f32
    }
    affine.store %r399, %R[%i399] : memref<64xf32>
  }
  affine.for %i400 = 0 to 64 {
    affine.for %j400 = 0 to 128 {
      %a400 = affine.load %A[%i400, %j400] : memref<64x128xf32>
      %m400 = arith.mulf %a400, %two : f32
      %p400 = arith.addf %m400, %zero : f32
      affine.store %p400, %B[%i400, %j400] : memref<64x128xf32>
    }
  }
  affine.for %j401 = 0 to 128 {
    affine.for %i401 = 0 to 64 {
      %a401 = affine.load %B[%i401, %j401] : memref<64x128xf32>
      %o401 = affine.load %S[%j401] : memref<128xf32>
      %s401 = arith.addf %o401, %a401 : f32
      affine.store %s401, %S[%j401] : memref<128xf32>
    }
  }
  affine.for %i402 = 0 to 64 {
    %r402 = affine.for %j402 = 0 to 128 iter_args(%acc402 = %zero) -> (f32) {
      %a402 = affine.load %A[%i402, %j402] : memref<64x128xf32>
      %s402 = arith.addf %acc402, %a402 : f32
      affine.yield %s402 : f32
    }
    affine.store %r402, %R[%i402] : memref<64xf32>
  }
  affine.for %i403 = 0 to 64 {
    affine.for %j403 = 0 to 128 {
      %a403 = affine.load %A[%i403, %j403] : memref<64x128xf32>
      %m403 = arith.mulf %a403, %two : f32
      %p403 = arith.addf %m403, %zero : f32
      affine.store %p403, %B[%i403, %j403] : memref<64x128xf32>
    }
  }
  affine.for %j404 = 0 to 128 {
    affine.for %i404 = 0 to 64 {
      %a404 = affine.load %B[%i404, %j404] : memref<64x128xf32>
      %o404 = affine.load %S[%j404] : memref<128xf32>
      %s404 = arith.addf %o404, %a404 : f32
      affine.store %s404, %S[%j404] : memref<128xf32>
    }
  }
  affine.for %i405 = 0 to 64 {
    %r405 = affine.for %j405 = 0 to 128 iter_args(%acc405 = %zero) -> (f32) {
      %a405 = affine.load %A[%i405, %j405] : memref<64x128xf32>
      %s405 = arith.addf %acc405, %a405 : f32
      affine.yield %s405 : f32
    }
    affine.store %r405, %R[%i405] : memref<64xf32>
  }
  affine.for %i406 = 0 to 64 {
    affine.for %j406 = 0 to 128 {
      %a406 = affine.load %A[%i406, %j406] : memref<64x128xf32>
      %m406 = arith.mulf %a406, %two : f32
      %p406 = arith.addf %m406, %zero : f32
      affine.store %p406, %B[%i406, %j406] : memref<64x128xf32>
    }
  }
  affine.for %j407 = 0 to 128 {
    affine.for %i407 = 0 to 64 {
      %a407 = affine.load %B[%i407, %j407] : memref<64x128xf32>
      %o407 = affine.load %S[%j407] : memref<128xf32>
      %s407 = arith.addf %o407, %a407 : f32
      affine.store %s407, %S[%j407] : memref<128xf32>
    }
  }
  affine.for %i408 = 0 to 64 {
    %r408 = affine.for %j408 = 0 to 128 iter_args(%acc408 = %zero) -> (f32) {
      %a408 = affine.load %A[%i408, %j408] : memref<64x128xf32>
      %s408 = arith.addf %acc408, %a408 : f32
      affine.yield %s408 : f32
    }
    affine.store %r408, %R[%i408] : memref<64xf32>
  }
  affine.for %i409 = 0 to 64 {
    affine.for %j409 = 0 to 128 {
      %a409 = affine.load %A[%i409, %j409] : memref<64x128xf32>
      %m409 = arith.mulf %a409, %two : f32
      %p409 = arith.addf %m409, %zero : f32
      affine.store %p409, %B[%i409, %j409] : memref<64x128xf32>
    }
  }
  affine.for %j410 = 0 to 128 {
    affine.for %i410 = 0 to 64 {
      %a410 = affine.load %B[%i410, %j410] : memref<64x128xf32>
      %o410 = affine.load %S[%j410] : memref<128xf32>
      %s410 = arith.addf %o410, %a410 : f32
      affine.store %s410, %S[%j410] : memref<128xf32>
    }
  }
  affine.for %i411 = 0 to 64 {
    %r411 = affine.for %j411 = 0 to 128 iter_args(%acc411 = %zero) -> (f32) {
      %a411 = affine.load %A[%i411, %j411] : memref<64x128xf32>
      %s411 = arith.addf %acc411, %a411 : f32
      affine.yield %s411 : f32
    }
    affine.store %r411, %R[%i411] : memref<64xf32>
  }
  affine.for %i412 = 0 to 64 {
    affine.for %j412 = 0 to 128 {
      %a412 = affine.load %A[%i412, %j412] : memref<64x128xf32>
      %m412 = arith.mulf %a412, %two : f32
      %p412 = arith.addf %m412, %zero : f32
      affine.store %p412, %B[%i412, %j412] : memref<64x128xf32>
    }
  }
  affine.for %j413 = 0 to 128 {
    affine.for %i413 = 0 to 64 {
      %a413 = affine.load %B[%i413, %j413] : memref<64x128xf32>
      %o413 = affine.load %S[%j413] : memref<128xf32>
      %s413 = arith.addf %o413, %a413 : f32
      affine.store %s413, %S[%j413] : memref<128xf32>
    }
  }
  affine.for %i414 = 0 to 64 {
    %r414 = affine.for %j414 = 0 to 128 iter_args(%acc414 = %zero) -> (f32) {
      %a414 = affine.load %A[%i414, %j414] : memref<64x128xf32>
      %s414 = arith.addf %acc414, %a414 : f32
      affine.yield %s414 : f32
    }
    affine.store %r414, %R[%i414] : memref<64xf32>
  }
  affine.for %i415 = 0 to 64 {
    affine.for %j415 = 0 to 128 {
      %a415 = affine.load %A[%i415, %j415] : memref<64x128xf32>
      %m415 = arith.mulf %a415, %two : f32
      %p415 = arith.addf %m415, %zero : f32
      affine.store %p415, %B[%i415, %j415] : memref<64x128xf32>
    }
  }
  affine.for %j416 = 0 to 128 {
    affine.for %i416 = 0 to 64 {
      %a416 = affine.load %B[%i416, %j416] : memref<64x128xf32>
      %o416 = affine.load %S[%j416] : memref<128xf32>
      %s416 = arith.addf %o416, %a416 : f32
      affine.store %s416, %S[%j416] : memref<128xf32>
    }
  }
  affine.for %i417 = 0 to 64 {
    %r417 = affine.for %j417 = 0 to 128 iter_args(%acc417 = %zero) -> (f32) {
      %a417 = affine.load %A[%i417, %j417] : memref<64x128xf32>
      %s417 = arith.addf %acc417, %a417 : f32
      affine.yield %s417 : f32
    }
    affine.store %r417, %R[%i417] : memref<64xf32>
  }
  affine.for %i418 = 0 to 64 {
    affine.for %j418 = 0 to 128 {
      %a418 = affine.load %A[%i418, %j418] : memref<64x128xf32>
      %m418 = arith.mulf %a418, %two : f32
      %p418 = arith.addf %m418, %zero : f32
      affine.store %p418, %B[%i418, %j418] : memref<64x128xf32>
    }
  }
  affine.for %j419 = 0 to 128 {
    affine.for %i419 = 0 to 64 {
      %a419 = affine.load %B[%i419, %j419] : memref<64x128xf32>
      %o419 = affine.load %S[%j419] : memref<128xf32>
      %s419 = arith.addf %o419, %a419 : f32
      affine.store %s419, %S[%j419] : memref<128xf32>
    }
  }
  affine.for %i420 = 0 to 64 {
    %r420 = affine.for %j420 = 0 to 128 iter_args(%acc420 = %zero) -> (f32) {
      %a420 = affine.load %A[%i420, %j420] : memref<64x128xf32>
      %s420 = arith.addf %acc420, %a420 : f32
      affine.yield %s420 : f32
    }
    affine.store %r420, %R[%i420] : memref<64xf32>
  }
  affine.for %i421 = 0 to 64 {
    affine.for %j421 = 0 to 128 {
      %a421 = affine.load %A[%i421, %j421] : memref<64x128xf32>
      %m421 = arith.mulf %a421, %two : f32
      %p421 = arith.addf %m421, %zero : f32
      affine.store %p421, %B[%i421, %j421] : memref<64x128xf32>
    }
  }
  affine.for %j422 = 0 to 128 {
    affine.for %i422 = 0 to 64 {
      %a422 = affine.load %B[%i422, %j422] : memref<64x128xf32>
      %o422 = affine.load %S[%j422] : memref<128xf32>
      %s422 = arith.addf %o422, %a422 : f32
      affine.store %s422, %S[%j422] : memref<128xf32>
    }
  }
  affine.for %i423 = 0 to 64 {
    %r423 = affine.for %j423 = 0 to 128 iter_args(%acc423 = %zero) -> (f32) {
      %a423 = affine.load %A[%i423, %j423] : memref<64x128xf32>
      %s423 = arith.addf %acc423, %a423 : f32
      affine.yield %s423 : f32
    }
    affine.store %r423, %R[%i423] : memref<64xf32>
  }
  affine.for %i424 = 0 to 64 {
    affine.for %j424 = 0 to 128 {
      %a424 = affine.load %A[%i424, %j424] : memref<64x128xf32>
      %m424 = arith.mulf %a424, %two : f32
      %p424 = arith.addf %m424, %zero : f32
      affine.store %p424, %B[%i424, %j424] : memref<64x128xf32>
    }
  }
  affine.for %j425 = 0 to 128 {
    affine.for %i425 = 0 to 64 {
      %a425 = affine.load %B[%i425, %j425] : memref<64x128xf32>
      %o425 = affine.load %S[%j425] : memref<128xf32>
      %s425 = arith.addf %o425, %a425 : f32
      affine.store %s425, %S[%j425] : memref<128xf32>
    }
  }
  affine.for %i426 = 0 to 64 {
    %r426 = affine.for %j426 = 0 to 128 iter_args(%acc426 = %zero) -> (f32) {
      %a426 = affine.load %A[%i426, %j426] : memref<64x128xf32>
      %s426 = arith.addf %acc426, %a426 : f32
      affine.yield %s426 : f32
    }
    affine.store %r426, %R[%i426] : memref<64xf32>
  }
  affine.for %i427 = 0 to 64 {
    affine.for %j427 = 0 to 128 {
      %a427 = affine.load %A[%i427, %j427] : memref<64x128xf32>
      %m427 = arith.mulf %a427, %two : f32
      %p427 = arith.addf %m427, %zero : f32
      affine.store %p427, %B[%i427, %j427] : memref<64x128xf32>
    }
  }
  affine.for %j428 = 0 to 128 {
    affine.for %i428 = 0 to 64 {
      %a428 = affine.load %B[%i428, %j428] : memref<64x128xf32>
      %o428 = affine.load %S[%j428] : memref<128xf32>
      %s428 = arith.addf %o428, %a428 : f32
      affine.store %s428, %S[%j428] : memref<128xf32>
    }
  }
  affine.for %i429 = 0 to 64 {
    %r429 = affine.for %j429 = 0 to 128 iter_args(%acc429 = %zero) -> (f32) {
      %a429 = affine.load %A[%i429, %j429] : memref<64x128xf32>
      %s429 = arith.addf %acc429, %a429 : f32
      affine.yield %s429 : f32
    }
    affine.store %r429, %R[%i429] : memref<64xf32>
  }
  affine.for %i430 = 0 to 64 {
    affine.for %j430 = 0 to 128 {
      %a430 = affine.load %A[%i430, %j430] : memref<64x128xf32>
      %m430 = arith.mulf %a430, %two : f32
      %p430 = arith.addf %m430, %zero : f32
      affine.store %p430, %B[%i430, %j430] : memref<64x128xf32>
    }
  }
  affine.for %j431 = 0 to 128 {
    affine.for %i431 = 0 to 64 {
      %a431 = affine.load %B[%i431, %j431] : memref<64x128xf32>
      %o431 = affine.load %S[%j431] : memref<128xf32>
      %s431 = arith.addf %o431, %a431 : f32
      affine.store %s431, %S[%j431] : memref<128xf32>
    }
  }
  affine.for %i432 = 0 to 64 {
    %r432 = affine.for %j432 = 0 to 128 iter_args(%acc432 = %zero) -> (f32) {
      %a432 = affine.load %A[%i432, %j432] : memref<64x128xf32>
      %s432 = arith.addf %acc432, %a432 : f32
      affine.yield %s432 : f32
    }
    affine.store %r432, %R[%i432] : memref<64xf32>
  }
  affine.for %i433 = 0 to 64 {
    affine.for %j433 = 0 to 128 {
      %a433 = affine.load %A[%i433, %j433] : memref<64x128xf32>
      %m433 = arith.mulf %a433, %two : f32
      %p433 = arith.addf %m433, %zero : f32
      affine.store %p433, %B[%i433, %j433] : memref<64x128xf32>
    }
  }
  affine.for %j434 = 0 to 128 {
    affine.for %i434 = 0 to 64 {
      %a434 = affine.load %B[%i434, %j434] : memref<64x128xf32>
      %o434 = affine.load %S[%j434] : memref<128xf32>
      %s434 = arith.addf %o434, %a434 : f32
      affine.store %s434, %S[%j434] : memref<128xf32>
    }
  }
  affine.for %i435 = 0 to 64 {
    %r435 = affine.for %j435 = 0 to 128 iter_args(%acc435 = %zero) -> (f32) {
      %a435 = affine.load %A[%i435, %j435] : memref<64x128xf32>
      %s435 = arith.addf %acc435, %a435 : f32
      affine.yield %s435 : f32
    }
    affine.store %r435, %R[%i435] : memref<64xf32>
  }
  affine.for %i436 = 0 to 64 {
    affine.for %j436 = 0 to 128 {
      %a436 = affine.load %A[%i436, %j436] : memref<64x128xf32>
      %m436 = arith.mulf %a436, %two : f32
      %p436 = arith.addf %m436, %zero : f32
      affine.store %p436, %B[%i436, %j436] : memref<64x128xf32>
    }
  }
  affine.for %j437 = 0 to 128 {
    affine.for %i437 = 0 to 64 {
      %a437 = affine.load %B[%i437, %j437] : memref<64x128xf32>
      %o437 = affine.load %S[%j437] : memref<128xf32>
      %s437 = arith.addf %o437, %a437 : f32
      affine.store %s437, %S[%j437] : memref<128xf32>
    }
  }
  affine.for %i438 = 0 to 64 {
    %r438 = affine.for %j438 = 0 to 128 iter_args(%acc438 = %zero) -> (f32) {
      %a438 = affine.load %A[%i438, %j438] : memref<64x128xf32>
      %s438 = arith.addf %acc438, %a438 : f32
      affine.yield %s438 : f32
    }
    affine.store %r438, %R[%i438] : memref<64xf32>
  }
  affine.for %i439 = 0 to 64 {
    affine.for %j439 = 0 to 128 {
      %a439 = affine.load %A[%i439, %j439] : memref<64x128xf32>
      %m439 = arith.mulf %a439, %two : f32
      %p439 = arith.addf %m439, %zero : f32
      affine.store %p439, %B[%i439, %j439] : memref<64x128xf32>
    }
  }
  affine.for %j440 = 0 to 128 {
    affine.for %i440 = 0 to 64 {
      %a440 = affine.load %B[%i440, %j440] : memref<64x128xf32>
      %o440 = affine.load %S[%j440] : memref<128xf32>
      %s440 = arith.addf %o440, %a440 : f32
      affine.store %s440, %S[%j440] : memref<128xf32>
    }
  }
  affine.for %i441 = 0 to 64 {
    %r441 = affine.for %j441 = 0 to 128 iter_args(%acc441 = %zero) -> (f32) {
      %a441 = affine.load %A[%i441, %j441] : memref<64x128xf32>
      %s441 = arith.addf %acc441, %a441 : f32
      affine.yield %s441 : f32
    }
    affine.store %r441, %R[%i441] : memref<64xf32>
  }
  affine.for %i442 = 0 to 64 {
    affine.for %j442 = 0 to 128 {
      %a442 = affine.load %A[%i442, %j442] : memref<64x128xf32>
      %m442 = arith.mulf %a442, %two : f32
      %p442 = arith.addf %m442, %zero : f32
      affine.store %p442, %B[%i442, %j442] : memref<64x128xf32>
    }
  }
  affine.for %j443 = 0 to 128 {
    affine.for %i443 = 0 to 64 {
      %a443 = affine.load %B[%i443, %j443] : memref<64x128xf32>
      %o443 = affine.load %S[%j443] : memref<128xf32>
      %s443 = arith.addf %o443, %a443 : f32
      affine.store %s443, %S[%j443] : memref<128xf32>
    }
  }
  affine.for %i444 = 0 to 64 {
    %r444 = affine.for %j444 = 0 to 128 iter_args(%acc444 = %zero) -> (f32) {
      %a444 = affine.load %A[%i444, %j444] : memref<64x128xf32>
      %s444 = arith.addf %acc444, %a444 : f32
      affine.yield %s444 : f32
    }
    affine.store %r444, %R[%i444] : memref<64xf32>
  }
  affine.for %i445 = 0 to 64 {
    affine.for %j445 = 0 to 128 {
      %a445 = affine.load %A[%i445, %j445] : memref<64x128xf32>
      %m445 = arith.mulf %a445, %two : f32
      %p445 = arith.addf %m445, %zero : f32
      affine.store %p445, %B[%i445, %j445] : memref<64x128xf32>
    }
  }
  affine.for %j446 = 0 to 128 {
    affine.for %i446 = 0 to 64 {
      %a446 = affine.load %B[%i446, %j446] : memref<64x128xf32>
      %o446 = affine.load %S[%j446] : memref<128xf32>
      %s446 = arith.addf %o446, %a446 : f32
      affine.store %s446, %S[%j446] : memref<128xf32>
    }
  }
  affine.for %i447 = 0 to 64 {
    %r447 = affine.for %j447 = 0 to 128 iter_args(%acc447 = %zero) -> (f32) {
      %a447 = affine.load %A[%i447, %j447] : memref<64x128xf32>
      %s447 = arith.addf %acc447, %a447 : f32
      affine.yield %s447 : f32
    }
    affine.store %r447, %R[%i447] : memref<64xf32>
  }
  affine.for %i448 = 0 to 64 {
    affine.for %j448 = 0 to 128 {
      %a448 = affine.load %A[%i448, %j448] : memref<64x128xf32>
      %m448 = arith.mulf %a448, %two : f32
      %p448 = arith.addf %m448, %zero : f32
      affine.store %p448, %B[%i448, %j448] : memref<64x128xf32>
    }
  }
  affine.for %j449 = 0 to 128 {
    affine.for %i449 = 0 to 64 {
      %a449 = affine.load %B[%i449, %j449] : memref<64x128xf32>
      %o449 = affine.load %S[%j449] : memref<128xf32>
      %s449 = arith.addf %o449, %a449 : f32
      affine.store %s449, %S[%j449] : memref<128xf32>
    }
  }
  affine.for %i450 = 0 to 64 {
    %r450 = affine.for %j450 = 0 to 128 iter_args(%acc450 = %zero) -> (f32) {
      %a450 = affine.load %A[%i450, %j450] : memref<64x128xf32>
      %s450 = arith.addf %acc450, %a450 : f32
      affine.yield %s450 : f32
    }
    affine.store %r450, %R[%i450] : memref<64xf32>
  }
  affine.for %i451 = 0 to 64 {
    affine.for %j451 = 0 to 128 {
      %a451 = affine.load %A[%i451, %j451] : memref<64x128xf32>
      %m451 = arith.mulf %a451, %two : f32
      %p451 = arith.addf %m451, %zero : f32
      affine.store %p451, %B[%i451, %j451] : memref<64x128xf32>
    }
  }
  affine.for %j452 = 0 to 128 {
    affine.for %i452 = 0 to 64 {
      %a452 = affine.load %B[%i452, %j452] : memref<64x128xf32>
      %o452 = affine.load %S[%j452] : memref<128xf32>
      %s452 = arith.addf %o452, %a452 : f32
      affine.store %s452, %S[%j452] : memref<128xf32>
    }
  }
  affine.for %i453 = 0 to 64 {
    %r453 = affine.for %j453 = 0 to 128 iter_args(%acc453 = %zero) -> (f32) {
      %a453 = affine.load %A[%i453, %j453] : memref<64x128xf32>
      %s453 = arith.addf %acc453, %a453 : f32
      affine.yield %s453 : f32
    }
    affine.store %r453, %R[%i453] : memref<64xf32>
  }
  affine.for %i454 = 0 to 64 {
    affine.for %j454 = 0 to 128 {
      %a454 = affine.load %A[%i454, %j454] : memref<64x128xf32>
      %m454 = arith.mulf %a454, %two : f32
      %p454 = arith.addf %m454, %zero : f32
      affine.store %p454, %B[%i454, %j454] : memref<64x128xf32>
    }
  }
  affine.for %j455 = 0 to 128 {
    affine.for %i455 = 0 to 64 {
      %a455 = affine.load %B[%i455, %j455] : memref<64x128xf32>
      %o455 = affine.load %S[%j455] : memref<128xf32>
      %s455 = arith.addf %o455, %a455 : f32
      affine.store %s455, %S[%j455] : memref<128xf32>
    }
  }
  affine.for %i456 = 0 to 64 {
    %r456 = affine.for %j456 = 0 to 128 iter_args(%acc456 = %zero) -> (f32) {
      %a456 = affine.load %A[%i456, %j456] : memref<64x128xf32>
      %s456 = arith.addf %acc456, %a456 : f32
      affine.yield %s456 : f32
    }
    affine.store %r456, %R[%i456] : memref<64xf32>
  }
  affine.for %i457 = 0 to 64 {
    affine.for %j457 = 0 to 128 {
      %a457 = affine.load %A[%i457, %j457] : memref<64x128xf32>
      %m457 = arith.mulf %a457, %two : f32
      %p457 = arith.addf %m457, %zero : f32
      affine.store %p457, %B[%i457, %j457] : memref<64x128xf32>
    }
  }
  affine.for %j458 = 0 to 128 {
    affine.for %i458 = 0 to 64 {
      %a458 = affine.load %B[%i458, %j458] : memref<64x128xf32>
      %o458 = affine.load %S[%j458] : memref<128xf32>
      %s458 = arith.addf %o458, %a458 : f32
      affine.store %s458, %S[%j458] : memref<128xf32>
    }
  }
  affine.for %i459 = 0 to 64 {
    %r459 = affine.for %j459 = 0 to 128 iter_args(%acc459 = %zero) -> (f32) {
      %a459 = affine.load %A[%i459, %j459] : memref<64x128xf32>
      %s459 = arith.addf %acc459, %a459 : f32
      affine.yield %s459 : f32
    }
    affine.store %r459, %R[%i459] : memref<64xf32>
  }
  affine.for %i460 = 0 to 64 {
    affine.for %j460 = 0 to 128 {
      %a460 = affine.load %A[%i460, %j460] : memref<64x128xf32>
      %m460 = arith.mulf %a460, %two : f32
      %p460 = arith.addf %m460, %zero : f32
      affine.store %p460, %B[%i460, %j460] : memref<64x128xf32>
    }
  }
  affine.for %j461 = 0 to 128 {
    affine.for %i461 = 0 to 64 {
      %a461 = affine.load %B[%i461, %j461] : memref<64x128xf32>
      %o461 = affine.load %S[%j461] : memref<128xf32>
      %s461 = arith.addf %o461, %a461 : f32
      affine.store %s461, %S[%j461] : memref<128xf32>
    }
  }
  affine.for %i462 = 0 to 64 {
    %r462 = affine.for %j462 = 0 to 128 iter_args(%acc462 = %zero) -> (f32) {
      %a462 = affine.load %A[%i462, %j462] : memref<64x128xf32>
      %s462 = arith.addf %acc462, %a462 : f32
      affine.yield %s462 : f32
    }
    affine.store %r462, %R[%i462] : memref<64xf32>
  }
  affine.for %i463 = 0 to 64 {
    affine.for %j463 = 0 to 128 {
      %a463 = affine.load %A[%i463, %j463] : memref<64x128xf32>
      %m463 = arith.mulf %a463, %two : f32
      %p463 = arith.addf %m463, %zero : f32
      affine.store %p463, %B[%i463, %j463] : memref<64x128xf32>
    }
  }
  affine.for %j464 = 0 to 128 {
    affine.for %i464 = 0 to 64 {
      %a464 = affine.load %B[%i464, %j464] : memref<64x128xf32>
      %o464 = affine.load %S[%j464] : memref<128xf32>
      %s464 = arith.addf %o464, %a464 : f32
      affine.store %s464, %S[%j464] : memref<128xf32>
    }
  }
  affine.for %i465 = 0 to 64 {
    %r465 = affine.for %j465 = 0 to 128 iter_args(%acc465 = %zero) -> (f32) {
      %a465 = affine.load %A[%i465, %j465] : memref<64x128xf32>
      %s465 = arith.addf %acc465, %a465 : f32
      affine.yield %s465 : f32
    }
    affine.store %r465, %R[%i465] : memref<64xf32>
  }
  affine.for %i466 = 0 to 64 {
    affine.for %j466 = 0 to 128 {
      %a466 = affine.load %A[%i466, %j466] : memref<64x128xf32>
      %m466 = arith.mulf %a466, %two : f32
      %p466 = arith.addf %m466, %zero : f32
      affine.store %p466, %B[%i466, %j466] : memref<64x128xf32>
    }
  }
  affine.for %j467 = 0 to 128 {
    affine.for %i467 = 0 to 64 {
      %a467 = affine.load %B[%i467, %j467] : memref<64x128xf32>
      %o467 = affine.load %S[%j467] : memref<128xf32>
      %s467 = arith.addf %o467, %a467 : f32
      affine.store %s467, %S[%j467] : memref<128xf32>
    }
  }
  affine.for %i468 = 0 to 64 {
    %r468 = affine.for %j468 = 0 to 128 iter_args(%acc468 = %zero) -> (f32) {
      %a468 = affine.load %A[%i468, %j468] : memref<64x128xf32>
      %s468 = arith.addf %acc468, %a468 : f32
      affine.yield %s468 : f32
    }
    affine.store %r468, %R[%i468] : memref<64xf32>
  }
  affine.for %i469 = 0 to 64 {
    affine.for %j469 = 0 to 128 {
      %a469 = affine.load %A[%i469, %j469] : memref<64x128xf32>
      %m469 = arith.mulf %a469, %two : f32
      %p469 = arith.addf %m469, %zero : f32
      affine.store %p469, %B[%i469, %j469] : memref<64x128xf32>
    }
  }
  affine.for %j470 = 0 to 128 {
    affine.for %i470 = 0 to 64 {
      %a470 = affine.load %B[%i470, %j470] : memref<64x128xf32>
      %o470 = affine.load %S[%j470] : memref<128xf32>
      %s470 = arith.addf %o470, %a470 : f32
      affine.store %s470, %S[%j470] : memref<128xf32>
    }
  }
  affine.for %i471 = 0 to 64 {
    %r471 = affine.for %j471 = 0 to 128 iter_args(%acc471 = %zero) -> (f32) {
      %a471 = affine.load %A[%i471, %j471] : memref<64x128xf32>
      %s471 = arith.addf %acc471, %a471 : f32
      affine.yield %s471 : f32
    }
    affine.store %r471, %R[%i471] : memref<64xf32>
  }
  affine.for %i472 = 0 to 64 {
    affine.for %j472 = 0 to 128 {
      %a472 = affine.load %A[%i472, %j472] : memref<64x128xf32>
      %m472 = arith.mulf %a472, %two : f32
      %p472 = arith.addf %m472, %zero : f32
      affine.store %p472, %B[%i472, %j472] : memref<64x128xf32>
    }
  }
  affine.for %j473 = 0 to 128 {
    affine.for %i473 = 0 to 64 {
      %a473 = affine.load %B[%i473, %j473] : memref<64x128xf32>
      %o473 = affine.load %S[%j473] : memref<128xf32>
      %s473 = arith.addf %o473, %a473 : f32
      affine.store %s473, %S[%j473] : memref<128xf32>
    }
  }
  affine.for %i474 = 0 to 64 {
    %r474 = affine.for %j474 = 0 to 128 iter_args(%acc474 = %zero) -> (f32) {
      %a474 = affine.load %A[%i474, %j474] : memref<64x128xf32>
      %s474 = arith.addf %acc474, %a474 : f32
      affine.yield %s474 : f32
    }
    affine.store %r474, %R[%i474] : memref<64xf32>
  }
  affine.for %i475 = 0 to 64 {
    affine.for %j475 = 0 to 128 {
      %a475 = affine.load %A[%i475, %j475] : memref<64x128xf32>
      %m475 = arith.mulf %a475, %two : f32
      %p475 = arith.addf %m475, %zero : f32
      affine.store %p475, %B[%i475, %j475] : memref<64x128xf32>
    }
  }
  affine.for %j476 = 0 to 128 {
    affine.for %i476 = 0 to 64 {
      %a476 = affine.load %B[%i476, %j476] : memref<64x128xf32>
      %o476 = affine.load %S[%j476] : memref<128xf32>
      %s476 = arith.addf %o476, %a476 : f32
      affine.store %s476, %S[%j476] : memref<128xf32>
    }
  }
  affine.for %i477 = 0 to 64 {
    %r477 = affine.for %j477 = 0 to 128 iter_args(%acc477 = %zero) -> (f32) {
      %a477 = affine.load %A[%i477, %j477] : memref<64x128xf32>
      %s477 = arith.addf %acc477, %a477 : f32
      affine.yield %s477 : f32
    }
    affine.store %r477, %R[%i477] : memref<64xf32>
  }
  affine.for %i478 = 0 to 64 {
    affine.for %j478 = 0 to 128 {
      %a478 = affine.load %A[%i478, %j478] : memref<64x128xf32>
      %m478 = arith.mulf %a478, %two : f32
      %p478 = arith.addf %m478, %zero : f32
      affine.store %p478, %B[%i478, %j478] : memref<64x128xf32>
    }
  }
  affine.for %j479 = 0 to 128 {
    affine.for %i479 = 0 to 64 {
      %a479 = affine.load %B[%i479, %j479] : memref<64x128xf32>
      %o479 = affine.load %S[%j479] : memref<128xf32>
      %s479 = arith.addf %o479, %a479 : f32
      affine.store %s479, %S[%j479] : memref<128xf32>
    }
  }
  affine.for %i480 = 0 to 64 {
    %r480 = affine.for %j480 = 0 to 128 iter_args(%acc480 = %zero) -> (f32) {
      %a480 = affine.load %A[%i480, %j480] : memref<64x128xf32>
      %s480 = arith.addf %acc480, %a480 : f32
      affine.yield %s480 : f32
    }
    affine.store %r480, %R[%i480] : memref<64xf32>
  }
  affine.for %i481 = 0 to 64 {
    affine.for %j481 = 0 to 128 {
      %a481 = affine.load %A[%i481, %j481] : memref<64x128xf32>
      %m481 = arith.mulf %a481, %two : f32
      %p481 = arith.addf %m481, %zero : f32
      affine.store %p481, %B[%i481, %j481] : memref<64x128xf32>
    }
  }
  affine.for %j482 = 0 to 128 {
    affine.for %i482 = 0 to 64 {
      %a482 = affine.load %B[%i482, %j482] : memref<64x128xf32>
      %o482 = affine.load %S[%j482] : memref<128xf32>
      %s482 = arith.addf %o482, %a482 : f32
      affine.store %s482, %S[%j482] : memref<128xf32>
    }
  }
  affine.for %i483 = 0 to 64 {
    %r483 = affine.for %j483 = 0 to 128 iter_args(%acc483 = %zero) -> (f32) {
      %a483 = affine.load %A[%i483, %j483] : memref<64x128xf32>
      %s483 = arith.addf %acc483, %a483 : f32
      affine.yield %s483 : f32
    }
    affine.store %r483, %R[%i483] : memref<64xf32>
  }
  affine.for %i484 = 0 to 64 {
    affine.for %j484 = 0 to 128 {
      %a484 = affine.load %A[%i484, %j484] : memref<64x128xf32>
      %m484 = arith.mulf %a484, %two : f32
      %p484 = arith.addf %m484, %zero : f32
      affine.store %p484, %B[%i484, %j484] : memref<64x128xf32>
    }
  }
  affine.for %j485 = 0 to 128 {
    affine.for %i485 = 0 to 64 {
      %a485 = affine.load %B[%i485, %j485] : memref<64x128xf32>
      %o485 = affine.load %S[%j485] : memref<128xf32>
      %s485 = arith.addf %o485, %a485 : f32
      affine.store %s485, %S[%j485] : memref<128xf32>
    }
  }
  affine.for %i486 = 0 to 64 {
    %r486 = affine.for %j486 = 0 to 128 iter_args(%acc486 = %zero) -> (f32) {
      %a486 = affine.load %A[%i486, %j486] : memref<64x128xf32>
      %s486 = arith.addf %acc486, %a486 : f32
      affine.yield %s486 : f32
    }
    affine.store %r486, %R[%i486] : memref<64xf32>
  }
  affine.for %i487 = 0 to 64 {
    affine.for %j487 = 0 to 128 {
      %a487 = affine.load %A[%i487, %j487] : memref<64x128xf32>
      %m487 = arith.mulf %a487, %two : f32
      %p487 = arith.addf %m487, %zero : f32
      affine.store %p487, %B[%i487, %j487] : memref<64x128xf32>
    }
  }
  affine.for %j488 = 0 to 128 {
    affine.for %i488 = 0 to 64 {
      %a488 = affine.load %B[%i488, %j488] : memref<64x128xf32>
      %o488 = affine.load %S[%j488] : memref<128xf32>
      %s488 = arith.addf %o488, %a488 : f32
      affine.store %s488, %S[%j488] : memref<128xf32>
    }
  }
  affine.for %i489 = 0 to 64 {
    %r489 = affine.for %j489 = 0 to 128 iter_args(%acc489 = %zero) -> (f32) {
      %a489 = affine.load %A[%i489, %j489] : memref<64x128xf32>
      %s489 = arith.addf %acc489, %a489 : f32
      affine.yield %s489 : f32
    }
    affine.store %r489, %R[%i489] : memref<64xf32>
  }
  affine.for %i490 = 0 to 64 {
    affine.for %j490 = 0 to 128 {
      %a490 = affine.load %A[%i490, %j490] : memref<64x128xf32>
      %m490 = arith.mulf %a490, %two : f32
      %p490 = arith.addf %m490, %zero : f32
      affine.store %p490, %B[%i490, %j490] : memref<64x128xf32>
    }
  }
  affine.for %j491 = 0 to 128 {
    affine.for %i491 = 0 to 64 {
      %a491 = affine.load %B[%i491, %j491] : memref<64x128xf32>
      %o491 = affine.load %S[%j491] : memref<128xf32>
      %s491 = arith.addf %o491, %a491 : f32
      affine.store %s491, %S[%j491] : memref<128xf32>
    }
  }
  affine.for %i492 = 0 to 64 {
    %r492 = affine.for %j492 = 0 to 128 iter_args(%acc492 = %zero) -> (f32) {
      %a492 = affine.load %A[%i492, %j492] : memref<64x128xf32>
      %s492 = arith.addf %acc492, %a492 : f32
      affine.yield %s492 : f32
    }
    affine.store %r492, %R[%i492] : memref<64xf32>
  }
  affine.for %i493 = 0 to 64 {
    affine.for %j493 = 0 to 128 {
      %a493 = affine.load %A[%i493, %j493] : memref<64x128xf32>
      %m493 = arith.mulf %a493, %two : f32
      %p493 = arith.addf %m493, %zero : f32
      affine.store %p493, %B[%i493, %j493] : memref<64x128xf32>
    }
  }
  affine.for %j494 = 0 to 128 {
    affine.for %i494 = 0 to 64 {
      %a494 = affine.load %B[%i494, %j494] : memref<64x128xf32>
      %o494 = affine.load %S[%j494] : memref<128xf32>
      %s494 = arith.addf %o494, %a494 : f32
      affine.store %s494, %S[%j494] : memref<128xf32>
    }
  }
  affine.for %i495 = 0 to 64 {
    %r495 = affine.for %j495 = 0 to 128 iter_args(%acc495 = %zero) -> (f32) {
      %a495 = affine.load %A[%i495, %j495] : memref<64x128xf32>
      %s495 = arith.addf %acc495, %a495 : f32
      affine.yield %s495 : f32
    }
    affine.store %r495, %R[%i495] : memref<64xf32>
  }
  affine.for %i496 = 0 to 64 {
    affine.for %j496 = 0 to 128 {
      %a496 = affine.load %A[%i496, %j496] : memref<64x128xf32>
      %m496 = arith.mulf %a496, %two : f32
      %p496 = arith.addf %m496, %zero : f32
      affine.store %p496, %B[%i496, %j496] : memref<64x128xf32>
    }
  }
  affine.for %j497 = 0 to 128 {
    affine.for %i497 = 0 to 64 {
      %a497 = affine.load %B[%i497, %j497] : memref<64x128xf32>
      %o497 = affine.load %S[%j497] : memref<128xf32>
      %s497 = arith.addf %o497, %a497 : f32
      affine.store %s497, %S[%j497] : memref<128xf32>
    }
  }
  affine.for %i498 = 0 to 64 {
    %r498 = affine.for %j498 = 0 to 128 iter_args(%acc498 = %zero) -> (f32) {
      %a498 = affine.load %A[%i498, %j498] : memref<64x128xf32>
      %s498 = arith.addf %acc498, %a498 : f32
      affine.yield %s498 : f32
    }
    affine.store %r498, %R[%i498] : memref<64xf32>
  }
  affine.for %i499 = 0 to 64 {
    affine.for %j499 = 0 to 128 {
      %a499 = affine.load %A[%i499, %j499] : memref<64x128xf32>
      %m499 = arith.mulf %a499, %two : f32
      %p499 = arith.addf %m499, %zero : f32
      affine.store %p499, %B[%i499, %j499] : memref<64x128xf32>
    }
  }
  affine.for %j500 = 0 to 128 {
    affine.for %i500 = 0 to 64 {
      %a500 = affine.load %B[%i500, %j500] : memref<64x128xf32>
      %o500 = affine.load %S[%j500] : memref<128xf32>
      %s500 = arith.addf %o500, %a500 : f32
      affine.store %s500, %S[%j500] : memref<128xf32>
    }
  }
  affine.for %i501 = 0 to 64 {
    %r501 = affine.for %j501 = 0 to 128 iter_args(%acc501 = %zero) -> (f32) {
      %a501 = affine.load %A[%i501, %j501] : memref<64x128xf32>
      %s501 = arith.addf %acc501, %a501 : f32
      affine.yield %s501 : f32
    }
    affine.store %r501, %R[%i501] : memref<64xf32>
  }
  affine.for %i502 = 0 to 64 {
    affine.for %j502 = 0 to 128 {
      %a502 = affine.load %A[%i502, %j502] : memref<64x128xf32>
      %m502 = arith.mulf %a502, %two : f32
      %p502 = arith.addf %m502, %zero : f32
      affine.store %p502, %B[%i502, %j502] : memref<64x128xf32>
    }
  }
  affine.for %j503 = 0 to 128 {
    affine.for %i503 = 0 to 64 {
      %a503 = affine.load %B[%i503, %j503] : memref<64x128xf32>
      %o503 = affine.load %S[%j503] : memref<128xf32>
      %s503 = arith.addf %o503, %a503 : f32
      affine.store %s503, %S[%j503] : memref<128xf32>
    }
  }
  affine.for %i504 = 0 to 64 {
    %r504 = affine.for %j504 = 0 to 128 iter_args(%acc504 = %zero) -> (f32) {
      %a504 = affine.load %A[%i504, %j504] : memref<64x128xf32>
      %s504 = arith.addf %acc504, %a504 : f32
      affine.yield %s504 : f32
    }
    affine.store %r504, %R[%i504] : memref<64xf32>
  }
  affine.for %i505 = 0 to 64 {
    affine.for %j505 = 0 to 128 {
      %a505 = affine.load %A[%i505, %j505] : memref<64x128xf32>
      %m505 = arith.mulf %a505, %two : f32
      %p505 = arith.addf %m505, %zero : f32
      affine.store %p505, %B[%i505, %j505] : memref<64x128xf32>
    }
  }
  affine.for %j506 = 0 to 128 {
    affine.for %i506 = 0 to 64 {
      %a506 = affine.load %B[%i506, %j506] : memref<64x128xf32>
      %o506 = affine.load %S[%j506] : memref<128xf32>
      %s506 = arith.addf %o506, %a506 : f32
      affine.store %s506, %S[%j506] : memref<128xf32>
    }
  }
  affine.for %i507 = 0 to 64 {
    %r507 = affine.for %j507 = 0 to 128 iter_args(%acc507 = %zero) -> (f32) {
      %a507 = affine.load %A[%i507, %j507] : memref<64x128xf32>
      %s507 = arith.addf %acc507, %a507 : f32
      affine.yield %s507 : f32
    }
    affine.store %r507, %R[%i507] : memref<64xf32>
  }
  affine.for %i508 = 0 to 64 {
    affine.for %j508 = 0 to 128 {
      %a508 = affine.load %A[%i508, %j508] : memref<64x128xf32>
      %m508 = arith.mulf %a508, %two : f32
      %p508 = arith.addf %m508, %zero : f32
      affine.store %p508, %B[%i508, %j508] : memref<64x128xf32>
    }
  }
  affine.for %j509 = 0 to 128 {
    affine.for %i509 = 0 to 64 {
      %a509 = affine.load %B[%i509, %j509] : memref<64x128xf32>
      %o509 = affine.load %S[%j509] : memref<128xf32>
      %s509 = arith.addf %o509, %a509 : f32
      affine.store %s509, %S[%j509] : memref<128xf32>
    }
  }
  affine.for %i510 = 0 to 64 {
    %r510 = affine.for %j510 = 0 to 128 iter_args(%acc510 = %zero) -> (f32) {
      %a510 = affine.load %A[%i510, %j510] : memref<64x128xf32>
      %s510 = arith.addf %acc510, %a510 : f32
      affine.yield %s510 : f32
    }
    affine.store %r510, %R[%i510] : memref<64xf32>
  }
  affine.for %i511 = 0 to 64 {
    affine.for %j511 = 0 to 128 {
      %a511 = affine.load %A[%i511, %j511] : memref<64x128xf32>
      %m511 = arith.mulf %a511, %two : f32
      %p511 = arith.addf %m511, %zero : f32
      affine.store %p511, %B[%i511, %j511] : memref<64x128xf32>
    }
  }
  affine.for %j512 = 0 to 128 {
    affine.for %i512 = 0 to 64 {
      %a512 = affine.load %B[%i512, %j512] : memref<64x128xf32>
      %o512 = affine.load %S[%j512] : memref<128xf32>
      %s512 = arith.addf %o512, %a512 : f32
      affine.store %s512, %S[%j512] : memref<128xf32>
    }
  }
  affine.for %i513 = 0 to 64 {
    %r513 = affine.for %j513 = 0 to 128 iter_args(%acc513 = %zero) -> (f32) {
      %a513 = affine.load %A[%i513, %j513] : memref<64x128xf32>
      %s513 = arith.addf %acc513, %a513 : f32
      affine.yield %s513 : f32
    }
    affine.store %r513, %R[%i513] : memref<64xf32>
  }
  affine.for %i514 = 0 to 64 {
    affine.for %j514 = 0 to 128 {
      %a514 = affine.load %A[%i514, %j514] : memref<64x128xf32>
      %m514 = arith.mulf %a514, %two : f32
      %p514 = arith.addf %m514, %zero : f32
      affine.store %p514, %B[%i514, %j514] : memref<64x128xf32>
    }
  }
  affine.for %j515 = 0 to 128 {
    affine.for %i515 = 0 to 64 {
      %a515 = affine.load %B[%i515, %j515] : memref<64x128xf32>
      %o515 = affine.load %S[%j515] : memref<128xf32>
      %s515 = arith.addf %o515, %a515 : f32
      affine.store %s515, %S[%j515] : memref<128xf32>
    }
  }
  affine.for %i516 = 0 to 64 {
    %r516 = affine.for %j516 = 0 to 128 iter_args(%acc516 = %zero) -> (f32) {
      %a516 = affine.load %A[%i516, %j516] : memref<64x128xf32>
      %s516 = arith.addf %acc516, %a516 : f32
      affine.yield %s516 : f32
    }
    affine.store %r516, %R[%i516] : memref<64xf32>
  }
  affine.for %i517 = 0 to 64 {
    affine.for %j517 = 0 to 128 {
      %a517 = affine.load %A[%i517, %j517] : memref<64x128xf32>
      %m517 = arith.mulf %a517, %two : f32
      %p517 = arith.addf %m517, %zero : f32
      affine.store %p517, %B[%i517, %j517] : memref<64x128xf32>
    }
  }
  affine.for %j518 = 0 to 128 {
    affine.for %i518 = 0 to 64 {
      %a518 = affine.load %B[%i518, %j518] : memref<64x128xf32>
      %o518 = affine.load %S[%j518] : memref<128xf32>
      %s518 = arith.addf %o518, %a518 : f32
      affine.store %s518, %S[%j518] : memref<128xf32>
    }
  }
  affine.for %i519 = 0 to 64 {
    %r519 = affine.for %j519 = 0 to 128 iter_args(%acc519 = %zero) -> (f32) {
      %a519 = affine.load %A[%i519, %j519] : memref<64x128xf32>
      %s519 = arith.addf %acc519, %a519 : f32
      affine.yield %s519 : f32
    }
    affine.store %r519, %R[%i519] : memref<64xf32>
  }
  affine.for %i520 = 0 to 64 {
    affine.for %j520 = 0 to 128 {
      %a520 = affine.load %A[%i520, %j520] : memref<64x128xf32>
      %m520 = arith.mulf %a520, %two : f32
      %p520 = arith.addf %m520, %zero : f32
      affine.store %p520, %B[%i520, %j520] : memref<64x128xf32>
    }
  }
  affine.for %j521 = 0 to 128 {
    affine.for %i521 = 0 to 64 {
      %a521 = affine.load %B[%i521, %j521] : memref<64x128xf32>
      %o521 = affine.load %S[%j521] : memref<128xf32>
      %s521 = arith.addf %o521, %a521 : f32
      affine.store %s521, %S[%j521] : memref<128xf32>
    }
  }
  affine.for %i522 = 0 to 64 {
    %r522 = affine.for %j522 = 0 to 128 iter_args(%acc522 = %zero) -> (f32) {
      %a522 = affine.load %A[%i522, %j522] : memref<64x128xf32>
      %s522 = arith.addf %acc522, %a522 : f32
      affine.yield %s522 : f32
    }
    affine.store %r522, %R[%i522] : memref<64xf32>
  }
  affine.for %i523 = 0 to 64 {
    affine.for %j523 = 0 to 128 {
      %a523 = affine.load %A[%i523, %j523] : memref<64x128xf32>
      %m523 = arith.mulf %a523, %two : f32
      %p523 = arith.addf %m523, %zero : f32
      affine.store %p523, %B[%i523, %j523] : memref<64x128xf32>
    }
  }
  affine.for %j524 = 0 to 128 {
    affine.for %i524 = 0 to 64 {
      %a524 = affine.load %B[%i524, %j524] : memref<64x128xf32>
      %o524 = affine.load %S[%j524] : memref<128xf32>
      %s524 = arith.addf %o524, %a524 : f32
      affine.store %s524, %S[%j524] : memref<128xf32>
    }
  }
  affine.for %i525 = 0 to 64 {
    %r525 = affine.for %j525 = 0 to 128 iter_args(%acc525 = %zero) -> (f32) {
      %a525 = affine.load %A[%i525, %j525] : memref<64x128xf32>
      %s525 = arith.addf %acc525, %a525 : f32
      affine.yield %s525 : f32
    }
    affine.store %r525, %R[%i525] : memref<64xf32>
  }
  affine.for %i526 = 0 to 64 {
    affine.for %j526 = 0 to 128 {
      %a526 = affine.load %A[%i526, %j526] : memref<64x128xf32>
      %m526 = arith.mulf %a526, %two : f32
      %p526 = arith.addf %m526, %zero : f32
      affine.store %p526, %B[%i526, %j526] : memref<64x128xf32>
    }
  }
  affine.for %j527 = 0 to 128 {
    affine.for %i527 = 0 to 64 {
      %a527 = affine.load %B[%i527, %j527] : memref<64x128xf32>
      %o527 = affine.load %S[%j527] : memref<128xf32>
      %s527 = arith.addf %o527, %a527 : f32
      affine.store %s527, %S[%j527] : memref<128xf32>
    }
  }
  affine.for %i528 = 0 to 64 {
    %r528 = affine.for %j528 = 0 to 128 iter_args(%acc528 = %zero) -> (f32) {
      %a528 = affine.load %A[%i528, %j528] : memref<64x128xf32>
      %s528 = arith.addf %acc528, %a528 : f32
      affine.yield %s528 : f32
    }
    affine.store %r528, %R[%i528] : memref<64xf32>
  }
  affine.for %i529 = 0 to 64 {
    affine.for %j529 = 0 to 128 {
      %a529 = affine.load %A[%i529, %j529] : memref<64x128xf32>
      %m529 = arith.mulf %a529, %two : f32
      %p529 = arith.addf %m529, %zero : f32
      affine.store %p529, %B[%i529, %j529] : memref<64x128xf32>
    }
  }
  affine.for %j530 = 0 to 128 {
    affine.for %i530 = 0 to 64 {
      %a530 = affine.load %B[%i530, %j530] : memref<64x128xf32>
      %o530 = affine.load %S[%j530] : memref<128xf32>
      %s530 = arith.addf %o530, %a530 : f32
      affine.store %s530, %S[%j530] : memref<128xf32>
    }
  }
  affine.for %i531 = 0 to 64 {
    %r531 = affine.for %j531 = 0 to 128 iter_args(%acc531 = %zero) -> (f32) {
      %a531 = affine.load %A[%i531, %j531] : memref<64x128xf32>
      %s531 = arith.addf %acc531, %a531 : f32
      affine.yield %s531 : f32
    }
    affine.store %r531, %R[%i531] : memref<64xf32>
  }
  affine.for %i532 = 0 to 64 {
    affine.for %j532 = 0 to 128 {
      %a532 = affine.load %A[%i532, %j532] : memref<64x128xf32>
      %m532 = arith.mulf %a532, %two : f32
      %p532 = arith.addf %m532, %zero : f32
      affine.store %p532, %B[%i532, %j532] : memref<64x128xf32>
    }
  }
  affine.for %j533 = 0 to 128 {
    affine.for %i533 = 0 to 64 {
      %a533 = affine.load %B[%i533, %j533] : memref<64x128xf32>
      %o533 = affine.load %S[%j533] : memref<128xf32>
      %s533 = arith.addf %o533, %a533 : f32
      affine.store %s533, %S[%j533] : memref<128xf32>
    }
  }
  affine.for %i534 = 0 to 64 {
    %r534 = affine.for %j534 = 0 to 128 iter_args(%acc534 = %zero) -> (f32) {
      %a534 = affine.load %A[%i534, %j534] : memref<64x128xf32>
      %s534 = arith.addf %acc534, %a534 : f32
      affine.yield %s534 : f32
    }
    affine.store %r534, %R[%i534] : memref<64xf32>
  }
  affine.for %i535 = 0 to 64 {
    affine.for %j535 = 0 to 128 {
      %a535 = affine.load %A[%i535, %j535] : memref<64x128xf32>
      %m535 = arith.mulf %a535, %two : f32
      %p535 = arith.addf %m535, %zero : f32
      affine.store %p535, %B[%i535, %j535] : memref<64x128xf32>
    }
  }
  affine.for %j536 = 0 to 128 {
    affine.for %i536 = 0 to 64 {
      %a536 = affine.load %B[%i536, %j536] : memref<64x128xf32>
      %o536 = affine.load %S[%j536] : memref<128xf32>
      %s536 = arith.addf %o536, %a536 : f32
      affine.store %s536, %S[%j536] : memref<128xf32>
    }
  }
  affine.for %i537 = 0 to 64 {
    %r537 = affine.for %j537 = 0 to 128 iter_args(%acc537 = %zero) -> (f32) {
      %a537 = affine.load %A[%i537, %j537] : memref<64x128xf32>
      %s537 = arith.addf %acc537, %a537 : f32
      affine.yield %s537 : f32
    }
    affine.store %r537, %R[%i537] : memref<64xf32>
  }
  affine.for %i538 = 0 to 64 {
    affine.for %j538 = 0 to 128 {
      %a538 = affine.load %A[%i538, %j538] : memref<64x128xf32>
      %m538 = arith.mulf %a538, %two : f32
      %p538 = arith.addf %m538, %zero : f32
      affine.store %p538, %B[%i538, %j538] : memref<64x128xf32>
    }
  }
  affine.for %j539 = 0 to 128 {
    affine.for %i539 = 0 to 64 {
      %a539 = affine.load %B[%i539, %j539] : memref<64x128xf32>
      %o539 = affine.load %S[%j539] : memref<128xf32>
      %s539 = arith.addf %o539, %a539 : f32
      affine.store %s539, %S[%j539] : memref<128xf32>
    }
  }
  affine.for %i540 = 0 to 64 {
    %r540 = affine.for %j540 = 0 to 128 iter_args(%acc540 = %zero) -> (f32) {
      %a540 = affine.load %A[%i540, %j540] : memref<64x128xf32>
      %s540 = arith.addf %acc540, %a540 : f32
      affine.yield %s540 : f32
    }
    affine.store %r540, %R[%i540] : memref<64xf32>
  }
  affine.for %i541 = 0 to 64 {
    affine.for %j541 = 0 to 128 {
      %a541 = affine.load %A[%i541, %j541] : memref<64x128xf32>
      %m541 = arith.mulf %a541, %two : f32
      %p541 = arith.addf %m541, %zero : f32
      affine.store %p541, %B[%i541, %j541] : memref<64x128xf32>
    }
  }
  affine.for %j542 = 0 to 128 {
    affine.for %i542 = 0 to 64 {
      %a542 = affine.load %B[%i542, %j542] : memref<64x128xf32>
      %o542 = affine.load %S[%j542] : memref<128xf32>
      %s542 = arith.addf %o542, %a542 : f32
      affine.store %s542, %S[%j542] : memref<128xf32>
    }
  }
  affine.for %i543 = 0 to 64 {
    %r543 = affine.for %j543 = 0 to 128 iter_args(%acc543 = %zero) -> (f32) {
      %a543 = affine.load %A[%i543, %j543] : memref<64x128xf32>
      %s543 = arith.addf %acc543, %a543 : f32
      affine.yield %s543 : f32
    }
    affine.store %r543, %R[%i543] : memref<64xf32>
  }
  affine.for %i544 = 0 to 64 {
    affine.for %j544 = 0 to 128 {
      %a544 = affine.load %A[%i544, %j544] : memref<64x128xf32>
      %m544 = arith.mulf %a544, %two : f32
      %p544 = arith.addf %m544, %zero : f32
      affine.store %p544, %B[%i544, %j544] : memref<64x128xf32>
    }
  }
  affine.for %j545 = 0 to 128 {
    affine.for %i545 = 0 to 64 {
      %a545 = affine.load %B[%i545, %j545] : memref<64x128xf32>
      %o545 = affine.load %S[%j545] : memref<128xf32>
      %s545 = arith.addf %o545, %a545 : f32
      affine.store %s545, %S[%j545] : memref<128xf32>
    }
  }
  affine.for %i546 = 0 to 64 {
    %r546 = affine.for %j546 = 0 to 128 iter_args(%acc546 = %zero) -> (f32) {
      %a546 = affine.load %A[%i546, %j546] : memref<64x128xf32>
      %s546 = arith.addf %acc546, %a546 : f32
      affine.yield %s546 : f32
    }
    affine.store %r546, %R[%i546] : memref<64xf32>
  }
  affine.for %i547 = 0 to 64 {
    affine.for %j547 = 0 to 128 {
      %a547 = affine.load %A[%i547, %j547] : memref<64x128xf32>
      %m547 = arith.mulf %a547, %two : f32
      %p547 = arith.addf %m547, %zero : f32
      affine.store %p547, %B[%i547, %j547] : memref<64x128xf32>
    }
  }
  affine.for %j548 = 0 to 128 {
    affine.for %i548 = 0 to 64 {
      %a548 = affine.load %B[%i548, %j548] : memref<64x128xf32>
      %o548 = affine.load %S[%j548] : memref<128xf32>
      %s548 = arith.addf %o548, %a548 : f32
      affine.store %s548, %S[%j548] : memref<128xf32>
    }
  }
  affine.for %i549 = 0 to 64 {
    %r549 = affine.for %j549 = 0 to 128 iter_args(%acc549 = %zero) -> (f32) {
      %a549 = affine.load %A[%i549, %j549] : memref<64x128xf32>
      %s549 = arith.addf %acc549, %a549 : f32
      affine.yield %s549 : f32
    }
    affine.store %r549, %R[%i549] : memref<64xf32>
  }
  affine.for %i550 = 0 to 64 {
    affine.for %j550 = 0 to 128 {
      %a550 = affine.load %A[%i550, %j550] : memref<64x128xf32>
      %m550 = arith.mulf %a550, %two : f32
      %p550 = arith.addf %m550, %zero : f32
      affine.store %p550, %B[%i550, %j550] : memref<64x128xf32>
    }
  }
  affine.for %j551 = 0 to 128 {
    affine.for %i551 = 0 to 64 {
      %a551 = affine.load %B[%i551, %j551] : memref<64x128xf32>
      %o551 = affine.load %S[%j551] : memref<128xf32>
      %s551 = arith.addf %o551, %a551 : f32
      affine.store %s551, %S[%j551] : memref<128xf32>
    }
  }
  affine.for %i552 = 0 to 64 {
    %r552 = affine.for %j552 = 0 to 128 iter_args(%acc552 = %zero) -> (f32) {
      %a552 = affine.load %A[%i552, %j552] : memref<64x128xf32>
      %s552 = arith.addf %acc552, %a552 : f32
      affine.yield %s552 : f32
    }
    affine.store %r552, %R[%i552] : memref<64xf32>
  }
  affine.for %i553 = 0 to 64 {
    affine.for %j553 = 0 to 128 {
      %a553 = affine.load %A[%i553, %j553] : memref<64x128xf32>
      %m553 = arith.mulf %a553, %two : f32
      %p553 = arith.addf %m553, %zero : f32
      affine.store %p553, %B[%i553, %j553] : memref<64x128xf32>
    }
  }
  affine.for %j554 = 0 to 128 {
    affine.for %i554 = 0 to 64 {
      %a554 = affine.load %B[%i554, %j554] : memref<64x128xf32>
      %o554 = affine.load %S[%j554] : memref<128xf32>
      %s554 = arith.addf %o554, %a554 : f32
      affine.store %s554, %S[%j554] : memref<128xf32>
    }
  }
  affine.for %i555 = 0 to 64 {
    %r555 = affine.for %j555 = 0 to 128 iter_args(%acc555 = %zero) -> (f32) {
      %a555 = affine.load %A[%i555, %j555] : memref<64x128xf32>
      %s555 = arith.addf %acc555, %a555 : f32
      affine.yield %s555 : f32
    }
    affine.store %r555, %R[%i555] : memref<64xf32>
  }
  affine.for %i556 = 0 to 64 {
    affine.for %j556 = 0 to 128 {
      %a556 = affine.load %A[%i556, %j556] : memref<64x128xf32>
      %m556 = arith.mulf %a556, %two : f32
      %p556 = arith.addf %m556, %zero : f32
      affine.store %p556, %B[%i556, %j556] : memref<64x128xf32>
    }
  }
  affine.for %j557 = 0 to 128 {
    affine.for %i557 = 0 to 64 {
      %a557 = affine.load %B[%i557, %j557] : memref<64x128xf32>
      %o557 = affine.load %S[%j557] : memref<128xf32>
      %s557 = arith.addf %o557, %a557 : f32
      affine.store %s557, %S[%j557] : memref<128xf32>
    }
  }
  affine.for %i558 = 0 to 64 {
    %r558 = affine.for %j558 = 0 to 128 iter_args(%acc558 = %zero) -> (f32) {
      %a558 = affine.load %A[%i558, %j558] : memref<64x128xf32>
      %s558 = arith.addf %acc558, %a558 : f32
      affine.yield %s558 : f32
    }
    affine.store %r558, %R[%i558] : memref<64xf32>
  }
  affine.for %i559 = 0 to 64 {
    affine.for %j559 = 0 to 128 {
      %a559 = affine.load %A[%i559, %j559] : memref<64x128xf32>
      %m559 = arith.mulf %a559, %two : f32
      %p559 = arith.addf %m559, %zero : f32
      affine.store %p559, %B[%i559, %j559] : memref<64x128xf32>
    }
  }
  affine.for %j560 = 0 to 128 {
    affine.for %i560 = 0 to 64 {
      %a560 = affine.load %B[%i560, %j560] : memref<64x128xf32>
      %o560 = affine.load %S[%j560] : memref<128xf32>
      %s560 = arith.addf %o560, %a560 : f32
      affine.store %s560, %S[%j560] : memref<128xf32>
    }
  }
  affine.for %i561 = 0 to 64 {
    %r561 = affine.for %j561 = 0 to 128 iter_args(%acc561 = %zero) -> (f32) {
      %a561 = affine.load %A[%i561, %j561] : memref<64x128xf32>
      %s561 = arith.addf %acc561, %a561 : f32
      affine.yield %s561 : f32
    }
    affine.store %r561, %R[%i561] : memref<64xf32>
  }
  affine.for %i562 = 0 to 64 {
    affine.for %j562 = 0 to 128 {
      %a562 = affine.load %A[%i562, %j562] : memref<64x128xf32>
      %m562 = arith.mulf %a562, %two : f32
      %p562 = arith.addf %m562, %zero : f32
      affine.store %p562, %B[%i562, %j562] : memref<64x128xf32>
    }
  }
  affine.for %j563 = 0 to 128 {
    affine.for %i563 = 0 to 64 {
      %a563 = affine.load %B[%i563, %j563] : memref<64x128xf32>
      %o563 = affine.load %S[%j563] : memref<128xf32>
      %s563 = arith.addf %o563, %a563 : f32
      affine.store %s563, %S[%j563] : memref<128xf32>
    }
  }
  affine.for %i564 = 0 to 64 {
    %r564 = affine.for %j564 = 0 to 128 iter_args(%acc564 = %zero) -> (f32) {
      %a564 = affine.load %A[%i564, %j564] : memref<64x128xf32>
      %s564 = arith.addf %acc564, %a564 : f32
      affine.yield %s564 : f32
    }
    affine.store %r564, %R[%i564] : memref<64xf32>
  }
  affine.for %i565 = 0 to 64 {
    affine.for %j565 = 0 to 128 {
      %a565 = affine.load %A[%i565, %j565] : memref<64x128xf32>
      %m565 = arith.mulf %a565, %two : f32
      %p565 = arith.addf %m565, %zero : f32
      affine.store %p565, %B[%i565, %j565] : memref<64x128xf32>
    }
  }
  affine.for %j566 = 0 to 128 {
    affine.for %i566 = 0 to 64 {
      %a566 = affine.load %B[%i566, %j566] : memref<64x128xf32>
      %o566 = affine.load %S[%j566] : memref<128xf32>
      %s566 = arith.addf %o566, %a566 : f32
      affine.store %s566, %S[%j566] : memref<128xf32>
    }
  }
  affine.for %i567 = 0 to 64 {
    %r567 = affine.for %j567 = 0 to 128 iter_args(%acc567 = %zero) -> (f32) {
      %a567 = affine.load %A[%i567, %j567] : memref<64x128xf32>
      %s567 = arith.addf %acc567, %a567 : f32
      affine.yield %s567 : f32
    }
    affine.store %r567, %R[%i567] : memref<64xf32>
  }
  affine.for %i568 = 0 to 64 {
    affine.for %j568 = 0 to 128 {
      %a568 = affine.load %A[%i568, %j568] : memref<64x128xf32>
      %m568 = arith.mulf %a568, %two : f32
      %p568 = arith.addf %m568, %zero : f32
      affine.store %p568, %B[%i568, %j568] : memref<64x128xf32>
    }
  }
  affine.for %j569 = 0 to 128 {
    affine.for %i569 = 0 to 64 {
      %a569 = affine.load %B[%i569, %j569] : memref<64x128xf32>
      %o569 = affine.load %S[%j569] : memref<128xf32>
      %s569 = arith.addf %o569, %a569 : f32
      affine.store %s569, %S[%j569] : memref<128xf32>
    }
  }
  affine.for %i570 = 0 to 64 {
    %r570 = affine.for %j570 = 0 to 128 iter_args(%acc570 = %zero) -> (f32) {
      %a570 = affine.load %A[%i570, %j570] : memref<64x128xf32>
      %s570 = arith.addf %acc570, %a570 : f32
      affine.yield %s570 : f32
    }
    affine.store %r570, %R[%i570] : memref<64xf32>
  }
  affine.for %i571 = 0 to 64 {
    affine.for %j571 = 0 to 128 {
      %a571 = affine.load %A[%i571, %j571] : memref<64x128xf32>
      %m571 = arith.mulf %a571, %two : f32
      %p571 = arith.addf %m571, %zero : f32
      affine.store %p571, %B[%i571, %j571] : memref<64x128xf32>
    }
  }
  affine.for %j572 = 0 to 128 {
    affine.for %i572 = 0 to 64 {
      %a572 = affine.load %B[%i572, %j572] : memref<64x128xf32>
      %o572 = affine.load %S[%j572] : memref<128xf32>
      %s572 = arith.addf %o572, %a572 : f32
      affine.store %s572, %S[%j572] : memref<128xf32>
    }
  }
  affine.for %i573 = 0 to 64 {
    %r573 = affine.for %j573 = 0 to 128 iter_args(%acc573 = %zero) -> (f32) {
      %a573 = affine.load %A[%i573, %j573] : memref<64x128xf32>
      %s573 = arith.addf %acc573, %a573 : f32
      affine.yield %s573 : f32
    }
    affine.store %r573, %R[%i573] : memref<64xf32>
  }
  affine.for %i574 = 0 to 64 {
    affine.for %j574 = 0 to 128 {
      %a574 = affine.load %A[%i574, %j574] : memref<64x128xf32>
      %m574 = arith.mulf %a574, %two : f32
      %p574 = arith.addf %m574, %zero : f32
      affine.store %p574, %B[%i574, %j574] : memref<64x128xf32>
    }
  }
  affine.for %j575 = 0 to 128 {
    affine.for %i575 = 0 to 64 {
      %a575 = affine.load %B[%i575, %j575] : memref<64x128xf32>
      %o575 = affine.load %S[%j575] : memref<128xf32>
      %s575 = arith.addf %o575, %a575 : f32
      affine.store %s575, %S[%j575] : memref<128xf32>
    }
  }
  affine.for %i576 = 0 to 64 {
    %r576 = affine.for %j576 = 0 to 128 iter_args(%acc576 = %zero) -> (f32) {
      %a576 = affine.load %A[%i576, %j576] : memref<64x128xf32>
      %s576 = arith.addf %acc576, %a576 : f32
      affine.yield %s576 : f32
    }
    affine.store %r576, %R[%i576] : memref<64xf32>
  }
  affine.for %i577 = 0 to 64 {
    affine.for %j577 = 0 to 128 {
      %a577 = affine.load %A[%i577, %j577] : memref<64x128xf32>
      %m577 = arith.mulf %a577, %two : f32
      %p577 = arith.addf %m577, %zero : f32
      affine.store %p577, %B[%i577, %j577] : memref<64x128xf32>
    }
  }
  affine.for %j578 = 0 to 128 {
    affine.for %i578 = 0 to 64 {
      %a578 = affine.load %B[%i578, %j578] : memref<64x128xf32>
      %o578 = affine.load %S[%j578] : memref<128xf32>
      %s578 = arith.addf %o578, %a578 : f32
      affine.store %s578, %S[%j578] : memref<128xf32>
    }
  }
  affine.for %i579 = 0 to 64 {
    %r579 = affine.for %j579 = 0 to 128 iter_args(%acc579 = %zero) -> (f32) {
      %a579 = affine.load %A[%i579, %j579] : memref<64x128xf32>
      %s579 = arith.addf %acc579, %a579 : f32
      affine.yield %s579 : f32
    }
    affine.store %r579, %R[%i579] : memref<64xf32>
  }
  affine.for %i580 = 0 to 64 {
    affine.for %j580 = 0 to 128 {
      %a580 = affine.load %A[%i580, %j580] : memref<64x128xf32>
      %m580 = arith.mulf %a580, %two : f32
      %p580 = arith.addf %m580, %zero : f32
      affine.store %p580, %B[%i580, %j580] : memref<64x128xf32>
    }
  }
  affine.for %j581 = 0 to 128 {
    affine.for %i581 = 0 to 64 {
      %a581 = affine.load %B[%i581, %j581] : memref<64x128xf32>
      %o581 = affine.load %S[%j581] : memref<128xf32>
      %s581 = arith.addf %o581, %a581 : f32
      affine.store %s581, %S[%j581] : memref<128xf32>
    }
  }
  affine.for %i582 = 0 to 64 {
    %r582 = affine.for %j582 = 0 to 128 iter_args(%acc582 = %zero) -> (f32) {
      %a582 = affine.load %A[%i582, %j582] : memref<64x128xf32>
      %s582 = arith.addf %acc582, %a582 : f32
      affine.yield %s582 : f32
    }
    affine.store %r582, %R[%i582] : memref<64xf32>
  }
  affine.for %i583 = 0 to 64 {
    affine.for %j583 = 0 to 128 {
      %a583 = affine.load %A[%i583, %j583] : memref<64x128xf32>
      %m583 = arith.mulf %a583, %two : f32
      %p583 = arith.addf %m583, %zero : f32
      affine.store %p583, %B[%i583, %j583] : memref<64x128xf32>
    }
  }
  affine.for %j584 = 0 to 128 {
    affine.for %i584 = 0 to 64 {
      %a584 = affine.load %B[%i584, %j584] : memref<64x128xf32>
      %o584 = affine.load %S[%j584] : memref<128xf32>
      %s584 = arith.addf %o584, %a584 : f32
      affine.store %s584, %S[%j584] : memref<128xf32>
    }
  }
  affine.for %i585 = 0 to 64 {
    %r585 = affine.for %j585 = 0 to 128 iter_args(%acc585 = %zero) -> (f32) {
      %a585 = affine.load %A[%i585, %j585] : memref<64x128xf32>
      %s585 = arith.addf %acc585, %a585 : f32
      affine.yield %s585 : f32
    }
    affine.store %r585, %R[%i585] : memref<64xf32>
  }
  affine.for %i586 = 0 to 64 {
    affine.for %j586 = 0 to 128 {
      %a586 = affine.load %A[%i586, %j586] : memref<64x128xf32>
      %m586 = arith.mulf %a586, %two : f32
      %p586 = arith.addf %m586, %zero : f32
      affine.store %p586, %B[%i586, %j586] : memref<64x128xf32>
    }
  }
  affine.for %j587 = 0 to 128 {
    affine.for %i587 = 0 to 64 {
      %a587 = affine.load %B[%i587, %j587] : memref<64x128xf32>
      %o587 = affine.load %S[%j587] : memref<128xf32>
      %s587 = arith.addf %o587, %a587 : f32
      affine.store %s587, %S[%j587] : memref<128xf32>
    }
  }
  affine.for %i588 = 0 to 64 {
    %r588 = affine.for %j588 = 0 to 128 iter_args(%acc588 = %zero) -> (f32) {
      %a588 = affine.load %A[%i588, %j588] : memref<64x128xf32>
      %s588 = arith.addf %acc588, %a588 : f32
      affine.yield %s588 : f32
    }
    affine.store %r588, %R[%i588] : memref<64xf32>
  }
  affine.for %i589 = 0 to 64 {
    affine.for %j589 = 0 to 128 {
      %a589 = affine.load %A[%i589, %j589] : memref<64x128xf32>
      %m589 = arith.mulf %a589, %two : f32
      %p589 = arith.addf %m589, %zero : f32
      affine.store %p589, %B[%i589, %j589] : memref<64x128xf32>
    }
  }
  affine.for %j590 = 0 to 128 {
    affine.for %i590 = 0 to 64 {
      %a590 = affine.load %B[%i590, %j590] : memref<64x128xf32>
      %o590 = affine.load %S[%j590] : memref<128xf32>
      %s590 = arith.addf %o590, %a590 : f32
      affine.store %s590, %S[%j590] : memref<128xf32>
    }
  }
  affine.for %i591 = 0 to 64 {
    %r591 = affine.for %j591 = 0 to 128 iter_args(%acc591 = %zero) -> (f32) {
      %a591 = affine.load %A[%i591, %j591] : memref<64x128xf32>
      %s591 = arith.addf %acc591, %a591 : f32
      affine.yield %s591 : f32
    }
    affine.store %r591, %R[%i591] : memref<64xf32>
  }
  affine.for %i592 = 0 to 64 {
    affine.for %j592 = 0 to 128 {
      %a592 = affine.load %A[%i592, %j592] : memref<64x128xf32>
      %m592 = arith.mulf %a592, %two : f32
      %p592 = arith.addf %m592, %zero : f32
      affine.store %p592, %B[%i592, %j592] : memref<64x128xf32>
    }
  }
  affine.for %j593 = 0 to 128 {
    affine.for %i593 = 0 to 64 {
      %a593 = affine.load %B[%i593, %j593] : memref<64x128xf32>
      %o593 = affine.load %S[%j593] : memref<128xf32>
      %s593 = arith.addf %o593, %a593 : f32
      affine.store %s593, %S[%j593] : memref<128xf32>
    }
  }
  affine.for %i594 = 0 to 64 {
    %r594 = affine.for %j594 = 0 to 128 iter_args(%acc594 = %zero) -> (f32) {
      %a594 = affine.load %A[%i594, %j594] : memref<64x128xf32>
      %s594 = arith.addf %acc594, %a594 : f32
      affine.yield %s594 : f32
    }
    affine.store %r594, %R[%i594] : memref<64xf32>
  }
  affine.for %i595 = 0 to 64 {
    affine.for %j595 = 0 to 128 {
      %a595 = affine.load %A[%i595, %j595] : memref<64x128xf32>
      %m595 = arith.mulf %a595, %two : f32
      %p595 = arith.addf %m595, %zero : f32
      affine.store %p595, %B[%i595, %j595] : memref<64x128xf32>
    }
  }
  affine.for %j596 = 0 to 128 {
    affine.for %i596 = 0 to 64 {
      %a596 = affine.load %B[%i596, %j596] : memref<64x128xf32>
      %o596 = affine.load %S[%j596] : memref<128xf32>
      %s596 = arith.addf %o596, %a596 : f32
      affine.store %s596, %S[%j596] : memref<128xf32>
    }
  }
  affine.for %i597 = 0 to 64 {
    %r597 = affine.for %j597 = 0 to 128 iter_args(%acc597 = %zero) -> (f32) {
      %a597 = affine.load %A[%i597, %j597] : memref<64x128xf32>
      %s597 = arith.addf %acc597, %a597 : f32
      affine.yield %s597 : f32
    }
    affine.store %r597, %R[%i597] : memref<64xf32>
  }
  affine.for %i598 = 0 to 64 {
    affine.for %j598 = 0 to 128 {
      %a598 = affine.load %A[%i598, %j598] : memref<64x128xf32>
      %m598 = arith.mulf %a598, %two : f32
      %p598 = arith.addf %m598, %zero : f32
      affine.store %p598, %B[%i598, %j598] : memref<64x128xf32>
    }
  }
  affine.for %j599 = 0 to 128 {
    affine.for %i599 = 0 to 64 {
      %a599 = affine.load %B[%i599, %j599] : memref<64x128xf32>
      %o599 = affine.load %S[%j599] : memref<128xf32>
      %s599 = arith.addf %o599, %a599 : f32
      affine.store %s599, %S[%j599] : memref<128xf32>
    }
  }
  affine.for %i600 = 0 to 64 {
    %r600 = affine.for %j600 = 0 to 128 iter_args(%acc600 = %zero) -> (f32) {
      %a600 = affine.load %A[%i600, %j600] : memref<64x128xf32>
      %s600 = arith.addf %acc600, %a600 : f32
      affine.yield %s600 : f32
    }
    affine.store %r600, %R[%i600] : memref<64xf32>
  }
  affine.for %i601 = 0 to 64 {
    affine.for %j601 = 0 to 128 {
      %a601 = affine.load %A[%i601, %j601] : memref<64x128xf32>
      %m601 = arith.mulf %a601, %two : f32
      %p601 = arith.addf %m601, %zero : f32
      affine.store %p601, %B[%i601, %j601] : memref<64x128xf32>
    }
  }
  affine.for %j602 = 0 to 128 {
    affine.for %i602 = 0 to 64 {
      %a602 = affine.load %B[%i602, %j602] : memref<64x128xf32>
      %o602 = affine.load %S[%j602] : memref<128xf32>
      %s602 = arith.addf %o602, %a602 : f32
      affine.store %s602, %S[%j602] : memref<128xf32>
    }
  }
  affine.for %i603 = 0 to 64 {
    %r603 = affine.for %j603 = 0 to 128 iter_args(%acc603 = %zero) -> (f32) {
      %a603 = affine.load %A[%i603, %j603] : memref<64x128xf32>
      %s603 = arith.addf %acc603, %a603 : f32
      affine.yield %s603 : f32
    }
    affine.store %r603, %R[%i603] : memref<64xf32>
  }
  affine.for %i604 = 0 to 64 {
    affine.for %j604 = 0 to 128 {
      %a604 = affine.load %A[%i604, %j604] : memref<64x128xf32>
      %m604 = arith.mulf %a604, %two : f32
      %p604 = arith.addf %m604, %zero : f32
      affine.store %p604, %B[%i604, %j604] : memref<64x128xf32>
    }
  }
  affine.for %j605 = 0 to 128 {
    affine.for %i605 = 0 to 64 {
      %a605 = affine.load %B[%i605, %j605] : memref<64x128xf32>
      %o605 = affine.load %S[%j605] : memref<128xf32>
      %s605 = arith.addf %o605, %a605 : f32
      affine.store %s605, %S[%j605] : memref<128xf32>
    }
  }
  affine.for %i606 = 0 to 64 {
    %r606 = affine.for %j606 = 0 to 128 iter_args(%acc606 = %zero) -> (f32) {
      %a606 = affine.load %A[%i606, %j606] : memref<64x128xf32>
      %s606 = arith.addf %acc606, %a606 : f32
      affine.yield %s606 : f32
    }
    affine.store %r606, %R[%i606] : memref<64xf32>
  }
  affine.for %i607 = 0 to 64 {
    affine.for %j607 = 0 to 128 {
      %a607 = affine.load %A[%i607, %j607] : memref<64x128xf32>
      %m607 = arith.mulf %a607, %two : f32
      %p607 = arith.addf %m607, %zero : f32
      affine.store %p607, %B[%i607, %j607] : memref<64x128xf32>
    }
  }
  affine.for %j608 = 0 to 128 {
    affine.for %i608 = 0 to 64 {
      %a608 = affine.load %B[%i608, %j608] : memref<64x128xf32>
      %o608 = affine.load %S[%j608] : memref<128xf32>
      %s608 = arith.addf %o608, %a608 : f32
      affine.store %s608, %S[%j608] : memref<128xf32>
    }
  }
  affine.for %i609 = 0 to 64 {
    %r609 = affine.for %j609 = 0 to 128 iter_args(%acc609 = %zero) -> (f32) {
      %a609 = affine.load %A[%i609, %j609] : memref<64x128xf32>
      %s609 = arith.addf %acc609, %a609 : f32
      affine.yield %s609 : f32
    }
    affine.store %r609, %R[%i609] : memref<64xf32>
  }
  affine.for %i610 = 0 to 64 {
    affine.for %j610 = 0 to 128 {
      %a610 = affine.load %A[%i610, %j610] : memref<64x128xf32>
      %m610 = arith.mulf %a610, %two : f32
      %p610 = arith.addf %m610, %zero : f32
      affine.store %p610, %B[%i610, %j610] : memref<64x128xf32>
    }
  }
  affine.for %j611 = 0 to 128 {
    affine.for %i611 = 0 to 64 {
      %a611 = affine.load %B[%i611, %j611] : memref<64x128xf32>
      %o611 = affine.load %S[%j611] : memref<128xf32>
      %s611 = arith.addf %o611, %a611 : f32
      affine.store %s611, %S[%j611] : memref<128xf32>
    }
  }
  affine.for %i612 = 0 to 64 {
    %r612 = affine.for %j612 = 0 to 128 iter_args(%acc612 = %zero) -> (f32) {
      %a612 = affine.load %A[%i612, %j612] : memref<64x128xf32>
      %s612 = arith.addf %acc612, %a612 : f32
      affine.yield %s612 : f32
    }
    affine.store %r612, %R[%i612] : memref<64xf32>
  }
  affine.for %i613 = 0 to 64 {
    affine.for %j613 = 0 to 128 {
      %a613 = affine.load %A[%i613, %j613] : memref<64x128xf32>
      %m613 = arith.mulf %a613, %two : f32
      %p613 = arith.addf %m613, %zero : f32
      affine.store %p613, %B[%i613, %j613] : memref<64x128xf32>
    }
  }
  affine.for %j614 = 0 to 128 {
    affine.for %i614 = 0 to 64 {
      %a614 = affine.load %B[%i614, %j614] : memref<64x128xf32>
      %o614 = affine.load %S[%j614] : memref<128xf32>
      %s614 = arith.addf %o614, %a614 : f32
      affine.store %s614, %S[%j614] : memref<128xf32>
    }
  }
  affine.for %i615 = 0 to 64 {
    %r615 = affine.for %j615 = 0 to 128 iter_args(%acc615 = %zero) -> (f32) {
      %a615 = affine.load %A[%i615, %j615] : memref<64x128xf32>
      %s615 = arith.addf %acc615, %a615 : f32
      affine.yield %s615 : f32
    }
    affine.store %r615, %R[%i615] : memref<64xf32>
  }
  affine.for %i616 = 0 to 64 {
    affine.for %j616 = 0 to 128 {
      %a616 = affine.load %A[%i616, %j616] : memref<64x128xf32>
      %m616 = arith.mulf %a616, %two : f32
      %p616 = arith.addf %m616, %zero : f32
      affine.store %p616, %B[%i616, %j616] : memref<64x128xf32>
    }
  }
  affine.for %j617 = 0 to 128 {
    affine.for %i617 = 0 to 64 {
      %a617 = affine.load %B[%i617, %j617] : memref<64x128xf32>
      %o617 = affine.load %S[%j617] : memref<128xf32>
      %s617 = arith.addf %o617, %a617 : f32
      affine.store %s617, %S[%j617] : memref<128xf32>
    }
  }
  affine.for %i618 = 0 to 64 {
    %r618 = affine.for %j618 = 0 to 128 iter_args(%acc618 = %zero) -> (f32) {
      %a618 = affine.load %A[%i618, %j618] : memref<64x128xf32>
      %s618 = arith.addf %acc618, %a618 : f32
      affine.yield %s618 : f32
    }
    affine.store %r618, %R[%i618] : memref<64xf32>
  }
  affine.for %i619 = 0 to 64 {
    affine.for %j619 = 0 to 128 {
      %a619 = affine.load %A[%i619, %j619] : memref<64x128xf32>
      %m619 = arith.mulf %a619, %two : f32
      %p619 = arith.addf %m619, %zero : f32
      affine.store %p619, %B[%i619, %j619] : memref<64x128xf32>
    }
  }
  affine.for %j620 = 0 to 128 {
    affine.for %i620 = 0 to 64 {
      %a620 = affine.load %B[%i620, %j620] : memref<64x128xf32>
      %o620 = affine.load %S[%j620] : memref<128xf32>
      %s620 = arith.addf %o620, %a620 : f32
      affine.store %s620, %S[%j620] : memref<128xf32>
    }
  }
  affine.for %i621 = 0 to 64 {
    %r621 = affine.for %j621 = 0 to 128 iter_args(%acc621 = %zero) -> (f32) {
      %a621 = affine.load %A[%i621, %j621] : memref<64x128xf32>
      %s621 = arith.addf %acc621, %a621 : f32
      affine.yield %s621 : f32
    }
    affine.store %r621, %R[%i621] : memref<64xf32>
  }
  affine.for %i622 = 0 to 64 {
    affine.for %j622 = 0 to 128 {
      %a622 = affine.load %A[%i622, %j622] : memref<64x128xf32>
      %m622 = arith.mulf %a622, %two : f32
      %p622 = arith.addf %m622, %zero : f32
      affine.store %p622, %B[%i622, %j622] : memref<64x128xf32>
    }
  }
  affine.for %j623 = 0 to 128 {
    affine.for %i623 = 0 to 64 {
      %a623 = affine.load %B[%i623, %j623] : memref<64x128xf32>
      %o623 = affine.load %S[%j623] : memref<128xf32>
      %s623 = arith.addf %o623, %a623 : f32
      affine.store %s623, %S[%j623] : memref<128xf32>
    }
  }
  affine.for %i624 = 0 to 64 {
    %r624 = affine.for %j624 = 0 to 128 iter_args(%acc624 = %zero) -> (f32) {
      %a624 = affine.load %A[%i624, %j624] : memref<64x128xf32>
      %s624 = arith.addf %acc624, %a624 : f32
      affine.yield %s624 : f32
    }
    affine.store %r624, %R[%i624] : memref<64xf32>
  }
  affine.for %i625 = 0 to 64 {
    affine.for %j625 = 0 to 128 {
      %a625 = affine.load %A[%i625, %j625] : memref<64x128xf32>
      %m625 = arith.mulf %a625, %two : f32
      %p625 = arith.addf %m625, %zero : f32
      affine.store %p625, %B[%i625, %j625] : memref<64x128xf32>
    }
  }
  affine.for %j626 = 0 to 128 {
    affine.for %i626 = 0 to 64 {
      %a626 = affine.load %B[%i626, %j626] : memref<64x128xf32>
      %o626 = affine.load %S[%j626] : memref<128xf32>
      %s626 = arith.addf %o626, %a626 : f32
      affine.store %s626, %S[%j626] : memref<128xf32>
    }
  }
  affine.for %i627 = 0 to 64 {
    %r627 = affine.for %j627 = 0 to 128 iter_args(%acc627 = %zero) -> (f32) {
      %a627 = affine.load %A[%i627, %j627] : memref<64x128xf32>
      %s627 = arith.addf %acc627, %a627 : f32
      affine.yield %s627 : f32
    }
    affine.store %r627, %R[%i627] : memref<64xf32>
  }
  affine.for %i628 = 0 to 64 {
    affine.for %j628 = 0 to 128 {
      %a628 = affine.load %A[%i628, %j628] : memref<64x128xf32>
      %m628 = arith.mulf %a628, %two : f32
      %p628 = arith.addf %m628, %zero : f32
      affine.store %p628, %B[%i628, %j628] : memref<64x128xf32>
    }
  }
  affine.for %j629 = 0 to 128 {
    affine.for %i629 = 0 to 64 {
      %a629 = affine.load %B[%i629, %j629] : memref<64x128xf32>
      %o629 = affine.load %S[%j629] : memref<128xf32>
      %s629 = arith.addf %o629, %a629 : f32
      affine.store %s629, %S[%j629] : memref<128xf32>
    }
  }
  affine.for %i630 = 0 to 64 {
    %r630 = affine.for %j630 = 0 to 128 iter_args(%acc630 = %zero) -> (f32) {
      %a630 = affine.load %A[%i630, %j630] : memref<64x128xf32>
      %s630 = arith.addf %acc630, %a630 : f32
      affine.yield %s630 : f32
    }
    affine.store %r630, %R[%i630] : memref<64xf32>
  }
  affine.for %i631 = 0 to 64 {
    affine.for %j631 = 0 to 128 {
      %a631 = affine.load %A[%i631, %j631] : memref<64x128xf32>
      %m631 = arith.mulf %a631, %two : f32
      %p631 = arith.addf %m631, %zero : f32
      affine.store %p631, %B[%i631, %j631] : memref<64x128xf32>
    }
  }
  affine.for %j632 = 0 to 128 {
    affine.for %i632 = 0 to 64 {
      %a632 = affine.load %B[%i632, %j632] : memref<64x128xf32>
      %o632 = affine.load %S[%j632] : memref<128xf32>
      %s632 = arith.addf %o632, %a632 : f32
      affine.store %s632, %S[%j632] : memref<128xf32>
    }
  }
  affine.for %i633 = 0 to 64 {
    %r633 = affine.for %j633 = 0 to 128 iter_args(%acc633 = %zero) -> (f32) {
      %a633 = affine.load %A[%i633, %j633] : memref<64x128xf32>
      %s633 = arith.addf %acc633, %a633 : f32
      affine.yield %s633 : f32
    }
    affine.store %r633, %R[%i633] : memref<64xf32>
  }
  affine.for %i634 = 0 to 64 {
    affine.for %j634 = 0 to 128 {
      %a634 = affine.load %A[%i634, %j634] : memref<64x128xf32>
      %m634 = arith.mulf %a634, %two : f32
      %p634 = arith.addf %m634, %zero : f32
      affine.store %p634, %B[%i634, %j634] : memref<64x128xf32>
    }
  }
  affine.for %j635 = 0 to 128 {
    affine.for %i635 = 0 to 64 {
      %a635 = affine.load %B[%i635, %j635] : memref<64x128xf32>
      %o635 = affine.load %S[%j635] : memref<128xf32>
      %s635 = arith.addf %o635, %a635 : f32
      affine.store %s635, %S[%j635] : memref<128xf32>
    }
  }
  affine.for %i636 = 0 to 64 {
    %r636 = affine.for %j636 = 0 to 128 iter_args(%acc636 = %zero) -> (f32) {
      %a636 = affine.load %A[%i636, %j636] : memref<64x128xf32>
      %s636 = arith.addf %acc636, %a636 : f32
      affine.yield %s636 : f32
    }
    affine.store %r636, %R[%i636] : memref<64xf32>
  }
  affine.for %i637 = 0 to 64 {
    affine.for %j637 = 0 to 128 {
      %a637 = affine.load %A[%i637, %j637] : memref<64x128xf32>
      %m637 = arith.mulf %a637, %two : f32
      %p637 = arith.addf %m637, %zero : f32
      affine.store %p637, %B[%i637, %j637] : memref<64x128xf32>
    }
  }
  affine.for %j638 = 0 to 128 {
    affine.for %i638 = 0 to 64 {
      %a638 = affine.load %B[%i638, %j638] : memref<64x128xf32>
      %o638 = affine.load %S[%j638] : memref<128xf32>
      %s638 = arith.addf %o638, %a638 : f32
      affine.store %s638, %S[%j638] : memref<128xf32>
    }
  }
  affine.for %i639 = 0 to 64 {
    %r639 = affine.for %j639 = 0 to 128 iter_args(%acc639 = %zero) -> (f32) {
      %a639 = affine.load %A[%i639, %j639] : memref<64x128xf32>
      %s639 = arith.addf %acc639, %a639 : f32
      affine.yield %s639 : f32
    }
    affine.store %r639, %R[%i639] : memref<64xf32>
  }
  affine.for %i640 = 0 to 64 {
    affine.for %j640 = 0 to 128 {
      %a640 = affine.load %A[%i640, %j640] : memref<64x128xf32>
      %m640 = arith.mulf %a640, %two : f32
      %p640 = arith.addf %m640, %zero : f32
      affine.store %p640, %B[%i640, %j640] : memref<64x128xf32>
    }
  }
  affine.for %j641 = 0 to 128 {
    affine.for %i641 = 0 to 64 {
      %a641 = affine.load %B[%i641, %j641] : memref<64x128xf32>
      %o641 = affine.load %S[%j641] : memref<128xf32>
      %s641 = arith.addf %o641, %a641 : f32
      affine.store %s641, %S[%j641] : memref<128xf32>
    }
  }
  affine.for %i642 = 0 to 64 {
    %r642 = affine.for %j642 = 0 to 128 iter_args(%acc642 = %zero) -> (f32) {
      %a642 = affine.load %A[%i642, %j642] : memref<64x128xf32>
      %s642 = arith.addf %acc642, %a642 : f32
      affine.yield %s642 : f32
    }
    affine.store %r642, %R[%i642] : memref<64xf32>
  }
  affine.for %i643 = 0 to 64 {
    affine.for %j643 = 0 to 128 {
      %a643 = affine.load %A[%i643, %j643] : memref<64x128xf32>
      %m643 = arith.mulf %a643, %two : f32
      %p643 = arith.addf %m643, %zero : f32
      affine.store %p643, %B[%i643, %j643] : memref<64x128xf32>
    }
  }
  affine.for %j644 = 0 to 128 {
    affine.for %i644 = 0 to 64 {
      %a644 = affine.load %B[%i644, %j644] : memref<64x128xf32>
      %o644 = affine.load %S[%j644] : memref<128xf32>
      %s644 = arith.addf %o644, %a644 : f32
      affine.store %s644, %S[%j644] : memref<128xf32>
    }
  }
  affine.for %i645 = 0 to 64 {
    %r645 = affine.for %j645 = 0 to 128 iter_args(%acc645 = %zero) -> (f32) {
      %a645 = affine.load %A[%i645, %j645] : memref<64x128xf32>
      %s645 = arith.addf %acc645, %a645 : f32
      affine.yield %s645 : f32
    }
    affine.store %r645, %R[%i645] : memref<64xf32>
  }
  affine.for %i646 = 0 to 64 {
    affine.for %j646 = 0 to 128 {
      %a646 = affine.load %A[%i646, %j646] : memref<64x128xf32>
      %m646 = arith.mulf %a646, %two : f32
      %p646 = arith.addf %m646, %zero : f32
      affine.store %p646, %B[%i646, %j646] : memref<64x128xf32>
    }
  }
  affine.for %j647 = 0 to 128 {
    affine.for %i647 = 0 to 64 {
      %a647 = affine.load %B[%i647, %j647] : memref<64x128xf32>
      %o647 = affine.load %S[%j647] : memref<128xf32>
      %s647 = arith.addf %o647, %a647 : f32
      affine.store %s647, %S[%j647] : memref<128xf32>
    }
  }
  affine.for %i648 = 0 to 64 {
    %r648 = affine.for %j648 = 0 to 128 iter_args(%acc648 = %zero) -> (f32) {
      %a648 = affine.load %A[%i648, %j648] : memref<64x128xf32>
      %s648 = arith.addf %acc648, %a648 : f32
      affine.yield %s648 : f32
    }
    affine.store %r648, %R[%i648] : memref<64xf32>
  }
  affine.for %i649 = 0 to 64 {
    affine.for %j649 = 0 to 128 {
      %a649 = affine.load %A[%i649, %j649] : memref<64x128xf32>
      %m649 = arith.mulf %a649, %two : f32
      %p649 = arith.addf %m649, %zero : f32
      affine.store %p649, %B[%i649, %j649] : memref<64x128xf32>
    }
  }
  affine.for %j650 = 0 to 128 {
    affine.for %i650 = 0 to 64 {
      %a650 = affine.load %B[%i650, %j650] : memref<64x128xf32>
      %o650 = affine.load %S[%j650] : memref<128xf32>
      %s650 = arith.addf %o650, %a650 : f32
      affine.store %s650, %S[%j650] : memref<128xf32>
    }
  }
  affine.for %i651 = 0 to 64 {
    %r651 = affine.for %j651 = 0 to 128 iter_args(%acc651 = %zero) -> (f32) {
      %a651 = affine.load %A[%i651, %j651] : memref<64x128xf32>
      %s651 = arith.addf %acc651, %a651 : f32
      affine.yield %s651 : f32
    }
    affine.store %r651, %R[%i651] : memref<64xf32>
  }
  affine.for %i652 = 0 to 64 {
    affine.for %j652 = 0 to 128 {
      %a652 = affine.load %A[%i652, %j652] : memref<64x128xf32>
      %m652 = arith.mulf %a652, %two : f32
      %p652 = arith.addf %m652, %zero : f32
      affine.store %p652, %B[%i652, %j652] : memref<64x128xf32>
    }
  }
  affine.for %j653 = 0 to 128 {
    affine.for %i653 = 0 to 64 {
      %a653 = affine.load %B[%i653, %j653] : memref<64x128xf32>
      %o653 = affine.load %S[%j653] : memref<128xf32>
      %s653 = arith.addf %o653, %a653 : f32
      affine.store %s653, %S[%j653] : memref<128xf32>
    }
  }
  affine.for %i654 = 0 to 64 {
    %r654 = affine.for %j654 = 0 to 128 iter_args(%acc654 = %zero) -> (f32) {
      %a654 = affine.load %A[%i654, %j654] : memref<64x128xf32>
      %s654 = arith.addf %acc654, %a654 : f32
      affine.yield %s654 : f32
    }
    affine.store %r654, %R[%i654] : memref<64xf32>
  }
  affine.for %i655 = 0 to 64 {
    affine.for %j655 = 0 to 128 {
      %a655 = affine.load %A[%i655, %j655] : memref<64x128xf32>
      %m655 = arith.mulf %a655, %two : f32
      %p655 = arith.addf %m655, %zero : f32
      affine.store %p655, %B[%i655, %j655] : memref<64x128xf32>
    }
  }
  affine.for %j656 = 0 to 128 {
    affine.for %i656 = 0 to 64 {
      %a656 = affine.load %B[%i656, %j656] : memref<64x128xf32>
      %o656 = affine.load %S[%j656] : memref<128xf32>
      %s656 = arith.addf %o656, %a656 : f32
      affine.store %s656, %S[%j656] : memref<128xf32>
    }
  }
  affine.for %i657 = 0 to 64 {
    %r657 = affine.for %j657 = 0 to 128 iter_args(%acc657 = %zero) -> (f32) {
      %a657 = affine.load %A[%i657, %j657] : memref<64x128xf32>
      %s657 = arith.addf %acc657, %a657 : f32
      affine.yield %s657 : f32
    }
    affine.store %r657, %R[%i657] : memref<64xf32>
  }
  affine.for %i658 = 0 to 64 {
    affine.for %j658 = 0 to 128 {
      %a658 = affine.load %A[%i658, %j658] : memref<64x128xf32>
      %m658 = arith.mulf %a658, %two : f32
      %p658 = arith.addf %m658, %zero : f32
      affine.store %p658, %B[%i658, %j658] : memref<64x128xf32>
    }
  }
  affine.for %j659 = 0 to 128 {
    affine.for %i659 = 0 to 64 {
      %a659 = affine.load %B[%i659, %j659] : memref<64x128xf32>
      %o659 = affine.load %S[%j659] : memref<128xf32>
      %s659 = arith.addf %o659, %a659 : f32
      affine.store %s659, %S[%j659] : memref<128xf32>
    }
  }
  affine.for %i660 = 0 to 64 {
    %r660 = affine.for %j660 = 0 to 128 iter_args(%acc660 = %zero) -> (f32) {
      %a660 = affine.load %A[%i660, %j660] : memref<64x128xf32>
      %s660 = arith.addf %acc660, %a660 : f32
      affine.yield %s660 : f32
    }
    affine.store %r660, %R[%i660] : memref<64xf32>
  }
  affine.for %i661 = 0 to 64 {
    affine.for %j661 = 0 to 128 {
      %a661 = affine.load %A[%i661, %j661] : memref<64x128xf32>
      %m661 = arith.mulf %a661, %two : f32
      %p661 = arith.addf %m661, %zero : f32
      affine.store %p661, %B[%i661, %j661] : memref<64x128xf32>
    }
  }
  affine.for %j662 = 0 to 128 {
    affine.for %i662 = 0 to 64 {
      %a662 = affine.load %B[%i662, %j662] : memref<64x128xf32>
      %o662 = affine.load %S[%j662] : memref<128xf32>
      %s662 = arith.addf %o662, %a662 : f32
      affine.store %s662, %S[%j662] : memref<128xf32>
    }
  }
  affine.for %i663 = 0 to 64 {
    %r663 = affine.for %j663 = 0 to 128 iter_args(%acc663 = %zero) -> (f32) {
      %a663 = affine.load %A[%i663, %j663] : memref<64x128xf32>
      %s663 = arith.addf %acc663, %a663 : f32
      affine.yield %s663 : f32
    }
    affine.store %r663, %R[%i663] : memref<64xf32>
  }
  affine.for %i664 = 0 to 64 {
    affine.for %j664 = 0 to 128 {
      %a664 = affine.load %A[%i664, %j664] : memref<64x128xf32>
      %m664 = arith.mulf %a664, %two : f32
      %p664 = arith.addf %m664, %zero : f32
      affine.store %p664, %B[%i664, %j664] : memref<64x128xf32>
    }
  }
  affine.for %j665 = 0 to 128 {
    affine.for %i665 = 0 to 64 {
      %a665 = affine.load %B[%i665, %j665] : memref<64x128xf32>
      %o665 = affine.load %S[%j665] : memref<128xf32>
      %s665 = arith.addf %o665, %a665 : f32
      affine.store %s665, %S[%j665] : memref<128xf32>
    }
  }
  affine.for %i666 = 0 to 64 {
    %r666 = affine.for %j666 = 0 to 128 iter_args(%acc666 = %zero) -> (f32) {
      %a666 = affine.load %A[%i666, %j666] : memref<64x128xf32>
      %s666 = arith.addf %acc666, %a666 : f32
      affine.yield %s666 : f32
    }
    affine.store %r666, %R[%i666] : memref<64xf32>
  }
  affine.for %i667 = 0 to 64 {
    affine.for %j667 = 0 to 128 {
      %a667 = affine.load %A[%i667, %j667] : memref<64x128xf32>
      %m667 = arith.mulf %a667, %two : f32
      %p667 = arith.addf %m667, %zero : f32
      affine.store %p667, %B[%i667, %j667] : memref<64x128xf32>
    }
  }
  affine.for %j668 = 0 to 128 {
    affine.for %i668 = 0 to 64 {
      %a668 = affine.load %B[%i668, %j668] : memref<64x128xf32>
      %o668 = affine.load %S[%j668] : memref<128xf32>
      %s668 = arith.addf %o668, %a668 : f32
      affine.store %s668, %S[%j668] : memref<128xf32>
    }
  }
  affine.for %i669 = 0 to 64 {
    %r669 = affine.for %j669 = 0 to 128 iter_args(%acc669 = %zero) -> (f32) {
      %a669 = affine.load %A[%i669, %j669] : memref<64x128xf32>
      %s669 = arith.addf %acc669, %a669 : f32
      affine.yield %s669 : f32
    }
    affine.store %r669, %R[%i669] : memref<64xf32>
  }
  affine.for %i670 = 0 to 64 {
    affine.for %j670 = 0 to 128 {
      %a670 = affine.load %A[%i670, %j670] : memref<64x128xf32>
      %m670 = arith.mulf %a670, %two : f32
      %p670 = arith.addf %m670, %zero : f32
      affine.store %p670, %B[%i670, %j670] : memref<64x128xf32>
    }
  }
  affine.for %j671 = 0 to 128 {
    affine.for %i671 = 0 to 64 {
      %a671 = affine.load %B[%i671, %j671] : memref<64x128xf32>
      %o671 = affine.load %S[%j671] : memref<128xf32>
      %s671 = arith.addf %o671, %a671 : f32
      affine.store %s671, %S[%j671] : memref<128xf32>
    }
  }
  affine.for %i672 = 0 to 64 {
    %r672 = affine.for %j672 = 0 to 128 iter_args(%acc672 = %zero) -> (f32) {
      %a672 = affine.load %A[%i672, %j672] : memref<64x128xf32>
      %s672 = arith.addf %acc672, %a672 : f32
      affine.yield %s672 : f32
    }
    affine.store %r672, %R[%i672] : memref<64xf32>
  }
  affine.for %i673 = 0 to 64 {
    affine.for %j673 = 0 to 128 {
      %a673 = affine.load %A[%i673, %j673] : memref<64x128xf32>
      %m673 = arith.mulf %a673, %two : f32
      %p673 = arith.addf %m673, %zero : f32
      affine.store %p673, %B[%i673, %j673] : memref<64x128xf32>
    }
  }
  affine.for %j674 = 0 to 128 {
    affine.for %i674 = 0 to 64 {
      %a674 = affine.load %B[%i674, %j674] : memref<64x128xf32>
      %o674 = affine.load %S[%j674] : memref<128xf32>
      %s674 = arith.addf %o674, %a674 : f32
      affine.store %s674, %S[%j674] : memref<128xf32>
    }
  }
  affine.for %i675 = 0 to 64 {
    %r675 = affine.for %j675 = 0 to 128 iter_args(%acc675 = %zero) -> (f32) {
      %a675 = affine.load %A[%i675, %j675] : memref<64x128xf32>
      %s675 = arith.addf %acc675, %a675 : f32
      affine.yield %s675 : f32
    }
    affine.store %r675, %R[%i675] : memref<64xf32>
  }
  affine.for %i676 = 0 to 64 {
    affine.for %j676 = 0 to 128 {
      %a676 = affine.load %A[%i676, %j676] : memref<64x128xf32>
      %m676 = arith.mulf %a676, %two : f32
      %p676 = arith.addf %m676, %zero : f32
      affine.store %p676, %B[%i676, %j676] : memref<64x128xf32>
    }
  }
  affine.for %j677 = 0 to 128 {
    affine.for %i677 = 0 to 64 {
      %a677 = affine.load %B[%i677, %j677] : memref<64x128xf32>
      %o677 = affine.load %S[%j677] : memref<128xf32>
      %s677 = arith.addf %o677, %a677 : f32
      affine.store %s677, %S[%j677] : memref<128xf32>
    }
  }
  affine.for %i678 = 0 to 64 {
    %r678 = affine.for %j678 = 0 to 128 iter_args(%acc678 = %zero) -> (f32) {
      %a678 = affine.load %A[%i678, %j678] : memref<64x128xf32>
      %s678 = arith.addf %acc678, %a678 : f32
      affine.yield %s678 : f32
    }
    affine.store %r678, %R[%i678] : memref<64xf32>
  }
  affine.for %i679 = 0 to 64 {
    affine.for %j679 = 0 to 128 {
      %a679 = affine.load %A[%i679, %j679] : memref<64x128xf32>
      %m679 = arith.mulf %a679, %two : f32
      %p679 = arith.addf %m679, %zero : f32
      affine.store %p679, %B[%i679, %j679] : memref<64x128xf32>
    }
  }
  affine.for %j680 = 0 to 128 {
    affine.for %i680 = 0 to 64 {
      %a680 = affine.load %B[%i680, %j680] : memref<64x128xf32>
      %o680 = affine.load %S[%j680] : memref<128xf32>
      %s680 = arith.addf %o680, %a680 : f32
      affine.store %s680, %S[%j680] : memref<128xf32>
    }
  }
  affine.for %i681 = 0 to 64 {
    %r681 = affine.for %j681 = 0 to 128 iter_args(%acc681 = %zero) -> (f32) {
      %a681 = affine.load %A[%i681, %j681] : memref<64x128xf32>
      %s681 = arith.addf %acc681, %a681 : f32
      affine.yield %s681 : f32
    }
    affine.store %r681, %R[%i681] : memref<64xf32>
  }
  affine.for %i682 = 0 to 64 {
    affine.for %j682 = 0 to 128 {
      %a682 = affine.load %A[%i682, %j682] : memref<64x128xf32>
      %m682 = arith.mulf %a682, %two : f32
      %p682 = arith.addf %m682, %zero : f32
      affine.store %p682, %B[%i682, %j682] : memref<64x128xf32>
    }
  }
  affine.for %j683 = 0 to 128 {
    affine.for %i683 = 0 to 64 {
      %a683 = affine.load %B[%i683, %j683] : memref<64x128xf32>
      %o683 = affine.load %S[%j683] : memref<128xf32>
      %s683 = arith.addf %o683, %a683 : f32
      affine.store %s683, %S[%j683] : memref<128xf32>
    }
  }
  affine.for %i684 = 0 to 64 {
    %r684 = affine.for %j684 = 0 to 128 iter_args(%acc684 = %zero) -> (f32) {
      %a684 = affine.load %A[%i684, %j684] : memref<64x128xf32>
      %s684 = arith.addf %acc684, %a684 : f32
      affine.yield %s684 : f32
    }
    affine.store %r684, %R[%i684] : memref<64xf32>
  }
  affine.for %i685 = 0 to 64 {
    affine.for %j685 = 0 to 128 {
      %a685 = affine.load %A[%i685, %j685] : memref<64x128xf32>
      %m685 = arith.mulf %a685, %two : f32
      %p685 = arith.addf %m685, %zero : f32
      affine.store %p685, %B[%i685, %j685] : memref<64x128xf32>
    }
  }
  affine.for %j686 = 0 to 128 {
    affine.for %i686 = 0 to 64 {
      %a686 = affine.load %B[%i686, %j686] : memref<64x128xf32>
      %o686 = affine.load %S[%j686] : memref<128xf32>
      %s686 = arith.addf %o686, %a686 : f32
      affine.store %s686, %S[%j686] : memref<128xf32>
    }
  }
  affine.for %i687 = 0 to 64 {
    %r687 = affine.for %j687 = 0 to 128 iter_args(%acc687 = %zero) -> (f32) {
      %a687 = affine.load %A[%i687, %j687] : memref<64x128xf32>
      %s687 = arith.addf %acc687, %a687 : f32
      affine.yield %s687 : f32
    }
    affine.store %r687, %R[%i687] : memref<64xf32>
  }
  affine.for %i688 = 0 to 64 {
    affine.for %j688 = 0 to 128 {
      %a688 = affine.load %A[%i688, %j688] : memref<64x128xf32>
      %m688 = arith.mulf %a688, %two : f32
      %p688 = arith.addf %m688, %zero : f32
      affine.store %p688, %B[%i688, %j688] : memref<64x128xf32>
    }
  }
  affine.for %j689 = 0 to 128 {
    affine.for %i689 = 0 to 64 {
      %a689 = affine.load %B[%i689, %j689] : memref<64x128xf32>
      %o689 = affine.load %S[%j689] : memref<128xf32>
      %s689 = arith.addf %o689, %a689 : f32
      affine.store %s689, %S[%j689] : memref<128xf32>
    }
  }
  affine.for %i690 = 0 to 64 {
    %r690 = affine.for %j690 = 0 to 128 iter_args(%acc690 = %zero) -> (f32) {
      %a690 = affine.load %A[%i690, %j690] : memref<64x128xf32>
      %s690 = arith.addf %acc690, %a690 : f32
      affine.yield %s690 : f32
    }
    affine.store %r690, %R[%i690] : memref<64xf32>
  }
  affine.for %i691 = 0 to 64 {
    affine.for %j691 = 0 to 128 {
      %a691 = affine.load %A[%i691, %j691] : memref<64x128xf32>
      %m691 = arith.mulf %a691, %two : f32
      %p691 = arith.addf %m691, %zero : f32
      affine.store %p691, %B[%i691, %j691] : memref<64x128xf32>
    }
  }
  affine.for %j692 = 0 to 128 {
    affine.for %i692 = 0 to 64 {
      %a692 = affine.load %B[%i692, %j692] : memref<64x128xf32>
      %o692 = affine.load %S[%j692] : memref<128xf32>
      %s692 = arith.addf %o692, %a692 : f32
      affine.store %s692, %S[%j692] : memref<128xf32>
    }
  }
  affine.for %i693 = 0 to 64 {
    %r693 = affine.for %j693 = 0 to 128 iter_args(%acc693 = %zero) -> (f32) {
      %a693 = affine.load %A[%i693, %j693] : memref<64x128xf32>
      %s693 = arith.addf %acc693, %a693 : f32
      affine.yield %s693 : f32
    }
    affine.store %r693, %R[%i693] : memref<64xf32>
  }
  affine.for %i694 = 0 to 64 {
    affine.for %j694 = 0 to 128 {
      %a694 = affine.load %A[%i694, %j694] : memref<64x128xf32>
      %m694 = arith.mulf %a694, %two : f32
      %p694 = arith.addf %m694, %zero : f32
      affine.store %p694, %B[%i694, %j694] : memref<64x128xf32>
    }
  }
  affine.for %j695 = 0 to 128 {
    affine.for %i695 = 0 to 64 {
      %a695 = affine.load %B[%i695, %j695] : memref<64x128xf32>
      %o695 = affine.load %S[%j695] : memref<128xf32>
      %s695 = arith.addf %o695, %a695 : f32
      affine.store %s695, %S[%j695] : memref<128xf32>
    }
  }
  affine.for %i696 = 0 to 64 {
    %r696 = affine.for %j696 = 0 to 128 iter_args(%acc696 = %zero) -> (f32) {
      %a696 = affine.load %A[%i696, %j696] : memref<64x128xf32>
      %s696 = arith.addf %acc696, %a696 : f32
      affine.yield %s696 : f32
    }
    affine.store %r696, %R[%i696] : memref<64xf32>
  }
  affine.for %i697 = 0 to 64 {
    affine.for %j697 = 0 to 128 {
      %a697 = affine.load %A[%i697, %j697] : memref<64x128xf32>
      %m697 = arith.mulf %a697, %two : f32
      %p697 = arith.addf %m697, %zero : f32
      affine.store %p697, %B[%i697, %j697] : memref<64x128xf32>
    }
  }
  affine.for %j698 = 0 to 128 {
    affine.for %i698 = 0 to 64 {
      %a698 = affine.load %B[%i698, %j698] : memref<64x128xf32>
      %o698 = affine.load %S[%j698] : memref<128xf32>
      %s698 = arith.addf %o698, %a698 : f32
      affine.store %s698, %S[%j698] : memref<128xf32>
    }
  }
  affine.for %i699 = 0 to 64 {
    %r699 = affine.for %j699 = 0 to 128 iter_args(%acc699 = %zero) -> (f32) {
      %a699 = affine.load %A[%i699, %j699] : memref<64x128xf32>
      %s699 = arith.addf %acc699, %a699 : f32
      affine.yield %s699 : f32
    }
    affine.store %r699, %R[%i699] : memref<64xf32>
  }
  affine.for %i700 = 0 to 64 {
    affine.for %j700 = 0 to 128 {
      %a700 = affine.load %A[%i700, %j700] : memref<64x128xf32>
      %m700 = arith.mulf %a700, %two : f32
      %p700 = arith.addf %m700, %zero : f32
      affine.store %p700, %B[%i700, %j700] : memref<64x128xf32>
    }
  }
  affine.for %j701 = 0 to 128 {
    affine.for %i701 = 0 to 64 {
      %a701 = affine.load %B[%i701, %j701] : memref<64x128xf32>
      %o701 = affine.load %S[%j701] : memref<128xf32>
      %s701 = arith.addf %o701, %a701 : f32
      affine.store %s701, %S[%j701] : memref<128xf32>
    }
  }
  affine.for %i702 = 0 to 64 {
    %r702 = affine.for %j702 = 0 to 128 iter_args(%acc702 = %zero) -> (f32) {
      %a702 = affine.load %A[%i702, %j702] : memref<64x128xf32>
      %s702 = arith.addf %acc702, %a702 : f32
      affine.yield %s702 : f32
    }
    affine.store %r702, %R[%i702] : memref<64xf32>
  }
  affine.for %i703 = 0 to 64 {
    affine.for %j703 = 0 to 128 {
      %a703 = affine.load %A[%i703, %j703] : memref<64x128xf32>
      %m703 = arith.mulf %a703, %two : f32
      %p703 = arith.addf %m703, %zero : f32
      affine.store %p703, %B[%i703, %j703] : memref<64x128xf32>
    }
  }
  affine.for %j704 = 0 to 128 {
    affine.for %i704 = 0 to 64 {
      %a704 = affine.load %B[%i704, %j704] : memref<64x128xf32>
      %o704 = affine.load %S[%j704] : memref<128xf32>
      %s704 = arith.addf %o704, %a704 : f32
      affine.store %s704, %S[%j704] : memref<128xf32>
    }
  }
  affine.for %i705 = 0 to 64 {
    %r705 = affine.for %j705 = 0 to 128 iter_args(%acc705 = %zero) -> (f32) {
      %a705 = affine.load %A[%i705, %j705] : memref<64x128xf32>
      %s705 = arith.addf %acc705, %a705 : f32
      affine.yield %s705 : f32
    }
    affine.store %r705, %R[%i705] : memref<64xf32>
  }
  affine.for %i706 = 0 to 64 {
    affine.for %j706 = 0 to 128 {
      %a706 = affine.load %A[%i706, %j706] : memref<64x128xf32>
      %m706 = arith.mulf %a706, %two : f32
      %p706 = arith.addf %m706, %zero : f32
      affine.store %p706, %B[%i706, %j706] : memref<64x128xf32>
    }
  }
  affine.for %j707 = 0 to 128 {
    affine.for %i707 = 0 to 64 {
      %a707 = affine.load %B[%i707, %j707] : memref<64x128xf32>
      %o707 = affine.load %S[%j707] : memref<128xf32>
      %s707 = arith.addf %o707, %a707 : f32
      affine.store %s707, %S[%j707] : memref<128xf32>
    }
  }
  affine.for %i708 = 0 to 64 {
    %r708 = affine.for %j708 = 0 to 128 iter_args(%acc708 = %zero) -> (f32) {
      %a708 = affine.load %A[%i708, %j708] : memref<64x128xf32>
      %s708 = arith.addf %acc708, %a708 : f32
      affine.yield %s708 : f32
    }
    affine.store %r708, %R[%i708] : memref<64xf32>
  }
  affine.for %i709 = 0 to 64 {
    affine.for %j709 = 0 to 128 {
      %a709 = affine.load %A[%i709, %j709] : memref<64x128xf32>
      %m709 = arith.mulf %a709, %two : f32
      %p709 = arith.addf %m709, %zero : f32
      affine.store %p709, %B[%i709, %j709] : memref<64x128xf32>
    }
  }
  affine.for %j710 = 0 to 128 {
    affine.for %i710 = 0 to 64 {
      %a710 = affine.load %B[%i710, %j710] : memref<64x128xf32>
      %o710 = affine.load %S[%j710] : memref<128xf32>
      %s710 = arith.addf %o710, %a710 : f32
      affine.store %s710, %S[%j710] : memref<128xf32>
    }
  }
  affine.for %i711 = 0 to 64 {
    %r711 = affine.for %j711 = 0 to 128 iter_args(%acc711 = %zero) -> (f32) {
      %a711 = affine.load %A[%i711, %j711] : memref<64x128xf32>
      %s711 = arith.addf %acc711, %a711 : f32
      affine.yield %s711 : f32
    }
    affine.store %r711, %R[%i711] : memref<64xf32>
  }
  affine.for %i712 = 0 to 64 {
    affine.for %j712 = 0 to 128 {
      %a712 = affine.load %A[%i712, %j712] : memref<64x128xf32>
      %m712 = arith.mulf %a712, %two : f32
      %p712 = arith.addf %m712, %zero : f32
      affine.store %p712, %B[%i712, %j712] : memref<64x128xf32>
    }
  }
  affine.for %j713 = 0 to 128 {
    affine.for %i713 = 0 to 64 {
      %a713 = affine.load %B[%i713, %j713] : memref<64x128xf32>
      %o713 = affine.load %S[%j713] : memref<128xf32>
      %s713 = arith.addf %o713, %a713 : f32
      affine.store %s713, %S[%j713] : memref<128xf32>
    }
  }
  affine.for %i714 = 0 to 64 {
    %r714 = affine.for %j714 = 0 to 128 iter_args(%acc714 = %zero) -> (f32) {
      %a714 = affine.load %A[%i714, %j714] : memref<64x128xf32>
      %s714 = arith.addf %acc714, %a714 : f32
      affine.yield %s714 : f32
    }
    affine.store %r714, %R[%i714] : memref<64xf32>
  }
  affine.for %i715 = 0 to 64 {
    affine.for %j715 = 0 to 128 {
      %a715 = affine.load %A[%i715, %j715] : memref<64x128xf32>
      %m715 = arith.mulf %a715, %two : f32
      %p715 = arith.addf %m715, %zero : f32
      affine.store %p715, %B[%i715, %j715] : memref<64x128xf32>
    }
  }
  affine.for %j716 = 0 to 128 {
    affine.for %i716 = 0 to 64 {
      %a716 = affine.load %B[%i716, %j716] : memref<64x128xf32>
      %o716 = affine.load %S[%j716] : memref<128xf32>
      %s716 = arith.addf %o716, %a716 : f32
      affine.store %s716, %S[%j716] : memref<128xf32>
    }
  }
  affine.for %i717 = 0 to 64 {
    %r717 = affine.for %j717 = 0 to 128 iter_args(%acc717 = %zero) -> (f32) {
      %a717 = affine.load %A[%i717, %j717] : memref<64x128xf32>
      %s717 = arith.addf %acc717, %a717 : f32
      affine.yield %s717 : f32
    }
    affine.store %r717, %R[%i717] : memref<64xf32>
  }
  affine.for %i718 = 0 to 64 {
    affine.for %j718 = 0 to 128 {
      %a718 = affine.load %A[%i718, %j718] : memref<64x128xf32>
      %m718 = arith.mulf %a718, %two : f32
      %p718 = arith.addf %m718, %zero : f32
      affine.store %p718, %B[%i718, %j718] : memref<64x128xf32>
    }
  }
  affine.for %j719 = 0 to 128 {
    affine.for %i719 = 0 to 64 {
      %a719 = affine.load %B[%i719, %j719] : memref<64x128xf32>
      %o719 = affine.load %S[%j719] : memref<128xf32>
      %s719 = arith.addf %o719, %a719 : f32
      affine.store %s719, %S[%j719] : memref<128xf32>
    }
  }
  affine.for %i720 = 0 to 64 {
    %r720 = affine.for %j720 = 0 to 128 iter_args(%acc720 = %zero) -> (f32) {
      %a720 = affine.load %A[%i720, %j720] : memref<64x128xf32>
      %s720 = arith.addf %acc720, %a720 : f32
      affine.yield %s720 : f32
    }
    affine.store %r720, %R[%i720] : memref<64xf32>
  }
  affine.for %i721 = 0 to 64 {
    affine.for %j721 = 0 to 128 {
      %a721 = affine.load %A[%i721, %j721] : memref<64x128xf32>
      %m721 = arith.mulf %a721, %two : f32
      %p721 = arith.addf %m721, %zero : f32
      affine.store %p721, %B[%i721, %j721] : memref<64x128xf32>
    }
  }
  affine.for %j722 = 0 to 128 {
    affine.for %i722 = 0 to 64 {
      %a722 = affine.load %B[%i722, %j722] : memref<64x128xf32>
      %o722 = affine.load %S[%j722] : memref<128xf32>
      %s722 = arith.addf %o722, %a722 : f32
      affine.store %s722, %S[%j722] : memref<128xf32>
    }
  }
  affine.for %i723 = 0 to 64 {
    %r723 = affine.for %j723 = 0 to 128 iter_args(%acc723 = %zero) -> (f32) {
      %a723 = affine.load %A[%i723, %j723] : memref<64x128xf32>
      %s723 = arith.addf %acc723, %a723 : f32
      affine.yield %s723 : f32
    }
    affine.store %r723, %R[%i723] : memref<64xf32>
  }
  affine.for %i724 = 0 to 64 {
    affine.for %j724 = 0 to 128 {
      %a724 = affine.load %A[%i724, %j724] : memref<64x128xf32>
      %m724 = arith.mulf %a724, %two : f32
      %p724 = arith.addf %m724, %zero : f32
      affine.store %p724, %B[%i724, %j724] : memref<64x128xf32>
    }
  }
  affine.for %j725 = 0 to 128 {
    affine.for %i725 = 0 to 64 {
      %a725 = affine.load %B[%i725, %j725] : memref<64x128xf32>
      %o725 = affine.load %S[%j725] : memref<128xf32>
      %s725 = arith.addf %o725, %a725 : f32
      affine.store %s725, %S[%j725] : memref<128xf32>
    }
  }
  affine.for %i726 = 0 to 64 {
    %r726 = affine.for %j726 = 0 to 128 iter_args(%acc726 = %zero) -> (f32) {
      %a726 = affine.load %A[%i726, %j726] : memref<64x128xf32>
      %s726 = arith.addf %acc726, %a726 : f32
      affine.yield %s726 : f32
    }
    affine.store %r726, %R[%i726] : memref<64xf32>
  }
  affine.for %i727 = 0 to 64 {
    affine.for %j727 = 0 to 128 {
      %a727 = affine.load %A[%i727, %j727] : memref<64x128xf32>
      %m727 = arith.mulf %a727, %two : f32
      %p727 = arith.addf %m727, %zero : f32
      affine.store %p727, %B[%i727, %j727] : memref<64x128xf32>
    }
  }
  affine.for %j728 = 0 to 128 {
    affine.for %i728 = 0 to 64 {
      %a728 = affine.load %B[%i728, %j728] : memref<64x128xf32>
      %o728 = affine.load %S[%j728] : memref<128xf32>
      %s728 = arith.addf %o728, %a728 : f32
      affine.store %s728, %S[%j728] : memref<128xf32>
    }
  }
  affine.for %i729 = 0 to 64 {
    %r729 = affine.for %j729 = 0 to 128 iter_args(%acc729 = %zero) -> (f32) {
      %a729 = affine.load %A[%i729, %j729] : memref<64x128xf32>
      %s729 = arith.addf %acc729, %a729 : f32
      affine.yield %s729 : f32
    }
    affine.store %r729, %R[%i729] : memref<64xf32>
  }
  affine.for %i730 = 0 to 64 {
    affine.for %j730 = 0 to 128 {
      %a730 = affine.load %A[%i730, %j730] : memref<64x128xf32>
      %m730 = arith.mulf %a730, %two : f32
      %p730 = arith.addf %m730, %zero : f32
      affine.store %p730, %B[%i730, %j730] : memref<64x128xf32>
    }
  }
  affine.for %j731 = 0 to 128 {
    affine.for %i731 = 0 to 64 {
      %a731 = affine.load %B[%i731, %j731] : memref<64x128xf32>
      %o731 = affine.load %S[%j731] : memref<128xf32>
      %s731 = arith.addf %o731, %a731 : f32
      affine.store %s731, %S[%j731] : memref<128xf32>
    }
  }
  affine.for %i732 = 0 to 64 {
    %r732 = affine.for %j732 = 0 to 128 iter_args(%acc732 = %zero) -> (f32) {
      %a732 = affine.load %A[%i732, %j732] : memref<64x128xf32>
      %s732 = arith.addf %acc732, %a732 : f32
      affine.yield %s732 : f32
    }
    affine.store %r732, %R[%i732] : memref<64xf32>
  }
  affine.for %i733 = 0 to 64 {
    affine.for %j733 = 0 to 128 {
      %a733 = affine.load %A[%i733, %j733] : memref<64x128xf32>
      %m733 = arith.mulf %a733, %two : f32
      %p733 = arith.addf %m733, %zero : f32
      affine.store %p733, %B[%i733, %j733] : memref<64x128xf32>
    }
  }
  affine.for %j734 = 0 to 128 {
    affine.for %i734 = 0 to 64 {
      %a734 = affine.load %B[%i734, %j734] : memref<64x128xf32>
      %o734 = affine.load %S[%j734] : memref<128xf32>
      %s734 = arith.addf %o734, %a734 : f32
      affine.store %s734, %S[%j734] : memref<128xf32>
    }
  }
  affine.for %i735 = 0 to 64 {
    %r735 = affine.for %j735 = 0 to 128 iter_args(%acc735 = %zero) -> (f32) {
      %a735 = affine.load %A[%i735, %j735] : memref<64x128xf32>
      %s735 = arith.addf %acc735, %a735 : f32
      affine.yield %s735 : f32
    }
    affine.store %r735, %R[%i735] : memref<64xf32>
  }
  affine.for %i736 = 0 to 64 {
    affine.for %j736 = 0 to 128 {
      %a736 = affine.load %A[%i736, %j736] : memref<64x128xf32>
      %m736 = arith.mulf %a736, %two : f32
      %p736 = arith.addf %m736, %zero : f32
      affine.store %p736, %B[%i736, %j736] : memref<64x128xf32>
    }
  }
  affine.for %j737 = 0 to 128 {
    affine.for %i737 = 0 to 64 {
      %a737 = affine.load %B[%i737, %j737] : memref<64x128xf32>
      %o737 = affine.load %S[%j737] : memref<128xf32>
      %s737 = arith.addf %o737, %a737 : f32
      affine.store %s737, %S[%j737] : memref<128xf32>
    }
  }
  affine.for %i738 = 0 to 64 {
    %r738 = affine.for %j738 = 0 to 128 iter_args(%acc738 = %zero) -> (f32) {
      %a738 = affine.load %A[%i738, %j738] : memref<64x128xf32>
      %s738 = arith.addf %acc738, %a738 : f32
      affine.yield %s738 : f32
    }
    affine.store %r738, %R[%i738] : memref<64xf32>
  }
  affine.for %i739 = 0 to 64 {
    affine.for %j739 = 0 to 128 {
      %a739 = affine.load %A[%i739, %j739] : memref<64x128xf32>
      %m739 = arith.mulf %a739, %two : f32
      %p739 = arith.addf %m739, %zero : f32
      affine.store %p739, %B[%i739, %j739] : memref<64x128xf32>
    }
  }
  affine.for %j740 = 0 to 128 {
    affine.for %i740 = 0 to 64 {
      %a740 = affine.load %B[%i740, %j740] : memref<64x128xf32>
      %o740 = affine.load %S[%j740] : memref<128xf32>
      %s740 = arith.addf %o740, %a740 : f32
      affine.store %s740, %S[%j740] : memref<128xf32>
    }
  }
  affine.for %i741 = 0 to 64 {
    %r741 = affine.for %j741 = 0 to 128 iter_args(%acc741 = %zero) -> (f32) {
      %a741 = affine.load %A[%i741, %j741] : memref<64x128xf32>
      %s741 = arith.addf %acc741, %a741 : f32
      affine.yield %s741 : f32
    }
    affine.store %r741, %R[%i741] : memref<64xf32>
  }
  affine.for %i742 = 0 to 64 {
    affine.for %j742 = 0 to 128 {
      %a742 = affine.load %A[%i742, %j742] : memref<64x128xf32>
      %m742 = arith.mulf %a742, %two : f32
      %p742 = arith.addf %m742, %zero : f32
      affine.store %p742, %B[%i742, %j742] : memref<64x128xf32>
    }
  }
  affine.for %j743 = 0 to 128 {
    affine.for %i743 = 0 to 64 {
      %a743 = affine.load %B[%i743, %j743] : memref<64x128xf32>
      %o743 = affine.load %S[%j743] : memref<128xf32>
      %s743 = arith.addf %o743, %a743 : f32
      affine.store %s743, %S[%j743] : memref<128xf32>
    }
  }
  affine.for %i744 = 0 to 64 {
    %r744 = affine.for %j744 = 0 to 128 iter_args(%acc744 = %zero) -> (f32) {
      %a744 = affine.load %A[%i744, %j744] : memref<64x128xf32>
      %s744 = arith.addf %acc744, %a744 : f32
      affine.yield %s744 : f32
    }
    affine.store %r744, %R[%i744] : memref<64xf32>
  }
  affine.for %i745 = 0 to 64 {
    affine.for %j745 = 0 to 128 {
      %a745 = affine.load %A[%i745, %j745] : memref<64x128xf32>
      %m745 = arith.mulf %a745, %two : f32
      %p745 = arith.addf %m745, %zero : f32
      affine.store %p745, %B[%i745, %j745] : memref<64x128xf32>
    }
  }
  affine.for %j746 = 0 to 128 {
    affine.for %i746 = 0 to 64 {
      %a746 = affine.load %B[%i746, %j746] : memref<64x128xf32>
      %o746 = affine.load %S[%j746] : memref<128xf32>
      %s746 = arith.addf %o746, %a746 : f32
      affine.store %s746, %S[%j746] : memref<128xf32>
    }
  }
  affine.for %i747 = 0 to 64 {
    %r747 = affine.for %j747 = 0 to 128 iter_args(%acc747 = %zero) -> (f32) {
      %a747 = affine.load %A[%i747, %j747] : memref<64x128xf32>
      %s747 = arith.addf %acc747, %a747 : f32
      affine.yield %s747 : f32
    }
    affine.store %r747, %R[%i747] : memref<64xf32>
  }
  affine.for %i748 = 0 to 64 {
    affine.for %j748 = 0 to 128 {
      %a748 = affine.load %A[%i748, %j748] : memref<64x128xf32>
      %m748 = arith.mulf %a748, %two : f32
      %p748 = arith.addf %m748, %zero : f32
      affine.store %p748, %B[%i748, %j748] : memref<64x128xf32>
    }
  }
  affine.for %j749 = 0 to 128 {
    affine.for %i749 = 0 to 64 {
      %a749 = affine.load %B[%i749, %j749] : memref<64x128xf32>
      %o749 = affine.load %S[%j749] : memref<128xf32>
      %s749 = arith.addf %o749, %a749 : f32
      affine.store %s749, %S[%j749] : memref<128xf32>
    }
  }
  affine.for %i750 = 0 to 64 {
    %r750 = affine.for %j750 = 0 to 128 iter_args(%acc750 = %zero) -> (f32) {
      %a750 = affine.load %A[%i750, %j750] : memref<64x128xf32>
      %s750 = arith.addf %acc750, %a750 : f32
      affine.yield %s750 : f32
    }
    affine.store %r750, %R[%i750] : memref<64xf32>
  }
  affine.for %i751 = 0 to 64 {
    affine.for %j751 = 0 to 128 {
      %a751 = affine.load %A[%i751, %j751] : memref<64x128xf32>
      %m751 = arith.mulf %a751, %two : f32
      %p751 = arith.addf %m751, %zero : f32
      affine.store %p751, %B[%i751, %j751] : memref<64x128xf32>
    }
  }
  affine.for %j752 = 0 to 128 {
    affine.for %i752 = 0 to 64 {
      %a752 = affine.load %B[%i752, %j752] : memref<64x128xf32>
      %o752 = affine.load %S[%j752] : memref<128xf32>
      %s752 = arith.addf %o752, %a752 : f32
      affine.store %s752, %S[%j752] : memref<128xf32>
    }
  }
  affine.for %i753 = 0 to 64 {
    %r753 = affine.for %j753 = 0 to 128 iter_args(%acc753 = %zero) -> (f32) {
      %a753 = affine.load %A[%i753, %j753] : memref<64x128xf32>
      %s753 = arith.addf %acc753, %a753 : f32
      affine.yield %s753 : f32
    }
    affine.store %r753, %R[%i753] : memref<64xf32>
  }
  affine.for %i754 = 0 to 64 {
    affine.for %j754 = 0 to 128 {
      %a754 = affine.load %A[%i754, %j754] : memref<64x128xf32>
      %m754 = arith.mulf %a754, %two : f32
      %p754 = arith.addf %m754, %zero : f32
      affine.store %p754, %B[%i754, %j754] : memref<64x128xf32>
    }
  }
  affine.for %j755 = 0 to 128 {
    affine.for %i755 = 0 to 64 {
      %a755 = affine.load %B[%i755, %j755] : memref<64x128xf32>
      %o755 = affine.load %S[%j755] : memref<128xf32>
      %s755 = arith.addf %o755, %a755 : f32
      affine.store %s755, %S[%j755] : memref<128xf32>
    }
  }
  affine.for %i756 = 0 to 64 {
    %r756 = affine.for %j756 = 0 to 128 iter_args(%acc756 = %zero) -> (f32) {
      %a756 = affine.load %A[%i756, %j756] : memref<64x128xf32>
      %s756 = arith.addf %acc756, %a756 : f32
      affine.yield %s756 : f32
    }
    affine.store %r756, %R[%i756] : memref<64xf32>
  }
  affine.for %i757 = 0 to 64 {
    affine.for %j757 = 0 to 128 {
      %a757 = affine.load %A[%i757, %j757] : memref<64x128xf32>
      %m757 = arith.mulf %a757, %two : f32
      %p757 = arith.addf %m757, %zero : f32
      affine.store %p757, %B[%i757, %j757] : memref<64x128xf32>
    }
  }
  affine.for %j758 = 0 to 128 {
    affine.for %i758 = 0 to 64 {
      %a758 = affine.load %B[%i758, %j758] : memref<64x128xf32>
      %o758 = affine.load %S[%j758] : memref<128xf32>
      %s758 = arith.addf %o758, %a758 : f32
      affine.store %s758, %S[%j758] : memref<128xf32>
    }
  }
  affine.for %i759 = 0 to 64 {
    %r759 = affine.for %j759 = 0 to 128 iter_args(%acc759 = %zero) -> (f32) {
      %a759 = affine.load %A[%i759, %j759] : memref<64x128xf32>
      %s759 = arith.addf %acc759, %a759 : f32
      affine.yield %s759 : f32
    }
    affine.store %r759, %R[%i759] : memref<64xf32>
  }
  affine.for %i760 = 0 to 64 {
    affine.for %j760 = 0 to 128 {
      %a760 = affine.load %A[%i760, %j760] : memref<64x128xf32>
      %m760 = arith.mulf %a760, %two : f32
      %p760 = arith.addf %m760, %zero : f32
      affine.store %p760, %B[%i760, %j760] : memref<64x128xf32>
    }
  }
  affine.for %j761 = 0 to 128 {
    affine.for %i761 = 0 to 64 {
      %a761 = affine.load %B[%i761, %j761] : memref<64x128xf32>
      %o761 = affine.load %S[%j761] : memref<128xf32>
      %s761 = arith.addf %o761, %a761 : f32
      affine.store %s761, %S[%j761] : memref<128xf32>
    }
  }
  affine.for %i762 = 0 to 64 {
    %r762 = affine.for %j762 = 0 to 128 iter_args(%acc762 = %zero) -> (f32) {
      %a762 = affine.load %A[%i762, %j762] : memref<64x128xf32>
      %s762 = arith.addf %acc762, %a762 : f32
      affine.yield %s762 : f32
    }
    affine.store %r762, %R[%i762] : memref<64xf32>
  }
  affine.for %i763 = 0 to 64 {
    affine.for %j763 = 0 to 128 {
      %a763 = affine.load %A[%i763, %j763] : memref<64x128xf32>
      %m763 = arith.mulf %a763, %two : f32
      %p763 = arith.addf %m763, %zero : f32
      affine.store %p763, %B[%i763, %j763] : memref<64x128xf32>
    }
  }
  affine.for %j764 = 0 to 128 {
    affine.for %i764 = 0 to 64 {
      %a764 = affine.load %B[%i764, %j764] : memref<64x128xf32>
      %o764 = affine.load %S[%j764] : memref<128xf32>
      %s764 = arith.addf %o764, %a764 : f32
      affine.store %s764, %S[%j764] : memref<128xf32>
    }
  }
  affine.for %i765 = 0 to 64 {
    %r765 = affine.for %j765 = 0 to 128 iter_args(%acc765 = %zero) -> (f32) {
      %a765 = affine.load %A[%i765, %j765] : memref<64x128xf32>
      %s765 = arith.addf %acc765, %a765 : f32
      affine.yield %s765 : f32
    }
    affine.store %r765, %R[%i765] : memref<64xf32>
  }
  affine.for %i766 = 0 to 64 {
    affine.for %j766 = 0 to 128 {
      %a766 = affine.load %A[%i766, %j766] : memref<64x128xf32>
      %m766 = arith.mulf %a766, %two : f32
      %p766 = arith.addf %m766, %zero : f32
      affine.store %p766, %B[%i766, %j766] : memref<64x128xf32>
    }
  }
  affine.for %j767 = 0 to 128 {
    affine.for %i767 = 0 to 64 {
      %a767 = affine.load %B[%i767, %j767] : memref<64x128xf32>
      %o767 = affine.load %S[%j767] : memref<128xf32>
      %s767 = arith.addf %o767, %a767 : f32
      affine.store %s767, %S[%j767] : memref<128xf32>
    }
  }
  affine.for %i768 = 0 to 64 {
    %r768 = affine.for %j768 = 0 to 128 iter_args(%acc768 = %zero) -> (f32) {
      %a768 = affine.load %A[%i768, %j768] : memref<64x128xf32>
      %s768 = arith.addf %acc768, %a768 : f32
      affine.yield %s768 : f32
    }
    affine.store %r768, %R[%i768] : memref<64xf32>
  }
  affine.for %i769 = 0 to 64 {
    affine.for %j769 = 0 to 128 {
      %a769 = affine.load %A[%i769, %j769] : memref<64x128xf32>
      %m769 = arith.mulf %a769, %two : f32
      %p769 = arith.addf %m769, %zero : f32
      affine.store %p769, %B[%i769, %j769] : memref<64x128xf32>
    }
  }
  affine.for %j770 = 0 to 128 {
    affine.for %i770 = 0 to 64 {
      %a770 = affine.load %B[%i770, %j770] : memref<64x128xf32>
      %o770 = affine.load %S[%j770] : memref<128xf32>
      %s770 = arith.addf %o770, %a770 : f32
      affine.store %s770, %S[%j770] : memref<128xf32>
    }
  }
  affine.for %i771 = 0 to 64 {
    %r771 = affine.for %j771 = 0 to 128 iter_args(%acc771 = %zero) -> (f32) {
      %a771 = affine.load %A[%i771, %j771] : memref<64x128xf32>
      %s771 = arith.addf %acc771, %a771 : f32
      affine.yield %s771 : f32
    }
    affine.store %r771, %R[%i771] : memref<64xf32>
  }
  affine.for %i772 = 0 to 64 {
    affine.for %j772 = 0 to 128 {
      %a772 = affine.load %A[%i772, %j772] : memref<64x128xf32>
      %m772 = arith.mulf %a772, %two : f32
      %p772 = arith.addf %m772, %zero : f32
      affine.store %p772, %B[%i772, %j772] : memref<64x128xf32>
    }
  }
  affine.for %j773 = 0 to 128 {
    affine.for %i773 = 0 to 64 {
      %a773 = affine.load %B[%i773, %j773] : memref<64x128xf32>
      %o773 = affine.load %S[%j773] : memref<128xf32>
      %s773 = arith.addf %o773, %a773 : f32
      affine.store %s773, %S[%j773] : memref<128xf32>
    }
  }
  affine.for %i774 = 0 to 64 {
    %r774 = affine.for %j774 = 0 to 128 iter_args(%acc774 = %zero) -> (f32) {
      %a774 = affine.load %A[%i774, %j774] : memref<64x128xf32>
      %s774 = arith.addf %acc774, %a774 : f32
      affine.yield %s774 : f32
    }
    affine.store %r774, %R[%i774] : memref<64xf32>
  }
  affine.for %i775 = 0 to 64 {
    affine.for %j775 = 0 to 128 {
      %a775 = affine.load %A[%i775, %j775] : memref<64x128xf32>
      %m775 = arith.mulf %a775, %two : f32
      %p775 = arith.addf %m775, %zero : f32
      affine.store %p775, %B[%i775, %j775] : memref<64x128xf32>
    }
  }
  affine.for %j776 = 0 to 128 {
    affine.for %i776 = 0 to 64 {
      %a776 = affine.load %B[%i776, %j776] : memref<64x128xf32>
      %o776 = affine.load %S[%j776] : memref<128xf32>
      %s776 = arith.addf %o776, %a776 : f32
      affine.store %s776, %S[%j776] : memref<128xf32>
    }
  }
  affine.for %i777 = 0 to 64 {
    %r777 = affine.for %j777 = 0 to 128 iter_args(%acc777 = %zero) -> (f32) {
      %a777 = affine.load %A[%i777, %j777] : memref<64x128xf32>
      %s777 = arith.addf %acc777, %a777 : f32
      affine.yield %s777 : f32
    }
    affine.store %r777, %R[%i777] : memref<64xf32>
  }
  affine.for %i778 = 0 to 64 {
    affine.for %j778 = 0 to 128 {
      %a778 = affine.load %A[%i778, %j778] : memref<64x128xf32>
      %m778 = arith.mulf %a778, %two : f32
      %p778 = arith.addf %m778, %zero : f32
      affine.store %p778, %B[%i778, %j778] : memref<64x128xf32>
    }
  }
  affine.for %j779 = 0 to 128 {
    affine.for %i779 = 0 to 64 {
      %a779 = affine.load %B[%i779, %j779] : memref<64x128xf32>
      %o779 = affine.load %S[%j779] : memref<128xf32>
      %s779 = arith.addf %o779, %a779 : f32
      affine.store %s779, %S[%j779] : memref<128xf32>
    }
  }
  affine.for %i780 = 0 to 64 {
    %r780 = affine.for %j780 = 0 to 128 iter_args(%acc780 = %zero) -> (f32) {
      %a780 = affine.load %A[%i780, %j780] : memref<64x128xf32>
      %s780 = arith.addf %acc780, %a780 : f32
      affine.yield %s780 : f32
    }
    affine.store %r780, %R[%i780] : memref<64xf32>
  }
  affine.for %i781 = 0 to 64 {
    affine.for %j781 = 0 to 128 {
      %a781 = affine.load %A[%i781, %j781] : memref<64x128xf32>
      %m781 = arith.mulf %a781, %two : f32
      %p781 = arith.addf %m781, %zero : f32
      affine.store %p781, %B[%i781, %j781] : memref<64x128xf32>
    }
  }
  affine.for %j782 = 0 to 128 {
    affine.for %i782 = 0 to 64 {
      %a782 = affine.load %B[%i782, %j782] : memref<64x128xf32>
      %o782 = affine.load %S[%j782] : memref<128xf32>
      %s782 = arith.addf %o782, %a782 : f32
      affine.store %s782, %S[%j782] : memref<128xf32>
    }
  }
  affine.for %i783 = 0 to 64 {
    %r783 = affine.for %j783 = 0 to 128 iter_args(%acc783 = %zero) -> (f32) {
      %a783 = affine.load %A[%i783, %j783] : memref<64x128xf32>
      %s783 = arith.addf %acc783, %a783 : f32
      affine.yield %s783 : f32
    }
    affine.store %r783, %R[%i783] : memref<64xf32>
  }
  affine.for %i784 = 0 to 64 {
    affine.for %j784 = 0 to 128 {
      %a784 = affine.load %A[%i784, %j784] : memref<64x128xf32>
      %m784 = arith.mulf %a784, %two : f32
      %p784 = arith.addf %m784, %zero : f32
      affine.store %p784, %B[%i784, %j784] : memref<64x128xf32>
    }
  }
  affine.for %j785 = 0 to 128 {
    affine.for %i785 = 0 to 64 {
      %a785 = affine.load %B[%i785, %j785] : memref<64x128xf32>
      %o785 = affine.load %S[%j785] : memref<128xf32>
      %s785 = arith.addf %o785, %a785 : f32
      affine.store %s785, %S[%j785] : memref<128xf32>
    }
  }
  affine.for %i786 = 0 to 64 {
    %r786 = affine.for %j786 = 0 to 128 iter_args(%acc786 = %zero) -> (f32) {
      %a786 = affine.load %A[%i786, %j786] : memref<64x128xf32>
      %s786 = arith.addf %acc786, %a786 : f32
      affine.yield %s786 : f32
    }
    affine.store %r786, %R[%i786] : memref<64xf32>
  }
  affine.for %i787 = 0 to 64 {
    affine.for %j787 = 0 to 128 {
      %a787 = affine.load %A[%i787, %j787] : memref<64x128xf32>
      %m787 = arith.mulf %a787, %two : f32
      %p787 = arith.addf %m787, %zero : f32
      affine.store %p787, %B[%i787, %j787] : memref<64x128xf32>
    }
  }
  affine.for %j788 = 0 to 128 {
    affine.for %i788 = 0 to 64 {
      %a788 = affine.load %B[%i788, %j788] : memref<64x128xf32>
      %o788 = affine.load %S[%j788] : memref<128xf32>
      %s788 = arith.addf %o788, %a788 : f32
      affine.store %s788, %S[%j788] : memref<128xf32>
    }
  }
  affine.for %i789 = 0 to 64 {
    %r789 = affine.for %j789 = 0 to 128 iter_args(%acc789 = %zero) -> (f32) {
      %a789 = affine.load %A[%i789, %j789] : memref<64x128xf32>
      %s789 = arith.addf %acc789, %a789 : f32
      affine.yield %s789 : f32
    }
    affine.store %r789, %R[%i789] : memref<64xf32>
  }
  affine.for %i790 = 0 to 64 {
    affine.for %j790 = 0 to 128 {
      %a790 = affine.load %A[%i790, %j790] : memref<64x128xf32>
      %m790 = arith.mulf %a790, %two : f32
      %p790 = arith.addf %m790, %zero : f32
      affine.store %p790, %B[%i790, %j790] : memref<64x128xf32>
    }
  }
  affine.for %j791 = 0 to 128 {
    affine.for %i791 = 0 to 64 {
      %a791 = affine.load %B[%i791, %j791] : memref<64x128xf32>
      %o791 = affine.load %S[%j791] : memref<128xf32>
      %s791 = arith.addf %o791, %a791 : f32
      affine.store %s791, %S[%j791] : memref<128xf32>
    }
  }
  affine.for %i792 = 0 to 64 {
    %r792 = affine.for %j792 = 0 to 128 iter_args(%acc792 = %zero) -> (f32) {
      %a792 = affine.load %A[%i792, %j792] : memref<64x128xf32>
      %s792 = arith.addf %acc792, %a792 : f32
      affine.yield %s792 : f32
    }
    affine.store %r792, %R[%i792] : memref<64xf32>
  }
  affine.for %i793 = 0 to 64 {
    affine.for %j793 = 0 to 128 {
      %a793 = affine.load %A[%i793, %j793] : memref<64x128xf32>
      %m793 = arith.mulf %a793, %two : f32
      %p793 = arith.addf %m793, %zero : f32
      affine.store %p793, %B[%i793, %j793] : memref<64x128xf32>
    }
  }
  affine.for %j794 = 0 to 128 {
    affine.for %i794 = 0 to 64 {
      %a794 = affine.load %B[%i794, %j794] : memref<64x128xf32>
      %o794 = affine.load %S[%j794] : memref<128xf32>
      %s794 = arith.addf %o794, %a794 : f32
      affine.store %s794, %S[%j794] : memref<128xf32>
    }
  }
  affine.for %i795 = 0 to 64 {
    %r795 = affine.for %j795 = 0 to 128 iter_args(%acc795 = %zero) -> (f32) {
      %a795 = affine.load %A[%i795, %j795] : memref<64x128xf32>
      %s795 = arith.addf %acc795, %a795 : f32
      affine.yield %s795 : f32
    }
    affine.store %r795, %R[%i795] : memref<64xf32>
  }
  affine.for %i796 = 0 to 64 {
    affine.for %j796 = 0 to 128 {
      %a796 = affine.load %A[%i796, %j796] : memref<64x128xf32>
      %m796 = arith.mulf %a796, %two : f32
      %p796 = arith.addf %m796, %zero : f32
      affine.store %p796, %B[%i796, %j796] : memref<64x128xf32>
    }
  }
  affine.for %j797 = 0 to 128 {
    affine.for %i797 = 0 to 64 {
      %a797 = affine.load %B[%i797, %j797] : memref<64x128xf32>
      %o797 = affine.load %S[%j797] : memref<128xf32>
      %s797 = arith.addf %o797, %a797 : f32
      affine.store %s797, %S[%j797] : memref<128xf32>
    }
  }
  affine.for %i798 = 0 to 64 {
    %r798 = affine.for %j798 = 0 to 128 iter_args(%acc798 = %zero) -> (f32) {
      %a798 = affine.load %A[%i798, %j798] : memref<64x128xf32>
      %s798 = arith.addf %acc798, %a798 : f32
      affine.yield %s798 : f32
    }
    affine.store %r798, %R[%i798] : memref<64xf32>
  }
  affine.for %i799 = 0 to 64 {
    affine.for %j799 = 0 to 128 {
      %a799 = affine.load %A[%i799, %j799] : memref<64x128xf32>
      %m799 = arith.mulf %a799, %two : f32
      %p799 = arith.addf %m799, %zero : f32
      affine.store %p799, %B[%i799, %j799] : memref<64x128xf32>
    }
  }
  affine.for %j800 = 0 to 128 {
    affine.for %i800 = 0 to 64 {
      %a800 = affine.load %B[%i800, %j800] : memref<64x128xf32>
      %o800 = affine.load %S[%j800] : memref<128xf32>
      %s800 = arith.addf %o800, %a800 : f32
      affine.store %s800, %S[%j800] : memref<128xf32>
    }
  }
  affine.for %i801 = 0 to 64 {
    %r801 = affine.for %j801 = 0 to 128 iter_args(%acc801 = %zero) -> (f32) {
      %a801 = affine.load %A[%i801, %j801] : memref<64x128xf32>
      %s801 = arith.addf %acc801, %a801 : f32
      affine.yield %s801 : f32
    }
    affine.store %r801, %R[%i801] : memref<64xf32>
  }
  affine.for %i802 = 0 to 64 {
    affine.for %j802 = 0 to 128 {
      %a802 = affine.load %A[%i802, %j802] : memref<64x128xf32>
      %m802 = arith.mulf %a802, %two : f32
      %p802 = arith.addf %m802, %zero : f32
      affine.store %p802, %B[%i802, %j802] : memref<64x128xf32>
    }
  }
  affine.for %j803 = 0 to 128 {
    affine.for %i803 = 0 to 64 {
      %a803 = affine.load %B[%i803, %j803] : memref<64x128xf32>
      %o803 = affine.load %S[%j803] : memref<128xf32>
      %s803 = arith.addf %o803, %a803 : f32
      affine.store %s803, %S[%j803] : memref<128xf32>
    }
  }
  affine.for %i804 = 0 to 64 {
    %r804 = affine.for %j804 = 0 to 128 iter_args(%acc804 = %zero) -> (f32) {
      %a804 = affine.load %A[%i804, %j804] : memref<64x128xf32>
      %s804 = arith.addf %acc804, %a804 : f32
      affine.yield %s804 : f32
    }
    affine.store %r804, %R[%i804] : memref<64xf32>
  }
  affine.for %i805 = 0 to 64 {
    affine.for %j805 = 0 to 128 {
      %a805 = affine.load %A[%i805, %j805] : memref<64x128xf32>
      %m805 = arith.mulf %a805, %two : f32
      %p805 = arith.addf %m805, %zero : f32
      affine.store %p805, %B[%i805, %j805] : memref<64x128xf32>
    }
  }
  affine.for %j806 = 0 to 128 {
    affine.for %i806 = 0 to 64 {
      %a806 = affine.load %B[%i806, %j806] : memref<64x128xf32>
      %o806 = affine.load %S[%j806] : memref<128xf32>
      %s806 = arith.addf %o806, %a806 : f32
      affine.store %s806, %S[%j806] : memref<128xf32>
    }
  }
  affine.for %i807 = 0 to 64 {
    %r807 = affine.for %j807 = 0 to 128 iter_args(%acc807 = %zero) -> (f32) {
      %a807 = affine.load %A[%i807, %j807] : memref<64x128xf32>
      %s807 = arith.addf %acc807, %a807 : f32
      affine.yield %s807 : f32
    }
    affine.store %r807, %R[%i807] : memref<64xf32>
  }
  affine.for %i808 = 0 to 64 {
    affine.for %j808 = 0 to 128 {
      %a808 = affine.load %A[%i808, %j808] : memref<64x128xf32>
      %m808 = arith.mulf %a808, %two : f32
      %p808 = arith.addf %m808, %zero : f32
      affine.store %p808, %B[%i808, %j808] : memref<64x128xf32>
    }
  }
  affine.for %j809 = 0 to 128 {
    affine.for %i809 = 0 to 64 {
      %a809 = affine.load %B[%i809, %j809] : memref<64x128xf32>
      %o809 = affine.load %S[%j809] : memref<128xf32>
      %s809 = arith.addf %o809, %a809 : f32
      affine.store %s809, %S[%j809] : memref<128xf32>
    }
  }
  affine.for %i810 = 0 to 64 {
    %r810 = affine.for %j810 = 0 to 128 iter_args(%acc810 = %zero) -> (f32) {
      %a810 = affine.load %A[%i810, %j810] : memref<64x128xf32>
      %s810 = arith.addf %acc810, %a810 : f32
      affine.yield %s810 : f32
    }
    affine.store %r810, %R[%i810] : memref<64xf32>
  }
  affine.for %i811 = 0 to 64 {
    affine.for %j811 = 0 to 128 {
      %a811 = affine.load %A[%i811, %j811] : memref<64x128xf32>
      %m811 = arith.mulf %a811, %two : f32
      %p811 = arith.addf %m811, %zero : f32
      affine.store %p811, %B[%i811, %j811] : memref<64x128xf32>
    }
  }
  affine.for %j812 = 0 to 128 {
    affine.for %i812 = 0 to 64 {
      %a812 = affine.load %B[%i812, %j812] : memref<64x128xf32>
      %o812 = affine.load %S[%j812] : memref<128xf32>
      %s812 = arith.addf %o812, %a812 : f32
      affine.store %s812, %S[%j812] : memref<128xf32>
    }
  }
  affine.for %i813 = 0 to 64 {
    %r813 = affine.for %j813 = 0 to 128 iter_args(%acc813 = %zero) -> (f32) {
      %a813 = affine.load %A[%i813, %j813] : memref<64x128xf32>
      %s813 = arith.addf %acc813, %a813 : f32
      affine.yield %s813 : f32
    }
    affine.store %r813, %R[%i813] : memref<64xf32>
  }
  affine.for %i814 = 0 to 64 {
    affine.for %j814 = 0 to 128 {
      %a814 = affine.load %A[%i814, %j814] : memref<64x128xf32>
      %m814 = arith.mulf %a814, %two : f32
      %p814 = arith.addf %m814, %zero : f32
      affine.store %p814, %B[%i814, %j814] : memref<64x128xf32>
    }
  }
  affine.for %j815 = 0 to 128 {
    affine.for %i815 = 0 to 64 {
      %a815 = affine.load %B[%i815, %j815] : memref<64x128xf32>
      %o815 = affine.load %S[%j815] : memref<128xf32>
      %s815 = arith.addf %o815, %a815 : f32
      affine.store %s815, %S[%j815] : memref<128xf32>
    }
  }
  affine.for %i816 = 0 to 64 {
    %r816 = affine.for %j816 = 0 to 128 iter_args(%acc816 = %zero) -> (f32) {
      %a816 = affine.load %A[%i816, %j816] : memref<64x128xf32>
      %s816 = arith.addf %acc816, %a816 : f32
      affine.yield %s816 : f32
    }
    affine.store %r816, %R[%i816] : memref<64xf32>
  }
  affine.for %i817 = 0 to 64 {
    affine.for %j817 = 0 to 128 {
      %a817 = affine.load %A[%i817, %j817] : memref<64x128xf32>
      %m817 = arith.mulf %a817, %two : f32
      %p817 = arith.addf %m817, %zero : f32
      affine.store %p817, %B[%i817, %j817] : memref<64x128xf32>
    }
  }
  affine.for %j818 = 0 to 128 {
    affine.for %i818 = 0 to 64 {
      %a818 = affine.load %B[%i818, %j818] : memref<64x128xf32>
      %o818 = affine.load %S[%j818] : memref<128xf32>
      %s818 = arith.addf %o818, %a818 : f32
      affine.store %s818, %S[%j818] : memref<128xf32>
    }
  }
  affine.for %i819 = 0 to 64 {
    %r819 = affine.for %j819 = 0 to 128 iter_args(%acc819 = %zero) -> (f32) {
      %a819 = affine.load %A[%i819, %j819] : memref<64x128xf32>
      %s819 = arith.addf %acc819, %a819 : f32
      affine.yield %s819 : f32
    }
    affine.store %r819, %R[%i819] : memref<64xf32>
  }
  affine.for %i820 = 0 to 64 {
    affine.for %j820 = 0 to 128 {
      %a820 = affine.load %A[%i820, %j820] : memref<64x128xf32>
      %m820 = arith.mulf %a820, %two : f32
      %p820 = arith.addf %m820, %zero : f32
      affine.store %p820, %B[%i820, %j820] : memref<64x128xf32>
    }
  }
  affine.for %j821 = 0 to 128 {
    affine.for %i821 = 0 to 64 {
      %a821 = affine.load %B[%i821, %j821] : memref<64x128xf32>
      %o821 = affine.load %S[%j821] : memref<128xf32>
      %s821 = arith.addf %o821, %a821 : f32
      affine.store %s821, %S[%j821] : memref<128xf32>
    }
  }
  affine.for %i822 = 0 to 64 {
    %r822 = affine.for %j822 = 0 to 128 iter_args(%acc822 = %zero) -> (f32) {
      %a822 = affine.load %A[%i822, %j822] : memref<64x128xf32>
      %s822 = arith.addf %acc822, %a822 : f32
      affine.yield %s822 : f32
    }
    affine.store %r822, %R[%i822] : memref<64xf32>
  }
  affine.for %i823 = 0 to 64 {
    affine.for %j823 = 0 to 128 {
      %a823 = affine.load %A[%i823, %j823] : memref<64x128xf32>
      %m823 = arith.mulf %a823, %two : f32
      %p823 = arith.addf %m823, %zero : f32
      affine.store %p823, %B[%i823, %j823] : memref<64x128xf32>
    }
  }
  affine.for %j824 = 0 to 128 {
    affine.for %i824 = 0 to 64 {
      %a824 = affine.load %B[%i824, %j824] : memref<64x128xf32>
      %o824 = affine.load %S[%j824] : memref<128xf32>
      %s824 = arith.addf %o824, %a824 : f32
      affine.store %s824, %S[%j824] : memref<128xf32>
    }
  }
  affine.for %i825 = 0 to 64 {
    %r825 = affine.for %j825 = 0 to 128 iter_args(%acc825 = %zero) -> (f32) {
      %a825 = affine.load %A[%i825, %j825] : memref<64x128xf32>
      %s825 = arith.addf %acc825, %a825 : f32
      affine.yield %s825 : f32
    }
    affine.store %r825, %R[%i825] : memref<64xf32>
  }
  affine.for %i826 = 0 to 64 {
    affine.for %j826 = 0 to 128 {
      %a826 = affine.load %A[%i826, %j826] : memref<64x128xf32>
      %m826 = arith.mulf %a826, %two : f32
      %p826 = arith.addf %m826, %zero : f32
      affine.store %p826, %B[%i826, %j826] : memref<64x128xf32>
    }
  }
  affine.for %j827 = 0 to 128 {
    affine.for %i827 = 0 to 64 {
      %a827 = affine.load %B[%i827, %j827] : memref<64x128xf32>
      %o827 = affine.load %S[%j827] : memref<128xf32>
      %s827 = arith.addf %o827, %a827 : f32
      affine.store %s827, %S[%j827] : memref<128xf32>
    }
  }
  affine.for %i828 = 0 to 64 {
    %r828 = affine.for %j828 = 0 to 128 iter_args(%acc828 = %zero) -> (f32) {
      %a828 = affine.load %A[%i828, %j828] : memref<64x128xf32>
      %s828 = arith.addf %acc828, %a828 : f32
      affine.yield %s828 : f32
    }
    affine.store %r828, %R[%i828] : memref<64xf32>
  }
  affine.for %i829 = 0 to 64 {
    affine.for %j829 = 0 to 128 {
      %a829 = affine.load %A[%i829, %j829] : memref<64x128xf32>
      %m829 = arith.mulf %a829, %two : f32
      %p829 = arith.addf %m829, %zero : f32
      affine.store %p829, %B[%i829, %j829] : memref<64x128xf32>
    }
  }
  affine.for %j830 = 0 to 128 {
    affine.for %i830 = 0 to 64 {
      %a830 = affine.load %B[%i830, %j830] : memref<64x128xf32>
      %o830 = affine.load %S[%j830] : memref<128xf32>
      %s830 = arith.addf %o830, %a830 : f32
      affine.store %s830, %S[%j830] : memref<128xf32>
    }
  }
  affine.for %i831 = 0 to 64 {
    %r831 = affine.for %j831 = 0 to 128 iter_args(%acc831 = %zero) -> (f32) {
      %a831 = affine.load %A[%i831, %j831] : memref<64x128xf32>
      %s831 = arith.addf %acc831, %a831 : f32
      affine.yield %s831 : f32
    }
    affine.store %r831, %R[%i831] : memref<64xf32>
  }
  affine.for %i832 = 0 to 64 {
    affine.for %j832 = 0 to 128 {
      %a832 = affine.load %A[%i832, %j832] : memref<64x128xf32>
      %m832 = arith.mulf %a832, %two : f32
      %p832 = arith.addf %m832, %zero : f32
      affine.store %p832, %B[%i832, %j832] : memref<64x128xf32>
    }
  }
  affine.for %j833 = 0 to 128 {
    affine.for %i833 = 0 to 64 {
      %a833 = affine.load %B[%i833, %j833] : memref<64x128xf32>
      %o833 = affine.load %S[%j833] : memref<128xf32>
      %s833 = arith.addf %o833, %a833 : f32
      affine.store %s833, %S[%j833] : memref<128xf32>
    }
  }
  affine.for %i834 = 0 to 64 {
    %r834 = affine.for %j834 = 0 to 128 iter_args(%acc834 = %zero) -> (f32) {
      %a834 = affine.load %A[%i834, %j834] : memref<64x128xf32>
      %s834 = arith.addf %acc834, %a834 : f32
      affine.yield %s834 : f32
    }
    affine.store %r834, %R[%i834] : memref<64xf32>
  }
  affine.for %i835 = 0 to 64 {
    affine.for %j835 = 0 to 128 {
      %a835 = affine.load %A[%i835, %j835] : memref<64x128xf32>
      %m835 = arith.mulf %a835, %two : f32
      %p835 = arith.addf %m835, %zero : f32
      affine.store %p835, %B[%i835, %j835] : memref<64x128xf32>
    }
  }
  affine.for %j836 = 0 to 128 {
    affine.for %i836 = 0 to 64 {
      %a836 = affine.load %B[%i836, %j836] : memref<64x128xf32>
      %o836 = affine.load %S[%j836] : memref<128xf32>
      %s836 = arith.addf %o836, %a836 : f32
      affine.store %s836, %S[%j836] : memref<128xf32>
    }
  }
  affine.for %i837 = 0 to 64 {
    %r837 = affine.for %j837 = 0 to 128 iter_args(%acc837 = %zero) -> (f32) {
      %a837 = affine.load %A[%i837, %j837] : memref<64x128xf32>
      %s837 = arith.addf %acc837, %a837 : f32
      affine.yield %s837 : f32
    }
    affine.store %r837, %R[%i837] : memref<64xf32>
  }
  affine.for %i838 = 0 to 64 {
    affine.for %j838 = 0 to 128 {
      %a838 = affine.load %A[%i838, %j838] : memref<64x128xf32>
      %m838 = arith.mulf %a838, %two : f32
      %p838 = arith.addf %m838, %zero : f32
      affine.store %p838, %B[%i838, %j838] : memref<64x128xf32>
    }
  }
  affine.for %j839 = 0 to 128 {
    affine.for %i839 = 0 to 64 {
      %a839 = affine.load %B[%i839, %j839] : memref<64x128xf32>
      %o839 = affine.load %S[%j839] : memref<128xf32>
      %s839 = arith.addf %o839, %a839 : f32
      affine.store %s839, %S[%j839] : memref<128xf32>
    }
  }
  affine.for %i840 = 0 to 64 {
    %r840 = affine.for %j840 = 0 to 128 iter_args(%acc840 = %zero) -> (f32) {
      %a840 = affine.load %A[%i840, %j840] : memref<64x128xf32>
      %s840 = arith.addf %acc840, %a840 : f32
      affine.yield %s840 : f32
    }
    affine.store %r840, %R[%i840] : memref<64xf32>
  }
  affine.for %i841 = 0 to 64 {
    affine.for %j841 = 0 to 128 {
      %a841 = affine.load %A[%i841, %j841] : memref<64x128xf32>
      %m841 = arith.mulf %a841, %two : f32
      %p841 = arith.addf %m841, %zero : f32
      affine.store %p841, %B[%i841, %j841] : memref<64x128xf32>
    }
  }
  affine.for %j842 = 0 to 128 {
    affine.for %i842 = 0 to 64 {
      %a842 = affine.load %B[%i842, %j842] : memref<64x128xf32>
      %o842 = affine.load %S[%j842] : memref<128xf32>
      %s842 = arith.addf %o842, %a842 : f32
      affine.store %s842, %S[%j842] : memref<128xf32>
    }
  }
  affine.for %i843 = 0 to 64 {
    %r843 = affine.for %j843 = 0 to 128 iter_args(%acc843 = %zero) -> (f32) {
      %a843 = affine.load %A[%i843, %j843] : memref<64x128xf32>
      %s843 = arith.addf %acc843, %a843 : f32
      affine.yield %s843 : f32
    }
    affine.store %r843, %R[%i843] : memref<64xf32>
  }
  affine.for %i844 = 0 to 64 {
    affine.for %j844 = 0 to 128 {
      %a844 = affine.load %A[%i844, %j844] : memref<64x128xf32>
      %m844 = arith.mulf %a844, %two : f32
      %p844 = arith.addf %m844, %zero : f32
      affine.store %p844, %B[%i844, %j844] : memref<64x128xf32>
    }
  }
  affine.for %j845 = 0 to 128 {
    affine.for %i845 = 0 to 64 {
      %a845 = affine.load %B[%i845, %j845] : memref<64x128xf32>
      %o845 = affine.load %S[%j845] : memref<128xf32>
      %s845 = arith.addf %o845, %a845 : f32
      affine.store %s845, %S[%j845] : memref<128xf32>
    }
  }
  affine.for %i846 = 0 to 64 {
    %r846 = affine.for %j846 = 0 to 128 iter_args(%acc846 = %zero) -> (f32) {
      %a846 = affine.load %A[%i846, %j846] : memref<64x128xf32>
      %s846 = arith.addf %acc846, %a846 : f32
      affine.yield %s846 : f32
    }
    affine.store %r846, %R[%i846] : memref<64xf32>
  }
  affine.for %i847 = 0 to 64 {
    affine.for %j847 = 0 to 128 {
      %a847 = affine.load %A[%i847, %j847] : memref<64x128xf32>
      %m847 = arith.mulf %a847, %two : f32
      %p847 = arith.addf %m847, %zero : f32
      affine.store %p847, %B[%i847, %j847] : memref<64x128xf32>
    }
  }
  affine.for %j848 = 0 to 128 {
    affine.for %i848 = 0 to 64 {
      %a848 = affine.load %B[%i848, %j848] : memref<64x128xf32>
      %o848 = affine.load %S[%j848] : memref<128xf32>
      %s848 = arith.addf %o848, %a848 : f32
      affine.store %s848, %S[%j848] : memref<128xf32>
    }
  }
  affine.for %i849 = 0 to 64 {
    %r849 = affine.for %j849 = 0 to 128 iter_args(%acc849 = %zero) -> (f32) {
      %a849 = affine.load %A[%i849, %j849] : memref<64x128xf32>
      %s849 = arith.addf %acc849, %a849 : f32
      affine.yield %s849 : f32
    }
    affine.store %r849, %R[%i849] : memref<64xf32>
  }
  affine.for %i850 = 0 to 64 {
    affine.for %j850 = 0 to 128 {
      %a850 = affine.load %A[%i850, %j850] : memref<64x128xf32>
      %m850 = arith.mulf %a850, %two : f32
      %p850 = arith.addf %m850, %zero : f32
      affine.store %p850, %B[%i850, %j850] : memref<64x128xf32>
    }
  }
  affine.for %j851 = 0 to 128 {
    affine.for %i851 = 0 to 64 {
      %a851 = affine.load %B[%i851, %j851] : memref<64x128xf32>
      %o851 = affine.load %S[%j851] : memref<128xf32>
      %s851 = arith.addf %o851, %a851 : f32
      affine.store %s851, %S[%j851] : memref<128xf32>
    }
  }
  affine.for %i852 = 0 to 64 {
    %r852 = affine.for %j852 = 0 to 128 iter_args(%acc852 = %zero) -> (f32) {
      %a852 = affine.load %A[%i852, %j852] : memref<64x128xf32>
      %s852 = arith.addf %acc852, %a852 : f32
      affine.yield %s852 : f32
    }
    affine.store %r852, %R[%i852] : memref<64xf32>
  }
  affine.for %i853 = 0 to 64 {
    affine.for %j853 = 0 to 128 {
      %a853 = affine.load %A[%i853, %j853] : memref<64x128xf32>
      %m853 = arith.mulf %a853, %two : f32
      %p853 = arith.addf %m853, %zero : f32
      affine.store %p853, %B[%i853, %j853] : memref<64x128xf32>
    }
  }
  affine.for %j854 = 0 to 128 {
    affine.for %i854 = 0 to 64 {
      %a854 = affine.load %B[%i854, %j854] : memref<64x128xf32>
      %o854 = affine.load %S[%j854] : memref<128xf32>
      %s854 = arith.addf %o854, %a854 : f32
      affine.store %s854, %S[%j854] : memref<128xf32>
    }
  }
  affine.for %i855 = 0 to 64 {
    %r855 = affine.for %j855 = 0 to 128 iter_args(%acc855 = %zero) -> (f32) {
      %a855 = affine.load %A[%i855, %j855] : memref<64x128xf32>
      %s855 = arith.addf %acc855, %a855 : f32
      affine.yield %s855 : f32
    }
    affine.store %r855, %R[%i855] : memref<64xf32>
  }
  affine.for %i856 = 0 to 64 {
    affine.for %j856 = 0 to 128 {
      %a856 = affine.load %A[%i856, %j856] : memref<64x128xf32>
      %m856 = arith.mulf %a856, %two : f32
      %p856 = arith.addf %m856, %zero : f32
      affine.store %p856, %B[%i856, %j856] : memref<64x128xf32>
    }
  }
  affine.for %j857 = 0 to 128 {
    affine.for %i857 = 0 to 64 {
      %a857 = affine.load %B[%i857, %j857] : memref<64x128xf32>
      %o857 = affine.load %S[%j857] : memref<128xf32>
      %s857 = arith.addf %o857, %a857 : f32
      affine.store %s857, %S[%j857] : memref<128xf32>
    }
  }
  affine.for %i858 = 0 to 64 {
    %r858 = affine.for %j858 = 0 to 128 iter_args(%acc858 = %zero) -> (f32) {
      %a858 = affine.load %A[%i858, %j858] : memref<64x128xf32>
      %s858 = arith.addf %acc858, %a858 : f32
      affine.yield %s858 : f32
    }
    affine.store %r858, %R[%i858] : memref<64xf32>
  }
  affine.for %i859 = 0 to 64 {
    affine.for %j859 = 0 to 128 {
      %a859 = affine.load %A[%i859, %j859] : memref<64x128xf32>
      %m859 = arith.mulf %a859, %two : f32
      %p859 = arith.addf %m859, %zero : f32
      affine.store %p859, %B[%i859, %j859] : memref<64x128xf32>
    }
  }
  affine.for %j860 = 0 to 128 {
    affine.for %i860 = 0 to 64 {
      %a860 = affine.load %B[%i860, %j860] : memref<64x128xf32>
      %o860 = affine.load %S[%j860] : memref<128xf32>
      %s860 = arith.addf %o860, %a860 : f32
      affine.store %s860, %S[%j860] : memref<128xf32>
    }
  }
  affine.for %i861 = 0 to 64 {
    %r861 = affine.for %j861 = 0 to 128 iter_args(%acc861 = %zero) -> (f32) {
      %a861 = affine.load %A[%i861, %j861] : memref<64x128xf32>
      %s861 = arith.addf %acc861, %a861 : f32
      affine.yield %s861 : f32
    }
    affine.store %r861, %R[%i861] : memref<64xf32>
  }
  affine.for %i862 = 0 to 64 {
    affine.for %j862 = 0 to 128 {
      %a862 = affine.load %A[%i862, %j862] : memref<64x128xf32>
      %m862 = arith.mulf %a862, %two : f32
      %p862 = arith.addf %m862, %zero : f32
      affine.store %p862, %B[%i862, %j862] : memref<64x128xf32>
    }
  }
  affine.for %j863 = 0 to 128 {
    affine.for %i863 = 0 to 64 {
      %a863 = affine.load %B[%i863, %j863] : memref<64x128xf32>
      %o863 = affine.load %S[%j863] : memref<128xf32>
      %s863 = arith.addf %o863, %a863 : f32
      affine.store %s863, %S[%j863] : memref<128xf32>
    }
  }
  affine.for %i864 = 0 to 64 {
    %r864 = affine.for %j864 = 0 to 128 iter_args(%acc864 = %zero) -> (f32) {
      %a864 = affine.load %A[%i864, %j864] : memref<64x128xf32>
      %s864 = arith.addf %acc864, %a864 : f32
      affine.yield %s864 : f32
    }
    affine.store %r864, %R[%i864] : memref<64xf32>
  }
  affine.for %i865 = 0 to 64 {
    affine.for %j865 = 0 to 128 {
      %a865 = affine.load %A[%i865, %j865] : memref<64x128xf32>
      %m865 = arith.mulf %a865, %two : f32
      %p865 = arith.addf %m865, %zero : f32
      affine.store %p865, %B[%i865, %j865] : memref<64x128xf32>
    }
  }
  affine.for %j866 = 0 to 128 {
    affine.for %i866 = 0 to 64 {
      %a866 = affine.load %B[%i866, %j866] : memref<64x128xf32>
      %o866 = affine.load %S[%j866] : memref<128xf32>
      %s866 = arith.addf %o866, %a866 : f32
      affine.store %s866, %S[%j866] : memref<128xf32>
    }
  }
  affine.for %i867 = 0 to 64 {
    %r867 = affine.for %j867 = 0 to 128 iter_args(%acc867 = %zero) -> (f32) {
      %a867 = affine.load %A[%i867, %j867] : memref<64x128xf32>
      %s867 = arith.addf %acc867, %a867 : f32
      affine.yield %s867 : f32
    }
    affine.store %r867, %R[%i867] : memref<64xf32>
  }
  affine.for %i868 = 0 to 64 {
    affine.for %j868 = 0 to 128 {
      %a868 = affine.load %A[%i868, %j868] : memref<64x128xf32>
      %m868 = arith.mulf %a868, %two : f32
      %p868 = arith.addf %m868, %zero : f32
      affine.store %p868, %B[%i868, %j868] : memref<64x128xf32>
    }
  }
  affine.for %j869 = 0 to 128 {
    affine.for %i869 = 0 to 64 {
      %a869 = affine.load %B[%i869, %j869] : memref<64x128xf32>
      %o869 = affine.load %S[%j869] : memref<128xf32>
      %s869 = arith.addf %o869, %a869 : f32
      affine.store %s869, %S[%j869] : memref<128xf32>
    }
  }
  affine.for %i870 = 0 to 64 {
    %r870 = affine.for %j870 = 0 to 128 iter_args(%acc870 = %zero) -> (f32) {
      %a870 = affine.load %A[%i870, %j870] : memref<64x128xf32>
      %s870 = arith.addf %acc870, %a870 : f32
      affine.yield %s870 : f32
    }
    affine.store %r870, %R[%i870] : memref<64xf32>
  }
  affine.for %i871 = 0 to 64 {
    affine.for %j871 = 0 to 128 {
      %a871 = affine.load %A[%i871, %j871] : memref<64x128xf32>
      %m871 = arith.mulf %a871, %two : f32
      %p871 = arith.addf %m871, %zero : f32
      affine.store %p871, %B[%i871, %j871] : memref<64x128xf32>
    }
  }
  affine.for %j872 = 0 to 128 {
    affine.for %i872 = 0 to 64 {
      %a872 = affine.load %B[%i872, %j872] : memref<64x128xf32>
      %o872 = affine.load %S[%j872] : memref<128xf32>
      %s872 = arith.addf %o872, %a872 : f32
      affine.store %s872, %S[%j872] : memref<128xf32>
    }
  }
  affine.for %i873 = 0 to 64 {
    %r873 = affine.for %j873 = 0 to 128 iter_args(%acc873 = %zero) -> (f32) {
      %a873 = affine.load %A[%i873, %j873] : memref<64x128xf32>
      %s873 = arith.addf %acc873, %a873 : f32
      affine.yield %s873 : f32
    }
    affine.store %r873, %R[%i873] : memref<64xf32>
  }
  affine.for %i874 = 0 to 64 {
    affine.for %j874 = 0 to 128 {
      %a874 = affine.load %A[%i874, %j874] : memref<64x128xf32>
      %m874 = arith.mulf %a874, %two : f32
      %p874 = arith.addf %m874, %zero : f32
      affine.store %p874, %B[%i874, %j874] : memref<64x128xf32>
    }
  }
  affine.for %j875 = 0 to 128 {
    affine.for %i875 = 0 to 64 {
      %a875 = affine.load %B[%i875, %j875] : memref<64x128xf32>
      %o875 = affine.load %S[%j875] : memref<128xf32>
      %s875 = arith.addf %o875, %a875 : f32
      affine.store %s875, %S[%j875] : memref<128xf32>
    }
  }
  affine.for %i876 = 0 to 64 {
    %r876 = affine.for %j876 = 0 to 128 iter_args(%acc876 = %zero) -> (f32) {
      %a876 = affine.load %A[%i876, %j876] : memref<64x128xf32>
      %s876 = arith.addf %acc876, %a876 : f32
      affine.yield %s876 : f32
    }
    affine.store %r876, %R[%i876] : memref<64xf32>
  }
  affine.for %i877 = 0 to 64 {
    affine.for %j877 = 0 to 128 {
      %a877 = affine.load %A[%i877, %j877] : memref<64x128xf32>
      %m877 = arith.mulf %a877, %two : f32
      %p877 = arith.addf %m877, %zero : f32
      affine.store %p877, %B[%i877, %j877] : memref<64x128xf32>
    }
  }
  affine.for %j878 = 0 to 128 {
    affine.for %i878 = 0 to 64 {
      %a878 = affine.load %B[%i878, %j878] : memref<64x128xf32>
      %o878 = affine.load %S[%j878] : memref<128xf32>
      %s878 = arith.addf %o878, %a878 : f32
      affine.store %s878, %S[%j878] : memref<128xf32>
    }
  }
  affine.for %i879 = 0 to 64 {
    %r879 = affine.for %j879 = 0 to 128 iter_args(%acc879 = %zero) -> (f32) {
      %a879 = affine.load %A[%i879, %j879] : memref<64x128xf32>
      %s879 = arith.addf %acc879, %a879 : f32
      affine.yield %s879 : f32
    }
    affine.store %r879, %R[%i879] : memref<64xf32>
  }
  affine.for %i880 = 0 to 64 {
    affine.for %j880 = 0 to 128 {
      %a880 = affine.load %A[%i880, %j880] : memref<64x128xf32>
      %m880 = arith.mulf %a880, %two : f32
      %p880 = arith.addf %m880, %zero : f32
      affine.store %p880, %B[%i880, %j880] : memref<64x128xf32>
    }
  }
  affine.for %j881 = 0 to 128 {
    affine.for %i881 = 0 to 64 {
      %a881 = affine.load %B[%i881, %j881] : memref<64x128xf32>
      %o881 = affine.load %S[%j881] : memref<128xf32>
      %s881 = arith.addf %o881, %a881 : f32
      affine.store %s881, %S[%j881] : memref<128xf32>
    }
  }
  affine.for %i882 = 0 to 64 {
    %r882 = affine.for %j882 = 0 to 128 iter_args(%acc882 = %zero) -> (f32) {
      %a882 = affine.load %A[%i882, %j882] : memref<64x128xf32>
      %s882 = arith.addf %acc882, %a882 : f32
      affine.yield %s882 : f32
    }
    affine.store %r882, %R[%i882] : memref<64xf32>
  }
  affine.for %i883 = 0 to 64 {
    affine.for %j883 = 0 to 128 {
      %a883 = affine.load %A[%i883, %j883] : memref<64x128xf32>
      %m883 = arith.mulf %a883, %two : f32
      %p883 = arith.addf %m883, %zero : f32
      affine.store %p883, %B[%i883, %j883] : memref<64x128xf32>
    }
  }
  affine.for %j884 = 0 to 128 {
    affine.for %i884 = 0 to 64 {
      %a884 = affine.load %B[%i884, %j884] : memref<64x128xf32>
      %o884 = affine.load %S[%j884] : memref<128xf32>
      %s884 = arith.addf %o884, %a884 : f32
      affine.store %s884, %S[%j884] : memref<128xf32>
    }
  }
  affine.for %i885 = 0 to 64 {
    %r885 = affine.for %j885 = 0 to 128 iter_args(%acc885 = %zero) -> (f32) {
      %a885 = affine.load %A[%i885, %j885] : memref<64x128xf32>
      %s885 = arith.addf %acc885, %a885 : f32
      affine.yield %s885 : f32
    }
    affine.store %r885, %R[%i885] : memref<64xf32>
  }
  affine.for %i886 = 0 to 64 {
    affine.for %j886 = 0 to 128 {
      %a886 = affine.load %A[%i886, %j886] : memref<64x128xf32>
      %m886 = arith.mulf %a886, %two : f32
      %p886 = arith.addf %m886, %zero : f32
      affine.store %p886, %B[%i886, %j886] : memref<64x128xf32>
    }
  }
  affine.for %j887 = 0 to 128 {
    affine.for %i887 = 0 to 64 {
      %a887 = affine.load %B[%i887, %j887] : memref<64x128xf32>
      %o887 = affine.load %S[%j887] : memref<128xf32>
      %s887 = arith.addf %o887, %a887 : f32
      affine.store %s887, %S[%j887] : memref<128xf32>
    }
  }
  affine.for %i888 = 0 to 64 {
    %r888 = affine.for %j888 = 0 to 128 iter_args(%acc888 = %zero) -> (f32) {
      %a888 = affine.load %A[%i888, %j888] : memref<64x128xf32>
      %s888 = arith.addf %acc888, %a888 : f32
      affine.yield %s888 : f32
    }
    affine.store %r888, %R[%i888] : memref<64xf32>
  }
  affine.for %i889 = 0 to 64 {
    affine.for %j889 = 0 to 128 {
      %a889 = affine.load %A[%i889, %j889] : memref<64x128xf32>
      %m889 = arith.mulf %a889, %two : f32
      %p889 = arith.addf %m889, %zero : f32
      affine.store %p889, %B[%i889, %j889] : memref<64x128xf32>
    }
  }
  affine.for %j890 = 0 to 128 {
    affine.for %i890 = 0 to 64 {
      %a890 = affine.load %B[%i890, %j890] : memref<64x128xf32>
      %o890 = affine.load %S[%j890] : memref<128xf32>
      %s890 = arith.addf %o890, %a890 : f32
      affine.store %s890, %S[%j890] : memref<128xf32>
    }
  }
  affine.for %i891 = 0 to 64 {
    %r891 = affine.for %j891 = 0 to 128 iter_args(%acc891 = %zero) -> (f32) {
      %a891 = affine.load %A[%i891, %j891] : memref<64x128xf32>
      %s891 = arith.addf %acc891, %a891 : f32
      affine.yield %s891 : f32
    }
    affine.store %r891, %R[%i891] : memref<64xf32>
  }
  affine.for %i892 = 0 to 64 {
    affine.for %j892 = 0 to 128 {
      %a892 = affine.load %A[%i892, %j892] : memref<64x128xf32>
      %m892 = arith.mulf %a892, %two : f32
      %p892 = arith.addf %m892, %zero : f32
      affine.store %p892, %B[%i892, %j892] : memref<64x128xf32>
    }
  }
  affine.for %j893 = 0 to 128 {
    affine.for %i893 = 0 to 64 {
      %a893 = affine.load %B[%i893, %j893] : memref<64x128xf32>
      %o893 = affine.load %S[%j893] : memref<128xf32>
      %s893 = arith.addf %o893, %a893 : f32
      affine.store %s893, %S[%j893] : memref<128xf32>
    }
  }
  affine.for %i894 = 0 to 64 {
    %r894 = affine.for %j894 = 0 to 128 iter_args(%acc894 = %zero) -> (f32) {
      %a894 = affine.load %A[%i894, %j894] : memref<64x128xf32>
      %s894 = arith.addf %acc894, %a894 : f32
      affine.yield %s894 : f32
    }
    affine.store %r894, %R[%i894] : memref<64xf32>
  }
  affine.for %i895 = 0 to 64 {
    affine.for %j895 = 0 to 128 {
      %a895 = affine.load %A[%i895, %j895] : memref<64x128xf32>
      %m895 = arith.mulf %a895, %two : f32
      %p895 = arith.addf %m895, %zero : f32
      affine.store %p895, %B[%i895, %j895] : memref<64x128xf32>
    }
  }
  affine.for %j896 = 0 to 128 {
    affine.for %i896 = 0 to 64 {
      %a896 = affine.load %B[%i896, %j896] : memref<64x128xf32>
      %o896 = affine.load %S[%j896] : memref<128xf32>
      %s896 = arith.addf %o896, %a896 : f32
      affine.store %s896, %S[%j896] : memref<128xf32>
    }
  }
  affine.for %i897 = 0 to 64 {
    %r897 = affine.for %j897 = 0 to 128 iter_args(%acc897 = %zero) -> (f32) {
      %a897 = affine.load %A[%i897, %j897] : memref<64x128xf32>
      %s897 = arith.addf %acc897, %a897 : f32
      affine.yield %s897 : f32
    }
    affine.store %r897, %R[%i897] : memref<64xf32>
  }
  affine.for %i898 = 0 to 64 {
    affine.for %j898 = 0 to 128 {
      %a898 = affine.load %A[%i898, %j898] : memref<64x128xf32>
      %m898 = arith.mulf %a898, %two : f32
      %p898 = arith.addf %m898, %zero : f32
      affine.store %p898, %B[%i898, %j898] : memref<64x128xf32>
    }
  }
  affine.for %j899 = 0 to 128 {
    affine.for %i899 = 0 to 64 {
      %a899 = affine.load %B[%i899, %j899] : memref<64x128xf32>
      %o899 = affine.load %S[%j899] : memref<128xf32>
      %s899 = arith.addf %o899, %a899 : f32
      affine.store %s899, %S[%j899] : memref<128xf32>
    }
  }
  affine.for %i900 = 0 to 64 {
    %r900 = affine.for %j900 = 0 to 128 iter_args(%acc900 = %zero) -> (f32) {
      %a900 = affine.load %A[%i900, %j900] : memref<64x128xf32>
      %s900 = arith.addf %acc900, %a900 : f32
      affine.yield %s900 : f32
    }
    affine.store %r900, %R[%i900] : memref<64xf32>
  }
  affine.for %i901 = 0 to 64 {
    affine.for %j901 = 0 to 128 {
      %a901 = affine.load %A[%i901, %j901] : memref<64x128xf32>
      %m901 = arith.mulf %a901, %two : f32
      %p901 = arith.addf %m901, %zero : f32
      affine.store %p901, %B[%i901, %j901] : memref<64x128xf32>
    }
  }
  affine.for %j902 = 0 to 128 {
    affine.for %i902 = 0 to 64 {
      %a902 = affine.load %B[%i902, %j902] : memref<64x128xf32>
      %o902 = affine.load %S[%j902] : memref<128xf32>
      %s902 = arith.addf %o902, %a902 : f32
      affine.store %s902, %S[%j902] : memref<128xf32>
    }
  }
  affine.for %i903 = 0 to 64 {
    %r903 = affine.for %j903 = 0 to 128 iter_args(%acc903 = %zero) -> (f32) {
      %a903 = affine.load %A[%i903, %j903] : memref<64x128xf32>
      %s903 = arith.addf %acc903, %a903 : f32
      affine.yield %s903 : f32
    }
    affine.store %r903, %R[%i903] : memref<64xf32>
  }
  affine.for %i904 = 0 to 64 {
    affine.for %j904 = 0 to 128 {
      %a904 = affine.load %A[%i904, %j904] : memref<64x128xf32>
      %m904 = arith.mulf %a904, %two : f32
      %p904 = arith.addf %m904, %zero : f32
      affine.store %p904, %B[%i904, %j904] : memref<64x128xf32>
    }
  }
  affine.for %j905 = 0 to 128 {
    affine.for %i905 = 0 to 64 {
      %a905 = affine.load %B[%i905, %j905] : memref<64x128xf32>
      %o905 = affine.load %S[%j905] : memref<128xf32>
      %s905 = arith.addf %o905, %a905 : f32
      affine.store %s905, %S[%j905] : memref<128xf32>
    }
  }
  affine.for %i906 = 0 to 64 {
    %r906 = affine.for %j906 = 0 to 128 iter_args(%acc906 = %zero) -> (f32) {
      %a906 = affine.load %A[%i906, %j906] : memref<64x128xf32>
      %s906 = arith.addf %acc906, %a906 : f32
      affine.yield %s906 : f32
    }
    affine.store %r906, %R[%i906] : memref<64xf32>
  }
  affine.for %i907 = 0 to 64 {
    affine.for %j907 = 0 to 128 {
      %a907 = affine.load %A[%i907, %j907] : memref<64x128xf32>
      %m907 = arith.mulf %a907, %two : f32
      %p907 = arith.addf %m907, %zero : f32
      affine.store %p907, %B[%i907, %j907] : memref<64x128xf32>
    }
  }
  affine.for %j908 = 0 to 128 {
    affine.for %i908 = 0 to 64 {
      %a908 = affine.load %B[%i908, %j908] : memref<64x128xf32>
      %o908 = affine.load %S[%j908] : memref<128xf32>
      %s908 = arith.addf %o908, %a908 : f32
      affine.store %s908, %S[%j908] : memref<128xf32>
    }
  }
  affine.for %i909 = 0 to 64 {
    %r909 = affine.for %j909 = 0 to 128 iter_args(%acc909 = %zero) -> (f32) {
      %a909 = affine.load %A[%i909, %j909] : memref<64x128xf32>
      %s909 = arith.addf %acc909, %a909 : f32
      affine.yield %s909 : f32
    }
    affine.store %r909, %R[%i909] : memref<64xf32>
  }
  affine.for %i910 = 0 to 64 {
    affine.for %j910 = 0 to 128 {
      %a910 = affine.load %A[%i910, %j910] : memref<64x128xf32>
      %m910 = arith.mulf %a910, %two : f32
      %p910 = arith.addf %m910, %zero : f32
      affine.store %p910, %B[%i910, %j910] : memref<64x128xf32>
    }
  }
  affine.for %j911 = 0 to 128 {
    affine.for %i911 = 0 to 64 {
      %a911 = affine.load %B[%i911, %j911] : memref<64x128xf32>
      %o911 = affine.load %S[%j911] : memref<128xf32>
      %s911 = arith.addf %o911, %a911 : f32
      affine.store %s911, %S[%j911] : memref<128xf32>
    }
  }
  affine.for %i912 = 0 to 64 {
    %r912 = affine.for %j912 = 0 to 128 iter_args(%acc912 = %zero) -> (f32) {
      %a912 = affine.load %A[%i912, %j912] : memref<64x128xf32>
      %s912 = arith.addf %acc912, %a912 : f32
      affine.yield %s912 : f32
    }
    affine.store %r912, %R[%i912] : memref<64xf32>
  }
  affine.for %i913 = 0 to 64 {
    affine.for %j913 = 0 to 128 {
      %a913 = affine.load %A[%i913, %j913] : memref<64x128xf32>
      %m913 = arith.mulf %a913, %two : f32
      %p913 = arith.addf %m913, %zero : f32
      affine.store %p913, %B[%i913, %j913] : memref<64x128xf32>
    }
  }
  affine.for %j914 = 0 to 128 {
    affine.for %i914 = 0 to 64 {
      %a914 = affine.load %B[%i914, %j914] : memref<64x128xf32>
      %o914 = affine.load %S[%j914] : memref<128xf32>
      %s914 = arith.addf %o914, %a914 : f32
      affine.store %s914, %S[%j914] : memref<128xf32>
    }
  }
  affine.for %i915 = 0 to 64 {
    %r915 = affine.for %j915 = 0 to 128 iter_args(%acc915 = %zero) -> (f32) {
      %a915 = affine.load %A[%i915, %j915] : memref<64x128xf32>
      %s915 = arith.addf %acc915, %a915 : f32
      affine.yield %s915 : f32
    }
    affine.store %r915, %R[%i915] : memref<64xf32>
  }
  affine.for %i916 = 0 to 64 {
    affine.for %j916 = 0 to 128 {
      %a916 = affine.load %A[%i916, %j916] : memref<64x128xf32>
      %m916 = arith.mulf %a916, %two : f32
      %p916 = arith.addf %m916, %zero : f32
      affine.store %p916, %B[%i916, %j916] : memref<64x128xf32>
    }
  }
  affine.for %j917 = 0 to 128 {
    affine.for %i917 = 0 to 64 {
      %a917 = affine.load %B[%i917, %j917] : memref<64x128xf32>
      %o917 = affine.load %S[%j917] : memref<128xf32>
      %s917 = arith.addf %o917, %a917 : f32
      affine.store %s917, %S[%j917] : memref<128xf32>
    }
  }
  affine.for %i918 = 0 to 64 {
    %r918 = affine.for %j918 = 0 to 128 iter_args(%acc918 = %zero) -> (f32) {
      %a918 = affine.load %A[%i918, %j918] : memref<64x128xf32>
      %s918 = arith.addf %acc918, %a918 : f32
      affine.yield %s918 : f32
    }
    affine.store %r918, %R[%i918] : memref<64xf32>
  }
  affine.for %i919 = 0 to 64 {
    affine.for %j919 = 0 to 128 {
      %a919 = affine.load %A[%i919, %j919] : memref<64x128xf32>
      %m919 = arith.mulf %a919, %two : f32
      %p919 = arith.addf %m919, %zero : f32
      affine.store %p919, %B[%i919, %j919] : memref<64x128xf32>
    }
  }
  affine.for %j920 = 0 to 128 {
    affine.for %i920 = 0 to 64 {
      %a920 = affine.load %B[%i920, %j920] : memref<64x128xf32>
      %o920 = affine.load %S[%j920] : memref<128xf32>
      %s920 = arith.addf %o920, %a920 : f32
      affine.store %s920, %S[%j920] : memref<128xf32>
    }
  }
  affine.for %i921 = 0 to 64 {
    %r921 = affine.for %j921 = 0 to 128 iter_args(%acc921 = %zero) -> (f32) {
      %a921 = affine.load %A[%i921, %j921] : memref<64x128xf32>
      %s921 = arith.addf %acc921, %a921 : f32
      affine.yield %s921 : f32
    }
    affine.store %r921, %R[%i921] : memref<64xf32>
  }
  affine.for %i922 = 0 to 64 {
    affine.for %j922 = 0 to 128 {
      %a922 = affine.load %A[%i922, %j922] : memref<64x128xf32>
      %m922 = arith.mulf %a922, %two : f32
      %p922 = arith.addf %m922, %zero : f32
      affine.store %p922, %B[%i922, %j922] : memref<64x128xf32>
    }
  }
  affine.for %j923 = 0 to 128 {
    affine.for %i923 = 0 to 64 {
      %a923 = affine.load %B[%i923, %j923] : memref<64x128xf32>
      %o923 = affine.load %S[%j923] : memref<128xf32>
      %s923 = arith.addf %o923, %a923 : f32
      affine.store %s923, %S[%j923] : memref<128xf32>
    }
  }
  affine.for %i924 = 0 to 64 {
    %r924 = affine.for %j924 = 0 to 128 iter_args(%acc924 = %zero) -> (f32) {
      %a924 = affine.load %A[%i924, %j924] : memref<64x128xf32>
      %s924 = arith.addf %acc924, %a924 : f32
      affine.yield %s924 : f32
    }
    affine.store %r924, %R[%i924] : memref<64xf32>
  }
  affine.for %i925 = 0 to 64 {
    affine.for %j925 = 0 to 128 {
      %a925 = affine.load %A[%i925, %j925] : memref<64x128xf32>
      %m925 = arith.mulf %a925, %two : f32
      %p925 = arith.addf %m925, %zero : f32
      affine.store %p925, %B[%i925, %j925] : memref<64x128xf32>
    }
  }
  affine.for %j926 = 0 to 128 {
    affine.for %i926 = 0 to 64 {
      %a926 = affine.load %B[%i926, %j926] : memref<64x128xf32>
      %o926 = affine.load %S[%j926] : memref<128xf32>
      %s926 = arith.addf %o926, %a926 : f32
      affine.store %s926, %S[%j926] : memref<128xf32>
    }
  }
  affine.for %i927 = 0 to 64 {
    %r927 = affine.for %j927 = 0 to 128 iter_args(%acc927 = %zero) -> (f32) {
      %a927 = affine.load %A[%i927, %j927] : memref<64x128xf32>
      %s927 = arith.addf %acc927, %a927 : f32
      affine.yield %s927 : f32
    }
    affine.store %r927, %R[%i927] : memref<64xf32>
  }
  affine.for %i928 = 0 to 64 {
    affine.for %j928 = 0 to 128 {
      %a928 = affine.load %A[%i928, %j928] : memref<64x128xf32>
      %m928 = arith.mulf %a928, %two : f32
      %p928 = arith.addf %m928, %zero : f32
      affine.store %p928, %B[%i928, %j928] : memref<64x128xf32>
    }
  }
  affine.for %j929 = 0 to 128 {
    affine.for %i929 = 0 to 64 {
      %a929 = affine.load %B[%i929, %j929] : memref<64x128xf32>
      %o929 = affine.load %S[%j929] : memref<128xf32>
      %s929 = arith.addf %o929, %a929 : f32
      affine.store %s929, %S[%j929] : memref<128xf32>
    }
  }
  affine.for %i930 = 0 to 64 {
    %r930 = affine.for %j930 = 0 to 128 iter_args(%acc930 = %zero) -> (f32) {
      %a930 = affine.load %A[%i930, %j930] : memref<64x128xf32>
      %s930 = arith.addf %acc930, %a930 : f32
      affine.yield %s930 : f32
    }
    affine.store %r930, %R[%i930] : memref<64xf32>
  }
  affine.for %i931 = 0 to 64 {
    affine.for %j931 = 0 to 128 {
      %a931 = affine.load %A[%i931, %j931] : memref<64x128xf32>
      %m931 = arith.mulf %a931, %two : f32
      %p931 = arith.addf %m931, %zero : f32
      affine.store %p931, %B[%i931, %j931] : memref<64x128xf32>
    }
  }
  affine.for %j932 = 0 to 128 {
    affine.for %i932 = 0 to 64 {
      %a932 = affine.load %B[%i932, %j932] : memref<64x128xf32>
      %o932 = affine.load %S[%j932] : memref<128xf32>
      %s932 = arith.addf %o932, %a932 : f32
      affine.store %s932, %S[%j932] : memref<128xf32>
    }
  }
  affine.for %i933 = 0 to 64 {
    %r933 = affine.for %j933 = 0 to 128 iter_args(%acc933 = %zero) -> (f32) {
      %a933 = affine.load %A[%i933, %j933] : memref<64x128xf32>
      %s933 = arith.addf %acc933, %a933 : f32
      affine.yield %s933 : f32
    }
    affine.store %r933, %R[%i933] : memref<64xf32>
  }
  affine.for %i934 = 0 to 64 {
    affine.for %j934 = 0 to 128 {
      %a934 = affine.load %A[%i934, %j934] : memref<64x128xf32>
      %m934 = arith.mulf %a934, %two : f32
      %p934 = arith.addf %m934, %zero : f32
      affine.store %p934, %B[%i934, %j934] : memref<64x128xf32>
    }
  }
  affine.for %j935 = 0 to 128 {
    affine.for %i935 = 0 to 64 {
      %a935 = affine.load %B[%i935, %j935] : memref<64x128xf32>
      %o935 = affine.load %S[%j935] : memref<128xf32>
      %s935 = arith.addf %o935, %a935 : f32
      affine.store %s935, %S[%j935] : memref<128xf32>
    }
  }
  affine.for %i936 = 0 to 64 {
    %r936 = affine.for %j936 = 0 to 128 iter_args(%acc936 = %zero) -> (f32) {
      %a936 = affine.load %A[%i936, %j936] : memref<64x128xf32>
      %s936 = arith.addf %acc936, %a936 : f32
      affine.yield %s936 : f32
    }
    affine.store %r936, %R[%i936] : memref<64xf32>
  }
  affine.for %i937 = 0 to 64 {
    affine.for %j937 = 0 to 128 {
      %a937 = affine.load %A[%i937, %j937] : memref<64x128xf32>
      %m937 = arith.mulf %a937, %two : f32
      %p937 = arith.addf %m937, %zero : f32
      affine.store %p937, %B[%i937, %j937] : memref<64x128xf32>
    }
  }
  affine.for %j938 = 0 to 128 {
    affine.for %i938 = 0 to 64 {
      %a938 = affine.load %B[%i938, %j938] : memref<64x128xf32>
      %o938 = affine.load %S[%j938] : memref<128xf32>
      %s938 = arith.addf %o938, %a938 : f32
      affine.store %s938, %S[%j938] : memref<128xf32>
    }
  }
  affine.for %i939 = 0 to 64 {
    %r939 = affine.for %j939 = 0 to 128 iter_args(%acc939 = %zero) -> (f32) {
      %a939 = affine.load %A[%i939, %j939] : memref<64x128xf32>
      %s939 = arith.addf %acc939, %a939 : f32
      affine.yield %s939 : f32
    }
    affine.store %r939, %R[%i939] : memref<64xf32>
  }
  affine.for %i940 = 0 to 64 {
    affine.for %j940 = 0 to 128 {
      %a940 = affine.load %A[%i940, %j940] : memref<64x128xf32>
      %m940 = arith.mulf %a940, %two : f32
      %p940 = arith.addf %m940, %zero : f32
      affine.store %p940, %B[%i940, %j940] : memref<64x128xf32>
    }
  }
  affine.for %j941 = 0 to 128 {
    affine.for %i941 = 0 to 64 {
      %a941 = affine.load %B[%i941, %j941] : memref<64x128xf32>
      %o941 = affine.load %S[%j941] : memref<128xf32>
      %s941 = arith.addf %o941, %a941 : f32
      affine.store %s941, %S[%j941] : memref<128xf32>
    }
  }
  affine.for %i942 = 0 to 64 {
    %r942 = affine.for %j942 = 0 to 128 iter_args(%acc942 = %zero) -> (f32) {
      %a942 = affine.load %A[%i942, %j942] : memref<64x128xf32>
      %s942 = arith.addf %acc942, %a942 : f32
      affine.yield %s942 : f32
    }
    affine.store %r942, %R[%i942] : memref<64xf32>
  }
  affine.for %i943 = 0 to 64 {
    affine.for %j943 = 0 to 128 {
      %a943 = affine.load %A[%i943, %j943] : memref<64x128xf32>
      %m943 = arith.mulf %a943, %two : f32
      %p943 = arith.addf %m943, %zero : f32
      affine.store %p943, %B[%i943, %j943] : memref<64x128xf32>
    }
  }
  affine.for %j944 = 0 to 128 {
    affine.for %i944 = 0 to 64 {
      %a944 = affine.load %B[%i944, %j944] : memref<64x128xf32>
      %o944 = affine.load %S[%j944] : memref<128xf32>
      %s944 = arith.addf %o944, %a944 : f32
      affine.store %s944, %S[%j944] : memref<128xf32>
    }
  }
  affine.for %i945 = 0 to 64 {
    %r945 = affine.for %j945 = 0 to 128 iter_args(%acc945 = %zero) -> (f32) {
      %a945 = affine.load %A[%i945, %j945] : memref<64x128xf32>
      %s945 = arith.addf %acc945, %a945 : f32
      affine.yield %s945 : f32
    }
    affine.store %r945, %R[%i945] : memref<64xf32>
  }
  affine.for %i946 = 0 to 64 {
    affine.for %j946 = 0 to 128 {
      %a946 = affine.load %A[%i946, %j946] : memref<64x128xf32>
      %m946 = arith.mulf %a946, %two : f32
      %p946 = arith.addf %m946, %zero : f32
      affine.store %p946, %B[%i946, %j946] : memref<64x128xf32>
    }
  }
  affine.for %j947 = 0 to 128 {
    affine.for %i947 = 0 to 64 {
      %a947 = affine.load %B[%i947, %j947] : memref<64x128xf32>
      %o947 = affine.load %S[%j947] : memref<128xf32>
      %s947 = arith.addf %o947, %a947 : f32
      affine.store %s947, %S[%j947] : memref<128xf32>
    }
  }
  affine.for %i948 = 0 to 64 {
    %r948 = affine.for %j948 = 0 to 128 iter_args(%acc948 = %zero) -> (f32) {
      %a948 = affine.load %A[%i948, %j948] : memref<64x128xf32>
      %s948 = arith.addf %acc948, %a948 : f32
      affine.yield %s948 : f32
    }
    affine.store %r948, %R[%i948] : memref<64xf32>
  }
  affine.for %i949 = 0 to 64 {
    affine.for %j949 = 0 to 128 {
      %a949 = affine.load %A[%i949, %j949] : memref<64x128xf32>
      %m949 = arith.mulf %a949, %two : f32
      %p949 = arith.addf %m949, %zero : f32
      affine.store %p949, %B[%i949, %j949] : memref<64x128xf32>
    }
  }
  affine.for %j950 = 0 to 128 {
    affine.for %i950 = 0 to 64 {
      %a950 = affine.load %B[%i950, %j950] : memref<64x128xf32>
      %o950 = affine.load %S[%j950] : memref<128xf32>
      %s950 = arith.addf %o950, %a950 : f32
      affine.store %s950, %S[%j950] : memref<128xf32>
    }
  }
  affine.for %i951 = 0 to 64 {
    %r951 = affine.for %j951 = 0 to 128 iter_args(%acc951 = %zero) -> (f32) {
      %a951 = affine.load %A[%i951, %j951] : memref<64x128xf32>
      %s951 = arith.addf %acc951, %a951 : f32
      affine.yield %s951 : f32
    }
    affine.store %r951, %R[%i951] : memref<64xf32>
  }
  affine.for %i952 = 0 to 64 {
    affine.for %j952 = 0 to 128 {
      %a952 = affine.load %A[%i952, %j952] : memref<64x128xf32>
      %m952 = arith.mulf %a952, %two : f32
      %p952 = arith.addf %m952, %zero : f32
      affine.store %p952, %B[%i952, %j952] : memref<64x128xf32>
    }
  }
  affine.for %j953 = 0 to 128 {
    affine.for %i953 = 0 to 64 {
      %a953 = affine.load %B[%i953, %j953] : memref<64x128xf32>
      %o953 = affine.load %S[%j953] : memref<128xf32>
      %s953 = arith.addf %o953, %a953 : f32
      affine.store %s953, %S[%j953] : memref<128xf32>
    }
  }
  affine.for %i954 = 0 to 64 {
    %r954 = affine.for %j954 = 0 to 128 iter_args(%acc954 = %zero) -> (f32) {
      %a954 = affine.load %A[%i954, %j954] : memref<64x128xf32>
      %s954 = arith.addf %acc954, %a954 : f32
      affine.yield %s954 : f32
    }
    affine.store %r954, %R[%i954] : memref<64xf32>
  }
  affine.for %i955 = 0 to 64 {
    affine.for %j955 = 0 to 128 {
      %a955 = affine.load %A[%i955, %j955] : memref<64x128xf32>
      %m955 = arith.mulf %a955, %two : f32
      %p955 = arith.addf %m955, %zero : f32
      affine.store %p955, %B[%i955, %j955] : memref<64x128xf32>
    }
  }
  affine.for %j956 = 0 to 128 {
    affine.for %i956 = 0 to 64 {
      %a956 = affine.load %B[%i956, %j956] : memref<64x128xf32>
      %o956 = affine.load %S[%j956] : memref<128xf32>
      %s956 = arith.addf %o956, %a956 : f32
      affine.store %s956, %S[%j956] : memref<128xf32>
    }
  }
  affine.for %i957 = 0 to 64 {
    %r957 = affine.for %j957 = 0 to 128 iter_args(%acc957 = %zero) -> (f32) {
      %a957 = affine.load %A[%i957, %j957] : memref<64x128xf32>
      %s957 = arith.addf %acc957, %a957 : f32
      affine.yield %s957 : f32
    }
    affine.store %r957, %R[%i957] : memref<64xf32>
  }
  affine.for %i958 = 0 to 64 {
    affine.for %j958 = 0 to 128 {
      %a958 = affine.load %A[%i958, %j958] : memref<64x128xf32>
      %m958 = arith.mulf %a958, %two : f32
      %p958 = arith.addf %m958, %zero : f32
      affine.store %p958, %B[%i958, %j958] : memref<64x128xf32>
    }
  }
  affine.for %j959 = 0 to 128 {
    affine.for %i959 = 0 to 64 {
      %a959 = affine.load %B[%i959, %j959] : memref<64x128xf32>
      %o959 = affine.load %S[%j959] : memref<128xf32>
      %s959 = arith.addf %o959, %a959 : f32
      affine.store %s959, %S[%j959] : memref<128xf32>
    }
  }
  affine.for %i960 = 0 to 64 {
    %r960 = affine.for %j960 = 0 to 128 iter_args(%acc960 = %zero) -> (f32) {
      %a960 = affine.load %A[%i960, %j960] : memref<64x128xf32>
      %s960 = arith.addf %acc960, %a960 : f32
      affine.yield %s960 : f32
    }
    affine.store %r960, %R[%i960] : memref<64xf32>
  }
  affine.for %i961 = 0 to 64 {
    affine.for %j961 = 0 to 128 {
      %a961 = affine.load %A[%i961, %j961] : memref<64x128xf32>
      %m961 = arith.mulf %a961, %two : f32
      %p961 = arith.addf %m961, %zero : f32
      affine.store %p961, %B[%i961, %j961] : memref<64x128xf32>
    }
  }
  affine.for %j962 = 0 to 128 {
    affine.for %i962 = 0 to 64 {
      %a962 = affine.load %B[%i962, %j962] : memref<64x128xf32>
      %o962 = affine.load %S[%j962] : memref<128xf32>
      %s962 = arith.addf %o962, %a962 : f32
      affine.store %s962, %S[%j962] : memref<128xf32>
    }
  }
  affine.for %i963 = 0 to 64 {
    %r963 = affine.for %j963 = 0 to 128 iter_args(%acc963 = %zero) -> (f32) {
      %a963 = affine.load %A[%i963, %j963] : memref<64x128xf32>
      %s963 = arith.addf %acc963, %a963 : f32
      affine.yield %s963 : f32
    }
    affine.store %r963, %R[%i963] : memref<64xf32>
  }
  affine.for %i964 = 0 to 64 {
    affine.for %j964 = 0 to 128 {
      %a964 = affine.load %A[%i964, %j964] : memref<64x128xf32>
      %m964 = arith.mulf %a964, %two : f32
      %p964 = arith.addf %m964, %zero : f32
      affine.store %p964, %B[%i964, %j964] : memref<64x128xf32>
    }
  }
  affine.for %j965 = 0 to 128 {
    affine.for %i965 = 0 to 64 {
      %a965 = affine.load %B[%i965, %j965] : memref<64x128xf32>
      %o965 = affine.load %S[%j965] : memref<128xf32>
      %s965 = arith.addf %o965, %a965 : f32
      affine.store %s965, %S[%j965] : memref<128xf32>
    }
  }
  affine.for %i966 = 0 to 64 {
    %r966 = affine.for %j966 = 0 to 128 iter_args(%acc966 = %zero) -> (f32) {
      %a966 = affine.load %A[%i966, %j966] : memref<64x128xf32>
      %s966 = arith.addf %acc966, %a966 : f32
      affine.yield %s966 : f32
    }
    affine.store %r966, %R[%i966] : memref<64xf32>
  }
  affine.for %i967 = 0 to 64 {
    affine.for %j967 = 0 to 128 {
      %a967 = affine.load %A[%i967, %j967] : memref<64x128xf32>
      %m967 = arith.mulf %a967, %two : f32
      %p967 = arith.addf %m967, %zero : f32
      affine.store %p967, %B[%i967, %j967] : memref<64x128xf32>
    }
  }
  affine.for %j968 = 0 to 128 {
    affine.for %i968 = 0 to 64 {
      %a968 = affine.load %B[%i968, %j968] : memref<64x128xf32>
      %o968 = affine.load %S[%j968] : memref<128xf32>
      %s968 = arith.addf %o968, %a968 : f32
      affine.store %s968, %S[%j968] : memref<128xf32>
    }
  }
  affine.for %i969 = 0 to 64 {
    %r969 = affine.for %j969 = 0 to 128 iter_args(%acc969 = %zero) -> (f32) {
      %a969 = affine.load %A[%i969, %j969] : memref<64x128xf32>
      %s969 = arith.addf %acc969, %a969 : f32
      affine.yield %s969 : f32
    }
    affine.store %r969, %R[%i969] : memref<64xf32>
  }
  affine.for %i970 = 0 to 64 {
    affine.for %j970 = 0 to 128 {
      %a970 = affine.load %A[%i970, %j970] : memref<64x128xf32>
      %m970 = arith.mulf %a970, %two : f32
      %p970 = arith.addf %m970, %zero : f32
      affine.store %p970, %B[%i970, %j970] : memref<64x128xf32>
    }
  }
  affine.for %j971 = 0 to 128 {
    affine.for %i971 = 0 to 64 {
      %a971 = affine.load %B[%i971, %j971] : memref<64x128xf32>
      %o971 = affine.load %S[%j971] : memref<128xf32>
      %s971 = arith.addf %o971, %a971 : f32
      affine.store %s971, %S[%j971] : memref<128xf32>
    }
  }
  affine.for %i972 = 0 to 64 {
    %r972 = affine.for %j972 = 0 to 128 iter_args(%acc972 = %zero) -> (f32) {
      %a972 = affine.load %A[%i972, %j972] : memref<64x128xf32>
      %s972 = arith.addf %acc972, %a972 : f32
      affine.yield %s972 : f32
    }
    affine.store %r972, %R[%i972] : memref<64xf32>
  }
  affine.for %i973 = 0 to 64 {
    affine.for %j973 = 0 to 128 {
      %a973 = affine.load %A[%i973, %j973] : memref<64x128xf32>
      %m973 = arith.mulf %a973, %two : f32
      %p973 = arith.addf %m973, %zero : f32
      affine.store %p973, %B[%i973, %j973] : memref<64x128xf32>
    }
  }
  affine.for %j974 = 0 to 128 {
    affine.for %i974 = 0 to 64 {
      %a974 = affine.load %B[%i974, %j974] : memref<64x128xf32>
      %o974 = affine.load %S[%j974] : memref<128xf32>
      %s974 = arith.addf %o974, %a974 : f32
      affine.store %s974, %S[%j974] : memref<128xf32>
    }
  }
  affine.for %i975 = 0 to 64 {
    %r975 = affine.for %j975 = 0 to 128 iter_args(%acc975 = %zero) -> (f32) {
      %a975 = affine.load %A[%i975, %j975] : memref<64x128xf32>
      %s975 = arith.addf %acc975, %a975 : f32
      affine.yield %s975 : f32
    }
    affine.store %r975, %R[%i975] : memref<64xf32>
  }
  affine.for %i976 = 0 to 64 {
    affine.for %j976 = 0 to 128 {
      %a976 = affine.load %A[%i976, %j976] : memref<64x128xf32>
      %m976 = arith.mulf %a976, %two : f32
      %p976 = arith.addf %m976, %zero : f32
      affine.store %p976, %B[%i976, %j976] : memref<64x128xf32>
    }
  }
  affine.for %j977 = 0 to 128 {
    affine.for %i977 = 0 to 64 {
      %a977 = affine.load %B[%i977, %j977] : memref<64x128xf32>
      %o977 = affine.load %S[%j977] : memref<128xf32>
      %s977 = arith.addf %o977, %a977 : f32
      affine.store %s977, %S[%j977] : memref<128xf32>
    }
  }
  affine.for %i978 = 0 to 64 {
    %r978 = affine.for %j978 = 0 to 128 iter_args(%acc978 = %zero) -> (f32) {
      %a978 = affine.load %A[%i978, %j978] : memref<64x128xf32>
      %s978 = arith.addf %acc978, %a978 : f32
      affine.yield %s978 : f32
    }
    affine.store %r978, %R[%i978] : memref<64xf32>
  }
  affine.for %i979 = 0 to 64 {
    affine.for %j979 = 0 to 128 {
      %a979 = affine.load %A[%i979, %j979] : memref<64x128xf32>
      %m979 = arith.mulf %a979, %two : f32
      %p979 = arith.addf %m979, %zero : f32
      affine.store %p979, %B[%i979, %j979] : memref<64x128xf32>
    }
  }
  affine.for %j980 = 0 to 128 {
    affine.for %i980 = 0 to 64 {
      %a980 = affine.load %B[%i980, %j980] : memref<64x128xf32>
      %o980 = affine.load %S[%j980] : memref<128xf32>
      %s980 = arith.addf %o980, %a980 : f32
      affine.store %s980, %S[%j980] : memref<128xf32>
    }
  }
  affine.for %i981 = 0 to 64 {
    %r981 = affine.for %j981 = 0 to 128 iter_args(%acc981 = %zero) -> (f32) {
      %a981 = affine.load %A[%i981, %j981] : memref<64x128xf32>
      %s981 = arith.addf %acc981, %a981 : f32
      affine.yield %s981 : f32
    }
    affine.store %r981, %R[%i981] : memref<64xf32>
  }
  affine.for %i982 = 0 to 64 {
    affine.for %j982 = 0 to 128 {
      %a982 = affine.load %A[%i982, %j982] : memref<64x128xf32>
      %m982 = arith.mulf %a982, %two : f32
      %p982 = arith.addf %m982, %zero : f32
      affine.store %p982, %B[%i982, %j982] : memref<64x128xf32>
    }
  }
  affine.for %j983 = 0 to 128 {
    affine.for %i983 = 0 to 64 {
      %a983 = affine.load %B[%i983, %j983] : memref<64x128xf32>
      %o983 = affine.load %S[%j983] : memref<128xf32>
      %s983 = arith.addf %o983, %a983 : f32
      affine.store %s983, %S[%j983] : memref<128xf32>
    }
  }
  affine.for %i984 = 0 to 64 {
    %r984 = affine.for %j984 = 0 to 128 iter_args(%acc984 = %zero) -> (f32) {
      %a984 = affine.load %A[%i984, %j984] : memref<64x128xf32>
      %s984 = arith.addf %acc984, %a984 : f32
      affine.yield %s984 : f32
    }
    affine.store %r984, %R[%i984] : memref<64xf32>
  }
  affine.for %i985 = 0 to 64 {
    affine.for %j985 = 0 to 128 {
      %a985 = affine.load %A[%i985, %j985] : memref<64x128xf32>
      %m985 = arith.mulf %a985, %two : f32
      %p985 = arith.addf %m985, %zero : f32
      affine.store %p985, %B[%i985, %j985] : memref<64x128xf32>
    }
  }
  affine.for %j986 = 0 to 128 {
    affine.for %i986 = 0 to 64 {
      %a986 = affine.load %B[%i986, %j986] : memref<64x128xf32>
      %o986 = affine.load %S[%j986] : memref<128xf32>
      %s986 = arith.addf %o986, %a986 : f32
      affine.store %s986, %S[%j986] : memref<128xf32>
    }
  }
  affine.for %i987 = 0 to 64 {
    %r987 = affine.for %j987 = 0 to 128 iter_args(%acc987 = %zero) -> (f32) {
      %a987 = affine.load %A[%i987, %j987] : memref<64x128xf32>
      %s987 = arith.addf %acc987, %a987 : f32
      affine.yield %s987 : f32
    }
    affine.store %r987, %R[%i987] : memref<64xf32>
  }
  affine.for %i988 = 0 to 64 {
    affine.for %j988 = 0 to 128 {
      %a988 = affine.load %A[%i988, %j988] : memref<64x128xf32>
      %m988 = arith.mulf %a988, %two : f32
      %p988 = arith.addf %m988, %zero : f32
      affine.store %p988, %B[%i988, %j988] : memref<64x128xf32>
    }
  }
  affine.for %j989 = 0 to 128 {
    affine.for %i989 = 0 to 64 {
      %a989 = affine.load %B[%i989, %j989] : memref<64x128xf32>
      %o989 = affine.load %S[%j989] : memref<128xf32>
      %s989 = arith.addf %o989, %a989 : f32
      affine.store %s989, %S[%j989] : memref<128xf32>
    }
  }
  affine.for %i990 = 0 to 64 {
    %r990 = affine.for %j990 = 0 to 128 iter_args(%acc990 = %zero) -> (f32) {
      %a990 = affine.load %A[%i990, %j990] : memref<64x128xf32>
      %s990 = arith.addf %acc990, %a990 : f32
      affine.yield %s990 : f32
    }
    affine.store %r990, %R[%i990] : memref<64xf32>
  }
  affine.for %i991 = 0 to 64 {
    affine.for %j991 = 0 to 128 {
      %a991 = affine.load %A[%i991, %j991] : memref<64x128xf32>
      %m991 = arith.mulf %a991, %two : f32
      %p991 = arith.addf %m991, %zero : f32
      affine.store %p991, %B[%i991, %j991] : memref<64x128xf32>
    }
  }
  affine.for %j992 = 0 to 128 {
    affine.for %i992 = 0 to 64 {
      %a992 = affine.load %B[%i992, %j992] : memref<64x128xf32>
      %o992 = affine.load %S[%j992] : memref<128xf32>
      %s992 = arith.addf %o992, %a992 : f32
      affine.store %s992, %S[%j992] : memref<128xf32>
    }
  }
  affine.for %i993 = 0 to 64 {
    %r993 = affine.for %j993 = 0 to 128 iter_args(%acc993 = %zero) -> (f32) {
      %a993 = affine.load %A[%i993, %j993] : memref<64x128xf32>
      %s993 = arith.addf %acc993, %a993 : f32
      affine.yield %s993 : f32
    }
    affine.store %r993, %R[%i993] : memref<64xf32>
  }
  affine.for %i994 = 0 to 64 {
    affine.for %j994 = 0 to 128 {
      %a994 = affine.load %A[%i994, %j994] : memref<64x128xf32>
      %m994 = arith.mulf %a994, %two : f32
      %p994 = arith.addf %m994, %zero : f32
      affine.store %p994, %B[%i994, %j994] : memref<64x128xf32>
    }
  }
  affine.for %j995 = 0 to 128 {
    affine.for %i995 = 0 to 64 {
      %a995 = affine.load %B[%i995, %j995] : memref<64x128xf32>
      %o995 = affine.load %S[%j995] : memref<128xf32>
      %s995 = arith.addf %o995, %a995 : f32
      affine.store %s995, %S[%j995] : memref<128xf32>
    }
  }
  affine.for %i996 = 0 to 64 {
    %r996 = affine.for %j996 = 0 to 128 iter_args(%acc996 = %zero) -> (f32) {
      %a996 = affine.load %A[%i996, %j996] : memref<64x128xf32>
      %s996 = arith.addf %acc996, %a996 : f32
      affine.yield %s996 : f32
    }
    affine.store %r996, %R[%i996] : memref<64xf32>
  }
  affine.for %i997 = 0 to 64 {
    affine.for %j997 = 0 to 128 {
      %a997 = affine.load %A[%i997, %j997] : memref<64x128xf32>
      %m997 = arith.mulf %a997, %two : f32
      %p997 = arith.addf %m997, %zero : f32
      affine.store %p997, %B[%i997, %j997] : memref<64x128xf32>
    }
  }
  affine.for %j998 = 0 to 128 {
    affine.for %i998 = 0 to 64 {
      %a998 = affine.load %B[%i998, %j998] : memref<64x128xf32>
      %o998 = affine.load %S[%j998] : memref<128xf32>
      %s998 = arith.addf %o998, %a998 : f32
      affine.store %s998, %S[%j998] : memref<128xf32>
    }
  }
  affine.for %i999 = 0 to 64 {
    %r999 = affine.for %j999 = 0 to 128 iter_args(%acc999 = %zero) -> (f32) {
      %a999 = affine.load %A[%i999, %j999] : memref<64x128xf32>
      %s999 = arith.addf %acc999, %a999 : f32
      affine.yield %s999 : f32
    }
    affine.store %r999, %R[%i999] : memref<64xf32>
  }
  return
}
