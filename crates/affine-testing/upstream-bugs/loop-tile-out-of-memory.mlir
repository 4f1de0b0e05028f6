func.func @kernel(%arg0: memref<3x9x4xf32>, %sym0: index, %sym1: index) {
  %sa0 = affine.apply affine_map<()[s0] -> ((((s0 * 2) + 1) floordiv 2))>()[%sym1]
  affine.for %i1 = 2 to 12 step 2 {
    %v2 = affine.load %arg0[(1 + -1), (((%i1 + (symbol(%sym0) * -1)) + -2) mod 9), (((((%i1 * 2) + symbol(%sym0)) + -1) floordiv 4) mod 4)] : memref<3x9x4xf32>
    %v3 = affine.load %arg0[(((%i1 + (symbol(%sym1) * 3)) + -2) mod 3), ((((%i1 * 2) + 1) + -5) floordiv 3), (((%i1 floordiv 2) + -1) floordiv 2)] : memref<3x9x4xf32>
    affine.if affine_set<(d0)[s0] : (((d0 + s0) + -6) >= 0, (d0 mod 2) == 0, ((d0 * -1) + 6) >= 0)>(%i1)[%sym0] {
      %v4 = affine.load %arg0[(((%i1 * -1) + (symbol(%sym0) * 2)) mod 2), (((%i1 * -1) + -2) + 11), (1 + 2)] : memref<3x9x4xf32>
      affine.for %i5 = 0 to affine_map<()[s0] -> ((s0 + 3))>()[%sym1] {
        %v7 = affine.load %arg0[(2 + -2), (6 + -1), (%i1 mod 4)] : memref<3x9x4xf32>
        %v8 = affine.load %arg0[((%i1 * 2) mod 3), (((%i5 + symbol(%sym0)) + -3) floordiv 2), ((((%i1 * 2) + symbol(%sa0)) + 2) mod 2)] : memref<3x9x4xf32>
        %a9 = affine.apply affine_map<(d0)[s0] -> ((((d0 * 2) + s0) + 2))>(%i1)[%sym0]
        affine.for %i10 = 1 to affine_map<()[s0] -> (s0)>()[%sym0] {
          %v11 = affine.load %arg0[((((%i10 + (symbol(%sa0) * -1)) + 3) mod 4) mod 3), (((%i5 * 2) + -2) mod 9), (((%i10 * 2) + 3) mod 4)] : memref<3x9x4xf32>
          %v14 = affine.load %arg0[((%i1 + 2) mod 3), ((%i5 + (%i10 * -1)) mod 9), 0] : memref<3x9x4xf32>
          %v26 = arith.mulf %v14, %v14 : f32
          %v27 = arith.subf %v14, %v26 : f32
          %cst28 = arith.constant 1000.0 : f32
          %cst29 = arith.constant -1000.0 : f32
          %v30 = arith.minimumf %v27, %cst28 : f32
          %v31 = arith.maximumf %v30, %cst29 : f32
          affine.store %v31, %arg0[1, ((((%i1 + symbol(%sym1)) + 1) floordiv 4) + -1), ((%i1 + 1) mod 4)] : memref<3x9x4xf32>
          %cst32 = arith.constant 1000.0 : f32
          %cst33 = arith.constant -1000.0 : f32
          %v34 = arith.minimumf %v26, %cst32 : f32
          %v35 = arith.maximumf %v34, %cst33 : f32
          affine.store %v35, %arg0[(1 + -1), (6 + -5), ((%i1 + -2) floordiv 2)] : memref<3x9x4xf32>
        }
        %sel36 = affine.if affine_set<(d0) : (((d0 + (d0 * -1)) + 1) >= 0)>(%i1) -> (f32) {
          %v37 = affine.load %arg0[(((%i5 * 3) + 1) mod 3), 0, (2 + -1)] : memref<3x9x4xf32>
          %v38 = arith.minimumf %v7, %v4 : f32
          affine.yield %v2 : f32
        } else {
          %v39 = affine.load %arg0[((((%i5 + %i1) + -1) + -1) floordiv 4), (%i1 + -2), (((%i5 * 2) + 1) mod 4)] : memref<3x9x4xf32>
          %cst40 = arith.constant 0.0 : f32
          affine.yield %v8 : f32
        }
        affine.store %sel36, %arg0[(%i5 floordiv 3), ((%i5 + 1) + -1), ((%i5 * 2) floordiv 4)] : memref<3x9x4xf32>
        %cst44 = arith.constant -1.0 : f32
      }
      affine.store %v4, %arg0[(((((%i1 * 3) + (%i1 * 2)) + 1) + -11) floordiv 7), ((%i1 + 1) + -3), (((((%i1 * -1) + (symbol(%sym0) * 3)) + -2) floordiv 3) floordiv 2)] : memref<3x9x4xf32>
    } else {
      affine.for %i46 = -1 to min affine_map<() -> (1, 2)>() {
        %v48 = affine.load %arg0[((%i1 + (symbol(%sa0) * 3)) mod 3), (((((%i46 * -1) + (symbol(%sa0) * -1)) + 3) mod 3) + 2), (((%i46 * -1) + 3) + -3)] : memref<3x9x4xf32>
        %v49 = affine.load %arg0[(((%i1 + 3) + -5) floordiv 4), ((%i46 * -1) + 3), ((((%i1 + (%i1 * 3)) floordiv 4) + -2) floordiv 3)] : memref<3x9x4xf32>
        %a50 = affine.apply affine_map<(d0) -> ((d0 + 1))>(%i46)
        affine.for %i52 = 1 to affine_map<()[s0] -> ((s0 + 1))>()[%sa0] step 3 {
          %v55 = affine.load %arg0[((((%i52 * -1) + -1) floordiv 2) + 3), ((%i52 + -2) + 1), ((((%i46 * 3) + symbol(%sym1)) + 3) + -4)] : memref<3x9x4xf32>
          %v56 = affine.load %arg0[((((%i1 * 2) + 1) + -5) floordiv 7), ((%i52 + symbol(%sym1)) + -4), (3 + -3)] : memref<3x9x4xf32>
          affine.for %i57 = affine_map<()[s0] -> ((s0 floordiv 2))>()[%sym0] to affine_map<()[s0] -> (((s0 floordiv 2) + 10))>()[%sym0] {
            %v58 = affine.load %arg0[((%i52 + 2) mod 3), (((%i57 + %i46) + -1) mod 9), (2 + -2)] : memref<3x9x4xf32>
            %v59 = affine.load %arg0[(((%i1 + %a50) + -2) floordiv 4), (((%i57 + -1) mod 3) + 3), ((%i57 + %i46) floordiv 4)] : memref<3x9x4xf32>
            %v60 = affine.load %arg0[((((%i1 * 3) + (%i52 * -1)) + 1) mod 3), (%i52 + -1), (((((%i1 * 2) + %a50) + 3) + -7) floordiv 5)] : memref<3x9x4xf32>
            %red64 = affine.for %i62 = 0 to affine_map<(d0) -> ((d0 + 2))>(%i1) step 2 iter_args(%acc63 = %v3) -> (f32) {
              %v65 = affine.load %arg0[((%i57 + -1) floordiv 4), (((%i1 * -1) + -1) mod 9), (((%i62 * -1) + (symbol(%sym1) * 3)) floordiv 4)] : memref<3x9x4xf32>
              %v68 = arith.minimumf %acc63, %v65 : f32
              affine.yield %v68 : f32
            }
            %cst69 = arith.constant 0.0 : f32
            %v70 = arith.minimumf %cst69, %v60 : f32
            %v71 = arith.negf %v70 : f32
            affine.store %v71, %arg0[(((((%i52 * -1) + %i57) + -2) mod 4) mod 3), (((((%i52 * 2) + %i1) + -1) + -3) floordiv 2), ((((%i1 + (symbol(%sym1) * -1)) + 3) ceildiv 3) + -1)] : memref<3x9x4xf32>
            %cst72 = arith.constant 1.0 : f32
            %cst73 = arith.constant -1.0 : f32
          }
          %sel74 = affine.if affine_set<(d0, d1)[s0] : (((d0 + (d0 * -1)) + -2) >= 0, ((d1 + s0) + -1) >= 0)>(%i46, %i1)[%sym0] -> (f32) {
            %v75 = affine.load %arg0[0, (((%i46 * -1) + symbol(%sa0)) + 3), (3 + -3)] : memref<3x9x4xf32>
            affine.yield %v56 : f32
          } else {
            %v76 = affine.load %arg0[((((%i1 * 2) + -1) + -3) floordiv 7), (((%i46 + 2) mod 3) + -1), (((%i46 * -1) + -1) + 1)] : memref<3x9x4xf32>
            %cst77 = arith.constant 5.0 : f32
            %v78 = arith.addf %v76, %cst77 : f32
            affine.yield %v48 : f32
          }
          affine.store %v55, %arg0[(1 + -1), (1 + -1), ((((%i52 * -1) + %a50) + -2) mod 4)] : memref<3x9x4xf32>
        }
        %red81 = affine.for %i79 = max affine_map<() -> (2, 0)>() to affine_map<(d0) -> ((d0 + 9))>(%i46) step 3 iter_args(%acc80 = %v49) -> (f32) {
          %v82 = affine.load %arg0[(((((%i79 * -1) + -2) ceildiv 2) + 5) floordiv 2), (((%i46 + (%i79 * 3)) + 1) mod 9), (((%i1 + %i79) + -2) mod 4)] : memref<3x9x4xf32>
          %v84 = affine.load %arg0[((((%i79 * 3) + %i79) + -1) mod 3), ((((%i46 * 2) + (%a50 * 3)) + -1) + 3), ((((%i79 * -1) + %a50) + -1) mod 4)] : memref<3x9x4xf32>
          %v85 = affine.load %arg0[((%i46 + 3) + -1), ((((%i79 * 2) + symbol(%sym1)) + 1) mod 9), ((%i46 + 1) mod 3)] : memref<3x9x4xf32>
          %v86 = arith.addf %v84, %v85 : f32
          %v87 = arith.addf %acc80, %v86 : f32
          affine.yield %v87 : f32
        }
        affine.store %v48, %arg0[((((%i1 + %i1) + -2) floordiv 4) mod 3), (((%i1 + (symbol(%sym0) * 3)) + 3) mod 9), ((%i46 + -1) + 2)] : memref<3x9x4xf32>
      }
      %v88 = arith.minimumf %v3, %v3 : f32
    }
    affine.for %i89 = max affine_map<() -> (2, 2)>() to affine_map<()[s0] -> (s0)>()[%sym1] {
      %v90 = affine.load %arg0[(1 + -1), (((%i1 * -1) + %i1) mod 9), (((%i1 + %i89) ceildiv 4) + -1)] : memref<3x9x4xf32>
      %v92 = affine.load %arg0[(2 + -2), (((%i1 * -1) + (symbol(%sym1) * 3)) mod 9), (((%i89 + (symbol(%sa0) * -1)) + -2) + 6)] : memref<3x9x4xf32>
      %v94 = arith.index_cast %i89 : index to i32
      %v95 = arith.sitofp %v94 : i32 to f32
      %red148 = affine.for %i146 = 2 to 12 iter_args(%acc147 = %v92) -> (f32) {
        %cst152 = arith.constant 2.0 : f32
        %v153 = arith.minimumf %v3, %cst152 : f32
        %cst154 = arith.constant -3.0 : f32
        %v155 = arith.addf %acc147, %cst154 : f32
        affine.yield %v155 : f32
      }
      %cst157 = arith.constant 5.0 : f32
      %cst159 = arith.constant 1000.0 : f32
      %cst160 = arith.constant -1000.0 : f32
      %v161 = arith.minimumf %red148, %cst159 : f32
      %v162 = arith.maximumf %v161, %cst160 : f32
      affine.store %v162, %arg0[((%i89 * 2) + -4), ((((%i89 * 2) + 1) mod 3) + 4), (((%i1 + -1) + -1) floordiv 3)] : memref<3x9x4xf32>
      affine.store %v92, %arg0[((%i89 + 1) + -3), ((((%i1 * 3) + %i89) + -8) floordiv 4), ((((%i1 * 2) + %i89) + 3) mod 4)] : memref<3x9x4xf32>
      %cst163 = arith.constant 3.0 : f32
      affine.store %cst163, %arg0[(((%i1 * 3) + -6) floordiv 10), ((((%i1 * 3) + (symbol(%sym0) * 2)) mod 4) + 2), ((((%i89 * 2) + symbol(%sa0)) + -1) + -7)] : memref<3x9x4xf32>
    }
    %sel164 = affine.if affine_set<(d0)[s0] : (((d0 + (s0 * -1)) + -1) >= 0)>(%i1)[%sym1] -> (f32) {
      %v165 = affine.load %arg0[(((%i1 + %i1) + 3) mod 3), (((%i1 + -1) ceildiv 3) + -1), (1 + 1)] : memref<3x9x4xf32>
      %v166 = arith.minimumf %v3, %v2 : f32
      %v167 = arith.subf %v165, %v3 : f32
      affine.yield %v167 : f32
    } else {
      %v168 = affine.load %arg0[0, (((%i1 * -1) + 3) mod 3), (((%i1 + symbol(%sym0)) + -5) floordiv 4)] : memref<3x9x4xf32>
      %cst169 = arith.constant 4.0 : f32
      %v170 = arith.mulf %cst169, %v168 : f32
      affine.yield %v170 : f32
    }
    %v171 = arith.maximumf %v2, %sel164 : f32
    %cst172 = arith.constant -4.0 : f32
    affine.store %cst172, %arg0[((((%i1 + (symbol(%sym0) * 3)) + 3) mod 4) mod 3), (((%i1 + 1) + -3) floordiv 2), (0 + 1)] : memref<3x9x4xf32>
    %cst173 = arith.constant 1000.0 : f32
    %cst174 = arith.constant -1000.0 : f32
    %v175 = arith.minimumf %sel164, %cst173 : f32
    %v176 = arith.maximumf %v175, %cst174 : f32
    affine.store %v176, %arg0[((%i1 * 2) mod 3), ((((%i1 * 3) + (%i1 * 3)) + -2) mod 9), (((%i1 * -1) + 3) mod 2)] : memref<3x9x4xf32>
    %cst177 = arith.constant 1000.0 : f32
    %cst178 = arith.constant -1000.0 : f32
    %v179 = arith.minimumf %v171, %cst177 : f32
    %v180 = arith.maximumf %v179, %cst178 : f32
    affine.store %v180, %arg0[((%i1 + -2) mod 3), ((((%i1 * 3) + 2) + -8) floordiv 4), ((((%i1 * 2) + symbol(%sym1)) + -2) mod 4)] : memref<3x9x4xf32>
  }
  return
}