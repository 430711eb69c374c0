//! kube-openapi's nested value markers (`items:`, `additionalProperties:`,
//! `properties:<name>:`, nested in turn): each keyword where kube-openapi
//! writes it, in an `allOf` entry (a map's values directly, as a CRD must
//! say them), and checked in Rust at the item's, value's (`map.key`, as
//! the API server's schema validation names it) or field's path, with the
//! API server's schema-validation messages.

mod common;
mod lowered;

use std::collections::BTreeMap;

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use output_tests::nested_markers::{validate_nested, Endpoint, Nested, Pair};
use validation_gen::schema::{KubeVersion, Policy};
use validation_runtime::{Operation, Path};

/// Counts the allocations of the current thread.
struct Counting;

thread_local! {
    static ALLOCATIONS: Cell<usize> = const { Cell::new(0) };
}

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        ALLOCATIONS.with(|a| a.set(a.get() + 1));
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static GLOBAL: Counting = Counting;

fn valid() -> Nested {
    Nested {
        names: vec!["ab".into(), "c".into()],
        weights: vec![1, 10],
        labels: BTreeMap::from([("x".into(), "bb".into())]),
        endpoint: Endpoint {
            host: "example.com".into(),
            port: 443,
        },
        groups: BTreeMap::from([("g".into(), vec![2, 4])]),
        endpoints: vec![Endpoint {
            host: "a".into(),
            port: 80,
        }],
        matrix: vec![vec!["ab".into()], vec![]],
        tags: BTreeMap::from([("t".into(), "abc".into())]),
        pair: Pair { a: 0, b: 9 },
        pairs: BTreeMap::from([("p".into(), Pair { a: 1, b: 100 })]),
    }
}

fn create(obj: &Nested) -> Vec<String> {
    common::create(validate_nested, obj)
}

#[test]
fn values_within_their_nested_limits_pass() {
    assert_eq!(create(&valid()), common::NONE);
}

#[test]
fn nested_markers_fail_at_the_items_values_and_fields_path() {
    let obj = Nested {
        names: vec!["abcd".into(), "ok".into(), "A".into()],
        // `items:exclusiveMinimum` makes the items' own minimum exclusive.
        weights: vec![0, 5, 11],
        labels: BTreeMap::from([("x".into(), "".into()), ("y".into(), "c".into())]),
        endpoint: Endpoint {
            host: "-bad-".into(),
            port: 0,
        },
        groups: BTreeMap::from([("g".into(), vec![1, 2, 3])]),
        endpoints: vec![
            Endpoint {
                host: "a".into(),
                port: 80,
            },
            Endpoint {
                host: "b".into(),
                port: 8080,
            },
        ],
        matrix: vec![vec!["ab".into(), "abc".into()], vec!["xyz".into()]],
        tags: BTreeMap::from([("t".into(), "ABC".into())]),
        pair: Pair { a: -1, b: 10 },
        pairs: BTreeMap::from([("p".into(), Pair { a: -2, b: 0 })]),
    };
    assert_eq!(
        create(&obj),
        [
            // As the API server's schema validation: a string over its
            // `maxLength` is not matched against its `pattern`.
            "FieldValueTooLong names[0]: Too long: may not be more than 3 bytes",
            r#"FieldValueInvalid names[2]: Invalid value: "A": names[2] in body should match '^[a-z]+$'"#,
            // The node whose `allOf` entry failed, at no field, after the
            // entry's errors, as the API server reports it.
            r#"FieldValueInvalid <nil>: Invalid value: "": "names" must validate all the schemas (allOf). None validated"#,
            "FieldValueInvalid weights[0]: Invalid value: 0: weights[0] in body should be greater than 0",
            "FieldValueInvalid weights[2]: Invalid value: 11: weights[2] in body should be less than or equal to 10",
            r#"FieldValueInvalid <nil>: Invalid value: "": "weights" must validate all the schemas (allOf). None validated"#,
            // A map value is named as a field, as the API server's schema
            // validation names it.
            r#"FieldValueInvalid labels.x: Invalid value: "": labels.x in body should be at least 1 chars long"#,
            r#"FieldValueNotSupported labels.x: Unsupported value: "": supported values: "a", "bb""#,
            r#"FieldValueNotSupported labels.y: Unsupported value: "c": supported values: "a", "bb""#,
            "FieldValueInvalid endpoint.port: Invalid value: 0: endpoint.port in body should be greater than or equal to 1",
            r#"FieldValueTypeInvalid endpoint.host: Invalid value: "-bad-": endpoint.host in body must be of type hostname: "-bad-""#,
            r#"FieldValueInvalid <nil>: Invalid value: "": "endpoint" must validate all the schemas (allOf). None validated"#,
            "FieldValueInvalid groups.g[0]: Invalid value: 1: groups.g[0] in body should be a multiple of 2",
            "FieldValueInvalid groups.g[2]: Invalid value: 3: groups.g[2] in body should be a multiple of 2",
            // Below a map value: the value's entry; its `maxItems` is the
            // value's own keyword.
            r#"FieldValueInvalid <nil>: Invalid value: "": "groups.g" must validate all the schemas (allOf). None validated"#,
            "FieldValueTooMany groups.g: Too many: 3: must have at most 2 items",
            "FieldValueInvalid endpoints[1].port: Invalid value: 8080: endpoints[1].port in body should be less than or equal to 1024",
            // Nested in turn: the item's entry, then the list's.
            r#"FieldValueInvalid <nil>: Invalid value: "": "endpoints[1]" must validate all the schemas (allOf). None validated"#,
            r#"FieldValueInvalid <nil>: Invalid value: "": "endpoints" must validate all the schemas (allOf). None validated"#,
            "FieldValueTooLong matrix[0][1]: Too long: may not be more than 2 bytes",
            r#"FieldValueInvalid <nil>: Invalid value: "": "matrix[0]" must validate all the schemas (allOf). None validated"#,
            "FieldValueTooLong matrix[1][0]: Too long: may not be more than 2 bytes",
            r#"FieldValueInvalid <nil>: Invalid value: "": "matrix[1]" must validate all the schemas (allOf). None validated"#,
            r#"FieldValueInvalid <nil>: Invalid value: "": "matrix" must validate all the schemas (allOf). None validated"#,
            r#"FieldValueInvalid tags.t: Invalid value: "ABC": tags.t in body should match '^[a-z]+$'"#,
            // The node's two entries, its type's and its field's, in the
            // schema's order, summed up once, after both entries' errors.
            "FieldValueInvalid pair.a: Invalid value: -1: pair.a in body should be greater than or equal to 0",
            "FieldValueInvalid pair.b: Invalid value: 10: pair.b in body should be less than or equal to 9",
            r#"FieldValueInvalid <nil>: Invalid value: "": "pair" must validate all the schemas (allOf). None validated"#,
            // Below a map value through the value's type: named so too.
            "FieldValueInvalid pairs.p.a: Invalid value: -2: pairs.p.a in body should be greater than or equal to 0",
            r#"FieldValueInvalid <nil>: Invalid value: "": "pairs.p" must validate all the schemas (allOf). None validated"#,
        ]
    );
}

