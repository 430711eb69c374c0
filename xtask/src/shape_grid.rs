//! The sources of `output_tests/shape-grid`: every supported Rust shape
//! (plain, `Option`, `Box`, `Option<Box>`, `Arc`, `Option<Arc>`, newtypes,
//! aliases, lists, maps with string, newtype and alias keys, nesting) with
//! every tag that applies to it, one field per combination. `cargo xtask
//! codegen` writes them and generates their validation; the workspace build
//! (`-D warnings`) then compiles every combination, so generated code that
//! does not compile for some shape cannot come back unnoticed.

use std::fmt::Write;
use std::path::PathBuf;

/// Where the grid's sources go.
pub const DIR: &str = "output_tests/shape-grid/src";

/// The files to write, with their contents.
pub fn sources() -> Vec<(PathBuf, String)> {
    vec![(PathBuf::from(DIR).join("lib.rs"), lib_rs())]
}

/// A value type the grid wraps: its Rust name and the tags that apply to a
/// value of it (field, list value and map value alike).
struct Base {
    /// A name part for the grid's types (`Int`, `StrNewtype`).
    label: &'static str,
    rust: &'static str,
    tags: &'static [&'static str],
    /// Usable as a list-set element and a map key: compared and hashed.
    string_key: bool,
}

const INT_TAGS: &[&str] = &[
    "+k8s:minimum=1",
    "+k8s:maximum=10",
    "+k8s:neq=5",
    "+k8s:immutable",
    "+k8s:update=NoModify",
    "+k8s:validateFalse=\"grid\"",
];

const STRING_TAGS: &[&str] = &[
    "+k8s:minLength=1",
    "+k8s:maxLength=10",
    "+k8s:maxBytes=10",
    "+k8s:format=k8s-short-name",
    "+k8s:neq=\"x\"",
    "+k8s:immutable",
    "+k8s:update=NoModify",
    "+k8s:validateFalse=\"grid\"",
];

const ENUM_TAGS: &[&str] = &[
    "+k8s:neq=\"Blue\"",
    "+k8s:immutable",
    "+k8s:update=NoModify",
    "+k8s:validateFalse=\"grid\"",
];

const STRUCT_TAGS: &[&str] = &[
    "+k8s:immutable",
    "+k8s:update=NoModify",
    "+k8s:validateFalse=\"grid\"",
    "+k8s:subfield(\"count\")=+k8s:minimum=1",
];

const BASES: &[Base] = &[
    Base {
        label: "Int",
        rust: "i32",
        tags: INT_TAGS,
        string_key: false,
    },
    Base {
        label: "IntNewtype",
        rust: "IntNewtype",
        tags: INT_TAGS,
        string_key: false,
    },
    Base {
        label: "IntAlias",
        rust: "IntAlias",
        tags: INT_TAGS,
        string_key: false,
    },
    Base {
        label: "Str",
        rust: "String",
        tags: STRING_TAGS,
        string_key: true,
    },
    Base {
        label: "StrNewtype",
        rust: "StrNewtype",
        tags: STRING_TAGS,
        string_key: true,
    },
    Base {
        label: "StrAlias",
        rust: "StrAlias",
        tags: STRING_TAGS,
        string_key: true,
    },
    Base {
        label: "Enum",
        rust: "Color",
        tags: ENUM_TAGS,
        string_key: false,
    },
    Base {
        label: "ConstEnum",
        rust: "Phase",
        tags: ENUM_TAGS,
        string_key: false,
    },
    Base {
        label: "Struct",
        rust: "Item",
        tags: STRUCT_TAGS,
        string_key: false,
    },
];

/// How a single value is held: the Rust type around `T`, and whether it
/// may be absent.
const WRAPPERS: &[(&str, &str, bool)] = &[
    ("Plain", "{T}", false),
    ("Option", "Option<{T}>", true),
    ("Box", "Box<{T}>", false),
    ("OptionBox", "Option<Box<{T}>>", true),
    ("Arc", "std::sync::Arc<{T}>", false),
    ("OptionArc", "Option<std::sync::Arc<{T}>>", true),
];

