use super::*;

/// Build the model of a crate made of `(path, text)` files under a scratch directory.
fn model_of(name: &str, files: &[(&str, &str)]) -> Model {
    let dir = std::env::temp_dir().join(format!("vg-model-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    for (path, text) in files {
        let path = dir.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
    let sources = crate::source::load(&dir).unwrap();
    let model = build(&sources).unwrap_or_else(|d| panic!("{}", d.render_all()));
    std::fs::remove_dir_all(&dir).unwrap();
    model
}

fn type_id(model: &Model, name: &str) -> TypeId {
    model.types.iter().position(|t| t.name == name).unwrap()
}

fn fields<'a>(model: &'a Model, name: &str) -> &'a [Field] {
    match &model.types[type_id(model, name)].kind {
        TypeKind::Struct(fields) => fields,
        _ => panic!("{name} is not a struct"),
    }
}

#[test]
fn resolves_names_across_modules_imports_and_globs() {
    let model = model_of(
        "resolve",
        &[
            (
                "lib.rs",
                "pub mod a;\npub mod b;\npub struct Root { pub x: a::A, pub y: crate::b::B, pub z: b::Shadow }\n",
            ),
            (
                "a.rs",
                "pub struct A { pub b: super::b::B, pub c: C }\nuse crate::b::*;\n",
            ),
            (
                "b.rs",
                "pub struct B;\npub struct C;\npub struct Shadow { pub s: String }\npub struct String;\n",
            ),
        ],
    );
    let named = |shape: &Shape| match shape {
        Shape::Named(id) => model.types[*id].name.clone(),
        other => format!("{other:?}"),
    };
    let root: Vec<String> = fields(&model, "Root").iter().map(|f| named(&f.shape)).collect();
    assert_eq!(root, ["A", "B", "Shadow"]);
    let a: Vec<String> = fields(&model, "A").iter().map(|f| named(&f.shape)).collect();
    assert_eq!(a, ["B", "C"]);
    // A local `String` shadows std's.
    assert_eq!(named(&fields(&model, "Shadow")[0].shape), "String");
}

#[test]
fn types_from_other_crates_are_external_and_unknown_names_unsupported() {
    let model = model_of(
        "external",
        &[(
            "lib.rs",
            "use k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta;\npub struct S { pub meta: ObjectMeta, pub time: chrono::DateTime, pub gone: Nowhere }\n",
        )],
    );
    let shapes: Vec<&Shape> = fields(&model, "S").iter().map(|f| &f.shape).collect();
    assert_eq!(
        shapes[0],
        &Shape::External("k8s_openapi::apimachinery::pkg::apis::meta::v1::ObjectMeta".into())
    );
    assert_eq!(shapes[1], &Shape::External("chrono::DateTime".into()));
    assert!(
        matches!(shapes[2], Shape::Unsupported { reason, .. } if reason == "cannot find type `Nowhere` in this crate")
    );
}

#[test]
fn container_shapes() {
    let model = model_of(
        "shapes",
        &[(
            "lib.rs",
            "use std::collections::{BTreeMap, HashMap};\npub struct T;\npub struct S {\n    pub a: Option<Box<T>>,\n    pub b: Option<Vec<std::sync::Arc<T>>>,\n    pub c: BTreeMap<String, Option<i64>>,\n    pub d: HashMap<String, Vec<u8>>,\n    pub e: Option<Option<i32>>,\n    pub f: &'static str,\n}\n",
        )],
    );
    let t = Box::new(Shape::Named(type_id(&model, "T")));
    let f = fields(&model, "S");
    assert_eq!(
        f[0].shape,
        Shape::Optional(Box::new(Shape::Pointer(PointerKind::Box, t.clone())))
    );
    assert_eq!(
        f[1].shape,
        Shape::Optional(Box::new(Shape::List(Box::new(Shape::Pointer(PointerKind::Arc, t)))))
    );
    assert_eq!(
        f[2].shape,
        Shape::Map(
            MapKind::BTreeMap,
            Box::new(Shape::Primitive(Primitive::String)),
            Box::new(Shape::Optional(Box::new(Shape::Primitive(Primitive::I64))))
        )
    );
    assert_eq!(
        f[3].shape,
        Shape::Map(
            MapKind::HashMap,
            Box::new(Shape::Primitive(Primitive::String)),
            Box::new(Shape::List(Box::new(Shape::Primitive(Primitive::U8))))
        )
    );
    assert!(
        matches!(&f[4].shape, Shape::Unsupported { reason, .. } if reason == "an `Option` of an `Option` is not supported by validation-gen")
    );
    assert!(
        matches!(&f[5].shape, Shape::Unsupported { reason, .. } if reason == "a reference is not supported by validation-gen")
    );
}

