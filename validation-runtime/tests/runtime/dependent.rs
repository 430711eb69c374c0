//! Dependent fields, with their set-ness ratcheting.

use validation_runtime::validate::{dependent_forbidden, dependent_required};
use validation_runtime::{ErrorList, ErrorType, Operation, Path};

const F: Path<'static> = Path::new("fldpath");

fn rendered(errs: &ErrorList) -> Vec<(ErrorType, &str, String)> {
    errs.iter()
        .map(|e| (e.error_type.clone(), e.origin.as_str(), e.to_string()))
        .collect()
}

fn assert_success(errs: ErrorList) {
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(errs.into_vec().capacity(), 0);
}

fn required_error() -> Vec<(ErrorType, &'static str, String)> {
    vec![(
        ErrorType::Required,
        "dependentRequired",
        "fldpath.dependent: Required value: must be set when trigger is set".to_owned(),
    )]
}

fn forbidden_error() -> Vec<(ErrorType, &'static str, String)> {
    vec![(
        ErrorType::Forbidden,
        "dependentForbidden",
        "fldpath.dependent: Forbidden: may not be set when trigger is set".to_owned(),
    )]
}

const ALL: [(bool, bool); 4] = [(false, false), (false, true), (true, false), (true, true)];

#[test]
fn dependent_required_on_create() {
    let op = Operation::create();
    let r = |new| dependent_required(&op, &F, "trigger", "dependent", new, None);
    assert_eq!(rendered(&r((true, false))), required_error());
    assert_success(r((true, true)));
    assert_success(r((false, false)));
    assert_success(r((false, true)));
    // On create an old tuple (never passed by generated code) changes nothing.
    assert_eq!(
        rendered(&dependent_required(
            &op,
            &F,
            "trigger",
            "dependent",
            (true, false),
            Some((true, false))
        )),
        required_error()
    );
}

#[test]
fn dependent_forbidden_on_create() {
    let op = Operation::create();
    let f = |new| dependent_forbidden(&op, &F, "trigger", "dependent", new, None);
    assert_eq!(rendered(&f((true, true))), forbidden_error());
    assert_success(f((true, false)));
    assert_success(f((false, true)));
    assert_success(f((false, false)));
}

#[test]
fn update_ratchets_on_unchanged_set_ness() {
    let op = Operation::update();
    for old in ALL {
        for new in ALL {
            let req = dependent_required(&op, &F, "trigger", "dependent", new, Some(old));
            let forb = dependent_forbidden(&op, &F, "trigger", "dependent", new, Some(old));
            if old == new {
                assert_success(req);
                assert_success(forb);
                continue;
            }
            match new {
                (true, false) => assert_eq!(rendered(&req), required_error(), "{old:?}->{new:?}"),
                _ => assert_success(req),
            }
            match new {
                (true, true) => assert_eq!(rendered(&forb), forbidden_error(), "{old:?}->{new:?}"),
                _ => assert_success(forb),
            }
        }
    }
    // Without an old object (new list item, absent old parent): checked.
    assert_eq!(
        rendered(&dependent_required(
            &op,
            &F,
            "trigger",
            "dependent",
            (true, false),
            None
        )),
        required_error()
    );
    assert_eq!(
        rendered(&dependent_forbidden(
            &op,
            &F,
            "trigger",
            "dependent",
            (true, true),
            None
        )),
        forbidden_error()
    );
}

#[test]
fn paths_and_names() {
    let op = Operation::create();
    let errs = dependent_required(&op, &Path::root(), "host", "port", (true, false), None);
    assert_eq!(
        errs[0].to_string(),
        "port: Required value: must be set when host is set"
    );
    let spec = Path::new("spec");
    let errs = dependent_forbidden(&op, &spec, "host", "socketPath", (true, true), None);
    assert_eq!(
        errs[0].to_string(),
        "spec.socketPath: Forbidden: may not be set when host is set"
    );
    let errs = dependent_required(&op, &spec.index(2), "labels", "selector", (true, false), None);
    assert_eq!(
        errs[0].to_string(),
        "spec[2].selector: Required value: must be set when labels is set"
    );
}
