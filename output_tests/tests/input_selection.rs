//! Input selection: the types of `input_selection::types` are
//! validated by functions generated into `input_selection`, and its roots
//! are registered from there; the types' module has no generated file.

mod common;

use output_tests::input_selection::types::{Gadget, Size};
use output_tests::input_selection::{register_validations, validate_gadget};
use validation_runtime::{Operation, Scheme};

#[test]
fn the_selected_module_s_types_are_validated() {
    let gadget = Gadget {
        name: "too-long-name".into(),
        size: Some(Size(0)),
    };
    assert_eq!(
        common::create(validate_gadget, &gadget),
        [
            "FieldValueTooLong name: Too long: may not be more than 8 characters (origin: maxLength)",
            "FieldValueInvalid size: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn roots_follow_the_generating_module_s_criteria() {
    let mut scheme = Scheme::new();
    register_validations(&mut scheme);
    let errs = scheme.validate(&Operation::create(), &Gadget::default(), None);
    assert_eq!(
        common::describe(&errs),
        ["FieldValueRequired name: Required value [short-circuit]"]
    );
}

#[test]
fn the_types_module_has_no_generated_file() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/input_selection");
    assert!(!dir.join("types").join("zz_generated_validations.rs").exists());
    assert!(dir.join("zz_generated_validations.rs").exists());
}
