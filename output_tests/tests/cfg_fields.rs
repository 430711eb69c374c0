//! Tagged `#[cfg(..)]` fields: validated when compiled in; the generated
//! code of a compiled-out field is compiled out with it.

mod common;

use output_tests::cfg_fields::{register_validations, Struct};
use validation_runtime::{Operation, Scheme};

#[test]
fn compiled_in_fields_are_validated() {
    let mut scheme = Scheme::new();
    register_validations(&mut scheme);
    let obj = Struct {
        always: 0,
        compiled_in: 0,
    };
    assert_eq!(
        common::describe(&scheme.validate(&Operation::create(), &obj, None)),
        [
            "FieldValueInvalid always: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
            "FieldValueInvalid compiledIn: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
    let old = Struct {
        always: 0,
        compiled_in: 1,
    };
    // Ratcheting compares the compiled-in field too: only it changed.
    assert_eq!(
        common::describe(&scheme.validate(&Operation::update(), &obj, Some(&old))),
        ["FieldValueInvalid compiledIn: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)"]
    );
}
