//! Inputs that once aborted the generator or made it run away: recursive
//! newtypes and aliases, deep nesting, long alias chains. Each runs through
//! the library on the test thread's small stack, as a build script would.

use std::path::PathBuf;

use validation_gen::{Diagnostics, Generation, Generator};

/// A one-file crate in a fresh directory, removed when dropped.
struct Input {
    dir: PathBuf,
}

impl Input {
    fn new(name: &str, source: &str) -> Input {
        let dir = std::env::temp_dir().join(format!("vg-robust-{name}-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join("lib.rs"), source).unwrap();
        Input { dir }
    }

    fn file(&self) -> PathBuf {
        self.dir.join("lib.rs")
    }

    fn generate(&self) -> Result<Generation, Diagnostics> {
        Generator::new().generate(&self.file())
    }

    fn lint(&self) -> Diagnostics {
        Generator::new().lint(&self.file(), None)
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `(line, message)` of every diagnostic.
fn lines_and_messages(diagnostics: &Diagnostics) -> Vec<(usize, String)> {
    diagnostics
        .iter()
        .map(|d| (d.location.as_ref().map_or(0, |l| l.line), d.message.clone()))
        .collect()
}

#[test]
fn untagged_recursive_newtypes_and_aliases_generate_nothing() {
    for (name, source) in [
        ("newtype", "pub struct A(pub Option<Box<A>>);\n"),
        ("alias-self", "pub type A = A;\n"),
        ("alias-option", "pub type A = Option<Box<A>>;\n"),
        ("newtype-pair", "pub struct A(pub B);\npub struct B(pub A);\n"),
        ("alias-list", "pub type A = Vec<A>;\n"),
    ] {
        let input = Input::new(name, source);
        let generation = input
            .generate()
            .unwrap_or_else(|d| panic!("{name}: {}", d.render_all()));
        assert!(generation.files.is_empty(), "{name}");
        assert!(input.lint().is_empty(), "{name}");
    }
}

#[test]
fn recursion_through_a_list_a_map_or_a_struct_is_validated() {
    let input = Input::new(
        "tree",
        "/// +k8s:maxItems=3\npub struct Tree(pub Vec<Tree>);\n\
         pub struct Node(pub std::collections::BTreeMap<String, Node>);\n\
         pub struct Link(pub Option<Box<Item>>);\n\
         pub struct Item {\n    pub next: Link,\n    pub children: Node,\n    \
         /// +k8s:minimum=1\n    pub weight: i32,\n}\n",
    );
    let generation = input.generate().unwrap_or_else(|d| panic!("{}", d.render_all()));
    let contents = &generation.files[0].contents;
    for function in ["fn validate_tree(", "fn validate_link(", "fn validate_item("] {
        assert!(contents.contains(function), "{function} in\n{contents}");
    }
}

#[test]
fn a_tagged_recursive_alias_is_a_located_error() {
    let input = Input::new(
        "tagged-alias",
        "/// +k8s:maxItems=1\npub type A = Vec<A>;\npub struct S {\n    pub a: A,\n}\n",
    );
    let errors = input.generate().unwrap_err();
    assert_eq!(
        lines_and_messages(&errors),
        [(
            2,
            "type `A` cannot carry validation tags: the type alias expands to itself (`A` → `A`)".to_string()
        )]
    );
}

/// `depth` nested `mod m { .. }` around a struct with one validated field.
fn nested_modules(depth: usize) -> String {
    let struct_source = "pub struct S {\n    /// +k8s:minimum=1\n    pub a: i32,\n}\n";
    format!(
        "{}{struct_source}{}",
        "pub mod m {\n".repeat(depth),
        "}\n".repeat(depth)
    )
}

#[test]
fn deep_nesting_is_parsed_and_walked_on_a_large_stack() {
    let depth = 1_100;
    let generics = format!(
        "pub struct S {{\n    /// +k8s:maxItems=3\n    pub f: {}i32{},\n}}\n",
        "Vec<".repeat(depth),
        ">".repeat(depth)
    );
    let input = Input::new("deep-generics", &generics);
    let generation = input.generate().unwrap_or_else(|d| panic!("{}", d.render_all()));
    assert!(generation.files[0].contents.contains("fn validate_s("));
    assert!(!input.lint().has_errors());

    let input = Input::new("deep-modules", &nested_modules(1_500));
    let errors = input.generate().unwrap_err();
    assert_eq!(
        lines_and_messages(&errors),
        [(
            1_501,
            "type `S` needs generated code, but it is declared in an inline module".to_string()
        )]
    );
}

/// `type A0 = A1; ... type A{links} = base;`, each link tagged with `tag`,
/// and a struct with an `A0` field.
fn alias_chain(links: usize, tag: &str, base: &str) -> String {
    let mut source = String::new();
    for i in 0..links {
        source.push_str(&format!("/// {tag}\npub type A{i} = A{};\n", i + 1));
    }
    source.push_str(&format!("pub type A{links} = {base};\n"));
    source.push_str("pub struct S {\n    /// +k8s:optional\n    pub a: Option<A0>,\n}\n");
    source
}

#[test]
fn a_long_alias_chain_reaches_its_type() {
    // Chains used to end after 64 links as "a type from another crate".
    let source = alias_chain(100, "plain link", "i32").replacen("/// plain link", "/// +k8s:maximum=1000", 1);
    let input = Input::new("long-chain", &source);
    let generation = input.generate().unwrap_or_else(|d| panic!("{}", d.render_all()));
    assert!(generation.files[0].contents.contains("fn validate_a0("));
}

#[test]
fn each_tag_of_a_long_chain_is_reported_once() {
    let links = 4_000;
    let input = Input::new("bad-chain", &alias_chain(links, "+k8s:minimum=1", "String"));
    let errors = input.generate().unwrap_err();
    assert_eq!(errors.len(), links);
    let expected: Vec<(usize, String)> = (0..links)
        .map(|i| {
            (
                2 * i + 1,
                "tag \"k8s:minimum\" can only be used on integer types, not on String".to_string(),
            )
        })
        .collect();
    assert_eq!(lines_and_messages(&errors), expected);
}
