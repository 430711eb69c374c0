//! Valid objects validate without heap allocation, on create and on update,
//! directly and through the scheme: the example API's `Widget` and the
//! benchmarks' Pod-like kind. A counting global allocator counts the
//! allocations made by the current thread while validating.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use example_api::apps::v1::{validate_widget, validate_widget_rollout, Widget};
use validation_benchmarks::fixtures::{changed_pod, invalid_pod, inventory, inventory_changed, valid_pod};
use validation_benchmarks::large::validate_inventory;
use validation_benchmarks::pods::validate_pod;
use validation_runtime::rollout::{Rollout, ValidationSwitches};
use validation_runtime::{Operation, Path, Scheme};

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

/// Allocations made by `f` on this thread, and its result.
fn allocations<T>(f: impl FnOnce() -> T) -> (usize, T) {
    let before = ALLOCATIONS.with(Cell::get);
    let result = f();
    (ALLOCATIONS.with(Cell::get) - before, result)
}

/// The fixtures' valid `Widget` with `replicas` workers.
fn widget(replicas: i32) -> Widget {
    let mut widget = validation_benchmarks::fixtures::widget();
    widget.spec.replicas = Some(replicas);
    widget
}

#[test]
fn valid_widgets_validate_without_allocating() {
    let create = Operation::create();
    let update = Operation::update();
    let (old, new, changed, invalid) = (widget(3), widget(3), widget(4), widget(-1));
    let mut scheme = Scheme::new();
    example_api::apps::v1::register_validations(&mut scheme);

    let (count, errs) = allocations(|| validate_widget(&create, &Path::root(), Some(&new), None));
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(count, 0, "create");

    let (count, errs) = allocations(|| validate_widget(&update, &Path::root(), Some(&new), Some(&old)));
    assert!(errs.is_empty());
    assert_eq!(count, 0, "unchanged update");

    let (count, errs) = allocations(|| validate_widget(&update, &Path::root(), Some(&changed), Some(&old)));
    assert!(errs.is_empty());
    assert_eq!(count, 0, "changed update");

    let (count, errs) = allocations(|| scheme.validate(&create, &new, None));
    assert!(errs.is_empty());
    assert_eq!(count, 0, "through the scheme");

    // The counter works: an invalid object allocates its error.
    let (count, errs) = allocations(|| validate_widget(&create, &Path::root(), Some(&invalid), None));
    assert_eq!(errs.len(), 1);
    assert!(count > 0);
}

#[test]
fn valid_objects_pass_the_rollout_without_allocating() {
    let (old, new, changed) = (widget(3), widget(3), widget(4));
    for (declarative_validation, takeover) in [(false, false), (true, false), (true, true)] {
        let rollout = Rollout::new(
            "Widget",
            ValidationSwitches {
                declarative_validation,
                takeover,
            },
        );
        let switches = format!("declarative={declarative_validation} takeover={takeover}");
        for (op, old) in [(Operation::create(), None), (Operation::update(), Some(&old))] {
            let (count, errs) = allocations(|| validate_widget_rollout(&rollout, &op, &new, old));
            assert!(errs.is_empty(), "{errs:?}");
            assert_eq!(count, 0, "{switches}, {:?}", op.kind);
        }
        let (count, errs) =
            allocations(|| validate_widget_rollout(&rollout, &Operation::update(), &changed, Some(&old)));
        assert!(errs.is_empty());
        assert_eq!(count, 0, "{switches}, changed update");
    }
}

#[test]
fn valid_pods_validate_without_allocating() {
    let create = Operation::create();
    let update = Operation::update();
    let (old, new, changed, invalid) = (valid_pod(), valid_pod(), changed_pod(), invalid_pod());
    let mut scheme = Scheme::new();
    validation_benchmarks::pods::register_validations(&mut scheme);

    let (count, errs) = allocations(|| validate_pod(&create, &Path::root(), Some(&new), None));
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(count, 0, "create");

    let (count, errs) = allocations(|| validate_pod(&update, &Path::root(), Some(&new), Some(&old)));
    assert!(errs.is_empty());
    assert_eq!(count, 0, "unchanged update");

    let (count, errs) = allocations(|| validate_pod(&update, &Path::root(), Some(&changed), Some(&old)));
    assert!(errs.is_empty(), "{errs:?}");
    assert_eq!(count, 0, "changed update");

    let (count, errs) = allocations(|| scheme.validate(&update, &changed, Some(&old)));
    assert!(errs.is_empty());
    assert_eq!(count, 0, "through the scheme");

    let (count, errs) = allocations(|| validate_pod(&create, &Path::root(), Some(&invalid), None));
    assert_eq!(errs.len(), 10);
    assert!(count > 0);
}

/// Lists up to the runtime's linear limit (16 elements) are checked for
/// duplicates and correlated without allocating.
#[test]
fn short_sets_and_list_maps_validate_without_allocating() {
    let n = validation_runtime::validate::unique::LINEAR_LIMIT;
    let (old, new, changed) = (inventory(n), inventory(n), inventory_changed(n));
    let (count, errs) = allocations(|| validate_inventory(&Operation::create(), &Path::root(), Some(&new), None));
    assert!(errs.is_empty());
    assert_eq!(count, 0, "create");
    let (count, errs) =
        allocations(|| validate_inventory(&Operation::update(), &Path::root(), Some(&changed), Some(&old)));
    assert!(errs.is_empty());
    assert_eq!(count, 0, "changed update");
}

/// Past the linear limit each check allocates one hash table: on create one
/// per list (the set's and the list-map's uniqueness); on an update of the
/// list-map (the set is unchanged, so skipped) its uniqueness and the index
/// of old counterparts (BENCHMARKS.md gives the cost).
#[test]
fn longer_sets_and_list_maps_allocate_one_table_per_check() {
    let n = validation_runtime::validate::unique::LINEAR_LIMIT + 1;
    let (old, new, changed) = (inventory(n), inventory(n), inventory_changed(n));
    let (count, errs) = allocations(|| validate_inventory(&Operation::create(), &Path::root(), Some(&new), None));
    assert!(errs.is_empty());
    assert_eq!(count, 2, "create");
    let (count, errs) =
        allocations(|| validate_inventory(&Operation::update(), &Path::root(), Some(&changed), Some(&old)));
    assert!(errs.is_empty());
    assert_eq!(count, 2, "changed update");
}
