use super::*;

#[test]
fn shape_ratio_divides_trailing_dims() {
    assert_eq!(compute_shape_ratio(&[8, 256], &[4, 8]), Some(vec![2, 32]));
    assert_eq!(compute_shape_ratio(&[1, 3, 7, 8, 8], &[4, 8]), Some(vec![1, 3, 7, 2, 1]));
    assert_eq!(compute_shape_ratio(&[1, 3, 7, 4, 4], &[4, 8]), None);
    assert_eq!(compute_shape_ratio(&[128], &[4, 8]), None);
    assert_eq!(compute_shape_ratio(&[8], &[0]), None);
}
