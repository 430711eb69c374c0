//! The admission path of a valid object allocates nothing beyond the
//! response: validating through the scheme adds no allocation to what
//! `AdmissionResponse::from` makes. One test in this file, so no other
//! thread allocates while counting.

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
    for operation in ["CREATE", "UPDATE"] {
        let req = request(operation);
        let response_only = allocations(|| AdmissionResponse::from(&req));
        let admitted = allocations(|| admit(&scheme, &req, Options::new(), Enforcement::ALL));
        assert_eq!(admitted, response_only, "{operation}");
        assert!(admit(&scheme, &req, Options::new(), Enforcement::ALL).allowed);
    }
}
