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

// ---- Depth: never overflow the stack ---------------------------------------------

use validation_runtime::depth::MAX_DEPTH;

/// Runs `f` on a thread with a 2 MiB stack, a tokio worker's.
fn on_small_stack<R: Send + 'static>(f: impl FnOnce() -> R + Send + 'static) -> R {
    std::thread::Builder::new()
        .stack_size(2 << 20)
        .spawn(f)
        .unwrap()
        .join()
        .unwrap()
}

/// A `next` chain `levels` deep below the root, built without recursion.
fn next_chain(levels: usize, value: i32) -> Node {
    (0..levels).fold(leaf(value), |node, _| with_next(value, node))
}

/// A `children[0]` chain `levels` deep below the root.
fn child_chain(levels: usize, value: i32) -> Node {
    (0..levels).fold(leaf(value), |node, _| with_children(value, vec![node]))
}

/// Drops a deep tree without recursing (derived drop glue recurses per level).
fn dismantle(node: Node) {
    let mut pending = vec![node];
    while let Some(mut node) = pending.pop() {
        pending.extend(node.next.take().map(|next| *next));
        pending.append(&mut node.children);
    }
}

fn too_deep(segment: &str) -> String {
    let path = vec![segment; MAX_DEPTH].join(".");
    format!("FieldValueInvalid {path}: Invalid value: must not be nested more than {MAX_DEPTH} levels deep")
}

/// 100,000 levels used to overflow a 2 MiB stack (about 8,700 did). Now
/// the levels up to the limit are validated and the first one past it
/// reports the depth, once.
#[test]
fn a_chain_deeper_than_the_limit_reports_the_depth_and_does_not_overflow() {
    let errs = on_small_stack(|| {
        let chain = next_chain(100_000, 0);
        let errs = common::create(validate_node, &chain);
        dismantle(chain);
        errs
    });
    assert_eq!(errs, [too_deep("next")]);

    let errs = on_small_stack(|| {
        let chain = child_chain(100_000, 0);
        let errs = common::create(validate_node, &chain);
        dismantle(chain);
        errs
    });
    assert_eq!(errs, [too_deep("children[0]")]);
}

/// The limit counts levels of the recursive type: a chain exactly at it
/// is validated to the bottom.
#[test]
fn a_chain_at_the_limit_is_validated_to_the_bottom() {
    let errs = on_small_stack(|| {
        let mut chain = next_chain(MAX_DEPTH - 1, 0);
        let mut link = &mut chain;
        while link.next.is_some() {
            link = link.next.as_mut().unwrap();
        }
        link.value = -1;
        let errs = common::create(validate_node, &chain);
        dismantle(chain);
        errs
    });
    assert_eq!(errs.len(), 1, "{errs:?}");
    assert!(errs[0].ends_with("next.value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"));
    assert_eq!(errs[0].matches("next").count(), MAX_DEPTH - 1);
}

/// Updates compare and correlate deep chains without overflowing: a change
/// at the bottom, an unchanged chain (which cannot be compared past the
/// limit, so the depth is reported), and a chain through a list.
#[test]
fn updates_of_deep_chains_do_not_overflow() {
    let errs = on_small_stack(|| {
        let (old, new) = (next_chain(100_000, 0), next_chain(100_000, 0));
        let errs = common::update(validate_node, &new, &old);
        dismantle(old);
        dismantle(new);
        errs
    });
    assert_eq!(errs, [too_deep("next")]);

    let errs = on_small_stack(|| {
        let (old, new) = (child_chain(100_000, 0), child_chain(100_000, 0));
        let errs = common::update(validate_node, &new, &old);
        dismantle(old);
        dismantle(new);
        errs
    });
    assert_eq!(errs, [too_deep("children[0]")]);
}

/// Within the limit, a change at the bottom of a chain is found by comparing
/// each node once, and ratcheting still holds above it.
#[test]
fn an_update_at_the_bottom_of_a_chain_within_the_limit_reports_only_the_change() {
    let errs = on_small_stack(|| {
        let old = next_chain(500, -1);
        let mut new = next_chain(500, -1);
        let mut link = &mut new;
        while link.next.is_some() {
            link = link.next.as_mut().unwrap();
        }
        link.value = -2;
        let errs = common::update(validate_node, &new, &old);
        dismantle(old);
        dismantle(new);
        errs
    });
    assert_eq!(errs.len(), 1);
    assert!(errs[0].ends_with(".next.value: Invalid value: -2: must be greater than or equal to 0 (origin: minimum)"));
}

/// Every level invalid: one error per level up to the limit, then the depth
/// error. The paths' total size is bounded by the limit (at 100,000 levels
/// it was 25 GB).
#[test]
fn an_all_invalid_chain_stops_at_the_limit() {
    let errs = on_small_stack(|| {
        let chain = next_chain(100_000, -1);
        let errs = common::create(validate_node, &chain);
        dismantle(chain);
        errs
    });
    assert_eq!(errs.len(), MAX_DEPTH + 1);
    assert_eq!(
        errs[0],
        "FieldValueInvalid value: Invalid value: -1: must be greater than or equal to 0 (origin: minimum)"
    );
    assert_eq!(errs[MAX_DEPTH], too_deep("next"));
    assert!(errs.iter().map(String::len).sum::<usize>() < 4 << 20);
}
