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
