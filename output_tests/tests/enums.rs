//! `+k8s:enum` / `+k8s:enumExclude`: a
//! present value must be one of the declared constants that are not excluded
//! under the operation's options; the error lists the allowed values sorted
//! and Go-quoted, with the bad value JSON-encoded. Any
//! undefined option referenced by an exclusion rule is an internal error.

mod common;

use output_tests::enums::{validate_struct, Policy, Protocol, Struct};
use validation_runtime::{Operation, Path};

fn protocol(s: &str) -> Protocol {
    Protocol(s.to_owned())
}

/// A valid object: every field holds an always-allowed value.
fn valid() -> Struct {
    Struct {
        protocol: protocol(Protocol::TCP),
        optional_protocol: None,
        policy: Policy::Always,
    }
}

/// Options under which every excludable value is allowed.
fn permissive(op: Operation) -> Operation {
    op.with_option("SCTPDisabled", false)
        .with_option("QUIC", true)
        .with_option("NeverPull", true)
}

/// Options under which every excludable value is excluded.
fn restrictive(op: Operation) -> Operation {
    op.with_option("SCTPDisabled", true)
        .with_option("QUIC", false)
        .with_option("NeverPull", false)
}

fn create_with(op: Operation, obj: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&op, &Path::root(), Some(obj), None))
}

fn update_with(op: Operation, obj: &Struct, old: &Struct) -> Vec<String> {
    common::describe(&validate_struct(&op, &Path::root(), Some(obj), Some(old)))
}

fn with_protocol(s: &str) -> Struct {
    Struct {
        protocol: protocol(s),
        ..valid()
    }
}

// ---- create: allowed values ------------------------------------------------

#[test]
fn always_allowed_protocols_pass_under_any_options() {
    for p in [Protocol::TCP, Protocol::UDP] {
        assert_eq!(
            create_with(permissive(Operation::create()), &with_protocol(p)),
            common::NONE
        );
        assert_eq!(
            create_with(restrictive(Operation::create()), &with_protocol(p)),
            common::NONE
        );
    }
}

#[test]
fn conditionally_excluded_protocols_pass_when_not_excluded() {
    for p in [Protocol::SCTP, Protocol::QUIC] {
        assert_eq!(
            create_with(permissive(Operation::create()), &with_protocol(p)),
            common::NONE
        );
    }
}

#[test]
fn all_policies_pass_when_never_pull_enabled() {
    for policy in [Policy::Always, Policy::IfNotPresent, Policy::Never] {
        let obj = Struct { policy, ..valid() };
        assert_eq!(create_with(permissive(Operation::create()), &obj), common::NONE);
    }
}

// ---- create: unsupported values --------------------------------------------

#[test]
fn unknown_protocol_lists_all_allowed_values_sorted() {
    assert_eq!(
        create_with(permissive(Operation::create()), &with_protocol("X")),
        ["FieldValueNotSupported protocol: Unsupported value: \"X\": supported values: \"QUIC\", \"SCTP\", \"TCP\", \"UDP\""]
    );
}

#[test]
fn unknown_protocol_under_restrictive_options_lists_only_tcp_and_udp() {
    assert_eq!(
        create_with(restrictive(Operation::create()), &with_protocol("X")),
        ["FieldValueNotSupported protocol: Unsupported value: \"X\": supported values: \"TCP\", \"UDP\""]
    );
}

#[test]
fn icmp_is_never_allowed() {
    assert_eq!(
        create_with(permissive(Operation::create()), &with_protocol(Protocol::ICMP)),
        ["FieldValueNotSupported protocol: Unsupported value: \"ICMP\": supported values: \"QUIC\", \"SCTP\", \"TCP\", \"UDP\""]
    );
}

#[test]
fn sctp_is_excluded_while_sctp_disabled_is_enabled() {
    let op = permissive(Operation::create()).with_option("SCTPDisabled", true);
    assert_eq!(
        create_with(op, &with_protocol(Protocol::SCTP)),
        ["FieldValueNotSupported protocol: Unsupported value: \"SCTP\": supported values: \"QUIC\", \"TCP\", \"UDP\""]
    );
}

#[test]
fn quic_is_excluded_while_quic_is_disabled() {
    let op = permissive(Operation::create()).with_option("QUIC", false);
    assert_eq!(
        create_with(op, &with_protocol(Protocol::QUIC)),
        ["FieldValueNotSupported protocol: Unsupported value: \"QUIC\": supported values: \"SCTP\", \"TCP\", \"UDP\""]
    );
}

#[test]
fn value_matching_is_case_sensitive() {
    assert_eq!(
        create_with(permissive(Operation::create()), &with_protocol("tcp")),
        ["FieldValueNotSupported protocol: Unsupported value: \"tcp\": supported values: \"QUIC\", \"SCTP\", \"TCP\", \"UDP\""]
    );
}

