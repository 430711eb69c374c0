//! Strict-decoding descriptors: for every type that derives `Deserialize`
//! (see `plan::decode`), a `validation_runtime::decode_fields!` call giving
//! what the type accepts on the wire (JSON field names with flattened fields
//! merged in, list elements, map values, enum members, scalar kinds), so the
//! runtime can report unknown and duplicate fields at their full path and
//! turn values serde rejects into field errors. The macro expands each call
//! into `impl validation_runtime::decode::Fields` with a `static` shape: the
//! generated file holds one compact line list per type instead of an `impl`
//! block spelling out every `Shape`.
//!
//! Field names are the serialized ones the model records; a type the
//! generator does not describe (another crate's, a type in an inline module,
//! a map with non-string keys) is accepted as anything.

use std::collections::HashSet;

use super::Emitter;
use crate::model::{Model, Primitive, Shape, TypeId, TypeKind};
use crate::plan::Plan;

/// How deep alias and flatten chains are followed (cycles are malformed
/// input). Also bounds the macro's nesting, well under rustc's recursion limit.
const MAX_DEPTH: usize = 32;

/// The widest line a wrapped call is filled to.
const WIDTH: usize = 100;

/// The macro every descriptor calls.
const CALL: &str = "::validation_runtime::decode_fields!";

/// The types that get a descriptor, as the plan chose them.
pub(super) fn described_types(plan: &Plan) -> HashSet<TypeId> {
    plan.described.iter().copied().collect()
}

/// The `decode_fields!` calls for the types generated into this file, as
/// formatted text (a list of words needs no pretty-printer): one call per
/// type, on one line when it fits, else with its fields or members filled
/// into lines, never broken inside one.
pub(super) fn descriptors(emitter: &Emitter<'_>) -> Vec<String> {
    let mut ids: Vec<TypeId> = emitter
        .described
        .iter()
        .copied()
        .filter(|id| in_this_file(emitter, *id))
        .collect();
    ids.sort_unstable();
    ids.into_iter().map(|id| descriptor(emitter, id)).collect()
}

fn descriptor(emitter: &Emitter<'_>, id: TypeId) -> String {
    let ty = type_text(emitter, id);
    match emitter.model.get(id).map(|t| &t.kind) {
        Some(TypeKind::Struct(_)) => {
            let (fields, rest) = struct_fields(emitter, id);
            let close = match rest {
                Some(rest) => format!("}} rest = {rest}"),
                None => "}".to_owned(),
            };
            call(&format!("{ty} {{"), &fields, &close)
        }
        Some(TypeKind::Newtype(inner)) => format!("{CALL}({ty} = {});\n", shape_text(emitter, inner, 0)),
        Some(TypeKind::Enum(variants)) => {
            let members: Vec<String> = variants.iter().map(|v| string_literal(&v.json_name)).collect();
            call(&format!("{ty} = one_of["), &members, "]")
        }
        _ => format!("{CALL}({ty} = any);\n"),
    }
}

/// `CALL(<open> <items> <close>);` on one line, or the items filled into
/// indented lines between `open` and `close`.
fn call(open: &str, items: &[String], close: &str) -> String {
    let spaced = if open.ends_with('{') { " " } else { "" };
    let one_line = if items.is_empty() {
        format!("{CALL}({open}{close});\n")
    } else {
        format!("{CALL}({open}{spaced}{}{spaced}{close});\n", items.join(", "))
    };
    if one_line.len() <= WIDTH + 1 {
        return one_line;
    }
    let mut out = format!("{CALL}({open}\n");
    let mut line = String::new();
    for item in items {
        if !line.is_empty() && line.len() + 1 + item.len() + 1 > WIDTH {
            out.push_str(&line);
            out.push('\n');
            line.clear();
        }
        if line.is_empty() {
            line.push_str("    ");
        } else {
            line.push(' ');
        }
        line.push_str(item);
        line.push(',');
    }
    out.push_str(&line);
    out.push('\n');
    out.push_str(close);
    out.push_str(");\n");
    out
}

