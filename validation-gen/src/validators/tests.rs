//! The type-check rules of tags and the registry, through the whole
//! pipeline on small sources.

use super::*;

/// The messages of every diagnostic for one source file, in order.
fn errors(name: &str, source: &str) -> Vec<String> {
    match crate::test_support::generate_source(&crate::Generator::new(), &format!("validators-{name}"), source) {
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
fn other_tools_tags_are_ignored_but_misspelled_k8s_tags_are_not() {
    let source = "/// +genclient\n/// +k8s:deepcopy-gen=true\n/// +k8s:openapi-gen:x=y\npub struct S {\n    /// +optional\n    /// +k8s:optinal\n    pub f: Option<i32>,\n}\n";
    assert_eq!(errors("others", source), ["unknown tag \"k8s:optinal\""]);
    // Other generators' field tags, kube-openapi's other markers and names
    // far from any registered one are someone else's: ignored (a CEL
    // marker is ours, and this one is valid).
    let field = "pub struct S {\n    /// +k8s:optional\n    /// +k8s:minimum=0\n    /// +k8s:protobuf=bytes,1,opt,name=f\n    /// +k8s:validation:cel[0]:rule=\"self > 0\"\n    /// +k8s:prerelease-lifecycle-gen:introduced=1.30\n    /// +k8s:conversion-gen=false\n    /// +k8s:lifecycle=x\n    pub f: Option<i32>,\n}\n";
    assert_eq!(errors("foreign", field), Vec::<String>::new());
    // kube-openapi's value markers are registered: misuse is an error.
    let marker =
        "pub struct S {\n    /// +k8s:optional\n    /// +k8s:validation:pattern=\"^a\"\n    pub f: Option<i32>,\n}\n";
    assert_eq!(
        errors("marker", marker),
        ["invalid marker comments: pattern can only be used on string types"]
    );
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
fn builtin_registry_holds_every_tag_so_far() {
    let registry = Registry::builtin();
    let names: Vec<&str> = registry.decls().map(|d| d.name).collect();
    assert_eq!(
        names,
        [
            "k8s:alpha",
            "k8s:beta",
            "k8s:customUnique",
            "k8s:customValidation",
            "k8s:dependentForbidden",
            "k8s:dependentRequired",
            "k8s:eachKey",
            "k8s:eachVal",
            "k8s:enum",
            "k8s:enumExclude",
            "k8s:forbidden",
            "k8s:format",
            "k8s:ifDisabled",
            "k8s:ifEnabled",
            "k8s:ifMode",
            "k8s:immutable",
            "k8s:item",
            "k8s:listMapKey",
            "k8s:listType",
            "k8s:maxBytes",
            "k8s:maxItems",
            "k8s:maxLength",
            "k8s:maxProperties",
            "k8s:maximum",
            "k8s:minItems",
            "k8s:minLength",
            "k8s:minProperties",
            "k8s:minimum",
            "k8s:modeDiscriminator",
            "k8s:monotonic",
            "k8s:neq",
            "k8s:opaqueType",
            "k8s:optional",
            "k8s:required",
            "k8s:subfield",
            "k8s:unionDiscriminator",
            "k8s:unionMember",
            "k8s:unique",
            "k8s:update",
            "k8s:validateError",
            "k8s:validateFalse",
            "k8s:validateTrue",
            "k8s:validateTrueAlpha",
            "k8s:validateTrueBeta",
            "k8s:validation:cel",
            "k8s:validation:enum",
            "k8s:validation:exclusiveMaximum",
            "k8s:validation:exclusiveMinimum",
            "k8s:validation:format",
            "k8s:validation:maxItems",
            "k8s:validation:maxLength",
            "k8s:validation:maxProperties",
            "k8s:validation:maximum",
            "k8s:validation:minItems",
            "k8s:validation:minLength",
            "k8s:validation:minProperties",
            "k8s:validation:minimum",
            "k8s:validation:multipleOf",
            "k8s:validation:nullable",
            "k8s:validation:pattern",
            "k8s:validation:uniqueItems",
            "k8s:zeroOrOneOfMember",
        ]
    );
    assert!(registry.known_names().any(|n| n == "k8s:validation-gen"));
    let stability = |name: &str| registry.get(name).map(|(d, _)| d.stability);
    assert_eq!(stability("k8s:forbidden"), Some(Stability::Beta));
    assert_eq!(stability("k8s:neq"), Some(Stability::Alpha));
    assert_eq!(stability("k8s:alpha"), Some(Stability::Beta));
    assert_eq!(stability("k8s:dependentRequired"), Some(Stability::Alpha));
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

/// One misuse: the field's type, its tag line, and the exact error.
fn assert_misuse(name: &str, ty: &str, tag: &str, expected: &str) {
    assert_eq!(field_with(name, tag, ty), [expected], "{tag} on {ty}");
}

#[test]
fn limit_misuse() {
    assert_misuse(
        "l1",
        "i32",
        "+k8s:maxLength=5",
        "tag \"k8s:maxLength\" can only be used on string types, not on i32",
    );
    assert_misuse(
        "l2",
        "String",
        "+k8s:minLength=-1",
        "must be greater than or equal to zero",
    );
    assert_misuse(
        "l3",
        "String",
        "+k8s:maxBytes=+5",
        "\"+5\" is not a canonical decimal integer: a '+' sign is not allowed",
    );
    assert_misuse(
        "l4",
        "Vec<i32>",
        "+k8s:maxProperties=1",
        "tag \"k8s:maxProperties\" can only be used on map types with string-based keys, not on list",
    );
    assert_misuse(
        "l5",
        "std::collections::BTreeMap<String, i32>",
        "+k8s:maxItems=1",
        "tag \"k8s:maxItems\" can only be used on list types, not on map",
    );
    assert_misuse(
        "l6",
        "std::collections::BTreeMap<String, i32>",
        "+k8s:minProperties=100001",
        "must be less than or equal to 100000",
    );
    assert_misuse(
        "l7",
        "u8",
        "+k8s:minimum=-1",
        "-1 is out of range for u8 (the field's type holds 0 to 255)",
    );
    assert_misuse(
        "l8",
        "i8",
        "+k8s:maximum=200",
        "200 is out of range for i8 (the field's type holds -128 to 127)",
    );
    assert_misuse(
        "l9",
        "f64",
        "+k8s:minimum=0",
        "tag \"k8s:minimum\" can only be used on integer types, not on f64",
    );
}

#[test]
fn format_misuse() {
    assert_misuse(
        "f1",
        "String",
        "+k8s:format=k8s-ip",
        "unsupported validation format \"k8s-ip\"",
    );
    assert_misuse(
        "f2",
        "i32",
        "+k8s:format=k8s-uuid",
        "tag \"k8s:format\" can only be used on string types, not on i32",
    );
    assert_misuse(
        "f3",
        "String",
        "+k8s:format",
        "missing required tag value of type string",
    );
}

#[test]
fn enum_misuse() {
    assert_eq!(
        errors("e1", "/// +k8s:enum\npub struct Count(pub i32);\n"),
        ["k8s:enum can only be used on a string newtype with associated string constants, or an enum of unit variants"]
    );
    assert_misuse(
        "e2",
        "String",
        "+k8s:enum",
        "tag \"k8s:enum\" cannot be specified on struct fields",
    );
    assert_misuse(
        "e3",
        "String",
        "+k8s:enumExclude",
        "tag \"k8s:enumExclude\" cannot be specified on struct fields",
    );
}

#[test]
fn neq_misuse() {
    assert_misuse(
        "n1",
        "i32",
        "+k8s:neq=\"x\"",
        "the value of \"k8s:neq\" must match the field's type: got string, want int",
    );
    assert_misuse(
        "n2",
        "String",
        "+k8s:neq=5",
        "the value of \"k8s:neq\" must match the field's type: got int, want string",
    );
    assert_misuse(
        "n3",
        "bool",
        "+k8s:neq=\"true\"",
        "the value of \"k8s:neq\" must match the field's type: got string, want bool",
    );
    assert_misuse(
        "n4",
        "f32",
        "+k8s:neq=1",
        "tag \"k8s:neq\" can only be used on strings, integers and booleans, not on f32",
    );
    assert_misuse(
        "n5",
        "i32",
        "+k8s:neq=007",
        "\"007\" is not a canonical decimal integer: leading zeros are not allowed",
    );
    assert_misuse(
        "n6",
        "u16",
        "+k8s:neq=70000",
        "70000 is out of range for u16 (the field's type holds 0 to 65535)",
    );
}

#[test]
fn update_misuse() {
    assert_misuse(
        "u1",
        "i32",
        "+k8s:update=NoChange",
        "unknown update constraint \"NoChange\"",
    );
    assert_misuse("u2", "i32", "+k8s:update", "unknown update constraint \"\"");
    assert_misuse(
        "u3",
        "i32",
        "+k8s:update=NoAddItem",
        "NoAddItem can only be used on lists and maps, not on i32",
    );
    assert_misuse(
        "u4",
        "Vec<i32>",
        "+k8s:update=NoModify",
        "NoModify cannot be used on a list: use NoAddItem / NoRemoveItem",
    );
    assert_misuse(
        "u5",
        "Vec<i32>",
        "+k8s:update=NoRemoveItem",
        "k8s:update=NoAddItem / NoRemoveItem on a list needs k8s:listType=set, or k8s:listType=map (or k8s:unique) with k8s:listMapKey",
    );
    let frozen_atomic = "pub struct S {\n    /// +k8s:listType=set\n    /// +k8s:eachVal=+k8s:update=NoModify\n    pub f: Vec<i32>,\n}\n";
    assert_eq!(
        errors("u8", frozen_atomic),
        ["k8s:eachVal=+k8s:update=NoModify on a list needs k8s:listType=map (or k8s:unique=map) with k8s:listMapKey, so each element can be matched with its old self"]
    );
    assert_misuse(
        "u9",
        "Vec<i32>",
        "+k8s:eachVal=+k8s:update=NoSet",
        "only NoModify is allowed on list values",
    );
    let source =
        "pub struct S {\n    /// +k8s:update=NoSet\n    pub inner: Inner,\n}\npub struct Inner { pub a: i32 }\n";
    assert_eq!(
        errors("u6", source),
        ["NoSet cannot be used on an always-present struct (it is always set)"]
    );
    assert_misuse(
        "u7",
        "String",
        "+k8s:monotonic",
        "tag \"k8s:monotonic\" can only be used on integer types, not on String",
    );
}

#[test]
fn dependency_misuse() {
    let with = |tag: &str| {
        format!("pub struct S {{\n    /// {tag}\n    pub host: Option<String>,\n    pub port: Option<i32>,\n    pub inner: Inner,\n}}\npub struct Inner {{ pub a: i32 }}\n")
    };
    assert_eq!(
        errors("d1", &with("+k8s:dependentRequired(\"prot\")")),
        ["no sibling field with JSON name \"prot\""]
    );
    assert_eq!(
        errors("d2", &with("+k8s:dependentRequired(\"host\")")),
        ["a field cannot depend on itself"]
    );
    assert_eq!(
        errors("d3", &with("+k8s:dependentForbidden(\"inner\")")),
        ["the sibling is an always-present struct, which is always set; use `Option` to make it optional"]
    );
    assert_eq!(
        errors("d4", &with("+k8s:dependentRequired")),
        ["missing required positional argument of type string"]
    );
}

#[test]
fn custom_validation_misuse() {
    let missing = "pub struct S {\n    /// +k8s:customValidation\n    pub a: i32,\n}\n";
    assert_eq!(
        errors("c1", missing),
        ["function `validate_custom_s_a` not found in the module of `S`"]
    );
    let arity = format!("{missing}pub fn validate_custom_s_a(x: i32) {{}}\n");
    assert_eq!(
        errors("c2", &arity),
        ["function `validate_custom_s_a` takes 1 parameters; it must take 4: `fn(op: &Operation, path: &Path<'_>, value: Option<&T>, old: Option<&T>) -> ErrorList`"]
    );
    let unclaimed = "pub struct S {\n    /// +k8s:minimum=1\n    pub a: i32,\n}\npub fn validate_custom_s_b(a: (), b: (), c: (), d: ()) {}\n";
    assert_eq!(
        errors("c3", unclaimed),
        ["`validate_custom_s_b` looks like a `k8s:customValidation` hook, but no tag calls it"]
    );
}

#[test]
fn level_and_option_misuse() {
    assert_misuse(
        "v1",
        "i32",
        "+k8s:alpha=5",
        "tag value has wrong type: got int, want tag",
    );
    assert_misuse(
        "v2",
        "i32",
        "+k8s:beta(since: \"v1.2\")=+k8s:minimum=1",
        "`since` must be a quoted version such as \"1.35\", not \"v1.2\"",
    );
    assert_misuse(
        "v3",
        "i32",
        "+k8s:beta(since: 1)=+k8s:minimum=1",
        "argument \"since\" has wrong type: got int, want string",
    );
    assert_misuse(
        "v4",
        "i32",
        "+k8s:alpha(until: \"1.2\")=+k8s:minimum=1",
        "unrecognized named argument \"until\"",
    );
    assert_misuse(
        "v5",
        "i32",
        "+k8s:ifEnabled=+k8s:minimum=1",
        "missing required positional argument of type string",
    );
    assert_misuse(
        "v6",
        "i32",
        "+k8s:ifEnabled(\"X\")",
        "missing required tag value of type tag",
    );
    assert_misuse(
        "v7",
        "i32",
        "+k8s:ifDisabled(\"\")=+k8s:minimum=1",
        "the option's name may not be empty",
    );
    assert_misuse(
        "v8",
        "i32",
        "+k8s:ifEnabled(\"X\")=+k8s:maxLength=1",
        "tag \"k8s:maxLength\" can only be used on string types, not on i32",
    );
    assert_misuse("v9", "i32", "+k8s:alpha=+k8s:minimun=1", "unknown tag \"k8s:minimun\"");
}

#[test]
fn iteration_and_list_misuse() {
    assert_misuse(
        "i1",
        "i32",
        "+k8s:eachVal=+k8s:minimum=1",
        "tag \"k8s:eachVal\" can only be used on lists and maps, not on i32",
    );
    assert_misuse(
        "i2",
        "Vec<i32>",
        "+k8s:eachKey=+k8s:minimum=1",
        "tag \"k8s:eachKey\" can only be used on maps, not on list",
    );
    assert_misuse(
        "i3",
        "Vec<String>",
        "+k8s:eachVal=+k8s:minimum=1",
        "tag \"k8s:minimum\" can only be used on integer types, not on String",
    );
    assert_misuse(
        "i4",
        "Vec<i32>",
        "+k8s:eachVal=+k8s:required",
        "tag \"k8s:required\" cannot be specified on list values",
    );
    assert_misuse(
        "i5",
        "Vec<i32>",
        "+k8s:listType=bag",
        "unknown value \"bag\" for \"k8s:listType\" (expected atomic, set, map)",
    );
    assert_misuse(
        "i6",
        "String",
        "+k8s:listType=set",
        "tag \"k8s:listType\" can only be used on lists, not on String",
    );
    assert_misuse(
        "i7",
        "Vec<i32>",
        "+k8s:listType=map",
        "found listType=map or unique=map without listMapKey",
    );
    assert_misuse(
        "i8",
        "Vec<i32>",
        "+k8s:unique=set",
        "listType must be specified when k8s:unique is used",
    );
    let two = "pub struct S {\n    /// +k8s:listType=set\n    /// +k8s:listType=atomic\n    pub f: Vec<i32>,\n}\n";
    assert_eq!(errors("i9", two), ["k8s:listType may only be specified once"]);
    let item = "pub struct Item { pub name: String, pub inner: Inner }\npub struct Inner;\n";
    let with = |tags: &str| format!("pub struct S {{\n{tags}    pub items: Vec<Item>,\n}}\n{item}");
    assert_eq!(
        errors(
            "i10",
            &with("    /// +k8s:listType=map\n    /// +k8s:listMapKey=nmae\n")
        ),
        ["listMapKey \"nmae\" is not a field of the list's elements"]
    );
    assert_eq!(
        errors(
            "i11",
            &with("    /// +k8s:listType=map\n    /// +k8s:listMapKey=inner\n")
        ),
        ["listMapKey \"inner\" must be a scalar field (string, integer or boolean)"]
    );
    assert_eq!(
        errors("i12", &with("    /// +k8s:listType=set\n    /// +k8s:unique=set\n")),
        ["k8s:unique can only be used with k8s:listType=atomic"]
    );
}

#[test]
fn subfield_misuse() {
    let with = |tag: &str| {
        format!("pub struct S {{\n    /// {tag}\n    pub m: Meta,\n}}\npub struct Meta {{ pub name: String }}\n")
    };
    assert_eq!(
        errors("s1", &with("+k8s:subfield(\"nmae\")=+k8s:maxLength=1")),
        ["no field with JSON name \"nmae\""]
    );
    assert_eq!(
        errors(
            "s2",
            &with("+k8s:subfield(\"name\")=+k8s:subfield(\"x\")=+k8s:maxLength=1")
        ),
        ["tag \"k8s:subfield\" can only be used on structs, not on String"]
    );
    assert_eq!(
        errors("s3", &with("+k8s:subfield(\"name\")=+k8s:minimum=1")),
        ["tag \"k8s:minimum\" can only be used on integer types, not on String"]
    );
    assert_misuse(
        "s4",
        "String",
        "+k8s:subfield(\"x\")=+k8s:minimum=1",
        "tag \"k8s:subfield\" can only be used on structs, not on String",
    );
    // Tags whose effect would be lost through a subfield are errors.
    let pair = |tags: &str| {
        format!(
            "pub struct S {{\n{tags}    pub p: Pair,\n}}\npub struct Pair {{ pub a: Option<String>, pub b: Option<String>, pub l: Vec<String>, pub m: String }}\n"
        )
    };
    assert_eq!(
        errors(
            "s5",
            &pair("    /// +k8s:subfield(\"a\")=+k8s:dependentRequired(\"b\")\n")
        ),
        ["tag \"k8s:dependentRequired\" cannot be used through k8s:subfield"]
    );
    assert_eq!(
        errors("s6", &pair("    /// +k8s:subfield(\"l\")=+k8s:listType=set\n")),
        ["tag \"k8s:listType\" cannot be used through k8s:subfield: tag the field itself"]
    );
    assert_eq!(
        errors("s7", &pair("    /// +k8s:subfield(\"m\")=+k8s:modeDiscriminator\n")),
        ["tag \"k8s:modeDiscriminator\" cannot be used through k8s:subfield"]
    );
    // A union over subfields is assembled like one over fields.
    assert_eq!(
        errors(
            "s8",
            &pair(
                "    /// +k8s:subfield(\"a\")=+k8s:unionMember\n    /// +k8s:subfield(\"b\")=+k8s:zeroOrOneOfMember\n"
            )
        ),
        ["union \"\" mixes k8s:unionMember and k8s:zeroOrOneOfMember members"]
    );
    let list = "pub struct S {\n    /// +k8s:eachVal=+k8s:subfield(\"a\")=+k8s:unionMember\n    pub l: Vec<Pair>,\n}\npub struct Pair { pub a: Option<String>, pub b: Option<String> }\n";
    assert_eq!(
        errors("s10", list),
        ["a union over subfields needs all its members in tags on the struct value itself, not through k8s:eachVal, k8s:item or k8s:ifMode"]
    );
    assert_eq!(
        errors(
            "s9",
            &pair("    /// +k8s:subfield(\"a\")=+k8s:unionMember\n    /// +k8s:subfield(\"b\")=+k8s:unionMember\n")
        ),
        Vec::<String>::new()
    );
    // A flattened struct's fields are the struct's own, but a union over
    // them is not made through it.
    let embedding = |tags: &str| {
        format!(
            "pub struct S {{\n{tags}    pub e: Embedding,\n}}\npub struct Embedding {{ #[serde(flatten)] pub pair: Pair, pub c: String }}\npub struct Pair {{ pub a: Option<String>, pub b: Option<String>, pub l: Vec<String>, pub m: String }}\n"
        )
    };
    assert_eq!(
        errors("s11", &embedding("    /// +k8s:subfield(\"m\")=+k8s:maxLength=1\n")),
        Vec::<String>::new()
    );
    assert_eq!(
        errors("s12", &embedding("    /// +k8s:subfield(\"a\")=+k8s:unionMember\n")),
        ["tag \"k8s:unionMember\" cannot be used through k8s:subfield on a field of a flattened struct"]
    );
    assert_eq!(
        errors("s13", &embedding("    /// +k8s:subfield(\"pair\")=+k8s:maxLength=1\n")),
        ["no field with JSON name \"pair\""]
    );
}

#[test]
fn cfg_fields_in_struct_level_checks_are_rejected() {
    let source = "pub struct S {\n    /// +k8s:optional\n    /// +k8s:unionMember\n    #[cfg(feature = \"x\")]\n    pub a: Option<String>,\n    /// +k8s:optional\n    /// +k8s:unionMember\n    pub b: Option<String>,\n}\n";
    assert_eq!(
        errors("cfg-union", source),
        ["field `a` has a `#[cfg]` attribute, so it cannot take part in the `union` check of its struct"]
    );
}

#[test]
fn an_item_payload_that_checks_nothing_is_an_error() {
    let source = "pub struct S {\n    /// +k8s:listType=map\n    /// +k8s:listMapKey=k\n    /// +k8s:item(k: \"a\")=+k8s:subfield(\"v\")=+k8s:optional\n    pub l: Vec<E>,\n}\npub struct E { pub k: String, pub v: Option<String> }\n";
    assert_eq!(
        errors("item-empty", source),
        ["no validation functions found for the payload of \"k8s:item\""]
    );
}

#[test]
fn item_through_a_subfield_needs_the_subfields_list_semantics() {
    let source = "pub struct S {\n    /// +k8s:subfield(\"l\")=+k8s:item(k: \"a\")=+k8s:validateFalse\n    pub h: H,\n}\npub struct H { pub l: Vec<E> }\npub struct E { pub k: String }\n";
    assert_eq!(
        errors("subfield-item", source),
        ["k8s:item needs a listType=map (or unique=map) list with k8s:listMapKey"]
    );
}

#[test]
fn item_under_if_mode_needs_the_fields_list_semantics() {
    let source = "pub struct S {\n    /// +k8s:modeDiscriminator\n    pub mode: String,\n    /// +k8s:ifMode(\"A\")=+k8s:item(k: \"a\")=+k8s:validateFalse\n    pub l: Vec<E>,\n}\npub struct E { pub k: String }\n";
    assert_eq!(
        errors("mode-item", source),
        ["k8s:item needs a listType=map (or unique=map) list with k8s:listMapKey"]
    );
}

#[test]
fn tagged_fields_of_generic_structs_are_rejected() {
    let source = "pub struct G<T> {\n    /// +k8s:minimum=1\n    pub x: i32,\n    pub t: T,\n}\n";
    assert_eq!(
        errors("generic", source),
        ["a field of the generic type `G` has validation tags, but generic types are not supported by validation-gen"]
    );
    // Untagged generic structs are not validated and not an error.
    assert_eq!(
        errors("generic-untagged", "pub struct G<T> {\n    pub t: T,\n}\n"),
        Vec::<String>::new()
    );
}

#[test]
fn union_misuse() {
    let inner = "pub struct Inner;\n";
    assert_eq!(
        errors(
            "un1",
            &format!("pub struct S {{\n    /// +k8s:unionMember\n    pub a: Inner,\n}}\n{inner}")
        ),
        ["a union member cannot be an always-present struct (it is always set); use `Option`"]
    );
    assert_eq!(
        errors(
            "un2",
            "pub struct S {\n    /// +k8s:unionDiscriminator\n    pub kind: i32,\n}\n"
        ),
        ["a union discriminator must be a string, not i32"]
    );
    // A discriminator without members produces nothing by itself.
    assert_eq!(
        errors(
            "un3",
            "pub struct S {\n    /// +k8s:unionDiscriminator\n    pub kind: String,\n}\n"
        ),
        Vec::<String>::new()
    );
    let mixed = "pub struct S {\n    /// +k8s:unionMember\n    pub a: Option<i32>,\n    /// +k8s:zeroOrOneOfMember\n    pub b: Option<i32>,\n}\n";
    assert_eq!(
        errors("un4", mixed),
        ["union \"\" mixes k8s:unionMember and k8s:zeroOrOneOfMember members"]
    );
    let two = "pub struct S {\n    /// +k8s:unionDiscriminator\n    pub k: String,\n    /// +k8s:unionDiscriminator\n    pub j: String,\n    /// +k8s:unionMember\n    pub a: Option<i32>,\n}\n";
    assert_eq!(errors("un5", two), ["union \"\" has more than one discriminator"]);
}

#[test]
fn item_misuse() {
    let list = |tags: &str| {
        format!("pub struct S {{\n{tags}    pub items: Vec<Item>,\n}}\npub struct Item {{ pub name: String, pub port: i32 }}\n")
    };
    let map_tags = "    /// +k8s:listType=map\n    /// +k8s:listMapKey=name\n";
    assert_eq!(
        errors(
            "it1",
            &list(&format!("{map_tags}    /// +k8s:item(\"a\")=+k8s:immutable\n"))
        ),
        ["k8s:item takes named arguments only (`key: value`)"]
    );
    assert_eq!(
        errors(
            "it2",
            &list(&format!(
                "{map_tags}    /// +k8s:item(name: \"a\", name: \"b\")=+k8s:immutable\n"
            ))
        ),
        ["duplicate argument \"name\""]
    );
    assert_eq!(
        errors(
            "it3",
            &list(&format!("{map_tags}    /// +k8s:item(port: 1)=+k8s:immutable\n"))
        ),
        ["\"port\" is not a list-map key of this list"]
    );
    assert_eq!(
        errors(
            "it4",
            &list(&format!("{map_tags}    /// +k8s:item(name: 1)=+k8s:immutable\n"))
        ),
        ["the value of \"name\" is of type int, but the key field is String"]
    );
    assert_eq!(
        errors(
            "it5",
            &list(&format!(
                "{map_tags}    /// +k8s:item(name: \"a\", port: 1)=+k8s:immutable\n"
            ))
        ),
        ["k8s:item must name every list-map key (name), and only those"]
    );
    assert_eq!(
        errors("it6", &list("    /// +k8s:item(name: \"a\")=+k8s:immutable\n")),
        ["k8s:item needs a listType=map (or unique=map) list with k8s:listMapKey"]
    );
    assert_misuse(
        "it7",
        "Vec<i32>",
        "+k8s:item(a: 1)=+k8s:immutable",
        "tag \"k8s:item\" can only be used on lists of structs, not on list",
    );
}

#[test]
fn mode_misuse() {
    assert_misuse(
        "m1",
        "Option<String>",
        "+k8s:modeDiscriminator",
        "a mode discriminator must be an always-present string or bool, not optional String",
    );
    assert_misuse(
        "m2",
        "String",
        "+k8s:modeDiscriminator(modality: \"default\")",
        "invalid modality \"default\": a letter followed by letters, digits or '_', and not \"default\"",
    );
    assert_misuse(
        "m3",
        "Option<i32>",
        "+k8s:ifMode=+k8s:minimum=1",
        "k8s:ifMode needs a mode: `k8s:ifMode(\"<mode>\")`",
    );
    assert_misuse(
        "m4",
        "Option<i32>",
        "+k8s:ifMode(\"A\")=+k8s:minimum=1",
        "missing discriminator for mode group (the default group)",
    );
    let two = "pub struct S {\n    /// +k8s:modeDiscriminator\n    pub a: String,\n    /// +k8s:modeDiscriminator\n    pub b: String,\n}\n";
    assert_eq!(
        errors("m5", two),
        ["mode group (the default group) has more than one discriminator"]
    );
}

#[test]
fn item_union_misuse() {
    let list = |tags: &str| {
        format!("pub struct S {{\n    /// +k8s:listType=map\n    /// +k8s:listMapKey=name\n{tags}    pub items: Vec<Item>,\n}}\npub struct Item {{ pub name: String }}\n")
    };
    assert_eq!(
        errors(
            "iu1",
            &list("    /// +k8s:item(name: \"a\")=+k8s:unionMember\n    /// +k8s:item(name: \"a\")=+k8s:unionMember\n")
        ),
        ["item items[{\"name\": \"a\"}] is a member of union \"\" twice"]
    );
    assert_eq!(
        errors("iu2", &list("    /// +k8s:item(name: \"a\")=+k8s:unionDiscriminator\n")),
        ["tag \"k8s:unionDiscriminator\" cannot select list items; item unions have no discriminator"]
    );
    assert_eq!(
        errors("iu3", &list("    /// +k8s:item(name: \"a\")=+k8s:unionMember\n    /// +k8s:item(name: \"b\")=+k8s:zeroOrOneOfMember\n")),
        ["union \"\" mixes k8s:unionMember and k8s:zeroOrOneOfMember members"]
    );
}

#[test]
fn input_selection_misuse_and_nolint() {
    assert_eq!(
        errors("in1", "//! +k8s:validation-gen-input=api::v1\npub struct S;\n"),
        ["`api::v1` is not a path from the crate root (`crate::...`)"]
    );
    assert_eq!(
        errors("in2", "//! +k8s:validation-gen-input=crate::nowhere\npub struct S;\n"),
        ["no module `crate::nowhere` in this crate"]
    );
    assert_eq!(
        errors("in3", "//! +k8s:validation-gen-input=crate::a\n//! +k8s:validation-gen-input=crate::a\npub mod a { pub struct S; }\n"),
        ["a module may select at most one input (`k8s:validation-gen-input`)"]
    );
    // Lint options are accepted (the linter reads them).
    assert_eq!(
        errors(
            "nolint",
            "//! +k8s:validation-gen-nolint\n/// +k8s:validation-gen-nolint\npub struct S;\n"
        ),
        Vec::<String>::new()
    );
}

#[test]
fn structure_tag_misuse_on_the_wrong_shape() {
    let inner = "pub struct Inner {\n    pub x: i32,\n}\n";
    assert_eq!(
        errors(
            "ifmode-struct",
            &format!("pub struct S {{\n    /// +k8s:modeDiscriminator\n    pub mode: String,\n    /// +k8s:ifMode(\"a\")=+k8s:minimum=1\n    pub b: Inner,\n}}\n{inner}")
        ),
        ["k8s:ifMode cannot be used on an always-present struct (it is always set)"]
    );
    assert_eq!(
        errors(
            "item-no-key",
            &format!("pub struct S {{\n    /// +k8s:listType=map\n    /// +k8s:listMapKey=x\n    /// +k8s:item=+k8s:minimum=1\n    pub c: Vec<Inner>,\n}}\n{inner}")
        ),
        ["k8s:item needs one named argument per list-map key"]
    );
    assert_eq!(
        field_with("unique-twice", "+k8s:unique=set\n    /// +k8s:unique=set", "Vec<i32>"),
        ["k8s:unique may only be specified once"]
    );
    assert_eq!(
        field_with(
            "map-of-ints",
            "+k8s:listType=map\n    /// +k8s:listMapKey=x",
            "Vec<i32>"
        ),
        ["listType=map and unique=map need a list of structs"]
    );
    assert_eq!(
        errors("exclude-on-type", "/// +k8s:enumExclude\npub struct T(pub String);\n"),
        ["tag \"k8s:enumExclude\" cannot be specified on type definitions"]
    );
}
