//! Every built-in tag's declaration agrees with Kubernetes' tag index
//! (stability, scopes, arguments, payload), written out here as data.

use super::{PayloadKind, Registry, Scope, TagDecl};

/// One row of the tag index: name, stability, scopes (T F LV MK MV C),
/// arguments (`_` positional, `!` required, `*` any named) and payload
/// (`-`, or `<kind>` / `<kind>!` when required).
const INDEX: &[(&str, &str, &str, &str, &str)] = &[
    ("k8s:alpha", "Beta", "T F LV MK MV", "since:string", "tag!"),
    ("k8s:beta", "Beta", "T F LV MK MV", "since:string", "tag!"),
    ("k8s:customUnique", "Stable", "T F LV MK MV", "", "-"),
    ("k8s:customValidation", "Stable", "T F", "", "-"),
    ("k8s:dependentForbidden", "Alpha", "F", "_:string!", "-"),
    ("k8s:dependentRequired", "Alpha", "F", "_:string!", "-"),
    ("k8s:eachKey", "Stable", "T F LV MK MV", "", "tag!"),
    ("k8s:eachVal", "Stable", "T F LV MK MV", "", "tag!"),
    ("k8s:enum", "Stable", "T", "", "-"),
    ("k8s:enumExclude", "Alpha", "C", "", "-"),
    ("k8s:forbidden", "Beta", "F", "", "-"),
    ("k8s:format", "Stable", "T F LV MK MV", "", "string!"),
    ("k8s:ifDisabled", "Stable", "T F LV MK MV C", "_:string!", "tag!"),
    ("k8s:ifEnabled", "Stable", "T F LV MK MV C", "_:string!", "tag!"),
    (
        "k8s:ifMode",
        "Stable",
        "F",
        "_:string mode:string modality:string",
        "tag!",
    ),
    ("k8s:immutable", "Stable", "T F LV MV", "", "-"),
    ("k8s:item", "Stable", "T F LV MK MV", "*", "tag!"),
    ("k8s:listMapKey", "Stable", "T F LV MK MV", "", "string!"),
    ("k8s:listType", "Stable", "T F LV MK MV", "", "string!"),
    ("k8s:maxBytes", "Stable", "T F LV MK MV", "", "int!"),
    ("k8s:maximum", "Stable", "T F LV MK MV", "", "int!"),
    ("k8s:maxItems", "Stable", "T F LV MV", "", "int!"),
    ("k8s:maxLength", "Stable", "T F LV MK MV", "", "int!"),
    ("k8s:maxProperties", "Stable", "T F", "", "int!"),
    ("k8s:minimum", "Stable", "T F LV MK MV", "", "int!"),
    ("k8s:minItems", "Stable", "T F LV MV", "", "int!"),
    ("k8s:minLength", "Stable", "T F LV MK MV", "", "int!"),
    ("k8s:minProperties", "Stable", "T F", "", "int!"),
    ("k8s:modeDiscriminator", "Stable", "F", "modality:string", "-"),
    ("k8s:monotonic", "Alpha", "T F", "", "-"),
    ("k8s:neq", "Alpha", "T F LV MK MV", "", "raw!"),
    ("k8s:opaqueType", "Stable", "T F LV MK MV", "", "-"),
    ("k8s:optional", "Stable", "F", "", "-"),
    ("k8s:required", "Stable", "F", "", "-"),
    ("k8s:subfield", "Stable", "T F LV MK MV", "_:string!", "tag!"),
    ("k8s:unionDiscriminator", "Beta", "F LV", "union:string", "-"),
    (
        "k8s:unionMember",
        "Stable",
        "F LV",
        "union:string memberName:string",
        "-",
    ),
    ("k8s:unique", "Stable", "T F LV MK MV", "", "string!"),
    // The grammar lets the payload be omitted; the tag rejects an empty one.
    ("k8s:update", "Stable", "F LV MV", "", "string"),
    ("k8s:validateError", "Alpha", "T F LV MK MV", "", "string"),
    (
        "k8s:validateFalse",
        "Alpha",
        "T F LV MK MV",
        "flags:string cohort:string typeArg:string",
        "string",
    ),
    (
        "k8s:validateTrue",
        "Alpha",
        "T F LV MK MV",
        "flags:string cohort:string typeArg:string",
        "string",
    ),
    (
        "k8s:validateTrueAlpha",
        "Alpha",
        "T F LV MK MV",
        "flags:string cohort:string typeArg:string",
        "string",
    ),
    (
        "k8s:validateTrueBeta",
        "Beta",
        "T F LV MK MV",
        "flags:string cohort:string typeArg:string",
        "string",
    ),
    // kube-openapi's CEL rule markers, gathered per index into named
    // arguments; on items and map values through nested markers and eachVal.
    (
        "k8s:validation:cel",
        "Stable",
        "T F LV MV",
        "rule:string! message:string messageExpression:string reason:string fieldPath:string optionalOldSelf:bool",
        "-",
    ),
    // kube-openapi's value markers, a JSON value in its syntax.
    ("k8s:validation:enum", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:exclusiveMaximum", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:exclusiveMinimum", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:format", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:maxItems", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:maxLength", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:maxProperties", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:maximum", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:minItems", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:minLength", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:minProperties", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:minimum", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:multipleOf", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:nullable", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:pattern", "Stable", "T F LV MV", "", "string!"),
    ("k8s:validation:uniqueItems", "Stable", "T F LV MV", "", "string!"),
    (
        "k8s:zeroOrOneOfMember",
        "Stable",
        "F LV",
        "union:string memberName:string",
        "-",
    ),
];

