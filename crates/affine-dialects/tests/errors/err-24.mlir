func.func @g(i32)