/// A struct's fields (`"name" = shape`), flattened ones merged in, and
/// what other keys take.
fn struct_fields(emitter: &Emitter<'_>, id: TypeId) -> (Vec<String>, Option<String>) {
    let mut fields = Vec::new();
    if emitter.plan.kube_roots.contains(&id) {
        // kube's derive reads and writes these itself.
        fields.push(("apiVersion".to_owned(), "string".to_owned()));
        fields.push(("kind".to_owned(), "string".to_owned()));
    }
    let mut rest = None;
    collect_fields(emitter, id, &mut fields, &mut rest, 0);
    let fields = fields
        .into_iter()
        .map(|(name, shape)| format!("{} = {shape}", string_literal(&name)))
        .collect();
    (fields, rest)
}

fn collect_fields(
    emitter: &Emitter<'_>,
    id: TypeId,
    fields: &mut Vec<(String, String)>,
    rest: &mut Option<String>,
    depth: usize,
) {
    let model = emitter.model;
    let Some(TypeKind::Struct(declared)) = model.get(id).map(|t| &t.kind) else {
        *rest = Some("any".to_owned());
        return;
    };
    for field in declared {
        if !field.flatten {
            fields.push((field.json_name.clone(), shape_text(emitter, &field.shape, depth)));
            continue;
        }
        // A flattened struct adds its fields; a flattened map takes every
        // other key; anything else takes every other key as it is.
        match flattened(model, &field.shape) {
            Some(Shape::Named(inner)) if depth < MAX_DEPTH && is_struct(model, *inner) => {
                collect_fields(emitter, *inner, fields, rest, depth + 1);
            }
            Some(Shape::Map(_, key, value)) if is_string(model, key) => {
                *rest = Some(shape_text(emitter, value, depth + 1));
            }
            _ => *rest = Some("any".to_owned()),
        }
    }
}

/// A flattened field's type without `Option`, pointers and aliases.
fn flattened<'a>(model: &'a Model, shape: &'a Shape) -> Option<&'a Shape> {
    let mut current = shape;
    for _ in 0..MAX_DEPTH {
        current = match model.past_aliases(current) {
            Shape::Optional(inner) | Shape::Pointer(_, inner) => inner,
            other => return Some(other),
        };
    }
    None
}

fn is_struct(model: &Model, id: TypeId) -> bool {
    matches!(model.get(id).map(|t| &t.kind), Some(TypeKind::Struct(_)))
}

/// Whether map keys of this type are JSON strings to serde.
fn is_string(model: &Model, key: &Shape) -> bool {
    matches!(
        model.value_kind(key).present(),
        crate::model::ValueKind::Primitive(Primitive::String) | crate::model::ValueKind::StringEnum
    )
}

/// A Rust string literal of `value`, escaped.
fn string_literal(value: &str) -> String {
    super::values::string_literal(value)
}

/// How this file names a type, as text (`Port`, `crate::core::v1::Port`).
fn type_text(emitter: &Emitter<'_>, id: TypeId) -> String {
    // A path's tokens print with spaces around `::`; a path needs none.
    emitter.type_path(id).to_string().replace(' ', "")
}

/// The descriptor of a value of `shape`, in `decode_fields!`'s words.
fn shape_text(emitter: &Emitter<'_>, shape: &Shape, depth: usize) -> String {
    if depth > MAX_DEPTH {
        return "any".to_owned();
    }
    let model = emitter.model;
    match shape {
        Shape::Primitive(p) => primitive(*p).to_owned(),
        Shape::Optional(inner) => format!("opt({})", shape_text(emitter, inner, depth + 1)),
        Shape::Pointer(_, inner) => shape_text(emitter, inner, depth + 1),
        Shape::List(inner) => format!("list({})", shape_text(emitter, inner, depth + 1)),
        Shape::Map(_, key, value) if is_string(model, key) => {
            format!("map({})", shape_text(emitter, value, depth + 1))
        }
        Shape::Named(id) => match model.get(*id).map(|t| &t.kind) {
            Some(TypeKind::Alias(target)) => shape_text(emitter, target, depth + 1),
            // Another module's private type cannot be named from here.
            _ if emitter.described.contains(id)
                && (model.get(*id).is_some_and(|t| t.is_pub) || in_this_file(emitter, *id)) =>
            {
                format!("named({})", type_text(emitter, *id))
            }
            _ => "any".to_owned(),
        },
        Shape::Map(..) | Shape::External(_) | Shape::Unsupported { .. } => "any".to_owned(),
    }
}

