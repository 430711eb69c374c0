//! The tag reference: every example generates, the output's exact shape,
//! user-registered tags, and the checked-in `docs/tags.md` is fresh.

use super::*;
use crate::tags::{LiteralKind, Tag};
use crate::test_support::generate_source;
use crate::validators::{ArgDecl, PayloadKind, Scope, Stability, TagContext, TagDecl, TagError, Validations};
use crate::{Generator, TagValidator};

/// Whether an example is complete items (else struct fields to wrap).
fn declares_items(example: &str) -> bool {
    example.lines().any(|line| {
        ["pub struct ", "pub enum ", "pub fn ", "use ", "impl ", "//!"]
            .iter()
            .any(|start| line.starts_with(start))
    })
}

/// An example as a source file: items as they are, fields in a struct
/// named the Kubernetes way (the Markdown header says so).
fn example_source(example: &str) -> String {
    if declares_items(example) {
        return format!("{example}\n");
    }
    let fields: Vec<String> = example.lines().map(|l| format!("    {l}")).collect();
    format!(
        "#[derive(serde::Serialize)]\n#[serde(rename_all = \"camelCase\")]\npub struct Example {{\n{}\n}}\n",
        fields.join("\n")
    )
}

fn file_name(tag: &str) -> String {
    tag.replace([':', '-'], "_")
}

#[test]
fn every_builtin_example_generates() {
    let generator = Generator::new();
    let mut checked = 0;
    for decl in Registry::builtin().decls() {
        let source = example_source(decl.example);
        let result = generate_source(&generator, &format!("docs-{}", file_name(decl.name)), &source);
        if decl.name == "k8s:validateError" {
            // The one tag whose purpose is to make generation fail.
            let messages: Vec<String> = result
                .err()
                .map(|d| d.iter().map(|d| d.message.clone()).collect())
                .unwrap_or_default();
            assert_eq!(messages, ["forced error: \"boom\""], "{source}");
        } else {
            match result {
                Ok(generation) => assert!(
                    generation.files.iter().any(|f| f.contents.contains("fn validate_")),
                    "{}: the example generates no validation:\n{source}",
                    decl.name
                ),
                Err(d) => panic!(
                    "{}: the example does not generate:\n{source}\n{}",
                    decl.name,
                    d.render_all()
                ),
            }
        }
        checked += 1;
    }
    assert_eq!(checked, 62);
}

#[test]
fn generator_tag_examples_generate() {
    let generator = Generator::new();
    for tag in crate::validators::GENERATOR_TAGS {
        let result = generate_source(&generator, &format!("docs-{}", file_name(tag.name)), tag.example);
        if let Err(d) = result {
            panic!(
                "{}: the example does not generate:\n{}\n{}",
                tag.name,
                tag.example,
                d.render_all()
            );
        }
    }
    for (name, registered, absent) in GENERATOR_EXAMPLE_ROOTS {
        let tag = crate::validators::GENERATOR_TAGS
            .iter()
            .find(|t| t.name == *name)
            .unwrap();
        let generation = generate_source(&generator, &format!("docs-roots-{}", file_name(name)), tag.example).unwrap();
        let contents: String = generation.files.iter().map(|f| f.contents.as_str()).collect();
        assert!(
            contents.contains(registered),
            "{name}: {registered} missing:\n{contents}"
        );
        assert!(!contents.contains(absent), "{name}: {absent} present:\n{contents}");
    }
}

/// For the root-selecting examples: a registration that must appear and one
/// that must not.
const GENERATOR_EXAMPLE_ROOTS: &[(&str, &str, &str)] = &[
    (
        "k8s:validation-gen",
        "scheme.register::<Widget>",
        "scheme.register::<Scratch>",
    ),
    // The types' module's root, registered from the selecting module.
    (
        "k8s:validation-gen-input",
        "scheme.register::<crate::types::Widget>",
        "scheme.register::<Widget>",
    ),
    ("k8s:supportsSubresource", "&[\"/\", \"/status\"]", "\"/scale\""),
    ("k8s:isSubresource", "&[\"/scale\"]", "\"/status\""),
];

/// `+test:step(offset: N)=N`: a small tag for exact-output tests.
struct Step;

