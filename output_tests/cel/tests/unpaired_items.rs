//! Items of `set` and atomic lists pair with no old item: on update the
//! API server runs the CEL rules of every item of a changed list, and of
//! every value below it, with no old value, an item that was in the old
//! list too included; ratcheting falls back to the nearest value that
//! pairs, the list, which changed, so the errors stand. An unchanged list
//! ratchets as a whole: the schema-driven form reports its errors as
//! warnings, the typed form (whose ratcheting skips unchanged values)
//! reports nothing. Tag checks other than CEL rules keep their own
//! ratcheting, which pairs a `set`'s items by value.

use cel_output::rules::{validate_mesh, Host, Mesh, Peer, Tls};
use cel_output::structs_in_sets::{validate_peering, Cert, Member, Peering, Route};
use validation_cel::{Outcome, Validator};
use validation_runtime::{ErrorList, Operation, Path};

mod support;

/// The API server's error when an error of the object's other checks stops
/// its rules.
const NOT_CHECKED: &str = "FieldValueInvalid <nil>: Invalid value: null: some validation rules were not checked \
                           because the object was invalid; correct the existing errors to complete validation";

fn describe(errs: &ErrorList) -> Vec<String> {
    errs.iter().map(|e| format!("{} {e}", e.error_type.reason())).collect()
}

fn op(old: bool) -> Operation {
    if old {
        Operation::update()
    } else {
        Operation::create()
    }
}

fn typed(new: &Mesh, old: Option<&Mesh>) -> Vec<String> {
    describe(&validate_mesh(&op(old.is_some()), &Path::root(), Some(new), old))
}

/// The schema-driven form's rule errors and warnings.
fn schema_driven(validator: &Validator<'_>, new: &Mesh, old: Option<&Mesh>) -> (Vec<String>, Vec<String>) {
    let new = serde_json::to_value(new).unwrap();
    let old = old.map(|o| serde_json::to_value(o).unwrap());
    let mut outcome = Outcome::default();
    validator.rules(&new, old.as_ref(), &mut outcome);
    let lines = |errors: &[validation_runtime::FieldError]| -> Vec<String> {
        errors
            .iter()
            .map(|e| format!("{} {e}", e.error_type.reason()))
            .collect()
    };
    (lines(&outcome.errors), lines(&outcome.warnings))
}

fn host(name: &str) -> Host {
    Host(name.into())
}

fn group(names: &[&str]) -> Vec<Host> {
    names.iter().map(|n| host(n)).collect()
}

fn peer(name: &str, port: i64) -> Peer {
    Peer {
        host: host(name),
        port,
        tls: None,
    }
}

fn valid() -> Mesh {
    Mesh {
        peers: vec![host("a.local")],
        groups: vec![group(&["b.local"])],
        backups: vec![peer("c.local", 1)],
        spares: vec![host("e.local")],
    }
}

fn with(f: impl FnOnce(&mut Mesh)) -> Mesh {
    let mut mesh = valid();
    f(&mut mesh);
    mesh
}

const BAD_PEER: &str = "FieldValueInvalid peers[0]: Invalid value: \"x\": failed rule: self.endsWith('.local')";
const EMPTY_GROUP: &str = "FieldValueInvalid groups[0]: Invalid value: a group is not empty";
const BAD_IN_GROUP: &str = "FieldValueInvalid groups[1][1]: Invalid value: \"y\": failed rule: self.endsWith('.local')";
const BAD_PORT: &str = "FieldValueInvalid backups[0]: Invalid value: port 0 is not positive";
const BAD_BACKUP_HOST: &str =
    "FieldValueInvalid backups[0].host: Invalid value: \"x\": failed rule: self.endsWith('.local')";
const BAD_TLS: &str = "FieldValueInvalid backups[0].tls: Invalid value: TLS 1.2 or 1.3";
const BAD_SPARE: &str = "FieldValueInvalid spares[0]: Invalid value: \"z\": failed rule: self.endsWith('.local')";

