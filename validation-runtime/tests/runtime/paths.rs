//! Path structure and rendering.

use validation_runtime::Path;

#[test]
fn spec_examples() {
    let spec = Path::new("spec");
    let containers = spec.child("containers");
    let c0 = containers.index(0);
    assert_eq!(c0.child("name").to_string(), "spec.containers[0].name");

    let metadata = Path::new("metadata");
    let labels = metadata.child("labels");
    assert_eq!(
        labels.key("app.kubernetes.io/name").to_string(),
        "metadata.labels[app.kubernetes.io/name]"
    );

    let root = Path::new("root");
    let first = root.child("first");
    let second = first.child("second");
    let i0 = second.index(0);
    assert_eq!(i0.key("key").to_string(), "root.first.second[0][key]");

    let a = Path::new("a");
    let a0 = a.index(0);
    assert_eq!(a0.child("b").to_string(), "a[0].b");
}

#[test]
fn keys_are_never_quoted() {
    let p = Path::new("m");
    assert_eq!(p.key("a.b").to_string(), "m[a.b]");
    assert_eq!(p.key("").to_string(), "m[]");
    assert_eq!(p.key("x]y").to_string(), "m[x]y]");
    assert_eq!(p.key("with space/and slash").to_string(), "m[with space/and slash]");
    assert_eq!(p.key("\"q\"").to_string(), "m[\"q\"]");
}

#[test]
fn index_and_key_render_alike() {
    let p = Path::new("l");
    assert_eq!(p.index(12).to_string(), p.key("12").to_string());
}

#[test]
fn empty_and_dotted_names() {
    assert_eq!(Path::new("").to_string(), "[]");
    let a = Path::new("a");
    assert_eq!(a.child("").to_string(), "a[]");
    let e = Path::new("");
    assert_eq!(e.index(1).to_string(), "[][1]");
    assert_eq!(a.child("b.c").to_string(), "a.b.c");
    assert_eq!(Path::new("x.y").to_string(), "x.y");
}

#[test]
fn null_path() {
    let root = Path::root();
    assert!(root.is_root());
    assert_eq!(root.to_string(), "<nil>");
    assert_eq!(root.child("n").to_string(), "n");
    assert_eq!(root.index(1).to_string(), "[1]");
    assert_eq!(root.key("k").to_string(), "[k]");
    let n = root.child("n");
    assert!(!n.is_root());
    let n2 = n.index(2);
    assert_eq!(n2.child("m").to_string(), "n[2].m");
    assert!(!Path::new("x").is_root());
}

#[test]
fn paths_are_copy_and_cheap() {
    // Building a path borrows only; the parent stays usable afterwards.
    let spec = Path::new("spec");
    let copy = spec;
    let child = copy.child("a");
    assert_eq!(spec.to_string(), "spec");
    assert_eq!(child.to_string(), "spec.a");
    assert!(std::mem::size_of::<Path<'_>>() <= 4 * std::mem::size_of::<usize>());
}

#[test]
fn children_may_borrow_shorter_lived_names() {
    // Covariance: a `'static` parent accepts a child name borrowed briefly.
    static SPEC: Path<'static> = Path::new("spec");
    for i in 0..2 {
        let name = format!("item{i}");
        let child = SPEC.child(&name);
        let key = child.key(&name);
        assert_eq!(key.to_string(), format!("spec.item{i}[item{i}]"));
    }
}
