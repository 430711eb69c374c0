//! Option lookup without a closure.

use validation_runtime::validate::option_enabled;
use validation_runtime::{ErrorType, Operation, Path};

#[test]
fn option_enabled_reports_state_or_the_undefined_option_error() {
    let op = Operation::update().with_option("On", true).with_option("Off", false);
    let p = Path::new("spec");
    let f = p.child("f");
    assert_eq!(option_enabled(&op, &f, "On"), Ok(true));
    assert_eq!(option_enabled(&op, &f, "Off"), Ok(false));
    let Err(errs) = option_enabled(&op, &f, "FeatureX") else {
        panic!("undefined option accepted");
    };
    assert_eq!(errs.len(), 1);
    assert_eq!(errs[0].error_type, ErrorType::Internal);
    assert_eq!(errs[0].origin, "");
    assert_eq!(
        errs[0].to_string(),
        "spec.f: Internal error: undefined validation option \"FeatureX\""
    );
    let Err(errs) = option_enabled(&Operation::create(), &Path::root(), "X") else {
        panic!("undefined option accepted");
    };
    assert_eq!(
        errs[0].to_string(),
        "<nil>: Internal error: undefined validation option \"X\""
    );
}