impl TagValidator for Step {
    fn decl(&self) -> TagDecl {
        TagDecl::new("test:step", &[Scope::Field, Scope::ListValue], Stability::Beta)
            .payload(PayloadKind::Int, true)
            .arg(ArgDecl {
                name: None,
                kind: LiteralKind::String,
                required: true,
                description: "a label | with a bar",
            })
            .arg(ArgDecl {
                name: Some("offset"),
                kind: LiteralKind::Int,
                required: false,
                description: "where counting starts",
            })
            .docs("The integer must be a multiple of N.", "+test:step(\"a\")=5")
    }

    fn validations(&self, _: &TagContext<'_>, _: &Tag) -> Result<Validations, TagError> {
        Ok(Validations::none())
    }
}

fn small_registry() -> Registry {
    let mut registry = Registry::empty();
    registry.register(Step);
    registry
}

/// The text from `### `name`` up to the next heading of that level or above.
fn section<'a>(markdown: &'a str, name: &str) -> &'a str {
    let start = markdown.find(&format!("\n### `{name}`\n")).unwrap() + 1;
    let rest = &markdown[start..];
    let end = rest[1..].find("\n#").map_or(rest.len(), |i| i + 1);
    &rest[..end]
}

#[test]
fn markdown_of_a_registered_tag() {
    let markdown = render(&small_registry(), Format::Markdown);
    assert_eq!(
        section(&markdown, "test:step"),
        "### `test:step`

**Stability:** Beta · **Scopes:** struct fields, list values

**Payload:** an integer, required.

**Arguments:**

| Argument | Kind | Required | Description |
| --- | --- | --- | --- |
| (positional) | string | yes | a label \\| with a bar |
| `offset` | int | no | where counting starts |

The integer must be a multiple of N.

```rust
/// +test:step(\"a\")=5
```
"
    );
    assert!(markdown.contains(
        "| [`test:step`](#teststep) (registered) | Beta | F LV | positional (string, req.), `offset` (int) | int, req. |\n"
    ));
    assert!(markdown.contains(
        "1 validation tag registered by this program (for the built-in ones, see `validation-gen --docs`) and 8 \
         generator tags."
    ));
    assert!(!markdown.contains("## Built-in tags"));
}

#[test]
fn markdown_of_a_small_registry() {
    insta::assert_snapshot!(render(&small_registry(), Format::Markdown));
}

#[test]
fn markdown_of_a_builtin_and_a_generator_tag() {
    let markdown = render(&Registry::builtin(), Format::Markdown);
    assert_eq!(
        section(&markdown, "k8s:maxItems"),
        "### `k8s:maxItems`

**Stability:** Stable · **Scopes:** type definitions, struct fields, list values, map values

**Payload:** an integer, required.

**Arguments:** none.

The list must have at most N items: TooMany, origin `maxItems`. A failure skips the list's other checks, so an \
over-long list is not iterated.

**In a CRD schema** (for `+k8s:maxItems=16`) `maxItems: 16`.

```rust
/// +k8s:optional
/// +k8s:maxItems=16
/// +k8s:eachVal=+k8s:maxLength=253
pub hosts: Vec<String>,
```
"
    );
    assert!(section(&markdown, "k8s:isSubresource")
        .starts_with("### `k8s:isSubresource`\n\n**Written in:** type definitions · **Value:** a subresource path"));
    assert!(markdown.contains("62 validation tags and 8 generator tags."));
    assert!(!markdown.contains("## Registered tags"));
}

#[test]
fn json_shape() {
    let json: serde_json::Value = serde_json::from_str(&render(&small_registry(), Format::Json)).unwrap();
    assert_eq!(
        json["tags"],
        serde_json::json!([{
            "name": "test:step",
            "builtin": false,
            "stability": "Beta",
            "scopes": ["struct fields", "list values"],
            "args": [
                {"name": null, "kind": "string", "required": true, "description": "a label | with a bar"},
                {"name": "offset", "kind": "int", "required": false, "description": "where counting starts"},
            ],
            "acceptsUnknownArgs": false,
            "payload": {"kind": "int", "required": true},
            "description": "The integer must be a multiple of N.",
            "example": "+test:step(\"a\")=5",
            // A bare tag line has no field to stand on.
            "inCrd": null,
        }])
    );
    let keys: Vec<&String> = json.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["generatorTags", "tags"]);
    assert_eq!(
        json["generatorTags"][3],
        serde_json::json!({
            "name": "k8s:validation-gen-nolint",
            "placement": "module docs (`//!`) or type definitions",
            "value": "",
            "description": crate::validators::GENERATOR_TAGS[3].description,
            "example": "//! +k8s:validation-gen=*\n//! +k8s:validation-gen-nolint\n",
        })
    );
}