/// List holders around an element type `T`.
const LISTS: &[(&str, &str, bool)] = &[
    ("Vec", "Vec<{T}>", false),
    ("OptionVec", "Option<Vec<{T}>>", true),
    ("BoxVec", "Box<Vec<{T}>>", false),
    ("VecBox", "Vec<Box<{T}>>", false),
];

/// Map holders around a key `K` and a value `T`.
const MAPS: &[(&str, &str, bool)] = &[
    ("BTreeMap", "BTreeMap<{K}, {T}>", false),
    ("HashMap", "HashMap<{K}, {T}>", false),
    ("IndexMap", "indexmap::IndexMap<{K}, {T}>", false),
    ("OptionBTreeMap", "Option<BTreeMap<{K}, {T}>>", true),
];

const KEYS: &[(&str, &str)] = &[
    ("String", "String"),
    ("KeyNewtype", "StrNewtype"),
    ("KeyAlias", "StrAlias"),
];

const HEADER: &str = r#"//! Every supported shape with every tag that applies to it, one field per
//! combination: compiling this crate compiles the generated validation of
//! each. Written by `cargo xtask codegen` (xtask/src/shape_grid.rs); do not
//! edit.
//! +k8s:validation-gen=*
//! +k8s:validation-gen-nolint

#![allow(clippy::box_collection, clippy::vec_box)]

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct IntNewtype(pub i32);

pub type IntAlias = i32;

#[derive(Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(transparent)]
pub struct StrNewtype(pub String);

pub type StrAlias = String;

/// +k8s:enum
#[derive(Serialize, Clone, Copy, Debug, Default, PartialEq)]
pub enum Color {
    #[default]
    Red,
    Blue,
}

/// +k8s:enum
#[derive(Serialize, Clone, Debug, Default, PartialEq)]
#[serde(transparent)]
pub struct Phase(pub String);

impl Phase {
    pub const RUNNING: &'static str = "Running";
    pub const BLUE: &'static str = "Blue";
}

#[derive(Serialize, Clone, Debug, Default, PartialEq)]
pub struct Item {
    pub name: String,
    /// +k8s:optional
    /// +k8s:minimum=0
    pub count: Option<i32>,
}
"#;

fn lib_rs() -> String {
    let mut out = String::from(HEADER);
    for base in BASES {
        for (label, wrapper, optional) in WRAPPERS {
            let ty = wrapper.replace("{T}", base.rust);
            let mut fields: Vec<(String, Vec<String>, String)> = Vec::new();
            for tag in base.tags {
                fields.push((field_name(tag), vec![(*tag).to_string()], ty.clone()));
            }
            if *optional {
                for tag in [
                    "+k8s:required",
                    "+k8s:forbidden",
                    "+k8s:update=NoSet",
                    "+k8s:update=NoUnset",
                ] {
                    fields.push((field_name(tag), vec![tag.to_string()], ty.clone()));
                }
            }
            // An always-present struct has no requiredness.
            let requiredness = if *optional || base.label != "Struct" {
                Some("+k8s:optional")
            } else {
                None
            };
            write_struct(&mut out, &format!("{}{label}", base.label), &fields, requiredness);
        }
        for (label, list, _) in LISTS {
            let ty = list.replace("{T}", base.rust);
            let fields = list_fields(base, &ty);
            write_struct(
                &mut out,
                &format!("{}{label}", base.label),
                &fields,
                Some("+k8s:optional"),
            );
        }
        for (map_label, map, _) in MAPS {
            for (key_label, key) in KEYS {
                let ty = map.replace("{K}", key).replace("{T}", base.rust);
                let fields = map_fields(base, &ty);
                let name = format!("{}{map_label}{key_label}", base.label);
                write_struct(&mut out, &name, &fields, Some("+k8s:optional"));
            }
        }
    }
    write_struct(&mut out, "Nested", &nested_fields(), Some("+k8s:optional"));
    write_tagged_types(&mut out);
    out.push_str("\ninclude!(\"zz_generated_validations.rs\");\n");
    out
}