#[test]
fn the_outer_markers_still_apply_beside_the_nested_ones() {
    let obj = Nested {
        names: vec!["a".into(); 5],
        labels: BTreeMap::from([
            ("a".into(), "a".into()),
            ("b".into(), "a".into()),
            ("c".into(), "a".into()),
            ("d".into(), "a".into()),
        ]),
        ..valid()
    };
    assert_eq!(
        create(&obj),
        [
            "FieldValueTooMany names: Too many: 5: must have at most 4 items",
            "FieldValueTooMany labels: Too many: 4: must have at most 3 items",
        ]
    );
}

#[test]
fn schemas_hold_the_nested_keywords_where_they_apply() {
    // `Late`'s types carry `k8s:validateFalse`, which no schema says.
    let schemas = lowered::schemas("nested_markers", KubeVersion::NEWEST, Policy::Omit);
    let json = serde_json::to_string_pretty(&schemas).unwrap();
    insta::assert_snapshot!(json);
}

#[test]
fn entries_never_ratchet_and_the_rest_does() {
    // An update that leaves invalid values as they were: the API server
    // ratchets the keywords outside `allOf` (a map's own value schema,
    // `maxItems` on the list) but never what an `allOf` entry finds, at
    // any depth or below an unchanged map value.
    let old = Nested {
        names: vec!["abcd".into(); 5],
        labels: BTreeMap::from([("x".into(), "".into())]),
        groups: BTreeMap::from([("g".into(), vec![1, 2, 4])]),
        matrix: vec![vec!["abc".into()]],
        pairs: BTreeMap::from([("p".into(), Pair { a: -1, b: 0 })]),
        ..valid()
    };
    let unchanged = [
        "FieldValueTooLong names[0]: Too long: may not be more than 3 bytes",
        "FieldValueTooLong names[1]: Too long: may not be more than 3 bytes",
        "FieldValueTooLong names[2]: Too long: may not be more than 3 bytes",
        "FieldValueTooLong names[3]: Too long: may not be more than 3 bytes",
        "FieldValueTooLong names[4]: Too long: may not be more than 3 bytes",
        r#"FieldValueInvalid <nil>: Invalid value: "": "names" must validate all the schemas (allOf). None validated"#,
        "FieldValueInvalid groups.g[0]: Invalid value: 1: groups.g[0] in body should be a multiple of 2",
        r#"FieldValueInvalid <nil>: Invalid value: "": "groups.g" must validate all the schemas (allOf). None validated"#,
        "FieldValueTooLong matrix[0][0]: Too long: may not be more than 2 bytes",
        r#"FieldValueInvalid <nil>: Invalid value: "": "matrix[0]" must validate all the schemas (allOf). None validated"#,
        r#"FieldValueInvalid <nil>: Invalid value: "": "matrix" must validate all the schemas (allOf). None validated"#,
        "FieldValueInvalid pairs.p.a: Invalid value: -1: pairs.p.a in body should be greater than or equal to 0",
        r#"FieldValueInvalid <nil>: Invalid value: "": "pairs.p" must validate all the schemas (allOf). None validated"#,
    ];
    assert_eq!(common::update(validate_nested, &old, &old), unchanged);
    // Changing the map around the unchanged value keeps its entry's errors
    // and checks the new value's own keywords.
    let changed = Nested {
        labels: BTreeMap::from([("x".into(), "".into()), ("y".into(), "bb".into())]),
        groups: BTreeMap::from([("g".into(), vec![1, 2, 4]), ("h".into(), vec![2, 4, 6])]),
        ..old.clone()
    };
    assert_eq!(
        common::update(validate_nested, &changed, &old),
        [
            "FieldValueTooLong names[0]: Too long: may not be more than 3 bytes",
            "FieldValueTooLong names[1]: Too long: may not be more than 3 bytes",
            "FieldValueTooLong names[2]: Too long: may not be more than 3 bytes",
            "FieldValueTooLong names[3]: Too long: may not be more than 3 bytes",
            "FieldValueTooLong names[4]: Too long: may not be more than 3 bytes",
            r#"FieldValueInvalid <nil>: Invalid value: "": "names" must validate all the schemas (allOf). None validated"#,
            "FieldValueInvalid groups.g[0]: Invalid value: 1: groups.g[0] in body should be a multiple of 2",
            r#"FieldValueInvalid <nil>: Invalid value: "": "groups.g" must validate all the schemas (allOf). None validated"#,
            "FieldValueTooMany groups.h: Too many: 3: must have at most 2 items",
            "FieldValueTooLong matrix[0][0]: Too long: may not be more than 2 bytes",
            r#"FieldValueInvalid <nil>: Invalid value: "": "matrix[0]" must validate all the schemas (allOf). None validated"#,
            r#"FieldValueInvalid <nil>: Invalid value: "": "matrix" must validate all the schemas (allOf). None validated"#,
            "FieldValueInvalid pairs.p.a: Invalid value: -1: pairs.p.a in body should be greater than or equal to 0",
            r#"FieldValueInvalid <nil>: Invalid value: "": "pairs.p" must validate all the schemas (allOf). None validated"#,
        ]
    );
}