#[test]
fn present_empty_protocol_is_checked() {
    assert_eq!(
        create_with(permissive(Operation::create()), &with_protocol("")),
        ["FieldValueNotSupported protocol: Unsupported value: \"\": supported values: \"QUIC\", \"SCTP\", \"TCP\", \"UDP\""]
    );
}

#[test]
fn bad_value_is_json_encoded_typed_value() {
    // A named string type is JSON-encoded with HTML-safe escaping, while the supported values stay Go-quoted.
    assert_eq!(
        create_with(restrictive(Operation::create()), &with_protocol("<a&b>")),
        ["FieldValueNotSupported protocol: Unsupported value: \"\\u003ca\\u0026b\\u003e\": supported values: \"TCP\", \"UDP\""]
    );
}

#[test]
fn absent_optional_protocol_is_skipped() {
    let obj = Struct {
        optional_protocol: None,
        ..valid()
    };
    assert_eq!(create_with(restrictive(Operation::create()), &obj), common::NONE);
}

#[test]
fn present_empty_optional_protocol_is_checked() {
    let obj = Struct {
        optional_protocol: Some(protocol("")),
        ..valid()
    };
    assert_eq!(
        create_with(restrictive(Operation::create()), &obj),
        ["FieldValueNotSupported optionalProtocol: Unsupported value: \"\": supported values: \"TCP\", \"UDP\""]
    );
}

#[test]
fn present_valid_optional_protocol_passes() {
    let obj = Struct {
        optional_protocol: Some(protocol(Protocol::UDP)),
        ..valid()
    };
    assert_eq!(create_with(restrictive(Operation::create()), &obj), common::NONE);
}

#[test]
fn never_policy_is_excluded_while_never_pull_is_disabled() {
    let obj = Struct {
        policy: Policy::Never,
        ..valid()
    };
    assert_eq!(
        create_with(restrictive(Operation::create()), &obj),
        ["FieldValueNotSupported policy: Unsupported value: \"Never\": supported values: \"Always\", \"IfNotPresent\""]
    );
}

#[test]
fn errors_are_reported_in_field_order() {
    let obj = Struct {
        protocol: protocol(Protocol::ICMP),
        optional_protocol: Some(protocol(Protocol::SCTP)),
        policy: Policy::Never,
    };
    assert_eq!(
        create_with(restrictive(Operation::create()), &obj),
        [
            "FieldValueNotSupported protocol: Unsupported value: \"ICMP\": supported values: \"TCP\", \"UDP\"",
            "FieldValueNotSupported optionalProtocol: Unsupported value: \"SCTP\": supported values: \"TCP\", \"UDP\"",
            "FieldValueNotSupported policy: Unsupported value: \"Never\": supported values: \"Always\", \"IfNotPresent\"",
        ]
    );
}

// ---- undefined options ------------------------------------------------------

#[test]
fn no_options_gives_internal_errors_even_for_valid_values() {
    assert_eq!(
        create_with(Operation::create(), &valid()),
        [
            "InternalError protocol: Internal error: undefined validation option \"SCTPDisabled\"",
            "InternalError policy: Internal error: undefined validation option \"NeverPull\"",
        ]
    );
}

#[test]
fn no_options_gives_internal_error_instead_of_unsupported() {
    let obj = Struct {
        protocol: protocol("X"),
        ..valid()
    };
    assert_eq!(
        create_with(Operation::create().with_option("NeverPull", true), &obj),
        ["InternalError protocol: Internal error: undefined validation option \"SCTPDisabled\""]
    );
}

#[test]
fn any_undefined_referenced_option_is_reported() {
    // Only `QUIC` is missing; no rule excludes TCP, yet the undefined option is
    // still reported (a difference of this port).
    let op = Operation::create()
        .with_option("SCTPDisabled", false)
        .with_option("NeverPull", true);
    assert_eq!(
        create_with(op, &valid()),
        ["InternalError protocol: Internal error: undefined validation option \"QUIC\""]
    );
}

#[test]
fn undefined_option_after_an_excluding_rule_is_still_reported() {
    // SCTP is excluded by the first rule; the later rule's option is undefined.
    let op = Operation::create()
        .with_option("SCTPDisabled", true)
        .with_option("NeverPull", true);
    assert_eq!(
        create_with(op, &with_protocol(Protocol::SCTP)),
        ["InternalError protocol: Internal error: undefined validation option \"QUIC\""]
    );
}

#[test]
fn absent_optional_protocol_is_skipped_even_without_options() {
    let op = Operation::create().with_option("NeverPull", true);
    let obj = Struct {
        optional_protocol: None,
        ..valid()
    };
    assert_eq!(
        create_with(op, &obj),
        ["InternalError protocol: Internal error: undefined validation option \"SCTPDisabled\""]
    );
}

