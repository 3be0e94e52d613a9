use latstat::percentile;

#[test]
fn nearest_rank_examples_from_the_readme() {
    let v = [10, 20, 30, 40];
    assert_eq!(percentile(&v, 50.0), Some(20));
    assert_eq!(percentile(&v, 100.0), Some(40));
    assert_eq!(percentile(&v, 25.0), Some(10));
    assert_eq!(percentile(&v, 26.0), Some(20));
}

#[test]
fn single_value_and_bounds() {
    assert_eq!(percentile(&[7], 99.0), Some(7));
    assert_eq!(percentile(&[], 50.0), None);
    assert_eq!(percentile(&[1, 2], 0.0), None);
    assert_eq!(percentile(&[1, 2], 101.0), None);
}