/// (case, old object or create, new object, errors (both forms, the
/// typed form's order), schema-driven warnings).
type Case = (&'static str, Option<Mesh>, Mesh, Vec<&'static str>, Vec<&'static str>);

fn cases() -> Vec<Case> {
    let bad_backup = Peer {
        host: host("x"),
        port: 0,
        tls: Some(Tls { version: "1.0".into() }),
    };
    let failing = with(|m| {
        m.peers = vec![host("x")];
        m.groups = vec![group(&[]), group(&["b.local", "y"])];
        m.backups = vec![bad_backup.clone()];
        m.spares = vec![host("z")];
    });
    let all = vec![
        BAD_PEER,
        EMPTY_GROUP,
        BAD_IN_GROUP,
        BAD_PORT,
        BAD_BACKUP_HOST,
        BAD_TLS,
        BAD_SPARE,
    ];
    vec![
        ("create: every item's rules", None, failing.clone(), all.clone(), vec![]),
        (
            "update, nothing changed: every error ratchets",
            Some(failing.clone()),
            failing.clone(),
            vec![],
            all.clone(),
        ),
        (
            "update, each list grown by an item: the unchanged failing items are checked again",
            Some(failing.clone()),
            with(|m| {
                m.peers = vec![host("x"), host("d.local")];
                m.groups = vec![group(&[]), group(&["b.local", "y"]), group(&["d.local"])];
                m.backups = vec![bad_backup.clone(), peer("d.local", 4)];
                m.spares = vec![host("z"), host("d.local")];
            }),
            all.clone(),
            vec![],
        ),
        (
            "update, only the set of peers grown: the other lists ratchet",
            Some(failing.clone()),
            with(|m| {
                m.peers = vec![host("x"), host("d.local")];
                m.groups = vec![group(&[]), group(&["b.local", "y"])];
                m.backups = vec![bad_backup.clone()];
                m.spares = vec![host("z")];
            }),
            vec![BAD_PEER],
            vec![EMPTY_GROUP, BAD_IN_GROUP, BAD_PORT, BAD_BACKUP_HOST, BAD_TLS, BAD_SPARE],
        ),
        (
            "update, a set reordered is a changed set",
            Some(with(|m| m.groups = vec![group(&[]), group(&["b.local", "y"])])),
            with(|m| m.groups = vec![group(&["b.local", "y"]), group(&[])]),
            vec![
                "FieldValueInvalid groups[0][1]: Invalid value: \"y\": failed rule: self.endsWith('.local')",
                "FieldValueInvalid groups[1]: Invalid value: a group is not empty",
            ],
            vec![],
        ),
        (
            "update, a failing item removed: the rest passes",
            Some(with(|m| m.peers = vec![host("x"), host("d.local")])),
            with(|m| m.peers = vec![host("d.local")]),
            vec![],
            vec![],
        ),
        (
            "update, a failing item added to a valid set",
            Some(valid()),
            with(|m| m.peers.push(host("y"))),
            vec!["FieldValueInvalid peers[1]: Invalid value: \"y\": failed rule: self.endsWith('.local')"],
            vec![],
        ),
    ]
}

#[test]
fn unpaired_items_run_their_rules_in_a_changed_list() {
    let schema = support::schema_of("Mesh");
    let validator = Validator::new(&schema);
    let sorted = |mut v: Vec<String>| {
        v.sort();
        v
    };
    let owned = |v: &[&str]| v.iter().map(|s| (*s).to_owned()).collect::<Vec<_>>();
    for (name, old, new, errors, warnings) in cases() {
        assert_eq!(typed(&new, old.as_ref()), errors, "{name}: typed");
        let (schema_errors, schema_warnings) = schema_driven(&validator, &new, old.as_ref());
        assert_eq!(
            sorted(schema_errors),
            sorted(owned(&errors)),
            "{name}: schema-driven errors"
        );
        assert_eq!(
            sorted(schema_warnings),
            sorted(owned(&warnings)),
            "{name}: schema-driven warnings"
        );
    }
}

/// Tag checks (not CEL rules) pair a `set`'s items by value: in a changed
/// set, an unchanged item skips them and a new one runs them; its CEL
/// rules run either way.
#[test]
fn tag_checks_of_an_unchanged_set_item_still_ratchet() {
    let long = "a-very-long-name.remote";
    let rule =
        "FieldValueInvalid peers[0]: Invalid value: \"a-very-long-name.remote\": failed rule: self.endsWith('.local')";
    let too_long = "FieldValueTooLong peers[0]: Too long: may not be more than 16 characters";
    let cases: Vec<(&str, Mesh, Mesh, Vec<&str>)> = vec![
        (
            "an unchanged item: its CEL rule only",
            with(|m| m.peers = vec![host(long)]),
            with(|m| m.peers = vec![host(long), host("d.local")]),
            vec![rule],
        ),
        (
            // As the API server, a value over its maxLength stops every
            // rule of the object.
            "a new item: its tag check, which stops the rules",
            valid(),
            with(|m| m.peers = vec![host(long)]),
            vec![too_long, NOT_CHECKED],
        ),
    ];
    for (name, old, new, expected) in cases {
        assert_eq!(typed(&new, Some(&old)), expected, "{name}");
    }
}

fn member(host: &str, port: i64, cert_days: Option<i64>) -> Member {
    Member {
        host: host.into(),
        port,
        cert: cert_days.map(|days| Cert { days }),
    }
}

fn route(host: &str, weight: i64) -> Route {
    Route {
        host: host.into(),
        weight,
    }
}

/// A `set` of structs (typed form only): an unchanged item of a changed
/// set runs the CEL rules of its type, of its fields, of a nested struct
/// and of the nested markers on the list; its tag checks ratchet.
#[test]
fn structs_in_a_changed_set_run_their_rules() {
    let failing_member = member("a-very-long-name.remote", 0, Some(365));
    let failing_route = route("localhost", 200);
    let old = Peering {
        members: vec![failing_member.clone()],
        routes: vec![failing_route.clone(), route("r", 0)],
    };
    let all = vec![
        "FieldValueInvalid members[0]: Invalid value: port 0 is not positive",
        "FieldValueInvalid members[0].host: Invalid value: \"a-very-long-name.remote\": failed rule: self.endsWith('.local')",
        "FieldValueInvalid members[0].cert: Invalid value: at most 90 days",
        "FieldValueInvalid routes[1]: Invalid value: a route needs a weight",
        "FieldValueForbidden routes[0].host: Forbidden: failed rule: self != 'localhost'",
    ];
    let cases: Vec<(&str, Option<&Peering>, Peering, Vec<&str>)> = vec![
        (
            // A value over its maxLength stops every rule of the object.
            "create: every tag check, no rule",
            None,
            old.clone(),
            vec![
                "FieldValueTooLong members[0].host: Too long: may not be more than 16 characters",
                "FieldValueInvalid routes[0].weight: Invalid value: 200: must be less than or equal to 100",
                NOT_CHECKED,
            ],
        ),
        (
            "create, within maxLength: every rule and tag check",
            None,
            Peering {
                members: vec![member("a.remote", 0, Some(365))],
                routes: old.routes.clone(),
            },
            vec![
                "FieldValueInvalid members[0]: Invalid value: port 0 is not positive",
                "FieldValueInvalid members[0].host: Invalid value: \"a.remote\": failed rule: self.endsWith('.local')",
                "FieldValueInvalid members[0].cert: Invalid value: at most 90 days",
                "FieldValueInvalid routes[1]: Invalid value: a route needs a weight",
                "FieldValueForbidden routes[0].host: Forbidden: failed rule: self != 'localhost'",
                "FieldValueInvalid routes[0].weight: Invalid value: 200: must be less than or equal to 100",
            ],
        ),
        ("update, nothing changed", Some(&old), old.clone(), vec![]),
        (
            "update, both sets grown: the unchanged items' rules, not their tag checks",
            Some(&old),
            Peering {
                members: vec![failing_member.clone(), member("b.local", 1, None)],
                routes: vec![failing_route.clone(), route("r", 0), route("s", 5)],
            },
            all,
        ),
    ];
    for (name, old, new, expected) in cases {
        let errs = validate_peering(&op(old.is_some()), &Path::root(), Some(&new), old);
        assert_eq!(describe(&errs), expected, "{name}");
    }
}
