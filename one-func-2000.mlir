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
  affine.for %i1000 = 0 to 64 {
    affine.for %j1000 = 0 to 128 {
      %a1000 = affine.load %A[%i1000, %j1000] : memref<64x128xf32>
      %m1000 = arith.mulf %a1000, %two : f32
      %p1000 = arith.addf %m1000, %zero : f32
      affine.store %p1000, %B[%i1000, %j1000] : memref<64x128xf32>
    }
  }
  affine.for %j1001 = 0 to 128 {
    affine.for %i1001 = 0 to 64 {
      %a1001 = affine.load %B[%i1001, %j1001] : memref<64x128xf32>
      %o1001 = affine.load %S[%j1001] : memref<128xf32>
      %s1001 = arith.addf %o1001, %a1001 : f32
      affine.store %s1001, %S[%j1001] : memref<128xf32>
    }
  }
  affine.for %i1002 = 0 to 64 {
    %r1002 = affine.for %j1002 = 0 to 128 iter_args(%acc1002 = %zero) -> (f32) {
      %a1002 = affine.load %A[%i1002, %j1002] : memref<64x128xf32>
      %s1002 = arith.addf %acc1002, %a1002 : f32
      affine.yield %s1002 : f32
    }
    affine.store %r1002, %R[%i1002] : memref<64xf32>
  }
  affine.for %i1003 = 0 to 64 {
    affine.for %j1003 = 0 to 128 {
      %a1003 = affine.load %A[%i1003, %j1003] : memref<64x128xf32>
      %m1003 = arith.mulf %a1003, %two : f32
      %p1003 = arith.addf %m1003, %zero : f32
      affine.store %p1003, %B[%i1003, %j1003] : memref<64x128xf32>
    }
  }
  affine.for %j1004 = 0 to 128 {
    affine.for %i1004 = 0 to 64 {
      %a1004 = affine.load %B[%i1004, %j1004] : memref<64x128xf32>
      %o1004 = affine.load %S[%j1004] : memref<128xf32>
      %s1004 = arith.addf %o1004, %a1004 : f32
      affine.store %s1004, %S[%j1004] : memref<128xf32>
    }
  }
  affine.for %i1005 = 0 to 64 {
    %r1005 = affine.for %j1005 = 0 to 128 iter_args(%acc1005 = %zero) -> (f32) {
      %a1005 = affine.load %A[%i1005, %j1005] : memref<64x128xf32>
      %s1005 = arith.addf %acc1005, %a1005 : f32
      affine.yield %s1005 : f32
    }
    affine.store %r1005, %R[%i1005] : memref<64xf32>
  }
  affine.for %i1006 = 0 to 64 {
    affine.for %j1006 = 0 to 128 {
      %a1006 = affine.load %A[%i1006, %j1006] : memref<64x128xf32>
      %m1006 = arith.mulf %a1006, %two : f32
      %p1006 = arith.addf %m1006, %zero : f32
      affine.store %p1006, %B[%i1006, %j1006] : memref<64x128xf32>
    }
  }
  affine.for %j1007 = 0 to 128 {
    affine.for %i1007 = 0 to 64 {
      %a1007 = affine.load %B[%i1007, %j1007] : memref<64x128xf32>
      %o1007 = affine.load %S[%j1007] : memref<128xf32>
      %s1007 = arith.addf %o1007, %a1007 : f32
      affine.store %s1007, %S[%j1007] : memref<128xf32>
    }
  }
  affine.for %i1008 = 0 to 64 {
    %r1008 = affine.for %j1008 = 0 to 128 iter_args(%acc1008 = %zero) -> (f32) {
      %a1008 = affine.load %A[%i1008, %j1008] : memref<64x128xf32>
      %s1008 = arith.addf %acc1008, %a1008 : f32
      affine.yield %s1008 : f32
    }
    affine.store %r1008, %R[%i1008] : memref<64xf32>
  }
  affine.for %i1009 = 0 to 64 {
    affine.for %j1009 = 0 to 128 {
      %a1009 = affine.load %A[%i1009, %j1009] : memref<64x128xf32>
      %m1009 = arith.mulf %a1009, %two : f32
      %p1009 = arith.addf %m1009, %zero : f32
      affine.store %p1009, %B[%i1009, %j1009] : memref<64x128xf32>
    }
  }
  affine.for %j1010 = 0 to 128 {
    affine.for %i1010 = 0 to 64 {
      %a1010 = affine.load %B[%i1010, %j1010] : memref<64x128xf32>
      %o1010 = affine.load %S[%j1010] : memref<128xf32>
      %s1010 = arith.addf %o1010, %a1010 : f32
      affine.store %s1010, %S[%j1010] : memref<128xf32>
    }
  }
  affine.for %i1011 = 0 to 64 {
    %r1011 = affine.for %j1011 = 0 to 128 iter_args(%acc1011 = %zero) -> (f32) {
      %a1011 = affine.load %A[%i1011, %j1011] : memref<64x128xf32>
      %s1011 = arith.addf %acc1011, %a1011 : f32
      affine.yield %s1011 : f32
    }
    affine.store %r1011, %R[%i1011] : memref<64xf32>
  }
  affine.for %i1012 = 0 to 64 {
    affine.for %j1012 = 0 to 128 {
      %a1012 = affine.load %A[%i1012, %j1012] : memref<64x128xf32>
      %m1012 = arith.mulf %a1012, %two : f32
      %p1012 = arith.addf %m1012, %zero : f32
      affine.store %p1012, %B[%i1012, %j1012] : memref<64x128xf32>
    }
  }
  affine.for %j1013 = 0 to 128 {
    affine.for %i1013 = 0 to 64 {
      %a1013 = affine.load %B[%i1013, %j1013] : memref<64x128xf32>
      %o1013 = affine.load %S[%j1013] : memref<128xf32>
      %s1013 = arith.addf %o1013, %a1013 : f32
      affine.store %s1013, %S[%j1013] : memref<128xf32>
    }
  }
  affine.for %i1014 = 0 to 64 {
    %r1014 = affine.for %j1014 = 0 to 128 iter_args(%acc1014 = %zero) -> (f32) {
      %a1014 = affine.load %A[%i1014, %j1014] : memref<64x128xf32>
      %s1014 = arith.addf %acc1014, %a1014 : f32
      affine.yield %s1014 : f32
    }
    affine.store %r1014, %R[%i1014] : memref<64xf32>
  }
  affine.for %i1015 = 0 to 64 {
    affine.for %j1015 = 0 to 128 {
      %a1015 = affine.load %A[%i1015, %j1015] : memref<64x128xf32>
      %m1015 = arith.mulf %a1015, %two : f32
      %p1015 = arith.addf %m1015, %zero : f32
      affine.store %p1015, %B[%i1015, %j1015] : memref<64x128xf32>
    }
  }
  affine.for %j1016 = 0 to 128 {
    affine.for %i1016 = 0 to 64 {
      %a1016 = affine.load %B[%i1016, %j1016] : memref<64x128xf32>
      %o1016 = affine.load %S[%j1016] : memref<128xf32>
      %s1016 = arith.addf %o1016, %a1016 : f32
      affine.store %s1016, %S[%j1016] : memref<128xf32>
    }
  }
  affine.for %i1017 = 0 to 64 {
    %r1017 = affine.for %j1017 = 0 to 128 iter_args(%acc1017 = %zero) -> (f32) {
      %a1017 = affine.load %A[%i1017, %j1017] : memref<64x128xf32>
      %s1017 = arith.addf %acc1017, %a1017 : f32
      affine.yield %s1017 : f32
    }
    affine.store %r1017, %R[%i1017] : memref<64xf32>
  }
  affine.for %i1018 = 0 to 64 {
    affine.for %j1018 = 0 to 128 {
      %a1018 = affine.load %A[%i1018, %j1018] : memref<64x128xf32>
      %m1018 = arith.mulf %a1018, %two : f32
      %p1018 = arith.addf %m1018, %zero : f32
      affine.store %p1018, %B[%i1018, %j1018] : memref<64x128xf32>
    }
  }
  affine.for %j1019 = 0 to 128 {
    affine.for %i1019 = 0 to 64 {
      %a1019 = affine.load %B[%i1019, %j1019] : memref<64x128xf32>
      %o1019 = affine.load %S[%j1019] : memref<128xf32>
      %s1019 = arith.addf %o1019, %a1019 : f32
      affine.store %s1019, %S[%j1019] : memref<128xf32>
    }
  }
  affine.for %i1020 = 0 to 64 {
    %r1020 = affine.for %j1020 = 0 to 128 iter_args(%acc1020 = %zero) -> (f32) {
      %a1020 = affine.load %A[%i1020, %j1020] : memref<64x128xf32>
      %s1020 = arith.addf %acc1020, %a1020 : f32
      affine.yield %s1020 : f32
    }
    affine.store %r1020, %R[%i1020] : memref<64xf32>
  }
  affine.for %i1021 = 0 to 64 {
    affine.for %j1021 = 0 to 128 {
      %a1021 = affine.load %A[%i1021, %j1021] : memref<64x128xf32>
      %m1021 = arith.mulf %a1021, %two : f32
      %p1021 = arith.addf %m1021, %zero : f32
      affine.store %p1021, %B[%i1021, %j1021] : memref<64x128xf32>
    }
  }
  affine.for %j1022 = 0 to 128 {
    affine.for %i1022 = 0 to 64 {
      %a1022 = affine.load %B[%i1022, %j1022] : memref<64x128xf32>
      %o1022 = affine.load %S[%j1022] : memref<128xf32>
      %s1022 = arith.addf %o1022, %a1022 : f32
      affine.store %s1022, %S[%j1022] : memref<128xf32>
    }
  }
  affine.for %i1023 = 0 to 64 {
    %r1023 = affine.for %j1023 = 0 to 128 iter_args(%acc1023 = %zero) -> (f32) {
      %a1023 = affine.load %A[%i1023, %j1023] : memref<64x128xf32>
      %s1023 = arith.addf %acc1023, %a1023 : f32
      affine.yield %s1023 : f32
    }
    affine.store %r1023, %R[%i1023] : memref<64xf32>
  }
  affine.for %i1024 = 0 to 64 {
    affine.for %j1024 = 0 to 128 {
      %a1024 = affine.load %A[%i1024, %j1024] : memref<64x128xf32>
      %m1024 = arith.mulf %a1024, %two : f32
      %p1024 = arith.addf %m1024, %zero : f32
      affine.store %p1024, %B[%i1024, %j1024] : memref<64x128xf32>
    }
  }
  affine.for %j1025 = 0 to 128 {
    affine.for %i1025 = 0 to 64 {
      %a1025 = affine.load %B[%i1025, %j1025] : memref<64x128xf32>
      %o1025 = affine.load %S[%j1025] : memref<128xf32>
      %s1025 = arith.addf %o1025, %a1025 : f32
      affine.store %s1025, %S[%j1025] : memref<128xf32>
    }
  }
  affine.for %i1026 = 0 to 64 {
    %r1026 = affine.for %j1026 = 0 to 128 iter_args(%acc1026 = %zero) -> (f32) {
      %a1026 = affine.load %A[%i1026, %j1026] : memref<64x128xf32>
      %s1026 = arith.addf %acc1026, %a1026 : f32
      affine.yield %s1026 : f32
    }
    affine.store %r1026, %R[%i1026] : memref<64xf32>
  }
  affine.for %i1027 = 0 to 64 {
    affine.for %j1027 = 0 to 128 {
      %a1027 = affine.load %A[%i1027, %j1027] : memref<64x128xf32>
      %m1027 = arith.mulf %a1027, %two : f32
      %p1027 = arith.addf %m1027, %zero : f32
      affine.store %p1027, %B[%i1027, %j1027] : memref<64x128xf32>
    }
  }
  affine.for %j1028 = 0 to 128 {
    affine.for %i1028 = 0 to 64 {
      %a1028 = affine.load %B[%i1028, %j1028] : memref<64x128xf32>
      %o1028 = affine.load %S[%j1028] : memref<128xf32>
      %s1028 = arith.addf %o1028, %a1028 : f32
      affine.store %s1028, %S[%j1028] : memref<128xf32>
    }
  }
  affine.for %i1029 = 0 to 64 {
    %r1029 = affine.for %j1029 = 0 to 128 iter_args(%acc1029 = %zero) -> (f32) {
      %a1029 = affine.load %A[%i1029, %j1029] : memref<64x128xf32>
      %s1029 = arith.addf %acc1029, %a1029 : f32
      affine.yield %s1029 : f32
    }
    affine.store %r1029, %R[%i1029] : memref<64xf32>
  }
  affine.for %i1030 = 0 to 64 {
    affine.for %j1030 = 0 to 128 {
      %a1030 = affine.load %A[%i1030, %j1030] : memref<64x128xf32>
      %m1030 = arith.mulf %a1030, %two : f32
      %p1030 = arith.addf %m1030, %zero : f32
      affine.store %p1030, %B[%i1030, %j1030] : memref<64x128xf32>
    }
  }
  affine.for %j1031 = 0 to 128 {
    affine.for %i1031 = 0 to 64 {
      %a1031 = affine.load %B[%i1031, %j1031] : memref<64x128xf32>
      %o1031 = affine.load %S[%j1031] : memref<128xf32>
      %s1031 = arith.addf %o1031, %a1031 : f32
      affine.store %s1031, %S[%j1031] : memref<128xf32>
    }
  }
  affine.for %i1032 = 0 to 64 {
    %r1032 = affine.for %j1032 = 0 to 128 iter_args(%acc1032 = %zero) -> (f32) {
      %a1032 = affine.load %A[%i1032, %j1032] : memref<64x128xf32>
      %s1032 = arith.addf %acc1032, %a1032 : f32
      affine.yield %s1032 : f32
    }
    affine.store %r1032, %R[%i1032] : memref<64xf32>
  }
  affine.for %i1033 = 0 to 64 {
    affine.for %j1033 = 0 to 128 {
      %a1033 = affine.load %A[%i1033, %j1033] : memref<64x128xf32>
      %m1033 = arith.mulf %a1033, %two : f32
      %p1033 = arith.addf %m1033, %zero : f32
      affine.store %p1033, %B[%i1033, %j1033] : memref<64x128xf32>
    }
  }
  affine.for %j1034 = 0 to 128 {
    affine.for %i1034 = 0 to 64 {
      %a1034 = affine.load %B[%i1034, %j1034] : memref<64x128xf32>
      %o1034 = affine.load %S[%j1034] : memref<128xf32>
      %s1034 = arith.addf %o1034, %a1034 : f32
      affine.store %s1034, %S[%j1034] : memref<128xf32>
    }
  }
  affine.for %i1035 = 0 to 64 {
    %r1035 = affine.for %j1035 = 0 to 128 iter_args(%acc1035 = %zero) -> (f32) {
      %a1035 = affine.load %A[%i1035, %j1035] : memref<64x128xf32>
      %s1035 = arith.addf %acc1035, %a1035 : f32
      affine.yield %s1035 : f32
    }
    affine.store %r1035, %R[%i1035] : memref<64xf32>
  }
  affine.for %i1036 = 0 to 64 {
    affine.for %j1036 = 0 to 128 {
      %a1036 = affine.load %A[%i1036, %j1036] : memref<64x128xf32>
      %m1036 = arith.mulf %a1036, %two : f32
      %p1036 = arith.addf %m1036, %zero : f32
      affine.store %p1036, %B[%i1036, %j1036] : memref<64x128xf32>
    }
  }
  affine.for %j1037 = 0 to 128 {
    affine.for %i1037 = 0 to 64 {
      %a1037 = affine.load %B[%i1037, %j1037] : memref<64x128xf32>
      %o1037 = affine.load %S[%j1037] : memref<128xf32>
      %s1037 = arith.addf %o1037, %a1037 : f32
      affine.store %s1037, %S[%j1037] : memref<128xf32>
    }
  }
  affine.for %i1038 = 0 to 64 {
    %r1038 = affine.for %j1038 = 0 to 128 iter_args(%acc1038 = %zero) -> (f32) {
      %a1038 = affine.load %A[%i1038, %j1038] : memref<64x128xf32>
      %s1038 = arith.addf %acc1038, %a1038 : f32
      affine.yield %s1038 : f32
    }
    affine.store %r1038, %R[%i1038] : memref<64xf32>
  }
  affine.for %i1039 = 0 to 64 {
    affine.for %j1039 = 0 to 128 {
      %a1039 = affine.load %A[%i1039, %j1039] : memref<64x128xf32>
      %m1039 = arith.mulf %a1039, %two : f32
      %p1039 = arith.addf %m1039, %zero : f32
      affine.store %p1039, %B[%i1039, %j1039] : memref<64x128xf32>
    }
  }
  affine.for %j1040 = 0 to 128 {
    affine.for %i1040 = 0 to 64 {
      %a1040 = affine.load %B[%i1040, %j1040] : memref<64x128xf32>
      %o1040 = affine.load %S[%j1040] : memref<128xf32>
      %s1040 = arith.addf %o1040, %a1040 : f32
      affine.store %s1040, %S[%j1040] : memref<128xf32>
    }
  }
  affine.for %i1041 = 0 to 64 {
    %r1041 = affine.for %j1041 = 0 to 128 iter_args(%acc1041 = %zero) -> (f32) {
      %a1041 = affine.load %A[%i1041, %j1041] : memref<64x128xf32>
      %s1041 = arith.addf %acc1041, %a1041 : f32
      affine.yield %s1041 : f32
    }
    affine.store %r1041, %R[%i1041] : memref<64xf32>
  }
  affine.for %i1042 = 0 to 64 {
    affine.for %j1042 = 0 to 128 {
      %a1042 = affine.load %A[%i1042, %j1042] : memref<64x128xf32>
      %m1042 = arith.mulf %a1042, %two : f32
      %p1042 = arith.addf %m1042, %zero : f32
      affine.store %p1042, %B[%i1042, %j1042] : memref<64x128xf32>
    }
  }
  affine.for %j1043 = 0 to 128 {
    affine.for %i1043 = 0 to 64 {
      %a1043 = affine.load %B[%i1043, %j1043] : memref<64x128xf32>
      %o1043 = affine.load %S[%j1043] : memref<128xf32>
      %s1043 = arith.addf %o1043, %a1043 : f32
      affine.store %s1043, %S[%j1043] : memref<128xf32>
    }
  }
  affine.for %i1044 = 0 to 64 {
    %r1044 = affine.for %j1044 = 0 to 128 iter_args(%acc1044 = %zero) -> (f32) {
      %a1044 = affine.load %A[%i1044, %j1044] : memref<64x128xf32>
      %s1044 = arith.addf %acc1044, %a1044 : f32
      affine.yield %s1044 : f32
    }
    affine.store %r1044, %R[%i1044] : memref<64xf32>
  }
  affine.for %i1045 = 0 to 64 {
    affine.for %j1045 = 0 to 128 {
      %a1045 = affine.load %A[%i1045, %j1045] : memref<64x128xf32>
      %m1045 = arith.mulf %a1045, %two : f32
      %p1045 = arith.addf %m1045, %zero : f32
      affine.store %p1045, %B[%i1045, %j1045] : memref<64x128xf32>
    }
  }
  affine.for %j1046 = 0 to 128 {
    affine.for %i1046 = 0 to 64 {
      %a1046 = affine.load %B[%i1046, %j1046] : memref<64x128xf32>
      %o1046 = affine.load %S[%j1046] : memref<128xf32>
      %s1046 = arith.addf %o1046, %a1046 : f32
      affine.store %s1046, %S[%j1046] : memref<128xf32>
    }
  }
  affine.for %i1047 = 0 to 64 {
    %r1047 = affine.for %j1047 = 0 to 128 iter_args(%acc1047 = %zero) -> (f32) {
      %a1047 = affine.load %A[%i1047, %j1047] : memref<64x128xf32>
      %s1047 = arith.addf %acc1047, %a1047 : f32
      affine.yield %s1047 : f32
    }
    affine.store %r1047, %R[%i1047] : memref<64xf32>
  }
  affine.for %i1048 = 0 to 64 {
    affine.for %j1048 = 0 to 128 {
      %a1048 = affine.load %A[%i1048, %j1048] : memref<64x128xf32>
      %m1048 = arith.mulf %a1048, %two : f32
      %p1048 = arith.addf %m1048, %zero : f32
      affine.store %p1048, %B[%i1048, %j1048] : memref<64x128xf32>
    }
  }
  affine.for %j1049 = 0 to 128 {
    affine.for %i1049 = 0 to 64 {
      %a1049 = affine.load %B[%i1049, %j1049] : memref<64x128xf32>
      %o1049 = affine.load %S[%j1049] : memref<128xf32>
      %s1049 = arith.addf %o1049, %a1049 : f32
      affine.store %s1049, %S[%j1049] : memref<128xf32>
    }
  }
  affine.for %i1050 = 0 to 64 {
    %r1050 = affine.for %j1050 = 0 to 128 iter_args(%acc1050 = %zero) -> (f32) {
      %a1050 = affine.load %A[%i1050, %j1050] : memref<64x128xf32>
      %s1050 = arith.addf %acc1050, %a1050 : f32
      affine.yield %s1050 : f32
    }
    affine.store %r1050, %R[%i1050] : memref<64xf32>
  }
  affine.for %i1051 = 0 to 64 {
    affine.for %j1051 = 0 to 128 {
      %a1051 = affine.load %A[%i1051, %j1051] : memref<64x128xf32>
      %m1051 = arith.mulf %a1051, %two : f32
      %p1051 = arith.addf %m1051, %zero : f32
      affine.store %p1051, %B[%i1051, %j1051] : memref<64x128xf32>
    }
  }
  affine.for %j1052 = 0 to 128 {
    affine.for %i1052 = 0 to 64 {
      %a1052 = affine.load %B[%i1052, %j1052] : memref<64x128xf32>
      %o1052 = affine.load %S[%j1052] : memref<128xf32>
      %s1052 = arith.addf %o1052, %a1052 : f32
      affine.store %s1052, %S[%j1052] : memref<128xf32>
    }
  }
  affine.for %i1053 = 0 to 64 {
    %r1053 = affine.for %j1053 = 0 to 128 iter_args(%acc1053 = %zero) -> (f32) {
      %a1053 = affine.load %A[%i1053, %j1053] : memref<64x128xf32>
      %s1053 = arith.addf %acc1053, %a1053 : f32
      affine.yield %s1053 : f32
    }
    affine.store %r1053, %R[%i1053] : memref<64xf32>
  }
  affine.for %i1054 = 0 to 64 {
    affine.for %j1054 = 0 to 128 {
      %a1054 = affine.load %A[%i1054, %j1054] : memref<64x128xf32>
      %m1054 = arith.mulf %a1054, %two : f32
      %p1054 = arith.addf %m1054, %zero : f32
      affine.store %p1054, %B[%i1054, %j1054] : memref<64x128xf32>
    }
  }
  affine.for %j1055 = 0 to 128 {
    affine.for %i1055 = 0 to 64 {
      %a1055 = affine.load %B[%i1055, %j1055] : memref<64x128xf32>
      %o1055 = affine.load %S[%j1055] : memref<128xf32>
      %s1055 = arith.addf %o1055, %a1055 : f32
      affine.store %s1055, %S[%j1055] : memref<128xf32>
    }
  }
  affine.for %i1056 = 0 to 64 {
    %r1056 = affine.for %j1056 = 0 to 128 iter_args(%acc1056 = %zero) -> (f32) {
      %a1056 = affine.load %A[%i1056, %j1056] : memref<64x128xf32>
      %s1056 = arith.addf %acc1056, %a1056 : f32
      affine.yield %s1056 : f32
    }
    affine.store %r1056, %R[%i1056] : memref<64xf32>
  }
  affine.for %i1057 = 0 to 64 {
    affine.for %j1057 = 0 to 128 {
      %a1057 = affine.load %A[%i1057, %j1057] : memref<64x128xf32>
      %m1057 = arith.mulf %a1057, %two : f32
      %p1057 = arith.addf %m1057, %zero : f32
      affine.store %p1057, %B[%i1057, %j1057] : memref<64x128xf32>
    }
  }
  affine.for %j1058 = 0 to 128 {
    affine.for %i1058 = 0 to 64 {
      %a1058 = affine.load %B[%i1058, %j1058] : memref<64x128xf32>
      %o1058 = affine.load %S[%j1058] : memref<128xf32>
      %s1058 = arith.addf %o1058, %a1058 : f32
      affine.store %s1058, %S[%j1058] : memref<128xf32>
    }
  }
  affine.for %i1059 = 0 to 64 {
    %r1059 = affine.for %j1059 = 0 to 128 iter_args(%acc1059 = %zero) -> (f32) {
      %a1059 = affine.load %A[%i1059, %j1059] : memref<64x128xf32>
      %s1059 = arith.addf %acc1059, %a1059 : f32
      affine.yield %s1059 : f32
    }
    affine.store %r1059, %R[%i1059] : memref<64xf32>
  }
  affine.for %i1060 = 0 to 64 {
    affine.for %j1060 = 0 to 128 {
      %a1060 = affine.load %A[%i1060, %j1060] : memref<64x128xf32>
      %m1060 = arith.mulf %a1060, %two : f32
      %p1060 = arith.addf %m1060, %zero : f32
      affine.store %p1060, %B[%i1060, %j1060] : memref<64x128xf32>
    }
  }
  affine.for %j1061 = 0 to 128 {
    affine.for %i1061 = 0 to 64 {
      %a1061 = affine.load %B[%i1061, %j1061] : memref<64x128xf32>
      %o1061 = affine.load %S[%j1061] : memref<128xf32>
      %s1061 = arith.addf %o1061, %a1061 : f32
      affine.store %s1061, %S[%j1061] : memref<128xf32>
    }
  }
  affine.for %i1062 = 0 to 64 {
    %r1062 = affine.for %j1062 = 0 to 128 iter_args(%acc1062 = %zero) -> (f32) {
      %a1062 = affine.load %A[%i1062, %j1062] : memref<64x128xf32>
      %s1062 = arith.addf %acc1062, %a1062 : f32
      affine.yield %s1062 : f32
    }
    affine.store %r1062, %R[%i1062] : memref<64xf32>
  }
  affine.for %i1063 = 0 to 64 {
    affine.for %j1063 = 0 to 128 {
      %a1063 = affine.load %A[%i1063, %j1063] : memref<64x128xf32>
      %m1063 = arith.mulf %a1063, %two : f32
      %p1063 = arith.addf %m1063, %zero : f32
      affine.store %p1063, %B[%i1063, %j1063] : memref<64x128xf32>
    }
  }
  affine.for %j1064 = 0 to 128 {
    affine.for %i1064 = 0 to 64 {
      %a1064 = affine.load %B[%i1064, %j1064] : memref<64x128xf32>
      %o1064 = affine.load %S[%j1064] : memref<128xf32>
      %s1064 = arith.addf %o1064, %a1064 : f32
      affine.store %s1064, %S[%j1064] : memref<128xf32>
    }
  }
  affine.for %i1065 = 0 to 64 {
    %r1065 = affine.for %j1065 = 0 to 128 iter_args(%acc1065 = %zero) -> (f32) {
      %a1065 = affine.load %A[%i1065, %j1065] : memref<64x128xf32>
      %s1065 = arith.addf %acc1065, %a1065 : f32
      affine.yield %s1065 : f32
    }
    affine.store %r1065, %R[%i1065] : memref<64xf32>
  }
  affine.for %i1066 = 0 to 64 {
    affine.for %j1066 = 0 to 128 {
      %a1066 = affine.load %A[%i1066, %j1066] : memref<64x128xf32>
      %m1066 = arith.mulf %a1066, %two : f32
      %p1066 = arith.addf %m1066, %zero : f32
      affine.store %p1066, %B[%i1066, %j1066] : memref<64x128xf32>
    }
  }
  affine.for %j1067 = 0 to 128 {
    affine.for %i1067 = 0 to 64 {
      %a1067 = affine.load %B[%i1067, %j1067] : memref<64x128xf32>
      %o1067 = affine.load %S[%j1067] : memref<128xf32>
      %s1067 = arith.addf %o1067, %a1067 : f32
      affine.store %s1067, %S[%j1067] : memref<128xf32>
    }
  }
  affine.for %i1068 = 0 to 64 {
    %r1068 = affine.for %j1068 = 0 to 128 iter_args(%acc1068 = %zero) -> (f32) {
      %a1068 = affine.load %A[%i1068, %j1068] : memref<64x128xf32>
      %s1068 = arith.addf %acc1068, %a1068 : f32
      affine.yield %s1068 : f32
    }
    affine.store %r1068, %R[%i1068] : memref<64xf32>
  }
  affine.for %i1069 = 0 to 64 {
    affine.for %j1069 = 0 to 128 {
      %a1069 = affine.load %A[%i1069, %j1069] : memref<64x128xf32>
      %m1069 = arith.mulf %a1069, %two : f32
      %p1069 = arith.addf %m1069, %zero : f32
      affine.store %p1069, %B[%i1069, %j1069] : memref<64x128xf32>
    }
  }
  affine.for %j1070 = 0 to 128 {
    affine.for %i1070 = 0 to 64 {
      %a1070 = affine.load %B[%i1070, %j1070] : memref<64x128xf32>
      %o1070 = affine.load %S[%j1070] : memref<128xf32>
      %s1070 = arith.addf %o1070, %a1070 : f32
      affine.store %s1070, %S[%j1070] : memref<128xf32>
    }
  }
  affine.for %i1071 = 0 to 64 {
    %r1071 = affine.for %j1071 = 0 to 128 iter_args(%acc1071 = %zero) -> (f32) {
      %a1071 = affine.load %A[%i1071, %j1071] : memref<64x128xf32>
      %s1071 = arith.addf %acc1071, %a1071 : f32
      affine.yield %s1071 : f32
    }
    affine.store %r1071, %R[%i1071] : memref<64xf32>
  }
  affine.for %i1072 = 0 to 64 {
    affine.for %j1072 = 0 to 128 {
      %a1072 = affine.load %A[%i1072, %j1072] : memref<64x128xf32>
      %m1072 = arith.mulf %a1072, %two : f32
      %p1072 = arith.addf %m1072, %zero : f32
      affine.store %p1072, %B[%i1072, %j1072] : memref<64x128xf32>
    }
  }
  affine.for %j1073 = 0 to 128 {
    affine.for %i1073 = 0 to 64 {
      %a1073 = affine.load %B[%i1073, %j1073] : memref<64x128xf32>
      %o1073 = affine.load %S[%j1073] : memref<128xf32>
      %s1073 = arith.addf %o1073, %a1073 : f32
      affine.store %s1073, %S[%j1073] : memref<128xf32>
    }
  }
  affine.for %i1074 = 0 to 64 {
    %r1074 = affine.for %j1074 = 0 to 128 iter_args(%acc1074 = %zero) -> (f32) {
      %a1074 = affine.load %A[%i1074, %j1074] : memref<64x128xf32>
      %s1074 = arith.addf %acc1074, %a1074 : f32
      affine.yield %s1074 : f32
    }
    affine.store %r1074, %R[%i1074] : memref<64xf32>
  }
  affine.for %i1075 = 0 to 64 {
    affine.for %j1075 = 0 to 128 {
      %a1075 = affine.load %A[%i1075, %j1075] : memref<64x128xf32>
      %m1075 = arith.mulf %a1075, %two : f32
      %p1075 = arith.addf %m1075, %zero : f32
      affine.store %p1075, %B[%i1075, %j1075] : memref<64x128xf32>
    }
  }
  affine.for %j1076 = 0 to 128 {
    affine.for %i1076 = 0 to 64 {
      %a1076 = affine.load %B[%i1076, %j1076] : memref<64x128xf32>
      %o1076 = affine.load %S[%j1076] : memref<128xf32>
      %s1076 = arith.addf %o1076, %a1076 : f32
      affine.store %s1076, %S[%j1076] : memref<128xf32>
    }
  }
  affine.for %i1077 = 0 to 64 {
    %r1077 = affine.for %j1077 = 0 to 128 iter_args(%acc1077 = %zero) -> (f32) {
      %a1077 = affine.load %A[%i1077, %j1077] : memref<64x128xf32>
      %s1077 = arith.addf %acc1077, %a1077 : f32
      affine.yield %s1077 : f32
    }
    affine.store %r1077, %R[%i1077] : memref<64xf32>
  }
  affine.for %i1078 = 0 to 64 {
    affine.for %j1078 = 0 to 128 {
      %a1078 = affine.load %A[%i1078, %j1078] : memref<64x128xf32>
      %m1078 = arith.mulf %a1078, %two : f32
      %p1078 = arith.addf %m1078, %zero : f32
      affine.store %p1078, %B[%i1078, %j1078] : memref<64x128xf32>
    }
  }
  affine.for %j1079 = 0 to 128 {
    affine.for %i1079 = 0 to 64 {
      %a1079 = affine.load %B[%i1079, %j1079] : memref<64x128xf32>
      %o1079 = affine.load %S[%j1079] : memref<128xf32>
      %s1079 = arith.addf %o1079, %a1079 : f32
      affine.store %s1079, %S[%j1079] : memref<128xf32>
    }
  }
  affine.for %i1080 = 0 to 64 {
    %r1080 = affine.for %j1080 = 0 to 128 iter_args(%acc1080 = %zero) -> (f32) {
      %a1080 = affine.load %A[%i1080, %j1080] : memref<64x128xf32>
      %s1080 = arith.addf %acc1080, %a1080 : f32
      affine.yield %s1080 : f32
    }
    affine.store %r1080, %R[%i1080] : memref<64xf32>
  }
  affine.for %i1081 = 0 to 64 {
    affine.for %j1081 = 0 to 128 {
      %a1081 = affine.load %A[%i1081, %j1081] : memref<64x128xf32>
      %m1081 = arith.mulf %a1081, %two : f32
      %p1081 = arith.addf %m1081, %zero : f32
      affine.store %p1081, %B[%i1081, %j1081] : memref<64x128xf32>
    }
  }
  affine.for %j1082 = 0 to 128 {
    affine.for %i1082 = 0 to 64 {
      %a1082 = affine.load %B[%i1082, %j1082] : memref<64x128xf32>
      %o1082 = affine.load %S[%j1082] : memref<128xf32>
      %s1082 = arith.addf %o1082, %a1082 : f32
      affine.store %s1082, %S[%j1082] : memref<128xf32>
    }
  }
  affine.for %i1083 = 0 to 64 {
    %r1083 = affine.for %j1083 = 0 to 128 iter_args(%acc1083 = %zero) -> (f32) {
      %a1083 = affine.load %A[%i1083, %j1083] : memref<64x128xf32>
      %s1083 = arith.addf %acc1083, %a1083 : f32
      affine.yield %s1083 : f32
    }
    affine.store %r1083, %R[%i1083] : memref<64xf32>
  }
  affine.for %i1084 = 0 to 64 {
    affine.for %j1084 = 0 to 128 {
      %a1084 = affine.load %A[%i1084, %j1084] : memref<64x128xf32>
      %m1084 = arith.mulf %a1084, %two : f32
      %p1084 = arith.addf %m1084, %zero : f32
      affine.store %p1084, %B[%i1084, %j1084] : memref<64x128xf32>
    }
  }
  affine.for %j1085 = 0 to 128 {
    affine.for %i1085 = 0 to 64 {
      %a1085 = affine.load %B[%i1085, %j1085] : memref<64x128xf32>
      %o1085 = affine.load %S[%j1085] : memref<128xf32>
      %s1085 = arith.addf %o1085, %a1085 : f32
      affine.store %s1085, %S[%j1085] : memref<128xf32>
    }
  }
  affine.for %i1086 = 0 to 64 {
    %r1086 = affine.for %j1086 = 0 to 128 iter_args(%acc1086 = %zero) -> (f32) {
      %a1086 = affine.load %A[%i1086, %j1086] : memref<64x128xf32>
      %s1086 = arith.addf %acc1086, %a1086 : f32
      affine.yield %s1086 : f32
    }
    affine.store %r1086, %R[%i1086] : memref<64xf32>
  }
  affine.for %i1087 = 0 to 64 {
    affine.for %j1087 = 0 to 128 {
      %a1087 = affine.load %A[%i1087, %j1087] : memref<64x128xf32>
      %m1087 = arith.mulf %a1087, %two : f32
      %p1087 = arith.addf %m1087, %zero : f32
      affine.store %p1087, %B[%i1087, %j1087] : memref<64x128xf32>
    }
  }
  affine.for %j1088 = 0 to 128 {
    affine.for %i1088 = 0 to 64 {
      %a1088 = affine.load %B[%i1088, %j1088] : memref<64x128xf32>
      %o1088 = affine.load %S[%j1088] : memref<128xf32>
      %s1088 = arith.addf %o1088, %a1088 : f32
      affine.store %s1088, %S[%j1088] : memref<128xf32>
    }
  }
  affine.for %i1089 = 0 to 64 {
    %r1089 = affine.for %j1089 = 0 to 128 iter_args(%acc1089 = %zero) -> (f32) {
      %a1089 = affine.load %A[%i1089, %j1089] : memref<64x128xf32>
      %s1089 = arith.addf %acc1089, %a1089 : f32
      affine.yield %s1089 : f32
    }
    affine.store %r1089, %R[%i1089] : memref<64xf32>
  }
  affine.for %i1090 = 0 to 64 {
    affine.for %j1090 = 0 to 128 {
      %a1090 = affine.load %A[%i1090, %j1090] : memref<64x128xf32>
      %m1090 = arith.mulf %a1090, %two : f32
      %p1090 = arith.addf %m1090, %zero : f32
      affine.store %p1090, %B[%i1090, %j1090] : memref<64x128xf32>
    }
  }
  affine.for %j1091 = 0 to 128 {
    affine.for %i1091 = 0 to 64 {
      %a1091 = affine.load %B[%i1091, %j1091] : memref<64x128xf32>
      %o1091 = affine.load %S[%j1091] : memref<128xf32>
      %s1091 = arith.addf %o1091, %a1091 : f32
      affine.store %s1091, %S[%j1091] : memref<128xf32>
    }
  }
  affine.for %i1092 = 0 to 64 {
    %r1092 = affine.for %j1092 = 0 to 128 iter_args(%acc1092 = %zero) -> (f32) {
      %a1092 = affine.load %A[%i1092, %j1092] : memref<64x128xf32>
      %s1092 = arith.addf %acc1092, %a1092 : f32
      affine.yield %s1092 : f32
    }
    affine.store %r1092, %R[%i1092] : memref<64xf32>
  }
  affine.for %i1093 = 0 to 64 {
    affine.for %j1093 = 0 to 128 {
      %a1093 = affine.load %A[%i1093, %j1093] : memref<64x128xf32>
      %m1093 = arith.mulf %a1093, %two : f32
      %p1093 = arith.addf %m1093, %zero : f32
      affine.store %p1093, %B[%i1093, %j1093] : memref<64x128xf32>
    }
  }
  affine.for %j1094 = 0 to 128 {
    affine.for %i1094 = 0 to 64 {
      %a1094 = affine.load %B[%i1094, %j1094] : memref<64x128xf32>
      %o1094 = affine.load %S[%j1094] : memref<128xf32>
      %s1094 = arith.addf %o1094, %a1094 : f32
      affine.store %s1094, %S[%j1094] : memref<128xf32>
    }
  }
  affine.for %i1095 = 0 to 64 {
    %r1095 = affine.for %j1095 = 0 to 128 iter_args(%acc1095 = %zero) -> (f32) {
      %a1095 = affine.load %A[%i1095, %j1095] : memref<64x128xf32>
      %s1095 = arith.addf %acc1095, %a1095 : f32
      affine.yield %s1095 : f32
    }
    affine.store %r1095, %R[%i1095] : memref<64xf32>
  }
  affine.for %i1096 = 0 to 64 {
    affine.for %j1096 = 0 to 128 {
      %a1096 = affine.load %A[%i1096, %j1096] : memref<64x128xf32>
      %m1096 = arith.mulf %a1096, %two : f32
      %p1096 = arith.addf %m1096, %zero : f32
      affine.store %p1096, %B[%i1096, %j1096] : memref<64x128xf32>
    }
  }
  affine.for %j1097 = 0 to 128 {
    affine.for %i1097 = 0 to 64 {
      %a1097 = affine.load %B[%i1097, %j1097] : memref<64x128xf32>
      %o1097 = affine.load %S[%j1097] : memref<128xf32>
      %s1097 = arith.addf %o1097, %a1097 : f32
      affine.store %s1097, %S[%j1097] : memref<128xf32>
    }
  }
  affine.for %i1098 = 0 to 64 {
    %r1098 = affine.for %j1098 = 0 to 128 iter_args(%acc1098 = %zero) -> (f32) {
      %a1098 = affine.load %A[%i1098, %j1098] : memref<64x128xf32>
      %s1098 = arith.addf %acc1098, %a1098 : f32
      affine.yield %s1098 : f32
    }
    affine.store %r1098, %R[%i1098] : memref<64xf32>
  }
  affine.for %i1099 = 0 to 64 {
    affine.for %j1099 = 0 to 128 {
      %a1099 = affine.load %A[%i1099, %j1099] : memref<64x128xf32>
      %m1099 = arith.mulf %a1099, %two : f32
      %p1099 = arith.addf %m1099, %zero : f32
      affine.store %p1099, %B[%i1099, %j1099] : memref<64x128xf32>
    }
  }
  affine.for %j1100 = 0 to 128 {
    affine.for %i1100 = 0 to 64 {
      %a1100 = affine.load %B[%i1100, %j1100] : memref<64x128xf32>
      %o1100 = affine.load %S[%j1100] : memref<128xf32>
      %s1100 = arith.addf %o1100, %a1100 : f32
      affine.store %s1100, %S[%j1100] : memref<128xf32>
    }
  }
  affine.for %i1101 = 0 to 64 {
    %r1101 = affine.for %j1101 = 0 to 128 iter_args(%acc1101 = %zero) -> (f32) {
      %a1101 = affine.load %A[%i1101, %j1101] : memref<64x128xf32>
      %s1101 = arith.addf %acc1101, %a1101 : f32
      affine.yield %s1101 : f32
    }
    affine.store %r1101, %R[%i1101] : memref<64xf32>
  }
  affine.for %i1102 = 0 to 64 {
    affine.for %j1102 = 0 to 128 {
      %a1102 = affine.load %A[%i1102, %j1102] : memref<64x128xf32>
      %m1102 = arith.mulf %a1102, %two : f32
      %p1102 = arith.addf %m1102, %zero : f32
      affine.store %p1102, %B[%i1102, %j1102] : memref<64x128xf32>
    }
  }
  affine.for %j1103 = 0 to 128 {
    affine.for %i1103 = 0 to 64 {
      %a1103 = affine.load %B[%i1103, %j1103] : memref<64x128xf32>
      %o1103 = affine.load %S[%j1103] : memref<128xf32>
      %s1103 = arith.addf %o1103, %a1103 : f32
      affine.store %s1103, %S[%j1103] : memref<128xf32>
    }
  }
  affine.for %i1104 = 0 to 64 {
    %r1104 = affine.for %j1104 = 0 to 128 iter_args(%acc1104 = %zero) -> (f32) {
      %a1104 = affine.load %A[%i1104, %j1104] : memref<64x128xf32>
      %s1104 = arith.addf %acc1104, %a1104 : f32
      affine.yield %s1104 : f32
    }
    affine.store %r1104, %R[%i1104] : memref<64xf32>
  }
  affine.for %i1105 = 0 to 64 {
    affine.for %j1105 = 0 to 128 {
      %a1105 = affine.load %A[%i1105, %j1105] : memref<64x128xf32>
      %m1105 = arith.mulf %a1105, %two : f32
      %p1105 = arith.addf %m1105, %zero : f32
      affine.store %p1105, %B[%i1105, %j1105] : memref<64x128xf32>
    }
  }
  affine.for %j1106 = 0 to 128 {
    affine.for %i1106 = 0 to 64 {
      %a1106 = affine.load %B[%i1106, %j1106] : memref<64x128xf32>
      %o1106 = affine.load %S[%j1106] : memref<128xf32>
      %s1106 = arith.addf %o1106, %a1106 : f32
      affine.store %s1106, %S[%j1106] : memref<128xf32>
    }
  }
  affine.for %i1107 = 0 to 64 {
    %r1107 = affine.for %j1107 = 0 to 128 iter_args(%acc1107 = %zero) -> (f32) {
      %a1107 = affine.load %A[%i1107, %j1107] : memref<64x128xf32>
      %s1107 = arith.addf %acc1107, %a1107 : f32
      affine.yield %s1107 : f32
    }
    affine.store %r1107, %R[%i1107] : memref<64xf32>
  }
  affine.for %i1108 = 0 to 64 {
    affine.for %j1108 = 0 to 128 {
      %a1108 = affine.load %A[%i1108, %j1108] : memref<64x128xf32>
      %m1108 = arith.mulf %a1108, %two : f32
      %p1108 = arith.addf %m1108, %zero : f32
      affine.store %p1108, %B[%i1108, %j1108] : memref<64x128xf32>
    }
  }
  affine.for %j1109 = 0 to 128 {
    affine.for %i1109 = 0 to 64 {
      %a1109 = affine.load %B[%i1109, %j1109] : memref<64x128xf32>
      %o1109 = affine.load %S[%j1109] : memref<128xf32>
      %s1109 = arith.addf %o1109, %a1109 : f32
      affine.store %s1109, %S[%j1109] : memref<128xf32>
    }
  }
  affine.for %i1110 = 0 to 64 {
    %r1110 = affine.for %j1110 = 0 to 128 iter_args(%acc1110 = %zero) -> (f32) {
      %a1110 = affine.load %A[%i1110, %j1110] : memref<64x128xf32>
      %s1110 = arith.addf %acc1110, %a1110 : f32
      affine.yield %s1110 : f32
    }
    affine.store %r1110, %R[%i1110] : memref<64xf32>
  }
  affine.for %i1111 = 0 to 64 {
    affine.for %j1111 = 0 to 128 {
      %a1111 = affine.load %A[%i1111, %j1111] : memref<64x128xf32>
      %m1111 = arith.mulf %a1111, %two : f32
      %p1111 = arith.addf %m1111, %zero : f32
      affine.store %p1111, %B[%i1111, %j1111] : memref<64x128xf32>
    }
  }
  affine.for %j1112 = 0 to 128 {
    affine.for %i1112 = 0 to 64 {
      %a1112 = affine.load %B[%i1112, %j1112] : memref<64x128xf32>
      %o1112 = affine.load %S[%j1112] : memref<128xf32>
      %s1112 = arith.addf %o1112, %a1112 : f32
      affine.store %s1112, %S[%j1112] : memref<128xf32>
    }
  }
  affine.for %i1113 = 0 to 64 {
    %r1113 = affine.for %j1113 = 0 to 128 iter_args(%acc1113 = %zero) -> (f32) {
      %a1113 = affine.load %A[%i1113, %j1113] : memref<64x128xf32>
      %s1113 = arith.addf %acc1113, %a1113 : f32
      affine.yield %s1113 : f32
    }
    affine.store %r1113, %R[%i1113] : memref<64xf32>
  }
  affine.for %i1114 = 0 to 64 {
    affine.for %j1114 = 0 to 128 {
      %a1114 = affine.load %A[%i1114, %j1114] : memref<64x128xf32>
      %m1114 = arith.mulf %a1114, %two : f32
      %p1114 = arith.addf %m1114, %zero : f32
      affine.store %p1114, %B[%i1114, %j1114] : memref<64x128xf32>
    }
  }
  affine.for %j1115 = 0 to 128 {
    affine.for %i1115 = 0 to 64 {
      %a1115 = affine.load %B[%i1115, %j1115] : memref<64x128xf32>
      %o1115 = affine.load %S[%j1115] : memref<128xf32>
      %s1115 = arith.addf %o1115, %a1115 : f32
      affine.store %s1115, %S[%j1115] : memref<128xf32>
    }
  }
  affine.for %i1116 = 0 to 64 {
    %r1116 = affine.for %j1116 = 0 to 128 iter_args(%acc1116 = %zero) -> (f32) {
      %a1116 = affine.load %A[%i1116, %j1116] : memref<64x128xf32>
      %s1116 = arith.addf %acc1116, %a1116 : f32
      affine.yield %s1116 : f32
    }
    affine.store %r1116, %R[%i1116] : memref<64xf32>
  }
  affine.for %i1117 = 0 to 64 {
    affine.for %j1117 = 0 to 128 {
      %a1117 = affine.load %A[%i1117, %j1117] : memref<64x128xf32>
      %m1117 = arith.mulf %a1117, %two : f32
      %p1117 = arith.addf %m1117, %zero : f32
      affine.store %p1117, %B[%i1117, %j1117] : memref<64x128xf32>
    }
  }
  affine.for %j1118 = 0 to 128 {
    affine.for %i1118 = 0 to 64 {
      %a1118 = affine.load %B[%i1118, %j1118] : memref<64x128xf32>
      %o1118 = affine.load %S[%j1118] : memref<128xf32>
      %s1118 = arith.addf %o1118, %a1118 : f32
      affine.store %s1118, %S[%j1118] : memref<128xf32>
    }
  }
  affine.for %i1119 = 0 to 64 {
    %r1119 = affine.for %j1119 = 0 to 128 iter_args(%acc1119 = %zero) -> (f32) {
      %a1119 = affine.load %A[%i1119, %j1119] : memref<64x128xf32>
      %s1119 = arith.addf %acc1119, %a1119 : f32
      affine.yield %s1119 : f32
    }
    affine.store %r1119, %R[%i1119] : memref<64xf32>
  }
  affine.for %i1120 = 0 to 64 {
    affine.for %j1120 = 0 to 128 {
      %a1120 = affine.load %A[%i1120, %j1120] : memref<64x128xf32>
      %m1120 = arith.mulf %a1120, %two : f32
      %p1120 = arith.addf %m1120, %zero : f32
      affine.store %p1120, %B[%i1120, %j1120] : memref<64x128xf32>
    }
  }
  affine.for %j1121 = 0 to 128 {
    affine.for %i1121 = 0 to 64 {
      %a1121 = affine.load %B[%i1121, %j1121] : memref<64x128xf32>
      %o1121 = affine.load %S[%j1121] : memref<128xf32>
      %s1121 = arith.addf %o1121, %a1121 : f32
      affine.store %s1121, %S[%j1121] : memref<128xf32>
    }
  }
  affine.for %i1122 = 0 to 64 {
    %r1122 = affine.for %j1122 = 0 to 128 iter_args(%acc1122 = %zero) -> (f32) {
      %a1122 = affine.load %A[%i1122, %j1122] : memref<64x128xf32>
      %s1122 = arith.addf %acc1122, %a1122 : f32
      affine.yield %s1122 : f32
    }
    affine.store %r1122, %R[%i1122] : memref<64xf32>
  }
  affine.for %i1123 = 0 to 64 {
    affine.for %j1123 = 0 to 128 {
      %a1123 = affine.load %A[%i1123, %j1123] : memref<64x128xf32>
      %m1123 = arith.mulf %a1123, %two : f32
      %p1123 = arith.addf %m1123, %zero : f32
      affine.store %p1123, %B[%i1123, %j1123] : memref<64x128xf32>
    }
  }
  affine.for %j1124 = 0 to 128 {
    affine.for %i1124 = 0 to 64 {
      %a1124 = affine.load %B[%i1124, %j1124] : memref<64x128xf32>
      %o1124 = affine.load %S[%j1124] : memref<128xf32>
      %s1124 = arith.addf %o1124, %a1124 : f32
      affine.store %s1124, %S[%j1124] : memref<128xf32>
    }
  }
  affine.for %i1125 = 0 to 64 {
    %r1125 = affine.for %j1125 = 0 to 128 iter_args(%acc1125 = %zero) -> (f32) {
      %a1125 = affine.load %A[%i1125, %j1125] : memref<64x128xf32>
      %s1125 = arith.addf %acc1125, %a1125 : f32
      affine.yield %s1125 : f32
    }
    affine.store %r1125, %R[%i1125] : memref<64xf32>
  }
  affine.for %i1126 = 0 to 64 {
    affine.for %j1126 = 0 to 128 {
      %a1126 = affine.load %A[%i1126, %j1126] : memref<64x128xf32>
      %m1126 = arith.mulf %a1126, %two : f32
      %p1126 = arith.addf %m1126, %zero : f32
      affine.store %p1126, %B[%i1126, %j1126] : memref<64x128xf32>
    }
  }
  affine.for %j1127 = 0 to 128 {
    affine.for %i1127 = 0 to 64 {
      %a1127 = affine.load %B[%i1127, %j1127] : memref<64x128xf32>
      %o1127 = affine.load %S[%j1127] : memref<128xf32>
      %s1127 = arith.addf %o1127, %a1127 : f32
      affine.store %s1127, %S[%j1127] : memref<128xf32>
    }
  }
  affine.for %i1128 = 0 to 64 {
    %r1128 = affine.for %j1128 = 0 to 128 iter_args(%acc1128 = %zero) -> (f32) {
      %a1128 = affine.load %A[%i1128, %j1128] : memref<64x128xf32>
      %s1128 = arith.addf %acc1128, %a1128 : f32
      affine.yield %s1128 : f32
    }
    affine.store %r1128, %R[%i1128] : memref<64xf32>
  }
  affine.for %i1129 = 0 to 64 {
    affine.for %j1129 = 0 to 128 {
      %a1129 = affine.load %A[%i1129, %j1129] : memref<64x128xf32>
      %m1129 = arith.mulf %a1129, %two : f32
      %p1129 = arith.addf %m1129, %zero : f32
      affine.store %p1129, %B[%i1129, %j1129] : memref<64x128xf32>
    }
  }
  affine.for %j1130 = 0 to 128 {
    affine.for %i1130 = 0 to 64 {
      %a1130 = affine.load %B[%i1130, %j1130] : memref<64x128xf32>
      %o1130 = affine.load %S[%j1130] : memref<128xf32>
      %s1130 = arith.addf %o1130, %a1130 : f32
      affine.store %s1130, %S[%j1130] : memref<128xf32>
    }
  }
  affine.for %i1131 = 0 to 64 {
    %r1131 = affine.for %j1131 = 0 to 128 iter_args(%acc1131 = %zero) -> (f32) {
      %a1131 = affine.load %A[%i1131, %j1131] : memref<64x128xf32>
      %s1131 = arith.addf %acc1131, %a1131 : f32
      affine.yield %s1131 : f32
    }
    affine.store %r1131, %R[%i1131] : memref<64xf32>
  }
  affine.for %i1132 = 0 to 64 {
    affine.for %j1132 = 0 to 128 {
      %a1132 = affine.load %A[%i1132, %j1132] : memref<64x128xf32>
      %m1132 = arith.mulf %a1132, %two : f32
      %p1132 = arith.addf %m1132, %zero : f32
      affine.store %p1132, %B[%i1132, %j1132] : memref<64x128xf32>
    }
  }
  affine.for %j1133 = 0 to 128 {
    affine.for %i1133 = 0 to 64 {
      %a1133 = affine.load %B[%i1133, %j1133] : memref<64x128xf32>
      %o1133 = affine.load %S[%j1133] : memref<128xf32>
      %s1133 = arith.addf %o1133, %a1133 : f32
      affine.store %s1133, %S[%j1133] : memref<128xf32>
    }
  }
  affine.for %i1134 = 0 to 64 {
    %r1134 = affine.for %j1134 = 0 to 128 iter_args(%acc1134 = %zero) -> (f32) {
      %a1134 = affine.load %A[%i1134, %j1134] : memref<64x128xf32>
      %s1134 = arith.addf %acc1134, %a1134 : f32
      affine.yield %s1134 : f32
    }
    affine.store %r1134, %R[%i1134] : memref<64xf32>
  }
  affine.for %i1135 = 0 to 64 {
    affine.for %j1135 = 0 to 128 {
      %a1135 = affine.load %A[%i1135, %j1135] : memref<64x128xf32>
      %m1135 = arith.mulf %a1135, %two : f32
      %p1135 = arith.addf %m1135, %zero : f32
      affine.store %p1135, %B[%i1135, %j1135] : memref<64x128xf32>
    }
  }
  affine.for %j1136 = 0 to 128 {
    affine.for %i1136 = 0 to 64 {
      %a1136 = affine.load %B[%i1136, %j1136] : memref<64x128xf32>
      %o1136 = affine.load %S[%j1136] : memref<128xf32>
      %s1136 = arith.addf %o1136, %a1136 : f32
      affine.store %s1136, %S[%j1136] : memref<128xf32>
    }
  }
  affine.for %i1137 = 0 to 64 {
    %r1137 = affine.for %j1137 = 0 to 128 iter_args(%acc1137 = %zero) -> (f32) {
      %a1137 = affine.load %A[%i1137, %j1137] : memref<64x128xf32>
      %s1137 = arith.addf %acc1137, %a1137 : f32
      affine.yield %s1137 : f32
    }
    affine.store %r1137, %R[%i1137] : memref<64xf32>
  }
  affine.for %i1138 = 0 to 64 {
    affine.for %j1138 = 0 to 128 {
      %a1138 = affine.load %A[%i1138, %j1138] : memref<64x128xf32>
      %m1138 = arith.mulf %a1138, %two : f32
      %p1138 = arith.addf %m1138, %zero : f32
      affine.store %p1138, %B[%i1138, %j1138] : memref<64x128xf32>
    }
  }
  affine.for %j1139 = 0 to 128 {
    affine.for %i1139 = 0 to 64 {
      %a1139 = affine.load %B[%i1139, %j1139] : memref<64x128xf32>
      %o1139 = affine.load %S[%j1139] : memref<128xf32>
      %s1139 = arith.addf %o1139, %a1139 : f32
      affine.store %s1139, %S[%j1139] : memref<128xf32>
    }
  }
  affine.for %i1140 = 0 to 64 {
    %r1140 = affine.for %j1140 = 0 to 128 iter_args(%acc1140 = %zero) -> (f32) {
      %a1140 = affine.load %A[%i1140, %j1140] : memref<64x128xf32>
      %s1140 = arith.addf %acc1140, %a1140 : f32
      affine.yield %s1140 : f32
    }
    affine.store %r1140, %R[%i1140] : memref<64xf32>
  }
  affine.for %i1141 = 0 to 64 {
    affine.for %j1141 = 0 to 128 {
      %a1141 = affine.load %A[%i1141, %j1141] : memref<64x128xf32>
      %m1141 = arith.mulf %a1141, %two : f32
      %p1141 = arith.addf %m1141, %zero : f32
      affine.store %p1141, %B[%i1141, %j1141] : memref<64x128xf32>
    }
  }
  affine.for %j1142 = 0 to 128 {
    affine.for %i1142 = 0 to 64 {
      %a1142 = affine.load %B[%i1142, %j1142] : memref<64x128xf32>
      %o1142 = affine.load %S[%j1142] : memref<128xf32>
      %s1142 = arith.addf %o1142, %a1142 : f32
      affine.store %s1142, %S[%j1142] : memref<128xf32>
    }
  }
  affine.for %i1143 = 0 to 64 {
    %r1143 = affine.for %j1143 = 0 to 128 iter_args(%acc1143 = %zero) -> (f32) {
      %a1143 = affine.load %A[%i1143, %j1143] : memref<64x128xf32>
      %s1143 = arith.addf %acc1143, %a1143 : f32
      affine.yield %s1143 : f32
    }
    affine.store %r1143, %R[%i1143] : memref<64xf32>
  }
  affine.for %i1144 = 0 to 64 {
    affine.for %j1144 = 0 to 128 {
      %a1144 = affine.load %A[%i1144, %j1144] : memref<64x128xf32>
      %m1144 = arith.mulf %a1144, %two : f32
      %p1144 = arith.addf %m1144, %zero : f32
      affine.store %p1144, %B[%i1144, %j1144] : memref<64x128xf32>
    }
  }
  affine.for %j1145 = 0 to 128 {
    affine.for %i1145 = 0 to 64 {
      %a1145 = affine.load %B[%i1145, %j1145] : memref<64x128xf32>
      %o1145 = affine.load %S[%j1145] : memref<128xf32>
      %s1145 = arith.addf %o1145, %a1145 : f32
      affine.store %s1145, %S[%j1145] : memref<128xf32>
    }
  }
  affine.for %i1146 = 0 to 64 {
    %r1146 = affine.for %j1146 = 0 to 128 iter_args(%acc1146 = %zero) -> (f32) {
      %a1146 = affine.load %A[%i1146, %j1146] : memref<64x128xf32>
      %s1146 = arith.addf %acc1146, %a1146 : f32
      affine.yield %s1146 : f32
    }
    affine.store %r1146, %R[%i1146] : memref<64xf32>
  }
  affine.for %i1147 = 0 to 64 {
    affine.for %j1147 = 0 to 128 {
      %a1147 = affine.load %A[%i1147, %j1147] : memref<64x128xf32>
      %m1147 = arith.mulf %a1147, %two : f32
      %p1147 = arith.addf %m1147, %zero : f32
      affine.store %p1147, %B[%i1147, %j1147] : memref<64x128xf32>
    }
  }
  affine.for %j1148 = 0 to 128 {
    affine.for %i1148 = 0 to 64 {
      %a1148 = affine.load %B[%i1148, %j1148] : memref<64x128xf32>
      %o1148 = affine.load %S[%j1148] : memref<128xf32>
      %s1148 = arith.addf %o1148, %a1148 : f32
      affine.store %s1148, %S[%j1148] : memref<128xf32>
    }
  }
  affine.for %i1149 = 0 to 64 {
    %r1149 = affine.for %j1149 = 0 to 128 iter_args(%acc1149 = %zero) -> (f32) {
      %a1149 = affine.load %A[%i1149, %j1149] : memref<64x128xf32>
      %s1149 = arith.addf %acc1149, %a1149 : f32
      affine.yield %s1149 : f32
    }
    affine.store %r1149, %R[%i1149] : memref<64xf32>
  }
  affine.for %i1150 = 0 to 64 {
    affine.for %j1150 = 0 to 128 {
      %a1150 = affine.load %A[%i1150, %j1150] : memref<64x128xf32>
      %m1150 = arith.mulf %a1150, %two : f32
      %p1150 = arith.addf %m1150, %zero : f32
      affine.store %p1150, %B[%i1150, %j1150] : memref<64x128xf32>
    }
  }
  affine.for %j1151 = 0 to 128 {
    affine.for %i1151 = 0 to 64 {
      %a1151 = affine.load %B[%i1151, %j1151] : memref<64x128xf32>
      %o1151 = affine.load %S[%j1151] : memref<128xf32>
      %s1151 = arith.addf %o1151, %a1151 : f32
      affine.store %s1151, %S[%j1151] : memref<128xf32>
    }
  }
  affine.for %i1152 = 0 to 64 {
    %r1152 = affine.for %j1152 = 0 to 128 iter_args(%acc1152 = %zero) -> (f32) {
      %a1152 = affine.load %A[%i1152, %j1152] : memref<64x128xf32>
      %s1152 = arith.addf %acc1152, %a1152 : f32
      affine.yield %s1152 : f32
    }
    affine.store %r1152, %R[%i1152] : memref<64xf32>
  }
  affine.for %i1153 = 0 to 64 {
    affine.for %j1153 = 0 to 128 {
      %a1153 = affine.load %A[%i1153, %j1153] : memref<64x128xf32>
      %m1153 = arith.mulf %a1153, %two : f32
      %p1153 = arith.addf %m1153, %zero : f32
      affine.store %p1153, %B[%i1153, %j1153] : memref<64x128xf32>
    }
  }
  affine.for %j1154 = 0 to 128 {
    affine.for %i1154 = 0 to 64 {
      %a1154 = affine.load %B[%i1154, %j1154] : memref<64x128xf32>
      %o1154 = affine.load %S[%j1154] : memref<128xf32>
      %s1154 = arith.addf %o1154, %a1154 : f32
      affine.store %s1154, %S[%j1154] : memref<128xf32>
    }
  }
  affine.for %i1155 = 0 to 64 {
    %r1155 = affine.for %j1155 = 0 to 128 iter_args(%acc1155 = %zero) -> (f32) {
      %a1155 = affine.load %A[%i1155, %j1155] : memref<64x128xf32>
      %s1155 = arith.addf %acc1155, %a1155 : f32
      affine.yield %s1155 : f32
    }
    affine.store %r1155, %R[%i1155] : memref<64xf32>
  }
  affine.for %i1156 = 0 to 64 {
    affine.for %j1156 = 0 to 128 {
      %a1156 = affine.load %A[%i1156, %j1156] : memref<64x128xf32>
      %m1156 = arith.mulf %a1156, %two : f32
      %p1156 = arith.addf %m1156, %zero : f32
      affine.store %p1156, %B[%i1156, %j1156] : memref<64x128xf32>
    }
  }
  affine.for %j1157 = 0 to 128 {
    affine.for %i1157 = 0 to 64 {
      %a1157 = affine.load %B[%i1157, %j1157] : memref<64x128xf32>
      %o1157 = affine.load %S[%j1157] : memref<128xf32>
      %s1157 = arith.addf %o1157, %a1157 : f32
      affine.store %s1157, %S[%j1157] : memref<128xf32>
    }
  }
  affine.for %i1158 = 0 to 64 {
    %r1158 = affine.for %j1158 = 0 to 128 iter_args(%acc1158 = %zero) -> (f32) {
      %a1158 = affine.load %A[%i1158, %j1158] : memref<64x128xf32>
      %s1158 = arith.addf %acc1158, %a1158 : f32
      affine.yield %s1158 : f32
    }
    affine.store %r1158, %R[%i1158] : memref<64xf32>
  }
  affine.for %i1159 = 0 to 64 {
    affine.for %j1159 = 0 to 128 {
      %a1159 = affine.load %A[%i1159, %j1159] : memref<64x128xf32>
      %m1159 = arith.mulf %a1159, %two : f32
      %p1159 = arith.addf %m1159, %zero : f32
      affine.store %p1159, %B[%i1159, %j1159] : memref<64x128xf32>
    }
  }
  affine.for %j1160 = 0 to 128 {
    affine.for %i1160 = 0 to 64 {
      %a1160 = affine.load %B[%i1160, %j1160] : memref<64x128xf32>
      %o1160 = affine.load %S[%j1160] : memref<128xf32>
      %s1160 = arith.addf %o1160, %a1160 : f32
      affine.store %s1160, %S[%j1160] : memref<128xf32>
    }
  }
  affine.for %i1161 = 0 to 64 {
    %r1161 = affine.for %j1161 = 0 to 128 iter_args(%acc1161 = %zero) -> (f32) {
      %a1161 = affine.load %A[%i1161, %j1161] : memref<64x128xf32>
      %s1161 = arith.addf %acc1161, %a1161 : f32
      affine.yield %s1161 : f32
    }
    affine.store %r1161, %R[%i1161] : memref<64xf32>
  }
  affine.for %i1162 = 0 to 64 {
    affine.for %j1162 = 0 to 128 {
      %a1162 = affine.load %A[%i1162, %j1162] : memref<64x128xf32>
      %m1162 = arith.mulf %a1162, %two : f32
      %p1162 = arith.addf %m1162, %zero : f32
      affine.store %p1162, %B[%i1162, %j1162] : memref<64x128xf32>
    }
  }
  affine.for %j1163 = 0 to 128 {
    affine.for %i1163 = 0 to 64 {
      %a1163 = affine.load %B[%i1163, %j1163] : memref<64x128xf32>
      %o1163 = affine.load %S[%j1163] : memref<128xf32>
      %s1163 = arith.addf %o1163, %a1163 : f32
      affine.store %s1163, %S[%j1163] : memref<128xf32>
    }
  }
  affine.for %i1164 = 0 to 64 {
    %r1164 = affine.for %j1164 = 0 to 128 iter_args(%acc1164 = %zero) -> (f32) {
      %a1164 = affine.load %A[%i1164, %j1164] : memref<64x128xf32>
      %s1164 = arith.addf %acc1164, %a1164 : f32
      affine.yield %s1164 : f32
    }
    affine.store %r1164, %R[%i1164] : memref<64xf32>
  }
  affine.for %i1165 = 0 to 64 {
    affine.for %j1165 = 0 to 128 {
      %a1165 = affine.load %A[%i1165, %j1165] : memref<64x128xf32>
      %m1165 = arith.mulf %a1165, %two : f32
      %p1165 = arith.addf %m1165, %zero : f32
      affine.store %p1165, %B[%i1165, %j1165] : memref<64x128xf32>
    }
  }
  affine.for %j1166 = 0 to 128 {
    affine.for %i1166 = 0 to 64 {
      %a1166 = affine.load %B[%i1166, %j1166] : memref<64x128xf32>
      %o1166 = affine.load %S[%j1166] : memref<128xf32>
      %s1166 = arith.addf %o1166, %a1166 : f32
      affine.store %s1166, %S[%j1166] : memref<128xf32>
    }
  }
  affine.for %i1167 = 0 to 64 {
    %r1167 = affine.for %j1167 = 0 to 128 iter_args(%acc1167 = %zero) -> (f32) {
      %a1167 = affine.load %A[%i1167, %j1167] : memref<64x128xf32>
      %s1167 = arith.addf %acc1167, %a1167 : f32
      affine.yield %s1167 : f32
    }
    affine.store %r1167, %R[%i1167] : memref<64xf32>
  }
  affine.for %i1168 = 0 to 64 {
    affine.for %j1168 = 0 to 128 {
      %a1168 = affine.load %A[%i1168, %j1168] : memref<64x128xf32>
      %m1168 = arith.mulf %a1168, %two : f32
      %p1168 = arith.addf %m1168, %zero : f32
      affine.store %p1168, %B[%i1168, %j1168] : memref<64x128xf32>
    }
  }
  affine.for %j1169 = 0 to 128 {
    affine.for %i1169 = 0 to 64 {
      %a1169 = affine.load %B[%i1169, %j1169] : memref<64x128xf32>
      %o1169 = affine.load %S[%j1169] : memref<128xf32>
      %s1169 = arith.addf %o1169, %a1169 : f32
      affine.store %s1169, %S[%j1169] : memref<128xf32>
    }
  }
  affine.for %i1170 = 0 to 64 {
    %r1170 = affine.for %j1170 = 0 to 128 iter_args(%acc1170 = %zero) -> (f32) {
      %a1170 = affine.load %A[%i1170, %j1170] : memref<64x128xf32>
      %s1170 = arith.addf %acc1170, %a1170 : f32
      affine.yield %s1170 : f32
    }
    affine.store %r1170, %R[%i1170] : memref<64xf32>
  }
  affine.for %i1171 = 0 to 64 {
    affine.for %j1171 = 0 to 128 {
      %a1171 = affine.load %A[%i1171, %j1171] : memref<64x128xf32>
      %m1171 = arith.mulf %a1171, %two : f32
      %p1171 = arith.addf %m1171, %zero : f32
      affine.store %p1171, %B[%i1171, %j1171] : memref<64x128xf32>
    }
  }
  affine.for %j1172 = 0 to 128 {
    affine.for %i1172 = 0 to 64 {
      %a1172 = affine.load %B[%i1172, %j1172] : memref<64x128xf32>
      %o1172 = affine.load %S[%j1172] : memref<128xf32>
      %s1172 = arith.addf %o1172, %a1172 : f32
      affine.store %s1172, %S[%j1172] : memref<128xf32>
    }
  }
  affine.for %i1173 = 0 to 64 {
    %r1173 = affine.for %j1173 = 0 to 128 iter_args(%acc1173 = %zero) -> (f32) {
      %a1173 = affine.load %A[%i1173, %j1173] : memref<64x128xf32>
      %s1173 = arith.addf %acc1173, %a1173 : f32
      affine.yield %s1173 : f32
    }
    affine.store %r1173, %R[%i1173] : memref<64xf32>
  }
  affine.for %i1174 = 0 to 64 {
    affine.for %j1174 = 0 to 128 {
      %a1174 = affine.load %A[%i1174, %j1174] : memref<64x128xf32>
      %m1174 = arith.mulf %a1174, %two : f32
      %p1174 = arith.addf %m1174, %zero : f32
      affine.store %p1174, %B[%i1174, %j1174] : memref<64x128xf32>
    }
  }
  affine.for %j1175 = 0 to 128 {
    affine.for %i1175 = 0 to 64 {
      %a1175 = affine.load %B[%i1175, %j1175] : memref<64x128xf32>
      %o1175 = affine.load %S[%j1175] : memref<128xf32>
      %s1175 = arith.addf %o1175, %a1175 : f32
      affine.store %s1175, %S[%j1175] : memref<128xf32>
    }
  }
  affine.for %i1176 = 0 to 64 {
    %r1176 = affine.for %j1176 = 0 to 128 iter_args(%acc1176 = %zero) -> (f32) {
      %a1176 = affine.load %A[%i1176, %j1176] : memref<64x128xf32>
      %s1176 = arith.addf %acc1176, %a1176 : f32
      affine.yield %s1176 : f32
    }
    affine.store %r1176, %R[%i1176] : memref<64xf32>
  }
  affine.for %i1177 = 0 to 64 {
    affine.for %j1177 = 0 to 128 {
      %a1177 = affine.load %A[%i1177, %j1177] : memref<64x128xf32>
      %m1177 = arith.mulf %a1177, %two : f32
      %p1177 = arith.addf %m1177, %zero : f32
      affine.store %p1177, %B[%i1177, %j1177] : memref<64x128xf32>
    }
  }
  affine.for %j1178 = 0 to 128 {
    affine.for %i1178 = 0 to 64 {
      %a1178 = affine.load %B[%i1178, %j1178] : memref<64x128xf32>
      %o1178 = affine.load %S[%j1178] : memref<128xf32>
      %s1178 = arith.addf %o1178, %a1178 : f32
      affine.store %s1178, %S[%j1178] : memref<128xf32>
    }
  }
  affine.for %i1179 = 0 to 64 {
    %r1179 = affine.for %j1179 = 0 to 128 iter_args(%acc1179 = %zero) -> (f32) {
      %a1179 = affine.load %A[%i1179, %j1179] : memref<64x128xf32>
      %s1179 = arith.addf %acc1179, %a1179 : f32
      affine.yield %s1179 : f32
    }
    affine.store %r1179, %R[%i1179] : memref<64xf32>
  }
  affine.for %i1180 = 0 to 64 {
    affine.for %j1180 = 0 to 128 {
      %a1180 = affine.load %A[%i1180, %j1180] : memref<64x128xf32>
      %m1180 = arith.mulf %a1180, %two : f32
      %p1180 = arith.addf %m1180, %zero : f32
      affine.store %p1180, %B[%i1180, %j1180] : memref<64x128xf32>
    }
  }
  affine.for %j1181 = 0 to 128 {
    affine.for %i1181 = 0 to 64 {
      %a1181 = affine.load %B[%i1181, %j1181] : memref<64x128xf32>
      %o1181 = affine.load %S[%j1181] : memref<128xf32>
      %s1181 = arith.addf %o1181, %a1181 : f32
      affine.store %s1181, %S[%j1181] : memref<128xf32>
    }
  }
  affine.for %i1182 = 0 to 64 {
    %r1182 = affine.for %j1182 = 0 to 128 iter_args(%acc1182 = %zero) -> (f32) {
      %a1182 = affine.load %A[%i1182, %j1182] : memref<64x128xf32>
      %s1182 = arith.addf %acc1182, %a1182 : f32
      affine.yield %s1182 : f32
    }
    affine.store %r1182, %R[%i1182] : memref<64xf32>
  }
  affine.for %i1183 = 0 to 64 {
    affine.for %j1183 = 0 to 128 {
      %a1183 = affine.load %A[%i1183, %j1183] : memref<64x128xf32>
      %m1183 = arith.mulf %a1183, %two : f32
      %p1183 = arith.addf %m1183, %zero : f32
      affine.store %p1183, %B[%i1183, %j1183] : memref<64x128xf32>
    }
  }
  affine.for %j1184 = 0 to 128 {
    affine.for %i1184 = 0 to 64 {
      %a1184 = affine.load %B[%i1184, %j1184] : memref<64x128xf32>
      %o1184 = affine.load %S[%j1184] : memref<128xf32>
      %s1184 = arith.addf %o1184, %a1184 : f32
      affine.store %s1184, %S[%j1184] : memref<128xf32>
    }
  }
  affine.for %i1185 = 0 to 64 {
    %r1185 = affine.for %j1185 = 0 to 128 iter_args(%acc1185 = %zero) -> (f32) {
      %a1185 = affine.load %A[%i1185, %j1185] : memref<64x128xf32>
      %s1185 = arith.addf %acc1185, %a1185 : f32
      affine.yield %s1185 : f32
    }
    affine.store %r1185, %R[%i1185] : memref<64xf32>
  }
  affine.for %i1186 = 0 to 64 {
    affine.for %j1186 = 0 to 128 {
      %a1186 = affine.load %A[%i1186, %j1186] : memref<64x128xf32>
      %m1186 = arith.mulf %a1186, %two : f32
      %p1186 = arith.addf %m1186, %zero : f32
      affine.store %p1186, %B[%i1186, %j1186] : memref<64x128xf32>
    }
  }
  affine.for %j1187 = 0 to 128 {
    affine.for %i1187 = 0 to 64 {
      %a1187 = affine.load %B[%i1187, %j1187] : memref<64x128xf32>
      %o1187 = affine.load %S[%j1187] : memref<128xf32>
      %s1187 = arith.addf %o1187, %a1187 : f32
      affine.store %s1187, %S[%j1187] : memref<128xf32>
    }
  }
  affine.for %i1188 = 0 to 64 {
    %r1188 = affine.for %j1188 = 0 to 128 iter_args(%acc1188 = %zero) -> (f32) {
      %a1188 = affine.load %A[%i1188, %j1188] : memref<64x128xf32>
      %s1188 = arith.addf %acc1188, %a1188 : f32
      affine.yield %s1188 : f32
    }
    affine.store %r1188, %R[%i1188] : memref<64xf32>
  }
  affine.for %i1189 = 0 to 64 {
    affine.for %j1189 = 0 to 128 {
      %a1189 = affine.load %A[%i1189, %j1189] : memref<64x128xf32>
      %m1189 = arith.mulf %a1189, %two : f32
      %p1189 = arith.addf %m1189, %zero : f32
      affine.store %p1189, %B[%i1189, %j1189] : memref<64x128xf32>
    }
  }
  affine.for %j1190 = 0 to 128 {
    affine.for %i1190 = 0 to 64 {
      %a1190 = affine.load %B[%i1190, %j1190] : memref<64x128xf32>
      %o1190 = affine.load %S[%j1190] : memref<128xf32>
      %s1190 = arith.addf %o1190, %a1190 : f32
      affine.store %s1190, %S[%j1190] : memref<128xf32>
    }
  }
  affine.for %i1191 = 0 to 64 {
    %r1191 = affine.for %j1191 = 0 to 128 iter_args(%acc1191 = %zero) -> (f32) {
      %a1191 = affine.load %A[%i1191, %j1191] : memref<64x128xf32>
      %s1191 = arith.addf %acc1191, %a1191 : f32
      affine.yield %s1191 : f32
    }
    affine.store %r1191, %R[%i1191] : memref<64xf32>
  }
  affine.for %i1192 = 0 to 64 {
    affine.for %j1192 = 0 to 128 {
      %a1192 = affine.load %A[%i1192, %j1192] : memref<64x128xf32>
      %m1192 = arith.mulf %a1192, %two : f32
      %p1192 = arith.addf %m1192, %zero : f32
      affine.store %p1192, %B[%i1192, %j1192] : memref<64x128xf32>
    }
  }
  affine.for %j1193 = 0 to 128 {
    affine.for %i1193 = 0 to 64 {
      %a1193 = affine.load %B[%i1193, %j1193] : memref<64x128xf32>
      %o1193 = affine.load %S[%j1193] : memref<128xf32>
      %s1193 = arith.addf %o1193, %a1193 : f32
      affine.store %s1193, %S[%j1193] : memref<128xf32>
    }
  }
  affine.for %i1194 = 0 to 64 {
    %r1194 = affine.for %j1194 = 0 to 128 iter_args(%acc1194 = %zero) -> (f32) {
      %a1194 = affine.load %A[%i1194, %j1194] : memref<64x128xf32>
      %s1194 = arith.addf %acc1194, %a1194 : f32
      affine.yield %s1194 : f32
    }
    affine.store %r1194, %R[%i1194] : memref<64xf32>
  }
  affine.for %i1195 = 0 to 64 {
    affine.for %j1195 = 0 to 128 {
      %a1195 = affine.load %A[%i1195, %j1195] : memref<64x128xf32>
      %m1195 = arith.mulf %a1195, %two : f32
      %p1195 = arith.addf %m1195, %zero : f32
      affine.store %p1195, %B[%i1195, %j1195] : memref<64x128xf32>
    }
  }
  affine.for %j1196 = 0 to 128 {
    affine.for %i1196 = 0 to 64 {
      %a1196 = affine.load %B[%i1196, %j1196] : memref<64x128xf32>
      %o1196 = affine.load %S[%j1196] : memref<128xf32>
      %s1196 = arith.addf %o1196, %a1196 : f32
      affine.store %s1196, %S[%j1196] : memref<128xf32>
    }
  }
  affine.for %i1197 = 0 to 64 {
    %r1197 = affine.for %j1197 = 0 to 128 iter_args(%acc1197 = %zero) -> (f32) {
      %a1197 = affine.load %A[%i1197, %j1197] : memref<64x128xf32>
      %s1197 = arith.addf %acc1197, %a1197 : f32
      affine.yield %s1197 : f32
    }
    affine.store %r1197, %R[%i1197] : memref<64xf32>
  }
  affine.for %i1198 = 0 to 64 {
    affine.for %j1198 = 0 to 128 {
      %a1198 = affine.load %A[%i1198, %j1198] : memref<64x128xf32>
      %m1198 = arith.mulf %a1198, %two : f32
      %p1198 = arith.addf %m1198, %zero : f32
      affine.store %p1198, %B[%i1198, %j1198] : memref<64x128xf32>
    }
  }
  affine.for %j1199 = 0 to 128 {
    affine.for %i1199 = 0 to 64 {
      %a1199 = affine.load %B[%i1199, %j1199] : memref<64x128xf32>
      %o1199 = affine.load %S[%j1199] : memref<128xf32>
      %s1199 = arith.addf %o1199, %a1199 : f32
      affine.store %s1199, %S[%j1199] : memref<128xf32>
    }
  }
  affine.for %i1200 = 0 to 64 {
    %r1200 = affine.for %j1200 = 0 to 128 iter_args(%acc1200 = %zero) -> (f32) {
      %a1200 = affine.load %A[%i1200, %j1200] : memref<64x128xf32>
      %s1200 = arith.addf %acc1200, %a1200 : f32
      affine.yield %s1200 : f32
    }
    affine.store %r1200, %R[%i1200] : memref<64xf32>
  }
  affine.for %i1201 = 0 to 64 {
    affine.for %j1201 = 0 to 128 {
      %a1201 = affine.load %A[%i1201, %j1201] : memref<64x128xf32>
      %m1201 = arith.mulf %a1201, %two : f32
      %p1201 = arith.addf %m1201, %zero : f32
      affine.store %p1201, %B[%i1201, %j1201] : memref<64x128xf32>
    }
  }
  affine.for %j1202 = 0 to 128 {
    affine.for %i1202 = 0 to 64 {
      %a1202 = affine.load %B[%i1202, %j1202] : memref<64x128xf32>
      %o1202 = affine.load %S[%j1202] : memref<128xf32>
      %s1202 = arith.addf %o1202, %a1202 : f32
      affine.store %s1202, %S[%j1202] : memref<128xf32>
    }
  }
  affine.for %i1203 = 0 to 64 {
    %r1203 = affine.for %j1203 = 0 to 128 iter_args(%acc1203 = %zero) -> (f32) {
      %a1203 = affine.load %A[%i1203, %j1203] : memref<64x128xf32>
      %s1203 = arith.addf %acc1203, %a1203 : f32
      affine.yield %s1203 : f32
    }
    affine.store %r1203, %R[%i1203] : memref<64xf32>
  }
  affine.for %i1204 = 0 to 64 {
    affine.for %j1204 = 0 to 128 {
      %a1204 = affine.load %A[%i1204, %j1204] : memref<64x128xf32>
      %m1204 = arith.mulf %a1204, %two : f32
      %p1204 = arith.addf %m1204, %zero : f32
      affine.store %p1204, %B[%i1204, %j1204] : memref<64x128xf32>
    }
  }
  affine.for %j1205 = 0 to 128 {
    affine.for %i1205 = 0 to 64 {
      %a1205 = affine.load %B[%i1205, %j1205] : memref<64x128xf32>
      %o1205 = affine.load %S[%j1205] : memref<128xf32>
      %s1205 = arith.addf %o1205, %a1205 : f32
      affine.store %s1205, %S[%j1205] : memref<128xf32>
    }
  }
  affine.for %i1206 = 0 to 64 {
    %r1206 = affine.for %j1206 = 0 to 128 iter_args(%acc1206 = %zero) -> (f32) {
      %a1206 = affine.load %A[%i1206, %j1206] : memref<64x128xf32>
      %s1206 = arith.addf %acc1206, %a1206 : f32
      affine.yield %s1206 : f32
    }
    affine.store %r1206, %R[%i1206] : memref<64xf32>
  }
  affine.for %i1207 = 0 to 64 {
    affine.for %j1207 = 0 to 128 {
      %a1207 = affine.load %A[%i1207, %j1207] : memref<64x128xf32>
      %m1207 = arith.mulf %a1207, %two : f32
      %p1207 = arith.addf %m1207, %zero : f32
      affine.store %p1207, %B[%i1207, %j1207] : memref<64x128xf32>
    }
  }
  affine.for %j1208 = 0 to 128 {
    affine.for %i1208 = 0 to 64 {
      %a1208 = affine.load %B[%i1208, %j1208] : memref<64x128xf32>
      %o1208 = affine.load %S[%j1208] : memref<128xf32>
      %s1208 = arith.addf %o1208, %a1208 : f32
      affine.store %s1208, %S[%j1208] : memref<128xf32>
    }
  }
  affine.for %i1209 = 0 to 64 {
    %r1209 = affine.for %j1209 = 0 to 128 iter_args(%acc1209 = %zero) -> (f32) {
      %a1209 = affine.load %A[%i1209, %j1209] : memref<64x128xf32>
      %s1209 = arith.addf %acc1209, %a1209 : f32
      affine.yield %s1209 : f32
    }
    affine.store %r1209, %R[%i1209] : memref<64xf32>
  }
  affine.for %i1210 = 0 to 64 {
    affine.for %j1210 = 0 to 128 {
      %a1210 = affine.load %A[%i1210, %j1210] : memref<64x128xf32>
      %m1210 = arith.mulf %a1210, %two : f32
      %p1210 = arith.addf %m1210, %zero : f32
      affine.store %p1210, %B[%i1210, %j1210] : memref<64x128xf32>
    }
  }
  affine.for %j1211 = 0 to 128 {
    affine.for %i1211 = 0 to 64 {
      %a1211 = affine.load %B[%i1211, %j1211] : memref<64x128xf32>
      %o1211 = affine.load %S[%j1211] : memref<128xf32>
      %s1211 = arith.addf %o1211, %a1211 : f32
      affine.store %s1211, %S[%j1211] : memref<128xf32>
    }
  }
  affine.for %i1212 = 0 to 64 {
    %r1212 = affine.for %j1212 = 0 to 128 iter_args(%acc1212 = %zero) -> (f32) {
      %a1212 = affine.load %A[%i1212, %j1212] : memref<64x128xf32>
      %s1212 = arith.addf %acc1212, %a1212 : f32
      affine.yield %s1212 : f32
    }
    affine.store %r1212, %R[%i1212] : memref<64xf32>
  }
  affine.for %i1213 = 0 to 64 {
    affine.for %j1213 = 0 to 128 {
      %a1213 = affine.load %A[%i1213, %j1213] : memref<64x128xf32>
      %m1213 = arith.mulf %a1213, %two : f32
      %p1213 = arith.addf %m1213, %zero : f32
      affine.store %p1213, %B[%i1213, %j1213] : memref<64x128xf32>
    }
  }
  affine.for %j1214 = 0 to 128 {
    affine.for %i1214 = 0 to 64 {
      %a1214 = affine.load %B[%i1214, %j1214] : memref<64x128xf32>
      %o1214 = affine.load %S[%j1214] : memref<128xf32>
      %s1214 = arith.addf %o1214, %a1214 : f32
      affine.store %s1214, %S[%j1214] : memref<128xf32>
    }
  }
  affine.for %i1215 = 0 to 64 {
    %r1215 = affine.for %j1215 = 0 to 128 iter_args(%acc1215 = %zero) -> (f32) {
      %a1215 = affine.load %A[%i1215, %j1215] : memref<64x128xf32>
      %s1215 = arith.addf %acc1215, %a1215 : f32
      affine.yield %s1215 : f32
    }
    affine.store %r1215, %R[%i1215] : memref<64xf32>
  }
  affine.for %i1216 = 0 to 64 {
    affine.for %j1216 = 0 to 128 {
      %a1216 = affine.load %A[%i1216, %j1216] : memref<64x128xf32>
      %m1216 = arith.mulf %a1216, %two : f32
      %p1216 = arith.addf %m1216, %zero : f32
      affine.store %p1216, %B[%i1216, %j1216] : memref<64x128xf32>
    }
  }
  affine.for %j1217 = 0 to 128 {
    affine.for %i1217 = 0 to 64 {
      %a1217 = affine.load %B[%i1217, %j1217] : memref<64x128xf32>
      %o1217 = affine.load %S[%j1217] : memref<128xf32>
      %s1217 = arith.addf %o1217, %a1217 : f32
      affine.store %s1217, %S[%j1217] : memref<128xf32>
    }
  }
  affine.for %i1218 = 0 to 64 {
    %r1218 = affine.for %j1218 = 0 to 128 iter_args(%acc1218 = %zero) -> (f32) {
      %a1218 = affine.load %A[%i1218, %j1218] : memref<64x128xf32>
      %s1218 = arith.addf %acc1218, %a1218 : f32
      affine.yield %s1218 : f32
    }
    affine.store %r1218, %R[%i1218] : memref<64xf32>
  }
  affine.for %i1219 = 0 to 64 {
    affine.for %j1219 = 0 to 128 {
      %a1219 = affine.load %A[%i1219, %j1219] : memref<64x128xf32>
      %m1219 = arith.mulf %a1219, %two : f32
      %p1219 = arith.addf %m1219, %zero : f32
      affine.store %p1219, %B[%i1219, %j1219] : memref<64x128xf32>
    }
  }
  affine.for %j1220 = 0 to 128 {
    affine.for %i1220 = 0 to 64 {
      %a1220 = affine.load %B[%i1220, %j1220] : memref<64x128xf32>
      %o1220 = affine.load %S[%j1220] : memref<128xf32>
      %s1220 = arith.addf %o1220, %a1220 : f32
      affine.store %s1220, %S[%j1220] : memref<128xf32>
    }
  }
  affine.for %i1221 = 0 to 64 {
    %r1221 = affine.for %j1221 = 0 to 128 iter_args(%acc1221 = %zero) -> (f32) {
      %a1221 = affine.load %A[%i1221, %j1221] : memref<64x128xf32>
      %s1221 = arith.addf %acc1221, %a1221 : f32
      affine.yield %s1221 : f32
    }
    affine.store %r1221, %R[%i1221] : memref<64xf32>
  }
  affine.for %i1222 = 0 to 64 {
    affine.for %j1222 = 0 to 128 {
      %a1222 = affine.load %A[%i1222, %j1222] : memref<64x128xf32>
      %m1222 = arith.mulf %a1222, %two : f32
      %p1222 = arith.addf %m1222, %zero : f32
      affine.store %p1222, %B[%i1222, %j1222] : memref<64x128xf32>
    }
  }
  affine.for %j1223 = 0 to 128 {
    affine.for %i1223 = 0 to 64 {
      %a1223 = affine.load %B[%i1223, %j1223] : memref<64x128xf32>
      %o1223 = affine.load %S[%j1223] : memref<128xf32>
      %s1223 = arith.addf %o1223, %a1223 : f32
      affine.store %s1223, %S[%j1223] : memref<128xf32>
    }
  }
  affine.for %i1224 = 0 to 64 {
    %r1224 = affine.for %j1224 = 0 to 128 iter_args(%acc1224 = %zero) -> (f32) {
      %a1224 = affine.load %A[%i1224, %j1224] : memref<64x128xf32>
      %s1224 = arith.addf %acc1224, %a1224 : f32
      affine.yield %s1224 : f32
    }
    affine.store %r1224, %R[%i1224] : memref<64xf32>
  }
  affine.for %i1225 = 0 to 64 {
    affine.for %j1225 = 0 to 128 {
      %a1225 = affine.load %A[%i1225, %j1225] : memref<64x128xf32>
      %m1225 = arith.mulf %a1225, %two : f32
      %p1225 = arith.addf %m1225, %zero : f32
      affine.store %p1225, %B[%i1225, %j1225] : memref<64x128xf32>
    }
  }
  affine.for %j1226 = 0 to 128 {
    affine.for %i1226 = 0 to 64 {
      %a1226 = affine.load %B[%i1226, %j1226] : memref<64x128xf32>
      %o1226 = affine.load %S[%j1226] : memref<128xf32>
      %s1226 = arith.addf %o1226, %a1226 : f32
      affine.store %s1226, %S[%j1226] : memref<128xf32>
    }
  }
  affine.for %i1227 = 0 to 64 {
    %r1227 = affine.for %j1227 = 0 to 128 iter_args(%acc1227 = %zero) -> (f32) {
      %a1227 = affine.load %A[%i1227, %j1227] : memref<64x128xf32>
      %s1227 = arith.addf %acc1227, %a1227 : f32
      affine.yield %s1227 : f32
    }
    affine.store %r1227, %R[%i1227] : memref<64xf32>
  }
  affine.for %i1228 = 0 to 64 {
    affine.for %j1228 = 0 to 128 {
      %a1228 = affine.load %A[%i1228, %j1228] : memref<64x128xf32>
      %m1228 = arith.mulf %a1228, %two : f32
      %p1228 = arith.addf %m1228, %zero : f32
      affine.store %p1228, %B[%i1228, %j1228] : memref<64x128xf32>
    }
  }
  affine.for %j1229 = 0 to 128 {
    affine.for %i1229 = 0 to 64 {
      %a1229 = affine.load %B[%i1229, %j1229] : memref<64x128xf32>
      %o1229 = affine.load %S[%j1229] : memref<128xf32>
      %s1229 = arith.addf %o1229, %a1229 : f32
      affine.store %s1229, %S[%j1229] : memref<128xf32>
    }
  }
  affine.for %i1230 = 0 to 64 {
    %r1230 = affine.for %j1230 = 0 to 128 iter_args(%acc1230 = %zero) -> (f32) {
      %a1230 = affine.load %A[%i1230, %j1230] : memref<64x128xf32>
      %s1230 = arith.addf %acc1230, %a1230 : f32
      affine.yield %s1230 : f32
    }
    affine.store %r1230, %R[%i1230] : memref<64xf32>
  }
  affine.for %i1231 = 0 to 64 {
    affine.for %j1231 = 0 to 128 {
      %a1231 = affine.load %A[%i1231, %j1231] : memref<64x128xf32>
      %m1231 = arith.mulf %a1231, %two : f32
      %p1231 = arith.addf %m1231, %zero : f32
      affine.store %p1231, %B[%i1231, %j1231] : memref<64x128xf32>
    }
  }
  affine.for %j1232 = 0 to 128 {
    affine.for %i1232 = 0 to 64 {
      %a1232 = affine.load %B[%i1232, %j1232] : memref<64x128xf32>
      %o1232 = affine.load %S[%j1232] : memref<128xf32>
      %s1232 = arith.addf %o1232, %a1232 : f32
      affine.store %s1232, %S[%j1232] : memref<128xf32>
    }
  }
  affine.for %i1233 = 0 to 64 {
    %r1233 = affine.for %j1233 = 0 to 128 iter_args(%acc1233 = %zero) -> (f32) {
      %a1233 = affine.load %A[%i1233, %j1233] : memref<64x128xf32>
      %s1233 = arith.addf %acc1233, %a1233 : f32
      affine.yield %s1233 : f32
    }
    affine.store %r1233, %R[%i1233] : memref<64xf32>
  }
  affine.for %i1234 = 0 to 64 {
    affine.for %j1234 = 0 to 128 {
      %a1234 = affine.load %A[%i1234, %j1234] : memref<64x128xf32>
      %m1234 = arith.mulf %a1234, %two : f32
      %p1234 = arith.addf %m1234, %zero : f32
      affine.store %p1234, %B[%i1234, %j1234] : memref<64x128xf32>
    }
  }
  affine.for %j1235 = 0 to 128 {
    affine.for %i1235 = 0 to 64 {
      %a1235 = affine.load %B[%i1235, %j1235] : memref<64x128xf32>
      %o1235 = affine.load %S[%j1235] : memref<128xf32>
      %s1235 = arith.addf %o1235, %a1235 : f32
      affine.store %s1235, %S[%j1235] : memref<128xf32>
    }
  }
  affine.for %i1236 = 0 to 64 {
    %r1236 = affine.for %j1236 = 0 to 128 iter_args(%acc1236 = %zero) -> (f32) {
      %a1236 = affine.load %A[%i1236, %j1236] : memref<64x128xf32>
      %s1236 = arith.addf %acc1236, %a1236 : f32
      affine.yield %s1236 : f32
    }
    affine.store %r1236, %R[%i1236] : memref<64xf32>
  }
  affine.for %i1237 = 0 to 64 {
    affine.for %j1237 = 0 to 128 {
      %a1237 = affine.load %A[%i1237, %j1237] : memref<64x128xf32>
      %m1237 = arith.mulf %a1237, %two : f32
      %p1237 = arith.addf %m1237, %zero : f32
      affine.store %p1237, %B[%i1237, %j1237] : memref<64x128xf32>
    }
  }
  affine.for %j1238 = 0 to 128 {
    affine.for %i1238 = 0 to 64 {
      %a1238 = affine.load %B[%i1238, %j1238] : memref<64x128xf32>
      %o1238 = affine.load %S[%j1238] : memref<128xf32>
      %s1238 = arith.addf %o1238, %a1238 : f32
      affine.store %s1238, %S[%j1238] : memref<128xf32>
    }
  }
  affine.for %i1239 = 0 to 64 {
    %r1239 = affine.for %j1239 = 0 to 128 iter_args(%acc1239 = %zero) -> (f32) {
      %a1239 = affine.load %A[%i1239, %j1239] : memref<64x128xf32>
      %s1239 = arith.addf %acc1239, %a1239 : f32
      affine.yield %s1239 : f32
    }
    affine.store %r1239, %R[%i1239] : memref<64xf32>
  }
  affine.for %i1240 = 0 to 64 {
    affine.for %j1240 = 0 to 128 {
      %a1240 = affine.load %A[%i1240, %j1240] : memref<64x128xf32>
      %m1240 = arith.mulf %a1240, %two : f32
      %p1240 = arith.addf %m1240, %zero : f32
      affine.store %p1240, %B[%i1240, %j1240] : memref<64x128xf32>
    }
  }
  affine.for %j1241 = 0 to 128 {
    affine.for %i1241 = 0 to 64 {
      %a1241 = affine.load %B[%i1241, %j1241] : memref<64x128xf32>
      %o1241 = affine.load %S[%j1241] : memref<128xf32>
      %s1241 = arith.addf %o1241, %a1241 : f32
      affine.store %s1241, %S[%j1241] : memref<128xf32>
    }
  }
  affine.for %i1242 = 0 to 64 {
    %r1242 = affine.for %j1242 = 0 to 128 iter_args(%acc1242 = %zero) -> (f32) {
      %a1242 = affine.load %A[%i1242, %j1242] : memref<64x128xf32>
      %s1242 = arith.addf %acc1242, %a1242 : f32
      affine.yield %s1242 : f32
    }
    affine.store %r1242, %R[%i1242] : memref<64xf32>
  }
  affine.for %i1243 = 0 to 64 {
    affine.for %j1243 = 0 to 128 {
      %a1243 = affine.load %A[%i1243, %j1243] : memref<64x128xf32>
      %m1243 = arith.mulf %a1243, %two : f32
      %p1243 = arith.addf %m1243, %zero : f32
      affine.store %p1243, %B[%i1243, %j1243] : memref<64x128xf32>
    }
  }
  affine.for %j1244 = 0 to 128 {
    affine.for %i1244 = 0 to 64 {
      %a1244 = affine.load %B[%i1244, %j1244] : memref<64x128xf32>
      %o1244 = affine.load %S[%j1244] : memref<128xf32>
      %s1244 = arith.addf %o1244, %a1244 : f32
      affine.store %s1244, %S[%j1244] : memref<128xf32>
    }
  }
  affine.for %i1245 = 0 to 64 {
    %r1245 = affine.for %j1245 = 0 to 128 iter_args(%acc1245 = %zero) -> (f32) {
      %a1245 = affine.load %A[%i1245, %j1245] : memref<64x128xf32>
      %s1245 = arith.addf %acc1245, %a1245 : f32
      affine.yield %s1245 : f32
    }
    affine.store %r1245, %R[%i1245] : memref<64xf32>
  }
  affine.for %i1246 = 0 to 64 {
    affine.for %j1246 = 0 to 128 {
      %a1246 = affine.load %A[%i1246, %j1246] : memref<64x128xf32>
      %m1246 = arith.mulf %a1246, %two : f32
      %p1246 = arith.addf %m1246, %zero : f32
      affine.store %p1246, %B[%i1246, %j1246] : memref<64x128xf32>
    }
  }
  affine.for %j1247 = 0 to 128 {
    affine.for %i1247 = 0 to 64 {
      %a1247 = affine.load %B[%i1247, %j1247] : memref<64x128xf32>
      %o1247 = affine.load %S[%j1247] : memref<128xf32>
      %s1247 = arith.addf %o1247, %a1247 : f32
      affine.store %s1247, %S[%j1247] : memref<128xf32>
    }
  }
  affine.for %i1248 = 0 to 64 {
    %r1248 = affine.for %j1248 = 0 to 128 iter_args(%acc1248 = %zero) -> (f32) {
      %a1248 = affine.load %A[%i1248, %j1248] : memref<64x128xf32>
      %s1248 = arith.addf %acc1248, %a1248 : f32
      affine.yield %s1248 : f32
    }
    affine.store %r1248, %R[%i1248] : memref<64xf32>
  }
  affine.for %i1249 = 0 to 64 {
    affine.for %j1249 = 0 to 128 {
      %a1249 = affine.load %A[%i1249, %j1249] : memref<64x128xf32>
      %m1249 = arith.mulf %a1249, %two : f32
      %p1249 = arith.addf %m1249, %zero : f32
      affine.store %p1249, %B[%i1249, %j1249] : memref<64x128xf32>
    }
  }
  affine.for %j1250 = 0 to 128 {
    affine.for %i1250 = 0 to 64 {
      %a1250 = affine.load %B[%i1250, %j1250] : memref<64x128xf32>
      %o1250 = affine.load %S[%j1250] : memref<128xf32>
      %s1250 = arith.addf %o1250, %a1250 : f32
      affine.store %s1250, %S[%j1250] : memref<128xf32>
    }
  }
  affine.for %i1251 = 0 to 64 {
    %r1251 = affine.for %j1251 = 0 to 128 iter_args(%acc1251 = %zero) -> (f32) {
      %a1251 = affine.load %A[%i1251, %j1251] : memref<64x128xf32>
      %s1251 = arith.addf %acc1251, %a1251 : f32
      affine.yield %s1251 : f32
    }
    affine.store %r1251, %R[%i1251] : memref<64xf32>
  }
  affine.for %i1252 = 0 to 64 {
    affine.for %j1252 = 0 to 128 {
      %a1252 = affine.load %A[%i1252, %j1252] : memref<64x128xf32>
      %m1252 = arith.mulf %a1252, %two : f32
      %p1252 = arith.addf %m1252, %zero : f32
      affine.store %p1252, %B[%i1252, %j1252] : memref<64x128xf32>
    }
  }
  affine.for %j1253 = 0 to 128 {
    affine.for %i1253 = 0 to 64 {
      %a1253 = affine.load %B[%i1253, %j1253] : memref<64x128xf32>
      %o1253 = affine.load %S[%j1253] : memref<128xf32>
      %s1253 = arith.addf %o1253, %a1253 : f32
      affine.store %s1253, %S[%j1253] : memref<128xf32>
    }
  }
  affine.for %i1254 = 0 to 64 {
    %r1254 = affine.for %j1254 = 0 to 128 iter_args(%acc1254 = %zero) -> (f32) {
      %a1254 = affine.load %A[%i1254, %j1254] : memref<64x128xf32>
      %s1254 = arith.addf %acc1254, %a1254 : f32
      affine.yield %s1254 : f32
    }
    affine.store %r1254, %R[%i1254] : memref<64xf32>
  }
  affine.for %i1255 = 0 to 64 {
    affine.for %j1255 = 0 to 128 {
      %a1255 = affine.load %A[%i1255, %j1255] : memref<64x128xf32>
      %m1255 = arith.mulf %a1255, %two : f32
      %p1255 = arith.addf %m1255, %zero : f32
      affine.store %p1255, %B[%i1255, %j1255] : memref<64x128xf32>
    }
  }
  affine.for %j1256 = 0 to 128 {
    affine.for %i1256 = 0 to 64 {
      %a1256 = affine.load %B[%i1256, %j1256] : memref<64x128xf32>
      %o1256 = affine.load %S[%j1256] : memref<128xf32>
      %s1256 = arith.addf %o1256, %a1256 : f32
      affine.store %s1256, %S[%j1256] : memref<128xf32>
    }
  }
  affine.for %i1257 = 0 to 64 {
    %r1257 = affine.for %j1257 = 0 to 128 iter_args(%acc1257 = %zero) -> (f32) {
      %a1257 = affine.load %A[%i1257, %j1257] : memref<64x128xf32>
      %s1257 = arith.addf %acc1257, %a1257 : f32
      affine.yield %s1257 : f32
    }
    affine.store %r1257, %R[%i1257] : memref<64xf32>
  }
  affine.for %i1258 = 0 to 64 {
    affine.for %j1258 = 0 to 128 {
      %a1258 = affine.load %A[%i1258, %j1258] : memref<64x128xf32>
      %m1258 = arith.mulf %a1258, %two : f32
      %p1258 = arith.addf %m1258, %zero : f32
      affine.store %p1258, %B[%i1258, %j1258] : memref<64x128xf32>
    }
  }
  affine.for %j1259 = 0 to 128 {
    affine.for %i1259 = 0 to 64 {
      %a1259 = affine.load %B[%i1259, %j1259] : memref<64x128xf32>
      %o1259 = affine.load %S[%j1259] : memref<128xf32>
      %s1259 = arith.addf %o1259, %a1259 : f32
      affine.store %s1259, %S[%j1259] : memref<128xf32>
    }
  }
  affine.for %i1260 = 0 to 64 {
    %r1260 = affine.for %j1260 = 0 to 128 iter_args(%acc1260 = %zero) -> (f32) {
      %a1260 = affine.load %A[%i1260, %j1260] : memref<64x128xf32>
      %s1260 = arith.addf %acc1260, %a1260 : f32
      affine.yield %s1260 : f32
    }
    affine.store %r1260, %R[%i1260] : memref<64xf32>
  }
  affine.for %i1261 = 0 to 64 {
    affine.for %j1261 = 0 to 128 {
      %a1261 = affine.load %A[%i1261, %j1261] : memref<64x128xf32>
      %m1261 = arith.mulf %a1261, %two : f32
      %p1261 = arith.addf %m1261, %zero : f32
      affine.store %p1261, %B[%i1261, %j1261] : memref<64x128xf32>
    }
  }
  affine.for %j1262 = 0 to 128 {
    affine.for %i1262 = 0 to 64 {
      %a1262 = affine.load %B[%i1262, %j1262] : memref<64x128xf32>
      %o1262 = affine.load %S[%j1262] : memref<128xf32>
      %s1262 = arith.addf %o1262, %a1262 : f32
      affine.store %s1262, %S[%j1262] : memref<128xf32>
    }
  }
  affine.for %i1263 = 0 to 64 {
    %r1263 = affine.for %j1263 = 0 to 128 iter_args(%acc1263 = %zero) -> (f32) {
      %a1263 = affine.load %A[%i1263, %j1263] : memref<64x128xf32>
      %s1263 = arith.addf %acc1263, %a1263 : f32
      affine.yield %s1263 : f32
    }
    affine.store %r1263, %R[%i1263] : memref<64xf32>
  }
  affine.for %i1264 = 0 to 64 {
    affine.for %j1264 = 0 to 128 {
      %a1264 = affine.load %A[%i1264, %j1264] : memref<64x128xf32>
      %m1264 = arith.mulf %a1264, %two : f32
      %p1264 = arith.addf %m1264, %zero : f32
      affine.store %p1264, %B[%i1264, %j1264] : memref<64x128xf32>
    }
  }
  affine.for %j1265 = 0 to 128 {
    affine.for %i1265 = 0 to 64 {
      %a1265 = affine.load %B[%i1265, %j1265] : memref<64x128xf32>
      %o1265 = affine.load %S[%j1265] : memref<128xf32>
      %s1265 = arith.addf %o1265, %a1265 : f32
      affine.store %s1265, %S[%j1265] : memref<128xf32>
    }
  }
  affine.for %i1266 = 0 to 64 {
    %r1266 = affine.for %j1266 = 0 to 128 iter_args(%acc1266 = %zero) -> (f32) {
      %a1266 = affine.load %A[%i1266, %j1266] : memref<64x128xf32>
      %s1266 = arith.addf %acc1266, %a1266 : f32
      affine.yield %s1266 : f32
    }
    affine.store %r1266, %R[%i1266] : memref<64xf32>
  }
  affine.for %i1267 = 0 to 64 {
    affine.for %j1267 = 0 to 128 {
      %a1267 = affine.load %A[%i1267, %j1267] : memref<64x128xf32>
      %m1267 = arith.mulf %a1267, %two : f32
      %p1267 = arith.addf %m1267, %zero : f32
      affine.store %p1267, %B[%i1267, %j1267] : memref<64x128xf32>
    }
  }
  affine.for %j1268 = 0 to 128 {
    affine.for %i1268 = 0 to 64 {
      %a1268 = affine.load %B[%i1268, %j1268] : memref<64x128xf32>
      %o1268 = affine.load %S[%j1268] : memref<128xf32>
      %s1268 = arith.addf %o1268, %a1268 : f32
      affine.store %s1268, %S[%j1268] : memref<128xf32>
    }
  }
  affine.for %i1269 = 0 to 64 {
    %r1269 = affine.for %j1269 = 0 to 128 iter_args(%acc1269 = %zero) -> (f32) {
      %a1269 = affine.load %A[%i1269, %j1269] : memref<64x128xf32>
      %s1269 = arith.addf %acc1269, %a1269 : f32
      affine.yield %s1269 : f32
    }
    affine.store %r1269, %R[%i1269] : memref<64xf32>
  }
  affine.for %i1270 = 0 to 64 {
    affine.for %j1270 = 0 to 128 {
      %a1270 = affine.load %A[%i1270, %j1270] : memref<64x128xf32>
      %m1270 = arith.mulf %a1270, %two : f32
      %p1270 = arith.addf %m1270, %zero : f32
      affine.store %p1270, %B[%i1270, %j1270] : memref<64x128xf32>
    }
  }
  affine.for %j1271 = 0 to 128 {
    affine.for %i1271 = 0 to 64 {
      %a1271 = affine.load %B[%i1271, %j1271] : memref<64x128xf32>
      %o1271 = affine.load %S[%j1271] : memref<128xf32>
      %s1271 = arith.addf %o1271, %a1271 : f32
      affine.store %s1271, %S[%j1271] : memref<128xf32>
    }
  }
  affine.for %i1272 = 0 to 64 {
    %r1272 = affine.for %j1272 = 0 to 128 iter_args(%acc1272 = %zero) -> (f32) {
      %a1272 = affine.load %A[%i1272, %j1272] : memref<64x128xf32>
      %s1272 = arith.addf %acc1272, %a1272 : f32
      affine.yield %s1272 : f32
    }
    affine.store %r1272, %R[%i1272] : memref<64xf32>
  }
  affine.for %i1273 = 0 to 64 {
    affine.for %j1273 = 0 to 128 {
      %a1273 = affine.load %A[%i1273, %j1273] : memref<64x128xf32>
      %m1273 = arith.mulf %a1273, %two : f32
      %p1273 = arith.addf %m1273, %zero : f32
      affine.store %p1273, %B[%i1273, %j1273] : memref<64x128xf32>
    }
  }
  affine.for %j1274 = 0 to 128 {
    affine.for %i1274 = 0 to 64 {
      %a1274 = affine.load %B[%i1274, %j1274] : memref<64x128xf32>
      %o1274 = affine.load %S[%j1274] : memref<128xf32>
      %s1274 = arith.addf %o1274, %a1274 : f32
      affine.store %s1274, %S[%j1274] : memref<128xf32>
    }
  }
  affine.for %i1275 = 0 to 64 {
    %r1275 = affine.for %j1275 = 0 to 128 iter_args(%acc1275 = %zero) -> (f32) {
      %a1275 = affine.load %A[%i1275, %j1275] : memref<64x128xf32>
      %s1275 = arith.addf %acc1275, %a1275 : f32
      affine.yield %s1275 : f32
    }
    affine.store %r1275, %R[%i1275] : memref<64xf32>
  }
  affine.for %i1276 = 0 to 64 {
    affine.for %j1276 = 0 to 128 {
      %a1276 = affine.load %A[%i1276, %j1276] : memref<64x128xf32>
      %m1276 = arith.mulf %a1276, %two : f32
      %p1276 = arith.addf %m1276, %zero : f32
      affine.store %p1276, %B[%i1276, %j1276] : memref<64x128xf32>
    }
  }
  affine.for %j1277 = 0 to 128 {
    affine.for %i1277 = 0 to 64 {
      %a1277 = affine.load %B[%i1277, %j1277] : memref<64x128xf32>
      %o1277 = affine.load %S[%j1277] : memref<128xf32>
      %s1277 = arith.addf %o1277, %a1277 : f32
      affine.store %s1277, %S[%j1277] : memref<128xf32>
    }
  }
  affine.for %i1278 = 0 to 64 {
    %r1278 = affine.for %j1278 = 0 to 128 iter_args(%acc1278 = %zero) -> (f32) {
      %a1278 = affine.load %A[%i1278, %j1278] : memref<64x128xf32>
      %s1278 = arith.addf %acc1278, %a1278 : f32
      affine.yield %s1278 : f32
    }
    affine.store %r1278, %R[%i1278] : memref<64xf32>
  }
  affine.for %i1279 = 0 to 64 {
    affine.for %j1279 = 0 to 128 {
      %a1279 = affine.load %A[%i1279, %j1279] : memref<64x128xf32>
      %m1279 = arith.mulf %a1279, %two : f32
      %p1279 = arith.addf %m1279, %zero : f32
      affine.store %p1279, %B[%i1279, %j1279] : memref<64x128xf32>
    }
  }
  affine.for %j1280 = 0 to 128 {
    affine.for %i1280 = 0 to 64 {
      %a1280 = affine.load %B[%i1280, %j1280] : memref<64x128xf32>
      %o1280 = affine.load %S[%j1280] : memref<128xf32>
      %s1280 = arith.addf %o1280, %a1280 : f32
      affine.store %s1280, %S[%j1280] : memref<128xf32>
    }
  }
  affine.for %i1281 = 0 to 64 {
    %r1281 = affine.for %j1281 = 0 to 128 iter_args(%acc1281 = %zero) -> (f32) {
      %a1281 = affine.load %A[%i1281, %j1281] : memref<64x128xf32>
      %s1281 = arith.addf %acc1281, %a1281 : f32
      affine.yield %s1281 : f32
    }
    affine.store %r1281, %R[%i1281] : memref<64xf32>
  }
  affine.for %i1282 = 0 to 64 {
    affine.for %j1282 = 0 to 128 {
      %a1282 = affine.load %A[%i1282, %j1282] : memref<64x128xf32>
      %m1282 = arith.mulf %a1282, %two : f32
      %p1282 = arith.addf %m1282, %zero : f32
      affine.store %p1282, %B[%i1282, %j1282] : memref<64x128xf32>
    }
  }
  affine.for %j1283 = 0 to 128 {
    affine.for %i1283 = 0 to 64 {
      %a1283 = affine.load %B[%i1283, %j1283] : memref<64x128xf32>
      %o1283 = affine.load %S[%j1283] : memref<128xf32>
      %s1283 = arith.addf %o1283, %a1283 : f32
      affine.store %s1283, %S[%j1283] : memref<128xf32>
    }
  }
  affine.for %i1284 = 0 to 64 {
    %r1284 = affine.for %j1284 = 0 to 128 iter_args(%acc1284 = %zero) -> (f32) {
      %a1284 = affine.load %A[%i1284, %j1284] : memref<64x128xf32>
      %s1284 = arith.addf %acc1284, %a1284 : f32
      affine.yield %s1284 : f32
    }
    affine.store %r1284, %R[%i1284] : memref<64xf32>
  }
  affine.for %i1285 = 0 to 64 {
    affine.for %j1285 = 0 to 128 {
      %a1285 = affine.load %A[%i1285, %j1285] : memref<64x128xf32>
      %m1285 = arith.mulf %a1285, %two : f32
      %p1285 = arith.addf %m1285, %zero : f32
      affine.store %p1285, %B[%i1285, %j1285] : memref<64x128xf32>
    }
  }
  affine.for %j1286 = 0 to 128 {
    affine.for %i1286 = 0 to 64 {
      %a1286 = affine.load %B[%i1286, %j1286] : memref<64x128xf32>
      %o1286 = affine.load %S[%j1286] : memref<128xf32>
      %s1286 = arith.addf %o1286, %a1286 : f32
      affine.store %s1286, %S[%j1286] : memref<128xf32>
    }
  }
  affine.for %i1287 = 0 to 64 {
    %r1287 = affine.for %j1287 = 0 to 128 iter_args(%acc1287 = %zero) -> (f32) {
      %a1287 = affine.load %A[%i1287, %j1287] : memref<64x128xf32>
      %s1287 = arith.addf %acc1287, %a1287 : f32
      affine.yield %s1287 : f32
    }
    affine.store %r1287, %R[%i1287] : memref<64xf32>
  }
  affine.for %i1288 = 0 to 64 {
    affine.for %j1288 = 0 to 128 {
      %a1288 = affine.load %A[%i1288, %j1288] : memref<64x128xf32>
      %m1288 = arith.mulf %a1288, %two : f32
      %p1288 = arith.addf %m1288, %zero : f32
      affine.store %p1288, %B[%i1288, %j1288] : memref<64x128xf32>
    }
  }
  affine.for %j1289 = 0 to 128 {
    affine.for %i1289 = 0 to 64 {
      %a1289 = affine.load %B[%i1289, %j1289] : memref<64x128xf32>
      %o1289 = affine.load %S[%j1289] : memref<128xf32>
      %s1289 = arith.addf %o1289, %a1289 : f32
      affine.store %s1289, %S[%j1289] : memref<128xf32>
    }
  }
  affine.for %i1290 = 0 to 64 {
    %r1290 = affine.for %j1290 = 0 to 128 iter_args(%acc1290 = %zero) -> (f32) {
      %a1290 = affine.load %A[%i1290, %j1290] : memref<64x128xf32>
      %s1290 = arith.addf %acc1290, %a1290 : f32
      affine.yield %s1290 : f32
    }
    affine.store %r1290, %R[%i1290] : memref<64xf32>
  }
  affine.for %i1291 = 0 to 64 {
    affine.for %j1291 = 0 to 128 {
      %a1291 = affine.load %A[%i1291, %j1291] : memref<64x128xf32>
      %m1291 = arith.mulf %a1291, %two : f32
      %p1291 = arith.addf %m1291, %zero : f32
      affine.store %p1291, %B[%i1291, %j1291] : memref<64x128xf32>
    }
  }
  affine.for %j1292 = 0 to 128 {
    affine.for %i1292 = 0 to 64 {
      %a1292 = affine.load %B[%i1292, %j1292] : memref<64x128xf32>
      %o1292 = affine.load %S[%j1292] : memref<128xf32>
      %s1292 = arith.addf %o1292, %a1292 : f32
      affine.store %s1292, %S[%j1292] : memref<128xf32>
    }
  }
  affine.for %i1293 = 0 to 64 {
    %r1293 = affine.for %j1293 = 0 to 128 iter_args(%acc1293 = %zero) -> (f32) {
      %a1293 = affine.load %A[%i1293, %j1293] : memref<64x128xf32>
      %s1293 = arith.addf %acc1293, %a1293 : f32
      affine.yield %s1293 : f32
    }
    affine.store %r1293, %R[%i1293] : memref<64xf32>
  }
  affine.for %i1294 = 0 to 64 {
    affine.for %j1294 = 0 to 128 {
      %a1294 = affine.load %A[%i1294, %j1294] : memref<64x128xf32>
      %m1294 = arith.mulf %a1294, %two : f32
      %p1294 = arith.addf %m1294, %zero : f32
      affine.store %p1294, %B[%i1294, %j1294] : memref<64x128xf32>
    }
  }
  affine.for %j1295 = 0 to 128 {
    affine.for %i1295 = 0 to 64 {
      %a1295 = affine.load %B[%i1295, %j1295] : memref<64x128xf32>
      %o1295 = affine.load %S[%j1295] : memref<128xf32>
      %s1295 = arith.addf %o1295, %a1295 : f32
      affine.store %s1295, %S[%j1295] : memref<128xf32>
    }
  }
  affine.for %i1296 = 0 to 64 {
    %r1296 = affine.for %j1296 = 0 to 128 iter_args(%acc1296 = %zero) -> (f32) {
      %a1296 = affine.load %A[%i1296, %j1296] : memref<64x128xf32>
      %s1296 = arith.addf %acc1296, %a1296 : f32
      affine.yield %s1296 : f32
    }
    affine.store %r1296, %R[%i1296] : memref<64xf32>
  }
  affine.for %i1297 = 0 to 64 {
    affine.for %j1297 = 0 to 128 {
      %a1297 = affine.load %A[%i1297, %j1297] : memref<64x128xf32>
      %m1297 = arith.mulf %a1297, %two : f32
      %p1297 = arith.addf %m1297, %zero : f32
      affine.store %p1297, %B[%i1297, %j1297] : memref<64x128xf32>
    }
  }
  affine.for %j1298 = 0 to 128 {
    affine.for %i1298 = 0 to 64 {
      %a1298 = affine.load %B[%i1298, %j1298] : memref<64x128xf32>
      %o1298 = affine.load %S[%j1298] : memref<128xf32>
      %s1298 = arith.addf %o1298, %a1298 : f32
      affine.store %s1298, %S[%j1298] : memref<128xf32>
    }
  }
  affine.for %i1299 = 0 to 64 {
    %r1299 = affine.for %j1299 = 0 to 128 iter_args(%acc1299 = %zero) -> (f32) {
      %a1299 = affine.load %A[%i1299, %j1299] : memref<64x128xf32>
      %s1299 = arith.addf %acc1299, %a1299 : f32
      affine.yield %s1299 : f32
    }
    affine.store %r1299, %R[%i1299] : memref<64xf32>
  }
  affine.for %i1300 = 0 to 64 {
    affine.for %j1300 = 0 to 128 {
      %a1300 = affine.load %A[%i1300, %j1300] : memref<64x128xf32>
      %m1300 = arith.mulf %a1300, %two : f32
      %p1300 = arith.addf %m1300, %zero : f32
      affine.store %p1300, %B[%i1300, %j1300] : memref<64x128xf32>
    }
  }
  affine.for %j1301 = 0 to 128 {
    affine.for %i1301 = 0 to 64 {
      %a1301 = affine.load %B[%i1301, %j1301] : memref<64x128xf32>
      %o1301 = affine.load %S[%j1301] : memref<128xf32>
      %s1301 = arith.addf %o1301, %a1301 : f32
      affine.store %s1301, %S[%j1301] : memref<128xf32>
    }
  }
  affine.for %i1302 = 0 to 64 {
    %r1302 = affine.for %j1302 = 0 to 128 iter_args(%acc1302 = %zero) -> (f32) {
      %a1302 = affine.load %A[%i1302, %j1302] : memref<64x128xf32>
      %s1302 = arith.addf %acc1302, %a1302 : f32
      affine.yield %s1302 : f32
    }
    affine.store %r1302, %R[%i1302] : memref<64xf32>
  }
  affine.for %i1303 = 0 to 64 {
    affine.for %j1303 = 0 to 128 {
      %a1303 = affine.load %A[%i1303, %j1303] : memref<64x128xf32>
      %m1303 = arith.mulf %a1303, %two : f32
      %p1303 = arith.addf %m1303, %zero : f32
      affine.store %p1303, %B[%i1303, %j1303] : memref<64x128xf32>
    }
  }
  affine.for %j1304 = 0 to 128 {
    affine.for %i1304 = 0 to 64 {
      %a1304 = affine.load %B[%i1304, %j1304] : memref<64x128xf32>
      %o1304 = affine.load %S[%j1304] : memref<128xf32>
      %s1304 = arith.addf %o1304, %a1304 : f32
      affine.store %s1304, %S[%j1304] : memref<128xf32>
    }
  }
  affine.for %i1305 = 0 to 64 {
    %r1305 = affine.for %j1305 = 0 to 128 iter_args(%acc1305 = %zero) -> (f32) {
      %a1305 = affine.load %A[%i1305, %j1305] : memref<64x128xf32>
      %s1305 = arith.addf %acc1305, %a1305 : f32
      affine.yield %s1305 : f32
    }
    affine.store %r1305, %R[%i1305] : memref<64xf32>
  }
  affine.for %i1306 = 0 to 64 {
    affine.for %j1306 = 0 to 128 {
      %a1306 = affine.load %A[%i1306, %j1306] : memref<64x128xf32>
      %m1306 = arith.mulf %a1306, %two : f32
      %p1306 = arith.addf %m1306, %zero : f32
      affine.store %p1306, %B[%i1306, %j1306] : memref<64x128xf32>
    }
  }
  affine.for %j1307 = 0 to 128 {
    affine.for %i1307 = 0 to 64 {
      %a1307 = affine.load %B[%i1307, %j1307] : memref<64x128xf32>
      %o1307 = affine.load %S[%j1307] : memref<128xf32>
      %s1307 = arith.addf %o1307, %a1307 : f32
      affine.store %s1307, %S[%j1307] : memref<128xf32>
    }
  }
  affine.for %i1308 = 0 to 64 {
    %r1308 = affine.for %j1308 = 0 to 128 iter_args(%acc1308 = %zero) -> (f32) {
      %a1308 = affine.load %A[%i1308, %j1308] : memref<64x128xf32>
      %s1308 = arith.addf %acc1308, %a1308 : f32
      affine.yield %s1308 : f32
    }
    affine.store %r1308, %R[%i1308] : memref<64xf32>
  }
  affine.for %i1309 = 0 to 64 {
    affine.for %j1309 = 0 to 128 {
      %a1309 = affine.load %A[%i1309, %j1309] : memref<64x128xf32>
      %m1309 = arith.mulf %a1309, %two : f32
      %p1309 = arith.addf %m1309, %zero : f32
      affine.store %p1309, %B[%i1309, %j1309] : memref<64x128xf32>
    }
  }
  affine.for %j1310 = 0 to 128 {
    affine.for %i1310 = 0 to 64 {
      %a1310 = affine.load %B[%i1310, %j1310] : memref<64x128xf32>
      %o1310 = affine.load %S[%j1310] : memref<128xf32>
      %s1310 = arith.addf %o1310, %a1310 : f32
      affine.store %s1310, %S[%j1310] : memref<128xf32>
    }
  }
  affine.for %i1311 = 0 to 64 {
    %r1311 = affine.for %j1311 = 0 to 128 iter_args(%acc1311 = %zero) -> (f32) {
      %a1311 = affine.load %A[%i1311, %j1311] : memref<64x128xf32>
      %s1311 = arith.addf %acc1311, %a1311 : f32
      affine.yield %s1311 : f32
    }
    affine.store %r1311, %R[%i1311] : memref<64xf32>
  }
  affine.for %i1312 = 0 to 64 {
    affine.for %j1312 = 0 to 128 {
      %a1312 = affine.load %A[%i1312, %j1312] : memref<64x128xf32>
      %m1312 = arith.mulf %a1312, %two : f32
      %p1312 = arith.addf %m1312, %zero : f32
      affine.store %p1312, %B[%i1312, %j1312] : memref<64x128xf32>
    }
  }
  affine.for %j1313 = 0 to 128 {
    affine.for %i1313 = 0 to 64 {
      %a1313 = affine.load %B[%i1313, %j1313] : memref<64x128xf32>
      %o1313 = affine.load %S[%j1313] : memref<128xf32>
      %s1313 = arith.addf %o1313, %a1313 : f32
      affine.store %s1313, %S[%j1313] : memref<128xf32>
    }
  }
  affine.for %i1314 = 0 to 64 {
    %r1314 = affine.for %j1314 = 0 to 128 iter_args(%acc1314 = %zero) -> (f32) {
      %a1314 = affine.load %A[%i1314, %j1314] : memref<64x128xf32>
      %s1314 = arith.addf %acc1314, %a1314 : f32
      affine.yield %s1314 : f32
    }
    affine.store %r1314, %R[%i1314] : memref<64xf32>
  }
  affine.for %i1315 = 0 to 64 {
    affine.for %j1315 = 0 to 128 {
      %a1315 = affine.load %A[%i1315, %j1315] : memref<64x128xf32>
      %m1315 = arith.mulf %a1315, %two : f32
      %p1315 = arith.addf %m1315, %zero : f32
      affine.store %p1315, %B[%i1315, %j1315] : memref<64x128xf32>
    }
  }
  affine.for %j1316 = 0 to 128 {
    affine.for %i1316 = 0 to 64 {
      %a1316 = affine.load %B[%i1316, %j1316] : memref<64x128xf32>
      %o1316 = affine.load %S[%j1316] : memref<128xf32>
      %s1316 = arith.addf %o1316, %a1316 : f32
      affine.store %s1316, %S[%j1316] : memref<128xf32>
    }
  }
  affine.for %i1317 = 0 to 64 {
    %r1317 = affine.for %j1317 = 0 to 128 iter_args(%acc1317 = %zero) -> (f32) {
      %a1317 = affine.load %A[%i1317, %j1317] : memref<64x128xf32>
      %s1317 = arith.addf %acc1317, %a1317 : f32
      affine.yield %s1317 : f32
    }
    affine.store %r1317, %R[%i1317] : memref<64xf32>
  }
  affine.for %i1318 = 0 to 64 {
    affine.for %j1318 = 0 to 128 {
      %a1318 = affine.load %A[%i1318, %j1318] : memref<64x128xf32>
      %m1318 = arith.mulf %a1318, %two : f32
      %p1318 = arith.addf %m1318, %zero : f32
      affine.store %p1318, %B[%i1318, %j1318] : memref<64x128xf32>
    }
  }
  affine.for %j1319 = 0 to 128 {
    affine.for %i1319 = 0 to 64 {
      %a1319 = affine.load %B[%i1319, %j1319] : memref<64x128xf32>
      %o1319 = affine.load %S[%j1319] : memref<128xf32>
      %s1319 = arith.addf %o1319, %a1319 : f32
      affine.store %s1319, %S[%j1319] : memref<128xf32>
    }
  }
  affine.for %i1320 = 0 to 64 {
    %r1320 = affine.for %j1320 = 0 to 128 iter_args(%acc1320 = %zero) -> (f32) {
      %a1320 = affine.load %A[%i1320, %j1320] : memref<64x128xf32>
      %s1320 = arith.addf %acc1320, %a1320 : f32
      affine.yield %s1320 : f32
    }
    affine.store %r1320, %R[%i1320] : memref<64xf32>
  }
  affine.for %i1321 = 0 to 64 {
    affine.for %j1321 = 0 to 128 {
      %a1321 = affine.load %A[%i1321, %j1321] : memref<64x128xf32>
      %m1321 = arith.mulf %a1321, %two : f32
      %p1321 = arith.addf %m1321, %zero : f32
      affine.store %p1321, %B[%i1321, %j1321] : memref<64x128xf32>
    }
  }
  affine.for %j1322 = 0 to 128 {
    affine.for %i1322 = 0 to 64 {
      %a1322 = affine.load %B[%i1322, %j1322] : memref<64x128xf32>
      %o1322 = affine.load %S[%j1322] : memref<128xf32>
      %s1322 = arith.addf %o1322, %a1322 : f32
      affine.store %s1322, %S[%j1322] : memref<128xf32>
    }
  }
  affine.for %i1323 = 0 to 64 {
    %r1323 = affine.for %j1323 = 0 to 128 iter_args(%acc1323 = %zero) -> (f32) {
      %a1323 = affine.load %A[%i1323, %j1323] : memref<64x128xf32>
      %s1323 = arith.addf %acc1323, %a1323 : f32
      affine.yield %s1323 : f32
    }
    affine.store %r1323, %R[%i1323] : memref<64xf32>
  }
  affine.for %i1324 = 0 to 64 {
    affine.for %j1324 = 0 to 128 {
      %a1324 = affine.load %A[%i1324, %j1324] : memref<64x128xf32>
      %m1324 = arith.mulf %a1324, %two : f32
      %p1324 = arith.addf %m1324, %zero : f32
      affine.store %p1324, %B[%i1324, %j1324] : memref<64x128xf32>
    }
  }
  affine.for %j1325 = 0 to 128 {
    affine.for %i1325 = 0 to 64 {
      %a1325 = affine.load %B[%i1325, %j1325] : memref<64x128xf32>
      %o1325 = affine.load %S[%j1325] : memref<128xf32>
      %s1325 = arith.addf %o1325, %a1325 : f32
      affine.store %s1325, %S[%j1325] : memref<128xf32>
    }
  }
  affine.for %i1326 = 0 to 64 {
    %r1326 = affine.for %j1326 = 0 to 128 iter_args(%acc1326 = %zero) -> (f32) {
      %a1326 = affine.load %A[%i1326, %j1326] : memref<64x128xf32>
      %s1326 = arith.addf %acc1326, %a1326 : f32
      affine.yield %s1326 : f32
    }
    affine.store %r1326, %R[%i1326] : memref<64xf32>
  }
  affine.for %i1327 = 0 to 64 {
    affine.for %j1327 = 0 to 128 {
      %a1327 = affine.load %A[%i1327, %j1327] : memref<64x128xf32>
      %m1327 = arith.mulf %a1327, %two : f32
      %p1327 = arith.addf %m1327, %zero : f32
      affine.store %p1327, %B[%i1327, %j1327] : memref<64x128xf32>
    }
  }
  affine.for %j1328 = 0 to 128 {
    affine.for %i1328 = 0 to 64 {
      %a1328 = affine.load %B[%i1328, %j1328] : memref<64x128xf32>
      %o1328 = affine.load %S[%j1328] : memref<128xf32>
      %s1328 = arith.addf %o1328, %a1328 : f32
      affine.store %s1328, %S[%j1328] : memref<128xf32>
    }
  }
  affine.for %i1329 = 0 to 64 {
    %r1329 = affine.for %j1329 = 0 to 128 iter_args(%acc1329 = %zero) -> (f32) {
      %a1329 = affine.load %A[%i1329, %j1329] : memref<64x128xf32>
      %s1329 = arith.addf %acc1329, %a1329 : f32
      affine.yield %s1329 : f32
    }
    affine.store %r1329, %R[%i1329] : memref<64xf32>
  }
  affine.for %i1330 = 0 to 64 {
    affine.for %j1330 = 0 to 128 {
      %a1330 = affine.load %A[%i1330, %j1330] : memref<64x128xf32>
      %m1330 = arith.mulf %a1330, %two : f32
      %p1330 = arith.addf %m1330, %zero : f32
      affine.store %p1330, %B[%i1330, %j1330] : memref<64x128xf32>
    }
  }
  affine.for %j1331 = 0 to 128 {
    affine.for %i1331 = 0 to 64 {
      %a1331 = affine.load %B[%i1331, %j1331] : memref<64x128xf32>
      %o1331 = affine.load %S[%j1331] : memref<128xf32>
      %s1331 = arith.addf %o1331, %a1331 : f32
      affine.store %s1331, %S[%j1331] : memref<128xf32>
    }
  }
  affine.for %i1332 = 0 to 64 {
    %r1332 = affine.for %j1332 = 0 to 128 iter_args(%acc1332 = %zero) -> (f32) {
      %a1332 = affine.load %A[%i1332, %j1332] : memref<64x128xf32>
      %s1332 = arith.addf %acc1332, %a1332 : f32
      affine.yield %s1332 : f32
    }
    affine.store %r1332, %R[%i1332] : memref<64xf32>
  }
  affine.for %i1333 = 0 to 64 {
    affine.for %j1333 = 0 to 128 {
      %a1333 = affine.load %A[%i1333, %j1333] : memref<64x128xf32>
      %m1333 = arith.mulf %a1333, %two : f32
      %p1333 = arith.addf %m1333, %zero : f32
      affine.store %p1333, %B[%i1333, %j1333] : memref<64x128xf32>
    }
  }
  affine.for %j1334 = 0 to 128 {
    affine.for %i1334 = 0 to 64 {
      %a1334 = affine.load %B[%i1334, %j1334] : memref<64x128xf32>
      %o1334 = affine.load %S[%j1334] : memref<128xf32>
      %s1334 = arith.addf %o1334, %a1334 : f32
      affine.store %s1334, %S[%j1334] : memref<128xf32>
    }
  }
  affine.for %i1335 = 0 to 64 {
    %r1335 = affine.for %j1335 = 0 to 128 iter_args(%acc1335 = %zero) -> (f32) {
      %a1335 = affine.load %A[%i1335, %j1335] : memref<64x128xf32>
      %s1335 = arith.addf %acc1335, %a1335 : f32
      affine.yield %s1335 : f32
    }
    affine.store %r1335, %R[%i1335] : memref<64xf32>
  }
  affine.for %i1336 = 0 to 64 {
    affine.for %j1336 = 0 to 128 {
      %a1336 = affine.load %A[%i1336, %j1336] : memref<64x128xf32>
      %m1336 = arith.mulf %a1336, %two : f32
      %p1336 = arith.addf %m1336, %zero : f32
      affine.store %p1336, %B[%i1336, %j1336] : memref<64x128xf32>
    }
  }
  affine.for %j1337 = 0 to 128 {
    affine.for %i1337 = 0 to 64 {
      %a1337 = affine.load %B[%i1337, %j1337] : memref<64x128xf32>
      %o1337 = affine.load %S[%j1337] : memref<128xf32>
      %s1337 = arith.addf %o1337, %a1337 : f32
      affine.store %s1337, %S[%j1337] : memref<128xf32>
    }
  }
  affine.for %i1338 = 0 to 64 {
    %r1338 = affine.for %j1338 = 0 to 128 iter_args(%acc1338 = %zero) -> (f32) {
      %a1338 = affine.load %A[%i1338, %j1338] : memref<64x128xf32>
      %s1338 = arith.addf %acc1338, %a1338 : f32
      affine.yield %s1338 : f32
    }
    affine.store %r1338, %R[%i1338] : memref<64xf32>
  }
  affine.for %i1339 = 0 to 64 {
    affine.for %j1339 = 0 to 128 {
      %a1339 = affine.load %A[%i1339, %j1339] : memref<64x128xf32>
      %m1339 = arith.mulf %a1339, %two : f32
      %p1339 = arith.addf %m1339, %zero : f32
      affine.store %p1339, %B[%i1339, %j1339] : memref<64x128xf32>
    }
  }
  affine.for %j1340 = 0 to 128 {
    affine.for %i1340 = 0 to 64 {
      %a1340 = affine.load %B[%i1340, %j1340] : memref<64x128xf32>
      %o1340 = affine.load %S[%j1340] : memref<128xf32>
      %s1340 = arith.addf %o1340, %a1340 : f32
      affine.store %s1340, %S[%j1340] : memref<128xf32>
    }
  }
  affine.for %i1341 = 0 to 64 {
    %r1341 = affine.for %j1341 = 0 to 128 iter_args(%acc1341 = %zero) -> (f32) {
      %a1341 = affine.load %A[%i1341, %j1341] : memref<64x128xf32>
      %s1341 = arith.addf %acc1341, %a1341 : f32
      affine.yield %s1341 : f32
    }
    affine.store %r1341, %R[%i1341] : memref<64xf32>
  }
  affine.for %i1342 = 0 to 64 {
    affine.for %j1342 = 0 to 128 {
      %a1342 = affine.load %A[%i1342, %j1342] : memref<64x128xf32>
      %m1342 = arith.mulf %a1342, %two : f32
      %p1342 = arith.addf %m1342, %zero : f32
      affine.store %p1342, %B[%i1342, %j1342] : memref<64x128xf32>
    }
  }
  affine.for %j1343 = 0 to 128 {
    affine.for %i1343 = 0 to 64 {
      %a1343 = affine.load %B[%i1343, %j1343] : memref<64x128xf32>
      %o1343 = affine.load %S[%j1343] : memref<128xf32>
      %s1343 = arith.addf %o1343, %a1343 : f32
      affine.store %s1343, %S[%j1343] : memref<128xf32>
    }
  }
  affine.for %i1344 = 0 to 64 {
    %r1344 = affine.for %j1344 = 0 to 128 iter_args(%acc1344 = %zero) -> (f32) {
      %a1344 = affine.load %A[%i1344, %j1344] : memref<64x128xf32>
      %s1344 = arith.addf %acc1344, %a1344 : f32
      affine.yield %s1344 : f32
    }
    affine.store %r1344, %R[%i1344] : memref<64xf32>
  }
  affine.for %i1345 = 0 to 64 {
    affine.for %j1345 = 0 to 128 {
      %a1345 = affine.load %A[%i1345, %j1345] : memref<64x128xf32>
      %m1345 = arith.mulf %a1345, %two : f32
      %p1345 = arith.addf %m1345, %zero : f32
      affine.store %p1345, %B[%i1345, %j1345] : memref<64x128xf32>
    }
  }
  affine.for %j1346 = 0 to 128 {
    affine.for %i1346 = 0 to 64 {
      %a1346 = affine.load %B[%i1346, %j1346] : memref<64x128xf32>
      %o1346 = affine.load %S[%j1346] : memref<128xf32>
      %s1346 = arith.addf %o1346, %a1346 : f32
      affine.store %s1346, %S[%j1346] : memref<128xf32>
    }
  }
  affine.for %i1347 = 0 to 64 {
    %r1347 = affine.for %j1347 = 0 to 128 iter_args(%acc1347 = %zero) -> (f32) {
      %a1347 = affine.load %A[%i1347, %j1347] : memref<64x128xf32>
      %s1347 = arith.addf %acc1347, %a1347 : f32
      affine.yield %s1347 : f32
    }
    affine.store %r1347, %R[%i1347] : memref<64xf32>
  }
  affine.for %i1348 = 0 to 64 {
    affine.for %j1348 = 0 to 128 {
      %a1348 = affine.load %A[%i1348, %j1348] : memref<64x128xf32>
      %m1348 = arith.mulf %a1348, %two : f32
      %p1348 = arith.addf %m1348, %zero : f32
      affine.store %p1348, %B[%i1348, %j1348] : memref<64x128xf32>
    }
  }
  affine.for %j1349 = 0 to 128 {
    affine.for %i1349 = 0 to 64 {
      %a1349 = affine.load %B[%i1349, %j1349] : memref<64x128xf32>
      %o1349 = affine.load %S[%j1349] : memref<128xf32>
      %s1349 = arith.addf %o1349, %a1349 : f32
      affine.store %s1349, %S[%j1349] : memref<128xf32>
    }
  }
  affine.for %i1350 = 0 to 64 {
    %r1350 = affine.for %j1350 = 0 to 128 iter_args(%acc1350 = %zero) -> (f32) {
      %a1350 = affine.load %A[%i1350, %j1350] : memref<64x128xf32>
      %s1350 = arith.addf %acc1350, %a1350 : f32
      affine.yield %s1350 : f32
    }
    affine.store %r1350, %R[%i1350] : memref<64xf32>
  }
  affine.for %i1351 = 0 to 64 {
    affine.for %j1351 = 0 to 128 {
      %a1351 = affine.load %A[%i1351, %j1351] : memref<64x128xf32>
      %m1351 = arith.mulf %a1351, %two : f32
      %p1351 = arith.addf %m1351, %zero : f32
      affine.store %p1351, %B[%i1351, %j1351] : memref<64x128xf32>
    }
  }
  affine.for %j1352 = 0 to 128 {
    affine.for %i1352 = 0 to 64 {
      %a1352 = affine.load %B[%i1352, %j1352] : memref<64x128xf32>
      %o1352 = affine.load %S[%j1352] : memref<128xf32>
      %s1352 = arith.addf %o1352, %a1352 : f32
      affine.store %s1352, %S[%j1352] : memref<128xf32>
    }
  }
  affine.for %i1353 = 0 to 64 {
    %r1353 = affine.for %j1353 = 0 to 128 iter_args(%acc1353 = %zero) -> (f32) {
      %a1353 = affine.load %A[%i1353, %j1353] : memref<64x128xf32>
      %s1353 = arith.addf %acc1353, %a1353 : f32
      affine.yield %s1353 : f32
    }
    affine.store %r1353, %R[%i1353] : memref<64xf32>
  }
  affine.for %i1354 = 0 to 64 {
    affine.for %j1354 = 0 to 128 {
      %a1354 = affine.load %A[%i1354, %j1354] : memref<64x128xf32>
      %m1354 = arith.mulf %a1354, %two : f32
      %p1354 = arith.addf %m1354, %zero : f32
      affine.store %p1354, %B[%i1354, %j1354] : memref<64x128xf32>
    }
  }
  affine.for %j1355 = 0 to 128 {
    affine.for %i1355 = 0 to 64 {
      %a1355 = affine.load %B[%i1355, %j1355] : memref<64x128xf32>
      %o1355 = affine.load %S[%j1355] : memref<128xf32>
      %s1355 = arith.addf %o1355, %a1355 : f32
      affine.store %s1355, %S[%j1355] : memref<128xf32>
    }
  }
  affine.for %i1356 = 0 to 64 {
    %r1356 = affine.for %j1356 = 0 to 128 iter_args(%acc1356 = %zero) -> (f32) {
      %a1356 = affine.load %A[%i1356, %j1356] : memref<64x128xf32>
      %s1356 = arith.addf %acc1356, %a1356 : f32
      affine.yield %s1356 : f32
    }
    affine.store %r1356, %R[%i1356] : memref<64xf32>
  }
  affine.for %i1357 = 0 to 64 {
    affine.for %j1357 = 0 to 128 {
      %a1357 = affine.load %A[%i1357, %j1357] : memref<64x128xf32>
      %m1357 = arith.mulf %a1357, %two : f32
      %p1357 = arith.addf %m1357, %zero : f32
      affine.store %p1357, %B[%i1357, %j1357] : memref<64x128xf32>
    }
  }
  affine.for %j1358 = 0 to 128 {
    affine.for %i1358 = 0 to 64 {
      %a1358 = affine.load %B[%i1358, %j1358] : memref<64x128xf32>
      %o1358 = affine.load %S[%j1358] : memref<128xf32>
      %s1358 = arith.addf %o1358, %a1358 : f32
      affine.store %s1358, %S[%j1358] : memref<128xf32>
    }
  }
  affine.for %i1359 = 0 to 64 {
    %r1359 = affine.for %j1359 = 0 to 128 iter_args(%acc1359 = %zero) -> (f32) {
      %a1359 = affine.load %A[%i1359, %j1359] : memref<64x128xf32>
      %s1359 = arith.addf %acc1359, %a1359 : f32
      affine.yield %s1359 : f32
    }
    affine.store %r1359, %R[%i1359] : memref<64xf32>
  }
  affine.for %i1360 = 0 to 64 {
    affine.for %j1360 = 0 to 128 {
      %a1360 = affine.load %A[%i1360, %j1360] : memref<64x128xf32>
      %m1360 = arith.mulf %a1360, %two : f32
      %p1360 = arith.addf %m1360, %zero : f32
      affine.store %p1360, %B[%i1360, %j1360] : memref<64x128xf32>
    }
  }
  affine.for %j1361 = 0 to 128 {
    affine.for %i1361 = 0 to 64 {
      %a1361 = affine.load %B[%i1361, %j1361] : memref<64x128xf32>
      %o1361 = affine.load %S[%j1361] : memref<128xf32>
      %s1361 = arith.addf %o1361, %a1361 : f32
      affine.store %s1361, %S[%j1361] : memref<128xf32>
    }
  }
  affine.for %i1362 = 0 to 64 {
    %r1362 = affine.for %j1362 = 0 to 128 iter_args(%acc1362 = %zero) -> (f32) {
      %a1362 = affine.load %A[%i1362, %j1362] : memref<64x128xf32>
      %s1362 = arith.addf %acc1362, %a1362 : f32
      affine.yield %s1362 : f32
    }
    affine.store %r1362, %R[%i1362] : memref<64xf32>
  }
  affine.for %i1363 = 0 to 64 {
    affine.for %j1363 = 0 to 128 {
      %a1363 = affine.load %A[%i1363, %j1363] : memref<64x128xf32>
      %m1363 = arith.mulf %a1363, %two : f32
      %p1363 = arith.addf %m1363, %zero : f32
      affine.store %p1363, %B[%i1363, %j1363] : memref<64x128xf32>
    }
  }
  affine.for %j1364 = 0 to 128 {
    affine.for %i1364 = 0 to 64 {
      %a1364 = affine.load %B[%i1364, %j1364] : memref<64x128xf32>
      %o1364 = affine.load %S[%j1364] : memref<128xf32>
      %s1364 = arith.addf %o1364, %a1364 : f32
      affine.store %s1364, %S[%j1364] : memref<128xf32>
    }
  }
  affine.for %i1365 = 0 to 64 {
    %r1365 = affine.for %j1365 = 0 to 128 iter_args(%acc1365 = %zero) -> (f32) {
      %a1365 = affine.load %A[%i1365, %j1365] : memref<64x128xf32>
      %s1365 = arith.addf %acc1365, %a1365 : f32
      affine.yield %s1365 : f32
    }
    affine.store %r1365, %R[%i1365] : memref<64xf32>
  }
  affine.for %i1366 = 0 to 64 {
    affine.for %j1366 = 0 to 128 {
      %a1366 = affine.load %A[%i1366, %j1366] : memref<64x128xf32>
      %m1366 = arith.mulf %a1366, %two : f32
      %p1366 = arith.addf %m1366, %zero : f32
      affine.store %p1366, %B[%i1366, %j1366] : memref<64x128xf32>
    }
  }
  affine.for %j1367 = 0 to 128 {
    affine.for %i1367 = 0 to 64 {
      %a1367 = affine.load %B[%i1367, %j1367] : memref<64x128xf32>
      %o1367 = affine.load %S[%j1367] : memref<128xf32>
      %s1367 = arith.addf %o1367, %a1367 : f32
      affine.store %s1367, %S[%j1367] : memref<128xf32>
    }
  }
  affine.for %i1368 = 0 to 64 {
    %r1368 = affine.for %j1368 = 0 to 128 iter_args(%acc1368 = %zero) -> (f32) {
      %a1368 = affine.load %A[%i1368, %j1368] : memref<64x128xf32>
      %s1368 = arith.addf %acc1368, %a1368 : f32
      affine.yield %s1368 : f32
    }
    affine.store %r1368, %R[%i1368] : memref<64xf32>
  }
  affine.for %i1369 = 0 to 64 {
    affine.for %j1369 = 0 to 128 {
      %a1369 = affine.load %A[%i1369, %j1369] : memref<64x128xf32>
      %m1369 = arith.mulf %a1369, %two : f32
      %p1369 = arith.addf %m1369, %zero : f32
      affine.store %p1369, %B[%i1369, %j1369] : memref<64x128xf32>
    }
  }
  affine.for %j1370 = 0 to 128 {
    affine.for %i1370 = 0 to 64 {
      %a1370 = affine.load %B[%i1370, %j1370] : memref<64x128xf32>
      %o1370 = affine.load %S[%j1370] : memref<128xf32>
      %s1370 = arith.addf %o1370, %a1370 : f32
      affine.store %s1370, %S[%j1370] : memref<128xf32>
    }
  }
  affine.for %i1371 = 0 to 64 {
    %r1371 = affine.for %j1371 = 0 to 128 iter_args(%acc1371 = %zero) -> (f32) {
      %a1371 = affine.load %A[%i1371, %j1371] : memref<64x128xf32>
      %s1371 = arith.addf %acc1371, %a1371 : f32
      affine.yield %s1371 : f32
    }
    affine.store %r1371, %R[%i1371] : memref<64xf32>
  }
  affine.for %i1372 = 0 to 64 {
    affine.for %j1372 = 0 to 128 {
      %a1372 = affine.load %A[%i1372, %j1372] : memref<64x128xf32>
      %m1372 = arith.mulf %a1372, %two : f32
      %p1372 = arith.addf %m1372, %zero : f32
      affine.store %p1372, %B[%i1372, %j1372] : memref<64x128xf32>
    }
  }
  affine.for %j1373 = 0 to 128 {
    affine.for %i1373 = 0 to 64 {
      %a1373 = affine.load %B[%i1373, %j1373] : memref<64x128xf32>
      %o1373 = affine.load %S[%j1373] : memref<128xf32>
      %s1373 = arith.addf %o1373, %a1373 : f32
      affine.store %s1373, %S[%j1373] : memref<128xf32>
    }
  }
  affine.for %i1374 = 0 to 64 {
    %r1374 = affine.for %j1374 = 0 to 128 iter_args(%acc1374 = %zero) -> (f32) {
      %a1374 = affine.load %A[%i1374, %j1374] : memref<64x128xf32>
      %s1374 = arith.addf %acc1374, %a1374 : f32
      affine.yield %s1374 : f32
    }
    affine.store %r1374, %R[%i1374] : memref<64xf32>
  }
  affine.for %i1375 = 0 to 64 {
    affine.for %j1375 = 0 to 128 {
      %a1375 = affine.load %A[%i1375, %j1375] : memref<64x128xf32>
      %m1375 = arith.mulf %a1375, %two : f32
      %p1375 = arith.addf %m1375, %zero : f32
      affine.store %p1375, %B[%i1375, %j1375] : memref<64x128xf32>
    }
  }
  affine.for %j1376 = 0 to 128 {
    affine.for %i1376 = 0 to 64 {
      %a1376 = affine.load %B[%i1376, %j1376] : memref<64x128xf32>
      %o1376 = affine.load %S[%j1376] : memref<128xf32>
      %s1376 = arith.addf %o1376, %a1376 : f32
      affine.store %s1376, %S[%j1376] : memref<128xf32>
    }
  }
  affine.for %i1377 = 0 to 64 {
    %r1377 = affine.for %j1377 = 0 to 128 iter_args(%acc1377 = %zero) -> (f32) {
      %a1377 = affine.load %A[%i1377, %j1377] : memref<64x128xf32>
      %s1377 = arith.addf %acc1377, %a1377 : f32
      affine.yield %s1377 : f32
    }
    affine.store %r1377, %R[%i1377] : memref<64xf32>
  }
  affine.for %i1378 = 0 to 64 {
    affine.for %j1378 = 0 to 128 {
      %a1378 = affine.load %A[%i1378, %j1378] : memref<64x128xf32>
      %m1378 = arith.mulf %a1378, %two : f32
      %p1378 = arith.addf %m1378, %zero : f32
      affine.store %p1378, %B[%i1378, %j1378] : memref<64x128xf32>
    }
  }
  affine.for %j1379 = 0 to 128 {
    affine.for %i1379 = 0 to 64 {
      %a1379 = affine.load %B[%i1379, %j1379] : memref<64x128xf32>
      %o1379 = affine.load %S[%j1379] : memref<128xf32>
      %s1379 = arith.addf %o1379, %a1379 : f32
      affine.store %s1379, %S[%j1379] : memref<128xf32>
    }
  }
  affine.for %i1380 = 0 to 64 {
    %r1380 = affine.for %j1380 = 0 to 128 iter_args(%acc1380 = %zero) -> (f32) {
      %a1380 = affine.load %A[%i1380, %j1380] : memref<64x128xf32>
      %s1380 = arith.addf %acc1380, %a1380 : f32
      affine.yield %s1380 : f32
    }
    affine.store %r1380, %R[%i1380] : memref<64xf32>
  }
  affine.for %i1381 = 0 to 64 {
    affine.for %j1381 = 0 to 128 {
      %a1381 = affine.load %A[%i1381, %j1381] : memref<64x128xf32>
      %m1381 = arith.mulf %a1381, %two : f32
      %p1381 = arith.addf %m1381, %zero : f32
      affine.store %p1381, %B[%i1381, %j1381] : memref<64x128xf32>
    }
  }
  affine.for %j1382 = 0 to 128 {
    affine.for %i1382 = 0 to 64 {
      %a1382 = affine.load %B[%i1382, %j1382] : memref<64x128xf32>
      %o1382 = affine.load %S[%j1382] : memref<128xf32>
      %s1382 = arith.addf %o1382, %a1382 : f32
      affine.store %s1382, %S[%j1382] : memref<128xf32>
    }
  }
  affine.for %i1383 = 0 to 64 {
    %r1383 = affine.for %j1383 = 0 to 128 iter_args(%acc1383 = %zero) -> (f32) {
      %a1383 = affine.load %A[%i1383, %j1383] : memref<64x128xf32>
      %s1383 = arith.addf %acc1383, %a1383 : f32
      affine.yield %s1383 : f32
    }
    affine.store %r1383, %R[%i1383] : memref<64xf32>
  }
  affine.for %i1384 = 0 to 64 {
    affine.for %j1384 = 0 to 128 {
      %a1384 = affine.load %A[%i1384, %j1384] : memref<64x128xf32>
      %m1384 = arith.mulf %a1384, %two : f32
      %p1384 = arith.addf %m1384, %zero : f32
      affine.store %p1384, %B[%i1384, %j1384] : memref<64x128xf32>
    }
  }
  affine.for %j1385 = 0 to 128 {
    affine.for %i1385 = 0 to 64 {
      %a1385 = affine.load %B[%i1385, %j1385] : memref<64x128xf32>
      %o1385 = affine.load %S[%j1385] : memref<128xf32>
      %s1385 = arith.addf %o1385, %a1385 : f32
      affine.store %s1385, %S[%j1385] : memref<128xf32>
    }
  }
  affine.for %i1386 = 0 to 64 {
    %r1386 = affine.for %j1386 = 0 to 128 iter_args(%acc1386 = %zero) -> (f32) {
      %a1386 = affine.load %A[%i1386, %j1386] : memref<64x128xf32>
      %s1386 = arith.addf %acc1386, %a1386 : f32
      affine.yield %s1386 : f32
    }
    affine.store %r1386, %R[%i1386] : memref<64xf32>
  }
  affine.for %i1387 = 0 to 64 {
    affine.for %j1387 = 0 to 128 {
      %a1387 = affine.load %A[%i1387, %j1387] : memref<64x128xf32>
      %m1387 = arith.mulf %a1387, %two : f32
      %p1387 = arith.addf %m1387, %zero : f32
      affine.store %p1387, %B[%i1387, %j1387] : memref<64x128xf32>
    }
  }
  affine.for %j1388 = 0 to 128 {
    affine.for %i1388 = 0 to 64 {
      %a1388 = affine.load %B[%i1388, %j1388] : memref<64x128xf32>
      %o1388 = affine.load %S[%j1388] : memref<128xf32>
      %s1388 = arith.addf %o1388, %a1388 : f32
      affine.store %s1388, %S[%j1388] : memref<128xf32>
    }
  }
  affine.for %i1389 = 0 to 64 {
    %r1389 = affine.for %j1389 = 0 to 128 iter_args(%acc1389 = %zero) -> (f32) {
      %a1389 = affine.load %A[%i1389, %j1389] : memref<64x128xf32>
      %s1389 = arith.addf %acc1389, %a1389 : f32
      affine.yield %s1389 : f32
    }
    affine.store %r1389, %R[%i1389] : memref<64xf32>
  }
  affine.for %i1390 = 0 to 64 {
    affine.for %j1390 = 0 to 128 {
      %a1390 = affine.load %A[%i1390, %j1390] : memref<64x128xf32>
      %m1390 = arith.mulf %a1390, %two : f32
      %p1390 = arith.addf %m1390, %zero : f32
      affine.store %p1390, %B[%i1390, %j1390] : memref<64x128xf32>
    }
  }
  affine.for %j1391 = 0 to 128 {
    affine.for %i1391 = 0 to 64 {
      %a1391 = affine.load %B[%i1391, %j1391] : memref<64x128xf32>
      %o1391 = affine.load %S[%j1391] : memref<128xf32>
      %s1391 = arith.addf %o1391, %a1391 : f32
      affine.store %s1391, %S[%j1391] : memref<128xf32>
    }
  }
  affine.for %i1392 = 0 to 64 {
    %r1392 = affine.for %j1392 = 0 to 128 iter_args(%acc1392 = %zero) -> (f32) {
      %a1392 = affine.load %A[%i1392, %j1392] : memref<64x128xf32>
      %s1392 = arith.addf %acc1392, %a1392 : f32
      affine.yield %s1392 : f32
    }
    affine.store %r1392, %R[%i1392] : memref<64xf32>
  }
  affine.for %i1393 = 0 to 64 {
    affine.for %j1393 = 0 to 128 {
      %a1393 = affine.load %A[%i1393, %j1393] : memref<64x128xf32>
      %m1393 = arith.mulf %a1393, %two : f32
      %p1393 = arith.addf %m1393, %zero : f32
      affine.store %p1393, %B[%i1393, %j1393] : memref<64x128xf32>
    }
  }
  affine.for %j1394 = 0 to 128 {
    affine.for %i1394 = 0 to 64 {
      %a1394 = affine.load %B[%i1394, %j1394] : memref<64x128xf32>
      %o1394 = affine.load %S[%j1394] : memref<128xf32>
      %s1394 = arith.addf %o1394, %a1394 : f32
      affine.store %s1394, %S[%j1394] : memref<128xf32>
    }
  }
  affine.for %i1395 = 0 to 64 {
    %r1395 = affine.for %j1395 = 0 to 128 iter_args(%acc1395 = %zero) -> (f32) {
      %a1395 = affine.load %A[%i1395, %j1395] : memref<64x128xf32>
      %s1395 = arith.addf %acc1395, %a1395 : f32
      affine.yield %s1395 : f32
    }
    affine.store %r1395, %R[%i1395] : memref<64xf32>
  }
  affine.for %i1396 = 0 to 64 {
    affine.for %j1396 = 0 to 128 {
      %a1396 = affine.load %A[%i1396, %j1396] : memref<64x128xf32>
      %m1396 = arith.mulf %a1396, %two : f32
      %p1396 = arith.addf %m1396, %zero : f32
      affine.store %p1396, %B[%i1396, %j1396] : memref<64x128xf32>
    }
  }
  affine.for %j1397 = 0 to 128 {
    affine.for %i1397 = 0 to 64 {
      %a1397 = affine.load %B[%i1397, %j1397] : memref<64x128xf32>
      %o1397 = affine.load %S[%j1397] : memref<128xf32>
      %s1397 = arith.addf %o1397, %a1397 : f32
      affine.store %s1397, %S[%j1397] : memref<128xf32>
    }
  }
  affine.for %i1398 = 0 to 64 {
    %r1398 = affine.for %j1398 = 0 to 128 iter_args(%acc1398 = %zero) -> (f32) {
      %a1398 = affine.load %A[%i1398, %j1398] : memref<64x128xf32>
      %s1398 = arith.addf %acc1398, %a1398 : f32
      affine.yield %s1398 : f32
    }
    affine.store %r1398, %R[%i1398] : memref<64xf32>
  }
  affine.for %i1399 = 0 to 64 {
    affine.for %j1399 = 0 to 128 {
      %a1399 = affine.load %A[%i1399, %j1399] : memref<64x128xf32>
      %m1399 = arith.mulf %a1399, %two : f32
      %p1399 = arith.addf %m1399, %zero : f32
      affine.store %p1399, %B[%i1399, %j1399] : memref<64x128xf32>
    }
  }
  affine.for %j1400 = 0 to 128 {
    affine.for %i1400 = 0 to 64 {
      %a1400 = affine.load %B[%i1400, %j1400] : memref<64x128xf32>
      %o1400 = affine.load %S[%j1400] : memref<128xf32>
      %s1400 = arith.addf %o1400, %a1400 : f32
      affine.store %s1400, %S[%j1400] : memref<128xf32>
    }
  }
  affine.for %i1401 = 0 to 64 {
    %r1401 = affine.for %j1401 = 0 to 128 iter_args(%acc1401 = %zero) -> (f32) {
      %a1401 = affine.load %A[%i1401, %j1401] : memref<64x128xf32>
      %s1401 = arith.addf %acc1401, %a1401 : f32
      affine.yield %s1401 : f32
    }
    affine.store %r1401, %R[%i1401] : memref<64xf32>
  }
  affine.for %i1402 = 0 to 64 {
    affine.for %j1402 = 0 to 128 {
      %a1402 = affine.load %A[%i1402, %j1402] : memref<64x128xf32>
      %m1402 = arith.mulf %a1402, %two : f32
      %p1402 = arith.addf %m1402, %zero : f32
      affine.store %p1402, %B[%i1402, %j1402] : memref<64x128xf32>
    }
  }
  affine.for %j1403 = 0 to 128 {
    affine.for %i1403 = 0 to 64 {
      %a1403 = affine.load %B[%i1403, %j1403] : memref<64x128xf32>
      %o1403 = affine.load %S[%j1403] : memref<128xf32>
      %s1403 = arith.addf %o1403, %a1403 : f32
      affine.store %s1403, %S[%j1403] : memref<128xf32>
    }
  }
  affine.for %i1404 = 0 to 64 {
    %r1404 = affine.for %j1404 = 0 to 128 iter_args(%acc1404 = %zero) -> (f32) {
      %a1404 = affine.load %A[%i1404, %j1404] : memref<64x128xf32>
      %s1404 = arith.addf %acc1404, %a1404 : f32
      affine.yield %s1404 : f32
    }
    affine.store %r1404, %R[%i1404] : memref<64xf32>
  }
  affine.for %i1405 = 0 to 64 {
    affine.for %j1405 = 0 to 128 {
      %a1405 = affine.load %A[%i1405, %j1405] : memref<64x128xf32>
      %m1405 = arith.mulf %a1405, %two : f32
      %p1405 = arith.addf %m1405, %zero : f32
      affine.store %p1405, %B[%i1405, %j1405] : memref<64x128xf32>
    }
  }
  affine.for %j1406 = 0 to 128 {
    affine.for %i1406 = 0 to 64 {
      %a1406 = affine.load %B[%i1406, %j1406] : memref<64x128xf32>
      %o1406 = affine.load %S[%j1406] : memref<128xf32>
      %s1406 = arith.addf %o1406, %a1406 : f32
      affine.store %s1406, %S[%j1406] : memref<128xf32>
    }
  }
  affine.for %i1407 = 0 to 64 {
    %r1407 = affine.for %j1407 = 0 to 128 iter_args(%acc1407 = %zero) -> (f32) {
      %a1407 = affine.load %A[%i1407, %j1407] : memref<64x128xf32>
      %s1407 = arith.addf %acc1407, %a1407 : f32
      affine.yield %s1407 : f32
    }
    affine.store %r1407, %R[%i1407] : memref<64xf32>
  }
  affine.for %i1408 = 0 to 64 {
    affine.for %j1408 = 0 to 128 {
      %a1408 = affine.load %A[%i1408, %j1408] : memref<64x128xf32>
      %m1408 = arith.mulf %a1408, %two : f32
      %p1408 = arith.addf %m1408, %zero : f32
      affine.store %p1408, %B[%i1408, %j1408] : memref<64x128xf32>
    }
  }
  affine.for %j1409 = 0 to 128 {
    affine.for %i1409 = 0 to 64 {
      %a1409 = affine.load %B[%i1409, %j1409] : memref<64x128xf32>
      %o1409 = affine.load %S[%j1409] : memref<128xf32>
      %s1409 = arith.addf %o1409, %a1409 : f32
      affine.store %s1409, %S[%j1409] : memref<128xf32>
    }
  }
  affine.for %i1410 = 0 to 64 {
    %r1410 = affine.for %j1410 = 0 to 128 iter_args(%acc1410 = %zero) -> (f32) {
      %a1410 = affine.load %A[%i1410, %j1410] : memref<64x128xf32>
      %s1410 = arith.addf %acc1410, %a1410 : f32
      affine.yield %s1410 : f32
    }
    affine.store %r1410, %R[%i1410] : memref<64xf32>
  }
  affine.for %i1411 = 0 to 64 {
    affine.for %j1411 = 0 to 128 {
      %a1411 = affine.load %A[%i1411, %j1411] : memref<64x128xf32>
      %m1411 = arith.mulf %a1411, %two : f32
      %p1411 = arith.addf %m1411, %zero : f32
      affine.store %p1411, %B[%i1411, %j1411] : memref<64x128xf32>
    }
  }
  affine.for %j1412 = 0 to 128 {
    affine.for %i1412 = 0 to 64 {
      %a1412 = affine.load %B[%i1412, %j1412] : memref<64x128xf32>
      %o1412 = affine.load %S[%j1412] : memref<128xf32>
      %s1412 = arith.addf %o1412, %a1412 : f32
      affine.store %s1412, %S[%j1412] : memref<128xf32>
    }
  }
  affine.for %i1413 = 0 to 64 {
    %r1413 = affine.for %j1413 = 0 to 128 iter_args(%acc1413 = %zero) -> (f32) {
      %a1413 = affine.load %A[%i1413, %j1413] : memref<64x128xf32>
      %s1413 = arith.addf %acc1413, %a1413 : f32
      affine.yield %s1413 : f32
    }
    affine.store %r1413, %R[%i1413] : memref<64xf32>
  }
  affine.for %i1414 = 0 to 64 {
    affine.for %j1414 = 0 to 128 {
      %a1414 = affine.load %A[%i1414, %j1414] : memref<64x128xf32>
      %m1414 = arith.mulf %a1414, %two : f32
      %p1414 = arith.addf %m1414, %zero : f32
      affine.store %p1414, %B[%i1414, %j1414] : memref<64x128xf32>
    }
  }
  affine.for %j1415 = 0 to 128 {
    affine.for %i1415 = 0 to 64 {
      %a1415 = affine.load %B[%i1415, %j1415] : memref<64x128xf32>
      %o1415 = affine.load %S[%j1415] : memref<128xf32>
      %s1415 = arith.addf %o1415, %a1415 : f32
      affine.store %s1415, %S[%j1415] : memref<128xf32>
    }
  }
  affine.for %i1416 = 0 to 64 {
    %r1416 = affine.for %j1416 = 0 to 128 iter_args(%acc1416 = %zero) -> (f32) {
      %a1416 = affine.load %A[%i1416, %j1416] : memref<64x128xf32>
      %s1416 = arith.addf %acc1416, %a1416 : f32
      affine.yield %s1416 : f32
    }
    affine.store %r1416, %R[%i1416] : memref<64xf32>
  }
  affine.for %i1417 = 0 to 64 {
    affine.for %j1417 = 0 to 128 {
      %a1417 = affine.load %A[%i1417, %j1417] : memref<64x128xf32>
      %m1417 = arith.mulf %a1417, %two : f32
      %p1417 = arith.addf %m1417, %zero : f32
      affine.store %p1417, %B[%i1417, %j1417] : memref<64x128xf32>
    }
  }
  affine.for %j1418 = 0 to 128 {
    affine.for %i1418 = 0 to 64 {
      %a1418 = affine.load %B[%i1418, %j1418] : memref<64x128xf32>
      %o1418 = affine.load %S[%j1418] : memref<128xf32>
      %s1418 = arith.addf %o1418, %a1418 : f32
      affine.store %s1418, %S[%j1418] : memref<128xf32>
    }
  }
  affine.for %i1419 = 0 to 64 {
    %r1419 = affine.for %j1419 = 0 to 128 iter_args(%acc1419 = %zero) -> (f32) {
      %a1419 = affine.load %A[%i1419, %j1419] : memref<64x128xf32>
      %s1419 = arith.addf %acc1419, %a1419 : f32
      affine.yield %s1419 : f32
    }
    affine.store %r1419, %R[%i1419] : memref<64xf32>
  }
  affine.for %i1420 = 0 to 64 {
    affine.for %j1420 = 0 to 128 {
      %a1420 = affine.load %A[%i1420, %j1420] : memref<64x128xf32>
      %m1420 = arith.mulf %a1420, %two : f32
      %p1420 = arith.addf %m1420, %zero : f32
      affine.store %p1420, %B[%i1420, %j1420] : memref<64x128xf32>
    }
  }
  affine.for %j1421 = 0 to 128 {
    affine.for %i1421 = 0 to 64 {
      %a1421 = affine.load %B[%i1421, %j1421] : memref<64x128xf32>
      %o1421 = affine.load %S[%j1421] : memref<128xf32>
      %s1421 = arith.addf %o1421, %a1421 : f32
      affine.store %s1421, %S[%j1421] : memref<128xf32>
    }
  }
  affine.for %i1422 = 0 to 64 {
    %r1422 = affine.for %j1422 = 0 to 128 iter_args(%acc1422 = %zero) -> (f32) {
      %a1422 = affine.load %A[%i1422, %j1422] : memref<64x128xf32>
      %s1422 = arith.addf %acc1422, %a1422 : f32
      affine.yield %s1422 : f32
    }
    affine.store %r1422, %R[%i1422] : memref<64xf32>
  }
  affine.for %i1423 = 0 to 64 {
    affine.for %j1423 = 0 to 128 {
      %a1423 = affine.load %A[%i1423, %j1423] : memref<64x128xf32>
      %m1423 = arith.mulf %a1423, %two : f32
      %p1423 = arith.addf %m1423, %zero : f32
      affine.store %p1423, %B[%i1423, %j1423] : memref<64x128xf32>
    }
  }
  affine.for %j1424 = 0 to 128 {
    affine.for %i1424 = 0 to 64 {
      %a1424 = affine.load %B[%i1424, %j1424] : memref<64x128xf32>
      %o1424 = affine.load %S[%j1424] : memref<128xf32>
      %s1424 = arith.addf %o1424, %a1424 : f32
      affine.store %s1424, %S[%j1424] : memref<128xf32>
    }
  }
  affine.for %i1425 = 0 to 64 {
    %r1425 = affine.for %j1425 = 0 to 128 iter_args(%acc1425 = %zero) -> (f32) {
      %a1425 = affine.load %A[%i1425, %j1425] : memref<64x128xf32>
      %s1425 = arith.addf %acc1425, %a1425 : f32
      affine.yield %s1425 : f32
    }
    affine.store %r1425, %R[%i1425] : memref<64xf32>
  }
  affine.for %i1426 = 0 to 64 {
    affine.for %j1426 = 0 to 128 {
      %a1426 = affine.load %A[%i1426, %j1426] : memref<64x128xf32>
      %m1426 = arith.mulf %a1426, %two : f32
      %p1426 = arith.addf %m1426, %zero : f32
      affine.store %p1426, %B[%i1426, %j1426] : memref<64x128xf32>
    }
  }
  affine.for %j1427 = 0 to 128 {
    affine.for %i1427 = 0 to 64 {
      %a1427 = affine.load %B[%i1427, %j1427] : memref<64x128xf32>
      %o1427 = affine.load %S[%j1427] : memref<128xf32>
      %s1427 = arith.addf %o1427, %a1427 : f32
      affine.store %s1427, %S[%j1427] : memref<128xf32>
    }
  }
  affine.for %i1428 = 0 to 64 {
    %r1428 = affine.for %j1428 = 0 to 128 iter_args(%acc1428 = %zero) -> (f32) {
      %a1428 = affine.load %A[%i1428, %j1428] : memref<64x128xf32>
      %s1428 = arith.addf %acc1428, %a1428 : f32
      affine.yield %s1428 : f32
    }
    affine.store %r1428, %R[%i1428] : memref<64xf32>
  }
  affine.for %i1429 = 0 to 64 {
    affine.for %j1429 = 0 to 128 {
      %a1429 = affine.load %A[%i1429, %j1429] : memref<64x128xf32>
      %m1429 = arith.mulf %a1429, %two : f32
      %p1429 = arith.addf %m1429, %zero : f32
      affine.store %p1429, %B[%i1429, %j1429] : memref<64x128xf32>
    }
  }
  affine.for %j1430 = 0 to 128 {
    affine.for %i1430 = 0 to 64 {
      %a1430 = affine.load %B[%i1430, %j1430] : memref<64x128xf32>
      %o1430 = affine.load %S[%j1430] : memref<128xf32>
      %s1430 = arith.addf %o1430, %a1430 : f32
      affine.store %s1430, %S[%j1430] : memref<128xf32>
    }
  }
  affine.for %i1431 = 0 to 64 {
    %r1431 = affine.for %j1431 = 0 to 128 iter_args(%acc1431 = %zero) -> (f32) {
      %a1431 = affine.load %A[%i1431, %j1431] : memref<64x128xf32>
      %s1431 = arith.addf %acc1431, %a1431 : f32
      affine.yield %s1431 : f32
    }
    affine.store %r1431, %R[%i1431] : memref<64xf32>
  }
  affine.for %i1432 = 0 to 64 {
    affine.for %j1432 = 0 to 128 {
      %a1432 = affine.load %A[%i1432, %j1432] : memref<64x128xf32>
      %m1432 = arith.mulf %a1432, %two : f32
      %p1432 = arith.addf %m1432, %zero : f32
      affine.store %p1432, %B[%i1432, %j1432] : memref<64x128xf32>
    }
  }
  affine.for %j1433 = 0 to 128 {
    affine.for %i1433 = 0 to 64 {
      %a1433 = affine.load %B[%i1433, %j1433] : memref<64x128xf32>
      %o1433 = affine.load %S[%j1433] : memref<128xf32>
      %s1433 = arith.addf %o1433, %a1433 : f32
      affine.store %s1433, %S[%j1433] : memref<128xf32>
    }
  }
  affine.for %i1434 = 0 to 64 {
    %r1434 = affine.for %j1434 = 0 to 128 iter_args(%acc1434 = %zero) -> (f32) {
      %a1434 = affine.load %A[%i1434, %j1434] : memref<64x128xf32>
      %s1434 = arith.addf %acc1434, %a1434 : f32
      affine.yield %s1434 : f32
    }
    affine.store %r1434, %R[%i1434] : memref<64xf32>
  }
  affine.for %i1435 = 0 to 64 {
    affine.for %j1435 = 0 to 128 {
      %a1435 = affine.load %A[%i1435, %j1435] : memref<64x128xf32>
      %m1435 = arith.mulf %a1435, %two : f32
      %p1435 = arith.addf %m1435, %zero : f32
      affine.store %p1435, %B[%i1435, %j1435] : memref<64x128xf32>
    }
  }
  affine.for %j1436 = 0 to 128 {
    affine.for %i1436 = 0 to 64 {
      %a1436 = affine.load %B[%i1436, %j1436] : memref<64x128xf32>
      %o1436 = affine.load %S[%j1436] : memref<128xf32>
      %s1436 = arith.addf %o1436, %a1436 : f32
      affine.store %s1436, %S[%j1436] : memref<128xf32>
    }
  }
  affine.for %i1437 = 0 to 64 {
    %r1437 = affine.for %j1437 = 0 to 128 iter_args(%acc1437 = %zero) -> (f32) {
      %a1437 = affine.load %A[%i1437, %j1437] : memref<64x128xf32>
      %s1437 = arith.addf %acc1437, %a1437 : f32
      affine.yield %s1437 : f32
    }
    affine.store %r1437, %R[%i1437] : memref<64xf32>
  }
  affine.for %i1438 = 0 to 64 {
    affine.for %j1438 = 0 to 128 {
      %a1438 = affine.load %A[%i1438, %j1438] : memref<64x128xf32>
      %m1438 = arith.mulf %a1438, %two : f32
      %p1438 = arith.addf %m1438, %zero : f32
      affine.store %p1438, %B[%i1438, %j1438] : memref<64x128xf32>
    }
  }
  affine.for %j1439 = 0 to 128 {
    affine.for %i1439 = 0 to 64 {
      %a1439 = affine.load %B[%i1439, %j1439] : memref<64x128xf32>
      %o1439 = affine.load %S[%j1439] : memref<128xf32>
      %s1439 = arith.addf %o1439, %a1439 : f32
      affine.store %s1439, %S[%j1439] : memref<128xf32>
    }
  }
  affine.for %i1440 = 0 to 64 {
    %r1440 = affine.for %j1440 = 0 to 128 iter_args(%acc1440 = %zero) -> (f32) {
      %a1440 = affine.load %A[%i1440, %j1440] : memref<64x128xf32>
      %s1440 = arith.addf %acc1440, %a1440 : f32
      affine.yield %s1440 : f32
    }
    affine.store %r1440, %R[%i1440] : memref<64xf32>
  }
  affine.for %i1441 = 0 to 64 {
    affine.for %j1441 = 0 to 128 {
      %a1441 = affine.load %A[%i1441, %j1441] : memref<64x128xf32>
      %m1441 = arith.mulf %a1441, %two : f32
      %p1441 = arith.addf %m1441, %zero : f32
      affine.store %p1441, %B[%i1441, %j1441] : memref<64x128xf32>
    }
  }
  affine.for %j1442 = 0 to 128 {
    affine.for %i1442 = 0 to 64 {
      %a1442 = affine.load %B[%i1442, %j1442] : memref<64x128xf32>
      %o1442 = affine.load %S[%j1442] : memref<128xf32>
      %s1442 = arith.addf %o1442, %a1442 : f32
      affine.store %s1442, %S[%j1442] : memref<128xf32>
    }
  }
  affine.for %i1443 = 0 to 64 {
    %r1443 = affine.for %j1443 = 0 to 128 iter_args(%acc1443 = %zero) -> (f32) {
      %a1443 = affine.load %A[%i1443, %j1443] : memref<64x128xf32>
      %s1443 = arith.addf %acc1443, %a1443 : f32
      affine.yield %s1443 : f32
    }
    affine.store %r1443, %R[%i1443] : memref<64xf32>
  }
  affine.for %i1444 = 0 to 64 {
    affine.for %j1444 = 0 to 128 {
      %a1444 = affine.load %A[%i1444, %j1444] : memref<64x128xf32>
      %m1444 = arith.mulf %a1444, %two : f32
      %p1444 = arith.addf %m1444, %zero : f32
      affine.store %p1444, %B[%i1444, %j1444] : memref<64x128xf32>
    }
  }
  affine.for %j1445 = 0 to 128 {
    affine.for %i1445 = 0 to 64 {
      %a1445 = affine.load %B[%i1445, %j1445] : memref<64x128xf32>
      %o1445 = affine.load %S[%j1445] : memref<128xf32>
      %s1445 = arith.addf %o1445, %a1445 : f32
      affine.store %s1445, %S[%j1445] : memref<128xf32>
    }
  }
  affine.for %i1446 = 0 to 64 {
    %r1446 = affine.for %j1446 = 0 to 128 iter_args(%acc1446 = %zero) -> (f32) {
      %a1446 = affine.load %A[%i1446, %j1446] : memref<64x128xf32>
      %s1446 = arith.addf %acc1446, %a1446 : f32
      affine.yield %s1446 : f32
    }
    affine.store %r1446, %R[%i1446] : memref<64xf32>
  }
  affine.for %i1447 = 0 to 64 {
    affine.for %j1447 = 0 to 128 {
      %a1447 = affine.load %A[%i1447, %j1447] : memref<64x128xf32>
      %m1447 = arith.mulf %a1447, %two : f32
      %p1447 = arith.addf %m1447, %zero : f32
      affine.store %p1447, %B[%i1447, %j1447] : memref<64x128xf32>
    }
  }
  affine.for %j1448 = 0 to 128 {
    affine.for %i1448 = 0 to 64 {
      %a1448 = affine.load %B[%i1448, %j1448] : memref<64x128xf32>
      %o1448 = affine.load %S[%j1448] : memref<128xf32>
      %s1448 = arith.addf %o1448, %a1448 : f32
      affine.store %s1448, %S[%j1448] : memref<128xf32>
    }
  }
  affine.for %i1449 = 0 to 64 {
    %r1449 = affine.for %j1449 = 0 to 128 iter_args(%acc1449 = %zero) -> (f32) {
      %a1449 = affine.load %A[%i1449, %j1449] : memref<64x128xf32>
      %s1449 = arith.addf %acc1449, %a1449 : f32
      affine.yield %s1449 : f32
    }
    affine.store %r1449, %R[%i1449] : memref<64xf32>
  }
  affine.for %i1450 = 0 to 64 {
    affine.for %j1450 = 0 to 128 {
      %a1450 = affine.load %A[%i1450, %j1450] : memref<64x128xf32>
      %m1450 = arith.mulf %a1450, %two : f32
      %p1450 = arith.addf %m1450, %zero : f32
      affine.store %p1450, %B[%i1450, %j1450] : memref<64x128xf32>
    }
  }
  affine.for %j1451 = 0 to 128 {
    affine.for %i1451 = 0 to 64 {
      %a1451 = affine.load %B[%i1451, %j1451] : memref<64x128xf32>
      %o1451 = affine.load %S[%j1451] : memref<128xf32>
      %s1451 = arith.addf %o1451, %a1451 : f32
      affine.store %s1451, %S[%j1451] : memref<128xf32>
    }
  }
  affine.for %i1452 = 0 to 64 {
    %r1452 = affine.for %j1452 = 0 to 128 iter_args(%acc1452 = %zero) -> (f32) {
      %a1452 = affine.load %A[%i1452, %j1452] : memref<64x128xf32>
      %s1452 = arith.addf %acc1452, %a1452 : f32
      affine.yield %s1452 : f32
    }
    affine.store %r1452, %R[%i1452] : memref<64xf32>
  }
  affine.for %i1453 = 0 to 64 {
    affine.for %j1453 = 0 to 128 {
      %a1453 = affine.load %A[%i1453, %j1453] : memref<64x128xf32>
      %m1453 = arith.mulf %a1453, %two : f32
      %p1453 = arith.addf %m1453, %zero : f32
      affine.store %p1453, %B[%i1453, %j1453] : memref<64x128xf32>
    }
  }
  affine.for %j1454 = 0 to 128 {
    affine.for %i1454 = 0 to 64 {
      %a1454 = affine.load %B[%i1454, %j1454] : memref<64x128xf32>
      %o1454 = affine.load %S[%j1454] : memref<128xf32>
      %s1454 = arith.addf %o1454, %a1454 : f32
      affine.store %s1454, %S[%j1454] : memref<128xf32>
    }
  }
  affine.for %i1455 = 0 to 64 {
    %r1455 = affine.for %j1455 = 0 to 128 iter_args(%acc1455 = %zero) -> (f32) {
      %a1455 = affine.load %A[%i1455, %j1455] : memref<64x128xf32>
      %s1455 = arith.addf %acc1455, %a1455 : f32
      affine.yield %s1455 : f32
    }
    affine.store %r1455, %R[%i1455] : memref<64xf32>
  }
  affine.for %i1456 = 0 to 64 {
    affine.for %j1456 = 0 to 128 {
      %a1456 = affine.load %A[%i1456, %j1456] : memref<64x128xf32>
      %m1456 = arith.mulf %a1456, %two : f32
      %p1456 = arith.addf %m1456, %zero : f32
      affine.store %p1456, %B[%i1456, %j1456] : memref<64x128xf32>
    }
  }
  affine.for %j1457 = 0 to 128 {
    affine.for %i1457 = 0 to 64 {
      %a1457 = affine.load %B[%i1457, %j1457] : memref<64x128xf32>
      %o1457 = affine.load %S[%j1457] : memref<128xf32>
      %s1457 = arith.addf %o1457, %a1457 : f32
      affine.store %s1457, %S[%j1457] : memref<128xf32>
    }
  }
  affine.for %i1458 = 0 to 64 {
    %r1458 = affine.for %j1458 = 0 to 128 iter_args(%acc1458 = %zero) -> (f32) {
      %a1458 = affine.load %A[%i1458, %j1458] : memref<64x128xf32>
      %s1458 = arith.addf %acc1458, %a1458 : f32
      affine.yield %s1458 : f32
    }
    affine.store %r1458, %R[%i1458] : memref<64xf32>
  }
  affine.for %i1459 = 0 to 64 {
    affine.for %j1459 = 0 to 128 {
      %a1459 = affine.load %A[%i1459, %j1459] : memref<64x128xf32>
      %m1459 = arith.mulf %a1459, %two : f32
      %p1459 = arith.addf %m1459, %zero : f32
      affine.store %p1459, %B[%i1459, %j1459] : memref<64x128xf32>
    }
  }
  affine.for %j1460 = 0 to 128 {
    affine.for %i1460 = 0 to 64 {
      %a1460 = affine.load %B[%i1460, %j1460] : memref<64x128xf32>
      %o1460 = affine.load %S[%j1460] : memref<128xf32>
      %s1460 = arith.addf %o1460, %a1460 : f32
      affine.store %s1460, %S[%j1460] : memref<128xf32>
    }
  }
  affine.for %i1461 = 0 to 64 {
    %r1461 = affine.for %j1461 = 0 to 128 iter_args(%acc1461 = %zero) -> (f32) {
      %a1461 = affine.load %A[%i1461, %j1461] : memref<64x128xf32>
      %s1461 = arith.addf %acc1461, %a1461 : f32
      affine.yield %s1461 : f32
    }
    affine.store %r1461, %R[%i1461] : memref<64xf32>
  }
  affine.for %i1462 = 0 to 64 {
    affine.for %j1462 = 0 to 128 {
      %a1462 = affine.load %A[%i1462, %j1462] : memref<64x128xf32>
      %m1462 = arith.mulf %a1462, %two : f32
      %p1462 = arith.addf %m1462, %zero : f32
      affine.store %p1462, %B[%i1462, %j1462] : memref<64x128xf32>
    }
  }
  affine.for %j1463 = 0 to 128 {
    affine.for %i1463 = 0 to 64 {
      %a1463 = affine.load %B[%i1463, %j1463] : memref<64x128xf32>
      %o1463 = affine.load %S[%j1463] : memref<128xf32>
      %s1463 = arith.addf %o1463, %a1463 : f32
      affine.store %s1463, %S[%j1463] : memref<128xf32>
    }
  }
  affine.for %i1464 = 0 to 64 {
    %r1464 = affine.for %j1464 = 0 to 128 iter_args(%acc1464 = %zero) -> (f32) {
      %a1464 = affine.load %A[%i1464, %j1464] : memref<64x128xf32>
      %s1464 = arith.addf %acc1464, %a1464 : f32
      affine.yield %s1464 : f32
    }
    affine.store %r1464, %R[%i1464] : memref<64xf32>
  }
  affine.for %i1465 = 0 to 64 {
    affine.for %j1465 = 0 to 128 {
      %a1465 = affine.load %A[%i1465, %j1465] : memref<64x128xf32>
      %m1465 = arith.mulf %a1465, %two : f32
      %p1465 = arith.addf %m1465, %zero : f32
      affine.store %p1465, %B[%i1465, %j1465] : memref<64x128xf32>
    }
  }
  affine.for %j1466 = 0 to 128 {
    affine.for %i1466 = 0 to 64 {
      %a1466 = affine.load %B[%i1466, %j1466] : memref<64x128xf32>
      %o1466 = affine.load %S[%j1466] : memref<128xf32>
      %s1466 = arith.addf %o1466, %a1466 : f32
      affine.store %s1466, %S[%j1466] : memref<128xf32>
    }
  }
  affine.for %i1467 = 0 to 64 {
    %r1467 = affine.for %j1467 = 0 to 128 iter_args(%acc1467 = %zero) -> (f32) {
      %a1467 = affine.load %A[%i1467, %j1467] : memref<64x128xf32>
      %s1467 = arith.addf %acc1467, %a1467 : f32
      affine.yield %s1467 : f32
    }
    affine.store %r1467, %R[%i1467] : memref<64xf32>
  }
  affine.for %i1468 = 0 to 64 {
    affine.for %j1468 = 0 to 128 {
      %a1468 = affine.load %A[%i1468, %j1468] : memref<64x128xf32>
      %m1468 = arith.mulf %a1468, %two : f32
      %p1468 = arith.addf %m1468, %zero : f32
      affine.store %p1468, %B[%i1468, %j1468] : memref<64x128xf32>
    }
  }
  affine.for %j1469 = 0 to 128 {
    affine.for %i1469 = 0 to 64 {
      %a1469 = affine.load %B[%i1469, %j1469] : memref<64x128xf32>
      %o1469 = affine.load %S[%j1469] : memref<128xf32>
      %s1469 = arith.addf %o1469, %a1469 : f32
      affine.store %s1469, %S[%j1469] : memref<128xf32>
    }
  }
  affine.for %i1470 = 0 to 64 {
    %r1470 = affine.for %j1470 = 0 to 128 iter_args(%acc1470 = %zero) -> (f32) {
      %a1470 = affine.load %A[%i1470, %j1470] : memref<64x128xf32>
      %s1470 = arith.addf %acc1470, %a1470 : f32
      affine.yield %s1470 : f32
    }
    affine.store %r1470, %R[%i1470] : memref<64xf32>
  }
  affine.for %i1471 = 0 to 64 {
    affine.for %j1471 = 0 to 128 {
      %a1471 = affine.load %A[%i1471, %j1471] : memref<64x128xf32>
      %m1471 = arith.mulf %a1471, %two : f32
      %p1471 = arith.addf %m1471, %zero : f32
      affine.store %p1471, %B[%i1471, %j1471] : memref<64x128xf32>
    }
  }
  affine.for %j1472 = 0 to 128 {
    affine.for %i1472 = 0 to 64 {
      %a1472 = affine.load %B[%i1472, %j1472] : memref<64x128xf32>
      %o1472 = affine.load %S[%j1472] : memref<128xf32>
      %s1472 = arith.addf %o1472, %a1472 : f32
      affine.store %s1472, %S[%j1472] : memref<128xf32>
    }
  }
  affine.for %i1473 = 0 to 64 {
    %r1473 = affine.for %j1473 = 0 to 128 iter_args(%acc1473 = %zero) -> (f32) {
      %a1473 = affine.load %A[%i1473, %j1473] : memref<64x128xf32>
      %s1473 = arith.addf %acc1473, %a1473 : f32
      affine.yield %s1473 : f32
    }
    affine.store %r1473, %R[%i1473] : memref<64xf32>
  }
  affine.for %i1474 = 0 to 64 {
    affine.for %j1474 = 0 to 128 {
      %a1474 = affine.load %A[%i1474, %j1474] : memref<64x128xf32>
      %m1474 = arith.mulf %a1474, %two : f32
      %p1474 = arith.addf %m1474, %zero : f32
      affine.store %p1474, %B[%i1474, %j1474] : memref<64x128xf32>
    }
  }
  affine.for %j1475 = 0 to 128 {
    affine.for %i1475 = 0 to 64 {
      %a1475 = affine.load %B[%i1475, %j1475] : memref<64x128xf32>
      %o1475 = affine.load %S[%j1475] : memref<128xf32>
      %s1475 = arith.addf %o1475, %a1475 : f32
      affine.store %s1475, %S[%j1475] : memref<128xf32>
    }
  }
  affine.for %i1476 = 0 to 64 {
    %r1476 = affine.for %j1476 = 0 to 128 iter_args(%acc1476 = %zero) -> (f32) {
      %a1476 = affine.load %A[%i1476, %j1476] : memref<64x128xf32>
      %s1476 = arith.addf %acc1476, %a1476 : f32
      affine.yield %s1476 : f32
    }
    affine.store %r1476, %R[%i1476] : memref<64xf32>
  }
  affine.for %i1477 = 0 to 64 {
    affine.for %j1477 = 0 to 128 {
      %a1477 = affine.load %A[%i1477, %j1477] : memref<64x128xf32>
      %m1477 = arith.mulf %a1477, %two : f32
      %p1477 = arith.addf %m1477, %zero : f32
      affine.store %p1477, %B[%i1477, %j1477] : memref<64x128xf32>
    }
  }
  affine.for %j1478 = 0 to 128 {
    affine.for %i1478 = 0 to 64 {
      %a1478 = affine.load %B[%i1478, %j1478] : memref<64x128xf32>
      %o1478 = affine.load %S[%j1478] : memref<128xf32>
      %s1478 = arith.addf %o1478, %a1478 : f32
      affine.store %s1478, %S[%j1478] : memref<128xf32>
    }
  }
  affine.for %i1479 = 0 to 64 {
    %r1479 = affine.for %j1479 = 0 to 128 iter_args(%acc1479 = %zero) -> (f32) {
      %a1479 = affine.load %A[%i1479, %j1479] : memref<64x128xf32>
      %s1479 = arith.addf %acc1479, %a1479 : f32
      affine.yield %s1479 : f32
    }
    affine.store %r1479, %R[%i1479] : memref<64xf32>
  }
  affine.for %i1480 = 0 to 64 {
    affine.for %j1480 = 0 to 128 {
      %a1480 = affine.load %A[%i1480, %j1480] : memref<64x128xf32>
      %m1480 = arith.mulf %a1480, %two : f32
      %p1480 = arith.addf %m1480, %zero : f32
      affine.store %p1480, %B[%i1480, %j1480] : memref<64x128xf32>
    }
  }
  affine.for %j1481 = 0 to 128 {
    affine.for %i1481 = 0 to 64 {
      %a1481 = affine.load %B[%i1481, %j1481] : memref<64x128xf32>
      %o1481 = affine.load %S[%j1481] : memref<128xf32>
      %s1481 = arith.addf %o1481, %a1481 : f32
      affine.store %s1481, %S[%j1481] : memref<128xf32>
    }
  }
  affine.for %i1482 = 0 to 64 {
    %r1482 = affine.for %j1482 = 0 to 128 iter_args(%acc1482 = %zero) -> (f32) {
      %a1482 = affine.load %A[%i1482, %j1482] : memref<64x128xf32>
      %s1482 = arith.addf %acc1482, %a1482 : f32
      affine.yield %s1482 : f32
    }
    affine.store %r1482, %R[%i1482] : memref<64xf32>
  }
  affine.for %i1483 = 0 to 64 {
    affine.for %j1483 = 0 to 128 {
      %a1483 = affine.load %A[%i1483, %j1483] : memref<64x128xf32>
      %m1483 = arith.mulf %a1483, %two : f32
      %p1483 = arith.addf %m1483, %zero : f32
      affine.store %p1483, %B[%i1483, %j1483] : memref<64x128xf32>
    }
  }
  affine.for %j1484 = 0 to 128 {
    affine.for %i1484 = 0 to 64 {
      %a1484 = affine.load %B[%i1484, %j1484] : memref<64x128xf32>
      %o1484 = affine.load %S[%j1484] : memref<128xf32>
      %s1484 = arith.addf %o1484, %a1484 : f32
      affine.store %s1484, %S[%j1484] : memref<128xf32>
    }
  }
  affine.for %i1485 = 0 to 64 {
    %r1485 = affine.for %j1485 = 0 to 128 iter_args(%acc1485 = %zero) -> (f32) {
      %a1485 = affine.load %A[%i1485, %j1485] : memref<64x128xf32>
      %s1485 = arith.addf %acc1485, %a1485 : f32
      affine.yield %s1485 : f32
    }
    affine.store %r1485, %R[%i1485] : memref<64xf32>
  }
  affine.for %i1486 = 0 to 64 {
    affine.for %j1486 = 0 to 128 {
      %a1486 = affine.load %A[%i1486, %j1486] : memref<64x128xf32>
      %m1486 = arith.mulf %a1486, %two : f32
      %p1486 = arith.addf %m1486, %zero : f32
      affine.store %p1486, %B[%i1486, %j1486] : memref<64x128xf32>
    }
  }
  affine.for %j1487 = 0 to 128 {
    affine.for %i1487 = 0 to 64 {
      %a1487 = affine.load %B[%i1487, %j1487] : memref<64x128xf32>
      %o1487 = affine.load %S[%j1487] : memref<128xf32>
      %s1487 = arith.addf %o1487, %a1487 : f32
      affine.store %s1487, %S[%j1487] : memref<128xf32>
    }
  }
  affine.for %i1488 = 0 to 64 {
    %r1488 = affine.for %j1488 = 0 to 128 iter_args(%acc1488 = %zero) -> (f32) {
      %a1488 = affine.load %A[%i1488, %j1488] : memref<64x128xf32>
      %s1488 = arith.addf %acc1488, %a1488 : f32
      affine.yield %s1488 : f32
    }
    affine.store %r1488, %R[%i1488] : memref<64xf32>
  }
  affine.for %i1489 = 0 to 64 {
    affine.for %j1489 = 0 to 128 {
      %a1489 = affine.load %A[%i1489, %j1489] : memref<64x128xf32>
      %m1489 = arith.mulf %a1489, %two : f32
      %p1489 = arith.addf %m1489, %zero : f32
      affine.store %p1489, %B[%i1489, %j1489] : memref<64x128xf32>
    }
  }
  affine.for %j1490 = 0 to 128 {
    affine.for %i1490 = 0 to 64 {
      %a1490 = affine.load %B[%i1490, %j1490] : memref<64x128xf32>
      %o1490 = affine.load %S[%j1490] : memref<128xf32>
      %s1490 = arith.addf %o1490, %a1490 : f32
      affine.store %s1490, %S[%j1490] : memref<128xf32>
    }
  }
  affine.for %i1491 = 0 to 64 {
    %r1491 = affine.for %j1491 = 0 to 128 iter_args(%acc1491 = %zero) -> (f32) {
      %a1491 = affine.load %A[%i1491, %j1491] : memref<64x128xf32>
      %s1491 = arith.addf %acc1491, %a1491 : f32
      affine.yield %s1491 : f32
    }
    affine.store %r1491, %R[%i1491] : memref<64xf32>
  }
  affine.for %i1492 = 0 to 64 {
    affine.for %j1492 = 0 to 128 {
      %a1492 = affine.load %A[%i1492, %j1492] : memref<64x128xf32>
      %m1492 = arith.mulf %a1492, %two : f32
      %p1492 = arith.addf %m1492, %zero : f32
      affine.store %p1492, %B[%i1492, %j1492] : memref<64x128xf32>
    }
  }
  affine.for %j1493 = 0 to 128 {
    affine.for %i1493 = 0 to 64 {
      %a1493 = affine.load %B[%i1493, %j1493] : memref<64x128xf32>
      %o1493 = affine.load %S[%j1493] : memref<128xf32>
      %s1493 = arith.addf %o1493, %a1493 : f32
      affine.store %s1493, %S[%j1493] : memref<128xf32>
    }
  }
  affine.for %i1494 = 0 to 64 {
    %r1494 = affine.for %j1494 = 0 to 128 iter_args(%acc1494 = %zero) -> (f32) {
      %a1494 = affine.load %A[%i1494, %j1494] : memref<64x128xf32>
      %s1494 = arith.addf %acc1494, %a1494 : f32
      affine.yield %s1494 : f32
    }
    affine.store %r1494, %R[%i1494] : memref<64xf32>
  }
  affine.for %i1495 = 0 to 64 {
    affine.for %j1495 = 0 to 128 {
      %a1495 = affine.load %A[%i1495, %j1495] : memref<64x128xf32>
      %m1495 = arith.mulf %a1495, %two : f32
      %p1495 = arith.addf %m1495, %zero : f32
      affine.store %p1495, %B[%i1495, %j1495] : memref<64x128xf32>
    }
  }
  affine.for %j1496 = 0 to 128 {
    affine.for %i1496 = 0 to 64 {
      %a1496 = affine.load %B[%i1496, %j1496] : memref<64x128xf32>
      %o1496 = affine.load %S[%j1496] : memref<128xf32>
      %s1496 = arith.addf %o1496, %a1496 : f32
      affine.store %s1496, %S[%j1496] : memref<128xf32>
    }
  }
  affine.for %i1497 = 0 to 64 {
    %r1497 = affine.for %j1497 = 0 to 128 iter_args(%acc1497 = %zero) -> (f32) {
      %a1497 = affine.load %A[%i1497, %j1497] : memref<64x128xf32>
      %s1497 = arith.addf %acc1497, %a1497 : f32
      affine.yield %s1497 : f32
    }
    affine.store %r1497, %R[%i1497] : memref<64xf32>
  }
  affine.for %i1498 = 0 to 64 {
    affine.for %j1498 = 0 to 128 {
      %a1498 = affine.load %A[%i1498, %j1498] : memref<64x128xf32>
      %m1498 = arith.mulf %a1498, %two : f32
      %p1498 = arith.addf %m1498, %zero : f32
      affine.store %p1498, %B[%i1498, %j1498] : memref<64x128xf32>
    }
  }
  affine.for %j1499 = 0 to 128 {
    affine.for %i1499 = 0 to 64 {
      %a1499 = affine.load %B[%i1499, %j1499] : memref<64x128xf32>
      %o1499 = affine.load %S[%j1499] : memref<128xf32>
      %s1499 = arith.addf %o1499, %a1499 : f32
      affine.store %s1499, %S[%j1499] : memref<128xf32>
    }
  }
  affine.for %i1500 = 0 to 64 {
    %r1500 = affine.for %j1500 = 0 to 128 iter_args(%acc1500 = %zero) -> (f32) {
      %a1500 = affine.load %A[%i1500, %j1500] : memref<64x128xf32>
      %s1500 = arith.addf %acc1500, %a1500 : f32
      affine.yield %s1500 : f32
    }
    affine.store %r1500, %R[%i1500] : memref<64xf32>
  }
  affine.for %i1501 = 0 to 64 {
    affine.for %j1501 = 0 to 128 {
      %a1501 = affine.load %A[%i1501, %j1501] : memref<64x128xf32>
      %m1501 = arith.mulf %a1501, %two : f32
      %p1501 = arith.addf %m1501, %zero : f32
      affine.store %p1501, %B[%i1501, %j1501] : memref<64x128xf32>
    }
  }
  affine.for %j1502 = 0 to 128 {
    affine.for %i1502 = 0 to 64 {
      %a1502 = affine.load %B[%i1502, %j1502] : memref<64x128xf32>
      %o1502 = affine.load %S[%j1502] : memref<128xf32>
      %s1502 = arith.addf %o1502, %a1502 : f32
      affine.store %s1502, %S[%j1502] : memref<128xf32>
    }
  }
  affine.for %i1503 = 0 to 64 {
    %r1503 = affine.for %j1503 = 0 to 128 iter_args(%acc1503 = %zero) -> (f32) {
      %a1503 = affine.load %A[%i1503, %j1503] : memref<64x128xf32>
      %s1503 = arith.addf %acc1503, %a1503 : f32
      affine.yield %s1503 : f32
    }
    affine.store %r1503, %R[%i1503] : memref<64xf32>
  }
  affine.for %i1504 = 0 to 64 {
    affine.for %j1504 = 0 to 128 {
      %a1504 = affine.load %A[%i1504, %j1504] : memref<64x128xf32>
      %m1504 = arith.mulf %a1504, %two : f32
      %p1504 = arith.addf %m1504, %zero : f32
      affine.store %p1504, %B[%i1504, %j1504] : memref<64x128xf32>
    }
  }
  affine.for %j1505 = 0 to 128 {
    affine.for %i1505 = 0 to 64 {
      %a1505 = affine.load %B[%i1505, %j1505] : memref<64x128xf32>
      %o1505 = affine.load %S[%j1505] : memref<128xf32>
      %s1505 = arith.addf %o1505, %a1505 : f32
      affine.store %s1505, %S[%j1505] : memref<128xf32>
    }
  }
  affine.for %i1506 = 0 to 64 {
    %r1506 = affine.for %j1506 = 0 to 128 iter_args(%acc1506 = %zero) -> (f32) {
      %a1506 = affine.load %A[%i1506, %j1506] : memref<64x128xf32>
      %s1506 = arith.addf %acc1506, %a1506 : f32
      affine.yield %s1506 : f32
    }
    affine.store %r1506, %R[%i1506] : memref<64xf32>
  }
  affine.for %i1507 = 0 to 64 {
    affine.for %j1507 = 0 to 128 {
      %a1507 = affine.load %A[%i1507, %j1507] : memref<64x128xf32>
      %m1507 = arith.mulf %a1507, %two : f32
      %p1507 = arith.addf %m1507, %zero : f32
      affine.store %p1507, %B[%i1507, %j1507] : memref<64x128xf32>
    }
  }
  affine.for %j1508 = 0 to 128 {
    affine.for %i1508 = 0 to 64 {
      %a1508 = affine.load %B[%i1508, %j1508] : memref<64x128xf32>
      %o1508 = affine.load %S[%j1508] : memref<128xf32>
      %s1508 = arith.addf %o1508, %a1508 : f32
      affine.store %s1508, %S[%j1508] : memref<128xf32>
    }
  }
  affine.for %i1509 = 0 to 64 {
    %r1509 = affine.for %j1509 = 0 to 128 iter_args(%acc1509 = %zero) -> (f32) {
      %a1509 = affine.load %A[%i1509, %j1509] : memref<64x128xf32>
      %s1509 = arith.addf %acc1509, %a1509 : f32
      affine.yield %s1509 : f32
    }
    affine.store %r1509, %R[%i1509] : memref<64xf32>
  }
  affine.for %i1510 = 0 to 64 {
    affine.for %j1510 = 0 to 128 {
      %a1510 = affine.load %A[%i1510, %j1510] : memref<64x128xf32>
      %m1510 = arith.mulf %a1510, %two : f32
      %p1510 = arith.addf %m1510, %zero : f32
      affine.store %p1510, %B[%i1510, %j1510] : memref<64x128xf32>
    }
  }
  affine.for %j1511 = 0 to 128 {
    affine.for %i1511 = 0 to 64 {
      %a1511 = affine.load %B[%i1511, %j1511] : memref<64x128xf32>
      %o1511 = affine.load %S[%j1511] : memref<128xf32>
      %s1511 = arith.addf %o1511, %a1511 : f32
      affine.store %s1511, %S[%j1511] : memref<128xf32>
    }
  }
  affine.for %i1512 = 0 to 64 {
    %r1512 = affine.for %j1512 = 0 to 128 iter_args(%acc1512 = %zero) -> (f32) {
      %a1512 = affine.load %A[%i1512, %j1512] : memref<64x128xf32>
      %s1512 = arith.addf %acc1512, %a1512 : f32
      affine.yield %s1512 : f32
    }
    affine.store %r1512, %R[%i1512] : memref<64xf32>
  }
  affine.for %i1513 = 0 to 64 {
    affine.for %j1513 = 0 to 128 {
      %a1513 = affine.load %A[%i1513, %j1513] : memref<64x128xf32>
      %m1513 = arith.mulf %a1513, %two : f32
      %p1513 = arith.addf %m1513, %zero : f32
      affine.store %p1513, %B[%i1513, %j1513] : memref<64x128xf32>
    }
  }
  affine.for %j1514 = 0 to 128 {
    affine.for %i1514 = 0 to 64 {
      %a1514 = affine.load %B[%i1514, %j1514] : memref<64x128xf32>
      %o1514 = affine.load %S[%j1514] : memref<128xf32>
      %s1514 = arith.addf %o1514, %a1514 : f32
      affine.store %s1514, %S[%j1514] : memref<128xf32>
    }
  }
  affine.for %i1515 = 0 to 64 {
    %r1515 = affine.for %j1515 = 0 to 128 iter_args(%acc1515 = %zero) -> (f32) {
      %a1515 = affine.load %A[%i1515, %j1515] : memref<64x128xf32>
      %s1515 = arith.addf %acc1515, %a1515 : f32
      affine.yield %s1515 : f32
    }
    affine.store %r1515, %R[%i1515] : memref<64xf32>
  }
  affine.for %i1516 = 0 to 64 {
    affine.for %j1516 = 0 to 128 {
      %a1516 = affine.load %A[%i1516, %j1516] : memref<64x128xf32>
      %m1516 = arith.mulf %a1516, %two : f32
      %p1516 = arith.addf %m1516, %zero : f32
      affine.store %p1516, %B[%i1516, %j1516] : memref<64x128xf32>
    }
  }
  affine.for %j1517 = 0 to 128 {
    affine.for %i1517 = 0 to 64 {
      %a1517 = affine.load %B[%i1517, %j1517] : memref<64x128xf32>
      %o1517 = affine.load %S[%j1517] : memref<128xf32>
      %s1517 = arith.addf %o1517, %a1517 : f32
      affine.store %s1517, %S[%j1517] : memref<128xf32>
    }
  }
  affine.for %i1518 = 0 to 64 {
    %r1518 = affine.for %j1518 = 0 to 128 iter_args(%acc1518 = %zero) -> (f32) {
      %a1518 = affine.load %A[%i1518, %j1518] : memref<64x128xf32>
      %s1518 = arith.addf %acc1518, %a1518 : f32
      affine.yield %s1518 : f32
    }
    affine.store %r1518, %R[%i1518] : memref<64xf32>
  }
  affine.for %i1519 = 0 to 64 {
    affine.for %j1519 = 0 to 128 {
      %a1519 = affine.load %A[%i1519, %j1519] : memref<64x128xf32>
      %m1519 = arith.mulf %a1519, %two : f32
      %p1519 = arith.addf %m1519, %zero : f32
      affine.store %p1519, %B[%i1519, %j1519] : memref<64x128xf32>
    }
  }
  affine.for %j1520 = 0 to 128 {
    affine.for %i1520 = 0 to 64 {
      %a1520 = affine.load %B[%i1520, %j1520] : memref<64x128xf32>
      %o1520 = affine.load %S[%j1520] : memref<128xf32>
      %s1520 = arith.addf %o1520, %a1520 : f32
      affine.store %s1520, %S[%j1520] : memref<128xf32>
    }
  }
  affine.for %i1521 = 0 to 64 {
    %r1521 = affine.for %j1521 = 0 to 128 iter_args(%acc1521 = %zero) -> (f32) {
      %a1521 = affine.load %A[%i1521, %j1521] : memref<64x128xf32>
      %s1521 = arith.addf %acc1521, %a1521 : f32
      affine.yield %s1521 : f32
    }
    affine.store %r1521, %R[%i1521] : memref<64xf32>
  }
  affine.for %i1522 = 0 to 64 {
    affine.for %j1522 = 0 to 128 {
      %a1522 = affine.load %A[%i1522, %j1522] : memref<64x128xf32>
      %m1522 = arith.mulf %a1522, %two : f32
      %p1522 = arith.addf %m1522, %zero : f32
      affine.store %p1522, %B[%i1522, %j1522] : memref<64x128xf32>
    }
  }
  affine.for %j1523 = 0 to 128 {
    affine.for %i1523 = 0 to 64 {
      %a1523 = affine.load %B[%i1523, %j1523] : memref<64x128xf32>
      %o1523 = affine.load %S[%j1523] : memref<128xf32>
      %s1523 = arith.addf %o1523, %a1523 : f32
      affine.store %s1523, %S[%j1523] : memref<128xf32>
    }
  }
  affine.for %i1524 = 0 to 64 {
    %r1524 = affine.for %j1524 = 0 to 128 iter_args(%acc1524 = %zero) -> (f32) {
      %a1524 = affine.load %A[%i1524, %j1524] : memref<64x128xf32>
      %s1524 = arith.addf %acc1524, %a1524 : f32
      affine.yield %s1524 : f32
    }
    affine.store %r1524, %R[%i1524] : memref<64xf32>
  }
  affine.for %i1525 = 0 to 64 {
    affine.for %j1525 = 0 to 128 {
      %a1525 = affine.load %A[%i1525, %j1525] : memref<64x128xf32>
      %m1525 = arith.mulf %a1525, %two : f32
      %p1525 = arith.addf %m1525, %zero : f32
      affine.store %p1525, %B[%i1525, %j1525] : memref<64x128xf32>
    }
  }
  affine.for %j1526 = 0 to 128 {
    affine.for %i1526 = 0 to 64 {
      %a1526 = affine.load %B[%i1526, %j1526] : memref<64x128xf32>
      %o1526 = affine.load %S[%j1526] : memref<128xf32>
      %s1526 = arith.addf %o1526, %a1526 : f32
      affine.store %s1526, %S[%j1526] : memref<128xf32>
    }
  }
  affine.for %i1527 = 0 to 64 {
    %r1527 = affine.for %j1527 = 0 to 128 iter_args(%acc1527 = %zero) -> (f32) {
      %a1527 = affine.load %A[%i1527, %j1527] : memref<64x128xf32>
      %s1527 = arith.addf %acc1527, %a1527 : f32
      affine.yield %s1527 : f32
    }
    affine.store %r1527, %R[%i1527] : memref<64xf32>
  }
  affine.for %i1528 = 0 to 64 {
    affine.for %j1528 = 0 to 128 {
      %a1528 = affine.load %A[%i1528, %j1528] : memref<64x128xf32>
      %m1528 = arith.mulf %a1528, %two : f32
      %p1528 = arith.addf %m1528, %zero : f32
      affine.store %p1528, %B[%i1528, %j1528] : memref<64x128xf32>
    }
  }
  affine.for %j1529 = 0 to 128 {
    affine.for %i1529 = 0 to 64 {
      %a1529 = affine.load %B[%i1529, %j1529] : memref<64x128xf32>
      %o1529 = affine.load %S[%j1529] : memref<128xf32>
      %s1529 = arith.addf %o1529, %a1529 : f32
      affine.store %s1529, %S[%j1529] : memref<128xf32>
    }
  }
  affine.for %i1530 = 0 to 64 {
    %r1530 = affine.for %j1530 = 0 to 128 iter_args(%acc1530 = %zero) -> (f32) {
      %a1530 = affine.load %A[%i1530, %j1530] : memref<64x128xf32>
      %s1530 = arith.addf %acc1530, %a1530 : f32
      affine.yield %s1530 : f32
    }
    affine.store %r1530, %R[%i1530] : memref<64xf32>
  }
  affine.for %i1531 = 0 to 64 {
    affine.for %j1531 = 0 to 128 {
      %a1531 = affine.load %A[%i1531, %j1531] : memref<64x128xf32>
      %m1531 = arith.mulf %a1531, %two : f32
      %p1531 = arith.addf %m1531, %zero : f32
      affine.store %p1531, %B[%i1531, %j1531] : memref<64x128xf32>
    }
  }
  affine.for %j1532 = 0 to 128 {
    affine.for %i1532 = 0 to 64 {
      %a1532 = affine.load %B[%i1532, %j1532] : memref<64x128xf32>
      %o1532 = affine.load %S[%j1532] : memref<128xf32>
      %s1532 = arith.addf %o1532, %a1532 : f32
      affine.store %s1532, %S[%j1532] : memref<128xf32>
    }
  }
  affine.for %i1533 = 0 to 64 {
    %r1533 = affine.for %j1533 = 0 to 128 iter_args(%acc1533 = %zero) -> (f32) {
      %a1533 = affine.load %A[%i1533, %j1533] : memref<64x128xf32>
      %s1533 = arith.addf %acc1533, %a1533 : f32
      affine.yield %s1533 : f32
    }
    affine.store %r1533, %R[%i1533] : memref<64xf32>
  }
  affine.for %i1534 = 0 to 64 {
    affine.for %j1534 = 0 to 128 {
      %a1534 = affine.load %A[%i1534, %j1534] : memref<64x128xf32>
      %m1534 = arith.mulf %a1534, %two : f32
      %p1534 = arith.addf %m1534, %zero : f32
      affine.store %p1534, %B[%i1534, %j1534] : memref<64x128xf32>
    }
  }
  affine.for %j1535 = 0 to 128 {
    affine.for %i1535 = 0 to 64 {
      %a1535 = affine.load %B[%i1535, %j1535] : memref<64x128xf32>
      %o1535 = affine.load %S[%j1535] : memref<128xf32>
      %s1535 = arith.addf %o1535, %a1535 : f32
      affine.store %s1535, %S[%j1535] : memref<128xf32>
    }
  }
  affine.for %i1536 = 0 to 64 {
    %r1536 = affine.for %j1536 = 0 to 128 iter_args(%acc1536 = %zero) -> (f32) {
      %a1536 = affine.load %A[%i1536, %j1536] : memref<64x128xf32>
      %s1536 = arith.addf %acc1536, %a1536 : f32
      affine.yield %s1536 : f32
    }
    affine.store %r1536, %R[%i1536] : memref<64xf32>
  }
  affine.for %i1537 = 0 to 64 {
    affine.for %j1537 = 0 to 128 {
      %a1537 = affine.load %A[%i1537, %j1537] : memref<64x128xf32>
      %m1537 = arith.mulf %a1537, %two : f32
      %p1537 = arith.addf %m1537, %zero : f32
      affine.store %p1537, %B[%i1537, %j1537] : memref<64x128xf32>
    }
  }
  affine.for %j1538 = 0 to 128 {
    affine.for %i1538 = 0 to 64 {
      %a1538 = affine.load %B[%i1538, %j1538] : memref<64x128xf32>
      %o1538 = affine.load %S[%j1538] : memref<128xf32>
      %s1538 = arith.addf %o1538, %a1538 : f32
      affine.store %s1538, %S[%j1538] : memref<128xf32>
    }
  }
  affine.for %i1539 = 0 to 64 {
    %r1539 = affine.for %j1539 = 0 to 128 iter_args(%acc1539 = %zero) -> (f32) {
      %a1539 = affine.load %A[%i1539, %j1539] : memref<64x128xf32>
      %s1539 = arith.addf %acc1539, %a1539 : f32
      affine.yield %s1539 : f32
    }
    affine.store %r1539, %R[%i1539] : memref<64xf32>
  }
  affine.for %i1540 = 0 to 64 {
    affine.for %j1540 = 0 to 128 {
      %a1540 = affine.load %A[%i1540, %j1540] : memref<64x128xf32>
      %m1540 = arith.mulf %a1540, %two : f32
      %p1540 = arith.addf %m1540, %zero : f32
      affine.store %p1540, %B[%i1540, %j1540] : memref<64x128xf32>
    }
  }
  affine.for %j1541 = 0 to 128 {
    affine.for %i1541 = 0 to 64 {
      %a1541 = affine.load %B[%i1541, %j1541] : memref<64x128xf32>
      %o1541 = affine.load %S[%j1541] : memref<128xf32>
      %s1541 = arith.addf %o1541, %a1541 : f32
      affine.store %s1541, %S[%j1541] : memref<128xf32>
    }
  }
  affine.for %i1542 = 0 to 64 {
    %r1542 = affine.for %j1542 = 0 to 128 iter_args(%acc1542 = %zero) -> (f32) {
      %a1542 = affine.load %A[%i1542, %j1542] : memref<64x128xf32>
      %s1542 = arith.addf %acc1542, %a1542 : f32
      affine.yield %s1542 : f32
    }
    affine.store %r1542, %R[%i1542] : memref<64xf32>
  }
  affine.for %i1543 = 0 to 64 {
    affine.for %j1543 = 0 to 128 {
      %a1543 = affine.load %A[%i1543, %j1543] : memref<64x128xf32>
      %m1543 = arith.mulf %a1543, %two : f32
      %p1543 = arith.addf %m1543, %zero : f32
      affine.store %p1543, %B[%i1543, %j1543] : memref<64x128xf32>
    }
  }
  affine.for %j1544 = 0 to 128 {
    affine.for %i1544 = 0 to 64 {
      %a1544 = affine.load %B[%i1544, %j1544] : memref<64x128xf32>
      %o1544 = affine.load %S[%j1544] : memref<128xf32>
      %s1544 = arith.addf %o1544, %a1544 : f32
      affine.store %s1544, %S[%j1544] : memref<128xf32>
    }
  }
  affine.for %i1545 = 0 to 64 {
    %r1545 = affine.for %j1545 = 0 to 128 iter_args(%acc1545 = %zero) -> (f32) {
      %a1545 = affine.load %A[%i1545, %j1545] : memref<64x128xf32>
      %s1545 = arith.addf %acc1545, %a1545 : f32
      affine.yield %s1545 : f32
    }
    affine.store %r1545, %R[%i1545] : memref<64xf32>
  }
  affine.for %i1546 = 0 to 64 {
    affine.for %j1546 = 0 to 128 {
      %a1546 = affine.load %A[%i1546, %j1546] : memref<64x128xf32>
      %m1546 = arith.mulf %a1546, %two : f32
      %p1546 = arith.addf %m1546, %zero : f32
      affine.store %p1546, %B[%i1546, %j1546] : memref<64x128xf32>
    }
  }
  affine.for %j1547 = 0 to 128 {
    affine.for %i1547 = 0 to 64 {
      %a1547 = affine.load %B[%i1547, %j1547] : memref<64x128xf32>
      %o1547 = affine.load %S[%j1547] : memref<128xf32>
      %s1547 = arith.addf %o1547, %a1547 : f32
      affine.store %s1547, %S[%j1547] : memref<128xf32>
    }
  }
  affine.for %i1548 = 0 to 64 {
    %r1548 = affine.for %j1548 = 0 to 128 iter_args(%acc1548 = %zero) -> (f32) {
      %a1548 = affine.load %A[%i1548, %j1548] : memref<64x128xf32>
      %s1548 = arith.addf %acc1548, %a1548 : f32
      affine.yield %s1548 : f32
    }
    affine.store %r1548, %R[%i1548] : memref<64xf32>
  }
  affine.for %i1549 = 0 to 64 {
    affine.for %j1549 = 0 to 128 {
      %a1549 = affine.load %A[%i1549, %j1549] : memref<64x128xf32>
      %m1549 = arith.mulf %a1549, %two : f32
      %p1549 = arith.addf %m1549, %zero : f32
      affine.store %p1549, %B[%i1549, %j1549] : memref<64x128xf32>
    }
  }
  affine.for %j1550 = 0 to 128 {
    affine.for %i1550 = 0 to 64 {
      %a1550 = affine.load %B[%i1550, %j1550] : memref<64x128xf32>
      %o1550 = affine.load %S[%j1550] : memref<128xf32>
      %s1550 = arith.addf %o1550, %a1550 : f32
      affine.store %s1550, %S[%j1550] : memref<128xf32>
    }
  }
  affine.for %i1551 = 0 to 64 {
    %r1551 = affine.for %j1551 = 0 to 128 iter_args(%acc1551 = %zero) -> (f32) {
      %a1551 = affine.load %A[%i1551, %j1551] : memref<64x128xf32>
      %s1551 = arith.addf %acc1551, %a1551 : f32
      affine.yield %s1551 : f32
    }
    affine.store %r1551, %R[%i1551] : memref<64xf32>
  }
  affine.for %i1552 = 0 to 64 {
    affine.for %j1552 = 0 to 128 {
      %a1552 = affine.load %A[%i1552, %j1552] : memref<64x128xf32>
      %m1552 = arith.mulf %a1552, %two : f32
      %p1552 = arith.addf %m1552, %zero : f32
      affine.store %p1552, %B[%i1552, %j1552] : memref<64x128xf32>
    }
  }
  affine.for %j1553 = 0 to 128 {
    affine.for %i1553 = 0 to 64 {
      %a1553 = affine.load %B[%i1553, %j1553] : memref<64x128xf32>
      %o1553 = affine.load %S[%j1553] : memref<128xf32>
      %s1553 = arith.addf %o1553, %a1553 : f32
      affine.store %s1553, %S[%j1553] : memref<128xf32>
    }
  }
  affine.for %i1554 = 0 to 64 {
    %r1554 = affine.for %j1554 = 0 to 128 iter_args(%acc1554 = %zero) -> (f32) {
      %a1554 = affine.load %A[%i1554, %j1554] : memref<64x128xf32>
      %s1554 = arith.addf %acc1554, %a1554 : f32
      affine.yield %s1554 : f32
    }
    affine.store %r1554, %R[%i1554] : memref<64xf32>
  }
  affine.for %i1555 = 0 to 64 {
    affine.for %j1555 = 0 to 128 {
      %a1555 = affine.load %A[%i1555, %j1555] : memref<64x128xf32>
      %m1555 = arith.mulf %a1555, %two : f32
      %p1555 = arith.addf %m1555, %zero : f32
      affine.store %p1555, %B[%i1555, %j1555] : memref<64x128xf32>
    }
  }
  affine.for %j1556 = 0 to 128 {
    affine.for %i1556 = 0 to 64 {
      %a1556 = affine.load %B[%i1556, %j1556] : memref<64x128xf32>
      %o1556 = affine.load %S[%j1556] : memref<128xf32>
      %s1556 = arith.addf %o1556, %a1556 : f32
      affine.store %s1556, %S[%j1556] : memref<128xf32>
    }
  }
  affine.for %i1557 = 0 to 64 {
    %r1557 = affine.for %j1557 = 0 to 128 iter_args(%acc1557 = %zero) -> (f32) {
      %a1557 = affine.load %A[%i1557, %j1557] : memref<64x128xf32>
      %s1557 = arith.addf %acc1557, %a1557 : f32
      affine.yield %s1557 : f32
    }
    affine.store %r1557, %R[%i1557] : memref<64xf32>
  }
  affine.for %i1558 = 0 to 64 {
    affine.for %j1558 = 0 to 128 {
      %a1558 = affine.load %A[%i1558, %j1558] : memref<64x128xf32>
      %m1558 = arith.mulf %a1558, %two : f32
      %p1558 = arith.addf %m1558, %zero : f32
      affine.store %p1558, %B[%i1558, %j1558] : memref<64x128xf32>
    }
  }
  affine.for %j1559 = 0 to 128 {
    affine.for %i1559 = 0 to 64 {
      %a1559 = affine.load %B[%i1559, %j1559] : memref<64x128xf32>
      %o1559 = affine.load %S[%j1559] : memref<128xf32>
      %s1559 = arith.addf %o1559, %a1559 : f32
      affine.store %s1559, %S[%j1559] : memref<128xf32>
    }
  }
  affine.for %i1560 = 0 to 64 {
    %r1560 = affine.for %j1560 = 0 to 128 iter_args(%acc1560 = %zero) -> (f32) {
      %a1560 = affine.load %A[%i1560, %j1560] : memref<64x128xf32>
      %s1560 = arith.addf %acc1560, %a1560 : f32
      affine.yield %s1560 : f32
    }
    affine.store %r1560, %R[%i1560] : memref<64xf32>
  }
  affine.for %i1561 = 0 to 64 {
    affine.for %j1561 = 0 to 128 {
      %a1561 = affine.load %A[%i1561, %j1561] : memref<64x128xf32>
      %m1561 = arith.mulf %a1561, %two : f32
      %p1561 = arith.addf %m1561, %zero : f32
      affine.store %p1561, %B[%i1561, %j1561] : memref<64x128xf32>
    }
  }
  affine.for %j1562 = 0 to 128 {
    affine.for %i1562 = 0 to 64 {
      %a1562 = affine.load %B[%i1562, %j1562] : memref<64x128xf32>
      %o1562 = affine.load %S[%j1562] : memref<128xf32>
      %s1562 = arith.addf %o1562, %a1562 : f32
      affine.store %s1562, %S[%j1562] : memref<128xf32>
    }
  }
  affine.for %i1563 = 0 to 64 {
    %r1563 = affine.for %j1563 = 0 to 128 iter_args(%acc1563 = %zero) -> (f32) {
      %a1563 = affine.load %A[%i1563, %j1563] : memref<64x128xf32>
      %s1563 = arith.addf %acc1563, %a1563 : f32
      affine.yield %s1563 : f32
    }
    affine.store %r1563, %R[%i1563] : memref<64xf32>
  }
  affine.for %i1564 = 0 to 64 {
    affine.for %j1564 = 0 to 128 {
      %a1564 = affine.load %A[%i1564, %j1564] : memref<64x128xf32>
      %m1564 = arith.mulf %a1564, %two : f32
      %p1564 = arith.addf %m1564, %zero : f32
      affine.store %p1564, %B[%i1564, %j1564] : memref<64x128xf32>
    }
  }
  affine.for %j1565 = 0 to 128 {
    affine.for %i1565 = 0 to 64 {
      %a1565 = affine.load %B[%i1565, %j1565] : memref<64x128xf32>
      %o1565 = affine.load %S[%j1565] : memref<128xf32>
      %s1565 = arith.addf %o1565, %a1565 : f32
      affine.store %s1565, %S[%j1565] : memref<128xf32>
    }
  }
  affine.for %i1566 = 0 to 64 {
    %r1566 = affine.for %j1566 = 0 to 128 iter_args(%acc1566 = %zero) -> (f32) {
      %a1566 = affine.load %A[%i1566, %j1566] : memref<64x128xf32>
      %s1566 = arith.addf %acc1566, %a1566 : f32
      affine.yield %s1566 : f32
    }
    affine.store %r1566, %R[%i1566] : memref<64xf32>
  }
  affine.for %i1567 = 0 to 64 {
    affine.for %j1567 = 0 to 128 {
      %a1567 = affine.load %A[%i1567, %j1567] : memref<64x128xf32>
      %m1567 = arith.mulf %a1567, %two : f32
      %p1567 = arith.addf %m1567, %zero : f32
      affine.store %p1567, %B[%i1567, %j1567] : memref<64x128xf32>
    }
  }
  affine.for %j1568 = 0 to 128 {
    affine.for %i1568 = 0 to 64 {
      %a1568 = affine.load %B[%i1568, %j1568] : memref<64x128xf32>
      %o1568 = affine.load %S[%j1568] : memref<128xf32>
      %s1568 = arith.addf %o1568, %a1568 : f32
      affine.store %s1568, %S[%j1568] : memref<128xf32>
    }
  }
  affine.for %i1569 = 0 to 64 {
    %r1569 = affine.for %j1569 = 0 to 128 iter_args(%acc1569 = %zero) -> (f32) {
      %a1569 = affine.load %A[%i1569, %j1569] : memref<64x128xf32>
      %s1569 = arith.addf %acc1569, %a1569 : f32
      affine.yield %s1569 : f32
    }
    affine.store %r1569, %R[%i1569] : memref<64xf32>
  }
  affine.for %i1570 = 0 to 64 {
    affine.for %j1570 = 0 to 128 {
      %a1570 = affine.load %A[%i1570, %j1570] : memref<64x128xf32>
      %m1570 = arith.mulf %a1570, %two : f32
      %p1570 = arith.addf %m1570, %zero : f32
      affine.store %p1570, %B[%i1570, %j1570] : memref<64x128xf32>
    }
  }
  affine.for %j1571 = 0 to 128 {
    affine.for %i1571 = 0 to 64 {
      %a1571 = affine.load %B[%i1571, %j1571] : memref<64x128xf32>
      %o1571 = affine.load %S[%j1571] : memref<128xf32>
      %s1571 = arith.addf %o1571, %a1571 : f32
      affine.store %s1571, %S[%j1571] : memref<128xf32>
    }
  }
  affine.for %i1572 = 0 to 64 {
    %r1572 = affine.for %j1572 = 0 to 128 iter_args(%acc1572 = %zero) -> (f32) {
      %a1572 = affine.load %A[%i1572, %j1572] : memref<64x128xf32>
      %s1572 = arith.addf %acc1572, %a1572 : f32
      affine.yield %s1572 : f32
    }
    affine.store %r1572, %R[%i1572] : memref<64xf32>
  }
  affine.for %i1573 = 0 to 64 {
    affine.for %j1573 = 0 to 128 {
      %a1573 = affine.load %A[%i1573, %j1573] : memref<64x128xf32>
      %m1573 = arith.mulf %a1573, %two : f32
      %p1573 = arith.addf %m1573, %zero : f32
      affine.store %p1573, %B[%i1573, %j1573] : memref<64x128xf32>
    }
  }
  affine.for %j1574 = 0 to 128 {
    affine.for %i1574 = 0 to 64 {
      %a1574 = affine.load %B[%i1574, %j1574] : memref<64x128xf32>
      %o1574 = affine.load %S[%j1574] : memref<128xf32>
      %s1574 = arith.addf %o1574, %a1574 : f32
      affine.store %s1574, %S[%j1574] : memref<128xf32>
    }
  }
  affine.for %i1575 = 0 to 64 {
    %r1575 = affine.for %j1575 = 0 to 128 iter_args(%acc1575 = %zero) -> (f32) {
      %a1575 = affine.load %A[%i1575, %j1575] : memref<64x128xf32>
      %s1575 = arith.addf %acc1575, %a1575 : f32
      affine.yield %s1575 : f32
    }
    affine.store %r1575, %R[%i1575] : memref<64xf32>
  }
  affine.for %i1576 = 0 to 64 {
    affine.for %j1576 = 0 to 128 {
      %a1576 = affine.load %A[%i1576, %j1576] : memref<64x128xf32>
      %m1576 = arith.mulf %a1576, %two : f32
      %p1576 = arith.addf %m1576, %zero : f32
      affine.store %p1576, %B[%i1576, %j1576] : memref<64x128xf32>
    }
  }
  affine.for %j1577 = 0 to 128 {
    affine.for %i1577 = 0 to 64 {
      %a1577 = affine.load %B[%i1577, %j1577] : memref<64x128xf32>
      %o1577 = affine.load %S[%j1577] : memref<128xf32>
      %s1577 = arith.addf %o1577, %a1577 : f32
      affine.store %s1577, %S[%j1577] : memref<128xf32>
    }
  }
  affine.for %i1578 = 0 to 64 {
    %r1578 = affine.for %j1578 = 0 to 128 iter_args(%acc1578 = %zero) -> (f32) {
      %a1578 = affine.load %A[%i1578, %j1578] : memref<64x128xf32>
      %s1578 = arith.addf %acc1578, %a1578 : f32
      affine.yield %s1578 : f32
    }
    affine.store %r1578, %R[%i1578] : memref<64xf32>
  }
  affine.for %i1579 = 0 to 64 {
    affine.for %j1579 = 0 to 128 {
      %a1579 = affine.load %A[%i1579, %j1579] : memref<64x128xf32>
      %m1579 = arith.mulf %a1579, %two : f32
      %p1579 = arith.addf %m1579, %zero : f32
      affine.store %p1579, %B[%i1579, %j1579] : memref<64x128xf32>
    }
  }
  affine.for %j1580 = 0 to 128 {
    affine.for %i1580 = 0 to 64 {
      %a1580 = affine.load %B[%i1580, %j1580] : memref<64x128xf32>
      %o1580 = affine.load %S[%j1580] : memref<128xf32>
      %s1580 = arith.addf %o1580, %a1580 : f32
      affine.store %s1580, %S[%j1580] : memref<128xf32>
    }
  }
  affine.for %i1581 = 0 to 64 {
    %r1581 = affine.for %j1581 = 0 to 128 iter_args(%acc1581 = %zero) -> (f32) {
      %a1581 = affine.load %A[%i1581, %j1581] : memref<64x128xf32>
      %s1581 = arith.addf %acc1581, %a1581 : f32
      affine.yield %s1581 : f32
    }
    affine.store %r1581, %R[%i1581] : memref<64xf32>
  }
  affine.for %i1582 = 0 to 64 {
    affine.for %j1582 = 0 to 128 {
      %a1582 = affine.load %A[%i1582, %j1582] : memref<64x128xf32>
      %m1582 = arith.mulf %a1582, %two : f32
      %p1582 = arith.addf %m1582, %zero : f32
      affine.store %p1582, %B[%i1582, %j1582] : memref<64x128xf32>
    }
  }
  affine.for %j1583 = 0 to 128 {
    affine.for %i1583 = 0 to 64 {
      %a1583 = affine.load %B[%i1583, %j1583] : memref<64x128xf32>
      %o1583 = affine.load %S[%j1583] : memref<128xf32>
      %s1583 = arith.addf %o1583, %a1583 : f32
      affine.store %s1583, %S[%j1583] : memref<128xf32>
    }
  }
  affine.for %i1584 = 0 to 64 {
    %r1584 = affine.for %j1584 = 0 to 128 iter_args(%acc1584 = %zero) -> (f32) {
      %a1584 = affine.load %A[%i1584, %j1584] : memref<64x128xf32>
      %s1584 = arith.addf %acc1584, %a1584 : f32
      affine.yield %s1584 : f32
    }
    affine.store %r1584, %R[%i1584] : memref<64xf32>
  }
  affine.for %i1585 = 0 to 64 {
    affine.for %j1585 = 0 to 128 {
      %a1585 = affine.load %A[%i1585, %j1585] : memref<64x128xf32>
      %m1585 = arith.mulf %a1585, %two : f32
      %p1585 = arith.addf %m1585, %zero : f32
      affine.store %p1585, %B[%i1585, %j1585] : memref<64x128xf32>
    }
  }
  affine.for %j1586 = 0 to 128 {
    affine.for %i1586 = 0 to 64 {
      %a1586 = affine.load %B[%i1586, %j1586] : memref<64x128xf32>
      %o1586 = affine.load %S[%j1586] : memref<128xf32>
      %s1586 = arith.addf %o1586, %a1586 : f32
      affine.store %s1586, %S[%j1586] : memref<128xf32>
    }
  }
  affine.for %i1587 = 0 to 64 {
    %r1587 = affine.for %j1587 = 0 to 128 iter_args(%acc1587 = %zero) -> (f32) {
      %a1587 = affine.load %A[%i1587, %j1587] : memref<64x128xf32>
      %s1587 = arith.addf %acc1587, %a1587 : f32
      affine.yield %s1587 : f32
    }
    affine.store %r1587, %R[%i1587] : memref<64xf32>
  }
  affine.for %i1588 = 0 to 64 {
    affine.for %j1588 = 0 to 128 {
      %a1588 = affine.load %A[%i1588, %j1588] : memref<64x128xf32>
      %m1588 = arith.mulf %a1588, %two : f32
      %p1588 = arith.addf %m1588, %zero : f32
      affine.store %p1588, %B[%i1588, %j1588] : memref<64x128xf32>
    }
  }
  affine.for %j1589 = 0 to 128 {
    affine.for %i1589 = 0 to 64 {
      %a1589 = affine.load %B[%i1589, %j1589] : memref<64x128xf32>
      %o1589 = affine.load %S[%j1589] : memref<128xf32>
      %s1589 = arith.addf %o1589, %a1589 : f32
      affine.store %s1589, %S[%j1589] : memref<128xf32>
    }
  }
  affine.for %i1590 = 0 to 64 {
    %r1590 = affine.for %j1590 = 0 to 128 iter_args(%acc1590 = %zero) -> (f32) {
      %a1590 = affine.load %A[%i1590, %j1590] : memref<64x128xf32>
      %s1590 = arith.addf %acc1590, %a1590 : f32
      affine.yield %s1590 : f32
    }
    affine.store %r1590, %R[%i1590] : memref<64xf32>
  }
  affine.for %i1591 = 0 to 64 {
    affine.for %j1591 = 0 to 128 {
      %a1591 = affine.load %A[%i1591, %j1591] : memref<64x128xf32>
      %m1591 = arith.mulf %a1591, %two : f32
      %p1591 = arith.addf %m1591, %zero : f32
      affine.store %p1591, %B[%i1591, %j1591] : memref<64x128xf32>
    }
  }
  affine.for %j1592 = 0 to 128 {
    affine.for %i1592 = 0 to 64 {
      %a1592 = affine.load %B[%i1592, %j1592] : memref<64x128xf32>
      %o1592 = affine.load %S[%j1592] : memref<128xf32>
      %s1592 = arith.addf %o1592, %a1592 : f32
      affine.store %s1592, %S[%j1592] : memref<128xf32>
    }
  }
  affine.for %i1593 = 0 to 64 {
    %r1593 = affine.for %j1593 = 0 to 128 iter_args(%acc1593 = %zero) -> (f32) {
      %a1593 = affine.load %A[%i1593, %j1593] : memref<64x128xf32>
      %s1593 = arith.addf %acc1593, %a1593 : f32
      affine.yield %s1593 : f32
    }
    affine.store %r1593, %R[%i1593] : memref<64xf32>
  }
  affine.for %i1594 = 0 to 64 {
    affine.for %j1594 = 0 to 128 {
      %a1594 = affine.load %A[%i1594, %j1594] : memref<64x128xf32>
      %m1594 = arith.mulf %a1594, %two : f32
      %p1594 = arith.addf %m1594, %zero : f32
      affine.store %p1594, %B[%i1594, %j1594] : memref<64x128xf32>
    }
  }
  affine.for %j1595 = 0 to 128 {
    affine.for %i1595 = 0 to 64 {
      %a1595 = affine.load %B[%i1595, %j1595] : memref<64x128xf32>
      %o1595 = affine.load %S[%j1595] : memref<128xf32>
      %s1595 = arith.addf %o1595, %a1595 : f32
      affine.store %s1595, %S[%j1595] : memref<128xf32>
    }
  }
  affine.for %i1596 = 0 to 64 {
    %r1596 = affine.for %j1596 = 0 to 128 iter_args(%acc1596 = %zero) -> (f32) {
      %a1596 = affine.load %A[%i1596, %j1596] : memref<64x128xf32>
      %s1596 = arith.addf %acc1596, %a1596 : f32
      affine.yield %s1596 : f32
    }
    affine.store %r1596, %R[%i1596] : memref<64xf32>
  }
  affine.for %i1597 = 0 to 64 {
    affine.for %j1597 = 0 to 128 {
      %a1597 = affine.load %A[%i1597, %j1597] : memref<64x128xf32>
      %m1597 = arith.mulf %a1597, %two : f32
      %p1597 = arith.addf %m1597, %zero : f32
      affine.store %p1597, %B[%i1597, %j1597] : memref<64x128xf32>
    }
  }
  affine.for %j1598 = 0 to 128 {
    affine.for %i1598 = 0 to 64 {
      %a1598 = affine.load %B[%i1598, %j1598] : memref<64x128xf32>
      %o1598 = affine.load %S[%j1598] : memref<128xf32>
      %s1598 = arith.addf %o1598, %a1598 : f32
      affine.store %s1598, %S[%j1598] : memref<128xf32>
    }
  }
  affine.for %i1599 = 0 to 64 {
    %r1599 = affine.for %j1599 = 0 to 128 iter_args(%acc1599 = %zero) -> (f32) {
      %a1599 = affine.load %A[%i1599, %j1599] : memref<64x128xf32>
      %s1599 = arith.addf %acc1599, %a1599 : f32
      affine.yield %s1599 : f32
    }
    affine.store %r1599, %R[%i1599] : memref<64xf32>
  }
  affine.for %i1600 = 0 to 64 {
    affine.for %j1600 = 0 to 128 {
      %a1600 = affine.load %A[%i1600, %j1600] : memref<64x128xf32>
      %m1600 = arith.mulf %a1600, %two : f32
      %p1600 = arith.addf %m1600, %zero : f32
      affine.store %p1600, %B[%i1600, %j1600] : memref<64x128xf32>
    }
  }
  affine.for %j1601 = 0 to 128 {
    affine.for %i1601 = 0 to 64 {
      %a1601 = affine.load %B[%i1601, %j1601] : memref<64x128xf32>
      %o1601 = affine.load %S[%j1601] : memref<128xf32>
      %s1601 = arith.addf %o1601, %a1601 : f32
      affine.store %s1601, %S[%j1601] : memref<128xf32>
    }
  }
  affine.for %i1602 = 0 to 64 {
    %r1602 = affine.for %j1602 = 0 to 128 iter_args(%acc1602 = %zero) -> (f32) {
      %a1602 = affine.load %A[%i1602, %j1602] : memref<64x128xf32>
      %s1602 = arith.addf %acc1602, %a1602 : f32
      affine.yield %s1602 : f32
    }
    affine.store %r1602, %R[%i1602] : memref<64xf32>
  }
  affine.for %i1603 = 0 to 64 {
    affine.for %j1603 = 0 to 128 {
      %a1603 = affine.load %A[%i1603, %j1603] : memref<64x128xf32>
      %m1603 = arith.mulf %a1603, %two : f32
      %p1603 = arith.addf %m1603, %zero : f32
      affine.store %p1603, %B[%i1603, %j1603] : memref<64x128xf32>
    }
  }
  affine.for %j1604 = 0 to 128 {
    affine.for %i1604 = 0 to 64 {
      %a1604 = affine.load %B[%i1604, %j1604] : memref<64x128xf32>
      %o1604 = affine.load %S[%j1604] : memref<128xf32>
      %s1604 = arith.addf %o1604, %a1604 : f32
      affine.store %s1604, %S[%j1604] : memref<128xf32>
    }
  }
  affine.for %i1605 = 0 to 64 {
    %r1605 = affine.for %j1605 = 0 to 128 iter_args(%acc1605 = %zero) -> (f32) {
      %a1605 = affine.load %A[%i1605, %j1605] : memref<64x128xf32>
      %s1605 = arith.addf %acc1605, %a1605 : f32
      affine.yield %s1605 : f32
    }
    affine.store %r1605, %R[%i1605] : memref<64xf32>
  }
  affine.for %i1606 = 0 to 64 {
    affine.for %j1606 = 0 to 128 {
      %a1606 = affine.load %A[%i1606, %j1606] : memref<64x128xf32>
      %m1606 = arith.mulf %a1606, %two : f32
      %p1606 = arith.addf %m1606, %zero : f32
      affine.store %p1606, %B[%i1606, %j1606] : memref<64x128xf32>
    }
  }
  affine.for %j1607 = 0 to 128 {
    affine.for %i1607 = 0 to 64 {
      %a1607 = affine.load %B[%i1607, %j1607] : memref<64x128xf32>
      %o1607 = affine.load %S[%j1607] : memref<128xf32>
      %s1607 = arith.addf %o1607, %a1607 : f32
      affine.store %s1607, %S[%j1607] : memref<128xf32>
    }
  }
  affine.for %i1608 = 0 to 64 {
    %r1608 = affine.for %j1608 = 0 to 128 iter_args(%acc1608 = %zero) -> (f32) {
      %a1608 = affine.load %A[%i1608, %j1608] : memref<64x128xf32>
      %s1608 = arith.addf %acc1608, %a1608 : f32
      affine.yield %s1608 : f32
    }
    affine.store %r1608, %R[%i1608] : memref<64xf32>
  }
  affine.for %i1609 = 0 to 64 {
    affine.for %j1609 = 0 to 128 {
      %a1609 = affine.load %A[%i1609, %j1609] : memref<64x128xf32>
      %m1609 = arith.mulf %a1609, %two : f32
      %p1609 = arith.addf %m1609, %zero : f32
      affine.store %p1609, %B[%i1609, %j1609] : memref<64x128xf32>
    }
  }
  affine.for %j1610 = 0 to 128 {
    affine.for %i1610 = 0 to 64 {
      %a1610 = affine.load %B[%i1610, %j1610] : memref<64x128xf32>
      %o1610 = affine.load %S[%j1610] : memref<128xf32>
      %s1610 = arith.addf %o1610, %a1610 : f32
      affine.store %s1610, %S[%j1610] : memref<128xf32>
    }
  }
  affine.for %i1611 = 0 to 64 {
    %r1611 = affine.for %j1611 = 0 to 128 iter_args(%acc1611 = %zero) -> (f32) {
      %a1611 = affine.load %A[%i1611, %j1611] : memref<64x128xf32>
      %s1611 = arith.addf %acc1611, %a1611 : f32
      affine.yield %s1611 : f32
    }
    affine.store %r1611, %R[%i1611] : memref<64xf32>
  }
  affine.for %i1612 = 0 to 64 {
    affine.for %j1612 = 0 to 128 {
      %a1612 = affine.load %A[%i1612, %j1612] : memref<64x128xf32>
      %m1612 = arith.mulf %a1612, %two : f32
      %p1612 = arith.addf %m1612, %zero : f32
      affine.store %p1612, %B[%i1612, %j1612] : memref<64x128xf32>
    }
  }
  affine.for %j1613 = 0 to 128 {
    affine.for %i1613 = 0 to 64 {
      %a1613 = affine.load %B[%i1613, %j1613] : memref<64x128xf32>
      %o1613 = affine.load %S[%j1613] : memref<128xf32>
      %s1613 = arith.addf %o1613, %a1613 : f32
      affine.store %s1613, %S[%j1613] : memref<128xf32>
    }
  }
  affine.for %i1614 = 0 to 64 {
    %r1614 = affine.for %j1614 = 0 to 128 iter_args(%acc1614 = %zero) -> (f32) {
      %a1614 = affine.load %A[%i1614, %j1614] : memref<64x128xf32>
      %s1614 = arith.addf %acc1614, %a1614 : f32
      affine.yield %s1614 : f32
    }
    affine.store %r1614, %R[%i1614] : memref<64xf32>
  }
  affine.for %i1615 = 0 to 64 {
    affine.for %j1615 = 0 to 128 {
      %a1615 = affine.load %A[%i1615, %j1615] : memref<64x128xf32>
      %m1615 = arith.mulf %a1615, %two : f32
      %p1615 = arith.addf %m1615, %zero : f32
      affine.store %p1615, %B[%i1615, %j1615] : memref<64x128xf32>
    }
  }
  affine.for %j1616 = 0 to 128 {
    affine.for %i1616 = 0 to 64 {
      %a1616 = affine.load %B[%i1616, %j1616] : memref<64x128xf32>
      %o1616 = affine.load %S[%j1616] : memref<128xf32>
      %s1616 = arith.addf %o1616, %a1616 : f32
      affine.store %s1616, %S[%j1616] : memref<128xf32>
    }
  }
  affine.for %i1617 = 0 to 64 {
    %r1617 = affine.for %j1617 = 0 to 128 iter_args(%acc1617 = %zero) -> (f32) {
      %a1617 = affine.load %A[%i1617, %j1617] : memref<64x128xf32>
      %s1617 = arith.addf %acc1617, %a1617 : f32
      affine.yield %s1617 : f32
    }
    affine.store %r1617, %R[%i1617] : memref<64xf32>
  }
  affine.for %i1618 = 0 to 64 {
    affine.for %j1618 = 0 to 128 {
      %a1618 = affine.load %A[%i1618, %j1618] : memref<64x128xf32>
      %m1618 = arith.mulf %a1618, %two : f32
      %p1618 = arith.addf %m1618, %zero : f32
      affine.store %p1618, %B[%i1618, %j1618] : memref<64x128xf32>
    }
  }
  affine.for %j1619 = 0 to 128 {
    affine.for %i1619 = 0 to 64 {
      %a1619 = affine.load %B[%i1619, %j1619] : memref<64x128xf32>
      %o1619 = affine.load %S[%j1619] : memref<128xf32>
      %s1619 = arith.addf %o1619, %a1619 : f32
      affine.store %s1619, %S[%j1619] : memref<128xf32>
    }
  }
  affine.for %i1620 = 0 to 64 {
    %r1620 = affine.for %j1620 = 0 to 128 iter_args(%acc1620 = %zero) -> (f32) {
      %a1620 = affine.load %A[%i1620, %j1620] : memref<64x128xf32>
      %s1620 = arith.addf %acc1620, %a1620 : f32
      affine.yield %s1620 : f32
    }
    affine.store %r1620, %R[%i1620] : memref<64xf32>
  }
  affine.for %i1621 = 0 to 64 {
    affine.for %j1621 = 0 to 128 {
      %a1621 = affine.load %A[%i1621, %j1621] : memref<64x128xf32>
      %m1621 = arith.mulf %a1621, %two : f32
      %p1621 = arith.addf %m1621, %zero : f32
      affine.store %p1621, %B[%i1621, %j1621] : memref<64x128xf32>
    }
  }
  affine.for %j1622 = 0 to 128 {
    affine.for %i1622 = 0 to 64 {
      %a1622 = affine.load %B[%i1622, %j1622] : memref<64x128xf32>
      %o1622 = affine.load %S[%j1622] : memref<128xf32>
      %s1622 = arith.addf %o1622, %a1622 : f32
      affine.store %s1622, %S[%j1622] : memref<128xf32>
    }
  }
  affine.for %i1623 = 0 to 64 {
    %r1623 = affine.for %j1623 = 0 to 128 iter_args(%acc1623 = %zero) -> (f32) {
      %a1623 = affine.load %A[%i1623, %j1623] : memref<64x128xf32>
      %s1623 = arith.addf %acc1623, %a1623 : f32
      affine.yield %s1623 : f32
    }
    affine.store %r1623, %R[%i1623] : memref<64xf32>
  }
  affine.for %i1624 = 0 to 64 {
    affine.for %j1624 = 0 to 128 {
      %a1624 = affine.load %A[%i1624, %j1624] : memref<64x128xf32>
      %m1624 = arith.mulf %a1624, %two : f32
      %p1624 = arith.addf %m1624, %zero : f32
      affine.store %p1624, %B[%i1624, %j1624] : memref<64x128xf32>
    }
  }
  affine.for %j1625 = 0 to 128 {
    affine.for %i1625 = 0 to 64 {
      %a1625 = affine.load %B[%i1625, %j1625] : memref<64x128xf32>
      %o1625 = affine.load %S[%j1625] : memref<128xf32>
      %s1625 = arith.addf %o1625, %a1625 : f32
      affine.store %s1625, %S[%j1625] : memref<128xf32>
    }
  }
  affine.for %i1626 = 0 to 64 {
    %r1626 = affine.for %j1626 = 0 to 128 iter_args(%acc1626 = %zero) -> (f32) {
      %a1626 = affine.load %A[%i1626, %j1626] : memref<64x128xf32>
      %s1626 = arith.addf %acc1626, %a1626 : f32
      affine.yield %s1626 : f32
    }
    affine.store %r1626, %R[%i1626] : memref<64xf32>
  }
  affine.for %i1627 = 0 to 64 {
    affine.for %j1627 = 0 to 128 {
      %a1627 = affine.load %A[%i1627, %j1627] : memref<64x128xf32>
      %m1627 = arith.mulf %a1627, %two : f32
      %p1627 = arith.addf %m1627, %zero : f32
      affine.store %p1627, %B[%i1627, %j1627] : memref<64x128xf32>
    }
  }
  affine.for %j1628 = 0 to 128 {
    affine.for %i1628 = 0 to 64 {
      %a1628 = affine.load %B[%i1628, %j1628] : memref<64x128xf32>
      %o1628 = affine.load %S[%j1628] : memref<128xf32>
      %s1628 = arith.addf %o1628, %a1628 : f32
      affine.store %s1628, %S[%j1628] : memref<128xf32>
    }
  }
  affine.for %i1629 = 0 to 64 {
    %r1629 = affine.for %j1629 = 0 to 128 iter_args(%acc1629 = %zero) -> (f32) {
      %a1629 = affine.load %A[%i1629, %j1629] : memref<64x128xf32>
      %s1629 = arith.addf %acc1629, %a1629 : f32
      affine.yield %s1629 : f32
    }
    affine.store %r1629, %R[%i1629] : memref<64xf32>
  }
  affine.for %i1630 = 0 to 64 {
    affine.for %j1630 = 0 to 128 {
      %a1630 = affine.load %A[%i1630, %j1630] : memref<64x128xf32>
      %m1630 = arith.mulf %a1630, %two : f32
      %p1630 = arith.addf %m1630, %zero : f32
      affine.store %p1630, %B[%i1630, %j1630] : memref<64x128xf32>
    }
  }
  affine.for %j1631 = 0 to 128 {
    affine.for %i1631 = 0 to 64 {
      %a1631 = affine.load %B[%i1631, %j1631] : memref<64x128xf32>
      %o1631 = affine.load %S[%j1631] : memref<128xf32>
      %s1631 = arith.addf %o1631, %a1631 : f32
      affine.store %s1631, %S[%j1631] : memref<128xf32>
    }
  }
  affine.for %i1632 = 0 to 64 {
    %r1632 = affine.for %j1632 = 0 to 128 iter_args(%acc1632 = %zero) -> (f32) {
      %a1632 = affine.load %A[%i1632, %j1632] : memref<64x128xf32>
      %s1632 = arith.addf %acc1632, %a1632 : f32
      affine.yield %s1632 : f32
    }
    affine.store %r1632, %R[%i1632] : memref<64xf32>
  }
  affine.for %i1633 = 0 to 64 {
    affine.for %j1633 = 0 to 128 {
      %a1633 = affine.load %A[%i1633, %j1633] : memref<64x128xf32>
      %m1633 = arith.mulf %a1633, %two : f32
      %p1633 = arith.addf %m1633, %zero : f32
      affine.store %p1633, %B[%i1633, %j1633] : memref<64x128xf32>
    }
  }
  affine.for %j1634 = 0 to 128 {
    affine.for %i1634 = 0 to 64 {
      %a1634 = affine.load %B[%i1634, %j1634] : memref<64x128xf32>
      %o1634 = affine.load %S[%j1634] : memref<128xf32>
      %s1634 = arith.addf %o1634, %a1634 : f32
      affine.store %s1634, %S[%j1634] : memref<128xf32>
    }
  }
  affine.for %i1635 = 0 to 64 {
    %r1635 = affine.for %j1635 = 0 to 128 iter_args(%acc1635 = %zero) -> (f32) {
      %a1635 = affine.load %A[%i1635, %j1635] : memref<64x128xf32>
      %s1635 = arith.addf %acc1635, %a1635 : f32
      affine.yield %s1635 : f32
    }
    affine.store %r1635, %R[%i1635] : memref<64xf32>
  }
  affine.for %i1636 = 0 to 64 {
    affine.for %j1636 = 0 to 128 {
      %a1636 = affine.load %A[%i1636, %j1636] : memref<64x128xf32>
      %m1636 = arith.mulf %a1636, %two : f32
      %p1636 = arith.addf %m1636, %zero : f32
      affine.store %p1636, %B[%i1636, %j1636] : memref<64x128xf32>
    }
  }
  affine.for %j1637 = 0 to 128 {
    affine.for %i1637 = 0 to 64 {
      %a1637 = affine.load %B[%i1637, %j1637] : memref<64x128xf32>
      %o1637 = affine.load %S[%j1637] : memref<128xf32>
      %s1637 = arith.addf %o1637, %a1637 : f32
      affine.store %s1637, %S[%j1637] : memref<128xf32>
    }
  }
  affine.for %i1638 = 0 to 64 {
    %r1638 = affine.for %j1638 = 0 to 128 iter_args(%acc1638 = %zero) -> (f32) {
      %a1638 = affine.load %A[%i1638, %j1638] : memref<64x128xf32>
      %s1638 = arith.addf %acc1638, %a1638 : f32
      affine.yield %s1638 : f32
    }
    affine.store %r1638, %R[%i1638] : memref<64xf32>
  }
  affine.for %i1639 = 0 to 64 {
    affine.for %j1639 = 0 to 128 {
      %a1639 = affine.load %A[%i1639, %j1639] : memref<64x128xf32>
      %m1639 = arith.mulf %a1639, %two : f32
      %p1639 = arith.addf %m1639, %zero : f32
      affine.store %p1639, %B[%i1639, %j1639] : memref<64x128xf32>
    }
  }
  affine.for %j1640 = 0 to 128 {
    affine.for %i1640 = 0 to 64 {
      %a1640 = affine.load %B[%i1640, %j1640] : memref<64x128xf32>
      %o1640 = affine.load %S[%j1640] : memref<128xf32>
      %s1640 = arith.addf %o1640, %a1640 : f32
      affine.store %s1640, %S[%j1640] : memref<128xf32>
    }
  }
  affine.for %i1641 = 0 to 64 {
    %r1641 = affine.for %j1641 = 0 to 128 iter_args(%acc1641 = %zero) -> (f32) {
      %a1641 = affine.load %A[%i1641, %j1641] : memref<64x128xf32>
      %s1641 = arith.addf %acc1641, %a1641 : f32
      affine.yield %s1641 : f32
    }
    affine.store %r1641, %R[%i1641] : memref<64xf32>
  }
  affine.for %i1642 = 0 to 64 {
    affine.for %j1642 = 0 to 128 {
      %a1642 = affine.load %A[%i1642, %j1642] : memref<64x128xf32>
      %m1642 = arith.mulf %a1642, %two : f32
      %p1642 = arith.addf %m1642, %zero : f32
      affine.store %p1642, %B[%i1642, %j1642] : memref<64x128xf32>
    }
  }
  affine.for %j1643 = 0 to 128 {
    affine.for %i1643 = 0 to 64 {
      %a1643 = affine.load %B[%i1643, %j1643] : memref<64x128xf32>
      %o1643 = affine.load %S[%j1643] : memref<128xf32>
      %s1643 = arith.addf %o1643, %a1643 : f32
      affine.store %s1643, %S[%j1643] : memref<128xf32>
    }
  }
  affine.for %i1644 = 0 to 64 {
    %r1644 = affine.for %j1644 = 0 to 128 iter_args(%acc1644 = %zero) -> (f32) {
      %a1644 = affine.load %A[%i1644, %j1644] : memref<64x128xf32>
      %s1644 = arith.addf %acc1644, %a1644 : f32
      affine.yield %s1644 : f32
    }
    affine.store %r1644, %R[%i1644] : memref<64xf32>
  }
  affine.for %i1645 = 0 to 64 {
    affine.for %j1645 = 0 to 128 {
      %a1645 = affine.load %A[%i1645, %j1645] : memref<64x128xf32>
      %m1645 = arith.mulf %a1645, %two : f32
      %p1645 = arith.addf %m1645, %zero : f32
      affine.store %p1645, %B[%i1645, %j1645] : memref<64x128xf32>
    }
  }
  affine.for %j1646 = 0 to 128 {
    affine.for %i1646 = 0 to 64 {
      %a1646 = affine.load %B[%i1646, %j1646] : memref<64x128xf32>
      %o1646 = affine.load %S[%j1646] : memref<128xf32>
      %s1646 = arith.addf %o1646, %a1646 : f32
      affine.store %s1646, %S[%j1646] : memref<128xf32>
    }
  }
  affine.for %i1647 = 0 to 64 {
    %r1647 = affine.for %j1647 = 0 to 128 iter_args(%acc1647 = %zero) -> (f32) {
      %a1647 = affine.load %A[%i1647, %j1647] : memref<64x128xf32>
      %s1647 = arith.addf %acc1647, %a1647 : f32
      affine.yield %s1647 : f32
    }
    affine.store %r1647, %R[%i1647] : memref<64xf32>
  }
  affine.for %i1648 = 0 to 64 {
    affine.for %j1648 = 0 to 128 {
      %a1648 = affine.load %A[%i1648, %j1648] : memref<64x128xf32>
      %m1648 = arith.mulf %a1648, %two : f32
      %p1648 = arith.addf %m1648, %zero : f32
      affine.store %p1648, %B[%i1648, %j1648] : memref<64x128xf32>
    }
  }
  affine.for %j1649 = 0 to 128 {
    affine.for %i1649 = 0 to 64 {
      %a1649 = affine.load %B[%i1649, %j1649] : memref<64x128xf32>
      %o1649 = affine.load %S[%j1649] : memref<128xf32>
      %s1649 = arith.addf %o1649, %a1649 : f32
      affine.store %s1649, %S[%j1649] : memref<128xf32>
    }
  }
  affine.for %i1650 = 0 to 64 {
    %r1650 = affine.for %j1650 = 0 to 128 iter_args(%acc1650 = %zero) -> (f32) {
      %a1650 = affine.load %A[%i1650, %j1650] : memref<64x128xf32>
      %s1650 = arith.addf %acc1650, %a1650 : f32
      affine.yield %s1650 : f32
    }
    affine.store %r1650, %R[%i1650] : memref<64xf32>
  }
  affine.for %i1651 = 0 to 64 {
    affine.for %j1651 = 0 to 128 {
      %a1651 = affine.load %A[%i1651, %j1651] : memref<64x128xf32>
      %m1651 = arith.mulf %a1651, %two : f32
      %p1651 = arith.addf %m1651, %zero : f32
      affine.store %p1651, %B[%i1651, %j1651] : memref<64x128xf32>
    }
  }
  affine.for %j1652 = 0 to 128 {
    affine.for %i1652 = 0 to 64 {
      %a1652 = affine.load %B[%i1652, %j1652] : memref<64x128xf32>
      %o1652 = affine.load %S[%j1652] : memref<128xf32>
      %s1652 = arith.addf %o1652, %a1652 : f32
      affine.store %s1652, %S[%j1652] : memref<128xf32>
    }
  }
  affine.for %i1653 = 0 to 64 {
    %r1653 = affine.for %j1653 = 0 to 128 iter_args(%acc1653 = %zero) -> (f32) {
      %a1653 = affine.load %A[%i1653, %j1653] : memref<64x128xf32>
      %s1653 = arith.addf %acc1653, %a1653 : f32
      affine.yield %s1653 : f32
    }
    affine.store %r1653, %R[%i1653] : memref<64xf32>
  }
  affine.for %i1654 = 0 to 64 {
    affine.for %j1654 = 0 to 128 {
      %a1654 = affine.load %A[%i1654, %j1654] : memref<64x128xf32>
      %m1654 = arith.mulf %a1654, %two : f32
      %p1654 = arith.addf %m1654, %zero : f32
      affine.store %p1654, %B[%i1654, %j1654] : memref<64x128xf32>
    }
  }
  affine.for %j1655 = 0 to 128 {
    affine.for %i1655 = 0 to 64 {
      %a1655 = affine.load %B[%i1655, %j1655] : memref<64x128xf32>
      %o1655 = affine.load %S[%j1655] : memref<128xf32>
      %s1655 = arith.addf %o1655, %a1655 : f32
      affine.store %s1655, %S[%j1655] : memref<128xf32>
    }
  }
  affine.for %i1656 = 0 to 64 {
    %r1656 = affine.for %j1656 = 0 to 128 iter_args(%acc1656 = %zero) -> (f32) {
      %a1656 = affine.load %A[%i1656, %j1656] : memref<64x128xf32>
      %s1656 = arith.addf %acc1656, %a1656 : f32
      affine.yield %s1656 : f32
    }
    affine.store %r1656, %R[%i1656] : memref<64xf32>
  }
  affine.for %i1657 = 0 to 64 {
    affine.for %j1657 = 0 to 128 {
      %a1657 = affine.load %A[%i1657, %j1657] : memref<64x128xf32>
      %m1657 = arith.mulf %a1657, %two : f32
      %p1657 = arith.addf %m1657, %zero : f32
      affine.store %p1657, %B[%i1657, %j1657] : memref<64x128xf32>
    }
  }
  affine.for %j1658 = 0 to 128 {
    affine.for %i1658 = 0 to 64 {
      %a1658 = affine.load %B[%i1658, %j1658] : memref<64x128xf32>
      %o1658 = affine.load %S[%j1658] : memref<128xf32>
      %s1658 = arith.addf %o1658, %a1658 : f32
      affine.store %s1658, %S[%j1658] : memref<128xf32>
    }
  }
  affine.for %i1659 = 0 to 64 {
    %r1659 = affine.for %j1659 = 0 to 128 iter_args(%acc1659 = %zero) -> (f32) {
      %a1659 = affine.load %A[%i1659, %j1659] : memref<64x128xf32>
      %s1659 = arith.addf %acc1659, %a1659 : f32
      affine.yield %s1659 : f32
    }
    affine.store %r1659, %R[%i1659] : memref<64xf32>
  }
  affine.for %i1660 = 0 to 64 {
    affine.for %j1660 = 0 to 128 {
      %a1660 = affine.load %A[%i1660, %j1660] : memref<64x128xf32>
      %m1660 = arith.mulf %a1660, %two : f32
      %p1660 = arith.addf %m1660, %zero : f32
      affine.store %p1660, %B[%i1660, %j1660] : memref<64x128xf32>
    }
  }
  affine.for %j1661 = 0 to 128 {
    affine.for %i1661 = 0 to 64 {
      %a1661 = affine.load %B[%i1661, %j1661] : memref<64x128xf32>
      %o1661 = affine.load %S[%j1661] : memref<128xf32>
      %s1661 = arith.addf %o1661, %a1661 : f32
      affine.store %s1661, %S[%j1661] : memref<128xf32>
    }
  }
  affine.for %i1662 = 0 to 64 {
    %r1662 = affine.for %j1662 = 0 to 128 iter_args(%acc1662 = %zero) -> (f32) {
      %a1662 = affine.load %A[%i1662, %j1662] : memref<64x128xf32>
      %s1662 = arith.addf %acc1662, %a1662 : f32
      affine.yield %s1662 : f32
    }
    affine.store %r1662, %R[%i1662] : memref<64xf32>
  }
  affine.for %i1663 = 0 to 64 {
    affine.for %j1663 = 0 to 128 {
      %a1663 = affine.load %A[%i1663, %j1663] : memref<64x128xf32>
      %m1663 = arith.mulf %a1663, %two : f32
      %p1663 = arith.addf %m1663, %zero : f32
      affine.store %p1663, %B[%i1663, %j1663] : memref<64x128xf32>
    }
  }
  affine.for %j1664 = 0 to 128 {
    affine.for %i1664 = 0 to 64 {
      %a1664 = affine.load %B[%i1664, %j1664] : memref<64x128xf32>
      %o1664 = affine.load %S[%j1664] : memref<128xf32>
      %s1664 = arith.addf %o1664, %a1664 : f32
      affine.store %s1664, %S[%j1664] : memref<128xf32>
    }
  }
  affine.for %i1665 = 0 to 64 {
    %r1665 = affine.for %j1665 = 0 to 128 iter_args(%acc1665 = %zero) -> (f32) {
      %a1665 = affine.load %A[%i1665, %j1665] : memref<64x128xf32>
      %s1665 = arith.addf %acc1665, %a1665 : f32
      affine.yield %s1665 : f32
    }
    affine.store %r1665, %R[%i1665] : memref<64xf32>
  }
  affine.for %i1666 = 0 to 64 {
    affine.for %j1666 = 0 to 128 {
      %a1666 = affine.load %A[%i1666, %j1666] : memref<64x128xf32>
      %m1666 = arith.mulf %a1666, %two : f32
      %p1666 = arith.addf %m1666, %zero : f32
      affine.store %p1666, %B[%i1666, %j1666] : memref<64x128xf32>
    }
  }
  affine.for %j1667 = 0 to 128 {
    affine.for %i1667 = 0 to 64 {
      %a1667 = affine.load %B[%i1667, %j1667] : memref<64x128xf32>
      %o1667 = affine.load %S[%j1667] : memref<128xf32>
      %s1667 = arith.addf %o1667, %a1667 : f32
      affine.store %s1667, %S[%j1667] : memref<128xf32>
    }
  }
  affine.for %i1668 = 0 to 64 {
    %r1668 = affine.for %j1668 = 0 to 128 iter_args(%acc1668 = %zero) -> (f32) {
      %a1668 = affine.load %A[%i1668, %j1668] : memref<64x128xf32>
      %s1668 = arith.addf %acc1668, %a1668 : f32
      affine.yield %s1668 : f32
    }
    affine.store %r1668, %R[%i1668] : memref<64xf32>
  }
  affine.for %i1669 = 0 to 64 {
    affine.for %j1669 = 0 to 128 {
      %a1669 = affine.load %A[%i1669, %j1669] : memref<64x128xf32>
      %m1669 = arith.mulf %a1669, %two : f32
      %p1669 = arith.addf %m1669, %zero : f32
      affine.store %p1669, %B[%i1669, %j1669] : memref<64x128xf32>
    }
  }
  affine.for %j1670 = 0 to 128 {
    affine.for %i1670 = 0 to 64 {
      %a1670 = affine.load %B[%i1670, %j1670] : memref<64x128xf32>
      %o1670 = affine.load %S[%j1670] : memref<128xf32>
      %s1670 = arith.addf %o1670, %a1670 : f32
      affine.store %s1670, %S[%j1670] : memref<128xf32>
    }
  }
  affine.for %i1671 = 0 to 64 {
    %r1671 = affine.for %j1671 = 0 to 128 iter_args(%acc1671 = %zero) -> (f32) {
      %a1671 = affine.load %A[%i1671, %j1671] : memref<64x128xf32>
      %s1671 = arith.addf %acc1671, %a1671 : f32
      affine.yield %s1671 : f32
    }
    affine.store %r1671, %R[%i1671] : memref<64xf32>
  }
  affine.for %i1672 = 0 to 64 {
    affine.for %j1672 = 0 to 128 {
      %a1672 = affine.load %A[%i1672, %j1672] : memref<64x128xf32>
      %m1672 = arith.mulf %a1672, %two : f32
      %p1672 = arith.addf %m1672, %zero : f32
      affine.store %p1672, %B[%i1672, %j1672] : memref<64x128xf32>
    }
  }
  affine.for %j1673 = 0 to 128 {
    affine.for %i1673 = 0 to 64 {
      %a1673 = affine.load %B[%i1673, %j1673] : memref<64x128xf32>
      %o1673 = affine.load %S[%j1673] : memref<128xf32>
      %s1673 = arith.addf %o1673, %a1673 : f32
      affine.store %s1673, %S[%j1673] : memref<128xf32>
    }
  }
  affine.for %i1674 = 0 to 64 {
    %r1674 = affine.for %j1674 = 0 to 128 iter_args(%acc1674 = %zero) -> (f32) {
      %a1674 = affine.load %A[%i1674, %j1674] : memref<64x128xf32>
      %s1674 = arith.addf %acc1674, %a1674 : f32
      affine.yield %s1674 : f32
    }
    affine.store %r1674, %R[%i1674] : memref<64xf32>
  }
  affine.for %i1675 = 0 to 64 {
    affine.for %j1675 = 0 to 128 {
      %a1675 = affine.load %A[%i1675, %j1675] : memref<64x128xf32>
      %m1675 = arith.mulf %a1675, %two : f32
      %p1675 = arith.addf %m1675, %zero : f32
      affine.store %p1675, %B[%i1675, %j1675] : memref<64x128xf32>
    }
  }
  affine.for %j1676 = 0 to 128 {
    affine.for %i1676 = 0 to 64 {
      %a1676 = affine.load %B[%i1676, %j1676] : memref<64x128xf32>
      %o1676 = affine.load %S[%j1676] : memref<128xf32>
      %s1676 = arith.addf %o1676, %a1676 : f32
      affine.store %s1676, %S[%j1676] : memref<128xf32>
    }
  }
  affine.for %i1677 = 0 to 64 {
    %r1677 = affine.for %j1677 = 0 to 128 iter_args(%acc1677 = %zero) -> (f32) {
      %a1677 = affine.load %A[%i1677, %j1677] : memref<64x128xf32>
      %s1677 = arith.addf %acc1677, %a1677 : f32
      affine.yield %s1677 : f32
    }
    affine.store %r1677, %R[%i1677] : memref<64xf32>
  }
  affine.for %i1678 = 0 to 64 {
    affine.for %j1678 = 0 to 128 {
      %a1678 = affine.load %A[%i1678, %j1678] : memref<64x128xf32>
      %m1678 = arith.mulf %a1678, %two : f32
      %p1678 = arith.addf %m1678, %zero : f32
      affine.store %p1678, %B[%i1678, %j1678] : memref<64x128xf32>
    }
  }
  affine.for %j1679 = 0 to 128 {
    affine.for %i1679 = 0 to 64 {
      %a1679 = affine.load %B[%i1679, %j1679] : memref<64x128xf32>
      %o1679 = affine.load %S[%j1679] : memref<128xf32>
      %s1679 = arith.addf %o1679, %a1679 : f32
      affine.store %s1679, %S[%j1679] : memref<128xf32>
    }
  }
  affine.for %i1680 = 0 to 64 {
    %r1680 = affine.for %j1680 = 0 to 128 iter_args(%acc1680 = %zero) -> (f32) {
      %a1680 = affine.load %A[%i1680, %j1680] : memref<64x128xf32>
      %s1680 = arith.addf %acc1680, %a1680 : f32
      affine.yield %s1680 : f32
    }
    affine.store %r1680, %R[%i1680] : memref<64xf32>
  }
  affine.for %i1681 = 0 to 64 {
    affine.for %j1681 = 0 to 128 {
      %a1681 = affine.load %A[%i1681, %j1681] : memref<64x128xf32>
      %m1681 = arith.mulf %a1681, %two : f32
      %p1681 = arith.addf %m1681, %zero : f32
      affine.store %p1681, %B[%i1681, %j1681] : memref<64x128xf32>
    }
  }
  affine.for %j1682 = 0 to 128 {
    affine.for %i1682 = 0 to 64 {
      %a1682 = affine.load %B[%i1682, %j1682] : memref<64x128xf32>
      %o1682 = affine.load %S[%j1682] : memref<128xf32>
      %s1682 = arith.addf %o1682, %a1682 : f32
      affine.store %s1682, %S[%j1682] : memref<128xf32>
    }
  }
  affine.for %i1683 = 0 to 64 {
    %r1683 = affine.for %j1683 = 0 to 128 iter_args(%acc1683 = %zero) -> (f32) {
      %a1683 = affine.load %A[%i1683, %j1683] : memref<64x128xf32>
      %s1683 = arith.addf %acc1683, %a1683 : f32
      affine.yield %s1683 : f32
    }
    affine.store %r1683, %R[%i1683] : memref<64xf32>
  }
  affine.for %i1684 = 0 to 64 {
    affine.for %j1684 = 0 to 128 {
      %a1684 = affine.load %A[%i1684, %j1684] : memref<64x128xf32>
      %m1684 = arith.mulf %a1684, %two : f32
      %p1684 = arith.addf %m1684, %zero : f32
      affine.store %p1684, %B[%i1684, %j1684] : memref<64x128xf32>
    }
  }
  affine.for %j1685 = 0 to 128 {
    affine.for %i1685 = 0 to 64 {
      %a1685 = affine.load %B[%i1685, %j1685] : memref<64x128xf32>
      %o1685 = affine.load %S[%j1685] : memref<128xf32>
      %s1685 = arith.addf %o1685, %a1685 : f32
      affine.store %s1685, %S[%j1685] : memref<128xf32>
    }
  }
  affine.for %i1686 = 0 to 64 {
    %r1686 = affine.for %j1686 = 0 to 128 iter_args(%acc1686 = %zero) -> (f32) {
      %a1686 = affine.load %A[%i1686, %j1686] : memref<64x128xf32>
      %s1686 = arith.addf %acc1686, %a1686 : f32
      affine.yield %s1686 : f32
    }
    affine.store %r1686, %R[%i1686] : memref<64xf32>
  }
  affine.for %i1687 = 0 to 64 {
    affine.for %j1687 = 0 to 128 {
      %a1687 = affine.load %A[%i1687, %j1687] : memref<64x128xf32>
      %m1687 = arith.mulf %a1687, %two : f32
      %p1687 = arith.addf %m1687, %zero : f32
      affine.store %p1687, %B[%i1687, %j1687] : memref<64x128xf32>
    }
  }
  affine.for %j1688 = 0 to 128 {
    affine.for %i1688 = 0 to 64 {
      %a1688 = affine.load %B[%i1688, %j1688] : memref<64x128xf32>
      %o1688 = affine.load %S[%j1688] : memref<128xf32>
      %s1688 = arith.addf %o1688, %a1688 : f32
      affine.store %s1688, %S[%j1688] : memref<128xf32>
    }
  }
  affine.for %i1689 = 0 to 64 {
    %r1689 = affine.for %j1689 = 0 to 128 iter_args(%acc1689 = %zero) -> (f32) {
      %a1689 = affine.load %A[%i1689, %j1689] : memref<64x128xf32>
      %s1689 = arith.addf %acc1689, %a1689 : f32
      affine.yield %s1689 : f32
    }
    affine.store %r1689, %R[%i1689] : memref<64xf32>
  }
  affine.for %i1690 = 0 to 64 {
    affine.for %j1690 = 0 to 128 {
      %a1690 = affine.load %A[%i1690, %j1690] : memref<64x128xf32>
      %m1690 = arith.mulf %a1690, %two : f32
      %p1690 = arith.addf %m1690, %zero : f32
      affine.store %p1690, %B[%i1690, %j1690] : memref<64x128xf32>
    }
  }
  affine.for %j1691 = 0 to 128 {
    affine.for %i1691 = 0 to 64 {
      %a1691 = affine.load %B[%i1691, %j1691] : memref<64x128xf32>
      %o1691 = affine.load %S[%j1691] : memref<128xf32>
      %s1691 = arith.addf %o1691, %a1691 : f32
      affine.store %s1691, %S[%j1691] : memref<128xf32>
    }
  }
  affine.for %i1692 = 0 to 64 {
    %r1692 = affine.for %j1692 = 0 to 128 iter_args(%acc1692 = %zero) -> (f32) {
      %a1692 = affine.load %A[%i1692, %j1692] : memref<64x128xf32>
      %s1692 = arith.addf %acc1692, %a1692 : f32
      affine.yield %s1692 : f32
    }
    affine.store %r1692, %R[%i1692] : memref<64xf32>
  }
  affine.for %i1693 = 0 to 64 {
    affine.for %j1693 = 0 to 128 {
      %a1693 = affine.load %A[%i1693, %j1693] : memref<64x128xf32>
      %m1693 = arith.mulf %a1693, %two : f32
      %p1693 = arith.addf %m1693, %zero : f32
      affine.store %p1693, %B[%i1693, %j1693] : memref<64x128xf32>
    }
  }
  affine.for %j1694 = 0 to 128 {
    affine.for %i1694 = 0 to 64 {
      %a1694 = affine.load %B[%i1694, %j1694] : memref<64x128xf32>
      %o1694 = affine.load %S[%j1694] : memref<128xf32>
      %s1694 = arith.addf %o1694, %a1694 : f32
      affine.store %s1694, %S[%j1694] : memref<128xf32>
    }
  }
  affine.for %i1695 = 0 to 64 {
    %r1695 = affine.for %j1695 = 0 to 128 iter_args(%acc1695 = %zero) -> (f32) {
      %a1695 = affine.load %A[%i1695, %j1695] : memref<64x128xf32>
      %s1695 = arith.addf %acc1695, %a1695 : f32
      affine.yield %s1695 : f32
    }
    affine.store %r1695, %R[%i1695] : memref<64xf32>
  }
  affine.for %i1696 = 0 to 64 {
    affine.for %j1696 = 0 to 128 {
      %a1696 = affine.load %A[%i1696, %j1696] : memref<64x128xf32>
      %m1696 = arith.mulf %a1696, %two : f32
      %p1696 = arith.addf %m1696, %zero : f32
      affine.store %p1696, %B[%i1696, %j1696] : memref<64x128xf32>
    }
  }
  affine.for %j1697 = 0 to 128 {
    affine.for %i1697 = 0 to 64 {
      %a1697 = affine.load %B[%i1697, %j1697] : memref<64x128xf32>
      %o1697 = affine.load %S[%j1697] : memref<128xf32>
      %s1697 = arith.addf %o1697, %a1697 : f32
      affine.store %s1697, %S[%j1697] : memref<128xf32>
    }
  }
  affine.for %i1698 = 0 to 64 {
    %r1698 = affine.for %j1698 = 0 to 128 iter_args(%acc1698 = %zero) -> (f32) {
      %a1698 = affine.load %A[%i1698, %j1698] : memref<64x128xf32>
      %s1698 = arith.addf %acc1698, %a1698 : f32
      affine.yield %s1698 : f32
    }
    affine.store %r1698, %R[%i1698] : memref<64xf32>
  }
  affine.for %i1699 = 0 to 64 {
    affine.for %j1699 = 0 to 128 {
      %a1699 = affine.load %A[%i1699, %j1699] : memref<64x128xf32>
      %m1699 = arith.mulf %a1699, %two : f32
      %p1699 = arith.addf %m1699, %zero : f32
      affine.store %p1699, %B[%i1699, %j1699] : memref<64x128xf32>
    }
  }
  affine.for %j1700 = 0 to 128 {
    affine.for %i1700 = 0 to 64 {
      %a1700 = affine.load %B[%i1700, %j1700] : memref<64x128xf32>
      %o1700 = affine.load %S[%j1700] : memref<128xf32>
      %s1700 = arith.addf %o1700, %a1700 : f32
      affine.store %s1700, %S[%j1700] : memref<128xf32>
    }
  }
  affine.for %i1701 = 0 to 64 {
    %r1701 = affine.for %j1701 = 0 to 128 iter_args(%acc1701 = %zero) -> (f32) {
      %a1701 = affine.load %A[%i1701, %j1701] : memref<64x128xf32>
      %s1701 = arith.addf %acc1701, %a1701 : f32
      affine.yield %s1701 : f32
    }
    affine.store %r1701, %R[%i1701] : memref<64xf32>
  }
  affine.for %i1702 = 0 to 64 {
    affine.for %j1702 = 0 to 128 {
      %a1702 = affine.load %A[%i1702, %j1702] : memref<64x128xf32>
      %m1702 = arith.mulf %a1702, %two : f32
      %p1702 = arith.addf %m1702, %zero : f32
      affine.store %p1702, %B[%i1702, %j1702] : memref<64x128xf32>
    }
  }
  affine.for %j1703 = 0 to 128 {
    affine.for %i1703 = 0 to 64 {
      %a1703 = affine.load %B[%i1703, %j1703] : memref<64x128xf32>
      %o1703 = affine.load %S[%j1703] : memref<128xf32>
      %s1703 = arith.addf %o1703, %a1703 : f32
      affine.store %s1703, %S[%j1703] : memref<128xf32>
    }
  }
  affine.for %i1704 = 0 to 64 {
    %r1704 = affine.for %j1704 = 0 to 128 iter_args(%acc1704 = %zero) -> (f32) {
      %a1704 = affine.load %A[%i1704, %j1704] : memref<64x128xf32>
      %s1704 = arith.addf %acc1704, %a1704 : f32
      affine.yield %s1704 : f32
    }
    affine.store %r1704, %R[%i1704] : memref<64xf32>
  }
  affine.for %i1705 = 0 to 64 {
    affine.for %j1705 = 0 to 128 {
      %a1705 = affine.load %A[%i1705, %j1705] : memref<64x128xf32>
      %m1705 = arith.mulf %a1705, %two : f32
      %p1705 = arith.addf %m1705, %zero : f32
      affine.store %p1705, %B[%i1705, %j1705] : memref<64x128xf32>
    }
  }
  affine.for %j1706 = 0 to 128 {
    affine.for %i1706 = 0 to 64 {
      %a1706 = affine.load %B[%i1706, %j1706] : memref<64x128xf32>
      %o1706 = affine.load %S[%j1706] : memref<128xf32>
      %s1706 = arith.addf %o1706, %a1706 : f32
      affine.store %s1706, %S[%j1706] : memref<128xf32>
    }
  }
  affine.for %i1707 = 0 to 64 {
    %r1707 = affine.for %j1707 = 0 to 128 iter_args(%acc1707 = %zero) -> (f32) {
      %a1707 = affine.load %A[%i1707, %j1707] : memref<64x128xf32>
      %s1707 = arith.addf %acc1707, %a1707 : f32
      affine.yield %s1707 : f32
    }
    affine.store %r1707, %R[%i1707] : memref<64xf32>
  }
  affine.for %i1708 = 0 to 64 {
    affine.for %j1708 = 0 to 128 {
      %a1708 = affine.load %A[%i1708, %j1708] : memref<64x128xf32>
      %m1708 = arith.mulf %a1708, %two : f32
      %p1708 = arith.addf %m1708, %zero : f32
      affine.store %p1708, %B[%i1708, %j1708] : memref<64x128xf32>
    }
  }
  affine.for %j1709 = 0 to 128 {
    affine.for %i1709 = 0 to 64 {
      %a1709 = affine.load %B[%i1709, %j1709] : memref<64x128xf32>
      %o1709 = affine.load %S[%j1709] : memref<128xf32>
      %s1709 = arith.addf %o1709, %a1709 : f32
      affine.store %s1709, %S[%j1709] : memref<128xf32>
    }
  }
  affine.for %i1710 = 0 to 64 {
    %r1710 = affine.for %j1710 = 0 to 128 iter_args(%acc1710 = %zero) -> (f32) {
      %a1710 = affine.load %A[%i1710, %j1710] : memref<64x128xf32>
      %s1710 = arith.addf %acc1710, %a1710 : f32
      affine.yield %s1710 : f32
    }
    affine.store %r1710, %R[%i1710] : memref<64xf32>
  }
  affine.for %i1711 = 0 to 64 {
    affine.for %j1711 = 0 to 128 {
      %a1711 = affine.load %A[%i1711, %j1711] : memref<64x128xf32>
      %m1711 = arith.mulf %a1711, %two : f32
      %p1711 = arith.addf %m1711, %zero : f32
      affine.store %p1711, %B[%i1711, %j1711] : memref<64x128xf32>
    }
  }
  affine.for %j1712 = 0 to 128 {
    affine.for %i1712 = 0 to 64 {
      %a1712 = affine.load %B[%i1712, %j1712] : memref<64x128xf32>
      %o1712 = affine.load %S[%j1712] : memref<128xf32>
      %s1712 = arith.addf %o1712, %a1712 : f32
      affine.store %s1712, %S[%j1712] : memref<128xf32>
    }
  }
  affine.for %i1713 = 0 to 64 {
    %r1713 = affine.for %j1713 = 0 to 128 iter_args(%acc1713 = %zero) -> (f32) {
      %a1713 = affine.load %A[%i1713, %j1713] : memref<64x128xf32>
      %s1713 = arith.addf %acc1713, %a1713 : f32
      affine.yield %s1713 : f32
    }
    affine.store %r1713, %R[%i1713] : memref<64xf32>
  }
  affine.for %i1714 = 0 to 64 {
    affine.for %j1714 = 0 to 128 {
      %a1714 = affine.load %A[%i1714, %j1714] : memref<64x128xf32>
      %m1714 = arith.mulf %a1714, %two : f32
      %p1714 = arith.addf %m1714, %zero : f32
      affine.store %p1714, %B[%i1714, %j1714] : memref<64x128xf32>
    }
  }
  affine.for %j1715 = 0 to 128 {
    affine.for %i1715 = 0 to 64 {
      %a1715 = affine.load %B[%i1715, %j1715] : memref<64x128xf32>
      %o1715 = affine.load %S[%j1715] : memref<128xf32>
      %s1715 = arith.addf %o1715, %a1715 : f32
      affine.store %s1715, %S[%j1715] : memref<128xf32>
    }
  }
  affine.for %i1716 = 0 to 64 {
    %r1716 = affine.for %j1716 = 0 to 128 iter_args(%acc1716 = %zero) -> (f32) {
      %a1716 = affine.load %A[%i1716, %j1716] : memref<64x128xf32>
      %s1716 = arith.addf %acc1716, %a1716 : f32
      affine.yield %s1716 : f32
    }
    affine.store %r1716, %R[%i1716] : memref<64xf32>
  }
  affine.for %i1717 = 0 to 64 {
    affine.for %j1717 = 0 to 128 {
      %a1717 = affine.load %A[%i1717, %j1717] : memref<64x128xf32>
      %m1717 = arith.mulf %a1717, %two : f32
      %p1717 = arith.addf %m1717, %zero : f32
      affine.store %p1717, %B[%i1717, %j1717] : memref<64x128xf32>
    }
  }
  affine.for %j1718 = 0 to 128 {
    affine.for %i1718 = 0 to 64 {
      %a1718 = affine.load %B[%i1718, %j1718] : memref<64x128xf32>
      %o1718 = affine.load %S[%j1718] : memref<128xf32>
      %s1718 = arith.addf %o1718, %a1718 : f32
      affine.store %s1718, %S[%j1718] : memref<128xf32>
    }
  }
  affine.for %i1719 = 0 to 64 {
    %r1719 = affine.for %j1719 = 0 to 128 iter_args(%acc1719 = %zero) -> (f32) {
      %a1719 = affine.load %A[%i1719, %j1719] : memref<64x128xf32>
      %s1719 = arith.addf %acc1719, %a1719 : f32
      affine.yield %s1719 : f32
    }
    affine.store %r1719, %R[%i1719] : memref<64xf32>
  }
  affine.for %i1720 = 0 to 64 {
    affine.for %j1720 = 0 to 128 {
      %a1720 = affine.load %A[%i1720, %j1720] : memref<64x128xf32>
      %m1720 = arith.mulf %a1720, %two : f32
      %p1720 = arith.addf %m1720, %zero : f32
      affine.store %p1720, %B[%i1720, %j1720] : memref<64x128xf32>
    }
  }
  affine.for %j1721 = 0 to 128 {
    affine.for %i1721 = 0 to 64 {
      %a1721 = affine.load %B[%i1721, %j1721] : memref<64x128xf32>
      %o1721 = affine.load %S[%j1721] : memref<128xf32>
      %s1721 = arith.addf %o1721, %a1721 : f32
      affine.store %s1721, %S[%j1721] : memref<128xf32>
    }
  }
  affine.for %i1722 = 0 to 64 {
    %r1722 = affine.for %j1722 = 0 to 128 iter_args(%acc1722 = %zero) -> (f32) {
      %a1722 = affine.load %A[%i1722, %j1722] : memref<64x128xf32>
      %s1722 = arith.addf %acc1722, %a1722 : f32
      affine.yield %s1722 : f32
    }
    affine.store %r1722, %R[%i1722] : memref<64xf32>
  }
  affine.for %i1723 = 0 to 64 {
    affine.for %j1723 = 0 to 128 {
      %a1723 = affine.load %A[%i1723, %j1723] : memref<64x128xf32>
      %m1723 = arith.mulf %a1723, %two : f32
      %p1723 = arith.addf %m1723, %zero : f32
      affine.store %p1723, %B[%i1723, %j1723] : memref<64x128xf32>
    }
  }
  affine.for %j1724 = 0 to 128 {
    affine.for %i1724 = 0 to 64 {
      %a1724 = affine.load %B[%i1724, %j1724] : memref<64x128xf32>
      %o1724 = affine.load %S[%j1724] : memref<128xf32>
      %s1724 = arith.addf %o1724, %a1724 : f32
      affine.store %s1724, %S[%j1724] : memref<128xf32>
    }
  }
  affine.for %i1725 = 0 to 64 {
    %r1725 = affine.for %j1725 = 0 to 128 iter_args(%acc1725 = %zero) -> (f32) {
      %a1725 = affine.load %A[%i1725, %j1725] : memref<64x128xf32>
      %s1725 = arith.addf %acc1725, %a1725 : f32
      affine.yield %s1725 : f32
    }
    affine.store %r1725, %R[%i1725] : memref<64xf32>
  }
  affine.for %i1726 = 0 to 64 {
    affine.for %j1726 = 0 to 128 {
      %a1726 = affine.load %A[%i1726, %j1726] : memref<64x128xf32>
      %m1726 = arith.mulf %a1726, %two : f32
      %p1726 = arith.addf %m1726, %zero : f32
      affine.store %p1726, %B[%i1726, %j1726] : memref<64x128xf32>
    }
  }
  affine.for %j1727 = 0 to 128 {
    affine.for %i1727 = 0 to 64 {
      %a1727 = affine.load %B[%i1727, %j1727] : memref<64x128xf32>
      %o1727 = affine.load %S[%j1727] : memref<128xf32>
      %s1727 = arith.addf %o1727, %a1727 : f32
      affine.store %s1727, %S[%j1727] : memref<128xf32>
    }
  }
  affine.for %i1728 = 0 to 64 {
    %r1728 = affine.for %j1728 = 0 to 128 iter_args(%acc1728 = %zero) -> (f32) {
      %a1728 = affine.load %A[%i1728, %j1728] : memref<64x128xf32>
      %s1728 = arith.addf %acc1728, %a1728 : f32
      affine.yield %s1728 : f32
    }
    affine.store %r1728, %R[%i1728] : memref<64xf32>
  }
  affine.for %i1729 = 0 to 64 {
    affine.for %j1729 = 0 to 128 {
      %a1729 = affine.load %A[%i1729, %j1729] : memref<64x128xf32>
      %m1729 = arith.mulf %a1729, %two : f32
      %p1729 = arith.addf %m1729, %zero : f32
      affine.store %p1729, %B[%i1729, %j1729] : memref<64x128xf32>
    }
  }
  affine.for %j1730 = 0 to 128 {
    affine.for %i1730 = 0 to 64 {
      %a1730 = affine.load %B[%i1730, %j1730] : memref<64x128xf32>
      %o1730 = affine.load %S[%j1730] : memref<128xf32>
      %s1730 = arith.addf %o1730, %a1730 : f32
      affine.store %s1730, %S[%j1730] : memref<128xf32>
    }
  }
  affine.for %i1731 = 0 to 64 {
    %r1731 = affine.for %j1731 = 0 to 128 iter_args(%acc1731 = %zero) -> (f32) {
      %a1731 = affine.load %A[%i1731, %j1731] : memref<64x128xf32>
      %s1731 = arith.addf %acc1731, %a1731 : f32
      affine.yield %s1731 : f32
    }
    affine.store %r1731, %R[%i1731] : memref<64xf32>
  }
  affine.for %i1732 = 0 to 64 {
    affine.for %j1732 = 0 to 128 {
      %a1732 = affine.load %A[%i1732, %j1732] : memref<64x128xf32>
      %m1732 = arith.mulf %a1732, %two : f32
      %p1732 = arith.addf %m1732, %zero : f32
      affine.store %p1732, %B[%i1732, %j1732] : memref<64x128xf32>
    }
  }
  affine.for %j1733 = 0 to 128 {
    affine.for %i1733 = 0 to 64 {
      %a1733 = affine.load %B[%i1733, %j1733] : memref<64x128xf32>
      %o1733 = affine.load %S[%j1733] : memref<128xf32>
      %s1733 = arith.addf %o1733, %a1733 : f32
      affine.store %s1733, %S[%j1733] : memref<128xf32>
    }
  }
  affine.for %i1734 = 0 to 64 {
    %r1734 = affine.for %j1734 = 0 to 128 iter_args(%acc1734 = %zero) -> (f32) {
      %a1734 = affine.load %A[%i1734, %j1734] : memref<64x128xf32>
      %s1734 = arith.addf %acc1734, %a1734 : f32
      affine.yield %s1734 : f32
    }
    affine.store %r1734, %R[%i1734] : memref<64xf32>
  }
  affine.for %i1735 = 0 to 64 {
    affine.for %j1735 = 0 to 128 {
      %a1735 = affine.load %A[%i1735, %j1735] : memref<64x128xf32>
      %m1735 = arith.mulf %a1735, %two : f32
      %p1735 = arith.addf %m1735, %zero : f32
      affine.store %p1735, %B[%i1735, %j1735] : memref<64x128xf32>
    }
  }
  affine.for %j1736 = 0 to 128 {
    affine.for %i1736 = 0 to 64 {
      %a1736 = affine.load %B[%i1736, %j1736] : memref<64x128xf32>
      %o1736 = affine.load %S[%j1736] : memref<128xf32>
      %s1736 = arith.addf %o1736, %a1736 : f32
      affine.store %s1736, %S[%j1736] : memref<128xf32>
    }
  }
  affine.for %i1737 = 0 to 64 {
    %r1737 = affine.for %j1737 = 0 to 128 iter_args(%acc1737 = %zero) -> (f32) {
      %a1737 = affine.load %A[%i1737, %j1737] : memref<64x128xf32>
      %s1737 = arith.addf %acc1737, %a1737 : f32
      affine.yield %s1737 : f32
    }
    affine.store %r1737, %R[%i1737] : memref<64xf32>
  }
  affine.for %i1738 = 0 to 64 {
    affine.for %j1738 = 0 to 128 {
      %a1738 = affine.load %A[%i1738, %j1738] : memref<64x128xf32>
      %m1738 = arith.mulf %a1738, %two : f32
      %p1738 = arith.addf %m1738, %zero : f32
      affine.store %p1738, %B[%i1738, %j1738] : memref<64x128xf32>
    }
  }
  affine.for %j1739 = 0 to 128 {
    affine.for %i1739 = 0 to 64 {
      %a1739 = affine.load %B[%i1739, %j1739] : memref<64x128xf32>
      %o1739 = affine.load %S[%j1739] : memref<128xf32>
      %s1739 = arith.addf %o1739, %a1739 : f32
      affine.store %s1739, %S[%j1739] : memref<128xf32>
    }
  }
  affine.for %i1740 = 0 to 64 {
    %r1740 = affine.for %j1740 = 0 to 128 iter_args(%acc1740 = %zero) -> (f32) {
      %a1740 = affine.load %A[%i1740, %j1740] : memref<64x128xf32>
      %s1740 = arith.addf %acc1740, %a1740 : f32
      affine.yield %s1740 : f32
    }
    affine.store %r1740, %R[%i1740] : memref<64xf32>
  }
  affine.for %i1741 = 0 to 64 {
    affine.for %j1741 = 0 to 128 {
      %a1741 = affine.load %A[%i1741, %j1741] : memref<64x128xf32>
      %m1741 = arith.mulf %a1741, %two : f32
      %p1741 = arith.addf %m1741, %zero : f32
      affine.store %p1741, %B[%i1741, %j1741] : memref<64x128xf32>
    }
  }
  affine.for %j1742 = 0 to 128 {
    affine.for %i1742 = 0 to 64 {
      %a1742 = affine.load %B[%i1742, %j1742] : memref<64x128xf32>
      %o1742 = affine.load %S[%j1742] : memref<128xf32>
      %s1742 = arith.addf %o1742, %a1742 : f32
      affine.store %s1742, %S[%j1742] : memref<128xf32>
    }
  }
  affine.for %i1743 = 0 to 64 {
    %r1743 = affine.for %j1743 = 0 to 128 iter_args(%acc1743 = %zero) -> (f32) {
      %a1743 = affine.load %A[%i1743, %j1743] : memref<64x128xf32>
      %s1743 = arith.addf %acc1743, %a1743 : f32
      affine.yield %s1743 : f32
    }
    affine.store %r1743, %R[%i1743] : memref<64xf32>
  }
  affine.for %i1744 = 0 to 64 {
    affine.for %j1744 = 0 to 128 {
      %a1744 = affine.load %A[%i1744, %j1744] : memref<64x128xf32>
      %m1744 = arith.mulf %a1744, %two : f32
      %p1744 = arith.addf %m1744, %zero : f32
      affine.store %p1744, %B[%i1744, %j1744] : memref<64x128xf32>
    }
  }
  affine.for %j1745 = 0 to 128 {
    affine.for %i1745 = 0 to 64 {
      %a1745 = affine.load %B[%i1745, %j1745] : memref<64x128xf32>
      %o1745 = affine.load %S[%j1745] : memref<128xf32>
      %s1745 = arith.addf %o1745, %a1745 : f32
      affine.store %s1745, %S[%j1745] : memref<128xf32>
    }
  }
  affine.for %i1746 = 0 to 64 {
    %r1746 = affine.for %j1746 = 0 to 128 iter_args(%acc1746 = %zero) -> (f32) {
      %a1746 = affine.load %A[%i1746, %j1746] : memref<64x128xf32>
      %s1746 = arith.addf %acc1746, %a1746 : f32
      affine.yield %s1746 : f32
    }
    affine.store %r1746, %R[%i1746] : memref<64xf32>
  }
  affine.for %i1747 = 0 to 64 {
    affine.for %j1747 = 0 to 128 {
      %a1747 = affine.load %A[%i1747, %j1747] : memref<64x128xf32>
      %m1747 = arith.mulf %a1747, %two : f32
      %p1747 = arith.addf %m1747, %zero : f32
      affine.store %p1747, %B[%i1747, %j1747] : memref<64x128xf32>
    }
  }
  affine.for %j1748 = 0 to 128 {
    affine.for %i1748 = 0 to 64 {
      %a1748 = affine.load %B[%i1748, %j1748] : memref<64x128xf32>
      %o1748 = affine.load %S[%j1748] : memref<128xf32>
      %s1748 = arith.addf %o1748, %a1748 : f32
      affine.store %s1748, %S[%j1748] : memref<128xf32>
    }
  }
  affine.for %i1749 = 0 to 64 {
    %r1749 = affine.for %j1749 = 0 to 128 iter_args(%acc1749 = %zero) -> (f32) {
      %a1749 = affine.load %A[%i1749, %j1749] : memref<64x128xf32>
      %s1749 = arith.addf %acc1749, %a1749 : f32
      affine.yield %s1749 : f32
    }
    affine.store %r1749, %R[%i1749] : memref<64xf32>
  }
  affine.for %i1750 = 0 to 64 {
    affine.for %j1750 = 0 to 128 {
      %a1750 = affine.load %A[%i1750, %j1750] : memref<64x128xf32>
      %m1750 = arith.mulf %a1750, %two : f32
      %p1750 = arith.addf %m1750, %zero : f32
      affine.store %p1750, %B[%i1750, %j1750] : memref<64x128xf32>
    }
  }
  affine.for %j1751 = 0 to 128 {
    affine.for %i1751 = 0 to 64 {
      %a1751 = affine.load %B[%i1751, %j1751] : memref<64x128xf32>
      %o1751 = affine.load %S[%j1751] : memref<128xf32>
      %s1751 = arith.addf %o1751, %a1751 : f32
      affine.store %s1751, %S[%j1751] : memref<128xf32>
    }
  }
  affine.for %i1752 = 0 to 64 {
    %r1752 = affine.for %j1752 = 0 to 128 iter_args(%acc1752 = %zero) -> (f32) {
      %a1752 = affine.load %A[%i1752, %j1752] : memref<64x128xf32>
      %s1752 = arith.addf %acc1752, %a1752 : f32
      affine.yield %s1752 : f32
    }
    affine.store %r1752, %R[%i1752] : memref<64xf32>
  }
  affine.for %i1753 = 0 to 64 {
    affine.for %j1753 = 0 to 128 {
      %a1753 = affine.load %A[%i1753, %j1753] : memref<64x128xf32>
      %m1753 = arith.mulf %a1753, %two : f32
      %p1753 = arith.addf %m1753, %zero : f32
      affine.store %p1753, %B[%i1753, %j1753] : memref<64x128xf32>
    }
  }
  affine.for %j1754 = 0 to 128 {
    affine.for %i1754 = 0 to 64 {
      %a1754 = affine.load %B[%i1754, %j1754] : memref<64x128xf32>
      %o1754 = affine.load %S[%j1754] : memref<128xf32>
      %s1754 = arith.addf %o1754, %a1754 : f32
      affine.store %s1754, %S[%j1754] : memref<128xf32>
    }
  }
  affine.for %i1755 = 0 to 64 {
    %r1755 = affine.for %j1755 = 0 to 128 iter_args(%acc1755 = %zero) -> (f32) {
      %a1755 = affine.load %A[%i1755, %j1755] : memref<64x128xf32>
      %s1755 = arith.addf %acc1755, %a1755 : f32
      affine.yield %s1755 : f32
    }
    affine.store %r1755, %R[%i1755] : memref<64xf32>
  }
  affine.for %i1756 = 0 to 64 {
    affine.for %j1756 = 0 to 128 {
      %a1756 = affine.load %A[%i1756, %j1756] : memref<64x128xf32>
      %m1756 = arith.mulf %a1756, %two : f32
      %p1756 = arith.addf %m1756, %zero : f32
      affine.store %p1756, %B[%i1756, %j1756] : memref<64x128xf32>
    }
  }
  affine.for %j1757 = 0 to 128 {
    affine.for %i1757 = 0 to 64 {
      %a1757 = affine.load %B[%i1757, %j1757] : memref<64x128xf32>
      %o1757 = affine.load %S[%j1757] : memref<128xf32>
      %s1757 = arith.addf %o1757, %a1757 : f32
      affine.store %s1757, %S[%j1757] : memref<128xf32>
    }
  }
  affine.for %i1758 = 0 to 64 {
    %r1758 = affine.for %j1758 = 0 to 128 iter_args(%acc1758 = %zero) -> (f32) {
      %a1758 = affine.load %A[%i1758, %j1758] : memref<64x128xf32>
      %s1758 = arith.addf %acc1758, %a1758 : f32
      affine.yield %s1758 : f32
    }
    affine.store %r1758, %R[%i1758] : memref<64xf32>
  }
  affine.for %i1759 = 0 to 64 {
    affine.for %j1759 = 0 to 128 {
      %a1759 = affine.load %A[%i1759, %j1759] : memref<64x128xf32>
      %m1759 = arith.mulf %a1759, %two : f32
      %p1759 = arith.addf %m1759, %zero : f32
      affine.store %p1759, %B[%i1759, %j1759] : memref<64x128xf32>
    }
  }
  affine.for %j1760 = 0 to 128 {
    affine.for %i1760 = 0 to 64 {
      %a1760 = affine.load %B[%i1760, %j1760] : memref<64x128xf32>
      %o1760 = affine.load %S[%j1760] : memref<128xf32>
      %s1760 = arith.addf %o1760, %a1760 : f32
      affine.store %s1760, %S[%j1760] : memref<128xf32>
    }
  }
  affine.for %i1761 = 0 to 64 {
    %r1761 = affine.for %j1761 = 0 to 128 iter_args(%acc1761 = %zero) -> (f32) {
      %a1761 = affine.load %A[%i1761, %j1761] : memref<64x128xf32>
      %s1761 = arith.addf %acc1761, %a1761 : f32
      affine.yield %s1761 : f32
    }
    affine.store %r1761, %R[%i1761] : memref<64xf32>
  }
  affine.for %i1762 = 0 to 64 {
    affine.for %j1762 = 0 to 128 {
      %a1762 = affine.load %A[%i1762, %j1762] : memref<64x128xf32>
      %m1762 = arith.mulf %a1762, %two : f32
      %p1762 = arith.addf %m1762, %zero : f32
      affine.store %p1762, %B[%i1762, %j1762] : memref<64x128xf32>
    }
  }
  affine.for %j1763 = 0 to 128 {
    affine.for %i1763 = 0 to 64 {
      %a1763 = affine.load %B[%i1763, %j1763] : memref<64x128xf32>
      %o1763 = affine.load %S[%j1763] : memref<128xf32>
      %s1763 = arith.addf %o1763, %a1763 : f32
      affine.store %s1763, %S[%j1763] : memref<128xf32>
    }
  }
  affine.for %i1764 = 0 to 64 {
    %r1764 = affine.for %j1764 = 0 to 128 iter_args(%acc1764 = %zero) -> (f32) {
      %a1764 = affine.load %A[%i1764, %j1764] : memref<64x128xf32>
      %s1764 = arith.addf %acc1764, %a1764 : f32
      affine.yield %s1764 : f32
    }
    affine.store %r1764, %R[%i1764] : memref<64xf32>
  }
  affine.for %i1765 = 0 to 64 {
    affine.for %j1765 = 0 to 128 {
      %a1765 = affine.load %A[%i1765, %j1765] : memref<64x128xf32>
      %m1765 = arith.mulf %a1765, %two : f32
      %p1765 = arith.addf %m1765, %zero : f32
      affine.store %p1765, %B[%i1765, %j1765] : memref<64x128xf32>
    }
  }
  affine.for %j1766 = 0 to 128 {
    affine.for %i1766 = 0 to 64 {
      %a1766 = affine.load %B[%i1766, %j1766] : memref<64x128xf32>
      %o1766 = affine.load %S[%j1766] : memref<128xf32>
      %s1766 = arith.addf %o1766, %a1766 : f32
      affine.store %s1766, %S[%j1766] : memref<128xf32>
    }
  }
  affine.for %i1767 = 0 to 64 {
    %r1767 = affine.for %j1767 = 0 to 128 iter_args(%acc1767 = %zero) -> (f32) {
      %a1767 = affine.load %A[%i1767, %j1767] : memref<64x128xf32>
      %s1767 = arith.addf %acc1767, %a1767 : f32
      affine.yield %s1767 : f32
    }
    affine.store %r1767, %R[%i1767] : memref<64xf32>
  }
  affine.for %i1768 = 0 to 64 {
    affine.for %j1768 = 0 to 128 {
      %a1768 = affine.load %A[%i1768, %j1768] : memref<64x128xf32>
      %m1768 = arith.mulf %a1768, %two : f32
      %p1768 = arith.addf %m1768, %zero : f32
      affine.store %p1768, %B[%i1768, %j1768] : memref<64x128xf32>
    }
  }
  affine.for %j1769 = 0 to 128 {
    affine.for %i1769 = 0 to 64 {
      %a1769 = affine.load %B[%i1769, %j1769] : memref<64x128xf32>
      %o1769 = affine.load %S[%j1769] : memref<128xf32>
      %s1769 = arith.addf %o1769, %a1769 : f32
      affine.store %s1769, %S[%j1769] : memref<128xf32>
    }
  }
  affine.for %i1770 = 0 to 64 {
    %r1770 = affine.for %j1770 = 0 to 128 iter_args(%acc1770 = %zero) -> (f32) {
      %a1770 = affine.load %A[%i1770, %j1770] : memref<64x128xf32>
      %s1770 = arith.addf %acc1770, %a1770 : f32
      affine.yield %s1770 : f32
    }
    affine.store %r1770, %R[%i1770] : memref<64xf32>
  }
  affine.for %i1771 = 0 to 64 {
    affine.for %j1771 = 0 to 128 {
      %a1771 = affine.load %A[%i1771, %j1771] : memref<64x128xf32>
      %m1771 = arith.mulf %a1771, %two : f32
      %p1771 = arith.addf %m1771, %zero : f32
      affine.store %p1771, %B[%i1771, %j1771] : memref<64x128xf32>
    }
  }
  affine.for %j1772 = 0 to 128 {
    affine.for %i1772 = 0 to 64 {
      %a1772 = affine.load %B[%i1772, %j1772] : memref<64x128xf32>
      %o1772 = affine.load %S[%j1772] : memref<128xf32>
      %s1772 = arith.addf %o1772, %a1772 : f32
      affine.store %s1772, %S[%j1772] : memref<128xf32>
    }
  }
  affine.for %i1773 = 0 to 64 {
    %r1773 = affine.for %j1773 = 0 to 128 iter_args(%acc1773 = %zero) -> (f32) {
      %a1773 = affine.load %A[%i1773, %j1773] : memref<64x128xf32>
      %s1773 = arith.addf %acc1773, %a1773 : f32
      affine.yield %s1773 : f32
    }
    affine.store %r1773, %R[%i1773] : memref<64xf32>
  }
  affine.for %i1774 = 0 to 64 {
    affine.for %j1774 = 0 to 128 {
      %a1774 = affine.load %A[%i1774, %j1774] : memref<64x128xf32>
      %m1774 = arith.mulf %a1774, %two : f32
      %p1774 = arith.addf %m1774, %zero : f32
      affine.store %p1774, %B[%i1774, %j1774] : memref<64x128xf32>
    }
  }
  affine.for %j1775 = 0 to 128 {
    affine.for %i1775 = 0 to 64 {
      %a1775 = affine.load %B[%i1775, %j1775] : memref<64x128xf32>
      %o1775 = affine.load %S[%j1775] : memref<128xf32>
      %s1775 = arith.addf %o1775, %a1775 : f32
      affine.store %s1775, %S[%j1775] : memref<128xf32>
    }
  }
  affine.for %i1776 = 0 to 64 {
    %r1776 = affine.for %j1776 = 0 to 128 iter_args(%acc1776 = %zero) -> (f32) {
      %a1776 = affine.load %A[%i1776, %j1776] : memref<64x128xf32>
      %s1776 = arith.addf %acc1776, %a1776 : f32
      affine.yield %s1776 : f32
    }
    affine.store %r1776, %R[%i1776] : memref<64xf32>
  }
  affine.for %i1777 = 0 to 64 {
    affine.for %j1777 = 0 to 128 {
      %a1777 = affine.load %A[%i1777, %j1777] : memref<64x128xf32>
      %m1777 = arith.mulf %a1777, %two : f32
      %p1777 = arith.addf %m1777, %zero : f32
      affine.store %p1777, %B[%i1777, %j1777] : memref<64x128xf32>
    }
  }
  affine.for %j1778 = 0 to 128 {
    affine.for %i1778 = 0 to 64 {
      %a1778 = affine.load %B[%i1778, %j1778] : memref<64x128xf32>
      %o1778 = affine.load %S[%j1778] : memref<128xf32>
      %s1778 = arith.addf %o1778, %a1778 : f32
      affine.store %s1778, %S[%j1778] : memref<128xf32>
    }
  }
  affine.for %i1779 = 0 to 64 {
    %r1779 = affine.for %j1779 = 0 to 128 iter_args(%acc1779 = %zero) -> (f32) {
      %a1779 = affine.load %A[%i1779, %j1779] : memref<64x128xf32>
      %s1779 = arith.addf %acc1779, %a1779 : f32
      affine.yield %s1779 : f32
    }
    affine.store %r1779, %R[%i1779] : memref<64xf32>
  }
  affine.for %i1780 = 0 to 64 {
    affine.for %j1780 = 0 to 128 {
      %a1780 = affine.load %A[%i1780, %j1780] : memref<64x128xf32>
      %m1780 = arith.mulf %a1780, %two : f32
      %p1780 = arith.addf %m1780, %zero : f32
      affine.store %p1780, %B[%i1780, %j1780] : memref<64x128xf32>
    }
  }
  affine.for %j1781 = 0 to 128 {
    affine.for %i1781 = 0 to 64 {
      %a1781 = affine.load %B[%i1781, %j1781] : memref<64x128xf32>
      %o1781 = affine.load %S[%j1781] : memref<128xf32>
      %s1781 = arith.addf %o1781, %a1781 : f32
      affine.store %s1781, %S[%j1781] : memref<128xf32>
    }
  }
  affine.for %i1782 = 0 to 64 {
    %r1782 = affine.for %j1782 = 0 to 128 iter_args(%acc1782 = %zero) -> (f32) {
      %a1782 = affine.load %A[%i1782, %j1782] : memref<64x128xf32>
      %s1782 = arith.addf %acc1782, %a1782 : f32
      affine.yield %s1782 : f32
    }
    affine.store %r1782, %R[%i1782] : memref<64xf32>
  }
  affine.for %i1783 = 0 to 64 {
    affine.for %j1783 = 0 to 128 {
      %a1783 = affine.load %A[%i1783, %j1783] : memref<64x128xf32>
      %m1783 = arith.mulf %a1783, %two : f32
      %p1783 = arith.addf %m1783, %zero : f32
      affine.store %p1783, %B[%i1783, %j1783] : memref<64x128xf32>
    }
  }
  affine.for %j1784 = 0 to 128 {
    affine.for %i1784 = 0 to 64 {
      %a1784 = affine.load %B[%i1784, %j1784] : memref<64x128xf32>
      %o1784 = affine.load %S[%j1784] : memref<128xf32>
      %s1784 = arith.addf %o1784, %a1784 : f32
      affine.store %s1784, %S[%j1784] : memref<128xf32>
    }
  }
  affine.for %i1785 = 0 to 64 {
    %r1785 = affine.for %j1785 = 0 to 128 iter_args(%acc1785 = %zero) -> (f32) {
      %a1785 = affine.load %A[%i1785, %j1785] : memref<64x128xf32>
      %s1785 = arith.addf %acc1785, %a1785 : f32
      affine.yield %s1785 : f32
    }
    affine.store %r1785, %R[%i1785] : memref<64xf32>
  }
  affine.for %i1786 = 0 to 64 {
    affine.for %j1786 = 0 to 128 {
      %a1786 = affine.load %A[%i1786, %j1786] : memref<64x128xf32>
      %m1786 = arith.mulf %a1786, %two : f32
      %p1786 = arith.addf %m1786, %zero : f32
      affine.store %p1786, %B[%i1786, %j1786] : memref<64x128xf32>
    }
  }
  affine.for %j1787 = 0 to 128 {
    affine.for %i1787 = 0 to 64 {
      %a1787 = affine.load %B[%i1787, %j1787] : memref<64x128xf32>
      %o1787 = affine.load %S[%j1787] : memref<128xf32>
      %s1787 = arith.addf %o1787, %a1787 : f32
      affine.store %s1787, %S[%j1787] : memref<128xf32>
    }
  }
  affine.for %i1788 = 0 to 64 {
    %r1788 = affine.for %j1788 = 0 to 128 iter_args(%acc1788 = %zero) -> (f32) {
      %a1788 = affine.load %A[%i1788, %j1788] : memref<64x128xf32>
      %s1788 = arith.addf %acc1788, %a1788 : f32
      affine.yield %s1788 : f32
    }
    affine.store %r1788, %R[%i1788] : memref<64xf32>
  }
  affine.for %i1789 = 0 to 64 {
    affine.for %j1789 = 0 to 128 {
      %a1789 = affine.load %A[%i1789, %j1789] : memref<64x128xf32>
      %m1789 = arith.mulf %a1789, %two : f32
      %p1789 = arith.addf %m1789, %zero : f32
      affine.store %p1789, %B[%i1789, %j1789] : memref<64x128xf32>
    }
  }
  affine.for %j1790 = 0 to 128 {
    affine.for %i1790 = 0 to 64 {
      %a1790 = affine.load %B[%i1790, %j1790] : memref<64x128xf32>
      %o1790 = affine.load %S[%j1790] : memref<128xf32>
      %s1790 = arith.addf %o1790, %a1790 : f32
      affine.store %s1790, %S[%j1790] : memref<128xf32>
    }
  }
  affine.for %i1791 = 0 to 64 {
    %r1791 = affine.for %j1791 = 0 to 128 iter_args(%acc1791 = %zero) -> (f32) {
      %a1791 = affine.load %A[%i1791, %j1791] : memref<64x128xf32>
      %s1791 = arith.addf %acc1791, %a1791 : f32
      affine.yield %s1791 : f32
    }
    affine.store %r1791, %R[%i1791] : memref<64xf32>
  }
  affine.for %i1792 = 0 to 64 {
    affine.for %j1792 = 0 to 128 {
      %a1792 = affine.load %A[%i1792, %j1792] : memref<64x128xf32>
      %m1792 = arith.mulf %a1792, %two : f32
      %p1792 = arith.addf %m1792, %zero : f32
      affine.store %p1792, %B[%i1792, %j1792] : memref<64x128xf32>
    }
  }
  affine.for %j1793 = 0 to 128 {
    affine.for %i1793 = 0 to 64 {
      %a1793 = affine.load %B[%i1793, %j1793] : memref<64x128xf32>
      %o1793 = affine.load %S[%j1793] : memref<128xf32>
      %s1793 = arith.addf %o1793, %a1793 : f32
      affine.store %s1793, %S[%j1793] : memref<128xf32>
    }
  }
  affine.for %i1794 = 0 to 64 {
    %r1794 = affine.for %j1794 = 0 to 128 iter_args(%acc1794 = %zero) -> (f32) {
      %a1794 = affine.load %A[%i1794, %j1794] : memref<64x128xf32>
      %s1794 = arith.addf %acc1794, %a1794 : f32
      affine.yield %s1794 : f32
    }
    affine.store %r1794, %R[%i1794] : memref<64xf32>
  }
  affine.for %i1795 = 0 to 64 {
    affine.for %j1795 = 0 to 128 {
      %a1795 = affine.load %A[%i1795, %j1795] : memref<64x128xf32>
      %m1795 = arith.mulf %a1795, %two : f32
      %p1795 = arith.addf %m1795, %zero : f32
      affine.store %p1795, %B[%i1795, %j1795] : memref<64x128xf32>
    }
  }
  affine.for %j1796 = 0 to 128 {
    affine.for %i1796 = 0 to 64 {
      %a1796 = affine.load %B[%i1796, %j1796] : memref<64x128xf32>
      %o1796 = affine.load %S[%j1796] : memref<128xf32>
      %s1796 = arith.addf %o1796, %a1796 : f32
      affine.store %s1796, %S[%j1796] : memref<128xf32>
    }
  }
  affine.for %i1797 = 0 to 64 {
    %r1797 = affine.for %j1797 = 0 to 128 iter_args(%acc1797 = %zero) -> (f32) {
      %a1797 = affine.load %A[%i1797, %j1797] : memref<64x128xf32>
      %s1797 = arith.addf %acc1797, %a1797 : f32
      affine.yield %s1797 : f32
    }
    affine.store %r1797, %R[%i1797] : memref<64xf32>
  }
  affine.for %i1798 = 0 to 64 {
    affine.for %j1798 = 0 to 128 {
      %a1798 = affine.load %A[%i1798, %j1798] : memref<64x128xf32>
      %m1798 = arith.mulf %a1798, %two : f32
      %p1798 = arith.addf %m1798, %zero : f32
      affine.store %p1798, %B[%i1798, %j1798] : memref<64x128xf32>
    }
  }
  affine.for %j1799 = 0 to 128 {
    affine.for %i1799 = 0 to 64 {
      %a1799 = affine.load %B[%i1799, %j1799] : memref<64x128xf32>
      %o1799 = affine.load %S[%j1799] : memref<128xf32>
      %s1799 = arith.addf %o1799, %a1799 : f32
      affine.store %s1799, %S[%j1799] : memref<128xf32>
    }
  }
  affine.for %i1800 = 0 to 64 {
    %r1800 = affine.for %j1800 = 0 to 128 iter_args(%acc1800 = %zero) -> (f32) {
      %a1800 = affine.load %A[%i1800, %j1800] : memref<64x128xf32>
      %s1800 = arith.addf %acc1800, %a1800 : f32
      affine.yield %s1800 : f32
    }
    affine.store %r1800, %R[%i1800] : memref<64xf32>
  }
  affine.for %i1801 = 0 to 64 {
    affine.for %j1801 = 0 to 128 {
      %a1801 = affine.load %A[%i1801, %j1801] : memref<64x128xf32>
      %m1801 = arith.mulf %a1801, %two : f32
      %p1801 = arith.addf %m1801, %zero : f32
      affine.store %p1801, %B[%i1801, %j1801] : memref<64x128xf32>
    }
  }
  affine.for %j1802 = 0 to 128 {
    affine.for %i1802 = 0 to 64 {
      %a1802 = affine.load %B[%i1802, %j1802] : memref<64x128xf32>
      %o1802 = affine.load %S[%j1802] : memref<128xf32>
      %s1802 = arith.addf %o1802, %a1802 : f32
      affine.store %s1802, %S[%j1802] : memref<128xf32>
    }
  }
  affine.for %i1803 = 0 to 64 {
    %r1803 = affine.for %j1803 = 0 to 128 iter_args(%acc1803 = %zero) -> (f32) {
      %a1803 = affine.load %A[%i1803, %j1803] : memref<64x128xf32>
      %s1803 = arith.addf %acc1803, %a1803 : f32
      affine.yield %s1803 : f32
    }
    affine.store %r1803, %R[%i1803] : memref<64xf32>
  }
  affine.for %i1804 = 0 to 64 {
    affine.for %j1804 = 0 to 128 {
      %a1804 = affine.load %A[%i1804, %j1804] : memref<64x128xf32>
      %m1804 = arith.mulf %a1804, %two : f32
      %p1804 = arith.addf %m1804, %zero : f32
      affine.store %p1804, %B[%i1804, %j1804] : memref<64x128xf32>
    }
  }
  affine.for %j1805 = 0 to 128 {
    affine.for %i1805 = 0 to 64 {
      %a1805 = affine.load %B[%i1805, %j1805] : memref<64x128xf32>
      %o1805 = affine.load %S[%j1805] : memref<128xf32>
      %s1805 = arith.addf %o1805, %a1805 : f32
      affine.store %s1805, %S[%j1805] : memref<128xf32>
    }
  }
  affine.for %i1806 = 0 to 64 {
    %r1806 = affine.for %j1806 = 0 to 128 iter_args(%acc1806 = %zero) -> (f32) {
      %a1806 = affine.load %A[%i1806, %j1806] : memref<64x128xf32>
      %s1806 = arith.addf %acc1806, %a1806 : f32
      affine.yield %s1806 : f32
    }
    affine.store %r1806, %R[%i1806] : memref<64xf32>
  }
  affine.for %i1807 = 0 to 64 {
    affine.for %j1807 = 0 to 128 {
      %a1807 = affine.load %A[%i1807, %j1807] : memref<64x128xf32>
      %m1807 = arith.mulf %a1807, %two : f32
      %p1807 = arith.addf %m1807, %zero : f32
      affine.store %p1807, %B[%i1807, %j1807] : memref<64x128xf32>
    }
  }
  affine.for %j1808 = 0 to 128 {
    affine.for %i1808 = 0 to 64 {
      %a1808 = affine.load %B[%i1808, %j1808] : memref<64x128xf32>
      %o1808 = affine.load %S[%j1808] : memref<128xf32>
      %s1808 = arith.addf %o1808, %a1808 : f32
      affine.store %s1808, %S[%j1808] : memref<128xf32>
    }
  }
  affine.for %i1809 = 0 to 64 {
    %r1809 = affine.for %j1809 = 0 to 128 iter_args(%acc1809 = %zero) -> (f32) {
      %a1809 = affine.load %A[%i1809, %j1809] : memref<64x128xf32>
      %s1809 = arith.addf %acc1809, %a1809 : f32
      affine.yield %s1809 : f32
    }
    affine.store %r1809, %R[%i1809] : memref<64xf32>
  }
  affine.for %i1810 = 0 to 64 {
    affine.for %j1810 = 0 to 128 {
      %a1810 = affine.load %A[%i1810, %j1810] : memref<64x128xf32>
      %m1810 = arith.mulf %a1810, %two : f32
      %p1810 = arith.addf %m1810, %zero : f32
      affine.store %p1810, %B[%i1810, %j1810] : memref<64x128xf32>
    }
  }
  affine.for %j1811 = 0 to 128 {
    affine.for %i1811 = 0 to 64 {
      %a1811 = affine.load %B[%i1811, %j1811] : memref<64x128xf32>
      %o1811 = affine.load %S[%j1811] : memref<128xf32>
      %s1811 = arith.addf %o1811, %a1811 : f32
      affine.store %s1811, %S[%j1811] : memref<128xf32>
    }
  }
  affine.for %i1812 = 0 to 64 {
    %r1812 = affine.for %j1812 = 0 to 128 iter_args(%acc1812 = %zero) -> (f32) {
      %a1812 = affine.load %A[%i1812, %j1812] : memref<64x128xf32>
      %s1812 = arith.addf %acc1812, %a1812 : f32
      affine.yield %s1812 : f32
    }
    affine.store %r1812, %R[%i1812] : memref<64xf32>
  }
  affine.for %i1813 = 0 to 64 {
    affine.for %j1813 = 0 to 128 {
      %a1813 = affine.load %A[%i1813, %j1813] : memref<64x128xf32>
      %m1813 = arith.mulf %a1813, %two : f32
      %p1813 = arith.addf %m1813, %zero : f32
      affine.store %p1813, %B[%i1813, %j1813] : memref<64x128xf32>
    }
  }
  affine.for %j1814 = 0 to 128 {
    affine.for %i1814 = 0 to 64 {
      %a1814 = affine.load %B[%i1814, %j1814] : memref<64x128xf32>
      %o1814 = affine.load %S[%j1814] : memref<128xf32>
      %s1814 = arith.addf %o1814, %a1814 : f32
      affine.store %s1814, %S[%j1814] : memref<128xf32>
    }
  }
  affine.for %i1815 = 0 to 64 {
    %r1815 = affine.for %j1815 = 0 to 128 iter_args(%acc1815 = %zero) -> (f32) {
      %a1815 = affine.load %A[%i1815, %j1815] : memref<64x128xf32>
      %s1815 = arith.addf %acc1815, %a1815 : f32
      affine.yield %s1815 : f32
    }
    affine.store %r1815, %R[%i1815] : memref<64xf32>
  }
  affine.for %i1816 = 0 to 64 {
    affine.for %j1816 = 0 to 128 {
      %a1816 = affine.load %A[%i1816, %j1816] : memref<64x128xf32>
      %m1816 = arith.mulf %a1816, %two : f32
      %p1816 = arith.addf %m1816, %zero : f32
      affine.store %p1816, %B[%i1816, %j1816] : memref<64x128xf32>
    }
  }
  affine.for %j1817 = 0 to 128 {
    affine.for %i1817 = 0 to 64 {
      %a1817 = affine.load %B[%i1817, %j1817] : memref<64x128xf32>
      %o1817 = affine.load %S[%j1817] : memref<128xf32>
      %s1817 = arith.addf %o1817, %a1817 : f32
      affine.store %s1817, %S[%j1817] : memref<128xf32>
    }
  }
  affine.for %i1818 = 0 to 64 {
    %r1818 = affine.for %j1818 = 0 to 128 iter_args(%acc1818 = %zero) -> (f32) {
      %a1818 = affine.load %A[%i1818, %j1818] : memref<64x128xf32>
      %s1818 = arith.addf %acc1818, %a1818 : f32
      affine.yield %s1818 : f32
    }
    affine.store %r1818, %R[%i1818] : memref<64xf32>
  }
  affine.for %i1819 = 0 to 64 {
    affine.for %j1819 = 0 to 128 {
      %a1819 = affine.load %A[%i1819, %j1819] : memref<64x128xf32>
      %m1819 = arith.mulf %a1819, %two : f32
      %p1819 = arith.addf %m1819, %zero : f32
      affine.store %p1819, %B[%i1819, %j1819] : memref<64x128xf32>
    }
  }
  affine.for %j1820 = 0 to 128 {
    affine.for %i1820 = 0 to 64 {
      %a1820 = affine.load %B[%i1820, %j1820] : memref<64x128xf32>
      %o1820 = affine.load %S[%j1820] : memref<128xf32>
      %s1820 = arith.addf %o1820, %a1820 : f32
      affine.store %s1820, %S[%j1820] : memref<128xf32>
    }
  }
  affine.for %i1821 = 0 to 64 {
    %r1821 = affine.for %j1821 = 0 to 128 iter_args(%acc1821 = %zero) -> (f32) {
      %a1821 = affine.load %A[%i1821, %j1821] : memref<64x128xf32>
      %s1821 = arith.addf %acc1821, %a1821 : f32
      affine.yield %s1821 : f32
    }
    affine.store %r1821, %R[%i1821] : memref<64xf32>
  }
  affine.for %i1822 = 0 to 64 {
    affine.for %j1822 = 0 to 128 {
      %a1822 = affine.load %A[%i1822, %j1822] : memref<64x128xf32>
      %m1822 = arith.mulf %a1822, %two : f32
      %p1822 = arith.addf %m1822, %zero : f32
      affine.store %p1822, %B[%i1822, %j1822] : memref<64x128xf32>
    }
  }
  affine.for %j1823 = 0 to 128 {
    affine.for %i1823 = 0 to 64 {
      %a1823 = affine.load %B[%i1823, %j1823] : memref<64x128xf32>
      %o1823 = affine.load %S[%j1823] : memref<128xf32>
      %s1823 = arith.addf %o1823, %a1823 : f32
      affine.store %s1823, %S[%j1823] : memref<128xf32>
    }
  }
  affine.for %i1824 = 0 to 64 {
    %r1824 = affine.for %j1824 = 0 to 128 iter_args(%acc1824 = %zero) -> (f32) {
      %a1824 = affine.load %A[%i1824, %j1824] : memref<64x128xf32>
      %s1824 = arith.addf %acc1824, %a1824 : f32
      affine.yield %s1824 : f32
    }
    affine.store %r1824, %R[%i1824] : memref<64xf32>
  }
  affine.for %i1825 = 0 to 64 {
    affine.for %j1825 = 0 to 128 {
      %a1825 = affine.load %A[%i1825, %j1825] : memref<64x128xf32>
      %m1825 = arith.mulf %a1825, %two : f32
      %p1825 = arith.addf %m1825, %zero : f32
      affine.store %p1825, %B[%i1825, %j1825] : memref<64x128xf32>
    }
  }
  affine.for %j1826 = 0 to 128 {
    affine.for %i1826 = 0 to 64 {
      %a1826 = affine.load %B[%i1826, %j1826] : memref<64x128xf32>
      %o1826 = affine.load %S[%j1826] : memref<128xf32>
      %s1826 = arith.addf %o1826, %a1826 : f32
      affine.store %s1826, %S[%j1826] : memref<128xf32>
    }
  }
  affine.for %i1827 = 0 to 64 {
    %r1827 = affine.for %j1827 = 0 to 128 iter_args(%acc1827 = %zero) -> (f32) {
      %a1827 = affine.load %A[%i1827, %j1827] : memref<64x128xf32>
      %s1827 = arith.addf %acc1827, %a1827 : f32
      affine.yield %s1827 : f32
    }
    affine.store %r1827, %R[%i1827] : memref<64xf32>
  }
  affine.for %i1828 = 0 to 64 {
    affine.for %j1828 = 0 to 128 {
      %a1828 = affine.load %A[%i1828, %j1828] : memref<64x128xf32>
      %m1828 = arith.mulf %a1828, %two : f32
      %p1828 = arith.addf %m1828, %zero : f32
      affine.store %p1828, %B[%i1828, %j1828] : memref<64x128xf32>
    }
  }
  affine.for %j1829 = 0 to 128 {
    affine.for %i1829 = 0 to 64 {
      %a1829 = affine.load %B[%i1829, %j1829] : memref<64x128xf32>
      %o1829 = affine.load %S[%j1829] : memref<128xf32>
      %s1829 = arith.addf %o1829, %a1829 : f32
      affine.store %s1829, %S[%j1829] : memref<128xf32>
    }
  }
  affine.for %i1830 = 0 to 64 {
    %r1830 = affine.for %j1830 = 0 to 128 iter_args(%acc1830 = %zero) -> (f32) {
      %a1830 = affine.load %A[%i1830, %j1830] : memref<64x128xf32>
      %s1830 = arith.addf %acc1830, %a1830 : f32
      affine.yield %s1830 : f32
    }
    affine.store %r1830, %R[%i1830] : memref<64xf32>
  }
  affine.for %i1831 = 0 to 64 {
    affine.for %j1831 = 0 to 128 {
      %a1831 = affine.load %A[%i1831, %j1831] : memref<64x128xf32>
      %m1831 = arith.mulf %a1831, %two : f32
      %p1831 = arith.addf %m1831, %zero : f32
      affine.store %p1831, %B[%i1831, %j1831] : memref<64x128xf32>
    }
  }
  affine.for %j1832 = 0 to 128 {
    affine.for %i1832 = 0 to 64 {
      %a1832 = affine.load %B[%i1832, %j1832] : memref<64x128xf32>
      %o1832 = affine.load %S[%j1832] : memref<128xf32>
      %s1832 = arith.addf %o1832, %a1832 : f32
      affine.store %s1832, %S[%j1832] : memref<128xf32>
    }
  }
  affine.for %i1833 = 0 to 64 {
    %r1833 = affine.for %j1833 = 0 to 128 iter_args(%acc1833 = %zero) -> (f32) {
      %a1833 = affine.load %A[%i1833, %j1833] : memref<64x128xf32>
      %s1833 = arith.addf %acc1833, %a1833 : f32
      affine.yield %s1833 : f32
    }
    affine.store %r1833, %R[%i1833] : memref<64xf32>
  }
  affine.for %i1834 = 0 to 64 {
    affine.for %j1834 = 0 to 128 {
      %a1834 = affine.load %A[%i1834, %j1834] : memref<64x128xf32>
      %m1834 = arith.mulf %a1834, %two : f32
      %p1834 = arith.addf %m1834, %zero : f32
      affine.store %p1834, %B[%i1834, %j1834] : memref<64x128xf32>
    }
  }
  affine.for %j1835 = 0 to 128 {
    affine.for %i1835 = 0 to 64 {
      %a1835 = affine.load %B[%i1835, %j1835] : memref<64x128xf32>
      %o1835 = affine.load %S[%j1835] : memref<128xf32>
      %s1835 = arith.addf %o1835, %a1835 : f32
      affine.store %s1835, %S[%j1835] : memref<128xf32>
    }
  }
  affine.for %i1836 = 0 to 64 {
    %r1836 = affine.for %j1836 = 0 to 128 iter_args(%acc1836 = %zero) -> (f32) {
      %a1836 = affine.load %A[%i1836, %j1836] : memref<64x128xf32>
      %s1836 = arith.addf %acc1836, %a1836 : f32
      affine.yield %s1836 : f32
    }
    affine.store %r1836, %R[%i1836] : memref<64xf32>
  }
  affine.for %i1837 = 0 to 64 {
    affine.for %j1837 = 0 to 128 {
      %a1837 = affine.load %A[%i1837, %j1837] : memref<64x128xf32>
      %m1837 = arith.mulf %a1837, %two : f32
      %p1837 = arith.addf %m1837, %zero : f32
      affine.store %p1837, %B[%i1837, %j1837] : memref<64x128xf32>
    }
  }
  affine.for %j1838 = 0 to 128 {
    affine.for %i1838 = 0 to 64 {
      %a1838 = affine.load %B[%i1838, %j1838] : memref<64x128xf32>
      %o1838 = affine.load %S[%j1838] : memref<128xf32>
      %s1838 = arith.addf %o1838, %a1838 : f32
      affine.store %s1838, %S[%j1838] : memref<128xf32>
    }
  }
  affine.for %i1839 = 0 to 64 {
    %r1839 = affine.for %j1839 = 0 to 128 iter_args(%acc1839 = %zero) -> (f32) {
      %a1839 = affine.load %A[%i1839, %j1839] : memref<64x128xf32>
      %s1839 = arith.addf %acc1839, %a1839 : f32
      affine.yield %s1839 : f32
    }
    affine.store %r1839, %R[%i1839] : memref<64xf32>
  }
  affine.for %i1840 = 0 to 64 {
    affine.for %j1840 = 0 to 128 {
      %a1840 = affine.load %A[%i1840, %j1840] : memref<64x128xf32>
      %m1840 = arith.mulf %a1840, %two : f32
      %p1840 = arith.addf %m1840, %zero : f32
      affine.store %p1840, %B[%i1840, %j1840] : memref<64x128xf32>
    }
  }
  affine.for %j1841 = 0 to 128 {
    affine.for %i1841 = 0 to 64 {
      %a1841 = affine.load %B[%i1841, %j1841] : memref<64x128xf32>
      %o1841 = affine.load %S[%j1841] : memref<128xf32>
      %s1841 = arith.addf %o1841, %a1841 : f32
      affine.store %s1841, %S[%j1841] : memref<128xf32>
    }
  }
  affine.for %i1842 = 0 to 64 {
    %r1842 = affine.for %j1842 = 0 to 128 iter_args(%acc1842 = %zero) -> (f32) {
      %a1842 = affine.load %A[%i1842, %j1842] : memref<64x128xf32>
      %s1842 = arith.addf %acc1842, %a1842 : f32
      affine.yield %s1842 : f32
    }
    affine.store %r1842, %R[%i1842] : memref<64xf32>
  }
  affine.for %i1843 = 0 to 64 {
    affine.for %j1843 = 0 to 128 {
      %a1843 = affine.load %A[%i1843, %j1843] : memref<64x128xf32>
      %m1843 = arith.mulf %a1843, %two : f32
      %p1843 = arith.addf %m1843, %zero : f32
      affine.store %p1843, %B[%i1843, %j1843] : memref<64x128xf32>
    }
  }
  affine.for %j1844 = 0 to 128 {
    affine.for %i1844 = 0 to 64 {
      %a1844 = affine.load %B[%i1844, %j1844] : memref<64x128xf32>
      %o1844 = affine.load %S[%j1844] : memref<128xf32>
      %s1844 = arith.addf %o1844, %a1844 : f32
      affine.store %s1844, %S[%j1844] : memref<128xf32>
    }
  }
  affine.for %i1845 = 0 to 64 {
    %r1845 = affine.for %j1845 = 0 to 128 iter_args(%acc1845 = %zero) -> (f32) {
      %a1845 = affine.load %A[%i1845, %j1845] : memref<64x128xf32>
      %s1845 = arith.addf %acc1845, %a1845 : f32
      affine.yield %s1845 : f32
    }
    affine.store %r1845, %R[%i1845] : memref<64xf32>
  }
  affine.for %i1846 = 0 to 64 {
    affine.for %j1846 = 0 to 128 {
      %a1846 = affine.load %A[%i1846, %j1846] : memref<64x128xf32>
      %m1846 = arith.mulf %a1846, %two : f32
      %p1846 = arith.addf %m1846, %zero : f32
      affine.store %p1846, %B[%i1846, %j1846] : memref<64x128xf32>
    }
  }
  affine.for %j1847 = 0 to 128 {
    affine.for %i1847 = 0 to 64 {
      %a1847 = affine.load %B[%i1847, %j1847] : memref<64x128xf32>
      %o1847 = affine.load %S[%j1847] : memref<128xf32>
      %s1847 = arith.addf %o1847, %a1847 : f32
      affine.store %s1847, %S[%j1847] : memref<128xf32>
    }
  }
  affine.for %i1848 = 0 to 64 {
    %r1848 = affine.for %j1848 = 0 to 128 iter_args(%acc1848 = %zero) -> (f32) {
      %a1848 = affine.load %A[%i1848, %j1848] : memref<64x128xf32>
      %s1848 = arith.addf %acc1848, %a1848 : f32
      affine.yield %s1848 : f32
    }
    affine.store %r1848, %R[%i1848] : memref<64xf32>
  }
  affine.for %i1849 = 0 to 64 {
    affine.for %j1849 = 0 to 128 {
      %a1849 = affine.load %A[%i1849, %j1849] : memref<64x128xf32>
      %m1849 = arith.mulf %a1849, %two : f32
      %p1849 = arith.addf %m1849, %zero : f32
      affine.store %p1849, %B[%i1849, %j1849] : memref<64x128xf32>
    }
  }
  affine.for %j1850 = 0 to 128 {
    affine.for %i1850 = 0 to 64 {
      %a1850 = affine.load %B[%i1850, %j1850] : memref<64x128xf32>
      %o1850 = affine.load %S[%j1850] : memref<128xf32>
      %s1850 = arith.addf %o1850, %a1850 : f32
      affine.store %s1850, %S[%j1850] : memref<128xf32>
    }
  }
  affine.for %i1851 = 0 to 64 {
    %r1851 = affine.for %j1851 = 0 to 128 iter_args(%acc1851 = %zero) -> (f32) {
      %a1851 = affine.load %A[%i1851, %j1851] : memref<64x128xf32>
      %s1851 = arith.addf %acc1851, %a1851 : f32
      affine.yield %s1851 : f32
    }
    affine.store %r1851, %R[%i1851] : memref<64xf32>
  }
  affine.for %i1852 = 0 to 64 {
    affine.for %j1852 = 0 to 128 {
      %a1852 = affine.load %A[%i1852, %j1852] : memref<64x128xf32>
      %m1852 = arith.mulf %a1852, %two : f32
      %p1852 = arith.addf %m1852, %zero : f32
      affine.store %p1852, %B[%i1852, %j1852] : memref<64x128xf32>
    }
  }
  affine.for %j1853 = 0 to 128 {
    affine.for %i1853 = 0 to 64 {
      %a1853 = affine.load %B[%i1853, %j1853] : memref<64x128xf32>
      %o1853 = affine.load %S[%j1853] : memref<128xf32>
      %s1853 = arith.addf %o1853, %a1853 : f32
      affine.store %s1853, %S[%j1853] : memref<128xf32>
    }
  }
  affine.for %i1854 = 0 to 64 {
    %r1854 = affine.for %j1854 = 0 to 128 iter_args(%acc1854 = %zero) -> (f32) {
      %a1854 = affine.load %A[%i1854, %j1854] : memref<64x128xf32>
      %s1854 = arith.addf %acc1854, %a1854 : f32
      affine.yield %s1854 : f32
    }
    affine.store %r1854, %R[%i1854] : memref<64xf32>
  }
  affine.for %i1855 = 0 to 64 {
    affine.for %j1855 = 0 to 128 {
      %a1855 = affine.load %A[%i1855, %j1855] : memref<64x128xf32>
      %m1855 = arith.mulf %a1855, %two : f32
      %p1855 = arith.addf %m1855, %zero : f32
      affine.store %p1855, %B[%i1855, %j1855] : memref<64x128xf32>
    }
  }
  affine.for %j1856 = 0 to 128 {
    affine.for %i1856 = 0 to 64 {
      %a1856 = affine.load %B[%i1856, %j1856] : memref<64x128xf32>
      %o1856 = affine.load %S[%j1856] : memref<128xf32>
      %s1856 = arith.addf %o1856, %a1856 : f32
      affine.store %s1856, %S[%j1856] : memref<128xf32>
    }
  }
  affine.for %i1857 = 0 to 64 {
    %r1857 = affine.for %j1857 = 0 to 128 iter_args(%acc1857 = %zero) -> (f32) {
      %a1857 = affine.load %A[%i1857, %j1857] : memref<64x128xf32>
      %s1857 = arith.addf %acc1857, %a1857 : f32
      affine.yield %s1857 : f32
    }
    affine.store %r1857, %R[%i1857] : memref<64xf32>
  }
  affine.for %i1858 = 0 to 64 {
    affine.for %j1858 = 0 to 128 {
      %a1858 = affine.load %A[%i1858, %j1858] : memref<64x128xf32>
      %m1858 = arith.mulf %a1858, %two : f32
      %p1858 = arith.addf %m1858, %zero : f32
      affine.store %p1858, %B[%i1858, %j1858] : memref<64x128xf32>
    }
  }
  affine.for %j1859 = 0 to 128 {
    affine.for %i1859 = 0 to 64 {
      %a1859 = affine.load %B[%i1859, %j1859] : memref<64x128xf32>
      %o1859 = affine.load %S[%j1859] : memref<128xf32>
      %s1859 = arith.addf %o1859, %a1859 : f32
      affine.store %s1859, %S[%j1859] : memref<128xf32>
    }
  }
  affine.for %i1860 = 0 to 64 {
    %r1860 = affine.for %j1860 = 0 to 128 iter_args(%acc1860 = %zero) -> (f32) {
      %a1860 = affine.load %A[%i1860, %j1860] : memref<64x128xf32>
      %s1860 = arith.addf %acc1860, %a1860 : f32
      affine.yield %s1860 : f32
    }
    affine.store %r1860, %R[%i1860] : memref<64xf32>
  }
  affine.for %i1861 = 0 to 64 {
    affine.for %j1861 = 0 to 128 {
      %a1861 = affine.load %A[%i1861, %j1861] : memref<64x128xf32>
      %m1861 = arith.mulf %a1861, %two : f32
      %p1861 = arith.addf %m1861, %zero : f32
      affine.store %p1861, %B[%i1861, %j1861] : memref<64x128xf32>
    }
  }
  affine.for %j1862 = 0 to 128 {
    affine.for %i1862 = 0 to 64 {
      %a1862 = affine.load %B[%i1862, %j1862] : memref<64x128xf32>
      %o1862 = affine.load %S[%j1862] : memref<128xf32>
      %s1862 = arith.addf %o1862, %a1862 : f32
      affine.store %s1862, %S[%j1862] : memref<128xf32>
    }
  }
  affine.for %i1863 = 0 to 64 {
    %r1863 = affine.for %j1863 = 0 to 128 iter_args(%acc1863 = %zero) -> (f32) {
      %a1863 = affine.load %A[%i1863, %j1863] : memref<64x128xf32>
      %s1863 = arith.addf %acc1863, %a1863 : f32
      affine.yield %s1863 : f32
    }
    affine.store %r1863, %R[%i1863] : memref<64xf32>
  }
  affine.for %i1864 = 0 to 64 {
    affine.for %j1864 = 0 to 128 {
      %a1864 = affine.load %A[%i1864, %j1864] : memref<64x128xf32>
      %m1864 = arith.mulf %a1864, %two : f32
      %p1864 = arith.addf %m1864, %zero : f32
      affine.store %p1864, %B[%i1864, %j1864] : memref<64x128xf32>
    }
  }
  affine.for %j1865 = 0 to 128 {
    affine.for %i1865 = 0 to 64 {
      %a1865 = affine.load %B[%i1865, %j1865] : memref<64x128xf32>
      %o1865 = affine.load %S[%j1865] : memref<128xf32>
      %s1865 = arith.addf %o1865, %a1865 : f32
      affine.store %s1865, %S[%j1865] : memref<128xf32>
    }
  }
  affine.for %i1866 = 0 to 64 {
    %r1866 = affine.for %j1866 = 0 to 128 iter_args(%acc1866 = %zero) -> (f32) {
      %a1866 = affine.load %A[%i1866, %j1866] : memref<64x128xf32>
      %s1866 = arith.addf %acc1866, %a1866 : f32
      affine.yield %s1866 : f32
    }
    affine.store %r1866, %R[%i1866] : memref<64xf32>
  }
  affine.for %i1867 = 0 to 64 {
    affine.for %j1867 = 0 to 128 {
      %a1867 = affine.load %A[%i1867, %j1867] : memref<64x128xf32>
      %m1867 = arith.mulf %a1867, %two : f32
      %p1867 = arith.addf %m1867, %zero : f32
      affine.store %p1867, %B[%i1867, %j1867] : memref<64x128xf32>
    }
  }
  affine.for %j1868 = 0 to 128 {
    affine.for %i1868 = 0 to 64 {
      %a1868 = affine.load %B[%i1868, %j1868] : memref<64x128xf32>
      %o1868 = affine.load %S[%j1868] : memref<128xf32>
      %s1868 = arith.addf %o1868, %a1868 : f32
      affine.store %s1868, %S[%j1868] : memref<128xf32>
    }
  }
  affine.for %i1869 = 0 to 64 {
    %r1869 = affine.for %j1869 = 0 to 128 iter_args(%acc1869 = %zero) -> (f32) {
      %a1869 = affine.load %A[%i1869, %j1869] : memref<64x128xf32>
      %s1869 = arith.addf %acc1869, %a1869 : f32
      affine.yield %s1869 : f32
    }
    affine.store %r1869, %R[%i1869] : memref<64xf32>
  }
  affine.for %i1870 = 0 to 64 {
    affine.for %j1870 = 0 to 128 {
      %a1870 = affine.load %A[%i1870, %j1870] : memref<64x128xf32>
      %m1870 = arith.mulf %a1870, %two : f32
      %p1870 = arith.addf %m1870, %zero : f32
      affine.store %p1870, %B[%i1870, %j1870] : memref<64x128xf32>
    }
  }
  affine.for %j1871 = 0 to 128 {
    affine.for %i1871 = 0 to 64 {
      %a1871 = affine.load %B[%i1871, %j1871] : memref<64x128xf32>
      %o1871 = affine.load %S[%j1871] : memref<128xf32>
      %s1871 = arith.addf %o1871, %a1871 : f32
      affine.store %s1871, %S[%j1871] : memref<128xf32>
    }
  }
  affine.for %i1872 = 0 to 64 {
    %r1872 = affine.for %j1872 = 0 to 128 iter_args(%acc1872 = %zero) -> (f32) {
      %a1872 = affine.load %A[%i1872, %j1872] : memref<64x128xf32>
      %s1872 = arith.addf %acc1872, %a1872 : f32
      affine.yield %s1872 : f32
    }
    affine.store %r1872, %R[%i1872] : memref<64xf32>
  }
  affine.for %i1873 = 0 to 64 {
    affine.for %j1873 = 0 to 128 {
      %a1873 = affine.load %A[%i1873, %j1873] : memref<64x128xf32>
      %m1873 = arith.mulf %a1873, %two : f32
      %p1873 = arith.addf %m1873, %zero : f32
      affine.store %p1873, %B[%i1873, %j1873] : memref<64x128xf32>
    }
  }
  affine.for %j1874 = 0 to 128 {
    affine.for %i1874 = 0 to 64 {
      %a1874 = affine.load %B[%i1874, %j1874] : memref<64x128xf32>
      %o1874 = affine.load %S[%j1874] : memref<128xf32>
      %s1874 = arith.addf %o1874, %a1874 : f32
      affine.store %s1874, %S[%j1874] : memref<128xf32>
    }
  }
  affine.for %i1875 = 0 to 64 {
    %r1875 = affine.for %j1875 = 0 to 128 iter_args(%acc1875 = %zero) -> (f32) {
      %a1875 = affine.load %A[%i1875, %j1875] : memref<64x128xf32>
      %s1875 = arith.addf %acc1875, %a1875 : f32
      affine.yield %s1875 : f32
    }
    affine.store %r1875, %R[%i1875] : memref<64xf32>
  }
  affine.for %i1876 = 0 to 64 {
    affine.for %j1876 = 0 to 128 {
      %a1876 = affine.load %A[%i1876, %j1876] : memref<64x128xf32>
      %m1876 = arith.mulf %a1876, %two : f32
      %p1876 = arith.addf %m1876, %zero : f32
      affine.store %p1876, %B[%i1876, %j1876] : memref<64x128xf32>
    }
  }
  affine.for %j1877 = 0 to 128 {
    affine.for %i1877 = 0 to 64 {
      %a1877 = affine.load %B[%i1877, %j1877] : memref<64x128xf32>
      %o1877 = affine.load %S[%j1877] : memref<128xf32>
      %s1877 = arith.addf %o1877, %a1877 : f32
      affine.store %s1877, %S[%j1877] : memref<128xf32>
    }
  }
  affine.for %i1878 = 0 to 64 {
    %r1878 = affine.for %j1878 = 0 to 128 iter_args(%acc1878 = %zero) -> (f32) {
      %a1878 = affine.load %A[%i1878, %j1878] : memref<64x128xf32>
      %s1878 = arith.addf %acc1878, %a1878 : f32
      affine.yield %s1878 : f32
    }
    affine.store %r1878, %R[%i1878] : memref<64xf32>
  }
  affine.for %i1879 = 0 to 64 {
    affine.for %j1879 = 0 to 128 {
      %a1879 = affine.load %A[%i1879, %j1879] : memref<64x128xf32>
      %m1879 = arith.mulf %a1879, %two : f32
      %p1879 = arith.addf %m1879, %zero : f32
      affine.store %p1879, %B[%i1879, %j1879] : memref<64x128xf32>
    }
  }
  affine.for %j1880 = 0 to 128 {
    affine.for %i1880 = 0 to 64 {
      %a1880 = affine.load %B[%i1880, %j1880] : memref<64x128xf32>
      %o1880 = affine.load %S[%j1880] : memref<128xf32>
      %s1880 = arith.addf %o1880, %a1880 : f32
      affine.store %s1880, %S[%j1880] : memref<128xf32>
    }
  }
  affine.for %i1881 = 0 to 64 {
    %r1881 = affine.for %j1881 = 0 to 128 iter_args(%acc1881 = %zero) -> (f32) {
      %a1881 = affine.load %A[%i1881, %j1881] : memref<64x128xf32>
      %s1881 = arith.addf %acc1881, %a1881 : f32
      affine.yield %s1881 : f32
    }
    affine.store %r1881, %R[%i1881] : memref<64xf32>
  }
  affine.for %i1882 = 0 to 64 {
    affine.for %j1882 = 0 to 128 {
      %a1882 = affine.load %A[%i1882, %j1882] : memref<64x128xf32>
      %m1882 = arith.mulf %a1882, %two : f32
      %p1882 = arith.addf %m1882, %zero : f32
      affine.store %p1882, %B[%i1882, %j1882] : memref<64x128xf32>
    }
  }
  affine.for %j1883 = 0 to 128 {
    affine.for %i1883 = 0 to 64 {
      %a1883 = affine.load %B[%i1883, %j1883] : memref<64x128xf32>
      %o1883 = affine.load %S[%j1883] : memref<128xf32>
      %s1883 = arith.addf %o1883, %a1883 : f32
      affine.store %s1883, %S[%j1883] : memref<128xf32>
    }
  }
  affine.for %i1884 = 0 to 64 {
    %r1884 = affine.for %j1884 = 0 to 128 iter_args(%acc1884 = %zero) -> (f32) {
      %a1884 = affine.load %A[%i1884, %j1884] : memref<64x128xf32>
      %s1884 = arith.addf %acc1884, %a1884 : f32
      affine.yield %s1884 : f32
    }
    affine.store %r1884, %R[%i1884] : memref<64xf32>
  }
  affine.for %i1885 = 0 to 64 {
    affine.for %j1885 = 0 to 128 {
      %a1885 = affine.load %A[%i1885, %j1885] : memref<64x128xf32>
      %m1885 = arith.mulf %a1885, %two : f32
      %p1885 = arith.addf %m1885, %zero : f32
      affine.store %p1885, %B[%i1885, %j1885] : memref<64x128xf32>
    }
  }
  affine.for %j1886 = 0 to 128 {
    affine.for %i1886 = 0 to 64 {
      %a1886 = affine.load %B[%i1886, %j1886] : memref<64x128xf32>
      %o1886 = affine.load %S[%j1886] : memref<128xf32>
      %s1886 = arith.addf %o1886, %a1886 : f32
      affine.store %s1886, %S[%j1886] : memref<128xf32>
    }
  }
  affine.for %i1887 = 0 to 64 {
    %r1887 = affine.for %j1887 = 0 to 128 iter_args(%acc1887 = %zero) -> (f32) {
      %a1887 = affine.load %A[%i1887, %j1887] : memref<64x128xf32>
      %s1887 = arith.addf %acc1887, %a1887 : f32
      affine.yield %s1887 : f32
    }
    affine.store %r1887, %R[%i1887] : memref<64xf32>
  }
  affine.for %i1888 = 0 to 64 {
    affine.for %j1888 = 0 to 128 {
      %a1888 = affine.load %A[%i1888, %j1888] : memref<64x128xf32>
      %m1888 = arith.mulf %a1888, %two : f32
      %p1888 = arith.addf %m1888, %zero : f32
      affine.store %p1888, %B[%i1888, %j1888] : memref<64x128xf32>
    }
  }
  affine.for %j1889 = 0 to 128 {
    affine.for %i1889 = 0 to 64 {
      %a1889 = affine.load %B[%i1889, %j1889] : memref<64x128xf32>
      %o1889 = affine.load %S[%j1889] : memref<128xf32>
      %s1889 = arith.addf %o1889, %a1889 : f32
      affine.store %s1889, %S[%j1889] : memref<128xf32>
    }
  }
  affine.for %i1890 = 0 to 64 {
    %r1890 = affine.for %j1890 = 0 to 128 iter_args(%acc1890 = %zero) -> (f32) {
      %a1890 = affine.load %A[%i1890, %j1890] : memref<64x128xf32>
      %s1890 = arith.addf %acc1890, %a1890 : f32
      affine.yield %s1890 : f32
    }
    affine.store %r1890, %R[%i1890] : memref<64xf32>
  }
  affine.for %i1891 = 0 to 64 {
    affine.for %j1891 = 0 to 128 {
      %a1891 = affine.load %A[%i1891, %j1891] : memref<64x128xf32>
      %m1891 = arith.mulf %a1891, %two : f32
      %p1891 = arith.addf %m1891, %zero : f32
      affine.store %p1891, %B[%i1891, %j1891] : memref<64x128xf32>
    }
  }
  affine.for %j1892 = 0 to 128 {
    affine.for %i1892 = 0 to 64 {
      %a1892 = affine.load %B[%i1892, %j1892] : memref<64x128xf32>
      %o1892 = affine.load %S[%j1892] : memref<128xf32>
      %s1892 = arith.addf %o1892, %a1892 : f32
      affine.store %s1892, %S[%j1892] : memref<128xf32>
    }
  }
  affine.for %i1893 = 0 to 64 {
    %r1893 = affine.for %j1893 = 0 to 128 iter_args(%acc1893 = %zero) -> (f32) {
      %a1893 = affine.load %A[%i1893, %j1893] : memref<64x128xf32>
      %s1893 = arith.addf %acc1893, %a1893 : f32
      affine.yield %s1893 : f32
    }
    affine.store %r1893, %R[%i1893] : memref<64xf32>
  }
  affine.for %i1894 = 0 to 64 {
    affine.for %j1894 = 0 to 128 {
      %a1894 = affine.load %A[%i1894, %j1894] : memref<64x128xf32>
      %m1894 = arith.mulf %a1894, %two : f32
      %p1894 = arith.addf %m1894, %zero : f32
      affine.store %p1894, %B[%i1894, %j1894] : memref<64x128xf32>
    }
  }
  affine.for %j1895 = 0 to 128 {
    affine.for %i1895 = 0 to 64 {
      %a1895 = affine.load %B[%i1895, %j1895] : memref<64x128xf32>
      %o1895 = affine.load %S[%j1895] : memref<128xf32>
      %s1895 = arith.addf %o1895, %a1895 : f32
      affine.store %s1895, %S[%j1895] : memref<128xf32>
    }
  }
  affine.for %i1896 = 0 to 64 {
    %r1896 = affine.for %j1896 = 0 to 128 iter_args(%acc1896 = %zero) -> (f32) {
      %a1896 = affine.load %A[%i1896, %j1896] : memref<64x128xf32>
      %s1896 = arith.addf %acc1896, %a1896 : f32
      affine.yield %s1896 : f32
    }
    affine.store %r1896, %R[%i1896] : memref<64xf32>
  }
  affine.for %i1897 = 0 to 64 {
    affine.for %j1897 = 0 to 128 {
      %a1897 = affine.load %A[%i1897, %j1897] : memref<64x128xf32>
      %m1897 = arith.mulf %a1897, %two : f32
      %p1897 = arith.addf %m1897, %zero : f32
      affine.store %p1897, %B[%i1897, %j1897] : memref<64x128xf32>
    }
  }
  affine.for %j1898 = 0 to 128 {
    affine.for %i1898 = 0 to 64 {
      %a1898 = affine.load %B[%i1898, %j1898] : memref<64x128xf32>
      %o1898 = affine.load %S[%j1898] : memref<128xf32>
      %s1898 = arith.addf %o1898, %a1898 : f32
      affine.store %s1898, %S[%j1898] : memref<128xf32>
    }
  }
  affine.for %i1899 = 0 to 64 {
    %r1899 = affine.for %j1899 = 0 to 128 iter_args(%acc1899 = %zero) -> (f32) {
      %a1899 = affine.load %A[%i1899, %j1899] : memref<64x128xf32>
      %s1899 = arith.addf %acc1899, %a1899 : f32
      affine.yield %s1899 : f32
    }
    affine.store %r1899, %R[%i1899] : memref<64xf32>
  }
  affine.for %i1900 = 0 to 64 {
    affine.for %j1900 = 0 to 128 {
      %a1900 = affine.load %A[%i1900, %j1900] : memref<64x128xf32>
      %m1900 = arith.mulf %a1900, %two : f32
      %p1900 = arith.addf %m1900, %zero : f32
      affine.store %p1900, %B[%i1900, %j1900] : memref<64x128xf32>
    }
  }
  affine.for %j1901 = 0 to 128 {
    affine.for %i1901 = 0 to 64 {
      %a1901 = affine.load %B[%i1901, %j1901] : memref<64x128xf32>
      %o1901 = affine.load %S[%j1901] : memref<128xf32>
      %s1901 = arith.addf %o1901, %a1901 : f32
      affine.store %s1901, %S[%j1901] : memref<128xf32>
    }
  }
  affine.for %i1902 = 0 to 64 {
    %r1902 = affine.for %j1902 = 0 to 128 iter_args(%acc1902 = %zero) -> (f32) {
      %a1902 = affine.load %A[%i1902, %j1902] : memref<64x128xf32>
      %s1902 = arith.addf %acc1902, %a1902 : f32
      affine.yield %s1902 : f32
    }
    affine.store %r1902, %R[%i1902] : memref<64xf32>
  }
  affine.for %i1903 = 0 to 64 {
    affine.for %j1903 = 0 to 128 {
      %a1903 = affine.load %A[%i1903, %j1903] : memref<64x128xf32>
      %m1903 = arith.mulf %a1903, %two : f32
      %p1903 = arith.addf %m1903, %zero : f32
      affine.store %p1903, %B[%i1903, %j1903] : memref<64x128xf32>
    }
  }
  affine.for %j1904 = 0 to 128 {
    affine.for %i1904 = 0 to 64 {
      %a1904 = affine.load %B[%i1904, %j1904] : memref<64x128xf32>
      %o1904 = affine.load %S[%j1904] : memref<128xf32>
      %s1904 = arith.addf %o1904, %a1904 : f32
      affine.store %s1904, %S[%j1904] : memref<128xf32>
    }
  }
  affine.for %i1905 = 0 to 64 {
    %r1905 = affine.for %j1905 = 0 to 128 iter_args(%acc1905 = %zero) -> (f32) {
      %a1905 = affine.load %A[%i1905, %j1905] : memref<64x128xf32>
      %s1905 = arith.addf %acc1905, %a1905 : f32
      affine.yield %s1905 : f32
    }
    affine.store %r1905, %R[%i1905] : memref<64xf32>
  }
  affine.for %i1906 = 0 to 64 {
    affine.for %j1906 = 0 to 128 {
      %a1906 = affine.load %A[%i1906, %j1906] : memref<64x128xf32>
      %m1906 = arith.mulf %a1906, %two : f32
      %p1906 = arith.addf %m1906, %zero : f32
      affine.store %p1906, %B[%i1906, %j1906] : memref<64x128xf32>
    }
  }
  affine.for %j1907 = 0 to 128 {
    affine.for %i1907 = 0 to 64 {
      %a1907 = affine.load %B[%i1907, %j1907] : memref<64x128xf32>
      %o1907 = affine.load %S[%j1907] : memref<128xf32>
      %s1907 = arith.addf %o1907, %a1907 : f32
      affine.store %s1907, %S[%j1907] : memref<128xf32>
    }
  }
  affine.for %i1908 = 0 to 64 {
    %r1908 = affine.for %j1908 = 0 to 128 iter_args(%acc1908 = %zero) -> (f32) {
      %a1908 = affine.load %A[%i1908, %j1908] : memref<64x128xf32>
      %s1908 = arith.addf %acc1908, %a1908 : f32
      affine.yield %s1908 : f32
    }
    affine.store %r1908, %R[%i1908] : memref<64xf32>
  }
  affine.for %i1909 = 0 to 64 {
    affine.for %j1909 = 0 to 128 {
      %a1909 = affine.load %A[%i1909, %j1909] : memref<64x128xf32>
      %m1909 = arith.mulf %a1909, %two : f32
      %p1909 = arith.addf %m1909, %zero : f32
      affine.store %p1909, %B[%i1909, %j1909] : memref<64x128xf32>
    }
  }
  affine.for %j1910 = 0 to 128 {
    affine.for %i1910 = 0 to 64 {
      %a1910 = affine.load %B[%i1910, %j1910] : memref<64x128xf32>
      %o1910 = affine.load %S[%j1910] : memref<128xf32>
      %s1910 = arith.addf %o1910, %a1910 : f32
      affine.store %s1910, %S[%j1910] : memref<128xf32>
    }
  }
  affine.for %i1911 = 0 to 64 {
    %r1911 = affine.for %j1911 = 0 to 128 iter_args(%acc1911 = %zero) -> (f32) {
      %a1911 = affine.load %A[%i1911, %j1911] : memref<64x128xf32>
      %s1911 = arith.addf %acc1911, %a1911 : f32
      affine.yield %s1911 : f32
    }
    affine.store %r1911, %R[%i1911] : memref<64xf32>
  }
  affine.for %i1912 = 0 to 64 {
    affine.for %j1912 = 0 to 128 {
      %a1912 = affine.load %A[%i1912, %j1912] : memref<64x128xf32>
      %m1912 = arith.mulf %a1912, %two : f32
      %p1912 = arith.addf %m1912, %zero : f32
      affine.store %p1912, %B[%i1912, %j1912] : memref<64x128xf32>
    }
  }
  affine.for %j1913 = 0 to 128 {
    affine.for %i1913 = 0 to 64 {
      %a1913 = affine.load %B[%i1913, %j1913] : memref<64x128xf32>
      %o1913 = affine.load %S[%j1913] : memref<128xf32>
      %s1913 = arith.addf %o1913, %a1913 : f32
      affine.store %s1913, %S[%j1913] : memref<128xf32>
    }
  }
  affine.for %i1914 = 0 to 64 {
    %r1914 = affine.for %j1914 = 0 to 128 iter_args(%acc1914 = %zero) -> (f32) {
      %a1914 = affine.load %A[%i1914, %j1914] : memref<64x128xf32>
      %s1914 = arith.addf %acc1914, %a1914 : f32
      affine.yield %s1914 : f32
    }
    affine.store %r1914, %R[%i1914] : memref<64xf32>
  }
  affine.for %i1915 = 0 to 64 {
    affine.for %j1915 = 0 to 128 {
      %a1915 = affine.load %A[%i1915, %j1915] : memref<64x128xf32>
      %m1915 = arith.mulf %a1915, %two : f32
      %p1915 = arith.addf %m1915, %zero : f32
      affine.store %p1915, %B[%i1915, %j1915] : memref<64x128xf32>
    }
  }
  affine.for %j1916 = 0 to 128 {
    affine.for %i1916 = 0 to 64 {
      %a1916 = affine.load %B[%i1916, %j1916] : memref<64x128xf32>
      %o1916 = affine.load %S[%j1916] : memref<128xf32>
      %s1916 = arith.addf %o1916, %a1916 : f32
      affine.store %s1916, %S[%j1916] : memref<128xf32>
    }
  }
  affine.for %i1917 = 0 to 64 {
    %r1917 = affine.for %j1917 = 0 to 128 iter_args(%acc1917 = %zero) -> (f32) {
      %a1917 = affine.load %A[%i1917, %j1917] : memref<64x128xf32>
      %s1917 = arith.addf %acc1917, %a1917 : f32
      affine.yield %s1917 : f32
    }
    affine.store %r1917, %R[%i1917] : memref<64xf32>
  }
  affine.for %i1918 = 0 to 64 {
    affine.for %j1918 = 0 to 128 {
      %a1918 = affine.load %A[%i1918, %j1918] : memref<64x128xf32>
      %m1918 = arith.mulf %a1918, %two : f32
      %p1918 = arith.addf %m1918, %zero : f32
      affine.store %p1918, %B[%i1918, %j1918] : memref<64x128xf32>
    }
  }
  affine.for %j1919 = 0 to 128 {
    affine.for %i1919 = 0 to 64 {
      %a1919 = affine.load %B[%i1919, %j1919] : memref<64x128xf32>
      %o1919 = affine.load %S[%j1919] : memref<128xf32>
      %s1919 = arith.addf %o1919, %a1919 : f32
      affine.store %s1919, %S[%j1919] : memref<128xf32>
    }
  }
  affine.for %i1920 = 0 to 64 {
    %r1920 = affine.for %j1920 = 0 to 128 iter_args(%acc1920 = %zero) -> (f32) {
      %a1920 = affine.load %A[%i1920, %j1920] : memref<64x128xf32>
      %s1920 = arith.addf %acc1920, %a1920 : f32
      affine.yield %s1920 : f32
    }
    affine.store %r1920, %R[%i1920] : memref<64xf32>
  }
  affine.for %i1921 = 0 to 64 {
    affine.for %j1921 = 0 to 128 {
      %a1921 = affine.load %A[%i1921, %j1921] : memref<64x128xf32>
      %m1921 = arith.mulf %a1921, %two : f32
      %p1921 = arith.addf %m1921, %zero : f32
      affine.store %p1921, %B[%i1921, %j1921] : memref<64x128xf32>
    }
  }
  affine.for %j1922 = 0 to 128 {
    affine.for %i1922 = 0 to 64 {
      %a1922 = affine.load %B[%i1922, %j1922] : memref<64x128xf32>
      %o1922 = affine.load %S[%j1922] : memref<128xf32>
      %s1922 = arith.addf %o1922, %a1922 : f32
      affine.store %s1922, %S[%j1922] : memref<128xf32>
    }
  }
  affine.for %i1923 = 0 to 64 {
    %r1923 = affine.for %j1923 = 0 to 128 iter_args(%acc1923 = %zero) -> (f32) {
      %a1923 = affine.load %A[%i1923, %j1923] : memref<64x128xf32>
      %s1923 = arith.addf %acc1923, %a1923 : f32
      affine.yield %s1923 : f32
    }
    affine.store %r1923, %R[%i1923] : memref<64xf32>
  }
  affine.for %i1924 = 0 to 64 {
    affine.for %j1924 = 0 to 128 {
      %a1924 = affine.load %A[%i1924, %j1924] : memref<64x128xf32>
      %m1924 = arith.mulf %a1924, %two : f32
      %p1924 = arith.addf %m1924, %zero : f32
      affine.store %p1924, %B[%i1924, %j1924] : memref<64x128xf32>
    }
  }
  affine.for %j1925 = 0 to 128 {
    affine.for %i1925 = 0 to 64 {
      %a1925 = affine.load %B[%i1925, %j1925] : memref<64x128xf32>
      %o1925 = affine.load %S[%j1925] : memref<128xf32>
      %s1925 = arith.addf %o1925, %a1925 : f32
      affine.store %s1925, %S[%j1925] : memref<128xf32>
    }
  }
  affine.for %i1926 = 0 to 64 {
    %r1926 = affine.for %j1926 = 0 to 128 iter_args(%acc1926 = %zero) -> (f32) {
      %a1926 = affine.load %A[%i1926, %j1926] : memref<64x128xf32>
      %s1926 = arith.addf %acc1926, %a1926 : f32
      affine.yield %s1926 : f32
    }
    affine.store %r1926, %R[%i1926] : memref<64xf32>
  }
  affine.for %i1927 = 0 to 64 {
    affine.for %j1927 = 0 to 128 {
      %a1927 = affine.load %A[%i1927, %j1927] : memref<64x128xf32>
      %m1927 = arith.mulf %a1927, %two : f32
      %p1927 = arith.addf %m1927, %zero : f32
      affine.store %p1927, %B[%i1927, %j1927] : memref<64x128xf32>
    }
  }
  affine.for %j1928 = 0 to 128 {
    affine.for %i1928 = 0 to 64 {
      %a1928 = affine.load %B[%i1928, %j1928] : memref<64x128xf32>
      %o1928 = affine.load %S[%j1928] : memref<128xf32>
      %s1928 = arith.addf %o1928, %a1928 : f32
      affine.store %s1928, %S[%j1928] : memref<128xf32>
    }
  }
  affine.for %i1929 = 0 to 64 {
    %r1929 = affine.for %j1929 = 0 to 128 iter_args(%acc1929 = %zero) -> (f32) {
      %a1929 = affine.load %A[%i1929, %j1929] : memref<64x128xf32>
      %s1929 = arith.addf %acc1929, %a1929 : f32
      affine.yield %s1929 : f32
    }
    affine.store %r1929, %R[%i1929] : memref<64xf32>
  }
  affine.for %i1930 = 0 to 64 {
    affine.for %j1930 = 0 to 128 {
      %a1930 = affine.load %A[%i1930, %j1930] : memref<64x128xf32>
      %m1930 = arith.mulf %a1930, %two : f32
      %p1930 = arith.addf %m1930, %zero : f32
      affine.store %p1930, %B[%i1930, %j1930] : memref<64x128xf32>
    }
  }
  affine.for %j1931 = 0 to 128 {
    affine.for %i1931 = 0 to 64 {
      %a1931 = affine.load %B[%i1931, %j1931] : memref<64x128xf32>
      %o1931 = affine.load %S[%j1931] : memref<128xf32>
      %s1931 = arith.addf %o1931, %a1931 : f32
      affine.store %s1931, %S[%j1931] : memref<128xf32>
    }
  }
  affine.for %i1932 = 0 to 64 {
    %r1932 = affine.for %j1932 = 0 to 128 iter_args(%acc1932 = %zero) -> (f32) {
      %a1932 = affine.load %A[%i1932, %j1932] : memref<64x128xf32>
      %s1932 = arith.addf %acc1932, %a1932 : f32
      affine.yield %s1932 : f32
    }
    affine.store %r1932, %R[%i1932] : memref<64xf32>
  }
  affine.for %i1933 = 0 to 64 {
    affine.for %j1933 = 0 to 128 {
      %a1933 = affine.load %A[%i1933, %j1933] : memref<64x128xf32>
      %m1933 = arith.mulf %a1933, %two : f32
      %p1933 = arith.addf %m1933, %zero : f32
      affine.store %p1933, %B[%i1933, %j1933] : memref<64x128xf32>
    }
  }
  affine.for %j1934 = 0 to 128 {
    affine.for %i1934 = 0 to 64 {
      %a1934 = affine.load %B[%i1934, %j1934] : memref<64x128xf32>
      %o1934 = affine.load %S[%j1934] : memref<128xf32>
      %s1934 = arith.addf %o1934, %a1934 : f32
      affine.store %s1934, %S[%j1934] : memref<128xf32>
    }
  }
  affine.for %i1935 = 0 to 64 {
    %r1935 = affine.for %j1935 = 0 to 128 iter_args(%acc1935 = %zero) -> (f32) {
      %a1935 = affine.load %A[%i1935, %j1935] : memref<64x128xf32>
      %s1935 = arith.addf %acc1935, %a1935 : f32
      affine.yield %s1935 : f32
    }
    affine.store %r1935, %R[%i1935] : memref<64xf32>
  }
  affine.for %i1936 = 0 to 64 {
    affine.for %j1936 = 0 to 128 {
      %a1936 = affine.load %A[%i1936, %j1936] : memref<64x128xf32>
      %m1936 = arith.mulf %a1936, %two : f32
      %p1936 = arith.addf %m1936, %zero : f32
      affine.store %p1936, %B[%i1936, %j1936] : memref<64x128xf32>
    }
  }
  affine.for %j1937 = 0 to 128 {
    affine.for %i1937 = 0 to 64 {
      %a1937 = affine.load %B[%i1937, %j1937] : memref<64x128xf32>
      %o1937 = affine.load %S[%j1937] : memref<128xf32>
      %s1937 = arith.addf %o1937, %a1937 : f32
      affine.store %s1937, %S[%j1937] : memref<128xf32>
    }
  }
  affine.for %i1938 = 0 to 64 {
    %r1938 = affine.for %j1938 = 0 to 128 iter_args(%acc1938 = %zero) -> (f32) {
      %a1938 = affine.load %A[%i1938, %j1938] : memref<64x128xf32>
      %s1938 = arith.addf %acc1938, %a1938 : f32
      affine.yield %s1938 : f32
    }
    affine.store %r1938, %R[%i1938] : memref<64xf32>
  }
  affine.for %i1939 = 0 to 64 {
    affine.for %j1939 = 0 to 128 {
      %a1939 = affine.load %A[%i1939, %j1939] : memref<64x128xf32>
      %m1939 = arith.mulf %a1939, %two : f32
      %p1939 = arith.addf %m1939, %zero : f32
      affine.store %p1939, %B[%i1939, %j1939] : memref<64x128xf32>
    }
  }
  affine.for %j1940 = 0 to 128 {
    affine.for %i1940 = 0 to 64 {
      %a1940 = affine.load %B[%i1940, %j1940] : memref<64x128xf32>
      %o1940 = affine.load %S[%j1940] : memref<128xf32>
      %s1940 = arith.addf %o1940, %a1940 : f32
      affine.store %s1940, %S[%j1940] : memref<128xf32>
    }
  }
  affine.for %i1941 = 0 to 64 {
    %r1941 = affine.for %j1941 = 0 to 128 iter_args(%acc1941 = %zero) -> (f32) {
      %a1941 = affine.load %A[%i1941, %j1941] : memref<64x128xf32>
      %s1941 = arith.addf %acc1941, %a1941 : f32
      affine.yield %s1941 : f32
    }
    affine.store %r1941, %R[%i1941] : memref<64xf32>
  }
  affine.for %i1942 = 0 to 64 {
    affine.for %j1942 = 0 to 128 {
      %a1942 = affine.load %A[%i1942, %j1942] : memref<64x128xf32>
      %m1942 = arith.mulf %a1942, %two : f32
      %p1942 = arith.addf %m1942, %zero : f32
      affine.store %p1942, %B[%i1942, %j1942] : memref<64x128xf32>
    }
  }
  affine.for %j1943 = 0 to 128 {
    affine.for %i1943 = 0 to 64 {
      %a1943 = affine.load %B[%i1943, %j1943] : memref<64x128xf32>
      %o1943 = affine.load %S[%j1943] : memref<128xf32>
      %s1943 = arith.addf %o1943, %a1943 : f32
      affine.store %s1943, %S[%j1943] : memref<128xf32>
    }
  }
  affine.for %i1944 = 0 to 64 {
    %r1944 = affine.for %j1944 = 0 to 128 iter_args(%acc1944 = %zero) -> (f32) {
      %a1944 = affine.load %A[%i1944, %j1944] : memref<64x128xf32>
      %s1944 = arith.addf %acc1944, %a1944 : f32
      affine.yield %s1944 : f32
    }
    affine.store %r1944, %R[%i1944] : memref<64xf32>
  }
  affine.for %i1945 = 0 to 64 {
    affine.for %j1945 = 0 to 128 {
      %a1945 = affine.load %A[%i1945, %j1945] : memref<64x128xf32>
      %m1945 = arith.mulf %a1945, %two : f32
      %p1945 = arith.addf %m1945, %zero : f32
      affine.store %p1945, %B[%i1945, %j1945] : memref<64x128xf32>
    }
  }
  affine.for %j1946 = 0 to 128 {
    affine.for %i1946 = 0 to 64 {
      %a1946 = affine.load %B[%i1946, %j1946] : memref<64x128xf32>
      %o1946 = affine.load %S[%j1946] : memref<128xf32>
      %s1946 = arith.addf %o1946, %a1946 : f32
      affine.store %s1946, %S[%j1946] : memref<128xf32>
    }
  }
  affine.for %i1947 = 0 to 64 {
    %r1947 = affine.for %j1947 = 0 to 128 iter_args(%acc1947 = %zero) -> (f32) {
      %a1947 = affine.load %A[%i1947, %j1947] : memref<64x128xf32>
      %s1947 = arith.addf %acc1947, %a1947 : f32
      affine.yield %s1947 : f32
    }
    affine.store %r1947, %R[%i1947] : memref<64xf32>
  }
  affine.for %i1948 = 0 to 64 {
    affine.for %j1948 = 0 to 128 {
      %a1948 = affine.load %A[%i1948, %j1948] : memref<64x128xf32>
      %m1948 = arith.mulf %a1948, %two : f32
      %p1948 = arith.addf %m1948, %zero : f32
      affine.store %p1948, %B[%i1948, %j1948] : memref<64x128xf32>
    }
  }
  affine.for %j1949 = 0 to 128 {
    affine.for %i1949 = 0 to 64 {
      %a1949 = affine.load %B[%i1949, %j1949] : memref<64x128xf32>
      %o1949 = affine.load %S[%j1949] : memref<128xf32>
      %s1949 = arith.addf %o1949, %a1949 : f32
      affine.store %s1949, %S[%j1949] : memref<128xf32>
    }
  }
  affine.for %i1950 = 0 to 64 {
    %r1950 = affine.for %j1950 = 0 to 128 iter_args(%acc1950 = %zero) -> (f32) {
      %a1950 = affine.load %A[%i1950, %j1950] : memref<64x128xf32>
      %s1950 = arith.addf %acc1950, %a1950 : f32
      affine.yield %s1950 : f32
    }
    affine.store %r1950, %R[%i1950] : memref<64xf32>
  }
  affine.for %i1951 = 0 to 64 {
    affine.for %j1951 = 0 to 128 {
      %a1951 = affine.load %A[%i1951, %j1951] : memref<64x128xf32>
      %m1951 = arith.mulf %a1951, %two : f32
      %p1951 = arith.addf %m1951, %zero : f32
      affine.store %p1951, %B[%i1951, %j1951] : memref<64x128xf32>
    }
  }
  affine.for %j1952 = 0 to 128 {
    affine.for %i1952 = 0 to 64 {
      %a1952 = affine.load %B[%i1952, %j1952] : memref<64x128xf32>
      %o1952 = affine.load %S[%j1952] : memref<128xf32>
      %s1952 = arith.addf %o1952, %a1952 : f32
      affine.store %s1952, %S[%j1952] : memref<128xf32>
    }
  }
  affine.for %i1953 = 0 to 64 {
    %r1953 = affine.for %j1953 = 0 to 128 iter_args(%acc1953 = %zero) -> (f32) {
      %a1953 = affine.load %A[%i1953, %j1953] : memref<64x128xf32>
      %s1953 = arith.addf %acc1953, %a1953 : f32
      affine.yield %s1953 : f32
    }
    affine.store %r1953, %R[%i1953] : memref<64xf32>
  }
  affine.for %i1954 = 0 to 64 {
    affine.for %j1954 = 0 to 128 {
      %a1954 = affine.load %A[%i1954, %j1954] : memref<64x128xf32>
      %m1954 = arith.mulf %a1954, %two : f32
      %p1954 = arith.addf %m1954, %zero : f32
      affine.store %p1954, %B[%i1954, %j1954] : memref<64x128xf32>
    }
  }
  affine.for %j1955 = 0 to 128 {
    affine.for %i1955 = 0 to 64 {
      %a1955 = affine.load %B[%i1955, %j1955] : memref<64x128xf32>
      %o1955 = affine.load %S[%j1955] : memref<128xf32>
      %s1955 = arith.addf %o1955, %a1955 : f32
      affine.store %s1955, %S[%j1955] : memref<128xf32>
    }
  }
  affine.for %i1956 = 0 to 64 {
    %r1956 = affine.for %j1956 = 0 to 128 iter_args(%acc1956 = %zero) -> (f32) {
      %a1956 = affine.load %A[%i1956, %j1956] : memref<64x128xf32>
      %s1956 = arith.addf %acc1956, %a1956 : f32
      affine.yield %s1956 : f32
    }
    affine.store %r1956, %R[%i1956] : memref<64xf32>
  }
  affine.for %i1957 = 0 to 64 {
    affine.for %j1957 = 0 to 128 {
      %a1957 = affine.load %A[%i1957, %j1957] : memref<64x128xf32>
      %m1957 = arith.mulf %a1957, %two : f32
      %p1957 = arith.addf %m1957, %zero : f32
      affine.store %p1957, %B[%i1957, %j1957] : memref<64x128xf32>
    }
  }
  affine.for %j1958 = 0 to 128 {
    affine.for %i1958 = 0 to 64 {
      %a1958 = affine.load %B[%i1958, %j1958] : memref<64x128xf32>
      %o1958 = affine.load %S[%j1958] : memref<128xf32>
      %s1958 = arith.addf %o1958, %a1958 : f32
      affine.store %s1958, %S[%j1958] : memref<128xf32>
    }
  }
  affine.for %i1959 = 0 to 64 {
    %r1959 = affine.for %j1959 = 0 to 128 iter_args(%acc1959 = %zero) -> (f32) {
      %a1959 = affine.load %A[%i1959, %j1959] : memref<64x128xf32>
      %s1959 = arith.addf %acc1959, %a1959 : f32
      affine.yield %s1959 : f32
    }
    affine.store %r1959, %R[%i1959] : memref<64xf32>
  }
  affine.for %i1960 = 0 to 64 {
    affine.for %j1960 = 0 to 128 {
      %a1960 = affine.load %A[%i1960, %j1960] : memref<64x128xf32>
      %m1960 = arith.mulf %a1960, %two : f32
      %p1960 = arith.addf %m1960, %zero : f32
      affine.store %p1960, %B[%i1960, %j1960] : memref<64x128xf32>
    }
  }
  affine.for %j1961 = 0 to 128 {
    affine.for %i1961 = 0 to 64 {
      %a1961 = affine.load %B[%i1961, %j1961] : memref<64x128xf32>
      %o1961 = affine.load %S[%j1961] : memref<128xf32>
      %s1961 = arith.addf %o1961, %a1961 : f32
      affine.store %s1961, %S[%j1961] : memref<128xf32>
    }
  }
  affine.for %i1962 = 0 to 64 {
    %r1962 = affine.for %j1962 = 0 to 128 iter_args(%acc1962 = %zero) -> (f32) {
      %a1962 = affine.load %A[%i1962, %j1962] : memref<64x128xf32>
      %s1962 = arith.addf %acc1962, %a1962 : f32
      affine.yield %s1962 : f32
    }
    affine.store %r1962, %R[%i1962] : memref<64xf32>
  }
  affine.for %i1963 = 0 to 64 {
    affine.for %j1963 = 0 to 128 {
      %a1963 = affine.load %A[%i1963, %j1963] : memref<64x128xf32>
      %m1963 = arith.mulf %a1963, %two : f32
      %p1963 = arith.addf %m1963, %zero : f32
      affine.store %p1963, %B[%i1963, %j1963] : memref<64x128xf32>
    }
  }
  affine.for %j1964 = 0 to 128 {
    affine.for %i1964 = 0 to 64 {
      %a1964 = affine.load %B[%i1964, %j1964] : memref<64x128xf32>
      %o1964 = affine.load %S[%j1964] : memref<128xf32>
      %s1964 = arith.addf %o1964, %a1964 : f32
      affine.store %s1964, %S[%j1964] : memref<128xf32>
    }
  }
  affine.for %i1965 = 0 to 64 {
    %r1965 = affine.for %j1965 = 0 to 128 iter_args(%acc1965 = %zero) -> (f32) {
      %a1965 = affine.load %A[%i1965, %j1965] : memref<64x128xf32>
      %s1965 = arith.addf %acc1965, %a1965 : f32
      affine.yield %s1965 : f32
    }
    affine.store %r1965, %R[%i1965] : memref<64xf32>
  }
  affine.for %i1966 = 0 to 64 {
    affine.for %j1966 = 0 to 128 {
      %a1966 = affine.load %A[%i1966, %j1966] : memref<64x128xf32>
      %m1966 = arith.mulf %a1966, %two : f32
      %p1966 = arith.addf %m1966, %zero : f32
      affine.store %p1966, %B[%i1966, %j1966] : memref<64x128xf32>
    }
  }
  affine.for %j1967 = 0 to 128 {
    affine.for %i1967 = 0 to 64 {
      %a1967 = affine.load %B[%i1967, %j1967] : memref<64x128xf32>
      %o1967 = affine.load %S[%j1967] : memref<128xf32>
      %s1967 = arith.addf %o1967, %a1967 : f32
      affine.store %s1967, %S[%j1967] : memref<128xf32>
    }
  }
  affine.for %i1968 = 0 to 64 {
    %r1968 = affine.for %j1968 = 0 to 128 iter_args(%acc1968 = %zero) -> (f32) {
      %a1968 = affine.load %A[%i1968, %j1968] : memref<64x128xf32>
      %s1968 = arith.addf %acc1968, %a1968 : f32
      affine.yield %s1968 : f32
    }
    affine.store %r1968, %R[%i1968] : memref<64xf32>
  }
  affine.for %i1969 = 0 to 64 {
    affine.for %j1969 = 0 to 128 {
      %a1969 = affine.load %A[%i1969, %j1969] : memref<64x128xf32>
      %m1969 = arith.mulf %a1969, %two : f32
      %p1969 = arith.addf %m1969, %zero : f32
      affine.store %p1969, %B[%i1969, %j1969] : memref<64x128xf32>
    }
  }
  affine.for %j1970 = 0 to 128 {
    affine.for %i1970 = 0 to 64 {
      %a1970 = affine.load %B[%i1970, %j1970] : memref<64x128xf32>
      %o1970 = affine.load %S[%j1970] : memref<128xf32>
      %s1970 = arith.addf %o1970, %a1970 : f32
      affine.store %s1970, %S[%j1970] : memref<128xf32>
    }
  }
  affine.for %i1971 = 0 to 64 {
    %r1971 = affine.for %j1971 = 0 to 128 iter_args(%acc1971 = %zero) -> (f32) {
      %a1971 = affine.load %A[%i1971, %j1971] : memref<64x128xf32>
      %s1971 = arith.addf %acc1971, %a1971 : f32
      affine.yield %s1971 : f32
    }
    affine.store %r1971, %R[%i1971] : memref<64xf32>
  }
  affine.for %i1972 = 0 to 64 {
    affine.for %j1972 = 0 to 128 {
      %a1972 = affine.load %A[%i1972, %j1972] : memref<64x128xf32>
      %m1972 = arith.mulf %a1972, %two : f32
      %p1972 = arith.addf %m1972, %zero : f32
      affine.store %p1972, %B[%i1972, %j1972] : memref<64x128xf32>
    }
  }
  affine.for %j1973 = 0 to 128 {
    affine.for %i1973 = 0 to 64 {
      %a1973 = affine.load %B[%i1973, %j1973] : memref<64x128xf32>
      %o1973 = affine.load %S[%j1973] : memref<128xf32>
      %s1973 = arith.addf %o1973, %a1973 : f32
      affine.store %s1973, %S[%j1973] : memref<128xf32>
    }
  }
  affine.for %i1974 = 0 to 64 {
    %r1974 = affine.for %j1974 = 0 to 128 iter_args(%acc1974 = %zero) -> (f32) {
      %a1974 = affine.load %A[%i1974, %j1974] : memref<64x128xf32>
      %s1974 = arith.addf %acc1974, %a1974 : f32
      affine.yield %s1974 : f32
    }
    affine.store %r1974, %R[%i1974] : memref<64xf32>
  }
  affine.for %i1975 = 0 to 64 {
    affine.for %j1975 = 0 to 128 {
      %a1975 = affine.load %A[%i1975, %j1975] : memref<64x128xf32>
      %m1975 = arith.mulf %a1975, %two : f32
      %p1975 = arith.addf %m1975, %zero : f32
      affine.store %p1975, %B[%i1975, %j1975] : memref<64x128xf32>
    }
  }
  affine.for %j1976 = 0 to 128 {
    affine.for %i1976 = 0 to 64 {
      %a1976 = affine.load %B[%i1976, %j1976] : memref<64x128xf32>
      %o1976 = affine.load %S[%j1976] : memref<128xf32>
      %s1976 = arith.addf %o1976, %a1976 : f32
      affine.store %s1976, %S[%j1976] : memref<128xf32>
    }
  }
  affine.for %i1977 = 0 to 64 {
    %r1977 = affine.for %j1977 = 0 to 128 iter_args(%acc1977 = %zero) -> (f32) {
      %a1977 = affine.load %A[%i1977, %j1977] : memref<64x128xf32>
      %s1977 = arith.addf %acc1977, %a1977 : f32
      affine.yield %s1977 : f32
    }
    affine.store %r1977, %R[%i1977] : memref<64xf32>
  }
  affine.for %i1978 = 0 to 64 {
    affine.for %j1978 = 0 to 128 {
      %a1978 = affine.load %A[%i1978, %j1978] : memref<64x128xf32>
      %m1978 = arith.mulf %a1978, %two : f32
      %p1978 = arith.addf %m1978, %zero : f32
      affine.store %p1978, %B[%i1978, %j1978] : memref<64x128xf32>
    }
  }
  affine.for %j1979 = 0 to 128 {
    affine.for %i1979 = 0 to 64 {
      %a1979 = affine.load %B[%i1979, %j1979] : memref<64x128xf32>
      %o1979 = affine.load %S[%j1979] : memref<128xf32>
      %s1979 = arith.addf %o1979, %a1979 : f32
      affine.store %s1979, %S[%j1979] : memref<128xf32>
    }
  }
  affine.for %i1980 = 0 to 64 {
    %r1980 = affine.for %j1980 = 0 to 128 iter_args(%acc1980 = %zero) -> (f32) {
      %a1980 = affine.load %A[%i1980, %j1980] : memref<64x128xf32>
      %s1980 = arith.addf %acc1980, %a1980 : f32
      affine.yield %s1980 : f32
    }
    affine.store %r1980, %R[%i1980] : memref<64xf32>
  }
  affine.for %i1981 = 0 to 64 {
    affine.for %j1981 = 0 to 128 {
      %a1981 = affine.load %A[%i1981, %j1981] : memref<64x128xf32>
      %m1981 = arith.mulf %a1981, %two : f32
      %p1981 = arith.addf %m1981, %zero : f32
      affine.store %p1981, %B[%i1981, %j1981] : memref<64x128xf32>
    }
  }
  affine.for %j1982 = 0 to 128 {
    affine.for %i1982 = 0 to 64 {
      %a1982 = affine.load %B[%i1982, %j1982] : memref<64x128xf32>
      %o1982 = affine.load %S[%j1982] : memref<128xf32>
      %s1982 = arith.addf %o1982, %a1982 : f32
      affine.store %s1982, %S[%j1982] : memref<128xf32>
    }
  }
  affine.for %i1983 = 0 to 64 {
    %r1983 = affine.for %j1983 = 0 to 128 iter_args(%acc1983 = %zero) -> (f32) {
      %a1983 = affine.load %A[%i1983, %j1983] : memref<64x128xf32>
      %s1983 = arith.addf %acc1983, %a1983 : f32
      affine.yield %s1983 : f32
    }
    affine.store %r1983, %R[%i1983] : memref<64xf32>
  }
  affine.for %i1984 = 0 to 64 {
    affine.for %j1984 = 0 to 128 {
      %a1984 = affine.load %A[%i1984, %j1984] : memref<64x128xf32>
      %m1984 = arith.mulf %a1984, %two : f32
      %p1984 = arith.addf %m1984, %zero : f32
      affine.store %p1984, %B[%i1984, %j1984] : memref<64x128xf32>
    }
  }
  affine.for %j1985 = 0 to 128 {
    affine.for %i1985 = 0 to 64 {
      %a1985 = affine.load %B[%i1985, %j1985] : memref<64x128xf32>
      %o1985 = affine.load %S[%j1985] : memref<128xf32>
      %s1985 = arith.addf %o1985, %a1985 : f32
      affine.store %s1985, %S[%j1985] : memref<128xf32>
    }
  }
  affine.for %i1986 = 0 to 64 {
    %r1986 = affine.for %j1986 = 0 to 128 iter_args(%acc1986 = %zero) -> (f32) {
      %a1986 = affine.load %A[%i1986, %j1986] : memref<64x128xf32>
      %s1986 = arith.addf %acc1986, %a1986 : f32
      affine.yield %s1986 : f32
    }
    affine.store %r1986, %R[%i1986] : memref<64xf32>
  }
  affine.for %i1987 = 0 to 64 {
    affine.for %j1987 = 0 to 128 {
      %a1987 = affine.load %A[%i1987, %j1987] : memref<64x128xf32>
      %m1987 = arith.mulf %a1987, %two : f32
      %p1987 = arith.addf %m1987, %zero : f32
      affine.store %p1987, %B[%i1987, %j1987] : memref<64x128xf32>
    }
  }
  affine.for %j1988 = 0 to 128 {
    affine.for %i1988 = 0 to 64 {
      %a1988 = affine.load %B[%i1988, %j1988] : memref<64x128xf32>
      %o1988 = affine.load %S[%j1988] : memref<128xf32>
      %s1988 = arith.addf %o1988, %a1988 : f32
      affine.store %s1988, %S[%j1988] : memref<128xf32>
    }
  }
  affine.for %i1989 = 0 to 64 {
    %r1989 = affine.for %j1989 = 0 to 128 iter_args(%acc1989 = %zero) -> (f32) {
      %a1989 = affine.load %A[%i1989, %j1989] : memref<64x128xf32>
      %s1989 = arith.addf %acc1989, %a1989 : f32
      affine.yield %s1989 : f32
    }
    affine.store %r1989, %R[%i1989] : memref<64xf32>
  }
  affine.for %i1990 = 0 to 64 {
    affine.for %j1990 = 0 to 128 {
      %a1990 = affine.load %A[%i1990, %j1990] : memref<64x128xf32>
      %m1990 = arith.mulf %a1990, %two : f32
      %p1990 = arith.addf %m1990, %zero : f32
      affine.store %p1990, %B[%i1990, %j1990] : memref<64x128xf32>
    }
  }
  affine.for %j1991 = 0 to 128 {
    affine.for %i1991 = 0 to 64 {
      %a1991 = affine.load %B[%i1991, %j1991] : memref<64x128xf32>
      %o1991 = affine.load %S[%j1991] : memref<128xf32>
      %s1991 = arith.addf %o1991, %a1991 : f32
      affine.store %s1991, %S[%j1991] : memref<128xf32>
    }
  }
  affine.for %i1992 = 0 to 64 {
    %r1992 = affine.for %j1992 = 0 to 128 iter_args(%acc1992 = %zero) -> (f32) {
      %a1992 = affine.load %A[%i1992, %j1992] : memref<64x128xf32>
      %s1992 = arith.addf %acc1992, %a1992 : f32
      affine.yield %s1992 : f32
    }
    affine.store %r1992, %R[%i1992] : memref<64xf32>
  }
  affine.for %i1993 = 0 to 64 {
    affine.for %j1993 = 0 to 128 {
      %a1993 = affine.load %A[%i1993, %j1993] : memref<64x128xf32>
      %m1993 = arith.mulf %a1993, %two : f32
      %p1993 = arith.addf %m1993, %zero : f32
      affine.store %p1993, %B[%i1993, %j1993] : memref<64x128xf32>
    }
  }
  affine.for %j1994 = 0 to 128 {
    affine.for %i1994 = 0 to 64 {
      %a1994 = affine.load %B[%i1994, %j1994] : memref<64x128xf32>
      %o1994 = affine.load %S[%j1994] : memref<128xf32>
      %s1994 = arith.addf %o1994, %a1994 : f32
      affine.store %s1994, %S[%j1994] : memref<128xf32>
    }
  }
  affine.for %i1995 = 0 to 64 {
    %r1995 = affine.for %j1995 = 0 to 128 iter_args(%acc1995 = %zero) -> (f32) {
      %a1995 = affine.load %A[%i1995, %j1995] : memref<64x128xf32>
      %s1995 = arith.addf %acc1995, %a1995 : f32
      affine.yield %s1995 : f32
    }
    affine.store %r1995, %R[%i1995] : memref<64xf32>
  }
  affine.for %i1996 = 0 to 64 {
    affine.for %j1996 = 0 to 128 {
      %a1996 = affine.load %A[%i1996, %j1996] : memref<64x128xf32>
      %m1996 = arith.mulf %a1996, %two : f32
      %p1996 = arith.addf %m1996, %zero : f32
      affine.store %p1996, %B[%i1996, %j1996] : memref<64x128xf32>
    }
  }
  affine.for %j1997 = 0 to 128 {
    affine.for %i1997 = 0 to 64 {
      %a1997 = affine.load %B[%i1997, %j1997] : memref<64x128xf32>
      %o1997 = affine.load %S[%j1997] : memref<128xf32>
      %s1997 = arith.addf %o1997, %a1997 : f32
      affine.store %s1997, %S[%j1997] : memref<128xf32>
    }
  }
  affine.for %i1998 = 0 to 64 {
    %r1998 = affine.for %j1998 = 0 to 128 iter_args(%acc1998 = %zero) -> (f32) {
      %a1998 = affine.load %A[%i1998, %j1998] : memref<64x128xf32>
      %s1998 = arith.addf %acc1998, %a1998 : f32
      affine.yield %s1998 : f32
    }
    affine.store %r1998, %R[%i1998] : memref<64xf32>
  }
  affine.for %i1999 = 0 to 64 {
    affine.for %j1999 = 0 to 128 {
      %a1999 = affine.load %A[%i1999, %j1999] : memref<64x128xf32>
      %m1999 = arith.mulf %a1999, %two : f32
      %p1999 = arith.addf %m1999, %zero : f32
      affine.store %p1999, %B[%i1999, %j1999] : memref<64x128xf32>
    }
  }
  return
}