#[test]
fn json_names_follow_serde() {
    let model = model_of(
        "json",
        &[(
            "lib.rs",
            "#[derive(serde::Serialize)]\n#[serde(rename_all = \"camelCase\")]\npub struct S {\n    pub min_ready_seconds: i32,\n    #[serde(rename = \"apiVersion\")]\n    pub version: String,\n    pub r#type: String,\n    #[serde(skip)]\n    pub cache: i32,\n    #[serde(skip_serializing)]\n    pub secret: i32,\n    #[serde(flatten)]\n    pub meta: M,\n    pub http_server_2: i32,\n}\npub struct M;\n",
        )],
    );
    let f = fields(&model, "S");
    let names: Vec<(&str, &str, bool)> = f
        .iter()
        .map(|f| (f.ident.as_str(), f.json_name.as_str(), f.flatten))
        .collect();
    assert_eq!(
        names,
        [
            ("min_ready_seconds", "minReadySeconds", false),
            ("version", "apiVersion", false),
            ("type", "type", false),
            ("meta", "", true),
            ("http_server_2", "httpServer2", false),
        ]
    );
    assert!(f[2].raw_ident);
}

#[test]
fn enums_newtypes_aliases_and_constants() {
    let model = model_of(
        "kinds",
        &[(
            "lib.rs",
            "#[serde(rename_all = \"kebab-case\")]\npub enum Policy { Always, IfNotPresent, #[serde(rename = \"never!\")] Never, #[serde(skip)] Hidden }\npub struct Protocol(pub String);\nimpl Protocol {\n    /// +k8s:enumExclude\n    pub const TCP: &'static str = \"TCP\";\n    pub const UDP: &str = \"UDP\";\n}\npub type Name = String;\npub enum Shape { Circle(f64) }\npub struct Pair<T>(T, T);\n",
        )],
    );
    let Some(TypeKind::Enum(variants)) = model.get(type_id(&model, "Policy")).map(|t| &t.kind) else {
        panic!()
    };
    let values: Vec<&str> = variants.iter().map(|v| v.json_name.as_str()).collect();
    assert_eq!(values, ["always", "if-not-present", "never!"]);
    let protocol = &model.types[type_id(&model, "Protocol")];
    assert_eq!(protocol.kind_name(), "newtype");
    let constants: Vec<(&str, &str, usize)> = protocol
        .constants
        .iter()
        .map(|c| (c.ident.as_str(), c.value.as_str(), c.tags.len()))
        .collect();
    assert_eq!(constants, [("TCP", "TCP", 1), ("UDP", "UDP", 0)]);
    assert_eq!(model.types[type_id(&model, "Name")].kind_name(), "alias");
    assert!(
        matches!(&model.types[type_id(&model, "Shape")].kind, TypeKind::Unsupported { reason, .. } if reason == "an enum whose variants carry data is not supported by validation-gen")
    );
    assert!(
        matches!(&model.types[type_id(&model, "Pair")].kind, TypeKind::Unsupported { reason, .. } if reason == "a generic type is not supported by validation-gen")
    );
}

#[test]
fn tag_lines_are_located_at_the_plus() {
    let model = model_of(
        "located",
        &[("lib.rs", "pub struct S {\n    /// Some prose.\n    ///   +k8s:minimum=1 # why\n    #[doc = \" +k8s:maximum=5\"]\n    pub a: i32,\n}\n")],
    );
    let tags: Vec<(&str, usize, usize)> = fields(&model, "S")[0]
        .tags
        .iter()
        .map(|t| (t.text.as_str(), t.location.line, t.location.column))
        .collect();
    assert_eq!(tags, [("+k8s:minimum=1 # why", 3, 10), ("+k8s:maximum=5", 4, 14)]);
}
