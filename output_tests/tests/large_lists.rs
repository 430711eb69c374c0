//! Large lists: uniqueness and
//! element correlation on lists of 10,000 elements report exactly the same
//! errors as on small ones, and do so quickly (the runtime hashes keys and
//! values instead of comparing every pair). Every fixture here is built in
//! linear time.

mod common;

use std::time::{Duration, Instant};

use output_tests::list_types::{validate_struct, Port, Struct};

const N: usize = 10_000;

/// Generous: a hashed implementation takes milliseconds even unoptimised;
/// comparing every pair of 10,000 elements takes far longer.
const LIMIT: Duration = Duration::from_secs(2);

fn port(name: String, protocol: Option<&str>, port: i32) -> Port {
    Port {
        name,
        protocol: protocol.map(str::to_owned),
        port,
    }
}

/// `p0 … p{N-1}`; even ones with protocol TCP, odd ones without; all valid.
fn ports() -> Vec<Port> {
    (0..N)
        .map(|i| {
            let protocol = if i % 2 == 0 { Some("TCP") } else { None };
            port(format!("p{i}"), protocol, i as i32 + 1)
        })
        .collect()
}

fn timed<R>(f: impl FnOnce() -> R) -> R {
    let start = Instant::now();
    let result = f();
    let elapsed = start.elapsed();
    assert!(elapsed < LIMIT, "validation took {elapsed:?}");
    result
}

#[test]
fn large_set_reports_exactly_its_late_duplicates() {
    let mut names: Vec<String> = (0..N).map(|i| format!("n{i}")).collect();
    names.extend(["n5", "n9999", "n10000", "n5"].map(str::to_owned));
    let obj = Struct {
        names,
        ports: ports(),
        ..Struct::default()
    };
    assert_eq!(
        timed(|| common::create(validate_struct, &obj)),
        [
            r#"FieldValueDuplicate names[10000]: Duplicate value: "n5""#,
            r#"FieldValueDuplicate names[10001]: Duplicate value: "n9999""#,
            r#"FieldValueDuplicate names[10003]: Duplicate value: "n5""#,
        ]
    );
}

#[test]
fn large_map_list_reports_exactly_its_late_duplicates_and_invalid_elements() {
    let mut ports = ports();
    // Same name as p0 but no protocol: a different key. Same key as p1: a duplicate.
    ports[N - 3] = port("p0".to_owned(), None, 1);
    ports[N - 2] = port("p1".to_owned(), None, 2);
    ports[N - 1].port = 0;
    let obj = Struct {
        ports,
        ..Struct::default()
    };
    assert_eq!(
        timed(|| common::create(validate_struct, &obj)),
        [
            r#"FieldValueDuplicate ports[9998]: Duplicate value: {"name":"p1","port":2}"#,
            "FieldValueInvalid ports[9999].port: Invalid value: 0: must be greater than or equal to 1 (origin: minimum)",
        ]
    );
}

#[test]
fn large_map_list_update_correlates_reordered_elements_by_key() {
    // Every tenth old element is already invalid; the new list has the same
    // keys in reverse order and changes one element (p4321) to an invalid
    // port: only that one is reported, at its new index.
    let mut old_ports = ports();
    for p in old_ports.iter_mut().step_by(10) {
        p.port = 0;
    }
    let mut new_ports: Vec<Port> = old_ports.iter().rev().cloned().collect();
    let changed = N - 1 - 4321;
    assert_eq!(new_ports[changed].name, "p4321");
    new_ports[changed].port = -1;
    let old = Struct {
        ports: old_ports,
        ..Struct::default()
    };
    let new = Struct {
        ports: new_ports,
        ..Struct::default()
    };
    assert_eq!(
        timed(|| common::update(validate_struct, &new, &old)),
        ["FieldValueInvalid ports[5678].port: Invalid value: -1: must be greater than or equal to 1 (origin: minimum)"]
    );
}

#[test]
fn large_set_update_correlates_reordered_elements_by_value() {
    // All old short names are too long (ratcheted); reversed, plus one new one.
    let old_names: Vec<String> = (0..N).map(|i| format!("s{i:05}")).collect();
    let mut new_names: Vec<String> = old_names.iter().rev().cloned().collect();
    new_names.push("brand-new".to_owned());
    let old = Struct {
        short_names: old_names,
        ..Struct::default()
    };
    let new = Struct {
        short_names: new_names,
        ..Struct::default()
    };
    assert_eq!(
        timed(|| common::update(validate_struct, &new, &old)),
        ["FieldValueTooLong shortNames[10000]: Too long: may not be more than 3 characters (origin: maxLength)"]
    );
}