fn scope_letters(scopes: &[Scope]) -> String {
    let letters: Vec<&str> = scopes
        .iter()
        .map(|s| match s {
            Scope::Type => "T",
            Scope::Field => "F",
            Scope::ListValue => "LV",
            Scope::MapKey => "MK",
            Scope::MapValue => "MV",
            Scope::Constant => "C",
        })
        .collect();
    letters.join(" ")
}

fn args(decl: &TagDecl) -> String {
    if decl.accepts_unknown_args {
        return "*".to_string();
    }
    let args: Vec<String> = decl
        .args
        .iter()
        .map(|a| {
            format!(
                "{}:{}{}",
                a.name.unwrap_or("_"),
                a.kind,
                if a.required { "!" } else { "" }
            )
        })
        .collect();
    args.join(" ")
}

fn payload(decl: &TagDecl) -> String {
    match decl.payload {
        PayloadKind::None => "-".to_string(),
        kind => format!("{kind}{}", if decl.payload_required { "!" } else { "" }),
    }
}

#[test]
fn builtin_declarations_match_the_tag_index() {
    let registry = Registry::builtin();
    let declared: Vec<(String, String, String, String, String)> = registry
        .decls()
        .map(|d| {
            (
                d.name.to_string(),
                d.stability.to_string(),
                scope_letters(d.scopes),
                args(d),
                payload(d),
            )
        })
        .collect();
    let mut expected: Vec<(String, String, String, String, String)> = INDEX
        .iter()
        .map(|(n, s, sc, a, p)| {
            (
                n.to_string(),
                s.to_string(),
                sc.to_string(),
                a.to_string(),
                p.to_string(),
            )
        })
        .collect();
    expected.sort();
    assert_eq!(expected.len(), 62, "the index lists 62 tags");
    assert_eq!(declared, expected);
}

#[test]
fn every_builtin_tag_is_documented() {
    for decl in Registry::builtin().decls() {
        assert!(decl.description.len() >= 40, "{}: description too thin", decl.name);
        assert!(
            decl.example.contains(&format!("+{}", decl.name)),
            "{}: example does not use the tag",
            decl.name
        );
    }
}
