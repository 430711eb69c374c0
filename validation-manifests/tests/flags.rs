//! The flags CI users know from kubectl-validate and kubeconform, each with
//! its exact output.

mod support;

use support::{check, crd, foo, run_in, Case, FOO_CRD};

/// A Foo with an unknown field and a value over the maximum (line 7).
fn invalid_foo(name: &str) -> String {
    foo(name, "  replicas: 11\n  bogus: 1\n")
}

/// Local CRDs (a ConfigMap beside them is skipped), and two manifests: one
/// rejected, one accepted with finalizer warnings.
fn local_tree() -> Vec<(&'static str, String)> {
    vec![
        ("crds/foo.yaml", FOO_CRD.to_owned()),
        ("crds/cm.yaml", "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n".to_owned()),
        ("deploy/a.yaml", invalid_foo("a")),
        (
            "deploy/b.yaml",
            "apiVersion: example.com/v1\nkind: Foo\nmetadata:\n  name: b\n  finalizers: [cleanup]\nspec:\n  replicas: 1\n".to_owned(),
        ),
    ]
}

const CLEANUP_WARNING: &str = "metadata.finalizers: \"cleanup\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers";

#[test]
fn local_crds_kinds_and_files() {
    check(vec![
        Case {
            name: "--local-crds: CRDs from there only, its other documents skipped",
            files: local_tree(),
            args: &["--local-crds", "crds", "deploy"],
            stdin: String::new(),
            status: 1,
            stdout: "deploy/a.yaml:7: Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"spec.bogus\"\ndeploy/b.yaml:5: Warning: metadata.finalizers: \"cleanup\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers\n",
        },
        Case {
            name: "--local-crds: a CRD among the manifests is checked but serves nothing",
            files: vec![crd(), ("m.yaml", foo("a", "  replicas: 1\n")), ("local/x.yaml", "kind: Nothing\n".to_owned())],
            args: &["--local-crds", "local", "crd.yaml", "m.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:1: no matches for kind \"Foo\" in version \"example.com/v1\"\n",
        },
        Case {
            name: "--skip-kinds by kind: not checked",
            files: local_tree(),
            args: &["--local-crds", "crds", "--skip-kinds", "Deployment,Foo", "deploy", "--summary"],
            stdin: String::new(),
            status: 0,
            stdout: "Summary: 2 documents found in 2 files - Valid: 0, Invalid: 0, Errors: 0, Skipped: 2, Warnings: 0\n",
        },
        Case {
            name: "--skip-kinds by apiVersion/kind; another version's Foo is not skipped",
            files: local_tree(),
            args: &["--local-crds", "crds", "--skip-kinds", "example.com/v2/Foo", "--skip-kinds", "example.com/v1/Foo", "deploy"],
            stdin: String::new(),
            status: 0,
            stdout: "",
        },
        Case {
            name: "--skip-kinds names neither form of the kind",
            files: local_tree(),
            args: &["--local-crds", "crds", "--skip-kinds", "v1/Foo,example.com/Foo", "deploy/a.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "deploy/a.yaml:7: Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"spec.bogus\"\n",
        },
        Case {
            name: "--skip-kinds CustomResourceDefinition: the CRD is not reported, and still serves its kind",
            files: vec![
                ("crd.yaml", FOO_CRD.replace("  scope: Namespaced\n", "  scope: Namespaced\n  scopes: [a]\n")),
                ("m.yaml", foo("a", "  replicas: 11\n")),
            ],
            args: &["--skip-kinds", "CustomResourceDefinition", "--field-validation", "Warn", "crd.yaml", "m.yaml", "--summary"],
            stdin: String::new(),
            status: 1,
            stdout: "m.yaml:6: Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\nSummary: 2 documents found in 2 files - Valid: 0, Invalid: 1, Errors: 0, Skipped: 1, Warnings: 0\n",
        },
        Case {
            name: "--reject-kinds: kubeconform's message",
            files: local_tree(),
            args: &["--local-crds", "crds", "--reject-kinds", "example.com/v1/Foo", "deploy/b.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "deploy/b.yaml:1: prohibited resource kind Foo\n",
        },
        Case {
            name: "--ignore-filename-pattern, repeatable, on walked and named files",
            files: local_tree(),
            args: &["--local-crds", "crds", "--ignore-filename-pattern", "a\\.yaml$", "--ignore-filename-pattern", "^nothing$", "deploy", "deploy/a.yaml"],
            stdin: String::new(),
            status: 0,
            stdout: "deploy/b.yaml:5: Warning: metadata.finalizers: \"cleanup\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers\n",
        },
        Case {
            name: "--strict: warnings fail the run",
            files: local_tree(),
            args: &["--local-crds", "crds", "--strict", "deploy/b.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "deploy/b.yaml:5: Warning: metadata.finalizers: \"cleanup\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers\n",
        },
        Case {
            name: "--all-findings: the validation errors too, marked",
            files: local_tree(),
            args: &["--local-crds", "crds", "--all-findings", "deploy/a.yaml"],
            stdin: String::new(),
            status: 1,
            stdout: "deploy/a.yaml:7: Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"spec.bogus\"\ndeploy/a.yaml:6: (beyond the API server) Foo.example.com \"a\" is invalid: spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10\n",
        },
        Case {
            name: "--kube-version: no finalizer warnings before 1.29",
            files: local_tree(),
            args: &["--local-crds", "crds", "--kube-version", "1.28", "deploy/b.yaml", "--summary"],
            stdin: String::new(),
            status: 0,
            stdout: "Summary: 1 document found in 1 file - Valid: 1, Invalid: 0, Errors: 0, Skipped: 0, Warnings: 0\n",
        },
    ]);
}

#[test]
fn kube_version_must_be_supported() {
    let got = run_in(&[], &["--kube-version", "1.27", "x.yaml"], "");
    assert_eq!(got.status, 2);
    assert!(
        got.stderr
            .starts_with("error: invalid value '1.27' for '--kube-version <1.N>': Kubernetes 1.27 is not supported: built-in schemas cover 1.28 to 1.37"),
        "{}",
        got.stderr
    );
    let got = run_in(&[], &["--kube-version", "two", "x.yaml"], "");
    assert_eq!(got.status, 2);
    assert!(
        got.stderr.starts_with(
            "error: invalid value 'two' for '--kube-version <1.N>': invalid Kubernetes version \"two\": expected 1.NN, v1.NN or 1.NN.P"
        ),
        "{}",
        got.stderr
    );
}

#[test]
fn outputs() {
    check(vec![
        Case {
            name: "github: workflow commands, warnings first, data escaped",
            files: local_tree(),
            args: &["--local-crds", "crds", "deploy", "--output", "github", "--summary"],
            stdin: String::new(),
            status: 1,
            stdout: "::error file=deploy/a.yaml,line=7::Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"spec.bogus\"\n::warning file=deploy/b.yaml,line=5::metadata.finalizers: \"cleanup\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers\nSummary: 2 documents found in 2 files - Valid: 0, Invalid: 1, Errors: 0, Skipped: 0, Warnings: 1\n",
        },
        Case {
            name: "github: a message of several lines stays one annotation",
            files: vec![("crd.yaml", FOO_CRD.replace("rule: self == oldSelf", "rule: self.nope == 1"))],
            args: &["crd.yaml", "-o", "github"],
            stdin: String::new(),
            status: 1,
            stdout: "::error file=crd.yaml,line=35::CustomResourceDefinition.apiextensions.k8s.io \"foos.example.com\" is invalid: spec.validation.openAPIV3Schema.properties[spec].properties[mode].x-kubernetes-validations[0].rule: Invalid value: {\"Rule\":\"self.nope == 1\",\"Message\":\"mode is immutable\",\"MessageExpression\":\"\",\"Reason\":null,\"FieldPath\":\"\",\"OptionalOldSelf\":null}: compilation failed: ERROR: <input>:1:5: type 'string' does not support field selection%0A | self.nope == 1%0A | ....^\n",
        },
        Case {
            name: "json: one Status per document, by file, as kubectl-validate",
            files: vec![
                ("crds/foo.yaml", FOO_CRD.to_owned()),
                ("deploy/a.yaml", format!("{}---\n{}", foo("a", "  replicas: 11\n  minReplicas: 12\n"), foo("ok", "  replicas: 1\n"))),
                ("deploy/b.yaml", invalid_foo("b")),
            ],
            args: &["--local-crds", "crds", "deploy", "-o", "json"],
            stdin: String::new(),
            status: 1,
            stdout: r#"{
    "deploy/a.yaml": [
        {
            "metadata": {},
            "status": "Failure",
            "message": "Foo.example.com \"a\" is invalid: [spec.replicas: Invalid value: 11: spec.replicas in body should be less than or equal to 10, spec: Invalid value: minReplicas must not exceed replicas]",
            "reason": "Invalid",
            "details": {
                "name": "a",
                "group": "example.com",
                "kind": "Foo",
                "causes": [
                    {
                        "reason": "FieldValueInvalid",
                        "message": "Invalid value: 11: spec.replicas in body should be less than or equal to 10",
                        "field": "spec.replicas"
                    },
                    {
                        "reason": "FieldValueInvalid",
                        "message": "Invalid value: minReplicas must not exceed replicas",
                        "field": "spec"
                    }
                ]
            },
            "code": 422
        },
        {
            "metadata": {},
            "status": "Success"
        }
    ],
    "deploy/b.yaml": [
        {
            "metadata": {},
            "status": "Failure",
            "message": "Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"spec.bogus\"",
            "reason": "BadRequest",
            "code": 400
        }
    ]
}
"#,
        },
        Case {
            name: "json: no documents",
            files: vec![("crds/foo.yaml", FOO_CRD.to_owned()), ("deploy/x.txt", String::new())],
            args: &["--local-crds", "crds", "deploy", "-o", "json"],
            stdin: String::new(),
            status: 0,
            stdout: "{}\n",
        },
        Case {
            name: "junit: a suite per file, a case per document",
            files: local_tree(),
            args: &["--local-crds", "crds", "deploy", "--output", "junit"],
            stdin: String::new(),
            status: 1,
            stdout: r#"<?xml version="1.0" encoding="UTF-8"?>
<testsuites name="validate-manifests" tests="2" failures="1" skipped="0">
  <testsuite name="deploy/a.yaml" tests="1" failures="1" skipped="0">
    <testcase classname="deploy/a.yaml" name="deploy/a.yaml:1 Foo a">
      <failure message="Foo in version &quot;v1&quot; cannot be handled as a Foo: strict decoding error: unknown field &quot;spec.bogus&quot;" type="BadRequest">7: Foo in version &quot;v1&quot; cannot be handled as a Foo: strict decoding error: unknown field &quot;spec.bogus&quot;</failure>
    </testcase>
  </testsuite>
  <testsuite name="deploy/b.yaml" tests="1" failures="0" skipped="0">
    <testcase classname="deploy/b.yaml" name="deploy/b.yaml:1 Foo b">
      <system-out>5: Warning: metadata.finalizers: &quot;cleanup&quot;: prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers</system-out>
    </testcase>
  </testsuite>
</testsuites>
"#,
        },
        Case {
            name: "the JSON report of earlier releases stays under --format json",
            files: local_tree(),
            args: &["--local-crds", "crds", "deploy/b.yaml", "--format", "json"],
            stdin: String::new(),
            status: 0,
            stdout: r#"{
  "documents": [
    {
      "file": "deploy/b.yaml",
      "line": 1,
      "apiVersion": "example.com/v1",
      "kind": "Foo",
      "name": "b",
      "errors": [],
      "warnings": [
        {
          "line": 5,
          "reason": "Warning",
          "message": "metadata.finalizers: \"cleanup\": prefer a domain-qualified finalizer name to avoid accidental conflicts with other finalizer writers"
        }
      ]
    }
  ],
  "errors": 0,
  "warnings": 1
}
"#,
        },
    ]);
}

#[test]
fn sarif_has_a_result_per_finding() {
    let tree = local_tree();
    let files: Vec<(&str, &str)> = tree.iter().map(|(n, t)| (*n, t.as_str())).collect();
    let got = run_in(&files, &["--local-crds", "crds", "deploy", "-o", "sarif"], "");
    assert_eq!(got.status, 1);
    let log: serde_json::Value = serde_json::from_str(&got.stdout).unwrap();
    assert_eq!(log["version"], "2.1.0");
    let run = &log["runs"][0];
    assert_eq!(run["tool"]["driver"]["name"], "validate-manifests");
    assert_eq!(
        run["tool"]["driver"]["rules"],
        serde_json::json!([{"id": "BadRequest"}, {"id": "Warning"}])
    );
    let results: Vec<(String, String, String, u64, String)> = run["results"]
        .as_array()
        .unwrap()
        .iter()
        .map(|r| {
            let at = &r["locations"][0]["physicalLocation"];
            (
                r["ruleId"].as_str().unwrap().to_owned(),
                r["level"].as_str().unwrap().to_owned(),
                at["artifactLocation"]["uri"].as_str().unwrap().to_owned(),
                at["region"]["startLine"].as_u64().unwrap(),
                r["message"]["text"].as_str().unwrap().to_owned(),
            )
        })
        .collect();
    assert_eq!(
        results,
        [
            (
                "BadRequest".to_owned(),
                "error".to_owned(),
                "deploy/a.yaml".to_owned(),
                7,
                "Foo in version \"v1\" cannot be handled as a Foo: strict decoding error: unknown field \"spec.bogus\""
                    .to_owned()
            ),
            (
                "Warning".to_owned(),
                "warning".to_owned(),
                "deploy/b.yaml".to_owned(),
                5,
                CLEANUP_WARNING.to_owned()
            ),
        ]
    );
}

/// Many files, every third invalid: the same output, in input order, with
/// one worker and with several.
#[test]
fn workers_keep_input_order() {
    let mut files = vec![("crd.yaml".to_owned(), FOO_CRD.to_owned())];
    let mut want = String::new();
    for i in 0..60 {
        let replicas = if i % 3 == 0 { 11 + i } else { 1 };
        files.push((
            format!("deploy/m{i:02}.yaml"),
            foo(&format!("m{i}"), &format!("  replicas: {replicas}\n")),
        ));
        if i % 3 == 0 {
            want.push_str(&format!("deploy/m{i:02}.yaml:6: Foo.example.com \"m{i}\" is invalid: spec.replicas: Invalid value: {replicas}: spec.replicas in body should be less than or equal to 10\n"));
        }
    }
    let files: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    for jobs in ["1", "2", "7"] {
        let got = run_in(&files, &["-j", jobs, "crd.yaml", "deploy"], "");
        assert_eq!((got.status, got.stdout.as_str()), (1, want.as_str()), "-j {jobs}");
    }
}

/// Files of many documents reach the writer in several batches each; the
/// output stays in input order, document by document.
#[test]
fn streamed_files_keep_input_order() {
    let mut files = vec![("crd.yaml".to_owned(), FOO_CRD.to_owned())];
    let mut want = String::new();
    for (f, docs) in [150usize, 1, 70, 200].into_iter().enumerate() {
        let name = format!("deploy/f{f}.yaml");
        let mut text = String::new();
        for d in 0..docs {
            let replicas = if d % 40 == 0 || d == docs - 1 { 11 + d } else { 1 };
            text.push_str("---\n");
            text.push_str(&foo(&format!("f{f}-{d}"), &format!("  replicas: {replicas}\n")));
            if replicas > 10 {
                let line = 7 * d + 7;
                want.push_str(&format!("{name}:{line}: Foo.example.com \"f{f}-{d}\" is invalid: spec.replicas: Invalid value: {replicas}: spec.replicas in body should be less than or equal to 10\n"));
            }
        }
        files.push((name, text));
    }
    let files: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    for jobs in ["1", "2", "3"] {
        let got = run_in(&files, &["-j", jobs, "--local-crds", "crd.yaml", "deploy"], "");
        assert_eq!((got.status, got.stdout.as_str()), (1, want.as_str()), "-j {jobs}");
    }
}

/// A file that cannot be read stops the run with exit status 2 after the
/// reports of the files before it, whatever the workers were doing. (With
/// CRDs among the inputs, the first pass, which reads every file, stops
/// before any report.)
#[test]
fn an_unreadable_file_stops_the_stream() {
    let dir = support::scratch();
    std::fs::write(dir.join("crd.yaml"), FOO_CRD).unwrap();
    let deploy = dir.join("deploy");
    std::fs::create_dir_all(&deploy).unwrap();
    for i in 0..200 {
        let name = deploy.join(format!("m{i:03}.yaml"));
        if i == 100 {
            std::fs::write(name, b"kind: \xff\n").unwrap();
        } else {
            std::fs::write(name, foo(&format!("m{i}"), &format!("  replicas: {}\n", 11 + i))).unwrap();
        }
    }
    let args: Vec<String> = ["validate-manifests", "-j", "2", "--local-crds", "crd.yaml", "deploy"]
        .iter()
        .map(|a| {
            if a.ends_with("yaml") || *a == "deploy" {
                dir.join(a).display().to_string()
            } else {
                (*a).to_owned()
            }
        })
        .collect();
    let mut out = Vec::new();
    let mut err = Vec::new();
    let status = validation_manifests::run(
        &args,
        validation_manifests::Io {
            stdin: &mut std::io::empty(),
            stdout: &mut out,
            stderr: &mut err,
            progress: false,
        },
    );
    let prefix = format!("{}/", dir.display());
    let out = String::from_utf8(out).unwrap().replace(&prefix, "");
    let err = String::from_utf8(err).unwrap().replace(&prefix, "");
    assert_eq!(status, 2);
    assert_eq!(
        err,
        "validate-manifests: cannot read deploy/m100.yaml: stream did not contain valid UTF-8\n"
    );
    let files: Vec<&str> = out.lines().map(|l| l.split(':').next().unwrap()).collect();
    let want: Vec<String> = (0..100).map(|i| format!("deploy/m{i:03}.yaml")).collect();
    assert_eq!(files, want);
}