#[test]
fn a_user_registered_tag_is_listed_with_the_builtin_ones() {
    let mut registry = Registry::builtin();
    registry.register(Step);
    let json: serde_json::Value = serde_json::from_str(&render(&registry, Format::Json)).unwrap();
    let tags = json["tags"].as_array().unwrap();
    assert_eq!(tags.len(), 63);
    let registered: Vec<&str> = tags
        .iter()
        .filter(|t| t["builtin"] == false)
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    assert_eq!(registered, ["test:step"]);
    let markdown = render(&registry, Format::Markdown);
    assert!(markdown.contains("63 validation tags (1 registered by this program, 62 built in)"));
    let position = |heading: &str| markdown.find(heading).unwrap();
    assert!(position("\n## Registered tags\n") < position("\n## Built-in tags\n"));
    assert!(position("\n## Built-in tags\n") < position("\n## Generator tags\n"));
    assert!(section(&markdown, "test:step").starts_with("### `test:step`\n\n**Stability:** Beta"));
}

#[test]
fn registered_only_keeps_a_programs_own_tags() {
    let mut registry = Registry::builtin();
    registry.register(Step);
    let reference = Reference::of(&registry).registered_only();
    let names: Vec<&str> = reference.tags.iter().map(|t| t.name).collect();
    assert_eq!(names, ["test:step"]);
    let markdown = reference.to_markdown();
    assert!(markdown.contains(
        "1 validation tag registered by this program (for the built-in ones, see `validation-gen --docs`). Tags go"
    ));
    assert!(!markdown.contains("## Generator tags"));
    assert!(!markdown.contains("## Built-in tags"));
    assert!(markdown.contains("\n## Registered tags\n"));
}

#[test]
fn tags_are_in_name_order() {
    let json: serde_json::Value = serde_json::from_str(&render(&Registry::builtin(), Format::Json)).unwrap();
    let names: Vec<&str> = json["tags"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    let mut sorted = names.clone();
    sorted.sort_unstable();
    assert_eq!(names, sorted);
    assert_eq!(names.first(), Some(&"k8s:alpha"));
    assert_eq!(names.last(), Some(&"k8s:zeroOrOneOfMember"));
}

/// `docs/tags.md` is what `validation-gen --docs` prints
/// (`cargo xtask docs` rewrites it).
#[test]
fn checked_in_reference_is_fresh() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/tags.md");
    let checked_in = std::fs::read_to_string(&path).unwrap_or_default();
    assert!(
        checked_in == render(&Registry::builtin(), Format::Markdown),
        "docs/tags.md is stale: run `cargo xtask docs`"
    );
}