fn list_fields(base: &Base, ty: &str) -> Vec<(String, Vec<String>, String)> {
    let mut fields: Vec<(String, Vec<String>, String)> = vec![
        ("min_items".into(), vec!["+k8s:minItems=1".into()], ty.into()),
        ("max_items".into(), vec!["+k8s:maxItems=3".into()], ty.into()),
        ("atomic".into(), vec!["+k8s:listType=atomic".into()], ty.into()),
        ("immutable".into(), vec!["+k8s:immutable".into()], ty.into()),
    ];
    // Element updates need elements matched with their old selves: only
    // list-maps have them.
    let matched = |tag: &&str| matches!(*tag, "+k8s:immutable" | "+k8s:update=NoModify");
    for tag in base.tags.iter().filter(|t| !matched(t)) {
        fields.push((
            format!("each_{}", field_name(tag)),
            vec![format!("+k8s:eachVal={tag}")],
            ty.into(),
        ));
    }
    if base.label == "Struct" {
        let map = ["+k8s:listType=map".to_string(), "+k8s:listMapKey=name".to_string()];
        fields.push(("list_map".into(), map.to_vec(), ty.into()));
        let element_updates = base
            .tags
            .iter()
            .filter(|t| matched(t))
            .map(|t| format!("+k8s:eachVal={t}"));
        let extras = [
            "+k8s:update=NoAddItem".to_string(),
            "+k8s:update=NoRemoveItem".to_string(),
            "+k8s:item(name: \"a\")=+k8s:validateFalse=\"grid\"".to_string(),
        ];
        for extra in extras.into_iter().chain(element_updates) {
            let mut tags = map.to_vec();
            tags.push(extra.clone());
            fields.push((format!("list_map_{}", field_name(&extra)), tags, ty.into()));
        }
    } else {
        fields.push(("set".into(), vec!["+k8s:listType=set".into()], ty.into()));
        fields.push((
            "unique_set".into(),
            vec!["+k8s:listType=atomic".into(), "+k8s:unique=set".into()],
            ty.into(),
        ));
        for extra in ["+k8s:update=NoAddItem", "+k8s:update=NoRemoveItem"] {
            fields.push((
                format!("set_{}", field_name(extra)),
                vec!["+k8s:listType=set".into(), extra.into()],
                ty.into(),
            ));
        }
    }
    fields
}

fn map_fields(base: &Base, ty: &str) -> Vec<(String, Vec<String>, String)> {
    let mut fields: Vec<(String, Vec<String>, String)> = vec![
        ("min_properties".into(), vec!["+k8s:minProperties=1".into()], ty.into()),
        ("max_properties".into(), vec!["+k8s:maxProperties=3".into()], ty.into()),
        ("immutable".into(), vec!["+k8s:immutable".into()], ty.into()),
        ("no_add_item".into(), vec!["+k8s:update=NoAddItem".into()], ty.into()),
        (
            "no_remove_item".into(),
            vec!["+k8s:update=NoRemoveItem".into()],
            ty.into(),
        ),
    ];
    // Keys are never matched with old keys: no update tags.
    for tag in STRING_TAGS
        .iter()
        .filter(|t| !matches!(**t, "+k8s:immutable" | "+k8s:update=NoModify"))
    {
        fields.push((
            format!("each_key_{}", field_name(tag)),
            vec![format!("+k8s:eachKey={tag}")],
            ty.into(),
        ));
    }
    for tag in base.tags {
        fields.push((
            format!("each_val_{}", field_name(tag)),
            vec![format!("+k8s:eachVal={tag}")],
            ty.into(),
        ));
    }
    let _ = base.string_key;
    fields
}

/// Containers inside containers.
fn nested_fields() -> Vec<(String, Vec<String>, String)> {
    [
        ("list_of_lists", "+k8s:eachVal=+k8s:maxItems=2", "Vec<Vec<i32>>"),
        (
            "list_of_maps",
            "+k8s:eachVal=+k8s:eachVal=+k8s:minimum=1",
            "Vec<BTreeMap<String, i32>>",
        ),
        (
            "map_of_lists",
            "+k8s:eachVal=+k8s:maxItems=2",
            "BTreeMap<String, Vec<i32>>",
        ),
        (
            "map_of_maps",
            "+k8s:eachVal=+k8s:eachKey=+k8s:maxLength=3",
            "BTreeMap<String, BTreeMap<String, i32>>",
        ),
        ("list_of_options", "+k8s:eachVal=+k8s:minimum=1", "Vec<Option<i32>>"),
        (
            "map_of_boxes",
            "+k8s:eachVal=+k8s:minimum=1",
            "BTreeMap<String, Box<i32>>",
        ),
        ("option_box_list", "+k8s:maxItems=2", "Option<Box<Vec<Item>>>"),
        ("list_of_newtype_lists", "+k8s:eachVal=+k8s:maxItems=2", "Vec<IntList>"),
    ]
    .into_iter()
    .map(|(name, tag, ty)| (name.to_string(), vec![tag.to_string()], ty.to_string()))
    .collect()
}

