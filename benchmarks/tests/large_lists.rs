//! The long-list paths the benchmarks time (hashed uniqueness and hashed
//! old/new correlation, above the runtime's linear limit) report exactly
//! what the short-list paths would.

use validation_benchmarks::fixtures::{inventory, inventory_changed};
use validation_benchmarks::large::validate_inventory;
use validation_runtime::{Operation, Path};

fn rendered(errs: &validation_runtime::ErrorList) -> Vec<String> {
    errs.iter().map(ToString::to_string).collect()
}

#[test]
fn duplicates_in_ten_thousand_items() {
    let mut inv = inventory(10_000);
    inv.tags.push("tag-17".into());
    inv.tags.push("tag-9999".into());
    inv.items.push(inv.items[42].clone());
    let errs = validate_inventory(&Operation::create(), &Path::root(), Some(&inv), None);
    assert_eq!(
        rendered(&errs),
        [
            "tags[10000]: Duplicate value: \"tag-17\"",
            "tags[10001]: Duplicate value: \"tag-9999\"",
            "items[10000]: Duplicate value: {\"name\":\"item-42\",\"count\":42}",
        ]
    );
}

#[test]
fn update_correlates_items_by_key_not_position() {
    let old = inventory(10_000);
    let mut new = inventory_changed(10_000);
    // Reversed: the item at index 0 is "item-9999"; break one changed item.
    let changed_index = new.items.iter().position(|i| i.name == "item-9990").unwrap();
    new.items[changed_index].count = -1;
    let errs = validate_inventory(&Operation::update(), &Path::root(), Some(&new), Some(&old));
    assert_eq!(
        rendered(&errs),
        [format!(
            "items[{changed_index}].count: Invalid value: -1: must be greater than or equal to 0"
        )]
    );
    // The same broken item, unchanged from an old object that had it, is
    // ratcheted: no error.
    let errs = validate_inventory(&Operation::update(), &Path::root(), Some(&new), Some(&new));
    assert!(errs.is_empty());
}