#[test]
fn unchanged_atomic_and_set_lists_run_their_items_entries_alone() {
    use output_tests::nested_markers::{validate_lists, Lists};
    let pair = |a| Pair { a, b: 0 };
    let old = Lists {
        atomic: vec![pair(-1), pair(-2), pair(0)],
        set: vec![vec!["abc".into()], vec!["ab".into()]],
    };
    let items = [
        "FieldValueInvalid atomic[0].a: Invalid value: -1: atomic[0].a in body should be greater than or equal to 0",
        r#"FieldValueInvalid <nil>: Invalid value: "": "atomic[0]" must validate all the schemas (allOf). None validated"#,
        "FieldValueInvalid atomic[1].a: Invalid value: -2: atomic[1].a in body should be greater than or equal to 0",
        r#"FieldValueInvalid <nil>: Invalid value: "": "atomic[1]" must validate all the schemas (allOf). None validated"#,
        "FieldValueTooLong set[0][0]: Too long: may not be more than 2 bytes",
        r#"FieldValueInvalid <nil>: Invalid value: "": "set[0]" must validate all the schemas (allOf). None validated"#,
    ];
    // New: the list's own `maxItems` and every item's entry.
    let too_many = "FieldValueTooMany atomic: Too many: 3: must have at most 2 items";
    let mut created = vec![too_many];
    created.extend(items);
    assert_eq!(common::create(validate_lists, &old), created);
    // Unchanged: the list's own keyword ratchets, its items' entries (the
    // API server pairs no old item with them, and never ratchets `allOf`)
    // do not.
    assert_eq!(common::update(validate_lists, &old, &old), items);
    // A changed `set` whose invalid item is unchanged: its entry still
    // runs; the new item is checked whole.
    let changed = Lists {
        set: vec![vec!["abc".into()], vec!["ab".into()], vec!["xyz".into()]],
        ..old.clone()
    };
    let mut with_new = items.to_vec();
    with_new.extend([
        "FieldValueTooLong set[2][0]: Too long: may not be more than 2 bytes",
        r#"FieldValueInvalid <nil>: Invalid value: "": "set[2]" must validate all the schemas (allOf). None validated"#,
    ]);
    assert_eq!(common::update(validate_lists, &changed, &old), with_new);
}

