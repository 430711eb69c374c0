//! The strict-decoding benchmark measures real work: the Pod-like body
//! decodes to the same object as `serde_json` with no problem found, and a
//! body with an unknown field is reported, not silently accepted.

use validation_benchmarks::fixtures::valid_pod;
use validation_benchmarks::pods::Pod;
use validation_runtime::decode::{self, FieldValidation};

#[test]
fn the_benchmark_body_decodes_strictly() {
    let body = serde_json::to_vec(&valid_pod()).unwrap();
    let decoded = decode::from_json::<Pod>(&body, FieldValidation::Strict).unwrap();
    assert!(decoded.is_ok(), "{:?} {:?}", decoded.problems, decoded.errors);
    assert_eq!(decoded.object, Some(serde_json::from_slice::<Pod>(&body).unwrap()));
    assert_eq!(decoded.object, Some(valid_pod()));

    let text = String::from_utf8(body).unwrap();
    let unknown = text.replacen("\"spec\":{", "\"spec\":{\"bogus\":1,", 1);
    let decoded = decode::from_json::<Pod>(unknown.as_bytes(), FieldValidation::Strict).unwrap();
    assert_eq!(
        decoded.strict_error.map(|e| e.to_string()).as_deref(),
        Some(r#"strict decoding error: unknown field "spec.bogus""#)
    );
}