/// Newtypes and aliases carrying each tag as a type tag, used in every
/// holder.
fn write_tagged_types(out: &mut String) {
    out.push_str(
        "\n#[derive(Serialize, Clone, Debug, Default, PartialEq)]\n#[serde(transparent)]\npub struct IntList(pub Vec<i32>);\n",
    );
    let mut uses: Vec<(String, Vec<String>, String)> = Vec::new();
    for (kind, rust, tags) in [("Int", "i32", INT_TAGS), ("Str", "String", STRING_TAGS)] {
        // `k8s:update` is a field tag.
        for (i, tag) in tags.iter().filter(|t| !t.starts_with("+k8s:update")).enumerate() {
            let newtype = format!("Tagged{kind}Newtype{i}");
            let alias = format!("Tagged{kind}Alias{i}");
            let derives = if kind == "Str" {
                "Serialize, Clone, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash"
            } else {
                "Serialize, Clone, Debug, Default, PartialEq"
            };
            let _ = writeln!(
                out,
                "\n/// {tag}\n#[derive({derives})]\n#[serde(transparent)]\npub struct {newtype}(pub {rust});\n\n/// {tag}\npub type {alias} = {rust};"
            );
            for name in [&newtype, &alias] {
                for (label, wrapper, _) in WRAPPERS.iter().chain(LISTS) {
                    let ty = wrapper.replace("{T}", name);
                    uses.push((format!("{}_{}", snake(name), snake(label)), Vec::new(), ty));
                }
                uses.push((
                    format!("{}_map", snake(name)),
                    Vec::new(),
                    format!("BTreeMap<String, {name}>"),
                ));
            }
        }
    }
    write_struct(out, "TaggedTypes", &uses, Some("+k8s:optional"));
}

/// A struct with one field per `(name, tags, type)`; `requiredness` goes
/// on every field without `k8s:required` or `k8s:forbidden`.
fn write_struct(out: &mut String, name: &str, fields: &[(String, Vec<String>, String)], requiredness: Option<&str>) {
    // Holders are never a value of their own: no `Serialize` (which
    // `Arc` fields would need serde's `rc` feature for).
    let _ = writeln!(
        out,
        "\n#[derive(Clone, Debug, Default, PartialEq)]\npub struct {name} {{"
    );
    for (field, tags, ty) in fields {
        let has_own = tags
            .iter()
            .any(|t| matches!(t.as_str(), "+k8s:required" | "+k8s:forbidden"));
        if let (false, Some(tag)) = (has_own, requiredness) {
            let _ = writeln!(out, "    /// {tag}");
        }
        for tag in tags {
            let _ = writeln!(out, "    /// {tag}");
        }
        let _ = writeln!(out, "    pub {field}: {ty},");
    }
    out.push_str("}\n");
}

/// A field name for a tag: `+k8s:maxLength=10` → `max_length`,
/// `+k8s:update=NoModify` → `update_no_modify`.
fn field_name(tag: &str) -> String {
    let tag = tag.trim_start_matches("+k8s:");
    let (name, value) = tag.split_once('=').unwrap_or((tag, ""));
    let name = name.split('(').next().unwrap_or(name);
    let mut out = snake(name);
    if matches!(name, "eachVal" | "eachKey") {
        return format!("{out}_{}", field_name(value));
    }
    if matches!(name, "update" | "format" | "subfield" | "item") {
        let value: String = value.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        out.push('_');
        out.push_str(&snake(&value));
    }
    out
}

fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('_') {
            out.push('_');
        }
    }
    out.trim_matches('_').to_string()
}