#[test]
fn two_entries_through_option_and_box_are_summed_up_once() {
    use output_tests::nested_markers::{validate_wrapped, Wrapped};
    let obj = Wrapped {
        optional: Some(Pair { a: -1, b: 10 }),
        boxed: Box::new(Pair { a: 0, b: 10 }),
    };
    let want = [
        "FieldValueInvalid optional.a: Invalid value: -1: optional.a in body should be greater than or equal to 0",
        "FieldValueInvalid optional.b: Invalid value: 10: optional.b in body should be less than or equal to 9",
        r#"FieldValueInvalid <nil>: Invalid value: "": "optional" must validate all the schemas (allOf). None validated"#,
        // One entry of two failed.
        "FieldValueInvalid boxed.b: Invalid value: 10: boxed.b in body should be less than or equal to 9",
        r#"FieldValueInvalid <nil>: Invalid value: "": "boxed" must validate all the schemas (allOf)"#,
    ];
    assert_eq!(common::create(validate_wrapped, &obj), want);
    // Unchanged: entries never ratchet.
    assert_eq!(common::update(validate_wrapped, &obj, &obj), want);
    // Absent: neither entry runs.
    let absent = Wrapped {
        optional: None,
        boxed: Box::new(Pair { a: -1, b: 0 }),
    };
    assert_eq!(
        common::create(validate_wrapped, &absent),
        [
            "FieldValueInvalid boxed.a: Invalid value: -1: boxed.a in body should be greater than or equal to 0",
            r#"FieldValueInvalid <nil>: Invalid value: "": "boxed" must validate all the schemas (allOf)"#,
        ]
    );
}

/// `pair.a` under the type's `minimum`, then `pair.b` over the field's
/// `maximum`, then the node's one summary, in the order the API server
/// reports the node's entries (the schema lists the type's first). The
/// field's entry runs first (before the field's other checks and the
/// type's walk); the type's entry's summary, wherever its walk reports
/// it, is the node's, and the field's entry's errors move to just before
/// it.
fn both_failed(node: &str) -> [String; 3] {
    [
        format!("FieldValueInvalid {node}.a: Invalid value: -1: {node}.a in body should be greater than or equal to 0"),
        format!("FieldValueInvalid {node}.b: Invalid value: 10: {node}.b in body should be less than or equal to 9"),
        format!(
            r#"FieldValueInvalid <nil>: Invalid value: "": "{node}" must validate all the schemas (allOf). None validated"#
        ),
    ]
}

#[test]
fn two_entries_beside_the_fields_other_checks_are_summed_up_once() {
    use output_tests::nested_markers::{validate_checked, Checked};
    let bad = Pair { a: -1, b: 10 };
    let obj = Checked {
        frozen: bad.clone(),
        required: Some(bad.clone()),
    };
    let both: Vec<String> = both_failed("frozen")
        .into_iter()
        .chain(both_failed("required"))
        .collect();
    assert_eq!(common::create(validate_checked, &obj), both);
    // Unchanged: entries never ratchet.
    assert_eq!(common::update(validate_checked, &obj, &obj), both);
    // Changed: `k8s:immutable` fails and stops the walk into `Pair`, which
    // the API server's schema validation never skips: the type's entry's
    // errors and the node's summary are still reported, after it.
    let old = Checked {
        frozen: Pair { a: -1, b: 11 },
        ..obj.clone()
    };
    let [a_low, b_high, none] = both_failed("frozen");
    let mut changed = vec![
        "FieldValueInvalid frozen: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"
            .to_owned(),
        a_low,
        b_high,
        none,
    ];
    changed.extend(both_failed("required"));
    assert_eq!(common::update(validate_checked, &obj, &old), changed);
    // One entry of two failed, either one.
    let one_each = Checked {
        frozen: Pair { a: -1, b: 0 },
        required: Some(Pair { a: 0, b: 10 }),
    };
    assert_eq!(
        common::create(validate_checked, &one_each),
        [
            "FieldValueInvalid frozen.a: Invalid value: -1: frozen.a in body should be greater than or equal to 0",
            r#"FieldValueInvalid <nil>: Invalid value: "": "frozen" must validate all the schemas (allOf)"#,
            "FieldValueInvalid required.b: Invalid value: 10: required.b in body should be less than or equal to 9",
            r#"FieldValueInvalid <nil>: Invalid value: "": "required" must validate all the schemas (allOf)"#,
        ]
    );
    // Absent: `k8s:required` fails; neither entry runs.
    let absent = Checked {
        frozen: Pair { a: 0, b: 0 },
        required: None,
    };
    assert_eq!(
        common::create(validate_checked, &absent),
        ["FieldValueRequired required: Required value [short-circuit]"]
    );
}

