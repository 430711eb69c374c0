//! The checks of kube-openapi's markers do not allocate on valid values,
//! patterns included (compiled on first use, then only matched). A counting
//! global allocator counts the allocations of the current thread.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use validation_runtime::validate::openapi;
use validation_runtime::{Operation, Path};

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

/// Three properties when absent: `a` written as `null`, `b` left out,
/// `c` and the flattened `d` written.
#[derive(serde::Serialize, Default)]
struct Sparse {
    a: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    b: Option<String>,
    c: Vec<String>,
    #[serde(flatten)]
    inner: Inner,
}

#[derive(serde::Serialize, Default)]
struct Inner {
    d: u32,
}

fn allocations(f: impl Fn() -> usize) -> usize {
    let before = ALLOCATIONS.with(Cell::get);
    let errors = f();
    assert_eq!(errors, 0, "the values are valid");
    ALLOCATIONS.with(Cell::get) - before
}

#[test]
fn valid_values_are_checked_without_allocating() {
    let op = Operation::create();
    let root = Path::root();
    let path = root.child("x");
    let run = || {
        openapi::pattern(&op, &path, Some("aaa"), None, "^a+$", "^a+$").len()
            + openapi::minimum(&op, &path, Some(&2i32), None, "1", true).len()
            + openapi::maximum(&op, &path, Some(&2.5f64), None, "10", false).len()
            + openapi::multiple_of(&op, &path, Some(&6i64), None, "3").len()
            + openapi::format(&op, &path, Some("2024-01-02T03:04:05Z"), None, "date-time").len()
            + openapi::format(&op, &path, Some("123e4567-e89b-12d3-a456-426614174000"), None, "uuid").len()
            + openapi::format(&op, &path, Some("10.0.0.1"), None, "ipv4").len()
            + openapi::min_length(&op, &path, Some("ab"), None, 1).len()
            + openapi::max_length(&op, &path, Some("ab"), None, 2).len()
            + openapi::min_items(&op, &path, Some(&[1][..]), None, 1).len()
            // A struct's properties, counted through `Serialize`.
            + openapi::min_properties_serialized(&op, &path, Some(&Sparse::default()), None, 2).len()
            + openapi::max_properties_serialized(&op, &path, Some(&Sparse::default()), None, 3).len()
            + openapi::enum_str(&op, &path, Some("a"), None, &["a", "b"]).len()
            + openapi::enum_number(&op, &path, Some(&2u8), None, &["1", "2"]).len()
            + {
                // An `allOf` entry that validates: no summary.
                let mut entry = openapi::max_length(&op, &path, Some("ab"), None, 2);
                openapi::all_of(&path, &mut entry);
                // A node's two entries, its field's and its type's, both
                // validating.
                let mut earlier = [openapi::max_length(&op, &path, Some("ab"), None, 2)];
                let mut own = [openapi::min_length(&op, &path, Some("ab"), None, 1)];
                let before = openapi::all_of_first(&path, &mut entry, &earlier, &mut own);
                openapi::all_of_after(&path, &mut entry, 0, &mut earlier, before);
                entry.len()
            }
    };
    // The first call compiles the pattern.
    allocations(run);
    assert_eq!(allocations(run), 0);
}
