//! The type-check rules of tags.md §1.3 and the registry, through the whole
//! pipeline on small sources.

use super::*;

/// The messages of every diagnostic for one source file, in order.
fn errors(name: &str, source: &str) -> Vec<String> {
    let dir = std::env::temp_dir().join(format!("vg-validators-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join("lib.rs");
    std::fs::write(&file, source).unwrap();
    let result = crate::Generator::new().generate(&file);
    std::fs::remove_dir_all(&dir).unwrap();
    match result {
        Ok(_) => Vec::new(),
        Err(d) => d.iter().map(|d| d.message.clone()).collect(),
    }
}

fn field_with(name: &str, tag: &str, ty: &str) -> Vec<String> {
    errors(name, &format!("pub struct S {{\n    /// {tag}\n    pub f: {ty},\n}}\n"))
}

#[test]
fn positional_argument_where_none_is_declared() {
    assert_eq!(
        field_with("positional", "+k8s:minimum(5)=1", "i32"),
        ["tag takes no positional argument"]
    );
}

#[test]
fn unknown_named_argument() {
    assert_eq!(
        field_with("named", "+k8s:validateFalse(foo: \"x\")", "i32"),
        ["unrecognized named argument \"foo\""]
    );
}

#[test]
fn argument_of_the_wrong_type() {
    assert_eq!(
        field_with("argtype", "+k8s:validateFalse(flags: 5)", "i32"),
        ["argument \"flags\" has wrong type: got int, want string"]
    );
}

#[test]
fn missing_required_payload() {
    assert_eq!(
        field_with("nopayload", "+k8s:minimum", "i32"),
        ["missing required tag value of type int"]
    );
}

#[test]
fn payload_on_a_tag_without_one() {
    assert_eq!(
        field_with("extrapayload", "+k8s:required=true", "Option<i32>"),
        ["tag \"k8s:required\" takes no value (got bool)"]
    );
}

#[test]
fn payload_of_the_wrong_type() {
    assert_eq!(
        field_with("payloadtype", "+k8s:minimum=\"5\"", "i32"),
        ["tag value has wrong type: got string, want int"]
    );
}

#[test]
fn unknown_flag_of_a_testing_tag() {
    assert_eq!(
        field_with("flag", "+k8s:validateFalse(flags: \"Sometimes\")", "i32"),
        ["unknown flag \"Sometimes\" (expected ShortCircuit or NonError)"]
    );
}

#[test]
fn requiredness_on_an_always_present_struct() {
    let source = "pub struct S {\n    /// +k8s:required\n    pub inner: Inner,\n}\npub struct Inner { pub a: i32 }\n";
    assert_eq!(
        errors("plainstruct", source),
        ["non-pointer structs cannot use the \"k8s:required\" tag (wrap the type in `Option` to make it optional-presence)"]
    );
}

#[test]
fn default_must_be_one_json_value() {
    let null = "pub struct S {\n    /// +k8s:optional\n    /// +default=null\n    pub f: Option<i32>,\n}\n";
    assert_eq!(errors("defaultnull", null), ["+default may not be null"]);
    let two = "pub struct S {\n    /// +k8s:optional\n    /// +default=1 2\n    pub f: Option<i32>,\n}\n";
    assert_eq!(
        errors("defaulttwo", two),
        ["+default must hold exactly one JSON value: trailing characters at line 1 column 3 (in `+default=1 2`)"]
    );
}

#[test]
fn other_tools_tags_are_ignored_but_unknown_k8s_tags_are_not() {
    let source = "/// +genclient\n/// +k8s:deepcopy-gen=true\n/// +k8s:openapi-gen:x=y\npub struct S {\n    /// +optional\n    /// +k8s:optinal\n    pub f: Option<i32>,\n}\n";
    assert_eq!(errors("others", source), ["unknown tag \"k8s:optinal\""]);
}

#[test]
fn every_problem_is_reported_at_once() {
    let source = "pub struct S {\n    /// +k8s:minimum=x\n    pub a: i32,\n    /// +k8s:maximum\n    pub b: i32,\n}\n/// +k8s:optional\npub struct T;\n";
    assert_eq!(
        errors("many", source),
        [
            "tag value has wrong type: got string, want int",
            "missing required tag value of type int",
            "tag \"k8s:optional\" cannot be specified on type definitions",
        ]
    );
}

#[test]
fn builtin_registry_holds_this_issue_s_tags() {
    let registry = Registry::builtin();
    let names: Vec<&str> = registry.decls().map(|d| d.name).collect();
    assert_eq!(
        names,
        [
            "k8s:forbidden",
            "k8s:maximum",
            "k8s:minimum",
            "k8s:opaqueType",
            "k8s:optional",
            "k8s:required",
            "k8s:validateError",
            "k8s:validateFalse",
            "k8s:validateTrue",
            "k8s:validateTrueAlpha",
            "k8s:validateTrueBeta",
        ]
    );
    assert!(registry.known_names().any(|n| n == "k8s:validation-gen"));
    assert_eq!(
        registry.get("k8s:forbidden").map(|(d, _)| d.stability),
        Some(Stability::Beta)
    );
}

#[test]
fn a_registered_tag_replaces_one_of_the_same_name() {
    struct Quiet;
    impl TagValidator for Quiet {
        fn decl(&self) -> TagDecl {
            TagDecl::new("k8s:minimum", Scope::VALUES, Stability::Alpha)
        }
        fn validations(&self, _: &TagContext<'_>, _: &Tag) -> Result<Validations, TagError> {
            Ok(Validations::none())
        }
    }
    let mut registry = Registry::builtin();
    registry.register(Quiet);
    assert_eq!(
        registry.get("k8s:minimum").map(|(d, _)| d.stability),
        Some(Stability::Alpha)
    );
}

#[test]
fn tags_on_constants_are_checked() {
    let source = "pub struct Protocol(pub String);\nimpl Protocol {\n    /// +k8s:minimum=1\n    pub const TCP: &'static str = \"TCP\";\n    /// +k8s:enumExcluded\n    pub const UDP: &'static str = \"UDP\";\n}\n";
    assert_eq!(
        errors("constants", source),
        [
            "tag \"k8s:minimum\" cannot be specified on constant values",
            "unknown tag \"k8s:enumExcluded\""
        ]
    );
}
