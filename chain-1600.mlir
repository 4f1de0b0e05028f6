func.func @chain(%in: memref<256xf32>, %out: memref<256xf32>) {
  %cst = arith.constant 1.000000e+00 : f32
  %buf0 = memref.alloc() : memref<256xf32>
  affine.for %i0 = 0 to 256 {
    %v0 = affine.load %in[%i0] : memref<256xf32>
    %w0 = arith.addf %v0, %cst : f32
    affine.store %w0, %buf0[%i0] : memref<256xf32>
  }
  %buf1 = memref.alloc() : memref<256xf32>
  affine.for %i1 = 1 to 255 {
    %l1 = affine.load %buf0[%i1 - 1] : memref<256xf32>
    %r1 = affine.load %buf0[%i1 + 1] : memref<256xf32>
    %w1 = arith.mulf %l1, %r1 : f32
    affine.store %w1, %buf1[%i1] : memref<256xf32>
  }
  %buf2 = memref.alloc() : memref<256xf32>
  affine.for %i2 = 0 to 256 {
    %v2 = affine.load %buf1[%i2] : memref<256xf32>
    %w2 = arith.addf %v2, %cst : f32
    affine.store %w2, %buf2[%i2] : memref<256xf32>
  }
  %buf3 = memref.alloc() : memref<256xf32>
  affine.for %i3 = 1 to 255 {
    %l3 = affine.load %buf2[%i3 - 1] : memref<256xf32>
    %r3 = affine.load %buf2[%i3 + 1] : memref<256xf32>
    %w3 = arith.mulf %l3, %r3 : f32
    affine.store %w3, %buf3[%i3] : memref<256xf32>
  }
  %buf4 = memref.alloc() : memref<256xf32>
  affine.for %i4 = 0 to 256 {
    %v4 = affine.load %buf3[%i4] : memref<256xf32>
    %w4 = arith.addf %v4, %cst : f32
    affine.store %w4, %buf4[%i4] : memref<256xf32>
  }
  %buf5 = memref.alloc() : memref<256xf32>
  affine.for %i5 = 1 to 255 {
    %l5 = affine.load %buf4[%i5 - 1] : memref<256xf32>
    %r5 = affine.load %buf4[%i5 + 1] : memref<256xf32>
    %w5 = arith.mulf %l5, %r5 : f32
    affine.store %w5, %buf5[%i5] : memref<256xf32>
  }
  %buf6 = memref.alloc() : memref<256xf32>
  affine.for %i6 = 0 to 256 {
    %v6 = affine.load %buf5[%i6] : memref<256xf32>
    %w6 = arith.addf %v6, %cst : f32
    affine.store %w6, %buf6[%i6] : memref<256xf32>
  }
  %buf7 = memref.alloc() : memref<256xf32>
  affine.for %i7 = 1 to 255 {
    %l7 = affine.load %buf6[%i7 - 1] : memref<256xf32>
    %r7 = affine.load %buf6[%i7 + 1] : memref<256xf32>
    %w7 = arith.mulf %l7, %r7 : f32
    affine.store %w7, %buf7[%i7] : memref<256xf32>
  }
  %buf8 = memref.alloc() : memref<256xf32>
  affine.for %i8 = 0 to 256 {
    %v8 = affine.load %buf7[%i8] : memref<256xf32>
    %w8 = arith.addf %v8, %cst : f32
    affine.store %w8, %buf8[%i8] : memref<256xf32>
  }
  %buf9 = memref.alloc() : memref<256xf32>
  affine.for %i9 = 1 to 255 {
    %l9 = affine.load %buf8[%i9 - 1] : memref<256xf32>
    %r9 = affine.load %buf8[%i9 + 1] : memref<256xf32>
    %w9 = arith.mulf %l9, %r9 : f32
    affine.store %w9, %buf9[%i9] : memref<256xf32>
  }
  %buf10 = memref.alloc() : memref<256xf32>
  affine.for %i10 = 0 to 256 {
    %v10 = affine.load %buf9[%i10] : memref<256xf32>
    %w10 = arith.addf %v10, %cst : f32
    affine.store %w10, %buf10[%i10] : memref<256xf32>
  }
  %buf11 = memref.alloc() : memref<256xf32>
  affine.for %i11 = 1 to 255 {
    %l11 = affine.load %buf10[%i11 - 1] : memref<256xf32>
    %r11 = affine.load %buf10[%i11 + 1] : memref<256xf32>
    %w11 = arith.mulf %l11, %r11 : f32
    affine.store %w11, %buf11[%i11] : memref<256xf32>
  }
  %buf12 = memref.alloc() : memref<256xf32>
  affine.for %i12 = 0 to 256 {
    %v12 = affine.load %buf11[%i12] : memref<256xf32>
    %w12 = arith.addf %v12, %cst : f32
    affine.store %w12, %buf12[%i12] : memref<256xf32>
  }
  %buf13 = memref.alloc() : memref<256xf32>
  affine.for %i13 = 1 to 255 {
    %l13 = affine.load %buf12[%i13 - 1] : memref<256xf32>
    %r13 = affine.load %buf12[%i13 + 1] : memref<256xf32>
    %w13 = arith.mulf %l13, %r13 : f32
    affine.store %w13, %buf13[%i13] : memref<256xf32>
  }
  %buf14 = memref.alloc() : memref<256xf32>
  affine.for %i14 = 0 to 256 {
    %v14 = affine.load %buf13[%i14] : memref<256xf32>
    %w14 = arith.addf %v14, %cst : f32
    affine.store %w14, %buf14[%i14] : memref<256xf32>
  }
  %buf15 = memref.alloc() : memref<256xf32>
  affine.for %i15 = 1 to 255 {
    %l15 = affine.load %buf14[%i15 - 1] : memref<256xf32>
    %r15 = affine.load %buf14[%i15 + 1] : memref<256xf32>
    %w15 = arith.mulf %l15, %r15 : f32
    affine.store %w15, %buf15[%i15] : memref<256xf32>
  }
  %buf16 = memref.alloc() : memref<256xf32>
  affine.for %i16 = 0 to 256 {
    %v16 = affine.load %buf15[%i16] : memref<256xf32>
    %w16 = arith.addf %v16, %cst : f32
    affine.store %w16, %buf16[%i16] : memref<256xf32>
  }
  %buf17 = memref.alloc() : memref<256xf32>
  affine.for %i17 = 1 to 255 {
    %l17 = affine.load %buf16[%i17 - 1] : memref<256xf32>
    %r17 = affine.load %buf16[%i17 + 1] : memref<256xf32>
    %w17 = arith.mulf %l17, %r17 : f32
    affine.store %w17, %buf17[%i17] : memref<256xf32>
  }
  %buf18 = memref.alloc() : memref<256xf32>
  affine.for %i18 = 0 to 256 {
    %v18 = affine.load %buf17[%i18] : memref<256xf32>
    %w18 = arith.addf %v18, %cst : f32
    affine.store %w18, %buf18[%i18] : memref<256xf32>
  }
  %buf19 = memref.alloc() : memref<256xf32>
  affine.for %i19 = 1 to 255 {
    %l19 = affine.load %buf18[%i19 - 1] : memref<256xf32>
    %r19 = affine.load %buf18[%i19 + 1] : memref<256xf32>
    %w19 = arith.mulf %l19, %r19 : f32
    affine.store %w19, %buf19[%i19] : memref<256xf32>
  }
  %buf20 = memref.alloc() : memref<256xf32>
  affine.for %i20 = 0 to 256 {
    %v20 = affine.load %buf19[%i20] : memref<256xf32>
    %w20 = arith.addf %v20, %cst : f32
    affine.store %w20, %buf20[%i20] : memref<256xf32>
  }
  %buf21 = memref.alloc() : memref<256xf32>
  affine.for %i21 = 1 to 255 {
    %l21 = affine.load %buf20[%i21 - 1] : memref<256xf32>
    %r21 = affine.load %buf20[%i21 + 1] : memref<256xf32>
    %w21 = arith.mulf %l21, %r21 : f32
    affine.store %w21, %buf21[%i21] : memref<256xf32>
  }
  %buf22 = memref.alloc() : memref<256xf32>
  affine.for %i22 = 0 to 256 {
    %v22 = affine.load %buf21[%i22] : memref<256xf32>
    %w22 = arith.addf %v22, %cst : f32
    affine.store %w22, %buf22[%i22] : memref<256xf32>
  }
  %buf23 = memref.alloc() : memref<256xf32>
  affine.for %i23 = 1 to 255 {
    %l23 = affine.load %buf22[%i23 - 1] : memref<256xf32>
    %r23 = affine.load %buf22[%i23 + 1] : memref<256xf32>
    %w23 = arith.mulf %l23, %r23 : f32
    affine.store %w23, %buf23[%i23] : memref<256xf32>
  }
  %buf24 = memref.alloc() : memref<256xf32>
  affine.for %i24 = 0 to 256 {
    %v24 = affine.load %buf23[%i24] : memref<256xf32>
    %w24 = arith.addf %v24, %cst : f32
    affine.store %w24, %buf24[%i24] : memref<256xf32>
  }
  %buf25 = memref.alloc() : memref<256xf32>
  affine.for %i25 = 1 to 255 {
    %l25 = affine.load %buf24[%i25 - 1] : memref<256xf32>
    %r25 = affine.load %buf24[%i25 + 1] : memref<256xf32>
    %w25 = arith.mulf %l25, %r25 : f32
    affine.store %w25, %buf25[%i25] : memref<256xf32>
  }
  %buf26 = memref.alloc() : memref<256xf32>
  affine.for %i26 = 0 to 256 {
    %v26 = affine.load %buf25[%i26] : memref<256xf32>
    %w26 = arith.addf %v26, %cst : f32
    affine.store %w26, %buf26[%i26] : memref<256xf32>
  }
  %buf27 = memref.alloc() : memref<256xf32>
  affine.for %i27 = 1 to 255 {
    %l27 = affine.load %buf26[%i27 - 1] : memref<256xf32>
    %r27 = affine.load %buf26[%i27 + 1] : memref<256xf32>
    %w27 = arith.mulf %l27, %r27 : f32
    affine.store %w27, %buf27[%i27] : memref<256xf32>
  }
  %buf28 = memref.alloc() : memref<256xf32>
  affine.for %i28 = 0 to 256 {
    %v28 = affine.load %buf27[%i28] : memref<256xf32>
    %w28 = arith.addf %v28, %cst : f32
    affine.store %w28, %buf28[%i28] : memref<256xf32>
  }
  %buf29 = memref.alloc() : memref<256xf32>
  affine.for %i29 = 1 to 255 {
    %l29 = affine.load %buf28[%i29 - 1] : memref<256xf32>
    %r29 = affine.load %buf28[%i29 + 1] : memref<256xf32>
    %w29 = arith.mulf %l29, %r29 : f32
    affine.store %w29, %buf29[%i29] : memref<256xf32>
  }
  %buf30 = memref.alloc() : memref<256xf32>
  affine.for %i30 = 0 to 256 {
    %v30 = affine.load %buf29[%i30] : memref<256xf32>
    %w30 = arith.addf %v30, %cst : f32
    affine.store %w30, %buf30[%i30] : memref<256xf32>
  }
  %buf31 = memref.alloc() : memref<256xf32>
  affine.for %i31 = 1 to 255 {
    %l31 = affine.load %buf30[%i31 - 1] : memref<256xf32>
    %r31 = affine.load %buf30[%i31 + 1] : memref<256xf32>
    %w31 = arith.mulf %l31, %r31 : f32
    affine.store %w31, %buf31[%i31] : memref<256xf32>
  }
  %buf32 = memref.alloc() : memref<256xf32>
  affine.for %i32 = 0 to 256 {
    %v32 = affine.load %buf31[%i32] : memref<256xf32>
    %w32 = arith.addf %v32, %cst : f32
    affine.store %w32, %buf32[%i32] : memref<256xf32>
  }
  %buf33 = memref.alloc() : memref<256xf32>
  affine.for %i33 = 1 to 255 {
    %l33 = affine.load %buf32[%i33 - 1] : memref<256xf32>
    %r33 = affine.load %buf32[%i33 + 1] : memref<256xf32>
    %w33 = arith.mulf %l33, %r33 : f32
    affine.store %w33, %buf33[%i33] : memref<256xf32>
  }
  %buf34 = memref.alloc() : memref<256xf32>
  affine.for %i34 = 0 to 256 {
    %v34 = affine.load %buf33[%i34] : memref<256xf32>
    %w34 = arith.addf %v34, %cst : f32
    affine.store %w34, %buf34[%i34] : memref<256xf32>
  }
  %buf35 = memref.alloc() : memref<256xf32>
  affine.for %i35 = 1 to 255 {
    %l35 = affine.load %buf34[%i35 - 1] : memref<256xf32>
    %r35 = affine.load %buf34[%i35 + 1] : memref<256xf32>
    %w35 = arith.mulf %l35, %r35 : f32
    affine.store %w35, %buf35[%i35] : memref<256xf32>
  }
  %buf36 = memref.alloc() : memref<256xf32>
  affine.for %i36 = 0 to 256 {
    %v36 = affine.load %buf35[%i36] : memref<256xf32>
    %w36 = arith.addf %v36, %cst : f32
    affine.store %w36, %buf36[%i36] : memref<256xf32>
  }
  %buf37 = memref.alloc() : memref<256xf32>
  affine.for %i37 = 1 to 255 {
    %l37 = affine.load %buf36[%i37 - 1] : memref<256xf32>
    %r37 = affine.load %buf36[%i37 + 1] : memref<256xf32>
    %w37 = arith.mulf %l37, %r37 : f32
    affine.store %w37, %buf37[%i37] : memref<256xf32>
  }
  %buf38 = memref.alloc() : memref<256xf32>
  affine.for %i38 = 0 to 256 {
    %v38 = affine.load %buf37[%i38] : memref<256xf32>
    %w38 = arith.addf %v38, %cst : f32
    affine.store %w38, %buf38[%i38] : memref<256xf32>
  }
  %buf39 = memref.alloc() : memref<256xf32>
  affine.for %i39 = 1 to 255 {
    %l39 = affine.load %buf38[%i39 - 1] : memref<256xf32>
    %r39 = affine.load %buf38[%i39 + 1] : memref<256xf32>
    %w39 = arith.mulf %l39, %r39 : f32
    affine.store %w39, %buf39[%i39] : memref<256xf32>
  }
  %buf40 = memref.alloc() : memref<256xf32>
  affine.for %i40 = 0 to 256 {
    %v40 = affine.load %buf39[%i40] : memref<256xf32>
    %w40 = arith.addf %v40, %cst : f32
    affine.store %w40, %buf40[%i40] : memref<256xf32>
  }
  %buf41 = memref.alloc() : memref<256xf32>
  affine.for %i41 = 1 to 255 {
    %l41 = affine.load %buf40[%i41 - 1] : memref<256xf32>
    %r41 = affine.load %buf40[%i41 + 1] : memref<256xf32>
    %w41 = arith.mulf %l41, %r41 : f32
    affine.store %w41, %buf41[%i41] : memref<256xf32>
  }
  %buf42 = memref.alloc() : memref<256xf32>
  affine.for %i42 = 0 to 256 {
    %v42 = affine.load %buf41[%i42] : memref<256xf32>
    %w42 = arith.addf %v42, %cst : f32
    affine.store %w42, %buf42[%i42] : memref<256xf32>
  }
  %buf43 = memref.alloc() : memref<256xf32>
  affine.for %i43 = 1 to 255 {
    %l43 = affine.load %buf42[%i43 - 1] : memref<256xf32>
    %r43 = affine.load %buf42[%i43 + 1] : memref<256xf32>
    %w43 = arith.mulf %l43, %r43 : f32
    affine.store %w43, %buf43[%i43] : memref<256xf32>
  }
  %buf44 = memref.alloc() : memref<256xf32>
  affine.for %i44 = 0 to 256 {
    %v44 = affine.load %buf43[%i44] : memref<256xf32>
    %w44 = arith.addf %v44, %cst : f32
    affine.store %w44, %buf44[%i44] : memref<256xf32>
  }
  %buf45 = memref.alloc() : memref<256xf32>
  affine.for %i45 = 1 to 255 {
    %l45 = affine.load %buf44[%i45 - 1] : memref<256xf32>
    %r45 = affine.load %buf44[%i45 + 1] : memref<256xf32>
    %w45 = arith.mulf %l45, %r45 : f32
    affine.store %w45, %buf45[%i45] : memref<256xf32>
  }
  %buf46 = memref.alloc() : memref<256xf32>
  affine.for %i46 = 0 to 256 {
    %v46 = affine.load %buf45[%i46] : memref<256xf32>
    %w46 = arith.addf %v46, %cst : f32
    affine.store %w46, %buf46[%i46] : memref<256xf32>
  }
  %buf47 = memref.alloc() : memref<256xf32>
  affine.for %i47 = 1 to 255 {
    %l47 = affine.load %buf46[%i47 - 1] : memref<256xf32>
    %r47 = affine.load %buf46[%i47 + 1] : memref<256xf32>
    %w47 = arith.mulf %l47, %r47 : f32
    affine.store %w47, %buf47[%i47] : memref<256xf32>
  }
  %buf48 = memref.alloc() : memref<256xf32>
  affine.for %i48 = 0 to 256 {
    %v48 = affine.load %buf47[%i48] : memref<256xf32>
    %w48 = arith.addf %v48, %cst : f32
    affine.store %w48, %buf48[%i48] : memref<256xf32>
  }
  %buf49 = memref.alloc() : memref<256xf32>
  affine.for %i49 = 1 to 255 {
    %l49 = affine.load %buf48[%i49 - 1] : memref<256xf32>
    %r49 = affine.load %buf48[%i49 + 1] : memref<256xf32>
    %w49 = arith.mulf %l49, %r49 : f32
    affine.store %w49, %buf49[%i49] : memref<256xf32>
  }
  %buf50 = memref.alloc() : memref<256xf32>
  affine.for %i50 = 0 to 256 {
    %v50 = affine.load %buf49[%i50] : memref<256xf32>
    %w50 = arith.addf %v50, %cst : f32
    affine.store %w50, %buf50[%i50] : memref<256xf32>
  }
  %buf51 = memref.alloc() : memref<256xf32>
  affine.for %i51 = 1 to 255 {
    %l51 = affine.load %buf50[%i51 - 1] : memref<256xf32>
    %r51 = affine.load %buf50[%i51 + 1] : memref<256xf32>
    %w51 = arith.mulf %l51, %r51 : f32
    affine.store %w51, %buf51[%i51] : memref<256xf32>
  }
  %buf52 = memref.alloc() : memref<256xf32>
  affine.for %i52 = 0 to 256 {
    %v52 = affine.load %buf51[%i52] : memref<256xf32>
    %w52 = arith.addf %v52, %cst : f32
    affine.store %w52, %buf52[%i52] : memref<256xf32>
  }
  %buf53 = memref.alloc() : memref<256xf32>
  affine.for %i53 = 1 to 255 {
    %l53 = affine.load %buf52[%i53 - 1] : memref<256xf32>
    %r53 = affine.load %buf52[%i53 + 1] : memref<256xf32>
    %w53 = arith.mulf %l53, %r53 : f32
    affine.store %w53, %buf53[%i53] : memref<256xf32>
  }
  %buf54 = memref.alloc() : memref<256xf32>
  affine.for %i54 = 0 to 256 {
    %v54 = affine.load %buf53[%i54] : memref<256xf32>
    %w54 = arith.addf %v54, %cst : f32
    affine.store %w54, %buf54[%i54] : memref<256xf32>
  }
  %buf55 = memref.alloc() : memref<256xf32>
  affine.for %i55 = 1 to 255 {
    %l55 = affine.load %buf54[%i55 - 1] : memref<256xf32>
    %r55 = affine.load %buf54[%i55 + 1] : memref<256xf32>
    %w55 = arith.mulf %l55, %r55 : f32
    affine.store %w55, %buf55[%i55] : memref<256xf32>
  }
  %buf56 = memref.alloc() : memref<256xf32>
  affine.for %i56 = 0 to 256 {
    %v56 = affine.load %buf55[%i56] : memref<256xf32>
    %w56 = arith.addf %v56, %cst : f32
    affine.store %w56, %buf56[%i56] : memref<256xf32>
  }
  %buf57 = memref.alloc() : memref<256xf32>
  affine.for %i57 = 1 to 255 {
    %l57 = affine.load %buf56[%i57 - 1] : memref<256xf32>
    %r57 = affine.load %buf56[%i57 + 1] : memref<256xf32>
    %w57 = arith.mulf %l57, %r57 : f32
    affine.store %w57, %buf57[%i57] : memref<256xf32>
  }
  %buf58 = memref.alloc() : memref<256xf32>
  affine.for %i58 = 0 to 256 {
    %v58 = affine.load %buf57[%i58] : memref<256xf32>
    %w58 = arith.addf %v58, %cst : f32
    affine.store %w58, %buf58[%i58] : memref<256xf32>
  }
  %buf59 = memref.alloc() : memref<256xf32>
  affine.for %i59 = 1 to 255 {
    %l59 = affine.load %buf58[%i59 - 1] : memref<256xf32>
    %r59 = affine.load %buf58[%i59 + 1] : memref<256xf32>
    %w59 = arith.mulf %l59, %r59 : f32
    affine.store %w59, %buf59[%i59] : memref<256xf32>
  }
  %buf60 = memref.alloc() : memref<256xf32>
  affine.for %i60 = 0 to 256 {
    %v60 = affine.load %buf59[%i60] : memref<256xf32>
    %w60 = arith.addf %v60, %cst : f32
    affine.store %w60, %buf60[%i60] : memref<256xf32>
  }
  %buf61 = memref.alloc() : memref<256xf32>
  affine.for %i61 = 1 to 255 {
    %l61 = affine.load %buf60[%i61 - 1] : memref<256xf32>
    %r61 = affine.load %buf60[%i61 + 1] : memref<256xf32>
    %w61 = arith.mulf %l61, %r61 : f32
    affine.store %w61, %buf61[%i61] : memref<256xf32>
  }
  %buf62 = memref.alloc() : memref<256xf32>
  affine.for %i62 = 0 to 256 {
    %v62 = affine.load %buf61[%i62] : memref<256xf32>
    %w62 = arith.addf %v62, %cst : f32
    affine.store %w62, %buf62[%i62] : memref<256xf32>
  }
  %buf63 = memref.alloc() : memref<256xf32>
  affine.for %i63 = 1 to 255 {
    %l63 = affine.load %buf62[%i63 - 1] : memref<256xf32>
    %r63 = affine.load %buf62[%i63 + 1] : memref<256xf32>
    %w63 = arith.mulf %l63, %r63 : f32
    affine.store %w63, %buf63[%i63] : memref<256xf32>
  }
  %buf64 = memref.alloc() : memref<256xf32>
  affine.for %i64 = 0 to 256 {
    %v64 = affine.load %buf63[%i64] : memref<256xf32>
    %w64 = arith.addf %v64, %cst : f32
    affine.store %w64, %buf64[%i64] : memref<256xf32>
  }
  %buf65 = memref.alloc() : memref<256xf32>
  affine.for %i65 = 1 to 255 {
    %l65 = affine.load %buf64[%i65 - 1] : memref<256xf32>
    %r65 = affine.load %buf64[%i65 + 1] : memref<256xf32>
    %w65 = arith.mulf %l65, %r65 : f32
    affine.store %w65, %buf65[%i65] : memref<256xf32>
  }
  %buf66 = memref.alloc() : memref<256xf32>
  affine.for %i66 = 0 to 256 {
    %v66 = affine.load %buf65[%i66] : memref<256xf32>
    %w66 = arith.addf %v66, %cst : f32
    affine.store %w66, %buf66[%i66] : memref<256xf32>
  }
  %buf67 = memref.alloc() : memref<256xf32>
  affine.for %i67 = 1 to 255 {
    %l67 = affine.load %buf66[%i67 - 1] : memref<256xf32>
    %r67 = affine.load %buf66[%i67 + 1] : memref<256xf32>
    %w67 = arith.mulf %l67, %r67 : f32
    affine.store %w67, %buf67[%i67] : memref<256xf32>
  }
  %buf68 = memref.alloc() : memref<256xf32>
  affine.for %i68 = 0 to 256 {
    %v68 = affine.load %buf67[%i68] : memref<256xf32>
    %w68 = arith.addf %v68, %cst : f32
    affine.store %w68, %buf68[%i68] : memref<256xf32>
  }
  %buf69 = memref.alloc() : memref<256xf32>
  affine.for %i69 = 1 to 255 {
    %l69 = affine.load %buf68[%i69 - 1] : memref<256xf32>
    %r69 = affine.load %buf68[%i69 + 1] : memref<256xf32>
    %w69 = arith.mulf %l69, %r69 : f32
    affine.store %w69, %buf69[%i69] : memref<256xf32>
  }
  %buf70 = memref.alloc() : memref<256xf32>
  affine.for %i70 = 0 to 256 {
    %v70 = affine.load %buf69[%i70] : memref<256xf32>
    %w70 = arith.addf %v70, %cst : f32
    affine.store %w70, %buf70[%i70] : memref<256xf32>
  }
  %buf71 = memref.alloc() : memref<256xf32>
  affine.for %i71 = 1 to 255 {
    %l71 = affine.load %buf70[%i71 - 1] : memref<256xf32>
    %r71 = affine.load %buf70[%i71 + 1] : memref<256xf32>
    %w71 = arith.mulf %l71, %r71 : f32
    affine.store %w71, %buf71[%i71] : memref<256xf32>
  }
  %buf72 = memref.alloc() : memref<256xf32>
  affine.for %i72 = 0 to 256 {
    %v72 = affine.load %buf71[%i72] : memref<256xf32>
    %w72 = arith.addf %v72, %cst : f32
    affine.store %w72, %buf72[%i72] : memref<256xf32>
  }
  %buf73 = memref.alloc() : memref<256xf32>
  affine.for %i73 = 1 to 255 {
    %l73 = affine.load %buf72[%i73 - 1] : memref<256xf32>
    %r73 = affine.load %buf72[%i73 + 1] : memref<256xf32>
    %w73 = arith.mulf %l73, %r73 : f32
    affine.store %w73, %buf73[%i73] : memref<256xf32>
  }
  %buf74 = memref.alloc() : memref<256xf32>
  affine.for %i74 = 0 to 256 {
    %v74 = affine.load %buf73[%i74] : memref<256xf32>
    %w74 = arith.addf %v74, %cst : f32
    affine.store %w74, %buf74[%i74] : memref<256xf32>
  }
  %buf75 = memref.alloc() : memref<256xf32>
  affine.for %i75 = 1 to 255 {
    %l75 = affine.load %buf74[%i75 - 1] : memref<256xf32>
    %r75 = affine.load %buf74[%i75 + 1] : memref<256xf32>
    %w75 = arith.mulf %l75, %r75 : f32
    affine.store %w75, %buf75[%i75] : memref<256xf32>
  }
  %buf76 = memref.alloc() : memref<256xf32>
  affine.for %i76 = 0 to 256 {
    %v76 = affine.load %buf75[%i76] : memref<256xf32>
    %w76 = arith.addf %v76, %cst : f32
    affine.store %w76, %buf76[%i76] : memref<256xf32>
  }
  %buf77 = memref.alloc() : memref<256xf32>
  affine.for %i77 = 1 to 255 {
    %l77 = affine.load %buf76[%i77 - 1] : memref<256xf32>
    %r77 = affine.load %buf76[%i77 + 1] : memref<256xf32>
    %w77 = arith.mulf %l77, %r77 : f32
    affine.store %w77, %buf77[%i77] : memref<256xf32>
  }
  %buf78 = memref.alloc() : memref<256xf32>
  affine.for %i78 = 0 to 256 {
    %v78 = affine.load %buf77[%i78] : memref<256xf32>
    %w78 = arith.addf %v78, %cst : f32
    affine.store %w78, %buf78[%i78] : memref<256xf32>
  }
  %buf79 = memref.alloc() : memref<256xf32>
  affine.for %i79 = 1 to 255 {
    %l79 = affine.load %buf78[%i79 - 1] : memref<256xf32>
    %r79 = affine.load %buf78[%i79 + 1] : memref<256xf32>
    %w79 = arith.mulf %l79, %r79 : f32
    affine.store %w79, %buf79[%i79] : memref<256xf32>
  }
  %buf80 = memref.alloc() : memref<256xf32>
  affine.for %i80 = 0 to 256 {
    %v80 = affine.load %buf79[%i80] : memref<256xf32>
    %w80 = arith.addf %v80, %cst : f32
    affine.store %w80, %buf80[%i80] : memref<256xf32>
  }
  %buf81 = memref.alloc() : memref<256xf32>
  affine.for %i81 = 1 to 255 {
    %l81 = affine.load %buf80[%i81 - 1] : memref<256xf32>
    %r81 = affine.load %buf80[%i81 + 1] : memref<256xf32>
    %w81 = arith.mulf %l81, %r81 : f32
    affine.store %w81, %buf81[%i81] : memref<256xf32>
  }
  %buf82 = memref.alloc() : memref<256xf32>
  affine.for %i82 = 0 to 256 {
    %v82 = affine.load %buf81[%i82] : memref<256xf32>
    %w82 = arith.addf %v82, %cst : f32
    affine.store %w82, %buf82[%i82] : memref<256xf32>
  }
  %buf83 = memref.alloc() : memref<256xf32>
  affine.for %i83 = 1 to 255 {
    %l83 = affine.load %buf82[%i83 - 1] : memref<256xf32>
    %r83 = affine.load %buf82[%i83 + 1] : memref<256xf32>
    %w83 = arith.mulf %l83, %r83 : f32
    affine.store %w83, %buf83[%i83] : memref<256xf32>
  }
  %buf84 = memref.alloc() : memref<256xf32>
  affine.for %i84 = 0 to 256 {
    %v84 = affine.load %buf83[%i84] : memref<256xf32>
    %w84 = arith.addf %v84, %cst : f32
    affine.store %w84, %buf84[%i84] : memref<256xf32>
  }
  %buf85 = memref.alloc() : memref<256xf32>
  affine.for %i85 = 1 to 255 {
    %l85 = affine.load %buf84[%i85 - 1] : memref<256xf32>
    %r85 = affine.load %buf84[%i85 + 1] : memref<256xf32>
    %w85 = arith.mulf %l85, %r85 : f32
    affine.store %w85, %buf85[%i85] : memref<256xf32>
  }
  %buf86 = memref.alloc() : memref<256xf32>
  affine.for %i86 = 0 to 256 {
    %v86 = affine.load %buf85[%i86] : memref<256xf32>
    %w86 = arith.addf %v86, %cst : f32
    affine.store %w86, %buf86[%i86] : memref<256xf32>
  }
  %buf87 = memref.alloc() : memref<256xf32>
  affine.for %i87 = 1 to 255 {
    %l87 = affine.load %buf86[%i87 - 1] : memref<256xf32>
    %r87 = affine.load %buf86[%i87 + 1] : memref<256xf32>
    %w87 = arith.mulf %l87, %r87 : f32
    affine.store %w87, %buf87[%i87] : memref<256xf32>
  }
  %buf88 = memref.alloc() : memref<256xf32>
  affine.for %i88 = 0 to 256 {
    %v88 = affine.load %buf87[%i88] : memref<256xf32>
    %w88 = arith.addf %v88, %cst : f32
    affine.store %w88, %buf88[%i88] : memref<256xf32>
  }
  %buf89 = memref.alloc() : memref<256xf32>
  affine.for %i89 = 1 to 255 {
    %l89 = affine.load %buf88[%i89 - 1] : memref<256xf32>
    %r89 = affine.load %buf88[%i89 + 1] : memref<256xf32>
    %w89 = arith.mulf %l89, %r89 : f32
    affine.store %w89, %buf89[%i89] : memref<256xf32>
  }
  %buf90 = memref.alloc() : memref<256xf32>
  affine.for %i90 = 0 to 256 {
    %v90 = affine.load %buf89[%i90] : memref<256xf32>
    %w90 = arith.addf %v90, %cst : f32
    affine.store %w90, %buf90[%i90] : memref<256xf32>
  }
  %buf91 = memref.alloc() : memref<256xf32>
  affine.for %i91 = 1 to 255 {
    %l91 = affine.load %buf90[%i91 - 1] : memref<256xf32>
    %r91 = affine.load %buf90[%i91 + 1] : memref<256xf32>
    %w91 = arith.mulf %l91, %r91 : f32
    affine.store %w91, %buf91[%i91] : memref<256xf32>
  }
  %buf92 = memref.alloc() : memref<256xf32>
  affine.for %i92 = 0 to 256 {
    %v92 = affine.load %buf91[%i92] : memref<256xf32>
    %w92 = arith.addf %v92, %cst : f32
    affine.store %w92, %buf92[%i92] : memref<256xf32>
  }
  %buf93 = memref.alloc() : memref<256xf32>
  affine.for %i93 = 1 to 255 {
    %l93 = affine.load %buf92[%i93 - 1] : memref<256xf32>
    %r93 = affine.load %buf92[%i93 + 1] : memref<256xf32>
    %w93 = arith.mulf %l93, %r93 : f32
    affine.store %w93, %buf93[%i93] : memref<256xf32>
  }
  %buf94 = memref.alloc() : memref<256xf32>
  affine.for %i94 = 0 to 256 {
    %v94 = affine.load %buf93[%i94] : memref<256xf32>
    %w94 = arith.addf %v94, %cst : f32
    affine.store %w94, %buf94[%i94] : memref<256xf32>
  }
  %buf95 = memref.alloc() : memref<256xf32>
  affine.for %i95 = 1 to 255 {
    %l95 = affine.load %buf94[%i95 - 1] : memref<256xf32>
    %r95 = affine.load %buf94[%i95 + 1] : memref<256xf32>
    %w95 = arith.mulf %l95, %r95 : f32
    affine.store %w95, %buf95[%i95] : memref<256xf32>
  }
  %buf96 = memref.alloc() : memref<256xf32>
  affine.for %i96 = 0 to 256 {
    %v96 = affine.load %buf95[%i96] : memref<256xf32>
    %w96 = arith.addf %v96, %cst : f32
    affine.store %w96, %buf96[%i96] : memref<256xf32>
  }
  %buf97 = memref.alloc() : memref<256xf32>
  affine.for %i97 = 1 to 255 {
    %l97 = affine.load %buf96[%i97 - 1] : memref<256xf32>
    %r97 = affine.load %buf96[%i97 + 1] : memref<256xf32>
    %w97 = arith.mulf %l97, %r97 : f32
    affine.store %w97, %buf97[%i97] : memref<256xf32>
  }
  %buf98 = memref.alloc() : memref<256xf32>
  affine.for %i98 = 0 to 256 {
    %v98 = affine.load %buf97[%i98] : memref<256xf32>
    %w98 = arith.addf %v98, %cst : f32
    affine.store %w98, %buf98[%i98] : memref<256xf32>
  }
  %buf99 = memref.alloc() : memref<256xf32>
  affine.for %i99 = 1 to 255 {
    %l99 = affine.load %buf98[%i99 - 1] : memref<256xf32>
    %r99 = affine.load %buf98[%i99 + 1] : memref<256xf32>
    %w99 = arith.mulf %l99, %r99 : f32
    affine.store %w99, %buf99[%i99] : memref<256xf32>
  }
  %buf100 = memref.alloc() : memref<256xf32>
  affine.for %i100 = 0 to 256 {
    %v100 = affine.load %buf99[%i100] : memref<256xf32>
    %w100 = arith.addf %v100, %cst : f32
    affine.store %w100, %buf100[%i100] : memref<256xf32>
  }
  %buf101 = memref.alloc() : memref<256xf32>
  affine.for %i101 = 1 to 255 {
    %l101 = affine.load %buf100[%i101 - 1] : memref<256xf32>
    %r101 = affine.load %buf100[%i101 + 1] : memref<256xf32>
    %w101 = arith.mulf %l101, %r101 : f32
    affine.store %w101, %buf101[%i101] : memref<256xf32>
  }
  %buf102 = memref.alloc() : memref<256xf32>
  affine.for %i102 = 0 to 256 {
    %v102 = affine.load %buf101[%i102] : memref<256xf32>
    %w102 = arith.addf %v102, %cst : f32
    affine.store %w102, %buf102[%i102] : memref<256xf32>
  }
  %buf103 = memref.alloc() : memref<256xf32>
  affine.for %i103 = 1 to 255 {
    %l103 = affine.load %buf102[%i103 - 1] : memref<256xf32>
    %r103 = affine.load %buf102[%i103 + 1] : memref<256xf32>
    %w103 = arith.mulf %l103, %r103 : f32
    affine.store %w103, %buf103[%i103] : memref<256xf32>
  }
  %buf104 = memref.alloc() : memref<256xf32>
  affine.for %i104 = 0 to 256 {
    %v104 = affine.load %buf103[%i104] : memref<256xf32>
    %w104 = arith.addf %v104, %cst : f32
    affine.store %w104, %buf104[%i104] : memref<256xf32>
  }
  %buf105 = memref.alloc() : memref<256xf32>
  affine.for %i105 = 1 to 255 {
    %l105 = affine.load %buf104[%i105 - 1] : memref<256xf32>
    %r105 = affine.load %buf104[%i105 + 1] : memref<256xf32>
    %w105 = arith.mulf %l105, %r105 : f32
    affine.store %w105, %buf105[%i105] : memref<256xf32>
  }
  %buf106 = memref.alloc() : memref<256xf32>
  affine.for %i106 = 0 to 256 {
    %v106 = affine.load %buf105[%i106] : memref<256xf32>
    %w106 = arith.addf %v106, %cst : f32
    affine.store %w106, %buf106[%i106] : memref<256xf32>
  }
  %buf107 = memref.alloc() : memref<256xf32>
  affine.for %i107 = 1 to 255 {
    %l107 = affine.load %buf106[%i107 - 1] : memref<256xf32>
    %r107 = affine.load %buf106[%i107 + 1] : memref<256xf32>
    %w107 = arith.mulf %l107, %r107 : f32
    affine.store %w107, %buf107[%i107] : memref<256xf32>
  }
  %buf108 = memref.alloc() : memref<256xf32>
  affine.for %i108 = 0 to 256 {
    %v108 = affine.load %buf107[%i108] : memref<256xf32>
    %w108 = arith.addf %v108, %cst : f32
    affine.store %w108, %buf108[%i108] : memref<256xf32>
  }
  %buf109 = memref.alloc() : memref<256xf32>
  affine.for %i109 = 1 to 255 {
    %l109 = affine.load %buf108[%i109 - 1] : memref<256xf32>
    %r109 = affine.load %buf108[%i109 + 1] : memref<256xf32>
    %w109 = arith.mulf %l109, %r109 : f32
    affine.store %w109, %buf109[%i109] : memref<256xf32>
  }
  %buf110 = memref.alloc() : memref<256xf32>
  affine.for %i110 = 0 to 256 {
    %v110 = affine.load %buf109[%i110] : memref<256xf32>
    %w110 = arith.addf %v110, %cst : f32
    affine.store %w110, %buf110[%i110] : memref<256xf32>
  }
  %buf111 = memref.alloc() : memref<256xf32>
  affine.for %i111 = 1 to 255 {
    %l111 = affine.load %buf110[%i111 - 1] : memref<256xf32>
    %r111 = affine.load %buf110[%i111 + 1] : memref<256xf32>
    %w111 = arith.mulf %l111, %r111 : f32
    affine.store %w111, %buf111[%i111] : memref<256xf32>
  }
  %buf112 = memref.alloc() : memref<256xf32>
  affine.for %i112 = 0 to 256 {
    %v112 = affine.load %buf111[%i112] : memref<256xf32>
    %w112 = arith.addf %v112, %cst : f32
    affine.store %w112, %buf112[%i112] : memref<256xf32>
  }
  %buf113 = memref.alloc() : memref<256xf32>
  affine.for %i113 = 1 to 255 {
    %l113 = affine.load %buf112[%i113 - 1] : memref<256xf32>
    %r113 = affine.load %buf112[%i113 + 1] : memref<256xf32>
    %w113 = arith.mulf %l113, %r113 : f32
    affine.store %w113, %buf113[%i113] : memref<256xf32>
  }
  %buf114 = memref.alloc() : memref<256xf32>
  affine.for %i114 = 0 to 256 {
    %v114 = affine.load %buf113[%i114] : memref<256xf32>
    %w114 = arith.addf %v114, %cst : f32
    affine.store %w114, %buf114[%i114] : memref<256xf32>
  }
  %buf115 = memref.alloc() : memref<256xf32>
  affine.for %i115 = 1 to 255 {
    %l115 = affine.load %buf114[%i115 - 1] : memref<256xf32>
    %r115 = affine.load %buf114[%i115 + 1] : memref<256xf32>
    %w115 = arith.mulf %l115, %r115 : f32
    affine.store %w115, %buf115[%i115] : memref<256xf32>
  }
  %buf116 = memref.alloc() : memref<256xf32>
  affine.for %i116 = 0 to 256 {
    %v116 = affine.load %buf115[%i116] : memref<256xf32>
    %w116 = arith.addf %v116, %cst : f32
    affine.store %w116, %buf116[%i116] : memref<256xf32>
  }
  %buf117 = memref.alloc() : memref<256xf32>
  affine.for %i117 = 1 to 255 {
    %l117 = affine.load %buf116[%i117 - 1] : memref<256xf32>
    %r117 = affine.load %buf116[%i117 + 1] : memref<256xf32>
    %w117 = arith.mulf %l117, %r117 : f32
    affine.store %w117, %buf117[%i117] : memref<256xf32>
  }
  %buf118 = memref.alloc() : memref<256xf32>
  affine.for %i118 = 0 to 256 {
    %v118 = affine.load %buf117[%i118] : memref<256xf32>
    %w118 = arith.addf %v118, %cst : f32
    affine.store %w118, %buf118[%i118] : memref<256xf32>
  }
  %buf119 = memref.alloc() : memref<256xf32>
  affine.for %i119 = 1 to 255 {
    %l119 = affine.load %buf118[%i119 - 1] : memref<256xf32>
    %r119 = affine.load %buf118[%i119 + 1] : memref<256xf32>
    %w119 = arith.mulf %l119, %r119 : f32
    affine.store %w119, %buf119[%i119] : memref<256xf32>
  }
  %buf120 = memref.alloc() : memref<256xf32>
  affine.for %i120 = 0 to 256 {
    %v120 = affine.load %buf119[%i120] : memref<256xf32>
    %w120 = arith.addf %v120, %cst : f32
    affine.store %w120, %buf120[%i120] : memref<256xf32>
  }
  %buf121 = memref.alloc() : memref<256xf32>
  affine.for %i121 = 1 to 255 {
    %l121 = affine.load %buf120[%i121 - 1] : memref<256xf32>
    %r121 = affine.load %buf120[%i121 + 1] : memref<256xf32>
    %w121 = arith.mulf %l121, %r121 : f32
    affine.store %w121, %buf121[%i121] : memref<256xf32>
  }
  %buf122 = memref.alloc() : memref<256xf32>
  affine.for %i122 = 0 to 256 {
    %v122 = affine.load %buf121[%i122] : memref<256xf32>
    %w122 = arith.addf %v122, %cst : f32
    affine.store %w122, %buf122[%i122] : memref<256xf32>
  }
  %buf123 = memref.alloc() : memref<256xf32>
  affine.for %i123 = 1 to 255 {
    %l123 = affine.load %buf122[%i123 - 1] : memref<256xf32>
    %r123 = affine.load %buf122[%i123 + 1] : memref<256xf32>
    %w123 = arith.mulf %l123, %r123 : f32
    affine.store %w123, %buf123[%i123] : memref<256xf32>
  }
  %buf124 = memref.alloc() : memref<256xf32>
  affine.for %i124 = 0 to 256 {
    %v124 = affine.load %buf123[%i124] : memref<256xf32>
    %w124 = arith.addf %v124, %cst : f32
    affine.store %w124, %buf124[%i124] : memref<256xf32>
  }
  %buf125 = memref.alloc() : memref<256xf32>
  affine.for %i125 = 1 to 255 {
    %l125 = affine.load %buf124[%i125 - 1] : memref<256xf32>
    %r125 = affine.load %buf124[%i125 + 1] : memref<256xf32>
    %w125 = arith.mulf %l125, %r125 : f32
    affine.store %w125, %buf125[%i125] : memref<256xf32>
  }
  %buf126 = memref.alloc() : memref<256xf32>
  affine.for %i126 = 0 to 256 {
    %v126 = affine.load %buf125[%i126] : memref<256xf32>
    %w126 = arith.addf %v126, %cst : f32
    affine.store %w126, %buf126[%i126] : memref<256xf32>
  }
  %buf127 = memref.alloc() : memref<256xf32>
  affine.for %i127 = 1 to 255 {
    %l127 = affine.load %buf126[%i127 - 1] : memref<256xf32>
    %r127 = affine.load %buf126[%i127 + 1] : memref<256xf32>
    %w127 = arith.mulf %l127, %r127 : f32
    affine.store %w127, %buf127[%i127] : memref<256xf32>
  }
  %buf128 = memref.alloc() : memref<256xf32>
  affine.for %i128 = 0 to 256 {
    %v128 = affine.load %buf127[%i128] : memref<256xf32>
    %w128 = arith.addf %v128, %cst : f32
    affine.store %w128, %buf128[%i128] : memref<256xf32>
  }
  %buf129 = memref.alloc() : memref<256xf32>
  affine.for %i129 = 1 to 255 {
    %l129 = affine.load %buf128[%i129 - 1] : memref<256xf32>
    %r129 = affine.load %buf128[%i129 + 1] : memref<256xf32>
    %w129 = arith.mulf %l129, %r129 : f32
    affine.store %w129, %buf129[%i129] : memref<256xf32>
  }
  %buf130 = memref.alloc() : memref<256xf32>
  affine.for %i130 = 0 to 256 {
    %v130 = affine.load %buf129[%i130] : memref<256xf32>
    %w130 = arith.addf %v130, %cst : f32
    affine.store %w130, %buf130[%i130] : memref<256xf32>
  }
  %buf131 = memref.alloc() : memref<256xf32>
  affine.for %i131 = 1 to 255 {
    %l131 = affine.load %buf130[%i131 - 1] : memref<256xf32>
    %r131 = affine.load %buf130[%i131 + 1] : memref<256xf32>
    %w131 = arith.mulf %l131, %r131 : f32
    affine.store %w131, %buf131[%i131] : memref<256xf32>
  }
  %buf132 = memref.alloc() : memref<256xf32>
  affine.for %i132 = 0 to 256 {
    %v132 = affine.load %buf131[%i132] : memref<256xf32>
    %w132 = arith.addf %v132, %cst : f32
    affine.store %w132, %buf132[%i132] : memref<256xf32>
  }
  %buf133 = memref.alloc() : memref<256xf32>
  affine.for %i133 = 1 to 255 {
    %l133 = affine.load %buf132[%i133 - 1] : memref<256xf32>
    %r133 = affine.load %buf132[%i133 + 1] : memref<256xf32>
    %w133 = arith.mulf %l133, %r133 : f32
    affine.store %w133, %buf133[%i133] : memref<256xf32>
  }
  %buf134 = memref.alloc() : memref<256xf32>
  affine.for %i134 = 0 to 256 {
    %v134 = affine.load %buf133[%i134] : memref<256xf32>
    %w134 = arith.addf %v134, %cst : f32
    affine.store %w134, %buf134[%i134] : memref<256xf32>
  }
  %buf135 = memref.alloc() : memref<256xf32>
  affine.for %i135 = 1 to 255 {
    %l135 = affine.load %buf134[%i135 - 1] : memref<256xf32>
    %r135 = affine.load %buf134[%i135 + 1] : memref<256xf32>
    %w135 = arith.mulf %l135, %r135 : f32
    affine.store %w135, %buf135[%i135] : memref<256xf32>
  }
  %buf136 = memref.alloc() : memref<256xf32>
  affine.for %i136 = 0 to 256 {
    %v136 = affine.load %buf135[%i136] : memref<256xf32>
    %w136 = arith.addf %v136, %cst : f32
    affine.store %w136, %buf136[%i136] : memref<256xf32>
  }
  %buf137 = memref.alloc() : memref<256xf32>
  affine.for %i137 = 1 to 255 {
    %l137 = affine.load %buf136[%i137 - 1] : memref<256xf32>
    %r137 = affine.load %buf136[%i137 + 1] : memref<256xf32>
    %w137 = arith.mulf %l137, %r137 : f32
    affine.store %w137, %buf137[%i137] : memref<256xf32>
  }
  %buf138 = memref.alloc() : memref<256xf32>
  affine.for %i138 = 0 to 256 {
    %v138 = affine.load %buf137[%i138] : memref<256xf32>
    %w138 = arith.addf %v138, %cst : f32
    affine.store %w138, %buf138[%i138] : memref<256xf32>
  }
  %buf139 = memref.alloc() : memref<256xf32>
  affine.for %i139 = 1 to 255 {
    %l139 = affine.load %buf138[%i139 - 1] : memref<256xf32>
    %r139 = affine.load %buf138[%i139 + 1] : memref<256xf32>
    %w139 = arith.mulf %l139, %r139 : f32
    affine.store %w139, %buf139[%i139] : memref<256xf32>
  }
  %buf140 = memref.alloc() : memref<256xf32>
  affine.for %i140 = 0 to 256 {
    %v140 = affine.load %buf139[%i140] : memref<256xf32>
    %w140 = arith.addf %v140, %cst : f32
    affine.store %w140, %buf140[%i140] : memref<256xf32>
  }
  %buf141 = memref.alloc() : memref<256xf32>
  affine.for %i141 = 1 to 255 {
    %l141 = affine.load %buf140[%i141 - 1] : memref<256xf32>
    %r141 = affine.load %buf140[%i141 + 1] : memref<256xf32>
    %w141 = arith.mulf %l141, %r141 : f32
    affine.store %w141, %buf141[%i141] : memref<256xf32>
  }
  %buf142 = memref.alloc() : memref<256xf32>
  affine.for %i142 = 0 to 256 {
    %v142 = affine.load %buf141[%i142] : memref<256xf32>
    %w142 = arith.addf %v142, %cst : f32
    affine.store %w142, %buf142[%i142] : memref<256xf32>
  }
  %buf143 = memref.alloc() : memref<256xf32>
  affine.for %i143 = 1 to 255 {
    %l143 = affine.load %buf142[%i143 - 1] : memref<256xf32>
    %r143 = affine.load %buf142[%i143 + 1] : memref<256xf32>
    %w143 = arith.mulf %l143, %r143 : f32
    affine.store %w143, %buf143[%i143] : memref<256xf32>
  }
  %buf144 = memref.alloc() : memref<256xf32>
  affine.for %i144 = 0 to 256 {
    %v144 = affine.load %buf143[%i144] : memref<256xf32>
    %w144 = arith.addf %v144, %cst : f32
    affine.store %w144, %buf144[%i144] : memref<256xf32>
  }
  %buf145 = memref.alloc() : memref<256xf32>
  affine.for %i145 = 1 to 255 {
    %l145 = affine.load %buf144[%i145 - 1] : memref<256xf32>
    %r145 = affine.load %buf144[%i145 + 1] : memref<256xf32>
    %w145 = arith.mulf %l145, %r145 : f32
    affine.store %w145, %buf145[%i145] : memref<256xf32>
  }
  %buf146 = memref.alloc() : memref<256xf32>
  affine.for %i146 = 0 to 256 {
    %v146 = affine.load %buf145[%i146] : memref<256xf32>
    %w146 = arith.addf %v146, %cst : f32
    affine.store %w146, %buf146[%i146] : memref<256xf32>
  }
  %buf147 = memref.alloc() : memref<256xf32>
  affine.for %i147 = 1 to 255 {
    %l147 = affine.load %buf146[%i147 - 1] : memref<256xf32>
    %r147 = affine.load %buf146[%i147 + 1] : memref<256xf32>
    %w147 = arith.mulf %l147, %r147 : f32
    affine.store %w147, %buf147[%i147] : memref<256xf32>
  }
  %buf148 = memref.alloc() : memref<256xf32>
  affine.for %i148 = 0 to 256 {
    %v148 = affine.load %buf147[%i148] : memref<256xf32>
    %w148 = arith.addf %v148, %cst : f32
    affine.store %w148, %buf148[%i148] : memref<256xf32>
  }
  %buf149 = memref.alloc() : memref<256xf32>
  affine.for %i149 = 1 to 255 {
    %l149 = affine.load %buf148[%i149 - 1] : memref<256xf32>
    %r149 = affine.load %buf148[%i149 + 1] : memref<256xf32>
    %w149 = arith.mulf %l149, %r149 : f32
    affine.store %w149, %buf149[%i149] : memref<256xf32>
  }
  %buf150 = memref.alloc() : memref<256xf32>
  affine.for %i150 = 0 to 256 {
    %v150 = affine.load %buf149[%i150] : memref<256xf32>
    %w150 = arith.addf %v150, %cst : f32
    affine.store %w150, %buf150[%i150] : memref<256xf32>
  }
  %buf151 = memref.alloc() : memref<256xf32>
  affine.for %i151 = 1 to 255 {
    %l151 = affine.load %buf150[%i151 - 1] : memref<256xf32>
    %r151 = affine.load %buf150[%i151 + 1] : memref<256xf32>
    %w151 = arith.mulf %l151, %r151 : f32
    affine.store %w151, %buf151[%i151] : memref<256xf32>
  }
  %buf152 = memref.alloc() : memref<256xf32>
  affine.for %i152 = 0 to 256 {
    %v152 = affine.load %buf151[%i152] : memref<256xf32>
    %w152 = arith.addf %v152, %cst : f32
    affine.store %w152, %buf152[%i152] : memref<256xf32>
  }
  %buf153 = memref.alloc() : memref<256xf32>
  affine.for %i153 = 1 to 255 {
    %l153 = affine.load %buf152[%i153 - 1] : memref<256xf32>
    %r153 = affine.load %buf152[%i153 + 1] : memref<256xf32>
    %w153 = arith.mulf %l153, %r153 : f32
    affine.store %w153, %buf153[%i153] : memref<256xf32>
  }
  %buf154 = memref.alloc() : memref<256xf32>
  affine.for %i154 = 0 to 256 {
    %v154 = affine.load %buf153[%i154] : memref<256xf32>
    %w154 = arith.addf %v154, %cst : f32
    affine.store %w154, %buf154[%i154] : memref<256xf32>
  }
  %buf155 = memref.alloc() : memref<256xf32>
  affine.for %i155 = 1 to 255 {
    %l155 = affine.load %buf154[%i155 - 1] : memref<256xf32>
    %r155 = affine.load %buf154[%i155 + 1] : memref<256xf32>
    %w155 = arith.mulf %l155, %r155 : f32
    affine.store %w155, %buf155[%i155] : memref<256xf32>
  }
  %buf156 = memref.alloc() : memref<256xf32>
  affine.for %i156 = 0 to 256 {
    %v156 = affine.load %buf155[%i156] : memref<256xf32>
    %w156 = arith.addf %v156, %cst : f32
    affine.store %w156, %buf156[%i156] : memref<256xf32>
  }
  %buf157 = memref.alloc() : memref<256xf32>
  affine.for %i157 = 1 to 255 {
    %l157 = affine.load %buf156[%i157 - 1] : memref<256xf32>
    %r157 = affine.load %buf156[%i157 + 1] : memref<256xf32>
    %w157 = arith.mulf %l157, %r157 : f32
    affine.store %w157, %buf157[%i157] : memref<256xf32>
  }
  %buf158 = memref.alloc() : memref<256xf32>
  affine.for %i158 = 0 to 256 {
    %v158 = affine.load %buf157[%i158] : memref<256xf32>
    %w158 = arith.addf %v158, %cst : f32
    affine.store %w158, %buf158[%i158] : memref<256xf32>
  }
  %buf159 = memref.alloc() : memref<256xf32>
  affine.for %i159 = 1 to 255 {
    %l159 = affine.load %buf158[%i159 - 1] : memref<256xf32>
    %r159 = affine.load %buf158[%i159 + 1] : memref<256xf32>
    %w159 = arith.mulf %l159, %r159 : f32
    affine.store %w159, %buf159[%i159] : memref<256xf32>
  }
  %buf160 = memref.alloc() : memref<256xf32>
  affine.for %i160 = 0 to 256 {
    %v160 = affine.load %buf159[%i160] : memref<256xf32>
    %w160 = arith.addf %v160, %cst : f32
    affine.store %w160, %buf160[%i160] : memref<256xf32>
  }
  %buf161 = memref.alloc() : memref<256xf32>
  affine.for %i161 = 1 to 255 {
    %l161 = affine.load %buf160[%i161 - 1] : memref<256xf32>
    %r161 = affine.load %buf160[%i161 + 1] : memref<256xf32>
    %w161 = arith.mulf %l161, %r161 : f32
    affine.store %w161, %buf161[%i161] : memref<256xf32>
  }
  %buf162 = memref.alloc() : memref<256xf32>
  affine.for %i162 = 0 to 256 {
    %v162 = affine.load %buf161[%i162] : memref<256xf32>
    %w162 = arith.addf %v162, %cst : f32
    affine.store %w162, %buf162[%i162] : memref<256xf32>
  }
  %buf163 = memref.alloc() : memref<256xf32>
  affine.for %i163 = 1 to 255 {
    %l163 = affine.load %buf162[%i163 - 1] : memref<256xf32>
    %r163 = affine.load %buf162[%i163 + 1] : memref<256xf32>
    %w163 = arith.mulf %l163, %r163 : f32
    affine.store %w163, %buf163[%i163] : memref<256xf32>
  }
  %buf164 = memref.alloc() : memref<256xf32>
  affine.for %i164 = 0 to 256 {
    %v164 = affine.load %buf163[%i164] : memref<256xf32>
    %w164 = arith.addf %v164, %cst : f32
    affine.store %w164, %buf164[%i164] : memref<256xf32>
  }
  %buf165 = memref.alloc() : memref<256xf32>
  affine.for %i165 = 1 to 255 {
    %l165 = affine.load %buf164[%i165 - 1] : memref<256xf32>
    %r165 = affine.load %buf164[%i165 + 1] : memref<256xf32>
    %w165 = arith.mulf %l165, %r165 : f32
    affine.store %w165, %buf165[%i165] : memref<256xf32>
  }
  %buf166 = memref.alloc() : memref<256xf32>
  affine.for %i166 = 0 to 256 {
    %v166 = affine.load %buf165[%i166] : memref<256xf32>
    %w166 = arith.addf %v166, %cst : f32
    affine.store %w166, %buf166[%i166] : memref<256xf32>
  }
  %buf167 = memref.alloc() : memref<256xf32>
  affine.for %i167 = 1 to 255 {
    %l167 = affine.load %buf166[%i167 - 1] : memref<256xf32>
    %r167 = affine.load %buf166[%i167 + 1] : memref<256xf32>
    %w167 = arith.mulf %l167, %r167 : f32
    affine.store %w167, %buf167[%i167] : memref<256xf32>
  }
  %buf168 = memref.alloc() : memref<256xf32>
  affine.for %i168 = 0 to 256 {
    %v168 = affine.load %buf167[%i168] : memref<256xf32>
    %w168 = arith.addf %v168, %cst : f32
    affine.store %w168, %buf168[%i168] : memref<256xf32>
  }
  %buf169 = memref.alloc() : memref<256xf32>
  affine.for %i169 = 1 to 255 {
    %l169 = affine.load %buf168[%i169 - 1] : memref<256xf32>
    %r169 = affine.load %buf168[%i169 + 1] : memref<256xf32>
    %w169 = arith.mulf %l169, %r169 : f32
    affine.store %w169, %buf169[%i169] : memref<256xf32>
  }
  %buf170 = memref.alloc() : memref<256xf32>
  affine.for %i170 = 0 to 256 {
    %v170 = affine.load %buf169[%i170] : memref<256xf32>
    %w170 = arith.addf %v170, %cst : f32
    affine.store %w170, %buf170[%i170] : memref<256xf32>
  }
  %buf171 = memref.alloc() : memref<256xf32>
  affine.for %i171 = 1 to 255 {
    %l171 = affine.load %buf170[%i171 - 1] : memref<256xf32>
    %r171 = affine.load %buf170[%i171 + 1] : memref<256xf32>
    %w171 = arith.mulf %l171, %r171 : f32
    affine.store %w171, %buf171[%i171] : memref<256xf32>
  }
  %buf172 = memref.alloc() : memref<256xf32>
  affine.for %i172 = 0 to 256 {
    %v172 = affine.load %buf171[%i172] : memref<256xf32>
    %w172 = arith.addf %v172, %cst : f32
    affine.store %w172, %buf172[%i172] : memref<256xf32>
  }
  %buf173 = memref.alloc() : memref<256xf32>
  affine.for %i173 = 1 to 255 {
    %l173 = affine.load %buf172[%i173 - 1] : memref<256xf32>
    %r173 = affine.load %buf172[%i173 + 1] : memref<256xf32>
    %w173 = arith.mulf %l173, %r173 : f32
    affine.store %w173, %buf173[%i173] : memref<256xf32>
  }
  %buf174 = memref.alloc() : memref<256xf32>
  affine.for %i174 = 0 to 256 {
    %v174 = affine.load %buf173[%i174] : memref<256xf32>
    %w174 = arith.addf %v174, %cst : f32
    affine.store %w174, %buf174[%i174] : memref<256xf32>
  }
  %buf175 = memref.alloc() : memref<256xf32>
  affine.for %i175 = 1 to 255 {
    %l175 = affine.load %buf174[%i175 - 1] : memref<256xf32>
    %r175 = affine.load %buf174[%i175 + 1] : memref<256xf32>
    %w175 = arith.mulf %l175, %r175 : f32
    affine.store %w175, %buf175[%i175] : memref<256xf32>
  }
  %buf176 = memref.alloc() : memref<256xf32>
  affine.for %i176 = 0 to 256 {
    %v176 = affine.load %buf175[%i176] : memref<256xf32>
    %w176 = arith.addf %v176, %cst : f32
    affine.store %w176, %buf176[%i176] : memref<256xf32>
  }
  %buf177 = memref.alloc() : memref<256xf32>
  affine.for %i177 = 1 to 255 {
    %l177 = affine.load %buf176[%i177 - 1] : memref<256xf32>
    %r177 = affine.load %buf176[%i177 + 1] : memref<256xf32>
    %w177 = arith.mulf %l177, %r177 : f32
    affine.store %w177, %buf177[%i177] : memref<256xf32>
  }
  %buf178 = memref.alloc() : memref<256xf32>
  affine.for %i178 = 0 to 256 {
    %v178 = affine.load %buf177[%i178] : memref<256xf32>
    %w178 = arith.addf %v178, %cst : f32
    affine.store %w178, %buf178[%i178] : memref<256xf32>
  }
  %buf179 = memref.alloc() : memref<256xf32>
  affine.for %i179 = 1 to 255 {
    %l179 = affine.load %buf178[%i179 - 1] : memref<256xf32>
    %r179 = affine.load %buf178[%i179 + 1] : memref<256xf32>
    %w179 = arith.mulf %l179, %r179 : f32
    affine.store %w179, %buf179[%i179] : memref<256xf32>
  }
  %buf180 = memref.alloc() : memref<256xf32>
  affine.for %i180 = 0 to 256 {
    %v180 = affine.load %buf179[%i180] : memref<256xf32>
    %w180 = arith.addf %v180, %cst : f32
    affine.store %w180, %buf180[%i180] : memref<256xf32>
  }
  %buf181 = memref.alloc() : memref<256xf32>
  affine.for %i181 = 1 to 255 {
    %l181 = affine.load %buf180[%i181 - 1] : memref<256xf32>
    %r181 = affine.load %buf180[%i181 + 1] : memref<256xf32>
    %w181 = arith.mulf %l181, %r181 : f32
    affine.store %w181, %buf181[%i181] : memref<256xf32>
  }
  %buf182 = memref.alloc() : memref<256xf32>
  affine.for %i182 = 0 to 256 {
    %v182 = affine.load %buf181[%i182] : memref<256xf32>
    %w182 = arith.addf %v182, %cst : f32
    affine.store %w182, %buf182[%i182] : memref<256xf32>
  }
  %buf183 = memref.alloc() : memref<256xf32>
  affine.for %i183 = 1 to 255 {
    %l183 = affine.load %buf182[%i183 - 1] : memref<256xf32>
    %r183 = affine.load %buf182[%i183 + 1] : memref<256xf32>
    %w183 = arith.mulf %l183, %r183 : f32
    affine.store %w183, %buf183[%i183] : memref<256xf32>
  }
  %buf184 = memref.alloc() : memref<256xf32>
  affine.for %i184 = 0 to 256 {
    %v184 = affine.load %buf183[%i184] : memref<256xf32>
    %w184 = arith.addf %v184, %cst : f32
    affine.store %w184, %buf184[%i184] : memref<256xf32>
  }
  %buf185 = memref.alloc() : memref<256xf32>
  affine.for %i185 = 1 to 255 {
    %l185 = affine.load %buf184[%i185 - 1] : memref<256xf32>
    %r185 = affine.load %buf184[%i185 + 1] : memref<256xf32>
    %w185 = arith.mulf %l185, %r185 : f32
    affine.store %w185, %buf185[%i185] : memref<256xf32>
  }
  %buf186 = memref.alloc() : memref<256xf32>
  affine.for %i186 = 0 to 256 {
    %v186 = affine.load %buf185[%i186] : memref<256xf32>
    %w186 = arith.addf %v186, %cst : f32
    affine.store %w186, %buf186[%i186] : memref<256xf32>
  }
  %buf187 = memref.alloc() : memref<256xf32>
  affine.for %i187 = 1 to 255 {
    %l187 = affine.load %buf186[%i187 - 1] : memref<256xf32>
    %r187 = affine.load %buf186[%i187 + 1] : memref<256xf32>
    %w187 = arith.mulf %l187, %r187 : f32
    affine.store %w187, %buf187[%i187] : memref<256xf32>
  }
  %buf188 = memref.alloc() : memref<256xf32>
  affine.for %i188 = 0 to 256 {
    %v188 = affine.load %buf187[%i188] : memref<256xf32>
    %w188 = arith.addf %v188, %cst : f32
    affine.store %w188, %buf188[%i188] : memref<256xf32>
  }
  %buf189 = memref.alloc() : memref<256xf32>
  affine.for %i189 = 1 to 255 {
    %l189 = affine.load %buf188[%i189 - 1] : memref<256xf32>
    %r189 = affine.load %buf188[%i189 + 1] : memref<256xf32>
    %w189 = arith.mulf %l189, %r189 : f32
    affine.store %w189, %buf189[%i189] : memref<256xf32>
  }
  %buf190 = memref.alloc() : memref<256xf32>
  affine.for %i190 = 0 to 256 {
    %v190 = affine.load %buf189[%i190] : memref<256xf32>
    %w190 = arith.addf %v190, %cst : f32
    affine.store %w190, %buf190[%i190] : memref<256xf32>
  }
  %buf191 = memref.alloc() : memref<256xf32>
  affine.for %i191 = 1 to 255 {
    %l191 = affine.load %buf190[%i191 - 1] : memref<256xf32>
    %r191 = affine.load %buf190[%i191 + 1] : memref<256xf32>
    %w191 = arith.mulf %l191, %r191 : f32
    affine.store %w191, %buf191[%i191] : memref<256xf32>
  }
  %buf192 = memref.alloc() : memref<256xf32>
  affine.for %i192 = 0 to 256 {
    %v192 = affine.load %buf191[%i192] : memref<256xf32>
    %w192 = arith.addf %v192, %cst : f32
    affine.store %w192, %buf192[%i192] : memref<256xf32>
  }
  %buf193 = memref.alloc() : memref<256xf32>
  affine.for %i193 = 1 to 255 {
    %l193 = affine.load %buf192[%i193 - 1] : memref<256xf32>
    %r193 = affine.load %buf192[%i193 + 1] : memref<256xf32>
    %w193 = arith.mulf %l193, %r193 : f32
    affine.store %w193, %buf193[%i193] : memref<256xf32>
  }
  %buf194 = memref.alloc() : memref<256xf32>
  affine.for %i194 = 0 to 256 {
    %v194 = affine.load %buf193[%i194] : memref<256xf32>
    %w194 = arith.addf %v194, %cst : f32
    affine.store %w194, %buf194[%i194] : memref<256xf32>
  }
  %buf195 = memref.alloc() : memref<256xf32>
  affine.for %i195 = 1 to 255 {
    %l195 = affine.load %buf194[%i195 - 1] : memref<256xf32>
    %r195 = affine.load %buf194[%i195 + 1] : memref<256xf32>
    %w195 = arith.mulf %l195, %r195 : f32
    affine.store %w195, %buf195[%i195] : memref<256xf32>
  }
  %buf196 = memref.alloc() : memref<256xf32>
  affine.for %i196 = 0 to 256 {
    %v196 = affine.load %buf195[%i196] : memref<256xf32>
    %w196 = arith.addf %v196, %cst : f32
    affine.store %w196, %buf196[%i196] : memref<256xf32>
  }
  %buf197 = memref.alloc() : memref<256xf32>
  affine.for %i197 = 1 to 255 {
    %l197 = affine.load %buf196[%i197 - 1] : memref<256xf32>
    %r197 = affine.load %buf196[%i197 + 1] : memref<256xf32>
    %w197 = arith.mulf %l197, %r197 : f32
    affine.store %w197, %buf197[%i197] : memref<256xf32>
  }
  %buf198 = memref.alloc() : memref<256xf32>
  affine.for %i198 = 0 to 256 {
    %v198 = affine.load %buf197[%i198] : memref<256xf32>
    %w198 = arith.addf %v198, %cst : f32
    affine.store %w198, %buf198[%i198] : memref<256xf32>
  }
  %buf199 = memref.alloc() : memref<256xf32>
  affine.for %i199 = 1 to 255 {
    %l199 = affine.load %buf198[%i199 - 1] : memref<256xf32>
    %r199 = affine.load %buf198[%i199 + 1] : memref<256xf32>
    %w199 = arith.mulf %l199, %r199 : f32
    affine.store %w199, %buf199[%i199] : memref<256xf32>
  }
  %buf200 = memref.alloc() : memref<256xf32>
  affine.for %i200 = 0 to 256 {
    %v200 = affine.load %buf199[%i200] : memref<256xf32>
    %w200 = arith.addf %v200, %cst : f32
    affine.store %w200, %buf200[%i200] : memref<256xf32>
  }
  %buf201 = memref.alloc() : memref<256xf32>
  affine.for %i201 = 1 to 255 {
    %l201 = affine.load %buf200[%i201 - 1] : memref<256xf32>
    %r201 = affine.load %buf200[%i201 + 1] : memref<256xf32>
    %w201 = arith.mulf %l201, %r201 : f32
    affine.store %w201, %buf201[%i201] : memref<256xf32>
  }
  %buf202 = memref.alloc() : memref<256xf32>
  affine.for %i202 = 0 to 256 {
    %v202 = affine.load %buf201[%i202] : memref<256xf32>
    %w202 = arith.addf %v202, %cst : f32
    affine.store %w202, %buf202[%i202] : memref<256xf32>
  }
  %buf203 = memref.alloc() : memref<256xf32>
  affine.for %i203 = 1 to 255 {
    %l203 = affine.load %buf202[%i203 - 1] : memref<256xf32>
    %r203 = affine.load %buf202[%i203 + 1] : memref<256xf32>
    %w203 = arith.mulf %l203, %r203 : f32
    affine.store %w203, %buf203[%i203] : memref<256xf32>
  }
  %buf204 = memref.alloc() : memref<256xf32>
  affine.for %i204 = 0 to 256 {
    %v204 = affine.load %buf203[%i204] : memref<256xf32>
    %w204 = arith.addf %v204, %cst : f32
    affine.store %w204, %buf204[%i204] : memref<256xf32>
  }
  %buf205 = memref.alloc() : memref<256xf32>
  affine.for %i205 = 1 to 255 {
    %l205 = affine.load %buf204[%i205 - 1] : memref<256xf32>
    %r205 = affine.load %buf204[%i205 + 1] : memref<256xf32>
    %w205 = arith.mulf %l205, %r205 : f32
    affine.store %w205, %buf205[%i205] : memref<256xf32>
  }
  %buf206 = memref.alloc() : memref<256xf32>
  affine.for %i206 = 0 to 256 {
    %v206 = affine.load %buf205[%i206] : memref<256xf32>
    %w206 = arith.addf %v206, %cst : f32
    affine.store %w206, %buf206[%i206] : memref<256xf32>
  }
  %buf207 = memref.alloc() : memref<256xf32>
  affine.for %i207 = 1 to 255 {
    %l207 = affine.load %buf206[%i207 - 1] : memref<256xf32>
    %r207 = affine.load %buf206[%i207 + 1] : memref<256xf32>
    %w207 = arith.mulf %l207, %r207 : f32
    affine.store %w207, %buf207[%i207] : memref<256xf32>
  }
  %buf208 = memref.alloc() : memref<256xf32>
  affine.for %i208 = 0 to 256 {
    %v208 = affine.load %buf207[%i208] : memref<256xf32>
    %w208 = arith.addf %v208, %cst : f32
    affine.store %w208, %buf208[%i208] : memref<256xf32>
  }
  %buf209 = memref.alloc() : memref<256xf32>
  affine.for %i209 = 1 to 255 {
    %l209 = affine.load %buf208[%i209 - 1] : memref<256xf32>
    %r209 = affine.load %buf208[%i209 + 1] : memref<256xf32>
    %w209 = arith.mulf %l209, %r209 : f32
    affine.store %w209, %buf209[%i209] : memref<256xf32>
  }
  %buf210 = memref.alloc() : memref<256xf32>
  affine.for %i210 = 0 to 256 {
    %v210 = affine.load %buf209[%i210] : memref<256xf32>
    %w210 = arith.addf %v210, %cst : f32
    affine.store %w210, %buf210[%i210] : memref<256xf32>
  }
  %buf211 = memref.alloc() : memref<256xf32>
  affine.for %i211 = 1 to 255 {
    %l211 = affine.load %buf210[%i211 - 1] : memref<256xf32>
    %r211 = affine.load %buf210[%i211 + 1] : memref<256xf32>
    %w211 = arith.mulf %l211, %r211 : f32
    affine.store %w211, %buf211[%i211] : memref<256xf32>
  }
  %buf212 = memref.alloc() : memref<256xf32>
  affine.for %i212 = 0 to 256 {
    %v212 = affine.load %buf211[%i212] : memref<256xf32>
    %w212 = arith.addf %v212, %cst : f32
    affine.store %w212, %buf212[%i212] : memref<256xf32>
  }
  %buf213 = memref.alloc() : memref<256xf32>
  affine.for %i213 = 1 to 255 {
    %l213 = affine.load %buf212[%i213 - 1] : memref<256xf32>
    %r213 = affine.load %buf212[%i213 + 1] : memref<256xf32>
    %w213 = arith.mulf %l213, %r213 : f32
    affine.store %w213, %buf213[%i213] : memref<256xf32>
  }
  %buf214 = memref.alloc() : memref<256xf32>
  affine.for %i214 = 0 to 256 {
    %v214 = affine.load %buf213[%i214] : memref<256xf32>
    %w214 = arith.addf %v214, %cst : f32
    affine.store %w214, %buf214[%i214] : memref<256xf32>
  }
  %buf215 = memref.alloc() : memref<256xf32>
  affine.for %i215 = 1 to 255 {
    %l215 = affine.load %buf214[%i215 - 1] : memref<256xf32>
    %r215 = affine.load %buf214[%i215 + 1] : memref<256xf32>
    %w215 = arith.mulf %l215, %r215 : f32
    affine.store %w215, %buf215[%i215] : memref<256xf32>
  }
  %buf216 = memref.alloc() : memref<256xf32>
  affine.for %i216 = 0 to 256 {
    %v216 = affine.load %buf215[%i216] : memref<256xf32>
    %w216 = arith.addf %v216, %cst : f32
    affine.store %w216, %buf216[%i216] : memref<256xf32>
  }
  %buf217 = memref.alloc() : memref<256xf32>
  affine.for %i217 = 1 to 255 {
    %l217 = affine.load %buf216[%i217 - 1] : memref<256xf32>
    %r217 = affine.load %buf216[%i217 + 1] : memref<256xf32>
    %w217 = arith.mulf %l217, %r217 : f32
    affine.store %w217, %buf217[%i217] : memref<256xf32>
  }
  %buf218 = memref.alloc() : memref<256xf32>
  affine.for %i218 = 0 to 256 {
    %v218 = affine.load %buf217[%i218] : memref<256xf32>
    %w218 = arith.addf %v218, %cst : f32
    affine.store %w218, %buf218[%i218] : memref<256xf32>
  }
  %buf219 = memref.alloc() : memref<256xf32>
  affine.for %i219 = 1 to 255 {
    %l219 = affine.load %buf218[%i219 - 1] : memref<256xf32>
    %r219 = affine.load %buf218[%i219 + 1] : memref<256xf32>
    %w219 = arith.mulf %l219, %r219 : f32
    affine.store %w219, %buf219[%i219] : memref<256xf32>
  }
  %buf220 = memref.alloc() : memref<256xf32>
  affine.for %i220 = 0 to 256 {
    %v220 = affine.load %buf219[%i220] : memref<256xf32>
    %w220 = arith.addf %v220, %cst : f32
    affine.store %w220, %buf220[%i220] : memref<256xf32>
  }
  %buf221 = memref.alloc() : memref<256xf32>
  affine.for %i221 = 1 to 255 {
    %l221 = affine.load %buf220[%i221 - 1] : memref<256xf32>
    %r221 = affine.load %buf220[%i221 + 1] : memref<256xf32>
    %w221 = arith.mulf %l221, %r221 : f32
    affine.store %w221, %buf221[%i221] : memref<256xf32>
  }
  %buf222 = memref.alloc() : memref<256xf32>
  affine.for %i222 = 0 to 256 {
    %v222 = affine.load %buf221[%i222] : memref<256xf32>
    %w222 = arith.addf %v222, %cst : f32
    affine.store %w222, %buf222[%i222] : memref<256xf32>
  }
  %buf223 = memref.alloc() : memref<256xf32>
  affine.for %i223 = 1 to 255 {
    %l223 = affine.load %buf222[%i223 - 1] : memref<256xf32>
    %r223 = affine.load %buf222[%i223 + 1] : memref<256xf32>
    %w223 = arith.mulf %l223, %r223 : f32
    affine.store %w223, %buf223[%i223] : memref<256xf32>
  }
  %buf224 = memref.alloc() : memref<256xf32>
  affine.for %i224 = 0 to 256 {
    %v224 = affine.load %buf223[%i224] : memref<256xf32>
    %w224 = arith.addf %v224, %cst : f32
    affine.store %w224, %buf224[%i224] : memref<256xf32>
  }
  %buf225 = memref.alloc() : memref<256xf32>
  affine.for %i225 = 1 to 255 {
    %l225 = affine.load %buf224[%i225 - 1] : memref<256xf32>
    %r225 = affine.load %buf224[%i225 + 1] : memref<256xf32>
    %w225 = arith.mulf %l225, %r225 : f32
    affine.store %w225, %buf225[%i225] : memref<256xf32>
  }
  %buf226 = memref.alloc() : memref<256xf32>
  affine.for %i226 = 0 to 256 {
    %v226 = affine.load %buf225[%i226] : memref<256xf32>
    %w226 = arith.addf %v226, %cst : f32
    affine.store %w226, %buf226[%i226] : memref<256xf32>
  }
  %buf227 = memref.alloc() : memref<256xf32>
  affine.for %i227 = 1 to 255 {
    %l227 = affine.load %buf226[%i227 - 1] : memref<256xf32>
    %r227 = affine.load %buf226[%i227 + 1] : memref<256xf32>
    %w227 = arith.mulf %l227, %r227 : f32
    affine.store %w227, %buf227[%i227] : memref<256xf32>
  }
  %buf228 = memref.alloc() : memref<256xf32>
  affine.for %i228 = 0 to 256 {
    %v228 = affine.load %buf227[%i228] : memref<256xf32>
    %w228 = arith.addf %v228, %cst : f32
    affine.store %w228, %buf228[%i228] : memref<256xf32>
  }
  %buf229 = memref.alloc() : memref<256xf32>
  affine.for %i229 = 1 to 255 {
    %l229 = affine.load %buf228[%i229 - 1] : memref<256xf32>
    %r229 = affine.load %buf228[%i229 + 1] : memref<256xf32>
    %w229 = arith.mulf %l229, %r229 : f32
    affine.store %w229, %buf229[%i229] : memref<256xf32>
  }
  %buf230 = memref.alloc() : memref<256xf32>
  affine.for %i230 = 0 to 256 {
    %v230 = affine.load %buf229[%i230] : memref<256xf32>
    %w230 = arith.addf %v230, %cst : f32
    affine.store %w230, %buf230[%i230] : memref<256xf32>
  }
  %buf231 = memref.alloc() : memref<256xf32>
  affine.for %i231 = 1 to 255 {
    %l231 = affine.load %buf230[%i231 - 1] : memref<256xf32>
    %r231 = affine.load %buf230[%i231 + 1] : memref<256xf32>
    %w231 = arith.mulf %l231, %r231 : f32
    affine.store %w231, %buf231[%i231] : memref<256xf32>
  }
  %buf232 = memref.alloc() : memref<256xf32>
  affine.for %i232 = 0 to 256 {
    %v232 = affine.load %buf231[%i232] : memref<256xf32>
    %w232 = arith.addf %v232, %cst : f32
    affine.store %w232, %buf232[%i232] : memref<256xf32>
  }
  %buf233 = memref.alloc() : memref<256xf32>
  affine.for %i233 = 1 to 255 {
    %l233 = affine.load %buf232[%i233 - 1] : memref<256xf32>
    %r233 = affine.load %buf232[%i233 + 1] : memref<256xf32>
    %w233 = arith.mulf %l233, %r233 : f32
    affine.store %w233, %buf233[%i233] : memref<256xf32>
  }
  %buf234 = memref.alloc() : memref<256xf32>
  affine.for %i234 = 0 to 256 {
    %v234 = affine.load %buf233[%i234] : memref<256xf32>
    %w234 = arith.addf %v234, %cst : f32
    affine.store %w234, %buf234[%i234] : memref<256xf32>
  }
  %buf235 = memref.alloc() : memref<256xf32>
  affine.for %i235 = 1 to 255 {
    %l235 = affine.load %buf234[%i235 - 1] : memref<256xf32>
    %r235 = affine.load %buf234[%i235 + 1] : memref<256xf32>
    %w235 = arith.mulf %l235, %r235 : f32
    affine.store %w235, %buf235[%i235] : memref<256xf32>
  }
  %buf236 = memref.alloc() : memref<256xf32>
  affine.for %i236 = 0 to 256 {
    %v236 = affine.load %buf235[%i236] : memref<256xf32>
    %w236 = arith.addf %v236, %cst : f32
    affine.store %w236, %buf236[%i236] : memref<256xf32>
  }
  %buf237 = memref.alloc() : memref<256xf32>
  affine.for %i237 = 1 to 255 {
    %l237 = affine.load %buf236[%i237 - 1] : memref<256xf32>
    %r237 = affine.load %buf236[%i237 + 1] : memref<256xf32>
    %w237 = arith.mulf %l237, %r237 : f32
    affine.store %w237, %buf237[%i237] : memref<256xf32>
  }
  %buf238 = memref.alloc() : memref<256xf32>
  affine.for %i238 = 0 to 256 {
    %v238 = affine.load %buf237[%i238] : memref<256xf32>
    %w238 = arith.addf %v238, %cst : f32
    affine.store %w238, %buf238[%i238] : memref<256xf32>
  }
  %buf239 = memref.alloc() : memref<256xf32>
  affine.for %i239 = 1 to 255 {
    %l239 = affine.load %buf238[%i239 - 1] : memref<256xf32>
    %r239 = affine.load %buf238[%i239 + 1] : memref<256xf32>
    %w239 = arith.mulf %l239, %r239 : f32
    affine.store %w239, %buf239[%i239] : memref<256xf32>
  }
  %buf240 = memref.alloc() : memref<256xf32>
  affine.for %i240 = 0 to 256 {
    %v240 = affine.load %buf239[%i240] : memref<256xf32>
    %w240 = arith.addf %v240, %cst : f32
    affine.store %w240, %buf240[%i240] : memref<256xf32>
  }
  %buf241 = memref.alloc() : memref<256xf32>
  affine.for %i241 = 1 to 255 {
    %l241 = affine.load %buf240[%i241 - 1] : memref<256xf32>
    %r241 = affine.load %buf240[%i241 + 1] : memref<256xf32>
    %w241 = arith.mulf %l241, %r241 : f32
    affine.store %w241, %buf241[%i241] : memref<256xf32>
  }
  %buf242 = memref.alloc() : memref<256xf32>
  affine.for %i242 = 0 to 256 {
    %v242 = affine.load %buf241[%i242] : memref<256xf32>
    %w242 = arith.addf %v242, %cst : f32
    affine.store %w242, %buf242[%i242] : memref<256xf32>
  }
  %buf243 = memref.alloc() : memref<256xf32>
  affine.for %i243 = 1 to 255 {
    %l243 = affine.load %buf242[%i243 - 1] : memref<256xf32>
    %r243 = affine.load %buf242[%i243 + 1] : memref<256xf32>
    %w243 = arith.mulf %l243, %r243 : f32
    affine.store %w243, %buf243[%i243] : memref<256xf32>
  }
  %buf244 = memref.alloc() : memref<256xf32>
  affine.for %i244 = 0 to 256 {
    %v244 = affine.load %buf243[%i244] : memref<256xf32>
    %w244 = arith.addf %v244, %cst : f32
    affine.store %w244, %buf244[%i244] : memref<256xf32>
  }
  %buf245 = memref.alloc() : memref<256xf32>
  affine.for %i245 = 1 to 255 {
    %l245 = affine.load %buf244[%i245 - 1] : memref<256xf32>
    %r245 = affine.load %buf244[%i245 + 1] : memref<256xf32>
    %w245 = arith.mulf %l245, %r245 : f32
    affine.store %w245, %buf245[%i245] : memref<256xf32>
  }
  %buf246 = memref.alloc() : memref<256xf32>
  affine.for %i246 = 0 to 256 {
    %v246 = affine.load %buf245[%i246] : memref<256xf32>
    %w246 = arith.addf %v246, %cst : f32
    affine.store %w246, %buf246[%i246] : memref<256xf32>
  }
  %buf247 = memref.alloc() : memref<256xf32>
  affine.for %i247 = 1 to 255 {
    %l247 = affine.load %buf246[%i247 - 1] : memref<256xf32>
    %r247 = affine.load %buf246[%i247 + 1] : memref<256xf32>
    %w247 = arith.mulf %l247, %r247 : f32
    affine.store %w247, %buf247[%i247] : memref<256xf32>
  }
  %buf248 = memref.alloc() : memref<256xf32>
  affine.for %i248 = 0 to 256 {
    %v248 = affine.load %buf247[%i248] : memref<256xf32>
    %w248 = arith.addf %v248, %cst : f32
    affine.store %w248, %buf248[%i248] : memref<256xf32>
  }
  %buf249 = memref.alloc() : memref<256xf32>
  affine.for %i249 = 1 to 255 {
    %l249 = affine.load %buf248[%i249 - 1] : memref<256xf32>
    %r249 = affine.load %buf248[%i249 + 1] : memref<256xf32>
    %w249 = arith.mulf %l249, %r249 : f32
    affine.store %w249, %buf249[%i249] : memref<256xf32>
  }
  %buf250 = memref.alloc() : memref<256xf32>
  affine.for %i250 = 0 to 256 {
    %v250 = affine.load %buf249[%i250] : memref<256xf32>
    %w250 = arith.addf %v250, %cst : f32
    affine.store %w250, %buf250[%i250] : memref<256xf32>
  }
  %buf251 = memref.alloc() : memref<256xf32>
  affine.for %i251 = 1 to 255 {
    %l251 = affine.load %buf250[%i251 - 1] : memref<256xf32>
    %r251 = affine.load %buf250[%i251 + 1] : memref<256xf32>
    %w251 = arith.mulf %l251, %r251 : f32
    affine.store %w251, %buf251[%i251] : memref<256xf32>
  }
  %buf252 = memref.alloc() : memref<256xf32>
  affine.for %i252 = 0 to 256 {
    %v252 = affine.load %buf251[%i252] : memref<256xf32>
    %w252 = arith.addf %v252, %cst : f32
    affine.store %w252, %buf252[%i252] : memref<256xf32>
  }
  %buf253 = memref.alloc() : memref<256xf32>
  affine.for %i253 = 1 to 255 {
    %l253 = affine.load %buf252[%i253 - 1] : memref<256xf32>
    %r253 = affine.load %buf252[%i253 + 1] : memref<256xf32>
    %w253 = arith.mulf %l253, %r253 : f32
    affine.store %w253, %buf253[%i253] : memref<256xf32>
  }
  %buf254 = memref.alloc() : memref<256xf32>
  affine.for %i254 = 0 to 256 {
    %v254 = affine.load %buf253[%i254] : memref<256xf32>
    %w254 = arith.addf %v254, %cst : f32
    affine.store %w254, %buf254[%i254] : memref<256xf32>
  }
  %buf255 = memref.alloc() : memref<256xf32>
  affine.for %i255 = 1 to 255 {
    %l255 = affine.load %buf254[%i255 - 1] : memref<256xf32>
    %r255 = affine.load %buf254[%i255 + 1] : memref<256xf32>
    %w255 = arith.mulf %l255, %r255 : f32
    affine.store %w255, %buf255[%i255] : memref<256xf32>
  }
  %buf256 = memref.alloc() : memref<256xf32>
  affine.for %i256 = 0 to 256 {
    %v256 = affine.load %buf255[%i256] : memref<256xf32>
    %w256 = arith.addf %v256, %cst : f32
    affine.store %w256, %buf256[%i256] : memref<256xf32>
  }
  %buf257 = memref.alloc() : memref<256xf32>
  affine.for %i257 = 1 to 255 {
    %l257 = affine.load %buf256[%i257 - 1] : memref<256xf32>
    %r257 = affine.load %buf256[%i257 + 1] : memref<256xf32>
    %w257 = arith.mulf %l257, %r257 : f32
    affine.store %w257, %buf257[%i257] : memref<256xf32>
  }
  %buf258 = memref.alloc() : memref<256xf32>
  affine.for %i258 = 0 to 256 {
    %v258 = affine.load %buf257[%i258] : memref<256xf32>
    %w258 = arith.addf %v258, %cst : f32
    affine.store %w258, %buf258[%i258] : memref<256xf32>
  }
  %buf259 = memref.alloc() : memref<256xf32>
  affine.for %i259 = 1 to 255 {
    %l259 = affine.load %buf258[%i259 - 1] : memref<256xf32>
    %r259 = affine.load %buf258[%i259 + 1] : memref<256xf32>
    %w259 = arith.mulf %l259, %r259 : f32
    affine.store %w259, %buf259[%i259] : memref<256xf32>
  }
  %buf260 = memref.alloc() : memref<256xf32>
  affine.for %i260 = 0 to 256 {
    %v260 = affine.load %buf259[%i260] : memref<256xf32>
    %w260 = arith.addf %v260, %cst : f32
    affine.store %w260, %buf260[%i260] : memref<256xf32>
  }
  %buf261 = memref.alloc() : memref<256xf32>
  affine.for %i261 = 1 to 255 {
    %l261 = affine.load %buf260[%i261 - 1] : memref<256xf32>
    %r261 = affine.load %buf260[%i261 + 1] : memref<256xf32>
    %w261 = arith.mulf %l261, %r261 : f32
    affine.store %w261, %buf261[%i261] : memref<256xf32>
  }
  %buf262 = memref.alloc() : memref<256xf32>
  affine.for %i262 = 0 to 256 {
    %v262 = affine.load %buf261[%i262] : memref<256xf32>
    %w262 = arith.addf %v262, %cst : f32
    affine.store %w262, %buf262[%i262] : memref<256xf32>
  }
  %buf263 = memref.alloc() : memref<256xf32>
  affine.for %i263 = 1 to 255 {
    %l263 = affine.load %buf262[%i263 - 1] : memref<256xf32>
    %r263 = affine.load %buf262[%i263 + 1] : memref<256xf32>
    %w263 = arith.mulf %l263, %r263 : f32
    affine.store %w263, %buf263[%i263] : memref<256xf32>
  }
  %buf264 = memref.alloc() : memref<256xf32>
  affine.for %i264 = 0 to 256 {
    %v264 = affine.load %buf263[%i264] : memref<256xf32>
    %w264 = arith.addf %v264, %cst : f32
    affine.store %w264, %buf264[%i264] : memref<256xf32>
  }
  %buf265 = memref.alloc() : memref<256xf32>
  affine.for %i265 = 1 to 255 {
    %l265 = affine.load %buf264[%i265 - 1] : memref<256xf32>
    %r265 = affine.load %buf264[%i265 + 1] : memref<256xf32>
    %w265 = arith.mulf %l265, %r265 : f32
    affine.store %w265, %buf265[%i265] : memref<256xf32>
  }
  %buf266 = memref.alloc() : memref<256xf32>
  affine.for %i266 = 0 to 256 {
    %v266 = affine.load %buf265[%i266] : memref<256xf32>
    %w266 = arith.addf %v266, %cst : f32
    affine.store %w266, %buf266[%i266] : memref<256xf32>
  }
  %buf267 = memref.alloc() : memref<256xf32>
  affine.for %i267 = 1 to 255 {
    %l267 = affine.load %buf266[%i267 - 1] : memref<256xf32>
    %r267 = affine.load %buf266[%i267 + 1] : memref<256xf32>
    %w267 = arith.mulf %l267, %r267 : f32
    affine.store %w267, %buf267[%i267] : memref<256xf32>
  }
  %buf268 = memref.alloc() : memref<256xf32>
  affine.for %i268 = 0 to 256 {
    %v268 = affine.load %buf267[%i268] : memref<256xf32>
    %w268 = arith.addf %v268, %cst : f32
    affine.store %w268, %buf268[%i268] : memref<256xf32>
  }
  %buf269 = memref.alloc() : memref<256xf32>
  affine.for %i269 = 1 to 255 {
    %l269 = affine.load %buf268[%i269 - 1] : memref<256xf32>
    %r269 = affine.load %buf268[%i269 + 1] : memref<256xf32>
    %w269 = arith.mulf %l269, %r269 : f32
    affine.store %w269, %buf269[%i269] : memref<256xf32>
  }
  %buf270 = memref.alloc() : memref<256xf32>
  affine.for %i270 = 0 to 256 {
    %v270 = affine.load %buf269[%i270] : memref<256xf32>
    %w270 = arith.addf %v270, %cst : f32
    affine.store %w270, %buf270[%i270] : memref<256xf32>
  }
  %buf271 = memref.alloc() : memref<256xf32>
  affine.for %i271 = 1 to 255 {
    %l271 = affine.load %buf270[%i271 - 1] : memref<256xf32>
    %r271 = affine.load %buf270[%i271 + 1] : memref<256xf32>
    %w271 = arith.mulf %l271, %r271 : f32
    affine.store %w271, %buf271[%i271] : memref<256xf32>
  }
  %buf272 = memref.alloc() : memref<256xf32>
  affine.for %i272 = 0 to 256 {
    %v272 = affine.load %buf271[%i272] : memref<256xf32>
    %w272 = arith.addf %v272, %cst : f32
    affine.store %w272, %buf272[%i272] : memref<256xf32>
  }
  %buf273 = memref.alloc() : memref<256xf32>
  affine.for %i273 = 1 to 255 {
    %l273 = affine.load %buf272[%i273 - 1] : memref<256xf32>
    %r273 = affine.load %buf272[%i273 + 1] : memref<256xf32>
    %w273 = arith.mulf %l273, %r273 : f32
    affine.store %w273, %buf273[%i273] : memref<256xf32>
  }
  %buf274 = memref.alloc() : memref<256xf32>
  affine.for %i274 = 0 to 256 {
    %v274 = affine.load %buf273[%i274] : memref<256xf32>
    %w274 = arith.addf %v274, %cst : f32
    affine.store %w274, %buf274[%i274] : memref<256xf32>
  }
  %buf275 = memref.alloc() : memref<256xf32>
  affine.for %i275 = 1 to 255 {
    %l275 = affine.load %buf274[%i275 - 1] : memref<256xf32>
    %r275 = affine.load %buf274[%i275 + 1] : memref<256xf32>
    %w275 = arith.mulf %l275, %r275 : f32
    affine.store %w275, %buf275[%i275] : memref<256xf32>
  }
  %buf276 = memref.alloc() : memref<256xf32>
  affine.for %i276 = 0 to 256 {
    %v276 = affine.load %buf275[%i276] : memref<256xf32>
    %w276 = arith.addf %v276, %cst : f32
    affine.store %w276, %buf276[%i276] : memref<256xf32>
  }
  %buf277 = memref.alloc() : memref<256xf32>
  affine.for %i277 = 1 to 255 {
    %l277 = affine.load %buf276[%i277 - 1] : memref<256xf32>
    %r277 = affine.load %buf276[%i277 + 1] : memref<256xf32>
    %w277 = arith.mulf %l277, %r277 : f32
    affine.store %w277, %buf277[%i277] : memref<256xf32>
  }
  %buf278 = memref.alloc() : memref<256xf32>
  affine.for %i278 = 0 to 256 {
    %v278 = affine.load %buf277[%i278] : memref<256xf32>
    %w278 = arith.addf %v278, %cst : f32
    affine.store %w278, %buf278[%i278] : memref<256xf32>
  }
  %buf279 = memref.alloc() : memref<256xf32>
  affine.for %i279 = 1 to 255 {
    %l279 = affine.load %buf278[%i279 - 1] : memref<256xf32>
    %r279 = affine.load %buf278[%i279 + 1] : memref<256xf32>
    %w279 = arith.mulf %l279, %r279 : f32
    affine.store %w279, %buf279[%i279] : memref<256xf32>
  }
  %buf280 = memref.alloc() : memref<256xf32>
  affine.for %i280 = 0 to 256 {
    %v280 = affine.load %buf279[%i280] : memref<256xf32>
    %w280 = arith.addf %v280, %cst : f32
    affine.store %w280, %buf280[%i280] : memref<256xf32>
  }
  %buf281 = memref.alloc() : memref<256xf32>
  affine.for %i281 = 1 to 255 {
    %l281 = affine.load %buf280[%i281 - 1] : memref<256xf32>
    %r281 = affine.load %buf280[%i281 + 1] : memref<256xf32>
    %w281 = arith.mulf %l281, %r281 : f32
    affine.store %w281, %buf281[%i281] : memref<256xf32>
  }
  %buf282 = memref.alloc() : memref<256xf32>
  affine.for %i282 = 0 to 256 {
    %v282 = affine.load %buf281[%i282] : memref<256xf32>
    %w282 = arith.addf %v282, %cst : f32
    affine.store %w282, %buf282[%i282] : memref<256xf32>
  }
  %buf283 = memref.alloc() : memref<256xf32>
  affine.for %i283 = 1 to 255 {
    %l283 = affine.load %buf282[%i283 - 1] : memref<256xf32>
    %r283 = affine.load %buf282[%i283 + 1] : memref<256xf32>
    %w283 = arith.mulf %l283, %r283 : f32
    affine.store %w283, %buf283[%i283] : memref<256xf32>
  }
  %buf284 = memref.alloc() : memref<256xf32>
  affine.for %i284 = 0 to 256 {
    %v284 = affine.load %buf283[%i284] : memref<256xf32>
    %w284 = arith.addf %v284, %cst : f32
    affine.store %w284, %buf284[%i284] : memref<256xf32>
  }
  %buf285 = memref.alloc() : memref<256xf32>
  affine.for %i285 = 1 to 255 {
    %l285 = affine.load %buf284[%i285 - 1] : memref<256xf32>
    %r285 = affine.load %buf284[%i285 + 1] : memref<256xf32>
    %w285 = arith.mulf %l285, %r285 : f32
    affine.store %w285, %buf285[%i285] : memref<256xf32>
  }
  %buf286 = memref.alloc() : memref<256xf32>
  affine.for %i286 = 0 to 256 {
    %v286 = affine.load %buf285[%i286] : memref<256xf32>
    %w286 = arith.addf %v286, %cst : f32
    affine.store %w286, %buf286[%i286] : memref<256xf32>
  }
  %buf287 = memref.alloc() : memref<256xf32>
  affine.for %i287 = 1 to 255 {
    %l287 = affine.load %buf286[%i287 - 1] : memref<256xf32>
    %r287 = affine.load %buf286[%i287 + 1] : memref<256xf32>
    %w287 = arith.mulf %l287, %r287 : f32
    affine.store %w287, %buf287[%i287] : memref<256xf32>
  }
  %buf288 = memref.alloc() : memref<256xf32>
  affine.for %i288 = 0 to 256 {
    %v288 = affine.load %buf287[%i288] : memref<256xf32>
    %w288 = arith.addf %v288, %cst : f32
    affine.store %w288, %buf288[%i288] : memref<256xf32>
  }
  %buf289 = memref.alloc() : memref<256xf32>
  affine.for %i289 = 1 to 255 {
    %l289 = affine.load %buf288[%i289 - 1] : memref<256xf32>
    %r289 = affine.load %buf288[%i289 + 1] : memref<256xf32>
    %w289 = arith.mulf %l289, %r289 : f32
    affine.store %w289, %buf289[%i289] : memref<256xf32>
  }
  %buf290 = memref.alloc() : memref<256xf32>
  affine.for %i290 = 0 to 256 {
    %v290 = affine.load %buf289[%i290] : memref<256xf32>
    %w290 = arith.addf %v290, %cst : f32
    affine.store %w290, %buf290[%i290] : memref<256xf32>
  }
  %buf291 = memref.alloc() : memref<256xf32>
  affine.for %i291 = 1 to 255 {
    %l291 = affine.load %buf290[%i291 - 1] : memref<256xf32>
    %r291 = affine.load %buf290[%i291 + 1] : memref<256xf32>
    %w291 = arith.mulf %l291, %r291 : f32
    affine.store %w291, %buf291[%i291] : memref<256xf32>
  }
  %buf292 = memref.alloc() : memref<256xf32>
  affine.for %i292 = 0 to 256 {
    %v292 = affine.load %buf291[%i292] : memref<256xf32>
    %w292 = arith.addf %v292, %cst : f32
    affine.store %w292, %buf292[%i292] : memref<256xf32>
  }
  %buf293 = memref.alloc() : memref<256xf32>
  affine.for %i293 = 1 to 255 {
    %l293 = affine.load %buf292[%i293 - 1] : memref<256xf32>
    %r293 = affine.load %buf292[%i293 + 1] : memref<256xf32>
    %w293 = arith.mulf %l293, %r293 : f32
    affine.store %w293, %buf293[%i293] : memref<256xf32>
  }
  %buf294 = memref.alloc() : memref<256xf32>
  affine.for %i294 = 0 to 256 {
    %v294 = affine.load %buf293[%i294] : memref<256xf32>
    %w294 = arith.addf %v294, %cst : f32
    affine.store %w294, %buf294[%i294] : memref<256xf32>
  }
  %buf295 = memref.alloc() : memref<256xf32>
  affine.for %i295 = 1 to 255 {
    %l295 = affine.load %buf294[%i295 - 1] : memref<256xf32>
    %r295 = affine.load %buf294[%i295 + 1] : memref<256xf32>
    %w295 = arith.mulf %l295, %r295 : f32
    affine.store %w295, %buf295[%i295] : memref<256xf32>
  }
  %buf296 = memref.alloc() : memref<256xf32>
  affine.for %i296 = 0 to 256 {
    %v296 = affine.load %buf295[%i296] : memref<256xf32>
    %w296 = arith.addf %v296, %cst : f32
    affine.store %w296, %buf296[%i296] : memref<256xf32>
  }
  %buf297 = memref.alloc() : memref<256xf32>
  affine.for %i297 = 1 to 255 {
    %l297 = affine.load %buf296[%i297 - 1] : memref<256xf32>
    %r297 = affine.load %buf296[%i297 + 1] : memref<256xf32>
    %w297 = arith.mulf %l297, %r297 : f32
    affine.store %w297, %buf297[%i297] : memref<256xf32>
  }
  %buf298 = memref.alloc() : memref<256xf32>
  affine.for %i298 = 0 to 256 {
    %v298 = affine.load %buf297[%i298] : memref<256xf32>
    %w298 = arith.addf %v298, %cst : f32
    affine.store %w298, %buf298[%i298] : memref<256xf32>
  }
  %buf299 = memref.alloc() : memref<256xf32>
  affine.for %i299 = 1 to 255 {
    %l299 = affine.load %buf298[%i299 - 1] : memref<256xf32>
    %r299 = affine.load %buf298[%i299 + 1] : memref<256xf32>
    %w299 = arith.mulf %l299, %r299 : f32
    affine.store %w299, %buf299[%i299] : memref<256xf32>
  }
  %buf300 = memref.alloc() : memref<256xf32>
  affine.for %i300 = 0 to 256 {
    %v300 = affine.load %buf299[%i300] : memref<256xf32>
    %w300 = arith.addf %v300, %cst : f32
    affine.store %w300, %buf300[%i300] : memref<256xf32>
  }
  %buf301 = memref.alloc() : memref<256xf32>
  affine.for %i301 = 1 to 255 {
    %l301 = affine.load %buf300[%i301 - 1] : memref<256xf32>
    %r301 = affine.load %buf300[%i301 + 1] : memref<256xf32>
    %w301 = arith.mulf %l301, %r301 : f32
    affine.store %w301, %buf301[%i301] : memref<256xf32>
  }
  %buf302 = memref.alloc() : memref<256xf32>
  affine.for %i302 = 0 to 256 {
    %v302 = affine.load %buf301[%i302] : memref<256xf32>
    %w302 = arith.addf %v302, %cst : f32
    affine.store %w302, %buf302[%i302] : memref<256xf32>
  }
  %buf303 = memref.alloc() : memref<256xf32>
  affine.for %i303 = 1 to 255 {
    %l303 = affine.load %buf302[%i303 - 1] : memref<256xf32>
    %r303 = affine.load %buf302[%i303 + 1] : memref<256xf32>
    %w303 = arith.mulf %l303, %r303 : f32
    affine.store %w303, %buf303[%i303] : memref<256xf32>
  }
  %buf304 = memref.alloc() : memref<256xf32>
  affine.for %i304 = 0 to 256 {
    %v304 = affine.load %buf303[%i304] : memref<256xf32>
    %w304 = arith.addf %v304, %cst : f32
    affine.store %w304, %buf304[%i304] : memref<256xf32>
  }
  %buf305 = memref.alloc() : memref<256xf32>
  affine.for %i305 = 1 to 255 {
    %l305 = affine.load %buf304[%i305 - 1] : memref<256xf32>
    %r305 = affine.load %buf304[%i305 + 1] : memref<256xf32>
    %w305 = arith.mulf %l305, %r305 : f32
    affine.store %w305, %buf305[%i305] : memref<256xf32>
  }
  %buf306 = memref.alloc() : memref<256xf32>
  affine.for %i306 = 0 to 256 {
    %v306 = affine.load %buf305[%i306] : memref<256xf32>
    %w306 = arith.addf %v306, %cst : f32
    affine.store %w306, %buf306[%i306] : memref<256xf32>
  }
  %buf307 = memref.alloc() : memref<256xf32>
  affine.for %i307 = 1 to 255 {
    %l307 = affine.load %buf306[%i307 - 1] : memref<256xf32>
    %r307 = affine.load %buf306[%i307 + 1] : memref<256xf32>
    %w307 = arith.mulf %l307, %r307 : f32
    affine.store %w307, %buf307[%i307] : memref<256xf32>
  }
  %buf308 = memref.alloc() : memref<256xf32>
  affine.for %i308 = 0 to 256 {
    %v308 = affine.load %buf307[%i308] : memref<256xf32>
    %w308 = arith.addf %v308, %cst : f32
    affine.store %w308, %buf308[%i308] : memref<256xf32>
  }
  %buf309 = memref.alloc() : memref<256xf32>
  affine.for %i309 = 1 to 255 {
    %l309 = affine.load %buf308[%i309 - 1] : memref<256xf32>
    %r309 = affine.load %buf308[%i309 + 1] : memref<256xf32>
    %w309 = arith.mulf %l309, %r309 : f32
    affine.store %w309, %buf309[%i309] : memref<256xf32>
  }
  %buf310 = memref.alloc() : memref<256xf32>
  affine.for %i310 = 0 to 256 {
    %v310 = affine.load %buf309[%i310] : memref<256xf32>
    %w310 = arith.addf %v310, %cst : f32
    affine.store %w310, %buf310[%i310] : memref<256xf32>
  }
  %buf311 = memref.alloc() : memref<256xf32>
  affine.for %i311 = 1 to 255 {
    %l311 = affine.load %buf310[%i311 - 1] : memref<256xf32>
    %r311 = affine.load %buf310[%i311 + 1] : memref<256xf32>
    %w311 = arith.mulf %l311, %r311 : f32
    affine.store %w311, %buf311[%i311] : memref<256xf32>
  }
  %buf312 = memref.alloc() : memref<256xf32>
  affine.for %i312 = 0 to 256 {
    %v312 = affine.load %buf311[%i312] : memref<256xf32>
    %w312 = arith.addf %v312, %cst : f32
    affine.store %w312, %buf312[%i312] : memref<256xf32>
  }
  %buf313 = memref.alloc() : memref<256xf32>
  affine.for %i313 = 1 to 255 {
    %l313 = affine.load %buf312[%i313 - 1] : memref<256xf32>
    %r313 = affine.load %buf312[%i313 + 1] : memref<256xf32>
    %w313 = arith.mulf %l313, %r313 : f32
    affine.store %w313, %buf313[%i313] : memref<256xf32>
  }
  %buf314 = memref.alloc() : memref<256xf32>
  affine.for %i314 = 0 to 256 {
    %v314 = affine.load %buf313[%i314] : memref<256xf32>
    %w314 = arith.addf %v314, %cst : f32
    affine.store %w314, %buf314[%i314] : memref<256xf32>
  }
  %buf315 = memref.alloc() : memref<256xf32>
  affine.for %i315 = 1 to 255 {
    %l315 = affine.load %buf314[%i315 - 1] : memref<256xf32>
    %r315 = affine.load %buf314[%i315 + 1] : memref<256xf32>
    %w315 = arith.mulf %l315, %r315 : f32
    affine.store %w315, %buf315[%i315] : memref<256xf32>
  }
  %buf316 = memref.alloc() : memref<256xf32>
  affine.for %i316 = 0 to 256 {
    %v316 = affine.load %buf315[%i316] : memref<256xf32>
    %w316 = arith.addf %v316, %cst : f32
    affine.store %w316, %buf316[%i316] : memref<256xf32>
  }
  %buf317 = memref.alloc() : memref<256xf32>
  affine.for %i317 = 1 to 255 {
    %l317 = affine.load %buf316[%i317 - 1] : memref<256xf32>
    %r317 = affine.load %buf316[%i317 + 1] : memref<256xf32>
    %w317 = arith.mulf %l317, %r317 : f32
    affine.store %w317, %buf317[%i317] : memref<256xf32>
  }
  %buf318 = memref.alloc() : memref<256xf32>
  affine.for %i318 = 0 to 256 {
    %v318 = affine.load %buf317[%i318] : memref<256xf32>
    %w318 = arith.addf %v318, %cst : f32
    affine.store %w318, %buf318[%i318] : memref<256xf32>
  }
  %buf319 = memref.alloc() : memref<256xf32>
  affine.for %i319 = 1 to 255 {
    %l319 = affine.load %buf318[%i319 - 1] : memref<256xf32>
    %r319 = affine.load %buf318[%i319 + 1] : memref<256xf32>
    %w319 = arith.mulf %l319, %r319 : f32
    affine.store %w319, %buf319[%i319] : memref<256xf32>
  }
  %buf320 = memref.alloc() : memref<256xf32>
  affine.for %i320 = 0 to 256 {
    %v320 = affine.load %buf319[%i320] : memref<256xf32>
    %w320 = arith.addf %v320, %cst : f32
    affine.store %w320, %buf320[%i320] : memref<256xf32>
  }
  %buf321 = memref.alloc() : memref<256xf32>
  affine.for %i321 = 1 to 255 {
    %l321 = affine.load %buf320[%i321 - 1] : memref<256xf32>
    %r321 = affine.load %buf320[%i321 + 1] : memref<256xf32>
    %w321 = arith.mulf %l321, %r321 : f32
    affine.store %w321, %buf321[%i321] : memref<256xf32>
  }
  %buf322 = memref.alloc() : memref<256xf32>
  affine.for %i322 = 0 to 256 {
    %v322 = affine.load %buf321[%i322] : memref<256xf32>
    %w322 = arith.addf %v322, %cst : f32
    affine.store %w322, %buf322[%i322] : memref<256xf32>
  }
  %buf323 = memref.alloc() : memref<256xf32>
  affine.for %i323 = 1 to 255 {
    %l323 = affine.load %buf322[%i323 - 1] : memref<256xf32>
    %r323 = affine.load %buf322[%i323 + 1] : memref<256xf32>
    %w323 = arith.mulf %l323, %r323 : f32
    affine.store %w323, %buf323[%i323] : memref<256xf32>
  }
  %buf324 = memref.alloc() : memref<256xf32>
  affine.for %i324 = 0 to 256 {
    %v324 = affine.load %buf323[%i324] : memref<256xf32>
    %w324 = arith.addf %v324, %cst : f32
    affine.store %w324, %buf324[%i324] : memref<256xf32>
  }
  %buf325 = memref.alloc() : memref<256xf32>
  affine.for %i325 = 1 to 255 {
    %l325 = affine.load %buf324[%i325 - 1] : memref<256xf32>
    %r325 = affine.load %buf324[%i325 + 1] : memref<256xf32>
    %w325 = arith.mulf %l325, %r325 : f32
    affine.store %w325, %buf325[%i325] : memref<256xf32>
  }
  %buf326 = memref.alloc() : memref<256xf32>
  affine.for %i326 = 0 to 256 {
    %v326 = affine.load %buf325[%i326] : memref<256xf32>
    %w326 = arith.addf %v326, %cst : f32
    affine.store %w326, %buf326[%i326] : memref<256xf32>
  }
  %buf327 = memref.alloc() : memref<256xf32>
  affine.for %i327 = 1 to 255 {
    %l327 = affine.load %buf326[%i327 - 1] : memref<256xf32>
    %r327 = affine.load %buf326[%i327 + 1] : memref<256xf32>
    %w327 = arith.mulf %l327, %r327 : f32
    affine.store %w327, %buf327[%i327] : memref<256xf32>
  }
  %buf328 = memref.alloc() : memref<256xf32>
  affine.for %i328 = 0 to 256 {
    %v328 = affine.load %buf327[%i328] : memref<256xf32>
    %w328 = arith.addf %v328, %cst : f32
    affine.store %w328, %buf328[%i328] : memref<256xf32>
  }
  %buf329 = memref.alloc() : memref<256xf32>
  affine.for %i329 = 1 to 255 {
    %l329 = affine.load %buf328[%i329 - 1] : memref<256xf32>
    %r329 = affine.load %buf328[%i329 + 1] : memref<256xf32>
    %w329 = arith.mulf %l329, %r329 : f32
    affine.store %w329, %buf329[%i329] : memref<256xf32>
  }
  %buf330 = memref.alloc() : memref<256xf32>
  affine.for %i330 = 0 to 256 {
    %v330 = affine.load %buf329[%i330] : memref<256xf32>
    %w330 = arith.addf %v330, %cst : f32
    affine.store %w330, %buf330[%i330] : memref<256xf32>
  }
  %buf331 = memref.alloc() : memref<256xf32>
  affine.for %i331 = 1 to 255 {
    %l331 = affine.load %buf330[%i331 - 1] : memref<256xf32>
    %r331 = affine.load %buf330[%i331 + 1] : memref<256xf32>
    %w331 = arith.mulf %l331, %r331 : f32
    affine.store %w331, %buf331[%i331] : memref<256xf32>
  }
  %buf332 = memref.alloc() : memref<256xf32>
  affine.for %i332 = 0 to 256 {
    %v332 = affine.load %buf331[%i332] : memref<256xf32>
    %w332 = arith.addf %v332, %cst : f32
    affine.store %w332, %buf332[%i332] : memref<256xf32>
  }
  %buf333 = memref.alloc() : memref<256xf32>
  affine.for %i333 = 1 to 255 {
    %l333 = affine.load %buf332[%i333 - 1] : memref<256xf32>
    %r333 = affine.load %buf332[%i333 + 1] : memref<256xf32>
    %w333 = arith.mulf %l333, %r333 : f32
    affine.store %w333, %buf333[%i333] : memref<256xf32>
  }
  %buf334 = memref.alloc() : memref<256xf32>
  affine.for %i334 = 0 to 256 {
    %v334 = affine.load %buf333[%i334] : memref<256xf32>
    %w334 = arith.addf %v334, %cst : f32
    affine.store %w334, %buf334[%i334] : memref<256xf32>
  }
  %buf335 = memref.alloc() : memref<256xf32>
  affine.for %i335 = 1 to 255 {
    %l335 = affine.load %buf334[%i335 - 1] : memref<256xf32>
    %r335 = affine.load %buf334[%i335 + 1] : memref<256xf32>
    %w335 = arith.mulf %l335, %r335 : f32
    affine.store %w335, %buf335[%i335] : memref<256xf32>
  }
  %buf336 = memref.alloc() : memref<256xf32>
  affine.for %i336 = 0 to 256 {
    %v336 = affine.load %buf335[%i336] : memref<256xf32>
    %w336 = arith.addf %v336, %cst : f32
    affine.store %w336, %buf336[%i336] : memref<256xf32>
  }
  %buf337 = memref.alloc() : memref<256xf32>
  affine.for %i337 = 1 to 255 {
    %l337 = affine.load %buf336[%i337 - 1] : memref<256xf32>
    %r337 = affine.load %buf336[%i337 + 1] : memref<256xf32>
    %w337 = arith.mulf %l337, %r337 : f32
    affine.store %w337, %buf337[%i337] : memref<256xf32>
  }
  %buf338 = memref.alloc() : memref<256xf32>
  affine.for %i338 = 0 to 256 {
    %v338 = affine.load %buf337[%i338] : memref<256xf32>
    %w338 = arith.addf %v338, %cst : f32
    affine.store %w338, %buf338[%i338] : memref<256xf32>
  }
  %buf339 = memref.alloc() : memref<256xf32>
  affine.for %i339 = 1 to 255 {
    %l339 = affine.load %buf338[%i339 - 1] : memref<256xf32>
    %r339 = affine.load %buf338[%i339 + 1] : memref<256xf32>
    %w339 = arith.mulf %l339, %r339 : f32
    affine.store %w339, %buf339[%i339] : memref<256xf32>
  }
  %buf340 = memref.alloc() : memref<256xf32>
  affine.for %i340 = 0 to 256 {
    %v340 = affine.load %buf339[%i340] : memref<256xf32>
    %w340 = arith.addf %v340, %cst : f32
    affine.store %w340, %buf340[%i340] : memref<256xf32>
  }
  %buf341 = memref.alloc() : memref<256xf32>
  affine.for %i341 = 1 to 255 {
    %l341 = affine.load %buf340[%i341 - 1] : memref<256xf32>
    %r341 = affine.load %buf340[%i341 + 1] : memref<256xf32>
    %w341 = arith.mulf %l341, %r341 : f32
    affine.store %w341, %buf341[%i341] : memref<256xf32>
  }
  %buf342 = memref.alloc() : memref<256xf32>
  affine.for %i342 = 0 to 256 {
    %v342 = affine.load %buf341[%i342] : memref<256xf32>
    %w342 = arith.addf %v342, %cst : f32
    affine.store %w342, %buf342[%i342] : memref<256xf32>
  }
  %buf343 = memref.alloc() : memref<256xf32>
  affine.for %i343 = 1 to 255 {
    %l343 = affine.load %buf342[%i343 - 1] : memref<256xf32>
    %r343 = affine.load %buf342[%i343 + 1] : memref<256xf32>
    %w343 = arith.mulf %l343, %r343 : f32
    affine.store %w343, %buf343[%i343] : memref<256xf32>
  }
  %buf344 = memref.alloc() : memref<256xf32>
  affine.for %i344 = 0 to 256 {
    %v344 = affine.load %buf343[%i344] : memref<256xf32>
    %w344 = arith.addf %v344, %cst : f32
    affine.store %w344, %buf344[%i344] : memref<256xf32>
  }
  %buf345 = memref.alloc() : memref<256xf32>
  affine.for %i345 = 1 to 255 {
    %l345 = affine.load %buf344[%i345 - 1] : memref<256xf32>
    %r345 = affine.load %buf344[%i345 + 1] : memref<256xf32>
    %w345 = arith.mulf %l345, %r345 : f32
    affine.store %w345, %buf345[%i345] : memref<256xf32>
  }
  %buf346 = memref.alloc() : memref<256xf32>
  affine.for %i346 = 0 to 256 {
    %v346 = affine.load %buf345[%i346] : memref<256xf32>
    %w346 = arith.addf %v346, %cst : f32
    affine.store %w346, %buf346[%i346] : memref<256xf32>
  }
  %buf347 = memref.alloc() : memref<256xf32>
  affine.for %i347 = 1 to 255 {
    %l347 = affine.load %buf346[%i347 - 1] : memref<256xf32>
    %r347 = affine.load %buf346[%i347 + 1] : memref<256xf32>
    %w347 = arith.mulf %l347, %r347 : f32
    affine.store %w347, %buf347[%i347] : memref<256xf32>
  }
  %buf348 = memref.alloc() : memref<256xf32>
  affine.for %i348 = 0 to 256 {
    %v348 = affine.load %buf347[%i348] : memref<256xf32>
    %w348 = arith.addf %v348, %cst : f32
    affine.store %w348, %buf348[%i348] : memref<256xf32>
  }
  %buf349 = memref.alloc() : memref<256xf32>
  affine.for %i349 = 1 to 255 {
    %l349 = affine.load %buf348[%i349 - 1] : memref<256xf32>
    %r349 = affine.load %buf348[%i349 + 1] : memref<256xf32>
    %w349 = arith.mulf %l349, %r349 : f32
    affine.store %w349, %buf349[%i349] : memref<256xf32>
  }
  %buf350 = memref.alloc() : memref<256xf32>
  affine.for %i350 = 0 to 256 {
    %v350 = affine.load %buf349[%i350] : memref<256xf32>
    %w350 = arith.addf %v350, %cst : f32
    affine.store %w350, %buf350[%i350] : memref<256xf32>
  }
  %buf351 = memref.alloc() : memref<256xf32>
  affine.for %i351 = 1 to 255 {
    %l351 = affine.load %buf350[%i351 - 1] : memref<256xf32>
    %r351 = affine.load %buf350[%i351 + 1] : memref<256xf32>
    %w351 = arith.mulf %l351, %r351 : f32
    affine.store %w351, %buf351[%i351] : memref<256xf32>
  }
  %buf352 = memref.alloc() : memref<256xf32>
  affine.for %i352 = 0 to 256 {
    %v352 = affine.load %buf351[%i352] : memref<256xf32>
    %w352 = arith.addf %v352, %cst : f32
    affine.store %w352, %buf352[%i352] : memref<256xf32>
  }
  %buf353 = memref.alloc() : memref<256xf32>
  affine.for %i353 = 1 to 255 {
    %l353 = affine.load %buf352[%i353 - 1] : memref<256xf32>
    %r353 = affine.load %buf352[%i353 + 1] : memref<256xf32>
    %w353 = arith.mulf %l353, %r353 : f32
    affine.store %w353, %buf353[%i353] : memref<256xf32>
  }
  %buf354 = memref.alloc() : memref<256xf32>
  affine.for %i354 = 0 to 256 {
    %v354 = affine.load %buf353[%i354] : memref<256xf32>
    %w354 = arith.addf %v354, %cst : f32
    affine.store %w354, %buf354[%i354] : memref<256xf32>
  }
  %buf355 = memref.alloc() : memref<256xf32>
  affine.for %i355 = 1 to 255 {
    %l355 = affine.load %buf354[%i355 - 1] : memref<256xf32>
    %r355 = affine.load %buf354[%i355 + 1] : memref<256xf32>
    %w355 = arith.mulf %l355, %r355 : f32
    affine.store %w355, %buf355[%i355] : memref<256xf32>
  }
  %buf356 = memref.alloc() : memref<256xf32>
  affine.for %i356 = 0 to 256 {
    %v356 = affine.load %buf355[%i356] : memref<256xf32>
    %w356 = arith.addf %v356, %cst : f32
    affine.store %w356, %buf356[%i356] : memref<256xf32>
  }
  %buf357 = memref.alloc() : memref<256xf32>
  affine.for %i357 = 1 to 255 {
    %l357 = affine.load %buf356[%i357 - 1] : memref<256xf32>
    %r357 = affine.load %buf356[%i357 + 1] : memref<256xf32>
    %w357 = arith.mulf %l357, %r357 : f32
    affine.store %w357, %buf357[%i357] : memref<256xf32>
  }
  %buf358 = memref.alloc() : memref<256xf32>
  affine.for %i358 = 0 to 256 {
    %v358 = affine.load %buf357[%i358] : memref<256xf32>
    %w358 = arith.addf %v358, %cst : f32
    affine.store %w358, %buf358[%i358] : memref<256xf32>
  }
  %buf359 = memref.alloc() : memref<256xf32>
  affine.for %i359 = 1 to 255 {
    %l359 = affine.load %buf358[%i359 - 1] : memref<256xf32>
    %r359 = affine.load %buf358[%i359 + 1] : memref<256xf32>
    %w359 = arith.mulf %l359, %r359 : f32
    affine.store %w359, %buf359[%i359] : memref<256xf32>
  }
  %buf360 = memref.alloc() : memref<256xf32>
  affine.for %i360 = 0 to 256 {
    %v360 = affine.load %buf359[%i360] : memref<256xf32>
    %w360 = arith.addf %v360, %cst : f32
    affine.store %w360, %buf360[%i360] : memref<256xf32>
  }
  %buf361 = memref.alloc() : memref<256xf32>
  affine.for %i361 = 1 to 255 {
    %l361 = affine.load %buf360[%i361 - 1] : memref<256xf32>
    %r361 = affine.load %buf360[%i361 + 1] : memref<256xf32>
    %w361 = arith.mulf %l361, %r361 : f32
    affine.store %w361, %buf361[%i361] : memref<256xf32>
  }
  %buf362 = memref.alloc() : memref<256xf32>
  affine.for %i362 = 0 to 256 {
    %v362 = affine.load %buf361[%i362] : memref<256xf32>
    %w362 = arith.addf %v362, %cst : f32
    affine.store %w362, %buf362[%i362] : memref<256xf32>
  }
  %buf363 = memref.alloc() : memref<256xf32>
  affine.for %i363 = 1 to 255 {
    %l363 = affine.load %buf362[%i363 - 1] : memref<256xf32>
    %r363 = affine.load %buf362[%i363 + 1] : memref<256xf32>
    %w363 = arith.mulf %l363, %r363 : f32
    affine.store %w363, %buf363[%i363] : memref<256xf32>
  }
  %buf364 = memref.alloc() : memref<256xf32>
  affine.for %i364 = 0 to 256 {
    %v364 = affine.load %buf363[%i364] : memref<256xf32>
    %w364 = arith.addf %v364, %cst : f32
    affine.store %w364, %buf364[%i364] : memref<256xf32>
  }
  %buf365 = memref.alloc() : memref<256xf32>
  affine.for %i365 = 1 to 255 {
    %l365 = affine.load %buf364[%i365 - 1] : memref<256xf32>
    %r365 = affine.load %buf364[%i365 + 1] : memref<256xf32>
    %w365 = arith.mulf %l365, %r365 : f32
    affine.store %w365, %buf365[%i365] : memref<256xf32>
  }
  %buf366 = memref.alloc() : memref<256xf32>
  affine.for %i366 = 0 to 256 {
    %v366 = affine.load %buf365[%i366] : memref<256xf32>
    %w366 = arith.addf %v366, %cst : f32
    affine.store %w366, %buf366[%i366] : memref<256xf32>
  }
  %buf367 = memref.alloc() : memref<256xf32>
  affine.for %i367 = 1 to 255 {
    %l367 = affine.load %buf366[%i367 - 1] : memref<256xf32>
    %r367 = affine.load %buf366[%i367 + 1] : memref<256xf32>
    %w367 = arith.mulf %l367, %r367 : f32
    affine.store %w367, %buf367[%i367] : memref<256xf32>
  }
  %buf368 = memref.alloc() : memref<256xf32>
  affine.for %i368 = 0 to 256 {
    %v368 = affine.load %buf367[%i368] : memref<256xf32>
    %w368 = arith.addf %v368, %cst : f32
    affine.store %w368, %buf368[%i368] : memref<256xf32>
  }
  %buf369 = memref.alloc() : memref<256xf32>
  affine.for %i369 = 1 to 255 {
    %l369 = affine.load %buf368[%i369 - 1] : memref<256xf32>
    %r369 = affine.load %buf368[%i369 + 1] : memref<256xf32>
    %w369 = arith.mulf %l369, %r369 : f32
    affine.store %w369, %buf369[%i369] : memref<256xf32>
  }
  %buf370 = memref.alloc() : memref<256xf32>
  affine.for %i370 = 0 to 256 {
    %v370 = affine.load %buf369[%i370] : memref<256xf32>
    %w370 = arith.addf %v370, %cst : f32
    affine.store %w370, %buf370[%i370] : memref<256xf32>
  }
  %buf371 = memref.alloc() : memref<256xf32>
  affine.for %i371 = 1 to 255 {
    %l371 = affine.load %buf370[%i371 - 1] : memref<256xf32>
    %r371 = affine.load %buf370[%i371 + 1] : memref<256xf32>
    %w371 = arith.mulf %l371, %r371 : f32
    affine.store %w371, %buf371[%i371] : memref<256xf32>
  }
  %buf372 = memref.alloc() : memref<256xf32>
  affine.for %i372 = 0 to 256 {
    %v372 = affine.load %buf371[%i372] : memref<256xf32>
    %w372 = arith.addf %v372, %cst : f32
    affine.store %w372, %buf372[%i372] : memref<256xf32>
  }
  %buf373 = memref.alloc() : memref<256xf32>
  affine.for %i373 = 1 to 255 {
    %l373 = affine.load %buf372[%i373 - 1] : memref<256xf32>
    %r373 = affine.load %buf372[%i373 + 1] : memref<256xf32>
    %w373 = arith.mulf %l373, %r373 : f32
    affine.store %w373, %buf373[%i373] : memref<256xf32>
  }
  %buf374 = memref.alloc() : memref<256xf32>
  affine.for %i374 = 0 to 256 {
    %v374 = affine.load %buf373[%i374] : memref<256xf32>
    %w374 = arith.addf %v374, %cst : f32
    affine.store %w374, %buf374[%i374] : memref<256xf32>
  }
  %buf375 = memref.alloc() : memref<256xf32>
  affine.for %i375 = 1 to 255 {
    %l375 = affine.load %buf374[%i375 - 1] : memref<256xf32>
    %r375 = affine.load %buf374[%i375 + 1] : memref<256xf32>
    %w375 = arith.mulf %l375, %r375 : f32
    affine.store %w375, %buf375[%i375] : memref<256xf32>
  }
  %buf376 = memref.alloc() : memref<256xf32>
  affine.for %i376 = 0 to 256 {
    %v376 = affine.load %buf375[%i376] : memref<256xf32>
    %w376 = arith.addf %v376, %cst : f32
    affine.store %w376, %buf376[%i376] : memref<256xf32>
  }
  %buf377 = memref.alloc() : memref<256xf32>
  affine.for %i377 = 1 to 255 {
    %l377 = affine.load %buf376[%i377 - 1] : memref<256xf32>
    %r377 = affine.load %buf376[%i377 + 1] : memref<256xf32>
    %w377 = arith.mulf %l377, %r377 : f32
    affine.store %w377, %buf377[%i377] : memref<256xf32>
  }
  %buf378 = memref.alloc() : memref<256xf32>
  affine.for %i378 = 0 to 256 {
    %v378 = affine.load %buf377[%i378] : memref<256xf32>
    %w378 = arith.addf %v378, %cst : f32
    affine.store %w378, %buf378[%i378] : memref<256xf32>
  }
  %buf379 = memref.alloc() : memref<256xf32>
  affine.for %i379 = 1 to 255 {
    %l379 = affine.load %buf378[%i379 - 1] : memref<256xf32>
    %r379 = affine.load %buf378[%i379 + 1] : memref<256xf32>
    %w379 = arith.mulf %l379, %r379 : f32
    affine.store %w379, %buf379[%i379] : memref<256xf32>
  }
  %buf380 = memref.alloc() : memref<256xf32>
  affine.for %i380 = 0 to 256 {
    %v380 = affine.load %buf379[%i380] : memref<256xf32>
    %w380 = arith.addf %v380, %cst : f32
    affine.store %w380, %buf380[%i380] : memref<256xf32>
  }
  %buf381 = memref.alloc() : memref<256xf32>
  affine.for %i381 = 1 to 255 {
    %l381 = affine.load %buf380[%i381 - 1] : memref<256xf32>
    %r381 = affine.load %buf380[%i381 + 1] : memref<256xf32>
    %w381 = arith.mulf %l381, %r381 : f32
    affine.store %w381, %buf381[%i381] : memref<256xf32>
  }
  %buf382 = memref.alloc() : memref<256xf32>
  affine.for %i382 = 0 to 256 {
    %v382 = affine.load %buf381[%i382] : memref<256xf32>
    %w382 = arith.addf %v382, %cst : f32
    affine.store %w382, %buf382[%i382] : memref<256xf32>
  }
  %buf383 = memref.alloc() : memref<256xf32>
  affine.for %i383 = 1 to 255 {
    %l383 = affine.load %buf382[%i383 - 1] : memref<256xf32>
    %r383 = affine.load %buf382[%i383 + 1] : memref<256xf32>
    %w383 = arith.mulf %l383, %r383 : f32
    affine.store %w383, %buf383[%i383] : memref<256xf32>
  }
  %buf384 = memref.alloc() : memref<256xf32>
  affine.for %i384 = 0 to 256 {
    %v384 = affine.load %buf383[%i384] : memref<256xf32>
    %w384 = arith.addf %v384, %cst : f32
    affine.store %w384, %buf384[%i384] : memref<256xf32>
  }
  %buf385 = memref.alloc() : memref<256xf32>
  affine.for %i385 = 1 to 255 {
    %l385 = affine.load %buf384[%i385 - 1] : memref<256xf32>
    %r385 = affine.load %buf384[%i385 + 1] : memref<256xf32>
    %w385 = arith.mulf %l385, %r385 : f32
    affine.store %w385, %buf385[%i385] : memref<256xf32>
  }
  %buf386 = memref.alloc() : memref<256xf32>
  affine.for %i386 = 0 to 256 {
    %v386 = affine.load %buf385[%i386] : memref<256xf32>
    %w386 = arith.addf %v386, %cst : f32
    affine.store %w386, %buf386[%i386] : memref<256xf32>
  }
  %buf387 = memref.alloc() : memref<256xf32>
  affine.for %i387 = 1 to 255 {
    %l387 = affine.load %buf386[%i387 - 1] : memref<256xf32>
    %r387 = affine.load %buf386[%i387 + 1] : memref<256xf32>
    %w387 = arith.mulf %l387, %r387 : f32
    affine.store %w387, %buf387[%i387] : memref<256xf32>
  }
  %buf388 = memref.alloc() : memref<256xf32>
  affine.for %i388 = 0 to 256 {
    %v388 = affine.load %buf387[%i388] : memref<256xf32>
    %w388 = arith.addf %v388, %cst : f32
    affine.store %w388, %buf388[%i388] : memref<256xf32>
  }
  %buf389 = memref.alloc() : memref<256xf32>
  affine.for %i389 = 1 to 255 {
    %l389 = affine.load %buf388[%i389 - 1] : memref<256xf32>
    %r389 = affine.load %buf388[%i389 + 1] : memref<256xf32>
    %w389 = arith.mulf %l389, %r389 : f32
    affine.store %w389, %buf389[%i389] : memref<256xf32>
  }
  %buf390 = memref.alloc() : memref<256xf32>
  affine.for %i390 = 0 to 256 {
    %v390 = affine.load %buf389[%i390] : memref<256xf32>
    %w390 = arith.addf %v390, %cst : f32
    affine.store %w390, %buf390[%i390] : memref<256xf32>
  }
  %buf391 = memref.alloc() : memref<256xf32>
  affine.for %i391 = 1 to 255 {
    %l391 = affine.load %buf390[%i391 - 1] : memref<256xf32>
    %r391 = affine.load %buf390[%i391 + 1] : memref<256xf32>
    %w391 = arith.mulf %l391, %r391 : f32
    affine.store %w391, %buf391[%i391] : memref<256xf32>
  }
  %buf392 = memref.alloc() : memref<256xf32>
  affine.for %i392 = 0 to 256 {
    %v392 = affine.load %buf391[%i392] : memref<256xf32>
    %w392 = arith.addf %v392, %cst : f32
    affine.store %w392, %buf392[%i392] : memref<256xf32>
  }
  %buf393 = memref.alloc() : memref<256xf32>
  affine.for %i393 = 1 to 255 {
    %l393 = affine.load %buf392[%i393 - 1] : memref<256xf32>
    %r393 = affine.load %buf392[%i393 + 1] : memref<256xf32>
    %w393 = arith.mulf %l393, %r393 : f32
    affine.store %w393, %buf393[%i393] : memref<256xf32>
  }
  %buf394 = memref.alloc() : memref<256xf32>
  affine.for %i394 = 0 to 256 {
    %v394 = affine.load %buf393[%i394] : memref<256xf32>
    %w394 = arith.addf %v394, %cst : f32
    affine.store %w394, %buf394[%i394] : memref<256xf32>
  }
  %buf395 = memref.alloc() : memref<256xf32>
  affine.for %i395 = 1 to 255 {
    %l395 = affine.load %buf394[%i395 - 1] : memref<256xf32>
    %r395 = affine.load %buf394[%i395 + 1] : memref<256xf32>
    %w395 = arith.mulf %l395, %r395 : f32
    affine.store %w395, %buf395[%i395] : memref<256xf32>
  }
  %buf396 = memref.alloc() : memref<256xf32>
  affine.for %i396 = 0 to 256 {
    %v396 = affine.load %buf395[%i396] : memref<256xf32>
    %w396 = arith.addf %v396, %cst : f32
    affine.store %w396, %buf396[%i396] : memref<256xf32>
  }
  %buf397 = memref.alloc() : memref<256xf32>
  affine.for %i397 = 1 to 255 {
    %l397 = affine.load %buf396[%i397 - 1] : memref<256xf32>
    %r397 = affine.load %buf396[%i397 + 1] : memref<256xf32>
    %w397 = arith.mulf %l397, %r397 : f32
    affine.store %w397, %buf397[%i397] : memref<256xf32>
  }
  %buf398 = memref.alloc() : memref<256xf32>
  affine.for %i398 = 0 to 256 {
    %v398 = affine.load %buf397[%i398] : memref<256xf32>
    %w398 = arith.addf %v398, %cst : f32
    affine.store %w398, %buf398[%i398] : memref<256xf32>
  }
  %buf399 = memref.alloc() : memref<256xf32>
  affine.for %i399 = 1 to 255 {
    %l399 = affine.load %buf398[%i399 - 1] : memref<256xf32>
    %r399 = affine.load %buf398[%i399 + 1] : memref<256xf32>
    %w399 = arith.mulf %l399, %r399 : f32
    affine.store %w399, %buf399[%i399] : memref<256xf32>
  }
  %buf400 = memref.alloc() : memref<256xf32>
  affine.for %i400 = 0 to 256 {
    %v400 = affine.load %buf399[%i400] : memref<256xf32>
    %w400 = arith.addf %v400, %cst : f32
    affine.store %w400, %buf400[%i400] : memref<256xf32>
  }
  %buf401 = memref.alloc() : memref<256xf32>
  affine.for %i401 = 1 to 255 {
    %l401 = affine.load %buf400[%i401 - 1] : memref<256xf32>
    %r401 = affine.load %buf400[%i401 + 1] : memref<256xf32>
    %w401 = arith.mulf %l401, %r401 : f32
    affine.store %w401, %buf401[%i401] : memref<256xf32>
  }
  %buf402 = memref.alloc() : memref<256xf32>
  affine.for %i402 = 0 to 256 {
    %v402 = affine.load %buf401[%i402] : memref<256xf32>
    %w402 = arith.addf %v402, %cst : f32
    affine.store %w402, %buf402[%i402] : memref<256xf32>
  }
  %buf403 = memref.alloc() : memref<256xf32>
  affine.for %i403 = 1 to 255 {
    %l403 = affine.load %buf402[%i403 - 1] : memref<256xf32>
    %r403 = affine.load %buf402[%i403 + 1] : memref<256xf32>
    %w403 = arith.mulf %l403, %r403 : f32
    affine.store %w403, %buf403[%i403] : memref<256xf32>
  }
  %buf404 = memref.alloc() : memref<256xf32>
  affine.for %i404 = 0 to 256 {
    %v404 = affine.load %buf403[%i404] : memref<256xf32>
    %w404 = arith.addf %v404, %cst : f32
    affine.store %w404, %buf404[%i404] : memref<256xf32>
  }
  %buf405 = memref.alloc() : memref<256xf32>
  affine.for %i405 = 1 to 255 {
    %l405 = affine.load %buf404[%i405 - 1] : memref<256xf32>
    %r405 = affine.load %buf404[%i405 + 1] : memref<256xf32>
    %w405 = arith.mulf %l405, %r405 : f32
    affine.store %w405, %buf405[%i405] : memref<256xf32>
  }
  %buf406 = memref.alloc() : memref<256xf32>
  affine.for %i406 = 0 to 256 {
    %v406 = affine.load %buf405[%i406] : memref<256xf32>
    %w406 = arith.addf %v406, %cst : f32
    affine.store %w406, %buf406[%i406] : memref<256xf32>
  }
  %buf407 = memref.alloc() : memref<256xf32>
  affine.for %i407 = 1 to 255 {
    %l407 = affine.load %buf406[%i407 - 1] : memref<256xf32>
    %r407 = affine.load %buf406[%i407 + 1] : memref<256xf32>
    %w407 = arith.mulf %l407, %r407 : f32
    affine.store %w407, %buf407[%i407] : memref<256xf32>
  }
  %buf408 = memref.alloc() : memref<256xf32>
  affine.for %i408 = 0 to 256 {
    %v408 = affine.load %buf407[%i408] : memref<256xf32>
    %w408 = arith.addf %v408, %cst : f32
    affine.store %w408, %buf408[%i408] : memref<256xf32>
  }
  %buf409 = memref.alloc() : memref<256xf32>
  affine.for %i409 = 1 to 255 {
    %l409 = affine.load %buf408[%i409 - 1] : memref<256xf32>
    %r409 = affine.load %buf408[%i409 + 1] : memref<256xf32>
    %w409 = arith.mulf %l409, %r409 : f32
    affine.store %w409, %buf409[%i409] : memref<256xf32>
  }
  %buf410 = memref.alloc() : memref<256xf32>
  affine.for %i410 = 0 to 256 {
    %v410 = affine.load %buf409[%i410] : memref<256xf32>
    %w410 = arith.addf %v410, %cst : f32
    affine.store %w410, %buf410[%i410] : memref<256xf32>
  }
  %buf411 = memref.alloc() : memref<256xf32>
  affine.for %i411 = 1 to 255 {
    %l411 = affine.load %buf410[%i411 - 1] : memref<256xf32>
    %r411 = affine.load %buf410[%i411 + 1] : memref<256xf32>
    %w411 = arith.mulf %l411, %r411 : f32
    affine.store %w411, %buf411[%i411] : memref<256xf32>
  }
  %buf412 = memref.alloc() : memref<256xf32>
  affine.for %i412 = 0 to 256 {
    %v412 = affine.load %buf411[%i412] : memref<256xf32>
    %w412 = arith.addf %v412, %cst : f32
    affine.store %w412, %buf412[%i412] : memref<256xf32>
  }
  %buf413 = memref.alloc() : memref<256xf32>
  affine.for %i413 = 1 to 255 {
    %l413 = affine.load %buf412[%i413 - 1] : memref<256xf32>
    %r413 = affine.load %buf412[%i413 + 1] : memref<256xf32>
    %w413 = arith.mulf %l413, %r413 : f32
    affine.store %w413, %buf413[%i413] : memref<256xf32>
  }
  %buf414 = memref.alloc() : memref<256xf32>
  affine.for %i414 = 0 to 256 {
    %v414 = affine.load %buf413[%i414] : memref<256xf32>
    %w414 = arith.addf %v414, %cst : f32
    affine.store %w414, %buf414[%i414] : memref<256xf32>
  }
  %buf415 = memref.alloc() : memref<256xf32>
  affine.for %i415 = 1 to 255 {
    %l415 = affine.load %buf414[%i415 - 1] : memref<256xf32>
    %r415 = affine.load %buf414[%i415 + 1] : memref<256xf32>
    %w415 = arith.mulf %l415, %r415 : f32
    affine.store %w415, %buf415[%i415] : memref<256xf32>
  }
  %buf416 = memref.alloc() : memref<256xf32>
  affine.for %i416 = 0 to 256 {
    %v416 = affine.load %buf415[%i416] : memref<256xf32>
    %w416 = arith.addf %v416, %cst : f32
    affine.store %w416, %buf416[%i416] : memref<256xf32>
  }
  %buf417 = memref.alloc() : memref<256xf32>
  affine.for %i417 = 1 to 255 {
    %l417 = affine.load %buf416[%i417 - 1] : memref<256xf32>
    %r417 = affine.load %buf416[%i417 + 1] : memref<256xf32>
    %w417 = arith.mulf %l417, %r417 : f32
    affine.store %w417, %buf417[%i417] : memref<256xf32>
  }
  %buf418 = memref.alloc() : memref<256xf32>
  affine.for %i418 = 0 to 256 {
    %v418 = affine.load %buf417[%i418] : memref<256xf32>
    %w418 = arith.addf %v418, %cst : f32
    affine.store %w418, %buf418[%i418] : memref<256xf32>
  }
  %buf419 = memref.alloc() : memref<256xf32>
  affine.for %i419 = 1 to 255 {
    %l419 = affine.load %buf418[%i419 - 1] : memref<256xf32>
    %r419 = affine.load %buf418[%i419 + 1] : memref<256xf32>
    %w419 = arith.mulf %l419, %r419 : f32
    affine.store %w419, %buf419[%i419] : memref<256xf32>
  }
  %buf420 = memref.alloc() : memref<256xf32>
  affine.for %i420 = 0 to 256 {
    %v420 = affine.load %buf419[%i420] : memref<256xf32>
    %w420 = arith.addf %v420, %cst : f32
    affine.store %w420, %buf420[%i420] : memref<256xf32>
  }
  %buf421 = memref.alloc() : memref<256xf32>
  affine.for %i421 = 1 to 255 {
    %l421 = affine.load %buf420[%i421 - 1] : memref<256xf32>
    %r421 = affine.load %buf420[%i421 + 1] : memref<256xf32>
    %w421 = arith.mulf %l421, %r421 : f32
    affine.store %w421, %buf421[%i421] : memref<256xf32>
  }
  %buf422 = memref.alloc() : memref<256xf32>
  affine.for %i422 = 0 to 256 {
    %v422 = affine.load %buf421[%i422] : memref<256xf32>
    %w422 = arith.addf %v422, %cst : f32
    affine.store %w422, %buf422[%i422] : memref<256xf32>
  }
  %buf423 = memref.alloc() : memref<256xf32>
  affine.for %i423 = 1 to 255 {
    %l423 = affine.load %buf422[%i423 - 1] : memref<256xf32>
    %r423 = affine.load %buf422[%i423 + 1] : memref<256xf32>
    %w423 = arith.mulf %l423, %r423 : f32
    affine.store %w423, %buf423[%i423] : memref<256xf32>
  }
  %buf424 = memref.alloc() : memref<256xf32>
  affine.for %i424 = 0 to 256 {
    %v424 = affine.load %buf423[%i424] : memref<256xf32>
    %w424 = arith.addf %v424, %cst : f32
    affine.store %w424, %buf424[%i424] : memref<256xf32>
  }
  %buf425 = memref.alloc() : memref<256xf32>
  affine.for %i425 = 1 to 255 {
    %l425 = affine.load %buf424[%i425 - 1] : memref<256xf32>
    %r425 = affine.load %buf424[%i425 + 1] : memref<256xf32>
    %w425 = arith.mulf %l425, %r425 : f32
    affine.store %w425, %buf425[%i425] : memref<256xf32>
  }
  %buf426 = memref.alloc() : memref<256xf32>
  affine.for %i426 = 0 to 256 {
    %v426 = affine.load %buf425[%i426] : memref<256xf32>
    %w426 = arith.addf %v426, %cst : f32
    affine.store %w426, %buf426[%i426] : memref<256xf32>
  }
  %buf427 = memref.alloc() : memref<256xf32>
  affine.for %i427 = 1 to 255 {
    %l427 = affine.load %buf426[%i427 - 1] : memref<256xf32>
    %r427 = affine.load %buf426[%i427 + 1] : memref<256xf32>
    %w427 = arith.mulf %l427, %r427 : f32
    affine.store %w427, %buf427[%i427] : memref<256xf32>
  }
  %buf428 = memref.alloc() : memref<256xf32>
  affine.for %i428 = 0 to 256 {
    %v428 = affine.load %buf427[%i428] : memref<256xf32>
    %w428 = arith.addf %v428, %cst : f32
    affine.store %w428, %buf428[%i428] : memref<256xf32>
  }
  %buf429 = memref.alloc() : memref<256xf32>
  affine.for %i429 = 1 to 255 {
    %l429 = affine.load %buf428[%i429 - 1] : memref<256xf32>
    %r429 = affine.load %buf428[%i429 + 1] : memref<256xf32>
    %w429 = arith.mulf %l429, %r429 : f32
    affine.store %w429, %buf429[%i429] : memref<256xf32>
  }
  %buf430 = memref.alloc() : memref<256xf32>
  affine.for %i430 = 0 to 256 {
    %v430 = affine.load %buf429[%i430] : memref<256xf32>
    %w430 = arith.addf %v430, %cst : f32
    affine.store %w430, %buf430[%i430] : memref<256xf32>
  }
  %buf431 = memref.alloc() : memref<256xf32>
  affine.for %i431 = 1 to 255 {
    %l431 = affine.load %buf430[%i431 - 1] : memref<256xf32>
    %r431 = affine.load %buf430[%i431 + 1] : memref<256xf32>
    %w431 = arith.mulf %l431, %r431 : f32
    affine.store %w431, %buf431[%i431] : memref<256xf32>
  }
  %buf432 = memref.alloc() : memref<256xf32>
  affine.for %i432 = 0 to 256 {
    %v432 = affine.load %buf431[%i432] : memref<256xf32>
    %w432 = arith.addf %v432, %cst : f32
    affine.store %w432, %buf432[%i432] : memref<256xf32>
  }
  %buf433 = memref.alloc() : memref<256xf32>
  affine.for %i433 = 1 to 255 {
    %l433 = affine.load %buf432[%i433 - 1] : memref<256xf32>
    %r433 = affine.load %buf432[%i433 + 1] : memref<256xf32>
    %w433 = arith.mulf %l433, %r433 : f32
    affine.store %w433, %buf433[%i433] : memref<256xf32>
  }
  %buf434 = memref.alloc() : memref<256xf32>
  affine.for %i434 = 0 to 256 {
    %v434 = affine.load %buf433[%i434] : memref<256xf32>
    %w434 = arith.addf %v434, %cst : f32
    affine.store %w434, %buf434[%i434] : memref<256xf32>
  }
  %buf435 = memref.alloc() : memref<256xf32>
  affine.for %i435 = 1 to 255 {
    %l435 = affine.load %buf434[%i435 - 1] : memref<256xf32>
    %r435 = affine.load %buf434[%i435 + 1] : memref<256xf32>
    %w435 = arith.mulf %l435, %r435 : f32
    affine.store %w435, %buf435[%i435] : memref<256xf32>
  }
  %buf436 = memref.alloc() : memref<256xf32>
  affine.for %i436 = 0 to 256 {
    %v436 = affine.load %buf435[%i436] : memref<256xf32>
    %w436 = arith.addf %v436, %cst : f32
    affine.store %w436, %buf436[%i436] : memref<256xf32>
  }
  %buf437 = memref.alloc() : memref<256xf32>
  affine.for %i437 = 1 to 255 {
    %l437 = affine.load %buf436[%i437 - 1] : memref<256xf32>
    %r437 = affine.load %buf436[%i437 + 1] : memref<256xf32>
    %w437 = arith.mulf %l437, %r437 : f32
    affine.store %w437, %buf437[%i437] : memref<256xf32>
  }
  %buf438 = memref.alloc() : memref<256xf32>
  affine.for %i438 = 0 to 256 {
    %v438 = affine.load %buf437[%i438] : memref<256xf32>
    %w438 = arith.addf %v438, %cst : f32
    affine.store %w438, %buf438[%i438] : memref<256xf32>
  }
  %buf439 = memref.alloc() : memref<256xf32>
  affine.for %i439 = 1 to 255 {
    %l439 = affine.load %buf438[%i439 - 1] : memref<256xf32>
    %r439 = affine.load %buf438[%i439 + 1] : memref<256xf32>
    %w439 = arith.mulf %l439, %r439 : f32
    affine.store %w439, %buf439[%i439] : memref<256xf32>
  }
  %buf440 = memref.alloc() : memref<256xf32>
  affine.for %i440 = 0 to 256 {
    %v440 = affine.load %buf439[%i440] : memref<256xf32>
    %w440 = arith.addf %v440, %cst : f32
    affine.store %w440, %buf440[%i440] : memref<256xf32>
  }
  %buf441 = memref.alloc() : memref<256xf32>
  affine.for %i441 = 1 to 255 {
    %l441 = affine.load %buf440[%i441 - 1] : memref<256xf32>
    %r441 = affine.load %buf440[%i441 + 1] : memref<256xf32>
    %w441 = arith.mulf %l441, %r441 : f32
    affine.store %w441, %buf441[%i441] : memref<256xf32>
  }
  %buf442 = memref.alloc() : memref<256xf32>
  affine.for %i442 = 0 to 256 {
    %v442 = affine.load %buf441[%i442] : memref<256xf32>
    %w442 = arith.addf %v442, %cst : f32
    affine.store %w442, %buf442[%i442] : memref<256xf32>
  }
  %buf443 = memref.alloc() : memref<256xf32>
  affine.for %i443 = 1 to 255 {
    %l443 = affine.load %buf442[%i443 - 1] : memref<256xf32>
    %r443 = affine.load %buf442[%i443 + 1] : memref<256xf32>
    %w443 = arith.mulf %l443, %r443 : f32
    affine.store %w443, %buf443[%i443] : memref<256xf32>
  }
  %buf444 = memref.alloc() : memref<256xf32>
  affine.for %i444 = 0 to 256 {
    %v444 = affine.load %buf443[%i444] : memref<256xf32>
    %w444 = arith.addf %v444, %cst : f32
    affine.store %w444, %buf444[%i444] : memref<256xf32>
  }
  %buf445 = memref.alloc() : memref<256xf32>
  affine.for %i445 = 1 to 255 {
    %l445 = affine.load %buf444[%i445 - 1] : memref<256xf32>
    %r445 = affine.load %buf444[%i445 + 1] : memref<256xf32>
    %w445 = arith.mulf %l445, %r445 : f32
    affine.store %w445, %buf445[%i445] : memref<256xf32>
  }
  %buf446 = memref.alloc() : memref<256xf32>
  affine.for %i446 = 0 to 256 {
    %v446 = affine.load %buf445[%i446] : memref<256xf32>
    %w446 = arith.addf %v446, %cst : f32
    affine.store %w446, %buf446[%i446] : memref<256xf32>
  }
  %buf447 = memref.alloc() : memref<256xf32>
  affine.for %i447 = 1 to 255 {
    %l447 = affine.load %buf446[%i447 - 1] : memref<256xf32>
    %r447 = affine.load %buf446[%i447 + 1] : memref<256xf32>
    %w447 = arith.mulf %l447, %r447 : f32
    affine.store %w447, %buf447[%i447] : memref<256xf32>
  }
  %buf448 = memref.alloc() : memref<256xf32>
  affine.for %i448 = 0 to 256 {
    %v448 = affine.load %buf447[%i448] : memref<256xf32>
    %w448 = arith.addf %v448, %cst : f32
    affine.store %w448, %buf448[%i448] : memref<256xf32>
  }
  %buf449 = memref.alloc() : memref<256xf32>
  affine.for %i449 = 1 to 255 {
    %l449 = affine.load %buf448[%i449 - 1] : memref<256xf32>
    %r449 = affine.load %buf448[%i449 + 1] : memref<256xf32>
    %w449 = arith.mulf %l449, %r449 : f32
    affine.store %w449, %buf449[%i449] : memref<256xf32>
  }
  %buf450 = memref.alloc() : memref<256xf32>
  affine.for %i450 = 0 to 256 {
    %v450 = affine.load %buf449[%i450] : memref<256xf32>
    %w450 = arith.addf %v450, %cst : f32
    affine.store %w450, %buf450[%i450] : memref<256xf32>
  }
  %buf451 = memref.alloc() : memref<256xf32>
  affine.for %i451 = 1 to 255 {
    %l451 = affine.load %buf450[%i451 - 1] : memref<256xf32>
    %r451 = affine.load %buf450[%i451 + 1] : memref<256xf32>
    %w451 = arith.mulf %l451, %r451 : f32
    affine.store %w451, %buf451[%i451] : memref<256xf32>
  }
  %buf452 = memref.alloc() : memref<256xf32>
  affine.for %i452 = 0 to 256 {
    %v452 = affine.load %buf451[%i452] : memref<256xf32>
    %w452 = arith.addf %v452, %cst : f32
    affine.store %w452, %buf452[%i452] : memref<256xf32>
  }
  %buf453 = memref.alloc() : memref<256xf32>
  affine.for %i453 = 1 to 255 {
    %l453 = affine.load %buf452[%i453 - 1] : memref<256xf32>
    %r453 = affine.load %buf452[%i453 + 1] : memref<256xf32>
    %w453 = arith.mulf %l453, %r453 : f32
    affine.store %w453, %buf453[%i453] : memref<256xf32>
  }
  %buf454 = memref.alloc() : memref<256xf32>
  affine.for %i454 = 0 to 256 {
    %v454 = affine.load %buf453[%i454] : memref<256xf32>
    %w454 = arith.addf %v454, %cst : f32
    affine.store %w454, %buf454[%i454] : memref<256xf32>
  }
  %buf455 = memref.alloc() : memref<256xf32>
  affine.for %i455 = 1 to 255 {
    %l455 = affine.load %buf454[%i455 - 1] : memref<256xf32>
    %r455 = affine.load %buf454[%i455 + 1] : memref<256xf32>
    %w455 = arith.mulf %l455, %r455 : f32
    affine.store %w455, %buf455[%i455] : memref<256xf32>
  }
  %buf456 = memref.alloc() : memref<256xf32>
  affine.for %i456 = 0 to 256 {
    %v456 = affine.load %buf455[%i456] : memref<256xf32>
    %w456 = arith.addf %v456, %cst : f32
    affine.store %w456, %buf456[%i456] : memref<256xf32>
  }
  %buf457 = memref.alloc() : memref<256xf32>
  affine.for %i457 = 1 to 255 {
    %l457 = affine.load %buf456[%i457 - 1] : memref<256xf32>
    %r457 = affine.load %buf456[%i457 + 1] : memref<256xf32>
    %w457 = arith.mulf %l457, %r457 : f32
    affine.store %w457, %buf457[%i457] : memref<256xf32>
  }
  %buf458 = memref.alloc() : memref<256xf32>
  affine.for %i458 = 0 to 256 {
    %v458 = affine.load %buf457[%i458] : memref<256xf32>
    %w458 = arith.addf %v458, %cst : f32
    affine.store %w458, %buf458[%i458] : memref<256xf32>
  }
  %buf459 = memref.alloc() : memref<256xf32>
  affine.for %i459 = 1 to 255 {
    %l459 = affine.load %buf458[%i459 - 1] : memref<256xf32>
    %r459 = affine.load %buf458[%i459 + 1] : memref<256xf32>
    %w459 = arith.mulf %l459, %r459 : f32
    affine.store %w459, %buf459[%i459] : memref<256xf32>
  }
  %buf460 = memref.alloc() : memref<256xf32>
  affine.for %i460 = 0 to 256 {
    %v460 = affine.load %buf459[%i460] : memref<256xf32>
    %w460 = arith.addf %v460, %cst : f32
    affine.store %w460, %buf460[%i460] : memref<256xf32>
  }
  %buf461 = memref.alloc() : memref<256xf32>
  affine.for %i461 = 1 to 255 {
    %l461 = affine.load %buf460[%i461 - 1] : memref<256xf32>
    %r461 = affine.load %buf460[%i461 + 1] : memref<256xf32>
    %w461 = arith.mulf %l461, %r461 : f32
    affine.store %w461, %buf461[%i461] : memref<256xf32>
  }
  %buf462 = memref.alloc() : memref<256xf32>
  affine.for %i462 = 0 to 256 {
    %v462 = affine.load %buf461[%i462] : memref<256xf32>
    %w462 = arith.addf %v462, %cst : f32
    affine.store %w462, %buf462[%i462] : memref<256xf32>
  }
  %buf463 = memref.alloc() : memref<256xf32>
  affine.for %i463 = 1 to 255 {
    %l463 = affine.load %buf462[%i463 - 1] : memref<256xf32>
    %r463 = affine.load %buf462[%i463 + 1] : memref<256xf32>
    %w463 = arith.mulf %l463, %r463 : f32
    affine.store %w463, %buf463[%i463] : memref<256xf32>
  }
  %buf464 = memref.alloc() : memref<256xf32>
  affine.for %i464 = 0 to 256 {
    %v464 = affine.load %buf463[%i464] : memref<256xf32>
    %w464 = arith.addf %v464, %cst : f32
    affine.store %w464, %buf464[%i464] : memref<256xf32>
  }
  %buf465 = memref.alloc() : memref<256xf32>
  affine.for %i465 = 1 to 255 {
    %l465 = affine.load %buf464[%i465 - 1] : memref<256xf32>
    %r465 = affine.load %buf464[%i465 + 1] : memref<256xf32>
    %w465 = arith.mulf %l465, %r465 : f32
    affine.store %w465, %buf465[%i465] : memref<256xf32>
  }
  %buf466 = memref.alloc() : memref<256xf32>
  affine.for %i466 = 0 to 256 {
    %v466 = affine.load %buf465[%i466] : memref<256xf32>
    %w466 = arith.addf %v466, %cst : f32
    affine.store %w466, %buf466[%i466] : memref<256xf32>
  }
  %buf467 = memref.alloc() : memref<256xf32>
  affine.for %i467 = 1 to 255 {
    %l467 = affine.load %buf466[%i467 - 1] : memref<256xf32>
    %r467 = affine.load %buf466[%i467 + 1] : memref<256xf32>
    %w467 = arith.mulf %l467, %r467 : f32
    affine.store %w467, %buf467[%i467] : memref<256xf32>
  }
  %buf468 = memref.alloc() : memref<256xf32>
  affine.for %i468 = 0 to 256 {
    %v468 = affine.load %buf467[%i468] : memref<256xf32>
    %w468 = arith.addf %v468, %cst : f32
    affine.store %w468, %buf468[%i468] : memref<256xf32>
  }
  %buf469 = memref.alloc() : memref<256xf32>
  affine.for %i469 = 1 to 255 {
    %l469 = affine.load %buf468[%i469 - 1] : memref<256xf32>
    %r469 = affine.load %buf468[%i469 + 1] : memref<256xf32>
    %w469 = arith.mulf %l469, %r469 : f32
    affine.store %w469, %buf469[%i469] : memref<256xf32>
  }
  %buf470 = memref.alloc() : memref<256xf32>
  affine.for %i470 = 0 to 256 {
    %v470 = affine.load %buf469[%i470] : memref<256xf32>
    %w470 = arith.addf %v470, %cst : f32
    affine.store %w470, %buf470[%i470] : memref<256xf32>
  }
  %buf471 = memref.alloc() : memref<256xf32>
  affine.for %i471 = 1 to 255 {
    %l471 = affine.load %buf470[%i471 - 1] : memref<256xf32>
    %r471 = affine.load %buf470[%i471 + 1] : memref<256xf32>
    %w471 = arith.mulf %l471, %r471 : f32
    affine.store %w471, %buf471[%i471] : memref<256xf32>
  }
  %buf472 = memref.alloc() : memref<256xf32>
  affine.for %i472 = 0 to 256 {
    %v472 = affine.load %buf471[%i472] : memref<256xf32>
    %w472 = arith.addf %v472, %cst : f32
    affine.store %w472, %buf472[%i472] : memref<256xf32>
  }
  %buf473 = memref.alloc() : memref<256xf32>
  affine.for %i473 = 1 to 255 {
    %l473 = affine.load %buf472[%i473 - 1] : memref<256xf32>
    %r473 = affine.load %buf472[%i473 + 1] : memref<256xf32>
    %w473 = arith.mulf %l473, %r473 : f32
    affine.store %w473, %buf473[%i473] : memref<256xf32>
  }
  %buf474 = memref.alloc() : memref<256xf32>
  affine.for %i474 = 0 to 256 {
    %v474 = affine.load %buf473[%i474] : memref<256xf32>
    %w474 = arith.addf %v474, %cst : f32
    affine.store %w474, %buf474[%i474] : memref<256xf32>
  }
  %buf475 = memref.alloc() : memref<256xf32>
  affine.for %i475 = 1 to 255 {
    %l475 = affine.load %buf474[%i475 - 1] : memref<256xf32>
    %r475 = affine.load %buf474[%i475 + 1] : memref<256xf32>
    %w475 = arith.mulf %l475, %r475 : f32
    affine.store %w475, %buf475[%i475] : memref<256xf32>
  }
  %buf476 = memref.alloc() : memref<256xf32>
  affine.for %i476 = 0 to 256 {
    %v476 = affine.load %buf475[%i476] : memref<256xf32>
    %w476 = arith.addf %v476, %cst : f32
    affine.store %w476, %buf476[%i476] : memref<256xf32>
  }
  %buf477 = memref.alloc() : memref<256xf32>
  affine.for %i477 = 1 to 255 {
    %l477 = affine.load %buf476[%i477 - 1] : memref<256xf32>
    %r477 = affine.load %buf476[%i477 + 1] : memref<256xf32>
    %w477 = arith.mulf %l477, %r477 : f32
    affine.store %w477, %buf477[%i477] : memref<256xf32>
  }
  %buf478 = memref.alloc() : memref<256xf32>
  affine.for %i478 = 0 to 256 {
    %v478 = affine.load %buf477[%i478] : memref<256xf32>
    %w478 = arith.addf %v478, %cst : f32
    affine.store %w478, %buf478[%i478] : memref<256xf32>
  }
  %buf479 = memref.alloc() : memref<256xf32>
  affine.for %i479 = 1 to 255 {
    %l479 = affine.load %buf478[%i479 - 1] : memref<256xf32>
    %r479 = affine.load %buf478[%i479 + 1] : memref<256xf32>
    %w479 = arith.mulf %l479, %r479 : f32
    affine.store %w479, %buf479[%i479] : memref<256xf32>
  }
  %buf480 = memref.alloc() : memref<256xf32>
  affine.for %i480 = 0 to 256 {
    %v480 = affine.load %buf479[%i480] : memref<256xf32>
    %w480 = arith.addf %v480, %cst : f32
    affine.store %w480, %buf480[%i480] : memref<256xf32>
  }
  %buf481 = memref.alloc() : memref<256xf32>
  affine.for %i481 = 1 to 255 {
    %l481 = affine.load %buf480[%i481 - 1] : memref<256xf32>
    %r481 = affine.load %buf480[%i481 + 1] : memref<256xf32>
    %w481 = arith.mulf %l481, %r481 : f32
    affine.store %w481, %buf481[%i481] : memref<256xf32>
  }
  %buf482 = memref.alloc() : memref<256xf32>
  affine.for %i482 = 0 to 256 {
    %v482 = affine.load %buf481[%i482] : memref<256xf32>
    %w482 = arith.addf %v482, %cst : f32
    affine.store %w482, %buf482[%i482] : memref<256xf32>
  }
  %buf483 = memref.alloc() : memref<256xf32>
  affine.for %i483 = 1 to 255 {
    %l483 = affine.load %buf482[%i483 - 1] : memref<256xf32>
    %r483 = affine.load %buf482[%i483 + 1] : memref<256xf32>
    %w483 = arith.mulf %l483, %r483 : f32
    affine.store %w483, %buf483[%i483] : memref<256xf32>
  }
  %buf484 = memref.alloc() : memref<256xf32>
  affine.for %i484 = 0 to 256 {
    %v484 = affine.load %buf483[%i484] : memref<256xf32>
    %w484 = arith.addf %v484, %cst : f32
    affine.store %w484, %buf484[%i484] : memref<256xf32>
  }
  %buf485 = memref.alloc() : memref<256xf32>
  affine.for %i485 = 1 to 255 {
    %l485 = affine.load %buf484[%i485 - 1] : memref<256xf32>
    %r485 = affine.load %buf484[%i485 + 1] : memref<256xf32>
    %w485 = arith.mulf %l485, %r485 : f32
    affine.store %w485, %buf485[%i485] : memref<256xf32>
  }
  %buf486 = memref.alloc() : memref<256xf32>
  affine.for %i486 = 0 to 256 {
    %v486 = affine.load %buf485[%i486] : memref<256xf32>
    %w486 = arith.addf %v486, %cst : f32
    affine.store %w486, %buf486[%i486] : memref<256xf32>
  }
  %buf487 = memref.alloc() : memref<256xf32>
  affine.for %i487 = 1 to 255 {
    %l487 = affine.load %buf486[%i487 - 1] : memref<256xf32>
    %r487 = affine.load %buf486[%i487 + 1] : memref<256xf32>
    %w487 = arith.mulf %l487, %r487 : f32
    affine.store %w487, %buf487[%i487] : memref<256xf32>
  }
  %buf488 = memref.alloc() : memref<256xf32>
  affine.for %i488 = 0 to 256 {
    %v488 = affine.load %buf487[%i488] : memref<256xf32>
    %w488 = arith.addf %v488, %cst : f32
    affine.store %w488, %buf488[%i488] : memref<256xf32>
  }
  %buf489 = memref.alloc() : memref<256xf32>
  affine.for %i489 = 1 to 255 {
    %l489 = affine.load %buf488[%i489 - 1] : memref<256xf32>
    %r489 = affine.load %buf488[%i489 + 1] : memref<256xf32>
    %w489 = arith.mulf %l489, %r489 : f32
    affine.store %w489, %buf489[%i489] : memref<256xf32>
  }
  %buf490 = memref.alloc() : memref<256xf32>
  affine.for %i490 = 0 to 256 {
    %v490 = affine.load %buf489[%i490] : memref<256xf32>
    %w490 = arith.addf %v490, %cst : f32
    affine.store %w490, %buf490[%i490] : memref<256xf32>
  }
  %buf491 = memref.alloc() : memref<256xf32>
  affine.for %i491 = 1 to 255 {
    %l491 = affine.load %buf490[%i491 - 1] : memref<256xf32>
    %r491 = affine.load %buf490[%i491 + 1] : memref<256xf32>
    %w491 = arith.mulf %l491, %r491 : f32
    affine.store %w491, %buf491[%i491] : memref<256xf32>
  }
  %buf492 = memref.alloc() : memref<256xf32>
  affine.for %i492 = 0 to 256 {
    %v492 = affine.load %buf491[%i492] : memref<256xf32>
    %w492 = arith.addf %v492, %cst : f32
    affine.store %w492, %buf492[%i492] : memref<256xf32>
  }
  %buf493 = memref.alloc() : memref<256xf32>
  affine.for %i493 = 1 to 255 {
    %l493 = affine.load %buf492[%i493 - 1] : memref<256xf32>
    %r493 = affine.load %buf492[%i493 + 1] : memref<256xf32>
    %w493 = arith.mulf %l493, %r493 : f32
    affine.store %w493, %buf493[%i493] : memref<256xf32>
  }
  %buf494 = memref.alloc() : memref<256xf32>
  affine.for %i494 = 0 to 256 {
    %v494 = affine.load %buf493[%i494] : memref<256xf32>
    %w494 = arith.addf %v494, %cst : f32
    affine.store %w494, %buf494[%i494] : memref<256xf32>
  }
  %buf495 = memref.alloc() : memref<256xf32>
  affine.for %i495 = 1 to 255 {
    %l495 = affine.load %buf494[%i495 - 1] : memref<256xf32>
    %r495 = affine.load %buf494[%i495 + 1] : memref<256xf32>
    %w495 = arith.mulf %l495, %r495 : f32
    affine.store %w495, %buf495[%i495] : memref<256xf32>
  }
  %buf496 = memref.alloc() : memref<256xf32>
  affine.for %i496 = 0 to 256 {
    %v496 = affine.load %buf495[%i496] : memref<256xf32>
    %w496 = arith.addf %v496, %cst : f32
    affine.store %w496, %buf496[%i496] : memref<256xf32>
  }
  %buf497 = memref.alloc() : memref<256xf32>
  affine.for %i497 = 1 to 255 {
    %l497 = affine.load %buf496[%i497 - 1] : memref<256xf32>
    %r497 = affine.load %buf496[%i497 + 1] : memref<256xf32>
    %w497 = arith.mulf %l497, %r497 : f32
    affine.store %w497, %buf497[%i497] : memref<256xf32>
  }
  %buf498 = memref.alloc() : memref<256xf32>
  affine.for %i498 = 0 to 256 {
    %v498 = affine.load %buf497[%i498] : memref<256xf32>
    %w498 = arith.addf %v498, %cst : f32
    affine.store %w498, %buf498[%i498] : memref<256xf32>
  }
  %buf499 = memref.alloc() : memref<256xf32>
  affine.for %i499 = 1 to 255 {
    %l499 = affine.load %buf498[%i499 - 1] : memref<256xf32>
    %r499 = affine.load %buf498[%i499 + 1] : memref<256xf32>
    %w499 = arith.mulf %l499, %r499 : f32
    affine.store %w499, %buf499[%i499] : memref<256xf32>
  }
  %buf500 = memref.alloc() : memref<256xf32>
  affine.for %i500 = 0 to 256 {
    %v500 = affine.load %buf499[%i500] : memref<256xf32>
    %w500 = arith.addf %v500, %cst : f32
    affine.store %w500, %buf500[%i500] : memref<256xf32>
  }
  %buf501 = memref.alloc() : memref<256xf32>
  affine.for %i501 = 1 to 255 {
    %l501 = affine.load %buf500[%i501 - 1] : memref<256xf32>
    %r501 = affine.load %buf500[%i501 + 1] : memref<256xf32>
    %w501 = arith.mulf %l501, %r501 : f32
    affine.store %w501, %buf501[%i501] : memref<256xf32>
  }
  %buf502 = memref.alloc() : memref<256xf32>
  affine.for %i502 = 0 to 256 {
    %v502 = affine.load %buf501[%i502] : memref<256xf32>
    %w502 = arith.addf %v502, %cst : f32
    affine.store %w502, %buf502[%i502] : memref<256xf32>
  }
  %buf503 = memref.alloc() : memref<256xf32>
  affine.for %i503 = 1 to 255 {
    %l503 = affine.load %buf502[%i503 - 1] : memref<256xf32>
    %r503 = affine.load %buf502[%i503 + 1] : memref<256xf32>
    %w503 = arith.mulf %l503, %r503 : f32
    affine.store %w503, %buf503[%i503] : memref<256xf32>
  }
  %buf504 = memref.alloc() : memref<256xf32>
  affine.for %i504 = 0 to 256 {
    %v504 = affine.load %buf503[%i504] : memref<256xf32>
    %w504 = arith.addf %v504, %cst : f32
    affine.store %w504, %buf504[%i504] : memref<256xf32>
  }
  %buf505 = memref.alloc() : memref<256xf32>
  affine.for %i505 = 1 to 255 {
    %l505 = affine.load %buf504[%i505 - 1] : memref<256xf32>
    %r505 = affine.load %buf504[%i505 + 1] : memref<256xf32>
    %w505 = arith.mulf %l505, %r505 : f32
    affine.store %w505, %buf505[%i505] : memref<256xf32>
  }
  %buf506 = memref.alloc() : memref<256xf32>
  affine.for %i506 = 0 to 256 {
    %v506 = affine.load %buf505[%i506] : memref<256xf32>
    %w506 = arith.addf %v506, %cst : f32
    affine.store %w506, %buf506[%i506] : memref<256xf32>
  }
  %buf507 = memref.alloc() : memref<256xf32>
  affine.for %i507 = 1 to 255 {
    %l507 = affine.load %buf506[%i507 - 1] : memref<256xf32>
    %r507 = affine.load %buf506[%i507 + 1] : memref<256xf32>
    %w507 = arith.mulf %l507, %r507 : f32
    affine.store %w507, %buf507[%i507] : memref<256xf32>
  }
  %buf508 = memref.alloc() : memref<256xf32>
  affine.for %i508 = 0 to 256 {
    %v508 = affine.load %buf507[%i508] : memref<256xf32>
    %w508 = arith.addf %v508, %cst : f32
    affine.store %w508, %buf508[%i508] : memref<256xf32>
  }
  %buf509 = memref.alloc() : memref<256xf32>
  affine.for %i509 = 1 to 255 {
    %l509 = affine.load %buf508[%i509 - 1] : memref<256xf32>
    %r509 = affine.load %buf508[%i509 + 1] : memref<256xf32>
    %w509 = arith.mulf %l509, %r509 : f32
    affine.store %w509, %buf509[%i509] : memref<256xf32>
  }
  %buf510 = memref.alloc() : memref<256xf32>
  affine.for %i510 = 0 to 256 {
    %v510 = affine.load %buf509[%i510] : memref<256xf32>
    %w510 = arith.addf %v510, %cst : f32
    affine.store %w510, %buf510[%i510] : memref<256xf32>
  }
  %buf511 = memref.alloc() : memref<256xf32>
  affine.for %i511 = 1 to 255 {
    %l511 = affine.load %buf510[%i511 - 1] : memref<256xf32>
    %r511 = affine.load %buf510[%i511 + 1] : memref<256xf32>
    %w511 = arith.mulf %l511, %r511 : f32
    affine.store %w511, %buf511[%i511] : memref<256xf32>
  }
  %buf512 = memref.alloc() : memref<256xf32>
  affine.for %i512 = 0 to 256 {
    %v512 = affine.load %buf511[%i512] : memref<256xf32>
    %w512 = arith.addf %v512, %cst : f32
    affine.store %w512, %buf512[%i512] : memref<256xf32>
  }
  %buf513 = memref.alloc() : memref<256xf32>
  affine.for %i513 = 1 to 255 {
    %l513 = affine.load %buf512[%i513 - 1] : memref<256xf32>
    %r513 = affine.load %buf512[%i513 + 1] : memref<256xf32>
    %w513 = arith.mulf %l513, %r513 : f32
    affine.store %w513, %buf513[%i513] : memref<256xf32>
  }
  %buf514 = memref.alloc() : memref<256xf32>
  affine.for %i514 = 0 to 256 {
    %v514 = affine.load %buf513[%i514] : memref<256xf32>
    %w514 = arith.addf %v514, %cst : f32
    affine.store %w514, %buf514[%i514] : memref<256xf32>
  }
  %buf515 = memref.alloc() : memref<256xf32>
  affine.for %i515 = 1 to 255 {
    %l515 = affine.load %buf514[%i515 - 1] : memref<256xf32>
    %r515 = affine.load %buf514[%i515 + 1] : memref<256xf32>
    %w515 = arith.mulf %l515, %r515 : f32
    affine.store %w515, %buf515[%i515] : memref<256xf32>
  }
  %buf516 = memref.alloc() : memref<256xf32>
  affine.for %i516 = 0 to 256 {
    %v516 = affine.load %buf515[%i516] : memref<256xf32>
    %w516 = arith.addf %v516, %cst : f32
    affine.store %w516, %buf516[%i516] : memref<256xf32>
  }
  %buf517 = memref.alloc() : memref<256xf32>
  affine.for %i517 = 1 to 255 {
    %l517 = affine.load %buf516[%i517 - 1] : memref<256xf32>
    %r517 = affine.load %buf516[%i517 + 1] : memref<256xf32>
    %w517 = arith.mulf %l517, %r517 : f32
    affine.store %w517, %buf517[%i517] : memref<256xf32>
  }
  %buf518 = memref.alloc() : memref<256xf32>
  affine.for %i518 = 0 to 256 {
    %v518 = affine.load %buf517[%i518] : memref<256xf32>
    %w518 = arith.addf %v518, %cst : f32
    affine.store %w518, %buf518[%i518] : memref<256xf32>
  }
  %buf519 = memref.alloc() : memref<256xf32>
  affine.for %i519 = 1 to 255 {
    %l519 = affine.load %buf518[%i519 - 1] : memref<256xf32>
    %r519 = affine.load %buf518[%i519 + 1] : memref<256xf32>
    %w519 = arith.mulf %l519, %r519 : f32
    affine.store %w519, %buf519[%i519] : memref<256xf32>
  }
  %buf520 = memref.alloc() : memref<256xf32>
  affine.for %i520 = 0 to 256 {
    %v520 = affine.load %buf519[%i520] : memref<256xf32>
    %w520 = arith.addf %v520, %cst : f32
    affine.store %w520, %buf520[%i520] : memref<256xf32>
  }
  %buf521 = memref.alloc() : memref<256xf32>
  affine.for %i521 = 1 to 255 {
    %l521 = affine.load %buf520[%i521 - 1] : memref<256xf32>
    %r521 = affine.load %buf520[%i521 + 1] : memref<256xf32>
    %w521 = arith.mulf %l521, %r521 : f32
    affine.store %w521, %buf521[%i521] : memref<256xf32>
  }
  %buf522 = memref.alloc() : memref<256xf32>
  affine.for %i522 = 0 to 256 {
    %v522 = affine.load %buf521[%i522] : memref<256xf32>
    %w522 = arith.addf %v522, %cst : f32
    affine.store %w522, %buf522[%i522] : memref<256xf32>
  }
  %buf523 = memref.alloc() : memref<256xf32>
  affine.for %i523 = 1 to 255 {
    %l523 = affine.load %buf522[%i523 - 1] : memref<256xf32>
    %r523 = affine.load %buf522[%i523 + 1] : memref<256xf32>
    %w523 = arith.mulf %l523, %r523 : f32
    affine.store %w523, %buf523[%i523] : memref<256xf32>
  }
  %buf524 = memref.alloc() : memref<256xf32>
  affine.for %i524 = 0 to 256 {
    %v524 = affine.load %buf523[%i524] : memref<256xf32>
    %w524 = arith.addf %v524, %cst : f32
    affine.store %w524, %buf524[%i524] : memref<256xf32>
  }
  %buf525 = memref.alloc() : memref<256xf32>
  affine.for %i525 = 1 to 255 {
    %l525 = affine.load %buf524[%i525 - 1] : memref<256xf32>
    %r525 = affine.load %buf524[%i525 + 1] : memref<256xf32>
    %w525 = arith.mulf %l525, %r525 : f32
    affine.store %w525, %buf525[%i525] : memref<256xf32>
  }
  %buf526 = memref.alloc() : memref<256xf32>
  affine.for %i526 = 0 to 256 {
    %v526 = affine.load %buf525[%i526] : memref<256xf32>
    %w526 = arith.addf %v526, %cst : f32
    affine.store %w526, %buf526[%i526] : memref<256xf32>
  }
  %buf527 = memref.alloc() : memref<256xf32>
  affine.for %i527 = 1 to 255 {
    %l527 = affine.load %buf526[%i527 - 1] : memref<256xf32>
    %r527 = affine.load %buf526[%i527 + 1] : memref<256xf32>
    %w527 = arith.mulf %l527, %r527 : f32
    affine.store %w527, %buf527[%i527] : memref<256xf32>
  }
  %buf528 = memref.alloc() : memref<256xf32>
  affine.for %i528 = 0 to 256 {
    %v528 = affine.load %buf527[%i528] : memref<256xf32>
    %w528 = arith.addf %v528, %cst : f32
    affine.store %w528, %buf528[%i528] : memref<256xf32>
  }
  %buf529 = memref.alloc() : memref<256xf32>
  affine.for %i529 = 1 to 255 {
    %l529 = affine.load %buf528[%i529 - 1] : memref<256xf32>
    %r529 = affine.load %buf528[%i529 + 1] : memref<256xf32>
    %w529 = arith.mulf %l529, %r529 : f32
    affine.store %w529, %buf529[%i529] : memref<256xf32>
  }
  %buf530 = memref.alloc() : memref<256xf32>
  affine.for %i530 = 0 to 256 {
    %v530 = affine.load %buf529[%i530] : memref<256xf32>
    %w530 = arith.addf %v530, %cst : f32
    affine.store %w530, %buf530[%i530] : memref<256xf32>
  }
  %buf531 = memref.alloc() : memref<256xf32>
  affine.for %i531 = 1 to 255 {
    %l531 = affine.load %buf530[%i531 - 1] : memref<256xf32>
    %r531 = affine.load %buf530[%i531 + 1] : memref<256xf32>
    %w531 = arith.mulf %l531, %r531 : f32
    affine.store %w531, %buf531[%i531] : memref<256xf32>
  }
  %buf532 = memref.alloc() : memref<256xf32>
  affine.for %i532 = 0 to 256 {
    %v532 = affine.load %buf531[%i532] : memref<256xf32>
    %w532 = arith.addf %v532, %cst : f32
    affine.store %w532, %buf532[%i532] : memref<256xf32>
  }
  %buf533 = memref.alloc() : memref<256xf32>
  affine.for %i533 = 1 to 255 {
    %l533 = affine.load %buf532[%i533 - 1] : memref<256xf32>
    %r533 = affine.load %buf532[%i533 + 1] : memref<256xf32>
    %w533 = arith.mulf %l533, %r533 : f32
    affine.store %w533, %buf533[%i533] : memref<256xf32>
  }
  %buf534 = memref.alloc() : memref<256xf32>
  affine.for %i534 = 0 to 256 {
    %v534 = affine.load %buf533[%i534] : memref<256xf32>
    %w534 = arith.addf %v534, %cst : f32
    affine.store %w534, %buf534[%i534] : memref<256xf32>
  }
  %buf535 = memref.alloc() : memref<256xf32>
  affine.for %i535 = 1 to 255 {
    %l535 = affine.load %buf534[%i535 - 1] : memref<256xf32>
    %r535 = affine.load %buf534[%i535 + 1] : memref<256xf32>
    %w535 = arith.mulf %l535, %r535 : f32
    affine.store %w535, %buf535[%i535] : memref<256xf32>
  }
  %buf536 = memref.alloc() : memref<256xf32>
  affine.for %i536 = 0 to 256 {
    %v536 = affine.load %buf535[%i536] : memref<256xf32>
    %w536 = arith.addf %v536, %cst : f32
    affine.store %w536, %buf536[%i536] : memref<256xf32>
  }
  %buf537 = memref.alloc() : memref<256xf32>
  affine.for %i537 = 1 to 255 {
    %l537 = affine.load %buf536[%i537 - 1] : memref<256xf32>
    %r537 = affine.load %buf536[%i537 + 1] : memref<256xf32>
    %w537 = arith.mulf %l537, %r537 : f32
    affine.store %w537, %buf537[%i537] : memref<256xf32>
  }
  %buf538 = memref.alloc() : memref<256xf32>
  affine.for %i538 = 0 to 256 {
    %v538 = affine.load %buf537[%i538] : memref<256xf32>
    %w538 = arith.addf %v538, %cst : f32
    affine.store %w538, %buf538[%i538] : memref<256xf32>
  }
  %buf539 = memref.alloc() : memref<256xf32>
  affine.for %i539 = 1 to 255 {
    %l539 = affine.load %buf538[%i539 - 1] : memref<256xf32>
    %r539 = affine.load %buf538[%i539 + 1] : memref<256xf32>
    %w539 = arith.mulf %l539, %r539 : f32
    affine.store %w539, %buf539[%i539] : memref<256xf32>
  }
  %buf540 = memref.alloc() : memref<256xf32>
  affine.for %i540 = 0 to 256 {
    %v540 = affine.load %buf539[%i540] : memref<256xf32>
    %w540 = arith.addf %v540, %cst : f32
    affine.store %w540, %buf540[%i540] : memref<256xf32>
  }
  %buf541 = memref.alloc() : memref<256xf32>
  affine.for %i541 = 1 to 255 {
    %l541 = affine.load %buf540[%i541 - 1] : memref<256xf32>
    %r541 = affine.load %buf540[%i541 + 1] : memref<256xf32>
    %w541 = arith.mulf %l541, %r541 : f32
    affine.store %w541, %buf541[%i541] : memref<256xf32>
  }
  %buf542 = memref.alloc() : memref<256xf32>
  affine.for %i542 = 0 to 256 {
    %v542 = affine.load %buf541[%i542] : memref<256xf32>
    %w542 = arith.addf %v542, %cst : f32
    affine.store %w542, %buf542[%i542] : memref<256xf32>
  }
  %buf543 = memref.alloc() : memref<256xf32>
  affine.for %i543 = 1 to 255 {
    %l543 = affine.load %buf542[%i543 - 1] : memref<256xf32>
    %r543 = affine.load %buf542[%i543 + 1] : memref<256xf32>
    %w543 = arith.mulf %l543, %r543 : f32
    affine.store %w543, %buf543[%i543] : memref<256xf32>
  }
  %buf544 = memref.alloc() : memref<256xf32>
  affine.for %i544 = 0 to 256 {
    %v544 = affine.load %buf543[%i544] : memref<256xf32>
    %w544 = arith.addf %v544, %cst : f32
    affine.store %w544, %buf544[%i544] : memref<256xf32>
  }
  %buf545 = memref.alloc() : memref<256xf32>
  affine.for %i545 = 1 to 255 {
    %l545 = affine.load %buf544[%i545 - 1] : memref<256xf32>
    %r545 = affine.load %buf544[%i545 + 1] : memref<256xf32>
    %w545 = arith.mulf %l545, %r545 : f32
    affine.store %w545, %buf545[%i545] : memref<256xf32>
  }
  %buf546 = memref.alloc() : memref<256xf32>
  affine.for %i546 = 0 to 256 {
    %v546 = affine.load %buf545[%i546] : memref<256xf32>
    %w546 = arith.addf %v546, %cst : f32
    affine.store %w546, %buf546[%i546] : memref<256xf32>
  }
  %buf547 = memref.alloc() : memref<256xf32>
  affine.for %i547 = 1 to 255 {
    %l547 = affine.load %buf546[%i547 - 1] : memref<256xf32>
    %r547 = affine.load %buf546[%i547 + 1] : memref<256xf32>
    %w547 = arith.mulf %l547, %r547 : f32
    affine.store %w547, %buf547[%i547] : memref<256xf32>
  }
  %buf548 = memref.alloc() : memref<256xf32>
  affine.for %i548 = 0 to 256 {
    %v548 = affine.load %buf547[%i548] : memref<256xf32>
    %w548 = arith.addf %v548, %cst : f32
    affine.store %w548, %buf548[%i548] : memref<256xf32>
  }
  %buf549 = memref.alloc() : memref<256xf32>
  affine.for %i549 = 1 to 255 {
    %l549 = affine.load %buf548[%i549 - 1] : memref<256xf32>
    %r549 = affine.load %buf548[%i549 + 1] : memref<256xf32>
    %w549 = arith.mulf %l549, %r549 : f32
    affine.store %w549, %buf549[%i549] : memref<256xf32>
  }
  %buf550 = memref.alloc() : memref<256xf32>
  affine.for %i550 = 0 to 256 {
    %v550 = affine.load %buf549[%i550] : memref<256xf32>
    %w550 = arith.addf %v550, %cst : f32
    affine.store %w550, %buf550[%i550] : memref<256xf32>
  }
  %buf551 = memref.alloc() : memref<256xf32>
  affine.for %i551 = 1 to 255 {
    %l551 = affine.load %buf550[%i551 - 1] : memref<256xf32>
    %r551 = affine.load %buf550[%i551 + 1] : memref<256xf32>
    %w551 = arith.mulf %l551, %r551 : f32
    affine.store %w551, %buf551[%i551] : memref<256xf32>
  }
  %buf552 = memref.alloc() : memref<256xf32>
  affine.for %i552 = 0 to 256 {
    %v552 = affine.load %buf551[%i552] : memref<256xf32>
    %w552 = arith.addf %v552, %cst : f32
    affine.store %w552, %buf552[%i552] : memref<256xf32>
  }
  %buf553 = memref.alloc() : memref<256xf32>
  affine.for %i553 = 1 to 255 {
    %l553 = affine.load %buf552[%i553 - 1] : memref<256xf32>
    %r553 = affine.load %buf552[%i553 + 1] : memref<256xf32>
    %w553 = arith.mulf %l553, %r553 : f32
    affine.store %w553, %buf553[%i553] : memref<256xf32>
  }
  %buf554 = memref.alloc() : memref<256xf32>
  affine.for %i554 = 0 to 256 {
    %v554 = affine.load %buf553[%i554] : memref<256xf32>
    %w554 = arith.addf %v554, %cst : f32
    affine.store %w554, %buf554[%i554] : memref<256xf32>
  }
  %buf555 = memref.alloc() : memref<256xf32>
  affine.for %i555 = 1 to 255 {
    %l555 = affine.load %buf554[%i555 - 1] : memref<256xf32>
    %r555 = affine.load %buf554[%i555 + 1] : memref<256xf32>
    %w555 = arith.mulf %l555, %r555 : f32
    affine.store %w555, %buf555[%i555] : memref<256xf32>
  }
  %buf556 = memref.alloc() : memref<256xf32>
  affine.for %i556 = 0 to 256 {
    %v556 = affine.load %buf555[%i556] : memref<256xf32>
    %w556 = arith.addf %v556, %cst : f32
    affine.store %w556, %buf556[%i556] : memref<256xf32>
  }
  %buf557 = memref.alloc() : memref<256xf32>
  affine.for %i557 = 1 to 255 {
    %l557 = affine.load %buf556[%i557 - 1] : memref<256xf32>
    %r557 = affine.load %buf556[%i557 + 1] : memref<256xf32>
    %w557 = arith.mulf %l557, %r557 : f32
    affine.store %w557, %buf557[%i557] : memref<256xf32>
  }
  %buf558 = memref.alloc() : memref<256xf32>
  affine.for %i558 = 0 to 256 {
    %v558 = affine.load %buf557[%i558] : memref<256xf32>
    %w558 = arith.addf %v558, %cst : f32
    affine.store %w558, %buf558[%i558] : memref<256xf32>
  }
  %buf559 = memref.alloc() : memref<256xf32>
  affine.for %i559 = 1 to 255 {
    %l559 = affine.load %buf558[%i559 - 1] : memref<256xf32>
    %r559 = affine.load %buf558[%i559 + 1] : memref<256xf32>
    %w559 = arith.mulf %l559, %r559 : f32
    affine.store %w559, %buf559[%i559] : memref<256xf32>
  }
  %buf560 = memref.alloc() : memref<256xf32>
  affine.for %i560 = 0 to 256 {
    %v560 = affine.load %buf559[%i560] : memref<256xf32>
    %w560 = arith.addf %v560, %cst : f32
    affine.store %w560, %buf560[%i560] : memref<256xf32>
  }
  %buf561 = memref.alloc() : memref<256xf32>
  affine.for %i561 = 1 to 255 {
    %l561 = affine.load %buf560[%i561 - 1] : memref<256xf32>
    %r561 = affine.load %buf560[%i561 + 1] : memref<256xf32>
    %w561 = arith.mulf %l561, %r561 : f32
    affine.store %w561, %buf561[%i561] : memref<256xf32>
  }
  %buf562 = memref.alloc() : memref<256xf32>
  affine.for %i562 = 0 to 256 {
    %v562 = affine.load %buf561[%i562] : memref<256xf32>
    %w562 = arith.addf %v562, %cst : f32
    affine.store %w562, %buf562[%i562] : memref<256xf32>
  }
  %buf563 = memref.alloc() : memref<256xf32>
  affine.for %i563 = 1 to 255 {
    %l563 = affine.load %buf562[%i563 - 1] : memref<256xf32>
    %r563 = affine.load %buf562[%i563 + 1] : memref<256xf32>
    %w563 = arith.mulf %l563, %r563 : f32
    affine.store %w563, %buf563[%i563] : memref<256xf32>
  }
  %buf564 = memref.alloc() : memref<256xf32>
  affine.for %i564 = 0 to 256 {
    %v564 = affine.load %buf563[%i564] : memref<256xf32>
    %w564 = arith.addf %v564, %cst : f32
    affine.store %w564, %buf564[%i564] : memref<256xf32>
  }
  %buf565 = memref.alloc() : memref<256xf32>
  affine.for %i565 = 1 to 255 {
    %l565 = affine.load %buf564[%i565 - 1] : memref<256xf32>
    %r565 = affine.load %buf564[%i565 + 1] : memref<256xf32>
    %w565 = arith.mulf %l565, %r565 : f32
    affine.store %w565, %buf565[%i565] : memref<256xf32>
  }
  %buf566 = memref.alloc() : memref<256xf32>
  affine.for %i566 = 0 to 256 {
    %v566 = affine.load %buf565[%i566] : memref<256xf32>
    %w566 = arith.addf %v566, %cst : f32
    affine.store %w566, %buf566[%i566] : memref<256xf32>
  }
  %buf567 = memref.alloc() : memref<256xf32>
  affine.for %i567 = 1 to 255 {
    %l567 = affine.load %buf566[%i567 - 1] : memref<256xf32>
    %r567 = affine.load %buf566[%i567 + 1] : memref<256xf32>
    %w567 = arith.mulf %l567, %r567 : f32
    affine.store %w567, %buf567[%i567] : memref<256xf32>
  }
  %buf568 = memref.alloc() : memref<256xf32>
  affine.for %i568 = 0 to 256 {
    %v568 = affine.load %buf567[%i568] : memref<256xf32>
    %w568 = arith.addf %v568, %cst : f32
    affine.store %w568, %buf568[%i568] : memref<256xf32>
  }
  %buf569 = memref.alloc() : memref<256xf32>
  affine.for %i569 = 1 to 255 {
    %l569 = affine.load %buf568[%i569 - 1] : memref<256xf32>
    %r569 = affine.load %buf568[%i569 + 1] : memref<256xf32>
    %w569 = arith.mulf %l569, %r569 : f32
    affine.store %w569, %buf569[%i569] : memref<256xf32>
  }
  %buf570 = memref.alloc() : memref<256xf32>
  affine.for %i570 = 0 to 256 {
    %v570 = affine.load %buf569[%i570] : memref<256xf32>
    %w570 = arith.addf %v570, %cst : f32
    affine.store %w570, %buf570[%i570] : memref<256xf32>
  }
  %buf571 = memref.alloc() : memref<256xf32>
  affine.for %i571 = 1 to 255 {
    %l571 = affine.load %buf570[%i571 - 1] : memref<256xf32>
    %r571 = affine.load %buf570[%i571 + 1] : memref<256xf32>
    %w571 = arith.mulf %l571, %r571 : f32
    affine.store %w571, %buf571[%i571] : memref<256xf32>
  }
  %buf572 = memref.alloc() : memref<256xf32>
  affine.for %i572 = 0 to 256 {
    %v572 = affine.load %buf571[%i572] : memref<256xf32>
    %w572 = arith.addf %v572, %cst : f32
    affine.store %w572, %buf572[%i572] : memref<256xf32>
  }
  %buf573 = memref.alloc() : memref<256xf32>
  affine.for %i573 = 1 to 255 {
    %l573 = affine.load %buf572[%i573 - 1] : memref<256xf32>
    %r573 = affine.load %buf572[%i573 + 1] : memref<256xf32>
    %w573 = arith.mulf %l573, %r573 : f32
    affine.store %w573, %buf573[%i573] : memref<256xf32>
  }
  %buf574 = memref.alloc() : memref<256xf32>
  affine.for %i574 = 0 to 256 {
    %v574 = affine.load %buf573[%i574] : memref<256xf32>
    %w574 = arith.addf %v574, %cst : f32
    affine.store %w574, %buf574[%i574] : memref<256xf32>
  }
  %buf575 = memref.alloc() : memref<256xf32>
  affine.for %i575 = 1 to 255 {
    %l575 = affine.load %buf574[%i575 - 1] : memref<256xf32>
    %r575 = affine.load %buf574[%i575 + 1] : memref<256xf32>
    %w575 = arith.mulf %l575, %r575 : f32
    affine.store %w575, %buf575[%i575] : memref<256xf32>
  }
  %buf576 = memref.alloc() : memref<256xf32>
  affine.for %i576 = 0 to 256 {
    %v576 = affine.load %buf575[%i576] : memref<256xf32>
    %w576 = arith.addf %v576, %cst : f32
    affine.store %w576, %buf576[%i576] : memref<256xf32>
  }
  %buf577 = memref.alloc() : memref<256xf32>
  affine.for %i577 = 1 to 255 {
    %l577 = affine.load %buf576[%i577 - 1] : memref<256xf32>
    %r577 = affine.load %buf576[%i577 + 1] : memref<256xf32>
    %w577 = arith.mulf %l577, %r577 : f32
    affine.store %w577, %buf577[%i577] : memref<256xf32>
  }
  %buf578 = memref.alloc() : memref<256xf32>
  affine.for %i578 = 0 to 256 {
    %v578 = affine.load %buf577[%i578] : memref<256xf32>
    %w578 = arith.addf %v578, %cst : f32
    affine.store %w578, %buf578[%i578] : memref<256xf32>
  }
  %buf579 = memref.alloc() : memref<256xf32>
  affine.for %i579 = 1 to 255 {
    %l579 = affine.load %buf578[%i579 - 1] : memref<256xf32>
    %r579 = affine.load %buf578[%i579 + 1] : memref<256xf32>
    %w579 = arith.mulf %l579, %r579 : f32
    affine.store %w579, %buf579[%i579] : memref<256xf32>
  }
  %buf580 = memref.alloc() : memref<256xf32>
  affine.for %i580 = 0 to 256 {
    %v580 = affine.load %buf579[%i580] : memref<256xf32>
    %w580 = arith.addf %v580, %cst : f32
    affine.store %w580, %buf580[%i580] : memref<256xf32>
  }
  %buf581 = memref.alloc() : memref<256xf32>
  affine.for %i581 = 1 to 255 {
    %l581 = affine.load %buf580[%i581 - 1] : memref<256xf32>
    %r581 = affine.load %buf580[%i581 + 1] : memref<256xf32>
    %w581 = arith.mulf %l581, %r581 : f32
    affine.store %w581, %buf581[%i581] : memref<256xf32>
  }
  %buf582 = memref.alloc() : memref<256xf32>
  affine.for %i582 = 0 to 256 {
    %v582 = affine.load %buf581[%i582] : memref<256xf32>
    %w582 = arith.addf %v582, %cst : f32
    affine.store %w582, %buf582[%i582] : memref<256xf32>
  }
  %buf583 = memref.alloc() : memref<256xf32>
  affine.for %i583 = 1 to 255 {
    %l583 = affine.load %buf582[%i583 - 1] : memref<256xf32>
    %r583 = affine.load %buf582[%i583 + 1] : memref<256xf32>
    %w583 = arith.mulf %l583, %r583 : f32
    affine.store %w583, %buf583[%i583] : memref<256xf32>
  }
  %buf584 = memref.alloc() : memref<256xf32>
  affine.for %i584 = 0 to 256 {
    %v584 = affine.load %buf583[%i584] : memref<256xf32>
    %w584 = arith.addf %v584, %cst : f32
    affine.store %w584, %buf584[%i584] : memref<256xf32>
  }
  %buf585 = memref.alloc() : memref<256xf32>
  affine.for %i585 = 1 to 255 {
    %l585 = affine.load %buf584[%i585 - 1] : memref<256xf32>
    %r585 = affine.load %buf584[%i585 + 1] : memref<256xf32>
    %w585 = arith.mulf %l585, %r585 : f32
    affine.store %w585, %buf585[%i585] : memref<256xf32>
  }
  %buf586 = memref.alloc() : memref<256xf32>
  affine.for %i586 = 0 to 256 {
    %v586 = affine.load %buf585[%i586] : memref<256xf32>
    %w586 = arith.addf %v586, %cst : f32
    affine.store %w586, %buf586[%i586] : memref<256xf32>
  }
  %buf587 = memref.alloc() : memref<256xf32>
  affine.for %i587 = 1 to 255 {
    %l587 = affine.load %buf586[%i587 - 1] : memref<256xf32>
    %r587 = affine.load %buf586[%i587 + 1] : memref<256xf32>
    %w587 = arith.mulf %l587, %r587 : f32
    affine.store %w587, %buf587[%i587] : memref<256xf32>
  }
  %buf588 = memref.alloc() : memref<256xf32>
  affine.for %i588 = 0 to 256 {
    %v588 = affine.load %buf587[%i588] : memref<256xf32>
    %w588 = arith.addf %v588, %cst : f32
    affine.store %w588, %buf588[%i588] : memref<256xf32>
  }
  %buf589 = memref.alloc() : memref<256xf32>
  affine.for %i589 = 1 to 255 {
    %l589 = affine.load %buf588[%i589 - 1] : memref<256xf32>
    %r589 = affine.load %buf588[%i589 + 1] : memref<256xf32>
    %w589 = arith.mulf %l589, %r589 : f32
    affine.store %w589, %buf589[%i589] : memref<256xf32>
  }
  %buf590 = memref.alloc() : memref<256xf32>
  affine.for %i590 = 0 to 256 {
    %v590 = affine.load %buf589[%i590] : memref<256xf32>
    %w590 = arith.addf %v590, %cst : f32
    affine.store %w590, %buf590[%i590] : memref<256xf32>
  }
  %buf591 = memref.alloc() : memref<256xf32>
  affine.for %i591 = 1 to 255 {
    %l591 = affine.load %buf590[%i591 - 1] : memref<256xf32>
    %r591 = affine.load %buf590[%i591 + 1] : memref<256xf32>
    %w591 = arith.mulf %l591, %r591 : f32
    affine.store %w591, %buf591[%i591] : memref<256xf32>
  }
  %buf592 = memref.alloc() : memref<256xf32>
  affine.for %i592 = 0 to 256 {
    %v592 = affine.load %buf591[%i592] : memref<256xf32>
    %w592 = arith.addf %v592, %cst : f32
    affine.store %w592, %buf592[%i592] : memref<256xf32>
  }
  %buf593 = memref.alloc() : memref<256xf32>
  affine.for %i593 = 1 to 255 {
    %l593 = affine.load %buf592[%i593 - 1] : memref<256xf32>
    %r593 = affine.load %buf592[%i593 + 1] : memref<256xf32>
    %w593 = arith.mulf %l593, %r593 : f32
    affine.store %w593, %buf593[%i593] : memref<256xf32>
  }
  %buf594 = memref.alloc() : memref<256xf32>
  affine.for %i594 = 0 to 256 {
    %v594 = affine.load %buf593[%i594] : memref<256xf32>
    %w594 = arith.addf %v594, %cst : f32
    affine.store %w594, %buf594[%i594] : memref<256xf32>
  }
  %buf595 = memref.alloc() : memref<256xf32>
  affine.for %i595 = 1 to 255 {
    %l595 = affine.load %buf594[%i595 - 1] : memref<256xf32>
    %r595 = affine.load %buf594[%i595 + 1] : memref<256xf32>
    %w595 = arith.mulf %l595, %r595 : f32
    affine.store %w595, %buf595[%i595] : memref<256xf32>
  }
  %buf596 = memref.alloc() : memref<256xf32>
  affine.for %i596 = 0 to 256 {
    %v596 = affine.load %buf595[%i596] : memref<256xf32>
    %w596 = arith.addf %v596, %cst : f32
    affine.store %w596, %buf596[%i596] : memref<256xf32>
  }
  %buf597 = memref.alloc() : memref<256xf32>
  affine.for %i597 = 1 to 255 {
    %l597 = affine.load %buf596[%i597 - 1] : memref<256xf32>
    %r597 = affine.load %buf596[%i597 + 1] : memref<256xf32>
    %w597 = arith.mulf %l597, %r597 : f32
    affine.store %w597, %buf597[%i597] : memref<256xf32>
  }
  %buf598 = memref.alloc() : memref<256xf32>
  affine.for %i598 = 0 to 256 {
    %v598 = affine.load %buf597[%i598] : memref<256xf32>
    %w598 = arith.addf %v598, %cst : f32
    affine.store %w598, %buf598[%i598] : memref<256xf32>
  }
  %buf599 = memref.alloc() : memref<256xf32>
  affine.for %i599 = 1 to 255 {
    %l599 = affine.load %buf598[%i599 - 1] : memref<256xf32>
    %r599 = affine.load %buf598[%i599 + 1] : memref<256xf32>
    %w599 = arith.mulf %l599, %r599 : f32
    affine.store %w599, %buf599[%i599] : memref<256xf32>
  }
  %buf600 = memref.alloc() : memref<256xf32>
  affine.for %i600 = 0 to 256 {
    %v600 = affine.load %buf599[%i600] : memref<256xf32>
    %w600 = arith.addf %v600, %cst : f32
    affine.store %w600, %buf600[%i600] : memref<256xf32>
  }
  %buf601 = memref.alloc() : memref<256xf32>
  affine.for %i601 = 1 to 255 {
    %l601 = affine.load %buf600[%i601 - 1] : memref<256xf32>
    %r601 = affine.load %buf600[%i601 + 1] : memref<256xf32>
    %w601 = arith.mulf %l601, %r601 : f32
    affine.store %w601, %buf601[%i601] : memref<256xf32>
  }
  %buf602 = memref.alloc() : memref<256xf32>
  affine.for %i602 = 0 to 256 {
    %v602 = affine.load %buf601[%i602] : memref<256xf32>
    %w602 = arith.addf %v602, %cst : f32
    affine.store %w602, %buf602[%i602] : memref<256xf32>
  }
  %buf603 = memref.alloc() : memref<256xf32>
  affine.for %i603 = 1 to 255 {
    %l603 = affine.load %buf602[%i603 - 1] : memref<256xf32>
    %r603 = affine.load %buf602[%i603 + 1] : memref<256xf32>
    %w603 = arith.mulf %l603, %r603 : f32
    affine.store %w603, %buf603[%i603] : memref<256xf32>
  }
  %buf604 = memref.alloc() : memref<256xf32>
  affine.for %i604 = 0 to 256 {
    %v604 = affine.load %buf603[%i604] : memref<256xf32>
    %w604 = arith.addf %v604, %cst : f32
    affine.store %w604, %buf604[%i604] : memref<256xf32>
  }
  %buf605 = memref.alloc() : memref<256xf32>
  affine.for %i605 = 1 to 255 {
    %l605 = affine.load %buf604[%i605 - 1] : memref<256xf32>
    %r605 = affine.load %buf604[%i605 + 1] : memref<256xf32>
    %w605 = arith.mulf %l605, %r605 : f32
    affine.store %w605, %buf605[%i605] : memref<256xf32>
  }
  %buf606 = memref.alloc() : memref<256xf32>
  affine.for %i606 = 0 to 256 {
    %v606 = affine.load %buf605[%i606] : memref<256xf32>
    %w606 = arith.addf %v606, %cst : f32
    affine.store %w606, %buf606[%i606] : memref<256xf32>
  }
  %buf607 = memref.alloc() : memref<256xf32>
  affine.for %i607 = 1 to 255 {
    %l607 = affine.load %buf606[%i607 - 1] : memref<256xf32>
    %r607 = affine.load %buf606[%i607 + 1] : memref<256xf32>
    %w607 = arith.mulf %l607, %r607 : f32
    affine.store %w607, %buf607[%i607] : memref<256xf32>
  }
  %buf608 = memref.alloc() : memref<256xf32>
  affine.for %i608 = 0 to 256 {
    %v608 = affine.load %buf607[%i608] : memref<256xf32>
    %w608 = arith.addf %v608, %cst : f32
    affine.store %w608, %buf608[%i608] : memref<256xf32>
  }
  %buf609 = memref.alloc() : memref<256xf32>
  affine.for %i609 = 1 to 255 {
    %l609 = affine.load %buf608[%i609 - 1] : memref<256xf32>
    %r609 = affine.load %buf608[%i609 + 1] : memref<256xf32>
    %w609 = arith.mulf %l609, %r609 : f32
    affine.store %w609, %buf609[%i609] : memref<256xf32>
  }
  %buf610 = memref.alloc() : memref<256xf32>
  affine.for %i610 = 0 to 256 {
    %v610 = affine.load %buf609[%i610] : memref<256xf32>
    %w610 = arith.addf %v610, %cst : f32
    affine.store %w610, %buf610[%i610] : memref<256xf32>
  }
  %buf611 = memref.alloc() : memref<256xf32>
  affine.for %i611 = 1 to 255 {
    %l611 = affine.load %buf610[%i611 - 1] : memref<256xf32>
    %r611 = affine.load %buf610[%i611 + 1] : memref<256xf32>
    %w611 = arith.mulf %l611, %r611 : f32
    affine.store %w611, %buf611[%i611] : memref<256xf32>
  }
  %buf612 = memref.alloc() : memref<256xf32>
  affine.for %i612 = 0 to 256 {
    %v612 = affine.load %buf611[%i612] : memref<256xf32>
    %w612 = arith.addf %v612, %cst : f32
    affine.store %w612, %buf612[%i612] : memref<256xf32>
  }
  %buf613 = memref.alloc() : memref<256xf32>
  affine.for %i613 = 1 to 255 {
    %l613 = affine.load %buf612[%i613 - 1] : memref<256xf32>
    %r613 = affine.load %buf612[%i613 + 1] : memref<256xf32>
    %w613 = arith.mulf %l613, %r613 : f32
    affine.store %w613, %buf613[%i613] : memref<256xf32>
  }
  %buf614 = memref.alloc() : memref<256xf32>
  affine.for %i614 = 0 to 256 {
    %v614 = affine.load %buf613[%i614] : memref<256xf32>
    %w614 = arith.addf %v614, %cst : f32
    affine.store %w614, %buf614[%i614] : memref<256xf32>
  }
  %buf615 = memref.alloc() : memref<256xf32>
  affine.for %i615 = 1 to 255 {
    %l615 = affine.load %buf614[%i615 - 1] : memref<256xf32>
    %r615 = affine.load %buf614[%i615 + 1] : memref<256xf32>
    %w615 = arith.mulf %l615, %r615 : f32
    affine.store %w615, %buf615[%i615] : memref<256xf32>
  }
  %buf616 = memref.alloc() : memref<256xf32>
  affine.for %i616 = 0 to 256 {
    %v616 = affine.load %buf615[%i616] : memref<256xf32>
    %w616 = arith.addf %v616, %cst : f32
    affine.store %w616, %buf616[%i616] : memref<256xf32>
  }
  %buf617 = memref.alloc() : memref<256xf32>
  affine.for %i617 = 1 to 255 {
    %l617 = affine.load %buf616[%i617 - 1] : memref<256xf32>
    %r617 = affine.load %buf616[%i617 + 1] : memref<256xf32>
    %w617 = arith.mulf %l617, %r617 : f32
    affine.store %w617, %buf617[%i617] : memref<256xf32>
  }
  %buf618 = memref.alloc() : memref<256xf32>
  affine.for %i618 = 0 to 256 {
    %v618 = affine.load %buf617[%i618] : memref<256xf32>
    %w618 = arith.addf %v618, %cst : f32
    affine.store %w618, %buf618[%i618] : memref<256xf32>
  }
  %buf619 = memref.alloc() : memref<256xf32>
  affine.for %i619 = 1 to 255 {
    %l619 = affine.load %buf618[%i619 - 1] : memref<256xf32>
    %r619 = affine.load %buf618[%i619 + 1] : memref<256xf32>
    %w619 = arith.mulf %l619, %r619 : f32
    affine.store %w619, %buf619[%i619] : memref<256xf32>
  }
  %buf620 = memref.alloc() : memref<256xf32>
  affine.for %i620 = 0 to 256 {
    %v620 = affine.load %buf619[%i620] : memref<256xf32>
    %w620 = arith.addf %v620, %cst : f32
    affine.store %w620, %buf620[%i620] : memref<256xf32>
  }
  %buf621 = memref.alloc() : memref<256xf32>
  affine.for %i621 = 1 to 255 {
    %l621 = affine.load %buf620[%i621 - 1] : memref<256xf32>
    %r621 = affine.load %buf620[%i621 + 1] : memref<256xf32>
    %w621 = arith.mulf %l621, %r621 : f32
    affine.store %w621, %buf621[%i621] : memref<256xf32>
  }
  %buf622 = memref.alloc() : memref<256xf32>
  affine.for %i622 = 0 to 256 {
    %v622 = affine.load %buf621[%i622] : memref<256xf32>
    %w622 = arith.addf %v622, %cst : f32
    affine.store %w622, %buf622[%i622] : memref<256xf32>
  }
  %buf623 = memref.alloc() : memref<256xf32>
  affine.for %i623 = 1 to 255 {
    %l623 = affine.load %buf622[%i623 - 1] : memref<256xf32>
    %r623 = affine.load %buf622[%i623 + 1] : memref<256xf32>
    %w623 = arith.mulf %l623, %r623 : f32
    affine.store %w623, %buf623[%i623] : memref<256xf32>
  }
  %buf624 = memref.alloc() : memref<256xf32>
  affine.for %i624 = 0 to 256 {
    %v624 = affine.load %buf623[%i624] : memref<256xf32>
    %w624 = arith.addf %v624, %cst : f32
    affine.store %w624, %buf624[%i624] : memref<256xf32>
  }
  %buf625 = memref.alloc() : memref<256xf32>
  affine.for %i625 = 1 to 255 {
    %l625 = affine.load %buf624[%i625 - 1] : memref<256xf32>
    %r625 = affine.load %buf624[%i625 + 1] : memref<256xf32>
    %w625 = arith.mulf %l625, %r625 : f32
    affine.store %w625, %buf625[%i625] : memref<256xf32>
  }
  %buf626 = memref.alloc() : memref<256xf32>
  affine.for %i626 = 0 to 256 {
    %v626 = affine.load %buf625[%i626] : memref<256xf32>
    %w626 = arith.addf %v626, %cst : f32
    affine.store %w626, %buf626[%i626] : memref<256xf32>
  }
  %buf627 = memref.alloc() : memref<256xf32>
  affine.for %i627 = 1 to 255 {
    %l627 = affine.load %buf626[%i627 - 1] : memref<256xf32>
    %r627 = affine.load %buf626[%i627 + 1] : memref<256xf32>
    %w627 = arith.mulf %l627, %r627 : f32
    affine.store %w627, %buf627[%i627] : memref<256xf32>
  }
  %buf628 = memref.alloc() : memref<256xf32>
  affine.for %i628 = 0 to 256 {
    %v628 = affine.load %buf627[%i628] : memref<256xf32>
    %w628 = arith.addf %v628, %cst : f32
    affine.store %w628, %buf628[%i628] : memref<256xf32>
  }
  %buf629 = memref.alloc() : memref<256xf32>
  affine.for %i629 = 1 to 255 {
    %l629 = affine.load %buf628[%i629 - 1] : memref<256xf32>
    %r629 = affine.load %buf628[%i629 + 1] : memref<256xf32>
    %w629 = arith.mulf %l629, %r629 : f32
    affine.store %w629, %buf629[%i629] : memref<256xf32>
  }
  %buf630 = memref.alloc() : memref<256xf32>
  affine.for %i630 = 0 to 256 {
    %v630 = affine.load %buf629[%i630] : memref<256xf32>
    %w630 = arith.addf %v630, %cst : f32
    affine.store %w630, %buf630[%i630] : memref<256xf32>
  }
  %buf631 = memref.alloc() : memref<256xf32>
  affine.for %i631 = 1 to 255 {
    %l631 = affine.load %buf630[%i631 - 1] : memref<256xf32>
    %r631 = affine.load %buf630[%i631 + 1] : memref<256xf32>
    %w631 = arith.mulf %l631, %r631 : f32
    affine.store %w631, %buf631[%i631] : memref<256xf32>
  }
  %buf632 = memref.alloc() : memref<256xf32>
  affine.for %i632 = 0 to 256 {
    %v632 = affine.load %buf631[%i632] : memref<256xf32>
    %w632 = arith.addf %v632, %cst : f32
    affine.store %w632, %buf632[%i632] : memref<256xf32>
  }
  %buf633 = memref.alloc() : memref<256xf32>
  affine.for %i633 = 1 to 255 {
    %l633 = affine.load %buf632[%i633 - 1] : memref<256xf32>
    %r633 = affine.load %buf632[%i633 + 1] : memref<256xf32>
    %w633 = arith.mulf %l633, %r633 : f32
    affine.store %w633, %buf633[%i633] : memref<256xf32>
  }
  %buf634 = memref.alloc() : memref<256xf32>
  affine.for %i634 = 0 to 256 {
    %v634 = affine.load %buf633[%i634] : memref<256xf32>
    %w634 = arith.addf %v634, %cst : f32
    affine.store %w634, %buf634[%i634] : memref<256xf32>
  }
  %buf635 = memref.alloc() : memref<256xf32>
  affine.for %i635 = 1 to 255 {
    %l635 = affine.load %buf634[%i635 - 1] : memref<256xf32>
    %r635 = affine.load %buf634[%i635 + 1] : memref<256xf32>
    %w635 = arith.mulf %l635, %r635 : f32
    affine.store %w635, %buf635[%i635] : memref<256xf32>
  }
  %buf636 = memref.alloc() : memref<256xf32>
  affine.for %i636 = 0 to 256 {
    %v636 = affine.load %buf635[%i636] : memref<256xf32>
    %w636 = arith.addf %v636, %cst : f32
    affine.store %w636, %buf636[%i636] : memref<256xf32>
  }
  %buf637 = memref.alloc() : memref<256xf32>
  affine.for %i637 = 1 to 255 {
    %l637 = affine.load %buf636[%i637 - 1] : memref<256xf32>
    %r637 = affine.load %buf636[%i637 + 1] : memref<256xf32>
    %w637 = arith.mulf %l637, %r637 : f32
    affine.store %w637, %buf637[%i637] : memref<256xf32>
  }
  %buf638 = memref.alloc() : memref<256xf32>
  affine.for %i638 = 0 to 256 {
    %v638 = affine.load %buf637[%i638] : memref<256xf32>
    %w638 = arith.addf %v638, %cst : f32
    affine.store %w638, %buf638[%i638] : memref<256xf32>
  }
  %buf639 = memref.alloc() : memref<256xf32>
  affine.for %i639 = 1 to 255 {
    %l639 = affine.load %buf638[%i639 - 1] : memref<256xf32>
    %r639 = affine.load %buf638[%i639 + 1] : memref<256xf32>
    %w639 = arith.mulf %l639, %r639 : f32
    affine.store %w639, %buf639[%i639] : memref<256xf32>
  }
  %buf640 = memref.alloc() : memref<256xf32>
  affine.for %i640 = 0 to 256 {
    %v640 = affine.load %buf639[%i640] : memref<256xf32>
    %w640 = arith.addf %v640, %cst : f32
    affine.store %w640, %buf640[%i640] : memref<256xf32>
  }
  %buf641 = memref.alloc() : memref<256xf32>
  affine.for %i641 = 1 to 255 {
    %l641 = affine.load %buf640[%i641 - 1] : memref<256xf32>
    %r641 = affine.load %buf640[%i641 + 1] : memref<256xf32>
    %w641 = arith.mulf %l641, %r641 : f32
    affine.store %w641, %buf641[%i641] : memref<256xf32>
  }
  %buf642 = memref.alloc() : memref<256xf32>
  affine.for %i642 = 0 to 256 {
    %v642 = affine.load %buf641[%i642] : memref<256xf32>
    %w642 = arith.addf %v642, %cst : f32
    affine.store %w642, %buf642[%i642] : memref<256xf32>
  }
  %buf643 = memref.alloc() : memref<256xf32>
  affine.for %i643 = 1 to 255 {
    %l643 = affine.load %buf642[%i643 - 1] : memref<256xf32>
    %r643 = affine.load %buf642[%i643 + 1] : memref<256xf32>
    %w643 = arith.mulf %l643, %r643 : f32
    affine.store %w643, %buf643[%i643] : memref<256xf32>
  }
  %buf644 = memref.alloc() : memref<256xf32>
  affine.for %i644 = 0 to 256 {
    %v644 = affine.load %buf643[%i644] : memref<256xf32>
    %w644 = arith.addf %v644, %cst : f32
    affine.store %w644, %buf644[%i644] : memref<256xf32>
  }
  %buf645 = memref.alloc() : memref<256xf32>
  affine.for %i645 = 1 to 255 {
    %l645 = affine.load %buf644[%i645 - 1] : memref<256xf32>
    %r645 = affine.load %buf644[%i645 + 1] : memref<256xf32>
    %w645 = arith.mulf %l645, %r645 : f32
    affine.store %w645, %buf645[%i645] : memref<256xf32>
  }
  %buf646 = memref.alloc() : memref<256xf32>
  affine.for %i646 = 0 to 256 {
    %v646 = affine.load %buf645[%i646] : memref<256xf32>
    %w646 = arith.addf %v646, %cst : f32
    affine.store %w646, %buf646[%i646] : memref<256xf32>
  }
  %buf647 = memref.alloc() : memref<256xf32>
  affine.for %i647 = 1 to 255 {
    %l647 = affine.load %buf646[%i647 - 1] : memref<256xf32>
    %r647 = affine.load %buf646[%i647 + 1] : memref<256xf32>
    %w647 = arith.mulf %l647, %r647 : f32
    affine.store %w647, %buf647[%i647] : memref<256xf32>
  }
  %buf648 = memref.alloc() : memref<256xf32>
  affine.for %i648 = 0 to 256 {
    %v648 = affine.load %buf647[%i648] : memref<256xf32>
    %w648 = arith.addf %v648, %cst : f32
    affine.store %w648, %buf648[%i648] : memref<256xf32>
  }
  %buf649 = memref.alloc() : memref<256xf32>
  affine.for %i649 = 1 to 255 {
    %l649 = affine.load %buf648[%i649 - 1] : memref<256xf32>
    %r649 = affine.load %buf648[%i649 + 1] : memref<256xf32>
    %w649 = arith.mulf %l649, %r649 : f32
    affine.store %w649, %buf649[%i649] : memref<256xf32>
  }
  %buf650 = memref.alloc() : memref<256xf32>
  affine.for %i650 = 0 to 256 {
    %v650 = affine.load %buf649[%i650] : memref<256xf32>
    %w650 = arith.addf %v650, %cst : f32
    affine.store %w650, %buf650[%i650] : memref<256xf32>
  }
  %buf651 = memref.alloc() : memref<256xf32>
  affine.for %i651 = 1 to 255 {
    %l651 = affine.load %buf650[%i651 - 1] : memref<256xf32>
    %r651 = affine.load %buf650[%i651 + 1] : memref<256xf32>
    %w651 = arith.mulf %l651, %r651 : f32
    affine.store %w651, %buf651[%i651] : memref<256xf32>
  }
  %buf652 = memref.alloc() : memref<256xf32>
  affine.for %i652 = 0 to 256 {
    %v652 = affine.load %buf651[%i652] : memref<256xf32>
    %w652 = arith.addf %v652, %cst : f32
    affine.store %w652, %buf652[%i652] : memref<256xf32>
  }
  %buf653 = memref.alloc() : memref<256xf32>
  affine.for %i653 = 1 to 255 {
    %l653 = affine.load %buf652[%i653 - 1] : memref<256xf32>
    %r653 = affine.load %buf652[%i653 + 1] : memref<256xf32>
    %w653 = arith.mulf %l653, %r653 : f32
    affine.store %w653, %buf653[%i653] : memref<256xf32>
  }
  %buf654 = memref.alloc() : memref<256xf32>
  affine.for %i654 = 0 to 256 {
    %v654 = affine.load %buf653[%i654] : memref<256xf32>
    %w654 = arith.addf %v654, %cst : f32
    affine.store %w654, %buf654[%i654] : memref<256xf32>
  }
  %buf655 = memref.alloc() : memref<256xf32>
  affine.for %i655 = 1 to 255 {
    %l655 = affine.load %buf654[%i655 - 1] : memref<256xf32>
    %r655 = affine.load %buf654[%i655 + 1] : memref<256xf32>
    %w655 = arith.mulf %l655, %r655 : f32
    affine.store %w655, %buf655[%i655] : memref<256xf32>
  }
  %buf656 = memref.alloc() : memref<256xf32>
  affine.for %i656 = 0 to 256 {
    %v656 = affine.load %buf655[%i656] : memref<256xf32>
    %w656 = arith.addf %v656, %cst : f32
    affine.store %w656, %buf656[%i656] : memref<256xf32>
  }
  %buf657 = memref.alloc() : memref<256xf32>
  affine.for %i657 = 1 to 255 {
    %l657 = affine.load %buf656[%i657 - 1] : memref<256xf32>
    %r657 = affine.load %buf656[%i657 + 1] : memref<256xf32>
    %w657 = arith.mulf %l657, %r657 : f32
    affine.store %w657, %buf657[%i657] : memref<256xf32>
  }
  %buf658 = memref.alloc() : memref<256xf32>
  affine.for %i658 = 0 to 256 {
    %v658 = affine.load %buf657[%i658] : memref<256xf32>
    %w658 = arith.addf %v658, %cst : f32
    affine.store %w658, %buf658[%i658] : memref<256xf32>
  }
  %buf659 = memref.alloc() : memref<256xf32>
  affine.for %i659 = 1 to 255 {
    %l659 = affine.load %buf658[%i659 - 1] : memref<256xf32>
    %r659 = affine.load %buf658[%i659 + 1] : memref<256xf32>
    %w659 = arith.mulf %l659, %r659 : f32
    affine.store %w659, %buf659[%i659] : memref<256xf32>
  }
  %buf660 = memref.alloc() : memref<256xf32>
  affine.for %i660 = 0 to 256 {
    %v660 = affine.load %buf659[%i660] : memref<256xf32>
    %w660 = arith.addf %v660, %cst : f32
    affine.store %w660, %buf660[%i660] : memref<256xf32>
  }
  %buf661 = memref.alloc() : memref<256xf32>
  affine.for %i661 = 1 to 255 {
    %l661 = affine.load %buf660[%i661 - 1] : memref<256xf32>
    %r661 = affine.load %buf660[%i661 + 1] : memref<256xf32>
    %w661 = arith.mulf %l661, %r661 : f32
    affine.store %w661, %buf661[%i661] : memref<256xf32>
  }
  %buf662 = memref.alloc() : memref<256xf32>
  affine.for %i662 = 0 to 256 {
    %v662 = affine.load %buf661[%i662] : memref<256xf32>
    %w662 = arith.addf %v662, %cst : f32
    affine.store %w662, %buf662[%i662] : memref<256xf32>
  }
  %buf663 = memref.alloc() : memref<256xf32>
  affine.for %i663 = 1 to 255 {
    %l663 = affine.load %buf662[%i663 - 1] : memref<256xf32>
    %r663 = affine.load %buf662[%i663 + 1] : memref<256xf32>
    %w663 = arith.mulf %l663, %r663 : f32
    affine.store %w663, %buf663[%i663] : memref<256xf32>
  }
  %buf664 = memref.alloc() : memref<256xf32>
  affine.for %i664 = 0 to 256 {
    %v664 = affine.load %buf663[%i664] : memref<256xf32>
    %w664 = arith.addf %v664, %cst : f32
    affine.store %w664, %buf664[%i664] : memref<256xf32>
  }
  %buf665 = memref.alloc() : memref<256xf32>
  affine.for %i665 = 1 to 255 {
    %l665 = affine.load %buf664[%i665 - 1] : memref<256xf32>
    %r665 = affine.load %buf664[%i665 + 1] : memref<256xf32>
    %w665 = arith.mulf %l665, %r665 : f32
    affine.store %w665, %buf665[%i665] : memref<256xf32>
  }
  %buf666 = memref.alloc() : memref<256xf32>
  affine.for %i666 = 0 to 256 {
    %v666 = affine.load %buf665[%i666] : memref<256xf32>
    %w666 = arith.addf %v666, %cst : f32
    affine.store %w666, %buf666[%i666] : memref<256xf32>
  }
  %buf667 = memref.alloc() : memref<256xf32>
  affine.for %i667 = 1 to 255 {
    %l667 = affine.load %buf666[%i667 - 1] : memref<256xf32>
    %r667 = affine.load %buf666[%i667 + 1] : memref<256xf32>
    %w667 = arith.mulf %l667, %r667 : f32
    affine.store %w667, %buf667[%i667] : memref<256xf32>
  }
  %buf668 = memref.alloc() : memref<256xf32>
  affine.for %i668 = 0 to 256 {
    %v668 = affine.load %buf667[%i668] : memref<256xf32>
    %w668 = arith.addf %v668, %cst : f32
    affine.store %w668, %buf668[%i668] : memref<256xf32>
  }
  %buf669 = memref.alloc() : memref<256xf32>
  affine.for %i669 = 1 to 255 {
    %l669 = affine.load %buf668[%i669 - 1] : memref<256xf32>
    %r669 = affine.load %buf668[%i669 + 1] : memref<256xf32>
    %w669 = arith.mulf %l669, %r669 : f32
    affine.store %w669, %buf669[%i669] : memref<256xf32>
  }
  %buf670 = memref.alloc() : memref<256xf32>
  affine.for %i670 = 0 to 256 {
    %v670 = affine.load %buf669[%i670] : memref<256xf32>
    %w670 = arith.addf %v670, %cst : f32
    affine.store %w670, %buf670[%i670] : memref<256xf32>
  }
  %buf671 = memref.alloc() : memref<256xf32>
  affine.for %i671 = 1 to 255 {
    %l671 = affine.load %buf670[%i671 - 1] : memref<256xf32>
    %r671 = affine.load %buf670[%i671 + 1] : memref<256xf32>
    %w671 = arith.mulf %l671, %r671 : f32
    affine.store %w671, %buf671[%i671] : memref<256xf32>
  }
  %buf672 = memref.alloc() : memref<256xf32>
  affine.for %i672 = 0 to 256 {
    %v672 = affine.load %buf671[%i672] : memref<256xf32>
    %w672 = arith.addf %v672, %cst : f32
    affine.store %w672, %buf672[%i672] : memref<256xf32>
  }
  %buf673 = memref.alloc() : memref<256xf32>
  affine.for %i673 = 1 to 255 {
    %l673 = affine.load %buf672[%i673 - 1] : memref<256xf32>
    %r673 = affine.load %buf672[%i673 + 1] : memref<256xf32>
    %w673 = arith.mulf %l673, %r673 : f32
    affine.store %w673, %buf673[%i673] : memref<256xf32>
  }
  %buf674 = memref.alloc() : memref<256xf32>
  affine.for %i674 = 0 to 256 {
    %v674 = affine.load %buf673[%i674] : memref<256xf32>
    %w674 = arith.addf %v674, %cst : f32
    affine.store %w674, %buf674[%i674] : memref<256xf32>
  }
  %buf675 = memref.alloc() : memref<256xf32>
  affine.for %i675 = 1 to 255 {
    %l675 = affine.load %buf674[%i675 - 1] : memref<256xf32>
    %r675 = affine.load %buf674[%i675 + 1] : memref<256xf32>
    %w675 = arith.mulf %l675, %r675 : f32
    affine.store %w675, %buf675[%i675] : memref<256xf32>
  }
  %buf676 = memref.alloc() : memref<256xf32>
  affine.for %i676 = 0 to 256 {
    %v676 = affine.load %buf675[%i676] : memref<256xf32>
    %w676 = arith.addf %v676, %cst : f32
    affine.store %w676, %buf676[%i676] : memref<256xf32>
  }
  %buf677 = memref.alloc() : memref<256xf32>
  affine.for %i677 = 1 to 255 {
    %l677 = affine.load %buf676[%i677 - 1] : memref<256xf32>
    %r677 = affine.load %buf676[%i677 + 1] : memref<256xf32>
    %w677 = arith.mulf %l677, %r677 : f32
    affine.store %w677, %buf677[%i677] : memref<256xf32>
  }
  %buf678 = memref.alloc() : memref<256xf32>
  affine.for %i678 = 0 to 256 {
    %v678 = affine.load %buf677[%i678] : memref<256xf32>
    %w678 = arith.addf %v678, %cst : f32
    affine.store %w678, %buf678[%i678] : memref<256xf32>
  }
  %buf679 = memref.alloc() : memref<256xf32>
  affine.for %i679 = 1 to 255 {
    %l679 = affine.load %buf678[%i679 - 1] : memref<256xf32>
    %r679 = affine.load %buf678[%i679 + 1] : memref<256xf32>
    %w679 = arith.mulf %l679, %r679 : f32
    affine.store %w679, %buf679[%i679] : memref<256xf32>
  }
  %buf680 = memref.alloc() : memref<256xf32>
  affine.for %i680 = 0 to 256 {
    %v680 = affine.load %buf679[%i680] : memref<256xf32>
    %w680 = arith.addf %v680, %cst : f32
    affine.store %w680, %buf680[%i680] : memref<256xf32>
  }
  %buf681 = memref.alloc() : memref<256xf32>
  affine.for %i681 = 1 to 255 {
    %l681 = affine.load %buf680[%i681 - 1] : memref<256xf32>
    %r681 = affine.load %buf680[%i681 + 1] : memref<256xf32>
    %w681 = arith.mulf %l681, %r681 : f32
    affine.store %w681, %buf681[%i681] : memref<256xf32>
  }
  %buf682 = memref.alloc() : memref<256xf32>
  affine.for %i682 = 0 to 256 {
    %v682 = affine.load %buf681[%i682] : memref<256xf32>
    %w682 = arith.addf %v682, %cst : f32
    affine.store %w682, %buf682[%i682] : memref<256xf32>
  }
  %buf683 = memref.alloc() : memref<256xf32>
  affine.for %i683 = 1 to 255 {
    %l683 = affine.load %buf682[%i683 - 1] : memref<256xf32>
    %r683 = affine.load %buf682[%i683 + 1] : memref<256xf32>
    %w683 = arith.mulf %l683, %r683 : f32
    affine.store %w683, %buf683[%i683] : memref<256xf32>
  }
  %buf684 = memref.alloc() : memref<256xf32>
  affine.for %i684 = 0 to 256 {
    %v684 = affine.load %buf683[%i684] : memref<256xf32>
    %w684 = arith.addf %v684, %cst : f32
    affine.store %w684, %buf684[%i684] : memref<256xf32>
  }
  %buf685 = memref.alloc() : memref<256xf32>
  affine.for %i685 = 1 to 255 {
    %l685 = affine.load %buf684[%i685 - 1] : memref<256xf32>
    %r685 = affine.load %buf684[%i685 + 1] : memref<256xf32>
    %w685 = arith.mulf %l685, %r685 : f32
    affine.store %w685, %buf685[%i685] : memref<256xf32>
  }
  %buf686 = memref.alloc() : memref<256xf32>
  affine.for %i686 = 0 to 256 {
    %v686 = affine.load %buf685[%i686] : memref<256xf32>
    %w686 = arith.addf %v686, %cst : f32
    affine.store %w686, %buf686[%i686] : memref<256xf32>
  }
  %buf687 = memref.alloc() : memref<256xf32>
  affine.for %i687 = 1 to 255 {
    %l687 = affine.load %buf686[%i687 - 1] : memref<256xf32>
    %r687 = affine.load %buf686[%i687 + 1] : memref<256xf32>
    %w687 = arith.mulf %l687, %r687 : f32
    affine.store %w687, %buf687[%i687] : memref<256xf32>
  }
  %buf688 = memref.alloc() : memref<256xf32>
  affine.for %i688 = 0 to 256 {
    %v688 = affine.load %buf687[%i688] : memref<256xf32>
    %w688 = arith.addf %v688, %cst : f32
    affine.store %w688, %buf688[%i688] : memref<256xf32>
  }
  %buf689 = memref.alloc() : memref<256xf32>
  affine.for %i689 = 1 to 255 {
    %l689 = affine.load %buf688[%i689 - 1] : memref<256xf32>
    %r689 = affine.load %buf688[%i689 + 1] : memref<256xf32>
    %w689 = arith.mulf %l689, %r689 : f32
    affine.store %w689, %buf689[%i689] : memref<256xf32>
  }
  %buf690 = memref.alloc() : memref<256xf32>
  affine.for %i690 = 0 to 256 {
    %v690 = affine.load %buf689[%i690] : memref<256xf32>
    %w690 = arith.addf %v690, %cst : f32
    affine.store %w690, %buf690[%i690] : memref<256xf32>
  }
  %buf691 = memref.alloc() : memref<256xf32>
  affine.for %i691 = 1 to 255 {
    %l691 = affine.load %buf690[%i691 - 1] : memref<256xf32>
    %r691 = affine.load %buf690[%i691 + 1] : memref<256xf32>
    %w691 = arith.mulf %l691, %r691 : f32
    affine.store %w691, %buf691[%i691] : memref<256xf32>
  }
  %buf692 = memref.alloc() : memref<256xf32>
  affine.for %i692 = 0 to 256 {
    %v692 = affine.load %buf691[%i692] : memref<256xf32>
    %w692 = arith.addf %v692, %cst : f32
    affine.store %w692, %buf692[%i692] : memref<256xf32>
  }
  %buf693 = memref.alloc() : memref<256xf32>
  affine.for %i693 = 1 to 255 {
    %l693 = affine.load %buf692[%i693 - 1] : memref<256xf32>
    %r693 = affine.load %buf692[%i693 + 1] : memref<256xf32>
    %w693 = arith.mulf %l693, %r693 : f32
    affine.store %w693, %buf693[%i693] : memref<256xf32>
  }
  %buf694 = memref.alloc() : memref<256xf32>
  affine.for %i694 = 0 to 256 {
    %v694 = affine.load %buf693[%i694] : memref<256xf32>
    %w694 = arith.addf %v694, %cst : f32
    affine.store %w694, %buf694[%i694] : memref<256xf32>
  }
  %buf695 = memref.alloc() : memref<256xf32>
  affine.for %i695 = 1 to 255 {
    %l695 = affine.load %buf694[%i695 - 1] : memref<256xf32>
    %r695 = affine.load %buf694[%i695 + 1] : memref<256xf32>
    %w695 = arith.mulf %l695, %r695 : f32
    affine.store %w695, %buf695[%i695] : memref<256xf32>
  }
  %buf696 = memref.alloc() : memref<256xf32>
  affine.for %i696 = 0 to 256 {
    %v696 = affine.load %buf695[%i696] : memref<256xf32>
    %w696 = arith.addf %v696, %cst : f32
    affine.store %w696, %buf696[%i696] : memref<256xf32>
  }
  %buf697 = memref.alloc() : memref<256xf32>
  affine.for %i697 = 1 to 255 {
    %l697 = affine.load %buf696[%i697 - 1] : memref<256xf32>
    %r697 = affine.load %buf696[%i697 + 1] : memref<256xf32>
    %w697 = arith.mulf %l697, %r697 : f32
    affine.store %w697, %buf697[%i697] : memref<256xf32>
  }
  %buf698 = memref.alloc() : memref<256xf32>
  affine.for %i698 = 0 to 256 {
    %v698 = affine.load %buf697[%i698] : memref<256xf32>
    %w698 = arith.addf %v698, %cst : f32
    affine.store %w698, %buf698[%i698] : memref<256xf32>
  }
  %buf699 = memref.alloc() : memref<256xf32>
  affine.for %i699 = 1 to 255 {
    %l699 = affine.load %buf698[%i699 - 1] : memref<256xf32>
    %r699 = affine.load %buf698[%i699 + 1] : memref<256xf32>
    %w699 = arith.mulf %l699, %r699 : f32
    affine.store %w699, %buf699[%i699] : memref<256xf32>
  }
  %buf700 = memref.alloc() : memref<256xf32>
  affine.for %i700 = 0 to 256 {
    %v700 = affine.load %buf699[%i700] : memref<256xf32>
    %w700 = arith.addf %v700, %cst : f32
    affine.store %w700, %buf700[%i700] : memref<256xf32>
  }
  %buf701 = memref.alloc() : memref<256xf32>
  affine.for %i701 = 1 to 255 {
    %l701 = affine.load %buf700[%i701 - 1] : memref<256xf32>
    %r701 = affine.load %buf700[%i701 + 1] : memref<256xf32>
    %w701 = arith.mulf %l701, %r701 : f32
    affine.store %w701, %buf701[%i701] : memref<256xf32>
  }
  %buf702 = memref.alloc() : memref<256xf32>
  affine.for %i702 = 0 to 256 {
    %v702 = affine.load %buf701[%i702] : memref<256xf32>
    %w702 = arith.addf %v702, %cst : f32
    affine.store %w702, %buf702[%i702] : memref<256xf32>
  }
  %buf703 = memref.alloc() : memref<256xf32>
  affine.for %i703 = 1 to 255 {
    %l703 = affine.load %buf702[%i703 - 1] : memref<256xf32>
    %r703 = affine.load %buf702[%i703 + 1] : memref<256xf32>
    %w703 = arith.mulf %l703, %r703 : f32
    affine.store %w703, %buf703[%i703] : memref<256xf32>
  }
  %buf704 = memref.alloc() : memref<256xf32>
  affine.for %i704 = 0 to 256 {
    %v704 = affine.load %buf703[%i704] : memref<256xf32>
    %w704 = arith.addf %v704, %cst : f32
    affine.store %w704, %buf704[%i704] : memref<256xf32>
  }
  %buf705 = memref.alloc() : memref<256xf32>
  affine.for %i705 = 1 to 255 {
    %l705 = affine.load %buf704[%i705 - 1] : memref<256xf32>
    %r705 = affine.load %buf704[%i705 + 1] : memref<256xf32>
    %w705 = arith.mulf %l705, %r705 : f32
    affine.store %w705, %buf705[%i705] : memref<256xf32>
  }
  %buf706 = memref.alloc() : memref<256xf32>
  affine.for %i706 = 0 to 256 {
    %v706 = affine.load %buf705[%i706] : memref<256xf32>
    %w706 = arith.addf %v706, %cst : f32
    affine.store %w706, %buf706[%i706] : memref<256xf32>
  }
  %buf707 = memref.alloc() : memref<256xf32>
  affine.for %i707 = 1 to 255 {
    %l707 = affine.load %buf706[%i707 - 1] : memref<256xf32>
    %r707 = affine.load %buf706[%i707 + 1] : memref<256xf32>
    %w707 = arith.mulf %l707, %r707 : f32
    affine.store %w707, %buf707[%i707] : memref<256xf32>
  }
  %buf708 = memref.alloc() : memref<256xf32>
  affine.for %i708 = 0 to 256 {
    %v708 = affine.load %buf707[%i708] : memref<256xf32>
    %w708 = arith.addf %v708, %cst : f32
    affine.store %w708, %buf708[%i708] : memref<256xf32>
  }
  %buf709 = memref.alloc() : memref<256xf32>
  affine.for %i709 = 1 to 255 {
    %l709 = affine.load %buf708[%i709 - 1] : memref<256xf32>
    %r709 = affine.load %buf708[%i709 + 1] : memref<256xf32>
    %w709 = arith.mulf %l709, %r709 : f32
    affine.store %w709, %buf709[%i709] : memref<256xf32>
  }
  %buf710 = memref.alloc() : memref<256xf32>
  affine.for %i710 = 0 to 256 {
    %v710 = affine.load %buf709[%i710] : memref<256xf32>
    %w710 = arith.addf %v710, %cst : f32
    affine.store %w710, %buf710[%i710] : memref<256xf32>
  }
  %buf711 = memref.alloc() : memref<256xf32>
  affine.for %i711 = 1 to 255 {
    %l711 = affine.load %buf710[%i711 - 1] : memref<256xf32>
    %r711 = affine.load %buf710[%i711 + 1] : memref<256xf32>
    %w711 = arith.mulf %l711, %r711 : f32
    affine.store %w711, %buf711[%i711] : memref<256xf32>
  }
  %buf712 = memref.alloc() : memref<256xf32>
  affine.for %i712 = 0 to 256 {
    %v712 = affine.load %buf711[%i712] : memref<256xf32>
    %w712 = arith.addf %v712, %cst : f32
    affine.store %w712, %buf712[%i712] : memref<256xf32>
  }
  %buf713 = memref.alloc() : memref<256xf32>
  affine.for %i713 = 1 to 255 {
    %l713 = affine.load %buf712[%i713 - 1] : memref<256xf32>
    %r713 = affine.load %buf712[%i713 + 1] : memref<256xf32>
    %w713 = arith.mulf %l713, %r713 : f32
    affine.store %w713, %buf713[%i713] : memref<256xf32>
  }
  %buf714 = memref.alloc() : memref<256xf32>
  affine.for %i714 = 0 to 256 {
    %v714 = affine.load %buf713[%i714] : memref<256xf32>
    %w714 = arith.addf %v714, %cst : f32
    affine.store %w714, %buf714[%i714] : memref<256xf32>
  }
  %buf715 = memref.alloc() : memref<256xf32>
  affine.for %i715 = 1 to 255 {
    %l715 = affine.load %buf714[%i715 - 1] : memref<256xf32>
    %r715 = affine.load %buf714[%i715 + 1] : memref<256xf32>
    %w715 = arith.mulf %l715, %r715 : f32
    affine.store %w715, %buf715[%i715] : memref<256xf32>
  }
  %buf716 = memref.alloc() : memref<256xf32>
  affine.for %i716 = 0 to 256 {
    %v716 = affine.load %buf715[%i716] : memref<256xf32>
    %w716 = arith.addf %v716, %cst : f32
    affine.store %w716, %buf716[%i716] : memref<256xf32>
  }
  %buf717 = memref.alloc() : memref<256xf32>
  affine.for %i717 = 1 to 255 {
    %l717 = affine.load %buf716[%i717 - 1] : memref<256xf32>
    %r717 = affine.load %buf716[%i717 + 1] : memref<256xf32>
    %w717 = arith.mulf %l717, %r717 : f32
    affine.store %w717, %buf717[%i717] : memref<256xf32>
  }
  %buf718 = memref.alloc() : memref<256xf32>
  affine.for %i718 = 0 to 256 {
    %v718 = affine.load %buf717[%i718] : memref<256xf32>
    %w718 = arith.addf %v718, %cst : f32
    affine.store %w718, %buf718[%i718] : memref<256xf32>
  }
  %buf719 = memref.alloc() : memref<256xf32>
  affine.for %i719 = 1 to 255 {
    %l719 = affine.load %buf718[%i719 - 1] : memref<256xf32>
    %r719 = affine.load %buf718[%i719 + 1] : memref<256xf32>
    %w719 = arith.mulf %l719, %r719 : f32
    affine.store %w719, %buf719[%i719] : memref<256xf32>
  }
  %buf720 = memref.alloc() : memref<256xf32>
  affine.for %i720 = 0 to 256 {
    %v720 = affine.load %buf719[%i720] : memref<256xf32>
    %w720 = arith.addf %v720, %cst : f32
    affine.store %w720, %buf720[%i720] : memref<256xf32>
  }
  %buf721 = memref.alloc() : memref<256xf32>
  affine.for %i721 = 1 to 255 {
    %l721 = affine.load %buf720[%i721 - 1] : memref<256xf32>
    %r721 = affine.load %buf720[%i721 + 1] : memref<256xf32>
    %w721 = arith.mulf %l721, %r721 : f32
    affine.store %w721, %buf721[%i721] : memref<256xf32>
  }
  %buf722 = memref.alloc() : memref<256xf32>
  affine.for %i722 = 0 to 256 {
    %v722 = affine.load %buf721[%i722] : memref<256xf32>
    %w722 = arith.addf %v722, %cst : f32
    affine.store %w722, %buf722[%i722] : memref<256xf32>
  }
  %buf723 = memref.alloc() : memref<256xf32>
  affine.for %i723 = 1 to 255 {
    %l723 = affine.load %buf722[%i723 - 1] : memref<256xf32>
    %r723 = affine.load %buf722[%i723 + 1] : memref<256xf32>
    %w723 = arith.mulf %l723, %r723 : f32
    affine.store %w723, %buf723[%i723] : memref<256xf32>
  }
  %buf724 = memref.alloc() : memref<256xf32>
  affine.for %i724 = 0 to 256 {
    %v724 = affine.load %buf723[%i724] : memref<256xf32>
    %w724 = arith.addf %v724, %cst : f32
    affine.store %w724, %buf724[%i724] : memref<256xf32>
  }
  %buf725 = memref.alloc() : memref<256xf32>
  affine.for %i725 = 1 to 255 {
    %l725 = affine.load %buf724[%i725 - 1] : memref<256xf32>
    %r725 = affine.load %buf724[%i725 + 1] : memref<256xf32>
    %w725 = arith.mulf %l725, %r725 : f32
    affine.store %w725, %buf725[%i725] : memref<256xf32>
  }
  %buf726 = memref.alloc() : memref<256xf32>
  affine.for %i726 = 0 to 256 {
    %v726 = affine.load %buf725[%i726] : memref<256xf32>
    %w726 = arith.addf %v726, %cst : f32
    affine.store %w726, %buf726[%i726] : memref<256xf32>
  }
  %buf727 = memref.alloc() : memref<256xf32>
  affine.for %i727 = 1 to 255 {
    %l727 = affine.load %buf726[%i727 - 1] : memref<256xf32>
    %r727 = affine.load %buf726[%i727 + 1] : memref<256xf32>
    %w727 = arith.mulf %l727, %r727 : f32
    affine.store %w727, %buf727[%i727] : memref<256xf32>
  }
  %buf728 = memref.alloc() : memref<256xf32>
  affine.for %i728 = 0 to 256 {
    %v728 = affine.load %buf727[%i728] : memref<256xf32>
    %w728 = arith.addf %v728, %cst : f32
    affine.store %w728, %buf728[%i728] : memref<256xf32>
  }
  %buf729 = memref.alloc() : memref<256xf32>
  affine.for %i729 = 1 to 255 {
    %l729 = affine.load %buf728[%i729 - 1] : memref<256xf32>
    %r729 = affine.load %buf728[%i729 + 1] : memref<256xf32>
    %w729 = arith.mulf %l729, %r729 : f32
    affine.store %w729, %buf729[%i729] : memref<256xf32>
  }
  %buf730 = memref.alloc() : memref<256xf32>
  affine.for %i730 = 0 to 256 {
    %v730 = affine.load %buf729[%i730] : memref<256xf32>
    %w730 = arith.addf %v730, %cst : f32
    affine.store %w730, %buf730[%i730] : memref<256xf32>
  }
  %buf731 = memref.alloc() : memref<256xf32>
  affine.for %i731 = 1 to 255 {
    %l731 = affine.load %buf730[%i731 - 1] : memref<256xf32>
    %r731 = affine.load %buf730[%i731 + 1] : memref<256xf32>
    %w731 = arith.mulf %l731, %r731 : f32
    affine.store %w731, %buf731[%i731] : memref<256xf32>
  }
  %buf732 = memref.alloc() : memref<256xf32>
  affine.for %i732 = 0 to 256 {
    %v732 = affine.load %buf731[%i732] : memref<256xf32>
    %w732 = arith.addf %v732, %cst : f32
    affine.store %w732, %buf732[%i732] : memref<256xf32>
  }
  %buf733 = memref.alloc() : memref<256xf32>
  affine.for %i733 = 1 to 255 {
    %l733 = affine.load %buf732[%i733 - 1] : memref<256xf32>
    %r733 = affine.load %buf732[%i733 + 1] : memref<256xf32>
    %w733 = arith.mulf %l733, %r733 : f32
    affine.store %w733, %buf733[%i733] : memref<256xf32>
  }
  %buf734 = memref.alloc() : memref<256xf32>
  affine.for %i734 = 0 to 256 {
    %v734 = affine.load %buf733[%i734] : memref<256xf32>
    %w734 = arith.addf %v734, %cst : f32
    affine.store %w734, %buf734[%i734] : memref<256xf32>
  }
  %buf735 = memref.alloc() : memref<256xf32>
  affine.for %i735 = 1 to 255 {
    %l735 = affine.load %buf734[%i735 - 1] : memref<256xf32>
    %r735 = affine.load %buf734[%i735 + 1] : memref<256xf32>
    %w735 = arith.mulf %l735, %r735 : f32
    affine.store %w735, %buf735[%i735] : memref<256xf32>
  }
  %buf736 = memref.alloc() : memref<256xf32>
  affine.for %i736 = 0 to 256 {
    %v736 = affine.load %buf735[%i736] : memref<256xf32>
    %w736 = arith.addf %v736, %cst : f32
    affine.store %w736, %buf736[%i736] : memref<256xf32>
  }
  %buf737 = memref.alloc() : memref<256xf32>
  affine.for %i737 = 1 to 255 {
    %l737 = affine.load %buf736[%i737 - 1] : memref<256xf32>
    %r737 = affine.load %buf736[%i737 + 1] : memref<256xf32>
    %w737 = arith.mulf %l737, %r737 : f32
    affine.store %w737, %buf737[%i737] : memref<256xf32>
  }
  %buf738 = memref.alloc() : memref<256xf32>
  affine.for %i738 = 0 to 256 {
    %v738 = affine.load %buf737[%i738] : memref<256xf32>
    %w738 = arith.addf %v738, %cst : f32
    affine.store %w738, %buf738[%i738] : memref<256xf32>
  }
  %buf739 = memref.alloc() : memref<256xf32>
  affine.for %i739 = 1 to 255 {
    %l739 = affine.load %buf738[%i739 - 1] : memref<256xf32>
    %r739 = affine.load %buf738[%i739 + 1] : memref<256xf32>
    %w739 = arith.mulf %l739, %r739 : f32
    affine.store %w739, %buf739[%i739] : memref<256xf32>
  }
  %buf740 = memref.alloc() : memref<256xf32>
  affine.for %i740 = 0 to 256 {
    %v740 = affine.load %buf739[%i740] : memref<256xf32>
    %w740 = arith.addf %v740, %cst : f32
    affine.store %w740, %buf740[%i740] : memref<256xf32>
  }
  %buf741 = memref.alloc() : memref<256xf32>
  affine.for %i741 = 1 to 255 {
    %l741 = affine.load %buf740[%i741 - 1] : memref<256xf32>
    %r741 = affine.load %buf740[%i741 + 1] : memref<256xf32>
    %w741 = arith.mulf %l741, %r741 : f32
    affine.store %w741, %buf741[%i741] : memref<256xf32>
  }
  %buf742 = memref.alloc() : memref<256xf32>
  affine.for %i742 = 0 to 256 {
    %v742 = affine.load %buf741[%i742] : memref<256xf32>
    %w742 = arith.addf %v742, %cst : f32
    affine.store %w742, %buf742[%i742] : memref<256xf32>
  }
  %buf743 = memref.alloc() : memref<256xf32>
  affine.for %i743 = 1 to 255 {
    %l743 = affine.load %buf742[%i743 - 1] : memref<256xf32>
    %r743 = affine.load %buf742[%i743 + 1] : memref<256xf32>
    %w743 = arith.mulf %l743, %r743 : f32
    affine.store %w743, %buf743[%i743] : memref<256xf32>
  }
  %buf744 = memref.alloc() : memref<256xf32>
  affine.for %i744 = 0 to 256 {
    %v744 = affine.load %buf743[%i744] : memref<256xf32>
    %w744 = arith.addf %v744, %cst : f32
    affine.store %w744, %buf744[%i744] : memref<256xf32>
  }
  %buf745 = memref.alloc() : memref<256xf32>
  affine.for %i745 = 1 to 255 {
    %l745 = affine.load %buf744[%i745 - 1] : memref<256xf32>
    %r745 = affine.load %buf744[%i745 + 1] : memref<256xf32>
    %w745 = arith.mulf %l745, %r745 : f32
    affine.store %w745, %buf745[%i745] : memref<256xf32>
  }
  %buf746 = memref.alloc() : memref<256xf32>
  affine.for %i746 = 0 to 256 {
    %v746 = affine.load %buf745[%i746] : memref<256xf32>
    %w746 = arith.addf %v746, %cst : f32
    affine.store %w746, %buf746[%i746] : memref<256xf32>
  }
  %buf747 = memref.alloc() : memref<256xf32>
  affine.for %i747 = 1 to 255 {
    %l747 = affine.load %buf746[%i747 - 1] : memref<256xf32>
    %r747 = affine.load %buf746[%i747 + 1] : memref<256xf32>
    %w747 = arith.mulf %l747, %r747 : f32
    affine.store %w747, %buf747[%i747] : memref<256xf32>
  }
  %buf748 = memref.alloc() : memref<256xf32>
  affine.for %i748 = 0 to 256 {
    %v748 = affine.load %buf747[%i748] : memref<256xf32>
    %w748 = arith.addf %v748, %cst : f32
    affine.store %w748, %buf748[%i748] : memref<256xf32>
  }
  %buf749 = memref.alloc() : memref<256xf32>
  affine.for %i749 = 1 to 255 {
    %l749 = affine.load %buf748[%i749 - 1] : memref<256xf32>
    %r749 = affine.load %buf748[%i749 + 1] : memref<256xf32>
    %w749 = arith.mulf %l749, %r749 : f32
    affine.store %w749, %buf749[%i749] : memref<256xf32>
  }
  %buf750 = memref.alloc() : memref<256xf32>
  affine.for %i750 = 0 to 256 {
    %v750 = affine.load %buf749[%i750] : memref<256xf32>
    %w750 = arith.addf %v750, %cst : f32
    affine.store %w750, %buf750[%i750] : memref<256xf32>
  }
  %buf751 = memref.alloc() : memref<256xf32>
  affine.for %i751 = 1 to 255 {
    %l751 = affine.load %buf750[%i751 - 1] : memref<256xf32>
    %r751 = affine.load %buf750[%i751 + 1] : memref<256xf32>
    %w751 = arith.mulf %l751, %r751 : f32
    affine.store %w751, %buf751[%i751] : memref<256xf32>
  }
  %buf752 = memref.alloc() : memref<256xf32>
  affine.for %i752 = 0 to 256 {
    %v752 = affine.load %buf751[%i752] : memref<256xf32>
    %w752 = arith.addf %v752, %cst : f32
    affine.store %w752, %buf752[%i752] : memref<256xf32>
  }
  %buf753 = memref.alloc() : memref<256xf32>
  affine.for %i753 = 1 to 255 {
    %l753 = affine.load %buf752[%i753 - 1] : memref<256xf32>
    %r753 = affine.load %buf752[%i753 + 1] : memref<256xf32>
    %w753 = arith.mulf %l753, %r753 : f32
    affine.store %w753, %buf753[%i753] : memref<256xf32>
  }
  %buf754 = memref.alloc() : memref<256xf32>
  affine.for %i754 = 0 to 256 {
    %v754 = affine.load %buf753[%i754] : memref<256xf32>
    %w754 = arith.addf %v754, %cst : f32
    affine.store %w754, %buf754[%i754] : memref<256xf32>
  }
  %buf755 = memref.alloc() : memref<256xf32>
  affine.for %i755 = 1 to 255 {
    %l755 = affine.load %buf754[%i755 - 1] : memref<256xf32>
    %r755 = affine.load %buf754[%i755 + 1] : memref<256xf32>
    %w755 = arith.mulf %l755, %r755 : f32
    affine.store %w755, %buf755[%i755] : memref<256xf32>
  }
  %buf756 = memref.alloc() : memref<256xf32>
  affine.for %i756 = 0 to 256 {
    %v756 = affine.load %buf755[%i756] : memref<256xf32>
    %w756 = arith.addf %v756, %cst : f32
    affine.store %w756, %buf756[%i756] : memref<256xf32>
  }
  %buf757 = memref.alloc() : memref<256xf32>
  affine.for %i757 = 1 to 255 {
    %l757 = affine.load %buf756[%i757 - 1] : memref<256xf32>
    %r757 = affine.load %buf756[%i757 + 1] : memref<256xf32>
    %w757 = arith.mulf %l757, %r757 : f32
    affine.store %w757, %buf757[%i757] : memref<256xf32>
  }
  %buf758 = memref.alloc() : memref<256xf32>
  affine.for %i758 = 0 to 256 {
    %v758 = affine.load %buf757[%i758] : memref<256xf32>
    %w758 = arith.addf %v758, %cst : f32
    affine.store %w758, %buf758[%i758] : memref<256xf32>
  }
  %buf759 = memref.alloc() : memref<256xf32>
  affine.for %i759 = 1 to 255 {
    %l759 = affine.load %buf758[%i759 - 1] : memref<256xf32>
    %r759 = affine.load %buf758[%i759 + 1] : memref<256xf32>
    %w759 = arith.mulf %l759, %r759 : f32
    affine.store %w759, %buf759[%i759] : memref<256xf32>
  }
  %buf760 = memref.alloc() : memref<256xf32>
  affine.for %i760 = 0 to 256 {
    %v760 = affine.load %buf759[%i760] : memref<256xf32>
    %w760 = arith.addf %v760, %cst : f32
    affine.store %w760, %buf760[%i760] : memref<256xf32>
  }
  %buf761 = memref.alloc() : memref<256xf32>
  affine.for %i761 = 1 to 255 {
    %l761 = affine.load %buf760[%i761 - 1] : memref<256xf32>
    %r761 = affine.load %buf760[%i761 + 1] : memref<256xf32>
    %w761 = arith.mulf %l761, %r761 : f32
    affine.store %w761, %buf761[%i761] : memref<256xf32>
  }
  %buf762 = memref.alloc() : memref<256xf32>
  affine.for %i762 = 0 to 256 {
    %v762 = affine.load %buf761[%i762] : memref<256xf32>
    %w762 = arith.addf %v762, %cst : f32
    affine.store %w762, %buf762[%i762] : memref<256xf32>
  }
  %buf763 = memref.alloc() : memref<256xf32>
  affine.for %i763 = 1 to 255 {
    %l763 = affine.load %buf762[%i763 - 1] : memref<256xf32>
    %r763 = affine.load %buf762[%i763 + 1] : memref<256xf32>
    %w763 = arith.mulf %l763, %r763 : f32
    affine.store %w763, %buf763[%i763] : memref<256xf32>
  }
  %buf764 = memref.alloc() : memref<256xf32>
  affine.for %i764 = 0 to 256 {
    %v764 = affine.load %buf763[%i764] : memref<256xf32>
    %w764 = arith.addf %v764, %cst : f32
    affine.store %w764, %buf764[%i764] : memref<256xf32>
  }
  %buf765 = memref.alloc() : memref<256xf32>
  affine.for %i765 = 1 to 255 {
    %l765 = affine.load %buf764[%i765 - 1] : memref<256xf32>
    %r765 = affine.load %buf764[%i765 + 1] : memref<256xf32>
    %w765 = arith.mulf %l765, %r765 : f32
    affine.store %w765, %buf765[%i765] : memref<256xf32>
  }
  %buf766 = memref.alloc() : memref<256xf32>
  affine.for %i766 = 0 to 256 {
    %v766 = affine.load %buf765[%i766] : memref<256xf32>
    %w766 = arith.addf %v766, %cst : f32
    affine.store %w766, %buf766[%i766] : memref<256xf32>
  }
  %buf767 = memref.alloc() : memref<256xf32>
  affine.for %i767 = 1 to 255 {
    %l767 = affine.load %buf766[%i767 - 1] : memref<256xf32>
    %r767 = affine.load %buf766[%i767 + 1] : memref<256xf32>
    %w767 = arith.mulf %l767, %r767 : f32
    affine.store %w767, %buf767[%i767] : memref<256xf32>
  }
  %buf768 = memref.alloc() : memref<256xf32>
  affine.for %i768 = 0 to 256 {
    %v768 = affine.load %buf767[%i768] : memref<256xf32>
    %w768 = arith.addf %v768, %cst : f32
    affine.store %w768, %buf768[%i768] : memref<256xf32>
  }
  %buf769 = memref.alloc() : memref<256xf32>
  affine.for %i769 = 1 to 255 {
    %l769 = affine.load %buf768[%i769 - 1] : memref<256xf32>
    %r769 = affine.load %buf768[%i769 + 1] : memref<256xf32>
    %w769 = arith.mulf %l769, %r769 : f32
    affine.store %w769, %buf769[%i769] : memref<256xf32>
  }
  %buf770 = memref.alloc() : memref<256xf32>
  affine.for %i770 = 0 to 256 {
    %v770 = affine.load %buf769[%i770] : memref<256xf32>
    %w770 = arith.addf %v770, %cst : f32
    affine.store %w770, %buf770[%i770] : memref<256xf32>
  }
  %buf771 = memref.alloc() : memref<256xf32>
  affine.for %i771 = 1 to 255 {
    %l771 = affine.load %buf770[%i771 - 1] : memref<256xf32>
    %r771 = affine.load %buf770[%i771 + 1] : memref<256xf32>
    %w771 = arith.mulf %l771, %r771 : f32
    affine.store %w771, %buf771[%i771] : memref<256xf32>
  }
  %buf772 = memref.alloc() : memref<256xf32>
  affine.for %i772 = 0 to 256 {
    %v772 = affine.load %buf771[%i772] : memref<256xf32>
    %w772 = arith.addf %v772, %cst : f32
    affine.store %w772, %buf772[%i772] : memref<256xf32>
  }
  %buf773 = memref.alloc() : memref<256xf32>
  affine.for %i773 = 1 to 255 {
    %l773 = affine.load %buf772[%i773 - 1] : memref<256xf32>
    %r773 = affine.load %buf772[%i773 + 1] : memref<256xf32>
    %w773 = arith.mulf %l773, %r773 : f32
    affine.store %w773, %buf773[%i773] : memref<256xf32>
  }
  %buf774 = memref.alloc() : memref<256xf32>
  affine.for %i774 = 0 to 256 {
    %v774 = affine.load %buf773[%i774] : memref<256xf32>
    %w774 = arith.addf %v774, %cst : f32
    affine.store %w774, %buf774[%i774] : memref<256xf32>
  }
  %buf775 = memref.alloc() : memref<256xf32>
  affine.for %i775 = 1 to 255 {
    %l775 = affine.load %buf774[%i775 - 1] : memref<256xf32>
    %r775 = affine.load %buf774[%i775 + 1] : memref<256xf32>
    %w775 = arith.mulf %l775, %r775 : f32
    affine.store %w775, %buf775[%i775] : memref<256xf32>
  }
  %buf776 = memref.alloc() : memref<256xf32>
  affine.for %i776 = 0 to 256 {
    %v776 = affine.load %buf775[%i776] : memref<256xf32>
    %w776 = arith.addf %v776, %cst : f32
    affine.store %w776, %buf776[%i776] : memref<256xf32>
  }
  %buf777 = memref.alloc() : memref<256xf32>
  affine.for %i777 = 1 to 255 {
    %l777 = affine.load %buf776[%i777 - 1] : memref<256xf32>
    %r777 = affine.load %buf776[%i777 + 1] : memref<256xf32>
    %w777 = arith.mulf %l777, %r777 : f32
    affine.store %w777, %buf777[%i777] : memref<256xf32>
  }
  %buf778 = memref.alloc() : memref<256xf32>
  affine.for %i778 = 0 to 256 {
    %v778 = affine.load %buf777[%i778] : memref<256xf32>
    %w778 = arith.addf %v778, %cst : f32
    affine.store %w778, %buf778[%i778] : memref<256xf32>
  }
  %buf779 = memref.alloc() : memref<256xf32>
  affine.for %i779 = 1 to 255 {
    %l779 = affine.load %buf778[%i779 - 1] : memref<256xf32>
    %r779 = affine.load %buf778[%i779 + 1] : memref<256xf32>
    %w779 = arith.mulf %l779, %r779 : f32
    affine.store %w779, %buf779[%i779] : memref<256xf32>
  }
  %buf780 = memref.alloc() : memref<256xf32>
  affine.for %i780 = 0 to 256 {
    %v780 = affine.load %buf779[%i780] : memref<256xf32>
    %w780 = arith.addf %v780, %cst : f32
    affine.store %w780, %buf780[%i780] : memref<256xf32>
  }
  %buf781 = memref.alloc() : memref<256xf32>
  affine.for %i781 = 1 to 255 {
    %l781 = affine.load %buf780[%i781 - 1] : memref<256xf32>
    %r781 = affine.load %buf780[%i781 + 1] : memref<256xf32>
    %w781 = arith.mulf %l781, %r781 : f32
    affine.store %w781, %buf781[%i781] : memref<256xf32>
  }
  %buf782 = memref.alloc() : memref<256xf32>
  affine.for %i782 = 0 to 256 {
    %v782 = affine.load %buf781[%i782] : memref<256xf32>
    %w782 = arith.addf %v782, %cst : f32
    affine.store %w782, %buf782[%i782] : memref<256xf32>
  }
  %buf783 = memref.alloc() : memref<256xf32>
  affine.for %i783 = 1 to 255 {
    %l783 = affine.load %buf782[%i783 - 1] : memref<256xf32>
    %r783 = affine.load %buf782[%i783 + 1] : memref<256xf32>
    %w783 = arith.mulf %l783, %r783 : f32
    affine.store %w783, %buf783[%i783] : memref<256xf32>
  }
  %buf784 = memref.alloc() : memref<256xf32>
  affine.for %i784 = 0 to 256 {
    %v784 = affine.load %buf783[%i784] : memref<256xf32>
    %w784 = arith.addf %v784, %cst : f32
    affine.store %w784, %buf784[%i784] : memref<256xf32>
  }
  %buf785 = memref.alloc() : memref<256xf32>
  affine.for %i785 = 1 to 255 {
    %l785 = affine.load %buf784[%i785 - 1] : memref<256xf32>
    %r785 = affine.load %buf784[%i785 + 1] : memref<256xf32>
    %w785 = arith.mulf %l785, %r785 : f32
    affine.store %w785, %buf785[%i785] : memref<256xf32>
  }
  %buf786 = memref.alloc() : memref<256xf32>
  affine.for %i786 = 0 to 256 {
    %v786 = affine.load %buf785[%i786] : memref<256xf32>
    %w786 = arith.addf %v786, %cst : f32
    affine.store %w786, %buf786[%i786] : memref<256xf32>
  }
  %buf787 = memref.alloc() : memref<256xf32>
  affine.for %i787 = 1 to 255 {
    %l787 = affine.load %buf786[%i787 - 1] : memref<256xf32>
    %r787 = affine.load %buf786[%i787 + 1] : memref<256xf32>
    %w787 = arith.mulf %l787, %r787 : f32
    affine.store %w787, %buf787[%i787] : memref<256xf32>
  }
  %buf788 = memref.alloc() : memref<256xf32>
  affine.for %i788 = 0 to 256 {
    %v788 = affine.load %buf787[%i788] : memref<256xf32>
    %w788 = arith.addf %v788, %cst : f32
    affine.store %w788, %buf788[%i788] : memref<256xf32>
  }
  %buf789 = memref.alloc() : memref<256xf32>
  affine.for %i789 = 1 to 255 {
    %l789 = affine.load %buf788[%i789 - 1] : memref<256xf32>
    %r789 = affine.load %buf788[%i789 + 1] : memref<256xf32>
    %w789 = arith.mulf %l789, %r789 : f32
    affine.store %w789, %buf789[%i789] : memref<256xf32>
  }
  %buf790 = memref.alloc() : memref<256xf32>
  affine.for %i790 = 0 to 256 {
    %v790 = affine.load %buf789[%i790] : memref<256xf32>
    %w790 = arith.addf %v790, %cst : f32
    affine.store %w790, %buf790[%i790] : memref<256xf32>
  }
  %buf791 = memref.alloc() : memref<256xf32>
  affine.for %i791 = 1 to 255 {
    %l791 = affine.load %buf790[%i791 - 1] : memref<256xf32>
    %r791 = affine.load %buf790[%i791 + 1] : memref<256xf32>
    %w791 = arith.mulf %l791, %r791 : f32
    affine.store %w791, %buf791[%i791] : memref<256xf32>
  }
  %buf792 = memref.alloc() : memref<256xf32>
  affine.for %i792 = 0 to 256 {
    %v792 = affine.load %buf791[%i792] : memref<256xf32>
    %w792 = arith.addf %v792, %cst : f32
    affine.store %w792, %buf792[%i792] : memref<256xf32>
  }
  %buf793 = memref.alloc() : memref<256xf32>
  affine.for %i793 = 1 to 255 {
    %l793 = affine.load %buf792[%i793 - 1] : memref<256xf32>
    %r793 = affine.load %buf792[%i793 + 1] : memref<256xf32>
    %w793 = arith.mulf %l793, %r793 : f32
    affine.store %w793, %buf793[%i793] : memref<256xf32>
  }
  %buf794 = memref.alloc() : memref<256xf32>
  affine.for %i794 = 0 to 256 {
    %v794 = affine.load %buf793[%i794] : memref<256xf32>
    %w794 = arith.addf %v794, %cst : f32
    affine.store %w794, %buf794[%i794] : memref<256xf32>
  }
  %buf795 = memref.alloc() : memref<256xf32>
  affine.for %i795 = 1 to 255 {
    %l795 = affine.load %buf794[%i795 - 1] : memref<256xf32>
    %r795 = affine.load %buf794[%i795 + 1] : memref<256xf32>
    %w795 = arith.mulf %l795, %r795 : f32
    affine.store %w795, %buf795[%i795] : memref<256xf32>
  }
  %buf796 = memref.alloc() : memref<256xf32>
  affine.for %i796 = 0 to 256 {
    %v796 = affine.load %buf795[%i796] : memref<256xf32>
    %w796 = arith.addf %v796, %cst : f32
    affine.store %w796, %buf796[%i796] : memref<256xf32>
  }
  %buf797 = memref.alloc() : memref<256xf32>
  affine.for %i797 = 1 to 255 {
    %l797 = affine.load %buf796[%i797 - 1] : memref<256xf32>
    %r797 = affine.load %buf796[%i797 + 1] : memref<256xf32>
    %w797 = arith.mulf %l797, %r797 : f32
    affine.store %w797, %buf797[%i797] : memref<256xf32>
  }
  %buf798 = memref.alloc() : memref<256xf32>
  affine.for %i798 = 0 to 256 {
    %v798 = affine.load %buf797[%i798] : memref<256xf32>
    %w798 = arith.addf %v798, %cst : f32
    affine.store %w798, %buf798[%i798] : memref<256xf32>
  }
  %buf799 = memref.alloc() : memref<256xf32>
  affine.for %i799 = 1 to 255 {
    %l799 = affine.load %buf798[%i799 - 1] : memref<256xf32>
    %r799 = affine.load %buf798[%i799 + 1] : memref<256xf32>
    %w799 = arith.mulf %l799, %r799 : f32
    affine.store %w799, %buf799[%i799] : memref<256xf32>
  }
  %buf800 = memref.alloc() : memref<256xf32>
  affine.for %i800 = 0 to 256 {
    %v800 = affine.load %buf799[%i800] : memref<256xf32>
    %w800 = arith.addf %v800, %cst : f32
    affine.store %w800, %buf800[%i800] : memref<256xf32>
  }
  %buf801 = memref.alloc() : memref<256xf32>
  affine.for %i801 = 1 to 255 {
    %l801 = affine.load %buf800[%i801 - 1] : memref<256xf32>
    %r801 = affine.load %buf800[%i801 + 1] : memref<256xf32>
    %w801 = arith.mulf %l801, %r801 : f32
    affine.store %w801, %buf801[%i801] : memref<256xf32>
  }
  %buf802 = memref.alloc() : memref<256xf32>
  affine.for %i802 = 0 to 256 {
    %v802 = affine.load %buf801[%i802] : memref<256xf32>
    %w802 = arith.addf %v802, %cst : f32
    affine.store %w802, %buf802[%i802] : memref<256xf32>
  }
  %buf803 = memref.alloc() : memref<256xf32>
  affine.for %i803 = 1 to 255 {
    %l803 = affine.load %buf802[%i803 - 1] : memref<256xf32>
    %r803 = affine.load %buf802[%i803 + 1] : memref<256xf32>
    %w803 = arith.mulf %l803, %r803 : f32
    affine.store %w803, %buf803[%i803] : memref<256xf32>
  }
  %buf804 = memref.alloc() : memref<256xf32>
  affine.for %i804 = 0 to 256 {
    %v804 = affine.load %buf803[%i804] : memref<256xf32>
    %w804 = arith.addf %v804, %cst : f32
    affine.store %w804, %buf804[%i804] : memref<256xf32>
  }
  %buf805 = memref.alloc() : memref<256xf32>
  affine.for %i805 = 1 to 255 {
    %l805 = affine.load %buf804[%i805 - 1] : memref<256xf32>
    %r805 = affine.load %buf804[%i805 + 1] : memref<256xf32>
    %w805 = arith.mulf %l805, %r805 : f32
    affine.store %w805, %buf805[%i805] : memref<256xf32>
  }
  %buf806 = memref.alloc() : memref<256xf32>
  affine.for %i806 = 0 to 256 {
    %v806 = affine.load %buf805[%i806] : memref<256xf32>
    %w806 = arith.addf %v806, %cst : f32
    affine.store %w806, %buf806[%i806] : memref<256xf32>
  }
  %buf807 = memref.alloc() : memref<256xf32>
  affine.for %i807 = 1 to 255 {
    %l807 = affine.load %buf806[%i807 - 1] : memref<256xf32>
    %r807 = affine.load %buf806[%i807 + 1] : memref<256xf32>
    %w807 = arith.mulf %l807, %r807 : f32
    affine.store %w807, %buf807[%i807] : memref<256xf32>
  }
  %buf808 = memref.alloc() : memref<256xf32>
  affine.for %i808 = 0 to 256 {
    %v808 = affine.load %buf807[%i808] : memref<256xf32>
    %w808 = arith.addf %v808, %cst : f32
    affine.store %w808, %buf808[%i808] : memref<256xf32>
  }
  %buf809 = memref.alloc() : memref<256xf32>
  affine.for %i809 = 1 to 255 {
    %l809 = affine.load %buf808[%i809 - 1] : memref<256xf32>
    %r809 = affine.load %buf808[%i809 + 1] : memref<256xf32>
    %w809 = arith.mulf %l809, %r809 : f32
    affine.store %w809, %buf809[%i809] : memref<256xf32>
  }
  %buf810 = memref.alloc() : memref<256xf32>
  affine.for %i810 = 0 to 256 {
    %v810 = affine.load %buf809[%i810] : memref<256xf32>
    %w810 = arith.addf %v810, %cst : f32
    affine.store %w810, %buf810[%i810] : memref<256xf32>
  }
  %buf811 = memref.alloc() : memref<256xf32>
  affine.for %i811 = 1 to 255 {
    %l811 = affine.load %buf810[%i811 - 1] : memref<256xf32>
    %r811 = affine.load %buf810[%i811 + 1] : memref<256xf32>
    %w811 = arith.mulf %l811, %r811 : f32
    affine.store %w811, %buf811[%i811] : memref<256xf32>
  }
  %buf812 = memref.alloc() : memref<256xf32>
  affine.for %i812 = 0 to 256 {
    %v812 = affine.load %buf811[%i812] : memref<256xf32>
    %w812 = arith.addf %v812, %cst : f32
    affine.store %w812, %buf812[%i812] : memref<256xf32>
  }
  %buf813 = memref.alloc() : memref<256xf32>
  affine.for %i813 = 1 to 255 {
    %l813 = affine.load %buf812[%i813 - 1] : memref<256xf32>
    %r813 = affine.load %buf812[%i813 + 1] : memref<256xf32>
    %w813 = arith.mulf %l813, %r813 : f32
    affine.store %w813, %buf813[%i813] : memref<256xf32>
  }
  %buf814 = memref.alloc() : memref<256xf32>
  affine.for %i814 = 0 to 256 {
    %v814 = affine.load %buf813[%i814] : memref<256xf32>
    %w814 = arith.addf %v814, %cst : f32
    affine.store %w814, %buf814[%i814] : memref<256xf32>
  }
  %buf815 = memref.alloc() : memref<256xf32>
  affine.for %i815 = 1 to 255 {
    %l815 = affine.load %buf814[%i815 - 1] : memref<256xf32>
    %r815 = affine.load %buf814[%i815 + 1] : memref<256xf32>
    %w815 = arith.mulf %l815, %r815 : f32
    affine.store %w815, %buf815[%i815] : memref<256xf32>
  }
  %buf816 = memref.alloc() : memref<256xf32>
  affine.for %i816 = 0 to 256 {
    %v816 = affine.load %buf815[%i816] : memref<256xf32>
    %w816 = arith.addf %v816, %cst : f32
    affine.store %w816, %buf816[%i816] : memref<256xf32>
  }
  %buf817 = memref.alloc() : memref<256xf32>
  affine.for %i817 = 1 to 255 {
    %l817 = affine.load %buf816[%i817 - 1] : memref<256xf32>
    %r817 = affine.load %buf816[%i817 + 1] : memref<256xf32>
    %w817 = arith.mulf %l817, %r817 : f32
    affine.store %w817, %buf817[%i817] : memref<256xf32>
  }
  %buf818 = memref.alloc() : memref<256xf32>
  affine.for %i818 = 0 to 256 {
    %v818 = affine.load %buf817[%i818] : memref<256xf32>
    %w818 = arith.addf %v818, %cst : f32
    affine.store %w818, %buf818[%i818] : memref<256xf32>
  }
  %buf819 = memref.alloc() : memref<256xf32>
  affine.for %i819 = 1 to 255 {
    %l819 = affine.load %buf818[%i819 - 1] : memref<256xf32>
    %r819 = affine.load %buf818[%i819 + 1] : memref<256xf32>
    %w819 = arith.mulf %l819, %r819 : f32
    affine.store %w819, %buf819[%i819] : memref<256xf32>
  }
  %buf820 = memref.alloc() : memref<256xf32>
  affine.for %i820 = 0 to 256 {
    %v820 = affine.load %buf819[%i820] : memref<256xf32>
    %w820 = arith.addf %v820, %cst : f32
    affine.store %w820, %buf820[%i820] : memref<256xf32>
  }
  %buf821 = memref.alloc() : memref<256xf32>
  affine.for %i821 = 1 to 255 {
    %l821 = affine.load %buf820[%i821 - 1] : memref<256xf32>
    %r821 = affine.load %buf820[%i821 + 1] : memref<256xf32>
    %w821 = arith.mulf %l821, %r821 : f32
    affine.store %w821, %buf821[%i821] : memref<256xf32>
  }
  %buf822 = memref.alloc() : memref<256xf32>
  affine.for %i822 = 0 to 256 {
    %v822 = affine.load %buf821[%i822] : memref<256xf32>
    %w822 = arith.addf %v822, %cst : f32
    affine.store %w822, %buf822[%i822] : memref<256xf32>
  }
  %buf823 = memref.alloc() : memref<256xf32>
  affine.for %i823 = 1 to 255 {
    %l823 = affine.load %buf822[%i823 - 1] : memref<256xf32>
    %r823 = affine.load %buf822[%i823 + 1] : memref<256xf32>
    %w823 = arith.mulf %l823, %r823 : f32
    affine.store %w823, %buf823[%i823] : memref<256xf32>
  }
  %buf824 = memref.alloc() : memref<256xf32>
  affine.for %i824 = 0 to 256 {
    %v824 = affine.load %buf823[%i824] : memref<256xf32>
    %w824 = arith.addf %v824, %cst : f32
    affine.store %w824, %buf824[%i824] : memref<256xf32>
  }
  %buf825 = memref.alloc() : memref<256xf32>
  affine.for %i825 = 1 to 255 {
    %l825 = affine.load %buf824[%i825 - 1] : memref<256xf32>
    %r825 = affine.load %buf824[%i825 + 1] : memref<256xf32>
    %w825 = arith.mulf %l825, %r825 : f32
    affine.store %w825, %buf825[%i825] : memref<256xf32>
  }
  %buf826 = memref.alloc() : memref<256xf32>
  affine.for %i826 = 0 to 256 {
    %v826 = affine.load %buf825[%i826] : memref<256xf32>
    %w826 = arith.addf %v826, %cst : f32
    affine.store %w826, %buf826[%i826] : memref<256xf32>
  }
  %buf827 = memref.alloc() : memref<256xf32>
  affine.for %i827 = 1 to 255 {
    %l827 = affine.load %buf826[%i827 - 1] : memref<256xf32>
    %r827 = affine.load %buf826[%i827 + 1] : memref<256xf32>
    %w827 = arith.mulf %l827, %r827 : f32
    affine.store %w827, %buf827[%i827] : memref<256xf32>
  }
  %buf828 = memref.alloc() : memref<256xf32>
  affine.for %i828 = 0 to 256 {
    %v828 = affine.load %buf827[%i828] : memref<256xf32>
    %w828 = arith.addf %v828, %cst : f32
    affine.store %w828, %buf828[%i828] : memref<256xf32>
  }
  %buf829 = memref.alloc() : memref<256xf32>
  affine.for %i829 = 1 to 255 {
    %l829 = affine.load %buf828[%i829 - 1] : memref<256xf32>
    %r829 = affine.load %buf828[%i829 + 1] : memref<256xf32>
    %w829 = arith.mulf %l829, %r829 : f32
    affine.store %w829, %buf829[%i829] : memref<256xf32>
  }
  %buf830 = memref.alloc() : memref<256xf32>
  affine.for %i830 = 0 to 256 {
    %v830 = affine.load %buf829[%i830] : memref<256xf32>
    %w830 = arith.addf %v830, %cst : f32
    affine.store %w830, %buf830[%i830] : memref<256xf32>
  }
  %buf831 = memref.alloc() : memref<256xf32>
  affine.for %i831 = 1 to 255 {
    %l831 = affine.load %buf830[%i831 - 1] : memref<256xf32>
    %r831 = affine.load %buf830[%i831 + 1] : memref<256xf32>
    %w831 = arith.mulf %l831, %r831 : f32
    affine.store %w831, %buf831[%i831] : memref<256xf32>
  }
  %buf832 = memref.alloc() : memref<256xf32>
  affine.for %i832 = 0 to 256 {
    %v832 = affine.load %buf831[%i832] : memref<256xf32>
    %w832 = arith.addf %v832, %cst : f32
    affine.store %w832, %buf832[%i832] : memref<256xf32>
  }
  %buf833 = memref.alloc() : memref<256xf32>
  affine.for %i833 = 1 to 255 {
    %l833 = affine.load %buf832[%i833 - 1] : memref<256xf32>
    %r833 = affine.load %buf832[%i833 + 1] : memref<256xf32>
    %w833 = arith.mulf %l833, %r833 : f32
    affine.store %w833, %buf833[%i833] : memref<256xf32>
  }
  %buf834 = memref.alloc() : memref<256xf32>
  affine.for %i834 = 0 to 256 {
    %v834 = affine.load %buf833[%i834] : memref<256xf32>
    %w834 = arith.addf %v834, %cst : f32
    affine.store %w834, %buf834[%i834] : memref<256xf32>
  }
  %buf835 = memref.alloc() : memref<256xf32>
  affine.for %i835 = 1 to 255 {
    %l835 = affine.load %buf834[%i835 - 1] : memref<256xf32>
    %r835 = affine.load %buf834[%i835 + 1] : memref<256xf32>
    %w835 = arith.mulf %l835, %r835 : f32
    affine.store %w835, %buf835[%i835] : memref<256xf32>
  }
  %buf836 = memref.alloc() : memref<256xf32>
  affine.for %i836 = 0 to 256 {
    %v836 = affine.load %buf835[%i836] : memref<256xf32>
    %w836 = arith.addf %v836, %cst : f32
    affine.store %w836, %buf836[%i836] : memref<256xf32>
  }
  %buf837 = memref.alloc() : memref<256xf32>
  affine.for %i837 = 1 to 255 {
    %l837 = affine.load %buf836[%i837 - 1] : memref<256xf32>
    %r837 = affine.load %buf836[%i837 + 1] : memref<256xf32>
    %w837 = arith.mulf %l837, %r837 : f32
    affine.store %w837, %buf837[%i837] : memref<256xf32>
  }
  %buf838 = memref.alloc() : memref<256xf32>
  affine.for %i838 = 0 to 256 {
    %v838 = affine.load %buf837[%i838] : memref<256xf32>
    %w838 = arith.addf %v838, %cst : f32
    affine.store %w838, %buf838[%i838] : memref<256xf32>
  }
  %buf839 = memref.alloc() : memref<256xf32>
  affine.for %i839 = 1 to 255 {
    %l839 = affine.load %buf838[%i839 - 1] : memref<256xf32>
    %r839 = affine.load %buf838[%i839 + 1] : memref<256xf32>
    %w839 = arith.mulf %l839, %r839 : f32
    affine.store %w839, %buf839[%i839] : memref<256xf32>
  }
  %buf840 = memref.alloc() : memref<256xf32>
  affine.for %i840 = 0 to 256 {
    %v840 = affine.load %buf839[%i840] : memref<256xf32>
    %w840 = arith.addf %v840, %cst : f32
    affine.store %w840, %buf840[%i840] : memref<256xf32>
  }
  %buf841 = memref.alloc() : memref<256xf32>
  affine.for %i841 = 1 to 255 {
    %l841 = affine.load %buf840[%i841 - 1] : memref<256xf32>
    %r841 = affine.load %buf840[%i841 + 1] : memref<256xf32>
    %w841 = arith.mulf %l841, %r841 : f32
    affine.store %w841, %buf841[%i841] : memref<256xf32>
  }
  %buf842 = memref.alloc() : memref<256xf32>
  affine.for %i842 = 0 to 256 {
    %v842 = affine.load %buf841[%i842] : memref<256xf32>
    %w842 = arith.addf %v842, %cst : f32
    affine.store %w842, %buf842[%i842] : memref<256xf32>
  }
  %buf843 = memref.alloc() : memref<256xf32>
  affine.for %i843 = 1 to 255 {
    %l843 = affine.load %buf842[%i843 - 1] : memref<256xf32>
    %r843 = affine.load %buf842[%i843 + 1] : memref<256xf32>
    %w843 = arith.mulf %l843, %r843 : f32
    affine.store %w843, %buf843[%i843] : memref<256xf32>
  }
  %buf844 = memref.alloc() : memref<256xf32>
  affine.for %i844 = 0 to 256 {
    %v844 = affine.load %buf843[%i844] : memref<256xf32>
    %w844 = arith.addf %v844, %cst : f32
    affine.store %w844, %buf844[%i844] : memref<256xf32>
  }
  %buf845 = memref.alloc() : memref<256xf32>
  affine.for %i845 = 1 to 255 {
    %l845 = affine.load %buf844[%i845 - 1] : memref<256xf32>
    %r845 = affine.load %buf844[%i845 + 1] : memref<256xf32>
    %w845 = arith.mulf %l845, %r845 : f32
    affine.store %w845, %buf845[%i845] : memref<256xf32>
  }
  %buf846 = memref.alloc() : memref<256xf32>
  affine.for %i846 = 0 to 256 {
    %v846 = affine.load %buf845[%i846] : memref<256xf32>
    %w846 = arith.addf %v846, %cst : f32
    affine.store %w846, %buf846[%i846] : memref<256xf32>
  }
  %buf847 = memref.alloc() : memref<256xf32>
  affine.for %i847 = 1 to 255 {
    %l847 = affine.load %buf846[%i847 - 1] : memref<256xf32>
    %r847 = affine.load %buf846[%i847 + 1] : memref<256xf32>
    %w847 = arith.mulf %l847, %r847 : f32
    affine.store %w847, %buf847[%i847] : memref<256xf32>
  }
  %buf848 = memref.alloc() : memref<256xf32>
  affine.for %i848 = 0 to 256 {
    %v848 = affine.load %buf847[%i848] : memref<256xf32>
    %w848 = arith.addf %v848, %cst : f32
    affine.store %w848, %buf848[%i848] : memref<256xf32>
  }
  %buf849 = memref.alloc() : memref<256xf32>
  affine.for %i849 = 1 to 255 {
    %l849 = affine.load %buf848[%i849 - 1] : memref<256xf32>
    %r849 = affine.load %buf848[%i849 + 1] : memref<256xf32>
    %w849 = arith.mulf %l849, %r849 : f32
    affine.store %w849, %buf849[%i849] : memref<256xf32>
  }
  %buf850 = memref.alloc() : memref<256xf32>
  affine.for %i850 = 0 to 256 {
    %v850 = affine.load %buf849[%i850] : memref<256xf32>
    %w850 = arith.addf %v850, %cst : f32
    affine.store %w850, %buf850[%i850] : memref<256xf32>
  }
  %buf851 = memref.alloc() : memref<256xf32>
  affine.for %i851 = 1 to 255 {
    %l851 = affine.load %buf850[%i851 - 1] : memref<256xf32>
    %r851 = affine.load %buf850[%i851 + 1] : memref<256xf32>
    %w851 = arith.mulf %l851, %r851 : f32
    affine.store %w851, %buf851[%i851] : memref<256xf32>
  }
  %buf852 = memref.alloc() : memref<256xf32>
  affine.for %i852 = 0 to 256 {
    %v852 = affine.load %buf851[%i852] : memref<256xf32>
    %w852 = arith.addf %v852, %cst : f32
    affine.store %w852, %buf852[%i852] : memref<256xf32>
  }
  %buf853 = memref.alloc() : memref<256xf32>
  affine.for %i853 = 1 to 255 {
    %l853 = affine.load %buf852[%i853 - 1] : memref<256xf32>
    %r853 = affine.load %buf852[%i853 + 1] : memref<256xf32>
    %w853 = arith.mulf %l853, %r853 : f32
    affine.store %w853, %buf853[%i853] : memref<256xf32>
  }
  %buf854 = memref.alloc() : memref<256xf32>
  affine.for %i854 = 0 to 256 {
    %v854 = affine.load %buf853[%i854] : memref<256xf32>
    %w854 = arith.addf %v854, %cst : f32
    affine.store %w854, %buf854[%i854] : memref<256xf32>
  }
  %buf855 = memref.alloc() : memref<256xf32>
  affine.for %i855 = 1 to 255 {
    %l855 = affine.load %buf854[%i855 - 1] : memref<256xf32>
    %r855 = affine.load %buf854[%i855 + 1] : memref<256xf32>
    %w855 = arith.mulf %l855, %r855 : f32
    affine.store %w855, %buf855[%i855] : memref<256xf32>
  }
  %buf856 = memref.alloc() : memref<256xf32>
  affine.for %i856 = 0 to 256 {
    %v856 = affine.load %buf855[%i856] : memref<256xf32>
    %w856 = arith.addf %v856, %cst : f32
    affine.store %w856, %buf856[%i856] : memref<256xf32>
  }
  %buf857 = memref.alloc() : memref<256xf32>
  affine.for %i857 = 1 to 255 {
    %l857 = affine.load %buf856[%i857 - 1] : memref<256xf32>
    %r857 = affine.load %buf856[%i857 + 1] : memref<256xf32>
    %w857 = arith.mulf %l857, %r857 : f32
    affine.store %w857, %buf857[%i857] : memref<256xf32>
  }
  %buf858 = memref.alloc() : memref<256xf32>
  affine.for %i858 = 0 to 256 {
    %v858 = affine.load %buf857[%i858] : memref<256xf32>
    %w858 = arith.addf %v858, %cst : f32
    affine.store %w858, %buf858[%i858] : memref<256xf32>
  }
  %buf859 = memref.alloc() : memref<256xf32>
  affine.for %i859 = 1 to 255 {
    %l859 = affine.load %buf858[%i859 - 1] : memref<256xf32>
    %r859 = affine.load %buf858[%i859 + 1] : memref<256xf32>
    %w859 = arith.mulf %l859, %r859 : f32
    affine.store %w859, %buf859[%i859] : memref<256xf32>
  }
  %buf860 = memref.alloc() : memref<256xf32>
  affine.for %i860 = 0 to 256 {
    %v860 = affine.load %buf859[%i860] : memref<256xf32>
    %w860 = arith.addf %v860, %cst : f32
    affine.store %w860, %buf860[%i860] : memref<256xf32>
  }
  %buf861 = memref.alloc() : memref<256xf32>
  affine.for %i861 = 1 to 255 {
    %l861 = affine.load %buf860[%i861 - 1] : memref<256xf32>
    %r861 = affine.load %buf860[%i861 + 1] : memref<256xf32>
    %w861 = arith.mulf %l861, %r861 : f32
    affine.store %w861, %buf861[%i861] : memref<256xf32>
  }
  %buf862 = memref.alloc() : memref<256xf32>
  affine.for %i862 = 0 to 256 {
    %v862 = affine.load %buf861[%i862] : memref<256xf32>
    %w862 = arith.addf %v862, %cst : f32
    affine.store %w862, %buf862[%i862] : memref<256xf32>
  }
  %buf863 = memref.alloc() : memref<256xf32>
  affine.for %i863 = 1 to 255 {
    %l863 = affine.load %buf862[%i863 - 1] : memref<256xf32>
    %r863 = affine.load %buf862[%i863 + 1] : memref<256xf32>
    %w863 = arith.mulf %l863, %r863 : f32
    affine.store %w863, %buf863[%i863] : memref<256xf32>
  }
  %buf864 = memref.alloc() : memref<256xf32>
  affine.for %i864 = 0 to 256 {
    %v864 = affine.load %buf863[%i864] : memref<256xf32>
    %w864 = arith.addf %v864, %cst : f32
    affine.store %w864, %buf864[%i864] : memref<256xf32>
  }
  %buf865 = memref.alloc() : memref<256xf32>
  affine.for %i865 = 1 to 255 {
    %l865 = affine.load %buf864[%i865 - 1] : memref<256xf32>
    %r865 = affine.load %buf864[%i865 + 1] : memref<256xf32>
    %w865 = arith.mulf %l865, %r865 : f32
    affine.store %w865, %buf865[%i865] : memref<256xf32>
  }
  %buf866 = memref.alloc() : memref<256xf32>
  affine.for %i866 = 0 to 256 {
    %v866 = affine.load %buf865[%i866] : memref<256xf32>
    %w866 = arith.addf %v866, %cst : f32
    affine.store %w866, %buf866[%i866] : memref<256xf32>
  }
  %buf867 = memref.alloc() : memref<256xf32>
  affine.for %i867 = 1 to 255 {
    %l867 = affine.load %buf866[%i867 - 1] : memref<256xf32>
    %r867 = affine.load %buf866[%i867 + 1] : memref<256xf32>
    %w867 = arith.mulf %l867, %r867 : f32
    affine.store %w867, %buf867[%i867] : memref<256xf32>
  }
  %buf868 = memref.alloc() : memref<256xf32>
  affine.for %i868 = 0 to 256 {
    %v868 = affine.load %buf867[%i868] : memref<256xf32>
    %w868 = arith.addf %v868, %cst : f32
    affine.store %w868, %buf868[%i868] : memref<256xf32>
  }
  %buf869 = memref.alloc() : memref<256xf32>
  affine.for %i869 = 1 to 255 {
    %l869 = affine.load %buf868[%i869 - 1] : memref<256xf32>
    %r869 = affine.load %buf868[%i869 + 1] : memref<256xf32>
    %w869 = arith.mulf %l869, %r869 : f32
    affine.store %w869, %buf869[%i869] : memref<256xf32>
  }
  %buf870 = memref.alloc() : memref<256xf32>
  affine.for %i870 = 0 to 256 {
    %v870 = affine.load %buf869[%i870] : memref<256xf32>
    %w870 = arith.addf %v870, %cst : f32
    affine.store %w870, %buf870[%i870] : memref<256xf32>
  }
  %buf871 = memref.alloc() : memref<256xf32>
  affine.for %i871 = 1 to 255 {
    %l871 = affine.load %buf870[%i871 - 1] : memref<256xf32>
    %r871 = affine.load %buf870[%i871 + 1] : memref<256xf32>
    %w871 = arith.mulf %l871, %r871 : f32
    affine.store %w871, %buf871[%i871] : memref<256xf32>
  }
  %buf872 = memref.alloc() : memref<256xf32>
  affine.for %i872 = 0 to 256 {
    %v872 = affine.load %buf871[%i872] : memref<256xf32>
    %w872 = arith.addf %v872, %cst : f32
    affine.store %w872, %buf872[%i872] : memref<256xf32>
  }
  %buf873 = memref.alloc() : memref<256xf32>
  affine.for %i873 = 1 to 255 {
    %l873 = affine.load %buf872[%i873 - 1] : memref<256xf32>
    %r873 = affine.load %buf872[%i873 + 1] : memref<256xf32>
    %w873 = arith.mulf %l873, %r873 : f32
    affine.store %w873, %buf873[%i873] : memref<256xf32>
  }
  %buf874 = memref.alloc() : memref<256xf32>
  affine.for %i874 = 0 to 256 {
    %v874 = affine.load %buf873[%i874] : memref<256xf32>
    %w874 = arith.addf %v874, %cst : f32
    affine.store %w874, %buf874[%i874] : memref<256xf32>
  }
  %buf875 = memref.alloc() : memref<256xf32>
  affine.for %i875 = 1 to 255 {
    %l875 = affine.load %buf874[%i875 - 1] : memref<256xf32>
    %r875 = affine.load %buf874[%i875 + 1] : memref<256xf32>
    %w875 = arith.mulf %l875, %r875 : f32
    affine.store %w875, %buf875[%i875] : memref<256xf32>
  }
  %buf876 = memref.alloc() : memref<256xf32>
  affine.for %i876 = 0 to 256 {
    %v876 = affine.load %buf875[%i876] : memref<256xf32>
    %w876 = arith.addf %v876, %cst : f32
    affine.store %w876, %buf876[%i876] : memref<256xf32>
  }
  %buf877 = memref.alloc() : memref<256xf32>
  affine.for %i877 = 1 to 255 {
    %l877 = affine.load %buf876[%i877 - 1] : memref<256xf32>
    %r877 = affine.load %buf876[%i877 + 1] : memref<256xf32>
    %w877 = arith.mulf %l877, %r877 : f32
    affine.store %w877, %buf877[%i877] : memref<256xf32>
  }
  %buf878 = memref.alloc() : memref<256xf32>
  affine.for %i878 = 0 to 256 {
    %v878 = affine.load %buf877[%i878] : memref<256xf32>
    %w878 = arith.addf %v878, %cst : f32
    affine.store %w878, %buf878[%i878] : memref<256xf32>
  }
  %buf879 = memref.alloc() : memref<256xf32>
  affine.for %i879 = 1 to 255 {
    %l879 = affine.load %buf878[%i879 - 1] : memref<256xf32>
    %r879 = affine.load %buf878[%i879 + 1] : memref<256xf32>
    %w879 = arith.mulf %l879, %r879 : f32
    affine.store %w879, %buf879[%i879] : memref<256xf32>
  }
  %buf880 = memref.alloc() : memref<256xf32>
  affine.for %i880 = 0 to 256 {
    %v880 = affine.load %buf879[%i880] : memref<256xf32>
    %w880 = arith.addf %v880, %cst : f32
    affine.store %w880, %buf880[%i880] : memref<256xf32>
  }
  %buf881 = memref.alloc() : memref<256xf32>
  affine.for %i881 = 1 to 255 {
    %l881 = affine.load %buf880[%i881 - 1] : memref<256xf32>
    %r881 = affine.load %buf880[%i881 + 1] : memref<256xf32>
    %w881 = arith.mulf %l881, %r881 : f32
    affine.store %w881, %buf881[%i881] : memref<256xf32>
  }
  %buf882 = memref.alloc() : memref<256xf32>
  affine.for %i882 = 0 to 256 {
    %v882 = affine.load %buf881[%i882] : memref<256xf32>
    %w882 = arith.addf %v882, %cst : f32
    affine.store %w882, %buf882[%i882] : memref<256xf32>
  }
  %buf883 = memref.alloc() : memref<256xf32>
  affine.for %i883 = 1 to 255 {
    %l883 = affine.load %buf882[%i883 - 1] : memref<256xf32>
    %r883 = affine.load %buf882[%i883 + 1] : memref<256xf32>
    %w883 = arith.mulf %l883, %r883 : f32
    affine.store %w883, %buf883[%i883] : memref<256xf32>
  }
  %buf884 = memref.alloc() : memref<256xf32>
  affine.for %i884 = 0 to 256 {
    %v884 = affine.load %buf883[%i884] : memref<256xf32>
    %w884 = arith.addf %v884, %cst : f32
    affine.store %w884, %buf884[%i884] : memref<256xf32>
  }
  %buf885 = memref.alloc() : memref<256xf32>
  affine.for %i885 = 1 to 255 {
    %l885 = affine.load %buf884[%i885 - 1] : memref<256xf32>
    %r885 = affine.load %buf884[%i885 + 1] : memref<256xf32>
    %w885 = arith.mulf %l885, %r885 : f32
    affine.store %w885, %buf885[%i885] : memref<256xf32>
  }
  %buf886 = memref.alloc() : memref<256xf32>
  affine.for %i886 = 0 to 256 {
    %v886 = affine.load %buf885[%i886] : memref<256xf32>
    %w886 = arith.addf %v886, %cst : f32
    affine.store %w886, %buf886[%i886] : memref<256xf32>
  }
  %buf887 = memref.alloc() : memref<256xf32>
  affine.for %i887 = 1 to 255 {
    %l887 = affine.load %buf886[%i887 - 1] : memref<256xf32>
    %r887 = affine.load %buf886[%i887 + 1] : memref<256xf32>
    %w887 = arith.mulf %l887, %r887 : f32
    affine.store %w887, %buf887[%i887] : memref<256xf32>
  }
  %buf888 = memref.alloc() : memref<256xf32>
  affine.for %i888 = 0 to 256 {
    %v888 = affine.load %buf887[%i888] : memref<256xf32>
    %w888 = arith.addf %v888, %cst : f32
    affine.store %w888, %buf888[%i888] : memref<256xf32>
  }
  %buf889 = memref.alloc() : memref<256xf32>
  affine.for %i889 = 1 to 255 {
    %l889 = affine.load %buf888[%i889 - 1] : memref<256xf32>
    %r889 = affine.load %buf888[%i889 + 1] : memref<256xf32>
    %w889 = arith.mulf %l889, %r889 : f32
    affine.store %w889, %buf889[%i889] : memref<256xf32>
  }
  %buf890 = memref.alloc() : memref<256xf32>
  affine.for %i890 = 0 to 256 {
    %v890 = affine.load %buf889[%i890] : memref<256xf32>
    %w890 = arith.addf %v890, %cst : f32
    affine.store %w890, %buf890[%i890] : memref<256xf32>
  }
  %buf891 = memref.alloc() : memref<256xf32>
  affine.for %i891 = 1 to 255 {
    %l891 = affine.load %buf890[%i891 - 1] : memref<256xf32>
    %r891 = affine.load %buf890[%i891 + 1] : memref<256xf32>
    %w891 = arith.mulf %l891, %r891 : f32
    affine.store %w891, %buf891[%i891] : memref<256xf32>
  }
  %buf892 = memref.alloc() : memref<256xf32>
  affine.for %i892 = 0 to 256 {
    %v892 = affine.load %buf891[%i892] : memref<256xf32>
    %w892 = arith.addf %v892, %cst : f32
    affine.store %w892, %buf892[%i892] : memref<256xf32>
  }
  %buf893 = memref.alloc() : memref<256xf32>
  affine.for %i893 = 1 to 255 {
    %l893 = affine.load %buf892[%i893 - 1] : memref<256xf32>
    %r893 = affine.load %buf892[%i893 + 1] : memref<256xf32>
    %w893 = arith.mulf %l893, %r893 : f32
    affine.store %w893, %buf893[%i893] : memref<256xf32>
  }
  %buf894 = memref.alloc() : memref<256xf32>
  affine.for %i894 = 0 to 256 {
    %v894 = affine.load %buf893[%i894] : memref<256xf32>
    %w894 = arith.addf %v894, %cst : f32
    affine.store %w894, %buf894[%i894] : memref<256xf32>
  }
  %buf895 = memref.alloc() : memref<256xf32>
  affine.for %i895 = 1 to 255 {
    %l895 = affine.load %buf894[%i895 - 1] : memref<256xf32>
    %r895 = affine.load %buf894[%i895 + 1] : memref<256xf32>
    %w895 = arith.mulf %l895, %r895 : f32
    affine.store %w895, %buf895[%i895] : memref<256xf32>
  }
  %buf896 = memref.alloc() : memref<256xf32>
  affine.for %i896 = 0 to 256 {
    %v896 = affine.load %buf895[%i896] : memref<256xf32>
    %w896 = arith.addf %v896, %cst : f32
    affine.store %w896, %buf896[%i896] : memref<256xf32>
  }
  %buf897 = memref.alloc() : memref<256xf32>
  affine.for %i897 = 1 to 255 {
    %l897 = affine.load %buf896[%i897 - 1] : memref<256xf32>
    %r897 = affine.load %buf896[%i897 + 1] : memref<256xf32>
    %w897 = arith.mulf %l897, %r897 : f32
    affine.store %w897, %buf897[%i897] : memref<256xf32>
  }
  %buf898 = memref.alloc() : memref<256xf32>
  affine.for %i898 = 0 to 256 {
    %v898 = affine.load %buf897[%i898] : memref<256xf32>
    %w898 = arith.addf %v898, %cst : f32
    affine.store %w898, %buf898[%i898] : memref<256xf32>
  }
  %buf899 = memref.alloc() : memref<256xf32>
  affine.for %i899 = 1 to 255 {
    %l899 = affine.load %buf898[%i899 - 1] : memref<256xf32>
    %r899 = affine.load %buf898[%i899 + 1] : memref<256xf32>
    %w899 = arith.mulf %l899, %r899 : f32
    affine.store %w899, %buf899[%i899] : memref<256xf32>
  }
  %buf900 = memref.alloc() : memref<256xf32>
  affine.for %i900 = 0 to 256 {
    %v900 = affine.load %buf899[%i900] : memref<256xf32>
    %w900 = arith.addf %v900, %cst : f32
    affine.store %w900, %buf900[%i900] : memref<256xf32>
  }
  %buf901 = memref.alloc() : memref<256xf32>
  affine.for %i901 = 1 to 255 {
    %l901 = affine.load %buf900[%i901 - 1] : memref<256xf32>
    %r901 = affine.load %buf900[%i901 + 1] : memref<256xf32>
    %w901 = arith.mulf %l901, %r901 : f32
    affine.store %w901, %buf901[%i901] : memref<256xf32>
  }
  %buf902 = memref.alloc() : memref<256xf32>
  affine.for %i902 = 0 to 256 {
    %v902 = affine.load %buf901[%i902] : memref<256xf32>
    %w902 = arith.addf %v902, %cst : f32
    affine.store %w902, %buf902[%i902] : memref<256xf32>
  }
  %buf903 = memref.alloc() : memref<256xf32>
  affine.for %i903 = 1 to 255 {
    %l903 = affine.load %buf902[%i903 - 1] : memref<256xf32>
    %r903 = affine.load %buf902[%i903 + 1] : memref<256xf32>
    %w903 = arith.mulf %l903, %r903 : f32
    affine.store %w903, %buf903[%i903] : memref<256xf32>
  }
  %buf904 = memref.alloc() : memref<256xf32>
  affine.for %i904 = 0 to 256 {
    %v904 = affine.load %buf903[%i904] : memref<256xf32>
    %w904 = arith.addf %v904, %cst : f32
    affine.store %w904, %buf904[%i904] : memref<256xf32>
  }
  %buf905 = memref.alloc() : memref<256xf32>
  affine.for %i905 = 1 to 255 {
    %l905 = affine.load %buf904[%i905 - 1] : memref<256xf32>
    %r905 = affine.load %buf904[%i905 + 1] : memref<256xf32>
    %w905 = arith.mulf %l905, %r905 : f32
    affine.store %w905, %buf905[%i905] : memref<256xf32>
  }
  %buf906 = memref.alloc() : memref<256xf32>
  affine.for %i906 = 0 to 256 {
    %v906 = affine.load %buf905[%i906] : memref<256xf32>
    %w906 = arith.addf %v906, %cst : f32
    affine.store %w906, %buf906[%i906] : memref<256xf32>
  }
  %buf907 = memref.alloc() : memref<256xf32>
  affine.for %i907 = 1 to 255 {
    %l907 = affine.load %buf906[%i907 - 1] : memref<256xf32>
    %r907 = affine.load %buf906[%i907 + 1] : memref<256xf32>
    %w907 = arith.mulf %l907, %r907 : f32
    affine.store %w907, %buf907[%i907] : memref<256xf32>
  }
  %buf908 = memref.alloc() : memref<256xf32>
  affine.for %i908 = 0 to 256 {
    %v908 = affine.load %buf907[%i908] : memref<256xf32>
    %w908 = arith.addf %v908, %cst : f32
    affine.store %w908, %buf908[%i908] : memref<256xf32>
  }
  %buf909 = memref.alloc() : memref<256xf32>
  affine.for %i909 = 1 to 255 {
    %l909 = affine.load %buf908[%i909 - 1] : memref<256xf32>
    %r909 = affine.load %buf908[%i909 + 1] : memref<256xf32>
    %w909 = arith.mulf %l909, %r909 : f32
    affine.store %w909, %buf909[%i909] : memref<256xf32>
  }
  %buf910 = memref.alloc() : memref<256xf32>
  affine.for %i910 = 0 to 256 {
    %v910 = affine.load %buf909[%i910] : memref<256xf32>
    %w910 = arith.addf %v910, %cst : f32
    affine.store %w910, %buf910[%i910] : memref<256xf32>
  }
  %buf911 = memref.alloc() : memref<256xf32>
  affine.for %i911 = 1 to 255 {
    %l911 = affine.load %buf910[%i911 - 1] : memref<256xf32>
    %r911 = affine.load %buf910[%i911 + 1] : memref<256xf32>
    %w911 = arith.mulf %l911, %r911 : f32
    affine.store %w911, %buf911[%i911] : memref<256xf32>
  }
  %buf912 = memref.alloc() : memref<256xf32>
  affine.for %i912 = 0 to 256 {
    %v912 = affine.load %buf911[%i912] : memref<256xf32>
    %w912 = arith.addf %v912, %cst : f32
    affine.store %w912, %buf912[%i912] : memref<256xf32>
  }
  %buf913 = memref.alloc() : memref<256xf32>
  affine.for %i913 = 1 to 255 {
    %l913 = affine.load %buf912[%i913 - 1] : memref<256xf32>
    %r913 = affine.load %buf912[%i913 + 1] : memref<256xf32>
    %w913 = arith.mulf %l913, %r913 : f32
    affine.store %w913, %buf913[%i913] : memref<256xf32>
  }
  %buf914 = memref.alloc() : memref<256xf32>
  affine.for %i914 = 0 to 256 {
    %v914 = affine.load %buf913[%i914] : memref<256xf32>
    %w914 = arith.addf %v914, %cst : f32
    affine.store %w914, %buf914[%i914] : memref<256xf32>
  }
  %buf915 = memref.alloc() : memref<256xf32>
  affine.for %i915 = 1 to 255 {
    %l915 = affine.load %buf914[%i915 - 1] : memref<256xf32>
    %r915 = affine.load %buf914[%i915 + 1] : memref<256xf32>
    %w915 = arith.mulf %l915, %r915 : f32
    affine.store %w915, %buf915[%i915] : memref<256xf32>
  }
  %buf916 = memref.alloc() : memref<256xf32>
  affine.for %i916 = 0 to 256 {
    %v916 = affine.load %buf915[%i916] : memref<256xf32>
    %w916 = arith.addf %v916, %cst : f32
    affine.store %w916, %buf916[%i916] : memref<256xf32>
  }
  %buf917 = memref.alloc() : memref<256xf32>
  affine.for %i917 = 1 to 255 {
    %l917 = affine.load %buf916[%i917 - 1] : memref<256xf32>
    %r917 = affine.load %buf916[%i917 + 1] : memref<256xf32>
    %w917 = arith.mulf %l917, %r917 : f32
    affine.store %w917, %buf917[%i917] : memref<256xf32>
  }
  %buf918 = memref.alloc() : memref<256xf32>
  affine.for %i918 = 0 to 256 {
    %v918 = affine.load %buf917[%i918] : memref<256xf32>
    %w918 = arith.addf %v918, %cst : f32
    affine.store %w918, %buf918[%i918] : memref<256xf32>
  }
  %buf919 = memref.alloc() : memref<256xf32>
  affine.for %i919 = 1 to 255 {
    %l919 = affine.load %buf918[%i919 - 1] : memref<256xf32>
    %r919 = affine.load %buf918[%i919 + 1] : memref<256xf32>
    %w919 = arith.mulf %l919, %r919 : f32
    affine.store %w919, %buf919[%i919] : memref<256xf32>
  }
  %buf920 = memref.alloc() : memref<256xf32>
  affine.for %i920 = 0 to 256 {
    %v920 = affine.load %buf919[%i920] : memref<256xf32>
    %w920 = arith.addf %v920, %cst : f32
    affine.store %w920, %buf920[%i920] : memref<256xf32>
  }
  %buf921 = memref.alloc() : memref<256xf32>
  affine.for %i921 = 1 to 255 {
    %l921 = affine.load %buf920[%i921 - 1] : memref<256xf32>
    %r921 = affine.load %buf920[%i921 + 1] : memref<256xf32>
    %w921 = arith.mulf %l921, %r921 : f32
    affine.store %w921, %buf921[%i921] : memref<256xf32>
  }
  %buf922 = memref.alloc() : memref<256xf32>
  affine.for %i922 = 0 to 256 {
    %v922 = affine.load %buf921[%i922] : memref<256xf32>
    %w922 = arith.addf %v922, %cst : f32
    affine.store %w922, %buf922[%i922] : memref<256xf32>
  }
  %buf923 = memref.alloc() : memref<256xf32>
  affine.for %i923 = 1 to 255 {
    %l923 = affine.load %buf922[%i923 - 1] : memref<256xf32>
    %r923 = affine.load %buf922[%i923 + 1] : memref<256xf32>
    %w923 = arith.mulf %l923, %r923 : f32
    affine.store %w923, %buf923[%i923] : memref<256xf32>
  }
  %buf924 = memref.alloc() : memref<256xf32>
  affine.for %i924 = 0 to 256 {
    %v924 = affine.load %buf923[%i924] : memref<256xf32>
    %w924 = arith.addf %v924, %cst : f32
    affine.store %w924, %buf924[%i924] : memref<256xf32>
  }
  %buf925 = memref.alloc() : memref<256xf32>
  affine.for %i925 = 1 to 255 {
    %l925 = affine.load %buf924[%i925 - 1] : memref<256xf32>
    %r925 = affine.load %buf924[%i925 + 1] : memref<256xf32>
    %w925 = arith.mulf %l925, %r925 : f32
    affine.store %w925, %buf925[%i925] : memref<256xf32>
  }
  %buf926 = memref.alloc() : memref<256xf32>
  affine.for %i926 = 0 to 256 {
    %v926 = affine.load %buf925[%i926] : memref<256xf32>
    %w926 = arith.addf %v926, %cst : f32
    affine.store %w926, %buf926[%i926] : memref<256xf32>
  }
  %buf927 = memref.alloc() : memref<256xf32>
  affine.for %i927 = 1 to 255 {
    %l927 = affine.load %buf926[%i927 - 1] : memref<256xf32>
    %r927 = affine.load %buf926[%i927 + 1] : memref<256xf32>
    %w927 = arith.mulf %l927, %r927 : f32
    affine.store %w927, %buf927[%i927] : memref<256xf32>
  }
  %buf928 = memref.alloc() : memref<256xf32>
  affine.for %i928 = 0 to 256 {
    %v928 = affine.load %buf927[%i928] : memref<256xf32>
    %w928 = arith.addf %v928, %cst : f32
    affine.store %w928, %buf928[%i928] : memref<256xf32>
  }
  %buf929 = memref.alloc() : memref<256xf32>
  affine.for %i929 = 1 to 255 {
    %l929 = affine.load %buf928[%i929 - 1] : memref<256xf32>
    %r929 = affine.load %buf928[%i929 + 1] : memref<256xf32>
    %w929 = arith.mulf %l929, %r929 : f32
    affine.store %w929, %buf929[%i929] : memref<256xf32>
  }
  %buf930 = memref.alloc() : memref<256xf32>
  affine.for %i930 = 0 to 256 {
    %v930 = affine.load %buf929[%i930] : memref<256xf32>
    %w930 = arith.addf %v930, %cst : f32
    affine.store %w930, %buf930[%i930] : memref<256xf32>
  }
  %buf931 = memref.alloc() : memref<256xf32>
  affine.for %i931 = 1 to 255 {
    %l931 = affine.load %buf930[%i931 - 1] : memref<256xf32>
    %r931 = affine.load %buf930[%i931 + 1] : memref<256xf32>
    %w931 = arith.mulf %l931, %r931 : f32
    affine.store %w931, %buf931[%i931] : memref<256xf32>
  }
  %buf932 = memref.alloc() : memref<256xf32>
  affine.for %i932 = 0 to 256 {
    %v932 = affine.load %buf931[%i932] : memref<256xf32>
    %w932 = arith.addf %v932, %cst : f32
    affine.store %w932, %buf932[%i932] : memref<256xf32>
  }
  %buf933 = memref.alloc() : memref<256xf32>
  affine.for %i933 = 1 to 255 {
    %l933 = affine.load %buf932[%i933 - 1] : memref<256xf32>
    %r933 = affine.load %buf932[%i933 + 1] : memref<256xf32>
    %w933 = arith.mulf %l933, %r933 : f32
    affine.store %w933, %buf933[%i933] : memref<256xf32>
  }
  %buf934 = memref.alloc() : memref<256xf32>
  affine.for %i934 = 0 to 256 {
    %v934 = affine.load %buf933[%i934] : memref<256xf32>
    %w934 = arith.addf %v934, %cst : f32
    affine.store %w934, %buf934[%i934] : memref<256xf32>
  }
  %buf935 = memref.alloc() : memref<256xf32>
  affine.for %i935 = 1 to 255 {
    %l935 = affine.load %buf934[%i935 - 1] : memref<256xf32>
    %r935 = affine.load %buf934[%i935 + 1] : memref<256xf32>
    %w935 = arith.mulf %l935, %r935 : f32
    affine.store %w935, %buf935[%i935] : memref<256xf32>
  }
  %buf936 = memref.alloc() : memref<256xf32>
  affine.for %i936 = 0 to 256 {
    %v936 = affine.load %buf935[%i936] : memref<256xf32>
    %w936 = arith.addf %v936, %cst : f32
    affine.store %w936, %buf936[%i936] : memref<256xf32>
  }
  %buf937 = memref.alloc() : memref<256xf32>
  affine.for %i937 = 1 to 255 {
    %l937 = affine.load %buf936[%i937 - 1] : memref<256xf32>
    %r937 = affine.load %buf936[%i937 + 1] : memref<256xf32>
    %w937 = arith.mulf %l937, %r937 : f32
    affine.store %w937, %buf937[%i937] : memref<256xf32>
  }
  %buf938 = memref.alloc() : memref<256xf32>
  affine.for %i938 = 0 to 256 {
    %v938 = affine.load %buf937[%i938] : memref<256xf32>
    %w938 = arith.addf %v938, %cst : f32
    affine.store %w938, %buf938[%i938] : memref<256xf32>
  }
  %buf939 = memref.alloc() : memref<256xf32>
  affine.for %i939 = 1 to 255 {
    %l939 = affine.load %buf938[%i939 - 1] : memref<256xf32>
    %r939 = affine.load %buf938[%i939 + 1] : memref<256xf32>
    %w939 = arith.mulf %l939, %r939 : f32
    affine.store %w939, %buf939[%i939] : memref<256xf32>
  }
  %buf940 = memref.alloc() : memref<256xf32>
  affine.for %i940 = 0 to 256 {
    %v940 = affine.load %buf939[%i940] : memref<256xf32>
    %w940 = arith.addf %v940, %cst : f32
    affine.store %w940, %buf940[%i940] : memref<256xf32>
  }
  %buf941 = memref.alloc() : memref<256xf32>
  affine.for %i941 = 1 to 255 {
    %l941 = affine.load %buf940[%i941 - 1] : memref<256xf32>
    %r941 = affine.load %buf940[%i941 + 1] : memref<256xf32>
    %w941 = arith.mulf %l941, %r941 : f32
    affine.store %w941, %buf941[%i941] : memref<256xf32>
  }
  %buf942 = memref.alloc() : memref<256xf32>
  affine.for %i942 = 0 to 256 {
    %v942 = affine.load %buf941[%i942] : memref<256xf32>
    %w942 = arith.addf %v942, %cst : f32
    affine.store %w942, %buf942[%i942] : memref<256xf32>
  }
  %buf943 = memref.alloc() : memref<256xf32>
  affine.for %i943 = 1 to 255 {
    %l943 = affine.load %buf942[%i943 - 1] : memref<256xf32>
    %r943 = affine.load %buf942[%i943 + 1] : memref<256xf32>
    %w943 = arith.mulf %l943, %r943 : f32
    affine.store %w943, %buf943[%i943] : memref<256xf32>
  }
  %buf944 = memref.alloc() : memref<256xf32>
  affine.for %i944 = 0 to 256 {
    %v944 = affine.load %buf943[%i944] : memref<256xf32>
    %w944 = arith.addf %v944, %cst : f32
    affine.store %w944, %buf944[%i944] : memref<256xf32>
  }
  %buf945 = memref.alloc() : memref<256xf32>
  affine.for %i945 = 1 to 255 {
    %l945 = affine.load %buf944[%i945 - 1] : memref<256xf32>
    %r945 = affine.load %buf944[%i945 + 1] : memref<256xf32>
    %w945 = arith.mulf %l945, %r945 : f32
    affine.store %w945, %buf945[%i945] : memref<256xf32>
  }
  %buf946 = memref.alloc() : memref<256xf32>
  affine.for %i946 = 0 to 256 {
    %v946 = affine.load %buf945[%i946] : memref<256xf32>
    %w946 = arith.addf %v946, %cst : f32
    affine.store %w946, %buf946[%i946] : memref<256xf32>
  }
  %buf947 = memref.alloc() : memref<256xf32>
  affine.for %i947 = 1 to 255 {
    %l947 = affine.load %buf946[%i947 - 1] : memref<256xf32>
    %r947 = affine.load %buf946[%i947 + 1] : memref<256xf32>
    %w947 = arith.mulf %l947, %r947 : f32
    affine.store %w947, %buf947[%i947] : memref<256xf32>
  }
  %buf948 = memref.alloc() : memref<256xf32>
  affine.for %i948 = 0 to 256 {
    %v948 = affine.load %buf947[%i948] : memref<256xf32>
    %w948 = arith.addf %v948, %cst : f32
    affine.store %w948, %buf948[%i948] : memref<256xf32>
  }
  %buf949 = memref.alloc() : memref<256xf32>
  affine.for %i949 = 1 to 255 {
    %l949 = affine.load %buf948[%i949 - 1] : memref<256xf32>
    %r949 = affine.load %buf948[%i949 + 1] : memref<256xf32>
    %w949 = arith.mulf %l949, %r949 : f32
    affine.store %w949, %buf949[%i949] : memref<256xf32>
  }
  %buf950 = memref.alloc() : memref<256xf32>
  affine.for %i950 = 0 to 256 {
    %v950 = affine.load %buf949[%i950] : memref<256xf32>
    %w950 = arith.addf %v950, %cst : f32
    affine.store %w950, %buf950[%i950] : memref<256xf32>
  }
  %buf951 = memref.alloc() : memref<256xf32>
  affine.for %i951 = 1 to 255 {
    %l951 = affine.load %buf950[%i951 - 1] : memref<256xf32>
    %r951 = affine.load %buf950[%i951 + 1] : memref<256xf32>
    %w951 = arith.mulf %l951, %r951 : f32
    affine.store %w951, %buf951[%i951] : memref<256xf32>
  }
  %buf952 = memref.alloc() : memref<256xf32>
  affine.for %i952 = 0 to 256 {
    %v952 = affine.load %buf951[%i952] : memref<256xf32>
    %w952 = arith.addf %v952, %cst : f32
    affine.store %w952, %buf952[%i952] : memref<256xf32>
  }
  %buf953 = memref.alloc() : memref<256xf32>
  affine.for %i953 = 1 to 255 {
    %l953 = affine.load %buf952[%i953 - 1] : memref<256xf32>
    %r953 = affine.load %buf952[%i953 + 1] : memref<256xf32>
    %w953 = arith.mulf %l953, %r953 : f32
    affine.store %w953, %buf953[%i953] : memref<256xf32>
  }
  %buf954 = memref.alloc() : memref<256xf32>
  affine.for %i954 = 0 to 256 {
    %v954 = affine.load %buf953[%i954] : memref<256xf32>
    %w954 = arith.addf %v954, %cst : f32
    affine.store %w954, %buf954[%i954] : memref<256xf32>
  }
  %buf955 = memref.alloc() : memref<256xf32>
  affine.for %i955 = 1 to 255 {
    %l955 = affine.load %buf954[%i955 - 1] : memref<256xf32>
    %r955 = affine.load %buf954[%i955 + 1] : memref<256xf32>
    %w955 = arith.mulf %l955, %r955 : f32
    affine.store %w955, %buf955[%i955] : memref<256xf32>
  }
  %buf956 = memref.alloc() : memref<256xf32>
  affine.for %i956 = 0 to 256 {
    %v956 = affine.load %buf955[%i956] : memref<256xf32>
    %w956 = arith.addf %v956, %cst : f32
    affine.store %w956, %buf956[%i956] : memref<256xf32>
  }
  %buf957 = memref.alloc() : memref<256xf32>
  affine.for %i957 = 1 to 255 {
    %l957 = affine.load %buf956[%i957 - 1] : memref<256xf32>
    %r957 = affine.load %buf956[%i957 + 1] : memref<256xf32>
    %w957 = arith.mulf %l957, %r957 : f32
    affine.store %w957, %buf957[%i957] : memref<256xf32>
  }
  %buf958 = memref.alloc() : memref<256xf32>
  affine.for %i958 = 0 to 256 {
    %v958 = affine.load %buf957[%i958] : memref<256xf32>
    %w958 = arith.addf %v958, %cst : f32
    affine.store %w958, %buf958[%i958] : memref<256xf32>
  }
  %buf959 = memref.alloc() : memref<256xf32>
  affine.for %i959 = 1 to 255 {
    %l959 = affine.load %buf958[%i959 - 1] : memref<256xf32>
    %r959 = affine.load %buf958[%i959 + 1] : memref<256xf32>
    %w959 = arith.mulf %l959, %r959 : f32
    affine.store %w959, %buf959[%i959] : memref<256xf32>
  }
  %buf960 = memref.alloc() : memref<256xf32>
  affine.for %i960 = 0 to 256 {
    %v960 = affine.load %buf959[%i960] : memref<256xf32>
    %w960 = arith.addf %v960, %cst : f32
    affine.store %w960, %buf960[%i960] : memref<256xf32>
  }
  %buf961 = memref.alloc() : memref<256xf32>
  affine.for %i961 = 1 to 255 {
    %l961 = affine.load %buf960[%i961 - 1] : memref<256xf32>
    %r961 = affine.load %buf960[%i961 + 1] : memref<256xf32>
    %w961 = arith.mulf %l961, %r961 : f32
    affine.store %w961, %buf961[%i961] : memref<256xf32>
  }
  %buf962 = memref.alloc() : memref<256xf32>
  affine.for %i962 = 0 to 256 {
    %v962 = affine.load %buf961[%i962] : memref<256xf32>
    %w962 = arith.addf %v962, %cst : f32
    affine.store %w962, %buf962[%i962] : memref<256xf32>
  }
  %buf963 = memref.alloc() : memref<256xf32>
  affine.for %i963 = 1 to 255 {
    %l963 = affine.load %buf962[%i963 - 1] : memref<256xf32>
    %r963 = affine.load %buf962[%i963 + 1] : memref<256xf32>
    %w963 = arith.mulf %l963, %r963 : f32
    affine.store %w963, %buf963[%i963] : memref<256xf32>
  }
  %buf964 = memref.alloc() : memref<256xf32>
  affine.for %i964 = 0 to 256 {
    %v964 = affine.load %buf963[%i964] : memref<256xf32>
    %w964 = arith.addf %v964, %cst : f32
    affine.store %w964, %buf964[%i964] : memref<256xf32>
  }
  %buf965 = memref.alloc() : memref<256xf32>
  affine.for %i965 = 1 to 255 {
    %l965 = affine.load %buf964[%i965 - 1] : memref<256xf32>
    %r965 = affine.load %buf964[%i965 + 1] : memref<256xf32>
    %w965 = arith.mulf %l965, %r965 : f32
    affine.store %w965, %buf965[%i965] : memref<256xf32>
  }
  %buf966 = memref.alloc() : memref<256xf32>
  affine.for %i966 = 0 to 256 {
    %v966 = affine.load %buf965[%i966] : memref<256xf32>
    %w966 = arith.addf %v966, %cst : f32
    affine.store %w966, %buf966[%i966] : memref<256xf32>
  }
  %buf967 = memref.alloc() : memref<256xf32>
  affine.for %i967 = 1 to 255 {
    %l967 = affine.load %buf966[%i967 - 1] : memref<256xf32>
    %r967 = affine.load %buf966[%i967 + 1] : memref<256xf32>
    %w967 = arith.mulf %l967, %r967 : f32
    affine.store %w967, %buf967[%i967] : memref<256xf32>
  }
  %buf968 = memref.alloc() : memref<256xf32>
  affine.for %i968 = 0 to 256 {
    %v968 = affine.load %buf967[%i968] : memref<256xf32>
    %w968 = arith.addf %v968, %cst : f32
    affine.store %w968, %buf968[%i968] : memref<256xf32>
  }
  %buf969 = memref.alloc() : memref<256xf32>
  affine.for %i969 = 1 to 255 {
    %l969 = affine.load %buf968[%i969 - 1] : memref<256xf32>
    %r969 = affine.load %buf968[%i969 + 1] : memref<256xf32>
    %w969 = arith.mulf %l969, %r969 : f32
    affine.store %w969, %buf969[%i969] : memref<256xf32>
  }
  %buf970 = memref.alloc() : memref<256xf32>
  affine.for %i970 = 0 to 256 {
    %v970 = affine.load %buf969[%i970] : memref<256xf32>
    %w970 = arith.addf %v970, %cst : f32
    affine.store %w970, %buf970[%i970] : memref<256xf32>
  }
  %buf971 = memref.alloc() : memref<256xf32>
  affine.for %i971 = 1 to 255 {
    %l971 = affine.load %buf970[%i971 - 1] : memref<256xf32>
    %r971 = affine.load %buf970[%i971 + 1] : memref<256xf32>
    %w971 = arith.mulf %l971, %r971 : f32
    affine.store %w971, %buf971[%i971] : memref<256xf32>
  }
  %buf972 = memref.alloc() : memref<256xf32>
  affine.for %i972 = 0 to 256 {
    %v972 = affine.load %buf971[%i972] : memref<256xf32>
    %w972 = arith.addf %v972, %cst : f32
    affine.store %w972, %buf972[%i972] : memref<256xf32>
  }
  %buf973 = memref.alloc() : memref<256xf32>
  affine.for %i973 = 1 to 255 {
    %l973 = affine.load %buf972[%i973 - 1] : memref<256xf32>
    %r973 = affine.load %buf972[%i973 + 1] : memref<256xf32>
    %w973 = arith.mulf %l973, %r973 : f32
    affine.store %w973, %buf973[%i973] : memref<256xf32>
  }
  %buf974 = memref.alloc() : memref<256xf32>
  affine.for %i974 = 0 to 256 {
    %v974 = affine.load %buf973[%i974] : memref<256xf32>
    %w974 = arith.addf %v974, %cst : f32
    affine.store %w974, %buf974[%i974] : memref<256xf32>
  }
  %buf975 = memref.alloc() : memref<256xf32>
  affine.for %i975 = 1 to 255 {
    %l975 = affine.load %buf974[%i975 - 1] : memref<256xf32>
    %r975 = affine.load %buf974[%i975 + 1] : memref<256xf32>
    %w975 = arith.mulf %l975, %r975 : f32
    affine.store %w975, %buf975[%i975] : memref<256xf32>
  }
  %buf976 = memref.alloc() : memref<256xf32>
  affine.for %i976 = 0 to 256 {
    %v976 = affine.load %buf975[%i976] : memref<256xf32>
    %w976 = arith.addf %v976, %cst : f32
    affine.store %w976, %buf976[%i976] : memref<256xf32>
  }
  %buf977 = memref.alloc() : memref<256xf32>
  affine.for %i977 = 1 to 255 {
    %l977 = affine.load %buf976[%i977 - 1] : memref<256xf32>
    %r977 = affine.load %buf976[%i977 + 1] : memref<256xf32>
    %w977 = arith.mulf %l977, %r977 : f32
    affine.store %w977, %buf977[%i977] : memref<256xf32>
  }
  %buf978 = memref.alloc() : memref<256xf32>
  affine.for %i978 = 0 to 256 {
    %v978 = affine.load %buf977[%i978] : memref<256xf32>
    %w978 = arith.addf %v978, %cst : f32
    affine.store %w978, %buf978[%i978] : memref<256xf32>
  }
  %buf979 = memref.alloc() : memref<256xf32>
  affine.for %i979 = 1 to 255 {
    %l979 = affine.load %buf978[%i979 - 1] : memref<256xf32>
    %r979 = affine.load %buf978[%i979 + 1] : memref<256xf32>
    %w979 = arith.mulf %l979, %r979 : f32
    affine.store %w979, %buf979[%i979] : memref<256xf32>
  }
  %buf980 = memref.alloc() : memref<256xf32>
  affine.for %i980 = 0 to 256 {
    %v980 = affine.load %buf979[%i980] : memref<256xf32>
    %w980 = arith.addf %v980, %cst : f32
    affine.store %w980, %buf980[%i980] : memref<256xf32>
  }
  %buf981 = memref.alloc() : memref<256xf32>
  affine.for %i981 = 1 to 255 {
    %l981 = affine.load %buf980[%i981 - 1] : memref<256xf32>
    %r981 = affine.load %buf980[%i981 + 1] : memref<256xf32>
    %w981 = arith.mulf %l981, %r981 : f32
    affine.store %w981, %buf981[%i981] : memref<256xf32>
  }
  %buf982 = memref.alloc() : memref<256xf32>
  affine.for %i982 = 0 to 256 {
    %v982 = affine.load %buf981[%i982] : memref<256xf32>
    %w982 = arith.addf %v982, %cst : f32
    affine.store %w982, %buf982[%i982] : memref<256xf32>
  }
  %buf983 = memref.alloc() : memref<256xf32>
  affine.for %i983 = 1 to 255 {
    %l983 = affine.load %buf982[%i983 - 1] : memref<256xf32>
    %r983 = affine.load %buf982[%i983 + 1] : memref<256xf32>
    %w983 = arith.mulf %l983, %r983 : f32
    affine.store %w983, %buf983[%i983] : memref<256xf32>
  }
  %buf984 = memref.alloc() : memref<256xf32>
  affine.for %i984 = 0 to 256 {
    %v984 = affine.load %buf983[%i984] : memref<256xf32>
    %w984 = arith.addf %v984, %cst : f32
    affine.store %w984, %buf984[%i984] : memref<256xf32>
  }
  %buf985 = memref.alloc() : memref<256xf32>
  affine.for %i985 = 1 to 255 {
    %l985 = affine.load %buf984[%i985 - 1] : memref<256xf32>
    %r985 = affine.load %buf984[%i985 + 1] : memref<256xf32>
    %w985 = arith.mulf %l985, %r985 : f32
    affine.store %w985, %buf985[%i985] : memref<256xf32>
  }
  %buf986 = memref.alloc() : memref<256xf32>
  affine.for %i986 = 0 to 256 {
    %v986 = affine.load %buf985[%i986] : memref<256xf32>
    %w986 = arith.addf %v986, %cst : f32
    affine.store %w986, %buf986[%i986] : memref<256xf32>
  }
  %buf987 = memref.alloc() : memref<256xf32>
  affine.for %i987 = 1 to 255 {
    %l987 = affine.load %buf986[%i987 - 1] : memref<256xf32>
    %r987 = affine.load %buf986[%i987 + 1] : memref<256xf32>
    %w987 = arith.mulf %l987, %r987 : f32
    affine.store %w987, %buf987[%i987] : memref<256xf32>
  }
  %buf988 = memref.alloc() : memref<256xf32>
  affine.for %i988 = 0 to 256 {
    %v988 = affine.load %buf987[%i988] : memref<256xf32>
    %w988 = arith.addf %v988, %cst : f32
    affine.store %w988, %buf988[%i988] : memref<256xf32>
  }
  %buf989 = memref.alloc() : memref<256xf32>
  affine.for %i989 = 1 to 255 {
    %l989 = affine.load %buf988[%i989 - 1] : memref<256xf32>
    %r989 = affine.load %buf988[%i989 + 1] : memref<256xf32>
    %w989 = arith.mulf %l989, %r989 : f32
    affine.store %w989, %buf989[%i989] : memref<256xf32>
  }
  %buf990 = memref.alloc() : memref<256xf32>
  affine.for %i990 = 0 to 256 {
    %v990 = affine.load %buf989[%i990] : memref<256xf32>
    %w990 = arith.addf %v990, %cst : f32
    affine.store %w990, %buf990[%i990] : memref<256xf32>
  }
  %buf991 = memref.alloc() : memref<256xf32>
  affine.for %i991 = 1 to 255 {
    %l991 = affine.load %buf990[%i991 - 1] : memref<256xf32>
    %r991 = affine.load %buf990[%i991 + 1] : memref<256xf32>
    %w991 = arith.mulf %l991, %r991 : f32
    affine.store %w991, %buf991[%i991] : memref<256xf32>
  }
  %buf992 = memref.alloc() : memref<256xf32>
  affine.for %i992 = 0 to 256 {
    %v992 = affine.load %buf991[%i992] : memref<256xf32>
    %w992 = arith.addf %v992, %cst : f32
    affine.store %w992, %buf992[%i992] : memref<256xf32>
  }
  %buf993 = memref.alloc() : memref<256xf32>
  affine.for %i993 = 1 to 255 {
    %l993 = affine.load %buf992[%i993 - 1] : memref<256xf32>
    %r993 = affine.load %buf992[%i993 + 1] : memref<256xf32>
    %w993 = arith.mulf %l993, %r993 : f32
    affine.store %w993, %buf993[%i993] : memref<256xf32>
  }
  %buf994 = memref.alloc() : memref<256xf32>
  affine.for %i994 = 0 to 256 {
    %v994 = affine.load %buf993[%i994] : memref<256xf32>
    %w994 = arith.addf %v994, %cst : f32
    affine.store %w994, %buf994[%i994] : memref<256xf32>
  }
  %buf995 = memref.alloc() : memref<256xf32>
  affine.for %i995 = 1 to 255 {
    %l995 = affine.load %buf994[%i995 - 1] : memref<256xf32>
    %r995 = affine.load %buf994[%i995 + 1] : memref<256xf32>
    %w995 = arith.mulf %l995, %r995 : f32
    affine.store %w995, %buf995[%i995] : memref<256xf32>
  }
  %buf996 = memref.alloc() : memref<256xf32>
  affine.for %i996 = 0 to 256 {
    %v996 = affine.load %buf995[%i996] : memref<256xf32>
    %w996 = arith.addf %v996, %cst : f32
    affine.store %w996, %buf996[%i996] : memref<256xf32>
  }
  %buf997 = memref.alloc() : memref<256xf32>
  affine.for %i997 = 1 to 255 {
    %l997 = affine.load %buf996[%i997 - 1] : memref<256xf32>
    %r997 = affine.load %buf996[%i997 + 1] : memref<256xf32>
    %w997 = arith.mulf %l997, %r997 : f32
    affine.store %w997, %buf997[%i997] : memref<256xf32>
  }
  %buf998 = memref.alloc() : memref<256xf32>
  affine.for %i998 = 0 to 256 {
    %v998 = affine.load %buf997[%i998] : memref<256xf32>
    %w998 = arith.addf %v998, %cst : f32
    affine.store %w998, %buf998[%i998] : memref<256xf32>
  }
  %buf999 = memref.alloc() : memref<256xf32>
  affine.for %i999 = 1 to 255 {
    %l999 = affine.load %buf998[%i999 - 1] : memref<256xf32>
    %r999 = affine.load %buf998[%i999 + 1] : memref<256xf32>
    %w999 = arith.mulf %l999, %r999 : f32
    affine.store %w999, %buf999[%i999] : memref<256xf32>
  }
  %buf1000 = memref.alloc() : memref<256xf32>
  affine.for %i1000 = 0 to 256 {
    %v1000 = affine.load %buf999[%i1000] : memref<256xf32>
    %w1000 = arith.addf %v1000, %cst : f32
    affine.store %w1000, %buf1000[%i1000] : memref<256xf32>
  }
  %buf1001 = memref.alloc() : memref<256xf32>
  affine.for %i1001 = 1 to 255 {
    %l1001 = affine.load %buf1000[%i1001 - 1] : memref<256xf32>
    %r1001 = affine.load %buf1000[%i1001 + 1] : memref<256xf32>
    %w1001 = arith.mulf %l1001, %r1001 : f32
    affine.store %w1001, %buf1001[%i1001] : memref<256xf32>
  }
  %buf1002 = memref.alloc() : memref<256xf32>
  affine.for %i1002 = 0 to 256 {
    %v1002 = affine.load %buf1001[%i1002] : memref<256xf32>
    %w1002 = arith.addf %v1002, %cst : f32
    affine.store %w1002, %buf1002[%i1002] : memref<256xf32>
  }
  %buf1003 = memref.alloc() : memref<256xf32>
  affine.for %i1003 = 1 to 255 {
    %l1003 = affine.load %buf1002[%i1003 - 1] : memref<256xf32>
    %r1003 = affine.load %buf1002[%i1003 + 1] : memref<256xf32>
    %w1003 = arith.mulf %l1003, %r1003 : f32
    affine.store %w1003, %buf1003[%i1003] : memref<256xf32>
  }
  %buf1004 = memref.alloc() : memref<256xf32>
  affine.for %i1004 = 0 to 256 {
    %v1004 = affine.load %buf1003[%i1004] : memref<256xf32>
    %w1004 = arith.addf %v1004, %cst : f32
    affine.store %w1004, %buf1004[%i1004] : memref<256xf32>
  }
  %buf1005 = memref.alloc() : memref<256xf32>
  affine.for %i1005 = 1 to 255 {
    %l1005 = affine.load %buf1004[%i1005 - 1] : memref<256xf32>
    %r1005 = affine.load %buf1004[%i1005 + 1] : memref<256xf32>
    %w1005 = arith.mulf %l1005, %r1005 : f32
    affine.store %w1005, %buf1005[%i1005] : memref<256xf32>
  }
  %buf1006 = memref.alloc() : memref<256xf32>
  affine.for %i1006 = 0 to 256 {
    %v1006 = affine.load %buf1005[%i1006] : memref<256xf32>
    %w1006 = arith.addf %v1006, %cst : f32
    affine.store %w1006, %buf1006[%i1006] : memref<256xf32>
  }
  %buf1007 = memref.alloc() : memref<256xf32>
  affine.for %i1007 = 1 to 255 {
    %l1007 = affine.load %buf1006[%i1007 - 1] : memref<256xf32>
    %r1007 = affine.load %buf1006[%i1007 + 1] : memref<256xf32>
    %w1007 = arith.mulf %l1007, %r1007 : f32
    affine.store %w1007, %buf1007[%i1007] : memref<256xf32>
  }
  %buf1008 = memref.alloc() : memref<256xf32>
  affine.for %i1008 = 0 to 256 {
    %v1008 = affine.load %buf1007[%i1008] : memref<256xf32>
    %w1008 = arith.addf %v1008, %cst : f32
    affine.store %w1008, %buf1008[%i1008] : memref<256xf32>
  }
  %buf1009 = memref.alloc() : memref<256xf32>
  affine.for %i1009 = 1 to 255 {
    %l1009 = affine.load %buf1008[%i1009 - 1] : memref<256xf32>
    %r1009 = affine.load %buf1008[%i1009 + 1] : memref<256xf32>
    %w1009 = arith.mulf %l1009, %r1009 : f32
    affine.store %w1009, %buf1009[%i1009] : memref<256xf32>
  }
  %buf1010 = memref.alloc() : memref<256xf32>
  affine.for %i1010 = 0 to 256 {
    %v1010 = affine.load %buf1009[%i1010] : memref<256xf32>
    %w1010 = arith.addf %v1010, %cst : f32
    affine.store %w1010, %buf1010[%i1010] : memref<256xf32>
  }
  %buf1011 = memref.alloc() : memref<256xf32>
  affine.for %i1011 = 1 to 255 {
    %l1011 = affine.load %buf1010[%i1011 - 1] : memref<256xf32>
    %r1011 = affine.load %buf1010[%i1011 + 1] : memref<256xf32>
    %w1011 = arith.mulf %l1011, %r1011 : f32
    affine.store %w1011, %buf1011[%i1011] : memref<256xf32>
  }
  %buf1012 = memref.alloc() : memref<256xf32>
  affine.for %i1012 = 0 to 256 {
    %v1012 = affine.load %buf1011[%i1012] : memref<256xf32>
    %w1012 = arith.addf %v1012, %cst : f32
    affine.store %w1012, %buf1012[%i1012] : memref<256xf32>
  }
  %buf1013 = memref.alloc() : memref<256xf32>
  affine.for %i1013 = 1 to 255 {
    %l1013 = affine.load %buf1012[%i1013 - 1] : memref<256xf32>
    %r1013 = affine.load %buf1012[%i1013 + 1] : memref<256xf32>
    %w1013 = arith.mulf %l1013, %r1013 : f32
    affine.store %w1013, %buf1013[%i1013] : memref<256xf32>
  }
  %buf1014 = memref.alloc() : memref<256xf32>
  affine.for %i1014 = 0 to 256 {
    %v1014 = affine.load %buf1013[%i1014] : memref<256xf32>
    %w1014 = arith.addf %v1014, %cst : f32
    affine.store %w1014, %buf1014[%i1014] : memref<256xf32>
  }
  %buf1015 = memref.alloc() : memref<256xf32>
  affine.for %i1015 = 1 to 255 {
    %l1015 = affine.load %buf1014[%i1015 - 1] : memref<256xf32>
    %r1015 = affine.load %buf1014[%i1015 + 1] : memref<256xf32>
    %w1015 = arith.mulf %l1015, %r1015 : f32
    affine.store %w1015, %buf1015[%i1015] : memref<256xf32>
  }
  %buf1016 = memref.alloc() : memref<256xf32>
  affine.for %i1016 = 0 to 256 {
    %v1016 = affine.load %buf1015[%i1016] : memref<256xf32>
    %w1016 = arith.addf %v1016, %cst : f32
    affine.store %w1016, %buf1016[%i1016] : memref<256xf32>
  }
  %buf1017 = memref.alloc() : memref<256xf32>
  affine.for %i1017 = 1 to 255 {
    %l1017 = affine.load %buf1016[%i1017 - 1] : memref<256xf32>
    %r1017 = affine.load %buf1016[%i1017 + 1] : memref<256xf32>
    %w1017 = arith.mulf %l1017, %r1017 : f32
    affine.store %w1017, %buf1017[%i1017] : memref<256xf32>
  }
  %buf1018 = memref.alloc() : memref<256xf32>
  affine.for %i1018 = 0 to 256 {
    %v1018 = affine.load %buf1017[%i1018] : memref<256xf32>
    %w1018 = arith.addf %v1018, %cst : f32
    affine.store %w1018, %buf1018[%i1018] : memref<256xf32>
  }
  %buf1019 = memref.alloc() : memref<256xf32>
  affine.for %i1019 = 1 to 255 {
    %l1019 = affine.load %buf1018[%i1019 - 1] : memref<256xf32>
    %r1019 = affine.load %buf1018[%i1019 + 1] : memref<256xf32>
    %w1019 = arith.mulf %l1019, %r1019 : f32
    affine.store %w1019, %buf1019[%i1019] : memref<256xf32>
  }
  %buf1020 = memref.alloc() : memref<256xf32>
  affine.for %i1020 = 0 to 256 {
    %v1020 = affine.load %buf1019[%i1020] : memref<256xf32>
    %w1020 = arith.addf %v1020, %cst : f32
    affine.store %w1020, %buf1020[%i1020] : memref<256xf32>
  }
  %buf1021 = memref.alloc() : memref<256xf32>
  affine.for %i1021 = 1 to 255 {
    %l1021 = affine.load %buf1020[%i1021 - 1] : memref<256xf32>
    %r1021 = affine.load %buf1020[%i1021 + 1] : memref<256xf32>
    %w1021 = arith.mulf %l1021, %r1021 : f32
    affine.store %w1021, %buf1021[%i1021] : memref<256xf32>
  }
  %buf1022 = memref.alloc() : memref<256xf32>
  affine.for %i1022 = 0 to 256 {
    %v1022 = affine.load %buf1021[%i1022] : memref<256xf32>
    %w1022 = arith.addf %v1022, %cst : f32
    affine.store %w1022, %buf1022[%i1022] : memref<256xf32>
  }
  %buf1023 = memref.alloc() : memref<256xf32>
  affine.for %i1023 = 1 to 255 {
    %l1023 = affine.load %buf1022[%i1023 - 1] : memref<256xf32>
    %r1023 = affine.load %buf1022[%i1023 + 1] : memref<256xf32>
    %w1023 = arith.mulf %l1023, %r1023 : f32
    affine.store %w1023, %buf1023[%i1023] : memref<256xf32>
  }
  %buf1024 = memref.alloc() : memref<256xf32>
  affine.for %i1024 = 0 to 256 {
    %v1024 = affine.load %buf1023[%i1024] : memref<256xf32>
    %w1024 = arith.addf %v1024, %cst : f32
    affine.store %w1024, %buf1024[%i1024] : memref<256xf32>
  }
  %buf1025 = memref.alloc() : memref<256xf32>
  affine.for %i1025 = 1 to 255 {
    %l1025 = affine.load %buf1024[%i1025 - 1] : memref<256xf32>
    %r1025 = affine.load %buf1024[%i1025 + 1] : memref<256xf32>
    %w1025 = arith.mulf %l1025, %r1025 : f32
    affine.store %w1025, %buf1025[%i1025] : memref<256xf32>
  }
  %buf1026 = memref.alloc() : memref<256xf32>
  affine.for %i1026 = 0 to 256 {
    %v1026 = affine.load %buf1025[%i1026] : memref<256xf32>
    %w1026 = arith.addf %v1026, %cst : f32
    affine.store %w1026, %buf1026[%i1026] : memref<256xf32>
  }
  %buf1027 = memref.alloc() : memref<256xf32>
  affine.for %i1027 = 1 to 255 {
    %l1027 = affine.load %buf1026[%i1027 - 1] : memref<256xf32>
    %r1027 = affine.load %buf1026[%i1027 + 1] : memref<256xf32>
    %w1027 = arith.mulf %l1027, %r1027 : f32
    affine.store %w1027, %buf1027[%i1027] : memref<256xf32>
  }
  %buf1028 = memref.alloc() : memref<256xf32>
  affine.for %i1028 = 0 to 256 {
    %v1028 = affine.load %buf1027[%i1028] : memref<256xf32>
    %w1028 = arith.addf %v1028, %cst : f32
    affine.store %w1028, %buf1028[%i1028] : memref<256xf32>
  }
  %buf1029 = memref.alloc() : memref<256xf32>
  affine.for %i1029 = 1 to 255 {
    %l1029 = affine.load %buf1028[%i1029 - 1] : memref<256xf32>
    %r1029 = affine.load %buf1028[%i1029 + 1] : memref<256xf32>
    %w1029 = arith.mulf %l1029, %r1029 : f32
    affine.store %w1029, %buf1029[%i1029] : memref<256xf32>
  }
  %buf1030 = memref.alloc() : memref<256xf32>
  affine.for %i1030 = 0 to 256 {
    %v1030 = affine.load %buf1029[%i1030] : memref<256xf32>
    %w1030 = arith.addf %v1030, %cst : f32
    affine.store %w1030, %buf1030[%i1030] : memref<256xf32>
  }
  %buf1031 = memref.alloc() : memref<256xf32>
  affine.for %i1031 = 1 to 255 {
    %l1031 = affine.load %buf1030[%i1031 - 1] : memref<256xf32>
    %r1031 = affine.load %buf1030[%i1031 + 1] : memref<256xf32>
    %w1031 = arith.mulf %l1031, %r1031 : f32
    affine.store %w1031, %buf1031[%i1031] : memref<256xf32>
  }
  %buf1032 = memref.alloc() : memref<256xf32>
  affine.for %i1032 = 0 to 256 {
    %v1032 = affine.load %buf1031[%i1032] : memref<256xf32>
    %w1032 = arith.addf %v1032, %cst : f32
    affine.store %w1032, %buf1032[%i1032] : memref<256xf32>
  }
  %buf1033 = memref.alloc() : memref<256xf32>
  affine.for %i1033 = 1 to 255 {
    %l1033 = affine.load %buf1032[%i1033 - 1] : memref<256xf32>
    %r1033 = affine.load %buf1032[%i1033 + 1] : memref<256xf32>
    %w1033 = arith.mulf %l1033, %r1033 : f32
    affine.store %w1033, %buf1033[%i1033] : memref<256xf32>
  }
  %buf1034 = memref.alloc() : memref<256xf32>
  affine.for %i1034 = 0 to 256 {
    %v1034 = affine.load %buf1033[%i1034] : memref<256xf32>
    %w1034 = arith.addf %v1034, %cst : f32
    affine.store %w1034, %buf1034[%i1034] : memref<256xf32>
  }
  %buf1035 = memref.alloc() : memref<256xf32>
  affine.for %i1035 = 1 to 255 {
    %l1035 = affine.load %buf1034[%i1035 - 1] : memref<256xf32>
    %r1035 = affine.load %buf1034[%i1035 + 1] : memref<256xf32>
    %w1035 = arith.mulf %l1035, %r1035 : f32
    affine.store %w1035, %buf1035[%i1035] : memref<256xf32>
  }
  %buf1036 = memref.alloc() : memref<256xf32>
  affine.for %i1036 = 0 to 256 {
    %v1036 = affine.load %buf1035[%i1036] : memref<256xf32>
    %w1036 = arith.addf %v1036, %cst : f32
    affine.store %w1036, %buf1036[%i1036] : memref<256xf32>
  }
  %buf1037 = memref.alloc() : memref<256xf32>
  affine.for %i1037 = 1 to 255 {
    %l1037 = affine.load %buf1036[%i1037 - 1] : memref<256xf32>
    %r1037 = affine.load %buf1036[%i1037 + 1] : memref<256xf32>
    %w1037 = arith.mulf %l1037, %r1037 : f32
    affine.store %w1037, %buf1037[%i1037] : memref<256xf32>
  }
  %buf1038 = memref.alloc() : memref<256xf32>
  affine.for %i1038 = 0 to 256 {
    %v1038 = affine.load %buf1037[%i1038] : memref<256xf32>
    %w1038 = arith.addf %v1038, %cst : f32
    affine.store %w1038, %buf1038[%i1038] : memref<256xf32>
  }
  %buf1039 = memref.alloc() : memref<256xf32>
  affine.for %i1039 = 1 to 255 {
    %l1039 = affine.load %buf1038[%i1039 - 1] : memref<256xf32>
    %r1039 = affine.load %buf1038[%i1039 + 1] : memref<256xf32>
    %w1039 = arith.mulf %l1039, %r1039 : f32
    affine.store %w1039, %buf1039[%i1039] : memref<256xf32>
  }
  %buf1040 = memref.alloc() : memref<256xf32>
  affine.for %i1040 = 0 to 256 {
    %v1040 = affine.load %buf1039[%i1040] : memref<256xf32>
    %w1040 = arith.addf %v1040, %cst : f32
    affine.store %w1040, %buf1040[%i1040] : memref<256xf32>
  }
  %buf1041 = memref.alloc() : memref<256xf32>
  affine.for %i1041 = 1 to 255 {
    %l1041 = affine.load %buf1040[%i1041 - 1] : memref<256xf32>
    %r1041 = affine.load %buf1040[%i1041 + 1] : memref<256xf32>
    %w1041 = arith.mulf %l1041, %r1041 : f32
    affine.store %w1041, %buf1041[%i1041] : memref<256xf32>
  }
  %buf1042 = memref.alloc() : memref<256xf32>
  affine.for %i1042 = 0 to 256 {
    %v1042 = affine.load %buf1041[%i1042] : memref<256xf32>
    %w1042 = arith.addf %v1042, %cst : f32
    affine.store %w1042, %buf1042[%i1042] : memref<256xf32>
  }
  %buf1043 = memref.alloc() : memref<256xf32>
  affine.for %i1043 = 1 to 255 {
    %l1043 = affine.load %buf1042[%i1043 - 1] : memref<256xf32>
    %r1043 = affine.load %buf1042[%i1043 + 1] : memref<256xf32>
    %w1043 = arith.mulf %l1043, %r1043 : f32
    affine.store %w1043, %buf1043[%i1043] : memref<256xf32>
  }
  %buf1044 = memref.alloc() : memref<256xf32>
  affine.for %i1044 = 0 to 256 {
    %v1044 = affine.load %buf1043[%i1044] : memref<256xf32>
    %w1044 = arith.addf %v1044, %cst : f32
    affine.store %w1044, %buf1044[%i1044] : memref<256xf32>
  }
  %buf1045 = memref.alloc() : memref<256xf32>
  affine.for %i1045 = 1 to 255 {
    %l1045 = affine.load %buf1044[%i1045 - 1] : memref<256xf32>
    %r1045 = affine.load %buf1044[%i1045 + 1] : memref<256xf32>
    %w1045 = arith.mulf %l1045, %r1045 : f32
    affine.store %w1045, %buf1045[%i1045] : memref<256xf32>
  }
  %buf1046 = memref.alloc() : memref<256xf32>
  affine.for %i1046 = 0 to 256 {
    %v1046 = affine.load %buf1045[%i1046] : memref<256xf32>
    %w1046 = arith.addf %v1046, %cst : f32
    affine.store %w1046, %buf1046[%i1046] : memref<256xf32>
  }
  %buf1047 = memref.alloc() : memref<256xf32>
  affine.for %i1047 = 1 to 255 {
    %l1047 = affine.load %buf1046[%i1047 - 1] : memref<256xf32>
    %r1047 = affine.load %buf1046[%i1047 + 1] : memref<256xf32>
    %w1047 = arith.mulf %l1047, %r1047 : f32
    affine.store %w1047, %buf1047[%i1047] : memref<256xf32>
  }
  %buf1048 = memref.alloc() : memref<256xf32>
  affine.for %i1048 = 0 to 256 {
    %v1048 = affine.load %buf1047[%i1048] : memref<256xf32>
    %w1048 = arith.addf %v1048, %cst : f32
    affine.store %w1048, %buf1048[%i1048] : memref<256xf32>
  }
  %buf1049 = memref.alloc() : memref<256xf32>
  affine.for %i1049 = 1 to 255 {
    %l1049 = affine.load %buf1048[%i1049 - 1] : memref<256xf32>
    %r1049 = affine.load %buf1048[%i1049 + 1] : memref<256xf32>
    %w1049 = arith.mulf %l1049, %r1049 : f32
    affine.store %w1049, %buf1049[%i1049] : memref<256xf32>
  }
  %buf1050 = memref.alloc() : memref<256xf32>
  affine.for %i1050 = 0 to 256 {
    %v1050 = affine.load %buf1049[%i1050] : memref<256xf32>
    %w1050 = arith.addf %v1050, %cst : f32
    affine.store %w1050, %buf1050[%i1050] : memref<256xf32>
  }
  %buf1051 = memref.alloc() : memref<256xf32>
  affine.for %i1051 = 1 to 255 {
    %l1051 = affine.load %buf1050[%i1051 - 1] : memref<256xf32>
    %r1051 = affine.load %buf1050[%i1051 + 1] : memref<256xf32>
    %w1051 = arith.mulf %l1051, %r1051 : f32
    affine.store %w1051, %buf1051[%i1051] : memref<256xf32>
  }
  %buf1052 = memref.alloc() : memref<256xf32>
  affine.for %i1052 = 0 to 256 {
    %v1052 = affine.load %buf1051[%i1052] : memref<256xf32>
    %w1052 = arith.addf %v1052, %cst : f32
    affine.store %w1052, %buf1052[%i1052] : memref<256xf32>
  }
  %buf1053 = memref.alloc() : memref<256xf32>
  affine.for %i1053 = 1 to 255 {
    %l1053 = affine.load %buf1052[%i1053 - 1] : memref<256xf32>
    %r1053 = affine.load %buf1052[%i1053 + 1] : memref<256xf32>
    %w1053 = arith.mulf %l1053, %r1053 : f32
    affine.store %w1053, %buf1053[%i1053] : memref<256xf32>
  }
  %buf1054 = memref.alloc() : memref<256xf32>
  affine.for %i1054 = 0 to 256 {
    %v1054 = affine.load %buf1053[%i1054] : memref<256xf32>
    %w1054 = arith.addf %v1054, %cst : f32
    affine.store %w1054, %buf1054[%i1054] : memref<256xf32>
  }
  %buf1055 = memref.alloc() : memref<256xf32>
  affine.for %i1055 = 1 to 255 {
    %l1055 = affine.load %buf1054[%i1055 - 1] : memref<256xf32>
    %r1055 = affine.load %buf1054[%i1055 + 1] : memref<256xf32>
    %w1055 = arith.mulf %l1055, %r1055 : f32
    affine.store %w1055, %buf1055[%i1055] : memref<256xf32>
  }
  %buf1056 = memref.alloc() : memref<256xf32>
  affine.for %i1056 = 0 to 256 {
    %v1056 = affine.load %buf1055[%i1056] : memref<256xf32>
    %w1056 = arith.addf %v1056, %cst : f32
    affine.store %w1056, %buf1056[%i1056] : memref<256xf32>
  }
  %buf1057 = memref.alloc() : memref<256xf32>
  affine.for %i1057 = 1 to 255 {
    %l1057 = affine.load %buf1056[%i1057 - 1] : memref<256xf32>
    %r1057 = affine.load %buf1056[%i1057 + 1] : memref<256xf32>
    %w1057 = arith.mulf %l1057, %r1057 : f32
    affine.store %w1057, %buf1057[%i1057] : memref<256xf32>
  }
  %buf1058 = memref.alloc() : memref<256xf32>
  affine.for %i1058 = 0 to 256 {
    %v1058 = affine.load %buf1057[%i1058] : memref<256xf32>
    %w1058 = arith.addf %v1058, %cst : f32
    affine.store %w1058, %buf1058[%i1058] : memref<256xf32>
  }
  %buf1059 = memref.alloc() : memref<256xf32>
  affine.for %i1059 = 1 to 255 {
    %l1059 = affine.load %buf1058[%i1059 - 1] : memref<256xf32>
    %r1059 = affine.load %buf1058[%i1059 + 1] : memref<256xf32>
    %w1059 = arith.mulf %l1059, %r1059 : f32
    affine.store %w1059, %buf1059[%i1059] : memref<256xf32>
  }
  %buf1060 = memref.alloc() : memref<256xf32>
  affine.for %i1060 = 0 to 256 {
    %v1060 = affine.load %buf1059[%i1060] : memref<256xf32>
    %w1060 = arith.addf %v1060, %cst : f32
    affine.store %w1060, %buf1060[%i1060] : memref<256xf32>
  }
  %buf1061 = memref.alloc() : memref<256xf32>
  affine.for %i1061 = 1 to 255 {
    %l1061 = affine.load %buf1060[%i1061 - 1] : memref<256xf32>
    %r1061 = affine.load %buf1060[%i1061 + 1] : memref<256xf32>
    %w1061 = arith.mulf %l1061, %r1061 : f32
    affine.store %w1061, %buf1061[%i1061] : memref<256xf32>
  }
  %buf1062 = memref.alloc() : memref<256xf32>
  affine.for %i1062 = 0 to 256 {
    %v1062 = affine.load %buf1061[%i1062] : memref<256xf32>
    %w1062 = arith.addf %v1062, %cst : f32
    affine.store %w1062, %buf1062[%i1062] : memref<256xf32>
  }
  %buf1063 = memref.alloc() : memref<256xf32>
  affine.for %i1063 = 1 to 255 {
    %l1063 = affine.load %buf1062[%i1063 - 1] : memref<256xf32>
    %r1063 = affine.load %buf1062[%i1063 + 1] : memref<256xf32>
    %w1063 = arith.mulf %l1063, %r1063 : f32
    affine.store %w1063, %buf1063[%i1063] : memref<256xf32>
  }
  %buf1064 = memref.alloc() : memref<256xf32>
  affine.for %i1064 = 0 to 256 {
    %v1064 = affine.load %buf1063[%i1064] : memref<256xf32>
    %w1064 = arith.addf %v1064, %cst : f32
    affine.store %w1064, %buf1064[%i1064] : memref<256xf32>
  }
  %buf1065 = memref.alloc() : memref<256xf32>
  affine.for %i1065 = 1 to 255 {
    %l1065 = affine.load %buf1064[%i1065 - 1] : memref<256xf32>
    %r1065 = affine.load %buf1064[%i1065 + 1] : memref<256xf32>
    %w1065 = arith.mulf %l1065, %r1065 : f32
    affine.store %w1065, %buf1065[%i1065] : memref<256xf32>
  }
  %buf1066 = memref.alloc() : memref<256xf32>
  affine.for %i1066 = 0 to 256 {
    %v1066 = affine.load %buf1065[%i1066] : memref<256xf32>
    %w1066 = arith.addf %v1066, %cst : f32
    affine.store %w1066, %buf1066[%i1066] : memref<256xf32>
  }
  %buf1067 = memref.alloc() : memref<256xf32>
  affine.for %i1067 = 1 to 255 {
    %l1067 = affine.load %buf1066[%i1067 - 1] : memref<256xf32>
    %r1067 = affine.load %buf1066[%i1067 + 1] : memref<256xf32>
    %w1067 = arith.mulf %l1067, %r1067 : f32
    affine.store %w1067, %buf1067[%i1067] : memref<256xf32>
  }
  %buf1068 = memref.alloc() : memref<256xf32>
  affine.for %i1068 = 0 to 256 {
    %v1068 = affine.load %buf1067[%i1068] : memref<256xf32>
    %w1068 = arith.addf %v1068, %cst : f32
    affine.store %w1068, %buf1068[%i1068] : memref<256xf32>
  }
  %buf1069 = memref.alloc() : memref<256xf32>
  affine.for %i1069 = 1 to 255 {
    %l1069 = affine.load %buf1068[%i1069 - 1] : memref<256xf32>
    %r1069 = affine.load %buf1068[%i1069 + 1] : memref<256xf32>
    %w1069 = arith.mulf %l1069, %r1069 : f32
    affine.store %w1069, %buf1069[%i1069] : memref<256xf32>
  }
  %buf1070 = memref.alloc() : memref<256xf32>
  affine.for %i1070 = 0 to 256 {
    %v1070 = affine.load %buf1069[%i1070] : memref<256xf32>
    %w1070 = arith.addf %v1070, %cst : f32
    affine.store %w1070, %buf1070[%i1070] : memref<256xf32>
  }
  %buf1071 = memref.alloc() : memref<256xf32>
  affine.for %i1071 = 1 to 255 {
    %l1071 = affine.load %buf1070[%i1071 - 1] : memref<256xf32>
    %r1071 = affine.load %buf1070[%i1071 + 1] : memref<256xf32>
    %w1071 = arith.mulf %l1071, %r1071 : f32
    affine.store %w1071, %buf1071[%i1071] : memref<256xf32>
  }
  %buf1072 = memref.alloc() : memref<256xf32>
  affine.for %i1072 = 0 to 256 {
    %v1072 = affine.load %buf1071[%i1072] : memref<256xf32>
    %w1072 = arith.addf %v1072, %cst : f32
    affine.store %w1072, %buf1072[%i1072] : memref<256xf32>
  }
  %buf1073 = memref.alloc() : memref<256xf32>
  affine.for %i1073 = 1 to 255 {
    %l1073 = affine.load %buf1072[%i1073 - 1] : memref<256xf32>
    %r1073 = affine.load %buf1072[%i1073 + 1] : memref<256xf32>
    %w1073 = arith.mulf %l1073, %r1073 : f32
    affine.store %w1073, %buf1073[%i1073] : memref<256xf32>
  }
  %buf1074 = memref.alloc() : memref<256xf32>
  affine.for %i1074 = 0 to 256 {
    %v1074 = affine.load %buf1073[%i1074] : memref<256xf32>
    %w1074 = arith.addf %v1074, %cst : f32
    affine.store %w1074, %buf1074[%i1074] : memref<256xf32>
  }
  %buf1075 = memref.alloc() : memref<256xf32>
  affine.for %i1075 = 1 to 255 {
    %l1075 = affine.load %buf1074[%i1075 - 1] : memref<256xf32>
    %r1075 = affine.load %buf1074[%i1075 + 1] : memref<256xf32>
    %w1075 = arith.mulf %l1075, %r1075 : f32
    affine.store %w1075, %buf1075[%i1075] : memref<256xf32>
  }
  %buf1076 = memref.alloc() : memref<256xf32>
  affine.for %i1076 = 0 to 256 {
    %v1076 = affine.load %buf1075[%i1076] : memref<256xf32>
    %w1076 = arith.addf %v1076, %cst : f32
    affine.store %w1076, %buf1076[%i1076] : memref<256xf32>
  }
  %buf1077 = memref.alloc() : memref<256xf32>
  affine.for %i1077 = 1 to 255 {
    %l1077 = affine.load %buf1076[%i1077 - 1] : memref<256xf32>
    %r1077 = affine.load %buf1076[%i1077 + 1] : memref<256xf32>
    %w1077 = arith.mulf %l1077, %r1077 : f32
    affine.store %w1077, %buf1077[%i1077] : memref<256xf32>
  }
  %buf1078 = memref.alloc() : memref<256xf32>
  affine.for %i1078 = 0 to 256 {
    %v1078 = affine.load %buf1077[%i1078] : memref<256xf32>
    %w1078 = arith.addf %v1078, %cst : f32
    affine.store %w1078, %buf1078[%i1078] : memref<256xf32>
  }
  %buf1079 = memref.alloc() : memref<256xf32>
  affine.for %i1079 = 1 to 255 {
    %l1079 = affine.load %buf1078[%i1079 - 1] : memref<256xf32>
    %r1079 = affine.load %buf1078[%i1079 + 1] : memref<256xf32>
    %w1079 = arith.mulf %l1079, %r1079 : f32
    affine.store %w1079, %buf1079[%i1079] : memref<256xf32>
  }
  %buf1080 = memref.alloc() : memref<256xf32>
  affine.for %i1080 = 0 to 256 {
    %v1080 = affine.load %buf1079[%i1080] : memref<256xf32>
    %w1080 = arith.addf %v1080, %cst : f32
    affine.store %w1080, %buf1080[%i1080] : memref<256xf32>
  }
  %buf1081 = memref.alloc() : memref<256xf32>
  affine.for %i1081 = 1 to 255 {
    %l1081 = affine.load %buf1080[%i1081 - 1] : memref<256xf32>
    %r1081 = affine.load %buf1080[%i1081 + 1] : memref<256xf32>
    %w1081 = arith.mulf %l1081, %r1081 : f32
    affine.store %w1081, %buf1081[%i1081] : memref<256xf32>
  }
  %buf1082 = memref.alloc() : memref<256xf32>
  affine.for %i1082 = 0 to 256 {
    %v1082 = affine.load %buf1081[%i1082] : memref<256xf32>
    %w1082 = arith.addf %v1082, %cst : f32
    affine.store %w1082, %buf1082[%i1082] : memref<256xf32>
  }
  %buf1083 = memref.alloc() : memref<256xf32>
  affine.for %i1083 = 1 to 255 {
    %l1083 = affine.load %buf1082[%i1083 - 1] : memref<256xf32>
    %r1083 = affine.load %buf1082[%i1083 + 1] : memref<256xf32>
    %w1083 = arith.mulf %l1083, %r1083 : f32
    affine.store %w1083, %buf1083[%i1083] : memref<256xf32>
  }
  %buf1084 = memref.alloc() : memref<256xf32>
  affine.for %i1084 = 0 to 256 {
    %v1084 = affine.load %buf1083[%i1084] : memref<256xf32>
    %w1084 = arith.addf %v1084, %cst : f32
    affine.store %w1084, %buf1084[%i1084] : memref<256xf32>
  }
  %buf1085 = memref.alloc() : memref<256xf32>
  affine.for %i1085 = 1 to 255 {
    %l1085 = affine.load %buf1084[%i1085 - 1] : memref<256xf32>
    %r1085 = affine.load %buf1084[%i1085 + 1] : memref<256xf32>
    %w1085 = arith.mulf %l1085, %r1085 : f32
    affine.store %w1085, %buf1085[%i1085] : memref<256xf32>
  }
  %buf1086 = memref.alloc() : memref<256xf32>
  affine.for %i1086 = 0 to 256 {
    %v1086 = affine.load %buf1085[%i1086] : memref<256xf32>
    %w1086 = arith.addf %v1086, %cst : f32
    affine.store %w1086, %buf1086[%i1086] : memref<256xf32>
  }
  %buf1087 = memref.alloc() : memref<256xf32>
  affine.for %i1087 = 1 to 255 {
    %l1087 = affine.load %buf1086[%i1087 - 1] : memref<256xf32>
    %r1087 = affine.load %buf1086[%i1087 + 1] : memref<256xf32>
    %w1087 = arith.mulf %l1087, %r1087 : f32
    affine.store %w1087, %buf1087[%i1087] : memref<256xf32>
  }
  %buf1088 = memref.alloc() : memref<256xf32>
  affine.for %i1088 = 0 to 256 {
    %v1088 = affine.load %buf1087[%i1088] : memref<256xf32>
    %w1088 = arith.addf %v1088, %cst : f32
    affine.store %w1088, %buf1088[%i1088] : memref<256xf32>
  }
  %buf1089 = memref.alloc() : memref<256xf32>
  affine.for %i1089 = 1 to 255 {
    %l1089 = affine.load %buf1088[%i1089 - 1] : memref<256xf32>
    %r1089 = affine.load %buf1088[%i1089 + 1] : memref<256xf32>
    %w1089 = arith.mulf %l1089, %r1089 : f32
    affine.store %w1089, %buf1089[%i1089] : memref<256xf32>
  }
  %buf1090 = memref.alloc() : memref<256xf32>
  affine.for %i1090 = 0 to 256 {
    %v1090 = affine.load %buf1089[%i1090] : memref<256xf32>
    %w1090 = arith.addf %v1090, %cst : f32
    affine.store %w1090, %buf1090[%i1090] : memref<256xf32>
  }
  %buf1091 = memref.alloc() : memref<256xf32>
  affine.for %i1091 = 1 to 255 {
    %l1091 = affine.load %buf1090[%i1091 - 1] : memref<256xf32>
    %r1091 = affine.load %buf1090[%i1091 + 1] : memref<256xf32>
    %w1091 = arith.mulf %l1091, %r1091 : f32
    affine.store %w1091, %buf1091[%i1091] : memref<256xf32>
  }
  %buf1092 = memref.alloc() : memref<256xf32>
  affine.for %i1092 = 0 to 256 {
    %v1092 = affine.load %buf1091[%i1092] : memref<256xf32>
    %w1092 = arith.addf %v1092, %cst : f32
    affine.store %w1092, %buf1092[%i1092] : memref<256xf32>
  }
  %buf1093 = memref.alloc() : memref<256xf32>
  affine.for %i1093 = 1 to 255 {
    %l1093 = affine.load %buf1092[%i1093 - 1] : memref<256xf32>
    %r1093 = affine.load %buf1092[%i1093 + 1] : memref<256xf32>
    %w1093 = arith.mulf %l1093, %r1093 : f32
    affine.store %w1093, %buf1093[%i1093] : memref<256xf32>
  }
  %buf1094 = memref.alloc() : memref<256xf32>
  affine.for %i1094 = 0 to 256 {
    %v1094 = affine.load %buf1093[%i1094] : memref<256xf32>
    %w1094 = arith.addf %v1094, %cst : f32
    affine.store %w1094, %buf1094[%i1094] : memref<256xf32>
  }
  %buf1095 = memref.alloc() : memref<256xf32>
  affine.for %i1095 = 1 to 255 {
    %l1095 = affine.load %buf1094[%i1095 - 1] : memref<256xf32>
    %r1095 = affine.load %buf1094[%i1095 + 1] : memref<256xf32>
    %w1095 = arith.mulf %l1095, %r1095 : f32
    affine.store %w1095, %buf1095[%i1095] : memref<256xf32>
  }
  %buf1096 = memref.alloc() : memref<256xf32>
  affine.for %i1096 = 0 to 256 {
    %v1096 = affine.load %buf1095[%i1096] : memref<256xf32>
    %w1096 = arith.addf %v1096, %cst : f32
    affine.store %w1096, %buf1096[%i1096] : memref<256xf32>
  }
  %buf1097 = memref.alloc() : memref<256xf32>
  affine.for %i1097 = 1 to 255 {
    %l1097 = affine.load %buf1096[%i1097 - 1] : memref<256xf32>
    %r1097 = affine.load %buf1096[%i1097 + 1] : memref<256xf32>
    %w1097 = arith.mulf %l1097, %r1097 : f32
    affine.store %w1097, %buf1097[%i1097] : memref<256xf32>
  }
  %buf1098 = memref.alloc() : memref<256xf32>
  affine.for %i1098 = 0 to 256 {
    %v1098 = affine.load %buf1097[%i1098] : memref<256xf32>
    %w1098 = arith.addf %v1098, %cst : f32
    affine.store %w1098, %buf1098[%i1098] : memref<256xf32>
  }
  %buf1099 = memref.alloc() : memref<256xf32>
  affine.for %i1099 = 1 to 255 {
    %l1099 = affine.load %buf1098[%i1099 - 1] : memref<256xf32>
    %r1099 = affine.load %buf1098[%i1099 + 1] : memref<256xf32>
    %w1099 = arith.mulf %l1099, %r1099 : f32
    affine.store %w1099, %buf1099[%i1099] : memref<256xf32>
  }
  %buf1100 = memref.alloc() : memref<256xf32>
  affine.for %i1100 = 0 to 256 {
    %v1100 = affine.load %buf1099[%i1100] : memref<256xf32>
    %w1100 = arith.addf %v1100, %cst : f32
    affine.store %w1100, %buf1100[%i1100] : memref<256xf32>
  }
  %buf1101 = memref.alloc() : memref<256xf32>
  affine.for %i1101 = 1 to 255 {
    %l1101 = affine.load %buf1100[%i1101 - 1] : memref<256xf32>
    %r1101 = affine.load %buf1100[%i1101 + 1] : memref<256xf32>
    %w1101 = arith.mulf %l1101, %r1101 : f32
    affine.store %w1101, %buf1101[%i1101] : memref<256xf32>
  }
  %buf1102 = memref.alloc() : memref<256xf32>
  affine.for %i1102 = 0 to 256 {
    %v1102 = affine.load %buf1101[%i1102] : memref<256xf32>
    %w1102 = arith.addf %v1102, %cst : f32
    affine.store %w1102, %buf1102[%i1102] : memref<256xf32>
  }
  %buf1103 = memref.alloc() : memref<256xf32>
  affine.for %i1103 = 1 to 255 {
    %l1103 = affine.load %buf1102[%i1103 - 1] : memref<256xf32>
    %r1103 = affine.load %buf1102[%i1103 + 1] : memref<256xf32>
    %w1103 = arith.mulf %l1103, %r1103 : f32
    affine.store %w1103, %buf1103[%i1103] : memref<256xf32>
  }
  %buf1104 = memref.alloc() : memref<256xf32>
  affine.for %i1104 = 0 to 256 {
    %v1104 = affine.load %buf1103[%i1104] : memref<256xf32>
    %w1104 = arith.addf %v1104, %cst : f32
    affine.store %w1104, %buf1104[%i1104] : memref<256xf32>
  }
  %buf1105 = memref.alloc() : memref<256xf32>
  affine.for %i1105 = 1 to 255 {
    %l1105 = affine.load %buf1104[%i1105 - 1] : memref<256xf32>
    %r1105 = affine.load %buf1104[%i1105 + 1] : memref<256xf32>
    %w1105 = arith.mulf %l1105, %r1105 : f32
    affine.store %w1105, %buf1105[%i1105] : memref<256xf32>
  }
  %buf1106 = memref.alloc() : memref<256xf32>
  affine.for %i1106 = 0 to 256 {
    %v1106 = affine.load %buf1105[%i1106] : memref<256xf32>
    %w1106 = arith.addf %v1106, %cst : f32
    affine.store %w1106, %buf1106[%i1106] : memref<256xf32>
  }
  %buf1107 = memref.alloc() : memref<256xf32>
  affine.for %i1107 = 1 to 255 {
    %l1107 = affine.load %buf1106[%i1107 - 1] : memref<256xf32>
    %r1107 = affine.load %buf1106[%i1107 + 1] : memref<256xf32>
    %w1107 = arith.mulf %l1107, %r1107 : f32
    affine.store %w1107, %buf1107[%i1107] : memref<256xf32>
  }
  %buf1108 = memref.alloc() : memref<256xf32>
  affine.for %i1108 = 0 to 256 {
    %v1108 = affine.load %buf1107[%i1108] : memref<256xf32>
    %w1108 = arith.addf %v1108, %cst : f32
    affine.store %w1108, %buf1108[%i1108] : memref<256xf32>
  }
  %buf1109 = memref.alloc() : memref<256xf32>
  affine.for %i1109 = 1 to 255 {
    %l1109 = affine.load %buf1108[%i1109 - 1] : memref<256xf32>
    %r1109 = affine.load %buf1108[%i1109 + 1] : memref<256xf32>
    %w1109 = arith.mulf %l1109, %r1109 : f32
    affine.store %w1109, %buf1109[%i1109] : memref<256xf32>
  }
  %buf1110 = memref.alloc() : memref<256xf32>
  affine.for %i1110 = 0 to 256 {
    %v1110 = affine.load %buf1109[%i1110] : memref<256xf32>
    %w1110 = arith.addf %v1110, %cst : f32
    affine.store %w1110, %buf1110[%i1110] : memref<256xf32>
  }
  %buf1111 = memref.alloc() : memref<256xf32>
  affine.for %i1111 = 1 to 255 {
    %l1111 = affine.load %buf1110[%i1111 - 1] : memref<256xf32>
    %r1111 = affine.load %buf1110[%i1111 + 1] : memref<256xf32>
    %w1111 = arith.mulf %l1111, %r1111 : f32
    affine.store %w1111, %buf1111[%i1111] : memref<256xf32>
  }
  %buf1112 = memref.alloc() : memref<256xf32>
  affine.for %i1112 = 0 to 256 {
    %v1112 = affine.load %buf1111[%i1112] : memref<256xf32>
    %w1112 = arith.addf %v1112, %cst : f32
    affine.store %w1112, %buf1112[%i1112] : memref<256xf32>
  }
  %buf1113 = memref.alloc() : memref<256xf32>
  affine.for %i1113 = 1 to 255 {
    %l1113 = affine.load %buf1112[%i1113 - 1] : memref<256xf32>
    %r1113 = affine.load %buf1112[%i1113 + 1] : memref<256xf32>
    %w1113 = arith.mulf %l1113, %r1113 : f32
    affine.store %w1113, %buf1113[%i1113] : memref<256xf32>
  }
  %buf1114 = memref.alloc() : memref<256xf32>
  affine.for %i1114 = 0 to 256 {
    %v1114 = affine.load %buf1113[%i1114] : memref<256xf32>
    %w1114 = arith.addf %v1114, %cst : f32
    affine.store %w1114, %buf1114[%i1114] : memref<256xf32>
  }
  %buf1115 = memref.alloc() : memref<256xf32>
  affine.for %i1115 = 1 to 255 {
    %l1115 = affine.load %buf1114[%i1115 - 1] : memref<256xf32>
    %r1115 = affine.load %buf1114[%i1115 + 1] : memref<256xf32>
    %w1115 = arith.mulf %l1115, %r1115 : f32
    affine.store %w1115, %buf1115[%i1115] : memref<256xf32>
  }
  %buf1116 = memref.alloc() : memref<256xf32>
  affine.for %i1116 = 0 to 256 {
    %v1116 = affine.load %buf1115[%i1116] : memref<256xf32>
    %w1116 = arith.addf %v1116, %cst : f32
    affine.store %w1116, %buf1116[%i1116] : memref<256xf32>
  }
  %buf1117 = memref.alloc() : memref<256xf32>
  affine.for %i1117 = 1 to 255 {
    %l1117 = affine.load %buf1116[%i1117 - 1] : memref<256xf32>
    %r1117 = affine.load %buf1116[%i1117 + 1] : memref<256xf32>
    %w1117 = arith.mulf %l1117, %r1117 : f32
    affine.store %w1117, %buf1117[%i1117] : memref<256xf32>
  }
  %buf1118 = memref.alloc() : memref<256xf32>
  affine.for %i1118 = 0 to 256 {
    %v1118 = affine.load %buf1117[%i1118] : memref<256xf32>
    %w1118 = arith.addf %v1118, %cst : f32
    affine.store %w1118, %buf1118[%i1118] : memref<256xf32>
  }
  %buf1119 = memref.alloc() : memref<256xf32>
  affine.for %i1119 = 1 to 255 {
    %l1119 = affine.load %buf1118[%i1119 - 1] : memref<256xf32>
    %r1119 = affine.load %buf1118[%i1119 + 1] : memref<256xf32>
    %w1119 = arith.mulf %l1119, %r1119 : f32
    affine.store %w1119, %buf1119[%i1119] : memref<256xf32>
  }
  %buf1120 = memref.alloc() : memref<256xf32>
  affine.for %i1120 = 0 to 256 {
    %v1120 = affine.load %buf1119[%i1120] : memref<256xf32>
    %w1120 = arith.addf %v1120, %cst : f32
    affine.store %w1120, %buf1120[%i1120] : memref<256xf32>
  }
  %buf1121 = memref.alloc() : memref<256xf32>
  affine.for %i1121 = 1 to 255 {
    %l1121 = affine.load %buf1120[%i1121 - 1] : memref<256xf32>
    %r1121 = affine.load %buf1120[%i1121 + 1] : memref<256xf32>
    %w1121 = arith.mulf %l1121, %r1121 : f32
    affine.store %w1121, %buf1121[%i1121] : memref<256xf32>
  }
  %buf1122 = memref.alloc() : memref<256xf32>
  affine.for %i1122 = 0 to 256 {
    %v1122 = affine.load %buf1121[%i1122] : memref<256xf32>
    %w1122 = arith.addf %v1122, %cst : f32
    affine.store %w1122, %buf1122[%i1122] : memref<256xf32>
  }
  %buf1123 = memref.alloc() : memref<256xf32>
  affine.for %i1123 = 1 to 255 {
    %l1123 = affine.load %buf1122[%i1123 - 1] : memref<256xf32>
    %r1123 = affine.load %buf1122[%i1123 + 1] : memref<256xf32>
    %w1123 = arith.mulf %l1123, %r1123 : f32
    affine.store %w1123, %buf1123[%i1123] : memref<256xf32>
  }
  %buf1124 = memref.alloc() : memref<256xf32>
  affine.for %i1124 = 0 to 256 {
    %v1124 = affine.load %buf1123[%i1124] : memref<256xf32>
    %w1124 = arith.addf %v1124, %cst : f32
    affine.store %w1124, %buf1124[%i1124] : memref<256xf32>
  }
  %buf1125 = memref.alloc() : memref<256xf32>
  affine.for %i1125 = 1 to 255 {
    %l1125 = affine.load %buf1124[%i1125 - 1] : memref<256xf32>
    %r1125 = affine.load %buf1124[%i1125 + 1] : memref<256xf32>
    %w1125 = arith.mulf %l1125, %r1125 : f32
    affine.store %w1125, %buf1125[%i1125] : memref<256xf32>
  }
  %buf1126 = memref.alloc() : memref<256xf32>
  affine.for %i1126 = 0 to 256 {
    %v1126 = affine.load %buf1125[%i1126] : memref<256xf32>
    %w1126 = arith.addf %v1126, %cst : f32
    affine.store %w1126, %buf1126[%i1126] : memref<256xf32>
  }
  %buf1127 = memref.alloc() : memref<256xf32>
  affine.for %i1127 = 1 to 255 {
    %l1127 = affine.load %buf1126[%i1127 - 1] : memref<256xf32>
    %r1127 = affine.load %buf1126[%i1127 + 1] : memref<256xf32>
    %w1127 = arith.mulf %l1127, %r1127 : f32
    affine.store %w1127, %buf1127[%i1127] : memref<256xf32>
  }
  %buf1128 = memref.alloc() : memref<256xf32>
  affine.for %i1128 = 0 to 256 {
    %v1128 = affine.load %buf1127[%i1128] : memref<256xf32>
    %w1128 = arith.addf %v1128, %cst : f32
    affine.store %w1128, %buf1128[%i1128] : memref<256xf32>
  }
  %buf1129 = memref.alloc() : memref<256xf32>
  affine.for %i1129 = 1 to 255 {
    %l1129 = affine.load %buf1128[%i1129 - 1] : memref<256xf32>
    %r1129 = affine.load %buf1128[%i1129 + 1] : memref<256xf32>
    %w1129 = arith.mulf %l1129, %r1129 : f32
    affine.store %w1129, %buf1129[%i1129] : memref<256xf32>
  }
  %buf1130 = memref.alloc() : memref<256xf32>
  affine.for %i1130 = 0 to 256 {
    %v1130 = affine.load %buf1129[%i1130] : memref<256xf32>
    %w1130 = arith.addf %v1130, %cst : f32
    affine.store %w1130, %buf1130[%i1130] : memref<256xf32>
  }
  %buf1131 = memref.alloc() : memref<256xf32>
  affine.for %i1131 = 1 to 255 {
    %l1131 = affine.load %buf1130[%i1131 - 1] : memref<256xf32>
    %r1131 = affine.load %buf1130[%i1131 + 1] : memref<256xf32>
    %w1131 = arith.mulf %l1131, %r1131 : f32
    affine.store %w1131, %buf1131[%i1131] : memref<256xf32>
  }
  %buf1132 = memref.alloc() : memref<256xf32>
  affine.for %i1132 = 0 to 256 {
    %v1132 = affine.load %buf1131[%i1132] : memref<256xf32>
    %w1132 = arith.addf %v1132, %cst : f32
    affine.store %w1132, %buf1132[%i1132] : memref<256xf32>
  }
  %buf1133 = memref.alloc() : memref<256xf32>
  affine.for %i1133 = 1 to 255 {
    %l1133 = affine.load %buf1132[%i1133 - 1] : memref<256xf32>
    %r1133 = affine.load %buf1132[%i1133 + 1] : memref<256xf32>
    %w1133 = arith.mulf %l1133, %r1133 : f32
    affine.store %w1133, %buf1133[%i1133] : memref<256xf32>
  }
  %buf1134 = memref.alloc() : memref<256xf32>
  affine.for %i1134 = 0 to 256 {
    %v1134 = affine.load %buf1133[%i1134] : memref<256xf32>
    %w1134 = arith.addf %v1134, %cst : f32
    affine.store %w1134, %buf1134[%i1134] : memref<256xf32>
  }
  %buf1135 = memref.alloc() : memref<256xf32>
  affine.for %i1135 = 1 to 255 {
    %l1135 = affine.load %buf1134[%i1135 - 1] : memref<256xf32>
    %r1135 = affine.load %buf1134[%i1135 + 1] : memref<256xf32>
    %w1135 = arith.mulf %l1135, %r1135 : f32
    affine.store %w1135, %buf1135[%i1135] : memref<256xf32>
  }
  %buf1136 = memref.alloc() : memref<256xf32>
  affine.for %i1136 = 0 to 256 {
    %v1136 = affine.load %buf1135[%i1136] : memref<256xf32>
    %w1136 = arith.addf %v1136, %cst : f32
    affine.store %w1136, %buf1136[%i1136] : memref<256xf32>
  }
  %buf1137 = memref.alloc() : memref<256xf32>
  affine.for %i1137 = 1 to 255 {
    %l1137 = affine.load %buf1136[%i1137 - 1] : memref<256xf32>
    %r1137 = affine.load %buf1136[%i1137 + 1] : memref<256xf32>
    %w1137 = arith.mulf %l1137, %r1137 : f32
    affine.store %w1137, %buf1137[%i1137] : memref<256xf32>
  }
  %buf1138 = memref.alloc() : memref<256xf32>
  affine.for %i1138 = 0 to 256 {
    %v1138 = affine.load %buf1137[%i1138] : memref<256xf32>
    %w1138 = arith.addf %v1138, %cst : f32
    affine.store %w1138, %buf1138[%i1138] : memref<256xf32>
  }
  %buf1139 = memref.alloc() : memref<256xf32>
  affine.for %i1139 = 1 to 255 {
    %l1139 = affine.load %buf1138[%i1139 - 1] : memref<256xf32>
    %r1139 = affine.load %buf1138[%i1139 + 1] : memref<256xf32>
    %w1139 = arith.mulf %l1139, %r1139 : f32
    affine.store %w1139, %buf1139[%i1139] : memref<256xf32>
  }
  %buf1140 = memref.alloc() : memref<256xf32>
  affine.for %i1140 = 0 to 256 {
    %v1140 = affine.load %buf1139[%i1140] : memref<256xf32>
    %w1140 = arith.addf %v1140, %cst : f32
    affine.store %w1140, %buf1140[%i1140] : memref<256xf32>
  }
  %buf1141 = memref.alloc() : memref<256xf32>
  affine.for %i1141 = 1 to 255 {
    %l1141 = affine.load %buf1140[%i1141 - 1] : memref<256xf32>
    %r1141 = affine.load %buf1140[%i1141 + 1] : memref<256xf32>
    %w1141 = arith.mulf %l1141, %r1141 : f32
    affine.store %w1141, %buf1141[%i1141] : memref<256xf32>
  }
  %buf1142 = memref.alloc() : memref<256xf32>
  affine.for %i1142 = 0 to 256 {
    %v1142 = affine.load %buf1141[%i1142] : memref<256xf32>
    %w1142 = arith.addf %v1142, %cst : f32
    affine.store %w1142, %buf1142[%i1142] : memref<256xf32>
  }
  %buf1143 = memref.alloc() : memref<256xf32>
  affine.for %i1143 = 1 to 255 {
    %l1143 = affine.load %buf1142[%i1143 - 1] : memref<256xf32>
    %r1143 = affine.load %buf1142[%i1143 + 1] : memref<256xf32>
    %w1143 = arith.mulf %l1143, %r1143 : f32
    affine.store %w1143, %buf1143[%i1143] : memref<256xf32>
  }
  %buf1144 = memref.alloc() : memref<256xf32>
  affine.for %i1144 = 0 to 256 {
    %v1144 = affine.load %buf1143[%i1144] : memref<256xf32>
    %w1144 = arith.addf %v1144, %cst : f32
    affine.store %w1144, %buf1144[%i1144] : memref<256xf32>
  }
  %buf1145 = memref.alloc() : memref<256xf32>
  affine.for %i1145 = 1 to 255 {
    %l1145 = affine.load %buf1144[%i1145 - 1] : memref<256xf32>
    %r1145 = affine.load %buf1144[%i1145 + 1] : memref<256xf32>
    %w1145 = arith.mulf %l1145, %r1145 : f32
    affine.store %w1145, %buf1145[%i1145] : memref<256xf32>
  }
  %buf1146 = memref.alloc() : memref<256xf32>
  affine.for %i1146 = 0 to 256 {
    %v1146 = affine.load %buf1145[%i1146] : memref<256xf32>
    %w1146 = arith.addf %v1146, %cst : f32
    affine.store %w1146, %buf1146[%i1146] : memref<256xf32>
  }
  %buf1147 = memref.alloc() : memref<256xf32>
  affine.for %i1147 = 1 to 255 {
    %l1147 = affine.load %buf1146[%i1147 - 1] : memref<256xf32>
    %r1147 = affine.load %buf1146[%i1147 + 1] : memref<256xf32>
    %w1147 = arith.mulf %l1147, %r1147 : f32
    affine.store %w1147, %buf1147[%i1147] : memref<256xf32>
  }
  %buf1148 = memref.alloc() : memref<256xf32>
  affine.for %i1148 = 0 to 256 {
    %v1148 = affine.load %buf1147[%i1148] : memref<256xf32>
    %w1148 = arith.addf %v1148, %cst : f32
    affine.store %w1148, %buf1148[%i1148] : memref<256xf32>
  }
  %buf1149 = memref.alloc() : memref<256xf32>
  affine.for %i1149 = 1 to 255 {
    %l1149 = affine.load %buf1148[%i1149 - 1] : memref<256xf32>
    %r1149 = affine.load %buf1148[%i1149 + 1] : memref<256xf32>
    %w1149 = arith.mulf %l1149, %r1149 : f32
    affine.store %w1149, %buf1149[%i1149] : memref<256xf32>
  }
  %buf1150 = memref.alloc() : memref<256xf32>
  affine.for %i1150 = 0 to 256 {
    %v1150 = affine.load %buf1149[%i1150] : memref<256xf32>
    %w1150 = arith.addf %v1150, %cst : f32
    affine.store %w1150, %buf1150[%i1150] : memref<256xf32>
  }
  %buf1151 = memref.alloc() : memref<256xf32>
  affine.for %i1151 = 1 to 255 {
    %l1151 = affine.load %buf1150[%i1151 - 1] : memref<256xf32>
    %r1151 = affine.load %buf1150[%i1151 + 1] : memref<256xf32>
    %w1151 = arith.mulf %l1151, %r1151 : f32
    affine.store %w1151, %buf1151[%i1151] : memref<256xf32>
  }
  %buf1152 = memref.alloc() : memref<256xf32>
  affine.for %i1152 = 0 to 256 {
    %v1152 = affine.load %buf1151[%i1152] : memref<256xf32>
    %w1152 = arith.addf %v1152, %cst : f32
    affine.store %w1152, %buf1152[%i1152] : memref<256xf32>
  }
  %buf1153 = memref.alloc() : memref<256xf32>
  affine.for %i1153 = 1 to 255 {
    %l1153 = affine.load %buf1152[%i1153 - 1] : memref<256xf32>
    %r1153 = affine.load %buf1152[%i1153 + 1] : memref<256xf32>
    %w1153 = arith.mulf %l1153, %r1153 : f32
    affine.store %w1153, %buf1153[%i1153] : memref<256xf32>
  }
  %buf1154 = memref.alloc() : memref<256xf32>
  affine.for %i1154 = 0 to 256 {
    %v1154 = affine.load %buf1153[%i1154] : memref<256xf32>
    %w1154 = arith.addf %v1154, %cst : f32
    affine.store %w1154, %buf1154[%i1154] : memref<256xf32>
  }
  %buf1155 = memref.alloc() : memref<256xf32>
  affine.for %i1155 = 1 to 255 {
    %l1155 = affine.load %buf1154[%i1155 - 1] : memref<256xf32>
    %r1155 = affine.load %buf1154[%i1155 + 1] : memref<256xf32>
    %w1155 = arith.mulf %l1155, %r1155 : f32
    affine.store %w1155, %buf1155[%i1155] : memref<256xf32>
  }
  %buf1156 = memref.alloc() : memref<256xf32>
  affine.for %i1156 = 0 to 256 {
    %v1156 = affine.load %buf1155[%i1156] : memref<256xf32>
    %w1156 = arith.addf %v1156, %cst : f32
    affine.store %w1156, %buf1156[%i1156] : memref<256xf32>
  }
  %buf1157 = memref.alloc() : memref<256xf32>
  affine.for %i1157 = 1 to 255 {
    %l1157 = affine.load %buf1156[%i1157 - 1] : memref<256xf32>
    %r1157 = affine.load %buf1156[%i1157 + 1] : memref<256xf32>
    %w1157 = arith.mulf %l1157, %r1157 : f32
    affine.store %w1157, %buf1157[%i1157] : memref<256xf32>
  }
  %buf1158 = memref.alloc() : memref<256xf32>
  affine.for %i1158 = 0 to 256 {
    %v1158 = affine.load %buf1157[%i1158] : memref<256xf32>
    %w1158 = arith.addf %v1158, %cst : f32
    affine.store %w1158, %buf1158[%i1158] : memref<256xf32>
  }
  %buf1159 = memref.alloc() : memref<256xf32>
  affine.for %i1159 = 1 to 255 {
    %l1159 = affine.load %buf1158[%i1159 - 1] : memref<256xf32>
    %r1159 = affine.load %buf1158[%i1159 + 1] : memref<256xf32>
    %w1159 = arith.mulf %l1159, %r1159 : f32
    affine.store %w1159, %buf1159[%i1159] : memref<256xf32>
  }
  %buf1160 = memref.alloc() : memref<256xf32>
  affine.for %i1160 = 0 to 256 {
    %v1160 = affine.load %buf1159[%i1160] : memref<256xf32>
    %w1160 = arith.addf %v1160, %cst : f32
    affine.store %w1160, %buf1160[%i1160] : memref<256xf32>
  }
  %buf1161 = memref.alloc() : memref<256xf32>
  affine.for %i1161 = 1 to 255 {
    %l1161 = affine.load %buf1160[%i1161 - 1] : memref<256xf32>
    %r1161 = affine.load %buf1160[%i1161 + 1] : memref<256xf32>
    %w1161 = arith.mulf %l1161, %r1161 : f32
    affine.store %w1161, %buf1161[%i1161] : memref<256xf32>
  }
  %buf1162 = memref.alloc() : memref<256xf32>
  affine.for %i1162 = 0 to 256 {
    %v1162 = affine.load %buf1161[%i1162] : memref<256xf32>
    %w1162 = arith.addf %v1162, %cst : f32
    affine.store %w1162, %buf1162[%i1162] : memref<256xf32>
  }
  %buf1163 = memref.alloc() : memref<256xf32>
  affine.for %i1163 = 1 to 255 {
    %l1163 = affine.load %buf1162[%i1163 - 1] : memref<256xf32>
    %r1163 = affine.load %buf1162[%i1163 + 1] : memref<256xf32>
    %w1163 = arith.mulf %l1163, %r1163 : f32
    affine.store %w1163, %buf1163[%i1163] : memref<256xf32>
  }
  %buf1164 = memref.alloc() : memref<256xf32>
  affine.for %i1164 = 0 to 256 {
    %v1164 = affine.load %buf1163[%i1164] : memref<256xf32>
    %w1164 = arith.addf %v1164, %cst : f32
    affine.store %w1164, %buf1164[%i1164] : memref<256xf32>
  }
  %buf1165 = memref.alloc() : memref<256xf32>
  affine.for %i1165 = 1 to 255 {
    %l1165 = affine.load %buf1164[%i1165 - 1] : memref<256xf32>
    %r1165 = affine.load %buf1164[%i1165 + 1] : memref<256xf32>
    %w1165 = arith.mulf %l1165, %r1165 : f32
    affine.store %w1165, %buf1165[%i1165] : memref<256xf32>
  }
  %buf1166 = memref.alloc() : memref<256xf32>
  affine.for %i1166 = 0 to 256 {
    %v1166 = affine.load %buf1165[%i1166] : memref<256xf32>
    %w1166 = arith.addf %v1166, %cst : f32
    affine.store %w1166, %buf1166[%i1166] : memref<256xf32>
  }
  %buf1167 = memref.alloc() : memref<256xf32>
  affine.for %i1167 = 1 to 255 {
    %l1167 = affine.load %buf1166[%i1167 - 1] : memref<256xf32>
    %r1167 = affine.load %buf1166[%i1167 + 1] : memref<256xf32>
    %w1167 = arith.mulf %l1167, %r1167 : f32
    affine.store %w1167, %buf1167[%i1167] : memref<256xf32>
  }
  %buf1168 = memref.alloc() : memref<256xf32>
  affine.for %i1168 = 0 to 256 {
    %v1168 = affine.load %buf1167[%i1168] : memref<256xf32>
    %w1168 = arith.addf %v1168, %cst : f32
    affine.store %w1168, %buf1168[%i1168] : memref<256xf32>
  }
  %buf1169 = memref.alloc() : memref<256xf32>
  affine.for %i1169 = 1 to 255 {
    %l1169 = affine.load %buf1168[%i1169 - 1] : memref<256xf32>
    %r1169 = affine.load %buf1168[%i1169 + 1] : memref<256xf32>
    %w1169 = arith.mulf %l1169, %r1169 : f32
    affine.store %w1169, %buf1169[%i1169] : memref<256xf32>
  }
  %buf1170 = memref.alloc() : memref<256xf32>
  affine.for %i1170 = 0 to 256 {
    %v1170 = affine.load %buf1169[%i1170] : memref<256xf32>
    %w1170 = arith.addf %v1170, %cst : f32
    affine.store %w1170, %buf1170[%i1170] : memref<256xf32>
  }
  %buf1171 = memref.alloc() : memref<256xf32>
  affine.for %i1171 = 1 to 255 {
    %l1171 = affine.load %buf1170[%i1171 - 1] : memref<256xf32>
    %r1171 = affine.load %buf1170[%i1171 + 1] : memref<256xf32>
    %w1171 = arith.mulf %l1171, %r1171 : f32
    affine.store %w1171, %buf1171[%i1171] : memref<256xf32>
  }
  %buf1172 = memref.alloc() : memref<256xf32>
  affine.for %i1172 = 0 to 256 {
    %v1172 = affine.load %buf1171[%i1172] : memref<256xf32>
    %w1172 = arith.addf %v1172, %cst : f32
    affine.store %w1172, %buf1172[%i1172] : memref<256xf32>
  }
  %buf1173 = memref.alloc() : memref<256xf32>
  affine.for %i1173 = 1 to 255 {
    %l1173 = affine.load %buf1172[%i1173 - 1] : memref<256xf32>
    %r1173 = affine.load %buf1172[%i1173 + 1] : memref<256xf32>
    %w1173 = arith.mulf %l1173, %r1173 : f32
    affine.store %w1173, %buf1173[%i1173] : memref<256xf32>
  }
  %buf1174 = memref.alloc() : memref<256xf32>
  affine.for %i1174 = 0 to 256 {
    %v1174 = affine.load %buf1173[%i1174] : memref<256xf32>
    %w1174 = arith.addf %v1174, %cst : f32
    affine.store %w1174, %buf1174[%i1174] : memref<256xf32>
  }
  %buf1175 = memref.alloc() : memref<256xf32>
  affine.for %i1175 = 1 to 255 {
    %l1175 = affine.load %buf1174[%i1175 - 1] : memref<256xf32>
    %r1175 = affine.load %buf1174[%i1175 + 1] : memref<256xf32>
    %w1175 = arith.mulf %l1175, %r1175 : f32
    affine.store %w1175, %buf1175[%i1175] : memref<256xf32>
  }
  %buf1176 = memref.alloc() : memref<256xf32>
  affine.for %i1176 = 0 to 256 {
    %v1176 = affine.load %buf1175[%i1176] : memref<256xf32>
    %w1176 = arith.addf %v1176, %cst : f32
    affine.store %w1176, %buf1176[%i1176] : memref<256xf32>
  }
  %buf1177 = memref.alloc() : memref<256xf32>
  affine.for %i1177 = 1 to 255 {
    %l1177 = affine.load %buf1176[%i1177 - 1] : memref<256xf32>
    %r1177 = affine.load %buf1176[%i1177 + 1] : memref<256xf32>
    %w1177 = arith.mulf %l1177, %r1177 : f32
    affine.store %w1177, %buf1177[%i1177] : memref<256xf32>
  }
  %buf1178 = memref.alloc() : memref<256xf32>
  affine.for %i1178 = 0 to 256 {
    %v1178 = affine.load %buf1177[%i1178] : memref<256xf32>
    %w1178 = arith.addf %v1178, %cst : f32
    affine.store %w1178, %buf1178[%i1178] : memref<256xf32>
  }
  %buf1179 = memref.alloc() : memref<256xf32>
  affine.for %i1179 = 1 to 255 {
    %l1179 = affine.load %buf1178[%i1179 - 1] : memref<256xf32>
    %r1179 = affine.load %buf1178[%i1179 + 1] : memref<256xf32>
    %w1179 = arith.mulf %l1179, %r1179 : f32
    affine.store %w1179, %buf1179[%i1179] : memref<256xf32>
  }
  %buf1180 = memref.alloc() : memref<256xf32>
  affine.for %i1180 = 0 to 256 {
    %v1180 = affine.load %buf1179[%i1180] : memref<256xf32>
    %w1180 = arith.addf %v1180, %cst : f32
    affine.store %w1180, %buf1180[%i1180] : memref<256xf32>
  }
  %buf1181 = memref.alloc() : memref<256xf32>
  affine.for %i1181 = 1 to 255 {
    %l1181 = affine.load %buf1180[%i1181 - 1] : memref<256xf32>
    %r1181 = affine.load %buf1180[%i1181 + 1] : memref<256xf32>
    %w1181 = arith.mulf %l1181, %r1181 : f32
    affine.store %w1181, %buf1181[%i1181] : memref<256xf32>
  }
  %buf1182 = memref.alloc() : memref<256xf32>
  affine.for %i1182 = 0 to 256 {
    %v1182 = affine.load %buf1181[%i1182] : memref<256xf32>
    %w1182 = arith.addf %v1182, %cst : f32
    affine.store %w1182, %buf1182[%i1182] : memref<256xf32>
  }
  %buf1183 = memref.alloc() : memref<256xf32>
  affine.for %i1183 = 1 to 255 {
    %l1183 = affine.load %buf1182[%i1183 - 1] : memref<256xf32>
    %r1183 = affine.load %buf1182[%i1183 + 1] : memref<256xf32>
    %w1183 = arith.mulf %l1183, %r1183 : f32
    affine.store %w1183, %buf1183[%i1183] : memref<256xf32>
  }
  %buf1184 = memref.alloc() : memref<256xf32>
  affine.for %i1184 = 0 to 256 {
    %v1184 = affine.load %buf1183[%i1184] : memref<256xf32>
    %w1184 = arith.addf %v1184, %cst : f32
    affine.store %w1184, %buf1184[%i1184] : memref<256xf32>
  }
  %buf1185 = memref.alloc() : memref<256xf32>
  affine.for %i1185 = 1 to 255 {
    %l1185 = affine.load %buf1184[%i1185 - 1] : memref<256xf32>
    %r1185 = affine.load %buf1184[%i1185 + 1] : memref<256xf32>
    %w1185 = arith.mulf %l1185, %r1185 : f32
    affine.store %w1185, %buf1185[%i1185] : memref<256xf32>
  }
  %buf1186 = memref.alloc() : memref<256xf32>
  affine.for %i1186 = 0 to 256 {
    %v1186 = affine.load %buf1185[%i1186] : memref<256xf32>
    %w1186 = arith.addf %v1186, %cst : f32
    affine.store %w1186, %buf1186[%i1186] : memref<256xf32>
  }
  %buf1187 = memref.alloc() : memref<256xf32>
  affine.for %i1187 = 1 to 255 {
    %l1187 = affine.load %buf1186[%i1187 - 1] : memref<256xf32>
    %r1187 = affine.load %buf1186[%i1187 + 1] : memref<256xf32>
    %w1187 = arith.mulf %l1187, %r1187 : f32
    affine.store %w1187, %buf1187[%i1187] : memref<256xf32>
  }
  %buf1188 = memref.alloc() : memref<256xf32>
  affine.for %i1188 = 0 to 256 {
    %v1188 = affine.load %buf1187[%i1188] : memref<256xf32>
    %w1188 = arith.addf %v1188, %cst : f32
    affine.store %w1188, %buf1188[%i1188] : memref<256xf32>
  }
  %buf1189 = memref.alloc() : memref<256xf32>
  affine.for %i1189 = 1 to 255 {
    %l1189 = affine.load %buf1188[%i1189 - 1] : memref<256xf32>
    %r1189 = affine.load %buf1188[%i1189 + 1] : memref<256xf32>
    %w1189 = arith.mulf %l1189, %r1189 : f32
    affine.store %w1189, %buf1189[%i1189] : memref<256xf32>
  }
  %buf1190 = memref.alloc() : memref<256xf32>
  affine.for %i1190 = 0 to 256 {
    %v1190 = affine.load %buf1189[%i1190] : memref<256xf32>
    %w1190 = arith.addf %v1190, %cst : f32
    affine.store %w1190, %buf1190[%i1190] : memref<256xf32>
  }
  %buf1191 = memref.alloc() : memref<256xf32>
  affine.for %i1191 = 1 to 255 {
    %l1191 = affine.load %buf1190[%i1191 - 1] : memref<256xf32>
    %r1191 = affine.load %buf1190[%i1191 + 1] : memref<256xf32>
    %w1191 = arith.mulf %l1191, %r1191 : f32
    affine.store %w1191, %buf1191[%i1191] : memref<256xf32>
  }
  %buf1192 = memref.alloc() : memref<256xf32>
  affine.for %i1192 = 0 to 256 {
    %v1192 = affine.load %buf1191[%i1192] : memref<256xf32>
    %w1192 = arith.addf %v1192, %cst : f32
    affine.store %w1192, %buf1192[%i1192] : memref<256xf32>
  }
  %buf1193 = memref.alloc() : memref<256xf32>
  affine.for %i1193 = 1 to 255 {
    %l1193 = affine.load %buf1192[%i1193 - 1] : memref<256xf32>
    %r1193 = affine.load %buf1192[%i1193 + 1] : memref<256xf32>
    %w1193 = arith.mulf %l1193, %r1193 : f32
    affine.store %w1193, %buf1193[%i1193] : memref<256xf32>
  }
  %buf1194 = memref.alloc() : memref<256xf32>
  affine.for %i1194 = 0 to 256 {
    %v1194 = affine.load %buf1193[%i1194] : memref<256xf32>
    %w1194 = arith.addf %v1194, %cst : f32
    affine.store %w1194, %buf1194[%i1194] : memref<256xf32>
  }
  %buf1195 = memref.alloc() : memref<256xf32>
  affine.for %i1195 = 1 to 255 {
    %l1195 = affine.load %buf1194[%i1195 - 1] : memref<256xf32>
    %r1195 = affine.load %buf1194[%i1195 + 1] : memref<256xf32>
    %w1195 = arith.mulf %l1195, %r1195 : f32
    affine.store %w1195, %buf1195[%i1195] : memref<256xf32>
  }
  %buf1196 = memref.alloc() : memref<256xf32>
  affine.for %i1196 = 0 to 256 {
    %v1196 = affine.load %buf1195[%i1196] : memref<256xf32>
    %w1196 = arith.addf %v1196, %cst : f32
    affine.store %w1196, %buf1196[%i1196] : memref<256xf32>
  }
  %buf1197 = memref.alloc() : memref<256xf32>
  affine.for %i1197 = 1 to 255 {
    %l1197 = affine.load %buf1196[%i1197 - 1] : memref<256xf32>
    %r1197 = affine.load %buf1196[%i1197 + 1] : memref<256xf32>
    %w1197 = arith.mulf %l1197, %r1197 : f32
    affine.store %w1197, %buf1197[%i1197] : memref<256xf32>
  }
  %buf1198 = memref.alloc() : memref<256xf32>
  affine.for %i1198 = 0 to 256 {
    %v1198 = affine.load %buf1197[%i1198] : memref<256xf32>
    %w1198 = arith.addf %v1198, %cst : f32
    affine.store %w1198, %buf1198[%i1198] : memref<256xf32>
  }
  %buf1199 = memref.alloc() : memref<256xf32>
  affine.for %i1199 = 1 to 255 {
    %l1199 = affine.load %buf1198[%i1199 - 1] : memref<256xf32>
    %r1199 = affine.load %buf1198[%i1199 + 1] : memref<256xf32>
    %w1199 = arith.mulf %l1199, %r1199 : f32
    affine.store %w1199, %buf1199[%i1199] : memref<256xf32>
  }
  %buf1200 = memref.alloc() : memref<256xf32>
  affine.for %i1200 = 0 to 256 {
    %v1200 = affine.load %buf1199[%i1200] : memref<256xf32>
    %w1200 = arith.addf %v1200, %cst : f32
    affine.store %w1200, %buf1200[%i1200] : memref<256xf32>
  }
  %buf1201 = memref.alloc() : memref<256xf32>
  affine.for %i1201 = 1 to 255 {
    %l1201 = affine.load %buf1200[%i1201 - 1] : memref<256xf32>
    %r1201 = affine.load %buf1200[%i1201 + 1] : memref<256xf32>
    %w1201 = arith.mulf %l1201, %r1201 : f32
    affine.store %w1201, %buf1201[%i1201] : memref<256xf32>
  }
  %buf1202 = memref.alloc() : memref<256xf32>
  affine.for %i1202 = 0 to 256 {
    %v1202 = affine.load %buf1201[%i1202] : memref<256xf32>
    %w1202 = arith.addf %v1202, %cst : f32
    affine.store %w1202, %buf1202[%i1202] : memref<256xf32>
  }
  %buf1203 = memref.alloc() : memref<256xf32>
  affine.for %i1203 = 1 to 255 {
    %l1203 = affine.load %buf1202[%i1203 - 1] : memref<256xf32>
    %r1203 = affine.load %buf1202[%i1203 + 1] : memref<256xf32>
    %w1203 = arith.mulf %l1203, %r1203 : f32
    affine.store %w1203, %buf1203[%i1203] : memref<256xf32>
  }
  %buf1204 = memref.alloc() : memref<256xf32>
  affine.for %i1204 = 0 to 256 {
    %v1204 = affine.load %buf1203[%i1204] : memref<256xf32>
    %w1204 = arith.addf %v1204, %cst : f32
    affine.store %w1204, %buf1204[%i1204] : memref<256xf32>
  }
  %buf1205 = memref.alloc() : memref<256xf32>
  affine.for %i1205 = 1 to 255 {
    %l1205 = affine.load %buf1204[%i1205 - 1] : memref<256xf32>
    %r1205 = affine.load %buf1204[%i1205 + 1] : memref<256xf32>
    %w1205 = arith.mulf %l1205, %r1205 : f32
    affine.store %w1205, %buf1205[%i1205] : memref<256xf32>
  }
  %buf1206 = memref.alloc() : memref<256xf32>
  affine.for %i1206 = 0 to 256 {
    %v1206 = affine.load %buf1205[%i1206] : memref<256xf32>
    %w1206 = arith.addf %v1206, %cst : f32
    affine.store %w1206, %buf1206[%i1206] : memref<256xf32>
  }
  %buf1207 = memref.alloc() : memref<256xf32>
  affine.for %i1207 = 1 to 255 {
    %l1207 = affine.load %buf1206[%i1207 - 1] : memref<256xf32>
    %r1207 = affine.load %buf1206[%i1207 + 1] : memref<256xf32>
    %w1207 = arith.mulf %l1207, %r1207 : f32
    affine.store %w1207, %buf1207[%i1207] : memref<256xf32>
  }
  %buf1208 = memref.alloc() : memref<256xf32>
  affine.for %i1208 = 0 to 256 {
    %v1208 = affine.load %buf1207[%i1208] : memref<256xf32>
    %w1208 = arith.addf %v1208, %cst : f32
    affine.store %w1208, %buf1208[%i1208] : memref<256xf32>
  }
  %buf1209 = memref.alloc() : memref<256xf32>
  affine.for %i1209 = 1 to 255 {
    %l1209 = affine.load %buf1208[%i1209 - 1] : memref<256xf32>
    %r1209 = affine.load %buf1208[%i1209 + 1] : memref<256xf32>
    %w1209 = arith.mulf %l1209, %r1209 : f32
    affine.store %w1209, %buf1209[%i1209] : memref<256xf32>
  }
  %buf1210 = memref.alloc() : memref<256xf32>
  affine.for %i1210 = 0 to 256 {
    %v1210 = affine.load %buf1209[%i1210] : memref<256xf32>
    %w1210 = arith.addf %v1210, %cst : f32
    affine.store %w1210, %buf1210[%i1210] : memref<256xf32>
  }
  %buf1211 = memref.alloc() : memref<256xf32>
  affine.for %i1211 = 1 to 255 {
    %l1211 = affine.load %buf1210[%i1211 - 1] : memref<256xf32>
    %r1211 = affine.load %buf1210[%i1211 + 1] : memref<256xf32>
    %w1211 = arith.mulf %l1211, %r1211 : f32
    affine.store %w1211, %buf1211[%i1211] : memref<256xf32>
  }
  %buf1212 = memref.alloc() : memref<256xf32>
  affine.for %i1212 = 0 to 256 {
    %v1212 = affine.load %buf1211[%i1212] : memref<256xf32>
    %w1212 = arith.addf %v1212, %cst : f32
    affine.store %w1212, %buf1212[%i1212] : memref<256xf32>
  }
  %buf1213 = memref.alloc() : memref<256xf32>
  affine.for %i1213 = 1 to 255 {
    %l1213 = affine.load %buf1212[%i1213 - 1] : memref<256xf32>
    %r1213 = affine.load %buf1212[%i1213 + 1] : memref<256xf32>
    %w1213 = arith.mulf %l1213, %r1213 : f32
    affine.store %w1213, %buf1213[%i1213] : memref<256xf32>
  }
  %buf1214 = memref.alloc() : memref<256xf32>
  affine.for %i1214 = 0 to 256 {
    %v1214 = affine.load %buf1213[%i1214] : memref<256xf32>
    %w1214 = arith.addf %v1214, %cst : f32
    affine.store %w1214, %buf1214[%i1214] : memref<256xf32>
  }
  %buf1215 = memref.alloc() : memref<256xf32>
  affine.for %i1215 = 1 to 255 {
    %l1215 = affine.load %buf1214[%i1215 - 1] : memref<256xf32>
    %r1215 = affine.load %buf1214[%i1215 + 1] : memref<256xf32>
    %w1215 = arith.mulf %l1215, %r1215 : f32
    affine.store %w1215, %buf1215[%i1215] : memref<256xf32>
  }
  %buf1216 = memref.alloc() : memref<256xf32>
  affine.for %i1216 = 0 to 256 {
    %v1216 = affine.load %buf1215[%i1216] : memref<256xf32>
    %w1216 = arith.addf %v1216, %cst : f32
    affine.store %w1216, %buf1216[%i1216] : memref<256xf32>
  }
  %buf1217 = memref.alloc() : memref<256xf32>
  affine.for %i1217 = 1 to 255 {
    %l1217 = affine.load %buf1216[%i1217 - 1] : memref<256xf32>
    %r1217 = affine.load %buf1216[%i1217 + 1] : memref<256xf32>
    %w1217 = arith.mulf %l1217, %r1217 : f32
    affine.store %w1217, %buf1217[%i1217] : memref<256xf32>
  }
  %buf1218 = memref.alloc() : memref<256xf32>
  affine.for %i1218 = 0 to 256 {
    %v1218 = affine.load %buf1217[%i1218] : memref<256xf32>
    %w1218 = arith.addf %v1218, %cst : f32
    affine.store %w1218, %buf1218[%i1218] : memref<256xf32>
  }
  %buf1219 = memref.alloc() : memref<256xf32>
  affine.for %i1219 = 1 to 255 {
    %l1219 = affine.load %buf1218[%i1219 - 1] : memref<256xf32>
    %r1219 = affine.load %buf1218[%i1219 + 1] : memref<256xf32>
    %w1219 = arith.mulf %l1219, %r1219 : f32
    affine.store %w1219, %buf1219[%i1219] : memref<256xf32>
  }
  %buf1220 = memref.alloc() : memref<256xf32>
  affine.for %i1220 = 0 to 256 {
    %v1220 = affine.load %buf1219[%i1220] : memref<256xf32>
    %w1220 = arith.addf %v1220, %cst : f32
    affine.store %w1220, %buf1220[%i1220] : memref<256xf32>
  }
  %buf1221 = memref.alloc() : memref<256xf32>
  affine.for %i1221 = 1 to 255 {
    %l1221 = affine.load %buf1220[%i1221 - 1] : memref<256xf32>
    %r1221 = affine.load %buf1220[%i1221 + 1] : memref<256xf32>
    %w1221 = arith.mulf %l1221, %r1221 : f32
    affine.store %w1221, %buf1221[%i1221] : memref<256xf32>
  }
  %buf1222 = memref.alloc() : memref<256xf32>
  affine.for %i1222 = 0 to 256 {
    %v1222 = affine.load %buf1221[%i1222] : memref<256xf32>
    %w1222 = arith.addf %v1222, %cst : f32
    affine.store %w1222, %buf1222[%i1222] : memref<256xf32>
  }
  %buf1223 = memref.alloc() : memref<256xf32>
  affine.for %i1223 = 1 to 255 {
    %l1223 = affine.load %buf1222[%i1223 - 1] : memref<256xf32>
    %r1223 = affine.load %buf1222[%i1223 + 1] : memref<256xf32>
    %w1223 = arith.mulf %l1223, %r1223 : f32
    affine.store %w1223, %buf1223[%i1223] : memref<256xf32>
  }
  %buf1224 = memref.alloc() : memref<256xf32>
  affine.for %i1224 = 0 to 256 {
    %v1224 = affine.load %buf1223[%i1224] : memref<256xf32>
    %w1224 = arith.addf %v1224, %cst : f32
    affine.store %w1224, %buf1224[%i1224] : memref<256xf32>
  }
  %buf1225 = memref.alloc() : memref<256xf32>
  affine.for %i1225 = 1 to 255 {
    %l1225 = affine.load %buf1224[%i1225 - 1] : memref<256xf32>
    %r1225 = affine.load %buf1224[%i1225 + 1] : memref<256xf32>
    %w1225 = arith.mulf %l1225, %r1225 : f32
    affine.store %w1225, %buf1225[%i1225] : memref<256xf32>
  }
  %buf1226 = memref.alloc() : memref<256xf32>
  affine.for %i1226 = 0 to 256 {
    %v1226 = affine.load %buf1225[%i1226] : memref<256xf32>
    %w1226 = arith.addf %v1226, %cst : f32
    affine.store %w1226, %buf1226[%i1226] : memref<256xf32>
  }
  %buf1227 = memref.alloc() : memref<256xf32>
  affine.for %i1227 = 1 to 255 {
    %l1227 = affine.load %buf1226[%i1227 - 1] : memref<256xf32>
    %r1227 = affine.load %buf1226[%i1227 + 1] : memref<256xf32>
    %w1227 = arith.mulf %l1227, %r1227 : f32
    affine.store %w1227, %buf1227[%i1227] : memref<256xf32>
  }
  %buf1228 = memref.alloc() : memref<256xf32>
  affine.for %i1228 = 0 to 256 {
    %v1228 = affine.load %buf1227[%i1228] : memref<256xf32>
    %w1228 = arith.addf %v1228, %cst : f32
    affine.store %w1228, %buf1228[%i1228] : memref<256xf32>
  }
  %buf1229 = memref.alloc() : memref<256xf32>
  affine.for %i1229 = 1 to 255 {
    %l1229 = affine.load %buf1228[%i1229 - 1] : memref<256xf32>
    %r1229 = affine.load %buf1228[%i1229 + 1] : memref<256xf32>
    %w1229 = arith.mulf %l1229, %r1229 : f32
    affine.store %w1229, %buf1229[%i1229] : memref<256xf32>
  }
  %buf1230 = memref.alloc() : memref<256xf32>
  affine.for %i1230 = 0 to 256 {
    %v1230 = affine.load %buf1229[%i1230] : memref<256xf32>
    %w1230 = arith.addf %v1230, %cst : f32
    affine.store %w1230, %buf1230[%i1230] : memref<256xf32>
  }
  %buf1231 = memref.alloc() : memref<256xf32>
  affine.for %i1231 = 1 to 255 {
    %l1231 = affine.load %buf1230[%i1231 - 1] : memref<256xf32>
    %r1231 = affine.load %buf1230[%i1231 + 1] : memref<256xf32>
    %w1231 = arith.mulf %l1231, %r1231 : f32
    affine.store %w1231, %buf1231[%i1231] : memref<256xf32>
  }
  %buf1232 = memref.alloc() : memref<256xf32>
  affine.for %i1232 = 0 to 256 {
    %v1232 = affine.load %buf1231[%i1232] : memref<256xf32>
    %w1232 = arith.addf %v1232, %cst : f32
    affine.store %w1232, %buf1232[%i1232] : memref<256xf32>
  }
  %buf1233 = memref.alloc() : memref<256xf32>
  affine.for %i1233 = 1 to 255 {
    %l1233 = affine.load %buf1232[%i1233 - 1] : memref<256xf32>
    %r1233 = affine.load %buf1232[%i1233 + 1] : memref<256xf32>
    %w1233 = arith.mulf %l1233, %r1233 : f32
    affine.store %w1233, %buf1233[%i1233] : memref<256xf32>
  }
  %buf1234 = memref.alloc() : memref<256xf32>
  affine.for %i1234 = 0 to 256 {
    %v1234 = affine.load %buf1233[%i1234] : memref<256xf32>
    %w1234 = arith.addf %v1234, %cst : f32
    affine.store %w1234, %buf1234[%i1234] : memref<256xf32>
  }
  %buf1235 = memref.alloc() : memref<256xf32>
  affine.for %i1235 = 1 to 255 {
    %l1235 = affine.load %buf1234[%i1235 - 1] : memref<256xf32>
    %r1235 = affine.load %buf1234[%i1235 + 1] : memref<256xf32>
    %w1235 = arith.mulf %l1235, %r1235 : f32
    affine.store %w1235, %buf1235[%i1235] : memref<256xf32>
  }
  %buf1236 = memref.alloc() : memref<256xf32>
  affine.for %i1236 = 0 to 256 {
    %v1236 = affine.load %buf1235[%i1236] : memref<256xf32>
    %w1236 = arith.addf %v1236, %cst : f32
    affine.store %w1236, %buf1236[%i1236] : memref<256xf32>
  }
  %buf1237 = memref.alloc() : memref<256xf32>
  affine.for %i1237 = 1 to 255 {
    %l1237 = affine.load %buf1236[%i1237 - 1] : memref<256xf32>
    %r1237 = affine.load %buf1236[%i1237 + 1] : memref<256xf32>
    %w1237 = arith.mulf %l1237, %r1237 : f32
    affine.store %w1237, %buf1237[%i1237] : memref<256xf32>
  }
  %buf1238 = memref.alloc() : memref<256xf32>
  affine.for %i1238 = 0 to 256 {
    %v1238 = affine.load %buf1237[%i1238] : memref<256xf32>
    %w1238 = arith.addf %v1238, %cst : f32
    affine.store %w1238, %buf1238[%i1238] : memref<256xf32>
  }
  %buf1239 = memref.alloc() : memref<256xf32>
  affine.for %i1239 = 1 to 255 {
    %l1239 = affine.load %buf1238[%i1239 - 1] : memref<256xf32>
    %r1239 = affine.load %buf1238[%i1239 + 1] : memref<256xf32>
    %w1239 = arith.mulf %l1239, %r1239 : f32
    affine.store %w1239, %buf1239[%i1239] : memref<256xf32>
  }
  %buf1240 = memref.alloc() : memref<256xf32>
  affine.for %i1240 = 0 to 256 {
    %v1240 = affine.load %buf1239[%i1240] : memref<256xf32>
    %w1240 = arith.addf %v1240, %cst : f32
    affine.store %w1240, %buf1240[%i1240] : memref<256xf32>
  }
  %buf1241 = memref.alloc() : memref<256xf32>
  affine.for %i1241 = 1 to 255 {
    %l1241 = affine.load %buf1240[%i1241 - 1] : memref<256xf32>
    %r1241 = affine.load %buf1240[%i1241 + 1] : memref<256xf32>
    %w1241 = arith.mulf %l1241, %r1241 : f32
    affine.store %w1241, %buf1241[%i1241] : memref<256xf32>
  }
  %buf1242 = memref.alloc() : memref<256xf32>
  affine.for %i1242 = 0 to 256 {
    %v1242 = affine.load %buf1241[%i1242] : memref<256xf32>
    %w1242 = arith.addf %v1242, %cst : f32
    affine.store %w1242, %buf1242[%i1242] : memref<256xf32>
  }
  %buf1243 = memref.alloc() : memref<256xf32>
  affine.for %i1243 = 1 to 255 {
    %l1243 = affine.load %buf1242[%i1243 - 1] : memref<256xf32>
    %r1243 = affine.load %buf1242[%i1243 + 1] : memref<256xf32>
    %w1243 = arith.mulf %l1243, %r1243 : f32
    affine.store %w1243, %buf1243[%i1243] : memref<256xf32>
  }
  %buf1244 = memref.alloc() : memref<256xf32>
  affine.for %i1244 = 0 to 256 {
    %v1244 = affine.load %buf1243[%i1244] : memref<256xf32>
    %w1244 = arith.addf %v1244, %cst : f32
    affine.store %w1244, %buf1244[%i1244] : memref<256xf32>
  }
  %buf1245 = memref.alloc() : memref<256xf32>
  affine.for %i1245 = 1 to 255 {
    %l1245 = affine.load %buf1244[%i1245 - 1] : memref<256xf32>
    %r1245 = affine.load %buf1244[%i1245 + 1] : memref<256xf32>
    %w1245 = arith.mulf %l1245, %r1245 : f32
    affine.store %w1245, %buf1245[%i1245] : memref<256xf32>
  }
  %buf1246 = memref.alloc() : memref<256xf32>
  affine.for %i1246 = 0 to 256 {
    %v1246 = affine.load %buf1245[%i1246] : memref<256xf32>
    %w1246 = arith.addf %v1246, %cst : f32
    affine.store %w1246, %buf1246[%i1246] : memref<256xf32>
  }
  %buf1247 = memref.alloc() : memref<256xf32>
  affine.for %i1247 = 1 to 255 {
    %l1247 = affine.load %buf1246[%i1247 - 1] : memref<256xf32>
    %r1247 = affine.load %buf1246[%i1247 + 1] : memref<256xf32>
    %w1247 = arith.mulf %l1247, %r1247 : f32
    affine.store %w1247, %buf1247[%i1247] : memref<256xf32>
  }
  %buf1248 = memref.alloc() : memref<256xf32>
  affine.for %i1248 = 0 to 256 {
    %v1248 = affine.load %buf1247[%i1248] : memref<256xf32>
    %w1248 = arith.addf %v1248, %cst : f32
    affine.store %w1248, %buf1248[%i1248] : memref<256xf32>
  }
  %buf1249 = memref.alloc() : memref<256xf32>
  affine.for %i1249 = 1 to 255 {
    %l1249 = affine.load %buf1248[%i1249 - 1] : memref<256xf32>
    %r1249 = affine.load %buf1248[%i1249 + 1] : memref<256xf32>
    %w1249 = arith.mulf %l1249, %r1249 : f32
    affine.store %w1249, %buf1249[%i1249] : memref<256xf32>
  }
  %buf1250 = memref.alloc() : memref<256xf32>
  affine.for %i1250 = 0 to 256 {
    %v1250 = affine.load %buf1249[%i1250] : memref<256xf32>
    %w1250 = arith.addf %v1250, %cst : f32
    affine.store %w1250, %buf1250[%i1250] : memref<256xf32>
  }
  %buf1251 = memref.alloc() : memref<256xf32>
  affine.for %i1251 = 1 to 255 {
    %l1251 = affine.load %buf1250[%i1251 - 1] : memref<256xf32>
    %r1251 = affine.load %buf1250[%i1251 + 1] : memref<256xf32>
    %w1251 = arith.mulf %l1251, %r1251 : f32
    affine.store %w1251, %buf1251[%i1251] : memref<256xf32>
  }
  %buf1252 = memref.alloc() : memref<256xf32>
  affine.for %i1252 = 0 to 256 {
    %v1252 = affine.load %buf1251[%i1252] : memref<256xf32>
    %w1252 = arith.addf %v1252, %cst : f32
    affine.store %w1252, %buf1252[%i1252] : memref<256xf32>
  }
  %buf1253 = memref.alloc() : memref<256xf32>
  affine.for %i1253 = 1 to 255 {
    %l1253 = affine.load %buf1252[%i1253 - 1] : memref<256xf32>
    %r1253 = affine.load %buf1252[%i1253 + 1] : memref<256xf32>
    %w1253 = arith.mulf %l1253, %r1253 : f32
    affine.store %w1253, %buf1253[%i1253] : memref<256xf32>
  }
  %buf1254 = memref.alloc() : memref<256xf32>
  affine.for %i1254 = 0 to 256 {
    %v1254 = affine.load %buf1253[%i1254] : memref<256xf32>
    %w1254 = arith.addf %v1254, %cst : f32
    affine.store %w1254, %buf1254[%i1254] : memref<256xf32>
  }
  %buf1255 = memref.alloc() : memref<256xf32>
  affine.for %i1255 = 1 to 255 {
    %l1255 = affine.load %buf1254[%i1255 - 1] : memref<256xf32>
    %r1255 = affine.load %buf1254[%i1255 + 1] : memref<256xf32>
    %w1255 = arith.mulf %l1255, %r1255 : f32
    affine.store %w1255, %buf1255[%i1255] : memref<256xf32>
  }
  %buf1256 = memref.alloc() : memref<256xf32>
  affine.for %i1256 = 0 to 256 {
    %v1256 = affine.load %buf1255[%i1256] : memref<256xf32>
    %w1256 = arith.addf %v1256, %cst : f32
    affine.store %w1256, %buf1256[%i1256] : memref<256xf32>
  }
  %buf1257 = memref.alloc() : memref<256xf32>
  affine.for %i1257 = 1 to 255 {
    %l1257 = affine.load %buf1256[%i1257 - 1] : memref<256xf32>
    %r1257 = affine.load %buf1256[%i1257 + 1] : memref<256xf32>
    %w1257 = arith.mulf %l1257, %r1257 : f32
    affine.store %w1257, %buf1257[%i1257] : memref<256xf32>
  }
  %buf1258 = memref.alloc() : memref<256xf32>
  affine.for %i1258 = 0 to 256 {
    %v1258 = affine.load %buf1257[%i1258] : memref<256xf32>
    %w1258 = arith.addf %v1258, %cst : f32
    affine.store %w1258, %buf1258[%i1258] : memref<256xf32>
  }
  %buf1259 = memref.alloc() : memref<256xf32>
  affine.for %i1259 = 1 to 255 {
    %l1259 = affine.load %buf1258[%i1259 - 1] : memref<256xf32>
    %r1259 = affine.load %buf1258[%i1259 + 1] : memref<256xf32>
    %w1259 = arith.mulf %l1259, %r1259 : f32
    affine.store %w1259, %buf1259[%i1259] : memref<256xf32>
  }
  %buf1260 = memref.alloc() : memref<256xf32>
  affine.for %i1260 = 0 to 256 {
    %v1260 = affine.load %buf1259[%i1260] : memref<256xf32>
    %w1260 = arith.addf %v1260, %cst : f32
    affine.store %w1260, %buf1260[%i1260] : memref<256xf32>
  }
  %buf1261 = memref.alloc() : memref<256xf32>
  affine.for %i1261 = 1 to 255 {
    %l1261 = affine.load %buf1260[%i1261 - 1] : memref<256xf32>
    %r1261 = affine.load %buf1260[%i1261 + 1] : memref<256xf32>
    %w1261 = arith.mulf %l1261, %r1261 : f32
    affine.store %w1261, %buf1261[%i1261] : memref<256xf32>
  }
  %buf1262 = memref.alloc() : memref<256xf32>
  affine.for %i1262 = 0 to 256 {
    %v1262 = affine.load %buf1261[%i1262] : memref<256xf32>
    %w1262 = arith.addf %v1262, %cst : f32
    affine.store %w1262, %buf1262[%i1262] : memref<256xf32>
  }
  %buf1263 = memref.alloc() : memref<256xf32>
  affine.for %i1263 = 1 to 255 {
    %l1263 = affine.load %buf1262[%i1263 - 1] : memref<256xf32>
    %r1263 = affine.load %buf1262[%i1263 + 1] : memref<256xf32>
    %w1263 = arith.mulf %l1263, %r1263 : f32
    affine.store %w1263, %buf1263[%i1263] : memref<256xf32>
  }
  %buf1264 = memref.alloc() : memref<256xf32>
  affine.for %i1264 = 0 to 256 {
    %v1264 = affine.load %buf1263[%i1264] : memref<256xf32>
    %w1264 = arith.addf %v1264, %cst : f32
    affine.store %w1264, %buf1264[%i1264] : memref<256xf32>
  }
  %buf1265 = memref.alloc() : memref<256xf32>
  affine.for %i1265 = 1 to 255 {
    %l1265 = affine.load %buf1264[%i1265 - 1] : memref<256xf32>
    %r1265 = affine.load %buf1264[%i1265 + 1] : memref<256xf32>
    %w1265 = arith.mulf %l1265, %r1265 : f32
    affine.store %w1265, %buf1265[%i1265] : memref<256xf32>
  }
  %buf1266 = memref.alloc() : memref<256xf32>
  affine.for %i1266 = 0 to 256 {
    %v1266 = affine.load %buf1265[%i1266] : memref<256xf32>
    %w1266 = arith.addf %v1266, %cst : f32
    affine.store %w1266, %buf1266[%i1266] : memref<256xf32>
  }
  %buf1267 = memref.alloc() : memref<256xf32>
  affine.for %i1267 = 1 to 255 {
    %l1267 = affine.load %buf1266[%i1267 - 1] : memref<256xf32>
    %r1267 = affine.load %buf1266[%i1267 + 1] : memref<256xf32>
    %w1267 = arith.mulf %l1267, %r1267 : f32
    affine.store %w1267, %buf1267[%i1267] : memref<256xf32>
  }
  %buf1268 = memref.alloc() : memref<256xf32>
  affine.for %i1268 = 0 to 256 {
    %v1268 = affine.load %buf1267[%i1268] : memref<256xf32>
    %w1268 = arith.addf %v1268, %cst : f32
    affine.store %w1268, %buf1268[%i1268] : memref<256xf32>
  }
  %buf1269 = memref.alloc() : memref<256xf32>
  affine.for %i1269 = 1 to 255 {
    %l1269 = affine.load %buf1268[%i1269 - 1] : memref<256xf32>
    %r1269 = affine.load %buf1268[%i1269 + 1] : memref<256xf32>
    %w1269 = arith.mulf %l1269, %r1269 : f32
    affine.store %w1269, %buf1269[%i1269] : memref<256xf32>
  }
  %buf1270 = memref.alloc() : memref<256xf32>
  affine.for %i1270 = 0 to 256 {
    %v1270 = affine.load %buf1269[%i1270] : memref<256xf32>
    %w1270 = arith.addf %v1270, %cst : f32
    affine.store %w1270, %buf1270[%i1270] : memref<256xf32>
  }
  %buf1271 = memref.alloc() : memref<256xf32>
  affine.for %i1271 = 1 to 255 {
    %l1271 = affine.load %buf1270[%i1271 - 1] : memref<256xf32>
    %r1271 = affine.load %buf1270[%i1271 + 1] : memref<256xf32>
    %w1271 = arith.mulf %l1271, %r1271 : f32
    affine.store %w1271, %buf1271[%i1271] : memref<256xf32>
  }
  %buf1272 = memref.alloc() : memref<256xf32>
  affine.for %i1272 = 0 to 256 {
    %v1272 = affine.load %buf1271[%i1272] : memref<256xf32>
    %w1272 = arith.addf %v1272, %cst : f32
    affine.store %w1272, %buf1272[%i1272] : memref<256xf32>
  }
  %buf1273 = memref.alloc() : memref<256xf32>
  affine.for %i1273 = 1 to 255 {
    %l1273 = affine.load %buf1272[%i1273 - 1] : memref<256xf32>
    %r1273 = affine.load %buf1272[%i1273 + 1] : memref<256xf32>
    %w1273 = arith.mulf %l1273, %r1273 : f32
    affine.store %w1273, %buf1273[%i1273] : memref<256xf32>
  }
  %buf1274 = memref.alloc() : memref<256xf32>
  affine.for %i1274 = 0 to 256 {
    %v1274 = affine.load %buf1273[%i1274] : memref<256xf32>
    %w1274 = arith.addf %v1274, %cst : f32
    affine.store %w1274, %buf1274[%i1274] : memref<256xf32>
  }
  %buf1275 = memref.alloc() : memref<256xf32>
  affine.for %i1275 = 1 to 255 {
    %l1275 = affine.load %buf1274[%i1275 - 1] : memref<256xf32>
    %r1275 = affine.load %buf1274[%i1275 + 1] : memref<256xf32>
    %w1275 = arith.mulf %l1275, %r1275 : f32
    affine.store %w1275, %buf1275[%i1275] : memref<256xf32>
  }
  %buf1276 = memref.alloc() : memref<256xf32>
  affine.for %i1276 = 0 to 256 {
    %v1276 = affine.load %buf1275[%i1276] : memref<256xf32>
    %w1276 = arith.addf %v1276, %cst : f32
    affine.store %w1276, %buf1276[%i1276] : memref<256xf32>
  }
  %buf1277 = memref.alloc() : memref<256xf32>
  affine.for %i1277 = 1 to 255 {
    %l1277 = affine.load %buf1276[%i1277 - 1] : memref<256xf32>
    %r1277 = affine.load %buf1276[%i1277 + 1] : memref<256xf32>
    %w1277 = arith.mulf %l1277, %r1277 : f32
    affine.store %w1277, %buf1277[%i1277] : memref<256xf32>
  }
  %buf1278 = memref.alloc() : memref<256xf32>
  affine.for %i1278 = 0 to 256 {
    %v1278 = affine.load %buf1277[%i1278] : memref<256xf32>
    %w1278 = arith.addf %v1278, %cst : f32
    affine.store %w1278, %buf1278[%i1278] : memref<256xf32>
  }
  %buf1279 = memref.alloc() : memref<256xf32>
  affine.for %i1279 = 1 to 255 {
    %l1279 = affine.load %buf1278[%i1279 - 1] : memref<256xf32>
    %r1279 = affine.load %buf1278[%i1279 + 1] : memref<256xf32>
    %w1279 = arith.mulf %l1279, %r1279 : f32
    affine.store %w1279, %buf1279[%i1279] : memref<256xf32>
  }
  %buf1280 = memref.alloc() : memref<256xf32>
  affine.for %i1280 = 0 to 256 {
    %v1280 = affine.load %buf1279[%i1280] : memref<256xf32>
    %w1280 = arith.addf %v1280, %cst : f32
    affine.store %w1280, %buf1280[%i1280] : memref<256xf32>
  }
  %buf1281 = memref.alloc() : memref<256xf32>
  affine.for %i1281 = 1 to 255 {
    %l1281 = affine.load %buf1280[%i1281 - 1] : memref<256xf32>
    %r1281 = affine.load %buf1280[%i1281 + 1] : memref<256xf32>
    %w1281 = arith.mulf %l1281, %r1281 : f32
    affine.store %w1281, %buf1281[%i1281] : memref<256xf32>
  }
  %buf1282 = memref.alloc() : memref<256xf32>
  affine.for %i1282 = 0 to 256 {
    %v1282 = affine.load %buf1281[%i1282] : memref<256xf32>
    %w1282 = arith.addf %v1282, %cst : f32
    affine.store %w1282, %buf1282[%i1282] : memref<256xf32>
  }
  %buf1283 = memref.alloc() : memref<256xf32>
  affine.for %i1283 = 1 to 255 {
    %l1283 = affine.load %buf1282[%i1283 - 1] : memref<256xf32>
    %r1283 = affine.load %buf1282[%i1283 + 1] : memref<256xf32>
    %w1283 = arith.mulf %l1283, %r1283 : f32
    affine.store %w1283, %buf1283[%i1283] : memref<256xf32>
  }
  %buf1284 = memref.alloc() : memref<256xf32>
  affine.for %i1284 = 0 to 256 {
    %v1284 = affine.load %buf1283[%i1284] : memref<256xf32>
    %w1284 = arith.addf %v1284, %cst : f32
    affine.store %w1284, %buf1284[%i1284] : memref<256xf32>
  }
  %buf1285 = memref.alloc() : memref<256xf32>
  affine.for %i1285 = 1 to 255 {
    %l1285 = affine.load %buf1284[%i1285 - 1] : memref<256xf32>
    %r1285 = affine.load %buf1284[%i1285 + 1] : memref<256xf32>
    %w1285 = arith.mulf %l1285, %r1285 : f32
    affine.store %w1285, %buf1285[%i1285] : memref<256xf32>
  }
  %buf1286 = memref.alloc() : memref<256xf32>
  affine.for %i1286 = 0 to 256 {
    %v1286 = affine.load %buf1285[%i1286] : memref<256xf32>
    %w1286 = arith.addf %v1286, %cst : f32
    affine.store %w1286, %buf1286[%i1286] : memref<256xf32>
  }
  %buf1287 = memref.alloc() : memref<256xf32>
  affine.for %i1287 = 1 to 255 {
    %l1287 = affine.load %buf1286[%i1287 - 1] : memref<256xf32>
    %r1287 = affine.load %buf1286[%i1287 + 1] : memref<256xf32>
    %w1287 = arith.mulf %l1287, %r1287 : f32
    affine.store %w1287, %buf1287[%i1287] : memref<256xf32>
  }
  %buf1288 = memref.alloc() : memref<256xf32>
  affine.for %i1288 = 0 to 256 {
    %v1288 = affine.load %buf1287[%i1288] : memref<256xf32>
    %w1288 = arith.addf %v1288, %cst : f32
    affine.store %w1288, %buf1288[%i1288] : memref<256xf32>
  }
  %buf1289 = memref.alloc() : memref<256xf32>
  affine.for %i1289 = 1 to 255 {
    %l1289 = affine.load %buf1288[%i1289 - 1] : memref<256xf32>
    %r1289 = affine.load %buf1288[%i1289 + 1] : memref<256xf32>
    %w1289 = arith.mulf %l1289, %r1289 : f32
    affine.store %w1289, %buf1289[%i1289] : memref<256xf32>
  }
  %buf1290 = memref.alloc() : memref<256xf32>
  affine.for %i1290 = 0 to 256 {
    %v1290 = affine.load %buf1289[%i1290] : memref<256xf32>
    %w1290 = arith.addf %v1290, %cst : f32
    affine.store %w1290, %buf1290[%i1290] : memref<256xf32>
  }
  %buf1291 = memref.alloc() : memref<256xf32>
  affine.for %i1291 = 1 to 255 {
    %l1291 = affine.load %buf1290[%i1291 - 1] : memref<256xf32>
    %r1291 = affine.load %buf1290[%i1291 + 1] : memref<256xf32>
    %w1291 = arith.mulf %l1291, %r1291 : f32
    affine.store %w1291, %buf1291[%i1291] : memref<256xf32>
  }
  %buf1292 = memref.alloc() : memref<256xf32>
  affine.for %i1292 = 0 to 256 {
    %v1292 = affine.load %buf1291[%i1292] : memref<256xf32>
    %w1292 = arith.addf %v1292, %cst : f32
    affine.store %w1292, %buf1292[%i1292] : memref<256xf32>
  }
  %buf1293 = memref.alloc() : memref<256xf32>
  affine.for %i1293 = 1 to 255 {
    %l1293 = affine.load %buf1292[%i1293 - 1] : memref<256xf32>
    %r1293 = affine.load %buf1292[%i1293 + 1] : memref<256xf32>
    %w1293 = arith.mulf %l1293, %r1293 : f32
    affine.store %w1293, %buf1293[%i1293] : memref<256xf32>
  }
  %buf1294 = memref.alloc() : memref<256xf32>
  affine.for %i1294 = 0 to 256 {
    %v1294 = affine.load %buf1293[%i1294] : memref<256xf32>
    %w1294 = arith.addf %v1294, %cst : f32
    affine.store %w1294, %buf1294[%i1294] : memref<256xf32>
  }
  %buf1295 = memref.alloc() : memref<256xf32>
  affine.for %i1295 = 1 to 255 {
    %l1295 = affine.load %buf1294[%i1295 - 1] : memref<256xf32>
    %r1295 = affine.load %buf1294[%i1295 + 1] : memref<256xf32>
    %w1295 = arith.mulf %l1295, %r1295 : f32
    affine.store %w1295, %buf1295[%i1295] : memref<256xf32>
  }
  %buf1296 = memref.alloc() : memref<256xf32>
  affine.for %i1296 = 0 to 256 {
    %v1296 = affine.load %buf1295[%i1296] : memref<256xf32>
    %w1296 = arith.addf %v1296, %cst : f32
    affine.store %w1296, %buf1296[%i1296] : memref<256xf32>
  }
  %buf1297 = memref.alloc() : memref<256xf32>
  affine.for %i1297 = 1 to 255 {
    %l1297 = affine.load %buf1296[%i1297 - 1] : memref<256xf32>
    %r1297 = affine.load %buf1296[%i1297 + 1] : memref<256xf32>
    %w1297 = arith.mulf %l1297, %r1297 : f32
    affine.store %w1297, %buf1297[%i1297] : memref<256xf32>
  }
  %buf1298 = memref.alloc() : memref<256xf32>
  affine.for %i1298 = 0 to 256 {
    %v1298 = affine.load %buf1297[%i1298] : memref<256xf32>
    %w1298 = arith.addf %v1298, %cst : f32
    affine.store %w1298, %buf1298[%i1298] : memref<256xf32>
  }
  %buf1299 = memref.alloc() : memref<256xf32>
  affine.for %i1299 = 1 to 255 {
    %l1299 = affine.load %buf1298[%i1299 - 1] : memref<256xf32>
    %r1299 = affine.load %buf1298[%i1299 + 1] : memref<256xf32>
    %w1299 = arith.mulf %l1299, %r1299 : f32
    affine.store %w1299, %buf1299[%i1299] : memref<256xf32>
  }
  %buf1300 = memref.alloc() : memref<256xf32>
  affine.for %i1300 = 0 to 256 {
    %v1300 = affine.load %buf1299[%i1300] : memref<256xf32>
    %w1300 = arith.addf %v1300, %cst : f32
    affine.store %w1300, %buf1300[%i1300] : memref<256xf32>
  }
  %buf1301 = memref.alloc() : memref<256xf32>
  affine.for %i1301 = 1 to 255 {
    %l1301 = affine.load %buf1300[%i1301 - 1] : memref<256xf32>
    %r1301 = affine.load %buf1300[%i1301 + 1] : memref<256xf32>
    %w1301 = arith.mulf %l1301, %r1301 : f32
    affine.store %w1301, %buf1301[%i1301] : memref<256xf32>
  }
  %buf1302 = memref.alloc() : memref<256xf32>
  affine.for %i1302 = 0 to 256 {
    %v1302 = affine.load %buf1301[%i1302] : memref<256xf32>
    %w1302 = arith.addf %v1302, %cst : f32
    affine.store %w1302, %buf1302[%i1302] : memref<256xf32>
  }
  %buf1303 = memref.alloc() : memref<256xf32>
  affine.for %i1303 = 1 to 255 {
    %l1303 = affine.load %buf1302[%i1303 - 1] : memref<256xf32>
    %r1303 = affine.load %buf1302[%i1303 + 1] : memref<256xf32>
    %w1303 = arith.mulf %l1303, %r1303 : f32
    affine.store %w1303, %buf1303[%i1303] : memref<256xf32>
  }
  %buf1304 = memref.alloc() : memref<256xf32>
  affine.for %i1304 = 0 to 256 {
    %v1304 = affine.load %buf1303[%i1304] : memref<256xf32>
    %w1304 = arith.addf %v1304, %cst : f32
    affine.store %w1304, %buf1304[%i1304] : memref<256xf32>
  }
  %buf1305 = memref.alloc() : memref<256xf32>
  affine.for %i1305 = 1 to 255 {
    %l1305 = affine.load %buf1304[%i1305 - 1] : memref<256xf32>
    %r1305 = affine.load %buf1304[%i1305 + 1] : memref<256xf32>
    %w1305 = arith.mulf %l1305, %r1305 : f32
    affine.store %w1305, %buf1305[%i1305] : memref<256xf32>
  }
  %buf1306 = memref.alloc() : memref<256xf32>
  affine.for %i1306 = 0 to 256 {
    %v1306 = affine.load %buf1305[%i1306] : memref<256xf32>
    %w1306 = arith.addf %v1306, %cst : f32
    affine.store %w1306, %buf1306[%i1306] : memref<256xf32>
  }
  %buf1307 = memref.alloc() : memref<256xf32>
  affine.for %i1307 = 1 to 255 {
    %l1307 = affine.load %buf1306[%i1307 - 1] : memref<256xf32>
    %r1307 = affine.load %buf1306[%i1307 + 1] : memref<256xf32>
    %w1307 = arith.mulf %l1307, %r1307 : f32
    affine.store %w1307, %buf1307[%i1307] : memref<256xf32>
  }
  %buf1308 = memref.alloc() : memref<256xf32>
  affine.for %i1308 = 0 to 256 {
    %v1308 = affine.load %buf1307[%i1308] : memref<256xf32>
    %w1308 = arith.addf %v1308, %cst : f32
    affine.store %w1308, %buf1308[%i1308] : memref<256xf32>
  }
  %buf1309 = memref.alloc() : memref<256xf32>
  affine.for %i1309 = 1 to 255 {
    %l1309 = affine.load %buf1308[%i1309 - 1] : memref<256xf32>
    %r1309 = affine.load %buf1308[%i1309 + 1] : memref<256xf32>
    %w1309 = arith.mulf %l1309, %r1309 : f32
    affine.store %w1309, %buf1309[%i1309] : memref<256xf32>
  }
  %buf1310 = memref.alloc() : memref<256xf32>
  affine.for %i1310 = 0 to 256 {
    %v1310 = affine.load %buf1309[%i1310] : memref<256xf32>
    %w1310 = arith.addf %v1310, %cst : f32
    affine.store %w1310, %buf1310[%i1310] : memref<256xf32>
  }
  %buf1311 = memref.alloc() : memref<256xf32>
  affine.for %i1311 = 1 to 255 {
    %l1311 = affine.load %buf1310[%i1311 - 1] : memref<256xf32>
    %r1311 = affine.load %buf1310[%i1311 + 1] : memref<256xf32>
    %w1311 = arith.mulf %l1311, %r1311 : f32
    affine.store %w1311, %buf1311[%i1311] : memref<256xf32>
  }
  %buf1312 = memref.alloc() : memref<256xf32>
  affine.for %i1312 = 0 to 256 {
    %v1312 = affine.load %buf1311[%i1312] : memref<256xf32>
    %w1312 = arith.addf %v1312, %cst : f32
    affine.store %w1312, %buf1312[%i1312] : memref<256xf32>
  }
  %buf1313 = memref.alloc() : memref<256xf32>
  affine.for %i1313 = 1 to 255 {
    %l1313 = affine.load %buf1312[%i1313 - 1] : memref<256xf32>
    %r1313 = affine.load %buf1312[%i1313 + 1] : memref<256xf32>
    %w1313 = arith.mulf %l1313, %r1313 : f32
    affine.store %w1313, %buf1313[%i1313] : memref<256xf32>
  }
  %buf1314 = memref.alloc() : memref<256xf32>
  affine.for %i1314 = 0 to 256 {
    %v1314 = affine.load %buf1313[%i1314] : memref<256xf32>
    %w1314 = arith.addf %v1314, %cst : f32
    affine.store %w1314, %buf1314[%i1314] : memref<256xf32>
  }
  %buf1315 = memref.alloc() : memref<256xf32>
  affine.for %i1315 = 1 to 255 {
    %l1315 = affine.load %buf1314[%i1315 - 1] : memref<256xf32>
    %r1315 = affine.load %buf1314[%i1315 + 1] : memref<256xf32>
    %w1315 = arith.mulf %l1315, %r1315 : f32
    affine.store %w1315, %buf1315[%i1315] : memref<256xf32>
  }
  %buf1316 = memref.alloc() : memref<256xf32>
  affine.for %i1316 = 0 to 256 {
    %v1316 = affine.load %buf1315[%i1316] : memref<256xf32>
    %w1316 = arith.addf %v1316, %cst : f32
    affine.store %w1316, %buf1316[%i1316] : memref<256xf32>
  }
  %buf1317 = memref.alloc() : memref<256xf32>
  affine.for %i1317 = 1 to 255 {
    %l1317 = affine.load %buf1316[%i1317 - 1] : memref<256xf32>
    %r1317 = affine.load %buf1316[%i1317 + 1] : memref<256xf32>
    %w1317 = arith.mulf %l1317, %r1317 : f32
    affine.store %w1317, %buf1317[%i1317] : memref<256xf32>
  }
  %buf1318 = memref.alloc() : memref<256xf32>
  affine.for %i1318 = 0 to 256 {
    %v1318 = affine.load %buf1317[%i1318] : memref<256xf32>
    %w1318 = arith.addf %v1318, %cst : f32
    affine.store %w1318, %buf1318[%i1318] : memref<256xf32>
  }
  %buf1319 = memref.alloc() : memref<256xf32>
  affine.for %i1319 = 1 to 255 {
    %l1319 = affine.load %buf1318[%i1319 - 1] : memref<256xf32>
    %r1319 = affine.load %buf1318[%i1319 + 1] : memref<256xf32>
    %w1319 = arith.mulf %l1319, %r1319 : f32
    affine.store %w1319, %buf1319[%i1319] : memref<256xf32>
  }
  %buf1320 = memref.alloc() : memref<256xf32>
  affine.for %i1320 = 0 to 256 {
    %v1320 = affine.load %buf1319[%i1320] : memref<256xf32>
    %w1320 = arith.addf %v1320, %cst : f32
    affine.store %w1320, %buf1320[%i1320] : memref<256xf32>
  }
  %buf1321 = memref.alloc() : memref<256xf32>
  affine.for %i1321 = 1 to 255 {
    %l1321 = affine.load %buf1320[%i1321 - 1] : memref<256xf32>
    %r1321 = affine.load %buf1320[%i1321 + 1] : memref<256xf32>
    %w1321 = arith.mulf %l1321, %r1321 : f32
    affine.store %w1321, %buf1321[%i1321] : memref<256xf32>
  }
  %buf1322 = memref.alloc() : memref<256xf32>
  affine.for %i1322 = 0 to 256 {
    %v1322 = affine.load %buf1321[%i1322] : memref<256xf32>
    %w1322 = arith.addf %v1322, %cst : f32
    affine.store %w1322, %buf1322[%i1322] : memref<256xf32>
  }
  %buf1323 = memref.alloc() : memref<256xf32>
  affine.for %i1323 = 1 to 255 {
    %l1323 = affine.load %buf1322[%i1323 - 1] : memref<256xf32>
    %r1323 = affine.load %buf1322[%i1323 + 1] : memref<256xf32>
    %w1323 = arith.mulf %l1323, %r1323 : f32
    affine.store %w1323, %buf1323[%i1323] : memref<256xf32>
  }
  %buf1324 = memref.alloc() : memref<256xf32>
  affine.for %i1324 = 0 to 256 {
    %v1324 = affine.load %buf1323[%i1324] : memref<256xf32>
    %w1324 = arith.addf %v1324, %cst : f32
    affine.store %w1324, %buf1324[%i1324] : memref<256xf32>
  }
  %buf1325 = memref.alloc() : memref<256xf32>
  affine.for %i1325 = 1 to 255 {
    %l1325 = affine.load %buf1324[%i1325 - 1] : memref<256xf32>
    %r1325 = affine.load %buf1324[%i1325 + 1] : memref<256xf32>
    %w1325 = arith.mulf %l1325, %r1325 : f32
    affine.store %w1325, %buf1325[%i1325] : memref<256xf32>
  }
  %buf1326 = memref.alloc() : memref<256xf32>
  affine.for %i1326 = 0 to 256 {
    %v1326 = affine.load %buf1325[%i1326] : memref<256xf32>
    %w1326 = arith.addf %v1326, %cst : f32
    affine.store %w1326, %buf1326[%i1326] : memref<256xf32>
  }
  %buf1327 = memref.alloc() : memref<256xf32>
  affine.for %i1327 = 1 to 255 {
    %l1327 = affine.load %buf1326[%i1327 - 1] : memref<256xf32>
    %r1327 = affine.load %buf1326[%i1327 + 1] : memref<256xf32>
    %w1327 = arith.mulf %l1327, %r1327 : f32
    affine.store %w1327, %buf1327[%i1327] : memref<256xf32>
  }
  %buf1328 = memref.alloc() : memref<256xf32>
  affine.for %i1328 = 0 to 256 {
    %v1328 = affine.load %buf1327[%i1328] : memref<256xf32>
    %w1328 = arith.addf %v1328, %cst : f32
    affine.store %w1328, %buf1328[%i1328] : memref<256xf32>
  }
  %buf1329 = memref.alloc() : memref<256xf32>
  affine.for %i1329 = 1 to 255 {
    %l1329 = affine.load %buf1328[%i1329 - 1] : memref<256xf32>
    %r1329 = affine.load %buf1328[%i1329 + 1] : memref<256xf32>
    %w1329 = arith.mulf %l1329, %r1329 : f32
    affine.store %w1329, %buf1329[%i1329] : memref<256xf32>
  }
  %buf1330 = memref.alloc() : memref<256xf32>
  affine.for %i1330 = 0 to 256 {
    %v1330 = affine.load %buf1329[%i1330] : memref<256xf32>
    %w1330 = arith.addf %v1330, %cst : f32
    affine.store %w1330, %buf1330[%i1330] : memref<256xf32>
  }
  %buf1331 = memref.alloc() : memref<256xf32>
  affine.for %i1331 = 1 to 255 {
    %l1331 = affine.load %buf1330[%i1331 - 1] : memref<256xf32>
    %r1331 = affine.load %buf1330[%i1331 + 1] : memref<256xf32>
    %w1331 = arith.mulf %l1331, %r1331 : f32
    affine.store %w1331, %buf1331[%i1331] : memref<256xf32>
  }
  %buf1332 = memref.alloc() : memref<256xf32>
  affine.for %i1332 = 0 to 256 {
    %v1332 = affine.load %buf1331[%i1332] : memref<256xf32>
    %w1332 = arith.addf %v1332, %cst : f32
    affine.store %w1332, %buf1332[%i1332] : memref<256xf32>
  }
  %buf1333 = memref.alloc() : memref<256xf32>
  affine.for %i1333 = 1 to 255 {
    %l1333 = affine.load %buf1332[%i1333 - 1] : memref<256xf32>
    %r1333 = affine.load %buf1332[%i1333 + 1] : memref<256xf32>
    %w1333 = arith.mulf %l1333, %r1333 : f32
    affine.store %w1333, %buf1333[%i1333] : memref<256xf32>
  }
  %buf1334 = memref.alloc() : memref<256xf32>
  affine.for %i1334 = 0 to 256 {
    %v1334 = affine.load %buf1333[%i1334] : memref<256xf32>
    %w1334 = arith.addf %v1334, %cst : f32
    affine.store %w1334, %buf1334[%i1334] : memref<256xf32>
  }
  %buf1335 = memref.alloc() : memref<256xf32>
  affine.for %i1335 = 1 to 255 {
    %l1335 = affine.load %buf1334[%i1335 - 1] : memref<256xf32>
    %r1335 = affine.load %buf1334[%i1335 + 1] : memref<256xf32>
    %w1335 = arith.mulf %l1335, %r1335 : f32
    affine.store %w1335, %buf1335[%i1335] : memref<256xf32>
  }
  %buf1336 = memref.alloc() : memref<256xf32>
  affine.for %i1336 = 0 to 256 {
    %v1336 = affine.load %buf1335[%i1336] : memref<256xf32>
    %w1336 = arith.addf %v1336, %cst : f32
    affine.store %w1336, %buf1336[%i1336] : memref<256xf32>
  }
  %buf1337 = memref.alloc() : memref<256xf32>
  affine.for %i1337 = 1 to 255 {
    %l1337 = affine.load %buf1336[%i1337 - 1] : memref<256xf32>
    %r1337 = affine.load %buf1336[%i1337 + 1] : memref<256xf32>
    %w1337 = arith.mulf %l1337, %r1337 : f32
    affine.store %w1337, %buf1337[%i1337] : memref<256xf32>
  }
  %buf1338 = memref.alloc() : memref<256xf32>
  affine.for %i1338 = 0 to 256 {
    %v1338 = affine.load %buf1337[%i1338] : memref<256xf32>
    %w1338 = arith.addf %v1338, %cst : f32
    affine.store %w1338, %buf1338[%i1338] : memref<256xf32>
  }
  %buf1339 = memref.alloc() : memref<256xf32>
  affine.for %i1339 = 1 to 255 {
    %l1339 = affine.load %buf1338[%i1339 - 1] : memref<256xf32>
    %r1339 = affine.load %buf1338[%i1339 + 1] : memref<256xf32>
    %w1339 = arith.mulf %l1339, %r1339 : f32
    affine.store %w1339, %buf1339[%i1339] : memref<256xf32>
  }
  %buf1340 = memref.alloc() : memref<256xf32>
  affine.for %i1340 = 0 to 256 {
    %v1340 = affine.load %buf1339[%i1340] : memref<256xf32>
    %w1340 = arith.addf %v1340, %cst : f32
    affine.store %w1340, %buf1340[%i1340] : memref<256xf32>
  }
  %buf1341 = memref.alloc() : memref<256xf32>
  affine.for %i1341 = 1 to 255 {
    %l1341 = affine.load %buf1340[%i1341 - 1] : memref<256xf32>
    %r1341 = affine.load %buf1340[%i1341 + 1] : memref<256xf32>
    %w1341 = arith.mulf %l1341, %r1341 : f32
    affine.store %w1341, %buf1341[%i1341] : memref<256xf32>
  }
  %buf1342 = memref.alloc() : memref<256xf32>
  affine.for %i1342 = 0 to 256 {
    %v1342 = affine.load %buf1341[%i1342] : memref<256xf32>
    %w1342 = arith.addf %v1342, %cst : f32
    affine.store %w1342, %buf1342[%i1342] : memref<256xf32>
  }
  %buf1343 = memref.alloc() : memref<256xf32>
  affine.for %i1343 = 1 to 255 {
    %l1343 = affine.load %buf1342[%i1343 - 1] : memref<256xf32>
    %r1343 = affine.load %buf1342[%i1343 + 1] : memref<256xf32>
    %w1343 = arith.mulf %l1343, %r1343 : f32
    affine.store %w1343, %buf1343[%i1343] : memref<256xf32>
  }
  %buf1344 = memref.alloc() : memref<256xf32>
  affine.for %i1344 = 0 to 256 {
    %v1344 = affine.load %buf1343[%i1344] : memref<256xf32>
    %w1344 = arith.addf %v1344, %cst : f32
    affine.store %w1344, %buf1344[%i1344] : memref<256xf32>
  }
  %buf1345 = memref.alloc() : memref<256xf32>
  affine.for %i1345 = 1 to 255 {
    %l1345 = affine.load %buf1344[%i1345 - 1] : memref<256xf32>
    %r1345 = affine.load %buf1344[%i1345 + 1] : memref<256xf32>
    %w1345 = arith.mulf %l1345, %r1345 : f32
    affine.store %w1345, %buf1345[%i1345] : memref<256xf32>
  }
  %buf1346 = memref.alloc() : memref<256xf32>
  affine.for %i1346 = 0 to 256 {
    %v1346 = affine.load %buf1345[%i1346] : memref<256xf32>
    %w1346 = arith.addf %v1346, %cst : f32
    affine.store %w1346, %buf1346[%i1346] : memref<256xf32>
  }
  %buf1347 = memref.alloc() : memref<256xf32>
  affine.for %i1347 = 1 to 255 {
    %l1347 = affine.load %buf1346[%i1347 - 1] : memref<256xf32>
    %r1347 = affine.load %buf1346[%i1347 + 1] : memref<256xf32>
    %w1347 = arith.mulf %l1347, %r1347 : f32
    affine.store %w1347, %buf1347[%i1347] : memref<256xf32>
  }
  %buf1348 = memref.alloc() : memref<256xf32>
  affine.for %i1348 = 0 to 256 {
    %v1348 = affine.load %buf1347[%i1348] : memref<256xf32>
    %w1348 = arith.addf %v1348, %cst : f32
    affine.store %w1348, %buf1348[%i1348] : memref<256xf32>
  }
  %buf1349 = memref.alloc() : memref<256xf32>
  affine.for %i1349 = 1 to 255 {
    %l1349 = affine.load %buf1348[%i1349 - 1] : memref<256xf32>
    %r1349 = affine.load %buf1348[%i1349 + 1] : memref<256xf32>
    %w1349 = arith.mulf %l1349, %r1349 : f32
    affine.store %w1349, %buf1349[%i1349] : memref<256xf32>
  }
  %buf1350 = memref.alloc() : memref<256xf32>
  affine.for %i1350 = 0 to 256 {
    %v1350 = affine.load %buf1349[%i1350] : memref<256xf32>
    %w1350 = arith.addf %v1350, %cst : f32
    affine.store %w1350, %buf1350[%i1350] : memref<256xf32>
  }
  %buf1351 = memref.alloc() : memref<256xf32>
  affine.for %i1351 = 1 to 255 {
    %l1351 = affine.load %buf1350[%i1351 - 1] : memref<256xf32>
    %r1351 = affine.load %buf1350[%i1351 + 1] : memref<256xf32>
    %w1351 = arith.mulf %l1351, %r1351 : f32
    affine.store %w1351, %buf1351[%i1351] : memref<256xf32>
  }
  %buf1352 = memref.alloc() : memref<256xf32>
  affine.for %i1352 = 0 to 256 {
    %v1352 = affine.load %buf1351[%i1352] : memref<256xf32>
    %w1352 = arith.addf %v1352, %cst : f32
    affine.store %w1352, %buf1352[%i1352] : memref<256xf32>
  }
  %buf1353 = memref.alloc() : memref<256xf32>
  affine.for %i1353 = 1 to 255 {
    %l1353 = affine.load %buf1352[%i1353 - 1] : memref<256xf32>
    %r1353 = affine.load %buf1352[%i1353 + 1] : memref<256xf32>
    %w1353 = arith.mulf %l1353, %r1353 : f32
    affine.store %w1353, %buf1353[%i1353] : memref<256xf32>
  }
  %buf1354 = memref.alloc() : memref<256xf32>
  affine.for %i1354 = 0 to 256 {
    %v1354 = affine.load %buf1353[%i1354] : memref<256xf32>
    %w1354 = arith.addf %v1354, %cst : f32
    affine.store %w1354, %buf1354[%i1354] : memref<256xf32>
  }
  %buf1355 = memref.alloc() : memref<256xf32>
  affine.for %i1355 = 1 to 255 {
    %l1355 = affine.load %buf1354[%i1355 - 1] : memref<256xf32>
    %r1355 = affine.load %buf1354[%i1355 + 1] : memref<256xf32>
    %w1355 = arith.mulf %l1355, %r1355 : f32
    affine.store %w1355, %buf1355[%i1355] : memref<256xf32>
  }
  %buf1356 = memref.alloc() : memref<256xf32>
  affine.for %i1356 = 0 to 256 {
    %v1356 = affine.load %buf1355[%i1356] : memref<256xf32>
    %w1356 = arith.addf %v1356, %cst : f32
    affine.store %w1356, %buf1356[%i1356] : memref<256xf32>
  }
  %buf1357 = memref.alloc() : memref<256xf32>
  affine.for %i1357 = 1 to 255 {
    %l1357 = affine.load %buf1356[%i1357 - 1] : memref<256xf32>
    %r1357 = affine.load %buf1356[%i1357 + 1] : memref<256xf32>
    %w1357 = arith.mulf %l1357, %r1357 : f32
    affine.store %w1357, %buf1357[%i1357] : memref<256xf32>
  }
  %buf1358 = memref.alloc() : memref<256xf32>
  affine.for %i1358 = 0 to 256 {
    %v1358 = affine.load %buf1357[%i1358] : memref<256xf32>
    %w1358 = arith.addf %v1358, %cst : f32
    affine.store %w1358, %buf1358[%i1358] : memref<256xf32>
  }
  %buf1359 = memref.alloc() : memref<256xf32>
  affine.for %i1359 = 1 to 255 {
    %l1359 = affine.load %buf1358[%i1359 - 1] : memref<256xf32>
    %r1359 = affine.load %buf1358[%i1359 + 1] : memref<256xf32>
    %w1359 = arith.mulf %l1359, %r1359 : f32
    affine.store %w1359, %buf1359[%i1359] : memref<256xf32>
  }
  %buf1360 = memref.alloc() : memref<256xf32>
  affine.for %i1360 = 0 to 256 {
    %v1360 = affine.load %buf1359[%i1360] : memref<256xf32>
    %w1360 = arith.addf %v1360, %cst : f32
    affine.store %w1360, %buf1360[%i1360] : memref<256xf32>
  }
  %buf1361 = memref.alloc() : memref<256xf32>
  affine.for %i1361 = 1 to 255 {
    %l1361 = affine.load %buf1360[%i1361 - 1] : memref<256xf32>
    %r1361 = affine.load %buf1360[%i1361 + 1] : memref<256xf32>
    %w1361 = arith.mulf %l1361, %r1361 : f32
    affine.store %w1361, %buf1361[%i1361] : memref<256xf32>
  }
  %buf1362 = memref.alloc() : memref<256xf32>
  affine.for %i1362 = 0 to 256 {
    %v1362 = affine.load %buf1361[%i1362] : memref<256xf32>
    %w1362 = arith.addf %v1362, %cst : f32
    affine.store %w1362, %buf1362[%i1362] : memref<256xf32>
  }
  %buf1363 = memref.alloc() : memref<256xf32>
  affine.for %i1363 = 1 to 255 {
    %l1363 = affine.load %buf1362[%i1363 - 1] : memref<256xf32>
    %r1363 = affine.load %buf1362[%i1363 + 1] : memref<256xf32>
    %w1363 = arith.mulf %l1363, %r1363 : f32
    affine.store %w1363, %buf1363[%i1363] : memref<256xf32>
  }
  %buf1364 = memref.alloc() : memref<256xf32>
  affine.for %i1364 = 0 to 256 {
    %v1364 = affine.load %buf1363[%i1364] : memref<256xf32>
    %w1364 = arith.addf %v1364, %cst : f32
    affine.store %w1364, %buf1364[%i1364] : memref<256xf32>
  }
  %buf1365 = memref.alloc() : memref<256xf32>
  affine.for %i1365 = 1 to 255 {
    %l1365 = affine.load %buf1364[%i1365 - 1] : memref<256xf32>
    %r1365 = affine.load %buf1364[%i1365 + 1] : memref<256xf32>
    %w1365 = arith.mulf %l1365, %r1365 : f32
    affine.store %w1365, %buf1365[%i1365] : memref<256xf32>
  }
  %buf1366 = memref.alloc() : memref<256xf32>
  affine.for %i1366 = 0 to 256 {
    %v1366 = affine.load %buf1365[%i1366] : memref<256xf32>
    %w1366 = arith.addf %v1366, %cst : f32
    affine.store %w1366, %buf1366[%i1366] : memref<256xf32>
  }
  %buf1367 = memref.alloc() : memref<256xf32>
  affine.for %i1367 = 1 to 255 {
    %l1367 = affine.load %buf1366[%i1367 - 1] : memref<256xf32>
    %r1367 = affine.load %buf1366[%i1367 + 1] : memref<256xf32>
    %w1367 = arith.mulf %l1367, %r1367 : f32
    affine.store %w1367, %buf1367[%i1367] : memref<256xf32>
  }
  %buf1368 = memref.alloc() : memref<256xf32>
  affine.for %i1368 = 0 to 256 {
    %v1368 = affine.load %buf1367[%i1368] : memref<256xf32>
    %w1368 = arith.addf %v1368, %cst : f32
    affine.store %w1368, %buf1368[%i1368] : memref<256xf32>
  }
  %buf1369 = memref.alloc() : memref<256xf32>
  affine.for %i1369 = 1 to 255 {
    %l1369 = affine.load %buf1368[%i1369 - 1] : memref<256xf32>
    %r1369 = affine.load %buf1368[%i1369 + 1] : memref<256xf32>
    %w1369 = arith.mulf %l1369, %r1369 : f32
    affine.store %w1369, %buf1369[%i1369] : memref<256xf32>
  }
  %buf1370 = memref.alloc() : memref<256xf32>
  affine.for %i1370 = 0 to 256 {
    %v1370 = affine.load %buf1369[%i1370] : memref<256xf32>
    %w1370 = arith.addf %v1370, %cst : f32
    affine.store %w1370, %buf1370[%i1370] : memref<256xf32>
  }
  %buf1371 = memref.alloc() : memref<256xf32>
  affine.for %i1371 = 1 to 255 {
    %l1371 = affine.load %buf1370[%i1371 - 1] : memref<256xf32>
    %r1371 = affine.load %buf1370[%i1371 + 1] : memref<256xf32>
    %w1371 = arith.mulf %l1371, %r1371 : f32
    affine.store %w1371, %buf1371[%i1371] : memref<256xf32>
  }
  %buf1372 = memref.alloc() : memref<256xf32>
  affine.for %i1372 = 0 to 256 {
    %v1372 = affine.load %buf1371[%i1372] : memref<256xf32>
    %w1372 = arith.addf %v1372, %cst : f32
    affine.store %w1372, %buf1372[%i1372] : memref<256xf32>
  }
  %buf1373 = memref.alloc() : memref<256xf32>
  affine.for %i1373 = 1 to 255 {
    %l1373 = affine.load %buf1372[%i1373 - 1] : memref<256xf32>
    %r1373 = affine.load %buf1372[%i1373 + 1] : memref<256xf32>
    %w1373 = arith.mulf %l1373, %r1373 : f32
    affine.store %w1373, %buf1373[%i1373] : memref<256xf32>
  }
  %buf1374 = memref.alloc() : memref<256xf32>
  affine.for %i1374 = 0 to 256 {
    %v1374 = affine.load %buf1373[%i1374] : memref<256xf32>
    %w1374 = arith.addf %v1374, %cst : f32
    affine.store %w1374, %buf1374[%i1374] : memref<256xf32>
  }
  %buf1375 = memref.alloc() : memref<256xf32>
  affine.for %i1375 = 1 to 255 {
    %l1375 = affine.load %buf1374[%i1375 - 1] : memref<256xf32>
    %r1375 = affine.load %buf1374[%i1375 + 1] : memref<256xf32>
    %w1375 = arith.mulf %l1375, %r1375 : f32
    affine.store %w1375, %buf1375[%i1375] : memref<256xf32>
  }
  %buf1376 = memref.alloc() : memref<256xf32>
  affine.for %i1376 = 0 to 256 {
    %v1376 = affine.load %buf1375[%i1376] : memref<256xf32>
    %w1376 = arith.addf %v1376, %cst : f32
    affine.store %w1376, %buf1376[%i1376] : memref<256xf32>
  }
  %buf1377 = memref.alloc() : memref<256xf32>
  affine.for %i1377 = 1 to 255 {
    %l1377 = affine.load %buf1376[%i1377 - 1] : memref<256xf32>
    %r1377 = affine.load %buf1376[%i1377 + 1] : memref<256xf32>
    %w1377 = arith.mulf %l1377, %r1377 : f32
    affine.store %w1377, %buf1377[%i1377] : memref<256xf32>
  }
  %buf1378 = memref.alloc() : memref<256xf32>
  affine.for %i1378 = 0 to 256 {
    %v1378 = affine.load %buf1377[%i1378] : memref<256xf32>
    %w1378 = arith.addf %v1378, %cst : f32
    affine.store %w1378, %buf1378[%i1378] : memref<256xf32>
  }
  %buf1379 = memref.alloc() : memref<256xf32>
  affine.for %i1379 = 1 to 255 {
    %l1379 = affine.load %buf1378[%i1379 - 1] : memref<256xf32>
    %r1379 = affine.load %buf1378[%i1379 + 1] : memref<256xf32>
    %w1379 = arith.mulf %l1379, %r1379 : f32
    affine.store %w1379, %buf1379[%i1379] : memref<256xf32>
  }
  %buf1380 = memref.alloc() : memref<256xf32>
  affine.for %i1380 = 0 to 256 {
    %v1380 = affine.load %buf1379[%i1380] : memref<256xf32>
    %w1380 = arith.addf %v1380, %cst : f32
    affine.store %w1380, %buf1380[%i1380] : memref<256xf32>
  }
  %buf1381 = memref.alloc() : memref<256xf32>
  affine.for %i1381 = 1 to 255 {
    %l1381 = affine.load %buf1380[%i1381 - 1] : memref<256xf32>
    %r1381 = affine.load %buf1380[%i1381 + 1] : memref<256xf32>
    %w1381 = arith.mulf %l1381, %r1381 : f32
    affine.store %w1381, %buf1381[%i1381] : memref<256xf32>
  }
  %buf1382 = memref.alloc() : memref<256xf32>
  affine.for %i1382 = 0 to 256 {
    %v1382 = affine.load %buf1381[%i1382] : memref<256xf32>
    %w1382 = arith.addf %v1382, %cst : f32
    affine.store %w1382, %buf1382[%i1382] : memref<256xf32>
  }
  %buf1383 = memref.alloc() : memref<256xf32>
  affine.for %i1383 = 1 to 255 {
    %l1383 = affine.load %buf1382[%i1383 - 1] : memref<256xf32>
    %r1383 = affine.load %buf1382[%i1383 + 1] : memref<256xf32>
    %w1383 = arith.mulf %l1383, %r1383 : f32
    affine.store %w1383, %buf1383[%i1383] : memref<256xf32>
  }
  %buf1384 = memref.alloc() : memref<256xf32>
  affine.for %i1384 = 0 to 256 {
    %v1384 = affine.load %buf1383[%i1384] : memref<256xf32>
    %w1384 = arith.addf %v1384, %cst : f32
    affine.store %w1384, %buf1384[%i1384] : memref<256xf32>
  }
  %buf1385 = memref.alloc() : memref<256xf32>
  affine.for %i1385 = 1 to 255 {
    %l1385 = affine.load %buf1384[%i1385 - 1] : memref<256xf32>
    %r1385 = affine.load %buf1384[%i1385 + 1] : memref<256xf32>
    %w1385 = arith.mulf %l1385, %r1385 : f32
    affine.store %w1385, %buf1385[%i1385] : memref<256xf32>
  }
  %buf1386 = memref.alloc() : memref<256xf32>
  affine.for %i1386 = 0 to 256 {
    %v1386 = affine.load %buf1385[%i1386] : memref<256xf32>
    %w1386 = arith.addf %v1386, %cst : f32
    affine.store %w1386, %buf1386[%i1386] : memref<256xf32>
  }
  %buf1387 = memref.alloc() : memref<256xf32>
  affine.for %i1387 = 1 to 255 {
    %l1387 = affine.load %buf1386[%i1387 - 1] : memref<256xf32>
    %r1387 = affine.load %buf1386[%i1387 + 1] : memref<256xf32>
    %w1387 = arith.mulf %l1387, %r1387 : f32
    affine.store %w1387, %buf1387[%i1387] : memref<256xf32>
  }
  %buf1388 = memref.alloc() : memref<256xf32>
  affine.for %i1388 = 0 to 256 {
    %v1388 = affine.load %buf1387[%i1388] : memref<256xf32>
    %w1388 = arith.addf %v1388, %cst : f32
    affine.store %w1388, %buf1388[%i1388] : memref<256xf32>
  }
  %buf1389 = memref.alloc() : memref<256xf32>
  affine.for %i1389 = 1 to 255 {
    %l1389 = affine.load %buf1388[%i1389 - 1] : memref<256xf32>
    %r1389 = affine.load %buf1388[%i1389 + 1] : memref<256xf32>
    %w1389 = arith.mulf %l1389, %r1389 : f32
    affine.store %w1389, %buf1389[%i1389] : memref<256xf32>
  }
  %buf1390 = memref.alloc() : memref<256xf32>
  affine.for %i1390 = 0 to 256 {
    %v1390 = affine.load %buf1389[%i1390] : memref<256xf32>
    %w1390 = arith.addf %v1390, %cst : f32
    affine.store %w1390, %buf1390[%i1390] : memref<256xf32>
  }
  %buf1391 = memref.alloc() : memref<256xf32>
  affine.for %i1391 = 1 to 255 {
    %l1391 = affine.load %buf1390[%i1391 - 1] : memref<256xf32>
    %r1391 = affine.load %buf1390[%i1391 + 1] : memref<256xf32>
    %w1391 = arith.mulf %l1391, %r1391 : f32
    affine.store %w1391, %buf1391[%i1391] : memref<256xf32>
  }
  %buf1392 = memref.alloc() : memref<256xf32>
  affine.for %i1392 = 0 to 256 {
    %v1392 = affine.load %buf1391[%i1392] : memref<256xf32>
    %w1392 = arith.addf %v1392, %cst : f32
    affine.store %w1392, %buf1392[%i1392] : memref<256xf32>
  }
  %buf1393 = memref.alloc() : memref<256xf32>
  affine.for %i1393 = 1 to 255 {
    %l1393 = affine.load %buf1392[%i1393 - 1] : memref<256xf32>
    %r1393 = affine.load %buf1392[%i1393 + 1] : memref<256xf32>
    %w1393 = arith.mulf %l1393, %r1393 : f32
    affine.store %w1393, %buf1393[%i1393] : memref<256xf32>
  }
  %buf1394 = memref.alloc() : memref<256xf32>
  affine.for %i1394 = 0 to 256 {
    %v1394 = affine.load %buf1393[%i1394] : memref<256xf32>
    %w1394 = arith.addf %v1394, %cst : f32
    affine.store %w1394, %buf1394[%i1394] : memref<256xf32>
  }
  %buf1395 = memref.alloc() : memref<256xf32>
  affine.for %i1395 = 1 to 255 {
    %l1395 = affine.load %buf1394[%i1395 - 1] : memref<256xf32>
    %r1395 = affine.load %buf1394[%i1395 + 1] : memref<256xf32>
    %w1395 = arith.mulf %l1395, %r1395 : f32
    affine.store %w1395, %buf1395[%i1395] : memref<256xf32>
  }
  %buf1396 = memref.alloc() : memref<256xf32>
  affine.for %i1396 = 0 to 256 {
    %v1396 = affine.load %buf1395[%i1396] : memref<256xf32>
    %w1396 = arith.addf %v1396, %cst : f32
    affine.store %w1396, %buf1396[%i1396] : memref<256xf32>
  }
  %buf1397 = memref.alloc() : memref<256xf32>
  affine.for %i1397 = 1 to 255 {
    %l1397 = affine.load %buf1396[%i1397 - 1] : memref<256xf32>
    %r1397 = affine.load %buf1396[%i1397 + 1] : memref<256xf32>
    %w1397 = arith.mulf %l1397, %r1397 : f32
    affine.store %w1397, %buf1397[%i1397] : memref<256xf32>
  }
  %buf1398 = memref.alloc() : memref<256xf32>
  affine.for %i1398 = 0 to 256 {
    %v1398 = affine.load %buf1397[%i1398] : memref<256xf32>
    %w1398 = arith.addf %v1398, %cst : f32
    affine.store %w1398, %buf1398[%i1398] : memref<256xf32>
  }
  %buf1399 = memref.alloc() : memref<256xf32>
  affine.for %i1399 = 1 to 255 {
    %l1399 = affine.load %buf1398[%i1399 - 1] : memref<256xf32>
    %r1399 = affine.load %buf1398[%i1399 + 1] : memref<256xf32>
    %w1399 = arith.mulf %l1399, %r1399 : f32
    affine.store %w1399, %buf1399[%i1399] : memref<256xf32>
  }
  %buf1400 = memref.alloc() : memref<256xf32>
  affine.for %i1400 = 0 to 256 {
    %v1400 = affine.load %buf1399[%i1400] : memref<256xf32>
    %w1400 = arith.addf %v1400, %cst : f32
    affine.store %w1400, %buf1400[%i1400] : memref<256xf32>
  }
  %buf1401 = memref.alloc() : memref<256xf32>
  affine.for %i1401 = 1 to 255 {
    %l1401 = affine.load %buf1400[%i1401 - 1] : memref<256xf32>
    %r1401 = affine.load %buf1400[%i1401 + 1] : memref<256xf32>
    %w1401 = arith.mulf %l1401, %r1401 : f32
    affine.store %w1401, %buf1401[%i1401] : memref<256xf32>
  }
  %buf1402 = memref.alloc() : memref<256xf32>
  affine.for %i1402 = 0 to 256 {
    %v1402 = affine.load %buf1401[%i1402] : memref<256xf32>
    %w1402 = arith.addf %v1402, %cst : f32
    affine.store %w1402, %buf1402[%i1402] : memref<256xf32>
  }
  %buf1403 = memref.alloc() : memref<256xf32>
  affine.for %i1403 = 1 to 255 {
    %l1403 = affine.load %buf1402[%i1403 - 1] : memref<256xf32>
    %r1403 = affine.load %buf1402[%i1403 + 1] : memref<256xf32>
    %w1403 = arith.mulf %l1403, %r1403 : f32
    affine.store %w1403, %buf1403[%i1403] : memref<256xf32>
  }
  %buf1404 = memref.alloc() : memref<256xf32>
  affine.for %i1404 = 0 to 256 {
    %v1404 = affine.load %buf1403[%i1404] : memref<256xf32>
    %w1404 = arith.addf %v1404, %cst : f32
    affine.store %w1404, %buf1404[%i1404] : memref<256xf32>
  }
  %buf1405 = memref.alloc() : memref<256xf32>
  affine.for %i1405 = 1 to 255 {
    %l1405 = affine.load %buf1404[%i1405 - 1] : memref<256xf32>
    %r1405 = affine.load %buf1404[%i1405 + 1] : memref<256xf32>
    %w1405 = arith.mulf %l1405, %r1405 : f32
    affine.store %w1405, %buf1405[%i1405] : memref<256xf32>
  }
  %buf1406 = memref.alloc() : memref<256xf32>
  affine.for %i1406 = 0 to 256 {
    %v1406 = affine.load %buf1405[%i1406] : memref<256xf32>
    %w1406 = arith.addf %v1406, %cst : f32
    affine.store %w1406, %buf1406[%i1406] : memref<256xf32>
  }
  %buf1407 = memref.alloc() : memref<256xf32>
  affine.for %i1407 = 1 to 255 {
    %l1407 = affine.load %buf1406[%i1407 - 1] : memref<256xf32>
    %r1407 = affine.load %buf1406[%i1407 + 1] : memref<256xf32>
    %w1407 = arith.mulf %l1407, %r1407 : f32
    affine.store %w1407, %buf1407[%i1407] : memref<256xf32>
  }
  %buf1408 = memref.alloc() : memref<256xf32>
  affine.for %i1408 = 0 to 256 {
    %v1408 = affine.load %buf1407[%i1408] : memref<256xf32>
    %w1408 = arith.addf %v1408, %cst : f32
    affine.store %w1408, %buf1408[%i1408] : memref<256xf32>
  }
  %buf1409 = memref.alloc() : memref<256xf32>
  affine.for %i1409 = 1 to 255 {
    %l1409 = affine.load %buf1408[%i1409 - 1] : memref<256xf32>
    %r1409 = affine.load %buf1408[%i1409 + 1] : memref<256xf32>
    %w1409 = arith.mulf %l1409, %r1409 : f32
    affine.store %w1409, %buf1409[%i1409] : memref<256xf32>
  }
  %buf1410 = memref.alloc() : memref<256xf32>
  affine.for %i1410 = 0 to 256 {
    %v1410 = affine.load %buf1409[%i1410] : memref<256xf32>
    %w1410 = arith.addf %v1410, %cst : f32
    affine.store %w1410, %buf1410[%i1410] : memref<256xf32>
  }
  %buf1411 = memref.alloc() : memref<256xf32>
  affine.for %i1411 = 1 to 255 {
    %l1411 = affine.load %buf1410[%i1411 - 1] : memref<256xf32>
    %r1411 = affine.load %buf1410[%i1411 + 1] : memref<256xf32>
    %w1411 = arith.mulf %l1411, %r1411 : f32
    affine.store %w1411, %buf1411[%i1411] : memref<256xf32>
  }
  %buf1412 = memref.alloc() : memref<256xf32>
  affine.for %i1412 = 0 to 256 {
    %v1412 = affine.load %buf1411[%i1412] : memref<256xf32>
    %w1412 = arith.addf %v1412, %cst : f32
    affine.store %w1412, %buf1412[%i1412] : memref<256xf32>
  }
  %buf1413 = memref.alloc() : memref<256xf32>
  affine.for %i1413 = 1 to 255 {
    %l1413 = affine.load %buf1412[%i1413 - 1] : memref<256xf32>
    %r1413 = affine.load %buf1412[%i1413 + 1] : memref<256xf32>
    %w1413 = arith.mulf %l1413, %r1413 : f32
    affine.store %w1413, %buf1413[%i1413] : memref<256xf32>
  }
  %buf1414 = memref.alloc() : memref<256xf32>
  affine.for %i1414 = 0 to 256 {
    %v1414 = affine.load %buf1413[%i1414] : memref<256xf32>
    %w1414 = arith.addf %v1414, %cst : f32
    affine.store %w1414, %buf1414[%i1414] : memref<256xf32>
  }
  %buf1415 = memref.alloc() : memref<256xf32>
  affine.for %i1415 = 1 to 255 {
    %l1415 = affine.load %buf1414[%i1415 - 1] : memref<256xf32>
    %r1415 = affine.load %buf1414[%i1415 + 1] : memref<256xf32>
    %w1415 = arith.mulf %l1415, %r1415 : f32
    affine.store %w1415, %buf1415[%i1415] : memref<256xf32>
  }
  %buf1416 = memref.alloc() : memref<256xf32>
  affine.for %i1416 = 0 to 256 {
    %v1416 = affine.load %buf1415[%i1416] : memref<256xf32>
    %w1416 = arith.addf %v1416, %cst : f32
    affine.store %w1416, %buf1416[%i1416] : memref<256xf32>
  }
  %buf1417 = memref.alloc() : memref<256xf32>
  affine.for %i1417 = 1 to 255 {
    %l1417 = affine.load %buf1416[%i1417 - 1] : memref<256xf32>
    %r1417 = affine.load %buf1416[%i1417 + 1] : memref<256xf32>
    %w1417 = arith.mulf %l1417, %r1417 : f32
    affine.store %w1417, %buf1417[%i1417] : memref<256xf32>
  }
  %buf1418 = memref.alloc() : memref<256xf32>
  affine.for %i1418 = 0 to 256 {
    %v1418 = affine.load %buf1417[%i1418] : memref<256xf32>
    %w1418 = arith.addf %v1418, %cst : f32
    affine.store %w1418, %buf1418[%i1418] : memref<256xf32>
  }
  %buf1419 = memref.alloc() : memref<256xf32>
  affine.for %i1419 = 1 to 255 {
    %l1419 = affine.load %buf1418[%i1419 - 1] : memref<256xf32>
    %r1419 = affine.load %buf1418[%i1419 + 1] : memref<256xf32>
    %w1419 = arith.mulf %l1419, %r1419 : f32
    affine.store %w1419, %buf1419[%i1419] : memref<256xf32>
  }
  %buf1420 = memref.alloc() : memref<256xf32>
  affine.for %i1420 = 0 to 256 {
    %v1420 = affine.load %buf1419[%i1420] : memref<256xf32>
    %w1420 = arith.addf %v1420, %cst : f32
    affine.store %w1420, %buf1420[%i1420] : memref<256xf32>
  }
  %buf1421 = memref.alloc() : memref<256xf32>
  affine.for %i1421 = 1 to 255 {
    %l1421 = affine.load %buf1420[%i1421 - 1] : memref<256xf32>
    %r1421 = affine.load %buf1420[%i1421 + 1] : memref<256xf32>
    %w1421 = arith.mulf %l1421, %r1421 : f32
    affine.store %w1421, %buf1421[%i1421] : memref<256xf32>
  }
  %buf1422 = memref.alloc() : memref<256xf32>
  affine.for %i1422 = 0 to 256 {
    %v1422 = affine.load %buf1421[%i1422] : memref<256xf32>
    %w1422 = arith.addf %v1422, %cst : f32
    affine.store %w1422, %buf1422[%i1422] : memref<256xf32>
  }
  %buf1423 = memref.alloc() : memref<256xf32>
  affine.for %i1423 = 1 to 255 {
    %l1423 = affine.load %buf1422[%i1423 - 1] : memref<256xf32>
    %r1423 = affine.load %buf1422[%i1423 + 1] : memref<256xf32>
    %w1423 = arith.mulf %l1423, %r1423 : f32
    affine.store %w1423, %buf1423[%i1423] : memref<256xf32>
  }
  %buf1424 = memref.alloc() : memref<256xf32>
  affine.for %i1424 = 0 to 256 {
    %v1424 = affine.load %buf1423[%i1424] : memref<256xf32>
    %w1424 = arith.addf %v1424, %cst : f32
    affine.store %w1424, %buf1424[%i1424] : memref<256xf32>
  }
  %buf1425 = memref.alloc() : memref<256xf32>
  affine.for %i1425 = 1 to 255 {
    %l1425 = affine.load %buf1424[%i1425 - 1] : memref<256xf32>
    %r1425 = affine.load %buf1424[%i1425 + 1] : memref<256xf32>
    %w1425 = arith.mulf %l1425, %r1425 : f32
    affine.store %w1425, %buf1425[%i1425] : memref<256xf32>
  }
  %buf1426 = memref.alloc() : memref<256xf32>
  affine.for %i1426 = 0 to 256 {
    %v1426 = affine.load %buf1425[%i1426] : memref<256xf32>
    %w1426 = arith.addf %v1426, %cst : f32
    affine.store %w1426, %buf1426[%i1426] : memref<256xf32>
  }
  %buf1427 = memref.alloc() : memref<256xf32>
  affine.for %i1427 = 1 to 255 {
    %l1427 = affine.load %buf1426[%i1427 - 1] : memref<256xf32>
    %r1427 = affine.load %buf1426[%i1427 + 1] : memref<256xf32>
    %w1427 = arith.mulf %l1427, %r1427 : f32
    affine.store %w1427, %buf1427[%i1427] : memref<256xf32>
  }
  %buf1428 = memref.alloc() : memref<256xf32>
  affine.for %i1428 = 0 to 256 {
    %v1428 = affine.load %buf1427[%i1428] : memref<256xf32>
    %w1428 = arith.addf %v1428, %cst : f32
    affine.store %w1428, %buf1428[%i1428] : memref<256xf32>
  }
  %buf1429 = memref.alloc() : memref<256xf32>
  affine.for %i1429 = 1 to 255 {
    %l1429 = affine.load %buf1428[%i1429 - 1] : memref<256xf32>
    %r1429 = affine.load %buf1428[%i1429 + 1] : memref<256xf32>
    %w1429 = arith.mulf %l1429, %r1429 : f32
    affine.store %w1429, %buf1429[%i1429] : memref<256xf32>
  }
  %buf1430 = memref.alloc() : memref<256xf32>
  affine.for %i1430 = 0 to 256 {
    %v1430 = affine.load %buf1429[%i1430] : memref<256xf32>
    %w1430 = arith.addf %v1430, %cst : f32
    affine.store %w1430, %buf1430[%i1430] : memref<256xf32>
  }
  %buf1431 = memref.alloc() : memref<256xf32>
  affine.for %i1431 = 1 to 255 {
    %l1431 = affine.load %buf1430[%i1431 - 1] : memref<256xf32>
    %r1431 = affine.load %buf1430[%i1431 + 1] : memref<256xf32>
    %w1431 = arith.mulf %l1431, %r1431 : f32
    affine.store %w1431, %buf1431[%i1431] : memref<256xf32>
  }
  %buf1432 = memref.alloc() : memref<256xf32>
  affine.for %i1432 = 0 to 256 {
    %v1432 = affine.load %buf1431[%i1432] : memref<256xf32>
    %w1432 = arith.addf %v1432, %cst : f32
    affine.store %w1432, %buf1432[%i1432] : memref<256xf32>
  }
  %buf1433 = memref.alloc() : memref<256xf32>
  affine.for %i1433 = 1 to 255 {
    %l1433 = affine.load %buf1432[%i1433 - 1] : memref<256xf32>
    %r1433 = affine.load %buf1432[%i1433 + 1] : memref<256xf32>
    %w1433 = arith.mulf %l1433, %r1433 : f32
    affine.store %w1433, %buf1433[%i1433] : memref<256xf32>
  }
  %buf1434 = memref.alloc() : memref<256xf32>
  affine.for %i1434 = 0 to 256 {
    %v1434 = affine.load %buf1433[%i1434] : memref<256xf32>
    %w1434 = arith.addf %v1434, %cst : f32
    affine.store %w1434, %buf1434[%i1434] : memref<256xf32>
  }
  %buf1435 = memref.alloc() : memref<256xf32>
  affine.for %i1435 = 1 to 255 {
    %l1435 = affine.load %buf1434[%i1435 - 1] : memref<256xf32>
    %r1435 = affine.load %buf1434[%i1435 + 1] : memref<256xf32>
    %w1435 = arith.mulf %l1435, %r1435 : f32
    affine.store %w1435, %buf1435[%i1435] : memref<256xf32>
  }
  %buf1436 = memref.alloc() : memref<256xf32>
  affine.for %i1436 = 0 to 256 {
    %v1436 = affine.load %buf1435[%i1436] : memref<256xf32>
    %w1436 = arith.addf %v1436, %cst : f32
    affine.store %w1436, %buf1436[%i1436] : memref<256xf32>
  }
  %buf1437 = memref.alloc() : memref<256xf32>
  affine.for %i1437 = 1 to 255 {
    %l1437 = affine.load %buf1436[%i1437 - 1] : memref<256xf32>
    %r1437 = affine.load %buf1436[%i1437 + 1] : memref<256xf32>
    %w1437 = arith.mulf %l1437, %r1437 : f32
    affine.store %w1437, %buf1437[%i1437] : memref<256xf32>
  }
  %buf1438 = memref.alloc() : memref<256xf32>
  affine.for %i1438 = 0 to 256 {
    %v1438 = affine.load %buf1437[%i1438] : memref<256xf32>
    %w1438 = arith.addf %v1438, %cst : f32
    affine.store %w1438, %buf1438[%i1438] : memref<256xf32>
  }
  %buf1439 = memref.alloc() : memref<256xf32>
  affine.for %i1439 = 1 to 255 {
    %l1439 = affine.load %buf1438[%i1439 - 1] : memref<256xf32>
    %r1439 = affine.load %buf1438[%i1439 + 1] : memref<256xf32>
    %w1439 = arith.mulf %l1439, %r1439 : f32
    affine.store %w1439, %buf1439[%i1439] : memref<256xf32>
  }
  %buf1440 = memref.alloc() : memref<256xf32>
  affine.for %i1440 = 0 to 256 {
    %v1440 = affine.load %buf1439[%i1440] : memref<256xf32>
    %w1440 = arith.addf %v1440, %cst : f32
    affine.store %w1440, %buf1440[%i1440] : memref<256xf32>
  }
  %buf1441 = memref.alloc() : memref<256xf32>
  affine.for %i1441 = 1 to 255 {
    %l1441 = affine.load %buf1440[%i1441 - 1] : memref<256xf32>
    %r1441 = affine.load %buf1440[%i1441 + 1] : memref<256xf32>
    %w1441 = arith.mulf %l1441, %r1441 : f32
    affine.store %w1441, %buf1441[%i1441] : memref<256xf32>
  }
  %buf1442 = memref.alloc() : memref<256xf32>
  affine.for %i1442 = 0 to 256 {
    %v1442 = affine.load %buf1441[%i1442] : memref<256xf32>
    %w1442 = arith.addf %v1442, %cst : f32
    affine.store %w1442, %buf1442[%i1442] : memref<256xf32>
  }
  %buf1443 = memref.alloc() : memref<256xf32>
  affine.for %i1443 = 1 to 255 {
    %l1443 = affine.load %buf1442[%i1443 - 1] : memref<256xf32>
    %r1443 = affine.load %buf1442[%i1443 + 1] : memref<256xf32>
    %w1443 = arith.mulf %l1443, %r1443 : f32
    affine.store %w1443, %buf1443[%i1443] : memref<256xf32>
  }
  %buf1444 = memref.alloc() : memref<256xf32>
  affine.for %i1444 = 0 to 256 {
    %v1444 = affine.load %buf1443[%i1444] : memref<256xf32>
    %w1444 = arith.addf %v1444, %cst : f32
    affine.store %w1444, %buf1444[%i1444] : memref<256xf32>
  }
  %buf1445 = memref.alloc() : memref<256xf32>
  affine.for %i1445 = 1 to 255 {
    %l1445 = affine.load %buf1444[%i1445 - 1] : memref<256xf32>
    %r1445 = affine.load %buf1444[%i1445 + 1] : memref<256xf32>
    %w1445 = arith.mulf %l1445, %r1445 : f32
    affine.store %w1445, %buf1445[%i1445] : memref<256xf32>
  }
  %buf1446 = memref.alloc() : memref<256xf32>
  affine.for %i1446 = 0 to 256 {
    %v1446 = affine.load %buf1445[%i1446] : memref<256xf32>
    %w1446 = arith.addf %v1446, %cst : f32
    affine.store %w1446, %buf1446[%i1446] : memref<256xf32>
  }
  %buf1447 = memref.alloc() : memref<256xf32>
  affine.for %i1447 = 1 to 255 {
    %l1447 = affine.load %buf1446[%i1447 - 1] : memref<256xf32>
    %r1447 = affine.load %buf1446[%i1447 + 1] : memref<256xf32>
    %w1447 = arith.mulf %l1447, %r1447 : f32
    affine.store %w1447, %buf1447[%i1447] : memref<256xf32>
  }
  %buf1448 = memref.alloc() : memref<256xf32>
  affine.for %i1448 = 0 to 256 {
    %v1448 = affine.load %buf1447[%i1448] : memref<256xf32>
    %w1448 = arith.addf %v1448, %cst : f32
    affine.store %w1448, %buf1448[%i1448] : memref<256xf32>
  }
  %buf1449 = memref.alloc() : memref<256xf32>
  affine.for %i1449 = 1 to 255 {
    %l1449 = affine.load %buf1448[%i1449 - 1] : memref<256xf32>
    %r1449 = affine.load %buf1448[%i1449 + 1] : memref<256xf32>
    %w1449 = arith.mulf %l1449, %r1449 : f32
    affine.store %w1449, %buf1449[%i1449] : memref<256xf32>
  }
  %buf1450 = memref.alloc() : memref<256xf32>
  affine.for %i1450 = 0 to 256 {
    %v1450 = affine.load %buf1449[%i1450] : memref<256xf32>
    %w1450 = arith.addf %v1450, %cst : f32
    affine.store %w1450, %buf1450[%i1450] : memref<256xf32>
  }
  %buf1451 = memref.alloc() : memref<256xf32>
  affine.for %i1451 = 1 to 255 {
    %l1451 = affine.load %buf1450[%i1451 - 1] : memref<256xf32>
    %r1451 = affine.load %buf1450[%i1451 + 1] : memref<256xf32>
    %w1451 = arith.mulf %l1451, %r1451 : f32
    affine.store %w1451, %buf1451[%i1451] : memref<256xf32>
  }
  %buf1452 = memref.alloc() : memref<256xf32>
  affine.for %i1452 = 0 to 256 {
    %v1452 = affine.load %buf1451[%i1452] : memref<256xf32>
    %w1452 = arith.addf %v1452, %cst : f32
    affine.store %w1452, %buf1452[%i1452] : memref<256xf32>
  }
  %buf1453 = memref.alloc() : memref<256xf32>
  affine.for %i1453 = 1 to 255 {
    %l1453 = affine.load %buf1452[%i1453 - 1] : memref<256xf32>
    %r1453 = affine.load %buf1452[%i1453 + 1] : memref<256xf32>
    %w1453 = arith.mulf %l1453, %r1453 : f32
    affine.store %w1453, %buf1453[%i1453] : memref<256xf32>
  }
  %buf1454 = memref.alloc() : memref<256xf32>
  affine.for %i1454 = 0 to 256 {
    %v1454 = affine.load %buf1453[%i1454] : memref<256xf32>
    %w1454 = arith.addf %v1454, %cst : f32
    affine.store %w1454, %buf1454[%i1454] : memref<256xf32>
  }
  %buf1455 = memref.alloc() : memref<256xf32>
  affine.for %i1455 = 1 to 255 {
    %l1455 = affine.load %buf1454[%i1455 - 1] : memref<256xf32>
    %r1455 = affine.load %buf1454[%i1455 + 1] : memref<256xf32>
    %w1455 = arith.mulf %l1455, %r1455 : f32
    affine.store %w1455, %buf1455[%i1455] : memref<256xf32>
  }
  %buf1456 = memref.alloc() : memref<256xf32>
  affine.for %i1456 = 0 to 256 {
    %v1456 = affine.load %buf1455[%i1456] : memref<256xf32>
    %w1456 = arith.addf %v1456, %cst : f32
    affine.store %w1456, %buf1456[%i1456] : memref<256xf32>
  }
  %buf1457 = memref.alloc() : memref<256xf32>
  affine.for %i1457 = 1 to 255 {
    %l1457 = affine.load %buf1456[%i1457 - 1] : memref<256xf32>
    %r1457 = affine.load %buf1456[%i1457 + 1] : memref<256xf32>
    %w1457 = arith.mulf %l1457, %r1457 : f32
    affine.store %w1457, %buf1457[%i1457] : memref<256xf32>
  }
  %buf1458 = memref.alloc() : memref<256xf32>
  affine.for %i1458 = 0 to 256 {
    %v1458 = affine.load %buf1457[%i1458] : memref<256xf32>
    %w1458 = arith.addf %v1458, %cst : f32
    affine.store %w1458, %buf1458[%i1458] : memref<256xf32>
  }
  %buf1459 = memref.alloc() : memref<256xf32>
  affine.for %i1459 = 1 to 255 {
    %l1459 = affine.load %buf1458[%i1459 - 1] : memref<256xf32>
    %r1459 = affine.load %buf1458[%i1459 + 1] : memref<256xf32>
    %w1459 = arith.mulf %l1459, %r1459 : f32
    affine.store %w1459, %buf1459[%i1459] : memref<256xf32>
  }
  %buf1460 = memref.alloc() : memref<256xf32>
  affine.for %i1460 = 0 to 256 {
    %v1460 = affine.load %buf1459[%i1460] : memref<256xf32>
    %w1460 = arith.addf %v1460, %cst : f32
    affine.store %w1460, %buf1460[%i1460] : memref<256xf32>
  }
  %buf1461 = memref.alloc() : memref<256xf32>
  affine.for %i1461 = 1 to 255 {
    %l1461 = affine.load %buf1460[%i1461 - 1] : memref<256xf32>
    %r1461 = affine.load %buf1460[%i1461 + 1] : memref<256xf32>
    %w1461 = arith.mulf %l1461, %r1461 : f32
    affine.store %w1461, %buf1461[%i1461] : memref<256xf32>
  }
  %buf1462 = memref.alloc() : memref<256xf32>
  affine.for %i1462 = 0 to 256 {
    %v1462 = affine.load %buf1461[%i1462] : memref<256xf32>
    %w1462 = arith.addf %v1462, %cst : f32
    affine.store %w1462, %buf1462[%i1462] : memref<256xf32>
  }
  %buf1463 = memref.alloc() : memref<256xf32>
  affine.for %i1463 = 1 to 255 {
    %l1463 = affine.load %buf1462[%i1463 - 1] : memref<256xf32>
    %r1463 = affine.load %buf1462[%i1463 + 1] : memref<256xf32>
    %w1463 = arith.mulf %l1463, %r1463 : f32
    affine.store %w1463, %buf1463[%i1463] : memref<256xf32>
  }
  %buf1464 = memref.alloc() : memref<256xf32>
  affine.for %i1464 = 0 to 256 {
    %v1464 = affine.load %buf1463[%i1464] : memref<256xf32>
    %w1464 = arith.addf %v1464, %cst : f32
    affine.store %w1464, %buf1464[%i1464] : memref<256xf32>
  }
  %buf1465 = memref.alloc() : memref<256xf32>
  affine.for %i1465 = 1 to 255 {
    %l1465 = affine.load %buf1464[%i1465 - 1] : memref<256xf32>
    %r1465 = affine.load %buf1464[%i1465 + 1] : memref<256xf32>
    %w1465 = arith.mulf %l1465, %r1465 : f32
    affine.store %w1465, %buf1465[%i1465] : memref<256xf32>
  }
  %buf1466 = memref.alloc() : memref<256xf32>
  affine.for %i1466 = 0 to 256 {
    %v1466 = affine.load %buf1465[%i1466] : memref<256xf32>
    %w1466 = arith.addf %v1466, %cst : f32
    affine.store %w1466, %buf1466[%i1466] : memref<256xf32>
  }
  %buf1467 = memref.alloc() : memref<256xf32>
  affine.for %i1467 = 1 to 255 {
    %l1467 = affine.load %buf1466[%i1467 - 1] : memref<256xf32>
    %r1467 = affine.load %buf1466[%i1467 + 1] : memref<256xf32>
    %w1467 = arith.mulf %l1467, %r1467 : f32
    affine.store %w1467, %buf1467[%i1467] : memref<256xf32>
  }
  %buf1468 = memref.alloc() : memref<256xf32>
  affine.for %i1468 = 0 to 256 {
    %v1468 = affine.load %buf1467[%i1468] : memref<256xf32>
    %w1468 = arith.addf %v1468, %cst : f32
    affine.store %w1468, %buf1468[%i1468] : memref<256xf32>
  }
  %buf1469 = memref.alloc() : memref<256xf32>
  affine.for %i1469 = 1 to 255 {
    %l1469 = affine.load %buf1468[%i1469 - 1] : memref<256xf32>
    %r1469 = affine.load %buf1468[%i1469 + 1] : memref<256xf32>
    %w1469 = arith.mulf %l1469, %r1469 : f32
    affine.store %w1469, %buf1469[%i1469] : memref<256xf32>
  }
  %buf1470 = memref.alloc() : memref<256xf32>
  affine.for %i1470 = 0 to 256 {
    %v1470 = affine.load %buf1469[%i1470] : memref<256xf32>
    %w1470 = arith.addf %v1470, %cst : f32
    affine.store %w1470, %buf1470[%i1470] : memref<256xf32>
  }
  %buf1471 = memref.alloc() : memref<256xf32>
  affine.for %i1471 = 1 to 255 {
    %l1471 = affine.load %buf1470[%i1471 - 1] : memref<256xf32>
    %r1471 = affine.load %buf1470[%i1471 + 1] : memref<256xf32>
    %w1471 = arith.mulf %l1471, %r1471 : f32
    affine.store %w1471, %buf1471[%i1471] : memref<256xf32>
  }
  %buf1472 = memref.alloc() : memref<256xf32>
  affine.for %i1472 = 0 to 256 {
    %v1472 = affine.load %buf1471[%i1472] : memref<256xf32>
    %w1472 = arith.addf %v1472, %cst : f32
    affine.store %w1472, %buf1472[%i1472] : memref<256xf32>
  }
  %buf1473 = memref.alloc() : memref<256xf32>
  affine.for %i1473 = 1 to 255 {
    %l1473 = affine.load %buf1472[%i1473 - 1] : memref<256xf32>
    %r1473 = affine.load %buf1472[%i1473 + 1] : memref<256xf32>
    %w1473 = arith.mulf %l1473, %r1473 : f32
    affine.store %w1473, %buf1473[%i1473] : memref<256xf32>
  }
  %buf1474 = memref.alloc() : memref<256xf32>
  affine.for %i1474 = 0 to 256 {
    %v1474 = affine.load %buf1473[%i1474] : memref<256xf32>
    %w1474 = arith.addf %v1474, %cst : f32
    affine.store %w1474, %buf1474[%i1474] : memref<256xf32>
  }
  %buf1475 = memref.alloc() : memref<256xf32>
  affine.for %i1475 = 1 to 255 {
    %l1475 = affine.load %buf1474[%i1475 - 1] : memref<256xf32>
    %r1475 = affine.load %buf1474[%i1475 + 1] : memref<256xf32>
    %w1475 = arith.mulf %l1475, %r1475 : f32
    affine.store %w1475, %buf1475[%i1475] : memref<256xf32>
  }
  %buf1476 = memref.alloc() : memref<256xf32>
  affine.for %i1476 = 0 to 256 {
    %v1476 = affine.load %buf1475[%i1476] : memref<256xf32>
    %w1476 = arith.addf %v1476, %cst : f32
    affine.store %w1476, %buf1476[%i1476] : memref<256xf32>
  }
  %buf1477 = memref.alloc() : memref<256xf32>
  affine.for %i1477 = 1 to 255 {
    %l1477 = affine.load %buf1476[%i1477 - 1] : memref<256xf32>
    %r1477 = affine.load %buf1476[%i1477 + 1] : memref<256xf32>
    %w1477 = arith.mulf %l1477, %r1477 : f32
    affine.store %w1477, %buf1477[%i1477] : memref<256xf32>
  }
  %buf1478 = memref.alloc() : memref<256xf32>
  affine.for %i1478 = 0 to 256 {
    %v1478 = affine.load %buf1477[%i1478] : memref<256xf32>
    %w1478 = arith.addf %v1478, %cst : f32
    affine.store %w1478, %buf1478[%i1478] : memref<256xf32>
  }
  %buf1479 = memref.alloc() : memref<256xf32>
  affine.for %i1479 = 1 to 255 {
    %l1479 = affine.load %buf1478[%i1479 - 1] : memref<256xf32>
    %r1479 = affine.load %buf1478[%i1479 + 1] : memref<256xf32>
    %w1479 = arith.mulf %l1479, %r1479 : f32
    affine.store %w1479, %buf1479[%i1479] : memref<256xf32>
  }
  %buf1480 = memref.alloc() : memref<256xf32>
  affine.for %i1480 = 0 to 256 {
    %v1480 = affine.load %buf1479[%i1480] : memref<256xf32>
    %w1480 = arith.addf %v1480, %cst : f32
    affine.store %w1480, %buf1480[%i1480] : memref<256xf32>
  }
  %buf1481 = memref.alloc() : memref<256xf32>
  affine.for %i1481 = 1 to 255 {
    %l1481 = affine.load %buf1480[%i1481 - 1] : memref<256xf32>
    %r1481 = affine.load %buf1480[%i1481 + 1] : memref<256xf32>
    %w1481 = arith.mulf %l1481, %r1481 : f32
    affine.store %w1481, %buf1481[%i1481] : memref<256xf32>
  }
  %buf1482 = memref.alloc() : memref<256xf32>
  affine.for %i1482 = 0 to 256 {
    %v1482 = affine.load %buf1481[%i1482] : memref<256xf32>
    %w1482 = arith.addf %v1482, %cst : f32
    affine.store %w1482, %buf1482[%i1482] : memref<256xf32>
  }
  %buf1483 = memref.alloc() : memref<256xf32>
  affine.for %i1483 = 1 to 255 {
    %l1483 = affine.load %buf1482[%i1483 - 1] : memref<256xf32>
    %r1483 = affine.load %buf1482[%i1483 + 1] : memref<256xf32>
    %w1483 = arith.mulf %l1483, %r1483 : f32
    affine.store %w1483, %buf1483[%i1483] : memref<256xf32>
  }
  %buf1484 = memref.alloc() : memref<256xf32>
  affine.for %i1484 = 0 to 256 {
    %v1484 = affine.load %buf1483[%i1484] : memref<256xf32>
    %w1484 = arith.addf %v1484, %cst : f32
    affine.store %w1484, %buf1484[%i1484] : memref<256xf32>
  }
  %buf1485 = memref.alloc() : memref<256xf32>
  affine.for %i1485 = 1 to 255 {
    %l1485 = affine.load %buf1484[%i1485 - 1] : memref<256xf32>
    %r1485 = affine.load %buf1484[%i1485 + 1] : memref<256xf32>
    %w1485 = arith.mulf %l1485, %r1485 : f32
    affine.store %w1485, %buf1485[%i1485] : memref<256xf32>
  }
  %buf1486 = memref.alloc() : memref<256xf32>
  affine.for %i1486 = 0 to 256 {
    %v1486 = affine.load %buf1485[%i1486] : memref<256xf32>
    %w1486 = arith.addf %v1486, %cst : f32
    affine.store %w1486, %buf1486[%i1486] : memref<256xf32>
  }
  %buf1487 = memref.alloc() : memref<256xf32>
  affine.for %i1487 = 1 to 255 {
    %l1487 = affine.load %buf1486[%i1487 - 1] : memref<256xf32>
    %r1487 = affine.load %buf1486[%i1487 + 1] : memref<256xf32>
    %w1487 = arith.mulf %l1487, %r1487 : f32
    affine.store %w1487, %buf1487[%i1487] : memref<256xf32>
  }
  %buf1488 = memref.alloc() : memref<256xf32>
  affine.for %i1488 = 0 to 256 {
    %v1488 = affine.load %buf1487[%i1488] : memref<256xf32>
    %w1488 = arith.addf %v1488, %cst : f32
    affine.store %w1488, %buf1488[%i1488] : memref<256xf32>
  }
  %buf1489 = memref.alloc() : memref<256xf32>
  affine.for %i1489 = 1 to 255 {
    %l1489 = affine.load %buf1488[%i1489 - 1] : memref<256xf32>
    %r1489 = affine.load %buf1488[%i1489 + 1] : memref<256xf32>
    %w1489 = arith.mulf %l1489, %r1489 : f32
    affine.store %w1489, %buf1489[%i1489] : memref<256xf32>
  }
  %buf1490 = memref.alloc() : memref<256xf32>
  affine.for %i1490 = 0 to 256 {
    %v1490 = affine.load %buf1489[%i1490] : memref<256xf32>
    %w1490 = arith.addf %v1490, %cst : f32
    affine.store %w1490, %buf1490[%i1490] : memref<256xf32>
  }
  %buf1491 = memref.alloc() : memref<256xf32>
  affine.for %i1491 = 1 to 255 {
    %l1491 = affine.load %buf1490[%i1491 - 1] : memref<256xf32>
    %r1491 = affine.load %buf1490[%i1491 + 1] : memref<256xf32>
    %w1491 = arith.mulf %l1491, %r1491 : f32
    affine.store %w1491, %buf1491[%i1491] : memref<256xf32>
  }
  %buf1492 = memref.alloc() : memref<256xf32>
  affine.for %i1492 = 0 to 256 {
    %v1492 = affine.load %buf1491[%i1492] : memref<256xf32>
    %w1492 = arith.addf %v1492, %cst : f32
    affine.store %w1492, %buf1492[%i1492] : memref<256xf32>
  }
  %buf1493 = memref.alloc() : memref<256xf32>
  affine.for %i1493 = 1 to 255 {
    %l1493 = affine.load %buf1492[%i1493 - 1] : memref<256xf32>
    %r1493 = affine.load %buf1492[%i1493 + 1] : memref<256xf32>
    %w1493 = arith.mulf %l1493, %r1493 : f32
    affine.store %w1493, %buf1493[%i1493] : memref<256xf32>
  }
  %buf1494 = memref.alloc() : memref<256xf32>
  affine.for %i1494 = 0 to 256 {
    %v1494 = affine.load %buf1493[%i1494] : memref<256xf32>
    %w1494 = arith.addf %v1494, %cst : f32
    affine.store %w1494, %buf1494[%i1494] : memref<256xf32>
  }
  %buf1495 = memref.alloc() : memref<256xf32>
  affine.for %i1495 = 1 to 255 {
    %l1495 = affine.load %buf1494[%i1495 - 1] : memref<256xf32>
    %r1495 = affine.load %buf1494[%i1495 + 1] : memref<256xf32>
    %w1495 = arith.mulf %l1495, %r1495 : f32
    affine.store %w1495, %buf1495[%i1495] : memref<256xf32>
  }
  %buf1496 = memref.alloc() : memref<256xf32>
  affine.for %i1496 = 0 to 256 {
    %v1496 = affine.load %buf1495[%i1496] : memref<256xf32>
    %w1496 = arith.addf %v1496, %cst : f32
    affine.store %w1496, %buf1496[%i1496] : memref<256xf32>
  }
  %buf1497 = memref.alloc() : memref<256xf32>
  affine.for %i1497 = 1 to 255 {
    %l1497 = affine.load %buf1496[%i1497 - 1] : memref<256xf32>
    %r1497 = affine.load %buf1496[%i1497 + 1] : memref<256xf32>
    %w1497 = arith.mulf %l1497, %r1497 : f32
    affine.store %w1497, %buf1497[%i1497] : memref<256xf32>
  }
  %buf1498 = memref.alloc() : memref<256xf32>
  affine.for %i1498 = 0 to 256 {
    %v1498 = affine.load %buf1497[%i1498] : memref<256xf32>
    %w1498 = arith.addf %v1498, %cst : f32
    affine.store %w1498, %buf1498[%i1498] : memref<256xf32>
  }
  %buf1499 = memref.alloc() : memref<256xf32>
  affine.for %i1499 = 1 to 255 {
    %l1499 = affine.load %buf1498[%i1499 - 1] : memref<256xf32>
    %r1499 = affine.load %buf1498[%i1499 + 1] : memref<256xf32>
    %w1499 = arith.mulf %l1499, %r1499 : f32
    affine.store %w1499, %buf1499[%i1499] : memref<256xf32>
  }
  %buf1500 = memref.alloc() : memref<256xf32>
  affine.for %i1500 = 0 to 256 {
    %v1500 = affine.load %buf1499[%i1500] : memref<256xf32>
    %w1500 = arith.addf %v1500, %cst : f32
    affine.store %w1500, %buf1500[%i1500] : memref<256xf32>
  }
  %buf1501 = memref.alloc() : memref<256xf32>
  affine.for %i1501 = 1 to 255 {
    %l1501 = affine.load %buf1500[%i1501 - 1] : memref<256xf32>
    %r1501 = affine.load %buf1500[%i1501 + 1] : memref<256xf32>
    %w1501 = arith.mulf %l1501, %r1501 : f32
    affine.store %w1501, %buf1501[%i1501] : memref<256xf32>
  }
  %buf1502 = memref.alloc() : memref<256xf32>
  affine.for %i1502 = 0 to 256 {
    %v1502 = affine.load %buf1501[%i1502] : memref<256xf32>
    %w1502 = arith.addf %v1502, %cst : f32
    affine.store %w1502, %buf1502[%i1502] : memref<256xf32>
  }
  %buf1503 = memref.alloc() : memref<256xf32>
  affine.for %i1503 = 1 to 255 {
    %l1503 = affine.load %buf1502[%i1503 - 1] : memref<256xf32>
    %r1503 = affine.load %buf1502[%i1503 + 1] : memref<256xf32>
    %w1503 = arith.mulf %l1503, %r1503 : f32
    affine.store %w1503, %buf1503[%i1503] : memref<256xf32>
  }
  %buf1504 = memref.alloc() : memref<256xf32>
  affine.for %i1504 = 0 to 256 {
    %v1504 = affine.load %buf1503[%i1504] : memref<256xf32>
    %w1504 = arith.addf %v1504, %cst : f32
    affine.store %w1504, %buf1504[%i1504] : memref<256xf32>
  }
  %buf1505 = memref.alloc() : memref<256xf32>
  affine.for %i1505 = 1 to 255 {
    %l1505 = affine.load %buf1504[%i1505 - 1] : memref<256xf32>
    %r1505 = affine.load %buf1504[%i1505 + 1] : memref<256xf32>
    %w1505 = arith.mulf %l1505, %r1505 : f32
    affine.store %w1505, %buf1505[%i1505] : memref<256xf32>
  }
  %buf1506 = memref.alloc() : memref<256xf32>
  affine.for %i1506 = 0 to 256 {
    %v1506 = affine.load %buf1505[%i1506] : memref<256xf32>
    %w1506 = arith.addf %v1506, %cst : f32
    affine.store %w1506, %buf1506[%i1506] : memref<256xf32>
  }
  %buf1507 = memref.alloc() : memref<256xf32>
  affine.for %i1507 = 1 to 255 {
    %l1507 = affine.load %buf1506[%i1507 - 1] : memref<256xf32>
    %r1507 = affine.load %buf1506[%i1507 + 1] : memref<256xf32>
    %w1507 = arith.mulf %l1507, %r1507 : f32
    affine.store %w1507, %buf1507[%i1507] : memref<256xf32>
  }
  %buf1508 = memref.alloc() : memref<256xf32>
  affine.for %i1508 = 0 to 256 {
    %v1508 = affine.load %buf1507[%i1508] : memref<256xf32>
    %w1508 = arith.addf %v1508, %cst : f32
    affine.store %w1508, %buf1508[%i1508] : memref<256xf32>
  }
  %buf1509 = memref.alloc() : memref<256xf32>
  affine.for %i1509 = 1 to 255 {
    %l1509 = affine.load %buf1508[%i1509 - 1] : memref<256xf32>
    %r1509 = affine.load %buf1508[%i1509 + 1] : memref<256xf32>
    %w1509 = arith.mulf %l1509, %r1509 : f32
    affine.store %w1509, %buf1509[%i1509] : memref<256xf32>
  }
  %buf1510 = memref.alloc() : memref<256xf32>
  affine.for %i1510 = 0 to 256 {
    %v1510 = affine.load %buf1509[%i1510] : memref<256xf32>
    %w1510 = arith.addf %v1510, %cst : f32
    affine.store %w1510, %buf1510[%i1510] : memref<256xf32>
  }
  %buf1511 = memref.alloc() : memref<256xf32>
  affine.for %i1511 = 1 to 255 {
    %l1511 = affine.load %buf1510[%i1511 - 1] : memref<256xf32>
    %r1511 = affine.load %buf1510[%i1511 + 1] : memref<256xf32>
    %w1511 = arith.mulf %l1511, %r1511 : f32
    affine.store %w1511, %buf1511[%i1511] : memref<256xf32>
  }
  %buf1512 = memref.alloc() : memref<256xf32>
  affine.for %i1512 = 0 to 256 {
    %v1512 = affine.load %buf1511[%i1512] : memref<256xf32>
    %w1512 = arith.addf %v1512, %cst : f32
    affine.store %w1512, %buf1512[%i1512] : memref<256xf32>
  }
  %buf1513 = memref.alloc() : memref<256xf32>
  affine.for %i1513 = 1 to 255 {
    %l1513 = affine.load %buf1512[%i1513 - 1] : memref<256xf32>
    %r1513 = affine.load %buf1512[%i1513 + 1] : memref<256xf32>
    %w1513 = arith.mulf %l1513, %r1513 : f32
    affine.store %w1513, %buf1513[%i1513] : memref<256xf32>
  }
  %buf1514 = memref.alloc() : memref<256xf32>
  affine.for %i1514 = 0 to 256 {
    %v1514 = affine.load %buf1513[%i1514] : memref<256xf32>
    %w1514 = arith.addf %v1514, %cst : f32
    affine.store %w1514, %buf1514[%i1514] : memref<256xf32>
  }
  %buf1515 = memref.alloc() : memref<256xf32>
  affine.for %i1515 = 1 to 255 {
    %l1515 = affine.load %buf1514[%i1515 - 1] : memref<256xf32>
    %r1515 = affine.load %buf1514[%i1515 + 1] : memref<256xf32>
    %w1515 = arith.mulf %l1515, %r1515 : f32
    affine.store %w1515, %buf1515[%i1515] : memref<256xf32>
  }
  %buf1516 = memref.alloc() : memref<256xf32>
  affine.for %i1516 = 0 to 256 {
    %v1516 = affine.load %buf1515[%i1516] : memref<256xf32>
    %w1516 = arith.addf %v1516, %cst : f32
    affine.store %w1516, %buf1516[%i1516] : memref<256xf32>
  }
  %buf1517 = memref.alloc() : memref<256xf32>
  affine.for %i1517 = 1 to 255 {
    %l1517 = affine.load %buf1516[%i1517 - 1] : memref<256xf32>
    %r1517 = affine.load %buf1516[%i1517 + 1] : memref<256xf32>
    %w1517 = arith.mulf %l1517, %r1517 : f32
    affine.store %w1517, %buf1517[%i1517] : memref<256xf32>
  }
  %buf1518 = memref.alloc() : memref<256xf32>
  affine.for %i1518 = 0 to 256 {
    %v1518 = affine.load %buf1517[%i1518] : memref<256xf32>
    %w1518 = arith.addf %v1518, %cst : f32
    affine.store %w1518, %buf1518[%i1518] : memref<256xf32>
  }
  %buf1519 = memref.alloc() : memref<256xf32>
  affine.for %i1519 = 1 to 255 {
    %l1519 = affine.load %buf1518[%i1519 - 1] : memref<256xf32>
    %r1519 = affine.load %buf1518[%i1519 + 1] : memref<256xf32>
    %w1519 = arith.mulf %l1519, %r1519 : f32
    affine.store %w1519, %buf1519[%i1519] : memref<256xf32>
  }
  %buf1520 = memref.alloc() : memref<256xf32>
  affine.for %i1520 = 0 to 256 {
    %v1520 = affine.load %buf1519[%i1520] : memref<256xf32>
    %w1520 = arith.addf %v1520, %cst : f32
    affine.store %w1520, %buf1520[%i1520] : memref<256xf32>
  }
  %buf1521 = memref.alloc() : memref<256xf32>
  affine.for %i1521 = 1 to 255 {
    %l1521 = affine.load %buf1520[%i1521 - 1] : memref<256xf32>
    %r1521 = affine.load %buf1520[%i1521 + 1] : memref<256xf32>
    %w1521 = arith.mulf %l1521, %r1521 : f32
    affine.store %w1521, %buf1521[%i1521] : memref<256xf32>
  }
  %buf1522 = memref.alloc() : memref<256xf32>
  affine.for %i1522 = 0 to 256 {
    %v1522 = affine.load %buf1521[%i1522] : memref<256xf32>
    %w1522 = arith.addf %v1522, %cst : f32
    affine.store %w1522, %buf1522[%i1522] : memref<256xf32>
  }
  %buf1523 = memref.alloc() : memref<256xf32>
  affine.for %i1523 = 1 to 255 {
    %l1523 = affine.load %buf1522[%i1523 - 1] : memref<256xf32>
    %r1523 = affine.load %buf1522[%i1523 + 1] : memref<256xf32>
    %w1523 = arith.mulf %l1523, %r1523 : f32
    affine.store %w1523, %buf1523[%i1523] : memref<256xf32>
  }
  %buf1524 = memref.alloc() : memref<256xf32>
  affine.for %i1524 = 0 to 256 {
    %v1524 = affine.load %buf1523[%i1524] : memref<256xf32>
    %w1524 = arith.addf %v1524, %cst : f32
    affine.store %w1524, %buf1524[%i1524] : memref<256xf32>
  }
  %buf1525 = memref.alloc() : memref<256xf32>
  affine.for %i1525 = 1 to 255 {
    %l1525 = affine.load %buf1524[%i1525 - 1] : memref<256xf32>
    %r1525 = affine.load %buf1524[%i1525 + 1] : memref<256xf32>
    %w1525 = arith.mulf %l1525, %r1525 : f32
    affine.store %w1525, %buf1525[%i1525] : memref<256xf32>
  }
  %buf1526 = memref.alloc() : memref<256xf32>
  affine.for %i1526 = 0 to 256 {
    %v1526 = affine.load %buf1525[%i1526] : memref<256xf32>
    %w1526 = arith.addf %v1526, %cst : f32
    affine.store %w1526, %buf1526[%i1526] : memref<256xf32>
  }
  %buf1527 = memref.alloc() : memref<256xf32>
  affine.for %i1527 = 1 to 255 {
    %l1527 = affine.load %buf1526[%i1527 - 1] : memref<256xf32>
    %r1527 = affine.load %buf1526[%i1527 + 1] : memref<256xf32>
    %w1527 = arith.mulf %l1527, %r1527 : f32
    affine.store %w1527, %buf1527[%i1527] : memref<256xf32>
  }
  %buf1528 = memref.alloc() : memref<256xf32>
  affine.for %i1528 = 0 to 256 {
    %v1528 = affine.load %buf1527[%i1528] : memref<256xf32>
    %w1528 = arith.addf %v1528, %cst : f32
    affine.store %w1528, %buf1528[%i1528] : memref<256xf32>
  }
  %buf1529 = memref.alloc() : memref<256xf32>
  affine.for %i1529 = 1 to 255 {
    %l1529 = affine.load %buf1528[%i1529 - 1] : memref<256xf32>
    %r1529 = affine.load %buf1528[%i1529 + 1] : memref<256xf32>
    %w1529 = arith.mulf %l1529, %r1529 : f32
    affine.store %w1529, %buf1529[%i1529] : memref<256xf32>
  }
  %buf1530 = memref.alloc() : memref<256xf32>
  affine.for %i1530 = 0 to 256 {
    %v1530 = affine.load %buf1529[%i1530] : memref<256xf32>
    %w1530 = arith.addf %v1530, %cst : f32
    affine.store %w1530, %buf1530[%i1530] : memref<256xf32>
  }
  %buf1531 = memref.alloc() : memref<256xf32>
  affine.for %i1531 = 1 to 255 {
    %l1531 = affine.load %buf1530[%i1531 - 1] : memref<256xf32>
    %r1531 = affine.load %buf1530[%i1531 + 1] : memref<256xf32>
    %w1531 = arith.mulf %l1531, %r1531 : f32
    affine.store %w1531, %buf1531[%i1531] : memref<256xf32>
  }
  %buf1532 = memref.alloc() : memref<256xf32>
  affine.for %i1532 = 0 to 256 {
    %v1532 = affine.load %buf1531[%i1532] : memref<256xf32>
    %w1532 = arith.addf %v1532, %cst : f32
    affine.store %w1532, %buf1532[%i1532] : memref<256xf32>
  }
  %buf1533 = memref.alloc() : memref<256xf32>
  affine.for %i1533 = 1 to 255 {
    %l1533 = affine.load %buf1532[%i1533 - 1] : memref<256xf32>
    %r1533 = affine.load %buf1532[%i1533 + 1] : memref<256xf32>
    %w1533 = arith.mulf %l1533, %r1533 : f32
    affine.store %w1533, %buf1533[%i1533] : memref<256xf32>
  }
  %buf1534 = memref.alloc() : memref<256xf32>
  affine.for %i1534 = 0 to 256 {
    %v1534 = affine.load %buf1533[%i1534] : memref<256xf32>
    %w1534 = arith.addf %v1534, %cst : f32
    affine.store %w1534, %buf1534[%i1534] : memref<256xf32>
  }
  %buf1535 = memref.alloc() : memref<256xf32>
  affine.for %i1535 = 1 to 255 {
    %l1535 = affine.load %buf1534[%i1535 - 1] : memref<256xf32>
    %r1535 = affine.load %buf1534[%i1535 + 1] : memref<256xf32>
    %w1535 = arith.mulf %l1535, %r1535 : f32
    affine.store %w1535, %buf1535[%i1535] : memref<256xf32>
  }
  %buf1536 = memref.alloc() : memref<256xf32>
  affine.for %i1536 = 0 to 256 {
    %v1536 = affine.load %buf1535[%i1536] : memref<256xf32>
    %w1536 = arith.addf %v1536, %cst : f32
    affine.store %w1536, %buf1536[%i1536] : memref<256xf32>
  }
  %buf1537 = memref.alloc() : memref<256xf32>
  affine.for %i1537 = 1 to 255 {
    %l1537 = affine.load %buf1536[%i1537 - 1] : memref<256xf32>
    %r1537 = affine.load %buf1536[%i1537 + 1] : memref<256xf32>
    %w1537 = arith.mulf %l1537, %r1537 : f32
    affine.store %w1537, %buf1537[%i1537] : memref<256xf32>
  }
  %buf1538 = memref.alloc() : memref<256xf32>
  affine.for %i1538 = 0 to 256 {
    %v1538 = affine.load %buf1537[%i1538] : memref<256xf32>
    %w1538 = arith.addf %v1538, %cst : f32
    affine.store %w1538, %buf1538[%i1538] : memref<256xf32>
  }
  %buf1539 = memref.alloc() : memref<256xf32>
  affine.for %i1539 = 1 to 255 {
    %l1539 = affine.load %buf1538[%i1539 - 1] : memref<256xf32>
    %r1539 = affine.load %buf1538[%i1539 + 1] : memref<256xf32>
    %w1539 = arith.mulf %l1539, %r1539 : f32
    affine.store %w1539, %buf1539[%i1539] : memref<256xf32>
  }
  %buf1540 = memref.alloc() : memref<256xf32>
  affine.for %i1540 = 0 to 256 {
    %v1540 = affine.load %buf1539[%i1540] : memref<256xf32>
    %w1540 = arith.addf %v1540, %cst : f32
    affine.store %w1540, %buf1540[%i1540] : memref<256xf32>
  }
  %buf1541 = memref.alloc() : memref<256xf32>
  affine.for %i1541 = 1 to 255 {
    %l1541 = affine.load %buf1540[%i1541 - 1] : memref<256xf32>
    %r1541 = affine.load %buf1540[%i1541 + 1] : memref<256xf32>
    %w1541 = arith.mulf %l1541, %r1541 : f32
    affine.store %w1541, %buf1541[%i1541] : memref<256xf32>
  }
  %buf1542 = memref.alloc() : memref<256xf32>
  affine.for %i1542 = 0 to 256 {
    %v1542 = affine.load %buf1541[%i1542] : memref<256xf32>
    %w1542 = arith.addf %v1542, %cst : f32
    affine.store %w1542, %buf1542[%i1542] : memref<256xf32>
  }
  %buf1543 = memref.alloc() : memref<256xf32>
  affine.for %i1543 = 1 to 255 {
    %l1543 = affine.load %buf1542[%i1543 - 1] : memref<256xf32>
    %r1543 = affine.load %buf1542[%i1543 + 1] : memref<256xf32>
    %w1543 = arith.mulf %l1543, %r1543 : f32
    affine.store %w1543, %buf1543[%i1543] : memref<256xf32>
  }
  %buf1544 = memref.alloc() : memref<256xf32>
  affine.for %i1544 = 0 to 256 {
    %v1544 = affine.load %buf1543[%i1544] : memref<256xf32>
    %w1544 = arith.addf %v1544, %cst : f32
    affine.store %w1544, %buf1544[%i1544] : memref<256xf32>
  }
  %buf1545 = memref.alloc() : memref<256xf32>
  affine.for %i1545 = 1 to 255 {
    %l1545 = affine.load %buf1544[%i1545 - 1] : memref<256xf32>
    %r1545 = affine.load %buf1544[%i1545 + 1] : memref<256xf32>
    %w1545 = arith.mulf %l1545, %r1545 : f32
    affine.store %w1545, %buf1545[%i1545] : memref<256xf32>
  }
  %buf1546 = memref.alloc() : memref<256xf32>
  affine.for %i1546 = 0 to 256 {
    %v1546 = affine.load %buf1545[%i1546] : memref<256xf32>
    %w1546 = arith.addf %v1546, %cst : f32
    affine.store %w1546, %buf1546[%i1546] : memref<256xf32>
  }
  %buf1547 = memref.alloc() : memref<256xf32>
  affine.for %i1547 = 1 to 255 {
    %l1547 = affine.load %buf1546[%i1547 - 1] : memref<256xf32>
    %r1547 = affine.load %buf1546[%i1547 + 1] : memref<256xf32>
    %w1547 = arith.mulf %l1547, %r1547 : f32
    affine.store %w1547, %buf1547[%i1547] : memref<256xf32>
  }
  %buf1548 = memref.alloc() : memref<256xf32>
  affine.for %i1548 = 0 to 256 {
    %v1548 = affine.load %buf1547[%i1548] : memref<256xf32>
    %w1548 = arith.addf %v1548, %cst : f32
    affine.store %w1548, %buf1548[%i1548] : memref<256xf32>
  }
  %buf1549 = memref.alloc() : memref<256xf32>
  affine.for %i1549 = 1 to 255 {
    %l1549 = affine.load %buf1548[%i1549 - 1] : memref<256xf32>
    %r1549 = affine.load %buf1548[%i1549 + 1] : memref<256xf32>
    %w1549 = arith.mulf %l1549, %r1549 : f32
    affine.store %w1549, %buf1549[%i1549] : memref<256xf32>
  }
  %buf1550 = memref.alloc() : memref<256xf32>
  affine.for %i1550 = 0 to 256 {
    %v1550 = affine.load %buf1549[%i1550] : memref<256xf32>
    %w1550 = arith.addf %v1550, %cst : f32
    affine.store %w1550, %buf1550[%i1550] : memref<256xf32>
  }
  %buf1551 = memref.alloc() : memref<256xf32>
  affine.for %i1551 = 1 to 255 {
    %l1551 = affine.load %buf1550[%i1551 - 1] : memref<256xf32>
    %r1551 = affine.load %buf1550[%i1551 + 1] : memref<256xf32>
    %w1551 = arith.mulf %l1551, %r1551 : f32
    affine.store %w1551, %buf1551[%i1551] : memref<256xf32>
  }
  %buf1552 = memref.alloc() : memref<256xf32>
  affine.for %i1552 = 0 to 256 {
    %v1552 = affine.load %buf1551[%i1552] : memref<256xf32>
    %w1552 = arith.addf %v1552, %cst : f32
    affine.store %w1552, %buf1552[%i1552] : memref<256xf32>
  }
  %buf1553 = memref.alloc() : memref<256xf32>
  affine.for %i1553 = 1 to 255 {
    %l1553 = affine.load %buf1552[%i1553 - 1] : memref<256xf32>
    %r1553 = affine.load %buf1552[%i1553 + 1] : memref<256xf32>
    %w1553 = arith.mulf %l1553, %r1553 : f32
    affine.store %w1553, %buf1553[%i1553] : memref<256xf32>
  }
  %buf1554 = memref.alloc() : memref<256xf32>
  affine.for %i1554 = 0 to 256 {
    %v1554 = affine.load %buf1553[%i1554] : memref<256xf32>
    %w1554 = arith.addf %v1554, %cst : f32
    affine.store %w1554, %buf1554[%i1554] : memref<256xf32>
  }
  %buf1555 = memref.alloc() : memref<256xf32>
  affine.for %i1555 = 1 to 255 {
    %l1555 = affine.load %buf1554[%i1555 - 1] : memref<256xf32>
    %r1555 = affine.load %buf1554[%i1555 + 1] : memref<256xf32>
    %w1555 = arith.mulf %l1555, %r1555 : f32
    affine.store %w1555, %buf1555[%i1555] : memref<256xf32>
  }
  %buf1556 = memref.alloc() : memref<256xf32>
  affine.for %i1556 = 0 to 256 {
    %v1556 = affine.load %buf1555[%i1556] : memref<256xf32>
    %w1556 = arith.addf %v1556, %cst : f32
    affine.store %w1556, %buf1556[%i1556] : memref<256xf32>
  }
  %buf1557 = memref.alloc() : memref<256xf32>
  affine.for %i1557 = 1 to 255 {
    %l1557 = affine.load %buf1556[%i1557 - 1] : memref<256xf32>
    %r1557 = affine.load %buf1556[%i1557 + 1] : memref<256xf32>
    %w1557 = arith.mulf %l1557, %r1557 : f32
    affine.store %w1557, %buf1557[%i1557] : memref<256xf32>
  }
  %buf1558 = memref.alloc() : memref<256xf32>
  affine.for %i1558 = 0 to 256 {
    %v1558 = affine.load %buf1557[%i1558] : memref<256xf32>
    %w1558 = arith.addf %v1558, %cst : f32
    affine.store %w1558, %buf1558[%i1558] : memref<256xf32>
  }
  %buf1559 = memref.alloc() : memref<256xf32>
  affine.for %i1559 = 1 to 255 {
    %l1559 = affine.load %buf1558[%i1559 - 1] : memref<256xf32>
    %r1559 = affine.load %buf1558[%i1559 + 1] : memref<256xf32>
    %w1559 = arith.mulf %l1559, %r1559 : f32
    affine.store %w1559, %buf1559[%i1559] : memref<256xf32>
  }
  %buf1560 = memref.alloc() : memref<256xf32>
  affine.for %i1560 = 0 to 256 {
    %v1560 = affine.load %buf1559[%i1560] : memref<256xf32>
    %w1560 = arith.addf %v1560, %cst : f32
    affine.store %w1560, %buf1560[%i1560] : memref<256xf32>
  }
  %buf1561 = memref.alloc() : memref<256xf32>
  affine.for %i1561 = 1 to 255 {
    %l1561 = affine.load %buf1560[%i1561 - 1] : memref<256xf32>
    %r1561 = affine.load %buf1560[%i1561 + 1] : memref<256xf32>
    %w1561 = arith.mulf %l1561, %r1561 : f32
    affine.store %w1561, %buf1561[%i1561] : memref<256xf32>
  }
  %buf1562 = memref.alloc() : memref<256xf32>
  affine.for %i1562 = 0 to 256 {
    %v1562 = affine.load %buf1561[%i1562] : memref<256xf32>
    %w1562 = arith.addf %v1562, %cst : f32
    affine.store %w1562, %buf1562[%i1562] : memref<256xf32>
  }
  %buf1563 = memref.alloc() : memref<256xf32>
  affine.for %i1563 = 1 to 255 {
    %l1563 = affine.load %buf1562[%i1563 - 1] : memref<256xf32>
    %r1563 = affine.load %buf1562[%i1563 + 1] : memref<256xf32>
    %w1563 = arith.mulf %l1563, %r1563 : f32
    affine.store %w1563, %buf1563[%i1563] : memref<256xf32>
  }
  %buf1564 = memref.alloc() : memref<256xf32>
  affine.for %i1564 = 0 to 256 {
    %v1564 = affine.load %buf1563[%i1564] : memref<256xf32>
    %w1564 = arith.addf %v1564, %cst : f32
    affine.store %w1564, %buf1564[%i1564] : memref<256xf32>
  }
  %buf1565 = memref.alloc() : memref<256xf32>
  affine.for %i1565 = 1 to 255 {
    %l1565 = affine.load %buf1564[%i1565 - 1] : memref<256xf32>
    %r1565 = affine.load %buf1564[%i1565 + 1] : memref<256xf32>
    %w1565 = arith.mulf %l1565, %r1565 : f32
    affine.store %w1565, %buf1565[%i1565] : memref<256xf32>
  }
  %buf1566 = memref.alloc() : memref<256xf32>
  affine.for %i1566 = 0 to 256 {
    %v1566 = affine.load %buf1565[%i1566] : memref<256xf32>
    %w1566 = arith.addf %v1566, %cst : f32
    affine.store %w1566, %buf1566[%i1566] : memref<256xf32>
  }
  %buf1567 = memref.alloc() : memref<256xf32>
  affine.for %i1567 = 1 to 255 {
    %l1567 = affine.load %buf1566[%i1567 - 1] : memref<256xf32>
    %r1567 = affine.load %buf1566[%i1567 + 1] : memref<256xf32>
    %w1567 = arith.mulf %l1567, %r1567 : f32
    affine.store %w1567, %buf1567[%i1567] : memref<256xf32>
  }
  %buf1568 = memref.alloc() : memref<256xf32>
  affine.for %i1568 = 0 to 256 {
    %v1568 = affine.load %buf1567[%i1568] : memref<256xf32>
    %w1568 = arith.addf %v1568, %cst : f32
    affine.store %w1568, %buf1568[%i1568] : memref<256xf32>
  }
  %buf1569 = memref.alloc() : memref<256xf32>
  affine.for %i1569 = 1 to 255 {
    %l1569 = affine.load %buf1568[%i1569 - 1] : memref<256xf32>
    %r1569 = affine.load %buf1568[%i1569 + 1] : memref<256xf32>
    %w1569 = arith.mulf %l1569, %r1569 : f32
    affine.store %w1569, %buf1569[%i1569] : memref<256xf32>
  }
  %buf1570 = memref.alloc() : memref<256xf32>
  affine.for %i1570 = 0 to 256 {
    %v1570 = affine.load %buf1569[%i1570] : memref<256xf32>
    %w1570 = arith.addf %v1570, %cst : f32
    affine.store %w1570, %buf1570[%i1570] : memref<256xf32>
  }
  %buf1571 = memref.alloc() : memref<256xf32>
  affine.for %i1571 = 1 to 255 {
    %l1571 = affine.load %buf1570[%i1571 - 1] : memref<256xf32>
    %r1571 = affine.load %buf1570[%i1571 + 1] : memref<256xf32>
    %w1571 = arith.mulf %l1571, %r1571 : f32
    affine.store %w1571, %buf1571[%i1571] : memref<256xf32>
  }
  %buf1572 = memref.alloc() : memref<256xf32>
  affine.for %i1572 = 0 to 256 {
    %v1572 = affine.load %buf1571[%i1572] : memref<256xf32>
    %w1572 = arith.addf %v1572, %cst : f32
    affine.store %w1572, %buf1572[%i1572] : memref<256xf32>
  }
  %buf1573 = memref.alloc() : memref<256xf32>
  affine.for %i1573 = 1 to 255 {
    %l1573 = affine.load %buf1572[%i1573 - 1] : memref<256xf32>
    %r1573 = affine.load %buf1572[%i1573 + 1] : memref<256xf32>
    %w1573 = arith.mulf %l1573, %r1573 : f32
    affine.store %w1573, %buf1573[%i1573] : memref<256xf32>
  }
  %buf1574 = memref.alloc() : memref<256xf32>
  affine.for %i1574 = 0 to 256 {
    %v1574 = affine.load %buf1573[%i1574] : memref<256xf32>
    %w1574 = arith.addf %v1574, %cst : f32
    affine.store %w1574, %buf1574[%i1574] : memref<256xf32>
  }
  %buf1575 = memref.alloc() : memref<256xf32>
  affine.for %i1575 = 1 to 255 {
    %l1575 = affine.load %buf1574[%i1575 - 1] : memref<256xf32>
    %r1575 = affine.load %buf1574[%i1575 + 1] : memref<256xf32>
    %w1575 = arith.mulf %l1575, %r1575 : f32
    affine.store %w1575, %buf1575[%i1575] : memref<256xf32>
  }
  %buf1576 = memref.alloc() : memref<256xf32>
  affine.for %i1576 = 0 to 256 {
    %v1576 = affine.load %buf1575[%i1576] : memref<256xf32>
    %w1576 = arith.addf %v1576, %cst : f32
    affine.store %w1576, %buf1576[%i1576] : memref<256xf32>
  }
  %buf1577 = memref.alloc() : memref<256xf32>
  affine.for %i1577 = 1 to 255 {
    %l1577 = affine.load %buf1576[%i1577 - 1] : memref<256xf32>
    %r1577 = affine.load %buf1576[%i1577 + 1] : memref<256xf32>
    %w1577 = arith.mulf %l1577, %r1577 : f32
    affine.store %w1577, %buf1577[%i1577] : memref<256xf32>
  }
  %buf1578 = memref.alloc() : memref<256xf32>
  affine.for %i1578 = 0 to 256 {
    %v1578 = affine.load %buf1577[%i1578] : memref<256xf32>
    %w1578 = arith.addf %v1578, %cst : f32
    affine.store %w1578, %buf1578[%i1578] : memref<256xf32>
  }
  %buf1579 = memref.alloc() : memref<256xf32>
  affine.for %i1579 = 1 to 255 {
    %l1579 = affine.load %buf1578[%i1579 - 1] : memref<256xf32>
    %r1579 = affine.load %buf1578[%i1579 + 1] : memref<256xf32>
    %w1579 = arith.mulf %l1579, %r1579 : f32
    affine.store %w1579, %buf1579[%i1579] : memref<256xf32>
  }
  %buf1580 = memref.alloc() : memref<256xf32>
  affine.for %i1580 = 0 to 256 {
    %v1580 = affine.load %buf1579[%i1580] : memref<256xf32>
    %w1580 = arith.addf %v1580, %cst : f32
    affine.store %w1580, %buf1580[%i1580] : memref<256xf32>
  }
  %buf1581 = memref.alloc() : memref<256xf32>
  affine.for %i1581 = 1 to 255 {
    %l1581 = affine.load %buf1580[%i1581 - 1] : memref<256xf32>
    %r1581 = affine.load %buf1580[%i1581 + 1] : memref<256xf32>
    %w1581 = arith.mulf %l1581, %r1581 : f32
    affine.store %w1581, %buf1581[%i1581] : memref<256xf32>
  }
  %buf1582 = memref.alloc() : memref<256xf32>
  affine.for %i1582 = 0 to 256 {
    %v1582 = affine.load %buf1581[%i1582] : memref<256xf32>
    %w1582 = arith.addf %v1582, %cst : f32
    affine.store %w1582, %buf1582[%i1582] : memref<256xf32>
  }
  %buf1583 = memref.alloc() : memref<256xf32>
  affine.for %i1583 = 1 to 255 {
    %l1583 = affine.load %buf1582[%i1583 - 1] : memref<256xf32>
    %r1583 = affine.load %buf1582[%i1583 + 1] : memref<256xf32>
    %w1583 = arith.mulf %l1583, %r1583 : f32
    affine.store %w1583, %buf1583[%i1583] : memref<256xf32>
  }
  %buf1584 = memref.alloc() : memref<256xf32>
  affine.for %i1584 = 0 to 256 {
    %v1584 = affine.load %buf1583[%i1584] : memref<256xf32>
    %w1584 = arith.addf %v1584, %cst : f32
    affine.store %w1584, %buf1584[%i1584] : memref<256xf32>
  }
  %buf1585 = memref.alloc() : memref<256xf32>
  affine.for %i1585 = 1 to 255 {
    %l1585 = affine.load %buf1584[%i1585 - 1] : memref<256xf32>
    %r1585 = affine.load %buf1584[%i1585 + 1] : memref<256xf32>
    %w1585 = arith.mulf %l1585, %r1585 : f32
    affine.store %w1585, %buf1585[%i1585] : memref<256xf32>
  }
  %buf1586 = memref.alloc() : memref<256xf32>
  affine.for %i1586 = 0 to 256 {
    %v1586 = affine.load %buf1585[%i1586] : memref<256xf32>
    %w1586 = arith.addf %v1586, %cst : f32
    affine.store %w1586, %buf1586[%i1586] : memref<256xf32>
  }
  %buf1587 = memref.alloc() : memref<256xf32>
  affine.for %i1587 = 1 to 255 {
    %l1587 = affine.load %buf1586[%i1587 - 1] : memref<256xf32>
    %r1587 = affine.load %buf1586[%i1587 + 1] : memref<256xf32>
    %w1587 = arith.mulf %l1587, %r1587 : f32
    affine.store %w1587, %buf1587[%i1587] : memref<256xf32>
  }
  %buf1588 = memref.alloc() : memref<256xf32>
  affine.for %i1588 = 0 to 256 {
    %v1588 = affine.load %buf1587[%i1588] : memref<256xf32>
    %w1588 = arith.addf %v1588, %cst : f32
    affine.store %w1588, %buf1588[%i1588] : memref<256xf32>
  }
  %buf1589 = memref.alloc() : memref<256xf32>
  affine.for %i1589 = 1 to 255 {
    %l1589 = affine.load %buf1588[%i1589 - 1] : memref<256xf32>
    %r1589 = affine.load %buf1588[%i1589 + 1] : memref<256xf32>
    %w1589 = arith.mulf %l1589, %r1589 : f32
    affine.store %w1589, %buf1589[%i1589] : memref<256xf32>
  }
  %buf1590 = memref.alloc() : memref<256xf32>
  affine.for %i1590 = 0 to 256 {
    %v1590 = affine.load %buf1589[%i1590] : memref<256xf32>
    %w1590 = arith.addf %v1590, %cst : f32
    affine.store %w1590, %buf1590[%i1590] : memref<256xf32>
  }
  %buf1591 = memref.alloc() : memref<256xf32>
  affine.for %i1591 = 1 to 255 {
    %l1591 = affine.load %buf1590[%i1591 - 1] : memref<256xf32>
    %r1591 = affine.load %buf1590[%i1591 + 1] : memref<256xf32>
    %w1591 = arith.mulf %l1591, %r1591 : f32
    affine.store %w1591, %buf1591[%i1591] : memref<256xf32>
  }
  %buf1592 = memref.alloc() : memref<256xf32>
  affine.for %i1592 = 0 to 256 {
    %v1592 = affine.load %buf1591[%i1592] : memref<256xf32>
    %w1592 = arith.addf %v1592, %cst : f32
    affine.store %w1592, %buf1592[%i1592] : memref<256xf32>
  }
  %buf1593 = memref.alloc() : memref<256xf32>
  affine.for %i1593 = 1 to 255 {
    %l1593 = affine.load %buf1592[%i1593 - 1] : memref<256xf32>
    %r1593 = affine.load %buf1592[%i1593 + 1] : memref<256xf32>
    %w1593 = arith.mulf %l1593, %r1593 : f32
    affine.store %w1593, %buf1593[%i1593] : memref<256xf32>
  }
  %buf1594 = memref.alloc() : memref<256xf32>
  affine.for %i1594 = 0 to 256 {
    %v1594 = affine.load %buf1593[%i1594] : memref<256xf32>
    %w1594 = arith.addf %v1594, %cst : f32
    affine.store %w1594, %buf1594[%i1594] : memref<256xf32>
  }
  %buf1595 = memref.alloc() : memref<256xf32>
  affine.for %i1595 = 1 to 255 {
    %l1595 = affine.load %buf1594[%i1595 - 1] : memref<256xf32>
    %r1595 = affine.load %buf1594[%i1595 + 1] : memref<256xf32>
    %w1595 = arith.mulf %l1595, %r1595 : f32
    affine.store %w1595, %buf1595[%i1595] : memref<256xf32>
  }
  %buf1596 = memref.alloc() : memref<256xf32>
  affine.for %i1596 = 0 to 256 {
    %v1596 = affine.load %buf1595[%i1596] : memref<256xf32>
    %w1596 = arith.addf %v1596, %cst : f32
    affine.store %w1596, %buf1596[%i1596] : memref<256xf32>
  }
  %buf1597 = memref.alloc() : memref<256xf32>
  affine.for %i1597 = 1 to 255 {
    %l1597 = affine.load %buf1596[%i1597 - 1] : memref<256xf32>
    %r1597 = affine.load %buf1596[%i1597 + 1] : memref<256xf32>
    %w1597 = arith.mulf %l1597, %r1597 : f32
    affine.store %w1597, %buf1597[%i1597] : memref<256xf32>
  }
  %buf1598 = memref.alloc() : memref<256xf32>
  affine.for %i1598 = 0 to 256 {
    %v1598 = affine.load %buf1597[%i1598] : memref<256xf32>
    %w1598 = arith.addf %v1598, %cst : f32
    affine.store %w1598, %buf1598[%i1598] : memref<256xf32>
  }
  %buf1599 = memref.alloc() : memref<256xf32>
  affine.for %i1599 = 1 to 255 {
    %l1599 = affine.load %buf1598[%i1599 - 1] : memref<256xf32>
    %r1599 = affine.load %buf1598[%i1599 + 1] : memref<256xf32>
    %w1599 = arith.mulf %l1599, %r1599 : f32
    affine.store %w1599, %buf1599[%i1599] : memref<256xf32>
  }
  affine.for %i = 0 to 256 {
    %v = affine.load %buf1599[%i] : memref<256xf32>
    affine.store %v, %out[%i] : memref<256xf32>
  }
  return
}