fn in_this_file(emitter: &Emitter<'_>, id: TypeId) -> bool {
    emitter.plan.output_module(emitter.model, id) == Some(emitter.module)
}

/// The macro's word for a scalar: integers by their range (`isize` is
/// `i64`'s, as the model reads it), every float as `float`.
fn primitive(p: Primitive) -> &'static str {
    match p {
        Primitive::Bool => "bool",
        Primitive::String => "string",
        Primitive::I8 => "i8",
        Primitive::I16 => "i16",
        Primitive::I32 => "i32",
        Primitive::I64 | Primitive::Isize => "i64",
        Primitive::U8 => "u8",
        Primitive::U16 => "u16",
        Primitive::U32 => "u32",
        Primitive::U64 | Primitive::Usize => "u64",
        Primitive::F32 | Primitive::F64 => "float",
    }
}

#[cfg(test)]
mod tests {
    use crate::Generation;

    /// The generated file's descriptors: the text from its first
    /// `decode_fields!` call on.
    fn descriptors(generation: &Generation) -> &str {
        let file = &generation.files.first().expect("one generated file").contents;
        let start = file.find("::validation_runtime::decode_fields!").unwrap_or(file.len());
        &file[start..]
    }

    #[test]
    fn descriptors_follow_serde() {
        let generation = crate::test_support::generate_source(
            &crate::Generator::new(),
            "emit-decode",
            r#"
            use std::collections::BTreeMap;
            #[cfg_attr(feature = "serde", derive(serde::Deserialize))]
            #[derive(serde::Serialize)]
            pub struct A {
                /// +k8s:optional
                /// +k8s:minimum=0
                pub n: Option<i16>,
                /// +k8s:opaqueType
                pub by_id: BTreeMap<i32, String>,
                #[serde(rename = "theB")]
                pub b: B,
                pub c: Vec<Box<C>>,
                pub size: Option<usize>,
                #[serde(flatten)]
                pub rest: BTreeMap<String, u8>,
            }
            /// Serialize only: accepted as anything.
            #[derive(serde::Serialize)]
            pub struct B { pub x: String }
            #[derive(serde::Deserialize, serde::Serialize)]
            #[serde(rename_all = "camelCase")]
            pub struct C { pub inner_name: String, #[serde(flatten)] pub more: D }
            #[derive(serde::Deserialize, serde::Serialize)]
            pub struct D { pub d: bool, pub ratio: f32 }
            #[derive(serde::Deserialize)]
            pub enum E { #[serde(rename = "e-\"1\"")] One, Two }
            #[derive(serde::Deserialize)]
            pub struct N(pub Vec<Option<E>>);
            "#,
        )
        .unwrap_or_else(|d| panic!("{d:?}"));
        // Too long for one line, `A`'s fields are filled into lines; a
        // flattened struct's fields are merged into its parent's, a
        // flattened map's values take every other key.
        assert_eq!(
            descriptors(&generation),
            r#"::validation_runtime::decode_fields!(A {
    "n" = opt(i16), "by_id" = any, "theB" = any, "c" = list(named(C)), "size" = opt(u64),
} rest = u8);

::validation_runtime::decode_fields!(C { "innerName" = string, "d" = bool, "ratio" = float });

::validation_runtime::decode_fields!(D { "d" = bool, "ratio" = float });

::validation_runtime::decode_fields!(E = one_of["e-\"1\"", "Two"]);

::validation_runtime::decode_fields!(N = list(opt(named(E))));
"#
        );
    }

