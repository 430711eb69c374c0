//! Operation context, option-conditional validation, scheme.

use std::cell::Cell;

use validation_runtime::validate::if_option;
use validation_runtime::{ErrorList, ErrorType, FieldError, Operation, OperationType, Options, Path, Request, Scheme};

#[test]
fn options_lookup() {
    let mut opts = Options::new();
    opts.set("FeatureA", true);
    opts.set("FeatureB", false);
    assert_eq!(opts.get("FeatureA"), Some(true));
    assert_eq!(opts.get("FeatureB"), Some(false));
    assert_eq!(opts.get("FeatureC"), None);
    let op = Operation {
        kind: OperationType::Update,
        options: opts,
        request: Request::default(),
    };
    assert!(op.is_update());
    assert_eq!(op.option("FeatureB"), Some(false));
    assert_eq!(Operation::default().kind, OperationType::Create);
}

#[test]
fn if_option_runs_only_in_the_required_state() {
    let op = Operation::create().with_option("On", true).with_option("Off", false);
    let p = Path::new("f");
    let calls = Cell::new(0);
    let fail = || {
        calls.set(calls.get() + 1);
        ErrorList::from(FieldError::forbidden(&p, ""))
    };
    assert_eq!(if_option(&op, &p, "On", true, fail).len(), 1);
    assert!(if_option(&op, &p, "On", false, fail).is_empty());
    assert_eq!(if_option(&op, &p, "Off", false, fail).len(), 1);
    assert!(if_option(&op, &p, "Off", true, fail).is_empty());
    assert_eq!(calls.get(), 2);

    for state in [true, false] {
        let undefined = if_option(&op, &p, "FeatureX", state, fail);
        assert_eq!(undefined.len(), 1);
        assert_eq!(undefined[0].error_type, ErrorType::Internal);
        assert_eq!(undefined[0].origin, "");
        assert_eq!(
            undefined[0].to_string(),
            "f: Internal error: undefined validation option \"FeatureX\""
        );
    }
    assert_eq!(calls.get(), 2);
}

struct Widget {
    replicas: i32,
}

struct Gadget;

fn validate_widget(op: &Operation, path: &Path<'_>, obj: Option<&Widget>, old: Option<&Widget>) -> ErrorList {
    assert!(path.is_root());
    let mut errs = ErrorList::new();
    if let Some(w) = obj {
        let replicas = path.child("replicas");
        errs.append(validation_runtime::validate::minimum(
            op,
            &replicas,
            Some(&w.replicas),
            old.map(|o| &o.replicas),
            0,
        ));
    }
    if op.is_update() && old.is_none() {
        errs.push(FieldError::internal(path, "missing old object"));
    }
    errs
}

#[test]
fn scheme_dispatch() {
    let mut scheme = Scheme::new();
    scheme.register::<Widget>("Widget", &["/", "/status"], validate_widget);
    assert!(scheme.is_registered::<Widget>());
    assert!(!scheme.is_registered::<Gadget>());

    let bad = Widget { replicas: -1 };
    let good = Widget { replicas: 1 };
    assert!(scheme.validate(&Operation::create(), &good, None).is_empty());
    let errs = scheme.validate(&Operation::create(), &bad, None);
    assert_eq!(
        errs[0].to_string(),
        "replicas: Invalid value: -1: must be greater than or equal to 0"
    );
    let status = Operation::update().with_subresource("/status");
    assert!(scheme.validate(&status, &good, Some(&good)).is_empty());
    let errs = scheme.validate(&Operation::update(), &good, None);
    assert_eq!(errs[0].to_string(), "<nil>: Internal error: missing old object");
}

#[test]
fn scheme_unknown_subresource_and_type() {
    let mut scheme = Scheme::new();
    scheme.register::<Widget>("Widget", &["/"], validate_widget);
    let w = Widget { replicas: 1 };
    let errs = scheme.validate(&Operation::create().with_subresource("/scale"), &w, None);
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].field, "<nil>");
    assert_eq!(errs[0].error_type, ErrorType::Internal);
    assert_eq!(
        errs[0].to_string(),
        "<nil>: Internal error: no validation found for Widget, subresource: /scale"
    );
    let errs = scheme.validate(&Operation::create().with_subresource("/x/y/z"), &w, None);
    assert_eq!(errs[0].detail, "no validation found for Widget, subresource: /x/y/z");

    // A type with no registered validation: no errors, at any subresource,
    // as Kubernetes' scheme answers.
    assert!(!scheme.is_registered::<Gadget>());
    assert_eq!(scheme.validate(&Operation::create(), &Gadget, None).len(), 0);
    let at_scale = Operation::create().with_subresource("/scale");
    assert_eq!(scheme.validate(&at_scale, &Gadget, None).len(), 0);
    assert_eq!(scheme.validate(&Operation::update(), &Gadget, Some(&Gadget)).len(), 0);
}
