//! The command end to end: CRD and manifest text in, exact output lines and
//! exit status out, through the library entry ([`run`]) with captured
//! output; one case runs the built binary.

use std::fs;

mod support;

use support::{check, crd, foo, run_in, scratch, Case, COLIS_CRD, COLIS_V1_CRD, FOO_CRD, RULE_PROBLEMS_CRD};
use validation_manifests::{run, Io};

#[test]
fn valid_and_invalid_values() {
    check(vec![
        Case {
            name: "a valid manifest",
            files: vec![crd(), ("m.yaml", foo("a", "  replicas: 3\n  minReplicas: 1\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "an OpenAPI keyword fails, at the field's line",
            files: vec![crd(), ("m.yaml", foo("a", "  mode: fast\n  replicas: 11\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:7: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "a CEL rule fails",
            files: vec![crd(), ("m.yaml", foo("a", "  replicas: 2\n  minReplicas: 3\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:5: Foo.example.com \"a\" is invalid: spec: Invalid value: minReplicas must not exceed replicas\n",
        },
        Case {
            name: "--kube-version 1.34: a failed rule shows the schema's type",
            files: vec![crd(), ("m.yaml", foo("a", "  replicas: 2\n  minReplicas: 3\n"))],
            args: &["--kube-version", "1.34", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:5: Foo.example.com \"a\" is invalid: spec: Invalid value: \"object\": minReplicas must not exceed replicas\n",
        },
        Case {
            name: "--kube-version 1.32: a new CRD's rules compile in 1.31's environment",
            files: vec![
                ("crd.yaml", FOO_CRD.replace("self.minReplicas <= self.replicas\"", "self.minReplicas <= self.replicas && [1].all(i, v, v > 0)\"")),
                ("m.yaml", foo("a", "  replicas: 2\n")),
            ],
            args: &["--kube-version", "1.32", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:24: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule: Invalid value: apiextensions.ValidationRule{Rule:\"!has(self.minReplicas) || !has(self.replicas) || self.minReplicas <= self.replicas && [1].all(i, v, v > 0)\", Message:\"minReplicas must not exceed replicas\", MessageExpression:\"\", Reason:(*apiextensions.FieldValueErrorReason)(nil), FieldPath:\"\", OptionalOldSelf:(*bool)(nil)}: compilation failed: ERROR: <input>:1:94: undeclared reference to 'all' (in container '')\n | !has(self.minReplicas) || !has(self.replicas) || self.minReplicas <= self.replicas && [1].all(i, v, v > 0)\n | .............................................................................................^\nERROR: <input>:1:95: undeclared reference to 'i' (in container '')\n | !has(self.minReplicas) || !has(self.replicas) || self.minReplicas <= self.replicas && [1].all(i, v, v > 0)\n | ..............................................................................................^\nERROR: <input>:1:98: undeclared reference to 'v' (in container '')\n | !has(self.minReplicas) || !has(self.replicas) || self.minReplicas <= self.replicas && [1].all(i, v, v > 0)\n | .................................................................................................^\nERROR: <input>:1:101: undeclared reference to 'v' (in container '')\n | !has(self.minReplicas) || !has(self.replicas) || self.minReplicas <= self.replicas && [1].all(i, v, v > 0)\n | ....................................................................................................^\nm.yaml:1: no matches for kind \"Foo\" in version \"example.com/v1\"\n",
        },
        Case {
            name: "--kube-version 1.33: two-variable comprehensions compile",
            files: vec![
                ("crd.yaml", FOO_CRD.replace("self.minReplicas <= self.replicas\"", "self.minReplicas <= self.replicas && [1].all(i, v, v > 0)\"")),
                ("m.yaml", foo("a", "  replicas: 2\n")),
            ],
            args: &["--kube-version", "1.33", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "defaults are applied before validation; nulls without a default are unset",
            files: vec![
                ("crd.yaml", FOO_CRD.replace("              minReplicas:\n                type: integer\n", "              minReplicas:\n                type: integer\n                default: 5\n")),
                ("m.yaml", foo("a", "  replicas: 2\n  mode: null\n")),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:5: Foo.example.com \"a\" is invalid: spec: Invalid value: minReplicas must not exceed replicas\n",
        },
        Case {
            name: "object metadata: a name is required",
            files: vec![
                crd(),
                ("m.yaml", "apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  labels: {app: x}\n".to_owned()),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:3: Foo.example.com \"\" is invalid: metadata.name: Required value: name or generateName is required\n",
        },
        Case {
            name: "status is not validated with the status subresource, but pruned",
            files: vec![
                crd(),
                ("m.yaml", foo("a", "  replicas: 1\nstatus:\n  ready: maybe\n  bogus: 1\n")),
            ],
            args: &["crd.yaml", "m.yaml", "--field-validation", "Warn"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:9: Warning: unknown field \"status.bogus\"\n",
        },
        Case {
            name: "a manifest without apiVersion and kind",
            files: vec![crd(), ("m.yaml", "metadata:\n  name: a\n".to_owned())],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:1: error validating data: [apiVersion not set, kind not set]\n",
        },
    ]);
}

const UNKNOWN_NESTED: &str = "  replicas: 1\n  bogus: 1\n  items:\n  - name: x\n    color: red\n  labels:\n    a:\n      value: v\n      size: 2\n";

#[test]
fn unknown_fields_in_each_mode() {
    check(vec![
        Case {
            name: "Strict: one error, paths sorted",
            files: vec![crd(), ("m.yaml", foo("a", UNKNOWN_NESTED))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:7: Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"spec.bogus\", unknown field \"spec.items[0].color\", unknown field \"spec.labels.a.size\"\n",
        },
        Case {
            name: "Warn: a warning per field, at its line",
            files: vec![crd(), ("m.yaml", foo("a", UNKNOWN_NESTED))],
            args: &["--field-validation", "Warn", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:7: Warning: unknown field \"spec.bogus\"\nm.yaml:10: Warning: unknown field \"spec.items[0].color\"\nm.yaml:14: Warning: unknown field \"spec.labels.a.size\"\n",
        },
        Case {
            name: "Ignore: nothing",
            files: vec![crd(), ("m.yaml", foo("a", UNKNOWN_NESTED))],
            args: &["--field-validation=Ignore", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "Warn: the pruned object is validated",
            files: vec![crd(), ("m.yaml", foo("a", "  replicas: 12\n  bogus: 1\n"))],
            args: &["--field-validation", "Warn", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:7: Warning: unknown field \"spec.bogus\"\nm.yaml:6: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 12: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "preserve-unknown-fields keeps unknown fields; specified ones are pruned inside",
            files: vec![
                crd(),
                ("m.yaml", foo("a", "  extra:\n    anything: 1\n    deep:\n      er: [1, 2]\n    known:\n      a: x\n      b: y\n")),
            ],
            args: &["--field-validation", "Warn", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:12: Warning: unknown field \"spec.extra.known.b\"\n",
        },
        Case {
            name: "embedded resources: type meta required, metadata and fields pruned",
            files: vec![
                crd(),
                ("m.yaml", foo("a", "  template:\n    metadata:\n      name: t\n      bogus: 1\n    spec:\n      size: 1\n      other: 2\n")),
            ],
            args: &["--field-validation", "Warn", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            // Required errors stop the CRD's CEL rules, as in the API server.
            stdout: "m.yaml:9: Warning: unknown field \"spec.template.metadata.bogus\"\nm.yaml:12: Warning: unknown field \"spec.template.spec.other\"\nm.yaml:6: Foo.example.com \"a\" is invalid: spec.template.apiVersion: Required value: must not be empty\nm.yaml:6: Foo.example.com \"a\" is invalid: spec.template.kind: Required value: must not be empty\nm.yaml:1: Foo.example.com \"a\" is invalid: <nil>: Invalid value: null: some validation rules were not checked because the object was invalid; correct the existing errors to complete validation\n",
        },
        Case {
            name: "unknown fields in metadata",
            files: vec![
                crd(),
                ("m.yaml", "apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: a\n  nmespace: b\n".to_owned()),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:5: Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"metadata.nmespace\"\n",
        },
    ]);
}

#[test]
fn duplicate_fields() {
    let json = r#"{"apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "a"},
 "spec": {"replicas": 1, "items": [{"name": "x", "name": "y"}], "replicas": 2, "bogus": true}}"#;
    check(vec![
        Case {
            name: "YAML: the line of the repeated key, then unknown fields",
            files: vec![crd(), ("m.yaml", foo("a", "  replicas: 1\n  bogus: 1\n  replicas: 2\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:8: Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: yaml: unmarshal errors:\n  line 8: key \"replicas\" already set in map, unknown field \"spec.bogus\"\n",
        },
        Case {
            name: "YAML, Warn: the last value is kept",
            files: vec![crd(), ("m.yaml", foo("a", "  replicas: 1\n  replicas: 20\n"))],
            args: &["crd.yaml", "m.yaml", "--field-validation", "Warn"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:7: Warning: line 7: key \"replicas\" already set in map\nm.yaml:7: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 20: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "JSON: duplicate fields by path, in document order",
            files: vec![crd(), ("m.json", json.to_owned())],
            args: &["crd.yaml", "m.json"],
            stdin: String::new(),
            status: 1,
            stdout: "m.json:2: Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: duplicate field \"spec.items[0].name\", duplicate field \"spec.replicas\", unknown field \"spec.bogus\"\n",
        },
        Case {
            name: "JSON, Warn: each at its field's line",
            files: vec![crd(), ("m.json", json.to_owned())],
            args: &["crd.yaml", "m.json", "--field-validation", "Warn"],
            stdin: String::new(),
            status: 0,
            stdout: "m.json:2: Warning: duplicate field \"spec.items[0].name\"\nm.json:2: Warning: duplicate field \"spec.replicas\"\nm.json:2: Warning: unknown field \"spec.bogus\"\n",
        },
        Case {
            name: "JSON: a field error at its line",
            files: vec![
                crd(),
                (
                    "m.json",
                    "{\"apiVersion\": \"example.com/v1\", \"kind\": \"Foo\",\n \"metadata\": {\"name\": \"a\"},\n \"spec\": {\n  \"replicas\": 30\n }\n}\n".to_owned(),
                ),
            ],
            args: &["crd.yaml", "m.json"],
            stdin: String::new(),
            status: 1,
            stdout: "m.json:4: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 30: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "JSON, Ignore",
            files: vec![crd(), ("m.json", json.to_owned())],
            args: &["crd.yaml", "m.json", "--field-validation", "Ignore"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
    ]);
}

#[test]
fn metadata_that_does_not_decode() {
    check(vec![
        Case {
            name: "a label value that is not a string",
            files: vec![
                crd(),
                ("m.yaml", "apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: a\n  labels:\n    app: 1\n".to_owned()),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:3: Foo in version \"v1\" cannot be handled as a Foo: json: cannot unmarshal number into Go struct field ObjectMeta.labels of type string\n",
        },
        Case {
            name: "in an embedded resource: a field error",
            files: vec![
                crd(),
                ("m.yaml", foo("a", "  template:\n    apiVersion: v1\n    kind: T\n    metadata:\n      name: 5\n")),
            ],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:9: Foo in version \"v1\" cannot be handled as a Foo: spec.template.metadata: Invalid value: {\"name\":5}: json: cannot unmarshal number into Go struct field ObjectMeta.name of type string\n",
        },
    ]);
}

#[test]
fn updates_with_old_manifests() {
    check(vec![
        Case {
            name: "a transition rule",
            files: vec![
                crd(),
                ("old/m.yaml", foo("a", "  mode: fast\n")),
                ("m.yaml", foo("a", "  mode: slow\n")),
            ],
            args: &["crd.yaml", "m.yaml", "--old", "old"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:6: Foo.example.com \"a\" is invalid: spec.mode: Invalid value: \"slow\": mode is immutable\n",
        },
        Case {
            name: "no namespace matches the default namespace",
            files: vec![
                crd(),
                ("old/m.yaml", foo("a", "  mode: fast\n").replace("  name: a\n", "  name: a\n  namespace: default\n")),
                ("m.yaml", foo("a", "  mode: slow\n")),
            ],
            args: &["crd.yaml", "m.yaml", "--old", "old"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:6: Foo.example.com \"a\" is invalid: spec.mode: Invalid value: \"slow\": mode is immutable\n",
        },
        Case {
            name: "another namespace is another object",
            files: vec![
                crd(),
                ("old/m.yaml", foo("a", "  mode: fast\n").replace("  name: a\n", "  name: a\n  namespace: team\n")),
                ("m.yaml", foo("a", "  mode: slow\n")),
            ],
            args: &["crd.yaml", "m.yaml", "--old", "old"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "without an old object transition rules do not run",
            files: vec![crd(), ("old/m.yaml", foo("b", "  mode: fast\n")), ("m.yaml", foo("a", "  mode: slow\n"))],
            args: &["crd.yaml", "m.yaml", "--old", "old"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "ratcheting: an unchanged invalid value is a warning",
            files: vec![
                crd(),
                ("old.yaml", foo("a", "  replicas: 20\n  mode: fast\n")),
                ("m.yaml", foo("a", "  replicas: 20\n  mode: fast\n  minReplicas: 1\n")),
            ],
            args: &["crd.yaml", "m.yaml", "--old", "old.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:6: Warning: spec.replicas: Invalid value: 20: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "ratcheting: a changed invalid value is an error",
            files: vec![
                crd(),
                ("old.yaml", foo("a", "  replicas: 20\n")),
                ("m.yaml", foo("a", "  replicas: 21\n")),
            ],
            args: &["crd.yaml", "m.yaml", "--old", "old.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:6: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 21: spec.replicas in body should be less than or equal to 10\n",
        },
    ]);
}

#[test]
fn crds_and_kinds() {
    let bad_crd = FOO_CRD.replace(
        "              replicas:\n                type: integer\n",
        "              replicas:\n                description: no type\n",
    );
    check(vec![
        Case {
            name: "a CRD that fails the structural check is reported, and its kind is not served",
            files: vec![("crd.yaml", bad_crd), ("m.yaml", foo("a", "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:27: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[replicas].type: Required value: must not be empty for specified object fields\nm.yaml:1: no matches for kind \"Foo\" in version \"example.com/v1\"\n",
        },
        Case {
            name: "a rule that does not compile",
            files: vec![("crd.yaml", FOO_CRD.replace("rule: self == oldSelf", "rule: self.nope == 1"))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:35: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[mode].x-kubernetes-validations[0].rule: Invalid value: {\"Rule\":\"self.nope == 1\",\"Message\":\"mode is immutable\",\"MessageExpression\":\"\",\"Reason\":null,\"FieldPath\":\"\",\"OptionalOldSelf\":null}: compilation failed: ERROR: <input>:1:5: type 'string' does not support field selection\n | self.nope == 1\n | ....^\n",
        },
        Case {
            name: "a transition rule under the items of an atomic list",
            files: vec![(
                "crd.yaml",
                FOO_CRD.replace(
                    "                items:\n                  type: object\n                  properties:\n                    name:\n                      type: string\n",
                    "                maxItems: 10\n                items:\n                  type: object\n                  properties:\n                    name:\n                      type: string\n                      maxLength: 10\n                      x-kubernetes-validations:\n                      - rule: self == oldSelf\n",
                ),
            )],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:47: CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[items].items.properties[name].x-kubernetes-validations[0].rule: Invalid value: \"self == oldSelf\": oldSelf cannot be used on the uncorrelatable portion of the schema within spec.validation.openAPIV3Schema.properties[spec].properties[items]\n",
        },
        Case {
            name: "a message expression over the cost limit: a real API server's three errors",
            files: vec![("crd.yaml", COLIS_CRD.to_owned())],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:29: CustomResourceDefinition.apiextensions.k8s.io \"colis.cours.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[worker].x-kubernetes-validations[0].messageExpression: Forbidden: estimated messageExpression cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)\n\
                     crd.yaml:29: CustomResourceDefinition.apiextensions.k8s.io \"colis.cours.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[worker].x-kubernetes-validations[0].messageExpression: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema\n\
                     crd.yaml:18: CustomResourceDefinition.apiextensions.k8s.io \"colis.cours.example.com\" is invalid: spec.validation.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)\n",
        },
        Case {
            name: "the same message expression written with format() is accepted",
            files: vec![(
                "crd.yaml",
                COLIS_CRD.replace(
                    "\"'min (' + string(self.min) + ') dépasse max (' + string(self.max) + ')'\"",
                    "\"'min (%d) dépasse max (%d)'.format([self.min, self.max])\"",
                ),
            )],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "a default the node's rule fails on: a real API server's error, and no rule checked",
            files: vec![("crd.yaml", COLIS_CRD.replace("default: {min: 0, max: 5}", "default: {}"))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:26: CustomResourceDefinition.apiextensions.k8s.io \"colis.cours.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[worker].default: Invalid value: \"object\": no such key: min evaluating rule: self.min <= self.max\n",
        },
        Case {
            name: "a default with an unknown field, over its maximum, or failing a rule",
            files: vec![
                ("unknown.yaml", COLIS_CRD.replace("default: {min: 0, max: 5}", "default: {min: 0, max: 50, extra: 1}")),
                ("rule.yaml", COLIS_CRD.replace("default: {min: 0, max: 5}", "default: {min: 9, max: 5}").replace("colis.cours", "parcels.cours").replace("plural: colis", "plural: parcels").replace("kind: Colis", "kind: Parcel").replace("listKind: ColisList", "listKind: ParcelList").replace("singular: colis", "singular: parcel")),
            ],
            args: &["unknown.yaml", "rule.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "unknown.yaml:26: CustomResourceDefinition.apiextensions.k8s.io \"colis.cours.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[worker].default: Invalid value: {\"extra\":1,\"max\":50,\"min\":0}: must not have unknown fields\n\
                     unknown.yaml:26: CustomResourceDefinition.apiextensions.k8s.io \"colis.cours.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[worker].default.max: Invalid value: 50: spec.validation.openAPIV3Schema.properties[spec].properties[worker].default.max in body should be less than or equal to 20\n\
                     rule.yaml:26: CustomResourceDefinition.apiextensions.k8s.io \"parcels.cours.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[worker].default: Invalid value: min (9) dépasse max (5)\n",
        },
        Case {
            name: "the same selectable fields on versions whose schemas differ: a real API server's error",
            files: vec![("crd.yaml", COLIS_V1_CRD.to_owned())],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:28: CustomResourceDefinition.apiextensions.k8s.io \"colis.cours.example.com\" is invalid: spec.selectableFields: Invalid value: \"\": may only be set when validations.schema is included\n",
        },
        Case {
            name: "selectable fields on one version only are accepted",
            files: vec![("crd.yaml", COLIS_V1_CRD.replacen("    selectableFields:\n    - jsonPath: .spec.version\n", "", 1))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "rule problems node by node; a node with a schema error keeps its rules unchecked",
            files: vec![("crd.yaml", RULE_PROBLEMS_CRD.to_owned())],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:25: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[1].fieldPath: Invalid value: \".b\": must be a valid path\ncrd.yaml:34: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[tags].x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)\ncrd.yaml:39: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[z].x-kubernetes-validations[0].messageExpression: Invalid value: {\"Rule\":\"self.size() \\u003e 0\",\"Message\":\"\",\"MessageExpression\":\"self.nope\",\"Reason\":null,\"FieldPath\":\"\",\"OptionalOldSelf\":null}: messageExpression compilation failed: ERROR: <input>:1:5: type 'string' does not support field selection\n | self.nope\n | ....^\ncrd.yaml:34: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[tags].x-kubernetes-validations[0].rule: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema\ncrd.yaml:17: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)\n",
        },
        Case {
            name: "rule problems: without the schema error, the node's own rules after its children's",
            files: vec![("crd.yaml", RULE_PROBLEMS_CRD.replace("              fieldPath: \".b\"\n", ""))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:33: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[tags].x-kubernetes-validations[0].rule: Forbidden: estimated rule cost exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)\ncrd.yaml:38: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[z].x-kubernetes-validations[0].messageExpression: Invalid value: {\"Rule\":\"self.size() \\u003e 0\",\"Message\":\"\",\"MessageExpression\":\"self.nope\",\"Reason\":null,\"FieldPath\":\"\",\"OptionalOldSelf\":null}: messageExpression compilation failed: ERROR: <input>:1:5: type 'string' does not support field selection\n | self.nope\n | ....^\ncrd.yaml:23: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[0].rule: Invalid value: {\"Rule\":\"self.nope \\u003e 0\",\"Message\":\"\",\"MessageExpression\":\"\",\"Reason\":null,\"FieldPath\":\"\",\"OptionalOldSelf\":null}: compilation failed: ERROR: <input>:1:5: undefined field 'nope'\n | self.nope > 0\n | ....^\ncrd.yaml:26: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].x-kubernetes-validations[2].optionalOldSelf: Invalid value: true: may not be set if oldSelf is not used in rule\ncrd.yaml:33: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[tags].x-kubernetes-validations[0].rule: Forbidden: contributed to estimated rule cost total exceeding cost limit for entire OpenAPIv3 schema\ncrd.yaml:17: CustomResourceDefinition.apiextensions.k8s.io \"widgets.example.com\" is invalid: spec.validation.openAPIV3Schema: Forbidden: x-kubernetes-validations estimated rule cost total for entire OpenAPIv3 schema exceeds budget by factor of more than 100x (try simplifying the rule, or adding maxItems, maxProperties, and maxLength where arrays, maps, and strings are declared)\n",
        },
        Case {
            name: "a CRD with a repeated key: Strict rejects it",
            files: vec![("crd.yaml", FOO_CRD.replace("  scope: Namespaced\n", "  scope: Namespaced\n  scope: Cluster\n")), ("m.yaml", foo("a", "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:11: CustomResourceDefinition in version \"v1\" cannot be handled as a CustomResourceDefinition: strict decoding error: yaml: unmarshal errors:\n  line 11: key \"scope\" already set in map\nm.yaml:1: no matches for kind \"Foo\" in version \"example.com/v1\"\n",
        },
        Case {
            name: "a CRD with a repeated key: Warn accepts it",
            files: vec![("crd.yaml", FOO_CRD.replace("  scope: Namespaced\n", "  scope: Cluster\n  scope: Namespaced\n")), ("m.yaml", foo("a", "  replicas: 1\n"))],
            args: &["crd.yaml", "m.yaml", "--field-validation", "Warn"],
            stdin: String::new(),
            status: 0,
            stdout: "crd.yaml:11: Warning: line 11: key \"scope\" already set in map\n",
        },
        Case {
            name: "a CRD with an unknown field (a typo): Strict rejects it",
            files: vec![("crd.yaml", FOO_CRD.replace("                x-kubernetes-validations:\n                - rule: self == oldSelf", "                x-kubernetes-validation:\n                - rule: self == oldSelf"))],
            args: &["crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:34: CustomResourceDefinition in version \"v1\" cannot be handled as a CustomResourceDefinition: strict decoding error: unknown field \"spec.versions[0].schema.openAPIV3Schema.properties.spec.properties.mode.x-kubernetes-validation\"\n",
        },
        Case {
            name: "a CRD with an unknown field: Warn, at its line",
            files: vec![("crd.yaml", FOO_CRD.replace("  scope: Namespaced\n", "  scope: Namespaced\n  scopes: [a]\n"))],
            args: &["crd.yaml", "--field-validation", "Warn"],
            stdin: String::new(),
            status: 0,
            stdout: "crd.yaml:11: Warning: unknown field \"spec.scopes\"\n",
        },
        Case {
            name: "the same CRD twice",
            files: vec![crd(), ("again.yaml", FOO_CRD.to_owned())],
            args: &["again.yaml", "crd.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "crd.yaml:1: customresourcedefinitions.apiextensions.k8s.io \"foos.example.com\" already exists\n",
        },
        Case {
            name: "an unknown kind (a typo of a built-in one) is an error",
            files: vec![crd(), ("m.yaml", "apiVersion: apps/v1\nkind: Deploymnet\nmetadata:\n  name: d\n".to_owned())],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:1: no matches for kind \"Deploymnet\" in version \"apps/v1\"\n",
        },
        Case {
            name: "an unknown kind is a warning with --ignore-unknown-kinds",
            files: vec![crd(), ("m.yaml", "apiVersion: apps/v1\nkind: Deploymnet\nmetadata:\n  name: d\n".to_owned())],
            args: &["--ignore-unknown-kinds", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:1: Warning: no matches for kind \"Deploymnet\" in version \"apps/v1\" (not checked)\n",
        },
        Case {
            name: "an unserved version is unknown",
            files: vec![crd(), ("m.yaml", "apiVersion: example.com/v2\nkind: Foo\nmetadata:\n  name: d\n".to_owned())],
            args: &["--skip-missing", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "m.yaml:1: Warning: no matches for kind \"Foo\" in version \"example.com/v2\" (not checked)\n",
        },
    ]);
}

#[test]
fn inputs() {
    check(vec![
        Case {
            name: "stdin, multi-document, manifests before their CRD",
            files: vec![],
            args: &["-"],
            stdin: format!("{}---\n{FOO_CRD}", foo("a", "  replicas: 11\n")),
            status: 1,
            stdout: "-:6: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "directories are walked in sorted order; other files are skipped",
            files: vec![
                ("crds/foo.yaml", FOO_CRD.to_owned()),
                ("deploy/b.yml", foo("b", "  replicas: 12\n")),
                ("deploy/a/z.json", r#"{"apiVersion": "example.com/v1", "kind": "Foo", "metadata": {"name": "z"}, "spec": {"replicas": 13}}"#.to_owned()),
                ("deploy/notes.txt", "not: a manifest\n".to_owned()),
                ("deploy/c.yaml", format!("{}\n---\n{}", foo("c1", "  replicas: 1\n"), foo("c2", "  replicas: 14\n"))),
            ],
            args: &["crds", "deploy"],
            stdin: String::new(),
            status: 1,
            stdout: "deploy/a/z.json:1: Foo.example.com \"z\" is invalid: spec.replicas: Invalid value: 13: spec.replicas in body should be less than or equal to 10\ndeploy/b.yml:6: Foo.example.com \"b\" is invalid: spec.replicas: Invalid value: 12: spec.replicas in body should be less than or equal to 10\ndeploy/c.yaml:14: Foo.example.com \"c2\" is invalid: spec.replicas: Invalid value: 14: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "a List is checked item by item",
            files: vec![
                crd(),
                (
                    "list.yaml",
                    "apiVersion: v1\nkind: List\nitems:\n- apiVersion: example.com/v1\n  kind: Foo\n  metadata:\n    name: a\n  spec:\n    replicas: 1\n- apiVersion: example.com/v1\n  kind: Foo\n  metadata:\n    name: b\n  spec:\n    replicas: 12\n    replicas: 13\n".to_owned(),
                ),
            ],
            args: &["crd.yaml", "list.yaml", "--field-validation", "Warn"],
            stdin: String::new(),
            status: 1,
            stdout: "list.yaml:16: Warning: line 16: key \"replicas\" already set in map\nlist.yaml:16: Foo.example.com \"b\" is invalid: spec.replicas: Invalid value: 13: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "a file that does not parse",
            files: vec![crd(), ("m.yaml", "a: b\n  c: d: e\n".to_owned())],
            args: &["crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:2: error converting YAML to JSON: yaml: line 2: mapping values are not allowed in this context\n",
        },
        Case {
            // Documents are checked as they are read: those before the
            // error get their verdicts (kubectl would have sent them),
            // nothing after it is read.
            name: "a stream that stops parsing after two documents",
            files: vec![
                crd(),
                (
                    "m.yaml",
                    format!(
                        "{}---\n{}---\na: b\n  c: d: e\n---\n{}",
                        foo("a", "  replicas: 1\n"),
                        foo("b", "  replicas: 11\n"),
                        foo("c", "  replicas: 12\n")
                    ),
                ),
            ],
            args: &["crd.yaml", "m.yaml", "--summary"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:13: Foo.example.com \"b\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\nm.yaml:16: error converting YAML to JSON: yaml: line 16: mapping values are not allowed in this context\nSummary: 4 documents found in 2 files - Valid: 2, Invalid: 1, Errors: 1, Skipped: 0, Warnings: 0\n",
        },
    ]);
}

#[test]
fn stdin_joins_file_inputs() {
    let got = run_in(
        &[("crd.yaml", FOO_CRD)],
        &["crd.yaml", "-"],
        &foo("a", "  replicas: 11\n"),
    );
    assert_eq!(
        (got.status, got.stdout.as_str()),
        (1, "-:6: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n")
    );
}

#[test]
fn progress_is_shown_only_when_asked() {
    let dir = scratch();
    fs::write(dir.join("crd.yaml"), FOO_CRD).unwrap();
    fs::write(
        dir.join("m.yaml"),
        format!("{}---\n{}", foo("a", "  replicas: 1\n"), foo("b", "  replicas: 2\n")),
    )
    .unwrap();
    let args = ["validate-manifests".to_owned(), dir.display().to_string()];
    let mut out = Vec::new();
    let mut err = Vec::new();
    let io = Io {
        stdin: &mut std::io::empty(),
        stdout: &mut out,
        stderr: &mut err,
        progress: true,
    };
    assert_eq!(run(&args, io), 0);
    assert_eq!(String::from_utf8(out).unwrap(), "");
    assert_eq!(
        String::from_utf8(err).unwrap(),
        "\rchecked 1/2 files\rchecked 2/2 files\n"
    );
}

#[test]
fn usage_and_io_errors_exit_2() {
    let got = run_in(&[], &["--field-validation", "strict", "x.yaml"], "");
    assert_eq!(got.status, 2);
    assert_eq!(got.stdout, "");
    assert!(
        got.stderr.starts_with("error: invalid value 'strict' for '--field-validation <MODE>': fieldValidation must be one of \"Ignore\", \"Warn\", or \"Strict\", got \"strict\""),
        "{}",
        got.stderr
    );

    let got = run_in(&[], &["missing.yaml"], "");
    assert_eq!(got.status, 2);
    assert_eq!(got.stdout, "");
    assert_eq!(
        got.stderr,
        "validate-manifests: cannot read missing.yaml: No such file or directory (os error 2)\n"
    );

    let got = run_in(&[], &[], "");
    assert_eq!(got.status, 2);
    assert!(
        got.stderr
            .contains("the following required arguments were not provided"),
        "{}",
        got.stderr
    );

    let got = run_in(&[], &["--help"], "");
    assert_eq!(got.status, 0);
    assert!(got.stdout.contains("--field-validation <MODE>"), "{}", got.stdout);
}

#[test]
fn json_report() {
    let files = [
        ("crd.yaml", FOO_CRD.to_owned()),
        (
            "m.yaml",
            format!(
                "{}---\n{}",
                foo("a", "  replicas: 11\n  bogus: 1\n"),
                "apiVersion: v1\nkind: Configmap\nmetadata:\n  name: c\n"
            ),
        ),
    ];
    let files: Vec<(&str, &str)> = files.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let got = run_in(
        &files,
        &[
            "--format",
            "json",
            "--field-validation",
            "Warn",
            "--ignore-unknown-kinds",
            "crd.yaml",
            "m.yaml",
        ],
        "",
    );
    assert_eq!(got.status, 1);
    let want = r#"{
  "documents": [
    {
      "file": "crd.yaml",
      "line": 1,
      "apiVersion": "apiextensions.k8s.io/v1",
      "kind": "CustomResourceDefinition",
      "name": "foos.example.com",
      "errors": [],
      "warnings": []
    },
    {
      "file": "m.yaml",
      "line": 1,
      "apiVersion": "example.com/v1",
      "kind": "Foo",
      "name": "a",
      "errors": [
        {
          "line": 6,
          "field": "spec.replicas",
          "reason": "FieldValueInvalid",
          "message": "Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10"
        }
      ],
      "warnings": [
        {
          "line": 7,
          "reason": "Warning",
          "message": "unknown field \"spec.bogus\""
        }
      ]
    },
    {
      "file": "m.yaml",
      "line": 9,
      "apiVersion": "v1",
      "kind": "Configmap",
      "name": "c",
      "errors": [],
      "warnings": [
        {
          "line": 9,
          "reason": "NotFound",
          "message": "no matches for kind \"Configmap\" in version \"v1\" (not checked)"
        }
      ]
    }
  ],
  "errors": 1,
  "warnings": 2
}
"#;
    assert_eq!(got.stdout, want);
}

#[test]
fn the_binary_reads_stdin_and_sets_its_exit_status() {
    let dir = scratch();
    let crd = dir.join("crd.yaml");
    fs::write(&crd, FOO_CRD).unwrap();
    let mut child = std::process::Command::new(env!("CARGO_BIN_EXE_validate-manifests"))
        .arg(&crd)
        .arg("-")
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(foo("a", "  replicas: 11\n").as_bytes())
        .unwrap();
    let output = child.wait_with_output().unwrap();
    assert_eq!(output.status.code(), Some(1));
    assert_eq!(
        String::from_utf8(output.stdout).unwrap(),
        "-:6: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n"
    );
    // Not a terminal: no progress line.
    assert_eq!(String::from_utf8(output.stderr).unwrap(), "");
}