    /// A module without any check still gets its file, for its types'
    /// descriptors alone; a long enum's members are filled into lines.
    #[test]
    fn untagged_module_gets_descriptors() {
        let members: Vec<String> = (0..12).map(|i| format!("Member{i}")).collect();
        let generation = crate::test_support::generate_source(
            &crate::Generator::new(),
            "emit-decode-untagged",
            &format!(
                r#"
                #[derive(serde::Deserialize)]
                pub struct Plain {{ pub a: String, pub b: Option<Inner>, pub e: Many }}
                #[derive(serde::Deserialize)]
                struct Inner {{ pub c: i32 }}
                pub struct NotDecoded {{ pub d: i32 }}
                #[derive(serde::Deserialize)]
                pub enum Many {{ {} }}
                "#,
                members.join(", ")
            ),
        )
        .unwrap_or_else(|d| panic!("{d:?}"));
        assert_eq!(generation.files.len(), 1);
        let file = &generation.files[0].contents;
        let body = file.split_once("\n\n").map(|(_, body)| body).unwrap_or_default();
        assert_eq!(
            body,
            r#"::validation_runtime::decode_fields!(Plain {
    "a" = string, "b" = opt(named(Inner)), "e" = named(Many),
});

::validation_runtime::decode_fields!(Inner { "c" = i32 });

::validation_runtime::decode_fields!(Many = one_of[
    "Member0", "Member1", "Member2", "Member3", "Member4", "Member5", "Member6", "Member7",
    "Member8", "Member9", "Member10", "Member11",
]);
"#
        );
    }

    /// kube's derived root: `apiVersion` and `kind` (kube's own), then its
    /// fields, the spec's merged in with `no_spec`.
    #[test]
    fn kube_roots_are_described() {
        let source = |no_spec: &str| {
            format!(
                r#"
                #[derive(kube::CustomResource, serde::Deserialize, serde::Serialize)]
                #[kube(group = "example.com", version = "v1", kind = "Foo", status = "FooStatus"{no_spec})]
                pub struct FooSpec {{ pub replicas: i32 }}
                #[derive(serde::Deserialize, serde::Serialize)]
                pub struct FooStatus {{ pub ready: i32 }}
                pub mod k8s_openapi {{ pub mod apimachinery {{ pub mod pkg {{ pub mod apis {{ pub mod meta {{
                    pub mod v1;
                }} }} }} }} }}
                "#
            )
        };
        // Where kube's root finds `ObjectMeta`: a temporary crate has no
        // dependencies, so it declares one at that path.
        let generated = |name: &str, source: &str| {
            let dir = std::env::temp_dir().join(format!("vg-{name}-{}", std::process::id()));
            let meta = dir.join("k8s_openapi/apimachinery/pkg/apis/meta");
            std::fs::create_dir_all(&meta).unwrap();
            std::fs::write(dir.join("lib.rs"), source).unwrap();
            std::fs::write(meta.join("v1.rs"), "pub struct ObjectMeta { pub name: Option<String> }").unwrap();
            let generation = crate::Generator::new().generate(&dir.join("lib.rs"));
            std::fs::remove_dir_all(&dir).unwrap();
            descriptors(&generation.unwrap_or_else(|d| panic!("{d:?}"))).to_owned()
        };
        assert_eq!(
            generated("emit-decode-kube", &source("")),
            r#"::validation_runtime::decode_fields!(FooSpec { "replicas" = i32 });

::validation_runtime::decode_fields!(FooStatus { "ready" = i32 });

::validation_runtime::decode_fields!(Foo {
    "apiVersion" = string, "kind" = string, "metadata" = any, "spec" = named(FooSpec),
    "status" = opt(named(FooStatus)),
});
"#
        );
        assert!(generated("emit-decode-kube-no-spec", &source(", no_spec")).ends_with(
            r#"::validation_runtime::decode_fields!(Foo {
    "apiVersion" = string, "kind" = string, "metadata" = any, "replicas" = i32,
    "status" = opt(named(FooStatus)),
});
"#
        ));
    }
}
