//! The admission path of a valid object allocates nothing beyond the
//! response on create: validating through the scheme adds no allocation to
//! what `AdmissionResponse::from` makes. An update also evaluates
//! `FooSpec`'s CEL transition rule, compiled once. One test in this file,
//! so no other thread allocates while counting.

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use kube::core::admission::{AdmissionRequest, AdmissionResponse, AdmissionReview};
use operator_example::Foo;
use serde_json::json;
use validation_runtime::admission::{admit, Enforcement};
use validation_runtime::Options;

struct Counting;

static ALLOCATIONS: AtomicUsize = AtomicUsize::new(0);

unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        ALLOCATIONS.fetch_add(1, Ordering::Relaxed);
        unsafe { System.alloc(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        unsafe { System.dealloc(ptr, layout) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

fn allocations<R>(f: impl FnOnce() -> R) -> usize {
    let before = ALLOCATIONS.load(Ordering::Relaxed);
    let out = f();
    let after = ALLOCATIONS.load(Ordering::Relaxed);
    drop(out);
    after - before
}

fn request(operation: &str) -> AdmissionRequest<Foo> {
    let obj = json!({
        "apiVersion": "example.com/v1", "kind": "Foo",
        "metadata": {"name": "web"},
        "spec": {"replicas": 2, "ports": [{"name": "http", "port": 80}, {"name": "https", "port": 443}]},
        "status": {"readyReplicas": 1},
    });
    let mut old = obj.clone();
    old["spec"]["replicas"] = json!(3);
    let body = json!({"apiVersion": "admission.k8s.io/v1", "kind": "AdmissionReview", "request": {
        "uid": "1", "kind": {"group": "example.com", "version": "v1", "kind": "Foo"},
        "resource": {"group": "example.com", "version": "v1", "resource": "foos"},
        "name": "web", "operation": operation, "userInfo": {}, "object": obj, "oldObject": old,
    }});
    let review: AdmissionReview<Foo> = serde_json::from_value(body).unwrap();
    review.try_into().unwrap()
}

#[test]
fn a_valid_object_allocates_only_the_response() {
    let scheme = operator_example::scheme();
    let create = request("CREATE");
    let update = request("UPDATE");
    // `FooSpec`'s CEL rule is compiled on first use, once per process.
    let first_update = allocations(|| admit(&scheme, &update, Options::new(), Enforcement::ALL));

    // A create does not run the transition rule: nothing beyond the response.
    let response_only = allocations(|| AdmissionResponse::from(&create));
    let admitted = allocations(|| admit(&scheme, &create, Options::new(), Enforcement::ALL));
    assert_eq!(admitted, response_only, "CREATE");
    assert!(admit(&scheme, &create, Options::new(), Enforcement::ALL).allowed);

    // An update runs it on every call (transition rules never ratchet): its
    // evaluation allocates CEL values, the same number on every call, and
    // the rule is not compiled again.
    let second_update = allocations(|| admit(&scheme, &update, Options::new(), Enforcement::ALL));
    let third_update = allocations(|| admit(&scheme, &update, Options::new(), Enforcement::ALL));
    assert_eq!(second_update, third_update, "UPDATE");
    assert!(
        second_update * 10 < first_update,
        "UPDATE: {second_update} vs first {first_update}"
    );
    assert!(admit(&scheme, &update, Options::new(), Enforcement::ALL).allowed);
}