#[test]
fn two_entries_around_the_types_other_checks_are_summed_up_once() {
    use output_tests::nested_markers::{validate_late, Late, LatePair, StoppedPair};
    let obj = Late {
        late: LatePair { a: -1, b: 10 },
        stopped: StoppedPair { a: -1, b: 10 },
    };
    let [late_a, late_b, late_none] = both_failed("late");
    let [stopped_a, stopped_b, stopped_none] = both_failed("stopped");
    let first =
        r#"FieldValueInvalid late: Invalid value: {"a":-1,"b":10}: forced failure: first (origin: validateFalse)"#;
    // `StoppedPair`'s short-circuit stops its entry; the node's entries
    // are still reported, and summed up once, after it.
    let stop = r#"FieldValueInvalid stopped: Invalid value: {"a":-1,"b":10}: forced failure: stop (origin: validateFalse) [short-circuit]"#;
    let want = [
        late_a.as_str(),
        late_b.as_str(),
        late_none.as_str(),
        first,
        stop,
        stopped_a.as_str(),
        stopped_b.as_str(),
        stopped_none.as_str(),
    ];
    assert_eq!(common::create(validate_late, &obj), want);
    // Unchanged: only the entries run (the type's other checks ratchet).
    assert_eq!(
        common::update(validate_late, &obj, &obj),
        [late_a, late_b, late_none, stopped_a, stopped_b, stopped_none]
    );
    // One entry of two failed, either one.
    let one_each = Late {
        late: LatePair { a: 0, b: 10 },
        stopped: StoppedPair { a: -1, b: 0 },
    };
    assert_eq!(
        common::create(validate_late, &one_each),
        [
            "FieldValueInvalid late.b: Invalid value: 10: late.b in body should be less than or equal to 9",
            r#"FieldValueInvalid <nil>: Invalid value: "": "late" must validate all the schemas (allOf)"#,
            r#"FieldValueInvalid late: Invalid value: {"a":0,"b":10}: forced failure: first (origin: validateFalse)"#,
            r#"FieldValueInvalid stopped: Invalid value: {"a":-1,"b":0}: forced failure: stop (origin: validateFalse) [short-circuit]"#,
            "FieldValueInvalid stopped.a: Invalid value: -1: stopped.a in body should be greater than or equal to 0",
            r#"FieldValueInvalid <nil>: Invalid value: "": "stopped" must validate all the schemas (allOf)"#,
        ]
    );
}

#[test]
fn a_structs_entry_and_its_embedded_structs_are_summed_up_once() {
    use output_tests::nested_markers::{validate_embedded, validate_embedding, Embedded, Embedding};
    let bad = Embedding {
        pair: Pair { a: -1, b: 0 },
        c: -1,
    };
    // At the root: the struct's own entry runs first, then the walk into
    // the struct it embeds, whose entry's summary is the node's, named
    // `""`; the errors are in the schema's order, the embedded struct's
    // entry first, its fields named as the root's (`a`), as the API
    // server's schema validation names them.
    let c_low = "FieldValueInvalid c: Invalid value: -1: c in body should be greater than or equal to 0";
    let a_low = "FieldValueInvalid a: Invalid value: -1: a in body should be greater than or equal to 0";
    let none =
        r#"FieldValueInvalid <nil>: Invalid value: "": "" must validate all the schemas (allOf). None validated"#;
    let some = r#"FieldValueInvalid <nil>: Invalid value: "": "" must validate all the schemas (allOf)"#;
    assert_eq!(common::create(validate_embedding, &bad), [a_low, c_low, none]);
    assert_eq!(common::update(validate_embedding, &bad, &bad), [a_low, c_low, none]);
    let only_embedded = Embedding { c: 0, ..bad.clone() };
    assert_eq!(common::create(validate_embedding, &only_embedded), [a_low, some]);
    let only_own = Embedding {
        pair: Pair { a: 0, b: 0 },
        c: -1,
    };
    assert_eq!(common::create(validate_embedding, &only_own), [c_low, some]);
    // Below a field with an entry of its own: three entries on one node,
    // reported in the schema's order (the embedded struct's, the struct's,
    // the field's); and as the items of an atomic list, whose unchanged
    // items still run their entries.
    let obj = Embedded {
        embedding: bad.clone(),
        list: vec![bad.clone(), Embedding { c: 0, ..bad.clone() }],
    };
    let want = [
        "FieldValueInvalid embedding.a: Invalid value: -1: embedding.a in body should be greater than or equal to 0",
        "FieldValueInvalid embedding.c: Invalid value: -1: embedding.c in body should be greater than or equal to 0",
        "FieldValueInvalid embedding.c: Invalid value: -1: embedding.c in body should be a multiple of 2",
        r#"FieldValueInvalid <nil>: Invalid value: "": "embedding" must validate all the schemas (allOf). None validated"#,
        "FieldValueInvalid list[0].a: Invalid value: -1: list[0].a in body should be greater than or equal to 0",
        "FieldValueInvalid list[0].c: Invalid value: -1: list[0].c in body should be greater than or equal to 0",
        r#"FieldValueInvalid <nil>: Invalid value: "": "list[0]" must validate all the schemas (allOf). None validated"#,
        "FieldValueInvalid list[1].a: Invalid value: -1: list[1].a in body should be greater than or equal to 0",
        r#"FieldValueInvalid <nil>: Invalid value: "": "list[1]" must validate all the schemas (allOf)"#,
    ];
    assert_eq!(common::create(validate_embedded, &obj), want);
    assert_eq!(common::update(validate_embedded, &obj, &obj), want);
    // One of three failing: the field's alone, the embedded struct's alone.
    let one = Embedded {
        embedding: Embedding {
            pair: Pair { a: 0, b: 0 },
            c: 1,
        },
        list: vec![],
    };
    assert_eq!(
        common::create(validate_embedded, &one),
        [
            "FieldValueInvalid embedding.c: Invalid value: 1: embedding.c in body should be a multiple of 2",
            r#"FieldValueInvalid <nil>: Invalid value: "": "embedding" must validate all the schemas (allOf)"#,
        ]
    );
    let embedded_only = Embedded {
        embedding: Embedding {
            pair: Pair { a: -1, b: 0 },
            c: 2,
        },
        list: vec![],
    };
    assert_eq!(
        common::create(validate_embedded, &embedded_only),
        [
            "FieldValueInvalid embedding.a: Invalid value: -1: embedding.a in body should be greater than or equal to 0",
            r#"FieldValueInvalid <nil>: Invalid value: "": "embedding" must validate all the schemas (allOf)"#,
        ]
    );
}

