//! The generator's output grows linearly with its input: generated at
//! sizes tenfold apart, each larger output is at most `SLACK` × 10 × the
//! smaller. (Sizes, not times: they do not move with the machine's load.)
//! The inputs are written by the functions below. The 10,000 cases take
//! about a minute in a debug build: they run in release builds only
//! (`cargo test --release -p validation-gen --test scaling`).

use std::path::PathBuf;

use validation_gen::schema::{self, Policy};
use validation_gen::Generator;

/// How far above exactly tenfold the larger output may be: the names
/// (`m99` against `m999`) grow by a digit.
const SLACK: f64 = 1.2;

/// Whether `sizes` (outputs at inputs tenfold apart) grow linearly.
fn assert_linear(what: &str, sizes: &[usize]) {
    for pair in sizes.windows(2) {
        if let [small, large] = pair {
            assert!(
                *large as f64 <= SLACK * 10.0 * *small as f64,
                "{what}: {large} bytes after {small} bytes at a tenth of the input ({sizes:?})"
            );
        }
    }
}

/// The input sizes: 100 and 1,000, and 10,000 in release builds.
fn sizes() -> &'static [usize] {
    if cfg!(debug_assertions) {
        &[100, 1_000]
    } else {
        &[100, 1_000, 10_000]
    }
}

/// A crate in a fresh directory, removed when dropped.
struct Input {
    dir: PathBuf,
}

