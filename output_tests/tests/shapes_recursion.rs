//! Recursive types (`Option<Box<T>>` for recursion):
//! errors deep in `next` / `children` chains carry their full paths,
//! and ratcheting follows the correlated old values down
//! the chain.

mod common;

use output_tests::shapes::recursion::{validate_node, Node};

fn leaf(value: i32) -> Node {
    Node {
        value,
        next: None,
        children: Vec::new(),
    }
}

fn with_next(value: i32, next: Node) -> Node {
    Node {
        value,
        next: Some(Box::new(next)),
        children: Vec::new(),
    }
}

fn with_children(value: i32, children: Vec<Node>) -> Node {
    Node {
        value,
        next: None,
        children,
    }
}

#[test]
fn valid_tree_passes() {
    let tree = Node {
        value: 0,
        next: Some(Box::new(with_next(1, leaf(2)))),
        children: vec![leaf(3), with_children(4, vec![leaf(5)])],
    };
    assert_eq!(common::create(validate_node, &tree), common::NONE);
}

#[test]
fn root_value_error_has_no_prefix() {
    assert_eq!(
        common::create(validate_node, &leaf(-1)),
        ["FieldValueInvalid value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn error_deep_in_a_next_chain_has_the_full_path() {
    let chain = with_next(0, with_next(0, with_next(0, leaf(-3))));
    assert_eq!(
        common::create(validate_node, &chain),
        ["FieldValueInvalid next.next.next.value: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn error_deep_in_children_has_the_full_path() {
    let tree = with_children(
        0,
        vec![
            leaf(0),
            with_children(0, vec![leaf(1), leaf(2), with_children(0, vec![leaf(-9)])]),
        ],
    );
    assert_eq!(
        common::create(validate_node, &tree),
        ["FieldValueInvalid children[1].children[2].children[0].value: Invalid value: -9: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn mixed_chains_report_in_field_order_depth_first() {
    let tree = Node {
        value: -1,
        next: Some(Box::new(Node {
            value: -2,
            next: None,
            children: vec![with_next(0, leaf(-3))],
        })),
        children: vec![with_next(-4, leaf(-5)), leaf(-6)],
    };
    assert_eq!(
        common::create(validate_node, &tree),
        [
            "FieldValueInvalid value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid next.value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid next.children[0].next.value: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid children[0].value: Invalid value: -4: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid children[0].next.value: Invalid value: -5: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid children[1].value: Invalid value: -6: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_of_an_unchanged_invalid_tree_is_ratcheted() {
    let tree = Node {
        value: -1,
        next: Some(Box::new(with_next(-2, leaf(-3)))),
        children: vec![with_children(-4, vec![leaf(-5)])],
    };
    assert_eq!(common::update(validate_node, &tree, &tree.clone()), common::NONE);
}

#[test]
fn update_deep_in_a_next_chain_reports_only_the_changed_value() {
    // `next` and `next.next` are correlated with their old values, so the
    // unchanged invalid `next.value` is not reported again.
    let old = with_next(0, with_next(-1, leaf(-2)));
    let new = with_next(0, with_next(-1, leaf(-7)));
    assert_eq!(
        common::update(validate_node, &new, &old),
        ["FieldValueInvalid next.next.value: Invalid value: -7: must be greater than or equal to 0 (origin: minimum)"]
    );
}

#[test]
fn update_adding_a_link_to_a_next_chain_validates_the_new_link() {
    // `next.value` is unchanged (ratcheted); `next.next` has no old value.
    let old = with_next(0, leaf(-1));
    let new = with_next(0, with_next(-1, with_next(-8, leaf(-9))));
    assert_eq!(
        common::update(validate_node, &new, &old),
        [
            "FieldValueInvalid next.next.value: Invalid value: -8: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid next.next.next.value: Invalid value: -9: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}

#[test]
fn update_of_changed_children_revalidates_every_child() {
    // `children` is an atomic list: no old child is correlated, so the
    // unchanged invalid child at [0] is reported again, but the unchanged
    // `next` chain is not.
    let old = Node {
        value: 0,
        next: Some(Box::new(leaf(-1))),
        children: vec![leaf(-2)],
    };
    let new = Node {
        value: 0,
        next: Some(Box::new(leaf(-1))),
        children: vec![leaf(-2), with_next(0, leaf(-3))],
    };
    assert_eq!(
        common::update(validate_node, &new, &old),
        [
            "FieldValueInvalid children[0].value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)",
            "FieldValueInvalid children[1].next.value: Invalid value: -3: must be greater than or equal to 0 (origin: minimum)",
        ]
    );
}
