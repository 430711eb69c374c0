//! Roots whose checks never report are registered and validated as
//! Kubernetes registers them (a discriminated union over no members, a
//! silent `k8s:optional`): no errors at the paths they serve, the internal
//! error at any other. A root with no tags is not registered, and the scheme
//! validates nothing for it.

mod common;

use output_tests::empty_roots::{
    register_validations, validate_discriminated, Discriminated, Holder, Inner, OptionalOnly, TypeMeta, Untagged,
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

fn discriminated(mode: &str) -> Discriminated {
    Discriminated {
        type_meta: TypeMeta::default(),
        mode: mode.to_owned(),
    }
}

#[test]
fn roots_with_silent_checks_are_registered_and_untagged_ones_are_not() {
    let scheme = scheme();
    assert!(scheme.is_registered::<Discriminated>());
    assert!(scheme.is_registered::<OptionalOnly>());
    assert!(scheme.is_registered::<Holder>());
    assert!(!scheme.is_registered::<Untagged>());
    assert!(!scheme.is_registered::<Inner>());
}

#[test]
fn a_union_over_no_members_accepts_every_discriminator_value() {
    for mode in ["", "A", "anything"] {
        assert_eq!(create_at("/", &discriminated(mode)), common::NONE, "{mode:?}");
        assert_eq!(
            common::create(validate_discriminated, &discriminated(mode)),
            common::NONE,
            "{mode:?}"
        );
    }
    assert_eq!(update_at("/", &discriminated("B"), &discriminated("A")), common::NONE);
    let holder = Holder {
        type_meta: TypeMeta::default(),
        inner: Inner { kind: "X".to_owned() },
    };
    assert_eq!(create_at("/", &holder), common::NONE);
}

#[test]
fn a_registered_root_keeps_the_error_for_a_subresource_it_does_not_serve() {
    assert_eq!(
        create_at("/status", &discriminated("A")),
        ["InternalError <nil>: Internal error: no validation found for Discriminated, subresource: /status"]
    );
    let optional = OptionalOnly {
        type_meta: TypeMeta::default(),
        note: None,
    };
    assert_eq!(create_at("/", &optional), common::NONE);
    assert_eq!(create_at("/status", &optional), common::NONE);
    assert_eq!(
        create_at("/scale", &optional),
        ["InternalError <nil>: Internal error: no validation found for OptionalOnly, subresource: /scale"]
    );
}

#[test]
fn an_unregistered_root_gets_no_errors_at_any_subresource() {
    let untagged = Untagged {
        type_meta: TypeMeta::default(),
        name: String::new(),
    };
    for subresource in ["/", "/status", "/scale"] {
        assert_eq!(create_at(subresource, &untagged), common::NONE, "{subresource}");
        assert_eq!(
            update_at(subresource, &untagged, &untagged),
            common::NONE,
            "{subresource}"
        );
    }
}