/// What the reference says each tag becomes in a CRD schema: the tag's own
/// schema meaning for its example, for every built-in tag.
#[test]
fn every_builtin_tag_says_what_it_becomes_in_a_crd() {
    let reference = crate::docs::Reference::of(&Registry::builtin());
    let in_crd = |name: &str| {
        reference
            .tags
            .iter()
            .find(|t| t.name == name)
            .and_then(|t| t.in_crd.clone())
            .unwrap_or_else(|| panic!("{name} says nothing about CRDs"))
    };
    for tag in &reference.tags {
        in_crd(tag.name);
    }
    let not_in_crd = "none; the API server would not check it, and the generator reports that (`--schema-unsupported`)";
    let cases = [
        ("k8s:minimum", "(for `+k8s:minimum=0`) `minimum: 0`".to_owned()),
        (
            "k8s:required",
            "(for `+k8s:required`) the field listed in its object's `required`, \
             `x-kubernetes-validations` rule `self != ''` (message \"must not be empty\")"
                .to_owned(),
        ),
        (
            "k8s:immutable",
            "(for `+k8s:immutable`) `x-kubernetes-validations` rule on the object holding the field: \
             `has(self.storageClass) == has(oldSelf.storageClass) && \
             (!has(self.storageClass) || self.storageClass == oldSelf.storageClass)` (message \"field is immutable\"). \
             A transition rule runs only where the old object has the node it sits on: on update, a value inside a \
             struct, list item or map value that is itself new (an optional struct set, an item added) has no old \
             value, and its rule does not run, where the Rust check reports `field is immutable` for it (it has no \
             old value to keep). `update=NoSet` / `NoModify` / `NoUnset` rules are alike. The error's value is the API server's for a failed rule (from 1.35 a scalar's value and none for an \
             object, before that the schema type), where the Rust check shows `null`, as upstream's `validate.Immutable` \
             reports it: each is what its own server says"
                .to_owned(),
        ),
        (
            "k8s:eachKey",
            "(for `+k8s:eachKey=+k8s:maxLength=63`) from Kubernetes 1.30: `x-kubernetes-validations` rule \
             `self.all(k, (oldSelf.hasValue() && k in oldSelf.value()) || (size(k) <= 63))` (message \"may not be \
             more than 63 characters\"); before: `x-kubernetes-validations` rule `self.all(k, size(k) <= 63)` \
             (message \"may not be more than 63 characters\"). The rule reports one error at the map's path, with \
             the detail for one failing key, where the Rust check reports one per failing key (also at the map's \
             path); a length limit is Invalid rather than TooLong or TooShort (rules cannot report those). A rule \
             the API server would reject as too costly (a pattern on the keys of a map without `maxProperties`) is \
             left out and reported. A key type's own tags (a string newtype's) become the same rules on every map \
             keyed by it"
                .to_owned(),
        ),
        ("k8s:optional", "(for `+k8s:optional`) no keyword of its own".to_owned()),
        (
            "k8s:listType",
            "(for `+k8s:listType=set`) `x-kubernetes-list-type: set`".to_owned(),
        ),
        (
            "k8s:listMapKey",
            "(for `+k8s:listMapKey=name`) `x-kubernetes-list-map-keys: [name]`".to_owned(),
        ),
        ("k8s:enum", "(for `+k8s:enum`) `enum: [TCP, UDP]`".to_owned()),
        (
            "k8s:eachVal",
            "(for `+k8s:eachVal=+k8s:minimum=1`) on every item or map value: `minimum: 1`".to_owned(),
        ),
        (
            "k8s:customValidation",
            format!("(for `+k8s:customValidation`) {not_in_crd}"),
        ),
    ];
    for (name, expected) in cases {
        assert_eq!(in_crd(name), expected, "{name}");
    }
}

#[test]
fn meanings_in_words() {
    use crate::docs::in_crd::sentence;
    use crate::validators::{Keyword, SchemaMeaning};
    let rule = |rule: &str, message: &str| {
        Keyword::Rule(validation_schema::ValidationRule {
            rule: rule.into(),
            message: message.into(),
            ..Default::default()
        })
    };
    let cases = [
        (SchemaMeaning::Keywords(vec![]), "nothing beyond the value's type"),
        (
            SchemaMeaning::Keywords(vec![Keyword::MinLength(1), Keyword::MaxLength(5)]),
            "`minLength: 1`, `maxLength: 5`",
        ),
        (
            SchemaMeaning::keyword(rule("self == oldSelf", "")),
            "`x-kubernetes-validations` rule `self == oldSelf`",
        ),
        (
            SchemaMeaning::keyword(rule("self != 'x'", "may not be x")),
            "`x-kubernetes-validations` rule `self != 'x'` (message \"may not be x\")",
        ),
        (
            SchemaMeaning::Property(
                "name".into(),
                Box::new(SchemaMeaning::keyword(Keyword::Enum(vec!["a".into()]))),
            ),
            "on property `name`: `enum: [a]`",
        ),
        (
            SchemaMeaning::Elements(Box::new(SchemaMeaning::keyword(Keyword::MaxProperties(3)))),
            "on every item or map value: `maxProperties: 3`",
        ),
    ];
    for (meaning, expected) in cases {
        assert_eq!(sentence(&meaning), expected);
    }
}
