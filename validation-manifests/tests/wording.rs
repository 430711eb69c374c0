//! Warnings and wording as the API server of `--kube-version` gives them:
//! deprecated CRD versions, finalizer names, lengths in characters, CRD
//! spec errors instead of decoder messages, schemas shared by all versions.

mod support;

use support::{check, crd, foo, Case, FOO_CRD};

/// The Foo CRD with a second version `v2` of the same schema, and `v1`
/// deprecated with `warning` (none: the default text).
fn deprecated_crd(warning: Option<&str>) -> String {
    let mut v1 = "  - name: v1\n    served: true\n    storage: true\n    deprecated: true\n".to_owned();
    if let Some(w) = warning {
        v1.push_str(&format!("    deprecationWarning: {w:?}\n"));
    }
    let crd = FOO_CRD.replace("  - name: v1\n    served: true\n    storage: true\n", &v1);
    let schema = crd.split("    subresources:\n").nth(1).unwrap();
    format!("{crd}  - name: v2\n    served: true\n    storage: false\n    subresources:\n{schema}")
}

fn v1_foo(name: &str) -> String {
    foo(name, "  replicas: 1\n")
}

#[test]
fn deprecated_versions_warn() {
    check(vec![
        Case {
            name: "the default text names the newer served version",
            files: vec![("crd.yaml", deprecated_crd(None)), ("m.yaml", v1_foo("a"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:1: Warning: example.com/v1 Foo is deprecated; use example.com/v2 Foo\n",
        },
        Case {
            name: "the CRD's own text",
            files: vec![
                ("crd.yaml", deprecated_crd(Some("v1 goes away in 2027"))),
                ("m.yaml", v1_foo("a")),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:1: Warning: v1 goes away in 2027\n",
        },
        Case {
            name: "the version not deprecated: no warning",
            files: vec![
                ("crd.yaml", deprecated_crd(None)),
                ("m.yaml", v1_foo("a").replace("example.com/v1", "example.com/v2")),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
    ]);
}

/// A Foo with these finalizers (on line 5) and `spec`.
fn with_finalizers(finalizers: &str, spec: &str) -> String {
    format!("apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: a\n  finalizers: {finalizers}\nspec:\n{spec}")
}

#[test]
fn finalizer_names() {
    let names = "[kubernetes, orphan, example.com/ok, z-cleanup, a.b, z-cleanup]";
    check(vec![
        Case {
            name: "1.35: each name without a domain once, sorted; a dotted one is told to add a path",
            files: vec![crd(), ("m.yaml", with_finalizers(names, "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:5: Warning: metadata.finalizers: \"a.b\": prefer a domain-qualified finalizer name including a path (/) to avoid accidental conflicts with other finalizer writers\nm.yaml:5: Warning: metadata.finalizers: \"z-cleanup\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers\n",
        },
        Case {
            name: "1.31: no path hint",
            files: vec![crd(), ("m.yaml", with_finalizers(names, "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml", "--kube-version", "1.31"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:5: Warning: metadata.finalizers: \"a.b\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers\nm.yaml:5: Warning: metadata.finalizers: \"z-cleanup\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers\n",
        },
        Case {
            name: "1.28: none",
            files: vec![crd(), ("m.yaml", with_finalizers(names, "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml", "--kube-version", "1.28"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "a rejected object gets no warnings; a malformed name is an error (1.35 on: a label key)",
            files: vec![crd(), ("m.yaml", with_finalizers("[a/b/c, cleanup]", "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:5: Foo.example.com \"a\" is invalid: metadata.finalizers: Invalid value: \"a/b/c\": a valid label key must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')\n",
        },
        Case {
            name: "a malformed name before 1.35: a qualified name",
            files: vec![crd(), ("m.yaml", with_finalizers("[a/b/c, cleanup]", "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml", "--kube-version", "1.34"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:5: Foo.example.com \"a\" is invalid: metadata.finalizers: Invalid value: \"a/b/c\": a qualified name must consist of alphanumeric characters, '-', '_' or '.', and must start and end with an alphanumeric character (e.g. 'MyName',  or 'my.name',  or '123-abc', regex used for validation is '([A-Za-z0-9][-A-Za-z0-9_.]*)?[A-Za-z0-9]') with an optional DNS subdomain prefix and '/' (e.g. 'example.com/MyName')\n",
        },
        Case {
            name: "orphan and foregroundDeletion together",
            files: vec![crd(), ("m.yaml", with_finalizers("[orphan, foregroundDeletion]", "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:5: Foo.example.com \"a\" is invalid: metadata.finalizers: Invalid value: []string{\"orphan\", \"foregroundDeletion\"}: finalizer orphan and foregroundDeletion cannot be both set\n",
        },
    ]);
}

#[test]
fn lengths_are_worded_per_version() {
    let long_name = "n".repeat(254);
    let long_namespace = "s".repeat(64);
    let long_label = "v".repeat(64);
    let manifest = format!(
        "apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: {long_name}\n  namespace: {long_namespace}\n  labels:\n    app: {long_label}\nspec:\n  replicas: 1\n"
    );
    let prefix = format!("m.yaml:4: Foo.example.com \"{long_name}\" is invalid: ");
    let names = format!(
        "{prefix}metadata.name: Invalid value: \"{long_name}\": must be no more than 253 characters\n{}",
        format!(
            "{prefix}metadata.namespace: Invalid value: \"{long_namespace}\": must be no more than 63 characters\n"
        )
        .replacen("m.yaml:4", "m.yaml:5", 1),
    );
    let label = |unit: &str| {
        format!("{prefix}metadata.labels: Invalid value: \"{long_label}\": must be no more than 63 {unit}\n")
            .replacen("m.yaml:4", "m.yaml:6", 1)
    };
    let new_wording = format!("{names}{}", label("bytes"));
    let old_wording = format!("{names}{}", label("characters"));
    let files = [crd(), ("m.yaml", manifest)];
    let cases = [
        ("1.35", new_wording.clone()),
        ("1.37", new_wording),
        ("1.34", old_wording.clone()),
        ("1.28", old_wording),
    ];
    for (version, want) in cases {
        let files: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
        let got = support::run_in(&files, &["crd.yaml", "m.yaml", "--kube-version", version], "");
        assert_eq!((got.status, got.stdout.as_str()), (1, want.as_str()), "{version}");
    }
}

/// The Foo CRD with `from` replaced by `to`.
fn crd_with(from: &str, to: &str) -> String {
    assert!(FOO_CRD.contains(from), "{from}");
    FOO_CRD.replacen(from, to, 1)
}

#[test]
fn crd_spec_errors_in_the_api_servers_words() {
    check(vec![
        Case {
            name: "a missing group is a required value, not a decoding error",
            files: vec![("crd.yaml", crd_with("  group: example.com\n", ""))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:4: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: metadata.name: Invalid value: \"foos.example.com\": must be spec.names.plural+\".\"+spec.group\ncrd.yaml:5: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.group: Required value\n",
        },
        Case {
            name: "a missing kind: singular and listKind, defaulted from it, are missing too",
            files: vec![("crd.yaml", crd_with("    kind: Foo\n", ""))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:7: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.names.singular: Required value\ncrd.yaml:7: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.names.kind: Required value\ncrd.yaml:7: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.names.listKind: Required value\n",
        },
        Case {
            name: "a scope that is not one of the two; no storage version",
            files: vec![("crd.yaml", crd_with("  scope: Namespaced\n", "  scope: Everywhere\n").replace("    storage: true\n", "    storage: false\n"))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:10: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.scope: Unsupported value: \"Everywhere\": supported values: \"Cluster\", \"Namespaced\"\ncrd.yaml:11: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.versions: Invalid value: must have exactly one version marked as storage version\n",
        },
        Case {
            name: "a value of the wrong type: the Go decoder's message, at its line",
            files: vec![("crd.yaml", crd_with("    served: true\n", "    served: \"yes\"\n"))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:13: CustomResourceDefinition in version \"v1\" cannot be handled as a CustomResourceDefinition: json: cannot unmarshal string into Go struct field CustomResourceDefinitionVersion.spec.versions.served of type bool\n",
        },
        Case {
            name: "null is a field's zero value, as in Go; unknown fields are still found",
            files: vec![
                (
                    "crd.yaml",
                    crd_with("        type: object\n", "        type: object\n        nullable: null\n        required: null\n        x-kubernetes-validations: null\n")
                        .replace("  scope: Namespaced\n", "  scope: Namespaced\n  scopes: [a]\n"),
                ),
                ("m.yaml", foo("a", "  replicas: 11\n")),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:11: CustomResourceDefinition in version \"v1\" cannot be handled as a CustomResourceDefinition: strict decoding error: unknown field \"spec.scopes\"\nm.yaml:1: no matches for kind \"Foo\" in version \"example.com/v1\"\n",
        },
        Case {
            name: "null fields accepted",
            files: vec![
                ("crd.yaml", crd_with("        type: object\n", "        type: object\n        nullable: null\n        required: null\n")),
                ("m.yaml", foo("a", "  replicas: 11\n")),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:6: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "a group without a dot",
            files: vec![("crd.yaml", crd_with("  group: example.com\n", "  group: example\n").replace("foos.example.com", "foos.example"))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:6: CustomResourceDefinition.apiextensions.k8s.io \"foos.example\" is invalid: spec.group: Invalid value: \"example\": should be a domain with at least one dot\n",
        },
    ]);
}

#[test]
fn shared_schemas_are_reported_under_spec_validation() {
    let bad = crd_with(
        "              replicas:\n                type: integer\n",
        "              replicas:\n                description: no type\n",
    );
    let schema_of = |crd: &str| crd.split("    subresources:\n").nth(1).unwrap().to_owned();
    let with_v2 = |crd: &str, schema: &str| {
        format!("{crd}  - name: v2\n    served: true\n    storage: false\n    subresources:\n{schema}")
    };
    let message = |field: &str| {
        format!("crd.yaml:27: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: {field}.openAPIV3Schema.properties[spec].properties[replicas].type: Required value: must not be empty for specified object fields\n")
    };
    let cases = [
        // One schema for both versions: once, under spec.validation, at the
        // first version's line.
        (with_v2(&bad, &schema_of(&bad)), message("spec.validation")),
        // Two schemas: under the version's own.
        (with_v2(&bad, &schema_of(FOO_CRD)), message("spec.versions[0].schema")),
    ];
    for (crd, want) in cases {
        let got = support::run_in(&[("crd.yaml", &crd)], &["crd.yaml"], "");
        assert_eq!((got.status, got.stdout), (1, want));
    }
}
