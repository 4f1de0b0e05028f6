func.func @deep(%A: memref<4xf32>) {
  affine.for %i0 = 0 to 2 {
    %v0 = affine.load %A[%i0 + 1] : memref<4xf32>
    affine.store %v0, %A[%i0] : memref<4xf32>
    affine.for %i1 = 0 to 2 {
      %v1 = affine.load %A[%i1 + 1] : memref<4xf32>
      affine.store %v1, %A[%i1] : memref<4xf32>
      affine.for %i2 = 0 to 2 {
        %v2 = affine.load %A[%i2 + 1] : memref<4xf32>
        affine.store %v2, %A[%i2] : memref<4xf32>
        affine.for %i3 = 0 to 2 {
          %v3 = affine.load %A[%i3 + 1] : memref<4xf32>
          affine.store %v3, %A[%i3] : memref<4xf32>
          affine.for %i4 = 0 to 2 {
            %v4 = affine.load %A[%i4 + 1] : memref<4xf32>
            affine.store %v4, %A[%i4] : memref<4xf32>
            affine.for %i5 = 0 to 2 {
              %v5 = affine.load %A[%i5 + 1] : memref<4xf32>
              affine.store %v5, %A[%i5] : memref<4xf32>
              affine.for %i6 = 0 to 2 {
                %v6 = affine.load %A[%i6 + 1] : memref<4xf32>
                affine.store %v6, %A[%i6] : memref<4xf32>
                affine.for %i7 = 0 to 2 {
                %v7 = affine.load %A[%i7 + 1] : memref<4xf32>
                affine.store %v7, %A[%i7] : memref<4xf32>
                affine.for %i8 = 0 to 2 {
                %v8 = affine.load %A[%i8 + 1] : memref<4xf32>
                affine.store %v8, %A[%i8] : memref<4xf32>
                affine.for %i9 = 0 to 2 {
                %v9 = affine.load %A[%i9 + 1] : memref<4xf32>
                affine.store %v9, %A[%i9] : memref<4xf32>
                affine.for %i10 = 0 to 2 {
                %v10 = affine.load %A[%i10 + 1] : memref<4xf32>
                affine.store %v10, %A[%i10] : memref<4xf32>
                affine.for %i11 = 0 to 2 {
                %v11 = affine.load %A[%i11 + 1] : memref<4xf32>
                affine.store %v11, %A[%i11] : memref<4xf32>
                affine.for %i12 = 0 to 2 {
                %v12 = affine.load %A[%i12 + 1] : memref<4xf32>
                affine.store %v12, %A[%i12] : memref<4xf32>
                affine.for %i13 = 0 to 2 {
                %v13 = affine.load %A[%i13 + 1] : memref<4xf32>
                affine.store %v13, %A[%i13] : memref<4xf32>
                affine.for %i14 = 0 to 2 {
                %v14 = affine.load %A[%i14 + 1] : memref<4xf32>
                affine.store %v14, %A[%i14] : memref<4xf32>
                affine.for %i15 = 0 to 2 {
                %v15 = affine.load %A[%i15 + 1] : memref<4xf32>
                affine.store %v15, %A[%i15] : memref<4xf32>
                affine.for %i16 = 0 to 2 {
                %v16 = affine.load %A[%i16 + 1] : memref<4xf32>
                affine.store %v16, %A[%i16] : memref<4xf32>
                affine.for %i17 = 0 to 2 {
                %v17 = affine.load %A[%i17 + 1] : memref<4xf32>
                affine.store %v17, %A[%i17] : memref<4xf32>
                affine.for %i18 = 0 to 2 {
                %v18 = affine.load %A[%i18 + 1] : memref<4xf32>
                affine.store %v18, %A[%i18] : memref<4xf32>
                affine.for %i19 = 0 to 2 {
                %v19 = affine.load %A[%i19 + 1] : memref<4xf32>
                affine.store %v19, %A[%i19] : memref<4xf32>
                affine.for %i20 = 0 to 2 {
                %v20 = affine.load %A[%i20 + 1] : memref<4xf32>
                affine.store %v20, %A[%i20] : memref<4xf32>
                affine.for %i21 = 0 to 2 {
                %v21 = affine.load %A[%i21 + 1] : memref<4xf32>
                affine.store %v21, %A[%i21] : memref<4xf32>
                affine.for %i22 = 0 to 2 {
                %v22 = affine.load %A[%i22 + 1] : memref<4xf32>
                affine.store %v22, %A[%i22] : memref<4xf32>
                affine.for %i23 = 0 to 2 {
                %v23 = affine.load %A[%i23 + 1] : memref<4xf32>
                affine.store %v23, %A[%i23] : memref<4xf32>
                affine.for %i24 = 0 to 2 {
                %v24 = affine.load %A[%i24 + 1] : memref<4xf32>
                affine.store %v24, %A[%i24] : memref<4xf32>
                affine.for %i25 = 0 to 2 {
                %v25 = affine.load %A[%i25 + 1] : memref<4xf32>
                affine.store %v25, %A[%i25] : memref<4xf32>
                affine.for %i26 = 0 to 2 {
                %v26 = affine.load %A[%i26 + 1] : memref<4xf32>
                affine.store %v26, %A[%i26] : memref<4xf32>
                affine.for %i27 = 0 to 2 {
                %v27 = affine.load %A[%i27 + 1] : memref<4xf32>
                affine.store %v27, %A[%i27] : memref<4xf32>
                affine.for %i28 = 0 to 2 {
                %v28 = affine.load %A[%i28 + 1] : memref<4xf32>
                affine.store %v28, %A[%i28] : memref<4xf32>
                affine.for %i29 = 0 to 2 {
                %v29 = affine.load %A[%i29 + 1] : memref<4xf32>
                affine.store %v29, %A[%i29] : memref<4xf32>
                affine.for %i30 = 0 to 2 {
                %v30 = affine.load %A[%i30 + 1] : memref<4xf32>
                affine.store %v30, %A[%i30] : memref<4xf32>
                affine.for %i31 = 0 to 2 {
                %v31 = affine.load %A[%i31 + 1] : memref<4xf32>
                affine.store %v31, %A[%i31] : memref<4xf32>
                affine.for %i32 = 0 to 2 {
                %v32 = affine.load %A[%i32 + 1] : memref<4xf32>
                affine.store %v32, %A[%i32] : memref<4xf32>
                affine.for %i33 = 0 to 2 {
                %v33 = affine.load %A[%i33 + 1] : memref<4xf32>
                affine.store %v33, %A[%i33] : memref<4xf32>
                affine.for %i34 = 0 to 2 {
                %v34 = affine.load %A[%i34 + 1] : memref<4xf32>
                affine.store %v34, %A[%i34] : memref<4xf32>
                affine.for %i35 = 0 to 2 {
                %v35 = affine.load %A[%i35 + 1] : memref<4xf32>
                affine.store %v35, %A[%i35] : memref<4xf32>
                affine.for %i36 = 0 to 2 {
                %v36 = affine.load %A[%i36 + 1] : memref<4xf32>
                affine.store %v36, %A[%i36] : memref<4xf32>
                affine.for %i37 = 0 to 2 {
                %v37 = affine.load %A[%i37 + 1] : memref<4xf32>
                affine.store %v37, %A[%i37] : memref<4xf32>
                affine.for %i38 = 0 to 2 {
                %v38 = affine.load %A[%i38 + 1] : memref<4xf32>
                affine.store %v38, %A[%i38] : memref<4xf32>
                affine.for %i39 = 0 to 2 {
                %v39 = affine.load %A[%i39 + 1] : memref<4xf32>
                affine.store %v39, %A[%i39] : memref<4xf32>
                affine.for %i40 = 0 to 2 {
                %v40 = affine.load %A[%i40 + 1] : memref<4xf32>
                affine.store %v40, %A[%i40] : memref<4xf32>
                affine.for %i41 = 0 to 2 {
                %v41 = affine.load %A[%i41 + 1] : memref<4xf32>
                affine.store %v41, %A[%i41] : memref<4xf32>
                affine.for %i42 = 0 to 2 {
                %v42 = affine.load %A[%i42 + 1] : memref<4xf32>
                affine.store %v42, %A[%i42] : memref<4xf32>
                affine.for %i43 = 0 to 2 {
                %v43 = affine.load %A[%i43 + 1] : memref<4xf32>
                affine.store %v43, %A[%i43] : memref<4xf32>
                affine.for %i44 = 0 to 2 {
                %v44 = affine.load %A[%i44 + 1] : memref<4xf32>
                affine.store %v44, %A[%i44] : memref<4xf32>
                affine.for %i45 = 0 to 2 {
                %v45 = affine.load %A[%i45 + 1] : memref<4xf32>
                affine.store %v45, %A[%i45] : memref<4xf32>
                affine.for %i46 = 0 to 2 {
                %v46 = affine.load %A[%i46 + 1] : memref<4xf32>
                affine.store %v46, %A[%i46] : memref<4xf32>
                affine.for %i47 = 0 to 2 {
                %v47 = affine.load %A[%i47 + 1] : memref<4xf32>
                affine.store %v47, %A[%i47] : memref<4xf32>
                affine.for %i48 = 0 to 2 {
                %v48 = affine.load %A[%i48 + 1] : memref<4xf32>
                affine.store %v48, %A[%i48] : memref<4xf32>
                affine.for %i49 = 0 to 2 {
                %v49 = affine.load %A[%i49 + 1] : memref<4xf32>
                affine.store %v49, %A[%i49] : memref<4xf32>
                affine.for %i50 = 0 to 2 {
                %v50 = affine.load %A[%i50 + 1] : memref<4xf32>
                affine.store %v50, %A[%i50] : memref<4xf32>
                affine.for %i51 = 0 to 2 {
                %v51 = affine.load %A[%i51 + 1] : memref<4xf32>
                affine.store %v51, %A[%i51] : memref<4xf32>
                affine.for %i52 = 0 to 2 {
                %v52 = affine.load %A[%i52 + 1] : memref<4xf32>
                affine.store %v52, %A[%i52] : memref<4xf32>
                affine.for %i53 = 0 to 2 {
                %v53 = affine.load %A[%i53 + 1] : memref<4xf32>
                affine.store %v53, %A[%i53] : memref<4xf32>
                affine.for %i54 = 0 to 2 {
                %v54 = affine.load %A[%i54 + 1] : memref<4xf32>
                affine.store %v54, %A[%i54] : memref<4xf32>
                affine.for %i55 = 0 to 2 {
                %v55 = affine.load %A[%i55 + 1] : memref<4xf32>
                affine.store %v55, %A[%i55] : memref<4xf32>
                affine.for %i56 = 0 to 2 {
                %v56 = affine.load %A[%i56 + 1] : memref<4xf32>
                affine.store %v56, %A[%i56] : memref<4xf32>
                affine.for %i57 = 0 to 2 {
                %v57 = affine.load %A[%i57 + 1] : memref<4xf32>
                affine.store %v57, %A[%i57] : memref<4xf32>
                affine.for %i58 = 0 to 2 {
                %v58 = affine.load %A[%i58 + 1] : memref<4xf32>
                affine.store %v58, %A[%i58] : memref<4xf32>
                affine.for %i59 = 0 to 2 {
                %v59 = affine.load %A[%i59 + 1] : memref<4xf32>
                affine.store %v59, %A[%i59] : memref<4xf32>
                affine.for %i60 = 0 to 2 {
                %v60 = affine.load %A[%i60 + 1] : memref<4xf32>
                affine.store %v60, %A[%i60] : memref<4xf32>
                affine.for %i61 = 0 to 2 {
                %v61 = affine.load %A[%i61 + 1] : memref<4xf32>
                affine.store %v61, %A[%i61] : memref<4xf32>
                affine.for %i62 = 0 to 2 {
                %v62 = affine.load %A[%i62 + 1] : memref<4xf32>
                affine.store %v62, %A[%i62] : memref<4xf32>
                affine.for %i63 = 0 to 2 {
                %v63 = affine.load %A[%i63 + 1] : memref<4xf32>
                affine.store %v63, %A[%i63] : memref<4xf32>
                affine.for %i64 = 0 to 2 {
                %v64 = affine.load %A[%i64 + 1] : memref<4xf32>
                affine.store %v64, %A[%i64] : memref<4xf32>
                affine.for %i65 = 0 to 2 {
                %v65 = affine.load %A[%i65 + 1] : memref<4xf32>
                affine.store %v65, %A[%i65] : memref<4xf32>
                affine.for %i66 = 0 to 2 {
                %v66 = affine.load %A[%i66 + 1] : memref<4xf32>
                affine.store %v66, %A[%i66] : memref<4xf32>
                affine.for %i67 = 0 to 2 {
                %v67 = affine.load %A[%i67 + 1] : memref<4xf32>
                affine.store %v67, %A[%i67] : memref<4xf32>
                affine.for %i68 = 0 to 2 {
                %v68 = affine.load %A[%i68 + 1] : memref<4xf32>
                affine.store %v68, %A[%i68] : memref<4xf32>
                affine.for %i69 = 0 to 2 {
                %v69 = affine.load %A[%i69 + 1] : memref<4xf32>
                affine.store %v69, %A[%i69] : memref<4xf32>
                affine.for %i70 = 0 to 2 {
                %v70 = affine.load %A[%i70 + 1] : memref<4xf32>
                affine.store %v70, %A[%i70] : memref<4xf32>
                affine.for %i71 = 0 to 2 {
                %v71 = affine.load %A[%i71 + 1] : memref<4xf32>
                affine.store %v71, %A[%i71] : memref<4xf32>
                affine.for %i72 = 0 to 2 {
                %v72 = affine.load %A[%i72 + 1] : memref<4xf32>
                affine.store %v72, %A[%i72] : memref<4xf32>
                affine.for %i73 = 0 to 2 {
                %v73 = affine.load %A[%i73 + 1] : memref<4xf32>
                affine.store %v73, %A[%i73] : memref<4xf32>
                affine.for %i74 = 0 to 2 {
                %v74 = affine.load %A[%i74 + 1] : memref<4xf32>
                affine.store %v74, %A[%i74] : memref<4xf32>
                affine.for %i75 = 0 to 2 {
                %v75 = affine.load %A[%i75 + 1] : memref<4xf32>
                affine.store %v75, %A[%i75] : memref<4xf32>
                affine.for %i76 = 0 to 2 {
                %v76 = affine.load %A[%i76 + 1] : memref<4xf32>
                affine.store %v76, %A[%i76] : memref<4xf32>
                affine.for %i77 = 0 to 2 {
                %v77 = affine.load %A[%i77 + 1] : memref<4xf32>
                affine.store %v77, %A[%i77] : memref<4xf32>
                affine.for %i78 = 0 to 2 {
                %v78 = affine.load %A[%i78 + 1] : memref<4xf32>
                affine.store %v78, %A[%i78] : memref<4xf32>
                affine.for %i79 = 0 to 2 {
                %v79 = affine.load %A[%i79 + 1] : memref<4xf32>
                affine.store %v79, %A[%i79] : memref<4xf32>
                affine.for %i80 = 0 to 2 {
                %v80 = affine.load %A[%i80 + 1] : memref<4xf32>
                affine.store %v80, %A[%i80] : memref<4xf32>
                affine.for %i81 = 0 to 2 {
                %v81 = affine.load %A[%i81 + 1] : memref<4xf32>
                affine.store %v81, %A[%i81] : memref<4xf32>
                affine.for %i82 = 0 to 2 {
                %v82 = affine.load %A[%i82 + 1] : memref<4xf32>
                affine.store %v82, %A[%i82] : memref<4xf32>
                affine.for %i83 = 0 to 2 {
                %v83 = affine.load %A[%i83 + 1] : memref<4xf32>
                affine.store %v83, %A[%i83] : memref<4xf32>
                affine.for %i84 = 0 to 2 {
                %v84 = affine.load %A[%i84 + 1] : memref<4xf32>
                affine.store %v84, %A[%i84] : memref<4xf32>
                affine.for %i85 = 0 to 2 {
                %v85 = affine.load %A[%i85 + 1] : memref<4xf32>
                affine.store %v85, %A[%i85] : memref<4xf32>
                affine.for %i86 = 0 to 2 {
                %v86 = affine.load %A[%i86 + 1] : memref<4xf32>
                affine.store %v86, %A[%i86] : memref<4xf32>
                affine.for %i87 = 0 to 2 {
                %v87 = affine.load %A[%i87 + 1] : memref<4xf32>
                affine.store %v87, %A[%i87] : memref<4xf32>
                affine.for %i88 = 0 to 2 {
                %v88 = affine.load %A[%i88 + 1] : memref<4xf32>
                affine.store %v88, %A[%i88] : memref<4xf32>
                affine.for %i89 = 0 to 2 {
                %v89 = affine.load %A[%i89 + 1] : memref<4xf32>
                affine.store %v89, %A[%i89] : memref<4xf32>
                affine.for %i90 = 0 to 2 {
                %v90 = affine.load %A[%i90 + 1] : memref<4xf32>
                affine.store %v90, %A[%i90] : memref<4xf32>
                affine.for %i91 = 0 to 2 {
                %v91 = affine.load %A[%i91 + 1] : memref<4xf32>
                affine.store %v91, %A[%i91] : memref<4xf32>
                affine.for %i92 = 0 to 2 {
                %v92 = affine.load %A[%i92 + 1] : memref<4xf32>
                affine.store %v92, %A[%i92] : memref<4xf32>
                affine.for %i93 = 0 to 2 {
                %v93 = affine.load %A[%i93 + 1] : memref<4xf32>
                affine.store %v93, %A[%i93] : memref<4xf32>
                affine.for %i94 = 0 to 2 {
                %v94 = affine.load %A[%i94 + 1] : memref<4xf32>
                affine.store %v94, %A[%i94] : memref<4xf32>
                affine.for %i95 = 0 to 2 {
                %v95 = affine.load %A[%i95 + 1] : memref<4xf32>
                affine.store %v95, %A[%i95] : memref<4xf32>
                affine.for %i96 = 0 to 2 {
                %v96 = affine.load %A[%i96 + 1] : memref<4xf32>
                affine.store %v96, %A[%i96] : memref<4xf32>
                affine.for %i97 = 0 to 2 {
                %v97 = affine.load %A[%i97 + 1] : memref<4xf32>
                affine.store %v97, %A[%i97] : memref<4xf32>
                affine.for %i98 = 0 to 2 {
                %v98 = affine.load %A[%i98 + 1] : memref<4xf32>
                affine.store %v98, %A[%i98] : memref<4xf32>
                affine.for %i99 = 0 to 2 {
                %v99 = affine.load %A[%i99 + 1] : memref<4xf32>
                affine.store %v99, %A[%i99] : memref<4xf32>
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
                }
              }
            }
          }
        }
      }
    }
  }
  return
}
