//! Root selection and scheme dispatch: roots are validated with the null path, each
//! registered for its subresource paths; any other path of a registered root
//! yields one Internal error at `<nil>`:
//! `no validation found for <type>, subresource: <path>`. A type that is not
//! registered gets no errors, as Kubernetes' `runtime.Scheme` answers.

mod common;

use output_tests::roots::{
    register_validations, DeleteOptions, Excluded, Forced, ListMeta, Scale, TypeMeta, Unserialized, Widget, WidgetList,
    WidgetSpec,
};
use validation_runtime::{Operation, Scheme};

fn scheme() -> Scheme {
    let mut scheme = Scheme::new();
    register_validations(&mut scheme);
    scheme
}

fn create_at<T: 'static>(subresource: &str, obj: &T) -> Vec<String> {
    common::describe(&scheme().validate(&Operation::create().with_subresource(subresource), obj, None))
}

fn update_at<T: 'static>(subresource: &str, obj: &T, old: &T) -> Vec<String> {
    common::describe(&scheme().validate(&Operation::update().with_subresource(subresource), obj, Some(old)))
}

fn widget(replicas: i32) -> Widget {
    Widget {
        type_meta: TypeMeta {
            kind: "Widget".to_owned(),
            api_version: "v1".to_owned(),
        },
        spec: WidgetSpec {
            replicas: Some(replicas),
        },
    }
}

fn scale(replicas: i32) -> Scale {
    Scale {
        type_meta: TypeMeta::default(),
        replicas: Some(replicas),
    }
}

const WIDGET_REPLICAS: &str =
    "FieldValueInvalid spec.replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)";

#[test]
fn roots_are_registered_and_non_roots_are_not() {
    let scheme = scheme();
    assert!(scheme.is_registered::<Widget>());
    assert!(scheme.is_registered::<Scale>());
    assert!(scheme.is_registered::<DeleteOptions>());
    assert!(scheme.is_registered::<Forced>());
    assert!(!scheme.is_registered::<Excluded>());
    assert!(!scheme.is_registered::<WidgetList>());
    assert!(!scheme.is_registered::<WidgetSpec>());
    assert!(!scheme.is_registered::<TypeMeta>());
}

#[test]
fn valid_widget_passes_at_the_main_resource() {
    assert_eq!(create_at("/", &widget(1)), common::NONE);
}

#[test]
fn widget_is_validated_at_the_main_resource_with_the_null_path() {
    assert_eq!(create_at("/", &widget(-1)), [WIDGET_REPLICAS]);
}

#[test]
fn widget_is_validated_at_its_supported_status_subresource() {
    assert_eq!(create_at("/status", &widget(-1)), [WIDGET_REPLICAS]);
}

#[test]
fn widget_at_an_unsupported_subresource_is_an_internal_error() {
    assert_eq!(
        create_at("/scale", &widget(-1)),
        ["InternalError <nil>: Internal error: no validation found for Widget, subresource: /scale"]
    );
}

#[test]
fn widget_at_a_nested_subresource_path_is_an_internal_error() {
    assert_eq!(
        create_at("/status/extra", &widget(1)),
        ["InternalError <nil>: Internal error: no validation found for Widget, subresource: /status/extra"]
    );
}

#[test]
fn scale_is_validated_only_at_its_own_subresource() {
    assert_eq!(
        create_at("/scale", &scale(-1)),
        ["FieldValueInvalid replicas: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
    assert_eq!(create_at("/scale", &scale(0)), common::NONE);
}

#[test]
fn scale_at_the_main_resource_is_an_internal_error() {
    assert_eq!(
        create_at("/", &scale(1)),
        ["InternalError <nil>: Internal error: no validation found for Scale, subresource: /"]
    );
}

#[test]
fn scale_at_the_status_subresource_is_an_internal_error() {
    assert_eq!(
        create_at("/status", &scale(-1)),
        ["InternalError <nil>: Internal error: no validation found for Scale, subresource: /status"]
    );
}

#[test]
fn type_selected_by_name_suffix_is_a_root() {
    let obj = DeleteOptions {
        grace_period_seconds: Some(-1),
    };
    assert_eq!(
        create_at("/", &obj),
        ["FieldValueInvalid gracePeriodSeconds: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn suffix_root_serves_only_the_main_resource() {
    let obj = DeleteOptions {
        grace_period_seconds: Some(-1),
    };
    assert_eq!(
        create_at("/status", &obj),
        ["InternalError <nil>: Internal error: no validation found for DeleteOptions, subresource: /status"]
    );
}

#[test]
fn type_selected_by_a_field_serde_skips_is_a_root() {
    let obj = Unserialized {
        type_meta: 0,
        count: Some(-1),
    };
    assert_eq!(
        create_at("/", &obj),
        ["FieldValueInvalid count: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn type_forced_in_by_validation_gen_true_is_a_root() {
    assert_eq!(
        create_at("/", &Forced { count: Some(-1) }),
        ["FieldValueInvalid count: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn type_opted_out_by_validation_gen_false_is_not_validated_by_the_scheme() {
    let obj = Excluded {
        type_meta: TypeMeta::default(),
        count: Some(-1),
    };
    assert!(!scheme().is_registered::<Excluded>());
    // Not registered: Kubernetes' scheme validates nothing for it.
    assert_eq!(create_at("/", &obj), common::NONE);
    assert_eq!(create_at("/status", &obj), common::NONE);
}

#[test]
fn list_type_is_not_validated_by_the_scheme() {
    let obj = WidgetList {
        type_meta: TypeMeta::default(),
        list_meta: ListMeta::default(),
        items: vec![widget(-1)],
    };
    assert!(!scheme().is_registered::<WidgetList>());
    assert_eq!(create_at("/", &obj), common::NONE);
}

#[test]
fn an_empty_scheme_validates_nothing() {
    // Kubernetes' scheme returns no errors for a type it has no validation
    // for, whatever the object holds.
    let errs = Scheme::new().validate(&Operation::create(), &widget(-1), None);
    assert_eq!(common::describe(&errs), common::NONE);
}

#[test]
fn update_of_an_unchanged_invalid_widget_is_ratcheted() {
    assert_eq!(update_at("/", &widget(-1), &widget(-1)), common::NONE);
}

#[test]
fn update_with_a_changed_invalid_value_reports_it() {
    assert_eq!(
        update_at("/status", &widget(-2), &widget(-1)),
        ["FieldValueInvalid spec.replicas: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_changing_only_the_type_meta_does_not_revalidate_the_spec() {
    let old = widget(-1);
    let new = Widget {
        type_meta: TypeMeta {
            kind: "Widget".to_owned(),
            api_version: "v2".to_owned(),
        },
        ..widget(-1)
    };
    assert_eq!(update_at("/", &new, &old), common::NONE);
}

#[test]
fn update_of_scale_at_its_subresource_is_ratcheted() {
    assert_eq!(update_at("/scale", &scale(-1), &scale(-1)), common::NONE);
    assert_eq!(
        update_at("/scale", &scale(-3), &scale(-1)),
        ["FieldValueInvalid replicas: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_at_an_unsupported_subresource_is_an_internal_error() {
    assert_eq!(
        update_at("/", &scale(-1), &scale(-1)),
        ["InternalError <nil>: Internal error: no validation found for Scale, subresource: /"]
    );
}
