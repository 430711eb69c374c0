//! A file is read and checked a document at a time: memory is bounded by
//! the largest document, not the file. The peak of live heap bytes is
//! counted by this binary's allocator (this file holds one test, so no
//! other test allocates meanwhile).

mod support;

use std::alloc::{GlobalAlloc, Layout, System};
use std::sync::atomic::{AtomicUsize, Ordering};

use support::{run_in, FOO_CRD};

struct Counting;

static LIVE: AtomicUsize = AtomicUsize::new(0);
static PEAK: AtomicUsize = AtomicUsize::new(0);

fn grew(bytes: usize) {
    let live = LIVE.fetch_add(bytes, Ordering::Relaxed) + bytes;
    PEAK.fetch_max(live, Ordering::Relaxed);
}

// SAFETY: every call goes to the system allocator unchanged; the counters
// only note sizes.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        unsafe { System.alloc(layout) }
    }
    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        grew(layout.size());
        unsafe { System.alloc_zeroed(layout) }
    }
    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        LIVE.fetch_sub(layout.size(), Ordering::Relaxed);
        unsafe { System.dealloc(ptr, layout) }
    }
    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        if new_size >= layout.size() {
            grew(new_size - layout.size());
        } else {
            LIVE.fetch_sub(layout.size() - new_size, Ordering::Relaxed);
        }
        unsafe { System.realloc(ptr, layout, new_size) }
    }
}

#[global_allocator]
static ALLOCATOR: Counting = Counting;

/// A stream of `n` Foos of about 4 kB each (a long preserved string), the
/// last one invalid; its `spec.replicas` line.
fn stream(n: usize) -> (String, usize) {
    let filler = "x".repeat(4_000);
    let mut text = String::new();
    let mut line = 0;
    for i in 0..n {
        let replicas = if i == n - 1 { 11 } else { 1 };
        text.push_str(&format!(
            "---\napiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: f{i}\nspec:\n  replicas: {replicas}\n  extra:\n    note: {filler}\n"
        ));
        line += 9;
    }
    (text, line - 2)
}

/// The same Foos as concatenated JSON, one a line.
fn json_stream(n: usize) -> String {
    let filler = "x".repeat(4_000);
    (0..n)
        .map(|i| {
            let replicas = if i == n - 1 { 11 } else { 1 };
            format!("{{\"apiVersion\": \"example.com/v1\", \"kind\": \"Foo\", \"metadata\": {{\"name\": \"f{i}\"}}, \"spec\": {{\"replicas\": {replicas}, \"extra\": {{\"note\": \"{filler}\"}}}}}}\n")
        })
        .collect()
}

/// How far live heap bytes rose above their level at the start while the
/// command checked `text` as the file `name` (the text already in memory,
/// written to the file first), and the command's output.
fn peak_while_checking(name: &str, text: &str) -> (usize, String) {
    let start = LIVE.load(Ordering::Relaxed);
    PEAK.store(start, Ordering::Relaxed);
    let got = run_in(
        &[("crd.yaml", FOO_CRD), (name, text)],
        &["-j1", "--local-crds", "crd.yaml", name],
        "",
    );
    assert_eq!(got.status, 1, "{}", got.stderr);
    (PEAK.load(Ordering::Relaxed) - start, got.stdout)
}

/// 2,500 documents (10 MB) peak within 250 kB of 25 documents (100 kB),
/// as YAML and as concatenated JSON:
/// the file is never held whole, nor its documents, nor their reports
/// (measured: 10 kB apart, each run's peak about 0.8 MB). Before, the whole
/// file and every document's value were held at once: 28 MB more.
#[test]
fn a_long_stream_is_checked_in_the_memory_of_one_document() {
    let (small, small_line) = stream(25);
    let (large, large_line) = stream(2_500);
    assert!(large.len() > 10_000_000);
    // What one run keeps for the next (the built-in kinds' data, read
    // once per process) is read before measuring.
    peak_while_checking("stream.yaml", &small);
    let (small_peak, small_out) = peak_while_checking("stream.yaml", &small);
    let (large_peak, large_out) = peak_while_checking("stream.yaml", &large);
    let invalid = |line: usize, name: usize| {
        format!("stream.yaml:{line}: Foo.example.com \"f{name}\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n")
    };
    assert_eq!(small_out, invalid(small_line, 24));
    assert_eq!(large_out, invalid(large_line, 2_499));
    let held = large_peak.saturating_sub(small_peak);
    assert!(
        held < 250_000,
        "checking 2,500 documents held {held} bytes more than checking 25 (peaks {large_peak} and {small_peak})"
    );

    // Concatenated JSON, one document a line.
    let (small, large) = (json_stream(25), json_stream(2_500));
    let (small_peak, small_out) = peak_while_checking("stream.json", &small);
    let (large_peak, large_out) = peak_while_checking("stream.json", &large);
    let invalid = |line: usize, name: usize| {
        format!("stream.json:{line}: Foo.example.com \"f{name}\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n")
    };
    assert_eq!((small_out, large_out), (invalid(25, 24), invalid(2_500, 2_499)));
    let held = large_peak.saturating_sub(small_peak);
    assert!(
        held < 250_000,
        "checking 2,500 JSON documents held {held} bytes more than checking 25 (peaks {large_peak} and {small_peak})"
    );
}