#[test]
fn present_optional_protocol_without_options_is_internal_error() {
    let op = Operation::create().with_option("NeverPull", true);
    let obj = Struct {
        optional_protocol: Some(protocol(Protocol::TCP)),
        ..valid()
    };
    assert_eq!(
        create_with(op, &obj),
        [
            "InternalError protocol: Internal error: undefined validation option \"SCTPDisabled\"",
            "InternalError optionalProtocol: Internal error: undefined validation option \"SCTPDisabled\"",
        ]
    );
}

#[test]
fn undefined_option_errors_have_no_origin_or_short_circuit() {
    let errs = validate_struct(&Operation::create(), &Path::root(), Some(&valid()), None);
    assert_eq!(errs.len(), 2);
    for e in errs.iter() {
        assert_eq!(e.origin, "");
        assert!(!e.short_circuit);
    }
}

// ---- update -----------------------------------------------------------------

#[test]
fn update_unchanged_invalid_values_are_ratcheted() {
    let obj = Struct {
        protocol: protocol(Protocol::ICMP),
        optional_protocol: Some(protocol("bogus")),
        policy: Policy::Never,
    };
    assert_eq!(
        update_with(restrictive(Operation::update()), &obj, &obj.clone()),
        common::NONE
    );
}

#[test]
fn update_unchanged_value_survives_option_that_now_excludes_it() {
    let obj = with_protocol(Protocol::SCTP);
    let op = permissive(Operation::update()).with_option("SCTPDisabled", true);
    assert_eq!(update_with(op, &obj, &obj.clone()), common::NONE);
}

#[test]
fn update_unchanged_values_skip_undefined_options() {
    // Ratcheting skips the field block, so the enum check (and its option
    // lookups) never runs.
    assert_eq!(update_with(Operation::update(), &valid(), &valid()), common::NONE);
}

#[test]
fn update_changed_to_excluded_value_fails() {
    let old = with_protocol(Protocol::TCP);
    let new = with_protocol(Protocol::SCTP);
    assert_eq!(
        update_with(restrictive(Operation::update()), &new, &old),
        ["FieldValueNotSupported protocol: Unsupported value: \"SCTP\": supported values: \"TCP\", \"UDP\""]
    );
}

#[test]
fn update_changed_from_invalid_to_valid_passes() {
    let old = with_protocol("X");
    let new = with_protocol(Protocol::UDP);
    assert_eq!(update_with(restrictive(Operation::update()), &new, &old), common::NONE);
}

#[test]
fn update_setting_optional_protocol_checks_it() {
    let old = valid();
    let new = Struct {
        optional_protocol: Some(protocol(Protocol::QUIC)),
        ..valid()
    };
    assert_eq!(
        update_with(restrictive(Operation::update()), &new, &old),
        ["FieldValueNotSupported optionalProtocol: Unsupported value: \"QUIC\": supported values: \"TCP\", \"UDP\""]
    );
}

#[test]
fn update_clearing_optional_protocol_passes() {
    let old = Struct {
        optional_protocol: Some(protocol("X")),
        ..valid()
    };
    assert_eq!(
        update_with(restrictive(Operation::update()), &valid(), &old),
        common::NONE
    );
}

#[test]
fn update_changed_policy_to_excluded_value_fails() {
    let old = valid();
    let new = Struct {
        policy: Policy::Never,
        ..valid()
    };
    assert_eq!(
        update_with(restrictive(Operation::update()), &new, &old),
        ["FieldValueNotSupported policy: Unsupported value: \"Never\": supported values: \"Always\", \"IfNotPresent\""]
    );
}

#[test]
fn update_only_changed_fields_are_reported() {
    let old = Struct {
        protocol: protocol("X"),
        optional_protocol: None,
        policy: Policy::Always,
    };
    let new = Struct {
        protocol: protocol("X"),
        optional_protocol: None,
        policy: Policy::Never,
    };
    assert_eq!(
        update_with(restrictive(Operation::update()), &new, &old),
        ["FieldValueNotSupported policy: Unsupported value: \"Never\": supported values: \"Always\", \"IfNotPresent\""]
    );
}

#[test]
fn update_without_old_object_validates_everything() {
    let obj = Struct {
        protocol: protocol("X"),
        optional_protocol: Some(protocol(Protocol::ICMP)),
        policy: Policy::IfNotPresent,
    };
    assert_eq!(
        common::describe(&validate_struct(
            &restrictive(Operation::update()),
            &Path::root(),
            Some(&obj),
            None
        )),
        [
            "FieldValueNotSupported protocol: Unsupported value: \"X\": supported values: \"TCP\", \"UDP\"",
            "FieldValueNotSupported optionalProtocol: Unsupported value: \"ICMP\": supported values: \"TCP\", \"UDP\"",
        ]
    );
}