#[test]
fn a_structs_entry_and_the_entries_of_two_structs_it_embeds_are_summed_up_once() {
    use output_tests::nested_markers::{
        validate_holds_two_embedded, validate_two_embedded, HoldsTwoEmbedded, OnlyEmbedded, Target, TwoEmbedded,
    };
    let low = |name: &str, min: i32| {
        format!("FieldValueInvalid {name}: Invalid value: -1: {name} in body should be greater than or equal to {min}")
    };
    let summary = |node: &str, none: bool| {
        let none = if none { ". None validated" } else { "" };
        format!(r#"FieldValueInvalid <nil>: Invalid value: "": "{node}" must validate all the schemas (allOf){none}"#)
    };
    // At the root: the embedded structs' entries in field order, then the
    // struct's own, then the one summary; the embedded fields named as the
    // root's.
    let bad = TwoEmbedded {
        pair: Pair { a: -1, b: 0 },
        c: -1,
        target: Target { port: -1 },
    };
    let every = [low("a", 0), low("port", 1), low("c", 0), summary("", true)];
    assert_eq!(common::create(validate_two_embedded, &bad), every);
    assert_eq!(common::update(validate_two_embedded, &bad, &bad), every);
    // One embedded struct unchanged (its walk skipped), the other changed.
    let old = TwoEmbedded {
        target: Target { port: -2 },
        ..bad.clone()
    };
    assert_eq!(common::update(validate_two_embedded, &bad, &old), every);
    let second_alone = TwoEmbedded {
        pair: Pair { a: 0, b: 0 },
        c: 0,
        ..bad.clone()
    };
    assert_eq!(
        common::create(validate_two_embedded, &second_alone),
        [low("port", 1), summary("", false)]
    );
    // Below a field with an entry of its own (four entries: the type's,
    // then the field's), and as the items of an atomic list.
    let only = |a, port| OnlyEmbedded {
        pair: Pair { a, b: 0 },
        target: Target { port },
    };
    let holds = HoldsTwoEmbedded {
        only: only(-1, -1),
        marked: TwoEmbedded { c: 10, ..bad.clone() },
        list: vec![only(-1, -1), only(0, -1)],
    };
    let want = [
        low("only.a", 0),
        low("only.port", 1),
        summary("only", true),
        low("marked.a", 0),
        low("marked.port", 1),
        "FieldValueInvalid marked.c: Invalid value: 10: marked.c in body should be less than or equal to 9".to_owned(),
        summary("marked", false),
        low("list[0].a", 0),
        low("list[0].port", 1),
        summary("list[0]", true),
        low("list[1].port", 1),
        summary("list[1]", false),
    ];
    assert_eq!(common::create(validate_holds_two_embedded, &holds), want);
    assert_eq!(common::update(validate_holds_two_embedded, &holds, &holds), want);
}

#[test]
fn valid_values_with_several_entries_per_node_allocate_nothing() {
    use output_tests::nested_markers::{
        validate_checked, validate_embedded, validate_newtypes, validate_wrapped, Checked, Embedded, Embedding,
        Newtypes, WrapPair, Wrapped,
    };
    let pair = Pair { a: 0, b: 9 };
    let embedding = Embedding {
        pair: pair.clone(),
        c: 0,
    };
    let checked = Checked {
        frozen: pair.clone(),
        required: Some(pair.clone()),
    };
    let embedded = Embedded {
        embedding: embedding.clone(),
        list: vec![embedding.clone()],
    };
    let wrapped = Wrapped {
        optional: Some(pair.clone()),
        boxed: Box::new(pair.clone()),
    };
    let newtypes = Newtypes {
        wrapped: WrapPair(pair.clone()),
        marked: WrapPair(Pair { a: 0, b: 2 }),
        list: vec![WrapPair(pair.clone())],
    };
    let nested = valid();
    let (create, update) = (Operation::create(), Operation::update());
    let run = || {
        let root = Path::root();
        let mut errors = 0;
        // On create, and on an unchanged update (the entries' walks).
        for op in [&create, &update] {
            fn old<'a, T>(op: &Operation, value: &'a T) -> Option<&'a T> {
                op.is_update().then_some(value)
            }
            errors += validate_nested(op, &root, Some(&nested), old(op, &nested)).len()
                + validate_checked(op, &root, Some(&checked), old(op, &checked)).len()
                + validate_embedded(op, &root, Some(&embedded), old(op, &embedded)).len()
                + validate_wrapped(op, &root, Some(&wrapped), old(op, &wrapped)).len()
                + validate_newtypes(op, &root, Some(&newtypes), old(op, &newtypes)).len()
                + output_tests::nested_markers::validate_embedding(op, &root, Some(&embedding), old(op, &embedding))
                    .len();
        }
        errors
    };
    // The first run compiles the patterns.
    assert_eq!(run(), 0);
    let before = ALLOCATIONS.with(Cell::get);
    assert_eq!(run(), 0);
    assert_eq!(ALLOCATIONS.with(Cell::get) - before, 0);
}