impl Input {
    fn new(name: &str, files: &[(String, String)]) -> Input {
        let dir = std::env::temp_dir().join(format!("vg-scaling-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        for (file, text) in files {
            std::fs::write(dir.join(file), text).unwrap();
        }
        Input { dir }
    }

    /// The rules every root declares (what `--test-output-root` lists).
    fn rules(&self) -> Vec<validation_gen::coverage::DeclaredRule> {
        let input = self.dir.join("lib.rs");
        Generator::new()
            .generate(&input)
            .unwrap_or_else(|d| panic!("{}", d.render_all()))
            .rules
    }

    /// The total bytes of the generated files, and how many there are.
    fn output_bytes(&self) -> (usize, usize) {
        self.output_bytes_of(&Generator::new())
    }

    /// As [`Input::output_bytes`], with this generator. It runs on a thread
    /// with the stack of a main thread (8 MiB), where a build script or the
    /// command line runs it.
    fn output_bytes_of(&self, generator: &Generator) -> (usize, usize) {
        let input = self.dir.join("lib.rs");
        std::thread::scope(|scope| {
            std::thread::Builder::new()
                .stack_size(8 << 20)
                .spawn_scoped(scope, || {
                    let generation = generator
                        .generate(&input)
                        .unwrap_or_else(|d| panic!("{}", d.render_all()));
                    let bytes = generation.files.iter().map(|f| f.contents.len()).sum();
                    (bytes, generation.files.len())
                })
                .unwrap()
                .join()
                .unwrap()
        })
    }
}

impl Drop for Input {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// `depth` modules each inside the one before (`crate::m1::m2::…`), each
/// with a validated struct. The files are side by side (`#[path]`), so the
/// file system's path limit does not bound the depth.
fn nested_modules(depth: usize) -> Vec<(String, String)> {
    let declare = |i: usize| format!("#[path = \"m{i}.rs\"]\npub mod m{i};\n");
    let mut files = vec![("lib.rs".to_string(), declare(1))];
    for i in 1..=depth {
        let mut text = format!("pub struct S{i} {{\n    /// +k8s:minimum=1\n    pub a: i32,\n}}\n");
        if i < depth {
            text.push_str(&declare(i + 1));
        }
        files.push((format!("m{i}.rs"), text));
    }
    files
}

#[test]
fn nested_modules_grow_linearly() {
    let mut bytes = Vec::new();
    for &depth in sizes() {
        let (size, files) = Input::new(&format!("modules-{depth}"), &nested_modules(depth)).output_bytes();
        assert_eq!(files, depth, "one generated file per module");
        bytes.push(size);
    }
    assert_linear("nested modules", &bytes);
}

/// A chain of `n` structs, each holding the next (`S0 { next: S1 }`, ...),
/// the last with a checked field; the roots are all of them
/// (`validation-gen=*`) with `all_roots`, else the first only (its schema
/// nests `n` deep).
fn struct_chain(n: usize, all_roots: bool) -> Vec<(String, String)> {
    let mut text = String::new();
    if all_roots {
        text.push_str("//! +k8s:validation-gen=*\n");
    }
    for i in 0..n {
        let root = if i == 0 && !all_roots {
            "/// +k8s:validation-gen=true\n"
        } else {
            ""
        };
        let next = i + 1;
        text.push_str(&format!(
            "{root}pub struct S{i} {{\n    /// +k8s:optional\n    pub next: Option<S{next}>,\n}}\n"
        ));
    }
    text.push_str(&format!(
        "pub struct S{n} {{\n    /// +k8s:optional\n    /// +k8s:minimum=0\n    pub x: Option<i32>,\n}}\n"
    ));
    vec![("lib.rs".to_string(), text)]
}

/// One root over a chain `n` structs deep: its schema file (indentation
/// capped) and its `JsonSchema` impl (one function per distinct object,
/// not one expression `n` deep) grow with `n`.
#[test]
fn a_deep_schema_grows_linearly() {
    let mut schema_files = Vec::new();
    let mut rust = Vec::new();
    for &n in sizes() {
        let input = Input::new(&format!("deep-schema-{n}"), &struct_chain(n, false));
        let schemas = Generator::new().with_schemas(schema::Options::new(input.dir.join("schemas"), Policy::Warn));
        let (with_schema, files) = input.output_bytes_of(&schemas);
        let (without, _) = input.output_bytes();
        assert_eq!(files, 2, "the validations and the one root's schema");
        schema_files.push(with_schema - without);
        let (with_impl, _) = input.output_bytes_of(&Generator::new().with_json_schema_impls());
        rust.push(with_impl - without);
    }
    assert_linear("the schema file", &schema_files);
    assert_linear("the JsonSchema impl", &rust);
}

/// A union of `n` members, on the members themselves (`k8s:unionMember`
/// on each field) and through `k8s:subfield` (one line per member on a
/// field of the struct): the schema holds the union's one rule, listing
/// every member, and grows with `n`. (Each member built that rule again,
/// reading every member: quadratic, and cubic through `k8s:subfield`, a
/// union of 1,000 members took 88 s in a release build.) At 10,000 members
/// the rule is past the API server's size limit for an expression
/// (100,000 code points), an error: 10, 100 and 1,000 members.
#[test]
fn a_unions_schema_grows_linearly() {
    let members = |n: usize, tags: &str| -> String {
        (0..n)
            .map(|i| format!("    /// +k8s:optional\n{tags}    pub f{i}: Option<String>,\n"))
            .collect()
    };
    let direct = |n: usize| {
        let fields = members(n, "    /// +k8s:unionMember\n");
        format!("/// +k8s:validation-gen=true\npub struct Root {{\n{fields}}}\n")
    };
    let through_subfield = |n: usize| {
        let fields = members(n, "");
        let marks: String = (0..n)
            .map(|i| format!("    /// +k8s:subfield(\"f{i}\")=+k8s:unionMember\n"))
            .collect();
        format!(
            "pub struct Inner {{\n{fields}}}\n/// +k8s:validation-gen=true\npub struct Root {{\n{marks}    pub inner: Inner,\n}}\n"
        )
    };
    for (what, text) in [
        ("direct", &direct as &dyn Fn(usize) -> String),
        ("subfield", &through_subfield),
    ] {
        let mut schema_files = Vec::new();
        for n in [10, 100, 1_000] {
            let input = Input::new(&format!("union-{what}-{n}"), &[("lib.rs".to_owned(), text(n))]);
            let schemas = Generator::new().with_schemas(schema::Options::new(input.dir.join("schemas"), Policy::Warn));
            let (with_schema, files) = input.output_bytes_of(&schemas);
            let (without, _) = input.output_bytes();
            assert_eq!(files, 2, "{what}: the validations and the root's schema");
            schema_files.push(with_schema - without);
        }
        assert_linear(&format!("the schema of a union ({what})"), &schema_files);
    }
}

/// Every struct of a chain a root (`validation-gen=*`): each root's
/// schema file holds everything below it (a structural schema has no
/// references), so the schema files are `n²` in all; the `JsonSchema`
/// impls share each distinct object, and grow with `n`.
#[test]
fn json_schema_impls_of_a_chain_of_roots_grow_linearly() {
    let mut rust = Vec::new();
    for n in [50, 500] {
        let input = Input::new(&format!("root-chain-{n}"), &struct_chain(n, true));
        let (without, _) = input.output_bytes();
        let (with_impl, _) = input.output_bytes_of(&Generator::new().with_json_schema_impls());
        rust.push(with_impl - without);
    }
    assert_linear("the JsonSchema impls", &rust);
}

/// A chain of `n` newtypes (`pub struct N0(pub N1);` ...) over a string,
/// each link with `+k8s:minLength=1`, used by one field: every link checks
/// the string at the bottom.
fn newtype_chain(n: usize) -> Vec<(String, String)> {
    let mut text = String::new();
    for i in 0..n {
        let next = i + 1;
        text.push_str(&format!("/// +k8s:minLength=1\npub struct N{i}(pub N{next});\n"));
    }
    text.push_str(&format!(
        "pub struct N{n}(pub String);\n/// +k8s:validation-gen=true\npub struct Root {{\n    /// +k8s:optional\n    pub n: Option<N0>,\n}}\n"
    ));
    vec![("lib.rs".to_string(), text)]
}

/// Each link reads the string through its accessor, which calls the next
/// link's (with `obj.0.0…0` in every link's check, the output is `n²`).
#[test]
fn a_newtype_chain_grows_linearly() {
    let mut bytes = Vec::new();
    for &n in sizes() {
        let (size, files) = Input::new(&format!("newtype-chain-{n}"), &newtype_chain(n)).output_bytes();
        assert_eq!(files, 1);
        bytes.push(size);
    }
    assert_linear("the newtype chain", &bytes);
}

/// A chain of `n` aliases (`pub type A0 = A1;` ...) over a string, each
/// link with its own `+k8s:maxLength`, used by one field.
fn alias_chain(n: usize) -> Vec<(String, String)> {
    let mut text = String::new();
    for i in 0..n {
        let (next, limit) = (i + 1, 1000 + i);
        text.push_str(&format!("/// +k8s:maxLength={limit}\npub type A{i} = A{next};\n"));
    }
    text.push_str(&format!(
        "pub type A{n} = String;\n/// +k8s:validation-gen=true\npub struct Root {{\n    /// +k8s:optional\n    pub a: Option<A0>,\n}}\n"
    ));
    vec![("lib.rs".to_string(), text)]
}

/// Each link's function calls the next link's and adds its own check
/// (repeating the checks of the chain below in every link is `n²`).
#[test]
fn an_alias_chain_grows_linearly() {
    let mut bytes = Vec::new();
    for &n in sizes() {
        let (size, files) = Input::new(&format!("alias-chain-{n}"), &alias_chain(n)).output_bytes();
        assert_eq!(files, 1);
        bytes.push(size);
    }
    assert_linear("the alias chain", &bytes);
}

/// A chain of `n` aliases over `bottom`, link `i` with the tag lines
/// `tags(i)` (the bottom with `bottom_tags`), used by one field.
fn tagged_alias_chain(n: usize, tags: impl Fn(usize) -> String, bottom: &str, bottom_tags: &str) -> String {
    let mut text = String::new();
    for i in 0..n {
        let next = i + 1;
        text.push_str(&format!("{}pub type A{i} = A{next};\n", tags(i)));
    }
    text.push_str(&format!(
        "{bottom_tags}pub type A{n} = {bottom};\n/// +k8s:validation-gen=true\npub struct Root {{\n    /// +k8s:optional\n    pub a: Option<A0>,\n}}\n"
    ));
    text
}

/// The output bytes of each of `inputs(n)` for the sizes, which grow
/// linearly.
fn assert_chain_linear(what: &str, inputs: impl Fn(usize) -> Vec<(String, String)>) {
    let mut bytes = Vec::new();
    for &n in sizes() {
        let files = inputs(n);
        let modules = files.iter().filter(|(_, text)| text.contains("pub type")).count();
        let (size, generated) = Input::new(&format!("{what}-{n}").replace(' ', "-"), &files).output_bytes();
        assert_eq!(generated, modules, "{what}: one generated file per module with types");
        bytes.push(size);
    }
    assert_linear(what, &bytes);
}

/// Every link short-circuits (`k8s:immutable`) and has other checks
/// (`k8s:maxLength`): each link calls the part functions of the chain
/// below, its short-circuit checks apart, and adds its own.
#[test]
fn an_alias_chain_with_short_circuit_tags_grows_linearly() {
    assert_chain_linear("short-circuit alias chain", |n| {
        let tags = |i: usize| format!("/// +k8s:immutable\n/// +k8s:maxLength={}\n", 1000 + i);
        vec![("lib.rs".to_owned(), tagged_alias_chain(n, tags, "String", ""))]
    });
}

/// A `k8s:format` on every link, and a mix of tags that sort around it.
#[test]
fn an_alias_chain_with_format_tags_grows_linearly() {
    assert_chain_linear("format alias chain", |n| {
        let tags = |i: usize| {
            format!(
                "/// +k8s:minLength=1\n/// +k8s:format=k8s-short-name\n/// +k8s:maxLength={}\n",
                1000 + i
            )
        };
        vec![("lib.rs".to_owned(), tagged_alias_chain(n, tags, "String", ""))]
    });
}

/// Gated checks (`k8s:ifEnabled`, `k8s:ifDisabled`) on every link.
#[test]
fn an_alias_chain_with_gated_tags_grows_linearly() {
    assert_chain_linear("gated alias chain", |n| {
        let tags = |i: usize| {
            format!(
                "/// +k8s:ifEnabled(\"F{i}\")=+k8s:maxLength={}\n/// +k8s:ifDisabled(\"F\")=+k8s:minLength=1\n",
                1000 + i
            )
        };
        vec![("lib.rs".to_owned(), tagged_alias_chain(n, tags, "String", ""))]
    });
}

/// An alias-of-list chain: `k8s:maxItems` on every link, the list
/// semantics (`k8s:listType=set`, whose `unique` check follows every
/// tag's) at the bottom.
#[test]
fn an_alias_of_list_chain_with_list_tags_grows_linearly() {
    assert_chain_linear("list alias chain", |n| {
        let tags = |i: usize| format!("/// +k8s:maxItems={}\n", 1000 + i);
        let bottom = "/// +k8s:listType=set\n/// +k8s:maxItems=5000\n";
        vec![("lib.rs".to_owned(), tagged_alias_chain(n, tags, "Vec<String>", bottom))]
    });
}

/// An alias-of-list chain with element checks (`k8s:eachVal`) on every
/// link over the bottom's `set` semantics, which pair each element with
/// its old counterpart at every link.
#[test]
fn an_alias_of_list_chain_with_element_tags_grows_linearly() {
    assert_chain_linear("element alias chain", |n| {
        let tags = |i: usize| format!("/// +k8s:eachVal=+k8s:maxLength={}\n", 1000 + i);
        let bottom = "/// +k8s:listType=set\n";
        vec![("lib.rs".to_owned(), tagged_alias_chain(n, tags, "Vec<String>", bottom))]
    });
}

/// kube-openapi's value markers that pair with no other (`maxLength`,
/// `minLength`, `pattern`, `format`) on every link.
#[test]
fn an_alias_chain_with_value_markers_grows_linearly() {
    assert_chain_linear("marker alias chain", |n| {
        let tags = |i: usize| {
            format!(
                "/// +k8s:validation:minLength=1\n/// +k8s:validation:pattern=\"^a*b{{0,{}}}$\"\n/// +k8s:validation:maxLength={}\n/// +k8s:validation:format=\"hostname\"\n",
                i % 900,
                1000 + i
            )
        };
        vec![("lib.rs".to_owned(), tagged_alias_chain(n, tags, "String", ""))]
    });
}

/// A CEL rule on every link, numbered from the innermost link (a chain's
/// rules are one list): each link calls the function holding the rules
/// below it and adds its own, each rule compiled once.
#[cfg(feature = "cel")]
#[test]
fn an_alias_chain_with_cel_rules_grows_linearly() {
    assert_chain_linear("rule alias chain", |n| {
        let tags = |i: usize| {
            format!(
                "/// +k8s:validation:cel[{}]:rule=\"self.size() < {}\"\n/// +k8s:validation:cel[{0}]:message=\"shorter\"\n",
                n - 1 - i,
                1000 + i
            )
        };
        vec![("lib.rs".to_owned(), tagged_alias_chain(n, tags, "String", ""))]
    });
}

/// A CEL transition rule on every link (they run, and ratchet, apart
/// from the other rules).
#[cfg(feature = "cel")]
#[test]
fn an_alias_chain_with_cel_transition_rules_grows_linearly() {
    assert_chain_linear("transition rule alias chain", |n| {
        let tags = |i: usize| {
            format!(
                "/// +k8s:validation:cel[{}]:rule=\"self.size() + {} >= oldSelf.size()\"\n",
                n - 1 - i,
                i
            )
        };
        vec![("lib.rs".to_owned(), tagged_alias_chain(n, tags, "String", ""))]
    });
}

/// The links alternate between two modules, each calling the functions
/// of the next link in the other one.
#[test]
fn an_alias_chain_across_modules_grows_linearly() {
    assert_chain_linear("cross-module alias chain", |n| {
        let mut modules = [String::new(), String::new()];
        for i in 0..=n {
            let (here, there) = (i % 2, (i + 1) % 2);
            let target = if i == n {
                "String".to_owned()
            } else {
                format!("crate::m{there}::A{}", i + 1)
            };
            let tags = format!("/// +k8s:immutable\n/// +k8s:maxLength={}\n", 1000 + i);
            if let Some(text) = modules.get_mut(here) {
                text.push_str(&format!("{tags}pub type A{i} = {target};\n"));
            }
        }
        let [m0, m1] = modules;
        vec![
            ("lib.rs".to_owned(), "pub mod m0;\npub mod m1;\n".to_owned()),
            ("m0.rs".to_owned(), m0),
            ("m1.rs".to_owned(), m1),
        ]
    });
}

/// A newtype chain whose every link is a root (`+k8s:validation-gen=*`):
/// each root lists the rules of its chain, read once per link (walking
/// everything below every root again is `n²`, two minutes at 10,000).
#[test]
fn every_root_of_a_newtype_chain_lists_its_rules_once() {
    for &n in sizes() {
        let mut files = newtype_chain(n);
        files[0].1.insert_str(0, "//! +k8s:validation-gen=*\n");
        let input = Input::new(&format!("newtype-roots-{n}"), &files);
        let rule = |root: String, path: &str| validation_gen::coverage::DeclaredRule {
            root,
            path: path.to_owned(),
            origin: "minLength".to_owned(),
        };
        let mut expected: Vec<_> = (0..n).map(|i| rule(format!("N{i}"), "")).collect();
        expected.push(rule("Root".to_owned(), "n"));
        expected.sort();
        assert_eq!(input.rules(), expected);
    }
}

/// A chain whose links' tags combine across links (`k8s:subfield` checks
/// of one field are one cohort, whose short-circuits stop the whole
/// chain's) is checked whole at every link: at 100 links it generates; at
/// 1,000, past the budget the input's size gives (8 lines per tag line and
/// 20,000 more, read by the links checked whole), it is refused at the
/// first link over it with one error, and the links above are checked
/// alone, in time linear in the chain.
#[test]
fn an_alias_chain_checked_whole_is_refused_past_its_budget() {
    let chain = |n: usize| {
        let tags = |i: usize| format!("/// +k8s:subfield(\"name\")=+k8s:maxLength={}\n", 1000 + i);
        let mut text = tagged_alias_chain(n, tags, "Inner", "");
        text.push_str("pub struct Inner {\n    pub name: String,\n}\n");
        vec![("lib.rs".to_owned(), text)]
    };
    let (bytes, files) = Input::new("whole-chain-100", &chain(100)).output_bytes();
    assert_eq!(files, 1);
    assert!(bytes > 0);
    let input = Input::new("whole-chain-1000", &chain(1_000));
    let rendered = match Generator::new().generate(&input.dir.join("lib.rs")) {
        Ok(_) => panic!("a chain of 1,000 links checked whole generated"),
        Err(diagnostics) => diagnostics.render_all(),
    };
    // 1,000 lines and 20,000: the links from the bottom up to `A763`
    // (237 lines) read 28,203 lines; `A763` would read 28,440.
    let first = rendered.lines().next().unwrap_or_default();
    assert_eq!(
        first,
        "error[alias-chain-too-long]: the alias chain of `A763` is too long to check: its links' tags combine \
         across links, so each link is checked with every tag line below it (237 lines here), and the chain's \
         links together would read more lines than this input's size allows"
    );
    assert!(rendered.contains("lib.rs:1528:10"), "{rendered}");
    assert_eq!(rendered.matches("error[").count(), 1, "{rendered}");
}

/// A chain of 10,000 links whose bottom link has a bad tag: one error,
/// and each link above is checked alone once (reading the whole chain
/// again for each, to record its parts, took minutes in a debug build).
#[test]
fn an_alias_chain_failing_at_its_bottom_is_checked_once_per_link() {
    let tags = |i: usize| format!("/// +k8s:immutable\n/// +k8s:maxLength={}\n", 1000 + i);
    let text = tagged_alias_chain(10_000, tags, "String", "/// +k8s:maxLength=abc\n");
    let input = Input::new("failing-chain", &[("lib.rs".to_owned(), text)]);
    let rendered = match Generator::new().generate(&input.dir.join("lib.rs")) {
        Ok(_) => panic!("a chain with a bad tag generated"),
        Err(diagnostics) => diagnostics.render_all(),
    };
    assert!(
        rendered.starts_with("error[invalid-tag]: tag value has wrong type: got string, want int\n"),
        "{rendered}"
    );
    assert_eq!(rendered.matches("error[").count(), 1, "{rendered}");
    assert!(rendered.contains("lib.rs:30001:20"), "{rendered}");
}

/// Structs `depth` levels deep, each flattening the next twice (a diamond:
/// 2^depth ways to the bottom), each with a nested marker of its own, and
/// a field whose marker names a property only the last of the top's
/// flattened structs has: each struct is followed once, so the output
/// grows with the depth, not with the ways down.
fn flattened_diamond(depth: usize) -> Vec<(String, String)> {
    let mut text = String::from(
        "//! +k8s:validation-gen=*\nuse serde::Serialize;\n\n\
         #[derive(Serialize)]\npub struct Holder {\n    /// +k8s:validation:properties:zz:minimum=0\n    pub s: S0,\n}\n\n\
         #[derive(Serialize)]\npub struct Z {\n    pub zz: i32,\n}\n\n\
         #[derive(Serialize)]\npub struct Leaf {\n    pub w: i32,\n}\n\n",
    );
    for i in 0..depth {
        let next = if i + 1 < depth {
            format!("S{}", i + 1)
        } else {
            "Leaf".to_owned()
        };
        let second = if i == 0 { "Z".to_owned() } else { next.clone() };
        text.push_str(&format!(
            "/// +k8s:validation:properties:v{i}:minimum=0\n#[derive(Serialize)]\npub struct S{i} {{\n    pub v{i}: i32,\n    \
             #[serde(flatten)]\n    pub a{i}: {next},\n    #[serde(flatten)]\n    pub b{i}: {second},\n}}\n\n"
        ));
    }
    vec![("lib.rs".to_owned(), text)]
}

#[test]
fn a_diamond_of_flattened_structs_is_followed_once() {
    let bytes: Vec<usize> = [10, 30]
        .iter()
        .map(|depth| {
            let input = Input::new(&format!("flattened-diamond-{depth}"), &flattened_diamond(*depth));
            input.output_bytes().0
        })
        .collect();
    // Three times the depth: at most about three times the output.
    assert!(
        bytes[1] as f64 <= SLACK * 3.0 * bytes[0] as f64,
        "a diamond of flattened structs: {bytes:?} bytes at depths 10 and 30"
    );
}
