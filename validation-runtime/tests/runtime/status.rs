//! How errors leave the API server: the `Status`.

use validation_runtime::{ErrorList, FieldError, Path, Status, StatusCause, ToBadValue};

#[test]
fn invalid_status_json() {
    let spec = Path::new("spec");
    let errs = ErrorList::from(vec![
        FieldError::required(&spec.child("name"), ""),
        FieldError::invalid(
            &spec.child("replicas"),
            (-1i64).to_bad_value(),
            "must be greater than or equal to 0",
        )
        .with_origin("minimum"),
        FieldError::required(&spec.child("name"), ""),
    ]);
    let status = Status::invalid("Widget", "example.com", "my-widget", &errs).expect("errors give a status");
    assert_eq!(status.code, 422);
    assert_eq!(
        status.details.as_ref().map(|d| d.causes.len()),
        Some(3),
        "causes are not de-duplicated"
    );
    assert_eq!(
        status.details.as_ref().map(|d| d.causes[1].clone()),
        Some(StatusCause {
            reason: "FieldValueInvalid".into(),
            message: "Invalid value: -1: must be greater than or equal to 0".into(),
            field: "spec.replicas".into(),
        })
    );
    let expected = concat!(
        r#"{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","#,
        r#""message":"Widget.example.com \"my-widget\" is invalid: [spec.name: Required value, spec.replicas: Invalid value: -1: must be greater than or equal to 0]","#,
        r#""reason":"Invalid","details":{"name":"my-widget","group":"example.com","kind":"Widget","causes":["#,
        r#"{"reason":"FieldValueRequired","message":"Required value","field":"spec.name"},"#,
        r#"{"reason":"FieldValueInvalid","message":"Invalid value: -1: must be greater than or equal to 0","field":"spec.replicas"},"#,
        r#"{"reason":"FieldValueRequired","message":"Required value","field":"spec.name"}"#,
        r#"]},"code":422}"#
    );
    assert_eq!(status.to_json(), expected);
}

#[test]
fn core_group_root_error_and_html_escaping() {
    let errs = ErrorList::from(FieldError::invalid(&Path::root(), "<x>".to_bad_value(), "bad & worse"));
    let status = Status::invalid("Pod", "", "p", &errs).expect("errors give a status");
    assert_eq!(
        status.message,
        "Pod \"p\" is invalid: <nil>: Invalid value: \"<x>\": bad & worse"
    );
    let expected = concat!(
        r#"{"kind":"Status","apiVersion":"v1","metadata":{},"status":"Failure","#,
        r#""message":"Pod \"p\" is invalid: \u003cnil\u003e: Invalid value: \"\u003cx\u003e\": bad \u0026 worse","#,
        r#""reason":"Invalid","details":{"name":"p","kind":"Pod","causes":["#,
        r#"{"reason":"FieldValueInvalid","message":"Invalid value: \"\u003cx\u003e\": bad \u0026 worse","field":"\u003cnil\u003e"}"#,
        r#"]},"code":422}"#
    );
    assert_eq!(status.to_json(), expected);
}

#[test]
fn no_errors_is_no_status() {
    assert_eq!(Status::invalid("Pod", "", "p", &ErrorList::new()), None);
}