#[test]
fn a_chain_of_two_entry_nodes_sums_each_up_once() {
    use output_tests::nested_markers::{validate_link, Link};
    fn chain(values: &[i32]) -> Link {
        values
            .iter()
            .rev()
            .fold(None, |next: Option<Box<Link>>, &v| Some(Box::new(Link { v, next })))
            .map_or_else(Link::default, |b| *b)
    }
    let summary = |node: &str, none: bool| {
        let none = if none { ". None validated" } else { "" };
        format!(r#"FieldValueInvalid <nil>: Invalid value: "": "{node}" must validate all the schemas (allOf){none}"#)
    };
    // The root has its type's entry alone; each link below it, its
    // field's and its type's.
    let obj = chain(&[-1, -1, 1, -2]);
    let want = [
        "FieldValueInvalid v: Invalid value: -1: v in body should be greater than or equal to 0".to_owned(),
        summary("", true),
        "FieldValueInvalid next.v: Invalid value: -1: next.v in body should be greater than or equal to 0".to_owned(),
        "FieldValueInvalid next.v: Invalid value: -1: next.v in body should be a multiple of 2".to_owned(),
        summary("next", true),
        "FieldValueInvalid next.next.v: Invalid value: 1: next.next.v in body should be a multiple of 2".to_owned(),
        summary("next.next", false),
        "FieldValueInvalid next.next.next.v: Invalid value: -2: next.next.next.v in body should be greater than or equal to 0"
            .to_owned(),
        summary("next.next.next", false),
    ];
    assert_eq!(common::create(validate_link, &obj), want);
    assert_eq!(common::update(validate_link, &obj, &obj), want);
    // Deep: every link fails both entries, one summary per link, each
    // after its link's entries and before the links below.
    let depth = 500;
    let deep = chain(&vec![-1; depth]);
    let errors = common::create(validate_link, &deep);
    assert_eq!(errors.len(), 2 + 3 * (depth - 1));
    let mut node = String::new();
    for (i, summary_line) in errors.iter().skip(1).step_by(3).enumerate() {
        assert_eq!(summary_line, &summary(&node, true), "link {i}");
        node = if node.is_empty() {
            "next".to_owned()
        } else {
            format!("{node}.next")
        };
    }
}

#[test]
fn a_newtypes_entry_and_its_values_are_summed_up_once() {
    use output_tests::nested_markers::{validate_newtypes, Newtypes, WrapPair};
    let obj = Newtypes {
        wrapped: WrapPair(Pair { a: -1, b: 11 }),
        marked: WrapPair(Pair { a: -1, b: 11 }),
        list: vec![WrapPair(Pair { a: -1, b: 10 })],
    };
    // The newtype's own entry runs first, then the walk into its value,
    // whose entry's summary is the node's; reported in the schema's order,
    // the value's entry first (below a field with an entry of its own, the
    // field's last).
    let want = [
        "FieldValueInvalid wrapped.a: Invalid value: -1: wrapped.a in body should be greater than or equal to 0",
        "FieldValueInvalid wrapped.b: Invalid value: 11: wrapped.b in body should be less than or equal to 9",
        r#"FieldValueInvalid <nil>: Invalid value: "": "wrapped" must validate all the schemas (allOf). None validated"#,
        "FieldValueInvalid marked.a: Invalid value: -1: marked.a in body should be greater than or equal to 0",
        "FieldValueInvalid marked.b: Invalid value: 11: marked.b in body should be less than or equal to 9",
        "FieldValueInvalid marked.b: Invalid value: 11: marked.b in body should be a multiple of 2",
        r#"FieldValueInvalid <nil>: Invalid value: "": "marked" must validate all the schemas (allOf). None validated"#,
        "FieldValueInvalid list[0].a: Invalid value: -1: list[0].a in body should be greater than or equal to 0",
        "FieldValueInvalid list[0].b: Invalid value: 10: list[0].b in body should be less than or equal to 9",
        r#"FieldValueInvalid <nil>: Invalid value: "": "list[0]" must validate all the schemas (allOf). None validated"#,
    ];
    assert_eq!(common::create(validate_newtypes, &obj), want);
    assert_eq!(common::update(validate_newtypes, &obj, &obj), want);
    let value_only = Newtypes {
        wrapped: WrapPair(Pair { a: -1, b: 0 }),
        marked: WrapPair(Pair { a: 0, b: 0 }),
        list: vec![],
    };
    assert_eq!(
        common::create(validate_newtypes, &value_only),
        [
            "FieldValueInvalid wrapped.a: Invalid value: -1: wrapped.a in body should be greater than or equal to 0",
            r#"FieldValueInvalid <nil>: Invalid value: "": "wrapped" must validate all the schemas (allOf)"#,
        ]
    );
}

/// One entry, the type's, below `k8s:immutable`: on a changed value the
/// short-circuit stops the walk into the type, not the entry, which the
/// API server's schema validation runs whatever else fails.
#[test]
fn a_types_entry_runs_below_a_failing_short_circuit() {
    use output_tests::nested_markers::{validate_frozen, Frozen};
    let bad = Frozen {
        pair: Pair { a: -1, b: 0 },
    };
    let entry = [
        "FieldValueInvalid pair.a: Invalid value: -1: pair.a in body should be greater than or equal to 0",
        r#"FieldValueInvalid <nil>: Invalid value: "": "pair" must validate all the schemas (allOf). None validated"#,
    ];
    assert_eq!(common::create(validate_frozen, &bad), entry);
    // Unchanged: the entry never ratchets.
    assert_eq!(common::update(validate_frozen, &bad, &bad), entry);
    // Changed: `k8s:immutable` fails and stops the walk; the entry runs.
    let old = Frozen {
        pair: Pair { a: -2, b: 0 },
    };
    let mut changed =
        vec!["FieldValueInvalid pair: Invalid value: null: field is immutable (origin: immutable) [short-circuit]"];
    changed.extend(entry);
    assert_eq!(common::update(validate_frozen, &bad, &old), changed);
    // Changed and valid: only the short-circuit.
    let fine = Frozen {
        pair: Pair { a: 1, b: 0 },
    };
    assert_eq!(common::update(validate_frozen, &fine, &old), &changed[..1]);
}

/// An alias with nested markers of a struct with its own: one node, two
/// entries (the struct's, then the alias's), one summary.
#[test]
fn an_aliass_entry_and_its_structs_are_summed_up_once() {
    use output_tests::nested_markers::{validate_aliased, Aliased};
    let both = Aliased {
        pair: Pair { a: -1, b: 10 },
    };
    let want = both_failed("pair");
    assert_eq!(common::create(validate_aliased, &both), want);
    // Unchanged: the entries never ratchet.
    assert_eq!(common::update(validate_aliased, &both, &both), want);
    let [a_low, b_high, _] = want;
    let some = r#"FieldValueInvalid <nil>: Invalid value: "": "pair" must validate all the schemas (allOf)"#;
    let one = Aliased {
        pair: Pair { a: 0, b: 10 },
    };
    assert_eq!(common::create(validate_aliased, &one), [b_high.as_str(), some]);
    let other = Aliased {
        pair: Pair { a: -1, b: 0 },
    };
    assert_eq!(common::create(validate_aliased, &other), [a_low.as_str(), some]);
}

#[test]
fn markers_and_subfields_name_the_fields_embedded_structs_promote() {
    use output_tests::nested_markers::{validate_promoting, OnlyEmbedded, Promoting, Target};
    let only = |a, port| OnlyEmbedded {
        pair: Pair { a, b: 0 },
        target: Target { port },
    };
    let obj = Promoting {
        marked: only(-1, 10),
        declared: only(0, 10),
    };
    // The field's entry names `port`, a property of the embedded `Target`:
    // after the type's entries (one failing), one summary; the subfield
    // reaches `port` through the embedded struct.
    let want = [
        "FieldValueInvalid marked.a: Invalid value: -1: marked.a in body should be greater than or equal to 0",
        "FieldValueInvalid marked.port: Invalid value: 10: marked.port in body should be less than or equal to 9",
        r#"FieldValueInvalid <nil>: Invalid value: "": "marked" must validate all the schemas (allOf)"#,
        "FieldValueInvalid declared.port: Invalid value: 10: must be less than or equal to 9 (origin: maximum)",
    ];
    assert_eq!(common::create(validate_promoting, &obj), want);
    assert_eq!(common::update(validate_promoting, &obj, &obj), &want[..3]);
    let valid = Promoting {
        marked: only(0, 9),
        declared: only(0, 9),
    };
    assert_eq!(common::create(validate_promoting, &valid), Vec::<String>::new());
}
